"""Final Fantasy TCG: the qa37 tester's findings (/tmp/qa37-fftcg), targets, readings and words. The logs are kept
whole in tests/logs/fftcg_qa37b/.

FP-1. Minerva 3-146's Main phase 1 trigger ("choose 1 forward you control") with ``targets`` left out while Minerva
   is her controller's only forward (``minerva-main1-trigger-targets-left-out``): ``fftcg.target.invalid`` at 22 and
   the +1000 dropped. A choice that is forced (one card on the field each target can be) is now that card, with a
   note, the effect carried out: for every summon, ability, auto ability and EX Burst (Judge.forced_targets). Where
   two cards could be chosen, ``targets`` left out stays none, as docs/log-format.md says: flagged as before.
C-1. A turn's draw naming 3 cards where 2 were due (``whole-match-sim13-D-draw-three``, seq 119): the reading of
   the table drawing the 2 due was followed for 60 events only, and that player's next turn draw (180, which names
   the true top) came 61 events later: ``fftcg.draw.not-top`` at 180 and ``fftcg.cp.source`` at 181 besides the
   ``fftcg.draw.count``. That reading is now followed at least through the player's next turn draw (Board.to_draw):
   one flag. The same fault in sim14 stays one flag; the clean twin stays clean.
C-2. Minerva's trigger written after both Main phase 1 passes (``minerva-main1-trigger-after-a-pass``): the pair
   ended Main phase 1 in the engine's reading, so the attack after the ability's resolution and the next two pass
   pairs fell in Main phase 2 (``fftcg.attack.timing`` at 32 besides ``fftcg.auto.pending`` at 22). The ability had
   to go on the stack before anyone had priority [ref (9.3.1.3.)] and the phase ends only with the stack empty
   [ref (9.3.1.2.)]: beside the engine's reading, the pair is read as closing nothing (Board.idle_pass); the attack
   decides. One flag. With the trigger never put on the stack, that reading ends at once (the flags as before).
W-1. ``fftcg.attack.dull`` (and ``fftcg.block.dull``) of a forward a freeze kept dull says so.
W-2. ``fftcg.cp.not-enough`` / ``fftcg.cp.excess`` of a card whose cost field abilities change show how the cost
   was reached ("printed 1, -1 for Red Mage ..., +1 for Seymour ...").
W-3. ``fftcg.attack.cost`` said "the attack cost of Vincent ... costs 1 CP": now "attacking with Vincent ... costs
   1 CP" (and "blocking with ..." for a block cost).
W-4. A target that is not a forward of the ability's controller: "which is not a forward alice controls", not
   "your own forward".
"""

from __future__ import annotations

from fftcg import (auto, board_after, card, disc, draw, logged, logged_board, passes, play, resolved, rules_at, seat,
                   to_end_of_turn, verify)
from projections.fftcg.engine import power

F = "fftcg_qa37b"


# -- FP-1. targets left out where the choice is forced ----------------------------------------------------------

def test_minervas_trigger_with_targets_left_out_takes_her_as_the_forced_target():
    v = logged(F, "minerva-main1-trigger-targets-left-out")
    assert rules_at(v) == []
    assert any(n.startswith("seq 22: the log gives no target for the auto ability of Minerva 3-146 (alice.1); "
                            "Minerva 3-146 (alice.1) is the only choice it can make") for n in v.notes)
    # The +1000 is carried out: Minerva attacks at 11000.
    assert power(logged_board(F, "minerva-main1-trigger-targets-left-out", 30), "alice.1") == 11000


def test_minervas_trigger_with_its_target_given_stays_clean():
    v = logged(F, "minerva-main1-trigger-then-attack-into-firststrike-clean")
    assert rules_at(v) == []
    assert not any("is the only choice" in n for n in v.notes)


