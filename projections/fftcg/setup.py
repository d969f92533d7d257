"""Set-up: the card statistics, the modelled pool, the header's decks and the opening hands.

Raises :class:`~ledger.errors.UnknownCardError` (line 1, with the field) for a
serial neither the statistics, the pool nor the header defines, and
:class:`~ledger.errors.LogError` for a deck order that is not the deck list or
an unknown ruleset.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import msgspec

from ledger.errors import LogError
from ledger.messages import Reason
from ledger.fftcg import Card, Header, pool_decoder

from ..cardpool import CardPool
from ..messages import N_, note
from ..names import unknown_card
from ..decks import expand, initial_order

from .board import Board, Inst, Seat

#: The card data carried in this package (read from the files beside it: quicker than importlib.resources).
_DATA = Path(__file__).parent / "data"

HAND = 5

#: The stand-in definition of a card a paper log has not named yet (serial "").
HIDDEN = Card(serial="", name="a hidden card", type="crystal", cost=0, elements=[], modelled=False)

#: ruleset -> whether CP payment must be exact (one CP over only from a discard).
RULESETS = {"fftcg-v2": True, "fftcg-v2-loose-payment": False}


@lru_cache(maxsize=1)
def _stat_rows() -> dict[str, list]:
    """``data/stats.json``: serial -> [name, type, cost, power, elements, multi, ex burst]."""
    return msgspec.json.decode((_DATA / "stats.json").read_bytes())


def _stat_card(serial: str, row: list) -> Card:
    name, typ, cost, power, elements, multi, ex = row
    return Card(serial=serial, name=name, type=typ, cost=cost, power=power, elements=list(elements),
                many=bool(multi), ex_burst=bool(ex), modelled=False)


@lru_cache(maxsize=1)
def card_stats() -> dict[str, Card]:
    """Every real card's printed statistics (``data/stats.json``), keyed by serial, text not modelled (each
    card built when first asked for: :class:`~projections.cardpool.CardPool`)."""
    return CardPool(_stat_rows(), _stat_card)


@lru_cache(maxsize=1)
def starter_pool() -> tuple[Card, ...]:
    """The cards whose abilities matchledger models (``data/pool.json``)."""
    data = (_DATA / "pool.json").read_bytes()
    return tuple(pool_decoder.decode(data).cards)


@lru_cache(maxsize=1)
def _base_defs() -> CardPool:
    return CardPool(_stat_rows(), _stat_card, {c.serial: c for c in starter_pool()})


def _defs(header: Header) -> dict[str, Card]:
    defs = _base_defs().copy()
    defs[""] = HIDDEN
    for c in header.cards:
        defs[c.serial] = c
    return defs


def shared_setup(header: Header) -> dict[str, object]:
    """What every board of this match shares with its set-up board (``Board.SNAPSHOT_SHARED``), without
    dealing the decks: a board snapshot needs only this."""
    return {"defs": _defs(header)}


def check_list_names(header: Header, defs: dict[str, Card]) -> None:
    """Raise :class:`~ledger.errors.UnknownCardError` (line 1, the list's field) for the first serial of a deck
    list in ``header`` that is no card of the match (``defs``), with the closest serials or names."""
    for idx, p in enumerate(header.players):
        for serial in p.deck:
            if serial not in defs:
                raise unknown_card(serial, defs, N_("the card statistics, the pool nor the header's cards"),
                                   line=1, field=f"$.players[{idx}].deck",
                                   readable={k: f"{d.name} {k}" for k, d in defs.items()})


def new_board(header: Header, *, reconciled: bool = False) -> Board:
    """The board after set-up: decks in order, 5-card hands, before any mulligan.

    ``reconciled``: ``header`` came from :func:`projections.deckorder.reconcile` (its recorded orders hold its
    deck lists: not counted again).
    """
    if header.ruleset not in RULESETS:
        raise LogError(Reason(N_("ruleset {ruleset!r} is not one matchledger knows ({known})"), ruleset=header.ruleset,
                              known=", ".join(RULESETS)),
                       line=1, field="$.ruleset")
    if len(header.players) != 2:
        raise LogError(Reason(N_("the Final Fantasy TCG is played by two players [ref (1.1.)]")), line=1,
                       field="$.players")
    defs = _defs(header)
    seats: list[Seat] = []
    cards: dict[str, Inst] = {}
    check_list_names(header, defs)
    for idx, p in enumerate(header.players):
        expanded = expand(p.deck)
        known = initial_order(p.order, p.deck, header.shuffle_seed, p.id, f"$.players[{idx}].order", reconciled)
        # Without a known order (a paper table) cards are named as they are revealed.
        order = known if known is not None else [""] * len(expanded)
        seat = Seat(id=p.id, name=p.name or p.id, seat=p.seat or idx + 1, decklist=dict(p.deck))
        if p.order is None and header.shuffle_seed is None:
            seat.known_order = False
            seat.unbound = {s: n for s, n in p.deck.items() if n > 0}
        for k, serial in enumerate(order):
            iid = f"{p.id}.{k + 1}"
            cards[iid] = Inst(id=iid, owner=p.id, serial=serial, controller=p.id)
            seat.deck.append(iid)
        seat.hand, seat.deck = seat.deck[:HAND], seat.deck[HAND:]
        for iid in seat.hand:
            cards[iid].zone = "hand"
        seats.append(seat)
    if header.chosen_by and header.chosen_by not in {p.id for p in header.players}:
        raise LogError(Reason(N_("chosen_by {player!r} is not seated"), player=header.chosen_by), line=1,
                       field="$.chosen_by")
    board = Board(seats=seats, cards=cards, defs=defs, first=header.first, active=header.first,
                  format=header.format, exact_payment=RULESETS[header.ruleset])
    for seat in seats:
        if not seat.known_order:
            note(board, N_("{player}'s deck order is unknown (paper log): cards are checked against the deck list "
                           "as the log names them (serials); which card was drawn, the order after a mulligan or a "
                           "search, hidden hands and damage-zone cards never named cannot be checked"), player=seat.id)
    return board
