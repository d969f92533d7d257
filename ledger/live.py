"""Live recordings: a match stored event by event as it is played (``matchledger record``).

A stored match's id is the digest of its whole log, which a match still
being played does not have yet. So a match being recorded is a
:class:`LiveMatch` aggregate of its own in the same ledger, identified by a
**recording id** (a random UUID, chosen when the recording starts):

- version 1, :class:`LiveMatch.Started`: the header's canonical line, the
  game, when it started, and the header's chain hash (no event count, no
  digest: they are not known yet);
- then one :class:`LiveMatch.EventEntered` per event, **saved the moment it
  is entered** (one transaction each): its canonical line, chained to the
  previous hash exactly as a stored match's events are, and the rule ids it
  broke when the judge confirmed it as it stood at the table;
- finally :class:`LiveMatch.Closed`, naming the stored match the recording
  became: when the match is over or ended (``end``), or when ``undo``
  started a correction, the log so far is imported as an ordinary match
  (its digest gives its id, as always) and the recording is closed.

Nothing is ever edited: the ledger refuses UPDATE and DELETE on every stored
event, a closed recording accepts no event, and ``undo`` keeps what was
first entered (as a stored match) while a new recording, a branch of it
(:mod:`ledger.lineage`), carries on. A crash loses at most the event being
typed; :func:`open_recording` resumes from the stored events, their chain
checked.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timezone
from typing import Any

from eventsourcing.domain import Aggregate
from eventsourcing.utils import get_topic

from .domain import chain_hash
from .errors import IntegrityError, MatchledgerError, StoreError
from .messages import N_, Reason
from .log import MatchLog, encode_line, parse_log


class RecordingError(MatchledgerError):
    """A recording that cannot be used: unknown, ambiguous, already closed, or written by another recorder."""


class LiveMatch(Aggregate):
    """A match being recorded: its header, then every event as it was entered."""

    class Started(Aggregate.Created):
        """The recording started from this header."""

        header: str
        game: str
        started_at: str
        hash: str

    class EventEntered(Aggregate.Event):
        """Event ``seq``, entered at the table; ``flagged``: the rules it broke, confirmed as it stood."""

        seq: int
        line: str
        prev: str
        hash: str
        flagged: str

        def apply(self, aggregate: Any) -> None:
            aggregate.lines.append(self.line)
            aggregate.hashes.append(self.hash)
            aggregate.flagged.append(self.flagged)

    class Closed(Aggregate.Event):
        """The recording became stored match ``match`` (``why``: over, ended, undo at seq N)."""

        match: str
        why: str

        def apply(self, aggregate: Any) -> None:
            aggregate.closed = self.match
            aggregate.why = self.why

    def __init__(self, header: str, game: str, started_at: str, hash: str):
        self.header = header
        self.game = game
        self.started_at = started_at
        self.lines: list[str] = []
        self.hashes: list[str] = [hash]
        self.flagged: list[str] = []
        self.closed = ""
        self.why = ""

    @property
    def head(self) -> str:
        return self.hashes[-1]

    def enter(self, line: str, flagged: list[str]) -> None:
        self.trigger_event(self.EventEntered, seq=len(self.lines) + 1, line=line, prev=self.head,
                           hash=chain_hash(self.head, line), flagged=",".join(flagged))

    def close(self, match: str, why: str) -> None:
        self.trigger_event(self.Closed, match=match, why=why)


STARTED_TOPIC = get_topic(LiveMatch.Started)


class Recording:
    """A live recording opened in a ledger: its id, its stream and the match log so far."""

    def __init__(self, led: Any, stream: LiveMatch):
        self.led = led
        self.stream = stream
        #: Whether :meth:`close` found the match stored already (the same match recorded at another station).
        self.duplicate = False

    @property
    def id(self) -> str:
        return str(self.stream.id)

    @property
    def log(self) -> MatchLog:
        """The match log as entered so far."""
        data = "\n".join([self.stream.header, *self.stream.lines]) + "\n"
        from .store import LIVE_MARK

        return parse_log(data.encode(), f"{self.led.name}{LIVE_MARK}{self.id}")

    @property
    def closed(self) -> str:
        return self.stream.closed

    def append(self, event: Any, flagged: list[str] = ()) -> None:
        """Store one event now (its own transaction); it must be numbered next."""
        if self.stream.closed:
            raise RecordingError(Reason(N_("recording {id} is closed (it became match {match})"), id=self.id,
                                        match=self.stream.closed))
        want = len(self.stream.lines) + 1
        if event.seq != want:
            raise RecordingError(Reason(N_("event seq {seq} entered where seq {want} comes next"), seq=event.seq,
                                        want=want))
        self.stream.enter(encode_line(event).decode(), list(flagged))
        _save(self.led, self.stream, Reason(N_("event {seq}"), seq=want), want)

    def close(self, why: str, what: Any = None) -> str:
        """Import the log so far as a stored match and close the recording on it; its match id. ``what`` names
        the step in a failure's line (default: the end of the recording; an undo names itself).

        When the server closed the connection (a restart, a failover), each step is tried once more on a new
        one, as an entry is (qa39e F3: ``undo`` and ``end`` ended the recorder): whether the match was stored
        already is looked up first, and the import stores a match once whatever the tries (it is keyed by its
        id), so a first try that was committed before its answer was lost is neither doubled nor said to be
        "the same match recorded before"."""
        what = what if what is not None else Reason(N_("the end of the recording"))
        log = self.log
        mid = log.match_id()
        existed, _ = _once_more(self.led, self.stream, what, lambda: self.led.backend.index_has(mid))
        (stored,), retried = _once_more(self.led, self.stream, what, lambda: self.led.import_logs([log]))
        self.duplicate = stored.duplicate and (existed or not retried)
        self.stream.close(stored.match_id, why)
        _save(self.led, self.stream, what, len(self.stream.lines) + 1)
        return stored.match_id


def _taken(exc: BaseException) -> bool:
    """Whether saving failed on the stored events' unique key: another station stored that version first."""
    for e in (exc, exc.__cause__):
        if isinstance(e, _Taken) or (e is not None and any(c.__name__ == "IntegrityError" for c in type(e).__mro__)):
            return True
    return False


