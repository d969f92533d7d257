"""The PostgreSQL backend: one ledger for a whole league, through ``eventsourcing.postgres``.

Selected by a URL, ``postgresql://user[:password]@host[:port]/dbname``
(``--db`` or ``$MATCHLEDGER_DB``; a Unix socket folder goes in
``?host=/run/postgresql``), or by ``MATCHLEDGER_PERSISTENCE=postgres`` with
the library's ``POSTGRES_DBNAME``, ``POSTGRES_HOST``, ``POSTGRES_PORT``,
``POSTGRES_USER`` and ``POSTGRES_PASSWORD``. ``?schema=NAME`` (or
``POSTGRES_SCHEMA``) keeps the ledger in its own schema, so several ledgers
can share one database.

The library keeps the events in ``matchledger_events`` (one table per
application name). Next to it, in the same schema:

- ``matches``: the index (``n`` keeps import order), written in the same
  transaction as the events;
- ``board_snapshots``: derived boards (``bytea``), upserted, never events;
- ``verdicts``: the last verification of each match (derived, upserted);
  ``claim_verdict`` takes the next match missing a current verdict with
  ``SELECT ... FOR UPDATE OF m SKIP LOCKED``, so workers on several
  machines share a round without verifying a match twice;
- a trigger function ``matchledger_immutable()`` and triggers that make the
  database refuse UPDATE, DELETE and TRUNCATE of stored events.

The schema is created when a writing command (an import, a recording, a
copy into it) opens a database without it, once, under an advisory lock
(several stations starting at once would otherwise race on ``CREATE ... IF
NOT EXISTS`` and fail with "tuple concurrently updated"). Opened to read
(``Ledger(url, create=False)``) it runs no DDL: a database or schema without
the tables is ``absent`` (a read finds nothing there, and a read command
says there is no ledger). One with another program's tables under the same
names is refused either way. Each opening checks the guards: a trigger dropped,
switched off (``DISABLE TRIGGER``) or re-defined, or the trigger function
re-defined, is reported by the audit and makes the ledger refused until
``audit --restore-guards``.

An import is one transaction that first takes the ledger's write lock, a
transaction-level advisory lock (``pg_advisory_xact_lock``) keyed on the
schema, which every write of matchledger takes (imports, rulings and
recordings through the library's recorder alike): concurrent writes queue
instead of racing, so notification ids follow commit order (the reason the
library takes ``LOCK TABLE ... IN EXCLUSIVE MODE``, a lock mode PostgreSQL
grants only to a role with UPDATE, DELETE or TRUNCATE on the table: an
append-only judges' account has none of them; round 38), so the duplicate query sees every match committed
before it, and two stations importing the same round store each match once.
Rows go in with ``COPY ... FROM STDIN (FORMAT BINARY)``, never through the
library's pipelined insert (see :class:`LedgerPostgresRecorder`). Every wait
is bounded: connecting (``POSTGRES_CONNECT_TIMEOUT``, 10 s), the table lock
(``POSTGRES_LOCK_TIMEOUT``, 60 s, then the import is retried a few times and
refused with a clear "busy" message), an idle transaction (60 s).
"""

from __future__ import annotations

import os
import re
import time
import uuid
from contextlib import contextmanager
from typing import Any, Iterable, Iterator, Sequence
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

import psycopg
from psycopg import sql
from psycopg.rows import tuple_row

from eventsourcing.persistence import IntegrityError as LibraryIntegrityError, PersistenceError, StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder
from eventsourcing.utils import get_topic

from ..domain import IMPORTED_TOPIC, RECORDED_TOPIC
from ..errors import LedgerUnavailable, StoreError
from ..messages import N_, Reason
from . import IMMUTABLE_MESSAGE, Backend, masked, stale_filter

EVENTS_TABLE = "matchledger_events"
#: The triggers that refuse changes to stored events (the guards).
GUARDS = ("matchledger_events_no_change", "matchledger_events_no_truncate")
#: Seconds a start-up waits for another program creating the same ledger's tables.
SETUP_WAIT = 60.0
#: The body of the guards' trigger function (what ``pg_proc.prosrc`` holds for the one matchledger creates).
GUARD_BODY = f"BEGIN RAISE EXCEPTION '{IMMUTABLE_MESSAGE}' USING ERRCODE = 'insufficient_privilege'; END"
#: ``pg_trigger.tgtype`` of each guard: BEFORE UPDATE OR DELETE FOR EACH ROW, BEFORE TRUNCATE (a statement).
GUARD_TYPES = {"matchledger_events_no_change": 1 | 2 | 8 | 16, "matchledger_events_no_truncate": 2 | 32}
#: The guards' trigger function.
GUARD_FUNCTION = "matchledger_immutable"
#: The ledger's write lock: an advisory lock for the transaction, keyed on the schema (the class 0x4d4c, "ML",
#: keeps it apart from other programs' advisory locks; the two-key space is not the one ``_locked_create`` uses).
WRITE_LOCK_SQL = "SELECT pg_advisory_xact_lock(19788, hashtext(%s))"
#: The privileges a writing account needs on each table (docs/postgresql.md, "Grants"): events and the index are
#: only appended to; verdicts and board snapshots are derived, upserted (and snapshots dropped).
NEEDED = {EVENTS_TABLE: ("SELECT", "INSERT"), "matches": ("SELECT", "INSERT"),
          "verdicts": ("SELECT", "INSERT", "UPDATE"), "board_snapshots": ("SELECT", "INSERT", "UPDATE", "DELETE")}
