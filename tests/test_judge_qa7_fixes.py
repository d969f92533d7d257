"""The judge's path, seventh outside reading: a spectator in the reader's words, a keyword as the manual prints it."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
QUESTS = str(ROOT / "sample_logs/chrono_clash/win-quests.jsonl")
DUEL = str(ROOT / "sample_logs/chrono_clash/balanced-duel.jsonl")
FOW = str(ROOT / "sample_logs/force_of_will/win-by-life.jsonl")


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


@pytest.mark.parametrize("lang, word, shown", [("en", "spectator", "[as a spectator]"),
                                               ("fr", "spectateur", "[vu par un spectateur]"),
                                               ("it", "spettatore", "[visto da uno spettatore]")])
def test_a_spectator_is_named_and_asked_for_in_the_reader_s_words(lang, word, shown):
    res = run("replay", "--lang", lang, QUESTS, "--at", "6", "--as", word)
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[0].endswith(shown)
    assert "5 " in res.output and "alice.11" not in res.output  # the hands stay hidden: a spectator's view
    fow = run("replay", "--lang", lang, FOW, "--at", "6", "--as", word)
    assert fow.exit_code == 0, fow.output
    assert shown in fow.output.splitlines()[0]


def test_the_page_for_a_spectator_takes_the_word_too(tmp_path):
    out = tmp_path / "page.html"
    res = run("view", "--lang", "it", QUESTS, "--as", "spettatore", "-o", str(out))
    assert res.exit_code == 0, res.output
    assert out.exists()


@pytest.mark.parametrize("lang, shown", [("en", "[+1 Guardian Attack]"), ("fr", "[+1 Attaque de gardien]"),
                                         ("it", "[Attacco Guardian +1]")])
def test_guardian_attack_reads_as_the_manual_prints_it(lang, shown):
    res = run("replay", "--lang", lang, DUEL, "--at", "7")
    assert res.exit_code == 0, res.output
    assert shown in res.output
    assert "(1)]" not in res.output


def test_an_empty_folder_says_no_match_was_verified_in_french(tmp_path):
    (tmp_path / "vide").mkdir()
    res = run("verify", "--lang", "fr", str(tmp_path / "vide"))
    assert res.exit_code == 2
    assert res.stdout.startswith("Aucune partie vérifiée : 1 entrée inutilisable.\n"), res.stdout
    assert "0 partie" not in res.stdout and "----" not in res.stdout


def test_audit_groups_the_digits_as_verify_does(tmp_path, monkeypatch):
    from cli import audit

    class Report:
        matches, events, snapshots_checked, ledger, head, checks, clean = 1, 2740, 1200, "l.db", "ab", [], True

    from cli import i18n

    for lang, events in (("fr", "2\u202f740 événements"), ("it", "2.740 eventi"), ("en", "2,740 events")):
        i18n.activate(lang)
        assert events in audit._text(Report()).splitlines()[0]


def test_an_import_that_stores_nothing_names_every_unusable_file(tmp_path):
    import shutil

    round_ = tmp_path / "round"
    round_.mkdir()
    for f in ("win-quests.jsonl", "balanced-duel.jsonl"):
        shutil.copy(ROOT / "sample_logs/chrono_clash" / f, round_ / f)
    (round_ / "b-empty.jsonl").write_text("")
    text = (ROOT / "sample_logs/chrono_clash/four-players.jsonl").read_text()
    (round_ / "c-cut.jsonl").write_text(text[: len(text) // 3])
    (round_ / "d-misspelt.jsonl").write_text(Path(QUESTS).read_text().replace('"Ember Squire"', '"Ember Squirrel"'))
    db = tmp_path / "l.db"
    res = CliRunner().invoke(cli, ["import", "--db", str(db), str(round_)])
    assert res.exit_code == 2
    lines = res.stderr.splitlines()
    assert [line.split(":")[0] for line in lines[:3]] == ["Error"] * 3
    assert [Path(line.split(": ")[1].split(":")[0]).name for line in lines[:3]] == [
        "b-empty.jsonl", "c-cut.jsonl", "d-misspelt.jsonl"]
    assert lines[3] == "Nothing was stored: 3 files are unusable."
    listed = CliRunner().invoke(cli, ["list", "--db", str(db), "--json"])
    assert not db.exists() or listed.output.strip() in ("[]", "")


def test_the_station_s_match_page_names_its_corrections_and_what_it_corrects(tmp_path):
    pytest.importorskip("starlette")
    import json

    from starlette.testclient import TestClient

    from cli.station import make_app

    db = str(tmp_path / "l.db")
    assert run("import", "--db", db, QUESTS).exit_code == 0
    parent = json.loads(run("list", "--db", db, "--json").output)[0]["id"]
    res = run("amend", parent[:8], "--db", db, "--at", "35", "--drop", "--reason", "recorded twice",
              "--judge", "R. Lee", "--json")
    assert res.exit_code == 0, res.output
    branch = json.loads(res.output)["match"]
    c = TestClient(make_app(db))
    page = c.get(f"/match/{parent}").text
    assert f'<ul id="branches"><li><a href="/match/{branch}"><code>{branch[:8]}</code></a>: ' \
           "event 35 left out; judge R. Lee: recorded twice</li></ul>" in page
    own = c.get(f"/match/{branch}").text
    assert f'<a href="/match/{parent}"><code>{parent[:8]}</code></a> (this match corrects it: ' \
           "event 35 left out)<br>judge R. Lee: recorded twice" in own
    assert 'id="branches"' not in own and 'id="parent"' not in page


def test_the_readme_s_paper_log_is_the_sample_s_own_first_events():
    """The README shows a paper log's ids and names: they must be the sample's, which verifies clean."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Writing a log by hand", 1)[1].split("```json\n", 1)[1].split("```", 1)[0]
    sample = ROOT / "sample_logs/chrono_clash/paper-table-win-quests.jsonl"
    shown = block.strip().splitlines()
    assert shown == sample.read_text(encoding="utf-8").splitlines()[1:1 + len(shown)]
    res = run("verify", str(sample))
    assert res.exit_code == 0, res.output


@pytest.mark.parametrize("player, said", [
    ("Bob", "player 'Bob' is not seated in the header: events name a player by id, and this is 'bob' "
            "(the players are alice, bob)"),
    ("carol", "player 'carol' is not seated in the header (the players are alice, bob)")])
def test_an_event_s_unknown_player_is_said_with_the_ids_and_the_one_meant(tmp_path, player, said):
    head = Path(QUESTS).read_text(encoding="utf-8").splitlines()[0]
    log = tmp_path / "p.jsonl"
    log.write_text(head + "\n" + '{"type":"CardDrawn","seq":1,"player":"%s"}\n' % player, encoding="utf-8")
    res = run("verify", str(log))
    assert res.exit_code == 2
    assert res.stderr.strip() == f"Error: {log}:2: $.player: {said}"
