"""Cards the pool lacks, abilities the engine does not model, and paper-table logs.

The header may define cards inline; an ability marked ``modelled: false`` is
not resolved by the engine: the log records what it did with EffectRecorded
events, verify applies them, checks everything around them and counts them.
"""

from __future__ import annotations

import json

import pytest

from ccs import attack, board_after, deck_id, draw, hand_id, make_log, pass_, rules_at, seat, summon, verify
from ledger.errors import UnknownCardError
from ledger.log import parse_log
from projections import core

PROMO = {"name": "Old Promo Knight", "type": "battler", "cost": 2, "strength": 3, "colors": ["red"],
         "abilities": [["summon", "chosen-battler", "destroy"]], "modelled": False,
         "text": "Summon: destroy a chosen battler whose owner has more quest points than you (not modelled)."}
MODELLED = {"name": "Promo Archer", "type": "battler", "cost": 1, "strength": 2, "colors": ["red"],
            "abilities": [["quick"]], "text": "Quick."}


def effect(p, eff, targets=(), source=None):
    return {"type": "EffectRecorded", "player": p, "effect": eff, "targets": list(targets),
            **({"source": source} if source else {})}


def _seats():
    a = seat("alice", hand=["Old Promo Knight", "Promo Archer"])
    b = seat("bob", hand=["Ember Squire"])
    return [a, b]


PRELUDE = [draw("alice"), pass_("alice"), draw("bob"), summon("bob", hand_id("bob", 1)), pass_("bob"),
           draw("alice")]


def test_an_unmodelled_ability_is_applied_from_the_log_and_counted():
    events = PRELUDE + [summon("alice", hand_id("alice", 1)),
                        effect("alice", "destroy", [hand_id("bob", 1)], source=hand_id("alice", 1))]
    result = verify(_seats(), events, cards=[PROMO, MODELLED])
    assert result.clean
    assert result.unmodelled_events == 1
    assert any("not modelled" in n for n in result.notes)
    assert board_after(_seats(), events, cards=[PROMO, MODELLED]).cards[hand_id("bob", 1)].zone == "discard"


def test_costs_and_timing_around_an_unmodelled_card_are_still_checked():
    # alice starts with 3 time: the Promo Knight (2) and an Archer (1) bring the counter to 0; the
    # second Archer moves it to bob's 1 and ends the turn; a third Archer is flagged.
    a = seat("alice", hand=["Old Promo Knight", "Promo Archer", "Promo Archer", "Promo Archer"])
    events = PRELUDE + [summon("alice", hand_id("alice", k)) for k in (1, 2, 3, 4)]
    result = verify([a, _seats()[1]], events, cards=[PROMO, MODELLED])
    assert rules_at(result) == [(10, "ccs.gauge.turn-over")]
    assert result.unmodelled_events == 0  # the Knight's ability did nothing the log records


def test_an_inline_card_with_modelled_abilities_is_interpreted():
    # Promo Archer is Quick: it may attack the turn it is summoned.
    events = PRELUDE + [summon("alice", hand_id("alice", 2)), attack("alice", hand_id("alice", 2)),
                        {"type": "GuardianRevealed", "player": "bob"}]
    assert verify(_seats(), events, cards=[PROMO, MODELLED]).clean


def test_a_recorded_effect_that_is_not_an_effect_icon_is_flagged():
    events = PRELUDE + [summon("alice", hand_id("alice", 1)), effect("alice", "explode", [hand_id("bob", 1)])]
    assert rules_at(verify(_seats(), events, cards=[PROMO, MODELLED])) == [(8, "ccs.ability.target")]


def test_a_card_neither_pool_nor_header_defines_is_unusable_input_naming_the_field():
    with pytest.raises(UnknownCardError) as exc:
        core.verify(make_log(_seats(), PRELUDE))
    assert exc.value.line == 1
    assert exc.value.field == "$.players[0].deck"
    assert "Old Promo Knight" in str(exc.value)


def test_an_ability_outside_the_vocabulary_is_unusable_input():
    bad = dict(MODELLED, abilities=[["summon", "teleport"]])
    with pytest.raises(Exception) as exc:
        core.verify(make_log(_seats(), PRELUDE, cards=[PROMO, bad]))
    assert "teleport" in str(exc.value) and "$.cards" in str(exc.value)


def _paper(seats):
    for s in seats:
        s.pop("order")
    return seats


def test_a_paper_log_binds_names_as_cards_are_revealed():
    seats = _paper([seat("alice", hand=["Cinder Hound"]), seat("bob")])
    events = [draw("alice"), {"type": "BattlerSummoned", "player": "alice", "name": "Cinder Hound"}]
    result = verify(seats, events)
    assert result.clean
    assert any("paper log" in n for n in result.notes)
    board = board_after(seats, events)
    assert [board.cards[i].name for i in board.seat("alice").battlefield] == ["Cinder Hound"]


def test_a_paper_log_revealing_a_card_the_deck_list_lacks_is_flagged():
    seats = _paper([seat("alice"), seat("bob")])
    assert "Grove Keeper" not in seats[0]["deck"]
    events = [draw("alice"), {"type": "BattlerSummoned", "player": "alice", "name": "Grove Keeper"}]
    assert rules_at(verify(seats, events)) == [(2, "ccs.log.unknown-card")]


def test_a_named_card_that_contradicts_a_known_order_is_flagged():
    seats = [seat("alice", hand=["Cinder Hound"]), seat("bob")]
    events = [draw("alice"), {"type": "BattlerSummoned", "player": "alice", "card": hand_id("alice", 1),
                              "name": "Flame Lancer"}]
    assert rules_at(verify(seats, events)) == [(2, "ccs.log.unknown-card")]


def test_a_seeded_shuffle_gives_the_documented_order():
    from projections.chrono_clash import documented_shuffle

    seats = _paper([seat("alice"), seat("bob")])
    log = make_log(seats, [draw("alice", card=deck_id("alice", 1))], shuffle_seed=42)
    board = core.board_at(log, 0)
    expanded = [n for n, k in seats[0]["deck"].items() for _ in range(k)]
    order = documented_shuffle(expanded, 42, "alice")
    assert [board.cards[i].name for i in board.seat("alice").hand] == order[5:10]
    assert core.verify(log).clean
    json.dumps(seats)
