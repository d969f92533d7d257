"""Round 33's small leftovers across the CLI, the log reader and Force of Will's quotes, one test or more each.

1. A single id where the format wants a list (``"targets": "bob.10"``) was refused with msgspec's "Expected
   `array`, got `str`"; the refusal stays (exit 2, file:line and field) and now says what to write
   (``expected a list, got the string "bob.10": write ["bob.10"]``), for every list field of the format (the
   header's ``order``, FFTCG's ``payment`` given one object); where the value in ``[ ]`` still would not read, it
   says a list is written in ``[ ]`` and no more.

The logs are in tests/logs/misc_qa33/ (f1_targets_string: Chrono Clash's balanced-duel sample with its seq 43's
targets written as one string; err6_targets_string: the tester's, /tmp/qa33-ccs).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

LOGS = Path(__file__).resolve().parent / "logs" / "misc_qa33"
SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs"


def _verify(path: Path) -> tuple[int, str]:
    res = CliRunner().invoke(cli, ["verify", "--json", str(path)])
    return res.exit_code, res.stdout


def _error(path: Path) -> dict:
    code, out = _verify(path)
    assert code == 2, out
    return json.loads(out)


# -- 1. one value where a list belongs ---------------------------------------------------------------------------

def test_misc_qa33_targets_string_says_what_to_write() -> None:
    err = _error(LOGS / "f1_targets_string.jsonl")
    assert (err["line"], err["field"]) == (44, "$.targets")
    assert err["error"].endswith(':44: $.targets: expected a list, got the string "bob.10": write ["bob.10"]')
    tester = _error(LOGS / "err6_targets_string.jsonl")
    assert (tester["line"], tester["field"]) == (3, "$.targets")
    assert tester["error"].endswith('$.targets: expected a list, got the string "bob.6": write ["bob.6"]')


def test_misc_qa33_targets_list_clean_twin_reads_clean() -> None:
    code, out = _verify(LOGS / "f1_targets_list_clean.jsonl")
    assert code == 0, out


def _fftcg_with(tmp_path: Path, line: int, old: str, new: str) -> Path:
    lines = (SAMPLES / "fftcg" / "win-seven-damage.jsonl").read_text().split("\n")
    assert old in lines[line]
    lines[line] = lines[line].replace(old, new, 1)
    out = tmp_path / "log.jsonl"
    out.write_text("\n".join(lines))
    return out


@pytest.mark.parametrize("old, new, line, field, said", [
    ('"payment": [{"discard": "alice.1"}]', '"payment": {"discard": "alice.1"}', 2, "$.payment",
     "$.payment: expected a list, got one object: write it inside [ ]"),
    ('"payment": [{"discard": "alice.1"}]', '"payment": "alice.1"', 2, "$.payment",
     '$.payment: expected a list (written in [ ]), got "alice.1"'),
    ('"order": ["1-009", ', '"order": "1-009", "unused": [', 0, "$.players[0].order",
     '$.players[0].order: expected a list, got the string "1-009": write ["1-009"]'),
])
def test_misc_qa33_every_list_field_says_what_to_write(tmp_path: Path, old, new, line, field, said) -> None:
    err = _error(_fftcg_with(tmp_path, line, old, new))
    assert (err["line"], err["field"]) == (line + 1, field)
    assert err["error"].endswith(f":{line + 1}: {said}")
    assert "Expected `array`" not in err["error"]


def test_misc_qa33_record_says_what_to_write_too() -> None:
    """``record`` reads a typed line with the same words (:func:`ledger.log.validation_reason`)."""
    import msgspec

    from ledger import chrono_clash
    from ledger.log import validation_reason

    line = {"seq": 1, "player": "alice", "type": "ActionPlayed", "card": "alice.3", "targets": "bob.6"}
    with pytest.raises(msgspec.ValidationError) as exc:
        msgspec.convert(line, type=chrono_clash.Event)
    why, where = validation_reason(exc.value, chrono_clash.Event, line)
    assert (str(why), where) == ('expected a list, got the string "bob.6": write ["bob.6"]', "$.targets")
