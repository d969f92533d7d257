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
