"""Round 26 (head judge's desk, B): a round's report, `diff` and the station, read by a judge who walks to tables.

Built from sample_logs/ in tmp_path: the disputed Chrono Clash match of table 56 (round 4 of "Regional"): alice's
log (clean) and bob's, whose seq 6 sends alice.10 on a quest before it is summoned (one planted fault:
ccs.quest.not-your-battler).
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
CCS = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"  # clean; its seq 6: alice.7 quests for alice.9
RULE = "ccs.quest.not-your-battler"


def run(*args: str):
    return CliRunner().invoke(cli, [str(a) for a in args])


def _lines(table: str = "56", source: Path = CCS) -> list[str]:
    """The lines of log ``source``, its header's meta put at round 4 of a Regional, table ``table``."""
    lines = source.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["meta"] = {**header.get("meta", {}), "event": "Regional", "round": "4", "table": table}
    lines[0] = json.dumps(header)
    return lines


def _bob(lines: list[str]) -> list[str]:
    seq6 = json.loads(lines[6])
    assert seq6["seq"] == 6 and seq6["type"] == "QuestStarted" and seq6["battler"] == "alice.7"
    seq6["battler"] = "alice.10"  # summoned only at seq 7
    return [*lines[:6], json.dumps(seq6), *lines[7:]]


@pytest.fixture()
def table56(tmp_path: Path) -> dict[str, Path]:
    folder = tmp_path / "disp"
    folder.mkdir()
    lines = _lines()
    alice, bob = folder / "table-56-alice.jsonl", folder / "table-56-judge.jsonl"
    alice.write_text("\n".join(lines) + "\n", encoding="utf-8")
    bob.write_text("\n".join(_bob(lines)) + "\n", encoding="utf-8")
    return {"folder": folder, "alice": alice, "bob": bob}


def test_the_planted_fault_and_its_clean_twin(table56):
    a = json.loads(run("verify", table56["alice"], "--json").stdout)
    b = json.loads(run("verify", table56["bob"], "--json").stdout)
    assert a["violations"] == []
    assert [v["rule"] for v in b["violations"]] == [RULE]


# -- 1. diff: a side holding null names no card --------------------------------------------------------------


def test_diff_names_no_card_where_one_side_holds_null(table56):
    res = run("diff", table56["alice"], table56["bob"], "--lang", "en")
    assert res.exit_code == 1, res.output
    line = next(x for x in res.stdout.splitlines() if "battlefield[0].quest[0]:" in x)
    assert line.endswith("-> null (A: alice.9 Stormwatch Giant, B: -)"), line
    tapped = next(x for x in res.stdout.splitlines() if "battlefield[0].tapped:" in x)
    assert tapped.endswith("(alice.7 Gatekeeper)"), tapped  # a card's own field: the card, both sides
    data = json.loads(run("diff", table56["alice"], table56["bob"], "--json").stdout)
    cards = data["board_cards"]["players[0].battlefield[0].quest[0]"]
    assert cards == {"a": {"id": "alice.9", "name": "Stormwatch Giant"}, "b": None}
    assert data["board_cards"]["players[0].battlefield[0].tapped"]["b"] == {"id": "alice.7", "name": "Gatekeeper"}
    assert run("diff", table56["alice"], table56["alice"]).exit_code == 0  # the clean twin: identical


# -- 2. a log cut short stays in its table's dispute ------------------------------------------------------------


def _cut(table56) -> Path:
    cut = table56["folder"] / "table-56-bob.jsonl"
    cut.write_bytes(table56["alice"].read_bytes()[:5000])
    return cut


