"""Round 30's evidence findings (the league organiser's season ledger on PostgreSQL, the appeals committee):

1. One match's header swapped with its event seq 1 (the rows' contents) is refused alone, with the audit's one
   line: every other match reads normally in list, show, export and on the station (its list stays up, that match
   "refused", 409 for it), never an internal error.
2. The same with the rows' topics swapped too (a full row swap), or the header deleted: one audit line, and only
   that match refused anywhere.
6. ``sign`` refuses a ledger whose damage is in a live recording (the audit's recording check), exit 2.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest

from test_evidence_qa27_fixes import _audit, _recording, _swap_rows, run
from test_evidence_qa28_fixes import made  # noqa: F401 - the fixture: A, B (round 2, table 1), A2, A3, D
from test_tamper import forge

SWAPPED = "the header and event seq 1 were swapped (each is stored in the other's place)"


def copy_of(made, tmp_path) -> Path:  # noqa: F811
    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    return db


def _swap_full(db: Path, oid: str) -> None:
    """Rows 1 and 2 (the header and event seq 1) exchanged whole: contents and topics."""
    con = sqlite3.connect(db)
    rows = {v: (t, s) for v, t, s in con.execute(
        "SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? AND "
        "originator_version IN (1, 2)", [oid]).fetchall()}
    con.close()
    sql = "UPDATE stored_events SET topic = ?, state = ? WHERE originator_id = ? AND originator_version = ?"
    forge(db, (sql, [*rows[2], oid, 1]), (sql, [*rows[1], oid, 2]))


def _damage(db: Path, match_id: str, how: str) -> str:
    """``match_id``'s header damaged ``how``; the audit's one line for it."""
    oid = uuid.UUID(match_id).hex
    if how == "contents":
        _swap_rows(db, oid, "stored_events", 1, 2)
        return SWAPPED
    if how == "full":
        _swap_full(db, oid)
        return SWAPPED
    forge(db, ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 1", [oid]))
    return "the header is missing"


def _others_read(db: Path, ids: dict, damaged: str, line: str, kin: set[str]) -> None:
    """Every other match reads; ``kin`` (corrections of the damaged one) only not exported, as their export
    holds the parent's events: refused naming the parent."""
    refused = f"match {damaged} in {db} fails its integrity check: {line}"
    res = run("list", "--db", db, "--json")
    assert res.exit_code == 0, res.output
    assert sorted(m["id"] for m in json.loads(res.stdout)) == sorted(ids.values())
    for mid in ids.values():
        if mid == damaged:
            continue
        for args in (("show", mid), ("export", mid, "--format", "md")):
            res = run(*args, "--db", db)
            if mid in kin and args[0] == "export":
                assert res.exit_code == 2 and res.stderr.strip() == f"Error: {refused}", res.output
                continue
            assert res.exit_code == 0, (args, res.output)
    res = run("show", damaged, "--db", db)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: {refused}"
    from starlette.testclient import TestClient

    from cli.station import make_app

    client = TestClient(make_app(str(db)), raise_server_exceptions=False)
    res = client.get("/api/matches")
    assert res.status_code == 200, res.text
    assert [(d["id"], d["refused"]) for d in res.json() if "refused" in d] == [(damaged, refused)]
    assert client.get("/").status_code == 200
    for mid in ids.values():
        res = client.get(f"/api/matches/{mid}")
        assert res.status_code == (409 if mid == damaged else 200), (mid, res.text)
    assert refused in client.get(f"/api/matches/{damaged}").text


# -- 1 and 2. one match's header damaged ----------------------------------------------------------------------------


def test_the_clean_twin_reads_everywhere(made, tmp_path):  # noqa: F811
    db = copy_of(made, tmp_path)
    assert _audit(db) == []
    res = run("sign", "--db", db, "--key", tmp_path / "org.key", "--new-key", "-o", tmp_path / "signed.json")
    assert res.exit_code == 0, res.output


@pytest.mark.parametrize("how", ["contents", "full", "deleted"])
@pytest.mark.parametrize("which", ["b", "a"])  # a match of its own; one with corrections of it
def test_one_damaged_header_is_one_line_and_refuses_that_match_alone(made, tmp_path, how, which):  # noqa: F811
    db, ids = copy_of(made, tmp_path), made["ids"]
    line = _damage(db, ids[which], how)
    assert _audit(db) == [f"match {ids[which]}: {line}"]
    _others_read(db, ids, ids[which], line, {ids["a2"]} if which == "a" else set())


