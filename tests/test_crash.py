"""Crashes and rivals: `matchledger import` killed at any moment, and several imports at once, lose nothing.

An import is one transaction. Killed with SIGKILL at moments spread over a
large batch, the last ones inside the final write and commit, the ledger
afterwards holds every match of the batch whole or none of them, its audit
is clean, and importing the batch again completes and stays idempotent.
Ctrl-C (SIGINT) is the same, with one line and exit 130. Several processes
importing different rounds into one ledger, and two importing the same
round, store every match exactly once, and none of them shows "database is
locked" (or, on PostgreSQL, a serialization failure): the test runs on an
SQLite file and on a PostgreSQL ledger.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted(p for p in (ROOT / "sample_logs").rglob("*.jsonl") if "illegal" not in p.parts)
ML = [sys.executable, "-m", "cli.main"]


def make_round(folder: Path, copies: int, tag: str) -> Path:
    """A folder of distinct match logs: every legal sample, relabelled ``copies`` times."""
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(copies):
        for sample in SAMPLES:
            lines = sample.read_bytes().split(b"\n")
            head = json.loads(lines[0])
            head["match"] = f"{tag} table {k} {sample.stem}"
            (folder / f"{tag}-{k:03d}-{sample.stem}.jsonl").write_bytes(
                b"\n".join([json.dumps(head, separators=(",", ":")).encode()] + lines[1:]))
    return folder


def ml(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([*ML, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)


def stored(db: Path) -> int:
    if not db.exists():
        return 0
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT count(*) FROM matches").fetchone()[0]
    except sqlite3.OperationalError:
        return 0
    finally:
        con.close()


def audit_clean(db: Path) -> None:
    if not db.exists() or stored(db) == 0 and not _has_tables(db):
        return
    res = ml("audit", "--db", str(db), "--no-snapshots")
    assert res.returncode == 0, res.stdout + res.stderr


def _has_tables(db: Path) -> bool:
    con = sqlite3.connect(db)
    try:
        return bool(con.execute("SELECT count(*) FROM sqlite_master WHERE name = 'matches'").fetchone()[0])
    finally:
        con.close()


@pytest.fixture(scope="module")
def batch(tmp_path_factory) -> tuple[Path, int, float, float]:
    """A large round (102 matches, 13,332 events), how long importing it takes here, and how long starting."""
    folder = make_round(tmp_path_factory.mktemp("round") / "round-1", copies=6, tag="r1")
    n = len(list(folder.glob("*.jsonl")))
    db = folder.parent / "timing.db"
    started = time.monotonic()
    res = ml("import", str(folder), "--db", str(db))
    took = time.monotonic() - started
    assert res.returncode == 0, res.stderr
    assert stored(db) == n
    started = time.monotonic()
    assert ml("--help").returncode == 0
    startup = time.monotonic() - started  # a signal before this may land before Python handles signals at all
    return folder, n, took, startup


def _interrupt(batch, tmp_path: Path, sig: int, fractions: list[float]) -> list[tuple[float, int, int]]:
    """Import the batch again and again, sending ``sig`` after each fraction of its import time."""
    folder, n, took, startup = batch
    outcomes = []
    for i, frac in enumerate(fractions):
        for attempt in range(4):  # the machine's load varies: an import that finished first is tried sooner
            db = tmp_path / f"ledger-{i}-{attempt}.db"
            proc = subprocess.Popen([*ML, "import", str(folder), "--db", str(db)], cwd=ROOT,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            started = time.monotonic()
            time.sleep(max(took * frac, startup))
            proc.send_signal(sig)
            out, err = proc.communicate(timeout=300)
            if proc.returncode != 0 or attempt == 3:
                break
            took = min(took, time.monotonic() - started) * 0.8
        have = stored(db)
        assert have in (0, n), f"{have} of {n} matches after a kill at {frac:.3f} of the import"
        audit_clean(db)
        if sig == signal.SIGINT and proc.returncode != 0:
            assert proc.returncode == 130, (proc.returncode, err)
            assert err.strip().splitlines()[-1].startswith("Interrupted:") and "Traceback" not in err, err
        outcomes.append((frac, proc.returncode, have))
        again = ml("import", str(folder), "--db", str(db))
        assert again.returncode == 0, again.stderr
        assert stored(db) == n
        twice = ml("import", str(folder), "--db", str(db))
        assert twice.returncode == 0 and twice.stdout.count("already imported") == n
        audit_clean(db)
    print(f"\n{signal.Signals(sig).name} at (fraction of the import, exit code, matches stored):", outcomes)  # -s
    return outcomes


def _fractions(seed: int, k: int) -> list[float]:
    rng = random.Random(seed)
    early = sorted(rng.uniform(0.2, 0.8) for _ in range(k - 5))  # after the interpreter has started
    late = [0.88, 0.93, 0.96, 0.98, 0.995]  # the last moments: the batch's write and its commit
    return early + late


def test_sigkill_at_random_moments_leaves_every_match_whole_or_absent(batch, tmp_path):
    outcomes = _interrupt(batch, tmp_path, signal.SIGKILL, _fractions(16, 14))
    killed = [o for o in outcomes if o[1] == -signal.SIGKILL]
    assert len(killed) >= 10, outcomes


def test_sigint_at_random_moments_is_one_line_exit_130_and_loses_nothing(batch, tmp_path):
    outcomes = _interrupt(batch, tmp_path, signal.SIGINT, _fractions(1125, 10))
    assert sum(1 for o in outcomes if o[1] == 130) >= 5, outcomes  # the others finished first (exit 0)


def test_concurrent_imports_store_every_match_once_and_never_show_a_lock(ledger_db, tmp_path):
    """Five imports at once into one ledger, SQLite file and PostgreSQL alike (``ledger_db`` runs both)."""
    rounds = [make_round(tmp_path / f"round-{r}", copies=2, tag=f"r{r}") for r in range(1, 5)]
    db = ledger_db.target
    first = ml("import", str(SAMPLES[0]), "--db", db)  # the ledger exists before the rivals start
    assert first.returncode == 0, first.stderr
    jobs = [*rounds, rounds[0]]  # two processes import round 1
    procs = [subprocess.Popen([*ML, "import", str(r), "--db", db], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for r in jobs]
    results = [(p, *p.communicate(timeout=600)) for p in procs]
    for p, out, err in results:
        assert p.returncode == 0, err
        shown = (out + err).replace(str(tmp_path), "TMP").lower()  # the folder is named for this test
        for words in ("locked", "serializ", "deadlock", "duplicate key", "concurrent", "traceback", "internal error",
                      "try again"):
            assert words not in shown, (words, out + err)
    distinct = {f.name for r in rounds for f in r.glob("*.jsonl")}
    assert ledger_db.count("matches") == len(distinct) + 1
    dup_lines = sum(out.count("already imported") for _p, out, _e in results)
    assert dup_lines == len(list(rounds[0].glob("*.jsonl")))  # one of the two round-1 imports found them stored
    listed = ml("list", "--db", db, "--json")
    labels = [m["label"] for m in json.loads(listed.stdout)]
    assert len(labels) == len(set(labels)) == len(distinct) + 1  # each match once, none lost
    res = ml("audit", "--db", db, "--no-snapshots")
    assert res.returncode == 0, res.stdout + res.stderr


def test_concurrent_imports_into_a_new_ledger_take_turns(tmp_path):
    """The first imports of a tournament, started at once into a ledger file that does not exist yet: each
    waits its turn to create it (switching a new file to WAL mode, creating the tables) instead of failing
    within a second with 'locked' (it did, about one start in ten)."""
    for attempt in range(4):
        db = str(tmp_path / f"new-{attempt}.db")
        procs = [subprocess.Popen([*ML, "import", str(s), "--db", db], cwd=ROOT, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for s in SAMPLES[:4]]
        for p in procs:
            out, err = p.communicate(timeout=300)
            assert p.returncode == 0, err
        assert len(json.loads(ml("list", "--db", db, "--json").stdout)) == 4


def test_a_writer_holding_the_lock_past_the_bound_gets_a_clear_message(tmp_path):
    db = tmp_path / "held.db"
    assert ml("import", str(SAMPLES[0]), "--db", str(db)).returncode == 0
    con = sqlite3.connect(db, isolation_level=None)
    con.execute("BEGIN IMMEDIATE")  # another program is writing, and does not stop
    try:
        env = dict(os.environ, MATCHLEDGER_SQLITE_LOCK_TIMEOUT="1")
        res = subprocess.run([*ML, "import", str(SAMPLES[1]), "--db", str(db)], cwd=ROOT, capture_output=True,
                             text=True, timeout=120, env=env)
    finally:
        con.execute("ROLLBACK")
        con.close()
    assert res.returncode == 2
    err = res.stderr.strip()
    assert "\n" not in err and "database is locked" not in err
    assert "another program" in err and "nothing was stored" in err
