"""The whole-ledger audit: every match's chain, the index, the stored facts, the database, and one head.

``audit_ledger(ledger)`` works through the :class:`~ledger.store.Ledger`
API and its backend's audit hooks (``health``), so it applies to every
backend that provides them. It finds:

- every problem of every match's hash chain (:func:`ledger.audit.audit_match`:
  edited, deleted, swapped or re-linked events, a rewritten match that no
  longer hashes to its id);
- the matches index against the events: a row without events (forged), a
  match without a row (hidden), a row that says another game, players,
  label, event count, digest or import time than the match's header event;
- the header event against itself: its stored game against its header line,
  its import time against the time the library stamped on it;
- what the database finds (SQLite's ``PRAGMA integrity_check``) and guards
  that were dropped (the triggers that refuse changes to stored events).

It also computes the **ledger head**: SHA-256 over one line
``<match id> <digest>`` per stored match, sorted by id. Any match deleted,
added or replaced changes it, which a chain inside the file cannot show:
compare it with a head published or signed earlier (``matchledger sign``).
Board snapshots are derived data, refolded and compared on the projection
side (:meth:`projections.seek.Seeker.check_snapshots`).
"""

from __future__ import annotations

import hashlib
import re
import uuid
from typing import Any

import msgspec

from .audit import audit_match
from .errors import StoreError
from .index import header_fields
from .messages import N_, Reason

__all__ = ["Problem", "LedgerAudit", "MatchFacts", "audit_ledger", "ledger_head", "header_facts", "is_match_id"]


class Problem(msgspec.Struct, frozen=True):
    """One thing the audit found: which match (None: the whole ledger), which seq (None: no one event), why."""

    match: str | None
    seq: int | None
    kind: str
    message: str


class MatchFacts(msgspec.Struct, frozen=True):
    """What a signature or a published list binds for one match: its digest, game, size and import time, and
    its rulings (how many, and the hash of the last: ``""`` when it has none)."""

    id: str
    digest: str
    game: str
    events: int
    imported_at: str
    rulings: int = 0
    rulings_head: str = ""


class LedgerAudit(msgspec.Struct):
    """The audit's findings: clean when ``problems`` is empty."""

    ledger: str
    matches: int = 0
    events: int = 0
    head: str = ""
    facts: list[MatchFacts] = msgspec.field(default_factory=list)
    problems: list[Problem] = msgspec.field(default_factory=list)
    snapshots_checked: int = 0
    snapshots_dropped: int = 0
    checks: list[str] = msgspec.field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.problems


_SEQ = re.compile(r"event seq (\d+)|events seq (\d+)|seq (\d+)\.\.")
_MATCH = re.compile(r"^match ([0-9a-f-]{36}): ")


def _problem(kind: str, text: str) -> Problem:
    m = _MATCH.match(text)
    match = m.group(1) if m else None
    s = _SEQ.search(text)
    seq = int(next(g for g in s.groups() if g)) if s else (0 if "header" in text else None)
    return Problem(match=match, seq=seq, kind=kind, message=text)


def head_line(f: MatchFacts, *, rulings: bool = True) -> str:
    """A match's line of the ledger head: ``<match id> <digest>``, then `` <rulings> <last ruling's hash>`` when
    it has rulings (``rulings=False``: the line of a head before rulings were covered, digest format 1)."""
    if rulings and f.rulings:
        return f"{f.id} {f.digest} {f.rulings} {f.rulings_head}\n"
    return f"{f.id} {f.digest}\n"


def ledger_head(facts: list[MatchFacts], *, rulings: bool = True) -> str:
    """SHA-256 over one :func:`head_line` per match, sorted by id.

    A ledger without rulings has the same head either way; ``rulings=False``
    gives the head of digest format 1 (before it covered the rulings), which
    an older signed or published list states.
    """
    lines = "".join(head_line(f, rulings=rulings) for f in sorted(facts, key=lambda f: f.id))
    return hashlib.sha256(lines.encode()).hexdigest()


