"""Round 38, the judge's view of the disputed moment.

1. ``explain LOG N`` showed only what the reader assumed from the header (a left-out ``first``), never the
   verdict's own notes about event N ("taken as the record of a draw of the set-up", "read as keeping the
   hand", "the pass changes nothing"), and ``replay --at N`` showed no note at all: a judge at the disputed
   moment did not see what the verdict said of it. Now ``explain N`` (text and ``--json`` ``notes``) lists the
   verdict's notes about seq N, and ``replay --at N`` / ``--before N`` print them under the board (``--json``:
   ``notes``, only when there are), for a stored match too. A seat's view (``--as``) leaves out a note naming a
   card hidden from that seat, by the viewer's rule (:func:`cli.render._discloses_nothing`).
2. ``diff`` of two logs of one match, one leaving out a field the other gives and the verdict reads the same
   (CCS ``defender`` of a two-player match, FoW ``ChaseResolved.card``, FFTCG ``CardsDrawn.cards``), said they
   part at that seq with the same words on both sides; now it says they record the same match, with the field
   left out named by seq, as it already did for a left-out ``first``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests/logs"

# (log, seq, the verdict's note about that seq): one per game
NOTED = [
    (LOGS / "ccs_qa16/b5b_pass_only.jsonl", 3, "seq 3: the counter had ended alice's turn: the pass changes nothing"),
    (LOGS / "fftcg_qa20/c25_late_keep_recorded.jsonl", 2,
     "seq 2: bob's Mulliganed names no card to put at the bottom: read as keeping the hand"),
    (LOGS / "fow_qa16/m_paper_mull_draws_recorded.jsonl", 2,
     "seq 2: alice drew Lancelot, the Knight of Mad Demon (alice.6) before the game began: taken as the record of "
     "a draw of the set-up, which put it into their hand; nothing more is drawn"),
]
LEFT_OUT = "(a note of the judge's is left out of a seat's view: it may name hidden cards)"


def run(tmp_path: Path, *args: str):
    return CliRunner().invoke(cli, [*args, "--db", str(tmp_path / "ledger.db")])


def _notes_of(lines: str) -> list[str]:
    return [line[len("Note: "):] for line in lines.splitlines() if line.startswith("Note: ")]


@pytest.mark.parametrize("log, seq, note", NOTED, ids=["ccs", "fftcg", "fow"])
def test_verify_notes_the_event(tmp_path, log, seq, note):
    res = run(tmp_path, "verify", str(log), "--json")
    assert res.exit_code == 0, res.output
    assert note in json.loads(res.output)["notes"]


@pytest.mark.parametrize("log, seq, note", NOTED, ids=["ccs", "fftcg", "fow"])
def test_explain_lists_the_verdicts_note_about_the_event(tmp_path, log, seq, note):
    res = run(tmp_path, "explain", str(log), str(seq))
    assert res.exit_code == 0, res.output
    assert _notes_of(res.output) == [note]
    res = run(tmp_path, "explain", str(log), str(seq), "--json")
    data = json.loads(res.output)
    assert data["notes"] == [note] and "note_msgs" not in data
    # the event before (the clean twin of that moment): no note of the verdict's
    res = run(tmp_path, "explain", str(log), str(seq - 1))
    assert res.exit_code == 0 and _notes_of(res.output) == []
    assert json.loads(run(tmp_path, "explain", str(log), str(seq - 1), "--json").output)["notes"] == []


@pytest.mark.parametrize("log, seq, note", NOTED, ids=["ccs", "fftcg", "fow"])
def test_replay_at_prints_the_verdicts_note_under_the_board(tmp_path, log, seq, note):
    res = run(tmp_path, "replay", str(log), "--at", str(seq))
    assert res.exit_code == 0, res.output
    assert _notes_of(res.output) == [note]
    assert res.output.rstrip("\n").splitlines()[-1] == f"Note: {note}"  # under the board
    board = json.loads(run(tmp_path, "replay", str(log), "--at", str(seq), "--json").output)
    assert board["notes"] == [note]
    before = run(tmp_path, "replay", str(log), "--before", str(seq))  # the board just before, with that event
    assert _notes_of(before.output) == [note]
    # the board after the event before: no note, and its --json is the engine's view alone
    assert _notes_of(run(tmp_path, "replay", str(log), "--at", str(seq - 1)).output) == []
    assert "notes" not in json.loads(run(tmp_path, "replay", str(log), "--at", str(seq - 1), "--json").output)


def test_a_seat_reads_a_note_only_when_it_names_no_card_hidden_from_it(tmp_path):
    log, seq, note = NOTED[2]  # names Lancelot (alice.6), drawn to alice's hand before the game began
    alice = run(tmp_path, "replay", str(log), "--at", str(seq), "--as", "alice")
    assert _notes_of(alice.output) == [note]
    for seat in ("bob", "spectator"):
        res = run(tmp_path, "replay", str(log), "--at", str(seq), "--as", seat)
        assert res.exit_code == 0, res.output
        assert _notes_of(res.output) == [LEFT_OUT]
        assert "Lancelot" not in res.output and "alice.6" not in res.output.split("Note:")[-1]
        board = json.loads(run(tmp_path, "replay", str(log), "--at", str(seq), "--as", seat, "--json").output)
        assert board["notes"] == [LEFT_OUT]
        assert _notes_of(run(tmp_path, "replay", str(log), "--before", str(seq), "--as", seat).output) == [LEFT_OUT]
    # a note naming nothing hidden (the pass's) every seat reads
    log, seq, note = NOTED[0]
    for seat in ("alice", "bob", "spectator"):
        assert _notes_of(run(tmp_path, "replay", str(log), "--at", str(seq), "--as", seat).output) == [note]


def test_stored_match_replay_shows_the_note_before_and_after_its_seal(tmp_path):
    log, seq, note = NOTED[2]
    assert run(tmp_path, "import", str(log)).exit_code == 0
    match = json.loads(run(tmp_path, "verify", str(log), "--json").output)["match"]
    for _ in range(2):  # the full path (it seals the match), then the ledger's snapshots
        res = run(tmp_path, "replay", match[:8], "--at", str(seq))
        assert res.exit_code == 0, res.output
        assert _notes_of(res.output) == [note]
    res = run(tmp_path, "explain", match[:8], str(seq))
    assert _notes_of(res.output) == [note]


def test_a_header_note_is_said_once(tmp_path):
    log = LOGS / "cli_qa36/f1_fftcg_header_without_first.jsonl"
    said = "The header gives no `first`: alice is taken as the first player, from their CardsDrawn at seq 2."
    assert _notes_of(run(tmp_path, "explain", str(log), "2").output) == [said]
    assert json.loads(run(tmp_path, "explain", str(log), "2", "--json").output)["notes"] == [said]
    assert _notes_of(run(tmp_path, "replay", str(log), "--at", "2").output) == [said]

