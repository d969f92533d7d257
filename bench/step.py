"""What a judge stepping through a long match feels: whole `replay --step` commands, from outside.

    .venv/bin/python bench/step.py [--events 20000] [--steps 20]

Writes the 20,000-event FFTCG match of ``bench/longmatch.py`` to a temporary directory, imports it into a
fresh SQLite ledger, and runs, each as a new process (best of 3; peak memory from ``/usr/bin/time``):
``matchledger --help`` (the baseline of the same run); ``replay FILE --at N`` and ``replay ID --at N``;
and ``replay ... --step --at N`` fed ``q`` and then ``steps`` steps back and ``steps`` forward (``p``/``n``):
a step costs the difference divided by the number of steps. Then, in this process (steadier on a
shared machine), one step back and one forward with the board shown, median of 15, at each position.
Prints the tables.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ML = str(Path(sys.executable).parent / "matchledger")


def run(args: list[str], stdin: str = "") -> tuple[float, float]:
    """(seconds, peak MiB) of one command, best of 3 by time."""
    best = (float("inf"), 0.0)
    for _ in range(3):
        t = time.perf_counter()
        p = subprocess.run(["/usr/bin/time", "-f", "%M", ML, *args], input=stdin, capture_output=True, text=True)
        took = time.perf_counter() - t
        if p.returncode not in (0, 1):
            raise SystemExit(f"{args}: exit {p.returncode}: {p.stderr[-500:]}")
        peak = int(p.stderr.strip().splitlines()[-1]) / 1024
        if took < best[0]:
            best = (took, peak)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=20_000)
    ap.add_argument("--steps", type=int, default=20)
    args = ap.parse_args()
    n, k = args.events, args.steps
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "long.jsonl"
        db = str(Path(tmp) / "l.db")
        subprocess.run([sys.executable, str(ROOT / "bench" / "longmatch.py"), "-o", str(log), "--events", str(n)],
                       check=True, capture_output=True)
        out = subprocess.run([ML, "import", "--db", db, str(log)], check=True, capture_output=True, text=True).stdout
        mid = out.split()[0]
        subprocess.run([ML, "replay", mid, "--db", db, "--at", str(n)], check=True, capture_output=True)  # snapshots
        help_s, _ = run(["--help"])
        print(f"matchledger --help: {help_s * 1000:.0f} ms")
        print("| command | position | whole command | x --help | per step | peak memory |")
        print("|---|---|---|---|---|---|")
        for name, target in (("file", str(log)), ("stored", mid)):
            extra = ["--db", db] if name == "stored" else []
            for at in (1, n // 2, n - 1):
                whole, peak = run(["replay", target, "--at", str(at), *extra])
                quit_s, _ = run(["replay", target, "--step", "--at", str(at), *extra], "q\n")
                steps_s, speak = run(["replay", target, "--step", "--at", str(at), *extra], "p\n" * k + "n\n" * k + "q\n")
                per = (steps_s - quit_s) / (2 * k)
                print(f"| replay {name} --at | {at} | {whole * 1000:.0f} ms | {whole / help_s:.1f} | "
                      f"{per * 1000:.1f} ms | {max(peak, speak):.0f} MiB |")
        in_process(log, db, mid, n)


def in_process(log_path: Path, db: str, mid: str, n: int) -> None:
    """Step back and forward in this process: the cost of one keypress, board shown."""
    sys.path.insert(0, str(ROOT))
    from cli.main import _ledger, replay_cursor
    from ledger.log import read_log

    log = read_log(log_path)
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
                print(f"| {name} | {at} | {statistics.median(back) * 1000:.1f} ms | "
                      f"{statistics.median(fwd) * 1000:.1f} ms |")


if __name__ == "__main__":
    main()
