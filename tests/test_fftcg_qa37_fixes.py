"""Final Fantasy TCG: the qa36c tester's findings 2 and 3 (/tmp/qa36c-fftcg) and the round-36 leftovers. The logs
are kept whole in tests/logs/fftcg_qa37/.

1. A paper play whose ``serials`` write the card played on the next id (``fm_paper_serial_id_one_off``: at 2,
   alice plays Black Mage alice.2, the serials say ``{"alice.3": "1-010"}``) bound alice.3, a hidden card of her
   hand, to Black Mage for the whole match: Tifa alice.3, named 1-016 at her own play (24), was read as a Black
   Mage (``fftcg.log.unknown-card`` at 24, her attacks ``fftcg.attack.not-a-forward``, the battles after came out
   otherwise): 10 violations for one slip. Now a serial the slip wrote on a hidden hand card the event does not use
   (its id one off the card the event uses unnamed) binds only until that card's own event names it: one
   ``fftcg.log.unknown-card`` at 2. The same for a CP discard's serial on the next id
   (``fm2_paper_discard_serial_id_one_off``: 2 flags, now 1). Where the card meant is named later while the slip
   still holds the deck list's last copy of its serial (``fm3_paper_serial_id_one_off_last_copy``), the copy is
   the card meant's: no "no copy left" fault. The clean twin ``m2_paper`` stays clean.
2. A paper EX Burst card named as a card without [EX] (``fo_paper_exburst_no_ex``: bob.8, Moogle at the table,
   named Knight 1-166) is ``fftcg.exburst.no-ex-icon`` at 35, right; but the table resolved Moogle's burst, and
   the log then uses the card it drew: bob.9 discarded for CP at 45 (``fftcg.cp.source``) and, the damage cards one
   off after it, Cecil bob.15 played at 119 (``fftcg.play.not-in-hand``): 3 flags. Now such a burst resolves as an
   unnamed one does (its effect unknown: a card of bob's deck he later plays or discards is taken as drawn by it),
   and a card discarded for CP is taken so too, as a card played already was (the unnamed burst,
   ``fo2_paper_exburst_unnamed``, gave the same 3 flags): one flag each. Without such a resolution a deck card
   discarded for CP is still ``fftcg.cp.source`` (``fo3_paper_cp_discard_from_deck``); the full-order twin
   ``fc_exburst_no_ex`` (where the burst did nothing) stays 1.
3. A block recorded after both players passed in the block step (the slips bench's ``mv+2`` of a BlockDeclared:
   ``l_block_after_both_passes``, sample ``limited-win-six-damage`` with bob's block of alice.1 by bob.2 written
   after the two passes): the first pass was flagged ``fftcg.block.timing`` (right) and the attack taken as not
   blocked, its damage dealt, so the block was flagged again (no attack waiting) and the damage card drawn later
   gave ``fftcg.draw.not-top`` and ``fftcg.cp.source``: 2 roots. Now, beside the block left out, the block recorded
   late is followed (the two passes held, the block fought, then the passes): the block next decides, one flag, the
   board the sample's. The same for alice's block at 118 (``l2_block_after_both_passes_alice``). A late block the
   seed forbids (by bob's backup bob.1, ``l3_late_block_by_a_backup``) is still flagged at the block. The sample
   itself stays clean.
4. An unmodelled summon's draw line right after its ``Resolved``, nothing recorded for it, naming a card not on top
   (``s_summon_line_after_resolved_not_top``: Moogle X, alice's line names alice.12, alice.9 on top), and her next
   draw naming the cards after the top (alice.10, alice.11): the line was an extra draw (``fftcg.turn.not-your-turn``
   at 38) and the next draw ``fftcg.draw.not-top`` (47), 2 flags. As for the same line before the ``Resolved``
   (qa36 1), the reading that the summon drew the top and the line misnamed it is now followed beside (in place of
   the line drawing nothing): one ``fftcg.draw.not-top`` at 38, alice.9 in her hand. Twins: her next draw after the
   card named (``s_twin_line_after_resolved_next_draw_after_named``) and the line naming the top
   (``s_twin_line_after_resolved_top``) keep their one ``fftcg.turn.not-your-turn`` (never clean: the summon's text
   is unknown).
"""

from __future__ import annotations

import pytest

from fftcg import logged, logged_board, rules_at

F = "fftcg_qa37"


# -- 1. a serial written on the next id by a slip binds only until the card's own event names it --------------------

def test_a_play_whose_serial_names_the_next_id_is_one_slip_and_tifa_stays_tifa():
    v = logged(F, "fm_paper_serial_id_one_off")
    assert rules_at(v) == [(2, "fftcg.log.unknown-card")]
    assert "alice.2" in v.violations[0].message
    assert v.winner == "alice"
    b = logged_board(F, "fm_paper_serial_id_one_off", 2)
    assert b.cards["alice.2"].serial == ""  # the card played, left unnamed (the slip)
    assert b.cards["alice.3"].zone == "hand"
    b = logged_board(F, "fm_paper_serial_id_one_off", 24)
    assert b.cards["alice.3"].serial == "1-016" and b.cards["alice.3"].zone == "field"  # Tifa, as her play names her


