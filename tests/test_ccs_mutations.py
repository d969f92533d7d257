"""Chrono Clash mutation kinds that need the right battlers on the board (Elusive, Sentinel, Taunt,
Protector), an ability's target limit, or a mandatory trigger: each is made from simulated matches and
the broken event breaks the kind's rule and no other, after a legal prefix."""

from __future__ import annotations

import msgspec
import pytest

from ledger.log import dump_log, parse_log
from projections import core
from projections.chrono_clash import RULES, new_board, selfplay
from projections.chrono_clash import mutations as cm

KINDS = ["attack-elusive-battler", "attack-past-sentinel", "attack-past-taunt", "target-filter-broken",
         "target-past-protector", "decline-mandatory-trigger"]


@pytest.fixture(scope="module")
def found():
    out: dict[str, list] = {}
    for seed in range(1, 61):
        header, events = selfplay.simulate(seed, 2 + seed % 3)
        log = parse_log(dump_log(header, events), f"sim-{seed}")
        for kind, m in cm.mutants(log.header, list(log.events), new_board):
            if kind in KINDS:
                out.setdefault(kind, []).append((log, m))
    return out


def test_each_kind_is_made(found):
    assert sorted(found) == sorted(KINDS)
    assert cm.NOT_YET == []


@pytest.mark.parametrize("kind", KINDS)
def test_the_broken_event_breaks_the_kinds_rule_and_no_other(found, kind):
    for log, (events, seq, rule) in found[kind]:
        assert rule in RULES
        assert [e for e in events[: seq - 1]] == list(log.events[: seq - 1])
        events = [msgspec.structs.replace(e, seq=i) for i, e in enumerate(events, 1)]
        result = core.verify(parse_log(dump_log(log.header, events), f"{log.path}~{kind}"))
        assert [v for v in result.violations if v.seq < seq] == [], (kind, log.path)
        assert {v.rule for v in result.violations if v.seq == seq} == {rule}, (kind, log.path, result.violations[:3])
