"""FFTCG qa35b (fix35_fftcg2): the author round's cascades. An outside author wrote ~60 lawful logs (all clean, kept
so) and found six kinds of cascade, each from a line left out (or written) that the rest of the log shows the table
played otherwise. The logs are in tests/logs/fftcg_qa35b/, each with its clean twin.

1. C1 (board lost): bob's turn 6 written with no priority passes at all: an attack in Main phase 1 blocked by Dark
   Lord, then a second attack, then alice's draw. It was ``fftcg.attack.timing`` twice in the turn (the second
   attack "in Main Phase 1" again), Lenna's battle never fought (the second attack took the first one's place), and
   a false ``fftcg.field.same-name`` 50 events later when bob played his second Lenna. The turn's missing passes are
   flagged once (docs/fftcg.md: "is not flagged again for the same passes left out later in that turn"): the second
   attack right after the first one's block is the same slip, and the first battle's damage is dealt before it
   (seq 7.2.4.4: Lenna, 7000, is broken by Dark Lord's 8000). The whole match written with no passes at all (one flag
   per turn, as the doc says) kept no winner, the last attack's damage never dealt as the log ends at its no block;
   the log ending at a block in a turn already flagged for its passes deals that damage, and alice wins.
2. C2 (board lost): Terra's mandatory "enters: draw 1" left out (no AutoTriggered, passes or Resolved) was
   ``fftcg.auto.pending`` and then ``fftcg.exburst.not-damage-card``, ``fftcg.draw.not-top`` and
   ``fftcg.end.hand-size``: the engine took the ability as not carried out, though the log's later ids (the damage
   card alice.13 named in the EX Burst, the next draw alice.14/15) show the table drew alice.12. Beside the engine's
   reading, the one in which the table carried the draw ability out right there is followed; the first event one
   flags and the other does not decides. One ``fftcg.auto.pending``, with a note, and the board the table's. Mime's
   trigger left out the same way: one flag, and where the next draw shows the table did not draw, the engine's
   reading stands.
3. C3: Rosso's optional trigger declined, its two passes and ``Resolved`` written anyway: ``fftcg.stack.lifo`` ("the
   stack is empty"), then ``fftcg.attack.timing`` ("attack in Main Phase 2"), the passes taken as the phase's. The
   passes are over the declined ability and its ``Resolved`` is their late record, nothing resolving (a note), as a
   cancelled summon's late ``Resolved`` is (tests/test_fftcg_qa35_fixes.py); the phase does not move on.
   A ``Resolved`` naming another card there is still ``fftcg.stack.lifo``.
4. C4: a trigger's or EX Burst's ``Resolved`` left out together with one pair of its passes: ``fftcg.stack.pending``
   and then ``fftcg.turn.phase-skipped`` at the next turn's draw. The turn ending one pair of passes short in Main
   phase 2, after a ``Resolved`` left out that turn, is that same slip: one violation.
5. C5: the ``Mulliganed`` line written after the first draw: ``fftcg.draw.not-top`` at the draw and
   ``fftcg.setup.mulligan-late``. The draw names the card the mulligan put on top, so the table mulliganed first: one
   ``fftcg.setup.mulligan-late`` (the draw's flag written over with it), the mulligan carried out as before the draw.
   A first draw naming a card the mulligan does not explain keeps both flags.
6. C6: Titan's ``x`` left out: ``fftcg.number.x`` (X taken as 0), and Mime's recorded "dealt damage" trigger
   ``fftcg.auto.not-triggered`` too. Beside the engine's reading, X = 1 (the least that deals damage) is followed;
   the recorded trigger decides: one ``fftcg.number.x``, with a note.
"""

from __future__ import annotations

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa35b"


# -- 1. a turn with no passes: two attacks, the first blocked --------------------------------------------------------

