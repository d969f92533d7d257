"""Corrections as branches: a new match that shares its parent's events up to the branch point.

A judge decides the log is wrong from event SEQ on. Nothing stored is ever
edited: :func:`make_branch` builds a **new** match log whose header is the
parent's plus an :class:`Amendment` (the parent's match id, the branch
point, what was done, the reason and the judge, and the parent's chain hash
just before the branch point), and whose events are the parent's events
1..SEQ-1 followed by the corrected ones, numbered on. The branch is stored
like any match (its own id, digest and hash chain); the parent stays as it
was. A branch of a branch is a branch like any other.

``Amendment`` is a header field with a default (``amends``, absent from
every match that is not a correction), so the logs written before it, their
digests and their match ids are unchanged.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from msgspec import Struct

from .errors import LogError, MatchledgerError
from .limits import MAX_LINE_BYTES
from .log import (MatchLog, _check_text, _duplicate_key_error, _field_error, _not_json, _too_deep, dump_log,
                  encode_line, event_type_reason, game_module, parse_log)
from .messages import N_, NP_, Reason

ACTIONS = ("replace", "insert", "drop")


class Amendment(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """This match is a correction of ``parent`` from event ``at`` on (a branch).

    ``action``: ``replace`` (the corrected events take the place of the
    parent's from ``at`` on, one for one; the parent's later events follow),
    ``insert`` (the corrected events come before the parent's event ``at``)
    or ``drop`` (the parent's event ``at`` is left out). ``parent_head``: the
    parent's chain hash after event ``at - 1`` (its header's hash when ``at``
    is 1), so anyone can check the shared events are the parent's.
    """

    parent: str
    at: int
    action: Literal["replace", "insert", "drop"]
    reason: str
    judge: str
    parent_head: str = ""


class CorrectionError(MatchledgerError):
    """A correction that cannot be made: a branch point outside the match, no events, no reason..."""


class NoChange(CorrectionError):
    """An amend whose branch would hold exactly the parent's events."""


def amendment_of(header: Any) -> Amendment | None:
    """The header's amendment, or None for a match that is not a correction."""
    return getattr(header, "amends", None)


def without_amendment(header: Any) -> Any:
    """The header as its parent's (``amends`` left out): what a branch and its parent share."""
    return msgspec.structs.replace(header, amends=None) if amendment_of(header) is not None else header


#: the reasons a file is refused before it is read (``read_bounded``), said of a correction file, not a match log
_AS_CORRECTION = {
    N_("is a folder, not a match log"): N_("is a folder, not a correction file"),
    N_("is {kind}, not a match log file: save the log to a file first"):
        N_("is {kind}, not a correction file: save the correction to a file first"),
    N_("is {size:,} bytes; a match log may be at most {most:,}"):
        N_("is {size:,} bytes; a correction file may be at most {most:,}"),
    N_("is more than {most:,} bytes, the most a match log may be"):
        N_("is more than {most:,} bytes, the most a correction file may be"),
}


def read_events(path: str, game: str, players: set[str], lines: list[int] | None = None) -> list[Any]:
    """The event lines of the correction FILE at ``path`` (see :func:`parse_events`; ``lines`` gets the line
    number of each event in the file).

    The file must be a regular file of bounded size: a FIFO, ``/dev/zero``
    or a folder is refused without being read. Raises :class:`LogError`
    naming FILE (and the line).
    """
    from .limits import read_bounded_as

    return parse_events(read_bounded_as(path, _AS_CORRECTION), path, game, players, lines)


def parse_events(data: bytes, path: str, game: str, players: set[str], lines: list[int] | None = None) -> list[Any]:
    """The event lines of a correction FILE, typed for ``game`` (their ``seq`` is set by the branch);
    ``lines``, when given, gets each event's line number in the FILE.

    A first line that is a header (it has a ``"game"``) is skipped, after
    checking its game: a FILE may be the rest of a corrected log. The bytes
    get the log reader's checks (UTF-8, no NUL, the line and nesting
    bounds). Raises :class:`LogError` naming FILE, line and field; a FILE
    with no event line is refused too.
    """
    mod = game_module(game)
    decoder = msgspec.json.Decoder(mod.Event)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    _check_text(data, path)
    out: list[Any] = []
    for lineno, raw in enumerate(data.split(b"\n"), start=1):
        if len(raw) > MAX_LINE_BYTES:
            raise LogError(Reason(N_("the line is {size:,} bytes; a log line may be at most {most:,}"), size=len(raw),
                                  most=MAX_LINE_BYTES), path=path, line=lineno)
        if not raw.strip():
            continue
        try:
            obj = msgspec.json.decode(raw)
        except msgspec.DecodeError as exc:
            raise _not_json(exc, raw, path, lineno, False) from None
        except (RecursionError, MemoryError) as exc:
            raise _too_deep(exc, path, lineno) from None
        if not isinstance(obj, dict):
            raise LogError(Reason(N_("an event line is a JSON object")), path=path, line=lineno)
        twice = _duplicate_key_error(raw, path, lineno)  # the decoder kept the last value of a key given twice
        if twice is not None:
            raise twice
        if "game" in obj and not out:
            if obj["game"] != game:
                raise LogError(Reason(N_("this is a {game!r} log, the match is {match!r}"), game=obj["game"], match=game),
                               path=path, line=lineno, field="$.game")
            continue
        obj["seq"] = len(out) + 1
        try:
            ev = decoder.decode(msgspec.json.encode(obj))
        except msgspec.ValidationError as exc:
            msg, fld = _field_error(exc, type_=decoder.type, raw=obj)
            if fld == "$.type":  # a misspelt type, or another game's: said as the log reader says it
                kind = obj.get("type")
                msg = event_type_reason(kind if isinstance(kind, str) else None, game)
            raise LogError(msg, path=path, line=lineno, field=fld) from None
        if ev.player not in players:
            raise LogError(Reason(N_("player {player!r} is not seated in the match"), player=ev.player), path=path,
                           line=lineno, field="$.player")
        out.append(ev)
        if lines is not None:
            lines.append(lineno)
    if not out:
        raise LogError(Reason(N_("the correction file holds no event line")), path=path)
    return out


def make_branch(parent: MatchLog, parent_id: str, parent_head: str, *, at: int, action: str,
                events: list[Any], reason: str, judge: str) -> MatchLog:
    """The corrected match: the parent's events before ``at``, then the correction, numbered on.

    ``parent_head`` is the parent's chain hash after event ``at - 1``. Raises
    :class:`CorrectionError` for a branch point outside the match or a
    correction without events, :class:`NoChange` when the branch would equal
    the parent.
    """
    n = len(parent.events)
    if action not in ACTIONS:
        raise CorrectionError(Reason(N_("unknown correction {action!r} (one of: {known})"), action=action,
                                     known=", ".join(ACTIONS)))
    last = n + 1 if action == "insert" else n
    if not 1 <= at <= last:
        raise CorrectionError(Reason(N_("--at {at}: the match has events 1..{n}; a correction by {action} starts at "
                                        "one of 1..{last}"), at=at, n=n, action=action, last=last))
    if action != "drop" and not events:
        raise CorrectionError(Reason(N_("the correction file holds no event line")))
    if not reason.strip() or not judge.strip():
        raise CorrectionError(Reason(N_("a correction names its reason (--reason) and its judge (--judge)")))
    kept = parent.events[:at - 1]
    if action == "replace":
        rest = events + parent.events[at - 1 + len(events):]
    elif action == "insert":
        rest = events + parent.events[at - 1:]
    else:
        rest = parent.events[at:]
    new_events = [msgspec.structs.replace(ev, seq=i) for i, ev in enumerate([*kept, *rest], start=1)]
    if [encode_line(e) for e in new_events] == [encode_line(e) for e in parent.events]:
        raise NoChange(Reason(N_("this correction changes nothing: the branch would hold exactly the events of {parent}"),
                              parent=parent_id))
    header = msgspec.structs.replace(parent.header, amends=Amendment(
        parent=parent_id, at=at, action=action, reason=reason.strip(), judge=judge.strip(), parent_head=parent_head))
    data = dump_log(header, new_events)
    return parse_log(data, f"correction of {parent_id}")


def chain_heads(log: MatchLog) -> list[str]:
    """The chain hash after the header (index 0) and after each event (index seq), as the store computes it."""
    from .domain import chain_hash

    head = chain_hash("", encode_line(log.header).decode())
    out = [head]
    for ev in log.events:
        head = chain_hash(head, encode_line(ev).decode())
        out.append(head)
    return out


def lineage_problem(log: MatchLog, parent: MatchLog) -> Reason | None:
    """Why a correction's claim to be a branch of ``parent`` (the stored match its ``amends`` names) does not
    hold, or None when it holds (or ``log`` is no correction).

    The claim: the branch's header is its parent's (but for ``amends``), its events before ``at`` are the
    parent's, byte for byte, and ``parent_head`` is the parent's chain hash after event ``at - 1``.
    """
    a = getattr(log.header, "amends", None)
    if a is None:
        return None
    shared = a.at - 1
    if encode_line(msgspec.structs.replace(parent.header, amends=None)) != encode_line(
            msgspec.structs.replace(log.header, amends=None)):
        return Reason(N_("it claims to correct {parent}, but its header is not that match's header"), parent=a.parent)
    if len(parent.events) < shared:
        return Reason(N_("it claims to correct {parent} from seq {at}, but that match has {n}"), parent=a.parent,
                      at=a.at, n=NP_("{n} event", "{n} events", len(parent.events)))
    for mine, theirs in zip(log.events[:shared], parent.events[:shared]):
        if encode_line(mine) != encode_line(theirs):
            return Reason(N_("it claims to correct {parent} from seq {at}, but its event seq {seq} is not that "
                             "match's: the events before a correction are the original's"), parent=a.parent,
                          at=a.at, seq=mine.seq)
    if chain_heads(parent)[shared] != a.parent_head:
        return Reason(N_("its parent_head is not {parent}'s chain hash after seq {seq}"), parent=a.parent, seq=shared)
    return None
