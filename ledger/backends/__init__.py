"""Where a ledger keeps its rows: one small class per database.

:class:`~ledger.store.Ledger` does everything that is the same on every
database (preparing rows, the hash chain, the audit, resolving ids) and asks
a :class:`Backend` for the rest: the SQL that differs between SQLite and
PostgreSQL. A backend owns

- the eventsourcing settings (``app_env``: persistence module, recorder),
- the schema next to the library's events table: the ``matches`` index,
  the triggers (or rules) that make stored events immutable, and the
  ``board_snapshots`` table of derived boards (:meth:`Backend.open`),
- one write transaction for a whole import (:meth:`Backend.write`) with the
  duplicate query, the batch insert of stored-event rows and of index rows,
- the index reads (list, whole id, prefix), the list of matches that have
  events (for the audit), the snapshot rows, and the ``verdicts`` rows (one
  stored verification result a match, derived data like the snapshots) with
  a way to claim the next match to verify (:meth:`Backend.claim_verdict`).

``select_backend(target)`` picks one from what the user typed: a
``postgresql://`` URL is PostgreSQL, anything else a SQLite path.
"""

from __future__ import annotations

import os
import re
import uuid
from abc import ABC, abstractmethod
from contextlib import AbstractContextManager
from typing import Any, Iterable

#: The message a database gives when something tries to change a stored event.
IMMUTABLE_MESSAGE = "matchledger: stored events are immutable"

#: The columns of the ``matches`` index, in order.
INDEX_COLUMNS = ("id", "game", "players", "events", "label", "imported_at", "digest")


