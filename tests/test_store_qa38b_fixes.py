"""The league store (QA 38, regression tester qa38e-store; fix38_store2).

Findings pinned here:

- A: with ``MATCHLEDGER_PERSISTENCE=postgres`` (and ``POSTGRES_*``) exported, a ledger path named on the command
  line (``--db local.db``, ``copy A.db B.db``, even ``--db matchledger.db``) is that SQLite file, as
  docs/postgresql.md says ("A path stays SQLite"); only the ledger used when none is named follows the
  environment. Before, import stored into PostgreSQL, copy "copied 0 matches" from PostgreSQL to itself and list
  listed PostgreSQL. A stray space in the variable (``" postgres"``) reads as ``postgres`` everywhere.
- B: a ``?schema=`` name with capitals (``Season2026``) is refused at the start, in one line, for a new ledger
  (before: import worked, then every ruling and recording failed, or wrote through another schema's type); a
  ledger already in such a schema is still opened and read.
- C: the one-line GRANT hint quotes the role as an identifier (``TO "Station"``), so the line run as printed
  grants that account.
- D: a table settled by a correction is no longer "settled" once a later correction contradicts it: only the
  latest correction of each lineage counts (docs/disputes.md).
- E: messages that say what to do once, with runnable commands.

Runs on SQLite and on the throwaway cluster of tests/pg_fixtures.py (run, never skipped, under CI=true).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.store import Ledger
from pg_fixtures import schema_of, sql

ROOT = Path(__file__).resolve().parent.parent
LOG = ROOT / "sample_logs" / "chrono_clash" / "balanced-duel.jsonl"
OTHER = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"


def run(*args, input: str | None = None, env: dict | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], input=input, env=env)


def pg_env(pg_server, pg_database, pg_url, persistence: str = "postgres") -> dict[str, str]:
    """The league machine's shell: MATCHLEDGER_PERSISTENCE and the library's POSTGRES_* for the test's schema."""
    return {"MATCHLEDGER_PERSISTENCE": persistence, "POSTGRES_DBNAME": pg_database,
            "POSTGRES_HOST": pg_server.socket_dir, "POSTGRES_USER": pg_server.user,
            "POSTGRES_SCHEMA": schema_of(pg_url), "MATCHLEDGER_DB": None}


def pg_matches(pg_server, pg_database, pg_url) -> int:
    s = schema_of(pg_url)
    if not sql(pg_server, pg_database, "SELECT 1 FROM information_schema.tables WHERE table_schema = %s "
                                       "AND table_name = 'matches'", s):
        return 0
    return sql(pg_server, pg_database, f'SELECT count(*) FROM "{s}".matches')[0][0]


def ids(db: str) -> list[str]:
    with Ledger(db, create=False) as led:
        assert led.persistence == "sqlite" or "://" in db
        return [m.id for m in led.list_matches()]


# -- A: an explicit path stays SQLite under MATCHLEDGER_PERSISTENCE=postgres -----------------------------------


def test_a_an_explicit_path_is_sqlite_under_the_postgres_environment(pg_server, pg_database, pg_url, tmp_path,
                                                                      monkeypatch):
    env = pg_env(pg_server, pg_database, pg_url)
    monkeypatch.chdir(tmp_path)
    local, other = tmp_path / "local.db", tmp_path / "other.db"
    res = run("import", LOG, "--db", local, env=env)
    assert res.exit_code == 0, res.output
    assert local.exists() and pg_matches(pg_server, pg_database, pg_url) == 0
    (mid,) = ids(str(local))
    res = run("list", "--db", local, "--json", env=env)
    assert res.exit_code == 0, res.output
    assert [m["id"] for m in json.loads(res.output)] == [mid]
    res = run("verify", "--all", "--db", local, env=env)
    assert res.exit_code in (0, 1), res.output
    assert mid[:8] in res.output
    res = run("copy", local, other, env=env)
    assert res.exit_code == 0, res.output
    assert other.exists() and ids(str(other)) == [mid]
    assert "postgresql://" not in res.output
    # --db matchledger.db named on purpose is that file too
    res = run("import", OTHER, "--db", "matchledger.db", env=env)
    assert res.exit_code == 0, res.output
    assert (tmp_path / "matchledger.db").exists() and pg_matches(pg_server, pg_database, pg_url) == 0
    # the default ledger (no --db) follows the environment, with a stray space in it as without
    for said in ("postgres", " postgres ", "Postgres"):
        res = run("import", LOG, env=pg_env(pg_server, pg_database, pg_url, said))
        assert res.exit_code == 0, res.output
        assert pg_matches(pg_server, pg_database, pg_url) == 1
        res = run("list", "--json", env=pg_env(pg_server, pg_database, pg_url, said))
        assert res.exit_code == 0, res.output
        assert [m["id"] for m in json.loads(res.output)] == [mid]


