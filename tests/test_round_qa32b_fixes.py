"""Round 32 (b), the judge's desk: `import --verify` of a round exits and reports as `verify` of it does; a dispute
settled by a correction is said (diff: events identical; the round: the correction agrees); --csv gives a correction's
parent and branch point, --failed-only keeps a failing match's corrections; several rounds in one report name
the round of each table; a stored match whose header is damaged keeps its table; superseded rulings are marked; diff
of two clean logs concludes; no progress-bar estimate on short runs."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli
from tests.rounds import tabled

ROOT = Path(__file__).resolve().parent.parent
CLEAN = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"  # clean, 35 events
CCS_BAD = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"  # ccs.attack.summoned-this-turn
FOW_CLEAN = ROOT / "sample_logs/force_of_will/win-by-life.jsonl"


def run(*args: object):
    return CliRunner().invoke(cli, [*map(str, args)])


# -- 1. import --verify of a round: verify's exit code and round fields ---------------------------------------------


def _disputed_round(tmp_path: Path) -> Path:
    tabled(CLEAN, tmp_path / "r/table-1.jsonl", "1")
    tabled(FOW_CLEAN, tmp_path / "r/table-122-alice.jsonl", "122", date="2026-11-01")
    tabled(FOW_CLEAN, tmp_path / "r/table-122-bob.jsonl", "122", date="2026-11-02")
    return tmp_path / "r"


def test_import_verify_of_a_disputed_round_exits_1_with_the_round_fields(tmp_path):
    folder = _disputed_round(tmp_path)
    res = run("verify", folder)
    assert res.exit_code == 1
    res = run("import", "--verify", folder, "--db", tmp_path / "a.db", "--lang", "it")
    assert res.exit_code == 1, res.output
    assert "Tavoli che richiedono un giudice: 122" in res.output
    res = run("import", "--verify", "--json", folder, "--db", tmp_path / "b.db")
    assert res.exit_code == 1, res.output
    data = json.loads(res.stdout)
    assert [Path(r["path"]).name for r in data["imported"]] == ["table-1.jsonl", "table-122-alice.jsonl",
                                                                "table-122-bob.jsonl"]
    assert [r["verification"]["clean"] for r in data["imported"]] == [True] * 3
    assert data["needs_judge"] == ["122"] and data["table_games"] == []
    (same,) = data["same_table"]
    assert same["table"] == "122" and [Path(r).name for r in same["refs"]] == ["table-122-alice.jsonl",
                                                                              "table-122-bob.jsonl"]
    assert data["totals"]["matches"] == 3 and data["totals"]["with_violations"] == 0


def test_import_verify_of_two_games_at_one_table_exits_1(tmp_path):
    tabled(CLEAN, tmp_path / "g/table-3.jsonl", "3")
    tabled(FOW_CLEAN, tmp_path / "g/table-3-fow.jsonl", "3")
    res = run("import", "--verify", "--json", tmp_path / "g", "--db", tmp_path / "g.db")
    assert res.exit_code == 1, res.output
    data = json.loads(res.stdout)
    assert [(t["table"], t["games"]) for t in data["table_games"]] == [("3", ["chrono-clash", "force-of-will"])]


def test_import_verify_of_the_clean_twin_round_exits_0(tmp_path):
    tabled(CLEAN, tmp_path / "c/table-1.jsonl", "1")
    tabled(FOW_CLEAN, tmp_path / "c/table-122.jsonl", "122")
    res = run("import", "--verify", "--json", tmp_path / "c", "--db", tmp_path / "c.db")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["needs_judge"] == [] and data["same_table"] == [] and len(data["imported"]) == 2
    res = run("import", "--verify", tmp_path / "c", "--db", tmp_path / "d.db")
    assert res.exit_code == 0 and "Tables that need a judge" not in res.output


# -- 3. a dispute settled by a correction: diff says the events are identical; the round says the logs agree -------

PLAYER = ROOT / "examples/table-7/player.jsonl"  # ccs.summon.not-in-hand at 20: the player's log is wrong at 12
SCOREKEEPER = ROOT / "examples/table-7/scorekeeper.jsonl"  # the clean twin: its event 12 is the right one


def _table_7(tmp_path: Path, settle: bool = True) -> tuple[str, dict[str, str]]:
    """Table 7 stored: the player's log (one violation) and the scorekeeper's (clean), and the player's log
    corrected at 12 with the scorekeeper's event 12 (``settle``) or its last event dropped (the dispute stays)."""
    db = str(tmp_path / "ledger.db")
    ids = {}
    for name, src in (("player", PLAYER), ("scorekeeper", SCOREKEEPER)):
        res = run("import", src, "--db", db, "--json")
        assert res.exit_code == 0, res.output
        ids[name] = json.loads(res.stdout)[0]["match"]
    fix = tmp_path / "fix12.jsonl"
    fix.write_text(SCOREKEEPER.read_text(encoding="utf-8").splitlines()[12] + "\n", encoding="utf-8")
    how = ["--at", "12", "--replace", fix] if settle else ["--at", "35", "--drop"]
    res = run("amend", ids["player"], *how, "--reason", "per R1", "--judge", "M. Curie", "--db", db)
    assert res.exit_code == 0, res.output
    ids["fix"] = res.output.split()[0]
    return db, ids


