"""Causes before consequences: one illegal event put into a legal match gives exactly one root violation.

Each game's mutation harness (``projections/<game>/mutations.py``) breaks a
legal sample at one event; here the rest of the legal match is kept after
it, as a table would have played on, so the later events meet a board the
illegal event changed. Every violation after it must be grouped under it
(``caused_by``), none dropped.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any, Iterator

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import dump_log, parse_log, read_log
from projections import core

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = {
    "chrono-clash": "sample_logs/chrono_clash/win-quests.jsonl",
    "force-of-will": "sample_logs/force_of_will/win-by-life.jsonl",
    "fftcg": "sample_logs/fftcg/win-seven-damage.jsonl",
}


def broken_matches(game: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, Any, int, str]]:
    """(kind, the broken log with the rest of the legal match after it, the broken seq, the rule)."""
    mm = importlib.import_module(f"{core.ENGINES[game]}.mutations")
    log = read_log(ROOT / SAMPLES[game])
    orig = list(log.events)
    heads: dict[str, int] = {}

    def recording(kind: str, fn: Any) -> Any:
        def wrapper(*args: Any) -> Any:
            found = fn(*args)
            if found is not None:
                heads[kind] = next(len(a) for a in args if isinstance(a, list))  # the events before it
            return found
        return wrapper

    monkeypatch.setattr(mm, "KINDS", {k: recording(k, f) for k, f in mm.KINDS.items()})
    for kind, m in mm.mutants(log.header, orig, core.engine(game).new_board):
        if len(m) > 3:
            continue  # the header changed too (a paper-table form of the log): not one injected event
        events, seq, rule = m
        k = heads[kind]
        new = [i for i, e in enumerate(events[k:], k + 1) if not any(e is o for o in orig)]
        if new != [seq]:
            continue  # not one injected event, flagged where it stands
        if len(events) == k + 1 and k + 1 < len(orig) and events[-1] is orig[k + 1]:
            tail = orig[k + 2:]  # an event left out
        elif len(events) == k + 1 and type(events[-1]) is not type(orig[k]):
            tail = orig[k:]  # an event put in before this one
        else:
            tail = orig[k + 1:]  # this event changed, or one put in after it
        renumbered = [msgspec.structs.replace(e, seq=i) for i, e in enumerate(events + tail, 1)]
        if rule.endswith(".log.unknown-card"):
            continue  # a card the match does not have: a log error (test_log_errors), not a breach
        yield kind, parse_log(dump_log(log.header, renumbered), f"{kind}.jsonl"), seq, rule


@pytest.mark.parametrize("game", list(SAMPLES))
def test_one_injected_illegal_event_gives_one_root(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    tried = with_consequences = 0
    for kind, broken, seq, rule in broken_matches(game, monkeypatch):
        result = core.verify(broken)
        roots = {(v.seq) for v in result.violations if v.caused_by is None}
        assert roots == {seq}, (kind, [(v.seq, v.rule, v.caused_by) for v in result.violations][:8])
        assert any(v.rule == rule for v in result.violations if v.seq == seq), kind
        later = [v for v in result.violations if v.seq > seq]
        assert all(v.caused_by == seq for v in later), kind
        tried += 1
        with_consequences += bool(later)
    assert tried >= 8
    assert with_consequences >= 3  # the grouping is what kept these to one root


def test_independent_violations_stay_roots() -> None:
    """Two breaches that do not depend on each other: both roots."""
    from ledger.log import read_log

    log = read_log(ROOT / "sample_logs/chrono_clash/win-quests.jsonl")
    events = list(log.events)
    # Two draws of the wrong card, each in a different turn; the rest of the match is not played on.
    board = core.new_board(log)
    mod = core.engine(log.game)
    draws = []
    for ev in events:
        if type(ev).__name__ == "CardDrawn" and len(draws) < 2:
            deck = board.seat(ev.player).deck
            draws.append((ev.seq, deck[1]))
        mod.step(board, ev)
    assert len(draws) == 2
    bad = {s: c for s, c in draws}
    cut = max(bad)
    changed = [msgspec.structs.replace(e, card=bad[e.seq]) if e.seq in bad else e for e in events[:cut]]
    result = core.verify(parse_log(dump_log(log.header, changed), "two.jsonl"))
    assert [v.seq for v in result.roots] == sorted(bad)


def test_the_report_leads_with_the_root_and_json_links_the_rest(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    kind, broken, seq, _rule = next((k, b, s, r) for k, b, s, r in broken_matches("chrono-clash", monkeypatch)
                                    if len(core.verify(b).violations) > 2)
    path = tmp_path / "broken.jsonl"
    path.write_bytes(broken.canonical())
    res = CliRunner().invoke(cli, ["verify", str(path)])
    assert res.exit_code == 1
    n = len(core.verify(broken).violations)
    assert f"1 root cause ({n} violations in all):" in res.output
    assert f"follow from seq {seq}" in res.output
    import json

    data = json.loads(CliRunner().invoke(cli, ["verify", "--json", str(path)]).output)
    assert len(data["violations"]) == n
    assert data["root_causes"] == 1
    assert {v["caused_by"] for v in data["violations"]} == {None, seq}
