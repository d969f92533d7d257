"""A pipelined import (ledger/ingest.py): reading processes read and encode a round while the command writes.

It stores what the serial import stores, byte for byte; a bad log anywhere
stores nothing and is named as the serial import names it (in every
language); duplicates are reported in order; and no reading process
outlives the command, whether it ends, fails, is interrupted or is killed.
The ``pipelined`` fixture lowers the thresholds so a few small logs make
several batches over two readers; the ``serial`` one holds the command to
one process. Tests taking ``db`` run on SQLite and on PostgreSQL (COPY).
"""

from __future__ import annotations

import json
import os
import pickle
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner

import ledger.ingest as ingest
from cli.main import cli
from ledger.errors import DuplicateMatchError, LogError, StoreError, UnknownCardError
from ledger.messages import Reason
from ledger.store import Ledger

from test_crash import ML, ROOT, make_round, stored
from test_store import db  # noqa: F401  (test_store's fixture: SQLite then PostgreSQL)

ILLEGAL = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"
NOW = datetime(2026, 11, 26, 14, 30, 5, 123456, tzinfo=timezone.utc)


class Started:
    """The reading processes each pipelined command started (their pids), to check none is left."""

    def __init__(self):
        self.pids: list[list[int]] = []

    def alive(self) -> list[int]:
        left = []
        for pid in (p for run in self.pids for p in run):
            try:
                os.kill(pid, 0)
                left.append(pid)
            except ProcessLookupError:
                pass
        return left


@pytest.fixture
def pipelined(monkeypatch):
    started = Started()
    start = ingest.Pipeline._start

    def spy(self):
        try:
            start(self)
        finally:
            started.pids.append([p.pid for p in self._procs])

    monkeypatch.setattr(ingest.Pipeline, "_start", spy)
    monkeypatch.setattr(ingest, "MIN_FILES", 2)
    monkeypatch.setattr(ingest, "MIN_BYTES", 0)
    monkeypatch.setattr(ingest, "BATCH_BYTES", 4096)  # a file or two a batch
    monkeypatch.setattr(ingest, "CHUNK_EVENTS", 100)  # several writes, the ledger opened after the first
    monkeypatch.setattr(ingest, "default_readers", lambda: 2)
    monkeypatch.setattr(ingest, "import_time", lambda: NOW)
    yield started
    assert started.alive() == []


@pytest.fixture
def serial(monkeypatch):
    monkeypatch.setattr(ingest, "MIN_FILES", 1 << 30)
    monkeypatch.setattr(ingest, "import_time", lambda: NOW)


def invoke(*args: str):
    return CliRunner().invoke(cli, ["import", *map(str, args)])


def rows_of(db_kind: str, execute) -> tuple[list[tuple], list[tuple]]:
    """Every stored-event row (id as hex, version, topic, state bytes) and index row, in the order stored."""
    order = "rowid" if db_kind == "sqlite" else "notification_id"
    events = [(getattr(i, "hex", i), v, t, bytes(s)) for i, v, t, s in execute(
        f"SELECT originator_id, originator_version, topic, state FROM {{events}} ORDER BY {order}")]
    index = [tuple(r) for r in execute(f"SELECT id, game, players, events, label, imported_at, digest FROM matches "
                                       f"ORDER BY {'rowid' if db_kind == 'sqlite' else 'n'}")]
    return events, index


def sqlite_rows(path: Path) -> tuple[list[tuple], list[tuple]]:
    con = sqlite3.connect(path)
    try:
        return rows_of("sqlite", lambda q: con.execute(q.format(events="stored_events")).fetchall())
    finally:
        con.close()


# -- the ledger it stores -----------------------------------------------------------------------------------


def test_a_pipelined_round_stores_the_very_rows_of_the_serial_import(db, tmp_path, monkeypatch, pipelined):
    folder = make_round(tmp_path / "round", copies=2, tag="r")  # every legal sample of the three games, twice
    n = len(list(folder.glob("*.jsonl")))
    with monkeypatch.context() as m:  # the serial import, into a SQLite file
        m.setattr(ingest, "MIN_FILES", 1 << 30)
        one = invoke(folder, "--db", tmp_path / "serial.db")
    assert one.exit_code == 0, one.output
    assert pipelined.pids == []
    piped = invoke(folder, "--db", db.target)
    assert piped.exit_code == 0, piped.output
    assert len(pipelined.pids) == 1 and len(pipelined.pids[0]) == 2  # two readers did read
    assert piped.stdout == one.stdout  # the same lines, in the same order
    events, index = rows_of(db.kind, db.execute)
    assert (events, index) == sqlite_rows(tmp_path / "serial.db")
    assert len(index) == n and index[0][5] == NOW.isoformat(timespec="seconds")
    with Ledger(db.target) as led:
        assert led.check_integrity() == []


