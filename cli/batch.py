"""Verifying a whole round: many match refs, every core, one compact result each.

``verify_ref(ref, db)`` verifies one match (a log file or a stored match id)
and returns an :class:`Outcome`: a few small fields, never the log or the
board, so a round of 10,000 matches holds 10,000 small rows and nothing
more. ``verify_refs`` runs it on a pool of processes and yields the outcomes
in input order as they come; ``expand`` turns the command's arguments
(files, folders, globs, stored ids, ``--all``) into refs.

``verify_stored(db, workers)`` is ``--all`` on a ledger: it verifies only
the matches whose stored verdict is missing or was judged by another engine
version, stores each verdict in the ledger (engine version, violations), and
yields every stored match's outcome from its verdict. On PostgreSQL the
workers claim matches with ``SELECT ... FOR UPDATE SKIP LOCKED``
(``Ledger.claim_verdict``), so several processes or machines running it on
one ledger share the round and verify each match once; on SQLite the
workers verify in parallel and this process, the file's one writer, stores
the verdicts.
"""

from __future__ import annotations

import glob
import os
from typing import Any, Iterable, Iterator

import msgspec

from .i18n import N_

#: how many refs a worker takes at a time (big enough to amortise the round trip, small enough to stream)
CHUNK = 16


class Outcome(msgspec.Struct, kw_only=True, array_like=True):
    """One match's verdict in a round: ``verdict`` is ``clean``, ``violations`` or ``unusable`` (``error`` says why)."""

    ref: str
    match: str = ""
    game: str = ""
    players: list[str] = msgspec.field(default_factory=list)
    events: int = 0
    verdict: str = "unusable"
    violations: int = 0
    first_seq: int | None = None
    first_rule: str | None = None
    error: str = ""
    #: ``error`` as a template to translate: ``{"where": ..., "template": ..., "args": ...}`` (``{}``: keep ``error``)
    reason: dict[str, Any] = {}
    #: the ref names no match at all (a folder with no log, a pattern matching no file): an unusable input,
    #: not counted as a match
    no_match: bool = False
    #: the player of the first violation (None: the match's own, as a deck list's)
    first_player: str | None = None
    #: the header's ``meta.table``: the table a judge walks to ("" when it names none)
    table: str = ""
    #: the header's ``match`` label
    label: str = ""
    #: what ties two logs of one match (:func:`match_key`): the same event, round and table in ``meta``, or
    #: the same header (players, decks, first player); "" when unknown
    key: str = ""
    #: the match this log corrects (its header's ``amends``): "" when it corrects none
    parent: str = ""
    #: where an unusable input's error is (the README's error object: ``file``, ``line``, ``field``; "" and 0 when
    #: the error names none)
    file: str = ""
    line: int = 0
    field: str = ""
    #: the event of ``parent`` this correction branches from (its header's ``amends.at``; 0 when no correction)
    branch_at: int = 0
    #: how many rulings a stored match has (0 for a log file: its rulings are the ledger's)
    rulings: int = 0
    #: an unusable stored match's id, when its header still reads (``match`` stays "": it was not verified); its
    #: table and lineage are then filled as a cut-short file's are, so it stays with its table's logs
    stored_id: str = ""

    def row(self) -> dict[str, Any]:
        """The outcome as plain data (``--json``/``--csv``): an unusable row's ``violations`` is None (the text's
        ``-``: never read, so not 0, which reads as clean)."""
        return {"ref": self.ref, "match": self.match or None, "game": self.game, "players": self.players,
                "events": self.events, "verdict": self.verdict,
                "violations": None if self.verdict == "unusable" else self.violations,
                "first_seq": self.first_seq, "first_rule": self.first_rule, "first_player": self.first_player,
                "table": self.table, "label": self.label, "error": self.error,
                "parent": self.parent or None, "branch_at": self.branch_at or None, "rulings": self.rulings,
                "round": round_of(self.key) or None}


def round_of(key: str) -> str:
    """The round a :func:`match_key` names (its header's ``meta.round``), "" when none."""
    if not key:
        return ""
    try:
        data = msgspec.json.decode(key)
    except msgspec.MsgspecError:
        return ""
    return data[2] if isinstance(data, list) and len(data) > 3 and isinstance(data[2], str) else ""


_LEDGERS: dict[str, Any] = {}
# A forked worker of a round (verify --all's) opens its own: a connection inherited from the parent is the
# parent's socket (on PostgreSQL two processes on one: 'prepared statement "_pg3_0" already exists'). Met once a
# process verified a stored match itself before forking (a station, tests run in one process: a stored match of no
# events is verified in the parent each round, qa39e F2). Forgotten only, never closed: closing would end the
# parent's connection.
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_LEDGERS.clear)


