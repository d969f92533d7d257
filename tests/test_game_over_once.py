"""Play after the game is over is one fault in every game: the first event after the end is flagged, the rest
follow from it (one planted fault, one violation; Force of Will's own tests: tests/test_fow_qa7_fixes.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("sample, extra, rule, at", [
    # (Chrono Clash: the winner's draw of the turn she won at its start, and her pass closing it, change nothing
    # and are notes (tests/test_ccs_qa37d_fixes.py); bob's draw after them is the first act after the end.)
    ("chrono_clash/win-quests.jsonl", [{"type": "CardDrawn", "player": "alice"},
                                       {"type": "Passed", "player": "alice"},
                                       {"type": "CardDrawn", "player": "bob"}], "ccs.game.over", 3),
    ("fftcg/win-seven-damage.jsonl", [{"type": "PriorityPassed", "player": "alice"},
                                      {"type": "PriorityPassed", "player": "bob"},
                                      {"type": "PriorityPassed", "player": "alice"}], "fftcg.game.over", 1),
])
def test_events_after_the_end_are_one_game_over(sample, extra, rule, at):
    text = (ROOT / "sample_logs" / sample).read_text(encoding="utf-8")
    clean = parse_log(text.encode(), sample)
    assert core.verify(clean).clean
    n = len(clean.events)
    lines = text.rstrip("\n").split("\n") + [json.dumps({**e, "seq": n + k}) for k, e in enumerate(extra, 1)]
    result = core.verify(parse_log("\n".join(lines).encode() + b"\n", sample))
    assert [(v.seq, v.rule) for v in result.violations] == [(n + at, rule)]
    assert result.result == core.verify(clean).result  # the match's result stands


@pytest.mark.parametrize("sample, after", [
    # (Force of Will's win by life ends on a block whose damage waits: a concession there ends the game by itself,
    # tests/test_fow_qa9_fixes.py. A deck-out is over at once.)
    ("force_of_will/win-by-deck-out.jsonl", [{"type": "Conceded", "player": "bob"}]),
    ("fftcg/win-seven-damage.jsonl", [{"type": "Conceded", "player": "bob"}]),
    ("chrono_clash/win-quests.jsonl", [{"type": "Conceded", "player": "bob"}]),
])
def test_a_concession_after_the_game_is_won_is_a_note_and_the_result_stands(sample, after):
    text = (ROOT / "sample_logs" / sample).read_text(encoding="utf-8")
    clean = parse_log(text.encode(), sample)
    won = core.verify(clean)
    n = len(clean.events)
    lines = text.rstrip("\n").split("\n") + [json.dumps({**e, "seq": n + k}) for k, e in enumerate(after, 1)]
    result = core.verify(parse_log("\n".join(lines).encode() + b"\n", sample))
    assert result.violations == [] and result.result == won.result
    assert any("conceded after the game was over" in str(x) for x in result.notes), result.notes
