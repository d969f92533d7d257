"""The nineteenth outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa19/, ``full_`` with the deck order,
``paper_`` without). Each planted fault gives exactly one violation (its rule and event), the clean twin verifies
clean (docs/fftcg.md, Readings and Paper-table logs).
"""

from __future__ import annotations

import pytest

from fftcg import logged


def _found(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa19", name).violations]


# -- 1. the seed's literal End phase: trigger, passes, discard, passes, resolution --------------------------------


@pytest.mark.parametrize("name", ["full_end_e2_clean_b", "paper_end_e2_clean_b", "full_end_e2_clean"])
def test_the_end_phase_discard_after_the_passes_over_its_trigger_is_clean(name):
    # AutoTriggered, pass, pass, Discarded (8 -> 5), pass, pass, Resolved: 9.5.1.1, 9.5.1.2, 9.5.1.4 in order.
    assert _found(name) == []


# -- 2. the seed's stack example resolved out of order, the forward it broke used later ---------------------------


@pytest.mark.parametrize("name, seq", [("full_st_seed_example_swapped", 51), ("full_st_fifo", 48)])
def test_a_stack_resolved_out_of_order_is_one_lifo_and_the_forward_the_log_uses_survived(name, seq):
    result = logged("fftcg_qa19", name)
    assert [(v.seq, v.rule) for v in result.violations] == [(seq, "fftcg.stack.lifo")]
    assert any("bob.2), broken when the log resolved the stack out of order, is used as still on the field" in n
               for n in result.notes)


# -- 3. an AutoTriggered's ability counted from 1 ---------------------------------------------------------------


@pytest.mark.parametrize("name, seq", [("full_enters_auto_idx1", 13), ("full_end_e2_auto_idx1", 44)])
def test_an_auto_ability_counted_from_1_is_one_fault_read_as_the_ability_before(name, seq):
    result = logged("fftcg_qa19", name)
    assert [(v.seq, v.rule) for v in result.violations] == [(seq, "fftcg.auto.not-triggered")]
    assert "read as number 0, the log counting from 1" in result.violations[0].message
    assert _found("full_enters_auto_idx0") == []


# -- 4. an effect's draw recorded as a CardsDrawn line by the other player, or in the End phase -----------------


@pytest.mark.parametrize("name", ["full_exb_drawrec", "paper_s1_bob_moogle_in_alice_turn", "full_end_e1b_drawrec",
                                  "paper_end_e1b_drawrec"])
def test_an_effects_draw_recorded_as_a_draw_line_is_a_note(name):
    # The defender's EX Burst Moogle, bob's Moogle in alice's turn, the End phase trigger's draw: each recorded
    # again as a CardsDrawn, read as that draw (before a turn begun early, a second turn or an extra draw).
    result = logged("fftcg_qa19", name)
    assert result.violations == []
    assert any("CardsDrawn records the draw of" in n for n in result.notes)


@pytest.mark.parametrize("name", ["full_exb_clean", "full_s1_bob_moogle_in_alice_turn_nodraw"])
def test_the_effect_draw_twins_without_the_line_are_clean(name):
    assert _found(name) == []


# -- 5. a late mulligan: not carried out, and beside it carried out, until the draws decide ---------------------


@pytest.mark.parametrize("name", ["full_m_late", "paper_m_late", "full_m_late_carried"])
def test_a_late_mulligan_is_one_fault_whichever_way_the_draws_go(name):
    assert _found(name) == [(2, "fftcg.setup.mulligan-late")]


# -- 6. a shuffle Moogle does not allow, recorded as the order after its draw -------------------------------------


def test_a_shuffle_recorded_after_the_effects_draw_orders_the_deck():
    assert _found("full_unstip_shuffle_oldorder") == [(48, "fftcg.deck.unstipulated")]
    # The later draws follow the recorded order (no draw.not-top). The log's own play of Knight 1-165 (cost 2)
    # with one CP at 116 is a fault of its own (the old-order twin plays a cost-1 card there).
    result = logged("fftcg_qa19", "full_unstip_shuffle_neworder")
    assert [(v.seq, v.rule) for v in result.violations] == [(48, "fftcg.deck.unstipulated"), (116, "fftcg.cp.not-enough")]
    assert result.violations[1].message == "Knight 1-165 (bob.45) costs 2 CP; bob made 1"


# -- 7. a second attack by the same forward, the log showing it dealt no damage ---------------------------------


@pytest.mark.parametrize("name", ["full_atk_again_same", "paper_atk_again_same"])
def test_a_second_attack_by_the_same_forward_is_one_fault_its_damage_as_the_log_shows(name):
    assert _found(name) == [(105, "fftcg.attack.already-attacked")]


# -- 8. a mandatory trigger recorded declined, then stacked and resolved before the discard ---------------------


def test_a_declined_mandatory_trigger_stacked_and_resolved_before_the_discard():
    assert _found("full_end_e2_declined_stacked_b") == [(44, "fftcg.auto.mandatory"), (47, "fftcg.end.hand-size")]


# -- 9. an unknown effect's hand: its controller's only ---------------------------------------------------------


def test_an_unnamed_summon_does_not_hide_the_other_players_hand_size():
    assert _found("paper_unnamed_moogle_only") == [(12, "fftcg.log.unknown-card")]
    assert _found("paper_unnamed_moogle_plus_alice_nodiscard") == [(12, "fftcg.log.unknown-card"),
                                                                    (34, "fftcg.end.hand-size")]


# -- 10. a paper log's draws numbered without the hidden damage cards ------------------------------------------


def test_a_hidden_damage_card_named_drawn_is_a_deck_card():
    assert _found("paper_seq_ids_ignoring_damage") == []


# -- 11. a forward an unknown effect may have saved, used later -------------------------------------------------


def test_a_forward_an_unknown_ability_targeted_that_the_log_uses_later_is_still_there():
    result = logged("fftcg_qa19", "paper_serial_lacking_monk")
    assert [(v.seq, v.rule) for v in result.violations] == [(13, "fftcg.log.unknown-card")]
    assert any("is used as still on the field: that effect saved it" in n for n in result.notes)
