"""Single-bit flips of a whole ledger file: the audit detects every one that changes data.

A seeded subset of ``bench/bitflip.py`` (800 flips, figures in
docs/reliability.md): every flip is detected by ``audit`` or changed no
data (a dump of every table equals the original's), never changed data
undetected, never an internal error. Then one test per kind of change the
flips found undetected, each made directly as a forger with the file would.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner

import bitflips
from cli.main import cli
from test_tamper import forge


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> dict:
    return bitflips.build_ledger(tmp_path_factory.mktemp("bitflip"))


@pytest.fixture
def db(pristine, tmp_path) -> Path:
    copy = tmp_path / "ledger.db"
    shutil.copyfile(pristine["db"], copy)
    return copy


def test_a_seeded_run_of_single_bit_flips_changes_nothing_undetected(pristine, tmp_path):
    trials = int(os.environ.get("MATCHLEDGER_FLIPS", "0") or 0) or 40
    flips = bitflips.run(pristine, trials, seed=20261126, workdir=tmp_path)
    bad = [f"byte {f.at} bit {f.bit}: {f.outcome}: {f.how}" for f in flips if f.outcome not in ("detected", "unchanged")]
    assert bad == []
    assert len(flips) == trials and any(f.outcome == "detected" for f in flips)


def audited(db: Path, words: str) -> list[dict]:
    """`audit` exits 1 (no internal error) and one problem holds ``words``; returns the problems."""
    res = CliRunner().invoke(cli, ["audit", "--db", str(db), "--json"])
    assert res.exit_code == 1, res.output
    problems = json.loads(res.stdout)["problems"]
    assert [p for p in problems if words in p["message"]], problems
    return problems


def test_events_stored_under_an_id_that_is_no_uuid_are_reported_not_a_crash(pristine, db):
    """A flipped bit made a stored originator id non-hex: the audit was an internal error (ValueError)."""
    hex_id = uuid.UUID(pristine["ids"][2]).hex
    damaged = hex_id[:20] + "\x18" + hex_id[21:]
    forge(db, ("UPDATE stored_events SET originator_id = ? WHERE originator_id = ? AND originator_version = 7",
               [damaged, hex_id]))
    problems = audited(db, f"events are stored under {damaged!r}, which is not a match id")
    assert any(p["match"] == pristine["ids"][2] and "event seq 6 is missing" in p["message"] for p in problems)


def _state(db: Path, match_id: str, version: int) -> dict:
    with sqlite3.connect(db) as con:
        row = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = ?",
                          [uuid.UUID(match_id).hex, version]).fetchone()
    return json.loads(row[0])


def test_an_events_stored_time_is_its_matchs_import_time(pristine, db):
    """Flips in an event's timestamp (outside the hash chain) changed the ledger undetected: 5 of 200."""
    mid = pristine["ids"][1]
    state = _state(db, mid, 4)
    assert state["timestamp"] == _state(db, mid, 1)["timestamp"]
    edited = state["timestamp"][:-3] + ("1" if state["timestamp"][-3] != "1" else "2") + state["timestamp"][-2:]
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 4",
               [json.dumps({**state, "timestamp": edited}, separators=(",", ":")).encode(), uuid.UUID(mid).hex]))
    problems = audited(db, f"event seq 3: its stored time {edited!r} is not the match's import time")
    assert [p["seq"] for p in problems if p["match"] == mid] == [3]
    res = CliRunner().invoke(cli, ["verify", mid, "--db", str(db)])
    assert res.exit_code == 2 and "its stored time" in res.stderr and f"match {mid}" in res.stderr


