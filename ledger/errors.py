"""One root exception for everything matchledger raises on purpose.

Input errors carry the file, line and field so the CLI can print a single
line a judge can act on, e.g.::

    match.jsonl:14: $.attacker: Expected `str`, got `int`
"""

from __future__ import annotations


class MatchledgerError(Exception):
    """Root of every error matchledger raises on purpose."""


class LogError(MatchledgerError):
    """A match log that cannot be read: bad JSON, bad field, wrong game...

    ``path`` is the file (or ``"<stdin>"``), ``line`` the 1-based line number
    (0 when the whole file is at fault) and ``field`` the JSON path of the bad
    value (``"$.deck"``), or ``""`` when no single field is to blame.
    """

    def __init__(self, message: str, *, path: str = "<log>", line: int = 0, field: str = ""):
        self.path = path
        self.line = line
        self.field = field
        self.reason = message
        super().__init__(self.render())

    def render(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        field = f" {self.field}:" if self.field else ""
        return f"{where}:{field} {self.reason}"


class UnknownCardError(LogError):
    """A deck list or event names a card that neither the pool nor the header defines."""


class StoreError(MatchledgerError):
    """The ledger file cannot do what was asked (missing match, locked file...)."""


class DuplicateMatchError(StoreError):
    """The same log (byte for byte, after canonical encoding) is already stored."""

    def __init__(self, match_id: str):
        self.match_id = match_id
        super().__init__(f"this match is already in the ledger as {match_id}")


class IntegrityError(StoreError):
    """A stored event no longer matches its hash chain: the file was edited outside matchledger."""
