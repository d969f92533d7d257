"""Chrono Clash: summoning battlers, playing action cards and the extra deck (manual v3.4,
"Summoning Battlers", "Playing Action Cards", "The Extra Deck").

The manual's cost-6 extra deck example is in test_ccs_examples.py.
"""

from __future__ import annotations

from ccs import board_after, deck_id, draw, hand_id, pass_, play, rules_at, seat, summon, verify


A = seat("a", hand=["Flame Lancer", "Inferno Drake", "Fireball", "Gatekeeper", "Ember Squire"],
         extra=["Storm Giant", "Meteor Storm", "Colossus of Embers", "Phoenix Lord", "Kraken", "Coral Golem"])
B = seat("b", hand=["Cinder Hound", "Ember Squire", "Magma Brute"])
LANCER, DRAKE, FIREBALL, GATEKEEPER, SQUIRE = (hand_id("a", k) for k in range(1, 6))
B_HOUND, B_SQUIRE, B_BRUTE = (hand_id("b", k) for k in range(1, 4))
STORM_GIANT, METEOR_STORM = "a.x1", "a.x2"

# a summons on turn 1, b summons a Cinder Hound (3 -> 1) and passes, a starts turn 3 with 3 time.
OPENING = [draw("a"), summon("a", LANCER), draw("b"), summon("b", B_HOUND), pass_("b"), draw("a")]


# -- summoning ----------------------------------------------------------------

def test_summoning_pays_the_cost_and_puts_the_battler_on_the_battlefield():
    board = board_after([A, B], OPENING + [summon("a", SQUIRE)])
    assert SQUIRE in board.seat("a").battlefield and SQUIRE not in board.seat("a").hand
    assert board.cards[SQUIRE].summoned_turn == board.turn
    assert board.gauge == 2
    assert verify([A, B], OPENING + [summon("a", SQUIRE)]).clean


def test_summoning_a_card_not_in_hand_is_flagged():
    result = verify([A, B], [draw("a"), summon("a", deck_id("a", 2))])
    assert rules_at(result) == [(2, "ccs.summon.not-in-hand")]


def test_a_violation_holds_its_own_copy_of_the_engines_words():
    # The engine makes the words of its messages once ("summoned"); each violation gets a copy, so
    # rendering or translating one in place can never change another, or the next match's.
    from projections.chrono_clash import engine

    first, second = (verify([A, B], [draw("a"), summon("a", deck_id("a", 2))]).violations[0] for _ in range(2))
    assert first.args["verb"] == engine._SUMMONED == {"template": "summoned", "args": {}}
    assert first.args["verb"] is not engine._SUMMONED and first.args["verb"] is not second.args["verb"]


def test_summoning_an_opponents_card_is_flagged():
    result = verify([A, B], [draw("a"), summon("a", B_SQUIRE)])
    assert rules_at(result) == [(2, "ccs.summon.not-in-hand")]


def test_summoning_an_action_card_is_flagged():
    result = verify([A, B], [draw("a"), summon("a", FIREBALL)])
    assert rules_at(result) == [(2, "ccs.summon.not-a-battler")]
    assert board_after([A, B], [draw("a"), summon("a", FIREBALL)]).cards[FIREBALL].zone == "hand"


def test_summoning_a_card_the_match_does_not_have_is_a_log_error():
    import pytest

    from ledger.errors import UnknownCardError

    with pytest.raises(UnknownCardError, match=r"card id 'a\.77' is no card of this match") as err:
        verify([A, B], [draw("a"), summon("a", "a.77")])
    assert err.value.field == "$.card"


def test_summon_ability_still_resolves_when_paying_ended_the_turn():
    # a has 3 time; Inferno Drake costs 5: the counter goes to b's 2, and its summon
    # ability still destroys b's Cinder Hound (strength 3 <= 4).
    events = OPENING + [summon("a", DRAKE, targets=[B_HOUND]), draw("b")]
    result = verify([A, B], events)
    assert result.clean
    board = board_after([A, B], events)
    assert B_HOUND in board.seat("b").discard
    assert board.active == "b" and board.gauge == 2


def test_summon_ability_targets_must_match_its_icons():
    # Inferno Drake's ability destroys strength 4 or less (English) or cost 4 or less (French): the Drake itself
    # (cost 5, strength 7) meets neither (fix20_ccs.md, 7: Magma Brute, cost 4, meets the French one).
    events = [draw("a"), pass_("a"), draw("b"), summon("b", B_BRUTE), draw("a"),
              summon("a", DRAKE, targets=[DRAKE])]
    result = verify([A, B], events)
    assert rules_at(result) == [(6, "ccs.ability.target-condition")]
    assert board_after([A, B], events).cards[DRAKE].zone == "battlefield"


# -- action cards -----------------------------------------------------------------

