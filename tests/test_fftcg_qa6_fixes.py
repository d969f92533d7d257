"""What a sixth outside reading of the FFTCG engine found (the tester's logs were in /tmp/qa6-fftcg; the
same faults are built here, each beside its clean match): one planted fault gives one violation, or one root
cause whose unavoidable consequences point to it (``caused_by``).

1. A trigger put on the stack one event late is flagged once (``fftcg.auto.pending``) and still goes on the
   stack and resolves: « les effets seront résolus la prochaine fois qu'un joueur gagnera la priorité »
   [ref (9.1.1.2.)]. It waits until the phase or step ends.
2. An illegal target is not acted on: « Si l'effet d'une carte est impossible à réaliser, alors l'effet doit
   être ignoré » [ref (2.3.)].
3. A stack resolved in the wrong order (the seed's § 8 example) is one root cause.
4. One CP fault is one violation: a source flagged still pays as declared; too little CP is
   ``cp.not-enough`` only; ``cp.element`` only when the amount is enough.
5. Messages: a card without EX Burst used as one; target kinds in words.
"""

from __future__ import annotations

from fftcg import (
    attack, auto, block, board_after, cast, disc, discard, draw, dull, pass_, passes, play, resolved, rules_at, seat,
    to_end_of_turn, use, verify,
)
from projections.fftcg.engine import power


def roots(result) -> list[int]:
    return sorted({v.seq for v in result.violations if v.caused_by is None})


# -- 1. a trigger put on the stack late ---------------------------------------------------------------------------

A = seat("a", hand=["1-009", "1-010", "1-016", "1-014", "1-004"], deck=["1-012", "1-010", "1-020"])
B = seat("b", hand=["1-120", "1-173", "1-105", "1-119", "1-165"], deck=["1-105", "1-105", "1-172", "1-172"])
CLOUD, BLACK_MAGE, IFRIT, MONK, MIME = "a.1", "a.2", "a.5", "b.1", "b.2"


def _ifrit_at_mime():
    """T1-T3 set up: a's Black Mage and Cloud; b's Monk and Mime (4000; "when dealt damage, draw 1"). In b's
    turn 4, a casts Ifrit (4000 damage) at Mime and b answers with Monk (+2000): the events up to both passes."""
    return [draw("a", "a.6"), play("a", BLACK_MAGE, disc("a.3")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", MONK, disc("b.3")), play("b", MIME, disc("b.5")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), play("a", CLOUD, disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.8", "b.9"), pass_("b"),
            cast("a", IFRIT, dull(BLACK_MAGE), targets=[MIME]), use("b", MONK, targets=[MIME]), *passes("a", "b")]


def _in_order():
    """Monk, then Ifrit: Mime survives with 4000 damage, and its ability triggers."""
    return _ifrit_at_mime() + [resolved("b", MONK), *passes("b", "a"), resolved("a", IFRIT)]


def test_mimes_trigger_in_time_is_clean():
    ev = _in_order() + [auto("b", MIME), *passes("b", "a"), resolved("b", MIME)]
    assert verify([A, B], ev).violations == []
    assert "b.10" in board_after([A, B], ev).seat("b").hand


def test_a_trigger_put_on_the_stack_one_event_late_is_flagged_once_and_resolves():
    late = _in_order() + [pass_("b"), auto("b", MIME), *passes("b", "a"), resolved("b", MIME)]
    k = len(_in_order()) + 1
    result = verify([A, B], late)
    assert rules_at(result) == [(k, "fftcg.auto.pending")]
    board = board_after([A, B], late)
    assert "b.10" in board.seat("b").hand and not board.stack  # it went on the stack and resolved: b drew
    # The match goes on as usual after it.
    more = late + [*passes("b", "a"), *passes("b", "a")]
    assert rules_at(verify([A, B], more)) == [(k, "fftcg.auto.pending")]


def test_a_late_trigger_is_flagged_once_not_at_every_event_before_it_goes_on_the_stack():
    late = _in_order() + [play("b", "b.6", disc("b.4")), pass_("b"), auto("b", MIME), *passes("b", "a"),
                          resolved("b", MIME)]
    assert rules_at(verify([A, B], late)) == [(len(_in_order()) + 1, "fftcg.auto.pending")]