def test_a_a_mistyped_persistence_is_still_refused_with_a_path(tmp_path):
    res = run("list", "--db", tmp_path / "local.db", env={"MATCHLEDGER_PERSISTENCE": "pg"})
    assert res.exit_code == 2
    assert "unknown persistence 'pg'" in res.output


# -- B: a schema with capitals takes rulings and recordings ----------------------------------------------------

SAMPLE = OTHER
GAME = "chrono-clash"


def header_file(tmp_path: Path) -> Path:
    path = tmp_path / "header.jsonl"
    path.write_bytes(SAMPLE.read_bytes().split(b"\n", 1)[0] + b"\n")
    return path


@pytest.fixture
def capital_schemas(pg_server, pg_database):
    """A schema with capitals, and its lower-case twin holding a ledger of its own; dropped afterwards."""
    import uuid

    low = f"t_{uuid.uuid4().hex[:12]}"
    up = "Up" + low
    yield low, up
    for name in (low, up):
        pg_server.drop_schema(pg_database, name)


def test_b_a_schema_with_capitals_takes_rulings_amends_and_recordings(pg_server, pg_database, capital_schemas,
                                                                       tmp_path):
    low, up = capital_schemas
    twin = f"{pg_server.url(pg_database)}&schema={low}"
    url = f"{pg_server.url(pg_database)}&schema={up}"
    assert run("import", OTHER, "--db", twin).exit_code == 0  # the lower-case twin: its type must not be taken
    res = run("import", LOG, "--db", url)
    assert res.exit_code == 0, res.output
    with Ledger(url, create=False) as led:
        (mid,) = [m.id for m in led.list_matches()]
    note = run("note", mid[:8], "--at", 1, "--judge", "R. Lee", "Checked the deck.", "--db", url)
    assert note.exit_code == 0, note.output
    amend = run("amend", mid[:8], "--at", 4, "--drop", "--reason", "entered twice", "--judge", "R. Lee", "--db", url)
    assert amend.exit_code in (0, 1), amend.output
    assert f"correction of {mid}" in amend.output
    rec = run("record", GAME, "--header", header_file(tmp_path), "--db", url, input="1\nquit\n")
    assert rec.exit_code == 0, rec.output
    assert "Recorded seq 1." in rec.output
    rows = sql(pg_server, pg_database, f'SELECT count(*) FROM "{up}".matchledger_events')[0][0]
    twin_rows = sql(pg_server, pg_database, f'SELECT count(*) FROM "{low}".matchledger_events')[0][0]
    assert rows > 0 and twin_rows > 0
    with Ledger(url, create=False) as led:
        assert len(led.list_matches()) == 2  # the match and its correction (the recording is still open)
    with Ledger(twin, create=False) as led:
        assert len(led.list_matches()) == 1  # nothing went into the twin
    res = run("audit", "--db", url)
    assert res.exit_code == 0, res.output


# -- C: the GRANT hint quotes the role -------------------------------------------------------------------------


def test_c_the_grant_hint_quotes_the_role_and_works_as_printed(pg_server, pg_database, pg_url):
    import re
    import uuid

    assert run("import", LOG, "--db", pg_url).exit_code == 0
    with Ledger(pg_url, create=False) as led:
        (mid,) = [m.id for m in led.list_matches()]
    s = schema_of(pg_url)
    role = f"Station-{uuid.uuid4().hex[:6]}"
    lower = role.lower()  # the account TO Station would have granted
    for r in (role, lower):
        sql(pg_server, pg_database, f'CREATE ROLE "{r}" LOGIN')
        sql(pg_server, pg_database, f'GRANT USAGE ON SCHEMA "{s}" TO "{r}"')
        sql(pg_server, pg_database, f'GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA "{s}" TO "{r}"')
    url = pg_url.replace(f"//{pg_server.user}@", f"//{role}@", 1)
    res = run("note", mid[:8], "--at", 1, "--judge", "X", "hello", "--db", url)
    assert res.exit_code == 2, res.output
    grant = re.search(r"\((GRANT [^;]*);", res.output).group(1)
    assert grant == f'GRANT USAGE ON ALL SEQUENCES IN SCHEMA "{s}" TO "{role}"'
    sql(pg_server, pg_database, grant)  # run as printed: it grants this account ...
    res = run("note", mid[:8], "--at", 1, "--judge", "X", "hello", "--db", url)
    assert res.exit_code == 0, res.output  # ... which now writes
    assert not sql(pg_server, pg_database, "SELECT has_sequence_privilege(%s, %s, 'USAGE')", lower,
                   f'"{s}".matches_n_seq')[0][0]


# -- D: "settled" only while the latest corrections agree ------------------------------------------------------

QA38 = ROOT / "tests" / "logs" / "store_qa38"


