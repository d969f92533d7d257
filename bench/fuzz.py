"""The fuzz run: hostile logs of every game through the CLI, and what became of each.

    .venv/bin/python bench/fuzz.py [--cases 1000] [--seed 1] [--game fftcg] [--keep findings/]

For each game, ``--cases`` logs: real sample logs broken one way (or two),
and a share generated from the schema (see tests/fuzzing.py for the kinds).
Each goes through ``verify`` and one more command (import, replay, show,
diff, export as jsonl, csv or md). Prints, per game and per kind of damage,
how many ended clean, with violations, refused cleanly (one line naming the
file, exit 2), and the findings: crashes (a traceback or "internal
error"), hangs (past the per-log time bound), unsafe output (a raw control
character) and partial writes (a refused log left rows in the ledger). The
figures go in docs/reliability.md. Exit 1 if anything was found.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import fuzzing  # noqa: E402

KINDS = ("clean", "violations", "refused", "crash", "hang", "unsafe", "partial")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=1000, help="hostile logs a game (default 1000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game", choices=sorted(fuzzing.FOLDERS), action="append")
    ap.add_argument("--keep", type=Path, help="save each log that led to a finding in this folder")
    args = ap.parse_args()
    total: Counter = Counter()
    found = []
    print(f"{'game':<14} {'cases':>6} " + " ".join(f"{k:>10}" for k in KINDS) + "  seconds")
    for game in args.game or sorted(fuzzing.FOLDERS):
        started = time.monotonic()
        with tempfile.TemporaryDirectory() as work:
            tally = fuzzing.fuzz(game, args.cases, args.seed, Path(work), keep=args.keep)
        took = time.monotonic() - started
        total.update(tally.counts)
        found += [(game, *f) for f in tally.findings]
        print(f"{game:<14} {args.cases:>6} " + " ".join(f"{tally.counts[k]:>10}" for k in KINDS) + f"  {took:7.0f}")
        for kind, c in sorted(tally.by_mutation.items()):
            print(f"    {kind:<14} " + ", ".join(f"{k} {c[k]}" for k in KINDS if c[k]))
    cases = sum(total.values())
    print(f"{'all':<14} {cases:>6} " + " ".join(f"{total[k]:>10}" for k in KINDS))
    for game, mutation, name, outcome in found:
        print(f"FINDING {game} {mutation} {name}: {outcome.kind} in `{outcome.command}`: {outcome.detail}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