def test_encoded_matches_give_the_rows_prepared_ones_do(tmp_path):
    from ledger.domain import prepare
    from ledger.log import read_log

    folder = make_round(tmp_path / "round", copies=1, tag="r")
    at = NOW.isoformat(timespec="seconds")
    # A ledger as matchledger makes it, and one whose mapper compresses (its header row is made here, then).
    for k, env in enumerate([{}, {"COMPRESSOR_TOPIC": "eventsourcing.compressor:ZlibCompressor"}]):
        with Ledger(tmp_path / f"{k}.db", env=env) as led:
            mapper = led.app.mapper
            assert bool(mapper.compressor) == bool(env)
            for path in sorted(folder.glob("*.jsonl")):
                log = read_log(path)
                encoded = pickle.loads(pickle.dumps(ingest.encode(log, NOW)))  # as it crosses the pipe
                p = prepare(log)
                assert list(encoded.rows(mapper, NOW, at)) == list(p.rows(mapper, NOW, at))
                assert list(encoded.rows(mapper, NOW, "x")) == list(p.rows(mapper, NOW, "x"))
                assert encoded.index_row(at) == p.index_row(at)
                assert (encoded.path, encoded.game, encoded.size, encoded.match_id) == (
                    p.path, p.game, p.size, p.match_id)
                with pytest.raises(ValueError, match="encoded at"):
                    encoded.rows(mapper, datetime.now(timezone.utc), at)


# -- errors, duplicates -------------------------------------------------------------------------------------


def break_seq(path: Path) -> None:
    """Event 2 of the log (its line 3) gets a seq that is a string."""
    import re

    data, n = re.subn(rb'"seq": ?2([,}])', rb'"seq":"2"\1', path.read_bytes(), count=1)
    assert n == 1
    path.write_bytes(data)


@pytest.mark.parametrize("where", [0, 7, -1])  # the first log (read before the fork), the middle, the last
def test_a_bad_log_in_a_pipelined_round_stores_nothing_and_is_named_as_the_serial_import_names_it(
        db, tmp_path, monkeypatch, pipelined, where):
    folder = make_round(tmp_path / "round", copies=1, tag="r")
    paths = sorted(folder.glob("*.jsonl"))
    bad = paths[where]
    break_seq(bad)
    said = {}
    for lang in ("en", "fr"):
        res = invoke(folder, "--db", db.target, "--lang", lang)
        assert res.exit_code == 2 and "Traceback" not in res.output, res.output
        assert len(res.stderr.strip().splitlines()) == 2  # the file's line, then "Nothing was stored: 1 file..."
        assert f"{bad}:3: $.seq:" in res.stderr
        said[lang] = res.stderr
        with monkeypatch.context() as m:
            m.setattr(ingest, "MIN_FILES", 1 << 30)
            alone = invoke(folder, "--db", tmp_path / "serial.db", "--lang", lang)
        assert alone.stderr == res.stderr  # the same line, in the same language
    assert said["fr"] != said["en"]
    assert stored_in(db) == 0
    assert pipelined.pids and (where != 0 or pipelined.pids == [[], []])  # a bad first log: no process at all


def stored_in(db) -> int:
    try:
        return db.count("matches") + db.count(db.events)
    except Exception:  # no tables: the ledger was never opened
        return 0


