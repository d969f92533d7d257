"""Chrono Clash System: leftovers of round 34 (round 35, fix35_ccs), one test or more each, with the clean twins.

1. An illegal attack (``ccs.attack.summoned-this-turn``) on a player with no guardians left, then the log skips that
   player (the attacker passes, the next player after them draws): the attack stood at the table and eliminated
   them ("A player is eliminated when they are attacked with no guardians left to protect them"). Before, the
   deferred elimination waited for the log's end, so the next player's draw was ``ccs.turn.not-your-turn`` (a
   cascade of the one fault) and the elimination was noted a turn late; now the one violation is the attack, the
   defender is out from it, and the next player's turn is theirs. The clean twin attacks with a battler that could.
2. A summon in Sneak Attack mode of a battler without Sneak Attack (Ember Squire), then something else than an
   attack with it (another summon in a turn still going, or the pass): ``ccs.summon.sneak-attack`` and then
   ``ccs.attack.must-attack`` at the next event (an attack owed by a mode it never had); now the summon is flagged
   and read as a plain summon (a note): no attack owed, the battler in play, untapped, unable to attack this turn.
   An attack with it right after stays the Sneak Attack reading (the summon flagged, the attack standing, the
   battler destroyed after it; tests/test_ccs_keywords.py pins it too). The clean twins summon it plainly.
3. A summon of the opponent's card (b summons a.6, a card of a's hand): it was put on its owner's battlefield, so
   b's attack with it next turn was ``ccs.attack.not-your-battler`` (a cascade). Now the summon is
   ``ccs.summon.not-in-hand`` only and the card is taken as b's battler, as the table placed it (a note): b's attack
   with it stands, and it is destroyed into b's discard pile. The clean twin summons b's own Squire.
4. An attack ability's discard (Rift Caller) left out of the attack and given by its own ``TriggerResolved`` right
   after it: was ``ccs.ability.choice`` at the attack (a summon's choice given so became a note in round 34). Now the
   same: a note, no violation; the flag is held until the log shows the choice does not follow (any other event, or
   the log's end: then ``ccs.ability.choice`` at the attack, as before). Earlier tests changed with it:
   test_ccs_qa33b (R3), test_ccs_qa34a (E5, E0), test_ccs_qa34c (4, 4_twin). The clean twin names the discard in the
   attack's targets.
5. ``ccs.attack.not-your-battler`` for an attack with a battler of one's own that has left play (Ember Squire,
   destroyed by the guardian it attacked at seq 10, attacking again at 15) did not say when it left: now the message
   ends "it left play at seq 10" (Inst.left_seq, set whenever a card leaves the battlefield). The clean twin passes.
6. A header without ``first`` was refused (exit 2, ``$.first``), though the log's first event shows who began. Now
   (ledger/log.py, Chrono Clash only) the header is read with the player of the first event that is not a concession
   as ``first``, as docs/log-format.md says ("Fields that may be left out"): the same match, the same verdict and id
   as its twin naming ``first``. A header without ``first`` and no event is still refused.
8. A Pilot summon whose ``attach_to`` names the opponent's battler (Frost Warden, bob.7): with one Eva of the
   pilot's player free it was already moved there (round 34). With none free: ``ccs.summon.pilot`` only, the pilot
   attached to bob's battler as the table played it (pinned). With two free: the same, now with a note naming the
   reading (the two Evas, the log not saying which one the table meant). The twins attach nothing (none free) or
   name alice's own Eva (two free): clean.

Not changed: 7 (a Completes a Quest ability that does more than draw, resolved once per battler). The English "whenever
it gains you quest points" and the French « à chaque fois que ce battler vous fait gagner des points de quête » read
once per gain (the beginning of the turn gains all the battler's points at once); only the Italian "quando il Battler
porta a termine con successo una missione" may read once a card. The seeds' README: "the rule is what they agree on":
once; the draw's second reading is accepted only where the log's draws show it. The pool's one such card (Radiant
Seer) only draws.

The logs are ours, in tests/logs/ccs_qa35/ (those of 4 made from tests/logs/ccs_qa33b/R3 and R1; those of 2, 3 and 5
made with tests/ccs.py's builders).
"""