def _save(led: Any, stream: LiveMatch, what: Any, seq: int | None = None) -> None:
    pending = list(stream.pending_events)  # (saving collects them: kept to store them again on a new connection)
    try:
        led.app.save(stream)
    except Exception as exc:  # the library's IntegrityError (another recorder saved first) or persistence errors
        again: BaseException | None = None
        if seq is not None and _connection_lost(exc) and pending:
            # The server closed the connection (a restart, a failover): once more on a new one, if what was entered
            # is not stored (round 39: the recorder ended, though the server was back a second later).
            again = _save_again(led, stream, pending)
            if again is None:
                return
            if _taken(again):
                exc = again
        if seq is not None and _taken(exc):  # said plainly, without the driver's words
            raise StoreError(Reason(N_("could not store {what} of recording {id} in {ledger}: another station "
                                       "recorded seq {seq} of this recording first: resume it again to see it"),
                                    what=what, id=stream.id, ledger=led.name, seq=seq)) from None
        # Said as it happened (round 38): the server closed the connection (a restart), the ledger locked, a grant
        # missing, not a guess at "another recorder"; a start that was not stored is no recording to resume.
        error = led.backend.reason(exc)
        if _connection_lost(exc):
            error = _lost(error, None if again is None or isinstance(again, _Lost) else led.backend.reason(again))
        if seq is None:
            raise StoreError(Reason(N_("could not store {what} of recording {id} in {ledger}: {error}; nothing was "
                                       "stored: start the recording again"), what=what, id=stream.id,
                                    ledger=led.name, error=error)) from None
        raise StoreError(Reason(N_("could not store {what} of recording {id} in {ledger}: {error}; what was stored "
                                   "before it is kept"), what=what, id=stream.id, ledger=led.name,
                                error=error)) from None


