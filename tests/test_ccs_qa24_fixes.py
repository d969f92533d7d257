"""Chrono Clash: the fixes of round 24 (notes/fix24_ccs.md).

The logs are the tester's, under tests/logs/ccs_qa24/. A log with a card the log never names has the unavoidable
``ccs.log.unknown-card``.

1. Time a card played or used out of turn gains (Chrono Shift, Harbor Sentry's tap) does not move the active
   player's counter, as its cost does not: one ``ccs.turn.not-your-turn``.
2. The attack an out-of-turn Sneak Attack summon or Transform makes at once is part of it: one not-your-turn.
3. A battler the log never named may do, at each moment it acts, what a card of its deck list it could be does then:
   draw when tapped (Deep Oracle), play a summon ability when attacking (Void Shifter: a draw, an extra deck draw),
   Legion or Reinforcements when its unjudged battle may have destroyed it, draw when its quest completes (Radiant
   Seer).
4. An unnamed card summoned for its Sneak Attack cost cost what a card of its list with Sneak Attack costs that way.
"""

from __future__ import annotations

import pytest

from tests.ccs import Logged

LOGS = Logged("ccs_qa24")
found = LOGS.found

UNK = "ccs.log.unknown-card"
NYT = "ccs.turn.not-your-turn"


# -- 1. Time gained out of turn ------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["X_chrono2", "X_tap", "FO_chrono", "FO_tap"])
def test_time_gained_out_of_turn_leaves_the_active_players_counter(name):
    # Was: + ccs.gauge.turn-over@8 on alice's next legal summon.
    assert found(name) == [(7, NYT)]


def test_the_clean_twins_of_out_of_turn_time_stay_clean():
    assert found("FO_clean") == []
    assert found("O_clean") == []


# -- 2. The forced attack of an out-of-turn Sneak Attack or Transform ------------------------------------------------

def test_out_of_turn_sneak_attack_is_one_fault():
    assert found("X_sneak") == [(8, NYT)]  # was: + not-your-turn@9 for its attack


def test_out_of_turn_transform_is_one_fault():
    assert found("X_transform") == [(6, NYT)]  # was: + not-your-turn@7 for its attack


def test_in_turn_sneak_attack_and_transform_stay_clean():
    assert found("S_sneak_own_clean") == []
    assert found("T_clean") == []


# -- 3. What an unnamed battler could do at each moment it acts -----------------------------------------------------

def test_unnamed_battler_tap_may_draw():
    assert found("U1_clean") == [(2, UNK)]  # was: + draw-step@8
    assert found("U1_2draw") == [(2, UNK), (9, "ccs.turn.draw-step")]  # was: 8 and 9


def test_unnamed_battler_attack_may_play_a_summon_ability():
    assert found("VS_unnamed") == [(4, UNK)]  # was: + summon.not-in-hand@10 (Gatekeeper's extra deck draw)
    assert found("VD_unnamed") == [(5, UNK)]  # was: + draw-step@10 + guardian.unexpected@11 (Tide Scholar's draw)
    assert found("VS_known") == []
    assert found("VD_known") == []


def test_unnamed_battler_unjudged_battle_may_bring_reinforcements_or_legion():
    assert found("L_reinf") == [(4, UNK)]  # was: + summon.reinforcements@14
    assert found("Ld_reinf") == []
    # Legion resolved (was: + ability.no-pending@14); the draw at 16 names the card the Legion ability took from
    # the top, as in the known twin Lk_legion (its own ccs.draw.not-top).
    assert found("L_legion") == [(4, UNK), (16, "ccs.draw.not-top")]
    assert found("Lk_legion") == [(16, "ccs.draw.not-top")]


def test_unnamed_battler_quest_complete_may_draw():
    assert found("RS_unnamed") == [(4, UNK)]  # was: + draw-step@13
    assert found("RS_unnamed3") == [(4, UNK), (14, "ccs.turn.draw-step")]  # was: 13 and 14
    assert found("RS_known") == []
    assert found("RS_known3") == [(14, "ccs.turn.draw-step")]


# -- 4. An unnamed Sneak Attack summon's cost ----------------------------------------------------------------------

def test_unnamed_sneak_attack_summon_costs_its_sneak_attack_cost():
    assert found("SN_bobmore") == [(4, UNK), (7, "ccs.gauge.turn-over")]  # was: only unknown-card
    assert found("SN_alicemore") == [(4, UNK), (9, "ccs.gauge.turn-over")]
    assert found("SN_clean") == [(4, UNK)]


def test_the_named_sneak_attack_twins():
    assert found("SNk_bobmore") == [(7, "ccs.gauge.turn-over")]
    assert found("SNk_alicemore") == [(9, "ccs.gauge.turn-over")]
    assert found("SNk_clean") == []