#: The values libpq knows for ``sslmode``.
SSLMODES = ("disable", "allow", "prefer", "require", "verify-ca", "verify-full")
#: The connection parameters matchledger passes on (the library's pool takes no others).
PASSED = ("dbname", "host", "port", "user", "password")
#: A schema name matchledger accepts: a plain identifier; capitals are kept (quoted everywhere, the library's type
#: lookup too: see _quote_type_lookup).
_PLAIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,62}")


def _quote_type_lookup(datastore: Any) -> None:
    """Make the library look up its composite type (``stored_event_uuid``) in the ledger's schema quoted.

    The library fetches it as ``f"{schema}.{name}"`` unquoted, which PostgreSQL folds to lower case, while its
    tables and INSERTs quote the schema: in a schema with capitals (``?schema=Season2026``) an import worked, then
    every ruling and recording failed ("Composite type 'stored_event_uuid' not found"), or, with a lower-case twin
    schema beside it, used that other ledger's type (round 38). Looked up quoted, such a ledger works, the ones
    already made in one too; a lower-case name is the same either way.
    """
    if getattr(datastore, "_matchledger_quoted", False):
        return
    from psycopg.types.composite import CompositeInfo, register_composite

    def register_type_adapters() -> None:
        missing = [n for n in datastore.db_type_names if n not in datastore.psycopg_type_adapters]
        if not missing:
            return
        with datastore.get_connection() as conn:
            for name in missing:
                info = CompositeInfo.fetch(conn, sql.Identifier(datastore.schema or "public", name))
                if info is None:
                    continue
                register_composite(info, conn)
                datastore.psycopg_type_adapters[name] = info
                datastore.psycopg_python_types[name] = info.python_type

    datastore.register_type_adapters = register_type_adapters
    datastore._matchledger_quoted = True


class LedgerPostgresRecorder(PostgresApplicationRecorder):
    """The library's PostgreSQL recorder, inserting without psycopg's pipeline mode.

    The library's ``insert_events`` sends the lock, the NOTIFY and one
    ``INSERT ... SELECT FROM unnest(%s)`` of every event in pipeline mode,
    then waits in ``pipeline.sync()``. With a large batch (a 20,000-event
    match is one array parameter of several megabytes) the client can sit
    in the sync for ever while the server waits for the rest of the query
    (``ClientRead``); the library's database-function path, which does not
    pipeline, does not hang. This recorder inserts in an ordinary
    transaction instead: same lock, same rows.
    """

    def __init__(self, datastore: Any, *args: Any, **kwargs: Any) -> None:
        _quote_type_lookup(datastore)  # before the library's constructor looks its type up
        super().__init__(datastore, *args, **kwargs)

    def _lock_table(self, curs: Any) -> None:
        # The ledger's write lock (see the module's docstring), not the library's LOCK TABLE ... IN EXCLUSIVE MODE:
        # the same serialisation of writers, needing no UPDATE, DELETE or TRUNCATE on the events table.
        curs.execute(sql.SQL("SET LOCAL lock_timeout = {}").format(sql.Literal(f"{self.datastore.lock_timeout}s")))
        curs.execute(WRITE_LOCK_SQL, [self.datastore.schema or "public"])

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        if not stored_events:
            return []
        ensure = getattr(self, "ensure_ledger", None)  # the backend's: a first write creates the tables
        if ensure is not None:
            ensure()
        with self.datastore.get_connection() as conn, conn.transaction(), conn.cursor() as curs:
            self._lock_table(curs)
            self._notify_channel(curs)
            super(PostgresApplicationRecorder, self)._insert_stored_events(curs, stored_events, **kwargs)
            return [row["notification_id"] for row in curs.fetchall()]


def redact(url: str) -> str:
    """The URL without its password (for messages)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def env_url(info: dict[str, Any], schema: str) -> str:
    """The URL of a ledger given by the library's ``POSTGRES_*`` variables, without the password (for messages):
    ``postgresql://user@host:port/db?schema=s``, a socket folder as ``postgresql://user@/db?host=/folder``."""
    host, port = str(info.get("host") or ""), info.get("port")
    query = {}
    if host.startswith("/"):
        netloc = f"{info['user']}@"
        query["host"] = host
        if port:
            query["port"] = str(port)
    else:
        netloc = f"{info['user']}@{host}" + (f":{port}" if port else "")
    if schema:
        query["schema"] = schema
    return urlunsplit(("postgresql", netloc, f"/{info['dbname']}", urlencode(query, safe="/", quote_via=quote), ""))


