"""Round 30, the judge's desk: a round's report. A disputed round exits 1 and --failed-only keeps its rows; the
needs-judge line names the rows without a table; --csv says it on stderr; --all names corrections and rulings; a
table whose other log is unusable gets no refused diff; logs of two games at one table are said; the table's rule
ids get their words."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli
from tests.rounds import tabled
from cli.verify import CSV_FIELDS

ROOT = Path(__file__).resolve().parent.parent
CLEAN = ROOT / "sample_logs/fftcg/win-deck-out.jsonl"
QUESTS = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"  # clean; the README tour amends it at 35, notes 34
CCS_BAD = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"  # ccs.attack.summoned-this-turn
FOW_BAD = ROOT / "sample_logs/force_of_will/illegal/block-with-rested-resonator.jsonl"  # fow.block.blocker at 25
FOW_CLEAN = ROOT / "sample_logs/force_of_will/win-by-life.jsonl"


def run(tmp_path: Path, *args: str):
    return CliRunner().invoke(cli, [*args, "--db", str(tmp_path / "ledger.db")])


def round_json(tmp_path: Path, *args: str) -> tuple[int, dict]:
    res = run(tmp_path, "verify", *args, "--json")
    return res.exit_code, json.loads(res.stdout)


def verdicts(data: dict) -> list[tuple[str, str | None]]:
    return [(Path(r["ref"]).name, r["first_rule"]) for r in data["matches"]]


# -- 1. a round holding a dispute exits 1; --failed-only keeps the disputed table's rows ------------------------


def test_a_disputed_round_of_clean_logs_exits_1_and_failed_only_keeps_its_rows(tmp_path):
    a = tabled(CLEAN, tmp_path / "r/table-88-alice.jsonl", "88", date="2026-11-01")
    b = tabled(CLEAN, tmp_path / "r/table-88-bob.jsonl", "88", date="2026-11-02")
    folder = str(tmp_path / "r")
    code, data = round_json(tmp_path, folder)
    assert code == 1 and verdicts(data) == [(a.name, None), (b.name, None)]
    assert [r["verdict"] for r in data["matches"]] == ["clean", "clean"] and data["needs_judge"] == ["88"]
    assert len(data["same_table"]) == 1
    for how in ([], ["--lang", "fr"], ["--csv"], ["--failed-only"], ["--failed-only", "--csv"]):
        res = run(tmp_path, "verify", folder, *how)
        assert res.exit_code == 1, (how, res.output)
    code, data = round_json(tmp_path, folder, "--failed-only")
    assert code == 1 and verdicts(data) == [(a.name, None), (b.name, None)]
    res = run(tmp_path, "verify", folder, "--failed-only", "--lang", "fr")
    assert a.name in res.stdout and b.name in res.stdout


def test_the_clean_twin_of_one_log_a_table_exits_0_and_failed_only_shows_none(tmp_path):
    tabled(CLEAN, tmp_path / "r/table-88.jsonl", "88")
    tabled(FOW_CLEAN, tmp_path / "r/table-89.jsonl", "89")
    code, data = round_json(tmp_path, str(tmp_path / "r"))
    assert code == 0 and [v for _n, v in verdicts(data)] == [None, None] and data["needs_judge"] == []
    code, data = round_json(tmp_path, str(tmp_path / "r"), "--failed-only")
    assert code == 0 and data["matches"] == []


# -- 2 and 9. the rows with no table that need a judge; --csv says the line on stderr --------------------------


def test_the_needs_judge_line_names_the_logs_without_a_table(tmp_path):
    (tmp_path / "r").mkdir()
    bad = tmp_path / "r/notable.jsonl"
    bad.write_bytes(CCS_BAD.read_bytes())
    tabled(FOW_CLEAN, tmp_path / "r/table-4.jsonl", "4")
    code, data = round_json(tmp_path, str(tmp_path / "r"))
    assert code == 1 and verdicts(data) == [("notable.jsonl", "ccs.attack.summoned-this-turn"), ("table-4.jsonl", None)]
    assert data["needs_judge"] == [] and data["needs_judge_untabled"] == [str(bad)]
    res = run(tmp_path, "verify", str(tmp_path / "r"))
    assert f"1 log without a table needs a judge: {bad}" in res.stdout
    # with a table that needs a judge too: both on one line
    tabled(FOW_BAD, tmp_path / "r/table-5.jsonl", "5")
    res = run(tmp_path, "verify", str(tmp_path / "r"))
    assert f"Tables that need a judge: 5; and 1 log without a table: {bad}" in res.stdout
    code, data = round_json(tmp_path, str(tmp_path / "r"))
    assert data["needs_judge"] == ["5"] and data["needs_judge_untabled"] == [str(bad)]
    assert verdicts(data)[2] == ("table-5.jsonl", "fow.block.blocker")
    # --csv: the line on stderr, stdout pure CSV
    res = run(tmp_path, "verify", str(tmp_path / "r"), "--csv")
    assert res.exit_code == 1
    assert f"Tables that need a judge: 5; and 1 log without a table: {bad}" in res.stderr
    assert "need a judge" not in res.stdout
    rows = list(csv.reader(io.StringIO(res.stdout)))
    assert rows[0] == CSV_FIELDS and len(rows) == 4 and all(len(r) == len(CSV_FIELDS) for r in rows)


def test_the_clean_twin_names_no_log_without_a_table(tmp_path):
    (tmp_path / "r").mkdir()
    (tmp_path / "r/notable.jsonl").write_bytes(CLEAN.read_bytes())
    tabled(FOW_CLEAN, tmp_path / "r/table-4.jsonl", "4")
    code, data = round_json(tmp_path, str(tmp_path / "r"))
    assert code == 0 and [v for _n, v in verdicts(data)] == [None, None]
    assert data["needs_judge"] == [] and data["needs_judge_untabled"] == []
    res = run(tmp_path, "verify", str(tmp_path / "r"), "--csv")
    assert res.exit_code == 0 and "judge" not in res.stderr


# -- 7. --all over a ledger with a correction and a ruling -------------------------------------------------------


def _stored_with_correction(tmp_path: Path) -> tuple[str, str]:
    res = run(tmp_path, "import", str(QUESTS))
    assert res.exit_code == 0, res.output
    parent = json.loads(run(tmp_path, "list", "--json").stdout)[0]["id"]
    res = run(tmp_path, "amend", parent, "--at", "35", "--drop", "--reason", "entered early", "--judge", "R. Lee")
    assert res.exit_code == 0, res.output
    res = run(tmp_path, "note", parent, "--at", "34", "--judge", "R. Lee", "Confirmed with both players.")
    assert res.exit_code == 0, res.output
    listed = json.loads(run(tmp_path, "list", "--json").stdout)
    child = next(m["id"] for m in listed if m["parent"] == parent)
    return parent, child


def test_verify_all_names_the_correction_and_the_rulings(tmp_path):
    parent, child = _stored_with_correction(tmp_path)
    code, data = round_json(tmp_path, "--all")
    assert code == 0, data
    rows = {r["match"]: r for r in data["matches"]}
    assert [rows[parent]["first_rule"], rows[child]["first_rule"]] == [None, None]
    assert rows[child]["parent"] == parent and rows[child]["branch_at"] == 35
    assert rows[parent]["parent"] is None and rows[parent]["rulings"] == 1
    assert data["totals"]["matches"] == 2
    assert data["corrections"] == [{"ref": child, "match": child, "parent": parent, "branch_at": 35}]
    assert data["rulings"] == [{"match": parent, "rulings": ["R1"]}]
    res = run(tmp_path, "verify", "--all")
    assert res.exit_code == 0, res.output
    assert "Verified 2 matches (1 a correction):" in res.stdout
    assert f"(correction of {parent[:8]} from seq 35)" in res.stdout
    assert f"Rulings on these matches: {parent[:8]} R1" in res.stdout
    res = run(tmp_path, "verify", "--all", "--lang", "fr")
    assert (f"(correction d'{parent[:8]} depuis le seq 35)" in res.stdout
            or f"(correction de {parent[:8]} depuis le seq 35)" in res.stdout)


def test_the_clean_twin_ledger_has_no_correction_nor_ruling(tmp_path):
    assert run(tmp_path, "import", str(QUESTS)).exit_code == 0
    code, data = round_json(tmp_path, "--all")
    assert code == 0 and [r["first_rule"] for r in data["matches"]] == [None]
    assert data["corrections"] == [] and data["rulings"] == [] and data["matches"][0]["parent"] is None
    res = run(tmp_path, "verify", "--all")
    assert "correction" not in res.stdout and "Rulings" not in res.stdout


# -- 6. a table whose only other log is unusable: no diff that would be refused ---------------------------------


def test_a_cut_short_other_log_must_be_replaced_not_diffed(tmp_path):
    whole = tabled(QUESTS, tmp_path / "r/table-99-scorekeeper.jsonl", "99")
    cut = tmp_path / "r/table-99-player.jsonl"
    tabled(QUESTS, cut, "99", date="2026-11-02")
    cut.write_bytes(cut.read_bytes()[:3000])
    folder = str(tmp_path / "r")
    code, data = round_json(tmp_path, folder)
    assert code == 2 and verdicts(data) == [(cut.name, None), (whole.name, None)]
    assert [r["verdict"] for r in data["matches"]] == ["unusable", "clean"]
    [same] = data["same_table"]
    assert same["diff"] is None and same["replace"] == [str(cut)]
    res = run(tmp_path, "verify", folder)
    assert "matchledger diff" not in res.stdout
    line = data["unusable_inputs"][0]["line"]
    assert line > 1 and (f"the unusable log must be replaced before they can be compared: {cut} (unreadable from "
                         f"line {line}: its error is under \"Unusable input\", below)") in res.stdout
    assert res.stdout.count(f"{cut}:{line}: the line is cut short") == 1  # its error once, with the unusable inputs


def test_the_twin_with_two_whole_logs_still_gets_its_diff(tmp_path):
    tabled(QUESTS, tmp_path / "r/table-99-scorekeeper.jsonl", "99")
    tabled(QUESTS, tmp_path / "r/table-99-player.jsonl", "99", date="2026-11-02")
    code, data = round_json(tmp_path, str(tmp_path / "r"))
    assert code == 1 and [v for _n, v in verdicts(data)] == [None, None]
    [same] = data["same_table"]
    assert same["diff"].startswith("matchledger diff ") and same["replace"] == []


# -- 11. logs of two games claiming one table ---------------------------------------------------------------------


def test_logs_of_two_games_at_one_table_are_said(tmp_path):
    tabled(CCS_BAD, tmp_path / "r/table-3.jsonl", "3")
    tabled(FOW_BAD, tmp_path / "r/table-3-fow.jsonl", "3")
    code, data = round_json(tmp_path, str(tmp_path / "r"))
    assert code == 1 and verdicts(data) == [("table-3-fow.jsonl", "fow.block.blocker"),
                                            ("table-3.jsonl", "ccs.attack.summoned-this-turn")]
    [found] = data["table_games"]
    assert found["table"] == "3" and found["round"] == "5" and found["games"] == ["chrono-clash", "force-of-will"]
    res = run(tmp_path, "verify", str(tmp_path / "r"))
    assert ("Table 3: logs of 2 games (chrono-clash, force-of-will): one is probably filed under the wrong table"
            in res.stdout)
    # two clean logs of two games at one table: a judge must still look (exit 1, the table named)
    tabled(CLEAN, tmp_path / "c/table-3.jsonl", "3")
    tabled(FOW_CLEAN, tmp_path / "c/table-3-fow.jsonl", "3")
    code, data = round_json(tmp_path, str(tmp_path / "c"))
    assert code == 1 and [v for _n, v in verdicts(data)] == [None, None] and data["needs_judge"] == ["3"]


def test_the_twin_at_two_tables_names_no_misfiled_log(tmp_path):
    tabled(CCS_BAD, tmp_path / "r/table-3.jsonl", "3")
    tabled(FOW_BAD, tmp_path / "r/table-4.jsonl", "4")
    code, data = round_json(tmp_path, str(tmp_path / "r"))
    assert code == 1 and data["table_games"] == [] and data["needs_judge"] == ["3", "4"]
    assert "filed under the wrong table" not in run(tmp_path, "verify", str(tmp_path / "r")).stdout


# -- 10. the rule ids of the table, in words -----------------------------------------------------------------------


def test_the_round_table_gives_its_rules_words_in_the_judges_language(tmp_path):
    from cli.i18n import activate, rule_words

    tabled(CCS_BAD, tmp_path / "r/table-3.jsonl", "3")
    tabled(FOW_BAD, tmp_path / "r/table-4.jsonl", "4")
    code, data = round_json(tmp_path, str(tmp_path / "r"))
    assert code == 1 and [v for _n, v in verdicts(data)] == ["ccs.attack.summoned-this-turn", "fow.block.blocker"]
    res = run(tmp_path, "verify", str(tmp_path / "r"), "--lang", "fr")
    assert res.exit_code == 1
    legend = res.stdout.split("\n\n")
    try:
        activate("fr")
        ccs = rule_words("chrono-clash", "ccs.attack.summoned-this-turn")
        fow = rule_words("force-of-will", "fow.block.blocker")
    finally:
        activate("en")
    [block] = [b for b in legend if b.startswith("The rules of the first violations:")
               or "ccs.attack.summoned-this-turn: " in b]
    lines = block.splitlines()[1:]
    assert lines[0].startswith("  ccs.attack.summoned-this-turn: Règle (") and ccs in lines[0]
    assert lines[1].startswith("  fow.block.blocker: Règle (") and fow in lines[1]


def test_a_clean_round_has_no_rules_legend(tmp_path):
    tabled(CLEAN, tmp_path / "r/table-3.jsonl", "3")
    res = run(tmp_path, "verify", str(tmp_path / "r"))
    assert res.exit_code == 0 and "ccs." not in res.stdout and "The rules of the first violations" not in res.stdout
