"""FFTCG qa35 (fix35_fftcg): leftovers of round 34. The logs are in tests/logs/fftcg_qa35/, each with its clean twin.

1. f1: alice casts Moogle X (an unmodelled summon) in bob's turn, no effect recorded, and her ``CardsDrawn`` right
   after the cast, before the passes, names alice.12, not the top of her deck (alice.9). It was a 5-flag cascade
   (``fftcg.turn.phase-skipped``, ``fftcg.draw.not-top``, ``fftcg.draw.count``, ``fftcg.priority.no-priority``,
   ``fftcg.stack.lifo``). Now it is read as the summon's draw recorded early, as the same line naming the top is
   (tests/test_fftcg_qa34g_fixes.py): ``fftcg.stack.resolve-early`` and one ``fftcg.draw.not-top`` (the line names
   a card not on top, a fault the same line after the passes is flagged for too: two faults, each flagged alone in
   its twin); the effect draws the top as the table did. The clean twin is tests/logs/fftcg_qa34g/d3b_twin_no_draw_line.
2. f2: a summon cancelled by an answer's recorded effect with nothing recorded for it (qa34c's s2 twin) left the stack
   silently; the held case had a note. Now the same kind of note: it was cancelled and leaves the stack without
   resolving (the held case keeps its own note, not both).
3. f3: the ``Resolved`` of a cancelled summon written only after a third pass (or a fourth), when it had already left
   the stack, was ``fftcg.stack.lifo`` ("resolves, but the stack is empty"). It is that summon's late record, a note,
   nothing resolving, as long as only passes came between; written right after the two passes, as before, clean.
4. f4: a summon cancelled in the End phase (both casts there flagged ``fftcg.timing.end-phase``, one each) and lifted
   off the stack at the third pass skipped the End phase's return to the removal of damage and of "until end of
   turn" effects [ref (9.5.1.4.)]: Counter Y's +1000 on Gordon stayed to the end of the phase. It is removed there
   now, as with the cancelled summon's ``Resolved`` written (the twin). (The hand limit is not judged again after a
   resolution: the seed goes back to the damage removal, after the discard point.)
5. f5: a recorded ``discard``, ``return`` or ``remove`` moved the card it named from wherever it was, silently: a
   discard of alice's forward on the field broke it (f5a), a return of a card of bob's deck put it in his hand (f5b).
   A recorded effect now finds its card where it acts (a break, a return: on the field; a discard: in a hand); a card
   elsewhere is one ``fftcg.target.invalid`` (« Si l'effet d'une carte est impossible à réaliser, alors l'effet doit
   être ignoré » [ref (2.3.)]), the card moved as the table moved it (qa35c; first: left where it is). A card whose last move took it from there (a target
   gone before the effect: Gordon returned before the break, tests/test_fftcg_qa34e_fixes.py) is missed, a note, as
   the recorded break did; the break now flags a card that was never on the field (f5c: a card drawn to the hand).
   The seed names no zone a remove takes from: only a card out of the game already is missed, a note (f5d).
6. f6: a forbidden attacker (dull) declared with its own attack cost unpaid gives ``fftcg.attack.dull`` and
   ``fftcg.attack.cost``; a forbidden blocker likewise ``fftcg.block.dull`` and ``fftcg.block.cost``. Kept as two
   faults, by the seed: the forward must be active (« Les Avants choisis doivent être actifs » [ref (10.1.2.1.1.)],
   « L'Avant réalisant le bloquage doit être actif » [ref (10.1.3.1.1.)]) and,
   apart from that, the cost of an attack that stood at the table is paid at its declaration, exactly (« Lors du
   paiement du coût en CP, le jouer doit payer le montant exacte » [ref (10.1.2.3.)], the same words for the block
   [ref (10.1.3.1.3.)]). The attack is carried on as it stood (it deals its damage), so its cost was owed; the
   payment (backups dulled, cards discarded) is an act of its own, and each fault is flagged alone in its twin (a
   dull forward paid for; an active one unpaid). The house's "one choice, one fault" merge is for two reasons the
   same forward may not be chosen (dull and cannot-block), not for a cost left unpaid.
"""

from __future__ import annotations

from tests.fftcg import attack, block, disc, logged, logged_board, passes, recorded, rules_at
from tests.test_fftcg_coverage import to_turn_3, v

FOLDER = "fftcg_qa35"


