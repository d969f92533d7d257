"""The replay page (``matchledger view``) and ``replay``'s event line, qa39-view's findings.

Logs in tests/logs/view_qa39 (the tester's copies: ccs_setup_hands_clean from tests/logs/setup_qa38b, a clean CCS
match whose starting hands are recorded as draws before the first turn, a note each; ccs4p_setup_carol_names_11_FAULT,
the 4-player set-up records with one fault, ``ccs.draw.not-top`` at seq 15; fow_setup_draws_recorded_then_turn1_draw,
FoW set-up draws recorded, one fault at seq 15; ifrit-hits-unnamed-card-later-attacks-as-gordon4000, FFTCG, one fault
at seq 39 with a note there).

- F1: a seq's notes did not show at that seq on the page. ``replay --at N`` (and ``explain N``) print the verdict's
  notes about event N under its board, and ``replay --at N --json`` gives them as the board's ``notes``; the page
  listed them only in the verdict block at the top, its step panel (``#here``) was empty at seq 3, and its board data
  (``data-view``) had no ``notes``. Now each board of the page carries its event's notes exactly as ``replay --at N
  --json [--as P]`` gives them (a note naming a card hidden from a seat left out in words that say so, by the same
  rule: :func:`cli.walk.notes_told`), and the step panel shows them in the page's language. A seat's own file holds no
  note text ``replay --as`` leaves out. The French remark ``explain 39`` prints ("Le texte français dit ici Initiative
  (First Strike) …") is not a note about seq 39: it is the rule note of ``fftcg.attack.entered-this-turn``, one of the
  rules ``explain`` lists as checked and not broken there; the page shows a rule's note under a violation of that
  rule, as ``replay`` does, so it is left as it is.
- F2: ``replay --at 3`` on a CCS set-up record said "Event 0: alice draws …" and ``--json`` gave ``"seq": 0`` (the
  engine leaves the set-up's board, seq 0, after a record of the set-up), while the page said "Event 3". Now replay
  and the page show the board after such an event with the event's own seq ("Board after seq 3", "Event 3: ...",
  ``"seq": 3``), the board itself the set-up's.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli
from test_viewer import boards, embedded

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "logs" / "view_qa39"
SETUP = LOGS / "ccs_setup_hands_clean.jsonl"
FOUR = LOGS / "ccs4p_setup_carol_names_11_FAULT.jsonl"
FOW = LOGS / "fow_setup_draws_recorded_then_turn1_draw.jsonl"
IFRIT = LOGS / "ifrit-hits-unnamed-card-later-attacks-as-gordon4000.jsonl"
RUNNER = CliRunner()

NOTE3 = ("seq 3: alice drew Eva Unit Beta (alice.8) before the first turn: taken as the record of a draw of the set-up "
         "(the starting hand), which put it into their hand; nothing more is drawn")
LEFT_OUT = "(a note of the judge's is left out of a seat's view: it may name hidden cards)"


def run(*args: str, code: int = 0) -> str:
    r = RUNNER.invoke(cli, list(args))
    assert r.exit_code == code, r.output
    return r.output


def replay_json(log: Path, seq: int, perspective: str, *extra: str) -> dict:
    args = ["replay", str(log), "--at", str(seq), "--json", *extra]
    if perspective != "judge":
        args += ["--as", perspective]
    return json.loads(run(*args))


def page_of(log: Path, out: Path, *extra: str) -> dict:
    r = RUNNER.invoke(cli, ["view", str(log), "-o", str(out), *extra])
    assert r.exit_code in (0, 1), r.output
    return embedded(out.read_text(encoding="utf-8"))


# -- F1: the page's boards carry their event's notes, as replay --json --------------------------------------------


def test_f1_the_pages_boards_are_replays_boards_with_their_notes(tmp_path):
    """At the set-up records (a note each) and around them, every perspective's board on the page is ``replay --at N
    --json [--as P]``, ``notes`` included: the judge reads alice's note at seq 3, bob and the spectator read that a
    note was left out, and the board after the records has none."""
    data = page_of(SETUP, tmp_path / "p.html")
    assert data["perspectives"] == ["judge", "alice", "bob", "spectator"]
    for p in data["perspectives"]:
        shown = boards(data, p)
        for seq in (0, 1, 3, 10, 11):
            assert shown[seq] == replay_json(SETUP, seq, p), (p, seq)
    assert boards(data, "judge")[3]["notes"] == [NOTE3]
    assert boards(data, "alice")[3]["notes"] == [NOTE3]
    assert boards(data, "bob")[3]["notes"] == [LEFT_OUT]
    assert boards(data, "spectator")[3]["notes"] == [LEFT_OUT]
    assert "notes" not in boards(data, "judge")[11] and "notes" not in boards(data, "judge")[0]


def test_f1_the_tester_s_other_logs_match_replay_at_their_noted_seqs(tmp_path):
    """The sweep's mismatches (all in ``notes``): the FoW set-up draws at seq 1, the 4-player set-up records at seqs 1,
    14, 15 (the fault), 16 and 18, and the FFTCG note at the fault of seq 39, in every perspective."""
    for log, seqs in ((FOW, (1, 2)), (FOUR, (1, 14, 15, 16, 18)), (IFRIT, (38, 39))):
        data = page_of(log, tmp_path / f"{log.stem}.html")
        noted = 0
        for p in data["perspectives"]:
            shown = boards(data, p)
            for seq in seqs:
                want = replay_json(log, seq, p)
                assert shown[seq] == want, (log.name, p, seq)
                noted += bool(want.get("notes"))
        assert noted, log.name  # (the points hold notes: the comparison sees them)


def test_f1_a_seat_s_file_holds_no_note_replay_as_leaves_out(tmp_path):
    """``view --as bob``: its boards are ``replay --as bob``'s, and the text of alice's set-up notes (her cards, hidden
    from bob) is nowhere in the file, though bob's own note is."""
    out = tmp_path / "bob.html"
    data = page_of(SETUP, out, "--as", "bob")
    assert data["perspectives"] == ["bob"]
    shown = boards(data, "bob")
    for seq in (1, 3, 10):
        assert shown[seq] == replay_json(SETUP, seq, "bob"), seq
    source = out.read_text(encoding="utf-8")
    assert "Eva Unit Beta (alice.8)" not in source and "alice.8" not in source
    assert "seq 10: bob drew Lightbringer (bob.10) before the first turn" in source


