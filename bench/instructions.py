"""Instructions per event of ``core.verify``: a figure this shared machine's noise cannot move.

    .venv/bin/python bench/instructions.py --game fftcg --matches 20
    .venv/bin/python bench/instructions.py --game fftcg --matches 20 --root /path/to/another/checkout

Runs, under ``valgrind --tool=callgrind`` (Debian's ``valgrind``), a process
that simulates N matches (``selfplay.simulate(seed, 2)``), parses them and
verifies them once, then one that verifies them twice; the difference of the
two instruction counts over the events is the engine's cost per event (the
simulation, parsing and start-up cancel out). ``--root`` measures the code of
another checkout (put first on ``sys.path``) with this one's script, so two
versions compare on the same matches. About 100 s for 20 FFTCG matches.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

#: the games (``projections.core.ENGINES``'s keys; not imported here: the measured process must import the
#: checkout given by ``--root``, not this one)
GAMES = ("chrono-clash", "force-of-will", "fftcg")


def _inner(root: str, game: str, n: int, reps: int) -> None:
    import importlib

    sys.path.insert(0, root)
    from ledger.log import dump_log, parse_log
    from projections import core

    sp = importlib.import_module(f"{core.ENGINES[game]}.selfplay")
    logs = [parse_log(dump_log(*sp.simulate(seed, 2)), f"sim-{seed}") for seed in range(1, n + 1)]
    core.verify(logs[0])  # imports and caches, in both runs
    for _ in range(reps):
        for log in logs:
            core.verify(log)
    print(f"EVENTS {sum(len(log.events) for log in logs)}")


def _count(root: str, game: str, n: int, reps: int) -> tuple[int, int]:
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__,
           "--inner", "--root", root, "--game", game, "--matches", str(n), "--reps", str(reps)]
    # No .pyc written: else the first of the two runs compiles what changed and the second does not, and the
    # difference (the engine's cost) comes out too small.
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(cmd, capture_output=True, text=True, env=env)
    collected = re.search(r"Collected : (\d+)", done.stderr)
    events = re.search(r"EVENTS (\d+)", done.stdout)
    if done.returncode or not collected or not events:
        sys.exit(f"instructions: the measured process failed:\n{done.stderr[-2000:]}")
    return int(collected.group(1)), int(events.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES, default="fftcg")
    ap.add_argument("--matches", type=int, default=20)
    ap.add_argument("--root", default=str(Path(__file__).resolve().parent.parent), help="the checkout to measure")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--reps", type=int, default=1, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.inner:
        _inner(args.root, args.game, args.matches, args.reps)
        return
    if shutil.which("valgrind") is None:
        sys.exit("instructions: valgrind is not installed (apt-get install valgrind)")
    once, events = _count(args.root, args.game, args.matches, 1)
    twice, _ = _count(args.root, args.game, args.matches, 2)
    print(f"{args.root} {args.game}: {(twice - once) // events:,} instructions per event of core.verify "
          f"({args.matches} matches, {events:,} events)")


if __name__ == "__main__":
    main()
