"""The integrity audit: recompute a stored match's hash chain from its rows.

Three readers, all pure functions of the stored rows (no database work here):

- :func:`audit_match` walks every stored row of one match and returns every
  problem found, one sentence each naming the match id and event seq
  (missing, unreadable, edited, moved or re-linked events, a header that no
  longer hashes, a match that no longer hashes to its id). It is what
  ``Ledger.check_integrity`` uses, and ``Ledger.load`` when the next one
  has a doubt.
- :func:`intact_match` makes the same checks over the whole match at once
  and only says whether all of them hold (then it gives the header's stored
  state and the lines): what ``Ledger.load`` tries first, as an intact
  match is the common case. Any check added to one must be added to the
  other (``tests/test_load_fast.py`` holds them together).
- :func:`ledger.chain.checked_lines` reads a stretch of a match (events
  ``at+1..seq``), checking each link from event ``at`` on, and raises at the
  first broken one. It is what seeking a board from a snapshot uses
  (``Ledger.read_events``): only the links it reads are checked.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from operator import attrgetter
from typing import Any, Sequence

import msgspec
from eventsourcing.persistence import Mapper, StoredEvent
from eventsourcing.utils import resolve_topic

from .chain import decode_imported, decode_plain, link_hex
from .domain import (
    IMPORTED_TOPIC, MATCH_TOPIC, Match, RECORDED_TOPIC, RecordedState, chain_hash, decode_recorded, line_seq,
)
from .messages import N_, NP_, Reason
from .log import match_id_of

__all__ = ["audit_match", "in_order", "intact_match", "recorded_decoder", "missing", "whole_header"]



def missing(where: str, first_version: int, last_version: int) -> str:
    """The sentence for stored versions ``first..last`` (inclusive) being absent."""
    a, b = first_version - 1, last_version - 1  # version n + 1 holds event seq n; version 1 the header
    if a == 0:
        if b == 0:
            return Reason(N_("{where}: the header is missing"), where=where)
        if b == 1:
            return Reason(N_("{where}: the header and event seq 1 are missing"), where=where)
        return Reason(N_("{where}: the header and events seq 1..{last} are missing"), where=where, last=b)
    if a == b:
        return Reason(N_("{where}: event seq {seq} is missing"), where=where, seq=a)
    return Reason(N_("{where}: events seq {first}..{last} are missing"), where=where, first=a, last=b)


def _storage(value: Any) -> str:
    """SQLite's name for the storage type of ``value`` as read (text, blob, integer, real)."""
    return {str: "text", bytes: "blob", int: "integer", float: "real"}.get(type(value), type(value).__name__)