def test_a_truncated_log_keeps_its_table_and_its_dispute(table56):
    cut = _cut(table56)
    res = run("verify", table56["folder"], "--json")
    assert res.exit_code == 2, res.output
    data = json.loads(res.stdout)
    row = next(r for r in data["matches"] if r["ref"] == str(cut))
    assert row["verdict"] == "unusable" and row["table"] == "56" and row["game"] == "chrono-clash"
    assert row["match"] is None
    [same] = data["same_table"]
    assert same["table"] == "56" and len(same["refs"]) == 3 and str(cut) in same["refs"]
    assert same["matches"].count(None) == 1
    assert [r["first_rule"] for r in data["matches"] if r["verdict"] == "violations"] == [RULE]
    text = run("verify", table56["folder"], "--lang", "en").stdout
    line = next(x for x in text.splitlines() if x.startswith("Same table 56"))
    # (Round 33: the unusable log is named with its error, not only counted; test_desk_qa33_fixes.)
    assert line.startswith("Same table 56 in 3 logs that differ: ") and (
        f"(1 unusable: {cut}:34: the line is cut short: the file looks truncated); compare them:" in line), line


def test_the_clean_round_has_no_same_table_line(table56):
    table56["bob"].unlink()
    res = run("verify", table56["folder"], "--json")
    assert res.exit_code == 0 and json.loads(res.stdout)["same_table"] == []


# -- 3. the round's diff hint in the report's language ---------------------------------------------------------


def test_the_diff_hint_carries_the_report_language(table56):
    fr = run("verify", table56["folder"], "--lang", "fr").stdout
    line = next(x for x in fr.splitlines() if x.startswith("Même table 56"))
    assert line.endswith(f"matchledger diff {table56['alice']} {table56['bob']} --lang fr"), line
    it = json.loads(run("verify", table56["folder"], "--json", "--lang", "it").stdout)
    # (Round 36: --json is the same in every language, its quoted command without --lang; desk_qa36 5.)
    assert it["same_table"][0]["diff"] == f"matchledger diff {table56['alice']} {table56['bob']}"
    en = json.loads(run("verify", table56["folder"], "--json", "--lang", "en").stdout)
    assert en["same_table"][0]["diff"] == f"matchledger diff {table56['alice']} {table56['bob']}"


# -- 4. unusable rows --------------------------------------------------------------------------------------------


def test_unusable_rows_are_apart_and_once(table56):
    table56["bob"].unlink()
    cut = _cut(table56)
    folder = table56["folder"]
    res = run("verify", folder, cut, "--lang", "en")  # the cut file given twice: one input
    assert res.exit_code == 2, res.output
    assert res.stdout.startswith("Verified 1 match: 1 clean, 0 with violations, 1 unusable input apart; "), res.stdout
    rows = [x for x in res.stdout.splitlines() if str(cut) in x and "UNUSABLE" in x]
    assert len(rows) == 1, res.stdout
    assert rows[0].split("UNUSABLE")[1].split()[0] == "-", rows[0]  # no violation count for a log never verified
    assert res.stdout.count(f"{cut}:") == 1  # its error once
    data = json.loads(run("verify", folder, cut, "--json").stdout)
    assert data["totals"]["matches"] == 1 and data["totals"]["unusable"] == 1
    assert len(data["matches"]) == 2 and len(data["unusable_inputs"]) == 1
    assert [r["match"] for r in data["matches"] if r["verdict"] == "unusable"] == [None]
    assert data["unusable_inputs"][0]["match"] is None
    sheet = list(csv.DictReader(io.StringIO(run("verify", folder, "--csv").stdout)))
    assert [r["label"] for r in sheet] == ["win-quests", "win-quests"]
    clean = run("verify", table56["alice"], table56["alice"], "--json")  # the clean twin: once, clean
    assert clean.exit_code == 0 and json.loads(clean.stdout)["totals"]["matches"] == 1


# -- 5. tables in a round of files named by player, and on the station ----------------------------------------


