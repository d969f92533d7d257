"""Text for people: one-sentence events, boards, verdicts, tables and board differences.

Everything here takes plain data or a board and returns strings; nothing
prints and nothing reads files. The board renderer works on the plain dict
that the engine's ``view()`` returns, so it shows exactly what that seat may
see.
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Sequence

from projections.messages import english

from .i18n import _, current, message, ngettext, violation_message
from .safe import one_line

# -- events --------------------------------------------------------------------


def _tag(event: Any) -> str:
    cfg = getattr(event, "__struct_config__", None)
    return getattr(cfg, "tag", None) or type(event).__name__


def _label(board: Any, iid: str | None, name: str | None = None, hidden: bool = False) -> str:
    """``Ember Knight (alice.12)``; a player id stays as it is; hidden cards stay hidden."""
    if iid is None:
        return "a card" if hidden or not name else name
    cards = getattr(board, "cards", {})
    if iid not in cards:
        return iid
    if hidden:
        return "a card"
    return board.label(iid)


def _list(board: Any, ids: Sequence[str]) -> str:
    names = [_label(board, i) for i in ids]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _targets(board: Any, ids: Sequence[str]) -> str:
    return f", targeting {_list(board, ids)}" if ids else ""


def _cost(board: Any, iid: str | None, name: str | None = None) -> int | None:
    card = board.card_def(iid) if iid and hasattr(board, "card_def") else None
    if card is None and name:
        card = getattr(board, "defs", {}).get(name)
    return getattr(card, "cost", None)


def _owner(board: Any, iid: str | None) -> str | None:
    inst = getattr(board, "cards", {}).get(iid) if iid else None
    return getattr(inst, "owner", None)


def describe_ccs(event: Any, board: Any, viewer: str | None = None) -> str:
    """One sentence for a Chrono Clash event, naming cards from ``board`` (the board after it).

    ``viewer`` hides what that seat cannot see (another player's draw, a
    face-down quest card); ``None`` is the judge, who sees everything.
    """
    p = event.player
    secret = viewer is not None and viewer != p
    kind = _tag(event)
    card = getattr(event, "card", None)
    name = getattr(event, "name", None)
    if kind == "CardDrawn":
        return f"{p} draws {_label(board, card, name, hidden=secret)}"
    if kind == "BattlerSummoned":
        what = _label(board, card, name)
        mode = event.mode
        if mode == "sneak-attack":
            how = " for its Sneak Attack cost (it must attack at once)"
        elif mode == "pilot":
            how = f" for its Pilot cost, attached to {_label(board, event.attach_to)}"
        elif mode == "reinforcements":
            how = " by Reinforcements"
        elif event.payment:
            how = f", destroying {_list(board, event.payment)} to pay its cost"
        else:
            cost = _cost(board, card, name)
            how = f" paying {cost} time" if cost is not None else ""
        extra = ", tapped" if event.tap else ""
        if event.under:
            extra += f", putting {_label(board, event.under)} under it"
        return f"{p} summons {what}{how}{extra}{_targets(board, event.targets)}"
    if kind == "ActionPlayed":
        what = _label(board, card, name)
        if event.payment:
            how = f", destroying {_list(board, event.payment)} to pay its cost"
        else:
            cost = _cost(board, card, name)
            how = f" paying {cost} time" if cost is not None else ""
        return f"{p} plays {what}{how}{_targets(board, event.targets)}"
    if kind == "AttackDeclared":
        who = _label(board, event.attacker)
        if event.battler:
            owner = _owner(board, event.battler) or event.defender
            target = f"{owner}'s {_label(board, event.battler)}" if owner else _label(board, event.battler)
        else:
            defender = event.defender
            if defender is None and hasattr(board, "opponents"):
                others = board.opponents(p)
                defender = others[0].id if len(others) == 1 else None
            target = f"{defender}'s guardian stack" if defender else "the guardian stack"
        return f"{p} attacks {target} with {who}{_targets(board, event.targets)}"
    if kind == "GuardianRevealed":
        what = _label(board, card, name)
        if event.resolve:
            return f"{p} reveals guardian {what} and resolves its guardian ability{_targets(board, event.targets)}"
        return f"{p} reveals guardian {what} and ignores its guardian ability"
    if kind == "QuestStarted":
        hidden = _label(board, card, name, hidden=secret)
        return f"{p} sends {_label(board, event.battler)} on a quest with {hidden} face down on it"
    if kind == "TapAbilityActivated":
        return f"{p} taps {_label(board, event.battler)} for its tap ability{_targets(board, event.targets)}"
    if kind == "Transformed":
        return (f"{p} returns {_label(board, event.returned)} to the hand and transforms into "
                f"{_label(board, card, name)}, attacking{_targets(board, event.targets)}")
    if kind == "Passed":
        return f"{p} passes"
    if kind == "TriggerResolved":
        src = _label(board, event.source)
        if event.declined:
            return f"{p} declines the ability of {src}"
        return f"{p} resolves the ability of {src}{_targets(board, event.targets)}"
    if kind == "EffectRecorded":
        src = f" of {_label(board, event.source)}" if event.source else ""
        on = f" on {_list(board, event.targets)}" if event.targets else ""
        note = f" ({event.note})" if event.note else ""
        return f"{p} records an unmodelled effect{src}: {event.effect}{on}{note}"
    if kind == "Conceded":
        return f"{p} concedes"
    return f"{p}: {kind}"


# -- boards --------------------------------------------------------------------


def _cards(zone: list[dict] | None, unknown: str = "hidden card") -> str:
    """``Ember Squire (alice.6), hidden card (alice.7)``: a card without a name is hidden or unknown."""
    return ", ".join(f"{c['name'] or unknown} ({c['id']})" for c in zone or [])


def _gauge(view: dict) -> str:
    g = view["gauge"]
    t = g["time"]
    if t > 0:
        text = f"counter on {view['active']}'s {t} ({t} time left)"
    elif t == 0:
        text = "counter on 0"
    else:
        text = f"counter on {g['side']}'s {-t}"
    if g["turn_over"]:
        text += f": {view['active']}'s turn is over"
    return text


def _zone_line(title: str, zone: dict, hidden_word: str = "hidden", unknown: str = "hidden card") -> str:
    n = zone["count"]
    if zone["cards"] is None:
        return f"{title}: {n} {hidden_word} card{'s' if n != 1 else ''}" if n else f"{title}: none"
    return f"{title} ({n}): {_cards(zone['cards'], unknown)}" if n else f"{title}: none"


def _battler(b: dict, unknown: str = "hidden card") -> str:
    flags = []
    if b["tapped"]:
        flags.append("tapped")
    if b["summoned_this_turn"]:
        flags.append("summoned this turn")
    line = f"{b['name']} ({b['id']})  strength {b['strength']}"
    if flags:
        line += "  " + ", ".join(flags)
    if b.get("keywords"):
        line += "  [" + ", ".join(b["keywords"]) + "]"
    more = []
    if b["quest"]:
        more.append(f"quest: {_cards(b['quest'], unknown)}")
    if b["under"]:
        more.append(f"under: {_cards(b['under'], unknown)}")
    if b["pilot"]:
        more.append(f"pilot: {_cards([b['pilot']], unknown)}")
    return line + "".join(f"\n      {m}" for m in more)


def board_text_ccs(view: dict, event_line: str | None = None, title: str | None = None) -> str:
    """A board ``view()`` dict as text: the state line, then one block per seat.

    ``title`` replaces the opening ``Board after seq N`` words.
    """
    if title is None:
        title = "Board " + (f"after seq {view['seq']}" if view["seq"] else "after set-up") + f", turn {view['turn']}"
    head = [f"{title}: {view['active']} to play ({view['step']} step); {_gauge(view)}"]
    if view["viewer"] != "judge":
        head[0] += f"  [as {view['viewer']}]"
    if event_line:
        head.append(f"Event {view['seq']}: {event_line}")
    if view["over"]:
        head.append(f"Game over: {view['result'] or 'no winner'}")
    if view.get("attack"):
        a = view["attack"]
        q = f" (the quest of {a['questing']})" if a.get("questing") else ""
        head.append(f"Attack under way: {a['attacker']} against {a['defender']}{q}, "
                    f"{a['guardians_left_to_fight']} guardian(s) left to fight")
    for p in view.get("pending") or []:
        head.append(f"Waiting: {p}")
    if view.get("must_attack"):
        head.append(f"Must attack at once: {view['must_attack']}")
    # A nameless card the judge is shown is one nobody has seen yet (a paper log).
    unknown = "unknown card" if view["viewer"] == "judge" else "hidden card"
    blocks = ["\n".join(head)]
    for s in view["players"]:
        title = f"{s['id']}" + (f" ({s['name']})" if s["name"] and s["name"] != s["id"] else "")
        title += f", seat {s['seat']}: {s['quest_points']} quest point{'s' if s['quest_points'] != 1 else ''}"
        if s["eliminated"]:
            title += ", ELIMINATED"
        if s["id"] == view["active"] and not view["over"]:
            title += "  <- to play"
        lines = [title,
                 "  " + _zone_line("hand", s["hand"], unknown=unknown),
                 "  " + _zone_line("guardians", s["guardians"], "face-down", unknown),
                 f"  deck: {s['deck']['count']} cards; extra deck: {s['extra_deck']['count']} cards"]
        if s["battlefield"]:
            lines.append("  battlefield:")
            lines += [f"    {_battler(b, unknown)}" for b in s["battlefield"]]
        else:
            lines.append("  battlefield: empty")
        disc = s["discard"]
        lines.append(f"  discard ({len(disc)}): {_cards(disc, unknown)}" if disc else "  discard: empty")
        if s.get("leader_bonus"):
            lines.append(f"  leader bonus: +{s['leader_bonus']}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


# -- verdicts ------------------------------------------------------------------


def where(v: Any) -> str:
    """``seq 14, turn 5, alice`` (``deck lists, alice`` for the deck check at seq 0)."""
    parts = [_("seq {seq}, turn {turn}").format(seq=v.seq, turn=v.turn)] if v.seq else [_("deck lists")]
    if v.player:
        parts.append(one_line(v.player))
    return ", ".join(parts)


def rule_line(game: str, v: Any, rules: dict) -> str:
    """``Rule (<where it is written>): "<the rule's words>"`` in the active language: Chrono Clash quotes
    the manual in that language, Force of Will and FFTCG the French rules (an English rendering in English)."""
    from projections import ruletexts

    lang = current()
    try:
        if not game:
            raise LookupError(v.rule)
        cited, words = ruletexts.citation(game, v.rule, lang), ruletexts.quote(game, v.rule, lang)
    except (KeyError, LookupError):  # a rule of no engine (the deck-list checks): its own words
        rule = rules.get(v.rule)
        cited, words = v.source or (rule.source if rule else ""), (rule.text if rule else None)
    if words is None:
        return _("  Rule ({source})").format(source=cited)
    return _("  Rule ({source}): \"{words}\"").format(source=cited, words=words)


def violation_lines(v: Any, rules: dict, game: str = "") -> list[str]:
    """A violation as the report shows it, in the active language: where and which rule, the reason, the
    rule's words and where they are written."""
    return [f"{where(v)} — {v.rule}", f"  {one_line(violation_message(v))}", rule_line(game, v, rules)]


