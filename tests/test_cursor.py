"""The replay cursor (``replay --step``): any walk forward and back gives the board a fold from set-up
gives, keeping compressed board snapshots (not board copies) every hundred events; a stored match goes
back further than it kept through the ledger's snapshots."""

from __future__ import annotations

import msgspec

from cli.walk import Cursor
from ledger.log import dump_log, parse_log
from projections import core
from projections.fftcg import selfplay

enc = msgspec.json.encode


def _log():
    header, events = selfplay.simulate(3)
    return parse_log(dump_log(header, events), "sim-3")


def _view(log, board):
    return enc(core.engine(log.game).view(board))


def test_walking_forward_and_back_gives_the_folded_boards():
    log = _log()
    n = len(log.events)
    assert n > 2 * Cursor.EVERY
    cursor = Cursor(log)
    for seq in (n, n - 1, Cursor.EVERY + 1, Cursor.EVERY, Cursor.EVERY - 1, 2 * Cursor.EVERY + 7, 0, 5):
        cursor.go(seq)
        assert cursor.seq == seq
        assert _view(log, cursor.board) == _view(log, core.board_at(log, seq)), seq


def test_the_cursor_keeps_snapshots_not_board_copies():
    log = _log()
    cursor = Cursor(log)
    cursor.go(len(log.events))
    kept = {k: v for k, v in cursor.saved.items() if k}
    assert sorted(kept) == list(range(Cursor.EVERY, len(log.events) + 1, Cursor.EVERY))
    assert all(isinstance(v, bytes) for v in kept.values())


def test_a_step_back_past_what_was_kept_seeks():
    log = _log()
    n = len(log.events)
    asked = []

    def seek(seq):
        asked.append(seq)
        return core.board_at(log, seq)

    cursor = Cursor(log, seek)
    cursor.start_at(n)
    cursor.go(n - 1)  # nothing kept near it: the seek (the ledger's snapshots) gives it
    assert asked == [n, n - 1]
    assert _view(log, cursor.board) == _view(log, core.board_at(log, n - 1))
    cursor.go(n - 3)  # still far from anything kept: another seek
    cursor.go(n)  # forward: folded from there
    assert asked == [n, n - 1, n - 3]
    assert _view(log, cursor.board) == _view(log, core.board_at(log, n))
