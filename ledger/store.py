"""The ledger file: every imported match, stored through eventsourcing.

``Ledger(path)`` opens (or creates) a ledger; ``import_log`` stores a match
and ``import_logs`` a batch of them in one transaction,
``list_matches``/``resolve``/``load`` read them back, ``board_at`` seeks a
board through snapshots and ``check_integrity`` audits the stored events
against their hash chain. Only
:mod:`ledger.errors` classes escape, and their messages name the file.

How a match is stored (choices, and why):

- One eventsourcing ``Application`` (:class:`MatchLedger`) on the library's
  SQLite persistence (``PERSISTENCE_MODULE=eventsourcing.sqlite``,
  ``SQLITE_DBNAME=<path>``), configured through its ``env`` argument with
  keys prefixed ``MATCHLEDGER_`` so stray ``SQLITE_*`` variables cannot
  redirect it. ``MATCHLEDGER_PERSISTENCE=postgres`` (or
  ``persistence="postgres"``) selects ``eventsourcing.postgres`` with the
  library's ``POSTGRES_*`` variables instead (untested here; SQLite-only
  extras below are then skipped).
- A match is a :class:`Match` aggregate whose id is ``log.match_id()``.
  Version 1 is :class:`Match.Imported` (the header's canonical JSON line,
  game, event count, digest, import time, first hash); version ``n + 1`` is
  :class:`Match.EventRecorded` for event seq ``n`` (seq, canonical line,
  ``prev``, ``hash``). ``hash = sha256(prev + line)``, the header's hash is
  ``sha256(header line)``: editing a row breaks its own hash, rewriting a row
  consistently breaks the next row's ``prev``, and rewriting the whole chain
  changes the digest, hence no longer gives the match id.
- Speed: ``import_logs`` stores many matches in one write transaction
  (``BEGIN IMMEDIATE`` on the library's pooled connection: the duplicate
  check and the writes see the same file, and a failure anywhere rolls the
  whole batch back, so a batch is stored entirely or not at all). Per chunk
  of about 20,000 events it makes one query for the duplicates, one
  ``executemany`` of the stored-event rows through the recorder's own insert
  statement (:class:`LedgerSQLiteRecorder`) and one ``executemany`` of the
  ``matches`` index rows. :class:`MsgspecTranscoder` stores event state as
  plain JSON with msgspec (the timestamp as an RFC 3339 string; rows written
  with the library's default transcoder are not read). The header event goes
  through ``app.mapper``; the per-event states are encoded straight from a
  msgspec struct into the same bytes the mapper would write (building a
  frozen domain event and mapping it costs several microseconds an event).
- The ``matches`` index (created with sqlite-utils; read by
  ``list_matches``/``resolve``) is written in the same transaction as the
  events: a failure leaves neither.
- SQLite triggers make ``stored_events`` refuse UPDATE and DELETE; inserts
  keep working.
- Board snapshots (``board_at``) live in their own table,
  ``board_snapshots(match_id, seq, engine, head, board)``: derived data,
  never events. Every ``SNAPSHOT_EVERY`` events a seek folds past, it stores
  the board (zlib-compressed msgpack of the board struct, see
  :class:`projections.core.BoardCodec`) with the engine version that folded
  it and the chain hash of the event it follows. A seek loads the nearest
  snapshot of the current engine at or before the seq, checks the chain from
  that event on, and folds the rest. Snapshots of another engine version, or
  unreadable ones, are ignored and replaced; dropping them all
  (``drop_snapshots``) changes nothing but speed.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import sqlite3
import uuid
from collections import OrderedDict
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

import msgspec
import sqlite_utils
from eventsourcing.application import Application
from eventsourcing.domain import Aggregate, EventSourcingError
from eventsourcing.persistence import (
    IntegrityError as LibraryIntegrityError,
    PersistenceError,
    StoredEvent,
    Transcoder,
)
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteCursor
from eventsourcing.utils import get_topic

from .errors import DuplicateMatchError, IntegrityError, LogError, MatchledgerError, StoreError
from .log import MATCH_NAMESPACE, MatchLog, encode_line, game_module, parse_log

__all__ = ["Ledger", "MatchSummary", "ImportResult", "Match", "MatchLedger", "chain_hash", "default_db_path",
           "SNAPSHOT_EVERY"]

IMMUTABLE_MESSAGE = "matchledger: stored events are immutable"
_PERSISTENCE = {"sqlite": "eventsourcing.sqlite", "postgres": "eventsourcing.postgres"}
_PREFIX_MIN = 4

#: A seek stores a board snapshot every this many events it folds past (see ``Ledger.board_at``).
SNAPSHOT_EVERY = 100
#: Matches and events per write of ``import_logs`` (all in one transaction).
_CHUNK_MATCHES = 500
_CHUNK_EVENTS = 20_000


def default_db_path() -> str:
    """The ledger file to use when none is given: ``$MATCHLEDGER_DB`` or ``matchledger.db``."""
    return os.environ.get("MATCHLEDGER_DB", "matchledger.db")


class MatchSummary(msgspec.Struct, frozen=True):
    """One row of ``list_matches``: what a judge needs to pick a match."""

    id: str
    game: str
    players: list[str]
    events: int
    label: str
    imported_at: str
    digest: str


class ImportResult(msgspec.Struct, frozen=True):
    """What ``import_logs`` did with one log: stored, or found already stored (``duplicate``)."""

    match_id: str
    path: str
    game: str
    events: int
    duplicate: bool


# --- domain ------------------------------------------------------------------


class Match(Aggregate):
    """A stored match: its header line, then one event per match-log event."""

    class Imported(Aggregate.Created):
        """The match was imported: its header line and what the whole log hashes to."""

        header: str
        game: str
        events: int
        digest: str
        imported_at: str
        hash: str

    class EventRecorded(Aggregate.Event):
        """Event ``seq`` of the log: its canonical line, chained to the previous hash."""

        seq: int
        line: str
        prev: str
        hash: str

        def apply(self, aggregate: Any) -> None:
            aggregate.lines.append(self.line)
            aggregate.head = self.hash

    def __init__(self, header: str, game: str, events: int, digest: str, imported_at: str, hash: str):
        self.header = header
        self.game = game
        self.events = events
        self.digest = digest
        self.imported_at = imported_at
        self.lines: list[str] = []
        self.head = hash


_TOPIC = get_topic(Match)
_IMPORTED = get_topic(Match.Imported)
_RECORDED = get_topic(Match.EventRecorded)


class _RecordedState(msgspec.Struct):
    """The stored state of ``Match.EventRecorded``, field for field."""

    timestamp: str
    seq: int
    line: str
    prev: str
    hash: str


_recorded_encoder = msgspec.json.Encoder()


class _Prepared:
    """A log ready to store: its canonical lines, digest and match id (no database work)."""

    __slots__ = ("log", "header", "lines", "digest", "match_uuid", "match_id", "hex")

    def __init__(self, log: MatchLog, header: str, lines: list[bytes], digest: str):
        self.log, self.header, self.lines, self.digest = log, header, lines, digest
        self.match_uuid = uuid.uuid5(MATCH_NAMESPACE, digest)  # == log.match_id(), without encoding twice
        self.match_id = str(self.match_uuid)
        self.hex = self.match_uuid.hex


def _prepare(log: MatchLog) -> _Prepared:
    """Encode a log's canonical lines; a log that cannot be stored raises an error naming its file."""
    path = getattr(log, "path", "<log>")
    if not isinstance(log, MatchLog):
        raise StoreError(f"{path}: not a parsed match log ({type(log).__name__}); nothing was stored")
    try:
        header = encode_line(log.header)
        encode = _line_encoder.encode
        lines = [encode(ev) for ev in log.events]
    except (TypeError, ValueError, msgspec.MsgspecError) as exc:
        raise StoreError(f"{path}: cannot be stored: {exc}; nothing was stored") from None
    for i, ev in enumerate(log.events, 1):
        if getattr(ev, "seq", None) != i:
            raise LogError(f"event number {i} has seq {getattr(ev, 'seq', None)!r}: events must be numbered "
                           "1, 2, 3... (nothing was stored)", path=path, line=log.line_of(i), field="$.seq")
    digest = hashlib.sha256(b"\n".join([header, *lines]) + b"\n").hexdigest()
    return _Prepared(log, header.decode(), lines, digest)


