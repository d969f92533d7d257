"""A stored row's version changed to what no import writes (NULL, text, bytes, a fraction, a number far away,
one below the header): every command reports it in one line or carries on, never an internal error or a hang.

SQLite keeps whatever value a column is given, so a raw edit of the file (or
a flipped bit in a record's type) can leave a version that is not a whole
number; the rows then sort before every number (NULL) or after all of them
(text, bytes). The audit names such a row and the event it no longer holds;
the fingerprint that ``replay`` takes reads a version moved far away without
walking the versions in between.
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
