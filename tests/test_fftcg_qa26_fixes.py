"""The twenty-sixth outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa26/; ``P_`` are paper logs). base is a
clean 8-turn match: Bard/Black Mage backups, Terra (enters: draw 1), Mime (when dealt damage: draw 1), Ifrit, a Cloud
attack blocked by Terra, a discard to 5. Round 25's readings (a draw auto resolved out of order, a trigger line left
out with its passes) hold in every phase and either player's turn."""

from __future__ import annotations

import json

import pytest

from ledger.log import parse_log
from projections import core
from tests.fftcg import LOGS, logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa26", name).violations]


@pytest.mark.parametrize("name", ["base", "P_base", "V0_full_base_copy", "T0_full_t3_ifrit_over_terra_draw_clean",
                                  "P_T0_full_t3_ifrit_over_terra_draw_clean", "Z0_full_t4_ifrit_over_mime_trigger_clean",
                                  "P_Z0_full_t4_ifrit_over_mime_trigger_clean"])
def test_clean_twins_are_clean(name):
    assert rules(name) == []


# 1. A draw auto (Terra's) resolved before the summon cast above it, in the turn player's Main phase.
@pytest.mark.parametrize("name", ["T1_full_t3_terra_draw_before_ifrit_above",
                                  "P_T1_full_t3_terra_draw_before_ifrit_above"])
def test_draw_auto_under_a_summon_resolved_first_in_main_phase(name):
    assert rules(name) == [(29, "fftcg.stack.lifo")]


# 2. The same in the opponent's turn (Mime's draw under bob's Ifrit), with or without new passes.
@pytest.mark.parametrize("name", ["Z1_full_t4_mime_draw_before_ifrit_above",
                                  "P_Z1_full_t4_mime_draw_before_ifrit_above",
                                  "Z2_full_t4_mime_draw_before_ifrit_above_passes",
                                  "P_Z2_full_t4_mime_draw_before_ifrit_above_passes"])
def test_draw_auto_under_a_summon_resolved_first_in_opponents_turn(name):
    assert rules(name) == [(47, "fftcg.stack.lifo")]


# 3. Alice's Mime trigger (in bob's turn) left out with its passes, the table taking its draw.
@pytest.mark.parametrize("name,seq", [("V3c_full_t4_mime_trigger_and_passes_left_out", 43),
                                      ("P_V3c_full_t4_mime_trigger_and_passes_left_out", 43),
                                      ("Q2_full_t4_mime_block_trigger_and_passes_left_out", 54),
                                      ("P_Q2_full_t4_mime_block_trigger_and_passes_left_out", 54),
                                      ("V3g_full_t4_mime_trigger_only_draw_line", 43),
                                      ("P_V3g_full_t4_mime_trigger_only_draw_line", 43),
                                      ("V3b_full_t4_mime_trigger_line_left_out", 43),
                                      ("Q1_full_t4_mime_block_trigger_line_left_out", 54)])
def test_opponents_trigger_left_out_with_its_passes_is_one_auto_pending(name, seq):
    assert rules(name) == [(seq, "fftcg.auto.pending")]


def test_opponents_trigger_left_out_keeps_the_turns():
    lines = (LOGS / "fftcg_qa26" / "V3c_full_t4_mime_trigger_and_passes_left_out.jsonl").read_text().splitlines()
    head, events = lines[0], [json.loads(line) for line in lines[1:] if line.strip()]
    log = parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), "t.jsonl")
    board = core.board_at(log, 44)  # after the draw line and Mime's Resolved: still bob's turn 4
    assert (board.turn, board.active) == (4, "bob")
    assert (core.board_at(log, 60).turn, core.board_at(log, 60).active) == (5, "alice")


# 4. Terra's enters trigger left out with its passes in her own Main phase.
@pytest.mark.parametrize("name", ["V3e_full_t3_terra_trigger_and_passes_left_out",
                                  "P_V3e_full_t3_terra_trigger_and_passes_left_out",
                                  "W3_full_t3_terra_only_draw_line", "P_W3_full_t3_terra_only_draw_line"])
def test_own_trigger_left_out_with_its_passes_in_main_phase_is_one_auto_pending(name):
    assert rules(name) == [(24, "fftcg.auto.pending")]