def _stored(ref: str, db: str) -> tuple[Any, str, int]:
    """A stored match through one ledger per process and file (opening a ledger costs more than a small match),
    its id and how many rulings it has."""
    from ledger.errors import StoreError

    led = _LEDGERS.get(db)
    if led is None:
        from .main import _exists

        if not _exists(db):
            from ledger.messages import N_, Reason

            raise StoreError(Reason(N_("{ref!r} is neither a log file nor a match in {db} (there is no ledger file there)"),
                                    ref=ref, db=db))
        from ledger.store import Ledger

        led = _LEDGERS[db] = Ledger(db, create=False)  # a read: a database without a ledger gets no tables
        import atexit

        atexit.register(led.close)  # before the interpreter's teardown (a PostgreSQL pool complains after it)
    from ledger.store import is_whole_id

    # A round's refs are whole ids (--all): load looks each up with its rows, in one query.
    match_id = ref if is_whole_id(ref) else led.resolve(ref)
    log = led.load(match_id)
    from ledger.rulings import rulings_of

    ruled = rulings_of(led, match_id)  # an edited ruling refuses the match as an edited event does (unusable in a round)
    return log, match_id, len(ruled)


def _plain(header: Any) -> dict:
    """What a round reads of a header (parsed, or its stored line's JSON): its game, ``meta`` and ``match`` label
    as plain data (a parsed header's deck lists are not converted: this runs once a log of the round)."""
    if isinstance(header, (str, bytes)):
        header = msgspec.json.decode(header)
    if not isinstance(header, dict):
        header = {"game": getattr(header, "game", None), "meta": getattr(header, "meta", None) or {},
                  "match": getattr(header, "match", None)}
    return header if isinstance(header, dict) else {}


def table_of(header: Any) -> str:
    """The table a header names: its ``meta.table``, else ""."""
    data = _plain(header)
    meta = data.get("meta") if isinstance(data.get("meta"), dict) else {}
    table = meta.get("table")
    return "" if table in (None, "") else str(table)


def match_key(header: Any) -> str:
    """What two logs of one match share though their events differ (each player's own log of a disputed
    match): the game and the event, round and table of the header's ``meta``; "" when ``meta`` names no table
    (sample and simulated logs share whole headers across matches: a header alone ties no two logs)."""
    data = _plain(header)
    meta = data.get("meta") if isinstance(data.get("meta"), dict) else {}
    if meta.get("table") in (None, ""):
        return ""
    return msgspec.json.encode([data.get("game"), str(meta.get("event", "")), str(meta.get("round", "")),
                                str(meta["table"])]).decode()


def natural_key(text: str) -> list[Any]:
    """A sort key that reads the numbers of ``text`` as numbers: table-2 before table-10."""
    import re

    return [(0, int(part), part) if part.isdigit() else (1, 0, part)
            for part in re.split(r"(\d+)", text) if part]


def is_file_ref(ref: str) -> bool:
    """Whether a ref names a log file (else a stored match id)."""
    return (os.path.isfile(ref) or os.sep in ref or "/" in ref or ref.startswith("~")
            or ref.lower().endswith((".jsonl", ".json", ".log")))


def verify_ref(ref: str, db: str = "matchledger.db") -> Outcome:
    """Verify one match (a log file path or a stored match id) and return its compact outcome.

    Never raises for bad input: an unreadable log, unknown card or unknown
    match gives ``verdict="unusable"`` with the one-line error.
    """
    return _verify_full(ref, db)[0]


