"""Bounds on every input, so a hostile or broken log is refused instead of hanging or exhausting memory.

A match log a table produces is small: the longest real header is a few
kilobytes, a 20,000-event match about 2 MB. The bounds below are far above
that and far below what a machine can be made to choke on. Each refusal is a
:class:`~ledger.errors.LogError` naming the file (and the line where there
is one), so the CLI prints one line and exits 2.
"""

from __future__ import annotations

import os
import signal
import stat
import threading
from contextlib import contextmanager
from typing import Iterator

from .errors import LogError
from .messages import N_, Reason, template_of

#: what a bounded block is doing, as its callers say it (``time_bound(path, "verifying it")``), for the catalogs
_DOING = (N_("checking it"), N_("reading it"), N_("verifying it"), N_("reading and setting it up"), N_("replaying it"))

#: A log file larger than this is refused before it is read.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: A line (the header with its card definitions, or one event) longer than this is refused.
MAX_LINE_BYTES = 1024 * 1024
#: Cards one deck list (a deck, an extra deck, a stone deck...) may hold, by game; far above any
#: format's maximum, so an oversized deck is still verified and flagged, while 10^8 copies are refused.
#: FFTCG's limited format sets no upper size: the long benchmark match (bench/longmatch.py, 20,000 events)
#: deals two 2,283-card limited decks, so its bound is higher.
MAX_DECK_CARDS = {"chrono-clash": 1000, "force-of-will": 1000, "fftcg": 5000}
#: Seconds one log may take to be read, set up and verified ($MATCHLEDGER_TIME_LIMIT overrides).
DEFAULT_SECONDS = 60.0


def time_limit() -> float:
    """The per-log time bound in seconds ($MATCHLEDGER_TIME_LIMIT, else 60; 0 switches it off)."""
    raw = os.environ.get("MATCHLEDGER_TIME_LIMIT", "")
    try:
        return max(0.0, float(raw)) if raw else DEFAULT_SECONDS
    except ValueError:
        return DEFAULT_SECONDS


class _Overtime(BaseException):
    """Raised by the alarm inside a bounded block (a BaseException so no ``except Exception`` eats it)."""


@contextmanager
def time_bound(path: str, what: str = "checking it") -> Iterator[None]:
    """Refuse ``path`` with a :class:`LogError` if the block runs longer than :func:`time_limit`.

    Uses a real-time alarm, so it only bounds the main thread of a Unix
    process; elsewhere (a web server's worker thread) the block runs unbounded.
    Nested bounds keep the outer one.
    """
    seconds = time_limit()
    usable = (seconds > 0 and hasattr(signal, "setitimer")
              and threading.current_thread() is threading.main_thread()
              and signal.getitimer(signal.ITIMER_REAL)[0] == 0)
    if not usable:
        yield
        return

    def _alarm(_sig, _frame):
        raise _Overtime()

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    except _Overtime:
        raise LogError(Reason(N_("{what} took longer than {seconds:g} s, the bound for one log "
                                 "(MATCHLEDGER_TIME_LIMIT sets another): refused"), what=Reason(what),
                              seconds=seconds), path=path) from None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def read_bounded(path: str) -> bytes:
    """The bytes of the regular file at ``path``, refusing FIFOs, devices and oversized files.

    The file is opened without blocking (a FIFO with no writer would block an
    ordinary open forever) and its type checked on the open descriptor, so a
    file swapped for a FIFO between a check and the open is still refused.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise LogError(Reason(N_("no such file")), path=path) from None
    except IsADirectoryError:
        raise LogError(Reason(N_("is a folder, not a match log")), path=path) from None
    except OSError as exc:
        raise LogError(Reason(N_("cannot read it ({error})"), error=exc.strerror), path=path) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise LogError(Reason(N_("is a folder, not a match log")), path=path)
        if not stat.S_ISREG(st.st_mode):
            kind = (N_("a FIFO (named pipe)") if stat.S_ISFIFO(st.st_mode) else
                    N_("a device") if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else
                    N_("a socket") if stat.S_ISSOCK(st.st_mode) else N_("not a regular file"))
            raise LogError(Reason(N_("is {kind}, not a match log file: save the log to a file first"), kind=Reason(kind)),
                           path=path)
        if st.st_size > MAX_FILE_BYTES:
            raise LogError(Reason(N_("is {size:,} bytes; a match log may be at most {most:,}"), size=st.st_size,
                                      most=MAX_FILE_BYTES), path=path)
        chunks, size = [], 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            size += len(chunk)
            if size > MAX_FILE_BYTES:  # it grew while being read
                raise LogError(Reason(N_("is more than {most:,} bytes, the most a match log may be"), most=MAX_FILE_BYTES),
                               path=path)
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise LogError(Reason(N_("cannot read it ({error})"), error=exc.strerror), path=path) from None
    finally:
        os.close(fd)


def read_bounded_as(path: str, words: dict[str, str]) -> bytes:
    """:func:`read_bounded` for a file that is no match log (a deck list, a correction): ``words`` maps each
    refusal's template, said of a match log, to the same refusal said of that file (marked ``N_``)."""
    try:
        return read_bounded(path)
    except LogError as exc:
        template, args = template_of(exc.reason)
        said = words.get(template)
        raise LogError(Reason(said, **args) if said else exc.reason, path=path) from None


#: Seconds an SQLite import waits for another program's write to finish ($MATCHLEDGER_SQLITE_LOCK_TIMEOUT).
SQLITE_LOCK_WAIT = 60