def test_a_round_of_files_names_each_table(tmp_path):
    folder = tmp_path / "byplayer"
    folder.mkdir()
    (folder / "bob-round4.jsonl").write_text("\n".join(_bob(_lines("56"))) + "\n", encoding="utf-8")
    (folder / "carol-round4.jsonl").write_text("\n".join(_lines("26")) + "\n", encoding="utf-8")
    res = run("verify", folder, "--lang", "fr")
    assert res.exit_code == 1, res.output
    bob = next(x for x in res.stdout.splitlines() if "bob-round4" in x)
    carol = next(x for x in res.stdout.splitlines() if "carol-round4" in x)
    assert bob.endswith("bob-round4.jsonl (table 56)") and RULE in bob, bob
    assert carol.endswith("carol-round4.jsonl (table 26)"), carol


def test_the_station_shows_round_and_table(tmp_path):
    from starlette.testclient import TestClient

    from cli import i18n
    from cli.station import make_app

    logs = []
    for table in ("56", "57"):
        log = tmp_path / f"t{table}.jsonl"
        log.write_text("\n".join(_lines(table)) + "\n", encoding="utf-8")
        logs.append(log)
    db = tmp_path / "ledger.db"
    imported = json.loads(run("import", *logs, "--db", db, "--json").stdout)
    ids = [x["match"] for x in imported]
    was = i18n.current()
    i18n.activate("en")
    try:
        client = TestClient(make_app(str(db)), raise_server_exceptions=False)
        page = client.get("/").text
        assert "<th>round</th><th>table</th>" in page
        for mid, table in zip(ids, ("56", "57")):
            row = page[page.index(f'<tr data-match="{mid}"'):]
            row = row[:row.index("</tr>")]
            assert f"<td>win-quests</td><td>4</td><td>{table}</td>" in row, row
            match = client.get(f"/match/{mid}").text
            assert f'<p id="seat">round 4 · table {table}</p>' in match
    finally:
        i18n.activate(was)


# -- 6. the appeals packet of a disputed table names the table's other log ------------------------------------


def test_the_packet_of_a_disputed_table_names_the_other_log(table56, tmp_path):
    from ledger.log import read_log

    db = tmp_path / "ledger.db"
    alice, bob = read_log(str(table56["alice"])), read_log(str(table56["bob"]))
    assert run("import", table56["alice"], table56["bob"], "--db", db).exit_code == 0
    packet = tmp_path / "bob.md"
    res = run("export", bob.match_id()[:8], "--db", db, "--format", "packet", "-o", packet, "--lang", "en")
    assert res.exit_code == 0, res.output
    text = packet.read_text(encoding="utf-8")
    note = (f"- Another log of this table in the ledger: match `{alice.match_id()}`, digest SHA-256 "
            f"`{alice.digest()}`.")
    assert text.count(note) == 1
    assert text.index(note) < text.index("## Players and deck lists")
    assert f'"same_table":[{{"match":"{alice.match_id()}","digest":"{alice.digest()}"}}]' in text
    res = run("verify", packet, "--json")
    assert res.exit_code == 1, res.output  # as written; its one planted fault
    data = json.loads(res.stdout)
    assert data["packet"]["as_written"] is True and data["packet"]["first_difference"] is None
    assert [v["rule"] for v in data["violations"]] == [RULE]
    assert "is as matchledger wrote it" in run("verify", packet, "--lang", "en").stdout
    packet.write_text(text.replace(note + "\n", ""), encoding="utf-8")  # the note taken out: not as written
    assert run("verify", packet, "--lang", "en").exit_code == 2
    # the clean twin, alone in its ledger: no note, no sources entry, as written and clean
    db2, clean = tmp_path / "alone.db", tmp_path / "alice.md"
    assert run("import", table56["alice"], "--db", db2).exit_code == 0
    assert run("export", alice.match_id()[:8], "--db", db2, "--format", "packet", "-o", clean).exit_code == 0
    text = clean.read_text(encoding="utf-8")
    assert "Another log of this table" not in text and "same_table" not in text
    assert run("verify", clean).exit_code == 0
