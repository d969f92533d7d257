"""The event store: opening a ledger, importing matches, reading them back.

``Ledger(target)`` opens (or creates) a ledger: a SQLite file path (or
``:memory:``), or a ``postgresql://user@host/dbname`` URL
(:mod:`ledger.backends.postgres`). ``import_log`` stores a match and ``import_logs`` a batch of
them in one transaction; ``list_matches``/``resolve``/``load`` read them
back; ``check_integrity`` audits the stored events against their hash chain
(:mod:`ledger.audit`). Only :mod:`ledger.errors` classes escape, and their
messages name the ledger.

The public API, for the CLI and for code built on the store:

- writing: :meth:`Ledger.import_log`, :meth:`Ledger.import_logs`
  (all or nothing; duplicates reported, never stored twice);
- reading: :meth:`Ledger.list_matches`, :meth:`Ledger.resolve`,
  :meth:`Ledger.load`, :meth:`Ledger.read_header` (a match's checked
  ``Match.Imported`` event), :meth:`Ledger.read_events` (the lines and chain
  hashes of events ``after+1..upto``, each link checked from a known hash),
  :meth:`Ledger.fingerprint` (a digest of a match's stored rows, nothing
  decoded) and :meth:`Ledger.check_guards`;
- auditing: :meth:`Ledger.check_integrity`;
- verdicts (derived rows, one a match): :meth:`Ledger.store_verdict`,
  :meth:`Ledger.verdict`, :meth:`Ledger.verdicts`,
  :meth:`Ledger.verdicts_needed` (missing, or of another engine version)
  and :meth:`Ledger.claim_verdict`, which lets several workers share a
  round (PostgreSQL: ``FOR UPDATE SKIP LOCKED``; SQLite: one writer at a
  time). The ledger stores what a verifier found; it never verifies;
- copying: :meth:`Ledger.copy_into` (every match, byte for byte, into
  another ledger, e.g. SQLite to PostgreSQL; digests and chains checked);
- derived rows: board snapshots (``snapshot_heads``, ``snapshot_board``,
  ``snapshot_seqs``, ``save_snapshots``, ``drop_snapshots``). The ledger
  only stores them: folding a board and deciding what to snapshot is the
  projections' side (:mod:`projections.seek`); the ledger never imports an
  engine.

How a match is stored is in :mod:`ledger.domain` (the aggregate, its events'
bytes, the hash chain); what differs between databases (schema, triggers,
the batch insert, the snapshot table) is in :mod:`ledger.backends`. The
matches index is :mod:`ledger.index`.

One eventsourcing ``Application`` (:class:`MatchLedger`) holds the events,
configured through its ``env`` argument with keys prefixed ``MATCHLEDGER_``
so stray library variables cannot redirect it. :class:`MsgspecTranscoder`
stores event state as plain JSON with msgspec. ``import_logs`` writes per
chunk of about 20,000 events: one query for the duplicates, one batch of
stored-event rows and one of index rows, all inside the batch's single
transaction.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import os
import re
import uuid
from contextlib import ExitStack, contextmanager
from datetime import datetime, timezone
from typing import Any, Iterable, Iterator

import msgspec
from eventsourcing.application import Application
from eventsourcing.domain import EventSourcingError
from eventsourcing.persistence import StoredEvent, Transcoder

from . import index
from .audit import audit_match, in_order, intact_match, recorded_decoder, whole_header
from .backends import Backend, check_scheme
from .chain import checked_lines
from .domain import (
    ImportResult, Match, MatchSummary, MsgspecTranscoder, Prepared, Verdict, chain_hash, prepare,
)
from .errors import (DuplicateMatchError, HeadMismatch, IntegrityError, LedgerUnavailable, LogError, MatchledgerError,
                     StoreError)
from .fingerprint import digest_of, fingerprint as sqlite_fingerprint, hash_rows
from .ingest import Encoded
from .limits import SQLITE_LOCK_WAIT
from .log import MatchLog, parse_lines, parse_log, restore_left_out
from .messages import N_, Reason

#: what the ledger was doing when its database failed (``_reading(...)``), for the catalogs
_DOING = (N_("store the verdict"), N_("read the verdicts"), N_("list the matches"), N_("look up the match"),
          N_("drop the snapshots"))

__all__ = ["Ledger", "first_chunk", "is_whole_id", "MatchSummary", "ImportResult", "Match", "MatchLedger", "chain_hash",
           "default_db_path", "HeadMismatch", "Verdict", "VerdictClaim"]

# (light, in ledger.backends: read by every command's --db before the library is imported)
from .backends import _PERSISTENCE, DEFAULT_DB, persistence_for  # noqa: E402,F401


#: What the log of a recording is read under, after the ledger's name: ``<ledger>#live-<recording id>``.
LIVE_MARK = "#live-"

#: A whole match id as the ledger writes it (what ``resolve`` gives): ``load`` then skips the lookup.
_WHOLE_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def is_whole_id(ref: str) -> bool:
    """Whether ``ref`` is a whole match id as the ledger writes it (``resolve`` would give it back unchanged
    if the ledger has it): such a ref can go straight to :meth:`Ledger.load`."""
    return _WHOLE_ID.fullmatch(ref) is not None

#: Matches and events per write of ``import_logs`` (all in one transaction).
_CHUNK_MATCHES = 500
_CHUNK_EVENTS = 20_000


def first_chunk(logs: Iterator[MatchLog | Encoded], events: int | None = None) -> list[MatchLog | Encoded]:
    """The first logs of a batch, as many as :meth:`Ledger.import_logs` writes in its first chunk (of
    ``events`` events, if given: what ``chunk_events`` says to it).

    What a caller reads before opening the ledger: a bad log among them then leaves no new ledger behind.
    """
    head: list[MatchLog | Encoded] = []
    size = 0
    limit = events or _CHUNK_EVENTS
    for log in logs:
        head.append(log)
        size += (log.size if isinstance(log, Encoded) else len(log.events)) + 1
        if size >= limit or len(head) >= _CHUNK_MATCHES:
            break
    return head


def default_db_path() -> str:
    """The ledger to use when none is given: ``$MATCHLEDGER_DB`` or ``matchledger.db``."""
    return os.environ.get("MATCHLEDGER_DB", DEFAULT_DB)


class MatchLedger(Application):
    """The eventsourcing application behind a :class:`Ledger` (env keys: ``MATCHLEDGER_*``)."""

    def construct_transcoder(self) -> Transcoder:
        return MsgspecTranscoder()


def _backend(target: str, persistence: str, env: dict[str, str], create: bool = True) -> Backend:
    check_scheme(target)  # mysql://...: not taken for a file path
    if persistence == "postgres":
        try:
            from .backends.postgres import PostgresBackend
        except ImportError as exc:
            raise StoreError(Reason(N_("cannot open the ledger {ledger}: PostgreSQL needs psycopg "
                                       "(pip install 'eventsourcing[postgres]'): {error}"), ledger=target,
                                    error=str(exc))) from None
        return PostgresBackend(target, env)
    from .backends.sqlite import SQLiteBackend

    return SQLiteBackend(target, creates=create)


class Ledger:
    """A ledger of imported matches.

    ``Ledger(path)`` opens or creates the SQLite file ``path``, or the
    PostgreSQL ledger of a ``postgresql://`` URL (``persistence`` defaults
    to ``"postgres"`` for a URL, ``$MATCHLEDGER_PERSISTENCE`` for the default
    ``matchledger.db``, else ``"sqlite"``; ``"postgres"`` without a URL reads the library's
    ``POSTGRES_*`` variables); ``env`` holds library settings (``SQLITE_LOCK_TIMEOUT``...)
    without the ``MATCHLEDGER_`` prefix. Raises :class:`StoreError` if the
    target is not a usable ledger.
    """

    def __init__(self, path: str | os.PathLike = "matchledger.db", *, persistence: str | None = None,
                 env: dict[str, str] | None = None, create: bool = True):
        self.path = os.fspath(path)
        self.name = self.path
        self._closed = False
        # a path given (--db local.db, copy A.db B.db) stays SQLite under MATCHLEDGER_PERSISTENCE=postgres; only the
        # default ledger follows it (round 38: an explicit path was replaced by the POSTGRES_* ledger)
        self.persistence = (persistence or persistence_for(self.path)).strip().lower()
        if self.persistence not in _PERSISTENCE:
            raise StoreError(Reason(N_("unknown persistence {persistence!r} (use one of: {known})"),
                                    persistence=self.persistence, known=", ".join(_PERSISTENCE)))
        self.backend = _backend(self.path, self.persistence, env or {}, create)
        self.backend.creates = create  # False (a read command): a database without a ledger gets no tables
        self.name = self.backend.name
        app_env = {f"MATCHLEDGER_{k}": v for k, v in (env or {}).items()}
        app_env.update({f"MATCHLEDGER_{k}": v for k, v in self.backend.app_env().items()})
        app_env["MATCHLEDGER_IS_SNAPSHOTTING_ENABLED"] = "n"
        if self.persistence == "sqlite" and not ({"MATCHLEDGER_SQLITE_LOCK_TIMEOUT"} & (set(app_env) | set(os.environ))):
            # Several imports at once take turns: each waits up to this long for the others, then says so.
            app_env["MATCHLEDGER_SQLITE_LOCK_TIMEOUT"] = str(SQLITE_LOCK_WAIT)
        try:
            self.app = MatchLedger(env=app_env)
            self.backend.open(self.app)
        except MatchledgerError:
            self.close()
            raise
        except (*self.backend.errors, OSError) as exc:
            self.close()
            # Locked by another program (or the like): the ledger cannot be reached now, nothing about its contents.
            kind = LedgerUnavailable if self.backend.unavailable(exc) else StoreError
            raise kind(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=self.name,
                              error=self.backend.reason(exc))) from None
        except (EventSourcingError, ImportError) as exc:  # bad settings, missing driver
            self.close()
            raise StoreError(Reason(N_("cannot open the ledger {ledger}: {error}"), ledger=self.name, error=str(exc))) from None

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

    def import_logs(self, logs: Iterable[MatchLog | Encoded], *, now: datetime | None = None,
                    chunk_events: int | None = None, what: str | None = None) -> list[ImportResult]:
        """Store a batch of matches in one transaction: all of them, or nothing.

        ``logs`` may be a generator reading files one at a time: it is consumed
        one log at a time, each kept only until its chunk (about 20,000 events)
        is written, so memory stays flat however large the batch. The
        transaction opens when the first chunk is ready and ends with the last
        log; a generator raising (:class:`LogError` for a bad file) or any
        failure rolls it back, and nothing of the batch is stored. A
        match already in the ledger, or earlier in the same batch, is reported
        with ``duplicate=True`` and not stored again. Returns one
        :class:`ImportResult` per log, in order. Raises :class:`StoreError`
        naming the log and the match when the ledger cannot be written, and
        :class:`DuplicateMatchError` if another program stored one of the
        matches concurrently (the primary key refuses it: the batch is rolled back).

        ``logs`` may also give :class:`~ledger.ingest.Encoded` matches, encoded
        by reading processes (:mod:`ledger.ingest`) for the import time ``now``
        (the time stored with every match; default: the clock's, when the
        transaction is prepared). ``chunk_events`` sets the events per write
        (about 20,000 unless told): a pipelined import writes smaller ones, as
        the batches come. ``what`` (a ``Reason``) names the batch in a failure's line ("the correction of
        match ..."), else the match being written, or "the matches".
        """
        self._check_open()
        self._check_guards()
        self.check_writable()
        backend = self.backend
        now = now or datetime.now(timezone.utc)
        limit = chunk_events or _CHUNK_EVENTS
        results: list[ImportResult] = []
        seen: set[str] = set()
        current: list[Prepared | Encoded | None] = [None]  # the match being written, to name it on a failure
        try:
            with ExitStack() as stack:
                cursor: list[Any] = []  # the transaction's cursor, once the first chunk is ready

                def flush(pending: list[Prepared | Encoded]) -> None:
                    if not cursor:
                        cursor.append(stack.enter_context(backend.write()))
                    results.extend(self._write_chunk(cursor[0], pending, seen, now, current))

                # One log at a time: each is read (by the caller's generator), encoded and kept only until
                # its chunk is written, so memory depends on the chunk, not on the batch. The transaction
                # (and the database's write lock) starts with the first chunk, not before the reading.
                pending: list[Prepared | Encoded] = []
                size = 0
                for log in logs:
                    pending.append(log if isinstance(log, Encoded) else prepare(log))
                    size += pending[-1].size + 1
                    if size >= limit or len(pending) >= _CHUNK_MATCHES:
                        flush(pending)
                        pending, size = [], 0
                flush(pending)
        except backend.errors as exc:
            p = current[0]
            if backend.is_duplicate_key(exc) and p is not None and self._has_events(p.match_uuid):
                raise DuplicateMatchError(p.match_id) from None  # stored meanwhile by another program
            raise StoreError(self._not_stored(what or p, exc)) from None
        return results

    def _not_stored(self, p: Prepared | Encoded | str | None, exc: BaseException) -> str:
        """The one line of a batch the database refused, in the judge's language (the lock's own words too)."""
        if isinstance(p, str):
            what = p
        elif p is not None and LIVE_MARK in str(p.path):
            # a recording's end: named by its recording id, not by the pseudo-path its log is read under (round 38:
            # "could not store postgresql://...#live-<uuid> (match ...)")
            what = Reason(N_("recording {id} (match {match})"), id=str(p.path).rsplit(LIVE_MARK, 1)[1],
                          match=p.match_id)
        elif p is not None:
            what = Reason(N_("{path} (match {match})"), path=p.path, match=p.match_id)
        else:
            what = Reason(N_("the matches"))
        return Reason(N_("could not store {what} in {ledger}: {error}; nothing was stored"), what=what,
                      ledger=self.name, error=self.backend.reason(exc))

    def _write_chunk(self, c: Any, pending: list[Prepared | Encoded], seen: set[str], now: datetime,
                     current: list[Prepared | Encoded | None]) -> list[ImportResult]:
        """Insert the events and index rows of the chunk's new matches; report the others as duplicates."""
        stored = self.backend.stored_ids(c, [p.hex for p in pending])
        results, new = [], []
        for p in pending:
            dup = p.hex in stored or p.hex in seen
            results.append(ImportResult(p.match_id, p.path, p.game, p.size, dup))
            if not dup:
                seen.add(p.hex)
                new.append(p)
        if not new:
            return results
        imported_at = now.isoformat(timespec="seconds")
        mapper = self.app.mapper

        def each_match() -> Iterator[Iterator[tuple[str, int, str, bytes]]]:
            for p in new:
                current[0] = p  # the match being written, named if the database refuses a row
                yield p.rows(mapper, now, imported_at)

        def index_rows() -> Iterator[tuple]:
            for p in new:
                current[0] = p
                yield p.index_row(imported_at)

        self.backend.insert_events(c, itertools.chain.from_iterable(each_match()))
        self.backend.insert_index(c, index_rows())
        return results

    # -- verdicts --------------------------------------------------------------

    def store_verdict(self, match_id: str, engine: str, violations: list[Any], *, clean: bool | None = None,
                      key: bytes = b"") -> Verdict:
        """Store (or replace) the verdict of match ``match_id`` judged by engine version ``engine``.

        With ``key`` (the verifier's secret), the verdict is sealed: bound by an HMAC to the match's stored
        rows as they are now (:meth:`fingerprint`), so that :meth:`bound_verdicts` trusts it only while those
        rows and the verdict's own stay as they were (verdict format 2; an unsealed one, as every verdict
        stored before, is never trusted by it: the match is verified again).
        """
        self._check_open()
        verdict = self._verdict(match_id, engine, violations, clean)
        row = self._verdict_row(verdict, self._seal(verdict, key))
        with self._reading("store the verdict"):
            self.backend.put_verdict(None, row)
        return verdict

    def bound_verdicts(self, key: bytes, engines: Iterable[str] | None = None) -> set[str]:
        """Ids of the matches whose stored verdict is sealed with ``key`` over the match's current rows
        (``engines``: only verdicts of these engine versions are checked). What a round may report without
        verifying again: a verdict whose row was changed, or whose match's rows were (even with their hashes
        recomputed and the guards put back), or which was sealed elsewhere or never, is left out."""
        self._check_open()
        if not key:
            return set()
        wanted = None if engines is None else set(engines)
        with self._reading("read the verdicts"):
            rows = self.backend.verdict_rows()
        out = set()
        for row in rows:
            match_id, engine, clean, text, checked_at = row
            if wanted is not None and engine not in wanted:
                continue
            found = _stored_verdict(text)
            if found is None or not found[1] or not isinstance(match_id, str):
                continue
            try:
                rows_now = self.fingerprint(match_id)
            except MatchledgerError:
                continue
            want = verdict_seal(key, match_id, engine, bool(clean), found[0], checked_at, rows_now)
            if hmac.compare_digest(want, found[1]):
                out.add(match_id)
        return out

    def _seal(self, v: Verdict, key: bytes) -> str:
        """The seal of verdict ``v`` over its match's rows now ("" without a key, or rows that cannot be read)."""
        if not key:
            return ""
        try:
            rows_now = self.fingerprint(v.match_id)
        except MatchledgerError:
            return ""
        return verdict_seal(key, v.match_id, v.engine, v.clean, v.violations, v.checked_at, rows_now)

    def verdict(self, ref: str) -> Verdict | None:
        """The stored verdict of match ``ref`` (id or prefix), or None if it was never verified."""
        match_id = self.resolve(ref)
        with self._reading("read the verdicts"):
            rows = self.backend.verdict_rows(match_id)
        found = [v for v in map(_verdict_of, rows) if v is not None]
        return found[0] if found else None

    def verdicts(self) -> list[Verdict]:
        """Every stored verdict (one whose stored bytes no longer read is left out: it is verified again)."""
        self._check_open()
        with self._reading("read the verdicts"):
            return [v for v in map(_verdict_of, self.backend.verdict_rows()) if v is not None]

    def verdicts_needed(self, engines: dict[str, str]) -> list[str]:
        """Ids, in import order, of the matches whose verdict is missing or was judged by another engine version.

        ``engines`` maps each game to its current engine version; matches of
        other games are left out.
        """
        self._check_open()
        with self._reading("read the verdicts"):
            return self.backend.stale_ids(dict(engines))

    def can_claim(self) -> bool:
        """Whether this user may claim matches to verify and store their verdicts (not with read-only grants)."""
        self._check_open()
        with self._reading("read the verdicts"):
            return self.backend.can_claim()

    @contextmanager
    def claim_verdict(self, engines: dict[str, str], *, skip: Iterable[str] = ()) -> Iterator[VerdictClaim | None]:
        """Hold the next match needing a verdict while it is verified; None when every verdict is current.

        ``skip``: match ids not to hand out (say, ones this worker could not verify).

        Store the result with ``claim.store(violations)`` inside the block:
        it is committed when the block ends. A claim left without a verdict
        (or ended by an error) is released and the match stays pending.
        Other workers skip a held match (PostgreSQL, ``FOR UPDATE SKIP
        LOCKED``) or wait their turn (SQLite: one writer at a time, at most 60 s).
        """
        self._check_open()
        try:
            with self.backend.claim_verdict(dict(engines), list(skip)) as held:
                if held is None:
                    yield None
                    return
                cursor, match_id, game = held
                claim = VerdictClaim(self, cursor, match_id, game, engines[game])
                yield claim
                claim._closed = True
        except self.backend.errors as exc:
            raise StoreError(Reason(N_("could not claim a match to verify in {ledger}: {error}"), ledger=self.name,
                                    error=self.backend.reason(exc))) from None

    def _verdict(self, match_id: str, engine: str, violations: list[Any], clean: bool | None) -> Verdict:
        return Verdict(match_id=match_id, engine=engine, clean=not violations if clean is None else clean,
                       violations=list(violations),
                       checked_at=datetime.now(timezone.utc).isoformat(timespec="seconds"))

    @staticmethod
    def _verdict_row(v: Verdict, seal: str = "") -> tuple:
        """A verdict as its row; sealed (format 2): its violations column holds
        ``{"format": 2, "violations": [...], "seal": "<hex>"}``, else (format 1) the list alone."""
        data = {"format": VERDICT_FORMAT, "violations": v.violations, "seal": seal} if seal else v.violations
        return (v.match_id, v.engine, v.clean, msgspec.json.encode(data).decode(), v.checked_at)

    # -- copying between ledgers ------------------------------------------------

    def copy_into(self, target: Ledger, conflicts: list[str] | None = None) -> list[ImportResult]:
        """Copy every match of this ledger into ``target`` (another backend, say), byte for byte.

        A match's rulings stream (:mod:`ledger.rulings`) comes with it; for a
        match ``target`` already has, the rulings recorded here since are
        added (refused if ``target`` recorded others meanwhile). Each match's
        stored rows are audited here first (a match failing its
        hash chain raises :class:`IntegrityError` and nothing is copied), then
        written to ``target`` in one transaction with their index rows, the
        stored bytes unchanged (same ids, digests, hashes and import times).
        A match ``target`` already has is reported with ``duplicate=True``.
        ``conflicts`` (a list, given): a match whose rulings differ between
        the two ledgers (both ruled on it) does not stop the copy: its id is
        added there and none of its rulings are copied (the match itself is
        in ``target`` already; nothing is lost: each ledger keeps its own),
        every other match is copied. Afterwards every copied match's digest is compared and its chain
        audited in ``target``; a difference raises :class:`IntegrityError`.
        """
        self._check_open()
        target._check_open()
        target._check_guards()  # nothing is written into a ledger that lost its guards (nor read from one)
        summaries = self.list_matches()
        results: list[ImportResult] = []
        backend = target.backend

        from .rulings import stream_id, stream_problems

        def rulings_rows(match_id: str) -> tuple[str, list[StoredEvent]]:
            sid = stream_id(match_id)
            with self._reading(f"read the rulings of match {match_id}"):
                return sid.hex, list(self.app.recorder.select_events(sid))

        def new_rulings(match_id: str) -> list[tuple[str, int, str, bytes]]:
            """Rulings rows of a match ``target`` already has: the ones recorded here since (a common prefix)."""
            hex_id, rows = rulings_rows(match_id)
            if not rows:
                return []
            with target._reading(f"read the rulings of match {match_id}"):
                there = list(target.app.recorder.select_events(uuid.UUID(hex_id)))
            same = [(r.originator_version, r.topic, r.state) for r in rows[:len(there)]]
            if same != [(r.originator_version, r.topic, bytes(r.state)) for r in there]:
                if conflicts is not None:  # copy --skip-conflicts: this match's rulings stay where they are
                    conflicts.append(match_id)
                    return []
                raise StoreError(Reason(N_("match {match}: {target} has other rulings than {ledger}; nothing was "
                                           "copied (copy --skip-conflicts copies every other match and names the "
                                           "ones ruled on in both ledgers)"),
                                        match=match_id, target=target.name, ledger=self.name))
            return [(hex_id, r.originator_version, r.topic, r.state) for r in rows[len(there):]]

        def chunks() -> Iterator[list[tuple[MatchSummary, list[StoredEvent]]]]:
            chunk: list[tuple[MatchSummary, list[StoredEvent]]] = []
            size = 0
            for m in summaries:
                rows = self._read(m.id)
                problems = audit_match(self.app.mapper, m.id, rows)[0]
                if problems:
                    raise IntegrityError(f"match {m.id} in {self.name} fails its integrity check, nothing was "
                                         f"copied: {'; '.join(p.removeprefix(f'match {m.id}: ') for p in problems)}")
                ruled = stream_problems(self, m.id, m.events)  # its rulings too: a tampered one copies nothing
                if ruled:
                    raise IntegrityError(Reason(N_("{refusal}; nothing was copied"),
                                                refusal=refusal(m.id, self.name, ruled)))
                chunk.append((m, rows))
                size += len(rows)
                if size >= _CHUNK_EVENTS or len(chunk) >= _CHUNK_MATCHES:
                    yield chunk
                    chunk, size = [], 0
            yield chunk

        try:
            with backend.write() as c:
                seen: set[str] = set()
                for chunk in chunks():
                    hexes = [uuid.UUID(m.id).hex for m, _rows in chunk]
                    stored = backend.stored_ids(c, hexes)
                    new = []
                    for (m, rows), hex_id in zip(chunk, hexes):
                        dup = hex_id in stored or hex_id in seen
                        results.append(ImportResult(m.id, f"{self.name}#{m.id}", m.game, m.events, dup))
                        if not dup:
                            seen.add(hex_id)
                            new.append((m, rows, hex_id))
                    backend.insert_events(c, ((h, r.originator_version, r.topic, r.state)
                                              for _m, rows, h in new for r in rows))
                    extra = []
                    for m, _rows in chunk:
                        if uuid.UUID(m.id).hex in stored:
                            extra += new_rulings(m.id)
                        else:
                            hex_id, rows = rulings_rows(m.id)
                            extra += [(hex_id, r.originator_version, r.topic, r.state) for r in rows]
                    if extra:
                        backend.insert_events(c, extra)
                    backend.insert_index(c, ((m.id, m.game, msgspec.json.encode(m.players).decode(), m.events,
                                              m.label, m.imported_at, m.digest) for m, _rows, _h in new))
        except backend.errors as exc:
            raise StoreError(Reason(N_("could not copy into {target}: {error}; nothing was copied"), target=target.name,
                                    error=backend.reason(exc))) from None
        for r in results:
            if r.duplicate:
                continue
            copied = target.load(r.match_id)  # audits the chain; raises IntegrityError on any problem
            source = next(m for m in summaries if m.id == r.match_id)
            if copied.digest() != source.digest or copied.match_id() != r.match_id:
                raise IntegrityError(Reason(N_("match {match} in {target} does not hash to its digest after copying"),
                                            match=r.match_id, target=target.name))
        return results

    # -- reading --------------------------------------------------------------

    def list_matches(self) -> list[MatchSummary]:
        """Every stored match, in import order. Raises :class:`StoreError` if the ledger cannot be read."""
        self._check_open()
        self._check_guards()  # a ledger changed outside matchledger is refused until `audit --restore-guards`
        with self._reading("list the matches"):
            rows = self.backend.index_rows()
        found = index.summaries(rows)
        return [s if s is not None else self._summary_from_header(r[0]) for s, r in zip(found, rows)]

    def _summary_from_header(self, match_id: Any) -> MatchSummary:
        """The summary of a match whose index row was changed, from its header event (whose own hash is checked).

        Raises :class:`IntegrityError` naming the match when its id or its header cannot be read either.
        """
        broken = Reason(N_("match {match} in {ledger}: its row in the matches index was changed and its header "
                           "cannot be read: run `matchledger audit`"), match=str(match_id), ledger=self.name)
        try:
            if not isinstance(match_id, str) or str(uuid.UUID(match_id)) != match_id:
                raise IntegrityError(broken)
            ev = self.read_header(match_id)
            players, label = index.header_fields(ev.header)
            return msgspec.convert({"id": match_id, "game": ev.game, "players": players, "events": ev.events,
                                    "label": label, "imported_at": ev.imported_at, "digest": ev.digest}, MatchSummary)
        except (IntegrityError, msgspec.MsgspecError, ValueError, TypeError, KeyError, AttributeError):
            raise IntegrityError(broken) from None

    def resolve(self, ref: str) -> str:
        """The full match id for an id or a unique prefix of at least 4 characters.

        Raises :class:`StoreError` when no match or several matches fit.
        """
        self._check_open()
        want = index.normalise_ref(ref, self.name)
        with self._reading("look up the match"):
            if len(want) == 32:  # a whole id: one primary-key lookup
                full = str(uuid.UUID(want))
                if self.backend.index_has(full):
                    return full
            ids = self.backend.index_prefix(want)
        return index.pick(ref, ids, self.name)

    def load(self, ref: str, *, check: bool = True) -> MatchLog:
        """Rebuild the stored match ``ref`` (id or prefix) as a :class:`MatchLog`.

        Its canonical bytes are the imported ones; ``path`` is ``<db>#<id>`` and
        event seq n is line n + 1. Raises :class:`StoreError` for an unknown
        ref and :class:`IntegrityError` if the stored events fail their hash
        chain (``check=False`` skips the chain, not the decoding).
        """
        states = None
        if is_whole_id(ref):  # the common case (verify --all, a round's ids): the lookup and the states at once
            self._check_open()
            with self._reading(f"read match {ref}"):
                states = self.backend.intact_states(self.app.recorder, ref)
        match_id = ref if states is not None else self.resolve(ref)
        if check:
            self._check_guards()
        if states is None:  # a prefix, or rows the backend doubts: read them all, as they are
            with self._reading(f"read match {match_id}"):
                states = in_order(self.backend.event_rows(self.app.recorder, self._match_uuid(match_id)))
        log = self._intact_log(match_id, states) if states is not None else None
        if log is not None:
            return log
        # Something is off: the full audit names every problem (and check=False reads what it can).
        rows = self._read(match_id)
        problems, header, recorded = audit_match(self.app.mapper, match_id, rows)
        if header is not None:
            from .checkup import header_facts

            problems += [p.message for p in header_facts(match_id, header, None if problems else recorded)]
        if check and problems:
            raise IntegrityError(refusal(match_id, self.name, problems))
        if header is None:
            raise IntegrityError(Reason(N_("match {match} in {ledger} has lost its header event"), match=match_id,
                                        ledger=self.name))
        data = "\n".join([header.header, *(ev.line for ev in recorded)]) + "\n"
        try:
            log = parse_log(data.encode(), f"{self.name}#{match_id}")
        except LogError as exc:
            raise IntegrityError(Reason(N_("match {match} in {ledger} no longer reads as a match log: {error}"),
                                        match=match_id, ledger=self.name, error=str(exc))) from None
        restore_left_out(log, getattr(header, "left_out", None), data.encode().split(b"\n")[:-1])
        return log

    def _intact_log(self, match_id: str, states: list[bytes]) -> MatchLog | None:
        """The log of a whole match's states in version order (:func:`ledger.audit.in_order`) that pass every
        check ``load`` makes, else None.

        Each state is decoded once (``intact_match``); the lines are parsed once, which also checks the two
        things ``intact_match`` leaves to its caller: that each line's own seq is its position, and that
        the header line's game is the stored one (``header_facts``, whose other checks ``intact_match`` makes).
        """
        found = intact_match(self.app.mapper, match_id, states)
        if found is None:
            return None
        header, lines = found
        try:
            log = parse_lines(lines, f"{self.name}#{match_id}")
        except LogError:
            return None
        if log.game != header.game or not restore_left_out(log, header.left_out, lines):
            return None  # (a stored left_out that does not hold: the audit says so, ledger.checkup.header_facts)
        return log

    def read_header(self, match_id: str) -> Any:
        """The ``Match.Imported`` event of match ``match_id`` (a full id), its own hash checked.

        Raises :class:`IntegrityError` if it is missing, unreadable or edited.
        """
        self._check_open()
        broken = _failing(match_id, self.name)
        match_uuid = self._match_uuid(match_id)
        with self._reading(f"read match {match_id}"):
            # Version 1 alone: not a row moved below it.
            rows = self.app.recorder.select_events(match_uuid, gt=0, lte=1)
        try:
            ev = self.app.mapper.to_domain_event(rows[0]) if rows else None
        except Exception:
            ev = None
        if isinstance(ev, Match.Imported) and whole_header(ev) and chain_hash("", ev.header) == ev.hash:
            return ev
        # Damaged: the audit's own line(s) for this match (a swap said as one), as ``load`` refuses it.
        problems = audit_match(self.app.mapper, match_id, self._read(match_id))[0]
        if problems:
            raise IntegrityError(refusal(match_id, self.name, problems))
        raise IntegrityError(Reason(N_("{broken}: its header event is missing or unreadable"), broken=broken))

    def _match_uuid(self, match_id: str) -> uuid.UUID:
        """The UUID of a match id the index gave; :class:`IntegrityError` for an id changed there into no UUID."""
        try:
            return uuid.UUID(match_id)
        except (ValueError, TypeError, AttributeError):
            raise IntegrityError(Reason(N_("{broken}: it is not a match id (run `matchledger audit`)"),
                                        broken=_failing(match_id, self.name))) from None

    def read_events(self, match_id: str, after: int, upto: int, head: str) -> tuple[list[str], list[str]]:
        """The canonical lines and chain hashes of events ``after+1..upto`` of match ``match_id``.

        ``head`` is the chain hash of event ``after`` (the header's for 0):
        each link is checked from there on. Raises :class:`HeadMismatch` if
        event ``after`` does not have that hash (a start that was not folded
        from these events) and :class:`IntegrityError` for a broken link.
        """
        self._check_open()
        if upto <= 0:
            return [], []
        with self._reading(f"read match {match_id}"):  # from event ``after`` itself (version after + 1) on
            rows = self.app.recorder.select_events(self._match_uuid(match_id), gt=max(after, 1), lte=upto + 1)
        broken = _failing(match_id, self.name)
        return checked_lines(recorded_decoder(self.app.mapper), broken,
                             ((r.originator_version, r.topic, r.state) for r in rows), after, upto, head)

    def check_guards(self) -> None:
        """Raise :class:`IntegrityError` if the database lost its guards against changes to stored events
        (what :meth:`load` checks first)."""
        self._check_open()
        self._check_guards()

    def fingerprint(self, match_id: str) -> str:
        """SHA-256 (hex) over every stored row of match ``match_id`` as stored, without decoding any.

        Equal fingerprints mean the rows did not change in between, so a reader
        that audited the match once may keep that audit (:mod:`projections.seek`
        keeps the fingerprint of a clean audit, bound by this machine's key).
        What is hashed: the row count, the first and last version (versions are
        unique, so these say whether any is missing), the SHA-256 of the topics
        and that of the states' bytes, each in version order and each followed
        by a 0x01 byte, a missing (NULL) value read as no bytes. The joins are
        unambiguous for what a seal compares them with: rows that passed the
        audit hold no 0x01 (neither a topic nor valid JSON does) and no NULL,
        so the joined bytes have exactly one 0x01 a row, and any other rows
        giving the same bytes, as many of them, are those rows. (Were a NULL
        skipped, as ``group_concat`` does, a row emptied and its bytes moved
        into the one before with a 0x01 would join the same.) On SQLite it is
        :func:`ledger.fingerprint.fingerprint`, on a connection of its own, a stretch
        of rows joined inside each step of SQLite's (which lets go of the
        interpreter), so another thread may call it while this one works on;
        other backends go through the recorder. Raises :class:`StoreError` if
        the rows cannot be read.
        """
        self._check_open()
        match_uuid = self._match_uuid(match_id)
        with self._reading(f"read match {match_id}"):
            if self.persistence == "sqlite":  # a connection of its own: callable from another thread
                return sqlite_fingerprint(self.backend.dbname, match_id, uri=self.backend.uri)
            rows = list(self.app.recorder.select_events(match_uuid))
        versions = [r.originator_version for r in rows]
        topics, states = hash_rows((r.topic, r.state) for r in rows)
        return digest_of((len(rows), min(versions, default=None), max(versions, default=None)), topics, states)

    def check_integrity(self, ref: str | None = None) -> list[str]:
        """Problems found recomputing the hash chain of match ``ref`` (or of all), and that of its rulings: [] when intact.

        Each problem is one sentence naming the match id and event seq (or ruling); the
        whole-ledger audit also compares the matches index with the events.
        Raises :class:`StoreError` if ``ref`` names no match or the ledger cannot be read.
        """
        self._check_open()
        if ref is not None:
            ids = [self.resolve(ref)]
            problems: list[str] = []
        else:
            with self._reading("list the matches"):
                indexed = {r[0] for r in self.backend.index_rows()}
                stored = self.backend.event_ids()
            from .checkup import is_match_id

            damaged = sorted(m for m in stored if not is_match_id(m))
            ids = sorted(set(stored) - set(damaged))
            problems = [f"events are stored under {m!r}, which is not a match id: the stored id of a match's "
                        "events was changed" for m in damaged] + index.compare(indexed, set(ids))
        from .checkup import header_facts

        from .rulings import stream_problems

        for match_id in ids:
            found, header, _recorded = audit_match(self.app.mapper, match_id, self._read(match_id))
            problems.extend(found)
            if header is not None:
                problems.extend(p.message for p in header_facts(match_id, header, None if found else _recorded))
                if not found:  # its judge's rulings, against its events (as the audit checks them)
                    problems.extend(stream_problems(self, match_id, header.events))
        return problems

    # -- derived rows: board snapshots -----------------------------------------

    @property
    def keeps_snapshots(self) -> bool:
        """Whether this ledger can store board snapshots."""
        return not self._closed and self.backend.keeps_snapshots

    def snapshot_heads(self, match_id: str, engine: str, seq: int, limit: int = 3) -> list[tuple[int, str]]:
        """``(seq, chain hash)`` of the match's snapshots folded by ``engine`` at or before ``seq``, latest first."""
        self._check_open()
        return [] if seq < 1 else self.backend.snapshot_heads(match_id, engine, seq, limit)

    def snapshot_board(self, match_id: str, seq: int) -> bytes | None:
        """The stored board of the match's snapshot at ``seq`` (None if it is gone)."""
        self._check_open()
        return self.backend.snapshot_board(match_id, seq)

    def snapshot_seqs(self, match_id: str, engine: str) -> set[int]:
        """Positions of the match's snapshots folded by ``engine``."""
        self._check_open()
        return self.backend.snapshot_seqs(match_id, engine)

    def save_snapshots(self, match_id: str, engine: str, rows: list[tuple[int, str, bytes]],
                       drop: Iterable[int] = ()) -> bool:
        """Store ``(seq, head, board)`` snapshots of ``engine``; drop the match's other engines' and ``drop``.

        Best effort: False (nothing stored) when the ledger is busy or read-only.
        """
        self._check_open()
        return self.backend.save_snapshots(match_id, engine, rows, drop)

    def drop_snapshots(self, ref: str | None = None) -> int:
        """Delete the board snapshots of match ``ref`` (or all): derived data, only speed is lost."""
        self._check_open()
        match_id = self.resolve(ref) if ref is not None else None
        with self._reading("drop the snapshots"):
            return self.backend.drop_snapshots(match_id)

    # -- closing --------------------------------------------------------------

    def close(self) -> None:
        """Close the ledger's connections; further calls raise :class:`StoreError`."""
        self._closed = True
        backend = getattr(self, "backend", None)
        if backend is not None:
            backend.close()
        app = getattr(self, "app", None)
        if app is not None:
            app.close()
            # Drop the application: a closed PostgreSQL datastore still alive when the interpreter shuts
            # down prints "Exception ignored in __del__" (the library's __del__ runs after its imports are gone).
            self.app = None

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- internals ------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise StoreError(Reason(N_("the ledger {ledger} is closed"), ledger=self.name))

    def check_writable(self) -> None:
        """Refuse a write, before anything is asked, to a ledger on a read-only medium (it is read as usual), or
        to one that lost its guards (changed outside matchledger: refused until ``audit --restore-guards``)."""
        if getattr(self.backend, "readonly", False):
            raise LedgerUnavailable(Reason(N_("cannot write to the ledger {ledger}: {error}; nothing was stored"),
                                           ledger=self.name, error=Reason(
                                               N_("the ledger is on a read-only medium: it can be read, not written"))))
        self._check_guards()

    @contextmanager
    def _reading(self, what: str) -> Iterator[None]:
        try:
            yield
        except self.backend.errors as exc:
            raise (LedgerUnavailable if self.backend.unavailable(exc) else StoreError)(Reason(N_("could not {what} in {ledger}: {error}"), what=Reason(what), ledger=self.name,
                                    error=self.backend.reason(exc))) from None

    def _check_guards(self) -> None:
        missing = self.backend.missing_guards
        if missing:
            template = (N_("the ledger {ledger} lost its guards against changes to stored events ({guards}): it was "
                           "changed outside matchledger; run `matchledger audit`") if len(missing) > 1 else
                        N_("the ledger {ledger} lost its guard against changes to stored events ({guards}): it was "
                           "changed outside matchledger; run `matchledger audit`"))
            raise IntegrityError(Reason(template, ledger=self.name, guards=", ".join(missing)))

    def _has_events(self, match_uuid: uuid.UUID) -> bool:
        with self._reading("look up the match"):
            return bool(self.app.recorder.select_events(match_uuid, limit=1))

    def _read(self, match_id: str) -> list[StoredEvent]:
        with self._reading(f"read match {match_id}"):
            return list(self.app.recorder.select_events(self._match_uuid(match_id)))