def test_duplicates_and_verdicts_of_a_pipelined_round_come_in_order(db, tmp_path, monkeypatch, pipelined):
    paths = sorted(make_round(tmp_path / "round", copies=1, tag="r").glob("*.jsonl"))
    assert invoke(paths[2], "--db", db.target).exit_code == 0
    args = [*paths, ILLEGAL, paths[0]]
    res = invoke("--verify", "--json", *args, "--db", db.target)
    assert res.exit_code == 1, res.output  # the illegal sample broke a rule
    rows = json.loads(res.stdout)["imported"]  # a round: its rows, then the round's keys as verify gives them
    assert [r["path"] for r in rows] == [str(a) for a in args]
    assert [r["already_imported"] for r in rows] == [False, False, True] + [False] * (len(paths) - 2) + [True]
    assert [r["verification"]["clean"] for r in rows] == [True] * len(paths) + [False, True]
    assert rows[-2]["verification"]["violations"][0]["rule"] == "ccs.attack.summoned-this-turn"
    assert db.count("matches") == len(paths) + 1
    # In French, the verdicts rendered by the readers read as the serial import renders them.
    args = ["--verify", "--lang", "fr", paths[3], paths[4], ILLEGAL]
    text = invoke(*args, "--db", tmp_path / "fr.db")
    assert text.exit_code == 1 and "ccs.attack.summoned-this-turn" in text.stdout
    assert "Clean: no rule was broken." not in text.stdout
    assert len(pipelined.pids) == 2 and all(len(run) == 2 for run in pipelined.pids)  # not the one-log import
    with monkeypatch.context() as m:
        m.setattr(ingest, "MIN_FILES", 1 << 30)
        alone = invoke(*args, "--db", tmp_path / "fr-serial.db")
    assert alone.stdout == text.stdout


def test_a_small_import_starts_no_process(tmp_path, monkeypatch):
    monkeypatch.setattr(ingest.Pipeline, "_start", lambda self: pytest.fail("a reading process for a small import"))
    paths = sorted(make_round(tmp_path / "round", copies=1, tag="r").glob("*.jsonl"))
    assert invoke(*paths[:3], "--db", tmp_path / "a.db").exit_code == 0  # a few logs
    assert sum(p.stat().st_size for p in paths) < ingest.MIN_BYTES
    assert invoke(*paths, "--db", tmp_path / "b.db").exit_code == 0  # more, but small
    monkeypatch.setattr(ingest, "MIN_BYTES", 0)
    assert ingest.worth_it([str(p) for p in paths])
    assert not ingest.worth_it([*map(str, paths), "/dev/stdin"])  # a reader's stdin is not the command's


# -- the pipeline itself ------------------------------------------------------------------------------------


class Odd(Exception):
    """An exception that does not cross processes (its __init__ wants two arguments)."""

    def __init__(self, a, b):
        super().__init__(f"{a}/{b}")


def job(path: str):
    if path == "bad-log":
        raise LogError(Reason("a bad {what}", what="{brace}"), path=path, line=3, field="$.x")
    if path == "unknown-card":
        raise UnknownCardError(Reason("no card {card!r}", card="X"), path=path, line=1, field="$.deck")
    if path == "duplicate":
        raise DuplicateMatchError("abc")
    if path == "odd":
        raise Odd(1, 2)
    return path.upper(), os.getpid()


@pytest.mark.parametrize("readers", [1, 2, 3])
def test_results_come_in_path_order_from_every_reader(monkeypatch, readers):
    monkeypatch.setattr(ingest, "BATCH_FILES", 3)
    paths = [f"p{i}" for i in range(40)]
    with ingest.Pipeline(paths, job, readers=readers) as pipe:
        got = list(pipe)
        pids = [p.pid for p in pipe._procs]
    assert [r[0] for r in got] == [p.upper() for p in paths]
    assert got[0][1] == os.getpid()  # the first log is read here, before the fork
    assert {r[1] for r in got[1:]} == set(pids) and len(pids) == readers


@pytest.mark.parametrize("bad, kind", [("bad-log", LogError), ("unknown-card", UnknownCardError),
                                       ("duplicate", DuplicateMatchError), ("odd", Exception)])
