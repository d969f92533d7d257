"""Set-up: the card pool, the header's decks, guardians, hands and the gauge at 0.

Raises :class:`~ledger.errors.UnknownCardError` (line 1, with the field) for a
card neither the pool nor the header defines, and :class:`~ledger.errors.LogError`
for a deck order that is not the deck list, an ability the vocabulary lacks, a
header card that redefines a pool card differently, or a match of more than four
players.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import repeat
from pathlib import Path
from typing import Any

import msgspec

from ledger.chrono_clash import Card, Header, pool_decoder
from ledger.errors import LogError
from ledger.messages import Reason

from ..messages import N_, NP_, note
from ..names import unknown_card
from ..decks import initial_order
from ..deckorder import known_top

from .board import Board, Inst, Seat
from .icons import IconError, parse_ability

#: The card data carried in this package (read from the files beside it: quicker than importlib.resources).
_DATA = Path(__file__).parent / "data"

GUARDIANS = 5
HAND = 5
MAX_PLAYERS = 4
#: The rules a log may say it followed: the manual v3.4 the project carries (in English, French and Italian).
RULESETS = ("ccs-3.4",)
#: A deck order shorter than its deck list and than the least legal deck (50 cards, an extra deck 6), every card of
#: it the list's, is the known top of the deck (docs/log-format.md, Deck order): the rest of the list is dealt as
#: hidden cards (projections.deckorder.reconcile keeps the list).
PARTIAL_ORDER = {"deck": 50, "extra_deck": 6}


@lru_cache(maxsize=1)
def starter_pool() -> tuple[Card, ...]:
    """The cards shipped with matchledger (``data/pool.json``)."""
    data = (_DATA / "pool.json").read_bytes()
    return tuple(pool_decoder.decode(data).cards)


_DEFINITIONS: dict[bytes, tuple[dict[str, Card], dict[str, list[Any]], dict[str, list[Any]], dict[str, Any]]] = {}
_KEEP = 32


def _shown(value: Any) -> str:
    """A header card's field value as the log writes it (JSON)."""
    return msgspec.json.encode(value).decode()


def _definitions(cards: list[Card]) -> tuple[dict[str, Card], dict[str, list[Any]], dict[str, list[Any]], dict[str, Any]]:
    """The card definitions, their parsed abilities and the memos of their static lines and
    printed keywords.

    Shared by every match with the same header cards (most have none): they never change
    during a match, so the pool is parsed once, not once per match.
    """
    key = msgspec.json.encode(cards) if cards else b""
    got = _DEFINITIONS.get(key)
    if got is not None:
        return got
    pool: dict[str, Card] = {c.name: c for c in starter_pool()}
    defs = dict(pool)
    for i, c in enumerate(cards):
        pooled = pool.get(c.name)
        if pooled is not None:
            # "card definitions for cards the pool lacks" (docs/log-format.md): the same definition again is
            # harmless (its `text`, the card's printed words, is no part of the definition: the pool's stands);
            # a different one would silently change a card of the pool: the first field that differs is named.
            here, there = msgspec.to_builtins(c), msgspec.to_builtins(pooled)
            differs = [f for f in Card.__struct_fields__ if f != "text" and here.get(f) != there.get(f)]
            if differs:
                f = differs[0]
                raise LogError(Reason(N_("card {name!r} is in the card pool: the header's cards may only define "
                                         "cards the pool lacks ({field}: {here} here, {pooled} in the pool)"),
                                      name=c.name, field=f, here=_shown(getattr(c, f)),
                                      pooled=_shown(getattr(pooled, f))),
                               line=1, field=f"$.cards[{i}]")
            continue
        defs[c.name] = c
    parsed: dict[str, list[Any]] = {}
    where = {c.name: i for i, c in enumerate(cards)}
    for name, card in defs.items():
        # Every ability is parsed as the engine will read it, what a Gains icon grants included (icons.py): a
        # header card the engine could not carry out is refused here, never met half-way through a match.
        for k, a in enumerate(card.abilities):
            try:
                parsed.setdefault(name, []).append(parse_ability(a))
            except IconError as exc:
                field = f"$.cards[{where[name]}].abilities[{k}]" if name in where else "$.cards"
                raise LogError(Reason(N_("card {name!r}: {error}"), name=name, error=str(exc)), line=1,
                               field=field) from None
        parsed.setdefault(name, [])
    if len(_DEFINITIONS) >= _KEEP:
        _DEFINITIONS.pop(next(iter(_DEFINITIONS)))
    got = _DEFINITIONS[key] = (defs, parsed, {}, {})
    return got


