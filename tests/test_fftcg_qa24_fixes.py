"""Round 24 (fftcg): the outside tester's findings, one planted fault giving exactly one violation."""

from __future__ import annotations

import pytest

from tests.fftcg import logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa24", name).violations]


@pytest.mark.parametrize("name", ["clean_full", "clean_paper", "MF0_full_two_autos_clean", "M0_paper_two_autos_clean",
                                  "W0_full_two_eot_cards_clean", "F10_t6_TPP_D_adraw_R_clean"])
def test_clean_twins_stay_clean(name):
    assert rules(name) == []


# 1. A full-order turn draw naming a card not on top: both readings followed (as recorded / the top drawn).

@pytest.mark.parametrize("name, seq", [("F22_full_t5_alice_turn_draw_typo", 69),
                                       ("F19_full_t6_turn_draw_skips_one", 85),
                                       ("F19b_full_t6_turn_draw_skips_one_asrecorded", 85),
                                       ("F21_full_t4_turn_draw_typo", 43)])
def test_full_turn_draw_typo_is_one_not_top(name, seq):
    assert rules(name) == [(seq, "fftcg.draw.not-top")]


# 2/5/8. A draw line naming a card of hers not in her deck (hand, Break Zone).

@pytest.mark.parametrize("name, seq", [("F13_full_t6_drawline_names_card_in_hand", 103),
                                       ("F14_full_t6_drawline_names_breakzone_card", 103),
                                       ("F16_full_t2_drawline_names_hand_card", 25),
                                       ("F1_t6_D_wrongcard_then_adraw_R", 103),
                                       ("F18_full_t6_turn_draw_names_hand_card", 85),
                                       ("F20_full_t6_turn_draw_names_breakzone_card", 85),
                                       ("F17_full_t4_summon_drawline_names_hand_card", 60)])
def test_full_draw_line_naming_card_out_of_deck_is_one_not_top(name, seq):
    assert rules(name) == [(seq, "fftcg.draw.not-top")]


@pytest.mark.parametrize("name, seq", [("P1_paper_t6_drawline_names_card_in_hand", 103),
                                       ("P6_paper_t6_drawline_id_already_drawn_by_bob_earlier", 103),
                                       ("PS2_paper_turn_draw_names_hand_card", 85),
                                       ("PS3_paper_summon_drawline_names_hand_card", 60)])
def test_paper_draw_line_naming_card_out_of_deck_is_one_unknown_card(name, seq):
    assert rules(name) == [(seq, "fftcg.log.unknown-card")]


# 3. A mandatory "enters" auto never recorded: not carried out, the log followed as recorded.

@pytest.mark.parametrize("name", ["MF2_full_two_autos_enters_trigger_omitted",
                                  "M2_paper_two_autos_enters_trigger_omitted"])
def test_enters_trigger_omitted_is_one_auto_pending(name):
    assert rules(name) == [(14, "fftcg.auto.pending")]


# 4. An "enters" auto's draw line with one card too many (paper and full order).

@pytest.mark.parametrize("name", ["M3_paper_two_autos_enters_draws_two", "MF3_full_two_autos_enters_draws_two"])
def test_enters_draw_line_one_too_many_is_one_draw_count(name):
    assert rules(name) == [(17, "fftcg.draw.count")]


# 6. Two End-phase autos resolved in the wrong order.

def test_two_eot_autos_wrong_order_is_one_lifo():
    assert rules("W1_full_two_eot_wrong_order_resolved") == [(69, "fftcg.stack.lifo")]


# 7. A made-up second resolution; a trigger line left out before its draw and Resolved.

def test_made_up_second_resolution_is_one_draw_count():
    assert rules("F3_t6_extra_PP_D_R_no_trigger") == [(107, "fftcg.draw.count")]


def test_trigger_line_omitted_before_draw_and_resolved_is_one_auto_pending():
    assert rules("F8b_t6_trigger_line_omitted_D_R") == [(100, "fftcg.auto.pending")]


# 9. A card's end-of-turn auto always numbered 0 (its enters auto's number): one fault.

def test_consistent_misnumbering_is_one_fault():
    assert rules("M1_paper_two_autos_eot_numbered0") == [(27, "fftcg.auto.not-triggered")]

