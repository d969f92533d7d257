"""Round 39 (issue #14 item 4), the FFTCG engine's start-up: what every stored replay of an FFTCG match pays before
it shows a board (``shared_setup``: the header's serials read, the cards of the match checked and defined).
Behaviour only: the same answers as before, by the same rules; no timing is asserted here (docs/performance.md).

1. ``canonical`` read every serial of the header's deck lists, orders and cards through ``card_key`` (3,822 calls on
   the 100,000-event bench match) to find, almost always, that none has a rarity letter. It now looks once at them
   all joined (no bracket, no space, no line ending in a rarity letter: the header itself, as before); anything else
   takes the reading a serial as before. Pinned: the same header as the old reading for every shape of serial
   ``card_key`` knows (the printed rarity letter, the seed's list entry, a reprint's ``6-043C/1-068``, a serial
   with its own trailing newline), and the header itself when none changes.
2. ``_defs`` checked every header card's words with ``check_card_words``, which builds a field path for each word
   (1,274 cards on the bench match). A quick yes (``_card_words_known``: the same tests, no paths) now comes first;
   only a card it says no to goes to ``check_card_words``, which names the slip as before. Pinned: the quick test
   agrees with ``check_card_words`` on every modelled card, every sample log's header cards, and one card with a
   wrong word in each place a word is checked (the same refusal, naming the same field).
3. ``data/stats.json`` (3,853 rows) was decoded whole at every FFTCG start-up; a match uses a few dozen rows. The
   rows are now kept as their JSON text and decoded when their card is built. Pinned: every card of
   ``card_stats()`` the same as one built from the decoded file, in the same order.
"""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from ledger.errors import LogError
from ledger.fftcg import Ability, Card, Effect, Header, Player
from ledger.log import read_log
from projections.fftcg import setup as S

ROOT = Path(__file__).resolve().parent.parent


def _old_canonical(header: Header) -> Header:
    """``canonical`` as it read before round 39: every serial through ``card_key``."""
    players, changed = [], False
    for p in header.players:
        deck: dict[str, int] = {}
        for serial, n in p.deck.items():
            deck[S.card_key(serial)] = deck.get(S.card_key(serial), 0) + n
        order = None if p.order is None else [S.card_key(s) for s in p.order]
        if list(deck) != list(p.deck) or order != p.order:
            p = msgspec.structs.replace(p, deck=deck, order=order)
            changed = True
        players.append(p)
    cards = [c if S.card_key(c.serial) == c.serial else msgspec.structs.replace(c, serial=S.card_key(c.serial))
             for c in header.cards]
    if any(a is not b for a, b in zip(cards, header.cards)):
        changed = True
    return msgspec.structs.replace(header, players=players, cards=cards) if changed else header


def _header(deck: dict[str, int], order: list[str] | None = None, cards: list[Card] = ()) -> Header:
    return Header(version=1, game="fftcg", format="limited", first="alice",
                  players=[Player(id="alice", deck=dict(deck), order=order), Player(id="bob", deck={"1-001": 3})],
                  cards=list(cards))


SHAPES = ["1-001R", "[1-009C] Cloud", "[1-009C]", "1-009 Cloud", "1-016R\n", "6-043C/1-068", "V-001C", "1-001",
          "V-0001", "1-001x", "[ 2-010H ]  Tifa"]


@pytest.mark.parametrize("serial", SHAPES)
def test_canonical_reads_every_shape_as_before(serial):
    for header in (_header({serial: 2, "1-001": 1}), _header({"1-002": 3}, order=["1-002", serial]),
                   _header({"1-002": 3}, cards=[Card(serial=serial, name="X", type="backup", cost=1,
                                                     elements=["fire"])])):
        new, old = S.canonical(header), _old_canonical(header)
        assert msgspec.json.encode(new) == msgspec.json.encode(old)
        assert (new is header) == (old is header)
    header = _header({serial: 2})
    changed = serial in {"1-001R", "[1-009C] Cloud", "[1-009C]", "1-009 Cloud", "1-016R\n", "[ 2-010H ]  Tifa"}
    assert (S.canonical(header) is not header) == changed
    assert list(S.canonical(header).players[0].deck) == [S.card_key(serial)]


