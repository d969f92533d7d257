"""FFTCG rules not exercised elsewhere, one legal case and one illegal case each (flagged with the rule id at
its seq), and the check that every FFTCG rule id is flagged by some test and cites its source."""

from __future__ import annotations

from pathlib import Path

from fftcg import (attack, block, board_after, card, cast, disc, discard, draw, pass_, passes, play, recorded,
                   resolved, rules_at, seat, to_end_of_turn, use, verify)
from projections.fftcg.rules import RULES, SEED

HERE = Path(__file__).resolve().parent


CARDS = [
    card("T-ATK", "forward", 1, ["fire"], power=3000, attack_cost=1, name="Pays to attack"),
    card("T-BLK", "forward", 1, ["fire"], power=3000, block_cost=1, name="Pays to block"),
    card("T-NOATK", "forward", 1, ["fire"], power=3000, traits=["cannot-attack"], name="Never attacks"),
    card("T-MONK", "backup", 1, ["fire"], many=True, name="Helper",
         abilities=[{"kind": "action", "dull": True, "effects": [{"do": "power", "target": "forward", "amount": 1000}]}]),
]
A = seat("a", hand=["T-ATK", "T-NOATK", "1-005", "1-005", "T-MONK"], deck=["1-007", "1-007", "1-007", "1-012"])
B = seat("b", hand=["T-BLK", "T-MONK", "1-005", "1-005", "1-012"], deck=["1-020", "1-020", "1-021"])


def v(events, seats=(A, B)):
    return verify(list(seats), events, cards=CARDS)


def after(events, seats=(A, B)):
    return board_after(list(seats), events, cards=CARDS)


