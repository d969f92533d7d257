"""The replay as one self-contained HTML page (``matchledger view``).

The page shows boards the engines computed: for every perspective (the
judge, each seat, a spectator) the board after set-up is embedded whole, as
the game's ``view()`` returns it, and every event adds a patch: the plain-data
difference between the engine's view before and after it. The page's script
only applies those patches (set a key, delete a key, splice a list); it knows
no rule of any game. A long match stays small because one patch is a few
operations and operations repeat (each distinct operation is stored once).

Violations, notes and the page's words are data too (``LABELS``, the
sentences it shares with the text commands, ``SENTENCES``, the words of the
games' values, :func:`value_words`, the ``violations`` list), so that
translations, rulings and grouped reports can be added without touching the
script.

``page_data`` builds the data, ``render_page`` the HTML; ``diff`` and
``patch`` are the patch format, in Python (the reference the tests check the
script against).
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources
from typing import Any, Iterable

from .i18n import N_, _, current, ngettext, ntr, plural_index, rule_words, tr, violation_message, word

#: the viewer name of the perspective that sees only what is public.
SPECTATOR = "spectator"
JUDGE = "judge"
#: the fields of a violation a seat's own file keeps (where, which rule, the rule's words).
SEAT_SAFE = ("seq", "turn", "player", "rule", "source", "ref", "text", "rule_note", "caused_by")

#: every word the page shows, in one place (a translation replaces these values).
LABELS: dict[str, str] = {
    "title": N_("Replay"),
    "game": N_("Game"),
    "players": N_("Players"),
    "seat": N_("seat"),
    "deck": N_("deck"),
    "extra_deck": N_("extra deck"),
    "cards": N_("cards"),
    "first": N_("First to play"),
    "events": N_("Events"),
    "setup": N_("Set-up"),
    "turn": N_("Turn"),
    "verdict": N_("Verdict"),
    "clean": N_("Clean: no rule was broken."),
    "result": N_("Result"),
    "no_result": N_("the log ends before the game does."),
    "note": N_("Note"),
    "stopped": N_("Verification stopped at seq {seq}: the match could not go on from there."),
    "perspective": N_("Perspective"),
    "judge": N_("judge (everything)"),
    "spectator": N_("spectator (public only)"),
    "as_seat": N_("as {seat}"),
    "prev": N_("◀ Previous"),
    "next": N_("Next ▶"),
    "first_event": N_("|◀ Set-up"),
    "last_event": N_("Last ▶|"),
    "prev_violation": N_("◀ Previous violation"),
    "next_violation": N_("Next violation ▶"),
    "go_turn": N_("Go to turn"),
    "go_seq": N_("Go to seq"),
    "go": N_("Go"),
    "board_after": N_("Board after seq {seq}"),
    "board_setup": N_("Board after set-up"),
    "event": N_("Event {seq}"),
    "violation_at": N_("Violations at this event"),
    "rule": N_("Rule"),
    "hidden": N_("hidden"),
    "unknown_card": N_("unknown card"),
    "empty": N_("empty"),
    "keys": N_("Keys: ← → step, Home/End, [ ] previous/next violation"),
    "deck_lists": N_("deck lists"),
    "to_play": N_("to play"),
    "game_over": N_("Game over"),
    "none": N_("none"),
    "no_violation_before": N_("no earlier violation"),
    "no_violation_after": N_("no later violation"),
    "no_turn": N_("there is no turn {turn}"),
    "seat_file": N_("This file shows only what {seat} could see."),
    "message_withheld": N_("(the judge's message is left out of a seat's file: it may name hidden cards)"),
    # the judge's page shown in a seat's perspective leaves the message out as `replay --as` does
    "message_withheld_view": N_("(the judge's message is left out of a seat's view: it may name hidden cards)"),
    # a verdict's note shown in a seat's perspective: left out as a violation's message is, where it may name cards
    # hidden from that seat then
    "note_withheld_view": N_("(a note of the judge's is left out of a seat's view: it may name hidden cards)"),
    "turn_start": N_("Start of turn {turn} (after seq {seq})"),
    "turn_start_setup": N_("Start of turn {turn} (after set-up)"),
    "keys_after_go": N_("After Go, the keys step on from the board shown."),
    "no_perspective": N_("There is no seat \"{seat}\" in this match: the page shows {shown}."),
    "decklist": N_("Deck list"),
    "ruling": N_("Ruling"),
    "caused_by": N_("It follows from the violation at"),
    # Field names of the engines' views, as the page writes them.
    "quest_points": N_("quest points"),
    "guardians": N_("guardians"),
    "battlefield": N_("battlefield"),
    "discard": N_("discard"),
    "leader_bonus": N_("leader bonus"),
    "eliminated": N_("eliminated"),
    "life": N_("life"),
    "ruler": N_("ruler"),
    "hand": N_("hand"),
    "stone_deck": N_("magic stone deck"),
    "field": N_("field"),
    "stone_area": N_("magic stone area"),
    "standby": N_("standby area"),
    "graveyard": N_("graveyard"),
    "called_stone_this_turn": N_("called a stone this turn"),
    "judged_this_turn": N_("judgment this turn"),
    "damage": N_("damage"),
    "break_zone": N_("break zone"),
    "removed": N_("removed from the game"),
    "lost": N_("lost"),
    "gauge": N_("time gauge"),
    "attack": N_("attack under way"),
    "pending": N_("waiting"),
    "must_attack": N_("must attack at once"),
    "chase": N_("the chase"),
    "battle": N_("battle"),
    "stack": N_("the stack"),
    "combat": N_("combat"),
    "pending_auto": N_("auto abilities waiting"),
    "phase": N_("phase"),
    "step": N_("step"),
    "priority": N_("priority"),
    "passes": N_("passes"),
    "format": N_("format"),
    "active": N_("to play"),
    "chooser": N_("chose the first player"),
    "winner": N_("winner"),
    "tapped": N_("tapped"),
    "rested": N_("rested"),
    "dull": N_("dull"),
    "frozen": N_("frozen"),
    "summoned_this_turn": N_("summoned this turn"),
    "entered_this_turn": N_("entered this turn"),
    "strength": N_("strength"),
    "power": N_("power"),
    "power_left": N_("power left"),
    "atk": N_("ATK"),
    "def": N_("DEF"),
    "quest": N_("quest"),
    "under": N_("under"),
    "pilot": N_("pilot"),
    "additions": N_("additions"),
    "keywords": N_("keywords"),
    "traits": N_("traits"),
    "elements": N_("elements"),
    "on_field": N_("on the field"),
    "destroyed_j_ruler": N_("J-ruler destroyed"),
    "side": N_("side"),
    "time": N_("time"),
    "turn_over": N_("turn over"),
    "targets": N_("targets"),
    "controller": N_("controller"),
    "source": N_("source"),
    "kind": N_("kind"),
    "attackers": N_("attackers"),
    "blocker": N_("blocker"),
    "attacker": N_("attacker"),
    "defender": N_("defender"),
    "target": N_("target"),
    "questing": N_("questing"),
    "guardians_left_to_fight": N_("guardians left to fight"),
}

#: The page's sentences that the text commands say too, in their words (French " : " and « »): the same
#: catalog messages, whose placeholders the script fills.
SENTENCES: dict[str, str] = {
    "result_line": N_("Result: {result}"),
    "note_line": N_("Note: {note}"),
    "game_over_line": N_("Game over: {result}"),
    "event_line": N_("Event {seq}: {event}"),
    "rule_line": N_("  Rule ({source}): \"{words}\""),
    "where": N_("seq {seq}, turn {turn}"),
    "ruling_line": N_("{ruling}: {text}"),
    "pair": N_("{label}: {value}"),
}


def _sayers(game: str) -> dict[str, Any]:
    """For each field of a game's view whose value is a word of the game (a phase, a card type, a trait...),
    how the text commands say that value in the active language: the same catalog words."""
    if game == "fftcg":
        from .render_fftcg import said

        return {"phase": lambda v: said("phase", v), "step": lambda v: said("step", v),
                "traits": lambda v: said("trait", v), "type": lambda v: word("board card type", v),
                "kind": lambda v: word("stack item", v), "elements": lambda v: word("element", v),
                "format": lambda v: word("format", v)}
    if game == "force-of-will":
        return {"phase": lambda v: word("phase", v), "side": lambda v: word("ruler side", v),
                "type": lambda v: word("board card type", v), "kind": lambda v: word("stack item", v)}
    from .render import _keyword

    return {"step": lambda v: word("step", v), "keywords": _keyword, "kind": lambda v: word("ability", v)}


#: Fields whose words the text commands put in brackets (``[Bravoure, Initiative]``), without their label.
BRACKETED = ("traits", "keywords")


def value_words(game: str, docs: Iterable[tuple[Any, Any]]) -> dict[str, dict[str, str]]:
    """``{field: {value: words}}`` for the values of the vocabulary fields (:func:`_sayers`) found in
    ``docs`` (pairs of a field name, or None, and a piece of a view), where the words differ from the value."""
    sayers = _sayers(game)
    found: dict[str, set[str]] = {k: set() for k in sayers}

    def walk(x: Any, key: Any) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif isinstance(x, str) and x and key in found:
            found[key].add(x)

    for key, doc in docs:
        walk(doc, key)
    out: dict[str, dict[str, str]] = {}
    for key, values in found.items():
        said = {v: sayers[key](v) for v in sorted(values)}
        said = {v: w for v, w in said.items() if w != v}
        if said:
            out[key] = said
    return out


def _op_docs(ops: list[list]) -> Iterable[tuple[Any, Any]]:
    """The values a patch puts in, each with the field it goes under (the last key of its path)."""
    for op in ops:
        if op[0] == DELETE:
            continue
        path = op[1]
        key = next((k for k in reversed(path) if isinstance(k, str)), None)
        yield key, (op[2] if op[0] == SET else op[4])


def counted(n: int) -> dict[str, str]:
    """The page's counted phrases in the form a count like ``n`` takes in the active language: the page is
    given the form of 1 and of 2 and picks one for each count (``{n}`` is the count)."""
    return {"violations": ngettext("{n} violation", "{n} violations", n),
            "rulings": ngettext("{n} ruling", "{n} rulings", n),
            "unmodelled": ngettext("{n} event rested on unmodelled card text.",
                                   "{n} events rested on unmodelled card text.", n),
            "hidden_cards": ngettext("{n} hidden card", "{n} hidden cards", n),
            "events_in_match": ngettext("The match has {n} event.", "The match has {n} events.", n)}


def gauge_words(players: list[str]) -> dict[str, Any]:
    """Chrono Clash's time gauge as the text board says it (:func:`cli.render._gauge`), for the page: each
    sentence written for each player (as the language writes it there: French "le tour d'alice"), ``{n}`` left
    for the page to fill; the counter on the active player's side in the forms of 1 and of 2."""
    n = "{n}"
    left = ("counter on {player}'s {n} ({n} time left)", "counter on {player}'s {n} ({n} time left)")
    return {"zero": _("counter on 0"),
            "left": {"one": {p: ntr(*left, 1, player=p, n=n) for p in players},
                     "many": {p: ntr(*left, 2, player=p, n=n) for p in players}},
            "other": {p: tr("counter on {player}'s {n}", player=p, n=n) for p in players},
            "over": {p: tr(": {player}'s turn is over", player=p) for p in players}}


