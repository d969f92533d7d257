"""The sixteenth outside test of FFTCG. Each planted fault gives exactly one violation; its clean twin verifies
clean (docs/fftcg.md, Readings).

The logs are the tester's own (qa16), as written, in tests/logs/fftcg_qa16/ (``pp_`` ones are their paper-table
twins), but for ``a1_shuffle_follow``: its draw after the recorded shuffle takes the cards under the one the
unblocked attack before it put into the damage zone (the tester's took that card again). ``_log(name)`` gives one
back as its header and events.
"""

from __future__ import annotations

from fftcg import logged, seat, verify
from projections import core


def _verdict(name: str) -> core.Verification:
    return logged("fftcg_qa16", name)


def _rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in _verdict(name).violations]


# -- 1. an illegal attack right after the two passes that close the damage step: its own fault only -----------

def test_cloud_attacking_again_after_an_ex_burst_and_the_closing_passes_is_already_attacked_only():
    assert _rules("g_ex-close-then-already-attacked") == [(21, "fftcg.attack.already-attacked")]
    assert _rules("pp_g_ex-close-then-already-attacked") == [(21, "fftcg.attack.already-attacked")]


def test_cloud_attacking_again_after_a_damaged_trigger_and_the_closing_passes_is_already_attacked_only():
    assert _rules("g_mime-close-then-already-attacked") == [(58, "fftcg.attack.already-attacked")]
    assert _rules("pp_g_mime-close-then-already-attacked") == [(58, "fftcg.attack.already-attacked")]


def test_a_frozen_forward_attacking_after_the_closing_passes_is_attack_dull_only():
    assert _rules("f_shiva-frozen-attacks") == [(58, "fftcg.attack.dull")]
    assert _rules("pp_f_shiva-frozen-attacks") == [(58, "fftcg.attack.dull")]


def test_the_clean_twins_of_the_closing_passes_stay_clean():
    assert _rules("m_clean") == []
    assert _rules("f_shiva-freeze-clean") == []
    assert _rules("pp_f_shiva-freeze-clean") == []


# -- 2. a mandatory damaged trigger recorded declined, the damage step's passes kept --------------------------

def test_a_declined_mandatory_trigger_carried_out_with_the_closing_passes_is_one_fault():
    assert _rules("e_mime-declined-drawn") == [(52, "fftcg.auto.mandatory")]
    assert _rules("pp_e_mime-declined-drawn") == [(52, "fftcg.auto.mandatory")]


def test_a_declined_mandatory_trigger_with_its_passes_and_resolved_is_one_fault():
    assert _rules("e_mime-declined-with-resolve") == [(52, "fftcg.auto.mandatory")]


def test_a_declined_mandatory_trigger_carried_out_without_passes_stays_one_fault():
    assert _rules("e_mime-declined-drawn2") == [(52, "fftcg.auto.mandatory")]


# -- 3. an End phase resolution before the discard: one verdict, whoever records the Resolved -----------------

def test_an_end_phase_resolution_before_the_discard_is_judged_the_same_under_either_name():
    assert _rules("e_eot-resolve-then-discard") == [(81, "fftcg.end.hand-size")]
    assert _rules("e_eot-resolve-alice-then-discard2") == [(81, "fftcg.end.hand-size")]
    assert _rules("pp_e_eot-resolve-then-discard") == [(81, "fftcg.end.hand-size")]
    assert _rules("pp_e_eot-resolve-alice-then-discard2") == [(81, "fftcg.end.hand-size")]
    v = _verdict("e_eot-resolve-alice-then-discard2").violations[0]
    assert v.player == "bob"


def test_the_discard_before_the_end_phase_resolution_stays_clean():
    assert _rules("e_eot-passes-after-resolve") == []
    assert _rules("e_t6-discard-after-draw-aliceres") == []


# -- 4. a 3-deep stack resolved first in, first out: one slip ---------------------------------------------------

def test_a_stack_resolved_in_cast_order_is_one_fault_at_the_first_resolution():
    assert _rules("a4_fifo") == [(46, "fftcg.stack.lifo")]
    assert _rules("pp_a4_fifo") == [(46, "fftcg.stack.lifo")]


def test_a_single_swap_stays_one_fault_and_the_right_order_clean():
    assert _rules("a4_swap12") == [(46, "fftcg.stack.lifo")]
    assert _rules("a4_swap23") == [(47, "fftcg.stack.lifo")]
    assert _rules("a4_clean") == []
    assert _rules("a4_passes-between") == []


# -- 5. a shuffle or a deck card recorded at the resolution of a card that does neither -------------------------

def test_a_shuffle_recorded_on_ifrit_is_one_unstipulated_fault():
    assert _rules("a1_shuffle") == [(28, "fftcg.deck.unstipulated")]
    assert _rules("pp_a1_shuffle") == [(28, "fftcg.deck.unstipulated")]


def test_a_card_taken_from_the_deck_on_ifrit_is_one_unstipulated_fault_and_goes_to_the_hand():
    v = _verdict("a1_choices")
    assert [(x.seq, x.rule) for x in v.violations] == [(28, "fftcg.deck.unstipulated")]
    assert "bob.20" in v.violations[0].message


def test_the_draw_following_the_recorded_shuffle_is_not_flagged_again():
    assert _rules("a1_shuffle_follow") == [(28, "fftcg.deck.unstipulated")]


def test_ifrit_resolved_without_shuffle_or_choices_stays_clean():
    assert _rules("a1_clean") == []


# -- 6. an optional damaged trigger declined, then the damage step's closing passes -----------------------------

def test_an_optional_trigger_declined_then_the_closing_passes_then_another_attack_is_clean():
    assert _rules("e_optional-declined-with-closing-passes") == []
    assert _rules("e_optional-declined-no-passes") == []


# -- 7. a mulligan naming a card that is not in the hand: the message names it -----------------------------------

def test_a_mulligan_naming_a_card_not_in_the_hand_names_that_card():
    a = seat("a")
    b = seat("b")
    result = verify([a, b], [{"type": "Mulliganed", "player": "b", "bottom": ["b.1", "b.2", "b.3", "b.4", "b.6"]}])
    assert [(v.seq, v.rule) for v in result.violations] == [(1, "fftcg.setup.mulligan-cards")]
    text = result.violations[0].message
    assert "(b.6)" in text and "not in b's hand" in text
    short = verify([a, b], [{"type": "Mulliganed", "player": "b", "bottom": ["b.1", "b.2", "b.3", "b.4"]}])
    assert [(v.seq, v.rule) for v in short.violations] == [(1, "fftcg.setup.mulligan-cards")]
    assert "puts 4 cards to the bottom" in short.violations[0].message


def test_the_testers_mulligan_naming_a_card_not_in_the_hand_stays_one_fault_and_names_it():
    v = _verdict("s_mull-nonhand")
    assert [(x.seq, x.rule) for x in v.violations] == [(1, "fftcg.setup.mulligan-cards")]
    assert "(bob.6)" in v.violations[0].message
