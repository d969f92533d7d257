"""Bench of ``matchledger verify`` on a whole round: flat memory, and the rate on 2 cores against 1.

    .venv/bin/python bench/verify_round.py                  # 10,000 logs (3 to 6 minutes on 2 cores)
    .venv/bin/python bench/verify_round.py --logs 2000      # quicker

Not part of the test run. A corpus of ``--distinct`` simulated matches per
game (chrono-clash, force-of-will, fftcg) is written once; the round is that
corpus hard-linked over and over into one folder of ``--logs`` files. Each
figure is measured in a fresh process running the real command path
(``cli.verify._verify_round``, CSV to /dev/null):

- memory: the round of 1/10 of the logs, then the whole round, on every
  core; peak resident memory of the parent (VmHWM) and of the largest worker
  (``RUSAGE_CHILDREN``). Flat: whole / tenth below 1.2;
- rate: the same tenth on 1 worker (in-process) and on 2 worker processes,
  interleaved, ``--repeat`` times each; events/s and the 2-core / 1-core
  ratio (target >= 1.8), of the medians and of the best runs;
- the machine's own ceiling, the baseline of that ratio: two independent
  processes, each verifying half of the tenth in-process (no pool, nothing
  shared), started together; their rate against the 1-worker rate is what
  two cores of this machine give to two copies of the same work (shared
  caches, memory bandwidth, a hypervisor's sibling threads), so the pool's
  own overhead is the ratio over the ceiling.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GAMES = ["chrono-clash", "force-of-will", "fftcg"]
TARGET_RATIO = 1.8
TARGET_FLAT = 1.2


def peak_mib() -> float:
    """This process's peak resident memory (VmHWM)."""
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _simulate(job: tuple[str, int, str]) -> None:
    import importlib

    from ledger.log import write_log
    from projections.core import ENGINES

    game, seed, folder = job
    header, events = importlib.import_module(f"{ENGINES[game]}.selfplay").simulate(seed, 2)
    write_log(Path(folder) / f"{game}-{seed}.jsonl", header, events)


def worker(folder: str, workers: int, half: int | None = None, start_at: float | None = None) -> None:
    """Run in a fresh process: verify every log of ``folder`` as the command does; print JSON figures.

    ``half`` (0 or 1) verifies every other log only, in-process, once the wall clock reaches ``start_at``
    (so two such processes start their work together, after their imports).
    """
    import click

    from cli.batch import expand
    from cli.verify import _verify_round
    from projections import core

    refs = list(expand([folder]))
    if half is not None:
        refs = refs[half::2]
        for game in core.ENGINES:  # what the pool's parent does before it forks
            core.engine(game)
        time.sleep(max(0.0, (start_at or 0) - time.time()))
    w0 = time.time()
    t = time.perf_counter()
    c0 = os.times()
    real = sys.stdout
    with open(os.devnull, "w") as sink:
        sys.stdout = sink
        try:
            _verify_round(refs, ":memory:", False, True, False, workers=workers)
        except click.exceptions.Exit:
            pass
        finally:
            sys.stdout = real
    dt = time.perf_counter() - t
    c1 = os.times()
    cpu = (c1.user - c0.user) + (c1.system - c0.system) + (c1.children_user - c0.children_user) \
        + (c1.children_system - c0.children_system)
    print(json.dumps({"files": len(refs), "seconds": dt, "cpu": cpu, "start": w0, "end": w0 + dt,
                      "parent_mib": peak_mib(),
                      "worker_mib": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}))


def run(folder: Path, workers: int) -> dict:
    res = subprocess.run([sys.executable, __file__, "--worker", str(folder), str(workers)],
                         capture_output=True, text=True, check=True)
    return json.loads(res.stdout.strip().splitlines()[-1])


def run_halves(folder: Path) -> dict:
    """Two independent 1-worker processes, each on half of ``folder``, started together: wall span and CPU."""
    start_at = time.time() + 2.0
    procs = [subprocess.Popen([sys.executable, __file__, "--half", str(folder), str(h), repr(start_at)],
                              stdout=subprocess.PIPE, text=True) for h in (0, 1)]
    outs = [json.loads(p.communicate()[0].strip().splitlines()[-1]) for p in procs]
    return {"seconds": max(o["end"] for o in outs) - min(o["start"] for o in outs),
            "cpu": sum(o["cpu"] for o in outs)}


