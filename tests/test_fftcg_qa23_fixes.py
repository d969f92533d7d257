"""The twenty-third outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa23/; ``vp_`` are paper logs). bob.2 is
a Knight 1-166 whose End-phase auto ability draws 1; in turn 6 (seq 100) it triggers: T its line, P the passes, D the
draw line of its draw (bob.17), R its Resolved. clean_full/clean_paper are the clean 8-turn match."""

from __future__ import annotations

import pytest

from tests.fftcg import logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa23", name).violations]


@pytest.mark.parametrize("name", ["clean_full", "clean_paper"])
def test_clean_twins_are_clean(name):
    assert rules(name) == []


# 1. The trigger recorded twice, the draw line before the first Resolved: the repeat's passes and Resolved follow.
@pytest.mark.parametrize("name,seq", [("v_t6_trigger_twice", 101), ("vp_t6_trigger_twice", 101),
                                      ("v_k12_trigger_twice", 137), ("vp_k12_trigger_twice", 137)])
def test_trigger_twice_draw_line_first_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.auto.not-triggered")]


@pytest.mark.parametrize("name", ["v_t6_trigger_twice_nodraw", "v_t6_trigger_twice_drawlast"])
def test_trigger_twice_other_orders_stay_one(name):
    assert rules(name) == [(101, "fftcg.auto.not-triggered")]


# 2. T,P,P then the next player's draw: the hand judged before the stack taken as resolved draws; never resolved
# followed beside it.
@pytest.mark.parametrize("name", ["v_t6_alice_draw_no_resolved", "v_t6_TPP_alice_draw_never_resolved_cons",
                                  "vp_t6_TPP_alice_draw_never_resolved_cons"])
def test_next_draw_after_both_passed_is_one_fault(name):
    assert rules(name) == [(103, "fftcg.end.new-turn-early")]


# 3. The next player's draw before the effect's draw line and Resolved: those are the late records of the stack
# taken as resolved.
@pytest.mark.parametrize("name,seq", [("v_t6_alice_draw_before_drawline2", 103),
                                      ("vp_t6_alice_draw_before_drawline2", 103),
                                      ("v_k16_X_alice_draw_then_drawline_R", 140)])
def test_late_draw_line_after_next_turn_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.end.new-turn-early")]


# 8. The next player's draw after the trigger's draw line, before its Resolved (or with none): clean, with a note.
@pytest.mark.parametrize("name,seq", [("v_t6_alice_draw_before_resolved2", 104), ("v_k10_D_then_alice_draw", 141)])
def test_next_draw_before_resolved_is_clean_with_a_note(name, seq):
    result = logged("fftcg_qa23", name)
    assert result.violations == []
    assert any(n.startswith(f"seq {seq}: alice's draw comes before the Resolved of ") for n in result.notes)


def test_clean_match_has_no_late_resolved_note():
    assert not any("comes before the Resolved" in n for n in logged("fftcg_qa23", "clean_full").notes)


# 7. A forward broken in battle attacks later: flagged once, the attack carried on as recorded (its damage dealt).
@pytest.mark.parametrize("name", ["v_t8_broken_knight_attacks", "vp_t8_broken_knight_attacks"])
def test_broken_forward_attacking_is_one_fault(name):
    assert rules(name) == [(126, "fftcg.attack.not-a-forward")]


# 6. Auto abilities numbered among the auto abilities only, consistently: one fault, at the first.
@pytest.mark.parametrize("name", ["n_all_ab0", "np_all_ab0"])
def test_auto_numbered_among_autos_consistently_is_one_fault(name):
    assert rules(name) == [(22, "fftcg.auto.not-triggered")]


@pytest.mark.parametrize("name,want", [("n_clean_ab1", []), ("n_t6_ab0_only", [(100, "fftcg.auto.not-triggered")]),
                                       ("n_t6_ab2_only", [(100, "fftcg.auto.not-triggered")])])
def test_auto_numbering_twins(name, want):
    assert rules(name) == want


# 5. Paper logs: the effect's draw line may name any card of the deck.
def test_paper_draw_line_naming_another_card_is_clean():
    assert rules("vp_t6_paper_drawline_other_id") == []


def test_paper_short_turn_draw_then_draw_line_is_one_fault():
    assert rules("vp_t2_bob_draws_one") == [(11, "fftcg.draw.count")]


# 4. The table carried out the ability recorded twice (T,T,P,P,D17,R,P,P,D18,R): the repeat's draw stands, not flagged
# again. (The tester's log also replaced bob's last Main phase 2 pass with his next draw, keeping the old draw line
# after it; the _regen logs are that log with the pass and one draw line bob.19, bob.20. bob's turn-8 discard is the
# clean match's, so his extra card leaves him over the limit there: that hand size is the log's own.)
@pytest.mark.parametrize("name", ["v_t6_trigger_twice_table_drew_twice_regen", "vp_t6_trigger_twice_table_drew_twice_regen"])
def test_trigger_twice_carried_out_draw_not_flagged_again(name):
    assert rules(name) == [(101, "fftcg.auto.not-triggered"), (142, "fftcg.end.hand-size")]


def test_trigger_twice_carried_out_tester_log_no_draw_cascade():
    found = rules("v_t6_trigger_twice_table_drew_twice")
    assert found[0] == (101, "fftcg.auto.not-triggered")
    assert not [f for f in found if 101 < f[0] < 125]
