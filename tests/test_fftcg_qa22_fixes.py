"""The twenty-second outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa22/; ``p`` are paper logs). bob.7 is a
Knight 1-166 whose End-phase auto ability draws 1; in turn 4 bob holds 8 in his End phase: T its trigger, Pb/Pa the
passes, X3 his discard, D11 the draw line of the Knight's draw (bob.11), R its Resolved. In the D logs bob.1 is a
Knight whose enters abilities draw (and deal damage). Each planted fault gives exactly one violation (its rule and
event), the clean twins verify clean (docs/fftcg.md, Readings).
"""

from __future__ import annotations

import pytest

from fftcg import logged


def _found(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa22", name).violations]


@pytest.mark.parametrize("name", ["B2_T_X3_P_P_D11_R", "B3_T_P_P_X3_P_P_D11_R", "G4_T_Pb_X3_Pa_D11_R",
                                  "D1ctl_single_0"])
def test_the_clean_twins_are_clean(name):
    assert _found(name) == []


# -- 1. the effect's draw line after the discard that followed both passes -----------------------------------------


@pytest.mark.parametrize("name", ["B1_T_P_P_X3_D11_R", "pB1_T_P_P_X3_D_R", "G3_T_P_P_X3_D11_P_P_R"])
def test_the_draw_line_after_the_discard_that_followed_both_passes_is_clean(name):
    # T, Pb, Pa, X3 (the seed's literal End phase), then the Knight's draw line and its Resolved: no resolve-early.
    assert _found(name) == []


def test_her_pass_after_that_discard_does_not_make_the_draw_line_early():
    # T, Pb, Pa, X3, Pb, D11, R: « À ce point, résoudre toutes les règles placées dans la pile » [9.5.1.4.]: the
    # stack may resolve at once after the discard, her pass after it changes nothing.
    assert _found("G5_T_P_P_X3_P_D11_R") == []


# -- 2. the only auto ability's trigger recorded twice --------------------------------------------------------------


def test_a_trigger_recorded_twice_goes_on_the_stack_and_its_passes_and_resolved_are_not_flagged_again():
    # AutoTriggered 0 twice (13, 14), two pass pairs, two Resolved: the genuine trigger's draw stands, so his hand
    # is 6 and his discard of 1 in the End phase (29) is right.
    assert _found("D1_single_00") == [(14, "fftcg.auto.not-triggered")]


def test_a_trigger_recorded_twice_in_the_end_phase_is_one_fault():
    assert _found("H1_T_T_P_P_X3_R_P_P_R") == [(45, "fftcg.auto.not-triggered")]


def test_the_first_of_two_abilities_recorded_twice_keeps_its_draw():
    # (The second ability, never put on the stack, is flagged as it is: auto.pending; the discard is not flagged.)
    assert (29, "fftcg.end.hand-size") not in _found("D5_00_bothnotarget")
    assert _found("D5_00_bothnotarget")[0] == (14, "fftcg.auto.not-triggered")


# -- 3. the draw line naming one more card -------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["B4_T_P_P_X3_D11_12_R", "pB4_T_P_P_X3_D11_12_R"])
def test_the_draw_line_naming_one_more_card_is_one_extra_draw(name):
    assert _found(name) == [(48, "fftcg.draw.count")]


# -- 4. the draw line naming the wrong card ------------------------------------------------------------------------


def test_the_draw_line_naming_the_wrong_card_is_one_not_top():
    assert _found("B5_T_P_P_X3_D12_R") == [(48, "fftcg.draw.not-top")]


# -- 5. the next player's draw before the Resolved -----------------------------------------------------------------


@pytest.mark.parametrize("name", ["G1_T_P_P_X3_Dalice_R", "pG1_T_P_P_X3_Dalice_R"])
def test_the_next_players_draw_before_the_resolved_is_one_new_turn_early(name):
    assert _found(name) == [(48, "fftcg.end.new-turn-early")]
