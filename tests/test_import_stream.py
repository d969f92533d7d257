"""A streamed import: logs read one at a time into one transaction, all or nothing, memory flat.

``Ledger.import_logs`` takes a generator and keeps a log only until its
chunk is written; ``matchledger import`` gives it one. The chunk size is
shrunk here (``_CHUNK_MATCHES``) so a handful of logs spans several chunks.
Tests taking ``db``/``ledger`` run on SQLite and on PostgreSQL (the COPY path).
"""

from __future__ import annotations

import gc
import json
import weakref
from pathlib import Path

import pytest
from click.testing import CliRunner

import ledger.store as store
from cli.main import cli
from ledger.errors import LogError
from ledger.log import parse_log, read_log
from ledger.store import Ledger

from test_store import db, jsonl, ledger, round_files  # noqa: F401  (db, ledger: test_store's fixtures, SQLite then PostgreSQL)

CHUNK = 3


@pytest.fixture
def small_chunks(monkeypatch):
    monkeypatch.setattr(store, "_CHUNK_MATCHES", CHUNK)


def table(i: int, n: int = 4):
    return parse_log(jsonl(n, label=f"table {i}"), f"table-{i}.jsonl")


class Watched:
    """A generator of logs that records, as each log is asked for, how many earlier ones are still alive."""

    def __init__(self, logs):
        self.logs = logs
        self.made = 0
        self.alive_max = 0
        self.refs: list[weakref.ref] = []

    def __iter__(self):
        for make in self.logs:
            gc.collect()
            self.alive_max = max(self.alive_max, sum(r() is not None for r in self.refs))
            log = make()
            self.refs.append(weakref.ref(log))
            self.made += 1
            yield log


def test_a_streamed_batch_keeps_at_most_a_chunk_and_writes_as_it_reads(ledger, db, small_chunks, monkeypatch):
    written_after: list[int] = []
    began_after: list[int] = []
    backend = ledger.backend
    insert, write = backend.insert_events, backend.write

    def spy_insert(c, rows):
        written_after.append(stream.made)
        return insert(c, rows)

    def spy_write():
        began_after.append(stream.made)
        return write()

    monkeypatch.setattr(backend, "insert_events", spy_insert)
    monkeypatch.setattr(backend, "write", spy_write)
    stream = Watched([lambda i=i: table(i) for i in range(12)])
    results = ledger.import_logs(stream)
    assert [r.duplicate for r in results] == [False] * 12
    assert began_after == [CHUNK]  # one transaction, opened once the first chunk was read
    assert written_after == [3, 6, 9, 12]  # each chunk written before the next log is read
    # The log being encoded, the chunk being gathered and the last one written (named on a failure).
    assert stream.alive_max <= CHUNK + 1, stream.alive_max
    assert db.count("matches") == 12
    assert [m.label for m in ledger.list_matches()] == [f"table {i}" for i in range(12)]
    assert ledger.check_integrity() == []


def test_a_bad_log_after_several_chunks_stores_nothing_and_is_named(ledger, db, small_chunks, tmp_path):
    paths = round_files(tmp_path, 8)
    paths[7].write_bytes(jsonl(4, label="round 7").replace(b'"seq":3', b'"seq":"3"'))
    with pytest.raises(LogError) as info:
        ledger.import_logs(read_log(p) for p in paths)  # two chunks written before the bad one is read
    assert str(info.value).startswith(f"{paths[7]}:4: $.seq:")
    assert db.count(db.events) == 0
    assert db.count("matches") == 0
    assert ledger.list_matches() == []


def test_duplicates_are_reported_across_chunks_of_a_stream(ledger, db, small_chunks):
    ledger.import_log(table(4))
    order = [0, 1, 2, 3, 1, 4, 5, 0, 6]  # 1 and 0 repeat in later chunks; 4 is stored already
    results = ledger.import_logs(table(i) for i in order)
    assert [r.duplicate for r in results] == [False, False, False, False, True, True, False, True, False]
    assert [r.path for r in results] == [f"table-{i}.jsonl" for i in order]
    assert db.count("matches") == 7
    assert db.count(db.events) == 7 * 5
    assert ledger.check_integrity() == []


def test_a_failure_in_the_last_chunk_rolls_back_the_streamed_chunks_before_it(ledger, db, small_chunks):
    from ledger.errors import StoreError

    bad = table(99)
    db.fail_inserts(f"NEW.originator_id = '{db.id_param(bad.match_id())}'", "disk on fire")
    with pytest.raises(StoreError, match="disk on fire") as info:
        ledger.import_logs(x for x in [*(table(i) for i in range(7)), bad])
    assert "table-99.jsonl" in str(info.value) and "nothing was stored" in str(info.value)
    assert db.count("matches") == 0
    assert db.count(db.events) == 0


# -- the command ---------------------------------------------------------------------


SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs"
ILLEGAL = SAMPLES / "chrono_clash/illegal/attack-summoned-this-turn.jsonl"


def write_round(folder, n: int):
    """``n`` distinct matches (a real sample log, relabelled: table 0, table 1...)."""
    folder.mkdir()
    head, rest = (SAMPLES / "chrono_clash/win-quests.jsonl").read_bytes().split(b"\n", 1)
    header = json.loads(head)
    for i in range(n):
        header["match"] = f"table {i}"
        (folder / f"table-{i:02d}.jsonl").write_bytes(json.dumps(header, separators=(",", ":")).encode()
                                                      + b"\n" + rest)
    return sorted(folder.glob("*.jsonl"))


