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
import sqlite3
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

from eventsourcing.persistence import IntegrityError as LibraryIntegrityError, PersistenceError, StoredEvent
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteCursor
from eventsourcing.utils import get_topic

from ..domain import IMPORTED_TOPIC, RECORDED_TOPIC
from ..errors import StoreError
from . import IMMUTABLE_MESSAGE, Backend, stale_filter

_INDEX_TABLE = ("CREATE TABLE IF NOT EXISTS [matches] ([id] TEXT PRIMARY KEY, [game] TEXT, [players] TEXT, "
                "[events] INTEGER, [label] TEXT, [imported_at] TEXT, [digest] TEXT)")
_SNAPSHOT_TABLE = ("CREATE TABLE IF NOT EXISTS [board_snapshots] ([match_id] TEXT, [seq] INTEGER, "
                   "[engine] TEXT NOT NULL, [head] TEXT NOT NULL, [board] BLOB NOT NULL, "
                   "PRIMARY KEY ([match_id], [seq]))")
_VERDICT_TABLE = ("CREATE TABLE IF NOT EXISTS [verdicts] ([match_id] TEXT PRIMARY KEY, [engine] TEXT NOT NULL, "
                  "[clean] INTEGER NOT NULL, [violations] TEXT NOT NULL, [checked_at] TEXT NOT NULL)")
_TRIGGERS = ("stored_events_no_update", "stored_events_no_delete")
_INDEX_INSERT = ("INSERT INTO matches (id, game, players, events, label, imported_at, digest) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?)")


@functools.lru_cache(maxsize=1024)
def _uuid(text: str) -> uuid.UUID:
    return uuid.UUID(text)


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


class SQLiteBackend(Backend):
    """A ledger file (or ``:memory:``, one shared in-memory database per ledger)."""

    errors = (PersistenceError, sqlite3.Error)

    def __init__(self, path: str):
        self.path = path
        self.name = path
        self._conn: sqlite3.Connection | None = None
        self._app: Any = None
        if path == ":memory:":
            self.dbname, self.uri = f"file:matchledger-{uuid.uuid4().hex}?mode=memory&cache=shared", True
        else:
            if Path(path).is_dir():
                raise StoreError(f"cannot open the ledger {path}: it is a folder, not a ledger file")
            self.dbname, self.uri = path, False
            self._probe()

    def _probe(self) -> None:
        """Refuse a file that is not SQLite, or an SQLite database of something else."""
        path = Path(self.dbname)
        if not path.parent.exists():
            raise StoreError(f"cannot create the ledger {self.path}: folder {str(path.parent)!r} does not exist")
        if not path.exists() or path.stat().st_size == 0:
            return
        try:
            conn = sqlite3.connect(self.dbname, timeout=5)
            try:
                tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                cols = [r[1] for r in conn.execute("PRAGMA table_info(stored_events)")]
            finally:
                conn.close()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path} is not a matchledger ledger: {self.reason(exc)}") from None
        user_tables = {t for t in tables if not t.startswith("sqlite_")}
        if user_tables and "stored_events" not in user_tables:
            names = ", ".join(sorted(user_tables)[:5])
            raise StoreError(f"{self.path} is an SQLite database but not a matchledger ledger (its tables: {names})")
        if cols and cols != ["originator_id", "originator_version", "topic", "state"]:
            raise StoreError(f"{self.path} has a stored_events table matchledger cannot use (columns: {', '.join(cols)})")

    def app_env(self) -> dict[str, str]:
        return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": self.dbname,
                "APPLICATION_RECORDER_TOPIC": get_topic(LedgerSQLiteRecorder)}

    def open(self, app: Any) -> None:
        self._app = app
        self._conn = sqlite3.connect(self.dbname, uri=self.uri, timeout=5, isolation_level=None)
        conn = self._conn
        conn.execute("BEGIN")
        try:
            # An existing ledger that lost a guard was changed outside matchledger: the guard is not put
            # back silently (that would erase the evidence); see Backend.missing_guards.
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
            return "the file is locked by another program; try again"
        return text

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
        return {str(uuid.UUID(r[0])) for r in self._db().execute(
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
            return problems + [f"SQLite's own integrity check cannot run: {self.reason(exc)}"]
        if rows != ["ok"]:
            shown = "; ".join(rows[:5]) + (f"; and {len(rows) - 5} more" if len(rows) > 5 else "")
            problems.append(f"SQLite's own integrity check finds the file damaged: {shown}")
        have = {r[0] for r in self._db().execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
        problems += [f"the database guard {name} (it refuses any change to stored events) is missing: dropped "
                     "outside matchledger (`matchledger audit --restore-guards` puts it back)"
                     for name in _TRIGGERS if name not in have]
        return problems

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
