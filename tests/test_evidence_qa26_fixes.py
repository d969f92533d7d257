"""Round 26's evidence findings: a packet's rulings are checked wherever a packet is read.

1. A ruling forged in a packet (its rendered line and its sources alike) is refused by every reader of the
   packet (replay, show, view, export md and packet: exit 2, one line), and `verify` no longer says "as
   matchledger wrote it" of it.
2. `verify PACKET` states the packet's rulings (how many, the hash of the last) to compare with the signed
   list; a "superseded by R2" whose R2 was dropped is refused.
3. A correction's packet: the parent's rulings it holds are checked, chained from the parent's match id.
4. The station answers 409 (one line), never 500, for a match whose ruling was edited in the ledger.
5. A packet re-saved with CRLF line ends or a UTF-8 BOM still reads as the packet it is.
6. `note` refuses to add a ruling to a match that fails its integrity check.
7. `import` of a packet says it is an appeals packet and how to import its match.
8. A packet written from a packet keeps its corrections (the lineage in its sources).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from test_evidence_qa20_fixes import _edit_r1_naively, edit_a_line

ROOT = Path(__file__).resolve().parent.parent
LOG = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"
R1 = "Game loss for alice: a card drawn twice."
R2 = "On appeal: a warning only."
FORGED = "On appeal: a game loss for bob."
EDITED = "its content was edited (it no longer matches its hash)"


def run(*args: str):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict:
    """A match with two rulings (R2 superseding R1), a correction of it (a branch), and their packets."""
    folder = tmp_path_factory.mktemp("evidence26")
    db = folder / "ledger.db"
    res = run("import", LOG, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    match = json.loads(res.output)[0]["match"]
    for args in (("--at", "3", R1), ("--at", "4", "--supersedes", "R1", R2)):
        res = run("note", match, "--judge", "R. Lee", *args, "--db", db)
        assert res.exit_code == 0, res.output
        if not (folder / "r1.md").exists():  # a packet written before R2: a shorter chain that holds
            assert run("export", match, "--format", "packet", "-o", folder / "r1.md", "--db", db).exit_code == 0
    res = run("amend", match, "--at", "5", "--drop", "--reason", "recorded by mistake", "--judge", "R. Lee",
              "--db", db, "--json")
    assert res.exit_code == 0, res.output
    branch = json.loads(res.output)["match"]
    packet, branch_packet = folder / "packet.md", folder / "branch.md"
    for ref, out in ((match, packet), (branch, branch_packet)):
        res = run("export", ref, "--format", "packet", "-o", out, "--db", db)
        assert res.exit_code == 0, res.output
    res = run("sign", "--db", db, "--key", folder / "org.key", "--new-key")
    assert res.exit_code == 0, res.output
    return {"db": db, "match": match, "r1": folder / "r1.md", "branch": branch, "packet": packet, "branch_packet": branch_packet}


def forged(made: dict, tmp_path: Path, name: str = "packet.md", key: str = "packet", old: str = R2,
           new: str = FORGED) -> Path:
    """The packet with a ruling's words changed everywhere they stand (its line and its sources), the
    hashes left as they were."""
    text = made[key].read_text(encoding="utf-8")
    assert text.count(old) >= 2
    out = tmp_path / name
    out.write_text(text.replace(old, new), encoding="utf-8")
    return out


def sources_line(path: Path) -> int:
    lines = path.read_text(encoding="utf-8").split("\n")
    return lines.index("<!-- matchledger packet sources -->") + 3


READERS = (("replay", "--at", "4"), ("show",), ("view", "-o", "{out}"), ("export", "--format", "md"),
           ("export", "--format", "packet"))


def read_with(reader: tuple, path: Path, tmp_path: Path):
    cmd, *rest = reader
    return run(cmd, path, *(a.format(out=tmp_path / "v.html") for a in rest))


# -- 1. a forged ruling -------------------------------------------------------------------------------------


@pytest.mark.parametrize("reader", READERS, ids=lambda r: " ".join(r[:3]))
def test_a_ruling_forged_in_both_places_is_refused_by_every_reader_of_the_packet(made, tmp_path, reader):
    path = forged(made, tmp_path)
    res = read_with(reader, path, tmp_path)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: {path}:{sources_line(path)}: R2: {EDITED}"
    assert FORGED not in res.stdout


@pytest.mark.parametrize("reader", READERS, ids=lambda r: " ".join(r[:3]))
def test_the_clean_twin_packet_is_read_by_every_reader(made, tmp_path, reader):
    res = read_with(reader, made["packet"], tmp_path)
    assert res.exit_code == 0, res.output


def test_verify_of_a_forged_ruling_does_not_say_as_written(made, tmp_path):
    path = forged(made, tmp_path)
    res = run("verify", path)
    assert res.exit_code == 2, res.output
    # named where the packet holds it, as show PACKET.md names it (desk qa36 3)
    assert any(x.startswith(f"{path}:") and x.endswith(f": R2: {EDITED}") for x in res.stdout.splitlines())
    assert "as matchledger wrote it" not in res.stdout and FORGED not in res.stdout
    res = run("verify", path, "--json")
    assert res.exit_code == 2
    data = json.loads(res.stdout)["packet"]
    assert (data["as_written"], data["rulings_edited"], data["problems"]) == (False, [2], [f"R2: {EDITED}"])


# -- 2. the rulings to compare with the signed list; a dropped ruling -----------------------------------------


def test_verify_states_the_packets_rulings_beside_its_digest(made):
    report = json.loads(run("audit", "--db", made["db"], "--json").stdout)
    facts = {f["id"]: f for f in report["facts"]}[made["match"]]
    res = run("verify", made["packet"], "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)["packet"]
    assert (data["rulings"], data["rulings_head"], data["as_written"], data["problems"]) == (
        facts["rulings"], facts["rulings_head"], True, [])
    res = run("verify", made["packet"])
    assert (f"Rulings in the packet: 2; the hash of the last: {facts['rulings_head']}. Compare them with the "
            "organiser's signed list (it states each match's rulings: how many, the hash of the last).") \
        in res.stdout.splitlines()


def test_a_superseding_ruling_dropped_from_a_packet_is_refused(made, tmp_path):
    text = made["packet"].read_text(encoding="utf-8")
    lines = text.split("\n")
    at = sources_line(made["packet"]) - 1
    sources = json.loads(lines[at])
    sources["rulings"] = sources["rulings"][:1]  # R2 gone; R1 still says "superseded by R2"
    lines[at] = json.dumps(sources, separators=(",", ":"), ensure_ascii=False)
    path = tmp_path / "dropped.md"
    path.write_text("\n".join(line for line in lines if R2 not in line), encoding="utf-8")
    res = run("show", path)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: {path}:{sources_line(path)}: match {made['match']}: rulings: R2 is missing"
    res = run("verify", path, "--json")
    assert res.exit_code == 2
    assert json.loads(res.stdout)["packet"]["problems"] == [f"match {made['match']}: rulings: R2 is missing"]


def test_verify_holds_a_packet_against_the_signed_list(made):
    signed, key = f"{made['db']}.signed.json", made["db"].parent / "org.key.pub"
    res = run("verify", made["packet"], "--digests", signed, "--key", key)  # the clean twin
    assert res.exit_code == 0, res.output
    assert f"The packet's match, digest and rulings are those of the signed list ({signed})." in res.stdout
    res = run("verify", made["r1"], "--digests", signed, "--key", key, "--json")  # R2 left out: a chain that holds
    assert res.exit_code == 2, res.output
    assert json.loads(res.stdout)["packet"]["problems"] == [f"match {made['match']}: rulings: R2 is missing"]
    res = run("verify", made["r1"])  # without the list: its rulings stated, to compare by hand
    assert res.exit_code == 0 and "Rulings in the packet: 1; the hash of the last: " in res.stdout, res.output


# -- 3. the parent's rulings in a correction's packet ------------------------------------------------------


def test_the_parents_rulings_in_a_branch_packet_are_checked(made, tmp_path):
    path = forged(made, tmp_path, "branch.md", "branch_packet")
    line = f"match {made['match']}: rulings: R2: {EDITED}"
    res = run("verify", path, "--json")
    assert res.exit_code == 2, res.output
    data = json.loads(res.stdout)["packet"]
    assert (data["problems"], data["as_written"]) == ([line], False)
    res = run("show", path)
    assert res.exit_code == 2 and res.stderr.strip() == f"Error: {path}:{sources_line(path)}: {line}"
    res = run("verify", made["branch_packet"])  # the clean twin (the branch breaks a rule: exit 1)
    assert res.exit_code == 1 and "The packet is as matchledger wrote it" in res.stdout, res.output


# -- 4. the station ---------------------------------------------------------------------------------------


def test_the_station_refuses_a_match_whose_ruling_was_edited_with_409(made, tmp_path):
    from starlette.testclient import TestClient

    from cli.station import make_app

    import shutil

    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    client = TestClient(make_app(str(db)), raise_server_exceptions=False)
    paths = [f"/match/{made['match']}", f"/api/matches/{made['match']}", f"/api/matches/{made['match']}/verify"]
    for p in paths:  # the clean twin
        assert client.get(p).status_code == 200, p
    _edit_r1_naively(db, made["match"])
    client = TestClient(make_app(str(db)), raise_server_exceptions=False)
    for p in paths:
        res = client.get(p)
        assert res.status_code == 409, (p, res.status_code, res.text[:300])
        assert res.text == (f"409: match {made['match']} in {db} fails its integrity check: rulings: R1: "
                            f"{EDITED}\n")


# -- 5. CRLF and BOM ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("resave", ["crlf", "bom"])
def test_a_packet_resaved_with_crlf_or_a_bom_reads_as_written(made, tmp_path, resave):
    data = made["packet"].read_bytes()
    data = data.replace(b"\n", b"\r\n") if resave == "crlf" else b"\xef\xbb\xbf" + data
    path = tmp_path / "resaved.md"
    path.write_bytes(data)
    res = run("verify", path)
    assert res.exit_code == 0, res.output
    assert "The packet is as matchledger wrote it: written again from its sources, every line is the same." \
        in res.stdout.splitlines()
    res = run("show", path)
    assert res.exit_code == 0 and R2 in res.stdout, res.output


# -- 6. note on a match that fails its check ------------------------------------------------------------------


@pytest.mark.parametrize("edit", ["event", "ruling"])
def test_note_refuses_a_match_that_fails_its_integrity_check(made, tmp_path, edit):
    import shutil

    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    args = ("note", made["match"][:8], "--at", "2", "--judge", "Z", "A remark.", "--db", db)
    res = run(*args)  # the clean twin
    assert res.exit_code == 0, res.output
    if edit == "event":
        edit_a_line(db, made["match"])
        why = "event seq 4: its content was edited (it no longer matches its hash)"
    else:
        _edit_r1_naively(db, made["match"])
        why = f"rulings: R1: {EDITED}"
    res = run(*args)
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == f"Error: match {made['match']} in {db} fails its integrity check: {why}"
    assert "R4" not in res.stdout


# -- 7. import of a packet -------------------------------------------------------------------------------------


def test_import_of_a_packet_says_how_to_import_its_match(made, tmp_path):
    db = tmp_path / "fresh.db"
    res = run("import", "--verify", "--db", db, made["packet"])
    assert res.exit_code == 2, res.output
    assert res.stderr.strip() == (f"Error: {made['packet']}:1: an appeals packet, not a match log: write its log "
                                  f"first (matchledger export {made['packet']} --format jsonl -o LOG.jsonl), then "
                                  "import that")
    log = tmp_path / "x.jsonl"
    assert run("export", made["packet"], "--format", "jsonl", "-o", log).exit_code == 0
    assert run("import", "--db", db, log).exit_code == 0  # the clean twin: its log imports


# -- 8. a packet written from a packet ---------------------------------------------------------------------------


def test_a_packet_written_from_a_branch_packet_keeps_its_corrections(made, tmp_path):
    out = tmp_path / "again.md"
    res = run("export", made["branch_packet"], "--format", "packet", "-o", out)
    assert res.exit_code == 0, res.output
    text = out.read_text(encoding="utf-8")
    assert f"- This log is a correction of match {made['match']}: event 5 left out; judge R. Lee: " \
           "recorded by mistake" in text
    assert out.read_bytes() == made["branch_packet"].read_bytes()
    res = run("verify", out)  # the branch breaks a rule: exit 1
    assert res.exit_code == 1 and "The packet is as matchledger wrote it" in res.stdout, res.output


# -- 9. the audit: two events swapped, a parent's edit ------------------------------------------------------------


def _audit(db: Path) -> list[str]:
    res = run("audit", "--db", db, "--json")
    assert res.exit_code in (0, 1), res.output
    return [p["message"] for p in json.loads(res.stdout)["problems"]]


def test_two_events_swapped_are_one_line_of_the_audit(made, tmp_path):
    import shutil
    import sqlite3
    import uuid

    from test_tamper import forge

    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    assert _audit(db) == []  # the clean twin
    oid = uuid.UUID(made["match"]).hex
    con = sqlite3.connect(db)
    rows = dict(con.execute("SELECT originator_version, state FROM stored_events WHERE originator_id = ? AND "
                            "originator_version IN (3, 4)", [oid]).fetchall())
    con.close()
    sql = "UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = ?"
    forge(db, (sql, [rows[4], oid, 3]), (sql, [rows[3], oid, 4]))
    assert _audit(db) == [f"match {made['match']}: events seq 2 and 3 were swapped (each is stored in the other's "
                          "place)"]


def test_an_edit_of_a_parents_event_is_not_blamed_on_its_correction(made, tmp_path):
    import shutil

    db = tmp_path / "ledger.db"
    shutil.copy(made["db"], db)
    import sqlite3
    import uuid

    from test_tamper import forge

    oid = uuid.UUID(made["match"]).hex  # the parent's seq 1, before the correction's branch point (5): another card
    con = sqlite3.connect(db)
    (text,) = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 2",
                          [oid]).fetchone()
    con.close()
    data = json.loads(text)
    assert '"card":"alice.11"' in data["line"]
    data["line"] = data["line"].replace('"card":"alice.11"', '"card":"alice.12"')
    forge(db, ("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 2",
               [json.dumps(data, separators=(",", ":")).encode(), oid]))
    assert _audit(db) == [f"match {made['match']}: event seq 1: {EDITED}"]
