"""Force of Will text for people: one sentence per event, and the board from ``view()``'s plain dict.

Written in the active language (:mod:`cli.i18n`); card names and player ids are never translated.
"""

from __future__ import annotations

from typing import Any, Sequence

from .i18n import NC_, _, ntr, tr, word
from .render import _label, cards as count_cards, ended, _list, _tag, _targets, seen_as

#: Words of the board view that come from data, for the catalogs.
VOCABULARY = (NC_("phase", "setup"), NC_("phase", "draw"), NC_("phase", "main"), NC_("phase", "over"),
              NC_("phase", "end"), NC_("ruler side", "ruler"), NC_("ruler side", "J"))


def _paid(board: Any, ids: Sequence[str]) -> str:
    return tr(", resting {cards} for will", cards=_list(board, ids)) if ids else ""


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
            return tr("{player} keeps the opening hand", player=p)
        return tr("{player} puts {cards} under the deck and draws as many",
            player=p, cards=count_cards(len(event.cards)) if secret else _list(board, event.cards))
    if kind == "CardDrawn":
        seated = p in {s.id for s in board.seats}
        inst = board.cards.get(card) if card is not None else None
        if seated and card is not None and (
                (inst is None and card in getattr(board, "past_end", ()))
                or (inst is not None and getattr(inst, "owner", p) != p)
                or (inst is not None and _not_drawn(board, event, inst))):
            # (A card of the drawer's own that is not in their main deck (their ruler, a stone, a card already in
            # hand: fow.log.unknown-card) is not drawn either: the top card is.)
            # (The id one past the end of the main deck, no card: said as the verdict's board has the draw, the
            # failed draw that lost the game, or the top card drawn from a deck not empty. So also an id of another
            # player's deck, their card or their id past the end (fow.log.unknown-card): the draw takes the drawer's
            # own top card, never the card named.)
            if board.over and board.winner != p and not board.seat(p).deck:
                return tr("{player} cannot draw: the main deck is empty (the log names {card})", player=p, card=card)
            return tr("{player} draws the top card of the main deck (the log names {card})", player=p, card=card)
        return tr("{player} draws {card}", player=p, card=_label(board, card, name, hidden=secret))
    if kind == "StoneCalled":
        # A call that names no stone takes the top one: a magic stone, not just "a card".
        called = _("a magic stone") if card is None and name is None else _label(board, card, name)
        return tr("{player} rests {ruler} to call {card}",
            player=p, ruler=_label(board, event.by or f"{p}.r"), card=called)
    if kind == "CardPlayed":
        how = _(" from the standby zone") if event.from_standby else ""
        d = board.card_def(card) if card else board.defs.get(name or "")
        added = event.attach_to and (d is None or d.type == "addition")  # only an addition goes onto a card
        onto = tr(", adding it to {card}", card=_label(board, event.attach_to)) if added else ""
        return tr("{player} plays {card}{how}{onto}{paying}{targets}",
            player=p, card=_label(board, card, name), how=how, onto=onto, paying=_paid(board, event.payment),
            targets=_targets(board, event.targets))
    if kind == "AbilityActivated":
        return tr("{player} activates ability {n} of {card}{paying}{targets}",
            player=p, n=event.ability, card=_label(board, card), paying=_paid(board, event.payment),
            targets=_targets(board, event.targets))
    if kind == "StandbySet":
        return tr("{player} puts {card} face down into the standby zone{paying}",
            player=p, card=_label(board, card, name, hidden=secret), paying=_paid(board, event.payment))
    if kind == "JudgmentMade":
        return tr("{player} makes a judgment{paying}", player=p, paying=_paid(board, event.payment))
    if kind == "ChaseResolved":
        return tr("both players pass: {card} resolves",
            card=_label(board, card) if card else _("the top of the chase"))
    if kind == "AttackDeclared":
        return tr("{player} attacks {target} with {card}",
            player=p, target=_label(board, event.target), card=_label(board, event.attacker))
    if kind == "BlockDeclared":
        if event.blocker:
            return tr("{player} blocks with {card}", player=p, card=_label(board, event.blocker))
        return tr("{player} does not block", player=p)
    if kind == "TurnEnded":
        gone = tr(", discarding {cards}", cards=_list(board, event.discarded)) if event.discarded else ""
        return tr("{player} ends the turn{discarding}", player=p, discarding=gone)
    if kind == "EffectRecorded":
        src = tr(" of {card}", card=_label(board, event.source)) if event.source else ""
        on = tr(" on {cards}", cards=_list(board, event.targets)) if event.targets else ""
        note = f" ({event.note})" if event.note else ""
        return tr("{player} records an unmodelled effect{source}: {effect}{on}{note}",
            player=p, source=src, effect=event.effect, on=on, note=note)
    if kind == "Conceded":
        return tr("{player} concedes", player=p)
    return f"{p}: {kind}"


