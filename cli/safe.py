"""Nothing matchledger prints can attack the person reading it.

Player names, card names, labels and notes come from match logs, which
anyone can write. A terminal obeys escape sequences (clear the screen, set
the window title, move the cursor back over a line), a browser runs HTML and
a spreadsheet runs a cell that starts with ``=``. So:

- every text the CLI writes goes through :func:`visible`: a control
  character (C0 but newline and tab, DEL, C1, and the bidirectional
  overrides that reorder a line) is written as its ``\\u001b`` escape, on a
  terminal or a pipe alike (:class:`SafeText` wraps stdout and stderr);
- a free-text value printed inside a line goes through :func:`one_line`
  first, so a newline in a label cannot forge a line of the report;
- Markdown escapes HTML (:func:`markdown_text`), CSV cells cannot start a
  formula (:func:`csv_cell`).

The escapes are valid JSON string escapes, so ``--json`` output stays JSON.
"""

from __future__ import annotations

import html
import re
import sys
from typing import Any

#: C0 controls but tab and newline, DEL, C1 controls, and the Unicode bidi controls.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
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


class SafeText:
    """A text stream that writes everything through :func:`visible` (binary ``.buffer`` writes are untouched)."""

    def __init__(self, inner: Any):
        self._inner = inner

    def write(self, s: str) -> int:
        self._inner.write(visible(s))
        return len(s)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def guard_streams() -> None:
    """Wrap ``sys.stdout`` and ``sys.stderr`` in :class:`SafeText` (once)."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is not None and not isinstance(stream, SafeText):
            setattr(sys, name, SafeText(stream))
