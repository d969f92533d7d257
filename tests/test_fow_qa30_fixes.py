"""Force of Will: the outside tester's thirtieth round (fix30), one test or more per finding.

4. A draw naming the card just under the top one, the log's ids reading on afterwards (every later draw one id on):
   one ``fow.draw.not-top`` (was flagged again at every later draw: the read-on needed ``place > 0``).
3. A draw naming a card two below the top, the later draws as in the clean log: one ``fow.draw.not-top`` (was
   not-top plus ``fow.log.unknown-card`` when the later draw named that card again).
2. A turn draw naming a deeper card, then the Wall of Ideas record that same turn naming that same card (or the
   card under the top one): one ``fow.draw.not-top`` (was also ``fow.turn.draw-phase``).
1. A draw naming the wrong card, then the play of the card really drawn (the top one) the same turn: one
   ``fow.draw.not-top`` (was 10-14 violations); a paper draw naming a hand card's id and name: one
   ``fow.log.unknown-card``.
5. A set-up draw record naming a card of the hand recorded already (one opening card recorded under the next id):
   one ``fow.log.unknown-card`` (was fow.setup.mulligan-twice plus an unknown-card at every later draw). The fifth
   record naming a deeper card, the mulligan's record naming the card on top: one ``fow.draw.not-top`` (was three).
6. A paper draw naming a card of the hand with its name gives what its full-order twin gives: one
   ``fow.log.unknown-card`` (was also a name "no copy left" later).
8/7. A plain out-of-turn stone call, then the caller's J-ruler blocks (later that turn, or in the next turn when the
   call was taken as the turn player's): one ``fow.turn.not-your-turn`` (was also fow.block.blocker).

The logs are the tester's (round 30), kept here whole (tests/logs/fow_qa30/); base, pbase and mbase are the clean
twins (full order, paper, with mulligan).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa30")
load, verdict, rules, causes, board_after = (_LOGGED.load, _LOGGED.verdict, _LOGGED.rules, _LOGGED.causes,
                                           _LOGGED.board_after)


@pytest.mark.parametrize("name", [
    "base.jsonl", "pbase.jsonl", "mbase.jsonl", "C1_clean_attack_jr_rested_by_own_attack.jsonl",
    "E1_clean_effect_draw_then_play.jsonl", "E2_clean_wall_record_nameless.jsonl", "H8_clean_effect_draw_records.jsonl",
    "M7_clean_both_mulligan.jsonl", "PW4_paper_wall_record_name_only.jsonl", "W2_clean_wall_in_opp_turn.jsonl",
    "PM9_paper_mull_name_only_record.jsonl",
])
def test_fow_qa30_clean_twins_are_clean(name: str) -> None:
    assert rules(name) == []


# -- 4. a draw naming the card just under the top one, the ids reading on ----------------------------------------

@pytest.mark.parametrize("name,seq", [
    ("D6b_deep_kept_readon.jsonl", 25),
    ("PD6b_deep_kept_readon.jsonl", 25),
    ("D6_deep_played_readon.jsonl", 25),
    ("PD6_deep_played_readon.jsonl", 25),
    ("D6c_wall_deep_kept_readon.jsonl", 21),
    ("PD6c_wall_deep_kept_readon.jsonl", 21),
    ("M1_mull_record_one_deeper_readon.jsonl", 12),
    ("D10_adjacent_deep_then_readon_wall.jsonl", 17),
    ("PD10_adjacent_deep_then_readon_wall.jsonl", 17),
])
def test_fow_qa30_draw_of_the_card_under_the_top_then_ids_reading_on_is_one_fault(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.draw.not-top", None)]


def test_fow_qa30_read_on_keeps_the_hand_and_deck_sizes_of_the_clean_log() -> None:
    deep, clean = board_after("D6b_deep_kept_readon.jsonl", 75), board_after("base.jsonl", 75)
    assert len(deep.seat("alice").hand) == len(clean.seat("alice").hand)
    assert len(deep.seat("alice").deck) == len(clean.seat("alice").deck)


# -- 3. a draw two below the top, the later draws as in the clean log --------------------------------------------

@pytest.mark.parametrize("name,seq", [
    ("S8_edit_t5_draw_alice9.jsonl", 25),
    ("PS8_paper_edit_t5_draw_alice9.jsonl", 25),
    ("S8b_edit_t3_draw_alice8.jsonl", 12),
])
def test_fow_qa30_deep_draw_then_the_clean_logs_draws_is_one_fault(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.draw.not-top", None)]


def test_fow_qa30_deep_draw_named_again_later_takes_the_top_card() -> None:
    deep, clean = board_after("S8_edit_t5_draw_alice9.jsonl", 52), board_after("base.jsonl", 52)
    assert sorted(deep.seat("alice").hand) == sorted(clean.seat("alice").hand)
    assert deep.seat("alice").deck == clean.seat("alice").deck


# -- 2. a turn draw naming a deeper card, then the Wall of Ideas record naming it ---------------------------------

@pytest.mark.parametrize("name,seq", [
    ("S3_edit_bob_t4_draw_bob8.jsonl", 17),
    ("PS3_edit_bob_t4_draw_bob8.jsonl", 17),
    ("S3c_edit_bob_t6_draw_bob10_wall_same_turn.jsonl", 32),
    ("S3b_edit_bob_t4_draw_bob9.jsonl", 17),
])
def test_fow_qa30_deep_draw_then_the_effect_record_naming_it_is_one_fault(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.draw.not-top", None)]


def test_fow_qa30_effect_record_naming_the_deep_card_keeps_the_board_as_the_clean_log() -> None:
    deep, clean = board_after("S3_edit_bob_t4_draw_bob8.jsonl", 21), board_after("base.jsonl", 21)
    assert sorted(deep.seat("bob").hand) == sorted(clean.seat("bob").hand)
    assert deep.seat("bob").deck == clean.seat("bob").deck


# -- 1. a draw naming the wrong card, then the play of the card really drawn -------------------------------------

@pytest.mark.parametrize("name,seq,rule", [
    ("S6_edit_bob_t2_draw_bob7_played_bob6.jsonl", 7, "fow.draw.not-top"),
    ("PS6_edit_bob_t2_draw_bob7_played_bob6.jsonl", 7, "fow.draw.not-top"),
    ("PS6b_paper_draw_deeper_id_name_kept.jsonl", 7, "fow.draw.not-top"),
    ("S7_edit_bob_t2_draw_bob9.jsonl", 7, "fow.draw.not-top"),
    ("PS7_edit_bob_t2_draw_bob9.jsonl", 7, "fow.draw.not-top"),
    ("PS10_paper_draw_names_hand_card_bob.jsonl", 7, "fow.log.unknown-card"),
    ("S10_draw_names_hand_card_bob.jsonl", 7, "fow.log.unknown-card"),
])
def test_fow_qa30_wrong_draw_then_play_of_the_top_card_is_one_fault(name: str, seq: int, rule: str) -> None:
    assert causes(name) == [(seq, rule, None)]


def test_fow_qa30_play_of_the_top_card_takes_it_as_drawn() -> None:
    deep, clean = board_after("S6_edit_bob_t2_draw_bob7_played_bob6.jsonl", 11), board_after("base.jsonl", 11)
    assert sorted(deep.seat("bob").hand) == sorted(clean.seat("bob").hand)
    assert deep.seat("bob").deck == clean.seat("bob").deck


# -- 5. a set-up draw record naming a card of the hand recorded already ------------------------------------------

def test_fow_qa30_setup_record_named_twice_is_one_fault() -> None:
    assert causes("M5_setup_record_slip.jsonl") == [(2, "fow.log.unknown-card", None)]


def test_fow_qa30_setup_record_deep_then_mulligan_record_reading_on_is_one_fault() -> None:
    # (The fifth record names a deeper card; the mulligan's record and the later draws are as in the clean log.)
    assert causes("M6_setup_record5_deep.jsonl") == [(5, "fow.draw.not-top", None)]
    deep, clean = board_after("M6_setup_record5_deep.jsonl", 24), board_after("mbase.jsonl", 24)
    assert sorted(deep.seat("alice").hand) == sorted(clean.seat("alice").hand)
    assert deep.seat("alice").deck == clean.seat("alice").deck


# -- 6. the paper twin of a draw naming a hand card ---------------------------------------------------------------

@pytest.mark.parametrize("name", ["S9_draw_names_hand_card.jsonl", "PS9_paper_draw_names_hand_card.jsonl",
                                  "PS9b_paper_draw_hand_id_name_kept.jsonl"])
def test_fow_qa30_draw_naming_a_hand_card_is_one_fault_paper_or_not(name: str) -> None:
    assert causes(name) == [(25, "fow.log.unknown-card", None)]


# -- 8 and 7. the caller's J-ruler blocking after a plain out-of-turn call ---------------------------------------

@pytest.mark.parametrize("name,expected", [
    ("F5c_oot_then_pay_s5.jsonl", [(48, "fow.turn.not-your-turn", None)]),
    ("F9_bob_oot_call_alice_turn.jsonl", [(67, "fow.turn.not-your-turn", None)]),
    ("F10_oot_reread_plus_real_second_call.jsonl", [(47, "fow.turn.not-your-turn", None),
                                                    (61, "fow.stone.once-per-turn", None)]),
    ("PF10_oot_reread_plus_real_second_call.jsonl", [(47, "fow.turn.not-your-turn", None),
                                                     (61, "fow.stone.once-per-turn", None)]),
])
def test_fow_qa30_block_by_the_j_ruler_an_out_of_turn_call_rested_is_not_flagged_again(name: str, expected) -> None:
    assert causes(name) == expected


def test_fow_qa30_block_after_the_out_of_turn_call_is_noted() -> None:
    notes = verdict("F5c_oot_then_pay_s5.jsonl").notes
    assert any("seq 50" in n and "alice.r" in n for n in notes)
