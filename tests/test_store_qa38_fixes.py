"""The league store and live recording (QA 38, tester qa38-store; fix38_store).

Findings pinned here:

- F1: a judges' account with the grants docs/postgresql.md gives (SELECT and INSERT on the tables, USAGE on the
  sequences, UPDATE and DELETE on the two derived tables) imports, notes, amends, records and keeps verdicts: every
  write takes the ledger's advisory write lock, not ``LOCK TABLE ... IN EXCLUSIVE MODE`` (which PostgreSQL grants
  only with UPDATE, DELETE or TRUNCATE on the events table); the guards still refuse an UPDATE of a stored event;
  a grant missing is said in one line naming the GRANT to run, never "run it again" or "another recorder".
- F6/F11: Ctrl-C in ``record`` and a store failing mid-recording give the recording id and the exact resume command
  (with ``--db``); a lost connection says so; a start that was never stored gives no resume of a recording that
  does not exist.
- F9: a ``record`` refused at its header creates no ledger; ``end`` at seq 0 stores no 0-event match.
- F5 (and F6 for copy): open recordings are named by ``list`` (under the matches), ``verify --all`` and ``sign``
  (a note on stderr: not verified / not signed), each with its resume command; ``copy`` gives the command with
  ``--db``; the second station on one recording is told the command.
- F3: a Chrono Clash quest win (cards left) is no "empty main deck"; a deck-out keeps those words.
- F7: Force of Will: no "Game over" while the block's battle damage is still to be dealt (the players may act
  before it; seed 001, battle step 5); the tester's log of a play there is clean, alice wins.
- F8: a mistyped ``MATCHLEDGER_PERSISTENCE`` is "unknown persistence" on read commands too.
- F10: ``import`` of a folder whose logs are in subfolders names them; nothing is stored.
- F2: ``copy --skip-conflicts`` copies every other match and names those ruled on in both ledgers (exit 1).
- F4: a table settled by a correction: ``show``/``view`` offer no diff, the station says settled.

Runs on SQLite and on the throwaway cluster of tests/pg_fixtures.py (run, never skipped, under CI=true).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.live import open_recordings, start_recording
from ledger.log import read_log
from ledger.store import Ledger
from pg_fixtures import role_url, schema_of, sql

ROOT = Path(__file__).resolve().parent.parent
LOG = ROOT / "sample_logs" / "chrono_clash" / "balanced-duel.jsonl"
SAMPLE = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"
GAME = "chrono-clash"

#: The grants docs/postgresql.md ("Grants") gives a judges' account, in the order given there.
DOCUMENTED = ("GRANT USAGE ON SCHEMA {schema} TO {role}",
              "GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA {schema} TO {role}",
              "GRANT USAGE ON ALL SEQUENCES IN SCHEMA {schema} TO {role}",
              "GRANT UPDATE, DELETE ON {schema}.verdicts, {schema}.board_snapshots TO {role}")


def run(*args, input: str | None = None, env: dict | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], input=input, env=env)


def header_file(tmp_path: Path) -> Path:
    path = tmp_path / "header.jsonl"
    path.write_bytes(SAMPLE.read_bytes().split(b"\n", 1)[0] + b"\n")
    return path


def owned_ledger(pg_url: str) -> str:
    """A ledger created (and one match stored) by its owner."""
    res = run("import", LOG, "--db", pg_url)
    assert res.exit_code == 0, res.output
    return pg_url


def match_id(db: str) -> str:
    with Ledger(db, create=False) as led:
        return led.list_matches()[0].id


# -- F1: the documented grants ---------------------------------------------------------------------------------


def test_f1_documented_judges_grants_write_everything(pg_server, pg_database, pg_url, tmp_path):
    owner = owned_ledger(pg_url)
    s = schema_of(owner)
    url = role_url(pg_server, pg_database, owner, "jd", *DOCUMENTED)
    imp = run("import", SAMPLE, "--db", url)
    assert imp.exit_code == 0, imp.output
    mid = match_id(owner)
    note = run("note", mid[:8], "--at", 1, "--judge", "R. Lee", "Checked the deck.", "--db", url)
    assert note.exit_code == 0, note.output
    amend = run("amend", mid[:8], "--at", 4, "--drop", "--reason", "entered twice", "--judge", "R. Lee", "--db", url)
    assert amend.exit_code in (0, 1), amend.output
    assert "permission denied" not in amend.output
    rec = run("record", GAME, "--header", header_file(tmp_path), "--db", url, input="1\nquit\n")
    assert rec.exit_code == 0, rec.output
    assert "Recorded seq 1." in rec.output
    ver = run("verify", "--all", "--db", url, "--workers", "1")
    assert ver.exit_code in (0, 1), ver.output
    assert "not kept" not in ver.output
    n = sql(pg_server, pg_database, f'SELECT count(*) FROM "{s}".matches')[0][0]
    assert sql(pg_server, pg_database, f'SELECT count(*) FROM "{s}".verdicts')[0][0] == n >= 3
    # ... and the guards still refuse a change to a stored event under those grants
    import psycopg

    role = url.split("//", 1)[1].split("@", 1)[0]
    with pg_server.connect(pg_database) as conn:
        conn.execute(f'SET ROLE "{role}"')
        with pytest.raises(psycopg.Error):
            conn.execute(f'UPDATE "{s}".matchledger_events SET topic = topic')  # no UPDATE grant, and the guard


def test_f1_no_update_on_events_needed(pg_server, pg_database, pg_url):
    """The clean twin of the old advice: SELECT and INSERT on the tables (plus the sequences), no UPDATE anywhere."""
    owner = owned_ledger(pg_url)
    url = role_url(pg_server, pg_database, owner, "ap", *DOCUMENTED[:3])
    imp = run("import", SAMPLE, "--db", url)
    assert imp.exit_code == 0, imp.output
    note = run("note", match_id(owner)[:8], "--at", 1, "--judge", "R. Lee", "ok", "--db", url)
    assert note.exit_code == 0, note.output


def test_f1_a_missing_grant_is_named_in_one_line(pg_server, pg_database, pg_url, tmp_path):
    owner = owned_ledger(pg_url)
    url = role_url(pg_server, pg_database, owner, "si", *DOCUMENTED[:2])  # the old advice: no sequences
    for args in (["import", SAMPLE], ["note", match_id(owner)[:8], "--at", 1, "--judge", "X", "hello"]):
        res = run(*args, "--db", url)
        assert res.exit_code == 2, res.output
        (line,) = [x for x in res.output.splitlines() if x.strip()]
        assert "permission denied for sequence" in line, line
        assert "GRANT USAGE ON ALL SEQUENCES IN SCHEMA" in line, line
        assert "run it again" not in line and "another recorder" not in line, line
    rec = run("record", GAME, "--header", header_file(tmp_path), "--db", url, input="quit\n")
    assert rec.exit_code == 2, rec.output
    assert "GRANT USAGE ON ALL SEQUENCES" in rec.output
    assert "another recorder" not in rec.output and "--resume" not in rec.output, rec.output
    assert "start the recording again" in rec.output


def test_f1_a_missing_table_grant_names_the_privileges(pg_server, pg_database, pg_url):
    owner = owned_ledger(pg_url)
    url = role_url(pg_server, pg_database, owner, "so", "GRANT USAGE ON SCHEMA {schema} TO {role}",
                   "GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role}")
    res = run("note", match_id(owner)[:8], "--at", 1, "--judge", "X", "hello", "--db", url)
    assert res.exit_code == 2, res.output
    assert "permission denied for table matchledger_events" in res.output
    assert 'GRANT INSERT ON "' in res.output and "matchledger_events" in res.output.split("GRANT", 1)[1]


def test_f1_the_advisory_write_lock_serialises_writers(pg_server, pg_database, pg_url, monkeypatch):
    """Another station holding the ledger's write lock: an import waits its lock timeout, then says busy and
    stores nothing; once the lock is let go, the same import stores."""
    owner = owned_ledger(pg_url)
    s = schema_of(owner)
    monkeypatch.setenv("POSTGRES_LOCK_TIMEOUT", "1")
    with pg_server.connect(pg_database) as conn:
        conn.execute("BEGIN")
        conn.execute("SELECT pg_advisory_xact_lock(19788, hashtext(%s))", [s])
        res = run("import", SAMPLE, "--db", owner)
        conn.execute("ROLLBACK")
    assert res.exit_code == 2, res.output
    assert "the ledger is busy" in res.output, res.output
    assert sql(pg_server, pg_database, f'SELECT count(*) FROM "{s}".matches')[0][0] == 1
    again = run("import", SAMPLE, "--db", owner)
    assert again.exit_code == 0, again.output
    assert sql(pg_server, pg_database, f'SELECT count(*) FROM "{s}".matches')[0][0] == 2


# -- F6/F11: how to carry on -----------------------------------------------------------------------------------


def _recorder(db: str, header: Path):
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([sys.executable, "-m", "cli.main", "record", GAME, "--header", str(header), "--db", db],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env,
                            text=True)


def _until(proc, text: str) -> str:
    """Read the recorder's output until ``text`` (one os.read at a time: no buffer hides what select sees)."""
    import os
    import select

    seen = getattr(proc, "_rest", "")
    while text not in seen:
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        assert ready, seen
        chunk = os.read(proc.stdout.fileno(), 65536).decode()
        assert chunk, seen
        seen += chunk
    proc._rest = seen.split(text, 1)[1]
    return seen


