"""FFTCG qa35 (fix35_fftcg): leftovers of round 34. The logs are in tests/logs/fftcg_qa35/, each with its clean twin.

1. f1: alice casts Moogle X (an unmodelled summon) in bob's turn, no effect recorded, and her ``CardsDrawn`` right
   after the cast, before the passes, names alice.12, not the top of her deck (alice.9). It was a 5-flag cascade
   (``fftcg.turn.phase-skipped``, ``fftcg.draw.not-top``, ``fftcg.draw.count``, ``fftcg.priority.no-priority``,
   ``fftcg.stack.lifo``). Now it is read as the summon's draw recorded early, as the same line naming the top is
   (tests/test_fftcg_qa34g_fixes.py): ``fftcg.stack.resolve-early`` and one ``fftcg.draw.not-top`` (the line names
   a card not on top, a fault the same line after the passes is flagged for too: two faults, each flagged alone in
   its twin); the effect draws the top as the table did. The clean twin is tests/logs/fftcg_qa34g/d3b_twin_no_draw_line.
5. f5: a recorded ``discard``, ``return`` or ``remove`` moved the card it named from wherever it was, silently: a
   discard of alice's forward on the field broke it (f5a), a return of a card of bob's deck put it in his hand (f5b).
   A recorded effect now finds its card where it acts (a break, a return: on the field; a discard: in a hand); a card
   elsewhere is one ``fftcg.target.invalid`` (« Si l'effet d'une carte est impossible à réaliser, alors l'effet doit
   être ignoré » [ref (2.3.)]), the card left where it is. A card whose last move took it from there (a target
   gone before the effect: Gordon returned before the break, tests/test_fftcg_qa34e_fixes.py) is missed, a note, as
   the recorded break did; the break now flags a card that was never on the field (f5c: a card drawn to the hand).
   The seed names no zone a remove takes from: only a card out of the game already is missed, a note (f5d).
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


# -- 5. a recorded discard, return, remove (and break) finds its card where it acts ----------------------------------

def test_recorded_discard_of_forward_on_field_is_one_target_invalid():
    name = "f5a_discard_names_forward_on_field"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(39, "fftcg.target.invalid")]
    assert "is not in a hand" in result.violations[0].message
    assert logged_board(FOLDER, name, 39).cards["alice.2"].zone == "field"
    twin = "f5a_twin_discard_names_card_in_hand"
    assert rules_at(logged(FOLDER, twin)) == []
    assert logged_board(FOLDER, twin, 39).cards["alice.6"].zone == "break"


def test_recorded_return_of_card_in_deck_is_one_target_invalid():
    name = "f5b_return_names_card_in_deck"
    assert rules_at(logged(FOLDER, name)) == [(39, "fftcg.target.invalid")]
    board = logged_board(FOLDER, name, 39)
    assert board.cards["bob.10"].zone == "deck" and board.seat("bob").deck[0] == "bob.10"
    twin = "f5b_twin_return_names_forward_on_field"
    assert rules_at(logged(FOLDER, twin)) == []
    assert logged_board(FOLDER, twin, 39).cards["bob.1"].zone == "hand"


def test_recorded_break_of_card_never_on_field_is_flagged_gone_target_is_a_note():
    name = "f5c_break_names_card_in_hand_never_on_field"
    assert rules_at(logged(FOLDER, name)) == [(43, "fftcg.target.invalid")]
    assert logged_board(FOLDER, name, 43).cards["bob.4"].zone == "hand"
    twin = logged("fftcg_qa34e", "t10c_break_written_after_x_resolved_gordon_in_hand")
    assert rules_at(twin) == []
    assert any("which the recorded break names, is not on the field" in n for n in twin.notes)


def test_recorded_remove_of_card_out_of_the_game_already_is_a_note():
    result = logged(FOLDER, "f5d_remove_twice_second_misses")
    assert rules_at(result) == []
    assert any("which the recorded remove names, was removed from the game already" in n for n in result.notes)
    assert logged_board(FOLDER, "f5d_remove_twice_second_misses", 43).cards["bob.1"].zone == "removed"
