"""Tampering, one test a kind: each is found by `audit` (exit 1, naming the match and seq), and a stored
match that was changed is refused by `verify`, `replay` and `export` (exit 2, one line naming it).

The forger here is skilled: to edit stored events they drop the guards
(triggers), edit, and put the guards back; to forge a snapshot they re-bind
it properly. What a chain inside the file cannot show (a match deleted
whole, or replaced by a consistent forgery under its own id, or consistently
re-dated) is found against the organiser's signed list (`sign`, `audit
--key`) or a published one (`audit --digests`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import shutil
import sqlite3
import uuid
from datetime import datetime, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import parse_log, read_log
from ledger.store import Ledger
from projections import core
from projections.seek import Seeker, bind, unbind

ROOT = Path(__file__).resolve().parent.parent
LOGS = [ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl",
        ROOT / "sample_logs" / "force_of_will" / "win-by-life.jsonl",
        ROOT / "sample_logs" / "fftcg" / "win-seven-damage.jsonl"]
TRIGGERS = ("stored_events_no_update", "stored_events_no_delete")


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> tuple[Path, list[str]]:
    """A ledger of three matches (one a game) with board snapshots, signed; and the match ids."""
    folder = tmp_path_factory.mktemp("pristine")
    db = folder / "ledger.db"
    res = CliRunner().invoke(cli, ["import", *map(str, LOGS), "--db", str(db)])
    assert res.exit_code == 0, res.output
    with Ledger(str(db)) as led:
        ids = [m.id for m in led.list_matches()]
        assert Seeker(led, every=5).build_snapshots() > 0
    signed = CliRunner().invoke(cli, ["sign", "--db", str(db), "--key", str(folder / "org.key"), "--new-key"])
    assert signed.exit_code == 0, signed.output
    return db, ids


@pytest.fixture
def ledger(pristine, tmp_path) -> tuple[Path, list[str]]:
    db, ids = pristine
    copy = tmp_path / "ledger.db"
    shutil.copy(db, copy)
    shutil.copy(f"{db}.signed.json", f"{copy}.signed.json")
    shutil.copy(db.parent / "org.key.pub", tmp_path / "org.key.pub")
    return copy, ids


# -- helpers ---------------------------------------------------------------------------


def forge(db: Path, *sql: tuple[str, list], keep_guards_dropped: bool = False) -> None:
    """Run ``sql`` on the file as a forger would: guards dropped, edits made, guards put back."""
    con = sqlite3.connect(db)
    trig = dict(con.execute("SELECT name, sql FROM sqlite_master WHERE type='trigger'").fetchall())
    for name in trig:
        con.execute(f"DROP TRIGGER {name}")
    for stmt, args in sql:
        con.execute(stmt, args)
    if not keep_guards_dropped:
        for text in trig.values():
            con.execute(text)
    con.commit()
    con.close()


def state(db: Path, match_id: str, version: int) -> dict:
    con = sqlite3.connect(db)
    row = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = ?",
                      [uuid.UUID(match_id).hex, version]).fetchone()
    con.close()
    return json.loads(row[0])


def set_state(match_id: str, version: int, data: dict) -> tuple[str, list]:
    return ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = ?",
            [json.dumps(data, separators=(",", ":")).encode(), uuid.UUID(match_id).hex, version])


def audit(db: Path, *args: str):
    return CliRunner().invoke(cli, ["audit", "--db", str(db), *args])


def found(db: Path, match_id: str | None, words: str, *args: str, seq: int | None = None, twice: bool = True) -> dict:
    """`audit` exits 1 and names the problem (the match, the seq); returns its JSON report.

    ``twice``: the text report says it too (not for a snapshot: the first audit drops it).
    """
    res = audit(db, "--json", *args)
    assert res.exit_code == 1, res.output
    report = json.loads(res.stdout)
    hits = [p for p in report["problems"] if words in p["message"] and (match_id is None or p["match"] == match_id)]
    assert hits, report["problems"]
    if seq is not None:
        assert any(p["seq"] == seq for p in hits), hits
    if twice:
        text = audit(db, *args)
        assert text.exit_code == 1 and words in text.output
    return report


def refused(db: Path, match_id: str, *words: str, names_match: bool = True) -> None:
    """verify, replay and export of the match exit 2 with one line naming the match (and the words)."""
    for args in (["verify", match_id], ["replay", match_id, "--at", "3"], ["export", match_id]):
        res = CliRunner().invoke(cli, [*args, "--db", str(db)])
        err = res.stderr.strip()
        assert res.exit_code == 2, (args, res.output)
        assert err.startswith("Error: ") and "\n" not in err and (match_id in err or not names_match), err
        for w in words:
            assert w in err, err


# -- clean ---------------------------------------------------------------------------


def test_an_untouched_ledger_audits_clean_with_its_head_and_signature(ledger):
    db, ids = ledger
    res = audit(db, "--json", "--key", str(db.parent / "org.key.pub"))
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert report["clean"] and report["matches"] == 3 and report["snapshots_checked"] > 0
    assert len(report["head"]) == 64
    text = audit(db).output
    assert f"Ledger head: sha256 {report['head']}" in text and "Clean: nothing in the ledger was changed" in text


# -- one test a kind ------------------------------------------------------------------


def test_an_edited_payload(ledger):
    db, ids = ledger
    ev = state(db, ids[0], 5)
    ev["line"] = ev["line"][:-1] + ',"name":"Forged"}'
    forge(db, set_state(ids[0], 5, ev))
    found(db, ids[0], "event seq 4: its content was edited", seq=4)
    refused(db, ids[0], "seq 4")


def test_an_edited_payload_with_its_own_hash_recomputed(ledger):
    db, ids = ledger
    ev = state(db, ids[1], 4)
    ev["line"] = ev["line"][:-1] + ',"name":"Forged"}'
    ev["hash"] = hashlib.sha256((ev["prev"] + ev["line"]).encode()).hexdigest()
    forge(db, set_state(ids[1], 4, ev))
    found(db, ids[1], "event seq 4: the link to seq 3 is broken", seq=4)
    refused(db, ids[1], "seq")


def test_a_deleted_event(ledger):
    db, ids = ledger
    forge(db, ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 8",
               [uuid.UUID(ids[0]).hex]))
    found(db, ids[0], "event seq 7 is missing", seq=7)
    refused(db, ids[0], "seq 7")


def test_two_events_swapped(ledger):
    db, ids = ledger
    a, b = state(db, ids[2], 6), state(db, ids[2], 7)
    forge(db, set_state(ids[2], 6, b), set_state(ids[2], 7, a))
    found(db, ids[2], "events seq 5 and 6 were swapped (each is stored in the other's place)", seq=5)
    refused(db, ids[2], "seq 5")


def _rewrite_whole(db: Path, match_id: str, path: Path, keep_id: bool) -> str:
    """Replace a match with a forgery: one event changed, every hash re-chained, under the old id or its own."""
    from ledger.domain import prepare, stored_rows

    lines = read_log(path).canonical().split(b"\n")  # ends with an empty string after the last newline
    forged = parse_log(b"\n".join(lines[:-2]) + b"\n", "forged.jsonl")  # the forgery: the last event gone
    with Ledger(str(db)) as led:
        mapper = led.app.mapper
        p = prepare(forged)
        if keep_id:
            p.match_uuid, p.match_id, p.hex = uuid.UUID(match_id), match_id, uuid.UUID(match_id).hex
        now = datetime.now(timezone.utc)
        rows = list(stored_rows(mapper, p, now, now.isoformat(timespec="seconds")))
        index_row = p.index_row(now.isoformat(timespec="seconds"))
    sql = [("DELETE FROM stored_events WHERE originator_id = ?", [uuid.UUID(match_id).hex]),
           ("DELETE FROM matches WHERE id = ?", [match_id]),
           ("DELETE FROM board_snapshots WHERE match_id = ?", [match_id])]
    sql += [("INSERT INTO stored_events (originator_id, originator_version, topic, state) VALUES (?, ?, ?, ?)",
             list(r)) for r in rows]
    sql.append(("INSERT INTO matches (id, game, players, events, label, imported_at, digest) VALUES "
                "(?, ?, ?, ?, ?, ?, ?)", list(index_row)))
    forge(db, *sql)
    return p.match_id


def test_a_whole_match_rewritten_with_a_consistent_chain_under_its_old_id(ledger):
    db, ids = ledger
    _rewrite_whole(db, ids[0], LOGS[0], keep_id=True)
    found(db, ids[0], "the match no longer hashes to its id")
    refused(db, ids[0], "no longer hashes to its id")


def test_a_match_replaced_by_a_consistent_forgery_under_a_new_id_is_found_by_the_signature(ledger):
    db, ids = ledger
    new = _rewrite_whole(db, ids[0], LOGS[0], keep_id=False)
    assert audit(db).exit_code == 0  # every chain in the file checks: only a record kept outside can tell
    report = found(db, ids[0], "in the signed list", "--key", str(db.parent / "org.key.pub"))
    messages = " ".join(p["message"] for p in report["problems"])
    assert f"match {ids[0]}: in the signed list" in messages and "deleted" in messages
    assert f"match {new}: in the ledger but not in the signed list" in messages


def test_a_match_deleted_whole_changes_the_head_and_is_found_by_published_digests(ledger, tmp_path):
    db, ids = ledger
    before = json.loads(audit(db, "--json").stdout)
    published = tmp_path / "published.txt"
    published.write_text("# round 1, published at the venue\n" + f"head {before['head']}\n" +
                         "".join(f"{f['id']} {f['digest']}\n" for f in before["facts"]))
    forge(db, ("DELETE FROM stored_events WHERE originator_id = ?", [uuid.UUID(ids[1]).hex]),
          ("DELETE FROM matches WHERE id = ?", [ids[1]]))
    after = json.loads(audit(db, "--json").stdout)
    assert after["clean"] and after["head"] != before["head"]
    found(db, ids[1], "in the published list", "--digests", str(published))
    found(db, None, "is not the head", "--digests", str(published))


def test_a_deleted_matches_row(ledger):
    db, ids = ledger
    forge(db, ("DELETE FROM matches WHERE id = ?", [ids[2]]))
    found(db, ids[2], "has stored events but no row in the match index")
    res = CliRunner().invoke(cli, ["verify", ids[2], "--db", str(db)])
    assert res.exit_code == 2 and ids[2] in res.stderr


def test_a_forged_matches_row(ledger):
    db, ids = ledger
    fake = str(uuid.uuid4())
    forge(db, ("INSERT INTO matches (id, game, players, events, label, imported_at, digest) VALUES "
               "(?, 'chrono-clash', '[\"alice\",\"bob\"]', 3, 'forged', '2026-01-01T00:00:00+00:00', ?)",
               [fake, "0" * 64]))
    found(db, fake, "listed in the match index but has no stored events")
    refused(db, fake, "has no stored events")


def test_an_edited_matches_row(ledger):
    db, ids = ledger
    forge(db, ("UPDATE matches SET label = 'a friendly', events = 3 WHERE id = ?", [ids[0]]))
    found(db, ids[0], "the match index says label 'a friendly'")
    found(db, ids[0], "the match index says events 3")


def _forged_snapshot(db: Path, mid: str) -> tuple[int, str, str, object, core.BoardCodec]:
    """The match's first snapshot, decoded, with 4 quest points given to bob: (seq, engine, head, board, codec)."""
    con = sqlite3.connect(db)
    seq, engine, head, blob = con.execute("SELECT seq, engine, head, board FROM board_snapshots WHERE match_id = ? "
                                          "ORDER BY seq LIMIT 1", [mid]).fetchone()
    con.close()
    log = read_log(LOGS[0])
    codec = core.BoardCodec(log.game, core.engine(log.game).new_board(log.header))
    board = codec.decode(unbind(blob, mid, seq, head, engine))
    assert board.seats[1].quest_points == 0
    board.seats[1].quest_points += 4
    return seq, engine, head, board, codec


