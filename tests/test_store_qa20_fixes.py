"""The twentieth outside audit, bad input and the store: a report that could not be written after the store,
a ledger on a read-only medium, a locked ledger, the lock's own words, the lock wait in the docs, a ledger
file cut short, ``list`` of a missing folder, a round with one bad file, and ``--json`` on an error."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs" / "chrono_clash"
CLEAN = SAMPLES / "win-quests.jsonl"  # match 52b27192, 35 events, clean
OTHER = SAMPLES / "balanced-duel.jsonl"
PARENT = "52b27192"


def run(*args: str, **kw):
    return CliRunner().invoke(cli, [str(a) for a in args], **kw)


def ml(*args: str, stdout=subprocess.PIPE, env: dict | None = None, **kw) -> subprocess.CompletedProcess:
    """The command in a process of its own (stdout a full device, a closed pipe, a lock held by another)."""
    return subprocess.run([sys.executable, "-m", "cli.main", *map(str, args)], cwd=ROOT, stdout=stdout,
                          stderr=subprocess.PIPE, text=True, env={**os.environ, **(env or {})}, **kw)


def stored(tmp_path: Path, *logs: Path) -> Path:
    db = tmp_path / "season.db"
    res = run("import", *logs, "--db", db)
    assert res.exit_code == 0, res.output
    return db


def ids(db: Path) -> list[str]:
    res = run("list", "--db", db, "--json")
    assert res.exit_code == 0, res.output
    return [m["id"] for m in json.loads(res.stdout)]


# -- 1. the store succeeded, the report could not be written ------------------------------------------------


def test_an_import_whose_stdout_is_full_says_it_was_stored(tmp_path: Path) -> None:
    db = tmp_path / "f1.db"
    with open("/dev/full", "w") as full:
        res = ml("import", "--db", db, CLEAN, stdout=full)
    assert res.returncode == 2
    assert res.stderr.strip().splitlines() == [
        "Error: stored; could not write the report to stdout: No space left on device"]
    assert [i[:8] for i in ids(db)] == [PARENT]  # it was stored, once


def test_a_note_and_an_amend_whose_stdout_is_full_say_they_were_stored(tmp_path: Path) -> None:
    db = stored(tmp_path, CLEAN)
    with open("/dev/full", "w") as full:
        note = ml("note", PARENT, "--db", db, "--at", "3", "--judge", "R. Lee", "No penalty.", stdout=full)
        amend = ml("amend", PARENT, "--db", db, "--at", "2", "--drop", "--reason", "twice", "--judge", "R. Lee",
                   stdout=full)
    for res in (note, amend):
        assert res.returncode == 2
        assert res.stderr.strip().splitlines() == [
            "Error: stored; could not write the report to stdout: No space left on device"]
    shown = json.loads(run("show", PARENT, "--db", db, "--json").stdout)
    assert [r["text"] for r in shown["rulings"]] == ["No penalty."]  # recorded once
    assert len(ids(db)) == 2  # the match and its branch


def test_a_closed_stdout_pipe_is_no_verdict(tmp_path: Path) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader has gone
    try:
        res = ml("verify", CLEAN, stdout=write)
    finally:
        os.close(write)
    assert res.returncode == 2  # not 1, "violations found", on a clean log
    assert res.stderr == ""  # quiet: nobody is left to read the report


# -- 2. a ledger on a read-only medium ----------------------------------------------------------------------


@pytest.fixture
def read_only_ledger(tmp_path: Path):
    """A ledger with one match on a read-only tmpfs mount (skipped where mounting is not permitted)."""
    mnt = tmp_path / "stick"
    mnt.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "none", str(mnt)],
                                           capture_output=True).returncode != 0:
        pytest.skip("mounting a tmpfs is not permitted here")
    try:
        db = stored(tmp_path, CLEAN)
        shutil.copy(db, mnt / "season.db")
        assert subprocess.run(["mount", "-o", "remount,ro", str(mnt)], capture_output=True).returncode == 0
        yield mnt / "season.db"
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)  # lazily: a connection may stay open


def test_a_ledger_on_a_read_only_medium_is_read(read_only_ledger: Path) -> None:
    db = read_only_ledger
    assert [i[:8] for i in ids(db)] == [PARENT]
    verified = run("verify", "--all", "--db", db, "--json")
    assert verified.exit_code == 0, verified.output
    audit = run("audit", "--db", db)
    assert audit.exit_code == 0, audit.output
    shown = run("show", PARENT, "--db", db)
    assert shown.exit_code == 0, shown.output


def test_a_write_to_a_read_only_medium_is_one_line(read_only_ledger: Path) -> None:
    db = read_only_ledger
    for args in (["import", OTHER], ["note", PARENT, "--at", "1", "--judge", "R. Lee", "text"],
                 ["amend", PARENT, "--at", "2", "--drop", "--reason", "twice", "--judge", "R. Lee"]):
        res = run(*args, "--db", db)
        assert res.exit_code == 2, res.output
        lines = res.stderr.strip().splitlines()
        assert len(lines) == 1 and "read-only" in lines[0], res.stderr
        assert "run it again" not in lines[0]


# -- 3. and 4. a locked ledger ------------------------------------------------------------------------------

HOLD = """
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
if sys.argv[2] == 'excl':
    c.execute('PRAGMA locking_mode=EXCLUSIVE')
