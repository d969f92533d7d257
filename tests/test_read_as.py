"""An event under the wrong player's name, carried on as its cards' owner's: the engines say whose it is read as.

Each engine sets ``Violation.read_as`` on the one fault of such an event (the name is the log's slip), and the CLI
describes the event from that field (replay, explain, export, the viewer): "alice casts X (the log names bob)".
Until then the CLI matched two engines' message templates, and FFTCG's wrong-name events were described as written.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli
from cli.render import read_as
from ledger.log import parse_log
from projections import core

ROOT = Path(__file__).resolve().parent.parent
LANG_C = {"LC_ALL": "C", "LC_MESSAGES": "", "LANG": ""}


def renamed(path: Path, seq: int, player: str) -> bytes:
    """The log at ``path`` with event ``seq`` under ``player``'s name."""
    out = []
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        data = json.loads(line)
        if data.get("seq") == seq:
            assert data["player"] != player
            data["player"] = player
        out.append(json.dumps(data))
    return ("\n".join(out) + "\n").encode()


def verdict(data: bytes) -> core.Verification:
    return core.verify(parse_log(data, "t.jsonl"))


def test_chrono_clash_a_summon_under_the_other_players_name_is_read_as_the_owners():
    log = ROOT / "sample_logs" / "chrono_clash" / "balanced-duel.jsonl"
    found = verdict(renamed(log, 5, "alice")).violations
    assert [(v.seq, v.rule, v.player, v.read_as) for v in found] == [(5, "ccs.turn.not-your-turn", "alice", "bob")]
    assert verdict(log.read_bytes()).violations == []


def test_force_of_will_an_attack_under_the_other_players_name_is_read_as_the_attackers():
    log = ROOT / "sample_logs" / "force_of_will" / "win-by-life.jsonl"
    found = verdict(renamed(log, 22, "bob")).violations
    assert [(v.seq, v.rule, v.read_as) for v in found] == [(22, "fow.turn.not-your-turn", "alice")]


def test_fftcg_a_summon_under_the_other_players_name_is_read_as_the_casters():
    log = ROOT / "sample_logs" / "fftcg" / "stack-three-deep-and-party-attack.jsonl"
    found = verdict(renamed(log, 42, "bob")).violations
    assert [(v.seq, v.rule, v.player, v.read_as) for v in found] == [(42, "fftcg.play.not-in-hand", "bob", "alice")]
    assert verdict(log.read_bytes()).violations == []


def test_a_fault_that_is_no_wrong_name_reads_the_event_as_written():
    log = ROOT / "sample_logs" / "fftcg" / "illegal"
    found = [v for p in sorted(log.glob("*.jsonl")) for v in verdict(p.read_bytes()).violations]
    assert found and all(v.read_as is None for v in found)


def test_read_as_takes_violations_as_structs_or_data_and_nothing_else():
    log = ROOT / "sample_logs" / "fftcg" / "stack-three-deep-and-party-attack.jsonl"
    found = verdict(renamed(log, 42, "bob")).violations
    data = json.loads(json.dumps([{"seq": v.seq, "read_as": v.read_as} for v in found]))
    note = {"template": "seq {seq}: the log names {player}, but the cards of this event are {active}'s",
            "args": {"seq": 7, "player": "bob", "active": "alice"}}
    assert read_as(found) == read_as(data) == {42: "alice"}
    assert read_as([note]) == {}  # a note's words are no longer matched: the violation says it


def test_the_cli_describes_an_fftcg_summon_under_the_wrong_name_as_the_verdict_reads_it(tmp_path: Path):
    log = ROOT / "sample_logs" / "fftcg" / "stack-three-deep-and-party-attack.jsonl"
    wrong = tmp_path / "wrong.jsonl"
    wrong.write_bytes(renamed(log, 42, "bob"))
    run = CliRunner().invoke
    data = json.loads(run(cli, ["verify", str(wrong), "--json"], env=LANG_C).output)
    assert [(v["seq"], v["read_as"]) for v in data["violations"]] == [(42, "alice")]
    out = run(cli, ["explain", str(wrong), "42"], env=LANG_C).output
    said = next(line for line in out.splitlines() if line.startswith("Event 42 of"))
    assert said.startswith(f"Event 42 of {wrong}: alice ") and said.endswith(" (the log names bob)"), said
    clean = run(cli, ["explain", str(log), "42"], env=LANG_C).output
    assert "the log names" not in clean
    assert "(the log names bob)" in run(cli, ["replay", str(wrong), "--at", "42"], env=LANG_C).output
