"""Rulings: a judge's decisions and remarks about a match, kept beside it, never in it.

Each stored match may have one **rulings stream**: an eventsourcing
aggregate of its own (:class:`Rulings`, id ``uuid5(RULINGS_NAMESPACE,
match_id)``) in the same ledger, whose events are :class:`Rulings.RulingRecorded`.
The match's own events, its digest and its hash chain are never touched, so
a ruling cannot change what the match was; the rulings stream is
append-only too (the ledger refuses UPDATE and DELETE on every stored
event), and its rulings are hash-chained from the match id.

A ruling is tied to an event (``seq``; 0 for the set-up or the match as a
whole), names its judge, and may **supersede** an earlier ruling by its
number: the earlier one stays, marked as superseded.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timezone
from typing import Any

from eventsourcing.domain import Aggregate
from msgspec import Struct

from .errors import MatchledgerError, StoreError
from .messages import N_, Reason

RULINGS_NAMESPACE = uuid.UUID("5c0e7a52-7a1d-4f7e-9d8e-2b9f6f1c4a31")


class RulingError(MatchledgerError):
    """A ruling that cannot be recorded: an event the match lacks, no text, an unknown ruling to supersede."""


class Ruling(Struct, kw_only=True):
    """One ruling as a judge reads it: ``R<number>`` at event ``seq``."""

    number: int
    seq: int
    judge: str
    text: str
    recorded_at: str
    supersedes: int | None = None
    superseded_by: int | None = None
    hash: str = ""


def _chain(prev: str, content: str) -> str:
    import hashlib

    return hashlib.sha256((prev + content).encode()).hexdigest()


class Rulings(Aggregate):
    """The rulings stream of one match."""

    class Opened(Aggregate.Created):
        """The first ruling about ``match`` opened its stream."""

        match: str

    class RulingRecorded(Aggregate.Event):
        """Ruling ``number`` at event ``seq``; ``supersedes`` 0 when it replaces none. Chained by ``hash``."""

        number: int
        seq: int
        judge: str
        text: str
        supersedes: int
        recorded_at: str
        prev: str
        hash: str

        def apply(self, aggregate: Any) -> None:
            aggregate.rulings.append(Ruling(number=self.number, seq=self.seq, judge=self.judge, text=self.text,
                                            recorded_at=self.recorded_at, supersedes=self.supersedes or None,
                                            hash=self.hash))
            if self.supersedes:
                aggregate.rulings[self.supersedes - 1].superseded_by = self.number
            aggregate.head = self.hash

    @staticmethod
    def create_id(match: str) -> uuid.UUID:
        return stream_id(match)

    def __init__(self, match: str):
        self.match = match
        self.rulings: list[Ruling] = []
        self.head = _chain("", match)

    def record(self, *, seq: int, judge: str, text: str, supersedes: int | None, recorded_at: str) -> None:
        number = len(self.rulings) + 1
        content = f"{number}\n{seq}\n{judge}\n{text}\n{supersedes or 0}\n{recorded_at}"
        self.trigger_event(self.RulingRecorded, number=number, seq=seq, judge=judge, text=text,
                           supersedes=supersedes or 0, recorded_at=recorded_at, prev=self.head,
                           hash=_chain(self.head, content))


def stream_id(match_id: str) -> uuid.UUID:
    """The id of a match's rulings stream."""
    return uuid.uuid5(RULINGS_NAMESPACE, match_id)


def _stream(led: Any, match_id: str) -> Rulings | None:
    from eventsourcing.application import AggregateNotFoundError

    try:
        return led.app.repository.get(stream_id(match_id))
    except AggregateNotFoundError:
        return None
    except Exception as exc:  # the library's persistence errors
        raise StoreError(Reason(N_("could not read the rulings of match {match} in {ledger}: {error}"), match=match_id,
                                ledger=led.name, error=str(exc))) from None


def rulings_of(led: Any, match_id: str) -> list[Ruling]:
    """The rulings of a stored match, in the order recorded ([] when it has none)."""
    stream = _stream(led, match_id)
    return list(stream.rulings) if stream is not None else []


def add_ruling(led: Any, match_id: str, *, events: int, seq: int, judge: str, text: str,
               supersedes: int | None = None, now: datetime | None = None) -> Ruling:
    """Record a ruling about event ``seq`` (0..``events``) of stored match ``match_id``.

    Raises :class:`RulingError` for a seq the match lacks, an empty judge or
    text, or a ``supersedes`` naming no ruling (or one already superseded),
    and :class:`StoreError` when the ledger cannot be written (another ruling
    recorded at the same moment: run it again).
    """
    if not 0 <= seq <= events:
        raise RulingError(Reason(N_("--at {seq}: match {match} has events 1..{events} (0: the set-up or the whole match)"),
                                 seq=seq, match=match_id, events=events))
    judge, text = judge.strip(), text.strip()
    if not judge or not text:
        raise RulingError(Reason(N_("a ruling names its judge (--judge) and says something (TEXT)")))
    stream = _stream(led, match_id)
    if supersedes is not None:
        known = stream.rulings if stream is not None else []
        if not 1 <= supersedes <= len(known):
            have = f"R1..R{len(known)}" if known else Reason(N_("none yet"))
            raise RulingError(Reason(N_("--supersedes R{n}: match {match} has no such ruling ({have})"), n=supersedes,
                                     match=match_id, have=have))
        later = known[supersedes - 1].superseded_by
        if later:
            raise RulingError(Reason(N_("R{n} is already superseded by R{later}: supersede R{later} instead"),
                                     n=supersedes, later=later))
    if stream is None:
        stream = Rulings(match=match_id)
    stamp = (now or datetime.now(timezone.utc)).isoformat(timespec="seconds")
    stream.record(seq=seq, judge=judge, text=text, supersedes=supersedes, recorded_at=stamp)
    try:
        led.app.save(stream)
    except Exception as exc:  # IntegrityError on a concurrent ruling, persistence errors
        raise StoreError(Reason(N_("could not record the ruling for match {match} in {ledger}: {error}; "
                                   "nothing was recorded, run it again"), match=match_id, ledger=led.name,
                                error=str(exc))) from None
    return stream.rulings[-1]
