"""Force of Will self-play: 50 simulated matches between the starter decks verify clean and end
with a winner; the same seed gives the same bytes; replay from a snapshot equals the full fold;
`matchledger simulate force-of-will` writes them."""

from __future__ import annotations

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import dump_log, parse_log, read_log
from projections import core
from projections.force_of_will import selfplay, step, view


def _log(seed: int):
    header, events = selfplay.simulate(seed)
    return parse_log(dump_log(header, events), f"sim-{seed}")


@pytest.fixture(scope="module")
def corpus():
    return [_log(s) for s in range(1, 51)]


def test_fifty_simulated_matches_verify_clean_with_a_winner(corpus):
    results = [core.verify(log) for log in corpus]
    assert [(log.path, r.violations[:1]) for log, r in zip(corpus, results) if not r.clean] == []
    assert all(r.winner for r in results)
    kinds = {type(e).__name__ for log in corpus for e in log.events}
    assert {"JudgmentMade", "AbilityActivated", "AttackDeclared", "ChaseResolved"} <= kinds


def test_the_same_seed_gives_the_same_bytes():
    assert dump_log(*selfplay.simulate(7)) == dump_log(*selfplay.simulate(7))
    assert dump_log(*selfplay.simulate(7)) != dump_log(*selfplay.simulate(8))


def test_replay_from_a_snapshot_equals_the_full_fold(corpus):
    for log in corpus[:10]:
        full = core.board_at(log, len(log.events))
        resumed = core.board_at(log, len(log.events) // 2).copy()
        for ev in log.events[len(log.events) // 2:]:
            step(resumed, ev)
        assert msgspec.json.encode(view(resumed)) == msgspec.json.encode(view(full))


def test_force_of_will_is_played_by_two():
    with pytest.raises(ValueError):
        selfplay.simulate(1, 3)


def test_the_simulate_command_writes_force_of_will_logs(tmp_path):
    result = CliRunner().invoke(cli, ["simulate", "force-of-will", "--seed", "3", "--count", "2", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    paths = sorted(tmp_path.glob("*.jsonl"))
    assert [p.name for p in paths] == ["force-of-will-2p-3.jsonl", "force-of-will-2p-4.jsonl"]
    assert core.verify(read_log(paths[0])).clean
