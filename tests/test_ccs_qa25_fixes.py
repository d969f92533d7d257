"""Chrono Clash: the fixes of round 25 (notes/fix25_ccs.md).

The logs are the tester's, under tests/logs/ccs_qa25/ (WQ_* are sample_logs/chrono_clash/win-quests.jsonl with one
event under the wrong player's name). A log with a card the log never names has the unavoidable
``ccs.log.unknown-card``.

1. An unnamed action played out of turn whose list could gain time (Chrono Shift) leaves the active player's
   counter where it was, as a named one does: one ``ccs.turn.not-your-turn``.
2. Draw 1 EX takes from the extra deck: a main-deck draw (CardDrawn) after an unnamed card whose list draws only
   from the extra deck (Rift Caller's attack, Gatekeeper's summon) is one too many.
3. The same at summon time (Gatekeeper).
4. An unnamed battler's attack that could play a summon ability (Void Shifter) draws only what a battler in play
   other than itself could draw.
5. An extra draw flagged during an unnamed battler's attack does not end that attack (no guardian.unexpected).
6. The violation line of an event under the wrong player's name says the log names the wrong player.
"""

from __future__ import annotations

import pytest

from tests.ccs import Logged

LOGS = Logged("ccs_qa25")
found = LOGS.found

UNK = "ccs.log.unknown-card"
NYT = "ccs.turn.not-your-turn"
DRAW = "ccs.turn.draw-step"
OVER = "ccs.gauge.turn-over"


# -- 1. An unnamed action out of turn that could gain time ------------------------------------------------------------

@pytest.mark.parametrize("name", ["NGU2_PB_act_once", "NGU_act_once"])
def test_unnamed_out_of_turn_action_leaves_the_active_players_counter(name):
    # Was: + ccs.gauge.turn-over@8 on alice's legal Flame Lancer.
    assert found(name) == [(7, NYT), (7, UNK)]


def test_unnamed_out_of_turn_action_then_a_real_overspend():
    # Was: turn-over@8 and @9.
    assert found("NGU_act_over") == [(7, NYT), (7, UNK), (9, OVER)]


def test_the_named_chrono_shift_twins():
    assert found("NG_shift_once") == [(7, NYT)]
    assert found("NG_shift_over") == [(7, NYT), (9, OVER)]
    assert found("NG_noshift_clean") == []


# -- 2. Main-deck and extra-deck draws counted apart (attack) --------------------------------------------------------

@pytest.mark.parametrize("name", ["NA_RBRi_unnamed_draw", "NR_draw_unnamed"])
def test_main_deck_draw_after_unnamed_extra_drawer_attack_is_flagged(name):
    assert found(name) == [(4, UNK), (9, DRAW)]  # was: only unknown-card


def test_extra_drawer_attack_twins():
    assert found("NA_RBRi_known_draw") == [(9, DRAW)]
    assert found("NA_RBRi_unnamed_clean") == [(4, UNK)]
    assert found("NR_none_unnamed") == [(4, UNK)]


# -- 3. The same at summon time (Gatekeeper) -------------------------------------------------------------------------

def test_main_deck_draw_after_unnamed_gatekeeper_summon_is_flagged():
    assert found("NK_draw_unnamed") == [(4, UNK), (5, DRAW)]  # was: only unknown-card


def test_gatekeeper_summon_twins():
    assert found("NK_draw_known") == [(5, NYT)]  # Gatekeeper's cost ended the turn
    assert found("NK_none_unnamed") == [(4, UNK)]


# -- 4. Void Shifter copies a battler in play, not any card of the pool ----------------------------------------------

def test_unnamed_void_shifter_attack_with_no_drawer_in_play():
    assert found("NV_draw_unnamed") == [(4, UNK), (9, DRAW)]  # was: only unknown-card


def test_void_shifter_twins():
    assert found("NV_draw_known") == [(9, DRAW)]
    assert found("NV_none_unnamed") == [(4, UNK)]


# -- 5. A flagged extra draw does not end an unnamed battler's attack ------------------------------------------------

def test_extra_draw_during_unnamed_attack_does_not_end_it():
    # Was: + ccs.guardian.unexpected@10.
    assert found("NA_GY_unnamed_draw") == [(4, UNK), (9, DRAW)]
    assert found("NA_GY_known_draw") == [(9, DRAW)]
    assert found("NA_GY_unnamed_clean") == [(4, UNK)]


def test_two_extra_draws_during_unnamed_attack():
    # Each draw past the turn's is flagged, as for the named Rift Caller; no guardian.unexpected@11.
    assert found("NA_RBRi_unnamed_draw2") == [(4, UNK), (9, DRAW), (10, DRAW)]


# -- 6. The violation line of an event under the wrong player's name -------------------------------------------------

def test_summon_under_the_wrong_name_says_so():
    v = LOGS.verdict("WQ_summon_slip").violations
    assert [(x.seq, x.rule, x.player, x.read_as) for x in v] == [(7, NYT, "bob", "alice")]
    assert v[0].message == ("bob summoned a battler during alice's turn: the log names the wrong player; "
                            "taken as alice's")


def test_draw_under_the_wrong_name_says_so():
    v = LOGS.verdict("WQ_draw_slip").violations
    assert [(x.seq, x.rule, x.player, x.read_as) for x in v] == [(3, NYT, "alice", "bob")]
    assert v[0].message == ("alice drew a card during bob's turn: the log names the wrong player; "
                            "taken as bob's draw")
