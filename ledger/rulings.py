"""Rulings: a judge's decisions and remarks about a match, kept beside it, never in it.

Each stored match may have one **rulings stream**: an eventsourcing
aggregate of its own (:class:`Rulings`, id ``uuid5(RULINGS_NAMESPACE,
match_id)``) in the same ledger, whose events are :class:`Rulings.RulingRecorded`.
The match's own events, its digest and its hash chain are never touched, so
a ruling cannot change what the match was; the rulings stream is
append-only too (the ledger refuses UPDATE and DELETE on every stored
event), and its rulings are hash-chained from the match id.

A ruling is tied to an event (``seq``; 0 for the set-up or the match as a
whole), names its judge, and may **supersede** an earlier ruling by its
number: the earlier one stays, marked as superseded.
"""

from __future__ import annotations

import time
import uuid
from datetime import datetime, timezone
from typing import Any

from eventsourcing.domain import Aggregate

from .errors import IntegrityError, MatchledgerError, StoreError
from .messages import N_, Reason
from .chain import chain_hash
from .ruling import RULINGS_NAMESPACE, Ruling, ruling_content, stream_id

__all__ = ["Ruling", "Rulings", "RulingError", "RULINGS_NAMESPACE", "stream_id", "rulings_of", "add_ruling"]


class RulingError(MatchledgerError):
    """A ruling that cannot be recorded: an event the match lacks, no text, an unknown ruling to supersede."""


class Rulings(Aggregate):
    """The rulings stream of one match."""

    class Opened(Aggregate.Created):
        """The first ruling about ``match`` opened its stream."""

        match: str

    class RulingRecorded(Aggregate.Event):
        """Ruling ``number`` at event ``seq``; ``supersedes`` 0 when it replaces none. Chained by ``hash``."""

        number: int
        seq: int
        judge: str
        text: str
        supersedes: int
        recorded_at: str
        prev: str
        hash: str

        def apply(self, aggregate: Any) -> None:
            aggregate.rulings.append(Ruling(number=self.number, seq=self.seq, judge=self.judge, text=self.text,
                                            recorded_at=self.recorded_at, supersedes=self.supersedes or None,
                                            hash=self.hash))
            if self.supersedes:
                aggregate.rulings[self.supersedes - 1].superseded_by = self.number
            aggregate.head = self.hash

    @staticmethod
    def create_id(match: str) -> uuid.UUID:
        return stream_id(match)

    def __init__(self, match: str):
        self.match = match
        self.rulings: list[Ruling] = []
        self.head = chain_hash("", match)

    def record(self, *, seq: int, judge: str, text: str, supersedes: int | None, recorded_at: str) -> None:
        number = len(self.rulings) + 1
        content = ruling_content(number, seq, judge, text, supersedes or 0, recorded_at)
        self.trigger_event(self.RulingRecorded, number=number, seq=seq, judge=judge, text=text,
                           supersedes=supersedes or 0, recorded_at=recorded_at, prev=self.head,
                           hash=chain_hash(self.head, content))


def _stream(led: Any, match_id: str) -> Rulings | None:
    from eventsourcing.application import AggregateNotFoundError

    try:
        return led.app.repository.get(stream_id(match_id))
    except AggregateNotFoundError:
        return None
    except Exception as exc:  # the library's persistence errors
        raise StoreError(Reason(N_("could not read the rulings of match {match} in {ledger}: {error}"), match=match_id,
                                ledger=led.name, error=str(exc))) from None


