"""Round 39, the stored replay's quick path (issue #14 item 4): the verdict's notes kept with the seal.

1. A note the verdict makes about seq N may be made at a later event (a seer's draws told by the next line, a
   reveal naming a guardian ability not recorded). To know whether seq N has one, the quick path read the board at
   the log's end on every warm replay (one snapshot decoded, up to 99 events folded: 4-13 ms of CPU on 100,000
   events). Now the full replay that seals the match keeps the seqs its verdict notes something about in the
   seal's own row, bound by the seal's HMAC (match, engine version, the rows' fingerprint and those seqs): the
   quick path reads that one small row, and the seal is believed only with the very bytes the glance used. A seq
   noted goes to the full path, as before (which prints the notes under the board); any other is read quickly,
   with no end board read. A seal whose seqs were changed, or one of the earlier format (no seqs), is not
   believed: the full path answers and seals it again. Engine version and rows are the seal's, as before: an
   engine change or any row changed (a new event, a correction's rows) leaves it unbelieved.
"""

from __future__ import annotations

import hashlib
import hmac
import sqlite3
from pathlib import Path

import pytest

import projections.seek as seek_module
from ledger.store import Ledger
from projections.seek import SEAL_SEQ, Seeker
from test_replay_fast import Loads, full, imported, run
from test_tamper import forge

ROOT = Path(__file__).resolve().parent.parent
#: a clean CCS log: the seer's draw at seq 13 is noted once seq 14 tells (a note about 13 made at 14)
SEER = ROOT / "tests/logs/ccs_qa19/d11_seer_two_draws_clean.jsonl"
NOTED_AT = 13


def _notes(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("Note: ")]


def _sealed(db: str, mid: str) -> tuple[bool, frozenset[int] | None]:
    with Ledger(db) as led:
        seek = Seeker(led)
        noted = seek.noted(mid)
        return seek.audited(mid)[0], noted


def _seal_row(db: str, mid: str) -> tuple[str, str, bytes]:
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT engine, head, board FROM board_snapshots WHERE match_id = ? AND seq = ?",
                           [mid, SEAL_SEQ]).fetchone()
    finally:
        con.close()


def _put_seal(db: str, mid: str, blob: bytes) -> None:
    engine, head, _blob = _seal_row(db, mid)
    forge(db, ("UPDATE board_snapshots SET board = ? WHERE match_id = ? AND seq = ?", [blob, mid, SEAL_SEQ]))


def test_the_seal_keeps_the_seqs_the_verdict_notes(tmp_path):
    db, (mid,) = imported(tmp_path, SEER)
    first = run(mid, "--db", db, "--at", "1")  # the full path: it verifies the whole match and seals it
    assert first.exit_code == 0, first.output
    sealed, noted = _sealed(db, mid)
    assert sealed
    assert NOTED_AT in noted and NOTED_AT - 1 not in noted and NOTED_AT + 1 not in noted
    _engine, _head, blob = _seal_row(db, mid)
    assert blob[32:] == ",".join(map(str, sorted(noted))).encode()


def test_a_note_made_at_a_later_event_is_said_and_the_quick_path_reads_no_end_board(tmp_path, monkeypatch):
    db, (mid,) = imported(tmp_path, SEER)
    slow = run(mid, "--db", db, "--at", str(NOTED_AT))  # the full path, sealing
    assert slow.exit_code == 0, slow.output
    assert _notes(slow.output) and "seq 13" in _notes(slow.output)[0]
    with Ledger(db) as led:
        count = Seeker(led).header(mid)[2]
    asked: list[int] = []
    real = Seeker.board_at

    def board_at(self, ref, seq, **kw):
        asked.append(seq)
        return real(self, ref, seq, **kw)

    monkeypatch.setattr(Seeker, "board_at", board_at)
    loads = Loads(monkeypatch)
    again = run(mid, "--db", db, "--at", str(NOTED_AT))  # noted: the full path says it, the note under the board
    assert (again.exit_code, again.output) == (0, slow.output)
    assert loads.n == 1
    for at in (NOTED_AT - 1, NOTED_AT + 1, count):  # not noted: read quickly, the same bytes as the full path
        loads.n, asked[:] = 0, []
        quick = run(mid, "--db", db, "--at", str(at))
        assert quick.exit_code == 0, quick.output
        assert loads.n == 0 and _notes(quick.output) == []
        assert count not in asked or at == count  # the board at the log's end is not read to look for notes
        assert quick.output == full(monkeypatch, mid, "--db", db, "--at", str(at)).output
    before = run(mid, "--db", db, "--before", str(NOTED_AT))  # just before the noted event: the full path too
    assert _notes(before.output) == _notes(slow.output)


