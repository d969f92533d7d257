"""Force of Will: the outside tester's twentieth round (fix21), one test or more per finding.

1. A full-order log recording both opening hands as five draws giving no card each (Mise en Place ④ « Chaque joueur
   pioche cinq cartes ... pour constituer sa main »), then the mulligans: the records of the set-up's draws, clean
   (the first player's first such draw was taken as the first turn's draw). A genuine sixth draw is one
   ``fow.setup.mulligan-twice``; one draw giving no card alone before the mulligan stays the first turn's draw.
2. A J-ruler (or a resonator) that attacked illegally the turn it was put onto the field, then blocks twice in the
   opponent's next turn: the first block is read as the attack not having rested it (a note); the second, with the
   first block's rest on it, is a real ``fow.block.blocker``.
3. An attack on a recovered resonator (``fow.attack.target``), whose attacker blocks in the next turn: that attack
   is taken as not having rested it (a note), as for an attack the turn the attacker was put onto the field.
4. A resonator that attacked the turn it was put onto the field, whose rest-symbol ability is used in the next turn:
   the same reading (a note), not ``fow.ability.rested`` (nor ``fow.will.rested`` for a payment with it).
5. The non-turn player's spell cancelled, a draw recorded for it after the cancel: one ``fow.turn.draw-phase`` (as
   when it comes before the cancel), the turn going on (not the turn player's turn taken as ended).

The logs are the tester's (round 20), kept here whole (tests/logs/fow_qa21/); each clean twin is the tester's
control log or the same log with the planted fault taken out.
"""

from __future__ import annotations

import pytest

from fow import Logged
from projections import core

_LOGGED = Logged("fow_qa21")
load, verdict, rules = _LOGGED.load, _LOGGED.verdict, _LOGGED.rules


# -- 1. opening hands recorded as draws giving no card, in a full-order log ----------------------------------------

@pytest.mark.parametrize("name", [
    "S7_open_hands_noid_then_keep.jsonl",
    "S7_open_hands_noid_then_keep_paper.jsonl",
    "S7b_noid_interleaved_keep.jsonl",
    "S7c_noid_interleaved_mull.jsonl",
    "S7d_noid_bob_first_then_alice.jsonl",
    "S7e_noid_alternating.jsonl",
])
def test_fow_qa21_opening_hands_recorded_with_no_card_are_clean(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert not any("first turn" in n for n in v.notes)


def test_fow_qa21_opening_hands_recorded_with_no_card_keep_five_cards() -> None:
    log = load("S7_open_hands_noid_then_keep.jsonl")
    board = core.board_at(log, 12)  # both mulligans (keeps) made
    assert board.phase == "setup"
    assert len(board.seat("alice").hand) == 5 and len(board.seat("bob").hand) == 5


def test_fow_qa21_a_sixth_draw_with_no_card_is_one_mulligan_twice() -> None:
    assert rules("G9_open_hands_noid_six_alice.jsonl") == [(6, "fow.setup.mulligan-twice")]
    assert rules("G9_open_hands_noid_six_alice.jsonl", drop=(6,)) == []  # the clean twin: five draws


def test_fow_qa21_one_draw_with_no_card_alone_before_the_mulligan_is_the_first_turns_draw() -> None:
    # The same full-order log with only alice's first record left before the mulligans: the first turn's draw,
    # flagged at its own seq (the event after it says so), and its "record" note withdrawn.
    v = verdict("S7_open_hands_noid_then_keep.jsonl", drop=(2, 3, 4, 5))
    assert [(x.seq, x.rule) for x in v.violations] == [(1, "fow.draw.first-turn")]
    assert not any("seq 1:" in n for n in v.notes)
    # A log ending on that draw: the same.
    assert rules("S7_open_hands_noid_then_keep.jsonl", drop=tuple(range(2, 21))) == [(1, "fow.draw.first-turn")]


# -- 2. a J-ruler / resonator blocking twice after its flagged attack -----------------------------------------------

@pytest.mark.parametrize("name, attack", [
    ("J1_jr_illegal_attack_then_two_blocks.jsonl", 27),
    ("J1_jr_illegal_attack_then_two_blocks_paper.jsonl", 27),
    ("R4_entered_attack_then_two_blocks_next_turn.jsonl", 27),
])
def test_fow_qa21_second_block_after_the_flagged_attack_is_flagged(name: str, attack: int) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(attack, "fow.attack.entered-this-turn"),
                                                       (35, "fow.block.blocker")]
    assert any(n.startswith("seq 33:") and "not having rested it" in n for n in v.notes)
    # The clean twin of the second block: without the second attack and its block, the first block is read.
    assert rules(name, drop=(34, 35)) == [(attack, "fow.attack.entered-this-turn")]


