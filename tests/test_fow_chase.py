"""Force of Will chase: responses before resolution, the latest resolves first; instants any time,
standby spells with their trigger; activated abilities and the rest symbol
(001_2cd8f662b2b3164d.txt § Poursuite, § Ce que vous pouvez faire à n'importe quel moment)."""

from __future__ import annotations

from fow import FIRE, LIGHT, activate, attack, block, board_after, call, draw, end, end_ok, ev, play, resolve, rules_at, seat, \
    stone_id, verify

GALAHAD = "Galahad, the Son of the God"
A = seat("a", hand=["Demonflame", "Flash of Demon Sword", "Hector de Maris, the Acolyte of Mad Demon", "Laevateinn, the Demon Sword"],
         stones=[FIRE] * 6, ruler="Melgis, the Flame King")
B = seat("b", hand=[GALAHAD, "Pride of Knights", "Pride of Knights", "Wall of Ideas"], stones=[LIGHT] * 6)


def _idle(n: int, start: str = "a") -> list[dict]:
    out, p = [], start
    for k in range(n):
        if not (p == "a" and k == 0):
            out.append(draw(p))
        out += [call(p), end(p)]
        p = "b" if p == "a" else "a"
    return out


# After 5 idle turns (a: 3 stones, b: 2), b puts Galahad on turn 6 with its 3rd stone plus one.
PRE = _idle(5) + [draw("b"), call("b"), play("b", "b.1", payment=[stone_id("b", 1), stone_id("b", 2)]), resolve("a"),
                  end("b"), draw("a"), call("a")]


def test_the_rules_example_galahad_survives():
    """Demonflame (500) on Galahad, chased by Pride of Knights (DEF 600): Pride resolves first."""
    events = PRE + [play("a", "a.1", targets=["b.1"], payment=[stone_id("a", 1)]),
                    play("b", "b.2", targets=["b.1"], payment=[stone_id("b", 3)]),
                    resolve("a", card="b.2"), resolve("b", card="a.1")]
    result = verify([A, B], events)
    assert result.clean, result.violations
    board = board_after([A, B], events)
    assert "b.1" in board.seat("b").field and board.cards["b.1"].damage == 500
    # without the chase, Galahad is destroyed
    alone = PRE + [play("a", "a.1", targets=["b.1"], payment=[stone_id("a", 1)]), resolve("b")]
    assert "b.1" in board_after([A, B], alone).seat("b").grave


def test_resolving_out_of_order_is_flagged():
    events = PRE + [play("a", "a.1", targets=["b.1"], payment=[stone_id("a", 1)]),
                    play("b", "b.2", targets=["b.1"], payment=[stone_id("b", 3)]),
                    resolve("a", card="a.1")]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.chase.not-top")]


def test_main_phase_actions_wait_for_the_chase_and_resolving_nothing_is_flagged():
    events = PRE + [play("a", "a.1", targets=["b.1"], payment=[stone_id("a", 1)]), end("a")]
    assert rules_at(verify([A, B], events))[0] == (len(events), "fow.chase.unresolved")
    assert rules_at(verify([A, B], PRE + [resolve("a")])) == [(len(PRE) + 1, "fow.chase.empty")]


def test_a_damage_spell_for_resonators_cannot_target_a_player():
    events = PRE + [play("a", "a.1", targets=["b"], payment=[stone_id("a", 1)])]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.play.target")]


def test_standby_card_needs_two_then_its_trigger_and_a_later_turn():
    set_it = [ev("StandbySet", "a", card="a.2", payment=[stone_id("a", 2), stone_id("a", 3)])]
    base = PRE[:-0 or None] + set_it + [end("a"), draw("b")]
    # b's Pride of Knights (instant) goes on the chase: a's trigger holds; the Flash cancels it
    pride = [play("b", "b.3", targets=["b.1"], payment=[stone_id("b", 1)])]
    ok = base + pride + [play("a", "a.2", from_standby=True, targets=["b.3"]), resolve("b")]
    result = verify([A, B], ok)
    assert result.clean, result.violations
    board = board_after([A, B], ok)
    assert "b.3" in board.seat("b").grave and not board.chase and board.cards["b.1"].def_mod == 0
    no_trigger = base + [play("a", "a.2", from_standby=True, targets=["b.4"])]
    assert rules_at(verify([A, B], no_trigger))[0] == (len(no_trigger), "fow.standby.trigger")
    same_turn = PRE + set_it + [play("a", "a.2", from_standby=True, targets=["b.4"])]
    assert rules_at(verify([A, B], same_turn))[0] == (len(same_turn), "fow.standby.same-turn")


