"""Chrono Clash System: the regression tester's findings on round 34's loosened readings (qa34b-ccs), one test or
more each, with the clean twins.

1. An attack with no ``defender`` and no reveal, read as on the one opponent with no guardian left (who was so
   eliminated), then that opponent plays on (E4P5b): was ``ccs.game.eliminated`` at her legal draw and "bob wins".
   Seed: "A player is eliminated when they are attacked with no guardians left to protect them": her playing on shows
   she was not attacked. Now the reading is taken back: ``ccs.attack.target-not-enemy`` at the attack, the one fault,
   she stays in, no winner while two players are in. A log that skips her turn keeps the reading (she is out). An
   attack flagged already (a battler summoned this turn) is not flagged again for its defender left out.
2. A tap ability after the summon had ended the turn (A1, A2): was four violations at one event (``gauge.turn-over``,
   ``tap.no-tap-ability``, ``tap.summoned-this-turn``, ``tap.tapped``). Now one act after the turn is over is
   ``ccs.gauge.turn-over`` only, for a tap ability or a quest as for an attack (the ability's own target faults too);
   in a turn still going one act is one violation, the first a judge names.
3. A doomed Deep Oracle's tap recorded twice before the reveal that shows its battle (R2): was
   ``tap.not-your-battler`` at 12 and ``tap.tapped`` at 13 (listed first, with a note "the repeat changes nothing").
   Now each use is ``ccs.tap.not-your-battler``, listed in seq order; when the battle was not fought (or the log ends
   first), the repeat is still the one action recorded twice (``ccs.tap.tapped``).
4. A late discard choice after two reveals, one more than owed (E4): was ``ability.no-pending`` at the choice after
   ``guardian.unexpected`` at the extra reveal. Now the extra reveal is its own fault and the choice is the same slip
   as at the attack (a note); after a pass it is still ``no-pending`` (E3).
5. A pass after one's own summon legally ended the turn, in a log where a turn before was played past the gauge (C1
   twin): was ``ccs.gauge.turn-over`` for bob and a note for alice's identical pass. "you can't play cards any more":
   a pass plays no card; a note for both.
6. A tap ability of a battler no longer in play (R3t twin, ccs_qa34a): the tap applied nothing, so the card its
   ability drew, summoned next, was ``summon.not-in-hand`` too. Now the use is the one fault and what the ability did
   at the table stands (the card drawn).
7. A seatless log, the turn order read from it, bob's own draws out of turn (H1, H3, H7): were grouped under carol's
   round-1 draw (``caused_by`` 3), one root for the log. Now each is its own root, as in the seated twin
   (``CAUSES_SAME_SEATS``, projections/causes.py, opt-in for Chrono Clash: a legal history reading another turn order
   than the log's explains nothing).

The tester's logs are kept in tests/logs/ccs_qa34c/ (the 1_ and 3_ logs ending or going on otherwise, and 4_twin, are
ours, made from theirs).
"""

from __future__ import annotations

import pytest

from ccs import Logged, draw, pass_, quest, rules_at, seat, summon, tap, verify
from test_ccs_keywords import h

_LOGGED = Logged("ccs_qa34c")
_QA34A = Logged("ccs_qa34a")
_board = _LOGGED.board_kept


# -- 1. the bare opponent read as the defender plays on ---------------------------------------------------------------

def test_ccs_qa34c_bare_opponent_playing_on_takes_the_reading_back() -> None:
    name = "1_no_defender_no_reveal_then_carol_plays_on_43"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(43, "ccs.attack.target-not-enemy")]
    assert res.winner is None and res.result == "the log ends before the game does"  # (qa38-long 6: as FFTCG)
    assert any(n.startswith("seq 45: carol plays on after the attack at seq 43") for n in _LOGGED.notes(name))
    assert not any("carol, the one opponent with no guardians left, is taken as the defender" in n
                   for n in _LOGGED.notes(name))
    board = _board(name, 44)  # bob's pass: carol's turn, as the table played it
    assert not board.by_id["carol"].eliminated and board.active == "carol"
    assert not _board(name, 46).by_id["carol"].eliminated


def test_ccs_qa34c_twin_log_skipping_the_bare_opponent_keeps_the_reading() -> None:
    name = "1_twin_no_defender_log_skips_carol"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert _board(name, 44).by_id["carol"].eliminated
    assert res.winner == "bob"


@pytest.mark.parametrize("name, carol_out, winner", [
    ("1_no_defender_summoned_this_turn_log_skips_carol_44", True, "bob"),
    ("1_no_defender_summoned_this_turn_then_carol_plays_on_44", False, None),
])
def test_ccs_qa34c_attack_flagged_already_is_one_fault_either_way(name: str, carol_out: bool, winner) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(44, "ccs.attack.summoned-this-turn")]
    assert _board(name, 45).by_id["carol"].eliminated is carol_out
    assert res.winner == winner


# -- 2. one act, one violation: tap abilities and quests --------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [
    ("2_sentinel_second_tap_after_summon_ended_turn_21", 21),
    ("2_sentinel_tapped_in_summon_then_tap_ability_20", 20),
    ("2_tapped_sentry_taps_again_after_turn_over_20", 20),  # (its target tapped too: the same act)
])
def test_ccs_qa34c_tap_after_the_turn_is_over_is_turn_over_only(name: str, seq: int) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(seq, "ccs.gauge.turn-over")]
    assert res.result == _LOGGED.verdict("2_twin_sentinel_tap_in_summon_clean").result == "alice wins: 5 quest points"


def test_ccs_qa34c_tap_twin_clean() -> None:
    assert _LOGGED.found("2_twin_sentinel_tap_in_summon_clean") == []


