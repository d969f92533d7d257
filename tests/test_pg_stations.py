"""Many stations, one PostgreSQL ledger: concurrent imports, large batches, bounded waits.

Runs against the throwaway cluster of tests/pg_fixtures.py (skipped on a
developer's machine without PostgreSQL, failed under CI).
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import pytest
from eventsourcing.persistence import StoredEvent

from ledger.log import parse_log
from ledger.store import Ledger

ROOT = Path(__file__).resolve().parent.parent

HEADER = ('{"version":1,"game":"chrono-clash","players":[{"id":"alice","deck":{"X":1}},'
          '{"id":"bob","deck":{"X":1}}],"first":"alice","match":"%s"}\n')


def jsonl(label: str, n: int) -> str:
    lines = [HEADER % label]
    for seq in range(1, n + 1):
        lines.append('{"seq":%d,"player":"%s","type":"Passed"}\n' % (seq, "alice" if seq % 2 else "bob"))
    return "".join(lines)


_seeds = iter(range(1, 10_000))


def round_folder(tmp_path: Path, name: str, tables: int) -> Path:
    """A folder of simulated Chrono Clash matches (legal ones: the CLI sets each one up)."""
    from ledger.log import dump_log
    from projections.chrono_clash import selfplay

    folder = tmp_path / name
    folder.mkdir()
    for t in range(tables):
        (folder / f"table-{t}.jsonl").write_bytes(dump_log(*selfplay.simulate(next(_seeds), 2)))
    return folder


def start_import(folder: Path, url: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", "from cli.main import cli; cli()", "import", str(folder),
                             "--db", url, "--json"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def test_four_stations_importing_different_rounds_and_two_the_same_round_store_each_match_once(pg_url, tmp_path):
    rounds = [round_folder(tmp_path, f"round-{r}", 10) for r in range(4)]
    shared = round_folder(tmp_path, "final", 6)
    procs = [start_import(folder, pg_url) for folder in [*rounds, shared, shared]]
    outs = [p.communicate(timeout=240) for p in procs]
    for p, (out, err) in zip(procs, outs):
        assert p.returncode == 0, err
        assert "Traceback" not in err and "duplicate key" not in err and "concurrently" not in err, err
    # The two stations that imported the final: each match stored by exactly one of them.
    final = [json.loads(outs[4][0]), json.loads(outs[5][0])]
    assert [a["already_imported"] + b["already_imported"] for a, b in zip(*final)] == [1] * 6
    expected = {parse_log((folder / f"table-{t}.jsonl").read_bytes(), "x").match_id()
                for folder, n in [*((f, 10) for f in rounds), (shared, 6)] for t in range(n)}
    with Ledger(pg_url) as led:
        stored = [m.id for m in led.list_matches()]
        assert sorted(stored) == sorted(expected) and len(stored) == 46
        assert led.check_integrity() == []


def test_a_large_match_is_stored_without_hanging(pg_url):
    """A 20,000-event match: the library's pipelined insert waited for ever here (client in the pipeline's
    sync, server in ClientRead); the import and the recorder's own insert must finish."""
    log = parse_log(jsonl("long", 20_000).encode(), "long.jsonl")
    done: list[str] = []
    with Ledger(pg_url) as led:
        worker = threading.Thread(target=lambda: done.append(led.import_log(log)), daemon=True)
        worker.start()
        worker.join(120)
        assert done == [log.match_id()], "the import of a 20,000-event match did not finish in 120 s"
        assert led.load(done[0]).canonical() == log.canonical()
        # The recorder the library would use for its own saves: no pipeline either.
        oid = uuid.uuid4()
        events = [StoredEvent(oid, v, "test-topic", b"x" * 300) for v in range(1, 20_001)]
        ids: list = []
        worker = threading.Thread(target=lambda: ids.append(led.app.recorder.insert_events(events)), daemon=True)
        worker.start()
        worker.join(120)
        assert ids and len(ids[0]) == 20_000, "the recorder's insert of 20,000 events did not finish in 120 s"


