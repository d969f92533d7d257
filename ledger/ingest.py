"""A large import, pipelined: other processes read and encode the next logs while this one writes.

``matchledger import`` of a round spends two thirds of its time before the
database: reading each file, setting the match up, encoding the canonical
lines and chaining the stored states. None of that needs the ledger, and
every match's chain is its own, so :class:`Pipeline` runs it in forked
reading processes, each given every N-th batch of files, and hands the
results back in file order; the writer only runs ``executemany`` (or COPY)
of rows it receives ready (:class:`Encoded`).

What a caller can rely on:

- order: results come in the order of the paths, whatever the number of readers;
- memory: each reader sends a batch (about :data:`BATCH_BYTES` of files) at
  a time through a pipe of at most 1 MiB and waits while the pipe is full,
  so the readers stay a few batches ahead of the writer, however large the round;
- errors: the first failing log (in path order) raises, in this process,
  the very error it raised in the reader (a :class:`~ledger.errors.LogError`
  keeps its file, line, field and the template of its reason, so ``--lang``
  translates it as before); nothing after it is read;
- no leftover process: leaving the ``with`` block (done, failed, Ctrl-C)
  ends and reaps every reader; a reader ignores Ctrl-C (its parent handles
  it) and dies with its parent (Linux: ``PR_SET_PDEATHSIG``; elsewhere at
  its next send, on the closed pipe).

Only where ``fork`` exists (:func:`available`): a reader starts as a copy of
this process, with the modules already imported and the report's language
already chosen, in a few milliseconds. A small import is not worth it
(:func:`worth_it`). The ledger never imports an engine: the reading job
(``read, set up, encode``) is the caller's function.
"""

from __future__ import annotations

import os
import pickle
import signal
import sys
import traceback
from datetime import datetime
from itertools import chain
from typing import Any, Callable, Iterator

from eventsourcing.persistence import Mapper

from .domain import MATCH_NAMESPACE, event_rows, header_row, index_fields, prepare, recorded_states, seal
from .errors import StoreError
from .log import MatchLog

__all__ = ["Encoded", "encode", "import_time", "Pipeline", "available", "worth_it", "default_readers",
           "CHUNK_EVENTS"]

#: Files of at least this many bytes in all (and at least MIN_FILES of them) are worth a reading process.
MIN_BYTES = 256 * 1024
MIN_FILES = 4
#: Bytes of log files per batch a reader sends at once (a batch is at most BATCH_FILES files).
BATCH_BYTES = 128 * 1024
BATCH_FILES = 64
#: Events per write when pipelined: small, so the writer takes each batch as it comes while the readers go on.
CHUNK_EVENTS = 4096
#: What each reader's pipe may hold (Linux ``F_SETPIPE_SZ``; the unprivileged maximum by default).
PIPE_BYTES = 1 << 20
MAX_READERS = 4
#: Batches a reader keeps ready beyond what its pipe holds (a sending thread empties them into the pipe).
AHEAD = 8


class Encoded:
    """A match ready to store, as a reading process sends it: what the writer needs, no parsed log.

    The states of its rows are built with the import's time ``now``: the
    ``Match.EventRecorded`` ones chained, and the ``Match.Imported`` one as
    the ledger's own mapper writes it when it has no compressor or cipher
    (``first``); a ledger with either has the writer make the header row
    through its mapper and pass the states through them. Same interface as
    :class:`ledger.domain.Prepared` for the store's writer.
    """

    __slots__ = ("path", "game", "header", "digest", "players", "label", "states", "now", "first", "match_uuid",
                 "match_id", "hex", "left_out", "rulings")

    def __init__(self, path: str, game: str, header: str, digest: str, players: str, label: str,
                 states: list[bytes], now: datetime, first: tuple[str, bytes] | None = None,
                 left_out: list[str] | None = None, rulings: int = 0):
        import uuid

        self.path, self.game, self.header, self.digest = path, game, header, digest
        self.players, self.label, self.states, self.now = players, label, states, now
        self.match_uuid = uuid.uuid5(MATCH_NAMESPACE, digest)
        self.match_id = str(self.match_uuid)
        self.hex = self.match_uuid.hex
        self.first = first
        self.left_out = left_out or []  # (MatchLog.left_out: stored with the header, header_row)
        self.rulings = rulings  # (MatchLog.rulings: a rulings section read for its form, never stored)

    def __reduce__(self) -> tuple:
        return Encoded, (self.path, self.game, self.header, self.digest, self.players, self.label, self.states,
                         self.now, self.first, self.left_out, self.rulings)

    @property
    def size(self) -> int:
        """The match's events (its stored rows, less the header's)."""
        return len(self.states)

    def index_row(self, imported_at: str) -> tuple:
        """The match's row of the matches index (as :meth:`Prepared.index_row`)."""
        return (self.match_id, self.game, self.players, len(self.states), self.label, imported_at, self.digest)

    def rows(self, mapper: Mapper, now: datetime, imported_at: str) -> Iterator[tuple[str, int, str, bytes]]:
        """The match's stored-event rows: byte for byte what :func:`ledger.domain.stored_rows` gives.

        Raises ValueError if the states were built for another import time than ``now``.
        """
        if now != self.now:
            raise ValueError(f"{self.path}: encoded at {self.now.isoformat()} for an import at {now.isoformat()}")
        if self.first is not None and imported_at == _imported_at(now) and _is_plain(mapper):
            first = (self.hex, 1, *self.first)
        else:
            first = header_row(mapper, self.match_uuid, self.header, self.game, len(self.states), self.digest, now,
                               imported_at, self.left_out)
        return chain((first,), event_rows(self.hex, seal(mapper, self.states)))


