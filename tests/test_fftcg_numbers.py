"""FFTCG numbers [ref (4.1.)]-[ref (4.5.)] and cost changes by field abilities: whole numbers, rounding to
the nearest unless the card says otherwise (Rosso), negative values held while modified and 0 otherwise,
undefinable values are 0, X chosen by the controller."""

from __future__ import annotations

from fftcg import (attack, auto, block, board_after, card, cast, disc, draw, dull, passes, play, recorded, resolved,
                   rules_at, seat, to_end_of_turn, verify)


B = seat("b")

# -- rounding [ref (4.2.)]: Rosso rounds down to the nearest 1000, as the card says ------------------------

ROSSO = seat("a", hand=["2-024", "1-005", "1-005", "1-007", "1-007"])


def _rosso(*targets):
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3")), auto("a", "a.1", *targets),
            *passes("a", "b"), resolved("a", "a.1")]


def test_rosso_deals_half_a_power_rounded_down_to_the_nearest_1000():
    ev = _rosso("a.1")
    assert verify([ROSSO, B], ev).violations == []
    assert board_after([ROSSO, B], ev).cards["a.1"].damage == 2000  # half of 5000 is 2500, rounded down


def test_without_a_rounding_on_the_card_a_half_rounds_to_the_nearest():
    cards = [card("T-01", "forward", 3, ["fire"], power=5000,
                  abilities=[{"kind": "auto", "when": "enters", "optional": True,
                              "effects": [{"do": "damage", "target": "forward", "of": "power", "divide": 2,
                                           "unit": 1000}]}])]
    a = seat("a", hand=["T-01", "1-005", "1-005", "1-007", "1-007"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3")), auto("a", "a.1", "a.1"),
          *passes("a", "b"), resolved("a", "a.1")]
    assert verify([a, B], ev, cards=cards).violations == []
    assert board_after([a, B], ev, cards=cards).cards["a.1"].damage == 3000  # 2500 rounds to the nearest: 3000


def test_a_recorded_decimal_value_is_flagged_and_rounded_to_the_nearest():
    a = seat("a", hand=["1-009", "1-005", "1-005", "1-005", "1-007"])
    ok = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), recorded("a", "damage(2000)", "a.1")]
    assert verify([a, B], ok).violations == []
    bad = ok[:-1] + [recorded("a", "damage(2500.5)", "a.1")]
    assert rules_at(verify([a, B], bad)) == [(3, "fftcg.number.rounding")]
    assert board_after([a, B], bad).cards["a.1"].damage == 2501


# -- whole numbers [ref (4.1.)] and X [ref (4.5.)] -----------------------------------------------------------

XCARDS = [card("T-X", "summon", 1, ["fire"],
               summon=[{"do": "damage", "target": "forward", "per_x": 1000}])]
XA = seat("a", hand=["T-X", "1-009", "1-005", "1-005", "1-005"])


def _x(x):
    return [draw("a", "a.6"), play("a", "a.2", disc("a.3")), cast("a", "a.1", disc("a.4"), targets=["a.2"], x=x),
            *passes("b", "a"), resolved("a", "a.1")]


def test_x_is_chosen_by_the_controller_as_a_whole_number():
    ev = _x(3)
    assert verify([XA, B], ev, cards=XCARDS).violations == []
    assert board_after([XA, B], ev, cards=XCARDS).cards["a.2"].damage == 3000


def test_a_fractional_x_is_flagged():
    assert rules_at(verify([XA, B], _x(1.5), cards=XCARDS)) == [(3, "fftcg.number.integer")]


def test_an_x_left_unchosen_is_flagged():
    assert rules_at(verify([XA, B], _x(None), cards=XCARDS)) == [(3, "fftcg.number.x")]


def test_a_party_damage_split_in_fractions_is_flagged():
    # a: two fire forwards (Cloud, Tifa) attack as a party on turn 3; b blocks with Samurai (6000).
    a = seat("a", hand=["1-009", "1-016", "1-005", "1-005", "1-007"], deck=["1-007", "1-012", "1-012"])
    b = seat("b", hand=["1-014", "1-005", "1-005", "1-007", "1-007"], deck=["1-012", "1-020"])
    head = [draw("a", "a.6"), play("a", "a.1", disc("a.3")), play("a", "a.2", disc("a.4")),
            *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2"), disc("b.3")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1", "a.2"),
            *passes("a", "b")]
    ok = head + [block("b", "b.1", split={"a.1": 3000, "a.2": 3000}), *passes("a", "b")]
    assert verify([a, b], ok).violations == []
    bad = head + [block("b", "b.1", split={"a.1": 3000.5, "a.2": 2999.5}), *passes("a", "b")]
    assert rules_at(verify([a, b], bad)) == [(len(head) + 1, "fftcg.number.integer")]


# -- negative values [ref (4.3.)] and undefinable values [ref (4.4.)] ---------------------------------------

