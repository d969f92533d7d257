"""FFTCG qa36 (fix36_fftcg): leftovers of round 35. The logs are in tests/logs/fftcg_qa36/, with their twins.

1. f1: alice casts Moogle X (an unmodelled summon, "Draw 1 card.") in bob's turn with nothing recorded for it; both
   players pass and her ``CardsDrawn`` names alice.12 (not on top: alice.9 is) before the summon's ``Resolved``; her
   next turn's draw names alice.10 and alice.11, the cards after the top. That was 2 flags: the line as an extra draw
   (``fftcg.turn.not-your-turn``) and her next draw (``fftcg.draw.not-top``, alice.9 still on top in that reading).
   The later ids show the summon drew the top and the line misnamed it: beside the extra draw, that reading is
   followed, and her next draw decides for it: one ``fftcg.draw.not-top`` at the line, the top (alice.9) in her hand,
   alice.12 in her deck. Twin: her next draw naming alice.9 and alice.10 (the line drew alice.12 as it says): the one
   ``fftcg.turn.not-your-turn`` as before.
2. f2: the return of qa35f's f2 logs (Recall Y targets Gordon, bob.2; its return names the Monk, bob.1) recorded
   right after the cast, before the passes (held on the summon): read as the table returning Gordon at the
   ``Resolved`` only, so bob's later play of the Monk was a second fault (``fftcg.play.not-in-hand``). It is read both
   ways as the summon resolves, as the same line after the ``Resolved`` is: one ``fftcg.target.invalid`` at the
   ``Resolved``, the first event one reading flags and the other does not deciding ("... the table returned Monk"
   where bob plays the Monk). The same for a held return naming a card of the deck (qa35c's log): flagged at its line
   as before, the summon resolving returned only the card named and Gordon stayed, so bob's play of Gordon was
   ``fftcg.play.not-in-hand``; now Gordon returned beside the card named moved, one fault either way. Twins: the held
   return naming the target, or with no targets recorded for the summon: clean.
3. f3: a ``BlockDeclared`` left out (the pass in its place, the defender able to block) was ``fftcg.block.timing`` at
   every attack of a log (sample win-seven-damage with its blocks at 46, 79 and 107 left out: 3 flags). Force of
   Will flags its left-out block once a log, a later one a note (docs/log-format.md); FFTCG now does the same: the
   first flagged, each later one a note ("... is left out of the log again, as at seq 46 (flagged there) ..."), the
   attack read as not blocked either way. A block recorded late stays its own ``fftcg.block.timing`` each time: the
   attacker's pass where the defender then blocks (flagged at the pass), a block after both passes (flagged at the
   block); a first pass that the block next shows was the block recorded late does not count as the block left out.
   Twin: one block left out, one flag.
"""

from __future__ import annotations

import pytest

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa36"


# -- 1. an unmodelled summon's draw line after the passes naming a card not on top, the later ids showing the top ----

def test_unknown_summon_line_not_top_next_draw_after_top_is_one_draw_not_top():
    name = "f1_line_not_top_next_draw_after_top"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(37, "fftcg.draw.not-top")]
    assert result.violations[0].message == (
        "alice drew Warrior of Light 1-005 (alice.12); the top of the deck was Ifrit 1-004 (alice.9)")
    assert any(n.startswith("seq 37: alice's CardsDrawn is taken as the draw of Moogle X X-004 (alice.5)'s effect "
                            "(Ifrit 1-004 (alice.9))") for n in result.notes)
    board = logged_board(FOLDER, name, 47)
    assert board.active == "alice" and not board.stack
    assert {board.cards[c].zone for c in ("alice.9", "alice.10", "alice.11")} == {"hand"}
    assert board.cards["alice.12"].zone == "deck"


def test_unknown_summon_line_not_top_twin_next_draw_after_named_keeps_the_extra_draw():
    name = "f1_twin_next_draw_after_named"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(37, "fftcg.turn.not-your-turn")]
    assert not any("is taken as the draw of" in n for n in result.notes)
    board = logged_board(FOLDER, name, 47)
    assert {board.cards[c].zone for c in ("alice.9", "alice.10", "alice.12")} == {"hand"}
    assert board.cards["alice.11"].zone == "deck"


# -- 2. a held return (recorded before its summon resolved) naming another card than the summon's target -------------

def test_held_return_naming_other_forward_on_field_is_one_target_invalid():
    name = "f2_held_return_names_other_forward_on_field"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(39, "fftcg.target.invalid")]
    assert result.violations[0].message == (
        "the recorded return names Monk 1-120 (bob.1), which is not the target of Recall Y Y-003 (bob.5) "
        "(Gordon 1-160 (bob.2)): taken as returning Gordon 1-160 (bob.2)")
    board = logged_board(FOLDER, name, 39)
    assert board.cards["bob.2"].zone == "hand" and board.cards["bob.1"].zone == "field"


