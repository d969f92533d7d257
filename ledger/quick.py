"""Reading a stored match from an SQLite ledger file without the eventsourcing library.

A :class:`QuickLedger` has the read side of :class:`~ledger.store.Ledger`
that seeking a board needs (``resolve``, ``check_guards``, ``read_header``,
``read_events``, the snapshot rows, ``fingerprint``) and the match's
rulings, on one connection of its own that never writes. It is what
``replay ID --at SEQ`` reads a sealed match with (:mod:`projections.seek`:
a match a full replay audited, whose rows are still those it audited), so
that one command does not pay for importing the library and opening the
application only to read a header, a snapshot and a few events.

It reads only what a ledger this code wrote holds (and writes only the
board snapshots a seek folded past, through a Ledger). Anything else (a file
that is no ledger, a missing table or guard, a row that does not decode
as written, a cipher or compressor configured, a PostgreSQL ledger) raises
:class:`NotQuick` or is refused by :func:`quick_path`: the caller then
opens a :class:`~ledger.store.Ledger`, whose audit says what is wrong in
its own words. So a quick reader never words an error about the data: it
only ever gives what the full path would give, or steps aside.

:func:`quick_path` (which files it reads) and :func:`fingerprint` live in
:mod:`ledger.fingerprint`, which imports nothing heavier than the standard
library; they are named here too.
"""

from __future__ import annotations

import sqlite3
import uuid
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Iterator

import msgspec

from . import index
from .backends import SQLITE_GUARDS
from .chain import IMPORTED_TOPIC, MATCH_TOPIC, ImportedState, chain_hash, checked_lines, decode_imported, decode_plain
from .fingerprint import fingerprint, quick_path
from .ruling import Ruling, first_broken, stream_id

__all__ = ["NotQuick", "QuickLedger", "quick_path", "fingerprint"]

_OPENED_TOPIC = "ledger.rulings:Rulings.Opened"
_RULING_TOPIC = "ledger.rulings:Rulings.RulingRecorded"
_RULINGS_TOPIC = "ledger.rulings:Rulings"


class NotQuick(Exception):
    """This ledger or match is not one a quick reader reads: open a :class:`~ledger.store.Ledger` instead."""


class _Opened(msgspec.Struct, forbid_unknown_fields=True):
    timestamp: str
    originator_topic: str
    match: str


class _RulingRecorded(msgspec.Struct, forbid_unknown_fields=True):
    timestamp: str
    number: int
    seq: int
    judge: str
    text: str
    supersedes: int
    recorded_at: str
    prev: str
    hash: str


_opened = msgspec.json.Decoder(_Opened)
_recorded = msgspec.json.Decoder(_RulingRecorded)


