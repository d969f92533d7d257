"""Round 20's evidence findings: the rulings and the stored verdicts are evidence too.

1. A ruling rewritten (its hashes recomputed), cut off the end of its stream, or a match's only ruling
   deleted, is found against the signed or published list: each match's line states its rulings (how
   many, the hash of the last), and the ledger head covers them (digest format 2; format 1 still reads).
2. A ruling edited without recomputing its hash is refused wherever a match's rulings are read
   (`verify`, `show`, `export --format packet`, `view`: exit 2, one line naming the match and the ruling)
   and reported by `verify --integrity`.
3. `verify --all` trusts a stored verdict only while its seal (an HMAC with this machine's key over the
   verdict and the fingerprint of its match's rows) holds: a match edited after its verdict was stored is
   verified again (unusable, exit 2), a forged verdict row is not believed.
4. The refusal of a changed match is said in the judge's language.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.chain import chain_hash
from ledger.checkup import MatchFacts, ledger_head
from ledger.ruling import stream_id
from ledger.store import Ledger
from test_tamper import forge  # the forger of the tamper tests: guards dropped, edits made, guards put back

ROOT = Path(__file__).resolve().parent.parent
LOGS = [ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl",
        ROOT / "sample_logs" / "force_of_will" / "win-by-life.jsonl",
        ROOT / "sample_logs" / "chrono_clash" / "illegal" / "attack-untapped-battler.jsonl"]


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> tuple[Path, list[str]]:
    """Three matches (the last with a violation); two rulings on the first, one on the second; verdicts
    stored by `verify --all`; signed (format 2) and published as a plain list with the rulings columns."""
    folder = tmp_path_factory.mktemp("evidence")
    db = folder / "ledger.db"
    res = run("import", *map(str, LOGS), "--db", str(db))
    assert res.exit_code == 0, res.output
    with Ledger(str(db)) as led:
        ids = [m.id for m in led.list_matches()]
    for match_id, at, text in ((ids[0], "3", "Game loss for alice: a card drawn twice."),
                               (ids[0], "4", "Second remark: bob called the judge at once."),
                               (ids[1], "2", "Warning for bob: slow play.")):
        res = run("note", match_id, text, "--at", at, "--judge", "R. Lee", "--db", str(db))
        assert res.exit_code == 0, res.output
    res = run("verify", "--all", "--db", str(db))
    assert res.exit_code == 1, res.output  # the illegal match
    res = run("sign", "--db", str(db), "--key", str(folder / "org.key"), "--new-key")
    assert res.exit_code == 0, res.output
    report = json.loads(run("audit", "--db", str(db), "--json").stdout)
    assert report["clean"], report["problems"]
    (folder / "published.txt").write_text(f"head {report['head']}\n" + "".join(
        f"{f['id']} {f['digest']}" + (f" {f['rulings']} {f['rulings_head']}" if f.get("rulings") else "") + "\n"
        for f in report["facts"]))
    con = sqlite3.connect(db)  # everything in the file itself, so that a copy of it has it
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    return db, ids


@pytest.fixture
def ledger(pristine, tmp_path) -> tuple[Path, list[str]]:
    db, ids = pristine
    copy = tmp_path / "ledger.db"
    shutil.copy(db, copy)
    shutil.copy(f"{db}.signed.json", f"{copy}.signed.json")
    for name in ("org.key.pub", "published.txt"):
        shutil.copy(db.parent / name, tmp_path / name)
    return copy, ids


def ruling_rows(db: Path, match_id: str) -> list[tuple[int, dict]]:
    con = sqlite3.connect(db)
    rows = con.execute("SELECT originator_version, state FROM stored_events WHERE originator_id = ? "
                       "ORDER BY originator_version", [stream_id(match_id).hex]).fetchall()
    con.close()
    return [(v, json.loads(s)) for v, s in rows]


def set_ruling(match_id: str, version: int, data: dict) -> tuple[str, list]:
    return ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = ?",
            [json.dumps(data, separators=(",", ":")).encode(), stream_id(match_id).hex, version])


def rewrite_rulings(db: Path, match_id: str, text: str) -> None:
    """R1's words replaced and every ruling's hash recomputed, as the ledger chains them (no key needed)."""
    head, edits = chain_hash("", match_id), []
    for v, d in ruling_rows(db, match_id):
        if v == 1:
            continue
        if d["number"] == 1:
            d["text"] = text
        content = f"{d['number']}\n{d['seq']}\n{d['judge']}\n{d['text']}\n{d['supersedes']}\n{d['recorded_at']}"
        d["prev"], d["hash"] = head, chain_hash(head, content)
        head = d["hash"]
        edits.append(set_ruling(match_id, v, d))
    forge(db, *edits)


def problems(db: Path, *args: str) -> list[str]:
    res = run("audit", "--db", str(db), "--json", *args)
    report = json.loads(res.stdout)
    assert res.exit_code == (0 if report["clean"] else 1), res.output
    return [p["message"] for p in report["problems"]]


def head_line(db: Path, what: str) -> list[str]:
    """The ledger-level line of the audit against a list (the head, which every match change moves)."""
    return [m for m in problems(db, "--digests", what) if m.startswith("the ledger head")]


# -- 1. rulings against the signed and published lists ------------------------------------------


@pytest.mark.parametrize("against", ["signed", "published"])
def test_the_clean_twin_audits_clean_against_its_lists(ledger, against):
    db, ids = ledger
    args = ("--key", str(db.parent / "org.key.pub")) if against == "signed" else ("--digests",
                                                                                   str(db.parent / "published.txt"))
    assert problems(db, *args) == []
    signed = json.loads(json.loads(Path(f"{db}.signed.json").read_text())["statement"])
    assert signed["format"] == "matchledger-digests/2"
    listed = {m["id"]: (m["rulings"], len(m["rulings_head"])) for m in signed["matches"]}
    assert listed == {ids[0]: (2, 64), ids[1]: (1, 64), ids[2]: (0, 0)}


@pytest.mark.parametrize("against", ["signed", "published"])
def test_a_ruling_rewritten_with_its_hashes_recomputed_is_found_against_the_lists(ledger, against):
    db, ids = ledger
    rewrite_rulings(db, ids[0], "Warning only for alice; no game loss.")
    assert problems(db) == []  # every chain in the file checks: only a record kept outside can tell
    args = ("--key", str(db.parent / "org.key.pub")) if against == "signed" else ("--digests",
                                                                                   str(db.parent / "published.txt"))
    found = problems(db, *args)
    what = "the signed list" if against == "signed" else "the published list"
    assert [m for m in found if not m.startswith("the ledger head")] == [
        f"match {ids[0]}: rulings: R1..R2 are not the rulings of {what} (the hash of the last differs): rewritten"]
    assert len(found) == 2  # and the head, which covers them


def test_the_last_ruling_deleted_is_found_against_the_signed_list(ledger):
    db, ids = ledger
    forge(db, ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 3",
               [stream_id(ids[0]).hex]))
    assert problems(db) == []
    found = problems(db, "--key", str(db.parent / "org.key.pub"))
    assert [m for m in found if not m.startswith("the ledger head")] == [f"match {ids[0]}: rulings: R2 is missing"]
    assert len(found) == 2


def test_a_matchs_only_ruling_deleted_with_its_stream_is_found_against_both_lists(ledger):
    db, ids = ledger
    forge(db, ("DELETE FROM stored_events WHERE originator_id = ?", [stream_id(ids[1]).hex]))
    assert problems(db) == []
    for args in (("--key", str(db.parent / "org.key.pub")), ("--digests", str(db.parent / "published.txt"))):
        found = problems(db, *args)
        assert [m for m in found if not m.startswith("the ledger head")] == [f"match {ids[1]}: rulings: R1 is missing"]
        assert len(found) == 2


def test_a_list_signed_before_rulings_were_covered_still_reads_and_checks(ledger):
    """Digest format 1 (no rulings, the head over ``<id> <digest>`` alone): still clean, and still finds a
    match deleted; a plain list without the rulings columns likewise."""
    db, ids = ledger
    report = json.loads(run("audit", "--db", str(db), "--json").stdout)
    facts = [MatchFacts(**{k: f[k] for k in ("id", "digest", "game", "events", "imported_at")}) for f in report["facts"]]
    old_head = ledger_head(facts, rulings=False)
    assert old_head != report["head"]  # the rulings are in the new head
    statement = json.loads(json.loads(Path(f"{db}.signed.json").read_text())["statement"])
    statement["format"], statement["head"] = "matchledger-digests/1", old_head
    for m in statement["matches"]:
        del m["rulings"], m["rulings_head"]
    old = db.parent / "old.signed.json"
    old.write_text(json.dumps({"statement": json.dumps(statement), "signature": "", "public_key": ""}))
    plain = db.parent / "old.txt"
    plain.write_text(f"head {old_head}\n" + "".join(f"{f.id} {f.digest}\n" for f in facts))
    assert problems(db, "--digests", str(old)) == [] and problems(db, "--digests", str(plain)) == []
    forge(db, ("DELETE FROM stored_events WHERE originator_id = ?", [uuid.UUID(ids[2]).hex]),
          ("DELETE FROM matches WHERE id = ?", [ids[2]]))
    assert f"match {ids[2]}: in the published list ({old}) but not in the ledger: deleted" in problems(
        db, "--digests", str(old))


# -- 2. a ruling edited without its hash -----------------------------------------------------------


def _edit_r1_naively(db: Path, match_id: str) -> None:
    (v, d), = [(v, d) for v, d in ruling_rows(db, match_id) if v == 2]
    d["text"] = "Warning for alice: no game loss."
    forge(db, set_ruling(match_id, 2, d))


def test_a_ruling_edited_without_its_hash_is_refused_wherever_rulings_are_read(ledger, tmp_path):
    db, ids = ledger
    _edit_r1_naively(db, ids[0])
    line = (f"Error: match {ids[0]} in {db} fails its integrity check: rulings: R1: its content was edited "
            "(it no longer matches its hash)")
    for args in (["verify", ids[0]], ["show", ids[0]], ["export", ids[0], "--format", "packet"],
                 ["view", ids[0], "-o", str(tmp_path / "v.html")], ["replay", ids[0], "--at", "3"]):
        res = run(*args, "--db", str(db))
        assert res.exit_code == 2, (args, res.output)
        assert res.stderr.strip() == line, (args, res.stderr)
        assert "Warning for alice" not in res.output
    res = run("verify", "--integrity", ids[0], "--db", str(db))
    assert res.exit_code == 1, res.output
    assert res.output.splitlines()[1:] == [
        f"  match {ids[0]}: rulings: R1: its content was edited (it no longer matches its hash)"]
    assert problems(db) == [f"match {ids[0]}: rulings: R1: its content was edited (it no longer matches its hash)"]


def test_the_clean_twin_shows_its_rulings(ledger):
    db, ids = ledger
    res = run("verify", "--integrity", ids[0], "--db", str(db))
    assert res.exit_code == 0 and "is intact" in res.output and "Game loss for alice" in res.output, res.output
    res = run("show", ids[0], "--db", str(db))
    assert res.exit_code == 0 and "Game loss for alice" in res.output, res.output


# -- 3. stored verdicts bound to their match's rows -------------------------------------------------


def round_of(db: Path) -> tuple[int, dict[str, str]]:
    res = run("verify", "--all", "--db", str(db), "--json")
    rows = json.loads(res.stdout)["matches"]
    return res.exit_code, {r["match"] or r["ref"]: r["verdict"] for r in rows}


def test_the_clean_twin_round_reports_its_stored_verdicts(ledger):
    db, ids = ledger
    code, verdicts = round_of(db)
    assert code == 1 and verdicts == {ids[0]: "clean", ids[1]: "clean", ids[2]: "violations"}, verdicts
    con = sqlite3.connect(db)
    stored = dict(con.execute("SELECT match_id, violations FROM verdicts").fetchall())
    con.close()
    assert all(json.loads(v)["format"] == 2 for v in stored.values())


def edit_a_line(db: Path, match_id: str) -> None:
    """Rewrite the stored line of the match's fifth event (one space added), behind matchledger's back."""
    con = sqlite3.connect(db)
    (text,) = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 5",
                          [uuid.UUID(match_id).hex]).fetchone()
    con.close()
    data = json.loads(text)
    data["line"] = data["line"].replace('"seq":4', '"seq":4 ', 1)
    assert data["line"] != json.loads(text)["line"]
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 5",
               [json.dumps(data, separators=(",", ":")).encode(), uuid.UUID(match_id).hex]))


def test_a_match_edited_after_its_verdict_was_stored_is_not_vouched_for(ledger):
    db, ids = ledger
    edit_a_line(db, ids[0])
    code, verdicts = round_of(db)
    assert code == 2 and verdicts == {ids[0]: "unusable", ids[1]: "clean", ids[2]: "violations"}, verdicts


def test_a_forged_verdict_row_is_not_believed_by_the_round(ledger):
    db, ids = ledger
    forge(db, ("UPDATE verdicts SET clean = 1, violations = '[]' WHERE match_id = ?", [ids[2]]))
    code, verdicts = round_of(db)
    assert code == 1 and verdicts[ids[2]] == "violations", verdicts
    # verified again and stored sealed: the next round trusts it
    assert round_of(db) == (1, {ids[0]: "clean", ids[1]: "clean", ids[2]: "violations"})


def test_a_forged_seal_is_not_believed_either(ledger):
    """The seal is keyed: recomputing it needs this machine's key, which the ledger file does not hold."""
    db, ids = ledger
    con = sqlite3.connect(db)
    (text,) = con.execute("SELECT violations FROM verdicts WHERE match_id = ?", [ids[2]]).fetchone()
    con.close()
    data = json.loads(text)
    data["violations"] = []
    forge(db, ("UPDATE verdicts SET clean = 1, violations = ? WHERE match_id = ?", [json.dumps(data), ids[2]]))
    assert round_of(db)[1][ids[2]] == "violations"