def test_f11_a_server_closing_the_connection_loses_nothing_and_quit_gives_the_resume_command(pg_server, pg_database,
                                                                                            pg_url, tmp_path):
    # Round 39: the entry is stored on a new connection (it ended the recorder before, with the line and the resume
    # command pinned here; that line, when the second try fails too, is pinned in tests/test_store_qa39_fixes.py).
    owner = owned_ledger(pg_url)
    proc = _recorder(owner, header_file(tmp_path))
    try:
        _until(proc, "> ")
        proc.stdin.write("1\n")
        proc.stdin.flush()
        _until(proc, "Recorded seq 1.")
        _until(proc, "> ")
        # a server restart, as the recorder sees it: its connections are ended by the server
        sql(pg_server, pg_database, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> "
                                    "pg_backend_pid() AND datname = current_database() AND application_name = ''")
        proc.stdin.write("1\n")
        proc.stdin.flush()
        _until(proc, "Recorded seq 2.")
        _until(proc, "> ")
        proc.stdin.write("quit\n")
        proc.stdin.flush()
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "another recorder" not in err and "Error" not in err, err
    with Ledger(owner, create=False) as led:
        (rid,) = open_recordings(led)
    from cli.options import without_password

    (line,) = [x for x in out.splitlines() if "Carry on" in x]
    assert f"Carry on: matchledger record --resume {rid[:8]} --db {without_password(owner)}" in line \
        or f"Carry on: matchledger record --resume {rid[:8]} --db '{without_password(owner)}'" in line, line
    resumed = run("record", "--resume", rid[:8], "--db", owner, input="quit\n")  # nothing stored was lost
    assert resumed.exit_code == 0, resumed.output
    assert "resumed at seq 3" in resumed.output