def _bob_points(db: Path, mid: str, seq: int) -> int:
    res = CliRunner().invoke(cli, ["replay", mid, "--at", str(seq), "--json", "--db", str(db)])
    assert res.exit_code == 0, res.output
    return next(p["quest_points"] for p in json.loads(res.stdout)["players"] if p["id"] == "bob")


def test_a_forged_snapshot_is_not_believed_by_replay(ledger):
    """The audit's case: `replay --at` showed 4 quest points instead of 0 while the chain was intact.

    The forger holds the ledger file, not this machine's snapshot key: whatever they bind it with, a seek
    ignores the board (and replaces it), and the audit reports it."""
    db, ids = ledger
    mid = ids[0]
    seq, engine, head, board, codec = _forged_snapshot(db, mid)
    raw = codec.encode(board)
    for key in (b"", b"a guess"):
        forged = hmac.new(key, f"{mid}\n{seq}\n{head}\n".encode() + raw, hashlib.sha256).digest() + raw
        forge(db, ("UPDATE board_snapshots SET board = ? WHERE match_id = ? AND seq = ?", [forged, mid, seq]))
        assert _bob_points(db, mid, seq) == 0  # the board the events give, not the forged one
        forge(db, ("INSERT OR REPLACE INTO board_snapshots (match_id, seq, engine, head, board) VALUES "
                   "(?, ?, ?, ?, ?)", [mid, seq, engine, head, forged]))  # the seek replaced it: forged again
        found(db, mid, f"board snapshot at seq {seq}: its bytes were changed, or it belongs elsewhere", seq=seq,
              twice=False)