def audit_match(mapper: Mapper, match_id: str, rows: Sequence[StoredEvent]) -> tuple[list[str], Any, list[Any]]:
    """Recompute the chain of one match: (problems, header event, recorded events in order)."""
    where = Reason(N_("match {match}"), match=match_id)
    problems: list[str] = []
    header = None
    recorded: list[Any] = []
    if not rows:
        return [Reason(N_("{where}: has no stored events"), where=where)], None, []
    expected = 1
    last_version = 0  # the greatest whole version read (the rows come in version order)
    stamp: str | None = None  # the header's timestamp as the store writes it
    off_time: list[int] = []  # seqs of the events stored with another time (reported once)
    prev_hash: str | None = None  # hash of the row just before, if it was read
    stored_at: dict[int, Any] = {}  # seq -> the event stored there (whole, read): to find two swapped
    off_at: dict[int, Any] = {}  # seq -> the stored time of an event stored with another time than the header's
    for row in rows:
        v = row.originator_version
        if type(v) is not int:  # NULL, text, a fraction: SQLite keeps what it is given
            problems.append(Reason(N_("{where}: a row stored under version {version}, which is not a whole number, "
                                      "is not part of the match as imported"), where=where, version=repr(v)))
            continue
        if v < 1:  # a row before the header: whatever it holds, no event of the match is stored there
            problems.append(Reason(N_("{where}: a row stored at version {version}, before the header, is not part "
                                      "of the match as imported"), where=where, version=v))
            continue
        last_version = v
        if v > expected:
            # Missing: the versions of the gap the header's events reach (beyond them, nothing was ever stored:
            # the row after the gap is reported as not part of the match).
            upto = v - 1 if header is None else min(v - 1, header.events + 1)
            if upto >= expected:
                problems.append(missing(where, expected, upto))
            prev_hash = None
        expected = v + 1
        retyped = [(column, kind) for column, value, kind in (("topic", row.topic, str), ("state", row.state, bytes))
                   if type(value) is not kind and value is not None]
        if retyped:  # the same bytes under another storage type (a blob turned into text): read, but not as stored
            column, kind = retyped[0]
            problems.append(Reason(N_("{where}: header: its stored {column} is of another storage type than the "
                                      "store writes ({found}, not {want}): changed outside matchledger")
                                   if v == 1 else
                                   N_("{where}: event seq {seq}: its stored {column} is of another storage type than "
                                      "the store writes ({found}, not {want}): changed outside matchledger"),
                                   where=where, seq=v - 1, column=column, found=_storage(getattr(row, column)),
                                   want=_storage(kind())))
        try:
            if v > 1 and row.topic == RECORDED_TOPIC:
                # Straight into a msgspec struct: the library's mapper would build a domain event object
                # (and parse its timestamp) per row only for us to read 4 fields.
                ev = decode_recorded(mapper, row.state)
            else:
                ev = mapper.to_domain_event(row)
                if v == 1 and isinstance(ev, Match.Imported) and not whole_header(ev):
                    raise ValueError("a field of the header event is missing or not of its type")
        except Exception:
            problems.append(Reason(N_("{where}: header: its stored bytes were changed and can no longer be read"),
                                   where=where) if v == 1 else
                            Reason(N_("{where}: event seq {seq}: its stored bytes were changed and can no longer be "
                                      "read"), where=where, seq=v - 1))
            prev_hash = None
            continue
        if v == 1:
            if not isinstance(ev, Match.Imported):
                problems.append(Reason(N_("{where}: header: the first stored event is not a match header"), where=where))
                continue
            header = ev
            stamp = _raw_stamp(mapper, row.state)
            if (stamp is None or stamp != _stamp(getattr(ev, "timestamp", None))
                    or getattr(ev, "originator_topic", None) != MATCH_TOPIC):
                problems.append(Reason(N_("{where}: header: its stored bytes were changed (its time or its topic is "
                                          "not as the store writes it)"), where=where))
            if chain_hash("", ev.header) != ev.hash:
                problems.append(Reason(N_("{where}: header: its content was edited (it no longer matches its hash)"),
                                       where=where))
            prev_hash = ev.hash
            continue
        seq = v - 1
        if not isinstance(ev, (Match.EventRecorded, RecordedState)):
            problems.append(Reason(N_("{where}: event seq {seq}: the stored event is not a match event"), where=where,
                                   seq=seq))
            prev_hash = None
            continue
        recorded.append(ev)
        stored_at[seq] = ev
        if stamp is not None and ev.timestamp != stamp:
            # Outside the chain, but a match's events are stored together: each carries its header's time.
            if not off_time:
                problems.append(_off_time(where, seq, ev.timestamp, stamp))
            off_time.append(seq)
            off_at[seq] = ev.timestamp
        if ev.seq != seq:
            problems.append(Reason(N_("{where}: event seq {seq}: its seq was changed to {now}"), where=where, seq=seq,
                                   now=ev.seq))
        elif line_seq(ev.line) != seq:
            problems.append(Reason(N_("{where}: event seq {seq}: its content says seq {now}"), where=where, seq=seq,
                                   now=line_seq(ev.line)))
        if chain_hash(ev.prev, ev.line) != ev.hash:
            problems.append(Reason(N_("{where}: event seq {seq}: its content was edited (it no longer matches its "
                                      "hash)"), where=where, seq=seq))
        elif prev_hash is not None and ev.prev != prev_hash:
            problems.append(Reason(N_("{where}: event seq {seq}: the link to seq {before} is broken (its previous "
                                      "hash is not the one stored for seq {before})"), where=where, seq=seq,
                                   before=seq - 1))
        prev_hash = ev.hash
    if header is not None:
        problems = _replaced(where, _swapped(where, problems, header.hash, stored_at))
        if off_time:  # an event of another match stored in one's place: its time is that match's, said once
            problems, off_time = _moved_in(where, problems, off_time, off_at, stamp)
    else:
        problems = _header_swapped(mapper, where, problems, rows)
    if len(off_time) > 1:
        problems.append(Reason(N_("{where}: events seq {first}..{last}: {more} with another time than the "
                                  "match's import time"), where=where, first=off_time[1], last=off_time[-1],
                               more=NP_("{n} more stored", "{n} more stored", len(off_time) - 1)))
    if header is not None:
        last = last_version - 1
        if header.events > last:
            problems.append(missing(where, last + 2, header.events + 1))
        elif header.events < last:
            problems.append(Reason(N_("{where}: event seq {first}..{last}: not part of the match as imported (the "
                                      "header records {events} events)"), where=where, first=header.events + 1,
                                   last=last, events=header.events))
        if not problems:
            canonical = "\n".join([header.header, *(ev.line for ev in recorded)]) + "\n"
            digest = hashlib.sha256(canonical.encode()).hexdigest()
            if digest != header.digest or match_id_of(digest) != match_id:
                problems.append(Reason(N_("{where}: the stored events were rewritten: the match no longer hashes to "
                                          "its id"), where=where))
    return problems, header, recorded


