"""A ruling as a judge reads it, and where a match's rulings are stored: what reading them needs.

Kept apart from :mod:`ledger.rulings` (the stream as an eventsourcing
aggregate, which records them) so that a reader of a stored match need not
import the eventsourcing library (:mod:`ledger.quick`).
"""

from __future__ import annotations

import uuid

from msgspec import Struct

__all__ = ["Ruling", "RULINGS_NAMESPACE", "stream_id"]

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
