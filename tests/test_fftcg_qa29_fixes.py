"""The twenty-ninth outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa29/; ``X`` full order, ``Xp`` its
paper twin). One planted fault, one violation, in both; the clean twins clean."""

from __future__ import annotations

import pytest

from tests.fftcg import logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa29", name).violations]


def both(*names: str) -> list[str]:
    return [n + p for n in names for p in ("", "p")]


@pytest.mark.parametrize("name", both("A_clean", "B_clean", "W1_clean", "G_clean", "C_clean", "K_draw_nores"))
def test_clean_twins_are_clean(name):
    assert rules(name) == []


# 1. (A regression of round 28.) A real 2-card extra draw by the non-turn player over the turn player's own item: the
# item's Resolved (or her next action) shows the turn went on, one not-your-turn at the draw; round 28's own case (the
# next player's turn draw after a summon left unresolved, his turn going on) stays one phase-skipped.
@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("A_x2main1", 24), ("A_x2mid", 25),
                                                            ("A_x2bothpassed", 26), ("A_x2aftercloud", 25),
                                                            ("A_x2main2", 37), ("B_alice_x2", 44)]
                                      for n in both(base)])
def test_two_card_extra_draw_over_the_turn_players_item_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.not-your-turn")]


@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("S_leftout_main2", 37), ("T2_leftout", 14),
                                                            ("L_one_pass", 38), ("N_bobitem", 38)]
                                      for n in both(base)] + [("L_after_res", 41)])
def test_turn_draw_after_a_summon_left_unresolved_stays_one_phase_skipped(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.phase-skipped")]


# 3. (A regression of round 28.) A real extra draw while the player's own auto ability waits, its AutoTriggered line
# recorded after: one not-your-turn, not auto.pending and auto.not-triggered. Its trigger line really left out stays
# one auto.pending.
@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("W_extra_then_trig", 28), ("W1_extra_then_trig", 27)]
                                      for n in both(base)])
def test_extra_draw_while_own_auto_ability_waits_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.not-your-turn")]


@pytest.mark.parametrize("name", both("M_trigleftout"))
def test_trigger_line_left_out_over_a_stack_stays_one_pending(name):
    assert rules(name) == [(28, "fftcg.auto.pending")]


# 2. A draw line before the passes over a lone stack item, in either pass order: one resolve-early; the two passes
# after it are that resolution's, not the end of Main phase 1.
@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("E_own_early_ab", 44), ("E_own_early_ba", 44),
                                                            ("G_early_ab", 25), ("G_early_ba", 25),
                                                            ("G_trig_early_ab", 28), ("G_trig_early_ba", 28),
                                                            ("M_early", 29), ("E_own_early_1pass", 45)]
                                      for n in both(base)])
def test_draw_line_before_the_passes_over_a_lone_item_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.stack.resolve-early")]


@pytest.mark.parametrize("name", both("C_extra1"))
def test_one_card_extra_draw_after_a_resolution_stays_one_fault(name):
    assert [r for _, r in rules(name)] == ["fftcg.turn.not-your-turn"]


@pytest.mark.parametrize("name", both("L_after_resp_clean", "P_attack_clean"))
def test_more_clean_twins_are_clean(name):
    assert rules(name) == []


# 4. The next turn's draw after a summon left unresolved, something resolved earlier that turn (L_after_resp), or two
# items left (L_two_items): his turn begun, one phase-skipped.
@pytest.mark.parametrize("name,seq", [("L_after_resp", 42), ("L_after_respp", 42), ("L_two_items", 38),
                                      ("L_two_itemsp", 38)])
def test_turn_draw_after_summons_left_unresolved_is_one_phase_skipped(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.phase-skipped")]


# 5. A summon cast in the attack phase left unresolved, then the next player's draw of 2: one phase-skipped in the
# full order as in the paper twin; a real 2-card extra draw in the attack phase stays one not-your-turn.
@pytest.mark.parametrize("name", both("N_attackphase"))
def test_turn_draw_after_an_attack_phase_summon_left_unresolved_is_one_fault(name):
    assert rules(name) == [(35, "fftcg.turn.phase-skipped")]


@pytest.mark.parametrize("name", both("P_attack_x2"))
def test_two_card_extra_draw_in_the_attack_phase_stays_one_fault(name):
    assert [r for _, r in rules(name)] == ["fftcg.turn.not-your-turn"]


# 6. A chain's draw line recorded before its passes and Resolved (the deck order shows no extra card drawn): clean in
# both twins, never a later draw.not-top; extra draws after a resolution stay one fault.
@pytest.mark.parametrize("name", both("K_draw_pass_res", "K_draw_pass_res_rev"))
def test_chain_draw_line_before_its_passes_is_no_extra_draw(name):
    assert rules(name) == []


@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("K_extra_empty", 31), ("K_extra2_empty", 31),
                                                            ("C_extra1b", 30)]
                                      for n in both(base)])
def test_extra_draws_after_a_resolution_stay_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.not-your-turn")]



# (7 not changed: round 28 pins a 2-card draw after a resolution as one draw.count, tests/test_fftcg_qa28_fixes.py.)
@pytest.mark.parametrize("name", both("M_draw2"))
def test_too_many_cards_at_the_items_resolution_stays_draw_count(name):
    assert rules(name) == [(31, "fftcg.draw.count")]
