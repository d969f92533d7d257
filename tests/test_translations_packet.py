"""The appeals packet in French and Italian: every heading, label and sentence in the report's language, the
same structure in every language, and commands that print what the packet quotes (``--lang``).

Card names, ids, file names, rule ids and values quoted from the log stay as they are; the boards and the
transcript were translated already and are checked elsewhere.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from cli import i18n
from cli.main import cli
from ledger.log import read_log

sys.path.insert(0, str(Path(__file__).parent))
from test_i18n import ENGLISH  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"
ENV = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.activate("en")  # the language is process-wide: leave the next test in English


def run(*args: str) -> str:
    res = CliRunner().invoke(cli, list(args), env=ENV)
    assert res.exit_code in (0, 1), res.output
    return res.output


@pytest.fixture(scope="module")
def ledger(tmp_path_factory) -> tuple[str, str, str]:
    """A ledger holding the sample, a ruling on it (with markup in its words) and a branch of it."""
    db = str(tmp_path_factory.mktemp("packet") / "l.db")
    runner = CliRunner()
    out = runner.invoke(cli, ["import", "--db", db, str(SAMPLE)], env=ENV).output
    match = out.split()[0][:8]
    assert runner.invoke(cli, ["note", "--db", db, match, "--at", "5", "--judge", "Jo", "Attack <allowed> & kept"],
                         env=ENV).exit_code == 0
    out = runner.invoke(cli, ["amend", "--db", db, match, "--at", "5", "--drop", "--reason", "test", "--judge", "Jo"],
                        env=ENV).output
    return db, match, out.split()[0][:8]


def packet(db: str, match: str, lang: str) -> str:
    return run("export", "--db", db, match, "--format", "packet", "--lang", lang)


FRENCH = [
    "# Dossier d'appel : illegal: attack-summoned-this-turn\n\n## La partie\n\n",
    "- Tournoi : (le journal ne l'indique pas)\n- Ronde : (le journal ne l'indique pas)\n"
    "- Table : (le journal ne l'indique pas)\n- Date : (le journal ne l'indique pas)\n",
    "- Jeu : chrono-clash (règles ccs-3.4)\n- Événements : 6 ; alice a joué en premier\n\n",
    "## Joueurs et listes de deck\n\n### alice (Alice), siège 1\n\n- Deck (51 cartes) : 3 × Ember Squire, ",
    "- Extra deck (7 cartes) : 1 × Colossus of Embers, ",
    "## Vérifier le journal\n\n- Empreinte : SHA-256 `{digest}` du journal canonique.\n- Ce dossier contient ses sources",
    "- Pour vérifier une copie du journal : `matchledger show COPIE.jsonl --lang fr` affiche "
    "`Empreinte :   sha256 {digest}` quand la copie contient la même partie",
    "Pour le vérifier : `matchledger verify DOSSIER.md --lang fr` vérifie l'empreinte du journal inclus",
    "## Verdict\n\n1 infraction.\n\n### Infraction 1 : seq 5, tour 2, bob — ccs.attack.summoned-this-turn\n\n"
    "- Ce qui s'est passé : Hollow Guard (bob.7) a été invoqué ce tour-ci et ne peut pas attaquer\n",
    "- Le passage en entier : `matchledger rules chrono-clash --section 'Votre tour' --lang fr` ; "
    "cet événement expliqué : `matchledger explain DOSSIER.md 5 --lang fr`\n\nPlateau juste avant le seq 5 :\n",
    "## Décisions et corrections\n\n- Corrigée par la partie ",
    " : événement 5 retiré ; juge Jo : test\n  - Enregistrée le ",
    "\n- **R1, seq 5, juge Jo, ",
    "# Annexe : les sources de ce dossier\n",
    "## Transcription\n\n",
]
ITALIAN = [
    "# Fascicolo per l'appello: illegal: attack-summoned-this-turn\n\n## La partita\n\n",
    "- Torneo: (il registro non lo indica)\n- Round: (il registro non lo indica)\n",
    "- Eventi: 6; alice ha giocato per primo\n\n## Giocatori e liste dei deck\n\n### alice (Alice), posto 1\n\n"
    "- Deck (51 carte): 3 × Ember Squire, ",
    "- Extra Deck (7 carte): 1 × Colossus of Embers, ",
    "## Verificare il registro\n\n- Impronta: SHA-256 `{digest}` del registro canonico.\n- Questo fascicolo contiene",
    "- Per verificare una copia del registro: `matchledger show COPIA.jsonl --lang it` stampa "
    "`Impronta:      sha256 {digest}`",
    "## Esito\n\n1 infrazione.\n\n### Infrazione 1: seq 5, turno 2, bob — ccs.attack.summoned-this-turn\n\n"
    "- Cosa è successo: Hollow Guard (bob.7) è stato evocato in questo turno e non può attaccare\n",
    "- Il passaggio per intero: `matchledger rules chrono-clash --section 'Il Tuo Turno' --lang it`; "
    "questo evento spiegato: `matchledger explain FASCICOLO.md 5 --lang it`\n\nSituazione di gioco subito prima del seq 5:\n",
    "## Decisioni e correzioni\n\n- Corretta dalla partita ",
    "; giudice Jo: test\n  - Registrata il ",
    "\n- **R1, seq 5, giudice Jo, ",
    "# Appendice: le fonti di questo fascicolo\n",
    "## Trascrizione\n\n",
]


@pytest.mark.parametrize("lang, parts", [("fr", FRENCH), ("it", ITALIAN)])
def test_every_heading_label_and_sentence_is_in_the_report_language(ledger, lang, parts):
    db, match, _branch = ledger
    text = packet(db, match, lang)
    digest = read_log(str(SAMPLE)).digest()
    for part in parts:
        assert part.format(digest=digest) in text
    assert db not in text  # the commands name the packet, never the judge's ledger (round 19)


def _outside_data(text: str) -> str:
    """The packet's own words: fenced boards, backquoted commands and ids, the rule's quoted words, card and
    player names and the log's label taken out."""
    text = re.sub(r"```text\n.*?\n```", " ", text, flags=re.S)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"«[^»]*»", " ", text)
    log = read_log(str(SAMPLE))
    names = {n for p in log.header.players for deck in (p.deck, p.extra_deck) for n in deck}
    names |= {p.id for p in log.header.players} | {p.name for p in log.header.players}
    names |= {log.header.match, "Hollow Guard", "Attack <allowed> & kept", "Attack &lt;allowed&gt; &amp; kept"}
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return re.sub(r"\b[a-z]+(?:\.[a-z0-9-]+)+\b|[0-9a-f-]{8,}", " ", text)  # rule ids, card ids, match ids


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_no_english_word_is_left_outside_the_data(ledger, lang):
    db, match, branch = ledger
    for ref in (match, branch):
        text = _outside_data(packet(db, ref, lang))
        left = {w for w in re.findall(r"[^\W\d_]+", text) if w.lower() in ENGLISH}
        assert not left, text


