"""Set-up records in Chrono Clash and FFTCG, and a CCS quest after the turn: the round-38 regression tester's findings
(qa38d), one test or more each.

FP1. With ``first`` left out, a set-up record by the second player (a draw naming only cards of their starting hand)
     made them the guessed first player, and the real first player's lawful turn was flagged
     (``ccs.turn.not-your-turn``, ``ccs.turn.order-multiplayer``, ``fftcg.turn.not-your-turn``). A record of the
     set-up's draws shows nothing of who began: the guess passes over it (ledger.log._first_read), and the first
     turn's draw after the records shows who began (the note says which).

The logs are the tester's (/tmp/qa38d-ccs/logs), in tests/logs/setup_qa38b/.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import cli
from fow import Logged

_LOGGED = Logged("setup_qa38b")


def _cli_notes(name: str) -> list[str]:
    """The verdict's notes as ``verify --json`` gives them (the header's reading said first)."""
    res = CliRunner().invoke(cli, ["verify", "--json", str(_LOGGED.logs / name)])
    return json.loads(res.output)["notes"]


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


# -- FP1: the first player guessed past the set-up's records ------------------------------------------------------

@pytest.mark.parametrize("name, seq", [
    ("ccs_setup_bob_hand_first_no_first_CLEAN.jsonl", 11),
    ("ccs_setup_interleaved_bobfirst_nofirst_CLEAN.jsonl", 11),
    ("ccs4p_setup_records_carol_first_nofirst_CLEAN.jsonl", 21),
    ("fftcg_bob_hand_first_no_first_CLEAN.jsonl", 3),
])
def test_setup_qa38b_fp1_first_not_guessed_from_a_setup_record(name: str, seq: int) -> None:
    assert _LOGGED.rules(name) == []
    assert _LOGGED.load(name).header.first == "alice"
    kind = "CardsDrawn" if name.startswith("fftcg") else "CardDrawn"
    assert (f"The header gives no `first`: alice is taken as the first player, from their {kind} at seq {seq}."
            == _cli_notes(name)[0])


def test_setup_qa38b_fp1_with_first_twin_unchanged() -> None:
    name = "ccs_setup_bob_hand_first_with_first_CLEAN.jsonl"
    assert _LOGGED.rules(name) == []
    assert not any("The header gives no `first`" in n for n in _cli_notes(name))
    board = _LOGGED.board_after(name, 11)
    assert (board.turn, board.active) == (1, "alice") and "alice.11" in board.seat("alice").hand


def test_setup_qa38b_fp1_concession_after_records_still_gives_the_winner() -> None:
    name = "ccs_setup_bob_hand_then_alice_concedes_no_first.jsonl"
    verdict = _LOGGED.verdict(name)
    assert verdict.violations == [] and verdict.winner == "bob"
