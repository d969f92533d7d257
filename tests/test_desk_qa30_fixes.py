"""Round 30, the judge's desk (desk B): a correction's branch point said once (show, explain, amend, diff, the
station); show and explain of an appeals packet name its corrections; a correction's packet and explain name
the parent's rulings behind it; diff's board lines whose values are card ids name the cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
PLAYER = ROOT / "examples/table-7/player.jsonl"  # ccs.summon.not-in-hand at 20: the player's log is wrong at 12
SCOREKEEPER = ROOT / "examples/table-7/scorekeeper.jsonl"  # the clean twin: its event 12 is the right one
FFTCG = ROOT / "sample_logs/fftcg/stack-three-deep-and-party-attack.jsonl"  # alice attacks with alice.1 at 29


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, [*map(str, args)], input=input)


def _rules(log: Path, db: str) -> list[tuple[str, int]]:
    res = run("verify", log, "--db", db, "--json")
    return [(v["rule"], v["seq"]) for v in json.loads(res.output)["violations"]]


@pytest.fixture
def desk(tmp_path):
    """The player's log stored, ruling R1 at seq 12, and its correction replacing event 12 (bfba5996's kind)."""
    db = str(tmp_path / "ledger.db")
    assert _rules(PLAYER, db) == [("ccs.summon.not-in-hand", 20)]
    assert _rules(SCOREKEEPER, db) == []
    res = run("import", PLAYER, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    parent = (out[0] if isinstance(out, list) else out)["match"]
    res = run("note", parent, "--at", "12", "--judge", "M. Curie", "The scorekeeper's log is right.", "--db", db)
    assert res.exit_code == 0, res.output
    fix = tmp_path / "fix12.jsonl"
    fix.write_text(SCOREKEEPER.read_text(encoding="utf-8").splitlines()[12] + "\n", encoding="utf-8")
    res = run("amend", parent, "--at", "12", "--replace", fix, "--reason", "per R1", "--judge", "M. Curie",
              "--db", db)
    assert res.exit_code == 0, res.output
    branch = res.output.split()[0]
    assert len(branch) == 36, res.output
    return {"db": db, "parent": parent, "branch": branch, "amend": res.output, "tmp": tmp_path}


def _lines_naming(text: str, what: str) -> list[str]:
    return [line for line in text.splitlines() if what in line]


# -- 5. the branch point said once -------------------------------------------------------------------------------


def test_amend_says_the_branch_point_once(desk):
    (line,) = _lines_naming(desk["amend"], desk["parent"])
    assert line.count("seq 12") == 1, line
    assert f"correction of {desk['parent']} (a replacement from seq 12; " in line, line
    res = run("verify", desk["branch"], "--db", desk["db"], "--json")
    assert json.loads(res.output)["violations"] == []  # the correction is clean


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_show_and_explain_of_the_parent_say_the_branch_point_once(desk, lang):
    for args in (("show", desk["parent"]), ("explain", desk["parent"], "12")):
        res = run(*args, "--db", desk["db"], "--lang", lang)
        assert res.exit_code == 0, res.output
        (line,) = _lines_naming(res.output, desk["branch"])
        assert line.count("seq 12") == 1, line  # "bfba5996…: a replacement from seq 12; judge ...", never twice


def test_diff_says_the_branch_point_once(desk):
    for lang in ("en", "it"):
        res = run("diff", desk["parent"], desk["branch"], "--db", desk["db"], "--lang", lang)
        assert res.exit_code == 1, res.output
        (line,) = [x for x in res.output.splitlines() if x.startswith("B ") and "A" in x]
        assert line.count("seq 12") == 1, line
    data = json.loads(run("diff", desk["parent"], desk["branch"], "--db", desk["db"], "--json").output)
    assert data["lineage"] == "B is a correction of A: a replacement from seq 12; judge M. Curie: per R1"
    assert data["first_difference"] == 12


def test_the_station_page_says_the_branch_point_once(desk):
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from cli.station import make_app

    page = TestClient(make_app(desk["db"])).get(f"/match/{desk['parent']}").text
    b = desk["branch"]
    assert (f'<ul id="branches"><li><a href="/match/{b}"><code>{b[:8]}</code></a>: a replacement from seq 12; '
            "judge M. Curie: per R1</li></ul>") in page


# -- 3. show and explain of an appeals packet name its corrections --------------------------------------------------


def _packet(desk, match: str, name: str, lang: str = "en") -> str:
    out = desk["tmp"] / name
    res = run("export", match, "--format", "packet", "-o", out, "--db", desk["db"], "--lang", lang)
    assert res.exit_code == 0, res.output
    return str(out)


def test_show_and_explain_of_a_packet_name_its_corrections(desk):
    pk = _packet(desk, desk["parent"], "packet.md")
    res = run("show", pk)
    assert res.exit_code == 0, res.output
    assert f"Branch:   {desk['branch']}: a replacement from seq 12; judge M. Curie: per R1" in res.output
    data = json.loads(run("show", pk, "--json").output)
    assert [(b["match"], b["at"], b["action"]) for b in data["branches"]] == [(desk["branch"], 12, "replace")]
    res = run("explain", pk, "12")
    assert res.exit_code == 0, res.output  # the player's event 12 breaks nothing itself: seq 20 does
    assert f"Branch:   {desk['branch']}: a replacement from seq 12" in res.output
    assert "Ruling R1 at seq 12, judge M. Curie" in res.output
    data = json.loads(run("explain", pk, "12", "--json").output)
    assert [(b["match"], b["at"]) for b in data["corrections"]["branches"]] == [(desk["branch"], 12)]
    assert data["corrections"]["amends"] is None
    # the clean twin: a packet of a match with no corrections names none
    db2 = str(desk["tmp"] / "clean.db")
    assert run("import", SCOREKEEPER, "--db", db2).exit_code == 0
    mid = json.loads(run("list", "--db", db2, "--json").output)[0]["id"]
    clean = desk["tmp"] / "clean.md"
    assert run("export", mid, "--format", "packet", "-o", clean, "--db", db2).exit_code == 0
    data = json.loads(run("explain", clean, "12", "--json").output)
    assert data["corrections"]["branches"] == [] and data["corrections"]["parent_rulings"] == []


# -- 4. a correction's packet and explain name the parent's rulings behind it ----------------------------------------


def test_verify_of_a_corrections_packet_states_the_parents_rulings(desk):
    pk = _packet(desk, desk["branch"], "packet_br.md", "it")
    res = run("verify", pk, "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    facts = data.get("packet", data)
    r1 = json.loads(run("show", desk["parent"], "--db", desk["db"], "--json").output)["rulings"][0]
    assert facts["rulings"] == 0
    assert facts["parent_rulings"] == {"match": desk["parent"], "rulings": 1, "rulings_head": r1["hash"]}
    res = run("verify", pk, "--lang", "it")
    assert res.exit_code == 0, res.output
    assert f"{desk['parent']}" in res.output and r1["hash"] in res.output
    # the parent's own packet is not a correction's: no parent's rulings
    facts = json.loads(run("verify", _packet(desk, desk["parent"], "packet.md"), "--json").output)
    facts = facts.get("packet", facts)
    assert facts["parent_rulings"] is None and facts["rulings"] == 1


def test_explain_of_a_correction_names_the_parents_ruling_behind_it(desk):
    pk = _packet(desk, desk["branch"], "packet_br.md")
    for ref, db in ((desk["branch"], desk["db"]), (pk, desk["db"])):
        res = run("explain", ref, "12", "--db", db)
        assert res.exit_code == 0, res.output
        (line,) = _lines_naming(res.output, "The scorekeeper's log is right.")
        assert desk["parent"] in line and "R1 at seq 12" in line, line
        data = json.loads(run("explain", ref, "12", "--db", db, "--json").output)
        assert data["rulings"] == []  # the correction has none of its own
        assert [(r["number"], r["seq"]) for r in data["corrections"]["parent_rulings"]] == [(1, 12)]
    # the parent itself corrects nothing: no parent's rulings
    data = json.loads(run("explain", desk["parent"], "12", "--db", desk["db"], "--json").output)
    assert data["corrections"]["parent_rulings"] == []


# -- 12. diff board lines whose values are card ids name the cards --------------------------------------------------


def test_diff_names_the_cards_a_board_line_holds_by_id(tmp_path):
    lines = FFTCG.read_text(encoding="utf-8").split("\n")
    assert '"attackers": ["alice.1"]' in lines[29]
    bad = tmp_path / "table-77-bob.jsonl"
    bad.write_text("\n".join([*lines[:29], lines[29].replace('"alice.1"', '"alice.2"'), *lines[30:]]),
                   encoding="utf-8")
    db = str(tmp_path / "l.db")
    assert _rules(bad, db) == [("fftcg.attack.entered-this-turn", 29)]
    assert _rules(FFTCG, db) == []
    res = run("diff", FFTCG, bad)
    assert res.exit_code == 1, res.output
    (line,) = _lines_naming(res.output, "combat.attackers[0]")
    assert line == '  combat.attackers[0]: "alice.1" -> "alice.2" (A: alice.1 Tifa, B: alice.2 Samurai)', line
    data = json.loads(run("diff", FFTCG, bad, "--json").output)
    assert data["board_cards"]["combat.attackers[0]"] == {"a": {"id": "alice.1", "name": "Tifa"},
                                                          "b": {"id": "alice.2", "name": "Samurai"}}
    assert run("diff", FFTCG, FFTCG).exit_code == 0  # the clean twin: identical
