"""FFTCG text for people: one sentence per event, and the board from ``projections.fftcg.view``.

Written in the active language (:mod:`cli.i18n`); card names and player ids are never translated.
"""

from __future__ import annotations

import functools

from typing import Any

from ledger import fftcg as L

from .i18n import NC_, _, current, ntr, tr, word
from .render import cards as count_cards, ended

#: Words of the board view that come from data, for the catalogs.
VOCABULARY = (NC_("stack item", "action"), NC_("stack item", "auto"), NC_("stack item", "burst"),
              NC_("stack item", "summon"), NC_("board card type", "forward"), NC_("board card type", "backup"),
              NC_("board card type", "summon"), NC_("board card type", "monster"), NC_("trait", "haste"),
              NC_("trait", "first-strike"), NC_("trait", "brave"), NC_("trait", "back-attack"),
              NC_("trait", "must-attack"), NC_("trait", "must-block"), NC_("trait", "cannot-block"))


def _cp(board: Any, payment: list[Any]) -> str:
    parts = []
    for cp in payment:
        if cp.dull:
            parts.append(tr("dulling {card}", card=_label(board, cp.dull)))
        elif cp.discard:
            parts.append(tr("discarding {card}", card=_label(board, cp.discard)))
    return tr(" paying by {parts}", parts=", ".join(parts)) if parts else ""


def _t(board: Any, targets: list[str]) -> str:
    return tr(" targeting {cards}", cards=", ".join(_label(board, t) for t in targets)) if targets else ""


def describe(event: Any, board: Any, viewer: str | None = None) -> str:
    """One sentence for an FFTCG event, naming cards from ``board`` (the board after it)."""
    p = event.player
    lab = functools.partial(_label, board)
    match event:
        case L.Mulliganed():
            return tr("{player} takes a mulligan: 5 cards to the bottom, 5 drawn", player=p)
        case L.CardsDrawn(cards=cards):
            if getattr(board, "named_draw", 0) == event.seq:
                # (the cards the verdict's reading took the draw as, its board's: a draw naming no card read as the
                # cards due, or the due player's draw under the wrong name, her deck's next cards)
                cards = list(board.named_cards)
            hidden = viewer is not None and viewer != p
            what = (count_cards(len(cards)) if hidden
                    else ", ".join(lab(c) for c in cards) or _("nothing (the deck is empty)"))
            return tr("{player} draws {what}", player=p, what=what)
        case L.CharacterPlayed(card=c, payment=pay):
            return tr("{player} plays {card}{paying}", player=p, card=lab(c), paying=_cp(board, pay))
        case L.SummonCast(card=c, payment=pay, targets=t):
            return tr("{player} casts {card}{targets}{paying}: it goes on the stack",
                player=p, card=lab(c), targets=_t(board, t), paying=_cp(board, pay))
        case L.AbilityUsed(source=s, ability=k, payment=pay, targets=t, discard=d):
            extra = tr(", discarding {card}", card=lab(d)) if d else ""
            return tr("{player} uses ability {n} of {card}{targets}{paying}{extra}: it goes on the stack",
                player=p, n=k, card=lab(s), targets=_t(board, t), paying=_cp(board, pay), extra=extra)
        case L.AutoTriggered(source=s, declined=dec, targets=t):
            if dec:
                return tr("{player} declines the auto ability of {card}", player=p, card=lab(s))
            return tr("the auto ability of {card} goes on the stack{targets}", card=lab(s), targets=_t(board, t))
        case L.ExBurstUsed(card=c, targets=t):
            return tr("{player} uses the EX Burst of {card}{targets}", player=p, card=lab(c), targets=_t(board, t))
        case L.PriorityPassed():
            return tr("{player} passes priority", player=p)
        case L.Resolved(item=i, choices=ch):
            found = tr(" (finds {cards})", cards=", ".join(lab(c) for c in ch)) if ch else ""
            return tr("{card} resolves{found}", card=lab(i), found=found)
        case L.AttackDeclared(attackers=a):
            cards = ", ".join(lab(x) for x in a)
            if len(a) > 1:
                return tr("{player} attacks with party {cards}", player=p, cards=cards)
            return tr("{player} attacks with {cards}", player=p, cards=cards)
        case L.BlockDeclared(blocker=bl):
            if bl:
                return tr("{player} blocks with {card}", player=p, card=lab(bl))
            return tr("{player} does not block", player=p)
        case L.Discarded(cards=cs):
            if not cs:
                return tr("{player} discards nothing", player=p)
            return tr("{player} discards {cards} down to the hand limit",
                player=p, cards=", ".join(lab(c) for c in cs))
        case L.EffectRecorded(effect=e, source=s, targets=t):
            if s:
                return tr("unmodelled effect of {card}: {effect}{targets}", card=lab(s), effect=e,
                                                                                  targets=_t(board, t))
            return tr("unmodelled effect: {effect}{targets}", effect=e, targets=_t(board, t))
        case L.Conceded():
            return tr("{player} concedes", player=p)
    return f"{p}: {type(event).__name__}"