#: A fire forward with Minerva's ability, cheap enough to play beside Cloud in the first turn.
CARDS = [card("T-MIN", "forward", 2, ["fire"], power=5000, name="Little Minerva",
              abilities=[{"kind": "auto", "when": "main1",
                          "effects": [{"do": "power", "target": "own-forward", "amount": 1000}]}],
              text="At the beginning of your Main Phase 1, choose 1 forward you control. It gains +1000 power "
                   "until the end of the turn.")]
A = seat("a", hand=["T-MIN", "1-009", "1-009", "1-009"])


def _turn_3(with_cloud: bool):
    turn1 = [draw("a", "a.6"), play("a", "a.1", disc("a.3"))]
    if with_cloud:
        turn1.append(play("a", "a.2", disc("a.4")))
    return turn1 + [*to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"),
                    {"type": "Discarded", "player": "b", "cards": ["b.1", "b.2"]}, draw("a", "a.7", "a.8")]


def test_a_left_out_target_with_one_candidate_is_that_candidate():
    ev = _turn_3(False) + [auto("a", "a.1"), *passes("a", "b"), resolved("a", "a.1")]
    v = verify([A, seat("b")], ev, cards=CARDS)
    assert rules_at(v) == []
    assert power(board_after([A, seat("b")], ev, cards=CARDS), "a.1") == 6000


def test_a_left_out_target_with_two_candidates_is_still_flagged_as_the_docs_say():
    ev = _turn_3(True) + [auto("a", "a.1"), *passes("a", "b"), resolved("a", "a.1")]
    v = verify([A, seat("b")], ev, cards=CARDS)
    at = len(ev) - 3
    assert rules_at(v) == [(at, "fftcg.target.invalid")]
    assert v.violations[0].message == "the auto ability of Little Minerva T-MIN (a.1) chooses 1 target; the log gives 0"
    board = board_after([A, seat("b")], ev, cards=CARDS)
    assert power(board, "a.1") == 5000 and power(board, "a.2") == 5000  # no target chosen: nothing gains power


def test_two_candidates_with_the_target_given_are_clean():
    ev = _turn_3(True) + [auto("a", "a.1", "a.2"), *passes("a", "b"), resolved("a", "a.1")]
    assert rules_at(verify([A, seat("b")], ev, cards=CARDS)) == []
    assert power(board_after([A, seat("b")], ev, cards=CARDS), "a.2") == 6000


# -- C-1. a turn's draw of one card too many, the next turn draw far off ---------------------------------------

def test_a_draw_of_three_where_two_were_due_is_one_fault_though_the_next_draw_is_61_events_on():
    v = logged(F, "whole-match-sim13-D-draw-three")
    assert rules_at(v) == [(119, "fftcg.draw.count")]
    assert v.winner == "alice"
    # The board the table played: it drew 2; Moogle's draw took alice.16, the unblocked hit alice.17, and the
    # draw at 180 the top, alice.18 and alice.19, which pay for alice.16 at 181.
    alice = logged_board(F, "whole-match-sim13-D-draw-three", 180).seat("alice")
    assert {"alice.16", "alice.18", "alice.19", "alice.15"} <= set(alice.hand)
    assert alice.damage[-1] == "alice.17"


def test_the_same_fault_in_the_other_match_stays_one_fault():
    v = logged(F, "whole-match-sim14-D-draw-three")
    assert rules_at(v) == [(116, "fftcg.draw.count")]
    assert v.winner == "bob"


def test_the_whole_match_twin_stays_clean():
    v = logged(F, "whole-match-sim13-clean")
    assert rules_at(v) == []
    assert v.winner == "alice"


# -- C-2. a trigger written after the pass pair that would end its phase ----------------------------------------

def test_minervas_trigger_written_after_both_passes_is_one_fault():
    v = logged(F, "minerva-main1-trigger-after-a-pass")
    assert rules_at(v) == [(22, "fftcg.auto.pending")]
    # The pair closed nothing: Minerva's +1000 resolved in Main phase 1 and she attacks at 11000 in the attack phase.
    board = logged_board(F, "minerva-main1-trigger-after-a-pass", 32)
    assert board.phase == "attack"
    assert power(board, "alice.1") == 11000