def test_a_cp_discards_serial_on_the_next_id_is_one_slip():
    v = logged(F, "fm2_paper_discard_serial_id_one_off")
    assert rules_at(v) == [(2, "fftcg.log.unknown-card")]
    assert "alice.4" in v.violations[0].message
    assert v.winner == "alice"
    assert logged_board(F, "fm2_paper_discard_serial_id_one_off", 3).cards["alice.5"].serial == "1-007"


def test_the_card_meant_named_later_takes_the_copy_the_slip_held():
    # alice's list has one Black Mage 1-010 here; seq 3 names alice.2 1-010 (the card meant) while the slip's
    # serial still holds that copy on alice.3. The later Black Mages alice.13 and alice.19 are this list's own
    # faults (one copy only), as on the old code.
    v = logged(F, "fm3_paper_serial_id_one_off_last_copy")
    assert rules_at(v) == [(2, "fftcg.log.unknown-card"), (102, "fftcg.log.unknown-card"),
                           (187, "fftcg.log.unknown-card")]
    b = logged_board(F, "fm3_paper_serial_id_one_off_last_copy", 3)
    assert b.cards["alice.2"].serial == "1-010" and b.cards["alice.3"].serial == ""


def test_the_clean_twin_stays_clean():
    v = logged(F, "m2_paper")
    assert rules_at(v) == []
    assert v.winner == "alice"


# -- 2. an EX Burst named as a card without [EX] in a paper log resolves unknown ---------------------------------------

@pytest.mark.parametrize("name,rule", [("fo_paper_exburst_no_ex", "fftcg.exburst.no-ex-icon"),
                                       ("fo2_paper_exburst_unnamed", "fftcg.log.unknown-card")])
def test_a_paper_burst_of_a_card_misnamed_or_unnamed_is_one_fault_and_its_draw_is_used(name, rule):
    v = logged(F, name)
    assert rules_at(v) == [(35, rule)]
    assert v.winner == "alice"
    b = logged_board(F, name, 45)
    assert b.cards["bob.9"].zone == "break"  # drawn by the burst, discarded for CP
    assert logged_board(F, name, 119).cards["bob.15"].zone == "field"


def test_a_deck_card_discarded_for_cp_with_no_unknown_effect_before_is_still_flagged():
    v = logged(F, "fo3_paper_cp_discard_from_deck")
    assert rules_at(v) == [(45, "fftcg.cp.source")]
    assert "bob.30" in v.violations[0].message


def test_the_full_order_twin_stays_one_flag():
    v = logged(F, "fc_exburst_no_ex")
    assert rules_at(v) == [(56, "fftcg.exburst.no-ex-icon")]


# -- 3. a block recorded after both passes of the block step ---------------------------------------------------------

@pytest.mark.parametrize("name,seq,draw", [("l_block_after_both_passes", 31, 38),
                                           ("l2_block_after_both_passes_alice", 118, 125)])
def test_a_block_recorded_after_both_passes_is_one_flag_and_the_battle_is_fought(name, seq, draw):
    v = logged(F, name)
    assert rules_at(v) == [(seq, "fftcg.block.timing")]
    assert v.winner == "bob"
    b, twin = logged_board(F, name, draw), logged_board(F, "l_twin_limited_win_six_damage", draw)
    for pid in ("alice", "bob"):
        assert b.seat(pid).damage == twin.seat(pid).damage
        assert b.seat(pid).field == twin.seat(pid).field
        assert b.seat(pid).broken == twin.seat(pid).broken


def test_a_late_block_the_seed_forbids_keeps_its_flag():
    v = logged(F, "l3_late_block_by_a_backup")
    assert (31, "fftcg.block.timing") in rules_at(v)
    assert any(seq == 33 for seq, _ in rules_at(v))


def test_the_sample_stays_clean():
    v = logged(F, "l_twin_limited_win_six_damage")
    assert rules_at(v) == [] and v.winner == "bob"


# -- 4. an unmodelled summon's draw line right after its Resolved, naming a card not on top ---------------------------

def test_the_line_after_the_resolved_naming_a_card_not_on_top_is_one_draw_not_top():
    v = logged(F, "s_summon_line_after_resolved_not_top")
    assert rules_at(v) == [(38, "fftcg.draw.not-top")]
    assert "alice.12" in v.violations[0].message and "alice.9" in v.violations[0].message
    alice = logged_board(F, "s_summon_line_after_resolved_not_top", 47).seat("alice")
    assert {"alice.9", "alice.10", "alice.11"} <= set(alice.hand)
    assert "alice.12" in alice.deck


@pytest.mark.parametrize("name", ["s_twin_line_after_resolved_next_draw_after_named", "s_twin_line_after_resolved_top"])
def test_its_twins_keep_the_one_extra_draw(name):
    assert rules_at(logged(F, name)) == [(38, "fftcg.turn.not-your-turn")]