def audit_ledger(led: Any) -> LedgerAudit:
    """Audit the whole ledger ``led`` (an open :class:`~ledger.store.Ledger`)."""
    report = LedgerAudit(ledger=led.name)
    backend = led.backend
    for text in backend.health():
        report.problems.append(Problem(match=None, seq=None, kind="database", message=text))
    report.checks.append(Reason(N_("the database's own integrity check, and its guards on stored events")
                                if backend.own_check else N_("the database's guards on stored events")))
    try:
        index_rows = {r[0]: r for r in backend.index_rows()}
        stored = backend.event_ids()
    except backend.errors as exc:
        report.problems.append(Problem(match=None, seq=None, kind="database",
                                       message=Reason(N_("the ledger cannot be read: {error}"),
                                                      error=backend.reason(exc))))
        return report
    damaged = {m for m in stored if not is_match_id(m)}
    for m in sorted(damaged):
        report.problems.append(Problem(match=None, seq=None, kind="chain",
                                       message=Reason(N_("events are stored under {id}, which is not a match id: "
                                                         "the stored id of a match's events was changed"),
                                                      id=repr(m))))
    stored -= damaged
    for m in sorted(set(index_rows) - stored):
        report.problems.append(Problem(match=m, seq=None, kind="index",
                                       message=Reason(N_("match {match}: listed in the match index but has no "
                                                         "stored events (a forged row, or a match whose events "
                                                         "were deleted)"), match=m)))
    for m in sorted(stored - set(index_rows)):
        report.problems.append(Problem(match=m, seq=None, kind="index",
                                       message=Reason(N_("match {match}: has stored events but no row in the "
                                                         "match index (hidden from `list`)"), match=m)))
    report.checks.append(Reason(N_("the match index against the stored events")))
    branches: list[str] = []
    failed: set[str] = set()  # matches whose own chain fails: a correction is not held against them
    failed_rows: dict[str, tuple[Any, dict[Any, Any]]] = {}  # of those: header, rows by version (to name a swap)
    for match_id in sorted(stored):
        try:
            rows = led._read(match_id)
        except StoreError as exc:
            report.problems.append(_problem("chain", Reason(N_("match {match}: cannot be read: {error}"),
                                                            match=match_id, error=exc.args[0] if len(exc.args) == 1
                                                            else str(exc))))
            continue
        problems, header, recorded = audit_match(led.app.mapper, match_id, rows)
        report.problems += [_problem("chain", p) for p in problems]
        if problems:
            failed.add(match_id)
            failed_rows[match_id] = (header, {r.originator_version: r for r in rows})
        report.events += len(recorded)
        if header is None:
            continue
        report.matches += 1
        report.facts.append(MatchFacts(id=match_id, digest=header.digest, game=header.game, events=header.events,
                                       imported_at=header.imported_at))
        report.problems += header_facts(match_id, header, None if problems else recorded)
        if not problems and '"amends"' in header.header:
            branches.append(match_id)
        row = index_rows.get(match_id)
        if row is not None:
            report.problems += _index_row(match_id, header, row)
    if failed_rows:
        report.problems = _other_match(led.app.mapper, report.problems, failed_rows)
    report.checks.append(Reason(N_("every match's hash chain, and its header's stored game and import time")))
    if branches:
        report.problems += _lineage(led, branches, stored - failed)  # a failed parent: its own problems say it
        report.checks.append(Reason(N_("every correction against the match it corrects ({n})"), n=len(branches)))
    from .rulings import audit_rulings

    try:
        # a match whose header cannot be read still owns its rulings stream (skipped: its own chain failed)
        found, streams, heads = audit_rulings(led, {**{m: 0 for m in stored}, **{f.id: f.events for f in report.facts}},
                                              {p.match for p in report.problems} | (stored - {f.id for f in report.facts}))
        report.problems += [_problem("rulings", p) for p in found]
        report.facts = [msgspec.structs.replace(f, rulings=heads[f.id][0], rulings_head=heads[f.id][1])
                        if f.id in heads else f for f in report.facts]
        if streams:
            report.checks.append(Reason(N_("every match's rulings stream, its chain and its times ({n})"),
                                        n=streams))
    except backend.errors as exc:
        report.problems.append(Problem(match=None, seq=None, kind="rulings",
                                       message=Reason(N_("the rulings cannot be read: {error}"),
                                                      error=backend.reason(exc))))
    report.head = ledger_head(report.facts)
    return report