@pytest.mark.parametrize("change", ["a seq left out", "a seq added", "not a list of seqs"])
def test_a_seal_whose_noted_seqs_were_changed_is_not_believed(tmp_path, monkeypatch, change):
    db, (mid,) = imported(tmp_path, SEER)
    slow = run(mid, "--db", db, "--at", str(NOTED_AT))
    assert slow.exit_code == 0 and _notes(slow.output)
    _engine, _head, blob = _seal_row(db, mid)
    seqs = blob[32:].decode().split(",")
    if change == "a seq left out":
        seqs.remove(str(NOTED_AT))
        raw = ",".join(seqs).encode()
    elif change == "a seq added":
        raw = ",".join(sorted({*seqs, str(NOTED_AT - 1)}, key=int)).encode()
    else:
        raw = b"13;14"
    _put_seal(db, mid, blob[:32] + raw)
    assert _sealed(db, mid)[0] is False
    loads = Loads(monkeypatch)
    res = run(mid, "--db", db, "--at", str(NOTED_AT))  # the full path, which says the note and seals it again
    assert (res.exit_code, res.output) == (0, slow.output) and loads.n == 1
    assert _sealed(db, mid)[0] is True and NOTED_AT in _sealed(db, mid)[1]
    loads.n = 0
    assert run(mid, "--db", db, "--at", str(NOTED_AT - 1)).exit_code == 0 and loads.n == 0  # quick again


def test_a_seal_of_the_earlier_format_is_made_again(tmp_path, monkeypatch):
    """Round 38's seal (the HMAC alone, over no seqs) says nothing of the notes: not believed, sealed anew."""
    db, (mid,) = imported(tmp_path, SEER)
    assert run(mid, "--db", db, "--at", "1").exit_code == 0
    engine, head, _blob = _seal_row(db, mid)
    old = hmac.new(seek_module.snapshot_key(), f"audited\n{mid}\n{engine}\n{head}".encode(), hashlib.sha256).digest()
    _put_seal(db, mid, old)
    assert _sealed(db, mid)[0] is False
    loads = Loads(monkeypatch)
    res = run(mid, "--db", db, "--at", str(NOTED_AT - 1))
    assert res.exit_code == 0 and loads.n == 1
    assert _sealed(db, mid)[0] is True and NOTED_AT in _sealed(db, mid)[1]


def test_a_seal_of_another_engine_version_keeps_no_seqs_for_this_one(tmp_path, monkeypatch):
    db, (mid,) = imported(tmp_path, SEER)
    assert run(mid, "--db", db, "--at", "1").exit_code == 0
    import projections.core as core

    real = core.engine_version
    monkeypatch.setattr(core, "engine_version", lambda game: real(game) + "-changed")
    assert _sealed(db, mid)[0] is False  # the engine changed: the seal and the seqs kept with it are not believed
    loads = Loads(monkeypatch)
    res = run(mid, "--db", db, "--at", str(NOTED_AT))
    assert res.exit_code == 0 and loads.n == 1 and _notes(res.output)


def test_a_clean_log_without_notes_is_sealed_with_none_and_read_quickly(tmp_path, monkeypatch):
    twin = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"
    db, (mid,) = imported(tmp_path, twin)
    first = run(mid, "--db", db, "--at", "3")
    assert first.exit_code == 0 and _notes(first.output) == []
    assert _sealed(db, mid) == (True, frozenset())
    loads = Loads(monkeypatch)
    again = run(mid, "--db", db, "--at", "3")
    assert (again.exit_code, again.output, loads.n) == (0, first.output, 0)
