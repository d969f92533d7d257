"""Force of Will self-play as property tests: 200 simulated matches between the starter decks verify
clean and end with a winner; replay from a snapshot taken at any point equals the full fold (in memory
and through the ledger's stored snapshots); export then import gives the identical match; the same
seed gives the same bytes; `matchledger simulate force-of-will` writes them."""

from __future__ import annotations

import random

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.force_of_will import CardPlayed, Mulliganed
from ledger.log import dump_log, parse_log, read_log
from ledger.store import Ledger
from projections.seek import Seeker
from projections import core
from projections.force_of_will import new_board, selfplay, step

SEEDS = range(1, 201)


def _log(seed: int):
    header, events = selfplay.simulate(seed)
    return parse_log(dump_log(header, events), f"sim-{seed}")


@pytest.fixture(scope="module")
def corpus():
    return [_log(s) for s in SEEDS]


def _state(board) -> bytes:
    """Everything a board holds but the card definitions (shared, never changed by a match)."""
    return msgspec.json.encode(msgspec.structs.replace(board, defs={}), order="deterministic")


def test_two_hundred_simulated_matches_verify_clean_with_a_winner(corpus):
    assert len(corpus) >= 200
    results = [core.verify(log) for log in corpus]
    assert [(log.path, r.violations[:1]) for log, r in zip(corpus, results) if not r.clean] == []
    assert all(r.winner for r in results)
    assert {r.winner for r in results} == {"alice", "bob"}


def test_the_simulated_players_use_the_whole_game(corpus):
    kinds = {type(e).__name__ for log in corpus for e in log.events}
    assert {"Mulliganed", "CardDrawn", "StoneCalled", "CardPlayed", "AbilityActivated", "StandbySet", "JudgmentMade",
            "ChaseResolved", "AttackDeclared", "BlockDeclared", "TurnEnded"} <= kinds
    # Answers on the chase, chant-standby spells from the standby zone, and mulligans that return cards.
    assert any(isinstance(e, CardPlayed) and e.from_standby for log in corpus for e in log.events)
    assert any(isinstance(e, Mulliganed) and e.cards for log in corpus for e in log.events)
    answered = 0
    for log in corpus[:20]:
        b = new_board(log.header)
        for e in log.events:
            answered += isinstance(e, CardPlayed) and e.player != b.active
            step(b, e)
    assert answered > 0


def test_replay_from_a_snapshot_at_any_point_equals_the_full_fold(corpus):
    """Every match at three random cut points, the first match at every cut point: the board copied
    there and folded on to the end equals the board of the full fold."""
    rng = random.Random(11)
    for n, log in enumerate(corpus):
        events = list(log.events)
        cuts = range(len(events) + 1) if n == 0 else sorted(rng.sample(range(len(events) + 1), 3))
        board = new_board(log.header)
        snapshots = {}
        for k, ev in enumerate(events):
            if k in cuts:
                snapshots[k] = board.copy()
            step(board, ev)
        snapshots[len(events)] = board.copy()
        full = _state(board)
        for cut in cuts:
            resumed = snapshots[cut]
            for ev in events[cut:]:
                step(resumed, ev)
            assert _state(resumed) == full, (log.path, cut)
        if n < 10:
            assert _state(core.board_at(log, len(events))) == full


def test_export_then_import_is_identical(corpus):
    for log in corpus:
        again = parse_log(log.canonical(), "again")
        assert again.canonical() == log.canonical()
        assert again.header == log.header and again.events == log.events


def test_the_ledger_round_trip_and_its_stored_snapshots(corpus, tmp_path):
    """Imported into a ledger, exported back: the same bytes; boards read from stored snapshots equal the fold."""
    logs = corpus[:12]
    rng = random.Random(3)
    with Ledger(tmp_path / "fow.db") as ledger:
        ids = [r.match_id for r in ledger.import_logs(logs)]
        seek = Seeker(ledger, every=25)
        assert seek.build_snapshots() > 0
        for log, match_id in zip(logs, ids):
            assert ledger.load(match_id).canonical() == log.canonical()
            for seq in rng.sample(range(1, len(log.events) + 1), 4):
                assert _state(seek.board_at(match_id, seq)) == _state(core.board_at(log, seq)), (log.path, seq)


def test_every_decision_was_listed_by_legal_actions(corpus):
    """play() takes its decisions from legal_actions: each recorded event is one of them."""
    for log in corpus[:5]:
        board = new_board(log.header)
        for ev in log.events:
            assert ev in selfplay.legal_actions(board), (log.path, ev.seq)
            step(board, ev)


def test_the_same_seed_gives_the_same_bytes():
    assert dump_log(*selfplay.simulate(7)) == dump_log(*selfplay.simulate(7))
    assert dump_log(*selfplay.simulate(7)) != dump_log(*selfplay.simulate(8))


def test_force_of_will_is_played_by_two():
    with pytest.raises(ValueError):
        selfplay.simulate(1, 3)


def test_the_simulate_command_writes_force_of_will_logs(tmp_path):
    result = CliRunner().invoke(cli, ["simulate", "force-of-will", "--seed", "3", "--count", "2", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    paths = sorted(tmp_path.glob("*.jsonl"))
    assert [p.name for p in paths] == ["force-of-will-2p-3.jsonl", "force-of-will-2p-4.jsonl"]
    assert core.verify(read_log(paths[0])).clean
    assert paths[0].read_bytes() == dump_log(*selfplay.simulate(3))