def _failing(match_id: str, ledger: str) -> Reason:
    """``match ... in ... fails its integrity check``: what starts the line refusing a changed match."""
    return Reason(N_("match {match} in {ledger} fails its integrity check"), match=match_id, ledger=ledger)


def refusal(match_id: str, ledger: str, problems: list[str]) -> Reason:
    """The one line refusing a match (or its rulings) for ``problems`` (the audit's sentences, each starting
    ``match <id>: ``), translatable: ``match <id> in <ledger> fails its integrity check: event seq 4: ...``.

    The audit's sentences start with their ``{where}`` (``match <id>``): the first is said again with the
    refusal's start as its ``where``; any further one follows whole, after a semicolon.
    """
    lead = _failing(match_id, ledger)
    first = problems[0]
    where = first.args.get("where") if isinstance(first, Reason) and first.template.startswith("{where}: ") else None
    said = where.get("template") if isinstance(where, dict) else None
    if said == "match {match}":
        line = Reason(first.template, **{**first.args, "where": lead})
    elif said == "match {match}: header":  # ledger.checkup.header_facts
        line = Reason(first.template, **{**first.args, "where": Reason(N_("{where}: header"), where=lead)})
    elif said == "match {match}: rulings":  # ledger.rulings
        line = Reason(first.template, **{**first.args, "where": Reason(N_("{where}: rulings"), where=lead)})
    else:  # a sentence of another shape: after the start, as it is
        line = Reason(N_("{broken}: {problem}"), broken=lead, problem=first)
    for more in problems[1:]:
        line = Reason(N_("{problems}; {problem}"), problems=line, problem=more)
    return line


