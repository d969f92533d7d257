"""Error reasons as English templates with named arguments, so the CLI can say them in the judge's language.

The ledger never translates and never imports the CLI or the projections:
a reason is a :class:`Reason`, a ``str`` holding the English text (so
``str(exc)`` is the line it always was) that also remembers its template
(marked with :func:`N_` for ``pybabel extract``) and its arguments. An
argument that is itself a phrase is a nested reason, kept in ``args`` as
plain data (``{"template": ..., "args": ...}``, the shape of
``projections.messages.msg``); names, paths and values quoted from the input
are plain strings and never translated.

Text from a third party (msgspec's ``Input data was truncated``) goes
through :func:`msgspec_reason`: its common wordings are templates of our
own, so they are translated too; anything else is kept verbatim.
"""

from __future__ import annotations

import re
from typing import Any


def N_(template: str) -> str:
    """Mark ``template`` for extraction into the translation catalogs; it is returned as is."""
    return template


class Reason(str):
    """The English text of ``template`` filled with ``args``, remembering both (``.template``, ``.args``)."""

    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, /, **args: Any) -> "Reason":
        data = {k: as_data(v) for k, v in args.items()}
        self = super().__new__(cls, fill(template, data))
        self.template, self.args = template, data
        return self

    def data(self) -> dict[str, Any]:
        """The reason as plain data: ``{"template": ..., "args": ...}``."""
        return {"template": self.template, "args": self.args}

    def __reduce__(self) -> tuple:
        # Made again from its template (a str subclass would otherwise be re-made from its text, as a template).
        return _reason, (self.template, self.args)


def _reason(template: str, args: dict[str, Any]) -> Reason:
    return Reason(template, **args)


def as_data(value: Any) -> Any:
    """A nested :class:`Reason` as plain data; any other value as it is."""
    return value.data() if isinstance(value, Reason) else value


def is_msg(value: Any) -> bool:
    return type(value) is dict and "template" in value and "args" in value


def NP_(singular: str, plural: str, n: int, /, **args: Any) -> dict[str, Any]:
    """A phrase whose wording depends on the count ``n`` ("1 event" / "3 events"), to put in a reason as an
    argument: both forms are marked for the catalogs as one plural entry (``pybabel extract -k NP_:1,2``) and
    each language picks its own form for ``n`` (French says "0 événement", English "0 events"). Filled with
    ``n`` and ``args``; plain data, the shape of a nested reason plus ``plural`` and ``n``."""
    return {"template": singular, "plural": plural, "n": n, "args": {"n": n, **args}}


def english_form(singular: str, plural: str, n: int) -> str:
    """English's choice between the two forms of a counted phrase."""
    return singular if n == 1 else plural


def fill(template: str, args: dict[str, Any]) -> str:
    """The English text: ``template`` with ``args`` put in (nested reasons filled first; a counted phrase made
    by :func:`NP_` in the form English gives its count)."""
    return template.format(**{k: fill(english_form(v["template"], v["plural"], v["n"]) if "plural" in v
                                      else v["template"], v["args"]) if is_msg(v) else v for k, v in args.items()})


def template_of(reason: Any) -> tuple[str, dict[str, Any]]:
    """``(template, args)`` of a reason; ``("", {})`` for a plain string (kept verbatim by a translation)."""
    if isinstance(reason, Reason):
        return reason.template, reason.args
    return "", {}


# -- msgspec's own words ------------------------------------------------------------------

#: msgspec's wordings (patterns compiled when first matched, by ``re``'s own cache: an error is rare, and
#: every command imports this module) and the templates they are translated by.
_MSGSPEC = [
    (r"^Input data was truncated$", N_("Input data was truncated")),
    (r"^JSON is malformed: invalid character \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: invalid character (byte {byte})")),
    (r"^JSON is malformed: trailing characters \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: trailing characters (byte {byte})")),
    # msgspec's other reasons for malformed JSON (a comma before '}' or ']', a key in single quotes, a bad escape)
    (r"^JSON is malformed: trailing comma in object \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: trailing comma in object (byte {byte})")),
    (r"^JSON is malformed: trailing comma in array \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: trailing comma in array (byte {byte})")),
    (r"^JSON is malformed: object keys must be strings \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: object keys must be strings (byte {byte})")),
    (r"^JSON is malformed: invalid escape character in string \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: invalid escape character in string (byte {byte})")),
    (r"^JSON is malformed: invalid escaped character \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: invalid escaped character (byte {byte})")),
    (r"^JSON is malformed: invalid character in unicode escape \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: invalid character in unicode escape (byte {byte})")),
    (r"^JSON is malformed: invalid number \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: invalid number (byte {byte})")),
    (r"^JSON is malformed: unexpected end of hex escape \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: unexpected end of hex escape (byte {byte})")),
    (r"^JSON is malformed: unexpected end of escaped utf-16 surrogate pair \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: unexpected end of escaped utf-16 surrogate pair (byte {byte})")),
    (r"^JSON is malformed: expected (?P<a>'[^']+') or (?P<b>'[^']+') \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: expected {a} or {b} (byte {byte})")),
    (r"^JSON is malformed: expected (?P<what>.+) \(byte (?P<byte>\d+)\)$",
     N_("JSON is malformed: expected {what} (byte {byte})")),
    (r"^Expected `(?P<expected>[^`]+)`, got `(?P<got>[^`]+)`$", N_("Expected `{expected}`, got `{got}`")),
    (r"^Object missing required field `(?P<field>[^`]+)`$", N_("Object missing required field `{field}`")),
    (r"^Object contains unknown field `(?P<field>[^`]+)`$",
     N_("Object contains unknown field `{field}`")),
    (r"^Invalid enum value (?P<value>.+)$", N_("Invalid enum value {value}")),
    (r"^Invalid value (?P<value>.+)$", N_("Invalid value {value}")),
    (r"^Number out of range$", N_("Number out of range")),
    (r"^Integer value out of range$", N_("Integer value out of range")),
    (r"^Expected `(?P<expected>[^`]+)` (?P<op>[<>]=?) (?P<bound>\S+)$",
     N_("Expected `{expected}` {op} {bound}")),
    (r"^Expected `(?P<expected>[^`]+)` of length (?P<op>[<>]=?) (?P<bound>\S+)$",
     N_("Expected `{expected}` of length {op} {bound}")),
]


def msgspec_reason(text: str) -> str:
    """msgspec's ``text`` as a :class:`Reason` when it is one of its common wordings, else ``text`` verbatim."""
    for pattern, template in _MSGSPEC:
        m = re.match(pattern, text)
        if m:
            return Reason(template, **m.groupdict())
    return text


_DID_YOU_MEAN = (N_("; did you mean {a}?"), N_("; did you mean {a} or {b}?"), N_("; did you mean {a} or {b} or {c}?"))


def did_you_mean(shown: list[str]) -> str:
    """``; did you mean 'Magma Brute' or 'Blaze Captain'?`` for the names ``shown`` (each as it is to be
    printed, quotes included), or ``""`` when there is none."""
    if not shown:
        return ""
    if len(shown) <= len(_DID_YOU_MEAN):
        return Reason(_DID_YOU_MEAN[len(shown) - 1], **dict(zip("abc", shown)))
    return Reason(_DID_YOU_MEAN[0], a=" or ".join(shown))