def _once_more(led: Any, stream: LiveMatch, what: Any, step: Any) -> tuple[Any, bool]:
    """``step()``, and whether it was tried twice: when the server closed the connection, once more on a new one
    (``step`` must be safe to repeat: a look-up, or the import, which stores a match once). Said, when the new
    connection fails too, as an entry's loss is, with what was stored before kept (the caller adds how to
    resume)."""
    try:
        return step(), False
    except Exception as exc:  # noqa: BLE001 - only a lost connection is tried again; anything else as it was
        if not _connection_lost(exc):
            raise
        first = exc
    again: BaseException = _Lost()
    if led.backend.renew_connections():
        try:
            return step(), True
        except Exception as exc:  # noqa: BLE001 - said below, with the first failure
            again = exc
    error = _lost(_driver_words(led, first), None if isinstance(again, _Lost) else _driver_words(led, again))
    raise StoreError(Reason(N_("could not store {what} of recording {id} in {ledger}: {error}; what was stored "
                               "before it is kept"), what=what, id=stream.id, ledger=led.name,
                            error=error)) from None


def _lost(error: Any, again: Any = None) -> Any:
    """Why a step failed when the server closed the connection: the server's words (``error``), and, when a new
    connection was tried and failed too, its words (``again``)."""
    if again is None:
        return Reason(N_("the connection to the ledger was lost (the server closed it: {error})"), error=error)
    return Reason(N_("the connection to the ledger was lost (the server closed it: {error}), and a new connection "
                     "could not store it either ({again})"), error=error, again=again)


def _driver_words(led: Any, exc: BaseException) -> Any:
    """What the server said of ``exc``: a ledger's own refusal (``could not store the matches ...: <the driver's
    words>; nothing was stored``) is read for the driver's error it wraps, so the line says it once."""
    seen: BaseException | None = exc
    while isinstance(seen, MatchledgerError) and (seen.__cause__ or seen.__context__) is not None:
        seen = seen.__cause__ or seen.__context__
    return led.backend.reason(seen)


def _save_again(led: Any, stream: LiveMatch, pending: list[Any]) -> BaseException | None:
    """Store ``pending`` (the events of ``stream`` a lost connection may not have stored) once more, on a new
    connection; None when they are stored (now, or by the first try: the server committed before the connection
    went), else the error to say. Each is looked up by its version (the recording's seq) first: an event stored
    by the first try is never stored twice, and one another station stored there first is said as such (the
    unique key would refuse ours all the same)."""
    if not led.backend.renew_connections():
        return _Lost()
    try:
        first = pending[0].originator_version
        # (the backend's one query, not the library's select, which retries ten times the pool's wait)
        stored = {v: state for v, _topic, state in led.backend.event_rows(led.app.recorder, stream.id) if v >= first}
        mine = {e.originator_version: led.app.mapper.to_stored_event(e).state for e in pending}
        if all(v in stored for v in mine):  # the first try was stored (its answer lost with the connection)
            if all(stored[v] == state for v, state in mine.items()):
                return None
            return _Taken()  # another station's event at this seq
        if any(v in stored for v in mine):
            return _Taken()
        led.app.save(*pending)
    except Exception as exc:  # noqa: BLE001 - said by the caller as the first failure is
        return exc
    return None


class _Lost(Exception):
    """No new connection to try on (said as the connection lost)."""

    def __str__(self) -> str:
        return "the connection is lost"


class _Taken(Exception):
    """Another station stored this seq of the recording first (said as the unique key's refusal is)."""


