"""Nothing matchledger prints can attack the person reading it.

Player names, card names, labels and notes come from match logs, which
anyone can write. A terminal obeys escape sequences (clear the screen, set
the window title, move the cursor back over a line), a browser runs HTML and
a spreadsheet runs a cell that starts with ``=``. So:

- every text the CLI writes goes through :func:`visible`: a control
  character (C0 but newline and tab, DEL, C1, and the bidirectional
  overrides that reorder a line) is written as its ``\\u001b`` escape, on a
  terminal or a pipe alike (:class:`SafeText` wraps stdout and stderr), and
  so is a lone surrogate (a file name that is not UTF-8, as Python hands it
  over: ``tabl\\udce9.jsonl``), which no UTF-8 stream can write;
- a character the output's encoding cannot write (a report on a cp1252 or
  ASCII terminal) is written as the same ``\\uXXXX`` escape
  (:func:`guard_streams`): the report degrades, it is never lost;
- a free-text value printed inside a line goes through :func:`one_line`
  first, so a newline in a label cannot forge a line of the report;
- Markdown escapes HTML (:func:`markdown_text`), CSV cells cannot start a
  formula (:func:`csv_cell`).

The escapes are valid JSON string escapes, so ``--json`` output stays JSON.
"""

from __future__ import annotations

import codecs
import html
import re
import sys
from typing import Any

#: C0 controls but tab and newline, DEL, C1 controls, the Unicode bidi controls, and lone surrogates (the bytes
#: of a file name that is not UTF-8, as ``os.fsdecode`` gives them: no UTF-8 stream or file can write one).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_LINE_BREAKS = re.compile("[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")


def _escape(m: re.Match) -> str:
    return f"\\u{ord(m.group()):04x}"


def visible(text: str) -> str:
    """``text`` with every control character but newline and tab written as a visible ``\\uXXXX`` escape."""
    return _CONTROL.sub(_escape, text)


def one_line(value: Any) -> str:
    """A free-text value for the middle of a line: line breaks and controls escaped, never a new line."""
    if type(value) is str and value.isprintable():  # the common case (a board's thousands of names): nothing to escape
        return value
    return visible(_LINE_BREAKS.sub(_escape, str(value)))


def markdown_text(text: str) -> str:
    """A Markdown document with HTML escaped (``<script>`` is shown, not run) and controls made visible."""
    return visible(html.escape(text, quote=False))


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n")


def csv_cell(value: Any) -> Any:
    """A CSV cell a spreadsheet shows as text: one starting like a formula gets a leading ``'``.

    Numbers stay numbers (a negative number is data, not a formula).
    """
    if not isinstance(value, str):
        return value
    value = visible(value)
    return "'" + value if value.startswith(_FORMULA_START) else value


#: The error handler :func:`guard_streams` gives stdout and stderr: what the stream's encoding cannot write
#: (``①`` on cp1252, ``é`` on ASCII, a lone surrogate anywhere) is written as its ``\\uXXXX`` escape, as
#: :func:`visible` writes a control character, so a report degrades instead of being lost (and JSON stays JSON).
ESCAPE_ERRORS = "matchledger.escape"


def _escape_char(ch: str) -> str:
    n = ord(ch)
    if n > 0xFFFF:  # as JSON writes it: a surrogate pair
        n -= 0x10000
        return f"\\u{0xD800 + (n >> 10):04x}\\u{0xDC00 + (n & 0x3FF):04x}"
    return f"\\u{n:04x}"


def _escape_unwritable(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    return "".join(map(_escape_char, exc.object[exc.start:exc.end])), exc.end


codecs.register_error(ESCAPE_ERRORS, _escape_unwritable)


class SafeText:
    """A text stream that writes everything through :func:`visible` (binary ``.buffer`` writes are untouched);
    what its encoding cannot write is escaped (:data:`ESCAPE_ERRORS`), never an error."""

    def __init__(self, inner: Any):
        self._inner = inner

    def write(self, s: str) -> int:
        text = visible(s)
        try:
            self._inner.write(text)
        except UnicodeEncodeError:  # a stream that could not be told to escape (no reconfigure)
            encoding = getattr(self._inner, "encoding", None) or "ascii"
            self._inner.write(text.encode(encoding, ESCAPE_ERRORS).decode(encoding, "replace"))
        return len(s)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def unfiltered(stream: Any) -> Any:
    """The stream under a :class:`SafeText`: for the CLI's own terminal codes (a progress bar's carriage return
    and cursor codes), which carry no value read from a file and must reach the terminal as codes."""
    return stream._inner if isinstance(stream, SafeText) else stream


def _degrade(stream: Any) -> None:
    """Make ``stream`` escape what its encoding cannot write rather than fail (``errors`` left strict only).

    An ASCII stream is made UTF-8 first: click takes ASCII for a misconfigured locale and writes UTF-8 past
    it, through the stream's binary buffer, which would bypass :class:`SafeText`; so the stream says UTF-8,
    as click would write, and every character still goes through the filter.
    """
    if not hasattr(stream, "reconfigure"):
        return
    try:
        ascii_ = codecs.lookup(getattr(stream, "encoding", None) or "ascii").name == "ascii"
    except LookupError:
        ascii_ = False
    try:
        if ascii_:
            stream.reconfigure(encoding="utf-8", errors=ESCAPE_ERRORS)
        elif getattr(stream, "errors", None) == "strict":
            stream.reconfigure(errors=ESCAPE_ERRORS)
    except (AttributeError, ValueError, OSError):
        pass


def guard_streams() -> None:
    """Wrap ``sys.stdout`` and ``sys.stderr`` in :class:`SafeText` (once), their encoding errors escaped."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is None:
            continue
        _degrade(unfiltered(stream))
        if not isinstance(stream, SafeText):
            setattr(sys, name, SafeText(stream))
