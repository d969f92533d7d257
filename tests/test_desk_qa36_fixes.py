"""Round 36, the judge's desk (tester qa36-desk).

1. A settled round still exited 1: once ``amend --replace`` made bob's log of table 1 (seq 12 quests alice.11, so
   seq 20 breaks ccs.summon.not-in-hand) agree with alice's clean log, ``verify --all`` said "the dispute is
   settled" and ``needs_judge`` was ``[]``, but exited 1, and ``--failed-only`` listed alice's clean log too.
   docs/disputes.md: a settled table "does not make the round exit 1" and its ruled-on log's violations leave with
   it: the round now exits 0, and ``--failed-only`` keeps the ruled-on log and its correction, not the clean log.
   The twin whose correction still differs exits 1 and keeps every log.

Logs: tests/logs/desk_qa36/ (table 1 of round 3: alice's log, clean; bob's, wrong at 12; fix12.jsonl, alice's
event 12, the correction that settles it).
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests/logs/desk_qa36"


def run(*args: str, **kw):
    return CliRunner().invoke(cli, [*map(str, args)], **kw)


def _table_1(tmp_path: Path, settle: bool = True) -> tuple[str, dict[str, str]]:
    db = str(tmp_path / "s.db")
    ids = {}
    for name in ("alice", "bob"):
        res = run("import", LOGS / f"table-1-{name}.jsonl", "--db", db, "--json")
        assert res.exit_code == 0, res.output
        ids[name] = json.loads(res.stdout)[0]["match"]
    how = ["--replace", LOGS / "fix12.jsonl"] if settle else ["--drop"]
    res = run("amend", ids["bob"], "--at", "12" if settle else "35", *how, "--reason", "wrong card",
              "--judge", "C. Dupont", "--db", db)
    assert res.exit_code == 0, res.output
    ids["fix"] = res.output.split()[0]
    return db, ids


# -- 1. a settled round exits 0; --failed-only keeps the ruled-on log and its correction --------------------------

def test_a_settled_round_exits_0_and_failed_only_drops_the_clean_log(tmp_path):
    db, m = _table_1(tmp_path)
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 0, res.output
    assert "the dispute is settled" in res.output and "Tables that need a judge" not in res.output
    res = run("verify", "--all", "--db", db, "--failed-only", "--json")
    assert res.exit_code == 0
    data = json.loads(res.stdout)
    assert [r["match"] for r in data["matches"]] == [m["bob"], m["fix"]]
    assert data["matches"][0]["first_rule"] == "ccs.summon.not-in-hand" and data["matches"][0]["first_seq"] == 20
    assert data["needs_judge"] == [] and data["same_table"][0]["settled"] is True
    assert data["totals"]["with_violations"] == 1  # the totals still count the whole round


def test_the_twin_whose_correction_differs_still_exits_1_with_every_log(tmp_path):
    db, m = _table_1(tmp_path, settle=False)
    res = run("verify", "--all", "--db", db, "--failed-only", "--json")
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    assert sorted(r["match"] for r in data["matches"]) == sorted([m["alice"], m["bob"], m["fix"]])
    assert data["needs_judge"] == ["1"] and data["same_table"][0]["settled"] is False


def test_the_clean_round_exits_0(tmp_path):
    db = str(tmp_path / "c.db")
    res = run("verify", LOGS / "table-1-alice.jsonl", "--db", db)
    assert res.exit_code == 0, res.output
