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

from .i18n import _, ngettext, violation_message
from .safe import markdown_text, one_line, visible

#: the header ``meta`` keys a packet shows first, and their headings
EVENT_FIELDS = (("event", "Event"), ("round", "Round"), ("table", "Table"), ("date", "Date"))


def _fenced(text: str) -> list[str]:
    """A fenced block holding ``text`` as it is: controls visible, no backtick that could close the fence."""
    return ["```text", *(visible(line).replace("`", "'") for line in text.split("\n")), "```"]


def _deck_lines(p: Any) -> list[str]:
    out = []
    for what, field in (("Deck", "deck"), ("Extra deck", "extra_deck"), ("Magic stone deck", "stones")):
        cards = getattr(p, field, None) or {}
        if cards:
            n = sum(cards.values())
            out.append(f"- {what} ({n} cards): " + ", ".join(f"{c} × {one_line(name)}" for name, c in cards.items()))
    ruler = getattr(p, "ruler", "")
    if ruler:
        out.insert(0, f"- Ruler: {one_line(ruler)}")
    return out


def _section_command(game: str, v: Any, rules: dict) -> str:
    """``matchledger rules GAME --section 'Your Turn'``: the command that prints the cited passage whole."""
    from projections.ruletexts import parse_ref

    rule = rules.get(v.rule)
    try:
        cited = parse_ref(getattr(v, "ref", "") or getattr(rule, "ref", "") or "")
    except Exception:  # noqa: BLE001 - a rule of no document (the deck-list checks): no passage to print
        cited = {}
    name = cited.get("section") or cited.get("ref")
    return f"matchledger rules {game} --section '{name}'" if name else f"matchledger rules {game}"


def to_packet(log: Any, match_id: str, result: Any, rules: dict, rulings: list, ref: str) -> bytes:
    """The appeals packet of ``log`` as Markdown bytes; ``ref`` is how commands in it name the match."""
    from projections import core

    from .disputes import rulings_markdown
    from .formats import to_markdown
    from .render import rule_line, where
    from .walk import Cursor

    h = log.header
    meta = dict(getattr(h, "meta", {}) or {})
    label = one_line(getattr(h, "match", "") or f"Match {match_id}")
    text: list[str] = [f"# Appeals packet: {label}", "", "## The match", ""]
    for key, title in EVENT_FIELDS:
        value = getattr(h, key, None) or meta.get(key)
        text.append(f"- {title}: {one_line(value) if value else '(not recorded in the log)'}")
    text += [f"- Match id: `{match_id}`",
             f"- Game: {log.game}" + (f" (ruleset {one_line(h.ruleset)})" if getattr(h, "ruleset", "") else ""),
             f"- Events: {len(log.events)}; {one_line(h.first)} played first", ""]
    text += ["## Players and deck lists", ""]
    for i, p in enumerate(h.players):
        name = f" ({one_line(p.name)})" if getattr(p, "name", "") and p.name != p.id else ""
        text += [f"### {one_line(p.id)}{name}, seat {getattr(p, 'seat', 0) or i + 1}", "", *_deck_lines(p), ""]
    digest = log.digest()
    text += ["## Checking the log", "",
             f"- Digest: SHA-256 `{digest}` of the canonical log.",
             f"- To check a copy of the log: `matchledger show COPY.jsonl` prints `Digest:   sha256 {digest}` "
             "when the copy holds the same match, byte for byte once canonical; any edited event changes it.",
             "- A stored match: `matchledger verify --integrity MATCH` recomputes the ledger's hash chain.", ""]
    roots = [v for v in result.violations if v.caused_by is None]
    later: dict[int, list] = {}
    for v in result.violations:
        if v.caused_by is not None:
            later.setdefault(v.caused_by, []).append(v)
    text += ["## Verdict", ""]
    if result.clean:
        text += [_("Clean: no rule was broken."), ""]
    else:
        n, r = len(result.violations), len(roots)
        text += [(ngettext("{n} violation.", "{n} violations.", n).format(n=n) if r == n else
                  ngettext("{r} root cause ({n} violations in all).", "{r} root causes ({n} violations in all).", r)
                  .format(r=r, n=n)), ""]
    cursor = Cursor(log)
    parts: list[str] = []  # Markdown (escaped) and fenced boards (as they are), in order
    shown: set[int] = set()
    for k, v in enumerate(roots, 1):
        text += [f"### Violation {k}: {where(v)} — {v.rule}", "",
                 f"- What happened: {one_line(violation_message(v))}",
                 f"- {rule_line(log.game, v, rules).strip()}",
                 f"- The passage in full: `{_section_command(log.game, v, rules)}`"
                 + (f"; this event explained: `matchledger explain {one_line(ref)} {v.seq}`" if v.seq else "")]
        for c in later.get(v.seq, []) if v.seq not in shown else []:
            text.append(f"- Follows from it: {where(c)} — {c.rule}: {one_line(violation_message(c))}")
        if v.seq > 0 and v.seq not in shown:
            cursor.go(v.seq - 1)
            text += ["", f"Board just before seq {v.seq}:", ""]
            parts.append(markdown_text("\n".join(text) + "\n"))
            parts.append("\n".join(_fenced(cursor.show(None, False, before=v.seq))) + "\n")
            text = []
        shown.add(v.seq)
        text.append("")
    text += ["## Rulings and corrections", ""]
    amends = getattr(h, "amends", None)
    if amends is not None:
        text.append(f"- This log is a correction of match {one_line(amends.parent)} from seq {amends.at}.")
    if rulings:
        text += [line for line in rulings_markdown(rulings) if not line.startswith("## Rulings")]
    elif amends is None:
        text.append("None recorded.")
    text += ["", "## Transcript", ""]
    parts.append(markdown_text("\n".join(text) + "\n"))
    transcript = to_markdown(log, match_id, result).decode()
    transcript = "\n".join(("#" + line) if line.startswith("#") else line for line in transcript.split("\n"))
    return ("".join(parts) + transcript).encode()
