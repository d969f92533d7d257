"""Force of Will: the round-34 regression tester's findings on this round's loosened readings (qa34c), one test or
more each. The logs are the tester's (/tmp/qa34c-fow/logs), kept whole in tests/logs/fow_qa34c/ with their twins.

1. F1: a second main-phase act of the attacking player's between an attack and its block (a stone call after a
   judgment, a resonator after a standby set, a second standby set...) ended the battle as not blocked: that act went
   unflagged, the recorded block was thrown away, and the winner could flip. Now any number of such acts keep the
   battle open: the first is ``fow.battle.unfinished`` (or ``fow.play.main-phase`` for a card put), each later one is
   flagged under what it breaks on its own (``fow.stone.judgment-turn``...), else as played in the battle, held until
   the block shows the battle was still under way; the block answers the attack. A log going on without the block
   (the turn's end) takes the attack as not blocked at the first act, the later acts after the battle (a note).
2. F2: a stone called by resting a resonator of the caller's own (``fow.stone.not-ruler``, or out of turn) rested
   nothing, so an attack or block with it after was not flagged; now it rests as recorded, and that later use is
   ``fow.attack.rested`` / ``fow.block.blocker`` caused by the call.
3. F3: a second call after a call by a resonator was ``fow.stone.once-per-turn`` caused by the first; the first
   called its stone, so the second is its own root.
4. F4: a call by a resonator during a battle was only ``fow.battle.unfinished``; how it was called is a breach of its
   own, ``fow.stone.not-ruler``, as outside a battle.
5. F5: a block declared while only a judgment made in the battle (flagged then), or a card the defending player put
   in it (flagged then: ``fow.play.main-phase``), was on the chase was ``fow.chase.unresolved`` caused by it; that
   act could not be made there at all, so there was no chase to wait for: the same fault, a note, as for a card the
   attacking player put there. The judgment that could not be made (J-side up, rested ruler) still resolves as the
   table played it, its J-ruler on the field: flagged under its own rules, the board is the table's.
6. F6: an attack with neither its block nor the turn's end recorded, then the next player's draw and turn: only the
   draw was flagged (``fow.turn.not-your-turn``), the block's omission never, while the same attack with the end
   recorded is ``fow.battle.unfinished``. docs/log-format.md flags each omission once a log: the first block left out
   is now ``fow.battle.unfinished`` there too, at the event that shows the turn ended (linked to the draw), later
   ones a note.
7. F7: the second player deciding twice before the first player's decision: ``fow.setup.mulligan-twice`` was caused
   by the out-of-order first decision (flagged later, at its earlier seq) and listed before it; now it is its own root
   and the verdict lists the violations in seq order.
"""

from __future__ import annotations

from typing import Any

import pytest
from fow import Logged

from projections import core

_LOGGED = Logged("fow_qa34c")


def _life(name: str, seq: int = 10**6) -> dict[str, int]:
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


def _notes(name: str, drop: tuple[int, ...] = ()) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name, drop).notes]


# -- F1. several main-phase acts between an attack and its block ------------------------------------------------------

def test_fow_qa34c_f1_judgment_then_call_then_block_keeps_the_block_and_no_winner() -> None:
    name = "i5l_lethal_attack_judgment_then_stonecall_then_block.jsonl"
    assert _LOGGED.causes(name) == [(41, "fow.battle.unfinished", None), (43, "fow.stone.judgment-turn", None)]
    assert _LOGGED.verdict(name).winner is None
    assert _life(name)["alice"] == 4000
    # (twins: the call after the block is the same judgment-turn fault; no call at all, the judgment only)
    assert _LOGGED.causes("i5l_twin2_judgment_block_then_stonecall.jsonl") == [
        (41, "fow.battle.unfinished", None), (44, "fow.stone.judgment-turn", None)]
    assert _LOGGED.rules("i5l_twin_lethal_attack_judgment_then_block.jsonl") == [(41, "fow.battle.unfinished")]
    assert _LOGGED.verdict("i5l_twin_lethal_attack_judgment_then_block.jsonl").winner is None