#: the sentence for an event whose stored seq is not its place's
_SEQ_CHANGED_SAYS = "{where}: event seq {seq}: its seq was changed to {now}"
#: the audit's sentences that two events stored in each other's place give (said once, as a swap, instead)
_SWAP_SAYS = ("{where}: event seq {seq}: its seq was changed to {now}",
              "{where}: event seq {seq}: the link to seq {before} is broken (its previous hash is not the one stored "
              "for seq {before})")


#: the audit's sentences the header and event seq 1 stored in each other's place give (said once, as a swap)
_HEADER_SWAP_SAYS = ("{where}: header: its stored bytes were changed and can no longer be read",
                     "{where}: event seq {seq}: its stored bytes were changed and can no longer be read")
#: the same when the two rows' topics were swapped with their contents (each read as what it holds)
_HEADER_FULL_SWAP_SAYS = ("{where}: header: the first stored event is not a match header",
                          "{where}: event seq {seq}: the stored event is not a match event")


def _header_swapped(mapper: Mapper, where: Any, problems: list, rows: Sequence[StoredEvent]) -> list:
    """``problems`` with the two sentences a header and event seq 1 stored in each other's place give (neither
    readable where it is) said as one: ``the header and event seq 1 were swapped``. Only when, read each in the
    other's place, the header hashes over its content and event seq 1 is intact and linked to it."""
    first_two = [p for p in problems if isinstance(p, Reason) and p.args.get("seq", 1) == 1]
    said = [p for p in first_two if p.template in _HEADER_SWAP_SAYS]
    if len(said) != 2:  # the whole rows swapped (their topics too): each read as the event it holds
        said = [p for p in first_two if p.template in _HEADER_FULL_SWAP_SAYS]
    if len(said) != 2 or len(rows) < 2 or [r.originator_version for r in rows[:2]] != [1, 2]:
        return problems
    first, second = rows[0], rows[1]
    try:
        topic = second.topic if _is_imported(second.topic) else first.topic  # with its contents, or left in place
        header = mapper.to_domain_event(StoredEvent(originator_id=first.originator_id, originator_version=1,
                                                    topic=topic, state=second.state))
        ev = decode_recorded(mapper, first.state)
        holds = (isinstance(header, Match.Imported) and whole_header(header)
                 and chain_hash("", header.header) == header.hash and ev.seq == 1 and ev.prev == header.hash
                 and chain_hash(ev.prev, ev.line) == ev.hash)
    except Exception:  # noqa: BLE001 - not these two: said as the walk found it
        return problems
    if not holds:
        return problems
    at = problems.index(said[0])
    kept = [p for p in problems if p not in said]
    kept.insert(min(at, len(kept)), Reason(N_("{where}: the header and event seq 1 were swapped (each is stored in "
                                              "the other's place)"), where=where))
    return kept


#: the sentence for an event stored with another time than its header's
_OFF_TIME_SAYS = N_("{where}: event seq {seq}: its stored time {time} is not the match's import time {stamp} (the "
                    "events of a match are stored together)")


def _off_time(where: Any, seq: int, time: Any, stamp: Any) -> Reason:
    """The sentence for event seq ``seq`` stored with another time than its header's."""
    return Reason(_OFF_TIME_SAYS, where=where, seq=seq, time=repr(time), stamp=repr(stamp))


#: the sentence :func:`_replaced` says for an intact event stored in another's place
_REPLACED_SAYS = N_("{where}: event seq {seq}: another event is stored in its place (its own hash holds; its links "
                    "to seq {before} and seq {after} do not)")


