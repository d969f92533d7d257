"""Round 27's evidence findings (the league organiser's season ledger):

1. A correction's packet with one of the PARENT's rulings dropped is held against what the signed list states
   of the parent's rulings (`match <parent>: rulings: R2 is missing`, exit 2).
2. `verify PACKET --digests` holds each other log of its table the packet names against the list.
3. A judge's correction and the match it corrects are not a disputed table (verify --all, the packet).
4. A match whose ruling was edited is unusable in a round (verify --all, two ids) and refused on the
   station's list, as one whose event was edited.
5. `explain` refuses a packet whose rulings fail their chain, and a stored match whose ruling was edited.
7. Without --key, a signed list whose signature no longer checks with the key it carries is refused; one
   that checks is said to prove only that it is unchanged.
8. `--json`: "as_written" is the packet's own; the disagreement with the list is "list_problems".
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from test_evidence_qa20_fixes import _edit_r1_naively

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "sample_logs" / "chrono_clash"
R1 = "Game loss for alice: a card drawn twice."
C1 = "Warning for bob: slow play."
C2 = "Caution for alice: deck not shuffled."
EDITED = "its content was edited (it no longer matches its hash)"


def run(*args, input: str | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], input=input)


def at_table(src: Path, out: Path, table: str) -> Path:
    """The log ``src`` with ``meta`` naming event, round and ``table`` in its header."""
    lines = src.read_text(encoding="utf-8").split("\n")
    head = json.loads(lines[0])
    head["meta"] = {"event": "League", "round": "3", "table": table}
    lines[0] = json.dumps(head, separators=(",", ":"))
    out.write_text("\n".join(lines), encoding="utf-8")
    return out


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict:
    """A and B: two logs of table 2 (a disputed table); C at table 3 with two rulings and a correction of it
    (C2); their packets; the signed list."""
    folder = tmp_path_factory.mktemp("evidence27")
    db = folder / "ledger.db"
    ids = {}
    for name, src, table in (("a", "win-quests.jsonl", "2"), ("b", "win-attack-no-guardians.jsonl", "2"),
                             ("c", "balanced-duel.jsonl", "3")):
        res = run("import", at_table(LOGS / src, folder / f"{name}.jsonl", table), "--db", db, "--json")
        assert res.exit_code == 0, res.output
        ids[name] = json.loads(res.output)[0]["match"]
    for match, at, text in ((ids["a"], "3", R1), (ids["c"], "3", C1), (ids["c"], "4", C2)):
        res = run("note", match, "--judge", "R. Lee", "--at", at, text, "--db", db)
        assert res.exit_code == 0, res.output
    res = run("amend", ids["c"], "--at", "5", "--drop", "--reason", "entered by mistake", "--judge", "R. Lee",
              "--db", db, "--json")
    assert res.exit_code == 0, res.output
    ids["c2"] = json.loads(res.output)["match"]
    packets = {}
    for name in ("a", "b", "c", "c2"):
        packets[name] = folder / f"{name}.md"
        res = run("export", ids[name], "--format", "packet", "-o", packets[name], "--db", db)
        assert res.exit_code == 0, res.output
    res = run("sign", "--db", db, "--key", folder / "org.key", "--new-key")
    assert res.exit_code == 0, res.output
    return {"db": db, "ids": ids, "packets": packets, "signed": Path(f"{db}.signed.json"),
            "key": folder / "org.key.pub", "folder": folder}


def sources_at(lines: list[str]) -> int:
    return lines.index("<!-- matchledger packet sources -->") + 2


def rewrite(path: Path, out: Path, change, drop: str | None = None) -> Path:
    """The packet at ``path`` with its sources changed by ``change`` (a function of the JSON) and every other line
    holding ``drop`` left out (the rendered lines of what was dropped from the sources)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    at = sources_at(lines)
    sources = json.loads(lines[at])
    change(sources)
    lines[at] = json.dumps(sources, separators=(",", ":"), ensure_ascii=False)
    out.write_text("\n".join(x for i, x in enumerate(lines) if i == at or drop is None or drop not in x),
                   encoding="utf-8")
    return out


def packet_json(res) -> dict:
    return json.loads(res.stdout)["packet"]


# -- 1. the parent's rulings against the signed list ----------------------------------------------------------


