"""A value of the ledger file changed to what matchledger never writes: every command reports it in one line
or carries on, never an internal error or a hang.

SQLite keeps whatever value a column is given, so a raw edit of the file (or
a flipped bit in a record's type) can leave a version that is not a whole
number, a players column that is not JSON, a snapshot's board that is not
bytes, a stream id that is no UUID. Found by a fuzz that changes one value of
any table at a time: the stored events (versions NULL, text, bytes, a
fraction, zero, below zero, far away: the audit names the row and the event
it no longer holds, and the fingerprint that ``replay`` takes jumps over a
gap instead of walking it), the matches index (a row of another type is
read from the match's header), the board snapshots (dropped by the audit,
never used) and the rulings streams.
"""

from __future__ import annotations

import uuid

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import parse_log
from ledger.store import Ledger
from test_store import jsonl
from test_tamper import forge

ODD = {
    "NULL": (None, "a row stored under version None, which is not a whole number"),
    "text": ("x3", "a row stored under version 'x3', which is not a whole number"),
    "bytes": (b"\x03", "a row stored under version b'\\x03', which is not a whole number"),
    "a fraction": (3.5, "a row stored under version 3.5, which is not a whole number"),
    "zero": (0, "a row stored at version 0, before the header"),
    "below zero": (-5, "a row stored at version -5, before the header"),
    "far away": (10**6, "event seq 7..999999: not part of the match as imported"),
}


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    db = tmp_path_factory.mktemp("odd") / "ledger.db"
    with Ledger(db) as led:
        mid = led.import_log(parse_log(jsonl(6), "round-1.jsonl"))
        other = led.import_log(parse_log(jsonl(4, label="table 2"), "round-2.jsonl"))
        from ledger.rulings import add_ruling

        add_ruling(led, other, events=4, seq=2, judge="Ana", text="Deck check: no penalty")
    return db, mid, other


def run(*args: str):
    res = CliRunner().invoke(cli, list(args))
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    assert "internal error" not in res.output and "Traceback" not in res.output, res.output
    return res


@pytest.mark.parametrize("kind", list(ODD))
def test_an_odd_version_is_named_by_the_audit_and_refused_in_one_line(pristine, tmp_path, kind):
    import shutil

    src, mid, other = pristine
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    value, words = ODD[kind]
    forge(db, ("UPDATE stored_events SET originator_version = ? WHERE originator_id = ? AND originator_version = 4",
               [value, uuid.UUID(mid).hex]))
    audit = run("audit", "--db", str(db))
    assert audit.exit_code == 1 and words in audit.output and "event seq 3 is missing" in audit.output, audit.output
    assert "events seq 7.." not in audit.output  # beyond the header's 6 events nothing is missing
    for args in (["verify", mid], ["replay", mid, "--at", "2"], ["export", mid], ["show", mid]):
        res = run(*args, "--db", str(db))
        err = res.stderr.strip()
        assert res.exit_code == 2 and "\n" not in err and mid in err and words in err, (args, err)
    listed = run("list", "--db", str(db))
    assert listed.exit_code == 0 and mid[:8] in listed.output
    # The other match is untouched: it still reads, and the audit names only the changed one.
    assert run("export", other, "--db", str(db)).exit_code == 0
    assert other not in audit.output


@pytest.mark.parametrize("value", [None, "x2", 2.5])
def test_an_odd_version_in_a_rulings_stream_is_reported(pristine, tmp_path, value):
    import shutil

    from ledger.rulings import stream_id

    src, _mid, other = pristine
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    forge(db, ("UPDATE stored_events SET originator_version = ? WHERE originator_id = ? AND originator_version = 2",
               [value, stream_id(other).hex]))
    audit = run("audit", "--db", str(db))
    assert audit.exit_code == 1 and f"match {other}: rulings: R1 is missing" in audit.output, audit.output


def test_the_fingerprint_jumps_over_a_gap_and_reads_every_row(pristine, tmp_path, monkeypatch):
    """A version moved far away: the fingerprint reads the rows on either side of the gap in two stretches (it
    once walked every empty one: half a million here), and is still the one its definition gives."""
    import shutil
    import time

    from ledger import fingerprint
    from test_quick import _fingerprint_by_definition

    src, mid, _other = pristine
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    forge(db, ("UPDATE stored_events SET originator_version = ? WHERE originator_id = ? AND originator_version = 4",
               [10**6, uuid.UUID(mid).hex]))
    want, rows = _fingerprint_by_definition(str(db), mid)
    calls = []
    real = fingerprint.sqlite3.connect

    def counting(*a, **k):
        conn = real(*a, **k)
        conn.set_trace_callback(calls.append)
        return conn

    monkeypatch.setattr(fingerprint.sqlite3, "connect", counting)
    for stretch in (2, 3, 2_048):
        monkeypatch.setattr(fingerprint, "FINGERPRINT_ROWS", stretch)
        calls.clear()
        t = time.perf_counter()
        assert fingerprint.fingerprint(str(db), mid) == want
        assert time.perf_counter() - t < 5
        assert len(calls) < 40, len(calls)  # a few queries a stretch, the gap jumped in one
    assert rows == 7


# --- the matches index: a value of another type ------------------------------------------------------------


@pytest.mark.parametrize("column, value", [("players", "x"), ("players", b"\x00\xff"), ("players", "null"),
                                           ("events", "x"), ("events", 2.5), ("game", None), ("label", None),
                                           ("digest", b"z")])
