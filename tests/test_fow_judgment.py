"""Force of Will judgment: recovered ruler, J-activation cost, the J-ruler fights but is not a
resonator, no stone call in the judgment turn, a destroyed J-ruler returns J-side up keeping its
orientation and still calls stones (001_2cd8f662b2b3164d.txt § Jugement)."""

from __future__ import annotations

from fow import FIRE, LIGHT, activate, attack, block, board_after, call, draw, end, end_ok, ev, idle, play, resolve, \
    rules_at, seat, stone_id, verify
from projections.force_of_will import cards as C

A = seat("a", hand=["Flame King's Shout", "Demonflame"], stones=[FIRE] * 8, ruler="Melgis, the Flame King")
B = seat("b", stones=[LIGHT] * 8)


# After 6 idle turns, a (turn 7) has 3 stones; b has 3.
PRE = idle([A, B], 6) + [draw("a")]
JUDGE = ev("JudgmentMade", "a", payment=[stone_id("a", 1), stone_id("a", 2), stone_id("a", 3)])


def test_judgment_puts_the_j_ruler_onto_the_field():
    events = PRE + [JUDGE, resolve("b")]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    r = board.cards["a.r"]
    assert r.zone == "field" and r.j_side and "a.r" in board.seat("a").field


def test_no_stone_call_in_the_judgment_turn():
    events = PRE + [JUDGE, resolve("b"), call("a")]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.stone.judgment-turn")]


def test_judgment_needs_a_recovered_ruler_and_its_cost():
    rested = PRE + [call("a"), ev("JudgmentMade", "a", payment=[stone_id("a", 1), stone_id("a", 2), stone_id("a", 3)])]
    assert rules_at(verify([A, B], rested))[0] == (len(rested), "fow.judgment.ruler-rested")
    cheap = PRE + [ev("JudgmentMade", "a", payment=[stone_id("a", 1)])]
    # One will for a three-will cost: too little will, one fault (its light unpaid is named, not flagged apart).
    assert rules_at(verify([A, B], cheap)) == [(len(cheap), "fow.will.exact")]


def test_a_ruler_without_a_j_side_cannot_judge():
    nob = seat("a", ruler="Yggdrasil, the World Tree", stones=[FIRE] * 8)
    events = PRE + [ev("JudgmentMade", "a", payment=[])]
    assert rules_at(verify([nob, B], events))[0] == (len(events), "fow.judgment.no-j-ruler")


def test_the_j_ruler_cannot_attack_the_turn_it_arrives_but_can_later():
    now = PRE + [JUDGE, resolve("b"), attack("a", "a.r", "b")]
    assert rules_at(verify([A, B], now)) == [(len(now), "fow.attack.entered-this-turn")]
    later = PRE + [JUDGE, resolve("b"), end_ok([A, B], PRE, "a"), draw("b")]
    later += [end_ok([A, B], later, "b"), draw("a"), attack("a", "a.r", "b"), block("b")]
    assert verify([A, B], later).clean
    assert board_after([A, B], later).seat("b").life == 2800


def test_the_j_ruler_is_not_a_resonator():
    events = PRE + [JUDGE, resolve("b"), end_ok([A, B], PRE, "a"), draw("b"), call("b")]
    b = seat("b", hand=["Demonflame"], stones=[FIRE] * 8)
    hit = events + [play("b", "b.1", targets=["a.r"], payment=[stone_id("b", 1)])]
    assert rules_at(verify([A, b], hit)) == [(len(hit), "fow.play.target")]


