"""Log errors are not rule breaches: a card name, id or event type that names nothing, with the closest names."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from projections.names import closest

ROOT = Path(__file__).resolve().parent.parent
PAPER = ROOT / "sample_logs/chrono_clash/paper-table-win-quests.jsonl"
FFTCG = ROOT / "sample_logs/fftcg/win-deck-out.jsonl"


def changed(tmp_path: Path, src: Path, old: str, new: str) -> str:
    text = src.read_text()
    assert old in text
    out = tmp_path / "log.jsonl"
    out.write_text(text.replace(old, new, 1))
    return str(out)


def verify(path: str) -> tuple[int, str]:
    res = CliRunner().invoke(cli, ["verify", path])
    return res.exit_code, res.output


@pytest.mark.parametrize("old, new, want", [
    ('"name":"Blaze Captain","seq":1', '"name":"Blaze Captian","seq":1',
     ":2: $.name: card name 'Blaze Captian' is no card of this match; did you mean 'Blaze Captain'?"),
    ('"name":"Blaze Captain","seq":1', '"name":"blaze captain","seq":1',
     ":2: $.name: card name 'blaze captain' is no card of this match; did you mean 'Blaze Captain'?"),
    ('"card":"alice.11","name":"Blaze Captain","seq":1', '"card":"alice.99","name":"Blaze Captain","seq":1',
     ":2: $.card: card id 'alice.99' is no card of this match (alice has 58 cards); did you mean"),
    ('"type":"CardDrawn","card":"alice.11"', '"type":"CardDrawnn","card":"alice.11"',
     ":2: $.type: event type 'CardDrawnn' is not a chrono-clash event; did you mean 'CardDrawn'?"),
    ('"Magma Brute":3', '"magma brute":3',
     ":1: $.players[0].deck: card 'magma brute' is in neither the card pool nor the header's cards; "
     "did you mean 'Magma Brute'?"),
])
def test_a_misspelt_card_is_one_log_error_with_the_closest_name(tmp_path, old, new, want):
    code, out = verify(changed(tmp_path, PAPER, old, new))
    assert code == 2
    assert out.startswith("Error: ") and want in out
    assert out.count("\n") == 1  # one line, not seven rule breaches


def test_fftcg_serial_misspelt_in_the_header(tmp_path):
    text = FFTCG.read_text()
    head, rest = text.split("\n", 1)
    path = tmp_path / "log.jsonl"
    path.write_text(head.replace('"1-010"', '"Ifrit"') + "\n" + rest)  # in the deck list and the order alike
    code, out = verify(str(path))
    assert code == 2
    assert "card 'Ifrit' is in neither" in out and "(Ifrit " in out


def test_a_known_card_with_no_copy_left_is_still_a_rule_breach(tmp_path):
    # Gatekeeper is a card of the match (bob plays none): alice revealing a 4th copy is flagged, not refused.
    code, out = verify(changed(tmp_path, PAPER, '"name":"Blaze Captain","seq":1', '"name":"Gatekeeper","seq":1'))
    assert code in (0, 1)
    assert not out.startswith("Error:")


def test_closest_prefers_the_one_name_equal_but_for_case():
    assert closest("magma brute", ["Magma Brute", "Magma Beast", "Ember Squire"])[0] == "Magma Brute"
    assert closest("MAGMA", ["Magma", "magma"]) == ["Magma", "magma"]  # ambiguous by case: both, by spelling
    assert closest("zzz", ["Magma Brute"]) == []