# -- the patch format ------------------------------------------------------------
# An operation is a JSON array:  [0, path, value] sets a key or index;
# [1, path] deletes a key; [2, path, start, count, items] splices a list
# (removes ``count`` items at ``start``, inserts ``items``). A path is a list
# of keys and indices from the root.

SET, DELETE, SPLICE = 0, 1, 2


def diff(a: Any, b: Any, path: tuple = ()) -> list[list]:
    """The operations that turn plain-data tree ``a`` into ``b`` (``[]`` when equal).

    Dict values and scalars are compared with their types (``False`` and ``0``
    differ, as they do on the page). Runs of list items are compared with
    Python's ``==`` (C speed over 2,000-card decks), so a list item that
    changes from ``True`` to ``1`` alone is not seen: the engines' views never
    put a flag and a number in the same place.
    """
    out: list[list] = []
    _diff(a, b, path, out)
    return out


def _diff(a: Any, b: Any, path: tuple, out: list[list]) -> None:
    if type(a) is dict and type(b) is dict:
        for k, v in b.items():
            if k not in a:
                out.append([SET, [*path, k], v])
            elif a[k] != v or type(a[k]) is not type(v):  # False == 0 in Python, not on the page
                _diff(a[k], v, (*path, k), out)
        for k in a:
            if k not in b:
                out.append([DELETE, [*path, k]])
        return
    if type(a) is list and type(b) is list:
        n, m = len(a), len(b)
        i = _common_prefix(a, b)
        j = _common_suffix(a, b, i)
        da, db = n - i - j, m - i - j
        if da == db and da <= 64:
            for k in range(da):
                _diff(a[i + k], b[i + k], (*path, i + k), out)
        else:
            out.append([SPLICE, list(path), i, da, b[i:m - j]])
        return
    if a != b or type(a) is not type(b):
        out.append([SET, list(path), b])


