"""A ruling as a judge reads it, and where a match's rulings are stored: what reading them needs.

Kept apart from :mod:`ledger.rulings` (the stream as an eventsourcing
aggregate, which records them) so that a reader of a stored match need not
import the eventsourcing library (:mod:`ledger.quick`).
"""

from __future__ import annotations

import uuid
from typing import Any

from msgspec import Struct

from .chain import chain_hash

__all__ = ["Ruling", "RULINGS_NAMESPACE", "stream_id", "ruling_content", "broken_rulings", "first_broken", "edited"]

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


def ruling_content(number: Any, seq: Any, judge: Any, text: Any, supersedes: Any, recorded_at: Any) -> str:
    """What a ruling's hash covers, chained after the hash before it (:func:`ledger.chain.chain_hash`)."""
    return f"{number}\n{seq}\n{judge}\n{text}\n{supersedes}\n{recorded_at}"


def broken_rulings(match_id: str, rulings: list[Ruling]) -> list[int]:
    """The numbers of the rulings (in the order given) whose hash is not their content chained from the one
    before (from the match id): a ruling whose words were edited in the file, its hash left as it was."""
    head, bad = chain_hash("", match_id), []
    for r in rulings:
        content = ruling_content(r.number, r.seq, r.judge, r.text, r.supersedes or 0, r.recorded_at)
        if chain_hash(head, content) != r.hash:
            bad.append(r.number)
        head = r.hash
    return bad


def first_broken(match_id: str, rulings: list[Ruling]) -> int | None:
    """The number of the first ruling whose hash does not hold (:func:`broken_rulings`), or None when the chain
    holds: what every reader of a match's rulings checks before showing them."""
    bad = broken_rulings(match_id, rulings)
    return bad[0] if bad else None


def edited(match_id: str, n: int) -> str:
    """The audit's sentence for ruling ``n`` of ``match_id`` failing its hash."""
    from .messages import N_, Reason

    return Reason(N_("{where}: R{n}: its content was edited (it no longer matches its hash)"),
                  where=Reason(N_("match {match}: rulings"), match=match_id), n=n)
