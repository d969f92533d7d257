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
        out += [v for _, v in _breaches(board, seat.id, seat.decklist, listed=False)]
    return out


def check_listed_decks(header: Any, board: Board) -> list[Violation]:
    """The deck lists as the log registers them (``header``, the log's own), where the match was set up from a
    recorded order that differs from its list (``fftcg.log.deck-order``, :func:`projections.deckorder.reconcile`):
    a registered list breaking deck building is a breach too [ref (8.1.1.)]. One violation per breach: a breach of
    the list that the order (:func:`check_decks`) breaks alike, the same rule for the same card number or the
    size, is that one violation, not another."""
    from .setup import canonical

    out: list[Violation] = []
    for p in canonical(header).players:
        if p.id not in [s.id for s in board.seats]:
            continue
        seat = board.seat(p.id)
        listed = {k: n for k, n in p.deck.items() if n > 0}
        if listed == {k: n for k, n in seat.decklist.items() if n > 0} \
                or any(k not in board.defs for k in listed):
            continue
        held: set = set().union(*(key for key, _ in _breaches(board, seat.id, seat.decklist, listed=False)))
        out += [v for key, v in _breaches(board, seat.id, listed, listed=True) if not key & held]
    return out


def _breaches(board: Board, pid: str, decklist: dict[str, int], *, listed: bool) -> list[tuple[set, Violation]]:
    """The deck-building breaches of ``decklist`` (``pid``'s deck, or with ``listed`` his registered list where it
    differs from the deck that lay on the table), each with what it is about: the size, or card numbers."""
    out: list[tuple[set, Violation]] = []
    size = sum(decklist.values())
    if board.format == "limited" and size < LIMITED_MIN:
        out.append(({"size"}, _v("fftcg.deck.size", pid, N_("{player}'s registered deck list has {size} cards, a "
                                                            "limited deck needs {LIMITED_MIN} or more") if listed else
                                 N_("{player}'s limited deck has {size} cards; it needs {LIMITED_MIN} or more"),
                                 player=pid, size=size, LIMITED_MIN=LIMITED_MIN)))
    elif board.format == "constructed" and size != CONSTRUCTED:
        out.append(({"size"}, _v("fftcg.deck.size", pid, N_("{player}'s registered deck list has {size} cards, a "
                                                            "constructed deck must have exactly {CONSTRUCTED}")
                                 if listed else
                                 N_("{player}'s constructed deck has {size} cards; it must have exactly {CONSTRUCTED}")
                                 if size < LIMITED_MIN else
                                 # (A deck limited allows: say which format was read, and that a header leaving
                                 # `format` out is read as constructed; the parsed header cannot tell the two apart.)
                                 N_("{player}'s constructed deck has {size} cards; it must have exactly {CONSTRUCTED} "
                                    "(the match is read as constructed: the header's `format` says so, or is left "
                                    "out, which means constructed; \"format\": \"limited\" allows {LIMITED_MIN} "
                                    "or more)"),
                                 player=pid, size=size, CONSTRUCTED=CONSTRUCTED, LIMITED_MIN=LIMITED_MIN)))
    # « jusqu'à 3 cartes avec le même numéro de série » [ref (8.1.1.2.)]: a reprint carries its first number
    # too (6-043C/1-068 is card 1-068), so copies are counted by every number a card carries.
    holding: dict[str, list[str]] = {}
    for serial in decklist:
        for number in card_numbers(serial):
            holding.setdefault(number, []).append(serial)
    seen: set[tuple[str, ...]] = set()
    for number, serials in holding.items():
        n = sum(decklist[s] for s in serials)
        if n <= MAX_COPIES or tuple(serials) in seen:
            continue
        seen.add(tuple(serials))
        about = {number}
        if len(serials) == 1:
            serial = serials[0]
            out.append((about, _v("fftcg.deck.copies", pid,
                                  N_("{player}'s registered deck list has {n} copies of {name} {serial}; at most "
                                     "{MAX_COPIES}") if listed else
                                  N_("{player}'s deck has {n} copies of {name} {serial}; at most {MAX_COPIES}"),
                                  player=pid, n=n, name=board.defs[serial].name, serial=serial,
                                  MAX_COPIES=MAX_COPIES)))
        else:
            cards = ", ".join(f"{decklist[s]} × {board.defs[s].name} {s}" for s in serials)
            out.append((about, _v("fftcg.deck.copies", pid,
                                  N_("{player}'s registered deck list has {n} copies of card {number} ({cards}); at "
                                     "most {MAX_COPIES}") if listed else
                                  N_("{player}'s deck has {n} copies of card {number} ({cards}); at most "
                                     "{MAX_COPIES}"),
                                  player=pid, n=n, number=number, cards=cards, MAX_COPIES=MAX_COPIES)))
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
        if inst.fate_unknown:
            # A battle the log leaves unjudged (a party block without its split, an unnamed card): on the field
            # until the log treats it as gone (docs/fftcg.md, Readings).
            out["fate_unknown"] = True
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
