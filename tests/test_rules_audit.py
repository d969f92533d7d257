"""The rules audit (docs/rules-audit/<game>.md): every sentence of every rules document accounted for.

Fails when a sentence is neither quoted by a rule nor classified, when a rule's quoted words are not a
sentence of the seed, when a classification names no sentence (stale) or an unknown rule id, when a rule
id the audit marks as enforcing a sentence is flagged by no test, or when the generated files are stale."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent


def _load():
    sys.path.insert(0, str(ROOT / "scripts"))
    spec = importlib.util.spec_from_file_location("rules_audit", ROOT / "scripts" / "rules_audit.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["rules_audit"] = mod          # dataclasses look their module up while the class is made
    spec.loader.exec_module(mod)
    return mod


A = _load()
DOCS = [(g, lang) for g in A.GAMES for lang in A.R.languages(g)]


@pytest.mark.parametrize("game,lang", DOCS)
def test_every_sentence_is_enforced_or_classified(game, lang):
    found = A.audit(game, lang)
    assert len(found) > 100
    assert [s.text for s in found if not s.rules and not s.reason] == []
    assert {s.reason for s in found if not s.rules} <= set(A.WHY)


@pytest.mark.parametrize("game,lang", DOCS)
def test_every_quoted_rule_is_a_sentence_of_the_seed(game, lang):
    assert A.unplaced_quotes(game, lang, A.audit(game, lang)) == []


@pytest.mark.parametrize("game,lang", DOCS)
def test_every_classification_names_a_sentence_and_real_rule_ids(game, lang):
    entries = set(A.REASONS.get((game, lang), {})) | set(A.NOTES.get((game, lang), {}))
    assert entries - A.used_prefixes(game, lang) == set()
    rules = A.core.engine(game).RULES
    named = [rid for reason, note in A.REASONS.get((game, lang), {}).values() if reason == "rules" for rid in note.split()]
    assert [rid for rid in named if rid not in rules] == []
    assert set(A.SECTION_REASONS.get(game, {})) <= {s.key for s in A.R._split(game, lang)} | \
        {s.key for other in A.R.languages(game) for s in A.R._split(game, other)}


def test_every_rule_id_enforcing_a_sentence_is_flagged_by_a_test():
    text = "".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py")
                   if p.name not in ("test_rules_audit.py", "test_ruletexts.py"))
    enforcing = {rid for game, lang in DOCS for s in A.audit(game, lang) for rid in s.rules}
    assert [rid for rid in sorted(enforcing) if f'"{rid}"' not in text] == []


def test_the_generated_audit_and_readme_table_are_up_to_date():
    stale = [str(p.relative_to(ROOT)) for p, text in A.outputs().items()
             if not p.exists() or p.read_text(encoding="utf-8") != text]
    assert stale == [], "run scripts/rules_audit.py"


def test_an_unclassified_sentence_or_a_misquote_is_caught(monkeypatch):
    from projections.chrono_clash import quotes

    monkeypatch.setitem(quotes.QUOTES, "ccs.deck.colors", {"en": "Your deck can't have more than 3 colors."})
    found = A.audit("chrono-clash", "en")
    assert ("ccs.deck.colors", "Your deck can't have more than 3 colors.") in A.unplaced_quotes("chrono-clash", "en", found)
    # the sentence it no longer quotes falls back to its section's reason, not to an enforcing rule
    (s,) = [s for s in found if s.text == "Your deck can't have more than 2 colors."]
    assert s.rules == [] and s.reason == "flavour"
