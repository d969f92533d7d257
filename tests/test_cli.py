"""The ``matchledger`` command line (cli/): every command, its exit codes and its --json shape."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner

from ccs import deck_id, guardian_id, hand_id, make_log, seat
from cli.main import cli
from ledger.log import dump_log, read_log

ROOT = Path(__file__).resolve().parent.parent
A, B = "alice", "bob"

# Turn 1: alice summons an Ember Squire (the counter passes bob's 1: her turn ends).
# Turn 2: bob summons one and passes. Turn 3: alice attacks bob's guardian stack.
SEATS = [seat(A, hand=["Ember Squire", "Ember Squire"]),
         seat(B, guardians=["Stormwatch Giant"], hand=["Ember Squire"])]
OPENING = [
    {"type": "CardDrawn", "player": A, "card": deck_id(A, 1)},
    {"type": "BattlerSummoned", "player": A, "card": hand_id(A, 1)},
    {"type": "CardDrawn", "player": B, "card": deck_id(B, 1)},
    {"type": "BattlerSummoned", "player": B, "card": hand_id(B, 1)},
    {"type": "Passed", "player": B},
    {"type": "CardDrawn", "player": A, "card": deck_id(A, 2)},
]
CLEAN = OPENING + [
    {"type": "AttackDeclared", "player": A, "attacker": hand_id(A, 1), "defender": B},
    {"type": "GuardianRevealed", "player": B, "card": guardian_id(B, 1), "resolve": True},
]
# Seq 8: alice attacks with the Ember Squire she summoned at seq 7, this turn.
ILLEGAL = OPENING + [
    {"type": "BattlerSummoned", "player": A, "card": hand_id(A, 2)},
    {"type": "AttackDeclared", "player": A, "attacker": hand_id(A, 2), "defender": B},
    {"type": "GuardianRevealed", "player": B, "card": guardian_id(B, 1)},
]


def write(path: Path, events: list[dict], **header) -> Path:
    header.setdefault("match", path.stem)
    log = make_log(SEATS, events, **header)
    path.write_bytes(dump_log(log.header, log.events))
    return path


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def db(tmp_path) -> str:
    return str(tmp_path / "ledger.db")


@pytest.fixture
def clean_log(tmp_path) -> Path:
    return write(tmp_path / "clean-attack-on-guardians.jsonl", CLEAN)


@pytest.fixture
def illegal_log(tmp_path) -> Path:
    return write(tmp_path / "illegal-attack-summoned-this-turn.jsonl", ILLEGAL)


@pytest.fixture
def bad_log(tmp_path) -> Path:
    """Line 3 (event seq 2) has a number where a card id belongs."""
    path = tmp_path / "bad-card-field.jsonl"
    good = write(tmp_path / "tmp.jsonl", CLEAN).read_text().splitlines()
    good[2] = '{"type":"BattlerSummoned","card":6,"seq":2,"player":"alice"}'
    path.write_text("\n".join(good) + "\n")
    return path


def run(runner: CliRunner, *args: str, input: str | None = None):
    return runner.invoke(cli, [str(a) for a in args], input=input)


def imported(runner: CliRunner, db: str, path: Path) -> str:
    result = run(runner, "import", path, "--db", db, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)[0]["match"]


def assert_one_line_error(result, *needles: str) -> None:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    for n in needles:
        assert n in lines[0]


# -- the group ---------------------------------------------------------------------


def test_every_command_has_a_docstring_with_an_example(runner):
    assert set(cli.commands) >= {"import", "list", "show", "verify", "replay", "diff", "export", "rules", "schema",
                                 "simulate", "decklist"}
    import click

    def commands(group, prefix=()):  # a group's commands are checked one by one (`decklist check`)
        for name, command in group.commands.items():
            if isinstance(command, click.Group):
                assert command.help, f"{name} has no docstring"
                yield from commands(command, (*prefix, name))
            else:
                yield (*prefix, name), command

    for path, command in commands(cli):
        name = " ".join(path)
        assert command.help, f"{name} has no docstring"
        assert "Example:" in command.help and f"matchledger {name}" in command.help, f"{name} lacks an example"
        result = run(runner, *path, "--help")
        assert result.exit_code == 0 and f"matchledger {name}" in result.output


def test_help_does_not_import_the_store_or_the_engines():
    code = ("import sys, cli.main; heavy = [m for m in ('eventsourcing', 'projections', 'sqlite_utils', 'ledger.store') "
            "if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- import ----------------------------------------------------------------------


def test_import_prints_one_line_per_log(runner, db, clean_log, illegal_log):
    result = run(runner, "import", clean_log, illegal_log, "--db", db)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 2
    match_id, path, rest = lines[0].split("  ")
    assert uuid.UUID(match_id) and path == str(clean_log)
    assert rest == "(chrono-clash, 8 events)"


def test_import_twice_says_already_imported(runner, db, clean_log):
    first = imported(runner, db, clean_log)
    again = run(runner, "import", clean_log, "--db", db)
    assert again.exit_code == 0
    assert f"already imported as {first}" in again.stdout
    as_json = json.loads(run(runner, "import", clean_log, "--db", db, "--json").stdout)
    assert as_json == [{"path": str(clean_log), "match": first, "game": "chrono-clash", "events": 8,
                        "already_imported": True}]


def test_import_verify_reports_and_exits_1_on_a_violation(runner, db, clean_log, illegal_log):
    ok = run(runner, "import", "--verify", clean_log, "--db", db)
    assert ok.exit_code == 0 and "Clean: no rule was broken." in ok.stdout
    bad = run(runner, "import", "--verify", illegal_log, "--db", db)
    assert bad.exit_code == 1
    assert "seq 8, turn 3, alice — ccs.attack.summoned-this-turn" in bad.stdout
    as_json = json.loads(run(runner, "import", "--verify", "--json", illegal_log, "--db", db).stdout)
    assert as_json[0]["verification"]["clean"] is False


def test_import_of_a_set_with_one_bad_file_writes_nothing(runner, db, clean_log, bad_log):
    result = run(runner, "import", clean_log, bad_log, "--db", db)
    assert result.exit_code == 2 and "Traceback" not in result.output
    error, summary = result.stderr.strip().splitlines()  # the file's line, then what it meant for the round
    assert error.startswith(f"Error: {bad_log}:3:") and summary == "Nothing was stored: 1 file is unusable."
    listed = run(runner, "list", "--db", db, "--json")  # no ledger was made: list says so, as audit does
    assert listed.exit_code == 2 and listed.stderr.startswith(f"Error: no ledger at {db}")


def test_import_refuses_a_log_whose_header_names_an_unknown_card(runner, db, tmp_path):
    path = tmp_path / "unknown-card.jsonl"
    text = write(tmp_path / "x.jsonl", CLEAN).read_text().replace('"Ember Squire"', '"Ember Squirrel"')
    path.write_text(text)
    result = run(runner, "import", path, "--db", db)
    assert_one_line_error(result, f"{path}:1:", "Ember Squirrel")
    listed = run(runner, "list", "--db", db, "--json")  # nothing stored, no ledger made: list says so
    assert listed.exit_code == 2 and listed.stderr.startswith(f"Error: no ledger at {db}")


def test_a_malformed_log_is_one_line_with_file_and_line_and_exit_2(runner, db, bad_log):
    result = run(runner, "verify", bad_log, "--db", db)
    assert_one_line_error(result, f"{bad_log}:3: $.card:")


def test_a_missing_file_or_unknown_match_is_exit_2(runner, db, clean_log, tmp_path):
    assert_one_line_error(run(runner, "show", tmp_path / "nope.jsonl", "--db", db), "no such file")
    assert_one_line_error(run(runner, "show", "abcdef12", "--db", db), "no ledger file")
    imported(runner, db, clean_log)
    assert_one_line_error(run(runner, "show", "abcdef12", "--db", db), "no match 'abcdef12'")


# -- list and show ---------------------------------------------------------------


def test_list_shows_a_table_and_json(runner, db, clean_log, illegal_log):
    missing = run(runner, "list", "--db", db)  # no ledger yet: not "No matches" (a mistyped path reads so too)
    assert missing.exit_code == 2 and missing.stderr.startswith(f"Error: no ledger at {db}")
    first = imported(runner, db, clean_log)
    imported(runner, db, illegal_log)
    text = run(runner, "list", "--db", db)
    assert text.exit_code == 0
    header, rule, row1, row2 = text.stdout.splitlines()
    assert header.split() == ["id", "game", "players", "events", "label", "imported"]
    assert row1.startswith(first[:8] + "  ") and "alice, bob" in row1 and "clean-attack-on-guardians" in row1
    rows = json.loads(run(runner, "list", "--db", db, "--json").stdout)
    assert [r["id"] for r in rows][0] == first
    assert set(rows[0]) == {"id", "game", "players", "events", "label", "imported_at", "digest", "parent", "branch_at"}
    assert rows[0]["parent"] is None and rows[0]["branch_at"] is None


def test_show_summarizes_the_header_and_counts_events_by_type(runner, db, clean_log):
    match_id = imported(runner, db, clean_log)
    data = json.loads(run(runner, "show", match_id[:8], "--db", db, "--json").stdout)
    assert data["match"] == match_id and data["game"] == "chrono-clash" and data["ruleset"] == "ccs-3.4"
    assert data["first"] == A and data["events"] == 8
    assert [p["id"] for p in data["players"]] == [A, B] and data["players"][0]["deck"] == 50
    assert data["event_types"] == {"CardDrawn": 3, "BattlerSummoned": 2, "AttackDeclared": 1,
                                   "GuardianRevealed": 1, "Passed": 1}
    text = run(runner, "show", clean_log, "--db", db)
    assert text.exit_code == 0
    assert "Digest:   sha256 " + data["digest"] in text.stdout and "CardDrawn" in text.stdout


# -- verify ----------------------------------------------------------------------


def test_verify_a_clean_match_exits_0(runner, db, clean_log):
    match_id = imported(runner, db, clean_log)
    result = run(runner, "verify", match_id[:6], "--db", db)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0].startswith(f"Match {match_id}")
    assert "Clean: no rule was broken." in result.stdout


def test_verify_names_the_violation_and_quotes_the_rule(runner, db, illegal_log):
    result = run(runner, "verify", illegal_log, "--db", db)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    i = lines.index("seq 8, turn 3, alice — ccs.attack.summoned-this-turn")
    assert "summoned this turn" in lines[i + 1]
    assert lines[i + 2].strip() == ('Rule (Chrono Clash System rules manual v3.4 (English), section Your Turn): '
                                    '"Battlers you summoned this turn cannot attack."')


def test_verify_json_shape(runner, db, illegal_log):
    result = run(runner, "verify", illegal_log, "--db", db, "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert {"match", "game", "clean", "events", "violations", "unmodelled_events", "winner", "result",
            "notes"} <= set(data)
    assert data["clean"] is False and data["events"] == 9
    (v,) = data["violations"]
    assert v == {"seq": 8, "turn": 3, "player": A, "rule": "ccs.attack.summoned-this-turn",
                 "source": "Chrono Clash System rules manual v3.4 (English), section Your Turn",
                 "ref": "004_ac72cf2316e6f3f0.txt § Your Turn", "message": v["message"],
                 "template": "{card} was summoned this turn and cannot {what}",
                 "args": {"card": v["args"]["card"], "what": {"template": "attack", "args": {}}},
                 "caused_by": None, "read_as": None}
    assert v["message"] == f"{v['args']['card']} was summoned this turn and cannot attack"


def _tamper(db: str, match_id: str, version: int) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("DROP TRIGGER IF EXISTS stored_events_no_update")
    key = uuid.UUID(match_id).hex
    (state,) = conn.execute("SELECT state FROM stored_events WHERE originator_id=? AND originator_version=?",
                            (key, version)).fetchone()
    edited = bytes(state).replace(b'alice.11', b'alice.12')
    assert edited != bytes(state)
    conn.execute("UPDATE stored_events SET state=? WHERE originator_id=? AND originator_version=?",
                 (edited, key, version))
    conn.close()


def test_verify_integrity_finds_an_edited_event(runner, db, clean_log):
    match_id = imported(runner, db, clean_log)
    ok = run(runner, "verify", match_id, "--integrity", "--db", db)
    assert ok.exit_code == 0 and "intact" in ok.stdout
    _tamper(db, match_id, 2)  # event seq 1
    result = run(runner, "verify", match_id, "--integrity", "--db", db)
    assert result.exit_code == 1
    assert "seq 1" in result.stdout
    assert json.loads(run(runner, "verify", match_id, "--integrity", "--json", "--db", db).stdout)["integrity"]
    # Without --integrity the broken chain is unusable input.
    assert_one_line_error(run(runner, "verify", match_id, "--db", db), "integrity")
    # --integrity checks a stored match: the log file's, when it is stored (as note and amend take it).
    by_file = run(runner, "verify", clean_log, "--integrity", "--db", db)
    assert by_file.exit_code == 1 and by_file.stdout == result.stdout


# -- replay ----------------------------------------------------------------------


def test_replay_at_describes_the_event_and_the_board(runner, db, clean_log):
    result = run(runner, "replay", clean_log, "--at", "2", "--db", db)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("Board after seq 2, turn 1: alice to play")
    assert "Event 2: alice summons Ember Squire (alice.6) paying 1 time" in out
    assert "Ember Squire (alice.6)  strength 2  summoned this turn" in out
    after_setup = run(runner, "replay", clean_log, "--at", "0", "--json", "--db", db)
    assert json.loads(after_setup.stdout)["seq"] == 0


def test_replay_describes_a_resolved_guardian(runner, db, clean_log):
    out = run(runner, "replay", clean_log, "--at", "8", "--db", db).stdout
    assert ("Event 8: bob reveals guardian Stormwatch Giant (bob.5) and resolves its guardian ability" in out)


def test_replay_as_a_player_hides_the_opponents_hand(runner, db, clean_log):
    judge = json.loads(run(runner, "replay", clean_log, "--at", "3", "--json", "--db", db).stdout)
    assert judge["players"][0]["hand"]["cards"] is not None
    as_bob = run(runner, "replay", clean_log, "--at", "3", "--as", B, "--json", "--db", db)
    data = json.loads(as_bob.stdout)
    alice, bob = data["players"]
    assert alice["hand"]["cards"] is None and alice["hand"]["count"] == 5
    assert bob["hand"]["cards"] is not None
    text = run(runner, "replay", clean_log, "--at", "1", "--as", B, "--db", db).stdout
    assert "hand: 6 hidden cards" in text
    assert "Event 1: alice draws a card" in text  # bob does not see what alice drew
    assert_one_line_error(run(runner, "replay", clean_log, "--as", "carol", "--db", db), "carol")


def test_replay_turn_is_the_board_as_the_turn_starts(runner, db, clean_log):
    data = json.loads(run(runner, "replay", clean_log, "--turn", "3", "--json", "--db", db).stdout)
    assert data["seq"] == 5 and data["turn"] == 3 and data["active"] == A and data["step"] == "draw"
    # Turn 2 starts after alice's turn ended on the gauge at seq 2: the turn is handed over.
    data = json.loads(run(runner, "replay", clean_log, "--turn", "2", "--json", "--db", db).stdout)
    assert data["seq"] == 2 and data["turn"] == 2 and data["active"] == B
    first = json.loads(run(runner, "replay", clean_log, "--turn", "1", "--json", "--db", db).stdout)
    assert first["seq"] == 0
    assert_one_line_error(run(runner, "replay", clean_log, "--turn", "9", "--db", db), "no turn 9")
    assert_one_line_error(run(runner, "replay", clean_log, "--at", "99", "--db", db), "8 events")
    assert run(runner, "replay", clean_log, "--at", "1", "--turn", "1", "--db", db).exit_code == 2


def test_replay_step_walks_from_piped_input(runner, db, clean_log):
    result = run(runner, "replay", clean_log, "--step", "--at", "1", "--db", db, input="n\nn\np\ng 7\nq\n")
    assert result.exit_code == 0, result.output
    titles = [line.split(":")[0] for line in result.stdout.splitlines() if line.startswith("Board after")]
    assert titles == ["Board after seq 1, turn 1", "Board after seq 2, turn 1", "Board after seq 3, turn 2",
                      "Board after seq 2, turn 1", "Board after seq 7, turn 3"]
    # The end of input quits too; Enter means next.
    result = run(runner, "replay", clean_log, "--step", "--db", db, input="\n")
    assert result.exit_code == 0
    assert "Board after set-up" in result.stdout and "Board after seq 1" in result.stdout


def test_replay_step_back_equals_a_fresh_replay(runner, db, clean_log):
    walked = run(runner, "replay", clean_log, "--step", "--json", "--at", "8", "--db", db,
                 input="p\np\np\np\np\n").stdout.splitlines()
    fresh = run(runner, "replay", clean_log, "--at", "3", "--json", "--db", db).stdout
    assert json.loads(walked[-1]) == json.loads(fresh)


# -- diff ------------------------------------------------------------------------


def test_diff_of_a_log_and_itself_is_identical(runner, db, clean_log):
    match_id = imported(runner, db, clean_log)
    result = run(runner, "diff", match_id, clean_log, "--db", db)
    assert result.exit_code == 0 and "Identical" in result.stdout
    data = json.loads(run(runner, "diff", match_id, clean_log, "--db", db, "--json").stdout)
    logs = data.pop("logs")  # which logs A and B are, as the text's A: and B: lines
    assert data == {"identical": True, "first_difference": None, "a": None, "b": None, "board_differences": []}
    assert (logs["a"]["match"], logs["b"]["match"], logs["b"]["source"]) == (match_id, match_id, str(clean_log))


def test_diff_finds_the_changed_event_and_the_board_difference(runner, db, clean_log, tmp_path):
    changed = CLEAN[:6] + [{"type": "Passed", "player": A}]
    other = write(tmp_path / "changed.jsonl", changed, match="clean-attack-on-guardians")
    result = run(runner, "diff", clean_log, other, "--db", db)
    assert result.exit_code == 1
    assert "First difference at seq 7:" in result.stdout
    assert "A  alice attacks bob's guardian stack with Ember Squire (alice.6)" in result.stdout
    assert "B  alice passes" in result.stdout
    assert "players[0].battlefield[0].tapped: true -> false" in result.stdout
    data = json.loads(run(runner, "diff", clean_log, other, "--db", db, "--json").stdout)
    assert data["identical"] is False and data["first_difference"] == 7
    assert data["a"]["type"] == "AttackDeclared" and data["b"]["type"] == "Passed"
    assert {"path": "players[0].battlefield[0].tapped", "a": True, "b": False} in data["board_differences"]


def test_diff_reports_a_shorter_log_and_a_different_header(runner, db, clean_log, tmp_path):
    shorter = write(tmp_path / "short.jsonl", CLEAN[:7], match="clean-attack-on-guardians")
    data = json.loads(run(runner, "diff", shorter, clean_log, "--db", db, "--json").stdout)
    assert data["first_difference"] == 8 and data["a"] is None and data["b"]["type"] == "GuardianRevealed"
    assert "A  ends at seq 7" in run(runner, "diff", shorter, clean_log, "--db", db).stdout
    relabelled = write(tmp_path / "relabelled.jsonl", CLEAN)
    result = run(runner, "diff", clean_log, relabelled, "--db", db)
    assert result.exit_code == 1 and 'header.match: "clean-attack-on-guardians" -> "relabelled"' in result.stdout
    assert json.loads(run(runner, "diff", clean_log, relabelled, "--db", db, "--json").stdout)["first_difference"] == 0


# -- export ----------------------------------------------------------------------


def test_export_jsonl_round_trips_byte_for_byte(runner, db, clean_log, tmp_path):
    match_id = imported(runner, db, clean_log)
    result = run(runner, "export", match_id, "--format", "jsonl", "--db", db)
    assert result.exit_code == 0
    # the canonical bytes of the log, then the closing line (event count and digest)
    head, closing = result.stdout_bytes.rstrip(b"\n").rsplit(b"\n", 1)
    assert head + b"\n" == clean_log.read_bytes()
    assert json.loads(closing) == {"closing": True, "events": len(read_log(clean_log).events),
                                   "sha256": hashlib.sha256(clean_log.read_bytes()).hexdigest()}
    out = tmp_path / "out" / "again.jsonl"
    out.parent.mkdir()
    assert run(runner, "export", match_id, "-o", out, "--db", db).exit_code == 0
    assert out.read_bytes() == result.stdout_bytes
    assert list(out.parent.iterdir()) == [out]  # no .tmp left behind
    assert f"already imported as {match_id}" in run(runner, "import", out, "--db", db).stdout


def test_export_csv_has_one_row_per_event(runner, db, illegal_log):
    result = run(runner, "export", illegal_log, "--format", "csv", "--db", db)
    assert result.exit_code == 0
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert len(rows) == len(ILLEGAL)
    assert list(rows[0]) == ["seq", "turn", "player", "type", "details", "cards"]
    assert [r["turn"] for r in rows] == ["1", "1", "2", "2", "2", "3", "3", "3", "3"]
    assert rows[7]["type"] == "AttackDeclared" and json.loads(rows[7]["details"]) == {
        "attacker": hand_id(A, 2), "defender": B}


def test_export_md_is_a_per_turn_transcript(runner, db, illegal_log):
    result = run(runner, "export", illegal_log, "--format", "md", "--db", db)
    assert result.exit_code == 0
    md = result.stdout
    headings = [line for line in md.splitlines() if line.startswith("## Turn")]
    assert headings == ["## Turn 1 — alice", "## Turn 2 — bob", "## Turn 3 — alice"]
    assert "- **7.** alice summons Ember Squire (alice.7) paying 1 time" in md
    assert "  - ⚠ ccs.attack.summoned-this-turn: Ember Squire (alice.7) was summoned this turn" in md


# -- rules and schema ------------------------------------------------------------


def test_rules_lists_every_rule(runner):
    result = run(runner, "rules", "chrono-clash")
    assert result.exit_code == 0
    assert "ccs.attack.summoned-this-turn" in result.stdout.splitlines()
    rules = json.loads(run(runner, "rules", "--json").stdout)
    by_id = {r["id"]: r for r in rules}
    assert by_id["ccs.attack.summoned-this-turn"]["text"] == "Battlers you summoned this turn cannot attack."
    assert_one_line_error(run(runner, "rules", "chess"), "unknown game 'chess'")


def test_schema_prints_the_log_json_schema(runner, tmp_path):
    result = run(runner, "schema")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert set(data["properties"]) == {"header", "event"}
    out = tmp_path / "schema.json"
    assert run(runner, "schema", "chrono-clash", "-o", out).exit_code == 0
    assert out.read_text() == result.stdout
    assert_one_line_error(run(runner, "schema", "chess"), "unknown game 'chess'")


def test_schema_matches_the_committed_schema_file(runner):
    committed = ROOT / "docs" / "schema" / "chrono-clash.json"
    if not committed.exists():
        pytest.skip("docs/schema/chrono-clash.json is not there yet")
    result = run(runner, "schema", "chrono-clash")
    assert result.stdout == committed.read_text()


# -- sample logs -----------------------------------------------------------------


@pytest.mark.parametrize("path", sorted((ROOT / "sample_logs" / "chrono_clash").glob("*.jsonl")), ids=lambda p: p.stem)
def test_every_legal_sample_log_imports_verifies_and_exports(runner, db, path):
    result = run(runner, "import", "--verify", path, "--db", db)
    assert result.exit_code == 0, result.output
    match_id = result.stdout.split()[0]
    exported = run(runner, "export", match_id, "--db", db)
    assert exported.stdout_bytes == read_log(path).closed()  # the samples are written in canonical form
    assert exported.stdout_bytes.startswith(path.read_bytes())
    for fmt in ("csv", "md"):
        assert run(runner, "export", match_id, "--format", fmt, "--db", db).exit_code == 0
    assert run(runner, "replay", match_id, "--turn", "2", "--db", db).exit_code == 0


def test_verify_points_the_judge_at_the_board_of_each_flagged_event(tmp_path):
    from pathlib import Path

    illegal = Path(__file__).resolve().parent.parent / "sample_logs" / "chrono_clash" / "illegal" / "draw-not-top.jsonl"
    res = CliRunner().invoke(cli, ["verify", str(illegal), "--db", str(tmp_path / "l.db")])
    assert res.exit_code == 1
    assert f"Board then: matchledger replay {illegal} --at 6" in res.output
