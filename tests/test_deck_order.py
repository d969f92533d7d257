"""A header whose deck order disagrees with its deck list is a finding (seq 0, what differs), not unusable input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = {
    "chrono-clash": ("sample_logs/chrono_clash/win-quests.jsonl", "ccs.log.deck-order"),
    "force-of-will": ("sample_logs/force_of_will/win-by-life.jsonl", "fow.log.deck-order"),
    "fftcg": ("sample_logs/fftcg/win-seven-damage.jsonl", "fftcg.log.deck-order"),
}


def off_by_one(tmp_path: Path, game: str) -> tuple[str, str, str]:
    """The sample with alice's deck list counting one copy more of her order's last card."""
    src, rule = SAMPLES[game]
    head, rest = (ROOT / src).read_text().split("\n", 1)
    header = json.loads(head)
    alice = header["players"][0]
    assert alice.get("order"), game
    name = alice["order"][-1]
    alice["deck"][name] += 1
    path = tmp_path / f"{game}.jsonl"
    path.write_text(json.dumps(header, ensure_ascii=False) + "\n" + rest)
    return str(path), rule, name


@pytest.mark.parametrize("game", list(SAMPLES))
def test_a_deck_order_off_its_list_is_flagged_and_the_match_still_checked(tmp_path, game):
    path, rule, name = off_by_one(tmp_path, game)
    res = CliRunner().invoke(cli, ["verify", "--json", path])
    assert res.exit_code == 1, res.output
    data = json.loads(res.output)
    (found,) = [v for v in data["violations"] if v["rule"] == rule]
    assert found["seq"] == 0 and found["player"] == "alice"
    assert f"{name!r} in the order," in found["message"]
    assert [v for v in data["violations"] if v["rule"] != rule and v["seq"] > 0] == []  # the events still check
    replay = CliRunner().invoke(cli, ["replay", path, "--at", "3"])
    assert replay.exit_code == 0, replay.output


@pytest.mark.parametrize("game", list(SAMPLES))
def test_set_up_counts_an_order_unless_the_header_was_reconciled(tmp_path, game):
    """An engine's ``new_board`` refuses an order off its list (a direct caller's header); a header from
    ``reconcile`` (verify, replay) is dealt without counting again, to the same board as when counted."""
    import msgspec

    from ledger.errors import LogError
    from ledger.log import read_log
    from projections import core
    from projections.deckorder import reconcile

    path, _rule, _name = off_by_one(tmp_path, game)
    log = read_log(path)
    mod = core.engine(game)
    with pytest.raises(LogError) as err:
        mod.new_board(log.header)
    assert err.value.field == "$.players[0].order"
    header = reconcile(game, log.header)[0]
    quick, counted = mod.new_board(header, reconciled=True), mod.new_board(header)
    assert msgspec.to_builtins(quick) == msgspec.to_builtins(counted)