class Backend(ABC):
    """The database-specific part of a ledger (see the module docstring)."""

    #: What messages call the ledger (a path, or ``postgresql://user@host/db`` without a password).
    name: str
    #: Whether board snapshots can be stored (a read-only or extra-less store has none).
    keeps_snapshots: bool = True
    #: Whether :meth:`health` runs the database's own integrity check (SQLite's ``PRAGMA integrity_check``);
    #: else it checks the guards alone (the audit says only what was checked).
    own_check: bool = True
    #: Whether opening a database that holds no ledger yet creates its tables (``Ledger(..., create=False)``:
    #: a read command's, which creates nothing; then :attr:`absent` says so).
    creates: bool = True
    #: Whether the database holds no ledger yet (PostgreSQL: none of matchledger's tables in the schema).
    #: Opened so (not :attr:`creates`), it runs no DDL: reads find nothing, the first write creates the
    #: tables, and a read command says "no ledger at ..." as it does for a missing SQLite file.
    absent: bool = False

    @abstractmethod
    def app_env(self) -> dict[str, str]:
        """Settings for the eventsourcing application, without the ``MATCHLEDGER_`` prefix."""

    @abstractmethod
    def open(self, app: Any) -> None:
        """Connect and create the index, the immutability guards and the snapshot table (idempotent)."""

    @abstractmethod
    def close(self) -> None:
        """Close what :meth:`open` opened (the application closes its own recorder)."""

    #: Database errors that become a :class:`~ledger.errors.StoreError`.
    errors: tuple[type[BaseException], ...] = ()

    @abstractmethod
    def is_duplicate_key(self, exc: BaseException) -> bool:
        """Whether ``exc`` is a primary-key violation (a match stored meanwhile by another program)."""

    @abstractmethod
    def reason(self, exc: BaseException) -> str:
        """One readable sentence for a database error."""

    def denied(self, exc: BaseException) -> bool:
        """Whether ``exc`` is the server refusing the account a privilege (running it again cannot help)."""
        return False

    def busy(self, exc: BaseException) -> bool:
        """Whether ``exc`` is another writer holding the ledger past the wait: :meth:`reason` already says "try
        again", so a caller adds no advice of its own."""
        return False

    def unavailable(self, exc: BaseException) -> bool:
        """Whether ``exc`` says the ledger cannot be reached now (locked by another program, a read-only
        medium), nothing about its contents: ``audit`` says it as unusable input, not as a finding."""
        return False

    def renew_connections(self) -> bool:
        """Replace the connections the server closed (a restart, a failover, a terminated backend) with new ones, so
        the next statement runs on a live connection; whether this database has such connections to renew (a SQLite
        file has none: False)."""
        return False

    # -- writing: one transaction -------------------------------------------------

    @abstractmethod
    def write(self) -> AbstractContextManager[Any]:
        """One write transaction (a cursor); committed on success, rolled back on any error."""

    @abstractmethod
    def stored_ids(self, c: Any, hex_ids: list[str]) -> set[str]:
        """Which of these match ids (32 hex digits) already have stored events: one query."""

    @abstractmethod
    def insert_events(self, c: Any, rows: Iterable[tuple[str, int, str, bytes]]) -> None:
        """Insert ``(originator_id hex, version, topic, state)`` rows in one batch."""

    @abstractmethod
    def insert_index(self, c: Any, rows: Iterable[tuple]) -> None:
        """Insert ``matches`` index rows (:data:`INDEX_COLUMNS`) in one batch."""

    # -- reading a match's events ----------------------------------------------------

    def event_rows(self, recorder: Any, match_uuid: Any) -> list[tuple[int, str, bytes]]:
        """``(version, topic, state)`` of every stored event of one match, in version order.

        ``topic`` may be None where it is ``Match.EventRecorded``'s (a backend may let the database
        compare it rather than make a string a row). Through the library's recorder here (a
        ``StoredEvent`` a row); a backend may read them as plain tuples with one query.
        """
        return [(r.originator_version, r.topic, r.state) for r in recorder.select_events(match_uuid)]

    def indexed_event_rows(self, recorder: Any, match_id: str) -> list[tuple[int, str, bytes]]:
        """:meth:`event_rows` of the match ``match_id`` (a whole id, with dashes) if the index has it, else ``[]``.

        What ``Ledger.load`` asks when given a whole id: a backend may answer with one query.
        """
        return self.event_rows(recorder, uuid.UUID(match_id)) if self.index_has(match_id) else []

    def intact_states(self, recorder: Any, match_id: str) -> list[bytes] | None:
        """The stored states of match ``match_id`` (a whole id, with dashes) in version order, if they look whole.

        Whole: the index has the match, its versions are 1..n+1, the first
        row is under ``Match.Imported``'s topic and every other under
        ``Match.EventRecorded``'s. Else None, and the caller reads the rows
        to let the audit say what is wrong. What ``Ledger.load`` asks first.
        Here from :meth:`indexed_event_rows` (:func:`ledger.audit.in_order`);
        a backend may ask its database for the states alone.
        """
        from ..audit import in_order

        return in_order(self.indexed_event_rows(recorder, match_id))

    # -- the matches index ----------------------------------------------------------

    @abstractmethod
    def index_rows(self) -> list[tuple]:
        """Every index row (:data:`INDEX_COLUMNS`), in import order."""

    @abstractmethod
    def index_has(self, match_id: str) -> bool:
        """Whether the index has the match ``match_id`` (with dashes)."""

    @abstractmethod
    def index_prefix(self, hex_prefix: str) -> list[str]:
        """Ids (with dashes, sorted) whose 32 hex digits start with ``hex_prefix``."""

    @abstractmethod
    def event_ids(self) -> set[str]:
        """Ids (with dashes) of the matches that have stored match events."""

    # -- board snapshots: derived rows, never events --------------------------------

    @abstractmethod
    def snapshot_heads(self, match_id: str, engine: str, seq: int, limit: int) -> list[tuple[int, str]]:
        """``(seq, head)`` of the match's snapshots of ``engine`` at or before ``seq``, latest first."""

    @abstractmethod
    def snapshot_board(self, match_id: str, seq: int) -> bytes | None:
        """The stored board of the match's snapshot at ``seq``, if there is one."""

    @abstractmethod
    def snapshot_seqs(self, match_id: str, engine: str) -> set[int]:
        """Positions of the match's snapshots of ``engine``."""

    @abstractmethod
    def save_snapshots(self, match_id: str, engine: str, rows: list[tuple[int, str, bytes]],
                       drop: Iterable[int]) -> bool:
        """Store ``(seq, head, board)`` rows, drop other engines' rows and those at ``drop``; best effort."""

    @abstractmethod
    def drop_snapshots(self, match_id: str | None) -> int:
        """Delete the snapshots of one match (or all); returns how many."""

    # -- the audit (not abstract: a backend without them just reports nothing more) -------

    #: Guards (triggers) an existing ledger was found without when opened: dropped outside matchledger.
    #: They are not silently re-created: the audit reports them, reads and imports refuse the ledger,
    #: and :meth:`restore_guards` (``audit --restore-guards``) puts them back.
    missing_guards: list[str] = []

    def restore_guards(self) -> list[str]:
        """Re-create the missing guards; returns their names."""
        return []

    def health(self) -> list[str]:
        """Problems the database itself finds (SQLite: ``PRAGMA integrity_check``), and missing guards."""
        return []

    def snapshot_list(self, match_id: str) -> list[tuple[int, str, str]]:
        """``(seq, engine, head)`` of every stored snapshot of the match, by seq."""
        return []


    # -- verdicts: derived rows, one a match --------------------------------------

    @abstractmethod
    def verdict_rows(self, match_id: str | None = None) -> list[tuple]:
        """``(match_id, engine, clean, violations JSON, checked_at)`` rows (of one match, or all)."""

    @abstractmethod
    def put_verdict(self, c: Any, row: tuple) -> None:
        """Store (or replace) one verdict row; ``c`` is a claim's cursor, or None for a transaction of its own."""

    @abstractmethod
    def stale_ids(self, engines: dict[str, str]) -> list[str]:
        """Ids, in import order, of the matches of these games whose verdict is missing or of another engine."""

    def can_claim(self) -> bool:
        """Whether this user may claim matches and store verdicts (PostgreSQL: a user with read-only grants may
        not; then ``verify --all`` verifies every match and keeps no verdict, as under another program's write)."""
        return True

    @abstractmethod
    def claim_verdict(self, engines: dict[str, str],
                      skip: list[str]) -> AbstractContextManager[tuple[Any, str, str] | None]:
        """A transaction holding the next stale match not in ``skip``: ``(cursor, match_id, game)``, or None.

        Other claimers skip a held match (PostgreSQL: ``FOR UPDATE SKIP
        LOCKED``; SQLite: one writer at a time). Committed on a clean exit.
        """


