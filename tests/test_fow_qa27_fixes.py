"""Force of Will: the outside tester's twenty-seventh round (fix27), one test or more per finding.

6. An out-of-turn stone call rests the ruler or J-ruler as recorded (round 26's "does not rest" reverted): one
   ``fow.turn.not-your-turn`` root; a later use of the rested card (a block, a call with no recovery between) is
   flagged, caused by the call.
1. A stone call (or a resolution) between the other player's Wall of Ideas resolving and its draw record: that draw
   record is still the Wall's (not the turn taken as ended, nor a hand over seven later).
2. A second stone call during a battle, before the block: ``fow.battle.unfinished`` alone (not also
   ``fow.stone.once-per-turn``).
3. A sixth set-up draw (no card) recorded before the other player's last set-up draw: one
   ``fow.setup.mulligan-twice`` on its player (holding six), not a draw under the other's name, when the other's
   later draws make their count whole.
4. A deep first set-up draw of the first player, the rest named by id: one ``fow.draw.not-top``.
5. A deep first set-up draw, the rest given by card name (paper): one ``fow.draw.not-top``.

The logs are the tester's (round 27), kept here whole (tests/logs/fow_qa27/); base.jsonl and pbase.jsonl (round 26's
clean full-order and paper matches) are the clean logs most variants were made from.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa27")
load, verdict, rules, causes, board_after = (_LOGGED.load, _LOGGED.verdict, _LOGGED.rules, _LOGGED.causes,
                                           _LOGGED.board_after)


@pytest.mark.parametrize("name", ["base.jsonl", "pbase.jsonl", "g04t_grouped_clean.jsonl"])
def test_fow_qa27_clean_twins_are_clean(name: str) -> None:
    assert rules(name) == []


# -- 6. an out-of-turn call rests the ruler or J-ruler as recorded -------------------------------------------------

def test_fow_qa27_out_of_turn_call_then_jruler_block_is_caused_by_the_call() -> None:
    # (Round 30: the block with the J-ruler the call rested shows the call did not rest it at the table, one fault.)
    assert causes("f02_oot_call_then_jruler_block.jsonl") == [(53, "fow.turn.not-your-turn", None)]
    assert rules("f02_oot_call_then_jruler_block.jsonl", drop=(53,)) == []
    assert rules("f02t_oot_call_no_block.jsonl") == [(53, "fow.turn.not-your-turn")]


def test_fow_qa27_out_of_turn_call_rests_the_jruler_on_the_board() -> None:
    assert board_after("f02_oot_call_then_jruler_block.jsonl", 53).cards["alice.r"].rested


def test_fow_qa27_out_of_turn_call_then_own_call_ruler_still_rested() -> None:
    assert causes("f22_bob_oot_call_in_T1_then_T2_call.jsonl") == [(6, "fow.turn.not-your-turn", None),
                                                                   (9, "fow.stone.ruler-rested", 6)]


def test_fow_qa27_out_of_turn_call_with_jruler_already_rested_then_block_two_faults() -> None:
    # (The J-ruler rested by alice's own call of her last turn: the block is its own fault, not the call's.)
    assert causes("f03_oot_call_t12_then_rested_jruler_block.jsonl") == [(74, "fow.turn.not-your-turn", None),
                                                                         (76, "fow.block.blocker", None)]


# -- 1. a call or resolution between the other player's Wall of Ideas resolving and its draw record ------------------

@pytest.mark.parametrize("name", ["f15_bob_second_call_between_wall_resolve_and_draw.jsonl",
                                  "p15_paper_bob_second_call_between_wall_resolve_and_draw.jsonl"])
def test_fow_qa27_call_between_wall_resolution_and_draw_record_is_one_fault(name: str) -> None:
    assert rules(name) == [(42, "fow.chase.unresolved")]


def test_fow_qa27_resolution_between_wall_resolution_and_draw_record_is_clean() -> None:
    assert rules("f18_clean_bob3_resolved_before_wall_draw_record.jsonl") == []


def test_fow_qa27_second_call_after_chase_before_wall_draw_record_is_one_fault() -> None:
    assert rules("f19_bob_second_call_after_chase_before_wall_draw_record.jsonl") == [(43, "fow.stone.once-per-turn")]


@pytest.mark.parametrize("name, expected", [
    ("f06_bob_second_call_in_chase_with_wall.jsonl", [(39, "fow.chase.unresolved")]),
    ("p06_paper_bob_second_call_in_wall_chase.jsonl", [(39, "fow.chase.unresolved")]),
    ("f14t_extra_wall_draw_only.jsonl", [(43, "fow.turn.draw-phase")]),
    ("f14_call_in_wall_chase_plus_extra_wall_draw_2faults.jsonl", [(39, "fow.chase.unresolved"),
                                                                   (44, "fow.turn.draw-phase")]),
])
def test_fow_qa27_wall_chase_neighbours_unchanged(name: str, expected: list[tuple[int, str]]) -> None:
    assert rules(name) == expected


# -- 2. a second call during a battle, before the block ------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("f07_second_call_during_battle.jsonl", 70),
                                       ("p07_paper_second_call_during_battle.jsonl", 70),
                                       ("f10_bob_second_call_during_battle_T12.jsonl", 75)])
def test_fow_qa27_second_call_during_battle_is_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.battle.unfinished")]


@pytest.mark.parametrize("name, expected", [
    ("f13_bob_first_call_during_battle_T12.jsonl", [(74, "fow.battle.unfinished")]),
    ("f09_second_call_after_block_T11.jsonl", [(71, "fow.stone.once-per-turn")]),
])
def test_fow_qa27_battle_call_neighbours_unchanged(name: str, expected: list[tuple[int, str]]) -> None:
    assert rules(name) == expected


# -- 3. a sixth set-up draw recorded before the other player's last set-up draw ------------------------------------

@pytest.mark.parametrize("name, seq", [("g01_alice_sixth_before_bob_fifth.jsonl", 10),
                                       ("g02_alice_double_early.jsonl", 10),
                                       ("g04_grouped_alice_sixth_after_bob_first.jsonl", 7),
                                       ("g05_grouped_alice_sixth_last.jsonl", 11)])
def test_fow_qa27_sixth_setup_draw_before_others_last_is_one_mulligan_twice(name: str, seq: int) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(seq, "fow.setup.mulligan-twice", "alice")]


def test_fow_qa27_sixth_setup_draw_leaves_alice_six_bob_five() -> None:
    board = board_after("g01_alice_sixth_before_bob_fifth.jsonl", 13)
    assert len(board.seat("alice").hand) == 6
    assert len(board.seat("bob").hand) == 5


def test_fow_qa27_others_draw_under_wrong_name_stays_not_your_turn() -> None:
    assert rules("g03_bob4th_under_alice_name.jsonl") == [(9, "fow.turn.not-your-turn")]


# -- 4. the first player's deep first set-up draw, the rest named by id --------------------------------------------

@pytest.mark.parametrize("name, seq, player", [("h01_alice_first_deep_rest_ids.jsonl", 1, "alice"),
                                               ("h02_alice_first_deep_ids_interleaved.jsonl", 1, "alice"),
                                               ("h01t_bob_first_deep_rest_ids_ok.jsonl", 6, "bob")])
def test_fow_qa27_deep_first_setup_draw_rest_by_id_is_one_not_top(name: str, seq: int, player: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(seq, "fow.draw.not-top", player)]


# -- 5. a deep first set-up draw, the rest given by card name ------------------------------------------------------

def test_fow_qa27_deep_first_setup_draw_rest_by_name_is_one_not_top() -> None:
    assert rules("h03_bob_first_deep_rest_by_name.jsonl") == [(2, "fow.draw.not-top")]
