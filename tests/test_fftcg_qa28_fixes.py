"""The twenty-eighth outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa28/; ``mN_`` full order, ``mNp_``
their paper twins, each with a clean twin). One planted fault, one violation; the clean twins clean."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import cli
from tests.fftcg import LOGS, logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa28", name).violations]


def _cli(*args: str) -> str:
    res = CliRunner().invoke(cli, [*args])
    assert res.exit_code in (0, 1), res.output
    return res.output


@pytest.mark.parametrize("name", ["m1_clean", "m1p_clean", "m1_EOT0", "m1p_EOT0", "m2_clean", "m2p_clean",
                                  "m3_clean", "m3p_clean"])
def test_clean_twins_are_clean(name):
    assert rules(name) == []


# 1. (A regression of round 27.) A summon left unresolved at the end of the turn player's main phase, then the next
# player's Draw phase draw (2 cards): his turn begun, the resolution and passes left out, one fault; not an extra draw
# over the stack (round 27's reading, which read his whole turn as hers).
@pytest.mark.parametrize("name,seq", [("m1_EOT2", 96), ("m1p_EOT2", 96), ("m1_EOT3", 94), ("m1p_EOT3", 94)])
def test_turn_draw_after_a_summon_left_unresolved_begins_his_turn(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.phase-skipped")]


@pytest.mark.parametrize("name", ["m1_EOTM1", "m1p_EOTM1"])
def test_turn_draw_after_a_main1_summon_left_unresolved_begins_his_turn(name):
    # (The tester's log has bob discard 2 of his 6 cards in his End phase: its own slip, linked to the one root.)
    found = logged("fftcg_qa28", name).violations
    assert [(v.seq, v.rule, v.caused_by) for v in found] == [
        (78, "fftcg.turn.phase-skipped", None), (87, "fftcg.end.hand-size", 78)]


def test_replay_reads_his_turn_after_a_summon_left_unresolved():
    data = json.loads(_cli("replay", str(LOGS / "fftcg_qa28" / "m1_EOT2.jsonl"), "--at", "105", "--json"))
    assert (data["turn"], data["active"], data["phase"]) == (6, "bob", "end")


@pytest.mark.parametrize("name,seq,rule", [("m1_EOT5", 97, "fftcg.turn.phase-skipped"),
                                           ("m1p_EOT5", 97, "fftcg.turn.phase-skipped"),
                                           ("m1_EOT1", 96, "fftcg.priority.no-priority"),
                                           ("m1p_EOT1", 96, "fftcg.priority.no-priority")])
def test_turn_end_controls_unchanged(name, seq, rule):
    assert rules(name) == [(seq, rule)]


# 3. A trigger line left out with its passes, another item still on the stack: its draw line is its resolution, one
# auto.pending (as with an empty stack, and as with only the AutoTriggered line left out).
@pytest.mark.parametrize("name,seq", [("m2_MNL", 29), ("m2p_MNL", 29), ("m3_MIMENOLINE", 38),
                                      ("m3p_MIMENOLINE", 38), ("m2_MNL2", 29), ("m2p_MNL2", 29),
                                      ("m3_MIMENOLINE2", 38), ("m3p_MIMENOLINE2", 38)])
def test_trigger_line_and_passes_left_out_over_a_stack_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.auto.pending")]


# 4. The caster's draw line written before the passes, in her own turn: one resolve-early; the passes after it may come
# in either order, as after any resolution.
@pytest.mark.parametrize("name,seq", [("m1_DEARLY4", 62), ("m1p_DEARLY4", 62), ("m1_DEARLY", 26),
                                      ("m1p_DEARLY", 26)])
def test_draw_line_before_the_passes_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.stack.resolve-early")]


# 2. An extra draw right after an auto's resolution, over the drawing EX Burst: not the EX Burst's draw (its passes,
# its draw line and Resolved follow), one fault, the turn going on.
@pytest.mark.parametrize("name", ["m3_XDRAW", "m3p_XDRAW"])
def test_extra_draw_after_a_resolution_over_a_drawing_burst_is_one_fault(name):
    assert rules(name) == [(43, "fftcg.turn.not-your-turn")]


# (Round 32: the same case as round 29's C_extra2, the EX Burst's own draw line coming after: the extra draw's
# not-your-turn, not the chain reading's draw.count "1 was due", tests/test_fftcg_qa32_fixes.py.)
@pytest.mark.parametrize("name", ["m3_XDRAW2X", "m3p_XDRAW2X"])
def test_two_card_extra_draw_after_a_resolution_over_a_drawing_burst_is_one_fault(name):
    assert rules(name) == [(43, "fftcg.turn.not-your-turn")]


def test_replay_keeps_her_turn_after_the_extra_draw_over_the_burst():
    data = json.loads(_cli("replay", str(LOGS / "fftcg_qa28" / "m3_XDRAW.jsonl"), "--at", "50", "--json"))
    assert (data["turn"], data["active"]) == (3, "alice")


@pytest.mark.parametrize("name,seq", [("m3_XDRAW_B", 46), ("m3p_XDRAW_B", 46), ("m3_XDRAW_C", 44),
                                      ("m3p_XDRAW_C", 44), ("m2_XDRAW", 34), ("m2p_XDRAW", 34), ("m2_XDRAW2", 34),
                                      ("m2p_XDRAW2", 34)])
def test_extra_draw_variants_still_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.turn.not-your-turn")]


# Minor: an EX Burst's draw line naming more cards than it draws, in the other player's turn: the message does not say
# "already drew this turn".
@pytest.mark.parametrize("name", ["m3_EXDRAW2", "m3p_EXDRAW2"])
def test_effect_draw_of_too_many_cards_says_how_many_were_due(name):
    found = logged("fftcg_qa28", name).violations
    assert [(v.seq, v.rule) for v in found] == [(45, "fftcg.draw.count")]
    assert found[0].message == "bob drew 2 cards; 1 was due"