@pytest.mark.parametrize("edit", ["clean", "violations", "unreadable"])
def test_a_stored_verdict_that_is_not_what_the_events_give_is_reported_and_replaced(pristine, db, edit):
    """Flips in the verdicts table changed what `verify --all` reports, undetected: the illegal match
    listed as clean (the audit never looked at stored verdicts). Since round 20 a stored verdict is sealed
    to its match's rows (verdict format 2): the round no longer believes a changed one, and verifies again."""
    mid = pristine["ids"][1]  # the illegal Chrono Clash match: one violation
    con = sqlite3.connect(db)
    clean, text = con.execute("SELECT clean, violations FROM verdicts WHERE match_id = ?", [mid]).fetchone()
    con.close()
    stored = json.loads(text)
    assert clean == 0 and len(stored["violations"] if isinstance(stored, dict) else stored) == 1
    sql = {"clean": ("UPDATE verdicts SET clean = 1, violations = '[]' WHERE match_id = ?", [mid]),
           "violations": ("UPDATE verdicts SET violations = ? WHERE match_id = ?", [text.replace('"seq":5', '"seq":4'), mid]),
           "unreadable": ("UPDATE verdicts SET violations = ? WHERE match_id = ?", [text[:-3], mid])}[edit]

    def forge() -> None:
        con = sqlite3.connect(db)
        con.execute(*sql)
        con.commit()
        con.close()

    forge()
    problems = audited(db, "is not the verdict its events give (1 violation): replaced")
    assert [p["kind"] for p in problems if p["match"] == mid] == ["verdict"]
    assert CliRunner().invoke(cli, ["audit", "--db", str(db)]).exit_code == 0  # replaced by the right one
    forge()
    rounds = CliRunner().invoke(cli, ["verify", "--all", "--db", str(db), "--json"])
    assert rounds.exit_code == 1, rounds.output  # an unreadable verdict was an internal DecodeError
    (row,) = [r for r in json.loads(rounds.stdout)["matches"] if r["match"] == mid]
    assert row["verdict"] == "violations" and row["violations"] == 1, row


@pytest.mark.parametrize("edit", [lambda t: t.replace("T", "t"), lambda t: "2025" + t[4:], lambda t: "2099" + t[4:],
                                  lambda t: t[:-6]])
def test_a_stored_verdicts_time_that_it_cannot_have_is_reported(pristine, db, edit):
    """Flips in a verdict's checked_at went unseen (seeds 2 and 3 of the 800-flip run): a time the store
    would not write, before the match was imported, or in the future is now reported and replaced."""
    mid = pristine["ids"][0]
    con = sqlite3.connect(db)
    (when,) = con.execute("SELECT checked_at FROM verdicts WHERE match_id = ?", [mid]).fetchone()
    con.execute("UPDATE verdicts SET checked_at = ? WHERE match_id = ?", [edit(when), mid])
    con.commit()
    con.close()
    problems = audited(db, f"match {mid}: its stored verdict: its time {edit(when)!r} is not a time it could have")
    assert [p["kind"] for p in problems] == ["verdict"]
    assert CliRunner().invoke(cli, ["audit", "--db", str(db)]).exit_code == 0


def _ruling_rows(db: Path, match_id: str) -> list[tuple[int, dict]]:
    from ledger.rulings import stream_id

    with sqlite3.connect(db) as con:
        return [(v, json.loads(s)) for v, s in con.execute(
            "SELECT originator_version, state FROM stored_events WHERE originator_id = ? ORDER BY originator_version",
            [stream_id(match_id).hex])]


@pytest.mark.parametrize("field, value, words", [
    ("text", "No penalty.", "R1: its content was edited"),
    ("judge", "R. Lea", "R1: its content was edited"),
    ("prev", "0" * 64, "R1: the link to the ruling before it is broken"),
    ("timestamp", "2026-01-01T09:00:00.000000Z", "R1: its stored time 2026-01-01T09:00:00+00:00 is not when"),
    ("number", 3, "R1: its number was changed to 3"),
])
def test_a_judges_ruling_changed_in_the_file_is_reported(pristine, db, field, value, words):
    """The audit never read the rulings streams: a flip in a ruling's words, judge, link or time went unseen."""
    from ledger.rulings import stream_id

    mid = pristine["ids"][1]
    rows = _ruling_rows(db, mid)
    assert [r[1].get("number") for r in rows] == [None, 1, 2]
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 2",
               [json.dumps({**rows[1][1], field: value}, separators=(",", ":")).encode(), stream_id(mid).hex]))
    problems = audited(db, f"match {mid}: rulings: {words}")
    assert {p["kind"] for p in problems} == {"rulings"} and all(p["match"] == mid for p in problems)


