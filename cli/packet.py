"""The appeals packet: one Markdown file with everything an appeals committee asks for first.

The event's metadata (event, round, table, date: from the header's ``meta``),
the players and their deck lists, the match digest and how to check it,
every root violation with the rule's words, its consequences and the board
just before it, the judges' rulings, and the full transcript. Text from the
log (names, labels, notes) has its HTML escaped and its control characters
made visible; boards sit in fenced blocks that no value can close.
"""

from __future__ import annotations

from typing import Any

from .i18n import N_, _, activate, current, ngettext, ntr, reason, said, tr, violation_message
from .safe import markdown_text, one_line, visible

#: a packet's first line: how ``verify``, ``show`` and the other commands tell a packet from a log (Markdown
#: shows nothing of it)
FIRST_LINE = "<!-- matchledger appeals packet -->"
#: the line just before the fenced block at the end of a packet that holds its sources
SOURCES_MARK = "<!-- matchledger packet sources -->"
#: how the commands a packet quotes name the packet itself
PACKET_REF = N_("PACKET.md")  # a placeholder the reader replaces (the packet's file), said in the report's language

#: the header ``meta`` keys a packet shows first, and their lines
EVENT_FIELDS = (("event", N_("- Event: {value}")), ("round", N_("- Round: {value}")),
                ("table", N_("- Table: {value}")), ("date", N_("- Date: {value}")))


def _fenced(text: str) -> list[str]:
    """A fenced block holding ``text`` as it is: controls visible, no backtick that could close the fence."""
    return ["```text", *(visible(line).replace("`", "'") for line in text.split("\n")), "```"]


def _deck_line(field: str, n: int) -> str:
    """``- Deck (51 cards): {cards}`` for the deck list ``field`` of ``n`` cards, in the active language."""
    if field == "deck":
        return ngettext("- Deck ({n} card): {cards}", "- Deck ({n} cards): {cards}", n)
    if field == "extra_deck":
        return ngettext("- Extra deck ({n} card): {cards}", "- Extra deck ({n} cards): {cards}", n)
    return ngettext("- Magic stone deck ({n} card): {cards}", "- Magic stone deck ({n} cards): {cards}", n)


def _deck_lines(p: Any) -> list[str]:
    out = []
    for field in ("deck", "extra_deck", "stones"):
        cards = getattr(p, field, None) or {}
        if cards:
            n = sum(cards.values())
            out.append(_deck_line(field, n).format(
                n=n, cards=", ".join(f"{c} × {one_line(name)}" for name, c in cards.items())))
    ruler = getattr(p, "ruler", "")
    if ruler:
        out.insert(0, tr("- Ruler: {card}", card=one_line(ruler)))
    return out


def _quoted(word: str) -> str:
    """``word`` as one shell word: in single quotes, or double quotes when it holds one (``"L'extra deck"``)."""
    import shlex

    if "'" not in word:
        return f"'{word}'"
    if not any(c in word for c in '"$`\\!'):
        return f'"{word}"'
    return shlex.quote(word)


def _section_command(game: str, v: Any, rules: dict, lang: str) -> str:
    """``matchledger rules GAME --section 'Your Turn' --lang en``: the command that prints the cited passage
    whole, in the report's language (Chrono Clash: the section as the manual in that language names it); the
    list of the game's rules when the rule cites no section of its rules document (the deck-list checks, the
    log format's own rules)."""
    from projections import ruletexts

    rule = rules.get(v.rule)
    try:
        cited = ruletexts.parse_ref(getattr(v, "ref", "") or getattr(rule, "ref", "") or "")
    except Exception:  # noqa: BLE001 - a rule of no document (the deck-list checks): no passage to print
        cited = {}
    name = cited.get("section") or cited.get("ref")
    if name:
        try:
            found = ruletexts.find_section(game, name, lang)
        except LookupError:  # a section of matchledger's own docs (the log format): not one `rules` prints
            found = None
        if found is not None:
            shown = found.name if cited.get("section") else name
            return f"matchledger rules {game} --section {_quoted(shown)} --lang {lang}"
    return f"matchledger rules {game} --lang {lang}"


def other_logs(match_id: str, log: Any, db: str) -> list[dict]:
    """The other logs of this match's table stored in the ledger ``db`` (:func:`table_others`); [] when
    ``meta`` names no table or there is no ledger."""
    from .batch import match_key
    from .main import _exists, _ledger

    if not match_key(log.header) or not _exists(db):
        return []
    with _ledger(db) as led:
        return table_others(led, match_id, log)


