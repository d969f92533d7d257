"""Reports in the players' languages: English, French and Italian through gettext catalogs.

The engines write English templates with named parameters
(:mod:`projections.messages`); this module translates them, and the CLI's own
headings, with the catalogs in ``cli/locale/<lang>/LC_MESSAGES/matchledger.mo``
(compiled from the ``.po`` sources next to them, see ``docs/translations.md``).
One language is active at a time (:func:`activate`, called by the ``--lang``
option); :func:`_` and :func:`ngettext` translate into it. Card names and
player names are arguments, never translated.
"""

from __future__ import annotations

import functools
import gettext
import os
import re
import string
from pathlib import Path
from typing import Any, Mapping

LANGS = ("en", "fr", "it")
DOMAIN = "matchledger"
LOCALE_DIR = Path(__file__).parent / "locale"

_active: gettext.NullTranslations = gettext.NullTranslations()
_lang = "en"


def default_lang(environ: Mapping[str, str] | None = None) -> str:
    """The report language the locale asks for: the first of LC_ALL, LC_MESSAGES, LANG that is set
    (``fr_FR.UTF-8`` -> ``fr``); English when it names no language matchledger speaks (``C``, ``de_DE``)."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            code = value.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
            return code if code in LANGS else "en"
    return "en"


@functools.cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang`` (English: the templates themselves). A missing catalog is an error, not English."""
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])


def activate(lang: str) -> None:
    """Make ``lang`` the language of every report from now on."""
    global _active, _lang
    if lang not in LANGS:
        raise ValueError(f"unknown report language {lang!r} (one of: {', '.join(LANGS)})")
    _active, _lang = translations(lang), lang


def current() -> str:
    """The active report language (``en``, ``fr`` or ``it``)."""
    return _lang


def _(text: str) -> str:
    """``text`` in the active language."""
    return _active.gettext(text)


def tr(template: str, /, **values: Any) -> str:
    """``template`` in the active language with ``values`` put in, as the language writes them (French "la
    main d'alice", "1\u202f000"; see :func:`written`): ``_(template).format(**values)``, written well."""
    return written(_(template), values)


