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
5. Malformed input on every command that reads a log (verify, import, show, replay, diff, export, explain, view,
   decklist check): truncated, BOM, CRLF, header only, empty, a folder, another game's header or event, unknown card
   ids, a seq repeated, huge numbers, Latin-1, UTF-16, gzip, NUL, a JSON array... each was one line naming file and
   line, exit 2, nothing stored. Five said too little or the wrong thing, and now say what to do:
   - a log written as one JSON array (or its events as one array on line 2): "$: Expected `object`, got `array`";
     now "the line is a JSON array, not one object: a match log is JSON Lines...";
   - a log whose line breaks were lost (all its objects on one line, no newline at the end): "the line is cut
     short: the file looks truncated", which it is not; now "the line holds more than one JSON object";
   - a pretty-printed log (line 1 is "{"): "not valid JSON (Input data was truncated)"; now "the line ends before
     its JSON object does: a match log holds each object whole on one line";
   - a number of more than 4,300 digits: "$.meta[...]: Integer value out of range" (no key); now "$.meta.round: a
     number of 5,000 digits: ... at most 4,300 digits (write it as a string...)"; a 400-digit seq printed both
     400-digit numbers; now its first 12 digits and its length;
   - ``"seq": 3.0``: "Expected `int`, got `float`"; now "expected a whole number, got 3.0: write 3".
   BOM with CRLF is read (docs/reliability.md: "a BOM and CRLF line ends are fine"), and a header-only log is a
   match of 0 events ("the log ends before the game does"): both by the format, unchanged.

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
    assert not Path(db).exists()  # nothing stored: no ledger made (`list` says "no ledger at ...", round 37)
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


# -- 5. malformed input, on every command that reads a log --------------------------------------------------------

SRC = (ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl").read_bytes()
OBJS = [json.loads(x) for x in SRC.splitlines()]
MALFORMED = {
    "array.jsonl": (b"[" + b",".join(SRC.splitlines()) + b"]\n", 1, "$",
                    "the line is a JSON array, not one object: a match log is JSON Lines, the header then one event a "
                    "line, each object on a line of its own (no [ ] around them, no commas between them)"),
    "events_array.jsonl": (SRC.splitlines()[0] + b"\n" + json.dumps(OBJS[1:]).encode() + b"\n", 2, "$",
                           "the line is a JSON array, not one object"),
    "one_line.jsonl": (b"".join(SRC.splitlines()), 1, "",
                       "the line holds more than one JSON object: a match log holds one a line (the header, then one "
                       "event a line)"),
    "pretty.jsonl": ("".join(json.dumps(o, indent=2) + "\n" for o in OBJS).encode(), 1, "",
                     "the line ends before its JSON object does: a match log holds each object whole on one line "
                     "(JSON Lines, no line break inside an object)"),
    "meta_5000_digits.jsonl": (SRC.splitlines()[0][:-1] + b',"meta":{"round":' + b"9" * 5000 + b"}}\n"
                               + b"\n".join(SRC.splitlines()[1:]) + b"\n", 1, "$.meta.round",
                               "a number of 5,000 digits: a number in a log may have at most 4,300 digits (write it as "
                               "a string, in quotes, to keep it)"),
    "seq_400_digits.jsonl": (SRC.replace(b'"seq":3,', b'"seq":' + b"9" * 400 + b",", 1), 4, "$.seq",
                             "seq 999999999999... (400 digits) leaves out seq 3..999999999999... (400 digits): events "
                             "must be numbered 1, 2, 3..."),
    "seq_float.jsonl": (SRC.replace(b'"seq":3,', b'"seq":3.0,', 1), 4, "$.seq",
                        "expected a whole number, got 3.0: write 3"),
}
GOOD = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"
READERS = [["verify", "{f}"], ["import", "{f}"], ["show", "{f}"], ["replay", "{f}", "--at", "3"], ["diff", str(GOOD), "{f}"],
           ["export", "{f}"], ["explain", "{f}", "3"], ["view", "{f}", "-o", "{tmp}/v.html"],
           ["decklist", "check", "{f}", str(ROOT / "sample_logs/decklists/chrono-clash-win-quests.txt")]]


@pytest.mark.parametrize("name", list(MALFORMED))
@pytest.mark.parametrize("cmd", READERS, ids=lambda c: c[0] + ("-" + c[1] if c[0] == "decklist" else ""))
def test_malformed_input_is_one_line_on_every_command(name: str, cmd: list[str], tmp_path: Path) -> None:
    data, line, field, said = MALFORMED[name]
    log = tmp_path / name
    log.write_bytes(data)
    db = tmp_path / "l.db"
    res = run(*[a.replace("{f}", str(log)).replace("{tmp}", str(tmp_path)) for a in cmd], "--db", db, input="q\n")
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output and res.stdout == ""
    (only,) = res.stderr.strip().splitlines()
    assert only.startswith(f"Error: {log}:{line}: " + (f"{field}: " if field else "") + said), only
    assert not (tmp_path / "v.html").exists()
    assert not db.exists() or json.loads(run("list", "--db", db, "--json").stdout) == []


def test_malformed_input_in_json_names_line_and_field(tmp_path: Path) -> None:
    for name, (data, line, field, said) in MALFORMED.items():
        log = tmp_path / name
        log.write_bytes(data)
        got = json.loads(run("verify", log, "--json").stdout)
        assert (got["line"], got.get("field") or "") == (line, field) and said in got["error"], (name, got)


def test_the_malformed_logs_clean_twin_is_read_by_every_command(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    assert run("verify", GOOD, "--json").exit_code == 0
    assert run("export", GOOD).exit_code == 0 and run("explain", GOOD, "3").exit_code == 0
    assert run("import", GOOD, "--db", db).exit_code == 0
    assert len(json.loads(run("list", "--db", db, "--json").stdout)) == 1
