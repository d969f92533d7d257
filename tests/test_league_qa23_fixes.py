"""The league organiser's findings (QA 22, PostgreSQL): the store's checks, audit, live recording, the CLI's words.

Each runs on SQLite and, where the finding is PostgreSQL's, on the throwaway
cluster of tests/pg_fixtures.py (run, never skipped, under CI=true).
"""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.errors import StoreError
from ledger.live import open_recording, recordings, start_recording
from ledger.log import read_log
from ledger.store import Ledger

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"
GAME = "chrono-clash"


def run(*args, input: str | None = None, env: dict | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], input=input, env=env)


def typed(ev) -> str:
    data = msgspec.to_builtins(ev)
    data.pop("seq")
    return json.dumps(data)


def header_file(tmp_path: Path) -> Path:
    path = tmp_path / "header.jsonl"
    path.write_bytes(SAMPLE.read_bytes().split(b"\n", 1)[0] + b"\n")
    return path


def recorded(target: str, n: int, *, close: bool = False) -> str:
    """A recording of the sample's first ``n`` events (closed: stored as a match); its id."""
    log = read_log(SAMPLE)
    with Ledger(target) as led:
        rec = start_recording(led, log.header, GAME)
        for ev in log.events[:n]:
            rec.append(ev)
        if close:
            rec.close("ended at the table")
        return rec.id


def with_password(url: str) -> str:
    """The URL with a password in its user part (the test cluster trusts its socket: any password logs in)."""
    head, rest = url.split("://", 1)
    user, at, tail = rest.partition("@")
    return f"{head}://{user}:secret{at}{tail}"


# -- 1. audit checks every recording's chain ----------------------------------------------------------


@pytest.mark.parametrize("closed", [False, True], ids=["open", "ended"])
def test_audit_reports_a_recorded_event_edited_behind_its_back(ledger_db, closed):
    rid = recorded(ledger_db.target, 3, close=closed)
    clean = run("audit", "--no-snapshots", "--json", "--db", ledger_db.target)
    assert clean.exit_code == 0, clean.output
    assert json.loads(clean.output)["problems"] == []

    state = ledger_db.state(rid, 3)  # version 3: event seq 2
    state["line"] = state["line"][:-1] + ',"note":"edited"}'
    ledger_db.set_state(rid, 3, msgspec.json.encode(state))  # guards dropped, UPDATE...
    with Ledger(ledger_db.target) as led:
        led.backend.restore_guards()  # ...guards put back: only the chain can tell
    with Ledger(ledger_db.target) as led:
        with pytest.raises(Exception, match="fails its integrity check: event seq 2: its content was edited"):
            open_recording(led, rid)  # what `record --resume` already said

    res = run("audit", "--no-snapshots", "--json", "--db", ledger_db.target)
    assert res.exit_code == 1, res.output
    (problem,) = json.loads(res.output)["problems"]
    assert (problem["kind"], problem["seq"]) == ("recording", 2)
    assert problem["message"] == (f"recording {rid}: event seq 2: its content was edited (it no longer matches "
                                  "its hash)")
    text = run("audit", "--no-snapshots", "--db", ledger_db.target)
    assert text.exit_code == 1 and f"recording {rid}: event seq 2" in text.output


# -- 2. an unreachable server is exit 2, its password masked ------------------------------------------


def test_audit_of_a_server_that_cannot_be_reached_exits_2_without_the_password(tmp_path):
    url = f"postgresql://judge2:secret@/season?host={tmp_path}/nosock"
    for args in (["--json"], []):
        res = CliRunner().invoke(cli, ["audit", *args, "--db", url], env={"POSTGRES_CONNECT_TIMEOUT": "1"})
        assert res.exit_code == 2, res.output
        assert "secret" not in res.output
        errors = [line for line in res.output.splitlines() if line.startswith("Error: ")]
        assert len(errors) == 1 and "cannot open the ledger postgresql://judge2:***@/season" in errors[0]
        assert "problem found" not in res.output


def test_audit_of_a_database_that_is_not_there_exits_2(pg_server, pg_url):
    url = with_password(pg_url).replace(pg_url.split("/")[3].split("?")[0], "no_such_database_qa23", 1)
    res = run("audit", "--json", "--db", url)
    assert res.exit_code == 2, res.output
    assert "secret" not in res.output
    with Ledger(pg_url) as led:
        led.import_logs([read_log(SAMPLE)])
    clean = run("audit", "--json", "--db", with_password(pg_url))  # the twin that is there: clean
    assert clean.exit_code == 0, clean.output
    assert "secret" not in clean.output


# -- 3. a ledger without its guards is refused by note, record, list and copy ---------------------------


