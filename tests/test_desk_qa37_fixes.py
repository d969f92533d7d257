"""Round 37, the store and the evidence (tester qa37-desk).

1. F1: a ledger file truncated to 0 bytes (``: > season.db``) audited "Clean" (exit 0) and was rewritten into a
   fresh empty ledger (the sign of the truncation gone); ``list`` said "No matches", ``verify --all`` "No match
   verified", exit 0. A 0-byte file is never a ledger matchledger made (a new ledger is now made whole under another
   name and linked into place, so no other import ever finds it empty): every reader names it in one line, "the
   file is empty (0 bytes: cut short to nothing); restore it from a copy ...", exit 2, ``audit`` as its finding
   (exit 1, as docs/reliability.md's "the file truncated" row says), and nothing writes to it; ``import`` (and
   ``copy`` into it) refuses it too: "... is an empty file (0 bytes), not a ledger: ... delete it or give another
   path for a new ledger". F6: ``list --db seasn.db`` (no such file) said "No matches in seasn.db." exit 0: now
   "no ledger at seasn.db: import a log first ...", exit 2, as ``audit`` and ``verify --all`` say.
2. F2: a stored event whose state was turned from a blob into text of the same bytes was reported by ``audit`` as
   "1 stored event has a column whose storage type was changed", no match, no seq; ``verify`` and
   ``verify --integrity`` of the match said Clean. The chain check now names it, "match <id>: event seq 8: its
   stored state is of another storage type than the store writes (text, not blob): changed outside matchledger"
   (audit: its match and seq in ``--json``), and every reader of the match refuses it, as any changed event.
3. F3: an appeals packet whose embedded log was edited (one player changed, the closing line deleted, no rulings)
   was refused by ``verify PACKET`` but read without a word by show, replay, explain and export (export wrote a new
   closing line, a log that imported as a new match). Every reader of a packet now makes verify's check first
   and refuses an edited packet in one line, exit 2: "PACKET:LINE: the packet's embedded log was edited: it is no
   longer the log of match <id>, ...", LINE the embedded log's first; export writes nothing.
4. F4: with a ruling, the same edit was blamed on the ruling ("R1: its content was edited"), whose hash chains
   from the match id the edited log changed. The rulings are checked from the match the packet names: the log
   edit is named (the sources line in ``verify``; the one line of the readers), not the ruling. A ruling edited
   in an unedited packet is still named so.
5. F5: ``import`` of an ``export --format jsonl --rulings`` file dropped its rulings silently: one line on stderr
   now ("the file's 1 ruling was not imported: rulings are never imported from a file; record it ..."), and
   ``export --help`` no longer says such a file is "no longer a log to import".
6. F9: ``show``, ``verify`` and jsonl ``export`` of a correction whose parent fails its integrity check said
   nothing of it (``diff`` and the packet export refuse the parent): one note on stderr, "Note: its parent, match
   <id> in <db>, fails its integrity check: event seq 3: ...".
7. F7: ``explain MATCH -1`` said "No such option '-1'": the negative number is the SEQ, out of range. A number out of
   range (``explain MATCH -1``, ``replay --at -1``, ``--turn 0``, ``note --at -1``) is one line, not click's
   three-line usage block (tests/test_click_usage_i18n.py's "out of range" case changed so).
8. F10: the ``--json`` error object of a stored match that fails its integrity check gave its match and seq only in
   the English text: it now carries ``match`` and ``seq`` keys (README: "when known").
9. F8: ``diff`` of a match and its correction (one card drawn earlier) listed 66 lines of ``deck.cards[N].id:
   alice.K -> alice.K+1``: a list that differs only by one card taken out or put in is now one line, "players[0].
   deck.cards: B is A without its card [0], alice.8 Flamewing Wyvern: the 34 cards after it are the same, each one
   place up" (``--json`` keeps every difference).
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
CCS = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"  # 52b27192, 35 events
FOW = ROOT / "sample_logs/force_of_will/win-by-life.jsonl"  # deca2d54, 79 events
CCS_ID = "52b27192-6c47-5793-963f-152be316a7c4"
FOW_ID = "deca2d54-0206-5109-917d-69d0b6bd1156"


def run(*args, **kw):
    return CliRunner().invoke(cli, [*map(str, args)], **kw)


def one_error(res, *words: str) -> str:
    assert res.exit_code == 2, res.output
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), lines
    for w in words:
        assert w in lines[0], (w, lines[0])
    return lines[0]


def imported(db: Path, *logs: Path) -> None:
    res = run("import", *logs, "--db", db)
    assert res.exit_code == 0, res.output


def forge(db: Path, sql: str, args: list) -> None:
    """As a forger would: the guards dropped, the row changed, the guards put back."""
    con = sqlite3.connect(db)
    trig = dict(con.execute("SELECT name, sql FROM sqlite_master WHERE type='trigger'").fetchall())
    for name in trig:
        con.execute(f"DROP TRIGGER {name}")
    con.execute(sql, args)
    for text in trig.values():
        con.execute(text)
    con.commit()
    con.close()


# -- 1. F1 a ledger emptied to 0 bytes; F6 list of a missing ledger -----------------------------------------------

EMPTY = "the file is empty (0 bytes: cut short to nothing)"


@pytest.fixture
def emptied(tmp_path: Path) -> Path:
    db = tmp_path / "season.db"
    imported(db, CCS, FOW)
    for extra in (Path(f"{db}-wal"), Path(f"{db}-shm")):
        extra.unlink(missing_ok=True)
    db.write_bytes(b"")
    os.utime(db, (1_700_000_000, 1_700_000_000))  # emptied a while ago: no new ledger being made (BEING_MADE)
    return db


@pytest.mark.parametrize("args", [["list"], ["verify", "--all"], ["show", CCS_ID[:8]], ["verify", CCS_ID[:8]],
                                  ["export", CCS_ID[:8]], ["replay", CCS_ID[:8], "--at", "3"],
                                  ["explain", CCS_ID[:8], "3"], ["note", CCS_ID[:8], "--at", "3", "--judge", "J",
                                                                 "x"]])
def test_an_emptied_ledger_is_named_by_every_reader_and_left_as_it_is(emptied, args):
    one_error(run(*args, "--db", emptied), f"cannot open the ledger {emptied}: {EMPTY}")
    assert emptied.stat().st_size == 0 and not Path(f"{emptied}-wal").exists()


def test_the_audit_of_an_emptied_ledger_is_a_finding_and_writes_nothing(emptied):
    res = run("audit", "--db", emptied)
    assert res.exit_code == 1, res.output
    assert "Clean" not in res.output and EMPTY in res.output
    data = json.loads(run("audit", "--db", emptied, "--json").stdout)
    assert data["clean"] is False and EMPTY in data["problems"][0]["message"]
    assert emptied.stat().st_size == 0


def test_import_into_an_emptied_ledger_refuses_it(emptied, tmp_path):
    one_error(run("import", CCS, "--db", emptied), f"{emptied} is an empty file (0 bytes), not a ledger",
              "delete it or give another path")
    assert emptied.stat().st_size == 0
    src = tmp_path / "src.db"
    imported(src, CCS)
    one_error(run("copy", src, emptied), "is an empty file (0 bytes)")
    assert emptied.stat().st_size == 0


def test_the_clean_twin_a_new_ledger_is_made_whole_and_audits_clean(tmp_path):
    db = tmp_path / "season.db"
    imported(db, CCS, FOW)
    assert db.stat().st_size > 0 and sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".new")) == []
    res = run("audit", "--db", db)
    assert res.exit_code == 0 and "Clean" in res.output
    assert [m["id"] for m in json.loads(run("list", "--db", db, "--json").stdout)] == [CCS_ID, FOW_ID]


def test_list_of_a_missing_ledger_says_there_is_none_as_audit_does(tmp_path):
    db = tmp_path / "seasn.db"
    one_error(run("list", "--db", db), f"no ledger at {db}: import a log first")
    one_error(run("audit", "--db", db), f"no ledger at {db} to audit")
    assert not db.exists()


# -- 2. F2 a stored event's storage type changed ------------------------------------------------------------------

RETYPED = ("event seq 8: its stored state is of another storage type than the store writes (text, not blob): "
           "changed outside matchledger")


def test_a_state_turned_into_text_is_named_with_its_match_and_seq(tmp_path):
    db = tmp_path / "t.db"
    imported(db, CCS, FOW)
    forge(db, "UPDATE stored_events SET state = CAST(state AS TEXT) WHERE originator_id = ? AND "
              "originator_version = 9", [CCS_ID.replace("-", "")])
    res = run("audit", "--db", db)
    assert res.exit_code == 1 and f"match {CCS_ID}: {RETYPED}" in res.output
    assert "has a column whose storage type was changed" not in res.output  # said once, placed
    problems = json.loads(run("audit", "--db", db, "--json").stdout)["problems"]
    assert [(p["match"], p["seq"]) for p in problems] == [(CCS_ID, 8)]
    res = run("verify", "--integrity", CCS_ID[:8], "--db", db)
    assert res.exit_code == 1 and RETYPED in res.output and "Clean" not in res.output
    one_error(run("verify", CCS_ID[:8], "--db", db), f"match {CCS_ID} in {db} fails its integrity check: {RETYPED}")
    one_error(run("show", CCS_ID[:8], "--db", db), RETYPED)
    assert run("verify", "--integrity", FOW_ID[:8], "--db", db).exit_code == 0  # the other match is intact


def test_the_untouched_twin_is_clean(tmp_path):
    db = tmp_path / "t.db"
    imported(db, CCS)
    assert run("audit", "--db", db).exit_code == 0
    res = run("verify", "--integrity", CCS_ID[:8], "--db", db)
    assert res.exit_code == 0 and "Clean" in res.output


# -- 3/4. F3 F4 an appeals packet whose embedded log was edited ---------------------------------------------------

def _packet(tmp_path: Path, ruling: bool) -> Path:
    db = tmp_path / "p.db"
    imported(db, FOW)
    if ruling:
        res = run("note", FOW_ID[:8], "--at", "5", "--judge", "R. Lee", "Pass recorded twice.", "--db", db)
        assert res.exit_code == 0, res.output
    out = tmp_path / "appeal.md"
    assert run("export", FOW_ID[:8], "--format", "packet", "-o", out, "--db", db).exit_code == 0
    return out


def _log_edited(packet: Path) -> tuple[Path, int]:
    """The packet with seq 5's player changed and its closing line deleted; and its log's first line."""
    text = packet.read_text(encoding="utf-8")
    head, _, tail = text.partition("<!-- matchledger packet sources -->")
    lines = tail.split("\n")
    k = next(i for i, line in enumerate(lines) if line.startswith('{"type"') and '"seq":5,' in line)
    assert '"player":"bob"' in lines[k]
    lines[k] = lines[k].replace('"player":"bob"', '"player":"alice"')
    lines = [line for line in lines if not line.startswith('{"closing"')]
    out = packet.with_name("appeal-log-edited.md")
    out.write_text(head + "<!-- matchledger packet sources -->" + "\n".join(lines), encoding="utf-8")
    first = text.split("\n").index("<!-- matchledger packet sources -->") + 4  # the mark, ```text, the sources
    return out, first


EDITED = f"the packet's embedded log was edited: it is no longer the log of match {FOW_ID}"


@pytest.mark.parametrize("ruling", [False, True])
@pytest.mark.parametrize("args", [["show"], ["replay", "--at", "5"], ["explain", "5"], ["export"],
                                  ["export", "--format", "packet"]])
def test_every_reader_refuses_a_packet_whose_log_was_edited(tmp_path, ruling, args):
    edited, first = _log_edited(_packet(tmp_path, ruling))
    out = tmp_path / "relaundered.out"
    cmd, *rest = args
    extra = ["-o", out] if cmd == "export" else []
    line = one_error(run(cmd, edited, *rest, *extra), f"{edited}:{first}: {EDITED}")
    assert "R1" not in line  # F4: the ruling is not blamed for the log's edit
    assert not out.exists()


def test_verify_names_the_log_edit_not_the_ruling(tmp_path):
    edited, _first = _log_edited(_packet(tmp_path, ruling=True))
    res = run("verify", edited)
    assert res.exit_code == 2
    assert f"The packet's sources name match {FOW_ID}" in res.output and "not its embedded log's" in res.output
    assert "its content was edited" not in res.output
    data = json.loads(run("verify", edited, "--json").stdout)["packet"]
    assert data["rulings_edited"] == [] and data["as_written"] is False


def test_a_ruling_edited_in_a_packet_is_still_named(tmp_path):
    packet = _packet(tmp_path, ruling=True)
    text = packet.read_text(encoding="utf-8")
    assert text.count("Pass recorded twice.") >= 2
    forged = tmp_path / "forged.md"
    forged.write_text(text.replace("Pass recorded twice.", "Game loss for alice."), encoding="utf-8")
    one_error(run("show", forged), f"{forged}:", "R1: its content was edited (it no longer matches its hash)")


def test_a_packet_whose_prose_was_edited_is_refused_at_that_line(tmp_path):
    packet = _packet(tmp_path, ruling=False)
    lines = packet.read_text(encoding="utf-8").split("\n")
    k = lines.index("- Events: 79; alice played first")
    lines[k] = "- Events: 78; alice played first"
    edited = tmp_path / "prose.md"
    edited.write_text("\n".join(lines), encoding="utf-8")
    one_error(run("show", edited), f"{edited}:{k + 1}: the packet is not as matchledger wrote it")


@pytest.mark.parametrize("ruling", [False, True])
def test_the_unedited_packet_is_read_by_every_reader(tmp_path, ruling):
    packet = _packet(tmp_path, ruling)
    assert run("verify", packet).exit_code == 0
    assert run("show", packet).exit_code == 0
    assert run("replay", packet, "--at", "5").exit_code == 0
    out = tmp_path / "log.jsonl"
    assert run("export", packet, "-o", out).exit_code == 0
    res = run("import", out, "--db", tmp_path / "q.db", "--json")
    assert res.exit_code == 0 and json.loads(res.stdout)[0]["match"] == FOW_ID


# -- 5. F5 rulings of an export --rulings file are said not imported -----------------------------------------------

def test_import_says_the_rulings_of_the_file_are_not_imported(tmp_path):
    db = tmp_path / "a.db"
    imported(db, FOW)
    assert run("note", FOW_ID[:8], "--at", "5", "--judge", "R. Lee", "No penalty.", "--db", db).exit_code == 0
    out = tmp_path / "with-rulings.jsonl"
    assert run("export", FOW_ID[:8], "--rulings", "-o", out, "--db", db).exit_code == 0
    res = run("import", out, "--db", tmp_path / "b.db")
    assert res.exit_code == 0 and res.stdout.startswith(FOW_ID)
    assert res.stderr.strip() == (f"{out}: the file's 1 ruling was not imported: rulings are never imported from "
                                  f"a file; record it in this ledger with `matchledger note {FOW_ID[:8]} --db "
                                  f"{tmp_path / 'b.db'} --at SEQ --judge NAME TEXT`")  # its ledger (qa39-packet 4)
    plain = tmp_path / "plain.jsonl"  # the twin: no rulings section, no such line
    assert run("export", FOW_ID[:8], "-o", plain, "--db", db).exit_code == 0
    res = run("import", plain, "--db", tmp_path / "c.db")
    assert res.exit_code == 0 and res.stderr == ""
    assert "no longer a log to import" not in run("export", "--help").output
    # qa37c-desk: with --verify the verdict's own note says it, once, in the judge's language (was said twice)
    res = run("--lang", "fr", "import", "--verify", out, "--db", tmp_path / "d.db")
    assert res.exit_code == 0 and res.stderr == ""
    assert res.stdout.count("laissée de côté") == 1 and "not imported" not in res.stdout


# -- 6. F9 a correction whose parent fails its check ----------------------------------------------------------------

def _corrected(tmp_path: Path) -> tuple[Path, str]:
    db = tmp_path / "b.db"
    imported(db, FOW)
    res = run("amend", FOW_ID[:8], "--at", "7", "--drop", "--reason", "recorded twice", "--judge", "R. Lee",
              "--db", db)
    assert res.exit_code == 0, res.output
    return db, res.output.split()[0]


@pytest.mark.parametrize("args", [["show"], ["verify"], ["export"]])
def test_a_correction_of_a_tampered_parent_says_so(tmp_path, args):
    db, branch = _corrected(tmp_path)
    con = sqlite3.connect(db)
    state = bytes(con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 4",
                              [FOW_ID.replace("-", "")]).fetchone()[0])
    con.close()
    who = b"alice" if b"alice" in state else b"bob"
    forge(db, "UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 4",
          [state.replace(who, b"bob" if who == b"alice" else b"alice", 1), FOW_ID.replace("-", "")])
    res = run(*args, branch[:8], "--db", db)
    assert res.exit_code in (0, 1), res.output
    notes = [line for line in res.stderr.splitlines() if line.startswith("Note: its parent")]
    assert len(notes) == 1
    assert notes[0].startswith(f"Note: its parent, match {FOW_ID} in {db}, fails its integrity check: event seq 3: "
                               "its content was edited")


@pytest.mark.parametrize("args", [["show"], ["verify"], ["export"]])
def test_a_correction_of_a_sound_parent_has_no_note(tmp_path, args):
    db, branch = _corrected(tmp_path)
    res = run(*args, branch[:8], "--db", db)
    assert res.exit_code in (0, 1) and "its parent" not in res.stderr


# -- 7. F7 a negative SEQ; numbers out of range in one line ---------------------------------------------------------

@pytest.mark.parametrize("args, words", [
    (["explain", "{id}", "-1"], "Invalid value for 'SEQ': -1 is not in the range x>=0."),
    (["explain", "{id}", "-1", "--json"], "Invalid value for 'SEQ': -1 is not in the range x>=0."),
    (["replay", "{id}", "--at", "-1"], "Invalid value for '--at': -1 is not in the range x>=0."),
    (["replay", "{id}", "--turn", "0"], "Invalid value for '--turn': 0 is not in the range x>=1."),
    (["note", "{id}", "--at", "-1", "--judge", "J", "t"], "Invalid value for '--at': -1 is not in the range x>=0."),
    (["amend", "{id}", "--at", "0", "--drop", "--reason", "r", "--judge", "J"],
     "Invalid value for '--at': 0 is not in the range x>=1."),
])
def test_a_number_out_of_range_is_one_line(tmp_path, args, words):
    db = tmp_path / "r.db"
    imported(db, CCS)
    line = one_error(run(*[a.replace("{id}", CCS_ID[:8]) for a in args], "--db", db))
    assert line == f"Error: {words}"


def test_the_twins_a_seq_in_range_and_a_word_that_is_no_number(tmp_path):
    db = tmp_path / "r.db"
    imported(db, CCS)
    assert run("explain", CCS_ID[:8], "5", "--db", db).exit_code in (0, 1)
    res = run("replay", CCS_ID[:8], "--at", "abc", "--db", db)  # not a number: the command written wrong, click's usage
    assert res.exit_code == 2 and res.stderr.startswith("Usage: ")


# -- 8. F10 the JSON error of a tampered match names its match and seq ---------------------------------------------

def test_the_json_error_of_a_tampered_match_names_match_and_seq(tmp_path):
    db = tmp_path / "t.db"
    imported(db, CCS)
    forge(db, "DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 8", [CCS_ID.replace("-", "")])
    res = run("verify", CCS_ID[:8], "--db", db, "--json")
    assert res.exit_code == 2
    data = json.loads(res.stdout)
    assert data["match"] == CCS_ID and data["seq"] == 7 and "event seq 7 is missing" in data["error"]
    res = run("show", "deadbeef", "--db", db, "--json")  # the twin: no match named, no such keys
    assert res.exit_code == 2 and "match" not in json.loads(res.stdout) and "seq" not in json.loads(res.stdout)


# -- 9. F8 the diff of a match and its correction: a deck shifted by one card is one line ---------------------------

def test_a_deck_shifted_by_one_card_is_one_line_of_the_diff(tmp_path):
    db, branch = _corrected(tmp_path)
    res = run("diff", FOW_ID[:8], branch[:8], "--db", db)
    assert res.exit_code == 1, res.output
    deck = [line for line in res.output.splitlines() if "deck.cards" in line]
    assert deck == ["  players[0].deck.cards: B is A without its card [0], alice.8 Flamewing Wyvern: the 34 cards "
                    "after it are the same, each one place up"]
    assert "  players[0].hand.cards[5]: null -> " in res.output  # the card drawn, as before
    data = json.loads(run("diff", FOW_ID[:8], branch[:8], "--db", db, "--json").stdout)
    assert sum(d["path"].startswith("players[0].deck.cards[") for d in data["board_differences"]) > 60  # --json whole


def test_the_twin_lists_that_differ_otherwise_are_said_place_by_place():
    from cli.main import _shifted_lists

    a = {"deck": {"cards": [{"id": f"a.{i}"} for i in range(8)]}}
    swapped = {"deck": {"cards": [{"id": f"a.{i}"} for i in (1, 0, 3, 2, 5, 4, 7)]}}  # one fewer, but not a shift
    diffs = [(f"deck.cards[{i}].id", None, None) for i in range(8)]
    assert _shifted_lists(a, swapped, diffs) == {}
    drawn = {"deck": {"cards": a["deck"]["cards"][1:]}}
    assert list(_shifted_lists(a, drawn, diffs)) == ["deck.cards"]
    assert _shifted_lists(a, drawn, diffs[:2]) == {}  # a few differences: said one by one


def test_a_new_ledger_being_made_in_place_is_waited_for_not_called_emptied(tmp_path, monkeypatch):
    """qa37c-desk F1: where the folder cannot link files (vfat, exFAT, SMB), a new ledger is made in place and is
    0 bytes for the few milliseconds before SQLite writes its header; another import meeting it then refused it as
    "an empty file ... restore it from a copy" (1-3 of 50-80 concurrent first imports). A 0-byte file younger than
    BEING_MADE is waited for; one that stays empty, or was emptied a while ago (the fixture above), is refused."""
    import threading
    import time

    from ledger.backends import sqlite as backend

    whole = tmp_path / "whole.db"
    imported(whole, FOW)
    db = tmp_path / "season.db"
    db.write_bytes(b"")  # another process's sqlite3.connect: the file exists, its header not written yet

    def made() -> None:
        time.sleep(0.3)
        shutil.copyfile(whole, db)

    threading.Thread(target=made).start()
    res = run("import", CCS, "--db", db)
    assert res.exit_code == 0, res.output
    listed = run("list", "--db", db, "--json")
    assert listed.exit_code == 0 and len(json.loads(listed.stdout)) == 2

    monkeypatch.setattr(backend, "BEING_MADE", 0.2)
    still = tmp_path / "still.db"
    still.write_bytes(b"")  # made now, and stays empty: refused once the wait is over
    one_error(run("import", CCS, "--db", still), f"{still} is an empty file (0 bytes), not a ledger")
    assert still.stat().st_size == 0
