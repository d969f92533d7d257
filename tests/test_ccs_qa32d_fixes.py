"""Chrono Clash, round 32 (fourth pass): the regression tester's findings on the "left-out reveal, taken as fought"
reading (Board.cut_owed) and the slips it cost.

The logs are in tests/logs/ccs_qa32d/: the tester's own (/tmp/qa32f-ccs), a one-slip variant of a sample log (bench/
slips.py, kind mv) and their clean twins.
"""

from __future__ import annotations

from tests.ccs import Logged

L = Logged("ccs_qa32d")


# -- slips: a GuardianRevealed recorded two events late (after the reveal of the card under it, for the next attack)
# -- is that guardian's reveal, taken as fought then: one ccs.attack.unfinished, not one more ccs.guardian.unexpected -

def test_slips_a_reveal_recorded_two_late_is_one_violation():
    # win-attack-no-guardians.jsonl with alice.5's reveal (seq 11) moved two events later
    assert L.found("s1_reveal_two_late") == [(11, "ccs.attack.unfinished")]
    v = L.verdict("s1_reveal_two_late")
    assert v.result == L.verdict("s1_clean").result
    assert any("its reveal, recorded late" in str(n) for n in v.notes)
    assert L.found("s1_clean") == []


# -- tester 2: the last guardian's reveal left out, the log going on as if the stack was emptied (the next attack on
# -- it answered by no reveal): one ccs.attack.unfinished, the guardian taken as fought, the winner kept ----------------

def test_tester2_the_last_reveal_left_out_keeps_the_winner():
    won = L.verdict("b5_clean").result
    assert "alice wins" in str(won)
    for name, at in (("b5_last_reveal_left_out", 79), ("b5_last_reveal_left_out_then_pass", 79),
                     ("pg_last_reveal_left_out", 22)):
        v = L.verdict(name)
        assert [(x.seq, x.rule) for x in v.violations] == [(at, "ccs.attack.unfinished")], name
        assert "alice wins" in str(v.result), name
    assert L.verdict("pg_last_reveal_left_out").result == L.verdict("pg_clean").result
    assert L.found("b5_clean") == []
    assert L.found("pg_clean") == []
    # the clean log with the winner's pass after the win: it changes nothing, a note (qa36 FP-4; was ccs.game.over)
    assert L.found("b5_clean_then_pass") == []
    assert any("seq 83: alice passed after the game was over" in n for n in L.notes("b5_clean_then_pass"))


# -- tester 1: a paper log with one reveal left out: one ccs.attack.unfinished, a hidden guardian taken as fought at
# -- the defender's next reveal, the winner kept -------------------------------------------------------------------

def test_tester1_paper_one_reveal_left_out_keeps_the_winner():
    v = L.verdict("pg_one_reveal_left_out")
    assert [(x.seq, x.rule) for x in v.violations] == [(9, "ccs.attack.unfinished")]
    assert v.result == L.verdict("pg_clean").result
    assert "alice wins" in str(v.result)


# -- tester 3: four players, no seats, listed in another order than the log plays: the order read from the log holds
# -- every player (the first turns' draws in the log's order, then the others): one violation, as abdc gives --------

def test_tester3_four_players_no_seats_the_order_read_from_the_log_holds_every_player():
    assert L.found("4p_noseat_abdc") == [(6, "ccs.turn.order-multiplayer")]
    won = L.verdict("4p_noseat_abdc").result
    for name in ("4p_noseat_dcba", "4p_noseat_bacd", "4p_noseat_adcb"):
        v = L.verdict(name)
        assert [(x.seq, x.rule) for x in v.violations] == [(3, "ccs.turn.order-multiplayer")], name
        assert v.result == won, name
        assert any("(alice, bob, carol, dave)" in str(n) for n in v.notes), name