def rulings_of(led: Any, match_id: str, events: int | None = None) -> list[Ruling]:
    """The rulings of a stored match, in the order recorded ([] when it has none).

    Its stored rows are read as they are (not through the library's
    aggregate, which cannot read a stream with a row deleted or swapped) and
    checked as the audit checks them (:func:`audit_rulings`; ``events``: the
    match's event count, when known, to check the event each ruling names):
    a ruling edited, deleted or swapped in the file raises
    :class:`IntegrityError` naming the match and the audit's sentence, as an
    edited event of the match is refused.
    """
    stored = _rows_of(led, match_id)
    if not stored:
        return []
    problems = _problems_of(led, match_id, _ANY_SEQ if events is None else events, stored)
    if problems:
        from .store import refusal

        raise IntegrityError(refusal(match_id, led.name, problems))
    rulings: list[Ruling] = []
    for row in sorted(stored, key=_version_order)[1:]:  # each read by _walk already: whole, numbered 1, 2, 3...
        ev = led.app.mapper.to_domain_event(row)
        rulings.append(Ruling(number=ev.number, seq=ev.seq, judge=ev.judge, text=ev.text, recorded_at=ev.recorded_at,
                              supersedes=ev.supersedes or None, hash=ev.hash))
        if ev.supersedes:
            rulings[ev.supersedes - 1].superseded_by = ev.number
    return rulings


#: The event count :func:`rulings_of` checks a ruling's seq against when the match's is not given.
_ANY_SEQ = 1 << 62


def stream_problems(led: Any, match_id: str, events: int) -> list[str]:
    """Every problem of the rulings stream of stored match ``match_id`` (which has ``events`` events), as
    :func:`audit_rulings` names them: [] when it has none or they are intact."""
    stored = _rows_of(led, match_id)
    return _problems_of(led, match_id, events, stored) if stored else []


def _rows_of(led: Any, match_id: str) -> list[Any]:
    """The stored rows of match ``match_id``'s rulings stream, as they are (the library's aggregate cannot read a
    stream with a row deleted or swapped: :func:`_walk` checks them)."""
    try:
        return list(led.app.recorder.select_events(stream_id(match_id)))
    except Exception as exc:  # the library's persistence errors
        raise StoreError(Reason(N_("could not read the rulings of match {match} in {ledger}: {error}"), match=match_id,
                                ledger=led.name, error=str(exc))) from None


def _problems_of(led: Any, match_id: str, events: int, stored: list[Any]) -> list[str]:
    """The audit's sentences for the rulings rows ``stored`` of match ``match_id`` ([] when intact)."""
    return _walk(led.app.mapper, match_id, events, stored, Reason(N_("match {match}: rulings"), match=match_id))[0]


def add_ruling(led: Any, match_id: str, *, events: int, seq: int, judge: str, text: str,
               supersedes: int | None = None, now: datetime | None = None) -> Ruling:
    """Record a ruling about event ``seq`` (0..``events``) of stored match ``match_id``.

    Raises :class:`RulingError` for a seq the match lacks, an empty judge or
    text, or a ``supersedes`` naming no ruling (or one already superseded),
    and :class:`StoreError` when the ledger cannot be written (another ruling
    recorded at the same moment: run it again).
    """
    led.check_writable()  # a read-only medium: said before anything, not "run it again"
    if not 0 <= seq <= events:
        raise RulingError(Reason(N_("--at {seq}: match {match} has events 1..{events} (0: the set-up or the whole match)"),
                                 seq=seq, match=match_id, events=events))
    judge, text = judge.strip(), text.strip()
    if not judge or not text:
        raise RulingError(Reason(N_("a ruling names its judge (--judge) and says something (TEXT)")))
    from eventsourcing.persistence import IntegrityError as VersionTaken

    for attempt in range(_ATTEMPTS):
        stream = _stream(led, match_id)
        if supersedes is not None:
            known = stream.rulings if stream is not None else []
            if not 1 <= supersedes <= len(known):
                have = f"R1..R{len(known)}" if known else Reason(N_("none yet"))
                raise RulingError(Reason(N_("--supersedes R{n}: match {match} has no such ruling ({have})"),
                                         n=supersedes, match=match_id, have=have))
            later = known[supersedes - 1].superseded_by
            if later:
                raise RulingError(Reason(N_("R{n} is already superseded by R{later}: supersede R{later} instead"),
                                         n=supersedes, later=later))
        if stream is None:
            stream = Rulings(match=match_id)
        stamp = (now or datetime.now(timezone.utc)).isoformat(timespec="seconds")
        stream.record(seq=seq, judge=judge, text=text, supersedes=supersedes, recorded_at=stamp)
        try:
            led.app.save(stream)
        except VersionTaken:
            # Another judge's ruling took this place in the stream a moment before: read it again (a ruling
            # it superseded is checked anew) and record after it.
            time.sleep(0.01 * (attempt + 1))
            continue
        except Exception as exc:  # persistence errors
            # a grant missing: running it again cannot help; a busy ledger: the reason says "try again" already,
            # said once (round 38)
            if led.backend.denied(exc) or led.backend.busy(exc):
                raise StoreError(Reason(N_("could not record the ruling for match {match} in {ledger}: {error}; "
                                           "nothing was recorded"), match=match_id, ledger=led.name,
                                        error=led.backend.reason(exc))) from None
            raise StoreError(Reason(N_("could not record the ruling for match {match} in {ledger}: {error}; "
                                       "nothing was recorded, run it again"), match=match_id, ledger=led.name,
                                    error=led.backend.reason(exc))) from None
        return stream.rulings[-1]
    raise StoreError(Reason(N_("could not record the ruling for match {match} in {ledger}: other rulings were being "
                               "recorded at the same time; nothing was recorded, run it again"), match=match_id,
                            ledger=led.name))