def _headings(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.match(r"#{1,3} ", line)]


def test_the_packet_has_the_same_structure_in_every_language(ledger):
    db, match, branch = ledger
    for ref in (match, branch):
        shapes = {}
        for lang in ("en", "fr", "it"):
            text = packet(db, ref, lang)
            # the same headings at the same levels, and the same blank lines, in every language
            shapes[lang] = ([h.split(" ")[0] for h in _headings(text)],
                            [i for i, line in enumerate(text.splitlines()) if not line])
        assert shapes["fr"] == shapes["en"] == shapes["it"]


def test_the_rulings_sit_under_one_heading(ledger):
    db, match, _branch = ledger
    en, fr, it = (packet(db, match, lang) for lang in ("en", "fr", "it"))
    assert "## Rulings and corrections\n\n- Corrected by match " in en
    assert ": event 5 left out; judge Jo: test\n  - Stored 20" in en
    assert re.search(r"\n  - Event 5 of match \w{8} \(taken out or replaced\): [^\n]*\n- \*\*R1 at seq 5, judge Jo, ", en)
    assert "## Rulings\n" not in en
    assert "## Décisions\n" not in fr and "## Decisioni\n" not in it
    # the ruling's words escaped once, as the rest of the packet
    assert "— Attack &lt;allowed&gt; &amp; kept\n" in en


def test_a_correction_is_said_in_the_report_language(ledger):
    db, match, branch = ledger
    fr = packet(db, branch, "fr")
    assert re.search(r"## Décisions et corrections\n\n- Ce journal est une correction de la partie [0-9a-f-]{36} : "
                     r"événement 5 retiré ; juge Jo : test\n  - Enregistrée le [^\n]+\n  - Le hachage de chaîne "
                     r"[^\n]+\n  - Événement 5 de la partie \w{8} \(retiré ou remplacé\) : ", fr)
    it = packet(db, branch, "it")
    assert re.search(r"## Decisioni e correzioni\n\n- Questo registro è una correzione della partita [0-9a-f-]{36}: "
                     r"evento 5 omesso; giudice Jo: test\n  - Registrata il [^\n]+\n  - L'hash di catena "
                     r"[^\n]+\n  - Evento 5 della partita \w{8} \(tolto o sostituito\): ", it)


def test_nothing_recorded_is_said_in_the_report_language():
    text = run("export", str(SAMPLE), "--format", "packet", "--lang", "it")
    assert "## Decisioni e correzioni\n\nNessuna registrata.\n\n## Trascrizione" in text
    text = run("export", str(SAMPLE), "--format", "packet", "--lang", "fr")
    assert "## Décisions et corrections\n\nAucune consignée.\n\n## Transcription" in text


@pytest.mark.parametrize("lang, section", [("en", "Your Turn"), ("fr", "Votre tour"), ("it", "Il Tuo Turno")])
def test_the_passage_command_carries_the_language_and_prints_that_passage(lang, section):
    text = run("export", str(SAMPLE), "--format", "packet", "--lang", lang)
    command = f"matchledger rules chrono-clash --section '{section}' --lang {lang}"
    assert f"`{command}`" in text
    res = CliRunner().invoke(cli, ["rules", "chrono-clash", "--section", section, "--lang", lang], env=ENV)
    assert res.exit_code == 0 and res.output.splitlines()[2] == section


def test_a_passage_named_with_an_apostrophe_is_one_shell_word():
    import shlex

    from cli.packet import _section_command
    from projections import core

    rules = core.engine("chrono-clash").RULES
    v = SimpleNamespace(rule="ccs.extra-deck.cost", ref=rules["ccs.extra-deck.cost"].ref)
    command = _section_command("chrono-clash", v, rules, "fr")
    assert command == "matchledger rules chrono-clash --section \"L'extra deck\" --lang fr"
    args = shlex.split(command)[1:]
    res = CliRunner().invoke(cli, args, env=ENV)
    assert res.exit_code == 0 and res.output.splitlines()[2] == "L'extra deck"


def test_the_digest_line_quoted_is_the_one_show_prints():
    digest = read_log(str(SAMPLE)).digest()
    for lang in ("en", "fr", "it"):
        text = run("export", str(SAMPLE), "--format", "packet", "--lang", lang)
        quoted = re.search(r"`matchledger show \S+ --lang \w+` \S+ `([^`]*)`", text).group(1)
        shown = run("show", str(SAMPLE), "--lang", lang).splitlines()
        assert quoted in shown and quoted.endswith(f"sha256 {digest}")
