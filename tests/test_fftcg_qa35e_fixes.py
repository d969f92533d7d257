"""FFTCG qa35e (fix35_fftcg5): the release check on effect draw lines and recorded returns (the tester's report,
/tmp/qa35c-fftcg/REPORT.md §1a, §1b, §2, §6). The logs are the tester's, in tests/logs/fftcg_qa35e/, each with its
clean twin (and a fault twin where the new reading could hide one).

1. (§1a) bob casts Moogle; alice answers with Titan X=2 on Mime; Titan resolves, Mime's trigger, both pass, Mime
   resolves (32) and Mime's draw line names bob.8, the card it drew (33); Moogle resolves with no passes between (34,
   the stack resolving in order, seed § 8) and its draw line names bob.9 (35). Lawful, but the line at 33 was read as
   Moogle's draw line written one place early, naming the wrong card: 33 draw.not-top and 5 follow-ons (6 on paper).
   A draw line right after a resolution naming the cards it drew is that resolution's record first: clean. Naming
   another card of the deck there is that line misnamed: one draw.not-top. Moogle's line written before its Resolved
   (naming the top) stays its early line, clean.
2. (§1b) Moogle resolves on top of Titan, Moogle's draw line, then Titan resolves with no passes between: the line
   cleared "the stack resolves on", so Titan's Resolved was stack.resolve-early. The record line is no decision (as an
   EffectRecorded is not): clean; the same line misnamed is one draw.not-top, no resolve-early after it.
3. (§2) Recall W targets Mime (bob.3) but its recorded return (55) names bob.2, a Knight broken two turns earlier:
   taken as a lawful return from the Break Zone, the Knight went to the hand and Mime stayed, then bob's play of Mime
   (77) was play.not-in-hand plus two end.hand-size. The return names a card that was not the summon's target: one
   fftcg.target.invalid at 55, read as the table returning the target (Mime to the hand), and beside it as the table
   moving the card named; the first event one reading flags and the other does not decides. The same for a return
   naming a card in the hand (s2f13, §5). A deck card named and then played (qa35c's log) stays the card named moved.
4. (§6) A draw line right after the Resolved naming a card not on top, in the drawing player's own turn (Moogle in
   bob's turn, f17; Terra in alice's, s1f18), was draw.count "already drew this turn": one draw.not-top now, as in the
   other player's turn (s1f19, s2f16). In an End phase an extra card drawn after an effect's draw stays draw.count
   (qa20 e_t2_extra_after_eot_shifted, qa21 a_t4_disc_R_draw12).
"""

from __future__ import annotations

import pytest

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa35e"


# -- 1. a draw line right after its own Resolved, another drawing item under it -----------------------------------

@pytest.mark.parametrize("name", ["s6_line", "p_s6_line", "s6_mime_line_only"])
def test_draw_line_right_after_its_own_resolved_is_its_record(name):
    result = logged(FOLDER, name)
    assert rules_at(result) == []
    assert result.winner == "bob"
    assert any(n.startswith("seq 33: bob's CardsDrawn records the draw of Mime 1-173 (bob.2)'s effect")
               for n in result.notes)


def test_draw_lines_of_both_resolutions_leave_the_board_the_table_played():
    board = logged_board(FOLDER, "s6_line", 35)
    bob = board.seat("bob")
    assert "bob.8" in bob.hand and "bob.9" in bob.hand
    assert bob.deck[:2] == ["bob.10", "bob.11"]
    assert board.cards["bob.3"].zone == "break" and not board.stack


@pytest.mark.parametrize("name", ["s6_noline", "s6_moogle_line_only", "s6_moogle_line_before_its_resolved"])
def test_draw_line_twins_stay_clean(name):
    assert rules_at(logged(FOLDER, name)) == []


def test_own_draw_line_misnamed_right_after_its_resolved_is_one_not_top():
    result = logged(FOLDER, "s6_line_FAULT_mime_line_names_bob10")
    assert rules_at(result) == [(33, "fftcg.draw.not-top")]
    assert "the top of the deck was Tidus 1-163 (bob.8)" in result.violations[0].message
    assert result.winner == "bob"


