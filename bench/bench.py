"""matchledger benchmarks: every figure next to a baseline measured in the same run.

    .venv/bin/python bench/bench.py                   # 2,000 simulated matches per game (5 to 8 minutes)
    .venv/bin/python bench/bench.py --matches 200     # smaller and quicker
    .venv/bin/pip install -e '.[bench]'               # python-chess, for the reference figure
    .venv/bin/python bench/bench.py --only import,import-memory --matches 600   # some sections alone

Not part of the test run (pytest collects tests/ only). Sections:

- corpus: ``--matches`` matches per game (chrono-clash, force-of-will,
  fftcg), each played by the game's ``selfplay.simulate(seed, 2)``;
- import, per game: events/s of ``Ledger.import_logs`` (the whole corpus in
  one transaction) into a fresh SQLite ledger, against raw ``sqlite3``
  ``executemany`` of the same encoded events (match id, seq, line) in one
  transaction; and of the whole command (``matchledger import FOLDER`` in
  this process: reading, set-up, storing; pipelined, and held to one
  process for comparison) against raw ``executemany`` of the very rows the
  ledger stores into a table of the same shape and key; wall time (the
  figure) and CPU time of every process (the command's and its reading
  processes'), medians of ``--runs`` interleaved runs, in a fresh process
  per game;
- import memory: peak memory of ``matchledger import`` of a round of 400
  Force of Will matches and of one of 4,000, each in a fresh process (the
  command's and its largest reading process's);
- verify, per game: events/s of the rules engine alone (parsed logs), from
  log files (read + verify) and from the ledger (load with its hash-chain
  audit + verify), one core, CPU time, best of 5 of each, the three
  interleaved; python-chess reading
  random PGN games as the reference (only if ``chess`` is installed: the
  ``bench`` extra);
- seek: the board at the first, middle and last event of a 20,000-event
  FFTCG match (bench/longmatch.py) through ``projections.seek.Seeker.board_at`` and its
  snapshots, cold (a fresh ``Ledger``: the match's set-up is built, the
  snapshot read and decoded) and warm (the set-up cached; the snapshot
  read and decoded, the events after it folded), best of 15 (cold: of 5);
  the worst position (99 events after a snapshot) and the fold without
  snapshots for comparison;
- bulk: every log file of the corpus verified on every core (a bounded
  queue of chunks), then the same with the corpus 10 times over (hard
  links), each in a fresh process: events/s and peak memory of the parent
  and of the largest worker;
- start-up: ``matchledger --help`` against ``python -c pass`` (median of 10).

``--only import,verify,...`` runs only the sections named (import,
verify, import-memory, seek, bulk, startup); the corpus is simulated for
those that need it.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import itertools
import json
import os
import platform
import random
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any, Callable, Iterable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from ledger.log import MatchLog, dump_log, encode_line, parse_log, read_log  # noqa: E402
from ledger.store import Ledger  # noqa: E402
from projections import core  # noqa: E402
from projections.seek import SNAPSHOT_EVERY, Seeker  # noqa: E402

GAMES = {"chrono-clash": "chrono_clash", "force-of-will": "force_of_will", "fftcg": "fftcg"}
TARGET_IMPORT = 0.30
TARGET_IMPORT_COMMAND = 0.50
TARGET_LEDGER_VERIFY = 0.80
TARGET_VERIFY = 100_000
TARGET_SEEK_MS = 5.0
TARGET_HELP_MS = 150


def best(fn: Callable[[], Any], repeat: int = 3, clock: Callable[[], float] = time.perf_counter) -> float:
    """The fastest of ``repeat`` runs of ``fn`` by ``clock`` (wall time unless told)."""
    times = []
    for _ in range(repeat):
        t = clock()
        fn()
        times.append(clock() - t)
    return min(times)


def out(line: str = "") -> None:
    print(line, flush=True)


# --- corpus --------------------------------------------------------------------------


def _simulate(job: tuple[str, int]) -> bytes:
    game, seed = job
    selfplay = importlib.import_module(f"projections.{GAMES[game]}.selfplay")
    return dump_log(*selfplay.simulate(seed, 2))


def corpus(game: str, n: int, pool: ProcessPoolExecutor) -> list[MatchLog]:
    data = pool.map(_simulate, [(game, seed) for seed in range(1, n + 1)], chunksize=16)
    return [parse_log(d, f"{game}-{seed}") for seed, d in enumerate(data, 1)]


# --- import --------------------------------------------------------------------------


def write_files(logs: list[MatchLog], folder: Path) -> list[Path]:
    """Each log's canonical bytes in ``folder``, one file a match (``<path>.jsonl``)."""
    folder.mkdir()
    paths = []
    for log in logs:
        p = folder / f"{log.path}.jsonl"
        p.write_bytes(log.canonical())
        paths.append(p)
    return paths


