"""Force of Will: the outside tester's twenty-fifth round (fix25), one test or more per finding.

1. The set-up draws alternating between the players, the second player's first one naming a card under the
   opening hand's five: one ``fow.draw.not-top`` (the held-back first draw waits past the other player's set-up
   draws, even while the first player's first draw giving no card is itself undecided).
2. A card drawn one too many, played since, the hand over seven at a later turn's end: ``fow.end.hand-size`` (the
   excuse ends once the cards drawn too many are gone from the hand).
3. A stone call under the other player's name, naming the turn player's stone, after the turn player's own call:
   ``fow.turn.not-your-turn`` alone (read as the log records it, the named player's call in the opponent's turn).
4. The same after the turn player's judgment.
5. A call in the opponent's turn while the chase is open, naming a stone their deck lacks: not-your-turn alone.
6. The turn player's second call while the chase is open: ``fow.chase.unresolved`` alone.

The logs are the tester's (round 25), kept here whole (tests/logs/fow_qa25/); each clean twin is the same log with
the planted fault taken out.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa25")
load, verdict, rules = _LOGGED.load, _LOGGED.verdict, _LOGGED.rules


# -- 1. alternating set-up draws, the second player's first one deep ----------------------------------------------

@pytest.mark.parametrize("name, seq", [("U3c_interleaved_bob_first_deep.jsonl", 2),
                                       ("U3d_interleaved_bob_first_id_deep.jsonl", 2),
                                       ("U3f_bob_first_overall_deep.jsonl", 1)])
def test_fow_qa25_alternating_setup_draws_first_deep_is_one_not_top(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.draw.not-top")]


@pytest.mark.parametrize("name", ["U3_interleaved_clean.jsonl", "U3g_bob_first_interleaved_clean.jsonl"])
def test_fow_qa25_alternating_setup_draws_clean_twins(name: str) -> None:
    assert rules(name) == []


# -- 2. the card drawn too many played since: a later hand over seven is a fault of its own -----------------------

def test_fow_qa25_extra_card_played_then_hand_over_seven_is_flagged() -> None:
    assert rules("E1e_extra_played_hand6_later8.jsonl") == [(43, "fow.turn.draw-phase"), (85, "fow.end.hand-size")]
    assert rules("E1g_twin_no43.jsonl") == []  # (the extra draw taken out: the hand is seven at seq 84's end)


def test_fow_qa25_extra_card_still_in_hand_stays_the_same_fault() -> None:
    # (The card drawn too many still in the hand keeps it over seven: without it the hand would be seven.)
    v = verdict("E1h_extra_kept_hand6_later8.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(43, "fow.turn.draw-phase")]
    assert any("the card over seven is the one drawn one time too many at seq 43" in n for n in v.notes)
    assert rules("E1h_extra_kept_hand6_later8.jsonl", drop=(43,)) == []


# -- 3, 4. a call under the other name naming the turn player's stone, after their call or judgment ---------------

@pytest.mark.parametrize("name, seq", [("SC_alice_call_then_bobname_flame.jsonl", 28),
                                       ("SC2_full_alice_call_then_bobname_flame.jsonl", 28),
                                       ("SC3_full_alice_call_then_bob_card_alice_s4.jsonl", 28),
                                       ("SJ1_bobname_flame_after_alice_judgment.jsonl", 48)])
def test_fow_qa25_other_name_call_after_the_turn_players_call_is_not_your_turn_alone(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.turn.not-your-turn")]


def test_fow_qa25_turn_players_own_second_call_or_after_judgment_unchanged() -> None:
    assert rules("SC5_full_alice_call_twice.jsonl") == [(28, "fow.stone.once-per-turn")]
    assert rules("SJ0_alice_call_after_judgment.jsonl") == [(48, "fow.stone.judgment-turn")]


@pytest.mark.parametrize("name", ["C0_clean_paper.jsonl", "C1_clean_full.jsonl"])
def test_fow_qa25_stone_call_clean_twins(name: str) -> None:
    assert rules(name) == []


# -- 5. a call in the opponent's turn during the chase, naming a stone their deck lacks ---------------------------

@pytest.mark.parametrize("name", ["SK1_bobname_flame_during_chase.jsonl", "SK2_bob_plain_during_chase.jsonl"])
def test_fow_qa25_call_in_opponents_turn_during_chase_is_not_your_turn_alone(name: str) -> None:
    assert rules(name) == [(29, "fow.turn.not-your-turn")]
    assert rules(name, drop=(29,)) == []


# -- 6. the turn player's second call during the chase -------------------------------------------------------------

def test_fow_qa25_second_call_during_chase_is_one_fault() -> None:
    assert rules("SK0_alice_call_twice_during_chase.jsonl") == [(29, "fow.chase.unresolved")]
    assert rules("SK0_alice_call_twice_during_chase.jsonl", drop=(29,)) == []
