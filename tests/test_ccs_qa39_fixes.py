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

