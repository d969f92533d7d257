"""Chrono Clash: the fixes of round 27 (notes/fix27_ccs.md).

The logs are the tester's, under tests/logs/ccs_qa27/. A log with a card the log never names has the unavoidable
``ccs.log.unknown-card`` (UNK). Round 26's readings of an unnamed card's range are lifted when later events show
the card stayed, and apply only as far as its deck list and the counts allow.

1-3. A battler that may have left play unseen (a battle not judged) and that a later judged event uses in play (it
     attacks, taps, goes on a quest, battles a named card) blocks again as a tapped Taunt, Protector or Sentinel.
4. Only a Withdraw battler (its card's, or one its unnamed card's list allows) goes to the hand after a battle.
5-6. An unnamed card draws as many extra deck cards as a card it could be does (one Gatekeeper: one; an action of a
     list with no Draw 1 EX action: none).
"""

from __future__ import annotations

import pytest

from tests.ccs import Logged

LOGS = Logged("ccs_qa27")
found = LOGS.found

UNK = "ccs.log.unknown-card"
NIH = "ccs.summon.not-in-hand"


# -- 1-3. A battler seen in play after a battle that was not judged --------------------------------------------------

@pytest.mark.parametrize("name, at, rule", [
    ("T2_elder_seen_breach", 24, "ccs.attack.taunt"),
    ("T3_elder_attacks_next_breach", 30, "ccs.attack.taunt"),
    ("P_keeper_seen_breach", 24, "ccs.ability.protector"),
    ("P_keeper_attacks_next_breach", 29, "ccs.ability.protector"),
    ("S_warden_seen_breach", 25, "ccs.attack.sentinel"),
])
def test_a_battler_seen_in_play_after_an_unjudged_battle_blocks_again(name, at, rule):
    # Was: UNK alone (the Taunt, Protector or Sentinel taken as maybe gone for the rest of the game).
    assert found(name) == [(2, UNK), *_turn_one(name), (at, rule)]


def _turn_one(name: str) -> list[tuple[int, str]]:
    """(Round 32: a card the log never named costs at least the cheapest of its list, 1, so alice's turn 1, begun on
    0, is over after it: the Ember Squire she summons after it at seq 3 is late, as after a named Squire.)"""
    return [] if name.startswith("S_") else [(3, "ccs.gauge.turn-over")]


@pytest.mark.parametrize("name, expected", [
    ("T2_base_breach", [(2, UNK), (22, "ccs.attack.taunt")]),
    ("P_base_breach", [(2, UNK), (22, "ccs.ability.protector")]),
    ("S_base_breach", [(2, UNK), (22, "ccs.attack.sentinel")]),
    ("T2_elder_maybe_gone_clean", [(2, UNK)]),
    ("T2_elder_seen_clean", [(2, UNK)]),
    ("T3_elder_attacks_next_clean", [(2, UNK)]),
    ("P_keeper_maybe_gone_clean", [(2, UNK)]),
    ("P_keeper_attacks_next_clean", [(2, UNK)]),
    ("S_warden_unjudged_clean", [(2, UNK)]),
])
def test_the_controls_stay(name, expected):
    assert found(name) == [*expected[:1], *_turn_one(name), *expected[1:]]


# -- 4. Only a Withdraw battler goes to the hand ---------------------------------------------------------------------

def test_a_battler_without_withdraw_is_not_resummoned_from_the_hand():
    # Was: UNK alone (Grove Keeper taken as returned to the hand by its battle with the unnamed battler).
    assert found("WD_keeper_resummon") == [(2, UNK), (17, NIH)]


@pytest.mark.parametrize("name", ["WD_paladin_resummon_clean", "WD_keeper_gravecall_clean"])
def test_a_withdraw_battler_or_a_destroyed_one_stays_clean(name):
    assert found(name) == [(2, UNK)]


# -- 5-6. How many extra deck cards an unnamed card draws ------------------------------------------------------------

def test_one_gatekeeper_draws_one_extra_deck_card():
    # Was: UNK alone (both extra deck cards taken as drawn by the one unnamed card).
    assert found("X_two_ex") == [(6, UNK), (17, NIH)]


