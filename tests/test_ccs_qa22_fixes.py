"""Chrono Clash: the fixes of round 22 (notes/fix22_ccs.md).

The logs are the tester's, under tests/logs/ccs_qa22/. After a card whose cost is unknown (a paper log's card played
under a name its deck list lacks, or never named) where the counter stands is a range (``Board.gauge_low`` ..
``Board.gauge``); each log has the unavoidable ``ccs.log.unknown-card``.

1. What such a card does is taken from the log: a draw of its player recorded right after it is its ability's, not a
   second turn draw (no ``ccs.turn.draw-step``).
2. A Time Threshold the range allows to have been met: the second resolution's choices the log names are legal.
3. A pass in a turn (after the hidden card's) whose spending may already have ended it keeps the range.
4. The range's upper bound allows the most time a card it could be gains net of its cost (Chrono Shift: 1).
5. The next player's start after a turn the log ended on the gauge is bounded by where that turn could have finished,
   not 1..10: a certain start, overspent, is ``ccs.gauge.turn-over``.
"""

from __future__ import annotations

from tests.ccs import Logged

LOGS = Logged("ccs_qa22")
found = LOGS.found


# -- 1. The draw of a card the log never named ---------------------------------------------------------------------

def test_a_draw_right_after_an_unlisted_or_unnamed_summon_is_its_abilitys():
    # bob summons "Tide Scholar" his list lacks (or an unnamed card), then draws. Was: + ccs.turn.draw-step.
    assert found("k_unlisted_tidescholar_draw") == [(4, "ccs.log.unknown-card")]
    # Round 23: bob's list has no card that draws when summoned, so the draw after his unnamed card is a second one.
    assert found("k_unnamed_draw") == [(4, "ccs.log.unknown-card"), (5, "ccs.turn.draw-step")]
    assert found("k_unnamed_nodraw") == [(4, "ccs.log.unknown-card")]
    assert found("k0_listed_tidescholar_draw_clean") == []


# -- 2. Time Threshold in a range turn -------------------------------------------------------------------------------

def test_time_threshold_the_range_allows_takes_the_second_resolutions_choices():
    # Was: + ccs.ability.target at 8 for the second target.
    assert found("i_threshold_range_two_targets") == [(5, "ccs.log.unknown-card")]
    assert found("i4_threshold_unlisted_two_targets") == [(5, "ccs.log.unknown-card")]
    assert found("i3_threshold_range_same_twice") == [(5, "ccs.log.unknown-card")]
    assert found("i2_threshold_range_one_target") == [(5, "ccs.log.unknown-card")]
    assert found("i0_threshold_known_two_targets_clean") == []


# -- 3. A pass in a later turn that may already have ended -----------------------------------------------------------

def test_a_pass_in_a_later_turn_that_may_have_ended_keeps_the_range():
    # Was: + ccs.gauge.turn-over at 9 (the pass taken as "counter on 3").
    assert found("f_unnamed_pass_after_maybe_over") == [(2, "ccs.log.unknown-card")]
    assert found("f_unlisted_pass_after_maybe_over") == [(2, "ccs.log.unknown-card")]
    assert found("h3_3p_pass_after_maybe_over") == [(2, "ccs.log.unknown-card")]
    assert found("f_known_pass_after_over") == []
    assert found("k_pass_after_over") == []


# -- 4. An unknown card may gain time -------------------------------------------------------------------------------

def test_the_range_allows_the_time_a_card_it_could_be_gains():
    # alice's list has Chrono Shift (cost 1, gains 2), or she names it though her list lacks it. Was: + turn-over at 8.
    assert found("m1_listed_unnamed_then_5") == [(6, "ccs.log.unknown-card")]
    assert found("m2_unlisted_chronoshift_then_5") == [(6, "ccs.log.unknown-card")]
    assert found("m0_listed_chronoshift_then_5_clean") == []
    # no action of her list gains time: still flagged
    assert found("m3_unnamed_action_then_5") == [(6, "ccs.log.unknown-card"), (8, "ccs.gauge.turn-over")]


# -- 5. A next start that is certain ----------------------------------------------------------------------------------

def test_the_next_start_is_bounded_by_where_the_range_turn_could_have_finished():
    # bob starts 1..10, pays 2 for Grove Keeper, and alice draws: his turn ended, on alice's 1 at most, so she starts
    # on her 1: Flame Lancer (3) ends her turn, the Ember Squire after it is past the gauge (as in the known control).
    # Was: missed.
    assert found("n1_bob_end_certain_alice_overspends") == [(2, "ccs.log.unknown-card"), (7, "ccs.gauge.turn-over")]
    assert found("n2_4p_carol_overspends") == [(2, "ccs.log.unknown-card"), (7, "ccs.gauge.turn-over")]
    assert found("n1b_known_alice_overspends") == [(7, "ccs.gauge.turn-over")]