def test_canonical_is_the_header_itself_when_no_serial_changes():
    header = _header({"1-001": 3, "V-001C": 2, "6-043C/1-068": 1}, order=["1-001", "V-001C"],
                     cards=[Card(serial="V-001C", name="X", type="backup", cost=1, elements=["fire"])])
    assert S.canonical(header) is header
    moved = _header({"1-001": 3, "1-001R": 1})
    assert S.canonical(moved).players[0].deck == {"1-001": 4}


def _headers() -> list[Header]:
    out = []
    for path in sorted((ROOT / "sample_logs" / "fftcg").rglob("*.jsonl")):
        try:
            out.append(read_log(path).header)
        except Exception:  # an illegal sample may be refused before its header is read
            continue
    return out


def _cards() -> list[Card]:
    cards = list(S.starter_pool())
    for h in _headers():
        cards += h.cards
    return cards


def _refusal(card: Card) -> str | None:
    try:
        S.check_card_words(card, "$.cards[0]")
    except LogError as exc:
        return str(exc)
    return None


def test_quick_words_agree_on_every_known_card():
    cards = _cards()
    assert len(cards) > 20 and any(c.abilities for c in cards) and any(c.summon for c in cards)
    for card in cards:
        assert S._card_words_known(card) == (_refusal(card) is None), card.serial


def _bad_cards() -> list[tuple[Card, str]]:
    eff = Effect(do="damage", target="forward", amount=1000)
    base = Card(serial="Q-001", name="Quick", type="forward", cost=2, elements=["fire"], traits=["haste"],
                summon=[eff], abilities=[Ability(kind="auto", when="enters", effects=[eff]),
                                          Ability(kind="action", cost={"fire": 1, "any": 1}, effects=[eff])])
    r = msgspec.structs.replace
    return [
        (base, ""),
        (r(base, traits=["frist-strike"]), "traits[0]"),
        (r(base, elements=["fyre"]), "elements[0]"),
        (r(base, summon=[r(eff, do="destory")]), "summon[0].do"),
        (r(base, burst=[r(eff, target="forwrad")]), "burst[0].target"),
        (r(base, summon=[r(eff, filter={"colour": "fire"})]), "summon[0].filter"),
        (r(base, summon=[r(eff, filter={"type": "fowrard"})]), "summon[0].filter.type"),
        (r(base, summon=[r(eff, filter={"element": ["fire"]})]), "summon[0].filter.element"),
        (r(base, abilities=[Ability(kind="auto", when="enter", effects=[eff])]), "abilities[0].when"),
        (r(base, abilities=[Ability(kind="action", when="sometimes", effects=[eff])]), "abilities[0].when"),
        (r(base, abilities=[Ability(kind="action", cost={"fire": 1, "anything": 1}, effects=[eff])]), "abilities[0].cost"),
        (r(base, abilities=[Ability(kind="action", effects=[r(eff, do="heal")])]), "abilities[0].effects[0].do"),
    ]


@pytest.mark.parametrize("k", range(12))
def test_quick_words_say_no_where_a_word_is_wrong_and_the_slip_is_named_as_before(k):
    card, field = _bad_cards()[k]
    if not field:
        assert S._card_words_known(card) and _refusal(card) is None
        return
    assert not S._card_words_known(card)
    header = _header({"1-001": 3}, cards=[card])
    with pytest.raises(LogError) as exc:
        S.shared_setup(header)
    assert exc.value.field == f"$.cards[0].{field}"


def test_stat_rows_build_the_same_cards_in_the_same_order():
    rows = json.loads((ROOT / "projections/fftcg/data/stats.json").read_bytes())
    stats = S.card_stats()
    assert "1-001" in stats and "no-such-card" not in stats
    assert stats["1-001"].name == "Auron"
    assert list(stats) == list(rows)
    for serial, row in rows.items():
        assert stats[serial] == S._stat_card(serial, row), serial
    defs = S.shared_setup(_header({"1-001": 3}))["defs"]
    assert defs["1-003"].many and defs["1-004"].ex_burst and not defs["1-003"].modelled and defs["1-001"].modelled
    assert list(defs)[:3] == list(rows)[:3]


def test_shared_setup_of_every_sample_header_is_as_before():
    for header in _headers():
        defs = S.shared_setup(header)["defs"]
        old = S._base_defs().copy()
        old[""] = S.HIDDEN
        for c in _old_canonical(header).cards:
            old[c.serial] = c
        assert dict(defs.items()) == dict(old.items())
