"""Deck-building checks and the board as a seat (or the judge) sees it."""

from __future__ import annotations

from typing import Any

from ..core import Violation, violation
from ..messages import NC_, N_, listing, term
from . import abilities as ab
from .board import Board, Seat
from .rules import RULES

MIN_DECK = 50
MAX_COLORS = 2
MAX_COPIES = 3
MIN_EXTRA = 6


def _v(rule: str, pid: str, template: str, /, **args: Any) -> Violation:
    return violation(RULES[rule], None, 0, template, pid, args)


#: The colours of the card pool, for the catalogs (a finding names them in the report's language).
COLOURS = (NC_("colour", "blue"), NC_("colour", "green"), NC_("colour", "purple"), NC_("colour", "red"),
           NC_("colour", "yellow"))


def _colours(colors: list[str]) -> Any:
    """``blue, red``: colour names as a message whose words are translated."""
    return listing([term(c, "colour") for c in colors])


def _third_colour(board: Board, deck: dict[str, int], colors: list[str]) -> dict[str, Any]:
    """The colours of a deck of too many colours beyond its two most played (by copies, then by name), and the
    cards of the list that bring them (``2 × Grove Keeper``): what a judge looks for in the list."""
    copies = {c: sum(n for name, n in deck.items() if c in board.defs[name].colors) for c in colors}
    extra = sorted(sorted(colors, key=lambda c: (-copies[c], c))[MAX_COLORS:])
    cards = [f"{n} × {name}" for name, n in deck.items()
             if n > 0 and not set(board.defs[name].colors) <= set(colors) - set(extra)]
    return {"extra": _colours(extra), "cards": ", ".join(cards)}


def check_listed_decks(header: Any, board: Board) -> list[Violation]:
    """The deck lists as the log registers them (``header``, the log's own), where the match was set up from a
    recorded order that differs from its list (``ccs.log.deck-order``, :func:`projections.deckorder.reconcile`):
    a registered list of fewer than 50 cards breaks « Your deck must contain at least 50 cards. » too, as FFTCG's
    does its size; said once: not when the order's deck (:func:`check_decks`) is short too."""
    out: list[Violation] = []
    for p in getattr(header, "players", ()):
        if p.id not in [s.id for s in board.seats]:
            continue
        listed = {k: n for k, n in p.deck.items() if n > 0}
        held = board.seat(p.id).decklist
        size = sum(listed.values())
        if listed != {k: n for k, n in held.items() if n > 0} and size < MIN_DECK <= sum(held.values()):
            out.append(_v("ccs.deck.min-size", p.id, N_("{player}'s registered deck list has {size} cards; it must "
                                                        "have at least {MIN_DECK}"), player=p.id, size=size,
                          MIN_DECK=MIN_DECK))
    return out


def check_decks(board: Board) -> list[Violation]:
    """The deck-building rules: 50+ cards, 2 colours, 3 copies; the extra deck's 6+, singleton, same colours."""
    out: list[Violation] = []
    for seat in board.seats:
        deck, extra, pid = seat.decklist, seat.extralist, seat.id
        size = sum(deck.values())
        if size < MIN_DECK:
            out.append(_v("ccs.deck.min-size", pid, N_("{player}'s deck has {size} cards; it must have at least {MIN_DECK}"), player=pid, size=size, MIN_DECK=MIN_DECK))
        colors = sorted({c for name, n in deck.items() if n > 0 for c in board.defs[name].colors})
        if len(colors) > MAX_COLORS:
            out.append(_v("ccs.deck.colors", pid, N_("{player}'s deck has {n_colors} colours ({value}); at most {MAX_COLORS}. Its cards of {extra}, beyond its {MAX_COLORS} most played colours: {cards}"), player=pid, n_colors=len(colors), value=_colours(colors), MAX_COLORS=MAX_COLORS, **_third_colour(board, deck, colors)))
        for name, n in deck.items():
            if n > MAX_COPIES:
                out.append(_v("ccs.deck.copies", pid, N_("{player}'s deck has {n} copies of {name}; at most {MAX_COPIES}"), player=pid, n=n, name=name, MAX_COPIES=MAX_COPIES))
            if board.defs[name].extra:
                out.append(_v("ccs.deck.extra-card-in-main", pid, N_("{name} is an extra deck card, in {player}'s main deck"), name=name, player=pid))
        if extra:
            esize = sum(extra.values())
            if esize < MIN_EXTRA:
                out.append(_v("ccs.extra-deck.min-size", pid, N_("{player}'s extra deck has {esize} cards; it must have at least {MIN_EXTRA}"), player=pid, esize=esize, MIN_EXTRA=MIN_EXTRA))
            for name, n in extra.items():
                if n > 1:
                    out.append(_v("ccs.extra-deck.singleton", pid, N_("{player}'s extra deck has {n} copies of {name}; at most 1"), player=pid, n=n, name=name))
                d = board.defs[name]
                if not d.extra:
                    out.append(_v("ccs.extra-deck.only-extra-cards", pid, N_("{name} is not an extra deck card, in {player}'s extra deck"), name=name, player=pid))
                off = sorted(set(d.colors) - set(colors))
                if off:
                    out.append(_v("ccs.extra-deck.colors", pid, N_("{name} in {player}'s extra deck is {value}, a colour their deck does not have"), name=name, player=pid, value=_colours(off)))
    return out