def test_fow_qa34c_f1_standby_then_resonator_then_block_the_block_answers() -> None:
    name = "i5a_standby_then_whelp_between_attack_and_block.jsonl"
    assert _LOGGED.causes(name) == [(29, "fow.battle.unfinished", None), (30, "fow.play.main-phase", None)]
    board = _LOGGED.board_after(name, 33)
    assert {s.id: s.life for s in board.seats}["bob"] == 4000
    assert board.cards["bob.1"].zone == "grave"  # (Galahad blocked and was destroyed)
    twin = "i5a_twin_acts_after_block.jsonl"
    assert _LOGGED.rules(twin) == []
    assert _life(twin)["bob"] == 4000
    assert _LOGGED.board_after(twin, 10**6).cards["bob.1"].zone == "grave"


@pytest.mark.parametrize("name, expected", [
    ("i5d_whelp_then_standby_between_attack_and_block.jsonl",
     [(29, "fow.play.main-phase", None), (31, "fow.battle.unfinished", None)]),
    ("i5e_two_standby_sets_between_attack_and_block.jsonl",
     [(29, "fow.battle.unfinished", None), (30, "fow.battle.unfinished", None)]),
    ("i5b_second_stone_call_and_judgment_between_attack_and_block.jsonl",
     [(29, "fow.battle.unfinished", None), (30, "fow.judgment.ruler-rested", None)]),
])
def test_fow_qa34c_f1_each_later_act_is_its_own_fault_and_the_block_answers(name: str, expected: list) -> None:
    assert _LOGGED.causes(name) == expected
    assert any("block, recorded after the action flagged in this battle, answers the attack" in n
               for n in _notes(name))
    assert _life(name)["bob"] == 4000


def test_fow_qa34c_f1_resonator_after_judgment_is_played_in_the_battle() -> None:
    rules = _LOGGED.rules("i5g_judgment_then_whelp_between_attack_and_block.jsonl")
    assert (28, "fow.battle.unfinished") in rules and (30, "fow.play.main-phase") in rules


@pytest.mark.parametrize("name", ["i5j_standby_then_defender_pride_then_block.jsonl",
                                  "i5k_standby_then_attacker_demonflame_then_block.jsonl"])
def test_fow_qa34c_f1_a_legal_instant_as_second_act_is_no_fault(name: str) -> None:
    assert _LOGGED.rules(name) == [(29, "fow.battle.unfinished")]


@pytest.mark.parametrize("name, block", [("i5a_standby_then_whelp_between_attack_and_block.jsonl", 32),
                                         ("i5e_two_standby_sets_between_attack_and_block.jsonl", 31),
                                         ("i5d_whelp_then_standby_between_attack_and_block.jsonl", 32)])
def test_fow_qa34c_f1_no_block_recorded_the_later_acts_came_after_the_battle(name: str, block: int) -> None:
    # (the same log without its block: the turn's end shows the table took the attack as not blocked at the first
    # act; the acts after it are not flagged for the battle, and its damage is dealt)
    rules = _LOGGED.rules(name, drop=(block,))
    assert rules == [(29, rules[0][1])] and rules[0][1] in ("fow.battle.unfinished", "fow.play.main-phase")
    assert any("came after the battle and are not flagged for it" in n for n in _notes(name, (block,)))
    assert {s.id: s.life for s in _board_end(_LOGGED.load(name, (block,))).seats}["bob"] == 3500


def _board_end(log: Any) -> Any:
    """The board after the log's last event and its end (finish), as verify ends on it."""
    board = core.new_board(log)
    mod = core.engine(log.game)
    for ev in log.events:
        mod.step(board, ev)
    mod.finish(board)
    return board


# -- F2. a stone called by resting a resonator rests it ---------------------------------------------------------------

def test_fow_qa34c_f2_call_by_resonator_rests_it_then_its_attack_is_rested() -> None:
    name = "i7a_call_by_resonator_then_attack_with_it.jsonl"
    assert _LOGGED.board_after(name, 27).cards["alice.1"].rested
    assert _LOGGED.causes(name) == [(27, "fow.stone.not-ruler", None), (28, "fow.attack.rested", 27)]
    assert _LOGGED.rules("i7a_twin_call_by_ruler_then_attack.jsonl") == []


def test_fow_qa34c_f2_out_of_turn_call_by_resonator_then_block_with_it() -> None:
    name = "i1h_bob_calls_by_resonator_in_alices_battle_then_blocks_with_it.jsonl"
    assert _LOGGED.causes(name) == [(29, "fow.turn.not-your-turn", None), (30, "fow.block.blocker", 29)]
    assert _LOGGED.rules("i1h_twin_bob_calls_by_resonator_in_alices_battle_blocks_with_other.jsonl") == [
        (29, "fow.turn.not-your-turn")]


