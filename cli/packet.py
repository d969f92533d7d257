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

from .i18n import N_, _, current, ngettext, ntr, tr, violation_message
from .options import repeated
from .safe import markdown_text, one_line, visible

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


def to_packet(log: Any, match_id: str, result: Any, rules: dict, rulings: list, ref: str,
              branches: list[tuple[str, Any]] = ()) -> bytes:
    """The appeals packet of ``log`` as Markdown bytes, in the active language; ``ref`` is how commands in it
    name the match, and each command carries ``--lang`` so it prints what the packet quotes. ``branches``:
    the stored corrections of this match ``(id, amendment)``, which the packet names with their judge and
    reason, as the correction of a branch names its parent."""
    from .disputes import correction_words, ruling_items
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
             tr("- Events: {n}; {first} played first", n=len(log.events), first=one_line(h.first)), ""]
    text += [_("## Players and deck lists"), ""]
    for i, p in enumerate(h.players):
        name = f" ({one_line(p.name)})" if getattr(p, "name", "") and p.name != p.id else ""
        text += [tr("### {player}, seat {seat}", player=one_line(p.id) + name,
                                                      seat=getattr(p, "seat", 0) or i + 1), "", *_deck_lines(p), ""]
    digest = log.digest()
    copy, stored = _("COPY.jsonl"), _("MATCH")  # placeholders the reader replaces, in the report's language
    text += [_("## Checking the log"), "",
             tr("- Digest: SHA-256 `{digest}` of the canonical log.", digest=digest),
             tr("- To check a copy of the log: `{command}` prints `{line}` when the copy holds the same match, "
               "byte for byte once canonical; any edited event changes it.",
                 command=f"matchledger show {copy} --lang {lang}", line=f"{show_heads()['digest']}sha256 {digest}"),
             tr("- A stored match: `{command}` recomputes the ledger's hash chain.",
                 command=f"matchledger verify --integrity {stored}{repeated(lang=False)} --lang {lang}"), ""]
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
    db = repeated(stored=match_id.startswith(ref), lang=False)  # a stored match is explained from the ledger it is in
    cursor = Cursor(log)
    parts: list[str] = []  # Markdown (escaped) and fenced boards (as they are), in order
    shown: set[int] = set()
    for k, v in enumerate(roots, 1):
        explained = (tr("; this event explained: `{command}`",
            command=f"matchledger explain {one_line(ref)} {v.seq}{db} --lang {lang}") if v.seq else "")
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
            text = []
        shown.add(v.seq)
        text.append("")
    text += [_("## Rulings and corrections"), ""]
    amends = getattr(h, "amends", None)
    if amends is not None:
        text.append(tr("- This log is a correction of match {parent}: {what}; judge {judge}: {reason}",
            parent=one_line(amends.parent), what=correction_words(amends), judge=one_line(amends.judge),
            reason=one_line(amends.reason)))
    for mid, a in branches:
        text.append(tr("- Corrected by match {match}: {what}; judge {judge}: {reason}",
            match=mid, what=correction_words(a), judge=one_line(a.judge), reason=one_line(a.reason)))
    text += ruling_items(rulings)
    if not rulings and amends is None and not branches:
        text.append(_("None recorded."))
    text += ["", _("## Transcript"), ""]
    parts.append(markdown_text("\n".join(text) + "\n"))
    transcript = to_markdown(log, match_id, result).decode()
    # Its headings two levels down: its title under "## Transcript", its turns under that title.
    transcript = "\n".join(("##" + line) if line.startswith("#") else line for line in transcript.split("\n"))
    return ("".join(parts) + transcript).encode()