def _common_prefix(a: list, b: list) -> int:
    """How many leading items ``a`` and ``b`` share (a binary search over C-speed slice compares)."""
    lo, hi = 0, min(len(a), len(b))
    if a[:hi] == b[:hi]:
        return hi
    while lo < hi:  # a[:lo] == b[:lo], a[:hi] != b[:hi]
        mid = (lo + hi + 1) // 2
        if mid == hi:
            break
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid
    return lo


def _common_suffix(a: list, b: list, prefix: int) -> int:
    """How many trailing items ``a`` and ``b`` share, not counting into their common prefix."""
    n, m = len(a), len(b)
    lo, hi = 0, min(n, m) - prefix
    if hi <= 0:
        return 0
    if a[n - hi:] == b[m - hi:]:
        return hi
    while lo + 1 < hi:  # the last lo items match, the last hi do not
        mid = (lo + hi) // 2
        if a[n - mid:] == b[m - mid:]:
            lo = mid
        else:
            hi = mid
    return lo


def patch(doc: Any, ops: Iterable[list]) -> Any:
    """Apply operations to ``doc`` in place (the page's script does the same); returns the new root."""
    import copy

    for op in ops:
        kind, path = op[0], op[1]
        if kind == SET and not path:
            doc = copy.deepcopy(op[2])
            continue
        parent = doc
        last = len(path) if kind == SPLICE else len(path) - 1
        for key in path[:last]:
            parent = parent[key]
        if kind == SET:
            parent[path[-1]] = copy.deepcopy(op[2])
        elif kind == DELETE:
            del parent[path[-1]]
        else:
            start, count, items = op[2], op[3], op[4]
            parent[start:start + count] = copy.deepcopy(items)
    return doc


