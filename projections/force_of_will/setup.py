"""Set-up: the card definitions (pool, statistics, header), the three decks and the opening hands.

Card definitions come from three places: ``data/stats.json`` (the printed
statistics of 725 real cards, abilities not modelled), ``data/pool.json`` (the
starter pool: real names, abilities in the engine's vocabulary, text in our own
words; it overrides the statistics) and the header's ``cards`` (cards neither
has, or what the statistics lack added to one of theirs).

Every name a card is known by is a key of the definitions, all leading to the
card: its name, the name as the statistics spell it (stray whitespace), the
other names the pool gives it (``also``: the seed's French names) and their
decomposed Unicode form (NFD, as macOS writes accents). A card's own name is
``defs[any_of_them].name``; set-up writes the deck lists with it.

Raises :class:`~ledger.errors.UnknownCardError` (line 1, with the field) for a
card none of them defines, and :class:`~ledger.errors.LogError` for a deck
order that is not the deck list, or a header card that changes a card of the
pool or what the statistics print.
"""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Any

import msgspec

from ledger.force_of_will import Card, CardPool, Header
from ledger.errors import LogError
from ledger.messages import Reason

from ..messages import N_, NP_, note
from ..names import unknown_card
from ..decks import initial_order
from ..deckorder import known_top

from .board import HAND, Board, Inst, Seat, name_as_known

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


def card_key(name: str) -> str:
    """A name as set-up compares it: Unicode composed (NFC: ``é`` one character, where macOS may write ``e`` and a
    combining accent) and cleaned (:func:`clean_name`); another name of a pool card (its ``also``: Flammedémon) is
    the card's own name (Demonflame), so a deck list and an order may each name it either way."""
    key = clean_name(unicodedata.normalize("NFC", name))
    return other_names().get(key, key)


@lru_cache(maxsize=1)
def _pool_file() -> tuple[tuple[Card, ...], dict[str, str]]:
    """``data/pool.json``: its cards, and the other names it gives them (a card's ``also``, other name -> name)."""
    raw = json.loads((_DATA / "pool.json").read_bytes())
    also = {other: c["name"] for c in raw["cards"] for other in c.pop("also", ())}
    return tuple(msgspec.convert(raw, CardPool).cards), also


def starter_pool() -> tuple[Card, ...]:
    """The cards with modelled abilities shipped with matchledger (``data/pool.json``)."""
    return _pool_file()[0]


def other_names() -> dict[str, str]:
    """The other names of pool cards (``also`` in ``data/pool.json``: the French names the seed's example uses,
    Flammedémon for Demonflame...), each with the card's name."""
    return _pool_file()[1]


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
    for other, name in other_names().items():
        defs[other] = defs[name]
    return _decomposed(_follow_spellings(defs))


def _decomposed(defs: dict[str, Card]) -> dict[str, Card]:
    """Each name with an accent also in its decomposed form (NFD), leading to the same card: a name as a log
    written on macOS spells it is found as it is read, with no normalising event by event."""
    for key in [k for k in defs if not k.isascii()]:
        defs.setdefault(unicodedata.normalize("NFD", key), defs[key])
    return defs


def lookup(defs: dict[str, Card], name: str) -> Card | None:
    """The card ``name`` names: as written, else composed and cleaned (:func:`card_key`); None if none."""
    card = defs.get(name)
    return card if card is not None else defs.get(card_key(name))


def lookup_read(defs: dict[str, Card], name: str) -> Card | None:
    """:func:`lookup`, and else a header list's name in another letter case (or with spaces around it) that is exactly
    one card's name that way (board.name_as_known), as an event's name is read: that card (noted: _case_reads)."""
    card = lookup(defs, name)
    if card is not None or not isinstance(name, str):
        return card
    known = name_as_known(defs, card_key(name))
    return None if known is None else defs.get(known)


@lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    """:func:`card_key`, with a name in another letter case that is exactly one known card's name that way read as that
    card's (the engine's ``card_key`` for projections.deckorder.reconcile: a whole ``order`` with a case slip holds
    the same cards as its list)."""
    key = card_key(name)
    base = base_defs()
    if key in base:
        return key
    known = name_as_known(base, key)
    return key if known is None else getattr(base[known], "name", known)


#: What the statistics print of a card (fields of :class:`Card`): a header card that states it otherwise is noted.
PRINTED = ("type", "kind", "cost", "atk", "def_", "will", "has_j_ruler")


