"""The twentieth outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa20/; ``c2p_``/``c23p_`` are paper logs).
Each planted fault gives exactly one violation (its rule and event), the clean twin verifies clean (docs/fftcg.md,
Readings).
"""

from __future__ import annotations

import pytest

from fftcg import logged


def _found(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa20", name).violations]


# -- 1. the seed's End-phase order with nothing to discard ------------------------------------------------------


@pytest.mark.parametrize("name", ["c4b_pp_pp_R", "c23p_eot_literal_nodiscard", "c4_act0_eot1_literal_nodiscard"])
def test_the_literal_end_phase_order_with_nothing_to_discard_is_clean(name):
    # AutoTriggered, pass, pass, (no discard: a hand of 5), pass, pass, Resolved [ref (9.5.1.1.)-(9.5.1.4.)].
    assert _found(name) == []


def test_the_literal_order_with_the_other_player_passing_first_is_that_one_fault():
    assert _found("c4b_p_p_pp_R_alicefirst") == [(24, "fftcg.priority.no-priority")]


# -- 2. the same order with a needed discard forgotten ------------------------------------------------------------


def test_the_literal_order_with_a_discard_forgotten_is_one_hand_size():
    assert _found("e_nodiscard_after_res") == [(49, "fftcg.end.hand-size")]  # judged as the stack resolves (qa21 #3)


# -- 3. one extra card drawn in the End phase ------------------------------------------------------------------


@pytest.mark.parametrize("name", ["e_t1_extra1_noability_shifted", "e_t2_extra_after_eot_shifted",
                                  "e_t2_rec_plus_extra_shifted"])
def test_one_card_drawn_in_her_own_end_phase_is_one_extra_draw(name):
    assert _found(name) == [(11 if "t1" in name else 25, "fftcg.draw.count")]
    assert _found("e_clean") == []


# -- 4. an effect's draw recorded with one real extra card, in the other player's turn ---------------------------


@pytest.mark.parametrize("name", ["c2_rec2", "c2p_rec2", "c2_other"])
def test_an_effects_draw_recorded_with_one_more_card_is_one_extra_draw(name):
    result = logged("fftcg_qa20", name)
    assert [(v.seq, v.rule) for v in result.violations] == [(28, "fftcg.turn.not-your-turn")]
    assert "bob.9" in result.violations[0].message and "bob.8" not in result.violations[0].message
    assert _found("c2_clean") == []


# -- 5. an effect's draw line written just before its Resolved ---------------------------------------------------


@pytest.mark.parametrize("name", ["c21_moogle_drawline_before", "e_drawline_before_resolved",
                                  "c21_moogle_drawline_after"])
def test_an_effects_draw_line_just_before_its_resolution_is_a_note(name):
    result = logged("fftcg_qa20", name)
    assert result.violations == []
    assert any("CardsDrawn records the draw of" in n for n in result.notes)


# -- 6. a forward broken out of order that resolving in order would not have saved -------------------------------


def test_a_forward_the_stack_in_order_breaks_too_did_not_survive():
    # Ifrit on Gordon, bob's Moogle (a draw) on top, resolved Ifrit first: in order Gordon breaks all the same.
    result = logged("fftcg_qa20", "c1_swap")
    assert [(v.seq, v.rule) for v in result.violations] == [(26, "fftcg.stack.lifo"),
                                                           (41, "fftcg.attack.not-a-forward")]
    assert not any("is used as still on the field" in n for n in result.notes)
    assert _found("c1_inorder") == [(41, "fftcg.attack.not-a-forward")]
    assert _found("c1_swap_nouse") == [(26, "fftcg.stack.lifo")]


# -- 7. an AutoTriggered numbering the card's auto abilities only, or two counted from 1 ---------------------------


@pytest.mark.parametrize("name, seq", [("c4_act0_ent_logged0", 13), ("c4_act0_eot_logged0", 21),
                                       ("c14_two_enters_from1_12", 13), ("c14_two_enters_from1_21", 13)])
def test_an_auto_ability_number_read_as_the_one_waiting_is_one_fault(name, seq):
    assert _found(name) == [(seq, "fftcg.auto.not-triggered")]
    assert _found("c14_two_enters_01") == []
    assert _found("c26_auto0_action1_used0") == [(24, "fftcg.ability.unknown")]


# -- 9. a keep recorded late -----------------------------------------------------------------------------------


def test_a_keep_recorded_after_the_game_began_is_a_note():
    result = logged("fftcg_qa20", "c25_late_keep_recorded")
    assert result.violations == []
    assert any("names no card to put at the bottom: read as keeping the hand" in n for n in result.notes)
    assert _found("c15_mull_bob_late") == [(2, "fftcg.setup.mulligan-late")]


# -- 8. a paper log: a further card drawn after an effect's draw, numbered apart ---------------------------------


def test_a_paper_draw_numbered_after_the_effects_card_is_one_extra_draw():
    # Moogle takes bob.8; bob records CardsDrawn [bob.9] (ids keep their positions): a further card, one fault.
    assert _found("c2p_other") == [(28, "fftcg.turn.not-your-turn")]
    result = logged("fftcg_qa20", "c2p_rec")  # the effect's own card recorded: a note
    assert result.violations == []
    assert any("CardsDrawn records the draw of" in n for n in result.notes)
