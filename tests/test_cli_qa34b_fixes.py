"""The log reader's hints and the desk's pointer to an unusable log: the round-34 CLI tester's findings (qa34c-rec,
finding 5; its logs kept in tests/logs/cli_qa34b/), one test or more each. Each hint is read as a judge reads it:
followed, it must lead to a log that reads.

a. A quoted full-width digit (``"seq": "３"``) got "write ３ without quotes", which is no JSON either: the hint now
   gives the ASCII digits (``write 3``); the ASCII twin (``"seq": "3"``) is said as before.
b. A header seating two players in seat 1 (alice with no ``seat``, her place in the list, and bob's ``"seat": 1``) with
   ``"first": 1`` got ``write "first": "alice" (seat 1)``; followed, the header is refused for the two seats. A seat
   number is now turned into a player's id only when one player sits there; else the players are listed. The twin
   (seats 1 and 2) still names alice.
c. A misspelt real field holding words (``"cardname": "the one she drew"`` on a ``CardDrawn``) got the remark hint
   (``matchledger note ...``), and ``"card_name": "Cinder Hound"`` no hint: a field name that is a real field's
   name run together with another word now gets "did you mean" (`card` or `name`); a remark under a remark's name
   (``comment``) still gets the remark hint.
d. A line holding a string of 6,000 digits and a ``seq`` of 5,000 said "a number of 6,000 digits" for ``$.seq``: the
   count is now of the numbers' digits, strings left out.
e. ``verify DIR --csv`` of a table whose other log is unusable said "its error is under "Unusable input", below",
   a section CSV does not print: it now says the error is in the error column of its row (the text report is
   unchanged).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

LOGS = Path(__file__).resolve().parent / "logs" / "cli_qa34b"


def _error(name: str) -> str:
    res = CliRunner().invoke(cli, ["verify", str(LOGS / name)])
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    (line,) = [x for x in res.output.splitlines() if x.startswith("Error:")]
    return line.split(f"{name}:", 1)[1]


def test_cli_qa34b_full_width_digit_in_quotes_is_said_in_ascii() -> None:
    assert _error("q_seq_full.jsonl") == '4: $.seq: expected a number, got the string "３": write 3 without quotes'
    assert _error("q_seq_str.jsonl") == '4: $.seq: expected a number, got the string "3": write 3 without quotes'


def test_cli_qa34b_seat_number_of_two_players_names_neither() -> None:
    assert _error("s2_alice_noseat_bob_seat1_first1.jsonl") == (
        "1: $.first: `first` names a player by id, got 1 (the players are alice, bob)")
    assert _error("s_first_1_dupseat.jsonl") == "1: $.first: `first` names a player by id, got 1 (the players are alice, bob)"
    assert _error("s_first_1.jsonl") == (
        '1: $.first: `first` names a player by id, not by seat: write "first": "alice" (seat 1)')


@pytest.mark.parametrize("name, field", [("r2_cardname.jsonl", "cardname"), ("r2_card_name.jsonl", "card_name")])
def test_cli_qa34b_field_name_run_together_gets_did_you_mean(name: str, field: str) -> None:
    assert _error(name) == f"2: $.{field}: Object contains unknown field `{field}`; did you mean `card` or `name`?"


def test_cli_qa34b_remark_and_typo_hints_kept() -> None:
    assert _error("r2_comment_card.jsonl").startswith(
        "2: $.comment: Object contains unknown field `comment`: a log line holds no remarks; once the log is imported, "
        "record this one as a ruling: matchledger note MATCH --at 1")
    assert _error("r_crad_typo.jsonl") == "2: $.crad: Object contains unknown field `crad`; did you mean `card`?"


def test_cli_qa34b_digit_count_is_the_numbers() -> None:
    said = "4: $.seq: a number of 5,000 digits: a number in a log may have at most 4,300 digits"
    assert _error("n2_str_digits_and_seq.jsonl") == said
    assert _error("n_seq_5000.jsonl") == said


def test_cli_qa34b_csv_desk_points_to_the_error_column(tmp_path: Path) -> None:
    db = str(tmp_path / "l.db")
    res = CliRunner().invoke(cli, ["verify", str(LOGS / "desk_t"), "--csv", "--db", db])
    assert res.exit_code == 2, res.output  # (an unusable input in the round)
    rows = list(csv.DictReader(io.StringIO(res.stdout)))
    (bad,) = [r for r in rows if r["verdict"] == "unusable"]
    assert bad["ref"].endswith("table-56-bob.jsonl") and "table-56-bob.jsonl:34: the line is cut short" in bad["error"]
    assert ("table-56-bob.jsonl (unreadable from line 34: its error is in the error column of its row)"
            in res.stderr)
    assert "Unusable input" not in res.stderr
    # (the text report has that section, and says so)
    res = CliRunner().invoke(cli, ["verify", str(LOGS / "desk_t"), "--db", str(tmp_path / "m.db")])
    assert ('table-56-bob.jsonl (unreadable from line 34: its error is under "Unusable input", below)' in res.output
            and "Unusable input" in res.output.split("its error is under", 1)[1].split("\n", 1)[1])