def table_others(led: Any, match_id: str, log: Any) -> list[dict]:
    """The other logs of this match's table in the open ledger ``led`` (each player's own log of a disputed
    match: the same game, event, round and table in ``meta``, another match id), as ``{"match", "digest"}`` in
    import order. A judge's correction of another log of the table also says what it corrects: ``parent``,
    ``at``, ``action``, ``judge``, ``reason`` and the numbers of the parent's rulings it rests on (``rulings``:
    ``{"number", "superseded_by"}``). The corrections of this match's own lineage are left out (the packet
    names them under "Rulings and corrections"). One read of the matches index, then the header of each match
    of the same game and players (or label) only: show, view, the station and the packet all ask this."""
    import msgspec

    from ledger.errors import MatchledgerError
    from ledger.lineage import Amendment

    from .batch import match_key

    key = match_key(log.header)
    if not key:
        return []
    from ledger.errors import IntegrityError

    probe = msgspec.defstruct("Probe", [("amends", Amendment | None, None)])
    decoder = msgspec.json.Decoder(probe)
    parents: dict[str, Any] = {}
    same: list[Any] = []
    damaged: set[str] = set()
    # the index row a log of this match keeps (players, label): a damaged header's row is all that says its table
    alike = ([getattr(p, "id", None) for p in log.header.players], getattr(log.header, "match", "") or "")
    from ledger.index import alike as alike_to

    # only the matches whose index row could be a log of this table (its game, and its players or its label)
    # have their header read: a round's other tables cost nothing
    for m in alike_to(led.list_matches(), [(log.game, *alike)], either=True):
        try:
            header = led.read_header(m.id).header
            found = decoder.decode(header).amends
            mkey = match_key(msgspec.json.decode(header) if isinstance(header, (str, bytes)) else header)
        except IntegrityError:  # its header fails its check: from its index row, possibly a log of this table
            if m.id != match_id and (list(m.players), m.label) == alike:
                damaged.add(m.id)
                same.append(m)
            continue
        except (MatchledgerError, msgspec.MsgspecError, ValueError, TypeError, AttributeError):
            continue  # a header that cannot be read: that match's own checks say why
        if found is not None:
            parents[m.id] = found
        if m.id != match_id and mkey == key:
            same.append(m)

    def root(mid: str) -> str:
        seen = set()
        while mid in parents and mid not in seen:
            seen.add(mid)
            mid = parents[mid].parent
        return mid

    own = root(match_id)
    out: list[dict] = []
    for m in same:
        if root(m.id) == own:
            continue
        entry: dict = {"match": m.id, "digest": m.digest}
        if m.id in damaged:  # unusable: named so, to be replaced (the dispute does not disappear with it)
            entry["unusable"] = True
            out.append(entry)
            continue
        a = parents.get(m.id)
        if a is not None:
            from ledger.rulings import rulings_of

            try:
                rested = [{"number": r.number, "superseded_by": r.superseded_by} for r in rulings_of(led, a.parent)
                          if r.seq <= a.at]
            except MatchledgerError:
                rested = []  # the parent's rulings cannot be read: its own checks say why
            entry.update(parent=a.parent, at=a.at, action=a.action, judge=a.judge, reason=a.reason, rulings=rested)
        out.append(entry)
    _agreements(led, match_id, own, root, same, damaged, out, parents)
    return out


def _agreements(led: Any, match_id: str, own: str, root: Any, same: list, damaged: set, out: list[dict],
                parents: dict[str, Any]) -> None:
    """A dispute a judge's correction settled, as ``verify --all`` says it (docs/disputes.md, "A dispute
    settled"): each entry of ``out`` that has exactly the events of a log of the other side (this match's
    lineage, or the entry's own) where one of the two is a correction gets ``agrees``: ``{"correction",
    "log"}``, and ``settled``: the latest log(s) of every lineage of the table (no later correction replaced
    them) have those events, every log reads and those logs are clean. The logs are read (and those agreeing verified) only when a correction is there to agree."""
    import hashlib

    from ledger.errors import MatchledgerError
    from ledger.log import encode_line

    if damaged or not out:
        return
    members = [match_id] + [m.id for m in same]
    fixes = {m.id for m in same if m.id in {str(o["match"]) for o in out if o.get("parent")}}
    mine = [m.id for m in same if root(m.id) == own and m.id != match_id]
    if not fixes and not mine:
        return
    logs: dict[str, Any] = {}
    digest: dict[str, bytes] = {}
    try:
        for mid in members:
            logs[mid] = led.load(mid)
            h = hashlib.sha256()
            for e in logs[mid].events:
                h.update(encode_line(e))
            digest[mid] = h.digest()
    except MatchledgerError:
        return  # a log that cannot be read: its own checks say why; nothing agrees
    corrected = set(mine) | fixes  # the corrections on either side
    if match_id in parents:  # the match shown is itself a correction (a correction of a correction too)
        corrected.add(match_id)
    own_side = [match_id, *mine]
    for entry in out:
        other = str(entry["match"])
        for x in own_side:
            if digest[x] == digest[other] and (x in corrected or other in corrected):
                fix, log = (x, other) if x in corrected else (other, x)
                entry["agrees"] = {"correction": fix, "log": log}
                break
    if not any("agrees" in e for e in out):
        return
    # each lineage as it stands: its latest log(s), those no correction in the table replaced (round 38: a later
    # correction contradicting the agreed log left the table "settled", as the log it replaced still agreed)
    replaced = {parents[mid].parent for mid in members if mid in parents}
    families: dict[str, set] = {}
    for mid in members:
        latest = families.setdefault(root(mid), set())
        if mid not in replaced:
            latest.add(digest[mid])
    common = set.intersection(*families.values())
    settled = bool(common)
    if settled:
        from .main import _verify

        settled = all(_verify(logs[mid], mid).clean for mid in members if digest[mid] in common)
    for entry in out:
        if "agrees" in entry:
            entry["settled"] = settled