def board_then(ref: str, seq: int) -> str:
    """The command that shows the board at a violation."""
    return _("  Board then: matchledger replay {ref} --at {seq}").format(ref=ref, seq=seq)


def verification_text(result: Any, rules: dict, title: str, ref: str | None = None) -> str:
    """A judge's report of a ``Verification``: title, violations with the rule's words, result, notes.

    ``ref`` (a match id or path) adds, under the first violation of each
    event, the command that shows the board at that moment. Written in the
    active language (:mod:`cli.i18n`).
    """
    out = [title]
    if result.clean:
        out.append(_("Clean: no rule was broken."))
    else:
        n = len(result.violations)
        roots = [v for v in result.violations if getattr(v, "caused_by", None) is None]
        follow: dict[int, list] = {}
        for v in result.violations:
            if getattr(v, "caused_by", None) is not None:
                follow.setdefault(v.caused_by, []).append(v)
        if len(roots) == n:
            out.append(ngettext("{n} violation:", "{n} violations:", n).format(n=n))
        else:
            r = len(roots)
            out.append(ngettext("{r} root cause ({n} violations in all):", "{r} root causes ({n} violations in all):",
                                r).format(r=r, n=n))
        shown: set[int] = set()
        for v in roots:
            out.append("")
            out += violation_lines(v, rules, result.game)
            if ref and v.seq > 0 and v.seq not in shown:
                out.append(board_then(ref, v.seq))
            if v.seq not in shown and follow.get(v.seq):
                later = follow[v.seq]
                out.append(ngettext("  {n} later violation follow from seq {seq} standing as recorded "
                                    "(consequences, not new breaches):",
                                    "  {n} later violations follow from seq {seq} standing as recorded "
                                    "(consequences, not new breaches):", len(later)).format(n=len(later), seq=v.seq))
                out += [f"    {where(c)} — {c.rule}: {one_line(violation_message(c))}" for c in later]
            shown.add(v.seq)
        out.append("")
    if result.stopped_at is not None:
        out.append(_("Verification stopped at seq {seq}: the match could not go on from there.")
                   .format(seq=result.stopped_at))
    out.append(_("Result: {result}").format(result=one_line(result_text(result))))
    for note in notes_text(result):
        out.append(_("Note: {note}").format(note=one_line(note)))
    if result.unmodelled_events:
        n = result.unmodelled_events
        out.append(ngettext("{n} event rested on unmodelled card text.", "{n} events rested on unmodelled card text.",
                            n).format(n=n))
    return "\n".join(out)


