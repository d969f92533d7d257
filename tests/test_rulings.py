"""Rulings are events (issue 11 §2): a stream of their own per match; the match's digest and chain unchanged."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.rulings import RulingError, add_ruling, rulings_of, stream_id
from ledger.store import Ledger

ROOT = Path(__file__).resolve().parent.parent
LOG = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture
def stored(tmp_path) -> tuple[str, str]:
    db = str(tmp_path / "l.db")
    res = run("import", LOG, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    return db, json.loads(res.output)[0]["match"]


def test_a_ruling_leaves_the_match_digest_and_chain_as_they_were(stored):
    db, mid = stored
    before = json.loads(run("show", mid, "--db", db, "--json").output)
    exported = run("export", mid, "--db", db).output
    res = run("note", mid, "--at", 5, "--judge", "R. Lee", "Attack stands:", "no penalty", "--db", db)
    assert res.exit_code == 0, res.output
    assert res.output.startswith("R1 at seq 5, judge R. Lee")
    after = json.loads(run("show", mid, "--db", db, "--json").output)
    assert after["digest"] == before["digest"] and after["events"] == before["events"]
    assert [r["text"] for r in after["rulings"]] == ["Attack stands: no penalty"]
    assert run("export", mid, "--db", db).output == exported
    with Ledger(db) as led:
        assert led.check_integrity() == []
        assert [m.id for m in led.list_matches()] == [mid]  # the rulings stream is not a match


def test_a_later_ruling_supersedes_an_earlier_one_which_stays(stored):
    db, mid = stored
    run("note", mid, "--at", 5, "--judge", "R. Lee", "Attack stands", "--db", db)
    res = run("note", mid, "--at", 5, "--judge", "A. Chief", "--supersedes", "R1", "On appeal: game loss", "--db", db)
    assert res.exit_code == 0, res.output
    with Ledger(db) as led:
        r1, r2 = rulings_of(led, mid)
    assert (r1.number, r1.superseded_by, r1.text) == (1, 2, "Attack stands")
    assert (r2.number, r2.supersedes) == (2, 1)
    assert r1.hash and r2.hash and r1.hash != r2.hash
    again = run("note", mid, "--at", 5, "--judge", "X", "--supersedes", "1", "again", "--db", db)
    assert again.exit_code == 2 and "already superseded by R2" in again.output
    unknown = run("note", mid, "--at", 5, "--judge", "X", "--supersedes", "R9", "no", "--db", db)
    assert unknown.exit_code == 2 and "no such ruling" in unknown.output


def test_rulings_show_in_verify_replay_and_every_export(stored):
    db, mid = stored
    run("note", mid, "--at", 5, "--judge", "R. Lee", "Attack stands", "--db", db)
    run("note", mid, "--at", 0, "--judge", "R. Lee", "Decks checked at the table", "--db", db)
    verify = run("verify", mid, "--db", db)
    assert verify.exit_code == 1
    text = verify.output.split("Rulings (2):", 1)[1]
    assert "R2 at the match as a whole" in text
    assert "R1 at seq 5, judge R. Lee" in text and "[the event's violation: ccs.attack.summoned-this-turn]" in text
    data = json.loads(run("verify", mid, "--db", db, "--json").output)
    assert [(r["number"], r["seq"]) for r in data["rulings"]] == [(1, 5), (2, 0)]
    replay = run("replay", mid, "--at", 5, "--db", db).output
    assert replay.rstrip().splitlines()[-1].startswith("Ruling R1 at seq 5")
    assert "Ruling" not in run("replay", mid, "--at", 4, "--db", db).output
    md = run("export", mid, "--format", "md", "--db", db).output
    assert md.split("## Rulings", 1)[1].count("- **R") == 2
    plain_csv = run("export", mid, "--format", "csv", "--db", db).output
    assert "ruling" not in plain_csv
    with_csv = run("export", mid, "--format", "csv", "--rulings", "--db", db).output
    events, rulings = with_csv.split("\n\n", 1)
    assert events == plain_csv.rstrip("\n")
    rows = list(csv.reader(io.StringIO(rulings)))
    assert rows[0][:3] == ["ruling", "seq", "judge"] and rows[1][:2] == ["R1", "5"]
    canonical = run("export", mid, "--db", db).output
    with_jsonl = run("export", mid, "--rulings", "--db", db).output
    assert with_jsonl.startswith(canonical)
    lines = [json.loads(x) for x in with_jsonl[len(canonical):].strip().splitlines()]
    assert [(x["ruling"], x["text"]) for x in lines] == [(1, "Attack stands"), (2, "Decks checked at the table")]


def test_a_ruling_needs_a_stored_match_an_event_it_has_and_words(stored, tmp_path):
    db, mid = stored
    other = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"  # a file, not imported
    res = run("note", other, "--at", 1, "--judge", "J", "x", "--db", db)
    assert res.exit_code == 2 and f"is a file not stored in {db} (import it first: matchledger import" in res.output
    res = run("note", mid, "--at", 7, "--judge", "J", "x", "--db", db)
    assert res.exit_code == 2 and "has events 1..6" in res.output
    with Ledger(db) as led:
        with pytest.raises(RulingError):
            add_ruling(led, mid, events=6, seq=1, judge=" ", text="x")
        assert rulings_of(led, mid) == []


def test_stored_rulings_cannot_be_edited(stored):
    import sqlite3

    db, mid = stored
    run("note", mid, "--at", 5, "--judge", "R. Lee", "Attack stands", "--db", db)
    conn = sqlite3.connect(db)
    with pytest.raises(sqlite3.DatabaseError, match="immutable"):
        conn.execute("UPDATE stored_events SET state = x'00' WHERE originator_id = ?", [stream_id(mid).hex])
    conn.close()


def test_a_ruling_or_a_correction_may_name_the_match_by_its_stored_log_file(stored):
    """A judge holding the file they imported names the match by it: the stored match it is."""
    db, mid = stored
    res = run("note", LOG, "--at", 1, "--judge", "J", "x", "--db", db)
    assert res.exit_code == 0 and f"Recorded in the rulings of {mid}" in res.output, res.output
    res = run("amend", LOG, "--at", 2, "--drop", "--reason", "r", "--judge", "J", "--db", db, "--json")
    assert res.exit_code == 0 and json.loads(res.output)["parent"] == mid, res.output


def test_a_ruling_recorded_while_another_takes_its_place_is_recorded_after_it(stored, monkeypatch):
    """Two judges noting the same match at once: the second read the stream before the first's ruling was
    stored, so its place (the stream's next version) is taken. It reads the stream again and records after
    it, instead of failing with the database's words (UNIQUE constraint failed...)."""
    from ledger import rulings

    db, mid = stored
    real = rulings._stream
    with Ledger(db) as led:
        rulings.add_ruling(led, mid, events=6, seq=1, judge="A", text="first")
        reads = []

        def once(led, match_id):  # the second judge's first read is from before the first ruling
            reads.append(match_id)
            return None if len(reads) == 1 else real(led, match_id)

        monkeypatch.setattr(rulings, "_stream", once)
        second = rulings.add_ruling(led, mid, events=6, seq=2, judge="B", text="second")
        assert second.number == 2 and [r.text for r in real(led, mid).rulings] == ["first", "second"]
        assert len(reads) == 2  # read again once