def test_turn_without_passes_two_attacks_is_one_flag_and_the_first_battle_is_fought():
    result = logged(FOLDER, "m1_FAULT_no_passes_in_turn_with_two_attacks_blocked_first")
    assert rules_at(result) == [(73, "fftcg.attack.timing")]
    assert result.winner == "alice"
    board = logged_board(FOLDER, "m1_FAULT_no_passes_in_turn_with_two_attacks_blocked_first", 76)
    assert board.cards["bob.3"].zone == "break"  # Lenna 7000 broken by Dark Lord 8000
    assert board.cards["alice.10"].zone == "field" and board.cards["alice.10"].damage == 7000
    assert board.combat is not None and board.combat.attackers == ["bob.9"]
    after = logged_board(FOLDER, "m1_FAULT_no_passes_in_turn_with_two_attacks_blocked_first", 77)
    assert after.active == "alice" and after.seat("alice").damage == ["alice.9", "alice.12"]  # Tidus unblocked


def test_turn_without_passes_twin_is_clean():
    twin = logged(FOLDER, "m1_fire_vs_water_full")
    assert twin.violations == [] and twin.winner == "alice"
    board = logged_board(FOLDER, "m1_fire_vs_water_full", 93)
    assert board.cards["bob.3"].zone == "break" and board.seat("alice").damage == ["alice.9", "alice.12"]


def test_match_without_any_passes_is_one_flag_a_turn_and_keeps_the_winner():
    result = logged(FOLDER, "m1_no_priority_passes_at_all")
    assert result.winner == "alice"
    # One flag for each of the 15 turns: its first attack in Main phase 1, or (no attack) its end, flagged at the
    # next turn's draw.
    turns = [v.turn - 1 if v.rule == "fftcg.turn.phase-skipped" else v.turn for v in result.violations]
    assert sorted(turns) == list(range(1, 16))
    assert {v.rule for v in result.violations} == {"fftcg.attack.timing", "fftcg.turn.phase-skipped"}


# -- 2. a draw ability's lines left out, the later ids showing the draw ----------------------------------------------

def test_terra_draw_left_out_is_one_auto_pending_and_the_table_drew():
    result = logged(FOLDER, "s5_FAULT_terra_auto_not_recorded")
    assert rules_at(result) == [(4, "fftcg.auto.pending")]
    assert result.winner == "alice"
    assert any("Terra" in n and "taken as resolved at seq 4" in n for n in result.notes)
    board = logged_board(FOLDER, "s5_FAULT_terra_auto_not_recorded", 48)
    twin = logged_board(FOLDER, "s5_mull_terra_exburst_full", 52)
    alice, same = board.seat("alice"), twin.seat("alice")
    assert sorted(alice.hand) == sorted(same.hand) and "alice.12" in alice.hand
    assert alice.damage == same.damage == ["alice.13"] and alice.deck == same.deck


def test_terra_twin_is_clean():
    twin = logged(FOLDER, "s5_mull_terra_exburst_full")
    assert twin.violations == [] and twin.winner == "alice"


def test_mime_trigger_left_out_table_drew_is_one_flag():
    result = logged(FOLDER, "s9_FAULT_mime_trigger_not_recorded_table_drew")
    assert rules_at(result) == [(26, "fftcg.auto.pending")]
    board = logged_board(FOLDER, "s9_FAULT_mime_trigger_not_recorded_table_drew", 34)
    assert {"bob.8", "bob.9", "bob.10"} <= set(board.seat("bob").hand)
    assert board.seat("bob").deck[:1] == ["bob.11"]


def test_mime_trigger_left_out_table_did_not_draw_stays_not_carried_out():
    result = logged(FOLDER, "s9_FAULT_mime_trigger_not_recorded")
    assert rules_at(result) == [(26, "fftcg.auto.pending")]
    assert not any("taken as resolved" in n for n in result.notes)
    board = logged_board(FOLDER, "s9_FAULT_mime_trigger_not_recorded", 34)
    assert board.seat("bob").deck[:1] == ["bob.10"] and "bob.10" not in board.seat("bob").hand