def result_text(result: Any) -> str:
    """How the match ended, in the active language."""
    if result.result:
        said = getattr(result, "result_msg", None) or {}
        if said and english(said) == result.result:
            return message(said["template"], said["args"], result.result)
        return result.result
    if result.winner:
        return _("{player} wins").format(player=result.winner)
    return _("the log ends before the game does.")


def notes_text(result: Any) -> list[str]:
    """The verdict's notes, in the active language."""
    said = {english(m): m for m in getattr(result, "note_msgs", None) or []}
    return [message(said[n]["template"], said[n]["args"], n) if n in said else n for n in result.notes]


# -- tables and differences ------------------------------------------------------


def table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A plain left-aligned text table, two spaces between columns."""
    text_rows = [[("" if c is None else one_line(c)) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in text_rows:
        widths = [max(w, len(c)) for w, c in zip(widths, row)]
    fmt = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()  # noqa: E731
    return "\n".join([fmt(list(headers)), fmt(["-" * w for w in widths])] + [fmt(r) for r in text_rows])


_MISSING = object()


def differences(a: Any, b: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """Every leaf path where two plain-data trees differ: ``("players[1].hand.count", 4, 5)``.

    A key or list item present on one side only is reported with ``None`` on the other.
    """
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in list(a) + [k for k in b if k not in a]:
            out += differences(a.get(k, None), b.get(k, None), f"{path}.{k}" if path else str(k))
        return out
    if isinstance(a, list) and isinstance(b, list):
        out = []
        for i in range(max(len(a), len(b))):
            out += differences(a[i] if i < len(a) else None, b[i] if i < len(b) else None, f"{path}[{i}]")
        return out
    return [] if a == b else [(path, a, b)]


def value(v: Any) -> str:
    """A compact JSON rendering of one value for a difference line."""
    return json.dumps(v, ensure_ascii=False, separators=(", ", ": "))


# -- per-game dispatch ------------------------------------------------------------
# Chrono Clash's text lives above; another game's lives in cli/render_<game>.py
# (``render_force_of_will``, ``render_fftcg``) with the same two functions.


def _game_module(game: str):
    if game == "chrono-clash":
        return None
    import importlib

    return importlib.import_module(f"cli.render_{game.replace('-', '_')}")


def _game_of_event(event: Any) -> str:
    from ledger.log import GAMES

    mod = type(event).__module__
    return next((g for g, m in GAMES.items() if m == mod), "chrono-clash")


def describe(event: Any, board: Any, viewer: str | None = None) -> str:
    """One sentence for an event of any game, naming cards from ``board`` (the board after it)."""
    mod = _game_module(_game_of_event(event))
    return one_line(describe_ccs(event, board, viewer) if mod is None else mod.describe(event, board, viewer))


def _one_lined(data: Any) -> Any:
    """A view with every string kept to one line (names and labels come from the log)."""
    if isinstance(data, str):
        return one_line(data)
    if isinstance(data, dict):
        return {k: _one_lined(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_one_lined(v) for v in data]
    return data


def board_text(view: dict, event_line: str | None = None, title: str | None = None) -> str:
    """A board for people, from the plain dict the game's ``view()`` returns."""
    mod = _game_module(view.get("game", "chrono-clash"))
    view = _one_lined(view)
    return board_text_ccs(view, event_line, title) if mod is None else mod.board_text(view, event_line, title)