def test_held_return_naming_other_forward_then_target_played_keeps_the_target_reading():
    name = "f2_held_return_names_other_forward_then_target_played"
    assert rules_at(logged(FOLDER, name)) == [(39, "fftcg.target.invalid")]
    board = logged_board(FOLDER, name, 44)
    assert board.cards["bob.2"].zone == "field" and board.cards["bob.1"].zone == "field"


def test_held_return_naming_other_forward_then_it_is_played_takes_the_named_reading():
    name = "f2_held_return_names_other_forward_then_it_is_played"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(39, "fftcg.target.invalid")]
    assert result.violations[0].message == (
        "the recorded return names Monk 1-120 (bob.1), which is not the target of Recall Y Y-003 (bob.5) "
        "(Gordon 1-160 (bob.2)): the table returned Monk 1-120 (bob.1)")
    board = logged_board(FOLDER, name, 44)
    assert board.cards["bob.1"].zone == "field" and board.cards["bob.2"].zone == "break"


def test_held_return_naming_deck_card_reads_the_target_returned_beside_the_card_named():
    name = "f2_held_return_names_deck_card"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(35, "fftcg.target.invalid")]
    assert "is not on the field (it is in the deck)" in result.violations[0].message
    board = logged_board(FOLDER, name, 38)
    assert board.cards["bob.2"].zone == "hand" and board.cards["bob.10"].zone == "deck"
    played = "f2_held_return_names_deck_card_then_target_played"
    assert rules_at(logged(FOLDER, played)) == [(35, "fftcg.target.invalid")]
    board = logged_board(FOLDER, played, 39)
    assert board.cards["bob.2"].zone == "field" and board.cards["bob.10"].zone == "deck"
    named = "f2_held_return_names_deck_card_then_it_is_played"
    assert rules_at(logged(FOLDER, named)) == [(35, "fftcg.target.invalid")]
    board = logged_board(FOLDER, named, 39)
    assert board.cards["bob.10"].zone == "field" and board.cards["bob.2"].zone == "field"


@pytest.mark.parametrize("name", ["f2_held_twin_return_names_target", "f2_held_twin_no_targets_recorded",
                                  "f2_held_twin_deck_return_names_target",
                                  "f2_held_twin_deck_return_names_target_then_played"])
def test_held_return_twins_are_clean(name):
    assert rules_at(logged(FOLDER, name)) == []


def test_held_return_twin_moves_what_it_names():
    board = logged_board(FOLDER, "f2_held_twin_return_names_target", 39)
    assert board.cards["bob.2"].zone == "hand" and board.cards["bob.1"].zone == "field"
    board = logged_board(FOLDER, "f2_held_twin_no_targets_recorded", 43)
    assert board.cards["bob.1"].zone == "hand" and board.cards["bob.2"].zone == "break"
    board = logged_board(FOLDER, "f2_held_twin_deck_return_names_target_then_played", 39)
    assert board.cards["bob.2"].zone == "field"


# -- 3. a BlockDeclared left out is flagged once a log, a later one a note --------------------------------------------

def test_block_left_out_twice_is_one_flag_and_a_note():
    result = logged(FOLDER, "f3_block_left_out_twice")
    assert rules_at(result) == [(46, "fftcg.block.timing")]
    assert result.violations[0].message == "alice must declare a block (or no block) before priority passes"
    assert "seq 78: alice's block (or no block) is left out of the log again, as at seq 46 (flagged there): the " \
           "attack is taken as not blocked" in result.notes
    assert result.winner == "alice"


def test_block_left_out_three_times_is_one_flag_and_two_notes():
    result = logged(FOLDER, "f3_block_left_out_three_times")
    assert rules_at(result) == [(46, "fftcg.block.timing")]
    assert [n[:7] for n in result.notes if "is left out of the log again" in n] == ["seq 78:", "seq 105"]
    assert result.winner == "alice"


def test_block_left_out_once_twin_is_one_flag():
    result = logged(FOLDER, "f3_twin_block_left_out_once")
    assert rules_at(result) == [(46, "fftcg.block.timing")]
    assert not any("is left out of the log again" in n for n in result.notes)


def test_block_recorded_late_after_a_block_left_out_stays_its_own_flag():
    result = logged(FOLDER, "f3_block_left_out_then_attacker_pass_before_block")
    assert rules_at(result) == [(46, "fftcg.block.timing"), (78, "fftcg.block.timing")]
    assert not any("is left out of the log again" in n for n in result.notes)
    result = logged(FOLDER, "f3_block_left_out_then_block_after_both_passes")
    assert rules_at(result) == [(46, "fftcg.block.timing"), (80, "fftcg.block.timing")]
    assert result.violations[1].message == (
        "alice declared a block after priority passed in the block step: the block (or no block) comes before the "
        "passes")
    assert not any("is left out of the log again" in n for n in result.notes)


def test_block_recorded_late_first_does_not_count_as_the_block_left_out():
    result = logged(FOLDER, "f3_block_late_then_left_out")
    assert rules_at(result) == [(46, "fftcg.block.timing"), (79, "fftcg.block.timing")]
    assert not any("is left out of the log again" in n for n in result.notes)