# -- the page's data -------------------------------------------------------------


def perspectives(log: Any) -> list[str]:
    """The viewers of a match: the judge, each seat, and a spectator (unless a player has that id)."""
    ids = [p.id for p in log.header.players]
    out = [JUDGE, *ids]
    if SPECTATOR not in ids and JUDGE not in ids:
        out.append(SPECTATOR)
    return out


def _viewer_arg(name: str) -> str | None:
    """The ``as_player`` argument of ``view()`` for a perspective (the judge is ``None``)."""
    return None if name == JUDGE else name


def page_data(log: Any, match_id: str, verification: Any, rules: dict, only: str | None = None,
              rulings: list | None = None) -> dict:
    """Everything the page shows, as plain data.

    ``only`` (a seat or ``spectator``) keeps that perspective alone: the file
    then holds nothing that seat could not see (violations keep their rule,
    not the judge's message, which may name hidden cards: the rule of
    :func:`cli.render.seat_message`, as ``replay --as``). ``rulings`` are
    the judges' rulings on a stored match (shown at their event).
    """
    from projections import core

    from .render import describe, read_as, seat_message, seen_ids
    from .walk import at_seq, fold, notes_by_seq, notes_told

    mod = core.engine(log.game)
    views = [only] if only else perspectives(log)
    board = core.new_board(log)
    last = {v: mod.view(board, _viewer_arg(v)) for v in views}
    start = dict(last)
    op_index: dict[str, int] = {}
    ops: list[Any] = []
    patches: dict[str, list[list[int]]] = {v: [] for v in views}
    events: list[list[Any]] = []
    texts: dict[str, dict[str, str]] = {v: {} for v in views}
    main = views[0]
    seen: dict[int, set[str]] = {0: seen_ids(start[only])} if only else {}  # what the seat's boards show, by seq
    end = len(log.events) if getattr(mod, "FINISH_AT_END", False) else -1
    bad_seqs = {v.seq for v in verification.violations}
    # the seqs the verdict's notes are about: what a seat saw there says which of them it may read (seat_notes)
    bad_seqs |= {m["args"]["seq"] for m in getattr(verification, "note_msgs", None) or []
                 if isinstance(m, dict) and isinstance((m.get("args") or {}).get("seq"), int)}
    # what each seat's boards show around a flagged event (the judge's page shown as a seat: `replay --as`'s rule)
    seen_as: dict[str, dict[int, set[str]]] = {v: {} for v in views if v != JUDGE and not only}
    for v in seen_as:
        seen_as[v][0] = seen_ids(start[v])
    turns = _TurnStarts(log, views, op_index, ops)
    # each event's notes, in each perspective's board as `replay --at N --json [--as P]` gives them (English, a note
    # naming a card hidden from a seat then left out in words that say so); the page says them in its language
    noted = notes_by_seq(log, getattr(verification, "note_msgs", None))
    note_words: dict[str, str] = {}
    for ev, turn, active, board, _found in fold(log):
        turns.reach(turn, ev.seq - 1, last)
        read = read_as(_found).get(ev.seq)  # an event the verdict carried on as another player's (cli/render.py)
        words = {v: describe(ev, board, _viewer_arg(v), read=read) for v in views}
        events.append([ev.seq, turn, active, ev.player, type(ev).__name__, words[main]])
        shown = board
        if ev.seq == end:  # the last event: the board the verdict ends on, as replay shows it (cli/walk.py)
            shown = board.copy()
            mod.finish(shown)
        for v in views:
            if words[v] != words[main]:
                texts[v][str(ev.seq)] = words[v]
            now = at_seq(mod.view(shown, _viewer_arg(v)), ev.seq)  # (a record of the set-up: its own seq)
            if ev.seq in noted:
                seen_now = seen_ids(now) if v != JUDGE else None
                here = notes_told(noted[ev.seq], _viewer_arg(v), seen_now)
                if here:
                    now["notes"] = here
                    for en, said in zip(here, notes_told(noted[ev.seq], _viewer_arg(v), seen_now, english=False)):
                        if said != en:
                            note_words[en] = said
            if only:
                seen[ev.seq] = seen_ids(last[v], now)
            elif v in seen_as and ev.seq in bad_seqs:
                seen_as[v][ev.seq] = seen_ids(last[v], now)
            ids = []
            for op in diff(last[v], now):
                key = json.dumps(op, separators=(",", ":"), ensure_ascii=False)
                at = op_index.get(key)
                if at is None:
                    at = op_index[key] = len(ops)
                    ops.append(op)
                ids.append(at)
            patches[v].append(ids)
            last[v] = now
    # the turns the last board is in though no event was taken in them (`seq_of_turn`: they start after the last)
    turns.reach(max(1, board.turn) if log.events else 1, len(log.events), last)
    from projections import ruletexts

    from .explain import FACTS  # a view's fields as `explain` names them, for those the page has no word of its own
    from .render import notes_text, result_text

    violations = []
    seat_messages: dict[str, list[str | None]] = {p: [] for p in seen_as}
    for v in verification.violations:
        rule = rules.get(v.rule)
        item = {**core.to_builtins(v), "text": rule_words(log.game, v.rule, rule.text if rule is not None else "")}
        try:  # where the rule is written, in the page's language
            item["source"] = ruletexts.citation(log.game, v.rule, current())
        except (KeyError, LookupError):
            pass
        if item.get("source") or v.source:  # words that are a rendering or a translation say so, as every report
            from .render import cited_as

            item["source"] = cited_as(log.game, v.rule, item.get("source") or v.source)
        item["message"] = violation_message(v)
        from .render import rule_note

        note = rule_note(log.game, v.rule)  # the rule's words say what is not judged (a slip of the rules)
        if note:
            item["rule_note"] = note
        if only:  # the message (and whatever it was made from) may name cards this seat never saw; one rule
            # for this file and `replay --as`
            item = {k: item.get(k) for k in SEAT_SAFE}
            item["message"] = seat_message(v, only, seen.get(v.seq))
        for p, got in seen_as.items():  # the judge's page as a seat: what `replay --as` says there (None: left out)
            seat_messages[p].append(seat_message(v, p, got.get(v.seq)))
        violations.append(item)
    from .render import english, _discloses_nothing

    said = {english(m): m for m in getattr(verification, "note_msgs", None) or []}
    seat_notes: dict[str, list[str | None]] = {}
    for p, got in seen_as.items():  # the judge's page as a seat: a note naming cards hidden from it is left out
        texts_p: list[str | None] = []
        for n, shown_n in zip(verification.notes, notes_text(verification)):
            m = said.get(n)
            at = (m.get("args") or {}).get("seq") if m is not None else None
            if m is None or not isinstance(at, int):
                texts_p.append(shown_n)
                continue
            seen_p = got.get(at)
            args = {k: x for k, x in (m.get("args") or {}).items() if k != "seq"}
            own = args.get("player") == p  # a note on the seat's own act, as its own violation
            texts_p.append(shown_n if seen_p is not None and _discloses_nothing(args, seen_p, own=own) else None)
        seat_notes[p] = texts_p
    verdict_notes = notes_text(verification)
    if only:  # a seat's file: a note naming cards hidden from that seat is left out, as a violation's message is
        kept_notes = []
        for n, shown_n in zip(verification.notes, verdict_notes):
            m = said.get(n)
            at = (m.get("args") or {}).get("seq") if m is not None else None
            args = {k: x for k, x in (m.get("args") or {}).items() if k != "seq"} if m is not None else {}
            ok = m is None or not isinstance(at, int) or (
                seen.get(at) is not None and _discloses_nothing(args, seen[at], own=args.get("player") == only))
            kept_notes.append(shown_n if ok else _("(a note of the judge's is left out of a seat's file: it may name "
                                                   "hidden cards)"))
        verdict_notes = kept_notes
    return {
        "format": 1,
        "lang": current(),
        "labels": {k: _(t) for k, t in LABELS.items()},
        "headings": _headings(log.game),
        "sentences": {k: _(t).strip() for k, t in SENTENCES.items()},
        "fields": {k: word("fact", k) for k in FACTS if k not in LABELS},
        "words": value_words(log.game, [*((None, v) for v in start.values()), *_op_docs(ops)]),
        "bracketed": list(BRACKETED),
        "counted": {"one": counted(1), "many": counted(2), "zero_is_one": plural_index(0) == plural_index(1)},
        **({"gauge": gauge_words([p.id for p in log.header.players])} if log.game == "chrono-clash" else {}),
        "match": _header(log, match_id, board, only),
        "verdict": {"clean": verification.clean, "winner": verification.winner,
                    "result": result_text(verification) if verification.result else "",
                    "english_result": verification.result or "",
                    "stopped_at": verification.stopped_at, "notes": verdict_notes,
                    "unmodelled_events": verification.unmodelled_events,
                    "violations": len(verification.violations), "count_line": _count_line(verification)},
        "violations": violations,
        # seat_messages[seat][i]: violation i's message as that seat may read it on the judge's page (None: left out)
        **({"seat_messages": seat_messages} if violations and seat_messages else {}),
        # seat_notes[seat][i]: the verdict's note i as that seat may read it on the judge's page (None: left out)
        **({"seat_notes": seat_notes} if seat_notes and verification.notes else {}),
        # an Italian page of a game whose rules exist only in French says why it quotes French, as `replay` does
        # an event's notes (its board's `notes`, as `replay --json` gives them, in English) in the page's language
        "note_words": note_words,
        "quoted_note": ruletexts.fallback_note(log.game, current()) if violations else "",
        "rulings": [_ruling(r) for r in rulings or []],
        "perspectives": views,
        "events": events,
        "texts": {v: t for v, t in texts.items() if t},
        "start": start,
        "patches": patches,
        # turn t starts after seq turns[t - 1]; turn_patches[perspective][t]: that board to the start of turn t's,
        # where they differ (`replay --turn`: the next player's untap, a turn handed over by the gauge)
        "turns": turns.starts,
        "turn_patches": {v: t for v, t in turns.patches.items() if t},
        "ops": ops,
    }