def test_a_forged_snapshot_bound_with_the_key_is_found_by_refolding(ledger):
    """Even someone holding this machine's key too: `verify --integrity` and `audit` refold, report and drop it."""
    db, ids = ledger
    mid = ids[0]
    seq, engine, head, board, codec = _forged_snapshot(db, mid)
    forged = bind(mid, seq, head, codec.encode(board), engine)
    forge(db, ("UPDATE board_snapshots SET board = ? WHERE match_id = ? AND seq = ?", [forged, mid, seq]))
    assert _bob_points(db, mid, seq) == 4  # believed by a seek: only a refold can tell
    ok = CliRunner().invoke(cli, ["verify", mid, "--integrity", "--db", str(db)])
    assert ok.exit_code == 1 and f"board snapshot at seq {seq}" in ok.output  # no longer "intact"
    con = sqlite3.connect(db)
    assert con.execute("SELECT count(*) FROM board_snapshots WHERE match_id = ? AND seq = ?", [mid, seq]).fetchone() \
        == (0,)  # verify --integrity dropped it
    con.close()
    assert _bob_points(db, mid, seq) == 0
    forge(db, ("INSERT OR REPLACE INTO board_snapshots (match_id, seq, engine, head, board) VALUES (?, ?, ?, ?, ?)",
               [mid, seq, engine, head, forged]))  # forged again
    report = found(db, mid, f"board snapshot at seq {seq}: its board is not the board the events give there", seq=seq,
                   twice=False)
    assert report["snapshots_dropped"] == 1
    con = sqlite3.connect(db)
    assert con.execute("SELECT count(*) FROM board_snapshots WHERE match_id = ? AND seq = ?", [mid, seq]).fetchone() \
        == (0,)  # dropped
    con.close()
    assert audit(db).exit_code == 0  # reported once, dropped, and the ledger is sound again


