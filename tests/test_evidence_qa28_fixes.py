"""Round 28's evidence findings (the league organiser's season ledger, the appeals committee):

1. A ruling row deleted (R1, or one in the middle) is the audit's one line in every reader, on the station (409
   for that match, the list stays up with it "refused") and in verify --all (that match unusable).
2. A rulings stream's opening swapped with R1: one audit line (exit 1), the same in every reader, verify --all and
   the station; no internal error.
3. `copy` from a ledger with a tampered ruling copies nothing and names the SOURCE.
4. `record --resume` of a recording with a row deleted in the middle says the audit's line (exit 2).
5. A recording whose start is swapped with event seq 1 is one line naming it; the other recordings are still
   audited and resumable.
6. Readers say two swapped rulings were swapped (the audit's line), not "edited"; so does the station's list.
8. The round report counts a judge's corrections apart from the disputing logs, and names the round when the
   table is in more than one.
9. The signed list of a ledger in PostgreSQL names it by its URL (no password), not the socket folder's name.
"""

from __future__ import annotations

import html
import json
import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest

from test_evidence_qa27_fixes import LOGS, _audit, _recording, _swap_rows, at_table, run
from test_tamper import forge

EDITED = "its content was edited (it no longer matches its hash)"
SWAPPED_RULINGS = "R1 and R2 were swapped (each is stored in the other's place)"
OPENING_SWAPPED = "the stream's opening and R1 were swapped (each is stored in the other's place)"


def at(src: Path, out: Path, rnd: str, table: str) -> Path:
    """The log ``src`` at ``table`` of round ``rnd``."""
    lines = src.read_text(encoding="utf-8").split("\n")
    head = json.loads(lines[0])
    head["meta"] = {"event": "League", "round": rnd, "table": table}
    lines[0] = json.dumps(head, separators=(",", ":"))
    out.write_text("\n".join(lines), encoding="utf-8")
    return out


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict:
    """A and B: alice's and bob's logs of table 1, round 2; A2 a correction of A and A3 one of A2; D at table 1
    of round 3 with three rulings R1..R3."""
    folder = tmp_path_factory.mktemp("evidence28")
    db = folder / "ledger.db"
    ids = {}
    for name, src, rnd in (("a", "win-quests.jsonl", "2"), ("b", "win-attack-no-guardians.jsonl", "2"),
                           ("d", "balanced-duel.jsonl", "3")):
        res = run("import", at(LOGS / src, folder / f"{name}.jsonl", rnd, "1"), "--db", db, "--json")
        assert res.exit_code == 0, res.output
        ids[name] = json.loads(res.output)[0]["match"]
    for seq, text in (("3", "Warning for alice: slow play."), ("4", "Game loss considered, not given."),
                      ("3", "Caution instead of the warning.")):
        res = run("note", ids["d"], "--judge", "J. Park", "--at", seq, text, "--db", db)
        assert res.exit_code == 0, res.output
    for name, parent, seq in (("a2", "a", "6"), ("a3", "a2", "5")):
        res = run("amend", ids[parent], "--at", seq, "--drop", "--reason", "not made", "--judge", "H. Judge",
                  "--db", db, "--json")
        assert res.exit_code == 0, res.output
        ids[name] = json.loads(res.output)["match"]
    return {"db": db, "ids": ids, "folder": folder}


def copy_of(made, tmp_path) -> Path:
    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    return db


def rulings_sid(match_id: str) -> str:
    from ledger.ruling import stream_id

    return stream_id(match_id).hex