def test_the_command_streams_a_round_and_keeps_no_log_it_has_stored(tmp_path, small_chunks, monkeypatch):
    import ledger.log

    paths = write_round(tmp_path / "round", 10)
    refs: list[weakref.ref] = []
    alive: list[int] = []

    def watched_read(path, *args):
        gc.collect()
        alive.append(sum(r() is not None for r in refs))
        log = read_log(path, *args)
        refs.append(weakref.ref(log))
        return log

    monkeypatch.setattr(ledger.log, "read_log", watched_read)
    db = tmp_path / "round.db"
    res = CliRunner().invoke(cli, ["import", str(tmp_path / "round"), "--db", str(db)])
    assert res.exit_code == 0, res.output
    assert len(alive) == 10 and max(alive) <= CHUNK + 1, alive
    lines = res.stdout.splitlines()
    assert [ln.split()[1] for ln in lines] == [str(p) for p in paths]
    with Ledger(db) as led:
        assert [m.label for m in led.list_matches()] == [f"table {i}" for i in range(10)]


def test_the_command_stores_nothing_when_a_late_log_is_bad(tmp_path, small_chunks):
    paths = write_round(tmp_path / "round", 8)
    paths[6].write_bytes(paths[6].read_bytes().replace(b'"seq":2,', b'"seq":"2",'))
    db = tmp_path / "round.db"
    res = CliRunner().invoke(cli, ["import", str(tmp_path / "round"), "--db", str(db)])
    assert res.exit_code == 2 and "Traceback" not in res.output
    assert res.stderr.strip().splitlines()[1:] == ["Nothing was stored: 1 file is unusable."]
    assert f"{paths[6]}:3: $.seq:" in res.stderr
    with Ledger(db) as led:  # past the first chunk the ledger was open: it exists, and holds nothing
        assert led.list_matches() == []
    # Within the first chunk nothing is opened at all: no ledger file appears.
    early = tmp_path / "early.db"
    paths[1].write_bytes(paths[1].read_bytes().replace(b'"seq":2,', b'"seq":"2",'))
    res = CliRunner().invoke(cli, ["import", str(tmp_path / "round"), "--db", str(early)])
    assert res.exit_code == 2 and f"{paths[1]}:3: $.seq:" in res.stderr
    assert not early.exists()


def test_the_command_verifies_and_reports_duplicates_in_order_when_streamed(tmp_path, small_chunks):
    paths = write_round(tmp_path / "round", 7)
    illegal = ILLEGAL
    db = tmp_path / "round.db"
    runner = CliRunner()
    assert runner.invoke(cli, ["import", str(paths[2]), "--db", str(db)]).exit_code == 0
    args = [str(p) for p in paths] + [str(illegal), str(paths[0])]
    res = runner.invoke(cli, ["import", "--verify", "--json", *args, "--db", str(db)])
    assert res.exit_code == 1, res.output  # the illegal sample broke a rule
    rows = json.loads(res.stdout)["imported"]  # a round: its rows, then the round's keys as verify gives them
    assert [r["path"] for r in rows] == args
    assert [r["already_imported"] for r in rows] == [False, False, True] + [False] * 5 + [True]
    assert [r["verification"]["clean"] for r in rows] == [True] * 7 + [False, True]
    assert rows[7]["verification"]["violations"][0]["rule"] == "ccs.attack.summoned-this-turn"
    assert rows[8]["match"] == rows[0]["match"]
    text = runner.invoke(cli, ["import", "--verify", str(paths[3]), str(illegal), "--db", str(db)])
    assert text.exit_code == 1
    assert text.stdout.count("already imported") == 2
    assert "ccs.attack.summoned-this-turn" in text.stdout and "Clean: no rule was broken." in text.stdout


# -- the rows: put together from their parts, byte for byte what the mapper writes ------------------


def test_each_stored_state_is_the_mappers_bytes_for_its_event(ledger):
    from datetime import datetime, timezone

    import msgspec

    from ledger.domain import Match, Prepared, RecordedState, chain_hash, stored_rows

    log = table(1, 3)
    odd = [  # what a canonical line may hold inside its strings: quotes, backslashes, any Unicode, escapes
        '{"seq":1,"player":"alice","type":"Passed","note":"a \\"quoted\\" \\\\ back\\\\slash"}',
        '{"seq":2,"player":"bob","type":"Passed","note":"é ü ß — 漢字 \U0001F0A1 \u2028 \\u0001 \\n \\t"}',
        '{"seq":3,"player":"alice","type":"Passed","note":"</script> \' ` $ {} []"}',
    ]
    lines = [ln.encode() for ln in odd]
    p = Prepared(log, log.canonical().split(b"\n")[0].decode(), lines, "0" * 64)
    now = datetime(2026, 11, 26, 12, 7, 3, 123456, tzinfo=timezone.utc)
    rows = list(stored_rows(ledger.app.mapper, p, now, "2026-11-26T12:07:03+00:00"))
    prev = chain_hash("", p.header)
    for seq, (line, (hex_id, version, topic, state)) in enumerate(zip(odd, rows[1:]), 1):
        h = chain_hash(prev, line)
        assert state == msgspec.json.encode(RecordedState(msgspec.json.decode(msgspec.json.encode(now)), seq, line,
                                                          prev, h))
        event = Match.EventRecorded(originator_id=p.match_uuid, originator_version=seq + 1, timestamp=now,
                                    seq=seq, line=line, prev=prev, hash=h)
        stored = ledger.app.mapper.to_stored_event(event)
        assert (hex_id, version, topic, state) == (p.hex, stored.originator_version, stored.topic, stored.state)
        assert ledger.app.mapper.to_domain_event(stored).line == line
        prev = h
