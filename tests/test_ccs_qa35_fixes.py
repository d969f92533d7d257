"""Chrono Clash System: leftovers of round 34 (round 35, fix35_ccs), one test or more each, with the clean twins.

1. An illegal attack (``ccs.attack.summoned-this-turn``) on a player with no guardians left, then the log skips that
   player (the attacker passes, the next player after them draws): the attack stood at the table and eliminated
   them ("A player is eliminated when they are attacked with no guardians left to protect them"). Before, the
   deferred elimination waited for the log's end, so the next player's draw was ``ccs.turn.not-your-turn`` (a
   cascade of the one fault) and the elimination was noted a turn late; now the one violation is the attack, the
   defender is out from it, and the next player's turn is theirs. The clean twin attacks with a battler that could.
The logs are ours, in tests/logs/ccs_qa35/.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa35")
_board = _LOGGED.board_kept


# -- 1. an illegal attack on a bare player, then the log skips them ----------------------------------------------

def test_ccs_qa35_illegal_attack_then_log_skips_the_defender_eliminated_them() -> None:
    name = "skipped_after_illegal_attack"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(44, "ccs.attack.summoned-this-turn")]
    assert res.winner == "bob"  # alice concedes at 47, carol out at 44, dave conceded at 40
    assert "turn 14: Gatekeeper (bob.10) attacked carol, who had no guardians left: carol is eliminated" in res.notes
    board = _board(name, 46)  # alice's draw: her turn, carol skipped
    assert board.seat("carol").eliminated
    assert board.active == "alice"
    assert board.turn == 15


def test_ccs_qa35_twin_legal_attack_on_bare_defender_is_clean() -> None:
    name = "skipped_after_illegal_attack_clean"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert res.winner == "bob"
    board = _board(name, 46)
    assert board.seat("carol").eliminated and board.active == "alice" and board.turn == 15

