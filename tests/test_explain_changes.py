"""``explain``'s "What it changed": every change in the reader's words, not the board's JSON paths."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
FOW = str(ROOT / "sample_logs/force_of_will/win-by-life.jsonl")
CCS = str(ROOT / "sample_logs/chrono_clash/balanced-duel.jsonl")
FFTCG = str(ROOT / "sample_logs/fftcg/win-seven-damage.jsonl")


def changed(path: str, seq: int, *lang: str) -> list[str]:
    res = CliRunner().invoke(cli, ["explain", path, str(seq), *lang])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    last = max(i for i, line in enumerate(lines) if line == "")  # the last section: the changes, under their title
    return lines[last + 2:]


def test_a_card_part_is_said_by_the_card_and_its_fact():
    # The block (seq 30) rests the blocker; its battle damage comes with the next event (Force of Will qa7: what
    # answers the block comes first), which ends the battle; seq 69 deals another block's damage before its attack.
    out = changed(FOW, 30) + changed(FOW, 31) + changed(FOW, 69)
    assert "  Flamewing Wyvern (alice.3), rested: no -> yes" in out
    assert "  battle, blocker: none -> Flamewing Wyvern (alice.3)" in out
    assert ("  battle: attacker Herald of Sacred Queen (bob.1), target alice, defender alice, blocked yes, "
            "blocker Flamewing Wyvern (alice.3) -> none") in out
    assert "  Whelp Drake (alice.7), damage: 0 -> 300" in out
    assert not any("players[" in line or "null" in line or '"' in line for line in out), out


def test_the_board_s_own_facts_are_said_plainly():
    out = changed(CCS, 10)
    assert "  attack: none -> attacker Seedling Swarm (bob.9), defender alice, guardians left to fight 1" in out
    assert "  Seedling Swarm (bob.9), tapped: no -> yes" in out


def test_a_zone_s_count_is_said_as_cards():
    out = [line for s in range(1, 25) for line in changed(FFTCG, s)]
    assert any(line.startswith("  alice's hand: ") and line.endswith(" cards") for line in out), out
    assert not any(".count" in line for line in out)


def test_the_changes_speak_french_and_italian():
    fr = changed(FOW, 30, "--lang", "fr") + changed(FOW, 69, "--lang", "fr")
    assert "  Whelp Drake (alice.7), dégâts : 0 -> 300" in fr
    assert "  Flamewing Wyvern (alice.3), épuisé : non -> oui" in fr
    it = changed(FOW, 30, "--lang", "it")
    assert any(line.startswith("  Flamewing Wyvern (alice.3), ") and line.endswith(": no -> sì") for line in it), it
    assert not any("players[" in line or "null" in line for line in fr + it)
