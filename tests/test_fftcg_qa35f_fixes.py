"""FFTCG qa35f (fix35_fftcg6): two leftovers of round 35. The logs are in tests/logs/fftcg_qa35f/, with their twins.

1. f1: alice casts Moogle X (an unmodelled summon, "Draw 1 card.") in bob's turn with no effect recorded for it; both
   players pass, and her ``CardsDrawn`` comes before the summon's ``Resolved``. Naming the top (alice.9) it was one
   ``fftcg.turn.not-your-turn``; naming alice.12 (not on top) it was a 6-flag cascade: the line read as her turn
   begun over the stack (``fftcg.turn.phase-skipped``, ``fftcg.draw.not-top``, ``fftcg.draw.count``), then
   ``fftcg.stack.lifo`` at the ``Resolved``, ``fftcg.priority.no-priority`` and ``fftcg.turn.not-your-turn`` at her
   next draw. The summon's text is unknown and nothing recorded shows it draws, so the line cannot be taken as its
   draw without letting a real extra draw through (docs/fftcg.md: "never clean"): it is an extra draw, one fault, as
   the same line after the ``Resolved`` is (the twin), the cards named drawn, the turn going on (the turn cannot end
   while the stack is not empty [ref (9.3.1.2.)]). In her own turn the same line is one ``fftcg.draw.count``
   ("already drew this turn"), as after the ``Resolved``. Right after the cast it stays one
   ``fftcg.stack.resolve-early`` (its draw recorded early); with the draw recorded for the summon, clean.
2. f2: Recall Y targets Gordon (bob.2); its recorded return names the Monk (bob.1), another forward on the field.
   That was applied as recorded, clean (qa35's f5b twin). A summon's effect acts on the card chosen as it was cast
   (the seed's Monk example: « l'avant désigné »): a recorded return naming another card than its one target is one
   ``fftcg.target.invalid``, read as the table returning the target, and beside it as the table returning the card
   named; the first event one reading flags and the other does not (bob playing the Monk, or Gordon, from his hand)
   decides, one fault either way. With no targets recorded for the summon, the return names what it acted on: clean.
"""

from __future__ import annotations

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa35f"


# -- 1. an unmodelled summon's draw line after the passes, before its Resolved ------------------------------------

def test_unknown_summon_draw_line_after_passes_naming_top_is_its_draw():
    # (qa38g F3: Moogle X's text, which the engine now reads, says "Draw 1 card.": the line naming the top after
    # both passed, before its Resolved, is that draw written before the Resolved, lawful, no longer an extra draw.)
    result = logged(FOLDER, "f1_unknown_line_after_passes_top")
    assert rules_at(result) == []
    assert any("taken as the draw of Moogle X X-004 (alice.5)'s effect" in n for n in result.notes)
    board = logged_board(FOLDER, "f1_unknown_line_after_passes_top", 38)
    assert board.cards["alice.9"].zone == "hand" and board.cards["alice.5"].zone == "break" and not board.stack
    assert board.active == "bob"
    # (Her next turn's draw, her deck's next two cards, is not flagged again.)
    assert logged_board(FOLDER, "f1_unknown_line_after_passes_top", 47).active == "alice"


def test_unknown_summon_draw_line_after_passes_not_top_is_one_fault_no_cascade():
    result = logged(FOLDER, "f1_unknown_line_after_passes_not_top")
    assert rules_at(result) == [(37, "fftcg.turn.not-your-turn")]
    board = logged_board(FOLDER, "f1_unknown_line_after_passes_not_top", 37)
    assert board.active == "bob" and board.phase == "main1" and [i.source for i in board.stack] == ["alice.5"]
    assert board.cards["alice.12"].zone == "hand" and board.cards["alice.9"].zone == "deck"
    board = logged_board(FOLDER, "f1_unknown_line_after_passes_not_top", 47)
    assert board.active == "alice" and {board.cards[c].zone for c in ("alice.9", "alice.10")} == {"hand"}


