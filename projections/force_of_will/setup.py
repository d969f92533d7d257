"""Set-up: the card definitions (pool, statistics, header), the three decks and the opening hands.

Card definitions come from three places, the later overriding the earlier:
``data/stats.json`` (the printed statistics of 725 real cards, abilities not
modelled), ``data/pool.json`` (the starter pool: real names, abilities in the
engine's vocabulary, text in our own words) and the header's ``cards``.

Raises :class:`~ledger.errors.UnknownCardError` (line 1, with the field) for a
card none of them defines, and :class:`~ledger.errors.LogError` for a deck
order that is not the deck list.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from ledger.force_of_will import Card, Header, pool_decoder
from ledger.errors import LogError
from ledger.messages import Reason

from ..messages import N_, note
from ..names import unknown_card
from ..decks import initial_order

from .board import HAND, Board, Inst, Seat

#: The card data carried in this package (read from the files beside it: quicker than importlib.resources).
_DATA = Path(__file__).parent / "data"

#: The attribute (as costs write it) of each word a basic magic stone's name gives it.
STONE_WORDS = {"Light": "L", "Flame": "F", "Fire": "F", "Water": "Wa", "Wind": "Wi", "Darkness": "D"}
#: A basic magic stone's name: "Magic Stone of <word>" or "<word> Magic Stone", nothing more (the statistics mark
#: no card as basic: every magic stone has kind "" and no cost; a special stone has a name of its own, such as
#: Magic Stone of Moon Light or Magic Stone of Light Vapors, and produces what its text says).
_BASIC_NAME = re.compile(r"Magic Stone of (?P<of>\w+)|(?P<word>\w+) Magic Stone")


def clean_name(name: str) -> str:
    """A card name as the statistics should have written it: stray whitespace at either end dropped, runs of
    spaces inside made one (``"Magic Stone of Flame "``, CMF-102, is Magic Stone of Flame)."""
    return " ".join(name.split())


def basic_stone_will(card_type: str, name: str) -> str | None:
    """The attribute a basic magic stone produces (« Basic magic stones produce their attribute »), read from its
    name; None for any other card (a special magic stone included)."""
    if card_type != "magic-stone":
        return None
    m = _BASIC_NAME.fullmatch(clean_name(name))
    return STONE_WORDS.get(m.group("of") or m.group("word")) if m else None


@lru_cache(maxsize=1)
def starter_pool() -> tuple[Card, ...]:
    """The cards with modelled abilities shipped with matchledger (``data/pool.json``)."""
    data = (_DATA / "pool.json").read_bytes()
    return tuple(pool_decoder.decode(data).cards)


@lru_cache(maxsize=1)
def card_stats() -> dict[str, Card]:
    """Every real card of ``data/stats.json`` as an unmodelled card definition."""
    raw = json.loads((_DATA / "stats.json").read_bytes())
    out: dict[str, Card] = {}
    spelt: dict[str, str] = {}  # a name written with stray whitespace -> the name
    for name, (kind_type, kind, cost, atk, df, has_j, _where) in raw["cards"].items():
        # Names are cleaned as they are read (seven are written with a stray space: "Magic Stone of Flame ",
        # " Flamewing Wyvern"...): the card is known by its clean name; a reprint whose name is the same once
        # cleaned is the same card (the first read is kept: their statistics are the same).
        clean = clean_name(name)
        if clean != name:
            spelt[name] = clean
        if clean in out:
            continue
        will = basic_stone_will(kind_type, clean)
        out[clean] = Card(name=clean, type=kind_type, kind=kind, cost=cost, atk=atk, def_=df,
                          has_j_ruler=bool(has_j), will=[will] if will else [], modelled=False)
    # The name as the statistics spell it still finds the card (a deck list copied from them, a log written
    # before names were cleaned).
    for name, clean in spelt.items():
        out.setdefault(name, out[clean])
    return out


@lru_cache(maxsize=1)
def base_defs() -> dict[str, Card]:
    defs = dict(card_stats())
    for c in starter_pool():
        defs[c.name] = c
    return _follow_spellings(defs)


def _defs(header: Header) -> dict[str, Card]:
    defs = dict(base_defs())
    for c in header.cards:
        defs[c.name] = c
    return _follow_spellings(defs) if header.cards else defs


def _follow_spellings(defs: dict[str, Card]) -> dict[str, Card]:
    """A name as the statistics spell it (stray whitespace) is the card of its clean name, as the pool or the
    header's cards define it where they do."""
    for key, card in defs.items():
        if key != card.name and card.name in defs:
            defs[key] = defs[card.name]
    return defs


def _has_statics(card: Card) -> bool:
    return bool(card.static_effects or (card.j_ruler is not None and card.j_ruler.static_effects))


@lru_cache(maxsize=1)
def base_statics() -> frozenset[str]:
    """The names of :func:`base_defs` with a static ability on either side."""
    return frozenset(name for name, card in base_defs().items() if _has_statics(card))


def _statics(header: Header) -> set[str]:
    """``Board.statics`` of a match: :func:`base_statics` as the header's own cards redefine them."""
    statics = set(base_statics())
    for c in header.cards:
        statics.discard(c.name)
        if _has_statics(c):
            statics.add(c.name)
    return statics


