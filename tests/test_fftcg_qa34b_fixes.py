"""FFTCG: the round-34 author tester's findings on set-up, deck building and wording (qa34, second fixer).

1. A mulligan whose ``bottom`` lists 4 of the 5 hand cards, the later events showing the table kept the 5th and
   drew 4 (the kept card played or discarded, the turn's draw the card after the 4): the one fault
   (``fftcg.setup.mulligan-cards``) was followed by ``fftcg.draw.not-top``, ``fftcg.play.not-in-hand`` and
   ``fftcg.end.hand-size``, the engine always putting all 5 to the bottom. Now the mulligan carried out as recorded
   is followed beside the seed's reading (as for a second or a late mulligan), the first event one reading flags and
   the other does not deciding: the one fault, the board the table played. A genuine later fault still flags.
2. A header whose deck list registers 4 copies of a card (52 cards) while its recorded order, the deck that lay on
   the table, is a legal 50: only ``fftcg.log.deck-order``. Now the registered list is judged too
   (``fftcg.deck.copies``, ``fftcg.deck.size`` on "the registered deck list"), one violation per breach: a breach
   the order has too stays the order's one violation.
3. Wording: "bob did Ifrit" (now "cast"; "played" for Back Attack, "used" for an ability), "in the main2 phase"
   (now the seed's name, "Main Phase 2"), "(got None)" (now "X is not given").
4. Wording: a forward alice took control of this turn "entered the field this turn"; now it "came under alice's
   control this turn" (the ruling stays).

The logs are the tester's (/tmp/qa34-fftcg), kept whole in tests/logs/fftcg_qa34b/.
"""

from __future__ import annotations

import pytest

from ledger.log import parse_log
from projections import core
from tests.fftcg import (LOGS, attack, cast, discard, draw, logged, make_log, pass_, passes, play, seat, disc,
                         to_end_of_turn, verify)

_DIR = "fftcg_qa34b"


def _rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged(_DIR, name).violations]


def _messages(name: str) -> list[str]:
    return [v.message for v in logged(_DIR, name).violations]


def _board(name: str, seq: int):
    path = LOGS / _DIR / f"{name}.jsonl"
    return core.board_at(parse_log(path.read_bytes(), str(path)), seq)


@pytest.mark.parametrize("name", ["s13_mulligan_once_clean", "s22_stolen_forward_attacks_next_turn_clean",
                                  "s23_ifrit_after_alice_passes_clean", "s26_titan_x3_breaks_3000_clean",
                                  "s29_two_separate_attacks_clean"])
def test_qa34b_clean_twins_are_clean(name: str) -> None:
    assert _rules(name) == []


# -- 1. a mulligan of 4 cards, the table keeping the 5th ------------------------------------------------------------

@pytest.mark.parametrize("name", ["s38c_mulligan_four_cards_plays_kept_card_FAULT", "s38_mulligan_four_cards_FAULT",
                                  "s38b_mulligan_four_cards_discard_new_card_FAULT"])
def test_qa34b_short_mulligan_is_one_fault(name: str) -> None:
    assert _rules(name) == [(1, "fftcg.setup.mulligan-cards")]


def test_qa34b_short_mulligan_board_is_the_tables() -> None:
    # The table kept alice.5 (played at seq 3, paid with a discard of alice.6) and drew alice.6-9, then alice.10.
    drawn = _board("s38c_mulligan_four_cards_plays_kept_card_FAULT", 2).seat("alice")
    assert sorted(drawn.hand) == ["alice.10", "alice.5", "alice.6", "alice.7", "alice.8", "alice.9"]
    assert drawn.deck[0] == "alice.11" and drawn.deck[-4:] == ["alice.1", "alice.2", "alice.3", "alice.4"]
    assert "alice.5" not in drawn.deck
    b = _board("s38c_mulligan_four_cards_plays_kept_card_FAULT", 3)
    alice = b.seat("alice")
    assert "alice.5" in alice.field
    assert sorted(alice.hand) == ["alice.10", "alice.7", "alice.8", "alice.9"]
    assert alice.deck[0] == "alice.11" and alice.deck[-4:] == ["alice.1", "alice.2", "alice.3", "alice.4"]
    assert alice.broken == ["alice.6"]


def test_qa34b_short_mulligan_seed_reading_stands_when_the_log_agrees() -> None:
    # s38b: nothing later shows the 5th card kept; the seed's reading (all 5 to the bottom) stands: alice.11 drawn.
    b = _board("s38b_mulligan_four_cards_discard_new_card_FAULT", 2)
    assert "alice.11" in b.seat("alice").hand and "alice.5" in b.seat("alice").deck


def _short_mulligan_then(*events):
    return verify([seat("a"), seat("b")],
                  [{"type": "Mulliganed", "player": "a", "bottom": ["a.1", "a.2", "a.3", "a.4"]}, draw("a", "a.10"),
                   *events])


