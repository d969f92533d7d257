"""The log author's slips, one per log: a turn the log never ends (no TurnEnded) is one fault, the next player's
draw flagged once and the turn taken as ended there, not every event of the next turn (a tenth outside reading
made such variants of the samples: 5 to 8 violations each)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

import slipping

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("sample", ["win-by-life", "seed-chase-example", "chase-several-deep"])
def test_every_turn_end_left_out_is_one_violation(sample):
    text = (ROOT / "sample_logs/force_of_will" / f"{sample}.jsonl").read_text(encoding="utf-8")
    lines = text.rstrip("\n").split("\n")
    head, events = lines[0], [json.loads(line) for line in lines[1:]]
    ends = [i for i, e in enumerate(events) if e["type"] == "TurnEnded" and not e.get("discarded")]
    assert len(ends) > 8
    won = core.verify(parse_log(text.encode(), sample)).result
    for i in ends:
        slipped = [dict(e) for k, e in enumerate(events) if k != i]
        for k, e in enumerate(slipped, 1):
            e["seq"] = k
        result = core.verify(parse_log(("\n".join([head, *map(json.dumps, slipped)]) + "\n").encode(), sample))
        assert [v.rule for v in result.violations] == ["fow.turn.not-your-turn"], i + 1
        assert result.violations[0].seq == i + 1 and result.result == won  # the next draw, and the match as played


@pytest.mark.parametrize("sample", ["win-by-life", "seed-chase-example", "chase-several-deep"])
def test_every_stone_call_left_out_is_at_most_one_violation(sample):
    """A forgotten StoneCalled: the first payment with that stone is fow.will.source, once; the stone is taken as
    called there, so the later calls and payments are not flagged again (they were, one for each payment)."""
    lines = (ROOT / "sample_logs/force_of_will" / f"{sample}.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")
    head, events = lines[0], [json.loads(line) for line in lines[1:]]
    calls = [i for i, e in enumerate(events) if e["type"] == "StoneCalled"]
    assert len(calls) > 8
    flagged = 0
    for i in calls:
        slipped = [dict(e) for k, e in enumerate(events) if k != i]
        for k, e in enumerate(slipped, 1):
            e["seq"] = k
        found = core.verify(parse_log(("\n".join([head, *map(json.dumps, slipped)]) + "\n").encode(), sample)).violations
        assert [v.rule for v in found] in ([], ["fow.will.source"]), (i + 1, [(v.seq, v.rule) for v in found])
        flagged += bool(found)
    assert flagged >= len(calls) // 2  # most calls' stones pay for something later: the slip is caught


def _sample(sample):
    return slipping.sample("force_of_will", sample)


def _found(head, events, sample, roots=False):
    """The violations of ``events`` (renumbered) under ``head``, as (seq, rule); ``roots``: only those no earlier
    violation caused (``caused_by`` None)."""
    return slipping.found(head, events, sample, roots)


def _plays_on_empty_chase(head, events, sample):
    """The indexes of the CardPlayed put on an empty chase and resolved by the very next event."""
    log = parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), sample)
    board = core.board_at(log, 0)
    mod = core.engine("force-of-will")
    out = []
    for i, ev in enumerate(log.events):
        if (events[i]["type"] == "CardPlayed" and not board.chase and i + 1 < len(events)
                and events[i + 1]["type"] == "ChaseResolved" and events[i + 1].get("card") == events[i]["card"]):
            out.append(i)
        mod.step(board, ev)
    return out


@pytest.mark.parametrize("sample", ["win-by-life", "seed-chase-example", "chase-several-deep"])
def test_every_play_left_out_or_recorded_late_is_one_violation(sample):
    """A CardPlayed the log leaves out, or records two events late (after its own ChaseResolved): the
    ChaseResolved naming a card still in its owner's hand, with nothing on the chase, is fow.chase.empty once; the
    card is taken as played and resolved there (it was: the card stayed in hand to the end of the turn, 8 cards
    at the end phase, the later targets of it not on the field), and the late CardPlayed is that play."""
    head, events = _sample(sample)
    plays = _plays_on_empty_chase(head, events, sample)
    assert len(plays) >= 8
    for i in plays:
        left_out = [e for k, e in enumerate(events) if k != i]
        assert _found(head, left_out, sample) == [(i + 1, "fow.chase.empty")], ("del", i + 1)
        late = left_out[: i + 2] + [events[i]] + left_out[i + 2:]
        assert _found(head, late, sample) == [(i + 1, "fow.chase.empty")], ("mv2", i + 1)


def _swap_player(head, e):
    players = [p["id"] for p in json.loads(head)["players"]]
    return {**e, "player": next(p for p in players if p != e["player"])}


@pytest.mark.parametrize("sample", ["win-by-life", "seed-chase-example", "chase-several-deep"])
def test_every_attack_under_the_wrong_name_or_recorded_twice_is_one_violation(sample):
    """An AttackDeclared naming the other player, with the turn player's fighter attacking what it may: one
    fow.turn.not-your-turn, the attack taken as the turn player's (not also attack.attacker and attack.target).
    An AttackDeclared recorded twice: the repeat is one fow.attack.rested and changes nothing (not also
    battle.unfinished)."""
    head, events = _sample(sample)
    attacks = [i for i, e in enumerate(events) if e["type"] == "AttackDeclared"]
    assert len(attacks) >= 6
    for i in attacks:
        who = events[:i] + [_swap_player(head, events[i])] + events[i + 1:]
        assert _found(head, who, sample) == [(i + 1, "fow.turn.not-your-turn")], ("who", i + 1)
        dup = events[: i + 1] + [events[i]] + events[i + 1:]
        assert _found(head, dup, sample) == [(i + 2, "fow.attack.rested")], ("dup", i + 1)


@pytest.mark.parametrize("sample", ["win-by-life", "seed-chase-example", "chase-several-deep"])
def test_every_block_recorded_early_or_after_the_next_battle_is_one_violation(sample):
    """A BlockDeclared recorded two events early, before its attack in the same main phase: one fow.block.no-battle,
    and the attack takes it as its block (not also battle.unfinished). A block recorded after the next attack
    and its block (A1 A2 B2 B1): one fow.battle.unfinished at A2, and the late B1 changes nothing (not also
    block.no-battle)."""
    head, events = _sample(sample)
    turn_marks = ("TurnEnded", "CardDrawn")
    early = [i for i, e in enumerate(events) if e["type"] == "BlockDeclared" and i >= 3
             and events[i - 1]["type"] == "AttackDeclared"
             and not any(events[k]["type"] in turn_marks + ("BlockDeclared",) for k in (i - 2, i - 3))]
    # (B1 A2 B2 -> B2 B1 A2 is left out: B2 then reads as the first attack's block, which it is not.)
    assert len(early) >= 3
    for i in early:
        moved = events[: i - 2] + [events[i]] + events[i - 2: i] + events[i + 1:]
        assert _found(head, moved, sample) == [(i - 1, "fow.block.no-battle")], ("mv-2", i + 1)
    pairs = [i for i in range(len(events) - 3) if [e["type"] for e in events[i: i + 4]]
             == ["AttackDeclared", "BlockDeclared", "AttackDeclared", "BlockDeclared"]
             and "blocker" not in events[i + 1]]
    # (A late B1 naming a blocker: the attack was taken as not blocked and its damage dealt to the player at A2,
    # which may end the match sooner than the log (a later fow.game.over): not one violation throughout.)
    assert pairs
    for i in pairs:
        moved = events[: i + 1] + events[i + 2: i + 4] + [events[i + 1]] + events[i + 4:]
        assert _found(head, moved, sample, roots=True) == [(i + 2, "fow.battle.unfinished")], ("mv2", i + 2)


def _moved(events, i, d):
    out = events[:i] + events[i + 1:]
    out.insert(i + d, events[i])
    return out


@pytest.mark.parametrize("sample", ["win-by-life", "seed-chase-example", "chase-several-deep", "win-by-deck-out"])
def test_every_event_moved_two_places_early_is_one_violation(sample):
    """An event recorded two places early is one fault, and the match goes on as the log shows:
    - a play or standby set recorded before the turn's draw and stone call: fow.turn.draw-phase once, the stone it
      pays with taken as the call the log records after it (not also fow.will.source);
    - a draw recorded before the last turn's last events and end: fow.turn.not-your-turn once, the next turn
      beginning with it made (not also fow.turn.draw-phase);
    - a turn's end recorded before its last two events: fow.turn.not-your-turn once, at the first of them, the turn
      going on until the next player's draw (not again at the second);
    - a resolution recorded before its card's play (CP A, CR B, CR A, CP B): fow.chase.not-top once, A resolving in
      its place and B as it is played (not also fow.chase.empty and fow.chase.unresolved)."""
    head, events = _sample(sample)
    types = [e["type"] for e in events]
    cases = []
    for i in range(3, len(events)):
        before = types[i - 2: i]
        if types[i] in ("CardPlayed", "StandbySet") and before == ["CardDrawn", "StoneCalled"]:
            cases.append((i, i - 1, "fow.turn.draw-phase"))
        elif types[i] == "CardDrawn" and types[i - 1] == "TurnEnded" and types[i - 2] == "ChaseResolved":
            cases.append((i, i - 1, "fow.turn.not-your-turn"))
        elif (types[i] == "TurnEnded" and before[0] in ("StoneCalled", "AttackDeclared")
              and before[1] in ("StandbySet", "BlockDeclared") and types[i + 1] == "CardDrawn"):
            cases.append((i, i, "fow.turn.not-your-turn"))
        elif (types[i - 3: i + 1] == ["CardPlayed", "ChaseResolved", "CardPlayed", "ChaseResolved"]
              and events[i]["card"] == events[i - 1]["card"] and events[i - 2]["card"] == events[i - 3]["card"]):
            cases.append((i, i - 1, "fow.chase.not-top"))
    kinds = {rule for _, _, rule in cases}
    assert len(cases) >= 8 and len(kinds) >= 3, cases
    for i, seq, rule in cases:
        assert _found(head, _moved(events, i, -2), sample, roots=True) == [(seq, rule)], (i + 1, types[i])


@pytest.mark.parametrize("sample", ["win-by-life", "seed-chase-example", "chase-several-deep", "win-by-deck-out"])
def test_every_event_moved_two_places_late_across_the_turns_end_is_one_violation(sample):
    """An event recorded two places late, past the turn's end:
    - the draw, after the turn's stone call and end: fow.turn.draw-phase once (the call before it), the late draw
      being that draw (not also fow.turn.not-your-turn);
    - an attack, after its block and the turn's end: fow.block.no-battle once, the attack taken as the turn's,
      going on (not also fow.turn.not-your-turn);
    - a block, after the turn's end and the next draw: fow.battle.unfinished once (at the end), the late block
      changing nothing (not also fow.block.no-battle)."""
    head, events = _sample(sample)
    types = [e["type"] for e in events]
    cases = []
    for i in range(len(events) - 2):
        after = types[i + 1: i + 3]
        if types[i] == "CardDrawn" and after == ["StoneCalled", "TurnEnded"]:
            cases.append((i, i + 1, "fow.turn.draw-phase"))
        elif types[i] == "AttackDeclared" and after == ["BlockDeclared", "TurnEnded"]:
            cases.append((i, i + 1, "fow.block.no-battle"))
        elif types[i] == "BlockDeclared" and after == ["TurnEnded", "CardDrawn"]:
            cases.append((i, i + 1, "fow.battle.unfinished"))
    assert cases
    for i, seq, rule in cases:
        assert _found(head, _moved(events, i, 2), sample, roots=True) == [(seq, rule)], (i + 1, types[i])


@pytest.mark.parametrize("sample", ["win-by-deck-out", "win-by-life"])
def test_every_draw_recorded_twice_is_one_violation(sample):
    """A CardDrawn recorded twice: one fow.turn.draw-phase (a second draw), even when the main deck is empty by
    then (not also "no card left to draw")."""
    head, events = _sample(sample)
    draws = [i for i, e in enumerate(events) if e["type"] == "CardDrawn" and i + 1 < len(events)]
    assert len(draws) >= 8
    for i in draws:
        dup = events[: i + 1] + [events[i]] + events[i + 1:]
        assert _found(head, dup, sample, roots=True) == [(i + 2, "fow.turn.draw-phase")], i + 1
