"""Round 34, the log reader's one-line errors and the desk (the qa33f tester's refused logs, /tmp/qa33f-ccs ERR_*).

1. ``"first": 1`` (a seat number in the header) said ``$.first: Expected `str`, got `int```: it now says what to
   write, the id of the player in that seat (``write "first": "alice" (seat 1)``), from the seats the header gives
   (a seat left out is the player's place in the list); a number no player sits at names the players. The same for
   an event's ``"player": 2`` (and ``chooser``, ``defender``): the header's seats name the player.
2. ``"seat": "2"`` said ``Expected `int | null`, got `str```: now ``expected a number, got the string "2": write 2
   without quotes``, for any number field given a number in quotes (``"seq": "11"`` too).
3. ``Conceded`` with ``"reason": "had to leave"`` said only ``unknown field `reason```: a field the format does not
   have that holds a remark (a remark's name: reason, comment, note...; or words that are no card name) now says
   where it belongs: on an event, a ruling recorded with ``matchledger note MATCH --at SEQ`` once the log is
   imported (an ``EffectRecorded``'s own ``note``: "did you mean `note`?"); on the header, ``meta``. A field that
   holds a card name stays the bare refusal.
4. The desk: a table whose only other log is unusable named it, with the line it is unreadable from, but not where
   its error is; it now points to it ("its error is under "Unusable input", below"), the error still said once
   (tests/test_round_qa26_fixes.py, round 26: "its error once").

Logs: tests/logs/cli_qa34/, each a mutation of sample_logs/chrono_clash/win-quests.jsonl cut at seq 10 and ended by
bob's concession (``concede_clean.jsonl``, the clean twin: alice wins).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "logs" / "cli_qa34"
T56 = ROOT / "tests" / "logs" / "desk_qa33" / "table-56"


def run(*args, **kw):
    return CliRunner().invoke(cli, [str(a) for a in args], **kw)


def refused(name: str, tmp_path: Path) -> tuple[str, dict]:
    """The one-line error of ``verify`` of log ``name`` (exit 2, nothing else said, nothing stored) and --json's."""
    log = LOGS / name
    res = run("verify", log, "--lang", "en")
    assert res.exit_code == 2, res.output
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in res.output and res.stdout == "", res.output
    db = tmp_path / "l.db"
    imp = run("import", log, "--db", db)
    assert imp.exit_code == 2 and "Traceback" not in imp.output
    assert json.loads(run("list", "--db", db, "--json").stdout) == []  # nothing stored
    data = json.loads(run("verify", log, "--json").stdout)
    return lines[0].removeprefix(f"Error: {log}"), data