# -- F3. the second call after a call by a resonator is its own root -------------------------------------------------

def test_fow_qa34c_f3_second_call_after_a_call_by_resonator_is_its_own_root() -> None:
    assert _LOGGED.causes("i7b_call_by_resonator_then_call_by_ruler.jsonl") == [
        (27, "fow.stone.not-ruler", None), (28, "fow.stone.once-per-turn", None)]


# -- F4. a call by a resonator during a battle is also fow.stone.not-ruler -------------------------------------------

def test_fow_qa34c_f4_call_by_resonator_in_battle_is_also_not_ruler() -> None:
    assert _LOGGED.causes("i7d_call_by_resonator_in_battle.jsonl") == [
        (29, "fow.battle.unfinished", None), (29, "fow.stone.not-ruler", None)]
    # (the opponent's resonator, or a stone, named: fow.stone.not-ruler alone, as before)
    assert _LOGGED.rules("i7c_call_by_opponents_resonator.jsonl") == [(27, "fow.stone.not-ruler")]
    assert _LOGGED.rules("i7e_call_by_stone.jsonl") == [(27, "fow.stone.not-ruler")]


# -- F7. mulligan twice after an out-of-order one: its own root, violations in seq order ------------------------------

def test_fow_qa34c_f7_second_decision_before_the_others_is_its_own_root_in_seq_order() -> None:
    assert _LOGGED.causes("i6b_out_of_order_and_second_player_twice.jsonl") == [
        (1, "fow.setup.mulligan-order", None), (2, "fow.setup.mulligan-twice", None)]
    # (the second decision after the first player's may redo it in its turn: linked, as before)
    assert _LOGGED.causes("i6c_out_of_order_then_second_player_again_after.jsonl") == [
        (1, "fow.setup.mulligan-order", None), (3, "fow.setup.mulligan-twice", 1)]
    assert _LOGGED.rules("i6a_twin_first_keeps_then_second_mulls.jsonl") == []


# -- F5. a block behind an act made in the battle that could not be made there: a note --------------------------------

def test_fow_qa34c_f5_block_behind_a_judgment_made_in_the_battle_is_a_note() -> None:
    name = "i5h_jside_up_judgment_in_battle.jsonl"
    assert _LOGGED.causes(name) == [
        (69, "fow.battle.unfinished", None), (69, "fow.judgment.j-side-up", None),
        (69, "fow.judgment.ruler-rested", None), (69, "fow.will.exact", None),
        (71, "fow.chase.unresolved", 69)]
    assert any(n.startswith("seq 70: alice's block was declared while") and "that same fault" in n
               for n in _notes(name))
    # (the main-phase twin: the judgment's resolution left out, flagged once at the next act)
    assert _LOGGED.causes("i5h_twin_jside_up_judgment_main_phase.jsonl")[-1] == (69, "fow.chase.unresolved", 68)


def test_fow_qa34c_f5_defenders_card_in_the_battle_then_block_is_a_note() -> None:
    name = "i3f_defender_puts_wolf_in_battle_then_blocks.jsonl"
    assert _LOGGED.causes(name) == [(29, "fow.play.main-phase", None)]
    assert any(n.startswith("seq 30: bob's block was declared while Blessed Holy Wolf") for n in _notes(name))
    # (a legal chant-instant on the chase at the block is still fow.chase.unresolved, a root)
    assert (31, "fow.chase.unresolved") in _LOGGED.rules(
        "i3a_shout_illegal_then_bob_pride_then_block_with_pride_on_chase.jsonl")


# -- F6. a block and a turn's end both left out: the block's omission is flagged once a log too ----------------------

def test_fow_qa34c_f6_block_and_end_left_out_flags_the_block_once() -> None:
    assert _LOGGED.causes("i1d_bob_draws_during_alice_attack.jsonl") == [
        (29, "fow.turn.not-your-turn", None), (30, "fow.battle.unfinished", 29)]
    assert _life("i1d_bob_draws_during_alice_attack.jsonl")["bob"] == 3500
    assert _LOGGED.rules("i1e_twin_attack_no_block_then_turnended.jsonl") == [(29, "fow.battle.unfinished")]
