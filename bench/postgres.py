"""matchledger on PostgreSQL: import, verify and seek, each against a baseline of the same run.

    .venv/bin/python bench/postgres.py                  # 1,000 simulated FFTCG matches, a 20,000-event match
    .venv/bin/python bench/postgres.py --matches 200    # quicker

Starts a throwaway PostgreSQL cluster (Debian's initdb/pg_ctl, Unix socket
only, fsync off: the same server the tests use, see tests/pg_fixtures.py),
then measures on it, in one run:

- import: events/s of ``Ledger.import_logs`` of the whole corpus (one
  transaction) into a fresh schema, against the same stored-event rows
  (id, version, topic, state bytes) written raw into a table of the same
  shape and primary key by ``COPY ... FROM STDIN (FORMAT BINARY)`` and by
  ``executemany`` (best of 3); and the same import into SQLite;
- verify from the ledger: load (with the hash-chain audit) + verify of
  every match, PostgreSQL against SQLite (CPU time of this process);
- seek on the 20,000-event FFTCG match (bench/longmatch.py) through its
  snapshots, warm (best of 15) and cold (a fresh Ledger, best of 5), and
  the fold from set-up, PostgreSQL against SQLite.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
import uuid
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tests")]

from bench import best, corpus, out  # noqa: E402
from ledger.domain import prepare, stored_rows  # noqa: E402
from ledger.store import Ledger  # noqa: E402
from projections import core  # noqa: E402
from projections.seek import Seeker  # noqa: E402

GAME = "fftcg"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=1000, help="simulated FFTCG matches (default 1000)")
    ap.add_argument("--seek-events", type=int, default=20_000, help="events of the long match (default 20000)")
    args = ap.parse_args()
    import pg_fixtures
    import psycopg

    server, why = pg_fixtures._start()
    if server is None:
        sys.exit(f"cannot start PostgreSQL: {why}")
    try:
        dbname = server.create_database()
        with server.connect(dbname) as conn:
            pg_version = conn.execute("SHOW server_version").fetchone()[0]
        out(f"matchledger bench (PostgreSQL): {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"PostgreSQL {pg_version} (Unix socket, fsync off), psycopg {psycopg.__version__} "
            f"({psycopg.pq.__impl__}); {time.strftime('%Y-%m-%d %H:%M')}")
        out(f"command: .venv/bin/python bench/postgres.py {' '.join(sys.argv[1:])}".rstrip())

        def fresh_url() -> str:
            return f"{server.url(dbname)}&schema={server.create_schema(dbname)}"

        with tempfile.TemporaryDirectory() as tmpdir, ProcessPoolExecutor(os.cpu_count() or 1) as pool:
            tmp = Path(tmpdir)
            logs = corpus(GAME, args.matches, pool)
            events = sum(len(log.events) for log in logs)
            rows_n = events + len(logs)
            out(f"\n{GAME}: {len(logs):,} simulated matches, {events:,} events")

            # -- import -------------------------------------------------------------------
            with Ledger(fresh_url()) as led:  # the rows exactly as the ledger stores them
                from datetime import datetime, timezone
                now = datetime.now(timezone.utc)
                rows = [(uuid.UUID(h), v, t, s) for log in logs
                        for h, v, t, s in stored_rows(led.app.mapper, prepare(log), now, now.isoformat())]

            def raw_table() -> psycopg.Connection:
                conn = server.connect(dbname)
                schema = server.create_schema(dbname)
                conn.execute(f'SET search_path TO "{schema}"')
                conn.execute("CREATE TABLE ev (originator_id uuid, originator_version bigint, topic text, "
                             "state bytea, PRIMARY KEY (originator_id, originator_version))")
                return conn

            def raw_copy() -> None:
                with raw_table() as conn, conn.transaction(), conn.cursor() as c:
                    with c.copy("COPY ev FROM STDIN (FORMAT BINARY)") as copy:
                        copy.set_types(["uuid", "int8", "text", "bytea"])
                        for r in rows:
                            copy.write_row(r)

            def raw_executemany() -> None:
                with raw_table() as conn, conn.transaction(), conn.cursor() as c:
                    c.executemany("INSERT INTO ev VALUES (%s, %s, %s, %s)", rows)

            def ours_pg() -> None:
                with Ledger(fresh_url()) as led:
                    led.import_logs(logs)

            def ours_sqlite() -> None:
                with Ledger(tmp / f"l-{time.perf_counter_ns()}.db") as led:
                    led.import_logs(logs)

            t_copy, t_many = best(raw_copy), best(raw_executemany)
            t_pg, t_sqlite = best(ours_pg), best(ours_sqlite)
            out(f"  import    PostgreSQL {events / t_pg:10,.0f} events/s   raw COPY {events / t_copy:10,.0f}   "
                f"raw executemany {events / t_many:10,.0f}   (rows incl. headers: {rows_n:,})")
            out(f"            ratio to raw COPY {t_copy / t_pg:.2f}, to raw executemany {t_many / t_pg:.2f}; "
                f"SQLite import {events / t_sqlite:,.0f} events/s")

            # -- verify from the ledger -------------------------------------------------------
            pg_url, sqlite_path = fresh_url(), tmp / "verify.db"
            for target in (pg_url, sqlite_path):
                with Ledger(target) as led:
                    ids = [r.match_id for r in led.import_logs(logs)]

            def verify_from(target) -> None:
                with Ledger(target) as led:
                    for i in ids:
                        core.verify(led.load(i), match=i)

            core.verify(logs[0])
            cpu = time.process_time
            t_vpg = best(lambda: verify_from(pg_url), 1, cpu)
            t_vsq = best(lambda: verify_from(sqlite_path), 1, cpu)
            wall = time.perf_counter()
            verify_from(pg_url)
            t_vpg_wall = time.perf_counter() - wall
            out(f"  verify    from PostgreSQL {events / t_vpg:10,.0f} events/s   from SQLite {events / t_vsq:10,.0f}"
                f"   ratio {t_vsq / t_vpg:.2f} (CPU time of this process; PostgreSQL wall time "
                f"{events / t_vpg_wall:,.0f} events/s)")

        # -- seek ---------------------------------------------------------------------------------
        from longmatch import long_log

        log = long_log(args.seek_events)
        n = len(log.events)
        out(f"\nseek ({GAME}, {n:,}-event match, snapshots every 100 events)")
        with tempfile.TemporaryDirectory() as tmpdir:
            targets = {"PostgreSQL": fresh_url(), "SQLite": Path(tmpdir) / "seek.db"}
            positions = [("first", 1), ("middle", n // 2), ("last", n), ("worst", (n // 100) * 100 - 1)]
            figures: dict[str, dict[str, float]] = {}
            for name, target in targets.items():
                with Ledger(target) as led:
                    match_id = led.import_log(log)
                    Seeker(led).build_snapshots(match_id)
                f: dict[str, float] = {}
                for pos, seq in positions:
                    times = []
                    for _ in range(5):
                        with Ledger(target) as led:
                            t = time.perf_counter()
                            Seeker(led).board_at(match_id, seq)
                            times.append(time.perf_counter() - t)
                    f[f"cold {pos}"] = min(times)
                with Ledger(target) as led:
                    seek = Seeker(led)
                    seek.board_at(match_id, 0)
                    for pos, seq in positions:
                        f[f"warm {pos}"] = best(lambda: seek.board_at(match_id, seq), 15)
                    t = time.perf_counter()
                    seek.board_at(match_id, n, snapshots=False)
                    f["fold from set-up"] = time.perf_counter() - t
                figures[name] = f
            for key in figures["SQLite"]:
                pg, sq = figures["PostgreSQL"][key], figures["SQLite"][key]
                out(f"  {key:17} PostgreSQL {pg * 1000:8.1f} ms   SQLite {sq * 1000:8.1f} ms   ratio {sq / pg:.2f}")
    finally:
        pg_fixtures._stop(server)


if __name__ == "__main__":
    main()