MINERVA = seat("a", hand=["3-146", "1-005", "1-005", "1-007", "1-007"], deck=["1-012", "1-012", "1-012"])
B0 = seat("b")


def _minerva_turn_3():
    """a's turn 3 has just drawn: Minerva's "beginning of Main phase 1" ability has triggered."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4"), disc("a.5")),
            *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"),
            discard("b", "b.1", "b.2"), draw("a", "a.7", "a.8")]


def test_minervas_ability_one_event_late_is_one_root():
    head = _minerva_turn_3()
    k = len(head) + 1
    # a passes, then puts Minerva's ability on the stack, and both pass: one violation.
    ev = head + [pass_("a"), auto("a", "a.1", "a.1"), *passes("a", "b"), resolved("a", "a.1")]
    assert rules_at(verify([MINERVA, B0], ev)) == [(k, "fftcg.auto.pending")]
    assert power(board_after([MINERVA, B0], ev), "a.1") == 11000
    # The tester's log: a's pass came before her ability went on the stack, and only b passed after it. The
    # stack resolves after one pass, with b passing out of turn: both follow from the late ability.
    ev = head + [pass_("a"), auto("a", "a.1", "a.1"), pass_("b"), resolved("a", "a.1")]
    result = verify([MINERVA, B0], ev)
    assert rules_at(result) == [(k, "fftcg.auto.pending"), (k + 2, "fftcg.priority.no-priority"),
                                (k + 3, "fftcg.stack.resolve-early")]
    assert roots(result) == [k] and all(v.caused_by == k for v in result.violations[1:])
    assert power(board_after([MINERVA, B0], ev), "a.1") == 11000


def test_a_trigger_left_off_lapses_when_the_phase_ends():
    head = _minerva_turn_3()
    # Within Main phase 1 it still goes on the stack...
    ev = head + [pass_("a"), auto("a", "a.1", "a.1")]
    assert rules_at(verify([MINERVA, B0], ev)) == [(len(head) + 1, "fftcg.auto.pending")]
    # ... and later in the turn, once both players passed and the phase ended, it is still that one fault
    # (round 13, A4), not also a trigger that is not waiting.
    ev = head + [*passes("a", "b"), auto("a", "a.1", "a.1")]
    assert rules_at(verify([MINERVA, B0], ev)) == [(len(head) + 1, "fftcg.auto.pending")]
    # Left off for good: flagged once.
    assert rules_at(verify([MINERVA, B0], head + passes("a", "b", "a", "b"))) == [
        (len(head) + 1, "fftcg.auto.pending")]


# -- 2. an illegal target is not acted on -----------------------------------------------------------------------

SHIVA_A = seat("a", hand=["1-039", "1-041", "1-010", "1-012", "1-005"])
SHIVA_B = seat("b", hand=["1-120", "1-119", "1-105", "1-165", "1-165"], deck=["1-105", "1-105"])


def _shiva_at(target: str):
    """a casts Shiva ("choose 1 forward: dull it and freeze it") in turn 3 at ``target``; b's turn 4 begins."""
    return [draw("a", "a.6"), play("a", "a.3", disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3")), play("b", "b.2", disc("b.6")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), cast("a", "a.1", disc("a.2"), targets=[target]), *passes("b", "a"),
            resolved("a", "a.1"), *to_end_of_turn("a", "b"), draw("b", "b.8", "b.9")]


def test_shiva_at_a_backup_is_flagged_and_the_backup_is_neither_dulled_nor_frozen():
    ok = _shiva_at("b.2")  # Monk 1-119, a forward: frozen, it stays dull in b's Active phase
    assert verify([SHIVA_A, SHIVA_B], ok).violations == []
    board = board_after([SHIVA_A, SHIVA_B], ok)
    assert board.cards["b.2"].dull and not board.cards["b.1"].dull
    bad = _shiva_at("b.1") + [play("b", "b.7", dull("b.1"))]  # Monk 1-120, a backup, pays for an Evoker
    k = next(i for i, e in enumerate(bad, 1) if e["type"] == "SummonCast")
    result = verify([SHIVA_A, SHIVA_B], bad)
    assert rules_at(result) == [(k, "fftcg.target.invalid")]
    assert result.violations[0].message.endswith("targets Monk 1-120 (b.1), which is not a forward on the field")


MATEUS_A = seat("a", hand=["2-044", "1-041", "1-041", "1-043", "1-043"])
MATEUS_B = seat("b", hand=["1-105", "1-119", "1-165", "1-165", "1-165"])


def test_mateus_at_a_backup_takes_no_control():
    head = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.5"), draw("b", "b.6", "b.7"),
            play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"), draw("a", "a.7", "a.8")]
    ev = head + [cast("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4"), targets=["b.1"]), *passes("b", "a"),
                 resolved("a", "a.1")]
    result = verify([MATEUS_A, MATEUS_B], ev)
    assert rules_at(result) == [(len(head) + 1, "fftcg.target.invalid")]
    assert result.violations[0].message.endswith("which is not an opponent's forward on the field")
    assert result.violations[0].args["value"] == {"template": "an opponent's forward", "args": {}, "context": "target"}
    board = board_after([MATEUS_A, MATEUS_B], ev)
    assert board.cards["b.1"].controller == "b" and "b.1" in board.seat("b").field