def import_command(folder: Path, db: Path, pipelined: bool = True) -> None:
    """``matchledger import FOLDER --db DB``, in this process (reading, set-up and storing; no start-up).

    ``pipelined=False`` holds the command to one process (what it does below ``ledger.ingest.MIN_FILES``
    files): the figure of before, for comparison.
    """
    from cli.main import cli
    from ledger import ingest

    least = ingest.MIN_FILES
    ingest.MIN_FILES = least if pipelined else 1 << 60
    try:
        with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
            cli.main(["import", str(folder), "--db", str(db)], standalone_mode=False)
    finally:
        ingest.MIN_FILES = least


def children_cpu() -> float:
    """CPU time (user + system) of this process's ended and reaped children: a pipelined import's readers."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def bench_import(game: str, logs: list[MatchLog], tmp: Path, runs: int = 5) -> None:
    events = sum(len(log.events) for log in logs)
    lines = [(log.match_id(), ev.seq, encode_line(ev)) for log in logs for ev in log.events]
    folder = tmp / f"import-{game}"
    write_files(logs, folder)
    with Ledger(tmp / "rows.db") as led:  # the very rows the ledger stores, to insert them raw
        led.import_logs(logs)
    con = sqlite3.connect(tmp / "rows.db")
    rows = con.execute("SELECT originator_id, originator_version, topic, state FROM stored_events "
                       "ORDER BY rowid").fetchall()
    con.close()
    row_bytes = sum(len(r[0]) + 8 + len(r[2]) + len(r[3]) for r in rows) / len(rows)
    payload_bytes = sum(len(m) + 8 + len(line) for m, _seq, line in lines) / len(lines)

    def raw_insert(table: str, data: list[tuple]) -> None:
        con = sqlite3.connect(tmp / f"raw-{time.perf_counter_ns()}.db")
        con.execute("PRAGMA journal_mode=WAL")
        con.execute(table)
        with con:
            con.executemany(f"INSERT INTO ev VALUES ({', '.join('?' * len(data[0]))})", data)
        con.close()

    def raw() -> None:
        raw_insert("CREATE TABLE ev (match TEXT, seq INTEGER, state BLOB, PRIMARY KEY (match, seq))", lines)

    def raw_same() -> None:  # the shape of eventsourcing's table: rowid (notification id) and the primary key
        raw_insert("CREATE TABLE ev (originator_id TEXT, originator_version INTEGER, topic TEXT, state BLOB, "
                   "PRIMARY KEY (originator_id, originator_version))", rows)

    def ours() -> None:
        with Ledger(tmp / f"ledger-{time.perf_counter_ns()}.db") as led:
            led.import_logs(logs)

    def command() -> None:
        import_command(folder, tmp / f"command-{time.perf_counter_ns()}.db")

    def serial() -> None:
        import_command(folder, tmp / f"serial-{time.perf_counter_ns()}.db", pipelined=False)

    # Wall time (with the commit's fsync) and CPU time (this process's, plus its reading processes'),
    # ``runs`` rounds of the five interleaved; the medians are the figures.
    loads = [load()]
    wall: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    own: dict[str, list[float]] = {}  # the measuring process's CPU time alone (the command's writer)
    for _ in range(runs):
        for name, fn in (("raw", raw), ("raw_same", raw_same), ("ours", ours), ("command", command),
                         ("serial", serial)):
            w, c, k = time.perf_counter(), time.process_time(), children_cpu()
            fn()
            w, c, k = time.perf_counter() - w, time.process_time() - c, children_cpu() - k
            wall.setdefault(name, []).append(w)
            cpu.setdefault(name, []).append(c + k)
            own.setdefault(name, []).append(c)
        for f in tmp.glob("*-[0-9]*.db*"):
            f.unlink()
    loads.append(load())
    wall_m = {k: statistics.median(v) for k, v in wall.items()}
    cpu_m = {k: statistics.median(v) for k, v in cpu.items()}
    own_m = {k: statistics.median(v) for k, v in own.items()}
    ratio = wall_m["raw"] / wall_m["ours"]
    out(f"  import    medians of {runs} interleaved runs, load average {loads[0]} before, {loads[1]} after")
    out(f"            Ledger.import_logs {events / wall_m['ours']:10,.0f} events/s   raw executemany "
        f"{events / wall_m['raw']:10,.0f} events/s ({payload_bytes:.0f}-byte rows: id, seq, line)   "
        f"ratio {ratio:.2f} (CPU time {cpu_m['raw'] / cpu_m['ours']:.2f}; target >= {TARGET_IMPORT:.2f}: "
        f"{'met' if ratio >= TARGET_IMPORT else 'MISSED'})")
    out(f"            raw executemany of the same stored rows ({row_bytes:.0f} bytes, the events table's shape) "
        f"{events / wall_m['raw_same']:10,.0f} events/s (CPU {events / cpu_m['raw_same']:,.0f} events/s)")
    for name, what in (("command", "whole command, pipelined (`matchledger import FOLDER`: read, set up, store)"),
                       ("serial", "whole command in one process (as below MIN_FILES files)")):
        whole = wall_m["raw_same"] / wall_m[name]
        target = (f"; target >= {TARGET_IMPORT_COMMAND:.2f}: {'met' if whole >= TARGET_IMPORT_COMMAND else 'MISSED'}"
                  if name == "command" else "")
        out(f"            {what}: {events / wall_m[name]:,.0f} events/s, CPU time (all processes) "
            f"{cpu_m[name]:.2f} s (the writing process {own_m[name]:.2f} s, its readers "
            f"{cpu_m[name] - own_m[name]:.2f} s) for {wall_m[name]:.2f} s wall")
        out(f"              / raw of the same rows: wall {whole:.2f}{target} (CPU time {cpu_m['raw_same'] / cpu_m[name]:.2f})"
            f"; / raw of the id, seq, line rows: wall {wall_m['raw'] / wall_m[name]:.2f} "
            f"(CPU time {cpu_m['raw'] / cpu_m[name]:.2f}); runs, wall / raw of the same rows: "
            f"{', '.join(f'{r / w:.2f}' for r, w in zip(wall['raw_same'], wall[name]))}")
    out(f"            raw of the same rows, CPU / the pipelined writer's CPU: {cpu_m['raw_same'] / own_m['command']:.2f} "
        f"(the wall ratio's ceiling: the writer alone on a core, its readers keeping up on others)")


def bench_import_fresh(game: str, logs: list[MatchLog], tmp: Path, runs: int = 5) -> None:
    """:func:`bench_import` in a fresh process: in this one, after the other games, its raw baseline of the
    stored rows ran up to 2.7 times slower than alone (not understood yet), which flattered the ratios."""
    folder = tmp / f"import-src-{game}"
    write_files(logs, folder)
    work = tmp / f"import-work-{game}"
    work.mkdir()
    res = subprocess.run([sys.executable, __file__, "--import-bench", game, str(folder), str(work), str(runs)],
                         capture_output=True, text=True, check=True)
    print(res.stdout, end="", flush=True)
    shutil.rmtree(folder)
    shutil.rmtree(work)


def _import_bench_worker(game: str, folder: str, work: str, runs: str) -> None:
    logs = [parse_log(p.read_bytes(), p.stem) for p in sorted(Path(folder).glob("*.jsonl"))]
    bench_import(game, logs, Path(work), int(runs))


def _import_worker(folder: str, db: str) -> None:
    """Run in a fresh process: import the folder, print JSON figures (time, peak memory: this process's and
    its largest reading process's)."""
    from cli.main import cli  # noqa: F401  (imported before the clock starts, as the command's start-up)

    t = time.perf_counter()
    import_command(Path(folder), Path(db))
    print(json.dumps({"seconds": time.perf_counter() - t, "peak_mib": peak_mib(),
                      "reader_mib": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}))


def _fresh_process(*args: str) -> dict:
    """Run this script with ``args`` in a fresh process (its own peak memory); the JSON of its last line."""
    res = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True, check=True)
    return json.loads(res.stdout.strip().splitlines()[-1])


