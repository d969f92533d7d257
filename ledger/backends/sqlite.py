"""The SQLite backend: a ledger in one file, through ``eventsourcing.sqlite``.

The library's SQLite persistence keeps the events in ``stored_events``
(``SQLITE_DBNAME=<path>``, set through the application's ``env`` with keys
prefixed ``MATCHLEDGER_`` so stray ``SQLITE_*`` variables cannot redirect
it). Next to it, in the same file:

- ``matches``: the index read by ``list_matches``/``resolve``, one row a
  match, written in the same transaction as its events;
- triggers ``stored_events_no_update`` / ``stored_events_no_delete`` that
  make the database refuse UPDATE and DELETE of stored events (inserts keep
  working);
- ``board_snapshots(match_id, seq, engine, head, board)``: derived boards,
  never events (no triggers: they may be replaced or dropped);
- ``verdicts(match_id, engine, clean, violations, checked_at)``: the last
  verification of each match (derived, replaced when re-verified). A file
  has one writer: a claim (``claim_verdict``) holds the write lock while the
  match is verified, so several workers on one file take turns.

An import is one ``BEGIN IMMEDIATE`` transaction on the recorder's writer
connection: the duplicate check and the writes see the same file, and a
failure anywhere rolls the whole batch back. Events go in with one
``executemany`` of the recorder's own insert statement
(:class:`LedgerSQLiteRecorder`). Reads of the index and the snapshots use a
second plain connection.
"""

from __future__ import annotations

import functools
import operator
import os
import sqlite3
import time
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

from eventsourcing.persistence import IntegrityError as LibraryIntegrityError, PersistenceError, StoredEvent
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteCursor
from eventsourcing.utils import get_topic

from ..domain import IMPORTED_TOPIC, RECORDED_TOPIC
from ..errors import LedgerUnavailable, StoreError
from ..messages import N_, Reason
from ..limits import SQLITE_LOCK_WAIT
from . import IMMUTABLE_MESSAGE, SQLITE_GUARDS, Backend, stale_filter

_INDEX_TABLE = ("CREATE TABLE IF NOT EXISTS [matches] ([id] TEXT PRIMARY KEY, [game] TEXT, [players] TEXT, "
                "[events] INTEGER, [label] TEXT, [imported_at] TEXT, [digest] TEXT)")
_SNAPSHOT_TABLE = ("CREATE TABLE IF NOT EXISTS [board_snapshots] ([match_id] TEXT, [seq] INTEGER, "
                   "[engine] TEXT NOT NULL, [head] TEXT NOT NULL, [board] BLOB NOT NULL, "
                   "PRIMARY KEY ([match_id], [seq]))")
_VERDICT_TABLE = ("CREATE TABLE IF NOT EXISTS [verdicts] ([match_id] TEXT PRIMARY KEY, [engine] TEXT NOT NULL, "
                  "[clean] INTEGER NOT NULL, [violations] TEXT NOT NULL, [checked_at] TEXT NOT NULL)")
_TRIGGERS = SQLITE_GUARDS


def _lock_wait(app: Any) -> float:
    """The ledger's lock wait: its ``SQLITE_LOCK_TIMEOUT`` setting, else :data:`SQLITE_LOCK_WAIT`."""
    try:
        return float(app.env.get("SQLITE_LOCK_TIMEOUT") or SQLITE_LOCK_WAIT)
    except (AttributeError, TypeError, ValueError):
        return SQLITE_LOCK_WAIT
#: Stored events whose columns are not of the type the store writes (a flipped bit in a record's header
#: can turn a state blob into text of the same bytes, which every reader accepts).
# A match's own rows are named by its chain check (match and seq, ledger.audit.audit_match); the others here.
_RETYPED = ("SELECT count(*) FROM stored_events WHERE typeof(originator_id) != 'text' OR "
            "((typeof(originator_version) != 'integer' OR typeof(topic) != 'text' OR typeof(state) != 'blob') "
            "AND originator_id NOT IN (SELECT replace(id, '-', '') FROM matches))")
