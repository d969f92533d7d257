"""Round 28, the judge's desk: the "French only" note in Italian replay and view, one Italian source label;
explain of a stored match with rulings and corrections; rules --section for matchledger's own log-format
sections; the English explain facts in words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
FOW_BAD = ROOT / "sample_logs/force_of_will/illegal/block-with-rested-resonator.jsonl"  # fow.block.blocker at 25
FFTCG_BAD = ROOT / "sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"  # fftcg.stack.lifo at 48
FOW_CLEAN = ROOT / "sample_logs/force_of_will/win-by-life.jsonl"
NOTE_IT = "Le regole di {game} sono scritte solo in francese: citate in francese."


def run(tmp_path: Path, *args: str, input: str | None = None):
    db = [] if args[0] == "rules" else ["--db", str(tmp_path / "ledger.db")]
    return CliRunner().invoke(cli, [*args, *db], input=input)


def _verdict(tmp_path: Path, log: Path) -> list[str]:
    res = run(tmp_path, "verify", str(log), "--json")
    return [v["rule"] for v in json.loads(res.output)["violations"]]


# -- 6. the "French only" note in Italian replay (--at, --before, --step) and view; one Italian source label ------

REPLAYS = [(FOW_BAD, "Force of Will", "fow.block.blocker", 25), (FFTCG_BAD, "FFTCG", "fftcg.stack.lifo", 48)]


@pytest.mark.parametrize("log, game, rule, seq", REPLAYS)
def test_italian_replay_says_the_rules_are_quoted_in_french(tmp_path, log, game, rule, seq):
    assert _verdict(tmp_path, log) == [rule]
    note = NOTE_IT.format(game=game)
    for how in (["--at", str(seq)], ["--before", str(seq)]):
        res = run(tmp_path, "replay", str(log), *how, "--lang", "it")
        assert res.exit_code == 0, res.output
        assert res.output.count(note) == 1, (how, res.output)
        assert "(in francese), sezione" in res.output
        assert "(francese)" not in res.output
    res = run(tmp_path, "replay", str(log), "--step", "--at", str(seq - 1), "--lang", "it", input="n\nq\n")
    assert res.exit_code == 0, res.output
    assert res.output.count(note) == 1, res.output
    # French reads its own rules, English their rendering: no note; an unflagged board has none either
    for lang in ("fr", "en"):
        res = run(tmp_path, "replay", str(log), "--at", str(seq), "--lang", lang)
        assert res.exit_code == 0 and "French only" not in res.output and "solo in francese" not in res.output
    res = run(tmp_path, "replay", str(log), "--at", str(seq - 1), "--lang", "it")
    assert res.exit_code == 0 and note not in res.output


def test_the_clean_twin_replays_without_the_note(tmp_path):
    assert _verdict(tmp_path, FOW_CLEAN) == []
    res = run(tmp_path, "replay", str(FOW_CLEAN), "--step", "--at", "0", "--lang", "it", input="v\nq\n")
    assert res.exit_code == 0 and "solo in francese" not in res.output


def _page_data(html: str) -> dict:
    found = re.search(r'<script[^>]*id="ml-data"[^>]*>(.*?)</script>', html, re.S)
    assert found, "no data block in the page"
    return json.loads(found.group(1))


@pytest.mark.parametrize("log, game, rule, seq", REPLAYS)
def test_the_italian_replay_page_says_the_rules_are_quoted_in_french(tmp_path, log, game, rule, seq):
    out = tmp_path / "page.html"
    res = run(tmp_path, "view", str(log), "-o", str(out), "--lang", "it")
    assert res.exit_code == 0, res.output
    text = out.read_text(encoding="utf-8")
    assert NOTE_IT.format(game=game) in text and "quoted_note" in text
    assert [v["rule"] for v in _page_data(text)["violations"]] == [rule]
    assert all("(in francese)" in v["source"] for v in _page_data(text)["violations"])
    res = run(tmp_path, "view", str(log), "-o", str(out), "--lang", "fr")
    assert _page_data(out.read_text(encoding="utf-8"))["quoted_note"] == ""


def test_the_italian_page_shows_the_note_under_the_flagged_event(page, tmp_path):
    out = tmp_path / "page.html"
    assert run(tmp_path, "view", str(FOW_BAD), "-o", str(out), "--lang", "it").exit_code == 0
    page.goto(out.as_uri())
    page.wait_for_selector("html[data-ready]")
    for seq, shown in ((25, True), (24, False)):
        page.evaluate("s => { location.hash = 'seq=' + s; }", seq)
        page.wait_for_selector(f'#board[data-seq="{seq}"]', state="attached")
        assert (NOTE_IT.format(game="Force of Will") in page.inner_text("#here")) is shown, seq


def test_one_italian_source_label_for_both_french_only_games():
    from projections import ruletexts

    assert ruletexts.citation("force-of-will", "fow.block.blocker", "it").startswith(
        "Regole di Force of Will (in francese), sezione ")
    assert ruletexts.citation("fftcg", "fftcg.stack.lifo", "it").startswith("Regole FFTCG V2 (in francese), ")


# -- 3. explain of a stored match's event says its rulings there and the match's corrections ------------------------

CCS = ROOT / "sample_logs/chrono_clash/balanced-duel.jsonl"


def _stored_with_ruling_and_correction(tmp_path: Path) -> tuple[str, str]:
    db = str(tmp_path / "ledger.db")
    res = CliRunner().invoke(cli, ["import", str(CCS), "--db", db, "--json"])
    assert res.exit_code == 0, res.output
    parent = json.loads(res.output)[0]["match"] if res.output.lstrip().startswith("[") else \
        json.loads(res.output)["match"]
    res = CliRunner().invoke(cli, ["note", parent, "--at", "5", "--judge", "H. Judge", "Recorded twice; no penalty.",
                                   "--db", db])
    assert res.exit_code == 0, res.output
    res = CliRunner().invoke(cli, ["amend", parent, "--at", "5", "--drop", "--reason", "twice", "--judge", "H. Judge",
                                   "--db", db, "--json"])
    assert res.exit_code == 0, res.output
    return parent, json.loads(res.output)["match"]


def test_explain_says_the_rulings_at_the_event_and_the_corrections(tmp_path):
    assert _verdict(tmp_path, CCS) == []
    parent, branch = _stored_with_ruling_and_correction(tmp_path)
    res = run(tmp_path, "explain", parent, "5")
    assert res.exit_code == 0, res.output
    assert "Ruling R1 at seq 5, judge H. Judge" in res.output and "Recorded twice; no penalty." in res.output
    assert f"Branch:   {branch}: " in res.output
    data = json.loads(run(tmp_path, "explain", parent, "5", "--json").output)
    assert [(r["number"], r["seq"]) for r in data["rulings"]] == [(1, 5)]
    assert data["corrections"]["amends"] is None
    assert [(b["match"], b["at"]) for b in data["corrections"]["branches"]] == [(branch, 5)]
    # another event of the match: no ruling there, the corrections still said
    other = json.loads(run(tmp_path, "explain", parent, "4", "--json").output)
    assert other["rulings"] == [] and len(other["corrections"]["branches"]) == 1
    assert "Ruling R1" not in run(tmp_path, "explain", parent, "4").output
    # the correction says it is one: of which match, from which seq
    res = run(tmp_path, "explain", branch, "4", "--lang", "fr")
    assert res.exit_code == 0, res.output
    assert f"{parent} (cette partie le corrige : événement 5 retiré)" in res.output
    data = json.loads(run(tmp_path, "explain", branch, "4", "--json").output)
    assert (data["corrections"]["amends"]["parent"], data["corrections"]["amends"]["at"]) == (parent, 5)
    assert data["corrections"]["branches"] == [] and data["rulings"] == []


def test_explain_of_a_match_without_rulings_or_corrections_says_none(tmp_path):
    res = run(tmp_path, "explain", str(CCS), "5", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["rulings"] == [] and data["corrections"] == {"amends": None, "branches": [], "parent_rulings": [],
                                                                    "ancestor_rulings": []}
    text = run(tmp_path, "explain", str(CCS), "5").output
    assert "Ruling" not in text and "Branch:" not in text and "Parent:" not in text


# -- 11. rules --section of a section matchledger's own docs hold (the log format's rules cite them) ----------------

@pytest.mark.parametrize("game, section, file, rule, first", [
    ("chrono-clash", "Events", "docs/log-format.md", "ccs.log.effect-source", "## Events"),
    ("chrono-clash", "Instance ids", "docs/log-format.md", "ccs.log.unknown-card", "## Instance ids"),
    ("force-of-will", "Header", "docs/log-format.md", "fow.log.deck-order", "## The header (line 1)"),
    ("force-of-will", "Events", "docs/force-of-will.md", "fow.log.effect-source", "## Events"),
    ("fftcg", "Instance ids", "docs/fftcg.md", "fftcg.log.unknown-card", "## Instance ids"),
])
def test_rules_section_prints_the_docs_passage_a_log_rule_cites(tmp_path, game, section, file, rule, first):
    from projections import ruletexts

    assert ruletexts.ref(game, rule) == {"file": file, "section": section}
    for lang in ("en", "fr", "it"):
        res = run(tmp_path, "rules", game, "--section", section, "--lang", lang)
        assert res.exit_code == 0, res.output
        lines = res.output.split("\n")
        assert lines[0].startswith(f"matchledger {file}, ")
        assert f"{ {'en': 'Cited by', 'fr': 'Cité par', 'it': 'Citato da'}[lang]} {rule}" in lines[1] and first in lines[3]
        passage = (ROOT / file).read_text(encoding="utf-8")
        assert lines[5] in passage and "close:" not in res.output and "proches" not in res.output
    data = json.loads(run(tmp_path, "rules", game, "--section", section, "--json").output)
    assert (data["file"], data["section"], data["rules"]) == (file, section, [rule])
    assert data["text"].startswith(first)
    # a whole citation pasted from a report names it too
    cited = ruletexts.citation(game, rule, "fr")
    res = run(tmp_path, "rules", game, "--section", cited, "--lang", "fr")
    assert res.exit_code == 0 and res.output.startswith(cited)


def test_rules_section_says_where_the_docs_are_when_not_installed(tmp_path, monkeypatch):
    from projections import ruletexts

    monkeypatch.setattr(ruletexts, "DOCS_ROOT", tmp_path / "nowhere")
    res = run(tmp_path, "rules", "chrono-clash", "--section", "Events")
    assert res.exit_code == 0, res.output
    assert res.output.startswith("matchledger docs/log-format.md, section Events\n")
    assert "read docs/log-format.md in matchledger's source" in res.output


def test_a_section_no_rule_cites_is_still_refused(tmp_path):
    res = run(tmp_path, "rules", "chrono-clash", "--section", "Eventz", "--lang", "fr")
    assert res.exit_code == 2 and "aucune section 'Eventz'" in res.output
    # (qa38-input 9: ccs.log.deck-order now cites docs/log-format.md § Header, as fow.log.deck-order does; a
    # section of the log format no Chrono Clash rule cites is still refused)
    res = run(tmp_path, "rules", "chrono-clash", "--section", "The closing line (optional)")
    assert res.exit_code == 2
    res = run(tmp_path, "rules", "chrono-clash", "--section", "Header")
    assert res.exit_code == 0 and "Cited by ccs.log.deck-order" in res.output


# -- 10. the README's explain example is the tool's output; English says the board facts in words -----------------

ATTACK = "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"


def test_the_readme_explain_example_is_what_the_tool_prints(tmp_path, monkeypatch):
    assert _verdict(tmp_path, ROOT / ATTACK) == ["ccs.attack.summoned-this-turn"]
    monkeypatch.chdir(ROOT)
    res = run(tmp_path, "explain", ATTACK, "5", "--lang", "en")
    assert res.exit_code == 1, res.output
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    head = f"$ matchledger explain {ATTACK} 5\n"
    block = readme.split(head, 1)[1].split("```", 1)[0]
    assert block == res.output


def test_english_explain_says_must_attack_in_words(tmp_path):
    res = run(tmp_path, "explain", str(ROOT / ATTACK), "5", "--lang", "en")
    assert "  must attack: none\n" in res.output and "must_attack" not in res.output
    assert "summoned this turn yes" in res.output
    assert not re.search(r"^  [a-z ]*_[a-z_]*:", res.output, re.M)
    fr = run(tmp_path, "explain", str(ROOT / ATTACK), "5", "--lang", "fr")
    assert "  doit attaquer : personne\n" in fr.output
    # the clean twin: a legal event of a clean log says its facts in words too
    clean = ROOT / "sample_logs/chrono_clash/balanced-duel.jsonl"
    assert _verdict(tmp_path, clean) == []
    res = run(tmp_path, "explain", str(clean), "5")
    assert res.exit_code == 0 and "must_attack" not in res.output and "must attack: " in res.output