def delete_row(db: Path, oid: str, version: int) -> None:
    forge(db, ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = ?", [oid, version]))


def refusal(db: Path, match_id: str, line: str) -> str:
    return f"Error: match {match_id} in {db} fails its integrity check: rulings: {line}"


def readers_say(db: Path, match_id: str, line: str) -> None:
    """Every reader of the stored match refuses it with the audit's line (exit 2, one line)."""
    for args in (("show", match_id), ("verify", match_id), ("explain", match_id, "2"),
                 ("replay", match_id, "--at", "3"), ("export", match_id, "--format", "packet")):
        res = run(*args, "--db", db)
        assert res.exit_code == 2, (args, res.output)
        assert res.stderr.strip() == refusal(db, match_id, line), (args, res.stderr)


def round_says(db: Path, match_id: str, line: str) -> None:
    """verify --all: that match alone unusable, with the refusal's line."""
    res = run("verify", "--all", "--db", db, "--json")
    assert res.exit_code == 2, res.output
    rows = json.loads(res.stdout)["matches"]
    assert [(r["ref"], r["error"]) for r in rows if r["verdict"] == "unusable"] == [
        (match_id, refusal(db, match_id, line).removeprefix("Error: "))]


def station_says(db: Path, match_id: str, line: str) -> None:
    """The station: its list up (200) with that match alone refused, the match itself a 409 with the line."""
    from starlette.testclient import TestClient

    from cli.station import make_app

    client = TestClient(make_app(str(db)), raise_server_exceptions=False)
    res = client.get("/api/matches")
    assert res.status_code == 200, res.text
    assert [(d["id"], d["refused"]) for d in res.json() if "refused" in d] == [
        (match_id, refusal(db, match_id, line).removeprefix("Error: "))]
    assert client.get("/").status_code == 200
    res = client.get(f"/api/matches/{match_id}")
    assert res.status_code == 409 and line in res.text, res.text


def everywhere_says(db: Path, match_id: str, line: str) -> None:
    """Every reader, the round and the station say the audit's line for that match alone."""
    readers_say(db, match_id, line)
    round_says(db, match_id, line)
    station_says(db, match_id, line)


def test_the_clean_twin_is_clean_everywhere(made, tmp_path):
    db, d = copy_of(made, tmp_path), made["ids"]["d"]
    assert _audit(db) == []
    for args in (("show", d), ("explain", d, "2")):
        assert run(*args, "--db", db).exit_code == 0, args
    from starlette.testclient import TestClient

    from cli.station import make_app

    data = TestClient(make_app(str(db)), raise_server_exceptions=False).get("/api/matches").json()
    assert [x for x in data if "refused" in x] == []


# -- 1. a ruling row deleted --------------------------------------------------------------------------------------


@pytest.mark.parametrize("version, line", [(2, "R1 is missing"), (3, "R2 is missing")])
def test_a_deleted_ruling_is_the_audits_line_in_every_reader_the_round_and_the_station(made, tmp_path, version,
                                                                                       line):
    db, d = copy_of(made, tmp_path), made["ids"]["d"]
    delete_row(db, rulings_sid(d), version)
    assert _audit(db) == [f"match {d}: rulings: {line}"]
    everywhere_says(db, d, line)


# -- 2. the stream's opening swapped with R1 ----------------------------------------------------------------------


def test_a_rulings_opening_swapped_with_r1_is_one_audit_line_and_refused_everywhere(made, tmp_path):
    db, d = copy_of(made, tmp_path), made["ids"]["d"]
    _swap_rows(db, rulings_sid(d), "stored_events", 1, 2)
    res = run("audit", "--db", db)
    assert res.exit_code == 1, res.output
    assert _audit(db) == [f"match {d}: rulings: {OPENING_SWAPPED}"]
    everywhere_says(db, d, OPENING_SWAPPED)


# -- 3. copy of a tampered ruling ---------------------------------------------------------------------------------


def test_copy_of_a_ledger_with_an_edited_ruling_copies_nothing_and_names_the_source(made, tmp_path):
    from ledger.store import Ledger

    db, d = copy_of(made, tmp_path), made["ids"]["d"]
    res = run("copy", db, tmp_path / "twin.db")  # the clean twin
    assert res.exit_code == 0, res.output
    con = sqlite3.connect(db)
    (state,) = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 3",
                           [rulings_sid(d)]).fetchone()
    con.close()
    data = json.loads(state)
    data["text"] = "A game loss after all."
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 3",
               [json.dumps(data, separators=(",", ":")).encode(), rulings_sid(d)]))
    target = tmp_path / "backup.db"
    res = run("copy", db, target)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"{refusal(db, d, f'R2: {EDITED}')}; nothing was copied"
    with Ledger(str(target)) as led:
        assert led.list_matches() == []


