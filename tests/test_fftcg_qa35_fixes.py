"""FFTCG qa35 (fix35_fftcg): leftovers of round 34. The logs are in tests/logs/fftcg_qa35/, each with its clean twin.

1. f1: alice casts Moogle X (an unmodelled summon) in bob's turn, no effect recorded, and her ``CardsDrawn`` right
   after the cast, before the passes, names alice.12, not the top of her deck (alice.9). It was a 5-flag cascade
   (``fftcg.turn.phase-skipped``, ``fftcg.draw.not-top``, ``fftcg.draw.count``, ``fftcg.priority.no-priority``,
   ``fftcg.stack.lifo``). Now it is read as the summon's draw recorded early, as the same line naming the top is
   (tests/test_fftcg_qa34g_fixes.py): ``fftcg.stack.resolve-early`` and one ``fftcg.draw.not-top`` (the line names
   a card not on top, a fault the same line after the passes is flagged for too: two faults, each flagged alone in
   its twin); the effect draws the top as the table did. The clean twin is tests/logs/fftcg_qa34g/d3b_twin_no_draw_line.
"""

from __future__ import annotations

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa35"


# -- 1. an unmodelled summon's draw line before its passes, naming a card not on top ------------------------------

def test_draw_line_not_top_before_passes_is_resolve_early_and_one_not_top():
    result = logged(FOLDER, "f1_d3b_draw_line_not_top_before_passes")
    assert rules_at(result) == [(35, "fftcg.stack.resolve-early"), (35, "fftcg.draw.not-top")]
    board = logged_board(FOLDER, "f1_d3b_draw_line_not_top_before_passes", 38)
    assert board.cards["alice.9"].zone == "hand" and board.cards["alice.12"].zone == "deck"
    assert board.cards["alice.5"].zone == "break" and not board.stack
    assert board.active == "bob"


def test_draw_line_not_top_twins():
    # the same line naming the top: the resolve-early alone; no draw line: clean
    assert rules_at(logged("fftcg_qa34g", "d3b_draw_line_before_passes_no_effect_recorded")) == [
        (35, "fftcg.stack.resolve-early")]
    assert rules_at(logged("fftcg_qa34g", "d3b_twin_no_draw_line")) == []