_INDEX_INSERT = ("INSERT INTO matches (id, game, players, events, label, imported_at, digest) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?)")


@functools.lru_cache(maxsize=1024)
def _uuid(text: str) -> uuid.UUID:
    return uuid.UUID(text)


def _dashed(stored: Any) -> str:
    """A stored originator id with dashes, or as it is stored if it is no UUID (a damaged row)."""
    try:
        return str(uuid.UUID(stored))
    except (ValueError, TypeError, AttributeError):
        return stored if isinstance(stored, str) else repr(stored)


#: The text columns of every table, checked to be UTF-8 by the audit.
_TEXT_COLUMNS = {"stored_events": ("originator_id", "topic"),
                 "matches": ("id", "game", "players", "label", "imported_at", "digest"),
                 "board_snapshots": ("match_id", "engine", "head"),
                 "verdicts": ("match_id", "engine", "violations", "checked_at")}


def _lenient_text(data: bytes) -> str:
    """Text as read back: a value whose bytes are not UTF-8 (a damaged file) reads with U+FFFD, never raises;
    the audit reports such rows (:meth:`SQLiteBackend.health`)."""
    return data.decode("utf-8", "replace")


def _is_utf8(value: Any) -> bool:
    if not isinstance(value, bytes):
        return True
    try:
        value.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@functools.lru_cache(maxsize=1)
def _fresh_schema() -> dict[tuple[str, str], tuple[str, str | None]]:
    """(type, name) -> (table, sql) of every object a new ledger holds, made by this very code."""
    from ..store import Ledger

    with Ledger(":memory:") as led:
        rows = led.backend._db().execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    return {(kind, name): (table, sql) for kind, name, table, sql in rows}


_first = operator.itemgetter(0)


def _read_only(path: str) -> bool:
    """Whether the existing ledger file ``path`` is on a read-only medium (a read-only mount: even root cannot
    write it). A file merely without write permission is not (SQLite says so when it is written)."""
    import errno

    if not os.path.isfile(path):
        return False
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except OSError as exc:
        return exc.errno == errno.EROFS


