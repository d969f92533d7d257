"""The log reader's header after the 36th round (a36_cli): what it assumes is said, and a malformed header field is
one error line at line 1 naming the field, never a traceback. The logs are in tests/logs/cli_qa36/.

1. A header without `first` is read from the log's first event that is not a set-up mulligan or a concession
   (``FIRST_SHOWN_AFTER``, round 35), and ``verify`` said nothing of it: a judge could not tell a `first` the
   author wrote from one matchledger took. The reader now gives the log a note (``MatchLog.notes``: a message,
   template and arguments, the ledger importing nothing of the projections), which the CLI's verdict says first
   among its notes, in the text and in ``--json`` (``notes``, ``note_msgs``): "The header gives no `first`: alice
   is taken as the first player, from their CardDrawn at seq 1." ``explain`` at that seq says it too (and its
   ``--json`` has it under ``notes``). The twin, the header naming `first`, has no such note and is the same match.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import parse_log, read_log

LOGS = Path(__file__).resolve().parent / "logs" / "cli_qa36"
SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs"

FIRST = [  # (game, the log's first turn: who, by which event, at which seq)
    ("ccs", "alice", "CardDrawn", 1),
    ("fftcg", "alice", "CardsDrawn", 2),  # after alice's set-up mulligan at seq 1
    ("fow", "alice", "StoneCalled", 3),  # after both mulligans
]


def _verify(path: Path, *args: str):
    res = CliRunner().invoke(cli, ["verify", str(path), *args])
    assert res.exception is None or isinstance(res.exception, SystemExit), res.output
    return res


def _note(player: str, kind: str, seq: int) -> str:
    return f"The header gives no `first`: {player} is taken as the first player, from their {kind} at seq {seq}."


# -- 1 ---------------------------------------------------------------------------


@pytest.mark.parametrize("game, player, kind, seq", FIRST)
def test_cli_qa36_a_header_without_first_is_said_in_the_verdict(game: str, player: str, kind: str, seq: int) -> None:
    path = LOGS / f"f1_{game}_header_without_first.jsonl"
    res = _verify(path)
    assert res.exit_code == 0, res.output
    notes = [ln for ln in res.output.splitlines() if ln.startswith("Note: ")]
    assert notes[0] == "Note: " + _note(player, kind, seq)  # said first: the header is read first
    data = json.loads(_verify(path, "--json").output)
    assert data["clean"] and data["notes"][0] == _note(player, kind, seq)
    assert data["note_msgs"][0] == {
        "template": "The header gives no `first`: {player} is taken as the first player, from their {type} at seq "
                    "{seq}.", "args": {"player": player, "type": kind, "seq": seq}}
    assert sum("`first`" in n for n in data["notes"]) == 1
    log = read_log(path)
    assert log.header.first == player and log.notes == [data["note_msgs"][0]]


@pytest.mark.parametrize("game, player, kind, seq", FIRST)
def test_cli_qa36_the_twin_naming_first_has_no_note_and_is_the_same_match(game: str, player: str, kind: str,
                                                                           seq: int) -> None:
    twin = LOGS / f"f1_{game}_header_with_first_twin.jsonl"
    data = json.loads(_verify(twin, "--json").output)
    assert data["clean"] and not any("`first`" in n for n in data["notes"])
    assert read_log(twin).notes == []
    left_out = json.loads(_verify(LOGS / f"f1_{game}_header_without_first.jsonl", "--json").output)
    assert left_out["match"] == data["match"] and left_out["winner"] == data["winner"]
    assert left_out["notes"][1:] == data["notes"]  # the verdict's other notes as the twin's


@pytest.mark.parametrize("game, player, kind, seq", FIRST)
def test_cli_qa36_explain_at_that_seq_says_it(game: str, player: str, kind: str, seq: int) -> None:
    path = str(LOGS / f"f1_{game}_header_without_first.jsonl")
    res = CliRunner().invoke(cli, ["explain", path, str(seq)])
    assert res.exit_code == 0, res.output
    assert "Note: " + _note(player, kind, seq) in res.output.splitlines()
    data = json.loads(CliRunner().invoke(cli, ["explain", path, str(seq), "--json"]).output)
    assert data["notes"] == [_note(player, kind, seq)]
    other = CliRunner().invoke(cli, ["explain", path, str(seq + 1)])
    assert "`first`" not in other.output
    twin = CliRunner().invoke(cli, ["explain", str(LOGS / f"f1_{game}_header_with_first_twin.jsonl"), str(seq)])
    assert "`first`" not in twin.output