#: How many times a ruling is recorded again after another took its place in the stream.
_ATTEMPTS = 50


_OPENED_TOPIC = f"{__name__}:Rulings.Opened"
_RECORDED_TOPIC = f"{__name__}:Rulings.RulingRecorded"
#: How far a ruling's stored time may lie after its ``recorded_at`` (stamped just before, to the second).
_STAMP_SLACK_SECONDS = 5.0


def audit_rulings(led: Any, matches: dict[str, int],
                  skip: set[str] = frozenset()) -> tuple[list[str], int, dict[str, tuple[int, str]]]:
    """Every problem of every rulings stream in ``led`` (one sentence each, naming the match and the
    ruling), how many streams were checked, and each match's rulings as a published list binds them:
    match id -> (how many, the stored hash of the last).

    ``matches``: match id -> its event count, for every stored match;
    ``skip``: matches whose own events failed the audit (their rulings are
    not checked against them). Checks that each stream belongs to a stored match (its id
    is the match's stream id), that its rulings are numbered 1, 2, 3... with
    none missing, each hashed over its content and chained from the match
    id, about an event the match has, superseding an earlier ruling, and
    stored at the time it says it was recorded.
    """
    mapper = led.app.mapper
    rows = _stream_rows(led)
    owners = {stream_id(m): m for m in matches}
    problems: list[str] = []
    heads: dict[str, tuple[int, str]] = {}
    reads: dict[str, dict[int, Any]] = {}  # match -> the rulings its walk read (to name one moved or copied)
    checked = 0
    for sid, stored in sorted(rows.items(), key=lambda kv: str(kv[0])):
        if not isinstance(sid, uuid.UUID):
            try:
                sid = uuid.UUID(str(sid))
            except ValueError:  # an id changed in the file so that it is no UUID: it belongs to no match
                pass
        match = owners.get(sid)
        if match in skip:
            # Its match's own events failed: its rulings are not checked against them, only counted.
            heads[match] = _stream_head(mapper, stored)
            continue
        checked += 1
        where = (Reason(N_("match {match}: rulings"), match=match) if match
                 else Reason(N_("rulings stream {stream}"), stream=str(sid)))
        if match is None:
            problems.append(Reason(N_("{where}: belongs to no match in the ledger (its stored id was changed, or its "
                                      "match's events were)"), where=where))
            continue
        found, number, head = _walk(mapper, match, matches[match], stored, where, reads)
        problems += found
        heads[match] = (number, head if number else "")
    return _moved_rulings(problems, reads), checked, heads


