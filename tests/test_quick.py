"""The quick reader of a sealed match (``ledger.quick``) reads what a Ledger reads, or steps aside.

``replay ID --at SEQ`` of a sealed match on an SQLite file reads through a
:class:`~ledger.quick.QuickLedger` (no eventsourcing library) and takes the
fingerprint in a forked process. These tests compare every read with the
Ledger's on real samples, show each irregularity sends the command to the
full path (same output, in the audit's words), and that no child process
outlives a command.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from ledger.chain import IMPORTED_TOPIC, MATCH_TOPIC, RECORDED_TOPIC
from ledger.errors import HeadMismatch, StoreError
from ledger.quick import NotQuick, QuickLedger, quick_path
from ledger.rulings import add_ruling, rulings_of, stream_id
from ledger.store import Ledger
from projections.seek import Seeker
from test_replay_fast import full, imported
from test_replay_fast import run as replay
from test_tamper import forge

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = [ROOT / "sample_logs" / p for p in ("fftcg/win-seven-damage.jsonl", "chrono_clash/four-players.jsonl",
                                              "force_of_will/win-by-life.jsonl")]


def test_the_topics_are_those_the_library_gives():
    from eventsourcing.utils import get_topic

    from ledger.domain import Match
    from ledger.rulings import Rulings
    from ledger import quick

    assert (MATCH_TOPIC, IMPORTED_TOPIC, RECORDED_TOPIC) == (
        get_topic(Match), get_topic(Match.Imported), get_topic(Match.EventRecorded))
    assert (quick._RULINGS_TOPIC, quick._OPENED_TOPIC, quick._RULING_TOPIC) == (
        get_topic(Rulings), get_topic(Rulings.Opened), get_topic(Rulings.RulingRecorded))


def test_the_states_read_are_the_events_the_library_stores():
    """The quick reader's structs name every field of the library's events, no more (a field added to an
    event must be added to its struct, else the quick reader would step aside on every match)."""
    import dataclasses

    from ledger.domain import Match
    from ledger.rulings import Rulings
    from ledger import quick

    def stored(event: type) -> set[str]:
        return {f.name for f in dataclasses.fields(event)} - {"originator_id", "originator_version"}

    from ledger.chain import ImportedState

    for struct, event in ((ImportedState, Match.Imported), (quick._Opened, Rulings.Opened),
                          (quick._RulingRecorded, Rulings.RulingRecorded)):
        # the library's upcasting marker, never written; and a header's ``left_out``, written only for a log that
        # left a header field out (ledger.domain.header_row: no field of the library's event, set on it then)
        named = set(struct.__struct_fields__) - {"class_version", "left_out"}
        assert named == stored(event) | ({"originator_topic"} if "originator_topic" in named else set()), event


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.parent.name)
def test_every_read_is_the_ledgers(tmp_path, path):
    db, (mid,) = imported(tmp_path, path)
    with Ledger(db) as led:
        Seeker(led, every=10).build_snapshots(mid)
        add_ruling(led, mid, events=5, seq=3, judge="R. Lee", text="Pass recorded twice")
        add_ruling(led, mid, events=5, seq=3, judge="A. Chief", text="On appeal", supersedes=1)
        header = led.read_header(mid)
        n = header.events
        events = led.read_events(mid, 0, n, header.hash)
        middle = led.read_events(mid, n // 2, n, events[1][n // 2 - 1])
        fingerprint = led.fingerprint(mid)
        rulings = rulings_of(led, mid)
        heads = led.snapshot_heads(mid, Seeker(led)._setup(mid).codec.version, n)
        boards = [led.snapshot_board(mid, seq) for seq, _ in heads]
    with QuickLedger(db) as quick:
        assert quick.resolve(mid[:8]) == mid
        quick.check_guards()
        got = quick.read_header(mid)
        assert (got.game, got.header, got.events, got.hash, got.digest) == (
            header.game, header.header, header.events, header.hash, header.digest)
        assert quick.read_events(mid, 0, n, header.hash) == events
        assert quick.read_events(mid, n // 2, n, events[1][n // 2 - 1]) == middle
        with pytest.raises(HeadMismatch):
            quick.read_events(mid, n // 2, n, header.hash)
        assert quick.fingerprint(mid) == fingerprint
        assert quick.rulings(mid) == rulings and rulings[0].superseded_by == 2
        assert heads and quick.snapshot_heads(mid, Seeker(quick)._setup(mid).codec.version, n) == heads
        assert [quick.snapshot_board(mid, seq) for seq, _ in heads] == boards


def test_an_unknown_or_malformed_ref_is_refused_in_the_ledgers_words(tmp_path):
    db, mids = imported(tmp_path, *SAMPLES)
    with Ledger(db) as led, QuickLedger(db) as quick:
        for ref in ("ffff0000", "zz", "abc", "0" * 32):
            with pytest.raises(StoreError) as slow:
                led.resolve(ref)
            with pytest.raises(StoreError) as fast:
                quick.resolve(ref)
            assert str(fast.value) == str(slow.value)


def test_only_a_plain_sqlite_file_is_read_quickly(tmp_path, monkeypatch):
    db, _ = imported(tmp_path, SAMPLES[0])
    assert quick_path(db) == db
    assert quick_path("postgresql://localhost/ledger") is None
    assert quick_path(":memory:") is None
    assert quick_path(str(tmp_path / "none.db")) is None
    monkeypatch.setenv("MATCHLEDGER_COMPRESSOR_TOPIC", "eventsourcing.compressor:ZlibCompressor")
    assert quick_path(db) is None
    monkeypatch.delenv("MATCHLEDGER_COMPRESSOR_TOPIC")
    # a path stays SQLite whatever the environment says (docs/postgresql.md, round 38's qa38e-store A): read
    # quickly; a persistence the tool does not know is refused by the full path, never read quickly
    monkeypatch.setenv("MATCHLEDGER_PERSISTENCE", "postgres")
    assert quick_path(db) == db
    monkeypatch.setenv("MATCHLEDGER_PERSISTENCE", "mysql")
    assert quick_path(db) is None


def test_a_missing_guard_or_an_unreadable_row_is_not_read_quickly(tmp_path):
    db, (mid,) = imported(tmp_path, SAMPLES[0])
    hexid = uuid.UUID(mid).hex
    with QuickLedger(db) as quick:
        quick.check_guards()
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 1",
               [b'{"timestamp":"x"}', hexid]))
    with QuickLedger(db) as quick, pytest.raises(NotQuick):
        quick.read_header(mid)
    forge(db, ("SELECT 1", []), keep_guards_dropped=True)
    with QuickLedger(db) as quick, pytest.raises(NotQuick):
        quick.check_guards()


def _seal(db: str, mid: str, at: str = "3") -> None:
    res = replay(mid, "--db", db, "--at", at)
    assert res.exit_code == 0, res.output
    with Ledger(db) as led:
        assert Seeker(led).audited(mid)[0]


@pytest.mark.parametrize("damage", ["undecodable", "unknown field", "out of order", "supersedes none"])
def test_a_damaged_rulings_stream_sends_replay_to_the_full_path(tmp_path, monkeypatch, damage):
    """The seal covers the match's rows, not its rulings: the quick reader steps aside on anything it does not
    read as written, and the command says what the full path says."""
    db, (mid,) = imported(tmp_path, SAMPLES[0])
    with Ledger(db) as led:
        add_ruling(led, mid, events=5, seq=3, judge="R. Lee", text="Pass recorded twice")
    _seal(db, mid)
    sid = stream_id(mid).hex
    with QuickLedger(db) as quick:
        assert [r.text for r in quick.rulings(mid)] == ["Pass recorded twice"]
    state = json.loads(__import__("sqlite3").connect(db).execute(
        "SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 2", [sid]).fetchone()[0])
    if damage == "undecodable":
        sql = ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 2", [b"{", sid])
    elif damage == "unknown field":
        sql = ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 2",
               [json.dumps({**state, "extra": 1}).encode(), sid])
    elif damage == "out of order":
        sql = ("UPDATE stored_events SET originator_version = 3 WHERE originator_id = ? AND originator_version = 2",
               [sid])
    else:
        sql = ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 2",
               [json.dumps({**state, "supersedes": 7}).encode(), sid])
    forge(db, sql)
    with QuickLedger(db) as quick, pytest.raises(NotQuick):
        quick.rulings(mid)
    fast = replay(mid, "--db", db, "--at", "3")
    slow = full(monkeypatch, mid, "--db", db, "--at", "3")
    assert (fast.exit_code, fast.output) == (slow.exit_code, slow.output)


def test_a_ruling_edited_in_place_reads_the_same_both_ways(tmp_path, monkeypatch):
    db, (mid,) = imported(tmp_path, SAMPLES[0])
    with Ledger(db) as led:
        add_ruling(led, mid, events=5, seq=3, judge="R. Lee", text="Pass recorded twice")
    _seal(db, mid)
    sid = stream_id(mid).hex
    forge(db, ("UPDATE stored_events SET state = replace(state, 'twice', 'thrice') WHERE originator_id = ? AND "
               "originator_version = 2", [sid]))
    fast = replay(mid, "--db", db, "--at", "3")
    # Since round 20 a ruling whose hash no longer holds is refused wherever rulings are read: both ways alike.
    assert fast.exit_code == 2 and "thrice" not in fast.output and "R1: its content was edited" in fast.output
    slow = full(monkeypatch, mid, "--db", db, "--at", "3")
    assert (fast.exit_code, fast.output) == (slow.exit_code, slow.output)


def test_a_sealed_replay_imports_no_eventsourcing_and_leaves_no_child(tmp_path):
    """What the quick path is for: one command that reads a sealed match without the library, its fingerprint
    taken by a forked child that is gone when the command ends."""
    db, (mid,) = imported(tmp_path, SAMPLES[0])
    _seal(db, mid)
    probe = ("import os, sys\n"
             "from cli.main import cli\n"
             "try:\n"
             f"    cli(['replay', {mid!r}, '--db', {db!r}, '--at', '3'])\n"
             "except SystemExit as e:\n"
             "    code = e.code\n"
             "left = []\n"
             "try:\n"
             "    left = [os.waitpid(-1, os.WNOHANG)]\n"
             "except ChildProcessError:\n"
             "    pass\n"
             "print('eventsourcing' in sys.modules, left, code, file=sys.stderr)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT)
    assert out.stderr.strip().splitlines()[-1] == "False [] 0", out.stderr
    assert "Board after seq 3" in out.stdout


def test_the_forked_fingerprint_is_the_ledgers_and_is_reaped_on_every_way_out(tmp_path):
    """In a process of its own (a fork is taken only where no other thread runs, which pytest does not promise)."""
    db, (mid,) = imported(tmp_path, SAMPLES[0])
    with Ledger(db) as led:
        want = led.fingerprint(mid)
    probe = ("import os\n"
             "from cli.main import _Forked\n"
             "from ledger.quick import NotQuick\n"
             f"db, mid = {db!r}, {mid!r}\n"
             "forked = _Forked.start(db, mid[:8])\n"
             "got = forked.result(mid)\n"
             "forked.close()\n"
             "_Forked.start(db, mid[:8]).close()  # the command ended before it read the fingerprint\n"
             "try:\n"
             "    _Forked.start(db, 'ffff0000').result(mid)\n"
             "    wrong = 'read'\n"
             "except NotQuick:\n"
             "    wrong = 'refused'\n"
             "try:\n"
             "    left = os.waitpid(-1, os.WNOHANG)\n"
             "except ChildProcessError:\n"
             "    left = None\n"
             "print(got, wrong, left)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT)
    assert out.stdout.split() == [want, "refused", "None"], out.stderr


def test_an_interrupted_wait_for_the_forked_fingerprint_stops_the_child(tmp_path):
    """Ctrl-C while the child still hashes: ``result`` kills and reaps it, it does not wait for it to finish
    (it waited for ever on a child that hung, as the fingerprint once did on a version moved far away)."""
    db, (mid,) = imported(tmp_path, SAMPLES[0])
    probe = ("import os, signal, time\n"
             "import ledger.fingerprint\n"
             "ledger.fingerprint.fingerprint = lambda *a, **k: time.sleep(3600)  # a child that never ends\n"
             "from cli.main import _Forked\n"
             "def stop(*_):\n"
             "    raise KeyboardInterrupt\n"
             "signal.signal(signal.SIGALRM, stop)\n"
             f"forked = _Forked.start({db!r}, {mid[:8]!r})\n"
             "signal.alarm(1)\n"
             "t = time.monotonic()\n"
             "try:\n"
             f"    forked.result({mid!r})\n"
             "except KeyboardInterrupt:\n"
             "    pass\n"
             "try:\n"
             "    left = os.waitpid(-1, os.WNOHANG)\n"
             "except ChildProcessError:\n"
             "    left = None\n"
             "print(time.monotonic() - t < 30, left)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.stdout.split() == ["True", "None"], out.stderr


def test_the_forked_reader_needs_nothing_heavier_than_the_standard_library():
    """The child of ``replay`` is forked once ``ledger.fingerprint`` is imported: the match-log format,
    msgspec and the library must not come with it (they would delay every first replay after a write)."""
    probe = ("import sys\n"
             "import ledger.fingerprint\n"
             "heavy = sorted(m for m in ('msgspec', 'eventsourcing', 'ledger.log', 'click') if m in sys.modules)\n"
             "from ledger import LogError, parse_log\n"  # the package's names still import, when asked for
             "print(heavy, LogError.__module__, parse_log.__module__)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT)
    assert out.stdout.strip() == "[] ledger.errors ledger.log", out.stderr


def _fingerprint_by_definition(db: str, mid: str) -> tuple[str, int]:
    """The fingerprint of match ``mid`` in SQLite file ``db`` as ``Ledger.fingerprint`` defines it, computed here
    row by row (and how many rows it covers)."""
    import hashlib
    import sqlite3

    conn = sqlite3.connect(db)
    conn.text_factory = bytes
    rows = conn.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                        "ORDER BY originator_version", [uuid.UUID(mid).hex]).fetchall()
    conn.close()
    topics, states = hashlib.sha256(), hashlib.sha256()
    for _version, topic, state in rows:
        topics.update((topic or b"") + b"\x01")
        states.update((state or b"") + b"\x01")
    head = f"{len(rows)},{rows[0][0]},{rows[-1][0]}".encode()
    return hashlib.sha256(head + b"\n" + topics.digest() + states.digest()).hexdigest(), len(rows)


@pytest.mark.parametrize("stretch", [1, 3, 10_000])
def test_the_fingerprint_is_the_same_read_in_any_stretches(tmp_path, monkeypatch, stretch):
    """Read a few rows a step (the hashing thread then works beside the reads) or all at once, the
    fingerprint is the one its definition gives, computed here row by row."""
    import hashlib

    from ledger import fingerprint

    db, (mid,) = imported(tmp_path, SAMPLES[1])
    want, rows = _fingerprint_by_definition(db, mid)
    assert rows > 10
    monkeypatch.setattr(fingerprint, "FINGERPRINT_ROWS", stretch)
    assert fingerprint.fingerprint(db, mid) == want
    with Ledger(db) as led:
        assert led.fingerprint(mid) == want
    assert fingerprint.fingerprint(db, str(uuid.UUID(int=1))) == fingerprint.digest_of(
        (0, None, None), hashlib.sha256(), hashlib.sha256())  # no rows: a fingerprint all the same


@pytest.mark.parametrize("topic", ["another topic", None, b"ledger.domain:Match.EventRecorded"])
def test_a_row_of_another_topic_is_hashed_as_it_is_stored(tmp_path, monkeypatch, topic):
    """Most stretches are hashed from a count of the usual topic (the last row's): a row whose topic is another
    text, NULL, or the usual bytes stored as a BLOB is not the usual topic, and its stretch joins its topics as
    stored, as the definition says (the changed row changes the fingerprint, except the BLOB of the same bytes)."""
    import sqlite3

    from ledger import fingerprint

    db, (mid,) = imported(tmp_path, SAMPLES[1])
    before = fingerprint.fingerprint(db, mid)
    conn = sqlite3.connect(db)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f'DROP TRIGGER "{name}"')  # the guards, as a raw edit of the file would
    conn.execute("UPDATE stored_events SET topic = ? WHERE originator_id = ? AND originator_version = 7",
                 [topic, uuid.UUID(mid).hex])
    conn.commit()
    conn.close()
    want, _rows = _fingerprint_by_definition(db, mid)
    assert (want == before) is isinstance(topic, bytes)
    for stretch in (2, 5, 10_000):
        monkeypatch.setattr(fingerprint, "FINGERPRINT_ROWS", stretch)
        assert fingerprint.fingerprint(db, mid) == want


@pytest.mark.parametrize("schema", ["the library's", "no primary key"])
def test_the_fingerprint_reads_rows_in_version_order_whatever_order_they_were_stored_in(tmp_path, monkeypatch,
                                                                                       schema):
    """The rows stored last to first (their rowids the reverse of their versions): the fingerprint is the same,
    read from the primary key's index, or (a table without it) in the ordered subquery."""
    import sqlite3

    from ledger import fingerprint

    db, (mid,) = imported(tmp_path, SAMPLES[1])
    src = sqlite3.connect(db)
    rows = src.execute("SELECT originator_id, originator_version, topic, state FROM stored_events "
                       "WHERE originator_id = ? ORDER BY originator_version DESC", [uuid.UUID(mid).hex]).fetchall()
    src.close()
    moved = str(tmp_path / "reversed.db")
    conn = sqlite3.connect(moved)
    key = ", PRIMARY KEY (originator_id, originator_version)" if schema == "the library's" else ""
    conn.execute(f"CREATE TABLE stored_events (originator_id TEXT, originator_version INTEGER, topic TEXT, "
                 f"state BLOB{key})")
    conn.executemany("INSERT INTO stored_events VALUES (?, ?, ?, ?)", rows)
    conn.commit()
    assert conn.execute("SELECT originator_version FROM stored_events ORDER BY rowid LIMIT 1").fetchone()[0] > 1
    conn.close()
    with Ledger(db) as led:
        want = led.fingerprint(mid)
    for stretch in (2, 1_000):
        monkeypatch.setattr(fingerprint, "FINGERPRINT_ROWS", stretch)
        assert fingerprint.fingerprint(moved, mid) == want


def test_the_forked_reader_finds_only_the_one_match_a_ref_names(tmp_path):
    """``match_named`` answers only where the ledger's ``resolve`` would give that id; else None (and the
    command's own resolve then says why)."""
    from ledger.fingerprint import match_named

    db, mids = imported(tmp_path, *SAMPLES)
    mid = mids[0]
    assert match_named(db, mid) == mid
    assert match_named(db, mid[:8].upper()) == mid
    assert match_named(db, mid.replace("-", "")) == mid
    for ref in ("", "abc", "zz" * 4, "%", "_" * 8, "0" * 33, "ffff0000"):
        assert match_named(db, ref) is None, ref
    common = [m[:n] for n in range(4, 32) for m in mids if sum(o.startswith(m[:n]) for o in mids) > 1]
    for ref in common[:3]:
        assert match_named(db, ref) is None


def test_a_seek_past_missing_snapshots_stores_them_for_the_next_command(tmp_path):
    """A sealed match whose snapshots were dropped (an engine change replaces them all): the first quick replay
    folds from set-up and stores them, the next starts from them."""
    db, (mid,) = imported(tmp_path, SAMPLES[1])
    _seal(db, mid, "1")
    # (the sealing replay may itself store snapshots: since round 38 the quick path also reads the board at the
    # log's end, for the verdict's notes made at a later event; drop them, as an engine change does)
    import sqlite3

    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM board_snapshots WHERE match_id = ?", [mid])
    n = QuickLedger(db).read_header(mid).events
    with QuickLedger(db) as quick:
        version = Seeker(quick)._setup(mid).codec.version
        assert not [s for s, _ in quick.snapshot_heads(mid, version, n) if s > 0]
        Seeker(quick, every=10).board_at(mid, n)
        assert len([s for s, _ in quick.snapshot_heads(mid, version, n, 100) if s > 0]) == n // 10


def test_the_memos_kept_are_bounded(tmp_path, monkeypatch):
    """One memo a ledger file; past the bound the oldest go (a judge's ledgers, a test run's temporary files)."""
    import os
    import time

    from projections import seek

    monkeypatch.setenv("MATCHLEDGER_SNAPSHOT_KEY", str(tmp_path / "key" / "snapshot.key"))
    seek.snapshot_key.cache_clear()
    monkeypatch.setattr(seek, "MEMOS_KEPT", 2)
    monkeypatch.setattr(seek, "RACY_NS", 0)
    try:
        dbs = []
        for k in range(4):
            (tmp_path / f"l{k}").mkdir()
            db, (mid,) = imported(tmp_path / f"l{k}", SAMPLES[0])
            state = seek.file_state(db)
            assert seek.remember(db, state, mid, "f" * 64)
            assert seek.recalled(db, state) == {mid: "f" * 64}
            dbs.append((db, state))
            time.sleep(0.01)
        kept = os.listdir(tmp_path / "key" / "fingerprints")
        assert len(kept) == 2
        assert [seek.recalled(db, state) is not None for db, state in dbs] == [False, False, True, True]
    finally:
        seek.snapshot_key.cache_clear()


@pytest.mark.parametrize("data", [b"", b"x", "é\n{\"seq\":1}".encode(), bytes(range(256)) * 9])
def test_the_link_hash_is_sha256_after_every_earlier_link(data):
    # link_hex copies one empty hash; a copy must never carry an earlier link's bytes into the next
    from ledger.chain import chain_hash, link_hex
    assert link_hex(b"earlier link") == hashlib.sha256(b"earlier link").hexdigest()
    assert link_hex(data) == hashlib.sha256(data).hexdigest()
    assert chain_hash("ab", data.decode("latin-1")) == hashlib.sha256(("ab" + data.decode("latin-1")).encode()).hexdigest()
