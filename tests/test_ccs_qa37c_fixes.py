"""Chrono Clash System: tester qa37c's regression findings on this round's turn-order readings (the tester's logs
/tmp/qa37c-ccs, kept in tests/logs/ccs_qa37c/), one test or more each.

F1-F5 (HIGH). After a swap read as "played late" (a note, the turn order then read from the log), a later draw that
   followed the order before from the player who just ended was "the table went back to it; not a fault"
   (``engine._order_back``), whatever it did to the round: a player was left without a turn in it
   (``4p-r2-acbd-r3-acd-bob-skipped-by-going-back``, ``3p-r2-bac-r3-bc-alice-skipped``, two rounds later
   ``4p-r2-acbd-r3-acbd-r4-acd``), or given a second one (``3p-r2-acb-r3-ac-alice-twice-bob-skipped``,
   ``4p-r2-carol-plays-twice-acbcd``, ``3p-r2-acb-then-carol-twice-acbc``), with one flag only, the swap's. Now going
   back is read only where the round comes out whole in the order before (the turns of the round under way,
   ``Board.round_turns``, this draw's and the rest of the round in that order give each player one turn, the round
   begun by its first player); else the draw is a turn taken, flagged as ever and its own root.
M1. ``4p-r2-acbd-r3-a-c-d-b-bob-late-next-round``: dave at 21 took bob's turn in the order read (a note "went back"
   before), and bob at 23 was blamed ("bob drew a card during alice's turn"), round 4 then explained with a made-up
   order. Now 21 is flagged (its own root), bob at 23 plays that turn late (the note), round 4 is the table going back
   to the seats' order (a note).
M2. ``4p-r2-extra-turn-aba-then-dave-carol-skipped``: after alice's extra turn (taking carol's, flagged at 13), dave
   drew at 15: neither bob (the player to alice's left) nor carol playing her turn late. It was ``caused_by`` 13 and
   named bob's turn only. Now it is its own root, and the message says carol's turn was never played.
LOW. ``4p-r2-extra-turn-aba-then-b-again``: bob playing after alice's extra turn is the rule's own words ("the counter
   is placed on the Chrono Clash gauge of the player to your left"): one flag, 13, as before.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa37c")
_board = _LOGGED.board_kept
_R = "ccs.turn.order-multiplayer"


def _roots(name: str) -> list[tuple[int, str, int | None]]:
    return [(v.seq, v.rule, v.caused_by) for v in _LOGGED.verdict(name).violations]


def _went_back(name: str) -> list[int]:
    return [int(n.split(":")[0][4:]) for n in _LOGGED.notes(name) if "the table went back to it; not a fault" in n]


@pytest.mark.parametrize("name", ["CLEAN-4p-abcd-4rounds", "CLEAN-4p-abcd-6rounds", "CLEAN-3p-abc-4rounds"])
def test_ccs_qa37c_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.found(name) == []
    assert _went_back(name) == []


@pytest.mark.parametrize(("name", "second", "active"), [
    ("4p-r2-acbd-r3-acd-bob-skipped-by-going-back", 21, "bob"),   # abcd | acbd | a c d (bob skipped) | abcd
    ("noseat-4p-r2-acbd-r3-acd-bob-skipped", 21, "bob"),          # the same, no seats in the header
    ("3p-r2-acb-r3-ac-alice-twice-bob-skipped", 17, "bob"),       # abc | acb | a c (bob skipped) | abc
    ("4p-r2-carol-plays-twice-acbcd", 15, "dave"),                # abcd | a c b c d | abcd
    ("3p-r2-acb-then-carol-twice-acbc", 13, "alice"),             # abc | a c b c | abc
    ("4p-r2-acbd-r3-acbd-r4-acd", 29, "bob"),                     # abcd | acbd | acbd | a c d | abcd
    ("3p-r2-bac-r3-bc-alice-skipped", 15, "alice"),               # abc | bac | b c (alice skipped) | abc
])
def test_ccs_qa37c_going_back_that_breaks_the_round_is_flagged(name: str, second: int, active: str) -> None:
    v = _LOGGED.verdict(name).violations
    assert [(x.seq, x.rule, x.caused_by) for x in v][1] == (second, _R, None)
    assert len(v) == 2 and v[0].caused_by is None
    assert f"during {active}'s turn" in v[1].message
    assert second not in _went_back(name)


def test_ccs_qa37c_f1_the_lawful_round_after_is_a_going_back() -> None:
    name = "4p-r2-acbd-r3-acd-bob-skipped-by-going-back"
    assert _went_back(name) == [25]
    assert [s.id for s in _board(name, 25).seats] == ["alice", "bob", "carol", "dave"]
    assert _board(name, 21).active == "dave"


def test_ccs_qa37c_lawful_going_back_stays_a_note() -> None:
    # abc | bac | abc: the round of the order read whole, the next begun by its first player in the order before.
    assert _roots("3p-r2-bac-r3-abc") == [(7, _R, None)] and _went_back("3p-r2-bac-r3-abc") == [13]
    # abcd | acbd | a d b c: the third round's turns each player's once (carol's at 23 ends it whole).
    assert 23 in _went_back("4p-r2-acbd-r3-adbc")
    assert [x[0] for x in _roots("4p-r2-acbd-r3-adbc")] == [11, 19, 21, 25]


def test_ccs_qa37c_m1_dave_takes_bobs_turn_bob_plays_it_late() -> None:
    name = "4p-r2-acbd-r3-a-c-d-b-bob-late-next-round"  # abcd | acbd | a c d b | abcd
    assert _roots(name) == [(11, _R, None), (21, _R, None)]
    v = _LOGGED.verdict(name).violations[1]
    assert v.message == "dave drew a card during bob's turn"
    notes = _LOGGED.notes(name)
    assert any(n.startswith("seq 23: bob, whose turn dave took (flagged there), draws right after dave's turn") for n in notes)
    assert _went_back(name) == [27]
    assert [s.id for s in _board(name, 31).seats] == ["alice", "bob", "carol", "dave"]


def test_ccs_qa37c_m2_carols_lost_turn_is_its_own_root() -> None:
    name = "4p-r2-extra-turn-aba-then-dave-carol-skipped"  # abcd | a b a d | abcd
    assert _roots(name) == [(13, _R, None), (15, _R, None)]
    assert _LOGGED.verdict(name).violations[1].message == (
        "dave drew a card during bob's turn; the turn of carol, which alice took, was never played")
    assert _board(name, 15).active == "dave" and _board(name, 17).active == "alice"


def test_ccs_qa37c_low_bob_after_alices_extra_turn_is_the_rule() -> None:
    # abcd | a b a b c d: after alice's turn, "the player to your left" (bob): only alice's extra turn is a fault.
    assert _roots("4p-r2-extra-turn-aba-then-b-again") == [(13, _R, None)]
