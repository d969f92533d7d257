"""Whether a match's stored rows changed: their fingerprint, and the state of the SQLite file that holds them.

Standard library only, and nothing of the package's imported on the way:
``replay ID --at`` forks a process to read the fingerprint as soon as it
knows the match is stored in an SQLite file, so what that process needs
must be importable before anything heavier is (the quick reader,
:mod:`ledger.quick`, and the memo of fingerprints, in
:mod:`projections.seek`, build on this module).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import threading
import time
import uuid
from pathlib import Path
from queue import SimpleQueue
from typing import Any, NamedTuple

from .backends import is_postgres_url

__all__ = ["FINGERPRINT_ROWS", "FileState", "file_state", "fingerprint", "digest_of", "hash_rows", "quick_path",
           "match_named", "key_file", "memo_file", "memo_may_know"]

#: Rows :func:`fingerprint` reads in one SQLite step (a step joins them in memory: this bounds it). Smaller
#: stretches stay in the CPU's cache: 2,048 rows took 0.7 of the time of 16,384 on a 100,000-event match, and
#: 512 rows 0.93 of 2,048 (of the CPU time, read and hashed by one thread; 1,024 and 256 no better).
FINGERPRINT_ROWS = 512

#: Where a stretch of a match's rows is read: the primary key's index, whose range scan gives them in version
#: order, as the aggregates take them (no sort, no subquery: 0.85 of the time of the ordered subquery; a
#: connection of our own, so no ``reverse_unordered_selects``). The ordered subquery where that index cannot be
#: named (a table this code did not make).
_IN_INDEX = ("FROM stored_events INDEXED BY sqlite_autoindex_stored_events_1 "
             "WHERE originator_id = ? AND originator_version BETWEEN ? AND ?")
_IN_ORDER = ("FROM (SELECT topic, state FROM stored_events WHERE originator_id = ? AND "
             "originator_version BETWEEN ? AND ? ORDER BY originator_version)")
#: A stretch: its row count, how many of its topics are the one given (almost every row of a match has the same
#: topic: joining them all again in every stretch took a tenth of the time), and its states joined.
_STRETCH = "SELECT count(*), sum(topic = ?), group_concat(ifnull(state, ''), char(1)) "
#: The topics of a stretch joined, where not every one is the one given.
_TOPICS = "SELECT group_concat(ifnull(topic, ''), char(1)) "

#: Library settings that change how states are stored (then only the library can read them).
_TRANSCODING_KEYS = ("CIPHER_TOPIC", "COMPRESSOR_TOPIC", "MATCHLEDGER_CIPHER_TOPIC", "MATCHLEDGER_COMPRESSOR_TOPIC")


def quick_path(target: str) -> str | None:
    """The SQLite file a :class:`~ledger.quick.QuickLedger` may read for ledger ``target``; None when only a
    :class:`~ledger.store.Ledger` can (PostgreSQL, ``:memory:``, no such file, states ciphered or compressed)."""
    target = os.fspath(target)
    if is_postgres_url(target) or target == ":memory:" or not os.path.isfile(target):
        return None
    from ledger.backends import persistence_for  # (the one rule: a path stays SQLite, round 38)

    if persistence_for(target) != "sqlite":
        return None
    if any(os.environ.get(k) for k in _TRANSCODING_KEYS):
        return None
    return target


class FileState(NamedTuple):
    """What the operating system says of a ledger file and its write-ahead log (``-wal``; ``wal`` 0s: none)."""

    dev: int
    ino: int
    size: int
    mtime_ns: int
    ctime_ns: int
    wal: tuple[int, int, int, int]
    taken_ns: int = 0

    def same_file(self, other: FileState | None) -> bool:
        """Whether ``other`` is this state of the same file (the time each was taken aside)."""
        return other is not None and tuple(other[:-1]) == tuple(self[:-1])


def file_state(path: str) -> FileState | None:
    """The state of SQLite file ``path`` and its ``-wal`` file now (None if it cannot be read).

    Any write to either through the file system moves its change time
    (``ctime``), which no program can set back; a checkpoint or a new log
    moves the ``-wal`` file's.
    """
    try:
        taken = time.time_ns()
        st = os.stat(path)
        try:
            w = os.stat(f"{path}-wal")
            # An empty log holds nothing (a reader's connection makes one): as good as none.
            wal = (w.st_ino, w.st_size, w.st_mtime_ns, w.st_ctime_ns) if w.st_size else (0, 0, 0, 0)
        except FileNotFoundError:
            wal = (0, 0, 0, 0)
    except OSError:
        return None
    return FileState(st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns, wal, taken)


def key_file() -> Path:
    """Where this machine's key is kept: ``$MATCHLEDGER_SNAPSHOT_KEY``, else ``~/.cache/matchledger/snapshot.key``
    (:func:`projections.seek.snapshot_key`; the memos of fingerprints are kept beside it)."""
    return Path(os.environ.get("MATCHLEDGER_SNAPSHOT_KEY") or Path.home() / ".cache" / "matchledger" / "snapshot.key")


def memo_file(path: str) -> Path:
    """The memo of fingerprints of ledger file ``path`` (:func:`projections.seek.remember`)."""
    name = hashlib.sha256(os.path.realpath(path).encode()).hexdigest()[:32]
    return key_file().parent / "fingerprints" / name


def memo_may_know(path: str, now: FileState | None, ref: str) -> bool:
    """Whether the memo of ledger file ``path`` looks as if it holds, for the file in state ``now``, the
    fingerprint of a match whose id starts with ``ref``: read, not trusted (its HMAC is not checked here; the
    answer only spares ``replay`` forking a reader of the fingerprint it will not need, and
    :func:`projections.seek.recalled` decides what is believed). Standard library only, a millisecond."""
    want = ref.strip().lower().replace("-", "")
    if now is None or not re.fullmatch(r"[0-9a-f]{4,32}", want):
        return False
    try:
        memo = json.loads(memo_file(path).read_bytes())
        state, prints = memo["state"], memo["prints"]
        if memo["path"] != os.path.realpath(path) or json.loads(json.dumps(list(now[:-1]))) != state[:-1]:
            return False
        return any(isinstance(k, str) and k.lower().replace("-", "").startswith(want) for k in prints)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False


def match_named(dbname: str, ref: str) -> str | None:
    """The id of the one match whose id starts with ``ref`` (as typed) in SQLite ledger ``dbname``; None when
    none, several, or ``ref`` cannot be an id (the ledger's own ``resolve`` says which, in its words)."""
    want = ref.strip().lower().replace("-", "")
    if not re.fullmatch(r"[0-9a-f]{4,32}", want):
        return None
    conn = sqlite3.connect(dbname)
    try:
        ids = conn.execute("SELECT id FROM matches WHERE replace(id, '-', '') LIKE ? LIMIT 2", [want + "%"]).fetchall()
    finally:
        conn.close()
    return ids[0][0] if len(ids) == 1 else None


def fingerprint(dbname: str, match_id: str, *, uri: bool = False, thread: bool = True, mmap: bool = False) -> str:
    """SHA-256 (hex) over every stored row of match ``match_id`` in SQLite database ``dbname``, as stored.

    See :meth:`ledger.store.Ledger.fingerprint` for what is hashed. Reads on
    a connection of its own, stretches of rows joined inside each step of
    SQLite's (which lets go of the interpreter), so another thread may call
    it while one works on. A match of more than one stretch is hashed by a
    thread of its own while the next stretch is read (a fifth less time on
    100,000 events): not with ``thread`` false, which takes a tenth less CPU
    time (for a process of its own, whose time is that of another core).
    ``mmap``: the file is mapped into memory rather than read (5 ms less
    CPU time on 100,000 events); only for a process of its own, which a
    file cut short meanwhile kills (SIGBUS) rather than answer. Raises
    :class:`sqlite3.Error` if the rows cannot be read.
    """
    topics, states = hashlib.sha256(), hashlib.sha256()
    conn = sqlite3.connect(dbname, uri=uri, isolation_level=None)
    conn.text_factory = bytes
    if mmap:  # pages read where they lie in the operating system's cache, not copied by a read() each
        conn.execute("PRAGMA mmap_size = 2147418112")
    hashing: Any = None
    try:
        hexid = uuid.UUID(match_id).hex
        conn.execute("BEGIN")  # one read transaction: every query below sees the same rows
        # The least and greatest versions are each one seek in the index; the rows are counted stretch by stretch.
        low = conn.execute("SELECT originator_version FROM stored_events WHERE originator_id = ? "
                           "ORDER BY originator_version LIMIT 1", [hexid]).fetchone()
        first = low[0] if low else None
        last, usual = conn.execute("SELECT originator_version, topic FROM stored_events WHERE originator_id = ? "
                                   "ORDER BY originator_version DESC LIMIT 1", [hexid]).fetchone() or (None, None)
        if low and not (type(first) is int and type(last) is int):
            # A NULL version sorts first, text and bytes last: a damaged file, read row by row.
            return _fingerprint_rows(conn, hexid)
        usual = _as_text(usual)
        count, where = 0, _IN_INDEX
        if thread and (last or 0) - (first or 1) >= FINGERPRINT_ROWS:
            hashing = _Hashing(topics, states)
        lo = first
        while lo is not None:
            hi = lo + FINGERPRINT_ROWS - 1
            span = [hexid, lo, hi]
            # One SQLite step a stretch, its rows joined inside it: the interpreter is free meanwhile.
            try:
                n, same, state = conn.execute(_STRETCH + where, [usual, *span]).fetchone()
            except sqlite3.OperationalError as exc:
                if where is _IN_ORDER or "no such index" not in str(exc):
                    raise
                where = _IN_ORDER
                n, same, state = conn.execute(_STRETCH + where, [usual, *span]).fetchone()
            if n:
                if same == n:  # every topic the usual one, as text: joined, they are these bytes
                    topic = b"\x01".join([usual.encode()] * n)
                else:
                    topic = conn.execute(_TOPICS + where, span).fetchone()[0]
                count += n
                if hashing is not None:
                    hashing.put(topic, state)
                else:
                    _hash_stretch(topics, states, topic, state)
            if hi >= last:
                break
            # The next stretch starts at the next version stored (one seek): a version moved far away must not
            # make millions of empty stretches, nor a fraction fall between two.
            lo = conn.execute("SELECT min(originator_version) FROM stored_events WHERE originator_id = ? AND "
                              "originator_version > ?", [hexid, hi]).fetchone()[0]
    finally:
        if hashing is not None:
            hashing.finish()
        conn.close()
    return digest_of((count, first, last), topics, states)


def _fingerprint_rows(conn: sqlite3.Connection, hexid: str) -> str:
    """The fingerprint of a match some of whose versions are not whole numbers, its rows hashed one by one.

    As the definition says, each value read as its bytes (a number as its
    text, NULL as none); the head names the case, so no intact match (whose
    versions are whole numbers) can have this fingerprint.
    """
    rows = conn.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                        "ORDER BY originator_version", [hexid]).fetchall()
    topics, states = hash_rows((topic, state) for _version, topic, state in rows)
    return digest_of(("versions not whole numbers", len(rows), repr(rows[0][0]), repr(rows[-1][0])), topics, states)