def test_diff_of_a_correction_and_the_log_it_agrees_with_says_the_events_are_identical(tmp_path):
    db, m = _table_7(tmp_path)
    res = run("diff", m["fix"][:8], m["scorekeeper"][:8], "--db", db)
    assert res.exit_code == 1
    assert "The headers differ (seq 0), A -> B:" in res.output
    assert "All 35 events are identical in both logs: only the headers differ (above)." in res.output
    res = run("diff", m["fix"][:8], m["scorekeeper"][:8], "--db", db, "--json")
    data = json.loads(res.stdout)
    assert data["first_difference"] == 0 and data["events_identical"] is True


def test_the_round_says_a_settled_dispute_settled_and_no_judge_is_needed(tmp_path):
    db, m = _table_7(tmp_path)
    res = run("verify", "--all", "--db", db, "--json")
    assert res.exit_code == 0  # its violations were ruled on: a settled table fails no round (docs/disputes.md)
    data = json.loads(res.stdout)
    assert sorted((r["match"], r["first_rule"]) for r in data["matches"]) == sorted(
        [(m["player"], "ccs.summon.not-in-hand"), (m["scorekeeper"], None), (m["fix"], None)])
    (same,) = data["same_table"]
    assert same["settled"] is True and same["agrees"] == [{"correction": m["fix"], "log": m["scorekeeper"]}]
    assert data["needs_judge"] == []
    res = run("verify", "--all", "--db", db)
    assert (f"Same table 7: correction {m['fix'][:8]} agrees with {m['scorekeeper'][:8]} (the same events): the "
            "logs agree, the dispute is settled") in res.output
    assert "Tables that need a judge" not in res.output and "compare them" not in res.output


def test_the_twin_whose_correction_still_differs_stays_disputed(tmp_path):
    db, m = _table_7(tmp_path, settle=False)
    res = run("diff", m["fix"][:8], m["scorekeeper"][:8], "--db", db)
    assert res.exit_code == 1 and "identical in both logs" not in res.output
    data = json.loads(run("verify", "--all", "--db", db, "--json").stdout)
    (same,) = data["same_table"]
    assert same["settled"] is False and same["agrees"] == [] and data["needs_judge"] == ["7"]


# -- 6. a correction outside a disputed table: --csv's parent and branch_at; --failed-only keeps it ----------------

FOW_BAD = ROOT / "sample_logs/force_of_will/illegal/block-with-rested-resonator.jsonl"  # fow.block.blocker at 25


def _corrected(tmp_path: Path, correct: bool = True) -> tuple[str, dict[str, str]]:
    db = str(tmp_path / "ledger.db")
    ids = {}
    for name, src in (("bad", FOW_BAD), ("clean", CLEAN)):
        res = run("import", src, "--db", db, "--json")
        assert res.exit_code == 0, res.output
        ids[name] = json.loads(res.stdout)[0]["match"]
    if correct:
        res = run("amend", ids["bad"], "--at", "25", "--drop", "--reason", "block never declared", "--judge",
                  "M. Curie", "--db", db)
        assert res.exit_code == 0, res.output
        ids["fix"] = res.output.split()[0]
    return db, ids