def test_f6_ctrl_c_gives_the_resume_command(tmp_path):
    import signal

    db = tmp_path / "rec.db"
    proc = _recorder(str(db), header_file(tmp_path))
    try:
        _until(proc, "> ")
        proc.stdin.write("1\n")
        proc.stdin.flush()
        _until(proc, "Recorded seq 1.")
        _until(proc, "> ")
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, err
    with Ledger(str(db), create=False) as led:
        (rid,) = open_recordings(led)
    assert f"Recording {rid} stopped at seq 1" in err, err
    assert f"Carry on: matchledger record --resume {rid[:8]} --db {db}" in err, err
    resumed = run("record", "--resume", rid[:8], "--db", db, input="quit\n")
    assert "resumed at seq 2" in resumed.output, resumed.output


def test_f11_a_locked_ledger_at_the_start_resumes_nothing(tmp_path, monkeypatch):
    """A start that could not be stored (the file locked by another program) names no recording to resume."""
    db = tmp_path / "lock.db"
    assert run("import", LOG, "--db", db).exit_code == 0
    monkeypatch.setenv("MATCHLEDGER_SQLITE_LOCK_TIMEOUT", "1")
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    try:
        res = run("record", GAME, "--header", header_file(tmp_path), "--db", db, input="quit\n")
    finally:
        conn.execute("ROLLBACK")
        conn.close()
    assert res.exit_code == 2, res.output
    assert "locked by another program" in res.output, res.output
    assert "--resume" not in res.output and "another recorder" not in res.output, res.output
    assert "start the recording again" in res.output
    twin = run("record", GAME, "--header", header_file(tmp_path), "--db", db, input="quit\n")  # unlocked
    assert twin.exit_code == 0 and "Carry on: matchledger record --resume" in twin.output, twin.output


