"""What an outside review of the French and Italian reports found, each held to the text a judge reads.

- ``audit`` says every check it made in the report's language, the re-verification of stored verdicts too.
- A count and its noun agree in every language (gettext's plural forms: French says "0 carte", "1 dégât",
  "3 temps restants"; Italian "1 danno", "3 Tempi rimasti"): the CLI's own sentences through ``ngettext``,
  a phrase inside an engine's or the ledger's message through ``NP_``.
- A phrase put into a template reads as the language writes it (no Italian "in la riserva", no French
  "de le deck").
- ``show`` puts every value in one column, the lines of a branch and of its parent included.
"""

from __future__ import annotations

import glob
import json
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import i18n
from cli.main import cli
from ledger.errors import LogError
from ledger.log import read_log

sys.path.insert(0, str(Path(__file__).parent))
from test_translations_packet import ENV, english_after  # noqa: E402,F401 - the locale-free env; English after each

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs"
CCS = SAMPLES / "chrono_clash"
ATTACK = CCS / "illegal/attack-summoned-this-turn.jsonl"


def run(*args: str) -> str:
    res = CliRunner().invoke(cli, [str(a) for a in args], env=ENV)
    assert res.exception is None or isinstance(res.exception, SystemExit), res.output
    return res.output


# -- audit: every check in the report's language ----------------------------------------------------------

@pytest.fixture(scope="module")
def verified(tmp_path_factory) -> str:
    """A ledger of two matches whose verdicts `verify --all` stored."""
    db = str(tmp_path_factory.mktemp("audit") / "l.db")
    run("import", "--db", db, CCS / "win-quests.jsonl", ATTACK)
    run("verify", "--all", "--db", db)
    return db


@pytest.mark.parametrize("lang, words", [
    ("en", "; every current stored verdict against a new verification (2)."),
    ("fr", "; chaque verdict enregistré à jour contre une nouvelle vérification (2)."),
    ("it", "; ogni verdetto registrato aggiornato contro una nuova verifica (2)."),
])
def test_audit_says_the_verdict_check_in_the_report_language(verified, lang, words):
    checked = run("audit", "--db", verified, "--lang", lang).splitlines()[1]
    assert checked.endswith(words)


@pytest.mark.parametrize("lang, head", [
    ("en", "2 matches, 41 events, 0 board snapshots refolded."),
    ("fr", "2 parties, 41 événements, 0 instantané du plateau recalculé."),
    ("it", "2 partite, 41 eventi, 0 istantanee della situazione di gioco ricalcolate."),
])
def test_audit_counts_agree_with_their_nouns(verified, lang, head):
    assert run("audit", "--db", verified, "--no-snapshots", "--lang", lang).splitlines()[0].endswith(head)


# -- plurals: the CLI's own sentences ---------------------------------------------------------------------

@pytest.mark.parametrize("lang, summary", [
    ("en", "Verified 2 matches: 1 clean, 1 with violations, 0 unusable; 1 violation in 41 events."),
    ("fr", "Vérifiées : 2 parties : 1 conforme, 1 avec infractions, 0 inutilisable ; "
           "1 infraction sur 41 événements."),
    ("it", "Verificate: 2 partite: 1 regolare, 1 con infrazioni, 0 inutilizzabili; 1 infrazione su 41 eventi."),
])
def test_a_round_summary_agrees_with_its_counts(lang, summary):
    out = run("verify", "--lang", lang, CCS / "win-quests.jsonl", ATTACK)
    assert out.splitlines()[0] == summary


@pytest.mark.parametrize("lang, summary", [
    ("fr", "Vérifiées : 2 parties : 0 conforme, 2 avec infractions, 0 inutilisable ; "
           "2 infractions sur 12 événements."),
    ("it", "Verificate: 2 partite: 0 regolari, 2 con infrazioni, 0 inutilizzabili; 2 infrazioni su 12 eventi."),
])
def test_zero_takes_the_form_each_language_gives_it(lang, summary):
    out = run("verify", "--lang", lang, ATTACK, CCS / "illegal/draw-not-top.jsonl")
    assert out.splitlines()[0] == summary


@pytest.mark.parametrize("lang, one, many", [
    ("en", "alice (Alice): 1 damage", "alice (Alice): 2 damage"),
    ("fr", "alice (Alice) : 1 dégât", "alice (Alice) : 2 dégâts"),
    ("it", "alice (Alice): 1 danno", "alice (Alice): 2 danni"),
])
def test_fftcg_damage_agrees_with_its_count(lang, one, many):
    log = SAMPLES / "fftcg/win-seven-damage.jsonl"
    assert one in run("replay", log, "--at", "48", "--lang", lang).splitlines()
    assert many in run("replay", log, "--at", "81", "--lang", lang).splitlines()


