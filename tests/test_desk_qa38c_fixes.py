"""Round 38 (qa38h at the desk): what ``diff`` says of two logs that the verdict reads as one match.

2. ``diff`` of a correction against its parent, where the correction only leaves out a field at its branch point
   (``amend --at 1 --replace`` with ``CardsDrawn`` without ``cards``, read the same as alice.6), said only
   ``header.amends`` and never seq 1: the one line that explains the correction was lost. Now it says, under the
   header's difference, "Past the headers, the logs differ only where one leaves out a field ...:" and
   "seq 1: B leaves out CardsDrawn.cards, which A gives as ["alice.6"]" (``--json``: ``left_out``); still exit 1.
3. ``diff`` of two logs where one leaves out the header's ``first`` (read from its first turn: the same match id)
   said only "Identical: both logs record the same match, event for event.", though ``--help`` says each field
   left out is said by seq and field. Now: "seq 0: B leaves out header.first, which A gives as "alice"", exit 0.
   And two Force of Will headers naming the same decks in other words (French vs English) said "the same decks
   ... though the match ids differ" and then "Identical: both logs record the same match", which contradicts it:
   now "The events are identical, event for event."
4. A Force of Will deck naming a card in another letter case (``demonflame``, ``FLAMMEDÉMON``), which ``verify``
   reads as the card, was a header difference to ``diff`` (exit 1: ``deck.Demonflame: 4 -> null``):
   projections/headers.py now reads deck names as set-up does (the header's cards, letter case), so those are the
   same decks (exit 0); a different count written in another case still differs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests/logs/desk_qa38c"
BASE = LOGS / "fow-base.jsonl"
FFTCG = ROOT / "tests/logs/desk_qa38b/fftcg-clean-win-seven-damage.jsonl"
SAME_DECKS = ("The headers write the same decks in other words (a card's French name on one side and its English "
              "name on the other, a name in another letter case, or a deck's cards listed in another order): the "
              "same decks, so the same match, though the match ids differ.")
EVENTS_SAME = "The events are identical, event for event."
IDENTICAL = "Identical: both logs record the same match, event for event."


def run(tmp_path: Path, *args: str):
    return CliRunner().invoke(cli, [*args, "--db", str(tmp_path / "ledger.db")])


# --- finding 3: a header's first left out ---------------------------------------------------------------------

def test_diff_says_the_header_first_left_out(tmp_path):
    res = run(tmp_path, "diff", str(BASE), str(LOGS / "fow-no-first.jsonl"))
    assert res.exit_code == 0, res.output
    assert '  seq 0: B leaves out header.first, which A gives as "alice"' in res.output.splitlines()
    assert IDENTICAL not in res.output
    data = json.loads(run(tmp_path, "diff", str(LOGS / "fow-no-first.jsonl"), str(BASE), "--json").output)
    assert data["first_difference"] is None and data["identical"] is False
    assert data["left_out"] == [{"seq": 0, "event": "header", "field": "first", "left_out_by": "a",
                                 "given": "alice"}]


def test_diff_first_left_out_on_both_sides_is_identical(tmp_path):
    res = run(tmp_path, "diff", str(LOGS / "fow-no-first.jsonl"), str(LOGS / "fow-no-first.jsonl"))
    assert res.exit_code == 0, res.output
    assert IDENTICAL in res.output and "leaves out" not in res.output


def test_diff_the_clean_twin_is_identical(tmp_path):
    res = run(tmp_path, "diff", str(BASE), str(BASE))
    assert res.exit_code == 0 and IDENTICAL in res.output and "leaves out" not in res.output


def test_diff_first_left_out_fftcg_twins(tmp_path):
    b38 = ROOT / "tests/logs/desk_qa38b"
    res = run(tmp_path, "diff", str(b38 / "fftcg-clean-win-seven-damage.jsonl"), str(b38 / "fftcg-slip-no-first.jsonl"))
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[2:] == [
        "The same match as read: the logs differ only where one leaves out a field that the other gives, and the "
        "verdict reads both the same:", '  seq 0: B leaves out header.first, which A gives as "alice"']


# --- finding 3 (wording) and 4: the same decks in other words -------------------------------------------------

@pytest.mark.parametrize("other", ["fow-deck-french.jsonl", "fow-deck-lower-case.jsonl",
                                   "fow-deck-upper-french.jsonl"])
def test_diff_same_decks_in_other_words_says_the_events_are_identical(tmp_path, other):
    assert run(tmp_path, "verify", str(LOGS / other)).exit_code == 0  # verify reads the card
    res = run(tmp_path, "diff", str(BASE), str(LOGS / other))
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert lines[2:] == [SAME_DECKS, EVENTS_SAME]
    data = json.loads(run(tmp_path, "diff", str(BASE), str(LOGS / other), "--json").output)
    assert data["same_decks_other_names"] is True and data["identical"] is True
    assert data["logs"]["a"]["match"] != data["logs"]["b"]["match"]


def test_diff_other_count_in_other_case_still_differs(tmp_path):
    res = run(tmp_path, "diff", str(BASE), str(LOGS / "fow-deck-lower-case-other-count.jsonl"))
    assert res.exit_code == 1, res.output
    assert "The headers differ (seq 0), A -> B:" in res.output and SAME_DECKS not in res.output
    assert "  header.players[0].deck.Whelp Drake: 4 -> 5" in res.output.splitlines()


# --- finding 2: a correction that only leaves a field out ------------------------------------------------------

def _amend(tmp_path: Path, line: dict) -> tuple[str, str]:
    res = run(tmp_path, "import", str(FFTCG), "--json")
    parent = json.loads(res.output)[0]["match"]
    fix = tmp_path / "fix.jsonl"
    fix.write_text(json.dumps(line) + "\n")
    res = run(tmp_path, "amend", parent[:8], "--at", "1", "--replace", str(fix), "--reason", "cards left out",
              "--judge", "R. Lee", "--json")
    assert res.exit_code == 0, res.output
    return parent, json.loads(res.output)["match"]


def test_diff_correction_that_leaves_out_a_field_says_it(tmp_path):
    parent, branch = _amend(tmp_path, {"type": "CardsDrawn", "seq": 1, "player": "alice"})
    res = run(tmp_path, "diff", parent[:8], branch[:8])
    assert res.exit_code == 1, res.output
    lines = res.output.splitlines()
    assert "The headers differ (seq 0), A -> B:" in lines
    i = lines.index("Past the headers, the logs differ only where one leaves out a field that the other gives, "
                    "and the verdict reads both the same:")
    assert lines[i + 1] == '  seq 1: B leaves out CardsDrawn.cards, which A gives as ["alice.6"]'
    assert lines[i - 1].startswith("  header.amends: null -> ")
    data = json.loads(run(tmp_path, "diff", parent[:8], branch[:8], "--json").output)
    assert data["first_difference"] == 0 and data["events_identical"] is False
    assert data["left_out"] == [{"seq": 1, "event": "CardsDrawn", "field": "cards", "left_out_by": "b",
                                 "given": ["alice.6"]}]


def test_diff_correction_that_changes_the_draw_parts_at_seq_1(tmp_path):
    parent, branch = _amend(tmp_path, {"type": "CardsDrawn", "seq": 1, "player": "alice", "cards": ["alice.9"]})
    res = run(tmp_path, "diff", parent[:8], branch[:8])
    assert res.exit_code == 1, res.output
    assert "First difference at seq 1:" in res.output and "leaves out" not in res.output
