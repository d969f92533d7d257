/* matchledger replay viewer.
 *
 * Shows boards the rules engines computed: D.start holds each perspective's
 * board after set-up, D.patches[perspective][i] the operations (indices into
 * D.ops) that turn the board before event i+1 into the board after it. This
 * script only applies those data patches and draws the result; it knows no
 * rule of any game. Every word comes from D.labels, D.sentences, D.fields and
 * D.words (the games' values as the text commands say them); every value is escaped.
 */
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("ml-data").textContent);
  var L = D.labels;
  var N = D.events.length;
  var EVERY = 2000;         // keep a copy of the board every EVERY events, per perspective
  var SHOW = 60;            // cards drawn per zone before "show all"

  // -- words and escaping ------------------------------------------------------
  var CTRL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
  var ESC = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
  function esc(s) {
    return String(s).replace(CTRL, "\ufffd").replace(/[&<>"']/g, function (c) { return ESC[c]; });
  }
  var SENTENCES = D.sentences || {}, FIELDS = D.fields || {}, HEADINGS = D.headings || {};
  function has(o, key) { return Object.prototype.hasOwnProperty.call(o, key); }
  /* A heading of this game's board, a label, a sentence the text commands say too, or a view's field as
     `explain` names it. */
  function word(key) {
    return has(HEADINGS, key) ? HEADINGS[key] : has(L, key) ? L[key] : has(SENTENCES, key) ? SENTENCES[key] : has(FIELDS, key) ? FIELDS[key]
      : String(key).replace(/_/g, " ");
  }
  function fmt(key, vars) {
    return word(key).replace(/\{(\w+)\}/g, function (_, k) { return vars[k] === undefined ? "" : vars[k]; });
  }
  /* A catalog sentence whose placeholders take HTML (each value escaped by the caller): its own words escaped. */
  function fmtHtml(key, vars) {
    return word(key).split(/(\{\w+\})/).map(function (part) {
      var m = /^\{(\w+)\}$/.exec(part);
      return m ? (vars[m[1]] === undefined ? "" : vars[m[1]]) : esc(part);
    }).join("");
  }
  /* "label: value" as the page's language writes it (French "phase : Main Phase 1"), as HTML. */
  function pairHtml(labelHtml, valueHtml) { return fmtHtml("pair", { label: labelHtml, value: valueHtml }); }
  function pair(label, value) { return fmt("pair", { label: label, value: value }); }
  /* A value of the game's vocabulary (a phase, a card type, a trait) as the text commands say it. */
  var WORDS = D.words || {}, BRACKETED = {};
  (D.bracketed || []).forEach(function (k) { BRACKETED[k] = 1; });
  function said(key, v) {
    var w = Object.prototype.hasOwnProperty.call(WORDS, key) ? WORDS[key] : null;
    return w && typeof v === "string" && Object.prototype.hasOwnProperty.call(w, v) ? w[v] : v;
  }
  function saidAll(key, list) { return list.map(function (x) { return said(key, x); }); }
  function perspectiveName(p) {
    return p === "judge" ? word("judge") : p === "spectator" ? word("spectator") : fmt("as_seat", { seat: p });
  }
  function counted(key, n) {  // "1 violation", "3 violations": the form the page's language gives n
    var C = D.counted, form = (n === 1 || (n === 0 && C.zero_is_one)) ? C.one : C.many;
    return String(form[key]).replace(/\{n\}/g, String(n));
  }
  function $(id) { return document.getElementById(id); }

  // -- patches (pure data: set, delete, splice) -----------------------------------
  var clone = typeof structuredClone === "function"
    ? function (v) { return v !== null && typeof v === "object" ? structuredClone(v) : v; }
    : function (v) { return v !== null && typeof v === "object" ? JSON.parse(JSON.stringify(v)) : v; };

  /* Apply one operation; when inv is given, push the operation that undoes it. */
  function applyOp(doc, op, inv) {
    var kind = op[0], path = op[1];
    if (kind === 0 && path.length === 0) { if (inv) inv.push([0, [], doc]); return clone(op[2]); }
    var last = kind === 2 ? path.length : path.length - 1;
    var parent = doc;
    for (var i = 0; i < last; i++) parent = parent[path[i]];
    var key = path[path.length - 1];
    if (kind === 0) {
      if (inv) inv.push(Object.prototype.hasOwnProperty.call(parent, key) ? [0, path, parent[key]] : [1, path]);
      parent[key] = clone(op[2]);
    } else if (kind === 1) {
      if (inv) inv.push([0, path, parent[key]]);
      delete parent[key];
    } else {
      var removed = parent.splice.apply(parent, [op[2], op[3]].concat(clone(op[4])));
      if (inv) inv.push([2, path, op[2], op[4].length, removed]);
    }
    return doc;
  }
  function applyPatch(doc, ids, inv) {
    for (var i = 0; i < ids.length; i++) doc = applyOp(doc, D.ops[ids[i]], inv);
    return doc;
  }
  /* Undo one event: its recorded inverse operations, last first (they hold the removed values themselves). */
  function undo(doc, inv) {
    for (var i = inv.length - 1; i >= 0; i--) {
      var op = inv[i], path = op[1];
      if (op[0] === 0 && path.length === 0) { doc = op[2]; continue; }
      var last = op[0] === 2 ? path.length : path.length - 1, parent = doc;
      for (var j = 0; j < last; j++) parent = parent[path[j]];
      if (op[0] === 0) parent[path[path.length - 1]] = op[2];
      else if (op[0] === 1) delete parent[path[path.length - 1]];
      else parent.splice.apply(parent, [op[2], op[3]].concat(op[4]));
    }
    return doc;
  }

  // -- state ----------------------------------------------------------------------
  /* turn: the turn whose start is shown (Go to turn), null after a step; shown: the board drawn (the start of
     that turn, patched from a copy of the board after its seq, or S.view itself). */
  var S = { persp: D.perspectives[0], seq: 0, view: null, caches: {}, expanded: {}, inv: [], invFrom: 0,
            turn: null, shown: null };
  var TURNS = D.turns || [], TURN_PATCHES = D.turn_patches || {};

  function cache(p) {
    if (!S.caches[p]) { S.caches[p] = new Map(); S.caches[p].set(0, D.start[p]); }
    return S.caches[p];
  }
  /* The board of perspective p after event seq. Forward from the current
   * board; back by undoing events recorded on the way; else from the nearest
   * kept copy (every EVERY events) at or before seq. */
  function boardAt(p, seq) {
    var c = cache(p), base, doc;
    var same = p === S.persp && S.view !== null;
    if (same && S.seq <= seq) { base = S.seq; doc = S.view; }
    else if (same && seq >= S.invFrom && S.seq - seq <= EVERY) {
      doc = S.view;
      for (var s = S.seq; s > seq; s--) doc = undo(doc, S.inv[s]);
      return doc;
    } else {
      base = Math.floor(seq / EVERY) * EVERY;
      while (!c.has(base)) base -= EVERY;
      doc = clone(c.get(base));
      S.inv = []; S.invFrom = base;
    }
    var patches = D.patches[p];
    for (var t = base; t < seq; t++) {
      var inv = [];
      doc = applyPatch(doc, patches[t], inv);
      S.inv[t + 1] = inv;
      if ((t + 1) % EVERY === 0 && !c.has(t + 1)) c.set(t + 1, clone(doc));
    }
    return doc;
  }

  // -- events and violations ----------------------------------------------------------
  var bySeq = {};        // seq -> violations
  var badSeqs = [];      // sorted seqs with violations
  var SEAT_MESSAGES = D.seat_messages || {};
  D.violations.forEach(function (v, i) {
    v.index = i;
    if (!bySeq[v.seq]) { bySeq[v.seq] = []; badSeqs.push(v.seq); }
    bySeq[v.seq].push(v);
  });
  badSeqs.sort(function (a, b) { return a - b; });
  var rulingsBySeq = {};
  (D.rulings || []).forEach(function (r) { (rulingsBySeq[r.seq] = rulingsBySeq[r.seq] || []).push(r); });

  function eventText(i) {   // i: 0-based index of the event
    var t = D.texts[S.persp];
    var seq = D.events[i][0];
    return t && Object.prototype.hasOwnProperty.call(t, seq) ? t[seq] : D.events[i][5];
  }
  function playerName(id) {
    for (var i = 0; i < D.match.players.length; i++) if (D.match.players[i].id === id) return D.match.players[i].name;
    return id;
  }

  // -- the static parts ----------------------------------------------------------------
  function drawHeader() {
    var m = D.match, h = [];
    h.push('<h1>' + esc(m.label || m.id) + '</h1>');
    h.push('<p class="meta">' + pairHtml(esc(word("game")), '<b>' + esc(m.game) + '</b>' +
      (m.ruleset ? ' (' + esc(m.ruleset) + ')' : '')) + ' · ' + esc(m.id) + ' · ' +
      pairHtml(esc(word("events")), esc(m.events)) + ' · ' + pairHtml(esc(word("first")), esc(m.first)) + '</p>');
    h.push('<ul class="players">');
    m.players.forEach(function (p) {
      var deck = esc(word("deck")) + ' ' + esc(p.deck) + ' ' + esc(word("cards")) +
        (p.extra_deck ? ' + ' + esc(p.extra_deck) + ' ' + esc(word("extra_deck")) : '');
      var list = '';
      if (p.decklist && (S.persp === "judge" || S.persp === p.id)) {
        list = '<details><summary>' + esc(word("decklist")) + '</summary><ul class="decklist">' +
          p.decklist.map(function (r) { return '<li>' + esc(r[1]) + ' × ' + esc(r[0]) + '</li>'; }).join('') +
          '</ul></details>';
      }
      h.push('<li>' + pairHtml('<b>' + esc(p.id) + '</b>' + (p.name && p.name !== p.id ? ' (' + esc(p.name) + ')' : '') +
        ', ' + esc(word("seat")) + ' ' + esc(p.seat), deck) + list + '</li>');
    });
    h.push('</ul>');
    $("match").innerHTML = h.join("");

    var v = D.verdict, out = [];
    if (v.clean) out.push('<p class="clean">' + esc(word("clean")) + '</p>');
    else {
      out.push('<p class="dirty">' + esc(v.count_line || counted("violations", v.violations)) + '</p><ol class="all-violations">');
      D.violations.forEach(function (x) {
        out.push('<li><a href="#seq=' + esc(x.seq) + '" data-go="' + esc(x.seq) + '">' +
          esc(x.seq ? word("event").replace("{seq}", x.seq) : word("deck_lists")) + '</a> ' +
          '<code>' + esc(x.rule) + '</code>' +
          (x.caused_by !== null && x.caused_by !== undefined
            ? ' <span class="cause">— ' + esc(word("caused_by")) + ' <a href="#seq=' + esc(x.caused_by) + '" data-go="' +
              esc(x.caused_by) + '">' + esc(fmt("event", { seq: x.caused_by })) + '</a></span>' : '') + '</li>');
      });
      out.push('</ol>');
    }
    if (v.stopped_at !== null && v.stopped_at !== undefined) out.push('<p>' + esc(fmt("stopped", { seq: v.stopped_at })) + '</p>');
    var result = v.result || (v.winner ? v.winner : word("no_result"));
    out.push('<p>' + esc(fmt("result_line", { result: result })) + '</p>');
    v.notes.forEach(function (n, i) { out.push('<p class="note">' + esc(fmt("note_line", { note: noteText(n, i) })) + '</p>'); });
    if (D.rulings && D.rulings.length) out.push('<p class="note">' + esc(counted("rulings", D.rulings.length)) + '</p>');
    (D.lineage || []).forEach(function (x) {
      out.push('<p class="note lineage" style="margin-left:' + (1.5 * x.depth) + 'em">' + esc(x.text) + '</p>');
    });
    if (v.unmodelled_events) out.push('<p class="note">' + esc(counted("unmodelled", v.unmodelled_events)) + '</p>');
    $("verdict").innerHTML = out.join("");
  }

  function drawControls() {
    var opts = D.perspectives.map(function (p) {
      return '<option value="' + esc(p) + '">' + esc(perspectiveName(p)) + '</option>';
    }).join("");
    var single = D.perspectives.length === 1 && D.perspectives[0] !== "judge";
    $("controls").innerHTML =
      '<div class="row">' +
      '<button id="first" type="button">' + esc(word("first_event")) + '</button>' +
      '<button id="prev" type="button">' + esc(word("prev")) + '</button>' +
      '<span id="pos" aria-live="polite"></span>' +
      '<button id="next" type="button">' + esc(word("next")) + '</button>' +
      '<button id="last" type="button">' + esc(word("last_event")) + '</button></div>' +
      '<div class="row"><button id="prev-violation" type="button">' + esc(word("prev_violation")) + '</button>' +
      '<button id="next-violation" type="button">' + esc(word("next_violation")) + '</button></div>' +
      '<div class="row"><form id="turn-form"><label>' + esc(word("go_turn")) +
      ' <input id="turn-input" type="number" min="1" size="4"></label> <button type="submit">' + esc(word("go")) + '</button></form>' +
      '<form id="seq-form"><label>' + esc(word("go_seq")) + ' <input id="seq-input" type="number" min="0" size="5"></label> <button type="submit">' + esc(word("go")) + '</button></form></div>' +
      '<div class="row"><label>' + esc(word("perspective")) + ' <select id="perspective"' + (D.perspectives.length < 2 ? ' disabled' : '') + '>' +
      opts + '</select></label></div>' +
      (single ? '<p class="note">' + esc(fmt("seat_file", { seat: D.perspectives[0] })) + '</p>' : '') +
      '<p id="say" class="say" role="status"></p>' +
      '<p class="keys">' + esc(word("keys")) + ' ' + esc(word("keys_after_go")) + '</p>';
    $("first").onclick = function () { go(0); };
    $("last").onclick = function () { go(N); };
    $("prev").onclick = back;
    $("next").onclick = function () { go(S.seq + 1); };
    $("prev-violation").onclick = prevViolation;
    $("next-violation").onclick = nextViolation;
    /* After Go the keys step again: the number box hands the focus back to the page. */
    $("turn-form").onsubmit = function (e) { e.preventDefault(); $("turn-input").blur(); goTurn(parseInt($("turn-input").value, 10)); };
    $("seq-form").onsubmit = function (e) { e.preventDefault(); $("seq-input").blur(); goSeq(parseInt($("seq-input").value, 10)); };
    $("perspective").onchange = function () { setPerspective(this.value); };
  }

  /* The event list holds one row per event plus a heading per turn. Only the
   * rows in sight are in the page (a 20,000-event match would otherwise take
   * seconds to lay out); every row is one line of fixed height. */
  var RH = 22, rows = [], rowOfSeq = [];
  function drawEvents() {
    rows = [[0, -1]];
    rowOfSeq = [0];
    var turn = null;
    for (var i = 0; i < N; i++) {
      var e = D.events[i];
      if (e[1] !== turn) { turn = e[1]; rows.push([1, i]); }
      rowOfSeq[e[0]] = rows.length;
      rows.push([0, i]);
    }
    var box = $("events");
    box.innerHTML = '<li class="spacer" style="height:' + (rows.length * RH) + 'px"></li>';
    box.onscroll = function () { if (!drawRows.queued) { drawRows.queued = true; requestAnimationFrame(drawRows); } };
    box.onclick = function (ev) {
      var li = ev.target.closest("li.ev");
      if (li) go(parseInt(li.getAttribute("data-seq"), 10));
    };
  }
  function rowHtml(r, at) {
    var style = ' style="top:' + (at * RH) + 'px"';
    if (r[1] < 0) {
      return '<li class="ev setup' + (S.seq === 0 ? ' current' : '') + (bySeq[0] ? ' bad' : '') + '" data-seq="0"' + style + '>' +
        '<span class="n">0</span> ' + esc(word("setup")) + flags(0) + '</li>';
    }
    var e = D.events[r[1]];
    if (r[0] === 1) {
      return '<li class="turn" data-turn="' + esc(e[1]) + '"' + style + '>' + esc(word("turn")) + ' ' + esc(e[1]) + ' — ' + esc(e[2]) + '</li>';
    }
    var t = eventText(r[1]);
    return '<li class="ev' + (bySeq[e[0]] ? ' bad' : '') + (S.seq === e[0] ? ' current' : '') + '" data-seq="' + esc(e[0]) + '"' + style +
      ' title="' + esc(t) + '"><span class="n">' + esc(e[0]) + '</span> <span class="t">' + esc(t) + '</span>' + flags(e[0]) + '</li>';
  }
  function drawRows() {
    drawRows.queued = false;
    var box = $("events");
    var from = Math.max(0, Math.floor(box.scrollTop / RH) - 10);
    var to = Math.min(rows.length, Math.ceil((box.scrollTop + box.clientHeight) / RH) + 10);
    var h = ['<li class="spacer" style="height:' + (rows.length * RH) + 'px"></li>'];
    for (var i = from; i < to; i++) h.push(rowHtml(rows[i], i));
    box.innerHTML = h.join("");
  }
  function showRow(seq) {   // scroll the list so that seq's row is in sight, then draw the rows in sight
    var box = $("events"), top = rowOfSeq[seq] * RH;
    if (top < box.scrollTop || top + RH > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - Math.floor(box.clientHeight / 3));
    }
    drawRows();
    var li = box.querySelector("li.ev.current");  // and the row in the window too (the list may reach below it)
    if (li && li.scrollIntoView) {
      var r = li.getBoundingClientRect();
      if (r.bottom > window.innerHeight || r.top < 0) li.scrollIntoView({ block: "nearest" });
    }
  }
  function flags(seq) {
    var v = bySeq[seq], r = rulingsBySeq[seq], out = "";
    if (v) out += ' <span class="flag">⚠ ' + v.map(function (x) { return esc(x.rule); }).join(", ") + '</span>';
    if (r) out += ' <span class="flag ruled">⚖ ' + esc(word("ruling")) + '</span>';
    return out;
  }
  function retextEvents() { drawRows(); }   // another perspective may word some events differently

  // -- the board ------------------------------------------------------------------------
  var TURNED = { tapped: 1, rested: 1, dull: 1 };
  var PLAIN = { id: 1, name: 1, label: 1, serial: 1 };

  function isCard(x) { return x !== null && typeof x === "object" && !Array.isArray(x) && typeof x.id === "string"; }
  function isZone(x) { return x !== null && typeof x === "object" && !Array.isArray(x) && "count" in x && "cards" in x; }

  function cardName(c) {
    if (c.name === null || c.name === undefined) return S.persp === "judge" ? word("unknown_card") : word("hidden");
    return c.name;
  }
  function card(c) {
    var cls = "card", badges = [], nested = [];
    Object.keys(c).forEach(function (k) {
      if (PLAIN[k]) return;
      var v = c[k];
      if (TURNED[k] && v) cls += " turned";
      if (v === true) badges.push(word(k));
      else if (typeof v === "number") { if (!(k === "damage" && v === 0)) badges.push(word(k) + " " + v); }
      else if (typeof v === "string" && v) badges.push(k === "type" ? said(k, v) : pair(word(k), said(k, v)));
      else if (Array.isArray(v) && v.length) {
        if (v.every(function (x) { return typeof x !== "object"; })) {
          badges.push(BRACKETED[k] ? "[" + saidAll(k, v).join(", ") + "]" : pair(word(k), saidAll(k, v).join(", ")));
        }
        else nested.push('<div class="under"><span class="k">' + esc(word(k)) + '</span> ' + v.map(cardOrValue).join("") + '</div>');
      } else if (isCard(v)) nested.push('<div class="under"><span class="k">' + esc(word(k)) + '</span> ' + card(v) + '</div>');
    });
    if (c.name === null || c.name === undefined) cls += " facedown";
    return '<div class="' + cls + '" data-card="' + esc(c.id) + '"><span class="nm">' + esc(cardName(c)) + '</span> ' +
      '<span class="id">' + esc(c.serial ? c.serial + " · " + c.id : c.id) + '</span>' +
      (badges.length ? '<span class="b">' + badges.map(function (b) { return '<i>' + esc(b) + '</i>'; }).join("") + '</span>' : '') +
      nested.join("") + '</div>';
  }
  function cardOrValue(x) { return isCard(x) ? card(x) : '<div class="card">' + value(x) + '</div>'; }

  function value(v) {   // any other piece of a view, shown as it is
    if (v === null || v === undefined) return esc(word("none"));
    if (isCard(v)) return card(v);
    if (Array.isArray(v)) return v.length ? v.map(value).join(", ") : esc(word("empty"));
    if (typeof v === "object") {
      return '<span class="obj">' + Object.keys(v).map(function (k) {
        var x = v[k];
        var shown = typeof x === "string" ? esc(said(k, x))
          : Array.isArray(x) && x.length && x.every(function (y) { return typeof y === "string"; }) ? esc(saidAll(k, x).join(", "))
          : value(x);
        return '<span class="kv"><span class="k">' + esc(word(k)) + '</span> ' + shown + '</span>';
      }).join(" ") + '</span>';
    }
    if (v === true) return "✔";
    if (v === false) return "–";
    return esc(v);
  }

  function zone(key, title, cards, count, where) {
    var id = where + "." + key;
    var h = '<div class="zone" data-zone="' + esc(key) + '"><h4>' + esc(title) + ' <span class="count">(' + esc(count) + ')</span></h4>';
    if (cards === null) {
      h += count ? '<div class="pile">' + esc(counted("hidden_cards", count)) + '</div>' : '<div class="emptyz">' + esc(word("empty")) + '</div>';
    } else if (!cards.length) {
      h += '<div class="emptyz">' + esc(word("empty")) + '</div>';
    } else {
      var shown = S.expanded[id] ? cards : cards.slice(0, SHOW);
      h += '<div class="cards">' + shown.map(cardOrValue).join("") + '</div>';
      if (shown.length < cards.length) {
        h += '<button type="button" class="more" data-expand="' + esc(id) + '">… ' + esc(cards.length - shown.length) + ' ' + esc(word("cards")) + '</button>';
      }
    }
    return h + '</div>';
  }

  function seat(p, v, i) {
    var where = "players." + i;
    var counters = [], marks = [], zones = [], piles = [];
    Object.keys(p).forEach(function (k) {
      if (k === "id" || k === "name" || k === "seat") return;
      var x = p[k];
      if (typeof x === "number") counters.push('<span class="counter" data-counter="' + esc(k) + '"><b>' + esc(x) + '</b> ' + esc(word(k)) + '</span>');
      else if (x === true) marks.push('<span class="mark">' + esc(word(k)) + '</span>');
      else if (typeof x === "string" && x) marks.push('<span class="mark">' + esc(pair(word(k), said(k, x))) + '</span>');
      else if (isZone(x)) (/deck/.test(k) ? piles : zones).push(zone(k, word(k), x.cards, x.count, where));
      else if (Array.isArray(x)) zones.push(zone(k, word(k), x, x.length, where));
      else if (isCard(x)) zones.push(zone(k, word(k), [x], 1, where));
      else if (x === null && k === "ruler") zones.push(zone(k, word(k), [], 0, where));
    });
    zones = zones.concat(piles);   // the decks, long and seldom looked at, come last
    var active = p.id === v.active && !v.over;
    return '<section class="seat' + (active ? ' active' : '') + '" data-seat="' + esc(p.id) + '">' +
      '<h3>' + esc(p.id) + (p.name && p.name !== p.id ? ' <span class="pname">(' + esc(p.name) + ')</span>' : '') +
      ' <span class="seatno">' + esc(word("seat")) + ' ' + esc(p.seat) + '</span>' +
      (active ? ' <span class="toplay">← ' + esc(word("to_play")) + '</span>' : '') + '</h3>' +
      '<div class="counters">' + counters.join("") + marks.join("") + '</div>' +
      '<div class="zones">' + zones.join("") + '</div></section>';
  }

  /* How the match ended, as the verdict says it in the page's language when it is the same ending. */
  function overText(v) {
    if (v.result && D.verdict.result && D.verdict.english_result === v.result) return D.verdict.result;
    return v.result || v.winner || word("none");
  }
  /* Chrono Clash's time gauge as the text board says it ("counter on bob's 1: alice's turn is over"): null for
     any other value (shown as it is). */
  function gaugeText(g, active) {
    var G = D.gauge;
    if (!G || g === null || typeof g !== "object" || typeof g.time !== "number") return null;
    var t = g.time, C = D.counted, text;
    function put(forms, player, n) {
      return forms && has(forms, player) ? String(forms[player]).replace(/\{n\}/g, String(n)) : null;
    }
    if (t > 0) text = put((t === 1 || C.zero_is_one && t === 0) ? G.left.one : G.left.many, active, t);
    else if (t === 0) text = G.zero;
    else text = put(G.other, g.side, -t);
    if (text === null) return null;
    if (g.turn_over) {
      var over = put(G.over, active, 0);
      if (over === null) return null;
      text += over;
    }
    return text;
  }
  var SKIP_TOP = { game: 1, seq: 1, viewer: 1, players: 1, over: 1, winner: 1, result: 1, result_msg: 1, notes: 1 };
  function drawBoard(v) {
    var head = [], boxes = [];
    Object.keys(v).forEach(function (k) {
      if (SKIP_TOP[k]) return;
      var x = v[k];
      if (x === null || x === "" || x === false || (Array.isArray(x) && !x.length)) return;
      var gauge = k === "gauge" ? gaugeText(x, v.active) : null;
      if (gauge !== null) boxes.push('<div class="box" data-part="gauge"><h4>' + esc(word(k)) + '</h4>' + esc(gauge) + '</div>');
      else if (typeof x !== "object") head.push('<span class="kv">' + pairHtml('<span class="k">' + esc(word(k)) + '</span>', '<b>' + esc(x === true ? "✔" : said(k, x)) + '</b>') + '</span>');
      else boxes.push('<div class="box" data-part="' + esc(k) + '"><h4>' + esc(word(k)) + '</h4>' +
        (Array.isArray(x) ? '<ol>' + x.map(function (y) { return '<li>' + value(y) + '</li>'; }).join("") + '</ol>' : value(x)) + '</div>');
    });
    var title = S.turn !== null ? fmt(S.seq ? "turn_start" : "turn_start_setup", { turn: S.turn, seq: S.seq })
      : v.seq ? fmt("board_after", { seq: v.seq }) : word("board_setup");
    var over = v.over ? '<p class="over">' + esc(fmt("game_over_line", { result: overText(v) })) + '</p>' : '';
    $("state").innerHTML = '<h2>' + esc(title) + ' <span class="viewer">[' + esc(perspectiveName(v.viewer)) + ']</span></h2>' +
      '<div class="head">' + head.join("") + '</div>' + over + '<div class="boxes">' + boxes.join("") + '</div>';
    $("board").innerHTML = v.players.map(function (p, i) { return seat(p, v, i); }).join("");
    annotate();
  }
  /* The board element carries the view it shows as data (data-view, with its
   * seq and perspective), for tests and tools. Serializing a long match's
   * board takes a while, so it is done once the step is drawn, and only for
   * the board still shown then. */
  function annotate() {
    clearTimeout(annotate.timer);
    annotate.timer = setTimeout(function () {
      var b = $("board");
      b.setAttribute("data-view", JSON.stringify(S.shown || S.view));
      b.setAttribute("data-perspective", S.persp);
      b.setAttribute("data-seq", String(S.seq));
      if (S.turn !== null) b.setAttribute("data-turn", String(S.turn)); else b.removeAttribute("data-turn");
    }, 0);
  }

  function drawHere() {
    var ev = S.seq ? D.events[S.seq - 1] : null;
    $("eventline").innerHTML = ev
      ? '<p>' + fmtHtml("event_line", { seq: '<b>' + esc(ev[0]) + '</b> (' + esc(word("turn")) + ' ' + esc(ev[1]) + ')',
                                         event: '<span id="event-text">' + esc(eventText(S.seq - 1)) + '</span>' }) + '</p>'
      : '<p><b>' + esc(word("setup")) + '</b></p>';
    var vs = bySeq[S.seq] || [], rs = rulingsBySeq[S.seq] || [];
    var ns = stepNotes();
    if (!vs.length && !rs.length && !ns.length) { $("here").innerHTML = ""; return; }
    var h = ['<div class="violations">' + (vs.length ? '<h3>' + esc(word("violation_at")) + '</h3>' : '')];
    vs.forEach(function (x) {
      h.push('<div class="violation" data-rule="' + esc(x.rule) + '">' +
        '<p class="where">' + esc(x.seq ? fmt("where", { seq: x.seq, turn: x.turn }) : word("deck_lists")) +
        (x.player ? ", " + esc(x.player) : "") + ' — <code>' + esc(x.rule) + '</code></p>' +
        '<p class="msg">' + esc(message(x)) + '</p>' +
        (x.caused_by !== null && x.caused_by !== undefined
          ? '<p class="cause">' + esc(word("caused_by")) + ' <a href="#seq=' + esc(x.caused_by) + '" data-go="' + esc(x.caused_by) + '">' +
            esc(fmt("event", { seq: x.caused_by })) + '</a></p>' : '') +
        '<p class="rule">' + esc(fmt("rule_line", { source: x.source, words: x.text })) + '</p>' +
        (x.rule_note ? '<p class="rule-note">' + esc(x.rule_note) + '</p>' : '') + '</div>');
    });
    if (vs.length && D.quoted_note) h.push('<p class="note quoted-note">' + esc(D.quoted_note) + '</p>');
    ns.forEach(function (n) { h.push('<p class="note step-note">' + esc(fmt("note_line", { note: n })) + '</p>'); });
    rs.forEach(function (r) {
      h.push('<div class="ruling">' + fmtHtml("ruling_line", { ruling: '<b>' + esc(word("ruling")) + ' ' + esc(r.head) + '</b>',
                                                            text: esc(r.text) }) + '</div>');
    });
    h.push('</div>');
    $("here").innerHTML = h.join("");
  }

  /* The verdict's notes about the event shown, as `replay --at N` prints them under its board: the board's own
     `notes` (those of this perspective, as `replay --as` leaves them), in the page's language. */
  function stepNotes() {
    var b = S.shown || S.view, W = D.note_words || {};
    return b && Array.isArray(b.notes) ? b.notes.map(function (n) { return has(W, n) ? W[n] : n; }) : [];
  }

  /* A verdict's note as this perspective may read it: the judge's page shown as a seat leaves out a note that may
     name cards hidden from that seat, as it leaves out such a violation's message. */
  function noteText(n, i) {
    if (S.persp !== "judge" && D.perspectives.length > 1 && D.seat_notes && has(D.seat_notes, S.persp)) {
      var m = D.seat_notes[S.persp][i];
      return m === null || m === undefined ? word("note_withheld_view") : m;
    }
    return n;
  }

  /* A violation's message as this perspective may read it: the judge's page shown as a seat says what
     `replay --as` says there (left out when it may name cards hidden from that seat). */
  function message(x) {
    if (S.persp !== "judge" && D.perspectives.length > 1) {
      var m = has(SEAT_MESSAGES, S.persp) ? SEAT_MESSAGES[S.persp][x.index] : null;
      return m === null ? word("message_withheld_view") : m;
    }
    return x.message === null ? word("message_withheld") : x.message;
  }

  // -- moving ----------------------------------------------------------------------------
  function say(msg) { $("say").textContent = msg || ""; }

  /* Go to the board after event seq; with turn, to the start of that turn (which starts after seq): the
     board `replay --turn` shows, patched onto a copy where the page's data says it differs. */
  function go(seq, quiet, turn) {
    if (isNaN(seq)) return;
    seq = Math.max(0, Math.min(N, seq));
    S.view = boardAt(S.persp, seq);
    S.seq = seq;
    S.turn = turn === undefined ? null : turn;
    var tp = S.turn !== null && TURN_PATCHES[S.persp] && TURN_PATCHES[S.persp][S.turn];
    S.shown = tp ? applyPatch(clone(S.view), tp) : S.view;
    drawBoard(S.shown);
    drawHere();
    $("pos").textContent = "seq " + seq + " / " + N;
    $("prev").disabled = seq === 0;
    $("next").disabled = seq === N;
    showRow(seq);
    if (!quiet) say("");
    var hash = (S.turn !== null ? "#turn=" + S.turn : "#seq=" + seq) +
      (S.persp !== D.perspectives[0] ? "&as=" + encodeURIComponent(S.persp) : "");
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }
  /* One step back; from the start of a turn that differs from the board after its seq, to that board first. */
  function back() {
    if (S.turn !== null && S.shown !== S.view) go(S.seq);
    else go(S.seq - 1);
  }
  function nextViolation() {
    for (var i = 0; i < badSeqs.length; i++) if (badSeqs[i] > S.seq) return go(badSeqs[i]);
    say(word("no_violation_after"));
  }
  function prevViolation() {
    for (var i = badSeqs.length - 1; i >= 0; i--) if (badSeqs[i] < S.seq) return go(badSeqs[i]);
    say(word("no_violation_before"));
  }
  /* The start of turn t, as `replay --turn t` shows it: after the seq the page's data gives for it. */
  function goTurn(t, quiet) {
    if (isNaN(t)) return;
    if (t < 1 || t > TURNS.length) { say(fmt("no_turn", { turn: t })); return false; }
    go(TURNS[t - 1], quiet, t);
    return true;
  }
  /* Event seq, or a word when the match has no such event. */
  function goSeq(seq, quiet) {
    if (isNaN(seq)) return;
    if (seq < 0 || seq > N) {
      go(seq, true);
      say(counted("events_in_match", N));
      return;
    }
    go(seq, quiet);
  }
  function setPerspective(p) {
    if (D.perspectives.indexOf(p) < 0 || p === S.persp) return;
    S.persp = p;
    S.view = null;
    $("perspective").value = p;
    retextEvents();
    drawHeader();   // the deck lists a seat may see
    if (S.turn !== null) go(S.seq, false, S.turn); else go(S.seq);
  }

  function fromHash() {
    var m = /(?:^#|&)seq=(\d+)/.exec(location.hash);
    var t = /(?:^#|&)turn=(\d+)/.exec(location.hash);
    var a = /(?:^#|&)as=([^&]*)/.exec(location.hash);
    var words = [];
    if (a) {
      var p = a[1];
      try { p = decodeURIComponent(p); } catch (err) { /* shown as written */ }
      if (D.perspectives.indexOf(p) < 0) {
        words.push(fmt("no_perspective", { seat: p, shown: perspectiveName(S.persp) }));
      } else if (p !== S.persp) {
        S.persp = p; S.view = null; $("perspective").value = p; retextEvents(); drawHeader();
      }
    }
    if (t && !m) {
      if (!goTurn(parseInt(t[1], 10), true)) { go(S.seq, true); words.push(fmt("no_turn", { turn: t[1] })); }
    } else {
      var seq = m ? parseInt(m[1], 10) : S.seq;
      go(seq, true);
      if (seq > N) words.push(counted("events_in_match", N));
    }
    say(words.join(" "));
  }

  document.addEventListener("keydown", function (e) {
    var tag = (e.target && e.target.tagName) || "";
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || e.altKey || e.ctrlKey || e.metaKey) return;
    var k = e.key;
    if (k === "ArrowRight" || k === "ArrowDown") go(S.seq + 1);
    else if (k === "ArrowLeft" || k === "ArrowUp") back();
    else if (k === "Home") go(0);
    else if (k === "End") go(N);
    else if (k === "]") nextViolation();
    else if (k === "[") prevViolation();
    else return;
    e.preventDefault();
  });
  document.addEventListener("click", function (e) {
    var t = e.target.closest("[data-go],[data-expand]");
    if (!t) return;
    e.preventDefault();
    if (t.hasAttribute("data-go")) go(parseInt(t.getAttribute("data-go"), 10));
    else { S.expanded[t.getAttribute("data-expand")] = true; drawBoard(S.view); }
  });
  window.addEventListener("hashchange", fromHash);

  drawHeader();
  drawControls();
  drawEvents();
  fromHash();
  document.documentElement.setAttribute("data-ready", "1");
  var readyAt = performance.now();
  window.matchledgerViewer = { go: go, goTurn: goTurn, goSeq: goSeq, setPerspective: setPerspective,
    state: function () { return { seq: S.seq, perspective: S.persp }; },
    view: function () { return S.view; }, readyAt: function () { return readyAt; } };
})();