@pytest.mark.parametrize("lang, one, many", [
    ("en", "counter on bob's 1 (1 time left)", "counter on bob's 3 (3 time left)"),
    ("fr", "compteur sur le 1 de bob (1 temps restant)", "compteur sur le 3 de bob (3 temps restants)"),
    ("it", "segnalino sullo spazio 1 di bob (ancora 1 tempo)", "segnalino sullo spazio 3 di bob (ancora 3 tempo)"),
])
def test_the_time_left_agrees_with_its_count(lang, one, many):
    assert run("replay", ATTACK, "--at", "5", "--lang", lang).splitlines()[0].endswith(one)
    assert run("replay", ATTACK, "--at", "3", "--lang", lang).splitlines()[0].endswith(many)


@pytest.mark.parametrize("lang, one, many", [
    ("en", "1 guardian left to fight", "2 guardians left to fight"),
    ("fr", "1 gardien encore à combattre", "2 gardiens encore à combattre"),
    ("it", "1 Guardian ancora da combattere", "2 Guardian ancora da combattere"),
])
def test_the_guardians_left_to_fight_are_a_real_plural(lang, one, many):
    from cli.render import board_text_ccs

    view = json.loads(run("replay", ATTACK, "--at", "5", "--json"))
    i18n.activate(lang)
    assert board_text_ccs(view).splitlines()[1].endswith(one)
    view["attack"]["guardians_left_to_fight"] = 2
    assert board_text_ccs(view).splitlines()[1].endswith(many)


def test_a_board_counts_its_cards_in_the_report_language():
    fr = run("replay", ATTACK, "--at", "5", "--lang", "fr")
    assert "  deck : 40 cartes ; extra deck : 0 carte" in fr.splitlines()
    it = run("replay", SAMPLES / "force_of_will/win-by-life.jsonl", "--at", "3", "--lang", "it")
    assert re.search(r"^  Deck Principale: \d+ carte; Deck delle Pietre: \d+ carte$", it, re.M)


@pytest.mark.parametrize("lang, singular", [
    ("en", "Checked (1 rule):"), ("fr", "Vérifiée (1 règle) :"), ("it", "Verificata (1 regola):")])
def test_explain_counts_the_rules_checked(lang, singular, monkeypatch):
    from projections import explain

    real = explain.explain

    def one_rule(*args, **kwargs):
        data = real(*args, **kwargs)
        data["checked"] = data["checked"][:1]
        return data

    monkeypatch.setattr(explain, "explain", one_rule)
    assert singular in run("explain", CCS / "win-quests.jsonl", "3", "--lang", lang).splitlines()


# -- plurals: a counted phrase inside a message (NP_) -----------------------------------------------------

def test_a_counted_phrase_is_english_in_the_stored_line_and_agrees_in_every_language():
    from ledger.messages import N_, NP_, Reason

    one = Reason(N_("the closing line counts {counted} but the log holds {n}: {lost}"),
                 counted=NP_("{n} event", "{n} events", 1), n=2, lost=Reason(N_("events were added")))
    assert str(one) == "the closing line counts 1 event but the log holds 2: events were added"
    i18n.activate("fr")
    assert i18n.reason(one) == ("la ligne de clôture compte 1 événement mais le journal en a 2 : "
                                "des événements ont été ajoutés")
    i18n.activate("it")
    assert i18n.reason(one).startswith("la riga di chiusura conta 1 evento ma il registro ne ha 2")


def test_a_closing_line_counting_one_event_says_one_event(tmp_path):
    lines = (CCS / "win-quests.jsonl").read_text().splitlines()
    path = tmp_path / "closed.jsonl"
    path.write_text("\n".join(lines[:3]) + '\n{"closing":true,"events":1,"sha256":"' + "0" * 64 + '"}\n')
    with pytest.raises(LogError) as exc:
        read_log(str(path))
    assert "the closing line counts 1 event but the log holds 2: events were added" in str(exc.value)
    out = run("verify", "--lang", "fr", path)
    assert "la ligne de clôture compte 1 événement mais le journal en a 2" in out


