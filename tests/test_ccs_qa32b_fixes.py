"""Chrono Clash, findings left over from rounds 29-31 of the outside tester (round 32, second pass).

The logs are paper logs in tests/logs/ccs_qa32b/, built from the tester's (/tmp/qa29-ccs, /tmp/qa30-ccs,
/tmp/qa31-ccs): ``A3`` is the tester's M1 (Mirror Adept copies an unnamed battler's summon ability, targets
["alice.6", "bob.6"], then Dawn Herald's Reinforcements) with alice's Inferno Drakes replaced by Siege Breakers and
her Leviathan left out; ``A4`` is M1 itself; ``A5`` the tester's V1 (Void Shifter) on the same list; ``B3``/``B4``
the tester's G9 with Cinder Hound and Ashen Berserker after the unnamed battler, ``B3``'s list without a 1-cost
battler; ``C2`` the tester's E3; ``D1`` the tester's QP_win_by_attack. A log with a card the log never names has the
unavoidable ccs.log.unknown-card (UNK): "only X" is UNK plus X.
"""

from __future__ import annotations

import json

import pytest

from tests.ccs import Logged

L = Logged("ccs_qa32b")
UNK = "ccs.log.unknown-card"

_log, _cli = L.path, L.cli  # (tests/ccs.py: one copy of these for every round's file)


# -- A: a copy of an unnamed battler's summon ability (Mirror Adept, Void Shifter) whose list has no battler with a
# -- summon ability that could take the target named: the target is the one fault, the Reinforcements of that
# -- battler follows from it. A Mirror Adept on the list takes only "one of your other battlers", never bob's --------

@pytest.mark.parametrize("name, found", [
    ("A3_adept_unnamed_no_targeting_list_reinf", [(2, UNK), (6, "ccs.ability.target")]),
    ("A5_shifter_unnamed_no_targeting_list_reinf", [(2, UNK), (11, "ccs.ability.target")]),
    # the twin: the list has Inferno Drake (destroys a chosen battler with strength 4 or less): clean
    ("A4_adept_unnamed_drake_reinf_clean", [(2, UNK)]),
])
def test_a_copied_summon_ability_no_card_of_the_list_could_take_the_target(name, found):
    assert L.found(name) == found


# -- B: an unnamed card costs at least the cheapest card of its list that could be played there ---------------------

@pytest.mark.parametrize("name, found", [
    # alice has 3 time; no battler of her list costs less than 2: the unnamed one (2 at least), Cinder Hound (2) put
    # the counter on bob's 1, the Berserker after is late
    ("B3_unnamed_cheapest_two_hound_berserker", [(6, UNK), (8, "ccs.gauge.turn-over")]),
    # the same with Ember Squire (1) on her list: the counter may stand on her 0, the Berserker hers to play
    ("B4_unnamed_cheapest_one_hound_berserker_clean", [(6, UNK)]),
])
def test_b_an_unnamed_card_costs_at_least_the_cheapest_of_its_list(name, found):
    assert L.found(name) == found


# -- C: three players; bob's draw at 9 taken back (alice played on at 10): replay and explain show alice's turn 4 --------

def test_c_three_players_verdict_keeps_alices_turn():
    assert [(v.seq, v.rule, v.turn) for v in L.verdict("C2_three_players_draw_then_one_summon_then_draw").violations] \
        == [(8, UNK, 4), (9, "ccs.turn.not-your-turn", 4)]


@pytest.mark.parametrize("at", ["9", "10"])
def test_c_three_players_replay_at_shows_the_verdicts_reading(at):
    log = _log("C2_three_players_draw_then_one_summon_then_draw")
    data = json.loads(_cli("replay", log, "--at", at, "--json"))
    assert (data["turn"], data["active"]) == (4, "alice")
    assert _cli("replay", log, "--at", at).startswith(f"Board after seq {at}, turn 4: alice to play")


def test_c_three_players_explain_sees_alices_turn():
    out = _cli("explain", _log("C2_three_players_draw_then_one_summon_then_draw"), "10")
    assert "  turn: 4\n  active: alice\n" in out


# -- D (held already, a guard): the board after the attack that declares a late quest win shows the points the
# -- verdict counts --------------------------------------------------------------------------------------------------

def test_d_board_after_the_attack_shows_the_late_quest_win():
    log = _log("D1_late_quest_win_by_attack")
    assert L.found("D1_late_quest_win_by_attack") == [(26, UNK), (31, "ccs.game.over")]
    after = json.loads(_cli("replay", log, "--at", "29", "--json"))
    assert [(p["id"], p["quest_points"]) for p in after["players"]] == [("alice", 5), ("bob", 0)]
    assert (after["winner"], after["result"]) == ("alice", "alice wins: 5 quest points")