def test_read_commands_need_no_ledger_file(pg_url, tmp_path, monkeypatch):
    from click.testing import CliRunner

    from cli.main import cli

    monkeypatch.chdir(tmp_path)  # no matchledger.db here
    runner = CliRunner()
    log = tmp_path / "m.jsonl"
    from ledger.log import dump_log
    from projections.chrono_clash import selfplay

    log.write_bytes(dump_log(*selfplay.simulate(5, 2)))
    monkeypatch.setenv("MATCHLEDGER_DB", pg_url)
    empty = runner.invoke(cli, ["list"])  # a read creates nothing: no ledger there yet (fix23_pg)
    assert empty.exit_code == 2 and "no ledger at postgresql://" in empty.output
    assert runner.invoke(cli, ["import", str(log)]).exit_code == 0
    match_id = parse_log(log.read_bytes(), "m").match_id()
    listed = runner.invoke(cli, ["list", "--json"])
    assert [m["id"] for m in json.loads(listed.stdout)] == [match_id]
    for args in (["show", match_id[:8]], ["verify", match_id[:8], "--integrity"], ["replay", match_id[:8], "--at", "5"],
                 ["export", match_id[:8], "--format", "jsonl"]):
        out = runner.invoke(cli, args)
        assert out.exit_code == 0, (args, out.output)
    exported = runner.invoke(cli, ["export", match_id[:8], "--format", "jsonl"]).stdout.encode()
    assert parse_log(exported, "export").canonical() == parse_log(log.read_bytes(), "m").canonical()
    assert not (tmp_path / "matchledger.db").exists()


def test_copy_moves_a_ledger_to_postgresql_and_back_byte_for_byte(pg_url, tmp_path):
    from click.testing import CliRunner

    from cli.main import cli

    station = round_folder(tmp_path, "station", 4)
    source, back = str(tmp_path / "station.db"), str(tmp_path / "back.db")
    runner = CliRunner()
    assert runner.invoke(cli, ["import", str(station), "--db", source]).exit_code == 0
    to_pg = runner.invoke(cli, ["copy", source, pg_url, "--json"])
    assert to_pg.exit_code == 0, to_pg.output
    assert len(json.loads(to_pg.stdout)["copied"]) == 4
    again = runner.invoke(cli, ["copy", source, pg_url])
    assert again.exit_code == 0 and "Copied 0 matches" in again.stdout and "4 already there" in again.stdout
    to_file = runner.invoke(cli, ["copy", pg_url, back])
    assert to_file.exit_code == 0 and "Copied 4 matches" in to_file.stdout, to_file.output

    def rows(target: str) -> list:
        with Ledger(target) as led:
            return [(m, [(r.originator_version, r.topic, r.state) for r in led._read(m.id)])
                    for m in led.list_matches()]

    original = rows(source)
    assert rows(pg_url) == original and rows(back) == original  # ids, digests, import times, stored bytes
    with Ledger(back) as led:
        assert led.check_integrity() == []


def test_copy_brings_the_rulings_and_later_ones_too(pg_url, tmp_path):
    from ledger.errors import StoreError
    from ledger.rulings import add_ruling, rulings_of

    station = round_folder(tmp_path, "station", 2)
    source = str(tmp_path / "station.db")
    with Ledger(source) as led:
        ids = [r.match_id for r in led.import_logs(
            [parse_log(p.read_bytes(), str(p)) for p in sorted(station.glob("*.jsonl"))])]
        add_ruling(led, ids[0], events=5, seq=3, judge="Ana", text="Deck check: no penalty")
    with Ledger(source) as src, Ledger(pg_url) as dst:
        src.copy_into(dst)
        assert [r.text for r in rulings_of(dst, ids[0])] == ["Deck check: no penalty"]
        assert rulings_of(dst, ids[1]) == []
        # A ruling recorded at the station after the first copy comes with the next one.
        add_ruling(src, ids[0], events=5, seq=4, judge="Ana", text="Warning: slow play")
        add_ruling(src, ids[1], events=5, seq=0, judge="Ben", text="Late start, 3 minutes added")
        assert all(r.duplicate for r in src.copy_into(dst))
        assert [r.text for r in rulings_of(dst, ids[0])] == ["Deck check: no penalty", "Warning: slow play"]
        assert [r.judge for r in rulings_of(dst, ids[1])] == ["Ben"]
        # The league's ledger recorded its own ruling meanwhile: the station's differs, nothing is copied.
        add_ruling(dst, ids[1], events=5, seq=1, judge="Head judge", text="Appeal upheld")
        add_ruling(src, ids[1], events=5, seq=2, judge="Ben", text="Another view")
        with pytest.raises(StoreError, match="other rulings"):
            src.copy_into(dst)
        assert [r.judge for r in rulings_of(dst, ids[1])] == ["Ben", "Head judge"]


