"""FFTCG qa34f: a summon cancelled on the stack, with no passes or ``Resolved`` written for it (release tester,
/tmp/qa34d-fftcg, s8 and s8c; kept whole in tests/logs/fftcg_qa34f/ with the twin s8b and two faulty variants).

1. (F1) Alice casts Break X (23) at bob's Knight, bob answers with Counter Y (24), both pass, Y resolves (27), its
   recorded ``cancel`` names Break X (28). The log then writes no passes and no ``Resolved`` for Break X, which never
   resolves (§ 8). The engine kept Break X on the stack until two passes lifted it:
   - s8 (four passes, then alice's attack): the two passes that ended Main phase 1 were spent lifting Break X, and
     the attack at 33 was ``fftcg.attack.timing`` ("in the attack preparation step").
   - s8c (alice plays Cloud right after the cancel): ``fftcg.character.timing`` at 29 ("with the stack not empty"),
     and its follow-on ``fftcg.attack.timing`` at 34.
   Now a cancelled summon is lifted silently by what the log does next that is not a pass over it or its
   ``Resolved``: a play before both passed over it (s8c), or a third pass after both passed (s8: those two passes
   ended Main phase 1). Both are clean, Knight stays on bob's field. The twin s8b (passes and ``Resolved`` written
   for Break X) stays clean, and so do qa34e's t1_twin, t1b, t6 (its genuine ``play.not-in-hand`` kept).
   Genuine faults still show, one each: s8d (two passes after the cancel, then the attack: ``attack.timing`` at 31)
   and s8e (Cloud played after the four passes, in the attack phase: ``character.timing`` at 33, and no follow-on).
"""

from __future__ import annotations

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa34f"
S8 = "s8_break_x_countered_no_resolved_knight_stays_clean"
S8B = "s8b_break_x_countered_then_resolved_knight_stays_clean"
S8C = "s8c_break_x_countered_then_cloud_played_clean"



def _board(name: str, seq: int):
    return logged_board(FOLDER, name, seq)


def test_cancelled_summon_no_passes_written_four_passes_then_attack_clean():
    assert rules_at(logged(FOLDER, S8)) == []
    b = _board(S8, 32)  # the four passes: Main phase 1 and the preparation step ended, Break X gone unresolved
    assert (b.phase, b.step, b.stack) == ("attack", "declare", [])
    assert b.cards["alice.5"].zone == "break" and b.cards["bob.1"].zone == "field"
    assert _board(S8, 42).seats[1].damage == ["bob.8"]  # the attack's damage stands


def test_cancelled_summon_then_character_played_clean():
    assert rules_at(logged(FOLDER, S8C)) == []
    b = _board(S8C, 29)
    assert (b.phase, b.stack) == ("main1", [])
    assert b.cards["alice.8"].zone == "field" and b.cards["alice.5"].zone == "break"


def test_cancelled_summon_passes_and_resolved_written_twin_clean():
    assert rules_at(logged(FOLDER, S8B)) == []
    b = _board(S8B, 31)
    assert (b.phase, b.stack, b.cards["bob.1"].zone) == ("main1", [], "field")


def test_cancelled_summon_two_passes_then_attack_one_fault():
    assert rules_at(logged(FOLDER, "s8d_countered_two_passes_then_attack")) == [(31, "fftcg.attack.timing")]


def test_cancelled_summon_cloud_played_in_attack_phase_one_fault():
    assert rules_at(logged(FOLDER, "s8e_countered_cloud_played_in_attack_phase")) == [(33, "fftcg.character.timing")]


def test_qa34e_cancelled_logs_keep_their_verdicts():
    assert rules_at(logged("fftcg_qa34e", "t6_held_draw_countered_then_drawn_card_cast")) == [(44, "fftcg.play.not-in-hand")]
    for name in ("t1_twin_counter_countered_after_resolved", "t1b_counter_countered_no_y_resolved_alice_wins_at_x"):
        result = logged("fftcg_qa34e", name)
        assert rules_at(result) == []
        assert result.winner == "alice"
