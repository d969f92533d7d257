"""The twenty-first outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa21/; ``p_`` are paper logs; bob.7 is
a Knight 1-166 whose End-phase auto ability draws 1). Each planted fault gives exactly one violation (its rule and
event), the clean twins verify clean (docs/fftcg.md, Readings).
"""

from __future__ import annotations

import pytest

from fftcg import logged


def _found(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa21", name).violations]


@pytest.mark.parametrize("name", ["e_clean", "base", "p_clean", "a_t4_disc_R", "a_t2_4pass_clean", "h_clean"])
def test_the_clean_twins_are_clean(name):
    assert _found(name) == []


# -- 1. one card drawn in her own End phase before her discard ------------------------------------------------------


def test_one_card_drawn_in_her_end_phase_before_her_discard_is_one_extra_draw():
    # alice holds 6, draws alice.7 after the passes (10), then discards 2 (11): the discard allows for it.
    assert _found("j_t1_extra_before_disc") == [(10, "fftcg.draw.count")]


# -- 2. a real extra pass after the End-phase discard ----------------------------------------------------------------


@pytest.mark.parametrize("name", ["a_t4_disc_4pass", "c_t4_disc_3pass_R", "p_t4_disc_4pass"])
def test_an_extra_pair_of_passes_after_the_discard_is_only_the_pending_resolution(name):
    result = logged("fftcg_qa21", name)
    assert [(v.seq, v.rule) for v in result.violations] == [(50, "fftcg.stack.pending")]
    assert _found("a_t2_6pass") == [(26, "fftcg.stack.pending")]


# -- 3. the discard after the resolution's passes, before the Resolved ---------------------------------------------


@pytest.mark.parametrize("name", ["a_t4_4pass_disc_R", "g_t4_T_Pb_Pa_Pb_X_Pa_R", "a_t4_4pass_disc_2pass_R",
                                  "p_t4_T_Pb_Pa_Pb_X_Pa_R"])
def test_the_discard_before_the_resolved_is_the_hand_limits(name):
    result = logged("fftcg_qa21", name)
    assert not any("did not discard" in v.message for v in result.violations)
    assert [(v.seq, v.rule) for v in result.violations] == []


def test_a_discard_left_out_before_the_resolution_is_still_one_hand_size():
    # T, P x4, Resolved, then the discard: the hand was over the limit as the stack resolved.
    result = logged("fftcg_qa21", "a_t4_4pass_R_disc4")
    assert [(v.seq, v.rule) for v in result.violations] == [(49, "fftcg.end.hand-size")]


# -- 4. an effect's draw line before its Resolved, with one more card ----------------------------------------------


@pytest.mark.parametrize("name", ["c_t4_draw11_12_beforeR", "p_t4_draw11_12_beforeR", "a_t4_disc_R_draw11_12"])
def test_the_effects_draw_line_with_one_more_card_before_the_resolved_is_one_extra_draw(name):
    assert _found(name) == [(50 if "beforeR" in name else 51, "fftcg.draw.count")]


def test_the_effects_draw_line_with_one_more_card_in_turn_2_is_one_extra_draw_there():
    # (The tester's next draws are not shifted: bob's turn-4 draw names bob.9 again, its own fault.)
    assert _found("c_t2_draw8_9_beforeR") == [(24, "fftcg.draw.count"), (36, "fftcg.draw.not-top")]


# -- 5. the same line before the Resolved, naming the wrong card ---------------------------------------------------


@pytest.mark.parametrize("name,seq", [("c_t4_draw12_beforeR", 50), ("i_t2_T_Pb_Pa_D9_R", 24)])
def test_the_effects_draw_line_naming_the_wrong_card_before_the_resolved_is_one_fault(name, seq):
    result = logged("fftcg_qa21", name)
    assert [(v.seq, v.rule) for v in result.violations] == [(seq, "fftcg.draw.not-top")]
    assert _found("a_t4_disc_R_draw12") == [(51, "fftcg.draw.count")]


# -- 6. the effect's draw line after one pass, or before the passes -------------------------------------------------


@pytest.mark.parametrize("name,seq", [("i_t2_T_Pb_D_R", 23), ("i_t2_T_D_Pb_Pa_R", 22), ("p_t2_T_Pb_D_R", 23)])
def test_the_effects_draw_line_before_both_passed_is_one_early_resolution(name, seq):
    assert _found(name) == [(seq, "fftcg.stack.resolve-early")]
    assert _found("a_t2_3pass") == [(25, "fftcg.stack.resolve-early")]


def test_one_card_drawn_in_her_end_phase_with_the_stack_not_empty_is_no_new_turn():
    # T, Pb, then bob draws one card not the effect's (bob.9): no turn begins (its draw is 2 cards). It is the
    # effect's draw line one pass early naming the wrong card (qa35 f1): the early resolution and the wrong card,
    # as the twins with one of them alone (i_t2_T_Pb_D_R, i_t2_T_Pb_Pa_D9_R); no later draw flagged for it.
    found = _found("i_t2_T_Pb_D9_R")
    assert found == [(23, "fftcg.stack.resolve-early"), (23, "fftcg.draw.not-top")]
    assert not any(rule in ("fftcg.end.new-turn-early", "fftcg.turn.not-your-turn") for _, rule in found)


# -- 7. a second enters-trigger given the number already used ------------------------------------------------------


def test_a_second_trigger_given_the_number_already_used_is_read_as_the_one_waiting():
    result = logged("fftcg_qa21", "d_00")
    assert [(v.seq, v.rule) for v in result.violations] == [(14, "fftcg.auto.not-triggered")]
    assert "read as number 1" in result.violations[0].message


# -- 8. an action recorded as AutoTriggered, passed over in an action's order -------------------------------------


@pytest.mark.parametrize("name", ["h_action_as_autotrig", "h_action_as_autotrig_passorder"])
def test_an_action_recorded_as_autotriggered_is_one_fault_whatever_the_pass_order(name):
    assert _found(name) == [(24, "fftcg.auto.not-triggered")]


# -- 9. a late keep in her own End phase before her discard ---------------------------------------------------------


def test_a_late_keep_before_her_end_phase_discard_is_a_note_only():
    result = logged("fftcg_qa21", "m_keep_late_alice_endphase")
    assert result.violations == []
    assert any("read as keeping the hand" in n for n in result.notes)


# -- 10. a spurious main-phase trigger ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["b_t4main_spurious_trig", "b_t4main_spurious_trig_nodraw"])
def test_a_trigger_that_did_not_trigger_is_one_fault_carried_out_or_not(name):
    # Its effect not carried out (the discard of 3 shows it), or carried out (the discard of 4 shows it).
    assert _found(name) == [(36, "fftcg.auto.not-triggered")]
