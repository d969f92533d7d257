"""Fixtures for a real PostgreSQL server: a throwaway cluster the tests start and remove.

``pg_server`` (session scope) runs Debian's ``initdb`` and ``pg_ctl`` (from
``/usr/lib/postgresql/*/bin``, or ``PATH``) on a cluster in a temporary
folder, listening on a Unix socket in that folder only (no TCP port, so it
cannot clash with another server or be reached from elsewhere), with trust
authentication and ``fsync=off`` (a test cluster holds nothing worth
keeping). It is stopped and the folder removed at the end of the session.
Run as root, the server runs as the ``postgres`` user (``initdb`` refuses
root). Where PostgreSQL is missing, ``conftest.require`` skips the test on a
developer's machine and fails it under CI.

``pg_url`` gives each test a fresh empty schema (``?schema=`` of one
database made once per session; ``CREATE DATABASE`` per test would cost a
second each) as a ``postgresql://`` URL, which ``Ledger(url)`` and ``--db``
accept; the schema is dropped afterwards.

``ledger_db`` is the one parametrised fixture the store's tests run on: a
:class:`LedgerDB` for SQLite and one for PostgreSQL (like eventsourcing's
one abstract test case run per backend). It gives the ledger target (a file
path or a URL) and the raw database access a test needs to play someone
editing the database behind matchledger's back, in each backend's SQL.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path
from urllib.parse import quote

import pytest

from conftest import require


def _bin(name: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), key=lambda p: int(p.split("/")[4]))
    return found[-1] if found else shutil.which(name)


class PgServer:
    """A running throwaway cluster: its socket folder, superuser and a way to make databases."""

    def __init__(self, folder: Path, user: str, run_as: list[str]):
        self.folder = folder
        self.socket_dir = str(folder / "socket")
        self.user = user
        self.run_as = run_as

    def url(self, dbname: str) -> str:
        return f"postgresql://{self.user}@/{dbname}?host={quote(self.socket_dir, safe='')}"

    def connect(self, dbname: str = "postgres"):
        import psycopg

        return psycopg.connect(host=self.socket_dir, dbname=dbname, user=self.user, autocommit=True,
                               connect_timeout=10)

    def create_schema(self, dbname: str) -> str:
        name = f"t_{uuid.uuid4().hex[:16]}"
        with self.connect(dbname) as conn:
            conn.execute(f'CREATE SCHEMA "{name}"')
        return name

    def drop_schema(self, dbname: str, name: str) -> None:
        with self.connect(dbname) as conn:
            conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                         "WHERE datname = %s AND pid <> pg_backend_pid() AND state = 'idle in transaction'", [dbname])
            conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')

    def create_database(self) -> str:
        name = f"t_{uuid.uuid4().hex[:16]}"
        with self.connect() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return name

    def drop_database(self, name: str) -> None:
        with self.connect() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _start() -> tuple[PgServer | None, str]:
    initdb, pg_ctl = _bin("initdb"), _bin("pg_ctl")
    if not initdb or not pg_ctl:
        return None, "PostgreSQL is not installed (initdb / pg_ctl not found; apt-get install postgresql)"
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return None, "psycopg is not installed (pip install 'eventsourcing[postgres]')"
    folder = Path(tempfile.mkdtemp(prefix="matchledger-pg-"))
    run_as: list[str] = []
    user = "postgres"
    if os.geteuid() == 0:  # initdb refuses to run as root: run the cluster as the postgres user
        runuser = shutil.which("runuser")
        if runuser is None:
            return None, "running as root and runuser is missing: cannot start PostgreSQL as the postgres user"
        run_as = [runuser, "-u", "postgres", "--"]
        shutil.chown(folder, "postgres")
    else:
        import getpass

        user = getpass.getuser()
    data, socket_dir, log = folder / "data", folder / "socket", folder / "server.log"
    socket_dir.mkdir()
    if run_as:
        shutil.chown(socket_dir, "postgres")
    server = PgServer(folder, user, run_as)

    def run(*cmd: str, timeout: float = 120) -> subprocess.CompletedProcess:
        return subprocess.run([*run_as, *cmd], capture_output=True, text=True, timeout=timeout)

    done = run(initdb, "-D", str(data), "-U", user, "-A", "trust", "-E", "UTF8", "--no-sync")
    if done.returncode:
        shutil.rmtree(folder, ignore_errors=True)
        return None, f"initdb failed: {done.stderr.strip()[-300:]}"
    opts = f"-c listen_addresses='' -k {socket_dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    done = run(pg_ctl, "-D", str(data), "-l", str(log), "-o", opts, "-w", "-t", "60", "start")
    if done.returncode:
        text = log.read_text(errors="replace")[-300:] if log.exists() else done.stderr
        shutil.rmtree(folder, ignore_errors=True)
        return None, f"pg_ctl could not start PostgreSQL: {text.strip()}"
    return server, ""


def _stop(server: PgServer) -> None:
    pg_ctl = _bin("pg_ctl")
    subprocess.run([*server.run_as, pg_ctl, "-D", str(server.folder / "data"), "-m", "immediate", "-w", "stop"],
                   capture_output=True, timeout=60)
    shutil.rmtree(server.folder, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_server():
    """A throwaway PostgreSQL cluster for the whole session (skipped, or failed under CI, if missing)."""
    server, why = _start()
    require(server is not None, why)
    try:
        yield server
    finally:
        _stop(server)


@pytest.fixture(scope="session")
def pg_database(pg_server) -> str:
    """One database for the session's tests (each test gets its own schema in it)."""
    return pg_server.create_database()


