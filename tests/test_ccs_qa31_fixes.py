"""Chrono Clash, round 31 of the outside tester: each a real single fault (or a clean log) the engine misjudged.

The tester's logs are paper logs in tests/logs/ccs_qa31/. A log with a card the log never names has the
unavoidable ccs.log.unknown-card (UNK) at that event: "only X" is UNK plus X. The logs named ``*_bound_*`` are
ours: what the reading excuses stays bounded by what the one unnamed card could be (its list).
"""

from __future__ import annotations

import pytest

from tests.ccs import Logged

L = Logged("ccs_qa31")
UNK = "ccs.log.unknown-card"
REINF = "ccs.summon.reinforcements"
OVER = "ccs.game.over"
NOT_IN_HAND = "ccs.quest.card-not-in-hand"


# -- 2: after a quest win declared late at an attack, only the reveals that attack allowed are excused (the
# -- defender's, as many as the guardians it attacks); one more is after the end, flagged at itself ------------------

@pytest.mark.parametrize("name, found", [
    ("Q1_two_reveals_after_win", [(26, UNK), (31, OVER)]),  # Harbor Sentry attacks one guardian: the second reveal
    ("Q6_lancer_three_reveals_win", [(5, "ccs.turn.not-your-turn"), (7, "ccs.turn.not-your-turn"), (26, UNK),
                                     (32, OVER)]),  # Flame Lancer (+1): the third reveal
    ("P3a_carol_reveals_after_win", [(35, UNK), (42, OVER)]),  # carol reveals, though bob defends
    ("P3b_bob_second_reveal_after_win", [(35, UNK), (42, OVER)]),
])
def test_an_extra_reveal_after_a_late_quest_win_is_flagged_at_itself(name, found):
    assert L.found(name) == found


@pytest.mark.parametrize("name, found", [
    ("Q5_lancer_two_reveals_win_clean", [(5, "ccs.turn.not-your-turn"), (7, "ccs.turn.not-your-turn"), (26, UNK),
                                         (32, OVER)]),
    ("P3_win_by_attack_3p", [(35, UNK), (42, OVER)]),
    ("Q4_ends_at_reveal", [(26, UNK)]),
    ("C1_control_one_reveal", []),
    ("C2_control_two_reveals", [(24, "ccs.guardian.unexpected")]),
])
def test_the_reveals_a_late_win_allows_twins(name, found):
    assert L.found(name) == found


# -- 1: a Mirror Adept or Void Shifter playing the summon ability of a battler the log never named: its targets and
# -- what it destroys are that card's list's, as its own summon's are -------------------------------------------

@pytest.mark.parametrize("name, found", [
    ("M1_adept_copies_unnamed_drake_reinf_clean", [(2, UNK)]),
    ("M1c_adept_no_reinf", [(2, UNK)]),
    ("V1_shifter_unnamed_drake_reinf_after_attack", [(2, UNK)]),
    ("V1c_shifter_unnamed_no_reinf", [(2, UNK)]),
    # the Herald destroyed then: its attack later is by a battler not in play
    ("M2_adept_reinf_then_herald_attacks", [(2, UNK), (10, "ccs.attack.not-your-battler")]),
    # a reveal in between lets the optional Reinforcements go, as with a named Inferno Drake
    ("V1b_shifter_unnamed_drake_reinf_after_reveal", [(2, UNK), (13, REINF)]),
    # alice's list has no battler whose summon destroys (Inferno Drake taken out) nor one whose summon could take
    # bob's Herald (a Mirror Adept's takes "one of your other battlers"): the target is the one fault, the
    # Reinforcements follows from it (round 32, tests/test_ccs_qa32b_fixes.py A)
    ("M1_bound_list_without_drake", [(2, UNK), (6, "ccs.ability.target")]),
])
def test_a_copied_unnamed_summon_ability_is_bounded_by_its_list(name, found):
    assert L.found(name) == found


# -- 3: one unnamed action or summon destroys at most as many chosen battlers as one card of its list does ----------

@pytest.mark.parametrize("name, found", [
    ("W1_two_targets_both_trigger", [(8, UNK), (10, "ccs.ability.no-pending")]),
    ("W1a_two_targets_reinf_only_clean", [(8, UNK)]),
    ("W1b_two_targets_legion_only_clean", [(8, UNK)]),
    ("W2_one_target_both_trigger", [(8, UNK), (10, "ccs.ability.no-pending")]),
])
def test_one_unnamed_action_destroys_one_chosen_battler(name, found):
    assert L.found(name) == found


# -- 4: an extra deck card an unnamed card may have drawn, taken from the hand as a quest card, is taken as drawn --

@pytest.mark.parametrize("name, found", [
    ("J4e_quest_hidden_x1", [(2, UNK)]),
    ("J4_gk_list_unnamed_and_adept_two_extra_clean", [(2, UNK)]),  # its summon and the Adept's copy: two
    ("J4b_named_quest_cards", [(2, UNK)]),
    ("J4c_one_extra", [(2, UNK)]),
    ("J5_gk_list_x1_x3", [(2, UNK)]),
    ("J4d_summon_extra_clean", [(2, UNK)]),
    ("J4f_named_gk_quest_x1", []),
])
def test_a_quest_card_from_the_extra_deck_an_unnamed_card_may_have_drawn(name, found):
    assert L.found(name) == found


@pytest.mark.parametrize("name, found", [
    # no card of alice's list draws from the extra deck (Gatekeeper taken out)
    ("J4e_bound_list_without_gatekeeper", [(2, UNK), (12, NOT_IN_HAND)]),
    # the Adept's copy drew a card of the main deck (the id jumps): the unnamed card draws from the main deck, so
    # neither extra deck card was drawn (each taken is flagged, as before)
    ("J6_gk_list_main_and_two_extra", [(2, UNK), (12, NOT_IN_HAND), (13, NOT_IN_HAND)]),
    ("J1_adept_unnamed_then_extra_card", [(2, UNK), (12, "ccs.summon.not-in-hand")]),
    ("J2_adept_unnamed_then_extra_card_gatekeeper_list", [(2, UNK), (12, "ccs.summon.not-in-hand")]),
])
def test_the_extra_deck_quest_card_is_bounded_by_the_list(name, found):
    assert L.found(name) == found


# -- the tester's controls of this round, unchanged ---------------------------------------------------------------

@pytest.mark.parametrize("name, found", [
    ("A_reinf_cost3_clean", [(8, UNK)]),
    ("A_reinf_cost4", [(8, UNK), (9, REINF)]),
    ("B_two_spent_clean", [(20, UNK)]),
    ("B_fireballs_spent_no_meteor", [(20, UNK), (21, REINF)]),
    ("U1_unnamed_summon_red_list_kills_bob_herald_reinf_clean", [(6, UNK)]),
    ("L2_swarm_two_legions_clean", [(4, UNK)]),
    ("L3_swarm_three_legions", [(4, UNK), (14, "ccs.ability.no-pending")]),
    ("S2_reinf_then_pay_with_others_clean", [(0, "ccs.extra-deck.min-size"), (9, UNK)]),
    ("M0_named_drake_control", [(5, "ccs.turn.not-your-turn")]),
    ("V0_shifter_named_drake_reinf", [(6, "ccs.turn.not-your-turn")]),
])
def test_controls(name, found):
    assert L.found(name) == found