def test_csv_gives_a_corrections_parent_and_branch_point_in_columns_at_the_end(tmp_path):
    import csv
    import io

    db, m = _corrected(tmp_path)
    res = run("verify", "--all", "--csv", "--db", db)
    assert res.exit_code == 1
    rows = list(csv.reader(io.StringIO(res.stdout)))
    assert rows[0][:13] == ["ref", "match", "game", "players", "events", "verdict", "violations", "first_seq",
                            "first_rule", "first_player", "table", "label", "error"]  # older readers' columns
    assert rows[0][13:15] == ["parent", "branch_at"]
    by = {r[1]: dict(zip(rows[0], r)) for r in rows[1:]}
    assert (by[m["fix"]]["parent"], by[m["fix"]]["branch_at"]) == (m["bad"], "25")
    assert (by[m["bad"]]["parent"], by[m["bad"]]["branch_at"], by[m["bad"]]["first_rule"]) == (
        "", "", "fow.block.blocker")


def test_failed_only_keeps_a_failing_matchs_correction(tmp_path):
    db, m = _corrected(tmp_path)
    res = run("verify", "--all", "--failed-only", "--db", db, "--json")
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    assert [(r["match"], r["first_rule"], r["parent"]) for r in data["matches"]] == [
        (m["bad"], "fow.block.blocker", None), (m["fix"], None, m["bad"])]
    res = run("verify", "--all", "--failed-only", "--db", db)
    assert f"(correction of {m['bad'][:8]} from seq 25)" in res.output and m["clean"][:8] not in res.output


def test_failed_only_of_the_uncorrected_twin_shows_the_failing_match_alone(tmp_path):
    db, m = _corrected(tmp_path, correct=False)
    data = json.loads(run("verify", "--all", "--failed-only", "--db", db, "--json").stdout)
    assert [(r["match"], r["first_rule"]) for r in data["matches"]] == [(m["bad"], "fow.block.blocker")]


# -- 2. several rounds in one report: the needs-judge line, needs_judge and each row's source name the round -------


def test_a_report_of_two_rounds_names_the_round_of_each_table(tmp_path):
    tabled(CCS_BAD, tmp_path / "r/r5-table-4.jsonl", "4", rnd="5")
    tabled(CLEAN, tmp_path / "r/r6-table-4.jsonl", "4", rnd="6")
    tabled(FOW_CLEAN, tmp_path / "r/r6-table-9.jsonl", "9", rnd="6")
    res = run("verify", tmp_path / "r", "--json")
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    assert [(Path(r["ref"]).name, r["round"], r["first_rule"]) for r in data["matches"]] == [
        ("r5-table-4.jsonl", "5", "ccs.attack.summoned-this-turn"), ("r6-table-4.jsonl", "6", None),
        ("r6-table-9.jsonl", "6", None)]
    assert data["needs_judge"] == ["5/4"]
    res = run("verify", tmp_path / "r")
    assert "Tables that need a judge: round 5: 4\n" in res.output
    assert "r5-table-4.jsonl (table 4, round 5)" in res.output and "r6-table-4.jsonl (table 4, round 6)" in res.output
    res = run("verify", tmp_path / "r", "--csv")
    assert res.stdout.splitlines()[0].endswith(",parent,branch_at,round")


def test_a_report_of_one_round_names_tables_alone(tmp_path):
    tabled(CCS_BAD, tmp_path / "r/table-4.jsonl", "4", rnd="5")
    tabled(FOW_CLEAN, tmp_path / "r/table-9.jsonl", "9", rnd="5")
    data = json.loads(run("verify", tmp_path / "r", "--json").stdout)
    assert data["needs_judge"] == ["4"] and [r["round"] for r in data["matches"]] == ["5", "5"]
    res = run("verify", tmp_path / "r")
    assert res.exit_code == 1 and "Tables that need a judge: 4\n" in res.output
    assert "table-4.jsonl (table 4)" in res.output and "round 5" not in res.output


