"""QA round 20, what the appeals committee reads: a packet that checks itself (its sources embedded, read back by
``verify``/``show``/``explain``), the lineage of a correction in packet, md and page, quotes that say when they are
a rendering or a translation, each seat's view in the packet, a station list that survives a tampered match, and
the wording (gauge side, seconds of a ruling, zone headings, a seat's message naming a face-up card)."""

from __future__ import annotations

import json
import re
import sqlite3
import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
FFTCG_LIFO = ROOT / "sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"
FFTCG_CLEAN = ROOT / "sample_logs/fftcg/win-seven-damage.jsonl"
FOW_STANDBY = ROOT / "sample_logs/force_of_will/illegal/standby-played-same-turn.jsonl"
CCS_PAPER = ROOT / "sample_logs/chrono_clash/paper-table-win-quests.jsonl"
CCS_SUMMONED = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"


def run(*args: object, ok: tuple[int, ...] = (0,)):
    res = CliRunner().invoke(cli, [str(a) for a in args])
    assert res.exit_code in ok, (res.exit_code, res.output)
    return res


def imported(db: str, path: Path) -> str:
    return json.loads(run("import", path, "--db", db, "--json").output)[0]["match"]


def wrong_name(tmp_path: Path) -> Path:
    """The paper log with seq 7's summon named Hollow Guard (alice's list has none left): the card misnamed."""
    src = CCS_PAPER.read_text()
    assert '"name":"Magma Brute","seq":7' in src
    out = tmp_path / "wrongname.jsonl"
    out.write_text(src.replace('"name":"Magma Brute","seq":7', '"name":"Hollow Guard","seq":7', 1))
    return out


# -- 1. the packet checks itself ---------------------------------------------------------------------


@pytest.fixture
def fftcg_packet(tmp_path):
    db = str(tmp_path / "judge-desk.db")
    mid = imported(db, FFTCG_LIFO)
    run("note", mid[:8], "--at", 48, "--judge", "G. Rossi", "Stack resolved in wrong order", "--db", db)
    out = tmp_path / "appeal.md"
    run("export", mid[:8], "--format", "packet", "--db", db, "--lang", "en", "-o", out)
    return out, mid, db


def test_verify_reads_a_packet_and_finds_it_as_written(fftcg_packet, tmp_path):
    out, mid, db = fftcg_packet
    text = out.read_text()
    assert db not in text and "--db" not in text  # no judge's local path: the committee has only the packet
    res = run("verify", out, "--lang", "en", ok=(1,))  # the match's own verdict: one violation
    assert f"match {mid}" in res.output
    assert "The packet is as matchledger wrote it" in res.output
    assert "1 ruling, its hash chained from the match id" in res.output
    data = json.loads(run("verify", out, "--json", ok=(1,)).output)
    assert [v["rule"] for v in data["violations"]] == ["fftcg.stack.lifo"]
    assert data["packet"]["as_written"] is True and data["packet"]["match"] == mid
    assert [r["judge"] for r in data["rulings"]] == ["G. Rossi"]  # the rulings the packet holds
    # the commands the packet quotes work on the packet alone
    assert f"sha256 {data['packet']['digest']}" in run("show", out).output
    assert "fftcg.stack.lifo" in run("explain", out, 48, "--lang", "en", ok=(1,)).output


def test_a_clean_match_packet_verifies_clean(tmp_path):
    out = tmp_path / "clean.md"
    run("export", FFTCG_CLEAN, "--format", "packet", "--lang", "it", "-o", out)
    res = run("verify", out, "--lang", "en")
    assert "The packet is as matchledger wrote it" in res.output and "Clean: no rule was broken." in res.output


def test_an_edited_packet_is_refused_at_its_first_changed_line(fftcg_packet):
    out, _mid, _db = fftcg_packet
    lines = out.read_text().split("\n")
    k = next(i for i, line in enumerate(lines) if "played first" in line)
    lines[k] = lines[k].replace("alice played first", "bob played first")
    out.write_text("\n".join(lines))
    res = run("verify", out, "--lang", "en", ok=(2,))
    assert f"it differs first at line {k + 1}." in res.output
    assert "bob played first" in res.output


def test_an_edited_ruling_in_a_packet_is_found(fftcg_packet):
    out, _mid, _db = fftcg_packet
    text = out.read_text()
    assert text.count("Stack resolved in wrong order") == 2  # the rulings section, and the sources
    out.write_text(text.replace('"text":"Stack resolved in wrong order"', '"text":"Stack resolved fine"'))
    res = run("verify", out, "--lang", "en", ok=(2,))
    assert "R1: its content was edited" in res.output


# -- 2. the lineage of a correction --------------------------------------------------------------------


@pytest.fixture
def corrected(tmp_path):
    db = str(tmp_path / "l.db")
    parent = imported(db, wrong_name(tmp_path))
    run("note", parent[:8], "--at", 7, "--judge", "E. Février", "Misnamed card", "--db", db)
    fix = tmp_path / "fix7.jsonl"
    fix.write_text('{"type":"BattlerSummoned","card":"alice.10","name":"Magma Brute","player":"alice"}\n')
    res = run("amend", parent[:8], "--at", 7, "--replace", fix, "--reason", "It was Magma Brute",
              "--judge", "E. Février", "--db", db, "--json")
    return db, parent, json.loads(res.output)["match"]


