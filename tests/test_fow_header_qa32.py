"""Round 32: a Force of Will header whose player has no ruler is judged, not refused.

Seed 001, Mise en Place ①: « Chaque joueur prépare son Deck Principal, son
Deck Pierre Magique et sa carte Ruler. » A log whose seat gives no ruler
(the field left out, or empty) is a log of a player who prepared none: one
``fow.setup.ruler`` at seq 0, as a ruler that is not a ruler card gets, and
the match is read on. A ruler of the wrong type (null) is still refused in
one line naming the field.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

LOGS = Path(__file__).resolve().parent / "logs" / "fow_hdr32"


def _verify(path: Path):
    res = CliRunner().invoke(cli, ["verify", str(path), "--json"])
    return res.exit_code, json.loads(res.stdout)


@pytest.mark.parametrize("name", ["db_v_no_ruler.jsonl", "db_v_ruler_empty.jsonl"])
def test_a_seat_without_a_ruler_is_one_setup_ruler_violation(name):
    code, data = _verify(LOGS / name)
    assert code == 1
    assert [(v["seq"], v["rule"]) for v in data["violations"]] == [(0, "fow.setup.ruler")]


def test_a_null_ruler_is_refused_naming_the_field(tmp_path):
    lines = (LOGS / "db_v_no_ruler.jsonl").read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    for p in head["players"]:
        p.setdefault("ruler", None)
    lines[0] = json.dumps(head)
    bad = tmp_path / "null_ruler.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    res = CliRunner().invoke(cli, ["verify", str(bad)])
    assert res.exit_code == 2
    assert "ruler" in res.output and "Traceback" not in res.output