#: A sealed verdict's row (see :meth:`Ledger.store_verdict`); format 1, a bare list of violations, is unsealed.
VERDICT_FORMAT = 2


def verdict_seal(key: bytes, match_id: str, engine: str, clean: bool, violations: list[Any], checked_at: Any,
                 rows: str) -> str:
    """HMAC-SHA-256 (hex) with ``key`` over a verdict and the fingerprint ``rows`` of its match's stored rows."""
    head = f"verdict\n{match_id}\n{engine}\n{int(bool(clean))}\n{checked_at}\n{rows}\n".encode()
    return hmac.new(key, head + msgspec.json.encode(violations), hashlib.sha256).hexdigest()


def _stored_verdict(text: Any) -> tuple[list[Any], str] | None:
    """A verdict row's violations column as (violations, seal): its seal "" when unsealed (format 1); None
    when it no longer reads as either format."""
    try:
        found = msgspec.json.decode(text)
    except (msgspec.MsgspecError, TypeError):
        return None
    if isinstance(found, list):
        return found, ""
    if (isinstance(found, dict) and found.get("format") == VERDICT_FORMAT and isinstance(found.get("violations"), list)
            and isinstance(found.get("seal"), str) and set(found) == {"format", "violations", "seal"}):
        return found["violations"], found["seal"]
    return None