# -- 5. a stored match whose header was changed keeps its table: the other log is unusable, to be replaced ---------


def _damage_header(db: str, match_id: str) -> None:
    """The stored header of ``match_id`` edited in the file (Bob -> Rob), as a forger would: its hash fails."""
    import sqlite3
    import uuid

    con = sqlite3.connect(db)
    trig = dict(con.execute("SELECT name, sql FROM sqlite_master WHERE type='trigger'").fetchall())
    for name in trig:
        con.execute(f"DROP TRIGGER {name}")
    key = [uuid.UUID(match_id).hex]
    (raw,) = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 1",
                         key).fetchone()
    data = json.loads(raw)
    assert '"name":"Bob"' in data["header"]
    data["header"] = data["header"].replace('"name":"Bob"', '"name":"Rob"')
    con.execute("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 1",
                [json.dumps(data, separators=(",", ":")).encode(), *key])
    for text in trig.values():
        con.execute(text)
    con.commit()
    con.close()


def _table_7_stored(tmp_path: Path) -> tuple[str, dict[str, str]]:
    db = str(tmp_path / "ledger.db")
    ids = {}
    for name, src in (("player", PLAYER), ("scorekeeper", SCOREKEEPER)):
        res = run("import", src, "--db", db, "--json")
        assert res.exit_code == 0, res.output
        ids[name] = json.loads(res.stdout)[0]["match"]
    return db, ids


def test_a_stored_log_whose_header_was_changed_stays_at_its_table_to_be_replaced(tmp_path):
    db, m = _table_7_stored(tmp_path)
    _damage_header(db, m["scorekeeper"])
    res = run("verify", "--all", "--db", db, "--json")
    assert res.exit_code == 2
    data = json.loads(res.stdout)
    assert [(r["ref"], r["verdict"], r["first_rule"], r["table"], r["game"]) for r in data["matches"]] == [
        (m["player"], "violations", "ccs.summon.not-in-hand", "7", "chrono-clash"),
        (m["scorekeeper"], "unusable", None, "7", "chrono-clash")]
    assert data["needs_judge"] == ["7"] and data["needs_judge_untabled"] == []
    (same,) = data["same_table"]
    assert same["diff"] is None and same["replace"] == [m["scorekeeper"]]
    res = run("verify", "--all", "--db", db)
    assert (f"Same table 7 in 2 logs, 1 usable and 1 unusable: {m['player'][:8]}, {m['scorekeeper'][:8]}; the "
            f"unusable log must be replaced before they can be compared: {m['scorekeeper']}") in res.output
    assert "without a table" not in res.output


def test_the_undamaged_twin_table_gets_its_diff(tmp_path):
    db, m = _table_7_stored(tmp_path)
    data = json.loads(run("verify", "--all", "--db", db, "--json").stdout)
    assert [r["verdict"] for r in data["matches"]] == ["violations", "clean"]
    (same,) = data["same_table"]
    assert same["replace"] == [] and same["diff"] == f"matchledger diff {m['player'][:8]} {m['scorekeeper'][:8]} --db {db}"


# -- 11. the rulings line marks a superseded ruling; French punctuation ---------------------------------------------


def _ruled(tmp_path: Path, supersede: bool = True) -> tuple[str, str]:
    db = str(tmp_path / "ledger.db")
    res = run("import", CLEAN, "--db", db, "--json")
    mid = json.loads(res.stdout)[0]["match"]
    assert run("note", mid, "--at", "12", "--judge", "R. Lee", "First look.", "--db", db).exit_code == 0
    more = ["--supersedes", "R1"] if supersede else []
    assert run("note", mid, "--at", "12", "--judge", "R. Lee", "On appeal.", *more, "--db", db).exit_code == 0
    return db, mid


