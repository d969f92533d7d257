"""One root exception for everything matchledger raises on purpose.

Input errors carry the file, line and field so the CLI can print a single
line a judge can act on, e.g.::

    match.jsonl:14: $.attacker: Expected `str`, got `int`
"""

from __future__ import annotations

from .messages import N_, Reason


class MatchledgerError(Exception):
    """Root of every error matchledger raises on purpose.

    Its message is a :class:`ledger.messages.Reason` where it can be (the
    English text, which ``str(exc)`` gives, plus its template and arguments),
    so the CLI can print it in the judge's language.
    """


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

    def __reduce__(self) -> tuple:
        # Sent whole between processes (a pipelined import's readers): file, line, field and reason kept.
        return _log_error, (type(self), self.reason, self.path, self.line, self.field)

    def render(self, reason: str | None = None) -> str:
        """The one line: file, line, field and the reason (``reason`` in place of the English one, translated)."""
        return f"{self.where()} {self.reason if reason is None else reason}"

    def where(self) -> str:
        """``match.jsonl:14: $.attacker:``: the place, with no words to translate."""
        where = f"{self.path}:{self.line}" if self.line else self.path
        field = f" {self.field}:" if self.field else ""
        return f"{where}:{field}"


def _log_error(cls: type, reason: str, path: str, line: int, field: str) -> LogError:
    return cls(reason, path=path, line=line, field=field)


class UnknownCardError(LogError):
    """A deck list or event names a card that neither the pool nor the header defines."""


class StoreError(MatchledgerError):
    """The ledger file cannot do what was asked (missing match, locked file...)."""


class LedgerUnavailable(StoreError):
    """The ledger cannot be reached now (another program holds it locked, a read-only medium for a write):
    nothing about its contents, so ``audit`` says it as unusable input (exit 2), never as a finding."""


class DuplicateMatchError(StoreError):
    """The same log (byte for byte, after canonical encoding) is already stored."""

    def __init__(self, match_id: str):
        self.match_id = match_id
        super().__init__(Reason(N_("this match is already in the ledger as {match_id}"), match_id=match_id))

    def __reduce__(self) -> tuple:
        return type(self), (self.match_id,)


class IntegrityError(StoreError):
    """A stored event no longer matches its hash chain: the file was edited outside matchledger."""


class HeadMismatch(Exception):
    """The stored hash of the event a read starts from is not the one given: that start was not folded
    from these events (a misplaced snapshot, say)."""

    def __init__(self, at: int):
        self.at = at
        super().__init__(f"event seq {at} does not have the given chain hash")
