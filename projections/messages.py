"""Judge-readable messages as templates with named parameters, so the CLI can translate them.

The engines stay pure: they never translate. A message is an English
template (marked with :func:`N_` so ``pybabel extract`` finds it) and its
arguments; :func:`fill` gives the English text. A parameter that is itself
game vocabulary (a zone, a phase, a verb phrase) is a nested message made by
:func:`msg` (or :func:`term` for one word), so it is translated too; a count
with its noun ("1 card" / "3 cards") is one made by :func:`NP_`, so each
language gives the count the form it takes there; card and player names are
plain strings and never translated.
"""

from __future__ import annotations

from typing import Any

from ledger.messages import NP_, english_form  # noqa: F401 - NP_ is the engines' counted phrase, as N_ is


#: A message parameter that may be translated: a plain string, or a nested message (:func:`msg`).
Text = str | dict[str, Any]


def N_(template: str) -> str:
    """Mark ``template`` for extraction into the translation catalogs; it is returned as is."""
    return template


def msg(template: str, **args: Any) -> dict[str, Any]:
    """A nested message: a template and its arguments (plain JSON-ready data)."""
    return {"template": template, "args": args}


def listing(items: list[Any]) -> Any:
    """Messages (or words) joined by commas, as one message whose parts are translated each."""
    out: Any = items[-1] if items else ""
    for x in reversed(items[:-1]):
        out = msg(N_("{item}, {other}"), item=x, other=out)
    return out


def NC_(context: str, word: str) -> str:
    """Mark ``word`` for the catalogs under ``context`` (a zone, a phase...: the same English word may need
    another translation in another context); it is returned as is."""
    return word


def term(word: str, context: str = "") -> dict[str, Any]:
    """A word of the game's vocabulary (a zone, a phase) that a translation may render its own way,
    looked up under ``context`` when one is given (a word from data is listed with :func:`NC_`)."""
    return {"template": word, "args": {}, "context": context} if context else {"template": word, "args": {}}


def note(board: Any, template: str, /, **args: Any) -> None:
    """Add a note to ``board``: its English text to ``notes``, the template and arguments to ``note_msgs``."""
    board.notes.append(fill(template, args))
    board.note_msgs.append(msg(template, **fresh(args)))


def set_result(board: Any, template: str, /, **args: Any) -> None:
    """Set how the match ended: the English text in ``result``, the template and arguments in ``result_msg``."""
    board.result = fill(template, args)
    board.result_msg = msg(template, **fresh(args))


def fresh(value: Any) -> Any:
    """A copy of nested messages, so a board or a violation never holds one message object in two places
    (snapshots; words made once, as Chrono Clash's engine does)."""
    if type(value) is dict:
        return {k: fresh(v) for k, v in value.items()}
    if type(value) is list:
        return [fresh(v) for v in value]
    return value


def english(value: Any) -> str:
    """The English text of a plain string or a message."""
    return _text(value, None, None) if is_msg(value) else str(value)


def is_msg(value: Any) -> bool:
    """Whether ``value`` is a nested message made by :func:`msg` or :func:`term`."""
    return type(value) is dict and "template" in value and "args" in value


def fill(template: str, args: dict[str, Any], translate: Any = None, plural: Any = None, write: Any = None) -> str:
    """``template`` with ``args`` put in; ``translate`` (template -> template) is applied at every level, and
    ``plural`` (singular, plural, n -> template, as ``ngettext``) to a counted phrase made by :func:`NP_`
    (English's forms when not given); ``write`` (template, values -> text) puts the values in, as the
    language writes them (``str.format`` when not given)."""
    return _filled((translate or _same)(template), args, translate, plural, write)


def _filled(text: str, args: dict[str, Any], translate: Any, plural: Any, write: Any = None) -> str:
    """``text`` (already in its language) with ``args`` put in, each nested message in words."""
    values = {k: _text(v, translate, plural, write) if is_msg(v) else v for k, v in args.items()}
    return write(text, values) if write is not None else text.format(**values)


def _same(text: str) -> str:
    return text


def _text(value: dict[str, Any], translate: Any, plural: Any, write: Any = None) -> str:
    """A nested message in words: a word under its context, a counted phrase in the form its count takes."""
    if value.get("context"):
        return _word(value, translate or _same)
    if "plural" in value:
        form = (plural or english_form)(value["template"], value["plural"], value["n"])
        return _filled(form, value["args"], translate, plural, write)
    return fill(value["template"], value["args"], translate, plural, write)


def _word(value: dict[str, Any], tr: Any) -> str:
    """A word looked up under its context (gettext's ``context\x04word`` key), the word itself when untranslated."""
    found = tr(f"{value['context']}\x04{value['template']}")
    return value["template"] if "\x04" in found else found