def _defs(header: Header) -> dict[str, Card]:
    if not header.cards:
        return dict(base_defs())
    base = base_defs()
    pool = {c.name for c in starter_pool()}
    defs = dict(base)
    for i, c in enumerate(header.cards):
        known = lookup(base, c.name)
        if known is None:
            card = msgspec.structs.replace(c, name=card_key(c.name)) if card_key(c.name) != c.name else c
        elif known.name in pool:
            _same_as_pool(c, known, i)
            card = known
        else:
            card = _with_statistics(c, known)
        defs[card.name] = card
        defs[c.name] = card
    return _decomposed(_follow_spellings(defs))


def _json_field(fld: str) -> str:
    """A :class:`Card` field as a log writes it (``def_`` is ``def``)."""
    return "def" if fld == "def_" else fld


def _shown(value: Any) -> str:
    return msgspec.json.encode(value).decode()


def _same_as_pool(c: Card, pooled: Card, i: int) -> None:
    """Refuse a header card that defines a card of the pool otherwise than the pool does (its name as written
    and its text, in other words, aside): « a card of the pool defined differently is refused, the same
    definition again is accepted » (docs/log-format.md)."""
    for fld in Card.__struct_fields__:
        if fld in ("name", "text") or getattr(c, fld) == getattr(pooled, fld):
            continue
        raise LogError(Reason(N_("the header's card {name!r} is a card of the pool, defined differently ({field}: "
                                 "{given} here, {printed} in the pool): the header's cards may only define cards "
                                 "the pool lacks, or one of its cards as the pool does"),
                              name=c.name, field=_json_field(fld), given=_shown(getattr(c, fld)),
                              printed=_shown(getattr(pooled, fld))),
                       line=1, field=f"$.cards[{i}].{_json_field(fld)}")


def _printed(c: Card, printed: Card) -> Any:
    """``(field, the header's value, the statistics' value, given)`` of each fact the statistics print
    (:data:`PRINTED`): ``given`` when the header card states it (a fact it leaves out has its default)."""
    left_out = Card(name=c.name, type=c.type)
    for fld in PRINTED:
        value, was = getattr(c, fld), getattr(printed, fld)
        if fld == "has_j_ruler":
            value = value or c.j_ruler is not None  # a J-ruler side given says the ruler has one
        yield fld, value, was, fld == "type" or value != getattr(left_out, fld)


def _with_statistics(c: Card, printed: Card) -> Card:
    """A header card for a card of the statistics: it adds what they lack (abilities, text, a J-ruler side, a
    special stone's will); what they print it may leave out (theirs is used) or state: the header's is then
    used, even against them (a log is judged by the cards it says were played; set-up notes the difference,
    :func:`_overridden`)."""
    facts = {fld: value if given else was for fld, value, was, given in _printed(c, printed)}
    return msgspec.structs.replace(c, name=printed.name, **facts)


def _overridden(header: Header) -> list[tuple[str, str, str, str]]:
    """``(name, field, the header's value, the statistics' value)`` of each printed fact a header card states
    otherwise than the statistics print it (a special stone's will, which they lack, is no difference)."""
    base, pool = base_defs(), {c.name for c in starter_pool()}
    out = []
    for c in header.cards:
        known = lookup(base, c.name)
        if known is None or known.name in pool:
            continue
        for fld, value, was, given in _printed(c, known):
            if given and value != was and not (fld == "will" and not was):
                out.append((c.name, _json_field(fld), _shown(value), _shown(was)))
    return out


def _follow_spellings(defs: dict[str, Card]) -> dict[str, Card]:
    """A name as the statistics spell it (stray whitespace), or another name of a card, is the card of its own
    name, as the pool or the header's cards define it where they do."""
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


def _statics(header: Header, defs: dict[str, Card]) -> set[str]:
    """``Board.statics`` of a match: :func:`base_statics` as the header's own cards (``defs``, from
    :func:`_defs`) redefine them."""
    statics = set(base_statics())
    for c in header.cards:
        card = defs[c.name]
        statics.discard(card.name)
        if _has_statics(card):
            statics.add(card.name)
    return statics


