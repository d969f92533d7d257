"""Chrono Clash System: the regression findings on round 39's defender reading (qa39b-ccs, /tmp/qa39b-ccs/REPORT.md),
an attack on a guardian stack whose ``defender`` the log leaves out, no reveal after it, two or more opponents with
no guardian left, read from who plays on (59c20b3a). Logs in tests/logs/ccs_qa39b/ (the tester's, byte for byte).

1. (false negative) The read defender skipped the attack's own checks: the reading eliminated them directly, never
   through the attack on their stack, so a tapped Sentinel of theirs ("While this battler is tapped, your quardian
   stack cannot be attacked") went unflagged (``4p-carol-sentinel-no-defender-FAULT``, the two-attack
   ``4p-sentinel-two-attacks-no-defender-FAULT``, ``4p-sentinel-first-no-defender-second-dave-FAULT``). Now the
   defender read is judged as the same attack naming them: ``ccs.attack.sentinel`` at the attack, as in the named
   twins; the log having shown they do not play on, it stood and eliminated them (the table's board).
2. (wrong winner) The reading was never taken back once it ended the game (``3p-W4-…-carol-plays-on-FAULT``: carol
   drawing after the "win" was ``ccs.game.over``, alice the winner), nor after two such attacks
   (``3p-W4b``/``3p-W4c``, ``4p-two-attacks-no-defender-carol-plays-on-FAULT``: ``ccs.game.eliminated``). Now the one
   so read playing on takes it back, the game over or not, and after two attacks either of the two: one flag at the
   attack, no one out who plays on, the winner the table's.
3. (false positive) A player after a bare candidate drawing next (the candidate's turn skipped) was flagged
   ``ccs.turn.order-multiplayer`` (``4p-alice-out-bob-next-no-defender``,
   ``4p-three-bare-one-attack-no-defender-bob-out``). Now the skipped turn shows who does not play on: that candidate
   is the defender, read then, with a note; clean as the named twins.
4. (lost winner) The log ending on the attack that put the other candidate out (``3p-W3-first-no-defender-second-bob-
   clean``) flagged the attack and lost alice's win. Now a candidate put out since by another attack is not that
   attack's defender: the one left is, clean, alice wins, with or without a pass after it.
5. (cascade) An attacker that could not attack (tapped, summoned this turn), its defender left out, two bare
   opponents, one of them never playing on (``4p-tapped-attacker-no-defender-carol-skipped-FAULT``,
   ``4p-sentry-summoned-this-turn-no-defender-FAULT``): the bare reading was skipped for a flagged attack, so no one
   was eliminated and the next lawful draw was ``ccs.turn.order-multiplayer``. Now the reading applies to it too (as
   the named twin: the log shows the attack stood), its one fault the attack's own; the read defender playing on is
   no second fault.
8. (cascade) A named attack on the attacker's own guardian stack with no guardian left (``4p-dave-attacks-self-
   FAULT``) eliminated the attacker, so their own next event was ``ccs.game.eliminated`` and an opponent's lawful
   attack on them ``ccs.attack.target-not-enemy``. Now it is one of the attacks the rules did not allow on a player
   with no guardians left: the log playing on with them shows it eliminated no one, with a note.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa39b")


# -- 1. The read defender judged as a named one (Sentinel) ------------------------------------------------------------

def test_read_defender_behind_a_tapped_sentinel_is_flagged_at_the_attack():
    name = "4p-carol-sentinel-no-defender-FAULT"
    result = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in result.violations] == [(107, "ccs.attack.sentinel")]
    assert result.violations[0].message == ("carol's guardian stack cannot be attacked while Frost Warden (carol.15) "
                                            "is tapped")
    assert _LOGGED.found("4p-carol-sentinel-named-FAULT") == [(107, "ccs.attack.sentinel")]
    assert result.winner == _LOGGED.verdict("4p-carol-sentinel-named-FAULT").winner == "alice"
    assert _LOGGED.board_kept(name, 110).seat("carol").eliminated


def test_read_defender_sentinel_clean_twin_untapped_warden_is_clean():
    result = _LOGGED.verdict("4p-carol-warden-untapped-no-defender-clean")
    assert result.violations == [] and result.winner == "alice"


def test_two_attacks_with_no_defender_one_on_a_tapped_sentinel_stack_is_flagged():
    assert _LOGGED.found("4p-sentinel-two-attacks-no-defender-FAULT") == [(109, "ccs.attack.sentinel")]
    assert _LOGGED.found("4p-sentinel-two-attacks-named-FAULT") == [(109, "ccs.attack.sentinel")]
    board = _LOGGED.board_kept("4p-sentinel-two-attacks-no-defender-FAULT", 112)
    assert board.seat("carol").eliminated and board.seat("dave").eliminated


def test_first_attack_no_defender_second_names_dave_sentinel_is_flagged():
    assert _LOGGED.found("4p-sentinel-first-no-defender-second-dave-FAULT") == [(109, "ccs.attack.sentinel")]
    assert _LOGGED.found("4p-sentinel-first-dave-second-no-defender-FAULT") == [(111, "ccs.attack.sentinel")]


def test_two_attacks_clean_twin_stays_clean():
    assert _LOGGED.found("4p-two-attacks-carol-dave-no-defender") == []
    assert _LOGGED.found("4p-two-attacks-carol-dave-named-clean") == []


# -- 2. The take-back after the game was over, and after two attacks ---------------------------------------------------

def test_read_defender_playing_on_after_the_win_takes_it_back():
    name = "3p-W4-first-no-defender-second-bob-carol-plays-on-FAULT"
    result = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in result.violations] == [(35, "ccs.attack.target-not-enemy")]
    assert result.winner is None
    assert ("seq 38: carol plays on after the attack at seq 35, which the log did not give a defender: that attack "
            "was not on carol, and the log does not show whom it attacked") in [str(n) for n in result.notes]
    board = _LOGGED.board_kept(name, 38)
    assert board.seat("bob").eliminated and not board.seat("carol").eliminated and not board.over


def test_two_attacks_no_defender_one_of_the_two_plays_on_after_the_win():
    for name, on, out in (("3p-W4b-two-no-defender-carol-plays-on-FAULT", "carol", "bob"),
                          ("3p-W4c-two-no-defender-bob-plays-on-FAULT", "bob", "carol")):
        result = _LOGGED.verdict(name)
        assert [(v.seq, v.rule) for v in result.violations] == [(36, "ccs.attack.target-not-enemy")], name
        assert result.winner is None, name
        board = _LOGGED.board_kept(name, 38)
        assert board.seat(out).eliminated and not board.seat(on).eliminated, name


def test_two_attacks_no_defender_carol_plays_on_in_4p():
    name = "4p-two-attacks-no-defender-carol-plays-on-FAULT"
    result = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in result.violations] == [(110, "ccs.attack.target-not-enemy")]
    board = _LOGGED.board_kept(name, 114)
    assert board.seat("dave").eliminated and not board.seat("carol").eliminated


def test_take_back_twins_still_right():
    assert _LOGGED.found("4p-first-no-defender-second-dave-carol-plays-on-FAULT") == [
        (109, "ccs.attack.target-not-enemy")]
    result = _LOGGED.verdict("3p-W2-two-no-defender-clean")
    assert result.violations == [] and result.winner == "alice"


# -- 3. A bare candidate's turn skipped shows the defender -------------------------------------------------------------

def test_guarded_player_drawing_after_the_skipped_candidate_is_lawful():
    name = "4p-alice-out-bob-next-no-defender"
    result = _LOGGED.verdict(name)
    assert result.violations == [] == _LOGGED.found("4p-alice-out-bob-next-clean")
    assert ("seq 107: the log does not name the opponent Lightbringer (dave.16) attacks, and no guardian is revealed "
            "for it: of alice, carol, who had no guardians left, the log skips alice's turn (seq 109): alice is taken "
            "as the defender, eliminated by that attack") in [str(n) for n in result.notes]
    board = _LOGGED.board_kept(name, 109)
    assert board.seat("alice").eliminated and not board.seat("carol").eliminated and board.active == "bob"


def test_three_bare_one_attack_the_skipped_candidate_is_the_defender():
    name = "4p-three-bare-one-attack-no-defender-bob-out"
    assert _LOGGED.found(name) == [] == _LOGGED.found("4p-three-bare-one-attack-bob-named-clean")
    board = _LOGGED.board_kept(name, 113)
    assert board.seat("bob").eliminated and not board.seat("carol").eliminated and not board.seat("dave").eliminated


# -- 4. The log ending on the attack that put the other candidate out --------------------------------------------------

def test_log_ending_on_the_winning_attack_keeps_the_winner():
    for name in ("3p-W3-first-no-defender-second-bob-clean", "3p-W3b-first-no-defender-second-bob-then-pass-clean",
                 "3p-W3-named-twin-clean"):
        result = _LOGGED.verdict(name)
        assert result.violations == [] and result.winner == "alice", name
    assert ("seq 35: the log does not name the opponent Cinder Hound (alice.8) attacks, and no guardian is revealed "
            "for it: of bob, carol, who had no guardians left, bob was eliminated after it by another attack, so carol "
            "is taken as the defender, eliminated by that attack"
            ) in _LOGGED.notes("3p-W3-first-no-defender-second-bob-clean")


# -- 5. An attacker that could not attack, its defender left out, two bare opponents -----------------------------------

def test_attacker_that_could_not_attack_with_no_defender_is_one_fault_and_the_read_defender_is_out():
    for name, rule, seq in (("4p-tapped-attacker-no-defender-carol-skipped-FAULT", "ccs.attack.tapped", 108),
                            ("4p-sentry-summoned-this-turn-no-defender-FAULT", "ccs.attack.summoned-this-turn", 110)):
        assert _LOGGED.found(name) == [(seq, rule)], name
    assert _LOGGED.found("4p-tapped-attacker-carol-named-skipped-FAULT") == [(108, "ccs.attack.tapped")]
    assert _LOGGED.board_kept("4p-tapped-attacker-no-defender-carol-skipped-FAULT", 114).seat("carol").eliminated


def test_attacker_that_could_not_attack_the_read_defender_playing_on_is_not_a_second_fault():
    name = "4p-tapped-attacker-no-defender-carol-plays-on-FAULT"
    assert _LOGGED.found(name) == [(108, "ccs.attack.tapped")]
    assert not _LOGGED.board_kept(name, 114).seat("carol").eliminated
    assert _LOGGED.found("4p-quick-hound-no-defender-carol-out-clean") == []


# -- 8. A named attack on the attacker's own guardian stack, no guardian left -----------------------------------------

def test_attack_on_own_bare_stack_is_one_fault_and_the_attacker_plays_on():
    name = "4p-dave-attacks-self-FAULT"
    assert _LOGGED.found(name) == [(107, "ccs.attack.target-not-enemy")]
    assert not _LOGGED.board_kept(name, 108).seat("dave").eliminated
    assert ("seq 107: Lightbringer (dave.16) attacked dave, who had no guardians left, in an attack the rules did not "
            "allow (flagged there); the log plays on with dave, so it eliminated no one") in _LOGGED.notes(name)
