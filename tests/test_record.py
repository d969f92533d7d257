"""Recording a match live (issue 15): every event stored as entered, resumable, correctable, from a pipe."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.live import open_recording, recordings
from ledger.log import dump_log, encode_line, read_log
from ledger.store import Ledger

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = {
    "chrono-clash": ROOT / "sample_logs/chrono_clash/win-quests.jsonl",
    "force-of-will": ROOT / "sample_logs/force_of_will/win-by-life.jsonl",
    "fftcg": ROOT / "sample_logs/fftcg/win-seven-damage.jsonl",
}
SHORT = 10  # events of a "short match": the first ones of each sample


def typed(ev) -> str:
    """An event as typed at the table: its JSON line without seq (the recorder numbers it)."""
    data = msgspec.to_builtins(ev)
    data.pop("seq")
    return json.dumps(data)


def header_file(tmp_path: Path, game: str) -> Path:
    path = tmp_path / f"{game}-header.jsonl"
    path.write_bytes(SAMPLES[game].read_bytes().split(b"\n", 1)[0] + b"\n")
    return path


def record(db: str, *args, input: str):
    return CliRunner().invoke(cli, ["record", *map(str, args), "--db", db], input=input)


def stored_matches(db: str) -> list:
    with Ledger(db) as led:
        return led.list_matches()


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_a_typed_match_is_stored_as_typed_and_resumes_after_a_stop(tmp_path, game):
    db = str(tmp_path / "l.db")
    log = read_log(SAMPLES[game])
    events = log.events[:SHORT]
    half = SHORT // 2
    first = record(db, game, "--header", header_file(tmp_path, game),
                   input="\n".join(typed(e) for e in events[:half]) + "\n")
    assert first.exit_code == 0, first.output
    assert f"Stopped at seq {half}; nothing is lost" in first.output
    with Ledger(db) as led:
        (rid, _game, _at), = recordings(led)
        assert [json.loads(x)["seq"] for x in open_recording(led, rid).stream.lines] == list(range(1, half + 1))
    second = record(db, "--resume", rid[:8], input="\n".join(typed(e) for e in events[half:]) + "\nend\n")
    assert second.exit_code == 0, second.output
    assert f"Recording {rid} resumed at seq {half + 1}." in second.output
    (match,) = stored_matches(db)
    with Ledger(db) as led:
        stored = led.load(match.id)
        assert led.check_integrity() == []
        assert open_recording(led, rid).closed == match.id
    assert stored.canonical() == dump_log(log.header, events)
    verdict = CliRunner().invoke(cli, ["verify", match.id, "--db", db])
    assert verdict.exit_code == 0, verdict.output


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_numbers_pick_the_engines_legal_actions(tmp_path, game):
    import importlib

    from projections import core

    db = str(tmp_path / "l.db")
    res = record(db, game, "--header", header_file(tmp_path, game), input="1\n" * 6 + "end\n")
    assert res.exit_code == 0, res.output
    assert "Legal actions (seq 1):" in res.output and "This breaks" not in res.output
    (match,) = stored_matches(db)
    with Ledger(db) as led:
        stored = led.load(match.id)
    # six numbers, unless the first legal action ended the match first (a concession is one)
    assert len(stored.events) == 6 or ("The match is over" in res.output and len(stored.events) < 6)
    selfplay = importlib.import_module(f"{core.ENGINES[game]}.selfplay")
    board = core.new_board(stored)
    for ev in stored.events:
        assert encode_line(ev) == encode_line(selfplay.legal_actions(board.copy())[0])
        assert core.engine(game).step(board, ev) == []


def test_an_illegal_action_is_shown_and_recorded_flagged_only_when_confirmed(tmp_path):
    db = str(tmp_path / "l.db")
    bad = '{"type": "CardDrawn", "player": "bob"}'
    res = record(db, "chrono-clash", "--header", header_file(tmp_path, "chrono-clash"),
                 input=f"{bad}\nn\n{bad}\ny\nend\n")
    assert res.exit_code == 0, res.output
    assert res.output.count("This breaks") == 2 and "(not recorded)" in res.output
    assert "ccs.turn.not-your-turn: bob drew a card during alice's turn" in res.output
    assert "Recorded seq 1.  [flagged: ccs.turn.not-your-turn]" in res.output
    (match,) = stored_matches(db)
    with Ledger(db) as led:
        (rid, _g, _a), = recordings(led)
        rec = open_recording(led, rid)
        assert rec.stream.flagged == ["ccs.turn.not-your-turn"]  # the rules it broke, kept with the entry
        assert len(led.load(match.id).events) == 1
    assert CliRunner().invoke(cli, ["verify", match.id, "--db", db]).exit_code == 1


def test_words_form_and_bad_input_reprompts(tmp_path):
    db = str(tmp_path / "l.db")
    log = read_log(SAMPLES["chrono-clash"])
    first = log.events[0]
    res = record(db, "chrono-clash", "--header", header_file(tmp_path, "chrono-clash"),
                 input=f"Frobnicate x=1\nCardDrawn colour=red\n99\ncarddrawn card={first.card}\nend\n")
    assert res.exit_code == 0, res.output
    assert "'Frobnicate' is neither a number, a command nor a chrono-clash event" in res.output
    assert "CardDrawn has no field 'colour'" in res.output
    assert "99 is not in the list" in res.output
    (match,) = stored_matches(db)
    with Ledger(db) as led:
        assert encode_line(led.load(match.id).events[0]) == encode_line(first)


def test_undo_keeps_the_first_entry_as_a_match_and_goes_on_as_its_correction(tmp_path):
    db = str(tmp_path / "l.db")
    log = read_log(SAMPLES["fftcg"])
    e = [typed(x) for x in log.events[:4]]
    res = record(db, "fftcg", "--header", header_file(tmp_path, "fftcg"),
                 input=f"{e[0]}\n{e[1]}\n{e[3]}\ny\nundo wrong card entered\n{e[2]}\nend\n")
    assert res.exit_code == 0, res.output
    assert "Undone: seq 3 is left out" in res.output
    matches = {m.id: m for m in stored_matches(db)}
    assert len(matches) == 2
    with Ledger(db) as led:
        logs = {mid: led.load(mid) for mid in matches}
    (first_id,) = [mid for mid, lg in logs.items() if getattr(lg.header, "amends", None) is None]
    (branch_id,) = [mid for mid in logs if mid != first_id]
    amends = logs[branch_id].header.amends
    assert (amends.parent, amends.at, amends.action, amends.reason, amends.judge) == \
           (first_id, 3, "drop", "wrong card entered", "scorekeeper")
    assert [encode_line(x) for x in logs[first_id].events] == \
           [encode_line(x) for x in (*log.events[:2], msgspec.structs.replace(log.events[3], seq=3))]
    assert [encode_line(x) for x in logs[branch_id].events] == [encode_line(x) for x in log.events[:3]]


def test_a_finished_recording_is_not_resumed_and_an_unknown_one_is_named(tmp_path):
    db = str(tmp_path / "l.db")
    record(db, "fftcg", "--header", header_file(tmp_path, "fftcg"), input="1\nend\n")  # (one event: `end` at seq 0 stores nothing since qa38)
    with Ledger(db) as led:
        (rid, _g, _a), = recordings(led)
    again = record(db, "--resume", rid, input="")
    assert again.exit_code == 2 and "is finished" in again.output
    unknown = record(db, "--resume", "abcdef", input="")
    assert unknown.exit_code == 2 and f"recordings: {rid[:8]}" in unknown.output
    both = record(db, "fftcg", input="")
    assert both.exit_code == 2


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_an_entry_naming_no_card_of_the_match_is_asked_again_not_stored(tmp_path, game):
    """What verify and import refuse as unusable (a card id no player of the match owns, or one its owner
    lacks) is a slip at the keyboard: the recorder says which field and asks again; nothing is stored, so the
    match stays one every command can judge."""
    db = str(tmp_path / "l.db")
    first = read_log(SAMPLES[game]).events[0]
    field = next(f for f in ("card", "cards") if hasattr(first, f))
    slips = [msgspec.structs.replace(first, **{field: "carol.1" if field == "card" else ["carol.1"]}),
             msgspec.structs.replace(first, **{field: f"{first.player}.999" if field == "card" else [f"{first.player}.999"]})]
    res = record(db, game, "--header", header_file(tmp_path, game),
                 input="".join(typed(ev) + "\n" for ev in slips) + typed(first) + "\nend\n")
    assert res.exit_code == 0, res.output
    assert "card id 'carol.1' is no card of this match" in res.output
    assert f"card id '{first.player}.999' is no card of this match" in res.output
    assert "This breaks" not in res.output  # asked again, not offered to record flagged
    (match,) = stored_matches(db)
    with Ledger(db) as led:
        assert [encode_line(e) for e in led.load(match.id).events] == [encode_line(first)]
    assert CliRunner().invoke(cli, ["verify", match.id, "--db", db]).exit_code == 0
