"""Force of Will cards the engine knows only from their statistics: what their abilities cost is not in the
data, so the will paid for one is judged source by source but not counted against a cost; an effect is
recorded only for such card text, never for a card whose abilities the engine carries out
(docs/force-of-will.md § Cards, § Events; 001_2cd8f662b2b3164d.txt § Ce que vous pouvez faire à n'importe quel
moment, § Jugement)."""

from __future__ import annotations

import pytest
from fow import LIGHT, activate, board_after, call, ev, idle, play, resolve, rules_at, seat, stone_id, verify

from ledger.errors import UnknownCardError

SPEAKER = "Speaker of Creation"  # a real resonator, {L}{1}: its abilities are not modelled
A = seat("a", hand=[SPEAKER], stones=[LIGHT] * 8, ruler="Pandora, the Weaver of Myth")  # a real ruler: no J side known
B = seat("b", stones=[LIGHT] * 8)

# a's turns 1, 3, 5 each call a stone; on turn 5 a has 3 stones and puts Speaker of Creation (2 of them).
PRE = idle([A, B], 4) + [ev("CardDrawn", "a"), call("a"),
                         play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 2)]), resolve("b")]


def test_the_will_paid_for_an_unmodelled_ability_is_not_held_to_a_cost_the_data_does_not_give():
    # The engine used to hold it to {0}: any will paid was "too much" (fow.will.exact).
    for paid in ([], [stone_id("a", 3)]):
        events = PRE + [activate("a", "a.1", payment=paid)]
        assert verify([A, B], events).clean, paid
    board = board_after([A, B], PRE + [activate("a", "a.1", payment=[stone_id("a", 3)])])
    assert board.cards[stone_id("a", 3)].rested
    assert any("not checked against its cost" in n for n in board.notes)


def test_the_sources_of_that_will_are_still_judged():
    rested = PRE + [activate("a", "a.1", payment=[stone_id("a", 1)])]  # rested for Speaker of Creation
    assert rules_at(verify([A, B], rested)) == [(len(rested), "fow.will.rested")]
    theirs = PRE + [activate("a", "a.1", payment=[stone_id("b", 1)])]
    assert rules_at(verify([A, B], theirs)) == [(len(theirs), "fow.will.source")]


def test_a_judgment_whose_j_ruler_side_is_not_in_the_data_is_paid_without_its_cost_checked():
    # a has called 2 stones (turns 1 and 3) and judges on turn 5, its ruler recovered.
    for paid in ([], [stone_id("a", 1)], [stone_id("a", 1), stone_id("a", 2)]):
        events = idle([A, B], 4) + [ev("CardDrawn", "a"), ev("JudgmentMade", "a", payment=paid)]
        result = verify([A, B], events)
        assert result.clean, (paid, result.violations)
    uncalled = idle([A, B], 4) + [ev("CardDrawn", "a"),
                                  ev("JudgmentMade", "a", payment=[stone_id("a", 3)])]  # still in the stone deck
    assert rules_at(verify([A, B], uncalled)) == [(len(uncalled), "fow.will.source")]


def test_a_magic_stone_not_yet_called_is_named_as_such():
    events = idle([A, B], 4) + [ev("CardDrawn", "a"), call("a"),
                                play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 4)])]
    found = verify([A, B], events).violations
    assert [v.rule for v in found] == ["fow.will.source"]  # flagged once: it still pays the will declared
    assert "not in their magic stone area" in found[0].message


def test_an_effect_is_recorded_for_unmodelled_card_text_only():
    ok = PRE + [ev("EffectRecorded", "a", source="a.1", effect="draw(1)", targets=["a"])]
    assert verify([A, B], ok).clean
    ruling = PRE + [ev("EffectRecorded", "a", effect="damage(100)", targets=["a.1"], note="a judge's ruling")]
    assert verify([A, B], ruling).clean
    melgis = seat("b", stones=[LIGHT] * 8, ruler="Melgis, the Flame King")  # a pool ruler: its abilities modelled
    made_up = PRE + [ev("EffectRecorded", "a", source="b.r", effect="life(-4000)", targets=["b"])]
    assert rules_at(verify([A, melgis], made_up)) == [(len(made_up), "fow.log.effect-source")]
    assert board_after([A, melgis], made_up).winner == "a"  # flagged, and applied as the table played it
    nowhere = PRE + [ev("EffectRecorded", "a", source="the table", effect="draw(1)", targets=["a"])]
    with pytest.raises(UnknownCardError, match="'the table' is no card or player of this match"):
        verify([A, B], nowhere)  # names nothing of the match: unusable, like any unknown card id


def test_an_ability_of_a_j_ruler_whose_j_side_is_not_in_the_data_is_noted_not_refused():
    """A real ruler's J side is not in the data: its abilities cannot be looked up, so activating one is what
    the log says it was (noted, its cost unchecked), not fow.ability.no-such."""
    judged = idle([A, B], 4) + [ev("CardDrawn", "a"), ev("JudgmentMade", "a", payment=[]), resolve("b")]
    assert board_after([A, B], judged).cards["a.r"].j_side
    events = judged + [activate("a", "a.r", payment=[stone_id("a", 1)])]
    result = verify([A, B], events)
    assert result.clean, result.violations
    assert any("the abilities of" in n and "not in the card data" in n for n in board_after([A, B], events).notes)