class PostgresBackend(Backend):
    """A ledger in a PostgreSQL database (see the module docstring)."""

    errors = (PersistenceError, psycopg.Error)
    #: The server keeps its own pages: the audit checks the guards (see :meth:`health`).
    own_check = False

    def __init__(self, target: str, env: dict[str, str] | None = None):
        env = env or {}
        self._conn_kwargs: dict[str, Any] = {}
        self._first: psycopg.Connection | None = None
        if target.startswith(("postgresql://", "postgres://")):
            try:
                parts = urlsplit(target)
                parts.port  # noqa: B018 (raises ValueError for a port that is not a number)
            except ValueError as exc:
                raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=masked(target),
                                        error=str(exc))) from None
            pairs = parse_qsl(parts.query, keep_blank_values=True)
            query = dict(pairs)
            schemas = [v for k, v in pairs if k == "schema"]
            schema = query.pop("schema", "")
            # urlunsplit drops the // of a URL without a host or user (postgresql:///db): put it back
            clean = urlunsplit(parts._replace(query=urlencode(query)))
            if not parts.netloc:
                clean = f"{parts.scheme}://{parts.path}" + (f"?{urlencode(query)}" if query else "")
            self.name = redact(target)
            if len(schemas) > 1 or (schemas and not schemas[0]):
                # an empty schema= would silently mean public, a repeated one would be read as part of the URL
                raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: give ?schema= once, with a name "
                                                  "(letters, digits and _, not starting with a digit), or leave it "
                                                  "out"), ledger=self.name))
            try:
                info = psycopg.conninfo.conninfo_to_dict(clean)
            except psycopg.Error as exc:
                raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=self.name,
                                        error=str(exc))) from None
            if "sslmode" in query and query["sslmode"] not in SSLMODES:
                raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=self.name,
                                        error=Reason(N_("unknown value {value!r} for {name} (use one of: {known})"),
                                                     value=query["sslmode"], name="sslmode",
                                                     known=", ".join(SSLMODES))))
            dropped = sorted(k for k in info if k not in PASSED)
            if dropped:
                # The library's pool opens its connections with these five only: a parameter it would drop (TLS
                # above all: sslmode=require silently unused) is refused, and libpq's variables (PGSSLMODE...)
                # are what every connection of the process reads.
                raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: matchledger does not pass {names} "
                                                  "to the server (its connections take the database, host, port, user "
                                                  "and password only): set libpq's variables instead (PGSSLMODE, "
                                                  "PGSSLROOTCERT...), which every connection reads"),
                                               ledger=self.name, names=", ".join(dropped)))
        else:  # the library's variables
            def get(key: str, default: str | None = None) -> str | None:
                return env.get(key) or os.environ.get(key) or default

            info = {"dbname": get("POSTGRES_DBNAME"), "host": get("POSTGRES_HOST"), "port": get("POSTGRES_PORT"),
                    "user": get("POSTGRES_USER"), "password": get("POSTGRES_PASSWORD")}
            schema = get("POSTGRES_SCHEMA", "") or ""
            missing = [k for k in ("dbname", "host", "user") if not info[k]]
            if missing:
                raise LedgerUnavailable(Reason(N_("cannot open the PostgreSQL ledger: set {names} (or give --db "
                                           "postgresql://user@host/dbname)"),
                                        names=", ".join(f"POSTGRES_{k.upper()}" for k in missing)))
            self.name = env_url(info, schema)
        self.dbname = str(info.get("dbname") or "")
        self.host = str(info.get("host") or "localhost")
        self.port = str(info.get("port") or "5432")
        self.user = str(info.get("user") or os.environ.get("PGUSER") or _login())
        self.password = str(info.get("password") or env.get("POSTGRES_PASSWORD") or "")
        if not self.dbname:
            raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: the URL names no database "
                                       "(postgresql://user@host/dbname)"), ledger=self.name))
        if schema and not _PLAIN_NAME.fullmatch(schema):
            raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: the schema name {schema!r} is not a plain "
                                       "name (letters, digits and _, not starting with a digit)"),
                                    ledger=self.name, schema=schema))
        self.schema = schema or "public"
        self.lock_timeout = int(float(env.get("POSTGRES_LOCK_TIMEOUT") or os.environ.get("POSTGRES_LOCK_TIMEOUT")
                                      or 60))
        self.connect_timeout = env.get("POSTGRES_CONNECT_TIMEOUT") or os.environ.get("POSTGRES_CONNECT_TIMEOUT") or "10"
        self._app: Any = None
        # One plain connection first: the server's own answer (a wrong password, no such database, no server
        # there) at once, where the library's pool would wait its whole timeout and say only that it got no
        # connection. open() goes on with it.
        try:
            self._first = self._raw_connect()
        except psycopg.OperationalError as exc:
            raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=self.name,
                                           error=self._refused(exc))) from None

    def _refused(self, exc: BaseException) -> str:
        """Why a connection was refused, as the server said it (or: no server answers at the address)."""
        text = str(exc)
        fatal = re.search(r"FATAL:\s+(.*)", text)
        if fatal:
            return fatal.group(1).strip()
        if any(w in text for w in ("No such file or directory", "Connection refused", "could not translate host",
                                   "Name or service not known", "timeout expired", "No route to host",
                                   "Network is unreachable")):
            where = (f"{self.host}/.s.PGSQL.{self.port}" if self.host.startswith("/") else f"{self.host}:{self.port}")
            return Reason(N_("no server at {address}"), address=where)
        return self.reason(exc)

    # -- names ------------------------------------------------------------------------

    def _t(self, table: str) -> sql.Composed:
        return sql.SQL("{}.{}").format(sql.Identifier(self.schema), sql.Identifier(table))

    @property
    def events(self) -> sql.Composed:
        return self._t(EVENTS_TABLE)

    def app_env(self) -> dict[str, str]:
        return {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "POSTGRES_DBNAME": self.dbname, "POSTGRES_HOST": self.host, "POSTGRES_PORT": self.port,
            "POSTGRES_USER": self.user, "POSTGRES_PASSWORD": self.password,
            "POSTGRES_SCHEMA": self.schema,
            "POSTGRES_CONNECT_TIMEOUT": str(self.connect_timeout),
            "POSTGRES_LOCK_TIMEOUT": str(self.lock_timeout),
            "POSTGRES_IDLE_IN_TRANSACTION_SESSION_TIMEOUT": "60",
            "POSTGRES_POOL_SIZE": "1", "POSTGRES_MAX_OVERFLOW": "2",
            "CREATE_TABLE": "n",  # created in open(), under an advisory lock
            "APPLICATION_RECORDER_TOPIC": get_topic(LedgerPostgresRecorder),
        }

    # -- opening ----------------------------------------------------------------------

    def _raw_connect(self) -> psycopg.Connection:
        return psycopg.connect(dbname=self.dbname, host=self.host, port=self.port, user=self.user,
                               password=self.password or None, connect_timeout=int(float(self.connect_timeout)),
                               autocommit=True)

    def open(self, app: Any) -> None:
        self._app = app
        conn, self._first = self._first or self._raw_connect(), None
        with conn:
            if self._ready(conn):
                # A guard switched off or re-defined is as good as dropped: found on every opening (one query).
                self.missing_guards = [name for name, _ in self._guard_problems(conn)]
            elif self._existing(conn):
                self._foreign(conn)
                # A ledger that lost a guard was changed outside matchledger: the guard is not put back
                # silently (that would erase the evidence); see Backend.missing_guards.
                self.missing_guards = [name for name, _ in self._guard_problems(conn)]
                if not self.missing_guards:  # only a derived table is missing (an older ledger)
                    self._locked_create(conn, guards=False)
            else:
                self._foreign(conn)
                if self.creates:
                    self._locked_create(conn, guards=True)
                else:
                    # No ledger here yet, opened to read: nothing is created (reads find nothing, a read command
                    # says so); a write would create the tables first (see _ensure_created).
                    self.absent = True
        app.recorder.ensure_ledger = self._ensure_created
        app.recorder.datastore.register_type_adapters()

    def _ensure_created(self) -> None:
        """Create the tables and guards of a ledger that is not there yet (before its first write)."""
        if self.absent:
            with self._raw_connect() as conn:
                self._foreign(conn)
                self._locked_create(conn, guards=True)
            self.absent = False

    def _still_absent(self) -> bool:
        """Whether there is still no ledger here (another program may have created it since opening)."""
        if self.absent:
            with self._connection() as conn:
                self.absent = not self._existing(conn)
        return self.absent

    #: The columns that make each of matchledger's tables its own (a table of another program by the same name
    #: lacks them).
    _OWN_COLUMNS = {EVENTS_TABLE: {"originator_id", "originator_version", "topic", "state"},
                    "matches": {"id", "game", "players", "events", "digest"},
                    "board_snapshots": {"match_id", "seq", "engine", "head", "board"},
                    "verdicts": {"match_id", "engine", "clean", "violations"}}

    def _foreign(self, conn: psycopg.Connection) -> None:
        """Refuse a schema holding another program's tables under matchledger's names."""
        # pg_catalog, not information_schema: the latter hides the columns of a table the user has no
        # privilege on (another program's table owned by another role), which then read as no table at all.
        rows = conn.execute("SELECT c.relname, a.attname FROM pg_catalog.pg_class c "
                            "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
                            "LEFT JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 "
                            "AND NOT a.attisdropped WHERE n.nspname = %s AND c.relname = ANY(%s) "
                            "ORDER BY c.relname, a.attnum", [self.schema, list(self._OWN_COLUMNS)]).fetchall()
        cols: dict[str, list[str]] = {}
        for table, column in rows:
            cols.setdefault(table, [])
            if column is not None:  # a view, sequence or index by that name has no columns of ours either
                cols[table].append(column)
        for table, have in sorted(cols.items()):
            if not self._OWN_COLUMNS[table] <= set(have):
                raise StoreError(Reason(N_("{ledger} is not a matchledger ledger: its table {table} is another "
                                           "program's (columns: {columns})"), ledger=self.name, table=table,
                                        columns=", ".join(have)))

    def _locked_create(self, conn: psycopg.Connection, *, guards: bool) -> None:
        """Create what is missing under an advisory lock (stations opening a new ledger at once)."""
        key = f"matchledger:{self.schema}"
        deadline = time.monotonic() + SETUP_WAIT
        while not conn.execute("SELECT pg_try_advisory_lock(hashtext(%s))", [key]).fetchone()[0]:
            if time.monotonic() > deadline:
                raise StoreError(Reason(N_("cannot open the ledger {ledger}: another program has been creating "
                                           "its tables for {seconds:.0f} s; try again"), ledger=self.name,
                                        seconds=SETUP_WAIT))
            time.sleep(0.05)
        try:
            if not self._ready(conn):
                self._create(conn, guards=guards and not self._existing(conn))
        finally:
            conn.execute("SELECT pg_advisory_unlock(hashtext(%s))", [key])

    def _existing(self, conn: psycopg.Connection) -> bool:
        """Whether a ledger was created here before (its events table and index exist)."""
        row = conn.cursor(row_factory=tuple_row).execute(  # tuple rows on the pool's connections too
            "SELECT to_regclass(%s) IS NOT NULL AND to_regclass(%s) IS NOT NULL",
            [f'"{self.schema}"."{EVENTS_TABLE}"', f'"{self.schema}"."matches"']).fetchone()
        return bool(row and row[0])

    def _guards(self, conn: psycopg.Connection) -> set[str]:
        return {r[0] for r in conn.execute("SELECT tgname FROM pg_trigger WHERE tgrelid = to_regclass(%s)",
                                           [f'"{self.schema}"."{EVENTS_TABLE}"'])}

    def _guard_problems(self, conn: psycopg.Connection) -> list[tuple[str, str]]:
        """``(name, what)`` of each guard that is not as matchledger creates it: ``missing`` (dropped),
        ``disabled`` (switched off), ``changed`` (another definition, or the trigger function re-defined)."""
        fn = f'"{self.schema}".{GUARD_FUNCTION}()'
        rows = conn.execute(
            "SELECT t.tgname, t.tgenabled, t.tgtype = CASE t.tgname WHEN %s THEN %s WHEN %s THEN %s END "
            "AND t.tgfoid = to_regprocedure(%s) AND t.tgnargs = 0 AND t.tgqual IS NULL AND t.tgattr::text = '' "
            "FROM pg_trigger t WHERE t.tgrelid = to_regclass(%s) AND t.tgname = ANY(%s)",
            [*[x for kv in GUARD_TYPES.items() for x in kv], fn, f'"{self.schema}"."{EVENTS_TABLE}"',
             list(GUARDS)]).fetchall()
        body = conn.execute("SELECT p.prosrc = %s AND l.lanname = 'plpgsql' AND NOT p.proretset "
                            "FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang WHERE p.oid = to_regprocedure(%s)",
                            [GUARD_BODY, fn]).fetchone()
        have = {name: (enabled, same) for name, enabled, same in rows}
        out: list[tuple[str, str]] = []
        for name in GUARDS:
            if name not in have:
                out.append((name, "missing"))
            elif not have[name][1]:
                out.append((name, "changed"))
            elif have[name][0] not in ("O", "A"):  # O: in ordinary sessions, A: always (D: disabled, R: replicas only)
                out.append((name, "disabled"))
        if body is not None and not body[0] and len(out) < len(GUARDS):
            out.append((GUARD_FUNCTION, "function"))
        return out

    def _ready(self, conn: psycopg.Connection) -> bool:
        """Whether every table and trigger exists already (then opening does no DDL)."""
        row = conn.execute(
            "SELECT to_regclass(%s) IS NOT NULL AND to_regclass(%s) IS NOT NULL AND to_regclass(%s) IS NOT NULL "
            "AND to_regclass(%s) IS NOT NULL AND (SELECT count(*) FROM pg_trigger WHERE tgrelid = to_regclass(%s) "
            "     AND tgname LIKE 'matchledger_events_no_%%') = 2 "
            "AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass(%s) AND attname = 'digest')",
            [f'"{self.schema}"."{EVENTS_TABLE}"', f'"{self.schema}"."matches"',
             f'"{self.schema}"."board_snapshots"', f'"{self.schema}"."verdicts"',
             f'"{self.schema}"."{EVENTS_TABLE}"', f'"{self.schema}"."matches"']).fetchone()
        return bool(row and row[0])

    def _create(self, conn: psycopg.Connection, *, guards: bool = True) -> None:
        if self.schema != "public":
            conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(self.schema)))
        self._app.recorder.create_table()  # the library's table, type and indexes
        with conn.transaction():
            conn.execute(sql.SQL(
                "CREATE TABLE IF NOT EXISTS {} (id text PRIMARY KEY, game text, players text, events integer, "
                "label text, imported_at text, digest text, n bigserial)").format(self._t("matches")))
            conn.execute(sql.SQL(
                "CREATE TABLE IF NOT EXISTS {} (match_id text, seq integer, engine text NOT NULL, "
                "head text NOT NULL, board bytea NOT NULL, PRIMARY KEY (match_id, seq))").format(
                self._t("board_snapshots")))
            conn.execute(sql.SQL(
                "CREATE TABLE IF NOT EXISTS {} (match_id text PRIMARY KEY, engine text NOT NULL, "
                "clean boolean NOT NULL, violations text NOT NULL, checked_at text NOT NULL)").format(
                self._t("verdicts")))
            if guards:
                self._create_guards(conn)

    def _create_guards(self, conn: psycopg.Connection) -> None:
        s = sql.Identifier(self.schema)
        conn.execute(sql.SQL(
            "CREATE OR REPLACE FUNCTION {}.{}() RETURNS trigger LANGUAGE plpgsql AS $$" + GUARD_BODY + "$$").format(
            s, sql.Identifier(GUARD_FUNCTION)))
        for name in GUARDS:  # dropped first: a trigger switched off stays off through CREATE OR REPLACE
            conn.execute(sql.SQL("DROP TRIGGER IF EXISTS {} ON {}").format(sql.Identifier(name), self.events))
        conn.execute(sql.SQL(
            "CREATE TRIGGER matchledger_events_no_change BEFORE UPDATE OR DELETE ON {} "
            "FOR EACH ROW EXECUTE FUNCTION {}.matchledger_immutable()").format(self.events, s))
        conn.execute(sql.SQL(
            "CREATE TRIGGER matchledger_events_no_truncate BEFORE TRUNCATE ON {} "
            "FOR EACH STATEMENT EXECUTE FUNCTION {}.matchledger_immutable()").format(self.events, s))

    # -- the audit's questions -----------------------------------------------------------

    def restore_guards(self) -> list[str]:
        if self.absent:
            return []
        with self._raw_connect() as conn, conn.transaction():
            self._create_guards(conn)
        done, self.missing_guards = self.missing_guards, []
        return done

    def health(self) -> list[str]:
        if self.absent and self._still_absent():
            return []
        with self._raw_connect() as conn:
            found = self._guard_problems(conn)
        out: list[str] = []
        for name, what in found:
            if what == "missing":
                out.append(Reason(N_("the database guard {name} (it refuses any change to stored events) is missing: "
                                     "dropped outside matchledger (`matchledger audit --restore-guards` puts it back)"),
                                  name=name))
            elif what == "disabled":
                out.append(Reason(N_("the database guard {name} (it refuses any change to stored events) is switched "
                                     "off: disabled outside matchledger (`matchledger audit --restore-guards` puts it "
                                     "back)"), name=name))
            else:
                out.append(Reason(N_("the definition of the {kind} {name} is not the one matchledger creates: changed "
                                     "outside matchledger"), kind="trigger" if what == "changed" else "function",
                                  name=repr(name)))
        return out

    def snapshot_list(self, match_id: str) -> list[tuple[int, str, str]]:
        try:
            return self._query(sql.SQL("SELECT seq, engine, head FROM {} WHERE match_id = %s ORDER BY seq").format(
                self._t("board_snapshots")), [match_id])
        except self.errors:
            return []

    def close(self) -> None:
        self._app = None
        if self._first is not None:
            self._first.close()
            self._first = None

    def is_duplicate_key(self, exc: BaseException) -> bool:
        return isinstance(exc, (LibraryIntegrityError, psycopg.errors.UniqueViolation))

    def denied(self, exc: BaseException) -> bool:
        while exc.__cause__ is not None:
            exc = exc.__cause__
        return isinstance(exc, psycopg.errors.InsufficientPrivilege) and "permission denied" in str(exc)

    def busy(self, exc: BaseException) -> bool:
        while exc.__cause__ is not None:
            exc = exc.__cause__
        return isinstance(exc, psycopg.errors.LockNotAvailable)

    def reason(self, exc: BaseException) -> str:
        while exc.__cause__ is not None:
            exc = exc.__cause__
        if isinstance(exc, psycopg.errors.LockNotAvailable):
            return Reason(N_("the ledger is busy: another program has been writing to it for {seconds} s; try again"),
                          seconds=self.lock_timeout)
        text = (str(exc) or type(exc).__name__).strip()
        first = text.splitlines()[0] if text else type(exc).__name__
        if isinstance(exc, psycopg.errors.InsufficientPrivilege) and "permission denied" in first:
            return self._missing_grant(first)
        return first

    def _missing_grant(self, said: str) -> str:
        """The server's "permission denied for ..." with the grant that is missing, as a GRANT to run (one line)."""
        found = re.search(r"permission denied for (table|sequence|schema) (\S+)", said)
        if not found:
            return said
        kind, name = found.group(1), found.group(2).strip('"')
        schema = f'"{self.schema}"'
        # the role as an identifier: run as printed, TO Station would grant the role station (round 38)
        role = '"{}"'.format(self.user.replace('"', '""'))
        if kind == "schema":
            grant = f"GRANT USAGE ON SCHEMA {schema} TO {role}"
        elif kind == "sequence":
            grant = f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA {schema} TO {role}"
        else:
            want = NEEDED.get(name, ("SELECT", "INSERT"))
            try:
                with self._raw_connect() as conn:
                    lacking = [p for p in want if not conn.execute(
                        "SELECT has_table_privilege(%s, %s)", [f'{schema}."{name}"', p]).fetchone()[0]]
            except psycopg.Error:
                lacking = []
            grant = f"GRANT {', '.join(lacking or want)} ON {schema}.\"{name}\" TO {role}"
        return Reason(N_("{error}: the account {user} lacks a grant a judges' account needs ({grant}; see "
                         "docs/postgresql.md, Grants)"), error=said, user=self.user, grant=grant)

    # -- writing ----------------------------------------------------------------------

    def _connection(self):
        return self._app.recorder.datastore.get_connection()

    def renew_connections(self) -> bool:
        # The pool hands out its idle connections unchecked (no pre-ping: a round trip a statement): after a server
        # restart they are dead. check() tests each idle one and replaces those that are (round 39: the recorder
        # tries an entry once more on a new connection).
        pool = getattr(getattr(getattr(self._app, "recorder", None), "datastore", None), "pool", None)
        if pool is None:
            return False
        try:
            pool.check()
        except psycopg.Error:
            return False
        return True

    @contextmanager
    def write(self) -> Iterator[psycopg.Cursor]:
        """One transaction holding the ledger's write lock (waits at most ``lock_timeout``)."""
        self._ensure_created()
        with self._connection() as conn, conn.transaction(), conn.cursor(row_factory=tuple_row) as c:
            c.execute(sql.SQL("SET LOCAL lock_timeout = {}").format(sql.Literal(f"{self.lock_timeout}s")))
            c.execute(WRITE_LOCK_SQL, [self.schema])
            yield c

    def stored_ids(self, c: psycopg.Cursor, hex_ids: list[str]) -> set[str]:
        if not hex_ids:
            return set()
        c.execute(sql.SQL("SELECT DISTINCT originator_id FROM {} WHERE originator_id = ANY(%s::uuid[])").format(
            self.events), [hex_ids])
        return {row[0].hex for row in c.fetchall()}

    def insert_events(self, c: psycopg.Cursor, rows: Iterable[tuple[str, int, str, bytes]]) -> None:
        stmt = sql.SQL("COPY {} (originator_id, originator_version, topic, state) FROM STDIN (FORMAT BINARY)").format(
            self.events)
        last_hex, last_id = None, None
        with c.copy(stmt) as copy:
            copy.set_types(["uuid", "int8", "text", "bytea"])
            write = copy.write_row
            for hex_id, version, topic, state in rows:
                if hex_id != last_hex:
                    last_hex, last_id = hex_id, uuid.UUID(hex_id)
                write((last_id, version, topic, state))

    def insert_index(self, c: psycopg.Cursor, rows: Iterable[tuple]) -> None:
        stmt = sql.SQL("COPY {} (id, game, players, events, label, imported_at, digest) FROM STDIN").format(
            self._t("matches"))
        with c.copy(stmt) as copy:
            for row in rows:
                copy.write_row(row)

    # -- reading ----------------------------------------------------------------------

    def _query(self, query: Any, params: Sequence[Any] = ()) -> list[tuple]:
        if self.absent and self._still_absent():
            return []  # no ledger here: nothing to read (and nothing created by reading)
        with self._connection() as conn, conn.cursor(row_factory=tuple_row) as c:
            c.execute(query, params)
            return c.fetchall()

    def event_rows(self, recorder: Any, match_uuid: uuid.UUID) -> list[tuple[int, str, bytes]]:
        """One query, rows as plain tuples (no dict rows, no ``StoredEvent``)."""
        rows = self._query(sql.SQL("SELECT originator_version, CASE WHEN topic = %s THEN NULL ELSE topic END, "
                                   "state FROM {} WHERE originator_id = %s ORDER BY originator_version").format(
                                       self.events), [RECORDED_TOPIC, match_uuid])
        return [(v, t, s if isinstance(s, bytes) else bytes(s)) for v, t, s in rows]

    def indexed_event_rows(self, recorder: Any, match_id: str) -> list[tuple[int, str, bytes]]:
        """:meth:`event_rows` and the index lookup in one query (one round trip)."""
        rows = self._query(sql.SQL("SELECT originator_version, CASE WHEN topic = %s THEN NULL ELSE topic END, "
                                   "state FROM {} WHERE originator_id = %s AND EXISTS (SELECT 1 FROM {} WHERE id = %s) "
                                   "ORDER BY originator_version").format(self.events, self._t("matches")),
                           [RECORDED_TOPIC, uuid.UUID(match_id), match_id])
        return [(v, t, s if isinstance(s, bytes) else bytes(s)) for v, t, s in rows]

    def index_rows(self) -> list[tuple]:
        return self._query(sql.SQL("SELECT id, game, players, events, label, imported_at, digest FROM {} "
                                   "ORDER BY n").format(self._t("matches")))

    def index_has(self, match_id: str) -> bool:
        return bool(self._query(sql.SQL("SELECT 1 FROM {} WHERE id = %s").format(self._t("matches")), [match_id]))

    def index_prefix(self, hex_prefix: str) -> list[str]:
        return [r[0] for r in self._query(sql.SQL("SELECT id FROM {} WHERE replace(id, '-', '') LIKE %s "
                                                  "ORDER BY id").format(self._t("matches")), [hex_prefix + "%"])]

    def event_ids(self) -> set[str]:
        return {str(r[0]) for r in self._query(sql.SQL(
            "SELECT DISTINCT originator_id FROM {} WHERE topic = ANY(%s)").format(self.events),
            [[IMPORTED_TOPIC, RECORDED_TOPIC]])}

    # -- snapshots --------------------------------------------------------------------

    def snapshot_heads(self, match_id: str, engine: str, seq: int, limit: int) -> list[tuple[int, str]]:
        try:
            return self._query(sql.SQL("SELECT seq, head FROM {} WHERE match_id = %s AND engine = %s AND seq <= %s "
                                       "ORDER BY seq DESC LIMIT %s").format(self._t("board_snapshots")),
                               [match_id, engine, seq, limit])
        except self.errors:
            return []

    def snapshot_board(self, match_id: str, seq: int) -> bytes | None:
        try:
            rows = self._query(sql.SQL("SELECT board FROM {} WHERE match_id = %s AND seq = %s").format(
                self._t("board_snapshots")), [match_id, seq])
        except self.errors:
            return None
        return bytes(rows[0][0]) if rows else None

    def snapshot_seqs(self, match_id: str, engine: str) -> set[int]:
        try:
            return {r[0] for r in self._query(sql.SQL("SELECT seq FROM {} WHERE match_id = %s AND engine = %s").format(
                self._t("board_snapshots")), [match_id, engine])}
        except self.errors:
            return set()

    def save_snapshots(self, match_id: str, engine: str, rows: list[tuple[int, str, bytes]],
                       drop: Iterable[int]) -> bool:
        table = self._t("board_snapshots")
        drop = sorted(drop)
        try:
            with self._connection() as conn, conn.transaction(), conn.cursor() as c:
                c.execute("SET LOCAL lock_timeout = '200ms'")  # a busy ledger just gets no snapshots this time
                c.execute(sql.SQL("DELETE FROM {} WHERE match_id = %s AND engine != %s").format(table),
                          [match_id, engine])
                if drop:
                    c.execute(sql.SQL("DELETE FROM {} WHERE match_id = %s AND seq = ANY(%s)").format(table),
                              [match_id, drop])
                upsert = sql.SQL(
                    "INSERT INTO {} (match_id, seq, engine, head, board) VALUES (%s, %s, %s, %s, %s) "
                    "ON CONFLICT (match_id, seq) DO UPDATE SET engine = EXCLUDED.engine, head = EXCLUDED.head, "
                    "board = EXCLUDED.board").format(table)
                for s, h, b in rows:  # one statement a row: no executemany (it pipelines), at most 50 rows
                    c.execute(upsert, [match_id, s, engine, h, b])
            return True
        except self.errors:
            return False

    # -- verdicts ---------------------------------------------------------------------

    def verdict_rows(self, match_id: str | None = None) -> list[tuple]:
        q = sql.SQL("SELECT match_id, engine, clean, violations, checked_at FROM {}").format(self._t("verdicts"))
        if match_id is None:
            return self._query(q + sql.SQL(" ORDER BY checked_at, match_id"))
        return self._query(q + sql.SQL(" WHERE match_id = %s"), [match_id])

    def put_verdict(self, c: Any, row: tuple) -> None:
        stmt = sql.SQL("INSERT INTO {} (match_id, engine, clean, violations, checked_at) VALUES (%s, %s, %s, %s, %s) "
                       "ON CONFLICT (match_id) DO UPDATE SET engine = EXCLUDED.engine, clean = EXCLUDED.clean, "
                       "violations = EXCLUDED.violations, checked_at = EXCLUDED.checked_at").format(self._t("verdicts"))
        if c is not None:
            c.execute(stmt, row)
            return
        self._ensure_created()
        with self._connection() as conn, conn.transaction(), conn.cursor() as cur:
            cur.execute(stmt, row)

    def stale_ids(self, engines: dict[str, str]) -> list[str]:
        where, params = stale_filter(engines, "%s")
        return [r[0] for r in self._query(sql.SQL(
            "SELECT m.id FROM {} m LEFT JOIN {} v ON v.match_id = m.id WHERE " + where + " ORDER BY m.n").format(
            self._t("matches"), self._t("verdicts")), params)]

    def can_claim(self) -> bool:
        if self.absent and self._still_absent():
            return False
        # the claim's FOR UPDATE needs UPDATE on the index; storing a verdict, INSERT and UPDATE on verdicts
        return bool(self._query(
            "SELECT has_table_privilege(%s, 'UPDATE') AND has_table_privilege(%s, 'INSERT') "
            "AND has_table_privilege(%s, 'UPDATE')",
            [f'"{self.schema}"."matches"', f'"{self.schema}"."verdicts"', f'"{self.schema}"."verdicts"'])[0][0])

    @contextmanager
    def claim_verdict(self, engines: dict[str, str], skip: list[str]) -> Iterator[tuple[Any, str, str] | None]:
        where, params = stale_filter(engines, "%s")
        where += " AND m.id <> ALL(%s)"
        query = sql.SQL("SELECT m.id, m.game FROM {} m LEFT JOIN {} v ON v.match_id = m.id WHERE " + where
                        + " ORDER BY m.n LIMIT 1 FOR UPDATE OF m SKIP LOCKED").format(
            self._t("matches"), self._t("verdicts"))
        # The claim's snapshot is taken when its statement starts: a worker that committed this match's
        # verdict just after that, and so released its lock, is not seen. A second statement (a new snapshot
        # under READ COMMITTED) checks the verdict again once the row is ours, and passes over a match
        # verified meanwhile.
        self._ensure_created()
        recheck = sql.SQL("SELECT 1 FROM {} WHERE match_id = %s AND engine = %s").format(self._t("verdicts"))
        passed = list(skip)
        with self._connection() as conn, conn.transaction(), conn.cursor(row_factory=tuple_row) as c:
            while True:
                c.execute(query, [*params, passed])
                row = c.fetchone()
                if row is None:
                    yield None
                    return
                c.execute(recheck, [row[0], engines[row[1]]])
                if c.fetchone() is None:
                    yield (c, row[0], row[1])
                    return
                passed.append(row[0])

    def drop_snapshots(self, match_id: str | None) -> int:
        if self.absent and self._still_absent():
            return 0
        table = self._t("board_snapshots")
        with self._connection() as conn, conn.transaction(), conn.cursor() as c:
            if match_id is None:
                c.execute(sql.SQL("DELETE FROM {}").format(table))
            else:
                c.execute(sql.SQL("DELETE FROM {} WHERE match_id = %s").format(table), [match_id])
            return c.rowcount


def _login() -> str:
    import getpass

    return getpass.getuser()