def other_log_items(others: list, own: str = "", again: str | None = None) -> list[str]:
    """The other logs of a table as the packet's Markdown list items: each log, then under it the judge's
    corrections of it (what they correct from where, by whom, why, and the parent's rulings they rest on).
    ``own``: the match shown (show, view, the station), whose line names the ``diff`` command to compare them,
    with the ``--db`` and ``--lang`` the command shown was run with (:func:`cli.options.repeated`): two stored
    ids mean nothing to ``diff`` in another ledger. ``again``: those options given by a caller with no command
    line to repeat (the station: :func:`cli.station.hint_options`)."""
    from types import SimpleNamespace

    from .disputes import correction_words
    from .options import repeated

    again = ("" if not own else repeated() if again is None else again)

    def log_line(o: dict) -> str:
        if o.get("unusable"):
            return tr("- Possibly another log of this table in the ledger (its game, players and label in the "
                      "matches index are this match's): match `{match}`, digest SHA-256 `{digest}`. Its header "
                      "fails its integrity check: it is unusable and must be replaced (`{command}` says what "
                      "changed).", match=one_line(str(o["match"])), digest=one_line(str(o["digest"])),
                      command="matchledger audit")
        if own and isinstance(o.get("agrees"), dict):  # a correction settled it: no diff to offer
            return tr("- Another log of this table in the ledger: match `{match}`.",
                      match=one_line(str(o["match"]))) + agreement(o)
        if own and settled_by(str(o["match"])):
            # a correction of that log agrees with the match shown (the line under it says so): the dispute is
            # settled, no diff to offer (round 38: "it differs; compare them" stood above "the dispute is settled")
            return tr("- Another log of this table in the ledger: match `{match}`.", match=one_line(str(o["match"])))
        if own:
            return tr("- Another log of this table in the ledger: match `{match}` (it differs; compare them: "
                      "`{command}`).", match=one_line(str(o["match"])),
                      command=f"matchledger diff {own[:8]} {one_line(str(o['match']))[:8]}{again}")
        return tr("- Another log of this table in the ledger: match `{match}`, digest SHA-256 `{digest}`.",
                  match=one_line(str(o["match"])), digest=one_line(str(o["digest"]))) + agreement(o)

    def settled_by(mid: str) -> bool:
        """Whether a correction of log ``mid`` (or of a correction of it) agrees with the match shown, settled."""
        parents = {str(c["match"]): str(c.get("parent")) for c in others if c.get("parent")}

        def root(m: str) -> str:
            for _hop in range(50):
                if m not in parents:
                    break
                m = parents[m]
            return m

        return any(c.get("settled") and isinstance(c.get("agrees"), dict) and str(c["agrees"].get("log")) == own
                   and c.get("parent") and root(str(c["match"])) == mid for c in others)

    def agreement(o: dict) -> str:
        """`` Correction `8b929487` agrees with `f5c1f15a` (the same events): ...``, as verify --all says it."""
        agrees = o.get("agrees")
        if not isinstance(agrees, dict):
            return ""
        names = {"fix": one_line(str(agrees.get("correction")))[:8], "log": one_line(str(agrees.get("log")))[:8]}
        if o.get("settled"):
            return " " + tr("Correction `{fix}` agrees with `{log}` (the same events): the logs agree, the dispute "
                            "is settled.", **names)
        return " " + tr("Correction `{fix}` agrees with `{log}` (the same events).", **names)

    def correction_line(o: dict) -> str:
        rulings = ", ".join(f"R{int(r['number'])}" + (" (" + tr("superseded by R{n}", n=int(r["superseded_by"])) + ")"
                                                      if r.get("superseded_by") else "") for r in o.get("rulings") or [])
        line = tr("- A correction of match `{parent}`, not a player's log: {what}; judge {judge}: {reason}. Match "
                  "`{match}`, digest SHA-256 `{digest}`.", parent=one_line(str(o["parent"])),
                  what=correction_words(SimpleNamespace(action=o["action"], at=int(o["at"]))),
                  judge=one_line(str(o["judge"])), reason=one_line(str(o["reason"])),
                  match=one_line(str(o["match"])), digest=one_line(str(o["digest"])))
        if rulings:
            line += " " + tr("It rests on the rulings on match `{parent}`: {rulings}.",
                             parent=one_line(str(o["parent"])), rulings=rulings)
        return line + agreement(o)

    named = {str(o["match"]) for o in others}
    out: list[str] = []

    def under(mid: str, depth: int) -> None:
        for c in others:
            if c.get("parent") == mid and depth < 50:
                out.append("  " * depth + correction_line(c))
                under(str(c["match"]), depth + 1)

    for o in others:
        if o.get("parent") in named:
            continue  # named under the log it corrects
        out.append(correction_line(o) if o.get("parent") else log_line(o))
        under(str(o["match"]), 1)
    return out