_PLAIN: list[Mapper] = []


def _plain_mapper() -> Mapper:
    """The mapper of a ledger without compressor or cipher (what :class:`ledger.store.Ledger` makes by default)."""
    if not _PLAIN:
        from .domain import MsgspecTranscoder

        _PLAIN.append(Mapper(transcoder=MsgspecTranscoder()))
    return _PLAIN[0]


def _is_plain(mapper: Mapper) -> bool:
    """Whether ``mapper`` writes what :func:`_plain_mapper` writes."""
    from .domain import MsgspecTranscoder

    return (type(mapper) is Mapper and type(mapper.transcoder) is MsgspecTranscoder and not mapper.compressor
            and not mapper.cipher)


def _imported_at(now: datetime) -> str:
    return now.isoformat(timespec="seconds")  # as the store's writer has it


def encode(log: MatchLog, now: datetime) -> Encoded:
    """``log`` encoded for an import at ``now`` (canonical lines, digest, chained states).

    Raises what :func:`ledger.domain.prepare` raises (a misnumbered event, a log that cannot be encoded).
    """
    p = prepare(log)
    players, label = index_fields(log)
    _hex, _version, topic, state = header_row(_plain_mapper(), p.match_uuid, p.header, log.game, len(p.lines),
                                              p.digest, now, _imported_at(now), log.left_out)
    return Encoded(log.path, log.game, p.header, p.digest, players, label,
                   list(recorded_states(p.header, p.lines, now)), now, (topic, state), log.left_out, log.rulings)


def import_time() -> datetime:
    """The time an import stores with each match (the clock's, in UTC): one per command, given to every reader."""
    from datetime import timezone

    return datetime.now(timezone.utc)


# -- the reading processes ------------------------------------------------------------------------


def available() -> bool:
    """Whether reading processes can be started here (they are forked: POSIX, not Windows)."""
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


def default_readers() -> int:
    """Reading processes for this machine: one a core this process may use (at most :data:`MAX_READERS`)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(MAX_READERS, cores))


def _sizes(paths: list[str]) -> list[int]:
    sizes = []
    for p in paths:
        try:
            sizes.append(os.stat(p).st_size)
        except (OSError, ValueError):
            sizes.append(0)  # the reader reports it, in its turn
    return sizes


def worth_it(paths: list[str]) -> bool:
    """Whether importing ``paths`` is worth starting reading processes (many files, and enough bytes).

    Not when a path names this process's own descriptors (``/dev/stdin``, ``/proc/self/fd/0``...): in a
    reader they would be the reader's.
    """
    if any(os.path.abspath(p).startswith(("/dev/", "/proc/")) for p in paths):
        return False
    return len(paths) >= MIN_FILES and sum(_sizes(paths)) >= MIN_BYTES and available()


def _batches(paths: list[str]) -> list[list[str]]:
    out: list[list[str]] = []
    batch: list[str] = []
    size = 0
    for path, n in zip(paths, _sizes(paths)):
        batch.append(path)
        size += n
        if size >= BATCH_BYTES or len(batch) >= BATCH_FILES:
            out.append(batch)
            batch, size = [], 0
    if batch:
        out.append(batch)
    return out


class _Foreign(Exception):
    """An error of a type that does not cross processes: its type's name and its text, for the one line."""


def _portable(exc: BaseException) -> Any:
    """``exc`` as it can be sent: itself when it pickles back (matchledger's errors do), else its name and text."""
    try:
        pickle.loads(pickle.dumps(exc))
        return exc
    except Exception:
        return ("foreign", type(exc).__name__, str(exc), "".join(traceback.format_exception(exc)))


def _raised(error: Any) -> BaseException:
    if isinstance(error, tuple) and error[:1] == ("foreign",):
        _kind, name, text, tb = error
        exc = type(name, (_Foreign,), {"__module__": __name__})(text)
        exc.add_note(f"in the reading process:\n{tb}")
        return exc
    return error


