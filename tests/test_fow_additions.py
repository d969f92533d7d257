"""Force of Will additions and regalia: an addition goes under another card on the field (a
resonator addition under a resonator, a J/resonator addition under a resonator or J-ruler, a field
addition onto the field), its static ability reaches its host; a regalia is put on the field, is no
resonator, and its rest-symbol ability works the turn it entered
(001_2cd8f662b2b3164d.txt § Cartes, § Ce que vous pouvez faire pendant votre Phase Principale)."""

from __future__ import annotations

from fow import FIRE, LIGHT, activate, attack, board_after, call, draw, end_ok, ev, idle, play, resolve, rules_at, \
    seat, stone_id, verify
from projections.force_of_will import cards as C

GALAHAD = "Galahad, the Son of the God"  # {L}{1} 400/400
A = seat("a", hand=[GALAHAD, "Sweet Rose", "Gloria's Castle Town", "Excalibur, the God's Sword"], stones=[LIGHT] * 8)
B = seat("b", hand=[GALAHAD], stones=[LIGHT] * 8)


def _pre() -> list[dict]:
    """Turn 7, a's main phase: a has 4 recovered light stones, b has its Galahad (b.1) on the field."""
    out = idle([A, B], 5)
    out += [draw("b"), call("b"), play("b", "b.1", payment=[stone_id("b", 1), stone_id("b", 2)]), resolve("a")]
    out += [end_ok([A, B], out, "b"), draw("a"), call("a")]
    return out


PRE = _pre()
S = [stone_id("a", k) for k in range(1, 5)]
GALAHAD_A = [play("a", "a.1", payment=S[:2]), resolve("b")]


def test_a_resonator_addition_goes_under_a_resonator_and_raises_its_def():
    events = PRE + GALAHAD_A + [play("a", "a.2", attach_to="a.1", payment=[S[2]]), resolve("b")]
    result = verify([A, B], events)
    assert result.clean, result.violations
    board = board_after([A, B], events)
    assert board.cards["a.2"].zone == "added" and board.cards["a.2"].host == "a.1"
    assert C.defence(board, "a.1") == 600


def test_an_addition_may_go_under_an_opponents_resonator():
    events = PRE + [play("a", "a.2", attach_to="b.1", payment=[S[0]]), resolve("b")]
    assert verify([A, B], events).clean
    assert C.defence(board_after([A, B], events), "b.1") == 600


def test_a_resonator_addition_needs_a_resonator_on_the_field():
    nothing = PRE + [play("a", "a.2", payment=[S[0]])]
    assert rules_at(verify([A, B], nothing)) == [(len(nothing), "fow.play.addition-target")]
    in_hand = PRE + [play("a", "a.2", attach_to="a.3", payment=[S[0]])]
    assert rules_at(verify([A, B], in_hand)) == [(len(in_hand), "fow.play.addition-target")]
    ruler = PRE + [play("a", "a.2", attach_to="b.r", payment=[S[0]])]
    assert rules_at(verify([A, B], ruler)) == [(len(ruler), "fow.play.addition-target")]


def test_a_field_addition_goes_onto_the_field_and_helps_only_its_controllers_resonators():
    events = PRE + GALAHAD_A + [play("a", "a.3", payment=S[2:4]), resolve("b")]
    result = verify([A, B], events)
    assert result.clean, result.violations
    board = board_after([A, B], events)
    assert "a.3" in board.seat("a").field
    assert C.defence(board, "a.1") == 500 and C.defence(board, "b.1") == 400
    attached = PRE + [play("a", "a.3", attach_to="b.1", payment=S[:2])]
    assert rules_at(verify([A, B], attached)) == [(len(attached), "fow.play.addition-target")]


def test_a_regalia_is_put_on_the_field_and_its_ability_targets_ones_own_resonator():
    events = PRE + GALAHAD_A + [play("a", "a.4"), resolve("b"), activate("a", "a.4", targets=["a.1"]), resolve("b")]
    result = verify([A, B], events)
    assert result.clean, result.violations
    board = board_after([A, B], events)
    assert "a.4" in board.seat("a").field and board.cards["a.4"].rested
    assert C.atk(board, "a.1") == 600
    theirs = PRE + [play("a", "a.4"), resolve("b"), activate("a", "a.4", targets=["b.1"])]
    assert rules_at(verify([A, B], theirs)) == [(len(theirs), "fow.play.target")]


def test_a_regalia_is_not_a_resonator_it_does_not_attack():
    events = PRE + [play("a", "a.4"), resolve("b")]
    events += [end_ok([A, B], events, "a"), draw("b")]
    events += [end_ok([A, B], events, "b"), draw("a"), attack("a", "a.4", "b")]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.attack.attacker")]


def test_a_regalia_is_put_only_in_ones_own_main_phase_with_nothing_on_the_chase():
    in_bs_turn = PRE[:-3] + [play("a", "a.4")]  # turn 6 is b's
    assert rules_at(verify([A, B], in_bs_turn)) == [(len(in_bs_turn), "fow.turn.not-your-turn")]
    chase = PRE + [play("a", "a.1", payment=S[:2]), play("a", "a.4")]
    assert rules_at(verify([A, B], chase)) == [(len(chase), "fow.play.main-phase")]


def test_an_addition_goes_to_the_graveyard_when_its_host_leaves_the_field():
    events = PRE + [play("a", "a.2", attach_to="b.1", payment=[S[0]]), resolve("b"),
                    ev("EffectRecorded", "b", effect="destroy", targets=["b.1"], note="a judge's ruling, for the test")]
    board = board_after([A, B], events)
    assert "b.1" in board.seat("b").grave and "a.2" in board.seat("a").grave