def test_an_unnamed_action_of_a_list_without_a_draw_ex_action_draws_none():
    # Was: UNK alone (red-blue's only action is Fireball).
    assert found("X_unnamed_action_ex") == [(6, UNK), (16, NIH)]
    assert found("X_named_ex") == [(16, NIH)]


@pytest.mark.parametrize("name", ["X_one_ex_clean", "X_one_ex_clean2"])
def test_one_extra_deck_card_after_an_unnamed_battler_stays_clean(name):
    assert found(name) == [(6, UNK)]


# -- 7-8. The Wild Growth reading (may_guard) ------------------------------------------------------------------------

def test_no_wild_growth_left_the_attack_eliminates_at_once():
    # Was: UNK alone (the attack waited for a reveal that no Wild Growth left could bring).
    v = LOGS.verdict("W_unnamed_wg_none_left")
    assert [(x.seq, x.rule) for x in v.violations] == [(5, UNK), (16, "ccs.game.over")]
    assert v.winner == "alice"


@pytest.mark.parametrize("name", ["W_unnamed_wg_elim_end", "W_unnamed_wg_elim_pass"])
def test_no_reveal_after_the_winning_attack_the_defender_is_out(name):
    # Was: the log ends before the game does (no winner); with a pass after, ccs.game.over at the pass.
    v = LOGS.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(5, UNK)]
    assert v.winner == "alice"
    assert LOGS.verdict("W_named_elim_clean").winner == "alice"


@pytest.mark.parametrize("name", ["W_unnamed_wg_clean", "W_unnamed_wg_twice_clean"])
def test_a_reveal_showing_wild_growth_stays_clean(name):
    assert found(name) == [(5, UNK)]


# -- 9. 3 players: a non-next player's event while the counter may be over -------------------------------------------

NYT = "ccs.turn.not-your-turn"


@pytest.mark.parametrize("name", ["O3_carol_acts_then_alice", "O3_carol_draws_then_alice"])
def test_a_non_next_players_event_is_out_of_alices_turn(name):
    # Was: not-your-turn at carol's event "during bob's turn", then alice's events flagged as out of turn too.
    v = LOGS.verdict(name).violations
    assert [(x.seq, x.rule) for x in v] == [(8, UNK), (9, NYT)]
    assert "during alice's turn" in v[1].message


@pytest.mark.parametrize("name", ["O3_carol_acts_then_bob", "O3_carol_draws_then_bob", "O3_bob_acts_then_alice",
                                  "O3_bob_acts_then_alice_attack", "O3_bob_acts_then_alice_pass"])
def test_the_other_out_of_turn_events_stay_one_fault(name):
    assert found(name) == [(8, UNK), (9, NYT)]


@pytest.mark.parametrize("name", ["O3_clean", "O3_clean_alice_on"])
def test_the_three_player_controls_stay_clean(name):
    assert found(name) == [(8, UNK)]


# -- 10. 2 players: the next player's early draw while the counter may be over ---------------------------------------

def test_the_next_players_draw_then_alice_plays_on_is_one_draw_out_of_turn():
    # Was: not-your-turn at alice's two events (taken as in bob's turn), then draw-step at bob's real draw.
    v = LOGS.verdict("O2_bob_draws_alice_on").violations
    assert [(x.seq, x.rule) for x in v] == [(6, UNK), (7, NYT)]
    assert "during alice's turn" in v[1].message
    assert found("O2_bob_draws_alice_on_named") == [(7, NYT)]


@pytest.mark.parametrize("name, expected", [("O2_clean", [(6, UNK)]),
                                            ("O2_bob_acts_alice_on_named", [(7, NYT)])])
def test_the_two_player_controls_stay(name, expected):
    assert found(name) == expected


# -- 11. A third Legion resolution after an unnamed attacker ---------------------------------------------------------

def test_a_third_legion_reveal_after_an_unnamed_attacker_has_nothing_waiting():
    # Was: ccs.summon.reinforcements "a Reinforcements summon is logged as BattlerSummoned".
    assert found("L_three") == [(2, UNK), (10, "ccs.ability.no-pending")]
    assert found("L_two_clean") == [(2, UNK)]
