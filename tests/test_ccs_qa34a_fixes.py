"""Chrono Clash System: the findings left from round 33 on battles and summons (qa33c-ccs, qa33d-ccs), one test or
more each.

1. D8: an attack by a battler summoned for its full cost, the summon that ended the turn on the gauge, was two flags
   at the one attack: ``ccs.gauge.turn-over`` and ``ccs.attack.summoned-this-turn`` (and a tapped battler's attack
   after the turn was over, ``ccs.gauge.turn-over`` and ``ccs.attack.tapped``). One act: now ``ccs.gauge.turn-over``
   only, the turn being over what forbade every play; the attack still judged as one the battler could not make.
2. D2: a Pilot summon whose ``attach_to`` names the opponent's battler (``ccs.summon.pilot``) attached the pilot to
   that battler, so alice's Eva attacked without it and bob's second reveal for the pilot's +1 Guardian Attack was
   ``ccs.guardian.unexpected``. Now, alice having one Eva without a pilot, the pilot is attached to it (the log's id
   the slip, a note): the one fault, the board the clean twin's. D4 (``attach_to`` alice's own non-Eva Shadow
   Stalker) is attached as the log says already; its later flags are not the attachment's: the Stalker (3, 5 with the
   pilot) loses to Stormwatch Giant (6) either way, so bob's second reveal and the Stalker's unresolved Destroyed
   ability are faults of their own.
3. A use of an attacker that a guardian "taken as fought" (its reveal left out, the attack cut short) destroyed,
   recorded before the reveal that shows the fight: a quest that completed before that reveal went unflagged (only
   ``ccs.attack.unfinished``); now ``ccs.quest.not-your-battler`` at its seq, as a quest, an attack or a tap ability
   still pending is. The board, one rule: what the use did at the table stands (the tap's draw, the quest point),
   only a quest card still on the battler goes back to the hand (as the twin with the reveal in its place reads).
4. A reveal for no attack, then a +1 Guardian Attack battler's attack revealing the guardian under it: read as that
   attack's first reveal, recorded early (one fault). When the defender's next event reveals the guardian under those
   two, the table had put the first away and the attack reached the two under it: was two more
   ``ccs.guardian.unexpected`` (and a later one) and no winner; now that reading is taken back, one fault, alice wins
   at the turn-7 attack. When the log goes on otherwise the two histories cannot be told apart (documented).
5. E5: Rift Caller's discard left out of the attack and given in a ``TriggerResolved`` after the guardian reveal was
   ``ccs.ability.no-pending``; now the same slip as given right after the attack (a note), the board the twin's.

Logs: the tester's (/tmp/qa33d-ccs) and ours (D8t, D8s, R3*, G4*), in tests/logs/ccs_qa34a/.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa34a")
_board = _LOGGED.board_kept
_notes = _LOGGED.notes


@pytest.mark.parametrize("name", ["D8_clean_sneak_mode_left_out_twin", "D8t_clean_hound_attacks_then_full_cost_summon",
                                  "D0_pilot_mode_left_out_twin", "G4_early_reveal_left_out_twin"])
def test_ccs_qa34a_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- 1. an attack after the turn is over: one fault ------------------------------------------------------------------

def test_ccs_qa34a_summoned_battler_attacking_after_turn_over_is_one_fault() -> None:
    res = _LOGGED.verdict("D8_pyre_striker_mode_normal_given_then_attacks")
    assert [(v.seq, v.rule) for v in res.violations] == [(7, "ccs.gauge.turn-over")]
    assert "the turn was over" in res.violations[0].message
    b = _board("D8_pyre_striker_mode_normal_given_then_attacks", 8)  # carried on as the table played it
    assert b.cards["alice.6"].zone == "battlefield" and b.cards["alice.6"].tapped
    assert (b.turn, b.active) == (3, "alice")


def test_ccs_qa34a_tapped_battler_attacking_after_turn_over_is_one_fault() -> None:
    assert _LOGGED.found("D8t_tapped_hound_attacks_again_after_turn_over") == [(9, "ccs.gauge.turn-over")]
    # the pass and bob's draw after it are the twin's
    mine, twin = _board("D8t_tapped_hound_attacks_again_after_turn_over", 12), \
        _board("D8t_clean_hound_attacks_then_full_cost_summon", 10)
    assert (mine.turn, mine.active, mine.gauge) == (twin.turn, twin.active, twin.gauge)


def test_ccs_qa34a_summoned_battler_attacking_in_a_turn_still_going_is_still_flagged() -> None:
    assert _LOGGED.found("D8s_hound_summoned_and_attacks_in_turn") == [(7, "ccs.attack.summoned-this-turn")]


# -- 2. a pilot attached to the opponent's battler ---------------------------------------------------------------------

def test_ccs_qa34a_pilot_on_opponents_battler_is_one_fault() -> None:
    name = "D2_attach_to_opponents_battler"
    assert _LOGGED.found(name) == [(7, "ccs.summon.pilot")]
    assert any("taken as attached to alice's only Eva battler without a pilot" in n for n in _notes(name))
    b = _board(name, 7)
    assert b.cards["alice.7"].attached_to == "alice.6" and b.cards["alice.6"].pilot == "alice.7"
    assert b.cards["bob.7"].pilot is None
    mine, twin = _board(name, 12), _board("D0_pilot_mode_left_out_twin", 12)
    for pid in ("alice", "bob"):
        assert sorted(mine.by_id[pid].discard) == sorted(twin.by_id[pid].discard)
        assert mine.by_id[pid].guardians == twin.by_id[pid].guardians
    assert mine.cards["alice.6"].zone == "battlefield"  # 5 + the pilot's 2 beat Stormwatch Giant (6)


def test_ccs_qa34a_pilot_on_own_non_eva_is_attached_as_the_log_says() -> None:
    name = "D4_attach_to_non_eva_battler_mode_left_out"
    # the Stalker, 5 with the pilot (3 without), lost to Stormwatch Giant (6): the later flags are faults of their own
    assert _LOGGED.found(name) == [(7, "ccs.summon.pilot"), (10, "ccs.guardian.attacker-destroyed"),
                                   (11, "ccs.ability.pending")]
    assert _board(name, 7).cards["alice.7"].attached_to == "alice.6"
    assert _board(name, 9).cards["alice.6"].zone == "discard"


# -- 5. a late discard choice after the guardian reveal ----------------------------------------------------------------

def test_ccs_qa34a_discard_choice_given_after_the_reveal_is_the_same_slip() -> None:
    name = "E5_trigger_resolved_after_guardian_revealed"
    # qa35: the choice given in its own TriggerResolved (after the reveal, or right after the attack) is a note
    assert _LOGGED.found(name) == [] == _LOGGED.found("E0_rift_caller_choice_in_trigger_resolved_twin")
    assert any(n.startswith("seq 18: the card alice discarded for the attack ability of Rift Caller") for n in
               _notes(name))
    mine, twin = _board(name, 20), _board("E0_rift_caller_choice_in_trigger_resolved_twin", 20)
    assert mine.cards["alice.13"].zone == "discard"
    for pid in ("alice", "bob"):
        assert sorted(mine.by_id[pid].hand) == sorted(twin.by_id[pid].hand)
        assert sorted(mine.by_id[pid].discard) == sorted(twin.by_id[pid].discard)


# -- 3. a use of the attacker a guardian taken as fought destroyed, before the reveal that shows it ---------------------

def test_ccs_qa34a_doomed_oracle_tap_is_flagged_and_its_draw_stands() -> None:
    name = "R3t_oracle_taps_before_reveal"
    assert _LOGGED.found(name) == [(7, "ccs.attack.unfinished"), (12, "ccs.tap.not-your-battler")]
    b = _board(name, 12)
    assert b.cards["alice.14"].zone == "hand"  # Deep Oracle's "draw 1" made at the table
    assert _board(name, 13).cards["alice.14"].zone == "battlefield"  # and summoned from the hand, legally
    assert _board(name, 15).cards["alice.6"].zone == "discard"


def test_ccs_qa34a_doomed_oracle_quest_card_goes_back_to_the_hand() -> None:
    name, twin = "R3q_oracle_quests_before_reveal", "R3q_oracle_quests_after_reveal_twin"
    assert _LOGGED.found(name) == [(7, "ccs.attack.unfinished"), (12, "ccs.quest.not-your-battler")]
    assert _LOGGED.found(twin) == [(13, "ccs.quest.not-your-battler")]
    mine, other = _board(name, 16), _board(twin, 17)
    assert mine.cards["alice.8"].zone == other.cards["alice.8"].zone == "hand"
    assert mine.cards["alice.6"].zone == other.cards["alice.6"].zone == "discard"


def test_ccs_qa34a_doomed_oracle_quest_completed_before_the_reveal_is_flagged() -> None:
    name = "R3q2_oracle_quest_completes_before_reveal"
    # was: only (7, ccs.attack.unfinished): the quest of the dead Oracle, completed before the reveal, went unflagged
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(7, "ccs.attack.unfinished"),
                                                         (12, "ccs.quest.not-your-battler")]
    assert "destroyed it" in res.violations[1].message
    b = _board(name, 20)
    assert b.by_id["alice"].quest_points == 1  # what the table played stands: the point, the card discarded
    assert b.cards["alice.8"].zone == "discard" and b.cards["alice.6"].zone == "discard"
    assert _LOGGED.found("R3q2_oracle_quest_completes_after_reveal_twin") == [(13, "ccs.quest.not-your-battler")]


# -- 4. a reveal for no attack, then a +Guardian Attack battler's attack: recorded early, or put away -------------------

def test_ccs_qa34a_guardian_put_away_then_the_attack_reaches_two_more_is_one_fault() -> None:
    name = "G4_early_reveal_put_away_then_two_reveals_for_the_lancer"
    res = _LOGGED.verdict(name)
    # was: 6, 10 and 17 ccs.guardian.unexpected (bob.5 read as the Lancer's first guardian; bob.3 then for no attack)
    assert [(v.seq, v.rule) for v in res.violations] == [(6, "ccs.guardian.unexpected")]
    assert any(n.startswith("seq 9: bob revealed the guardian under Ember Squire (bob.5): Ember Squire (bob.5), "
                            "revealed for no attack, was put away then") for n in _notes(name))
    assert not any("its reveal recorded early" in n for n in _notes(name))
    b = _board(name, 10)
    assert b.by_id["bob"].guardians == ["bob.2", "bob.1"] and b.attack is None
    assert res.winner == "alice" and "no guardians left" in str(res.result)  # at the turn-7 attack (22)
    assert not _board(name, 21).over and _board(name, 22).over


def test_ccs_qa34a_reveal_recorded_early_reading_still_holds() -> None:
    early = Logged("ccs_qa33d")
    assert early.found("7a_reveal_two_early_only") == [(6, "ccs.guardian.unexpected")]
    assert early.found("7a_reveal_two_early_and_later_genuine_unfinished") == [(6, "ccs.guardian.unexpected"),
                                                                               (16, "ccs.attack.unfinished")]
