"""Values of another type in a ledger file: does every command still answer in one line?

    .venv/bin/python bench/valuefuzz.py [--trials 40] [--seed 1] [--events-only]

Builds the fresh SQLite ledger ``bench/bitflip.py`` flips bits of (the
sample matches, rulings, a correction, stored verdicts, board snapshots:
``tests/bitflips.py``), here with a snapshot every 5 events, then, for each
trial, changes one to three values of a copy of the file behind
matchledger's back (the guards
dropped and put back, as a forger would): any table and column (or, with
``--events-only``, the stored events' rows: versions, topics, states, ids),
set to NULL, text, bytes, a fraction, zero, below zero, a number far away,
or one character changed. It then runs ``audit``, ``list``, ``verify
--all``, and ``verify``, ``replay --at``, ``export`` and ``show`` of every
match. A finding is a command that ends in an internal error, a traceback or
an exit code other than 0, 1 and 2 (each printed with the changes that led
to it); a command that runs past ``--timeout`` seconds is one too. Exit 1 if
any. What it found on 2026-11-27 is in docs/reliability.md ("A value of
another type"), each with its test in tests/test_odd_values.py.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import sqlite3
import sys
import tempfile
import traceback
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from click.testing import CliRunner  # noqa: E402

import bitflips  # noqa: E402  (the ledger the bit flips change: sample matches, rulings, a branch, snapshots)
from cli.main import cli  # noqa: E402

VALUES = [None, "", 0, -1, 1, 2**62, 2.5, "x", b"", b"\x00\xff", "\u00e9", "9" * 30, "null", "{}", "[]",
          '{"a":1}', "2026-13-40T99:99:99+00:00", "chrono-clash", "fftcg", "a" * 5000]
TOPICS = [None, "", "ledger.domain:Match.Imported", "ledger.domain:Match.EventRecorded", "ledger.domain:Nope", 5]


def change(db: Path, rng: random.Random, events_only: bool) -> list[tuple]:
    """Change one to three values of ``db`` as a forger would; the changes made."""
    conn = sqlite3.connect(db)
    guards = dict(conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall())
    for name in guards:
        conn.execute(f'DROP TRIGGER "{name}"')
    tables = {t: [r[1] for r in conn.execute(f'PRAGMA table_info("{t}")')]
              for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if events_only:
        tables = {"stored_events": tables["stored_events"]}
    made = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        table = rng.choice(sorted(tables))
        column = rng.choice(tables[table])
        row = conn.execute(f'SELECT rowid, "{column}" FROM "{table}" ORDER BY random() LIMIT 1').fetchone()
        if row is None:
            continue
        rowid, now = row
        value = rng.choice(TOPICS if column == "topic" else VALUES)
        if column == "originator_version" and rng.random() < 0.5:
            value = rng.choice([None, "x3", 3.5, b"\x03", 0, -5, 10**12])
        elif isinstance(now, (str, bytes)) and now and rng.random() < 0.3:  # one character changed
            raw = bytearray(now.encode() if isinstance(now, str) else now)
            raw[rng.randrange(len(raw))] = rng.choice(b'0{}":,\\\x00a9-')
            value = bytes(raw) if isinstance(now, bytes) else bytes(raw).decode(errors="replace")
        try:
            conn.execute(f'UPDATE "{table}" SET "{column}" = ? WHERE rowid = ?', [value, rowid])
            made.append((table, column, repr(value)[:40]))
        except sqlite3.Error:  # a key taken, a NOT NULL column: not this change
            pass
    for sql in guards.values():
        conn.execute(sql)
    conn.commit()
    conn.close()
    return made


class TimedOut(BaseException):  # not an Exception: the command's own error handling must not take it
    pass


def _alarm(signum, frame):  # noqa: ARG001
    raise TimedOut


def trial(db: Path, ids: list[str], made: list[tuple], timeout: int) -> list[str]:
    """The findings of one changed ledger: one line each."""
    found = []
    commands = [["audit", "--json"], ["list"], ["list", "--json"], ["verify", "--all"]]
    for mid in ids:
        commands += [["verify", mid], ["replay", mid, "--at", "3"], ["replay", mid, "--at", "9", "--json"],
                     ["export", mid], ["show", mid]]
    for args in commands:
        signal.alarm(timeout)
        try:
            res = CliRunner().invoke(cli, [*args, "--db", str(db)])
        except TimedOut:
            found.append(f"{made} {args}: still running after {timeout} s")
            continue
        finally:
            signal.alarm(0)
        exc = res.exception
        if exc is not None and not isinstance(exc, SystemExit):
            found.append(f"{made} {args}: {''.join(traceback.format_exception(exc))[-600:]}")
        elif res.exit_code not in (0, 1, 2) or "internal error" in res.output or "Traceback" in res.output:
            found.append(f"{made} {args}: exit {res.exit_code}: {res.output.strip()[-300:]}")
    return found


def run(work: Path, trials: int, seed: int, *, events_only: bool = False, timeout: int = 60) -> list[str]:
    """The findings of ``trials`` changed copies of a fresh ledger built in folder ``work`` (one line each).

    The snapshots' key is expected in ``$MATCHLEDGER_SNAPSHOT_KEY`` (the caller points it into ``work``).
    """
    rng = random.Random(seed)
    built = bitflips.build_ledger(work, snapshot_every=5)
    pristine, ids = Path(built["db"]), built["ids"]
    previous = signal.signal(signal.SIGALRM, _alarm)
    found = []
    try:
        for n in range(trials):
            db = work / f"trial-{n}-{uuid.uuid4().hex[:6]}.db"
            shutil.copy(pristine, db)
            made = change(db, rng, events_only)
            found += [f"trial {n}: {line}" for line in trial(db, ids, made, timeout)]
            db.unlink()
    finally:
        signal.signal(signal.SIGALRM, previous)
    return found


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--events-only", action="store_true", help="change only the stored events' rows")
    ap.add_argument("--timeout", type=int, default=60, help="seconds a command may take")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as work:
        os.environ["MATCHLEDGER_SNAPSHOT_KEY"] = str(Path(work) / "key" / "snapshot.key")
        found = run(Path(work), args.trials, args.seed, events_only=args.events_only, timeout=args.timeout)
    for line in found:
        print(line)
    print(f"{args.trials} trials (seed {args.seed}{', events only' if args.events_only else ''}): "
          f"{len(found)} findings")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