def _settled_table(tmp_path: Path) -> tuple[str, str, str, str]:
    """The F4 table (alice's and bob's logs of one table), settled by a judge's correction of bob's log."""
    db = str(tmp_path / "st5.db")
    assert run("import", QA38 / "t1-alice.jsonl", QA38 / "t1-bob.jsonl", "--db", db).exit_code == 0
    with Ledger(db, create=False) as led:
        alice, bob = [m.id for m in led.list_matches()]
    fix = run("amend", bob[:8], "--at", 170, "--insert", QA38 / "fix-last.jsonl", "--reason", "r", "--judge", "A",
              "--db", db)
    assert fix.exit_code == 0, fix.output
    with Ledger(db, create=False) as led:
        (fixed,) = [m.id for m in led.list_matches() if m.id not in (alice, bob)]
    return db, alice, bob, fixed


def _station_row(db: str, match: str) -> str:
    from starlette.testclient import TestClient

    from cli.station import make_app

    page = TestClient(make_app(db)).get("/").text
    return page.split(f'data-match="{match}"', 1)[1].split("</tr>", 1)[0]


def _settled(db: str) -> list[bool]:
    res = run("verify", "--all", "--db", db, "--json")
    return [t["settled"] for t in json.loads(res.stdout)["same_table"]]


def test_d_a_later_correction_contradicting_the_agreed_log_unsettles_the_table(tmp_path):
    db, alice, bob, fixed = _settled_table(tmp_path)
    assert _settled(db) == [True]  # the clean twin: settled as F4 pinned
    later = run("amend", alice[:8], "--at", 5, "--drop", "--reason", "dropped", "--judge", "B", "--db", db)
    assert later.exit_code in (0, 1), later.output
    with Ledger(db, create=False) as led:
        (again,) = [m.id for m in led.list_matches() if m.id not in (alice, bob, fixed)]
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 1, res.output
    assert "the dispute is settled" not in res.output
    assert _settled(db) == [False]
    shown = run("show", alice[:8], "--db", db)
    assert "the dispute is settled" not in shown.output, shown.output
    for mid in (alice, bob, fixed, again):
        row = _station_row(db, mid)
        assert "settled" not in row and "(disputed: 2 logs of this table)" in row, row


def test_d_twin_the_contradicting_correction_set_back_settles_it_again(tmp_path):
    """The clean twin: the later correction of alice's log is itself corrected back to her log's events (event 5
    put back): every lineage's latest log agrees again, the table is settled, the round exits 0."""
    db, alice, bob, fixed = _settled_table(tmp_path)
    assert run("amend", alice[:8], "--at", 5, "--drop", "--reason", "dropped", "--judge", "B", "--db", db).exit_code \
        in (0, 1)
    with Ledger(db, create=False) as led:
        (again,) = [m.id for m in led.list_matches() if m.id not in (alice, bob, fixed)]
    assert _settled(db) == [False]
    back = tmp_path / "back.jsonl"
    back.write_text(Path(QA38 / "t1-alice.jsonl").read_text().splitlines()[5] + "\n")
    res = run("amend", again[:8], "--at", 5, "--insert", back, "--reason", "put back", "--judge", "B", "--db", db)
    assert res.exit_code in (0, 1), res.output
    assert _settled(db) == [True]
    assert run("verify", "--all", "--db", db).exit_code == 0


# -- E: messages that say what to do once, with commands that run ---------------------------------------------


def test_e1_note_under_a_held_lock_gives_one_piece_of_advice(pg_server, pg_database, pg_url, monkeypatch):
    assert run("import", LOG, "--db", pg_url).exit_code == 0
    with Ledger(pg_url, create=False) as led:
        (mid,) = [m.id for m in led.list_matches()]
    monkeypatch.setenv("POSTGRES_LOCK_TIMEOUT", "1")
    with pg_server.connect(pg_database) as conn:
        conn.execute("BEGIN")
        conn.execute("SELECT pg_advisory_xact_lock(19788, hashtext(%s))", [schema_of(pg_url)])
        res = run("note", mid[:8], "--at", 1, "--judge", "X", "hello", "--db", pg_url)
        conn.execute("ROLLBACK")
    assert res.exit_code == 2, res.output
    (line,) = [x for x in res.output.splitlines() if x.strip()]
    assert "the ledger is busy" in line and line.count("again") == 1, line
    assert line.endswith("try again; nothing was recorded"), line
    res = run("note", mid[:8], "--at", 1, "--judge", "X", "hello", "--db", pg_url)  # the twin: the lock let go
    assert res.exit_code == 0, res.output


