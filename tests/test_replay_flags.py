"""The replay says what happened there: flagged events, --before, violation and turn keys, changes marked."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from cli.walk import mark_changes

ROOT = Path(__file__).resolve().parent.parent
CCS = str(ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl")
FLAGGED = [
    (CCS, 5, "ccs.attack.summoned-this-turn", "Battlers you summoned this turn cannot attack."),
    (str(ROOT / "sample_logs/force_of_will/illegal/second-stone-call.jsonl"), 2, "fow.stone.once-per-turn",
     "You may call a magic stone only once during each of your turns."),
    (str(ROOT / "sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"), 48, "fftcg.stack.lifo",
     "it resolves in reverse order, starting with the last effect played."),
]


def replay(*args: str, stdin: str | None = None):
    return CliRunner().invoke(cli, ["replay", *args], input=stdin)


@pytest.mark.parametrize("path, seq, rule, words", FLAGGED)
def test_the_board_at_a_flagged_event_says_so_with_the_rule(path, seq, rule, words):
    res = replay(path, "--at", str(seq))
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    flagged = next(i for i, line in enumerate(lines) if line.startswith(f"FLAGGED: {rule} — "))
    assert flagged <= 3  # under the event line, before the board
    assert words in lines[flagged + 1] and lines[flagged + 1].startswith("  Rule (")


def test_an_unflagged_event_says_nothing_of_the_kind():
    res = replay(CCS, "--at", "4")
    assert "FLAGGED" not in res.output


def test_before_shows_the_board_just_before_and_the_event_to_come():
    before = replay(CCS, "--before", "5").output
    at4 = replay(CCS, "--at", "4").output
    assert before.splitlines()[0].startswith("Board just before seq 5: ")
    assert before.splitlines()[1] == "Next event 5: bob attacks alice's guardian stack with Hollow Guard (bob.7)"
    assert before.splitlines()[2].startswith("The next event is flagged: ccs.attack.summoned-this-turn")
    # the same board as after seq 4: Hollow Guard not yet tapped
    assert before.split("\n\n", 1)[1] == at4.split("\n\n", 1)[1]
    assert replay(CCS, "--before", "99").exit_code == 2


def test_step_keys_for_violations_and_turns():
    res = replay(CCS, "--step", "--at", "1", stdin="v\nV\nt\nT\nT\nt\nzz\nq\n")
    out = res.output
    assert res.exit_code == 0, out
    screens = out.split("-" * 60)
    assert screens[1].lstrip().startswith("Board after seq 5,") and "FLAGGED: ccs.attack" in screens[1]
    assert "(no violation before this seq)" in screens[1]  # V from the only violation
    assert "(this is the last turn)" in screens[1]  # t in turn 2, the last
    assert screens[2].lstrip().startswith("Start of turn 2 (after seq 2)")  # T: the start of this turn
    assert screens[3].lstrip().startswith("Start of turn 1 (after set-up)")  # T again: the turn before
    assert screens[4].lstrip().startswith("Start of turn 2 (after seq 2)")  # t
    assert "(keys: Enter or n next, p or b back, v next violation, V previous violation, t next turn" in out


def test_step_marks_what_changed_since_the_last_screen():
    out = replay(CCS, "--step", "--at", "4", stdin="n\nq\n").output
    second = out.split("-" * 60)[1]
    marked = [line for line in second.splitlines() if line.startswith("* ")]
    assert any("Hollow Guard (bob.7)  strength 3  tapped" in line for line in marked)
    assert not any(line.startswith("* guardians") for line in marked)  # unchanged lines stay unmarked


def test_mark_changes_compares_seat_by_seat():
    old = "head\n\nalice\n  hand: none\n\nbob\n  hand (1): X"
    new = "head 2\n\nalice\n  hand (1): X\n\nbob\n  hand (1): X"
    assert mark_changes(old, new) == "head 2\n\nalice\n* hand (1): X\n\nbob\n  hand (1): X"


@pytest.mark.parametrize("path, seq, state", [
    (ROOT / "sample_logs/force_of_will/illegal/attack-entered-this-turn.jsonl", 10, "alice to play (main phase)"),
    (ROOT / "sample_logs/fftcg/win-seven-damage.jsonl", 10, "alice's turn (Main Phase 2); priority: bob"),
])
def test_every_game_says_whose_turn_and_which_phase_just_before_an_event(path, seq, state):
    """The board a judge is shown at a disputed moment (replay --before, the appeals packet) opens with whose
    turn and which phase it is, in every game (Force of Will and FFTCG said only "Board just before seq N")."""
    before = replay(str(path), "--before", str(seq)).output
    assert before.splitlines()[0] == f"Board just before seq {seq}: {state}", before
    assert replay(str(path), "--at", str(seq)).output.splitlines()[0].startswith(f"Board after seq {seq}, turn ")


def test_an_fftcg_board_says_its_phase_step_and_traits_in_english_words():
    """Not the engine's ids (``attack/blocked``, ``main1``, ``[first-strike]``)."""
    out = replay(str(ROOT / "sample_logs/fftcg/illegal/block-cannot-block-gordon.jsonl")).output
    assert out.splitlines()[0].endswith("alice's turn (Attack Phase, block declared); priority: alice"), out
    assert "[First Strike]" in out and "[Brave]" in out and "[cannot block]" in out
    assert "first-strike" not in out and "attack/blocked" not in out
