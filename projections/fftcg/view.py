"""Deck-building checks and the board as a seat (or the judge) sees it."""

from __future__ import annotations

import re
from typing import Any

from ..core import Violation, violation
from ..messages import N_
from .board import Board, Seat
from .engine import power, traits
from .rules import RULES

CONSTRUCTED = 50
LIMITED_MIN = 40
MAX_COPIES = 3


def _v(rule: str, pid: str, template: str, /, **args: Any) -> Violation:
    return violation(RULES[rule], None, 0, template, pid, args)


def check_decks(board: Board) -> list[Violation]:
    """Exactly 50 cards (constructed) or 40 or more (limited); at most 3 copies of one card number."""
    out: list[Violation] = []
    for seat in board.seats:
        size = sum(seat.decklist.values())
        if board.format == "limited" and size < LIMITED_MIN:
            out.append(_v("fftcg.deck.size", seat.id, N_("{player}'s limited deck has {size} cards; it needs {LIMITED_MIN} or more"), player=seat.id, size=size, LIMITED_MIN=LIMITED_MIN))
        elif board.format == "constructed" and size != CONSTRUCTED:
            out.append(_v("fftcg.deck.size", seat.id, N_("{player}'s constructed deck has {size} cards; it must have exactly {CONSTRUCTED}"), player=seat.id, size=size, CONSTRUCTED=CONSTRUCTED))
        # « jusqu'à 3 cartes avec le même numéro de série » [ref (8.1.1.2.)]: a reprint carries its first number
        # too (6-043C/1-068 is card 1-068), so copies are counted by every number a card carries.
        holding: dict[str, list[str]] = {}
        for serial in seat.decklist:
            for number in card_numbers(serial):
                holding.setdefault(number, []).append(serial)
        seen: set[tuple[str, ...]] = set()
        for number, serials in holding.items():
            n = sum(seat.decklist[s] for s in serials)
            if n <= MAX_COPIES or tuple(serials) in seen:
                continue
            seen.add(tuple(serials))
            if len(serials) == 1:
                serial = serials[0]
                out.append(_v("fftcg.deck.copies", seat.id, N_("{player}'s deck has {n} copies of {name} {serial}; at most {MAX_COPIES}"), player=seat.id, n=n, name=board.defs[serial].name, serial=serial, MAX_COPIES=MAX_COPIES))
            else:
                cards = ", ".join(f"{seat.decklist[s]} × {board.defs[s].name} {s}" for s in serials)
                out.append(_v("fftcg.deck.copies", seat.id, N_("{player}'s deck has {n} copies of card {number} ({cards}); at most "
                                                               "{MAX_COPIES}"), player=seat.id, n=n, number=number, cards=cards, MAX_COPIES=MAX_COPIES))
    return out


def card_numbers(serial: str) -> list[str]:
    """The card numbers a serial carries, rarity letters left out: ``1-068`` for ``1-068``; a reprint carries
    both its own and the first printing's (``6-043C/1-068``: 6-043 and 1-068)."""
    return [re.sub(r"(?<=\d)[A-Z]$", "", part) for part in serial.split("/")]


def _card(board: Board, iid: str) -> dict[str, Any]:
    inst = board.cards[iid]
    d = board.defs[inst.serial]
    return {"id": iid, "serial": inst.serial, "name": d.name}


def _char(board: Board, iid: str) -> dict[str, Any]:
    inst = board.cards[iid]
    d = board.defs[inst.serial]
    out = {**_card(board, iid), "type": d.type, "elements": list(d.elements), "dull": inst.dull,
           "frozen": inst.frozen, "entered_this_turn": inst.entered_turn == board.turn,
           "traits": sorted(traits(board, iid))}
    if d.type == "forward":
        p = power(board, iid)
        out.update(power=max(p, 0), damage=inst.damage, power_left=max(p - inst.damage, 0))
    return out


def _cards(board: Board, iids: list[str]) -> list[dict[str, Any]]:
    """``_card`` of each of ``iids``, in one comprehension (a long match's zones hold thousands)."""
    cards, defs = board.cards, board.defs
    return [{"id": iid, "serial": (serial := cards[iid].serial), "name": defs[serial].name} for iid in iids]


def _seat(board: Board, seat: Seat, viewer: str | None) -> dict[str, Any]:
    see_hand = viewer is None or viewer == seat.id
    return {
        "id": seat.id, "name": seat.name, "seat": seat.seat, "lost": seat.lost or None,
        "deck": {"count": len(seat.deck), "cards": _cards(board, seat.deck) if viewer is None else None},
        "hand": {"count": len(seat.hand), "cards": _cards(board, seat.hand) if see_hand else None},
        "field": [_char(board, c) for c in seat.field],
        "damage": _cards(board, seat.damage),
        "break_zone": _cards(board, seat.broken),
        "removed": _cards(board, seat.removed),
    }


def view(board: Board, as_player: str | None = None) -> dict[str, Any]:
    """The board as ``as_player`` sees it (None: the judge's full view), as plain data.

    Hands are hidden from the other seat; decks from both seats; the field,
    damage zones, break zones, the stack and removed cards are public.
    """
    return {
        "game": "fftcg", "seq": board.seq, "turn": board.turn, "active": board.active,
        "phase": board.phase, "step": board.step, "priority": board.priority, "passes": board.passes,
        "format": board.format, "over": board.over, "winner": board.winner, "result": board.result, "result_msg": board.result_msg,
        "viewer": as_player or "judge",
        "stack": [{"kind": i.kind, "source": _card(board, i.source), "controller": i.controller,
                   "targets": list(i.targets)} for i in board.stack],
        "combat": ({"attackers": list(board.combat.attackers), "blocker": board.combat.blocker,
                    # a ghost attack's forwards, as the log names them (the board says who attacks)
                    **({"declared": list(board.combat.declared)} if board.combat.declared else {})}
                   if board.combat else None),
        "pending_auto": [board.label(t.source) for t in board.triggers + board.late],
        "players": [_seat(board, s, as_player) for s in board.seats],
    }