def _names(zone: dict) -> str:
    if zone["cards"] is None:
        return ntr("{n} hidden card", "{n} hidden cards", zone["count"], n=zone["count"])
    if not zone["cards"]:
        return _("empty")
    hidden = _("a hidden card")
    return ", ".join(f"{c['name'] or hidden} ({c['id']})" for c in zone["cards"])


def _entry(e: dict) -> str:
    template = {"ability": _("ability of {card}"), "enter": _("enter-the-field ability of {card}"),
                "judgment": _("judgment of {card}")}.get(e["kind"], "{card}")
    return tr("{entry} by {player}", entry=template.format(card=e["label"]), player=e["controller"])


def _stats(c: dict) -> str:
    """A field card's ATK/DEF (``  500/500``); a resonator or J-ruler whose figures the card data lacks (a J-ruler
    side not in the data) says they are unknown, in words; any other card has none."""
    if c["atk"] is None and c["def"] is None:
        return "  " + _("ATK and DEF unknown") if c["type"] in ("resonator", "j-ruler") else ""  # not in an f-string: Babel reads no call there
    unknown = _("unknown")
    return "  {}/{}".format(*(unknown if v is None else v for v in (c["atk"], c["def"])))


def board_text(view: dict, event_line: str | None = None, title: str | None = None) -> str:
    """A Force of Will board for people, from the plain dict ``view()`` returns."""
    as_ = seen_as(view["viewer"])
    if title is None:  # the opening words; a caller's title ("Board just before seq N") keeps the state line
        title = (tr("Board after seq {seq}, turn {turn}", seq=view["seq"], turn=view["turn"]) if view["seq"]
                 else tr("Board after set-up, turn {turn}", turn=view["turn"]))
    head = tr("{title}: {active} to play ({phase} phase){as_}", title=title, active=view["active"],
              phase=word("phase", view["phase"]), as_=as_)
    out = [head]
    if event_line:
        out.append(tr("Event {seq}: {event}", seq=view["seq"], event=event_line))
    if view["over"]:
        out.append(tr("Game over: {result}", result=ended(view)))
    if view["chase"]:
        out.append(tr("Chase (top last): {items}", items=_("; ").join(_entry(e) for e in view["chase"])))
    for h in view.get("held_battles") or ():  # attacks a new attack was declared over, fought before its damage
        if "blocked" not in h:
            out.append(tr("Battle held: {attacker} attacks {target}, no block answers it yet: fought before the "
                          "damage of the battle under way", attacker=h["attacker"], target=h["target"]))
        elif h["blocked"]:
            out.append(tr("Battle held: {attacker} attacks {target}, blocked by {blocker}: fought before the damage of "
                          "the battle under way", attacker=h["attacker"], target=h["target"], blocker=h["blocker"]))
        else:
            out.append(tr("Battle held: {attacker} attacks {target}, not blocked: fought before the damage of the "
                          "battle under way", attacker=h["attacker"], target=h["target"]))
    if view["battle"]:
        b = view["battle"]
        if "blocked" not in b:  # the block is still to be declared
            out.append(tr("Battle under way: {attacker} attacks {target}", attacker=b["attacker"], target=b["target"]))
        elif b["blocked"]:
            out.append(tr("Battle under way: {attacker} attacks {target}, blocked by {blocker}: damage waits",
                          attacker=b["attacker"], target=b["target"], blocker=b["blocker"]))
        else:
            out.append(tr("Battle under way: {attacker} attacks {target}, not blocked: damage waits",
                          attacker=b["attacker"], target=b["target"]))
    out.append("")
    for s in view["players"]:
        mark = _("  <- to play") if s["id"] == view["active"] else ""
        out.append(ntr("{id} ({name}), seat {seat}: {life} life{mark}",
                            "{id} ({name}), seat {seat}: {life} life{mark}", abs(s["life"]),
            id=s["id"], name=s["name"], seat=s["seat"], life=s["life"], mark=mark))
        r = s["ruler"]
        if r is None:
            out.append(_("  ruler: not placed yet"))
        elif not r["on_field"]:
            extra = _(", destroyed J-ruler: no ATK, DEF or abilities") if r["destroyed_j_ruler"] else ""
            out.append(tr("  ruler area: {card}, {side} side up, {state}{extra}",
                card=r["label"], side=word("ruler side", r["side"]), state=_("rested") if r["rested"] else _("recovered"),
                extra=extra))
        out.append(tr("  hand ({n}): {cards}", n=s["hand"]["count"], cards=_names(s["hand"]))
                   if s["hand"]["cards"] is not None else tr("  hand: {cards}", cards=_names(s["hand"])))
        out.append(tr("  main deck: {deck}; magic stone deck: {stones}",
            deck=count_cards(s["deck"]["count"]), stones=count_cards(s["stone_deck"]["count"])))
        hidden = _("a hidden card")  # a paper log's card no event has named yet
        # (A stone in the magic stone area is face up, « face visible », whoever looks: one the log never named, or
        # the one a call from an empty magic stone deck put there, is a magic stone, hiding nothing.)
        unnamed_stone = _("a magic stone")
        stones = ", ".join(f"{c['name'] or unnamed_stone} ({c['id']})" + (" " + _("rested") if c["rested"] else "")
                           for c in s["stone_area"])
        out.append(tr("  magic stone area: {cards}", cards=stones or _("empty")))
        if not s["field"]:
            out.append(_("  field: empty"))
        else:
            out.append(_("  field:"))
            for c in s["field"]:
                stats = _stats(c)
                dmg = ntr(", {n} damage", ", {n} damage", c["damage"], n=c["damage"]) if c["damage"] else ""
                flags = ", ".join(x for x in (_("rested") if c["rested"] else "",
                                              _("entered this turn") if c["entered_this_turn"] else "") if x)
                adds = f"  + {', '.join(a['name'] for a in c['additions'])}" if c["additions"] else ""
                out.append(f"    {c['label']}{stats}{dmg}{('  ' + flags) if flags else ''}{adds}")
        n, standby = s["standby"]["count"], s["standby"]["cards"]
        if standby:  # the judge and its owner see which cards they are (face down to the others)
            out.append(tr("  standby zone ({n}): {cards}", n=n, cards=_names(s["standby"])))
        else:
            out.append(ntr("  standby zone: {n} face-down card", "  standby zone: {n} face-down cards", n, n=n))
        grave = ", ".join(f"{c['name'] or hidden} ({c['id']})" for c in s["graveyard"])
        out.append(tr("  graveyard: {cards}", cards=grave or _("empty")))
        out.append("")
    return "\n".join(out).rstrip()


def _not_drawn(board: Any, event: Any, inst: Any) -> bool:
    """Whether a draw naming ``inst``, a card of the drawer's own, did not draw it (``board``: the board after the
    draw): it is somewhere a draw never puts a card (the ruler area, the stones), or it was in hand already and the
    draw took another card (the board's ``last_draw`` of this seq)."""
    if inst.zone not in ("hand", "deck"):
        return True
    last, at = getattr(board, "last_draw", None), getattr(board, "last_draw_seq", None)
    return inst.zone == "hand" and at == event.seq and last is not None and last != inst.id