def test_f1_a_french_page_says_its_notes_in_french(tmp_path):
    """The board keeps ``replay --json``'s English note (its data); the page has the words ``explain --lang fr``
    prints for it."""
    data = page_of(IFRIT, tmp_path / "fr.html", "--lang", "fr")
    en = boards(data, "judge")[39]["notes"]
    assert en == replay_json(IFRIT, 39, "judge", "--lang", "fr")["notes"] and en[0].startswith("seq 39: Gordon")
    fr = data["note_words"][en[0]]
    assert fr.startswith("seq 39 : Gordon 1-160 (bob.1), nommé ici, a reçu 4000 dégâts au seq 25")
    assert fr in run("explain", str(IFRIT), "39", "--lang", "fr", code=1)


def test_f1_the_step_panel_shows_the_note_at_its_seq(page, tmp_path):
    """In a browser: at seq 3 the panel says the note (the judge's words, or for bob that it was left out), the board
    data equals ``replay --at 3 --json``; at seq 11 (no note) the panel has none."""
    from test_viewer_browser import move

    html = tmp_path / "p.html"
    run("view", str(SETUP), "-o", str(html))
    page.goto(html.as_uri())
    page.wait_for_selector("html[data-ready]")
    move(page, 3, "judge")
    here = page.locator("#here").inner_text()
    assert "Note: " + NOTE3 in here
    assert json.loads(page.get_attribute("#board", "data-view")) == replay_json(SETUP, 3, "judge")
    assert page.locator("#state h2").inner_text().startswith("Board after seq 3")
    assert "notes" not in page.locator("#state").inner_text().lower()  # (not a box of the board's own)
    move(page, 3, "bob")
    here = page.locator("#here").inner_text()
    assert "Note: " + LEFT_OUT in here and "alice.8" not in here
    assert json.loads(page.get_attribute("#board", "data-view")) == replay_json(SETUP, 3, "bob")
    move(page, 11, "judge")
    assert "Note:" not in page.locator("#here").inner_text()


def test_f1_the_french_panel_shows_the_french_note_beside_the_violation(page, tmp_path):
    from test_viewer_browser import move

    html = tmp_path / "fr.html"
    RUNNER.invoke(cli, ["view", str(IFRIT), "--lang", "fr", "-o", str(html)])
    page.goto(html.as_uri())
    page.wait_for_selector("html[data-ready]")
    move(page, 39, "judge")
    here = page.locator("#here").inner_text()
    assert "fftcg.attack.not-a-forward" in here
    assert "Remarque : seq 39 : Gordon 1-160 (bob.1), nommé ici" in here


# -- F2: a set-up record's board says the event's own seq ------------------------------------------------------------


def test_f2_replay_at_a_set_up_record_says_its_own_seq():
    text = run("replay", str(SETUP), "--at", "3")
    assert "Event 3: alice draws Eva Unit Beta (alice.8)" in text and "Event 0" not in text
    assert text.splitlines()[0].startswith("Board after seq 3, turn 1: alice to play")
    assert "Note: " + NOTE3 in text
    board = replay_json(SETUP, 3, "judge")
    assert board["seq"] == 3 and board["notes"] == [NOTE3]
    # the board itself is the set-up's: the same hands and guardians as after set-up
    setup = replay_json(SETUP, 0, "judge")
    assert board["players"] == setup["players"] and board["turn"] == setup["turn"] == 1
    assert "Event 10: bob draws Lightbringer (bob.10)" in run("replay", str(SETUP), "--at", "10")
    assert replay_json(SETUP, 10, "bob")["seq"] == 10
    # just before seq 4, the board after seq 3
    assert replay_json(SETUP, 3, "judge")["seq"] == json.loads(run("replay", str(SETUP), "--before", "4",
                                                                   "--json"))["seq"] == 3


def test_the_logs_verdicts_stand():
    """The clean twin stays clean; the faulty logs keep their one fault each."""
    assert json.loads(run("verify", "--json", str(SETUP)))["violations"] == []
    for log, seq, rule in ((FOUR, 15, "ccs.draw.not-top"), (FOW, 15, "fow.draw.first-turn"),
                           (IFRIT, 39, "fftcg.attack.not-a-forward")):
        got = json.loads(run("verify", "--json", str(log), code=1))["violations"]
        assert [(v["seq"], v["rule"]) for v in got] == [(seq, rule)], log.name