def test_copy_refuses_a_tampered_source_and_copies_nothing(tmp_path, pg_url):
    import sqlite3

    from ledger.errors import IntegrityError

    station = round_folder(tmp_path, "station", 2)
    source = str(tmp_path / "station.db")
    with Ledger(source) as led:
        ids = [r.match_id for r in led.import_logs(
            [parse_log(p.read_bytes(), str(p)) for p in sorted(station.glob("*.jsonl"))])]
    conn = sqlite3.connect(source, isolation_level=None)
    conn.execute("DROP TRIGGER stored_events_no_delete")
    conn.execute("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 3",
                 [uuid.UUID(ids[1]).hex])
    conn.close()
    with Ledger(source) as led:  # the guard put back: only the chain tells (a source without it is refused first)
        led.backend.restore_guards()
    with Ledger(source) as src, Ledger(pg_url) as dst:
        with pytest.raises(IntegrityError, match=f"{ids[1]}.*nothing was copied"):
            src.copy_into(dst)
        assert dst.list_matches() == []


def test_an_unreachable_server_or_incomplete_settings_are_one_clear_error(tmp_path, monkeypatch):
    from ledger.errors import StoreError

    with pytest.raises(StoreError, match=r"cannot open the ledger postgresql://judge:\*\*\*@/season"):
        Ledger(f"postgresql://judge:secret@/season?host={tmp_path}")  # no server listens there
    with pytest.raises(StoreError, match="names no database"):
        Ledger(f"postgresql://judge@/?host={tmp_path}")
    for key in ("POSTGRES_DBNAME", "POSTGRES_HOST", "POSTGRES_USER"):
        monkeypatch.delenv(key, raising=False)
    with pytest.raises(StoreError, match="set POSTGRES_DBNAME, POSTGRES_HOST, POSTGRES_USER"):
        Ledger("matchledger.db", persistence="postgres")


def test_the_library_variables_select_postgresql_too(pg_server, pg_database, monkeypatch, tmp_path):
    schema = pg_server.create_schema(pg_database)
    monkeypatch.setenv("MATCHLEDGER_PERSISTENCE", "postgres")
    for key, value in {"POSTGRES_DBNAME": pg_database, "POSTGRES_HOST": pg_server.socket_dir,
                       "POSTGRES_USER": pg_server.user, "POSTGRES_PASSWORD": "", "POSTGRES_SCHEMA": schema}.items():
        monkeypatch.setenv(key, value)
    log = parse_log(jsonl("table 7", 5).encode(), "t7.jsonl")
    monkeypatch.chdir(tmp_path)
    with Ledger() as led:  # the default ledger (none named) follows the variables; a path named stays SQLite
        assert led.persistence == "postgres"
        assert led.import_log(log) == log.match_id()
    assert not (tmp_path / "matchledger.db").exists()
    with Ledger(tmp_path / "named.db") as led:
        assert led.persistence == "sqlite" and led.list_matches() == []
    with Ledger(f"{pg_server.url(pg_database)}&schema={schema}") as led:
        assert [m.id for m in led.list_matches()] == [log.match_id()]


def test_audit_and_sign_work_on_a_postgresql_ledger(pg_url, tmp_path):
    from click.testing import CliRunner

    from cli.main import cli

    runner = CliRunner()
    station = round_folder(tmp_path, "station", 2)
    assert runner.invoke(cli, ["import", str(station), "--db", pg_url]).exit_code == 0
    clean = runner.invoke(cli, ["audit", "--db", pg_url])
    assert clean.exit_code == 0, clean.output
    signed = runner.invoke(cli, ["sign", "--db", pg_url, "--key", str(tmp_path / "org.key"), "--new-key",
                                 "-o", str(tmp_path / "digests.json")])
    assert signed.exit_code == 0, signed.output
    with Ledger(pg_url) as led:
        schema = pg_url.rsplit("schema=", 1)[1]
        with led.backend._raw_connect() as conn:  # someone drops a guard to edit the events
            conn.execute(f'DROP TRIGGER matchledger_events_no_change ON "{schema}".matchledger_events')
    found = runner.invoke(cli, ["audit", "--db", pg_url])
    assert found.exit_code == 1 and "matchledger_events_no_change" in found.output, found.output
    restored = runner.invoke(cli, ["audit", "--db", pg_url, "--restore-guards"])
    assert "Traceback" not in restored.output
    assert runner.invoke(cli, ["audit", "--db", pg_url]).exit_code == 0
