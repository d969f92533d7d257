"""FFTCG qa34e: the regression test (/tmp/qa34c-fftcg) of this round's held early effects and the draw reading. The
tester's logs are kept whole in tests/logs/fftcg_qa34e/, each with its clean twin.

1. (F1, a regression this round) A held ``draw(1)`` whose early ``CardsDrawn`` line names two cards (t4c), a held
   ``draw(2)`` whose line names one (t4f), a held ``draw(1)`` whose line names alice.10, not the top alice.9 (t4): the
   line was read as alice's turn draw (``fftcg.turn.phase-skipped``, ``fftcg.priority.no-priority``,
   ``fftcg.stack.lifo``, bob's turn ended). The line right after the held draw is that draw's record even when it
   differs: one ``fftcg.draw.count`` (t4c, t4f) or ``fftcg.draw.not-top`` (t4) at 36, still bob's Main phase 1.
2. (F3, older) An effect with no ``source`` written after the other player's answering cast (t3) or between the
   passes (t9) was applied at once: alice won at 38 (t3, ``fftcg.game.over`` on bob's effect at 39; t9, on alice's own
   pass at 38). It is the recorder's one unmodelled summon's on the stack, held as with its ``source``: t3 bob wins at
   42 (Y resolves first, § 8), t9 alice wins at the ``Resolved``, clean, as the twins.
3. (F2, older) Gordon returned to bob's hand (Recall Y resolved), then alice wrote Break X's ``break bob.2`` while X
   was on the stack (t10): at X's resolution the held break took Gordon from the hand to the Break Zone, and bob's
   lawful replay was ``fftcg.play.not-in-hand``. A held effect on a character finds it on the field as the summon
   resolves, else misses it (a note): clean, Gordon on bob's field, as the twin. The same ``break`` written after
   X's ``Resolved`` (applied at once, t10c, made here from t10) did the same: a recorded break does nothing to a card
   not on the field (nor a summon's card on the stack), a note.
4. (F6, older) A summon cancelled by an answer's recorded effect (its card named as a target) stayed on the stack:
   ``fftcg.stack.pending`` at 44 after the passes over it (t6), ``fftcg.stack.lifo`` at 46 for the Resolved of the
   summon under a cancelled Counter Y (t1b), though the engine noted both cancelled. A cancelled summon leaves the
   stack without resolving: the passes over it (and its ``Resolved``, if written) are that; t6 keeps only its genuine
   ``fftcg.play.not-in-hand`` at 44, t1b is clean, alice wins at 46, as the twins. (qa34c's s2, s2b and their twins
   pinned the same ``stack.pending``: now clean.)
5. (F4) A short mulligan (4 of the 5 hand cards to the bottom, flagged ``fftcg.setup.mulligan-cards`` at 1), then
   alice played alice.1, which went under the deck in either reading: ``fftcg.play.not-in-hand`` at 3 was
   ``caused_by`` 1 in one reading (u5), not in the other (u5b): the grouping's history "no mulligan at all" left
   alice.1 in hand. A flagged mulligan was made at the table (FFTCG's ``CAUSES_NOT_LEFT_OUT``): only a lawful
   mulligan stands in for it, and the play is alice's own fault, no cause, in u5, u5b and the full-mulligan twin.
6. (F5) docs only: a non-Brave forward's second attack is ``fftcg.attack.already-attacked`` (not ``dull``); the
   doc's bullet on the seed's order now names that exception. a1 pinned as it is.
"""

from __future__ import annotations

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa34e"



def _board(name: str, seq: int):
    return logged_board(FOLDER, name, seq)


# -- F1. an early draw line differing from the held draw is that draw's, one fault ------------------------------

def test_held_draw1_early_line_two_cards_one_count_fault():
    name = "t4c_draw1_held_early_line_two_cards"
    assert rules_at(logged(FOLDER, name)) == [(36, "fftcg.draw.count")]
    b = _board(name, 39)
    assert (b.active, b.phase, b.stack) == ("bob", "main1", [])
    assert {"alice.9", "alice.10"} <= set(b.seat("alice").hand)


def test_held_draw2_early_line_one_card_one_count_fault():
    name = "t4f_draw2_held_early_line_one_card"
    assert rules_at(logged(FOLDER, name)) == [(36, "fftcg.draw.count")]
    b = _board(name, 39)
    assert (b.active, b.phase, b.stack) == ("bob", "main1", [])


def test_held_draw_early_line_not_top_one_not_top_fault():
    name = "t4_draw_held_early_line_not_top_card"
    assert rules_at(logged(FOLDER, name)) == [(36, "fftcg.draw.not-top")]
    b = _board(name, 39)
    assert (b.active, b.phase, b.stack) == ("bob", "main1", [])
    hand = b.seat("alice").hand
    assert "alice.9" in hand and "alice.10" not in hand  # (the effect draws the top, as the table did)


