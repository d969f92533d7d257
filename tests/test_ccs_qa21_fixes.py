"""Chrono Clash: the fixes of round 21 (notes/fix21_ccs.md).

The logs are the tester's, under tests/logs/ccs_qa21/. A card played under a name its deck list lacks (or never
named) has an unknown cost, but not a wholly unknown one: it is 0 or more, so the counter stands where it did at most,
and a turn is certainly over once that bound passes the opponent's 1 (``Board.gauge_low``/``Board.gauge``).

1. After a card of unknown cost, a play certainly past the gauge is flagged (``ccs.gauge.turn-over``).
2. A play out of turn after an unknown-cost card: one ``ccs.turn.not-your-turn`` (the next player's turn, begun on
   their side of the gauge, cannot have ended before they paid anything), not a new turn of the actor's.
3. A card given by the id of a card no longer in the hand (discarded, or in play) under another name, for a summon,
   an action or a quest: the id is the slip, the named card is taken from the hand: one ``ccs.log.unknown-card``.
4. An extra deck card given a name its extra deck list lacks: one ``ccs.log.unknown-card``; the payment destroys the
   battlers it names, and the counter stays known (an extra deck card costs no time).
5. A Reinforcements summon under a name the list lacks: the counter stays known (it costs no time).
6. After an unknown card and a pass, the next player starts at most on their 10: spending past that is flagged.
7. A name-only summon under the wrong player's name just after the active player's turn ended on the gauge, of a
   card only the active player's deck has: theirs, played after the turn was over: one ``ccs.gauge.turn-over``.
"""

from __future__ import annotations

from ledger.log import read_log
from projections import core
from tests.ccs import Logged

LOGS = Logged("ccs_qa21")
found, slips, verdict = LOGS.found, LOGS.slips, LOGS.verdict


# -- 1. A play certainly past the gauge after a card of unknown cost ---------------------------------------------------

def test_a_play_certainly_past_the_gauge_after_an_unlisted_card_is_flagged():
    # alice starts on 3, plays alice.6 of unknown cost (>= 0), then Stormwatch Giant (5: the turn is over whatever the
    # first cost), then Cinder Hound. Was: only the unknown-card.
    assert found("g1_unlisted_plus_turnover") == [(6, "ccs.log.unknown-card"), (8, "ccs.gauge.turn-over")]
    assert found("g1_unnamed_plus_turnover") == [(6, "ccs.log.unknown-card"), (8, "ccs.gauge.turn-over")]
    assert found("g5_4p_unlisted_plus_turnover") == [(10, "ccs.log.unknown-card"), (12, "ccs.gauge.turn-over")]
    # the controls
    assert found("g1_turnover_known") == [(8, "ccs.gauge.turn-over")]
    assert found("g11_fo_misnamed_plus_turnover") == [(6, "ccs.log.unknown-card"), (8, "ccs.gauge.turn-over")]
    assert found("g1_unlisted_only") == [(6, "ccs.log.unknown-card")]
    assert found("g1_clean_known") == []


# -- 2. A play out of turn after an unknown-cost card ------------------------------------------------------------------

def test_a_play_out_of_turn_after_an_unlisted_card_is_one_not_your_turn():
    # Was: two draw-steps (3 players: draw-step, gauge.turn-over, not-your-turn), read as a new turn of alice's.
    assert found("g16_unlisted_then_alice_acts_in_bobs_turn") == [(6, "ccs.log.unknown-card"),
                                                                  (8, "ccs.turn.not-your-turn")]
    assert found("g16_unlisted_pass_then_alice_acts_in_bobs_turn") == [(6, "ccs.log.unknown-card"),
                                                                       (9, "ccs.turn.not-your-turn")]
    assert found("g16_unnamed_then_alice_acts_in_bobs_turn") == [(6, "ccs.log.unknown-card"),
                                                                 (8, "ccs.turn.not-your-turn")]
    assert found("g16_unlisted_then_alice_action_in_bobs_turn") == [(6, "ccs.log.unknown-card"),
                                                                    (8, "ccs.turn.not-your-turn")]
    assert found("g17_3p_unlisted_carol_acts_in_bobs_turn") == [(8, "ccs.log.unknown-card"),
                                                                (10, "ccs.turn.not-your-turn")]
    # the known-cost controls, and the twins where the log goes on as the table played
    assert found("g16_known_then_alice_acts_in_bobs_turn") == [(8, "ccs.turn.not-your-turn")]
    assert found("g17_3p_known_carol_acts_in_bobs_turn") == [(10, "ccs.turn.not-your-turn")]
    assert found("g16_unlisted_then_alice_attacks_with_it_clean") == [(6, "ccs.log.unknown-card")]
    assert found("g17_3p_unlisted_bob_plays_then_carol_draws_clean") == [(8, "ccs.log.unknown-card")]


# -- 3. The id of a card no longer in the hand, under another name -----------------------------------------------------

