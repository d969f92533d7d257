"""The ledger (ledger/store.py and its backend, index and audit): import, read back, immutability, audit.

Every test that takes ``db`` (or ``ledger``) runs twice, on SQLite and on
PostgreSQL (``ledger_db`` in tests/pg_fixtures.py); the few that take
``db_path`` test what only a ledger *file* has (probing a file that is not
a ledger, a folder, ``:memory:``, the default path).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import uuid

import msgspec
import pytest

from ledger.errors import DuplicateMatchError, IntegrityError, MatchledgerError, StoreError
from ledger.log import parse_log
from ledger.store import Ledger, Match, MatchSummary, chain_hash, default_db_path

HEADER = (
    b'{"version":1,"game":"chrono-clash","players":[{"id":"alice","deck":{"X":1}},'
    b'{"id":"bob","deck":{"X":1}}],"first":"alice"%s}\n'
)


def jsonl(n: int = 5, label: str = "") -> bytes:
    """A small chrono-clash log: a header then ``n`` Passed/CardDrawn events."""
    head = HEADER % (b',"match":"%s"' % label.encode() if label else b"")
    lines = []
    for seq in range(1, n + 1):
        player = "alice" if seq % 2 else "bob"
        if seq % 3 == 0:
            lines.append('{"seq":%d,"player":"%s","type":"CardDrawn","card":"%s.%d"}' % (seq, player, player, seq))
        else:
            lines.append('{"seq":%d,"player":"%s","type":"Passed"}' % (seq, player))
    return head + "".join(line + "\n" for line in lines).encode()


def make_log(n: int = 5, label: str = ""):
    return parse_log(jsonl(n, label), "round-1.jsonl")


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "ledger.db"


@pytest.fixture
def db(ledger_db):
    """The ledger's database, SQLite then PostgreSQL, with raw access behind matchledger's back."""
    return ledger_db


@pytest.fixture
def ledger(db):
    with Ledger(db.target) as led:
        yield led


def raw(db_path) -> sqlite3.Connection:
    """A plain sqlite3 connection: what someone editing the file behind matchledger's back uses."""
    return sqlite3.connect(db_path, isolation_level=None)


def count_rows(db_path, table: str) -> int:
    conn = raw(db_path)
    (n,) = conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()
    conn.close()
    return n


# --- import and read back ----------------------------------------------------


def test_import_returns_match_id_and_load_gives_back_the_same_bytes(ledger, db):
    log = make_log(7, label="Regional R3 table 4")
    match_id = ledger.import_log(log)
    assert match_id == log.match_id()

    back = ledger.load(match_id)
    assert back.canonical() == log.canonical()
    assert back.digest() == log.digest()
    assert back.game == "chrono-clash"
    assert back.header == log.header
    assert back.events == log.events
    assert back.path == f"{ledger.name}#{match_id}"
    assert back.lines == [2, 3, 4, 5, 6, 7, 8]
    assert back.line_of(3) == 4


def test_a_match_without_events_round_trips(ledger):
    log = make_log(0)
    match_id = ledger.import_log(log)
    assert ledger.load(match_id).canonical() == log.canonical()
    assert ledger.list_matches()[0].events == 0
    assert ledger.check_integrity() == []


def test_matches_survive_closing_and_reopening(db):
    log = make_log(4)
    with Ledger(db.target) as led:
        match_id = led.import_log(log)
    with Ledger(db.target) as led:
        assert [m.id for m in led.list_matches()] == [match_id]
        assert led.load(match_id).canonical() == log.canonical()
        assert led.check_integrity() == []


def test_stored_rows_are_eventsourcing_events_of_a_match_aggregate(ledger):
    log = make_log(6)
    match_id = ledger.import_log(log)
    match = ledger.app.repository.get(uuid.UUID(match_id))
    assert isinstance(match, Match)
    assert match.version == 7
    assert match.header.encode() == log.canonical().split(b"\n")[0]
    assert [line.encode() + b"\n" for line in match.lines] == log.canonical().splitlines(keepends=True)[1:]
    assert match.digest == log.digest()
    events = list(ledger.app.events.get(uuid.UUID(match_id)))
    assert isinstance(events[0], Match.Imported)
    assert [type(e) for e in events[1:]] == [Match.EventRecorded] * 6
    assert [e.seq for e in events[1:]] == [1, 2, 3, 4, 5, 6]