def test_the_trigger_after_alices_own_pass_stays_one_fault():
    assert rules_at(logged(F, "minerva-main1-trigger-after-alices-own-pass")) == [(22, "fftcg.auto.pending")]


def test_a_trigger_never_put_on_the_stack_keeps_the_pass_pair_ending_the_phase():
    # Minerva's trigger left off: three pass pairs and the attack. The pair-closing-nothing reading ends at the
    # next pass (the ability still left off there): the attack falls in Main phase 2 as before.
    ev = _turn_3(False) + [*passes("a", "b"), *passes("a", "b"), *passes("a", "b"),
                           {"type": "AttackDeclared", "player": "a", "attackers": ["a.1"]}]
    v = verify([A, seat("b")], ev, cards=CARDS)
    first = len(_turn_3(False)) + 1
    assert rules_at(v) == [(first, "fftcg.auto.pending"), (len(ev), "fftcg.attack.timing")]


# -- W-1..W-4. words ---------------------------------------------------------------------------------------------

def test_a_frozen_forwards_attack_says_the_freeze_kept_it_dull():
    v = logged(F, "freeze-shiva-frozen-attacks")
    assert rules_at(v) == [(45, "fftcg.attack.dull")]
    assert v.violations[0].message == ("Knight 1-165 (bob.1) is dull and cannot attack: it was frozen, so it did "
                                       "not activate in bob's Active phase")


def test_a_frozen_forwards_block_says_so_too():
    v = logged(F, "freeze-shiva-dull-blocks-next-turn")
    assert rules_at(v) == [(58, "fftcg.block.dull")]
    assert v.violations[0].message.endswith(": it was frozen, so it did not activate in bob's Active phase")


def test_the_freeze_clean_twins_stay_clean():
    for name in ("freeze-shiva-clean", "freeze-shiva-then-sylph-activates-clean",
                 "freeze-then-control-change-activates-in-new-controllers-active-phase"):
        assert rules_at(logged(F, name)) == [], name


def test_a_changed_cost_shows_how_it_was_reached():
    v = logged(F, "cost-redmage-vs-seymour-ramuh-paid-nothing")
    assert rules_at(v) == [(23, "fftcg.cp.not-enough")]
    assert v.violations[0].message == ("Ramuh 1-143 (alice.3) costs 1 CP (printed 1, -1 for Red Mage 1-121 (alice.1), "
                                       "+1 for Seymour 1-137 (bob.1)); alice made 0")
    v = logged(F, "cost-redmage-plus-sage-moogle-paid-anyway")
    assert rules_at(v) == [(23, "fftcg.cp.excess")]
    assert v.violations[0].message.startswith(
        "Moogle 1-172 (alice.6) costs 0 CP (printed 1, -1 for Red Mage 1-121 (alice.1), -1 for Sage 1-133 (alice.2), "
        "never below 0) but alice made 1")
    for name in ("cost-redmage-vs-seymour-titan-clean", "cost-redmage-plus-sage-moogle-free-clean"):
        assert rules_at(logged(F, name)) == [], name


def test_an_unpaid_attack_cost_says_cost_once():
    v = logged(F, "attackcost-vincent-not-paid")
    assert rules_at(v) == [(27, "fftcg.attack.cost")]
    assert v.violations[0].message == "attacking with Vincent 2-078 (alice.1) costs 1 CP; alice made 0"


def test_a_target_not_of_the_controllers_forwards_is_said_in_the_third_person():
    v = logged(F, "minerva-main1-trigger-targets-opponent-forward")
    assert rules_at(v) == [(22, "fftcg.target.invalid")]
    assert v.violations[0].message == ("the auto ability of Minerva 3-146 (alice.1) targets Dragoon 1-147 (bob.1), "
                                       "which is not a forward alice controls on the field")