def _card(board: Board, iid: str, visible: bool) -> dict[str, Any]:
    inst = board.cards[iid]
    return {"id": iid, "name": inst.name if visible else None}


def _zone(board: Board, ids: list[str], visible: bool) -> dict[str, Any]:
    return {"count": len(ids), "cards": [_card(board, i, visible) for i in ids] if visible else None}


def _battler(board: Board, iid: str, viewer: str | None) -> dict[str, Any]:
    inst = board.cards[iid]
    judge = viewer is None
    quest = [_card(board, q, judge or board.cards[q].owner == viewer) for q in inst.quest]
    return {
        "id": iid, "name": inst.name, "strength": ab.strength(board, iid),
        "tapped": inst.tapped, "summoned_this_turn": inst.summoned_turn == board.turn,
        "quest": quest, "under": [_card(board, u, True) for u in inst.under],
        "pilot": _card(board, inst.pilot, True) if inst.pilot else None,
        "keywords": sorted({str(k) for k in ab.keywords(board, iid)}),
    }


def _seat(board: Board, seat: Seat, viewer: str | None) -> dict[str, Any]:
    judge = viewer is None
    own = viewer == seat.id
    return {
        "id": seat.id, "name": seat.name, "seat": seat.seat, "eliminated": seat.eliminated,
        "quest_points": seat.quest_points,
        "deck": _zone(board, seat.deck, judge),
        "hand": _zone(board, seat.hand, judge or own),
        "guardians": _zone(board, seat.guardians, judge),
        "extra_deck": _zone(board, seat.extra, judge),
        "battlefield": [_battler(board, b, viewer) for b in seat.battlefield],
        "discard": [_card(board, d, True) for d in seat.discard],
        "leader_bonus": seat.leader_bonus,
    }


def view(board: Board, as_player: str | None = None) -> dict[str, Any]:
    """The board as ``as_player`` sees it (None: the judge's full view), as plain data.

    A seat sees its own hand; nobody but the judge sees deck orders, guardians
    or face-down quest cards (their owner sees their own quest cards).
    """
    nxt = board.next_seat(board.active).id
    return {
        "game": "chrono-clash", "seq": board.seq, "turn": board.turn, "active": board.active,
        "step": board.step,
        "gauge": {"time": board.gauge, "side": board.active if board.gauge >= 0 else nxt,
                  "turn_over": board.ended or board.gauge <= -1},
        "over": board.over, "winner": board.winner, "result": board.result, "result_msg": board.result_msg,
        "viewer": as_player or "judge",
        "attack": ({"attacker": board.attack.attacker, "defender": board.attack.defender,
                    "questing": board.attack.questing, "guardians_left_to_fight": board.attack.remaining}
                   if board.attack else None),
        "pending": [f"{p.kind} ability of {board.label(p.source)} ({p.controller})" for p in board.pending],
        "waiting": [{"kind": p.kind, "card": board.label(p.source), "controller": p.controller} for p in board.pending],
        "must_attack": board.must_attack,
        "players": [_seat(board, s, as_player) for s in board.seats],
    }