def test_mime_twin_is_clean():
    assert logged(FOLDER, "s9_titan_x2_on_mime_mime_draws").violations == []


# -- 3. a declined trigger's passes and Resolved written anyway -----------------------------------------------------

def test_declined_rosso_passes_and_resolved_are_a_late_record():
    result = logged(FOLDER, "s6_rosso_declined_FAULT_passes_and_resolved_recorded")
    assert result.violations == []
    assert any("Rosso" in n and "declined" in n and "late record" in n for n in result.notes)
    board = logged_board(FOLDER, "s6_rosso_declined_FAULT_passes_and_resolved_recorded", 31)
    assert board.phase == "attack" and board.combat is not None and board.combat.attackers == ["alice.1"]


def test_declined_rosso_twin_is_clean():
    assert logged(FOLDER, "s6_rosso_declined_clean").violations == []


def test_declined_rosso_then_resolved_of_another_card_is_still_flagged():
    result = logged(FOLDER, "c3_rosso_declined_then_resolved_of_another_card")
    assert (26, "fftcg.stack.lifo") in rules_at(result)


# -- 4. a Resolved left out with a pair of its passes ----------------------------------------------------------------

def test_terra_resolved_and_passes_left_out_is_one_flag():
    result = logged(FOLDER, "s5_FAULT_terra_passes_and_resolved_left_out")
    assert rules_at(result) == [(7, "fftcg.stack.pending")]
    assert result.winner == "alice"
    board = logged_board(FOLDER, "s5_FAULT_terra_passes_and_resolved_left_out", 13)
    assert board.active == "bob" and "alice.12" in board.seat("alice").hand


def test_exburst_resolved_and_passes_left_out_is_one_flag():
    result = logged(FOLDER, "s10_FAULT_exburst_agrias_resolved_left_out")
    assert rules_at(result) == [(36, "fftcg.stack.pending")]


def test_terra_resolved_alone_left_out_stays_one_flag():
    result = logged(FOLDER, "s5_FAULT_terra_resolved_left_out")
    assert rules_at(result) == [(7, "fftcg.stack.pending")]


# -- 5. Mulliganed written after the first draw -----------------------------------------------------------------------

def test_mulligan_line_after_first_draw_is_one_flag_and_made_before_it():
    result = logged(FOLDER, "s5_FAULT_mulligan_after_draw")
    assert rules_at(result) == [(2, "fftcg.setup.mulligan-late")]
    assert "first draw" in result.violations[0].message
    assert result.winner == "alice"
    board = logged_board(FOLDER, "s5_FAULT_mulligan_after_draw", 2)
    alice = board.seat("alice")
    assert sorted(alice.hand) == sorted(["alice.6", "alice.7", "alice.8", "alice.9", "alice.10", "alice.11"])
    assert alice.deck[:1] == ["alice.12"] and alice.deck[-5:] == ["alice.1", "alice.2", "alice.3", "alice.4", "alice.5"]


# -- 6. Titan's X left out, Mime's trigger recorded ------------------------------------------------------------------

def test_titan_x_left_out_is_one_flag_the_trigger_shows_damage():
    result = logged(FOLDER, "s9_titan_x_left_out")
    assert rules_at(result) == [(22, "fftcg.number.x")]
    assert any("X is taken as 1" in n for n in result.notes)
    board = logged_board(FOLDER, "s9_titan_x_left_out", 26)
    assert board.cards["bob.1"].zone == "field" and board.cards["bob.1"].damage == 1000
    assert [i.source for i in board.stack] == ["bob.1"]


def test_mulligan_line_after_a_first_draw_the_mulligan_does_not_explain_keeps_both_flags():
    # The draw names alice.12, not the card the mulligan put on top (alice.11): the line's late record explains
    # nothing, so the draw's own fault stands beside the late mulligan.
    result = logged(FOLDER, "c5_mulligan_after_first_draw_naming_another_card")
    assert rules_at(result) == [(1, "fftcg.draw.not-top"), (2, "fftcg.setup.mulligan-late")]