_line_encoder = msgspec.json.Encoder()


def chain_hash(prev: str, content: str) -> str:
    """The chain hash of ``content`` after ``prev`` (hex SHA-256 of their concatenation)."""
    return hashlib.sha256((prev + content).encode()).hexdigest()


# --- persistence plumbing -------------------------------------------------------

class MsgspecTranscoder(Transcoder):
    """Event state as plain JSON with msgspec (faster than the library's JSON transcoder).

    ``timestamp`` is stored as an RFC 3339 string and restored as a datetime;
    every other field of the ledger's events is a str or an int.
    """

    def __init__(self) -> None:
        self._encoder = msgspec.json.Encoder()

    def encode(self, obj: Any) -> bytes:
        return self._encoder.encode(obj)

    def decode(self, data: bytes) -> Any:
        state = msgspec.json.decode(data)
        ts = state.get("timestamp")
        if isinstance(ts, str):
            state["timestamp"] = datetime.fromisoformat(ts)
        return state


_INDEX_INSERT = ("INSERT INTO matches (id, game, players, events, label, imported_at, digest) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?)")


def _insert_index_rows(c: SQLiteCursor, rows: Iterable[tuple]) -> None:
    """Write ``matches`` index rows with the events' cursor (same transaction), one executemany."""
    c.executemany(_INDEX_INSERT, rows)


@functools.lru_cache(maxsize=1024)
def _uuid(text: str) -> uuid.UUID:
    return uuid.UUID(text)


