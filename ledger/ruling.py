"""A ruling as a judge reads it, and where a match's rulings are stored: what reading them needs.

Kept apart from :mod:`ledger.rulings` (the stream as an eventsourcing
aggregate, which records them) so that a reader of a stored match need not
import the eventsourcing library (:mod:`ledger.quick`).
"""

from __future__ import annotations

import uuid

from msgspec import Struct

__all__ = ["Ruling", "RULINGS_NAMESPACE", "stream_id", "first_broken", "edited"]

RULINGS_NAMESPACE = uuid.UUID("5c0e7a52-7a1d-4f7e-9d8e-2b9f6f1c4a31")


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


def stream_id(match_id: str) -> uuid.UUID:
    """The id of a match's rulings stream."""
    return uuid.uuid5(RULINGS_NAMESPACE, match_id)


def _chain(prev: str, content: str) -> str:
    import hashlib

    return hashlib.sha256((prev + content).encode()).hexdigest()


def first_broken(match_id: str, rulings: list[Ruling]) -> int | None:
    """The number of the first ruling whose hash is not its content chained from the one before (from the
    match id), or None when the chain holds: what every reader of a match's rulings checks before showing them
    (a ruling whose words were edited in the file, its hash left as it was)."""
    head = _chain("", match_id)
    for r in rulings:
        content = f"{r.number}\n{r.seq}\n{r.judge}\n{r.text}\n{r.supersedes or 0}\n{r.recorded_at}"
        if _chain(head, content) != r.hash:
            return r.number
        head = r.hash
    return None


def edited(match_id: str, n: int) -> str:
    """The audit's sentence for ruling ``n`` of ``match_id`` failing its hash."""
    from .messages import N_, Reason

    return Reason(N_("{where}: R{n}: its content was edited (it no longer matches its hash)"),
                  where=Reason(N_("match {match}: rulings"), match=match_id), n=n)