def test_each_event_is_chained_to_the_previous_hash(ledger, db):
    log = make_log(3)
    match_id = ledger.import_log(log)
    lines = log.canonical().decode().splitlines()
    header = db.state(match_id, 1)
    assert header["header"] == lines[0]
    assert header["hash"] == chain_hash("", lines[0])
    prev = header["hash"]
    for seq in (1, 2, 3):
        state = db.state(match_id, seq + 1)
        assert state["seq"] == seq
        assert state["line"] == lines[seq]
        assert state["prev"] == prev
        assert state["hash"] == chain_hash(prev, lines[seq])
        prev = state["hash"]


# --- duplicates ------------------------------------------------------------------


def test_importing_the_same_match_twice_is_refused(ledger, db):
    log = make_log(5)
    match_id = ledger.import_log(log)
    with pytest.raises(DuplicateMatchError) as info:
        ledger.import_log(make_log(5))
    assert info.value.match_id == match_id
    assert match_id in str(info.value)
    assert db.count(db.events) == 6
    assert len(ledger.list_matches()) == 1


def test_duplicate_that_slips_past_the_check_is_stopped_by_the_primary_key(ledger, db, monkeypatch):
    log = make_log(5)
    match_id = ledger.import_log(log)
    # The batch's duplicate query misses it (another program storing it at that moment, say).
    backend = type(ledger.backend)
    real = backend.stored_ids
    calls = []

    def racing_check(self, c, hex_ids):
        calls.append(list(hex_ids))
        return set() if len(calls) == 1 else real(self, c, hex_ids)

    monkeypatch.setattr(backend, "stored_ids", racing_check)
    with pytest.raises(DuplicateMatchError) as info:
        ledger.import_log(log)
    assert info.value.match_id == match_id
    assert calls == [[uuid.UUID(match_id).hex]]
    assert db.count(db.events) == 6
    assert db.count("matches") == 1


def test_duplicate_is_detected_from_another_connection(db):
    log = make_log(3)
    with Ledger(db.target) as first, Ledger(db.target) as second:
        first.import_log(log)
        with pytest.raises(DuplicateMatchError):
            second.import_log(log)


# --- listing and resolving ----------------------------------------------------------


def test_list_matches_summarises_each_match_in_import_order(ledger):
    a = ledger.import_log(make_log(3, label="R1 T1"))
    b = ledger.import_log(make_log(5))
    rows = ledger.list_matches()
    assert [r.id for r in rows] == [a, b]
    first = rows[0]
    assert isinstance(first, MatchSummary)
    assert first.game == "chrono-clash"
    assert first.players == ["alice", "bob"]
    assert first.events == 3
    assert first.label == "R1 T1"
    assert first.digest == make_log(3, label="R1 T1").digest()
    assert rows[1].label == ""
    assert rows[1].events == 5
    assert first.imported_at[:2] == "20" and "T" in first.imported_at


def test_list_matches_of_an_empty_ledger_is_empty(ledger):
    assert ledger.list_matches() == []


def test_resolve_accepts_the_full_id_a_prefix_and_the_id_without_dashes(ledger):
    match_id = ledger.import_log(make_log(3))
    assert ledger.resolve(match_id) == match_id
    assert ledger.resolve(match_id[:4]) == match_id
    assert ledger.resolve(match_id[:13].upper()) == match_id
    assert ledger.resolve(match_id.replace("-", "")[:12]) == match_id
    assert ledger.load(match_id[:6]).canonical() == make_log(3).canonical()


def test_resolve_reports_unknown_and_too_short_refs(ledger, db):
    match_id = ledger.import_log(make_log(3))
    other = "0000" if not match_id.startswith("0000") else "ffff"
    with pytest.raises(StoreError, match=rf"no match '{other}' in {re.escape(ledger.name)}"):
        ledger.resolve(other)
    with pytest.raises(StoreError, match="too short"):
        ledger.resolve(match_id[:3])
    with pytest.raises(StoreError, match="no match 'R1%' in"):
        ledger.resolve("R1%")


def test_resolve_reports_an_ambiguous_prefix(ledger):
    by_prefix: dict[str, object] = {}
    for i in range(5000):  # about 300 tries find two ids sharing 4 hex digits
        log = make_log(2, label=f"table {i}")
        prefix = log.match_id()[:4]
        if prefix in by_prefix:
            break
        by_prefix[prefix] = log
    else:
        pytest.fail("no two match ids with a common prefix")
    a = ledger.import_log(by_prefix[prefix])
    b = ledger.import_log(log)
    with pytest.raises(StoreError, match=f"'{prefix}' is ambiguous") as info:
        ledger.resolve(prefix)
    assert a in str(info.value) and b in str(info.value)
    longer = a[: next(i for i in range(4, 36) if a[i] != b[i]) + 1]
    assert ledger.resolve(longer) == a


