"""Force of Will: round 34's fixes of the findings left from rounds 33-33f (verdicts and ``caused_by``).

1. (qa33e A5) alice put Hector during her own attack (``fow.play.main-phase``), then recorded a block of her own
   attack (``fow.block.not-defender``): the block was ``caused_by`` the play, because the legal history of the play
   (bob's "no block" left out before it) made that block ``fow.block.no-battle`` there, and only another player's
   later fault still flagged under another rule counted as their own breach. A later event of the same player
   still a fault in a legal history that makes the earlier fault as recorded (only a step left out before it, its
   board change standing) is that player's own breach too: now a root cause. A history that leaves the fault out
   or replaces it does not count for this (a draw left out flags the drawer's next play "before the turn's
   draw", a follow-on of the history), so the one-slip cascades stay linked (slips bench unchanged by this).
2. (qa33e D2/D2b) bob drew early in alice's turn (the missing end, ``fow.turn.not-your-turn``), called his stone,
   then alice put a resonator in what was now bob's turn (``fow.turn.not-your-turn``, alice): hers was
   ``caused_by`` bob's draw. The legal history "alice's end left out" was never tried (only the first six legal
   actions listed were tried as the missing step, the turn's end listed after every main-phase action), and the
   one tried, "bob's draw left out", was cut at the last flagged seq, before bob's whole turn it flags. Now the
   step left out is one of the legal actions after which the event is legal, and the histories are ranked by what
   they commit up to the log's end: alice's resonator is her own breach (the twin D2c, with alice's end
   recorded, gives that one flag). D3 (bob's early draw and call, then alice's second call) keeps its three roots.
3. (qa33b A1/A2, the no-TurnEnded reading) In a log that records no TurnEnded, the turn player's draw after their
   turn's draw, then a second stone call, was read as a second turn in a row on the call alone: one flag, at the
   draw, the second call never flagged. « Vous ne pouvez appeler de Pierre Magique qu'une fois pendant chacun de
   vos tours. » The call does not tell a new turn from one draw too many; now the reading waits: an act of theirs
   that only a new turn allows (a payment with a source rested before that draw, an attack by a card rested or put
   onto the field before it: B7) shows the new turn (one flag, as before); the other player's turn beginning, or
   the log's end, with none shown, is one turn: ``fow.turn.draw-phase`` at the draw and
   ``fow.stone.once-per-turn`` at the call (N1, N3, E1), the board the one-turn board.
4. (qa33 10c) alice's chant played in her battle (``fow.play.main-phase``), bob's block recorded before its
   resolution: a second ``fow.chase.unresolved`` at the block. The chant could not be played there at all, so
   there was no chase to wait for: the block is that same fault, a note. A block before a *legal* chant-instant
   resolves is still ``fow.chase.unresolved`` (10d).
5. (found on the slips bench while fixing 2) A resolution left on the chase at the turn's end is resolved there
   (``fow.chase.unresolved``); its ``ChaseResolved`` recorded one line late is that resolution's record, a note.
   Recorded after the next player's turn draw too (two lines late), it was ``fow.chase.empty``, a second flag for
   one slip: now the same note (M1).

The logs are the testers' (/tmp/qa33e-fow, /tmp/qa33-fow, tests/logs/fow_qa33c) and, N1/N3/M1/10d, built from
them (N1: B0 with alice's extra draw and second call before bob's draw; N3: N1 ending at that call; 10d: 10a with
the instant's resolution recorded after the block; M1: the sample judgment-destroyed-j-ruler with a resolution
moved two lines later), kept whole in tests/logs/fow_qa34/.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa34")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["D2bt_twin_alice_ends_then_bob_turn_no_alice_play.jsonl",
                                  "10a_instant_before_block_clean.jsonl", "M1t_clean_twin.jsonl"])
def test_fow_qa34_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. the same player's later, independent fault --------------------------------------------------------------

def test_fow_qa34_attacker_blocking_own_attack_after_illegal_play_is_its_own_breach() -> None:
    name = "A5_hector_in_battle_then_attacker_blocks.jsonl"
    # (was (31, fow.block.not-defender, 29): "a consequence, not a new breach")
    assert _LOGGED.causes(name) == [(29, "fow.play.main-phase", None), (31, "fow.block.not-defender", None)]
    assert _LOGGED.verdict(name).root_causes == 2
    board = _LOGGED.board_after(name, 33)
    assert board.cards["bob.1"].zone == "grave"  # bob's own block (32) answers the attack: Galahad dies blocking
    assert {s.id: s.life for s in board.seats}["bob"] == 4000
    # the clean twin: no play, no block of alice's
    assert _LOGGED.rules(name, drop=(29, 30, 31)) == []


# -- 2. an early draw, then the former turn player's own fault ---------------------------------------------------

@pytest.mark.parametrize("name", ["D2_early_draw_bob_calls_then_alice_puts_resonator.jsonl",
                                  "D2b_early_draw_bob_calls_alice_puts_resonator_bob_goes_on.jsonl"])
def test_fow_qa34_resonator_in_the_drawers_turn_is_its_own_breach(name: str) -> None:
    # (was (30, fow.turn.not-your-turn, 28): hidden as a consequence of bob's early draw)
    assert _LOGGED.causes(name) == [(28, "fow.turn.not-your-turn", None), (30, "fow.turn.not-your-turn", None)]
    v = _LOGGED.verdict(name)
    assert v.violations[1].player == "alice" and "alice played Whelp Drake (alice.6) during bob's turn" in str(
        v.violations[1].message)
    # the twin with alice's end recorded: that one fault, alice's
    assert _LOGGED.causes("D2c_twin_alice_ends_then_alice_puts_resonator_in_bobs_turn.jsonl") == [
        (31, "fow.turn.not-your-turn", None)]


def test_fow_qa34_early_draw_then_drawers_call_and_second_call_keep_their_roots() -> None:
    name = "D3_early_draw_bob_calls_then_alice_calls.jsonl"
    assert _LOGGED.causes(name) == [(28, "fow.turn.not-your-turn", None), (29, "fow.turn.not-your-turn", None),
                                    (30, "fow.stone.once-per-turn", None)]


# -- 3. no TurnEnded: a draw too many and a second call, the new turn not shown ----------------------------------

@pytest.mark.parametrize("name", ["N1_noend_extra_draw_then_2nd_stone.jsonl",
                                  "N3_noend_extra_draw_then_2nd_stone_log_ends.jsonl"])
def test_fow_qa34_no_end_log_draw_too_many_then_second_call_is_two_faults(name: str) -> None:
    # (was one fow.turn.not-your-turn at 22, "a second turn in a row", the call at 23 not flagged)
    assert _LOGGED.causes(name) == [(2, "fow.turn.not-your-turn", None), (22, "fow.turn.draw-phase", None),
                                    (23, "fow.stone.once-per-turn", None)]
    assert not any("takes a second turn in a row" in n for n in _notes(name))


def test_fow_qa34_no_end_log_one_turn_board_is_kept() -> None:
    # the table's board: alice's turn 7 goes on (her stones rested then stay rested), the second call carried out
    name = "N1_noend_extra_draw_then_2nd_stone.jsonl"
    assert _LOGGED.board_after(name, 23).turn == 7  # (while the verdict waits, the board is the one-turn reading's)
    b = _LOGGED.board_after(name, 24)
    assert b.turn == 7 and [b.cards[c].rested for c in b.seat("alice").stone_area] == [True, True, True, False, False]
    b = _LOGGED.board_after(name, 25)
    assert b.active == "bob" and b.turn == 8


def test_fow_qa34_no_end_log_third_call_is_flagged_too() -> None:
    # (qa33e E1: was 22 "a second turn in a row" and 24 once-per-turn; the call at 23 is the turn's second)
    assert _LOGGED.causes("E1_noend_second_turn_read_then_third_stone_call.jsonl") == [
        (2, "fow.turn.not-your-turn", None), (22, "fow.turn.draw-phase", None), (23, "fow.stone.once-per-turn", None),
        (24, "fow.stone.once-per-turn", None)]


def test_fow_qa34_no_end_log_new_turn_shown_stays_one_fault() -> None:
    # B7: after the draw and the call, alice pays with alice.s1/s2, rested in the stretch before: only a new turn's
    # recovery allows that, so the draw began a second turn in a row (bob's left out): one flag, stones recovered.
    name = "B7_noend_real_second_turn_then_bob.jsonl"
    assert _LOGGED.causes(name) == [(2, "fow.turn.not-your-turn", None), (22, "fow.turn.not-your-turn", None)]
    assert any("seq 23: alice acts as a new turn's player after the draw at seq 22" in n for n in _notes(name))
    b = _LOGGED.board_after(name, 25)
    assert b.turn == 8 and b.cards["alice.3"].zone == "field"
    assert _LOGGED.rules("B0_noend_turn7_clean_twin.jsonl") == [(2, "fow.turn.not-your-turn")]


# -- 4. a block while the illegally played chant is on the chase ------------------------------------------------

def test_fow_qa34_block_before_illegal_chant_resolves_is_that_same_fault() -> None:
    name = "10c_chant_in_battle_resolved_after_block.jsonl"
    # (was also (30, fow.chase.unresolved))
    assert _LOGGED.causes(name) == [(29, "fow.play.main-phase", None)]
    assert any(n.startswith("seq 30: bob's block was declared while Flame King's Shout (alice.5), played in this "
                            "battle (flagged then), was still on the chase: that same fault") for n in _notes(name))
    board = _LOGGED.board_after(name, 32)
    assert board.cards["bob.1"].zone == "grave" and board.cards["bob.3"].zone == "grave"  # block fought, Shout resolved
    assert {s.id: s.life for s in board.seats}["bob"] == 4000


def test_fow_qa34_block_before_legal_instant_resolves_is_still_flagged() -> None:
    assert _LOGGED.causes("10d_instant_in_battle_resolved_after_block.jsonl") == [
        (30, "fow.chase.unresolved", None)]


# -- 5. a resolution recorded after the turn's end and the next player's draw -----------------------------------

def test_fow_qa34_resolution_recorded_after_end_and_next_draw_is_its_record() -> None:
    name = "M1_chase_resolved_after_end_and_next_draw.jsonl"
    # (was (11, fow.chase.unresolved) and (13, fow.chase.empty))
    assert _LOGGED.causes(name) == [(11, "fow.chase.unresolved", None)]
    assert any("the log resolves Dragoon of Certo (alice.1), which the turn's end just before resolved" in n
               for n in _notes(name))
    assert _LOGGED.verdict(name).winner == _LOGGED.verdict("M1t_clean_twin.jsonl").winner