def test_a_destroyed_j_ruler_returns_j_side_up_keeps_its_orientation_and_calls_stones():
    b = seat("b", hand=["Flame King's Shout"], stones=[FIRE] * 8, ruler="Faria, the Sacred Queen")
    events = PRE + [JUDGE, resolve("b"), end_ok([A, B], PRE, "a"), draw("b"), call("b"),
                    play("b", "b.1", targets=["a.r"], payment=[stone_id("b", 1), stone_id("b", 2), stone_id("b", 3)]),
                    resolve("a")]
    result = verify([A, b], events)
    assert result.clean, result.violations
    board = board_after([A, b], events)
    r = board.cards["a.r"]
    assert r.zone == "ruler-area" and r.j_side and r.j_dead and not r.rested
    # no abilities left, still calls stones
    nxt = events + [end_ok([A, b], events, "b"), draw("a")]
    back = nxt + [call("a")]
    assert verify([A, b], back).clean
    no_ability = nxt + [activate("a", "a.r", payment=[stone_id("a", 4)])]
    assert rules_at(verify([A, b], no_ability)) == [(len(no_ability), "fow.ability.no-such")]
    again = nxt + [ev("JudgmentMade", "a", payment=[stone_id("a", 4), stone_id("a", 5), stone_id("a", 1)])]
    assert rules_at(verify([A, b], again))[0] == (len(again), "fow.judgment.j-side-up")


def test_the_j_rulers_own_ability_works_before_it_is_destroyed():
    events = PRE + [JUDGE, resolve("b"), end_ok([A, B], PRE, "a"), draw("b")]
    events += [end_ok([A, B], events, "b"), draw("a"), activate("a", "a.r", payment=[stone_id("a", 1)]), resolve("b")]
    assert verify([A, B], events).clean
    assert board_after([A, B], events).cards["a.r"].atk_mod == 200


def _destroyed():
    """a's J-ruler (Melgis) is destroyed by b's Flame King's Shout in turn 8; turn 9 is a's, drawn."""
    b = seat("b", hand=["Flame King's Shout", "Galahad, the Son of the God"], stones=[FIRE] * 3 + [LIGHT] * 5)
    events = PRE + [JUDGE, resolve("b"), end_ok([A, B], PRE, "a"), draw("b"), call("b"),
                    play("b", "b.1", targets=["a.r"], payment=[stone_id("b", 1), stone_id("b", 2), stone_id("b", 3)]),
                    resolve("a")]
    events += [end_ok([A, b], events, "b"), draw("a")]
    return b, events


def test_a_destroyed_j_ruler_has_no_atk_or_def_does_not_fight_and_cannot_be_targeted():
    b, events = _destroyed()
    board = board_after([A, b], events)
    assert C.atk(board, "a.r") == 0 and C.defence(board, "a.r") is None and not C.is_fighter(board, "a.r")
    hits = events + [attack("a", "a.r", "b")]
    assert rules_at(verify([A, b], hits)) == [(len(hits), "fow.attack.attacker")]


def test_a_destroyed_j_ruler_cannot_block():
    b, events = _destroyed()
    events += [call("a"), end_ok([A, b], events, "a"), draw("b"), call("b"),
               play("b", "b.2", payment=[stone_id("b", 4), stone_id("b", 1)]), resolve("a")]
    events += [end_ok([A, b], events, "b"), draw("a"), end_ok([A, b], events + [draw("a")], "a"), draw("b"),
               attack("b", "b.2", "a"), block("a", "a.r")]
    result = verify([A, b], events)
    assert rules_at(result) == [(len(events), "fow.block.blocker")]
    assert board_after([A, b], events).seat("a").life == 3600


def test_a_j_ruler_rested_by_its_attack_cannot_call_a_stone():
    events = PRE + [JUDGE, resolve("b"), end_ok([A, B], PRE, "a"), draw("b")]
    events += [end_ok([A, B], events, "b"), draw("a"), attack("a", "a.r", "b"), block("b"), call("a")]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.stone.ruler-rested")]


def test_only_the_ruler_or_j_ruler_calls_a_stone():
    assert rules_at(verify([A, B], [call("a", by="a.1")])) == [(1, "fow.stone.not-ruler")]


def test_damage_on_a_j_ruler_is_removed_in_the_end_phase():
    events = PRE + [JUDGE, resolve("b"), ev("EffectRecorded", "b", effect="damage(500)", targets=["a.r"], note="test")]
    assert board_after([A, B], events).cards["a.r"].damage == 500
    events.append(end_ok([A, B], PRE, "a"))
    assert board_after([A, B], events).cards["a.r"].damage == 0
