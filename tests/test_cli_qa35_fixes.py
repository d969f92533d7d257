"""The log reader's hints, the desk's line for a table, and explain's list of the rules checked: the round-35 CLI
findings (a35_cli), one test or more each; the logs are in tests/logs/cli_qa35/. A hint is read as a judge reads
it: followed, it leads to a log that reads.

1. Hints missing in some paths. ``verify`` said msgspec's bare "Expected `int`, got `str`" for a deck count written
   in quotes (``"Cinder Hound": "3"``) or as ``3.0``, under a field ``$.players[0].deck[...]`` that the hint's
   look-up could not follow (a card name is a key in ``["..."]``), and for ``"seq": "3.0"``; an event's
   ``"player": "2"`` (a seat number in quotes) said only that player '2' is not seated. ``record`` said the bare
   "Expected `str`, got `int`" for ``{"type": "CardDrawn", ..., "player": 1}`` typed at the table, and "player '1'
   is not seated in this match" for ``CardDrawn ... player=1``. Each now gets the sibling's hint: "write 3
   without quotes", "write 3", "write "player": "bob" (seat 2)" (the header given to ``record`` is read by the
   same reader, so its hints are verify's). The clean twin reads.
2. The desk line of a table whose only other log is unusable (desk_t: alice's log reads, bob's is cut short at
   line 34) said "Same table 56 in 2 logs that differ: ... (1 unusable)", though no two logs that read were
   compared. It now says "in 2 logs, 1 usable and 1 unusable", then as before that the unusable log must be
   replaced and where its error is ("Unusable input" below; --csv: the error column of its row). Two logs that
   read and differ still say "logs that differ" (the twin: bob's log whole).
"""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

LOGS = Path(__file__).resolve().parent / "logs" / "cli_qa35"


def _error(name: str, *args: str) -> str:
    res = CliRunner().invoke(cli, ["verify", str(LOGS / name), *args])
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    (line,) = [x for x in res.output.splitlines() if x.startswith("Error:")]
    return line.split(f"{name}:", 1)[1]


@pytest.mark.parametrize("name, said", [
    ("h1_deck_str.jsonl", '1: $.players[0].deck["Cinder Hound"]: expected a number, got the string "3": '
                          'write 3 without quotes'),
    ("h1_deck_float.jsonl", '1: $.players[0].deck["Cinder Hound"]: expected a whole number, got 3.0: write 3'),
    ("h1_extra_deck_str.jsonl", '1: $.players[0].extra_deck.Kraken: expected a number, got the string "1": '
                                'write 1 without quotes'),
    ("h1_fow_deck_str.jsonl", '1: $.players[0].deck["Dragoon of Certo"]: expected a number, got the string "4": '
                              'write 4 without quotes'),
    ("h1_seq_str_float.jsonl", '4: $.seq: expected a number, got the string "3.0": write 3 without quotes'),
    ("h1_player_seat_in_quotes.jsonl", '4: $.player: `player` names a player by id, not by seat: write "player": '
                                       '"bob" (seat 2)'),
])
def test_cli_qa35_verify_hints_a_deck_count_a_seq_and_a_seat_in_quotes(name: str, said: str) -> None:
    assert _error(name) == said


def test_cli_qa35_hint_followed_reads(tmp_path: Path) -> None:
    clean = (LOGS / "h1_clean.jsonl").read_text()
    res = CliRunner().invoke(cli, ["verify", str(LOGS / "h1_clean.jsonl")])
    assert res.exit_code == 0, res.output
    for name, wrong, right in [("h1_deck_str.jsonl", '"Cinder Hound": "3"', '"Cinder Hound": 3'),
                               ("h1_deck_float.jsonl", '"Cinder Hound": 3.0', '"Cinder Hound": 3'),
                               ("h1_seq_str_float.jsonl", '"seq": "3.0"', '"seq": 3'),
                               ("h1_player_seat_in_quotes.jsonl", '"player": "2"', '"player": "bob"')]:
        text = (LOGS / name).read_text()
        assert text.count(wrong) == 1
        assert text.replace(wrong, right) == clean


