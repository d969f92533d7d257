"""FFTCG qa35d (fix35_fftcg4): the release check's (qa35c) lost winner, false negative, cascade and wording. The logs
are the tester's (tests/logs/fftcg_qa35d/), each with its clean twin.

1. Lost winner (§4): a paper log (no deck order, serials on the events) with Mime's "dealt damage: draw 1" trigger
   left out (no ``AutoTriggered``, passes or ``Resolved``) was ``fftcg.auto.pending`` at 75 and then
   ``fftcg.play.not-in-hand`` at 117 when bob played the card Mime drew (bob.12), which the engine had the turn's
   damage take instead; bob ended on 6 damage and the log "ended before the game did" (alice wins in the twin). The
   qa35b C2 reading (the table carried the draw ability out where its ``AutoTriggered`` was due, followed beside the
   engine's; the first event one flags and the other does not decides) held for full-order logs only: it now holds
   for paper logs too, where the card it drew played later (or the End phase's hand count) decides. Terra's trigger
   left out on paper the same. Where the table did not draw (the End phase's hand count shows it), the engine's
   reading stands.
2. False negative (§3): an End phase ``Discarded`` naming a Knight already broken by Titan (f5, seq 209) was read as
   a discard recorded twice (its card in the Break Zone): nothing at 209, then ``fftcg.end.hand-size`` at 210. The
   same discard naming a backup on the field (s2f14) was ``fftcg.play.not-in-hand`` and ``fftcg.end.hand-size``: two
   flags. Decided: one ``fftcg.play.not-in-hand`` at the discard in both, the table having discarded as many cards
   of the hand (a card of the hand taken in its place, a note, the hand at 5); a discard recorded twice is one
   naming the cards a discard of that turn put in the Break Zone (a card discarded in an earlier turn named again
   is the wrong card, and a discard one short besides keeps its ``fftcg.end.hand-size``).
3. Cascade (§5b): s5f2, bob's turn 2 written with no passes at all, holding alice's Back Attack Yuffie:
   ``fftcg.priority.no-priority`` (Yuffie "without priority (bob has it)": bob's pass before it left out with the
   rest) and ``fftcg.turn.phase-skipped`` at alice's draw. One flag a turn (the qa35b C1 reading): the other
   player acting before any pass of the turn player's main phase marks the turn's passes left out, the turn's end
   without them not flagged again. A pass recorded after the Back Attack shows the passes were kept: a later turn
   end without them is its own flag (pinned).
4. Wording (§7): bob's set-up ``Mulliganed`` written after alice's first draw (s1f20) or in her Main phase 1
   (s1f21): the one ``fftcg.setup.mulligan-late`` was right, but it said "bob took a mulligan after the game began",
   though bob's own first draw (bob.11, bob.12) shows it was made at set-up. Where that draw shows the mulligan
   carried out, the flag now says the line was recorded late; where the draw names the top without it, the old
   words stay.
"""

from __future__ import annotations

from tests.fftcg import board_after, discard, draw, logged, logged_board, rules_at, seat, to_end_of_turn, verify

FOLDER = "fftcg_qa35d"


# -- 1. a draw trigger left out in a paper log, the later events showing the draw -------------------------------------

def _notes(result):
    return [str(n) for n in result.notes]


def test_paper_mime_trigger_left_out_is_one_flag_and_keeps_the_winner():
    result = logged(FOLDER, "p_f1_FAULT_mime_trigger_left_out")
    assert rules_at(result) == [(75, "fftcg.auto.pending")]
    assert result.winner == "alice"
    assert any("taken as resolved at seq 75" in n for n in _notes(result))
    after = logged_board(FOLDER, "p_f1_FAULT_mime_trigger_left_out", 117)
    assert after.cards["bob.12"].zone == "field"  # Mime drew it: the damage took another card
    assert "bob.12" not in after.seat("bob").damage


def test_paper_mime_trigger_twin_and_full_order_are_as_before():
    clean = logged(FOLDER, "p_full1")
    assert rules_at(clean) == [] and clean.winner == "alice"
    full = logged(FOLDER, "f1_FAULT_mime_trigger_left_out")
    assert rules_at(full) == [(75, "fftcg.auto.pending")] and full.winner == "alice"


def test_paper_mime_trigger_left_out_not_drawn_keeps_the_engines_reading():
    # The same paper log, bob playing another card (bob.18) where he played bob.12 and no End-phase discard: the
    # table did not draw (the hand count shows it), the ability stays not carried out.
    result = logged(FOLDER, "p_f1b_FAULT_mime_trigger_left_out_not_drawn")
    assert rules_at(result) == [(75, "fftcg.auto.pending")]
    assert result.winner == "alice"
    assert not any("taken as resolved at seq 75" in n for n in _notes(result))
    board = logged_board(FOLDER, "p_f1b_FAULT_mime_trigger_left_out_not_drawn", 117)
    assert "bob.12" in board.seat("bob").damage  # no draw: the damage took the top


def test_paper_terra_trigger_left_out_is_one_flag():
    result = logged(FOLDER, "p_s1f8_FAULT_terra_auto_left_out")
    assert rules_at(result) == [(27, "fftcg.auto.pending")]
    assert result.winner == "alice"
    board = logged_board(FOLDER, "p_s1f8_FAULT_terra_auto_left_out", 60)
    assert board.cards["alice.14"].zone == "field"
    clean = logged(FOLDER, "p_s1")
    assert rules_at(clean) == [] and clean.winner == "alice"