def stored_violations(text: Any) -> list[Any] | None:
    """The violations a verdict row's column holds (either format), None when it no longer reads."""
    found = _stored_verdict(text)
    return None if found is None else found[0]


def _verdict_of(row: tuple) -> Verdict | None:
    """A stored verdict row as a :class:`Verdict`; None if its bytes were changed and no longer read
    (derived data: the match is verified again, and ``audit`` reports the row)."""
    match_id, engine, clean, violations, checked_at = row
    found = stored_violations(violations)
    if found is None:
        return None
    return Verdict(match_id=match_id, engine=engine, clean=bool(clean), violations=found, checked_at=checked_at)


class VerdictClaim:
    """A match held for verification (see :meth:`Ledger.claim_verdict`)."""

    def __init__(self, ledger: Ledger, cursor: Any, match_id: str, game: str, engine: str):
        self.ledger, self._cursor = ledger, cursor
        self.match_id, self.game, self.engine = match_id, game, engine
        self.verdict: Verdict | None = None
        self._closed = False

    def store(self, violations: list[Any], *, clean: bool | None = None, key: bytes = b"") -> Verdict:
        """Record the verdict (committed when the claim's block ends); sealed with ``key`` as
        :meth:`Ledger.store_verdict` seals it."""
        if self._closed:
            raise StoreError(Reason(N_("the claim on match {match} has ended; store the verdict inside it"),
                                    match=self.match_id))
        self.verdict = self.ledger._verdict(self.match_id, self.engine, violations, clean)
        self.ledger.backend.put_verdict(self._cursor, self.ledger._verdict_row(self.verdict,
                                                                               self.ledger._seal(self.verdict, key)))
        return self.verdict