def broken_rulings_of(led: Any, matches: dict[str, int], counts: dict[str, int] | None = None) -> set[str]:
    """The stored matches (``matches``: match id -> its event count) whose rulings stream has a problem
    (:func:`audit_rulings`), read at once: a round refuses them as :func:`rulings_of` refuses one. ``counts``
    (given) gets, from the same read, how many rulings each match with rulings has."""
    found: set[str] = set()
    owners = {stream_id(m): m for m in matches}
    for sid, stored in _stream_rows(led).items():
        try:
            match = owners.get(sid if isinstance(sid, uuid.UUID) else uuid.UUID(str(sid)))
        except ValueError:  # an id that is no UUID: it belongs to no match (the audit says so)
            continue
        if match is None:
            continue
        problems, number, _head = _walk(led.app.mapper, match, matches[match], stored, "")
        if problems:
            found.add(match)
        elif counts is not None and number:
            counts[match] = number
    return found


def _stream_rows(led: Any) -> dict[Any, list[Any]]:
    """Every rulings stream's stored rows, by stream id."""
    rows: dict[Any, list[Any]] = {}
    start = 1
    while True:
        page = led.app.recorder.select_notifications(start=start, limit=1000,
                                                     topics=[_OPENED_TOPIC, _RECORDED_TOPIC])
        for n in page:
            rows.setdefault(n.originator_id, []).append(n)
        if len(page) < 1000:
            break
        start = page[-1].id + 1
    return rows


def _stream_head(mapper: Any, stored: list[Any]) -> tuple[int, str]:
    """How many rulings a stream's rows hold and the stored hash of the last (not checked)."""
    number, head = 0, ""
    for row in sorted(stored, key=_version_order):
        try:
            ev = mapper.to_domain_event(row)
            if isinstance(ev, Rulings.RulingRecorded):
                number, head = number + 1, ev.hash
        except Exception:  # unreadable: counted as what it was
            number += 1
    return number, head


def _walk(mapper: Any, match: str, events: int, stored: list[Any], where: str,
          reads: dict[str, dict[int, Any]] | None = None) -> tuple[list[str], int, str]:
    """The problems of the rows ``stored`` of match ``match``'s rulings stream (the match has ``events`` events),
    how many rulings they hold and the stored hash of the last ("" for none): what :func:`audit_rulings` finds
    for one stream. ``reads`` (given) gets ``match`` -> the rulings read, by place."""
    from datetime import datetime

    problems: list[str] = []
    head, number, opened_at = chain_hash("", match), 0, None
    read: dict[int, Any] = {}  # the place of each ruling read -> the ruling stored there: to find two swapped
    if reads is not None:
        reads[match] = read
    for expected, row in enumerate(sorted(stored, key=_version_order), start=1):
        if row.originator_version != expected or type(row.originator_version) is not int:
            problems.append(Reason(N_("{where}: R{n} is missing"), where=where, n=expected - 1))
            return problems, number, head if number else ""
        what = (Reason(N_("the stream's opening")) if row.originator_version == 1
                else f"R{row.originator_version - 1}")
        try:
            ev = mapper.to_domain_event(row)
        except Exception:  # the library's decoding: any failure means the bytes were changed
            problems.append(Reason(N_("{where}: {what}: its stored bytes were changed and can no longer be read"),
                                   where=where, what=what))
            return problems, number, head if number else ""
        if expected == 1:
            if _opening_swapped(mapper, match, stored):
                problems.append(Reason(N_("{where}: the stream's opening and R1 were swapped (each is stored in the "
                                          "other's place)"), where=where))
                return problems, number, head if number else ""
            if not isinstance(ev, Rulings.Opened) or getattr(ev, "match", None) != match:
                problems.append(Reason(N_("{where}: {what} does not name the match"), where=where, what=what))
                return problems, number, head if number else ""
            opened_at = ev.timestamp
            continue
        if not isinstance(ev, Rulings.RulingRecorded):
            problems.append(Reason(N_("{where}: {what}: the stored event is not a ruling"), where=where,
                                   what=what))
            return problems, number, head if number else ""
        number += 1
        try:
            content = ruling_content(ev.number, ev.seq, ev.judge, ev.text, ev.supersedes, ev.recorded_at)
            ev.prev, ev.hash, ev.timestamp  # noqa: B018 (a field's name changed in the bytes: it is missing)
        except AttributeError:
            problems.append(Reason(N_("{where}: R{n}: its stored bytes were changed and can no longer be read"),
                                   where=where, n=number))
            return problems, number, head if number else ""
        read[number] = ev
        if ev.number != number:
            problems.append(Reason(N_("{where}: R{n}: its number was changed to {now}"), where=where, n=number,
                                   now=ev.number))
        elif ev.prev != head:
            problems.append(Reason(N_("{where}: R{n}: the link to the ruling before it is broken"), where=where,
                                   n=number))
        elif chain_hash(head, content) != ev.hash:
            problems.append(Reason(N_("{where}: R{n}: its content was edited (it no longer matches its hash)"),
                                   where=where, n=number))
        elif not 0 <= ev.seq <= events or not 0 <= ev.supersedes < number:
            problems.append(Reason(N_("{where}: R{n}: names an event or a ruling the match does not have"),
                                   where=where, n=number))
        else:
            try:
                said = datetime.fromisoformat(ev.recorded_at)
                late = (ev.timestamp - said).total_seconds()
                early = (ev.timestamp - opened_at).total_seconds() if opened_at is not None else 0.0
            except (TypeError, ValueError):
                late, early = -1.0, 0.0
            if not 0 <= late <= _STAMP_SLACK_SECONDS or not 0 <= early <= _STAMP_SLACK_SECONDS:
                problems.append(Reason(N_("{where}: R{n}: its stored time {time} is not when it says it was "
                                          "recorded ({recorded})"), where=where, n=number,
                                       time=ev.timestamp.isoformat(), recorded=ev.recorded_at))
            opened_at = None
        head = ev.hash
    return _swapped_rulings(match, where, problems, read), number, head if number else ""


