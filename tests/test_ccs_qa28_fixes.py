"""Chrono Clash, round 28 of the outside tester: each a real single fault (or a clean log) the engine misjudged.

The tester's logs are paper logs in tests/logs/ccs_qa28/. A log with a card the log never names has the
unavoidable ccs.log.unknown-card (UNK) at that event: "only X" is UNK plus X.
"""

from __future__ import annotations

import pytest

from ledger.log import read_log
from projections import core
from tests.ccs import Logged

L = Logged("ccs_qa28")
UNK = "ccs.log.unknown-card"
NOT_YOUR_TURN = "ccs.turn.not-your-turn"


# -- 4 (round 27's regression): the next player's early draw while the turn only may be over, the first player
# -- playing on once, then the next player's own draw: one fault, at the early draw ---------------------------------

@pytest.mark.parametrize("name, unk, early", [
    ("E2_draw_then_one_summon_then_draw", 6, 7),
    ("E2_draw_then_pass_then_draw", 6, 7),
    ("E2_draw_then_attack_then_pass", 6, 7),
    ("E3_draw_then_one_summon_then_draw", 8, 9),
])
def test_early_draw_then_played_on_once_is_one_fault_at_the_draw(name, unk, early):
    assert L.found(name) == [(unk, UNK), (early, NOT_YOUR_TURN)]


def test_early_draw_named_twin_still_one_fault():
    assert L.found("E2n_draw_then_one_summon_then_draw") == [(7, NOT_YOUR_TURN)]
    assert L.found("E2n_draw_then_pass_then_draw") == [(7, NOT_YOUR_TURN)]


# -- 1: an unnamed card that may draw when summoned (Tide Scholar), its draw not recorded: the jump in a paper log's
# -- card ids shows the card drawn unseen ------------------------------------------------------------------------

def test_unseen_summon_draw_shown_by_a_later_draw():
    assert L.found("TS_jump_one_clean") == [(2, UNK)]


def test_a_jump_past_the_unseen_draws_is_one_fault():
    assert L.found("TS_jump_two") == [(2, UNK), (5, "ccs.draw.not-top")]


def test_unseen_summon_draw_shown_by_a_summon():
    assert L.found("pap_drop36") == [(36, UNK)]


def test_unseen_summon_draw_keeps_the_result():
    clean = L.verdict("pap_long_clean")
    dropped = L.verdict("pap_drop75")
    assert [(v.seq, v.rule) for v in clean.violations] == []
    assert [(v.seq, v.rule) for v in dropped.violations] == [(75, UNK)]
    assert dropped.winner == clean.winner == "bob"


def test_void_shifter_copying_an_unseen_summon_draw():
    assert L.found("pap_quests_drop35") == [(35, UNK)]


# -- 6: one unnamed card is one card: its extra deck draws are the most one card it could be draws at all its
# -- moments, not each moment's most added up ------------------------------------------------------------------

def test_summon_and_attack_of_one_unnamed_card_draw_one_extra_card():
    assert L.found("RX1_two") == [(2, UNK), (19, "ccs.summon.not-in-hand")]
    assert L.found("RX1_one_clean") == [(2, UNK)]
    assert L.found("RX0_two") == [(2, UNK), (17, "ccs.summon.not-in-hand")]


def test_mirror_adept_or_void_shifter_one_extra_card():
    assert L.found("VS2_two") == [(4, UNK), (17, "ccs.summon.not-in-hand")]
    assert L.found("VS2_clean") == [(4, UNK)]


# -- 8: an unnamed action (Tidal Recall) on a questing battler: no quest point from it; its quest card may be back in
# -- the hand ---------------------------------------------------------------------------------------------------

def test_recalled_quest_card_summoned_from_the_hand():
    assert L.found("Q_recall_clean") == [(9, UNK)]
    assert L.found("Q_recall_both_clean") == [(9, UNK)]
    assert L.found("Qn_recall_clean") == []


def test_no_quest_point_from_a_battler_that_may_have_left_play():
    log = read_log(L.logs / "Q_recall_clean.jsonl")
    b = core.board_at(log, 11)
    assert b.seat("alice").quest_points == 0
    assert b.cards["alice.7"].zone != "discard"