def test_a_snapshot_with_a_flipped_bit_is_never_used(ledger):
    db, ids = ledger
    mid = ids[0]
    con = sqlite3.connect(db)
    seq, blob = con.execute("SELECT seq, board FROM board_snapshots WHERE match_id = ? ORDER BY seq LIMIT 1",
                            [mid]).fetchone()
    con.close()
    flipped = blob[:-1] + bytes([blob[-1] ^ 1])
    forge(db, ("UPDATE board_snapshots SET board = ? WHERE match_id = ? AND seq = ?", [flipped, mid, seq]))
    found(db, mid, f"board snapshot at seq {seq}: its bytes were changed", seq=seq, twice=False)
    forge(db, ("INSERT OR REPLACE INTO board_snapshots (match_id, seq, engine, head, board) SELECT match_id, ?, "
               "engine, head, ? FROM board_snapshots WHERE match_id = ? LIMIT 1", [seq, flipped, mid]))
    with Ledger(str(db)) as led:  # a seek ignores it (and replaces it)
        board = Seeker(led).board_at(mid, seq)
        fresh = Seeker(led).board_at(mid, seq, snapshots=False)
    view = core.engine("chrono-clash").view
    assert view(board) == view(fresh)
    assert audit(db).exit_code == 0


def test_an_edited_game(ledger):
    db, ids = ledger
    head = state(db, ids[0], 1)
    head["game"] = "fftcg"
    forge(db, set_state(ids[0], 1, head), ("UPDATE matches SET game = 'fftcg' WHERE id = ?", [ids[0]]))
    found(db, ids[0], "its stored game 'fftcg' is not the game of its header line", seq=0)
    refused(db, ids[0], "header")


def test_an_edited_import_time(ledger):
    db, ids = ledger
    head = state(db, ids[1], 1)
    head["imported_at"] = "2026-01-01T09:00:00+00:00"
    forge(db, set_state(ids[1], 1, head), ("UPDATE matches SET imported_at = ? WHERE id = ?",
                                          ["2026-01-01T09:00:00+00:00", ids[1]]))
    found(db, ids[1], "its import time 2026-01-01T09:00:00+00:00 is not the time the store stamped", seq=0)
    refused(db, ids[1], "import time")


