"""FFTCG self-play: hundreds of simulated matches verify clean, resume from any snapshot and round-trip.

``simulate`` gives complete legal matches, the same ones for the same seed;
they exercise the stack, parties, EX Bursts, auto abilities and searches
(asserted below, so a style that stopped using them would be noticed).
"""

from __future__ import annotations

import collections
import random

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import dump_log, parse_log, read_log, write_log
from projections import core
from projections.fftcg import new_board, step, view
from projections.fftcg.selfplay import DECKS, simulate

SEEDS = range(200)


def _log(seed: int):
    return parse_log(dump_log(*simulate(seed)), f"fftcg-sim-{seed}")


@pytest.fixture(scope="module")
def corpus():
    return [_log(s) for s in SEEDS]


def test_hundreds_of_simulated_matches_verify_clean_and_finish(corpus):
    assert len(corpus) >= 200
    results = [core.verify(log) for log in corpus]
    dirty = [(log.path, r.violations[:1]) for log, r in zip(corpus, results) if not r.clean]
    assert dirty == []
    unfinished = [(log.path, r.result) for log, r in zip(corpus, results) if r.winner is None]
    assert unfinished == []
    assert {w for r in results for w in [r.winner]} == {"alice", "bob"}
    decks = {name for log in corpus for p in log.header.players for name, d in DECKS.items() if p.deck == d}
    assert decks == set(DECKS)


def test_simulated_matches_use_the_whole_engine(corpus):
    """Every kind of event self-play can make shows up, and the stack gets two deep."""
    kinds = collections.Counter(type(e).__name__ for log in corpus for e in log.events)
    for k in ("CharacterPlayed", "SummonCast", "AbilityUsed", "AutoTriggered", "ExBurstUsed", "Resolved",
              "AttackDeclared", "BlockDeclared", "Discarded", "Mulliganed"):
        assert kinds[k] > 0, k
    assert any(len(e.attackers) > 1 for log in corpus for e in log.events if type(e).__name__ == "AttackDeclared")
    assert any(e.choices for log in corpus for e in log.events if type(e).__name__ == "Resolved")
    deepest = 0
    for log in corpus[:60]:
        board = new_board(log.header)
        for ev in log.events:
            step(board, ev)
            deepest = max(deepest, len(board.stack))
    assert deepest >= 2


def _state(board) -> bytes:
    """Everything a board holds but the shared card definitions, and the judge's view of it."""
    whole = msgspec.json.encode(msgspec.structs.replace(board, defs={}), order="deterministic")
    return whole + msgspec.json.encode(view(board))


def test_replay_from_a_snapshot_at_any_point_equals_the_full_fold(corpus):
    rng = random.Random(3)
    for log in corpus[::4]:
        full = _state(core.board_at(log, len(log.events)))
        for k in sorted(rng.sample(range(len(log.events) + 1), 3)):
            resumed = core.board_at(log, k).copy()
            for ev in log.events[k:]:
                step(resumed, ev)
            assert _state(resumed) == full, (log.path, k)


def test_export_then_import_is_identical(corpus, tmp_path):
    for log in corpus:
        again = parse_log(log.canonical(), "again")
        assert again.canonical() == log.canonical()
        assert again.events == log.events and again.header == log.header
    path = tmp_path / "one.jsonl"
    write_log(path, corpus[0].header, corpus[0].events)
    assert read_log(path).canonical() == corpus[0].canonical()


def test_the_same_seed_gives_the_same_match():
    assert _log(7).canonical() == _log(7).canonical()
    assert _log(7).canonical() != _log(8).canonical()


def test_only_two_players():
    with pytest.raises(ValueError):
        simulate(1, players=3)


def test_the_cli_simulates_fftcg(tmp_path):
    out = CliRunner().invoke(cli, ["simulate", "fftcg", "--seed", "3", "--count", "2", "-o", str(tmp_path)])
    assert out.exit_code == 0, out.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fftcg-2p-3.jsonl", "fftcg-2p-4.jsonl"]
    assert (tmp_path / "fftcg-2p-3.jsonl").read_bytes() == dump_log(*simulate(3))
