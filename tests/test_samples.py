"""Every sample log: the legal ones verify clean, each illegal one is flagged where its header says."""

from __future__ import annotations

from pathlib import Path

import pytest

from ledger.log import read_log
from projections import core

SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs"
LEGAL = sorted(p for p in SAMPLES.rglob("*.jsonl") if "illegal" not in p.parts)
ILLEGAL = sorted(p for p in SAMPLES.rglob("*.jsonl") if "illegal" in p.parts)


@pytest.mark.parametrize("game, legal, illegal", [("chrono_clash", 5, 8), ("force_of_will", 4, 8), ("fftcg", 4, 10)])
def test_there_are_enough_samples(game, legal, illegal):
    folder = SAMPLES / game
    assert len([p for p in LEGAL if p.is_relative_to(folder)]) >= legal
    assert len([p for p in ILLEGAL if p.is_relative_to(folder)]) >= illegal


@pytest.mark.parametrize("path", LEGAL, ids=lambda p: p.stem)
def test_legal_sample_verifies_clean(path):
    result = core.verify(read_log(path))
    assert result.violations == []
    assert result.clean
    assert result.winner is not None, "every legal sample is a complete match"


@pytest.mark.parametrize("path", ILLEGAL, ids=lambda p: p.stem)
def test_illegal_sample_is_flagged_at_the_right_event(path):
    log = read_log(path)
    want_rule = log.header.meta["breaks"]
    want_seq = int(log.header.meta["at_seq"])
    result = core.verify(log)
    assert not result.clean
    first = result.violations[0]
    assert (first.seq, first.rule) == (want_seq, want_rule)
    # The file is named for the rule it breaks.
    words = {w for w in path.stem.split("-") if len(w) > 3}
    assert words & set(want_rule.replace(".", "-").split("-")), (path.stem, want_rule)