def test_a_recorded_negative_amount_counts_as_zero_and_is_flagged():
    a = seat("a", hand=["1-009", "1-005", "1-005", "1-005", "1-007"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), recorded("a", "damage(-1000)", "a.1")]
    assert rules_at(verify([a, B], ev)) == [(3, "fftcg.number.negative")]
    assert board_after([a, B], ev).cards["a.1"].damage == 0
    # A power modification may be negative: that is a change, not an amount.
    ok = ev[:-1] + [recorded("a", "power(-1000)", "a.1")]
    assert verify([a, B], ok).violations == []


POWER_CARDS = [
    card("T-P1", "backup", 1, ["fire"], many=True,
         abilities=[{"kind": "field", "effects": [{"do": "power", "target": "own-forwards", "amount": -5000}]}]),
    card("T-P2", "backup", 1, ["fire"], many=True,
         abilities=[{"kind": "field", "effects": [{"do": "power", "target": "own-forwards", "amount": 3000}]}]),
]


def test_a_negative_power_is_used_while_it_is_modified():
    # Tifa 4000, -5000, +3000: 2000 (the negative value is carried through the sum), not 3000.
    a = seat("a", hand=["1-016", "T-P1", "T-P2", "1-005", "1-007"])
    ev = [draw("a", "a.6"), play("a", "a.2", disc("a.4")), play("a", "a.3", disc("a.5")), play("a", "a.1", disc("a.6"))]
    assert verify([a, B], ev, cards=POWER_CARDS).violations == []
    from projections.fftcg.engine import power
    board = board_after([a, B], ev, cards=POWER_CARDS)
    assert board.cards["a.1"].zone == "field" and power(board, "a.1") == 2000


SOURCE_POWER = [card("T-SP", "forward", 1, ["fire"], power=3000,
                     abilities=[{"kind": "auto", "when": "enters",
                                 "effects": [{"do": "damage", "target": "forward", "of": "source-power"}]}])]


def _source_power(*between):
    a = seat("a", hand=["1-009", "T-SP", "1-005", "1-007", "1-007"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.3")), play("a", "a.2", disc("a.4")), auto("a", "a.2", "a.1"),
          *between, *passes("a", "b"), resolved("a", "a.2")]
    return a, ev


def test_a_value_taken_from_the_source_uses_its_power():
    a, ev = _source_power()
    assert verify([a, B], ev, cards=SOURCE_POWER).violations == []
    assert board_after([a, B], ev, cards=SOURCE_POWER).cards["a.1"].damage == 3000


def test_an_undefinable_power_is_zero():
    # The source left the field before its ability resolved: its power cannot be defined, so 0 damage.
    a, ev = _source_power(recorded("a", "break", "a.2"))
    assert verify([a, B], ev, cards=SOURCE_POWER).violations == []
    board = board_after([a, B], ev, cards=SOURCE_POWER)
    assert board.cards["a.2"].zone == "break" and board.cards["a.1"].damage == 0


# -- cost changes (Compétences de terrain): the sum counts as 0 when negative [ref (4.3.)] -----------------

COSTS = [
    card("T-C1", "backup", 1, ["lightning"], many=True,
         abilities=[{"kind": "field", "effects": [{"do": "cost", "amount": -1, "filter": {"type": "summon"}}]}]),
    card("T-C2", "backup", 1, ["lightning"],
         abilities=[{"kind": "field", "effects": [{"do": "cost", "target": "opponent", "amount": 1,
                                                   "filter": {"type": "summon"}}]}]),
    card("T-S", "summon", 1, ["lightning"], summon=[{"do": "draw", "amount": 1}]),
]
CA = seat("a", hand=["T-C1", "T-C1", "T-S", "1-143", "1-143"], deck=["1-005", "1-005", "1-005"])
CB = seat("b", hand=["T-C2", "1-143", "1-005", "1-005", "1-005"])


def _costs(*payment):
    """a: two -1 backups; b: one +1 for a's summons; a casts a summon of cost 1: 1 - 1 - 1 + 1 = 0."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.4")), play("a", "a.2", disc("a.5")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), cast("a", "a.3", *payment)]


def test_cost_changes_add_up_through_a_negative_sum():
    ev = _costs()
    assert verify([CA, CB], ev, cards=COSTS).violations == []


def test_paying_the_printed_cost_after_reductions_is_excess():
    ev = _costs(dull("a.1"))
    assert rules_at(verify([CA, CB], ev, cards=COSTS)) == [(len(ev), "fftcg.cp.excess")]


def test_a_cost_reduced_below_zero_costs_nothing():
    # Without b's +1: 1 - 2 = -1, which counts as 0.
    b = seat("b")
    ev = _costs()
    ev = ev[:ev.index(draw("b", "b.6", "b.7")) + 1] + to_end_of_turn("b", "a") + [
        {"type": "Discarded", "player": "b", "cards": ["b.1", "b.2"]}] + ev[-2:]
    assert verify([CA, b], ev, cards=COSTS).violations == []
    assert rules_at(verify([CA, b], ev[:-1] + [cast("a", "a.3", dull("a.1"))], cards=COSTS)) == [
        (len(ev), "fftcg.cp.excess")]
