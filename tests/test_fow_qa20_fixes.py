"""Force of Will: the outside tester's nineteenth round (fix20), one test or more per finding.

1. An extra draw in the set-up, the log recording no other set-up draw: one fault, the set-up going on (the
   mulligans after it are not late). A draw more while the mulligans are under way (one recorded, the other's still
   to come) is ``fow.setup.mulligan-twice``; the first player's draw naming a main deck card before any mulligan is
   the first turn's draw (``fow.draw.first-turn``), as a draw with no card is in a full-order log; a draw with no
   card before one's own mulligan stays the record of a set-up draw (a note).
2. Draws recorded for a spell cancelled, after the cancel: one ``fow.turn.draw-phase`` (at the first), as when they
   come before it.
3. A J-ruler's illegal attack in the judgment turn, and its block in the opponent's next turn: the log using it as
   recovered shows that attack did not rest it; one flag.
4. An attack on a recovered resonator (flagged), whose battle destroyed the attacker, which the log goes on using
   (a spell's target): it stood; one flag.
5. A stone call or a standby set between an attack and its block: one ``fow.battle.unfinished`` at it, and the block
   recorded after it answers the attack (the board: the blocker fights, no damage to the player).
6. A draw before the first turn's start (after both mulligans): one ``fow.turn.not-your-turn``, its message not
   saying the turn was "never ended".
7. A chant-standby spell played with no trigger, which destroyed a resonator that the log goes on using (attacks):
   one ``fow.standby.trigger``.

The logs are the tester's (round 19), kept here whole (tests/logs/fow_qa20/); each clean twin is the same log with
the planted fault taken out (variant).
"""

from __future__ import annotations

import pytest

from fow import Logged
from projections import core

_LOGGED = Logged("fow_qa20")
load, verdict, rules = _LOGGED.load, _LOGGED.verdict, _LOGGED.rules


# -- 1. an extra set-up draw, no other set-up draw recorded ---------------------------------------------------------

@pytest.mark.parametrize("name, seq, rule", [
    ("U11_alice_keeps_draw_id6_before_bob_mull.jsonl", 2, "fow.setup.mulligan-twice"),
    ("U08_alice_keeps_then_draw_noid_before_bob_mull.jsonl", 2, "fow.setup.mulligan-twice"),
    ("U08p_paper_alice_keeps_then_draw_noid_before_bob_mull.jsonl", 2, "fow.setup.mulligan-twice"),
    ("U16p_paper_alice_keeps_draw_named_before_bob_mull.jsonl", 2, "fow.setup.mulligan-twice"),
    ("U14_bob_draw_id6_before_his_mull.jsonl", 2, "fow.setup.mulligan-twice"),
    ("U12_alice_draw_id6_before_her_mull.jsonl", 1, "fow.draw.first-turn"),
])
def test_fow_qa20_extra_setup_draw_is_one_fault_and_the_setup_goes_on(name: str, seq: int, rule: str) -> None:
    assert rules(name) == [(seq, rule)]
    assert rules(name, drop=(seq,)) == []  # the clean twin: the same log without that draw


def test_fow_qa20_extra_setup_draw_keeps_the_card_and_the_turn_end_is_not_flagged() -> None:
    log = load("U11_alice_keeps_draw_id6_before_bob_mull.jsonl")
    board = core.board_at(log, 3)
    assert board.phase == "setup"  # the mulligans after it are the set-up's
    assert "alice.6" in board.seat("alice").hand and len(board.seat("alice").hand) == 6


def test_fow_qa20_a_nameless_draw_before_ones_own_mulligan_stays_a_record() -> None:
    assert rules("U13_bob_draw_noid_before_his_mull.jsonl") == []
    assert rules("U15_bob_draw_noid_before_any_mull.jsonl") == []
    assert rules("U03_mull2_three_redraws.jsonl") == [(4, "fow.setup.mulligan-twice")]


# -- 2. draws recorded for a cancelled spell, after the cancel ------------------------------------------------------

