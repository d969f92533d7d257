"""Round 32's evidence findings (round 30's league ledger, findings 3 and 9 left over), each one audit line that
names what happened plainly for a judge:

A. A ruling moved from one match's rulings to another's, or copied into another's (or within its own), is said
   as moved or copied, naming both matches, not as a renumbering.
C. An event swapped with one of another match (imported at another time, or together) is one line for each
   match, naming the other match and the seq its event belongs at.
B. An event of one recording stored in the middle of another is named as moved, with both recordings.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest

from test_evidence_qa27_fixes import _audit, _recording, run
from test_evidence_qa28_fixes import made, rulings_sid  # noqa: F401 - the fixture: A, B, A2, A3, D (R1..R3)
from test_tamper import forge


@pytest.fixture
def ledger(made, tmp_path):  # noqa: F811
    """A copy of the fixture's ledger where B has a ruling too (R1): its path and the ids."""
    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    res = run("note", made["ids"]["b"], "--judge", "J. Park", "--at", "2", "Warning for bob: slow play.", "--db", db)
    assert res.exit_code == 0, res.output
    return db, made["ids"]


def _row(db: Path, oid: str, version: int) -> tuple[str, bytes]:
    con = sqlite3.connect(db)
    row = con.execute("SELECT topic, state FROM stored_events WHERE originator_id = ? AND originator_version = ?",
                      [oid, version]).fetchone()
    con.close()
    return row


# -- A. a ruling moved or copied ----------------------------------------------------------------------------------


def test_the_clean_twin_is_clean(ledger):
    db, _ids = ledger
    assert _audit(db) == []


@pytest.mark.parametrize("how", ["moved", "copied"])
@pytest.mark.parametrize("which", [3, 1])  # D's R3 (linked to its R2), D's R1 (linked to the match id)
def test_a_ruling_moved_or_copied_into_another_match_is_named_so(ledger, how, which):
    db, ids = ledger
    d, b = ids["d"], ids["b"]
    insert = ("INSERT INTO stored_events VALUES (?, 3, ?, ?)", [rulings_sid(b), *_row(db, rulings_sid(d), which + 1)])
    if how == "moved":
        if which == 3:  # D's last ruling: D's own chain still holds
            forge(db, insert, ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 4",
                               [rulings_sid(d)]))
        else:  # D's first: D's R2 now follows its opening
            forge(db, insert, ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 2",
                               [rulings_sid(d)]))
    else:
        forge(db, insert)
    rest = "no longer has it" if how == "moved" else "still has it"
    line = f"match {b}: rulings: R2: R{which} of match {d} was {how} here (its own hash holds; match {d} {rest})"
    found = _audit(db)
    if how == "moved" and which == 1:  # D's loss said by D's own chain, as a deleted ruling is
        assert sorted(found) == sorted([line, f"match {d}: rulings: R1 is missing"])
    else:
        assert found == [line]