_A = seat("a", hand=["Ember Squire", "Ember Squire"])
_B = seat("b")
_TURN2 = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 1))]


def test_ccs_qa34c_one_act_in_a_turn_going_on_is_its_first_fault() -> None:
    # Ember Squire has no tap ability and was summoned this turn: the first a judge names, once.
    assert rules_at(verify([_A, _B], _TURN2 + [tap("a", h("a", 1))])) == [(7, "ccs.tap.no-tap-ability")]
    assert rules_at(verify([_A, _B], _TURN2 + [quest("a", h("a", 1), h("a", 2))])) == [
        (7, "ccs.quest.summoned-this-turn")]
    assert verify([_A, _B], _TURN2 + [pass_("a")]).clean


def test_ccs_qa34c_quest_after_the_turn_is_over_is_turn_over_only() -> None:
    events = [draw("a"), summon("a", h("a", 1)), quest("a", h("a", 1), h("a", 2))]  # the summon ended a's turn
    assert rules_at(verify([_A, _B], events)) == [(3, "ccs.gauge.turn-over")]


# -- 3. a doomed battler's use recorded twice ------------------------------------------------------------------------

def test_ccs_qa34c_each_use_of_the_doomed_oracle_is_not_your_battler_in_seq_order() -> None:
    name = "3_doomed_oracle_taps_twice_before_reveal_12_13"
    assert _LOGGED.found(name) == [(7, "ccs.attack.unfinished"), (12, "ccs.tap.not-your-battler"),
                                   (13, "ccs.tap.not-your-battler")]
    assert not any("the repeat changes nothing" in n for n in _LOGGED.notes(name))


@pytest.mark.parametrize("name, found", [
    ("3_doomed_oracle_taps_twice_log_ends_before_reveal_13", [(7, "ccs.attack.unfinished"), (13, "ccs.tap.tapped")]),
    ("3_twin_weak_guardian_oracle_taps_twice_13", [(7, "ccs.attack.unfinished"), (13, "ccs.tap.tapped")]),
])
def test_ccs_qa34c_a_repeat_of_a_battler_still_in_play_is_recorded_twice(name: str, found: list) -> None:
    assert _LOGGED.found(name) == found
    assert any(n.startswith("seq 13: the event repeats the one before it exactly") for n in _LOGGED.notes(name))


# -- 4. the discard choice after an extra reveal ----------------------------------------------------------------------

def test_ccs_qa34c_discard_choice_after_an_extra_reveal_is_the_same_slip() -> None:
    name = "4_discard_choice_after_two_reveals_one_owed_18"
    assert _LOGGED.found(name) == [(18, "ccs.guardian.unexpected")]  # qa35: the late choice itself a note
    assert any(n.startswith("seq 19: the card alice discarded for the attack ability of Rift Caller (alice.6) is "
                            "given here") for n in _LOGGED.notes(name))
    board = _board(name, 19)
    assert board.cards["alice.13"].zone == "discard"


@pytest.mark.parametrize("name, found", [
    ("4_twin_discard_choice_after_the_one_reveal_18", []),  # qa35: the late choice a note
    ("4_discard_choice_after_reveal_and_pass_19", [(16, "ccs.ability.choice"), (19, "ccs.ability.no-pending")]),
])
def test_ccs_qa34c_discard_choice_twins(name: str, found: list) -> None:
    assert _LOGGED.found(name) == found


# -- 5. a pass after the counter ended the turn ----------------------------------------------------------------------

def test_ccs_qa34c_a_pass_after_the_turn_ended_is_a_note_for_both() -> None:
    name = "5_bob_summon_ends_turn_then_passes"
    assert _LOGGED.found(name) == [(9, "ccs.gauge.turn-over")]  # alice's attack after her turn was over
    notes = _LOGGED.notes(name)
    assert "seq 11: the counter had ended alice's turn: the pass changes nothing" in notes
    assert "seq 14: the counter had ended bob's turn: the pass changes nothing" in notes
    assert _board(name, 15).active == "alice"


# -- 6. a tap ability of a battler no longer in play ------------------------------------------------------------------

def test_ccs_qa34c_tap_of_a_battler_not_in_play_stands_as_the_table_played_it() -> None:
    name = "R3t_oracle_taps_after_reveal_twin"
    assert _QA34A.found(name) == [(13, "ccs.tap.not-your-battler")]
    board = _QA34A.board_kept(name, 13)
    assert board.cards["alice.14"].zone == "hand"  # the card the Oracle's tap drew
    assert board.cards["alice.6"].zone != "battlefield"


# -- 7. seatless logs: each player's own jump its own root ------------------------------------------------------------

@pytest.mark.parametrize("name, grouped", [
    # (qa37: carol, whose turn bob took at 21, drawing right after bob plays it late, and the round after is the
    # order before again: no flags at 23 and 25, which were caused by 21; so too 11 and 13 in the seated twin.)
    ("7_noseat_read_acb_bob_jumps_r2_and_r4", [(3, None), (9, None), (21, None)]),
    ("7_noseat_read_acb_bob_jumps_r2_once", [(3, None), (9, None)]),
    ("7_noseat_carol_jumps_r1_then_bob_skipped_r2", [(3, None), (11, None)]),
    ("7_twin_seated_acb_bob_jumps_r2_and_r4", [(9, None), (21, None)]),
])
def test_ccs_qa34c_seatless_jumps_are_their_own_roots(name: str, grouped: list) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.caused_by) for v in res.violations] == grouped
    assert all(v.rule == "ccs.turn.order-multiplayer" for v in res.violations)