c.execute('BEGIN IMMEDIATE' if sys.argv[2] == 'imm' else 'BEGIN EXCLUSIVE')
c.execute('SELECT count(*) FROM sqlite_master').fetchone()
if sys.argv[2] == 'excl':
    c.execute('CREATE TABLE IF NOT EXISTS zz_tmp(x)')
print('locked', flush=True)
sys.stdin.read()
c.execute('ROLLBACK')
"""


class Held:
    def __init__(self, db: Path, how: str):
        self.proc = subprocess.Popen([sys.executable, "-c", HOLD, str(db), how], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout.readline().strip() == "locked"

    def __enter__(self) -> "Held":
        return self

    def __exit__(self, *exc: object) -> None:
        self.proc.stdin.close()
        self.proc.wait(10)


def test_a_ledger_held_exclusively_is_said_locked_and_audit_exits_2(tmp_path: Path) -> None:
    db = stored(tmp_path, CLEAN)
    with Held(db, "excl"):
        listed = run("list", "--db", db)
        audit = run("audit", "--db", db)
    assert listed.exit_code == 2
    assert listed.stderr.strip() == (f"Error: cannot open the ledger {db}: the file is locked by another program; "
                                     "try again")
    assert audit.exit_code == 2  # a lock is no finding
    assert audit.stderr.strip() == listed.stderr.strip()
    assert run("audit", "--db", db).exit_code == 0  # the clean twin: the same file, unlocked


def test_verify_all_under_another_writer_prints_the_verdicts(tmp_path: Path) -> None:
    db = stored(tmp_path, CLEAN, OTHER)
    with Held(db, "imm"):
        res = run("verify", "--all", "--db", db, "--json")
    assert res.exit_code == 0, res.output
    rows = json.loads(res.stdout)
    rows = rows["matches"] if isinstance(rows, dict) else rows
    assert sorted(r["verdict"] for r in rows) == ["clean", "clean"]
    assert "not kept" in res.stderr and len(res.stderr.strip().splitlines()) == 1


def test_the_lock_is_said_in_the_judges_words(tmp_path: Path) -> None:
    from ledger.errors import StoreError
    from ledger.log import read_log
    from ledger.messages import template_of
    from ledger.store import Ledger

    db = stored(tmp_path, CLEAN)
    env = {"MATCHLEDGER_SQLITE_LOCK_TIMEOUT": "1"}
    with Held(db, "imm"):
        with Ledger(str(db), env={"SQLITE_LOCK_TIMEOUT": "1"}) as led, pytest.raises(StoreError) as caught:
            led.import_logs([read_log(str(OTHER))])
        note = ml("note", PARENT, "--db", db, "--at", "1", "--judge", "R. Lee", "text", "--lang", "fr", env=env)
        amend = ml("amend", PARENT, "--db", db, "--at", "2", "--drop", "--reason", "r", "--judge", "R. Lee",
                   env=env)
    template, args = template_of(caught.value.args[0])
    assert template == "could not store {what} in {ledger}: {error}; nothing was stored"  # translatable
    assert note.returncode == 2 and "database is locked" not in note.stderr
    assert "le fichier est verrouillé par un autre programme" in note.stderr
    assert amend.returncode == 2
    assert "could not store the correction of match 52b27192" in amend.stderr
    assert "could not store the matches" not in amend.stderr


# -- 5. one figure for the lock wait ------------------------------------------------------------------------


def test_the_docs_give_one_lock_wait() -> None:
    pg = (ROOT / "docs" / "postgresql.md").read_text()
    rel = (ROOT / "docs" / "reliability.md").read_text()
    from ledger.limits import SQLITE_LOCK_WAIT

    assert "`SQLITE_LOCK_TIMEOUT` (5 s)" not in pg
    assert f"a second waits up to {SQLITE_LOCK_WAIT} s" in pg
    assert f"up to {SQLITE_LOCK_WAIT} s" in rel


# -- 6. a ledger file cut short ------------------------------------------------------------------------------


def test_a_ledger_cut_short_is_named_so(tmp_path: Path) -> None:
    db = stored(tmp_path, *sorted(SAMPLES.glob("*.jsonl")))
    whole = db.stat().st_size
    assert run("audit", "--db", db).exit_code == 0  # the clean twin
    with open(db, "r+b") as fh:
        fh.truncate(whole // 2 // 4096 * 4096)
    cut = db.stat().st_size
    audit = run("audit", "--db", db)
    assert audit.exit_code == 1
    assert f"the file is cut short: {cut:,} of {whole:,} bytes" in audit.stdout
    assert "matchledger copy" in audit.stdout
    listed = run("list", "--db", db)
    assert listed.exit_code == 2
    assert listed.stderr.strip() == (f"Error: cannot open the ledger {db}: the file is cut short: {cut:,} of "
                                     f"{whole:,} bytes; restore it from a copy (a backup, or one made with "
                                     "`matchledger copy`)")


# -- 7. list of a ledger whose folder does not exist --------------------------------------------------------


def test_list_of_a_missing_folder_is_no_ledger(tmp_path: Path) -> None:
    db = tmp_path / "nodir" / "x.db"
    res = run("list", "--db", db)
    assert res.exit_code == 2
    assert res.stderr.strip().startswith(f"Error: no ledger at {db}:")
    assert not (tmp_path / "nodir").exists()
    res = run("list", "--db", tmp_path / "x.db")  # its folder exists: still no ledger (round 37: was an empty list)
    assert res.exit_code == 2 and res.stderr.strip().startswith(f"Error: no ledger at {tmp_path / 'x.db'}:")
    assert not (tmp_path / "x.db").exists()


# -- 8. a round with one bad file ---------------------------------------------------------------------------


def test_a_round_with_one_bad_file_says_nothing_was_stored(tmp_path: Path) -> None:
    folder = tmp_path / "round"
    folder.mkdir()
    shutil.copy(CLEAN, folder / "a.jsonl")
    shutil.copy(OTHER, folder / "b.jsonl")
    (folder / "zz-bad.jsonl").write_text(CLEAN.read_text()[:3000])
    db = tmp_path / "r.db"
    res = run("import", folder, "--db", db)
    assert res.exit_code == 2
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"Error: {folder / 'zz-bad.jsonl'}:")
    assert lines[1] == "Nothing was stored: 1 file is unusable."
    assert not db.exists()
    assert run("import", folder / "a.jsonl", folder / "b.jsonl", "--db", db).exit_code == 0  # the good twin


# -- 9. --json on an error -----------------------------------------------------------------------------------


def test_json_gets_one_object_on_an_error(tmp_path: Path) -> None:
    cut = tmp_path / "cut.jsonl"
    cut.write_text(CLEAN.read_text()[:3000])
    for args in (["verify", cut, "--json"], ["import", cut, "--db", tmp_path / "j.db", "--json"]):
        res = run(*args)
        assert res.exit_code == 2
        data = json.loads(res.stdout)
        assert data["file"] == str(cut) and data["line"] == 7
        assert data["error"] == f"{cut}:7: the line is cut short: the file looks truncated"
        assert res.stderr.strip() == "Error: " + data["error"]
    res = run("audit", "--db", tmp_path / "missing.db", "--json", "--lang", "fr")
    assert res.exit_code == 2
    data = json.loads(res.stdout)
    assert data["error"] == f"no ledger at {tmp_path / 'missing.db'} to audit"
    assert res.stderr.strip() == "Erreur : " + data["message"]
    clean = run("verify", CLEAN, "--json")  # the clean twin: the report, no error object
    assert clean.exit_code == 0 and "error" not in json.loads(clean.stdout)