def test_an_own_forward_target_is_said_in_words():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4"), disc("a.5")),
          *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), play("b", "b.6", disc("b.7")), *to_end_of_turn("b", "a"),
          draw("a", "a.7", "a.8"), auto("a", "a.1", "b.6")]  # Minerva: "choose 1 forward you control"
    found = verify([MINERVA, seat("b", deck=["1-005", "1-005"])], ev).violations
    assert [(v.seq, v.rule) for v in found] == [(len(ev), "fftcg.target.invalid")]
    assert found[0].message == ("the auto ability of Minerva 3-146 (a.1) targets Warrior of Light 1-005 (b.6), "
                                "which is not a forward a controls on the field")


# -- 3. a stack resolved in the wrong order --------------------------------------------------------------------

def _after_mimes_draw():
    """Mime's draw resolved; b attacks with Mime, a blocks with Cloud: Mime is dealt damage and its ability
    triggers again; b's turn ends and a draws."""
    return [*passes("b", "a"), *passes("b", "a"), attack("b", MIME), *passes("b", "a"), block("a", CLOUD),
            *passes("b", "a"), auto("b", MIME), *passes("b", "a"), resolved("b", MIME),
            *to_end_of_turn("b", "a")[4:], discard("b", "b.6", "b.7"), draw("a", "a.9", "a.10"),
            *to_end_of_turn("a", "b"),
            draw("b", "b.12", "b.13")]


def test_the_stack_resolved_in_the_wrong_order_is_one_root():
    ok = _in_order() + [auto("b", MIME), *passes("b", "a"), resolved("b", MIME)] + _after_mimes_draw()
    assert verify([A, B], ok).violations == []
    # The tester's log: Ifrit resolved first (Mime is broken), then Monk; the table went on as if Mime had
    # survived: its ability put on the stack late, its attack, its ability again (b drew each time).
    bad = _ifrit_at_mime() + [resolved("a", IFRIT), *passes("b", "a"), resolved("b", MONK),
                              auto("b", MIME), *passes("b", "a"), resolved("b", MIME)] + _after_mimes_draw()
    k = len(_ifrit_at_mime()) + 1
    result = verify([A, B], bad)
    # (Round 19: Mime, which the log goes on using, survived at the table, and its trigger went on the stack after
    # Monk's resolution, in time: the order is the one fault.)
    assert [r for _s, r in rules_at(result)] == ["fftcg.stack.lifo"]
    assert rules_at(result)[0] == (k, "fftcg.stack.lifo")
    assert result.root_causes == 1 and roots(result) == [k]
    assert all(v.caused_by == k for v in result.violations[1:])
    # What the table did stands: the abilities put on the stack as recorded drew b's cards, so no draw is
    # out of step afterwards.
    assert "fftcg.draw.not-top" not in {v.rule for v in result.violations}


IFRIT_A = seat("a", hand=["1-004", "1-005", "1-007", "1-012", "1-012"], deck=["1-020", "1-021", "1-009"])
TIFA_B = seat("b", hand=["1-016", "1-010", "1-012", "1-012", "1-012"], deck=["1-016"])