# -- 2. the draw line between two resolutions keeps the stack resolving ---------------------------------------------

@pytest.mark.parametrize("name", ["s3_line", "p_s3_line", "s3_noline", "s3_passes"])
def test_draw_line_between_two_resolutions_is_clean(name):
    assert rules_at(logged(FOLDER, name)) == []


def test_titan_resolves_after_the_draw_line():
    board = logged_board(FOLDER, "s3_line", 29)
    assert board.cards["alice.1"].zone == "break" and not board.stack
    assert "bob.8" in board.seat("bob").hand


def test_draw_line_between_two_resolutions_misnamed_is_one_not_top():
    assert rules_at(logged(FOLDER, "s3_line_FAULT_moogle_line_names_bob9")) == [(28, "fftcg.draw.not-top")]


# -- 3. a recorded return naming a card that was not the summon's target -------------------------------------------

def test_return_naming_broken_knight_not_the_target_is_one_target_invalid_and_the_target_returned():
    name = "s2f12_FAULT_return_names_broken_knight"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(55, "fftcg.target.invalid")]
    assert "which is not the target of Recall W W-011 (alice.3)" in result.violations[0].message
    assert result.winner == "alice"
    board = logged_board(FOLDER, name, 55)
    assert board.cards["bob.3"].zone == "hand" and board.cards["bob.2"].zone == "break"
    assert rules_at(logged(FOLDER, "s2")) == []


def test_return_naming_card_in_hand_not_the_target_is_one_target_invalid():
    name = "s2f13_FAULT_return_names_card_in_hand"
    assert rules_at(logged(FOLDER, name)) == [(55, "fftcg.target.invalid")]
    board = logged_board(FOLDER, name, 55)
    assert board.cards["bob.3"].zone == "hand" and board.cards["bob.7"].zone == "hand"


def test_return_after_the_summons_control_of_its_target_is_its_own_card():
    # (Brynhildr takes control of its target bob.5 (95), then its return names bob.3 (96): a card of its own choosing,
    # the target used already: clean, as before.)
    assert rules_at(logged(FOLDER, "s4_brynhildr_control_then_return_TWIN")) == []


def test_return_naming_deck_card_then_played_keeps_the_card_named_moved():
    result = logged("fftcg_qa35c", "f5_fault_return_deck_card_then_played")
    assert rules_at(result) == [(38, "fftcg.target.invalid")]
    assert "is not on the field (it is in the deck)" in result.violations[0].message
    board = logged_board("fftcg_qa35c", "f5_fault_return_deck_card_then_played", 39)
    assert board.cards["bob.10"].zone == "field" and board.cards["bob.2"].zone == "field"


# -- 4. a misnamed draw line right after the Resolved in the player's own turn --------------------------------------

@pytest.mark.parametrize("name, seq, twin", [
    ("f17_FAULT_moogle_summon_draw_line_not_top", 49, "full1"),
    ("s1f18_FAULT_terra_draw_line_not_top", 31, "s1"),
    ("s1f19_FAULT_mime_draw_line_not_top", 64, "s1"),
    ("s2f16_FAULT_moogle_exburst_draw_line_not_top", 71, "s2"),
])
def test_effect_draw_line_after_resolved_not_on_top_is_one_not_top(name, seq, twin):
    result = logged(FOLDER, name)
    assert rules_at(result) == [(seq, "fftcg.draw.not-top")]
    assert result.winner == logged(FOLDER, twin).winner == "alice"
    assert rules_at(logged(FOLDER, twin)) == []


def test_own_turn_misnamed_line_leaves_the_effect_draw_of_the_top():
    bob = logged_board(FOLDER, "f17_FAULT_moogle_summon_draw_line_not_top", 49).seat("bob")
    assert "bob.11" in bob.hand and bob.deck[:1] == ["bob.12"]
    alice = logged_board(FOLDER, "s1f18_FAULT_terra_draw_line_not_top", 31).seat("alice")
    assert "alice.14" in alice.hand and alice.deck[:1] == ["alice.15"]
