"""The sixth outside reading of the command line, the judge's paths: the recorder's default player, a stored
log file's rulings, diff of two different matches and of a branch, copy's rulings, the station's query
parameters, --json with every fact of the text, a Force of Will seat's ruler and stones, sign -o, and a
round that goes on past one match's internal error."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import read_log
from ledger.store import Ledger

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs"
CLEAN = SAMPLES / "chrono_clash" / "win-quests.jsonl"  # match 52b27192, 35 events, event 35: bob passes
CLEAN_ID = "52b27192-6c47-5793-963f-152be316a7c4"
ILLEGAL = SAMPLES / "chrono_clash" / "illegal" / "attack-summoned-this-turn.jsonl"  # seq 5 flagged
FOW = SAMPLES / "force_of_will" / "win-by-life.jsonl"
FFTCG = SAMPLES / "fftcg" / "win-seven-damage.jsonl"
TABLE = ROOT / "examples" / "table-7"  # the scorekeeper's and the player's logs differ at seq 12 only


def run(*args, **kw):
    return CliRunner().invoke(cli, [str(a) for a in args], **kw)


def ok(*args, code: int = 0, **kw):
    res = run(*args, **kw)
    assert res.exit_code == code, res.output
    return res


def one_line_error(res) -> str:
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    assert "internal error" not in res.output
    return lines[0]


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "d.db")
    ok("import", "--db", path, CLEAN, ILLEGAL, FOW)
    return path


# -- 1. the recorder's default player is the one the board says is to act ------------------------------------


def header_file(tmp_path: Path, sample: Path) -> Path:
    path = tmp_path / "header.jsonl"
    path.write_bytes(sample.read_bytes().split(b"\n", 1)[0] + b"\n")
    return path


def recorded(db: str) -> list:
    with Ledger(db) as led:
        (match,) = led.list_matches()
        return led.load(match.id).events


def test_after_a_payment_ends_the_turn_a_typed_event_is_the_player_the_board_marks(tmp_path):
    """alice's Fireball pays 2 and the counter reaches bob's 2: the board still says alice is to play (her turn
    over). An attack typed without player= is hers, as the board says (flagged: the turn was over), never bob's
    with alice's battler; the next draw, which only bob may take, is bob's; player= given always wins."""
    db = str(tmp_path / "r.db")
    res = ok("record", "chrono-clash", "--header", header_file(tmp_path, CLEAN), "--db", db,
             input="1\nActionPlayed card=alice.6\nAttackDeclared attacker=alice.7 defender=bob\ny\n"
                   "CardDrawn\nPassed player=alice\ny\nend\n")
    out = res.output
    assert "counter on bob's 2: alice's turn is over" in out
    assert "Event 3: alice attacks bob's guardian stack with Gatekeeper (alice.7)" in out
    assert "bob attacks bob's guardian stack" not in out
    assert "ccs.gauge.turn-over" in out
    assert "Event 4: bob draws a card" in out
    events = recorded(db)
    assert [(e.seq, type(e).__name__, e.player) for e in events[2:]] == \
        [(3, "AttackDeclared", "alice"), (4, "CardDrawn", "bob"), (5, "Passed", "alice")]


def test_a_guardian_typed_without_a_player_is_the_defenders(tmp_path):
    """Only the defender may reveal a guardian: a typed reveal defaults to them, as the legal actions say."""
    log = read_log(ILLEGAL)
    db = str(tmp_path / "r.db")
    typed = [json.dumps({k: v for k, v in msgspec.to_builtins(e).items() if k != "seq"}) for e in log.events[:5]]
    res = ok("record", "chrono-clash", "--header", header_file(tmp_path, ILLEGAL), "--db", db,
             input="\n".join(typed) + "\ny\nGuardianRevealed\nend\n")
    assert "Recorded seq 6." in res.output
    assert recorded(db)[5].player == "alice"  # bob attacked alice: alice reveals


# -- 2. a log file whose match is stored shows that match's rulings ------------------------------------------


def test_a_stored_log_file_shows_the_rulings_its_stored_match_has(db):
    res = ok("note", CLEAN, "--db", db, "--at", "34", "--judge", "R. Lee", "Summon confirmed with both players.")
    assert CLEAN_ID in res.output
    head = "R1 at seq 34, judge R. Lee"
    verify = ok("verify", CLEAN, "--db", db).output
    assert "Rulings (1):" in verify and head in verify and "Summon confirmed with both players." in verify
    assert f"from {CLEAN}" in verify  # still the file's own report: its bytes were verified
    assert [r["number"] for r in json.loads(ok("verify", CLEAN, "--db", db, "--json").stdout)["rulings"]] == [1]
    assert f"Ruling:   {head}" in ok("show", CLEAN, "--db", db).output
    assert len(json.loads(ok("show", CLEAN, "--db", db, "--json").stdout)["rulings"]) == 1
    assert f"Ruling {head}" in ok("replay", CLEAN, "--at", "34", "--db", db).output
    assert "R1,34,R. Lee" in ok("export", CLEAN, "--format", "csv", "--rulings", "--db", db).output
    # the same as the stored id says
    assert ok("show", CLEAN_ID[:8], "--db", db, "--json").stdout.count('"number"') == 1


def test_a_log_file_not_stored_has_no_rulings_and_no_error(db, tmp_path):
    other = tmp_path / "other.db"
    ok("import", "--db", other, ILLEGAL)
    ok("note", CLEAN, "--db", db, "--at", "1", "--judge", "J", "x")
    assert "Rulings" not in ok("verify", CLEAN, "--db", other).output
    assert json.loads(ok("verify", CLEAN, "--db", other, "--json").stdout)["rulings"] == []


def test_integrity_of_a_stored_log_file_checks_its_stored_match(db, tmp_path):
    res = ok("verify", "--integrity", CLEAN, "--db", db)
    assert f"Integrity: the stored hash chain of {CLEAN_ID} is intact." in res.output
    # A file whose match is not stored there still asks for its import, in one line.
    other = str(tmp_path / "other.db")
    ok("import", "--db", other, ILLEGAL)
    res = run("verify", "--integrity", CLEAN, "--db", other)
    assert res.exit_code == 2 and "import it first" in res.stderr


# -- 3. diff: two different matches are never identical; a branch differs first at its branch point ----------


def test_a_correction_and_a_log_with_its_events_are_not_identical(tmp_path):
    db = str(tmp_path / "t.db")
    ok("import", "--db", db, TABLE / "scorekeeper.jsonl")
    fix = tmp_path / "fix.jsonl"
    fix.write_text((TABLE / "player.jsonl").read_text().splitlines()[12] + "\n")
    branch = ok("amend", TABLE / "scorekeeper.jsonl", "--db", db, "--at", "12", "--replace", fix, "--reason",
                "wrong card", "--judge", "R. Lee", "--json").stdout
    branch = json.loads(branch)["match"]
    res = run("diff", branch[:8], TABLE / "player.jsonl", "--db", db)
    assert res.exit_code == 1, res.output
    assert "Identical" not in res.output
    assert "The headers differ (seq 0), A -> B:" in res.output
    assert 'header.amends: {"parent": "34543946' in res.output
    data = json.loads(run("diff", branch[:8], TABLE / "player.jsonl", "--db", db, "--json").stdout)
    assert data["identical"] is False and data["first_difference"] == 0
    assert data["a"]["amends"]["parent"].startswith("34543946") and "amends" not in data["b"]


def test_a_correction_of_a_correction_that_restores_the_original_is_not_identical_and_says_its_lineage(db, tmp_path):
    dropped = json.loads(ok("amend", CLEAN_ID[:8], "--db", db, "--at", "35", "--drop", "--reason", "too early",
                            "--judge", "R. Lee", "--json").stdout)["match"]
    back = tmp_path / "back.jsonl"
    back.write_text('{"type":"Passed","player":"bob"}\n')
    restored = json.loads(ok("amend", dropped[:8], "--db", db, "--at", "35", "--insert", back, "--reason", "re-add",
                             "--judge", "A. Chief", "--json").stdout)["match"]
    res = run("diff", CLEAN_ID[:8], restored[:8], "--db", db)
    assert res.exit_code == 1, res.output
    assert "Identical" not in res.output
    assert (f"B descends from A through corrections: {dropped[:8]} corrects 52b27192 (event 35 left "
            f"out; judge R. Lee: too early); {restored[:8]} corrects {dropped[:8]} (an insertion before "
            "seq 35; judge A. Chief: re-add)") in res.output
    data = json.loads(run("diff", restored[:8], CLEAN_ID[:8], "--db", db, "--json").stdout)
    assert data["identical"] is False and data["first_difference"] == 0
    assert data["lineage"].startswith("A descends from B through corrections:")


def test_an_insert_branch_differs_first_at_its_branch_point(db, tmp_path):
    again = tmp_path / "again.jsonl"
    again.write_text('{"type":"Passed","player":"bob"}\n')  # the same pass as event 35: the events agree up to 35
    branch = json.loads(ok("amend", CLEAN_ID[:8], "--db", db, "--at", "35", "--insert", again, "--reason",
                           "pass forgotten", "--judge", "G. Rossi", "--json").stdout)["match"]
    res = run("diff", CLEAN_ID[:8], branch[:8], "--db", db)
    assert res.exit_code == 1
    assert "B is a correction of A: an insertion before seq 35" in res.output
    assert "First difference at seq 35:" in res.output
    data = json.loads(run("diff", CLEAN_ID[:8], branch[:8], "--db", db, "--json").stdout)
    assert data["first_difference"] == 35


# -- 4. copy says the rulings it copied ---------------------------------------------------------------------


def test_copy_counts_the_rulings_it_copies(db, tmp_path):
    target = str(tmp_path / "c.db")
    first = ok("copy", db, target).output
    assert first.strip() == f"Copied 3 matches from {db} to {target}; every digest and hash chain checked."
    ok("note", CLEAN_ID[:8], "--db", db, "--at", "3", "--judge", "Z", "a new ruling")
    res = ok("copy", db, target)
    assert res.output.strip() == f"Copied 0 matches from {db} to {target} (3 already there); 1 ruling copied."
    with Ledger(target) as led:
        from ledger.rulings import rulings_of

        assert [r.text for r in rulings_of(led, CLEAN_ID)] == ["a new ruling"]
    ok("note", CLEAN_ID[:8], "--db", db, "--at", "4", "--judge", "Z", "and another")
    data = json.loads(ok("copy", db, target, "--json").stdout)
    assert data["copied"] == [] and data["rulings"] == [{"match": CLEAN_ID, "numbers": [2]}]
    assert json.loads(ok("copy", db, target, "--json").stdout)["rulings"] == []


# -- 5. the station refuses what it does not understand -------------------------------------------------------


@pytest.fixture
def client(db):
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from cli.station import make_app

    return TestClient(make_app(db)), db


def refused(client, url: str, words: str, status: int = 400) -> str:
    r = client.get(url)
    assert r.status_code == status, (url, r.text)
    assert r.text.startswith(f"{status}: ") and r.text.count("\n") == 1 and words in r.text, (url, r.text)
    return r.text


def test_the_station_replays_before_an_event_as_replay_before_does(client):
    c, db = client
    got = c.get(f"/api/matches/{CLEAN_ID[:8]}/replay?before=5")
    assert got.status_code == 200
    assert got.text == ok("replay", CLEAN_ID, "--db", db, "--json", "--before", "5").stdout
    assert json.loads(got.text)["seq"] == 4
    assert c.get(f"/api/matches/{CLEAN_ID[:8]}/replay?before=5&as=bob").text == \
        ok("replay", CLEAN_ID, "--db", db, "--json", "--before", "5", "--as", "bob").stdout


def test_the_station_filters_its_json_list_and_refuses_an_unknown_game(client):
    c, db = client
    everything = json.loads(c.get("/api/matches").text)
    assert len(everything) == 3
    fow = json.loads(c.get("/api/matches?game=force-of-will").text)
    assert [m["game"] for m in fow] == ["force-of-will"]
    assert [m["id"] for m in json.loads(c.get("/api/matches?verdict=violations").text)] == \
        [m["id"] for m in everything if m["id"].startswith("bafabf8f")]
    assert json.loads(c.get("/api/matches?game=fftcg").text) == []  # a known game with no match: an empty list
    for url in ("/?game=xx", "/api/matches?game=xx"):
        refused(c, url, "game='xx': no such game (games: chrono-clash, fftcg, force-of-will)")


def test_the_station_names_query_parameters_not_flags(client):
    c, _db = client
    for url, words in ((f"/api/matches/{CLEAN_ID[:8]}/replay?as=carol", "as='carol': not a player of this match"),
                       (f"/match/{CLEAN_ID[:8]}/view?as=carol", "as='carol': not a player of this match"),
                       (f"/api/matches/{CLEAN_ID[:8]}/replay?at=999", "at=999: the log has 35 events (seq 1..35)"),
                       (f"/api/matches/{CLEAN_ID[:8]}/replay?before=999", "before=999: the log has 35 events"),
                       (f"/api/matches/{CLEAN_ID[:8]}/replay?before=0", "before=0: events count from 1"),
                       (f"/api/matches/{CLEAN_ID[:8]}/replay?before=3&at=2", "give before=SEQ alone")):
        text = refused(c, url, words)
        assert "--" not in text, text


@pytest.mark.parametrize("url, words", [
    ("/api/matches/{id}/replay?seq=5", "unknown query parameter 'seq' (this page takes at=, before=, turn=, as=)"),
    ("/?lang=fr", "unknown query parameter 'lang' (this page takes game=, player=, verdict=)"),
    ("/api/matches?x=1", "unknown query parameter 'x'"),
    ("/api/matches/{id}?at=3", "unknown query parameter 'at' (this page takes none)"),
    ("/api/matches/{id}/verify?as=bob", "unknown query parameter 'as' (this page takes none)"),
    ("/match/{id}?turn=2", "unknown query parameter 'turn' (this page takes none)"),
    ("/match/{id}/view?at=3", "unknown query parameter 'at' (this page takes as=)"),
    ("/api/matches/{id}/replay?at=3&at=4", "at= is given more than once"),
    ("/?game=fftcg&game=chrono-clash", "game= is given more than once"),
])
def test_the_station_refuses_a_query_parameter_it_does_not_take(client, url, words):
    refused(client[0], url.replace("{id}", CLEAN_ID[:8]), words)


def test_the_station_still_answers_what_it_takes(client):
    c, _db = client
    for url in ("/", "/?game=&player=&verdict=", "/?game=chrono-clash&player=bob&verdict=clean",
                f"/match/{CLEAN_ID[:8]}", f"/match/{CLEAN_ID[:8]}/view?as=bob", f"/api/matches/{CLEAN_ID[:8]}",
                f"/api/matches/{CLEAN_ID[:8]}/verify", f"/api/matches/{CLEAN_ID[:8]}/replay?turn=2&as=spectator"):
        assert c.get(url).status_code == 200, url


# -- 6. --json has the facts the text has ------------------------------------------------------------------


def test_diff_json_says_which_logs_a_and_b_are(db):
    data = json.loads(run("diff", CLEAN_ID[:8], ILLEGAL, "--db", db, "--json").stdout)
    assert data["logs"]["a"] == {"source": f"{db}#{CLEAN_ID}", "match": CLEAN_ID,
                                 "game": "chrono-clash", "events": 35}
    assert data["logs"]["b"]["source"] == str(ILLEGAL)
    assert data["logs"]["b"]["match"].startswith("bafabf8f") and data["logs"]["b"]["events"] == 6
    games = json.loads(run("diff", CLEAN, FOW, "--json").stdout)
    assert games["logs"]["b"]["game"] == "force-of-will" and games["logs"]["b"]["source"] == str(FOW)


def test_replay_json_has_the_rulings_the_text_shows(db):
    ok("note", "bafabf8f", "--db", db, "--at", "5", "--judge", "R. Lee", "Game loss for bob")
    text = ok("replay", "bafabf8f", "--at", "5", "--db", db).output
    assert "Ruling R1 at seq 5, judge R. Lee" in text
    for _ in range(2):  # the full path, then the sealed match read from its snapshots
        data = json.loads(ok("replay", "bafabf8f", "--at", "5", "--db", db, "--json").stdout)
        assert [(r["number"], r["seq"], r["judge"], r["text"]) for r in data["rulings"]] == \
            [(1, 5, "R. Lee", "Game loss for bob")]
    assert "rulings" not in json.loads(ok("replay", "bafabf8f", "--at", "4", "--db", db, "--json").stdout)
    stepped = ok("replay", "bafabf8f", "--step", "--at", "4", "--db", db, "--json", input="n\nq\n").stdout
    boards = [json.loads(line) for line in stepped.splitlines() if line.startswith("{")]
    assert "rulings" not in boards[0] and boards[-1]["rulings"][0]["text"] == "Game loss for bob"


def test_import_verify_json_has_the_rulings_key_verify_json_has(db):
    ok("note", "bafabf8f", "--db", db, "--at", "5", "--judge", "R. Lee", "Game loss for bob")
    res = run("import", "--verify", "--json", "--db", db, ILLEGAL, FFTCG)
    assert res.exit_code == 1, res.output
    rows = json.loads(res.stdout)["imported"]  # a round: its rows, then the round's keys as verify gives them
    assert [len(r["verification"]["rulings"]) for r in rows] == [1, 0]
    verify = json.loads(run("verify", "bafabf8f", "--db", db, "--json").stdout)
    assert rows[0]["verification"]["rulings"] == verify["rulings"]
    assert set(rows[1]["verification"]) == set(verify)
    text = run("import", "--verify", "--db", db, ILLEGAL).output
    assert "Rulings (1):" in text and "[the event's violation: ccs.attack.summoned-this-turn]" in text


# -- 7. show: a Force of Will seat's ruler and magic stone deck --------------------------------------------------


def test_show_gives_a_force_of_will_seats_ruler_and_magic_stone_deck():
    text = ok("show", FOW).output
    assert "  seat 1: alice (Alice), deck 40 cards, magic stone deck 10 cards, ruler Melgis, the Flame King" in text
    assert "  seat 2: bob (Bob), deck 40 cards, magic stone deck 10 cards, ruler Faria, the Sacred Queen" in text
    alice = json.loads(ok("show", FOW, "--json").stdout)["players"][0]
    assert alice == {"id": "alice", "name": "Alice", "seat": 1, "deck": 40, "extra_deck": 0, "stones": 10,
                     "ruler": "Melgis, the Flame King"}
    ccs = json.loads(ok("show", CLEAN, "--json").stdout)["players"][0]
    assert "stones" not in ccs and "ruler" not in ccs and ccs["extra_deck"] == 7


# -- 8. sign -o: its help says where it writes without -o -----------------------------------------------------


def test_sign_output_help_names_its_default_file(db, tmp_path):
    help_text = " ".join(ok("sign", "--help").output.split())
    assert "instead of DB.signed.json" in help_text and "instead of stdout" not in help_text
    res = ok("sign", "--db", db, "--key", tmp_path / "org.key", "--new-key", "-o", "-")
    assert set(json.loads(res.stdout)) >= {"statement", "signature"}  # stdout: the signed list alone
    assert "Signed 3 match digests" in res.stderr
    assert not Path(f"{db}.signed.json").exists()


# -- 9. a round goes on past one match's internal error -----------------------------------------------------


def test_verify_all_reports_an_internal_error_for_its_match_and_goes_on(db, monkeypatch):
    from projections import core

    real = core.verify
    fow_id = read_log(FOW).match_id()

    def crashing(log, match=None, **kw):
        if match == fow_id:
            raise KeyError("boom")  # an engine's bug, met in one match
        return real(log, match=match, **kw)

    monkeypatch.setattr(core, "verify", crashing)
    monkeypatch.delenv("MATCHLEDGER_DEBUG", raising=False)
    res = run("verify", "--all", "--db", db, "--workers", "1")
    assert res.exit_code == 2, res.output
    out = res.stdout
    assert out.startswith("Verified 2 matches: 1 clean, 1 with violations, 1 unusable input apart")  # qa26: apart
    rows = {line.split()[0]: line for line in out.splitlines() if line[:8] in (CLEAN_ID[:8], "bafabf8f", fow_id[:8])}
    assert "clean" in rows[CLEAN_ID[:8]] and "VIOLATIONS" in rows["bafabf8f"] and "UNUSABLE" in rows[fow_id[:8]]
    assert (f"  {fow_id}: internal error while verifying it (KeyError: 'boom'); this is a matchledger bug: run "
            f"`matchledger verify {fow_id} --db {db}` with MATCHLEDGER_DEBUG=1 for the traceback") in out
    data = json.loads(run("verify", "--all", "--db", db, "--workers", "1", "--json").stdout)
    crashed = next(m for m in data["matches"] if m["match"] == fow_id)
    assert crashed["verdict"] == "unusable" and "KeyError" in crashed["error"]
    assert data["totals"]["unusable"] == 1 and data["totals"]["matches"] == 2  # qa26: verified, unusable apart