# -- F9: a refused header creates nothing ------------------------------------------------------------------------


def test_f9_a_record_refused_at_its_header_creates_no_ledger(tmp_path):
    bad = tmp_path / "bad.jsonl"
    header = json.loads(SAMPLE.read_text().splitlines()[0])
    header["first"] = 1  # a seat where the player's name goes
    bad.write_text(json.dumps(header) + "\n")
    db = tmp_path / "bad.db"
    res = run("record", GAME, "--header", bad, "--db", db, input="quit\n")
    assert res.exit_code == 2, res.output
    assert not db.exists()
    wrong = run("record", "fftcg", "--header", header_file(tmp_path), "--db", db, input="quit\n")
    assert wrong.exit_code == 2, wrong.output
    assert not db.exists()
    good = run("record", GAME, "--header", header_file(tmp_path), "--db", db, input="quit\n")  # the twin
    assert good.exit_code == 0, good.output
    assert db.exists()


def test_f9_end_at_seq_0_stores_nothing(tmp_path):
    db = tmp_path / "e.db"
    res = run("record", GAME, "--header", header_file(tmp_path), "--db", db, input="end\nquit\n")
    assert res.exit_code == 0, res.output
    assert "a match with no events is not stored" in res.output, res.output
    assert "Stored as match" not in res.output and "Ended at seq" not in res.output
    with Ledger(str(db), create=False) as led:
        assert led.list_matches() == []
        assert len(open_recordings(led)) == 1  # still open, to resume
    twin = run("record", GAME, "--header", header_file(tmp_path), "--db", db, input="1\nend\n")  # one event: stored
    assert "Ended at seq 1. Stored as match" in twin.output, twin.output


# -- F5/F6: open recordings where the organiser looks ---------------------------------------------------------


def recorded(target: str, n: int) -> str:
    log = read_log(SAMPLE)
    with Ledger(target) as led:
        rec = start_recording(led, log.header, GAME)
        for ev in log.events[:n]:
            rec.append(ev)
        return rec.id


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_f5_open_recordings_are_named_by_list_verify_all_and_sign(backend, request, tmp_path):
    db = str(tmp_path / "two.db") if backend == "sqlite" else request.getfixturevalue("pg_url")
    assert run("import", LOG, "--db", db).exit_code == 0
    from cli.options import without_password

    shown = without_password(db)
    twin = run("list", "--db", db)  # the clean twin: no recording open, no line about it
    assert "open recording" not in twin.output
    rid = recorded(db, 2)
    resume = f"matchledger record --resume {rid[:8]} --db "
    listed = run("list", "--db", db)
    assert listed.exit_code == 0, listed.output
    assert "1 open recording (not a match yet" in listed.output, listed.output
    assert rid in listed.output and resume in listed.output, listed.output
    assert json.loads(run("list", "--db", db, "--json").stdout)[0]["game"] == GAME  # --json: the matches, as before
    ver = run("verify", "--all", "--db", db, "--workers", "1")
    assert ver.exit_code == 0, ver.output
    assert "Note: 1 open recording was not verified" in ver.stderr and resume in ver.stderr, ver.stderr
    out = tmp_path / "s.json"
    signed = run("sign", "--db", db, "--key", tmp_path / "org.key", "--new-key", "-o", out)
    assert signed.exit_code == 0, signed.output
    assert "Note: 1 open recording was not signed" in signed.stderr and resume in signed.stderr, signed.stderr
    # ended, it is a match: listed as one, and no line about open recordings
    assert run("record", "--resume", rid[:8], "--db", db, input="end\n").exit_code == 0
    after = run("list", "--db", db)
    assert "open recording" not in after.output and len(json.loads(run("list", "--db", db, "--json").stdout)) == 2
    assert shown  # (named without its password)