# -- 1. an unmodelled summon's draw line before its passes, naming a card not on top ------------------------------

def test_draw_line_not_top_before_passes_is_resolve_early_and_one_not_top():
    result = logged(FOLDER, "f1_d3b_draw_line_not_top_before_passes")
    assert rules_at(result) == [(35, "fftcg.stack.resolve-early"), (35, "fftcg.draw.not-top")]
    board = logged_board(FOLDER, "f1_d3b_draw_line_not_top_before_passes", 38)
    assert board.cards["alice.9"].zone == "hand" and board.cards["alice.12"].zone == "deck"
    assert board.cards["alice.5"].zone == "break" and not board.stack
    assert board.active == "bob"


def test_draw_line_not_top_then_her_next_draw_is_not_flagged_again():
    # The table drew alice.12 (the line's card): her next turn's draw names alice.9 and alice.10, still the top
    # there; read beside it (the reading of any effect draw not on top), nothing more is flagged.
    result = logged(FOLDER, "f1b_not_top_then_her_turn_draws_the_top_left")
    assert rules_at(result) == [(35, "fftcg.stack.resolve-early"), (35, "fftcg.draw.not-top")]
    assert logged_board(FOLDER, "f1b_not_top_then_her_turn_draws_the_top_left", 47).active == "alice"


def test_draw_line_not_top_twins():
    # the same line naming the top: the resolve-early alone; no draw line: clean
    assert rules_at(logged("fftcg_qa34g", "d3b_draw_line_before_passes_no_effect_recorded")) == [
        (35, "fftcg.stack.resolve-early")]
    assert rules_at(logged("fftcg_qa34g", "d3b_twin_no_draw_line")) == []


# -- 5. a recorded discard, return, remove (and break) finds its card where it acts ----------------------------------

def test_recorded_discard_of_forward_on_field_is_one_target_invalid():
    name = "f5a_discard_names_forward_on_field"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(39, "fftcg.target.invalid")]
    assert "is not in a hand" in result.violations[0].message
    # (The table discarded it all the same: moved as recorded, qa35c finding 6.)
    assert logged_board(FOLDER, name, 39).cards["alice.2"].zone == "break"
    twin = "f5a_twin_discard_names_card_in_hand"
    assert rules_at(logged(FOLDER, twin)) == []
    assert logged_board(FOLDER, twin, 39).cards["alice.6"].zone == "break"


def test_recorded_return_of_card_in_deck_is_one_target_invalid():
    name = "f5b_return_names_card_in_deck"
    assert rules_at(logged(FOLDER, name)) == [(39, "fftcg.target.invalid")]
    board = logged_board(FOLDER, name, 39)
    # (Recall Y targeted Gordon (bob.2), on the field: the return naming another card is read as the table returning
    # the target, the card named beside it; the log ends with nothing to decide, so the target was returned, qa35e
    # finding 3.)
    assert board.cards["bob.2"].zone == "hand" and board.cards["bob.10"].zone == "deck"
    # (The return naming bob.1, another forward on the field, was pinned clean here; it is a fault too, the return
    # acting on its summon's target, Gordon: one target.invalid, tests/test_fftcg_qa35f_fixes.py finding 2.)
    twin = "f5b_twin_return_names_forward_on_field"
    assert rules_at(logged(FOLDER, twin)) == [(39, "fftcg.target.invalid")]
    assert logged_board(FOLDER, twin, 39).cards["bob.2"].zone == "hand"
    assert logged_board(FOLDER, twin, 39).cards["bob.1"].zone == "field"


def test_recorded_break_of_card_never_on_field_is_flagged_gone_target_is_a_note():
    name = "f5c_break_names_card_in_hand_never_on_field"
    assert rules_at(logged(FOLDER, name)) == [(43, "fftcg.target.invalid")]
    assert logged_board(FOLDER, name, 43).cards["bob.4"].zone == "break"  # (moved as recorded, qa35c finding 6)
    twin = logged("fftcg_qa34e", "t10c_break_written_after_x_resolved_gordon_in_hand")
    assert rules_at(twin) == []
    assert any("which the recorded break names, is not on the field" in n for n in twin.notes)