def _verify_full(ref: str, db: str) -> tuple[Outcome, Any]:
    """:func:`verify_ref`, and the engine's whole result (None when unusable)."""
    from ledger.errors import LogError, MatchledgerError
    from ledger.log import read_log
    from ledger.messages import N_, Reason
    from projections import core

    out = Outcome(ref=ref)
    if os.path.isdir(os.path.expanduser(ref)):
        out.no_match = True
        _unusable(out, no_logs_reason(os.path.expanduser(ref)), f"{ref}:")
        out.file = ref
        return out, None
    if glob.has_magic(ref) and not os.path.exists(os.path.expanduser(ref)):
        out.no_match = True
        _unusable(out, Reason(N_("no file matches this pattern")), f"{ref}:")
        out.file = ref
        return out, None
    try:
        if is_file_ref(ref):
            log = read_log(os.path.expanduser(ref))
            match_id = log.match_id()
        else:
            log, match_id, out.rulings = _stored(ref, db)
        out.match, out.game, out.events = match_id, log.game, len(log.events)
        out.players = [p.id for p in log.header.players]
        out.table, out.key, out.label = table_of(log.header), match_key(log.header), log.header.match or ""
        out.parent, out.branch_at = _amends_of(log.header)
        from ledger.limits import time_bound

        try:
            with time_bound(log.path, "verifying it"):
                result = core.verify(log, match=match_id)
            nothing_to_judge(log, result, stored="" if is_file_ref(ref) else match_id)
        except LogError as exc:
            if exc.path in ("<log>", "") and log.path:
                exc = type(exc)(exc.reason, path=log.path, line=exc.line, field=exc.field)
            raise exc from None
    except (MatchledgerError, OSError) as exc:
        out.verdict = "unusable"
        out.error = (f"{exc.filename}: {exc.strerror}" if isinstance(exc, OSError) and exc.filename
                     else " ".join(str(exc).split()))
        if isinstance(exc, OSError):
            out.file = exc.filename if isinstance(exc.filename, str) else ""
        if isinstance(exc, LogError):
            _unusable(out, exc.reason, exc.where())
            out.file, out.line, out.field = exc.path or "", exc.line or 0, exc.field or ""
            if exc.line and is_file_ref(ref):  # its header read: the table it belongs to
                _head_of(out, os.path.expanduser(ref), whole=exc.line > 1)
            elif getattr(exc.reason, "template", None) == _NO_EVENTS:  # a header alone: its players,
                out.match = ""  # no match verified (null, as every unusable row's)
                _head_of(out, os.path.expanduser(ref))
        elif isinstance(exc, MatchledgerError) and len(exc.args) == 1:
            _unusable(out, exc.args[0], "")
            if getattr(exc.args[0], "template", None) == _NO_EVENTS_STORED:  # a stored match of no
                out.match, out.stored_id = "", out.match  # events: unusable as the file is (its id kept)
        if isinstance(exc, MatchledgerError) and not is_file_ref(ref):  # a stored match refused: its table still
            _stored_head(out, ref, db)
        return out, None
    except Exception as exc:  # a bug met in this match (an engine's crash): said for it, the round goes on
        if os.environ.get("MATCHLEDGER_DEBUG"):
            raise
        from .main import shell_arg

        args = shell_arg(ref) if is_file_ref(ref) else f"{shell_arg(ref)} --db {shell_arg(db)}"
        _unusable(out, Reason(N_("internal error while verifying it ({error}); this is a matchledger bug: run "
                                 "`matchledger verify {args}` with MATCHLEDGER_DEBUG=1 for the traceback"),
                              error=f"{type(exc).__name__}: {exc}", args=args), "")
        return out, None
    return _judged(out, result), result


def nothing_to_judge(log: Any, result: Any, stored: str = "") -> None:
    """Refuse a log file with no event after its header (a header line alone, or with a closing line of 0
    events) that ``result``, its verdict, finds clean: there is nothing to judge in it, so ``verify`` says so,
    exit 2 (an unusable input), never "clean" (round 39: a judge handed the wrong file was told the match was
    clean). Its header alone can break a rule (a deck of 4 copies, flagged at seq 0): then those violations are
    the verdict, never hidden behind "unusable", with a note that only the header was judged. ``stored``: the id
    of the stored match ``log`` is (an imported header alone, a recording ended before its first event by versions
    before round 38): said the same way, "the stored match has no events: nothing was judged", exit 2, an unusable
    row of a round (qa39e F2: ``verify ID`` said "Clean" and ``verify --all`` counted it clean)."""
    if log.events:
        return
    if result.violations:
        from projections.messages import note

        note(result, N_("The log has no events after its header: only its header (the deck lists and the set-up) "
                        "was judged."))
        return
    from ledger.errors import LogError

    if stored:
        from ledger.errors import StoreError

        raise StoreError(_no_events(stored))
    raise LogError(_no_events(), path=log.path)


def verify_said(path: str, exc: Any) -> tuple[Outcome, str]:
    """What ``verify`` gives of a log file refused with ``exc`` (a :class:`ledger.errors.LogError`): its round row,
    unusable, with its header's players, and its line in the report's language (``import --verify`` of a header
    alone says what ``verify`` of it says)."""
    out = Outcome(ref=path, file=path)
    _unusable(out, exc.reason, exc.where())
    _head_of(out, path)
    return out, error_line(out)


#: Why a header alone is not judged: a log file's, a stored match's (the templates rows are known by).
_NO_EVENTS = N_("the log has no events after its header: nothing was judged")
_NO_EVENTS_STORED = N_("the stored match has no events: nothing was judged")