# 5. A lower Ifrit resolved before the Mime trigger above it, then Mime's draw with no new passes: the stack
# resolving item after item, its draw line needs no passes of its own.
@pytest.mark.parametrize("name", ["Y5_full_t4_bob2_resolved_before_mime_trigger",
                                  "P_Y5_full_t4_bob2_resolved_before_mime_trigger"])
def test_draw_line_after_an_out_of_order_resolution_is_not_flagged_again(name):
    assert rules(name) == [(47, "fftcg.stack.lifo")]


@pytest.mark.parametrize("name", ["Y6_full_t4_mime_draw_before_passes", "P_Y6_full_t4_mime_draw_before_passes"])
def test_draw_line_before_the_passes_is_still_early(name):
    assert rules(name) == [(45, "fftcg.stack.resolve-early")]


# 6. An effect's draw line naming the opponent's card: the line's slip, as a hand card named is.
@pytest.mark.parametrize("name,seq,rule", [
    ("R6_full_t3_terra_draw_names_bobs_card", 27, "fftcg.draw.not-top"),
    ("P_R6_full_t3_terra_draw_names_bobs_card", 27, "fftcg.log.unknown-card"),
    ("R2_full_t4_mime_draw_names_bobs_card", 46, "fftcg.draw.not-top"),
    ("P_R2_full_t4_mime_draw_names_bobs_card", 46, "fftcg.log.unknown-card"),
    ("R4_full_t4_mime_draw_names_hand_card", 46, "fftcg.draw.not-top"),
    ("P_R7_full_t5_turndraw_names_bobs_card", 63, "fftcg.log.unknown-card")])
def test_effect_draw_naming_the_opponents_card_is_one_fault(name, seq, rule):
    assert rules(name) == [(seq, rule)]


# 7. Mime's draw line recorded under the other player's name: the name is the one slip, the draw hers.
@pytest.mark.parametrize("name", ["R3_full_t4_mime_draw_line_under_bobs_name",
                                  "P_R3_full_t4_mime_draw_line_under_bobs_name"])
def test_effect_draw_under_the_other_players_name_is_one_fault(name):
    found = logged("fftcg_qa26", name).violations
    assert [(v.seq, v.rule, v.read_as) for v in found] == [(46, "fftcg.draw.not-top", "alice")]


# 8. A forward broken by two Ifrits that the table kept and attacked with in two turns: flagged once.
@pytest.mark.parametrize("name,seq", [("K2_full_t4_terra_broken_attacks_t5_t7", 63),
                                      ("P_K2_full_t4_terra_broken_attacks_t5_t7", 63),
                                      ("S3_full_t4_terra_broken_then_attacks", 61),
                                      ("P_S3_full_t4_terra_broken_then_attacks", 61),
                                      ("K1b_full_terra_broken_attacks_t5", 63)])
def test_broken_forward_kept_by_the_table_is_flagged_once(name, seq):
    assert rules(name) == [(seq, "fftcg.attack.not-a-forward")]


@pytest.mark.parametrize("name", ["K0b_full_terra_broken_clean", "P_K0b_full_terra_broken_clean",
                                  "S0_full_t4_two_ifrits_clean", "P_S0_full_t4_two_ifrits_clean"])
def test_broken_forward_clean_twins_are_clean(name):
    assert rules(name) == []


# 9. Ifrit's Resolved left out, Mime's trigger (which its resolution triggers) and draw recorded.
@pytest.mark.parametrize("name", ["V16_full_t4_ifrit_resolved_left_out", "P_V16_full_t4_ifrit_resolved_left_out"])
def test_resolved_left_out_before_the_auto_it_triggers_is_one_fault(name):
    assert rules(name) == [(42, "fftcg.stack.pending")]


# 10. Paper: a turn draw naming the same id twice: one fault at the draw.
@pytest.mark.parametrize("name,rule", [("P_R1_full_t5_turndraw_duplicate_id", "fftcg.log.unknown-card"),
                                       ("R1_full_t5_turndraw_duplicate_id", "fftcg.draw.not-top")])
def test_turn_draw_naming_one_id_twice_is_one_fault(name, rule):
    assert rules(name) == [(63, rule)]
