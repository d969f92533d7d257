"""FFTCG priority and the stack (seed § 8, [ref (9.3.1.4.)], [ref (9.3.1.6.)]): LIFO, the Ifrit / Monk example."""

from __future__ import annotations

from fftcg import (board_after, cast, disc, draw, dull, pass_, passes, play, resolved, rules_at, seat, to_end_of_turn, use,
                   verify, discard)

A = seat("a", hand=["1-009", "1-010", "1-016", "1-014", "1-004"], deck=["1-012", "1-010", "1-020"])
B = seat("b", hand=["1-120", "1-160", "1-105", "1-119", "1-165"], deck=["1-105", "1-105"])
IFRIT, BLACK_MAGE, MONK, GORDON = "a.5", "a.2", "b.1", "b.2"


def opening():
    """T1 a: Black Mage; T2 b: Monk (backup) and Gordon (4000); T3 a: nothing; T4 b draws, passes priority to a."""
    return [draw("a", "a.6"), play("a", BLACK_MAGE, disc("a.3")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", MONK, disc("b.3")), play("b", GORDON, disc("b.5")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b"), discard("a", "a.4"),
            draw("b", "b.8", "b.9"), *passes("b")]


def test_ifrit_and_monk_the_forward_survives():
    ev = opening() + [cast("a", IFRIT, dull(BLACK_MAGE), targets=[GORDON]),
                      use("b", MONK, targets=[GORDON]),
                      *passes("a", "b"), resolved("b", MONK),
                      *passes("b", "a"), resolved("a", IFRIT)]
    assert verify([A, B], ev).violations == []
    board = board_after([A, B], ev)
    g = board.cards[GORDON]
    assert g.zone == "field" and g.damage == 4000
    assert board.cards[IFRIT].zone == "break"


def test_ifrit_alone_breaks_the_forward():
    ev = opening() + [cast("a", IFRIT, dull(BLACK_MAGE), targets=[GORDON]), *passes("b", "a"), resolved("a", IFRIT)]
    result = verify([A, B], ev)
    assert result.violations == []
    assert board_after([A, B], ev).cards[GORDON].zone == "break"


def test_resolving_the_first_in_first_is_flagged():
    ev = opening() + [cast("a", IFRIT, dull(BLACK_MAGE), targets=[GORDON]),
                      use("b", MONK, targets=[GORDON]), *passes("a", "b"), resolved("a", IFRIT)]
    n = len(ev)
    assert rules_at(verify([A, B], ev)) == [(n, "fftcg.stack.lifo")]


def test_resolving_before_both_players_pass_is_flagged():
    ev = opening() + [cast("a", IFRIT, dull(BLACK_MAGE), targets=[GORDON]), *passes("b"), resolved("a", IFRIT)]
    assert rules_at(verify([A, B], ev)) == [(len(ev), "fftcg.stack.resolve-early")]


def test_acting_without_priority_is_flagged():
    # After a casts Ifrit and passes, b has priority: a acting again before b passes or answers is out of turn
    # (at once, before passing, a may still add to the stack: tests/test_fftcg_qa7_fixes.py).
    ev = opening() + [cast("a", IFRIT, dull(BLACK_MAGE), targets=[GORDON]), pass_("a"), use("a", BLACK_MAGE)]
    assert ("fftcg.priority.no-priority" in {r for _, r in rules_at(verify([A, B], ev))})


def test_an_action_ability_resolves_though_its_source_left_the_field():
    gone = {"type": "EffectRecorded", "player": "a", "effect": "break", "targets": [MONK], "note": "test"}
    ev = opening() + [cast("a", IFRIT, dull(BLACK_MAGE), targets=[GORDON]), use("b", MONK, targets=[GORDON]),
                      gone, *passes("a", "b"), resolved("b", MONK), *passes("b", "a"), resolved("a", IFRIT)]
    board = board_after([A, B], ev)
    assert board.cards[MONK].zone == "break"
    assert board.cards[GORDON].zone == "field"


def test_no_summon_in_the_end_phase():
    ev = [draw("a", "a.6"), play("a", BLACK_MAGE, disc("a.3")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", MONK, disc("b.3")), play("b", GORDON, disc("b.5")),
          *to_end_of_turn("b", "a"), draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b"), discard("a", "a.4"),
          cast("a", IFRIT, dull(BLACK_MAGE), targets=[GORDON])]
    assert rules_at(verify([A, B], ev)) == [(len(ev), "fftcg.timing.end-phase")]


def test_a_character_needs_an_empty_stack():
    ev = opening() + [cast("a", IFRIT, dull(BLACK_MAGE), targets=[GORDON]), play("b", "b.4", disc("b.8"))]
    assert (len(ev), "fftcg.character.timing") in rules_at(verify([A, B], ev))


def test_a_dull_cost_ability_of_a_forward_waits_a_turn():
    # The Emperor (dark forward, dull + 1 CP: -2000 power) played this turn cannot use it.
    a = seat("a", hand=["1-185", "1-010", "1-004", "1-016", "1-014"], deck=["1-012"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.4"), disc("a.5"), dull("a.2")) ]
    assert rules_at(verify([a, B], ev))[0] == (2, "fftcg.cp.source")  # Black Mage is in the hand, not on the field
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.4"), disc("a.5"), disc("a.6")),
          use("a", "a.1", disc("a.3"), targets=["a.1"])]
    found = rules_at(verify([a, B], ev))
    assert (3, "fftcg.ability.dull-cost") in found