def test_a_parents_ruling_dropped_from_a_corrections_packet_is_found_against_the_signed_list(made, tmp_path):
    signed, key, ids = made["signed"], made["key"], made["ids"]
    res = run("verify", made["packets"]["c2"], "--digests", signed, "--key", key, "--json")  # the clean twin
    assert res.exit_code in (0, 1), res.output
    assert (packet_json(res)["problems"], packet_json(res)["as_written"]) == ([], True)

    def drop_c2(sources):
        sources["lineage"]["parent"]["rulings"] = sources["lineage"]["parent"]["rulings"][:1]

    path = rewrite(made["packets"]["c2"], tmp_path / "dropped.md", drop_c2, drop=C2)
    res = run("verify", path, "--json")  # without the list: a shorter chain that holds, as written
    assert res.exit_code in (0, 1) and packet_json(res)["as_written"], res.output
    res = run("verify", path, "--digests", signed, "--key", key, "--json")
    assert res.exit_code == 2, res.output
    assert packet_json(res)["problems"] == [f"match {ids['c']}: rulings: R2 is missing"]
    res = run("verify", path, "--digests", signed, "--key", key)
    assert res.exit_code == 2 and f"match {ids['c']}: rulings: R2 is missing" in res.stdout.splitlines()
    assert "are those of the signed list" not in res.stdout


# -- 2. the other logs of the table against the list ----------------------------------------------------------


def test_a_forged_digest_of_another_log_of_the_table_is_found_against_the_signed_list(made, tmp_path):
    signed, key, ids = made["signed"], made["key"], made["ids"]
    text = made["packets"]["a"].read_text(encoding="utf-8")
    digest = next(o["digest"] for o in json.loads(text.split("\n")[sources_at(text.split("\n"))])["same_table"])
    res = run("verify", made["packets"]["a"], "--digests", signed, "--key", key)  # the clean twin
    assert res.exit_code == 0, res.output
    path = tmp_path / "forged.md"
    path.write_text(text.replace(digest, "0" * 64), encoding="utf-8")
    res = run("verify", path)  # as written: the lines and the sources agree
    assert res.exit_code == 0, res.output
    res = run("verify", path, "--digests", signed, "--key", key, "--json")
    assert res.exit_code == 2, res.output
    assert packet_json(res)["problems"] == [f"match {ids['b']}: its digest is not the one in the signed list: "
                                            "rewritten"]
    res = run("verify", made["packets"]["a"], "--digests", signed, "--key", key)  # what was held against the list
    assert ("Other logs of this table the packet names, each held against the list: 1. A log of the table left "
            "out of the packet is not found so (the list names no tables): `matchledger verify --all` on the ledger "
            "names every log of a table.") in res.stdout.splitlines()


# -- 3. a correction is not a disputed table ------------------------------------------------------------------


def test_a_correction_and_its_parent_are_not_a_disputed_table(made):
    ids = made["ids"]
    res = run("verify", "--all", "--db", made["db"], "--json")
    assert res.exit_code in (0, 1), res.output
    tables = json.loads(res.stdout)["same_table"]
    assert [(t["table"], sorted(t["matches"])) for t in tables] == [("2", sorted([ids["a"], ids["b"]]))]
    for name in ("c", "c2"):
        assert "Another log of this table" not in made["packets"][name].read_text(encoding="utf-8")
    assert f"- Another log of this table in the ledger: match `{ids['b']}`" in \
        made["packets"]["a"].read_text(encoding="utf-8")  # the clean twin: a disputed table named


# -- 4. an edited ruling in a round and on the station's list ------------------------------------------------------


