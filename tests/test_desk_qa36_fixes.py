"""Round 36, the judge's desk (tester qa36-desk).

1. A settled round still exited 1: once ``amend --replace`` made bob's log of table 1 (seq 12 quests alice.11, so
   seq 20 breaks ccs.summon.not-in-hand) agree with alice's clean log, ``verify --all`` said "the dispute is
   settled" and ``needs_judge`` was ``[]``, but exited 1, and ``--failed-only`` listed alice's clean log too.
   docs/disputes.md: a settled table "does not make the round exit 1" and its ruled-on log's violations leave with
   it: the round now exits 0, and ``--failed-only`` keeps the ruled-on log and its correction, not the clean log.
   The twin whose correction still differs exits 1 and keeps every log.
2. A ledger path that is a folder (``--db dirdb.db`` or ``MATCHLEDGER_DB``) was click's usage error (its usage block,
   no JSON): with ``--json`` stdout was empty. The folder is now said by the command as any unusable input is:
   "dirdb.db is a folder, not a ledger file: ...", exit 2, and with ``--json`` the one JSON error object, its
   ``file`` the path (verify, import, explain, note, show, audit, list). A ledger's own errors ("notadb.db is not
   a matchledger ledger") now name the ``file`` too.
7. ``audit --db TEXTFILE`` exited 1 ("the file cannot be opened as a ledger", a finding) where every other command
   exits 2: a file that does not begin as an SQLite file was never a ledger, so it is unusable input (exit 2). A
   ledger cut short, or whose header bytes were changed, stays a finding (exit 1).
3. ``verify PACKET.md`` of a packet whose text was edited ("1 violation." made "0 violations.") named the first line
   that differs, then printed the whole verdict and rulings anyway (exit 2), and ``--json``'s ``packet.problems``
   was ``[]`` beside ``as_written: false``. docs/disputes.md: "else exit 2, naming ... the first line that
   differs ..., and no verdict follows": no verdict follows now, and ``problems`` holds the line that differs (and
   sources naming another log). An edited ruling is named as ``show PACKET.md`` names it: ``FILE:LINE: R2: ...``.
4. After ``verify --all`` said table 1's dispute settled, ``show``, the packet, the md export and ``view`` of bob's
   log still said "Another log of this table ... (it differs; compare them ...)", with no word of the correction
   that agrees. They now say what verify says: "Correction `8b929487` agrees with `f5c1f15a` (the same events):
   the logs agree, the dispute is settled." (:func:`cli.packet.table_others`: ``agrees``, ``settled``; the
   packet's sources carry them, so it is still as written). A correction that still differs: as before.
5. ``--json`` varied with ``--lang``: ``explain --json``'s ``description`` was the event in the report's language,
   and a round's ``same_table[].diff`` ended in ``--lang fr``. Both are now the same in every language: the
   description in English (as the JSON's messages are), the diff command without ``--lang`` (the text report's
   line keeps it, as every command a report quotes).
6. ``export -o /dev/stdout`` with stdout a pipe said "/dev/stdout: No such file or directory" (exit 2): the link was
   resolved first (``/proc/self/fd/1`` -> ``pipe:[...]``, no file) and its target looked for. What the link
   names is now asked (``os.stat`` follows it): a pipe or device is written into through the name given; a
   regular file behind a link is still replaced whole, the link kept.
9. Wording (the parts that are not translations):
   - English ``explain`` said the board's phase and step as data ids ("phase: main1", "phase: setup -> main1",
     "step: blocked"): now as the English replay says them ("Main Phase 1", "set-up -> Main Phase 1", "block
     declared"; Force of Will's "main" "Main Phase"). ``--json`` keeps the ids.
   - The md export's and the packet's Result of a log cut short began lowercase for FFTCG ("the log ends before the
     game does."), where the other games say "The log ends ...": the same sentence now.
   - The "did you mean" of an unknown Force of Will ruler offered 'Magic Stone of Flame ' (the data's stray space):
     said without it (projections/names.py).
   - A JSON deck list of another game was refused with no line: the line of its "game" key now
     (ledger/decklist.py).
   Not done: FFTCG's English rule source without "(French)" (projections/ruletexts.py, outside the desk's files).

Logs: tests/logs/desk_qa36/ (table 1 of round 3: alice's log, clean; bob's, wrong at 12; fix12.jsonl, alice's
event 12, the correction that settles it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests/logs/desk_qa36"


def run(*args: str, **kw):
    return CliRunner().invoke(cli, [*map(str, args)], **kw)


def _table_1(tmp_path: Path, settle: bool = True) -> tuple[str, dict[str, str]]:
    db = str(tmp_path / "s.db")
    ids = {}
    for name in ("alice", "bob"):
        res = run("import", LOGS / f"table-1-{name}.jsonl", "--db", db, "--json")
        assert res.exit_code == 0, res.output
        ids[name] = json.loads(res.stdout)[0]["match"]
    how = ["--replace", LOGS / "fix12.jsonl"] if settle else ["--drop"]
    res = run("amend", ids["bob"], "--at", "12" if settle else "35", *how, "--reason", "wrong card",
              "--judge", "C. Dupont", "--db", db)
    assert res.exit_code == 0, res.output
    ids["fix"] = res.output.split()[0]
    return db, ids


# -- 1. a settled round exits 0; --failed-only keeps the ruled-on log and its correction --------------------------

def test_a_settled_round_exits_0_and_failed_only_drops_the_clean_log(tmp_path):
    db, m = _table_1(tmp_path)
    res = run("verify", "--all", "--db", db)
    assert res.exit_code == 0, res.output
    assert "the dispute is settled" in res.output and "Tables that need a judge" not in res.output
    res = run("verify", "--all", "--db", db, "--failed-only", "--json")
    assert res.exit_code == 0
    data = json.loads(res.stdout)
    assert [r["match"] for r in data["matches"]] == [m["bob"], m["fix"]]
    assert data["matches"][0]["first_rule"] == "ccs.summon.not-in-hand" and data["matches"][0]["first_seq"] == 20
    assert data["needs_judge"] == [] and data["same_table"][0]["settled"] is True
    assert data["totals"]["with_violations"] == 1  # the totals still count the whole round


def test_the_twin_whose_correction_differs_still_exits_1_with_every_log(tmp_path):
    db, m = _table_1(tmp_path, settle=False)
    res = run("verify", "--all", "--db", db, "--failed-only", "--json")
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    assert sorted(r["match"] for r in data["matches"]) == sorted([m["alice"], m["bob"], m["fix"]])
    assert data["needs_judge"] == ["1"] and data["same_table"][0]["settled"] is False


def test_the_clean_round_exits_0(tmp_path):
    db = str(tmp_path / "c.db")
    res = run("verify", LOGS / "table-1-alice.jsonl", "--db", db)
    assert res.exit_code == 0, res.output


# -- 2. a ledger path that is a folder: the one JSON error object, exit 2; 7. audit of a text file exits 2 ----------

FOLDER_COMMANDS = [
    ["verify", "91be6348"], ["import", str(LOGS / "table-1-alice.jsonl")], ["explain", "91be6348", "20"],
    ["note", "91be6348", "a remark", "--at", "3", "--judge", "C. Dupont"], ["show", "91be6348"], ["audit"],
    ["list"],
]


@pytest.mark.parametrize("args", FOLDER_COMMANDS, ids=lambda a: a[0])
def test_a_folder_for_a_ledger_is_one_json_error_object(tmp_path, args):
    folder = tmp_path / "dirdb.db"
    folder.mkdir()
    for how in (["--db", str(folder)], []):
        res = run(*args, *how, "--json", env={"MATCHLEDGER_DB": str(folder)})
        assert res.exit_code == 2, res.output
        data = json.loads(res.stdout)
        assert data["file"] == str(folder) and data["error"].startswith(f"{folder} is a folder, not a ledger file")
        assert "Usage:" not in res.stderr
    assert list(folder.iterdir()) == []  # nothing written in it


def test_a_folder_for_a_ledger_without_json_is_one_line(tmp_path):
    folder = tmp_path / "dirdb.db"
    folder.mkdir()
    res = run("verify", "91be6348", "--db", folder)
    assert res.exit_code == 2 and res.stdout == ""
    assert res.stderr.strip() == (f"Error: {folder} is a folder, not a ledger file: give the ledger's file (e.g. "
                                  "matchledger.db) or a postgresql:// URL")


def test_a_text_file_for_a_ledger_names_it_and_audit_exits_2(tmp_path):
    text = tmp_path / "notadb.db"
    text.write_text("hello\n", encoding="utf-8")
    for args in (["verify", "91be6348"], ["audit"]):
        res = run(*args, "--db", text, "--json")
        assert res.exit_code == 2, res.output
        data = json.loads(res.stdout)
        assert data["file"] == str(text) and "is not a matchledger ledger" in data["error"]
    res = run("audit", "--db", text)
    assert res.exit_code == 2 and "Error:" in res.stderr and "cannot be opened as a ledger" not in res.stdout


def test_a_ledger_whose_header_bytes_changed_is_still_an_audit_finding(tmp_path):
    db, _m = _table_1(tmp_path)
    assert run("verify", "--all", "--db", db).exit_code == 0  # the WAL folded back in by a clean close
    raw = bytearray(Path(db).read_bytes())
    raw[3] ^= 0x20  # "SQLite format 3": one byte changed
    Path(db).write_bytes(bytes(raw))
    res = run("audit", "--db", db)
    assert res.exit_code == 1 and "the file cannot be opened as a ledger" in res.stdout


# -- 3. verify of an edited packet: no verdict follows; problems names the line; FILE:LINE: for an edited ruling ----

def _packet(tmp_path: Path) -> tuple[Path, str]:
    db = str(tmp_path / "p.db")
    res = run("import", LOGS / "table-1-bob.jsonl", "--db", db, "--json")
    bob = json.loads(res.stdout)[0]["match"]
    res = run("note", bob, "--at", "20", "--judge", "C. Dupont", "Blaze Captain was in the discard: a warning.",
              "--db", db)
    assert res.exit_code == 0, res.output
    out = tmp_path / "appeal.md"
    assert run("export", bob, "--db", db, "--format", "packet", "-o", out).exit_code == 0
    return out, bob


def test_an_edited_line_of_a_packet_stops_before_the_verdict(tmp_path):
    packet, bob = _packet(tmp_path)
    text = packet.read_text(encoding="utf-8")
    assert "\n1 violation.\n" in text
    edited = tmp_path / "edited.md"
    edited.write_text(text.replace("\n1 violation.\n", "\n0 violations.\n", 1), encoding="utf-8")
    line = text.split("\n").index("1 violation.") + 1
    res = run("verify", edited)
    assert res.exit_code == 2
    assert f"it differs first at line {line}." in res.stdout
    assert "ccs.summon.not-in-hand" not in res.stdout and "Result:" not in res.stdout and "R1 at seq" not in res.stdout
    data = json.loads(run("verify", edited, "--json").stdout)
    assert list(data) == ["packet"] and data["packet"]["as_written"] is False
    assert data["packet"]["first_difference"] == line
    assert data["packet"]["problems"] == [
        f"The packet is not as matchledger wrote it: written again from its sources, it differs first at line {line}."]
    # the twin as written: the verdict follows (exit 1: bob's log breaks a rule), problems empty
    res = run("verify", packet)
    assert res.exit_code == 1 and "The packet is as matchledger wrote it" in res.stdout
    assert "seq 20" in res.stdout and "ccs.summon.not-in-hand" in res.stdout
    data = json.loads(run("verify", packet, "--json").stdout)
    assert data["packet"]["problems"] == [] and data["packet"]["as_written"] is True and data["violations"]


def test_an_edited_ruling_is_named_with_file_and_line_as_show_names_it(tmp_path):
    packet, _bob = _packet(tmp_path)
    text = packet.read_text(encoding="utf-8")
    assert text.count("a warning.") >= 2
    edited = tmp_path / "edited.md"
    edited.write_text(text.replace("a warning.", "no penalty."), encoding="utf-8")
    shown = run("show", edited)
    assert shown.exit_code == 2
    said = shown.stderr.strip().removeprefix("Error: ")
    assert said.startswith(f"{edited}:") and said.endswith("R1: its content was edited (it no longer matches its hash)")
    res = run("verify", edited)
    assert res.exit_code == 2 and said in res.stdout.splitlines()
    assert "ccs.summon.not-in-hand" not in res.stdout


# -- 4. show, the packet, md and view say the correction that settles the table --------------------------------------

def test_every_report_of_a_settled_table_says_the_correction_agrees(tmp_path):
    db, m = _table_1(tmp_path)
    said = (f"Correction `{m['fix'][:8]}` agrees with `{m['alice'][:8]}` (the same events): the logs agree, the "
            "dispute is settled.")
    res = run("show", m["bob"][:8], "--db", db)
    assert res.exit_code == 0 and said.replace("`", "") in res.stdout and "it differs" not in res.stdout
    data = json.loads(run("show", m["bob"][:8], "--db", db, "--json").stdout)
    assert data["same_table"][0]["agrees"] == {"correction": m["fix"], "log": m["alice"]}
    assert data["same_table"][0]["settled"] is True
    packet = tmp_path / "p.md"
    assert run("export", m["bob"][:8], "--db", db, "--format", "packet", "-o", packet).exit_code == 0
    assert said in packet.read_text(encoding="utf-8")
    res = run("verify", packet)
    assert "The packet is as matchledger wrote it" in res.stdout and res.exit_code == 1
    res = run("export", m["bob"][:8], "--db", db, "--format", "md")
    assert said in res.stdout and "it differs" not in res.stdout
    page = tmp_path / "v.html"
    assert run("view", m["bob"][:8], "--db", db, "-o", page).exit_code == 0
    assert said.replace("`", "") in page.read_text(encoding="utf-8").replace("<code>", "").replace("</code>", "")
    # alice's log: bob's original differs, but its correction, named under it, agrees with alice's: settled, no
    # diff offered (round 38, qa38-store F4: this pinned "it differs; compare them" above "the dispute is settled")
    res = run("show", m["alice"][:8], "--db", db)
    assert "it differs" not in res.stdout and said.replace("`", "") in res.stdout
    assert f"Another log of this table in the ledger: match {m['bob']}." in res.stdout


def test_a_correction_that_still_differs_says_no_agreement(tmp_path):
    db, m = _table_1(tmp_path, settle=False)
    res = run("show", m["bob"][:8], "--db", db)
    assert "it differs; compare them" in res.stdout and "agrees" not in res.stdout
    data = json.loads(run("show", m["bob"][:8], "--db", db, "--json").stdout)
    assert "agrees" not in data["same_table"][0]


# -- 5. --json is the same in every language ----------------------------------------------------------------------

def test_explain_and_round_json_are_the_same_in_every_language(tmp_path):
    db = str(tmp_path / "d.db")
    for name in ("alice", "bob"):
        assert run("import", LOGS / f"table-1-{name}.jsonl", "--db", db).exit_code == 0
    outs = {lang: run("explain", "91be6348", "20", "--db", db, "--json", "--lang", lang).stdout
            for lang in ("en", "fr", "it")}
    assert outs["fr"] == outs["en"] == outs["it"]
    assert json.loads(outs["fr"])["description"] == "alice summons Blaze Captain (alice.11) paying 3 time"
    text = run("explain", "91be6348", "20", "--db", db, "--lang", "fr").stdout
    assert "alice invoque Blaze Captain (alice.11) en payant 3 temps" in text  # the text stays in French
    rounds = {lang: run("verify", "--all", "--db", db, "--json", "--lang", lang).stdout for lang in ("en", "fr")}
    assert rounds["en"] == rounds["fr"]
    assert json.loads(rounds["fr"])["same_table"][0]["diff"] == f"matchledger diff f5c1f15a 91be6348 --db {db}"
    assert f"--db {db} --lang fr" in run("verify", "--all", "--db", db, "--lang", "fr").stdout


# -- 6. -o /dev/stdout into a pipe --------------------------------------------------------------------------------

def test_export_to_dev_stdout_writes_into_a_pipe(tmp_path):
    log = LOGS / "table-1-bob.jsonl"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C"}
    piped = subprocess.run([sys.executable, "-m", "cli.main", "export", str(log), "--format", "md", "-o", "/dev/stdout"],
                           cwd=tmp_path, capture_output=True, timeout=120, env=env)
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout.startswith(b"# ") and b"91be6348" in piped.stdout
    wanted = run("export", log, "--format", "md").stdout_bytes
    assert piped.stdout == wanted
    # a symlink to a regular file: written through, the link kept, the file replaced whole
    target = tmp_path / "out.md"
    target.write_text("old", encoding="utf-8")
    (tmp_path / "link.md").symlink_to(target)
    assert run("export", log, "--format", "md", "-o", tmp_path / "link.md").exit_code == 0
    assert (tmp_path / "link.md").is_symlink() and target.read_bytes() == wanted
    assert not list(tmp_path.glob("*.tmp"))


# -- 9. wording ---------------------------------------------------------------------------------------------------

FFTCG_WIN = ROOT / "sample_logs/fftcg/win-seven-damage.jsonl"


def test_english_explain_says_phases_and_steps_in_words(tmp_path):
    out = run("explain", FFTCG_WIN, "48", "--lang", "en").stdout
    assert "  phase: Attack Phase\n" in out and "  step: block declared\n" in out
    changed = [run("explain", FFTCG_WIN, str(seq), "--lang", "en").stdout for seq in range(1, 12)]
    assert any("  phase: set-up -> Main Phase 1\n" in o for o in changed)
    assert not any(" main1" in o or "setup ->" in o for o in changed)
    data = json.loads(run("explain", FFTCG_WIN, "48", "--json").stdout)
    assert data["state"]["phase"] == "attack"  # --json keeps the ids
    fr = run("explain", FFTCG_WIN, "48", "--lang", "fr").stdout
    assert "  phase : phase d'attaque\n" in fr  # French from its catalog, as before


def test_the_result_of_a_log_cut_short_begins_with_a_capital_in_every_game(tmp_path):
    cut = tmp_path / "cut.jsonl"
    lines = FFTCG_WIN.read_text(encoding="utf-8").splitlines()
    cut.write_text("\n".join(lines[:20]) + "\n", encoding="utf-8")
    for fmt in ("md", "packet"):
        out = run("export", cut, "--format", fmt).stdout
        assert "\nThe log ends before the game does.\n" in out and "\nthe log ends" not in out
    out = run("export", cut, "--format", "md", "--lang", "fr").stdout
    assert "\nLe journal s'arrête avant la fin de la partie.\n" in out


def test_an_unknown_ruler_is_not_offered_a_name_with_a_stray_space():
    res = run("verify", LOGS / "fow-unknown-ruler.jsonl")
    assert res.exit_code == 2
    # (The "did you mean" offers close names only since qa37d: the ruler meant, not a magic stone after it.)
    assert "'Melgis, the Flame King'?" in res.stderr and "'Magic Stone of Flame '" not in res.stderr


def test_a_json_deck_list_of_another_game_is_refused_at_its_game_line(tmp_path):
    db = str(tmp_path / "d.db")
    assert run("import", LOGS / "table-1-alice.jsonl", "--db", db).exit_code == 0
    lists = ROOT / "sample_logs/decklists/fftcg-win-seven-damage.json"
    line = lists.read_text(encoding="utf-8").splitlines().index('    "game": "fftcg",') + 1
    res = run("decklist", "check", "f5c1f15a", lists, "--db", db)
    assert res.exit_code == 2
    assert res.stderr.strip() == (f"Error: {lists}:{line}: game: this is a 'fftcg' list, the match is "
                                  "'chrono-clash'")
