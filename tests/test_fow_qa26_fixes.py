"""Force of Will: the outside tester's twenty-sixth round (fix26), one test or more per finding.

5. A stone call during one's own judgment on the chase: ``fow.chase.unresolved`` alone (the J-ruler the call rested,
   used as recovered in the next turn's block, not flagged again).
1. A stone call during a chase that holds the other player's Wall of Ideas: ``fow.chase.unresolved`` alone (the
   Wall's resolution and draw recorded after the call are that resolution's records, not a draw more); the other
   player's own out-of-turn call between their Wall's resolution and its draw: ``fow.turn.not-your-turn`` alone.
2. A set-up draw recorded under the other player's name: one ``fow.turn.not-your-turn`` (taken as the other's
   draw); naming the other's card already recorded: one ``fow.log.unknown-card``.
3. A second draw in the draw phase giving no card, whose card (the next of the deck) is then played:
   ``fow.turn.draw-phase`` alone.
4. A deep first set-up draw followed by draws naming the rest by id: one ``fow.draw.not-top``.
6. An out-of-turn stone call, then a block with the J-ruler it rested: ``fow.turn.not-your-turn`` the one root (round
   27: the call rests it as recorded, the block ``fow.block.blocker`` caused by the call).
7. A set-up card drawn too many, kept over seven at more than one turn's end: ``fow.setup.mulligan-twice`` alone.

The logs are the tester's (round 26), kept here whole (tests/logs/fow_qa26/); base.jsonl (round 25's
C1_clean_full) and pbase.jsonl (its paper twin) are the clean logs most variants were made from.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa26")
load, verdict, rules = _LOGGED.load, _LOGGED.verdict, _LOGGED.rules


@pytest.mark.parametrize("name", ["base.jsonl", "pbase.jsonl", "s00_interleaved_nameless_clean.jsonl",
                                  "s01_interleaved_ids_clean.jsonl"])
def test_fow_qa26_clean_logs(name: str) -> None:
    assert rules(name) == []


# -- 5. a call during one's own judgment on the chase --------------------------------------------------------------

@pytest.mark.parametrize("name", ["v10_alice_call_during_own_judgment_chase.jsonl",
                                  "p10_paper_alice_call_in_own_judgment_chase.jsonl"])
def test_fow_qa26_call_during_own_judgment_chase_is_one_fault(name: str) -> None:
    assert rules(name) == [(47, "fow.chase.unresolved")]
    assert rules(name, drop=(47,)) == []


def test_fow_qa26_call_after_judgment_resolved_stays_judgment_turn() -> None:
    assert rules("v07_alice_call_after_judgment.jsonl") == [(48, "fow.stone.judgment-turn")]


# -- 1. a call during a chase holding the other player's Wall of Ideas ------------------------------------------------

@pytest.mark.parametrize("name, seq", [("v04_bob_second_call_in_chase.jsonl", 39),
                                       ("v14_bob_second_call_top_own_spell.jsonl", 40),
                                       ("v17_bob_second_call_after40.jsonl", 41),
                                       ("p04_paper_bob_second_call_in_chase.jsonl", 39),
                                       ("p04b_paper_bob_second_call_in_chase_noname.jsonl", 39)])
def test_fow_qa26_call_in_chase_with_other_players_wall_is_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.chase.unresolved")]
    assert rules(name, drop=(seq,)) == []


def test_fow_qa26_call_between_own_walls_resolution_and_draw_is_one_fault() -> None:
    assert rules("v16_alice_call_before_walls_draw.jsonl") == [(42, "fow.turn.not-your-turn")]
    assert rules("v16_alice_call_before_walls_draw.jsonl", drop=(42,)) == []


def test_fow_qa26_call_in_chase_with_own_spell_only_stays_one_fault() -> None:
    assert rules("v15_bob_second_call_after_own_play.jsonl") == [(38, "fow.chase.unresolved")]


# -- 2. a set-up draw under the other player's name ----------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("s10_bob_setup_draw_under_alice_name.jsonl", 6),
                                       ("s10b_alice_setup_draw_under_bob_name.jsonl", 5),
                                       ("s42_grouped_bob_last_under_alice_name_id.jsonl", 10),
                                       ("s40_nameless_setup_bob_third_under_alice_name_bobcardname.jsonl", 6),
                                       ("s41_nameless_setup_bob_third_under_alice_name.jsonl", 9)])
def test_fow_qa26_setup_draw_under_other_name_is_one_not_your_turn(name: str, seq: int) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(seq, "fow.turn.not-your-turn")]
    assert v.violations[0].read_as != v.violations[0].player


def test_fow_qa26_setup_draw_naming_other_players_recorded_card_is_one_unknown_card() -> None:
    assert rules("s09_bob_setup_names_alice_card.jsonl") == [(6, "fow.log.unknown-card")]


def test_fow_qa26_turn_draw_under_other_name_stays_one_fault() -> None:
    assert rules("s11_alice_turn_draw_under_bob_name.jsonl") == [(45, "fow.turn.not-your-turn")]


# -- 3. a second draw giving no card, its card then played ---------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("x01_bob_extra_draw_card_played.jsonl", 20),
                                       ("x01b_extra_draw_after_call_card_played.jsonl", 21),
                                       ("x01d_extra_draw_named_card_played.jsonl", 20)])
def test_fow_qa26_second_draw_whose_card_is_played_is_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.turn.draw-phase")]


# -- 4. a deep first set-up draw, the rest named by id -------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("s02b_all_ids_bob_first_deep.jsonl", 2),
                                       ("s18_grouped_ids_bob_first_deep.jsonl", 6),
                                       ("s17_alice_names_bob_first_deep_ids.jsonl", 2),
                                       ("s02_alice_nameless_bob_first_deep.jsonl", 2),
                                       ("s06_bob_first_deep_alice_nameless.jsonl", 1),
                                       ("s13_alice_ids_bob_first_deep_rest_nameless.jsonl", 2)])
def test_fow_qa26_deep_first_setup_draw_then_ids_is_one_not_top(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.draw.not-top")]


# -- 6. an out-of-turn call, then a block with the J-ruler it rested -----------------------------------------------

@pytest.mark.parametrize("name", ["v45_alice_call_in_bob_turn8_then_blocks_with_jruler.jsonl",
                                  "v47_alice_call_by_jruler_in_bob_turn8_before_block.jsonl"])
def test_fow_qa26_out_of_turn_call_then_jruler_block_is_one_fault(name: str) -> None:
    # (Round 27: the out-of-turn call rests the J-ruler as recorded. Round 30: the block with it later that turn shows
    # the call did not rest it at the table, not flagged again: tests/test_fow_qa30_fixes.py.)
    vs = verdict(name).violations
    assert [(v.seq, v.rule, v.caused_by) for v in vs] == [(53, "fow.turn.not-your-turn", None)]
    assert rules(name, drop=(53,)) == []


def test_fow_qa26_out_of_turn_call_after_block_stays_one_fault() -> None:
    assert rules("v46_alice_call_in_bob_turn8_after_block.jsonl") == [(55, "fow.turn.not-your-turn")]


# -- 7. a set-up card drawn too many, kept over seven at later turns' ends -----------------------------------------

@pytest.mark.parametrize("name, seq", [("s43_alice_sixth_setup_draw.jsonl", 11),
                                       ("s44_alice_sixth_setup_draw_ids.jsonl", 6),
                                       ("s08_bob_six_setup_draws.jsonl", 11)])
def test_fow_qa26_setup_card_too_many_kept_is_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.setup.mulligan-twice")]