def _other_match(mapper: Any, problems: list[Problem], failed: dict[str, tuple[Any, dict[Any, Any]]]) -> list[Problem]:
    """``problems`` with each line "another event is stored in its place" (an intact event stored in a match's
    place) naming the match it belongs to and its seq there, when that match failed too (the event is missing
    there, or it holds this one: then the line of each says they were swapped). An event's own link names where
    it was recorded: the next event of its match links to it, and it to the one before."""
    from .audit import _REPLACED_SAYS, _SEQ_CHANGED_SAYS
    from .domain import decode_recorded

    said = [p for p in problems if p.kind == "chain" and p.match in failed and isinstance(p.message, Reason)
            and p.message.template == _REPLACED_SAYS and isinstance(p.message.args.get("seq"), int)]
    if not said:
        return problems

    def at(match: str, seq: int) -> Any:
        row = failed[match][1].get(seq + 1) if seq >= 1 else None
        try:
            return decode_recorded(mapper, row.state) if row is not None else None
        except Exception:  # noqa: BLE001 - unreadable: no link to follow
            return None

    def hash_at(match: str, seq: int) -> Any:
        if seq == 0:
            return getattr(failed[match][0], "hash", None)
        ev = at(match, seq)
        return None if ev is None else ev.hash

    origin: dict[int, tuple[str, int]] = {}  # id of a line -> (the match its event belongs to, its seq there)
    for p in said:
        ev = at(p.match, p.message.args["seq"])
        if ev is None or not isinstance(ev.seq, int) or ev.seq < 1:
            continue
        for m in sorted(failed):
            if m == p.match:
                continue
            after = at(m, ev.seq + 1)
            if (after is not None and after.prev == ev.hash) or hash_at(m, ev.seq - 1) == ev.prev:
                origin[id(p)] = (m, ev.seq)
                break
    if not origin:
        return problems
    swapped = {(p.match, p.message.args["seq"], *origin[id(p)]) for p in said if id(p) in origin}
    out: list[Problem] = []
    drop: set[tuple[str, int, Any]] = set()  # the same event's "its seq was changed" line: said by the new one
    for p in problems:
        if id(p) not in origin:
            out.append(p)
            continue
        seq, (other, now) = p.message.args["seq"], origin[id(p)]
        where = p.message.args["where"]
        if (other, now, p.match, seq) in swapped:
            line = Reason(N_("{where}: event seq {seq}: swapped with event seq {now} of match {other} (each is "
                             "stored in the other's place)"), where=where, seq=seq, now=now, other=other)
        else:
            line = Reason(N_("{where}: event seq {seq}: event seq {now} of match {other} is stored in its place "
                             "(moved or copied: its own hash holds, its links to seq {before} and seq {after} do "
                             "not)"), where=where, seq=seq, now=now, other=other, before=seq - 1, after=seq + 1)
        drop.add((p.match, seq, now))
        out.append(msgspec.structs.replace(p, message=line))
    return [p for p in out if not (isinstance(p.message, Reason) and p.message.template == _SEQ_CHANGED_SAYS
                                   and (p.match, p.message.args.get("seq"), p.message.args.get("now")) in drop)]


def _lineage(led: Any, branches: list[str], stored: set[str]) -> list[Problem]:
    """Each correction whose parent is stored and is not the match it branches from: its header or its events
    before the branch point differ, or its ``parent_head`` is not the parent's (a log that only says it
    corrects a match, in a judge's name)."""
    from .lineage import lineage_problem

    out = []
    for match_id in branches:
        # Their chains were just checked (a branch with a problem is not here): read as stored, whatever else
        # is amiss with the ledger (a dropped guard is a finding of its own, not a reason to stop the audit).
        log = led.load(match_id, check=False)
        parent_id = log.header.amends.parent
        if parent_id not in stored:
            continue
        try:
            parent = led.load(parent_id, check=False)
        except StoreError:
            continue  # its own problems are reported with its chain
        problem = lineage_problem(log, parent)
        if problem is not None:
            out.append(Problem(match=match_id, seq=None, kind="lineage",
                               message=Reason(N_("match {match}: {problem}"), match=match_id, problem=problem)))
    return out


def is_match_id(text: str) -> bool:
    """Whether ``text`` is a match id as the store writes it (a UUID with dashes, lower case)."""
    try:
        return str(uuid.UUID(text)) == text
    except (ValueError, TypeError, AttributeError):
        return False