def test_a_ruling_deleted_or_moved_to_another_id_is_reported(pristine, db):
    from ledger.rulings import stream_id

    mid = pristine["ids"][1]
    forge(db, ("UPDATE stored_events SET originator_id = ? WHERE originator_id = ? AND originator_version = 2",
               [uuid.uuid4().hex, stream_id(mid).hex]))
    problems = audited(db, f"match {mid}: rulings: R1 is missing")
    assert any("belongs to no match in the ledger" in p["message"] for p in problems)


def test_a_flipped_bit_in_any_copy_of_a_match_id_is_reported_not_a_crash(pristine, tmp_path):
    """A match id is stored in each event row and in the table's index; a flip making one of them non-hex
    ended audit with an internal ValueError (the index entry was read back through uuid.UUID)."""
    data = Path(pristine["db"]).read_bytes()
    hex_id = uuid.UUID(pristine["ids"][2]).hex.encode()
    places = [i for i in range(len(data)) if data.startswith(hex_id, i)]
    assert len(places) > 10
    for at in places[::max(1, len(places) // 12)]:
        copy = tmp_path / f"flip-{at}.db"
        copy.write_bytes(data[:at + 5] + bytes([data[at + 5] ^ 0x40]) + data[at + 6:])  # '2'..'f' -> not hex
        res = CliRunner().invoke(cli, ["audit", "--db", str(copy)])
        assert res.exit_code == 1 and "internal error" not in res.output + res.stderr, res.output


@pytest.mark.parametrize("edit, words", [
    ("retype", "event seq 2: its stored state is of another storage type than the store writes (text, not blob)"),
    ("topic", "header: its stored bytes were changed (its time or its topic"),
    ("separator", "event seq 2: its stored time"),
])
def test_changes_every_reader_accepts_are_still_reported(pristine, db, edit, words):
    """Flips the readers take in their stride: a state blob turned into text of the same bytes, the header's
    aggregate topic, and 'T' -> 't' in an event's time (which datetime.fromisoformat still reads)."""
    mid, hex_id = pristine["ids"][2], uuid.UUID(pristine["ids"][2]).hex
    header, event = _state(db, mid, 1), _state(db, mid, 3)
    sql = {
        "retype": ("UPDATE stored_events SET state = CAST(state AS TEXT) WHERE originator_id = ? AND "
                   "originator_version = 3", [hex_id]),
        "topic": ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 1",
                  [json.dumps({**header, "originator_topic": "ledger.domain:Matcx"}, separators=(",", ":")).encode(),
                   hex_id]),
        "separator": ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 3",
                      [json.dumps({**event, "timestamp": event["timestamp"].replace("T", "t")},
                                  separators=(",", ":")).encode(), hex_id]),
    }[edit]
    forge(db, sql)
    audited(db, words)


def test_a_ruling_whose_field_name_was_changed_is_reported_not_a_crash(pristine, db):
    """A flip in a ruling's JSON key ('supersedes' -> 'supersEdes') was an internal AttributeError."""
    from ledger.rulings import stream_id

    mid = pristine["ids"][1]
    rows = _ruling_rows(db, mid)
    state = {("supersEdes" if k == "supersedes" else k): v for k, v in rows[2][1].items()}
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 3",
               [json.dumps(state, separators=(",", ":")).encode(), stream_id(mid).hex]))
    audited(db, f"match {mid}: rulings: R2: its stored bytes were changed and can no longer be read")