# -- 6. sign and a damaged recording ------------------------------------------------------------------------------


def test_sign_refuses_a_ledger_whose_recording_was_damaged(tmp_path):
    db = tmp_path / "live.db"
    rid = _recording(db, 6)
    key = tmp_path / "org.key"
    res = run("sign", "--db", db, "--key", key, "--new-key", "-o", tmp_path / "clean.json")  # the clean twin
    assert res.exit_code == 0, res.output
    _swap_rows(db, uuid.UUID(rid).hex, "stored_events", 4, 5)  # events seq 3 and 4
    line = f"recording {rid}: events seq 3 and 4 were swapped (each is stored in the other's place)"
    assert _audit(db) == [line]
    out = tmp_path / "signed.json"
    res = run("sign", "--db", db, "--key", key, "-o", out)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == (f"Error: {db} fails its audit (1 problem; run `matchledger audit`): a ledger is "
                                  "signed only when it is intact"), res.stderr
    assert not out.exists()


# -- 3. an event swapped with one of a match imported at another time ---------------------------------------------


def test_an_event_swapped_with_one_of_a_match_imported_later_is_one_line_for_each(made, tmp_path):  # noqa: F811
    db, ids = copy_of(made, tmp_path), made["ids"]
    x, y = ids["b"], ids["d"]  # imported one after the other: each carries its own import time
    con = sqlite3.connect(db)
    states = [con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 6",
                          [uuid.UUID(m).hex]).fetchone()[0] for m in (x, y)]
    con.close()
    assert json.loads(states[0])["timestamp"] != json.loads(states[1])["timestamp"]
    sql = "UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 6"
    forge(db, (sql, [states[1], uuid.UUID(x).hex]), (sql, [states[0], uuid.UUID(y).hex]))
    said = "event seq 5: another event is stored in its place (its own hash holds; its links to seq 4 and seq 6 do not)"
    swapped = "event seq 5: swapped with event seq 5 of match {} (each is stored in the other's place)"  # round 32
    assert sorted(_audit(db)) == sorted([f"match {x}: {swapped.format(y)}", f"match {y}: {swapped.format(x)}"])
    for mid in (x, y):
        res = run("verify", mid, "--db", db)
        assert res.exit_code == 2, res.output
        assert res.stderr.strip() == f"Error: match {mid} in {db} fails its integrity check: {said}"


# -- 8. a recorded event's type changed ---------------------------------------------------------------------------


def test_a_recorded_events_type_changed_to_a_close_is_one_line(tmp_path):
    db = tmp_path / "live.db"
    rid = _recording(db, 6)
    assert _audit(db) == []  # the clean twin
    con = sqlite3.connect(db)
    (topic,) = con.execute("SELECT topic FROM stored_events WHERE originator_id = ? AND originator_version = 4",
                           [uuid.UUID(rid).hex]).fetchone()
    con.close()
    assert topic.endswith("EventEntered")
    forge(db, ("UPDATE stored_events SET topic = ? WHERE originator_id = ? AND originator_version = 4",
               [topic.replace("EventEntered", "Closed"), uuid.UUID(rid).hex]))
    assert _audit(db) == [f"recording {rid}: event seq 3: the stored event is not a match event"]
    res = run("record", "--resume", rid[:8], "--db", db, input="quit\n")
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == (f"Error: recording {rid} in {db} fails its integrity check: event seq 3: the "
                                  "stored event is not a match event")


# -- 7. audit --key does not restate the chains' findings ---------------------------------------------------------


def _audit_keyed(db: Path, signed: Path, pub: Path) -> list[str]:
    res = run("audit", "--db", db, "--digests", signed, "--key", pub, "--json")
    assert res.exit_code == 1, res.output
    return [p["message"] for p in json.loads(res.stdout)["problems"]]