def test_an_import_time_re_dated_consistently_is_found_by_the_signature(ledger):
    db, ids = ledger
    head = state(db, ids[1], 1)
    head["imported_at"] = "2026-01-01T09:00:00+00:00"
    head["timestamp"] = "2026-01-01T09:00:00Z"  # as the store writes a time
    # Consistently: every event of the match carries its header's time, so the forger re-dates them all.
    events = [{**state(db, ids[1], v), "timestamp": head["timestamp"]} for v in range(2, head["events"] + 2)]
    forge(db, set_state(ids[1], 1, head), *(set_state(ids[1], v, e) for v, e in enumerate(events, start=2)),
          ("UPDATE matches SET imported_at = ? WHERE id = ?", ["2026-01-01T09:00:00+00:00", ids[1]]))
    assert audit(db).exit_code == 0
    found(db, ids[1], "its imported_at '2026-01-01T09:00:00+00:00' is not", "--key", str(db.parent / "org.key.pub"))


def test_dropped_triggers_are_reported_not_silently_re_created(ledger):
    db, ids = ledger
    forge(db, keep_guards_dropped=True)
    for _ in range(2):  # opening the ledger again does not hide it
        found(db, None, "the database guard stored_events_no_update")
    refused(db, ids[0], "lost its guards", names_match=False)  # the whole ledger, every match
    assert CliRunner().invoke(cli, ["import", str(ROOT / "sample_logs" / "chrono_clash" / "balanced-duel.jsonl"),
                                    "--db", str(db)]).exit_code == 2
    assert audit(db, "--restore-guards").exit_code == 1  # reported, then put back
    assert audit(db).exit_code == 0
    with pytest.raises(sqlite3.IntegrityError):
        con = sqlite3.connect(db)
        con.execute("DELETE FROM stored_events")


def test_a_corrupted_file(ledger):
    db, ids = ledger
    data = bytearray(db.read_bytes())
    page = 4096
    for i in range(page * 2 + 100, len(data), page * 3):  # damage inside several pages
        data[i:i + 64] = b"\xa5" * 64
    db.write_bytes(bytes(data))
    res = audit(db, "--json")
    assert res.exit_code == 1, res.output
    assert not json.loads(res.stdout)["clean"]


def test_a_truncated_file(ledger):
    db, ids = ledger
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 2])
    res = audit(db)
    assert res.exit_code == 1, res.output
    assert "problem" in res.output


def test_a_signed_list_edited_after_signing_is_refused(ledger):
    db, ids = ledger
    signed = Path(f"{db}.signed.json")
    doc = json.loads(signed.read_text())
    doc["statement"] = doc["statement"].replace(ids[0], ids[1], 1)
    signed.write_text(json.dumps(doc))
    res = audit(db, "--key", str(db.parent / "org.key.pub"))
    assert res.exit_code == 2 and "the signature does not check" in res.stderr


def test_a_dropped_guard_is_a_finding_of_an_audit_that_also_checks_corrections_and_verdicts(tmp_path):
    """With a correction stored (its lineage is checked) and current verdicts (each verified again), a dropped
    guard is one finding of the audit (exit 1), which --restore-guards mends: the audit does not stop at it
    ("lost its guard... run `matchledger audit`", the very command refusing)."""
    db = tmp_path / "l.db"
    run = CliRunner().invoke
    res = run(cli, ["import", str(LOGS[0]), "--db", str(db), "--json"])
    parent = json.loads(res.output)[0]["match"]
    amend = ["amend", parent, "--at", "2", "--drop", "--reason", "r", "--judge", "J", "--db", str(db)]
    assert run(cli, amend).exit_code == 0
    assert run(cli, ["verify", "--all", "--db", str(db)]).exit_code in (0, 1)  # stores a verdict for each
    con = sqlite3.connect(db)
    con.execute("DROP TRIGGER stored_events_no_delete")
    con.commit()
    con.close()
    res = audit(db, "--json")
    assert res.exit_code == 1, res.output
    problems = json.loads(res.stdout)["problems"]
    assert [p["kind"] for p in problems] == ["database"] and "stored_events_no_delete" in problems[0]["message"]
    assert audit(db, "--restore-guards").exit_code == 1
    assert audit(db).exit_code == 0