def _connection_lost(exc: BaseException) -> bool:
    """Whether saving failed because the database connection went away (a server restart, a failover)."""
    seen: BaseException | None = exc
    while seen is not None:
        name = type(seen).__name__
        text = str(seen)
        if name in ("AdminShutdown", "CrashShutdown") or any(
                w in text for w in ("terminating connection", "server closed the connection", "connection is closed",
                                    "consuming input failed", "the connection is lost")):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def start_recording(led: Any, header: Any, game: str, events: list[Any] = (), now: datetime | None = None) -> Recording:
    """Start a recording from ``header`` (and events already known, e.g. a branch's shared ones)."""
    led.check_guards()  # a ledger changed outside matchledger is written no more (until `audit --restore-guards`)
    line = encode_line(header).decode()
    stamp = (now or datetime.now(timezone.utc)).isoformat(timespec="seconds")
    stream = LiveMatch(header=line, game=game, started_at=stamp, hash=chain_hash("", line))
    for ev in events:
        stream.enter(encode_line(ev).decode(), [])
    _save(led, stream, Reason(N_("the start")))
    return Recording(led, stream)


def recordings(led: Any) -> list[tuple[str, str, str]]:
    """Every recording in the ledger: ``(recording id, game, started_at)``, oldest first."""
    out, start = [], 1
    try:
        while True:
            page = led.app.recorder.select_notifications(start, 500, topics=[STARTED_TOPIC])
            if not page:
                return out
            for n in page:
                try:
                    ev = led.app.mapper.to_domain_event(n)
                    game, started = ev.game, ev.started_at
                except Exception:  # noqa: BLE001 - a start changed in the file: listed all the same (audit says why)
                    game, started = "", ""
                out.append((str(n.originator_id), game, started))
            start = page[-1].id + 1
    except Exception as exc:
        raise StoreError(Reason(N_("could not list the recordings in {ledger}: {error}"), ledger=led.name,
                                error=str(exc))) from None


def recording_ids(led: Any) -> list[str]:
    """The id of every recording that has stored rows, oldest first: those :func:`recordings` lists, then any
    whose start (version 1) is gone and whose other rows are left (deleted outside matchledger: the audit
    says the header is missing, as of a match)."""
    known = [rid for rid, _game, _started in recordings(led)]
    seen, start = set(known), 1
    topics = [get_topic(LiveMatch.EventEntered), get_topic(LiveMatch.Closed)]
    try:
        while True:
            page = led.app.recorder.select_notifications(start, 500, topics=topics)
            if not page:
                return known
            for n in page:
                rid = str(n.originator_id)
                if rid not in seen:
                    seen.add(rid)
                    known.append(rid)
            start = page[-1].id + 1
    except Exception as exc:
        raise StoreError(Reason(N_("could not list the recordings in {ledger}: {error}"), ledger=led.name,
                                error=str(exc))) from None


def open_recordings(led: Any) -> list[str]:
    """The ids of the recordings not closed yet (being played, or stopped to be resumed), oldest first."""
    found = []
    for rid, _game, _started in recordings(led):
        try:
            stream = led.app.repository.get(uuid.UUID(rid))
        except Exception:  # unreadable: not closed as far as anyone can tell (audit says why)
            found.append(rid)
            continue
        if not stream.closed:
            found.append(rid)
    return found


def open_recording(led: Any, ref: str) -> Recording:
    """The recording whose id is or starts with ``ref`` (4+ characters), its chain checked.

    Raises :class:`RecordingError` for no such recording or an ambiguous
    prefix, :class:`IntegrityError` if its stored events fail their chain.
    """
    led.check_guards()
    want = ref.strip().lower().removeprefix("live-").replace("-", "")
    found = [r for r in recordings(led) if r[0].replace("-", "").startswith(want)] if len(want) >= 4 else []
    if len(found) != 1:
        known = ", ".join(r[0][:8] for r in recordings(led)[-5:]) or Reason(N_("none"))
        what = Reason(N_("is ambiguous")) if found else Reason(N_("is not a recording"))
        raise RecordingError(Reason(N_("{ref!r} {what} in {ledger} (recordings: {known})"), ref=ref, what=what,
                                    ledger=led.name, known=known))
    try:
        stream = led.app.repository.get(uuid.UUID(found[0][0]))
    except Exception:  # noqa: BLE001 - rows the library cannot read in order (one deleted, two swapped)
        raise IntegrityError(_refusal(led, found[0][0], None)) from None
    head = chain_hash("", stream.header)
    for i, line in enumerate(stream.lines, start=1):
        head = chain_hash(head, line)
        if stream.hashes[i] != head:
            raise IntegrityError(_refusal(led, str(stream.id), i))
    return Recording(led, stream)


