"""Replay is deterministic: from any point it equals the full fold, and the pure forms touch nothing."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from ledger.log import parse_log, read_log
from projections import core
from projections.chrono_clash import view

SAMPLES = sorted((Path(__file__).resolve().parent.parent / "sample_logs" / "chrono_clash").glob("*.jsonl"))


def _state(board) -> bytes:
    return msgspec.json.encode(view(board))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_replay_from_any_point_equals_the_full_fold(path):
    log = read_log(path)
    mod = core.engine(log.game)
    full = [_state(b) for _, b, _ in core.replay(log)]
    # Resume from a copy taken at every 7th event: the rest of the fold is identical.
    for k in range(0, len(log.events), 7):
        board = core.board_at(log, k).copy()
        for ev in log.events[k:]:
            mod.step(board, ev)
        assert _state(board) == full[-1]
        if k:
            assert _state(core.board_at(log, k)) == full[k - 1]


def test_apply_and_check_leave_their_input_untouched():
    log = read_log(SAMPLES[0])
    mod = core.engine(log.game)
    board = mod.new_board(log.header)
    before = _state(board)
    after = core.apply(mod, board, log.events[0])
    assert _state(board) == before
    assert _state(after) != before
    assert core.check(mod, board, log.events[0]) == []
    assert _state(board) == before


def test_two_verifications_give_the_same_bytes():
    log = read_log(SAMPLES[0])
    a = msgspec.json.encode(core.verify(log))
    b = msgspec.json.encode(core.verify(read_log(SAMPLES[0])))
    assert a == b


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_canonical_bytes_round_trip(path):
    log = read_log(path)
    again = parse_log(log.canonical(), "again")
    assert again.canonical() == log.canonical()
    assert again.match_id() == log.match_id()


def test_strict_replay_raises_at_the_first_violation():
    illegal = sorted((SAMPLES[0].parent / "illegal").glob("*.jsonl"))[0]
    log = read_log(illegal)
    with pytest.raises(core.StrictViolation) as exc:
        for _ in core.replay(log, strict=True):
            pass
    assert exc.value.violation.rule == log.header.meta["breaks"]


@pytest.mark.parametrize("path", SAMPLES[:3], ids=lambda p: p.stem)
def test_board_at_from_a_saved_board_equals_board_at_from_set_up(path):
    log = read_log(path)
    n = len(log.events)
    for at in range(0, n, 5):
        saved = core.board_at(log, at).copy()
        for seq in (at, min(at + 3, n), n):
            resumed = core.board_at(log, seq, start=(saved.copy(), at))
            assert _state(resumed) == _state(core.board_at(log, seq))