def bench_import_memory(logs: list[MatchLog], tmp: Path, sizes: tuple[int, int] = (400, 4000)) -> None:
    """Peak memory of ``matchledger import`` of a round and of one 10 times larger, each in a fresh process.

    The rounds are the corpus's matches, relabelled (``"match": "copy K ..."``) when more are needed:
    every log is a distinct match, all stored. Peak of the command's process and of its largest reading
    process (``RUSAGE_CHILDREN``: pages shared with the parent at the fork count in both).
    """
    peaks = []
    for size in sizes:
        folder = tmp / f"round-{size}"
        folder.mkdir()
        events = 0
        for k in range(size):
            log = logs[k % len(logs)]
            data = log.canonical()
            if k >= len(logs):
                head, rest = data.split(b"\n", 1)
                header = json.loads(head)
                header["match"] = f"copy {k // len(logs)} {header.get('match', '')}"
                data = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode() + b"\n" + rest
            (folder / f"{k:05d}.jsonl").write_bytes(data)
            events += len(log.events)
        r = _fresh_process("--import-worker", str(folder), str(tmp / f"round-{size}.db"))
        peaks.append(r)
        out(f"  import    {size:,} matches ({events:,} events) in one command: {events / r['seconds']:,.0f} events/s, "
            f"peak memory {r['peak_mib']:.0f} MiB (largest reading process {r['reader_mib']:.0f} MiB); "
            f"load average {load()}")
        shutil.rmtree(folder)
    grew = peaks[1]["peak_mib"] / peaks[0]["peak_mib"]
    grew_reader = peaks[1]["reader_mib"] / peaks[0]["reader_mib"]
    out(f"            peak memory {sizes[1]:,} / {sizes[0]:,} matches: {grew:.2f}, reading process {grew_reader:.2f} "
        f"(target < 1.2: {'met' if max(grew, grew_reader) < 1.2 else 'MISSED'})")