def test_cli_qa35_record_loading_a_header_gives_the_hint(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["record", "chrono-clash", "--header", str(LOGS / "h1_deck_str.jsonl"),
                                   "--db", str(tmp_path / "l.db")], input="end\n")
    assert res.exit_code == 2
    assert ('h1_deck_str.jsonl:1: $.players[0].deck["Cinder Hound"]: expected a number, got the string "3": '
            'write 3 without quotes') in res.output


def test_cli_qa35_record_typed_seat_number_says_the_id(tmp_path: Path) -> None:
    header = tmp_path / "h.jsonl"
    header.write_text((LOGS / "h1_clean.jsonl").read_text().splitlines()[0] + "\n")
    typed = ['{"type": "CardDrawn", "card": "alice.11", "player": 1}', "CardDrawn card=alice.11 player=1",
             '{"type": "CardDrawn", "card": "alice.11", "player": "1"}', "CardDrawn card=alice.11 player=3",
             "CardDrawn card=alice.11 player=alice", "end"]
    res = CliRunner().invoke(cli, ["record", "chrono-clash", "--header", str(header), "--db", str(tmp_path / "l.db")],
                             input="\n".join(typed) + "\n")
    assert res.exit_code == 0, res.output
    said = [x for x in res.output.splitlines() if x.startswith("(")]
    hint = '($.player: `player` names a player by id, not by seat: write "player": "alice" (seat 1))'
    assert said == [hint, hint, hint, "(player '3' is not seated in this match)"]
    assert "Recorded seq 1." in res.output


def _desk_line(out: str) -> str:
    (line,) = [x for x in out.splitlines() if x.startswith("Same table 56")]
    return line


def test_cli_qa35_desk_line_of_one_usable_log_says_so(tmp_path: Path) -> None:
    folder = LOGS / "desk_t"
    a, b = folder / "table-56-alice.jsonl", folder / "table-56-bob.jsonl"
    res = CliRunner().invoke(cli, ["verify", str(folder), "--db", str(tmp_path / "t.db")])
    assert res.exit_code == 2, res.output
    assert _desk_line(res.output) == (
        f"Same table 56 in 2 logs, 1 usable and 1 unusable: {a}, {b}; the unusable log must be replaced before they "
        f'can be compared: {b} (unreadable from line 34: its error is under "Unusable input", below)')
    assert "that differ" not in res.output
    assert f"{b}:34: the line is cut short" in res.output.split("Unusable input", 1)[1]
    res = CliRunner().invoke(cli, ["verify", str(folder), "--csv", "--db", str(tmp_path / "c.db")])
    assert res.exit_code == 2
    assert _desk_line(res.stderr) == (
        f"Same table 56 in 2 logs, 1 usable and 1 unusable: {a}, {b}; the unusable log must be replaced before they "
        f"can be compared: {b} (unreadable from line 34: its error is in the error column of its row)")
    (bad,) = [r for r in csv.DictReader(io.StringIO(res.stdout)) if r["verdict"] == "unusable"]
    assert "table-56-bob.jsonl:34: the line is cut short" in bad["error"]


def test_cli_qa35_desk_twin_two_readable_logs_still_differ(tmp_path: Path) -> None:
    folder = tmp_path / "desk"
    shutil.copytree(LOGS / "desk_t", folder)
    bob = folder / "table-56-bob.jsonl"
    lines = bob.read_text().splitlines()
    bob.write_text("\n".join(lines[:33]) + "\n")  # bob's log without its cut last line: it reads
    res = CliRunner().invoke(cli, ["verify", str(folder), "--db", str(tmp_path / "t.db")])
    assert "Unusable input" not in res.output, res.output
    line = _desk_line(res.output)
    assert line.startswith("Same table 56 in 2 logs that differ: ") and "compare them: matchledger diff" in line