@pytest.mark.parametrize("tamper, line", [("delete", "R1 is missing"), ("swap", OPENING_SWAPPED)])
def test_copy_of_a_ledger_with_a_ruling_row_deleted_or_swapped_copies_nothing(made, tmp_path, tamper, line):
    db, d = copy_of(made, tmp_path), made["ids"]["d"]
    if tamper == "delete":
        delete_row(db, rulings_sid(d), 2)
    else:
        _swap_rows(db, rulings_sid(d), "stored_events", 1, 2)
    res = run("copy", db, tmp_path / "backup.db")
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"{refusal(db, d, line)}; nothing was copied"
    assert "No matches" in run("list", "--db", tmp_path / "backup.db").output


# -- 4. record --resume of a recording with a row deleted ---------------------------------------------------------


def test_resume_of_a_recording_with_a_row_deleted_says_the_audits_line(tmp_path):
    db = tmp_path / "live.db"
    rid = _recording(db, 6)
    assert _audit(db) == []  # the clean twin
    delete_row(db, uuid.UUID(rid).hex, 6)  # event seq 5
    assert _audit(db) == [f"recording {rid}: event seq 5 is missing"]
    res = run("record", "--resume", rid[:8], "--db", db, input="quit\n")
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: recording {rid} in {db} fails its integrity check: event seq 5 is missing"


# -- 5. a recording's start swapped with its first event ----------------------------------------------------------


def test_a_recordings_start_swapped_with_seq_1_is_one_line_and_hides_no_other_recording(tmp_path):
    db = tmp_path / "live.db"
    a = _recording(db, 4)
    b = _recording(db, 4)
    assert _audit(db) == []  # the clean twin
    _swap_rows(db, uuid.UUID(a).hex, "stored_events", 1, 2)
    line = f"recording {a}: the header and event seq 1 were swapped (each is stored in the other's place)"
    assert _audit(db) == [line]
    res = run("record", "--resume", a[:8], "--db", db, input="quit\n")
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == (f"Error: recording {a} in {db} fails its integrity check: the header and event "
                                  "seq 1 were swapped (each is stored in the other's place)")
    res = run("record", "--resume", b[:8], "--db", db, input="quit\n")  # the intact one: resumed
    assert res.exit_code == 0, res.output
    # B's own edit is reported apart
    con = sqlite3.connect(db)
    (state,) = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 3",
                           [uuid.UUID(b).hex]).fetchone()
    con.close()
    data = json.loads(state)
    data["line"] = data["line"][:-1] + ',"note":"edited"}'
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 3",
               [json.dumps(data, separators=(",", ":")).encode(), uuid.UUID(b).hex]))
    assert sorted(_audit(db)) == sorted([line, f"recording {b}: event seq 2: {EDITED}"])


# -- 6. swapped rulings are said swapped by every reader ----------------------------------------------------------


def test_swapped_rulings_are_said_swapped_by_every_reader_the_round_and_the_station(made, tmp_path):
    from starlette.testclient import TestClient

    from cli.station import make_app

    db, d = copy_of(made, tmp_path), made["ids"]["d"]
    _swap_rows(db, rulings_sid(d), "stored_events", 2, 3)
    assert _audit(db) == [f"match {d}: rulings: {SWAPPED_RULINGS}"]
    everywhere_says(db, d, SWAPPED_RULINGS)
    page = html.unescape(TestClient(make_app(str(db)), raise_server_exceptions=False).get("/").text)
    row = next(x for x in page.split("<tr") if f'data-match="{d}"' in x)
    assert f">refused: {refusal(db, d, SWAPPED_RULINGS).removeprefix('Error: ')}</span>" in row, row


