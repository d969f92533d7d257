"""The dispute workflow after the 39th round (qa39-packet): packets, corrections and rulings, one test or more each.

1. ``export --format packet --rulings`` appended a CSV of rulings after the packet's end, so the packet failed its own
   check ("not as matchledger wrote it", exit 2) and every reader refused it. A packet always has the match's
   rulings: ``--rulings`` is now left out of a packet, with one note on stderr, and the packet is the one written
   without it (byte for byte), as matchledger wrote it.
2. A correction of a correction lost its history: its packet and ``explain`` named only the middle correction; the
   original log, its violation and its rulings (the appeal ruling too) were missing; the original's packet named only
   the first correction (so did ``show``: it now names them too, ``later_branches`` in ``--json``); in a two-log
   dispute the final correction's packet (and ``show``) did not say it agrees with the other side's log while
   ``verify --all`` said the dispute is settled. The packet's corrections now carry the whole chain (``ancestors``: each step up to the original log, with the events it changed, the violations and the
   rulings of the match it corrected; ``later``: the corrections of its corrections), their rulings' hashes are
   checked as the parent's are, ``explain`` gives the rulings up the chain, and a correction of a correction agrees
   with the other log as a first correction does.
3. A correction exported and imported into another ledger without its parent: its packet there gave the re-import
   time as when it was "Stored" and silently dropped the events it changed and the parent's rulings. ``import`` now
   says in one line that the parent is not in this ledger, and the packet written there gives no "Stored" date (the
   copy's is not the correction's) but says the parent is not in that ledger and where the rest is. The correction's
   own date is not carried by the exported log (the canonical log is the same bytes for the same match; the date is
   the ledger's), so it cannot be kept: said, not invented.
4. The import hint for a file's rulings ("record them in this ledger with `matchledger note ...`") named no ledger:
   run as printed it went to the default ledger. It now carries ``--db`` (and ``--lang``) as the import ran.
5. (tests/test_ruletexts.py, the rules audit) ``ccs.ability.target-condition`` quoted in Italian.
6. ``audit --key`` after ``sign -o FILE`` said only that DB.signed.json is missing: it now points to ``--digests
   FILE``. ``audit`` called the rulings stream "every judge's": it is every match's. A single player's log with a
   clean correction still needs a judge in a round (docs/disputes.md says so: no ruling closes a table).

The logs are the tester's (/tmp/qa39-packet/logs), kept in tests/logs/packet_qa39/.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

LOGS = Path(__file__).resolve().parent / "logs" / "packet_qa39"
CCS_FAULT, CCS_CLEAN = LOGS / "ccs-attack-summoned.jsonl", LOGS / "ccs-clean.jsonl"
FOW_FAULT, FOW_CLEAN, FOW_FIX = LOGS / "fow-cost-short.jsonl", LOGS / "fow-clean.jsonl", LOGS / "fow-fix20.jsonl"


def run(*args: object, ok: tuple[int, ...] = (0,)):
    res = CliRunner().invoke(cli, [str(a) for a in args])
    assert res.exit_code in ok, (res.exit_code, res.output)
    return res


def imported(db: Path, *paths: Path) -> list[str]:
    return [row["match"] for row in json.loads(run("import", *paths, "--db", db, "--json").output)]


def newest_correction(db: Path) -> str:
    return [m["id"] for m in json.loads(run("list", "--db", db, "--json").output) if m["parent"]][-1]


def test_qa39_logs_verdicts_and_clean_twins() -> None:
    res = json.loads(run("verify", "--json", CCS_FAULT, ok=(1,)).output)
    assert [(v["seq"], v["rule"]) for v in res["violations"]] == [(21, "ccs.attack.summoned-this-turn")]
    assert json.loads(run("verify", "--json", FOW_FAULT, ok=(1,)).output)["violations"][0]["rule"] == "fow.will.exact"
    assert json.loads(run("verify", "--json", CCS_CLEAN).output)["violations"] == []
    assert json.loads(run("verify", "--json", FOW_CLEAN).output)["violations"] == []


# -- 1. --rulings with the packet format ---------------------------------------------------------------------------

def test_qa39_packet_with_rulings_flag_is_the_packet_and_checks(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    [mid] = imported(db, FOW_FAULT)
    run("note", mid, "--at", 20, "--judge", "J", "two stones for three will", "--db", db)
    flagged, plain = tmp_path / "flagged.md", tmp_path / "plain.md"
    res = run("export", mid, "--format", "packet", "--rulings", "-o", flagged, "--db", db)
    assert "Note: --rulings was left out: a packet always has the match's rulings" in res.stderr
    run("export", mid, "--format", "packet", "-o", plain, "--db", db)
    assert flagged.read_bytes() == plain.read_bytes()
    assert "two stones for three will" in flagged.read_text()  # the ruling is in the packet all the same
    out = run("verify", flagged, ok=(1,)).output  # the match's violation: exit 1, not 2 (unusable)
    assert "The packet is as matchledger wrote it" in out
    # csv and jsonl keep their rulings section
    assert b"two stones for three will" in run("export", mid, "--format", "csv", "--rulings", "--db", db).stdout_bytes


# -- 4. the import hint for a file's rulings ----------------------------------------------------------------------

def test_qa39_import_hint_for_rulings_names_the_ledger(tmp_path: Path) -> None:
    db, rt = tmp_path / "l.db", tmp_path / "rt.db"
    [mid] = imported(db, FOW_FAULT)
    run("note", mid, "--at", 20, "--judge", "J", "ruled", "--db", db)
    exported = tmp_path / "with-rulings.jsonl"
    run("export", mid, "--format", "jsonl", "--rulings", "-o", exported, "--db", db)
    res = run("import", "--db", rt, exported)
    command = f"`matchledger note {mid[:8]} --db {rt} --at SEQ --judge NAME TEXT`"
    assert command in res.stderr
    # followed as printed (the words filled in), it records the ruling in that ledger
    run("note", mid[:8], "--db", rt, "--at", 20, "--judge", "J", "ruled again")
    assert "ruled again" in run("show", mid[:8], "--db", rt).output
    fr = run("import", "--db", tmp_path / "rt2.db", "--lang", "fr", exported)
    assert f"--db {tmp_path / 'rt2.db'} --lang fr --at SEQ" in fr.stderr


# -- 2. a correction of a correction -------------------------------------------------------------------------------

@pytest.fixture
def chain(tmp_path: Path) -> dict:
    """alice's log (the summoned battler's attack at 21, bob's guardian reveal at 22) and bob's clean log of the
    same table; two rulings on alice's (the appeal superseding the first); then two corrections, one a branch of the
    other, leaving out the attack, then the reveal: the last has bob's events."""
    db = tmp_path / "ledger.db"
    a, b = imported(db, CCS_FAULT, CCS_CLEAN)
    run("note", a, "--at", 21, "--judge", "C. Dupont", "bob's log is right", "--db", db)
    run("note", a, "--at", 21, "--judge", "Committee", "--supersedes", "R1", "bob's log is right (appeal)", "--db", db)
    run("amend", a, "--at", 21, "--drop", "--reason", "attack never played", "--judge", "C. Dupont", "--db", db)
    c1 = newest_correction(db)
    run("amend", c1, "--at", 21, "--drop", "--reason", "reveal never played", "--judge", "C. Dupont", "--db", db)
    c2 = newest_correction(db)
    return {"db": db, "a": a, "b": b, "c1": c1, "c2": c2, "dir": tmp_path}


