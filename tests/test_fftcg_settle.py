"""The FFTCG engine settles the board (forwards broken by damage or power) only after an event that changed a
field: the same verdicts as settling after every event, on legal, illegal and mutated matches."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from ledger.errors import LogError
from ledger.log import dump_log, parse_log, read_log
from projections import core, mutation
from projections.fftcg import engine, mutations
from projections.fftcg.selfplay import simulate

ROOT = Path(__file__).resolve().parent.parent


def _matches() -> list:
    logs = [read_log(p) for p in sorted((ROOT / "sample_logs" / "fftcg").rglob("*.jsonl"))]
    played = [parse_log(dump_log(*simulate(seed)), f"fftcg-sim-{seed}") for seed in range(12)]
    broken = []
    for log in played[:4]:  # every mutation kind, each at its first place: illegal plays the match goes on after
        for kind, header, events, _seq, _rule in mutation._all_mutants(mutations, log, core.engine("fftcg").new_board):
            events = [msgspec.structs.replace(e, seq=i) for i, e in enumerate(events, 1)]
            broken.append(parse_log(dump_log(header, events), f"{log.path}~{kind}"))
    return logs + played + broken


def _verdict(log) -> object:
    try:
        return msgspec.to_builtins(core.verify(log))
    except LogError as exc:
        return str(exc)


def test_settling_only_after_a_field_changed_gives_the_verdicts_of_settling_always(monkeypatch):
    logs = _matches()
    assert len(logs) > 60
    quick = [_verdict(log) for log in logs]
    monkeypatch.setattr(engine.Judge, "SETTLE_ALWAYS", True)
    always = [_verdict(log) for log in logs]
    differ = [log.path for log, a, b in zip(logs, quick, always) if a != b]
    assert differ == []
    # the corpus breaks forwards by damage and leaves a verdict with violations: settling is exercised
    assert sum(isinstance(v, dict) and not v["clean"] for v in always) > 20


def test_a_forward_whose_power_an_effect_takes_to_zero_breaks_at_once():
    """A power change is a change of the field: a forward taken to 0 power or less is in the Break Zone when the
    event is settled (on a board of a real match, in a main phase)."""
    log = parse_log(dump_log(*simulate(3)), "fftcg-sim-3")
    board = core.new_board(log)
    mod = core.engine("fftcg")
    for ev in log.events:
        mod.step(board, ev)
        forwards = [iid for s in board.seats for iid in s.field if board.card_def(iid).type == "forward"]
        if forwards and board.phase in ("main1", "main2") and not board.stack:
            break
    else:
        pytest.fail("no forward on the field in a main phase")
    iid = forwards[0]
    j = engine.Judge(board, log.events[0])
    j.add_power(iid, -engine.power(board, iid) - 1000)
    j.settle()
    assert board.cards[iid].zone == "break"