def test_f6_copy_names_the_command_with_db(tmp_path):
    src = tmp_path / "st.db"
    assert run("import", LOG, "--db", src).exit_code == 0
    rid = recorded(str(src), 1)
    res = run("copy", src, tmp_path / "league.db")
    assert res.exit_code == 0, res.output
    assert f"then copy again): matchledger record --resume {rid[:8]} --db {src}" in res.output, res.output


# -- F3/F7: the recorder's words at the end of a match -----------------------------------------------------------


def _fed(tmp_path: Path, game: str, sample: Path, n: int | None, tail: str) -> str:
    lines = sample.read_text().splitlines()
    header = tmp_path / f"h-{sample.stem}.jsonl"
    header.write_text(lines[0] + "\n")
    events = lines[1:] if n is None else lines[1:n + 1]
    res = run("record", game, "--header", header, "--db", tmp_path / f"{sample.stem}.db",
              input="\n".join(events) + "\n" + tail)
    assert res.exit_code == 0, res.output[-2000:]
    return res.output


def test_f3_a_quest_win_is_not_called_an_empty_deck(tmp_path):
    out = _fed(tmp_path, GAME, SAMPLE, None, "\n")
    assert "empty main deck" not in out
    assert ("The match is over (alice wins: 5 quest points): enter what the table played after it (the draw listed "
            "below changes nothing") in out, out[-1500:]
    assert "Stored as match 52b27192" in out


def test_f3_twin_a_deck_out_keeps_the_empty_deck_words(tmp_path):
    out = _fed(tmp_path, GAME, ROOT / "sample_logs" / "chrono_clash" / "win-failed-draw-long.jsonl", None, "\n")
    assert "The draw that the empty main deck could not give may still be recorded" in out


FOW_LIFE = ROOT / "sample_logs" / "force_of_will" / "win-by-life.jsonl"


def test_f7_no_game_over_before_the_battle_damage(tmp_path):
    """After the block is declared (none), bob's life is lost only at the damage step: the recorder said "Game
    over" while it listed both players' actions and recorded the next one unflagged (as verify judges it). It now
    says the damage is still to be dealt, and says "Game over" only where the engine is over."""
    out = _fed(tmp_path, "force-of-will", FOW_LIFE, 79, "quit\n")
    last = out.rsplit("Board after seq 79", 1)[1]
    assert "Game over" not in last
    assert "Battle damage still to be dealt: when it is, alice wins: bob has -200 life" in last, last[:600]
    with Ledger(str(tmp_path / "win-by-life.db"), create=False) as led:
        (rid,) = open_recordings(led)
    ended = run("record", "--resume", rid[:8], "--db", tmp_path / "win-by-life.db", input="end\n")
    assert "Ended at seq 79. Stored as match" in ended.output, ended.output
    mid = ended.output.split("Stored as match ", 1)[1][:36]
    ver = run("verify", mid[:8], "--db", tmp_path / "win-by-life.db", "--json")
    assert ver.exit_code == 0, ver.output
    assert json.loads(ver.stdout)["winner"] == "alice"  # the verdict: the damage dealt at the log's end


def test_f7_twin_a_game_over_board_still_says_it(tmp_path):
    out = _fed(tmp_path, GAME, SAMPLE, None, "\n")
    assert "Game over: alice wins: 5 quest points" in out and "Battle damage still" not in out


# -- F8: a mistyped persistence on a read; F10: a folder whose logs are in subfolders ------------------------------