def test_held_draw_early_line_clean_twin():
    result = logged(FOLDER, "t4e_draw2_held_early_line_two_cards_clean")
    assert rules_at(result) == []
    assert any("records the draw of the effect recorded for" in n for n in result.notes)
    assert _board("t4e_draw2_held_early_line_two_cards_clean", 39).active == "bob"


# -- F3. a sourceless effect written while its recorder's summon is on the stack is that summon's -----------------

def test_sourceless_effect_after_answer_cast_held_bob_wins():
    result = logged(FOLDER, "t3_x_effect_no_source_after_y_cast_bob_wins")
    twin = logged(FOLDER, "t3_twin_y_resolves_first_bob_wins")
    assert rules_at(result) == rules_at(twin) == []
    assert result.winner == twin.winner == "bob"
    assert len(_board("t3_x_effect_no_source_after_y_cast_bob_wins", 41).seat("bob").damage) == 6


def test_sourceless_effect_between_passes_held_alice_wins_at_resolved():
    result = logged(FOLDER, "t9_x_effect_no_source_between_passes_alice_wins_at_resolved")
    twin = logged(FOLDER, "t9_twin_with_source_between_passes")
    assert rules_at(result) == rules_at(twin) == []
    assert result.winner == twin.winner == "alice"
    assert len(_board("t9_x_effect_no_source_between_passes_alice_wins_at_resolved", 38).seat("bob").damage) == 6


# -- F2. a break finds its forward on the field, held or not ------------------------------------------------------

def test_held_break_misses_forward_already_in_hand_replay_clean():
    name = "t10_break_recorded_after_gordon_returned_then_replayed"
    result = logged(FOLDER, name)
    assert rules_at(result) == rules_at(logged(FOLDER, "t10_twin_x_does_nothing_gordon_replayed")) == []
    assert any("is not on the field as" in n for n in result.notes)
    assert "bob.2" in _board(name, 43).seat("bob").hand
    assert "bob.2" in _board(name, 44).seat("bob").field


def test_break_applied_at_once_misses_card_in_hand():
    name = "t10c_break_written_after_x_resolved_gordon_in_hand"
    result = logged(FOLDER, name)
    assert rules_at(result) == []
    assert any("which the recorded break names, is not on the field" in n for n in result.notes)
    assert "bob.2" in _board(name, 43).seat("bob").hand


# -- F6. a cancelled summon leaves the stack ------------------------------------------------------------------------

def test_cancelled_held_draw_no_pending_card_cast_flagged():
    assert rules_at(logged(FOLDER, "t6_held_draw_countered_then_drawn_card_cast")) == [(44, "fftcg.play.not-in-hand")]
    assert rules_at(logged(FOLDER, "t6_twin_held_draw_countered_card_not_cast")) == []
    b = _board("t6_held_draw_countered_then_drawn_card_cast", 43)
    assert "alice.9" in b.seat("alice").deck


def test_cancelled_counter_no_lifo_alice_wins_at_x():
    result = logged(FOLDER, "t1b_counter_countered_no_y_resolved_alice_wins_at_x")
    twin = logged(FOLDER, "t1_twin_counter_countered_after_resolved")
    assert rules_at(result) == rules_at(twin) == []
    assert result.winner == twin.winner == "alice"
    assert len(_board("t1b_counter_countered_no_y_resolved_alice_wins_at_x", 45).seat("bob").damage) == 6


# -- F4. a short mulligan's later own fault of the player has no cause ------------------------------------------

def test_short_mulligan_bottom_card_played_is_own_fault():
    for name in ("u5_short_mulligan_bottom_card_played", "u5b_short_mulligan_seed_draw_bottom_card_played"):
        result = logged(FOLDER, name)
        assert rules_at(result) == [(1, "fftcg.setup.mulligan-cards"), (3, "fftcg.play.not-in-hand")]
        assert [v.caused_by for v in result.violations] == [None, None]
    twin = logged(FOLDER, "u5_twin_full_mulligan_bottom_card_played")
    assert rules_at(twin) == [(3, "fftcg.play.not-in-hand")] and twin.violations[0].caused_by is None


# -- F5. the doc's exception, as the engine does it ----------------------------------------------------------------

def test_non_brave_second_attack_is_already_attacked_alone():
    result = logged(FOLDER, "a1_samurai_attacks_twice_dull_and_already_attacked")
    assert rules_at(result) == [(105, "fftcg.attack.already-attacked")]
    assert "besides" not in result.violations[0].message
    brave = logged(FOLDER, "a1b_tifa_brave_attacks_twice_active_already_attacked")
    assert [r for _, r in rules_at(brave)] == ["fftcg.attack.already-attacked"]