def turn_1():
    """a draws, plays T-ATK, T-NOATK and T-MONK (each paid with a discard), hand empty."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.3")), play("a", "a.2", disc("a.4")),
            play("a", "a.5", disc("a.6"))]


def to_turn_3():
    """b plays T-BLK and T-MONK in turn 2; a is in the attack declaration step of turn 3."""
    return [*turn_1(), *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3")),
            play("b", "b.2", disc("b.4")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b")]


def test_the_scenario_is_legal():
    assert v(to_turn_3()).violations == []


# -- set-up and the turn ------------------------------------------------------------------------------------------

def test_a_mulligan_puts_all_five_cards_at_the_bottom():
    ok = [{"type": "Mulliganed", "player": "a", "bottom": ["a.1", "a.2", "a.3", "a.4", "a.5"]}, draw("a", "a.11")]
    assert v(ok).violations == []
    bad = [{"type": "Mulliganed", "player": "a", "bottom": ["a.1", "a.2", "a.3", "a.4"]}]
    assert rules_at(v(bad)) == [(1, "fftcg.setup.mulligan-cards")]


def test_the_first_draw_is_the_first_players():
    assert v([draw("a", "a.6")]).violations == []
    assert rules_at(v([draw("b", "b.6", "b.7")])) == [(1, "fftcg.turn.not-your-turn")]


def test_the_turn_begins_with_the_draw():
    assert rules_at(v([play("a", "a.1", disc("a.3"))])) == [(1, "fftcg.turn.draw-first")]


def test_nobody_has_priority_in_the_draw_phase():
    assert rules_at(v([pass_("a")])) == [(1, "fftcg.timing.no-priority-phase")]


def test_the_next_turn_begins_only_after_the_phases_are_passed_through():
    ok = turn_1() + to_end_of_turn("a", "b") + [draw("b", "b.6", "b.7")]
    assert v(ok).violations == []
    bad = turn_1() + [draw("b", "b.6", "b.7")]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.turn.phase-skipped")]


def test_discarding_down_to_five_happens_in_the_end_phase():
    a = seat("a", hand=["1-005", "1-005", "1-007", "1-007", "1-012"])
    ok = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6")]
    assert v(ok, (a, B)).violations == []
    bad = [draw("a", "a.6"), discard("a", "a.6")]
    assert rules_at(v(bad, (a, B))) == [(2, "fftcg.end.discard-timing")]


# -- the stack -------------------------------------------------------------------------------------------------------

def test_after_two_passes_the_top_of_the_stack_resolves_before_anything_else():
    a = seat("a", hand=["1-004", "1-009", "1-005", "1-007", "1-012"])
    head = [draw("a", "a.6"), play("a", "a.2", disc("a.3")), cast("a", "a.1", disc("a.4"), targets=["a.2"]),
            *passes("b", "a")]
    assert v(head + [resolved("a", "a.1")], (a, B)).violations == []
    bad = head + [pass_("b")]
    assert rules_at(v(bad, (a, B))) == [(len(bad), "fftcg.stack.pending")]


# -- CP --------------------------------------------------------------------------------------------------------------

def test_a_multi_element_card_gives_cp_of_one_of_its_elements():
    a = seat("a", hand=["1-009", "15-139", "1-005", "1-007", "1-012"])
    assert v([draw("a", "a.6"), play("a", "a.1", disc("a.2", "fire"))], (a, B)).violations == []
    # One fault, one violation: the source flagged still pays as declared, in the element the cost asks for.
    assert rules_at(v([draw("a", "a.6"), play("a", "a.1", disc("a.2", "water"))], (a, B))) == [
        (2, "fftcg.cp.wrong-element")]


# -- abilities ---------------------------------------------------------------------------------------------------------

def test_only_the_abilities_printed_on_the_card_are_used():
    ev = to_turn_3()[:-4]  # turn 3, main phase 1: a's helper is active again
    ok = ev + [use("a", "a.5", targets=["a.1"])]
    assert v(ok).violations == []
    assert rules_at(v(ev + [use("a", "a.5", ability=3, targets=["a.1"])])) == [(len(ok), "fftcg.ability.unknown")]


def test_an_ability_is_used_from_the_field():
    a = seat("a", hand=["T-MONK", "1-009", "1-005", "1-007", "1-012"])
    bad = [draw("a", "a.6"), use("a", "a.1", targets=[])]
    assert rules_at(v(bad, (a, B))) == [(2, "fftcg.ability.not-on-field")]


def test_a_dull_cost_needs_the_character_active():
    # The helper is a backup: it enters the field dull, so its dull-cost ability waits for a's next turn.
    bad = turn_1() + [use("a", "a.5", targets=["a.1"])]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.ability.dulled")]


# -- attacks and blocks ------------------------------------------------------------------------------------------------

def test_attacks_are_declared_in_the_attack_declaration_step():
    ev = to_turn_3()
    ok = ev + [attack("a", "a.1", payment=[disc("a.7")])]
    assert v(ok).violations == []
    bad = ev[:-4] + [attack("a", "a.1", payment=[disc("a.7")])]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.attack.timing")]


def test_a_forward_that_cannot_attack_does_not():
    bad = to_turn_3() + [attack("a", "a.2")]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.attack.cannot-attack")]


def test_a_cost_to_attack_is_paid_at_the_declaration():
    bad = to_turn_3() + [attack("a", "a.1")]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.attack.cost")]
    over = to_turn_3() + [attack("a", "a.1", payment=[disc("a.7"), disc("a.8")])]
    assert rules_at(v(over)) == [(len(over), "fftcg.attack.cost")]


def _attacked():
    return to_turn_3() + [attack("a", "a.1", payment=[disc("a.7")]), *passes("a", "b")]


def test_a_block_comes_after_an_attack():
    ok = _attacked() + [block("b", "b.1", payment=[disc("b.5")]), *passes("a", "b")]
    assert v(ok).violations == []
    board = after(ok)
    assert board.cards["a.1"].zone == "break" and board.cards["b.1"].zone == "break"  # 3000 against 3000
    bad = to_turn_3() + [block("b", "b.1", payment=[disc("b.5")])]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.block.timing")]


def test_the_blocker_is_a_forward():
    bad = _attacked() + [block("b", "b.2")]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.block.not-a-forward")]


def test_the_blocker_is_active():
    ev = _attacked()
    bad = ev[:-2] + [recorded("a", "dull", "b.1"), *ev[-2:], block("b", "b.1", payment=[disc("b.5")])]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.block.dull")]


def test_a_cost_to_block_is_paid_at_the_declaration():
    bad = _attacked() + [block("b", "b.1")]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.block.cost")]


# -- every rule is exercised and cited ----------------------------------------------------------------------------

def test_every_rule_id_is_flagged_by_some_test():
    text = "".join(p.read_text() for p in HERE.glob("test_fftcg_*.py"))
    text = text.replace('RULES["', "")
    missing = [rid for rid in RULES if f'"{rid}"' not in text]
    assert missing == []


def test_every_rule_cites_its_source():
    for rid, rule in RULES.items():
        assert rid.startswith("fftcg.") and rule.text
        assert rule.ref.startswith(f"{SEED} [ref (") or rule.ref.startswith(f"{SEED} § ") \
            or rule.ref.startswith("docs/"), rid
        assert rule.source.startswith("FFTCG rules V2") or rule.source.startswith("matchledger docs/"), rid


# -- holes the mutation harness found --------------------------------------------------------------------------------

def test_an_attack_names_at_least_one_forward_and_each_once():
    ev = to_turn_3()
    bad = ev + [attack("a", payment=[])]
    assert rules_at(v(bad)) == [(len(bad), "fftcg.attack.not-a-forward")]
    twice = ev + [attack("a", "a.1", "a.1", payment=[disc("a.7")])]
    assert rules_at(v(twice)) == [(len(twice), "fftcg.attack.already-attacked")]


def test_an_auto_ability_is_put_on_the_stack_by_its_controller():
    a = seat("a", hand=["2-024", "1-005", "1-005", "1-007", "1-007"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"))]
    ok = ev + [{"type": "AutoTriggered", "player": "a", "source": "a.1", "targets": ["a.1"]}]
    assert v(ok, (a, B)).violations == []
    bad = ev + [{"type": "AutoTriggered", "player": "b", "source": "a.1", "targets": ["a.1"]}]
    assert rules_at(v(bad, (a, B))) == [(len(bad), "fftcg.auto.not-triggered")]


def test_the_end_phase_discard_waits_for_a_pending_resolution():
    # An end-of-turn auto ability on the stack, both players passed: it resolves before the discard.
    cards = CARDS + [card("T-EOT", "forward", 1, ["fire"], power=2000,
                          abilities=[{"kind": "auto", "when": "end-of-turn",
                                      "effects": [{"do": "draw", "amount": 2}]}])]
    a = seat("a", hand=["T-EOT", "1-005", "1-005", "1-007", "1-007"])
    head = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
            {"type": "AutoTriggered", "player": "a", "source": "a.1"}, *passes("a", "b")]
    ok = head + [resolved("a", "a.1"), discard("a", "a.7")]
    assert verify([a, B], ok, cards=cards).violations == []
    # The log goes on without the resolution: one fault, the ability taken as resolved there (round 13, B2), so
    # its 2 cards are drawn and the discard of 1 leaves 5.
    bad = head + [discard("a", "a.6")]
    assert rules_at(verify([a, B], bad, cards=cards)) == [(len(bad), "fftcg.stack.pending")]
