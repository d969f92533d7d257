"""What the slip tests share (tests/test_*_slips*.py, tests/test_*_qa1*_fixes.py): a sample log's header and
events, and the violations of a variant of those events, renumbered (a log author's slip: an event left out,
recorded twice, moved, under another name)."""

from __future__ import annotations

import json
from pathlib import Path

from ledger.log import parse_log
from projections import core

ROOT = Path(__file__).resolve().parent.parent


def sample(game_dir: str, name: str) -> tuple[str, list[dict]]:
    """The header line and the events (as dicts) of ``sample_logs/<game_dir>/<name>.jsonl``."""
    lines = (ROOT / "sample_logs" / game_dir / f"{name}.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")
    return lines[0], [json.loads(line) for line in lines[1:]]


def verified(head: str, events: list[dict], name: str = "t.jsonl") -> core.Verification:
    """The verdict on ``events`` renumbered 1.. under ``head`` (the events themselves are not changed)."""
    events = [dict(e) for e in events]
    for k, e in enumerate(events, 1):
        e["seq"] = k
    return core.verify(parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), name))


def found(head: str, events: list[dict], name: str, roots: bool = True) -> list[tuple[int, str]]:
    """The violations of ``events`` renumbered 1.. under ``head``, as (seq, rule); ``roots``: only those no earlier
    violation caused (``caused_by`` None)."""
    return [(v.seq, v.rule) for v in verified(head, events, name).violations if not roots or v.caused_by is None]
