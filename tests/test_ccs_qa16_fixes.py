"""Chrono Clash: the fixes of the sixteenth outside test round (notes/qa16_ccs.md, notes/fix16_ccs.md).

The logs are the tester's own, whole, under tests/logs/ccs_qa16/: each planted fault gives exactly one violation,
and its clean twin stays clean."""

from __future__ import annotations

from pathlib import Path

from ledger.log import read_log
from projections import core
from projections.chrono_clash import abilities as ab

LOGS = Path(__file__).resolve().parent / "logs" / "ccs_qa16"
DOCS = Path(__file__).resolve().parent.parent / "docs"


def log(name: str):
    return read_log(LOGS / f"{name}.jsonl")


def result(name: str) -> core.Verification:
    return core.verify(log(name))


def found(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result(name).violations]


def roots(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result(name).violations if not v.caused_by]


# -- 1. +1 Guardian Attack on a questing battler going on to a stack a tapped Sentinel guards ------------------------

def test_guardian_attack_going_on_to_the_stack_past_a_tapped_sentinel_is_one_violation():
    # Was clean (bob.5 revealed and discarded past the Sentinel).
    assert found("sq_sentinel_quest_then_stack") == [(15, "ccs.attack.sentinel")]
    board = core.board_at(log("sq_sentinel_quest_then_stack"), 15)
    assert board.attack is None  # the attack ends there: nothing more owed
    assert board.cards["bob.5"].zone == "discard"  # the reveal stood at the table


def test_the_sentinel_controls_stay_as_they_were():
    # (Round 36, release check qa36c D-1: bob's Stone Idol is on a quest, and English and French switch Sentinel off
    # while "a battler" is questing, the Italian while the Sentinel itself is: the manuals do not agree the attack is
    # forbidden, so it is a note now, no longer ccs.attack.sentinel.)
    assert found("sq_sentinel_stack_attack") == []
    assert found("sq_sentinel_quest_stop_clean") == []
    assert found("sq_questing_sentinel_stack_clean") == []


# -- 2. A chosen opponent named by the card they discard, with several opponents ------------------------------------

def test_night_raid_naming_only_the_discarded_card_in_three_players_is_clean():
    # Was ccs.ability.target "'bob.7' is not an opponent still in the game".
    assert found("nr3_card_only") == []
    assert found("nr3_named_clean") == []
    board = core.board_at(log("nr3_card_only"), 6)
    assert board.cards["bob.7"].zone == "discard"


def test_the_card_named_alone_is_discarded_as_when_the_opponent_is_named_too():
    # Was ability.target at 6 and no flag for the later summon of the card (nothing discarded).
    assert found("nr3_card_only_then_summon") == found("nr3_named_then_summon") == [(11, "ccs.summon.not-in-hand")]


def test_shadow_stalkers_trigger_naming_only_the_card_in_three_players():
    # Was ccs.ability.target at 10 (and the card not discarded).
    assert found("ss_stalker3p_card_only") == found("ss_stalker3p_both") == [(13, "ccs.summon.not-in-hand")]
    assert found("ss_stalker2p_card_only") == []


# -- 3. Time Threshold: the second resolution's target -------------------------------------------------------------

def test_one_target_serves_both_resolutions_of_a_time_threshold():
    # Was ccs.ability.target "must choose a target ... but the log names none" at 4.
    assert found("lb_threshold_one") == []
    board = core.board_at(log("lb_threshold_one"), 4)
    same = core.board_at(log("lb_threshold_two_same"), 4)
    assert ab.strength(board, "bob.8") == ab.strength(same, "bob.8") == board.cards["bob.8"].strength_mod + \
        board.card_def("bob.8").strength
    assert board.cards["bob.8"].strength_mod == -6  # -3, twice


def test_a_time_threshold_summon_with_no_target_is_one_violation():
    # Was two identical ccs.ability.target at 4.
    assert found("lb_threshold_none") == [(4, "ccs.summon.ability-after-turn-end")]  # (its cost ends the turn: qa36 W-1)
    assert found("lb_threshold_two_same") == []
    assert found("lb_threshold_two_diff") == []


# -- 4. A draw an ability made, recorded as a CardDrawn -------------------------------------------------------------

def test_a_guardians_draw_recorded_is_a_note():
    # Was turn.not-your-turn + draw.not-top at 8 + draw.not-top at 10 (two roots).
    r = result("gd_guardian_draw_recorded")
    assert r.violations == []
    assert any("seq 8:" in n and "bob.12" in n for n in r.notes)


def test_a_summon_abilitys_draw_recorded_is_a_note():
    # Was turn.draw-step at 11.
    assert found("gd_summon_draw_recorded") == []


def test_the_turns_draw_naming_a_card_an_ability_drew_stays_one_violation():
    assert found("a6_seer_quest_draw_taken") == [(13, "ccs.draw.not-top")]
    assert found("a2_example_attack_drawtaken") == [(9, "ccs.draw.not-top")]
    assert found("a6_seer_quest_draw_clean") == found("a2_example_attack_clean") == []


# -- 5. A pass after a card played past the gauge -------------------------------------------------------------------

def test_the_pass_after_a_late_card_is_a_note():
    # Was turn-over at 3 and "passed after the counter had already ended the turn" at 4.
    assert found("b5b_late_then_pass") == [(3, "ccs.gauge.turn-over")]
    assert any(n.startswith("seq 4:") and "the pass changes nothing" in n for n in result("b5b_late_then_pass").notes)
    assert found("b5b_late_nopass") == [(3, "ccs.gauge.turn-over")]
    assert found("b5b_pass_only") == []


def test_the_pass_after_a_late_card_in_four_players_paper():
    # Was turn-over at 12 and at 13 (caused_by 12).
    assert found("m4_paper_dave_late") == [(12, "ccs.gauge.turn-over")]
    assert found("m4_paper_clean") == []


# -- 6. Messages ----------------------------------------------------------------------------------------------------

def test_a_battler_card_target_message_has_the_right_article():
    v = result("msg_swift_tactics_on_action").violations
    assert [(x.seq, x.rule) for x in v] == [(6, "ccs.ability.target")]
    assert v[0].message == "War Cry (alice.9) is not a battler card"


def test_a_hidden_guardian_revealed_from_under_the_top_is_called_by_the_name_the_reveal_gives():
    v = result("b2p_paper_reveal_bottom").violations
    assert [(x.seq, x.rule) for x in v if not x.caused_by] == [(15, "ccs.guardian.not-top")]
    assert v[0].message == "bob revealed Hollow Guard (bob.7), but the top guardian was a hidden card (bob.9)"


# -- 7. How long an action card's Gains lasts -----------------------------------------------------------------------

def test_an_action_cards_gain_ends_with_the_turn_as_the_docs_say():
    assert found("cw_callwild_next_turn_two_guardians") == [(16, "ccs.guardian.unexpected")]
    assert found("cw_callwild_next_turn_one_guardian") == []
    text = (DOCS / "chrono-clash-icons.md").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| `gains` |"))
    assert "from an action card" in row
    assert "**How long an action card's Gains lasts.**" in text