def to_packet(log: Any, match_id: str, result: Any, rules: dict, rulings: list, ref: str,
              lineage: dict | None = None, others: list | None = None) -> bytes:
    """The appeals packet of ``log`` as Markdown bytes, in the active language. The commands in it name the
    packet itself (``PACKET.md``: the committee holds only the packet; ``ref``, how the judge named the match,
    is not written), each with ``--lang`` so it prints what the packet quotes. ``lineage``:
    the corrections around this match (:func:`cli.disputes.lineage_facts`), which the packet names with
    when, by whom and why, and the events they changed. ``others``: the other logs of its table in the
    ledger at export (:func:`other_logs`), named in its match section and carried in its sources."""
    from .disputes import lineage_items, ruling_items
    from .formats import to_markdown
    from .main import show_heads
    from .render import rule_line, where
    from .walk import Cursor

    lang = current()
    h = log.header
    meta = dict(getattr(h, "meta", {}) or {})
    label = one_line(getattr(h, "match", "") or tr("Match {match}", match=match_id))
    text: list[str] = [tr("# Appeals packet: {label}", label=label), "", _("## The match"), ""]
    for key, line in EVENT_FIELDS:
        value = getattr(h, key, None) or meta.get(key)
        text.append(_(line).format(value=one_line(value) if value else _("(not recorded in the log)")))
    ruleset = tr(" (ruleset {ruleset})", ruleset=one_line(h.ruleset)) if getattr(h, "ruleset", "") else ""
    text += [tr("- Match id: `{match}`", match=match_id),
             tr("- Game: {game}", game=log.game) + ruleset,
             tr("- Events: {n}; {first} played first", n=len(log.events), first=one_line(h.first))]
    text += other_log_items(others or [])  # a disputed table: the other logs the committee may be shown
    text.append("")
    text += [_("## Players and deck lists"), ""]
    for i, p in enumerate(h.players):
        name = f" ({one_line(p.name)})" if getattr(p, "name", "") and p.name != p.id else ""
        text += [tr("### {player}, seat {seat}", player=one_line(p.id) + name,
                                                      seat=getattr(p, "seat", 0) or i + 1), "", *_deck_lines(p), ""]
    digest = log.digest()
    copy = _("COPY.jsonl")  # a placeholder the reader replaces, in the report's language
    text += [_("## Checking the log"), "",
             tr("- Digest: SHA-256 `{digest}` of the canonical log.", digest=digest),
             tr("- This packet holds its sources at its end (the canonical log, the rulings with their hashes, the "
                "options it was written with). To check it: `{command}` checks the embedded log's digest, prints "
                "its match id and digest (compare them with the organiser's signed or published list of match "
                "digests, the list `{audit}` reads) and writes the packet again from its sources: \"the packet "
                "is as matchledger wrote it\" when every line is the same.",
                command=f"matchledger verify {_(PACKET_REF)} --lang {lang}", audit="matchledger audit --digests"),
             tr("- To check a copy of the log: `{command}` prints `{line}` when the copy holds the same match, "
               "byte for byte once canonical; any edited event changes it.",
                 command=f"matchledger show {copy} --lang {lang}", line=f"{show_heads()['digest']}sha256 {digest}"),
             ""]
    roots = [v for v in result.violations if v.caused_by is None]
    later: dict[int, list] = {}
    for v in result.violations:
        if v.caused_by is not None:
            later.setdefault(v.caused_by, []).append(v)
    text += [_("## Verdict"), ""]
    if result.clean:
        text += [_("Clean: no rule was broken."), ""]
    else:
        n, r = len(result.violations), len(roots)
        text += [(ntr("{n} violation.", "{n} violations.", n, n=n) if r == n else
                  ntr("{r} root cause ({n} violations in all).", "{r} root causes ({n} violations in all).", r, r=r, n=n)), ""]
    cursor = Cursor(log)
    parts: list[str] = []  # Markdown (escaped) and fenced boards (as they are), in order
    shown: set[int] = set()
    for k, v in enumerate(roots, 1):
        explained = (tr("; this event explained: `{command}`",
            command=f"matchledger explain {_(PACKET_REF)} {v.seq} --lang {lang}") if v.seq else "")
        text += [tr("### Violation {k}: {where} — {rule}", k=k, where=where(v), rule=v.rule), "",
                 tr("- What happened: {message}", message=one_line(violation_message(v))),
                 f"- {rule_line(log.game, v, rules).strip()}",
                 tr("- The passage in full: `{command}`", command=_section_command(log.game, v, rules, lang))
                 + explained]
        for c in later.get(v.seq, []) if v.seq not in shown else []:
            text.append(tr("- Follows from it: {where} — {rule}: {message}",
                where=where(c), rule=c.rule, message=one_line(violation_message(c))))
        if v.seq > 0 and v.seq not in shown:
            cursor.go(v.seq - 1)
            text += ["", tr("Board just before seq {seq}:", seq=v.seq), ""]
            parts.append(markdown_text("\n".join(text) + "\n"))
            parts.append("\n".join(_fenced(cursor.show(None, False, before=v.seq))) + "\n")
            for p in h.players:  # what each seat could see at that moment, as `replay --as SEAT` shows it
                parts.append(markdown_text("\n" + tr("What {player} could see just before seq {seq}:",
                                                     player=one_line(p.id), seq=v.seq) + "\n\n"))
                parts.append("\n".join(_fenced(cursor.show(p.id, False, before=v.seq))) + "\n")
            text = []
        shown.add(v.seq)
        text.append("")
    from projections import ruletexts

    fallback = ruletexts.fallback_note(log.game, lang) if roots else ""
    if fallback:  # an Italian packet of a game whose rules exist only in French says why it quotes French
        text += [fallback, ""]
    text += [_("## Rulings and corrections"), ""]
    if lineage is None:
        lineage = {"match": match_id, "parent": None, "branches": []}
    items = lineage_items(lineage)
    text += items
    text += ruling_items(rulings)
    if not rulings and not items:
        text.append(_("None recorded."))
    text += ["", _("## Transcript"), ""]
    parts.append(markdown_text("\n".join(text) + "\n"))
    transcript = to_markdown(log, match_id, result).decode()
    # Its headings two levels down: its title under "## Transcript", its turns under that title.
    transcript = "\n".join(("##" + line) if line.startswith("#") else line for line in transcript.split("\n"))
    body = FIRST_LINE + "\n" + "".join(parts) + transcript
    return (body + sources_block(log, match_id, rulings, lineage, lang, others)).encode()


