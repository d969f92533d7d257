"""Export formats other than the canonical log: CSV (through sqlite-utils) and a Markdown transcript."""

from __future__ import annotations

import json
from typing import Any

import msgspec

from .i18n import _, ntr, tr, violation_message
from .render import describe, notes_text, read_as, result_text
from .safe import csv_cell, markdown_text, one_line
from .walk import fold


def to_csv(log: Any) -> bytes:
    """One CSV row per event (``cards``: the names of the cards it names, beside their ids), through sqlite-utils."""
    import csv
    import io

    import sqlite_utils

    db = sqlite_utils.Database(memory=True)
    table = db["events"]
    table.create({"seq": int, "turn": int, "player": str, "type": str, "details": str, "cards": str}, pk="seq")
    from projections.explain import _cards_named

    from .render import _label

    rows = []
    for ev, turn, _active, board, _found in fold(log):
        data = msgspec.to_builtins(ev)
        kind = data.pop("type", type(ev).__name__)
        for k in ("seq", "player"):
            data.pop(k, None)
        cards = "; ".join(_label(board, iid) for iid in _cards_named(ev, board.cards))
        rows.append({"seq": ev.seq, "turn": turn, "player": ev.player, "type": kind,
                     "details": json.dumps(data, ensure_ascii=False, separators=(",", ":")), "cards": cards})
    table.insert_all(rows)
    buf = io.StringIO(newline="")
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["seq", "turn", "player", "type", "details", "cards"])
    for row in db.query("SELECT seq, turn, player, type, details, cards FROM events ORDER BY seq"):
        writer.writerow([csv_cell(v) for v in row.values()])
    return buf.getvalue().encode()


def to_markdown(log: Any, match_id: str, result: Any) -> bytes:
    """A per-turn transcript a person reads; ``result`` (its Verification) puts violations inline.

    Values from the log are kept to one line each and the whole text has its
    HTML escaped, so a label or a card name cannot add markup or a section.
    """
    by_seq: dict[int, list] = {}
    for v in result.violations:
        by_seq.setdefault(v.seq, []).append(v)
    h = log.header
    label = one_line(getattr(h, "match", "") or tr("Match {match}", match=match_id))
    seats = ", ".join(one_line(p.id) + (f" ({one_line(p.name)})" if p.name and p.name != p.id else "")
                      for p in h.players)
    ruleset = tr(" (ruleset {ruleset})", ruleset=one_line(h.ruleset)) if getattr(h, "ruleset", "") else ""
    out = [f"# {label}", "",
           tr("- Match id: `{match}`", match=match_id),
           tr("- Game: {game}", game=log.game) + ruleset,
           tr("- Players: {players}; {first} plays first", players=seats, first=one_line(h.first)),
           tr("- Events: {n}", n=len(log.events)), ""]
    if 0 in by_seq:
        out += [_("## Deck lists"), ""]
        out += ["- " + tr("⚠ {rule}: {message}", rule=v.rule, message=one_line(violation_message(v))) for v in by_seq[0]]
        out.append("")
    current = None
    for ev, turn, active, board, _found in fold(log):
        if turn != current:
            if current is not None:
                out.append("")
            out += [tr("## Turn {turn} — {player}", turn=turn, player=one_line(active)), ""]
            current = turn
        read = read_as(by_seq.get(ev.seq, [])).get(ev.seq)  # an event the verdict carried on as another's
        out.append(f"- **{ev.seq}.** {one_line(describe(ev, board, read=read))}")
        out += ["  - " + tr("⚠ {rule}: {message}", rule=v.rule, message=one_line(violation_message(v)))
                + (tr(" (follows from seq {seq})", seq=v.caused_by) if v.caused_by else "")
                for v in by_seq.get(ev.seq, [])]
    out += ["", _("## Result"), ""]
    from .render import _UNFINISHED

    if result.winner or (result.result and result.result != _UNFINISHED):  # (FFTCG says a log cut short too)
        ending = result_text(result)
    else:
        ending = _("The log ends before the game does.")
    out.append(one_line(ending))
    if result.stopped_at is not None:
        out += ["", tr("Verification stopped at seq {seq}: the match could not go on from there.", seq=result.stopped_at)]
    for note in notes_text(result):
        out += ["", tr("Note: {note}", note=one_line(note))]
    n = len(result.violations)
    out += ["", _("Clean: no rule was broken.") if result.clean
            else ntr("{n} violation (marked ⚠).", "{n} violations (marked ⚠).", n, n=n)]
    if result.unmodelled_events:
        k = result.unmodelled_events
        out += ["", ntr("{n} event rested on unmodelled card text.", "{n} events rested on unmodelled card text.",
                             k, n=k)]
    return markdown_text("\n".join(out) + "\n").encode()