def _refusal(led: Any, rid: str, seq: int | None) -> Reason:
    """The one line refusing recording ``rid``, whose chain fails at event ``seq``: what changed, as the audit
    says it (``recording <id> in <ledger> fails its integrity check: event seq 2: its content was edited...``)."""
    lead = Reason(N_("recording {id} in {ledger} fails its integrity check"), id=rid, ledger=led.name)
    try:
        found = [p for r, _s, p in audit_recordings(led) if r == rid]
    except MatchledgerError:  # the rows cannot be read again: said without the reason
        found = []
    first = found[0] if found else None
    if isinstance(first, Reason) and first.template.startswith("{where}: "):
        return Reason(first.template, **{**first.args, "where": lead})
    if seq is None:
        return lead
    return Reason(N_("recording {id} in {ledger} fails its integrity check at event seq {seq}"), id=rid,
                  ledger=led.name, seq=seq)


def audit_recordings(led: Any) -> list[tuple[str, int | None, str]]:
    """Recompute the chain of every recording, open or closed: ``(recording id, seq or None, problem)`` each.

    What :func:`open_recording` checks before resuming one, made over every
    stored row of each (a recording already closed included): the start's
    hash over its header line, each entered event's seq, its link to the one
    before and its hash over its line, a closing event only last. The
    sentences are the match audit's (:mod:`ledger.audit`), said of
    ``recording <id>``.
    """
    from .audit import missing

    mapper = led.app.mapper
    out: list[tuple[str, int | None, str]] = []
    follows: dict[str, dict[str, int]] = {}  # recording -> {an event's hash: its seq, found as the next one's link}
    moved: list[tuple[int, str, int, Any]] = []  # (place in out, recording, seq, event) of an event moved in
    inside: dict[str, dict[int, Any]] = {}  # recording -> its entered events by seq (one moved into the middle)
    for rid in recording_ids(led):  # one whose start was deleted too: its header is missing
        where = Reason(N_("recording {id}"), id=rid)
        try:
            rows = list(led.app.recorder.select_events(uuid.UUID(rid)))
        except led.backend.errors as exc:
            raise StoreError(Reason(N_("could not list the recordings in {ledger}: {error}"), ledger=led.name,
                                    error=led.backend.reason(exc))) from None
        head: str | None = None
        closed = False
        expected = 1
        start = len(out)
        first_hash: str | None = None  # the start's hash: to find two events swapped
        stored_at: dict[int, Any] = {}
        swapped = _start_swapped(mapper, rows)
        if swapped is not None:  # the start and event seq 1 in each other's place: one line, the walk goes on after
            out.append((rid, 0, Reason(N_("{where}: the header and event seq 1 were swapped (each is stored in the "
                                          "other's place)"), where=where)))
            first_hash, head = swapped
            expected, rows = 3, rows[2:]
        for row in rows:
            v = row.originator_version
            seq = v - 1
            if v > expected:
                out.append((rid, expected - 1, missing(where, expected, v - 1)))
                head = None
            expected = v + 1
            try:
                ev = mapper.to_domain_event(row)
            except Exception:
                out.append((rid, seq, Reason(N_("{where}: header: its stored bytes were changed and can no longer be "
                                                "read"), where=where) if v == 1 else
                            Reason(N_("{where}: event seq {seq}: its stored bytes were changed and can no longer be "
                                      "read"), where=where, seq=seq)))
                head = None
                continue
            if v == 1:
                said = getattr(ev, "header", None)  # None: another event's content stored as the start
                if not isinstance(ev, LiveMatch.Started) or said is None or chain_hash("", said) != ev.hash:
                    out.append((rid, 0, Reason(N_("{where}: header: its content was edited (it no longer matches its "
                                                  "hash)"), where=where)))
                    head = None
                else:
                    head = first_hash = ev.hash
                continue
            if closed or not isinstance(ev, (LiveMatch.EventEntered, LiveMatch.Closed)) or (
                    isinstance(ev, LiveMatch.Closed) and not _whole_close(ev)):  # an entered event's type changed
                out.append((rid, seq, Reason(N_("{where}: event seq {seq}: the stored event is not a match event"),
                                             where=where, seq=seq)))
                head = None
                continue
            if isinstance(ev, LiveMatch.Closed):
                closed = True
                continue
            stored_at[seq] = ev
            if isinstance(ev.seq, int) and isinstance(ev.prev, str):
                follows.setdefault(rid, {})[ev.prev] = seq - 1
            if ev.seq != seq:
                out.append((rid, seq, Reason(N_("{where}: event seq {seq}: its seq was changed to {now}"),
                                             where=where, seq=seq, now=ev.seq)))
            if chain_hash(ev.prev, ev.line) != ev.hash:
                out.append((rid, seq, Reason(N_("{where}: event seq {seq}: its content was edited (it no longer "
                                                "matches its hash)"), where=where, seq=seq)))
            elif head is not None and ev.prev != head:
                out.append((rid, seq, Reason(N_("{where}: event seq {seq}: the link to seq {before} is broken (its "
                                                "previous hash is not the one stored for seq {before})"),
                                             where=where, seq=seq, before=seq - 1)))
            head = ev.hash
        if first_hash is not None and len(out) - start > 1:  # two events swapped: one line, as the match audit
            from .audit import _swapped

            mine = out[start:]
            kept = _swapped(where, [p for _r, _s, p in mine], first_hash, stored_at)
            seqs = {id(p): s for _r, s, p in mine}
            out[start:] = [(rid, seqs.get(id(p), p.args.get("first") if isinstance(p, Reason) else None), p)
                           for p in kept]
        out[start:] = _moved_in(rid, out[start:], stored_at, moved, start)
        if len(out) - start > 1:
            inside[rid] = stored_at
    for at, rid, seq, ev in moved:  # name the recording it was taken from: there, the next event links to it
        origin = next((r for r, hashes in follows.items() if r != rid and hashes.get(ev.hash) == ev.seq), None)
        where = Reason(N_("recording {id}"), id=rid)
        out[at] = (rid, seq, Reason(N_("{where}: event seq {seq}: event seq {now} of recording {origin} is stored "
                                       "here (moved or copied: its own hash holds, its link to seq {before} does "
                                       "not)"), where=where, seq=seq, now=ev.seq, origin=origin, before=seq - 1)
                   if origin is not None else
                   Reason(N_("{where}: event seq {seq}: event seq {now} of another recording is stored here (moved "
                             "or copied: its own hash holds, its link to seq {before} does not)"), where=where,
                          seq=seq, now=ev.seq, before=seq - 1))
    return _moved_inside(out, inside, follows) if inside else out