def sources_block(log: Any, match_id: str, rulings: list, lineage: dict, lang: str,
                  others: list | None = None) -> str:
    """The packet's last section: what it was written from, in one fenced block no value can close (JSON whose
    backticks are written as their escape): a line of JSON (the options, the rulings with their hashes, the
    corrections around it), then the canonical log. ``verify PACKET.md`` writes the packet again from it."""
    import msgspec

    sources = {"packet": 1, "match": match_id, "digest": log.digest(), "options": {"lang": lang, "seat": None},
               "rulings": [msgspec.to_builtins(r) for r in rulings],
               "lineage": lineage,
               **({"same_table": list(others)} if others else {})}
    # the log closed as a stored match or a closed file is; a log file without a closing line stays without
    # one (its verdict says it may be incomplete, and the packet written again from it says the same)
    closed = getattr(log, "closing", None) is not None or "#" in log.path
    data = log.closed() if closed else log.canonical()
    # JSON only: a backtick can only sit in a string, where its escape is the same string; none can close the fence
    inner = visible(msgspec.json.encode(sources).decode() + "\n" + data.decode()).replace("`", "\\u0060")
    head = [_("# Appendix: the sources of this packet"), "",
            markdown_text(tr("What this packet was written from: the options, the rulings with their hashes and "
                             "the canonical log. `{command}` writes the packet again from them and compares.",
                             command=f"matchledger verify {_(PACKET_REF)} --lang {lang}")), ""]
    return "\n" + "\n".join(head) + "\n" + f"{SOURCES_MARK}\n```text\n{inner.rstrip(chr(10))}\n```\n"


#: a UTF-8 byte order mark: an editor's re-save may put it first, as it may write CRLF line ends
BOM = b"\xef\xbb\xbf"


def is_packet(path: str) -> bool:
    """Whether the file at ``path`` is an appeals packet (by its first line)."""
    import os

    try:
        if not os.path.isfile(os.path.expanduser(path)):
            return False
        with open(os.path.expanduser(path), "rb") as f:
            # a UTF-8 BOM (an editor's re-save) before it is no edit of the packet
            return f.readline(len(FIRST_LINE) + 5).removeprefix(BOM).rstrip(b"\r\n") == FIRST_LINE.encode()
    except OSError:
        return False


class Packet:
    """A packet read back: its text, its sources (the JSON line) and its embedded log's bytes."""

    def __init__(self, path: str):
        import os

        import msgspec

        from ledger.errors import LogError

        self.path = path
        self.data = open(os.path.expanduser(path), "rb").read()
        # An editor's re-save (a BOM first, CRLF line ends) changes no line of the packet: read as written.
        self.resaved = self.data.startswith(BOM) or b"\r\n" in self.data
        self.text = self.data.removeprefix(BOM).decode("utf-8", "replace").replace("\r\n", "\n")
        lines = self.text.split("\n")
        start = next((i for i in range(len(lines) - 2, -1, -1)
                      if lines[i] == SOURCES_MARK and lines[i + 1] == "```text"), None)
        end = None
        if start is not None:
            start += 1
            end = next((i for i in range(start + 1, len(lines)) if lines[i] == "```"), None)
        if start is None or end is None or end <= start + 1:
            raise LogError(said(N_("an appeals packet whose sources (its last section) are missing or cut short")),
                           path=path, line=max(1, self.text.count("\n")))
        self.sources_line = start + 2
        try:
            self.sources = msgspec.json.decode(lines[start + 1].encode())
            if not isinstance(self.sources, dict):
                raise ValueError
        except (msgspec.DecodeError, ValueError):
            raise LogError(said(N_("an appeals packet whose sources (its last section) are missing or cut short")),
                           path=path, line=start + 2) from None
        self.log_bytes = ("\n".join(lines[start + 2:end]) + "\n").encode()
        self.log_line = start + 3

    def log(self) -> Any:
        """The embedded log, read as a log file is (its closing line checks its digest)."""
        from ledger.errors import LogError
        from ledger.log import parse_log

        shift = self.log_line - 1  # its lines named in the packet, where the judge opens it, not within the log
        try:
            log = parse_log(self.log_bytes, self.path)
        except LogError as e:
            if not e.line:
                raise
            raise type(e)(e.reason, path=e.path, line=e.line + shift, field=e.field) from None
        log.lines = [n + shift for n in log.lines]
        log.header_line += shift
        return log

    def rulings(self, match_id: str | None = None, *, checked: bool = True) -> list:
        """The rulings the packet holds. ``checked`` (every reader but ``verify``, which names each problem):
        refused (one line, exit 2) when one no longer matches its hash chained from the match id (``match_id``,
        the embedded log's), when one is missing (a "superseded by" naming an absent ruling), or when the
        parent's rulings in the corrections fail the same check."""
        from ledger.errors import LogError

        found = self._rulings(self.sources.get("rulings"))
        if checked:
            if match_id is None:
                match_id = self.log().match_id()
            problems = self.problems(match_id, found)
            if problems:
                raise LogError(problems[0], path=self.path, line=self.sources_line)
        return found

    def _rulings(self, raw: Any) -> list:
        import msgspec

        from ledger.errors import LogError
        from ledger.ruling import Ruling

        try:
            return [msgspec.convert(r, Ruling) for r in raw or []]
        except (msgspec.ValidationError, TypeError):
            raise LogError(said(N_("an appeals packet whose sources (its last section) are missing or cut short")),
                           path=self.path, line=self.sources_line) from None

    def problems(self, match_id: str, rulings: list | None = None) -> list:
        """Every problem of the packet's rulings (one line each): its own, chained from ``match_id``, then the
        parent's in its corrections, chained from the parent's match id."""
        own = self._rulings(self.sources.get("rulings")) if rulings is None else rulings
        out = [said(N_("R{n}: its content was edited (it no longer matches its hash)"), n=n)
               for n in ruling_chain_problems(match_id, own)]
        out += [said(N_("{where}: R{n} is missing"), where=said(N_("match {match}: rulings"), match=match_id), n=n)
                for n in missing_rulings(own)]
        ancestors = self.lineage().get("ancestors")  # a correction of a correction: every step's rulings too
        for parent in [self.lineage().get("parent"), *(ancestors if isinstance(ancestors, list) else [])]:
            if not (isinstance(parent, dict) and parent.get("rulings")):
                continue
            theirs, pid = self._rulings(parent.get("rulings")), str(parent.get("parent") or "")
            where = said(N_("match {match}: rulings"), match=pid)
            out += [said(N_("{where}: R{n}: its content was edited (it no longer matches its hash)"), where=where, n=n)
                    for n in ruling_chain_problems(pid, theirs)]
            out += [said(N_("{where}: R{n} is missing"), where=where, n=n) for n in missing_rulings(theirs)]
        return out

    def rulings_head(self) -> tuple[int, str]:
        """How many rulings the packet holds and the hash of the last ("" for none): what the signed list
        states of the match's rulings, to compare with it (a ruling dropped from a packet leaves a shorter
        chain that holds)."""
        own = self._rulings(self.sources.get("rulings"))
        last = max(own, key=lambda r: r.number, default=None)
        return len(own), last.hash if last is not None else ""

    def parent_rulings_head(self) -> tuple[str, int, str] | None:
        """A correction's packet: the parent's id, how many of the parent's rulings the packet holds and the
        hash of the last ("" for none), as :meth:`rulings_head` states its own (None: not a correction's)."""
        parent = self.lineage().get("parent")
        pid = str(parent.get("parent") or "") if isinstance(parent, dict) else ""
        if not pid:
            return None
        theirs = self._rulings(parent.get("rulings"))
        last = max(theirs, key=lambda r: r.number, default=None)
        return pid, len(theirs), last.hash if last is not None else ""

    def lineage(self) -> dict:
        found = self.sources.get("lineage")
        return found if isinstance(found, dict) else {}

    def lang(self) -> str:
        return str((self.sources.get("options") or {}).get("lang") or "en")