def test_action_resolves_then_goes_to_the_discard_pile():
    events = OPENING + [play("a", FIREBALL, targets=[B_HOUND])]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.cards[B_HOUND].zone == "discard"
    assert FIREBALL in board.seat("a").discard
    assert board.gauge == 1 and board.active == "a"


def test_action_still_resolves_when_paying_ended_the_turn():
    # Turn 1: a has 0 time; Fireball (2) ends the turn and still destroys the Hound.
    events = [draw("a"), pass_("a"), draw("b"), summon("b", B_HOUND), summon("b", B_SQUIRE),  # b: 3 -> 0
              pass_("b"), draw("a"), summon("a", LANCER),                                     # a: 3 -> 0
              play("a", FIREBALL, targets=[B_HOUND]), draw("b")]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.cards[B_HOUND].zone == "discard" and FIREBALL in board.seat("a").discard
    assert board.active == "b" and board.gauge == 2


def test_playing_an_action_not_in_hand_is_flagged():
    result = verify([A, B], [draw("a"), play("a", deck_id("a", 2))])
    assert (2, "ccs.action.not-in-hand") in rules_at(result)


def test_playing_a_battler_as_an_action_is_flagged():
    result = verify([A, B], [draw("a"), play("a", SQUIRE)])
    assert rules_at(result) == [(2, "ccs.action.not-an-action")]
    assert board_after([A, B], [draw("a"), play("a", SQUIRE)]).cards[SQUIRE].zone == "hand"


# -- the extra deck ------------------------------------------------------------------

# Gatekeeper (3): summon, draw 1 from your extra deck.
EXTRA_OPENING = OPENING + [summon("a", GATEKEEPER)]          # a: 3 -> 0, draws a.x1 (Storm Giant)


def test_draw_extra_icon_draws_the_top_card_of_the_extra_deck():
    board = board_after([A, B], EXTRA_OPENING)
    assert STORM_GIANT in board.seat("a").hand
    assert board.seat("a").extra[0] == METEOR_STORM


def test_extra_deck_battler_is_paid_by_destroying_battlers_not_with_time():
    # Storm Giant costs 4: Flame Lancer (3) + Gatekeeper (3) = 6 >= 4.
    events = EXTRA_OPENING + [summon("a", STORM_GIANT, payment=[LANCER, GATEKEEPER])]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert STORM_GIANT in board.seat("a").battlefield
    assert {LANCER, GATEKEEPER} <= set(board.seat("a").discard)
    assert board.gauge == 0 and board.active == "a"  # no time was paid


def test_extra_deck_card_cannot_be_summoned_straight_from_the_extra_deck():
    events = OPENING + [summon("a", STORM_GIANT, payment=[LANCER])]
    assert (7, "ccs.summon.not-in-hand") in rules_at(verify([A, B], events))


def test_extra_deck_payment_short_of_the_cost_is_flagged():
    # Storm Giant costs 4; Gatekeeper alone costs 3.
    events = EXTRA_OPENING + [summon("a", STORM_GIANT, payment=[GATEKEEPER])]
    assert rules_at(verify([A, B], events)) == [(8, "ccs.extra-deck.cost")]


def test_extra_deck_payment_with_an_opponents_battler_is_flagged():
    events = EXTRA_OPENING + [summon("a", STORM_GIANT, payment=[LANCER, GATEKEEPER, B_HOUND])]
    assert rules_at(verify([A, B], events)) == [(8, "ccs.extra-deck.cost")]
    assert board_after([A, B], events).cards[B_HOUND].zone == "battlefield"


def test_extra_deck_action_is_paid_by_destroying_battlers():
    # Meteor Storm (6): destroy every battler with strength 4 or less.
    a = seat("a", hand=["Flame Lancer", "Inferno Drake", "Fireball", "Gatekeeper", "Ember Squire"],
             extra=["Meteor Storm", "Storm Giant", "Colossus of Embers", "Phoenix Lord", "Kraken", "Coral Golem"])
    events = EXTRA_OPENING + [play("a", "a.x1", payment=[LANCER, GATEKEEPER])]  # 3 + 3 = 6
    assert verify([a, B], events).clean
    board = board_after([a, B], events)
    assert "a.x1" in board.seat("a").discard
    assert board.cards[B_HOUND].zone == "discard"          # strength 3: destroyed by the storm
    assert {LANCER, GATEKEEPER} <= set(board.seat("a").discard)
    assert board.gauge == 0 and board.active == "a"


def test_extra_deck_action_paid_short_is_flagged():
    a = seat("a", hand=["Flame Lancer", "Inferno Drake", "Fireball", "Gatekeeper", "Ember Squire"],
             extra=["Meteor Storm", "Storm Giant", "Colossus of Embers", "Phoenix Lord", "Kraken", "Coral Golem"])
    events = EXTRA_OPENING + [play("a", "a.x1", payment=[GATEKEEPER])]
    assert rules_at(verify([a, B], events)) == [(8, "ccs.extra-deck.cost")]