def shared_setup(header: Header) -> dict[str, object]:
    """What every board of this match shares with its set-up board (``Board.SNAPSHOT_SHARED``), without
    dealing the decks: a board snapshot needs only this."""
    defs = _defs(header)
    return {"defs": defs, "statics": _statics(header, defs)}


#: The rules a log may say it followed: the basic rules the project carries (001_2cd8f662b2b3164d.txt).
RULESETS = ("fow-basic",)

def _half_list(deck: dict[str, int]) -> int:
    """The length from which a recorded order of ``deck`` is no known top: more than half its list (an order
    missing a card or a few of its list is the order that lay on the table, judged as a whole:
    ``fow.log.deck-order``)."""
    return sum(v for v in deck.values() if isinstance(v, int) and v > 0) // 2 + 1


#: A recorded ``order`` or ``stone_order`` of at most half its deck list is the known top of that deck (the cards
#: the author saw), the rest of the list hidden cards named as they are revealed (projections.deckorder.reconcile,
#: as Chrono Clash reads a short one). The basic rules give no deck size (view.check_decks): the bound is read off
#: the list itself.
PARTIAL_ORDER = {"deck": _half_list, "stones": _half_list}


def _top(defs: dict[str, Card], order: list[str] | None, deck: dict[str, int], list_field: str
         ) -> list[str | None] | None:
    """``order`` read as the known top of the deck (:data:`PARTIAL_ORDER`), by the cards' own names; None when it is
    no known top (no order, or one as long as the list or longer: judged as a whole order)."""
    if order is None:
        return None
    own = _own_names(defs, deck)
    return known_top([_own_name(defs, n) for n in order], own, PARTIAL_ORDER[list_field](own))


def _name_read(defs: dict[str, Card], name: str) -> str | None:
    """The card name ``name`` is read as when it is not written as printed: spaces around it or another
    composition (:func:`lookup`'s cleaned key), or another letter case (board.name_as_known); None when it is
    written as printed or names no card."""
    card = lookup(defs, name)
    if card is not None:
        return card.name if card.name != name else None
    return name_as_known(defs, name)


def read_order(header: Header, order: list[str]) -> list[str]:
    """A short ``order``'s names read as events' are (board.name_as_known), for projections.deckorder.reconcile:
    another letter case or spaces around a name, the one card of that name; any other name as written."""
    defs = _defs(header)
    out = []
    for name in order:
        known = _name_read(defs, name) if isinstance(name, str) else None
        out.append(known if known is not None else name)
    return out


def _short_names(defs: dict[str, Card], order: list[str] | None, deck: dict[str, int], list_field: str, idx: int,
                 fld: str, pid: str, read: list[tuple[str, str, str, str]]) -> list[str] | None:
    """A short ``order`` (the known top: :func:`_top`) with its names read as events' are (board.name_as_known): a
    name in another letter case or with spaces around it is the one card of that name (``read`` gets it, for a
    note); a name that is no card at all is the log's unusable input, as an unknown name elsewhere (refused with its
    "did you mean"). Any other order is returned as written (judged as a whole order)."""
    if order is None:
        return None
    out, got = [], []
    for name in order:
        known = _name_read(defs, name)
        out.append(known if known is not None else name)
        if known is not None:
            got.append((known, name))
    if _top(defs, out, deck, list_field) is None:
        return order
    for k, name in enumerate(out):
        if lookup(defs, name) is None:
            composed = {key: v for key, v in defs.items() if unicodedata.is_normalized("NFC", key)}
            raise unknown_card(name, _near(name, composed), N_("the card statistics, the pool nor the header's cards"),
                               line=1, field=f"$.players[{idx}].{fld}[{k}]")
    read.extend((pid, fld, written, known) for known, written in got)
    return out


def _left(deck: dict[str, int], top: list[str | None] | None) -> dict[str, int]:
    """The cards of a deck list (own names) not in its known ``top``: those still to be named as they are
    revealed."""
    left = {k: v for k, v in deck.items() if v > 0}
    for name in top or ():
        if name is not None:  # (a card of the top the list does not hold is a hidden one of the list's)
            left[name] -= 1
    return {k: v for k, v in left.items() if v > 0}