class QuickLedger:
    """The read side of an SQLite ledger file, without the eventsourcing library (see the module's text).

    Raises :class:`NotQuick` when it cannot read what is asked as the store
    wrote it. It writes only board snapshots (derived rows), and only when a
    seek folds past missing ones, through a :class:`~ledger.store.Ledger`.
    """

    persistence = "sqlite"
    keeps_snapshots = True

    def __init__(self, path: str):
        self.path = self.name = path
        self._writer: Any = None
        try:
            self._conn = sqlite3.connect(path, timeout=5, isolation_level=None)
            self._conn.execute("PRAGMA query_only = ON")
        except sqlite3.Error as exc:
            raise NotQuick(str(exc)) from None

    def __enter__(self) -> QuickLedger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._conn.close()
        if self._writer is not None:
            self._writer.close()

    @contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        try:
            yield self._conn
        except (sqlite3.Error, UnicodeDecodeError, ValueError, TypeError, msgspec.MsgspecError) as exc:
            raise NotQuick(str(exc)) from None

    def resolve(self, ref: str) -> str:
        """As :meth:`Ledger.resolve <ledger.store.Ledger.resolve>` (its :class:`StoreError` for an unknown or
        ambiguous ref, in the same words)."""
        want = index.normalise_ref(ref, self.name)
        with self._reading() as conn:
            if len(want) == 32:
                full = str(uuid.UUID(want))
                if conn.execute("SELECT 1 FROM matches WHERE id = ?", [full]).fetchone() is not None:
                    return full
            ids = [r[0] for r in conn.execute("SELECT id FROM matches WHERE replace(id, '-', '') LIKE ? ORDER BY id",
                                              [want + "%"])]
        return index.pick(ref, ids, self.name)

    def check_guards(self) -> None:
        """Nothing when the ledger has its guards against changes to stored events, else :class:`NotQuick`."""
        with self._reading() as conn:
            have = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")}
        if not {"matches", "board_snapshots", *SQLITE_GUARDS} <= have:
            raise NotQuick("a table or guard is missing")

    def read_header(self, match_id: str) -> ImportedState:
        """The header event of match ``match_id``, its own hash checked (the fields of ``Match.Imported``)."""
        with self._reading() as conn:
            row = conn.execute("SELECT topic, state FROM stored_events WHERE originator_id = ? AND "
                               "originator_version = 1", [uuid.UUID(match_id).hex]).fetchone()
            if row is None or row[0] != IMPORTED_TOPIC:
                raise NotQuick("no header event")
            ev = decode_imported(row[1])
            datetime.fromisoformat(ev.timestamp)
        if (ev.originator_topic != MATCH_TOPIC or ev.class_version is not msgspec.UNSET
                or chain_hash("", ev.header) != ev.hash):
            raise NotQuick("the header event does not read as written")
        return ev

    def read_events(self, match_id: str, after: int, upto: int, head: str) -> tuple[list[str], list[str]]:
        """As :meth:`Ledger.read_events <ledger.store.Ledger.read_events>`: the canonical lines and chain
        hashes of events ``after+1..upto``, each link checked from ``head`` (:class:`HeadMismatch`,
        :class:`IntegrityError`)."""
        if upto <= 0:
            return [], []
        with self._reading() as conn:
            rows = conn.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                                "AND originator_version > ? AND originator_version <= ? ORDER BY originator_version",
                                [uuid.UUID(match_id).hex, max(after, 1), upto + 1]).fetchall()
        broken = f"match {match_id} in {self.name} fails its integrity check"
        return checked_lines(decode_plain, broken, rows, after, upto, head)

    def snapshot_heads(self, match_id: str, engine: str, seq: int, limit: int = 3) -> list[tuple[int, str]]:
        """``(seq, chain hash)`` of the match's snapshots folded by ``engine`` at or before ``seq``, latest first."""
        if seq < 1:
            return []
        with self._reading() as conn:
            return conn.execute("SELECT seq, head FROM board_snapshots WHERE match_id = ? AND engine = ? AND seq <= ? "
                                "ORDER BY seq DESC LIMIT ?", [match_id, engine, seq, limit]).fetchall()

    def snapshot_board(self, match_id: str, seq: int) -> bytes | None:
        """The stored board of the match's snapshot at ``seq`` (None if there is none)."""
        with self._reading() as conn:
            row = conn.execute("SELECT board FROM board_snapshots WHERE match_id = ? AND seq = ?",
                               [match_id, seq]).fetchone()
        return row[0] if row else None

    def save_snapshots(self, match_id: str, engine: str, rows: list, drop: Any = ()) -> bool:
        """As :meth:`Ledger.save_snapshots <ledger.store.Ledger.save_snapshots>`, through a Ledger opened for it
        (a seek folding past missing snapshots, after an engine change say: the next one starts from them).
        Best effort: False when nothing was stored."""
        try:
            if self._writer is None:
                from .store import Ledger

                self._writer = Ledger(self.path)
            return self._writer.save_snapshots(match_id, engine, rows, drop)
        except Exception:  # noqa: BLE001 - derived rows: a ledger that cannot take them just has none
            return False

    def fingerprint(self, match_id: str) -> str:
        """:func:`fingerprint` of match ``match_id`` (callable from another thread)."""
        with self._reading():
            return fingerprint(self.path, match_id)

    def rulings(self, match_id: str) -> list[Ruling]:
        """The rulings of match ``match_id`` in the order recorded, as :func:`ledger.rulings.rulings_of` gives them."""
        with self._reading() as conn:
            rows = conn.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                                "ORDER BY originator_version", [stream_id(match_id).hex]).fetchall()
            if not rows:
                return []
            out: list[Ruling] = []
            for want, (version, topic, state) in enumerate(rows, 1):
                if version != want or topic != (_OPENED_TOPIC if version == 1 else _RULING_TOPIC):
                    raise NotQuick("the rulings stream does not read as written")
                if version == 1:
                    opened = _opened.decode(state)
                    if opened.originator_topic != _RULINGS_TOPIC:
                        raise NotQuick("the rulings stream does not read as written")
                    datetime.fromisoformat(opened.timestamp)
                    continue
                ev = _recorded.decode(state)
                datetime.fromisoformat(ev.timestamp)
                out.append(Ruling(number=ev.number, seq=ev.seq, judge=ev.judge, text=ev.text,
                                  recorded_at=ev.recorded_at, supersedes=ev.supersedes or None, hash=ev.hash))
                if ev.supersedes:
                    try:
                        out[ev.supersedes - 1].superseded_by = ev.number
                    except IndexError:
                        raise NotQuick("a ruling supersedes none") from None
        if first_broken(match_id, out) is not None:  # refused by the full path, in its words
            raise NotQuick("a ruling no longer matches its hash")
        return out