def test_the_rulings_line_marks_a_superseded_ruling(tmp_path):
    db, mid = _ruled(tmp_path)
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 0
    assert f"Rulings on these matches: {mid[:8]} R1 (superseded by R2), R2" in res.output
    data = json.loads(run("verify", "--all", "--db", db, "--json").stdout)
    assert data["rulings"] == [{"match": mid, "rulings": ["R1", "R2"], "superseded_by": {"R1": "R2"}}]
    res = run("verify", "--all", "--db", db, "--lang", "fr")
    assert f"{mid[:8]} R1 (supplantée par R2), R2" in res.output


def test_rulings_of_two_matches_are_parted_in_the_languages_punctuation(tmp_path):
    db, mid = _ruled(tmp_path, supersede=False)
    res = run("import", FOW_CLEAN, "--db", db, "--json")
    other = json.loads(res.stdout)[0]["match"]
    assert run("note", other, "--at", "3", "--judge", "R. Lee", "Seen.", "--db", db).exit_code == 0
    res = run("verify", "--all", "--db", db)
    assert f"Rulings on these matches: {mid[:8]} R1, R2; {other[:8]} R1\n" in res.output
    assert "superseded" not in res.output
    res = run("verify", "--all", "--db", db, "--lang", "fr")
    assert f"{mid[:8]} R1, R2 ; {other[:8]} R1\n" in res.output


# -- 12. diff of two clean logs concludes ---------------------------------------------------------------------------


def test_diff_of_two_clean_logs_says_the_rules_accept_both(tmp_path):
    a = tabled(CLEAN, tmp_path / "alice.jsonl", "122")
    b = tmp_path / "bob.jsonl"  # the same match, its last event not entered: both clean, they part at seq 35
    b.write_text("".join(a.read_text(encoding="utf-8").splitlines(keepends=True)[:-1]), encoding="utf-8")
    res = run("diff", a, b)
    assert res.exit_code == 1
    assert res.output.rstrip().endswith("Both logs are clean: the rules accept both.")
    assert "is clean: the rules accept it" not in res.output


def test_diff_of_a_clean_and_a_broken_log_names_the_broken_one(tmp_path):
    res = run("diff", PLAYER, SCOREKEEPER)
    assert res.exit_code == 1
    assert "A breaks ccs.summon.not-in-hand at seq 20 (1 violation in all)." in res.output
    assert "B is clean: the rules accept it." in res.output and "accept both" not in res.output


# -- 9. the progress bar gives no time estimate until settled, nor on a short run ------------------------------------


class _Tty:
    """A terminal for the progress bar: what it writes, kept."""

    def __init__(self) -> None:
        self.text = ""

    def write(self, s: str) -> int:
        self.text += s
        return len(s)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return True


def _bar(monkeypatch, n: int, step: float) -> str:
    """What the bar draws over ``n`` matches, a fake clock advancing ``step`` seconds a match."""
    import re
    import sys
    from types import SimpleNamespace

    from cli import verify

    tty = _Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    now = [1000.0]
    import click._termui_impl as bar

    def walk():  # the clock advances only between matches (click reads time.time, the bar time.monotonic)
        for _i in range(n):
            now[0] += step
            yield SimpleNamespace(events=10)

    monkeypatch.setattr(verify.time, "monotonic", lambda: now[0])
    monkeypatch.setattr(bar.time, "time", lambda: now[0])
    assert len(list(verify._progress(walk(), n))) == n
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", tty.text)


def test_a_short_run_shows_no_time_estimate(monkeypatch):
    import re

    text = _bar(monkeypatch, 200, 0.01)  # 200 matches in 2 seconds
    assert "200/200" in text and not re.search(r"\d\d:\d\d:\d\d", text)


def test_a_long_run_shows_its_estimate_once_settled(monkeypatch):
    import re

    text = _bar(monkeypatch, 40, 1.0)  # 40 matches, one second each
    assert re.search(r"\d\d:\d\d:\d\d", text)
    lines = {m.group(1): line for line in re.split(r"[\r\n]", text) if (m := re.search(r" (\d+)/40 ", line))}
    assert not any(re.search(r"\d\d:\d\d:\d\d", lines[n]) for n in ("1", "2", "5", "9"))  # not on the first
    assert re.search(r"\d\d:\d\d:\d\d", lines["39"])