def test_an_index_value_of_another_type_is_read_from_the_header_and_named_by_the_audit(pristine, tmp_path, column,
                                                                                        value):
    """``list``, ``show`` and ``verify --all`` once ended in an internal error (a players column that is not
    JSON, events that are text); the summary of such a row is now read from the match's header event."""
    import json
    import shutil

    src, mid, other = pristine
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    before = json.loads(run("list", "--db", str(db), "--json").output)
    forge(db, (f"UPDATE matches SET [{column}] = ? WHERE id = ?", [value, mid]))
    assert json.loads(run("list", "--db", str(db), "--json").output) == before
    assert run("show", mid, "--db", str(db)).exit_code == 0
    assert run("verify", "--all", "--db", str(db)).exit_code in (0, 1, 2)
    audit = run("audit", "--db", str(db))
    assert audit.exit_code == 1 and f"match {mid}: the match index says" in audit.output, audit.output


def test_an_index_id_that_is_no_id_is_refused_in_one_line(pristine, tmp_path):
    import shutil

    src, mid, _other = pristine
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    forge(db, ("UPDATE matches SET id = ? WHERE id = ?", ["nope", mid]))
    listed = run("list", "--db", str(db))
    assert listed.exit_code == 2 and listed.stderr.strip() == (
        f"Error: match nope in {db} fails its integrity check: it is not a match id (run `matchledger audit`)")
    assert run("audit", "--db", str(db)).exit_code == 1


# --- board snapshots and rulings streams: values of another type ----------------------------------------------


@pytest.fixture(scope="module")
def with_snapshots(tmp_path_factory):
    """The three sample matches with board snapshots every 5 events."""
    from projections.seek import Seeker
    from test_tamper import LOGS

    db = tmp_path_factory.mktemp("snapshots") / "ledger.db"
    assert CliRunner().invoke(cli, ["import", *map(str, LOGS), "--db", str(db)]).exit_code == 0
    with Ledger(str(db)) as led:
        ids = [m.id for m in led.list_matches()]
        assert Seeker(led, every=5).build_snapshots() > 0
    return db, ids


@pytest.mark.parametrize("column, value, words", [
    ("board", 0, "board snapshot at seq 10: its bytes were changed, or it belongs elsewhere; dropped"),
    ("board", "9" * 30, "board snapshot at seq 10: its bytes were changed, or it belongs elsewhere; dropped"),
    ("seq", "é", "board snapshot at seq 'é': its bytes were changed, or it belongs elsewhere; dropped"),
    ("seq", 10.5, "board snapshot at seq 10.5: its bytes were changed, or it belongs elsewhere; dropped"),
])
def test_a_snapshot_value_of_another_type_is_dropped_by_the_audit_and_never_used(with_snapshots, tmp_path, column,
                                                                                   value, words):
    """The audit once ended in an internal error (a board that is not bytes, a seq that is text)."""
    import shutil

    src, ids = with_snapshots
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    mid = ids[2]
    forge(db, (f"UPDATE board_snapshots SET [{column}] = ? WHERE match_id = ? AND seq = 10", [value, mid]))
    audit = run("audit", "--db", str(db))
    assert audit.exit_code == 1 and f"match {mid}: {words}" in audit.output, audit.output
    again = run("audit", "--db", str(db))
    assert again.exit_code == 0, again.output  # dropped: derived data, only speed was lost
    replayed = run("replay", mid, "--at", "12", "--db", str(db))
    assert replayed.exit_code in (0, 1) and replayed.output == run("replay", mid, "--at", "12", "--db", str(src)).output


def test_replay_never_uses_a_snapshot_of_another_type(with_snapshots, tmp_path):
    import shutil

    src, ids = with_snapshots
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    mid = ids[2]
    forge(db, ("UPDATE board_snapshots SET board = 0 WHERE match_id = ? AND seq = 10", [mid]))
    replayed = run("replay", mid, "--at", "12", "--db", str(db))
    assert replayed.exit_code in (0, 1) and replayed.output == run("replay", mid, "--at", "12", "--db", str(src)).output


def test_a_rulings_stream_whose_id_is_no_uuid_belongs_to_no_match(pristine, tmp_path):
    import shutil

    from ledger.rulings import stream_id

    src, _mid, other = pristine
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    forge(db, ("UPDATE stored_events SET originator_id = ? WHERE originator_id = ? AND originator_version = 2",
               ["9" * 30, stream_id(other).hex]))
    audit = run("audit", "--db", str(db))
    assert audit.exit_code == 1 and f"rulings stream {'9' * 30}: belongs to no match in the ledger" in audit.output


def test_verify_all_names_an_index_id_that_is_no_uuid_and_checks_the_others(pristine, tmp_path):
    """``verify --all`` once ended that match's row in an internal error (a ValueError reading its events)."""
    import shutil

    src, mid, other = pristine
    db = tmp_path / "ledger.db"
    shutil.copy(src, db)
    forge(db, ("UPDATE matches SET id = ? WHERE id = ?", ["9" * 30, mid]))
    res = run("verify", "--all", "--db", str(db))
    assert res.exit_code == 2
    assert f"match {'9' * 30} in {db} fails its integrity check: it is not a match id" in res.output, res.output


@pytest.mark.parametrize("events_only", [False, True])
def test_a_seeded_run_of_the_value_fuzz_finds_nothing(tmp_path, monkeypatch, events_only):
    """``bench/valuefuzz.py`` (figures in docs/reliability.md), 20 trials a kind in the normal test run: no
    command ends in an internal error, a traceback, another exit code, or runs past 60 s. The code before the
    fixes gave 17 findings in 40 trials."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    import valuefuzz

    monkeypatch.setenv("MATCHLEDGER_SNAPSHOT_KEY", str(tmp_path / "key" / "snapshot.key"))
    assert valuefuzz.run(tmp_path, 20, 11 if events_only else 12, events_only=events_only) == []
