"""The log author's slips, one per log: a turn's draw recorded twice is one fault (ccs.turn.draw-step), not a
cascade of draw.not-top over every later draw (a tenth outside reading made such variants of every sample)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

import slipping

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("sample", ["balanced-duel", "win-quests", "three-players-quests"])
def test_every_draw_recorded_twice_is_one_violation(sample):
    lines = (ROOT / "sample_logs/chrono_clash" / f"{sample}.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")
    head, events = lines[0], [json.loads(line) for line in lines[1:]]
    draws = [i for i, e in enumerate(events) if e["type"] == "CardDrawn" and e.get("card") is not None]
    assert len(draws) > 10
    for i in draws:
        slipped = [dict(e) for e in events[:i + 1]] + [dict(events[i])] + [dict(e) for e in events[i + 1:]]
        for k, e in enumerate(slipped, 1):
            e["seq"] = k
        log = parse_log(("\n".join([head, *map(json.dumps, slipped)]) + "\n").encode(), f"{sample}+dup{i + 1}")
        assert [(v.seq, v.rule) for v in core.verify(log).violations] == [(i + 2, "ccs.turn.draw-step")], i + 1


def _sample(sample):
    return slipping.sample("chrono_clash", sample)


_verify = slipping.found


@pytest.mark.parametrize("sample", ["balanced-duel", "three-players-quests", "paper-table-win-quests"])
def test_every_action_under_the_wrong_players_name_is_one_violation(sample):
    """A draw, summon, action, attack or quest the log gives to another player, with the acting player's cards (legal
    for them): ccs.turn.not-your-turn as written, once; the match goes on as the cards' owner's (not a second
    violation for cards not in the named player's hand or deck)."""
    head, events = _sample(sample)
    pids = [p["id"] for p in json.loads(head)["players"]]
    kinds = ("CardDrawn", "BattlerSummoned", "ActionPlayed", "AttackDeclared", "QuestStarted")
    slipped = 0
    for i, e in enumerate(events):
        if e["type"] not in kinds:
            continue
        for p in pids:
            if p == e["player"]:
                continue
            variant = [dict(x) for x in events]
            variant[i]["player"] = p
            assert _verify(head, variant, f"{sample}+who{i + 1}-{p}") == [(i + 1, "ccs.turn.not-your-turn")], (i + 1, p)
            slipped += 1
    assert slipped > 20


@pytest.mark.parametrize("sample", ["balanced-duel", "three-players-quests"])
def test_a_real_out_of_turn_action_keeps_its_verdict(sample):
    """The other player summoning a card of their own hand during the active player's turn is no slip of the name:
    ccs.turn.not-your-turn, and the summon is theirs (so the card leaves their hand)."""
    head, events = _sample(sample)
    i = next(k for k, e in enumerate(events) if e["type"] == "BattlerSummoned" and k > 3)
    active = events[i]["player"]
    # a card another player holds at that point: one they drew and had not played yet
    used = {x for e in events[:i] if e["type"] != "CardDrawn" for x in (e.get("card"), e.get("under"), *e.get("payment", ()))}
    other, card = next((e["player"], e["card"]) for e in events[:i]
                       if e["type"] == "CardDrawn" and e["player"] != active and e["card"] not in used)
    variant = [dict(x) for x in events]
    variant.insert(i, {"type": "BattlerSummoned", "card": card, "player": other, "seq": 0})
    roots = _verify(head, variant, f"{sample}+real")
    assert roots[0] == (i + 1, "ccs.turn.not-your-turn")


_REPEAT = {"BattlerSummoned": "ccs.summon.not-in-hand", "ActionPlayed": "ccs.action.not-in-hand",
           "QuestStarted": "ccs.quest.tapped", "AttackDeclared": "ccs.attack.tapped"}


@pytest.mark.parametrize("sample", ["balanced-duel", "four-players", "paper-table-win-quests"])
def test_every_action_recorded_twice_is_one_violation(sample):
    """A summon, action, attack or quest the log records twice in a row (the same player, cards and targets), which
    cannot be done again: the one violation the repeat makes (the card is no longer in the hand, the battler is
    tapped, or no longer in play after its battle), and the repeat changes nothing (no gauge.turn-over at it, no
    attack.unfinished, nothing after it)."""
    head, events = _sample(sample)
    repeated = 0
    for i, e in enumerate(events):
        if e["type"] not in _REPEAT:
            continue
        roots = _verify(head, events[:i + 1] + [events[i]] + events[i + 1:], f"{sample}+dup{i + 1}")
        if i == len(events) - 1 and e["type"] == "AttackDeclared":
            assert roots == [(i + 2, "ccs.game.over")], i + 1  # the attack that won the game
            continue
        want = {_REPEAT[e["type"]]}
        if e["type"] == "AttackDeclared" and e.get("battler"):
            want.add("ccs.attack.not-your-battler")  # the attacker may have fallen in its battle
        assert len(roots) == 1 and roots[0][0] == i + 2 and roots[0][1] in want, (i + 1, roots)
        repeated += 1
    assert repeated > 10