@pytest.fixture
def pg_url(pg_server, pg_database):
    """A fresh empty schema on the session's cluster, as a ``postgresql://...?schema=`` URL; dropped afterwards."""
    schema = pg_server.create_schema(pg_database)
    try:
        yield f"{pg_server.url(pg_database)}&schema={schema}"
    finally:
        pg_server.drop_schema(pg_database, schema)


# --- one store test, both backends ---------------------------------------------------------


def schema_of(url: str) -> str:
    """The ``?schema=`` of a ``pg_url``."""
    from urllib.parse import parse_qs, urlsplit

    return parse_qs(urlsplit(url).query)["schema"][0]


def sql(pg_server, pg_database, query: str, *params):
    """Run ``query`` on the test database behind matchledger's back; its rows, or None."""
    with pg_server.connect(pg_database) as conn:
        cur = conn.execute(query, params or None)
        return cur.fetchall() if cur.description else None


def role_url(pg_server, pg_database, url: str, prefix: str, *grants: str) -> str:
    """``url`` as a new login role ``<prefix>_<schema>`` to which each of ``grants`` (SQL with ``{schema}``,
    quoted, and ``{role}``) was given: a ledger seen by another user."""
    s = schema_of(url)
    role = f"{prefix}_{s[2:12]}"
    sql(pg_server, pg_database, f'CREATE ROLE "{role}" LOGIN')
    for grant in grants:
        sql(pg_server, pg_database, grant.format(schema=f'"{s}"', role=f'"{role}"'))
    return url.replace(f"//{pg_server.user}@", f"//{role}@", 1)


def tables(pg_server, pg_database, schema: str) -> list[str]:
    """The tables of ``schema``, by name."""
    return [r[0] for r in sql(pg_server, pg_database, "SELECT tablename FROM pg_tables WHERE schemaname = %s "
                                                       "ORDER BY 1", schema)]


class LedgerDB:
    """A ledger's database as a test sees it: its target, and raw SQL behind matchledger's back.

    SQL given to :meth:`execute` uses ``?`` placeholders and ``{events}`` for
    the events table; both are translated for the backend.
    """

    kind = ""
    events = ""
    #: The exception a raw statement refused by the database raises.
    error: type[BaseException] = Exception

    target: str

    def execute(self, query: str, *params) -> list[tuple]:
        raise NotImplementedError

    def unguard(self) -> None:
        """Drop the immutability triggers (what someone editing the database would do first)."""
        raise NotImplementedError

    def tamper(self, query: str, *params) -> None:
        self.unguard()
        self.execute(query, *params)

    def count(self, table: str) -> int:
        return self.execute(f"SELECT COUNT(*) FROM {table}")[0][0]

    def id_param(self, match_id: str) -> str:
        return uuid.UUID(match_id).hex

    def state_bytes(self, match_id: str, version: int) -> bytes:
        (row,) = self.execute("SELECT state FROM {events} WHERE originator_id = ? AND originator_version = ?",
                              self.id_param(match_id), version)
        return bytes(row[0])

    def state(self, match_id: str, version: int) -> dict:
        import msgspec

        return msgspec.json.decode(self.state_bytes(match_id, version))

    def set_state(self, match_id: str, version: int, state: bytes) -> None:
        self.tamper("UPDATE {events} SET state = ? WHERE originator_id = ? AND originator_version = ?",
                    state, self.id_param(match_id), version)

    def fail_inserts(self, when: str, message: str) -> None:
        """Make the database refuse inserting an event row where ``when`` (SQL over NEW) holds."""
        raise NotImplementedError

    def allow_inserts(self) -> None:
        raise NotImplementedError

    def hold_write_lock(self):
        """A context in which another program holds the ledger's write lock."""
        raise NotImplementedError


