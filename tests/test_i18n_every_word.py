"""A French or Italian judge verifies a folder of logs of the three games, broken ones included: every word in
that language.

The folder holds logs of Chrono Clash, Force of Will and FFTCG (clean and
flagged) and broken ones: malformed JSON, a truncated line, a misspelt card
name and event type ("did you mean"), an event of another game, a game
matchledger does not read, Latin-1 bytes, a field of the wrong type, a
missing field. ``verify --lang fr|it FOLDER`` and ``verify --lang fr|it LOG``
of each are run; what is left of their output once the data is taken out
(paths, match ids, rule ids, card and player names, values quoted from the
input, the seeds' own sentences between « ») must hold no English word.

"English word" is measured, not listed by hand: a word of the catalog's
English templates that no translation into that language uses (so "deck",
"seq" or "Ruler", which the French and Italian texts keep, do not count).
"""

from __future__ import annotations

import io
import re
import sys
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import i18n
from cli.main import cli

babel = pytest.importorskip("babel", reason="Babel is a test dependency: pip install -e '.[test]'")
from babel.messages.pofile import read_po  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs"
LOCALE = ROOT / "cli" / "locale"
WORD = re.compile(r"[^\W\d_]{2,}")
GOOD = ["chrono_clash/win-quests.jsonl", "chrono_clash/paper-table-win-quests.jsonl",
        "chrono_clash/illegal/attack-summoned-this-turn.jsonl", "force_of_will/win-by-life.jsonl",
        "force_of_will/illegal/second-stone-call.jsonl", "fftcg/win-seven-damage.jsonl",
        "fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.activate("en")  # the language is process-wide: leave the next test in English


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


@pytest.fixture(scope="module")
def english() -> dict[str, set[str]]:
    """For fr and it: the words of the English templates that no translation into that language uses."""
    out = {}
    for lang in ("fr", "it"):
        with open(LOCALE / lang / "LC_MESSAGES" / "matchledger.po", "rb") as fh:
            cat = read_po(fh, locale=lang)
        en, there = set(), set()
        for m in cat:
            if not m.id:
                continue
            for s in (m.id if isinstance(m.id, tuple) else (m.id,)):
                en |= _words(s)
            for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
                there |= _words(s)
        out[lang] = en - there
    return out


def _broken(folder: Path) -> dict[str, bytes]:
    """The broken logs, made from real ones, each with what its error line is about."""
    ccs = (SAMPLES / "chrono_clash/paper-table-win-quests.jsonl").read_bytes()
    fow = (SAMPLES / "force_of_will/win-by-life.jsonl").read_bytes()
    lines = ccs.split(b"\n")
    files = {
        "malformed.jsonl": b'{"version":1,"game":"chrono-clash" "players":[]}\n',
        "truncated.jsonl": fow[:len(fow.split(b"\n")[0]) + 30],
        "unknown-card.jsonl": ccs.replace(b'"name":"Blaze Captain","seq":1', b'"name":"Blaze Captian","seq":1'),
        "misspelt-event.jsonl": ccs.replace(b'{"type":"Passed","seq":4', b'{"type":"Pased","seq":4'),
        "wrong-game.jsonl": b"\n".join([*lines[:4], b'{"type":"StoneCalled","seq":4,"player":"bob"}', *lines[5:]]),
        "chess.jsonl": b'{"version":1,"game":"chess","players":[]}\n',
        "latin-1.jsonl": b'{"version":1,"game":"fftcg","players":[{"id":"andr\xe9"}]}\n',
        "wrong-type.jsonl": b'{"version":1,"game":"fftcg","players":"alice"}\n',
        "missing-field.jsonl": ccs.replace(b'{"type":"Passed","seq":4,"player":"bob"}', b'{"type":"Passed","seq":4}'),
    }
    for name, data in files.items():
        (folder / name).write_bytes(data)
    return files


@pytest.fixture(scope="module")
def round_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("round")
    for rel in GOOD:
        (folder / rel.replace("/", "--")).write_bytes((SAMPLES / rel).read_bytes())
    _broken(folder)
    return folder


def _names(folder: Path) -> set[str]:
    """Every card label and name and player id and name the readable logs hold (never translated)."""
    from ledger.log import read_log
    from projections import core

    out: set[str] = set()
    for path in folder.glob("*.jsonl"):
        try:
            log = read_log(str(path))
            board = core.new_board(log)
        except Exception:
            continue
        out |= {p.id for p in log.header.players} | {p.name for p in log.header.players if p.name}
        out.add(getattr(log.header, "match", "") or "")  # the match's label
        for iid in board.cards:
            out.add(board.label(iid))
            out.add(getattr(board.cards[iid], "name", None) or "")
        out |= {getattr(d, "name", None) or "" for d in getattr(board, "defs", {}).values()}
    return {n for n in out if n}


def english_left(text: str, names: set[str], english: set[str]) -> list[str]:
    """The lines of ``text`` that still hold an English word once the data is taken out."""
    left = []
    for line in text.splitlines():
        bare = re.sub(r"«.*?»", " ", line)                           # a seed's own sentence
        bare = re.sub(r"'[^']*'|`[^`]*`|\"[^\"]*\"", " ", bare)      # values quoted from the input, the match label
        bare = re.sub(r"\S*\.jsonl\S*|\$\S*|\b[\w-]+(?:\[\d+\])*(?:\.[\w-]+(?:\[\d+\])*)+", " ", bare)  # paths,
        # JSON fields, rule ids, board paths
        bare = re.sub(r"\b[0-9a-f]{8}(?:-[0-9a-f]{4,12})*\b", " ", bare)  # match ids
        bare = re.sub(r"--lang (?:en|fr|it)\b|--db \S+", " ", bare)  # a printed command repeats them (round 15)
        bare = re.sub(r"\b(?:chrono-clash|force-of-will|fftcg|Chrono Clash System|Force of Will|Final Fantasy TCG|"
                      r"JSON|UTF-8|UTF-16|Latin-1|Windows-1252|FFTCG)\b", " ", bare)  # the games, formats
        for n in sorted(names, key=len, reverse=True):
            bare = bare.replace(n, " ")
        found = sorted({w for w in WORD.findall(bare) if w.lower() in english})
        if found:
            left.append(f"{found}: {line}")
    return left


def run(*args: str):
    return CliRunner().invoke(cli, list(args), env={"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""})


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_round_of_three_games_and_broken_logs_reads_in_that_language(round_folder, english, lang):
    result = run("verify", "--lang", lang, "--workers", "1", str(round_folder))
    assert result.exit_code == 2, result.output  # unusable inputs
    out = result.output
    broken = sorted(p.name for p in round_folder.glob("*.jsonl") if not p.name.count("--"))
    errors = out.split("\n\n")[-1].splitlines()[1:]
    assert sorted(Path(e.split(":")[0].strip()).name for e in errors) == broken, out
    assert not english_left(out, _names(round_folder), english[lang]), "\n".join(
        english_left(out, _names(round_folder), english[lang]))
    # the English run has these words: the check would see them
    en = run("verify", "--lang", "en", "--workers", "1", str(round_folder)).output
    assert len(english_left(en, _names(round_folder), english[lang])) >= len(broken) + 3, en


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_each_log_of_the_round_alone_reads_in_that_language(round_folder, english, lang):
    names = _names(round_folder)
    for path in sorted(round_folder.glob("*.jsonl")):
        result = run("verify", "--lang", lang, str(path))
        assert result.exit_code in (0, 1, 2), result.output
        left = english_left(result.output, names, english[lang])
        assert not left, f"{path.name}:\n" + "\n".join(left)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_the_broken_logs_name_their_fault_in_that_language(round_folder, lang):
    said = {p.name: run("verify", "--lang", lang, str(p)).output for p in round_folder.glob("*.jsonl")}
    english = {p.name: run("verify", "--lang", "en", str(p)).output for p in round_folder.glob("*.jsonl")}
    for name in _broken(round_folder):
        assert said[name] != english[name], name
        assert said[name].count("\n") == 1 and f"{name}:" in said[name], said[name]  # one line, file and line
    # "did you mean" keeps the names it suggests, and says the rest in the language
    assert "'Blaze Captain'" in said["unknown-card.jsonl"] and "'Passed'" in said["misspelt-event.jsonl"]
    assert {"fr": "vouliez-vous dire", "it": "forse intendevi"}[lang] in said["unknown-card.jsonl"]
    assert "'force-of-will'" in said["wrong-game.jsonl"]
    # msgspec's own words have a wording of ours
    reason = {name: said[name].split(".jsonl:", 1)[1] for name in _broken(round_folder)}
    assert "truncated" not in reason["truncated.jsonl"] and "Expected" not in reason["wrong-type.jsonl"]
    assert "missing" not in reason["missing-field.jsonl"] and "malformed" not in reason["malformed.jsonl"]


def test_json_keeps_the_english_error_line(round_folder):
    import json

    en = json.loads(run("verify", "--json", "--workers", "1", str(round_folder)).output)
    fr = json.loads(run("verify", "--json", "--lang", "fr", "--workers", "1", str(round_folder)).output)
    # the same data, but each unusable input's README error object, whose `message` is the line in --lang
    said = [(u.pop("message"), v.pop("message")) for u, v in zip(en["unusable_inputs"], fr["unusable_inputs"])]
    assert said and any(a != b for a, b in said)
    assert en == fr
    errors = {Path(r["ref"]).name: r["error"] for r in en["matches"] if r["error"]}
    assert errors["truncated.jsonl"].endswith("the line is cut short: the file looks truncated")
    assert errors["wrong-type.jsonl"].endswith("$.players: expected a list (written in [ ]), got \"alice\"")


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_the_progress_bar_speaks_the_language(monkeypatch, english, lang):
    from cli.batch import Outcome
    from cli.verify import _progress

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    term = Terminal()
    monkeypatch.setattr(sys, "stderr", term)
    i18n.activate(lang)
    outcomes = [Outcome(ref=f"m{i}.jsonl", events=1000, verdict="clean") for i in range(3)]
    assert list(_progress(iter(outcomes), 3)) == outcomes
    text = term.getvalue()
    assert {"fr": "Vérification", "it": "Verifica"}[lang] in text and "/s" in text, text
    assert not english_left(text, set(), english[lang]), text


# -- explain and the judge station ------------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_explain_says_its_board_facts_in_that_language(round_folder, english, lang):
    names = _names(round_folder)
    cases = [("chrono_clash--illegal--attack-summoned-this-turn.jsonl", 5),
             ("force_of_will--illegal--second-stone-call.jsonl", 2),
             ("fftcg--illegal--stack-lifo-ifrit-resolved-first.jsonl", 48), ("fftcg--win-seven-damage.jsonl", 20)]
    for name, seq in cases:
        out = run("explain", "--lang", lang, str(round_folder / name), str(seq)).output
        # the rules' own words are quoted between "" here, the changes are data paths and values
        body = "\n".join(line for line in out.split("\n\n")[1].splitlines())
        left = english_left(body, names, english[lang])
        assert not left, f"{name}:\n" + "\n".join(left)
    out = run("explain", "--lang", lang, str(round_folder / cases[0][0]), "5").output
    assert {"fr": "champ de bataille de bob", "it": "campo di battaglia di bob"}[lang] in out
    assert {"fr": "invoqué ce tour-ci oui", "it": "evocato in questo turno sì"}[lang] in out
    bad = run("explain", "--lang", lang, str(round_folder / cases[0][0]), "99")
    assert bad.exit_code == 2 and not english_left(bad.output, names, english[lang]), bad.output


def test_explain_writes_its_facts_as_a_french_or_italian_reader_does():
    # player ids and names unquoted, "none" for no value, numbers with the language's marks, the vocabulary's
    # words for elements and traits, French spacing before ":" and ";", and the rules' words between « ».
    path = str(SAMPLES / "fftcg" / "illegal" / "attack-entered-this-turn-samurai.jsonl")
    fr = run("explain", "--lang", "fr", path, "29").output
    for said in ("joueur actif : alice", "vainqueur : aucun", "format : construit", "] fftcg.", " : « "):
        assert said in fr, (said, fr)
    assert re.search(r"\(alice\.2\) : Terrain d'alice ; .*type Avant, éléments Feu, .*traits Initiative", fr), fr
    assert re.search(r"force \d{1,2}\u202f000", fr), fr
    facts = fr[fr.index("Faits du plateau"):fr.index("Vérifiées")]
    assert '"alice"' not in facts and "null" not in facts and "[" not in facts, facts
    it = run("explain", "--lang", "it", path, "29").output
    assert "vincitore: nessuno" in it and re.search(r"forza \d{1,2}\.000", it) and ": «" in it, it
    en = run("explain", path, "29").output
    assert "active: alice" in en and "winner: none" in en  # English in words too (desk qa26)


def test_explain_says_a_stack_an_empty_fact_and_a_card_type_in_the_words_of_the_language():
    stack = str(SAMPLES / "fftcg" / "illegal" / "stack-lifo-ifrit-resolved-first.jsonl")
    fr = run("explain", "--lang", "fr", stack, "48").output
    assert "  étape : aucune\n" in fr and "  pile : Invocation Ifrit (alice.4), action Monk (bob.1), " in fr, fr
    fow = str(SAMPLES / "force_of_will" / "illegal" / "attack-entered-this-turn.jsonl")
    it = run("explain", "--lang", "it", fow, "10").output
    assert "  battaglia: nessuna\n" in it and "tipo Risonatore," in it, it
    assert "  campo: vuoto" in run("replay", "--lang", "it", str(SAMPLES / "force_of_will" / "win-by-life.jsonl"),
                                   "--at", "0").output


def test_a_decimal_number_is_written_with_the_languages_decimal_mark():
    i18n.activate("fr")
    assert i18n.written("{s:g} s, {x:.1f}, {n:,}", {"s": 0.001, "x": 2.5, "n": 1234}) == "0,001 s, 2,5, 1\u202f234"
    i18n.activate("it")
    assert i18n.written("{s:g} s, {x}, {n:,}", {"s": 0.25, "x": 1.5, "n": 1234}) == "0,25 s, 1,5, 1.234"


def test_audit_lists_its_checks_with_french_spacing(tmp_path):
    db = str(tmp_path / "l.db")
    assert run("import", "--db", db, str(SAMPLES / "fftcg" / "win-seven-damage.jsonl")).exit_code == 0
    fr = run("audit", "--db", db, "--lang", "fr").output
    checked = next(line for line in fr.splitlines() if line.startswith("Vérifié :"))
    assert " ; " in checked and not re.search(r"\S;", checked), checked


def _get(app, path: str, query: str = "") -> tuple[int, str]:
    """GET ``path`` from the station's ASGI app, in this process (its language is the process's)."""
    import asyncio

    sent: list[dict] = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": path, "raw_path": path.encode(), "query_string": query.encode(),
             "headers": [], "http_version": "1.1", "scheme": "http", "server": ("127.0.0.1", 8737),
             "client": ("127.0.0.1", 1), "root_path": ""}
    # In a thread of its own: a browser test's session may hold this thread's event loop (Playwright's sync API).
    worker = threading.Thread(target=asyncio.run, args=(app(scope, receive, send),))
    worker.start()
    worker.join()
    return sent[0]["status"], b"".join(m.get("body", b"") for m in sent[1:]).decode()


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_the_judge_station_speaks_the_language(round_folder, tmp_path, english, lang):
    pytest.importorskip("starlette", reason="the station needs Starlette: pip install -e '.[station]'")
    import html

    from cli.station import make_app

    db = str(tmp_path / "station.db")
    logs = [str(p) for p in sorted(round_folder.glob("*--*.jsonl"))]
    assert run("import", "--db", db, *logs).exit_code == 0
    app = make_app(db)
    i18n.activate(lang)
    names = _names(round_folder)
    status, index = _get(app, "/")
    assert status == 200 and f'<html lang="{lang}">' in index
    ids = re.findall(r'data-match="([0-9a-f-]+)"', index)
    assert len(ids) == len(logs)
    pages = [index, _get(app, "/", "verdict=violations&game=fftcg")[1], _get(app, "/", "player=nobody")[1]]
    pages += [_get(app, f"/match/{mid}")[1] for mid in ids]
    for page in pages:
        text = html.unescape(re.sub(r"<style>.*?</style>|<[^>]+>", "\n", page, flags=re.S)).replace(db, " ")
        text = re.sub(r"(?m)^.*\b(?:Règle|Regola) \(.*$", " ", text)  # the rule's citation: the rules document's title
        text = re.sub(r"\b[0-9a-f]{8,}\b", " ", text)  # match ids and digests
        left = english_left(text, names, english[lang])
        assert not left, "\n".join(left)
    for path, query in (("/", "verdict=maybe"), ("/match/zzzz", ""), ("/nowhere", ""), (f"/api/matches/{ids[0]}/replay", "at=x")):
        status, said = _get(app, path, query)
        assert status in (400, 404) and not english_left(said, names, english[lang]), said


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_verify_given_the_wrong_arguments_says_so_in_that_language(round_folder, english, lang):
    for args in ([], ["--json", "--csv", str(round_folder)], ["--integrity", str(round_folder)]):
        result = run("verify", "--lang", lang, *args)
        assert result.exit_code == 2 and " verify --help" in result.output, result.output
        left = english_left(result.output.replace("[OPTIONS] MATCH...", " "), set(), english[lang])
        assert not left, "\n".join(left)
    en = run("verify", "--lang", "en").output
    assert en.startswith("Usage: ") and "Error: give a MATCH" in en
