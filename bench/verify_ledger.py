"""Verify from the ledger against verify from log files, one game: the ratio of issue #14 (target >= 0.8).

    .venv/bin/python bench/verify_ledger.py --game chrono-clash --matches 400
    .venv/bin/python bench/verify_ledger.py --game force-of-will --matches 200 --rounds 7
    .venv/bin/python bench/verify_ledger.py --game fftcg --profile 25     # plus cProfile of the ledger path

The corpus is ``selfplay.simulate(seed, 2)`` for seeds 1..N (what bench.py
verifies), written once as log files and imported once into a fresh SQLite
ledger. Then, ``--rounds`` times, interleaved so a busy stretch of the shared
machine does not fall on one side only: verify every file (``read_log`` +
``core.verify``) and verify every stored match (``Ledger.load`` with its
hash-chain audit + ``core.verify``, one ledger opened per round). Each side
is this process's CPU time (one core); printed: each round's ratio, the
best of each side and their ratio, the median ratio, and the load average
before and after. ``--load-only`` times ``read_log`` against ``Ledger.load``
without the engine (where the two paths differ).
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ledger.log import dump_log, parse_log, read_log  # noqa: E402
from ledger.store import Ledger  # noqa: E402
from projections import core  # noqa: E402

GAMES = {"chrono-clash": "chrono_clash", "force-of-will": "force_of_will", "fftcg": "fftcg"}
TARGET = 0.80


def corpus(game: str, n: int) -> list[bytes]:
    selfplay = importlib.import_module(f"projections.{GAMES[game]}.selfplay")
    return [dump_log(*selfplay.simulate(seed, 2)) for seed in range(1, n + 1)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="chrono-clash", choices=sorted(GAMES))
    ap.add_argument("--matches", type=int, default=400)
    ap.add_argument("--rounds", type=int, default=5, help="interleaved rounds (best and median of these)")
    ap.add_argument("--load-only", action="store_true", help="time reading only: read_log against Ledger.load")
    ap.add_argument("--profile", type=int, default=0, metavar="N", help="then print cProfile's top N of the ledger's side")
    args = ap.parse_args()

    t = time.perf_counter()
    data = corpus(args.game, args.matches)
    with tempfile.TemporaryDirectory(prefix="verify-ledger-") as tmp:
        paths = []
        for i, d in enumerate(data):
            p = Path(tmp) / f"m{i:05d}.jsonl"
            p.write_bytes(d)
            paths.append(p)
        db = Path(tmp) / "ledger.db"
        logs = [parse_log(d, str(p)) for d, p in zip(data, paths)]
        events = sum(len(log.events) for log in logs)
        with Ledger(db) as led:
            ids = [r.match_id for r in led.import_logs(logs)]
        del logs
        print(f"corpus    {len(ids):,} simulated {args.game} matches, {events:,} events "
              f"({time.perf_counter() - t:.1f} s to simulate and import)")

        def from_files() -> None:
            for p in paths:
                log = read_log(p)
                if not args.load_only:
                    core.verify(log)

        def from_ledger() -> None:
            with Ledger(db) as led:
                for i in ids:
                    log = led.load(i)
                    if not args.load_only:
                        core.verify(log, match=i)

        from_files(), from_ledger()  # warm up: imports, the card pools' caches
        cpu = time.process_time
        files, ledger = [], []
        load0 = os.getloadavg()
        for r in range(args.rounds):
            # Alternate which side goes first, so neither always follows the other.
            for side, fn, out in ((("files", from_files, files), ("ledger", from_ledger, ledger))[::1 - 2 * (r % 2)]):
                c = cpu()
                fn()
                out.append(cpu() - c)
            print(f"round {r + 1}   files {events / files[-1]:9,.0f} events/s   ledger {events / ledger[-1]:9,.0f} "
                  f"events/s   ledger / files {files[-1] / ledger[-1]:.2f}", flush=True)
        load1 = os.getloadavg()
        ratios = [f / g for f, g in zip(files, ledger)]
        best_ratio = min(files) / min(ledger)
        what = "read_log / Ledger.load (no engine)" if args.load_only else "verify from the ledger / from files"
        print(f"best      files {events / min(files):9,.0f} events/s   ledger {events / min(ledger):9,.0f} events/s   "
              f"(one core, CPU time)")
        print(f"{what}: best {best_ratio:.2f}, median {statistics.median(ratios):.2f} "
              f"(of {args.rounds} interleaved rounds; target >= {TARGET:.2f}: "
              f"{'met' if min(best_ratio, statistics.median(ratios)) >= TARGET else 'MISSED'})")
        print(f"load average {load0[0]:.2f} before, {load1[0]:.2f} after")
        if args.profile:
            from verify_profile import profile

            profile(from_ledger, args.profile)


if __name__ == "__main__":
    main()
