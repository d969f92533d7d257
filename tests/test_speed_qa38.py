"""Round 38, speed a judge feels: what the cuts of ``replay ID --at`` must not change (behaviour only, no timings).

A warm replay no longer forks the fingerprint's reader where the memo of
fingerprints looks as if it has the match (``ledger.fingerprint.memo_may_know``:
read, not believed; ``projections.seek.recalled`` still checks its HMAC), and
the snapshot codec finds the board's untyped fields only when it encodes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cli import main
from ledger.fingerprint import memo_file, memo_may_know
from projections import core, seek
from test_replay_fast import full, imported
from test_replay_fast import run as replay
from test_tamper import forge, set_state, state

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_logs" / "fftcg" / "win-seven-damage.jsonl"


@pytest.fixture
def key(tmp_path, monkeypatch):
    """A key (and memos) of the test's own; a file remembered however recently it changed."""
    monkeypatch.setenv("MATCHLEDGER_SNAPSHOT_KEY", str(tmp_path / "key" / "snapshot.key"))
    monkeypatch.setattr(seek, "RACY_NS", 0)
    seek.snapshot_key.cache_clear()
    yield tmp_path / "key"
    seek.snapshot_key.cache_clear()


@pytest.fixture
def forks(monkeypatch):
    """The refs the fingerprint's reader was forked for (none forked: in-process, a thread reads it)."""
    started: list[str] = []
    monkeypatch.setattr(main._Forked, "start", classmethod(lambda cls, path, ref: started.append(ref)))
    return started


def test_the_memo_is_peeked_at_only_for_the_file_as_it_is_and_a_ref_it_holds(tmp_path, key):
    db, (mid,) = imported(tmp_path, SAMPLE)
    now = seek.file_state(db)
    assert not memo_may_know(db, now, mid[:8])  # no memo yet
    assert seek.remember(db, now, mid, "f" * 64)
    assert memo_may_know(db, now, mid[:8]) and memo_may_know(db, now, mid.upper()) and memo_may_know(db, now, mid)
    assert memo_may_know(db, now, mid.replace("-", "")[:12])
    for ref in ("ffff0000", "", "abc", "%", mid[:8] + "zz"):
        assert not memo_may_know(db, now, ref), ref
    assert not memo_may_know(db, now._replace(size=now.size + 1), mid[:8])  # the file changed since
    assert not memo_may_know(db, None, mid[:8])
    memo_file(db).write_bytes(b"\x00not json")
    assert not memo_may_know(db, now, mid[:8])
    memo_file(db).write_text(json.dumps({"path": db, "state": 3, "prints": []}))
    assert not memo_may_know(db, now, mid[:8])


def test_a_warm_replay_forks_no_reader_and_shows_what_the_full_path_shows(tmp_path, monkeypatch, key, forks):
    db, (mid,) = imported(tmp_path, SAMPLE)
    first = replay(mid, "--db", db, "--at", "3")  # the full path: audits and seals
    assert first.exit_code == 0, first.output
    again = replay(mid[:8], "--db", db, "--at", "5")  # the quick path, the fingerprint remembered
    assert again.exit_code == 0, again.output
    assert seek.recalled(db, seek.file_state(db)) is not None
    forks.clear()
    warm = replay(mid[:8], "--db", db, "--at", "7")
    assert forks == []
    assert (warm.exit_code, warm.output) == (0, full(monkeypatch, mid, "--db", db, "--at", "7").output)


def test_a_memo_that_looks_right_but_is_forged_is_not_believed(tmp_path, monkeypatch, key, forks):
    """The memo peeked at says the match is known, so no reader is forked; its HMAC does not hold, so the
    fingerprint is read (by a thread) all the same: a match changed beneath a forged memo is refused."""
    db, (mid,) = imported(tmp_path, SAMPLE)
    assert replay(mid, "--db", db, "--at", "3").exit_code == 0
    with main._ledger(db) as led:
        sealed_print = led.fingerprint(mid)
    data = state(Path(db), mid, 4)
    data["line"] = data["line"].replace('"seq"', '"seq" ', 1)
    forge(Path(db), set_state(mid, 4, data))
    now = seek.file_state(db)
    memo = {"path": str(Path(db).resolve()), "state": [*now[:-1], 0], "prints": {mid: sealed_print},
            "mac": "0" * 64}
    memo_file(db).parent.mkdir(parents=True, exist_ok=True)
    memo_file(db).write_text(json.dumps(memo))
    assert memo_may_know(db, now, mid[:8]) and seek.recalled(db, now) is None
    forks.clear()
    res = replay(mid[:8], "--db", db, "--at", "3")
    assert forks == []
    assert res.exit_code != 0 and "Board after seq 3" not in res.output
    assert (res.exit_code, res.output) == (lambda r: (r.exit_code, r.output))(full(monkeypatch, mid[:8], "--db", db,
                                                                                      "--at", "3"))


def test_the_codec_checks_untyped_fields_when_it_encodes_not_before(tmp_path):
    """A codec that only decodes never walks the board's types; the first encode does, once per board type."""
    from ledger.store import Ledger
    from projections.seek import Seeker

    db, (mid,) = imported(tmp_path, SAMPLE)
    core._untyped.cache_clear()
    with Ledger(db) as led:
        codec = Seeker(led)._setup(mid).codec
        assert codec._untyped_fields is None and core._untyped.cache_info().currsize == 0
        board = Seeker(led, every=10**6).board_at(mid, 5)
        blob = codec.encode(board)
        assert codec._untyped_fields is not None and core._untyped.cache_info().currsize == 1
        if blob is not None:
            again = codec.decode(blob)
            mod = core.engine(Seeker(led)._setup(mid).game)
            assert mod.view(again) == mod.view(board)


def test_the_turn_search_without_the_last_turn_finds_the_same_seqs(tmp_path):
    """``replay --turn`` asks for the last turn only past the log's end: the seq found is the same, and past the
    end the last turn is still told."""
    from cli.walk import seq_of_turn
    from ledger.log import read_log
    from ledger.store import Ledger
    from projections.seek import Seeker
    from test_replay_fast import CHOSEN

    for path in CHOSEN:
        log = read_log(path)
        (tmp_path / path.stem).mkdir()
        db, (mid,) = imported(tmp_path / path.stem, path)
        with Ledger(db) as led:
            for every in (1, 7, 100):
                seek = Seeker(led, every=every)
                last = seek.board_at(mid, len(log.events)).turn
                for turn in range(0, last + 1):
                    want = seek.turn_start(mid, turn)
                    assert want[0] == (0 if turn < 1 else seq_of_turn(log, turn))
                    got = seek.turn_start(mid, turn, last=False)
                    assert got[0] == want[0] and got[1] in (None, want[1]), (path.name, every, turn)
                assert seek.turn_start(mid, last + 1, last=False) == (None, last)
                assert seek.turn_start(mid, last + 5, last=False) == (None, last)
