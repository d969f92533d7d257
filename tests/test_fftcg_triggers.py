"""FFTCG auto abilities: "at the beginning of Main phase 1" [ref (9.3.1.3.)] (Minerva, the seed's example),
on a block [ref (10.1.3.5.)], on damage [ref (10.1.4.4.)]; they resolve automatically: only an optional one
may be declined, and one whose effect is impossible is ignored [ref (2.3.)]."""

from __future__ import annotations

from fftcg import (attack, auto, block, board_after, card, cast, disc, draw, passes, play, resolved, rules_at, seat,
                   to_end_of_turn, verify)
from projections.fftcg.engine import power


B = seat("b")

# -- Minerva: at the beginning of your Main phase 1 -----------------------------------------------------------

MINERVA = seat("a", hand=["3-146", "1-005", "1-005", "1-007", "1-007"], deck=["1-012", "1-012", "1-012"])


def _minerva_turn_3():
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4"), disc("a.5")),
            *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"),
            {"type": "Discarded", "player": "b", "cards": ["b.1", "b.2"]}, draw("a", "a.7", "a.8")]


def test_minervas_ability_goes_on_the_stack_at_the_beginning_of_main_phase_1():
    ev = _minerva_turn_3() + [auto("a", "a.1", "a.1"), *passes("a", "b"), resolved("a", "a.1")]
    assert verify([MINERVA, B], ev).violations == []
    board = board_after([MINERVA, B], ev)
    assert power(board, "a.1") == 11000 and board.phase == "main1"


def test_playing_on_before_minervas_ability_is_put_on_the_stack_is_flagged():
    ev = _minerva_turn_3() + passes("a", "b")
    assert rules_at(verify([MINERVA, B], ev)) == [(len(ev) - 1, "fftcg.auto.pending")]


def test_minervas_ability_is_not_optional():
    ev = _minerva_turn_3() + [auto("a", "a.1", declined=True)]
    assert rules_at(verify([MINERVA, B], ev)) == [(len(ev), "fftcg.auto.mandatory")]


def test_minervas_ability_does_not_trigger_in_main_phase_2():
    ev = _minerva_turn_3() + [auto("a", "a.1", "a.1"), *passes("a", "b"), resolved("a", "a.1"),
                              *passes("a", "b"), *passes("a", "b"), *passes("a", "b"), auto("a", "a.1", "a.1")]
    assert rules_at(verify([MINERVA, B], ev)) == [(len(ev), "fftcg.auto.not-triggered")]


# -- optional and impossible auto abilities --------------------------------------------------------------------

def test_an_optional_auto_ability_may_be_declined():
    # Rosso: "you may choose 1 forward".
    a = seat("a", hand=["2-024", "1-005", "1-005", "1-007", "1-007"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3")), auto("a", "a.1", declined=True)]
    assert verify([a, B], ev).violations == []


PING = [card("T-PING", "forward", 1, ["fire"], power=2000,
             abilities=[{"kind": "auto", "when": "enters",
                         "effects": [{"do": "damage", "target": "opp-forward", "amount": 1000}]}])]


def test_a_mandatory_ability_without_a_legal_target_is_ignored():
    a = seat("a", hand=["T-PING", "1-005", "1-005", "1-007", "1-007"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), auto("a", "a.1", declined=True)]
    assert verify([a, B], ev, cards=PING).violations == []


def test_a_mandatory_ability_with_a_legal_target_cannot_be_declined():
    a = seat("a", hand=["T-PING", "1-005", "1-005", "1-007", "1-007"], deck=["1-012", "1-012"])
    b = seat("b", hand=["1-009", "1-005", "1-005", "1-007", "1-007"])
    head = [draw("a", "a.6"), *to_end_of_turn("a", "b"), {"type": "Discarded", "player": "a", "cards": ["a.6"]},
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), play("a", "a.1", disc("a.2"))]
    ok = head + [auto("a", "a.1", "b.1"), *passes("a", "b"), resolved("a", "a.1")]
    assert verify([a, b], ok, cards=PING).violations == []
    assert board_after([a, b], ok, cards=PING).cards["b.1"].damage == 1000
    bad = head + [auto("a", "a.1", declined=True)]
    assert rules_at(verify([a, b], bad, cards=PING)) == [(len(bad), "fftcg.auto.mandatory")]


# -- on a block, on damage ---------------------------------------------------------------------------------------

# a: Cloud (fire 2, 5000, Haste) attacks on turn 3; b: Serafie (earth 2, 6000, +2000 when she blocks) and
# Mime (water 2, 4000, draws a card when dealt damage).
ATK = seat("a", hand=["1-009", "1-005", "1-005", "1-007", "1-007"], deck=["1-012", "1-012", "1-012"])
DEF = seat("b", hand=["1-109", "1-173", "1-093", "1-165", "1-005"], deck=["1-007", "1-007", "1-012", "1-020"])


def _attack_on_turn_3():
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), {"type": "Discarded", "player": "a", "cards": ["a.6"]},
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3")), play("b", "b.2", disc("b.4")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), play("a", "a.1", disc("a.2")), *passes("a", "b"), *passes("a", "b"),
            attack("a", "a.1"), *passes("a", "b")]


def test_serafie_gains_power_when_she_blocks():
    ev = _attack_on_turn_3() + [block("b", "b.1"), auto("b", "b.1"), *passes("a", "b"), resolved("a", "b.1"),
                                *passes("a", "b")]
    assert verify([ATK, DEF], ev).violations == []
    board = board_after([ATK, DEF], ev)
    assert board.cards["a.1"].zone == "break" and board.cards["b.1"].damage == 5000  # 8000 power survives 5000


def test_the_block_trigger_goes_on_the_stack_before_damage():
    ev = _attack_on_turn_3() + [block("b", "b.1"), *passes("a", "b")]
    assert rules_at(verify([ATK, DEF], ev)) == [(len(ev) - 1, "fftcg.auto.pending")]


def test_mime_draws_a_card_when_dealt_damage_even_if_it_is_broken():
    ev = _attack_on_turn_3() + [block("b", "b.2"), *passes("a", "b"), auto("b", "b.2"), *passes("a", "b"),
                                resolved("a", "b.2")]
    assert verify([ATK, DEF], ev).violations == []
    board = board_after([ATK, DEF], ev)
    assert board.cards["b.2"].zone == "break" and "b.8" in board.seat("b").hand


def test_a_summons_damage_triggers_mime_too():
    # a casts Ifrit (4000 damage) at Mime in b's attack preparation step, after b passed priority to a.
    a = seat("a", hand=["1-004", "1-005", "1-005", "1-007", "1-007"])
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), {"type": "Discarded", "player": "a", "cards": ["a.6"]},
          draw("b", "b.6", "b.7"), play("b", "b.2", disc("b.4")), *passes("b", "a"), *passes("b"),
          cast("a", "a.1", disc("a.2"), targets=["b.2"]), *passes("b", "a"), resolved("b", "a.1")]
    ok = ev + [auto("b", "b.2"), *passes("b", "a"), resolved("b", "b.2")]
    assert verify([a, DEF], ok).violations == []
    board = board_after([a, DEF], ok)
    assert board.cards["b.2"].zone == "break" and "b.8" in board.seat("b").hand
    bad = ev + passes("b", "a")
    assert rules_at(verify([a, DEF], bad)) == [(len(ev) + 1, "fftcg.auto.pending")]
