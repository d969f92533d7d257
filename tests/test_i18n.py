"""Reports in the players' languages: --lang en|fr|it, the locale's default, the seeds' own words quoted.

For each game and language a flagged sample is verified and the rule's words
in the report are checked, word for word, against the rules document copied
into the package (``projections/<game>/data/seed/<lang>.txt``): Chrono Clash
quotes its manual in the report's language; Force of Will and FFTCG quote
the French rules (their only language; ``it`` too), or the engine's English
rendering under ``en``. Under fr and it no English is left in the report's
fixed text: what remains once card names, player ids, paths, ids and the
quoted rule are taken out has none of the common English words.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import i18n
from cli.main import cli
from projections import core

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs"
GAMES = {
    "chrono-clash": ("chrono_clash", "attack-summoned-this-turn.jsonl"),
    "force-of-will": ("force_of_will", "second-stone-call.jsonl"),
    "fftcg": ("fftcg", "stack-lifo-ifrit-resolved-first.jsonl"),
}
ENGLISH = set("""the is was were not and but of to with has have had its their this that which who cannot can't
could must no any only already before after during while when than then from into onto wins win card cards
player players hand attack attacks attacked summoned played passed none nothing rule result note match board
violation violations event events turn clean broken ends does game log""".split())


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.activate("en")  # the language is process-wide: leave the next test in English


def run(*args: str, env: dict | None = None):
    result = CliRunner().invoke(cli, list(args), env=env or {"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result


def seed_text(game: str, lang: str) -> str:
    return " ".join((ROOT / "projections" / GAMES[game][0] / "data" / "seed" / f"{lang}.txt")
                    .read_text(encoding="utf-8").split())


def quoted(report: str) -> str:
    """The rule's words in a text report (between « » in fr/it, "" in en)."""
    line = next(x for x in report.splitlines() if x.strip().startswith(("Rule (", "Règle (", "Regola (")))
    m = re.search(r'«\s?(.*?)\s?»$', line) or re.search(r'"(.*)"$', line)
    return m.group(1)


def sample(game: str, name: str | None = None) -> str:
    return str(SAMPLES / GAMES[game][0] / "illegal" / (name or GAMES[game][1]))


def english_left(report: str, data: dict) -> set[str]:
    """Common English words in ``report`` once its data (names, ids, paths, the rule quoted) is taken out."""
    dynamic: set[str] = {data["match"], *(v["rule"] for v in data["violations"])}

    def strings(value):
        if isinstance(value, dict):
            for x in value.values():
                yield from strings(x)
        elif isinstance(value, list):
            for x in value:
                yield from strings(x)
        elif isinstance(value, str):
            yield value

    for args in [v["args"] for v in data["violations"]] + [m["args"] for m in data["note_msgs"]] + \
            [data["result_msg"].get("args", {})]:
        dynamic.update(s for a in args.values() if not isinstance(a, dict) for s in strings(a))
    dynamic.update(v["player"] or "" for v in data["violations"])
    text = report
    for d in sorted(filter(None, dynamic), key=len, reverse=True):
        text = text.replace(d, " ")
    text = re.sub(r"«.*?»", " ", text)                         # the rule's words (French where a game has only French)
    text = re.sub(r'"[^"\n]*"', " ", text)                     # the match's label
    text = re.sub(r"\S+\.jsonl|--at|\S+\.txt", " ", text)     # paths and the replay command
    text = re.sub(r"Chrono Clash System|Force of Will|FFTCG|force-of-will|chrono-clash", " ", text)  # the games
    return {w for w in re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text) if w.lower() in ENGLISH}


