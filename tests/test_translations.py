"""The translation catalogs: current with the code, complete, compiled, and safe to format.

The .po files under cli/locale are the sources; the .mo files next to them are
what matchledger reads at run time (committed, so an install needs no Babel).
A message added or changed in the code without its translation, a .mo not
recompiled after a .po edit, or a translation that drops or renames a
placeholder fails here. `sh scripts/translations.sh` refreshes them.
"""

from __future__ import annotations

import io
import string
from pathlib import Path

import pytest

babel = pytest.importorskip("babel", reason="Babel is a test dependency: pip install -e '.[test]'")
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from cli import i18n  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "cli" / "locale"
KEYWORDS = {"N_": None, "NC_": ((1, "c"), 2), "NP_": (1, 2), "_": None, "tr": None, "ngettext": (1, 2), "ntr": (1, 2)}
LANGS = [lang for lang in i18n.LANGS if lang != "en"]


def _key(msgid, context) -> tuple:
    return (context or None, msgid if isinstance(msgid, str) else tuple(msgid))


@pytest.fixture(scope="module")
def extracted() -> set[tuple]:
    """Every message the code marks for translation, extracted as `pybabel extract` does (babel.cfg)."""
    found = set()
    for sub in ("cli", "projections", "ledger"):
        for _file, _line, msgid, _comments, context in extract_from_dir(
                ROOT / sub, method_map=[("**.py", "python")], keywords=KEYWORDS):
            found.add(_key(msgid, context))
    return found


def _catalog(lang: str):
    with open(LOCALE / lang / "LC_MESSAGES" / "matchledger.po", "rb") as fh:
        return read_po(fh, locale=lang)


def _fields(text: str) -> set[str]:
    return {f[1] for f in string.Formatter().parse(text) if f[1] is not None}


def test_the_template_is_current(extracted):
    with open(LOCALE / "matchledger.pot", "rb") as fh:
        pot = {_key(m.id, m.context) for m in read_po(fh) if m.id}
    assert pot == extracted, "run: sh scripts/translations.sh"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_has_a_translation(lang, extracted):
    cat = _catalog(lang)
    have = {_key(m.id, m.context) for m in cat if m.id}
    missing = sorted(map(str, extracted - have))
    stale = sorted(map(str, have - extracted))
    assert not missing, f"{lang}: messages missing from the .po (run sh scripts/translations.sh): {missing[:5]}"
    assert not stale, f"{lang}: messages no longer in the code: {stale[:5]}"
    untranslated = [m.id for m in cat if m.id and (m.fuzzy or not all(m.string if isinstance(m.string, tuple)
                                                                       else [m.string]))]
    assert not untranslated, f"{lang}: untranslated or fuzzy: {untranslated[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_every_placeholder(lang):
    for m in _catalog(lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        want = _fields(ids[-1])
        for s in strings:
            assert _fields(s) == want, f"{lang}: {m.id!r} -> {s!r}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalog_is_the_po_compiled(lang):
    buf = io.BytesIO()
    write_mo(buf, _catalog(lang))
    shipped = (LOCALE / lang / "LC_MESSAGES" / "matchledger.mo").read_bytes()
    assert shipped == buf.getvalue(), "the .mo is stale: run sh scripts/translations.sh"
