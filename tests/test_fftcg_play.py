"""FFTCG CP and the field ([ref (5.2.1.2.)], [ref (5.2.1.3)], [ref (5.2.3.1.)], [ref (5.2.2.1.)])."""

from __future__ import annotations

from fftcg import board_after, disc, draw, play, rules_at, seat, verify

A = seat("a", hand=["1-009", "1-010", "1-181", "1-183", "15-139"], deck=["1-012", "1-105", "1-182", "1-184", "1-010"])
B = seat("b")


def test_backups_enter_dull_and_forwards_active():
    ev = [draw("a", "a.6"), play("a", "a.2", disc("a.6")), play("a", "a.1", disc("a.5", "fire"))]
    assert verify([A, B], ev).violations == []
    board = board_after([A, B], ev)
    assert board.cards["a.2"].dull and not board.cards["a.1"].dull


def test_a_cost_needs_a_cp_of_the_cards_element():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.5", "earth"))]
    assert rules_at(verify([A, B], ev)) == [(2, "fftcg.cp.element")]


def test_a_multi_element_card_needs_each_element():
    # Cloud 15-139 (fire and earth, cost 6): 2 fire + 2 earth + 2 fire.
    a = seat("a", hand=["15-139", "1-012", "1-105", "1-020", "1-119"], deck=["1-021"])
    ok = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4"))]
    assert verify([a, B], ok).violations == []
    bad = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.4"), disc("a.6"))]
    assert rules_at(verify([a, B], bad)) == [(2, "fftcg.cp.element")]


def test_light_cards_are_paid_with_any_element_but_never_discarded_for_cp():
    ev = [draw("a", "a.6"), play("a", "a.3", disc("a.6"))]
    assert verify([A, B], ev).violations == []
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.4"))]
    assert rules_at(verify([A, B], ev))[0] == (2, "fftcg.cp.discard-light-dark")


def test_more_cp_than_the_cost_needs_is_excess_except_one_from_a_discard():
    # Cloud costs 2: discarding two cards makes 4.
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.6"), disc("a.5"))]
    assert rules_at(verify([A, B], ev)) == [(2, "fftcg.cp.excess")]
    # The later ruleset option lets payment overshoot.
    assert verify([A, B], ev, ruleset="fftcg-v2-loose-payment").violations == []


def test_not_enough_cp_is_flagged():
    a = seat("a", hand=["15-139", "1-012", "1-105", "1-020", "1-119"], deck=["1-021"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"))]
    assert rules_at(verify([a, B], ev)) == [(2, "fftcg.cp.not-enough")]


def test_one_light_or_dark_character_at_a_time():
    ev = [draw("a", "a.6"), play("a", "a.3", disc("a.6")), play("a", "a.4", disc("a.1"))]
    assert rules_at(verify([A, B], ev)) == [(3, "fftcg.field.light-dark")]


def test_one_card_of_a_name_on_the_field_unless_many():
    a = seat("a", hand=["1-009", "1-182", "1-010", "1-010", "1-012"], deck=["1-020", "1-021", "1-020"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.5")), play("a", "a.2", disc("a.6"), disc("a.3", "fire"))]
    assert rules_at(verify([a, B], ev))[0] == (3, "fftcg.field.same-name")
    # Black Mage has [MANY]: two on the field are fine.
    many = seat("a", hand=["1-010", "1-010", "1-012", "1-020", "1-021"], deck=["1-027"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.3")), play("a", "a.2", disc("a.4"))]
    assert verify([many, B], ev).violations == []


def test_at_most_five_backups():
    from projections.fftcg import step
    from ledger.fftcg import CharacterPlayed, CP
    a = seat("a", hand=["1-010", "1-010", "1-036", "1-036", "1-068"], deck=["1-068", "1-012"])
    board = board_after([a, B], [draw("a", "a.6")])
    for k in range(1, 6):  # five backups already on the field (placed directly)
        board.cards[f"a.{k}"].zone = "field"
        board.seat("a").hand.remove(f"a.{k}")
        board.seat("a").field.append(f"a.{k}")
    found = step(board, CharacterPlayed(seq=2, player="a", card="a.6", payment=[CP(dull="a.5")]))
    assert [v.rule for v in found] == ["fftcg.cp.source", "fftcg.field.backup-limit"] or \
        "fftcg.field.backup-limit" in [v.rule for v in found]


def test_a_card_moving_zones_is_a_new_card():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.6"))]
    board = board_after([A, B], ev)
    assert board.cards["a.6"].zone == "break" and board.cards["a.6"].damage == 0