def test_a_table_definition_changed_in_the_file_is_reported(pristine, db):
    """Flips in sqlite_master that SQLite still reads ('INTEGER' -> 'INTGGER', an index's table name) went
    unseen: the schema is now compared with the one a new ledger gets."""
    con = sqlite3.connect(db)
    con.execute("PRAGMA writable_schema = ON")
    con.execute("UPDATE sqlite_master SET sql = replace(sql, 'originator_version INTEGER', "
                "'originator_version INTGGER') WHERE name = 'stored_events'")
    con.commit()
    con.close()
    audited(db, "the definition of the table 'stored_events' is not the one matchledger creates")


@pytest.mark.parametrize("at", [-1, 3])
def test_a_snapshot_whose_engine_name_changed_is_found(pristine, db, at):
    """A flipped bit in a snapshot's engine name (its fingerprint, or the game's name) made it one of 'another
    engine version', never used and never checked: the data changed and the audit was clean. The binding now
    covers the engine version, so the audit checks every snapshot of this format, and drops this one."""
    con = sqlite3.connect(db)
    rowid, engine = con.execute("SELECT rowid, engine FROM board_snapshots WHERE seq > 0 ORDER BY rowid LIMIT 1").fetchone()
    flipped = engine[:at] + chr(ord(engine[at]) ^ 2) + (engine[at + 1:] if at != -1 else "")
    con.execute("UPDATE board_snapshots SET engine = ? WHERE rowid = ?", [flipped, rowid])
    con.commit()
    con.close()
    audited(db, "its bytes were changed, or it belongs elsewhere")


@pytest.mark.parametrize("table, column", [("verdicts", "violations"), ("board_snapshots", "head"),
                                           ("matches", "label")])
def test_text_that_is_no_longer_utf8_is_reported_and_read_without_a_crash(pristine, db, table, column):
    """A flipped high bit in a character: `verify --all` was an internal OperationalError ('Could not decode
    to UTF-8 column violations'), and a snapshot's head read so was silently skipped."""
    con = sqlite3.connect(db)
    con.text_factory = bytes
    rowid, value = con.execute(f"SELECT rowid, {column} FROM {table} ORDER BY rowid LIMIT 1").fetchone()
    con.execute(f"UPDATE {table} SET {column} = CAST(? AS TEXT) WHERE rowid = ?", [value[:5] + b"\xff" + value[6:], rowid])
    con.commit()
    con.close()
    audited(db, f"1 row of {table} hold text that is not UTF-8")
    for args in (["verify", "--all"], ["list"], ["replay", pristine["ids"][0], "--at", "12"]):
        res = CliRunner().invoke(cli, [*args, "--db", str(db)])
        assert "internal error" not in res.output + res.stderr, (args, res.output + res.stderr)


def test_the_new_checks_hold_on_a_postgresql_ledger_too(pg_url):
    """Rulings, verdicts and event times are checked through the store's interface: a clean PostgreSQL
    ledger audits clean with them, and a changed verdict is found there as on SQLite."""
    ids = []
    for sample in bitflips.SAMPLES[:2]:
        res = CliRunner().invoke(cli, ["import", str(sample), "--db", pg_url, "--json"])
        assert res.exit_code == 0, res.output
        ids.append(json.loads(res.output)[0]["match"])
    for args in (["note", ids[1], "--at", 5, "--judge", "R. Lee", "Warning."], ["verify", "--all"]):
        res = CliRunner().invoke(cli, [*map(str, args), "--db", pg_url])
        assert res.exit_code in (0, 1), res.output
    res = CliRunner().invoke(cli, ["audit", "--db", pg_url])
    assert res.exit_code == 0, res.output
    assert "every match's rulings stream, its chain and its times (1)" in res.output
    assert "every current stored verdict against a new verification (2)" in res.output
    from ledger.store import Ledger

    with Ledger(pg_url) as led:
        engine = led.verdict(ids[1]).engine
        led.store_verdict(ids[1], engine, [], clean=True)  # as if its row were changed: clean, no violation
    problems = [p for p in json.loads(CliRunner().invoke(cli, ["audit", "--db", pg_url, "--json"]).stdout)["problems"]]
    assert [(p["match"], p["kind"]) for p in problems] == [(ids[1], "verdict")], problems
