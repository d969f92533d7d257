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
     there: one flag at the line, the draw carried out when her turn goes on (round 39: a note, no flag).
C1.  Chrono Clash: a slip in the first player's set-up records written before the second player's (or her turn's
     draw before them) turned every later record of the second player into a draw out of turn (8 to 12 flags).
     Another player's ``CardDrawn`` naming a card of their starting hand not recorded yet, in the first player's
     turn 1 before anything but draws (Board.setup_over), is a record too; one naming another player's card there is
     one ``ccs.log.unknown-card``, taken as the record of their next hand card; the first player's whole hand
     recorded, a card of it named again in her draw step, is that record written twice (one ``ccs.draw.not-top``,
     nothing drawn; judged as her turn's draw naming a hand card when she then plays on without a draw).
C2.  FFTCG: the same for the other player's hand recorded after the first turn's draw (7 flags: clean now); the
     other player's 1-card draw of their deck's top before the first turn, their hand recorded, is read as their
     taking the first turn (one ``fftcg.turn.not-your-turn``) and beside it as an extra card drawn at the set-up;
     the first player's 1-card draw next shows the second (one flag, was 4 and the turns swapped).
FN1. Chrono Clash: a quest after the turn is over by a battler in the hand or the opponent's battler was only
     ``ccs.gauge.turn-over``; now ``ccs.quest.not-your-battler`` beside it, as a quest card not in the hand is
     (docs/chrono-clash-icons.md: no table could have sent that card on a quest at all).

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
    # (Round 39, tests/test_fftcg_qa39_fixes.py F3: the table drew as it should; the line records both, a note.)
    assert [(v.seq, v.rule) for v in verdict.violations] == []
    assert any("taken as alice's first turn's draw written on the same line" in n for n in verdict.notes)
    board = _LOGGED.board_after(name, 3)
    assert board.active == "alice" and board.seat("alice").hand.count("alice.6") == 1
    assert "alice.3" in board.seat("alice").field and len(board.seat("bob").hand) == 5


# -- C1, C2: a slip among the set-up records is one flag --------------------------------------------------------------

@pytest.mark.parametrize("name, expected", [
    ("ccs_setup_alice_record_repeated_before_bob_hand_CASCADE.jsonl", [(6, "ccs.draw.not-top")]),
    ("ccs_setup_sixth_card_before_bob_hand_CASCADE.jsonl", [(12, "ccs.turn.draw-step")]),
    ("ccs_setup_bob_records_alice_card_CASCADE.jsonl", [(6, "ccs.log.unknown-card")]),
    ("ccs_bob_hand_recorded_in_alice_turn.jsonl", []),
    ("fftcg_alice_hand_turn_draw_then_bob_hand.jsonl", []),
    ("fftcg_bob_extra_setup_draw_FAULT.jsonl", [(3, "fftcg.turn.not-your-turn")]),
    ("fftcg_bob_extra_setup_draw_twin_CLEAN.jsonl", []),
    # Held: genuine draws out of turn, and a draw after the turn went on, are flagged as before.
    ("ccs_setup_then_bob_draws_first_FAULT.jsonl", [(11, "ccs.turn.not-your-turn")]),
    ("ccs_redraw_B4_bob_names_alice12_FAULT.jsonl", [(1, "ccs.draw.not-top"), (3, "ccs.log.unknown-card")]),
    ("ccs_hand_card_recorded_after_turn_draw_FAULT.jsonl", [(2, "ccs.turn.draw-step")]),
    # alice.6..8 recorded, her turn draw alice.11, then alice.9 recorded: that late record the one fault (was 3 flags).
    ("ccs_setup_partial_then_turn_then_record_FAULT.jsonl", [(5, "ccs.turn.draw-step")]),
])
def test_setup_qa38b_c1_c2_one_slip_among_the_records_is_one_flag(name: str, expected: list) -> None:
    assert _LOGGED.rules(name) == expected


def test_setup_qa38b_c1_records_after_a_slip_are_records() -> None:
    board = _LOGGED.board_after("ccs_setup_bob_records_alice_card_CASCADE.jsonl", 12)
    assert (board.turn, board.active) == (2, "bob")
    assert board.seat("bob").hand == [f"bob.{n}" for n in range(6, 11)] and board.seat("bob").deck[0] == "bob.11"
    assert "alice.6" in board.seat("alice").hand
    board = _LOGGED.board_after("ccs_setup_sixth_card_before_bob_hand_CASCADE.jsonl", 12)
    assert (board.turn, board.active) == (1, "alice") and {"alice.11", "alice.12"} <= set(board.seat("alice").hand)
    assert board.seat("bob").hand == [f"bob.{n}" for n in range(6, 11)]


def test_setup_qa38b_c2_fftcg_extra_setup_draw_board() -> None:
    name = "fftcg_bob_extra_setup_draw_FAULT.jsonl"
    board = _LOGGED.board_after(name, 4)
    assert (board.turn, board.active) == (1, "alice")
    assert board.seat("bob").hand == [f"bob.{n}" for n in range(1, 7)]
    assert board.seat("alice").hand == [f"alice.{n}" for n in range(1, 7)]
    assert _LOGGED.verdict(name).winner == "alice"


# -- FN1: a quest after the turn is over by a battler no table could send ----------------------------------------------

@pytest.mark.parametrize("name", ["ccs_quest_after_over_opponent_battler_FAULT.jsonl",
                                  "ccs_quest_after_over_battler_in_hand_FAULT.jsonl"])
def test_setup_qa38b_fn1_quest_after_turn_over_by_no_battler_of_theirs(name: str) -> None:
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(7, "ccs.gauge.turn-over"),
                                                              (7, "ccs.quest.not-your-battler")]
    assert "is not one of alice's battlers in play" in verdict.violations[1].message


