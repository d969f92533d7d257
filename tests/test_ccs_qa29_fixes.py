"""Chrono Clash, round 29 of the outside tester: each a real single fault (or a clean log) the engine misjudged.

The tester's logs are paper logs in tests/logs/ccs_qa29/. A log with a card the log never names has the
unavoidable ccs.log.unknown-card (UNK) at that event: "only X" is UNK plus X.
"""

from __future__ import annotations

import pytest

from tests.ccs import Logged

L = Logged("ccs_qa29")
UNK = "ccs.log.unknown-card"
NOT_IN_HAND = "ccs.summon.not-in-hand"


# -- 1: an unnamed card's draw shown only by a jump in card ids is a main deck draw: the one card (Tide Scholar or
# -- Gatekeeper, never both) drew no extra deck card, and the reverse ------------------------------------------------

@pytest.mark.parametrize("name, found", [
    ("T3b_extra_and_skip", [(2, UNK), (8, NOT_IN_HAND)]),
    # (round 32: the unnamed card costs 1 at least: alice's turn 1, begun on 0, is over after it, the Squire late)
    ("T3c_play_then_extra", [(2, UNK), (3, "ccs.gauge.turn-over"), (9, NOT_IN_HAND)]),
    ("T3d_extra_then_skip", [(2, UNK), (12, "ccs.draw.not-top")]),
])
def test_id_jump_draw_and_extra_deck_draw_of_one_unnamed_card_is_one_fault(name, found):
    assert L.found(name) == found


@pytest.mark.parametrize("name, found", [
    ("T3e_recorded_draw_then_extra", [(2, UNK), (9, NOT_IN_HAND)]),
    ("T3bn_named_scholar_extra", [(8, NOT_IN_HAND)]),
    ("T3b_extra_only_clean", [(2, UNK)]),
    ("T3d_extra_then_top_clean", [(2, UNK)]),
])
def test_id_jump_twins(name, found):
    assert L.found(name) == found


# -- 2: a questing battler an unnamed action targeted that attacks in its owner's next turn was in play when that
# -- turn began: its quest point stands (a clean win kept), though it dies in that attack -------------------------

@pytest.mark.parametrize("name, found", [
    ("QW3_unnamed_target_attacker_dies_win_clean", [(17, UNK)]),
    ("QW4_unnamed_target_lives_then_killed_win_clean", [(18, UNK)]),
    ("QW3_unnamed_target_attacker_lives_win_clean", [(17, UNK)]),
    ("QW3_named_twin_chrono_shift_win_clean", []),
    ("QW4_named_twin_win_clean", []),
])
def test_quest_point_of_a_targeted_battler_that_attacks_stands(name, found):
    result = L.verdict(name)
    assert [(v.seq, v.rule) for v in result.violations] == found
    assert result.winner == "alice"


# -- 6: a Reinforcements summon after a named attacker's battle with an unnamed guardian (not judged) shows the
# -- attacker was destroyed in it: its later attack or quest is one fault ------------------------------------------

@pytest.mark.parametrize("name, found", [
    ("RF1_then_attack_again", [(7, UNK), (13, "ccs.attack.not-your-battler")]),
    ("RF3_then_quest_herald", [(7, UNK), (13, "ccs.quest.not-your-battler")]),
    ("RF1n_then_attack_again", [(13, "ccs.attack.not-your-battler")]),
    ("RF1_then_quest_named_twin", [(13, "ccs.quest.not-your-battler")]),
    ("RF1_clean", [(7, UNK)]),
    ("RF2_then_resummon_herald", [(7, UNK), (13, NOT_IN_HAND)]),
])
def test_reinforcements_after_a_battle_not_judged_destroys_the_attacker(name, found):
    assert L.found(name) == found


# -- 5: an unnamed battler whose deck list has no Quick (nor Sneak Attack, nor a card giving Quick) cannot attack or be
# -- returned for a Transform the turn it was summoned --------------------------------------------------------------

@pytest.mark.parametrize("name, found", [
    ("AQ_pb_unnamed_attacks_same_turn", [(4, UNK), (5, "ccs.attack.summoned-this-turn")]),
    ("TF1u_summoned_this_turn", [(8, UNK), (9, "ccs.transform")]),
    ("AQ_pb_named_attacks_same_turn", [(5, "ccs.attack.summoned-this-turn")]),
    ("TF1_summoned_this_turn", [(9, "ccs.transform")]),
    # (round 32: the unnamed card costs 1 at least: alice's turn 1, begun on 0, is over after it, as after a named
    # Cinder Hound; the attack is late, not one a battler without Quick made)
    ("AQ_rb_unnamed_attacks_same_turn_clean", [(2, UNK), (3, "ccs.gauge.turn-over")]),
    ("TF3u_untapped_clean", [(4, UNK)]),
])
def test_unnamed_battler_without_quick_in_its_list_cannot_attack_the_turn_it_came(name, found):
    assert L.found(name) == found


# -- 4: the active player playing on after an unnamed summon shows their turn was not over then: the next player's
# -- time is bounded by it, so their overspend is one fault ----------------------------------------------------------

def test_playing_on_after_an_unnamed_summon_bounds_the_next_players_time():
    assert L.found("G7_unnamed_then_brute_bob_overspends") == [(6, UNK), (11, "ccs.gauge.turn-over")]
    assert L.found("G7_unnamed_then_brute_bob_clean") == [(6, UNK)]
    assert [rule for _, rule in L.found("G7_named_then_brute_bob_overspends")][0] == "ccs.gauge.turn-over"


def test_playing_on_after_an_early_draw_bounds_the_next_players_time():
    assert L.found("G6_unnamed_bob_overspends") == [(6, UNK), (7, "ccs.turn.not-your-turn"),
                                                    (12, "ccs.gauge.turn-over")]
