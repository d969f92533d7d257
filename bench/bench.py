"""matchledger benchmarks: every figure is a ratio to a baseline measured in the same run.

    .venv/bin/python bench/bench.py               # 200 simulated Chrono Clash matches
    .venv/bin/python bench/bench.py --matches 2000

Not part of the test run. Sections:

- import: events/s into a fresh SQLite ledger, against raw ``sqlite3``
  ``executemany`` of the same encoded events in one transaction;
- verify: events/s from the ledger and from log files, against python-chess
  reading random PGN games (only if ``chess`` is installed: the ``bench`` extra);
- seek: the board at the first, middle and last event of a long match;
- bulk: the whole corpus verified on every core, with peak memory;
- start-up: ``matchledger --help`` against ``python -c pass``.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from ledger.log import MatchLog, dump_log, encode_line, parse_log, read_log  # noqa: E402
from ledger.store import Ledger  # noqa: E402
from projections import core  # noqa: E402
from projections.chrono_clash import selfplay  # noqa: E402


def corpus(n: int) -> list[MatchLog]:
    import make_ccs_samples as decks

    pairs = [("alice", decks.RED_BLUE, decks.RED_BLUE_EXTRA), ("bob", decks.GREEN_YELLOW, {})]
    styles = ["aggressive", "balanced", "questing", "passive"]
    logs = []
    for seed in range(1, n + 1):
        header = selfplay.deal(pairs, seed, label=f"bench-{seed}")
        rng = random.Random(seed)
        st = {"alice": rng.choice(styles), "bob": rng.choice(styles)}
        events = selfplay.play(header, st, seed)
        logs.append(parse_log(dump_log(header, events), f"bench-{seed}"))
    return logs


def best(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def bench_import(logs: list[MatchLog], tmp: Path) -> None:
    events = sum(len(l.events) for l in logs)
    lines = [(l.match_id(), ev.seq, encode_line(ev)) for l in logs for ev in l.events]

    def raw():
        db = tmp / f"raw-{time.perf_counter_ns()}.db"
        con = sqlite3.connect(db)
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("CREATE TABLE ev (match TEXT, seq INTEGER, state BLOB, PRIMARY KEY (match, seq))")
        with con:
            con.executemany("INSERT INTO ev VALUES (?, ?, ?)", lines)
        con.close()

    def ours():
        with Ledger(tmp / f"ledger-{time.perf_counter_ns()}.db") as led:
            for l in logs:
                led.import_log(l)

    t_raw, t_ours = best(raw), best(ours)
    print(f"import   {events / t_ours:12,.0f} events/s  raw executemany {events / t_raw:12,.0f} events/s"
          f"  ratio {t_raw / t_ours:.2f} (target >= 0.30)")


def bench_verify(logs: list[MatchLog], tmp: Path) -> None:
    events = sum(len(l.events) for l in logs)
    paths = []
    for l in logs:
        p = tmp / f"{l.path}.jsonl"
        p.write_bytes(l.canonical())
        paths.append(p)
    db = tmp / "verify.db"
    with Ledger(db) as led:
        ids = [led.import_log(l) for l in logs]

    def from_files():
        for p in paths:
            core.verify(read_log(p))

    def from_ledger():
        with Ledger(db) as led:
            for i in ids:
                core.verify(led.load(i))

    def fold_only():
        for l in logs:
            core.verify(l)

    t_files, t_ledger, t_fold = best(from_files), best(from_ledger), best(fold_only)
    line = (f"verify   {events / t_fold:12,.0f} events/s (engine only)  {events / t_files:,.0f} from files  "
            f"{events / t_ledger:,.0f} from the ledger (target >= 100,000 per core)")
    chess_rate = bench_chess()
    if chess_rate:
        line += f"\n         python-chess PGN reading {chess_rate:,.0f} plies/s: ratio {events / t_files / chess_rate:.2f}"
    else:
        line += "\n         (python-chess not installed: pip install -e '.[bench]' for the reference)"
    print(line)


def bench_chess() -> float | None:
    try:
        import chess
        import chess.pgn
    except ImportError:
        return None
    import io

    rng = random.Random(1)
    games = []
    for _ in range(60):
        board = chess.Board()
        game = chess.pgn.Game()
        node = game
        while not board.is_game_over() and board.ply() < 200:
            move = rng.choice(list(board.legal_moves))
            node = node.add_variation(move)
            board.push(move)
        games.append(str(game))
    text = "\n\n".join(games)
    plies = 0

    def read():
        nonlocal plies
        plies = 0
        stream = io.StringIO(text)
        while (g := chess.pgn.read_game(stream)) is not None:
            plies += len(list(g.mainline_moves()))

    t = best(read)
    return plies / t


def bench_seek(tmp: Path) -> None:
    logs = corpus(1)
    log = max(logs, key=lambda l: len(l.events))
    n = len(log.events)
    for where, seq in (("first", 1), ("middle", n // 2), ("last", n)):
        t = best(lambda: core.board_at(log, seq), 5)
        print(f"seek     {where:6} event (seq {seq:>5} of {n}): {t * 1000:7.2f} ms")
    print("         (boards are folded from the start: no snapshots yet; a 20,000-event match is not built yet)")


def _verify_one(path: str) -> int:
    return len(core.verify(read_log(path)).violations)


def bench_bulk(logs: list[MatchLog], tmp: Path) -> None:
    paths = []
    for l in logs:
        p = tmp / f"bulk-{l.path}.jsonl"
        p.write_bytes(l.canonical())
        paths.append(str(p))
    events = sum(len(l.events) for l in logs)
    cores = os.cpu_count() or 1
    t = time.perf_counter()
    with ProcessPoolExecutor(cores) as pool:
        list(pool.map(_verify_one, paths, chunksize=16))
    dt = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"bulk     {events / dt:12,.0f} events/s on {cores} cores; peak memory {peak:.0f} MiB (parent), {child:.0f} MiB (a worker)")


def bench_startup() -> None:
    exe = ROOT / ".venv" / "bin" / "matchledger"

    def run(cmd):
        ts = []
        for _ in range(5):
            t = time.perf_counter()
            subprocess.run(cmd, capture_output=True, check=True)
            ts.append(time.perf_counter() - t)
        return statistics.median(ts)

    base = run([sys.executable, "-c", "pass"])
    ours = run([str(exe), "--help"])
    print(f"start-up matchledger --help {ours * 1000:.0f} ms; python -c pass {base * 1000:.0f} ms; ratio {ours / base:.1f} (target < 150 ms)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=200)
    args = ap.parse_args()
    t = time.perf_counter()
    logs = corpus(args.matches)
    events = sum(len(l.events) for l in logs)
    print(f"corpus   {len(logs)} simulated Chrono Clash matches, {events:,} events ({time.perf_counter() - t:.1f} s to simulate)")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        bench_import(logs, tmp)
        bench_verify(logs, tmp)
        bench_seek(tmp)
        bench_bulk(logs, tmp)
    bench_startup()


if __name__ == "__main__":
    main()
