"""Force of Will: the round-33f author tester's findings on a will payment's ``attributes``, one test or more each.

1. bob pays Order of Sacred Queen ``{L}{L}{1}`` with a Light, a Flame and a Light stone and writes ``attributes``
   in the cost's order (``["L","L","F"]``), not the payment's: was two ``fow.will.source``, though the will paid
   meets the cost. Now, when the declared attributes, taken as a multiset, are what the payment's sources can make
   (each source once, making one of its attributes), they are read matched to the sources, with a note; where they
   cannot be, one ``fow.will.source`` at most for the payment (was one per source).
2. Lancelot ``{F}{F}`` paid with two Water stones, declared ``["F","F"]`` (a digital and a paper log): was two
   ``fow.will.source``; now the one fault, named as when nothing is declared: ``fow.will.attribute`` (a source
   that makes one attribute pays what it makes, whatever the log declares).

The logs are the tester's (/tmp/qa33f-fow), kept whole in tests/logs/fow_qa33f/; o4 is o2 declaring
``["Wa","Wa","L"]``, which no matching makes right.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa33f")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["o1_order_paid_L_F_L_no_attributes_clean.jsonl",
                                  "o3_order_paid_F_first_attributes_true_order_clean.jsonl",
                                  "h1_paper_mixed_stones_unnamed_calls_clean.jsonl"])
def test_fow_qa33f_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []
    assert not any("not in the order of its payment" in n for n in _notes(name))


# -- 1. attributes in the cost's order ----------------------------------------------------------------------------

def test_fow_qa33f_attributes_in_the_costs_order_are_matched_to_the_sources_with_a_note() -> None:
    name = "o2_order_paid_L_F_L_attributes_misaligned.jsonl"
    assert _LOGGED.rules(name) == []
    (said,) = [n for n in _notes(name) if "not in the order of its payment" in n]
    assert "(L, L, F)" in said and "(L, F, L)" in said and "turn 6" in said
    # The board the table played: the three stones rested, the Order on the chase.
    board = _LOGGED.board_after(name, 19)
    assert all(board.cards[s].rested for s in ("bob.s1", "bob.s2", "bob.s3"))
    assert [e.source for e in board.chase] == ["bob.6"]


def test_fow_qa33f_attributes_no_matching_makes_right_are_one_fault() -> None:
    name = "o4_order_paid_L_F_L_declared_two_water.jsonl"
    (v,) = _LOGGED.verdict(name).violations
    assert (v.seq, v.rule) == (19, "fow.will.source")
    assert "bob.s1" in str(v.message) and "not Wa" in str(v.message)
    assert not any("not in the order of its payment" in n for n in _notes(name))


# -- 2. water stones declared fire for a fire cost ----------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("p1_lancelot_paid_two_water_stones.jsonl", 10),
                                       ("p2_lancelot_paid_two_water_stones_declared_fire.jsonl", 10),
                                       ("h2_paper_water_stones_pay_lancelot_fire.jsonl", 8)])
def test_fow_qa33f_water_stones_for_fire_are_one_attribute_fault_declared_or_not(name: str, seq: int) -> None:
    (v,) = _LOGGED.verdict(name).violations
    assert (v.seq, v.rule) == (seq, "fow.will.attribute")
    assert "without 2 fire will" in str(v.message)
    board = _LOGGED.board_after(name, seq)
    assert all(board.cards[s].rested for s in ("alice.s1", "alice.s2"))
