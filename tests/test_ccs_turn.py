"""Chrono Clash: the turn, the Chrono Clash gauge and the draw (manual v3.4, "The Chrono
Clash System", "Your Turn", "Ending your Turn", "The Path to Victory").

The engine keeps the gauge from the active player's side: > 0 is their time,
<= -1 means the counter reached the next player's 1 or more and the turn is over.
"""

from __future__ import annotations

from ccs import attack, board_after, deck_id, draw, hand_id, pass_, play, rules_at, seat, summon, verify


# Ember Squire costs 1, Cinder Hound 2, Flame Lancer 3, Inferno Drake 5.
A = seat("a", hand=["Ember Squire", "Cinder Hound", "Flame Lancer", "Inferno Drake", "Chrono Shift"],
         deck=["Ember Squire", "Ember Squire", "War Cry"])
B = seat("b", hand=["Ember Squire", "Cinder Hound", "Flame Lancer"], deck=["Tide Scholar", "Tide Scholar"])
SQUIRE, HOUND, LANCER, DRAKE, SHIFT = (hand_id("a", k) for k in range(1, 6))


# -- the draw -------------------------------------------------------------

def test_turn_starts_with_drawing_the_top_card_of_the_deck():
    board = board_after([A, B], [draw("a")])
    assert deck_id("a", 1) in board.seat("a").hand
    assert board.seat("a").deck[0] == deck_id("a", 2)
    assert board.step == "main"


def test_drawing_a_card_other_than_the_top_one_is_flagged():
    result = verify([A, B], [draw("a", card=deck_id("a", 2))])
    assert rules_at(result) == [(1, "ccs.draw.not-top")]


def test_drawing_a_card_that_is_not_in_the_match_is_a_log_error():
    import pytest

    from ledger.errors import UnknownCardError

    with pytest.raises(UnknownCardError, match=r"'a\.999' is no card of this match \(a has 50 cards\)$") as err:
        verify([A, B], [draw("a", card="a.999")])  # (no id of a's is close to it: none offered, since qa38)
    assert (err.value.line, err.value.field) == (2, "$.card")
    with pytest.raises(UnknownCardError, match=r"did you mean 'a\.12'\?$"):
        verify([A, B], [draw("a", card="A.12")])  # (another letter case: that id, alone)


def test_naming_a_drawn_card_wrongly_is_flagged():
    result = verify([A, B], [draw("a", card=deck_id("a", 1), name="Fireball")])  # it is an Ember Squire
    assert rules_at(result) == [(1, "ccs.log.unknown-card")]


def test_drawing_twice_in_a_turn_is_flagged():
    result = verify([A, B], [draw("a"), draw("a")])
    assert rules_at(result) == [(2, "ccs.turn.draw-step")]


def test_acting_before_the_draw_is_flagged_and_the_card_is_still_drawn():
    result = verify([A, B], [summon("a", SQUIRE)])
    assert rules_at(result) == [(1, "ccs.turn.draw-step")]
    board = board_after([A, B], [summon("a", SQUIRE)])
    assert deck_id("a", 1) in board.seat("a").hand


def test_drawing_during_the_opponents_turn_is_flagged():
    result = verify([A, B], [draw("a"), draw("b")])
    assert rules_at(result) == [(2, "ccs.turn.not-your-turn")]


def test_start_of_turn_untaps_your_battlers():
    events = [draw("a"), summon("a", LANCER),            # a: 0 -> counter on b's 3
              draw("b"), pass_("b"),                     # a gets 3
              draw("a"), attack("a", LANCER),            # Lancer (5, +1) attacks: tapped
              {"type": "GuardianRevealed", "player": "b"},   # two Ember Squires (2)
              {"type": "GuardianRevealed", "player": "b"},
              pass_("a"), draw("b"), pass_("b")]
    tapped = board_after([A, B], events[:8])
    assert tapped.cards[LANCER].zone == "battlefield" and tapped.cards[LANCER].tapped
    board = board_after([A, B], events + [draw("a")])
    assert not board.cards[LANCER].tapped
    assert verify([A, B], events + [draw("a")]).clean


# -- the gauge --------------------------------------------------------------

def test_paying_moves_the_counter_toward_the_opponent_and_the_turn_goes_on_at_zero():
    events = [draw("a"), summon("a", SQUIRE), draw("b"), pass_("b"),   # a has 3
              draw("a"), summon("a", LANCER)]                           # 3 - 3 = 0
    board = board_after([A, B], events)
    assert board.active == "a" and board.gauge == 0
    # The counter is on 0, not on b's 1: a can still play.
    events.append(summon("a", deck_id("a", 1)))                         # another Ember Squire: 0 - 1
    assert verify([A, B], events).clean


