"""Chrono Clash, round 30 of the outside tester: each a real single fault (or a clean log) the engine misjudged.

The tester's logs are paper logs in tests/logs/ccs_qa30/. A log with a card the log never names has the
unavoidable ccs.log.unknown-card (UNK) at that event: "only X" is UNK plus X. The logs named ``*_bound_*`` are
ours: what the reading excuses stays bounded by what the one unnamed card could be (its list).
"""

from __future__ import annotations

import pytest

from ledger.log import read_log
from projections import core
from tests.ccs import Logged

L = Logged("ccs_qa30")
UNK = "ccs.log.unknown-card"
REINF = "ccs.summon.reinforcements"


# -- 1: Legion or Reinforcements after any destruction of a named battler the engine does not judge (a battle with an
# -- unnamed battler, attacking or attacked; an unnamed action's or summon's target) is legal, and destroys it ------

@pytest.mark.parametrize("name, found", [
    ("R1_herald_defender_reinf_then_unnamed_attacks", [(4, UNK)]),
    ("M3_reinf_defender_unnamed_attacker", [(4, UNK)]),
    ("R3_herald_attacks_unnamed_tapped_reinf", [(4, UNK)]),
    ("RU4_unnamed_destroys_herald_reinf_bob_two", [(6, UNK)]),
    ("RU4b_with_pass", [(6, UNK)]),
    ("R2_swarm_defender_legion_unnamed_attacker", [(4, UNK)]),
    ("R5_swarm_attacks_unnamed_tapped_legion", [(4, UNK)]),
    ("R6_unnamed_action_kills_swarm_legion", [(4, UNK)]),
    ("R6_bound_herald_strength_4_clean", [(8, UNK)]),
])
def test_legion_or_reinforcements_after_an_unjudged_destruction_is_legal(name, found):
    assert L.found(name) == found


def test_reinforcements_after_an_unjudged_battle_destroys_the_battler_its_later_attack_flagged():
    assert L.found("R3f_then_herald_attacks_again") == [(4, UNK), (19, "ccs.attack.not-your-battler")]


@pytest.mark.parametrize("name, found", [
    # alice's list has no battler whose summon destroys (Inferno Drake taken out): no Reinforcements to excuse
    ("RU4_bound_list_without_drake", [(6, UNK), (7, REINF)]),
    # bob's list destroys only "strength 4 or less" (Fireball): Solar Banner made the Herald 5
    ("R6_bound_herald_strength_5", [(9, UNK), (10, REINF)]),
])
def test_the_unjudged_destruction_is_bounded_by_the_unnamed_cards_list(name, found):
    assert L.found(name) == found


@pytest.mark.parametrize("name, found", [
    ("R1n_named_clean", []), ("R6n_named_fireball", []), ("RU4n_named_drake", []),
    ("L1_legion_unnamed_guard_then_play", [(7, UNK)]),
    ("L2_legion_then_attack_again", [(7, UNK), (14, "ccs.attack.not-your-battler")]),
    ("RFn_same_cost", [(8, REINF)]),
])
def test_legion_and_reinforcements_twins(name, found):
    assert L.found(name) == found


# -- 2: a Mirror Adept copying an unnamed battler's summon ability draws what that card's own summon could ----------

def test_adept_copying_an_unnamed_battlers_summon_may_draw_as_it_does():
    assert L.found("J6_adept_copies_unnamed_jump2") == [(2, UNK)]


@pytest.mark.parametrize("name, found", [
    # one card more than the copied ability could draw (a Tide Scholar's 1): the jump is one fault
    ("J6_bound_jump3", [(2, UNK), (11, "ccs.draw.not-top")]),
    ("J10_shifter_copies_unnamed", [(2, UNK)]),
    ("J11_adept_copies_named_scholar", []),
])
def test_adept_copy_twins(name, found):
    assert L.found(name) == found


# -- 3: a questing battler destroyed to pay for an extra deck card was in play: its quest point scores (a win kept) --

def test_payment_shows_the_questing_battler_stayed_and_it_scores():
    result = L.verdict("QP_win_by_payment")
    assert result.winner == "alice"
    assert [(v.seq, v.rule) for v in result.violations] == [(26, UNK), (30, "ccs.game.over")]
    assert [v.caused_by for v in result.violations] == [None, 26]


@pytest.mark.parametrize("name", ["QP_payment", "QP_attack"])
def test_payment_scores_as_an_attack_does(name):
    log = read_log(L.logs / f"{name}.jsonl")
    board = core.board_at(log, len(log.events))
    assert {s.id: s.quest_points for s in board.seats}["alice"] == 3
    assert L.found(name) == [(20, UNK)]


# -- 4: a win declared at the attack that showed the questing battler in play: that attack's reveal is part of it ---

def test_reveal_of_the_attack_that_declared_a_late_win_is_part_of_it():
    result = L.verdict("QP_win_by_attack")
    assert result.winner == "alice"
    assert [(v.seq, v.rule) for v in result.violations] == [(26, UNK), (31, "ccs.game.over")]
    assert [v.caused_by for v in result.violations] == [None, 26]


@pytest.mark.parametrize("name, found", [
    ("QW_attack", [(20, UNK)]), ("QW_tap", [(20, UNK)]),
])
def test_late_quest_win_twins(name, found):
    result = L.verdict(name)
    assert [(v.seq, v.rule) for v in result.violations] == found
    assert result.winner == "alice"
