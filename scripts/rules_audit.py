"""Generate docs/rules-audit/<game>.md: every sentence of each rules document, with the rules that enforce it.

    .venv/bin/python scripts/rules_audit.py          # write the audit files and the README's coverage table
    .venv/bin/python scripts/rules_audit.py --check  # exit 1 when a written file is stale

Each sentence of each seed (in the seed's own language) is either enforced
(a rule's quoted words, ``projections/<game>/quotes.py``, are in it: the rule
ids are listed), or classified in ``scripts/rules_audit_reasons.py`` (why no
rule id flags it: the engine applies it, it is flavour or an example, physical
play, not checkable from a log, not modelled yet). A sentence neither enforced
nor classified is listed as UNCLASSIFIED, and the tests fail on it.
"""

from __future__ import annotations

import functools
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from projections import core, ruletexts as R  # noqa: E402
from rules_audit_reasons import DEFAULT, NOTES, REASONS, SECTION_REASONS, WHY  # noqa: E402

GAMES = {"chrono-clash": "Chrono Clash System", "force-of-will": "Force of Will", "fftcg": "Final Fantasy TCG"}
LANG_NAMES = {"en": "English", "fr": "French", "it": "Italian"}

_SPLIT = re.compile(r"(?<=[.!?…])\s+(?=[«\"(*]?[A-ZÀ-ÖØ-Þ0-9])|(?<=[.!?])\s*(?=\*[A-Z])")
_BULLET = re.compile(r"^(?:[-•·*※①-⑨]\s*|\d+\s*:\s*|\d+\.\s+|[IV]+\s+(?=[A-ZÀ-Þ])|·\s*)+")


@dataclass
class Sentence:
    game: str
    lang: str
    section: str
    key: str
    text: str
    rules: list[str] = field(default_factory=list)
    reason: str = ""
    note: str = ""
    restated: bool = False     # enforced by rule ids whose words are quoted from another sentence


def squash(text: str) -> str:
    return R._squash(text)


def sentences(game: str, lang: str) -> list[Sentence]:
    """The sentences of ``game``'s document in ``lang``, section by section (headings left out)."""
    return [Sentence(game, lang, *parts) for parts in _sentences(game, lang)]


@functools.cache
def _sentences(game: str, lang: str) -> tuple[tuple[str, str, str], ...]:
    out = []
    for sec in R._split(game, lang):
        for line in sec.lines[1:]:
            line = squash(line)
            if not re.search(r"[A-Za-zÀ-ÿ]{2}", line):
                continue
            for s in _SPLIT.split(_BULLET.sub("", line)):
                s = s.strip().lstrip("-•·*※ ").strip()
                if re.search(r"[A-Za-zÀ-ÿ]{2}", s):
                    out.append((sec.name, sec.key, s))
    return tuple(out)


def _fragments(words) -> list[str]:
    return [words] if isinstance(words, str) else list(words)


def audit(game: str, lang: str) -> list[Sentence]:
    """Every sentence of the document, each with the rule ids quoting it or the reason none does."""
    rules = core.engine(game).RULES
    quotes = R._quotes(game)
    found = sentences(game, lang)
    for s in found:
        flat = _unref(squash(s.text))
        for rid in rules:
            for frag in _fragments(quotes.get(rid, {}).get(lang, ())):
                f = _unref(squash(frag))
                home = _homes(game, lang, frag)
                if len(home) == 1 and s.section not in home:
                    continue  # the quoted words stand in one section: the same sentence elsewhere is another rule's
                if f and (f in flat or (len(flat) > 12 and flat in f)):
                    if rid not in s.rules:
                        s.rules.append(rid)
        if s.rules:
            continue
        for prefix, (reason, note) in REASONS.get((game, lang), {}).items():
            if flat.startswith(_unref(squash(prefix))):
                if reason == "rules":
                    s.rules = [r for r in note.split() if r in rules]
                    s.restated = True
                else:
                    s.reason, s.note = reason, note
                break
        else:
            if is_label(flat):
                s.reason = "label"
            else:
                s.reason, s.note = SECTION_REASONS.get(game, {}).get(s.key, DEFAULT)
    for s in found:
        for prefix, note in NOTES.get((game, lang), {}).items():
            if flat_of(s).startswith(squash(prefix)):
                s.note = f"{s.note}; {note}" if s.note else note
    return found


@functools.cache
def _homes(game: str, lang: str, frag: str) -> tuple[str, ...]:
    """The names of the sections whose text holds the quoted words ``frag`` (whitespace aside)."""
    words = squash(frag)
    return tuple(sec.name for sec in R._split(game, lang) if words in squash(sec.text))


def _unref(text: str) -> str:
    """The words without the ``[ref (x.y)]`` marks the FFTCG rules add after a sentence."""
    return re.sub(r"\s*\[ref \([^)]*\)\]\.?", "", text).strip()


def flat_of(s: Sentence) -> str:
    return _unref(squash(s.text))


def is_label(text: str) -> bool:
    """A heading, an icon's name or a fragment of the scanned legend: at most six words, no final stop."""
    return len(text.split()) <= 6 and (text.endswith(":") or not re.search(r"[.!?;)»\"]$", text))