def test_a_ledger_that_lost_its_guards_is_refused_by_note_record_list_and_copy(ledger_db, tmp_path):
    with Ledger(ledger_db.target) as led:
        (stored,) = led.import_logs([read_log(SAMPLE)])
    mid = stored.match_id
    rid = recorded(ledger_db.target, 2)
    guarded = {
        "note": run("note", mid[:8], "ok", "--at", "1", "--judge", "X", "--db", ledger_db.target),
        "list": run("list", "--db", ledger_db.target),
        "copy": run("copy", ledger_db.target, tmp_path / "a.db"),
        "record": run("record", "--resume", rid[:8], "--db", ledger_db.target, input="q\n"),
    }
    assert {k: r.exit_code for k, r in guarded.items()} == dict.fromkeys(guarded, 0), \
        {k: r.output for k, r in guarded.items()}

    ledger_db.unguard()
    count = ledger_db.count(ledger_db.events)
    refused = {
        "note": run("note", mid[:8], "unguarded", "--at", "1", "--judge", "X", "--db", ledger_db.target),
        "list": run("list", "--db", ledger_db.target),
        "copy": run("copy", ledger_db.target, tmp_path / "b.db"),
        "record": run("record", GAME, "--header", header_file(tmp_path), "--db", ledger_db.target, input="q\n"),
        "resume": run("record", "--resume", rid[:8], "--db", ledger_db.target, input="q\n"),
    }
    for name, res in refused.items():
        assert res.exit_code == 2, (name, res.output)
        errors = [line for line in res.output.splitlines() if line.startswith("Error: ")]
        assert len(errors) == 1 and "lost its guard" in errors[0], (name, res.output)
    assert ledger_db.count(ledger_db.events) == count  # no ruling, no recording written
    assert not (tmp_path / "b.db").exists()


# -- 4. sign and audit --key of a database name their file with an option ------------------------------


def test_sign_and_audit_key_of_a_database_ask_for_the_file(pg_server, pg_url, tmp_path):
    url = with_password(pg_url)
    with Ledger(pg_url) as led:
        led.import_logs([read_log(SAMPLE)])
    key = tmp_path / "org.key"
    res = run("sign", "--db", url, "--key", key, "--new-key")
    assert res.exit_code == 2, res.output
    (error,) = [line for line in res.output.splitlines() if line.startswith("Error: ")]
    assert "-o FILE" in error and "is in a database, not a file" in error and "secret" not in res.output
    assert not key.exists()  # refused before anything is made

    out = tmp_path / "signed.json"
    signed = run("sign", "--db", url, "--key", key, "--new-key", "-o", out)
    assert signed.exit_code == 0, signed.output
    assert "secret" not in out.read_text()
    res = run("audit", "--no-snapshots", "--db", url, "--key", f"{key}.pub")
    assert res.exit_code == 2, res.output
    (error,) = [line for line in res.output.splitlines() if line.startswith("Error: ")]
    assert "--digests FILE" in error and "secret" not in res.output
    ok = run("audit", "--no-snapshots", "--db", url, "--key", f"{key}.pub", "--digests", out)
    assert ok.exit_code == 0, ok.output


# -- 5. no hint prints the password ------------------------------------------------------------------


def test_a_hint_names_the_database_without_its_password(pg_server, pg_url, tmp_path):
    url = with_password(pg_url)
    res = run("record", GAME, "--header", header_file(tmp_path), "--db", url, input="q\n")
    assert res.exit_code == 0, res.output
    (hint,) = [line for line in res.output.splitlines() if "Carry on: matchledger record --resume" in line]
    assert "secret" not in res.output
    assert f"--db '{pg_url}'" in hint  # the URL as given, its password left out (libpq asks for it)


# -- 6. two stations at once ---------------------------------------------------------------------------


def test_a_seq_another_station_stored_first_is_said_plainly(ledger_db):
    rid = recorded(ledger_db.target, 1)
    log = read_log(SAMPLE)
    with Ledger(ledger_db.target) as a, Ledger(ledger_db.target) as b:
        first, second = open_recording(a, rid), open_recording(b, rid)
        first.append(log.events[1])
        with pytest.raises(StoreError) as caught:
            second.append(log.events[1])
    said = str(caught.value)
    assert said == (f"could not store event 2 of recording {rid} in {b.name}: another station recorded seq 2 of "
                    "this recording first: resume it again to see it")
    with Ledger(ledger_db.target) as led:  # the first station's event, intact
        assert len(open_recording(led, rid).stream.lines) == 2


def test_the_same_match_recorded_twice_is_said_already_stored(tmp_path):
    db = str(tmp_path / "l.db")
    log = read_log(SAMPLE)
    entered = "".join(typed(e) + "\n" for e in log.events[:3]) + "end\n"
    first = run("record", GAME, "--header", header_file(tmp_path), "--db", db, input=entered)
    second = run("record", GAME, "--header", header_file(tmp_path), "--db", db, input=entered)
    assert first.exit_code == 0 and second.exit_code == 0, (first.output, second.output)
    assert "Ended at seq 3. Stored as match" in first.output and "Already stored" not in first.output
    assert "Ended at seq 3. Already stored as match" in second.output
    assert "Ended at seq 3. Stored as match" not in second.output


# -- 7. copy says the open recordings it leaves ----------------------------------------------------------


def test_copy_says_how_many_open_recordings_it_left_behind(tmp_path):
    src, clean_src = str(tmp_path / "st3.db"), str(tmp_path / "st4.db")
    recorded(src, 3, close=True)
    rid = recorded(src, 2)  # stopped, to be resumed
    recorded(clean_src, 3, close=True)
    res = run("copy", src, tmp_path / "a.db")
    assert res.exit_code == 0, res.output
    assert (f"1 open recording was not copied (a recording is copied as the match it becomes: end it, then copy "
            f"again): matchledger record --resume {rid[:8]} --db {src}") in res.output  # (the command to run: qa38)
    data = run("copy", src, tmp_path / "b.db", "--json")
    assert json.loads(data.output)["open_recordings_left"] == [rid]
    clean = run("copy", clean_src, tmp_path / "c.db")
    assert clean.exit_code == 0 and "open recording" not in clean.output, clean.output
    with Ledger(src) as led:
        assert len(recordings(led)) == 2
