"""The thirtieth outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa30/; ``X`` full order, ``Xp`` its
paper twin). One planted fault, one violation, in both; the clean twins clean; the boards replay and explain show
are those of the reading the verdict keeps."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import cli
from tests.fftcg import LOGS, logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa30", name).violations]


def both(*names: str) -> list[str]:
    return [n + p for n in names for p in ("", "p")]


def _cli(*args: str) -> str:
    res = CliRunner().invoke(cli, [*args])
    assert res.exit_code in (0, 1), res.output
    return res.output


def _log(name: str) -> str:
    return str(LOGS / "fftcg_qa30" / f"{name}.jsonl")


@pytest.mark.parametrize("name", ["A_clean"])
def test_clean_twins_are_clean(name):
    assert rules(name) == []


# 1. (A regression of round 29.) A two-card extra draw over alice's Ifrit in Main phase 1 (verify: one
# not-your-turn): replay --at, --turn, --step and explain show the reading the verdict keeps, alice's turn 3 with
# Ifrit on the stack until it resolves, not bob's turn begun.
def test_extra_draw_verdict_is_one_not_your_turn():
    assert rules("A_x2main1") == [(24, "fftcg.turn.not-your-turn")]
    assert rules("A_x2main1p") == [(24, "fftcg.turn.not-your-turn")]


@pytest.mark.parametrize("seq,stack", [(24, 1), (25, 1), (26, 1), (27, 0)])
def test_replay_at_shows_the_kept_reading(seq, stack):
    data = json.loads(_cli("replay", _log("A_x2main1"), "--at", str(seq), "--json"))
    assert (data["turn"], data["active"], data["phase"], len(data["stack"])) == (3, "alice", "main1", stack)


def test_replay_turn_starts_where_the_kept_reading_has_it():
    out = _cli("replay", _log("A_x2main1"), "--turn", "4")
    assert out.startswith("Start of turn 4 (after seq 42): bob's turn"), out.splitlines()[0]


def test_replay_step_shows_the_kept_reading():
    res = CliRunner().invoke(cli, ["replay", _log("A_x2main1"), "--at", "23", "--step", "--json"], input="n\nn\nn\nn\nq\n")
    boards = [json.loads(line) for line in res.output.splitlines() if line.startswith("{")]
    assert [(b["seq"], b["turn"], b["active"]) for b in boards] == [(s, 3, "alice") for s in range(23, 28)]


@pytest.mark.parametrize("seq", [25, 26, 27])
def test_explain_meets_the_kept_readings_board(seq):
    data = json.loads(_cli("explain", _log("A_x2main1"), str(seq), "--json"))
    assert (data["state"]["turn"], data["state"]["active"]) == (3, "alice")
    assert not any(c["path"] in ("turn", "active") for c in data["changed"])


@pytest.mark.parametrize("name,seq", [("F_extra2_chain", 30), ("E_extra2_after", 57)])
def test_replay_at_other_extra_draws_keeps_alices_turn(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.not-your-turn")]
    data = json.loads(_cli("replay", _log(name), "--at", str(seq), "--json"))
    assert (data["turn"], data["active"]) == (3, "alice")


# 2. Both players passed over the non-turn player's own item (a summon, an auto ability, an EX Burst), its Resolved
# line and the end of the turn left out, then his turn's draw of 2: one phase-skipped, as over the turn player's own
# item; a real draw of one card too many there (his turn not begun) stays one draw.count.
@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("K3_m2_moogle_passed", 40), ("J_skip_trig_passed", 43),
                                                            ("E_burst_left_passed", 55), ("K1b_atk_moogle_passed", 36)]
                                      for n in both(base)] + [("L_both_passed_skip", 39)])
def test_turn_draw_after_both_passed_over_his_own_item_is_one_phase_skipped(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.phase-skipped")]


@pytest.mark.parametrize("name,seq", [("E_burst2", 55), ("J_trig_draw2", 43), ("H_chain_x2", 45)])
def test_one_card_too_many_for_his_own_item_stays_one_draw_count(name, seq):
    assert rules(name) == [(seq, "fftcg.draw.count")]


def test_replay_shows_his_turn_begun_after_both_passed_over_his_item():
    data = json.loads(_cli("replay", _log("K3_m2_moogle_passed"), "--at", "40", "--json"))
    assert (data["turn"], data["active"]) == (4, "bob")


# 3. The non-turn player's summon cast in the attack phase, or in response to the turn player's, left unresolved,
# then his turn: one phase-skipped; a real extra draw over such a stack stays one not-your-turn.
@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("K1_atk_moogle_left", 34), ("L_mixed_left", 38)]
                                      for n in both(base)] + [("K3b_m2_moogle_left", 38)])
def test_turn_draw_over_his_own_unresolved_summon_is_one_phase_skipped(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.phase-skipped")]


@pytest.mark.parametrize("name,seq", [("F_extra2_then_cast", 30), ("H_x2_over_trig", 46), ("F_extra2_chain", 30)])
def test_extra_draw_over_a_stack_stays_one_not_your_turn(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.not-your-turn")]


@pytest.mark.parametrize("name", ["L_mixed_clean", "K_clean_atk_moogle", "K_clean_m2_moogle", "J_clean", "E_clean"])
def test_more_clean_logs_are_clean(name):
    assert rules(name) == []


# 4. A real 2-card extra draw in Main phase 2 while the drawer's own auto ability waits (alice's turn goes on): one
# not-your-turn at the draw, as in Main phase 1, and replay shows alice's turn there; the hand he then keeps over
# the limit at his End phase follows from it.
@pytest.mark.parametrize("name", both("J_x2_trig_wait2", "J1_x2_trig_wait"))
def test_extra_draw_in_main2_over_his_waiting_ability_is_one_not_your_turn(name):
    seq = 27 if name.startswith("J1") else 40
    assert rules(name) == [(seq, "fftcg.turn.not-your-turn")]


@pytest.mark.parametrize("name", both("J_x2_trig_wait"))
def test_extra_draw_in_main2_keeps_the_hand_limit_its_consequence(name):
    found = logged("fftcg_qa30", name).violations
    assert [(v.seq, v.rule) for v in found if not v.caused_by] == [(40, "fftcg.turn.not-your-turn")]
    assert [(v.seq, v.rule, v.caused_by) for v in found if v.caused_by] == [(64, "fftcg.end.hand-size", 40)]


def test_replay_shows_alices_turn_after_the_main2_extra_draw():
    for seq in (40, 41):
        data = json.loads(_cli("replay", _log("J_x2_trig_wait2"), "--at", str(seq), "--json"))
        assert (data["turn"], data["active"], data["phase"]) == (3, "alice", "main2")
    assert _cli("replay", _log("J_x2_trig_wait2"), "--turn", "4").startswith("Start of turn 4 (after seq 47)")


# 6. and 7. The end of a turn (its waiting trigger, or the rest of the attack phase) left out, the next player's
# turn following: the verdict names the reading the log keeps, the next turn begun, one phase-skipped (not "drew in
# alice's turn" under a board showing the next turn).
@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("H_skip_trig_pending_rich", 45),
                                                            ("H_skip_trig_pending", 45),
                                                            ("E_after_burst_skip", 57), ("V_skip_after_block", 32)]
                                      for n in both(base)]
                         + [("H_skip_after_trig_rich", 46), ("V_skip_after_damage", 34), ("E_noburst_skip", 52)])
def test_the_turn_begun_early_is_one_phase_skipped(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.phase-skipped")]


@pytest.mark.parametrize("name,seq", [("H_skip_trig_pending_rich", 45), ("E_after_burst_skip", 57)])
def test_replay_at_the_draw_shows_the_next_turn_begun(name, seq):
    data = json.loads(_cli("replay", _log(name), "--at", str(seq), "--json"))
    assert data["active"] == logged("fftcg_qa30", name).violations[0].player


# 5. Paper: the end of the attack phase left out after unblocked damage (the damage card unnamed), then the next
# player's turn: one phase-skipped, as in full order, not an EX Burst with its line missing; an EX Burst line really
# left out (its one-card draw recorded) stays one exburst.not-damage-card.
@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("V_skip_after_damage", 34), ("V_skip_after_damage1", 36),
                                                            ("E_noburst_skip", 52)]
                                      for n in both(base)])
def test_turn_draw_after_unblocked_damage_is_one_phase_skipped_in_paper_too(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.phase-skipped")]


@pytest.mark.parametrize("name,seq,rule", [("E_burst_line_outp", 52, "fftcg.exburst.not-damage-card"),
                                           ("E_burst_leftp", 53, "fftcg.turn.phase-skipped"),
                                           ("V_cleanp", 0, "")])
def test_paper_burst_readings_unchanged(name, seq, rule):
    assert rules(name) == ([(seq, rule)] if rule else [])


# 8. Main phase 2's passes left out before a legal End phase discard (down to exactly the hand limit), then the next
# player's turn: one phase-skipped (at the discard), not also discard-timing; the discard really left out stays one
# hand-size.
@pytest.mark.parametrize("name,seq", [(n, s) for base, s in [("U_nopass_disc", 29), ("U_moogle_left_disc", 31)]
                                      for n in both(base)])
def test_main2_passes_left_out_before_the_end_phase_discard_is_one_phase_skipped(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.phase-skipped")]


@pytest.mark.parametrize("name", both("U_clean"))
def test_end_phase_discard_clean(name):
    assert rules(name) == []


@pytest.mark.parametrize("name", both("U_nodiscard"))
def test_discard_left_out_stays_one_hand_size(name):
    assert rules(name) == [(37, "fftcg.end.hand-size")]


def test_stored_replay_shows_the_kept_reading(tmp_path):
    db = str(tmp_path / "l.db")
    match = _cli("import", _log("A_x2main1"), "--db", db).split()[0]
    assert _cli("replay", match, "--db", db, "--turn", "4").startswith("Start of turn 4 (after seq 42): bob's turn")
    for seq in (24, 26):
        data = json.loads(_cli("replay", match, "--db", db, "--at", str(seq), "--json"))
        assert (data["turn"], data["active"], len(data["stack"])) == (3, "alice", 1)
    assert _cli("replay", match, "--db", db, "--before", "26").startswith("Board just before seq 26: alice's turn")
