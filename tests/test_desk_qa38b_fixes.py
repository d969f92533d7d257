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


# -- 2. diff of two logs where one leaves out a field the other gives, read the same -----------------------------

DESK = LOGS / "desk_qa38b"
# (the log giving every field, the same log leaving one field out, the first seq left out, the event, the field,
# the value the full log gives there, how many seqs leave it out)
LEFT_OUT_PAIRS = [
    (DESK / "ccs-clean-elimination.jsonl", DESK / "ccs-slip-no-defender.jsonl", 7, "AttackDeclared", "defender",
     "bob"),
    (DESK / "fow-clean-win-by-life.jsonl", DESK / "fow-slip-chase-no-card.jsonl", 5, "ChaseResolved", "card",
     "alice.1"),
    (DESK / "fftcg-clean-win-seven-damage.jsonl", DESK / "fftcg-slip-no-drawn-cards.jsonl", 1, "CardsDrawn", "cards",
     ["alice.6"]),
]
SAME_AS_READ = ("The same match as read: the logs differ only where one leaves out a field that the other gives, "
                "and the verdict reads both the same:")


@pytest.mark.parametrize("full, slip, seq, event, field, given", LEFT_OUT_PAIRS, ids=["ccs", "fow", "fftcg"])
def test_diff_says_a_field_left_out_and_read_the_same_is_the_same_match(tmp_path, full, slip, seq, event, field,
                                                                         given):
    # both logs are clean and end the same; the match ids differ (the events' bytes do)
    va, vb = (json.loads(run(tmp_path, "verify", str(p), "--json").output) for p in (full, slip))
    assert va["violations"] == vb["violations"] == [] and va["result"] == vb["result"]
    assert va["match"] != vb["match"]
    res = run(tmp_path, "diff", str(full), str(slip))
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert lines[2] == SAME_AS_READ
    shown = json.dumps(given, ensure_ascii=False)
    assert lines[3] == f"  seq {seq}: B leaves out {event}.{field}, which A gives as {shown}"
    assert "First difference" not in res.output and "Identical" not in res.output
    data = json.loads(run(tmp_path, "diff", str(slip), str(full), "--json").output)  # A the one leaving it out
    assert data["identical"] is False and data["first_difference"] is None
    assert data["left_out"][0] == {"seq": seq, "event": event, "field": field, "left_out_by": "a", "given": given}
    assert all(g["field"] == field and g["left_out_by"] == "a" for g in data["left_out"])
    assert run(tmp_path, "diff", str(slip), str(full)).exit_code == 0


@pytest.mark.parametrize("full", [p[0] for p in LEFT_OUT_PAIRS], ids=["ccs", "fow", "fftcg"])
def test_diff_of_the_full_log_with_itself_stays_identical(tmp_path, full):
    res = run(tmp_path, "diff", str(full), str(full))
    assert res.exit_code == 0
    assert "Identical: both logs record the same match, event for event." in res.output
    assert "left_out" not in json.loads(run(tmp_path, "diff", str(full), str(full), "--json").output)


def test_diff_of_a_left_out_first_is_the_same_match_and_says_the_field(tmp_path):
    # (qa38h finding 3: "Identical" alone hid the field left out; now said by seq and field, still exit 0)
    res = run(tmp_path, "diff", str(DESK / "fftcg-clean-win-seven-damage.jsonl"), str(DESK / "fftcg-slip-no-first.jsonl"))
    assert res.exit_code == 0 and "Identical: both logs record the same match, event for event." not in res.output
    assert '  seq 0: B leaves out header.first, which A gives as "alice"' in res.output.splitlines()


def test_diff_of_a_field_given_otherwise_than_the_verdict_reads_it_left_out_is_a_difference(tmp_path):
    # A names a draw that is not the deck's top card (flagged); B leaves the cards out (taken as the cards due)
    fault = DESK / "fftcg-draw-not-top.jsonl"
    rules = [(v["seq"], v["rule"]) for v in json.loads(run(tmp_path, "verify", str(fault), "--json").output)["violations"]
             if v.get("caused_by") is None]
    assert rules == [(1, "fftcg.draw.not-top")]
    res = run(tmp_path, "diff", str(fault), str(DESK / "fftcg-slip-no-drawn-cards.jsonl"))
    assert res.exit_code == 1, res.output
    assert "First difference at seq 1:" in res.output and SAME_AS_READ not in res.output
    assert "A breaks fftcg.draw.not-top at seq 1" in res.output and "B is clean: the rules accept it." in res.output
    data = json.loads(run(tmp_path, "diff", str(fault), str(DESK / "fftcg-slip-no-drawn-cards.jsonl"), "--json").output)
    assert data["first_difference"] == 1 and "left_out" not in data


def test_diff_lists_the_fields_left_out_before_a_later_difference(tmp_path):
    full, cut = DESK / "fftcg-clean-win-seven-damage.jsonl", DESK / "fftcg-slip-no-drawn-cards-cut.jsonl"
    res = run(tmp_path, "diff", str(full), str(cut))
    assert res.exit_code == 1, res.output
    assert "Up to the first difference, the logs differ only where one leaves out a field" in res.output
    assert "First difference at seq 61:" in res.output and "  B  ends at seq 60" in res.output
    data = json.loads(run(tmp_path, "diff", str(full), str(cut), "--json").output)
    assert data["first_difference"] == 61
    assert [g["seq"] for g in data["left_out"]] == [1, 11, 21, 37, 53]


def test_stored_match_replay_shows_a_note_made_at_a_later_event(tmp_path):
    # the verdict notes seq 13 (a draw by Radiant Seer's ability the log records) only at seq 14: the ledger's
    # quick path (after the seal) must say it too, as the full path does
    log = LOGS / "ccs_qa19/d11_seer_two_draws_clean.jsonl"
    notes = json.loads(run(tmp_path, "verify", str(log), "--json").output)["notes"]
    about = [n for n in notes if n.startswith("seq 13: ")]
    assert len(about) == 1
    assert run(tmp_path, "import", str(log)).exit_code == 0
    match = json.loads(run(tmp_path, "verify", str(log), "--json").output)["match"]
    shown = [run(tmp_path, "replay", match[:8], "--at", "13").output for _ in range(3)]
    assert shown[0] == shown[1] == shown[2]
    assert _notes_of(shown[2]) == about
    assert _notes_of(run(tmp_path, "replay", match[:8], "--at", "12").output) == []
