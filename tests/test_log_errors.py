"""Unusable logs are refused with one line naming the file, line and field; nothing is written."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.errors import LogError
from ledger.log import parse_log

HEAD = {"version": 1, "game": "chrono-clash", "players": [{"id": "a", "deck": {}}, {"id": "b", "deck": {}}],
        "first": "a"}


def _log(*lines: str, end: str = "\n") -> bytes:
    return ("\n".join([json.dumps(HEAD), *lines]) + end).encode()


@pytest.mark.parametrize("data, line, field, words", [
    (b"", 1, "", "empty"),
    (b'{"version": 1, "game": "chrono-clash", "players": [', 1, "", "truncated"),
    (_log('{"seq": 1, "player": "a", "type": "Passed"'), 2, "", "not valid JSON"),
    (_log('{"seq": 1, "player": "a", "type": "Passed"', end=""), 2, "", "truncated"),
    (_log('{"seq": 1, "player": "a", "type": "AttackDeclared"}'), 2, "$.attacker", "missing required field"),
    (_log('{"seq": 1, "player": "a", "type": "AttackDeclared", "attacker": 5}'), 2, "$.attacker", "Expected `str`"),
    (_log('{"seq": 1, "player": "a", "type": "StoneCalled"}'), 2, "$.type", "force-of-will"),
    (_log('{"seq": 1, "player": "zed", "type": "Passed"}'), 2, "$.player", "not seated"),
    (_log('{"seq": 1, "player": "a", "type": "Passed"}', '{"seq": 3, "player": "b", "type": "Passed"}'), 3, "$.seq",
     "seq 3 leaves out seq 2: events"),  # one seq, not "2..2"
    (_log('{"seq": 1, "player": "a", "type": "Passed"}', '{"seq": 4, "player": "b", "type": "Passed"}'), 3, "$.seq",
     "seq 4 leaves out seq 2..3: events"),
    (_log('{"seq": 1, "player": "a", "type": "Passed", "colour": "red"}'), 2, "$.colour", "unknown field"),
    (json.dumps(dict(HEAD, game="poker")).encode() + b"\n", 1, "$.game", "poker"),
    (json.dumps(dict(HEAD, version=2)).encode() + b"\n", 1, "$.version", "version 2"),
    (b"\xff\xfe not text\n", 1, "", "not UTF-8 text: it looks like UTF-16"),
    (b"\x1f\x8b\x08\x00 compressed", 1, "", "it is a gzip-compressed file: decompress it first"),
    (_log('{"seq": 1, "player": "a", "type": "Passed"}').replace(b"\n", b"\r"), 1, "",
     "its lines end with a carriage return alone"),
    (_log('{"seq": -4, "player": "a", "type": "Passed"}'), 2, "$.seq", "seq -4 is no event's number"),
    (_log('{"seq": 1, "player": "a", "type": null}'), 2, "$.type", 'the event has no "type" (one of: '),
    (json.dumps(dict(HEAD, meta={"event": "Regional", "round": 3, "judges": ["Ana", "Bo"]})).encode() + b"\n", 1,
     "$.meta.judges", "got `array`"),  # the key, not msgspec's "$.meta[...]"; a number is free text (kept)
    (json.dumps(dict(HEAD, players=[{"id": "a", "seat": 1, "deck": {}}, {"id": "b", "seat": 1, "deck": {}}])).encode()
     + b"\n", 1, "$.players[1].seat", "b and a are both in seat 1"),
    (json.dumps(dict(HEAD, players=[{"id": "a", "deck": {}}, {"id": "b", "seat": 1, "deck": {}}])).encode()
     + b"\n", 1, "$.players[0]", "a's seat is left out, so it is taken as their place in the list (1), which is "
     "b's seat: give every player a seat"),  # a seat left out is the place in the list: the player named (qa36 R-1)
    (json.dumps(dict(HEAD, players=[{"id": "a", "seat": -1, "deck": {}}, {"id": "b", "deck": {}}])).encode()
     + b"\n", 1, "$.players[0].seat", "seat -1 is no seat"),
])
def test_unusable_input_names_file_line_and_field(data, line, field, words):
    with pytest.raises(LogError) as exc:
        parse_log(data, "m.jsonl")
    err = exc.value
    assert (err.path, err.line, err.field) == ("m.jsonl", line, field)
    assert words in str(err)
    assert "\n" not in str(err)


def test_a_log_for_the_wrong_game_is_refused_when_a_game_is_expected():
    with pytest.raises(LogError) as exc:
        parse_log(_log(), "m.jsonl", expect_game="fftcg")
    assert "not a 'fftcg' one" in str(exc.value)


def test_the_cli_prints_one_line_and_writes_nothing(tmp_path):
    good = tmp_path / "good.jsonl"
    good.write_bytes(_log('{"seq": 1, "player": "a", "type": "Passed"}'))
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(_log('{"seq": 1, "player": "a", "type": "Passed"', end=""))
    db = tmp_path / "l.db"
    res = CliRunner().invoke(cli, ["import", str(good), str(bad), "--db", str(db)])
    assert res.exit_code == 2
    assert res.stderr.strip().splitlines()[1:] == ["Nothing was stored: 1 file is unusable."]  # after the file's line
    assert "bad.jsonl:2" in res.stderr.splitlines()[0] and "Traceback" not in res.output
    assert not db.exists()  # nothing stored, no ledger made (`list` says "no ledger at ...", round 37)


@pytest.mark.parametrize("sample, known", [
    ("chrono_clash/win-quests.jsonl", "ccs-3.4"),
    ("force_of_will/win-by-life.jsonl", "fow-basic"),
    ("fftcg/win-seven-damage.jsonl", "fftcg-v2"),
])
def test_a_ruleset_matchledger_does_not_carry_is_refused(tmp_path, sample, known):
    """A log that says it followed other rules is not judged against these without a word: refused, naming
    the rulesets known."""
    from pathlib import Path

    lines = (Path(__file__).resolve().parent.parent / "sample_logs" / sample).read_text().splitlines()
    header = json.loads(lines[0])
    header["ruleset"] = "house-rules-9"
    bad = tmp_path / "other.jsonl"
    bad.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    res = CliRunner().invoke(cli, ["verify", str(bad)])
    assert res.exit_code == 2, res.output
    assert f"{bad}:1: $.ruleset: ruleset 'house-rules-9' is not one matchledger knows (" in res.output
    assert known in res.output