def _cut_short(path: str) -> Reason | None:
    """Why the ledger file ``path`` is damaged when it is shorter than its own SQLite header says (a copy or
    a download cut short): ``cut short: N of M bytes``, else None. Read only when SQLite has refused the file."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(100)
            size = os.fstat(fh.fileno()).st_size
    except OSError:
        return None
    if len(head) < 100:  # not even the header whole: cut short if what there is starts like one
        if len(head) >= 16 and head.startswith(b"SQLite format 3\x00"):
            return Reason(N_("the file is cut short: {n:,} bytes, not even its first page; restore it from a copy "
                             "(a backup, or one made with `matchledger copy`)"), n=size)
        return None
    if not head.startswith(b"SQLite format 3\x00"):
        return None
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    pages = int.from_bytes(head[28:32], "big")
    if head[24:28] != head[92:96] or not pages:  # the page count is only valid when these agree
        return None
    want = page * pages
    if size >= want:
        return None
    return Reason(N_("the file is cut short: {n:,} of {m:,} bytes; restore it from a copy (a backup, or one "
                     "made with `matchledger copy`)"), n=size, m=want)


#: How long a ledger file of 0 bytes younger than this is waited for: where the folder cannot link files
#: (vfat, exFAT, some network shares), a new ledger is made in place (see ``_made_whole``), and SQLite's file
#: is 0 bytes from its creation until the header is written, a few milliseconds later; another import (or a
#: reader) meeting it then waits for it instead of calling it a ledger emptied.
BEING_MADE = 2.0


def _still_empty(path: Path) -> bool:
    """True if ``path`` is a file of 0 bytes that is not a new ledger being made in place by another process:
    one made more than ``BEING_MADE`` seconds ago, or that stays empty that long."""
    deadline = time.monotonic() + BEING_MADE
    while True:
        try:
            st = path.stat()
        except OSError:
            return False
        if st.st_size > 0:
            return False
        if time.time() - st.st_mtime >= BEING_MADE or time.monotonic() >= deadline:
            return True
        time.sleep(0.02)


def _empty(path: str, creates: bool) -> Reason:
    """Why an existing ledger file of 0 bytes is not opened: by a read (``creates`` False), or by a command
    that creates a ledger where there is none."""
    if creates:
        return Reason(N_("{ledger} is an empty file (0 bytes), not a ledger: if it was one, restore it from a copy "
                         "(a backup, or one made with `matchledger copy`); else delete it or give another path "
                         "for a new ledger"), ledger=path)
    return Reason(N_("cannot open the ledger {ledger}: the file is empty (0 bytes: cut short to nothing); restore "
                     "it from a copy (a backup, or one made with `matchledger copy`)"), ledger=path)


def _rollback(conn: sqlite3.Connection) -> None:
    if conn.in_transaction:  # an error may have ended the transaction already
        conn.execute("ROLLBACK")


class LedgerSQLiteRecorder(SQLiteApplicationRecorder):
    """The library's SQLite application recorder, with one ``executemany`` per save.

    Rowids of one write transaction are consecutive, so the notification ids
    are read back with one ``MAX(rowid)``. Reading a match parses its id
    once, not once a row.
    """

    def convert_originator_id(self, originator_id: str) -> uuid.UUID | str:
        if self.datastore.originator_id_type != "uuid":
            return originator_id
        try:
            return _uuid(originator_id)
        except (ValueError, TypeError, AttributeError):  # a damaged row (the audit names it): kept as stored
            return originator_id

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


class SQLiteBackend(Backend):
    """A ledger file (or ``:memory:``, one shared in-memory database per ledger)."""

    errors = (PersistenceError, sqlite3.Error)

    #: Whether the ledger file is on a read-only medium (opened read-only: it can be read, not written).
    readonly = False

    def __init__(self, path: str, *, creates: bool = True):
        self.path = path
        self.name = path
        self.creates = creates
        self._conn: sqlite3.Connection | None = None
        self._app: Any = None
        if path == ":memory:":
            self.dbname, self.uri = f"file:matchledger-{uuid.uuid4().hex}?mode=memory&cache=shared", True
        else:
            if Path(path).is_dir():
                raise StoreError(Reason(N_("cannot open the ledger {ledger}: it is a folder, not a ledger file"), ledger=path))
            self.dbname, self.uri = path, False
            self.readonly = _read_only(path)
            if self.readonly:
                # A read-only medium (a write-protected stick, an appeals committee's read-only copy): SQLite
                # opens a WAL ledger there only as a URI, read-only; ``immutable`` when there is no -wal file
                # whose transactions it must read (it cannot make the -shm file beside the ledger either).
                from urllib.parse import quote

                wal = os.path.exists(f"{path}-wal") and os.path.exists(f"{path}-shm")
                self.dbname = f"file:{quote(os.path.abspath(path))}?{'mode=ro' if wal else 'immutable=1'}"
                self.uri = True
                self.keeps_snapshots = False
            self._probe()
            self._wal_first()

    def _probe(self) -> None:
        """Refuse a file that is not SQLite, or an SQLite database of something else."""
        path = Path(self.path)
        if not path.parent.exists():
            raise StoreError(Reason(N_("cannot create the ledger {ledger}: folder {folder!r} does not exist"),
                                    ledger=self.path, folder=str(path.parent)))
        if not path.exists():
            return
        if _still_empty(path):
            # Never a ledger matchledger made (a new one is whole before it takes its name, see _wal_first): a
            # ledger cut short to nothing, or a file emptied (`: > season.db`). Not made again into a new empty
            # ledger, which would erase the sign of it: a read says so, and so does a command that creates one.
            raise StoreError(_empty(self.path, self.creates))
        try:
            conn = sqlite3.connect(self.dbname, uri=self.uri, timeout=5)
            try:
                tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                cols = [r[1] for r in conn.execute("PRAGMA table_info(stored_events)")]
            finally:
                conn.close()
        except sqlite3.DatabaseError as exc:
            # Locked by another program, or on a medium it cannot be read from as asked: a ledger all the same.
            if self.unavailable(exc):
                raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=self.path,
                                               error=self.reason(exc))) from None
            cut = _cut_short(self.path)  # a ledger cut short: say so, not "not a ledger"
            if cut:
                raise StoreError(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=self.path,
                                        error=cut)) from None
            raise StoreError(Reason(N_("{ledger} is not a matchledger ledger: {error}"), ledger=self.path,
                                    error=self.reason(exc))) from None
        user_tables = {t for t in tables if not t.startswith("sqlite_")}
        if user_tables and "stored_events" not in user_tables:
            names = ", ".join(sorted(user_tables)[:5])
            raise StoreError(Reason(N_("{ledger} is an SQLite database but not a matchledger ledger (its tables: {names})"),
                                    ledger=self.path, names=names))
        if cols and cols != ["originator_id", "originator_version", "topic", "state"]:
            raise StoreError(Reason(N_("{ledger} has a stored_events table matchledger cannot use (columns: {columns})"),
                                    ledger=self.path, columns=", ".join(cols)))

    def _wal_first(self) -> None:
        """Put a new ledger file in WAL mode before the library opens it. Switching the journal mode needs the
        file to itself, and SQLite refuses it at once ("database is locked") to a process that meets another
        one switching it: several imports into a new ledger. Waits its turn instead (the lock wait)."""
        path = Path(self.path)
        if path.exists() and path.stat().st_size > 0:
            return  # an existing ledger: in WAL mode since its first opening
        if self.path != ":memory:" and not self.uri and self._made_whole(path):
            return
        deadline = time.monotonic() + SQLITE_LOCK_WAIT
        while True:
            try:
                conn = sqlite3.connect(self.dbname, timeout=5)
                try:
                    conn.execute("PRAGMA journal_mode=WAL")
                finally:
                    conn.close()
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise StoreError(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=self.path,
                                            error=self.reason(exc))) from None
                time.sleep(0.02)

    @staticmethod
    def _made_whole(path: Path) -> bool:
        """Make the new ledger file ``path`` whole (SQLite's header, WAL mode) under another name and link it
        into place, so that no one ever finds it empty: a ledger file of 0 bytes is then one cut short or
        emptied, never one being made (several imports into a new ledger). False where the folder cannot
        link files (the file is then made in place, as before, and another process meeting it still empty waits
        for it: ``BEING_MADE``); True when it is there, ours or another's."""
        import secrets

        tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.new")
        try:
            conn = sqlite3.connect(str(tmp), timeout=5)
            try:
                conn.execute("PRAGMA journal_mode=WAL")
            finally:
                conn.close()
            try:
                os.link(tmp, path)
            except FileExistsError:
                pass  # another import made it first: that one is the ledger
            return True
        except (OSError, sqlite3.Error):
            return False
        finally:
            for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
                try:
                    leftover.unlink()
                except OSError:
                    pass

    def app_env(self) -> dict[str, str]:
        return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": self.dbname,
                "APPLICATION_RECORDER_TOPIC": get_topic(LedgerSQLiteRecorder)}

    def open(self, app: Any) -> None:
        self._app = app
        self._conn = sqlite3.connect(self.dbname, uri=self.uri, timeout=5, isolation_level=None)
        self._conn.text_factory = _lenient_text
        conn = self._conn
        conn.execute("BEGIN")
        try:
            # An existing ledger that lost a guard was changed outside matchledger: the guard is not put
            # back silently (that would erase the evidence); see Backend.missing_guards.
            have = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")}
            if not {"matches", "board_snapshots", "verdicts"} <= have:
                # Tables to create: take the write lock first, waiting for it. A read that then writes would be
                # refused at once ("database is locked") when another process creates them at the same moment
                # (several imports into a new ledger); opening an existing ledger stays a read.
                conn.execute("ROLLBACK")
                conn.execute(f"PRAGMA busy_timeout = {int(_lock_wait(app) * 1000)}")
                try:
                    conn.execute("BEGIN IMMEDIATE")
                finally:
                    conn.execute("PRAGMA busy_timeout = 5000")
                have = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")}
            existing = "matches" in have
            self.missing_guards = [t for t in _TRIGGERS if t not in have] if existing else []
            conn.execute(_INDEX_TABLE)
            if not existing:
                self._create_guards(conn)
            conn.execute(_SNAPSHOT_TABLE)
            conn.execute(_VERDICT_TABLE)
            conn.execute("COMMIT")
        except BaseException:
            _rollback(conn)
            raise

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def is_duplicate_key(self, exc: BaseException) -> bool:
        return isinstance(exc, (sqlite3.IntegrityError, LibraryIntegrityError))

    def reason(self, exc: BaseException) -> str:
        while exc.__cause__ is not None:
            exc = exc.__cause__
        text = str(exc) or type(exc).__name__
        if "database is locked" in text:
            return Reason(N_("the file is locked by another program; try again"))
        if "readonly database" in text or self.readonly and "unable to open" in text:
            return Reason(N_("the ledger is on a read-only medium: it can be read, not written"))
        if "malformed" in text or "not a database" in text:
            cut = _cut_short(self.path)
            if cut:
                return cut
        return text

    def busy(self, exc: BaseException) -> bool:
        while exc.__cause__ is not None:
            exc = exc.__cause__
        return "database is locked" in str(exc)

    def unavailable(self, exc: BaseException) -> bool:
        """Whether ``exc`` says the ledger cannot be reached now (locked, read-only), nothing of its contents."""
        while exc.__cause__ is not None:
            exc = exc.__cause__
        text = str(exc)
        return any(words in text for words in ("database is locked", "readonly database", "unable to open"))

    # -- writing ----------------------------------------------------------------------

    @contextmanager
    def write(self) -> Iterator[SQLiteCursor]:
        """One ``BEGIN IMMEDIATE`` transaction on the recorder's writer connection."""
        datastore = self._app.recorder.datastore
        with datastore.get_connection(commit=True) as conn:
            c = conn.cursor()
            c.execute("BEGIN IMMEDIATE")
            try:
                yield c
                conn.commit()
            except BaseException:
                conn.rollback()
                raise

    def stored_ids(self, c: SQLiteCursor, hex_ids: list[str]) -> set[str]:
        if not hex_ids:
            return set()
        marks = ",".join("?" * len(hex_ids))
        c.execute(f"SELECT DISTINCT originator_id FROM stored_events WHERE originator_id IN ({marks})", hex_ids)
        return {row[0] for row in c.fetchall()}

    def insert_events(self, c: SQLiteCursor, rows: Iterable[tuple[str, int, str, bytes]]) -> None:
        c.executemany(self._app.recorder.insert_events_statement, rows)

    def insert_index(self, c: SQLiteCursor, rows: Iterable[tuple]) -> None:
        c.executemany(_INDEX_INSERT, rows)

    # -- reading ----------------------------------------------------------------------

    def event_rows(self, recorder: Any, match_uuid: uuid.UUID) -> list[tuple[int, str, bytes]]:
        """One query on the reading connection, rows as plain tuples (no ``sqlite3.Row``, no ``StoredEvent``)."""
        return self._db().execute(
            f"SELECT originator_version, CASE WHEN topic = ? THEN NULL ELSE topic END, state "
            f"FROM {recorder.events_table_name} WHERE originator_id = ? ORDER BY originator_version",
            [RECORDED_TOPIC, match_uuid.hex]).fetchall()

    def indexed_event_rows(self, recorder: Any, match_id: str) -> list[tuple[int, str, bytes]]:
        """:meth:`event_rows` and the index lookup in one query (EXISTS is evaluated once, not per row)."""
        return self._db().execute(
            f"SELECT originator_version, CASE WHEN topic = ? THEN NULL ELSE topic END, state "
            f"FROM {recorder.events_table_name} WHERE originator_id = ? "
            f"AND EXISTS (SELECT 1 FROM matches WHERE id = ?) ORDER BY originator_version",
            [RECORDED_TOPIC, match_id.replace("-", ""), match_id]).fetchall()

    def intact_states(self, recorder: Any, match_id: str) -> list[bytes] | None:
        """The states alone, the topics compared by SQLite, the versions by two seeks in the key's index.

        Rows under another topic, or under a version that is not a whole
        number, are left out, so the states come back as many as the
        versions 1..max only if no row was left out, none is missing and
        none lies outside (a NULL version sorts first, text after every
        number). A third fewer bytes a row than :meth:`indexed_event_rows`
        reads (no version, no topic).
        """
        db = self._db()
        table = recorder.events_table_name
        hexid = match_id.replace("-", "")
        rows = db.execute(
            f"SELECT state FROM {table} WHERE originator_id = ? "
            f"AND topic = CASE originator_version WHEN 1 THEN ? ELSE ? END "
            f"AND originator_version = CAST(originator_version AS INTEGER) "  # a third of what typeof() costs
            f"AND EXISTS (SELECT 1 FROM matches WHERE id = ?) ORDER BY originator_version",
            [hexid, IMPORTED_TOPIC, RECORDED_TOPIC, match_id]).fetchall()
        if not rows or any(type(r[0]) is not bytes for r in rows):  # a state stored as text: load reads it all
            return None
        span = db.execute(f"SELECT (SELECT originator_version FROM {table} WHERE originator_id = ?1 "
                          f"ORDER BY originator_version LIMIT 1), "
                          f"(SELECT originator_version FROM {table} WHERE originator_id = ?1 "
                          f"ORDER BY originator_version DESC LIMIT 1)", [hexid]).fetchone()
        if span != (1, len(rows)):
            return None
        return list(map(_first, rows))

    def _db(self) -> sqlite3.Connection:
        assert self._conn is not None
        return self._conn

    def index_rows(self) -> list[tuple]:
        return self._db().execute("SELECT id, game, players, events, label, imported_at, digest FROM matches "
                                  "ORDER BY rowid").fetchall()

    def index_has(self, match_id: str) -> bool:
        return self._db().execute("SELECT 1 FROM matches WHERE id = ?", [match_id]).fetchone() is not None

    def index_prefix(self, hex_prefix: str) -> list[str]:
        return [r[0] for r in self._db().execute(
            "SELECT id FROM matches WHERE replace(id, '-', '') LIKE ? ORDER BY id", [hex_prefix + "%"])]

    def event_ids(self) -> set[str]:
        # An id that no longer reads as a UUID (its bytes were changed) is kept as stored, for the audit to name.
        return {_dashed(r[0]) for r in self._db().execute(
            "SELECT DISTINCT originator_id FROM stored_events WHERE topic IN (?, ?)", [IMPORTED_TOPIC, RECORDED_TOPIC])}

    # -- snapshots --------------------------------------------------------------------

    def snapshot_heads(self, match_id: str, engine: str, seq: int, limit: int) -> list[tuple[int, str]]:
        try:
            return self._db().execute(
                "SELECT seq, head FROM board_snapshots WHERE match_id = ? AND engine = ? AND seq <= ? "
                "ORDER BY seq DESC LIMIT ?", [match_id, engine, seq, limit]).fetchall()
        except sqlite3.Error:  # no table (dropped behind our back): no snapshots
            return []

    def snapshot_board(self, match_id: str, seq: int) -> bytes | None:
        try:
            row = self._db().execute("SELECT board FROM board_snapshots WHERE match_id = ? AND seq = ?",
                                     [match_id, seq]).fetchone()
        except sqlite3.Error:
            return None
        return row[0] if row else None

    def snapshot_seqs(self, match_id: str, engine: str) -> set[int]:
        try:
            return {r[0] for r in self._db().execute(
                "SELECT seq FROM board_snapshots WHERE match_id = ? AND engine = ?", [match_id, engine])}
        except sqlite3.Error:
            return set()

    def save_snapshots(self, match_id: str, engine: str, rows: list[tuple[int, str, bytes]],
                       drop: Iterable[int]) -> bool:
        conn = self._db()
        drop = sorted(drop)
        try:
            conn.execute("PRAGMA busy_timeout = 200")  # a busy ledger just gets no snapshots this time
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.execute("DELETE FROM board_snapshots WHERE match_id = ? AND engine != ?", [match_id, engine])
                if drop:
                    marks = ",".join("?" * len(drop))
                    conn.execute(f"DELETE FROM board_snapshots WHERE match_id = ? AND seq IN ({marks})",
                                 [match_id, *drop])
                conn.executemany("INSERT OR REPLACE INTO board_snapshots (match_id, seq, engine, head, board) "
                                 "VALUES (?, ?, ?, ?, ?)", [(match_id, s, engine, h, b) for s, h, b in rows])
                conn.execute("COMMIT")
            except BaseException:
                _rollback(conn)
                raise
            return True
        except sqlite3.Error:
            return False
        finally:
            try:
                conn.execute("PRAGMA busy_timeout = 5000")
            except sqlite3.Error:
                pass

    @staticmethod
    def _create_guards(conn: sqlite3.Connection) -> None:
        for op in ("UPDATE", "DELETE"):
            conn.execute(f"CREATE TRIGGER IF NOT EXISTS stored_events_no_{op.lower()} BEFORE {op} ON "
                         f"stored_events BEGIN SELECT RAISE(ABORT, '{IMMUTABLE_MESSAGE}'); END")

    def restore_guards(self) -> list[str]:
        conn = self._db()
        conn.execute("BEGIN IMMEDIATE")
        try:
            self._create_guards(conn)
            conn.execute("COMMIT")
        except BaseException:
            _rollback(conn)
            raise
        done, self.missing_guards = self.missing_guards, []
        return done

    def health(self) -> list[str]:
        problems: list[str] = []
        try:
            rows = [r[0] for r in self._db().execute("PRAGMA integrity_check")]
        except sqlite3.DatabaseError as exc:
            return problems + [Reason(N_("SQLite's own integrity check cannot run: {error}"), error=self.reason(exc))]
        if rows != ["ok"]:
            cut = _cut_short(self.path) if self.path != ":memory:" else None
            if cut:  # the reason first: pages missing at the end explain the rest
                problems.append(cut)
            shown = "; ".join(rows[:5]) + (f"; and {len(rows) - 5} more" if len(rows) > 5 else "")
            problems.append(Reason(N_("SQLite's own integrity check finds the file damaged: {found}"), found=shown))
        try:
            retyped = self._db().execute(_RETYPED).fetchone()[0]
        except sqlite3.DatabaseError:
            retyped = 0  # the integrity check above says why
        if retyped:
            problems.append(Reason(N_("{n} stored events have a column whose storage type was changed (a stored "
                                      "event's state is a blob, its id and topic text)") if retyped > 1 else
                                   N_("{n} stored event has a column whose storage type was changed (a stored "
                                      "event's state is a blob, its id and topic text)"), n=retyped))
        problems += self._schema_changes() + self._text_not_utf8()
        have = {r[0] for r in self._db().execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
        problems += [Reason(N_("the database guard {name} (it refuses any change to stored events) is missing: "
                               "dropped outside matchledger (`matchledger audit --restore-guards` puts it back)"),
                            name=name) for name in _TRIGGERS if name not in have]
        return problems

    def _schema_changes(self) -> list[str]:
        """The store's tables, indexes and guards whose definition is not what a new ledger gets."""
        try:
            here = self._db().execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
        except sqlite3.DatabaseError:
            return []  # the integrity check says why
        want = _fresh_schema()
        return [Reason(N_("the definition of the {kind} {name} is not the one matchledger creates: changed "
                          "outside matchledger"), kind=kind, name=repr(name)) for kind, name, table, sql in here
                if (kind, name) in want and want[(kind, name)] != (table, sql)]

    def _text_not_utf8(self) -> list[str]:
        """Rows whose text is not UTF-8 (a flipped bit in a character): read leniently, so reported here."""
        conn = self._db()
        out = []
        conn.text_factory = bytes
        try:
            for table, cols in _TEXT_COLUMNS.items():
                try:
                    rows = conn.execute(f"SELECT {', '.join(cols)} FROM [{table}]").fetchall()
                except sqlite3.DatabaseError:
                    continue
                bad = sum(1 for row in rows if not all(_is_utf8(v) for v in row))
                if bad:
                    out.append(Reason(N_("{n} rows of {table} hold text that is not UTF-8: their bytes were "
                                         "changed") if bad > 1 else
                                      N_("{n} row of {table} hold text that is not UTF-8: their bytes were changed"),
                                      n=bad, table=table))
        finally:
            conn.text_factory = _lenient_text
        return out

    def snapshot_list(self, match_id: str) -> list[tuple[int, str, str]]:
        try:
            return self._db().execute("SELECT seq, engine, head FROM board_snapshots WHERE match_id = ? ORDER BY seq",
                                      [match_id]).fetchall()
        except sqlite3.Error:
            return []

    def drop_snapshots(self, match_id: str | None) -> int:
        conn = self._db()
        conn.execute("BEGIN IMMEDIATE")
        try:
            if match_id is None:
                n = conn.execute("DELETE FROM board_snapshots").rowcount
            else:
                n = conn.execute("DELETE FROM board_snapshots WHERE match_id = ?", [match_id]).rowcount
            conn.execute("COMMIT")
            return n
        except BaseException:
            _rollback(conn)
            raise

    # -- verdicts ---------------------------------------------------------------------

    def verdict_rows(self, match_id: str | None = None) -> list[tuple]:
        q = "SELECT match_id, engine, clean, violations, checked_at FROM verdicts"
        if match_id is None:
            return [(m, e, bool(c), v, t) for m, e, c, v, t in self._db().execute(q + " ORDER BY rowid")]
        return [(m, e, bool(c), v, t) for m, e, c, v, t in self._db().execute(q + " WHERE match_id = ?", [match_id])]

    def put_verdict(self, c: Any, row: tuple) -> None:
        stmt = ("INSERT OR REPLACE INTO verdicts (match_id, engine, clean, violations, checked_at) "
                "VALUES (?, ?, ?, ?, ?)")
        if c is not None:
            c.execute(stmt, row)
            return
        conn = self._db()
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(stmt, row)
            conn.execute("COMMIT")
        except BaseException:
            _rollback(conn)
            raise

    def stale_ids(self, engines: dict[str, str]) -> list[str]:
        where, params = stale_filter(engines, "?")
        return [r[0] for r in self._db().execute(
            f"SELECT m.id FROM matches m LEFT JOIN verdicts v ON v.match_id = m.id WHERE {where} ORDER BY m.rowid",
            params)]

    @contextmanager
    def claim_verdict(self, engines: dict[str, str], skip: list[str]) -> Iterator[tuple[Any, str, str] | None]:
        conn = self._db()
        where, params = stale_filter(engines, "?")
        if skip:
            where += f" AND m.id NOT IN ({','.join('?' * len(skip))})"
            params = [*params, *skip]
        conn.execute("PRAGMA busy_timeout = 60000")  # the one writer may be verifying a long match
        try:
            conn.execute("BEGIN IMMEDIATE")
        finally:
            conn.execute("PRAGMA busy_timeout = 5000")
        try:
            row = conn.execute(f"SELECT m.id, m.game FROM matches m LEFT JOIN verdicts v ON v.match_id = m.id "
                               f"WHERE {where} ORDER BY m.rowid LIMIT 1", params).fetchone()
            yield (conn, row[0], row[1]) if row else None
            conn.execute("COMMIT")
        except BaseException:
            _rollback(conn)
            raise