@pytest.mark.parametrize("name", ["J4_jr_two_blocks_no_illegal_attack.jsonl", "R4k_no_attack_two_blocks.jsonl"])
def test_fow_qa21_two_blocks_controls_stay_one_fault(name: str) -> None:
    assert rules(name) == [(33, "fow.block.blocker")]


def test_fow_qa21_attacking_again_after_the_flagged_attack_rests_it() -> None:
    # Its second attack in that turn (flagged: rested) rested it, whatever the first did: its block in the next
    # turn is a rested card's block.
    assert rules("R2_illegal_target_then_second_attack_same_turn.jsonl") == [
        (25, "fow.attack.target"), (27, "fow.attack.rested"), (33, "fow.block.blocker")]


# -- 3. an attack on a recovered resonator, its attacker blocking next turn -----------------------------------------

@pytest.mark.parametrize("name", ["R1c_illegal_target_then_one_block.jsonl",
                                  "R1c_illegal_target_then_one_block_paper.jsonl"])
def test_fow_qa21_attacker_of_a_recovered_resonator_blocks_next_turn(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(25, "fow.attack.target")]
    assert any(n.startswith("seq 31:") and "not having rested it" in n for n in v.notes)


def test_fow_qa21_attacker_of_a_recovered_resonator_blocks_twice() -> None:
    assert rules("R1_illegal_target_then_two_blocks.jsonl") == [(25, "fow.attack.target"), (33, "fow.block.blocker")]


# -- 4. a rest-symbol ability the turn after the flagged attack -----------------------------------------------------

@pytest.mark.parametrize("name", ["R5_entered_attack_then_rest_ability_next_turn.jsonl",
                                  "R5_entered_attack_then_rest_ability_next_turn_paper.jsonl"])
def test_fow_qa21_rest_ability_the_turn_after_the_flagged_attack(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(27, "fow.attack.entered-this-turn")]
    assert any(n.startswith("seq 32:") and "not having rested it" in n for n in v.notes)
    assert rules("R5c_no_attack_rest_ability_next_turn.jsonl") == []  # the clean twin


def test_fow_qa21_will_payment_the_turn_after_the_flagged_attack() -> None:
    # The same reading for a payment with it (Rukh Egg, « Rest this card: produce one fire will »): a note, not
    # fow.will.rested. (A log written here from the tester's R5: alice's Rukh Egg attacks the turn it entered, and
    # pays for Demonflame in bob's turn.)
    name = "Z1_entered_attack_then_will_payment_next_turn.jsonl"
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(12, "fow.attack.entered-this-turn")]
    assert any(n.startswith("seq 17:") and "not having rested it" in n for n in v.notes)
    assert rules(name, drop=(12, 13)) == []  # the clean twin: no attack


# -- 5. the non-turn player's draw recorded after the cancel of their spell -----------------------------------------

def test_fow_qa21_draw_after_the_cancel_of_the_other_players_spell() -> None:
    v = verdict("W1_bob_wall_cancelled_draw_after.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(31, "fow.turn.draw-phase")]
    assert "never ended" not in v.violations[0].message
    assert not any("turn goes on" in n for n in v.notes)
    assert rules("W1_bob_wall_cancelled_draw_after.jsonl", drop=(31,)) == []  # the clean twin
    assert rules("W1c_bob_wall_cancelled_clean.jsonl") == []
    assert rules("W2_bob_wall_draw_then_cancelled.jsonl") == [(30, "fow.turn.draw-phase")]