def _packet(chain: dict, match: str, name: str) -> tuple[Path, str]:
    out = chain["dir"] / name
    run("export", match, "--format", "packet", "-o", out, "--db", chain["db"])
    return out, out.read_text()


def test_qa39_final_correction_packet_carries_the_whole_chain(chain: dict) -> None:
    path, text = _packet(chain, chain["c2"], "settled.md")
    corrections = text.split("## Rulings and corrections")[1].split("## Transcript")[0]
    a, c1 = chain["a"], chain["c1"]
    assert f"- This log is a correction of match {c1}: event 21 left out; judge C. Dupont: reveal never played" \
        in corrections
    assert (f"- Match {c1}, which this log descends from, is a correction of match {a}: event 21 left out; judge "
            "C. Dupont: attack never played") in corrections
    assert f"- The violations on match {a}: ccs.attack.summoned-this-turn at seq 21" in corrections
    assert f"- The violations on match {c1}: ccs.guardian.unexpected at seq 21" in corrections
    assert f"- The rulings on match {a}, which this log descends from:" in corrections
    assert "bob's log is right (appeal)" in corrections and "R2 at seq 21 (supersedes R1)" in corrections
    assert "alice attacks bob's guardian stack with Blaze Captain (alice.11)" in corrections  # the event taken out
    # two logs of one table: this correction has bob's events, and its packet says so, as show and verify --all do
    assert f"Correction `{chain['c2'][:8]}` agrees with `{chain['b'][:8]}` (the same events): the logs agree, the " \
           "dispute is settled." in text
    assert "the dispute is settled" in run("show", chain["c2"], "--db", chain["db"]).output
    out = run("verify", path).output  # clean: exit 0
    assert "The packet is as matchledger wrote it" in out
    assert f"Rulings of match {a}, which this log descends from, in the packet: 2;" in out
    data = json.loads(run("verify", "--json", path).output)
    assert data["packet"]["ancestor_rulings"] == [{"match": a, "rulings": 2}]


