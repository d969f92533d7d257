"""Force of Will: the round-36b tester's regression findings on this round's loosened readings (qa36b-fow), one
test or more each. The logs are the tester's (/tmp/qa36b-fow/logs), kept whole in tests/logs/fow_qa36c/.

1. (HIGH, regression, I5.) The paper mulligan numbering note (a turn draw naming a card the mulligan drew, read as
   the log's ids) applied to any later draw: alice's turn-4 draw of alice.6, a card in her hand since the set-up,
   was a note and the fault blamed on a play at seq 71. The docs limit that reading to the first turn's draw: a
   later draw of a card in hand is ``fow.log.unknown-card`` at its seq (18), as with no mulligan (the control).
2. (HIGH, regression, A3/A4.) Two mulligans taken in mid-game: the second was a note ("of the same set-up"). That
   note is for the other player's decision right after a late mulligan that itself came right after the game's one
   misplaced first event (the bench's mv3); mid-game mulligans are each ``fow.setup.mulligan-late``.
3. (B3/B4.) bob's ``TurnEnded`` recorded after alice's draw, with 8 cards and no discard, was "that end, recorded
   late: it changes nothing": the hand-size fault was lost. The late end's discards are now judged as that end's:
   none with 8 cards is ``fow.end.hand-size`` at the late end (its own root, the hand keeping 8 as the twin's);
   one discard (B4) is taken (the hand 7, the card in the graveyard), where before it was read as the new turn's
   end under the wrong name (a second ``fow.turn.not-your-turn``).
4. (B1/B1b.) A second stone call by alice in the turn begun at her early draw was ``caused_by`` that draw: it is
   her own breach (her ruler rested by her first call), its own root, as with the end left out (B1e).
6. (B5, regression.) alice's own end written under bob's name, after her whole turn, was read as bob's late end
   (a note). The late-end reading now holds only before the turn's player goes on with the turn (a card played,
   an ability, a standby set or an attack; the docs: after their stone call or with a judgment on the chase):
   ``fow.turn.not-your-turn`` at 27 as before.
7. (X1.) Charm of the Princess ({Wa}{Wa}{X}) paid with one stone, ``x`` left out: only ``fow.will.x``. Whatever X
   was, {Wa}{Wa} is unpaid: ``fow.will.exact`` too, judged as with X = 0 (the x=0 twin's flag). With enough will
   paid (X2) the payment is judged as before.
8. (H5/H7.) A short ``order`` (the known top) calling a card by another name than its play: the card was taken as
   the order's, so its payment, blocks and attacks were judged against that card (4 roots in H5, the final life
   changed; 6 in H7). The order is the author's names, as fallible as the log's: the first contradiction is the one
   ``fow.log.unknown-card`` ("... but alice's order has it as 'Thunder': taken as 'Little Dread ...'"), the card
   taken as the play names it, later contradictions of that order a note. (The qa36b o5 pin's message follows.)
9. (E4/E5.) Both attacks lethal, the log playing on: the note said the game did not end at the table and what
   followed was "judged as play", while ``fow.game.over`` was flagged at the same seq, ``caused_by`` 54. Under the
   blocks-in-order reading the game ended as well: now the note says it ended at the table either way, and
   ``fow.game.over`` at 59 is its own root, as in the twin with the battles closed.
10. (H6/H6b.) A short ``order`` naming ``"thunder"`` was ``fow.log.deck-order`` ("a card the list does not hold"),
    while events read such a name with a note; a misspelt ``"Thundr"`` was the same flag, not the unusable-input
    error an unknown name is elsewhere. Now a short order's names are read as events' are (a note), and a name that
    is no card refuses the log (exit 2, "did you mean 'Thunder'?") at ``$.players[0].order[0]``. (Whole orders are
    compared as before; projections/deckorder.py reads a short order through the game's opt-in ``read_order``,
    only Force of Will's.)
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa36c")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["I5_twin_s18_engine_numbering.jsonl", "A4_twin_bob_keep_left_out.jsonl",
                                  "B4_twin_bob_ends_with_8_discards_1.jsonl"])
def test_fow_qa36c_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. the mulligan numbering at the first turn's draw only ------------------------------------------------------------

def test_fow_qa36c_a_later_draw_of_a_card_the_mulligan_drew_is_flagged() -> None:
    name = "I5_engine_numbering_then_second_turn_draws_mulligan_card_again.jsonl"
    assert _LOGGED.causes(name) == [(18, "fow.log.unknown-card", None)]
    assert not any("a card their mulligan drew" in n for n in _notes(name))
    assert "bob wins" in str(_LOGGED.verdict(name).result)
    # the control with no mulligan: the same flag at the same seq
    assert _LOGGED.rules("I5_control_no_mulligan_draws_card_in_hand.jsonl") == [(18, "fow.log.unknown-card")]


def test_fow_qa36c_the_first_turns_draw_still_reads_the_paper_numbering() -> None:
    # (qa36b 1: s17/s18 stay clean with the note at the first turn's draw)
    assert _LOGGED.rules("I6_two_card_mulligan_paper_numbering.jsonl") == []


# -- 2. mid-game mulligans are each their own fault ---------------------------------------------------------------------

def test_fow_qa36c_two_mid_game_mulligans_are_two_faults() -> None:
    name = "A4_both_mulligan_in_turn4_bob_first_time.jsonl"
    assert _LOGGED.causes(name) == [(28, "fow.setup.mulligan-late", None), (29, "fow.setup.mulligan-late", None)]
    assert not any("of the same set-up" in n for n in _notes(name))
    a3 = _LOGGED.rules("A3_no_setup_mulls_both_mulligan_mid_game_turn3.jsonl")
    assert (8, "fow.setup.mulligan-late") in a3 and (9, "fow.setup.mulligan-late") in a3


# -- 3. a late end's discards judged as that end's -----------------------------------------------------------------------

def test_fow_qa36c_a_late_end_keeping_eight_cards_is_the_hand_size_fault() -> None:
    name = "B3_late_end_bob_with_8_no_discard.jsonl"
    assert _LOGGED.causes(name) == [(20, "fow.turn.not-your-turn", None), (22, "fow.end.hand-size", None)]
    v = _LOGGED.verdict(name)
    assert v.violations[1].message == "bob has 8 cards in hand and must discard 1, not 0, down to 7"
    assert v.result == _LOGGED.verdict("B3_twin_bob_ends_with_8_no_discard.jsonl").result
    assert len(_LOGGED.board_after(name, 23).seat("bob").hand) == 8
    # the end left out entirely: which discards were made is not known, nothing more flagged
    assert _LOGGED.rules("B3_control_end_left_out_bob_with_8.jsonl") == [(20, "fow.turn.not-your-turn")]


def test_fow_qa36c_a_late_end_discarding_the_excess_is_taken() -> None:
    name = "B4_late_end_bob_with_8_discards_1.jsonl"
    assert _LOGGED.rules(name) == [(20, "fow.turn.not-your-turn")]
    assert _LOGGED.rules("B4_twin_bob_ends_with_8_discards_1.jsonl") == []
    bob = _LOGGED.board_after(name, 23).seat("bob")
    assert (len(bob.hand), len(bob.grave), bob.owed_discards) == (7, 1, 0)


# -- 4. a second stone call after the early draw is its own root -----------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("B1_late_end_then_second_stone_call_same_player.jsonl", 22),
                                       ("B1b_second_stone_call_then_late_end.jsonl", 21),
                                       ("B1e_end_left_out_then_second_call.jsonl", 21)])
def test_fow_qa36c_a_second_call_in_the_turn_begun_early_is_its_own_root(name: str, seq: int) -> None:
    assert _LOGGED.causes(name) == [(19, "fow.turn.not-your-turn", None), (seq, "fow.stone.once-per-turn", None)]


# -- 6. the late-end reading only before the turn's player goes on ---------------------------------------------------------

def test_fow_qa36c_the_turn_players_own_end_misnamed_is_flagged() -> None:
    name = "B5_end_left_out_then_alices_end_misnamed_bob.jsonl"
    assert _LOGGED.causes(name) == [(19, "fow.turn.not-your-turn", None), (27, "fow.turn.not-your-turn", None)]
    assert _LOGGED.verdict(name).violations[1].message == (
        "bob ended the turn during alice's turn: the log names the wrong player; taken as alice's end of the turn")
    assert not any("recorded late" in n for n in _notes(name))
    assert _LOGGED.rules("B5_control_end_left_out_only.jsonl") == [(19, "fow.turn.not-your-turn")]


# -- 7. x left out and even the fixed part unpaid ------------------------------------------------------------------------

def test_fow_qa36c_x_left_out_and_the_fixed_part_unpaid_is_two_faults() -> None:
    name = "X1_x_left_out_paid_one_stone.jsonl"
    assert _LOGGED.causes(name) == [(51, "fow.will.x", None), (51, "fow.will.exact", None)]
    v, twin = _LOGGED.verdict(name), _LOGGED.verdict("X1_twin_x0_paid_one_stone.jsonl")
    assert v.violations[1].message == twin.violations[0].message
    assert v.violations[0].message == ("Charm of the Princess (bob.5) costs {Wa}{Wa}{X}: X must be chosen as it is "
                                       "played, and the log leaves the event's x out")
    assert _LOGGED.rules("X2_x_left_out_paid_with_opponents_stone.jsonl") == [(51, "fow.will.x"),
                                                                               (51, "fow.will.source")]


# -- 8. a short order contradicted by a play: one fault, the card as the log names it ----------------------------------

def test_fow_qa36c_a_short_order_contradicted_by_a_play_is_one_fault() -> None:
    name, twin = "H5_short_order_third_card_disagrees_with_play.jsonl", "H5_twin_short_order_agrees.jsonl"
    assert _LOGGED.causes(name) == [(32, "fow.log.unknown-card", None)]
    assert _LOGGED.verdict(name).violations[0].message == (
        "the log calls alice.3 'Little Dread, the Fake Red Moon', but alice's order has it as 'Thunder': taken as "
        "'Little Dread, the Fake Red Moon'")
    assert _LOGGED.verdict(name).result == _LOGGED.verdict(twin).result
    assert _LOGGED.rules(twin) == []
    assert _LOGGED.board_after(name, 32).cards["alice.3"].name == "Little Dread, the Fake Red Moon"


def test_fow_qa36c_later_contradictions_of_the_same_order_are_noted() -> None:
    name = "H7_order_exactly_half_20.jsonl"
    assert _LOGGED.causes(name) == [(53, "fow.log.unknown-card", None)]
    notes = _notes(name)
    assert any(n.startswith("seq 69: the log calls alice.6 'Little Dread, the Fake Red Moon', where alice's order has "
                            "'Sun Tzu'") for n in notes)
    assert any(n.startswith("seq 71: the log calls alice.7") for n in notes)


# -- 9. lethal under both readings: note and verdict agree -------------------------------------------------------------

@pytest.mark.parametrize("name", ["E4_both_readings_lethal_log_plays_on.jsonl",
                                  "E5_in_order_reading_first_block_names_card_in_hand.jsonl"])
def test_fow_qa36c_lethal_under_both_readings_the_game_ended(name: str) -> None:
    causes = _LOGGED.causes(name)
    assert causes[0] == (54, "fow.battle.unfinished", None) and causes[-1] == (59, "fow.game.over", None)
    assert _LOGGED.verdict(name).result == _LOGGED.verdict("E4_twin_closed_both_lethal_log_plays_on.jsonl").result
    notes = _notes(name)
    assert not any("judged as play" in n for n in notes)
    assert ("seq 59: alice plays on after the battle damage ended the game: read with the blocks answering the attacks "
            "in order, the game had ended as well, so it ended at the table either way") in notes


# -- 10. names in a short order read as events' are --------------------------------------------------------------------

def test_fow_qa36c_a_short_orders_name_in_another_case_is_read_with_a_note() -> None:
    name = "H6_short_order_lowercase_names.jsonl"
    assert _LOGGED.rules(name) == []
    assert ("alice's `order`: the card name 'thunder' is read as 'Thunder', the one card of that name (names are "
            "written as printed)") in _notes(name)
    assert _LOGGED.board_after(name, 1).cards["alice.1"].name == "Thunder"


def test_fow_qa36c_a_short_orders_misspelt_name_is_unusable_input() -> None:
    from ledger.errors import LogError

    with pytest.raises(LogError) as err:
        _LOGGED.verdict("H6b_short_order_misspelt_name.jsonl")
    assert "did you mean 'Thunder'?" in str(err.value)
    assert err.value.field == "$.players[0].order[0]"