# --- verify --------------------------------------------------------------------------


def bench_verify(game: str, logs: list[MatchLog], tmp: Path, chess_rate: float | None) -> None:
    events = sum(len(log.events) for log in logs)
    paths = write_files(logs, tmp / f"verify-{game}")
    db = tmp / f"verify-{game}.db"
    with Ledger(db) as led:
        ids = [r.match_id for r in led.import_logs(logs)]
    dirty = 0

    def engine_only() -> None:
        nonlocal dirty
        dirty = sum(not core.verify(log).clean for log in logs)

    def from_files() -> None:
        for p in paths:
            core.verify(read_log(p))

    def from_ledger() -> None:
        with Ledger(db) as led:
            for i in ids:
                core.verify(led.load(i), match=i)

    core.verify(read_log(paths[0]))  # warm up: imports and the card pool's caches
    # Per core: this process's CPU time (the machine may be shared), best of 5 of each, the three interleaved,
    # so a busy moment of the machine does not fall on one of them only (until 2026-11-27 the engine alone ran
    # its 3 runs first, and a slow minute could leave it below the files' rate, which includes it).
    cpu = time.process_time
    t_fold = t_files = t_ledger = float("inf")
    for _ in range(5):
        t_fold = min(t_fold, best(engine_only, 1, cpu))
        t_files, t_ledger = min(t_files, best(from_files, 1, cpu)), min(t_ledger, best(from_ledger, 1, cpu))
    rate = events / t_fold
    out(f"  verify    {rate:10,.0f} events/s engine only   {events / t_files:,.0f} from files   "
        f"{events / t_ledger:,.0f} from the ledger   (one core, CPU time; target >= {TARGET_VERIFY:,}: "
        f"{'met' if rate >= TARGET_VERIFY else 'MISSED'}){f'; {dirty} matches NOT CLEAN' if dirty else ''}")
    ledger_ratio = t_files / t_ledger
    out(f"            from the ledger / from files: {ledger_ratio:.2f} (target >= {TARGET_LEDGER_VERIFY:.2f}: "
        f"{'met' if ledger_ratio >= TARGET_LEDGER_VERIFY else 'MISSED'})")
    if chess_rate:
        out(f"            from files / python-chess PGN reading: {events / t_files / chess_rate:.2f}")


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

    def read() -> None:
        nonlocal plies
        plies = 0
        stream = io.StringIO(text)
        while (g := chess.pgn.read_game(stream)) is not None:
            plies += len(list(g.mainline_moves()))

    t = best(read, 3, time.process_time)  # CPU time, as the verify figures it is compared with
    return plies / t