def test_qa34b_short_mulligan_keeps_a_genuine_later_fault() -> None:
    # a.1 went to the bottom in either reading: playing it is a fault of its own, flagged.
    result = _short_mulligan_then(play("a", "a.1", disc("a.7")))
    assert [(v.seq, v.rule) for v in result.violations] == [(1, "fftcg.setup.mulligan-cards"),
                                                            (3, "fftcg.play.not-in-hand")]


def test_qa34b_short_mulligan_kept_card_played_is_clean_after_the_one_fault() -> None:
    result = _short_mulligan_then(play("a", "a.5", disc("a.7")), *passes("a", "b"))
    assert [(v.seq, v.rule) for v in result.violations] == [(1, "fftcg.setup.mulligan-cards")]


# -- 2. the registered deck list judged too --------------------------------------------------------------------

def test_qa34b_registered_list_with_four_copies_is_flagged() -> None:
    assert _rules("s12_deck_four_copies_FAULT") == [(0, "fftcg.log.deck-order"), (0, "fftcg.deck.size"),
                                                    (0, "fftcg.deck.copies")]
    msgs = _messages("s12_deck_four_copies_FAULT")
    assert "alice's registered deck list has 4 copies of Cloud 1-009; at most 3" in msgs
    assert "alice's registered deck list has 52 cards, a constructed deck must have exactly 50" in msgs


def test_qa34b_list_and_order_agreeing_stay_one_violation() -> None:
    assert _rules("s12_deck_four_copies_consistent_FAULT") == [(0, "fftcg.deck.copies")]


def test_qa34b_a_breach_of_list_and_order_alike_is_one_violation() -> None:
    # Order and list both hold 4 Cloud 1-009; the list has one Knight 1-165 for one filler card (50 each).
    a = seat("a", hand=["1-009"] * 4)
    gone = a["order"][-1]
    a["deck"][gone] -= 1
    a["deck"]["1-165"] = 1
    result = verify([a, seat("b")], [])
    assert [(v.seq, v.rule) for v in result.violations] == [(0, "fftcg.log.deck-order"), (0, "fftcg.deck.copies")]
    assert "registered" not in result.violations[1].message


def test_qa34b_a_legal_list_off_its_order_is_only_the_order() -> None:
    a = seat("a")
    gone = a["order"][-1]
    a["deck"][gone] -= 1
    a["deck"]["1-165"] = 1
    result = verify([a, seat("b")], [])
    assert [(v.seq, v.rule) for v in result.violations] == [(0, "fftcg.log.deck-order")]


# -- 3. and 4. wording -------------------------------------------------------------------------------------------

def test_qa34b_summon_without_priority_is_cast() -> None:
    assert _rules("s23_ifrit_without_priority_FAULT") == [(3, "fftcg.priority.no-priority")]
    assert _messages("s23_ifrit_without_priority_FAULT") == ["bob cast Ifrit 1-004 (bob.1) without priority (alice has it)"]


def test_qa34b_summon_in_the_end_phase_is_cast() -> None:
    result = verify([seat("a", deck=["1-004"]), seat("b")],
                    [draw("a", "a.6"), *to_end_of_turn("a", "b"), cast("a", "a.6", disc("a.1"), disc("a.2"),
                                                                      disc("a.3"), targets=[])])
    msgs = [v.message for v in result.violations if v.rule == "fftcg.timing.end-phase"]
    assert msgs and msgs[0].startswith("a cast Ifrit 1-004 (a.6) in the End Phase")


def test_qa34b_attack_in_main_phase_2_names_the_phase() -> None:
    assert _rules("s29_attack_in_main2_FAULT") == [(29, "fftcg.attack.timing")]
    assert _messages("s29_attack_in_main2_FAULT") == ["alice declared an attack in Main Phase 2"]


def test_qa34b_x_left_out_says_so() -> None:
    assert _rules("s26_titan_x_left_out") == [(22, "fftcg.number.x")]
    (m,) = _messages("s26_titan_x_left_out")
    assert m.endswith("X is not given") and "None" not in m


def test_qa34b_stolen_forward_came_under_control() -> None:
    assert _rules("s22_stolen_forward_attacks_same_turn_FAULT") == [(30, "fftcg.attack.entered-this-turn")]
    assert _messages("s22_stolen_forward_attacks_same_turn_FAULT") == [
        "Knight 1-165 (bob.1) came under alice's control this turn and has no Haste"
        " (Booster): Initiative in 10.1.2.1.1 is read as Booster, as section 5 says"]


def test_qa34b_a_forward_played_this_turn_still_entered_the_field() -> None:
    result = verify([seat("a", hand=["1-165"]), seat("b")],
                    [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3")), *passes("a", "b"),
                     attack("a", "a.1")])
    msgs = [v.message for v in result.violations if v.rule == "fftcg.attack.entered-this-turn"]
    assert msgs == ["Knight 1-165 (a.1) entered the field this turn and has no Haste"
                    " (Booster): Initiative in 10.1.2.1.1 is read as Booster, as section 5 says"]
