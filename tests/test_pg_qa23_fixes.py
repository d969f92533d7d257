"""The league organiser's round-22 findings on PostgreSQL (fix23_pg): the guards switched off or re-defined, a
server's own reason for refusing a connection, no DDL from a read command, what the audit says it checked,
the ledger's name from the POSTGRES_* variables, and bad URLs in one line.

Runs against the throwaway cluster of tests/pg_fixtures.py (run, never skipped, under CI=true).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from pg_fixtures import schema_of, sql, tables

ROOT = Path(__file__).resolve().parent.parent
LOG = ROOT / "sample_logs" / "chrono_clash" / "balanced-duel.jsonl"


def run(*args: str, env: dict[str, str] | None = None):
    return CliRunner().invoke(cli, list(args), env=env)


@pytest.fixture
def ledger(pg_url):
    """A PostgreSQL ledger holding one match."""
    done = run("import", str(LOG), "--db", pg_url)
    assert done.exit_code == 0, done.output
    return pg_url


def audit_json(url: str, *more: str):
    out = run("audit", "--db", url, "--json", "--no-snapshots", *more)
    return out.exit_code, json.loads(out.stdout)


# -- 1. guards switched off or re-defined ----------------------------------------------------


def test_the_clean_twin_audits_clean(ledger):
    code, report = audit_json(ledger)
    assert (code, report["problems"]) == (0, [])


@pytest.mark.parametrize("change, guard, says", [
    ("ALTER TABLE {s}.matchledger_events DISABLE TRIGGER matchledger_events_no_change",
     "matchledger_events_no_change", "is switched off"),
    ("ALTER TABLE {s}.matchledger_events DISABLE TRIGGER matchledger_events_no_truncate",
     "matchledger_events_no_truncate", "is switched off"),
    ("ALTER TABLE {s}.matchledger_events ENABLE REPLICA TRIGGER matchledger_events_no_change",
     "matchledger_events_no_change", "is switched off"),
    ("CREATE OR REPLACE FUNCTION {s}.matchledger_immutable() RETURNS trigger LANGUAGE plpgsql AS "
     "$$BEGIN RETURN NEW; END$$", "matchledger_immutable", "the definition of the function 'matchledger_immutable'"),
    ("CREATE OR REPLACE TRIGGER matchledger_events_no_change BEFORE INSERT ON {s}.matchledger_events "
     "FOR EACH ROW EXECUTE FUNCTION {s}.matchledger_immutable()", "matchledger_events_no_change",
     "the definition of the trigger 'matchledger_events_no_change'"),
])
def test_a_guard_switched_off_or_redefined_is_found_refused_and_restored(ledger, pg_server, pg_database, change,
                                                                         guard, says):
    s = schema_of(ledger)
    sql(pg_server, pg_database, change.format(s=s))
    code, report = audit_json(ledger)
    assert code == 1
    assert [(p["kind"], p["match"]) for p in report["problems"]] == [("database", None)]
    assert says in report["problems"][0]["message"]
    refused = run("list", "--db", ledger)
    assert refused.exit_code == 2 and f"lost its guard against changes to stored events ({guard})" in refused.output
    assert audit_json(ledger, "--restore-guards")[0] == 1  # reported, then put back
    code, report = audit_json(ledger)
    assert (code, report["problems"]) == (0, [])
    import psycopg

    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        sql(pg_server, pg_database, f"DELETE FROM {s}.matchledger_events")
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        sql(pg_server, pg_database, f"TRUNCATE {s}.matchledger_events")


# -- 2. the server's own reason, at once ---------------------------------------------------------


def test_a_missing_database_is_said_at_once(pg_server):
    url = pg_server.url("no_such_db_qa23")
    start = time.monotonic()
    out = run("list", "--db", url)
    assert out.exit_code == 2
    assert 'database "no_such_db_qa23" does not exist' in out.output
    assert time.monotonic() - start < 5
    assert len(out.output.strip().splitlines()) == 1


def test_an_unknown_user_is_said_in_the_servers_words(pg_server, pg_database):
    url = pg_server.url(pg_database).replace(f"{pg_server.user}@", "nobody_qa23:secret@")
    out = run("audit", "--db", url, "--json")
    assert out.exit_code == 2
    assert 'role "nobody_qa23" does not exist' in out.output and "secret" not in out.output


def test_no_server_is_said_at_once_with_the_password_masked(tmp_path):
    url = f"postgresql://judge:secret@/season?host={tmp_path}"
    start = time.monotonic()
    for args in (["list"], ["audit"], ["audit", "--json"]):
        out = run(*args, "--db", url)
        assert out.exit_code == 2, (args, out.output)
        assert f"no server at {tmp_path}/.s.PGSQL.5432" in out.output and "secret" not in out.output
    assert time.monotonic() - start < 8
    out = run("list", "--db", "postgresql://judge:pw@127.0.0.1:1/season")
    assert out.exit_code == 2 and "no server at 127.0.0.1:1" in out.output and ":pw@" not in out.output


# -- 3. a read command runs no DDL ----------------------------------------------------------------


def test_a_read_of_a_schema_without_a_ledger_creates_nothing(pg_url, pg_server, pg_database):
    s = schema_of(pg_url)
    for args in (["list"], ["show", "870823a0"]):
        out = run(*args, "--db", pg_url)
        assert out.exit_code == 2 and "no ledger at postgresql://" in out.output and "import a log first" in out.output
    out = run("audit", "--db", pg_url)
    assert out.exit_code == 2 and "no ledger at postgresql://" in out.output
    assert tables(pg_server, pg_database, s) == []
    assert run("import", str(LOG), "--db", pg_url).exit_code == 0  # a write creates it
    assert tables(pg_server, pg_database, s) == ["board_snapshots", "matches", "matchledger_events", "verdicts"]
    assert run("list", "--db", pg_url).exit_code == 0


def test_a_schema_of_another_program_is_not_a_ledger(pg_url, pg_server, pg_database):
    s = schema_of(pg_url)
    sql(pg_server, pg_database, f"CREATE TABLE {s}.matches (id int, home text, away text)")
    for args in (["list"], ["import", str(LOG)]):
        out = run(*args, "--db", pg_url)
        assert out.exit_code == 2, out.output
        assert "is not a matchledger ledger: its table matches is another program's (columns: id, home, away)" \
            in out.output
    assert tables(pg_server, pg_database, s) == ["matches"]


# -- 4. what the audit says it checked ------------------------------------------------------------


def test_the_audit_says_only_what_it_checked_on_postgresql(ledger):
    out = run("audit", "--db", ledger, "--no-snapshots")
    assert out.exit_code == 0
    assert "Checked: the database's guards on stored events;" in out.output
    assert "own integrity check" not in out.output
    doc = (ROOT / "docs" / "postgresql.md").read_text()
    assert "| the database's own check in `audit` | `PRAGMA integrity_check` | none" not in doc
    assert "the database's guards on stored events" in doc


# -- 5. the ledger named from the POSTGRES_* variables -------------------------------------------


def test_the_postgres_variables_name_a_url_that_works(ledger, pg_server, pg_database):
    env = {"MATCHLEDGER_PERSISTENCE": "postgres", "POSTGRES_DBNAME": pg_database,
           "POSTGRES_HOST": pg_server.socket_dir, "POSTGRES_USER": pg_server.user, "POSTGRES_PASSWORD": "hush",
           "POSTGRES_SCHEMA": schema_of(ledger), "MATCHLEDGER_DB": ""}
    out = run("audit", "--json", "--no-snapshots", env=env)
    assert out.exit_code == 0, out.output
    name = json.loads(out.stdout)["ledger"]
    assert name == (f"postgresql://{pg_server.user}@/{pg_database}?host={pg_server.socket_dir}"
                    f"&schema={schema_of(ledger)}")
    assert "hush" not in out.output
    assert run("list", "--db", name).exit_code == 0  # the name is a URL that opens the same ledger


# -- 6. bad URLs: one line each -------------------------------------------------------------------


@pytest.mark.parametrize("url, says", [
    ("postgresql://judge:pw@[bad/season", "cannot open the ledger postgresql://judge:***@[bad/season: "),
    ("mysql://x:pw@y/z", "mysql:// is not a database matchledger reads (give a postgresql:// URL or a file path)"),
])
def test_a_url_matchledger_cannot_use_is_one_line(url, says):
    for args in (["list"], ["audit"], ["import", str(LOG)]):
        out = run(*args, "--db", url)
        assert out.exit_code == 2, (args, out.output)
        assert says in out.output and ":pw@" not in out.output and "internal error" not in out.output
        assert len(out.output.strip().splitlines()) == 1


def test_a_bad_sslmode_or_schema_is_refused(pg_server, pg_database):
    base = pg_server.url(pg_database)
    out = run("list", "--db", base + "&sslmode=bogus")
    assert out.exit_code == 2 and "unknown value 'bogus' for sslmode" in out.output
    out = run("list", "--db", base + "&schema=a-b;drop")
    assert out.exit_code == 2 and "the schema name 'a-b;drop' is not a plain name" in out.output
    assert "syntax error" not in out.output


def test_a_ledger_opened_to_read_creates_its_tables_only_at_its_first_write(pg_url, pg_server, pg_database):
    from ledger.log import parse_log
    from ledger.store import Ledger

    s = schema_of(pg_url)
    out = run("verify", "870823a0", str(LOG), "--db", pg_url)  # a stored match asked for: a read
    assert "no match '870823a0' in postgresql://" in out.output and "internal error" not in out.output
    assert tables(pg_server, pg_database, s) == []
    with Ledger(pg_url, create=False) as led:
        assert led.backend.absent and led.list_matches() == [] and tables(pg_server, pg_database, s) == []
        match_id = led.import_log(parse_log(LOG.read_bytes(), str(LOG)))
        assert [m.id for m in led.list_matches()] == [match_id]
    code, report = audit_json(pg_url)
    assert (code, report["problems"]) == (0, [])