def test_qa39_an_ancestor_ruling_edited_in_the_packet_is_named(chain: dict) -> None:
    path, text = _packet(chain, chain["c2"], "settled.md")
    path.write_text(text.replace("bob's log is right (appeal)", "alice's log is right (appeal)"))
    out = run("verify", path, ok=(2,)).output
    assert f"match {chain['a']}: rulings: R2: its content was edited (it no longer matches its hash)" in out


def test_qa39_explain_of_the_final_correction_gives_the_rulings_up_the_chain(chain: dict) -> None:
    line = (f"Ruling of match {chain['a']}, which this match descends from through corrections: R2 at seq 21 "
            "(supersedes R1), judge Committee")
    assert line in run("explain", chain["c2"], 21, "--db", chain["db"]).output
    path, _text = _packet(chain, chain["c2"], "settled.md")
    assert line in run("explain", path, 21).output  # from the packet alone
    data = json.loads(run("explain", chain["c2"], 21, "--db", chain["db"], "--json").output)
    assert [(x["match"], [r["number"] for r in x["rulings"]]) for x in data["corrections"]["ancestor_rulings"]] \
        == [(chain["a"], [1, 2])]
    # a first-level correction: its parent's rulings, as before, and nothing up the chain
    data = json.loads(run("explain", chain["c1"], 21, "--db", chain["db"], "--json", ok=(1,)).output)  # its reveal
    assert [r["number"] for r in data["corrections"]["parent_rulings"]] == [1, 2]
    assert data["corrections"]["ancestor_rulings"] == []


def test_qa39_original_packet_names_every_later_correction(chain: dict) -> None:
    path, text = _packet(chain, chain["a"], "alice.md")
    corrections = text.split("## Rulings and corrections")[1].split("## Transcript")[0]
    assert f"- Corrected by match {chain['c1']}: event 21 left out; judge C. Dupont: attack never played" in corrections
    assert (f"- Corrected in turn by match {chain['c2']}, a correction of match {chain['c1']}: event 21 left out; "
            "judge C. Dupont: reveal never played") in corrections
    assert "bob reveals guardian Verdant Healer (bob.5)" in corrections
    assert "The packet is as matchledger wrote it" in run("verify", path, ok=(1,)).output
    # show names it too (text and --json), under the first correction
    shown = run("show", chain["a"], "--db", chain["db"]).output
    assert (f"Branch:   {chain['c2']} (a correction of {chain['c1'][:8]}): event 21 left out; judge C. Dupont: reveal "
            "never played") in shown
    data = json.loads(run("show", chain["a"], "--db", chain["db"], "--json").output)
    assert [(b["match"], b["parent"]) for b in data["later_branches"]] == [(chain["c2"], chain["c1"])]
    assert [b["match"] for b in data["branches"]] == [chain["c1"]]