def _moved_in(where: Any, problems: list, off_time: list[int], off_at: dict[int, Any],
              stamp: Any) -> tuple[list, list[int]]:
    """``problems`` and ``off_time`` without the events already said to be another event stored in their place
    (an event of a match imported at another time carries that time: the swap's one line says it)."""
    replaced = {p.args.get("seq") for p in problems if isinstance(p, Reason) and p.template == _REPLACED_SAYS}
    rest = [s for s in off_time if s not in replaced]
    if len(rest) == len(off_time):
        return problems, off_time
    first = next(i for i, p in enumerate(problems) if isinstance(p, Reason) and p.args.get("seq") == off_time[0]
                 and p.template == _OFF_TIME_SAYS)
    problems = problems[:first] + ([_off_time(where, rest[0], off_at[rest[0]], stamp)] if rest else []) + \
        problems[first + 1:]
    return problems, rest


def _replaced(where: Any, problems: list) -> list:
    """``problems`` with the two sentences an intact event stored in another's place gives (the link into it and
    the one out of it broken, its own hash holding: an event of another match swapped in, say) said as one."""
    broken = {p.args.get("seq"): p for p in problems
              if isinstance(p, Reason) and p.template == _SWAP_SAYS[1] and isinstance(p.args.get("seq"), int)}
    for seq in sorted(broken):
        if seq + 1 not in broken or broken[seq] not in problems:
            continue
        at = problems.index(broken[seq])
        problems = [p for p in problems if p is not broken[seq] and p is not broken[seq + 1]]
        problems.insert(min(at, len(problems)), Reason(_REPLACED_SAYS, where=where, seq=seq, before=seq - 1,
                                                       after=seq + 1))
    return problems


def _swapped(where: Any, problems: list, head: str, stored_at: dict[int, Any]) -> list:
    """``problems`` with the sentences two events stored in each other's place give (each its seq changed, the
    links into and out of each broken) said as one: ``events seq 2 and 5 were swapped``. Only when each of the
    two is intact (its own hash holds) and, put back, the chain holds through them."""
    for a in sorted(stored_at):
        x = stored_at[a]
        b = x.seq
        if not isinstance(b, int) or b <= a or b not in stored_at or stored_at[b].seq != a:
            continue
        y = stored_at[b]
        back = {**stored_at, a: y, b: x}  # put back in place: the chain must hold through both
        hash_at = lambda s: head if s == 0 else (back[s].hash if s in back else None)  # noqa: E731
        holds = all(chain_hash(e.prev, e.line) == e.hash for e in (x, y)) and all(
            s not in back or hash_at(s - 1) is None or back[s].prev == hash_at(s - 1) for s in {a, a + 1, b, b + 1})
        if not holds:
            continue
        said = {(a, _SWAP_SAYS[0]), (b, _SWAP_SAYS[0])} | {(s, _SWAP_SAYS[1]) for s in (a, a + 1, b, b + 1)}
        kept = [p for p in problems if not (isinstance(p, Reason) and (p.args.get("seq"), p.template) in said)]
        at = next((i for i, p in enumerate(problems) if p not in kept), len(kept))
        kept.insert(min(at, len(kept)), Reason(N_("{where}: events seq {first} and {second} were swapped (each is "
                                                  "stored in the other's place)"), where=where, first=a,
                                               second=b))
        problems = kept
    return problems


def _stamp(when: Any) -> str | None:
    """A header's timestamp (a datetime) in the RFC 3339 form stored with each of its match's events."""
    if when is None:
        return None
    return msgspec.json.decode(msgspec.json.encode(when))


def _raw_stamp(mapper: Mapper, state: bytes) -> str | None:
    """The timestamp of a stored header's state, as the string stored (through the cipher and compressor)."""
    try:
        if mapper.cipher:
            state = mapper.cipher.decrypt(state)
        if mapper.compressor:
            state = mapper.compressor.decompress(state)
        found = msgspec.json.decode(state).get("timestamp")
    except Exception:  # unreadable: reported as such by the caller
        return None
    return found if isinstance(found, str) else None




def in_order(rows: Sequence[tuple[int, str | None, bytes]]) -> list[bytes] | None:
    """The states of ``(version, topic, state)`` rows that are a whole match in order, else None.

    Whole and in order: versions 1..n+1 (the header, then each event's seq
    + 1, none missing), the header's topic ``Match.Imported``'s (as the
    library's mapper resolves it) and every other one
    ``Match.EventRecorded``'s (or None, which a backend reads for it, see
    :meth:`ledger.backends.Backend.event_rows`). What :func:`intact_match`
    needs vouched before it reads the states; a backend may vouch for it in
    its own query (:meth:`ledger.backends.Backend.intact_states`).
    """
    if not rows:
        return None
    versions, topics, states = zip(*rows)
    n = len(rows) - 1
    if (list(versions) != list(range(1, n + 2)) or not _is_imported(topics[0])
            or topics.count(None) + topics.count(RECORDED_TOPIC) != n  # the header's is neither (checked)
            or any(type(s) is not bytes for s in states)):  # a state stored as text: audit_match names it
        return None
    return list(states)


