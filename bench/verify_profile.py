"""Verify speed, engine only: events/s of ``core.verify`` over simulated matches, and where the time goes.

    .venv/bin/python bench/verify_profile.py                       # Chrono Clash, 200 matches, 2-4 players
    .venv/bin/python bench/verify_profile.py --game force-of-will --matches 200
    .venv/bin/python bench/verify_profile.py --profile 25          # plus cProfile's top 25 functions

The logs are simulated (seeds 1..N; Chrono Clash seats 2 + seed % 3 players),
encoded and parsed once; only ``core.verify`` over the parsed logs is timed
(set-up, deck checks, every event, finish). Each round times the whole
corpus; the median and the best round are printed (the machine is shared).
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import pstats
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ledger.log import dump_log, parse_log  # noqa: E402
from projections import core  # noqa: E402

PKG = {"chrono-clash": "chrono_clash", "force-of-will": "force_of_will"}


def corpus(game: str, n: int) -> list:
    sp = importlib.import_module(f"projections.{PKG[game]}.selfplay")
    logs = []
    for seed in range(1, n + 1):
        if game == "chrono-clash":
            header, events = sp.simulate(seed, 2 + seed % 3)
        else:
            header, events = sp.simulate(seed)
        logs.append(parse_log(dump_log(header, events), f"sim-{seed}"))
    return logs


def run(logs: list) -> None:
    for log in logs:
        core.verify(log)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="chrono-clash", choices=sorted(PKG))
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--profile", type=int, default=0, metavar="N", help="print cProfile's top N functions")
    args = ap.parse_args()
    t = time.perf_counter()
    logs = corpus(args.game, args.matches)
    events = sum(len(l.events) for l in logs)
    print(f"corpus   {len(logs)} simulated {args.game} matches, {events:,} events "
          f"({time.perf_counter() - t:.1f} s to simulate)")
    run(logs)  # warm up: imports, memos
    rates, cpu_rates = [], []
    for _ in range(args.rounds):
        t, c = time.perf_counter(), time.process_time()
        run(logs)
        rates.append(events / (time.perf_counter() - t))
        cpu_rates.append(events / max(time.process_time() - c, 1e-9))
    print(f"verify   median {statistics.median(rates):,.0f} events/s, best {max(rates):,.0f} "
          f"({args.rounds} rounds: {', '.join(f'{r / 1000:.1f}k' for r in rates)}); target >= 100,000")
    print(f"         CPU time: median {statistics.median(cpu_rates):,.0f} events/s, best {max(cpu_rates):,.0f} "
          f"(the machine may be shared: CPU time leaves out waiting for a core)")
    if args.profile:
        profile(lambda: run(logs), args.profile)


def profile(fn, top: int) -> None:
    """cProfile's ``top`` functions of one call of ``fn``, by own time and by cumulative time."""
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    st = pstats.Stats(prof)
    st.sort_stats("tottime").print_stats(top)
    st.sort_stats("cumulative").print_stats(top)


if __name__ == "__main__":
    main()
