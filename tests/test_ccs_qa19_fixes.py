"""Chrono Clash: the fixes of the nineteenth outside test round (notes/fix19_ccs.md).

The logs are the tester's own, whole, under tests/logs/ccs_qa19/ (small logs built on the round's new readings, and
sample logs rewritten as paper logs). Each planted fault gives exactly one violation, and its clean twin stays clean.

1. A quest card a paper log left out of QuestStarted: the card the engine took for it is swapped back into the hand
   even once the quest card has left the battler (quest completed, battler destroyed).
2. That quest card revealed by its real id: the card revealed takes the guess's place (paper: nothing flagged; full
   order: only the one ``ccs.log.unknown-card`` at the QuestStarted).
3. A card a Legion ability discarded unnamed, put under a Toughness battler: taken from the hand, as a summon of it is.
4. Such a card played as an action card: Legion draws only a battler, so it is one ``ccs.action.not-in-hand``.
5. A Radiant Seer quest-complete draw recorded before the turn's draw: clean.
6. A guardian revealed under the attacker's (or another player's) name with only its name: one, read as the defender's.
7. Paper four players, a summon under the wrong name of a card a Legion ability drew unnamed: one, read as the owner's.
8. Time Threshold reusing its first target: one illegal target is one violation.
9. An unnamed Sneak Attack battler is destroyed after its attack: a later use is one more violation.
10. A CardDrawn after an ability's draw naming a card not on top: ``ccs.draw.not-top``.
"""

from __future__ import annotations

from pathlib import Path

from ccs import Logged

LOGS = Path(__file__).resolve().parent / "logs" / "ccs_qa19"
_LOGGED = Logged("ccs_qa19")
verdict, found, slips = _LOGGED.verdict, _LOGGED.found, _LOGGED.slips


def winner(name: str):
    return verdict(name).winner


# -- 1. the guessed quest card swapped back once it has left the battler ----------------------------------------------

def test_quest_card_left_out_then_completed_the_guessed_card_is_summoned_clean():
    v = verdict("h10_quest_nocard_completed_then_summon_lowest_clean")
    assert v.violations == []
    assert any("seq 14: bob.7 is taken from the hand: the quest card the log did not name" in n for n in v.notes)


def test_quest_card_left_out_then_battler_destroyed_the_guessed_card_is_summoned_clean():
    v = verdict("h8_quest_nocard_destroyed_then_summon_lowest_clean")
    assert v.violations == []
    assert any("seq 15: bob.7 is taken from the hand" in n for n in v.notes)


def test_win_quests_as_a_paper_log_without_quest_cards_is_clean_and_alice_wins():
    for name in ("conv_win-quests_paper_noquest", "conv_win-quests_paper_noquest_nodraw"):
        v = verdict(name)
        assert v.violations == [], name
        assert v.winner == "alice", name


# -- 2. the quest card revealed by its real id ---------------------------------------------------------------------

def test_quest_card_left_out_then_revealed_by_its_id_is_clean_on_paper():
    v = verdict("h2_quest_nocard_reveal_otherid_clean")
    assert v.violations == []
    assert any("the quest card revealed, bob.9, is the one the log did not name" in n for n in v.notes)


def test_quest_card_left_out_in_full_order_is_the_one_flag_and_its_reveal_no_second():
    assert found("h13_full_quest_nocard_reveal_other") == [(10, "ccs.log.unknown-card")]


def test_three_players_quests_as_a_paper_log_without_quest_cards_is_clean():
    v = verdict("conv_three-players-quests_paper_noquest_nodraw")
    assert v.violations == []
    assert v.winner == "alice"


# -- 3. a Legion card discarded unnamed, put under a Toughness battler ---------------------------------------------

def test_legion_card_discarded_unnamed_put_under_a_toughness_battler_is_clean():
    for name, card in (("f9_legion_unnamed_toughness_under_clean", "bob.12"),
                       ("f13_legion_unnamed_toughness_summon_clean", "bob.13")):
        v = verdict(name)
        assert v.violations == [], name
        assert any(f"seq 12: {card}, a card a Legion ability discarded without the log saying what it was, is taken "
                   "from the hand" in n for n in v.notes), name


def test_balanced_duel_as_a_paper_log_is_clean():
    v = verdict("conv_balanced-duel_paper")
    assert v.violations == []
    assert v.winner == "alice"


# -- 4. a Legion card discarded unnamed, played as an action card --------------------------------------------------

