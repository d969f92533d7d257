"""Chrono Clash, round 32 (third pass): the outside tester's findings 1-3 and the author tester's (format friction).

The logs are in tests/logs/ccs_qa32c/, the testers' own (/tmp/qa32-ccs, /tmp/qa32-author) or one-event twins of them.
A log with a card the log never names has the unavoidable ccs.log.unknown-card (UNK): "only X" is UNK plus X.
"""

from __future__ import annotations

import pytest

from tests.ccs import Logged

L = Logged("ccs_qa32c")
UNK = "ccs.log.unknown-card"


# -- ccs 1: an attack on a quest card is an attack on a guardian, not on the battler: Taunt ("your non-taunt battlers
# -- can't be attacked") does not forbid it, nor Can't attack battlers (it allows "guardians on questing battlers") ---

@pytest.mark.parametrize("name, found", [
    # bob's Oakshield Elder (Taunt) tapped; alice's Magma Brute attacks the quest card on bob's Grove Keeper
    ("a1_brute_attacks_quest_card_while_taunt_tapped_clean", []),
    # the twins: a non-Taunt battler attacked while the Taunt battler is tapped; Magma Brute attacking a battler
    ("a1_taunt_battler_attacked", [(15, "ccs.attack.taunt")]),
    ("a1_brute_attacks_battler", [(15, "ccs.attack.cant-attack-battlers")]),
])
def test_ccs1_an_attack_on_a_quest_card_is_not_an_attack_on_the_battler(name, found):
    assert L.found(name) == found


# -- author 5: one GuardianRevealed left out of a full-order log: one ccs.attack.unfinished; the guardian the attack
# -- reached is taken as fought and discarded (the defender's next reveal, of the card under it, shows so) -----------

def test_author5_a_guardian_reveal_left_out_is_one_violation_and_the_winner_stands():
    v = L.verdict("b5_full_no_guardian_reveal")
    assert [(x.seq, x.rule) for x in v.violations] == [(30, "ccs.attack.unfinished")]
    assert v.result == L.verdict("b5_full_clean").result
    assert "alice wins" in str(v.result)
    assert any("fought then and discarded" in str(n) for n in v.notes)


@pytest.mark.parametrize("name, found", [
    ("b5_full_clean", []),
    # the twin: the reveal there, of the card under the top one
    ("b5_full_reveal_not_top", [(30, "ccs.guardian.not-top")]),
])
def test_author5_twins(name, found):
    assert L.found(name) == found


# -- author 3 and 4: a paper log's guardian order and which card a draw took cannot be checked: not flagged -------------

@pytest.mark.parametrize("name, found", [
    ("c3_paper_guardian_bob1_clean", []),
    ("c3_paper_two_guardians_bottomup_clean", []),
    ("c4_paper_attack_drawid_naive_clean", []),
    # what can be checked still is: a hand card revealed as a guardian; a draw naming an opening-hand card
    ("c3_paper_guardian_hand_card", [(7, UNK)]),
    ("c4_paper_draw_hand_card", [(9, "ccs.draw.not-top")]),
])
def test_author3_4_paper_log_order_is_not_judged(name, found):
    assert L.found(name) == found


# -- ccs 2: a tap ability used again by a battler already tapped: ccs.tap.tapped once, without the time it would gain
# -- ("Whenever this battler is tapped to activate their tap ability, gain 1 time"): no turn-over follows --------------

@pytest.mark.parametrize("name, found", [
    ("d2_sentry_tapped_reactivated", [(8, "ccs.tap.tapped")]),
    ("d2_clean", []),
])
def test_ccs2_an_already_tapped_battler_gains_no_time(name, found):
    assert L.found(name) == found


# -- ccs 3: after a late quest win, a second reveal once the first guardian destroyed the attacker is after the end,
# -- flagged at itself -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, found", [
    ("e3_lancer_killed_second_reveal_after_win", [(28, UNK), (33, "ccs.game.over")]),
    ("e3_lancer_killed_one_reveal", [(28, UNK), (33, "ccs.game.over")]),
    ("e3_lancer_second_reveal_no_win", [(31, "ccs.guardian.attacker-destroyed")]),
])
def test_ccs3_second_reveal_after_a_late_win_is_flagged_at_itself(name, found):
    assert L.found(name) == found


# -- author 8: a TriggerResolved with no targets recording the guardian ability a reveal resolved: accepted once, noted -

@pytest.mark.parametrize("name, found", [
    ("f8_attack_trigres_clean", []),
    ("f8_quest_trigres_clean", []),
    ("f8_attack_trigres_twice", [(9, "ccs.ability.no-pending")]),
])
def test_author8_trigger_resolved_recording_a_guardian_ability(name, found):
    assert L.found(name) == found


def test_author8_the_record_is_noted():
    v = L.verdict("f8_attack_trigres_clean")
    assert any("records the guardian ability its reveal resolved" in str(n) for n in v.notes)


# -- author 13: four players, `defender` left out where the next event (a reveal) shows which opponent: a note -------

@pytest.mark.parametrize("name, found", [
    ("g13_4p_no_defender_clean", []),
    # the twin: an attack on a player already out of the game
    ("g13_3p_attack_eliminated", [(22, "ccs.attack.target-not-enemy")]),
])
def test_author13_defender_left_out_read_from_the_next_reveal(name, found):
    assert L.found(name) == found


def test_author13_the_reading_is_noted_and_the_winner_stands():
    v = L.verdict("g13_4p_no_defender_clean")
    assert any("is taken as the defender" in str(n) for n in v.notes)
    assert "alice wins" in str(v.result)


# -- author 6: three players listed in reverse, no `seat`: the first draw out of the listed order is the one violation;
# -- the second player's first draw out of it too shows the table's order, read from the log with a note (it was 32) --

@pytest.mark.parametrize("name, found", [
    ("h6_3p_players_reversed_noseat", [(3, "ccs.turn.order-multiplayer")]),
    ("h6_3p_players_reversed_seats", []),
    ("h6_3p_noseat_listed_in_order_clean", []),
    # the twin: a player skipped after the first round (the first player again before carol) is still the one fault
    ("h6_3p_noseat_skip_carol_turn", [(6, "ccs.turn.order-multiplayer")]),
])
def test_author6_turn_order_read_from_the_log_without_seats(name, found):
    assert L.found(name) == found


def test_author6_the_order_read_is_noted_and_the_result_is_the_seated_ones():
    v = L.verdict("h6_3p_players_reversed_noseat")
    assert any("the turn order is read from the log" in str(n) for n in v.notes)
    assert v.result == L.verdict("h6_3p_players_reversed_seats").result
