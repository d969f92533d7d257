"""Round 33, the judge's desk (the CLI's round and table reports).

1. A disputed table that holds an unusable log said "(1 unusable)" and never which log nor why: the judge had to
   match it against the "Unusable input" list by hand. The same-table line now names each unusable log with its
   one-line error ("(1 unusable: table-56-bob.jsonl:34: the line is cut short: the file looks truncated)"), and
   ``--json``'s ``same_table`` entry carries them as ``unusable`` (the README's error object, with ``ref`` and
   ``match``). A table whose one other log is unusable already named it (file and line) as the log to replace:
   unchanged, its error said once, in the "Unusable input" list. The same for a stored match refused (a
   correction's parent whose ruling was deleted).
2. ``cli.packet.table_others`` (same game and players, or same label) and ``cli.verify.stored_lineages`` (same
   game, players and label) each filtered the matches index their own way: they now both ask
   :func:`ledger.index.alike`, each its own question; what they find is unchanged. So does the third reader
   found beside them, ``cli.batch._indexed`` (a refused stored match whose header is damaged: its table from the
   stored matches of the same game, players and label).
3. The desk walk: a stored match refused (its rulings or events fail their checks) whose header still reads
   showed "-" for its game and players in the round's row (and ``""``/``[]`` in ``--json``/``--csv``), though its
   table was read from that header, and a stored match whose header is damaged said them (from the index): its
   row now says the game and players its header names.

4. The desk walk: `show` (and `view`) of a match of a disputed table offered "compare them: matchledger diff
   58bc499f 3b5c35c5" without the ``--db`` (and ``--lang``) it was run with: pasted, it looked in the default ledger
   ("no match"). It now carries them, as every command a report quotes does (``cli.options.repeated``).

5. The desk walk: a match given twice in a round (a copy of a file, or a file and its stored match with
   ``verify --all FILE``) was counted twice among its table's logs: "Same table 56 in 3 logs that differ" for two
   logs. Its first row only is its table's log now (the "Same match" line names the copies); and a file and its
   stored copy are "Same match 58bc499f given 2 times", not "in 2 files".

Logs: tests/logs/desk_qa33/table-56/ (round 4 of a Regional, table 56): alice's log (clean), the judge's (seq 6
sends alice.10 on a quest before it is summoned: ccs.quest.not-your-battler) and bob's, cut short at byte 5,000
(line 34).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from tests.test_round_qa32_fixes import _delete_r1, _table_1

ROOT = Path(__file__).resolve().parent.parent
T56 = ROOT / "tests/logs/desk_qa33/table-56"
RULE = "ccs.quest.not-your-battler"


def run(*args: str):
    return CliRunner().invoke(cli, [*map(str, args)])


@pytest.fixture
def table56(tmp_path: Path) -> dict[str, Path]:
    folder = tmp_path / "t56"
    shutil.copytree(T56, folder)
    return {"folder": folder, **{n: folder / f"table-56-{n}.jsonl" for n in ("alice", "bob", "judge")}}


def _line(text: str, start: str) -> str:
    return next(x for x in text.splitlines() if x.startswith(start))


# -- 1. the unusable log of a disputed table is named, with its error ------------------------------------------


def test_the_logs_alone(table56):
    assert json.loads(run("verify", table56["alice"], "--json").stdout)["violations"] == []
    judge = json.loads(run("verify", table56["judge"], "--json").stdout)["violations"]
    assert [(v["rule"], v["seq"]) for v in judge] == [(RULE, 6)]
    res = run("verify", table56["bob"], "--json")
    assert res.exit_code == 2 and "line is cut short" in res.output


def test_a_disputed_tables_unusable_log_is_named_with_its_error(table56):
    res = run("verify", table56["folder"], "--lang", "en")
    assert res.exit_code == 2, res.output
    a, b, j = (table56[n] for n in ("alice", "bob", "judge"))
    error = f"{b}:34: the line is cut short: the file looks truncated"
    assert _line(res.stdout, "Same table 56") == (
        f"Same table 56 in 3 logs that differ: {a}, {b}, {j} (1 unusable: {error}); compare them: "
        f"matchledger diff {a} {j}")
    data = json.loads(run("verify", table56["folder"], "--json").stdout)
    (same,) = data["same_table"]
    assert same["replace"] == [str(b)]
    assert same["unusable"] == [{"ref": str(b), "match": None, "error": error, "message": error, "file": str(b),
                                 "line": 34}]
    assert [(r["verdict"], r["first_rule"]) for r in data["matches"]] == [
        ("clean", None), ("unusable", None), ("violations", RULE)]
    assert data["needs_judge"] == ["56"]


def test_the_twin_without_the_cut_log_names_no_unusable_log(table56):
    table56["bob"].unlink()
    res = run("verify", table56["folder"], "--lang", "en")
    assert res.exit_code == 1, res.output  # two logs that differ, one of them with the fault: no unusable input
    a, j = table56["alice"], table56["judge"]
    assert _line(res.stdout, "Same table 56") == (
        f"Same table 56 in 2 logs that differ: {a}, {j}; compare them: matchledger diff {a} {j}")
    (same,) = json.loads(run("verify", table56["folder"], "--json").stdout)["same_table"]
    assert same["unusable"] == [] and same["replace"] == []


def test_the_one_other_log_to_replace_is_named_once_with_its_line(table56):
    table56["judge"].unlink()
    res = run("verify", table56["folder"], "--lang", "en")
    assert res.exit_code == 2, res.output
    a, b = table56["alice"], table56["bob"]
    assert _line(res.stdout, "Same table 56") == (
        f"Same table 56 in 2 logs, 1 usable and 1 unusable: {a}, {b}; the unusable log must be replaced before "
        f"they can be compared: {b} (unreadable from line 34: its error is under \"Unusable input\", below)")
    assert res.stdout.count(f"{b}:34:") == 1  # its error once, in the list of unusable inputs (round 34: pointed to)
    (same,) = json.loads(run("verify", table56["folder"], "--json").stdout)["same_table"]
    assert same["diff"] is None and [u["line"] for u in same["unusable"]] == [34]


def test_import_verify_of_the_round_names_it_too(table56, tmp_path):
    db = tmp_path / "ledger.db"
    a, b, j = (table56[n] for n in ("alice", "bob", "judge"))
    res = run("import", a, j, "--verify", "--db", db, "--json")  # the cut log cannot be stored: verify it beside
    assert res.exit_code == 1, res.output
    res = run("verify", "--all", b, "--db", db, "--lang", "en")
    assert res.exit_code == 2, res.output
    line = _line(res.stdout, "Same table 56")
    assert f"(1 unusable: {b}:34: the line is cut short: the file looks truncated)" in line, line


def test_a_corrections_refused_parent_is_named_with_its_error(tmp_path):
    db, m = _table_1(tmp_path)
    _delete_r1(db)
    res = run("verify", "--all", "--db", db, "--lang", "en")
    assert res.exit_code == 2
    assert (f"Same table 1 in 2 logs that differ: {m['parent'][:8]}, {m['other'][:8]} (1 unusable: match "
            f"{m['parent']} in {db} fails its integrity check: rulings: R1 is missing) (and 1 correction of them: "
            f"{m['fix'][:8]}); compare them: matchledger diff {m['other'][:8]} {m['fix'][:8]}") in res.output
    (same,) = json.loads(run("verify", "--all", "--db", db, "--json").stdout)["same_table"]
    (u,) = same["unusable"]
    assert (u["ref"], u["match"]) == (m["parent"], m["parent"]) and u["error"].endswith("rulings: R1 is missing")


def test_the_corrections_twin_names_no_unusable_log(tmp_path):
    db, m = _table_1(tmp_path)
    res = run("verify", "--all", "--db", db, "--lang", "en")
    assert res.exit_code == 1 and "unusable:" not in res.output and "(1 unusable" not in res.output
    (same,) = json.loads(run("verify", "--all", "--db", db, "--json").stdout)["same_table"]
    assert same["unusable"] == []


# -- 2. one listing of the matches index, two questions ----------------------------------------------------------


def _row(mid: str, game: str, players: list[str], label: str):
    from ledger.domain import MatchSummary

    return MatchSummary(id=mid, game=game, players=players, events=1, label=label, imported_at="", digest="")


def test_alike_asks_players_and_label_or_either():
    from ledger.index import alike

    rows = [_row("a", "ccs", ["alice", "bob"], "final"), _row("b", "ccs", ["bob", "alice"], "final"),
            _row("c", "ccs", ["alice", "bob"], "semi"), _row("d", "fow", ["alice", "bob"], "final"),
            _row("e", "ccs", ["carol", "dave"], "final"), _row("f", "ccs", ["carol", "dave"], "")]
    probe = [("ccs", ["alice", "bob"], "final")]
    assert [m.id for m in alike(rows, probe)] == ["a"]  # a correction's: the same game, players in order, label
    assert [m.id for m in alike(rows, probe, either=True)] == ["a", "b", "c", "e"]  # a table's: players or label
    assert [m.id for m in alike(rows, [("ccs", ["dave", "carol"], "")], either=True)] == ["e", "f"]
    assert alike(rows, []) == [] and alike(rows, [], either=True) == []


def test_show_and_verify_both_read_the_index_through_alike(tmp_path, monkeypatch):
    import ledger.index

    db, m = _table_1(tmp_path)
    asked: list[bool] = []
    real = ledger.index.alike

    def spy(matches, probes, *, either=False):
        asked.append(either)
        return real(matches, probes, either=either)

    monkeypatch.setattr(ledger.index, "alike", spy)
    data = json.loads(run("verify", m["parent"], "--db", db, "--json").stdout)  # stored_lineages: its corrections
    assert [c["match"] for c in data["corrections"]] == [m["fix"]] and asked == [False]
    asked.clear()
    data = json.loads(run("show", m["parent"], "--db", db, "--json").stdout)  # table_others: the table's logs
    assert [o["match"] for o in data["same_table"]] == [m["other"]] and True in asked


# -- 3. the desk walk: a refused stored match's row says its game and players ------------------------------------


def test_a_refused_stored_matchs_row_says_its_game_and_players(tmp_path):
    db, m = _table_1(tmp_path)
    _delete_r1(db)
    data = json.loads(run("verify", "--all", "--db", db, "--json").stdout)
    row = next(r for r in data["matches"] if r["ref"] == m["parent"])
    assert (row["verdict"], row["game"], row["players"], row["table"]) == (
        "unusable", "chrono-clash", ["alice", "bob"], "1")
    text = run("verify", "--all", "--db", db, "--lang", "en").stdout
    line = next(x for x in text.splitlines() if "UNUSABLE" in x)
    assert line.split()[:5] == ["-", "chrono-clash", "alice,", "bob", "UNUSABLE"], line
    assert data["table_games"] == []  # its game is its table's: no second game claims table 1


def test_the_undamaged_twins_row_is_the_same_match_verified(tmp_path):
    db, m = _table_1(tmp_path)
    data = json.loads(run("verify", "--all", "--db", db, "--json").stdout)
    row = next(r for r in data["matches"] if r["ref"] == m["parent"])
    assert (row["verdict"], row["game"], row["players"], row["table"]) == (
        "clean", "chrono-clash", ["alice", "bob"], "1")


# -- 4. the desk walk: show's diff command of a disputed table runs in the ledger shown ---------------------------


@pytest.fixture
def stored56(tmp_path, table56):
    db = tmp_path / "round4.db"
    res = run("import", table56["alice"], table56["judge"], "--db", db, "--json")
    assert res.exit_code == 0, res.output
    ids = {Path(r["path"]).stem.rsplit("-", 1)[1]: r["match"] for r in json.loads(res.stdout)}
    return db, ids


def test_shows_diff_command_names_the_ledger_and_language_it_was_run_with(stored56):
    db, ids = stored56
    a, j = ids["alice"][:8], ids["judge"][:8]
    res = run("show", j, "--db", db, "--lang", "it")
    assert res.exit_code == 0, res.output
    (line,) = [x for x in res.output.splitlines() if ids["alice"] in x]
    assert line.endswith(f"matchledger diff {j} {a} --db {db} --lang it)."), line
    pasted = run(*line.rsplit(": ", 1)[1].removesuffix(").").split()[1:])  # the command as the judge pastes it
    assert pasted.exit_code == 1 and "seq 6" in pasted.output  # the logs part at the planted fault
    assert [v["rule"] for v in json.loads(run("verify", j, "--db", db, "--json").stdout)["violations"]] == [RULE]


def test_the_clean_log_shown_alone_names_no_other_log(stored56, tmp_path):
    db, ids = stored56
    res = run("show", ids["alice"], "--db", db, "--lang", "en")
    assert res.exit_code == 0 and f"matchledger diff {ids['alice'][:8]} {ids['judge'][:8]} --db {db} --lang en" in res.output
    alone = tmp_path / "alone.db"
    assert run("import", ROOT / "tests/logs/desk_qa33/table-56/table-56-alice.jsonl", "--db", alone).exit_code == 0
    res = run("show", ids["alice"], "--db", alone, "--lang", "en")
    assert res.exit_code == 0 and "matchledger diff" not in res.output and "Another log" not in res.output


# -- 5. the desk walk: a match given twice is one log of its disputed table -------------------------------------


def test_a_match_given_twice_is_one_log_of_its_disputed_table(table56):
    table56["bob"].unlink()
    copy = table56["folder"] / "table-56-judge-copy.jsonl"
    shutil.copyfile(table56["judge"], copy)
    a, j = table56["alice"], table56["judge"]
    res = run("verify", table56["folder"], "--lang", "en")
    assert res.exit_code == 1, res.output
    assert res.stdout.startswith("Verified 2 matches: 1 clean, 1 with violations, 0 unusable; 1 violation in 70 "
                                 "events."), res.stdout
    assert _line(res.stdout, "Same match") == f"Same match 58bc499f in 2 files: {copy}, {j}"
    assert _line(res.stdout, "Same table 56") == (
        f"Same table 56 in 2 logs that differ: {a}, {copy}; compare them: matchledger diff {a} {copy}")
    (same,) = json.loads(run("verify", table56["folder"], "--json").stdout)["same_table"]
    assert same["refs"] == [str(a), str(copy)] and same["corrections"] == []
    assert len(set(same["matches"])) == len(same["matches"]) == 2


def test_a_file_and_its_stored_copy_are_one_log_and_not_two_files(stored56, table56):
    db, ids = stored56
    j = table56["judge"]
    res = run("verify", "--all", j, "--db", db, "--lang", "en")
    assert res.exit_code == 1, res.output
    assert _line(res.stdout, "Same match") == f"Same match {ids['judge'][:8]} given 2 times: {j}, {ids['judge']}"
    assert _line(res.stdout, "Same table 56") == (
        f"Same table 56 in 2 logs that differ: {j}, {ids['alice'][:8]}; compare them: matchledger diff {j} "
        f"{ids['alice'][:8]} --db {db}")
    res = run("verify", "--all", "--db", db, "--lang", "en")  # the twin: each match once
    assert "Same match" not in res.stdout
    assert _line(res.stdout, "Same table 56") == (
        f"Same table 56 in 2 logs that differ: {ids['alice'][:8]}, {ids['judge'][:8]}; compare them: "
        f"matchledger diff {ids['alice'][:8]} {ids['judge'][:8]} --db {db}")