@pytest.mark.parametrize("args", [["list"], ["verify", "--all"], ["audit"], ["show", "abcd"]])
def test_f8_a_mistyped_persistence_is_said_by_read_commands(tmp_path, monkeypatch, args):
    monkeypatch.chdir(tmp_path)  # no matchledger.db here
    monkeypatch.setenv("MATCHLEDGER_PERSISTENCE", "postgresql")
    res = run(*args)
    assert res.exit_code == 2, res.output
    assert "unknown persistence 'postgresql' (use one of: sqlite, postgres)" in res.output, res.output
    assert "no ledger at" not in res.output
    monkeypatch.setenv("MATCHLEDGER_PERSISTENCE", "sqlite")  # the twin: a known one, no file: "no ledger"
    twin = run(*args)
    assert "unknown persistence" not in twin.output
    assert not (tmp_path / "matchledger.db").exists()


def test_f10_a_folder_of_subfolders_names_them_and_stores_nothing(tmp_path):
    round_ = tmp_path / "round"
    round_.mkdir()
    (round_ / "t1.jsonl").write_bytes(LOG.read_bytes())
    samples = tmp_path / "samples"
    (samples / "chrono_clash").mkdir(parents=True)
    (samples / "empty").mkdir()
    (samples / "chrono_clash" / "w.jsonl").write_bytes(SAMPLE.read_bytes())
    db = tmp_path / "f10.db"
    res = run("import", round_, samples, "--db", db)
    assert res.exit_code == 2, res.output
    (line,) = [x for x in res.output.splitlines() if x.strip()]
    assert (f"{samples}: a folder with no .jsonl match logs in it; its subfolders are not read: name them "
            f"({samples / 'chrono_clash'}); nothing was stored") in line, line
    assert not db.exists()  # all or nothing: round/ was not stored either
    ok = run("import", round_, samples / "chrono_clash", "--db", db)  # the twin: the subfolder named
    assert ok.exit_code == 0, ok.output
    assert len(json.loads(run("list", "--db", db, "--json").stdout)) == 2


# -- F2: copy past a match both ledgers ruled on -------------------------------------------------------------------


def test_f2_copy_skip_conflicts_copies_every_other_match_and_names_the_conflict(tmp_path):
    from ledger.rulings import rulings_of

    st, league = str(tmp_path / "st.db"), str(tmp_path / "league.db")
    assert run("import", SAMPLE, "--db", st).exit_code == 0
    assert run("copy", st, league).exit_code == 0
    mid = match_id(st)
    assert run("note", mid[:8], "--at", 3, "--judge", "League", "Warning.", "--db", league).exit_code == 0
    assert run("note", mid[:8], "--at", 3, "--judge", "Floor", "Caution.", "--db", st).exit_code == 0
    assert run("import", LOG, "--db", st).exit_code == 0  # a new match at the station
    stuck = run("copy", st, league)
    assert stuck.exit_code == 2, stuck.output
    assert "has other rulings than" in stuck.output and "copy --skip-conflicts" in stuck.output, stuck.output
    res = run("copy", st, league, "--skip-conflicts")
    assert res.exit_code == 1, res.output
    assert "Copied 1 match from" in res.output, res.output
    assert f"1 match was ruled on in both ledgers; its rulings were not copied" in res.output
    assert f"(each ledger keeps its own): {mid[:8]}. Compare them with" in res.output, res.output
    with Ledger(league, create=False) as led:
        assert len(led.list_matches()) == 2  # the new match is in the league
        assert [r.text for r in rulings_of(led, mid)] == ["Warning."]  # the league's ruling, untouched
    with Ledger(st, create=False) as led:
        assert [r.text for r in rulings_of(led, mid)] == ["Caution."]  # the station's, kept there
    data = run("copy", st, league, "--skip-conflicts", "--json")
    assert data.exit_code == 1 and json.loads(data.stdout)["ruling_conflicts"] == [mid]
    # the clean twin: no conflict, --skip-conflicts changes nothing (exit 0)
    st2, league2 = str(tmp_path / "st2.db"), str(tmp_path / "league2.db")
    assert run("import", SAMPLE, "--db", st2).exit_code == 0
    assert run("note", mid[:8], "--at", 3, "--judge", "Floor", "Caution.", "--db", st2).exit_code == 0
    twin = run("copy", st2, league2, "--skip-conflicts")
    assert twin.exit_code == 0 and "ruled on in both" not in twin.output, twin.output
    with Ledger(league2, create=False) as led:
        assert [r.text for r in rulings_of(led, mid)] == ["Caution."]


