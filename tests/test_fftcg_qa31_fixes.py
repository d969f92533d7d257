"""The thirty-first outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa31/; ``X`` full order, ``Xp`` its
paper twin). A log ending while two readings of a draw are still followed: verify, replay (file and stored, its turn
search from snapshots inside the readings too), view and explain keep the same reading."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from cli.main import cli
from cli.walk import fold, seq_of_turn
from ledger.log import parse_log, read_log
from ledger.store import Ledger
from projections import core
from projections.fftcg import engine
from projections.seek import Seeker
from tests.fftcg import LOGS, logged


def rules(name: str) -> list[tuple[int, str, int]]:
    return [(v.seq, v.rule, v.turn) for v in logged("fftcg_qa31", name).violations]


def _log(name: str, folder: str = "fftcg_qa31") -> str:
    return str(LOGS / folder / f"{name}.jsonl")


def _cli(*args: str) -> str:
    res = CliRunner().invoke(cli, [*args])
    assert res.exit_code in (0, 1), res.output
    return res.output


def _imported(tmp_path, path: str) -> tuple[str, str]:
    db = str(tmp_path / "ledger.db")
    res = CliRunner().invoke(cli, ["import", path, "--db", db, "--json"])
    assert res.exit_code == 0, res.output
    return db, json.loads(res.stdout)[0]["match"]


# 1. A log cut right after bob's 2-card draw in alice's Main phase 1 (the stack empty): verify keeps the extra draw
# (one not-your-turn, turn 3; the next turn begun would also leave alice's hand over the limit). replay --at, --turn,
# view (the fold) and the stored replay show that reading, alice's turn 3, not bob's turn 4 begun.
@pytest.mark.parametrize("name", ["X_m1_cut", "X_m1_cutp"])
def test_m1_cut_verdict_is_one_not_your_turn(name):
    assert rules(name) == [(23, "fftcg.turn.not-your-turn", 3)]


def test_m1_cut_clean_twin_is_clean():
    lines = (LOGS / "fftcg_qa31" / "X_m1_cut.jsonl").read_text().splitlines()[:23]  # header and seqs 1-22
    assert core.verify(parse_log(("\n".join(lines) + "\n").encode(), "t.jsonl")).violations == []


@pytest.mark.parametrize("name", ["X_m1_cut", "X_m1_cutp"])
def test_m1_cut_replay_at_shows_the_verdicts_reading(name):
    data = json.loads(_cli("replay", _log(name), "--at", "23", "--json"))
    assert (data["turn"], data["active"], data["phase"]) == (3, "alice", "main1")
    assert _cli("replay", _log(name), "--at", "23").startswith("Board after seq 23, turn 3: alice's turn (Main Phase 1)")


@pytest.mark.parametrize("name", ["X_m1_cut", "X_m1_cutp"])
def test_m1_cut_kept_at_the_end_and_fold_agree_with_finish(name):
    log = read_log(_log(name))
    board = core.board_at(log, len(log.events))
    shown = engine.kept(board, [])
    assert (shown.turn, shown.active, shown.phase) == (3, "alice", "main1")
    *_, (ev, turn, active, last, _found) = fold(log)  # the view page's boards
    assert (ev.seq, turn, active, last.turn, last.active) == (23, 3, "alice", 3, "alice")


def test_m1_cut_replay_turn_finds_no_turn_4():
    res = CliRunner().invoke(cli, ["replay", _log("X_m1_cut"), "--turn", "4"])
    assert "there is no turn 4" in res.output, res.output
    assert not res.output.startswith("Start of turn 4")


def test_m1_cut_stored_replay_agrees_with_the_file(tmp_path):
    db, mid = _imported(tmp_path, _log("X_m1_cut"))
    for at in ("22", "23"):
        assert _cli("replay", mid, "--db", db, "--at", at, "--json") == _cli("replay", _log("X_m1_cut"), "--at", at, "--json")
    res = CliRunner().invoke(cli, ["replay", mid, "--db", db, "--turn", "4"])
    assert "there is no turn 4" in res.output, res.output


# 2. The stored turn search from a snapshot inside an undecided reading (snapshots every event): the turn of the
# reading the next events keep, as the file's fold has it.
@pytest.mark.parametrize("path", [_log("A_x2main1p", "fftcg_qa30"), _log("A_x2main1", "fftcg_qa30"), _log("X_m1_cut")],
                         ids=lambda p: p.rsplit("/", 1)[-1])
@pytest.mark.parametrize("every", [1, 3])
def test_stored_turn_search_from_snapshots_inside_a_reading(tmp_path, path, every):
    db, mid = _imported(tmp_path, path)
    log = read_log(path)
    last = max(1, max(t for _ev, t, _a, _b, _f in fold(log)))
    with Ledger(db) as led:
        seek = Seeker(led, every=every)
        seek.build_snapshots()
        for turn in range(1, last + 1):
            assert seek.turn_start(mid, turn) == (seq_of_turn(log, turn), last if turn > 1 else 1), turn
        assert seek.turn_start(mid, last + 1) == (None, last)


# 3. A log cut right after bob's 2-card draw in alice's attack phase: both readings find one fault; the log ending
# before the next events decide, the next turn begun stands (docs/fftcg.md, Readings), one phase-skipped in turn 4,
# and replay shows bob's turn 4 begun.
@pytest.mark.parametrize("name", ["X_atk_cut", "X_atk_cutp"])
def test_atk_cut_verdict_and_replay_agree(name):
    assert rules(name) == [(29, "fftcg.turn.phase-skipped", 4)]
    data = json.loads(_cli("replay", _log(name), "--at", "29", "--json"))
    assert (data["turn"], data["active"]) == (4, "bob")


def test_readings_doc_says_what_a_cut_log_keeps():
    text = re.sub(r"\s+", " ", (LOGS.parent.parent / "docs" / "fftcg.md").read_text())
    assert "Where the log ends before the next events decide" in text