def header_facts(match_id: str, header: Any, events: list[Any] | None = None) -> list[Problem]:
    """The header event's fields outside the chain (game, import time, ``left_out``) against what binds them
    (``left_out`` against the match's ``events``, its stored ``Match.EventRecorded`` events, when given)."""
    where = Reason(N_("match {match}: header"), match=match_id)
    out = []
    try:
        line = msgspec.json.decode(header.header)
    except msgspec.MsgspecError:
        line = {}
    if isinstance(line, dict) and line.get("game") != header.game:
        out.append(Problem(match=match_id, seq=0, kind="header",
                           message=Reason(N_("{where}: its stored game {game} is not the game of its header line "
                                             "({line})"), where=where, game=repr(header.game),
                                          line=repr(line.get("game")))))
    stamped = getattr(header, "timestamp", None)
    if stamped is not None and stamped.isoformat(timespec="seconds") != header.imported_at:
        out.append(Problem(match=match_id, seq=0, kind="header",
                           message=Reason(N_("{where}: its import time {time} is not the time the store stamped on "
                                             "it ({stamped})"), where=where, time=header.imported_at,
                                          stamped=stamped.isoformat(timespec="seconds"))))
    left_out = getattr(header, "left_out", None)
    if left_out not in (None, msgspec.UNSET) and isinstance(line, dict) and line.get("game") == header.game:
        from .log import FILLED_IN, parse_lines, restore_left_out

        holds = isinstance(left_out, list) and all(isinstance(f, str) and f in FILLED_IN for f in left_out)
        if holds and events is not None:
            lines = [header.header.encode(), *(ev.line.encode() for ev in events)]
            try:
                log = parse_lines(lines, "<stored>")
            except Exception:  # a header line or event that does not read: said by the other checks
                log = None
            holds = log is None or restore_left_out(log, left_out, lines)
        if not holds:
            out.append(Problem(match=match_id, seq=0, kind="header",
                               message=Reason(N_("{where}: it says its log left out {fields}, which this log does "
                                                 "not bear out (the header's first player is not the one its first "
                                                 "turn shows, or the field is none the reader fills in)"),
                                              where=where, fields=repr(left_out))))
    try:
        if str(uuid.UUID(match_id)) != match_id:
            raise ValueError
    except ValueError:
        out.append(Problem(match=match_id, seq=None, kind="header", message=Reason(N_("{where}: not a match id"), where=where)))
    return out


# A stored fact's name, as a finding says it (the English line keeps the field's own name).
FIELDS = {"game": N_("game"), "events": N_("events"), "imported_at": N_("imported_at"), "digest": N_("digest"),
          "label": N_("label")}


def field_name(name: str) -> str:
    """The field ``name`` of a match's stored facts as a reason (its English text is ``name``)."""
    return Reason(FIELDS[name]) if name in FIELDS else name


def _index_row(match_id: str, header: Any, row: tuple) -> list[Problem]:
    """The match's index row (id, game, players, events, label, imported_at, digest) against its header event."""
    try:
        players, label = header_fields(header.header)
    except (msgspec.MsgspecError, AttributeError, TypeError):
        players, label = None, None
    want = {"game": header.game, "events": header.events, "imported_at": header.imported_at,
            "digest": header.digest, "label": label}
    _id, game, players_json, events, row_label, imported_at, digest = row
    got = {"game": game, "events": events, "imported_at": imported_at, "digest": digest, "label": row_label}
    out = [Problem(match=match_id, seq=None, kind="index",
                   message=Reason(N_("match {match}: the match index says {field} {got} but the stored match says "
                                     "{want}"), match=match_id, field=field_name(k), got=repr(got[k]), want=repr(want[k])))
           for k in want if want[k] is not None and got[k] != want[k]]
    try:
        row_players = msgspec.json.decode(players_json)
    except (msgspec.MsgspecError, TypeError):
        row_players = None
    if players is not None and row_players != players:
        out.append(Problem(match=match_id, seq=None, kind="index",
                           message=Reason(N_("match {match}: the match index says players {got} but the stored "
                                             "match says {want}"), match=match_id, got=repr(row_players),
                                          want=repr(players))))
    return out