from __future__ import annotations

import pytest

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


# -- 2. a Sneak Attack summon of a battler without Sneak Attack, no attack after it -------------------------------

_PLAIN_READ = ("seq 4: Ember Squire (b.6), summoned in a Sneak Attack mode it does not have (flagged there), does "
               "not attack at once: read as a plain summon, which owes no attack")


def test_ccs_qa35_sneak_mode_without_sneak_in_a_turn_going_is_one_violation() -> None:
    name = "sneak_mode_without_sneak_turn_going"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(4, "ccs.summon.sneak-attack")]
    assert _PLAIN_READ in res.notes
    board = _board(name, 5)
    squire = board.cards["b.6"]
    assert squire.zone == "battlefield" and not squire.tapped and not squire.sneak and board.must_attack is None
    assert board.gauge == 1  # 3 - 1 - 1: the Squire paid its own cost, as the second one did
    assert _board(name, 7).active == "a"


def test_ccs_qa35_sneak_mode_without_sneak_then_pass_is_one_violation() -> None:
    name = "sneak_mode_without_sneak_then_pass"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(4, "ccs.summon.sneak-attack")]
    assert _PLAIN_READ in res.notes
    board = _board(name, 6)
    assert board.cards["b.6"].zone == "battlefield" and board.active == "a"  # not destroyed: no Sneak Attack made


def test_ccs_qa35_sneak_mode_without_sneak_then_its_attack_keeps_the_sneak_reading() -> None:
    name = "sneak_mode_without_sneak_then_attack"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(4, "ccs.summon.sneak-attack")]
    assert _PLAIN_READ not in res.notes
    assert _board(name, 6).cards["b.6"].zone == "discard"  # destroyed after that attack
    assert len(_board(name, 6).seat("a").guardians) == 4


@pytest.mark.parametrize("name", ["sneak_mode_without_sneak_turn_going_clean",
                                  "sneak_mode_without_sneak_then_pass_clean"])
def test_ccs_qa35_twin_plain_summon_is_clean(name: str) -> None:
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert _board(name, 4).cards["b.6"].zone == "battlefield"


# -- 3. a summon of the opponent's card -------------------------------------------------------------------------

def test_ccs_qa35_summon_of_opponents_card_is_the_summoners_battler() -> None:
    name = "summon_of_opponents_card"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(4, "ccs.summon.not-in-hand")]
    assert ("seq 4: Ember Squire (a.6) is a's card: summoned by b, it is taken as b's battler, as the table placed it"
            in res.notes)
    board = _board(name, 4)
    assert board.seat("b").battlefield == ["a.6"] and board.seat("a").battlefield == []
    assert "a.6" not in board.seat("a").hand
    after = _board(name, 10)  # its attack on a's top guardian: it stood, Squire lost the battle
    assert after.cards["a.6"].zone == "discard" and "a.6" in after.seat("b").discard
    assert len(after.seat("a").guardians) == 4


def test_ccs_qa35_twin_summon_of_own_card_is_clean() -> None:
    name = "summon_of_opponents_card_clean"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert len(_board(name, 10).seat("a").guardians) == 4


# -- 4. an attack ability's discard given in its own TriggerResolved ---------------------------------------------

def _facts(name: str, seq: int) -> dict:
    b = _board(name, seq)
    return {pid: (sorted(b.seat(pid).hand), sorted(b.seat(pid).discard), len(b.seat(pid).guardians))
            for pid in ("alice", "bob")}


def test_ccs_qa35_attack_discard_in_its_own_trigger_resolved_is_a_note() -> None:
    name = "attack_discard_in_trigger_resolved"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert ("seq 17: the card alice discarded for the attack ability of Rift Caller (alice.6) is given here, not in "
            "the attack's targets: Pyre Striker (alice.13)" in res.notes)
    assert _facts(name, 20) == _facts("attack_discard_in_trigger_resolved_clean", 19)


