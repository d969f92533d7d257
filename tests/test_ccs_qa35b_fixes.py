"""Chrono Clash System: the author round's findings (round 35, /tmp/qa35-ccs/REPORT.md; fix35_ccs2), one test or more
each, with the clean twins.

1. Legion, the first icon answered (a battler, drawn), the second left unanswered, then the next player's turn draw
   after a turn that paying ended (L_legion_first_taken_second_unanswered_then_draw(_play), X_effect_legion_after_ok):
   was ``ccs.draw.not-top`` ("the top card was Solar Banner", a card already in the hand), the card the Legion drew
   put back in the deck and the turn not begun (then ``ccs.turn.draw-step`` at the next summon). By docs/log-format.md
   an optional trigger left unanswered counts as declined when the log moves on: now the draw is the turn's draw,
   judged against the deck's top as it is now (clean; one naming a card under the top is one ``ccs.draw.not-top``
   naming the real top). When the next event resolves the waiting Legion after all, the draw was the Legion's,
   recorded under a wrong id: the board goes back, one ``ccs.draw.not-top`` as before (tests/test_ccs_qa33e B1 still
   pins that). The twins decline the second Legion explicitly.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa35b")
_board = _LOGGED.board_kept


# -- 1. a second Legion left unanswered, then the next player's turn draw ------------------------------------------

@pytest.mark.parametrize("name", ["L_legion_first_taken_second_unanswered_then_draw",
                                  "L_legion_first_taken_second_declined_then_draw"])
def test_ccs_qa35b_second_legion_unanswered_then_turn_draw_is_clean(name: str) -> None:
    assert _LOGGED.found(name) == []
    seq = 8 if "unanswered" in name else 9
    board = _board(name, seq)
    bob = board.seat("bob")
    assert {"bob.12", "bob.13"} <= set(bob.hand) and "bob.12" not in bob.deck  # the Legion's battler kept
    assert len(bob.hand) == 7 and bob.deck[0] == "bob.14"
    assert (board.active, board.turn, board.pending) == ("bob", 4, [])


@pytest.mark.parametrize("name", ["L_legion_first_taken_second_unanswered_then_draw_play",
                                  "L_legion_first_taken_second_declined_then_draw_play",
                                  "X_effect_legion_after_ok"])
def test_ccs_qa35b_second_legion_unanswered_then_turn_goes_on_is_clean(name: str) -> None:
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert not any("left out its TriggerResolved" in str(n) for n in res.notes)


def test_ccs_qa35b_second_legion_unanswered_then_draw_under_the_top_is_one_not_top() -> None:
    name = "L_legion_second_unanswered_then_draw_under_top"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(8, "ccs.draw.not-top")]
    assert "top card of the deck was Blessing (bob.13)" in res.violations[0].message
    board = _board(name, 8)
    assert "bob.12" in board.seat("bob").hand and (board.active, board.turn) == ("bob", 4)