def test_recorded_remove_of_card_out_of_the_game_already_is_a_note():
    result = logged(FOLDER, "f5d_remove_twice_second_misses")
    assert rules_at(result) == []
    assert any("which the recorded remove names, was removed from the game already" in n for n in result.notes)
    assert logged_board(FOLDER, "f5d_remove_twice_second_misses", 43).cards["bob.1"].zone == "removed"


# -- 2. a cancelled summon with nothing held leaves the stack with a note --------------------------------------------

def test_cancelled_summon_with_nothing_held_gets_a_note():
    result = logged("fftcg_qa34c", "s2_twin_x_countered_nothing_recorded")
    assert rules_at(result) == []
    assert any(n.startswith("seq 40: Bomb Shard X X-001 (alice.5) was cancelled before it resolved (the effect "
                            "recorded for Counter Y") for n in result.notes)
    held = logged("fftcg_qa34c", "s2_x_early_7th_then_countered_no_resolved")
    assert rules_at(held) == []
    assert [n for n in held.notes if "was cancelled before it resolved" in n] == [
        n for n in held.notes if "did not happen, and is not applied" in n] != []


# -- 3. a cancelled summon's Resolved after a third pass is its late record -----------------------------------------

def test_cancelled_summon_resolved_after_third_pass_is_a_note():
    for name, seq in (("f3_cancelled_resolved_after_third_pass", 44), ("f3b_cancelled_resolved_after_fourth_pass", 45)):
        result = logged(FOLDER, name)
        assert rules_at(result) == []
        assert any(n.startswith(f"seq {seq}: the Resolved of Bomb Shard X X-001 (alice.5), which was cancelled")
                   for n in result.notes)
        board = logged_board(FOLDER, name, seq)
        assert not board.stack and board.cards["alice.5"].zone == "break"
    assert rules_at(logged(FOLDER, "f3_twin_cancelled_resolved_after_two_passes")) == []


# -- 4. a summon cancelled in the End phase: the damage removal still follows ----------------------------------------

def test_end_phase_cancelled_summon_lifted_then_until_end_of_turn_ends():
    timing = [(42, "fftcg.timing.end-phase"), (43, "fftcg.timing.end-phase")]
    name = "f4_end_cancelled_summon_gordon_pumped"
    assert rules_at(logged(FOLDER, name)) == timing
    assert logged_board(FOLDER, name, 50).cards["bob.2"].power_mod == 1000
    board = logged_board(FOLDER, name, 51)
    assert not board.stack and board.phase == "end" and board.cards["bob.2"].power_mod == 0
    twin = "f4_twin_end_cancelled_summon_resolved_written"
    assert rules_at(logged(FOLDER, twin)) == timing
    assert logged_board(FOLDER, twin, 51).cards["bob.2"].power_mod == 0


# -- 6. a forbidden attacker or blocker with its own cost unpaid: two faults, each alone in its twin ---------------

def test_dull_attacker_with_its_cost_unpaid_is_two_faults():
    ev = to_turn_3()
    dull = ev[:-4] + [recorded("a", "dull", "a.1")] + ev[-4:]
    n = len(dull) + 1
    assert rules_at(v(dull + [attack("a", "a.1")])) == [(n, "fftcg.attack.dull"), (n, "fftcg.attack.cost")]
    assert rules_at(v(dull + [attack("a", "a.1", payment=[disc("a.7")])])) == [(n, "fftcg.attack.dull")]
    assert rules_at(v(ev + [attack("a", "a.1")])) == [(len(ev) + 1, "fftcg.attack.cost")]
    assert v(ev + [attack("a", "a.1", payment=[disc("a.7")])]).violations == []


def test_dull_blocker_with_its_cost_unpaid_is_two_faults():
    ev = to_turn_3()
    fight = [attack("a", "a.1", payment=[disc("a.7")]), *passes("a", "b")]
    dull = ev[:-4] + [recorded("a", "dull", "b.1")] + ev[-4:] + fight
    n = len(dull) + 1
    assert rules_at(v(dull + [block("b", "b.1")])) == [(n, "fftcg.block.dull"), (n, "fftcg.block.cost")]
    assert rules_at(v(dull + [block("b", "b.1", payment=[disc("b.5")])])) == [(n, "fftcg.block.dull")]
    active = ev + fight
    assert rules_at(v(active + [block("b", "b.1")])) == [(len(active) + 1, "fftcg.block.cost")]
    assert v(active + [block("b", "b.1", payment=[disc("b.5")])]).violations == []
