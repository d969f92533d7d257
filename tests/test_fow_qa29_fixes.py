"""Force of Will: the outside tester's twenty-ninth round (fix29), one test or more per finding.

2. (regression of round 28) A mulligan's draw record naming the card just put under the deck, or a deeper one, the
   later draws as in the clean twin: one ``fow.draw.not-top`` (was seven, or not-top plus unknown-card).
4. (regression of round 28) A turn's end discarding only the card a flagged draw more took, keeping eight: that
   discard leaves a hand over seven of its own, ``fow.end.hand-size`` (was hidden as the draw more's note).
1. A turn's draw naming a card deeper than the next one, the later draws as in the clean twin: one
   ``fow.draw.not-top``, the log's ids read on from the top card (was flagged again at every later draw).
3. A draw with no card right after the turn's draw, the later draws numbered counting it: one
   ``fow.turn.draw-phase`` (the nameless draw took a card after all).
5. A Wall of Ideas draw record naming a deeper card: one ``fow.draw.not-top``, the board as in the clean log (was
   read as a second draw, the board a card too many).
6. A plain out-of-turn call taken as the turn player's, then the turn player's attack on the caller's J-ruler
   (recovered unless the call was the caller's own): one ``fow.turn.not-your-turn`` (not also fow.attack.target).
7. A draw more whose card is played, the later ids counting without it: one ``fow.turn.draw-phase``.
8. Wording: the plain out-of-turn call's line says the turn may show it was the caller's own; a paper draw's
   not-top line names the card its record named.

The logs are the tester's (round 29), kept here whole (tests/logs/fow_qa29/); clean.jsonl (= base.jsonl) and the
B0, P0, PB0, K1, K3, C10b, A28b logs are the clean or one-fault twins.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa29")
load, verdict, rules, causes, board_after = (_LOGGED.load, _LOGGED.verdict, _LOGGED.rules, _LOGGED.causes,
                                           _LOGGED.board_after)


@pytest.mark.parametrize("name", ["clean.jsonl", "base.jsonl", "B0_clean_mull1.jsonl", "P0_paper_clean.jsonl",
                                  "PB0_paper_mull_clean.jsonl", "K1_t11_draw2_discard1_clean.jsonl"])
def test_fow_qa29_clean_twins_are_clean(name: str) -> None:
    assert rules(name) == []


# -- 2. a mulligan's draw record naming a card not on top ---------------------------------------------------------

@pytest.mark.parametrize("name,seq", [
    ("B3_mull1_draw_own_bottom.jsonl", 12),
    ("PB3_paper_mull_draw_own_bottom.jsonl", 12),
    ("B2_mull1_deep.jsonl", 12),
    ("B9_mull2_one_record_deep.jsonl", 13),
])
def test_fow_qa29_mulligan_draw_record_not_on_top_is_one_fault(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.draw.not-top", None)]


def test_fow_qa29_mulligan_draw_of_the_bottom_card_reads_the_later_draws_on() -> None:
    board = board_after("B3_mull1_draw_own_bottom.jsonl", 23)
    alice = board.seat("alice")
    # (Round 32: the record naming the card the mulligan put under is the id's slip, the draw took the top card:
    # the clean log's board, alice.6 in the hand and alice.3 still at the bottom; see test_fow_qa32_fixes.)
    assert "alice.6" in alice.hand and "alice.7" in alice.hand
    assert alice.deck[0] == "alice.8" and alice.deck[-1] == "alice.3"


# -- 4. the discard of only the card drawn too many --------------------------------------------------------------

@pytest.mark.parametrize("name", ["K6_extra_t3_t11_draw2_discard_extra_only.jsonl",
                                  "PK6_paper_discard_extra_only.jsonl"])
def test_fow_qa29_discarding_only_the_extra_card_keeps_a_hand_over_seven(name: str) -> None:
    assert rules(name) == [(13, "fow.turn.draw-phase"), (70, "fow.end.hand-size")]


def test_fow_qa29_discarding_another_card_keeps_the_extra_one_as_its_note() -> None:
    assert rules("K3_extra_t3_t11_draw2_discard1.jsonl") == [(13, "fow.turn.draw-phase")]


# -- 1. a turn's draw naming a deeper card, the later draws as in the clean twin ---------------------------------

@pytest.mark.parametrize("name,seq", [
    ("D5_t3_draw_names_bottom_card_nomull.jsonl", 12),
    ("PD5_paper_t3_draw_deep_id.jsonl", 12),
    ("D4_t3_draw_names_bottom_card.jsonl", 23),
    ("D6_bob_t6_draw_deep.jsonl", 32),
])
def test_fow_qa29_deep_draw_then_later_ids_as_the_clean_twin_is_one_fault(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.draw.not-top", None)]


def test_fow_qa29_deep_draw_puts_the_top_card_where_the_drawn_one_lay() -> None:
    board = board_after("D5_t3_draw_names_bottom_card_nomull.jsonl", 25)
    alice = board.seat("alice")
    assert "alice.17" in alice.hand and "alice.7" in alice.hand
    assert alice.deck[0] == "alice.8" and alice.deck[-1] == "alice.6"


def test_fow_qa29_deep_draw_before_a_wall_of_ideas_keeps_bobs_hand_as_the_clean_twin() -> None:
    deep, clean = board_after("D6_bob_t6_draw_deep.jsonl", 60), board_after("clean.jsonl", 60)
    assert len(deep.seat("bob").hand) == len(clean.seat("bob").hand)
    assert len(deep.seat("bob").deck) == len(clean.seat("bob").deck)


# -- 3. a draw with no card right after the turn's draw, the later ids counting it ---------------------------------

@pytest.mark.parametrize("name,seq", [
    ("C2_extra_draw_t3_noid_renum.jsonl", 13),
    ("PC2_paper_extra_noid_renum.jsonl", 13),
    ("PC2b_paper_extra_noid_renum_draws_unnamed.jsonl", 13),
    ("C6_extra_noid_t5_renum.jsonl", 26),
    ("C12_noid_extra_after_call_t5_renum.jsonl", 27),
])
def test_fow_qa29_nameless_second_draw_with_later_ids_counting_it_is_one_fault(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.turn.draw-phase", None)]


def test_fow_qa29_nameless_second_draw_is_taken_as_drawn_at_the_next_draw() -> None:
    board = board_after("C2_extra_draw_t3_noid_renum.jsonl", 26)
    assert {"alice.6", "alice.7", "alice.8"} <= set(board.seat("alice").hand)
    assert board.seat("alice").deck[0] == "alice.9"


# -- 5. a Wall of Ideas draw record naming a deeper card ------------------------------------------------------------

@pytest.mark.parametrize("name", ["W1_wall_draw_deep.jsonl", "PW1_paper_wall_draw_deep.jsonl"])
def test_fow_qa29_effect_draw_record_naming_a_deeper_card_is_not_top(name: str) -> None:
    assert causes(name) == [(21, "fow.draw.not-top", None)]


def test_fow_qa29_effect_draw_record_naming_a_deeper_card_keeps_the_board_as_the_clean_log() -> None:
    deep, clean = board_after("W1_wall_draw_deep.jsonl", 50), board_after("clean.jsonl", 50)
    assert sorted(deep.seat("bob").hand) == sorted(clean.seat("bob").hand)
    assert len(deep.seat("bob").hand) == 7 and len(deep.seat("bob").deck) == 6


# -- 6. a plain out-of-turn call, then an attack on the caller's J-ruler ------------------------------------------

def test_fow_qa29_plain_call_then_attack_on_the_callers_jruler_is_one_fault() -> None:
    assert (causes("A28_alice_oot_no_bob_call_bob_attacks_rested_jr.jsonl")
            == causes("A28b_alice_oot_by_jr_no_bob_call_bob_attacks_jr.jsonl")
            == [(47, "fow.turn.not-your-turn", None)])


# -- 7. a draw more played, the later ids counting without it -------------------------------------------------------

@pytest.mark.parametrize("name", ["C10_extra_played_then_drawn_again.jsonl", "C10b_extra_played_renum.jsonl"])
def test_fow_qa29_draw_more_played_then_ids_counting_without_it_is_one_fault(name: str) -> None:
    assert causes(name) == [(26, "fow.turn.draw-phase", None)]


# -- 8. wording ---------------------------------------------------------------------------------------------------

def test_fow_qa29_plain_call_line_says_the_turn_may_show_it_was_the_callers_own() -> None:
    v = verdict("A1_oot_before_turnplayer_call.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(13, "fow.turn.not-your-turn")]
    assert "taken as alice's call" in v.violations[0].message
    assert "bob's own call" in v.violations[0].message


@pytest.mark.parametrize("name,card", [("PD5_paper_t3_draw_deep_id.jsonl", "Rukh Egg (alice.17)"),
                                       ("PB3_paper_mull_draw_own_bottom.jsonl", "Demonflame (alice.3)"),
                                       ("PD1_paper_t3_draw_next_id.jsonl", "Flamewing Wyvern (alice.7)")])
def test_fow_qa29_paper_not_top_line_names_the_card_its_record_named(name: str, card: str) -> None:
    v = verdict(name)
    assert v.violations[0].rule == "fow.draw.not-top"
    assert f"drew {card}" in v.violations[0].message