# --- immutability --------------------------------------------------------------------


def test_the_database_refuses_update_and_delete_of_stored_events(ledger, db):
    match_id = ledger.import_log(make_log(4))
    before = db.state(match_id, 3)
    with pytest.raises(db.error, match="matchledger: stored events are immutable"):
        db.execute("UPDATE {events} SET state = ? WHERE originator_version = 3", b"{}")
    with pytest.raises(db.error, match="matchledger: stored events are immutable"):
        db.execute("DELETE FROM {events} WHERE originator_version = 3")
    with pytest.raises(db.error, match="immutable"):
        db.execute("DELETE FROM {events}")
    if db.kind == "postgres":  # SQLite has no TRUNCATE; PostgreSQL's bypasses row triggers, so it has its own
        with pytest.raises(db.error, match="immutable"):
            db.execute("TRUNCATE {events}")
    assert db.state(match_id, 3) == before
    assert db.count(db.events) == 5
    # Appends keep working.
    ledger.import_log(make_log(6))
    assert db.count(db.events) == 5 + 7
    assert ledger.check_integrity() == []


# --- integrity -----------------------------------------------------------------------


def test_an_intact_ledger_has_no_integrity_problems(ledger):
    a = ledger.import_log(make_log(5))
    ledger.import_log(make_log(9))
    assert ledger.check_integrity() == []
    assert ledger.check_integrity(a[:8]) == []


def test_edited_event_content_is_detected_and_names_the_seq(ledger, db):
    log = make_log(5)
    match_id = ledger.import_log(log)
    untouched = ledger.import_log(make_log(8))
    # seq 2 is {"type":"Passed","seq":2,"player":"bob"}: make it alice's.
    db.set_state(match_id, 3, db.state_bytes(match_id, 3).replace(b'\\"bob\\"', b'\\"alice\\"'))
    assert "alice" in db.state(match_id, 3)["line"]
    problems = ledger.check_integrity(match_id)
    assert len(problems) == 1
    assert match_id in problems[0]
    assert "event seq 2" in problems[0]
    assert "edited" in problems[0]
    assert ledger.check_integrity() == problems
    assert ledger.check_integrity(untouched) == []
    with pytest.raises(IntegrityError, match="event seq 2"):
        ledger.load(match_id)
    assert ledger.load(match_id, check=False).canonical() != log.canonical()


def test_a_consistently_rewritten_event_breaks_the_next_link(ledger, db):
    match_id = ledger.import_log(make_log(5))
    state = db.state(match_id, 3)
    state["line"] = state["line"].replace('"bob"', '"alice"')
    state["hash"] = chain_hash(state["prev"], state["line"])  # the edited row is self-consistent
    db.set_state(match_id, 3, msgspec.json.encode(state))
    problems = ledger.check_integrity()
    assert len(problems) == 1
    assert "event seq 3" in problems[0] and "link to seq 2 is broken" in problems[0]
    assert match_id in problems[0]


def test_a_rewritten_last_event_no_longer_gives_the_match_id(ledger, db):
    match_id = ledger.import_log(make_log(5))
    state = db.state(match_id, 6)
    state["line"] = state["line"].replace('"alice"', '"bob"')
    state["hash"] = chain_hash(state["prev"], state["line"])
    db.set_state(match_id, 6, msgspec.json.encode(state))
    problems = ledger.check_integrity(match_id)
    assert len(problems) == 1
    assert match_id in problems[0] and "no longer hashes to its id" in problems[0]


def test_an_edited_header_is_detected(ledger, db):
    match_id = ledger.import_log(make_log(3))
    db.set_state(match_id, 1, db.state_bytes(match_id, 1).replace(b"alice", b"mallory"))
    problems = ledger.check_integrity()
    assert any(match_id in p and "header" in p and "edited" in p for p in problems)


def test_a_changed_seq_is_detected(ledger, db):
    match_id = ledger.import_log(make_log(5))
    state = db.state(match_id, 4)
    state["seq"] = 7
    db.set_state(match_id, 4, msgspec.json.encode(state))
    problems = ledger.check_integrity()
    assert problems == [f"match {match_id}: event seq 3: its seq was changed to 7"]