def shared_setup(header: Header) -> dict[str, object]:
    """What every board of this match shares with its set-up board (``Board.SNAPSHOT_SHARED``), without
    dealing the decks: a board snapshot needs only this."""
    return {"defs": _defs(header), "statics": _statics(header)}


#: The rules a log may say it followed: the basic rules the project carries (001_2cd8f662b2b3164d.txt).
RULESETS = ("fow-basic",)


def check_list_names(header: Header, defs: dict[str, Card]) -> None:
    """Raise :class:`~ledger.errors.UnknownCardError` (line 1, the list's field) for the first name of a deck
    list or ruler in ``header`` that is no card of the match (``defs``: the statistics, pool and header's cards)."""
    for idx, p in enumerate(header.players):
        for fld, names in (("deck", list(p.deck)), ("stones", list(p.stones)), ("ruler", [p.ruler])):
            for name in names:
                if name not in defs:
                    raise unknown_card(name, defs, N_("the card statistics, the pool nor the header's cards"),
                                       line=1, field=f"$.players[{idx}].{fld}")


def new_board(header: Header, *, reconciled: bool = False) -> Board:
    """The board after set-up steps 1-4 (decks shuffled, five cards drawn); mulligans come as events.

    ``reconciled``: ``header`` came from :func:`projections.deckorder.reconcile` (its recorded orders hold its
    deck lists: not counted again).
    """
    if header.ruleset not in RULESETS:
        raise LogError(Reason(N_("ruleset {ruleset!r} is not one matchledger knows ({known})"), ruleset=header.ruleset,
                              known=", ".join(RULESETS)), line=1, field="$.ruleset")
    defs = _defs(header)
    ids = {p.id for p in header.players}
    if len(header.players) != 2:
        raise LogError(Reason(N_("a Force of Will match has exactly 2 players")), line=1, field="$.players")
    if header.first not in ids:
        raise LogError(Reason(N_("first player {player!r} is not seated"), player=header.first), line=1, field="$.first")
    if header.chooser is not None and header.chooser not in ids:
        raise LogError(Reason(N_("chooser {player!r} is not seated"), player=header.chooser), line=1,
                       field="$.chooser")

    players = sorted(enumerate(header.players), key=lambda ip: (ip[1].seat or ip[0] + 1, ip[0]))
    seats: list[Seat] = []
    cards: dict[str, Inst] = {}
    check_list_names(header, defs)
    for idx, p in players:
        seat = Seat(id=p.id, name=p.name or p.id, seat=p.seat or idx + 1,
                    decklist=dict(p.deck), stonelist=dict(p.stones))
        main = initial_order(p.order, p.deck, header.shuffle_seed, p.id, f"$.players[{idx}].order", reconciled)
        stones = initial_order(p.stone_order, p.stones, header.shuffle_seed, f"{p.id}/stones", f"$.players[{idx}].stone_order", reconciled)
        seat.known_order = main is not None and stones is not None
        for k in range(sum(max(v, 0) for v in p.deck.values())):
            iid = f"{p.id}.{k + 1}"
            cards[iid] = Inst(id=iid, owner=p.id, name=main[k] if main else None, zone="deck")
            seat.deck.append(iid)
        for k in range(sum(max(v, 0) for v in p.stones.values())):
            iid = f"{p.id}.s{k + 1}"
            cards[iid] = Inst(id=iid, owner=p.id, name=stones[k] if stones else None, zone="stones")
            seat.stones.append(iid)
        if main is None:
            seat.unbound = {k: v for k, v in p.deck.items() if v > 0}
        if stones is None:
            seat.unbound_stones = {k: v for k, v in p.stones.items() if v > 0}
        rid = f"{p.id}.r"
        cards[rid] = Inst(id=rid, owner=p.id, name=p.ruler, zone="set-aside")
        seat.ruler = rid
        seat.hand = seat.deck[:HAND]
        seat.deck = seat.deck[HAND:]
        for iid in seat.hand:
            cards[iid].zone = "hand"
        seats.append(seat)

    board = Board(seats=seats, cards=cards, defs=defs, statics=_statics(header), first=header.first,
                  active=header.first, chooser=header.chooser)
    _first_player_note(board, header)
    if not all(s.known_order for s in seats):
        note(board, N_("Some deck orders are unknown (paper log): cards are checked against the deck lists as they "
                       "are revealed; whether a drawn card or called stone was the top one cannot be checked."))
    return board


def _first_player_note(board: Board, header: Header) -> None:
    """Set-up ③ as far as a log can show it: the random draw happened at the table, only its outcome is recorded."""
    if header.chooser is None:
        note(board, N_("Set-up ③: the log does not say whom the random draw picked to choose the first player "
                       "(no chooser); {first} plays first, which cannot be checked."), first=header.first)
        return
    note(board, N_("Set-up ③: the random draw picked {chooser} to choose the first player and {chooser} chose "
                   "{first}; the draw itself happened at the table and cannot be checked from the log, only that "
                   "both players are seated."), chooser=header.chooser, first=header.first)