def test_the_replay_page_counts_in_its_language():
    from cli.viewer import page_data
    from projections import core

    log = read_log(str(ATTACK))
    for lang, zero_is_one, one, many in (("fr", True, "1 infraction", "2 infractions"),
                                         ("it", False, "1 infrazione", "2 infrazioni"),
                                         ("en", False, "1 violation", "2 violations")):
        i18n.activate(lang)
        counted = page_data(log, "m", core.verify(log), core.engine(log.game).RULES)["counted"]
        assert counted["zero_is_one"] is zero_is_one
        assert (counted["one"]["violations"].format(n=1), counted["many"]["violations"].format(n=2)) == (one, many)


# -- a phrase put into a template -------------------------------------------------------------------------

@pytest.mark.parametrize("lang, words", [
    ("en", "card 'Ember Squirre' is in neither the card pool nor the header's cards; did you mean 'Ember Squire'?"),
    ("fr", "la carte 'Ember Squirre' n'est ni dans la réserve de cartes ni dans les cartes de l'en-tête ; "
           "vouliez-vous dire 'Ember Squire' ?"),
    ("it", "la carta 'Ember Squirre' non è né nella riserva di carte né nelle carte dell'intestazione; "
           "forse intendevi 'Ember Squire'?"),
])
def test_a_misspelt_deck_card_reads_well(tmp_path, lang, words):
    path = tmp_path / "misspelt.jsonl"
    text = (CCS / "paper-table-win-quests.jsonl").read_text()
    path.write_text(text.replace('"Ember Squire"', '"Ember Squirre"', 1))
    out = run("verify", "--lang", lang, path)
    assert out.rstrip().endswith(words)


@pytest.mark.parametrize("lang, words", [
    ("fr", "Firion 1-021 (alice.7) quitte le deck d'alice pour bob : "
           "elle va dans le deck de bob, et non dans la main"),
    ("it", "Firion 1-021 (alice.7) lascia il deck di alice per bob: "
           "la sua destinazione è il deck di bob, non la mano"),
])
def test_a_zone_after_a_preposition_reads_well(lang, words):
    out = run("verify", "--lang", lang, SAMPLES / "fftcg/illegal/zone-other-player-deck-card-to-hand.jsonl")
    assert words in out


BAD = {"fr": re.compile(r"\b(?:de|à) (?:le|les)\b", re.I),
       "it": re.compile(r"\b(?:in|di|da|a|su) (?:il|lo|la|i|gli|le|l')\b", re.I)}


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_no_preposition_meets_an_article_it_should_have_merged_with(lang):
    for path in sorted(glob.glob(str(SAMPLES / "**/*.jsonl"), recursive=True)):
        out = run("verify", "--lang", lang, path)
        found = [line for line in out.splitlines() if BAD[lang].search(line.split("«")[0])]
        assert not found, f"{path}: {found}"


# -- show: one column for every value ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def branched(tmp_path_factory) -> tuple[str, str, str]:
    db = str(tmp_path_factory.mktemp("show") / "l.db")
    match = run("import", "--db", db, ATTACK).split()[0][:8]
    run("note", "--db", db, match, "--at", "5", "--judge", "Jo", "Attack allowed")
    branch = run("amend", "--db", db, match, "--at", "5", "--drop", "--reason", "test", "--judge", "Jo").split()[0][:8]
    return db, match, branch


LABELS = {"en": ("Digest:", "Branch:", "Ruling:", "Parent:"),
          "fr": ("Empreinte :", "Branche :", "Décision :", "Parent :"),
          "it": ("Impronta:", "Ramo:", "Decisione:", "Originale:")}


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_show_aligns_the_branch_and_parent_lines(branched, lang):
    db, match, branch = branched
    digest, branch_label, ruling, parent = LABELS[lang]

    def column(lines: list[str], label: str) -> int:
        line = next(x for x in lines if x.startswith(label))
        return len(line) - len(line[len(label):].lstrip(" "))

    lines = run("show", "--db", db, match, "--lang", lang).splitlines()
    assert column(lines, digest) == column(lines, branch_label) == column(lines, ruling)
    lines = run("show", "--db", db, branch, "--lang", lang).splitlines()
    at = column(lines, digest)
    assert column(lines, parent) == at
    judge = lines[lines.index(next(x for x in lines if x.startswith(parent))) + 1]
    assert len(judge) - len(judge.lstrip(" ")) == at


def test_show_says_a_ruling_with_the_language_punctuation(branched):
    db, match, _branch = branched
    assert re.search(r"^Décision :\s+R1, seq 5, juge Jo, \d\d/\d\d/\d{4} \d\d:\d\d:\d\d UTC : Attack allowed$",
                     run("show", "--db", db, match, "--lang", "fr"), re.M)