class LedgerSQLiteRecorder(SQLiteApplicationRecorder):
    """The library's SQLite application recorder, with one ``executemany`` per save.

    Rowids of one write transaction are consecutive, so the notification ids
    are read back with one ``MAX(rowid)``. :meth:`insert_rows` is what
    ``Ledger.import_logs`` writes with: the recorder's own insert statement,
    one ``executemany`` over rows already in the table's form. Reading a
    match parses its id once, not once a row.
    """

    def convert_originator_id(self, originator_id: str) -> uuid.UUID | str:
        return _uuid(originator_id) if self.datastore.originator_id_type == "uuid" else originator_id

    def _insert_events(self, c: SQLiteCursor, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        if not stored_events:
            return []
        params = [
            (s.originator_id.hex if isinstance(s.originator_id, uuid.UUID) else s.originator_id,
             s.originator_version, s.topic, s.state)
            for s in stored_events
        ]
        c.executemany(self.insert_events_statement, params)
        last = self._max_notification_id(c)
        return list(range(last - len(params) + 1, last + 1))

    def insert_rows(self, c: SQLiteCursor, rows: Iterable[tuple[str, int, str, bytes]]) -> None:
        """Insert ``(originator_id hex, originator_version, topic, state)`` rows with one ``executemany``."""
        c.executemany(self.insert_events_statement, rows)


class MatchLedger(Application):
    """The eventsourcing application behind a :class:`Ledger` (env keys: ``MATCHLEDGER_*``)."""

    def construct_transcoder(self) -> Transcoder:
        return MsgspecTranscoder()


# --- the ledger ----------------------------------------------------------------


class Ledger:
    """A ledger file of imported matches.

    ``Ledger(path)`` opens or creates the SQLite file; ``persistence``
    (default ``$MATCHLEDGER_PERSISTENCE`` or ``"sqlite"``) may be
    ``"postgres"``, configured by the library's ``POSTGRES_*`` variables or
    ``env``. Raises :class:`StoreError` if the file is not a usable ledger.
    """

    def __init__(self, path: str | os.PathLike = "matchledger.db", *, persistence: str | None = None,
                 env: dict[str, str] | None = None):
        self.persistence = (persistence or os.environ.get("MATCHLEDGER_PERSISTENCE") or "sqlite").lower()
        if self.persistence not in _PERSISTENCE:
            raise StoreError(f"unknown persistence {self.persistence!r} (use one of: {', '.join(_PERSISTENCE)})")
        self.path = os.fspath(path)
        self.name = self.path
        self._db: sqlite_utils.Database | None = None
        self._closed = False
        self.snapshot_every = SNAPSHOT_EVERY
        self._setups: OrderedDict[str, _Setup] = OrderedDict()
        app_env = {f"MATCHLEDGER_{k}": v for k, v in (env or {}).items()}
        app_env.update({
            "MATCHLEDGER_PERSISTENCE_MODULE": _PERSISTENCE[self.persistence],
            "MATCHLEDGER_IS_SNAPSHOTTING_ENABLED": "n",
        })
        if self.persistence == "sqlite":
            dbname, uri = self._sqlite_target()
            self._probe(dbname, uri)
            app_env["MATCHLEDGER_SQLITE_DBNAME"] = dbname
            app_env["MATCHLEDGER_APPLICATION_RECORDER_TOPIC"] = get_topic(LedgerSQLiteRecorder)
        else:
            self.name = f"postgres:{(env or {}).get('POSTGRES_DBNAME') or os.environ.get('POSTGRES_DBNAME', '?')}"
        try:
            self.app = MatchLedger(env=app_env)
            if self.persistence == "sqlite":
                self._db = sqlite_utils.Database(sqlite3.connect(dbname, uri=uri, timeout=5))
                self._setup_sqlite()
        except MatchledgerError:
            self.close()
            raise
        except (PersistenceError, sqlite3.Error, OSError) as exc:
            self.close()
            raise StoreError(f"cannot open the ledger {self.name}: {_reason(exc)}") from None
        except (EventSourcingError, ImportError) as exc:  # bad settings, missing driver
            self.close()
            hint = "; PostgreSQL needs: pip install 'eventsourcing[postgres]'" if self.persistence == "postgres" else ""
            raise StoreError(f"cannot open the ledger {self.name}: {exc}{hint}") from None

    # -- opening --------------------------------------------------------------

    def _sqlite_target(self) -> tuple[str, bool]:
        """The name to connect to and whether it is a URI (``:memory:`` becomes a shared one)."""
        if self.path == ":memory:":
            return f"file:matchledger-{uuid.uuid4().hex}?mode=memory&cache=shared", True
        if Path(self.path).is_dir():
            raise StoreError(f"cannot open the ledger {self.path}: it is a folder, not a ledger file")
        return self.path, False

    def _probe(self, dbname: str, uri: bool) -> None:
        """Refuse a file that is not SQLite, or an SQLite database of something else."""
        if uri:
            return
        if not Path(dbname).parent.exists():
            raise StoreError(f"cannot create the ledger {self.path}: folder {str(Path(dbname).parent)!r} does not exist")
        if not Path(dbname).exists() or Path(dbname).stat().st_size == 0:
            return
        try:
            conn = sqlite3.connect(dbname, timeout=5)
            try:
                tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                cols = [r[1] for r in conn.execute("PRAGMA table_info(stored_events)")]
            finally:
                conn.close()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path} is not a matchledger ledger: {_reason(exc)}") from None
        user_tables = {t for t in tables if not t.startswith("sqlite_")}
        if user_tables and "stored_events" not in user_tables:
            names = ", ".join(sorted(user_tables)[:5])
            raise StoreError(f"{self.path} is an SQLite database but not a matchledger ledger (its tables: {names})")
        if cols and cols != ["originator_id", "originator_version", "topic", "state"]:
            raise StoreError(f"{self.path} has a stored_events table matchledger cannot use (columns: {', '.join(cols)})")

    def _setup_sqlite(self) -> None:
        """Create the match index and the immutability triggers (idempotent)."""
        assert self._db is not None
        with self._db.conn:
            self._db["matches"].create(
                {"id": str, "game": str, "players": str, "events": int, "label": str,
                 "imported_at": str, "digest": str},
                pk="id", if_not_exists=True,
            )
            for op in ("UPDATE", "DELETE"):
                self._db.execute(
                    f"CREATE TRIGGER IF NOT EXISTS stored_events_no_{op.lower()} BEFORE {op} ON stored_events "
                    f"BEGIN SELECT RAISE(ABORT, '{IMMUTABLE_MESSAGE}'); END"
                )
            self._create_snapshot_table()

    def _create_snapshot_table(self) -> None:
        """``board_snapshots``: derived boards, never events (no triggers: they may be replaced or dropped)."""
        assert self._db is not None
        self._db["board_snapshots"].create(
            {"match_id": str, "seq": int, "engine": str, "head": str, "board": bytes},
            pk=("match_id", "seq"), not_null={"engine", "head", "board"}, if_not_exists=True,
        )

    # -- writing --------------------------------------------------------------

    def import_log(self, log: MatchLog) -> str:
        """Store the whole match in one transaction and return its match id.

        Raises :class:`DuplicateMatchError` if the match is already stored and
        :class:`StoreError` if the ledger cannot be written; a failure stores nothing.
        """
        (result,) = self.import_logs([log])
        if result.duplicate:
            raise DuplicateMatchError(result.match_id)
        return result.match_id

    def import_logs(self, logs: Iterable[MatchLog]) -> list[ImportResult]:
        """Store a batch of matches in one transaction: all of them, or nothing.

        ``logs`` is consumed inside the transaction (a generator reading files
        may raise :class:`LogError` for a bad one: then nothing is stored). A
        match already in the ledger, or earlier in the same batch, is reported
        with ``duplicate=True`` and not stored again. Returns one
        :class:`ImportResult` per log, in order. Raises :class:`StoreError`
        naming the log and the match when the ledger cannot be written, and
        :class:`DuplicateMatchError` if another program stored one of the
        matches concurrently (the primary key refuses it: the batch is rolled back).
        """
        self._check_open()
        if self._db is None:
            return self._import_without_sqlite(logs)
        now = datetime.now(timezone.utc)
        results: list[ImportResult] = []
        seen: set[str] = set()
        current: list[_Prepared | None] = [None]  # the match being written, to name it on a failure
        try:
            with self._write_transaction() as c:
                pending: list[_Prepared] = []
                size = 0
                for log in logs:
                    pending.append(_prepare(log))
                    size += len(pending[-1].lines) + 1
                    if size >= _CHUNK_EVENTS or len(pending) >= _CHUNK_MATCHES:
                        results += self._write_chunk(c, pending, seen, now, current)
                        pending, size = [], 0
                results += self._write_chunk(c, pending, seen, now, current)
        except sqlite3.IntegrityError as exc:
            p = current[0]
            if p is not None and self._has_events(p.match_uuid):  # stored meanwhile by another program
                raise DuplicateMatchError(p.match_id) from None
            raise StoreError(self._not_stored(p, exc)) from None
        except (PersistenceError, sqlite3.Error) as exc:
            raise StoreError(self._not_stored(current[0], exc)) from None
        return results

    def _not_stored(self, p: _Prepared | None, exc: BaseException) -> str:
        what = f"{p.log.path} (match {p.match_id})" if p is not None else "the matches"
        return f"could not store {what} in {self.name}: {_reason(exc)}; nothing was stored"

    @contextmanager
    def _write_transaction(self) -> Iterator[SQLiteCursor]:
        """One ``BEGIN IMMEDIATE`` transaction on the recorder's writer connection; rolled back on any error."""
        datastore = self.app.recorder.datastore
        with datastore.get_connection(commit=True) as conn:
            c = conn.cursor()
            c.execute("BEGIN IMMEDIATE")
            try:
                yield c
                conn.commit()
            except BaseException:
                conn.rollback()
                raise

    def _stored_ids(self, c: SQLiteCursor, hex_ids: list[str]) -> set[str]:
        """Which of these match ids (hex) already have stored events: one query."""
        if not hex_ids:
            return set()
        marks = ",".join("?" * len(hex_ids))
        c.execute(f"SELECT DISTINCT originator_id FROM stored_events WHERE originator_id IN ({marks})", hex_ids)
        return {row[0] for row in c.fetchall()}

    def _write_chunk(self, c: SQLiteCursor, pending: list[_Prepared], seen: set[str], now: datetime,
                     current: list[_Prepared | None]) -> list[ImportResult]:
        """Insert the events and index rows of the chunk's new matches; report the others as duplicates."""
        stored = self._stored_ids(c, [p.hex for p in pending])
        results, new = [], []
        for p in pending:
            dup = p.hex in stored or p.hex in seen
            results.append(ImportResult(p.match_id, p.log.path, p.log.game, len(p.lines), dup))
            if not dup:
                seen.add(p.hex)
                new.append(p)
        if not new:
            return results
        imported_at = now.isoformat(timespec="seconds")
        self.app.recorder.insert_rows(c, self._rows(new, now, imported_at, current))

        def index() -> Iterator[tuple]:
            for p in new:
                current[0] = p
                yield (p.match_id, p.log.game, msgspec.json.encode([pl.id for pl in p.log.header.players]).decode(),
                       len(p.lines), getattr(p.log.header, "match", "") or "", imported_at, p.digest)

        _insert_index_rows(c, index())
        return results

    def _rows(self, new: list[_Prepared], now: datetime, imported_at: str,
              current: list[_Prepared | None]) -> Iterator[tuple[str, int, str, bytes]]:
        """The stored-event rows of each match: its ``Match.Imported`` then one ``Match.EventRecorded`` a line.

        The header goes through ``app.mapper``. The events are built directly
        rather than through ``Match.EventRecorded(...)`` and the mapper
        (several microseconds an event); the bytes are what the mapper writes
        for such an event, and ``app.mapper`` reads them back.
        """
        mapper = self.app.mapper
        timestamp = msgspec.json.decode(msgspec.json.encode(now))  # the mapper's RFC 3339 form
        compressor, cipher = mapper.compressor, mapper.cipher
        encode = _recorded_encoder.encode
        sha256 = hashlib.sha256
        for p in new:
            current[0] = p
            head = chain_hash("", p.header)
            imported = Match.Imported(
                originator_id=p.match_uuid, originator_version=1, timestamp=now, originator_topic=_TOPIC,
                header=p.header, game=p.log.game, events=len(p.lines), digest=p.digest,
                imported_at=imported_at, hash=head,
            )
            first = mapper.to_stored_event(imported)
            yield p.hex, 1, first.topic, first.state
            hex_id, prev, prev_b = p.hex, head, head.encode()
            for seq, line in enumerate(p.lines, 1):
                h = sha256(prev_b + line).hexdigest()  # == chain_hash(prev, line)
                state = encode(_RecordedState(timestamp, seq, line.decode(), prev, h))
                if compressor:
                    state = compressor.compress(state)
                if cipher:
                    state = cipher.encrypt(state)
                yield hex_id, seq + 1, _RECORDED, state
                prev, prev_b = h, h.encode()

    def _import_without_sqlite(self, logs: Iterable[MatchLog]) -> list[ImportResult]:
        """PostgreSQL: every new match of the batch in one ``insert_events`` call (one transaction)."""
        now = datetime.now(timezone.utc)
        imported_at = now.isoformat(timespec="seconds")
        results, seen, stored = [], set(), []
        for log in logs:
            p = _prepare(log)
            dup = p.hex in seen or self._has_events(p.match_uuid)
            results.append(ImportResult(p.match_id, p.log.path, p.log.game, len(p.lines), dup))
            if not dup:
                seen.add(p.hex)
                stored.extend(StoredEvent(p.match_uuid, v, topic, state)
                              for _h, v, topic, state in self._rows([p], now, imported_at, [None]))
        if stored:
            try:
                self.app.recorder.insert_events(stored)
            except (PersistenceError, LibraryIntegrityError) as exc:
                raise StoreError(self._not_stored(None, exc)) from None
        return results

    # -- reading --------------------------------------------------------------

    def list_matches(self) -> list[MatchSummary]:
        """Every stored match, in import order. Raises :class:`StoreError` if the ledger cannot be read."""
        self._check_open()
        if self._db is None:
            return [self._summary(ev) for ev in self._header_events()]
        with self._reading("list the matches"):
            rows = self._db.query("SELECT * FROM matches ORDER BY rowid")
            return [MatchSummary(id=r["id"], game=r["game"], players=msgspec.json.decode(r["players"]),
                                 events=r["events"], label=r["label"], imported_at=r["imported_at"],
                                 digest=r["digest"]) for r in rows]

    def resolve(self, ref: str) -> str:
        """The full match id for an id or a unique prefix of at least 4 characters.

        Raises :class:`StoreError` when no match or several matches fit.
        """
        self._check_open()
        want = ref.strip().lower().replace("-", "")
        if not re.fullmatch(r"[0-9a-f]+", want or "-"):
            raise StoreError(f"no match {ref!r} in {self.name}: a match id is hexadecimal (see `list`)")
        if len(want) < _PREFIX_MIN:
            raise StoreError(f"match id {ref!r} is too short: give at least {_PREFIX_MIN} characters")
        if self._db is not None and len(want) == 32:  # a whole id: one primary-key lookup
            full = str(uuid.UUID(want))
            with self._reading("look up the match"):
                if self._db.execute("SELECT 1 FROM matches WHERE id = ?", [full]).fetchone():
                    return full
        if self._db is not None:
            with self._reading("look up the match"):
                ids = [r["id"] for r in self._db.query(
                    "SELECT id FROM matches WHERE replace(id, '-', '') LIKE ? ORDER BY id", [want + "%"])]
        else:
            ids = sorted(m.id for m in self.list_matches() if m.id.replace("-", "").startswith(want))
        if not ids:
            raise StoreError(f"no match {ref!r} in {self.name}")
        if len(ids) > 1:
            shown = ", ".join(ids[:3]) + (", ..." if len(ids) > 3 else "")
            raise StoreError(f"match id {ref!r} is ambiguous in {self.name}: {len(ids)} matches start with it ({shown})")
        return ids[0]

    def load(self, ref: str, *, check: bool = True) -> MatchLog:
        """Rebuild the stored match ``ref`` (id or prefix) as a :class:`MatchLog`.

        Its canonical bytes are the imported ones; ``path`` is ``<db>#<id>`` and
        event seq n is line n + 1. Raises :class:`StoreError` for an unknown
        ref and :class:`IntegrityError` if the stored events fail their hash
        chain (``check=False`` skips the chain, not the decoding).
        """
        match_id = self.resolve(ref)
        rows = self._read(match_id)
        problems, header, recorded = self._audit(match_id, rows)
        if check and problems:
            found = "; ".join(p.removeprefix(f"match {match_id}: ") for p in problems)
            raise IntegrityError(f"match {match_id} in {self.name} fails its integrity check: {found}")
        if header is None:
            raise IntegrityError(f"match {match_id} in {self.name} has lost its header event")
        data = "\n".join([header.header, *(ev.line for ev in recorded)]) + "\n"
        try:
            return parse_log(data.encode(), f"{self.name}#{match_id}")
        except LogError as exc:
            raise IntegrityError(f"match {match_id} in {self.name} no longer reads as a match log: {exc}") from None

    def check_integrity(self, ref: str | None = None) -> list[str]:
        """Problems found recomputing the hash chain of match ``ref`` (or of all): [] when intact.

        Each problem is one sentence naming the match id and event seq.
        Raises :class:`StoreError` if ``ref`` names no match or the ledger cannot be read.
        """
        self._check_open()
        if ref is not None:
            ids = [self.resolve(ref)]
            extra: list[str] = []
        else:
            ids, extra = self._all_ids()
        problems = list(extra)
        for match_id in ids:
            problems.extend(self._audit(match_id, self._read(match_id))[0])
        return problems

    # -- seeking --------------------------------------------------------------

    def board_at(self, ref: str, seq: int, *, snapshots: bool = True) -> Any:
        """The board of stored match ``ref`` after event ``seq`` (0: after set-up), the engine's ``Board``.

        Starts from the nearest snapshot of the current engine version at or
        before ``seq`` (``snapshots=False``: from set-up), reads only the
        events after it, checks their hash chain back to the event the
        snapshot was folded to, and folds them. Folding past a multiple of
        ``snapshot_every`` stores a snapshot there (best effort: a ledger that
        cannot be written just gets none). The board is the caller's.
        ``check_integrity`` audits the whole match; this checks only the
        links it reads. Raises :class:`StoreError` for an unknown match or a
        seq beyond its end, :class:`IntegrityError` for a broken link.
        """
        self._check_open()
        match_id = self.resolve(ref)
        setup = self._setup(match_id)
        if not 0 <= seq <= setup.events:
            raise StoreError(f"match {match_id} in {self.name} has {setup.events} events "
                             f"(seq 1..{setup.events}): there is no seq {seq}")
        below = seq
        while True:
            found = self._load_snapshot(setup, below) if snapshots else None
            board, at, head = found if found is not None else (setup.board.copy(), 0, setup.hash)
            try:
                events, hashes = self._read_events(setup, at, seq, head)
            except _MisplacedSnapshot:  # not folded from the stored events: ignore it, replace it
                setup.bad.add(at)
                below = at - 1
                continue
            return self._fold(setup, board, at, events, hashes, save=snapshots)

    def build_snapshots(self, ref: str | None = None) -> int:
        """Fold match ``ref`` (or every match) and store each missing snapshot; returns how many were stored."""
        self._check_open()
        ids = [self.resolve(ref)] if ref is not None else [m.id for m in self.list_matches()]
        made = 0
        for match_id in ids:
            setup = self._setup(match_id)
            have = self._snapshot_seqs(setup)
            events, hashes = self._read_events(setup, 0, setup.events, setup.hash)
            before = setup.saved
            self._fold(setup, setup.board.copy(), 0, events, hashes, save=True, have=have)
            made += setup.saved - before
        return made

    def drop_snapshots(self, ref: str | None = None) -> int:
        """Delete the board snapshots of match ``ref`` (or all): derived data, only speed is lost."""
        self._check_open()
        if self._db is None:
            return 0
        with self._reading("drop the snapshots"), self._db.conn:
            if ref is None:
                return self._db.execute("DELETE FROM board_snapshots").rowcount
            return self._db.execute("DELETE FROM board_snapshots WHERE match_id = ?", [self.resolve(ref)]).rowcount

    def _setup(self, match_id: str) -> _Setup:
        """The match's header, engine, set-up board and snapshot codec (a few kept per ledger)."""
        setup = self._setups.get(match_id)
        if setup is not None:
            self._setups.move_to_end(match_id)
            return setup
        from projections import core

        with self._reading(f"read match {match_id}"):
            rows = self.app.recorder.select_events(uuid.UUID(match_id), lte=1)
        broken = f"match {match_id} in {self.name} fails its integrity check"
        try:
            ev = self.app.mapper.to_domain_event(rows[0]) if rows else None
        except Exception:
            ev = None
        if not isinstance(ev, Match.Imported):
            raise IntegrityError(f"{broken}: its header event is missing or unreadable")
        if chain_hash("", ev.header) != ev.hash:
            raise IntegrityError(f"{broken}: header: its content was edited (it no longer matches its hash)")
        try:
            schema = game_module(ev.game)
            header = msgspec.json.decode(ev.header, type=schema.Header)
            mod = core.engine(ev.game)
            board = None
            if hasattr(mod, "shared_setup") and hasattr(mod.Board, "SNAPSHOT_SHARED"):
                # Snapshots need only what boards share, not the dealt decks: the set-up board is built
                # when a seek has to fold from it.
                codec = core.BoardCodec.from_parts(ev.game, mod.Board, mod.shared_setup(header))
            else:
                board = mod.new_board(header)
                codec = core.BoardCodec(ev.game, board)
        except (LogError, msgspec.MsgspecError, KeyError) as exc:
            raise IntegrityError(f"match {match_id} in {self.name} cannot be set up again: {exc}") from None
        setup = _Setup(match_id, ev.game, mod, header, board, codec, msgspec.json.Decoder(schema.Event),
                       ev.events, ev.hash)
        self._setups[match_id] = setup
        while len(self._setups) > 8:
            self._setups.popitem(last=False)
        return setup

    def _load_snapshot(self, setup: _Setup, seq: int) -> tuple[Any, int, str] | None:
        """``(board, seq, chain hash)`` of the nearest usable snapshot at or before ``seq``, if any."""
        if self._db is None or seq < 1:
            return None
        try:
            rows = self._db.execute(
                "SELECT seq, head FROM board_snapshots WHERE match_id = ? AND engine = ? AND seq <= ? "
                "ORDER BY seq DESC LIMIT 3", [setup.match_id, setup.codec.version, seq]).fetchall()
            for at, head in rows:
                if at in setup.bad:
                    continue
                (blob,) = self._db.execute("SELECT board FROM board_snapshots WHERE match_id = ? AND seq = ?",
                                           [setup.match_id, at]).fetchone()
                try:
                    return setup.codec.decode(blob), at, head
                except ValueError:
                    setup.bad.add(at)  # replaced when a seek folds past it
        except (sqlite3.Error, TypeError):
            pass  # no table (dropped behind our back), or a row gone meanwhile: fold from set-up
        return None

    def _snapshot_seqs(self, setup: _Setup) -> set[int]:
        if self._db is None:
            return set()
        try:
            return {r[0] for r in self._db.execute(
                "SELECT seq FROM board_snapshots WHERE match_id = ? AND engine = ?",
                [setup.match_id, setup.codec.version])}
        except sqlite3.Error:
            return set()

    def _read_events(self, setup: _Setup, at: int, seq: int, head: str) -> tuple[list[Any], list[str]]:
        """Events ``at+1..seq`` and their chain hashes, checked from event ``at`` (whose hash is ``head``)."""
        if seq == 0:
            return [], []
        with self._reading(f"read match {setup.match_id}"):  # from event ``at`` itself (version at + 1) on
            rows = self.app.recorder.select_events(uuid.UUID(setup.match_id), gt=max(at, 1), lte=seq + 1)
        mapper = self.app.mapper
        compressor, cipher = mapper.compressor, mapper.cipher
        decode_state, decode_event = _state_decoder.decode, setup.decoder.decode
        sha256 = hashlib.sha256
        broken = f"match {setup.match_id} in {self.name} fails its integrity check"
        prev, expected = head, max(at, 1)
        events: list[Any] = []
        hashes: list[str] = []
        for row in rows:
            v = row.originator_version
            n = v - 1
            if n != expected or row.topic != _RECORDED:
                raise IntegrityError(f"{broken}: event seq {expected} is missing or is not a match event")
            try:
                state = row.state
                if cipher:
                    state = cipher.decrypt(state)
                if compressor:
                    state = compressor.decompress(state)
                rec = decode_state(state)
            except Exception:
                raise IntegrityError(f"{broken}: event seq {n}: its stored bytes can no longer be read") from None
            if n == at:  # the event the snapshot was folded to (at > 0)
                if rec.hash != head:
                    raise _MisplacedSnapshot(at)
            else:
                if rec.seq != n or rec.prev != prev or sha256((prev + rec.line).encode()).hexdigest() != rec.hash:
                    raise IntegrityError(f"{broken}: event seq {n}: its content or its link to seq {n - 1} was "
                                         "changed (run `verify --integrity`)")
                try:
                    events.append(decode_event(rec.line))
                except msgspec.MsgspecError:
                    raise IntegrityError(f"{broken}: event seq {n} no longer reads as a match event") from None
                hashes.append(rec.hash)
            prev, expected = rec.hash, n + 1
        if expected != seq + 1:
            raise IntegrityError(f"{broken}: event seq {expected} is missing")
        return events, hashes

    def _fold(self, setup: _Setup, board: Any, at: int, events: list[Any], hashes: list[str], *, save: bool,
              have: set[int] | None = None) -> Any:
        """Fold ``events`` onto ``board`` (after event ``at``), storing a snapshot every ``snapshot_every``.

        ``have``: positions that already hold a current snapshot (kept). Returns the board.
        """
        step = setup.mod.step
        every = max(1, self.snapshot_every)
        save = save and self._db is not None
        due = (at // every + 1) * every
        made: list[tuple[str, int, str, str, bytes]] = []
        for ev, h in zip(events, hashes):
            step(board, ev)
            if save and ev.seq >= due:
                if have is not None and ev.seq in have:
                    due = (ev.seq // every + 1) * every
                    continue
                blob = setup.codec.encode(board)
                if blob is None:  # this board does not round-trip: try a little later
                    due = ev.seq + max(1, every // 20)
                    continue
                made.append((setup.match_id, ev.seq, setup.codec.version, h, blob))
                due = (ev.seq // every + 1) * every
                if len(made) >= 50:
                    self._save_snapshots(setup, made)
                    made = []
        if made or (save and setup.bad):
            self._save_snapshots(setup, made)
        return board

    def _save_snapshots(self, setup: _Setup, rows: list[tuple[str, int, str, str, bytes]]) -> None:
        """Store snapshots and drop the match's stale ones; best effort (a busy or read-only ledger gets none)."""
        assert self._db is not None
        conn = self._db.conn
        try:
            conn.execute("PRAGMA busy_timeout = 200")
            with conn:
                conn.execute("DELETE FROM board_snapshots WHERE match_id = ? AND engine != ?",
                             [setup.match_id, setup.codec.version])
                if setup.bad:
                    marks = ",".join("?" * len(setup.bad))
                    conn.execute(f"DELETE FROM board_snapshots WHERE match_id = ? AND seq IN ({marks})",
                                 [setup.match_id, *sorted(setup.bad)])
                conn.executemany("INSERT OR REPLACE INTO board_snapshots (match_id, seq, engine, head, board) "
                                 "VALUES (?, ?, ?, ?, ?)", rows)
            setup.bad.clear()
            setup.saved += len(rows)
        except sqlite3.Error:
            pass
        finally:
            try:
                conn.execute("PRAGMA busy_timeout = 5000")
            except sqlite3.Error:
                pass

    # -- closing --------------------------------------------------------------

    def close(self) -> None:
        """Close the ledger's connections; further calls raise :class:`StoreError`."""
        self._closed = True
        if self._db is not None:
            self._db.close()
            self._db = None
        app = getattr(self, "app", None)
        if app is not None:
            app.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- internals ------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise StoreError(f"the ledger {self.name} is closed")

    @contextmanager
    def _reading(self, what: str) -> Iterator[None]:
        try:
            yield
        except (PersistenceError, sqlite3.Error) as exc:
            raise StoreError(f"could not {what} in {self.name}: {_reason(exc)}") from None

    def _has_events(self, match_uuid: uuid.UUID) -> bool:
        with self._reading("look up the match"):
            return bool(self.app.recorder.select_events(match_uuid, limit=1))

    def _read(self, match_id: str) -> list[StoredEvent]:
        with self._reading(f"read match {match_id}"):
            return list(self.app.recorder.select_events(uuid.UUID(match_id)))

    def _header_events(self) -> Iterator[Any]:
        """Every ``Match.Imported`` event, paging through the notification log."""
        start = 1
        with self._reading("list the matches"):
            while True:
                page = self.app.recorder.select_notifications(start, 500, topics=[_IMPORTED])
                if not page:
                    return
                for n in page:
                    yield self.app.mapper.to_domain_event(n)
                start = page[-1].id + 1

    @staticmethod
    def _summary(ev: Any) -> MatchSummary:
        head = msgspec.json.decode(ev.header)
        return MatchSummary(id=str(ev.originator_id), game=ev.game,
                            players=[p.get("id", "?") for p in head.get("players", [])],
                            events=ev.events, label=head.get("match", ""),
                            imported_at=ev.imported_at, digest=ev.digest)

    def _all_ids(self) -> tuple[list[str], list[str]]:
        """Ids of every stored match, and problems between the index and the events."""
        if self._db is None:
            return [str(ev.originator_id) for ev in self._header_events()], []
        with self._reading("list the matches"):
            index = {r["id"]: r for r in self._db.query("SELECT * FROM matches")}
            stored = {str(uuid.UUID(r["originator_id"])) for r in self._db.query(
                "SELECT DISTINCT originator_id FROM stored_events WHERE topic IN (?, ?)", [_IMPORTED, _RECORDED])}
        problems = [f"match {m}: listed in the match index but has no stored events"
                    for m in sorted(index.keys() - stored)]
        problems += [f"match {m}: has stored events but no row in the match index"
                     for m in sorted(stored - index.keys())]
        return sorted(stored), problems

    def _audit(self, match_id: str, rows: Sequence[StoredEvent]) -> tuple[list[str], Any, list[Any]]:
        """Recompute the chain of one match: (problems, header event, recorded events in order)."""
        where = f"match {match_id}"
        problems: list[str] = []
        header = None
        recorded: list[Any] = []
        if not rows:
            return [f"{where}: has no stored events"], None, []
        expected = 1
        prev_hash: str | None = None  # hash of the row just before, if it was read
        mapper = self.app.mapper
        compressor, cipher = mapper.compressor, mapper.cipher
        for row in rows:
            v = row.originator_version
            if v > expected:
                problems.append(_missing(where, expected, v - 1))
                prev_hash = None
            expected = v + 1
            try:
                if v > 1 and row.topic == _RECORDED:
                    # The events' state straight into a msgspec struct: the library's mapper would build
                    # a domain event object (and parse its timestamp) per row only for us to read 4 fields.
                    state = row.state
                    if cipher:
                        state = cipher.decrypt(state)
                    if compressor:
                        state = compressor.decompress(state)
                    ev = _state_decoder.decode(state)
                else:
                    ev = mapper.to_domain_event(row)
            except Exception:
                what = "header" if v == 1 else f"event seq {v - 1}"
                problems.append(f"{where}: {what}: its stored bytes were changed and can no longer be read")
                prev_hash = None
                continue
            if v == 1:
                if not isinstance(ev, Match.Imported):
                    problems.append(f"{where}: header: the first stored event is not a match header")
                    continue
                header = ev
                if chain_hash("", ev.header) != ev.hash:
                    problems.append(f"{where}: header: its content was edited (it no longer matches its hash)")
                prev_hash = ev.hash
                continue
            seq = v - 1
            if not isinstance(ev, (Match.EventRecorded, _RecordedState)):
                problems.append(f"{where}: event seq {seq}: the stored event is not a match event")
                prev_hash = None
                continue
            recorded.append(ev)
            if ev.seq != seq:
                problems.append(f"{where}: event seq {seq}: its seq was changed to {ev.seq}")
            elif _line_seq(ev.line) != seq:
                problems.append(f"{where}: event seq {seq}: its content says seq {_line_seq(ev.line)}")
            if chain_hash(ev.prev, ev.line) != ev.hash:
                problems.append(f"{where}: event seq {seq}: its content was edited (it no longer matches its hash)")
            elif prev_hash is not None and ev.prev != prev_hash:
                problems.append(f"{where}: event seq {seq}: the link to seq {seq - 1} is broken "
                                f"(its previous hash is not the one stored for seq {seq - 1})")
            prev_hash = ev.hash
        if header is not None:
            last = rows[-1].originator_version - 1
            if header.events > last:
                problems.append(_missing(where, last + 2, header.events + 1))
            elif header.events < last:
                problems.append(f"{where}: event seq {header.events + 1}..{last}: not part of the match as "
                                f"imported (the header records {header.events} events)")
            if not problems:
                canonical = "\n".join([header.header, *(ev.line for ev in recorded)]) + "\n"
                digest = hashlib.sha256(canonical.encode()).hexdigest()
                if digest != header.digest or str(uuid.uuid5(MATCH_NAMESPACE, digest)) != match_id:
                    problems.append(f"{where}: the stored events were rewritten: "
                                    "the match no longer hashes to its id")
        return problems, header, recorded


_state_decoder = msgspec.json.Decoder(_RecordedState)


class _MisplacedSnapshot(Exception):
    """A snapshot's chain hash is not the stored one of its event: it was not folded from these events."""


class _Setup:
    """What seeking in one match needs again and again: its engine, set-up board and snapshot codec."""

    __slots__ = ("match_id", "game", "mod", "header", "_board", "codec", "decoder", "events", "hash", "bad",
                 "saved")

    def __init__(self, match_id: str, game: str, mod: Any, header: Any, board: Any, codec: Any, decoder: Any,
                 events: int, hash: str):
        self.match_id, self.game, self.mod, self.header, self._board = match_id, game, mod, header, board
        self.codec, self.decoder, self.events, self.hash = codec, decoder, events, hash
        self.bad: set[int] = set()  # positions of unreadable snapshots, to replace
        self.saved = 0

    @property
    def board(self) -> Any:
        """The board after set-up, built the first time a seek folds from it."""
        if self._board is None:
            try:
                self._board = self.mod.new_board(self.header)
            except LogError as exc:
                raise IntegrityError(f"match {self.match_id} cannot be set up again: {exc}") from None
        return self._board


class _SeqProbe(msgspec.Struct):
    seq: int = -1


_seq_decoder = msgspec.json.Decoder(_SeqProbe)


def _line_seq(line: str) -> int:
    try:
        return _seq_decoder.decode(line).seq
    except msgspec.MsgspecError:
        return -1


def _missing(where: str, first_version: int, last_version: int) -> str:
    """The sentence for stored versions ``first..last`` (inclusive) being absent."""
    a, b = first_version - 1, last_version - 1  # version n + 1 holds event seq n; version 1 the header
    if a == 0:
        rest = "" if b == 0 else (" and event seq 1" if b == 1 else f" and events seq 1..{b}")
        return f"{where}: the header{rest} {'is' if not rest else 'are'} missing"
    return f"{where}: event seq {a} is missing" if a == b else f"{where}: events seq {a}..{b} are missing"


def _reason(exc: BaseException) -> str:
    """The innermost readable reason of a database error."""
    while exc.__cause__ is not None:
        exc = exc.__cause__
    text = str(exc) or type(exc).__name__
    if "database is locked" in text:
        return "the file is locked by another program; try again"
    return text