def _die_with_parent(parent: int) -> None:
    """Have the kernel kill this process when its parent dies (Linux), so a killed import leaves no reader."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # the parent died before the request was made
        os._exit(1)


def _read(conn: Any, others: list[Any], batches: list[list[str]], job: Callable[[str], Any], parent: int,
          mask: set) -> None:
    """A reading process: ``job`` of every path of its batches, one message a batch: (results, error).

    This thread reads and encodes; a sending thread writes the messages to the pipe, so reading goes on
    while the writer is busy and the pipe full, up to :data:`AHEAD` batches.
    """
    import queue
    import threading

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it ends this process
    signal.pthread_sigmask(signal.SIG_SETMASK, mask)
    ready: queue.Queue = queue.Queue(AHEAD)
    failed = threading.Event()

    def send() -> None:
        try:
            while (message := ready.get()) is not None:
                try:
                    conn.send(message)
                except (pickle.PicklingError, TypeError, AttributeError) as exc:  # nothing was written yet
                    conn.send(([], _portable(exc)))
                    break
            else:
                return  # every message sent
        except BaseException:  # the parent is gone (a broken pipe): nothing left to say to anyone
            pass
        failed.set()  # the reading stops at its next batch
        while ready.get() is not None:  # unblock its put, until it says it is done
            pass

    sender = threading.Thread(target=send, name="send", daemon=True)
    code = 0
    try:
        _die_with_parent(parent)
        for c in others:  # the other ends: a pipe must close when its parent is gone
            c.close()
        sender.start()
        for batch in batches:
            if failed.is_set():
                break
            results: list[Any] = []
            error = None
            for path in batch:
                try:
                    results.append(job(path))
                except BaseException as exc:  # sent to the parent, which raises it in its turn
                    error = _portable(exc)
                    break
            ready.put((results, error))
            if error is not None:
                break
        ready.put(None)
        sender.join()
    except BaseException:
        code = 1
    finally:
        os._exit(code)


class Pipeline:
    """``job(path)`` of every path, run in reading processes, the results in path order.

    ``with Pipeline(paths, job) as results: for r in results: ...``. ``job``
    runs in a forked process: it must return something that pickles (an
    :class:`Encoded`, with whatever else the caller wants) and raise errors
    that do (matchledger's own do). The processes start on entering the
    block and are ended and reaped on leaving it, however it is left.
    Raises :class:`StoreError` if a reading process dies without a word
    (killed from outside).
    """

    def __init__(self, paths: list[str], job: Callable[[str], Any], *, readers: int | None = None):
        self.paths = list(paths)
        self.batches = _batches(self.paths[1:])
        self.readers = max(1, min(readers or default_readers(), len(self.batches)))
        self.job = job
        self._head: list[Any] = []
        self._procs: list[Any] = []
        self._conns: list[Any] = []

    def __enter__(self) -> Pipeline:
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _start(self) -> None:
        if not self.paths:
            return
        # The first log is read here, before the fork: the readers start with what it loaded (the engine's
        # modules, the card pool) instead of each loading it again, and a bad first log costs no process.
        self._head = [self.job(self.paths[0])]
        if not self.batches:
            return
        import multiprocessing

        ctx = multiprocessing.get_context("fork")
        pipes = [ctx.Pipe(duplex=False) for _ in range(self.readers)]
        for reader, writer in pipes:
            self._conns.append(reader)
            try:
                import fcntl

                fcntl.fcntl(writer.fileno(), getattr(fcntl, "F_SETPIPE_SZ", 1031), PIPE_BYTES)
            except (ImportError, OSError):
                pass  # the system's pipe size: the readers wait sooner, nothing else changes
        for stream in (sys.stdout, sys.stderr):  # what is buffered here must not be written twice
            try:
                stream.flush()
            except (AttributeError, OSError, ValueError):
                pass
        # Ctrl-C is held back while forking: a reader must ignore it before it can arrive, and the parent
        # gets it (once every reader is known, to be ended) when the mask is put back.
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            for k in range(self.readers):
                others = [c for i, (r, w) in enumerate(pipes) for c in (r, w) if i != k] + [pipes[k][0]]
                proc = ctx.Process(target=_read, name=f"matchledger-reader-{k}", daemon=True,
                                   args=(pipes[k][1], others, self.batches[k::self.readers], self.job, os.getpid(),
                                         mask))
                proc.start()
                self._procs.append(proc)
        finally:
            for _reader, writer in pipes:  # the readers' ends: this process must not keep them open
                writer.close()
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)

    def __iter__(self) -> Iterator[Any]:
        yield from self._head
        self._head = []
        for i in range(len(self.batches)):
            k = i % self.readers
            try:
                results, error = self._conns[k].recv()
            except EOFError:
                raise StoreError(self._died(k)) from None
            yield from results
            if error is not None:
                raise _raised(error)

    def _died(self, k: int) -> str:
        proc = self._procs[k]
        proc.join(5)
        # English only, as the store's other "could not store" lines: not in the catalogs yet.
        return (f"a reading process of the import stopped without a word (exit code {proc.exitcode}); "
                "nothing was stored")

    def close(self) -> None:
        """End every reading process still running and reap them all (idempotent)."""
        for conn in self._conns:
            conn.close()
        self._conns = []
        for proc in self._procs:
            if proc.exitcode is None:
                proc.terminate()
        for proc in self._procs:
            proc.join()
            proc.close()
        self._procs = []