def test_the_source_and_the_parent_have_two_labels_in_italian(branched):
    db, _match, branch = branched
    lines = run("show", "--db", db, branch, "--lang", "it").splitlines()
    assert len([x for x in lines if x.startswith("Origine:")]) == 1


# -- counts inside the engines' own messages -------------------------------------------------------------

def test_an_engine_message_counts_in_each_language():
    from fftcg import draw, seat, verify

    from projections.messages import NP_, fill

    # The FFTCG engine's own message when the first player draws two cards in the first turn.
    (v,) = verify([seat("a"), seat("b")], [draw("a", "a.6", "a.7")]).violations
    assert v.message == "a drew 2 cards; 1 was due (the first player draws 1 in the first turn)"
    i18n.activate("fr")
    assert i18n.message(v.template, v.args).startswith("a a pioché 2 cartes ; 1 était due")
    i18n.activate("en")
    template = "{player} drew {drawn}; {due}"
    for n, due, english in ((1, 2, "bob drew 1 card; 2 were due"), (2, 1, "bob drew 2 cards; 1 was due")):
        args = {"player": "bob", "drawn": NP_("{n} card", "{n} cards", n), "due": NP_("{n} was due", "{n} were due", due)}
        assert fill(template, args) == english
        i18n.activate("fr")
        assert i18n.message(template, args) == ("bob a pioché 1 carte ; 2 étaient dues" if n == 1
                                                else "bob a pioché 2 cartes ; 1 était due")
        i18n.activate("it")
        assert i18n.message(template, args) == ("bob ha pescato 1 carta; ne erano dovute 2" if n == 1
                                                else "bob ha pescato 2 carte; ne era dovuta 1")
        i18n.activate("en")


@pytest.mark.parametrize("lang, hidden", [("fr", "une carte cachée (alice.2)"), ("it", "una carta nascosta (alice.2)")])
def test_a_card_nobody_has_seen_is_named_in_the_report_language(lang, hidden):
    paper = SAMPLES / "fftcg/paper-table-stack-and-party-attack.jsonl"
    text = run("replay", paper, "--at", "3", "--lang", lang)
    assert hidden in text and "a hidden card" not in text
    assert "a hidden card (alice.2)" in run("replay", paper, "--at", "3")


def test_a_negative_count_takes_the_plural_and_a_device_is_no_correction_file(tmp_path):
    text = run("replay", SAMPLES / "force_of_will/chase-several-deep.jsonl", "--at", "137", "--lang", "fr")
    assert "bob (Bob), siège 2 : -100 points de vie" in text  # French takes the singular below 2, not below -1
    db = tmp_path / "l.db"
    run("import", CCS / "win-quests.jsonl", "--db", db)
    for lang, words in (("en", "/dev/null: is a device, not a correction file: save the correction to a file first"),
                        ("fr", "/dev/null: est un périphérique, pas un fichier de correction : enregistrez d'abord")):
        text = run("amend", "52b27192", "--at", "5", "--replace", "/dev/null", "--reason", "r", "--judge", "j",
                   "--db", db, "--lang", lang)
        assert words in text and "file file" not in text, text


@pytest.mark.parametrize("lang, words", [("fr", "Chaque joueur d'une partie a une liste de deck enregistrée."),
                                         ("it", "Ogni giocatore di una partita ha una lista del deck registrata.")])
def test_a_rule_the_projects_docs_state_is_quoted_in_the_reports_language(tmp_path, lang, words):
    """The rules documents are quoted in their own words; a rule the project's docs state (the deck lists',
    the log format's) is an English sentence of ours, said in the report's language like the rest."""
    lists = SAMPLES / "decklists/chrono-clash-win-quests.txt"
    alice = tmp_path / "alice.txt"
    alice.write_text(lists.read_text().split("Player: bob")[0])
    out = run("decklist", "check", str(CCS / "win-quests.jsonl"), str(alice), "--lang", lang)
    assert words in out and "Every player of a match" not in out, out
    quoted = json.loads(run("rules", "force-of-will", "--lang", lang, "--json"))
    unknown = next(r for r in quoted if r["id"] == "fow.log.unknown-card")
    assert "Every card an event names" not in unknown["quote"] and unknown["quote"]
    english = json.loads(run("rules", "force-of-will", "--json"))
    assert next(r for r in english if r["id"] == "fow.log.unknown-card")["quote"].startswith("Every card an event names")


