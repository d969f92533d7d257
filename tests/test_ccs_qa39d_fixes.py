"""Chrono Clash System: several attacks whose ``defender`` the log leaves out, no reveal after them, over several
opponents with no guardian left (qa39f-ccs findings 2-4, /tmp/qa39f-ccs/REPORT.md; qa39b-ccs finding 6,
/tmp/qa39b-ccs/REPORT.md). Logs in tests/logs/ccs_qa39d/ (the testers', byte for byte; the ``carol-then-dave``,
``3bare-sentinel-two-attacks`` logs made here from them).

The seed: "A player is eliminated when they are attacked with no guardians left to protect them"; an eliminated player
is out, so no one is attacked twice that way. k such attacks of one player in one turn over n >= k opponents with no
guardian left each put a different one of them out: the opponents who play on were not attacked, a turn the log skips
was; once k are left they are the defenders, one attack each, eliminated with a note. Which attack was on which the
log does not tell, so each attack is judged against the set and only what is a fault for every assignment is flagged
(a tapped Sentinel among the defenders: one ``ccs.attack.sentinel``, said at the first of the attacks). Fewer than k
left, the attacks beyond them had no opponent with no guardian left to be on: ``ccs.attack.target-not-enemy`` at each
(the last ones), one per attack, taken back one at a time as the ones read out play on.

2. (false positives, lost winner) Three attacks, three bare opponents, the log ending there: three
   ``target-not-enemy`` and no winner. Now clean, alice wins, as in the named twin; with carol's Sentinel tapped, one
   ``ccs.attack.sentinel`` (at the first attack) and alice wins.
3. (false positives) Two attacks, three bare opponents, evidence from who plays on: 2-4 flags on lawful attacks and
   draws. Now clean with the two read out, as in the named twins. The log ending before anything shows whom: each
   attack flagged, as for one attack.
4. (miscount) Three attacks, three bare opponents, then carol plays on: two flags and dave stayed in. Now one
   ``target-not-enemy`` (the third attack), bob and dave out; dave playing on too: a second one, only bob out.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa39d")
_NOT = "ccs.attack.target-not-enemy"


def _out(name: str, seq: int) -> set[str]:
    board = _LOGGED.board_kept(name, seq)
    return {p for p in ("bob", "carol", "dave") if board.seat(p).eliminated}


# -- 2. k attacks over k bare opponents: all out ----------------------------------------------------------------------

def test_three_unnamed_attacks_on_three_bare_opponents_eliminate_all_alice_wins():
    name = "4p-three-bare-three-attacks-no-defender-clean"
    result = _LOGGED.verdict(name)
    assert result.violations == []
    assert result.winner == "alice"
    assert any(n.startswith("seq 111, 112, 113: the log names no defender for these 3 attacks") for n in
               map(str, result.notes))
    named = _LOGGED.verdict("4p-three-bare-three-attacks-named-clean")
    assert named.violations == [] and named.winner == "alice"
    assert _LOGGED.found("4p-three-bare-three-attacks-mixed-clean") == []


def test_three_unnamed_attacks_behind_a_tapped_sentinel_one_flag_alice_wins():
    result = _LOGGED.verdict("4p-3bare-sentinel-three-attacks-no-defender-FAULT")
    assert [(v.seq, v.rule) for v in result.violations] == [(111, "ccs.attack.sentinel")]
    assert result.winner == "alice"
    named = _LOGGED.verdict("4p-3bare-sentinel-three-attacks-named-FAULT")
    assert [(v.seq, v.rule) for v in named.violations] == [(112, "ccs.attack.sentinel")] and named.winner == "alice"


# -- 3. two attacks over three bare opponents, read from who plays on ---------------------------------------------

def test_two_unnamed_attacks_three_bare_dave_plays_on_bob_and_carol_out():
    name = "4p-three-bare-two-attacks-no-defender-dave-plays-clean"
    assert _LOGGED.found(name) == []
    assert _out(name, 118) == {"bob", "carol"}
    assert _LOGGED.found("4p-three-bare-two-attacks-bob-carol-named-dave-plays-clean") == []


def test_two_unnamed_attacks_three_bare_bob_plays_on_carol_and_dave_out():
    name = "4p-three-bare-two-attacks-no-defender-bob-plays-clean"
    assert _LOGGED.found(name) == []
    assert _out(name, len(_lines(name)) - 1) == {"carol", "dave"}
    assert _LOGGED.found("4p-three-bare-two-attacks-carol-dave-named-bob-plays-clean") == []


def test_two_unnamed_attacks_three_bare_carol_plays_on_bob_and_dave_out():
    # qa39b 6: bob's turn skipped, carol plays on: bob and dave were the ones attacked.
    name = "4p-three-bare-two-attacks-no-defender"
    assert _LOGGED.found(name) == []
    assert _out(name, 118) == {"bob", "dave"}
    assert _LOGGED.found("4p-three-bare-two-attacks-named-clean") == []


def test_two_unnamed_attacks_three_bare_log_ends_each_flagged():
    name = "4p-three-bare-two-attacks-no-defender-log-ends"
    assert _LOGGED.found(name) == [(111, _NOT), (112, _NOT)]
    assert _out(name, 112) == set()


def test_two_unnamed_attacks_then_the_second_read_out_plays_on_one_flag():
    # bob skipped, carol plays on, then dave plays on too: only bob was attacked with no guardians left; the other
    # attack was on no one the log shows, its one fault.
    name = "4p-three-bare-two-attacks-no-defender-carol-then-dave-plays-on-FAULT"
    assert _LOGGED.found(name) == [(112, _NOT)]
    assert _out(name, 118) == {"bob"}


def test_two_unnamed_attacks_sentinel_judged_against_the_set():
    # carol's Sentinel tapped: carol plays on, so she was not attacked (clean); dave plays on, so bob and carol were,
    # and one of the two attacks was on carol's guarded stack whichever it was: one flag, at the first.
    name = "4p-3bare-sentinel-two-attacks-no-defender-carol-plays-on-clean"
    assert _LOGGED.found(name) == []
    assert _out(name, 114) == {"bob", "dave"}
    name = "4p-3bare-sentinel-two-attacks-no-defender-dave-plays-on-FAULT"
    assert _LOGGED.found(name) == [(111, "ccs.attack.sentinel")]
    assert _out(name, 114) == {"bob", "carol"}


# -- 4. three attacks over three bare opponents, then they play on ---------------------------------------------------

def test_three_unnamed_attacks_then_carol_plays_on_one_flag_bob_and_dave_out():
    name = "4p-three-bare-three-attacks-no-defender-carol-plays-on-FAULT"
    result = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in result.violations] == [(113, _NOT)]
    assert result.winner is None
    assert _out(name, 115) == {"bob", "dave"}


def test_three_unnamed_attacks_then_carol_and_dave_play_on_two_flags_bob_out():
    name = "4p-three-bare-three-attacks-no-defender-carol-then-dave-plays-on-FAULT"
    assert _LOGGED.found(name) == [(112, _NOT), (113, _NOT)]
    assert _out(name, 119) == {"bob"}


def _lines(name: str) -> list[str]:
    return open(_LOGGED.path(name)).read().splitlines()
