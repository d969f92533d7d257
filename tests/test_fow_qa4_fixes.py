"""Force of Will: what a fourth outside reading found (its logs were in the QA's /tmp/qa4-fow).

1. Every basic magic stone of the statistics produces its attribute, not what the payment declares: Darkness,
   Water and Wind Magic Stone (VIN-091/092/094), Magic Stone of Flame / of Light spelt with a trailing space
   (CMF-102/103). Names are cleaned as the statistics are read (a deck list may name "Familiar of Holy Wind",
   written "Familiar of Holy Wind " there), and ``{R}`` in a cost is fire (Banzai Attack ``{R}{R}{2}``).
2. The turn begins with its draw (« Séquence du Tour — ① Phase de Pioche »): anything played by either player
   before the turn's ``CardDrawn`` is ``fow.turn.draw-phase``, and so is that draw made while the chase holds
   something.
3. Output: an unnamed card in a graveyard is "a hidden card" in ``replay``; ``explain`` finds a card on the chase;
   a stone call that names no stone calls "a magic stone"; a recorded ``draw(-5)`` draws nothing (a note).
4. ``TurnEnded.names``: the discarded cards' names (graveyards are public), bound in a paper log.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fow import (FIRE, LIGHT, board_after, call, draw, end, end_ok, ev, idle, make_log, play, resolve, rules_at, seat,
                 verify)
from ledger.errors import UnknownCardError
from projections import core
from projections.force_of_will import card_stats, view
from projections.force_of_will import cards as C

ROOT = Path(__file__).resolve().parent.parent
MELGIS = "Melgis, the Flame King"
#: A one-will resonator of each attribute, paid with one stone.
ONE = {"L": "Perceval, the Seeker of Holy Grail", "F": "Guinevere, the Jealous Queen",
       "Wa": "Joyful Bird-Catcher", "Wi": "Morgiana, the Wise Servant", "D": "Phantasm of Void"}


# -- 1. basic magic stones, names with stray whitespace, {R} ----------------------------------------------------

STONES = [("Darkness Magic Stone", "D"), ("Water Magic Stone", "Wa"), ("Wind Magic Stone", "Wi"),
          ("Magic Stone of Flame ", "F"), ("Magic Stone of Light ", "L")]


def _stone_play(stone: str, card: str, **pay):
    a = seat("a", hand=[card], stones=[stone] * 10, stone_filler=stone)
    b = seat("b")
    return [a, b], [call("a"), play("a", "a.1", payment=["a.s1"], **pay), resolve("a")]


@pytest.mark.parametrize("stone,attr", STONES)
def test_a_basic_magic_stone_pays_its_own_attribute_with_nothing_taken_as_declared(stone, attr):
    result = verify(*_stone_play(stone, ONE[attr]))
    assert result.clean
    assert not any("taken as declared" in n for n in result.notes), result.notes


@pytest.mark.parametrize("stone,attr", STONES)
def test_a_basic_magic_stone_does_not_produce_another_attribute(stone, attr):
    other = "L" if attr != "L" else "D"
    # Declared as the other attribute: the stone does not produce it, so the cost's attribute is not paid, one
    # fault named as when nothing is declared (round 33f: the declaration is the log's, the will the stone's).
    declared = verify(*_stone_play(stone, ONE[other], attributes=[other]))
    assert rules_at(declared) == [(2, "fow.will.attribute")]
    # Not declared: the cost's attribute is not paid.
    plain = verify(*_stone_play(stone, ONE[other]))
    assert rules_at(plain) == [(2, "fow.will.attribute")]


def test_every_basic_magic_stone_of_the_statistics_has_its_attribute_and_special_stones_have_none():
    stats = card_stats()
    basic = {"Magic Stone of Light": "L", "Light Magic Stone": "L", "Magic Stone of Flame": "F",
             "Fire Magic Stone": "F", "Magic Stone of Water": "Wa", "Water Magic Stone": "Wa",
             "Magic Stone of Wind": "Wi", "Wind Magic Stone": "Wi", "Magic Stone of Darkness": "D",
             "Darkness Magic Stone": "D", "Magic Stone of Flame ": "F", "Magic Stone of Light ": "L"}
    for name, attr in basic.items():
        assert stats[name].will == [attr], name
    for name in ("Magic Stone of Moon Light", "Magic Stone of Light Vapors", "Magic Stone of Heat Ray",
                 "Ruler's Memoria", "Little Red, the Pure Stone"):
        assert stats[name].type == "magic-stone" and stats[name].will == [], name
    with_will = {n for n, c in stats.items() if c.type == "magic-stone" and c.will}
    assert with_will == set(basic)


def test_a_name_written_with_a_stray_space_is_found_without_it():
    stats = card_stats()
    assert stats["Familiar of Holy Wind"] is stats["Familiar of Holy Wind "]
    assert stats["Familiar of Holy Wind"].name == "Familiar of Holy Wind"
    assert stats["Magic Stone of Flame "] is stats["Magic Stone of Flame"]
    # A deck list naming the card without the space: the match loads and the card is paid as a wind card.
    a = seat("a", hand=["Familiar of Holy Wind"], stones=["Wind Magic Stone"] * 10,
             stone_filler="Wind Magic Stone")
    ok = verify([a, seat("b")], [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("a")])
    assert ok.clean
    # The name as the statistics spell it still loads (control).
    a2 = seat("a", hand=["Familiar of Holy Wind "], stones=["Wind Magic Stone"] * 10,
              stone_filler="Wind Magic Stone")
    assert verify([a2, seat("b")], [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("a")]).clean


def test_an_unknown_name_is_still_refused():
    a = seat("a", hand=["Familiar of Holy Wnd"])
    with pytest.raises(UnknownCardError):
        verify([a, seat("b")], [call("a")])


BANZAI = "Banzai Attack"  # a chant, {R}{R}{2} in the statistics: {R} is fire


def _banzai(stones):
    a = seat("a", hand=[BANZAI], stones=stones, ruler=MELGIS)
    b = seat("b")
    events = idle([a, b], 6)  # turns 1..6: each calls a stone (and discards down to seven)
    events += [draw("a"), call("a"), play("a", "a.1", payment=["a.s1", "a.s2", "a.s3", "a.s4"]), resolve("a")]
    return [a, b], events


def test_banzai_attack_paid_with_two_fire_is_clean_and_checked():
    result = verify(*_banzai([FIRE, FIRE, LIGHT, LIGHT]))
    assert result.clean
    assert not any("does not read" in n for n in result.notes), result.notes


def test_banzai_attack_paid_with_light_only_lacks_its_fire():
    seats, events = _banzai([LIGHT] * 4)
    result = verify(seats, events)
    assert rules_at(result) == [(len(events) - 1, "fow.will.attribute")]
    assert "2 fire" in result.violations[0].message


def test_every_cost_of_the_statistics_is_read():
    # Before: 2 cards had a symbol the engine does not read ({R}: Banzai Attack; {X}: Charm of the Princess).
    # After: only {X}, which is read once X is chosen.
    stats = card_stats()
    unread = sorted({c.name for c in stats.values() if C.parse_cost(c.cost) is None})
    assert unread == ["Charm of the Princess"]
    assert all(C.parse_cost(C.with_x(c.cost, 0)) is not None for c in stats.values())
    need, free = C.parse_cost("{R}{R}{2}")
    assert dict(need) == {"F": 2} and free == 2


# -- 2. the draw comes first in the turn, for both players -------------------------------------------------------

DEMONFLAME = "Demonflame"  # chant-instant {F}: 500 damage to a resonator
PRIDE = "Pride of Knights"  # chant-instant {L}: DEF +200 to a resonator


def _turn_four():
    """Turn 4 is b's and has not drawn yet: b's Young Knight of Gloria (b.1) is on the field; a holds Demonflame
    (a.1) with two recovered fire stones; b holds Pride of Knights (b.2)."""
    a = seat("a", hand=[DEMONFLAME], stones=[FIRE] * 10, ruler=MELGIS)
    b = seat("b", hand=["Young Knight of Gloria", PRIDE], stones=[LIGHT] * 10)
    events = [call("a"), end("a"),
              draw("b"), call("b"), play("b", "b.1", payment=["b.s1"]), resolve("b"), end("b"),
              draw("a"), call("a"), end("a")]
    return [a, b], events


def test_the_opponent_plays_an_instant_after_the_turns_draw():
    seats, events = _turn_four()
    ok = events + [draw("b"), play("a", "a.1", payment=["a.s1"], targets=["b.1"]), resolve("b", card="a.1"),
                   end("b")]
    assert verify(seats, ok).clean


def test_an_opponents_instant_before_the_turns_draw_is_flagged():
    seats, events = _turn_four()
    early = events + [play("a", "a.1", payment=["a.s1"], targets=["b.1"]), resolve("b", card="a.1"), draw("b"),
                      end("b")]
    result = verify(seats, early)
    assert rules_at(result) == [(len(events) + 1, "fow.turn.draw-phase")]
    assert "before b drew the turn's card" in result.violations[0].message
    # The draw is still b's to make, after the chase resolved: not a second draw.
    board = board_after(seats, early)
    assert "b.7" in board.seat("b").hand and board.seat("b").deck[0] == "b.8"


def test_the_draw_made_while_the_chase_holds_something_is_flagged_too():
    seats, events = _turn_four()
    mid = events + [play("a", "a.1", payment=["a.s1"], targets=["b.1"]), draw("b"),
                    play("b", "b.2", payment=["b.s1"], targets=["b.1"]), resolve("a", card="b.2"),
                    resolve("b", card="a.1"), end("b")]
    n = len(events)
    assert rules_at(verify(seats, mid)) == [(n + 1, "fow.turn.draw-phase"), (n + 2, "fow.turn.draw-phase")]


def test_both_players_acting_before_the_draw_are_flagged_alike():
    seats, events = _turn_four()
    answer = events + [play("a", "a.1", payment=["a.s1"], targets=["b.1"]),
                       play("b", "b.2", payment=["b.s1"], targets=["b.1"]),
                       resolve("a", card="b.2"), resolve("b", card="a.1"), end("b")]
    n = len(events)
    assert [r for r in rules_at(verify(seats, answer)) if r[0] <= n + 2] == [
        (n + 1, "fow.turn.draw-phase"), (n + 2, "fow.turn.draw-phase")]
    # Control: the same answer after the draw.
    later = events + [draw("b"), play("a", "a.1", payment=["a.s1"], targets=["b.1"]),
                      play("b", "b.2", payment=["b.s1"], targets=["b.1"]),
                      resolve("a", card="b.2"), resolve("b", card="a.1"), end("b")]
    assert verify(seats, later).clean


def test_legal_actions_list_no_play_for_either_player_before_the_draw():
    from projections.force_of_will import selfplay

    seats, events = _turn_four()
    before = board_after(seats, events)
    kinds = {(type(e).__name__, e.player) for e in selfplay.legal_actions(before)}
    assert ("CardPlayed", "a") not in kinds and ("CardDrawn", "b") in kinds
    after = board_after(seats, events + [draw("b")])
    assert ("CardPlayed", "a") in {(type(e).__name__, e.player) for e in selfplay.legal_actions(after)}


# -- 3. output ------------------------------------------------------------------------------------------------

def _paper(s: dict) -> dict:
    return {k: v for k, v in s.items() if k not in ("order", "stone_order")}


def _paper_discard(**names):
    """A paper log: b holds eight cards at the end of turn 6 and discards b.6, a card drawn unnamed."""
    a, b = _paper(seat("a")), _paper(seat("b", hand=["Young Knight of Gloria"]))
    events = [end("a"), draw("b"), end("b"), draw("a"), end("a"), draw("b"), end("b"), draw("a"), end("a"),
              draw("b"), ev("TurnEnded", "b", discarded=["b.6"], **names)]
    return [a, b], events


def test_replay_says_a_hidden_card_for_an_unnamed_card_in_a_graveyard():
    from cli.render import board_text

    seats, events = _paper_discard()
    result = verify(seats, events)
    assert result.clean
    text = board_text(view(board_after(seats, events)))
    assert "graveyard: a hidden card (b.6)" in text
    assert "None" not in text


def test_replay_says_a_magic_stone_for_an_unnamed_magic_stone():
    # (Was "a hidden card (a.s1)": a called stone is face up, « face visible »; qa39b F8 says "a magic stone".)
    from cli.render import board_text

    seats = [_paper(seat("a")), _paper(seat("b"))]
    events = [call("a")]  # a paper log: the stone called is not named
    assert verify(seats, events).clean
    text = board_text(view(board_after(seats, events)))
    assert "magic stone area: a magic stone (a.s1)" in text and "None" not in text


def test_explain_names_a_card_on_the_chase():
    from projections.explain import explain

    a = seat("a", hand=["Guinevere, the Jealous Queen"], stones=[FIRE] * 10, ruler=MELGIS)
    log = make_log([a, seat("b")], [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("a", card="a.1")])
    (fact,) = explain(log, 3)["facts"]
    assert fact["card"] == "a.1" and fact["name"] == "Guinevere, the Jealous Queen"
    assert fact["where"] == "chase[0].source" and fact["where"] != "not on the board"
    # Control: the same card in the hand, before it is played.
    (in_hand,) = explain(log, 2)["facts"][:1]
    assert in_hand["where"].startswith("a's hand") and in_hand["name"] == "Guinevere, the Jealous Queen"


def test_a_stone_call_naming_no_stone_calls_a_magic_stone():
    from cli.render import describe

    seats = [seat("a"), seat("b")]
    log = make_log(seats, [call("a"), end("a"), draw("b"), call("b", card="b.s1")])
    lines = [describe(e, board) for e, board, _ in core.replay(log)]
    assert lines[0] == "a rests Faria, the Sacred Queen (a.r) to call a magic stone"
    assert lines[3] == "b rests Faria, the Sacred Queen (b.r) to call Magic Stone of Light (b.s1)"


def _recorded(effect: str):
    seats = [seat("a"), seat("b")]
    events = [call("a"), ev("EffectRecorded", "a", effect=effect, targets=["a"], note="judge ruling")]
    return verify(seats, events), board_after(seats, events)


def test_a_recorded_draw_of_a_negative_or_zero_amount_draws_nothing():
    for effect in ("draw(-5)", "draw(0)"):
        result, board = _recorded(effect)
        assert result.clean and len(board.seat("a").hand) == 5, effect
        assert any(f"{effect!r} asks for a draw of" in n and "draws nothing" in n for n in result.notes), result.notes


def test_a_recorded_draw_of_a_positive_amount_or_none_draws():
    assert len(_recorded("draw(2)")[1].seat("a").hand) == 7
    result, board = _recorded("draw")
    assert len(board.seat("a").hand) == 6 and not any("draws nothing" in n for n in result.notes)


def test_a_recorded_damage_of_a_negative_amount_deals_none_and_gives_no_life():
    result, board = _recorded("damage(-500)")
    assert result.clean and board.seat("a").life == 4000
    assert any("'damage(-500)' asks for damage of" in n and "deals none" in n for n in result.notes), result.notes


def test_a_recorded_damage_or_a_recorded_loss_of_life_takes_life():
    assert _recorded("damage(500)")[1].seat("a").life == 3500
    result, board = _recorded("life(-500)")
    assert board.seat("a").life == 3500 and not any("deals none" in n for n in result.notes)


# -- 4. TurnEnded.names ------------------------------------------------------------------------------------------

def test_the_names_of_discarded_cards_bind_a_paper_logs_hidden_cards():
    from cli.render import board_text

    seats, events = _paper_discard(names=["Young Knight of Gloria"])
    result = verify(seats, events)
    assert result.clean
    board = board_after(seats, events)
    assert board.cards["b.6"].name == "Young Knight of Gloria"
    assert "graveyard: Young Knight of Gloria (b.6)" in board_text(view(board))


def test_a_discarded_name_the_deck_list_has_no_copy_left_of_is_flagged():
    # b's deck list holds one Young Knight of Gloria, in the opening hand (b.1) once it is named there: here it
    # is named at the discard, and then b.1 is played as Young Knight of Gloria as well.
    seats, events = _paper_discard(names=["Young Knight of Gloria"])
    events += [draw("a")]
    events += [end_ok(seats, events, "a"), draw("b"), call("b"),
               ev("CardPlayed", "b", card="b.1", name="Young Knight of Gloria", payment=["b.s1"])]
    assert rules_at(verify(seats, events)) == [(len(events), "fow.log.unknown-card")]


def test_names_must_run_parallel_to_discarded():
    seats, events = _paper_discard(names=["Young Knight of Gloria", "Perceval, the Seeker of Holy Grail"])
    assert rules_at(verify(seats, events)) == [(len(events), "fow.log.unknown-card")]


def test_a_name_that_is_not_the_known_card_is_flagged_and_the_right_one_is_clean():
    a, b = seat("a"), seat("b", deck=["Young Knight of Gloria"] * 3)
    events = [end("a"), draw("b"), end("b"), draw("a"), end("a"), draw("b"), end("b"), draw("a"), end("a"),
              draw("b")]
    right = events + [ev("TurnEnded", "b", discarded=["b.6"], names=["Young Knight of Gloria"])]
    assert verify([a, b], right).clean
    wrong = events + [ev("TurnEnded", "b", discarded=["b.6"], names=["Perceval, the Seeker of Holy Grail"])]
    assert rules_at(verify([a, b], wrong)) == [(len(wrong), "fow.log.unknown-card")]


def test_a_misspelt_discarded_name_is_refused_at_its_field():
    seats, events = _paper_discard(names=["Young Knight of Glria"])
    with pytest.raises(UnknownCardError) as err:
        verify(seats, events)
    assert "$.names[0]" in str(err.value.field if hasattr(err.value, "field") else err.value)


def test_the_schema_has_the_names_of_turn_ended():
    schema = json.loads((ROOT / "docs" / "schema" / "force-of-will.json").read_text())
    assert "names" in json.dumps(schema["$defs"]["TurnEnded"]["properties"])