# --- seek ----------------------------------------------------------------------------


def bench_seek(tmp: Path, n_events: int) -> None:
    from longmatch import long_log

    t = time.perf_counter()
    log = long_log(n_events)
    t_sim = time.perf_counter() - t
    t = time.perf_counter()
    verdict = core.verify(log)
    t_verify = time.perf_counter() - t
    n = len(log.events)
    out(f"  match     {log.path}: {n:,} events, {len(core.new_board(log).cards):,} cards; "
        f"{'clean' if verdict.clean else f'{len(verdict.violations)} VIOLATIONS'} "
        f"(built in {t_sim:.1f} s, verified in {t_verify:.1f} s)")
    db = tmp / "seek.db"
    with Ledger(db) as led:
        match_id = led.import_log(log)
        t = time.perf_counter()
        made = Seeker(led).build_snapshots(match_id)
        t_build = time.perf_counter() - t
    con = sqlite3.connect(db)
    count, size = con.execute("SELECT COUNT(*), SUM(LENGTH(board)) FROM board_snapshots").fetchone()
    con.close()
    out(f"  snapshots {made} stored (every {SNAPSHOT_EVERY} events) in {t_build:.1f} s, "
        f"{size / 1e6:.1f} MB ({size / max(count, 1) / 1e3:.0f} kB each); the events: "
        f"{os.path.getsize(db) / 1e6 - size / 1e6:.1f} MB")

    positions = [("first", 1), ("middle", n // 2), ("last", n),
                 ("worst", (n // SNAPSHOT_EVERY) * SNAPSHOT_EVERY - 1)]
    expected = {seq: core.board_at(log, seq).copy() for _name, seq in positions}
    cold: dict[str, float] = {}
    for name, seq in positions:
        times = []
        for _ in range(5):
            with Ledger(db) as led:
                t = time.perf_counter()
                board = Seeker(led).board_at(match_id, seq)
                times.append(time.perf_counter() - t)
            assert board.copy() == expected[seq], f"seek to {seq} differs from the full fold"
        cold[name] = min(times)
    with Ledger(db) as led:
        seek = Seeker(led)
        seek.board_at(match_id, 0)  # the match's set-up, built once per seeker

        # Best of 15 at each position, the positions taking turns: a slow minute of this shared machine then
        # falls on all of them, not on one (until 2026-11-27 each position's 15 ran in a row).
        warm: dict[str, float] = {name: float("inf") for name, _seq in positions}
        for _ in range(15):
            for name, seq in positions:
                warm[name] = min(warm[name], best(lambda: seek.board_at(match_id, seq), 1))
        t = time.perf_counter()
        seek.board_at(match_id, n, snapshots=False)
        t_fold = time.perf_counter() - t
    for name, seq in positions:
        ok = warm[name] * 1000 < TARGET_SEEK_MS
        after = seq - (seq // SNAPSHOT_EVERY) * SNAPSHOT_EVERY
        where = f"{after:>2} events after a snapshot" if seq >= SNAPSHOT_EVERY else f"{seq:>2} events after set-up "
        out(f"  seek      {name:6} seq {seq:>6,} ({where}): "
            f"warm {warm[name] * 1000:6.2f} ms   cold {cold[name] * 1000:6.2f} ms   "
            f"(target < {TARGET_SEEK_MS:.0f} ms: {'met' if ok else 'MISSED'})")
    out(f"  seek      last without snapshots (folded from set-up): {t_fold * 1000:,.0f} ms")


# --- bulk ----------------------------------------------------------------------------


def peak_mib() -> float:
    """This process's peak resident memory (VmHWM: unlike ru_maxrss it does not carry over an exec)."""
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _verify_files(paths: list[str]) -> tuple[int, int, int, float]:
    events = violations = 0
    for p in paths:
        v = core.verify(read_log(p))
        events += v.events
        violations += len(v.violations)
    return len(paths), events, violations, peak_mib()


def bulk_verify(paths: Iterable[str], workers: int, chunk: int = 32) -> tuple[int, int, int, float]:
    """Verify every file on ``workers`` processes, at most ``4 * workers`` chunks in flight.

    Returns (files, events, violations, peak MiB of the largest worker).
    """
    it = iter(paths)
    totals = [0, 0, 0, 0.0]
    with ProcessPoolExecutor(workers) as pool:
        inflight = set()

        def submit() -> None:
            batch = list(itertools.islice(it, chunk))
            if batch:
                inflight.add(pool.submit(_verify_files, batch))

        for _ in range(4 * workers):
            submit()
        while inflight:
            done, _ = wait(inflight, return_when=FIRST_COMPLETED)
            for f in done:
                inflight.discard(f)
                files, events, violations, peak = f.result()
                totals[0] += files
                totals[1] += events
                totals[2] += violations
                totals[3] = max(totals[3], peak)
                submit()
    return totals[0], totals[1], totals[2], totals[3]


def _bulk_worker(listing: str) -> None:
    """Run in a fresh process: verify the files listed (one a line), print JSON figures."""
    cores = os.cpu_count() or 1
    with open(listing) as fh:
        t = time.perf_counter()
        files, events, violations, worker = bulk_verify((line.rstrip("\n") for line in fh), cores)
        dt = time.perf_counter() - t
    print(json.dumps({"files": files, "events": events, "violations": violations, "seconds": dt, "cores": cores,
                      "parent_mib": peak_mib(), "worker_mib": worker}))


def bench_bulk(logs: dict[str, list[MatchLog]], tmp: Path) -> None:
    base = tmp / "bulk"
    base.mkdir()
    paths = []
    for game, game_logs in logs.items():
        for log in game_logs:
            p = base / f"{log.path}.jsonl"
            p.write_bytes(log.canonical())
            paths.append(p)
    peaks = []
    for times in (1, 10):
        listing = tmp / f"bulk-{times}x.txt"
        with open(listing, "w") as fh:
            for k in range(times):
                copy_dir = base if k == 0 else tmp / f"bulk-copy-{k}"
                if k:
                    copy_dir.mkdir(exist_ok=True)
                for p in paths:
                    q = copy_dir / p.name
                    if k and not q.exists():
                        os.link(p, q)
                    fh.write(f"{q}\n")
        r = _fresh_process("--bulk-worker", str(listing))
        peaks.append(r)
        out(f"  bulk {times:>2}x  {r['files']:,} files, {r['events']:,} events on {r['cores']} cores: "
            f"{r['events'] / r['seconds']:10,.0f} events/s; peak memory {r['parent_mib']:.0f} MiB (parent), "
            f"{r['worker_mib']:.0f} MiB (largest worker){'' if not r['violations'] else '; VIOLATIONS'}")
    grew = max(peaks[1]["parent_mib"] / peaks[0]["parent_mib"], peaks[1]["worker_mib"] / peaks[0]["worker_mib"])
    out(f"            peak memory 10x / 1x: {grew:.2f} (target: flat, {'met' if grew < 1.2 else 'MISSED'})")


# --- start-up ----------------------------------------------------------------------------


def bench_startup() -> None:
    exe = ROOT / ".venv" / "bin" / "matchledger"

    def run(cmd: list[str]) -> float:
        ts = []
        for _ in range(10):
            t = time.perf_counter()
            subprocess.run(cmd, capture_output=True, check=True)
            ts.append(time.perf_counter() - t)
        return statistics.median(ts)

    base = run([sys.executable, "-c", "pass"])
    ours = run([str(exe), "--help"])
    out(f"  start-up  matchledger --help {ours * 1000:.0f} ms; python -c pass {base * 1000:.0f} ms; "
        f"ratio {ours / base:.1f} (target < {TARGET_HELP_MS} ms: {'met' if ours * 1000 < TARGET_HELP_MS else 'MISSED'})")


# --- main ----------------------------------------------------------------------------------

#: What ``--only`` may name, in the order they run.
SECTIONS = ("import", "verify", "import-memory", "seek", "bulk", "startup")


def sections(text: str) -> set[str]:
    """``--only``'s value: a comma-separated list of :data:`SECTIONS`."""
    named = {part.strip() for part in text.split(",") if part.strip()}
    unknown = named - set(SECTIONS)
    if unknown or not named:
        raise argparse.ArgumentTypeError(f"unknown section(s) {', '.join(sorted(unknown)) or '(none)'}; "
                                         f"known: {', '.join(SECTIONS)}")
    return named


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--bulk-worker":
        _bulk_worker(sys.argv[2])
        return
    if len(sys.argv) == 6 and sys.argv[1] == "--import-bench":
        _import_bench_worker(*sys.argv[2:])
        return
    if len(sys.argv) == 4 and sys.argv[1] == "--import-worker":
        _import_worker(sys.argv[2], sys.argv[3])
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=2000, help="simulated matches per game (default 2000)")
    ap.add_argument("--seek-events", type=int, default=20_000, help="events of the long match (default 20000)")
    ap.add_argument("--skip-bulk", action="store_true", help="leave out the bulk verify (the longest part)")
    ap.add_argument("--only", metavar="SECTIONS", type=sections, default=set(SECTIONS),
                    help=f"run only these sections, comma-separated (of: {','.join(SECTIONS)})")
    ap.add_argument("--runs", type=int, default=5, help="interleaved runs of the import figures (default 5)")
    args = ap.parse_args()
    only = args.only
    from importlib.metadata import version

    out(f"matchledger bench: {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"SQLite {sqlite3.sqlite_version}, eventsourcing {version('eventsourcing')}, "
        f"msgspec {version('msgspec')}; {time.strftime('%Y-%m-%d %H:%M')}")
    out(f"command: .venv/bin/python bench/bench.py {' '.join(sys.argv[1:])}".rstrip())
    out(f"load average {load()}")
    chess_rate = bench_chess() if "verify" in only else None
    if "verify" in only:
        out(f"reference python-chess PGN reading: {chess_rate:,.0f} plies/s" if chess_rate else
            "reference (python-chess not installed: .venv/bin/pip install -e '.[bench]')")
    logs: dict[str, list[MatchLog]] = {}
    with tempfile.TemporaryDirectory() as tmpdir, ProcessPoolExecutor(os.cpu_count() or 1) as pool:
        tmp = Path(tmpdir)
        for game in GAMES:
            if not {"import", "verify", "bulk"} & only and not (game == "force-of-will" and "import-memory" in only):
                continue
            t = time.perf_counter()
            logs[game] = corpus(game, args.matches, pool)
            events = sum(len(log.events) for log in logs[game])
            out(f"\n{game}: {len(logs[game]):,} simulated matches, {events:,} events "
                f"({events / len(logs[game]):.0f} a match; simulated in {time.perf_counter() - t:.1f} s)")
            if "import" in only:
                bench_import_fresh(game, logs[game], tmp, args.runs)
            if "verify" in only:
                bench_verify(game, logs[game], tmp, chess_rate)
        pool.shutdown()
        if "import-memory" in only:
            out("\nimport memory (force-of-will matches, `matchledger import FOLDER`, each round in a fresh process)")
            bench_import_memory(logs["force-of-will"], tmp)
        if "seek" in only:
            out(f"\nseek (fftcg, {args.seek_events:,}-event match)")
            bench_seek(tmp, args.seek_events)
        if "bulk" in only and not args.skip_bulk:
            out(f"\nbulk verify ({', '.join(GAMES)}: the {args.matches:,} matches of each as files)")
            bench_bulk(logs, tmp)
    if "startup" in only:
        out("")
        bench_startup()
    out(f"\nload average {load()}")


if __name__ == "__main__":
    main()
