"""Chrono Clash, findings left over from rounds 29-31 of the outside tester, fixed in round 32.

The logs are paper logs in tests/logs/ccs_qa32/ (the tester's, from /tmp/qa29-ccs and /tmp/qa31-ccs; ``A1``/``A2`` are
the tester's V1/V1c with alice's Inferno Drakes replaced by Siege Breakers, so no battler of her list has a summon
ability that takes a target). A log with a card the log never names has the unavoidable ccs.log.unknown-card (UNK):
"only X" is UNK plus X.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import read_log
from projections import core
from projections.chrono_clash import engine
from tests.ccs import Logged

L = Logged("ccs_qa32")
UNK = "ccs.log.unknown-card"

_log, _cli = L.path, L.cli  # (tests/ccs.py: one copy of these for every round's file)


# -- A: a Void Shifter playing the summon ability of a battler the log never named, whose list has no battler with a
# -- summon ability that takes a target: the target the log names is the one fault; the Reinforcements of the battler
# -- the table took that ability to destroy follows from it, not flagged again ----------------------------------------

@pytest.mark.parametrize("name, found", [
    ("A1_shifter_unnamed_no_targeting_list_reinf", [(2, UNK), (11, "ccs.ability.target")]),
    ("A2_shifter_unnamed_no_targeting_list_no_reinf", [(2, UNK), (11, "ccs.ability.target")]),
    # the twin: the list has Inferno Drake (destroys a chosen battler with strength 4 or less): clean
    ("A0_shifter_unnamed_drake_reinf_clean", [(2, UNK)]),
])
def test_a_copied_summon_ability_no_card_of_the_list_could_aim_is_one_fault(name, found):
    assert L.found(name) == found


# -- B: a card the log never named costs at least the cheapest card of its list that could be played there ------------

@pytest.mark.parametrize("name, found", [
    # alice has 3 time: the unnamed battler (at least an Ember Squire's 1), Flame Lancer (3): the Squire after is late
    ("B1_unnamed_lancer_squire", [(6, UNK), (8, "ccs.gauge.turn-over")]),
    ("B0_named_squire_lancer_squire", [(8, "ccs.gauge.turn-over")]),
    # the unnamed battler (1 at least), Cinder Hound (2): the counter on alice's 0, the Squire still hers to play
    ("B2_unnamed_hound_squire_clean", [(6, UNK)]),
])
def test_an_unnamed_card_costs_at_least_the_cheapest_of_its_list(name, found):
    assert L.found(name) == found


# -- C: after bob's draw taken back (alice played on, the draw was out of turn), replay and explain show the turn the
# -- verdict keeps: alice's turn 3 at seq 7 and 8, bob's turn 4 beginning with his draw at 9 ----------------------------

def test_c_verdict_keeps_alices_turn():
    assert [(v.seq, v.rule, v.turn) for v in L.verdict("C1_draw_then_one_summon_then_draw").violations] == [
        (6, UNK, 3), (7, "ccs.turn.not-your-turn", 3)]


@pytest.mark.parametrize("at", ["7", "8"])
def test_c_replay_at_shows_the_verdicts_reading(at):
    data = json.loads(_cli("replay", _log("C1_draw_then_one_summon_then_draw"), "--at", at, "--json"))
    assert (data["turn"], data["active"]) == (3, "alice")
    assert _cli("replay", _log("C1_draw_then_one_summon_then_draw"), "--at", at).startswith(
        f"Board after seq {at}, turn 3: alice to play")


def test_c_replay_turn_4_begins_at_bobs_second_draw():
    assert _cli("replay", _log("C1_draw_then_one_summon_then_draw"), "--turn", "4").startswith(
        "Start of turn 4 (after seq 8): bob to play")


def test_c_explain_sees_alices_turn():
    out = _cli("explain", _log("C1_draw_then_one_summon_then_draw"), "8")
    assert "  turn: 3\n  active: alice\n" in out


def test_c_stored_replay_agrees_with_the_file(tmp_path):
    db = str(tmp_path / "ledger.db")
    res = CliRunner().invoke(cli, ["import", _log("C1_draw_then_one_summon_then_draw"), "--db", db, "--json"])
    assert res.exit_code == 0, res.output
    mid = json.loads(res.stdout)[0]["match"]
    for at in ("7", "8", "9"):
        assert _cli("replay", mid, "--db", db, "--at", at, "--json") == _cli(
            "replay", _log("C1_draw_then_one_summon_then_draw"), "--at", at, "--json")


def test_c_kept_leaves_the_folded_board_and_verdict_alone():
    log = read_log(_log("C1_draw_then_one_summon_then_draw"))
    board = core.board_at(log, 8)
    kept = getattr(engine, "kept", lambda b, f: b)
    shown = kept(board, log.events[8:])
    assert (shown.seq, shown.turn, shown.active) == (8, 3, "alice")
    assert (board.turn, board.active) == (4, "bob")  # the fold's own board: the reading still followed
    assert [(v.seq, v.rule) for v in L.verdict("C1_draw_then_one_summon_then_draw").violations] == [
        (6, UNK), (7, "ccs.turn.not-your-turn")]
