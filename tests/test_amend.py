"""Corrections as branches (issue 11 §1): `amend` stores a new match; the original stays as it was."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.lineage import CorrectionError, NoChange, chain_heads, make_branch, parse_events
from ledger.log import encode_line, read_log
from ledger.store import Ledger

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = {
    "chrono-clash": ROOT / "sample_logs/chrono_clash/win-quests.jsonl",
    "force-of-will": ROOT / "sample_logs/force_of_will/win-by-life.jsonl",
    "fftcg": ROOT / "sample_logs/fftcg/win-seven-damage.jsonl",
}


def unnumbered(ev) -> bytes:
    """An event's line without its seq: what a branch keeps of the parent's later events."""
    return encode_line(msgspec.structs.replace(ev, seq=0))


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def imported(db: str, path: Path) -> str:
    res = run("import", path, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    return json.loads(res.output)[0]["match"]


def amend(db, match, *args):
    res = run("amend", match, *args, "--db", db, "--json")
    return res, (json.loads(res.output) if res.exit_code == 0 else None)


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_drop_stores_a_branch_sharing_the_events_before_and_the_original_is_unchanged(tmp_path, game):
    db = str(tmp_path / "l.db")
    parent_id = imported(db, SAMPLES[game])
    before = run("export", parent_id, "--db", db).output
    res, data = amend(db, parent_id, "--at", 3, "--drop", "--reason", "recorded twice", "--judge", "R. Lee")
    assert res.exit_code == 0, res.output
    branch_id = data["match"]
    assert branch_id != parent_id and data["parent"] == parent_id
    with Ledger(db) as led:
        parent, branch = led.load(parent_id), led.load(branch_id)
        assert led.check_integrity() == []
    assert run("export", parent_id, "--db", db).output == before  # the original, byte for byte
    a = branch.header.amends
    assert (a.parent, a.at, a.action, a.reason, a.judge) == (parent_id, 3, "drop", "recorded twice", "R. Lee")
    assert a.parent_head == chain_heads(parent)[2]
    assert [encode_line(e) for e in branch.events[:2]] == [encode_line(e) for e in parent.events[:2]]
    assert [unnumbered(e) for e in branch.events[2:]] == [unnumbered(e) for e in parent.events[3:]]
    assert [e.seq for e in branch.events] == list(range(1, len(parent.events)))
    # verify, replay and export work on the branch as on any match
    assert run("verify", branch_id, "--db", db).exit_code in (0, 1)
    assert run("replay", branch_id, "--at", 2, "--db", db).exit_code == 0
    assert run("export", branch_id, "--format", "md", "--db", db).exit_code == 0
    exported = tmp_path / "branch.jsonl"
    assert run("export", branch_id, "-o", exported, "--db", db).exit_code == 0
    assert read_log(exported).match_id() == branch_id


def test_replace_and_insert_take_event_lines_or_the_rest_of_a_log(tmp_path):
    db = str(tmp_path / "l.db")
    parent_id = imported(db, SAMPLES["chrono-clash"])
    log = read_log(SAMPLES["chrono-clash"])
    # Replace seq 4 (bob passes) by the same pass: no change, refused.
    same = tmp_path / "same.jsonl"
    same.write_bytes(encode_line(log.events[3]) + b"\n")
    res, _ = amend(db, parent_id, "--at", 4, "--replace", same, "--reason", "r", "--judge", "j")
    assert res.exit_code == 2 and "changes nothing" in res.output
    # Insert a pass before seq 4, as the rest of a corrected log (its header line is skipped).
    fix = tmp_path / "fix.jsonl"
    fix.write_bytes(encode_line(log.header) + b"\n" + b'{"type": "Passed", "player": "bob"}\n')
    res, data = amend(db, parent_id, "--at", 4, "--insert", fix, "--reason", "missed pass", "--judge", "j")
    assert res.exit_code == 0, res.output
    with Ledger(db) as led:
        branch = led.load(data["match"])
    assert len(branch.events) == len(log.events) + 1
    assert type(branch.events[3]).__name__ == "Passed" and branch.events[3].seq == 4
    # One event inserted: said in words that fit one event or many (the amendment keeps no count).
    shown = run("show", data["match"], "--db", db).output
    assert "(this match corrects it from seq 4: an insertion before seq 4)" in shown, shown
    assert encode_line(branch.events[4]).replace(b'"seq":5', b'"seq":4') == encode_line(log.events[3])


def test_branch_of_a_branch_and_lineage_in_list_show_and_diff(tmp_path):
    db = str(tmp_path / "l.db")
    parent_id = imported(db, SAMPLES["chrono-clash"])
    _, first = amend(db, parent_id, "--at", 5, "--drop", "--reason", "twice", "--judge", "R. Lee")
    _, second = amend(db, first["match"], "--at", 7, "--drop", "--reason", "again", "--judge", "A. Chief")
    assert second is not None and second["parent"] == first["match"]
    listed = run("list", "--db", db)
    rows = listed.output.splitlines()[2:]
    assert rows[0].startswith(parent_id[:8])
    assert rows[1].startswith("└ " + first["match"][:8]) and "(correction from seq 5)" in rows[1]
    assert rows[2].startswith("  └ " + second["match"][:8])
    data = json.loads(run("list", "--db", db, "--json").output)
    assert {m["id"]: (m["parent"], m["branch_at"]) for m in data}[second["match"]] == (first["match"], 7)
    shown = run("show", first["match"], "--db", db).output
    assert f"Parent:   {parent_id}" in shown and f"Branch:   {second['match']} from seq 7" in shown
    diff = run("diff", parent_id, first["match"], "--db", db)
    assert diff.exit_code == 1
    assert "B is a correction of A: the branch point is seq 5" in diff.output
    assert "First difference at seq 5:" in diff.output
    assert json.loads(run("diff", parent_id, first["match"], "--db", db, "--json").output)["first_difference"] == 5


@pytest.mark.parametrize("args,words", [
    (["--at", 99, "--drop"], "the match has events 1..35"),
    (["--at", 3], "give one of --replace FILE, --insert FILE or --drop"),
    (["--at", 3, "--drop", "--insert", "x.jsonl"], "give one of"),
])
def test_bad_amends_are_refused_and_store_nothing(tmp_path, args, words):
    db = str(tmp_path / "l.db")
    parent_id = imported(db, SAMPLES["chrono-clash"])
    res = run("amend", parent_id, *args, "--reason", "r", "--judge", "j", "--db", db)
    assert res.exit_code == 2 and words in res.output
    assert len(json.loads(run("list", "--db", db, "--json").output)) == 1


def test_a_bad_correction_file_names_its_line_and_field(tmp_path):
    db = str(tmp_path / "l.db")
    parent_id = imported(db, SAMPLES["chrono-clash"])
    bad = tmp_path / "fix.jsonl"
    bad.write_text('{"type": "Passed", "player": "bob"}\n{"type": "CardDrawn", "player": "carol"}\n')
    res = run("amend", parent_id, "--at", 3, "--replace", bad, "--reason", "r", "--judge", "j", "--db", db)
    assert res.exit_code == 2
    assert res.output.strip() == f"Error: {bad}:2: $.player: player 'carol' is not seated in the match"


def test_make_branch_refuses_no_change_and_a_missing_reason():
    log = read_log(SAMPLES["fftcg"])
    heads = chain_heads(log)
    with pytest.raises(NoChange):
        make_branch(log, "p", heads[0], at=1, action="replace", events=[log.events[0]], reason="r", judge="j")
    with pytest.raises(CorrectionError, match="reason"):
        make_branch(log, "p", heads[0], at=1, action="drop", events=[], reason=" ", judge="j")


def test_amending_the_same_way_twice_is_the_same_branch(tmp_path):
    db = str(tmp_path / "l.db")
    parent_id = imported(db, SAMPLES["force-of-will"])
    first, data = amend(db, parent_id, "--at", 2, "--drop", "--reason", "r", "--judge", "j")
    again = run("amend", parent_id, "--at", 2, "--drop", "--reason", "r", "--judge", "j", "--db", db)
    assert again.exit_code == 2 and f"already stored as {data['match']}" in again.output


def test_parse_events_numbers_lines_and_checks_the_game(tmp_path):
    got = parse_events(b'{"type": "Passed", "player": "bob", "seq": 40}\n\n{"type": "Passed", "player": "alice"}\n',
                       "f.jsonl", "chrono-clash", {"alice", "bob"})
    assert [e.seq for e in got] == [1, 2]
    from ledger.errors import LogError

    with pytest.raises(LogError, match="'fftcg' log"):
        parse_events(b'{"version": 1, "game": "fftcg"}\n', "f.jsonl", "chrono-clash", {"alice"})
