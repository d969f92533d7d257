"""Force of Will enter-the-field abilities (the pool's Cheshire Cat, the Grinning Remnant): when the
card is put onto the field its automatic ability goes on the chase, with the targets of the
CardPlayed event; a choice made on resolution (a card of one's hand) is checked when it resolves.
The basic rules describe no automatic abilities: this is the engine's reading (docs/force-of-will.md)."""

from __future__ import annotations

from fow import board_after, call, end, play, resolve, rules_at, seat, stone_id, verify

WATER = "Magic Stone of Water"
CAT = "Cheshire Cat, the Grinning Remnant"  # {Wa}, 0/200
A = seat("a", hand=[CAT], deck=["Galahad, the Son of the God", "Demonflame"], stones=[WATER] * 4)
B = seat("b")
PUT = [call("a"), play("a", "a.1", targets=["a.7"], payment=[stone_id("a", 1)]), resolve("b")]


def test_the_enter_ability_goes_on_the_chase_when_the_card_enters():
    board = board_after([A, B], PUT)
    assert "a.1" in board.seat("a").field
    assert [(e.kind, e.source) for e in board.chase] == [("enter", "a.1")]


def test_it_resolves_like_anything_on_the_chase_draw_two_then_one_back_on_top():
    events = PUT + [resolve("b", card="a.1")]
    result = verify([A, B], events)
    assert result.clean, result.violations
    s = board_after([A, B], events).seat("a")
    assert "a.6" in s.hand and "a.7" not in s.hand and s.deck[0] == "a.7"


def test_the_turn_waits_for_the_enter_ability():
    events = PUT + [end("a")]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.chase.unresolved")]


def test_the_card_put_back_must_be_in_ones_hand_when_it_resolves():
    on_field = [call("a"), play("a", "a.1", targets=["a.1"], payment=[stone_id("a", 1)]), resolve("b"), resolve("b")]
    assert rules_at(verify([A, B], on_field)) == [(4, "fow.play.target")]
    theirs = [call("a"), play("a", "a.1", targets=["b.1"], payment=[stone_id("a", 1)]), resolve("b"), resolve("b")]
    assert rules_at(verify([A, B], theirs)) == [(4, "fow.play.target")]


def test_the_choice_must_be_given():
    events = [call("a"), play("a", "a.1", payment=[stone_id("a", 1)]), resolve("b"), resolve("b")]
    # One fault, judged as the choice is made (qa15): the card that went back is not known; the last card drawn is
    # taken as it until a later draw shows which.
    assert rules_at(verify([A, B], events)) == [(4, "fow.play.target")]
    assert len(board_after([A, B], events).seat("a").hand) == 5  # drew two, one went back


def test_a_resonator_without_an_enter_ability_takes_no_targets():
    g = seat("a", hand=["Young Knight of Gloria"])
    events = [call("a"), play("a", "a.1", targets=["b"], payment=[stone_id("a", 1)])]
    assert rules_at(verify([g, B], events)) == [(2, "fow.play.target")]