def _count_line(verification: Any) -> str:
    """The verdict's count as ``verify`` says it: "2 violations", or "1 root cause (2 violations in all)"."""
    n = len(verification.violations)
    r = sum(1 for v in verification.violations if getattr(v, "caused_by", None) is None)
    if not n or r == n:
        return ""
    return ntr("{r} root cause ({n} violations in all).", "{r} root causes ({n} violations in all).", r,
               r=r, n=n).rstrip(".")


class _TurnStarts:
    """For each turn, the seq after which it starts and, for each perspective, the patch from the page's board
    after that seq to the board ``replay --turn N --json`` shows there (:class:`cli.walk.Cursor`'s ``show``: a
    turn the gauge handed over settled by the engine's ``finish``, Force of Will's turn 1 begun after the
    mulligans), where they differ. Found along the page's fold, one board at a time (a second cursor follows
    it), so a long match keeps no board per turn."""

    def __init__(self, log: Any, views: list[str], op_index: dict[str, int], ops: list[Any]):
        from .walk import Cursor

        self.cursor = Cursor(log)
        self.views, self.op_index, self.ops = views, op_index, ops
        self.starts: list[int] = []  # item i: the seq after which turn i + 1 starts (cli/walk.py's turn_starts)
        self.patches: dict[str, dict[str, list[int]]] = {v: {} for v in views}

    def reach(self, turn: int, seq: int, shown: dict[str, Any]) -> None:
        """Turns up to ``turn`` start after ``seq`` at the latest; ``shown``: the page's views after ``seq``."""
        while len(self.starts) < turn:
            t = len(self.starts) + 1
            self.starts.append(seq)
            self.cursor.go(seq)
            for v in self.views:
                want = json.loads(self.cursor.show(_viewer_arg(v), True, turn=t))
                ids = []
                for op in diff(shown[v], want):
                    key = json.dumps(op, separators=(",", ":"), ensure_ascii=False)
                    at = self.op_index.get(key)
                    if at is None:
                        at = self.op_index[key] = len(self.ops)
                        self.ops.append(op)
                    ids.append(at)
                if ids:
                    self.patches[v][str(t)] = ids