def test_e2_copy_conflict_gives_the_two_show_commands_runnable_as_printed(tmp_path, monkeypatch):
    import re
    import shlex

    monkeypatch.chdir(tmp_path)
    st, league = "st.db", "league [1].db"
    assert run("import", OTHER, "--db", st).exit_code == 0
    assert run("copy", st, league).exit_code == 0
    with Ledger(st, create=False) as led:
        (mid,) = [m.id for m in led.list_matches()]
    assert run("note", mid[:8], "--at", 3, "--judge", "League", "Warning.", "--db", league).exit_code == 0
    assert run("note", mid[:8], "--at", 3, "--judge", "Floor", "Caution.", "--db", st).exit_code == 0
    res = run("copy", st, league, "--skip-conflicts")
    assert res.exit_code == 1, res.output
    commands = re.findall(r"`(matchledger show [^`]+)`", res.output)
    assert commands == [f"matchledger show {mid[:8]} --db st.db", f"matchledger show {mid[:8]} --db 'league [1].db'"]
    said = [run(*shlex.split(c)[1:]) for c in commands]
    assert [r.exit_code for r in said] == [0, 0], [r.output for r in said]
    assert "Caution." in said[0].output and "Warning." in said[1].output


def test_e3_sign_without_a_key_prints_a_command_that_makes_it(tmp_path, monkeypatch):
    import re
    import shlex

    monkeypatch.chdir(tmp_path)
    assert run("import", OTHER, "--db", "s.db").exit_code == 0
    res = run("sign", "--db", "s.db", "--key", "k.key")
    assert res.exit_code == 2, res.output
    (command,) = re.findall(r"`(matchledger [^`]+)`", res.output)
    assert command == "matchledger sign --db s.db --key k.key --new-key"
    made = run(*shlex.split(command)[1:])
    assert made.exit_code == 0, made.output
    assert (tmp_path / "k.key").exists() and (tmp_path / "s.db.signed.json").exists()
    assert run("sign", "--db", "s.db", "--key", "k.key").exit_code == 0  # the twin: the key is there now


def test_e4_import_of_a_folder_with_logs_two_levels_down_names_those_folders(tmp_path):
    nested = tmp_path / "nested"
    (nested / "a" / "b").mkdir(parents=True)
    (nested / "a" / "c").mkdir()
    (nested / ".hidden" / "x").mkdir(parents=True)
    (nested / "a" / "b" / "t1.jsonl").write_bytes(LOG.read_bytes())
    (nested / ".hidden" / "x" / "t2.jsonl").write_bytes(OTHER.read_bytes())
    db = tmp_path / "e4.db"
    res = run("import", nested, "--db", db)
    assert res.exit_code == 2, res.output
    (line,) = [x for x in res.output.splitlines() if x.strip()]
    assert line.endswith(f"{nested}: a folder with no .jsonl match logs in it; its subfolders are not read: name "
                         f"them ({nested / 'a' / 'b'}); nothing was stored"), line
    assert not db.exists()
    ok = run("import", nested / "a" / "b", "--db", db)  # the twin: the folder named as said
    assert ok.exit_code == 0, ok.output
    empty = tmp_path / "empty"
    (empty / "a").mkdir(parents=True)
    res = run("import", empty, "--db", db)  # no logs at any depth: the plain line
    assert res.exit_code == 2 and res.output.rstrip().endswith(f"{empty}: a folder with no .jsonl match logs in it")


def test_e5_a_refused_end_names_the_ledger_and_the_recording_not_a_pseudo_path(pg_server, pg_database, pg_url,
                                                                               tmp_path):
    import re

    from ledger.live import open_recordings
    from pg_fixtures import role_url

    assert run("import", LOG, "--db", pg_url).exit_code == 0
    url = role_url(pg_server, pg_database, pg_url, "ni",
                   "GRANT USAGE ON SCHEMA {schema} TO {role}",
                   "GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA {schema} TO {role}",
                   "GRANT USAGE ON ALL SEQUENCES IN SCHEMA {schema} TO {role}",
                   "REVOKE INSERT ON {schema}.matches FROM {role}")
    rec = run("record", GAME, "--header", header_file(tmp_path), "--db", url, input="1\nend\n")
    assert rec.exit_code == 2, rec.output
    with Ledger(pg_url, create=False) as led:
        (rid,) = open_recordings(led)  # the recording stays open
    assert "#live-" not in rec.output, rec.output
    line = next(x for x in rec.output.splitlines() if "could not store" in x)
    assert re.search(rf"could not store recording {rid} \(match [0-9a-f-]{{36}}\) in postgresql://ni_", line), line
    assert f"record --resume {rid[:8]}" in rec.output and 'GRANT INSERT ON "' in line, rec.output
    sql(pg_server, pg_database, f'GRANT INSERT ON "{schema_of(pg_url)}".matches TO "{url.split("//")[1].split("@")[0]}"')
    again = run("record", "--resume", rid[:8], "--db", url, input="end\n")  # the twin: the grant given, it ends
    assert again.exit_code == 0, again.output
    assert "Stored as" in again.output or "stored as" in again.output.lower(), again.output
