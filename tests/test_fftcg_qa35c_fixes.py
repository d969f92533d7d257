"""FFTCG qa35c (fix35_fftcg3): the regression round on qa35's zone checks and cancelled summons (the tester's report,
/tmp/qa35b-fftcg/REPORT.md). The logs are the tester's, in tests/logs/fftcg_qa35c/, each with its clean twin.

1. A lawful ``return`` from the Break Zone to the hand (Raise Y, "Return 1 Forward from your Break Zone to your
   hand", unmodelled) naming a Knight discarded for CP, or a Gordon broken earlier, was ``fftcg.target.invalid`` (or a
   note) and the card's play next ``fftcg.play.not-in-hand``: qa35 took a return to act on the field only. The seed
   moves cards out of the Break Zone ([ref (7.3)]): a return of a card in its owner's Break Zone takes it to the
   hand, clean. A return whose target on the field was broken in answer before it resolved still misses it, a note,
   the card left in the Break Zone.
2. A ``return`` (or ``break``) naming Gordon, returned (broken) by an earlier summon long before this one was cast,
   was only a note ("the effect does nothing to it"): any card whose last move took it off the field was excused. A
   card is missed (a note) only if it left the field after the effect's source was cast or used (``Card.cast_at``,
   ``Card.left_at``); one that left before is one ``fftcg.target.invalid``. Gordon returned in answer to this very
   summon stays a note.
3. A cancelled summon's ``Resolved`` written after the ``Resolved`` of the item under it (stack A, X cancelled: P, P,
   Resolved A, Resolved X) was taken as X's harmless late record. Only passes may come between (docs/fftcg.md): it
   is out of stack order, one ``fftcg.stack.lifo`` at 45, as before qa35.
4. Paper log: a ``discard`` naming a card the engine still has in the deck, after a summon the log never named
   resolved, was ``fftcg.target.invalid``. As for a play or a Discarded (docs/fftcg.md, Paper-table logs), the
   unknown effect may have drawn it: taken as drawn by it, discarded, clean. With no such summon it is still the
   fault.
5. alice casts Moogle X (unmodelled) and its ``draw(1)`` is recorded right after the cast (held). Her draw line
   written after both passes naming the top (alice.9) was ``fftcg.turn.not-your-turn`` (and a ``draw.not-top`` at
   her next turn's draw); naming alice.12, a 7-flag cascade: the held draw was not counted as the resolution's draw
   (resolution_draw looked at modelled effects only). It is that draw's line now: the top, clean; another card, one
   ``fftcg.draw.not-top``. The same line right after the ``Resolved`` (or right after a ``draw(1)`` recorded after
   the ``Resolved``) naming alice.12 was ``fftcg.turn.not-your-turn``: now one ``fftcg.draw.not-top`` (the effect
   drew the top as the table did), and her next turn's draw is read both ways (the top drawn, or the named card
   drawn and the top left): nothing more, unless it is wrong in both. Commit e3ba75f's claim holds.
6. After ``fftcg.target.invalid`` on a return naming a card of bob's deck, bob's play of that card was a second flag
   (``fftcg.play.not-in-hand``): the card was left where it was. The table moved it: one flag, the card moved as
   recorded (here to the hand), so the play is lawful. (A summon's card on the stack stays there.)
7. A held ``return`` (recorded right after the cast) naming a deck card was flagged at the ``Resolved`` (38): it is
   flagged at the line that names it (35), and moved as recorded when the summon resolves, not flagged again.
"""

from __future__ import annotations

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa35c"


# -- 1. a return from the Break Zone to the hand ---------------------------------------------------------------------

def test_return_from_break_zone_of_discarded_card_is_clean_and_the_card_is_played():
    name = "f5_lawful_return_from_break_zone_discarded_card"
    assert rules_at(logged(FOLDER, name)) == []
    assert logged_board(FOLDER, name, 37).cards["bob.7"].zone == "hand"
    assert logged_board(FOLDER, name, 38).cards["bob.7"].zone == "field"
    assert rules_at(logged(FOLDER, "f5_lawful_return_from_break_zone_TWIN_no_return")) == []


def test_return_from_break_zone_of_forward_broken_earlier_is_clean():
    name = "f5_lawful_return_from_break_zone_broken_forward"
    result = logged(FOLDER, name)
    assert rules_at(result) == []
    assert not any("the effect does nothing to it" in n for n in result.notes)
    assert logged_board(FOLDER, name, 43).cards["bob.2"].zone == "hand"
    assert logged_board(FOLDER, name, 44).cards["bob.2"].zone == "field"


def test_return_whose_target_was_broken_in_answer_still_misses_it():
    name = "f5_lawful_return_target_broken_before_effect"
    result = logged(FOLDER, name)
    assert rules_at(result) == []
    assert any(n.startswith("seq 43: Gordon 1-160 (bob.2), which the recorded return names, is not on the field (it "
                            "is in the Break Zone)") for n in result.notes)
    assert logged_board(FOLDER, name, 43).cards["bob.2"].zone == "break"


# -- 2. a card that left the field before the effect's source was cast ----------------------------------------------

def test_return_naming_card_returned_before_the_cast_is_one_target_invalid():
    result = logged(FOLDER, "f5_fault_return_names_card_returned_earlier")
    assert rules_at(result) == [(44, "fftcg.target.invalid")]
    assert not any("the effect does nothing to it" in n for n in result.notes)
    assert rules_at(logged(FOLDER, "f5_fault_return_names_card_returned_earlier_TWIN_replayed")) == []


def test_break_naming_card_broken_before_the_cast_is_one_target_invalid():
    result = logged(FOLDER, "f5_fault_break_names_card_broken_earlier")
    assert rules_at(result) == [(44, "fftcg.target.invalid")]
    assert "is not on the field (it is in the Break Zone)" in result.violations[0].message


