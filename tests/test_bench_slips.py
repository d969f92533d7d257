"""bench/slips.py makes the one-slip variants it says, and counts roots as verify gives them."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _slips():
    spec = importlib.util.spec_from_file_location("bench_slips", ROOT / "bench/slips.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_kind_of_slip_is_made_once_per_event():
    slips = _slips()
    lines = (ROOT / "sample_logs/chrono_clash/win-quests.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")
    head, events = lines[0], [json.loads(line) for line in lines[1:]]
    n = len(events)
    made = list(slips.variants(head, events))
    kinds = Counter(kind for kind, _name, _evs in made)
    assert kinds["del"] == n and kinds["dup"] == n and kinds["swap"] == n - 1
    assert kinds["mv"] == 2 * n - 4  # two places later or earlier, where there is room
    assert kinds["who"] == sum(1 for e in events if "player" in e)  # two players: the other one
    for kind, name, evs in made:
        assert [e["seq"] for e in evs] == list(range(1, len(evs) + 1)), name
        assert len(evs) == n + {"del": -1, "dup": 1}.get(kind, 0), name
    assert events == [json.loads(line) for line in lines[1:]]  # the log itself is untouched


def test_roots_are_verify_s_root_violations():
    slips = _slips()
    lines = (ROOT / "sample_logs/chrono_clash/win-quests.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")
    head, events = lines[0], [json.loads(line) for line in lines[1:]]
    assert slips.roots(head, events, "clean") == []
    draw = next(i for i, e in enumerate(events) if e["type"] == "CardDrawn" and e.get("card"))
    twice = events[:draw + 1] + events[draw:]
    twice = [{**e, "seq": k} for k, e in enumerate(twice, 1)]
    assert slips.roots(head, twice, "dup") == [(draw + 2, "ccs.turn.draw-step")]
    cut = [{**e, "card": "alice.0"} if k == draw else e for k, e in enumerate(events)]
    assert slips.roots(head, cut, "refused") is None  # no card of the match: unusable