def test_the_branch_packet_shows_the_replaced_event_when_and_the_parents_rulings(corrected, tmp_path):
    db, parent, branch = corrected
    assert "Clean: no rule was broken." in run("verify", branch[:8], "--db", db, "--lang", "en").output  # the twin
    data = json.loads(run("verify", parent[:8], "--db", db, "--json", ok=(1,)).output)
    # the misnamed card: one fault (its cost, unknown, is taken from the log)
    assert [v["rule"] for v in data["violations"]] == ["ccs.log.unknown-card"]
    out = tmp_path / "b.md"
    run("export", branch[:8], "--format", "packet", "--db", db, "--lang", "en", "-o", out)
    text = out.read_text()
    section = text.split("## Rulings and corrections")[1].split("## Transcript")[0]
    assert f"- This log is a correction of match {parent}" in section
    assert "  - Stored 20" in section
    assert "(parent_head): `" in section
    # the log's name is no card of alice's list: the engine says a hidden card, its line gives the name
    assert re.search(r"Event 7 of match \w{8} \(taken out or replaced\): alice summons a hidden card \(alice\.10\) — "
                     r"`\{\"type\":\"BattlerSummoned\",\"card\":\"alice\.10\",\"name\":\"Hollow Guard\"", section)
    assert re.search(r"Event 7 of match \w{8} \(put in\): alice summons Magma Brute", section)
    assert "The rulings on match" in section and "Misnamed card" in section
    assert "The packet is as matchledger wrote it" in run("verify", out, "--lang", "en").output


def test_md_and_view_of_parent_and_branch_name_the_correction(corrected, tmp_path):
    db, parent, branch = corrected
    md = run("export", parent[:8], "--format", "md", "--db", db, "--lang", "en", ok=(0,)).output
    assert f"Corrected by match {branch}" in md and "It was Magma Brute" in md and "(put in)" in md
    md = run("export", branch[:8], "--format", "md", "--db", db, "--lang", "en").output
    assert f"This log is a correction of match {parent}" in md
    page = tmp_path / "v.html"
    run("view", branch[:8], "--db", db, "-o", page, "--lang", "en")
    html = page.read_text()
    assert '"lineage":[{"depth":0,"text":"This log is a correction of match ' + parent in html
    seat = tmp_path / "bob.html"
    run("view", branch[:8], "--db", db, "--as", "bob", "-o", seat, "--lang", "en")
    assert "This log is a correction of match" in seat.read_text() and "(put in)" not in seat.read_text()


# -- 3. quotes that are renderings or translations --------------------------------------------------------


def test_an_english_quote_of_the_french_rules_says_it_is_a_rendering_and_gives_the_french():
    res = run("verify", FOW_STANDBY, "--lang", "en", ok=(1,))
    line = next(x for x in res.output.split("\n") if x.startswith("  Rule ("))
    assert "in matchledger's English rendering; the French words: «Vous ne pouvez pas jouer un Sort" in line
    data = json.loads(run("verify", FOW_STANDBY, "--json", ok=(1,)).output)
    assert [v["rule"] for v in data["violations"]] == ["fow.standby.same-turn"]
    text = run("export", FOW_STANDBY, "--format", "packet", "--lang", "en").output
    assert "in matchledger's English rendering; the French words: «" in text
    assert "matchledger's English rendering of the French rules" in run(
        "explain", FOW_STANDBY, 18, "--lang", "en", ok=(1,)).output


def test_the_italian_packet_says_the_rules_are_quoted_in_french():
    text = run("export", FOW_STANDBY, "--format", "packet", "--lang", "it").output
    assert "Le regole di Force of Will sono scritte solo in francese: citate in francese." in text


def test_a_rule_of_the_docs_is_quoted_as_a_translation():
    from cli import i18n
    from cli.render import cited_as, quote_kind

    assert quote_kind("chrono-clash", "ccs.log.unknown-card", "fr") == "docs"
    assert quote_kind("chrono-clash", "ccs.log.unknown-card", "en") == ""
    assert quote_kind("force-of-will", "fow.standby.same-turn", "fr") == ""
    assert quote_kind("force-of-will", "fow.standby.same-turn", "en") == "rendering"
    before = i18n.current()
    i18n.activate("fr")
    try:
        assert cited_as("chrono-clash", "ccs.log.unknown-card", "X") not in ("X", "")
        assert cited_as("chrono-clash", "ccs.attack.summoned-this-turn", "X") == "X"
    finally:
        i18n.activate(before)


# -- 4. each seat's view in the packet -----------------------------------------------------------------------


def test_the_packet_shows_what_each_seat_could_see():
    text = run("export", CCS_SUMMONED, "--format", "packet", "--lang", "en").output
    for seat in ("alice", "bob"):
        head = f"What {seat} could see just before seq 5:\n\n```text\nBoard just before seq 5"
        assert head in text
        assert f"[as {seat}]" in text.split(head)[1].split("```")[0]


