"""A stored match's hash chain as read, without the eventsourcing library.

What reading a stored match needs and nothing that writes one: the topics
its rows are stored under, :class:`RecordedState` (the stored state of an
event, field for field), :func:`chain_hash` and :func:`checked_lines`,
which reads a stretch of a match checking each link. :mod:`ledger.domain`
(the aggregate the store writes through the library) and :mod:`ledger.audit`
build on these; :mod:`ledger.quick` reads with them alone.
"""

from __future__ import annotations

import hashlib
from typing import Any, Callable, Iterable

import msgspec

from .errors import HeadMismatch, IntegrityError
from .messages import N_, Reason

__all__ = ["MATCH_TOPIC", "IMPORTED_TOPIC", "RECORDED_TOPIC", "ImportedState", "RecordedState", "decode_imported",
           "decode_plain", "chain_hash", "link_hex", "checked_lines"]

#: The library's topics of :class:`ledger.domain.Match` and its two events (``eventsourcing.utils.get_topic``;
#: tests/test_quick.py checks they are still what the library gives).
MATCH_TOPIC = "ledger.domain:Match"
IMPORTED_TOPIC = "ledger.domain:Match.Imported"
RECORDED_TOPIC = "ledger.domain:Match.EventRecorded"


class RecordedState(msgspec.Struct):
    """The stored state of ``Match.EventRecorded``, field for field."""

    timestamp: str
    seq: int
    line: str
    prev: str
    hash: str


class ImportedState(msgspec.Struct):
    """The stored state of ``Match.Imported``, field for field (what the mapper would make a dict of)."""

    timestamp: str
    originator_topic: str
    header: str
    game: str
    events: int
    digest: str
    imported_at: str
    hash: str
    #: the library's upcasting marker: never written by the ledger; present, the mapper may refuse the row
    class_version: Any = msgspec.UNSET
    #: the header fields the log left out and the reader filled in (``["first"]``), written only when there are
    #: any (:func:`ledger.domain.header_row`): UNSET for every other match, and for every match of a ledger
    #: written before it
    left_out: Any = msgspec.UNSET


#: A stored ``Match.Imported`` state (no cipher, no compressor) as an :class:`ImportedState`.
decode_imported: Callable[[bytes], ImportedState] = msgspec.json.Decoder(ImportedState).decode
#: A stored ``Match.EventRecorded`` state (no cipher, no compressor) as a :class:`RecordedState`.
decode_plain: Callable[[bytes], RecordedState] = msgspec.json.Decoder(RecordedState).decode


_SHA256 = hashlib.sha256()  # never updated: each link hash starts from a copy of it


def link_hex(data: bytes) -> str:
    """The hex SHA-256 of ``data``: ``hashlib.sha256(data).hexdigest()``, started from a copy of an empty hash.

    OpenSSL 3 looks the algorithm up each time a hash is made and not when one is copied: 0.39 against
    0.72 µs an event on this machine, where reading a stored event costs about 2.5 µs in all
    (docs/performance.md). tests/test_quick.py holds it to ``hashlib.sha256``.
    """
    h = _SHA256.copy()
    h.update(data)
    return h.hexdigest()


def chain_hash(prev: str, content: str) -> str:
    """The chain hash of ``content`` after ``prev`` (hex SHA-256 of their concatenation)."""
    return link_hex((prev + content).encode())


def checked_lines(decode: Callable[[Any], RecordedState], broken: str, rows: Iterable[tuple[int, str, Any]], at: int,
                  seq: int, head: str) -> tuple[list[str], list[str]]:
    """The lines and chain hashes of events ``at+1..seq`` from ``(version, topic, state)`` rows
    (versions ``max(at,1)..seq+1``), each state read by ``decode``.

    Each link is checked from event ``at`` (whose hash must be ``head``, else
    :class:`HeadMismatch`); ``broken`` starts each :class:`IntegrityError`
    message ("match X in Y fails its integrity check").
    """
    hexdigest = link_hex
    prev, expected = head, max(at, 1)
    lines: list[str] = []
    hashes: list[str] = []
    for v, topic, state in rows:
        n = v - 1
        if n != expected or topic != RECORDED_TOPIC:
            raise IntegrityError(Reason(N_("{broken}: event seq {seq} is missing or is not a match event"),
                                        broken=broken, seq=expected))
        try:
            rec = decode(state)
        except Exception:
            raise IntegrityError(Reason(N_("{broken}: event seq {seq}: its stored bytes can no longer be read"),
                                        broken=broken, seq=n)) from None
        if n == at:  # the event the read starts after (at > 0)
            if rec.hash != head:
                raise HeadMismatch(at)
        else:
            if rec.seq != n or rec.prev != prev or hexdigest((prev + rec.line).encode()) != rec.hash:
                raise IntegrityError(Reason(N_("{broken}: event seq {seq}: its content or its link to seq {before} "
                                               "was changed (run `verify --integrity`)"), broken=broken, seq=n,
                                            before=n - 1))
            lines.append(rec.line)
            hashes.append(rec.hash)
        prev, expected = rec.hash, n + 1
    if expected != seq + 1:
        raise IntegrityError(Reason(N_("{broken}: event seq {seq} is missing"), broken=broken, seq=expected))
    return lines, hashes
