"""Round 26, the judge's desk (explain, rules, a header naming the wrong game), in English, French and Italian."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli
from projections import ruletexts

ROOT = Path(__file__).resolve().parent.parent
FFTCG = ROOT / "sample_logs/fftcg/win-seven-damage.jsonl"
FFTCG_BAD = ROOT / "sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"
FOW = ROOT / "sample_logs/force_of_will/win-by-life.jsonl"
CCS = ROOT / "sample_logs/chrono_clash/balanced-duel.jsonl"


def run(tmp_path: Path, *args: str):
    db = [] if args[0] == "rules" else ["--db", str(tmp_path / "ledger.db")]
    return CliRunner().invoke(cli, [*args, *db])


def _verdict(tmp_path: Path, log: Path) -> list[str]:
    res = run(tmp_path, "verify", str(log), "--json")
    return [v["rule"] for v in json.loads(res.output)["violations"]]


# 1. English board facts in words, cards by name, as French and Italian say them


def test_english_explain_says_the_board_facts_in_words_with_card_names(tmp_path):
    assert _verdict(tmp_path, FFTCG) == []  # the clean log
    res = run(tmp_path, "explain", str(FFTCG), "29")  # bob passes during alice's attack with alice.3
    assert res.exit_code == 0, res.output
    assert "  combat: attackers Squire (alice.3)\n" in res.output
    assert '  active: alice\n' in res.output and '"alice"' not in res.output
    assert "  over: no\n" in res.output and "{" not in res.output.split("Checked")[0]
    it = run(tmp_path, "explain", str(FFTCG), "29", "--lang", "it")
    assert "  combattimento: attaccanti Squire (alice.3)\n" in it.output


# 2. What an event changed names the card in every game


def test_explain_names_the_cards_a_zone_move_moved(tmp_path):
    assert _verdict(tmp_path, FFTCG_BAD) == ["fftcg.stack.lifo"]  # one planted fault, one violation
    res = run(tmp_path, "explain", str(FFTCG_BAD), "48")
    assert res.exit_code == 1, res.output
    assert "Illegal: 1 rule broken." in res.output and "[BROKEN] fftcg.stack.lifo: " in res.output
    assert "  bob's field: Gordon (bob.2) left\n" in res.output
    assert "  alice's break zone: Ifrit (alice.4) entered\n" in res.output
    assert _verdict(tmp_path, FOW) == []
    fow = run(tmp_path, "explain", str(FOW), "15")
    assert fow.exit_code == 0, fow.output
    assert "  bob's hand: Herald of Sacred Queen (bob.1) left\n" in fow.output


# 3. An Italian explain of a game written in French only says why it quotes French, as verify does


def test_italian_explain_of_fftcg_and_fow_says_the_rules_are_quoted_in_french(tmp_path):
    for log, seq, game in ((FFTCG, "29", "FFTCG"), (FOW, "15", "Force of Will")):
        res = run(tmp_path, "explain", str(log), seq, "--lang", "it")
        assert res.exit_code == 0, res.output
        assert f"Le regole di {game} sono scritte solo in francese: citate in francese." in res.output
        fr = run(tmp_path, "explain", str(log), seq, "--lang", "fr")
        assert "francese" not in fr.output  # French reads the French rules: no note


# 4. Chrono Clash's Transform in Italian; a rule the Italian manual lacks labelled "(inglese)"


def test_transform_is_quoted_from_the_italian_manual_and_the_english_fallback_is_labelled(tmp_path):
    lang, words = ruletexts.quote_parts("chrono-clash", "ccs.transform", "it")
    assert lang == "it" and any("Trasformazione" in w for w in words)
    text = " ".join(ruletexts.document("chrono-clash", "it").path.read_text(encoding="utf-8").split())
    assert all(" ".join(w.split()) in text for w in words)  # the manual's own words
    assert ruletexts.quote_parts("chrono-clash", "ccs.attack.must-attack", "it")[0] == "it"
    assert _verdict(tmp_path, CCS) == []
    res = run(tmp_path, "explain", str(CCS), "2", "--lang", "it")  # a summon: judged against ccs.summon.pilot
    assert res.exit_code == 0, res.output
    pilot = next(line for line in res.output.splitlines() if "ccs.summon.pilot:" in line)
    assert pilot.endswith("» (inglese)"), pilot
    legal = next(line for line in res.output.splitlines() if "ccs.log.unknown-card:" in line)
    assert "(inglese)" not in legal  # matchledger's own docs, quoted in translation (said below)


# 5. `rules`: the slip note under its rule and section; no markdown emphasis


def test_rules_print_the_slip_note_and_no_markdown(tmp_path):
    listing = run(tmp_path, "rules", "fftcg")
    assert listing.exit_code == 0, listing.output
    block = listing.output.split("fftcg.attack.entered-this-turn\n", 1)[1].split("\nfftcg.", 1)[0]
    assert "Note: The French words say Initiative (First Strike) here, a slip of the rules" in block
    section = run(tmp_path, "rules", "fftcg", "--section", "10.1.2.1.1")
    assert section.exit_code == 0, section.output
    assert "fftcg.attack.entered-this-turn\n    Note: The French words say Initiative" in section.output
    for args in (("--section", "Il Tuo Turno", "--lang", "it"), ("--section", "Your Turn")):
        res = run(tmp_path, "rules", "chrono-clash", *args)
        assert res.exit_code == 0, res.output
        assert "**" not in res.output
    assert "Stappa le tue carte\n" in run(tmp_path, "rules", "chrono-clash", "--section", "Il Tuo Turno",
                                          "--lang", "it").output
    assert "**" not in run(tmp_path, "rules", "chrono-clash", "--lang", "it").output


# 6. A header that names the wrong game says so, at $.game


def _renamed(tmp_path: Path, log: Path, game: str) -> Path:
    lines = log.read_bytes().split(b"\n")
    head = json.loads(lines[0])
    head["game"] = game
    out = tmp_path / f"{log.stem}-as-{game}.jsonl"
    out.write_bytes(b"\n".join([json.dumps(head).encode(), *lines[1:]]))
    return out


def test_a_header_naming_another_game_says_which_game_its_fields_are(tmp_path):
    for log, named, real in ((FFTCG, "chrono-clash", "fftcg"), (CCS, "fftcg", "chrono-clash"),
                             (CCS, "force-of-will", "chrono-clash"), (FOW, "chrono-clash", "force-of-will")):
        assert _verdict(tmp_path, log) == []  # the clean twin
        bad = _renamed(tmp_path, log, named)
        res = CliRunner().invoke(cli, ["verify", str(bad), "--db", str(tmp_path / "ledger.db")])
        assert res.exit_code == 2, res.output
        lines = [x for x in res.output.splitlines() if x.strip()]
        assert lines == [f"Error: {bad}:1: $.game: the header names game {named!r} but its fields are those of "
                         f"{real!r}: is `game` wrong?"], res.output