def _cards(cs: list[dict]) -> str:
    return ", ".join(tr("a hidden card ({id})", id=c["id"]) if not c["serial"]
                     else f"{c['name']} {c['serial']} ({c['id']})" for c in cs) or _("empty")


def _label(board: Any, iid: str | None) -> str:
    """``board.label``, a card nobody has seen (a paper log) named in the report's language."""
    inst = board.cards.get(iid) if iid else None
    return tr("a hidden card ({id})", id=iid) if inst is not None and not inst.serial else board.label(iid)


#: The engine's phase, step and trait ids as an English board says them (the seed's and the cards' English words);
#: another language has them in its catalog.
_ENGLISH = {
    "phase": {"setup": "set-up", "draw": "Draw Phase", "main1": "Main Phase 1", "attack": "Attack Phase",
              "main2": "Main Phase 2", "end": "End Phase", "over": "game over"},
    "step": {"prep": "preparation", "declare": "declaring an attack", "declared": "attack declared",
             "block": "declaring a block", "blocked": "block declared"},
    "trait": {"haste": "Haste", "brave": "Brave", "first-strike": "First Strike", "back-attack": "Back Attack",
              "must-attack": "must attack", "must-block": "must block", "cannot-block": "cannot block",
              "cannot-attack": "cannot attack"},
}


def said(context: str, text: str) -> str:
    """A phase, step or trait id (``main1``, ``first-strike``) as the board says it in the active language."""
    if current() == "en":
        return _ENGLISH.get(context, {}).get(text, text)
    return word(context, text)


def board_text(view: dict, event_line: str | None = None, title: str | None = None) -> str:
    """A board for people, from the plain dict ``projections.fftcg.view`` returns."""
    out = []
    sep = ", " if current() == "en" else "/"  # "Attack Phase, block declared"; "phase d'attaque/de blocage"
    phase = said("phase", view["phase"]) + (f"{sep}{said('step', view['step'])}" if view.get("step") else "")
    if title is None:  # the opening words; a caller's title ("Board just before seq N") keeps the state line
        title = (tr("Board after seq {seq}, turn {turn}", seq=view["seq"], turn=view["turn"]) if view["seq"]
                 else tr("Board after set-up, turn {turn}", turn=view["turn"]))
    out.append(tr("{title}: {active}'s turn ({phase}); priority: {priority}", title=title, active=view["active"],
                  phase=phase, priority=view["priority"] or _("nobody")))
    if event_line:
        out.append(event_line)
    if view["stack"]:
        out.append(tr("Stack (top last): {items}", items=_("; ").join(
            f"{word('stack item', i['kind'])} {i['source']['name']} ({i['source']['id']})" for i in view["stack"])))
    if view["combat"]:
        # none that could attack (flagged, standing as recorded): those the log names; an attack the log left out,
        # its forwards unknown
        attackers = view["combat"]["attackers"] or view["combat"].get("declared") or [_("unknown")]
        out.append(ntr("Attack: {attackers} blocked by {blocker}", "Attack: {attackers} blocked by {blocker}",
                            len(attackers), attackers=", ".join(attackers),
                                                   blocker=view["combat"]["blocker"] or _("nobody")))
    if view["over"]:
        out.append(tr("Game over: {result}", result=ended(view)))
    for s in view["players"]:
        out.append("")
        mark = _("  <- to play") if s["id"] == view["active"] else ""
        n = len(s["damage"])
        out.append(ntr("{id} ({name}): {n} damage{mark}", "{id} ({name}): {n} damage{mark}", n,
            id=s["id"], name=s["name"], n=n, mark=mark))
        hand = s["hand"]
        out.append(tr("  hand ({n}): {cards}",
            n=hand["count"], cards=_cards(hand["cards"]) if hand["cards"] is not None else _("hidden")))
        out.append(tr("  deck: {cards}", cards=count_cards(s["deck"]["count"])))
        out.append(_("  field:") + ("" if s["field"] else " " + _("empty")))
        for c in s["field"]:
            bits = [_("dull") if c["dull"] else _("active")]
            if c["frozen"]:
                bits.append(_("frozen"))
            if c.get("entered_this_turn"):  # what fftcg.attack.entered-this-turn judges (Haste aside)
                bits.append(_("entered this turn"))
            if "power" in c:
                damage = (ntr(" ({n} damage)", " ({n} damage)", c["damage"], n=c["damage"])
                          if c["damage"] else "")
                bits.insert(0, tr("power {n}", n=c["power"]) + damage)
            traits = f"  [{', '.join(said('trait', t) for t in c['traits'])}]" if c["traits"] else ""
            out.append(f"    {c['name']} {c['serial']} ({c['id']}) {word('board card type', c['type'])}  {', '.join(bits)}{traits}")
        out.append(tr("  damage zone: {cards}", cards=_cards(s["damage"])))
        out.append(tr("  break zone: {cards}", cards=_cards(s["break_zone"])))
    return "\n".join(out)
