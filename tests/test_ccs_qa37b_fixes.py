"""Chrono Clash: the round-37 tester's findings (qa37-ccs, "where two rules meet"). Logs in tests/logs/ccs_qa37b/,
the tester's (one variant of ours named below).

C-1. A Pilot summon (Ace Pilot) whose ``attach_to`` names the player's own Harbor Sentry, not an Eva, while alice had
     one Eva without a pilot (Eva Unit Beta): ``ccs.summon.pilot`` (right), then the pilot's +1 Guardian Attack was
     Harbor Sentry's, so Beta's second reveal was ``ccs.guardian.unexpected``, read as an attack of Harbor Sentry the
     log left out (``ccs.attack.unfinished`` and ``ccs.tap.tapped`` naming an attack that never happened), and Beta's
     next attack's second reveal again. Now the summon is attached as the log says, and the board before it is kept:
     a later event flagged so that the pilot on that one free Eva would not be (its events since saying no more)
     shows the table attached it there, the id in the log a slip: a note, and the one fault stays the summon's. Our
     variant (Harbor Sentry attacks with the pilot's +1, as the log attaches it) keeps the log's reading.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa37b")


def test_ccs_qa37b_pilot_on_a_non_eva_is_one_fault_and_the_eva_attacks_with_it() -> None:
    name = "M2-fault-G6-T7-pilot-on-non-eva"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(23, "ccs.summon.pilot")]
    assert v.winner == "bob"
    assert any(n.startswith("seq 23: Ace Pilot (alice.7) is taken as attached to alice's only Eva battler without a "
                            "pilot, Eva Unit Beta (alice.6), not to Harbor Sentry (alice.11)")
               for n in _LOGGED.notes(name)), _LOGGED.notes(name)
    board = _LOGGED.board_kept(name, 27)
    assert board.cards["alice.6"].pilot == "alice.7"
    assert board.cards["alice.11"].pilot is None
    assert board.attack is None


def test_ccs_qa37b_pilot_the_whole_match_twin_is_clean() -> None:
    v = _LOGGED.verdict("M2-whole-match-16-turns-clean")
    assert v.violations == []
    assert v.winner == "bob"


def test_ccs_qa37b_pilot_played_on_the_battler_the_log_names_keeps_that_reading() -> None:
    # Harbor Sentry, with the pilot as the log attaches it, attacks two guardians (its +1): no fault there; Beta's
    # later attack reaching two guardians is then one (no pilot on it).
    name = "M2-G6-variant-pilot-really-on-sentry-then-beta-reveals-two"
    assert _LOGGED.found(name) == [(23, "ccs.summon.pilot"), (35, "ccs.guardian.unexpected")]
    assert not any("is taken as attached to" in n for n in _LOGGED.notes(name))
