"""The twenty-seventh outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa27/; ``sN_`` full order, ``sNp_``
their paper twins, each with a clean twin). One planted fault, one violation; the clean twins clean."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import cli
from tests.fftcg import LOGS, logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa27", name).violations]


@pytest.mark.parametrize("name", ["s2_clean", "s2p_clean", "s3_clean", "s3p_clean", "s4_clean", "s4p_clean",
                                  "s8_clean", "s8p_clean"])
def test_clean_twins_are_clean(name):
    assert rules(name) == []


# 4. A broken forward attacks (flagged); another card of its name enters the field; it attacks again: the table did
# not keep it (§ 5.2.2.1), the second attack is a fault of its own.
@pytest.mark.parametrize("name", ["s2_B3", "s2p_B3"])
def test_broken_forward_not_kept_once_another_of_its_name_entered(name):
    assert rules(name) == [(64, "fftcg.attack.not-a-forward"), (92, "fftcg.attack.not-a-forward")]


def _cli(*args: str) -> str:
    res = CliRunner().invoke(cli, [*args])
    assert res.exit_code in (0, 1), res.output
    return res.output


def test_explain_agrees_with_verify_on_the_second_attack():
    out = _cli("explain", str(LOGS / "fftcg_qa27" / "s2_B3.jsonl"), "92", "--lang", "en")
    assert "fftcg.attack.not-a-forward" in out and "Illegal" in out


@pytest.mark.parametrize("name,seq", [("s2_B1", 64), ("s2_B2", 64), ("s2_B4", 86), ("s2_B4n", 86),
                                      ("s2p_B1", 64), ("s2p_B2", 64), ("s2p_B4", 86), ("s2p_B4n", 86)])
def test_kept_broken_forward_still_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.attack.not-a-forward")]


# 1. A real extra draw by the player whose turn it is not, the stack not empty: the turn cannot end (9.3.1.2).
@pytest.mark.parametrize("name,seq", [("s3_O3", 66), ("s3p_O3", 66), ("s4_O6", 63), ("s4p_O6", 63),
                                      ("s4_O7", 61), ("s4p_O7", 61), ("s8_Q8", 54), ("s8p_Q8", 54)])
def test_extra_draw_over_a_stack_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.not-your-turn")]


def test_replay_turn_agrees_with_verify_after_an_extra_draw_over_a_stack():
    data = json.loads(_cli("replay", str(LOGS / "fftcg_qa27" / "s3_O3.jsonl"), "--turn", "6", "--json"))
    assert (data["seq"], data["turn"], data["active"]) == (82, 6, "bob")


# 2. A response added after both players passed, then the late Resolved of the item that was due in the chain: one
# stack.pending at the addition (the table kept the item under it, its effect and triggers at its Resolved).
@pytest.mark.parametrize("name", ["s2_R2b", "s2_R2c"])
def test_response_after_both_passed_then_late_resolved_is_one_fault(name):
    assert rules(name) == [(35, "fftcg.stack.pending")]


@pytest.mark.parametrize("name", ["s6_R2", "s6p_R2"])
def test_response_after_both_passed_over_a_summon_that_triggers(name):
    assert rules(name) == [(63, "fftcg.stack.pending")]


def test_response_after_both_passed_resolved_at_once_still_one_fault():
    assert rules("s2_R4") == [(30, "fftcg.stack.pending")]


@pytest.mark.parametrize("name", ["s2_R2bclean", "s2_R4clean", "s6_clean", "s6p_clean"])
def test_response_clean_twins_are_clean(name):
    assert rules(name) == []


# 3. An EX Burst line left out (with or without its passes) while its draw and Resolved are recorded: one fault, the
# EX Burst rule's id, not an extra draw and a turn begun.
@pytest.mark.parametrize("name,seq", [("s5_E3", 42), ("s5p_E3", 42), ("s5_E3b", 44), ("s5p_E3b", 44)])
def test_ex_burst_line_left_out_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.exburst.not-damage-card")]


@pytest.mark.parametrize("name", ["s5_clean", "s5p_clean"])
def test_ex_burst_clean_twins_are_clean(name):
    assert rules(name) == []


@pytest.mark.parametrize("name", ["s5_E6", "s5p_E6"])
def test_ex_burst_line_and_resolved_left_out_is_still_one_fault(name):
    assert len(rules(name)) == 1