def ntr(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """:func:`tr` for a counted sentence: the form the active language gives ``n``."""
    return written(ngettext(singular, plural, n), values)


def rule_words(game: str, rule_id: str, fallback: str = "") -> str:
    """The words of rule ``rule_id`` in the active language: a rules document's own words (Chrono Clash's
    manual in that language, the French rules of the others); for a rule the project's docs state (written
    in English: the log format's, the deck lists'), that sentence translated. ``fallback``: the rule's own
    text, for a rule no engine has (the deck-list checks)."""
    from projections import ruletexts

    try:
        words = ruletexts.quote(game, rule_id, _lang)
        ours = ruletexts.ref(game, rule_id)["file"].startswith("docs/")
    except (KeyError, LookupError):
        words, ours = fallback, True
    return _(words) if ours and words and _lang != "en" else words


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form, in the active language, for ``n``."""
    return _active.ngettext(singular, plural, n)


def plural_index(n: int) -> int:
    """Which form the active language gives a count ``n`` (0: the singular): French says "0 carte", English
    "0 cards"."""
    rule = getattr(_active, "plural", None)
    return int(rule(n)) if rule is not None else int(n != 1)


def message(template: str, args: dict[str, Any], english: str = "") -> str:
    """An engine message (template and arguments) in the active language; ``english`` when it has no template."""
    from projections.messages import fill

    if not template:
        return english
    return fill(template, args, _, ngettext, None if _lang == "en" else written)


class _Writing(string.Formatter):
    """A template's values as French or Italian write them: a number grouped (``{n:,}``), and any number
    with decimals (``{x:.1f}``, ``{s:g}``, ``{x}``), with the language's separators."""

    def __init__(self, group: str, point: str):
        super().__init__()
        self.marks = {ord(","): group, ord("."): point}

    def format_field(self, value: Any, format_spec: str) -> str:
        text = super().format_field(value, format_spec)
        if isinstance(value, float) or (isinstance(value, int) and not isinstance(value, bool)
                                        and ("," in format_spec or "." in format_spec)):
            text = text.translate(self.marks)
        return text


_WRITING = {"fr": _Writing("\u202f", ","), "it": _Writing(".", ",")}
#: The word before a value, and what it becomes when the value starts with a vowel: French elides "de", "que",
#: "le" and "la" ("la main d'alice", "défausse d'Evoker", "l'extra deck"); Italian elides "il", "lo" and "la"
#: ("l'Extra Deck") and says "ad" for "a" before an a ("tocca ad alice").
_VOWELS = "aeiouyàâéèêëîïôûAEIOUYÀÂÉÈÊËÎÏÔÛ"
_ELISIONS = {
    "fr": [(re.compile(r"\b([Dd]e|[Qq]ue|[Ll]e|[Ll]a) \{(\w+)([^{}]*)\}"), _VOWELS, lambda word: word[:-1] + "'")],
    "it": [(re.compile(r"\b([Ii]l|[Ll]o|[Ll]a) \{(\w+)([^{}]*)\}"), _VOWELS,
            lambda word: ("L" if word[0].isupper() else "l") + "'"),
           (re.compile(r"\b([Aa]) \{(\w+)([^{}]*)\}"), "aA", lambda word: word + "d ")],
}


def written(template: str, values: dict[str, Any]) -> str:
    """``template`` (in the active language) with ``values`` put in, as the language writes them: its
    numbers grouped, and a word right before a value that starts with a vowel as the language says it there
    (only the template's own word changes, never what a value holds: a file's path stays as it is)."""
    for pattern, vowels, elide in _ELISIONS.get(_lang, ()) if "{" in template else ():

        def before(m: re.Match, vowels: str = vowels, elide: Any = elide) -> str:
            value = values.get(m.group(2))
            start = value[:1] if isinstance(value, str) and not m.group(3).startswith("!") else ""
            if not start or start not in vowels:
                return m.group(0)
            return elide(m.group(1)) + "{" + m.group(2) + m.group(3) + "}"  # "d'" and "ad " carry their own join

        template = pattern.sub(before, template)
    return _WRITING[_lang].vformat(template, (), values) if _lang in _WRITING else template.format(**values)


def said(template: str, /, **args: Any) -> str:
    """The English line of ``template`` (marked with :func:`N_`) and ``args``, remembering both (a
    :class:`ledger.messages.Reason`), so an error raised with it is printed in the report's language."""
    from ledger.messages import Reason

    return Reason(template, **args)


def N_(text: str) -> str:
    """Mark ``text`` for the catalogs without translating it yet."""
    return text


def NP_(singular: str, plural: str, n: int, /, **args: Any) -> dict[str, Any]:
    """A counted phrase ("1 event" / "3 events") to put in a :func:`said` reason as an argument; each language
    picks its own form for ``n`` (see :func:`ledger.messages.NP_`)."""
    from ledger.messages import NP_ as counted

    return counted(singular, plural, n, **args)


def NC_(context: str, text: str) -> str:
    """Mark ``text`` for the catalogs under ``context`` (see :func:`word`) without translating it yet."""
    return text


_LANGUAGE_NAMES = {"en": N_("English"), "fr": N_("French"), "it": N_("Italian")}


def language_name(code: str) -> str:
    """``fr`` -> "French", in the active language."""
    return _(_LANGUAGE_NAMES.get(code, code))


def word(context: str, text: str) -> str:
    """A word of the game's vocabulary (``zone``, ``phase``...: the contexts of ``projections.messages.NC_``)."""
    found = _active.gettext(f"{context}\x04{text}")
    return text if "\x04" in found else found


def number(n: int) -> str:
    """``1,234`` in English, ``1 234`` in French, ``1.234`` in Italian (as :func:`written` puts in ``{n:,}``)."""
    return written("{n:,}", {"n": n})


def reason(text: Any) -> str:
    """An error's reason in the active language: a :class:`ledger.messages.Reason` (or its data) translated,
    any other text as it is (an operating system's or a library's own words)."""
    from ledger.messages import is_msg, template_of

    if is_msg(text):
        return message(text["template"], text["args"], "")
    template, args = template_of(text)
    return message(template, args, str(text))


def error_text(exc: BaseException) -> str:
    """The one line of a matchledger error in the active language: a log error's file, line and field, then
    its reason translated; ``str(exc)`` (the English line) when it has no template."""
    from ledger.errors import LogError

    if isinstance(exc, LogError):
        return exc.render(reason(exc.reason))
    if len(exc.args) == 1:
        return reason(exc.args[0])
    return str(exc)


def violation_message(v: Any) -> str:
    """A violation's reason in the active language."""
    return message(getattr(v, "template", ""), getattr(v, "args", {}), v.message)


#: How each language writes a date and time in a text report (English keeps the stored ISO 8601 text).
_MOMENTS = {"fr": "%d/%m/%Y %H:%M UTC", "it": "%d/%m/%Y %H:%M UTC"}


def moment(stamp: Any) -> str:
    """A stored date and time (ISO 8601, ``2026-11-27T19:19:10+00:00``) as the active language writes it in a
    text report: French and Italian "27/11/2026 19:19 UTC"; English, and any text that is no such date, as it
    is. What is stored, ``--json`` and the CSV keep the ISO text."""
    from datetime import datetime, timezone

    pattern = _MOMENTS.get(_lang)
    if not pattern or not isinstance(stamp, str):
        return stamp
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if when.tzinfo is None:
        return stamp  # no time zone said: which hour it is is not known, so it is shown as stored
    return when.astimezone(timezone.utc).strftime(pattern)
