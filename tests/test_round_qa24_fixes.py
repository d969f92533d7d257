"""Round 24, the judge's desk for a whole round: the round report and diff.

1. two logs of one match that differ (each player's own log: the same game, event, round and table in ``meta``)
   are said, pointing to ``matchledger diff A B``, in the text and ``--json`` (``same_table``);
2. the round's text table has a game column;
3. ``verify --all`` names each stored match's table (``meta.table``), not its id again;
4. ``--json``'s ``unusable_inputs`` lists every unusable input the text lists;
5. ``import --verify`` of a round ends with the round's table (one file: its full report only);
6. rows in natural order (table-2 before table-10); the first violation names its player;
7. ``diff`` names the card of a board difference and says which log the rules accept.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs"
FFTCG = SAMPLES / "fftcg" / "win-seven-damage.jsonl"  # clean; its seq 27: alice attacks with alice.3
CCS = SAMPLES / "chrono_clash" / "win-quests.jsonl"  # clean
FOW = SAMPLES / "force_of_will" / "win-by-life.jsonl"  # clean
CCS_ILLEGAL = SAMPLES / "chrono_clash" / "illegal" / "attack-summoned-this-turn.jsonl"  # seq 5, bob


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def disputed(folder: Path, meta: bool = True) -> tuple[Path, Path]:
    """The disputed FFTCG match of table 57: alice's log (clean) and bob's, whose seq 27 attacks with alice.7,
    which entered the field that turn (one planted fault)."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = FFTCG.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    if meta:
        header["meta"] = {**header.get("meta", {}), "event": "Regional", "round": "3", "table": "57"}
    head = json.dumps(header)
    seq27 = json.loads(lines[27])
    assert seq27["seq"] == 27 and seq27["attackers"] == ["alice.3"]
    alice = folder / "table-57-alice.jsonl"
    bob = folder / "table-57-bob.jsonl"
    alice.write_text("\n".join([head] + lines[1:]) + "\n", encoding="utf-8")
    bob.write_text("\n".join([head] + lines[1:27] + [json.dumps({**seq27, "attackers": ["alice.7"]})] + lines[28:])
                   + "\n", encoding="utf-8")
    return alice, bob


def roots(path: Path) -> list[tuple[int, str]]:
    data = json.loads(run("verify", str(path), "--json").stdout)
    return [(v["seq"], v["rule"]) for v in data["violations"] if v.get("caused_by") is None]


def test_the_disputed_pair_is_one_clean_log_and_one_planted_fault(tmp_path: Path) -> None:
    alice, bob = disputed(tmp_path / "r")
    assert roots(alice) == []
    assert roots(bob) == [(27, "fftcg.attack.entered-this-turn")]


# -- 1. two logs of one match that differ ----------------------------------------------------------------


def test_two_logs_of_one_table_that_differ_are_said_with_the_diff_to_run(tmp_path: Path) -> None:
    alice, bob = disputed(tmp_path / "round4")
    res = run("verify", str(tmp_path / "round4"))
    assert res.exit_code == 1
    assert (f"Same table 57 in 2 logs that differ: {alice}, {bob}; compare them: matchledger diff {alice} {bob}"
            in res.stdout.splitlines())
    data = json.loads(run("verify", str(tmp_path / "round4"), "--json").stdout)
    assert data["same_match"] == []
    assert [(t["table"], [Path(r).name for r in t["refs"]]) for t in data["same_table"]] == [
        ("57", ["table-57-alice.jsonl", "table-57-bob.jsonl"])]
    assert data["same_table"][0]["diff"] == f"matchledger diff {alice} {bob}"
    assert [(m["verdict"], m["first_rule"]) for m in data["matches"]] == [
        ("clean", None), ("violations", "fftcg.attack.entered-this-turn")]


