"""Chrono Clash: the fixes of round 26 (notes/fix26_ccs.md).

The logs are the tester's, under tests/logs/ccs_qa26/ (sweep_* are sample logs with one card name dropped). A log
with a card the log never names has the unavoidable ``ccs.log.unknown-card`` (UNK). An unnamed card's range covers
what the cards its deck list still allows do, at the moment it acts.

1. A draw out of turn during an unnamed battler's attack, the defender revealing right after: the attack went on,
   one ``ccs.turn.not-your-turn`` at the draw.
2. One unnamed card does not draw both a main deck card and an extra deck card (Tide Scholar or Gatekeeper).
3. An unnamed attacker a guardian battler may have destroyed may use its list's Legion or Reinforcements.
4. A battler that may have left play unseen (a battle not judged, an unnamed action's target) is where the log's
   later events take it from (a Withdraw's hand, a Grave Call's discard pile).
5. A tapped Taunt battler that may have left play unseen does not keep an attack off the other battlers.
6. An unnamed battler whose list holds a Protector may itself be one: not kept from targets by another Protector.
"""

from __future__ import annotations

import pytest

from tests.ccs import Logged

LOGS = Logged("ccs_qa26")
found = LOGS.found

UNK = "ccs.log.unknown-card"
NYT = "ccs.turn.not-your-turn"
DRAW = "ccs.turn.draw-step"


# -- 1. A draw out of turn during an unnamed battler's attack ------------------------------------------------------

@pytest.mark.parametrize("name, at", [("D_extra_draw_defender", 11), ("D2_defender_draw_before_reveal", 10),
                                      ("M3D_alice_draws", 12), ("M3D_carol_draws", 12)])
def test_draw_out_of_turn_during_an_unnamed_attack_is_one_fault(name, at):
    # Was: not-your-turn "turn taken as passed", guardian.unexpected, not-your-turn at the pass, draw-step.
    v = LOGS.verdict(name).violations
    assert [(x.seq, x.rule) for x in v] == [(4, UNK), (at, NYT)]
    assert "taken as passed" not in v[1].message


@pytest.mark.parametrize("name", ["D_clean", "M3D_clean"])
def test_unnamed_attack_twins_clean(name):
    assert found(name) == [(4, UNK)]


# -- 2. One unnamed card draws from one deck -----------------------------------------------------------------------

@pytest.mark.parametrize("name, at", [("C_ex_and_main", 8), ("C_ex_and_main_later", 12)])
def test_unnamed_card_does_not_draw_main_and_extra(name, at):
    # Was: UNK only.
    assert found(name) == [(6, UNK), (at, "ccs.summon.not-in-hand")]


@pytest.mark.parametrize("name, want", [("C_main1_clean", [(6, UNK)]), ("C_ex_only_clean", [(6, UNK)]),
                                        ("C_main2", [(6, UNK), (8, DRAW)]),
                                        ("C_named_gate_then_main", [(7, DRAW)])])
def test_draw_twins_unchanged(name, want):
    assert found(name) == want


# -- 3. Legion, Reinforcements of an unnamed attacker a guardian may have destroyed ---------------------------------

@pytest.mark.parametrize("name, unk", [("L_unnamed_legion_clean", 4), ("L_unnamed_legion_nosummon_clean", 4),
                                       ("R_unnamed_reinforcements_clean", 4), ("L2_unnamed_vs_battler_legion", 4),
                                       ("sweep_balanced-duel__4", 4), ("sweep_four-players__10", 10)])
def test_unnamed_attacker_destroyed_by_a_guardian_may_use_legion(name, unk):
    # Was: ability.no-pending, summon.not-in-hand, summon.reinforcements (9 and 8 in the whole matches).
    assert found(name) == [(unk, UNK)]


def test_named_legion_twin_clean():
    assert found("L_named_legion_clean") == []


# -- 4. Withdraw, Grave Call: where a battler that may have left play went ------------------------------------------

@pytest.mark.parametrize("name, unk", [("sweep_balanced-duel__19", 19), ("sweep_balanced-duel__21", 21),
                                       ("sweep_three-players-quests__61", 61), ("sweep_four-players__7", 7)])
