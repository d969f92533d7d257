"""Chrono Clash System: leftovers of round 38 (qa38d-ccs, /tmp/qa38d-ccs/REPORT.md, and the 3-4 player attacks
whose ``defender`` the log leaves out), one test or more each. Logs in tests/logs/ccs_qa39/.

1. 3-4 players, an attack on a guardian stack with ``defender`` left out, no reveal after it, and two or more
   opponents with no guardian left (``4p-defender-left-out-carol-out``, from ``ccs_qa38c/4p-full`` with the defender
   of seq 107 taken out; twin ``4p-full-clean``). Before: flagged at the attack
   (``ccs.attack.target-not-enemy``), no one eliminated, and so carol's elimination and alice's win were lost. Now
   the later evidence is read: an attack on a player with no guardian left eliminates them, so the first later
   event of all but one of those players (they play on) shows the one attacked: eliminated then, with a note; the
   stripped log is clean and alice wins, as in the twin. Two such attacks in one turn on the same two opponents
   (``4p-two-attacks-no-defender``): one each, both out. The log ending before anything shows whom
   (``4p-ends-in-dave-turn-no-defender``, twin ``4p-ends-in-dave-turn-clean``): one flag at the attack, as
   docs/log-format.md says, and a note saying so. Both of them playing on (``3p-no-defender-both-play-on``, from
   ccs_qa36a): the reading is taken back when the one read as out plays on, the one fault at the attack.
2. qa38d C4 (a first player who skips the turn-1 draw, then draws alice.11, which that left on top): already one
   violation on this base (round 38c, tests/test_ccs_qa38c_fixes.py
   ``test_skipped_turn1_draw_then_that_card_drawn_is_one_fault``, the tester's two logs byte for byte); checked again
   here on the tester's logs, with and without set-up records.
3. qa38d O1 (``redraw-further-card-FAULT``: alice draws alice.12 at 1 with alice.11 on top, flagged; at 5 she draws
   alice.13, alice.11 still on top). Decided: the same slip, not a second fault. The seed's turn has one draw ("2
   Draw 1 card from your deck") and each of these turns drew one card; only the id differs, one place further than
   the table's since the draw where log and deck parted, and a log numbered so names every later draw so: flagging
   it flags each later lawful draw (the cascade round 37 removed, tests/test_ccs_qa37d_fixes.py). What was wrong:
   nothing said so. Now a note at the first such draw names the card drawn and the card still on top, so a judge sees
   the reading. A draw deeper still (``redraw-deeper-still-FAULT``) is a second fault, flagged; the twin with the
   top cards drawn (``redraw-clean-twin``) is clean, no note.
4. qa38d O2 (``4p-order-read-then-taken-back``: no seats, carol draws at 3 in bob's place, flagged; bob draws at 5,
   which read the order alice, carol, bob, dave from the log; bob drawing after alice at 11 takes that back, the
   listed order and the one violation standing). Before: ``explain 5`` showed "active: dave" before bob's draw (and
   still called ccs.turn.not-your-turn ok), and ``replay --at 5`` .. ``--at 8`` listed the players in the order read.
   Now the boards shown are the verdict's: before 5 it is bob's draw step, and 5 to 8 list the players in the listed
   order.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa39")


# -- 1. An attack with no defender, no reveal, several opponents with no guardian left ---------------------------------

def test_defender_left_out_read_from_who_plays_on_and_alice_wins():
    result = _LOGGED.verdict("4p-defender-left-out-carol-out")
    assert result.violations == [] and result.winner == "alice"
    assert ("seq 107: the log does not name the opponent Lightbringer (dave.16) attacks, and no guardian is revealed "
            "for it: of alice, carol, who had no guardians left, only carol does not play on after it (seq 109): carol "
            "is taken as the defender, eliminated by that attack") in [str(n) for n in result.notes]
    # before the evidence no one is out; from it carol is, as in the full twin
    assert not _LOGGED.board_kept("4p-defender-left-out-carol-out", 108).seat("carol").eliminated
    stripped = _LOGGED.board_kept("4p-defender-left-out-carol-out", 109)
    full = _LOGGED.board_kept("4p-full-clean", 109)
    assert stripped.seat("carol").eliminated and not stripped.seat("alice").eliminated
    assert [(s.id, s.eliminated, s.hand, s.guardians) for s in stripped.seats] == [
        (s.id, s.eliminated, s.hand, s.guardians) for s in full.seats]


def test_defender_left_out_full_twin_is_clean():
    result = _LOGGED.verdict("4p-full-clean")
    assert result.violations == [] and result.winner == "alice"
    assert not any("does not name the opponent" in str(n) for n in result.notes)


def test_two_attacks_with_no_defender_on_the_two_opponents_left_bare_put_both_out():
    result = _LOGGED.verdict("4p-two-attacks-no-defender")
    assert result.violations == [] and result.winner == "alice"
    assert str(result.result) == ("alice wins, last player standing (Pyre Striker (alice.16) and Tide Scholar "
                                  "(alice.12) attacked bob, dave, one each, who had no guardians left)")
    assert any(str(n).startswith("seq 113 and seq 114: the log names no defender") for n in result.notes)


def test_defender_left_out_and_nothing_after_shows_whom_is_one_flag():
    result = _LOGGED.verdict("4p-ends-in-dave-turn-no-defender")
    assert [(v.seq, v.rule) for v in result.violations] == [(107, "ccs.attack.target-not-enemy")]
    assert result.violations[0].message == (
        "the log does not name the opponent Lightbringer (dave.16) attacks: in a match of three or more players an "
        "attack on a guardian stack names its defender (3 opponents are in the game)")
    assert ("seq 107: the log does not name the opponent Lightbringer (dave.16) attacks, no guardian is revealed for "
            "it, and alice, carol had no guardians left: the log ends before it shows which of them it put out of the "
            "game") in [str(n) for n in result.notes]
    assert not any(s.eliminated for s in _LOGGED.board_kept("4p-ends-in-dave-turn-no-defender", 108).seats)


def test_defender_named_twin_ending_in_dave_turn_is_clean():
    result = _LOGGED.verdict("4p-ends-in-dave-turn-clean")
    assert result.violations == []
    assert _LOGGED.board_kept("4p-ends-in-dave-turn-clean", 108).seat("carol").eliminated


def test_defender_left_out_both_bare_opponents_play_on_is_the_one_fault_at_the_attack():
    # (ccs_qa36a's lang-drake-3p-own-lancer-str5-forced-target) at 35 alice attacks naming no defender, bob and carol
    # both with no guardian left, no reveal; bob plays on (37), so carol is read as the one attacked; then carol plays
    # on (39): the reading is taken back, and leaving the defender out is the one fault, at the attack.
    result = _LOGGED.verdict("3p-no-defender-both-play-on")
    assert [(v.seq, v.rule) for v in result.violations] == [(35, "ccs.attack.target-not-enemy")]
    notes = [str(n) for n in result.notes]
    assert ("seq 39: carol plays on after the attack at seq 35, which the log did not give a defender: that attack "
            "was not on carol, and the log does not show whom it attacked") in notes
    assert not any("carol is taken as the defender" in n for n in notes)
    assert not _LOGGED.board_kept("3p-no-defender-both-play-on", 40).seat("carol").eliminated


# -- 2. C4: the skipped turn-1 draw, then that card drawn ---------------------------------------------------------------

def test_c4_skipped_turn1_draw_then_the_card_left_on_top_is_one_fault():
    from ccs import Logged as _L

    qa38c = _L("ccs_qa38c")  # (the tester's logs, byte for byte)
    assert qa38c.found("setup-hands-then-no-turn1-draw-FAULT") == [(11, "ccs.turn.draw-step")]
    assert qa38c.found("no-turn1-draw-nosetup-FAULT") == [(1, "ccs.turn.draw-step")]


# -- 3. O1: a draw one further down after a draw from under the top ----------------------------------------------------

def test_o1_second_draw_one_further_down_is_the_same_slip_said_in_a_note():
    result = _LOGGED.verdict("redraw-further-card-FAULT")
    assert [(v.seq, v.rule) for v in result.violations] == [(1, "ccs.draw.not-top")]
    assert ("seq 5: alice draws Frost Warden (alice.13) while Blaze Captain (alice.11), left on top by the draw of Tide "
            "Scholar (alice.12) from under it (flagged then), is still on top: read as the log's card ids running one "
            "further down than the table's from that draw on, the same slip, not a second draw from under the top"
            ) in [str(n) for n in result.notes]
    alice = _LOGGED.board_kept("redraw-further-card-FAULT", 5).seat("alice")
    assert "alice.13" in alice.hand and alice.deck[0] == "alice.11"


def test_o1_a_draw_deeper_still_is_a_second_fault():
    assert _LOGGED.found("redraw-deeper-still-FAULT") == [(1, "ccs.draw.not-top"), (5, "ccs.draw.not-top")]


def test_o1_clean_twin_is_clean_with_no_note():
    result = _LOGGED.verdict("redraw-clean-twin")
    assert result.violations == []
    assert not any("one further down" in str(n) for n in result.notes)


# -- 4. O2: the boards shown after a turn order read and taken back ---------------------------------------------------

def test_o2_boards_shown_keep_the_listed_order_the_verdict_keeps():
    name = "4p-order-read-then-taken-back"
    assert _LOGGED.found(name) == [(3, "ccs.turn.order-multiplayer")]
    before = _LOGGED.board_kept(name, 4)
    assert (before.active, before.step) == ("bob", "draw")
    for seq in (5, 6, 7, 8, 9):
        assert [s.id for s in _LOGGED.board_kept(name, seq).seats] == ["alice", "bob", "carol", "dave"], seq
    assert (_LOGGED.board_kept(name, 5).active, _LOGGED.board_kept(name, 8).active) == ("bob", "alice")
    out = Logged.cli("explain", _LOGGED.path(name), "5")
    facts = out.split("Board facts it met (just before the event):")[1].split("Checked")[0]
    assert "active: bob" in facts and "step: draw" in facts
