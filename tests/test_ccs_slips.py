"""The log author's slips, one per log: a turn's draw recorded twice is one fault (ccs.turn.draw-step), not a
cascade of draw.not-top over every later draw (a tenth outside reading made such variants of every sample)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

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