def test_a_match_whose_ruling_was_edited_is_unusable_in_a_round_and_refused_on_the_list(made, tmp_path):
    from starlette.testclient import TestClient

    from cli.station import make_app

    ids = made["ids"]
    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    res = run("verify", ids["a"], ids["b"], "--db", db, "--json")  # the clean twin (two logs of table 2: exit 1)
    assert res.exit_code == 1 and json.loads(res.stdout)["totals"]["unusable"] == 0, res.output
    _edit_r1_naively(db, ids["a"])
    why = f"match {ids['a']} in {db} fails its integrity check: rulings: R1: {EDITED}"
    for args in (("verify", "--all"), ("verify", ids["a"], ids["b"])):
        res = run(*args, "--db", db, "--json")
        assert res.exit_code == 2, res.output
        rows = json.loads(res.stdout)["matches"]
        assert [(r["ref"], r["verdict"], r["error"]) for r in rows if r["verdict"] == "unusable"] == [
            (ids["a"], "unusable", why)]
    data = TestClient(make_app(str(db)), raise_server_exceptions=False).get("/api/matches").json()
    assert [(d["match"] if "match" in d else d["id"]) for d in data if "refused" in d] == [ids["a"]]


# -- 5. explain refuses ------------------------------------------------------------------------------------------


def test_explain_refuses_a_packet_whose_ruling_was_forged_and_a_match_whose_ruling_was_edited(made, tmp_path):
    ids = made["ids"]
    res = run("explain", made["packets"]["a"], "2")  # the clean twin
    assert res.exit_code == 0, res.output
    path = tmp_path / "forged.md"
    path.write_text(made["packets"]["a"].read_text(encoding="utf-8").replace(R1, "A warning only."), encoding="utf-8")
    res = run("explain", path, "2")
    assert res.exit_code == 2, res.output
    lines = path.read_text(encoding="utf-8").split("\n")
    assert res.stderr.strip() == f"Error: {path}:{sources_at(lines) + 1}: R1: {EDITED}"
    assert res.stdout == ""
    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    assert run("explain", ids["a"], "2", "--db", db).exit_code == 0  # the clean twin
    _edit_r1_naively(db, ids["a"])
    res = run("explain", ids["a"], "2", "--db", db)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: match {ids['a']} in {db} fails its integrity check: rulings: R1: {EDITED}"


# -- 7. a signed list read without its key --------------------------------------------------------------------------


def _forged_list(made, tmp_path) -> Path:
    doc = json.loads(made["signed"].read_text())
    statement = json.loads(doc["statement"])
    statement["matches"][0]["events"] += 1
    doc["statement"] = json.dumps(statement, ensure_ascii=False, sort_keys=True)
    out = tmp_path / "forged.signed.json"
    out.write_text(json.dumps(doc, indent=1))
    return out


def test_a_signed_list_whose_signature_fails_is_refused_without_a_key(made, tmp_path):
    forged = _forged_list(made, tmp_path)
    line = (f"Error: {forged}: the signature does not check with the public key the file carries: the file was "
            "changed after signing")
    for args in (("audit", "--db", made["db"], "--digests", forged),
                 ("verify", made["packets"]["a"], "--digests", forged)):
        res = run(*args)
        assert res.exit_code == 2, res.output
        assert res.stderr.strip() == line


def test_a_signed_list_read_without_a_key_says_what_it_proves(made):
    note = (f"{made['signed']}: its signature checks with the public key it carries: the list is unchanged since it "
            "was signed, but who signed it is not checked (give --key with the organiser's public key)")
    res = run("verify", made["packets"]["a"], "--digests", made["signed"])  # the clean list, no key
    assert res.exit_code == 0, res.output
    assert note in res.stdout.splitlines()
    res = run("audit", "--db", made["db"], "--digests", made["signed"])
    assert res.exit_code == 0 and note in res.stdout, res.output
    res = run("verify", made["packets"]["a"], "--digests", made["signed"], "--key", made["key"])
    assert res.exit_code == 0 and note not in res.stdout, res.output


# -- 8. as written, apart from the list --------------------------------------------------------------------------------


def test_a_packet_whose_match_is_not_in_the_list_is_still_as_written(made, tmp_path):
    ids = made["ids"]
    report = json.loads(run("audit", "--db", made["db"], "--json").stdout)
    plain = tmp_path / "list.txt"
    plain.write_text("".join(f"{f['id']} {f['digest']}\n" for f in report["facts"] if f["id"] != ids["a"]))
    res = run("verify", made["packets"]["c"], "--digests", plain, "--json")  # the clean twin
    assert res.exit_code in (0, 1), res.output
    assert (packet_json(res)["as_written"], packet_json(res)["list_problems"]) == (True, [])
    res = run("verify", made["packets"]["a"], "--digests", plain, "--json")
    assert res.exit_code == 2, res.output
    data = packet_json(res)
    line = f"match {ids['a']}: not in the published list ({plain})"
    assert (data["as_written"], data["list_problems"], data["problems"]) == (True, [line], [line])