def hash_rows(rows: Any) -> tuple[Any, Any]:
    """The SHA-256 of ``(topic, state)`` rows' topics and that of their states, each value followed by 0x01, row
    by row (what :func:`fingerprint` joins a stretch at a time): a value read as its bytes, text as UTF-8, a
    number as its text, NULL as none."""
    topics, states = hashlib.sha256(), hashlib.sha256()
    for topic, state in rows:
        topics.update(_as_bytes(topic) + b"\x01")
        states.update(_as_bytes(state) + b"\x01")
    return topics, states


def _as_bytes(value: Any) -> bytes:
    if value is None:
        return b""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    return str(value).encode()


def _as_text(topic: bytes | None) -> str | None:
    """A topic read as bytes, as the text SQLite compares (None when it is not UTF-8 text: no row is then taken
    for the usual topic, and every stretch joins its topics)."""
    try:
        return topic.decode() if topic is not None else None
    except UnicodeDecodeError:
        return None


def _hash_stretch(topics: Any, states: Any, topic: bytes | None, state: bytes | None) -> None:
    for hashed, joined in ((topics, topic), (states, state)):
        if joined:
            hashed.update(joined)
        hashed.update(b"\x01")


class _Hashing:
    """A thread hashing the stretches put to it, in order (hashlib lets go of the interpreter on long data)."""

    def __init__(self, topics: Any, states: Any):
        self._queue: SimpleQueue = SimpleQueue()
        self._thread = threading.Thread(target=self._run, args=(topics, states), daemon=True)
        self._thread.start()

    def _run(self, topics: Any, states: Any) -> None:
        while (stretch := self._queue.get()) is not None:
            _hash_stretch(topics, states, *stretch)

    def put(self, topic: bytes | None, state: bytes | None) -> None:
        self._queue.put((topic, state))

    def finish(self) -> None:
        """Wait until every stretch put is hashed."""
        self._queue.put(None)
        self._thread.join()


def digest_of(facts: tuple, topics: Any, states: Any) -> str:
    """The fingerprint of a match from its (count, first, last) versions and the hashes of its joined rows."""
    head = ",".join("" if f is None else str(f) for f in facts)
    return hashlib.sha256(head.encode() + b"\n" + topics.digest() + states.digest()).hexdigest()
