"""Single-bit flips of a ledger file: how many does ``matchledger audit`` detect?

    .venv/bin/python bench/bitflip.py [--trials 800] [--seed 1] [--keep flips/]

Builds a fresh SQLite ledger of four sample matches (three games) with
board snapshots, stored verdicts, two rulings and a correction, then, for
each trial, flips one random bit of a copy of the file and runs ``audit``
on it (and ``verify`` and ``replay --at 3`` on one match). Each flip is
detected (the audit exits non-zero: by what), unchanged (the audit is clean
and a dump of every table equals the original's: free space, unused bytes,
a header counter), or changed undetected (a finding: which table and
column). See tests/bitflips.py. The figures go in docs/reliability.md;
``--keep DIR`` saves each ledger that leads to a finding. Exit 1 if any
flip changed data undetected.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import bitflips  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=800)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", type=Path, help="save each ledger whose flip went undetected in this folder")
    args = ap.parse_args()
    print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as work:
        ledger = bitflips.build_ledger(Path(work))
        size = Path(ledger["db"]).stat().st_size
        print(f"ledger: {size:,} bytes ({size // 4096} pages), rows {ledger['counts']}")
        flips = bitflips.run(ledger, args.trials, args.seed, Path(work), keep=args.keep)
    took = time.monotonic() - started
    counts = Counter(f.outcome for f in flips)
    print(f"\n{args.trials} single-bit flips, seed {args.seed}, {took:.0f} s")
    for outcome in ("detected", "unchanged", "undetected", "crash"):
        print(f"  {outcome:<11} {counts[outcome]:>5}")
    print("\ndetected, by the audit's first finding:")
    for how, n in Counter(f.how for f in flips if f.outcome == "detected").most_common():
        print(f"  {how:<24} {n:>5}")
    print("\nno data changed, by where the bit was:")
    for how, n in Counter(f.how for f in flips if f.outcome == "unchanged").most_common():
        print(f"  {how:<58} {n:>5}")
    print("\nverify and replay on one match, by outcome:")
    for (outcome, checks), n in sorted(Counter((f.outcome, f.verify) for f in flips).items()):
        print(f"  {outcome:<11} {checks:<26} {n:>5}")
    bad = [f for f in flips if f.outcome in ("undetected", "crash")]
    if bad:
        print("\nchanged undetected (or a crash), by what changed:")
        for how, n in Counter(f.how for f in bad).most_common():
            print(f"  {how:<40} {n:>5}")
        for f in bad[:30]:
            print(f"  FINDING byte {f.at} bit {f.bit}: {f.outcome}: {f.how} ({f.verify})")
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
