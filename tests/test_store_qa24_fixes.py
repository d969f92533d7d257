"""The league organiser's findings (QA 24, PostgreSQL and live recording; fix24_store): no password from
serve, another program's tables refused by every command, rows of a recording deleted, a log FILE with an
empty database, a guard made stronger, list/serve without a ledger, a closed pipe on stderr, read-only
grants, schema= empty or repeated, sign's words.

Runs on SQLite and on the throwaway cluster of tests/pg_fixtures.py (run, never skipped, under CI=true).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.live import start_recording
from ledger.log import read_log
from ledger.store import Ledger
from pg_fixtures import role_url, schema_of, sql, tables

ROOT = Path(__file__).resolve().parent.parent
LOG = ROOT / "sample_logs" / "chrono_clash" / "balanced-duel.jsonl"
SAMPLE = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"
GAME = "chrono-clash"


def run(*args, input: str | None = None, env: dict | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], input=input, env=env)


def with_password(url: str) -> str:
    head, rest = url.split("://", 1)
    user, at, tail = rest.partition("@")
    return f"{head}://{user}:sekret{at}{tail}"


def header_file(tmp_path: Path) -> Path:
    path = tmp_path / "header.jsonl"
    path.write_bytes(SAMPLE.read_bytes().split(b"\n", 1)[0] + b"\n")
    return path


def recorded(target: str, n: int) -> str:
    log = read_log(SAMPLE)
    with Ledger(target) as led:
        rec = start_recording(led, log.header, GAME)
        for ev in log.events[:n]:
            rec.append(ev)
        return rec.id


def audit_json(db: str):
    out = run("audit", "--db", db, "--json", "--no-snapshots")
    return out.exit_code, json.loads(out.stdout)


@pytest.fixture
def ledger(pg_url):
    done = run("import", str(LOG), "--db", pg_url)
    assert done.exit_code == 0, done.output
    return pg_url


# -- 1. serve masks the password ------------------------------------------------------------------


def test_serve_says_and_shows_the_ledger_without_its_password(ledger, monkeypatch):
    import uvicorn
    from starlette.testclient import TestClient

    from cli.station import make_app

    url = with_password(ledger)
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)
    res = run("serve", "--db", url)
    assert res.exit_code == 0, res.output
    assert "sekret" not in res.output and ":***@" in res.output, res.output
    page = TestClient(make_app(url)).get("/")
    assert page.status_code == 200
    assert "sekret" not in page.text and ":***@" in page.text


# -- 2. another program's tables, owned by another role -------------------------------------------


def test_another_programs_table_is_refused_by_every_command_and_nothing_is_made(pg_server, pg_database, pg_url,
                                                                                tmp_path):
    s = schema_of(pg_url)
    sql(pg_server, pg_database, f'CREATE TABLE "{s}".matches (x int)')
    url = role_url(pg_server, pg_database, pg_url, "r", "GRANT USAGE, CREATE ON SCHEMA {schema} TO {role}")
    src = tmp_path / "a.db"
    assert run("import", LOG, "--db", src).exit_code == 0
    said = {
        "list": run("list", "--db", url),
        "audit": run("audit", "--db", url),
        "import": run("import", LOG, "--db", url),
        "copy": run("copy", src, url),
        "record": run("record", GAME, "--header", header_file(tmp_path), "--db", url, input="1\nquit\n"),
        "serve": run("serve", "--db", url),
    }
    for name, res in said.items():
        assert res.exit_code == 2, (name, res.output)
        assert "is not a matchledger ledger: its table matches is another program's" in res.output, (name, res.output)
    assert tables(pg_server, pg_database, s) == ["matches"]


# -- 3. rows of a recording deleted ---------------------------------------------------------------


def delete_behind(ledger_db, query: str, *params) -> None:
    """Delete stored rows as a superuser would: the guards bypassed, and in place again afterwards."""
    if ledger_db.kind == "postgres":
        with ledger_db._conn() as conn:
            conn.execute("SET session_replication_role = replica")
            conn.execute(query.replace("{events}", ledger_db.events).replace("?", "%s"), params)
        return
    (ddl,) = ledger_db.execute("SELECT sql FROM sqlite_master WHERE name = 'stored_events_no_delete'")[0]
    ledger_db.execute("DROP TRIGGER stored_events_no_delete")
    ledger_db.execute(query.replace("{events}", ledger_db.events), *params)
    ledger_db.execute(ddl)


def test_a_recording_whose_start_was_deleted_is_reported_once(ledger_db):
    rid = recorded(ledger_db.target, 3)
    twin = recorded(ledger_db.target, 2)
    code, report = audit_json(ledger_db.target)
    assert (code, report["problems"]) == (0, [])
    delete_behind(ledger_db, "DELETE FROM {events} WHERE originator_id = ? AND originator_version = 1",
                  ledger_db.id_param(rid))
    code, report = audit_json(ledger_db.target)
    assert code == 1
    assert [p["message"] for p in report["problems"]] == [f"recording {rid}: the header is missing"]
    assert any("every live recording's hash chain (2)" in c for c in report["checks"]), report["checks"]
    assert twin != rid


# -- 4. a log FILE with an empty database ------------------------------------------------------------


@pytest.mark.parametrize("args", [["verify", str(LOG)], ["replay", str(LOG), "--at", "3"], ["show", str(LOG)],
                                  ["export", str(LOG)], ["view", str(LOG), "-o", "{tmp}/v.html"]],
                         ids=["verify", "replay", "show", "export", "view"])
def test_a_log_file_needs_no_ledger_in_an_empty_database(pg_server, pg_database, pg_url, tmp_path, args):
    res = run(*[a.replace("{tmp}", str(tmp_path)) for a in args], "--db", pg_url)
    assert res.exit_code == 0, res.output
    assert tables(pg_server, pg_database, schema_of(pg_url)) == []


# -- 5. a guard made stronger ---------------------------------------------------------------------------


def test_a_guard_enabled_always_is_accepted_and_left_as_it_is(ledger, pg_server, pg_database):
    s = schema_of(ledger)
    sql(pg_server, pg_database, f'ALTER TABLE "{s}".matchledger_events ENABLE ALWAYS TRIGGER '
                                "matchledger_events_no_change")
    code, report = audit_json(ledger)
    assert (code, report["problems"]) == (0, [])
    assert run("list", "--db", ledger).exit_code == 0
    assert run("audit", "--db", ledger, "--restore-guards", "--no-snapshots").exit_code == 0
    (enabled,) = sql(pg_server, pg_database, "SELECT tgenabled FROM pg_trigger WHERE tgname = "
                                              "'matchledger_events_no_change' AND tgrelid = to_regclass(%s)",
                     f'"{s}".matchledger_events')[0]
    assert enabled == "A"


# -- 6. list and serve without a ledger: the same on both ----------------------------------------------------


def test_serve_says_no_ledger_on_both_backends(pg_url, tmp_path, monkeypatch):
    import uvicorn

    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)
    for db in (str(tmp_path / "none.db"), pg_url):
        res = run("serve", "--db", db)
        assert res.exit_code == 2, (db, res.output)
        assert "Error: no ledger at" in res.output, (db, res.output)
    assert not (tmp_path / "none.db").exists()
    # list: a missing file says no ledger, as a database without one does (round 37: was an empty list)
    assert run("list", "--db", tmp_path / "none.db", "--json").exit_code == 2
    assert run("list", "--db", pg_url).exit_code == 2


# -- 7. the reader of stdout and stderr leaves ------------------------------------------------------------


@pytest.mark.parametrize("args", [["verify", "zzzz", "--json", "--db", "{tmp}/a.db"],
                                  ["audit", "--json", "--db", "{tmp}/none.db"]], ids=["verify", "audit"])
def test_a_closed_pipe_on_stdout_and_stderr_exits_2(tmp_path, args):
    assert run("import", LOG, "--db", tmp_path / "a.db").exit_code == 0
    r, w = os.pipe()
    os.close(r)  # the reader left before anything was written: every write fails (EPIPE)
    try:
        proc = subprocess.run([sys.executable, "-m", "cli.main", *[a.replace("{tmp}", str(tmp_path)) for a in args]],
                              stdout=w, stderr=w, cwd=ROOT, timeout=120)
    finally:
        os.close(w)
    assert proc.returncode == 2


# -- 8. verify --all with read-only grants --------------------------------------------------------------------


def test_verify_all_with_select_only_grants_verifies_every_match_and_keeps_none(ledger, pg_server, pg_database):
    s = schema_of(ledger)
    url = role_url(pg_server, pg_database, ledger, "ro", "GRANT USAGE ON SCHEMA {schema} TO {role}",
                   "GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role}")
    res = run("verify", "--all", "--db", url, "--workers", "1")
    assert res.exit_code == 0, res.output
    assert "Verified 1 match: 1 clean" in res.output, res.output
    assert sql(pg_server, pg_database, f'SELECT count(*) FROM "{s}".verdicts')[0][0] == 0
    owner = run("verify", "--all", "--db", ledger, "--workers", "1")  # the clean twin: the owner keeps it
    assert owner.exit_code == 0, owner.output
    assert sql(pg_server, pg_database, f'SELECT count(*) FROM "{s}".verdicts')[0][0] == 1


# -- 9. schema= empty or repeated ------------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["&schema=", "&schema=t1&schema=t2"], ids=["empty", "repeated"])
def test_an_empty_or_repeated_schema_is_refused_in_one_line(pg_server, pg_database, pg_url, tmp_path, query):
    base = pg_server.url(pg_database)
    res = run("import", LOG, "--db", base + query)
    assert res.exit_code == 2, res.output
    (line,) = [x for x in res.output.splitlines() if x.strip()]
    assert "give ?schema= once" in line, line
    assert tables(pg_server, pg_database, "public") == []  # nothing stored into public
    clean = run("import", LOG, "--db", pg_url)  # the twin: one schema
    assert clean.exit_code == 0, clean.output


def test_a_url_without_user_or_host_keeps_its_socket(pg_server, pg_database, pg_url):
    url = pg_url.replace(f"//{pg_server.user}@", "//", 1)
    res = run("import", LOG, "--db", url, env={"PGUSER": pg_server.user})
    assert res.exit_code == 0, res.output


# -- 10. sign's words, --restore-guards of the function ------------------------------------------------------


def test_sign_of_an_empty_database_says_to_sign(pg_url, tmp_path):
    res = run("sign", "--db", pg_url, "--key", tmp_path / "k", "--new-key", "-o", tmp_path / "s.json")
    assert res.exit_code == 2
    assert "to sign" in res.output and "to audit" not in res.output, res.output


def test_restore_guards_says_the_function_was_re_created(ledger, pg_server, pg_database):
    s = schema_of(ledger)
    sql(pg_server, pg_database, f'CREATE OR REPLACE FUNCTION "{s}".matchledger_immutable() RETURNS trigger '
                                "LANGUAGE plpgsql AS $$BEGIN RETURN NEW; END$$")
    res = run("audit", "--db", ledger, "--restore-guards", "--no-snapshots", "--json")
    checks = json.loads(res.stdout)["checks"]
    assert any("re-created the guards' function matchledger_immutable" in c for c in checks), checks
    assert not any("dropped guard" in c for c in checks), checks
    code, report = audit_json(ledger)
    assert (code, report["problems"]) == (0, [])
