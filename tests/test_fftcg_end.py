"""FFTCG auto abilities beyond "enters" and "attacks", the End phase's priority loop [ref (9.5.1.1.)]
[ref (9.5.1.4.)] [ref (9.5.1.5)] and the hand limit [ref (9.5.1.2.)]."""

from __future__ import annotations

from fftcg import (board_after, disc, discard, draw, pass_, passes, play, recorded, resolved, rules_at, seat,
                   to_end_of_turn, verify)

# Test cards defined in the header (the pool's vocabulary; serials outside the real card list).
CARDS = [
    {"serial": "T-001", "name": "Phoenix Tester", "type": "forward", "cost": 2, "elements": ["fire"], "power": 5000,
     "abilities": [{"kind": "auto", "when": "breaks", "effects": [{"do": "draw", "amount": 1}]}],
     "text": "When Phoenix Tester is put into the Break Zone, draw 1 card."},
    {"serial": "T-002", "name": "Charger", "type": "forward", "cost": 2, "elements": ["fire"], "power": 5000,
     "abilities": [{"kind": "auto", "when": "attack-phase",
                    "effects": [{"do": "power", "target": "self", "amount": 1000}]}],
     "text": "At the beginning of your attack phase, Charger gains +1000 power until the end of the turn."},
    {"serial": "T-003", "name": "Night Watch", "type": "backup", "cost": 2, "elements": ["fire"],
     "abilities": [{"kind": "auto", "when": "end-of-turn",
                    "effects": [{"do": "damage", "target": "forward", "amount": 3000}]}],
     "text": "At the end of your turn, choose 1 forward. Deal it 3000 damage."},
]


def verify_(seats, events):
    return verify(seats, events, cards=CARDS)


def after(seats, events):
    return board_after(seats, events, cards=CARDS)


def trig(p, source, *targets):
    return {"type": "AutoTriggered", "player": p, "source": source, "ability": 0, "targets": list(targets)}


A = seat("a", hand=["T-001", "T-002", "T-003", "1-005", "1-007"], deck=["1-012", "1-020", "1-021", "1-027", "1-029"])
# b: Knights of 3000 and 5000.
B = seat("b", hand=["1-166", "1-165", "1-159", "1-159", "1-172"], deck=["1-164", "1-160", "1-175"])


# -- "when put into the Break Zone" ---------------------------------------------------------------------

def test_a_break_triggers_its_auto_ability():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.4")), recorded("b", "break", "a.1"),
          trig("a", "a.1"), *passes("a", "b"), resolved("a", "a.1")]
    assert verify_([A, seat("b")], ev).violations == []
    board = after([A, seat("b")], ev)
    assert board.cards["a.1"].zone == "break" and "a.7" in board.seat("a").hand


def test_a_break_trigger_left_off_the_stack_is_flagged():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.4")), recorded("b", "break", "a.1"), pass_("a")]
    assert rules_at(verify_([A, seat("b")], ev)) == [(len(ev), "fftcg.auto.pending")]


def test_a_forward_broken_in_combat_triggers_too():
    # Turn 3: Phoenix Tester (5000) attacks into b's Tidus (7000) and is broken.
    b = seat("b", hand=["1-163", "1-165", "1-165", "1-159", "1-159"], deck=["1-164", "1-160", "1-175"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.4")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2"), disc("b.3")), *to_end_of_turn("b", "a"),
          draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"),
          {"type": "AttackDeclared", "player": "a", "attackers": ["a.1"]}, *passes("a", "b"),
          {"type": "BlockDeclared", "player": "b", "blocker": "b.1"}, *passes("a", "b"),
          trig("a", "a.1"), *passes("a", "b"), resolved("a", "a.1")]
    assert verify_([A, b], ev).violations == []
    assert after([A, b], ev).cards["a.9"].zone == "hand"


# -- "at the beginning of your attack phase" -----------------------------------------------------------

def test_an_attack_phase_trigger_goes_on_the_stack_as_the_phase_begins():
    ev = [draw("a", "a.6"), play("a", "a.2", disc("a.4")), *passes("a", "b"),
          trig("a", "a.2"), *passes("a", "b"), resolved("a", "a.2")]
    assert verify_([A, seat("b")], ev).violations == []
    from projections.fftcg.engine import power
    board = after([A, seat("b")], ev)
    assert board.phase == "attack" and power(board, "a.2") == 6000


def test_an_attack_phase_trigger_left_off_is_flagged():
    ev = [draw("a", "a.6"), play("a", "a.2", disc("a.4")), *passes("a", "b"), pass_("a")]
    assert rules_at(verify_([A, seat("b")], ev)) == [(len(ev), "fftcg.auto.pending")]


# -- "at the end of your turn" and the End phase's priority loop -----------------------------------------