def test_logs_whose_headers_name_no_table_are_not_tied(tmp_path: Path) -> None:
    disputed(tmp_path / "r", meta=False)  # sample logs share whole headers across matches: no table, no tie
    res = run("verify", str(tmp_path / "r"))
    assert res.exit_code == 1 and "Same table" not in res.stdout
    assert json.loads(run("verify", str(tmp_path / "r"), "--json").stdout)["same_table"] == []


def test_a_clean_round_of_different_matches_says_no_same_table(tmp_path: Path) -> None:
    d = tmp_path / "r"
    d.mkdir()
    shutil.copy(CCS, d / "table-1.jsonl")
    shutil.copy(FFTCG, d / "table-2.jsonl")
    res = run("verify", str(d))
    assert res.exit_code == 0 and "Same" not in res.stdout
    assert json.loads(run("verify", str(d), "--json").stdout)["same_table"] == []


def test_the_stored_pair_is_said_by_verify_all(tmp_path: Path) -> None:
    disputed(tmp_path / "round4")
    db = str(tmp_path / "l4.db")
    assert run("import", "--db", db, str(tmp_path / "round4")).exit_code == 0
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 1
    same = [line for line in res.stdout.splitlines() if line.startswith("Same table 57 in 2 logs that differ: ")]
    assert len(same) == 1 and same[0].endswith(f" --db {db}")
    data = json.loads(run("verify", "--all", "--db", db, "--json").stdout)
    assert [t["table"] for t in data["same_table"]] == ["57"]


# -- 2. the game column ------------------------------------------------------------------------------------


def test_the_round_table_has_a_game_column(tmp_path: Path) -> None:
    d = tmp_path / "round3"
    d.mkdir()
    shutil.copy(CCS, d / "table-15.jsonl")
    shutil.copy(FOW, d / "table-16.jsonl")
    res = run("verify", str(d))
    assert res.exit_code == 0
    lines = res.stdout.splitlines()
    assert lines[2].split()[:3] == ["match", "game", "players"]
    rows = {line.split()[-1].rsplit("/", 1)[-1]: line.split()[1] for line in lines[4:6]}
    assert rows == {"table-15.jsonl": "chrono-clash", "table-16.jsonl": "force-of-will"}


# -- 3. verify --all names the table -----------------------------------------------------------------------


def test_verify_all_names_each_stored_match_by_its_table(tmp_path: Path) -> None:
    disputed(tmp_path / "round4")
    db = str(tmp_path / "l.db")
    run("import", "--db", db, str(tmp_path / "round4"))
    res = run("verify", "--all", "--db", db)
    rows = [line for line in res.stdout.splitlines() if "fftcg" in line and "Same" not in line
            and not line.startswith("  ")]  # (not the rules' legend)
    assert len(rows) == 2 and all(row.endswith("  table 57") for row in rows)
    data = json.loads(run("verify", "--all", "--db", db, "--json").stdout)
    assert [m["table"] for m in data["matches"]] == ["57", "57"]


# -- 4. unusable_inputs as the text lists them ---------------------------------------------------------------