def test_a_ruling_moved_into_the_place_of_another_matchs_ruling_is_one_line(ledger):
    db, ids = ledger
    d, b = ids["d"], ids["b"]
    forge(db, ("UPDATE stored_events SET topic = ?, state = ? WHERE originator_id = ? AND originator_version = 2",
               [*_row(db, rulings_sid(d), 4), rulings_sid(b)]),
          ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 4", [rulings_sid(d)]))
    assert _audit(db) == [f"match {b}: rulings: R1: R3 of match {d} was moved here (its own hash holds; match {d} "
                          "no longer has it)"]


def test_a_ruling_copied_within_its_own_stream_is_named_a_copy(ledger):
    db, ids = ledger
    d = ids["d"]
    forge(db, ("INSERT INTO stored_events VALUES (?, 5, ?, ?)", [rulings_sid(d), *_row(db, rulings_sid(d), 4)]))
    assert _audit(db) == [f"match {d}: rulings: R4: a copy of R3 is stored here (its own hash holds)"]


# -- C. an event swapped with another match's -------------------------------------------------------------------


def _state(db: Path, match_id: str, version: int) -> bytes:
    return _row(db, uuid.UUID(match_id).hex, version)[1]


_SET = "UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = ?"


@pytest.mark.parametrize("seq_b, seq_d", [(5, 5), (5, 7)])
def test_an_event_swapped_with_one_of_a_match_imported_later_names_the_other_match(ledger, seq_b, seq_d):
    db, ids = ledger
    b, d = ids["b"], ids["d"]  # imported one after the other: each carries its own import time
    sb, sd = _state(db, b, seq_b + 1), _state(db, d, seq_d + 1)
    assert json.loads(sb)["timestamp"] != json.loads(sd)["timestamp"]
    forge(db, (_SET, [sd, uuid.UUID(b).hex, seq_b + 1]), (_SET, [sb, uuid.UUID(d).hex, seq_d + 1]))
    assert sorted(_audit(db)) == sorted([
        f"match {b}: event seq {seq_b}: swapped with event seq {seq_d} of match {d} (each is stored in the other's "
        "place)",
        f"match {d}: event seq {seq_d}: swapped with event seq {seq_b} of match {b} (each is stored in the other's "
        "place)"])


def test_an_event_swapped_with_one_of_a_match_imported_together_names_the_other_match(tmp_path):
    from test_evidence_qa28_fixes import at
    from test_evidence_qa27_fixes import LOGS

    folder = tmp_path / "pair"
    folder.mkdir()
    at(LOGS / "win-quests.jsonl", folder / "t1.jsonl", "1", "1")
    at(LOGS / "balanced-duel.jsonl", folder / "t2.jsonl", "1", "2")
    db = tmp_path / "pair.db"
    res = run("import", folder, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    x, y = (r["match"] for r in json.loads(res.output))
    assert _audit(db) == []  # the clean twin
    sx, sy = _state(db, x, 20), _state(db, y, 20)
    forge(db, (_SET, [sy, uuid.UUID(x).hex, 20]), (_SET, [sx, uuid.UUID(y).hex, 20]))
    assert sorted(_audit(db)) == sorted([
        f"match {x}: event seq 19: swapped with event seq 19 of match {y} (each is stored in the other's place)",
        f"match {y}: event seq 19: swapped with event seq 19 of match {x} (each is stored in the other's place)"])


def test_an_event_moved_into_another_matchs_place_names_the_match_it_was_taken_from(ledger):
    db, ids = ledger
    b, d = ids["b"], ids["d"]
    forge(db, (_SET, [_state(db, d, 6), uuid.UUID(b).hex, 6]),
          ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 6", [uuid.UUID(d).hex]))
    assert sorted(_audit(db)) == sorted([
        f"match {b}: event seq 5: event seq 5 of match {d} is stored in its place (moved or copied: its own hash "
        "holds, its links to seq 4 and seq 6 do not)",
        f"match {d}: event seq 5 is missing"])


# -- B. a recorded event moved into the middle of another recording ---------------------------------------------


def _other_recording(db: Path, n: int) -> str:
    """A recording of another sample's first ``n`` events (its chain shares no hash with ``_recording``'s)."""
    from test_evidence_qa27_fixes import LOGS

    from ledger.live import start_recording
    from ledger.log import read_log
    from ledger.store import Ledger

    log = read_log(LOGS / "balanced-duel.jsonl")
    with Ledger(str(db)) as led:
        rec = start_recording(led, log.header, "chrono-clash")
        for ev in log.events[:n]:
            rec.append(ev)
        return rec.id


@pytest.mark.parametrize("taken", [3, 2])  # A's event seq 3 (another seq than its new place's), seq 2 (the same)
def test_a_recorded_event_moved_into_the_middle_of_another_recording_is_named_as_moved(tmp_path, taken):
    db = tmp_path / "live.db"
    a, b = _recording(db, 6), _other_recording(db, 4)
    assert _audit(db) == []  # the clean twin
    topic, state = _row(db, uuid.UUID(a).hex, taken + 1)
    forge(db, ("UPDATE stored_events SET topic = ?, state = ? WHERE originator_id = ? AND originator_version = 3",
               [topic, state, uuid.UUID(b).hex]),  # in B's event seq 2's place
          ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = ?", [uuid.UUID(a).hex,
                                                                                           taken + 1]))
    line = (f"event seq 2: event seq {taken} of recording {a} is stored here (moved or copied: its own hash holds, "
            "its links to seq 1 and seq 3 do not)")
    assert sorted(_audit(db)) == sorted([f"recording {a}: event seq {taken} is missing", f"recording {b}: {line}"])
    res = run("record", "--resume", b[:8], "--db", db, input="quit\n")
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: recording {b} in {db} fails its integrity check: {line}"


def test_a_ruling_moved_is_one_line_against_the_signed_list_too(ledger, tmp_path):
    db, ids = ledger
    d, b = ids["d"], ids["b"]
    key, signed = tmp_path / "org.key", tmp_path / "signed.json"
    res = run("sign", "--db", db, "--key", key, "--new-key", "-o", signed)
    assert res.exit_code == 0, res.output
    forge(db, ("INSERT INTO stored_events VALUES (?, 3, ?, ?)", [rulings_sid(b), *_row(db, rulings_sid(d), 4)]),
          ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 4", [rulings_sid(d)]))
    res = run("audit", "--db", db, "--digests", signed, "--key", f"{key}.pub", "--json")
    assert res.exit_code == 1, res.output
    said = [p["message"] for p in json.loads(res.stdout)["problems"]]
    assert [p for p in said if not p.startswith("the ledger head")] == [
        f"match {b}: rulings: R2: R3 of match {d} was moved here (its own hash holds; match {d} no longer has it)"]
