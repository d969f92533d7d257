"""Every Force of Will rule id is exercised: some test flags it (an illegal case, at its seq), and
every rule cites a section of the seed rules (or the log format for log errors)."""

from __future__ import annotations

from pathlib import Path

from projections.force_of_will import RULES
from projections.force_of_will.rules import FR

HERE = Path(__file__).resolve().parent


def test_every_rule_id_is_flagged_by_some_test():
    text = "".join(p.read_text() for p in HERE.glob("test_fow_*.py") if p.name != Path(__file__).name)
    missing = [rid for rid in RULES if f'"{rid}"' not in text]
    assert missing == []


def test_every_rule_cites_its_source():
    for rid, rule in RULES.items():
        assert rid.startswith("fow.") and rule.text
        assert rule.ref.startswith(f"{FR} § ") or rule.ref.startswith("docs/"), rid
        assert rule.source.startswith("Force of Will rules (French), section ") \
            or rule.source.startswith("matchledger docs/"), rid