def test_the_locale_chooses_the_default_language():
    assert i18n.default_lang({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert i18n.default_lang({"LC_ALL": "it_IT.UTF-8", "LANG": "fr_FR.UTF-8"}) == "it"
    assert i18n.default_lang({"LC_MESSAGES": "fr_CA", "LANG": "it_IT"}) == "fr"
    assert i18n.default_lang({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.default_lang({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}) == "en"  # LC_ALL wins, even as C
    assert i18n.default_lang({}) == "en"


def test_verify_speaks_the_locales_language_and_lang_overrides_it():
    path = sample("chrono-clash")
    fr = run("verify", path, env={"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})
    assert fr.exit_code == 1 and "1 infraction :" in fr.output
    it = run("verify", path, "--lang", "it", env={"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})
    assert "1 infrazione:" in it.output
    en = run("verify", path)
    assert "1 violation:" in en.output


def test_an_unknown_language_is_refused():
    result = run("verify", sample("chrono-clash"), "--lang", "de")
    assert result.exit_code == 2 and "--lang" in result.output


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_flagged_sample_quotes_the_seeds_sentence_in_that_language(game, lang):
    result = run("verify", sample(game), "--lang", lang)
    assert result.exit_code == 1
    data = json.loads(run("verify", sample(game), "--json").output)
    (v,) = data["violations"]
    words = quoted(result.output)
    if game != "chrono-clash" and lang == "en":
        assert words == core.engine(game).RULES[v["rule"]].text  # the English rendering of the French rules
    else:
        seed_lang = lang if game == "chrono-clash" else "fr"  # FoW and FFTCG are written in French only
        text = seed_text(game, seed_lang)
        for fragment in words.split(" … "):
            assert " ".join(fragment.split()) in text, f"{fragment!r} is not in the {seed_lang} seed"
    if lang != "en":
        assert not english_left(result.output, data), result.output
    # card names and player ids are never translated
    names = [a for a in v["args"].values() if isinstance(a, str)]
    assert names and all(n in result.output for n in names) and v["player"] in result.output


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_sample_of_a_game_reads_without_english(game, lang):
    folder = SAMPLES / GAMES[game][0]
    paths = sorted(folder.rglob("*.jsonl"))
    assert paths
    for path in paths:
        result = run("verify", str(path), "--lang", lang)
        assert result.exit_code in (0, 1), result.output
        data = json.loads(run("verify", str(path), "--json").output)
        assert not english_left(result.output, data), f"{path.name}:\n{result.output}"


def test_json_stays_language_neutral():
    en = json.loads(run("verify", sample("fftcg"), "--json").output)
    fr = json.loads(run("verify", sample("fftcg"), "--json", "--lang", "fr").output)
    assert en == fr
    (v,) = en["violations"]
    assert v["template"] and v["args"] and v["message"].startswith("Ifrit")


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_folder_of_logs_is_summed_up_in_that_language(game, lang):
    folder = SAMPLES / GAMES[game][0] / "illegal"
    result = run("verify", str(folder), "--lang", lang)
    assert result.exit_code == 1, result.output
    rows = json.loads(run("verify", str(folder), "--json").output)["matches"]
    dynamic = {r["match"][:8] for r in rows} | {p for r in rows for p in r["players"]}
    text = result.output
    for d in sorted(dynamic, key=len, reverse=True):
        text = text.replace(d, " ")
    text = re.sub(r"\S+\.jsonl|\b[a-z]+(?:\.[a-z0-9-]+)+\b|force-of-will|Force of Will", " ", text)  # paths, rule ids, games (names)
    left = {w for w in re.findall(r"[^\W\d_]+", text) if w.lower() in ENGLISH}
    assert not left, result.output
    assert {"fr": "Vérifiées :", "it": "Verificate:"}[lang] in result.output


def _names_of(path: Path) -> set[str]:
    """Every card label and name, player id and name of a log (what a translation never touches)."""
    from ledger.log import read_log

    log = read_log(str(path))
    board = core.new_board(log)
    out = {p.id for p in log.header.players} | {p.name for p in log.header.players if p.name}
    out.add(getattr(log.header, "match", "") or "")
    for iid, inst in board.cards.items():
        out.add(board.label(iid))
        if getattr(inst, "name", None):
            out.add(inst.name)
    out.update(getattr(d, "name", None) or "" for d in getattr(board, "defs", {}).values())
    return out | {t.__name__ for t in type(log.events[0]).__mro__} | {
        getattr(type(e), "__struct_config__").tag or type(e).__name__ for e in log.events}


def _left(text: str, names: set[str]) -> set[str]:
    text = re.sub(r"chrono-clash|force-of-will|fftcg|\S+\.jsonl", " ", text)  # the games' ids, paths
    text = re.sub(r"Force of Will|Chrono Clash System", " ", text)  # the games' names (in a rule's citation)
    for d in sorted(filter(None, names), key=len, reverse=True):
        text = text.replace(d, " ")
    text = re.sub(r"(?m)^\s+[\w.\[\]]+: .* -> .*$", " ", text)  # diff lines: data paths and values
    text = re.sub(r"(?m)^[^\W\d_]+\s?:\s+\S+ = .*$", " ", text)  # show's Meta lines: the log's own data
    text = re.sub(r"\b[a-z]+-[a-z0-9.-]+\b", " ", text)  # ids (rulesets, games)
    text = re.sub(r"«.*?»", " ", text)
    text = re.sub(r'"[^"\n]*"', " ", text)
    text = re.sub(r"\S+\.jsonl|\S+\.py|\b[a-z]+(?:\.[a-z0-9-]+)+\b|`[^`]*`|\{.*\}", " ", text)
    text = re.sub(r"\[[a-z-]+\]", " ", text)
    return {w for w in re.findall(r"[^\W\d_]+", text) if w.lower() in ENGLISH}


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize("game", list(GAMES))
def test_replay_export_show_and_diff_read_without_english(game, lang):
    folder = SAMPLES / GAMES[game][0]
    paths = sorted(folder.glob("*.jsonl"))[:3] + [Path(sample(game))]
    for path in paths:
        names = _names_of(path)
        n = sum(1 for _ in open(path)) - 1
        outputs = [run("replay", str(path), "--lang", lang, "--at", str(at)).output for at in (0, n // 2, n)]
        outputs.append(run("export", str(path), "--format", "md", "--lang", lang).output)
        outputs.append(run("show", str(path), "--lang", lang).output)
        outputs.append(run("diff", str(path), sample(game), "--lang", lang).output)
        for out in outputs:
            assert not _left(out, names | _names_of(Path(sample(game)))), f"{path.name}:\n{out}"


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_the_viewer_page_speaks_the_language(tmp_path, lang):
    from cli.viewer import LABELS

    out = tmp_path / "page.html"
    result = run("view", sample("chrono-clash"), "-o", str(out), "--lang", lang)
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in page
    data = json.loads(re.search(r'<script type="application/json"[^>]*>(.*?)</script>', page, re.S).group(1))
    assert data["lang"] == lang
    i18n.activate(lang)
    assert data["labels"] == {k: i18n._(v) for k, v in LABELS.items()}
    assert data["labels"]["verdict"] != LABELS["verdict"] or lang == "fr"  # "Verdict" is French too
    (v,) = data["violations"]
    assert v["message"] == i18n.violation_message(core.Violation(**{k: v[k] for k in (
        "seq", "turn", "player", "rule", "source", "message", "template", "args")}))
    assert " ".join(v["text"].split()) in seed_text("chrono-clash", lang)