def test_reaching_the_opponents_one_ends_the_turn_and_the_opponent_starts_there():
    events = [draw("a"), summon("a", LANCER), draw("b")]                # 0 - 3: counter on b's 3
    board = board_after([A, B], events)
    assert board.active == "b" and board.gauge == 3
    assert verify([A, B], events).clean


def test_gaining_time_moves_the_counter_toward_you():
    events = [draw("a"), summon("a", SQUIRE), draw("b"), pass_("b"),   # a has 3
              draw("a"), play("a", SHIFT)]                              # pay 1, gain 2
    board = board_after([A, B], events)
    assert board.gauge == 4 and board.active == "a"


def test_playing_after_the_counter_reached_the_opponents_side_is_flagged():
    events = [draw("a"), summon("a", LANCER), summon("a", SQUIRE)]
    assert rules_at(verify([A, B], events)) == [(3, "ccs.gauge.turn-over")]


def test_passing_after_the_counter_ended_the_turn_is_a_note():
    # QA15 #5: was ccs.gauge.turn-over. "You can't play cards any more" speaks of cards: the pass changes nothing.
    events = [draw("a"), summon("a", LANCER), pass_("a")]
    result = verify([A, B], events)
    assert rules_at(result) == []
    assert any("the pass changes nothing" in n for n in result.notes)
    # The turn ended on the gauge: b starts on 3 (where it finished), as a pass would also give.
    board = board_after([A, B], events + [draw("b")])
    assert board.active == "b" and board.gauge == 3


def test_pass_puts_the_counter_on_the_opponents_three():
    board = board_after([A, B], [draw("a"), pass_("a"), draw("b")])
    assert board.active == "b" and board.gauge == 3


def test_pass_with_time_left_still_gives_the_opponent_three():
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"),
              draw("a"), play("a", SHIFT), pass_("a"), draw("b")]       # a had 3 + 1 = 4, passes
    board = board_after([A, B], events)
    assert board.active == "b" and board.gauge == 3
    assert verify([A, B], events).clean


def test_overpaying_ends_the_turn_and_the_opponent_starts_where_the_counter_stopped():
    # a has 3, summons a 5-cost battler: the counter stops on b's 2 and b starts with 2.
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"),
              summon("a", DRAKE), draw("b")]
    board = board_after([A, B], events)
    assert board.active == "b" and board.gauge == 2


def test_summoning_during_the_opponents_turn_is_flagged():
    result = verify([A, B], [draw("a"), summon("b", hand_id("b", 1))])
    assert rules_at(result) == [(2, "ccs.turn.not-your-turn")]


def test_passing_during_the_opponents_turn_is_flagged():
    result = verify([A, B], [draw("a"), pass_("b")])
    assert rules_at(result) == [(2, "ccs.turn.not-your-turn")]
    assert board_after([A, B], [draw("a"), pass_("b")]).active == "a"


# -- winning and losing on the draw -------------------------------------------

SHORT = seat("a", size=11)  # 5 guardians, 5 cards in hand, one card to draw


def test_a_player_who_cannot_draw_at_the_start_of_their_turn_is_eliminated_and_the_other_wins():
    events = [draw("a"), pass_("a"), draw("b"), pass_("b")]
    result = verify([SHORT, B], events)
    assert rules_at(result) == [(0, "ccs.deck.min-size")]
    assert result.winner == "b"
    board = board_after([SHORT, B], events)
    assert board.over and board.winner == "b" and board.seat("a").eliminated


def test_the_draw_of_a_player_who_lost_on_the_empty_deck_is_that_loss_and_a_second_one_is_game_over():
    # The draw at 5 records the draw that failed ("attempt to draw a card ... and fail"): the loss itself.
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), draw("a")]
    result = verify([SHORT, B], events)
    assert rules_at(result) == [(0, "ccs.deck.min-size"), (6, "ccs.game.over")]
    assert result.winner == "b"


def test_acting_after_the_game_is_over_is_flagged():
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("b")]
    result = verify([SHORT, B], events)
    assert rules_at(result) == [(0, "ccs.deck.min-size"), (5, "ccs.game.over")]


def test_log_ending_as_the_turn_ends_still_runs_the_next_players_failed_draw():
    # b has one card to draw (turn 2). a's turn 3 ends on the gauge with the last event:
    # b's turn 4 would start with an empty deck, so b is eliminated and a wins.
    short_b = seat("b", size=11)
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), summon("a", DRAKE)]
    result = verify([A, short_b], events)
    assert rules_at(result) == [(0, "ccs.deck.min-size")]
    assert result.winner == "a"
