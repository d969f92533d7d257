"""Final Fantasy TCG: the qa37b tester's findings on this round's loosened readings (/tmp/qa37b-fftcg). The logs are
kept whole in tests/logs/fftcg_qa37c/.

1. After a paper EX Burst the log names as a card without [EX] (``fo_misnamed_burst_then_6_postburst_cards_no_
   discard_turn8``: bob.8 named Knight 1-166 at 35, ``fftcg.exburst.no-ex-icon``), its effect unknown
   (``Seat.hand_unsure``), bob's hand was never judged against the limit again: he drew six cards by id after the
   burst, played none and never discarded, and only 35 was flagged. The unknown effect's draws only add to the
   cards the log shows in his hand, so those alone over 5 are the fault: ``fftcg.end.hand-size`` at 77 and 95, with
   words that say "at least". The same for the unnamed burst (``fo_twin_unnamed_burst_then_hand7_no_discard_
   turn6``: 35 and 77). The named-Moogle twins keep their flags (52, 77, 95); the clean twin stays clean.
2. A block recorded after both passes of the block step by a blocker the seed forbids (``lb_late_block_by_dull_
   forward_bob2_turn5``: bob.2, dull; ``lb_late_block_by_hand_bob6``: a card of his hand; ``lb_late_block_by_
   attacker_alice1``: the attacker; the round's ``l3_late_block_by_a_backup``): the late-block reading beside was
   taken only when it flagged the block less than the engine's, and an illegal blocker is flagged in both, so the
   engine's reading stood: 63 ``fftcg.block.timing``, 65 ``fftcg.block.timing`` "no attack waiting" (a wrong rule),
   then ``fftcg.draw.not-top`` and ``fftcg.play.not-in-hand``/``fftcg.cp.source`` from the damage the table never
   dealt. Now the defender's block right after the two held passes is her block recorded late whatever else it
   breaks: the late reading takes the engine's place, and the block is judged as a block on time is (its own rule:
   ``fftcg.block.dull``, ``fftcg.block.not-a-forward``, and the readings beside a forbidden block). Two flags, the
   board the on-time twin's. Twins: ``lb_twin_timely_block_by_dull_forward_bob2_turn5`` (one ``fftcg.block.dull``),
   ``lb_late_block_legal_bob4_turn5`` (one ``fftcg.block.timing``).
3. A slip's serial written on the next id held the deck list's last copy loosely (alice's list: one Black Mage
   1-010; at 2 she plays alice.2 unnamed, the serials say ``{"alice.3": "1-010"}``):
   (a) ``fm_slip_one_copy_second_black_mage_at_102``: alice.3's own play (24) names it Tifa, and the copy went back
   to the list, so the second Black Mage alice.13 at 102 was not flagged. The card meant, alice.2, was played with
   it: the copy stays counted, its (``Instance.slip_copy``), and 102 is flagged as in the named twin.
   (b) ``fm_slip_one_copy_cp_discard_alice5_named_black_mage_at_3``: alice.5, discarded for CP at 3 and no card the
   slip meant, named 1-010, took the copy the slip held: nothing flagged at 3. Only a card the slip meant
   (``Instance.slip_for``) takes it: 3 is flagged, as in the named twin.
"""

from __future__ import annotations

import pytest

from fftcg import logged, logged_board, rules_at

F = "fftcg_qa37c"


# -- 1. an unknown burst's effect: the cards known in the hand are still judged against the limit --------------------

def test_a_misnamed_burst_leaves_the_hand_limit_judged_on_the_cards_known():
    v = logged(F, "fo_misnamed_burst_then_6_postburst_cards_no_discard_turn8")
    assert rules_at(v) == [(35, "fftcg.exburst.no-ex-icon"), (77, "fftcg.end.hand-size"), (95, "fftcg.end.hand-size")]
    assert "at least 9 cards" in v.violations[2].message
    assert len(logged_board(F, "fo_misnamed_burst_then_6_postburst_cards_no_discard_turn8", 93).seat("bob").hand) == 9


def test_the_turn_six_misnamed_and_unnamed_bursts_flag_the_hand_too():
    assert rules_at(logged(F, "fo_misnamed_burst_then_hand7_no_discard_turn6")) == [
        (35, "fftcg.exburst.no-ex-icon"), (77, "fftcg.end.hand-size")]
    assert rules_at(logged(F, "fo_twin_unnamed_burst_then_hand7_no_discard_turn6")) == [
        (35, "fftcg.log.unknown-card"), (77, "fftcg.end.hand-size")]


def test_the_named_moogle_twins_keep_their_flags_and_the_clean_one_stays_clean():
    assert rules_at(logged(F, "fo_twin_burst_named_moogle_6_postburst_cards_turn8")) == [
        (52, "fftcg.end.hand-size"), (77, "fftcg.end.hand-size"), (95, "fftcg.end.hand-size")]
    v = logged(F, "fo_twin_burst_named_moogle_original")
    assert rules_at(v) == [] and v.winner == "alice"