@pytest.mark.parametrize("name, seq", [
    ("E01_draws_after_cancelled_order_ids.jsonl", 30),
    ("E02_draws_after_cancelled_order_noid.jsonl", 30),
    ("E03_draws_between_cancel_and_record.jsonl", 29),
    ("P_E01_draws_after_cancelled_order_ids.jsonl", 30),
    ("CAT2_cancelled_draws_after.jsonl", 17),
])
def test_fow_qa20_draws_after_a_cancel_are_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.turn.draw-phase")]
    assert rules(name, drop=(seq, seq + 1)) == []  # the clean twin: without the two draws


def test_fow_qa20_draws_after_a_cancel_stay_in_the_hand() -> None:
    before = core.board_at(load("E01_draws_after_cancelled_order_ids.jsonl"), 29).seat("bob").hand
    after = core.board_at(load("E01_draws_after_cancelled_order_ids.jsonl"), 31).seat("bob").hand
    assert set(after) - set(before) == {"bob.9", "bob.10"}


def test_fow_qa20_draws_around_a_cancel_keep_their_verdicts() -> None:
    assert rules("E04_draws_before_flash_cancel.jsonl") == [(30, "fow.turn.draw-phase")]
    assert rules("CAT3_cancelled_draws_before.jsonl") == [(17, "fow.turn.draw-phase")]
    assert rules("E05_order_resolves_draws_recorded_after.jsonl") == []
    assert rules("CAT0_clean_resolves.jsonl") == []
    assert rules("CAT1_cancelled_clean.jsonl") == []


# -- 3. a J-ruler's illegal attack in the judgment turn, then its block ---------------------------------------------

def test_fow_qa20_jruler_attack_in_judgment_turn_then_block_is_one_fault() -> None:
    assert rules("V03_jruler_attacks_judgment_turn.jsonl") == [(56, "fow.attack.entered-this-turn")]
    assert rules("V03_jruler_attacks_judgment_turn.jsonl", drop=(56, 57)) == []  # the clean twin: no attack


# -- 4. an attack on a recovered resonator, whose attacker the log goes on using ------------------------------------

def test_fow_qa20_attack_on_a_recovered_resonator_is_one_fault() -> None:
    assert rules("V07_attack_recovered_resonator.jsonl") == [(30, "fow.attack.target")]
    assert rules("V07_attack_recovered_resonator.jsonl", drop=(30, 31)) == []  # the clean twin: no such attack
    board = core.board_at(load("V07_attack_recovered_resonator.jsonl"), 37)
    assert board.cards["bob.3"].zone == "field"  # Temple Monk, the attacker the log goes on using (a target)


# -- 5. a stone call or standby set between an attack and its block -------------------------------------------------

@pytest.mark.parametrize("name, seq", [
    ("TM1_stone_call_during_battle.jsonl", 93),
    ("TM2_standby_set_during_battle.jsonl", 83),
])
def test_fow_qa20_main_action_in_battle_then_block_is_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.battle.unfinished")]
    assert rules(name, drop=(seq,)) == []  # the clean twin: without that call or set
    v = verdict(name)
    assert not any("changes nothing" in n for n in v.notes)


def test_fow_qa20_the_block_after_a_standby_set_in_battle_counts() -> None:
    board = core.board_at(load("TM2_standby_set_during_battle.jsonl"), 85)
    assert board.seat("alice").life == 4000  # blocked: Blessed Holy Wolf deals nothing to alice
    assert board.cards["bob.9"].zone == "grave"  # Dragoon of Certo's block destroyed it
    assert board.cards["bob.2"].zone == "standby"


# -- 6. a draw before the first turn's start --------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["U01_both_keep_bob_draws_before_game.jsonl",
                                  "U10_bob_keeps_draw_noid_then_alice_first.jsonl"])
def test_fow_qa20_draw_before_the_first_turn_message(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(3, "fow.turn.not-your-turn")]
    assert "never ended" not in v.violations[0].message
    assert v.violations[0].message == "bob drew a card during alice's turn"
    assert rules(name, drop=(3,)) == []  # the clean twin: without that draw


# -- 7. a chant-standby spell with no trigger, what it destroyed used later -----------------------------------------

def test_fow_qa20_untriggered_spell_whose_destruction_the_log_contradicts_is_one_fault() -> None:
    assert rules("P04_bob_justice_no_trigger.jsonl") == [(21, "fow.standby.trigger")]
    assert rules("P04_bob_justice_no_trigger.jsonl", drop=(21, 22)) == []  # the clean twin: no such play