def test_setup_qa38b_fn1_twins() -> None:
    # In a turn still going: that one rule; a quest card not in the hand after the turn: beside turn-over, as before.
    assert _LOGGED.rules("ccs_quest_in_turn_opponent_battler_FAULT.jsonl") == [(6, "ccs.quest.not-your-battler")]
    assert _LOGGED.rules("ccs_quest_after_over_card_in_deck_FAULT.jsonl") == [(7, "ccs.gauge.turn-over"),
                                                                           (7, "ccs.quest.card-not-in-hand")]


# -- what the tester checked and found held stays so --------------------------------------------------------------------

@pytest.mark.parametrize("name, expected, winner", [
    ('ccs4p_noseats_order_read_then_taken_back.jsonl', [(3, 'ccs.turn.order-multiplayer')], None),
    ('ccs4p_setup_carol_names_11_FAULT.jsonl', [(15, 'ccs.draw.not-top')], None),
    ('ccs4p_setup_records_reverse_noseats_CLEAN.jsonl', [], None),
    ('ccs4p_setup_records_reverse_order_seats_CLEAN.jsonl', [], None),
    ('ccs4p_setup_records_seats_CLEAN.jsonl', [], None),
    ('ccs_no_first_concede_after_turns.jsonl', [], 'bob'),
    ('ccs_no_first_concede_after_turns_bobfirst_hdr.jsonl', [], 'alice'),
    ('ccs_quest_after_over_guardian_card_FAULT.jsonl', [(7, 'ccs.gauge.turn-over'), (7, 'ccs.quest.card-not-in-hand')], 'alice'),
    ('ccs_quest_in_bobs_turn_FAULT.jsonl', [(8, 'ccs.turn.not-your-turn')], 'alice'),
    ('ccs_redraw_B1_opponent_card_FAULT.jsonl', [(1, 'ccs.draw.not-top'), (5, 'ccs.log.unknown-card')], None),
    ('ccs_redraw_B2_card_on_field_FAULT.jsonl', [(1, 'ccs.draw.not-top'), (5, 'ccs.draw.not-top')], None),
    ('ccs_redraw_B2_twin_ability_drew_11.jsonl', [(1, 'ccs.draw.not-top'), (5, 'ccs.draw.not-top')], None),
    ('ccs_redraw_B5_then_names_11_FAULT.jsonl', [(1, 'ccs.draw.not-top'), (9, 'ccs.draw.not-top')], None),
    ('ccs_redraw_B6_after_quest_used_FAULT.jsonl', [(1, 'ccs.draw.not-top'), (10, 'ccs.draw.not-top')], None),
    ('ccs_redraw_B6_twin.jsonl', [(1, 'ccs.draw.not-top')], None),
    ('ccs_redraw_B7_same_turn_FAULT.jsonl', [(1, 'ccs.draw.not-top'), (2, 'ccs.turn.draw-step')], None),
    ('ccs_redraw_B8_hand_card_twice_FAULT.jsonl', [(5, 'ccs.draw.not-top'), (9, 'ccs.draw.not-top')], None),
    ('ccs_setup_bob_records_bob11_FAULT.jsonl', [(6, 'ccs.turn.not-your-turn')], None),
    ('ccs_setup_record_names_guardian_FAULT.jsonl', [(5, 'ccs.draw.not-top')], None),
    ('ccs_setup_then_turn1_draw_not_top_FAULT.jsonl', [(6, 'ccs.draw.not-top')], None),
    ('fftcg_alice_records_mulligans_records_CLEAN.jsonl', [], 'alice'),
    ('fftcg_bob_mulligan_then_records_new_CLEAN.jsonl', [], 'alice'),
    ('fftcg_bob_records_new_hand_before_mulligan_FAULT.jsonl', [(2, 'fftcg.draw.not-top')], 'alice'),
    ('fftcg_hands_then_turn1_draws_two_FAULT.jsonl', [(3, 'fftcg.draw.count')], None),
    ('fftcg_no_first_concede_after_turns.jsonl', [], 'bob'),
    ('fftcg_no_first_mull_bob_alice_concedes.jsonl', [], 'bob'),
    ('fftcg_no_first_setup_bob_concedes.jsonl', [], 'alice'),
])
def test_setup_qa38b_held(name: str, expected: list, winner: str | None) -> None:
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == expected
    assert verdict.winner == winner
