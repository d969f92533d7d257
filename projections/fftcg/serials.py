"""A paper log's ``serials`` values written as a score sheet writes them: read as the one card they fit.

A serial written another way than the card data keys it (``1-012r``, `` 1-012``, ``1-12``, ``01-012``, ``1–012``
with an en dash, ``[1-012R]``), or followed by the card's name (``1-012 Zack``, as deck list files accept
``3 1-004 Ifrit``), names the one card whose serial it is, its numbers read as numbers: read so by the engine, with a
note. A name after the serial must be that card's (letter case, accents and spaces not counted), else the value is
not read (the log's one-line error, with its "did you mean"). A serial with its printed rarity letter (``1-012R``,
``1-012C``) is the card without it, as ever (:func:`projections.fftcg.setup.card_key`): the card data holds no
rarity, so the letter is not checked, a note says so (docs/fftcg.md, Paper-table logs).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import msgspec

#: a serial as a score sheet may write it: brackets, spaces, any dash, a rarity letter in either case, then a name
_WRITTEN = re.compile(r"^\s*\[?\s*(?P<set>[0-9A-Za-z]+)\s*[-\u2010\u2011\u2012\u2013\u2014\u2015\u2212]\s*"
                      r"(?P<num>\d+)(?P<rarity>[CRHLSPcrhlsp])?\s*\]?(?:\s+(?P<name>\S.*?))?\s*$")

#: a serial with its printed rarity letter, as the engine reads it (setup.card_key)
_PRINTED = re.compile(r"^(?P<serial>\d+-\d+)(?P<rarity>[CRHLSP])$")


def _folded(text: str) -> str:
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


def _number(part: str) -> str:
    return (part.lstrip("0") or "0") if part.isdigit() else part.casefold()


def serial_read(defs: Any, text: Any) -> str | None:
    """The card data's serial (a key of ``defs``) that ``text``, a ``serials`` value the data does not hold as written,
    stands for: exactly one card fits its numbers, and the name after it, if any, is that card's. None when
    ``text`` is known as written, a printed serial with its rarity letter (read as ever), or fits no card or more
    than one."""
    if not isinstance(text, str) or not text or text in defs or _PRINTED.match(text):
        return None
    m = _WRITTEN.match(text)
    if m is None:
        return None
    want = (_number(m.group("set")), _number(m.group("num")))
    found = [k for k in defs if isinstance(k, str) and "/" not in k
             and tuple(_number(p) for p in k.split("-", 1)) == want]
    if len(found) != 1:
        return None
    key = found[0]
    name = m.group("name")
    if name is not None:
        own = getattr(defs[key], "name", None)
        if not isinstance(own, str) or _folded(name) != _folded(own):
            return None
    return key


def read_serials(defs: Any, event: Any) -> tuple[Any, list[tuple[str, str]]]:
    """``event`` with each ``serials`` value written another way read as the card's serial (:func:`serial_read`), and
    the (written, read) pairs; the event itself when none is."""
    serials = getattr(event, "serials", None)
    if not isinstance(serials, dict) or not serials:
        return event, []
    read: list[tuple[str, str]] = []
    out = dict(serials)
    for iid, text in serials.items():
        key = serial_read(defs, text)
        if key is not None:
            out[iid] = key
            read.append((text, key))
    return (msgspec.structs.replace(event, serials=out) if read else event), read


def rarity_written(defs: Any, event: Any) -> list[tuple[str, str]]:
    """The ``serials`` values of ``event`` written with a rarity letter (``1-012C``) and the serial read (``1-012``):
    the card data holds no rarity, so the letter is not checked."""
    serials = getattr(event, "serials", None)
    if not isinstance(serials, dict):
        return []
    out = []
    for text in serials.values():
        m = _PRINTED.match(text) if isinstance(text, str) else None
        if m is not None and m.group("serial") in defs and text not in defs:
            out.append((text, m.group("serial")))
    return out
