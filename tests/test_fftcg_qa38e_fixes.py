"""FFTCG set-up leftovers (fix38_fftcg4): the round-38 testers' findings on the other player's draw before the
first turn, one test or more each.

1. A paper log (deck order unknown) where the second player draws 1 card before the first turn, his opening hand
   recorded (qa38g finding 4, ``setup-bob-opening-hand-then-bob-draws-again-before-turn1-fault``) or not at all
   (``setup-bob-stray-draw-before-turn1-no-hand-record-fault``): his draw was read only as his taking the first
   turn, and the first player's draw then closed his turn (6 flags: a phase skipped, his hand size, her draw count,
   and his later draws naming the card the extra draw had drawn). Now the reading beside it (an extra card drawn at
   the set-up, the first turn still hers) is followed for paper decks and unrecorded hands too: one
   ``fftcg.turn.not-your-turn`` at his draw, alice plays turn 1, and the log's name for the hidden card he drew is
   a label only (a later draw naming it drew another card of the deck, as after an effect's draw).
2. ``replay --at`` on the extra set-up draw (qa38d ``fftcg_bob_extra_setup_draw_FAULT``) showed bob taking the
   first turn while the verdict keeps the set-up reading: ``pending`` and ``kept`` now know that reading, so replay
   and explain show the verdict's board; where bob does go on with his turn, his turn is shown, as before.
3. Bob's set-up line naming alice's opening hand (qa38d ``fftcg_bob_records_alice_hand_FAULT``): read as bob's first
   turn's draw of 5 cards (3 roots, 6 flags). Now one ``fftcg.log.unknown-card`` (the cards are in alice's hand, not
   in bob's deck), nothing drawn, the set-up going on: the rest of the log is clean, as its twin.

The qa38g logs are the tester's (/tmp/qa38g-fftcg), kept whole in tests/logs/fftcg_qa38e/ with their clean twin; the
qa38d ones are in tests/logs/setup_qa38b/.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cli.main import cli
from fow import Logged
from projections.fftcg import engine

_LOGGED = Logged("fftcg_qa38e")
_QA38B = Logged("setup_qa38b")

_HAND_THEN_DRAW = "setup-bob-opening-hand-then-bob-draws-again-before-turn1-fault.jsonl"
_NO_HAND_DRAW = "setup-bob-stray-draw-before-turn1-no-hand-record-fault.jsonl"
_CLEAN = "setup-opening-hands-recorded-both-clean.jsonl"


def test_fftcg_qa38e_clean_twin_is_clean() -> None:
    assert _LOGGED.rules(_CLEAN) == []
    board = _LOGGED.board_after(_CLEAN, 3)
    assert (board.turn, board.active) == (1, "alice") and len(board.seat("bob").hand) == 5


# -- 1. the second player's draw before the first turn, a paper log -------------------------------------------------

@pytest.mark.parametrize("name, seq", [(_HAND_THEN_DRAW, 2), (_NO_HAND_DRAW, 1)])
def test_fftcg_qa38e_paper_extra_setup_draw_is_one_fault(name: str, seq: int) -> None:
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(seq, "fftcg.turn.not-your-turn")]
    assert any(f"seq {seq}: bob's draw before the first turn" in str(n) and "extra card drawn at the set-up" in str(n)
               for n in verdict.notes)


@pytest.mark.parametrize("name, seq", [(_HAND_THEN_DRAW, 2), (_NO_HAND_DRAW, 1)])
def test_fftcg_qa38e_paper_extra_setup_draw_board(name: str, seq: int) -> None:
    board = _LOGGED.board_after(name, seq + 1)  # (alice's first turn's draw)
    assert (board.turn, board.active, board.phase) == (1, "alice", "main1")
    assert len(board.seat("bob").hand) == 6 and "bob.6" in board.seat("bob").hand
    assert board.seat("alice").hand.count("alice.6") == 1
    board = _LOGGED.board_after(name, seq + 11)  # (bob's turn's draw of 2, naming bob.6 again: another card)
    assert (board.turn, board.active) == (2, "bob") and len(board.seat("bob").hand) == 8
    assert len(set(board.seat("bob").hand)) == 8 and "bob.6" in board.seat("bob").hand


def test_fftcg_qa38e_paper_extra_setup_draw_held_faults_still_flagged() -> None:
    # The reading beside it lets no later fault slip: bob's turn's draw of 3 cards (2 due) is still its own flag.
    assert _LOGGED.rules("setup-bob-stray-draw-then-bob-draws-three-fault.jsonl") == [
        (1, "fftcg.turn.not-your-turn"), (12, "fftcg.draw.count")]


# -- 2. replay shows the verdict's board ------------------------------------------------------------------------------

def _replay_head(path: str, at: int) -> str:
    res = CliRunner().invoke(cli, ["replay", path, "--at", str(at)])
    assert res.exit_code == 0, res.output
    return res.output.splitlines()[0]


def test_fftcg_qa38e_replay_at_extra_setup_draw_shows_the_setup() -> None:
    path = str(_QA38B.logs / "fftcg_bob_extra_setup_draw_FAULT.jsonl")
    # (the verdict's board, still the set-up's; since qa39-view F2 headed with the event's own seq, as the page does)
    assert _replay_head(path, 3).startswith("Board after seq 3, turn 0: alice's turn (set-up)")
    log = _QA38B.load("fftcg_bob_extra_setup_draw_FAULT.jsonl")
    board = _QA38B.board_after("fftcg_bob_extra_setup_draw_FAULT.jsonl", 3)
    assert engine.pending(board)
    shown = engine.kept(board, log.events[3:])
    assert shown.phase == "setup" and "bob.6" in shown.seat("bob").hand
    assert (board.turn, board.active) == (1, "bob")  # (the fold's own board is not changed)
    path = str(_LOGGED.logs / _NO_HAND_DRAW)
    assert _replay_head(path, 1).startswith("Board after seq 1, turn 0: alice's turn (set-up)")


def test_fftcg_qa38e_replay_where_bob_goes_on_shows_his_turn() -> None:
    name = "fftcg_bob_draw_then_bob_goes_on_FAULT.jsonl"
    assert _LOGGED.rules(name) == [(3, "fftcg.turn.not-your-turn")]
    assert _LOGGED.verdict(name).winner == "bob"
    assert _replay_head(str(_LOGGED.logs / name), 3).startswith("Board after seq 3, turn 1: bob's turn (Main Phase 1)")


# -- 3. bob's set-up line names alice's hand --------------------------------------------------------------------------

def test_fftcg_qa38e_bob_records_alice_hand_is_one_flag() -> None:
    name = "fftcg_bob_records_alice_hand_FAULT.jsonl"
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(1, "fftcg.log.unknown-card")]
    assert "which are cards in alice's hand, not in bob's deck: nothing is drawn" in verdict.violations[0].message
    board = _LOGGED.board_after(name, 1)
    assert board.phase == "setup" and len(board.seat("bob").hand) == 5 and len(board.seat("alice").hand) == 5
    board = _LOGGED.board_after(name, 3)
    assert (board.turn, board.active) == (1, "alice") and "alice.6" in board.seat("alice").hand
    assert _QA38B.rules("fftcg_hands_clean.jsonl") == []