# -- 8. corrections apart in the round's same-table line ----------------------------------------------------------


def test_a_disputed_table_counts_the_disputing_logs_names_corrections_apart_and_says_the_round(made, tmp_path):
    db, ids = copy_of(made, tmp_path), made["ids"]
    short = {k: v[:8] for k, v in ids.items()}
    res = run("verify", "--all", "--db", db, "--json")
    assert res.exit_code in (0, 1), res.output
    [same] = json.loads(res.stdout)["same_table"]
    assert (same["table"], same["round"], same["refs"], same["corrections"]) == (
        "1", "2", [ids["a"], ids["b"]], [ids["a2"], ids["a3"]])
    res = run("verify", "--all", "--db", db)
    lines = [x for x in res.stdout.splitlines() if x.startswith("Same table")]
    assert lines == [f"Same table 1 of round 2 in 2 logs that differ: {short['a']}, {short['b']} (and 2 corrections "
                     f"of them: {short['a2']}, {short['a3']}); compare them: matchledger diff {short['a']} "
                     f"{short['b']} --db {db}"]


# -- 9. the signed list names a PostgreSQL ledger by its URL -------------------------------------------------------


def test_the_signed_list_names_a_database_by_its_url_and_a_file_by_its_name(pg_url, tmp_path):
    src = at(LOGS / "win-quests.jsonl", tmp_path / "a.jsonl", "1", "1")
    for db in (pg_url, str(tmp_path / "season.db")):
        assert run("import", src, "--db", db).exit_code == 0
        out = tmp_path / "signed.json"
        res = run("sign", "--db", db, "--key", tmp_path / "org.key", "--new-key", "-o", out)
        assert res.exit_code == 0, res.output
        statement = json.loads(json.loads(out.read_text(encoding="utf-8"))["statement"])
        assert statement["ledger"] == (pg_url if "://" in db else "season.db")
        (tmp_path / "org.key").unlink()
        (tmp_path / "org.key.pub").unlink()


# -- 7. swaps that were several lines -----------------------------------------------------------------------------


@pytest.fixture
def pair(tmp_path) -> tuple[Path, str, str]:
    """Two matches imported together (one import time): their ledger and ids."""
    folder = tmp_path / "pair"
    folder.mkdir()
    at(LOGS / "win-quests.jsonl", folder / "t1.jsonl", "1", "1")
    at(LOGS / "balanced-duel.jsonl", folder / "t2.jsonl", "1", "2")
    db = tmp_path / "pair.db"
    res = run("import", folder, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    x, y = (r["match"] for r in json.loads(res.output))
    return db, x, y


def test_a_header_swapped_with_its_first_event_is_one_line(pair):
    db, x, _y = pair
    assert _audit(db) == []  # the clean twin
    _swap_rows(db, uuid.UUID(x).hex, "stored_events", 1, 2)
    line = "the header and event seq 1 were swapped (each is stored in the other's place)"
    assert _audit(db) == [f"match {x}: {line}"]
    res = run("verify", x, "--db", db)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: match {x} in {db} fails its integrity check: {line}"


def test_an_event_swapped_with_another_matchs_is_one_line_for_each(pair):
    db, x, y = pair
    con = sqlite3.connect(db)
    states = [con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 20",
                          [uuid.UUID(m).hex]).fetchone()[0] for m in (x, y)]
    con.close()
    sql = "UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 20"
    forge(db, (sql, [states[1], uuid.UUID(x).hex]), (sql, [states[0], uuid.UUID(y).hex]))
    said = "event seq 19: another event is stored in its place (its own hash holds; its links to seq 18 and seq 20 do not)"
    swapped = "event seq 19: swapped with event seq 19 of match {} (each is stored in the other's place)"  # round 32
    assert sorted(_audit(db)) == sorted([f"match {x}: {swapped.format(y)}", f"match {y}: {swapped.format(x)}"])
    res = run("verify", y, "--db", db)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: match {y} in {db} fails its integrity check: {said}"
