"""FFTCG qa34g (fix34_fftcg7): the draw lines of an unmodelled summon, two findings of round 34 (qa34b/qa34c). The
logs are in tests/logs/fftcg_qa34g/, each with its clean twin.

1. d3b: alice casts Moogle X (an unmodelled summon, "Draw 1 card.") in bob's turn, no ``EffectRecorded`` written, and
   her ``CardsDrawn`` (the top of her deck) right after the cast, before the passes and the ``Resolved``. It was a
   4-flag cascade (``fftcg.turn.phase-skipped`` and ``fftcg.draw.count`` at the line read as her turn begun, then
   ``fftcg.priority.no-priority``, ``fftcg.stack.lifo``). Now the line right after the cast of her own unmodelled
   summon with no effect recorded is read as that summon's draw recorded early: one ``fftcg.stack.resolve-early``
   (not clean: the summon's text is unknown, so a real extra draw must not slip through), the passes and
   ``Resolved`` after it that resolution's. So too with two cards named (d3c), in her own turn (d3d, was
   ``fftcg.draw.count`` and ``fftcg.priority.no-priority``), and a ``draw(1)`` recorded for it after its
   ``Resolved`` (d3e) is that draw, made already: no second card drawn.
2. t4c: Moogle X's ``draw(1)`` recorded after its ``Resolved`` in bob's turn, then alice's draw line naming two cards:
   ``fftcg.turn.not-your-turn`` at 39; now ``fftcg.draw.count`` (2 drawn, 1 due), as the same line written before the
   passes gives. A line naming the effect's card and one more later, not right after the effect drew, stays an extra
   draw (``fftcg.turn.not-your-turn``, tests/test_fftcg_qa20_fixes.py).
"""

from __future__ import annotations

import pytest

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa34g"


# -- 1. an unmodelled summon's draw line before its passes, no effect recorded ------------------------------------

def test_draw_line_before_passes_no_effect_recorded_is_one_resolve_early():
    result = logged(FOLDER, "d3b_draw_line_before_passes_no_effect_recorded")
    assert rules_at(result) == [(35, "fftcg.stack.resolve-early")]
    assert any(n.startswith("seq 35: alice's CardsDrawn is taken as the draw of Moogle X") for n in result.notes)
    board = logged_board(FOLDER, "d3b_draw_line_before_passes_no_effect_recorded", 38)
    assert board.cards["alice.9"].zone == "hand" and board.cards["alice.10"].zone == "deck"
    assert board.cards["alice.5"].zone == "break" and not board.stack
    assert board.active == "bob"


def test_draw_line_two_cards_before_passes_no_effect_recorded_is_one_resolve_early():
    result = logged(FOLDER, "d3c_draw_line_two_cards_before_passes_no_effect_recorded")
    assert rules_at(result) == [(35, "fftcg.stack.resolve-early")]
    board = logged_board(FOLDER, "d3c_draw_line_two_cards_before_passes_no_effect_recorded", 38)
    assert board.cards["alice.9"].zone == board.cards["alice.10"].zone == "hand"


def test_draw_line_before_passes_no_effect_recorded_in_her_own_turn():
    result = logged(FOLDER, "d3d_own_turn_draw_line_before_passes_no_effect_recorded")
    assert rules_at(result) == [(24, "fftcg.stack.resolve-early")]
    board = logged_board(FOLDER, "d3d_own_turn_draw_line_before_passes_no_effect_recorded", 27)
    assert board.cards["alice.9"].zone == "hand" and board.cards["alice.5"].zone == "break"


def test_draw_recorded_after_the_resolved_is_the_draw_made_already():
    result = logged(FOLDER, "d3e_draw_line_before_passes_effect_recorded_after_resolved")
    assert rules_at(result) == [(35, "fftcg.stack.resolve-early")]
    board = logged_board(FOLDER, "d3e_draw_line_before_passes_effect_recorded_after_resolved", 39)
    assert board.cards["alice.9"].zone == "hand" and board.cards["alice.10"].zone == "deck"


@pytest.mark.parametrize("name", ["d3b_twin_no_draw_line", "d3d_twin_own_turn_no_draw_line",
                                  "t4c_twin_draw1_line_one_card_after_resolved"])
def test_clean_twins_are_clean(name):
    assert rules_at(logged(FOLDER, name)) == []


# -- 2. a draw(1)'s line naming two cards after its Resolved -------------------------------------------------------

def test_draw1_line_two_cards_after_resolved_is_one_draw_count():
    result = logged(FOLDER, "t4c_draw1_line_two_cards_after_resolved")
    assert rules_at(result) == [(39, "fftcg.draw.count")]
    assert result.violations[0].message == "alice drew 2 cards; 1 was due"
    early = logged(FOLDER, "t4c_early_draw1_line_two_cards_before_passes")
    assert rules_at(early) == [(36, "fftcg.draw.count")]
    assert early.violations[0].message == result.violations[0].message
    board = logged_board(FOLDER, "t4c_draw1_line_two_cards_after_resolved", 39)
    assert board.cards["alice.9"].zone == board.cards["alice.10"].zone == "hand"
