"""Round 32's words: the Italian Chrono Clash board calls the turn's step a "fase", as the Italian manual does.

The manual (002, "Il turno": "3 Fase Principale") names the turn's steps
"Fase"; ``replay``'s board line already said "(fase principale)", while
``explain``'s facts and the replay page's board header said "passo".
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_logs" / "chrono_clash" / "illegal" / "attack-summoned-this-turn.jsonl"


def _run(*args: str):
    return CliRunner().invoke(cli, list(args))


def test_explain_names_the_chrono_clash_step_a_fase_in_italian():
    out = _run("explain", str(SAMPLE), "3", "--lang", "it")
    assert out.exit_code in (0, 1), out.output
    assert "fase: principale" in out.output, out.output
    assert "passo" not in out.output
    fr = _run("explain", str(SAMPLE), "3", "--lang", "fr")
    assert "étape : principale" in fr.output or "étape: principale" in fr.output, fr.output


def test_the_replay_page_labels_the_step_a_fase_in_italian(tmp_path):
    page = tmp_path / "page.html"
    out = _run("view", str(SAMPLE), "-o", str(page), "--lang", "it")
    assert out.exit_code == 0, out.output
    data = json.loads(re.search(r'<script type="application/json"[^>]*>(.*?)</script>', page.read_text("utf-8"),
                                re.S).group(1))
    assert data["labels"]["step"] == "fase"