@pytest.mark.parametrize("tamper", ["ruling deleted", "opening swapped", "header swapped"])
def test_audit_against_the_signed_list_says_a_damaged_ruling_or_header_once(made, tmp_path, tamper):  # noqa: F811
    from test_evidence_qa28_fixes import OPENING_SWAPPED, delete_row, rulings_sid

    db, ids = copy_of(made, tmp_path), made["ids"]
    key, signed = tmp_path / "org.key", tmp_path / "signed.json"
    res = run("sign", "--db", db, "--key", key, "--new-key", "-o", signed)
    assert res.exit_code == 0, res.output
    res = run("audit", "--db", db, "--digests", signed, "--key", f"{key}.pub")  # the clean twin
    assert res.exit_code == 0, res.output
    d, b = ids["d"], ids["b"]
    if tamper == "ruling deleted":
        delete_row(db, rulings_sid(d), 2)
        line = f"match {d}: rulings: R1 is missing"
    elif tamper == "opening swapped":
        _swap_rows(db, rulings_sid(d), "stored_events", 1, 2)
        line = f"match {d}: rulings: {OPENING_SWAPPED}"
    else:
        _swap_rows(db, uuid.UUID(b).hex, "stored_events", 1, 2)
        line = f"match {b}: {SWAPPED}"
    assert _audit(db) == [line]
    said = _audit_keyed(db, signed, Path(f"{key}.pub"))
    assert [p for p in said if not p.startswith("the ledger head")] == [line]


# -- 4 and 5. a correction whose parent is not in the round -------------------------------------------------------


def test_a_correction_of_a_correction_without_its_parent_is_named_apart(made, tmp_path):  # noqa: F811
    db, ids = copy_of(made, tmp_path), made["ids"]
    short = {k: v[:8] for k, v in ids.items()}
    res = run("verify", ids["a"], ids["b"], ids["a3"], "--db", db, "--json")  # A3's parent A2 not given
    assert res.exit_code in (0, 1), res.output
    [same] = json.loads(res.stdout)["same_table"]
    assert (same["refs"], same["corrections"]) == ([ids["a"], ids["b"]], [ids["a3"]])
    res = run("verify", ids["a"], ids["b"], ids["a3"], "--db", db)
    lines = [x for x in res.stdout.splitlines() if x.startswith("Same table")]
    assert lines == [f"Same table 1 in 2 logs that differ: {short['a']}, {short['b']} (and 1 correction of them: "
                     f"{short['a3']}); compare them: matchledger diff {short['a']} {short['b']} --db {db}"]


def test_a_correction_of_an_unusable_match_stays_a_correction(made, tmp_path):  # noqa: F811
    db, ids = copy_of(made, tmp_path), made["ids"]
    _damage(db, ids["a"], "deleted")  # A unusable: A2 corrects it, A3 corrects A2
    res = run("verify", "--all", "--db", db, "--json")
    assert res.exit_code == 2, res.output
    data = json.loads(res.stdout)
    assert [r["ref"] for r in data["matches"] if r["verdict"] == "unusable"] == [ids["a"]]
    [same] = data["same_table"]
    # (Round 32: the unusable A keeps its table from the matches index, named "(1 unusable)", its corrections
    # still named apart as corrections; see test_round_qa32_fixes and test_round_qa32b_fixes.)
    assert (same["refs"], same["corrections"]) == ([ids["a"], ids["b"]], [ids["a2"], ids["a3"]])
    assert same["replace"] == [ids["a"]]


# -- 10. a message masks the password as *** ----------------------------------------------------------------------


def test_signs_messages_mask_a_databases_password(tmp_path):
    url = "postgresql://judge:sekret@/season?host=/nonexistent"
    res = run("sign", "--db", url, "--key", tmp_path / "org.key")
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == ("Error: the ledger postgresql://judge:***@/season?host=/nonexistent is in a "
                                  "database, not a file: name the signed list's file with -o FILE")


# -- 9. a recorded event moved to another recording ---------------------------------------------------------------


def test_a_recorded_event_moved_to_the_end_of_another_recording_is_named_as_moved(tmp_path):
    db = tmp_path / "live.db"
    a, b = _recording(db, 6), _recording(db, 4)
    assert _audit(db) == []  # the clean twin
    con = sqlite3.connect(db)
    topic, state = con.execute("SELECT topic, state FROM stored_events WHERE originator_id = ? AND "
                               "originator_version = 4", [uuid.UUID(a).hex]).fetchone()  # A's event seq 3
    con.close()
    forge(db, ("INSERT INTO stored_events VALUES (?, 6, ?, ?)", [uuid.UUID(b).hex, topic, state]),
          ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 4", [uuid.UUID(a).hex]))
    assert sorted(_audit(db)) == sorted([
        f"recording {a}: event seq 3 is missing",
        f"recording {b}: event seq 5: event seq 3 of recording {a} is stored here (moved or copied: its own hash "
        "holds, its link to seq 4 does not)"])