# -- F4: a table settled by a correction reads settled in show, view and the station --------------------------

QA38 = ROOT / "tests" / "logs" / "store_qa38"


def _table(tmp_path: Path) -> tuple[str, str, str]:
    db = str(tmp_path / "st5.db")
    res = run("import", QA38 / "t1-alice.jsonl", QA38 / "t1-bob.jsonl", "--db", db, "--json")
    assert res.exit_code == 0, res.output
    with Ledger(db, create=False) as led:
        alice, bob = [m.id for m in led.list_matches()]
    return db, alice, bob


def _station_row(db: str, match: str) -> str:
    from starlette.testclient import TestClient

    from cli.station import make_app

    page = TestClient(make_app(db)).get("/").text
    return page.split(f'data-match="{match}"', 1)[1].split("</tr>", 1)[0]


def test_f4_a_settled_table_reads_settled_in_show_view_and_the_station(tmp_path):
    db, alice, bob = _table(tmp_path)
    # the twin first: two logs that differ, no correction: a dispute, with the diff to compare them
    shown = run("show", alice[:8], "--db", db)
    assert f"(it differs; compare them: matchledger diff {alice[:8]} {bob[:8]} --db {db})" in shown.output
    assert "(disputed: 2 logs of this table)" in _station_row(db, alice)
    fix = run("amend", bob[:8], "--at", 170, "--insert", QA38 / "fix-last.jsonl", "--reason", "r", "--judge", "A",
              "--db", db)
    assert fix.exit_code == 0, fix.output
    assert run("verify", "--all", "--db", db).exit_code == 0
    shown = run("show", alice[:8], "--db", db)
    assert shown.exit_code in (0, 1), shown.output
    assert "it differs" not in shown.output and "matchledger diff" not in shown.output, shown.output
    assert f"Another log of this table in the ledger: match {bob}." in shown.output, shown.output
    assert "the dispute is settled" in shown.output
    page = tmp_path / "v.html"
    assert run("view", alice[:8], "--db", db, "-o", page).exit_code == 0
    assert "compare them" not in page.read_text() and "the dispute is settled" in page.read_text()
    for mid in (alice, bob):
        row = _station_row(db, mid)
        assert "disputed" not in row and "(settled: 2 logs of this table, a correction agrees)" in row, row


def test_f7_the_logged_play_after_the_block_is_clean_and_alice_wins():
    """The tester's stored log (the recorder let alice play Demonflame after bob's no-block, before the damage):
    verify reads it as the recorder now shows it: the game goes on until the damage, clean, alice wins."""
    res = run("verify", QA38 / "fow-play-after-life-loss.jsonl", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["winner"] == "alice" and data["violations"] == [], data


def test_f6_the_second_station_on_one_recording_gets_the_resume_command(tmp_path):
    from ledger.live import open_recording

    db = tmp_path / "two.db"
    events = SAMPLE.read_text().splitlines()[1:]
    proc = _recorder(str(db), header_file(tmp_path))
    try:
        _until(proc, "> ")
        proc.stdin.write(events[0] + "\n")
        proc.stdin.flush()
        _until(proc, "Recorded seq 1.")
        _until(proc, "> ")
        with Ledger(str(db), create=False) as led:  # the other station stores seq 2 first
            (rid,) = open_recordings(led)
            other = open_recording(led, rid)
            other.append(read_log(SAMPLE).events[1])
        proc.stdin.write(events[1] + "\n")
        proc.stdin.flush()
        _out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 2, err
    (line,) = [x for x in err.splitlines() if x.strip()]
    assert "another station recorded seq 2 of this recording first" in line, line
    assert line.endswith(f"Carry on: matchledger record --resume {rid[:8]} --db {db}"), line
