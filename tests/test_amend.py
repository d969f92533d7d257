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
    assert "(this match corrects it: an insertion before seq 4)" in shown, shown
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
    assert f"Parent:   {parent_id}" in shown and f"Branch:   {second['match']}: event 7 left out" in shown
    diff = run("diff", parent_id, first["match"], "--db", db)
    assert diff.exit_code == 1
    assert "B is a correction of A: event 5 left out" in diff.output
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
    # A misspelt event type, or another game's, is said as the log reader says it (not msgspec's own words).
    for line, words in (('{"type": "Pased", "player": "bob"}', "event type 'Pased' is not a chrono-clash event; "
                                                                "did you mean 'Passed'?"),
                        ('{"type": "PriorityPassed", "player": "bob"}', "it is a 'fftcg' event; did you mean "
                                                                         "'Passed'?")):
        bad.write_text(line + "\n")
        res = run("amend", parent_id, "--at", 3, "--replace", bad, "--reason", "r", "--judge", "j", "--db", db)
        assert res.exit_code == 2 and f"{bad}:1: $.type: " in res.output and words in res.output, res.output


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
    assert data["already_stored"] is False
    again = run("amend", parent_id, "--at", 2, "--drop", "--reason", "r", "--judge", "j", "--db", db)
    assert again.exit_code == 0 and f"already stored as {data['match']}; nothing new was stored" in again.output
    _, repeated = amend(db, parent_id, "--at", 2, "--drop", "--reason", "r", "--judge", "j")
    assert repeated["match"] == data["match"] and repeated["already_stored"] is True
    assert len(json.loads(run("list", "--db", db, "--json").output)) == 2  # the parent and one branch


def test_parse_events_numbers_lines_and_checks_the_game(tmp_path):
    got = parse_events(b'{"type": "Passed", "player": "bob", "seq": 40}\n\n{"type": "Passed", "player": "alice"}\n',
                       "f.jsonl", "chrono-clash", {"alice", "bob"})
    assert [e.seq for e in got] == [1, 2]
    from ledger.errors import LogError

    with pytest.raises(LogError, match="'fftcg' log"):
        parse_events(b'{"version": 1, "game": "fftcg"}\n', "f.jsonl", "chrono-clash", {"alice"})


def _forged(tmp_path: Path, db: str) -> tuple[str, str, Path, Path]:
    """A genuine branch of the sample, exported, and a copy of it with an event before the branch point
    changed (its closing line dropped): a log that only says it corrects the match, in a judge's name."""
    parent_id = imported(db, SAMPLES["chrono-clash"])
    _, branch = amend(db, parent_id, "--at", 5, "--drop", "--reason", "twice", "--judge", "R. Lee")
    parent_file, branch_file = tmp_path / "parent.jsonl", tmp_path / "branch.jsonl"
    assert run("export", parent_id, "-o", parent_file, "--db", db).exit_code == 0
    assert run("export", branch["match"], "-o", branch_file, "--db", db).exit_code == 0
    lines = branch_file.read_bytes().splitlines()
    ev = json.loads(lines[2])  # seq 2, shared with the parent
    other = next(c for c in (f"{ev['player']}.{n}" for n in range(6, 11)) if c != ev.get("card"))
    assert "card" in ev
    lines[2] = json.dumps({**ev, "card": other}, separators=(",", ":")).encode()
    forged = tmp_path / "forged.jsonl"
    forged.write_bytes(b"\n".join(lines[:-1]) + b"\n")
    return parent_id, branch["match"], parent_file, forged


def test_a_correction_whose_shared_events_are_not_its_parents_is_refused_or_audited(tmp_path):
    """A correction names its parent and the parent's chain hash before the branch point (disputes.md): a log
    claiming a stored match as its parent while its events before the branch point differ is refused at
    import (exit 2, nothing stored); imported with its parent in one batch, `audit` finds it."""
    db = str(tmp_path / "l.db")
    parent_id, branch_id, parent_file, forged = _forged(tmp_path, db)
    res = run("import", forged, "--db", db)
    assert res.exit_code == 2, res.output
    assert f"{forged}:1: $.amends: it claims to correct {parent_id} from seq 5, but its event seq 2" in res.output
    assert len(json.loads(run("list", "--db", db, "--json").output)) == 2  # the parent and the true branch
    assert run("audit", "--db", db).exit_code == 0  # a true correction holds against its parent
    fresh = str(tmp_path / "fresh.db")
    assert run("import", parent_file, forged, "--db", fresh).exit_code == 0  # the parent was not stored yet
    res = run("audit", "--db", fresh, "--json")
    assert res.exit_code == 1, res.output
    (problem,) = json.loads(res.output)["problems"]
    assert problem["kind"] == "lineage" and problem["match"] != parent_id
    assert "its event seq 2 is not that match's" in problem["message"]


def test_lineage_problem_holds_header_events_and_parent_head_against_the_parent(tmp_path):
    from ledger.lineage import lineage_problem

    db = str(tmp_path / "l.db")
    parent_id, branch_id, _parent_file, _forged_file = _forged(tmp_path, db)
    with Ledger(db) as led:
        parent, branch = led.load(parent_id), led.load(branch_id)
    assert lineage_problem(branch, parent) is None and lineage_problem(parent, branch) is None  # parent: no claim
    a = branch.header.amends
    wrong_head = msgspec.structs.replace(branch, header=msgspec.structs.replace(
        branch.header, amends=msgspec.structs.replace(a, parent_head="0" * 64)))
    assert "its parent_head is not" in str(lineage_problem(wrong_head, parent))
    other_header = msgspec.structs.replace(branch, header=msgspec.structs.replace(branch.header, match="renamed"))
    assert "its header is not that match's header" in str(lineage_problem(other_header, parent))
    too_far = msgspec.structs.replace(branch, header=msgspec.structs.replace(
        branch.header, amends=msgspec.structs.replace(a, at=len(parent.events) + 2)))
    assert "but that match has" in str(lineage_problem(too_far, parent))
