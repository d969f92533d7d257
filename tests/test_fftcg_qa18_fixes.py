"""The eighteenth outside test of FFTCG: events under the other player's name (a pass, a mulligan) and a second
mulligan. Each planted fault gives exactly one violation, the event read as its owner's (``read_as``); the clean
twin verifies clean (docs/fftcg.md, Readings).

The pass logs are the sample logs with one event's player changed (as tests/test_read_as.py builds them); the
mulligan logs are the tester's, in tests/logs/fftcg_qa18/: ``mull_clean`` (alice's mulligan, the clean twin of
the one under bob's name built here), ``second_mulligan`` (alice's second mulligan, the log's later draws
following the first) and ``second_mulligan_carried_out`` (the same, the draws following the second).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs" / "fftcg"
LOGS = Path(__file__).resolve().parent / "logs" / "fftcg_qa18"


def _events(path: Path) -> tuple[str, list[dict]]:
    lines = path.read_text().splitlines()
    return lines[0], [json.loads(line) for line in lines[1:] if line.strip()]


def _text(head: str, events: list[dict]) -> bytes:
    return ("\n".join([head, *map(json.dumps, events)]) + "\n").encode()


def _renamed(path: Path, seq: int, player: str) -> bytes:
    """The log at ``path`` with event ``seq`` under ``player``'s name."""
    head, events = _events(path)
    for e in events:
        if e.get("seq") == seq:
            assert e["player"] != player
            e["player"] = player
    return _text(head, events)


def _found(data: bytes) -> list[tuple[int, str, str | None, str | None]]:
    return [(v.seq, v.rule, v.player, v.read_as) for v in core.verify(parse_log(data, "t.jsonl")).violations]


def test_the_sample_logs_are_clean():
    for name in ("win-seven-damage", "stack-three-deep-and-party-attack"):
        assert _found((SAMPLES / f"{name}.jsonl").read_bytes()) == []


# -- 1. a priority pass under the other player's name ----------------------------------------------------------


@pytest.mark.parametrize("seq", [3, 5, 9, 13, 28, 33, 47, 63])
def test_a_pass_under_the_other_players_name_is_one_no_priority_read_as_the_holders(seq):
    # win-seven-damage: the first pass of a phase's two under the other player's name (seq 3: alice's pass that
    # begins ending Main phase 1 named bob). Bob's own pass next is legal: one fault, not also that pass.
    log = SAMPLES / "win-seven-damage.jsonl"
    _head, events = _events(log)
    owner = next(e["player"] for e in events if e["seq"] == seq)
    other = "bob" if owner == "alice" else "alice"
    assert _found(_renamed(log, seq, other)) == [(seq, "fftcg.priority.no-priority", other, owner)]


def test_the_second_pass_of_a_phase_under_the_other_players_name_is_read_as_his():
    # seq 4: bob's pass that ends Main phase 1 named alice (alice passing twice in a row): one no-priority, the
    # pass read as bob's, and the phase ends with it.
    log = SAMPLES / "win-seven-damage.jsonl"
    assert _found(_renamed(log, 4, "alice")) == [(4, "fftcg.priority.no-priority", "alice", "bob")]


def test_a_pass_under_the_other_players_name_then_his_summon_is_one_no_priority():
    # stack-three-deep: bob's pass after his character (seq 41) named alice, then alice's summon (seq 42): the pass
    # was bob's, so alice casts with priority.
    log = SAMPLES / "stack-three-deep-and-party-attack.jsonl"
    assert _found(_renamed(log, 41, "alice")) == [(41, "fftcg.priority.no-priority", "alice", "bob")]


def test_a_genuine_pass_without_priority_stays_as_judged():
    # A pass of bob's without priority added before alice's (the log then going on as written: alice's pass, bob's)
    # is his, not alice's renamed: one no-priority, read as written; so is alice's pass recorded twice.
    head, events = _events(SAMPLES / "win-seven-damage.jsonl")
    stray = [dict(e) for e in events]
    stray.insert(2, {"seq": 0, "type": "PriorityPassed", "player": "bob"})
    twice = [dict(e) for e in events]
    twice.insert(3, {"seq": 0, "type": "PriorityPassed", "player": "alice"})
    for evs in (stray, twice):
        for k, e in enumerate(evs, 1):
            e["seq"] = k
    assert _found(_text(head, stray)) == [(3, "fftcg.priority.no-priority", "bob", None)]
    assert _found(_text(head, twice)) == [(4, "fftcg.priority.no-priority", "alice", None)]


# -- 2. a mulligan under the other player's name -------------------------------------------------------------


def test_a_mulligan_under_the_other_players_name_is_read_as_the_cards_owners():
    clean = LOGS / "mull_clean.jsonl"
    assert _found(clean.read_bytes()) == []
    assert _found(_renamed(clean, 1, "bob")) == [(1, "fftcg.setup.mulligan-cards", "bob", "alice")]


# -- 3. a second mulligan ------------------------------------------------------------------------------------


def test_a_second_mulligan_is_one_fault_not_carried_out_when_the_draws_follow_the_first():
    assert _found((LOGS / "second_mulligan.jsonl").read_bytes()) == [(2, "fftcg.setup.mulligan-once", "alice", None)]


def test_a_second_mulligan_the_draws_show_was_carried_out_is_one_fault():
    found = _found((LOGS / "second_mulligan_carried_out.jsonl").read_bytes())
    assert found == [(2, "fftcg.setup.mulligan-once", "alice", None)]
