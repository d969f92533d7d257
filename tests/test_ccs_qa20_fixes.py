"""Chrono Clash: the fixes of the twentieth outside test round (notes/fix20_ccs.md).

The logs are the tester's own, whole, under tests/logs/ccs_qa20/ (paper logs built on round 18's readings, and the
manuals' examples written from the French and Italian texts). Each planted fault gives exactly one violation, and
its clean twin stays clean.

1. A quest card a paper log left out, revealed by name only, then the card the engine took for it played: the name
   goes with the quest card to the id it changes places with (clean).
2. That quest card revealed by its own id, then played again from the hand by that id: never swapped; one
   ``ccs.action.not-in-hand`` (and, played under another name, one ``ccs.log.unknown-card``).
3. A card a Legion ability discarded unnamed coming back as an action card through a quest: one violation.
4. A quest-card reveal giving the questing battler's own id: one ``ccs.log.unknown-card``, the name not bound.
5. A summon or action under the wrong player's name given by name only: one, read as the owner's.
6. A paper log recording only one of the Radiant Seer's and the turn's draws: no ``ccs.draw.not-top``.
7. The summon example (Inferno Drake): strength 4 or less (English) or cost 4 or less (French); either is legal.
"""

from __future__ import annotations

from pathlib import Path

from ledger.log import read_log
from projections import core
from ccs import Logged

LOGS = Path(__file__).resolve().parent / "logs" / "ccs_qa20"
_LOGGED = Logged("ccs_qa20")
verdict, found, slips = _LOGGED.verdict, _LOGGED.found, _LOGGED.slips


# -- 1. The name a reveal gave the unnamed quest card goes with it ------------------------------------------------

def test_the_manuals_quest_example_as_a_paper_log_is_clean():
    v = verdict("b_fr_quest_example_paper_clean")
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert any("bob.7 is taken from the hand" in n for n in v.notes)


def test_a_quest_card_revealed_by_name_then_the_guess_summoned_as_another_card_is_clean():
    assert found("a_q2c_reveal_nameonly_then_play_guess_other_name") == []
    assert found("a_q2d_reveal_nameonly_then_play_guess_same_name") == []


# -- 2. A quest card the log revealed by its own id is never swapped -----------------------------------------------

def test_a_quest_card_revealed_by_its_id_then_played_again_is_not_in_hand():
    assert found("a_h2_base") == []
    assert found("a_h2_v2_reveal_id_then_play_same") == [(17, "ccs.action.not-in-hand")]


def test_a_quest_card_revealed_by_its_id_then_played_by_that_id_under_another_name_is_one_fault():
    assert found("a_h2_v2b_reveal_id_blessing_then_play_id_wildgrowth") == [(17, "ccs.log.unknown-card")]


# -- 3. A card a Legion ability drew is a battler: not an action card through a quest ------------------------------

def test_a_legion_card_given_as_an_action_quest_card_is_not_in_hand():
    assert found("a_leg_L4b_quest_card_named_battler") == []
    assert found("a_leg_L4_quest_card_named_action") == [(17, "ccs.quest.card-not-in-hand")]


def test_a_legion_card_quest_card_revealed_as_an_action_card_is_the_logs_contradiction():
    assert found("a_leg_L5b_quest_card_revealed_as_battler_clean") == []
    v = verdict("a_leg_L5_quest_card_revealed_as_action")
    assert [(x.seq, x.rule) for x in v.violations] == [(22, "ccs.log.unknown-card")]
    assert "Legion" in v.violations[0].message


# -- 4. A quest-card reveal under the questing battler's own id -----------------------------------------------------

def test_a_quest_card_reveal_under_the_battlers_id_is_one_fault():
    assert found("a_h2_v3_reveal_battler_itself") == [(14, "ccs.log.unknown-card")]


# -- 5. The wrong player's name, the card given by name only ---------------------------------------------------------

def test_a_summon_under_the_wrong_name_by_name_only_is_one_read_as_the_owner():
    assert found("a_wn_base") == []
    assert slips("a_wn_summon_as_alice_nameonly") == [(4, "ccs.turn.not-your-turn", "alice", "bob")]


def test_an_action_under_the_wrong_name_by_name_only_is_one_read_as_the_owner():
    assert slips("a_wn_action_as_alice_nameonly") == [(9, "ccs.turn.not-your-turn", "alice", "bob")]


# -- 6. The Radiant Seer's draw in a paper log: the deck order is not checked --------------------------------------

def test_a_paper_log_recording_one_of_the_two_draws_then_using_both_is_clean():
    v = verdict("b_fr3p_quest_win_one_draw_b13_then_quest_b14")
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert v.winner == "bob"


def test_a_paper_log_recording_only_the_seers_draw_is_clean():
    assert found("a_seer_paper_reversed") == []
    assert found("a_seer_paper_seer_draw_only_b13_then_pass") == []


# -- 7. The summon example: strength (English) or cost (French) 4 or less -------------------------------------------

def test_the_drake_may_destroy_a_battler_of_cost_4_that_is_stronger_than_4():
    v = verdict("b_fr_example_drake_cost4_target")
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert any("one manual's wording only" in n for n in v.notes)


def test_the_drake_target_meeting_neither_reading_is_one_fault(tmp_path):
    events = (LOGS / "b_fr_example_drake_cost4_target.jsonl").read_text().splitlines()
    # alice.6 is Magma Brute (cost 4, strength 6); Inferno Drake itself (cost 5, strength 7) meets neither reading.
    bad = [e.replace('"targets": ["alice.6"]', '"targets": ["bob.6"]') for e in events]
    assert bad != events
    path = tmp_path / "drake_neither.jsonl"
    path.write_text("\n".join(bad) + "\n")
    assert [(x.seq, x.rule) for x in core.verify(read_log(path)).violations] == [(4, "ccs.ability.target-condition")]
