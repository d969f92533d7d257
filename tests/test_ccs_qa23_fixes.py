"""Chrono Clash: the fixes of round 23 (notes/fix23_ccs.md).

The logs are the tester's, under tests/logs/ccs_qa23/. After a card whose cost is unknown (a paper log's card never
named, or played under a name its deck list lacks) where the counter stands is a range (``Board.gauge_low`` ..
``Board.gauge``); each such log has the unavoidable ``ccs.log.unknown-card``.

1. A card never named costs at most the costliest card of its player's deck list it could be: a spend past any start
   that allows is ``ccs.gauge.turn-over``.
2. A draw right after such a card is its ability's only as far as a card it could be draws.
3. A card played out of turn (``ccs.turn.not-your-turn``) does not move the active player's counter.
4. A battler never named may be a Leader (its attack) or gain time when tapped; an action never named may lower a
   later cost (Swift Tactics): the range allows it.
"""

from __future__ import annotations

from tests.ccs import Logged

LOGS = Logged("ccs_qa23")
found = LOGS.found

UNK = "ccs.log.unknown-card"


# -- 1. The cost of a card never named is bounded by its deck list ---------------------------------------------------

def test_overspend_after_an_unnamed_card_bounded_by_its_list_is_flagged():
    # alice's unnamed card (list A, costliest 5): bob starts at most on his 4, pays 4 + 1, then summons. Was: not flagged.
    assert found("m1_over_bob") == [(6, UNK), (12, "ccs.gauge.turn-over")]
    assert found("m5_3p_over") == [(4, UNK), (8, "ccs.gauge.turn-over")]
    assert found("m5_4p_over") == [(4, UNK), (8, "ccs.gauge.turn-over")]
    assert found("pr_pass_after_unnamed_over") == [(8, UNK), (12, "ccs.gauge.turn-over")]


def test_the_clean_twins_of_the_unnamed_card_bound_stay_clean():
    assert found("m1_clean") == [(6, UNK)]
    assert found("m5_3p_clean") == [(4, UNK)]
    assert found("m5_4p_clean") == [(4, UNK)]
    assert found("pr_pass_after_unnamed_clean") == [(8, UNK)]
    assert found("m4_3p_clean") == [(4, UNK)]
    assert found("m6_4p_clean") == [(4, UNK), (9, UNK)]
    assert found("kp_pass_keeps_range_clean") == [(2, UNK)]
    assert found("nb_gain_in_range_turn_clean") == [(2, UNK)]
    assert found("cs_action_clean") == [(6, UNK)]
    assert found("cs_battler_clean") == [(6, UNK)]


# -- 2. The draws a card never named can explain -------------------------------------------------------------------

def test_a_draw_no_card_of_the_list_could_make_is_a_second_draw():
    # list B has no drawing card. Was: excused.
    assert found("m2_B_unnamed_summon_1draw") == [(4, UNK), (5, "ccs.turn.draw-step")]
    assert found("m2_B_unnamed_action_1draw") == [(4, UNK), (5, "ccs.turn.draw-step")]
    assert found("m2_B_unnamed_summon_0draw") == [(4, UNK)]
    assert found("m2_B_unnamed_action_0draw") == [(4, UNK)]


def test_a_draw_past_what_any_card_it_could_be_draws_is_a_second_draw():
    # Tide Scholar draws 1: the second draw is extra; no pool battler draws 2 when summoned. Was: excused.
    assert found("m2_A_unnamed_summon_2draw") == [(4, UNK), (6, "ccs.turn.draw-step")]
    assert found("m2_A_unnamed_summon_1draw") == [(4, UNK)]
    assert found("m3_B_unlisted_EmberSquire_2draw") == [(4, UNK), (6, "ccs.turn.draw-step")]
    assert found("m3_B_unlisted_EmberSquire_1draw") == [(4, UNK)]


# -- 3. A card played out of turn does not move the active player's counter -----------------------------------------

def test_an_out_of_turn_summon_is_the_one_fault():
    # Was: + ccs.gauge.turn-over (or a second ccs.turn.not-your-turn) later, from its payment moving the counter.
    assert found("k1_known_ootp") == [(4, "ccs.turn.not-your-turn")]
    assert found("k1_known_clean") == []
    assert found("m1_ootp") == [(6, UNK), (10, "ccs.turn.not-your-turn")]
    assert found("m6_4p_ootp") == [(4, UNK), (9, UNK), (16, "ccs.turn.not-your-turn")]


# -- 4. What a card never named may save or gain later --------------------------------------------------------------

def test_an_unnamed_card_that_may_lower_a_later_cost_or_gain_time_leaves_legal_plays_alone():
    # Was: + ccs.gauge.turn-over at seq 9 / 10 / 9.
    assert found("ld_leader_unnamed_clean") == [(2, UNK)]
    assert found("st_swift_unnamed_clean") == [(8, UNK)]
    assert found("ut_tapgain_unnamed_clean") == [(2, UNK)]
    assert found("ld_leader_known_clean") == []
    assert found("st_swift_known_clean") == []
    assert found("ut_tapgain_known_clean") == []
    # (Round 32: the unnamed battler costs at least the cheapest of its list, Ember Squire's 1, so the counter is
    # certainly over after Magma Brute: the first Squire is late, the second follows, linked, as with a named Squire.)
    assert found("hs_tapgain_unk_over") == [(7, UNK), (10, "ccs.gauge.turn-over"), (11, "ccs.gauge.turn-over")]


# -- 6. A paper-log turn passed without its draw draws nothing ------------------------------------------------------

def test_a_paper_log_pass_without_the_draw_draws_nothing():
    # bob passes without drawing; his next draw names bob.12, the card that stayed on top. Was: + ccs.draw.not-top@10.
    assert found("nd_known_bob_pass_without_draw") == [(7, "ccs.turn.draw-step")]
    assert found("nd_range_bob_pass_without_draw") == [(6, UNK), (7, "ccs.turn.draw-step")]


# -- 7. An extra deck card nothing could have drawn -----------------------------------------------------------------

def test_an_extra_deck_card_no_card_of_the_list_could_draw_is_not_in_the_hand():
    # list A2 has neither Gatekeeper nor Rift Caller. Was: excused after the unnamed card; the named control gave
    # unknown-card for a hand card under the extra card's name (+ extra-deck.cost, a hand card paid by battlers).
    assert found("pex2_A2_nodrawer_clean_or_not") == [(2, UNK), (11, "ccs.summon.not-in-hand")]
    # The control's payment is short as well (Cinder Hound 2 + Flame Lancer 3 for Colossus of Embers, cost 6).
    assert found("pex2_A2_known_control") == [(11, "ccs.summon.not-in-hand"), (11, "ccs.extra-deck.cost")]
    # list A has Gatekeeper: the unnamed card may have drawn it.
    assert found("pex_clean") == [(2, UNK)]
    assert found("pex_short") == [(2, UNK), (11, "ccs.extra-deck.cost")]


# -- 5. A pass in a turn that may have ended, then the passer's draw ------------------------------------------------

def test_a_pass_recorded_before_the_draw_in_a_turn_that_may_have_ended_is_one_fault():
    # After alice's unnamed card "bob passed", then bob draws and plays on. Was: + ccs.turn.not-your-turn@9.
    assert found("wp_range_wrongpass_slip") == [(6, UNK), (7, "ccs.turn.draw-step")]
    assert found("wp_known_wrongpass_slip") == [(7, "ccs.turn.not-your-turn")]
    assert found("wp_range_wrongpass_nodraw") == [(6, UNK), (7, "ccs.turn.draw-step")]
