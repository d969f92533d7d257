"""Chrono Clash: the fixes of the fifteenth outside test round (notes/qa15_ccs.md, notes/qa15_judge.md).

Most logs are the tester's own, whole, under tests/logs/ccs_qa15/: each planted fault is one change to a clean log
of the same folder (its twin), and gives exactly one violation; the twin is clean."""

from __future__ import annotations

from pathlib import Path

from ccs import attack, draw, guardian_id, hand_id, pass_, reveal, rules_at, seat, summon, verify
from ledger.log import read_log
from projections import core

LOGS = Path(__file__).resolve().parent / "logs" / "ccs_qa15"


def result(name: str) -> core.Verification:
    return core.verify(read_log(LOGS / f"{name}.jsonl"))


def found(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result(name).violations]


def test_the_twins_are_clean():
    for name in ("M1_full_2p", "M2_full_3p", "M4_full_4p", "M9_3p_eliminate_next", "M14_keywords", "H5c_clean_twin",
                 "ccs-clean"):
        assert found(name) == [], name


# -- 1. A draw taken from under the top: the later draws and the real top's play read with it ---------------------

def test_a_draw_from_under_the_top_named_again_later_is_one_violation():
    # Was draw.not-top at 18 + log.unknown-card at 26 (the later draw's name checked against the top card).
    r = result("D1_draw_not_top_midgame")
    assert [(v.seq, v.rule) for v in r.violations] == [(18, "ccs.draw.not-top")]
    assert r.winner == result("M1_full_2p").winner == "alice"


def test_the_real_top_played_after_a_draw_from_under_it_is_one_violation():
    # Was 5: summon.not-in-hand for the real top, then every later draw draw.not-top.
    assert found("D_m1_draw01_top_played") == [(1, "ccs.draw.not-top")]


def test_the_real_top_put_under_a_toughness_battler_is_one_violation():
    # Was draw.not-top + summon.toughness (the real top "not in the hand").
    assert found("D_m14_draw03_toughness_under") == [(3, "ccs.draw.not-top")]


# -- 2. A guardian revealed out of order --------------------------------------------------------------------------

def test_a_guardian_revealed_from_under_the_top_named_again_is_one_violation():
    # Was 5 and no winner (unknown-card, attack.unfinished, two more guardian.not-top).
    r = result("D4_guardian_not_top_single_change")
    assert [(v.seq, v.rule) for v in r.violations] == [(28, "ccs.guardian.not-top")]
    assert r.winner == "alice"
    assert found("G_m9_rev10") == [(10, "ccs.guardian.not-top")]                   # was 3


# -- 3. A mandatory Destroyed trigger left out after the counter ended the turn ------------------------------------

def test_a_trigger_left_out_after_the_counter_ended_the_turn_is_charged_to_its_controller():
    # Was ccs.turn.not-your-turn x2 on carol's draw and pass, the board stuck on alice's turn.
    for name in ("H5_destroyed_trigger_left_out", "H5p_destroyed_trigger_left_out"):
        r = result(name)
        assert [(v.seq, v.rule, v.player) for v in r.violations] == [(19, "ccs.ability.pending", "carol")], name
        board = core.board_at(read_log(LOGS / f"{name}.jsonl"), 19)
        assert board.active == "carol"


# -- 4. The wrong defender named in a match of three or more --------------------------------------------------------

def test_an_attack_on_the_wrong_live_opponent_is_one_violation():
    assert found("W4c_defender_wrong_live_player") == [(22, "ccs.guardian.unexpected")]      # was 5, 3 roots
    assert found("W4g_4p_defender_wrong") == [(38, "ccs.guardian.unexpected")]               # was 2


def test_an_attack_on_an_eliminated_player_is_carried_out_on_the_one_who_reveals():
    assert found("W4b_attack_eliminated_player") == [(32, "ccs.attack.target-not-enemy")]     # was 3


# -- 5. A pass after the counter ended the turn: a note ------------------------------------------------------------

def test_a_pass_right_after_the_counter_ended_the_turn_is_a_note():
    r = result("RP_m1_redundant_pass_once")
    assert r.violations == []
    assert any("the pass changes nothing" in n for n in r.notes)
    assert found("RP_m1_redundant_pass_every_turn") == []                                   # was 8
    assert r.winner == result("M1_full_2p").winner


def test_a_summon_after_the_counter_ended_the_turn_is_still_flagged():
    a = seat("a", hand=["Flame Lancer", "Ember Squire"])
    events = [draw("a"), summon("a", hand_id("a", 1)), summon("a", hand_id("a", 2))]
    assert rules_at(verify([a, seat("b")], events)) == [(3, "ccs.gauge.turn-over")]


# -- 6. An attack by a battler no longer in play eliminates no one ---------------------------------------------------

def test_an_attack_by_a_destroyed_battler_after_the_last_guardian_eliminates_no_one():
    # Was attack.not-your-battler, then game.over at the real attack; the result credited the destroyed battler.
    r = result("V13_attack_with_destroyed")
    assert [(v.seq, v.rule) for v in r.violations] == [(38, "ccs.attack.not-your-battler")]
    assert r.winner == "alice" and "alice.12" in r.result and "alice.8" not in r.result


# -- 7. resolve: true on a guardian with no guardian ability: a note ---------------------------------------------------

def test_resolving_a_guardian_without_a_guardian_ability_is_a_note():
    # Was ccs.guardian.no-ability: "If it has a guardian ability, your opponent has the option to resolve it".
    a = seat("a", hand=["Cinder Hound"])
    b = seat("b", guardians=["Ember Squire", "Ember Squire", "Ember Squire", "Cinder Hound", "Cinder Hound"])
    hound = hand_id("a", 1)
    events = [draw("a"), summon("a", hound), draw("b"), pass_("b"), draw("a"), attack("a", hound),
              reveal("b", guardian_id("b", 1), resolve=True)]
    r = verify([a, b], events)
    assert rules_at(r) == []
    assert any("has no guardian ability to resolve: nothing happens" in n for n in r.notes)
    assert rules_at(verify([a, b], events[:-1] + [reveal("b", guardian_id("b", 1))])) == []


# -- 8. A pass under the wrong player's name ---------------------------------------------------------------------

def test_a_pass_under_the_next_players_name_is_one_violation():
    # Was not-your-turn at 55 and at 56 (alice's draw, bob's turn "never passed").
    r = result("ccs-pass-wrongname")
    assert [(v.seq, v.rule) for v in r.violations] == [(55, "ccs.turn.not-your-turn")]
    assert r.winner == result("ccs-clean").winner == "bob"


def test_a_pass_out_of_turn_the_active_player_plays_on_after_is_still_one():
    # The same pass, inserted: bob passes himself next, so it was alice's, out of turn, and changed nothing.
    r = result("ccs-pass-out-of-turn-played-on")
    assert [(v.seq, v.rule) for v in r.violations] == [(55, "ccs.turn.not-your-turn")]
    assert r.winner == "bob"