def test_a_readers_error_is_raised_here_whole_after_the_results_before_it(monkeypatch, bad, kind):
    monkeypatch.setattr(ingest, "BATCH_FILES", 4)
    paths = [f"p{i}" for i in range(13)] + [bad] + [f"q{i}" for i in range(20)]
    got = []
    with pytest.raises(kind) as info:
        with ingest.Pipeline(paths, job, readers=2) as pipe:
            pids = [p.pid for p in pipe._procs]
            for r in pipe:
                got.append(r[0])
    assert got == [p.upper() for p in paths[:13]]
    err = info.value
    try:
        job(bad)
    except Exception as exc:
        assert str(err) == str(exc) and type(err).__name__ == type(exc).__name__
        if isinstance(exc, LogError):
            assert (err.path, err.line, err.field, err.reason.template, err.reason.args) == (
                exc.path, exc.line, exc.field, exc.reason.template, exc.reason.args)
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def test_errors_and_reasons_cross_processes_whole():
    reason = Reason("{a} in {b}", a="{not a field}", b=Reason("the {x}", x=1))
    back = pickle.loads(pickle.dumps(reason))
    assert (back, back.template, back.args) == (reason, reason.template, reason.args)
    for exc in (LogError(reason, path="a.jsonl", line=4, field="$.seq"), StoreError(reason),
                DuplicateMatchError("abc")):
        again = pickle.loads(pickle.dumps(exc))
        assert type(again) is type(exc) and str(again) == str(exc)
        assert vars(again) == vars(exc)


def test_a_reader_killed_from_outside_is_an_error_not_a_hang(monkeypatch):
    monkeypatch.setattr(ingest, "BATCH_FILES", 1)

    def slow(path):
        time.sleep(0.05)
        return path

    with pytest.raises(StoreError, match=r"stopped without a word \(exit code -9\); nothing was stored"):
        with ingest.Pipeline([f"p{i}" for i in range(200)], slow, readers=2) as pipe:
            for i, _ in enumerate(pipe):
                if i == 3:
                    os.kill(pipe._procs[0].pid, signal.SIGKILL)


# -- interrupted or killed: the command's readers go with it ------------------------------------------------


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as fh:
                    stat = fh.read()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry))
    return found


def gone(pids: list[int], within: float = 10.0) -> bool:
    end = time.monotonic() + within
    while time.monotonic() < end:
        left = []
        for pid in pids:
            try:
                with open(f"/proc/{pid}/stat") as fh:
                    if fh.read().rsplit(")", 1)[1].split()[0] != "Z":
                        left.append(pid)
            except OSError:
                pass
        if not left:
            return True
        time.sleep(0.05)
    return False


@pytest.fixture(scope="module")
def big_round(tmp_path_factory) -> tuple[Path, int]:
    folder = make_round(tmp_path_factory.mktemp("pipe") / "round", copies=8, tag="big")
    return folder, len(list(folder.glob("*.jsonl")))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL])
def test_an_interrupted_or_killed_pipelined_import_leaves_no_process_and_nothing_half_written(
        big_round, tmp_path, sig):
    folder, n = big_round
    assert ingest.worth_it([str(p) for p in folder.glob("*.jsonl")])  # the command's own thresholds
    outcomes = []
    for attempt, after in enumerate((0.0, 0.05, 0.15)):  # seconds after the readers started
        db = tmp_path / f"ledger-{attempt}.db"
        proc = subprocess.Popen([*ML, "import", str(folder), "--db", str(db)], cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        readers: list[int] = []
        end = time.monotonic() + 60
        while not readers and proc.poll() is None and time.monotonic() < end:
            readers = children(proc.pid)
            time.sleep(0.002)
        time.sleep(after)
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=120)
        outcomes.append((after, proc.returncode, len(readers)))
        assert gone(readers), f"reading processes {readers} outlived the import"
        assert stored(db) in (0, n)
        if sig == signal.SIGINT and proc.returncode != 0:
            assert proc.returncode == 130, (proc.returncode, err)
            assert err.strip().splitlines() == [err.strip()] and err.startswith("Interrupted:"), err
    assert any(code != 0 and readers for _after, code, readers in outcomes), outcomes


def over_time(path: str):
    from ledger.limits import time_bound

    with time_bound(path, "reading it"):
        if path == "slow":
            time.sleep(30)
    return path


def test_the_time_bound_of_a_log_holds_in_a_reader(monkeypatch):
    monkeypatch.setenv("MATCHLEDGER_TIME_LIMIT", "0.2")
    started = time.monotonic()
    with pytest.raises(LogError, match=r"^slow: reading it took longer than 0.2 s") as info:
        with ingest.Pipeline(["a", "b", "c", "slow", "d"], over_time, readers=2) as pipe:
            assert list(pipe)
    assert time.monotonic() - started < 10
    assert info.value.reason.template.startswith("{what} took longer than")