def _headings(game: str) -> dict[str, str]:
    """Labels whose word is not the plain label's: Chrono Clash's gauge has a side of the table (French « côté »,
    as its manual says), where a Force of Will ruler has a side up (« face »); the zone headings."""
    out = {"side": word("fact", "side")} if game == "chrono-clash" else {}
    # zone headings as the text board names its zones (no article: « MAIN » beside « CIMETIÈRE », as « CAMPO »)
    out.update({k: word("board zone", k) for k in ZONE_HEADINGS})
    return out


#: the zones whose heading is the text board's word (``board zone``), not the label that goes in a sentence
ZONE_HEADINGS = ("hand", "stack", "chase")


def _ruling(r: Any) -> dict:
    from .disputes import ruling_head

    return {"seq": r.seq, "number": r.number, "head": ruling_head(r), "text": r.text}


def _header(log: Any, match_id: str, board: Any, only: str | None) -> dict:
    h = log.header
    defs = getattr(board, "defs", {}) or {}
    players = []
    for i, p in enumerate(h.players):
        row = {"id": p.id, "name": p.name or p.id, "seat": p.seat or i + 1, "deck": sum(p.deck.values()),
               "extra_deck": sum((getattr(p, "extra_deck", None) or {}).values())}
        if only is None or only == p.id:
            row["decklist"] = [[_card_name(defs, k), n] for k, n in p.deck.items()]
        players.append(row)
    return {"id": match_id, "label": getattr(h, "match", "") or "", "game": log.game,
            "ruleset": getattr(h, "ruleset", None), "first": h.first, "players": players,
            "events": len(log.events), "source": log.path}