def test_legion_card_discarded_unnamed_played_as_an_action_is_one_not_in_hand():
    for name in ("f2c_legion_unnamed_one_then_action_fault", "f2b_legion_unnamed_then_action_wild"):
        v = verdict(name)
        assert [(x.seq, x.rule) for x in v.violations] == [(12, "ccs.action.not-in-hand")], name
        assert not any("is taken from the hand: it was a battler" in n for n in v.notes), name


def test_legion_card_discarded_unnamed_sent_as_a_quest_card_stays_clean():
    assert found("f2d_legion_unnamed_then_quest_clean") == []


# -- 5. a quest-complete draw recorded before the turn's draw ------------------------------------------------------

def test_seer_quest_draw_recorded_before_the_turns_draw_is_clean():
    assert found("d11_seer_two_draws_clean") == []
    assert found("d10_seer_one_draw_clean") == []


def test_a_third_draw_after_the_seers_and_the_turns_is_one_flag():
    assert found("d12_seer_three_draws_fault") == [(15, "ccs.turn.draw-step")]


# -- 6. a guardian revealed under the wrong name, with only its name -----------------------------------------------

def test_two_players_reveal_under_the_attackers_name_name_only_is_one_read_as_the_defender():
    assert slips("j8_2p_reveal_attackername_nameonly") == [(7, "ccs.guardian.unexpected", "alice", "bob")]
    assert slips("j9_2p_reveal_attackername_withid") == [(7, "ccs.guardian.unexpected", "alice", "bob")]


def test_three_players_reveal_under_another_name_name_only_is_read_as_the_defender():
    # The attack (Guardian Attack +1) owes a second guardian the log never reveals: that stays its own fault.
    assert slips("j5c_guard_carolname_nameonly_single") == [(16, "ccs.guardian.unexpected", "carol", "bob"),
                                                            (17, "ccs.attack.unfinished", "alice", None)]
    assert slips("j5b_guard_carolname_bobcard") == [(16, "ccs.guardian.unexpected", "carol", "bob")]


# -- 7. a summon under the wrong name of a card a Legion ability drew unnamed --------------------------------------

def test_four_players_paper_summon_under_the_wrong_name_of_a_legion_card_is_one_read_as_dave():
    assert slips("i12_4p_paper_dave_summon_as_bob") == [(56, "ccs.turn.not-your-turn", "bob", "dave")]
    assert slips("i11_4p_full_dave_summon_as_bob") == [(56, "ccs.turn.not-your-turn", "bob", "dave")]


# -- 8. Time Threshold reusing its first target --------------------------------------------------------------------

def test_time_threshold_reusing_a_protected_target_is_one_violation():
    assert found("c7_tt_met_protected_target_fault") == [(10, "ccs.ability.protector")]
    assert found("c1_tt_met_one_clean") == []
    assert found("c6_tt_met_protector_clean") == []


def test_time_threshold_named_twice_on_a_protected_target_is_two():
    assert found("c8_tt_met_protected_target_twice_fault") == [(10, "ccs.ability.protector")] * 2


def test_time_threshold_reusing_a_target_in_hand_is_one_violation():
    assert found("c11_tt_met_target_in_hand_fault") == [(10, "ccs.ability.target")]


# -- 9. an unnamed Sneak Attack battler used again ---------------------------------------------------------------

def test_unnamed_sneak_attack_battler_is_destroyed_after_its_attack():
    assert found("g1_unnamed_sneak_clean") == [(4, "ccs.log.unknown-card")]
    assert found("g2_unnamed_sneak_attack_again_fault") == [(4, "ccs.log.unknown-card"),
                                                            (11, "ccs.attack.not-your-battler")]
    assert found("g2b_unnamed_sneak_quest_fault") == [(4, "ccs.log.unknown-card"),
                                                      (11, "ccs.quest.not-your-battler")]


# -- 10. a draw after an ability's draw naming a card not on top --------------------------------------------------

def test_draw_after_an_abilitys_draw_naming_a_card_not_on_top_is_draw_not_top():
    assert found("d4_abilitydraw_nottop_fault") == [(5, "ccs.draw.not-top")]
    assert found("k3_full_abilitydraw_wrongcard_fault") == [(5, "ccs.draw.not-top")]
    assert found("k4_full_abilitydraw_wrongname_fault") == [(5, "ccs.draw.not-top")]
    for name in ("d1_abilitydraw_recorded_clean", "k1_full_abilitydraw_clean", "k2_full_abilitydraw_name_clean"):
        assert found(name) == [], name