def _left(deck: dict[str, int], top: list[str | None] | None) -> dict[str, int]:
    """The cards of a deck list not in its known ``top``: those still to be named as they are revealed."""
    left = {k: v for k, v in deck.items() if v > 0}
    for name in top or ():
        if name is not None:  # (a card of the top the list does not hold is a hidden one of the list's)
            left[name] -= 1
    return {k: v for k, v in left.items() if v > 0}


@lru_cache(maxsize=64)
def _instance_ids(pid: str, infix: str, n: int) -> tuple[str, ...]:
    """The instance ids of a player's main deck (``alice.1``...) or extra deck (``alice.x1``...)."""
    return tuple(f"{pid}.{infix}{k + 1}" for k in range(n))


@lru_cache(maxsize=16)
def _dealt_zones(n: int) -> tuple[str, ...]:
    """Where the cards of a main deck of ``n`` are after set-up, in its order: guardians, hand, deck."""
    return (("guardians",) * GUARDIANS + ("hand",) * HAND + ("deck",) * n)[:n]


def shared_setup(header: Header) -> dict[str, object]:
    """What every board of this match shares with its set-up board (``Board.SNAPSHOT_SHARED``), without
    dealing the decks: a board snapshot needs only this."""
    defs, parsed, statics, readings = _definitions(header.cards)
    return {"defs": defs, "parsed": parsed, "statics": statics, "readings": readings}


def check_list_names(header: Header, defs: dict[str, Card]) -> None:
    """Raise :class:`~ledger.errors.UnknownCardError` (line 1, the list's field) for the first name of a deck
    list in ``header`` that is no card of the match (``defs``: the pool and the header's cards)."""
    for idx, p in enumerate(header.players):
        defined = defs.keys()
        if not (p.deck.keys() <= defined and p.extra_deck.keys() <= defined):
            for zone_name, lst in (("deck", p.deck), ("extra_deck", p.extra_deck)):
                for name in lst:
                    if name not in defs:
                        raise unknown_card(name, defs, N_("the card pool nor the header's cards"),
                                           line=1, field=f"$.players[{idx}].{zone_name}")