def test_an_illegal_target_meant_for_a_forward_is_the_root_of_what_follows():
    """Ifrit at b's Black Mage, where the table dealt the 4000 damage to b's Tifa (4000): b plays another Tifa
    next turn. The closest legal Ifrit is the one at Tifa (a card of b's, as the log's target was), so the
    second Tifa follows from the illegal target."""
    ev = [draw("a", "a.6"), play("a", "a.2", disc("a.4")), play("a", "a.3", disc("a.5")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", "b.2", disc("b.3")), play("b", "b.1", disc("b.4")),
          *to_end_of_turn("b", "a"),
          draw("a", "a.7", "a.8"), play("a", "a.8", disc("a.7")), cast("a", "a.1", disc("a.6"), targets=["b.2"]),
          *passes("b", "a"), resolved("a", "a.1"), *to_end_of_turn("a", "b"),
          draw("b", "b.8", "b.9"), play("b", "b.6", disc("b.5"))]
    k = next(i for i, e in enumerate(ev, 1) if e["type"] == "SummonCast")
    result = verify([IFRIT_A, TIFA_B], ev)
    assert rules_at(result) == [(k, "fftcg.target.invalid"), (len(ev), "fftcg.field.same-name")]
    assert result.root_causes == 1 and result.violations[1].caused_by == k


# -- 4. one CP fault, one violation ---------------------------------------------------------------------------

CP_A = seat("a", hand=["1-010", "1-184", "1-009", "1-016", "1-012"], deck=["1-020", "1-010", "1-005"])
BLACK_MAGE_A, CHAOS_A, CLOUD_A, TIFA_A = "a.1", "a.2", "a.3", "a.4"


def test_a_dark_card_discarded_for_cp_is_one_violation():
    ev = [draw("a", "a.6"), play("a", BLACK_MAGE_A, disc(CHAOS_A))]  # Chaos is dark: it makes no CP by discard
    assert rules_at(verify([CP_A, B0], ev)) == [(2, "fftcg.cp.discard-light-dark")]
    assert verify([CP_A, B0], [draw("a", "a.6"), play("a", BLACK_MAGE_A, disc("a.5"))]).violations == []


def test_a_forward_dulled_for_cp_still_pays_as_declared():
    head = [draw("a", "a.6"), play("a", BLACK_MAGE_A, disc("a.5")), play("a", CLOUD_A, disc("a.6")),
            *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
            draw("a", "a.7", "a.8")]
    ok = head + [play("a", TIFA_A, disc("a.8"))]
    assert verify([CP_A, B0], ok).violations == []
    bad = head + [play("a", TIFA_A, dull(BLACK_MAGE_A), dull(CLOUD_A))]  # Cloud is a forward, not a backup
    assert rules_at(verify([CP_A, B0], bad)) == [(len(bad), "fftcg.cp.source")]
    assert board_after([CP_A, B0], bad).cards[CLOUD_A].dull  # dulled as recorded


def test_no_payment_is_not_enough_cp_only():
    ev = [draw("a", "a.6"), play("a", CLOUD_A)]
    result = verify([CP_A, B0], ev)
    assert rules_at(result) == [(2, "fftcg.cp.not-enough")]
    assert result.violations[0].message == "Cloud 1-009 (a.3) costs 2 CP; a made 0"
    # Enough CP of the wrong element: cp.element alone.
    earth = seat("a", hand=["1-009", "1-105", "1-012", "1-016", "1-010"])
    assert rules_at(verify([earth, B0], [draw("a", "a.6"), play("a", "a.1", disc("a.2"))])) == [
        (2, "fftcg.cp.element")]


# -- 5. messages ------------------------------------------------------------------------------------------------

def test_a_card_without_ex_burst_used_as_one_is_said_to_have_none():
    a = seat("a", hand=["1-009", "1-012", "1-005", "1-007", "1-012"])
    b = seat("b", deck=["1-179"])  # Leila, no EX Burst, on top of b's deck
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *passes("a", "b"), *passes("a", "b"),
          attack("a", "a.1"), *passes("a", "b"), block("b", None), *passes("a", "b"),
          {"type": "ExBurstUsed", "player": "b", "card": "b.6", "targets": []}]
    (v,) = verify([a, b], ev).violations
    assert (v.seq, v.rule) == (len(ev), "fftcg.exburst.no-ex-icon")
    assert v.message == "Leila 1-179 (b.6), just put into b's damage zone, has no EX Burst"
    assert v.template == "{card}, just put into {player}'s damage zone, has no EX Burst"
