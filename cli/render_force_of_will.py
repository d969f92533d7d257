"""Force of Will text for people: one sentence per event, and the board from ``view()``'s plain dict."""

from __future__ import annotations

from typing import Any, Sequence

from .render import _label, _list, _tag, _targets


def _paid(board: Any, ids: Sequence[str]) -> str:
    return f", resting {_list(board, ids)} for will" if ids else ""


def describe(event: Any, board: Any, viewer: str | None = None) -> str:
    """One sentence for a Force of Will event, naming cards from ``board`` (the board after it).

    ``viewer`` hides what that seat cannot see (another player's draw,
    mulligan or standby card); ``None`` is the judge, who sees everything.
    """
    p = event.player
    secret = viewer is not None and viewer != p
    kind = _tag(event)
    card = getattr(event, "card", None)
    name = getattr(event, "name", None)
    if kind == "Mulliganed":
        if not event.cards:
            return f"{p} keeps the opening hand"
        return f"{p} puts {len(event.cards) if secret else _list(board, event.cards)} under the deck and draws as many"
    if kind == "CardDrawn":
        return f"{p} draws {_label(board, card, name, hidden=secret)}"
    if kind == "StoneCalled":
        return f"{p} rests {_label(board, event.by or f'{p}.r')} to call {_label(board, card, name)}"
    if kind == "CardPlayed":
        how = " from the standby zone" if event.from_standby else ""
        onto = f", adding it to {_label(board, event.attach_to)}" if event.attach_to else ""
        return f"{p} plays {_label(board, card, name)}{how}{onto}{_paid(board, event.payment)}{_targets(board, event.targets)}"
    if kind == "AbilityActivated":
        return (f"{p} activates ability {event.ability} of {_label(board, card)}"
                f"{_paid(board, event.payment)}{_targets(board, event.targets)}")
    if kind == "StandbySet":
        return f"{p} puts {_label(board, card, name, hidden=secret)} face down into the standby zone{_paid(board, event.payment)}"
    if kind == "JudgmentMade":
        return f"{p} makes a judgment{_paid(board, event.payment)}"
    if kind == "ChaseResolved":
        return f"both players pass: {_label(board, card) if card else 'the top of the chase'} resolves"
    if kind == "AttackDeclared":
        return f"{p} attacks {_label(board, event.target)} with {_label(board, event.attacker)}"
    if kind == "BlockDeclared":
        return f"{p} blocks with {_label(board, event.blocker)}" if event.blocker else f"{p} does not block"
    if kind == "TurnEnded":
        gone = f", discarding {_list(board, event.discarded)}" if event.discarded else ""
        return f"{p} ends the turn{gone}"
    if kind == "EffectRecorded":
        src = f" of {_label(board, event.source)}" if event.source else ""
        on = f" on {_list(board, event.targets)}" if event.targets else ""
        note = f" ({event.note})" if event.note else ""
        return f"{p} records an unmodelled effect{src}: {event.effect}{on}{note}"
    if kind == "Conceded":
        return f"{p} concedes"
    return f"{p}: {kind}"


def _names(zone: dict) -> str:
    if zone["cards"] is None:
        return f"{zone['count']} hidden cards"
    if not zone["cards"]:
        return "empty"
    return ", ".join(f"{c['name'] or 'a hidden card'} ({c['id']})" for c in zone["cards"])


_ENTRY = {"ability": "ability of ", "enter": "enter-the-field ability of ", "judgment": "judgment of "}


def board_text(view: dict, event_line: str | None = None, title: str | None = None) -> str:
    """A Force of Will board for people, from the plain dict ``view()`` returns."""
    as_ = "" if view["viewer"] == "judge" else f"  [as {view['viewer']}]"
    head = title or (f"Board after seq {view['seq']}, turn {view['turn']}: {view['active']} to play "
                     f"({view['phase']} phase){as_}")
    out = [head]
    if event_line:
        out.append(f"Event {view['seq']}: {event_line}")
    if view["over"]:
        out.append(f"Game over: {view['result']}")
    if view["chase"]:
        out.append("Chase (top last): " + "; ".join(f"{_ENTRY.get(e['kind'], '')}{e['label']} by {e['controller']}"
                                                    for e in view["chase"]))
    if view["battle"]:
        b = view["battle"]
        out.append(f"Battle under way: {b['attacker']} attacks {b['target']}")
    out.append("")
    for s in view["players"]:
        mark = "  <- to play" if s["id"] == view["active"] else ""
        out.append(f"{s['id']} ({s['name']}), seat {s['seat']}: {s['life']} life{mark}")
        r = s["ruler"]
        if r is None:
            out.append("  ruler: not placed yet")
        elif not r["on_field"]:
            extra = ", destroyed J-ruler: no ATK, DEF or abilities" if r["destroyed_j_ruler"] else ""
            out.append(f"  ruler area: {r['label']}, {r['side']} side up, {'rested' if r['rested'] else 'recovered'}{extra}")
        out.append(f"  hand ({s['hand']['count']}): {_names(s['hand'])}" if s["hand"]["cards"] is not None
                   else f"  hand: {s['hand']['count']} hidden cards")
        out.append(f"  main deck: {s['deck']['count']} cards; magic stone deck: {s['stone_deck']['count']} cards")
        stones = ", ".join(f"{c['name']} ({c['id']}){' rested' if c['rested'] else ''}" for c in s["stone_area"])
        out.append(f"  magic stone area: {stones or 'empty'}")
        if not s["field"]:
            out.append("  field: empty")
        else:
            out.append("  field:")
            for c in s["field"]:
                stats = f"  {c['atk']}/{c['def']}" if c["atk"] is not None else ""
                dmg = f", {c['damage']} damage" if c["damage"] else ""
                flags = ", ".join(x for x in ("rested" if c["rested"] else "", "entered this turn" if c["entered_this_turn"] else "") if x)
                adds = f"  + {', '.join(a['name'] for a in c['additions'])}" if c["additions"] else ""
                out.append(f"    {c['label']}{stats}{dmg}{('  ' + flags) if flags else ''}{adds}")
        out.append(f"  standby zone: {s['standby']['count']} face-down card(s)")
        grave = ", ".join(f"{c['name']} ({c['id']})" for c in s["graveyard"])
        out.append(f"  graveyard: {grave or 'empty'}")
        out.append("")
    return "\n".join(out).rstrip()