def test_a_moved_event_is_detected(ledger, db):
    match_id = ledger.import_log(make_log(5))
    db.tamper("UPDATE {events} SET originator_version = 9 WHERE originator_version = 4")
    problems = ledger.check_integrity(match_id)
    assert any("event seq 3 is missing" in p for p in problems)
    assert any("event seq 8" in p for p in problems)  # the moved row sits at seq 8's place
    assert all(p.startswith(f"match {match_id}: ") for p in problems)


def test_removed_events_are_detected(ledger, db):
    match_id = ledger.import_log(make_log(6))
    db.tamper("DELETE FROM {events} WHERE originator_version = 3")
    assert ledger.check_integrity() == [f"match {match_id}: event seq 2 is missing"]
    db.tamper("DELETE FROM {events} WHERE originator_version IN (6, 7)")
    assert ledger.check_integrity() == [
        f"match {match_id}: event seq 2 is missing",
        f"match {match_id}: events seq 5..6 are missing",
    ]
    with pytest.raises(IntegrityError, match="missing"):
        ledger.load(match_id)


def test_unreadable_stored_bytes_are_reported_not_raised(ledger, db):
    match_id = ledger.import_log(make_log(4))
    db.set_state(match_id, 2, b"\x00\xff")
    problems = ledger.check_integrity()
    assert len(problems) == 1
    assert match_id in problems[0] and "event seq 1" in problems[0] and "can no longer be read" in problems[0]


def test_index_and_events_are_compared(ledger, db):
    match_id = ledger.import_log(make_log(2))
    db.execute("DELETE FROM matches")
    assert ledger.check_integrity() == [f"match {match_id}: has stored events but no row in the match index"]


# --- a failed import leaves nothing behind ----------------------------------------------


def test_an_import_failing_midway_through_the_events_stores_nothing(ledger, db):
    db.fail_inserts("NEW.originator_version = 4", "disk on fire")
    log = make_log(6)
    with pytest.raises(StoreError, match="disk on fire") as info:
        ledger.import_log(log)
    assert "nothing was stored" in str(info.value) and ledger.name in str(info.value)
    assert db.count(db.events) == 0
    assert db.count("matches") == 0
    assert ledger.list_matches() == []
    db.allow_inserts()
    assert ledger.import_log(log) == log.match_id()
    assert ledger.check_integrity() == []


def test_an_import_failing_after_the_events_stores_nothing(ledger, db, monkeypatch):
    database_error = ledger.backend.errors[-1]  # sqlite3.Error, psycopg.Error

    def broken_index(self, cursor, rows):
        raise database_error("database or disk is full")

    monkeypatch.setattr(type(ledger.backend), "insert_index", broken_index)
    with pytest.raises(StoreError, match="disk is full"):
        ledger.import_log(make_log(5))
    assert db.count(db.events) == 0
    assert db.count("matches") == 0
    monkeypatch.undo()
    ledger.import_log(make_log(5))
    assert db.count(db.events) == 6


# --- opening ----------------------------------------------------------------------------


def test_a_file_that_is_not_sqlite_is_refused(tmp_path):
    path = tmp_path / "round-1.jsonl"
    path.write_bytes(jsonl(3) * 20)
    with pytest.raises(StoreError, match="is not a matchledger ledger") as info:
        Ledger(path)
    assert str(path) in str(info.value)
    assert path.read_bytes() == jsonl(3) * 20


def test_another_sqlite_database_is_refused(tmp_path):
    path = tmp_path / "inventory.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE cards (name TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="not a matchledger ledger .*cards"):
        Ledger(path)


def test_a_folder_or_a_missing_folder_is_refused(tmp_path):
    with pytest.raises(StoreError, match="folder"):
        Ledger(tmp_path)
    with pytest.raises(StoreError, match="does not exist"):
        Ledger(tmp_path / "nowhere" / "ledger.db")


def test_a_closed_ledger_refuses_work(db):
    led = Ledger(db.target)
    led.close()
    with pytest.raises(StoreError, match="closed"):
        led.list_matches()
    with pytest.raises(StoreError, match="closed"):
        led.import_log(make_log(1))


def test_an_unknown_persistence_is_refused(db_path):
    with pytest.raises(StoreError, match="unknown persistence 'mongo'"):
        Ledger(db_path, persistence="mongo")