def test_an_id_no_longer_in_the_hand_under_another_name_is_one_violation():
    # Was 2: unknown-card + quest.card-not-in-hand (summon/action.not-in-hand for ids in play).
    assert found("g9_quest_discarded_id_othername") == [(10, "ccs.log.unknown-card")]
    assert found("g9_quest_inplay_id_othername") == [(11, "ccs.log.unknown-card")]
    assert found("g9_summon_inplay_id_othername") == [(10, "ccs.log.unknown-card")]
    assert found("g9_action_inplay_id_othername") == [(10, "ccs.log.unknown-card")]
    assert found("g8_L7_named_discard_as_quest") == [(17, "ccs.log.unknown-card")]
    v = verdict("g9_quest_discarded_id_othername")
    assert v.violations[0].message == "the log calls bob.7 'Blessing', but it is 'Wild Growth'"
    # round 19's reading, and the same-name twins (the card itself, not in the hand: no name slip)
    assert found("g9_summon_discarded_id_othername") == [(10, "ccs.log.unknown-card")]
    assert found("g9_quest_discarded_id_samename") == [(10, "ccs.quest.card-not-in-hand")]
    assert found("g9_quest_inplay_id_samename") == [(11, "ccs.quest.card-not-in-hand")]
    assert found("g8_base_clean") == []


# -- 4. An extra deck card under a name its extra deck list lacks ------------------------------------------------------

def test_an_unlisted_extra_deck_card_is_one_violation_and_its_payment_destroys():
    # Was 2-3: unknown-card + extra-deck.cost ("not an extra deck card ... destroys nothing"), + summon.not-in-hand.
    assert found("g15_ex_unlisted_only") == [(7, "ccs.log.unknown-card")]
    b = core.board_at(read_log(LOGS.logs / "g15_ex_unlisted_only.jsonl"), 7)
    assert b.cards["alice.6"].zone == "discard" and b.cards["alice.7"].zone == "discard"  # the payment destroyed them
    assert b.cards["alice.x1"].zone == "battlefield"
    assert found("g15_ex_unlisted_nameonly") == [(7, "ccs.log.unknown-card")]
    # the counter stays known: a real turn-over is flagged, as with a listed name
    assert found("g15_ex_unlisted_plus_turnover") == [(7, "ccs.log.unknown-card"), (9, "ccs.gauge.turn-over")]
    assert found("g15_ex_listed_turnover") == [(9, "ccs.gauge.turn-over")]
    assert found("g15_ex_listed_clean") == []


# -- 5. A Reinforcements summon under a name the list lacks -----------------------------------------------------------

def test_an_unlisted_reinforcements_summon_leaves_the_counter_known():
    assert found("g14_reinf_unlisted_plus_turnover") == [(7, "ccs.log.unknown-card"), (8, "ccs.gauge.turn-over")]
    assert found("g14_reinf_listed_turnover") == [(8, "ccs.gauge.turn-over")]
    assert found("g14_reinf_unlisted_only") == [(7, "ccs.log.unknown-card")]


# -- 6. After an unknown card and a pass: the next player starts at most on their 10 -----------------------------------

def test_after_an_unlisted_card_and_a_pass_spending_past_any_start_is_flagged():
    # bob starts at most on his 10, spends 5+4+4 (seqs 10-12), then plays a 4th card (seq 13). Was: not flagged.
    assert found("g1_pass_then_bob_overspend") == [(6, "ccs.log.unknown-card"), (13, "ccs.gauge.turn-over")]
    assert found("g1_pass_then_bob_ok") == [(6, "ccs.log.unknown-card")]


# -- 7. A name-only summon under the wrong player's name after the turn ended on the gauge ---------------------------

def test_a_wrong_name_summon_after_the_turn_ended_is_one_turn_over_read_as_the_owner():
    # Was 2: draw-step + unknown-card ("alice" summoning Stone Idol, a card only bob's deck has).
    assert slips("g18_wrongname_after_turnover") == [(5, "ccs.gauge.turn-over", "bob", "bob")]
    assert found("g18_rightname_after_turnover") == [(5, "ccs.gauge.turn-over")]


# -- 8. A name-only summon, the battler later named by another hidden hand id; the third draw's wording --------------

def test_a_name_only_summon_later_named_by_another_hand_id_swaps_them():
    # Was: quest.not-your-battler x3 + unknown-card + quest.card-not-in-hand (seq7: more after round 21's fix 3).
    assert found("g23_paper_listed_nameonly_seq2") == []
    assert found("g23_paper_listed_nameonly_seq7") == []
    assert found("g23_paper_listed_nameonly_seq13") == []  # the twin: the summon by id, the later one by name
    v = verdict("g23_paper_listed_nameonly_seq7")
    assert any("alice.10 is taken from the hand: the summon the log gave without its card id took it" in n
               for n in v.notes)


def test_a_third_draw_in_a_turn_is_not_called_a_second():
    v = verdict("g4_s3_seer_three_draws")
    assert [(x.seq, x.rule) for x in v.violations] == [(15, "ccs.turn.draw-step")]
    assert v.violations[0].message == "bob already drew this turn"