def _near(name: str, defs: dict[str, Card]) -> dict[str, Card]:
    """Of ``defs``, the names close to ``name`` (letter case not counted, difflib ratio 0.8 or more), for the "did you
    mean" of a header name that is no card: the right card, not two unrelated ones after it that share a few words
    ("Leviathan, the First of the Sea"). All of ``defs`` when none is that close (the closest still said)."""
    folded: dict[str, list[str]] = {}
    for k in defs:
        folded.setdefault(k.strip().casefold(), []).append(k)
    near = difflib.get_close_matches(name.strip().casefold(), list(folded), n=3, cutoff=0.8)
    return {k: defs[k] for f in near for k in folded[f]} or defs


def check_list_names(header: Header, defs: dict[str, Card]) -> None:
    """Raise :class:`~ledger.errors.UnknownCardError` (line 1, the list's field) for the first name of a deck
    list or ruler in ``header`` that is no card of the match (``defs``: the statistics, pool and header's cards)."""
    for idx, p in enumerate(header.players):
        for fld, names in (("deck", list(p.deck)), ("stones", list(p.stones)), ("ruler", [p.ruler])):
            for name in names:
                if fld == "ruler" and not (name or "").strip():
                    continue  # (a ruler left empty: fow.setup.ruler, judged with the header: view.header_violations)
                if lookup_read(defs, name) is None:
                    # The names suggested are written composed: a decomposed twin (_decomposed) would look the same.
                    composed = {k: v for k, v in defs.items() if unicodedata.is_normalized("NFC", k)}
                    raise unknown_card(name, _near(name, composed), N_("the card statistics, the pool nor the header's cards"),
                                       line=1, field=f"$.players[{idx}].{fld}")


def _own_name(defs: dict[str, Card], name: str) -> str:
    """The card's own name for ``name`` (a header list's, known: :func:`check_list_names`)."""
    card = lookup_read(defs, name)
    return card.name if card is not None else name


def _case_reads(defs: dict[str, Card], p: Any) -> list[tuple[str, str, str, str]]:
    """The names of player ``p``'s deck list, magic stone deck list, ruler and whole orders written in another letter
    case (or with spaces around them) read as the one card of that name (:func:`lookup_read`): (player, field,
    written, read) each once, for a note. A short order's are its own (:func:`_short_names`)."""
    out: list[tuple[str, str, str, str]] = []
    fields = [("deck", list(p.deck)), ("stones", list(p.stones)), ("ruler", [p.ruler])]
    for fld, order, deck, list_field in (("order", p.order, p.deck, "deck"),
                                         ("stone_order", p.stone_order, p.stones, "stones")):
        if order is not None and _top(defs, [_own_name(defs, n) if isinstance(n, str) else n for n in order], deck,
                                      list_field) is None:
            fields.append((fld, list(order)))
    for fld, names in fields:
        for name in dict.fromkeys(n for n in names if isinstance(n, str)):
            if lookup(defs, name) is None:
                card = lookup_read(defs, name)
                if card is not None:
                    out.append((p.id, fld, name, card.name))
    return out


def _own_names(defs: dict[str, Card], deck: dict[str, int]) -> dict[str, int]:
    """A deck list by the cards' own names: two spellings of one card are one entry (copies added up). An entry at
    0 copies (a list written from a template) is no card of the deck, and is left out: the set-up checks read the
    cards the deck holds."""
    out: dict[str, int] = {}
    for name, n in deck.items():
        own = _own_name(defs, name)
        out[own] = out.get(own, 0) + max(n, 0)
    return {k: v for k, v in out.items() if v > 0}


