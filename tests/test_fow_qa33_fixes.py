"""Force of Will: the round-33 findings left over (the tester's logs lost, rebuilt in tests/logs/fow_qa33/ from
tests/logs/fow_qa32d/nt_base.jsonl, a log with no ``TurnEnded`` at all, and from small decks for the deck-out).

1. A skipped turn in a log with no ``TurnEnded`` (nt2: a player takes two turns in a row, the other's turn left out
   entirely): it gave two faults or more (``fow.turn.draw-phase`` at the draw, ``fow.stone.once-per-turn`` at the
   call, ``fow.will.rested`` at each payment); now one, ``fow.turn.not-your-turn`` at the draw ("takes a second
   turn in a row"), the turn theirs (recovered) as the log shows.
2. An early draw in such a log (nt3: the next player draws before the current player's turn is over, then the
   player whose turn it is draws too): it was ``fow.turn.draw-phase`` ("drew a second card this turn") and a
   cascade; now one ``fow.turn.not-your-turn`` at the early draw, and the turns go on as the table played them.
3. A draw past the main deck's end (pd3: a player draws when her main deck is empty, the log numbering that draw
   ``bob.8`` for a deck of seven) was refused (exit 2, "card id 'bob.8' is no card of this match"); with no
   ``TurnEnded`` and no id it was ``fow.turn.draw-phase`` ("no card left to draw") and no winner. Now it is the loss
   the seed names (« attendre que l'adversaire doive piocher une carte durant sa Phase de Pioche mais n'y parvienne
   pas car son Deck Principal est vide »): the other player wins, the draw's record a note, what the table played
   after it ``fow.game.over`` once.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa33")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


# -- 3. a draw past the main deck's end ----------------------------------------------------------------------------

def test_fow_qa33_clean_deck_out_is_clean() -> None:
    v = _LOGGED.verdict("pd0_clean_deck_out.jsonl")
    assert v.violations == [] and v.winner == "alice" and "main deck is empty" in v.result


def test_fow_qa33_failed_draw_numbered_past_the_end_is_the_loss() -> None:
    # (the log ending on that draw: clean, the loss the draw itself; was exit 2)
    v = _LOGGED.verdict("pd3_empty_deck_draw_last.jsonl")
    assert v.violations == [] and v.winner == "alice"
    assert any("bob's draw names bob.8, one past the end of the main deck" in n for n in _notes(
        "pd3_empty_deck_draw_last.jsonl"))
    # (the table going on after it: fow.game.over once, the winner kept)
    assert _LOGGED.rules("pd3_empty_deck_draw.jsonl") == [(16, "fow.game.over")]
    assert _LOGGED.verdict("pd3_empty_deck_draw.jsonl").winner == "alice"


@pytest.mark.parametrize("name", ["pd3_empty_deck_draw_noend.jsonl", "pd3_empty_deck_draw_noend_noid.jsonl"])
def test_fow_qa33_failed_draw_with_no_turn_end_is_the_loss(name: str) -> None:
    # (no TurnEnded in the log: its first turn's end flagged once, as ever; the empty deck's draw ends the game)
    assert _LOGGED.rules(name) == [(2, "fow.turn.not-your-turn"), (11, "fow.game.over")]
    assert _LOGGED.verdict(name).winner == "alice"
    last = "pd3_empty_deck_draw_noend_last.jsonl"
    assert _LOGGED.rules(last) == [(2, "fow.turn.not-your-turn")]
    assert _LOGGED.verdict(last).winner == "alice"


def test_fow_qa33_past_end_id_with_cards_left_draws_the_top_card() -> None:
    # (a log whose draw count is off, the deck not empty: the top card drawn, a note, not exit 2)
    name = "pd4_past_end_id_cards_left.jsonl"
    assert _LOGGED.rules(name) == [] and _LOGGED.verdict(name).winner == "alice"
    assert any("alice's draw names an id past the end of the main deck" in n for n in _notes(name))
    assert "alice.6" in _LOGGED.board_after(name, 6).seat("alice").hand