def _night_watch():
    """T1 a: nothing. T2 b: two Knights (3000 and 5000). T3 a: Night Watch; the End phase begins."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3")), play("b", "b.2", disc("b.4")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), play("a", "a.3", disc("a.5")), *to_end_of_turn("a", "b")]


def test_an_end_of_turn_trigger_resolves_in_the_end_phase():
    ev = _night_watch() + [trig("a", "a.3", "b.1"), *passes("a", "b"), resolved("a", "a.3"),
                           draw("b", "b.8", "b.9")]
    assert verify_([A, B], ev).violations == []
    assert after([A, B], ev).cards["b.1"].zone == "break"  # 3000 damage breaks the 3000 Knight


def test_damage_dealt_in_the_end_phase_is_removed_again():
    ev = _night_watch() + [trig("a", "a.3", "b.2"), *passes("a", "b"), resolved("a", "a.3")]
    assert verify_([A, B], ev).violations == []
    knight = after([A, B], ev).cards["b.2"]
    assert knight.zone == "field" and knight.damage == 0


def test_no_priority_use_in_the_end_phase_even_with_a_stack():
    cast = {"type": "SummonCast", "player": "b", "card": "b.5", "payment": [{"discard": "b.7"}]}
    ev = _night_watch() + [trig("a", "a.3", "b.2"), pass_("a"), cast]
    assert rules_at(verify_([A, B], ev)) == [(len(ev), "fftcg.timing.end-phase")]


def test_the_next_turn_cannot_begin_with_an_end_trigger_left():
    ev = _night_watch() + [draw("b", "b.8", "b.9")]
    assert rules_at(verify_([A, B], ev)) == [(len(ev), "fftcg.end.new-turn-early")]


def test_the_next_turn_cannot_begin_with_the_stack_unresolved():
    ev = _night_watch() + [trig("a", "a.3", "b.2"), *passes("a", "b"), draw("b", "b.8", "b.9")]
    assert rules_at(verify_([A, B], ev)) == [(len(ev), "fftcg.end.new-turn-early")]


# -- the hand limit, judged in the End phase ---------------------------------------------------------------

H = seat("a", hand=["1-005", "1-007", "1-012", "1-020", "1-021"], deck=["1-027", "1-029", "1-005", "1-007"])


def _seven_cards():
    """T1 a: nothing (6 cards: discard 1). T2 b: nothing (7 cards: discard 2). T3 a draws: 7 cards, to the End phase."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
            draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b")]


def test_discarding_down_to_five_is_clean():
    ev = _seven_cards() + [discard("a", "a.1", "a.2"), draw("b", "b.8", "b.9")]
    assert verify([H, seat("b")], ev).violations == []


def test_discarding_one_card_at_a_time_is_clean():
    ev = _seven_cards() + [discard("a", "a.1"), discard("a", "a.2"), draw("b", "b.8", "b.9")]
    assert verify([H, seat("b")], ev).violations == []


def test_a_hand_over_the_limit_is_flagged_at_the_first_event_that_is_not_the_discard():
    ev = _seven_cards() + [draw("b", "b.8", "b.9")]
    result = verify([H, seat("b")], ev)
    assert rules_at(result) == [(len(ev), "fftcg.end.hand-size")]
    assert result.violations[0].player == "a" and result.violations[0].turn == 3
    # Her End phase pass (nothing to resolve) comes before the discard [ref (9.5.1.1.)]: it does not judge it.
    ev = _seven_cards() + [pass_("a"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([H, seat("b")], ev)) == [(len(ev), "fftcg.end.hand-size")]


def test_discarding_too_few_is_flagged_after_the_discard():
    ev = _seven_cards() + [discard("a", "a.1"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([H, seat("b")], ev)) == [(len(ev), "fftcg.end.hand-size")]


def test_discarding_below_the_limit_is_flagged_at_the_discard():
    ev = _seven_cards() + [discard("a", "a.1", "a.2", "a.3")]
    assert rules_at(verify([H, seat("b")], ev)) == [(len(ev), "fftcg.end.hand-size")]


def test_the_end_trigger_goes_on_the_stack_before_the_discard():
    # T1 a: Night Watch and Gadot (4000); an unmodelled draw of 5 leaves 7 cards in hand.
    a = seat("a", hand=["T-003", "1-005", "1-007", "1-012", "1-020"], deck=["1-021", "1-027", "1-029", "1-005"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), play("a", "a.3", disc("a.4")),
          recorded("a", "draw(5)", "a"), *to_end_of_turn("a", "b"),
          trig("a", "a.1", "a.3"), discard("a", "a.5", "a.6"), *passes("a", "b"), resolved("a", "a.1"),
          draw("b", "b.6", "b.7")]
    assert verify_([a, B], ev).violations == []
    ev2 = ev[:-6] + [discard("a", "a.3", "a.4"), trig("a", "a.1", "b.1")]
    assert rules_at(verify_([a, B], ev2))[0] == (len(ev2) - 1, "fftcg.auto.pending")
