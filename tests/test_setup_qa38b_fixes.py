"""Set-up records in Chrono Clash and FFTCG, and a CCS quest after the turn: the round-38 regression tester's findings
(qa38d), one test or more each.

FP1. With ``first`` left out, a set-up record by the second player (a draw naming only cards of their starting hand)
     made them the guessed first player, and the real first player's lawful turn was flagged
     (``ccs.turn.not-your-turn``, ``ccs.turn.order-multiplayer``, ``fftcg.turn.not-your-turn``). A record of the
     set-up's draws shows nothing of who began: the guess passes over it (ledger.log._first_read), and the first
     turn's draw after the records shows who began (the note says which).
FP2. FFTCG: the first player recording her opening hand one card per line got 9 flags: her first line (alice.1) was
     taken as her first turn's draw naming a card of the hand. Now a one-card line of hers naming a card of the
     opening hand not recorded yet is a record of that set-up draw, and the next event decides: when it has her play
     on without the first turn's draw, the line was that draw naming a card of the hand (the earlier pin's
     ``fftcg.draw.not-top`` at it, as before); else the record stands.
FP3. Chrono Clash: the first player recording part of the starting hand, then drawing the top card after it (the
     true turn draw, alice.11), got 2 flags (the draw called a wrong record, the pass a missing draw). The first
     player's draw of the card on top after the hand is the turn's draw: clean.
ML1. Chrono Clash: a first turn's draw naming a card of the starting hand (no hand recorded), then a pass, was
     ``(2, ccs.turn.draw-step)`` (the draw taken as a set-up record, the pass blamed). The pass shows the line was
     the turn's draw: ``(1, ccs.draw.not-top)``, the top card drawn, as before this round's set-up reading
     (tests/test_setup_qa38_fixes.py's pin changed).
C3.  FFTCG: the first player's hand and first turn's draw on one line (alice.1 … alice.6) gave 2 flags (the line,
     then the draw missing). The card on top after the hand, last on her line, is her first turn's draw written
     there: one flag at the line, the draw carried out when her turn goes on.

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


# -- FP2, FP3, ML1, C3: which draw a set-up line was, by what the log shows next ------------------------------------

@pytest.mark.parametrize("name", [
    "fftcg_hand_one_card_per_line_CLEAN.jsonl",       # FP2
    "fftcg_hands_clean.jsonl", "fftcg_bob_hand_one_card_per_line_CLEAN.jsonl", "fftcg_hand_partial_line_CLEAN.jsonl",
    "ccs_setup_partial_hand_then_turn_draw_CLEAN.jsonl",  # FP3
    "ccs_setup_hands_clean.jsonl", "ccs_setup_alice_full_bob_partial_CLEAN.jsonl", "ccs_setup_interleaved_CLEAN.jsonl",
])
def test_setup_qa38b_lawful_set_up_records_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


def test_setup_qa38b_fp2_fftcg_hand_one_card_per_line_board() -> None:
    name = "fftcg_hand_one_card_per_line_CLEAN.jsonl"
    assert sum("before the first turn names" in n for n in _notes(name)) == 6
    board = _LOGGED.board_after(name, 7)
    assert (board.turn, board.active) == (1, "alice")
    assert board.seat("alice").hand == [f"alice.{n}" for n in range(1, 7)]
    assert board.seat("bob").hand == [f"bob.{n}" for n in range(1, 6)]


def test_setup_qa38b_fp3_ccs_partial_hand_then_the_top_is_the_turn_draw() -> None:
    board = _LOGGED.board_after("ccs_setup_partial_hand_then_turn_draw_CLEAN.jsonl", 4)
    assert (board.turn, board.active, board.step) == (1, "alice", "main")
    assert sorted(board.seat("alice").hand) == sorted(f"alice.{n}" for n in range(6, 12))
    # A card beyond the top is no turn draw: still the record naming the wrong card (one fault).
    assert _LOGGED.rules("ccs_setup_bob_names_11_midhand_FAULT.jsonl") == [(10, "ccs.draw.not-top")]


def test_setup_qa38b_ml1_first_draw_naming_a_hand_card_is_the_draw_flagged() -> None:
    name = "ccs_first_draw_names_hand_card_MISLABEL.jsonl"
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(1, "ccs.draw.not-top")]
    assert "already in alice's hand" in verdict.violations[0].message
    board = _LOGGED.board_after(name, 2)
    assert (board.turn, board.active) == (2, "bob") and "alice.11" in board.seat("alice").hand
    # Once the whole hand is recorded, the same slip is the draw's too; a missing draw after the whole hand stays
    # the pass's.
    assert _LOGGED.rules("ccs_setup_hand_then_draw_hand_card_FAULT.jsonl") == [(6, "ccs.draw.not-top")]
    assert _LOGGED.rules("ccs_setup_hands_then_no_turn1_draw_FAULT.jsonl")[0] == (11, "ccs.turn.draw-step")
    # FFTCG: the first player's lone line naming a hand card, then a play: that draw's slip, at the line.
    assert _LOGGED.rules("fftcg_first_draw_names_hand_card.jsonl")[0] == (1, "fftcg.draw.not-top")


def test_setup_qa38b_c3_fftcg_hand_and_turn_draw_on_one_line_is_one_flag() -> None:
    name = "fftcg_hand_plus_turn_draw_one_line_FAULT.jsonl"
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(1, "fftcg.draw.not-top")]
    assert "then of the first turn's draw of" in verdict.violations[0].message
    board = _LOGGED.board_after(name, 3)
    assert board.active == "alice" and board.seat("alice").hand.count("alice.6") == 1
    assert "alice.3" in board.seat("alice").field and len(board.seat("bob").hand) == 5