# -- 5. the station with a tampered match -----------------------------------------------------------------------


def _tamper(db: str, match_id: str, version: int) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    (guard,) = conn.execute("SELECT sql FROM sqlite_master WHERE name='stored_events_no_update'").fetchone()
    conn.execute("DROP TRIGGER stored_events_no_update")
    key = uuid.UUID(match_id).hex
    (state,) = conn.execute("SELECT state FROM stored_events WHERE originator_id=? AND originator_version=?",
                            (key, version)).fetchone()
    edited = bytes(state).replace(b"alice.7", b"alice.8")
    assert edited != bytes(state)
    conn.execute("UPDATE stored_events SET state=? WHERE originator_id=? AND originator_version=?",
                 (edited, key, version))
    conn.execute(guard)  # the guard back: one edited event, as serve-tampered.db
    conn.close()


def test_the_station_lists_a_tampered_match_as_refused_and_the_others_as_usual(tmp_path):
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from cli.station import make_app

    db = str(tmp_path / "s.db")
    bad = imported(db, CCS_SUMMONED)
    good = imported(db, FFTCG_LIFO)
    _tamper(db, bad, 3)
    client = TestClient(make_app(db))
    for url in ("/", "/?verdict=clean", "/?verdict=violations", "/?game=chrono-clash"):
        r = client.get(url)
        assert r.status_code == 200, (url, r.text)
        row = re.search(rf'<tr data-match="{bad}">.*?</tr>', r.text)
        assert row and 'class="bad refused"' in row.group(0), url
    assert f'data-match="{good}"' in client.get("/").text
    assert f'data-match="{good}"' not in client.get("/?verdict=clean").text  # the good match has a violation
    for url in ("/api/matches", "/api/matches?verdict=violations"):
        r = client.get(url)
        assert r.status_code == 200, (url, r.text)
        found = {m["id"]: m for m in r.json()}
        assert "integrity" in found[bad]["refused"] and "refused" not in found[good]  # the others as `list --json`


# -- 6. wording ---------------------------------------------------------------------------------------------------


def _page(path: Path, lang: str, only: str | None = None) -> dict:
    from cli import i18n
    from cli.main import _rules, _verify
    from cli.options import naming
    from cli.viewer import page_data
    from ledger.log import read_log

    before = i18n.current()
    i18n.activate(lang)
    try:
        log = read_log(path)
        mid = log.match_id()
        with naming(log):
            return page_data(log, mid, _verify(log, mid), _rules(log.game), only)
    finally:
        i18n.activate(before)


def test_the_page_names_the_gauge_side_and_the_zones_without_article():
    fr = _page(CCS_SUMMONED, "fr")
    assert fr["headings"]["side"] == "côté"  # the page's word for a key: its heading first, then its label
    assert fr["headings"]["hand"] == "main"
    it = _page(FFTCG_LIFO, "it")
    assert it["headings"]["hand"] == "mano" and it["headings"]["stack"] == "stack"
    assert "side" not in _page(FOW_STANDBY, "fr")["headings"]  # a Force of Will ruler's side up stays « face »


def test_ruling_times_keep_their_seconds_in_french_and_italian():
    from cli import i18n
    from cli.disputes import ruling_head
    from ledger.ruling import Ruling

    r = Ruling(number=1, seq=7, judge="E", text="t", recorded_at="2026-11-27T23:29:33+00:00")
    before = i18n.current()
    try:
        for lang in ("fr", "it"):
            i18n.activate(lang)
            assert "27/11/2026 23:29:33 UTC" in ruling_head(r)
    finally:
        i18n.activate(before)


def test_a_seat_reads_a_message_that_names_only_a_face_up_card(tmp_path):
    from types import SimpleNamespace

    from cli.render import seat_message

    path = wrong_name(tmp_path)
    data = json.loads(run("verify", path, "--json", ok=(1,)).output)
    assert [(v["seq"], v["rule"]) for v in data["violations"]] == [(7, "ccs.log.unknown-card")]
    # 'Hollow Guard' is no card of alice's list: the summoned card stays hidden on every board, so bob's file
    # leaves the message out (it names a card no board of bob's shows face up)
    page = _page(path, "en", "bob")
    (v,) = [v for v in page["violations"] if v["seq"] == 7]
    assert v["message"] is None
    assert _page(CCS_PAPER, "en", "bob")["violations"] == []  # the clean twin
    # a message naming a card by its name alone is read by a seat whose boards show a card of that name face up
    # (README), and left out when none does
    said = SimpleNamespace(template="alice revealed {name!r}, a card their deck list does not have",
                           args={"player": "alice", "name": "Hollow Guard"}, player="alice", read_as=None,
                           message="alice revealed 'Hollow Guard', a card their deck list does not have")
    shown = seat_message(said, "bob", {"alice", "bob", "bob.7", "Hollow Guard"})
    assert shown is not None and "Hollow Guard" in shown
    assert seat_message(said, "bob", {"alice", "bob", "bob.7"}) is None