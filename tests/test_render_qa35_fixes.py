"""The Force of Will text board after the 35th round: a battle held under another (an attack declared over an open
battle, qa35c-fow #5) is printed with the battle under way, as ``view()['held_battles']`` has it: without it,
``replay --at`` showed only the newest battle, and the empty block read as its own."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from cli.main import cli

LOG = Path(__file__).resolve().parent / "logs" / "fow_qa35c" / "f1_base_fault_upto56.jsonl"


def board_lines(seq: int) -> list[str]:
    res = CliRunner().invoke(cli, ["replay", str(LOG), "--at", str(seq), "--lang", "en"])
    return [line for line in res.output.splitlines() if line.startswith("Battle ")]


def test_render_qa35_a_held_battle_is_printed_above_the_battle_under_way() -> None:
    assert board_lines(52) == ["Battle under way: bob.3 attacks alice"]
    assert board_lines(54) == [
        "Battle held: bob.3 attacks alice, no block answers it yet: fought before the damage of the battle under way",
        "Battle under way: bob.4 attacks alice, not blocked: damage waits"]
    assert board_lines(55) == [
        "Battle held: bob.3 attacks alice, not blocked: fought before the damage of the battle under way",
        "Battle under way: bob.4 attacks alice, blocked by alice.4: damage waits"]
    assert board_lines(56) == []