def test_rest_ability_of_a_resonator_not_the_turn_it_entered():
    hector = PRE + [play("a", "a.3", payment=[stone_id("a", 1), stone_id("a", 2)]), resolve("b")]
    now = hector + [activate("a", "a.3", targets=["b.1"])]
    assert rules_at(verify([A, B], now)) == [(len(now), "fow.ability.entered-this-turn")]
    later = hector + [end("a"), draw("b"), end("b", ["b.4"]), draw("a"), activate("a", "a.3", targets=["b.1"]), resolve("b")]
    assert verify([A, B], later).clean
    assert board_after([A, B], later).cards["b.1"].damage == 200
    twice = later + [activate("a", "a.3", targets=["b.1"])]
    assert rules_at(verify([A, B], twice)) == [(len(twice), "fow.ability.rested")]


def test_a_regalia_rest_ability_works_the_turn_it_entered_and_in_the_opponents_turn():
    regalia = PRE + [play("a", "a.4", payment=[]), resolve("b"), end("a"), draw("b")]
    use = regalia + [activate("a", "a.4", targets=["b.1"], payment=[stone_id("a", 3)]), resolve("b")]
    assert verify([A, B], use).clean, verify([A, B], use).violations


def test_no_such_ability_is_flagged():
    events = PRE + [activate("a", "a.r")]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.ability.no-such")]


def test_a_resonator_cannot_chase():
    """Only chant-instants and abilities answer what is on the chase; a resonator waits."""
    events = PRE + [play("a", "a.1", targets=["b.1"], payment=[stone_id("a", 1)]),
                    play("a", "a.3", payment=[stone_id("a", 2), stone_id("a", 3)])]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.play.main-phase")]


def test_nor_be_put_during_a_battle():
    c = seat("a", hand=["Dragoon of Certo", "Whelp Drake"], stones=[FIRE] * 8, ruler="Melgis, the Flame King")
    events = _idle(2) + [draw("a"), call("a"), play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 2)]),
                         resolve("b"), end("a"), draw("b"), end("b"), draw("a"), attack("a", "a.1", "b"),
                         play("a", "a.2", payment=[stone_id("a", 1), stone_id("a", 2)])]
    assert rules_at(verify([c, B], events)) == [(len(events), "fow.play.main-phase")]


def test_the_standby_zone_costs_exactly_two():
    one = PRE + [ev("StandbySet", "a", card="a.2", payment=[stone_id("a", 2)])]
    assert rules_at(verify([A, B], one)) == [(len(one), "fow.will.exact")]


def test_only_a_hand_card_goes_to_the_standby_zone_and_only_a_standby_card_comes_out():
    deck = PRE + [ev("StandbySet", "a", card="a.9", payment=[stone_id("a", 2), stone_id("a", 3)])]
    assert rules_at(verify([A, B], deck)) == [(len(deck), "fow.standby.not-in-hand")]
    hand = PRE + [end_ok([A, B], PRE, "a"), draw("b"), play("b", "b.3", targets=["b.1"], payment=[stone_id("b", 1)]),
                  play("a", "a.2", from_standby=True, targets=["b.3"])]
    assert rules_at(verify([A, B], hand)) == [(len(hand), "fow.standby.not-in-hand")]


def test_a_card_that_is_no_chant_standby_cannot_be_played_from_the_standby_zone():
    set_it = PRE + [ev("StandbySet", "a", card="a.1", payment=[stone_id("a", 2), stone_id("a", 3)]), end("a"), draw("b")]
    events = set_it + [play("b", "b.3", targets=["b.1"], payment=[stone_id("b", 1)]),
                       play("a", "a.1", from_standby=True, targets=["b.1"])]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.standby.not-standby-spell")]


def test_a_chant_standby_from_the_hand_is_paid_and_needs_its_trigger():
    c = seat("a", hand=["Dragoon of Certo"], stones=[FIRE] * 8, ruler="Melgis, the Flame King")
    b = seat("b", hand=["Justice of God's Sword"], stones=[LIGHT] * 8)
    events = _idle(2) + [draw("a"), call("a"), play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 2)]),
                         resolve("b"), end("a"), draw("b"), call("b"), end("b"), draw("a")]
    early = events + [play("b", "b.1", targets=["a.1"], payment=[stone_id("b", 1)])]
    assert rules_at(verify([c, b], early)) == [(len(early), "fow.standby.trigger")]
    ok = events + [attack("a", "a.1", "b"), play("b", "b.1", targets=["a.1"], payment=[stone_id("b", 1)]),
                   resolve("a"), block("b")]
    result = verify([c, b], ok)
    assert result.clean, result.violations
    board = board_after([c, b], ok)
    assert "a.1" in board.seat("a").grave and board.seat("b").life == 4000
