"""FFTCG self-play: ``simulate`` gives complete legal matches, the same ones for the same seed."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import read_log, write_log
from projections import core
from projections.fftcg.selfplay import simulate


def test_fifty_simulated_matches_verify_clean(tmp_path):
    for seed in range(50):
        header, events = simulate(seed)
        path = tmp_path / f"{seed}.jsonl"
        write_log(path, header, events)
        result = core.verify(read_log(path))
        assert result.violations == [], (seed, result.violations[:1])
        assert result.winner is not None, (seed, result.result)


def test_the_same_seed_gives_the_same_match(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    write_log(a, *simulate(7))
    write_log(b, *simulate(7))
    assert a.read_bytes() == b.read_bytes()
    write_log(b, *simulate(8))
    assert a.read_bytes() != b.read_bytes()


def test_only_two_players():
    with pytest.raises(ValueError):
        simulate(1, players=3)


def test_the_cli_simulates_fftcg(tmp_path):
    out = CliRunner().invoke(cli, ["simulate", "fftcg", "--seed", "3", "--count", "2", "-o", str(tmp_path)])
    assert out.exit_code == 0, out.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fftcg-2p-3.jsonl", "fftcg-2p-4.jsonl"]
