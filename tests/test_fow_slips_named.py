"""The log author's slips in logs that name every card (as a recording tool writes them): a stone call or the
turn's draw under the other player's name, and a stone call recorded twice, are one fault each, and the match
goes on as played (they gave a second fault, fow.log.unknown-card, and the wrong stone or card was taken at every
later call or draw of that player: bench/slips.py on simulated matches)."""

from __future__ import annotations

import json

import pytest

from ledger.log import dump_log
from projections.force_of_will import selfplay

import slipping


def _simulated(seed):
    text = dump_log(*selfplay.simulate(seed, 2)).decode()
    lines = text.rstrip("\n").split("\n")
    return lines[0], [json.loads(line) for line in lines[1:]]


def _other(head, player):
    return next(p["id"] for p in json.loads(head)["players"] if p["id"] != player)


def _turn_draws(events):
    """The indexes of the draws that begin a turn (the event before it is the other player's TurnEnded)."""
    return [i for i, e in enumerate(events) if e["type"] == "CardDrawn" and e.get("card") and i
            and events[i - 1]["type"] == "TurnEnded" and events[i - 1]["player"] != e["player"]]


@pytest.mark.parametrize("seed", [7, 11])
def test_a_stone_call_under_the_other_name_is_one_fault(seed):
    head, events = _simulated(seed)
    clean = slipping.verified(head, events)
    assert clean.violations == []
    calls = [i for i, e in enumerate(events) if e["type"] == "StoneCalled" and e.get("card")]
    assert len(calls) >= 8
    for i in calls:
        slipped = [*events[:i], {**events[i], "player": _other(head, events[i]["player"])}, *events[i + 1:]]
        result = slipping.verified(head, slipped)
        assert [(v.seq, v.rule) for v in result.violations] == [(i + 1, "fow.turn.not-your-turn")], i + 1
        assert "the log names the wrong player" in result.violations[0].message
        assert result.result == clean.result


@pytest.mark.parametrize("seed", [7, 11])
def test_the_turns_draw_under_the_other_name_is_one_fault(seed):
    head, events = _simulated(seed)
    clean = slipping.verified(head, events)
    draws = _turn_draws(events)
    assert len(draws) >= 8
    for i in draws:
        slipped = [*events[:i], {**events[i], "player": _other(head, events[i]["player"])}, *events[i + 1:]]
        result = slipping.verified(head, slipped)
        assert [(v.seq, v.rule) for v in result.violations] == [(i + 1, "fow.turn.not-your-turn")], i + 1
        assert result.result == clean.result


@pytest.mark.parametrize("seed", [7, 11])
def test_a_stone_call_recorded_twice_is_one_fault(seed):
    head, events = _simulated(seed)
    clean = slipping.verified(head, events)
    calls = [i for i, e in enumerate(events) if e["type"] == "StoneCalled" and e.get("card")]
    for i in calls:
        slipped = [*events[:i + 1], events[i], *events[i + 1:]]
        result = slipping.verified(head, slipped)
        assert [(v.seq, v.rule) for v in result.violations] == [(i + 2, "fow.stone.once-per-turn")], i + 1
        assert result.result == clean.result


def test_a_stone_the_other_player_really_calls_in_the_turn_is_still_flagged_as_theirs():
    """A call in the other player's turn naming a stone of their own deck is that player's call (not the slip):
    fow.turn.not-your-turn, and their stone is called (the next call of theirs names the stone under it)."""
    head, events = _simulated(7)
    i = next(i for i, e in enumerate(events) if e["type"] == "StoneCalled" and e.get("card")
             and e["player"] == "alice" and i > 20)
    later = [e["card"] for e in events[i:] if e["type"] == "StoneCalled" and e["player"] == "bob"]
    stray = {"type": "StoneCalled", "card": later[0], "player": "bob"}  # bob's next stone, called in alice's turn
    result = slipping.verified(head, [*events[:i + 1], stray, *events[i + 1:]])
    first = result.violations[0]
    assert (first.seq, first.rule) == (i + 2, "fow.turn.not-your-turn")
    assert "wrong player" not in first.message


def test_a_repeated_call_in_a_later_turn_is_not_read_as_recorded_twice():
    """A stone already in the stone area, named by a call in a later turn (the player may call again): not the call
    recorded twice; the id is no stone of the deck (fow.log.unknown-card), and the top stone is called."""
    head, events = _simulated(7)
    calls = [i for i, e in enumerate(events) if e["type"] == "StoneCalled" and e.get("card") and e["player"] == "bob"]
    first, later = calls[0], calls[1]
    slipped = [dict(e) for e in events]
    slipped[later] = {**slipped[later], "card": events[first]["card"]}
    found = [(v.seq, v.rule) for v in slipping.verified(head, slipped).violations if v.caused_by is None]
    assert found[0] == (later + 1, "fow.log.unknown-card")
