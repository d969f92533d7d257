"""Judge-readable messages as templates with named parameters, so the CLI can translate them.

The engines stay pure: they never translate. A message is an English
template (marked with :func:`N_` so ``pybabel extract`` finds it) and its
arguments; :func:`fill` gives the English text. A parameter that is itself
game vocabulary (a zone, a phase, a verb phrase) is a nested message made by
:func:`msg` (or :func:`term` for one word), so it is translated too; card
and player names are plain strings and never translated.
"""

from __future__ import annotations

from typing import Any


#: A message parameter that may be translated: a plain string, or a nested message (:func:`msg`).
Text = str | dict[str, Any]


def N_(template: str) -> str:
    """Mark ``template`` for extraction into the translation catalogs; it is returned as is."""
    return template


def msg(template: str, **args: Any) -> dict[str, Any]:
    """A nested message: a template and its arguments (plain JSON-ready data)."""
    return {"template": template, "args": args}


def term(word: str) -> dict[str, Any]:
    """A word of the game's vocabulary (a zone, a phase) that a translation may render its own way."""
    return {"template": word, "args": {}}


def is_msg(value: Any) -> bool:
    """Whether ``value`` is a nested message made by :func:`msg` or :func:`term`."""
    return type(value) is dict and "template" in value and "args" in value


def fill(template: str, args: dict[str, Any], translate: Any = None) -> str:
    """``template`` with ``args`` put in; ``translate`` (template -> template) is applied at every level."""
    tr = translate or (lambda s: s)
    values = {k: fill(v["template"], v["args"], translate) if is_msg(v) else v for k, v in args.items()}
    return tr(template).format(**values)