def _card_name(defs: dict, key: str) -> str:
    d = defs.get(key)
    name = getattr(d, "name", None)
    return f"{name} {key}" if name and name != key else key


# -- the HTML --------------------------------------------------------------------

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def text(value: Any) -> str:
    """``value`` as HTML text: markup escaped, control characters shown as U+FFFD."""
    return html.escape(_CONTROL.sub("\ufffd", str(value)), quote=True)


def script_json(data: Any) -> str:
    """JSON safe inside ``<script type="application/json">``: no ``<`` can close the element."""
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return raw.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _asset(name: str) -> str:
    return resources.files("cli").joinpath("viewer_assets", name).read_text(encoding="utf-8")


def render_page(data: dict) -> str:
    """The self-contained HTML page: inline style, script and data; nothing fetched."""
    m = data["match"]
    title = tr("{title}: {match} ({game})", title=data['labels']['title'], match=m['label'] or m['id'], game=m['game'])
    parts = {"TITLE": text(title), "CSS": _asset("viewer.css"),
             "JS": _asset("viewer.js").replace("</", "<\\/"), "DATA": script_json(data),
             "NOSCRIPT": text(_("This replay needs JavaScript to step through the match (it runs offline: nothing "
                                "is fetched).")),
             "CONTROLS": text(_("replay controls"))}
    # One pass over the template: a value that happens to hold "{{JS}}" is not expanded.
    page = re.sub(r"\{\{([A-Z]+)\}\}", lambda m: parts[m.group(1)], _asset("viewer.html"))
    return page.replace('<html lang="en">', f'<html lang="{text(data.get("lang", "en"))}">', 1)


def open_page(path: str) -> bool:
    """Open the written page in the web browser (``view --open``); when none could be opened (``BROWSER=false``,
    no browser at all), one line on stderr says so and where the file is. Whether one was opened."""
    import webbrowser
    from pathlib import Path

    import click

    from .safe import one_line

    where = Path(path).resolve()
    try:
        opened = webbrowser.open(where.as_uri())
    except webbrowser.Error:
        opened = False
    if not opened:
        click.echo(tr("No web browser could be opened: the page is {path}", path=one_line(str(where))), err=True)
    return bool(opened)


def build_page(log: Any, match_id: str, verification: Any, rules: dict, only: str | None = None,
               rulings: list | None = None, lineage: list[str] | None = None) -> str:
    """``page_data`` then ``render_page``: the viewer of one match."""
    data = page_data(log, match_id, verification, rules, only, rulings)
    # the corrections around the match, one line each (the Markdown list marks, bold and code spans taken off)
    data["lineage"] = [{"depth": (len(x) - len(x.lstrip(" "))) // 2,
                        "text": x.strip().removeprefix("- ").replace("**", "").replace("`", "")} for x in lineage or []]
    return render_page(data)