_seq, _prev, _hash, _time, _line = map(attrgetter, ("seq", "prev", "hash", "timestamp", "line"))


def intact_match(mapper: Mapper, match_id: str, states: Sequence[bytes]) -> tuple[Any, list[bytes]] | None:
    """The header's stored state and the canonical lines of a match whose rows pass every check of :func:`audit_match`.

    ``states`` are the stored states of a whole match in version order,
    its versions and topics already checked (:func:`in_order`, or a
    backend's :meth:`~ledger.backends.Backend.intact_states`). The header
    comes back as its stored state (``header``, ``game``, ``events``,
    ``digest``, ``imported_at``, ``hash``, ``timestamp`` as the stored
    string), not a domain event. Each state is decoded once, straight into
    a struct (the header's too: no domain event, no dict), then each check
    of the audit is made over the whole match at once: seqs, times, links
    and SHA-256 hashes, the digest and the match id, and the header's
    import time against its stamp (:func:`ledger.checkup.header_facts`).
    Returns None at the first doubt, without saying why: the caller then
    asks :func:`audit_match`, which names every problem. It leaves two
    checks to the caller, who parses the lines anyway: that each line's own
    ``seq`` is its position, and that the header line's game is the stored
    ``game``.
    """
    n = len(states) - 1
    if n < 0:
        return None
    try:
        head_state = states[0]
        if mapper.cipher:
            head_state = mapper.cipher.decrypt(head_state)
        if mapper.compressor:
            head_state = mapper.compressor.decompress(head_state)
        header = decode_imported(head_state)
        if header.class_version is not msgspec.UNSET:
            return None
        stamp = header.timestamp  # the times audit_match holds the rows to
        when = datetime.fromisoformat(stamp)
        if (_stamp(when) != stamp or header.originator_topic != MATCH_TOPIC or header.events != n
                or when.isoformat(timespec="seconds") != header.imported_at):
            return None
        if link_hex(header.header.encode()) != header.hash:
            return None
        recs = list(map(recorded_decoder(mapper), states[1:]))
        hashes = list(map(_hash, recs))
        if (list(map(_seq, recs)) != list(range(1, n + 1))
                or list(map(_prev, recs)) != [header.hash, *hashes][:n]
                or list(map(_time, recs)).count(stamp) != n
                or [link_hex((r.prev + r.line).encode()) for r in recs] != hashes):
            return None
        data = "\n".join([header.header, *map(_line, recs), ""]).encode()
    except Exception:  # unreadable bytes, a time that is not one, a line that is not UTF-8 text
        return None
    lines = data.split(b"\n")
    if len(lines) != n + 2:  # a newline inside a line: it would not read back line for line
        return None
    lines.pop()
    digest = hashlib.sha256(data).hexdigest()
    if digest != header.digest or match_id_of(digest) != match_id:
        return None
    return header, lines


def _is_imported(topic: str | None) -> bool:
    """Whether a stored topic names ``Match.Imported`` (as the library's mapper resolves it)."""
    if topic == IMPORTED_TOPIC:
        return True
    try:
        cls = resolve_topic(topic)
    except Exception:
        return False
    return isinstance(cls, type) and issubclass(cls, Match.Imported)


#: The fields of a stored ``Match.Imported`` and their types (a flipped bit in a name leaves one out).
_HEADER_FIELDS = {"header": str, "game": str, "events": int, "digest": str, "imported_at": str, "hash": str}


def whole_header(ev: Any) -> bool:
    """Whether the header event has every field, each of its type (else its stored bytes were changed)."""
    return all(type(getattr(ev, name, None)) is kind for name, kind in _HEADER_FIELDS.items())


def recorded_decoder(mapper: Mapper) -> Any:
    """``decode_recorded`` bound to ``mapper``: the bare msgspec decoder when there is no cipher or compressor."""
    if not mapper.cipher and not mapper.compressor:
        return decode_plain
    return lambda state: decode_recorded(mapper, state)