def test_ccs_qa35_twin_attack_discard_in_the_attack_is_clean() -> None:
    assert _LOGGED.found("attack_discard_in_trigger_resolved_clean") == []


@pytest.mark.parametrize("name", ["attack_discard_left_out", "attack_discard_left_out_log_ends"])
def test_ccs_qa35_attack_discard_left_out_and_not_given_is_still_flagged_at_the_attack(name: str) -> None:
    assert _LOGGED.found(name) == [(16, "ccs.ability.choice")]
    assert len(_board(name, 16).seat("alice").discard) == len(_board("attack_discard_in_trigger_resolved_clean", 16)
                                                              .seat("alice").discard)


# -- 5. an attack with a battler that left play says when it left -----------------------------------------------

def test_ccs_qa35_attack_with_a_battler_that_left_play_says_when() -> None:
    name = "attack_with_destroyed_battler"
    (v,) = _LOGGED.verdict(name).violations
    assert (v.seq, v.rule) == (15, "ccs.attack.not-your-battler")
    assert str(v.message) == "Ember Squire (b.6) is not one of b's battlers in play: it left play at seq 10"
    assert _board(name, 10).cards["b.6"].zone == "discard"


def test_ccs_qa35_twin_no_attack_with_the_destroyed_battler_is_clean() -> None:
    assert _LOGGED.found("attack_with_destroyed_battler_clean") == []


# -- 6. a header without `first` --------------------------------------------------------------------------------

def test_ccs_qa35_header_without_first_reads_the_first_event_s_player() -> None:
    res = _LOGGED.verdict("header_without_first")
    twin = _LOGGED.verdict("summon_of_opponents_card_clean")  # the same log, its header naming first: a
    assert res.violations == [] and res.match == twin.match
    assert _LOGGED.verdict("header_without_first_b_begins").violations == []
    assert _board("header_without_first_b_begins", 1).active == "b"
    out = Logged.cli("verify", _LOGGED.path("header_without_first"))
    assert "Clean: no rule was broken." in out


def test_ccs_qa35_header_without_first_and_no_event_is_still_refused() -> None:
    from ledger.log import LogError, read_log

    with pytest.raises(LogError) as err:
        read_log(_LOGGED.logs / "header_without_first_no_events.jsonl")
    assert err.value.field == "$.first"


# -- 8. a pilot attached to the opponent's battler, with no Eva of one's own free, or two ------------------------

def test_ccs_qa35_pilot_on_opponents_battler_no_free_eva_stays_as_played() -> None:
    name = "pilot_on_opponents_battler_no_free_eva"
    assert _LOGGED.found(name) == [(7, "ccs.summon.pilot")]
    b = _board(name, 7)
    assert b.cards["alice.7"].attached_to == "bob.7" and b.cards["bob.7"].pilot == "alice.7"
    assert _LOGGED.found("pilot_on_opponents_battler_no_free_eva_clean") == []


def test_ccs_qa35_pilot_on_opponents_battler_two_free_evas_is_noted() -> None:
    name = "pilot_on_opponents_battler_two_free_evas"
    assert _LOGGED.found(name) == [(12, "ccs.summon.pilot")]
    assert ("seq 12: Frost Warden (bob.7) is bob's battler: Ace Pilot (alice.7) is attached to it as the log says, "
            "since alice has more than one Eva battler without a pilot (Eva Unit Beta (alice.6), Eva Unit Alpha "
            "(alice.8)) and the log does not say which one the table meant" in _LOGGED.notes(name))
    b = _board(name, 12)
    assert b.cards["alice.7"].attached_to == "bob.7"
    assert b.cards["alice.6"].pilot is None and b.cards["alice.8"].pilot is None
    twin = "pilot_on_opponents_battler_two_free_evas_clean"
    assert _LOGGED.found(twin) == [] and _board(twin, 12).cards["alice.7"].attached_to == "alice.6"
