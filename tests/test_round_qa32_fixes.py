"""Round 32, the judge's desk: verify's help states every exit 1 (a broken rule, or two logs of one table that
differ); verifying one stored match names its corrections in its text
(as `verify --all` does); a round's same-table line counts a correction's unusable parent as "(1 unusable)"."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
PLAYER = ROOT / "examples/table-7/player.jsonl"  # ccs.summon.not-in-hand at 20: the player's log is wrong at 12
SCOREKEEPER = ROOT / "examples/table-7/scorekeeper.jsonl"  # the clean twin: its event 12 is the right one
QUESTS = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"  # clean, 35 events


def run(*args: str):
    return CliRunner().invoke(cli, [*map(str, args)])


def _json(*args: str) -> tuple[int, dict]:
    res = run(*args, "--json")
    return res.exit_code, json.loads(res.stdout)


# -- A. verify's help names both reasons for exit 1 ---------------------------------------------------------------


def test_verify_help_says_a_round_whose_logs_of_one_table_differ_exits_1():
    res = run("verify", "--help")
    assert res.exit_code == 0
    text = " ".join(res.output.split())
    assert "exit 0 clean, 1 if a rule was broken or two logs of one table differ, 2 if an input is unusable" in text


# -- B. one stored match: its corrections named; a correction's parent and branch point in --json -----------------


@pytest.fixture
def desk(tmp_path):
    """The player's log stored (one violation), ruling R1 at seq 12, and its correction replacing event 12."""
    db = str(tmp_path / "ledger.db")
    res = run("import", PLAYER, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    parent = (out[0] if isinstance(out, list) else out)["match"]
    assert run("note", parent, "--at", "12", "--judge", "M. Curie", "The scorekeeper's log is right.",
               "--db", db).exit_code == 0
    fix = tmp_path / "fix12.jsonl"
    fix.write_text(SCOREKEEPER.read_text(encoding="utf-8").splitlines()[12] + "\n", encoding="utf-8")
    res = run("amend", parent, "--at", "12", "--replace", fix, "--reason", "per R1", "--judge", "M. Curie",
              "--db", db)
    assert res.exit_code == 0, res.output
    return db, parent, res.output.split()[0]


def test_verifying_a_match_names_its_correction_and_a_correction_its_parent(desk):
    db, parent, branch = desk
    code, data = _json("verify", parent, "--db", db)
    assert code == 1 and [(v["rule"], v["seq"]) for v in data["violations"]] == [("ccs.summon.not-in-hand", 20)]
    assert [r["number"] for r in data["rulings"]] == [1]
    res = run("verify", parent, "--db", db)
    assert res.exit_code == 1
    assert f"Correction of this match: {branch[:8]} (a replacement from seq 12)" in res.output.splitlines()
    assert "Rulings (1):" in res.output
    code, data = _json("verify", branch, "--db", db)  # the correction: clean, its title names parent and seq
    assert code == 0 and data["violations"] == [] and data["clean"] is True
    res = run("verify", branch, "--db", db)
    assert res.exit_code == 0 and f"a correction of {parent[:8]} from seq 12" in res.output
    assert "Correction of this match" not in res.output


def test_the_clean_twin_without_a_correction_names_none(tmp_path):
    db = str(tmp_path / "ledger.db")
    assert run("import", SCOREKEEPER, "--db", db).exit_code == 0
    match = json.loads(run("list", "--json", "--db", db).stdout)[0]["id"]
    code, data = _json("verify", match, "--db", db)
    assert code == 0 and data["violations"] == []
    res = run("verify", match, "--db", db)
    assert res.exit_code == 0 and "orrection" not in res.output


# -- C. a correction's unusable parent is a log of its table, said unusable ---------------------------------------


def _tabled(src: Path, dst: Path, **meta: str) -> Path:
    lines = src.read_text(encoding="utf-8").splitlines(keepends=True)
    head = json.loads(lines[0])
    head["meta"] = {**(head.get("meta") or {}), "event": "Regional", "round": "2", "table": "1", **meta}
    dst.write_text(json.dumps(head) + "\n" + "".join(lines[1:]), encoding="utf-8")
    return dst


def _table_1(tmp_path: Path, other: bool = True) -> tuple[str, dict[str, str]]:
    """Table 1 stored: alice's log (two rulings) and its correction, and (``other``) bob's log, which differs."""
    db = str(tmp_path / "ledger.db")
    logs = [_tabled(QUESTS, tmp_path / "alice.jsonl", date="2026-11-01")]
    if other:
        logs.append(_tabled(QUESTS, tmp_path / "bob.jsonl", date="2026-11-02"))
    assert run("import", *logs, "--db", db).exit_code == 0
    ids = [m["id"] for m in json.loads(run("list", "--json", "--db", db).stdout)]
    parent = ids[0]
    assert run("amend", parent, "--at", "35", "--drop", "--reason", "entered early", "--judge", "R. Lee",
               "--db", db).exit_code == 0
    for seq in ("33", "34"):
        assert run("note", parent, "--at", seq, "--judge", "R. Lee", "Confirmed.", "--db", db).exit_code == 0
    listed = json.loads(run("list", "--json", "--db", db).stdout)
    fix = next(m["id"] for m in listed if m["parent"] == parent)
    return db, {"parent": parent, "other": ids[1] if other else "", "fix": fix}


def _delete_r1(db: str) -> None:
    """R1's stored row deleted (round 30's t_delr1): the match is refused, its header still reads."""
    conn = sqlite3.connect(db, isolation_level=None)
    (guard,) = conn.execute("SELECT sql FROM sqlite_master WHERE name='stored_events_no_delete'").fetchone()
    conn.execute("DROP TRIGGER stored_events_no_delete")
    key = conn.execute("SELECT originator_id, originator_version FROM stored_events "
                       "WHERE topic LIKE '%RulingRecorded' ORDER BY originator_version").fetchone()
    conn.execute("DELETE FROM stored_events WHERE originator_id=? AND originator_version=?", key)
    conn.execute(guard)
    conn.close()


def test_a_corrections_unusable_parent_is_said_unusable_at_its_table(tmp_path):
    db, m = _table_1(tmp_path)
    _delete_r1(db)
    code, data = _json("verify", "--all", "--db", db)
    assert code == 2
    assert [(r["match"], r["verdict"], r["first_rule"]) for r in data["matches"]] == [
        (None, "unusable", None), (m["other"], "clean", None), (m["fix"], "clean", None)]
    assert data["needs_judge"] == ["1"] and data["needs_judge_untabled"] == []
    (same,) = data["same_table"]
    assert same["refs"] == [m["parent"], m["other"]] and same["matches"] == [None, m["other"]]
    assert same["corrections"] == [m["fix"]]
    assert same["diff"] == f"matchledger diff {m['other'][:8]} {m['fix'][:8]} --db {db}"  # two readable logs
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 2
    # (Round 33: the unusable parent is named with its error, not only counted; test_desk_qa33_fixes.)
    assert (f"Same table 1 in 2 logs that differ: {m['parent'][:8]}, {m['other'][:8]} (1 unusable: match "
            f"{m['parent']} in {db} fails its integrity check: rulings: R1 is missing) (and 1 "
            f"correction of them: {m['fix'][:8]}); compare them: matchledger diff {m['other'][:8]} {m['fix'][:8]}"
            in res.output)
    assert "log without a table" not in res.output and "Tables that need a judge: 1\n" in res.output


def test_an_unusable_parent_and_its_correction_alone_are_one_lineage_not_a_dispute(tmp_path):
    db, m = _table_1(tmp_path, other=False)
    _delete_r1(db)
    code, data = _json("verify", "--all", "--db", db)
    assert code == 2 and [r["verdict"] for r in data["matches"]] == ["unusable", "clean"]
    assert data["same_table"] == [] and data["needs_judge"] == ["1"]
    assert "Same table" not in run("verify", "--all", "--db", db).output


def test_the_clean_twin_table_names_no_unusable_log(tmp_path):
    db, m = _table_1(tmp_path)
    code, data = _json("verify", "--all", "--db", db)
    assert code == 1 and [(r["verdict"], r["first_rule"]) for r in data["matches"]] == [("clean", None)] * 3
    (same,) = data["same_table"]
    assert same["refs"] == [m["parent"], m["other"]] and same["corrections"] == [m["fix"]]
    res = run("verify", "--all", "--db", db)
    assert (f"Same table 1 in 2 logs that differ: {m['parent'][:8]}, {m['other'][:8]} (and 1 correction of them: "
            f"{m['fix'][:8]}); compare them: matchledger diff {m['parent'][:8]} {m['other'][:8]}" in res.output)
    assert "(1 unusable)" not in res.output and "0 unusable;" in res.output
