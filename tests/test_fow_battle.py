"""Force of Will battle: recovered attacker not put onto the field this turn, opponent or a rested
resonator/J-ruler as target, blocks by recovered cards, simultaneous damage, destruction at DEF,
life loss and 0 life (001_2cd8f662b2b3164d.txt § Combat, § Comment gagner)."""

from __future__ import annotations

from fow import FIRE, LIGHT, attack, block, board_after, call, draw, end, end_ok, play, resolve, rules_at, seat, stone_id, verify

A = seat("a", hand=["Dragoon of Certo", "Whelp Drake", "Mordred, the Traitor"], stones=[FIRE] * 6, ruler="Melgis, the Flame King")
B = seat("b", hand=["Galahad, the Son of the God", "Gawain, the Knight of the Sun"], stones=[LIGHT] * 6)

# a: turn 1 stone; turn 3 stone + Dragoon (500/500). b: turn 2 stone, turn 4 stone + Galahad (400/400).
PRE = [call("a"), end("a"), draw("b"), call("b"), end("b"),
       draw("a"), call("a"), play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 2)]), resolve("b"), end("a"),
       draw("b"), call("b"), play("b", "b.1", payment=[stone_id("b", 1), stone_id("b", 2)]), resolve("a"), end("b"),
       draw("a")]


def test_an_unblocked_attack_on_the_player_costs_its_atk_in_life():
    events = PRE + [attack("a", "a.1", "b"), block("b")]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.seat("b").life == 3500 and board.cards["a.1"].rested


def test_a_block_means_simultaneous_damage_and_destruction_at_def():
    events = PRE + [attack("a", "a.1", "b"), block("b", "b.1")]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert "b.1" in board.seat("b").grave  # 500 >= 400
    assert board.cards["a.1"].damage == 400 and "a.1" in board.seat("a").field
    assert board.seat("b").life == 4000


def test_damage_is_removed_in_the_end_phase():
    events = PRE + [attack("a", "a.1", "b"), block("b", "b.1"), end("a")]
    assert board_after([A, B], events).cards["a.1"].damage == 0


def test_attacker_must_be_recovered_own_and_not_new():
    fresh = PRE[:8] + [resolve("b"), attack("a", "a.1", "b")]
    assert rules_at(verify([A, B], fresh)) == [(10, "fow.attack.entered-this-turn")]
    twice = PRE + [attack("a", "a.1", "b"), block("b"), attack("a", "a.1", "b")]
    assert rules_at(verify([A, B], twice)) == [(len(twice), "fow.attack.rested")]
    theirs = PRE + [attack("a", "b.1", "b")]
    assert rules_at(verify([A, B], theirs)) == [(len(theirs), "fow.attack.attacker")]


def test_only_rested_resonators_can_be_attacked():
    recovered = PRE + [attack("a", "a.1", "b.1")]
    assert rules_at(verify([A, B], recovered)) == [(len(recovered), "fow.attack.target")]
    # b attacks with Galahad on turn 6 (it rests); on turn 7 a attacks the rested Galahad
    events = PRE + [end("a"), draw("b"), attack("b", "b.1", "a"), block("a")]
    events += [end_ok([A, B], events, "b"), draw("a"), attack("a", "a.1", "b.1"), block("b")]
    result = verify([A, B], events)
    assert result.clean, result.violations
    board = board_after([A, B], events)
    assert "b.1" in board.seat("b").grave and board.seat("a").life == 3600


def test_blocker_must_be_the_defenders_recovered_resonator():
    rested = PRE + [end("a"), draw("b"), attack("b", "b.1", "a"), block("a")]
    rested += [end_ok([A, B], rested, "b"), draw("a"), attack("a", "a.1", "b"), block("b", "b.1")]
    assert rules_at(verify([A, B], rested)) == [(len(rested), "fow.block.blocker")]
    wrong = PRE + [attack("a", "a.1", "b"), block("a", "a.1")]
    assert rules_at(verify([A, B], wrong))[0] == (len(wrong), "fow.block.not-defender")
    nothing = PRE + [block("b")]
    assert rules_at(verify([A, B], nothing)) == [(len(nothing), "fow.block.no-battle")]


def test_an_unfinished_battle_blocks_main_phase_actions():
    events = PRE + [attack("a", "a.1", "b"), end("a")]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.battle.unfinished")]


def test_zero_life_loses():
    events = PRE + [attack("a", "a.1", "b"), block("b")]
    for _ in range(7):  # 8 hits of 500
        events.append(end_ok([A, B], events, "a"))
        events.append(draw("b"))
        events.append(end_ok([A, B], events, "b"))
        events += [draw("a"), attack("a", "a.1", "b"), block("b")]
    result = verify([A, B], events)
    assert result.clean and result.winner == "a" and "0 life" in result.result
