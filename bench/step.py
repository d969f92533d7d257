"""What a judge looking at a long match feels: whole `replay` commands, from outside, against `--help`.

    .venv/bin/python bench/step.py [--events 20000] [--long 100000] [--steps 20] [--runs 5]

Writes the 20,000-event FFTCG match of ``bench/longmatch.py`` (two 2,283-card decks) and, with ``--long``,
its 100,000-event ``--busy`` match (two 3,822-card decks) to a temporary directory, imports each into a
fresh SQLite ledger and runs its first ``replay ID --at N`` (the full path: loads, audits and verifies the
whole match, stores its snapshots and seals it), and one more once the file is 2 s old (it remembers the
fingerprint of the match's rows while the file stays as it is). Then each command as a new process, best of ``runs``
(peak memory from ``/usr/bin/time``), its ratio to ``matchledger --help`` measured in the same run (best
of ``runs``, before and after the commands): ``replay ID --at SEQ`` (and ``--before``, ``--turn``) of both
stored matches at the first event, the middle, 99 events after a snapshot and the last, and at the middle with
no fingerprint remembered (as after any change to the file: read by a forked process); ``replay FILE --at N``;
and ``replay ... --step --at N`` fed ``q`` and then ``steps`` steps back and ``steps`` forward (``p``/``n``):
a step costs the difference divided by the number of steps. Then, in this process (steadier on a shared
machine), one step back and one forward with the board shown, median of 15, at each position. Prints
the tables and the load average before and after.

Python's bytecode caches are written on the first run (``PYTHONDONTWRITEBYTECODE`` is dropped for the
commands): an installed matchledger starts from its caches, and so does each measured command.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ML = str(Path(sys.executable).parent / "matchledger")
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(args: list[str], stdin: str = "", runs: int = 3, before: Any = None) -> tuple[float, float]:
    """(seconds, peak MiB) of one command, best of ``runs`` by time (``before()`` run, untimed, before each)."""
    best = (float("inf"), 0.0)
    for _ in range(runs):
        if before is not None:
            before()
        t = time.perf_counter()
        p = subprocess.run(["/usr/bin/time", "-f", "%M", ML, *args], input=stdin, capture_output=True, text=True,
                           env=ENV)
        took = time.perf_counter() - t
        if p.returncode not in (0, 1):
            raise SystemExit(f"{args}: exit {p.returncode}: {p.stderr[-500:]}")
        peak = int(p.stderr.strip().splitlines()[-1]) / 1024
        if took < best[0]:
            best = (took, peak)
    return best


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def stored(tmp: str, name: str, events: int, busy: bool) -> tuple[Path, str, str, float]:
    """The match written, imported and replayed once (the full path): (log, ledger, match id, first replay s)."""
    log = Path(tmp) / f"{name}.jsonl"
    db = str(Path(tmp) / f"{name}.db")
    subprocess.run([sys.executable, str(ROOT / "bench" / "longmatch.py"), "-o", str(log), "--events", str(events),
                    *(["--busy"] if busy else [])], check=True, capture_output=True)
    out = subprocess.run([ML, "import", "--db", db, str(log)], check=True, capture_output=True, text=True,
                         env=ENV).stdout
    mid = out.split()[0]
    t = time.perf_counter()
    subprocess.run([ML, "replay", mid, "--db", db, "--at", str(events)], check=True, capture_output=True, env=ENV)
    took = time.perf_counter() - t
    # Once the file is older than the racily-clean bound, a replay remembers the fingerprint it took.
    time.sleep(2.1)
    subprocess.run([ML, "replay", mid, "--db", db, "--at", "1"], check=True, capture_output=True, env=ENV)
    return log, db, mid, took


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=20_000)
    ap.add_argument("--long", type=int, default=100_000, help="events of the long match (0: none)")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    n, k, runs = args.events, args.steps, args.runs
    print(f"load average at the start: {load()} ({os.cpu_count()} cores)")
    with tempfile.TemporaryDirectory() as tmp:
        ENV["MATCHLEDGER_SNAPSHOT_KEY"] = str(Path(tmp) / "key" / "snapshot.key")  # its memos beside it
        memos = Path(tmp) / "key" / "fingerprints"
        matches = [("20k", n, *stored(tmp, "long", n, False))]
        if args.long:
            matches.append(("100k", args.long, *stored(tmp, "long100k", args.long, True)))
        subprocess.run([ML, "--help"], capture_output=True, env=ENV)
        help_s, help_peak = run(["--help"], runs=runs)
        rows = []
        for name, events, log, db, mid, first in matches:
            rows.append((f"`replay ID --at` ({name}), the first one: the full path, sealing", events,
                         first, 0.0))
            for at in (1, events // 2, events - 1, events):
                rows.append((f"`replay ID --at` ({name})", at, *run(["replay", mid, "--db", db, "--at", str(at)],
                                                                  runs=runs)))
            rows.append((f"`replay ID --at` ({name}), the fingerprint read (none remembered)", events // 2,
                         *run(["replay", mid, "--db", db, "--at", str(events // 2)], runs=runs,
                              before=lambda: shutil.rmtree(memos, ignore_errors=True))))
            subprocess.run([ML, "replay", mid, "--db", db, "--at", "1"], check=True, capture_output=True, env=ENV)
            rows.append((f"`replay ID --before` ({name})", events - 1,
                         *run(["replay", mid, "--db", db, "--before", str(events - 1)], runs=runs)))
            turn = events // (52 if name == "100k" else 20)  # a turn near the middle (26 / 10 events a turn)
            rows.append((f"`replay ID --turn {turn:,}` ({name}): the seq it starts after", turn,
                         *run(["replay", mid, "--db", db, "--turn", str(turn)], runs=runs)))
            rows.append((f"`replay ID --at --json --as bob` ({name})", events // 2,
                         *run(["replay", mid, "--db", db, "--at", str(events // 2), "--json", "--as", "bob"],
                              runs=runs)))
        log20 = matches[0][2]
        for at in (1, n // 2, n - 1):
            rows.append(("`replay FILE --at` (20k)", at, *run(["replay", str(log20), "--at", str(at)], runs=runs)))
        again, _ = run(["--help"], runs=runs)
        help_s = min(help_s, again)
        print(f"matchledger --help: {help_s * 1000:.0f} ms, {help_peak:.0f} MiB (best of {2 * runs}); "
              f"load average now {load()}")
        print("| command | seq | whole command | x `--help` | peak memory |")
        print("|---|---|---|---|---|")
        for what, at, took, peak in rows:
            print(f"| {what} | {at:,} | {took * 1000:,.0f} ms | {took / help_s:.1f} | "
                  f"{f'{peak:.0f} MiB' if peak else ''} |")
        print()
        print("| command | position | per step | peak memory |")
        print("|---|---|---|---|")
        _name, _events, log, db, mid, _first = matches[0]
        for name, target in (("file", str(log)), ("stored", mid)):
            extra = ["--db", db] if name == "stored" else []
            for at in (1, n // 2, n - 1):
                quit_s, _ = run(["replay", target, "--step", "--at", str(at), *extra], "q\n")
                steps_s, speak = run(["replay", target, "--step", "--at", str(at), *extra], "p\n" * k + "n\n" * k + "q\n")
                per = (steps_s - quit_s) / (2 * k)
                print(f"| `replay {name} --step` | {at:,} | {per * 1000:.1f} ms | {speak:.0f} MiB |")
        in_process(log, db, mid, n)
    print(f"load average at the end: {load()}")


def in_process(log_path: Path, db: str, mid: str, n: int) -> None:
    """Step back and forward in this process: the cost of one keypress, board shown."""
    sys.path.insert(0, str(ROOT))
    from cli.main import _ledger, replay_cursor
    from ledger.log import read_log

    log = read_log(log_path)
    print()
    print("| in one process | position | step back | step forward |")
    print("|---|---|---|---|")
    with _ledger(db) as led:
        for name, kw in (("file", {}), ("stored", {"led": led})):
            for at in (1, n // 2, n - 1):
                cursor = replay_cursor(log, mid, at, None, **kw)
                cursor.show(None, False)
                back, fwd = [], []
                for _ in range(15):
                    t = time.perf_counter()
                    cursor.go(cursor.seq - 1)
                    cursor.show(None, False)
                    back.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    cursor.go(cursor.seq + 1)
                    cursor.show(None, False)
                    fwd.append(time.perf_counter() - t)
                print(f"| {name} | {at:,} | {statistics.median(back) * 1000:.1f} ms | "
                      f"{statistics.median(fwd) * 1000:.1f} ms |")


if __name__ == "__main__":
    main()
