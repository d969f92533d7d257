"""Set-up: the card statistics, the modelled pool, the header's decks and the opening hands.

Raises :class:`~ledger.errors.UnknownCardError` (line 1, with the field) for a
serial neither the statistics, the pool nor the header defines, and
:class:`~ledger.errors.LogError` for a deck order that is not the deck list, an
unknown ruleset or a header card with a word outside the card vocabulary.
"""

from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

import msgspec

from ledger.errors import LogError
from ledger.messages import Reason, did_you_mean
from ledger.fftcg import ELEMENTS, Card, Effect, Header, pool_decoder

from ..cardpool import CardPool
from ..messages import N_, NP_, note
from ..deckorder import known_top
from ..names import closest, unknown_card
from ..decks import expand, initial_order

from .board import Board, Inst, Seat

#: The card data carried in this package (read from the files beside it: quicker than importlib.resources).
_DATA = Path(__file__).parent / "data"

HAND = 5

#: A deck order shorter than its deck list and than the least legal deck (40 cards, limited), is the known top of
#: the deck, as in Chrono Clash (docs/log-format.md, Deck order): the rest of the list is dealt as hidden cards, named
#: as they are revealed (projections.deckorder.reconcile keeps the list). ``"order": []`` is a paper deck.
PARTIAL_ORDER = {"deck": 40}

#: The stand-in definition of a card a paper log has not named yet (serial "").
HIDDEN = Card(serial="", name="a hidden card", type="crystal", cost=0, elements=[], modelled=False)

#: A serial in its printed form: the number and the rarity letter (``1-016R``, as the seed writes « [1-001H] Auron »).
_RARITY = re.compile(r"^(?P<serial>\d+-\d+)[CRHLSP]$")


#: A card as the seed prints it in a list, « [1-001H] Auron »: the serial in brackets (its rarity letter may be left
#: out), the card's name after it (the brackets may be left out when the name follows: ``1-009 Cloud``).
_PRINTED = re.compile(r"^\s*(?:\[\s*(?P<b>\d+-\d+)[CRHLSPcrhlsp]?\s*\]\s*(?P<bname>.*?)|(?P<s>\d+-\d+)[CRHLSPcrhlsp]?\s+"
                      r"(?P<sname>\S.*?))\s*$")

#: apostrophes a list may write for the card data's typographic one
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})


