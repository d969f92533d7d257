"""Chrono Clash System: the multiplayer findings of tester qa36 (turn order, seats, eliminations, game over), with
their clean twins. Logs in tests/logs/ccs_qa36b/ (the tester's, from /tmp/qa36-ccs/logs/, and variants made here).

FP-2. Two players deck out one after the other (3p ``3p-deckout-all-pass-recorded``, 4p
      ``4p-deckout-two-in-a-row-recorded-game-goes-on``): the engine ran both failed draws itself after the last pass,
      and the log's own records of them ("With no card, by a player whose deck was empty at the start of their turn:
      the draw that failed and eliminated them, accepted as that loss", docs/log-format.md) were ``ccs.game.over``.
      Now each recorded failed draw that matches one the engine ran, in order, is that loss recorded: clean. A
      record repeated, or a draw by the winner after them, is still ``ccs.game.over`` once.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa36b")


# -- FP-2 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa36b_fp2_two_failed_draws_in_a_row_recorded_are_those_losses() -> None:
    res = _LOGGED.verdict("3p-deckout-all-pass-recorded")
    assert res.violations == [] and res.winner == "carol"
    res = _LOGGED.verdict("4p-deckout-two-in-a-row-recorded-game-goes-on")
    assert res.violations == [] and res.winner == "dave"


def test_ccs_qa36b_fp2_twins_stay_clean() -> None:
    for name, winner in (("3p-deckout-all-pass-unrecorded", "carol"), ("3p-deckout-only-alice-recorded", "carol"),
                         ("2p-deckout-failed-draw-recorded", "bob")):
        res = _LOGGED.verdict(name)
        assert res.violations == [] and res.winner == winner, name


def test_ccs_qa36b_fp2_a_failed_draw_recorded_twice_or_a_draw_after_them_is_after_the_end() -> None:
    # alice's record twice (247, 248), then bob's (249): the second of alice's is no loss the engine ran.
    assert _LOGGED.found("3p-deckout-alice-recorded-twice") == [(248, "ccs.game.over")]
    # both records, then carol (the winner) draws at 249.
    res = _LOGGED.verdict("3p-deckout-both-recorded-then-carol-draws")
    assert [(v.seq, v.rule) for v in res.violations] == [(249, "ccs.game.over")] and res.winner == "carol"