def _no_events(stored: str = "") -> Any:
    """Why a header alone is not judged: a log file's, or (``stored``: its id) a stored match's."""
    from ledger.messages import Reason

    return Reason(_NO_EVENTS_STORED if stored else _NO_EVENTS)


def nothing_judged(o: Outcome) -> bool:
    """Whether ``o`` is a header alone, unusable because nothing was judged (a file's or a stored match's)."""
    return (o.reason or {}).get("template") in (_NO_EVENTS, _NO_EVENTS_STORED)


def _no_events_row(o: Outcome) -> Outcome:
    """A stored match of no events read from its cached verdict (clean, stored before round 39): the unusable row
    :func:`_verify_full` gives it, never counted clean (qa39e F2)."""
    if o.verdict != "clean" or o.events or o.no_match or not o.match:
        return o
    o.stored_id, o.match = o.match, ""
    _unusable(o, _no_events(o.stored_id), "")
    return o


def _head_of(out: Outcome, path: str, whole: bool = True) -> None:
    """Fill ``out``'s game, players, table, label and key from the header line of the log at ``path`` (a log
    unusable past its header: a file cut short still belongs to its table); left as they are when the line
    does not read. ``whole`` False: the header itself is what is wrong (its game is not the log's): only its
    players, table and label, which a judge walks to, are kept (no game, no key tying it to other logs)."""
    from projections import core

    try:
        with open(path, "rb") as f:
            line = f.readline(1 << 20)
        data = msgspec.json.decode(line.removeprefix(b"\xef\xbb\xbf"))
    except (OSError, msgspec.MsgspecError, ValueError):
        return
    if not isinstance(data, dict) or (whole and data.get("game") not in core.ENGINES):
        return
    players = data.get("players")
    ids = [p.get("id") for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    label = data.get("match")
    out.players = [i for i in ids if isinstance(i, str)]
    out.table, out.label = table_of(data), label if isinstance(label, str) else ""
    if whole:
        out.game, out.key = data["game"], match_key(data)
        out.parent, out.branch_at = _amends_of(data)


def _stored_head(out: Outcome, ref: str, db: str) -> None:
    """Fill an unusable stored match's table, key, label and lineage from its header, as :func:`_head_of` does a
    cut-short file's (its events or rulings refused, its header still reads): it stays a log of its table, and
    the parent of its corrections; left as they are when the ledger is not open or the header does not read."""
    from ledger.errors import MatchledgerError

    led = _LEDGERS.get(db)
    if led is None:
        return
    try:
        match_id = led.resolve(ref)
    except (MatchledgerError, ValueError, TypeError):
        return
    head = _header_fields(led, match_id, seats=True)
    if head:
        out.table, out.key, out.label = head["table"], head["key"], head["label"]
        out.parent, out.branch_at, out.stored_id = head["parent"], head["branch_at"], match_id
        # its game and players too, as a cut-short file's row says them (and a damaged header's, from the index)
        out.game, out.players = out.game or head["game"], out.players or head["players"]


def _amends_of(header: Any) -> tuple[str, int]:
    """The match a header's ``amends`` names (a correction's parent) and the seq it branches from; ("", 0) when it
    names none."""
    if isinstance(header, dict):
        amends = header.get("amends")
        parent, at = (amends.get("parent"), amends.get("at")) if isinstance(amends, dict) else (None, None)
    else:
        amends = getattr(header, "amends", None)
        parent, at = getattr(amends, "parent", None), getattr(amends, "at", None)
    if not isinstance(parent, str):
        return "", 0
    return parent, at if isinstance(at, int) and not isinstance(at, bool) else 0


def outcome_of(ref: str, log: Any, match_id: str, result: Any) -> Outcome:
    """The round's row of a match already judged (``import --verify``): as :func:`verify_ref` gives it."""
    out = Outcome(ref=ref, match=match_id, game=log.game, events=len(log.events),
                  players=[p.id for p in log.header.players], table=table_of(log.header), key=match_key(log.header),
                  label=getattr(log.header, "match", "") or "")
    out.parent, out.branch_at = _amends_of(log.header)
    return _judged(out, result)


def _judged(out: Outcome, result: Any) -> Outcome:
    """``out`` with the verdict of ``result`` (the engine's)."""
    roots = [v for v in result.violations if getattr(v, "caused_by", None) is None]
    out.verdict = "clean" if result.clean else "violations"
    out.violations = len(result.violations)
    if roots:
        out.first_seq, out.first_rule, out.first_player = roots[0].seq, roots[0].rule, roots[0].player
    return out


def _unusable(out: Outcome, reason: Any, where: str) -> None:
    """Mark ``out`` unusable for ``reason`` at ``where`` (a place: no words), keeping its template to translate."""
    from ledger.messages import template_of

    out.verdict = "unusable"
    out.error = " ".join(f"{where} {reason}".split())
    template, args = template_of(reason)
    out.reason = {"where": where, "template": template, "args": args} if template else {}


def error_line(o: Outcome) -> str:
    """The outcome's error in the active language (the English ``error`` when it has no template), one line."""
    if not o.reason:
        return o.error
    from .i18n import message

    return " ".join(f"{o.reason['where']} {message(o.reason['template'], o.reason['args'])}".split())


def _verify_chunk(args: tuple[list[str], str]) -> list[Outcome]:
    refs, db = args
    return [verify_ref(r, db) for r in refs]


def _chunks(refs: Iterable[str], db: str, size: int, total: int | None = None,
            workers: int = 1) -> Iterator[tuple[list[str], str]]:
    """Cut ``refs`` into jobs of at most ``size`` refs.

    With ``total`` (how many refs there are) the jobs shrink as the round
    nears its end (guided scheduling: never more than a share of what is
    left per worker), so no core idles while another finishes a long last
    chunk.
    """
    batch: list[str] = []
    left = total
    want = size
    for r in refs:
        if not batch and left is not None:
            want = max(1, min(size, left // (2 * workers)))
        batch.append(r)
        if len(batch) >= want:
            if left is not None:
                left -= len(batch)
            yield batch, db
            batch = []
    if batch:
        yield batch, db


def verify_refs(refs: Iterable[str], db: str = "matchledger.db", workers: int | None = None,
                chunk: int = CHUNK) -> Iterator[Outcome]:
    """Verify every ref on ``workers`` processes (default: every core); yield outcomes in input order.

    At most a few chunks per worker are in flight, so memory depends on the
    chunk size, not on the number of refs. ``workers=1`` runs in this process.
    """
    import gc

    workers = workers or os.cpu_count() or 1
    if workers == 1:
        gc.freeze()  # what is alive now (the engines, the CLI) outlives the round: the collector need not walk it
        try:
            for r in refs:
                yield verify_ref(r, db)
        finally:
            gc.unfreeze()
        return
    import multiprocessing
    from collections import deque

    from projections import core

    for game in core.ENGINES:  # imported once here, shared by every forked worker instead of imported by each
        core.engine(game)

    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    total = len(refs) if isinstance(refs, (list, tuple)) else None
    # Out of the collector's reach before the fork, as in one process: a worker's collections would otherwise
    # walk (and so write to, copying page by page) every object it inherited.
    gc.freeze()
    try:
        with ctx.Pool(workers) as pool:
            pending: deque = deque()
            for job in _chunks(refs, db, chunk, total, workers):
                pending.append(pool.apply_async(_verify_chunk, (job,)))
                if len(pending) >= 4 * workers:
                    yield from pending.popleft().get()
            while pending:
                yield from pending.popleft().get()
    finally:
        gc.unfreeze()


# -- --all on a ledger: stored verdicts, claimed by workers -------------------------------


def _engines() -> dict[str, str]:
    from projections import core

    return {g: core.engine_version(g) for g in core.ENGINES}


def _violations(result: Any) -> list[Any]:
    return msgspec.to_builtins(result.violations)


def _verdict_key() -> bytes:
    """This machine's secret, which seals each stored verdict to its match's rows (the snapshots' key)."""
    from projections.seek import snapshot_key

    return snapshot_key()


def _claim_worker(args: tuple[str, dict[str, str]]) -> int:
    """One worker: claim the next match needing a verdict, verify it, store the verdict; until none is left."""
    from ledger.store import Ledger

    db, engines = args
    key = _verdict_key()
    done, failed = 0, []
    with Ledger(db) as led:
        while True:
            with led.claim_verdict(engines, skip=failed) as claim:
                if claim is None:
                    return done
                out, result = _verify_full(claim.match_id, db)
                if result is None:  # unusable: left without a verdict, reported by the summary
                    failed.append(claim.match_id)
                    continue
                claim.store(_violations(result), clean=result.clean, key=key)
                done += 1


def _may_claim(db: str) -> bool:
    """Whether this user may claim and store verdicts (else, read-only grants: verified as on SQLite, none kept)."""
    from ledger.store import Ledger

    with Ledger(db, create=False) as led:
        return led.can_claim()


def _verdict_chunk(args: tuple[list[str], str]) -> list[tuple[Outcome, Any]]:
    refs, db = args
    out = []
    for r in refs:
        o, result = _verify_full(r, db)
        out.append((o, None if result is None else (result.clean, _violations(result))))
    return out


def verify_stored(db: str, workers: int | None = None) -> Iterator[Outcome]:
    """Every match stored in ``db``: verify those whose verdict is missing or stale, store their verdicts,
    and yield every match's outcome in import order (see the module docstring). A match of no events is an
    unusable row ("the stored match has no events: nothing was judged"), as a header-only file is in a round."""
    for o in _verify_stored(db, workers):
        yield _no_events_row(o)


def _verify_stored(db: str, workers: int | None = None) -> Iterator[Outcome]:
    from ledger.store import Ledger

    from .main import _in_database

    engines = _engines()
    key = _verdict_key()
    unsaved: dict[str, tuple[bool, list[Any]]] = {}  # verdicts found but not stored (the ledger was busy)
    fresh: set[str] = set()  # verdicts stored by this round (sealed over the rows it verified)
    bound: set[str] = set()  # verdicts found sealed over their match's rows before the round
    workers = workers or os.cpu_count() or 1
    import multiprocessing

    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    if _in_database(db) and _may_claim(db):  # PostgreSQL: workers claim with FOR UPDATE SKIP LOCKED
        if workers == 1:
            _claim_worker((db, engines))
        else:
            with ctx.Pool(workers) as pool:
                pool.map(_claim_worker, [(db, engines)] * workers)
    else:  # SQLite: verify in parallel, store here (the file's one writer)
        with Ledger(db) as led:
            pending = led.verdicts_needed(engines)
            # A current verdict not sealed over its match's rows as they are now (the rows or the verdict
            # changed since, or it was stored unsealed, before format 2, or on another machine): verified again.
            current = {v.match_id for v in led.verdicts() if v.engine in engines.values()}
            bound = led.bound_verdicts(key, engines.values())
            unbound = current - bound - set(pending)
            if unbound:
                pending += [m.id for m in led.list_matches() if m.id in unbound]
        jobs = list(_chunks(pending, db, CHUNK))

        def store(chunks: Iterable[list[tuple[Outcome, Any]]]) -> None:
            from ledger.errors import StoreError

            with Ledger(db) as led:
                for chunk in chunks:
                    for o, found in chunk:
                        if found is None:
                            continue
                        if unsaved:  # the cache already refused one: the rest are kept here too, not waited for
                            unsaved[o.match] = found
                            continue
                        try:
                            led.store_verdict(o.match, engines[o.game], found[1], clean=found[0], key=key)
                            fresh.add(o.match)
                        except StoreError as exc:  # only the cache of verdicts failed (another program writes)
                            unsaved[o.match] = found
                            _not_kept(exc)

        if workers == 1 or len(jobs) < 2:
            store(map(_verdict_chunk, jobs))
        else:
            with ctx.Pool(workers) as pool:  # forked before this process opens the ledger to write
                store(pool.imap(_verdict_chunk, jobs))
    with Ledger(db) as led:
        verdicts = {v.match_id: v for v in led.verdicts()}
        summaries = led.list_matches()
        # Trusted: a verdict this round stored, or one whose seal holds over its match's rows now.
        trusted = fresh | (led.bound_verdicts(key, engines.values()) if _in_database(db) else bound)
        heads = {m.id: _header_fields(led, m.id) for m in summaries}  # the table a judge walks to, one read a match
        from ledger.rulings import broken_rulings_of

        # A match whose rulings were edited is refused as one whose events were: checked here, its rulings
        # all read at once, and verified below (where the refusal makes it unusable)
        rulings: dict[str, int] = {}  # how many rulings each match has (named under the round's table)
        ruled = broken_rulings_of(led, {m.id: m.events for m in summaries}, rulings)
    for m in summaries:
        if m.id in unsaved:
            clean, found = unsaved[m.id]
            roots = [x for x in found if x.get("caused_by") is None]
            yield Outcome(ref=m.id, match=m.id, game=m.game, players=m.players, events=m.events,
                          verdict="clean" if clean else "violations", violations=len(found),
                          first_seq=roots[0]["seq"] if roots else None, first_rule=roots[0]["rule"] if roots else None,
                          first_player=roots[0].get("player") if roots else None, rulings=rulings.get(m.id, 0),
                          **heads[m.id])
            continue
        if m.id in ruled:
            yield _indexed(verify_ref(m.id, db), m, summaries, heads)  # its rulings fail their chain: unusable
            continue
        v = verdicts.get(m.id)
        if v is not None and v.engine == engines.get(m.game) and m.id not in trusted and _in_database(db):
            # PostgreSQL: a current verdict whose seal does not hold is not claimed by the workers (only missing
            # or stale ones are): verified here, and stored sealed when the match is usable.
            o, result = _verify_full(m.id, db)
            if result is not None:
                from ledger.errors import StoreError

                try:
                    with Ledger(db) as led:
                        led.store_verdict(m.id, v.engine, _violations(result), clean=result.clean, key=key)
                except StoreError as exc:
                    _not_kept(exc)
            yield _indexed(o, m, summaries, heads)
            continue
        if v is None or v.engine != engines.get(m.game) or m.id not in trusted:
            # unusable (or claimed elsewhere and not done yet): checked here
            yield _indexed(verify_ref(m.id, db), m, summaries, heads)
            continue
        roots = [x for x in v.violations if x.get("caused_by") is None]
        yield Outcome(ref=m.id, match=m.id, game=m.game, players=m.players, events=m.events,
                      verdict="clean" if v.clean else "violations", violations=len(v.violations),
                      first_seq=roots[0]["seq"] if roots else None, first_rule=roots[0]["rule"] if roots else None,
                      first_player=roots[0].get("player") if roots else None, rulings=rulings.get(m.id, 0),
                          **heads[m.id])


def _indexed(o: Outcome, m: Any, summaries: list[Any], heads: dict[str, dict]) -> Outcome:
    """An unusable stored match whose header does not read either (its bytes changed): its game, players and label
    from the match index (as ``list`` shows them), and its table from the stored matches of the same game, players
    and label whose headers read, when they name one table (its other logs, its corrections): it stays a log of
    that table, said unusable there (to be replaced), not a log without a table. ``o`` as it is otherwise."""
    if o.verdict != "unusable" or o.key or o.no_match:
        return o
    from ledger.index import alike as alike_to

    o.game, o.players, o.label = o.game or m.game, o.players or list(m.players), o.label or (m.label or "")
    alike = [s for s in alike_to(summaries, [(m.game, m.players, m.label)]) if s.id != m.id]
    keys = {heads[s.id]["key"]: heads[s.id]["table"] for s in alike if heads.get(s.id, {}).get("key")}
    if len(keys) == 1:
        (o.key, o.table), = keys.items()
        o.stored_id = m.id
    return o


def _header_fields(led: Any, match_id: str, seats: bool = False) -> dict[str, Any]:
    """The table and match key (:func:`table_of`, :func:`match_key`) of a stored match's header; {} when its
    header cannot be read (the match's own verification says why). ``seats``: its game and players too."""
    from ledger.errors import MatchledgerError

    try:
        line = led.read_header(match_id).header
        data = _plain(line)
        parent, at = _amends_of(data)
        out = {"table": table_of(line), "key": match_key(line), "label": str(data.get("match") or ""),
               "parent": parent, "branch_at": at}
        if seats:
            players = data.get("players") if isinstance(data.get("players"), list) else []
            out["game"] = data.get("game") if isinstance(data.get("game"), str) else ""
            out["players"] = [p["id"] for p in players if isinstance(p, dict) and isinstance(p.get("id"), str)]
        return out
    except (MatchledgerError, msgspec.MsgspecError, TypeError, ValueError, AttributeError):
        return {}


def _not_kept(exc: Exception) -> None:
    """One line on stderr: the verdicts are reported but the ledger's cache of them could not be written."""
    import click

    from .i18n import error_text, tr

    click.echo(tr("Note: the verdicts were not kept in the ledger ({error}); they are reported below and will be "
                  "checked again next time.", error=error_text(exc)), err=True)


class Skipped(msgspec.Struct, array_like=True):
    """An entry of a round's folder that was not read as a match log, and why (``why``: a :data:`SKIPPED` key)."""

    path: str
    why: str


#: why an entry of a folder was not read (the keys ``--json`` gives), and how a judge is told
SKIPPED = {
    "not-jsonl": N_("not named .jsonl"),
    "appledouble": N_("macOS metadata files, not match logs"),
    "folder": N_("sub-folders, not searched"),
    "not-a-log": "",  # counted, not named: a README, .DS_Store... (--json names them)
}


def _looks_like_log(path: str) -> bool:
    """Whether the regular file at ``path`` starts as a JSON text does (``{`` after a BOM and blanks): a log
    saved under another name, worth naming when it is skipped."""
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        head = os.read(fd, 256)
    except OSError:
        return False
    finally:
        os.close(fd)
    return head.removeprefix(b"\xef\xbb\xbf").lstrip().startswith(b"{")


def folder_logs(folder: str) -> tuple[list[str], list[Skipped]]:
    """The match logs of a round's folder (its files named ``*.jsonl``, in any case, in name order) and every
    other entry of it, each with why it was not read.

    A macOS AppleDouble file (``._NAME.jsonl``, the metadata a Mac leaves on a USB stick) is no log. An entry
    named ``.jsonl`` that is not a regular file (a FIFO...) is taken: reading it says what it is.
    """
    logs: list[str] = []
    skipped: list[Skipped] = []
    with os.scandir(folder) as entries:
        for e in entries:
            try:
                is_dir = e.is_dir()
            except OSError:
                is_dir = False
            if e.name.startswith("._"):
                skipped.append(Skipped(e.path, "appledouble"))
            elif is_dir:
                skipped.append(Skipped(e.path, "folder"))
            elif e.name.lower().endswith(".jsonl"):
                logs.append(e.path)
            elif _looks_like_log(e.path):
                skipped.append(Skipped(e.path, "not-jsonl"))
            else:
                skipped.append(Skipped(e.path, "not-a-log"))
    return sorted(logs, key=natural_key), sorted(skipped, key=lambda k: natural_key(k.path))


def log_folders(top: str, most: int = 2000) -> list[str]:
    """The subfolders of ``top``, at any depth (hidden ones left out), that hold .jsonl match logs themselves, in
    name order, as paths under ``top``: what to name when ``top`` holds none (``nested/a/b/*.jsonl`` as
    ``round/<table>/*.jsonl``). At most ``most`` folders are looked into (a home folder given by mistake).
    ``import`` and ``verify`` name the same ones: a folder's subfolders are never read (round 39)."""
    out: list[str] = []
    seen = 0
    for here, dirs, _files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        seen += 1
        if seen > most:
            break
        if here != top and folder_logs(here)[0]:
            out.append(here)
    return sorted(out)


def folders_named(subs: list[str], most: int = 6) -> str:
    """The folders ``subs`` as a short list to paste on a command line: the first ``most`` quoted for the shell,
    then how many more."""
    import shlex

    from .safe import one_line

    return (" ".join(shlex.quote(one_line(d)) for d in subs[:most])
            + (f" ... (+{len(subs) - most})" if len(subs) > most else ""))


def no_logs_reason(folder: str) -> Any:
    """Why ``folder`` (a folder given as a MATCH) was not verified: it holds no .jsonl match log, and (when some
    of its subfolders, at any depth, hold logs) which to name, as ``import`` says (round 39: ``verify`` said
    only the first half, so a judge could not tell a wrong folder from a round kept a folder a table)."""
    from ledger.messages import Reason

    subs = log_folders(folder)
    if subs:
        return Reason(N_("a folder with no .jsonl match logs in it; its subfolders are not read: name them "
                         "({folders})"), folders=folders_named(subs))
    return Reason(N_("a folder with no .jsonl match logs in it"))


def skipped_line(folder: str, skipped: list[Skipped]) -> str:
    """One line saying which entries of ``folder`` were not read and why (the active language)."""
    from .i18n import _, ntr, tr
    from .safe import one_line

    parts = []
    for why, words in SKIPPED.items():
        names = [one_line(os.path.basename(k.path)) for k in skipped if k.why == why]
        if not names:
            continue
        if why == "not-a-log":
            parts.append(ntr("{n} other file that does not look like a match log",
                             "{n} other files that do not look like match logs", len(names), n=len(names)))
        else:
            parts.append(tr("{names} ({why})", names=", ".join(names), why=_(words)))
    return tr("Not read in {folder}: {entries}", folder=one_line(folder), entries="; ".join(parts))


def expand(args: Iterable[str], skipped: dict[str, list[Skipped]] | None = None) -> Iterator[str]:
    """The refs the arguments name: a folder stands for its ``*.jsonl`` (any case, name order; see
    :func:`folder_logs`), a glob for its matches. ``skipped`` (given) gets, by folder argument, the entries
    of that folder that were not read.

    A glob matching nothing and a folder without logs are yielded as they
    are, so the round reports them as unusable instead of silently skipping them.
    """
    for arg in args:
        path = os.path.expanduser(arg)
        if os.path.isdir(path):
            found, left = folder_logs(path)
            if left and skipped is not None:
                skipped[arg] = left
            yield from found or [arg]
        elif glob.has_magic(path) and not os.path.exists(path):
            found = sorted((p for p in glob.glob(path, recursive=True) if not os.path.isdir(p)), key=natural_key)
            yield from found or [arg]
        else:
            yield arg