def test_french_and_italian_write_a_name_and_a_number_as_they_are_written(english_after):
    """French elides "de" and "que" before a name starting with a vowel ("la main d'alice", "défausse
    d'Evoker"); Italian says "ad" before an a ("tocca ad alice"). Only the template's own word changes, never
    what a value holds; a quoted value (``!r``) keeps its word. Grouped numbers take the language's marks."""
    i18n.activate("fr")
    assert i18n.written("la main de {player}", {"player": "alice"}) == "la main d'alice"
    assert i18n.written("la main de {player}", {"player": "bob"}) == "la main de bob"
    assert i18n.written("la main de {player!r}", {"player": "alice"}) == "la main de 'alice'"
    assert i18n.written("le fichier {path}", {"path": "de alice.jsonl"}) == "le fichier de alice.jsonl"
    assert i18n.written("{n:,} cartes", {"n": 1234567}) == "1\u202f234\u202f567 cartes"
    assert i18n.written("le {zone} de {player}", {"zone": "extra deck", "player": "alice"}) == "l'extra deck d'alice"
    i18n.activate("it")
    assert i18n.written("tocca a {active}", {"active": "alice"}) == "tocca ad alice"
    assert i18n.written("{n:,} carte", {"n": 1000}) == "1.000 carte"
    assert i18n.written("Il {zone} di {player}", {"zone": "Extra Deck", "player": "alice"}) == "L'Extra Deck di alice"
    out = run("verify", str(CCS / "illegal/attack-summoned-this-turn.jsonl"), "--lang", "fr")
    replay = run("replay", str(CCS / "illegal/attack-summoned-this-turn.jsonl"), "--at", "2", "--lang", "fr")
    for text in (out, replay):
        assert not re.search(r"\bde [aeiouAEIOU]", text), text
    assert "tour d'alice" in replay


def test_diff_says_the_result_in_the_reports_language_once(tmp_path):
    """The board's result is said in the report's language, once: not as the engine's English line and its
    untranslated template fields (result_msg.template, result_msg.args)."""
    lines = (CCS / "win-quests.jsonl").read_text().splitlines()
    short = tmp_path / "short.jsonl"
    short.write_text("\n".join(lines[:-1]) + "\n")  # the winning quest's turn cut off
    out = run("diff", str(CCS / "win-quests.jsonl"), str(short), "--lang", "fr")
    assert "result_msg" not in out and 'result: "alice gagne : 5 points de quête" -> ""' in out, out
    raw = json.loads(run("diff", str(CCS / "win-quests.jsonl"), str(short), "--json"))
    assert any(d["path"].startswith("result_msg") for d in raw["board_differences"])  # the data stays whole


def test_chrono_clash_colours_are_named_in_the_reports_language(tmp_path, english_after):
    """A deck of too many colours names them as the report's language does (they were English: "blue")."""
    from projections.chrono_clash.view import _colours
    from projections.messages import fill

    assert fill("{v}", {"v": _colours(["blue", "red"])}) == "blue, red"
    i18n.activate("fr")
    assert i18n.message("{v}", {"v": _colours(["blue", "green", "red", "yellow"])}) == "bleu, vert, rouge, jaune"
    i18n.activate("it")
    assert i18n.message("{v}", {"v": _colours(["purple", "yellow"])}) == "viola, giallo"


def test_explain_says_board_facts_in_the_reports_language():
    """explain's board facts in French: "épuisé oui", "type Résonateur", "phase : phase principale" (they
    were the engine's JSON: `true`, `"resonator"`, `"main"`); English keeps its compact JSON."""
    log = SAMPLES / "force_of_will/illegal/block-with-rested-resonator.jsonl"
    out = run("explain", str(log), "25", "--lang", "fr")
    assert "épuisé oui" in out and "type Résonateur" in out and "  phase : phase principale" in out, out
    assert " true" not in out and " false" not in out and '"resonator"' not in out
    assert "type resonator, rested yes" in run("explain", str(log), "25")  # English in words too (desk qa26)


def test_the_replay_pages_fixed_words_are_in_its_language(tmp_path):
    """The page's noscript line, its controls' label and its title speak the page's language."""
    page = tmp_path / "page.html"
    run("view", str(CCS / "win-quests.jsonl"), "-o", str(page), "--lang", "fr")
    html = page.read_text()
    assert "Ce rejeu a besoin de JavaScript" in html and 'aria-label="commandes du rejeu"' in html
    assert "<title>Rejeu : win-quests (chrono-clash)</title>" in html and "needs JavaScript" not in html