def used_prefixes(game: str, lang: str) -> set[str]:
    """The entries of ``REASONS`` that match some sentence (the others are stale)."""
    flats = [_unref(squash(s.text)) for s in sentences(game, lang)]
    entries = list(REASONS.get((game, lang), {})) + list(NOTES.get((game, lang), {}))
    return {p for p in entries if any(f.startswith(_unref(squash(p))) for f in flats)}


def unplaced_quotes(game: str, lang: str, found: list[Sentence]) -> list[tuple[str, str]]:
    """(rule id, fragment) of each quoted fragment that no sentence of the audit holds or is held in."""
    rules, quotes = core.engine(game).RULES, R._quotes(game)
    out = []
    for rid in rules:
        for frag in _fragments(quotes.get(rid, {}).get(lang, ())):
            f = _unref(squash(frag))
            if not any(rid in s.rules for s in found if f in flat_of(s) or flat_of(s) in f):
                out.append((rid, frag))
    return out


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|")


def render(game: str) -> str:
    rules = core.engine(game).RULES
    title = GAMES[game]
    out = [f"# Rules audit: {title}", "",
           "Generated by `scripts/rules_audit.py` from the rules documents the project carries",
           "(`projections/" + core.ENGINES[game].split(".")[1] + "/data/seed/`) and the engine's rule tables; do not edit.",
           "Every sentence of each document, in its own language: the rule ids that enforce it, or why none does",
           "(the reasons are kept in `scripts/rules_audit_reasons.py`).", ""]
    out += ["Reasons:", ""] + [f"- **{k}**: {v}" for k, v in WHY.items()] + [""]
    for lang in R.languages(game):
        doc = R.document(game, lang)
        found = audit(game, lang)
        n_rule = sum(1 for s in found if s.rules)
        counts = {}
        for s in found:
            if not s.rules:
                counts[s.reason or "UNCLASSIFIED"] = counts.get(s.reason or "UNCLASSIFIED", 0) + 1
        out += [f"## {doc.titles['en']} ({doc.seed})", "",
                f"{len(found)} sentences: {n_rule} enforced by a rule id; "
                + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())) + ".", ""]
        section = None
        for s in found:
            if s.section != section:
                section = s.section
                out += ["", f"### {section}", "", "| sentence | rule ids, or why none |", "|---|---|"]
            why = ", ".join(f"`{r}`" for r in s.rules) + (" (restated)" if s.restated else "") \
                + (f"; {s.note}" if s.note else "") if s.rules else \
                f"{s.reason or 'UNCLASSIFIED'}" + (f": {s.note}" if s.note else "")
            out.append(f"| {_md_escape(s.text)} | {_md_escape(why)} |")
        out.append("")
    log_rules = [rid for rid, r in rules.items() if R.parse_ref(r.ref)["file"] not in R.SEED_FILES]
    if log_rules:
        out += ["## Rules of the log, not of the game", "",
                "These rule ids check the match log itself (every card an event names is a card of the match);",
                "no sentence of the rules documents states them: " + ", ".join(f"`{r}`" for r in log_rules) + ".", ""]
    return "\n".join(out).rstrip("\n") + "\n"


def coverage() -> list[dict]:
    """Per game and document: sentences, stating a rule, enforced by a rule id, applied by the engine, not enforced."""
    rows = []
    for game in GAMES:
        for lang in R.languages(game):
            found = audit(game, lang)
            rule_sentences = [s for s in found if s.rules or s.reason not in ("flavour", "example", "label")]
            rows.append({"game": GAMES[game], "lang": LANG_NAMES[lang], "sentences": len(found),
                         "rules": len(rule_sentences), "enforced": sum(1 for s in found if s.rules),
                         "applied": sum(1 for s in found if not s.rules and s.reason == "applied"),
                         "open": sum(1 for s in found
                                     if not s.rules and s.reason not in ("flavour", "example", "label", "applied"))})
    return rows


def readme_table() -> str:
    out = ["| game | document | sentences | stating a rule | flagged by a rule id | applied by the engine | not enforced |",
           "|---|---|---|---|---|---|---|"]
    for r in coverage():
        out.append(f"| {r['game']} | {r['lang']} | {r['sentences']} | {r['rules']} | {r['enforced']} | {r['applied']} | {r['open']} |")
    return "\n".join(out) + "\n"


def outputs() -> dict[Path, str]:
    """Every file the script writes, with its text."""
    files = {ROOT / "docs" / "rules-audit" / f"{game}.md": render(game) for game in GAMES}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start, end = "<!-- audit:start -->\n", "<!-- audit:end -->"
    if start in readme and end in readme:
        a, b = readme.index(start) + len(start), readme.index(end)
        files[ROOT / "README.md"] = readme[:a] + readme_table() + readme[b:]
    return files


def main(argv: list[str]) -> int:
    stale = []
    for path, text in outputs().items():
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            stale.append(path)
            if "--check" not in argv:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    if "--check" in argv:
        for p in stale:
            print(f"stale: {p.relative_to(ROOT)} (run scripts/rules_audit.py)")
        return 1 if stale else 0
    print(f"wrote {len(stale)} file(s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