def test_quest_card_of_an_untargeted_battler_still_scored_and_discarded():
    assert L.found("Q_untargeted") == [(9, UNK), (12, "ccs.summon.not-in-hand")]


# -- 2: an unnamed guardian against a named Legion attacker: the battle is not judged, so the attacker may have been
# -- destroyed and its Legion abilities may follow ----------------------------------------------------------------

def test_legion_after_a_battle_with_an_unnamed_guardian():
    assert L.found("UG_legion_unnamed_guardian") == [(7, UNK)]
    assert L.found("UG_legion_named_clean") == []


def test_a_third_legion_resolution_is_still_no_pending():
    assert L.found("UG_legion_unnamed_three") == [(7, UNK), (10, "ccs.ability.no-pending")]


# -- 3: an unnamed guardian resolved may have gained its player time (Wave Sentinel): the counter is a range, the
# -- turn's end taken from the log ------------------------------------------------------------------------------

def test_unnamed_guardian_resolved_may_gain_time():
    assert L.found("UG_time_unnamed") == [(8, UNK)]
    assert L.found("UG_time_named_clean") == []
    b = core.board_at(read_log(L.logs / "UG_time_unnamed.jsonl"), 8)
    assert b.gauge_unknown and b.gauge_low < b.gauge


def test_a_second_draw_after_the_unnamed_guardian_is_one_fault():
    assert [r for _, r in L.found("UG_time_unnamed_two_draws")] == [UNK, "ccs.turn.draw-step"]


# -- 5 and 9: an unnamed guardian that may be Deep Oracle may add a guardian; a +Guardian Attack past the last
# -- guardian on the board waits for the defender's reveal (Wild Growth, Deep Oracle) -----------------------------

def test_unnamed_deep_oracle_no_elimination():
    v = L.verdict("DO2_unnamed_then_next_attack_clean")
    assert [(x.seq, x.rule) for x in v.violations] == [(17, UNK)]
    assert v.winner is None
    assert L.found("DO2_named_then_next_attack_clean") == []


def test_unnamed_deep_oracle_guardian_added_then_revealed():
    assert L.found("DO_unnamed_guardian_adds_clean") == [(16, UNK)]


def test_guardian_attack_past_the_last_guardian_revealed():
    assert L.found("L1_unnamed_reveal_clean") == [(9, UNK)]
    assert L.found("L1_unnamed_clean") == [(9, UNK)]


def test_declared_attack_on_an_empty_stack_still_eliminates_at_the_end():
    v = L.verdict("L1_unnamed_then_elim_end")
    assert [(x.seq, x.rule) for x in v.violations] == [(9, UNK)]
    assert v.winner == "alice"


# -- 7: an unnamed extra deck battler with a target (only Leviathan returns one to the hand) -----------------------

def test_unnamed_summon_with_a_target_may_return_it():
    assert L.found("LV_unnamed_clean") == [(13, UNK)]
    assert L.found("LV_named_clean") == []


def test_unnamed_summon_whose_list_returns_none_destroys_at_most():
    assert L.found("ID_unnamed_resummon") == [(13, UNK), (15, "ccs.summon.not-in-hand")]


# -- 10: with 3 players, the next player's concession does not end a turn that only may be over --------------------

def test_next_player_concedes_while_the_turn_may_be_over():
    assert L.found("E3k_bob_concedes_alice_on_clean") == [(8, UNK)]
    assert L.found("E3k_named_bob_concedes_alice_on_clean") == []
    assert L.found("E3k_bob_concedes_carol_draws_clean") == [(8, UNK)]


def test_after_the_concession_an_early_draw_is_one_fault():
    assert L.found("E3k_carol_early") == [(8, UNK), (10, NOT_YOUR_TURN)]


# -- round 27's O3 log: a draw taken back as one out of turn is not said to have ended the turn ---------------------

def test_draw_taken_back_is_not_said_as_passed():
    v = Logged("ccs_qa27").verdict("O3_carol_draws_then_alice")
    assert [(x.seq, x.rule) for x in v.violations] == [(8, UNK), (9, NOT_YOUR_TURN)]
    assert "taken as passed" not in v.violations[1].message
    assert v.violations[1].message == "carol drew a card during alice's turn"