def _opening_swapped(mapper: Any, match: str, stored: list[Any]) -> bool:
    """Whether the first two rows of a rulings stream hold each other's content: the opening (naming ``match``)
    stored in R1's place and R1 (its hash chained from the match id) in the opening's."""
    rows = sorted(stored, key=_version_order)[:2]
    if len(rows) < 2:
        return False
    try:
        first, second = (mapper.to_domain_event(row) for row in rows)
        ruling = vars(first)
        content = ruling_content(ruling["number"], ruling["seq"], ruling["judge"], ruling["text"],
                                 ruling["supersedes"], ruling["recorded_at"])
    except Exception:  # noqa: BLE001 - unreadable, or not these two: said as the walk finds it
        return False
    head = chain_hash("", match)
    return (vars(second).get("match") == match and "number" not in vars(second) and ruling.get("number") == 1
            and ruling.get("prev") == head and chain_hash(head, content) == ruling.get("hash"))


def _swapped_rulings(match: str, where: Any, problems: list, read: dict[int, Any]) -> list:
    """``problems`` with the sentences two rulings stored in each other's place give (each its number changed,
    the links after them broken) said as one: ``R2 and R3 were swapped``. Only when, put back, the chain holds
    through them."""
    def holds(chain: dict[int, Any]) -> bool:
        head = chain_hash("", match)
        for n in sorted(chain):
            ev = chain[n]
            try:
                content = ruling_content(ev.number, ev.seq, ev.judge, ev.text, ev.supersedes, ev.recorded_at)
            except AttributeError:
                return False
            if ev.number != n or ev.prev != head or chain_hash(head, content) != ev.hash:
                return False
            head = ev.hash
        return True

    changed = "{where}: R{n}: its number was changed to {now}"
    broken = "{where}: R{n}: the link to the ruling before it is broken"
    for a in sorted(read):
        b = read[a].number
        if not isinstance(b, int) or b <= a or b not in read or read[b].number != a:
            continue
        back = {**read, a: read[b], b: read[a]}
        if not holds({n: back[n] for n in sorted(back) if n <= max(b + 1, a + 1)}):
            continue
        said = {(a, changed), (b, changed), (a + 1, broken), (b + 1, broken)}
        kept = [p for p in problems if not (isinstance(p, Reason) and (p.args.get("n"), p.template) in said)]
        at = next((i for i, p in enumerate(problems) if p not in kept), len(kept))
        kept.insert(min(at, len(kept)), Reason(N_("{where}: R{first} and R{second} were swapped (each is stored in "
                                                  "the other's place)"), where=where, first=a, second=b))
        problems = kept
    return problems