def test_qa39_one_level_correction_packet_names_its_parents_violation(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    [mid] = imported(db, FOW_FAULT)
    run("amend", mid, "--at", 20, "--replace", FOW_FIX, "--reason", "three stones", "--judge", "J", "--db", db)
    fix = newest_correction(db)
    out = tmp_path / "fix.md"
    run("export", fix, "--format", "packet", "-o", out, "--db", db)
    text = out.read_text()
    assert f"- The violations on match {mid}: fow.will.exact at seq 20" in text
    assert "descends from" not in text  # no chain above its parent
    assert "The packet is as matchledger wrote it" in run("verify", out).output


# -- 3. a correction imported into another ledger without its parent ---------------------------------------------

def test_qa39_correction_imported_alone_says_its_parent_is_elsewhere(tmp_path: Path) -> None:
    db, rt = tmp_path / "l.db", tmp_path / "rt.db"
    [mid] = imported(db, FOW_FAULT)
    run("note", mid, "--at", 20, "--judge", "J", "two stones for three will", "--db", db)
    run("amend", mid, "--at", 20, "--replace", FOW_FIX, "--reason", "three stones", "--judge", "J", "--db", db)
    fix = newest_correction(db)
    exported = tmp_path / "fix.jsonl"
    run("export", fix, "-o", exported, "--db", db)
    res = run("import", "--db", rt, exported)
    assert (f"match {fix[:8]} is a correction of match {mid[:8]}, which is not in this ledger: the events it changed "
            f"and the rulings on {mid[:8]} are not shown with it") in res.stderr
    home, away = tmp_path / "home.md", tmp_path / "away.md"
    run("export", fix, "--format", "packet", "-o", home, "--db", db)
    run("export", fix, "--format", "packet", "-o", away, "--db", rt)
    assert "- Stored " in home.read_text() and "two stones for three will" in home.read_text()
    text = away.read_text()
    assert "- Stored " not in text  # the copy's import time is not given as the correction's date
    assert (f"- Match {mid[:8]} is not in the ledger this packet was written from (this correction was imported there "
            "alone, ") in text
    assert "The packet is as matchledger wrote it" in run("verify", away).output
    # imported with its parent: nothing said
    both = run("import", "--db", tmp_path / "both.db", FOW_FAULT, exported)
    assert "not in this ledger" not in both.stderr


# -- 6. audit --key after sign -o; the rulings stream is a match's; one log with a clean correction -------------------

def test_qa39_audit_key_without_the_default_list_points_to_digests(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    [mid] = imported(db, FOW_FAULT)
    run("note", mid, "--at", 20, "--judge", "J", "ruled", "--db", db)
    key, other = tmp_path / "org.key", tmp_path / "other.json"
    run("sign", "--db", db, "--key", key, "--new-key", "-o", other)
    res = run("audit", "--db", db, "--key", f"{key}.pub", ok=(2,))
    assert f"{db}.signed.json: no such file: `audit --key` reads the signed list `sign` writes by default; a list " \
           "written elsewhere (`sign -o FILE`) is read with --digests FILE --key KEY" in res.output
    out = run("audit", "--db", db, "--key", f"{key}.pub", "--digests", other).output
    assert "every match's rulings stream, its chain and its times" in out and "judge's rulings" not in out


def test_qa39_one_log_with_a_clean_correction_still_needs_a_judge(tmp_path: Path) -> None:
    # (the docs say so, docs/disputes.md "One player's log alone": no ruling closes a table; pinned as documented)
    db = tmp_path / "l.db"
    [mid] = imported(db, FOW_FAULT)
    run("note", mid, "--at", 20, "--judge", "J", "three stones were paid at the table", "--db", db)
    run("amend", mid, "--at", 20, "--replace", FOW_FIX, "--reason", "three stones", "--judge", "J", "--db", db)
    fix = newest_correction(db)
    data = json.loads(run("verify", "--all", "--db", db, "--json", ok=(1,)).output)
    assert data["needs_judge"] == ["7"]
    assert json.loads(run("verify", fix, "--db", db, "--json").output)["clean"] is True
    assert "One player's log alone" in (Path(__file__).resolve().parent.parent / "docs" / "disputes.md").read_text()


def test_qa39_a_damaged_original_leaves_the_final_corrections_packet_written(chain: dict) -> None:
    # the original's header deleted outside matchledger: the final correction (its own events and its parent
    # intact) still gets its packet, which says that match cannot be read, as the parent's export would refuse it
    import uuid

    from test_tamper import forge

    forge(chain["db"], ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 1",
                        [uuid.UUID(chain["a"]).hex]))
    path, text = _packet(chain, chain["c2"], "settled.md")
    assert f"- Match {chain['a'][:8]} cannot be read from this ledger: match {chain['a']}" in text
    assert "The packet is as matchledger wrote it" in run("verify", path).output
