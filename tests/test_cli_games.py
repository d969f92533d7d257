"""Every command works on Force of Will and Final Fantasy TCG matches as on Chrono Clash ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import dump_log, read_log

SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs"
GAMES = {
    "force-of-will": (SAMPLES / "force_of_will" / "win-by-life.jsonl", "fow."),
    "fftcg": (SAMPLES / "fftcg" / "win-seven-damage.jsonl", "fftcg."),
}


@pytest.fixture
def run(tmp_path):
    runner = CliRunner()

    def invoke(*args):
        return runner.invoke(cli, [*args, "--db", str(tmp_path / "ledger.db")] if args[0] not in ("rules",) else list(args))
    return invoke


def _illegal(game: str) -> Path:
    folder = GAMES[game][0].parent / "illegal"
    return sorted(folder.glob("*.jsonl"))[0]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_import_verify_list_and_show(run, game):
    path, _ = GAMES[game]
    res = run("import", "--verify", str(path))
    assert res.exit_code == 0, res.output
    assert "Clean" in res.output
    match_id = res.output.split()[0]
    listed = run("list", "--json")
    assert [m["game"] for m in json.loads(listed.output)] == [game]
    shown = run("show", match_id[:8], "--json")
    assert shown.exit_code == 0 and json.loads(shown.output)["game"] == game
    integrity = run("verify", "--integrity", match_id[:8])
    assert integrity.exit_code == 0, integrity.output


@pytest.mark.parametrize("game", sorted(GAMES))
def test_verify_flags_an_illegal_log_with_the_rule_it_breaks(run, game):
    path = _illegal(game)
    log = read_log(path)
    res = run("verify", "--json", str(path))
    assert res.exit_code == 1, res.output
    report = json.loads(res.output)
    first = report["violations"][0]
    assert (first["seq"], first["rule"]) == (int(log.header.meta["at_seq"]), log.header.meta["breaks"])
    assert first["rule"].startswith(GAMES[game][1]) and first["source"] and first["message"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_replay_shows_the_board_and_hides_what_a_seat_cannot_see(run, game):
    path, _ = GAMES[game]
    text = run("replay", str(path), "--at", "12")
    assert text.exit_code == 0 and "12" in text.output
    judge = json.loads(run("replay", str(path), "--at", "12", "--json").output)
    seat = json.loads(run("replay", str(path), "--at", "12", "--as", "alice", "--json").output)
    assert judge["game"] == game
    bob_judge = next(p for p in judge["players"] if p["id"] == "bob")
    bob_seat = next(p for p in seat["players"] if p["id"] == "bob")
    assert bob_judge["hand"]["cards"] is not None
    assert bob_seat["hand"]["cards"] is None and bob_seat["hand"]["count"] == bob_judge["hand"]["count"]
    stepped = CliRunner().invoke(cli, ["replay", str(path), "--step", "--at", "3"], input="n\np\nq\n")
    assert stepped.exit_code == 0, stepped.output


@pytest.mark.parametrize("game", sorted(GAMES))
def test_diff_finds_the_first_differing_event(run, tmp_path, game):
    path, _ = GAMES[game]
    log = read_log(path)
    cut = log.events[:20]
    other = tmp_path / "other.jsonl"
    other.write_bytes(dump_log(log.header, cut))
    same = run("diff", str(path), str(path), "--json")
    assert same.exit_code == 0 and json.loads(same.output)["identical"]
    res = run("diff", str(path), str(other), "--json")
    assert res.exit_code == 1
    assert json.loads(res.output)["first_difference"] == 21


@pytest.mark.parametrize("game", sorted(GAMES))
def test_export_round_trips_and_writes_csv_and_md(run, tmp_path, game):
    path, _ = GAMES[game]
    log = read_log(path)
    out = tmp_path / "again.jsonl"
    assert run("export", str(path), "--format", "jsonl", "-o", str(out)).exit_code == 0
    assert out.read_bytes() == log.closed()
    assert read_log(out).canonical() == log.canonical()
    csv = run("export", str(path), "--format", "csv").output.strip().splitlines()
    assert len(csv) == len(log.events) + 1
    md = run("export", str(path), "--format", "md").output
    assert "## Turn" in md


@pytest.mark.parametrize("game", sorted(GAMES))
def test_rules_and_schema_list_the_game(run, game):
    rules = CliRunner().invoke(cli, ["rules", game, "--json"])
    assert rules.exit_code == 0
    data = json.loads(rules.output)
    ids = [r["id"] for r in (data if isinstance(data, list) else data["rules"])]
    assert ids and all(i.startswith(GAMES[game][1]) for i in ids)
    schema = CliRunner().invoke(cli, ["schema", game])
    assert json.loads(schema.output) == json.loads((SAMPLES.parent / "docs" / "schema" / f"{game}.json").read_text())
