"""The judge's desk (round 39, the regression test qa39e of the header-only reading; fix39_desk2).

Findings pinned here:

- F2: a stored match of no events (an imported header alone, tests/logs/desk_qa39b/fow-header-only.jsonl, the
  header of sample_logs/force_of_will/win-by-life.jsonl with no event after it) was "Clean: no rule was broken"
  in ``verify ID`` (exit 0, ``"clean": true``) and counted clean in ``verify --all``'s totals, while ``verify``
  of the file says "nothing was judged" (exit 2). ``verify ID`` now says "the stored match has no events: nothing
  was judged", exit 2, and ``verify --all`` gives it an unusable row (its id, game and players), the other
  matches still checked and counted, exit 2: the contract of a round with one unusable input, alike for files
  and stored matches. A verdict stored clean for it before this round is not believed. A stored header alone
  that breaks a rule (4 copies of a card) keeps its violation, exit 1. On SQLite and PostgreSQL.
- F4: ``import --verify`` of a folder holding a header-only log printed its UNUSABLE row and exited 0 while
  ``verify`` of the same folder exits 2, and its row's match column read ``-`` though the import stored it as
  3e0786c9. It now exits 2 as ``verify`` does (the match stays stored) and the row names the stored match.

The clean twins (the round without the header alone) are clean, exit 0.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli
from ledger.store import Ledger

ROOT = Path(__file__).resolve().parent.parent
HEADER_ONLY = ROOT / "tests" / "logs" / "desk_qa39b" / "fow-header-only.jsonl"
TWIN = ROOT / "sample_logs" / "force_of_will" / "win-by-life.jsonl"  # the same header, with its 79 events
CCS = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"
FOUR = ROOT / "tests" / "logs" / "desk_qa39" / "header-only-four-copies.jsonl"  # a header alone, 4 copies of a card
EMPTY_ID = "3e0786c9-7b72-5661-81bc-5b1a5e0fceb6"  # the header alone, stored
SAID = "the stored match has no events: nothing was judged"


def run(*args, input: str | None = None, env: dict | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], input=input, env=env)


def stored_round(db) -> None:
    res = run("import", CCS, HEADER_ONLY, TWIN, "--db", db)
    assert res.exit_code == 0, res.output  # stored: it reads back (export writes one for a match of no events)
    assert "the match is stored with no events" in res.stderr


def row_of(output: str, match: str) -> list[str]:
    (row,) = [line.split() for line in output.splitlines() if line.startswith(match[:8] + " ")]  # the table's
    return row


# -- F2: a stored match of no events --------------------------------------------------------------------------


def check_stored_no_events(db) -> None:
    res = run("verify", EMPTY_ID[:8], "--db", db)
    assert res.exit_code == 2, res.output  # before: "Clean: no rule was broken.", exit 0
    assert "Clean" not in res.output and res.stderr.strip() == f"Error: {SAID}", res.output
    res = run("verify", EMPTY_ID[:8], "--db", db, "--json")
    assert res.exit_code == 2 and json.loads(res.stdout)["error"] == SAID, res.stdout
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 2, res.output  # before: "Verified 3 matches: 3 clean", exit 0
    assert "Verified 2 matches: 2 clean, 0 with violations, 1 unusable input apart; 0 violations in 114 events." \
        in res.output, res.output
    assert row_of(res.output, EMPTY_ID)[:5] == [EMPTY_ID[:8], "force-of-will", "alice,", "bob", "UNUSABLE"]
    assert f"  {EMPTY_ID}: {SAID}" in res.output.splitlines()
    data = json.loads(run("verify", "--all", "--db", db, "--json").stdout)
    assert data["totals"]["clean"] == 2 and data["totals"]["unusable"] == 1 and data["totals"]["matches"] == 2
    (u,) = data["unusable_inputs"]
    assert u["ref"] == EMPTY_ID and u["error"] == SAID, u
    (row,) = [r for r in data["matches"] if r["ref"] == EMPTY_ID]
    assert row["verdict"] == "unusable" and row["events"] == 0 and row["violations"] is None


def test_f2_a_stored_match_of_no_events_is_said_never_clean(tmp_path):
    db = tmp_path / "st.db"
    stored_round(db)
    check_stored_no_events(db)
    check_stored_no_events(db)  # again, its verdicts stored (the others' cached, this one's never)


def test_f2_a_clean_verdict_stored_for_it_before_is_not_believed(tmp_path):
    from cli.batch import _engines, _verdict_key

    db = tmp_path / "old.db"
    stored_round(db)
    with Ledger(str(db)) as led:  # as an older version stored it: clean, sealed
        led.store_verdict(EMPTY_ID, _engines()["force-of-will"], [], clean=True, key=_verdict_key())
        assert any(v.match_id == EMPTY_ID and v.clean for v in led.verdicts())
    check_stored_no_events(db)


def test_f2_a_stored_header_alone_that_breaks_a_rule_keeps_its_violation(tmp_path):
    db = tmp_path / "four.db"
    res = run("import", FOUR, "--db", db)
    assert res.exit_code == 0, res.output
    with Ledger(str(db), create=False) as led:
        (m,) = led.list_matches()
    res = run("verify", m.id[:8], "--db", db)
    assert res.exit_code == 1, res.output
    assert "ccs.deck.copies" in res.output and "only its header (the deck lists and the set-up) was judged" in \
        res.output
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 1 and "Verified 1 match: 0 clean, 1 with violations, 0 unusable" in res.output


def test_f2_the_twin_without_the_header_alone_is_clean(tmp_path):
    db = tmp_path / "twin.db"
    assert run("import", CCS, TWIN, "--db", db).exit_code == 0
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 0, res.output
    assert "Verified 2 matches: 2 clean, 0 with violations, 0 unusable" in res.output
    res = run("verify", "deca2d54", "--db", db)
    assert res.exit_code == 0 and "Clean: no rule was broken." in res.output


def test_f2_on_postgresql_too(pg_url):
    stored_round(pg_url)
    check_stored_no_events(pg_url)  # the workers' claimed verdicts
    check_stored_no_events(pg_url)


# -- F4: import --verify of a round with a header alone ---------------------------------------------------------


def a_round(tmp_path: Path, *logs: Path) -> Path:
    folder = tmp_path / "round1"
    folder.mkdir()
    for i, log in enumerate(logs, 1):
        shutil.copy(log, folder / f"t{i}.jsonl")
    return folder


def test_f4_import_verify_exits_as_verify_and_names_the_stored_match(tmp_path):
    folder = a_round(tmp_path, CCS, HEADER_ONLY, TWIN)
    res = run("import", "--verify", folder, "--db", tmp_path / "r.db")
    assert res.exit_code == 2, res.output  # before: 0, where verify of the folder gives 2
    assert run("verify", folder).exit_code == 2
    assert "Verified 2 matches: 2 clean, 0 with violations, 1 unusable input apart" in res.output
    assert row_of(res.output, EMPTY_ID)[:5] == [EMPTY_ID[:8], "force-of-will", "alice,", "bob", "UNUSABLE"]
    assert f"{EMPTY_ID}  {folder / 't2.jsonl'}  (force-of-will, 0 events)" in res.output  # stored all the same
    res = run("import", "--verify", "--json", folder, "--db", tmp_path / "j.db")
    assert res.exit_code == 2
    assert json.loads(res.stdout)["totals"]["unusable"] == 1
    res = run("import", "--verify", HEADER_ONLY, "--db", tmp_path / "one.db")  # one log: as verify of it
    assert res.exit_code == 2 and run("verify", HEADER_ONLY).exit_code == 2


def test_f4_the_twin_round_is_clean(tmp_path):
    folder = a_round(tmp_path, CCS, TWIN)
    res = run("import", "--verify", folder, "--db", tmp_path / "t.db")
    assert res.exit_code == 0, res.output
    assert "Verified 2 matches: 2 clean, 0 with violations, 0 unusable" in res.output