def _moved_inside(out: list[tuple[str, int | None, Any]], inside: dict[str, dict[int, Any]],
                  follows: dict[str, dict[str, int]]) -> list[tuple[str, int | None, Any]]:
    """``out`` with the lines an event of another recording stored in the middle of one gives (its link and the
    next one's broken, its seq changed if it was another; its own hash holding) said as one naming the recording
    it was taken from (there, the next event still links to it). Left as they are when no recording does."""
    said = {(r, s, p.template): i for i, (r, s, p) in enumerate(out) if isinstance(p, Reason)}
    drop: set[int] = set()
    for rid, stored_at in inside.items():
        for seq, ev in stored_at.items():
            into, out_of = said.get((rid, seq, _LINK_BROKEN)), said.get((rid, seq + 1, _LINK_BROKEN))
            if (into is None or out_of is None or not isinstance(ev.hash, str)
                    or chain_hash(ev.prev, ev.line) != ev.hash):
                continue
            origin = next((r for r, hashes in follows.items() if r != rid and hashes.get(ev.hash) == ev.seq), None)
            if origin is None:
                continue
            changed = said.get((rid, seq, _SEQ_CHANGED))
            first = min(i for i in (into, changed) if i is not None)
            where = Reason(N_("recording {id}"), id=rid)
            out[first] = (rid, seq, Reason(N_("{where}: event seq {seq}: event seq {now} of recording {origin} is "
                                              "stored here (moved or copied: its own hash holds, its links to seq "
                                              "{before} and seq {after} do not)"), where=where, seq=seq, now=ev.seq,
                                           origin=origin, before=seq - 1, after=seq + 1))
            drop |= {i for i in (into, out_of, changed) if i is not None and i != first}
    return [x for i, x in enumerate(out) if i not in drop]