# -- 2. a late block by a blocker the seed forbids: the lateness and the block's own fault, the battle the table's ---

def test_a_late_block_by_a_dull_forward_is_the_lateness_and_block_dull():
    name = "lb_late_block_by_dull_forward_bob2_turn5"
    v = logged(F, name)
    assert rules_at(v) == [(63, "fftcg.block.timing"), (65, "fftcg.block.dull")]
    assert v.winner == "bob"
    twin = "lb_twin_timely_block_by_dull_forward_bob2_turn5"
    assert rules_at(logged(F, twin)) == [(63, "fftcg.block.dull")]
    for seq in (67, 72):
        b, t = logged_board(F, name, seq), logged_board(F, twin, seq)
        for pid in ("alice", "bob"):
            assert b.seat(pid).damage == t.seat(pid).damage
            assert b.seat(pid).field == t.seat(pid).field
            assert b.seat(pid).hand == t.seat(pid).hand


@pytest.mark.parametrize("name,card", [("lb_late_block_by_hand_bob6", "bob.6"),
                                       ("lb_late_block_by_attacker_alice1", "alice.1")])
def test_a_late_block_by_no_forward_of_hers_is_the_lateness_and_not_a_forward(name, card):
    v = logged(F, name)
    assert rules_at(v) == [(31, "fftcg.block.timing"), (33, "fftcg.block.not-a-forward")]
    assert card in v.violations[1].message
    assert v.winner == "bob"


def test_the_rounds_late_block_by_a_backup_is_two_flags():
    v = logged("fftcg_qa37", "l3_late_block_by_a_backup")
    assert rules_at(v) == [(31, "fftcg.block.timing"), (33, "fftcg.block.not-a-forward")]


def test_the_late_block_twins_keep_one_flag_and_a_real_second_fault_is_kept():
    assert rules_at(logged(F, "lb_late_block_legal_bob4_turn5")) == [(63, "fftcg.block.timing")]
    assert rules_at(logged(F, "lb_timely_block_by_hand_bob6")) == [(31, "fftcg.block.not-a-forward")]
    assert rules_at(logged(F, "lb_timely_block_by_attacker_alice1")) == [(31, "fftcg.block.not-a-forward")]
    assert rules_at(logged(F, "lb_late_block_then_draw_not_top_38")) == [(31, "fftcg.block.timing"),
                                                                          (38, "fftcg.draw.not-top")]


# -- 3. the copy a slip's serial held is the card meant's only ---------------------------------------------------------

def test_the_copy_stays_counted_for_the_card_meant_when_the_slip_is_undone():
    v = logged(F, "fm_slip_one_copy_second_black_mage_at_102")
    assert rules_at(v) == [(2, "fftcg.log.unknown-card"), (102, "fftcg.log.unknown-card"),
                           (187, "fftcg.log.unknown-card")]
    b = logged_board(F, "fm_slip_one_copy_second_black_mage_at_102", 24)
    assert b.cards["alice.3"].serial == "1-016" and b.cards["alice.2"].slip_copy == "1-010"
    assert b.seat("alice").unbound.get("1-010", 0) == 0
    assert rules_at(logged(F, "fm_twin_named_one_copy_second_black_mage_at_102")) == [
        (102, "fftcg.log.unknown-card"), (187, "fftcg.log.unknown-card")]


def test_a_card_the_slip_did_not_mean_takes_no_copy_it_held():
    v = logged(F, "fm_slip_one_copy_cp_discard_alice5_named_black_mage_at_3")
    assert rules_at(v) == [(2, "fftcg.log.unknown-card"), (3, "fftcg.log.unknown-card"),
                           (102, "fftcg.log.unknown-card"), (187, "fftcg.log.unknown-card")]
    assert "alice.5" in v.violations[1].message
    assert rules_at(logged(F, "fm_twin_named_one_copy_cp_discard_alice5_named_black_mage_at_3")) == [
        (3, "fftcg.log.unknown-card"), (102, "fftcg.log.unknown-card"), (187, "fftcg.log.unknown-card")]


# -- 4. a paper log's dull unnamed attacker: the same one flag as before 7f81f42 ----------------------------------------

def test_a_dull_unnamed_attacker_is_one_attack_dull_and_its_active_twin_is_clean():
    v = logged(F, "x_paper_dull_unnamed_attacker")
    assert rules_at(v) == [(29, "fftcg.attack.dull")] and v.winner == "alice"
    v = logged(F, "x_twin_paper_active_unnamed_attacker")
    assert rules_at(v) == [] and v.winner == "alice"
