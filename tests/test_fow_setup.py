"""Force of Will set-up: decks, ruler, 4000 life, 5-card hands, mulligans, rulers placed together
(001_2cd8f662b2b3164d.txt § Mise en Place, § Comment gagner)."""

from __future__ import annotations

import pytest

from fow import board_after, call, ev, make_log, rules_at, seat, verify
from ledger.errors import LogError, UnknownCardError
from projections import core

A = seat("a", hand=["Galahad, the Son of the God", "Demonflame"])
B = seat("b", ruler="Melgis, the Flame King")


def test_set_up_gives_4000_life_five_cards_and_rulers_placed_at_the_start():
    log = make_log([A, B], [], chooser="b")
    board = core.new_board(log)
    assert [s.life for s in board.seats] == [4000, 4000]
    assert [len(s.hand) for s in board.seats] == [5, 5]
    assert board.chooser == "b" and board.phase == "setup"
    assert board.cards["a.r"].zone == "set-aside"
    board = board_after([A, B], [call("a")])
    assert board.cards["a.r"].zone == board.cards["b.r"].zone == "ruler-area"
    assert board.turn == 1 and board.active == "a"


def test_mulligan_puts_cards_under_the_deck_in_order_and_draws_as_many():
    board = board_after([A, B], [ev("Mulliganed", "a", cards=["a.2", "a.1"])])
    s = board.seat("a")
    assert s.deck[-2:] == ["a.2", "a.1"]
    assert set(s.hand) == {"a.3", "a.4", "a.5", "a.6", "a.7"}


def test_the_first_player_decides_on_the_mulligan_first():
    ok = verify([A, B], [ev("Mulliganed", "a", cards=["a.1"]), ev("Mulliganed", "b", cards=[])])
    assert ok.clean
    bad = verify([A, B], [ev("Mulliganed", "b", cards=[]), ev("Mulliganed", "a", cards=["a.1"])])
    assert rules_at(bad) == [(1, "fow.setup.mulligan-order")]  # (b decided out of turn: qa34 W1)


def test_one_mulligan_each_and_only_during_set_up():
    twice = verify([A, B], [ev("Mulliganed", "a", cards=["a.1"]), ev("Mulliganed", "a", cards=["a.2"])])
    assert rules_at(twice) == [(2, "fow.setup.mulligan-twice")]
    late = verify([A, B], [call("a"), ev("Mulliganed", "b", cards=["b.1"])])
    assert rules_at(late) == [(2, "fow.setup.mulligan-late")]


def test_deck_checks_ruler_stones_and_main_deck():
    bad_ruler = seat("a", ruler="Galahad, the Son of the God")
    stones = seat("b", stones=["Demonflame"])
    main = seat("a", deck=["Magic Stone of Light"])
    assert [v.rule for v in verify([bad_ruler, B], []).violations] == ["fow.setup.ruler"]
    assert [v.rule for v in verify([A, stones], []).violations] == ["fow.setup.stone-deck"]
    assert [v.rule for v in verify([main, B], []).violations] == ["fow.setup.main-deck"]
    # A ruler card is prepared apart from both decks (§ Mise en Place ①), not merely "not a magic stone".
    second_ruler = seat("a", deck=["Faria, the Sacred Queen"])
    assert [v.rule for v in verify([second_ruler, B], []).violations] == ["fow.setup.ruler"]


def test_any_real_card_may_be_named_in_a_deck_list():
    real = seat("a", deck=["Wiseman of Winds", "Alice's Castling"], ruler="Alice, Girl of the Lake")
    assert verify([real, B], []).clean


def test_an_unknown_card_is_refused_with_its_field():
    with pytest.raises(UnknownCardError) as exc:
        core.new_board(make_log([seat("a", deck=["Moon Knight of Nowhere"]), B], []))
    assert exc.value.line == 1 and exc.value.field == "$.players[0].deck"


def test_a_wrong_deck_order_is_a_finding_not_unusable_input():
    broken = dict(A, order=A["order"][:-1])
    result = core.verify(make_log([broken, B], []))
    (v,) = [v for v in result.violations if v.rule == "fow.log.deck-order"]
    assert v.seq == 0 and v.player == "a" and "in the order, " in v.message


def test_the_random_choice_of_the_chooser_is_recorded_not_checked():
    """Set-up ③ happens at the table: the log records who was drawn (``chooser``) and whom they chose."""
    notes = verify([A, B], [], chooser="b", first="a").notes
    assert any("random draw picked b to choose" in n and "cannot be checked" in n for n in notes)
    silent = verify([A, B], []).notes
    assert any("does not say whom the random draw picked" in n for n in silent)


def test_the_chooser_and_the_first_player_must_be_seated():
    with pytest.raises(LogError) as exc:
        core.new_board(make_log([A, B], [], chooser="carol"))
    assert exc.value.field == "$.chooser"
    with pytest.raises(LogError) as exc:
        core.new_board(make_log([A, B], [], first="carol"))
    assert exc.value.field == "$.first"


def test_the_rulers_are_placed_together_whoever_acts_first():
    """Set-up ⑤: both rulers at once, recovered, then the chosen player's first turn; mulligans come before."""
    board = board_after([A, B], [ev("Mulliganed", "a", cards=[]), ev("Mulliganed", "b", cards=[])])
    assert board.cards["a.r"].zone == board.cards["b.r"].zone == "set-aside" and board.turn == 0
    board = board_after([A, B], [ev("Conceded", "b")])
    assert board.cards["a.r"].zone == board.cards["b.r"].zone == "ruler-area"
    assert not board.cards["a.r"].rested and not board.cards["b.r"].rested
    second = board_after([A, B], [call("b")], first="b")
    assert second.active == "b" and second.turn == 1 and second.cards["a.r"].zone == "ruler-area"