_SEQ_CHANGED = "{where}: event seq {seq}: its seq was changed to {now}"
_LINK_BROKEN = ("{where}: event seq {seq}: the link to seq {before} is broken (its previous hash is not the one "
                "stored for seq {before})")


def _moved_in(rid: str, mine: list[tuple[str, int | None, Any]], stored_at: dict[int, Any],
              moved: list[tuple[int, str, int, Any]], start: int) -> list[tuple[str, int | None, Any]]:
    """``mine`` (one recording's lines) with the two an event of another recording stored at its end gives (its
    seq changed, its link broken; its own hash holding) kept as one place, named once the origin is known
    (``moved``: its place in the audit's lines)."""
    said = {(s, p.template): i for i, (_r, s, p) in enumerate(mine) if isinstance(p, Reason)}
    drop: set[int] = set()
    for seq, ev in stored_at.items():
        a, b = said.get((seq, _SEQ_CHANGED)), said.get((seq, _LINK_BROKEN))
        if a is None or b is None or seq + 1 in stored_at or chain_hash(ev.prev, ev.line) != ev.hash:
            continue  # only the last event: one in the middle is said as the swap or the links it breaks
        drop.add(b)
        moved.append((a, rid, seq, ev))
    if not drop:
        return mine
    kept = [x for i, x in enumerate(mine) if i not in drop]
    place = {id(x): start + i for i, x in enumerate(kept)}
    moved[:] = [(place[id(mine[a])], r, s, e) if r == rid and a < len(mine) and id(mine[a]) in place else
                (a, r, s, e) for a, r, s, e in moved]
    return kept


def _whole_close(ev: Any) -> bool:
    """Whether a closing event holds what one stores (its fields, each text): not another row's content read
    under a changed topic, which would end the recording there and make each event after it "not a match event"."""
    return all(type(getattr(ev, name, None)) is str for name in ("match", "why"))


def _start_swapped(mapper: Any, rows: list[Any]) -> tuple[str, str] | None:
    """When a recording's first two rows hold each other's content (its start stored as event seq 1, event seq 1
    as its start, each whole): the start's hash and event seq 1's; else None."""
    if len(rows) < 2 or [r.originator_version for r in rows[:2]] != [1, 2]:
        return None
    try:
        entered, started = (vars(mapper.to_domain_event(row)) for row in rows[:2])
        if chain_hash("", started["header"]) != started["hash"] or entered["seq"] != 1:
            return None
        if entered["prev"] != started["hash"] or chain_hash(entered["prev"], entered["line"]) != entered["hash"]:
            return None
    except Exception:  # noqa: BLE001 - unreadable, or not these two: said as the walk finds it
        return None
    return started["hash"], entered["hash"]