def test_only_ledger_errors_escape(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(os.urandom(4096))
    with pytest.raises(MatchledgerError):
        Ledger(path)


def test_configuration_goes_through_env_not_os_environ(db_path, tmp_path, monkeypatch):
    elsewhere = tmp_path / "elsewhere.db"
    monkeypatch.setenv("SQLITE_DBNAME", str(elsewhere))
    monkeypatch.setenv("PERSISTENCE_MODULE", "eventsourcing.popo")
    before = dict(os.environ)
    with Ledger(db_path) as led:
        led.import_log(make_log(2))
    assert dict(os.environ) == before
    assert not elsewhere.exists()
    assert count_rows(db_path, "stored_events") == 3


def test_an_in_memory_ledger_works():
    with Ledger(":memory:") as led:
        match_id = led.import_log(make_log(3))
        assert led.list_matches()[0].id == match_id
        assert led.load(match_id).canonical() == make_log(3).canonical()
        assert led.check_integrity() == []


def test_default_db_path(monkeypatch):
    monkeypatch.delenv("MATCHLEDGER_DB", raising=False)
    assert default_db_path() == "matchledger.db"
    monkeypatch.setenv("MATCHLEDGER_DB", "/srv/ledgers/regional.db")
    assert default_db_path() == "/srv/ledgers/regional.db"


# --- batches: import_logs ------------------------------------------------------------------


def labelled(n: int, i: int):
    return parse_log(jsonl(n, label=f"table {i}"), f"table-{i}.jsonl")


def test_a_batch_is_stored_in_one_go_with_duplicates_reported(ledger, db):
    first = ledger.import_log(labelled(4, 0))
    # Table 0 is already stored; table 2 comes twice in the batch.
    logs = [labelled(4, 0), labelled(3, 1), labelled(5, 2), labelled(6, 3), labelled(5, 2)]
    results = ledger.import_logs(logs)
    assert [r.path for r in results] == [log.path for log in logs]
    assert [r.match_id for r in results] == [log.match_id() for log in logs]
    assert results[0].match_id == first
    assert [r.duplicate for r in results] == [True, False, False, False, True]
    assert (results[3].events, results[3].game) == (6, "chrono-clash")
    assert [m.id for m in ledger.list_matches()] == [log.match_id() for log in logs[:4]]
    assert [m.label for m in ledger.list_matches()] == ["table 0", "table 1", "table 2", "table 3"]
    assert db.count(db.events) == sum(len(log.events) + 1 for log in logs[:4])
    assert db.count("matches") == 4
    for log in logs:
        assert ledger.load(log.match_id()).canonical() == log.canonical()
    assert ledger.check_integrity() == []
    assert ledger.import_logs([]) == []


def test_a_batch_larger_than_a_chunk_is_still_one_transaction(ledger, db, monkeypatch):
    import ledger.store as store

    monkeypatch.setattr(store, "_CHUNK_MATCHES", 2)
    logs = [labelled(5, i) for i in range(7)]
    assert [r.duplicate for r in ledger.import_logs(logs + [labelled(5, 1)])] == [False] * 7 + [True]
    assert db.count("matches") == 7
    assert ledger.check_integrity() == []
    # A failure in the last chunk rolls back the chunks written before it.
    bad = labelled(5, 99)
    db.fail_inserts(f"NEW.originator_id = '{db.id_param(bad.match_id())}'", "disk on fire")
    batch = [labelled(5, i) for i in range(10, 15)] + [bad]
    with pytest.raises(StoreError, match="disk on fire") as info:
        ledger.import_logs(batch)
    assert "table-99.jsonl" in str(info.value) and bad.match_id() in str(info.value)
    assert "nothing was stored" in str(info.value)
    assert db.count("matches") == 7
    assert db.count(db.events) == 7 * 6


def round_files(folder, n: int) -> list:
    """``n`` 4-event logs ``round-<i>.jsonl`` in ``folder``, labelled ``round <i>``."""
    paths = []
    for i in range(n):
        p = folder / f"round-{i}.jsonl"
        p.write_bytes(jsonl(4, label=f"round {i}"))
        paths.append(p)
    return paths


def test_a_bad_log_in_a_batch_stores_nothing_and_is_named(ledger, db, tmp_path):
    from ledger.errors import LogError
    from ledger.log import read_log

    paths = round_files(tmp_path, 4)
    paths[2].write_bytes(jsonl(4, label="round 2").replace(b'"seq":3', b'"seq":"3"'))

    def read_all():
        for p in paths:
            yield read_log(p)

    with pytest.raises(LogError) as info:
        ledger.import_logs(read_all())
    assert str(info.value).startswith(f"{paths[2]}:4: $.seq:")
    assert db.count(db.events) == 0
    assert ledger.list_matches() == []


def test_a_log_whose_events_are_misnumbered_is_refused_before_writing(ledger, db):
    from ledger.errors import LogError

    good, broken = labelled(3, 1), labelled(4, 2)
    broken.events[2].seq = 7
    with pytest.raises(LogError, match="table-2.jsonl:4: \\$.seq: event number 3 has seq 7"):
        ledger.import_logs([good, broken])
    assert db.count(db.events) == 0
    with pytest.raises(StoreError, match="not a parsed match log"):
        ledger.import_logs([good, "table-3.jsonl"])
    assert db.count("matches") == 0


def test_a_locked_ledger_is_reported_and_nothing_is_stored(db):
    with Ledger(db.target) as led:
        led.import_log(labelled(2, 0))
    with db.hold_write_lock() as env:  # another program is writing; wait at most 1 s
        with Ledger(db.target, env=env) as led:
            with pytest.raises(StoreError, match="another program.*try again") as info:
                led.import_logs([labelled(2, 1), labelled(2, 2)])
            assert "nothing was stored" in str(info.value)
    assert db.count("matches") == 1


def test_the_cli_imports_a_folder_in_one_transaction(tmp_path, db):
    from click.testing import CliRunner

    from cli.main import cli
    from ledger.log import dump_log
    from projections.fftcg import selfplay

    def simulated(seed: int) -> bytes:
        return dump_log(*selfplay.simulate(seed, 2))

    folder = tmp_path / "round"
    folder.mkdir()
    for i in range(5):
        (folder / f"table-{i}.jsonl").write_bytes(simulated(i))
    (folder / "notes.txt").write_text("not a log")
    db = db.target
    runner = CliRunner()
    out = runner.invoke(cli, ["import", str(folder), "--db", db, "--json"])
    assert out.exit_code == 0, out.output
    rows = json.loads(out.stdout)
    assert [r["path"] for r in rows] == [str(folder / f"table-{i}.jsonl") for i in range(5)]
    assert [r["already_imported"] for r in rows] == [False] * 5
    again = runner.invoke(cli, ["import", str(folder / "table-1.jsonl"), str(folder), "--db", db])
    assert again.exit_code == 0
    assert again.stdout.count("already imported") == 6
    # One bad file among them: nothing of the batch is stored, one line names it, one says so.
    (folder / "table-9.jsonl").write_bytes(simulated(9).replace(b'"seq":2,', b'"seq":"2",'))
    (folder / "table-5.jsonl").write_bytes(simulated(5))
    bad = runner.invoke(cli, ["import", str(folder), "--db", db])
    assert bad.exit_code == 2 and "Traceback" not in bad.output
    assert bad.stderr.strip().splitlines()[1:] == ["Nothing was stored: 1 file is unusable."]
    assert f"{folder / 'table-9.jsonl'}:3: $.seq:" in bad.stderr
    with Ledger(db) as led:
        assert len(led.list_matches()) == 5
    empty = tmp_path / "empty"
    empty.mkdir()
    nothing = runner.invoke(cli, ["import", str(empty), "--db", db])
    assert nothing.exit_code == 2 and "no .jsonl match logs" in nothing.stderr


def test_a_ledger_found_without_its_guards_is_refused_until_they_are_restored(db):
    log = make_log(4)
    with Ledger(db.target) as led:
        match_id = led.import_log(log)
    db.unguard()  # someone dropped the triggers (to edit events, say)
    with Ledger(db.target) as led:
        assert led.backend.missing_guards  # not silently re-created: that would erase the evidence
        assert any("guard" in p and "missing" in p for p in led.backend.health())
        with pytest.raises(IntegrityError, match="lost its guard"):
            led.load(match_id)
        assert led.backend.restore_guards()
    with Ledger(db.target) as led:
        assert led.backend.missing_guards == [] and led.backend.health() == []
        assert led.load(match_id).canonical() == log.canonical()
    with pytest.raises(db.error, match="immutable"):
        db.execute("DELETE FROM {events}")