def _order(defs: dict[str, Card], order: list[str] | None, deck: dict[str, int], seed: int | None, key: str,
           fld: str, reconciled: bool) -> list[str] | None:
    """:func:`~projections.decks.initial_order` by the cards' own names: a recorded order is compared with the
    list as such; the documented shuffle expands the list as the header writes it."""
    if order is not None:
        return initial_order([_own_name(defs, n) for n in order], _own_names(defs, deck), seed, key, fld, reconciled)
    got = initial_order(None, deck, seed, key, fld, reconciled)
    return None if got is None else [_own_name(defs, n) for n in got]


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
    partial: list[dict[str, Any]] = []
    read: list[tuple[str, str, str, str]] = []
    check_list_names(header, defs)
    for idx, p in players:
        read.extend(_case_reads(defs, p))
        deck, stonelist = _own_names(defs, p.deck), _own_names(defs, p.stones)
        seat = Seat(id=p.id, name=p.name or p.id, seat=p.seat or idx + 1, decklist=deck, stonelist=stonelist)
        # A recorded order shorter than its list: the known top of that deck, the rest hidden (PARTIAL_ORDER).
        order, stone_order = (_short_names(defs, p.order, p.deck, "deck", idx, "order", p.id, read),
                              _short_names(defs, p.stone_order, p.stones, "stones", idx, "stone_order", p.id,
                                           read))
        top, stone_top = _top(defs, order, p.deck, "deck"), _top(defs, stone_order, p.stones, "stones")
        main = None if top is not None else _order(defs, p.order, p.deck, header.shuffle_seed, p.id,
                                                   f"$.players[{idx}].order", reconciled)
        stones = None if stone_top is not None else _order(defs, p.stone_order, p.stones, header.shuffle_seed,
                                                           f"{p.id}/stones", f"$.players[{idx}].stone_order",
                                                           reconciled)
        # (An empty list has no order to know: a magic stone deck left empty is flagged as such, view.check_decks.)
        seat.known_order = (main is not None or not deck) and (stones is not None or not stonelist)
        if top is not None:
            main = top + [None] * (sum(deck.values()) - len(top))  # type: ignore[list-item]
            partial.append(dict(player=p.id, field="order", n=len(top), total=sum(deck.values())))
            seat.order_top = tuple(f"{p.id}.{k + 1}" for k in range(len(top)))
        if stone_top is not None:
            stones = stone_top + [None] * (sum(stonelist.values()) - len(stone_top))  # type: ignore[list-item]
            partial.append(dict(player=p.id, field="stone_order", n=len(stone_top), total=sum(stonelist.values())))
        for k in range(sum(deck.values())):
            iid = f"{p.id}.{k + 1}"
            cards[iid] = Inst(id=iid, owner=p.id, name=main[k] if main else None, zone="deck")
            seat.deck.append(iid)
        for k in range(sum(stonelist.values())):
            iid = f"{p.id}.s{k + 1}"
            cards[iid] = Inst(id=iid, owner=p.id, name=stones[k] if stones else None, zone="stones")
            seat.stones.append(iid)
        if main is None or top is not None:
            seat.unbound = _left(deck, top)
        if stones is None or stone_top is not None:
            seat.unbound_stones = _left(stonelist, stone_top)
        rid = f"{p.id}.r"
        cards[rid] = Inst(id=rid, owner=p.id, name=_own_name(defs, p.ruler), zone="set-aside")
        seat.ruler = rid
        seat.hand = seat.deck[:HAND]
        seat.deck = seat.deck[HAND:]
        for iid in seat.hand:
            cards[iid].zone = "hand"
        seats.append(seat)

    board = Board(seats=seats, cards=cards, defs=defs, statics=_statics(header, defs), first=header.first,
                  active=header.first, chooser=header.chooser)
    board.past_end = tuple(f"{s.id}.{len(s.hand) + len(s.deck) + 1}" for s in seats)
    _first_player_note(board, header)
    for name, fld, given, was in _overridden(header) if header.cards else ():
        note(board, N_("the header's card {name!r} gives {field} {given} where the card statistics print {printed}: "
                       "the match is judged with the header's definition"), name=name, field=fld, given=given,
             printed=was)
    for pid, fld, written, known in read:
        note(board, N_("{player}'s `{field}`: the card name {written!r} is read as {name!r}, the one card of that name "
                       "(names are written as printed)"), player=pid, field=fld, written=written, name=known)
    for args in partial:
        cards_n = NP_("{n} card", "{n} cards", args["n"])
        if not args["n"]:
            note(board, N_("{player}'s `{field}` is empty: that deck's order is taken as unknown (a paper deck), its "
                           "cards named as they are revealed"), player=args["player"], field=args["field"])
        elif args["field"] == "stone_order":
            note(board, N_("{player}'s `{field}` lists {cards} of the magic stone deck list's {total}, taken as the top "
                           "of the magic stone deck, and the rest of that list as hidden cards, named as they are "
                           "revealed"), player=args["player"], field=args["field"], cards=cards_n, total=args["total"])
        else:
            note(board, N_("{player}'s `{field}` lists {cards} of the deck list's {total}, taken as the top of the "
                           "deck, and the rest of the list as hidden cards, named as they are revealed"),
                 player=args["player"], field=args["field"], cards=cards_n, total=args["total"])
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