def test_json_unusable_inputs_lists_every_unusable_file(tmp_path: Path) -> None:
    d = tmp_path / "round2"
    d.mkdir()
    shutil.copy(CCS, d / "table-1.jsonl")
    text = CCS.read_text(encoding="utf-8")
    (d / "table-58.jsonl").write_text(text[: len(text) // 2], encoding="utf-8")  # cut short
    (d / "table-60.jsonl").write_text("", encoding="utf-8")
    res = run("verify", str(d))
    assert res.exit_code == 2
    assert res.stdout.count("UNUSABLE") == 2
    data = json.loads(run("verify", str(d), "--json").stdout)
    assert [Path(u["ref"]).name for u in data["unusable_inputs"]] == ["table-58.jsonl", "table-60.jsonl"]
    assert data["totals"]["unusable"] == 2 and data["totals"]["clean"] == 1


# -- 5. import --verify of a round ----------------------------------------------------------------------------


def test_import_verify_of_a_round_ends_with_the_round_table(tmp_path: Path) -> None:
    d = tmp_path / "r"
    d.mkdir()
    shutil.copy(CCS, d / "table-1.jsonl")
    shutil.copy(CCS_ILLEGAL, d / "table-2.jsonl")
    res = run("import", "--verify", "--db", str(tmp_path / "l.db"), str(d))
    assert res.exit_code == 1
    assert "Verified 2 matches: 1 clean, 1 with violations, 0 unusable; 1 violation in " in res.stdout
    table = res.stdout.index("Verified 2 matches")
    assert "seq 5 ccs.attack.summoned-this-turn (bob)" in res.stdout[table:]  # the table, last
    assert res.stdout.split("The rules of the first violations:")[0].rindex("Rule (") < table  # after the reports
    one = run("import", "--verify", "--db", str(tmp_path / "l1.db"), str(CCS_ILLEGAL))
    assert one.exit_code == 1 and "Rule (" in one.stdout and "Verified 1 match" not in one.stdout


# -- 6. natural order, the player of the first violation --------------------------------------------------------


def test_round_rows_come_in_natural_order_with_the_first_violations_player(tmp_path: Path) -> None:
    d = tmp_path / "r"
    d.mkdir()
    for n in (1, 2, 10, 11):
        shutil.copy(CCS_ILLEGAL if n == 10 else CCS, d / f"table-{n}.jsonl")
    data = json.loads(run("verify", str(d), "--json").stdout)
    assert [Path(m["ref"]).name for m in data["matches"]] == [
        "table-1.jsonl", "table-2.jsonl", "table-10.jsonl", "table-11.jsonl"]
    assert [(m["first_seq"], m["first_player"], m["first_rule"]) for m in data["matches"] if m["first_rule"]] == [
        (5, "bob", "ccs.attack.summoned-this-turn")]
    res = run("verify", str(d))
    names = [line.split()[-1].rsplit("/", 1)[-1] for line in res.stdout.splitlines() if "table-" in line]
    assert names[:4] == ["table-1.jsonl", "table-2.jsonl", "table-10.jsonl", "table-11.jsonl"]


# -- 7. diff names the card and says which log the rules accept ---------------------------------------------------


def test_diff_names_the_card_and_which_log_the_rules_accept(tmp_path: Path) -> None:
    alice, bob = disputed(tmp_path / "r")
    res = run("diff", str(alice), str(bob))
    assert res.exit_code == 1
    lines = res.stdout.splitlines()
    assert "  players[0].field[0].dull: true -> false (alice.3 Squire)" in lines
    assert "  players[0].field[1].dull: false -> true (alice.7 Squire)" in lines
    assert "A is clean: the rules accept it." in lines
    assert "B breaks fftcg.attack.entered-this-turn at seq 27 (2 violations in all)." in lines
    data = json.loads(run("diff", str(alice), str(bob), "--json").stdout)
    assert data["verdicts"]["a"]["clean"] is True
    assert (data["verdicts"]["b"]["first_seq"], data["verdicts"]["b"]["first_rule"]) == (
        27, "fftcg.attack.entered-this-turn")
    assert {"path": "players[0].field[0].dull", "a": True, "b": False} in data["board_differences"]
    assert data["board_cards"]["players[0].field[0].dull"]["a"] == {"id": "alice.3", "name": "Squire"}


def test_diff_of_alike_verdicts_says_no_verdict_lines(tmp_path: Path) -> None:
    alice, _bob = disputed(tmp_path / "r")
    other = tmp_path / "r" / "copy.jsonl"
    lines = alice.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["meta"]["judge"] = "Zoe"  # the same events under another header: two clean logs
    other.write_text("\n".join([json.dumps(header)] + lines[1:]) + "\n", encoding="utf-8")
    res = run("diff", str(alice), str(other))
    assert res.exit_code == 1
    assert "the rules accept" not in res.stdout and " breaks " not in res.stdout
