"""The log author's slips, one per log: a turn the log never ends (no TurnEnded) is one fault, the next player's
draw flagged once and the turn taken as ended there, not every event of the next turn (a tenth outside reading
made such variants of the samples: 5 to 8 violations each)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

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