# -- 4. a set-up mulligan line written after the other player's first draw -------------------------------------------

LATE_WORDS = ("bob's Mulliganed is recorded after the game began, but bob's own first draw names the cards the "
              "mulligan put on top: the mulligan was made at set-up, its line recorded late")


def test_bob_mulligan_line_after_alices_first_draw_says_recorded_late():
    for name, seq in (("s1f20_FAULT_bob_mulligan_after_alice_first_draw", 3),
                      ("s1f21_FAULT_bob_mulligan_in_alice_main1", 7)):
        result = logged(FOLDER, name)
        assert rules_at(result) == [(seq, "fftcg.setup.mulligan-late")], name
        assert result.violations[0].message == LATE_WORDS, name
        assert result.winner == "alice"
        board = logged_board(FOLDER, name, 14)
        assert board.cards["bob.11"].zone == "hand" and board.cards["bob.1"].zone == "deck"


def test_bob_mulligan_line_late_twin_is_clean():
    clean = logged(FOLDER, "s1")
    assert rules_at(clean) == [] and clean.winner == "alice"


def test_bob_mulligan_line_late_draw_not_showing_it_keeps_the_words():
    result = logged(FOLDER, "s1f20b_FAULT_bob_mulligan_late_draw_shows_none")
    assert rules_at(result) == [(3, "fftcg.setup.mulligan-late")]
    assert result.violations[0].message == "bob took a mulligan after the game began"


# -- 3. a turn with no passes holding a Back Attack ------------------------------------------------------------------

def test_backattack_turn_without_passes_is_one_flag():
    result = logged(FOLDER, "s5f2_FAULT_backattack_turn_no_passes")
    assert rules_at(result) == [(13, "fftcg.priority.no-priority")]
    assert result.winner == "alice"
    board = logged_board(FOLDER, "s5f2_FAULT_backattack_turn_no_passes", 14)
    assert board.cards["alice.5"].zone == "field" and board.active == "alice"
    clean = logged(FOLDER, "s5")
    assert rules_at(clean) == [] and clean.winner == "alice"


def test_backattack_only_the_pass_before_it_left_out_is_one_flag():
    result = logged(FOLDER, "s5f2b_FAULT_backattack_pass_before_left_out")
    assert rules_at(result) == [(13, "fftcg.priority.no-priority")]


def test_backattack_passes_kept_after_it_then_the_turn_end_left_out_is_its_own_flag():
    result = logged(FOLDER, "s5f2c_FAULT_backattack_pass_before_and_turn_end_left_out")
    assert rules_at(result) == [(13, "fftcg.priority.no-priority"), (16, "fftcg.turn.phase-skipped")]


# -- 2. an End phase discard naming a card not in the hand -------------------------------------------------------------

def test_end_discard_naming_a_broken_card_is_one_flag_at_the_discard():
    result = logged(FOLDER, "f5_FAULT_discard_names_broken_knight")
    assert rules_at(result) == [(209, "fftcg.play.not-in-hand")]
    assert result.winner == "alice"
    board = logged_board(FOLDER, "f5_FAULT_discard_names_broken_knight", 209)
    assert len(board.seat("bob").hand) == 5
    assert any("discarded in its place" in n for n in _notes(result))
    clean = logged(FOLDER, "full1")
    assert rules_at(clean) == [] and clean.winner == "alice"


def test_end_discard_naming_a_backup_on_the_field_is_one_flag_at_the_discard():
    result = logged(FOLDER, "s2f14_FAULT_end_discard_names_backup_on_field")
    assert rules_at(result) == [(123, "fftcg.play.not-in-hand")]
    assert result.winner == "alice"
    board = logged_board(FOLDER, "s2f14_FAULT_end_discard_names_backup_on_field", 123)
    assert len(board.seat("bob").hand) == 5 and board.cards["bob.1"].zone == "field"
    clean = logged(FOLDER, "s2")
    assert rules_at(clean) == [] and clean.winner == "alice"


H = seat("a", hand=["1-005", "1-007", "1-012", "1-020", "1-021"], deck=["1-027", "1-029", "1-005", "1-007"])


def _seven_cards():
    """T1 a: discards a.6. T2 b: discards 2. T3 a draws: 7 cards, to the End phase."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
            draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b")]


def test_end_discard_naming_a_card_discarded_in_an_earlier_turn_is_one_flag():
    ev = _seven_cards() + [discard("a", "a.6", "a.1"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([H, seat("b")], ev)) == [(len(ev) - 1, "fftcg.play.not-in-hand")]
    board = board_after([H, seat("b")], ev[:-1])
    assert len(board.seat("a").hand) == 5 and board.cards["a.1"].zone == "break"


def test_end_discard_naming_a_wrong_card_and_one_short_keeps_the_hand_limit():
    ev = _seven_cards() + [discard("a", "a.6"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([H, seat("b")], ev)) == [(len(ev) - 1, "fftcg.play.not-in-hand"),
                                                    (len(ev), "fftcg.end.hand-size")]


def test_end_discard_recorded_twice_is_still_one_hand_size():
    ev = _seven_cards() + [discard("a", "a.1", "a.2"), discard("a", "a.1", "a.2"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([H, seat("b")], ev)) == [(len(ev) - 1, "fftcg.end.hand-size")]
    clean = _seven_cards() + [discard("a", "a.1", "a.2"), draw("b", "b.8", "b.9")]
    assert verify([H, seat("b")], clean).violations == []
