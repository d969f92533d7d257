"""FFTCG text for people: one sentence per event, and the board from ``projections.fftcg.view``."""

from __future__ import annotations

from typing import Any

from ledger import fftcg as L


def _cp(board: Any, payment: list[Any]) -> str:
    parts = []
    for cp in payment:
        if cp.dull:
            parts.append(f"dulling {board.label(cp.dull)}")
        elif cp.discard:
            parts.append(f"discarding {board.label(cp.discard)}")
    return f" paying by {', '.join(parts)}" if parts else ""


def _t(board: Any, targets: list[str]) -> str:
    return f" targeting {', '.join(board.label(t) for t in targets)}" if targets else ""


def describe(event: Any, board: Any, viewer: str | None = None) -> str:
    """One sentence for an FFTCG event, naming cards from ``board`` (the board after it)."""
    p = event.player
    lab = board.label
    match event:
        case L.Mulliganed():
            return f"{p} takes a mulligan: 5 cards to the bottom, 5 drawn"
        case L.CardsDrawn(cards=cards):
            hidden = viewer is not None and viewer != p
            what = f"{len(cards)} card(s)" if hidden else ", ".join(lab(c) for c in cards) or "nothing (the deck is empty)"
            return f"{p} draws {what}"
        case L.CharacterPlayed(card=c, payment=pay):
            return f"{p} plays {lab(c)}{_cp(board, pay)}"
        case L.SummonCast(card=c, payment=pay, targets=t):
            return f"{p} casts {lab(c)}{_t(board, t)}{_cp(board, pay)}: it goes on the stack"
        case L.AbilityUsed(source=s, ability=k, payment=pay, targets=t, discard=d):
            extra = f", discarding {lab(d)}" if d else ""
            return f"{p} uses ability {k} of {lab(s)}{_t(board, t)}{_cp(board, pay)}{extra}: it goes on the stack"
        case L.AutoTriggered(source=s, declined=dec, targets=t):
            return f"{p} declines the auto ability of {lab(s)}" if dec else \
                f"the auto ability of {lab(s)} goes on the stack{_t(board, t)}"
        case L.ExBurstUsed(card=c, targets=t):
            return f"{p} uses the EX Burst of {lab(c)}{_t(board, t)}"
        case L.PriorityPassed():
            return f"{p} passes priority"
        case L.Resolved(item=i, choices=ch):
            found = f" (finds {', '.join(lab(c) for c in ch)})" if ch else ""
            return f"{lab(i)} resolves{found}"
        case L.AttackDeclared(attackers=a):
            what = "party " if len(a) > 1 else ""
            return f"{p} attacks with {what}{', '.join(lab(x) for x in a)}"
        case L.BlockDeclared(blocker=bl):
            return f"{p} blocks with {lab(bl)}" if bl else f"{p} does not block"
        case L.Discarded(cards=cs):
            return f"{p} discards {', '.join(lab(c) for c in cs)} down to the hand limit"
        case L.EffectRecorded(effect=e, source=s, targets=t):
            src = f" of {lab(s)}" if s else ""
            return f"unmodelled effect{src}: {e}{_t(board, t)}"
        case L.Conceded():
            return f"{p} concedes"
    return f"{p}: {type(event).__name__}"


def _cards(cs: list[dict]) -> str:
    return ", ".join(f"{c['name']} {c['serial']} ({c['id']})".replace("  ", " ") for c in cs) or "empty"


def board_text(view: dict, event_line: str | None = None, title: str | None = None) -> str:
    """A board for people, from the plain dict ``projections.fftcg.view`` returns."""
    out = []
    phase = view["phase"] + (f"/{view['step']}" if view.get("step") else "")
    out.append(title or f"Board after seq {view['seq']}, turn {view['turn']}: {view['active']}'s turn ({phase}); "
               f"priority: {view['priority'] or 'nobody'}")
    if event_line:
        out.append(event_line)
    if view["stack"]:
        out.append("Stack (top last): " + "; ".join(
            f"{i['kind']} {i['source']['name']} ({i['source']['id']})" for i in view["stack"]))
    if view["combat"]:
        out.append(f"Attack: {', '.join(view['combat']['attackers'])} blocked by {view['combat']['blocker'] or 'nobody'}")
    if view["over"]:
        out.append(f"Game over: {view['result']}")
    for s in view["players"]:
        out.append("")
        mark = "  <- to play" if s["id"] == view["active"] else ""
        out.append(f"{s['id']} ({s['name']}): {len(s['damage'])} damage{mark}")
        hand = s["hand"]
        out.append(f"  hand ({hand['count']}): " + (_cards(hand["cards"]) if hand["cards"] is not None else "hidden"))
        out.append(f"  deck: {s['deck']['count']} cards")
        out.append("  field:" + ("" if s["field"] else " empty"))
        for c in s["field"]:
            bits = ["dull" if c["dull"] else "active"]
            if c["frozen"]:
                bits.append("frozen")
            if "power" in c:
                bits.insert(0, f"power {c['power']}" + (f" ({c['damage']} damage)" if c["damage"] else ""))
            tr = f"  [{', '.join(c['traits'])}]" if c["traits"] else ""
            out.append(f"    {c['name']} {c['serial']} ({c['id']}) {c['type']}  {', '.join(bits)}{tr}")
        out.append(f"  damage zone: {_cards(s['damage'])}")
        out.append(f"  break zone: {_cards(s['break_zone'])}")
    return "\n".join(out)