def test_return_naming_card_returned_in_answer_stays_a_note():
    result = logged(FOLDER, "f5_lawful_return_target_gone_before_effect")
    assert rules_at(result) == []
    assert any(n.startswith("seq 43: Gordon 1-160 (bob.2), which the recorded return names, is not on the field (it "
                            "is in the hand)") for n in result.notes)


# -- 3. a cancelled summon's Resolved after the Resolved of the item under it -----------------------------------------

def test_cancelled_summons_resolved_after_another_resolved_is_stack_lifo():
    result = logged(FOLDER, "f3_fault_real_A_resolved_instead_of_X_after_two_passes_then_X")
    assert rules_at(result) == [(45, "fftcg.stack.lifo")]
    assert not any("is taken as its late record" in n for n in result.notes)
    assert rules_at(logged(FOLDER, "f3_real_A_under_cancelled_X_lawful_seed_order")) == []


# -- 4. paper log: a discard of a card an unnamed summon may have drawn -----------------------------------------------

def test_paper_discard_of_deck_card_after_unnamed_summon_resolved_is_taken_as_drawn():
    name = "f5_paper_discard_after_unknown_summon_resolved_unnamed"
    assert rules_at(logged(FOLDER, name)) == [(34, "fftcg.log.unknown-card")]
    assert logged_board(FOLDER, name, 42).cards["alice.20"].zone == "break"
    twin = "f5_paper_discard_after_unknown_summon_resolved_unnamed_TWIN_hand_card"
    assert rules_at(logged(FOLDER, twin)) == [(34, "fftcg.log.unknown-card")]
    fault = logged(FOLDER, "f5_paper_discard_names_deck_card_no_unknown_summon")
    assert rules_at(fault) == [(37, "fftcg.target.invalid")]


# -- 6. the card named by a flagged return is moved as recorded --------------------------------------------------------

def test_return_of_deck_card_is_one_flag_and_its_play_is_lawful():
    name = "f5_fault_return_deck_card_then_played"
    assert rules_at(logged(FOLDER, name)) == [(38, "fftcg.target.invalid")]
    # (Undecided at 38, the target Gordon returned beside the card named (qa35e finding 3); bob's play of bob.10
    # decides: the card named was moved, Gordon stays on the field.)
    board = logged_board(FOLDER, name, 39)
    assert board.cards["bob.10"].zone == "field" and board.cards["bob.2"].zone == "field"


# -- 7. a held return naming a deck card is flagged at its line --------------------------------------------------------

def test_held_return_naming_deck_card_is_flagged_at_its_line():
    name = "f5_fault_held_return_names_deck_card"
    assert rules_at(logged(FOLDER, name)) == [(35, "fftcg.target.invalid")]
    assert logged_board(FOLDER, name, 35).cards["bob.10"].zone == "deck"  # (applied as the summon resolves)
    # (qa36 finding 2: as the summon resolves the return is read as the table returning its target, Gordon, beside
    # the card named moved; the log ending there, the target's reading stands.)
    board = logged_board(FOLDER, name, 38)
    assert board.cards["bob.2"].zone == "hand" and board.cards["bob.10"].zone == "deck"
    twin = "f5_fault_held_return_names_deck_card_TWIN"
    assert rules_at(logged(FOLDER, twin)) == []


# -- 5. an effect's draw line after the passes or right after the Resolved -------------------------------------------

def test_held_draw_line_after_the_passes_naming_the_top_is_clean():
    result = logged(FOLDER, "f1_held_line_after_passes_TOP_TWIN")
    assert rules_at(result) == []
    assert any(n.startswith("seq 38: alice's CardsDrawn records the draw of Moogle X X-004 (alice.5)'s effect")
               for n in result.notes)


def test_held_draw_line_after_the_passes_not_on_top_is_one_not_top():
    name = "f1_held_line_after_passes_not_top_next_main"
    assert rules_at(logged(FOLDER, name)) == [(38, "fftcg.draw.not-top")]
    board = logged_board(FOLDER, name, 48)
    assert board.cards["alice.9"].zone == "hand" and board.cards["alice.12"].zone == "deck"
    assert rules_at(logged(FOLDER, "f1_held_line_after_passes_not_top_next_beside")) == [(38, "fftcg.draw.not-top")]


def test_draw_line_right_after_the_resolved_not_on_top_is_one_not_top():
    for name in ("f1_held_draw1_line_after_resolved_not_top_next_beside", "f1_held_line_after_resolved_not_top_next_main",
                 "f1_recorded_draw1_after_resolved_line_not_top_next_beside"):
        assert rules_at(logged(FOLDER, name)) == [(39, "fftcg.draw.not-top")], name
    main = logged_board(FOLDER, "f1_held_line_after_resolved_not_top_next_main", 48)
    assert main.cards["alice.9"].zone == "hand" and main.cards["alice.12"].zone == "deck"
    beside = logged_board(FOLDER, "f1_recorded_draw1_after_resolved_line_not_top_next_beside", 48)
    assert beside.cards["alice.12"].zone == "hand" and beside.cards["alice.11"].zone == "deck"
    both = logged(FOLDER, "f1_recorded_draw1_after_resolved_line_not_top_next_wrong_both")
    assert rules_at(both) == [(39, "fftcg.draw.not-top"), (48, "fftcg.draw.not-top")]
    assert rules_at(logged(FOLDER, "f1_recorded_draw1_after_resolved_line_TOP_TWIN")) == []
    assert rules_at(logged(FOLDER, "f1_held_draw1_no_early_line_TWIN")) == []