# -- 6. two swapped events are one line ---------------------------------------------------------------------------


def _audit(db: Path) -> list[str]:
    res = run("audit", "--db", db, "--json")
    assert res.exit_code in (0, 1), res.output
    return [p["message"] for p in json.loads(res.stdout)["problems"]]


def _swap_rows(db: Path, oid: str, table: str, v1: int, v2: int) -> None:
    import sqlite3

    from test_tamper import forge

    con = sqlite3.connect(db)
    rows = dict(con.execute(f"SELECT originator_version, state FROM {table} WHERE originator_id = ? AND "
                            "originator_version IN (?, ?)", [oid, v1, v2]).fetchall())
    con.close()
    sql = f"UPDATE {table} SET state = ? WHERE originator_id = ? AND originator_version = ?"
    forge(db, (sql, [rows[v2], oid, v1]), (sql, [rows[v1], oid, v2]))


def test_two_match_events_swapped_far_apart_are_one_line_of_the_audit_and_of_verify(made, tmp_path):
    import uuid

    ids = made["ids"]
    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    assert _audit(db) == []  # the clean twin
    _swap_rows(db, uuid.UUID(ids["a"]).hex, "stored_events", 6, 9)  # events seq 5 and 8
    line = f"match {ids['a']}: events seq 5 and 8 were swapped (each is stored in the other's place)"
    assert _audit(db) == [line]
    res = run("verify", ids["a"], "--db", db)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == (f"Error: match {ids['a']} in {db} fails its integrity check: events seq 5 and 8 "
                                  "were swapped (each is stored in the other's place)")


def test_two_rulings_swapped_are_one_line_of_the_audit(made, tmp_path):
    from ledger.ruling import stream_id

    ids = made["ids"]
    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    _swap_rows(db, stream_id(ids["c"]).hex, "stored_events", 2, 3)  # R1 and R2
    assert _audit(db) == [f"match {ids['c']}: rulings: R1 and R2 were swapped (each is stored in the other's place)"]


def test_a_header_swapped_with_its_first_event_does_not_orphan_its_rulings(made, tmp_path):
    import uuid

    ids = made["ids"]
    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    _swap_rows(db, uuid.UUID(ids["a"]).hex, "stored_events", 1, 2)
    found = _audit(db)
    assert found and all(p.startswith(f"match {ids['a']}: ") for p in found), found
    assert not any("belongs to no match" in p for p in found), found


def _recording(db: Path, n: int) -> str:
    from test_league_qa23_fixes import recorded

    return recorded(str(db), n)


def test_two_recorded_events_swapped_are_one_line_and_resume_says_what_changed(tmp_path):
    import uuid

    db = tmp_path / "live.db"
    rid = _recording(db, 6)
    assert _audit(db) == []  # the clean twin
    _swap_rows(db, uuid.UUID(rid).hex, "stored_events", 3, 6)  # events seq 2 and 5
    assert _audit(db) == [f"recording {rid}: events seq 2 and 5 were swapped (each is stored in the other's place)"]
    res = run("record", "--resume", rid[:8], "--db", db, input="quit\n")
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == (f"Error: recording {rid} in {db} fails its integrity check: events seq 2 and 5 "
                                  "were swapped (each is stored in the other's place)")


def test_resume_of_an_edited_recording_says_what_changed(tmp_path):
    import sqlite3
    import uuid

    from test_tamper import forge

    db = tmp_path / "live.db"
    rid = _recording(db, 3)
    con = sqlite3.connect(db)
    (state,) = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 3",
                           [uuid.UUID(rid).hex]).fetchone()
    con.close()
    data = json.loads(state)
    data["line"] = data["line"][:-1] + ',"note":"edited"}'
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 3",
               [json.dumps(data, separators=(",", ":")).encode(), uuid.UUID(rid).hex]))
    res = run("record", "--resume", rid[:8], "--db", db, input="quit\n")
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == (f"Error: recording {rid} in {db} fails its integrity check: event seq 2: its "
                                  "content was edited (it no longer matches its hash)")