def count_events(folder: Path) -> int:
    n = 0
    for p in folder.iterdir():
        with open(p, "rb") as fh:
            n += sum(1 for _ in fh) - 1
    return n


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--worker":
        worker(sys.argv[2], int(sys.argv[3]))
        return
    if len(sys.argv) == 5 and sys.argv[1] == "--half":
        worker(sys.argv[2], 1, int(sys.argv[3]), float(sys.argv[4]))
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--logs", type=int, default=10_000, help="logs in the round (default 10000)")
    ap.add_argument("--distinct", type=int, default=100, help="distinct simulated matches per game (default 100)")
    ap.add_argument("--repeat", type=int, default=3, help="rate runs of each kind (default 3)")
    args = ap.parse_args()
    print(f"verify-round bench: {os.cpu_count()} cores, Python {sys.version.split()[0]}; "
          f"{time.strftime('%Y-%m-%d %H:%M')}; command: .venv/bin/python bench/verify_round.py "
          f"{' '.join(sys.argv[1:])}".rstrip(), flush=True)
    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        base = tmp / "corpus"
        base.mkdir()
        with ProcessPoolExecutor(os.cpu_count() or 1) as pool:
            list(pool.map(_simulate, [(g, s, str(base)) for g in GAMES for s in range(args.distinct)]))
        corpus = sorted(base.iterdir())
        whole, tenth = tmp / "round", tmp / "tenth"
        whole.mkdir()
        tenth.mkdir()
        for i in range(args.logs):
            src = corpus[i % len(corpus)]
            os.link(src, whole / f"{i:06d}-{src.name}")
            if i < args.logs // 10:
                os.link(src, tenth / f"{i:06d}-{src.name}")
        ev_whole, ev_tenth = count_events(whole), count_events(tenth)
        print(f"corpus: {len(corpus)} distinct matches; round: {args.logs:,} logs, {ev_whole:,} events; "
              f"tenth: {args.logs // 10:,} logs, {ev_tenth:,} events", flush=True)

        cores = os.cpu_count() or 1
        small, big = run(tenth, cores), run(whole, cores)
        for name, r, ev in (("tenth", small, ev_tenth), ("whole", big, ev_whole)):
            print(f"  memory {name}: {r['files']:,} logs on {cores} cores in {r['seconds']:.1f} s "
                  f"({ev / r['seconds']:,.0f} events/s); peak {r['parent_mib']:.0f} MiB parent, "
                  f"{r['worker_mib']:.0f} MiB largest worker", flush=True)
        grew = max(big["parent_mib"] / small["parent_mib"], big["worker_mib"] / small["worker_mib"])
        print(f"  peak memory whole / tenth: {grew:.2f} (target < {TARGET_FLAT}: "
              f"{'met' if grew < TARGET_FLAT else 'MISSED'})", flush=True)

        times: dict = {1: [], 2: [], "halves": []}
        cpus: dict = {1: [], 2: [], "halves": []}
        for _ in range(args.repeat):  # interleaved, so a slow spell of the machine falls on every kind
            for w in (1, 2, "halves"):
                r = run_halves(tenth) if w == "halves" else run(tenth, w)
                times[w].append(r["seconds"])
                cpus[w].append(r["cpu"])
        cpu = {w: statistics.median(v) for w, v in cpus.items()}
        print(f"  CPU time (median): 1 worker {cpu[1]:.1f} s, 2 workers {cpu[2]:.1f} s (events per CPU-second: "
              f"{ev_tenth / cpu[1]:,.0f} and {ev_tenth / cpu[2]:,.0f}; the parallel run's overhead: "
              f"{cpu[2] / cpu[1]:.2f}x)")
        print(f"  load average during the run: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        for name, pick in (("median", statistics.median), ("best", min)):
            r1, r2, rh = (ev_tenth / pick(times[w]) for w in (1, 2, "halves"))
            print(f"  {name} of {args.repeat}: rate 1 core {r1:,.0f} events/s; 2 cores {r2:,.0f} events/s; "
                  f"2-core / 1-core {r2 / r1:.2f} (target >= {TARGET_RATIO}: "
                  f"{'met' if r2 / r1 >= TARGET_RATIO else 'MISSED'}); the machine's ceiling, two independent "
                  f"1-worker processes on half each: {rh / r1:.2f} x 1 core, the pool reaches {r2 / rh:.2f} of it")
        print("  every run, seconds: " + "; ".join(f"{w}: " + " ".join(f"{x:.2f}" for x in v) for w, v in times.items()))


if __name__ == "__main__":
    main()
