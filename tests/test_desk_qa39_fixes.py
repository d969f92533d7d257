"""The judge's desk (round 39, leftovers of round 38: qa38-store F10, qa38e-store E4; fix39_desk).

Findings pinned here:

- 1: a log with a header and no event after it (the wrong file handed to a judge) was verified "Clean: no rule
  was broken" (exit 0) and imported without a word. ``verify`` now says in one line, text and ``--json``, that
  the log has no events after its header and nothing was judged, exit 2 (unusable input); in a round it is an
  unusable row (its players named) and the other logs are still checked. ``export`` writes such a log for a
  stored match of no events (tests/logs/desk_qa39/header-only-closed.jsonl), so ``import`` reads it back, the
  same match, and says on stderr that it has no events; ``import --verify`` says of it what ``verify`` says. The clean twin (the same header with its events) is
  verified clean, exit 0, and imported silently. A header alone that breaks a rule (a deck of 4 copies, flagged at
  seq 0) is that violation, exit 1, with a note that only its header was judged: never hidden as unusable.
- 2: ``verify`` of a folder whose logs are all in subfolders (``nested/a/b/*.jsonl``, ``sample_logs/``) said the
  bare "a folder with no .jsonl match logs in it" where ``import`` named the subfolders holding logs. Both now
  name them, at any depth (subfolders are never read, by either), in the text, on stderr and in ``--json``.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli
from ledger.store import Ledger

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "logs" / "desk_qa39"
HEADER_ONLY = LOGS / "header-only.jsonl"
FOUR = LOGS / "header-only-four-copies.jsonl"  # a header alone whose deck has 4 copies of a card
HEADER_CLOSED = LOGS / "header-only-closed.jsonl"  # what `export --format jsonl` writes for a match of no events
TWIN = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"  # the same header, with its 35 events
NO_EVENTS = "the log has no events after its header: nothing was judged"


def run(*args, input: str | None = None, env: dict | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], input=input, env=env)


def test_the_logs_are_a_header_alone_and_its_twin_has_events():
    assert HEADER_ONLY.read_bytes().count(b"\n") == 1
    assert HEADER_ONLY.read_bytes() == TWIN.read_bytes().split(b"\n", 1)[0] + b"\n"
    closing = json.loads(HEADER_CLOSED.read_bytes().splitlines()[1])
    assert closing["closing"] is True and closing["events"] == 0


# -- 1: a header with no event -----------------------------------------------------------------------------------


def test_1_verify_of_a_header_alone_says_nothing_was_judged_exit_2(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for log in (HEADER_ONLY, HEADER_CLOSED):
        res = run("verify", log)
        assert res.exit_code == 2, res.output
        (line,) = [x for x in res.output.splitlines() if x.strip()]
        assert line == f"Error: {log}: {NO_EVENTS}", line
        assert "Clean" not in res.output
        res = run("verify", "--json", log)
        assert res.exit_code == 2, res.output
        data = json.loads(res.stdout)
        assert data["error"] == f"{log}: {NO_EVENTS}" and data["file"] == str(log)
        assert "clean" not in data
    assert not (tmp_path / "matchledger.db").exists()  # a verify of a file makes no ledger


def test_1_a_header_alone_that_breaks_a_deck_rule_is_that_violation_not_unusable(tmp_path, monkeypatch):
    # a header alone is judged as far as it goes (the deck lists, the set-up): its fault is never hidden
    monkeypatch.chdir(tmp_path)
    res = run("verify", "--json", FOUR)
    assert res.exit_code == 1, res.output
    data = json.loads(res.stdout)
    assert [(v["seq"], v["rule"]) for v in data["violations"]] == [(0, "ccs.deck.copies")]
    assert ("The log has no events after its header: only its header (the deck lists and the set-up) was judged."
            in data["notes"])
    res = run("verify", FOUR, HEADER_ONLY)  # in a round: a row with its violation, the clean header unusable
    assert res.exit_code == 2, res.output
    rows = {x.split()[-1]: x for x in res.output.splitlines()
            if x.rstrip().endswith((str(FOUR), str(HEADER_ONLY))) and "need a judge" not in x}
    assert "VIOLATIONS" in rows[str(FOUR)] and "seq 0 ccs.deck.copies (alice)" in rows[str(FOUR)]
    assert "UNUSABLE" in rows[str(HEADER_ONLY)]


def test_1_the_clean_twin_is_clean(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    res = run("verify", TWIN)
    assert res.exit_code == 0, res.output
    assert "Clean: no rule was broken." in res.output and "nothing was judged" not in res.output
    res = run("verify", "--json", TWIN)
    assert res.exit_code == 0 and json.loads(res.stdout)["clean"] is True


def test_1_in_a_round_a_header_alone_is_an_unusable_row_and_the_others_are_checked(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    res = run("verify", HEADER_ONLY, TWIN)
    assert res.exit_code == 2, res.output
    assert f"  {HEADER_ONLY}: {NO_EVENTS}" in res.output.splitlines()
    row = [x for x in res.output.splitlines() if x.rstrip().endswith(str(HEADER_ONLY)) and "UNUSABLE" in x]
    assert row and "alice, bob" in row[0] and "chrono-clash" in row[0], res.output  # its players named
    res = run("verify", "--json", HEADER_ONLY, TWIN)
    assert res.exit_code == 2
    data = json.loads(res.stdout)
    assert [(m["ref"], m["verdict"]) for m in data["matches"]] == [(str(HEADER_ONLY), "unusable"),
                                                                   (str(TWIN), "clean")]
    assert data["matches"][0]["players"] == ["alice", "bob"] and data["matches"][0]["violations"] is None
    assert [u["error"] for u in data["unusable_inputs"]] == [f"{HEADER_ONLY}: {NO_EVENTS}"]
    assert data["totals"]["clean"] == 1 and data["totals"]["unusable"] == 1


def test_1_import_reads_an_exported_header_alone_back_and_says_it_has_no_events(tmp_path):
    db = tmp_path / "h.db"
    res = CliRunner().invoke(cli, ["import", str(HEADER_ONLY), "--db", str(db)])
    assert res.exit_code == 0, res.output
    assert res.stderr.strip() == (f"{HEADER_ONLY}: the log has no events after its header: the match is stored with "
                                  "no events")
    assert "(chrono-clash, 0 events)" in res.output
    with Ledger(str(db), create=False) as led:
        (m,) = led.list_matches()
    assert m.events == 0
    out = tmp_path / "back.jsonl"
    res = run("export", m.id[:8], "--db", db, "--format", "jsonl", "-o", out)
    assert res.exit_code == 0, res.output
    assert out.read_bytes() == HEADER_CLOSED.read_bytes()  # the round trip: export writes the header alone
    res = CliRunner().invoke(cli, ["import", str(out), "--db", str(tmp_path / "h2.db")])
    assert res.exit_code == 0 and m.id in res.output  # read back: the same match
    assert "the match is stored with no events" in res.stderr
    res = CliRunner().invoke(cli, ["import", "--json", str(out), "--db", str(db)])
    assert res.exit_code == 0 and json.loads(res.stdout)[0]["already_imported"] is True
    assert "no events after its header" in res.stderr  # said in --json too, on stderr


def test_1_import_verify_of_a_header_alone_says_what_verify_says_never_clean(tmp_path):
    res = run("import", "--verify", HEADER_ONLY, "--db", tmp_path / "v.db")
    # stored (it reads back), and judged as verify judges it: exit 2 as verify's (qa39e F4, was 0)
    assert res.exit_code == 2, res.output
    assert f"{HEADER_ONLY}: {NO_EVENTS}" in res.stdout.splitlines() and "Clean" not in res.stdout, res.stdout
    res = run("import", "--verify", "--json", HEADER_ONLY, "--db", tmp_path / "j.db")
    (row,) = json.loads(res.stdout)
    assert row["events"] == 0 and row["verification"]["error"] == f"{HEADER_ONLY}: {NO_EVENTS}"
    assert "clean" not in row["verification"]
    res = run("import", "--verify", HEADER_ONLY, TWIN, FOUR, "--db", tmp_path / "r.db")  # a round: its rows
    assert res.exit_code == 2, res.output  # an unusable input first, as verify's round (qa39e F4, was 1)
    assert f"  {HEADER_ONLY}: {NO_EVENTS}" in res.stdout.splitlines()
    assert "Verified 2 matches: 1 clean, 1 with violations, 1 unusable input apart" in res.stdout
    assert "ccs.deck.copies" in res.stdout


def test_1_import_of_the_twin_says_nothing_more(tmp_path):
    res = CliRunner().invoke(cli, ["import", str(TWIN), "--db", str(tmp_path / "t.db")])
    assert res.exit_code == 0, res.output
    assert res.stderr == "" and "(chrono-clash, 35 events)" in res.output


# -- 2: a folder whose logs are in subfolders -------------------------------------------------------------------


def nested(tmp_path: Path) -> Path:
    top = tmp_path / "nested"
    (top / "a" / "b").mkdir(parents=True)
    (top / "a" / "c").mkdir()
    (top / ".hidden" / "x").mkdir(parents=True)
    (top / "a" / "b" / "t1.jsonl").write_bytes(TWIN.read_bytes())
    (top / ".hidden" / "x" / "t2.jsonl").write_bytes(TWIN.read_bytes())
    return top


def test_2_verify_of_a_folder_with_logs_two_levels_down_names_them_as_import_does(tmp_path):
    top = nested(tmp_path)
    said = (f"{top}: a folder with no .jsonl match logs in it; its subfolders are not read: name them "
            f"({top / 'a' / 'b'})")
    res = CliRunner().invoke(cli, ["verify", str(top)])
    assert res.exit_code == 2, res.output
    assert f"  {said}" in res.output.splitlines()
    assert f"Error: {said}" in res.stderr.splitlines()
    res = run("verify", "--json", top)
    assert res.exit_code == 2
    (u,) = json.loads(res.stdout)["unusable_inputs"]
    assert u["error"] == said
    imp = run("import", top, "--db", tmp_path / "n.db")  # import says the same, and that nothing was stored
    assert imp.exit_code == 2 and imp.output.rstrip().endswith(f"{said}; nothing was stored"), imp.output
    res = run("verify", top, TWIN)  # beside another log: its row says the same; the other is checked
    assert res.exit_code == 2 and f"  {said}" in res.output.splitlines() and "1 clean" in res.output


def test_2_the_twins_a_named_subfolder_verifies_and_an_empty_tree_gets_the_plain_line(tmp_path):
    top = nested(tmp_path)
    res = run("verify", top / "a" / "b")  # the folder named as said: its log is verified
    assert res.exit_code == 0, res.output
    assert "1 clean" in res.output
    empty = tmp_path / "empty"
    (empty / "a").mkdir(parents=True)
    res = run("verify", "--json", empty)  # no logs at any depth: the plain line, as import says it
    assert res.exit_code == 2
    (u,) = json.loads(res.stdout)["unusable_inputs"]
    assert u["error"] == f"{empty}: a folder with no .jsonl match logs in it"


def test_2_sample_logs_names_its_game_folders(tmp_path):
    res = run("verify", "--json", ROOT / "sample_logs")
    (u,) = json.loads(res.stdout)["unusable_inputs"]
    assert f"name them ({ROOT / 'sample_logs' / 'chrono_clash'} " in u["error"], u["error"]
    assert u["error"].endswith(f"{ROOT / 'sample_logs' / 'force_of_will' / 'illegal'})")