def ruling_chain_problems(match_id: str, rulings: list) -> list[int]:
    """The numbers of the rulings whose hash is not their content chained from the match id, in order."""
    from ledger.ruling import broken_rulings

    return broken_rulings(match_id, sorted(rulings, key=lambda r: r.number))


def missing_rulings(rulings: list) -> list[int]:
    """The numbers of rulings that others name but the list lacks: numbers not 1..n in order, or a "superseded
    by R2" (or "supersedes R1") whose ruling is absent, in order."""
    have = {r.number for r in rulings}
    named = set(range(1, max(have, default=0) + 1))
    for r in rulings:
        named |= {n for n in (r.superseded_by, r.supersedes) if isinstance(n, int) and n > 0}
    return sorted(named - have)


def first_difference(a: str, b: str) -> tuple[int, str, str] | None:
    """The first line (1-based) where the texts ``a`` (the file) and ``b`` (written again) differ, and both lines."""
    la, lb = a.split("\n"), b.split("\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else ""
        y = lb[i] if i < len(lb) else ""
        if x != y or (i >= len(la)) != (i >= len(lb)):
            return i + 1, x, y
    return None



def check_packet(path: str, published: Any = None) -> tuple[bool, list[str], dict]:
    """``verify PACKET.md``'s reading of a packet: whether it is as matchledger wrote it, the lines that say so
    (the embedded log's match id and digest, the rulings' hashes, the first line that differs) and the same as
    data for ``--json``."""
    from .main import _rules, _verify
    from .options import naming

    pk = Packet(path)
    log = pk.log()  # a log cut short or edited against its closing line is refused here, as a log file is
    match_id, digest = log.match_id(), log.digest()
    lines = [tr("Appeals packet {path}: match {match}, digest sha256 {digest} (of its embedded log). Compare them "
                "with the organiser's signed or published list of match digests (the list `{audit}` reads).",
                path=one_line(path), match=match_id, digest=digest, audit="matchledger audit --digests")]
    own = sources_ok(pk, match_id, digest)
    if not own:
        lines.append(tr("The packet's sources name match {match}, digest sha256 {digest}: not its embedded log's.",
                        match=one_line(pk.sources.get("match")), digest=one_line(pk.sources.get("digest"))))
    rulings, lineage = pk.rulings(checked=False), pk.lineage()
    # The rulings were recorded on the match the sources name: an edited log gives another match id, and their
    # chain, checked from it, would blame each ruling for the edit of the log (said above, and at its line below).
    named = pk.sources.get("match")
    chained = match_id if own or not isinstance(named, str) or not named else named
    bad = ruling_chain_problems(chained, rulings)
    problems = pk.problems(chained, rulings)
    count, head = pk.rulings_head()
    listed: list = []  # where the packet disagrees with the organiser's list (its own lines may be as written)
    if published is not None:
        listed = against_list(published, match_id, digest, count, head)
        listed += parent_against_list(published, pk)
        listed += same_table_against_list(published, pk)
    # a ruling edited or missing is named where the packet holds it, as show PACKET.md names it (FILE:LINE: R2: ...)
    lines += [f"{one_line(path)}:{pk.sources_line}: {reason(p)}" for p in problems] + [reason(p) for p in listed]
    lines.append(tr("Rulings in the packet: {n}; the hash of the last: {hash}. Compare them with the organiser's "
                    "signed list (it states each match's rulings: how many, the hash of the last).",
                    n=count, hash=head or "-"))
    held = pk.parent_rulings_head()  # a correction's packet: the parent's rulings it prints, stated apart
    if held is not None:
        lines.append(tr("Rulings of match {parent}, which this log corrects, in the packet: {n}; the hash of the "
                        "last: {hash}.", parent=held[0], n=held[1], hash=held[2] or "-"))
    steps = pk.lineage().get("ancestors")  # a correction of a correction: the rulings of each match up the chain
    for c in steps if isinstance(steps, list) else []:
        if isinstance(c, dict) and c.get("parent"):
            theirs = pk._rulings(c.get("rulings"))
            last = max(theirs, key=lambda r: r.number, default=None)
            lines.append(tr("Rulings of match {match}, which this log descends from, in the packet: {n}; the hash of "
                            "the last: {hash}.", match=one_line(str(c["parent"])), n=len(theirs),
                            hash=last.hash if last is not None else "-"))
    if published is not None and not problems and not listed:
        lines.append(tr("The packet's match, digest and rulings are those of {what} ({path}).",
                        what=reason(said(N_("the signed list")) if published.signed_by else
                                    said(N_("the published list"))), path=one_line(published.path)))
    if published is not None:
        from ledger.signing import unchecked_signer

        from .batch import match_key

        note = unchecked_signer(published)
        if note is not None:  # a signed file read without --key: its integrity only, not who signed it
            lines.append(reason(note))

        lines += [reason(w) for w in what_was_checked(published, pk, bool(match_key(log.header)))]
    if rulings and not problems:
        lines.append(ntr("{n} ruling, its hash chained from the match id as the ledger chains it.",
                         "{n} rulings, their hashes chained from the match id as the ledger chains them.",
                         len(rulings), n=len(rulings)))
    before = current()
    activate(pk.lang())
    try:
        with naming(log):
            others = pk.sources.get("same_table") or []
            if not isinstance(others, list) or not all(isinstance(o, dict) for o in others):
                raise TypeError("same_table")  # sources matchledger never wrote: written again, they differ
            again = to_packet(log, match_id, _verify(log, match_id), _rules(log.game), rulings, PACKET_REF,
                              lineage, others).decode()
    except (KeyError, TypeError, ValueError, AttributeError):  # corrections in the sources matchledger never wrote
        again = None
    finally:
        activate(before)
    if again is None:
        diff = (pk.sources_line, pk.text.split("\n")[pk.sources_line - 1], "")
    else:
        diff = first_difference(pk.text, again)
        if diff is not None and _as_before(pk, log, match_id, rulings, lineage):
            diff = None  # written by an earlier matchledger, which named a rules document otherwise
    if diff is None and not problems:  # its lines as written, but not its rulings: not "as written"
        lines.append(_("The packet is as matchledger wrote it: written again from its sources, every line is "
                       "the same."))
    elif diff is not None:
        line, found, wrote = diff
        lines += [tr("The packet is not as matchledger wrote it: written again from its sources, it differs "
                     "first at line {line}.", line=line),
                  tr("  in the file:       {text}", text=one_line(found)),
                  tr("  written again:     {text}", text=one_line(wrote))]
    ok = diff is None and not problems and not listed and own
    _checked[_file_key(path)] = (own and diff is None and not problems, own, problems,
                                 diff[0] if diff is not None else None, named)
    # "as_written": the packet itself (its lines, its rulings' chains); where it disagrees with the organiser's
    # list is said apart ("list_problems"), and all are in "problems" (what refuses it: a line that differs and
    # sources naming another log too, as the text says them)
    written: list = []
    if not own:
        written.append(said(N_("The packet's sources name match {match}, digest sha256 {digest}: not its embedded "
                               "log's."), match=one_line(pk.sources.get("match")),
                            digest=one_line(pk.sources.get("digest"))))
    if diff is not None:
        written.append(said(N_("The packet is not as matchledger wrote it: written again from its sources, it "
                               "differs first at line {line}."), line=diff[0]))
    data = {"file": path, "match": match_id, "digest": digest, "as_written": diff is None and not problems,
            "first_difference": diff[0] if diff else None, "rulings_edited": bad, "lang": pk.lang(),
            "rulings": count, "rulings_head": head, "problems": [reason(p) for p in problems + written + listed],
            "parent_rulings": ({"match": held[0], "rulings": held[1], "rulings_head": held[2]}
                               if held is not None else None),
            "ancestor_rulings": [{"match": str(c["parent"]), "rulings": len(pk._rulings(c.get("rulings")))}
                                 for c in (steps if isinstance(steps, list) else [])
                                 if isinstance(c, dict) and c.get("parent")]}
    if published is not None:
        data["list_problems"] = [reason(p) for p in listed]
    return ok, lines, data


#: What check_packet found of a packet file (by path, size and time): whether it is as matchledger wrote it,
#: whether its sources name its embedded log, its rulings' problems, the first line that differs, the match
#: its sources name. ``verify PACKET.md`` checks it, then reads its log: checked once.
_checked: dict = {}


def _file_key(path: str) -> tuple:
    import os

    st = os.stat(os.path.expanduser(path))
    return os.path.abspath(os.path.expanduser(path)), st.st_size, st.st_mtime_ns


def check_as_written(path: str) -> None:
    """Refuse the packet at ``path`` in one line (file, line) unless it is as matchledger wrote it: the check
    ``verify PACKET.md`` makes (its embedded log, its rulings, every line written again), made by every reader of
    a packet (show, replay, explain, export, view...), as a packet is evidence. Its embedded log edited is named
    first, at the first line that differs: the rulings were recorded on the match the packet names, not on the
    one the edited log gives. Raises :class:`~ledger.errors.LogError`."""
    from ledger.errors import LogError

    key = _file_key(path)
    if key not in _checked:
        check_packet(path)
    good, own, problems, line, named = _checked[key]
    if good:
        return
    pk = Packet(path)
    if not own:
        raise LogError(said(N_("the packet's embedded log was edited: it is no longer the log of match {match}, "
                               "which the packet (and any ruling in it) was written for; the packet is not as "
                               "matchledger wrote it"), match=one_line(named)),
                       path=path, line=pk.log_line)  # the log edited, not a line of prose about it
    if problems:
        raise LogError(problems[0], path=path, line=pk.sources_line)
    raise LogError(said(N_("the packet is not as matchledger wrote it: written again from its sources, it differs "
                           "first at this line")), path=path, line=line or pk.sources_line)


def _as_before(pk: Packet, log: Any, match_id: str, rulings: list, lineage: Any) -> bool:
    """Whether the packet is the one matchledger writes again from its sources when it names the rules
    documents as an earlier version did (``ruletexts.FORMER_TITLES``): a title changed since (FFTCG's, round 37)
    is no edit of the packet."""
    from projections import ruletexts

    from .main import _rules, _verify
    from .options import naming

    before = current()
    activate(pk.lang())
    try:
        for generation in range(ruletexts.generations()):
            with naming(log), ruletexts.former_titles(generation):
                again = to_packet(log, match_id, _verify(log, match_id), _rules(log.game), rulings, PACKET_REF,
                                  lineage, pk.sources.get("same_table") or []).decode()
            if first_difference(pk.text, again) is None:
                return True
    except (KeyError, TypeError, ValueError, AttributeError):
        return False
    finally:
        activate(before)
    return False


def parent_against_list(pub: Any, pk: Packet) -> list:
    """A correction's packet: the parent's rulings it holds (how many, the hash of the last) against those the
    organiser's list states of the parent (a ruling of the parent dropped from the packet is named missing)."""
    from types import SimpleNamespace

    from ledger.signing import _rulings_differ

    held = pk.parent_rulings_head()
    if held is None or pub.rulings is None or held[0] not in pub.facts:
        return []
    pid, n, last = held
    got = SimpleNamespace(rulings=n, rulings_head=last)
    what = said(N_("the signed list")) if pub.signed_by else said(N_("the published list"))
    return [p.message for p in _rulings_differ(pid, got, pub.rulings.get(pid, (0, "")), what, pub.path)]


def same_table_against_list(pub: Any, pk: Packet) -> list:
    """The other logs of its table a packet names (``same_table``): each match and digest against the
    organiser's list."""
    from ledger.checkup import MatchFacts

    what = said(N_("the signed list")) if pub.signed_by else said(N_("the published list"))
    out = []
    others = pk.sources.get("same_table")
    for o in others if isinstance(others, list) else []:
        if not isinstance(o, dict):
            continue
        mid, digest = str(o.get("match") or ""), str(o.get("digest") or "")
        listed = pub.facts.get(mid)
        if listed is None:
            out.append(said(N_("match {match}: not in {what} ({path})"), match=mid, what=what, path=pub.path))
        elif (listed.digest if isinstance(listed, MatchFacts) else listed) != digest:
            out.append(said(N_("match {match}: its digest is not the one in {what}: rewritten"), match=mid, what=what))
    return out


def what_was_checked(pub: Any, pk: Packet, table: bool) -> list:
    """What ``--digests`` held against the list beyond the packet's own match: the other logs of its table it
    names (a log of the table left out of the packet cannot be found from the list, which names no tables)."""
    others = pk.sources.get("same_table")
    n = len(others) if isinstance(others, list) else 0
    if not n and not table:  # a log of no table: there is no other log to name
        return []
    return [said(N_("Other logs of this table the packet names, each held against the list: {n}. A log of the "
                    "table left out of the packet is not found so (the list names no tables): `matchledger verify "
                    "--all` on the ledger names every log of a table."), n=n)]


def against_list(pub: Any, match_id: str, digest: str, count: int, head: str) -> list:
    """What differs between the packet (its match, digest, rulings) and the organiser's signed or published list
    ``pub`` (:func:`ledger.signing.read_published`): a ruling dropped from the packet is named missing."""
    from types import SimpleNamespace

    from ledger.checkup import MatchFacts
    from ledger.signing import _rulings_differ

    what = said(N_("the signed list")) if pub.signed_by else said(N_("the published list"))
    listed = pub.facts.get(match_id)
    if listed is None:
        return [said(N_("match {match}: not in {what} ({path})"), match=match_id, what=what, path=pub.path)]
    if (listed.digest if isinstance(listed, MatchFacts) else listed) != digest:
        return [said(N_("match {match}: its digest is not the one in {what}: rewritten"), match=match_id, what=what)]
    if pub.rulings is None:  # a list from before the rulings were covered: nothing to compare them with
        return []
    got = SimpleNamespace(rulings=count, rulings_head=head)
    return [p.message for p in _rulings_differ(match_id, got, pub.rulings.get(match_id, (0, "")), what, pub.path)]


def sources_ok(pk: Packet, match_id: str, digest: str) -> bool:
    """Whether the sources' own match id and digest are the embedded log's."""
    return pk.sources.get("match") == match_id and pk.sources.get("digest") == digest