def test_battler_that_may_have_left_play_is_where_the_log_takes_it(name, unk):
    # Was: summon.not-in-hand (then gauge.turn-over, not-your-turn), ability.target "not in carol's discard".
    assert found(name) == [(unk, UNK)]


# -- 5. A Taunt battler that may have left play ----------------------------------------------------------------------

@pytest.mark.parametrize("name, unk", [("sweep_balanced-duel__50", 50), ("sweep_win-attack-no-guardians__7", 7)])
def test_taunt_that_may_have_left_play_keeps_no_attack_off(name, unk):
    # Was: attack.taunt.
    assert found(name) == [(unk, UNK)]


def test_protector_that_may_have_left_play_keeps_no_target_off():
    # The same for a Protector (not in the tester's list: the sweep's one other log left with more than UNK). Was:
    # ability.protector@99.
    assert found("sweep_four-players__20") == [(20, UNK)]


# -- 6. An unnamed battler that may be a Protector -------------------------------------------------------------------

@pytest.mark.parametrize("name, unk", [("P_unnamed_maybe_protector", 4), ("sweep_balanced-duel__9", 9)])
def test_unnamed_battler_that_may_be_a_protector(name, unk):
    # Was: ability.protector.
    assert found(name) == [(unk, UNK)]


# -- 9. A battler the log never named on the replay board ------------------------------------------------------------

def test_replay_shows_an_unnamed_battler_as_the_hand_does(tmp_path):
    # Was: "None (bob.6)  strength 0".
    from click.testing import CliRunner

    from cli.main import cli

    res = CliRunner().invoke(cli, ["replay", str(LOGS.logs / "D_extra_draw_defender.jsonl"), "--at", "11",
                                   "--db", str(tmp_path / "l.db")])
    assert res.exit_code == 0, res.output
    line = next(x for x in res.output.splitlines() if "(bob.6)" in x)
    assert line.strip().startswith("unknown card (bob.6)") and "strength" not in line and "None" not in line


# -- 8. A tap out of turn while the counter may be over ---------------------------------------------------------------

def test_tap_out_of_turn_after_a_pass_is_one_fault():
    # Was: draw-step@8 (read as bob's next turn) and not-your-turn@9 on alice's legal Ember Squire.
    v = LOGS.verdict("B3_tap_oot_clean").violations
    assert [(x.seq, x.rule, x.player) for x in v] == [(4, UNK, "bob"), (8, NYT, "bob")]
    assert "during alice's turn" in v[1].message


@pytest.mark.parametrize("name, want", [("B3_notap_clean", [(4, UNK)]), ("B4_tap_oot", [(4, UNK), (11, NYT)]),
                                        ("B4_tap_oot_over", [(4, UNK), (11, NYT), (13, "ccs.gauge.turn-over")])])
def test_tap_twins_unchanged(name, want):
    assert found(name) == want


# -- 7. An unnamed action that could be Wild Growth ------------------------------------------------------------------

def test_unnamed_action_that_may_add_a_guardian():
    # Was: game.eliminated@88 at dave's reveal of the guardian it may have added, ability.target@99,
    # attack.target-not-enemy@113.
    assert found("sweep_four-players__81") == [(81, UNK)]


def test_no_reveal_after_the_attack_eliminates_as_before(tmp_path):
    # The same match without dave's reveal (the seqs after it renumbered): no guardian was put on the stack, and
    # alice's attack eliminated dave, as it always did.
    import json

    from ledger.log import read_log
    from projections import core

    lines = (LOGS.logs / "sweep_four-players__81.jsonl").read_text().splitlines()
    events = [json.loads(x) for x in lines[1:] if json.loads(x)["seq"] != 88]
    for i, e in enumerate(events, 1):
        e["seq"] = i
    path = tmp_path / "noreveal.jsonl"
    path.write_text("\n".join([lines[0], *(json.dumps(e) for e in events)]) + "\n")
    v = core.verify(read_log(path)).violations
    assert (105, "ccs.game.eliminated", "dave") in [(x.seq, x.rule, x.player) for x in v]
    assert [x.rule for x in v if x.seq <= 97] == [UNK]