def stale_filter(engines: dict[str, str], mark: str) -> tuple[str, list[str]]:
    """SQL (over ``m`` the index and ``v`` the verdicts) choosing stale matches of these games, and its params."""
    if not engines:
        return "1 = 0", []
    games = sorted(engines)
    case = " ".join(f"WHEN {mark} THEN {mark}" for _ in games)
    params = [x for g in games for x in (g, engines[g])]
    ins = ", ".join([mark] * len(games))
    return (f"m.game IN ({ins}) AND (v.match_id IS NULL OR v.engine <> CASE m.game {case} END)",
            [*games, *params])


#: The SQLite triggers that refuse UPDATE and DELETE on stored events (a ledger's guards).
SQLITE_GUARDS = ("stored_events_no_update", "stored_events_no_delete")


def is_postgres_url(target: str) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than a SQLite file."""
    return str(target).startswith(("postgresql://", "postgres://"))


_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*)://")


def other_scheme(target: str) -> str | None:
    """The scheme of a URL that names no ledger matchledger reads (``mysql://...``), else None."""
    m = _SCHEME.match(str(target))
    return m.group(1) if m and not is_postgres_url(target) else None


def masked(url: str) -> str:
    """A URL, even one urlsplit cannot read, without what may be its password (``user:***@``), for messages."""
    return re.sub(r"^([^:/@]+://[^:/@]*):[^@]*@", r"\1:***@", url)


def check_scheme(target: str) -> None:
    """Refuse a URL of a database matchledger does not read (rather than take it for a file path)."""
    scheme = other_scheme(target)
    if scheme is not None:
        from ..errors import LedgerUnavailable
        from ..messages import N_, Reason

        # Nothing about a ledger's contents (like a server that cannot be reached): unusable input.
        raise LedgerUnavailable(Reason(N_("cannot open the ledger {ledger}: {scheme}:// is not a database matchledger "
                                   "reads (give a postgresql:// URL or a file path)"),
                                ledger=masked(str(target)),
                                scheme=scheme))


#: The persistences matchledger knows (``$MATCHLEDGER_PERSISTENCE``).
_PERSISTENCE = ("sqlite", "postgres")

#: The ledger a command uses when none is named (no --db, no $MATCHLEDGER_DB): the one ``$MATCHLEDGER_PERSISTENCE``
#: may move to PostgreSQL.
DEFAULT_DB = "matchledger.db"


def env_persistence() -> str:
    """``$MATCHLEDGER_PERSISTENCE`` as said (a stray space or capitals do not matter), "" when unset."""
    return os.environ.get("MATCHLEDGER_PERSISTENCE", "").strip().lower()


def persistence_for(path: str) -> str:
    """The persistence of the ledger ``path`` names: a ``postgresql://`` URL is PostgreSQL; a path is SQLite
    (docs/postgresql.md: "A path stays SQLite"), whatever the environment says, except the default ledger
    (no ledger named): it follows ``$MATCHLEDGER_PERSISTENCE``. An unknown value is given back, to be refused
    (a typo is said whatever the ledger; round 38)."""
    if is_postgres_url(path):
        return "postgres"
    said = env_persistence()
    if said and said not in _PERSISTENCE:
        return said
    return "postgres" if said == "postgres" and path == DEFAULT_DB else "sqlite"