def test_the_clean_twin_is_clean() -> None:
    res = run("verify", LOGS / "concede_clean.jsonl", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["violations"] == [] and "alice wins" in json.dumps(data)


# -- 1. a seat number where a player's id belongs ----------------------------------------------------------------

@pytest.mark.parametrize("name, said", [
    ("first_as_seat_number.jsonl", ':1: $.first: `first` names a player by id, not by seat: write "first": "alice" '
                                   "(seat 1)"),
    ("first_as_seat_number_bob_seat1.jsonl", ':1: $.first: `first` names a player by id, not by seat: write '
                                             '"first": "bob" (seat 1)'),
    ("first_as_no_seat.jsonl", ":1: $.first: `first` names a player by id, got 3 (the players are alice, bob)"),
    ("player_as_seat_number.jsonl", ':12: $.player: `player` names a player by id, not by seat: write "player": '
                                    '"bob" (seat 2)'),
])
def test_a_seat_number_for_a_player_says_the_id_to_write(name: str, said: str, tmp_path: Path) -> None:
    line, data = refused(name, tmp_path)
    assert line == said
    assert (data["line"], data["field"]) == (int(said.split(":")[1]), said.split(" ")[1].rstrip(":"))


# -- 2. a number in quotes ---------------------------------------------------------------------------------------

def test_a_seat_in_quotes_says_write_it_without_quotes(tmp_path: Path) -> None:
    line, data = refused("seat_as_string.jsonl", tmp_path)
    assert line == ':1: $.players[1].seat: expected a number, got the string "2": write 2 without quotes'
    assert data["field"] == "$.players[1].seat" and data["line"] == 1


def test_a_seq_in_quotes_too() -> None:
    from ledger.errors import LogError
    from ledger.log import parse_log

    lines = (LOGS / "concede_clean.jsonl").read_bytes().splitlines()
    lines[-1] = lines[-1].replace(b'"seq": 11', b'"seq": "11"')
    with pytest.raises(LogError) as err:
        parse_log(b"\n".join(lines) + b"\n", "x.jsonl")
    assert str(err.value) == 'x.jsonl:12: $.seq: expected a number, got the string "11": write 11 without quotes'


# -- 3. a remark under a field of its own ------------------------------------------------------------------------

NOTE = ": a log line holds no remarks; once the log is imported, record this one as a ruling: matchledger note MATCH " \
       "--at 11 --judge NAME TEXT"


@pytest.mark.parametrize("name, field", [("concede_with_reason.jsonl", "reason"),
                                         ("concede_with_comment_text.jsonl", "why")])
def test_a_remark_on_an_event_says_where_remarks_go(name: str, field: str, tmp_path: Path) -> None:
    line, data = refused(name, tmp_path)
    assert line == f":12: $.{field}: Object contains unknown field `{field}`{NOTE}"
    assert (data["line"], data["field"]) == (12, f"$.{field}")


def test_a_remark_on_the_header_goes_in_meta(tmp_path: Path) -> None:
    line, _data = refused("header_remark.jsonl", tmp_path)
    assert line == ":1: $.notes: Object contains unknown field `notes`; did you mean `meta.notes`?"


def _last_event_as(extra: dict) -> str:
    from ledger.errors import LogError
    from ledger.log import parse_log

    lines = (LOGS / "concede_clean.jsonl").read_text().splitlines()
    lines[-1] = json.dumps(extra)
    try:
        parse_log(("\n".join(lines) + "\n").encode(), "x.jsonl")
    except LogError as exc:
        return str(exc)
    return "read"


def test_a_remark_on_an_effect_goes_in_its_note() -> None:
    said = _last_event_as({"type": "EffectRecorded", "player": "bob", "seq": 11, "effect": "draw(1)",
                           "comment": "judge call at the table"})
    assert said == "x.jsonl:12: $.comment: Object contains unknown field `comment`; did you mean `note`?"


def test_a_card_name_under_an_unknown_field_is_no_remark() -> None:
    said = _last_event_as({"type": "Conceded", "player": "bob", "seq": 11, "extra": "Call of the Wild"})
    assert said == "x.jsonl:12: $.extra: Object contains unknown field `extra`"


# -- 4. the desk: the table's only other log unusable, its error pointed to ------------------------------------

def test_the_tables_unusable_other_log_points_to_its_error(tmp_path: Path) -> None:
    folder = tmp_path / "t56"
    shutil.copytree(T56, folder)
    (folder / "table-56-judge.jsonl").unlink()
    a, b = folder / "table-56-alice.jsonl", folder / "table-56-bob.jsonl"
    res = run("verify", folder, "--lang", "en")
    assert res.exit_code == 2, res.output
    line = next(x for x in res.stdout.splitlines() if x.startswith("Same table 56"))
    assert line.endswith(f"the unusable log must be replaced before they can be compared: {b} (unreadable from line "
                         f'34: its error is under "Unusable input", below)'), line
    assert res.stdout.count(f"{b}:34: the line is cut short") == 1  # said once, where the line points
    below = res.stdout.split("Unusable input")[-1]
    assert f"{b}:34: the line is cut short: the file looks truncated" in below
    assert str(a) in line


def test_the_desks_twin_with_two_readable_logs_has_no_pointer(tmp_path: Path) -> None:
    folder = tmp_path / "t56"
    shutil.copytree(T56, folder)
    (folder / "table-56-bob.jsonl").unlink()
    res = run("verify", folder, "--lang", "en")
    assert res.exit_code == 1 and "Unusable input" not in res.stdout, res.output