def _name_folded(text: str) -> str:
    """A card name as a list entry's is compared with the card data's: the data's HTML escapes read (``&amp;``),
    apostrophes alike, letter case, accents and spaces not counted."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", html.unescape(text).translate(_APOSTROPHES))
                    if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


def another_card(said: str, serial: str, defs: dict[str, Card]) -> str | None:
    """The name of another card that ``said``, a list entry's name for card ``serial``, clearly is, else None: the
    serial decides which card an entry is, so its card's own name written another way (case, accents, a straight
    apostrophe, ``&`` for the data's ``&amp;``), the name the seed prints for it in French (« [3-146H] Minerve »,
    Minerva; « [2-007L] Xande, premier empereur », Emperor Xande) or any name close to it is that card; only a name
    that is another card's and not close to this one's (``[1-009C] Tifa``) is refused."""
    own = _name_folded(defs[serial].name)
    want = _name_folded(said)
    if want == own:
        return None
    others = {_name_folded(d.name): d.name for k, d in defs.items() if k != serial and isinstance(d.name, str)}
    others.pop(own, None)  # (another serial of the same card name: the same name)
    if want in others:
        return others[want]
    near = closest(want, list(others) + [own], n=1)
    hit = others.get(near[0]) if near and near[0] != own else None
    if hit is None or set(re.findall(r"\w{4,}", want)) & set(re.findall(r"\w{4,}", own)):
        return None  # (close to no other card's name, or a word of its own name in it: its name in other words)
    return hit


def printed(entry: str) -> tuple[str, str] | None:
    """``(serial, name)`` for a list entry written as the seed prints a card (``[1-009C] Cloud``: ``("1-009",
    "Cloud")``; ``[1-009C]``: ``("1-009", "")``), else None."""
    m = _PRINTED.match(entry)
    if m is None:
        return None
    return (m.group("b"), m.group("bname")) if m.group("b") else (m.group("s"), m.group("sname"))


def card_key(serial: str) -> str:
    """A serial as the engine reads it: the printed form's rarity letter left out (``1-016R`` is card ``1-016``),
    as deck lists read it (:func:`projections.decklist.resolve`); a list entry as the seed prints the card, the
    serial in brackets and its name (``[1-009C] Cloud``), is that serial's card (the name checked against it:
    :func:`check_list_names`). No serial of the statistics ends so (a reprint's ``6-043C/1-068`` is read as
    written). Header deck lists, orders and cards, and events' ``serials``, are read through it; a header's deck
    list and order may so name a card either way."""
    m = _RARITY.match(serial)
    if m:
        return m.group("serial")
    seen = printed(serial) if "[" in serial or " " in serial else None
    return seen[0] if seen else serial


#: A serial :func:`card_key` may read otherwise than as written ends a line (one serial a line) with a rarity letter
#: (:data:`_RARITY`, whose ``$`` also matches before a serial's own trailing newline) or holds a bracket or a space
#: (the seed's printed list entry). A false alarm (``V-001C``, a serial holding a newline) only takes the slow path.
_RARITY_END = re.compile(r"[CRHLSP]$", re.M)


def _all_as_written(header: Header) -> bool:
    """Whether :func:`card_key` reads every serial of ``header``'s deck lists, orders and cards as written: one
    look at them joined, not a call a serial (a 100,000-event match's header names 3,822 of them)."""
    serials = [c.serial for c in header.cards]
    for p in header.players:
        serials += p.deck
        serials += p.order or ()
    joined = "\n".join(serials)
    return "[" not in joined and " " not in joined and _RARITY_END.search(joined) is None


def canonical(header: Header) -> Header:
    """``header`` with every serial of its deck lists, orders and cards read by :func:`card_key` (copies of one
    card named both ways add up); ``header`` itself when none has a rarity letter (almost every header)."""
    if _all_as_written(header):
        return header
    players = []
    changed = False
    for p in header.players:
        deck: dict[str, int] = {}
        for serial, n in p.deck.items():
            deck[card_key(serial)] = deck.get(card_key(serial), 0) + n
        order = None if p.order is None else [card_key(s) for s in p.order]
        if list(deck) != list(p.deck) or order != p.order:
            p = msgspec.structs.replace(p, deck=deck, order=order)
            changed = True
        players.append(p)
    cards = [c if card_key(c.serial) == c.serial else msgspec.structs.replace(c, serial=card_key(c.serial))
             for c in header.cards]
    if any(a is not b for a, b in zip(cards, header.cards)):
        changed = True
    return msgspec.structs.replace(header, players=players, cards=cards) if changed else header


#: ruleset -> whether CP payment must be exact (one CP over only from a discard).
RULESETS = {"fftcg-v2": True, "fftcg-v2-loose-payment": False}


@lru_cache(maxsize=1)
def _stat_rows() -> dict[str, msgspec.Raw]:
    """``data/stats.json``: serial -> [name, type, cost, power, elements, multi, ex burst], each row left as its
    JSON text (decoded by :func:`_stat_card` when its card is built: a match uses a few dozen of 3,853 rows, and
    decoding them all cost every FFTCG start-up about 2 ms)."""
    return msgspec.json.decode((_DATA / "stats.json").read_bytes(), type=dict[str, msgspec.Raw])


def _stat_card(serial: str, row: list | msgspec.Raw) -> Card:
    if isinstance(row, msgspec.Raw):
        row = msgspec.json.decode(row)
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
    for i, c in enumerate(header.cards):
        if not _card_words_known(c):
            check_card_words(c, f"$.cards[{i}]")
        defs[c.serial] = c
    return defs


#: The words of the card vocabulary the engine reads (ledger.fftcg's Card, Ability and Effect; docs/fftcg.md).
TRAITS = ("haste", "brave", "first-strike", "back-attack", "must-attack", "must-block", "cannot-block", "cannot-attack")
DOES = ("damage", "power", "break", "dull", "freeze", "activate", "return", "remove", "draw", "search", "control", "cost")
TARGETS = ("forward", "own-forward", "opp-forward", "character", "opp-character", "self", "same", "none",
           "own-forwards", "other-own-forwards", "opponent")
WHENS = ("enters", "attacks", "blocks", "damaged", "player-damaged", "main1", "breaks", "attack-phase", "end-of-turn")
FILTERS = ("type", "element", "name", "max_cost")
CARD_TYPES = ("forward", "backup", "summon", "monster", "crystal")
#: Card-text words that are another word of the vocabulary (the seed « détruisez » an Avant it breaks).
_SYNONYMS = {"destroy": "break"}


_COST_WORDS = (*ELEMENTS, "any")


def _effects_known(effs: list[Effect]) -> bool:
    for e in effs:
        if e.do not in DOES or e.target not in TARGETS:
            return False
        for key, value in e.filter.items():
            if key not in FILTERS or (key == "type" and value not in CARD_TYPES) or \
                    (key == "element" and value not in ELEMENTS):
                return False
    return True


def _card_words_known(card: Card) -> bool:
    """Whether :func:`check_card_words` finds every word of ``card`` in the vocabulary: the same tests, without the
    field paths it builds to name a slip (only a card this says no to goes to it). A header's cards are checked
    at every start-up: 1,274 of them in the 100,000-event bench match."""
    if not all(t in TRAITS for t in card.traits) or not all(el in ELEMENTS for el in card.elements):
        return False
    if not _effects_known(card.summon) or not _effects_known(card.burst):
        return False
    for ab in card.abilities:
        if (ab.kind == "auto" or ab.when) and ab.when not in WHENS:
            return False
        if not all(el in _COST_WORDS for el in ab.cost) or not _effects_known(ab.effects):
            return False
    return True


def check_card_words(card: Card, where: str) -> None:
    """Raise :class:`~ledger.errors.LogError` (line 1, the field) for a word of a header card that is not in
    the vocabulary the engine reads (a trait, an element, an effect's ``do`` or ``target``, an auto ability's
    ``when``, a cost's element, a filter), naming the closest word: a slip the engine would otherwise read
    as nothing (a ``frist-strike`` forward has no First Strike)."""
    def word(value: object, known: tuple[str, ...], field: str) -> None:
        if value in known:
            return
        near = closest(str(value), [*known, *(k for k in _SYNONYMS if _SYNONYMS[k] in known)], n=1)
        hint = did_you_mean([repr(_SYNONYMS.get(near[0], near[0]))]) if near else \
            Reason(N_("; the words are {words}"), words=", ".join(known))
        raise LogError(Reason(N_("card {serial!r}: {word!r} is not a word of the card vocabulary{hint}"),
                              serial=card.serial, word=value, hint=hint), line=1, field=f"{where}.{field}")

    def effects(effs: list[Effect], field: str) -> None:
        for k, e in enumerate(effs):
            word(e.do, DOES, f"{field}[{k}].do")
            word(e.target, TARGETS, f"{field}[{k}].target")
            for key, value in e.filter.items():
                word(key, FILTERS, f"{field}[{k}].filter")
                if key == "type":
                    word(value, CARD_TYPES, f"{field}[{k}].filter.type")
                elif key == "element":
                    word(value, ELEMENTS, f"{field}[{k}].filter.element")

    for k, t in enumerate(card.traits):
        word(t, TRAITS, f"traits[{k}]")
    for k, el in enumerate(card.elements):
        word(el, ELEMENTS, f"elements[{k}]")
    effects(card.summon, "summon")
    effects(card.burst, "burst")
    for k, ab in enumerate(card.abilities):
        if ab.kind == "auto" or ab.when:
            word(ab.when, WHENS, f"abilities[{k}].when")
        for el in ab.cost:
            word(el, (*ELEMENTS, "any"), f"abilities[{k}].cost")
        effects(ab.effects, f"abilities[{k}].effects")


def shared_setup(header: Header) -> dict[str, object]:
    """What every board of this match shares with its set-up board (``Board.SNAPSHOT_SHARED``), without
    dealing the decks: a board snapshot needs only this."""
    return {"defs": _defs(canonical(header))}


def check_list_names(header: Header, defs: dict[str, Card]) -> None:
    """Raise :class:`~ledger.errors.UnknownCardError` (line 1, the list's field) for the first serial of a deck
    list in ``header`` that is no card of the match (``defs``), with the closest serials or names. A serial with
    its rarity letter is the card without it (:func:`card_key`)."""
    for idx, p in enumerate(header.players):
        for serial in p.deck:
            if card_key(serial) not in defs:
                raise unknown_card(serial, defs, N_("the card statistics, the pool nor the header's cards"),
                                   line=1, field=f"$.players[{idx}].deck",
                                   readable={k: f"{d.name} {k}" for k, d in defs.items()})
        for fld, entries in ((f"$.players[{idx}].deck", list(p.deck)), (f"$.players[{idx}].order", p.order or [])):
            for entry in entries:
                seen = printed(entry) if isinstance(entry, str) and card_key(entry) != entry else None
                if seen and seen[1] and seen[0] in defs and another_card(seen[1], seen[0], defs) is not None:
                    # The serial decides which card it is; a name that is another card's is a slip of the list's,
                    # which card was meant unknown: refused, naming the entry.
                    raise LogError(Reason(N_("the entry {entry!r}: {serial} is {name!r}, not {said!r}"), entry=entry,
                                          serial=seen[0], name=defs[seen[0]].name, said=seen[1]),
                                   line=1, field=fld)


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
    raw, header = header, canonical(header)
    defs = _defs(header)
    seats: list[Seat] = []
    cards: dict[str, Inst] = {}
    partial: list[tuple[str, int]] = []
    check_list_names(raw, defs)  # an unknown serial is named as the header writes it
    for idx, p in enumerate(header.players):
        expanded = expand(p.deck)
        # A short order (``[]`` too) is the known top of the deck; a card of it the list does not hold is a hidden
        # card at its place (flagged by projections.deckorder.reconcile).
        top = None if p.order is None else known_top(p.order, p.deck, PARTIAL_ORDER["deck"])
        known = None if top is not None else initial_order(p.order, p.deck, header.shuffle_seed, p.id,
                                                            f"$.players[{idx}].order", reconciled)
        # Without a known order (a paper table) cards are named as they are revealed.
        order = known if known is not None else [""] * len(expanded)
        if top is not None:
            order = [s or "" for s in top] + [""] * (len(expanded) - len(top))
        # A list entry at 0 copies (a list written from a template) is no card of the deck [ref (8.1.1.)].
        seat = Seat(id=p.id, name=p.name or p.id, seat=p.seat or idx + 1,
                    decklist={k: n for k, n in p.deck.items() if n > 0})
        if top is not None or (p.order is None and header.shuffle_seed is None):
            seat.known_order = False
            seat.unbound = {s: n for s, n in p.deck.items() if n > 0}
            for s in top or ():
                if s:
                    seat.unbound[s] -= 1
            if top:
                partial.append((p.id, len(top)))
        for k, serial in enumerate(order):
            iid = f"{p.id}.{k + 1}"
            cards[iid] = Inst(id=iid, owner=p.id, serial=serial, controller=p.id)
            seat.deck.append(iid)
        seat.hand, seat.deck = seat.deck[:HAND], seat.deck[HAND:]
        if top:
            seat.top_known = [c for c in seat.deck[:max(0, len(top) - HAND)]]
        for iid in seat.hand:
            cards[iid].zone = "hand"
        seats.append(seat)
    if header.chosen_by and header.chosen_by not in {p.id for p in header.players}:
        raise LogError(Reason(N_("chosen_by {player!r} is not seated"), player=header.chosen_by), line=1,
                       field="$.chosen_by")
    board = Board(seats=seats, cards=cards, defs=defs, first=header.first, active=header.first,
                  format=header.format, exact_payment=RULESETS[header.ruleset])
    tops = dict(partial)
    for seat in seats:
        if seat.id in tops:
            note(board, N_("{player}'s deck order is known for its top {cards} only: the cards under them are "
                           "checked against the deck list as the log names them (serials); which of them was drawn, "
                           "and their order, cannot be checked"), player=seat.id,
                 cards=NP_("{n} card", "{n} cards", tops[seat.id]))
        elif not seat.known_order:
            note(board, N_("{player}'s deck order is unknown (paper log): cards are checked against the deck list "
                           "as the log names them (serials); which card was drawn, the order after a mulligan or a "
                           "search, hidden hands and damage-zone cards never named cannot be checked"), player=seat.id)
    return board
