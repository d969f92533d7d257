"""``matchledger explain MATCH SEQ``: the rules one event was judged against, the facts it met, the verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from projections.explain import rules_judged

ROOT = Path(__file__).resolve().parent.parent
FLAGGED = [
    ("sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl", 5, "ccs.attack.summoned-this-turn"),
    ("sample_logs/force_of_will/illegal/second-stone-call.jsonl", 2, "fow.stone.once-per-turn"),
    ("sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl", 48, "fftcg.stack.lifo"),
]


def run(*args: str):
    return CliRunner().invoke(cli, ["explain", *args])


@pytest.mark.parametrize("path, seq, rule", FLAGGED)
def test_a_flagged_event_is_explained_with_the_broken_rule(path, seq, rule):
    res = run(str(ROOT / path), str(seq))
    assert res.exit_code == 1, res.output
    assert "Illegal: 1 rule broken." in res.output
    assert f"[BROKEN] {rule}: " in res.output
    data = json.loads(run(str(ROOT / path), str(seq), "--json").output)
    assert data["legal"] is False
    assert [v["rule"] for v in data["violations"]] == [rule]
    assert [c["rule"] for c in data["checked"] if c["broken"]] == [rule]
    assert len(data["checked"]) > 3  # the other rules the event was judged against, passed


def test_the_facts_are_the_board_before_the_event():
    data = json.loads(run(str(ROOT / FLAGGED[0][0]), "5", "--json").output)
    (fact,) = [f for f in data["facts"] if f["card"] == "bob.7"]
    assert fact["where"] == "bob's battlefield"
    assert fact["state"]["summoned_this_turn"] is True and fact["state"]["tapped"] is False
    assert data["state"]["turn"] == 2 and data["state"]["active"] == "bob"
    assert {"path": "players[1].battlefield[0].tapped", "before": False, "after": True} in data["changed"]


def test_a_legal_event_exits_0():
    res = run(str(ROOT / FLAGGED[0][0]), "4")
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[1].startswith("Legal: none of the ")


def test_a_seq_outside_the_log_is_unusable():
    res = run(str(ROOT / FLAGGED[0][0]), "99")
    assert res.exit_code == 2
    assert "there is no seq 99" in res.output


def test_rules_judged_follow_the_handler():
    from ledger.chrono_clash import AttackDeclared, CardDrawn

    assert "ccs.attack.summoned-this-turn" in rules_judged("chrono-clash", AttackDeclared)
    assert "ccs.attack.summoned-this-turn" not in rules_judged("chrono-clash", CardDrawn)
    assert "ccs.draw.not-top" in rules_judged("chrono-clash", CardDrawn)