_CHANGED = "{where}: R{n}: its number was changed to {now}"
#: the line of a ruling moved from match ``origin``'s rulings into another's (the list need not say it is missing)
MOVED_SAYS = N_("{where}: R{n}: R{now} of match {origin} was moved here (its own hash holds; match {origin} no "
                "longer has it)")
_BROKEN = "{where}: R{n}: the link to the ruling before it is broken"


def _moved_rulings(problems: list, reads: dict[str, dict[int, Any]]) -> list:
    """``problems`` with the line a ruling of one match stored in another's stream gives (its number changed, or
    its link broken; its own hash holding) said as what happened: ``R3 of match X was moved here`` (match X no
    longer has it) or ``copied here`` (it still has it), or ``a copy of R3 is stored here`` within one stream.
    A ruling's link names where it was recorded: the hash of the ruling before it, or R1's the match id's."""
    said = [p for p in problems if isinstance(p, Reason) and p.template in (_CHANGED, _BROKEN)
            and isinstance(p.args.get("where"), dict) and isinstance(p.args.get("n"), int)]
    if not said:
        return problems
    firsts = {chain_hash("", m): m for m in reads}
    holders: dict[str, list[tuple[str, int]]] = {}  # a ruling's hash -> (match, number) of each holding it
    for m, read in reads.items():
        for ev in read.values():
            if isinstance(getattr(ev, "hash", None), str) and isinstance(getattr(ev, "number", None), int):
                holders.setdefault(ev.hash, []).append((m, ev.number))
    drop: set[int] = set()
    for p in said:
        match, n = p.args["where"].get("args", {}).get("match"), p.args["n"]
        ev = reads.get(match, {}).get(n)
        try:
            content = ruling_content(ev.number, ev.seq, ev.judge, ev.text, ev.supersedes, ev.recorded_at)
            intact = isinstance(ev.number, int) and chain_hash(ev.prev, content) == ev.hash
        except AttributeError:
            intact = False
        if not intact:
            continue
        if ev.number == 1:
            origins = [firsts[ev.prev]] if ev.prev in firsts else []
        else:
            origins = [m for m, k in holders.get(ev.prev, []) if k == ev.number - 1]
        if not origins:
            continue
        origin = next((m for m in origins if m != match), origins[0])
        where = p.args["where"]
        if origin == match:
            if (match, ev.number) not in holders.get(ev.hash, []) or ev.number == n:
                continue  # renumbered in its own stream, or two swapped: said as the walk found it
            line = Reason(N_("{where}: R{n}: a copy of R{now} is stored here (its own hash holds)"), where=where,
                          n=n, now=ev.number)
        elif any(m == origin for m, _k in holders.get(ev.hash, [])):
            line = Reason(N_("{where}: R{n}: R{now} of match {origin} was copied here (its own hash holds; match "
                             "{origin} still has it)"), where=where, n=n, now=ev.number, origin=origin)
        else:
            line = Reason(MOVED_SAYS, where=where, n=n, now=ev.number, origin=origin)
        problems = [line if q is p else q for q in problems]
        drop |= {id(q) for q in problems if isinstance(q, Reason) and q.template == _BROKEN
                 and q.args.get("n") == n + 1 and q.args.get("where") == where}  # the next one's link: the same
    return [q for q in problems if id(q) not in drop]


def _version_order(row: Any) -> tuple[bool, int]:
    """A stored row's place in its stream: whole versions in order, then any other (NULL, text: a damaged file)."""
    v = row.originator_version
    return (False, v) if type(v) is int else (True, 0)