def new_board(header: Header, *, reconciled: bool = False) -> Board:
    """The board after set-up, before the first event.

    ``reconciled``: ``header`` came from :func:`projections.deckorder.reconcile` (its recorded orders hold its
    deck lists: not counted again).
    """
    if header.ruleset not in RULESETS:
        raise LogError(Reason(N_("ruleset {ruleset!r} is not one matchledger knows ({known})"), ruleset=header.ruleset,
                              known=", ".join(RULESETS)), line=1, field="$.ruleset")
    if len(header.players) > MAX_PLAYERS:
        # The manual covers two players and its Multiplayer section "3-4 players"; nothing more.
        raise LogError(Reason(N_("Chrono Clash is played by two players, or three or four (the manual's "
                                 "Multiplayer: \"When playing with 3-4 players\"); this match has {n}"),
                              n=len(header.players)), line=1, field="$.players")
    defs, parsed, statics, readings = _definitions(header.cards)

    players = sorted(enumerate(header.players), key=lambda ip: (ip[1].seat or ip[0] + 1, ip[0]))
    seats: list[Seat] = []
    cards: dict[str, Inst] = {}
    partial: list[dict[str, Any]] = []
    paper = False
    check_list_names(header, defs)
    for idx, p in players:
        pid = p.id
        # A list entry at 0 copies (a list written from a template) is no card of the deck: the deck-building rules
        # ("can't have more than 2 colors", "If you build an extra deck") read the cards the deck holds.
        seat = Seat(id=pid, name=p.name or pid, seat=p.seat or idx + 1,
                    decklist={k: v for k, v in p.deck.items() if v > 0},
                    extralist={k: v for k, v in p.extra_deck.items() if v > 0})
        top = top_extra = None
        order, extra_order = p.order, p.extra_order
        # The known top of the deck; the rest of the list is hidden (a paper deck), and so is a card of the top
        # the list does not hold (flagged by projections.deckorder.reconcile).
        if order is not None and (top := known_top(order, p.deck, PARTIAL_ORDER["deck"])) is not None:
            order = None
        if extra_order is not None and (top_extra := known_top(extra_order, p.extra_deck,
                                                                PARTIAL_ORDER["extra_deck"])) is not None:
            extra_order = None
        main = initial_order(order, p.deck, header.shuffle_seed if top is None else None, pid,
                             f"$.players[{idx}].order", reconciled)
        extra = initial_order(extra_order, p.extra_deck, header.shuffle_seed if top_extra is None else None,
                              pid + "/x", f"$.players[{idx}].extra_order", reconciled)
        seat.known_order = main is not None
        paper = paper or (main is None and top is None)  # no order at all: a paper deck (a known top is not one)
        n_main = len(main) if main is not None else sum(max(v, 0) for v in p.deck.values())
        n_extra = len(extra) if extra is not None else sum(max(v, 0) for v in p.extra_deck.values())
        if top is not None:
            main = top + [None] * (n_main - len(top))  # type: ignore[list-item]
        if top_extra is not None:
            extra = top_extra + [None] * (n_extra - len(top_extra))  # type: ignore[list-item]
        # Deal 5 guardians face down (the last dealt on top), then draw 5: the first five
        # cards of the order are the guardians, the next five the hand.
        ids = _instance_ids(pid, "", n_main)
        cards.update(zip(ids, map(Inst, ids, repeat(pid), repeat(None) if main is None else main, _dealt_zones(n_main))))
        xids = _instance_ids(pid, "x", n_extra)
        cards.update(zip(xids, map(Inst, xids, repeat(pid), repeat(None) if extra is None else extra, repeat("extra"))))
        seat.extra = list(xids)
        if main is None or top is not None:
            seat.unbound = _left(p.deck, top)
        if extra is None or top_extra is not None:
            seat.unbound_extra = _left(p.extra_deck, top_extra)
            seat.known_order = seat.known_order and top_extra is None
        for known, total, fld in ((top, n_main, "order"), (top_extra, n_extra, "extra_order")):
            if known is not None:
                partial.append(dict(player=pid, field=fld, n=len(known), total=total))
        seat.guardians = list(ids[GUARDIANS - 1::-1] if len(ids) >= GUARDIANS else ids[::-1])
        seat.hand = list(ids[GUARDIANS:GUARDIANS + HAND])
        seat.deck = list(ids[GUARDIANS + HAND:])
        seats.append(seat)

    board = Board(seats=seats, cards=cards, defs=defs, parsed=parsed, statics=statics, readings=readings,
                  by_id={s.id: s for s in reversed(seats)},
                  first=header.first, active=header.first)
    if len(seats) >= 3:
        # Who draws after whom in the first round: with no seats, the table's turn order; with seats, the order they
        # give unless the log plays the round otherwise (the seats disagreeing with play): engine._seat_from_log.
        board.seats_open = tuple(s.id for s in seats if s.id != header.first)
        board.seats_given = any(p.seat is not None for p in header.players)
    for args in partial:
        cards = NP_("{n} card", "{n} cards", args["n"])
        if args["field"] == "extra_order":
            note(board, N_("{player}'s `{field}` lists {cards} of the extra deck list's {total}, taken as the top of "
                           "the extra deck, and the rest of that list as hidden cards, named as they are revealed"),
                 player=args["player"], field=args["field"], cards=cards, total=args["total"])
        else:
            note(board, N_("{player}'s `{field}` lists {cards} of the deck list's {total}, taken as the top of the "
                           "deck, and the rest of the list as hidden cards, named as they are revealed"),
                 player=args["player"], field=args["field"], cards=cards, total=args["total"])
    if not all(s.known_order for s in seats) and paper:
        note(board, N_("Some deck orders are unknown (paper log): cards are checked against the deck list as they "
                       "are revealed; which card was drawn, and the order of decks and guardian stacks, cannot be "
                       "checked."))
    elif not all(s.known_order for s in seats):
        # Only known tops (no paper deck): said for what the log gives.
        for args in partial:
            if args["field"] == "order":
                note(board, N_("{player}'s deck order is known for its top {cards} only: the cards under them are "
                               "checked against the deck list as they are revealed; which of them was drawn, and their "
                               "order, cannot be checked."), player=args["player"],
                     cards=NP_("{n} card", "{n} cards", args["n"]))
            else:
                note(board, N_("{player}'s extra deck order is known for its top {cards} only: the cards under "
                               "them are checked against the extra deck list as they are revealed; which of them was "
                               "drawn, and their order, cannot be checked."), player=args["player"],
                     cards=NP_("{n} card", "{n} cards", args["n"]))
    return board


