"""The JSON Schema in docs/ is the one generated from the msgspec types, and the pool obeys its schema."""

from __future__ import annotations

import json
from pathlib import Path

from ledger.log import json_schema
from projections.chrono_clash import starter_pool
from projections.chrono_clash.icons import FAMILIES, parse_ability

DOCS = Path(__file__).resolve().parent.parent / "docs"


def test_schema_file_is_current():
    on_disk = json.loads((DOCS / "schema" / "chrono-clash.json").read_text())
    assert on_disk == json_schema("chrono-clash"), "run: matchledger schema chrono-clash -o docs/schema/chrono-clash.json"


def test_starter_pool_uses_every_icon():
    used = {ic.name for card in starter_pool() for a in card.abilities for ic in parse_ability(a)}
    assert set(FAMILIES) - used == set()


def test_every_icon_is_documented():
    doc = (DOCS / "chrono-clash-icons.md").read_text()
    missing = [name for name in FAMILIES if f"`{name}" not in doc]
    assert missing == []
