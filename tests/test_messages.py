"""Violation messages are templates with named parameters: the English text is the template filled in."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from ledger.log import read_log
from projections import core
from projections.messages import fill, is_msg, msg, term

SAMPLES = sorted(Path(__file__).resolve().parent.parent.joinpath("sample_logs").rglob("*.jsonl"))


def test_fill_puts_nested_messages_in():
    where = msg("in the {phase} phase", phase=term("main1"))
    assert fill("{player} attacked {where}", {"player": "bob", "where": where}) == "bob attacked in the main1 phase"
    fr = {"{player} attacked {where}": "{player} a attaqué {where}", "in the {phase} phase": "pendant la {phase}",
          "main1": "phase principale 1"}
    out = fill("{player} attacked {where}", {"player": "bob", "where": where}, lambda t: fr.get(t, t))
    assert out == "bob a attaqué pendant la phase principale 1"  # every level translated, the name untouched


def test_fill_keeps_escaped_braces_and_conversions():
    assert fill("cost {{2}} paid by {card!r}", {"card": "x.1"}) == "cost {2} paid by 'x.1'"


@pytest.mark.parametrize("path", [p for p in SAMPLES if "illegal" in p.parts], ids=lambda p: p.stem)
def test_every_violation_is_its_template_filled_in(path):
    result = core.verify(read_log(str(path)))
    assert result.violations
    for v in result.violations:
        assert v.template, v
        assert fill(v.template, v.args) == v.message
        # the template and its arguments survive JSON (the --json report and the log format's encoder)
        back = msgspec.json.decode(msgspec.json.encode(v), type=core.Violation)
        assert fill(back.template, back.args) == v.message
        assert all(isinstance(a, (str, int, float)) or a is None or is_msg(a) for a in back.args.values())