# -- 4. the refusal in the judge's language ---------------------------------------------------------


def test_the_refusal_of_an_edited_match_is_translated(ledger):
    db, ids = ledger
    edit_a_line(db, ids[0])
    res = run("verify", ids[0], "--db", str(db), "--lang", "en")
    assert res.exit_code == 2 and res.stderr.strip() == (
        f"Error: match {ids[0]} in {db} fails its integrity check: event seq 4: its content was edited (it no "
        "longer matches its hash)"), res.stderr
    for args in (["verify", ids[0]], ["export", ids[0]], ["replay", ids[0], "--at", "2"]):
        res = run(*args, "--db", str(db), "--lang", "fr")
        assert res.exit_code == 2, (args, res.output)
        err = res.stderr.strip()
        assert "\n" not in err and ids[0] in err, err
        assert "événement seq 4" in err and "son contenu a été modifié" in err, err
        assert "its content was edited" not in err and "event seq" not in err, err


def test_a_forged_verdict_row_is_not_believed_on_postgresql_either(pg_url, pg_server, pg_database):
    """The workers' path (claims): each verdict stored sealed; a row changed behind the ledger's back is
    verified again."""
    import psycopg

    res = run("import", *map(str, LOGS), "--db", pg_url)
    assert res.exit_code == 0, res.output
    with Ledger(pg_url) as led:
        ids = [m.id for m in led.list_matches()]
    code, verdicts = round_of(pg_url)
    assert code == 1 and verdicts == {ids[0]: "clean", ids[1]: "clean", ids[2]: "violations"}, verdicts
    schema = pg_url.rsplit("schema=", 1)[1]
    with psycopg.connect(host=pg_server.socket_dir, dbname=pg_database, user=pg_server.user) as conn:
        rows = conn.execute(f'SELECT violations FROM "{schema}".verdicts').fetchall()
        assert len(rows) == 3 and all(json.loads(v)["format"] == 2 for (v,) in rows)
        conn.execute(f"""UPDATE "{schema}".verdicts SET clean = true, violations = '[]' WHERE match_id = %s""",
                     [ids[2]])
    code, verdicts = round_of(pg_url)
    assert code == 1 and verdicts[ids[2]] == "violations", verdicts
    with psycopg.connect(host=pg_server.socket_dir, dbname=pg_database, user=pg_server.user) as conn:
        (clean, text), = conn.execute(f'SELECT clean, violations FROM "{schema}".verdicts WHERE match_id = %s',
                                      [ids[2]]).fetchall()
    assert not clean and json.loads(text)["format"] == 2  # stored again, sealed
