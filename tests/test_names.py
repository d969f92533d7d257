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


def _every_log() -> list[Path]:
    return sorted((ROOT / "sample_logs").rglob("*.jsonl"))


@pytest.mark.parametrize("path", _every_log(), ids=lambda p: str(p.relative_to(ROOT / "sample_logs")))
def test_the_quick_names_check_agrees_with_the_one_that_names_the_field(path, monkeypatch):
    """Every event goes through a quick check of its names and ids first; only when it finds one unknown does
    the check that says which field run. On every sample log, and on copies with one string of an event
    changed (a card id to one its owner lacks, a card name or FFTCG serial to one the match lacks; in whatever
    field shape holds it: a string, a list, a map), the two agree."""
    import re

    from ledger.errors import LogError, UnknownCardError
    from ledger.log import parse_log
    from projections import core, names

    def both(data: bytes) -> tuple[bool, bool] | None:
        try:
            log = parse_log(data, str(path))
            board = core.new_board(log)
        except LogError:
            return None
        not_player = names._not_player(tuple(p.id for p in log.header.players))
        quick = names._all_known(log.events, not_player, board.cards, board.defs)
        with monkeypatch.context() as m:
            m.setattr(names, "_all_known", lambda *a: False)  # the field-naming loop alone
            try:
                names.check_names(log, board)
                named = True
            except UnknownCardError:
                named = False
        return quick, named

    lines = path.read_bytes().splitlines(keepends=True)
    assert both(b"".join(lines)) in (None, (True, True))
    tried = 0
    for i in range(1, len(lines), max(1, len(lines) // 12)):  # a dozen events of each log
        for found in re.finditer(rb'("name": ?)?"([A-Za-z0-9_ .\'-]+)"', lines[i]):
            key, text = found.group(1), found.group(2)
            if key:
                wrong = key + b'"Nocard ' + text + b'"'
            elif re.fullmatch(rb"[a-z]+\.[A-Za-z0-9_-]+", text):
                wrong = b'"' + text.split(b".")[0] + b'.999999"'
            elif re.fullmatch(rb"\d+-\d+[A-Za-z]*", text):  # an FFTCG serial (a card's name, in "serials")
                wrong = b'"99-999"'
            else:
                continue
            got = both(b"".join([*lines[:i], lines[i][:found.start()] + wrong + lines[i][found.end():],
                                 *lines[i + 1:]]))
            if got is not None:
                tried += 1
                assert got[0] is got[1], (i + 1, found.group(0), got)
    assert tried > 0 or not any(b'"card"' in line for line in lines[1:])  # a log naming no card: nothing to change