def test_unknown_summon_draw_line_own_turn_after_passes_is_one_draw_count():
    assert rules_at(logged(FOLDER, "f1_own_turn_unknown_line_after_passes")) == [(26, "fftcg.draw.count")]
    assert logged_board(FOLDER, "f1_own_turn_unknown_line_after_passes", 26).cards["alice.12"].zone == "hand"
    assert rules_at(logged(FOLDER, "f1_twin_own_turn_unknown_line_after_resolved")) == [(27, "fftcg.draw.count")]


def test_unknown_summon_draw_line_twins():
    assert rules_at(logged(FOLDER, "f1_twin_unknown_line_after_resolved")) == [(38, "fftcg.turn.not-your-turn")]
    after_cast = logged(FOLDER, "f1_twin_unknown_line_after_cast")
    assert rules_at(after_cast) == [(35, "fftcg.stack.resolve-early")]
    assert any("is taken as the draw of Moogle X X-004 (alice.5)'s effect" in n for n in after_cast.notes)
    recorded = logged(FOLDER, "f1_twin_draw_recorded_line_after_passes")
    assert rules_at(recorded) == []
    assert logged_board(FOLDER, "f1_twin_draw_recorded_line_after_passes", 39).cards["alice.9"].zone == "hand"


# -- 2. a recorded return naming another forward on the field than its summon's target ---------------------------

def test_return_naming_other_forward_on_field_is_one_target_invalid():
    name = "f2_return_names_other_forward_on_field"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(39, "fftcg.target.invalid")]
    assert result.violations[0].message == (
        "the recorded return names Monk 1-120 (bob.1), which is not the target of Recall Y Y-003 (bob.5) "
        "(Gordon 1-160 (bob.2)): taken as returning Gordon 1-160 (bob.2)")
    board = logged_board(FOLDER, name, 39)
    assert board.cards["bob.2"].zone == "hand" and board.cards["bob.1"].zone == "field"
    # (alice's break aimed at Gordon, resolving after, finds him gone: a note, no second fault.)
    assert any(n.startswith("seq 43: Gordon 1-160 (bob.2), which the recorded break names, is not on the field")
               for n in result.notes)


def test_return_naming_other_forward_then_target_played_keeps_the_target_reading():
    name = "f2_return_names_other_forward_then_target_played"
    assert rules_at(logged(FOLDER, name)) == [(39, "fftcg.target.invalid")]
    board = logged_board(FOLDER, name, 44)
    assert board.cards["bob.2"].zone == "field" and board.cards["bob.1"].zone == "field"


def test_return_naming_other_forward_then_it_is_played_takes_the_named_reading():
    name = "f2_return_names_other_forward_then_it_is_played"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(39, "fftcg.target.invalid")]
    assert result.violations[0].message == (
        "the recorded return names Monk 1-120 (bob.1), which is not the target of Recall Y Y-003 (bob.5) "
        "(Gordon 1-160 (bob.2)): the table returned Monk 1-120 (bob.1)")
    # (The table returned the Monk: Gordon stayed on the field and alice's break broke him; the Monk is played.)
    assert not any("which the recorded break names" in n for n in result.notes)
    board = logged_board(FOLDER, name, 44)
    assert board.cards["bob.1"].zone == "field" and board.cards["bob.2"].zone == "break"


def test_return_twins_target_named_or_no_targets_recorded_are_clean():
    assert rules_at(logged(FOLDER, "f2_twin_return_names_target")) == []
    assert logged_board(FOLDER, "f2_twin_return_names_target", 39).cards["bob.2"].zone == "hand"
    assert rules_at(logged(FOLDER, "f2_twin_no_targets_recorded")) == []
    board = logged_board(FOLDER, "f2_twin_no_targets_recorded", 43)
    assert board.cards["bob.1"].zone == "hand" and board.cards["bob.2"].zone == "break"
