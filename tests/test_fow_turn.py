"""Force of Will turn: draw (first player skips turn 1; an empty deck at the draw loses), recovery
(skipped on one's own first turn), end phase (damage removed, discard to 7)
(001_2cd8f662b2b3164d.txt § Séquence du Tour, § Comment gagner)."""

from __future__ import annotations

from fow import board_after, call, deck_id, draw, end, ev, rules_at, seat, verify

A = seat("a")
B = seat("b")


def test_first_player_does_not_draw_on_turn_one():
    assert rules_at(verify([A, B], [draw("a")])) == [(1, "fow.draw.first-turn")]
    board = board_after([A, B], [end("a"), draw("b")])
    assert deck_id("b", 1) in board.seat("b").hand and board.phase == "main"


def test_the_draw_takes_the_top_card():
    bad = verify([A, B], [end("a"), draw("b", card=deck_id("b", 2))])
    assert rules_at(bad) == [(2, "fow.draw.not-top")]


def test_acting_before_the_draw_is_flagged_and_the_card_still_drawn():
    result = verify([A, B], [end("a"), call("b")])
    assert rules_at(result) == [(2, "fow.turn.draw-phase")]
    assert deck_id("b", 1) in board_after([A, B], [end("a"), call("b")]).seat("b").hand


def test_drawing_twice_and_drawing_in_the_opponents_turn_are_flagged():
    assert rules_at(verify([A, B], [end("a"), draw("b"), draw("b")])) == [(3, "fow.turn.draw-phase")]
    assert rules_at(verify([A, B], [end("a"), draw("a")])) == [(2, "fow.turn.not-your-turn")]


def test_an_empty_main_deck_at_the_draw_loses():
    tiny = seat("b", size=5)
    result = verify([A, tiny], [end("a")])
    assert result.winner == "a" and "main deck is empty" in result.result
    # The draw the empty deck could not give, recorded by the judge, is the loss itself; anything after is not.
    after = verify([A, tiny], [end("a"), draw("b")])
    assert after.clean and after.winner == "a"
    assert rules_at(verify([A, tiny], [end("a"), draw("b"), draw("b")])) == [(3, "fow.game.over")]


def test_recovery_is_skipped_on_the_players_first_turn_only():
    events = [call("a"), end("a"), draw("b"), call("b"), end("b"), draw("a")]
    board = board_after([A, B], events)
    assert not board.cards["a.r"].rested  # recovered on a's second turn
    board = board_after([A, B], events[:3])
    assert not board.cards["b.r"].rested
    board = board_after([A, B], events[:4])
    assert board.cards["b.r"].rested


def test_end_phase_discards_down_to_seven():
    events = [end("a"), draw("b"), end("b"), draw("a"), end("a"), draw("b"), end("b"), draw("a")]
    assert verify([A, B], events + [end("a")]).clean  # 7 cards: nothing to discard
    events += [end("a"), draw("b"), end("b", ["b.1"]), draw("a")]  # a holds 8 (b discarded its 8th)
    assert rules_at(verify([A, B], events + [end("a")])) == [(len(events) + 1, "fow.end.hand-size")]
    assert verify([A, B], events + [end("a", ["a.1"])]).clean
    assert rules_at(verify([A, B], events + [end("a", ["a.1", "a.2"])])) == [(len(events) + 1, "fow.end.hand-size")]


def test_ending_the_opponents_turn_is_flagged():
    assert rules_at(verify([A, B], [end("b")])) == [(1, "fow.turn.not-your-turn")]


def test_concession_ends_the_game():
    result = verify([A, B], [ev("Conceded", "a")])
    assert result.winner == "b"


def test_the_discarded_cards_go_to_the_graveyard_and_the_turn_passes():
    events = [end("a"), draw("b"), end("b"), draw("a"), end("a"), draw("b"), end("b"), draw("a"),
              end("a"), draw("b"), end("b", ["b.1"]), draw("a"), end("a", ["a.2"])]
    board = board_after([A, B], events)
    assert board.seat("a").grave == ["a.2"] and len(board.seat("a").hand) == 7
    assert board.active == "b" and board.turn == 8 and board.phase == "draw"


def test_discarding_a_card_not_in_hand_is_flagged_at_the_end_phase():
    events = [end("a"), draw("b"), end("b"), draw("a"), end("a"), draw("b"), end("b"), draw("a"),
              end("a"), draw("b"), end("b", ["b.1"]), draw("a"), end("a", ["b.2"])]
    # (fix16 finding 8: the one discard the excess asked for, naming a card not in the hand, is that one fault)
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.log.unknown-card")]