class SQLiteDB(LedgerDB):
    kind = "sqlite"
    events = "stored_events"

    def __init__(self, path: Path):
        import sqlite3

        self.target = str(path)
        self.error = sqlite3.DatabaseError

    def _conn(self):
        import sqlite3

        return sqlite3.connect(self.target, isolation_level=None)

    def execute(self, query: str, *params) -> list[tuple]:
        conn = self._conn()
        try:
            return conn.execute(query.replace("{events}", self.events), params).fetchall()
        finally:
            conn.close()

    def unguard(self) -> None:
        self.execute("DROP TRIGGER IF EXISTS stored_events_no_update")
        self.execute("DROP TRIGGER IF EXISTS stored_events_no_delete")

    def fail_inserts(self, when: str, message: str) -> None:
        self.execute(f"CREATE TRIGGER fail_insert BEFORE INSERT ON stored_events WHEN {when} "
                     f"BEGIN SELECT RAISE(ABORT, '{message}'); END")

    def allow_inserts(self) -> None:
        self.execute("DROP TRIGGER fail_insert")

    def hold_write_lock(self):
        import contextlib

        @contextlib.contextmanager
        def held():
            conn = self._conn()
            conn.execute("BEGIN IMMEDIATE")  # another program is writing
            try:
                yield {"SQLITE_LOCK_TIMEOUT": "1"}
            finally:
                conn.execute("ROLLBACK")
                conn.close()

        return held()


class PostgresDB(LedgerDB):
    kind = "postgres"
    events = "matchledger_events"

    def __init__(self, server: PgServer, dbname: str, schema: str, url: str):
        import psycopg

        self.server, self.dbname, self.schema, self.target = server, dbname, schema, url
        self.error = psycopg.Error

    def _conn(self):
        conn = self.server.connect(self.dbname)
        conn.execute(f'SET search_path TO "{self.schema}"')
        return conn

    def execute(self, query: str, *params) -> list[tuple]:
        with self._conn() as conn:
            cur = conn.execute(query.replace("{events}", self.events).replace("?", "%s"), params)
            return cur.fetchall() if cur.description else []

    def id_param(self, match_id: str) -> str:
        return match_id

    def unguard(self) -> None:
        self.execute("DROP TRIGGER IF EXISTS matchledger_events_no_change ON matchledger_events")
        self.execute("DROP TRIGGER IF EXISTS matchledger_events_no_truncate ON matchledger_events")

    def fail_inserts(self, when: str, message: str) -> None:
        self.execute(f"CREATE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS "
                     f"$$BEGIN RAISE EXCEPTION '{message}'; END$$")
        self.execute(f"CREATE TRIGGER fail_insert BEFORE INSERT ON matchledger_events FOR EACH ROW "
                     f"WHEN ({when}) EXECUTE FUNCTION fail_insert()")

    def allow_inserts(self) -> None:
        self.execute("DROP TRIGGER fail_insert ON matchledger_events")
        self.execute("DROP FUNCTION fail_insert()")

    def hold_write_lock(self):
        import contextlib

        @contextlib.contextmanager
        def held():
            conn = self._conn()
            try:
                conn.execute("BEGIN")
                conn.execute("LOCK TABLE matchledger_events IN EXCLUSIVE MODE")  # another station is importing
                yield {"POSTGRES_LOCK_TIMEOUT": "1"}
            finally:
                conn.execute("ROLLBACK")
                conn.close()

        return held()


@pytest.fixture(params=["sqlite", "postgres"])
def ledger_db(request, tmp_path) -> LedgerDB:
    """The store's tests run once per backend: a fresh SQLite file, then a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield SQLiteDB(tmp_path / "ledger.db")
        return
    server = request.getfixturevalue("pg_server")
    dbname = request.getfixturevalue("pg_database")
    url = request.getfixturevalue("pg_url")
    schema = url.rsplit("schema=", 1)[1]
    yield PostgresDB(server, dbname, schema, url)
