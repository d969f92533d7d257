"""The ``matchledger`` command line: a thin Click shell over the ledger and the engines.

Each command parses its arguments, makes its library call and renders the
answer (``--json`` on everything that reports). Library errors become one
``Error: ...`` line and exit 2; ``verify`` exits 1 when a rule was broken and
``diff`` when the logs differ. Heavy modules (the store, the engines) are
imported inside the commands so that ``matchledger --help`` stays fast.

Rendering lives in :mod:`cli.render`, the replay walk in :mod:`cli.walk`,
the CSV and Markdown exports in :mod:`cli.formats`.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import json
import os
from collections import Counter
from contextlib import ExitStack
from typing import Any, Iterator

import click

from .options import (
    Bounded, EXIT_FOUND, Group, UnusableInput, Usage, db_option, json_option, lang_option, match_argument, naming, output_option,
    refuse_overwriting, report_of_stored, reports_errors, write_output,
)
from .i18n import NP_, N_, _, ntr, said, tr
from .safe import one_line  # imported at start-up anyway (the output guard)

DEFAULT_GAME = "chrono-clash"
#: ``--as spectator``: what any onlooker sees (no seat's hand); a player of that id takes precedence.
SPECTATOR = "spectator"
#: The word for a spectator in each report language: ``--as spettatore`` is ``--as spectator``.
SPECTATOR_WORDS = frozenset({SPECTATOR, "spectateur", "spettatore"})


def as_viewer(ctx: Any, param: Any, value: str | None) -> str | None:
    """``--as``'s value, a spectator said in French or Italian read as ``spectator`` (a player's id as it is)."""
    return SPECTATOR if value is not None and value.casefold() in SPECTATOR_WORDS and value != SPECTATOR else value


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="matchledger")
def cli() -> None:
    """Import, verify, replay, diff and export trading card game match logs.

    A MATCH is a stored match id (or a unique prefix of one, see `list`) or
    the path of a match log file. Exit codes: 0 clean, 1 violations found or
    logs differ, 2 unusable input (or a ledger that fails its audit), 130
    interrupted (Ctrl-C).

    Example:

    \b
        matchledger import --verify round-1.jsonl
        matchledger replay 688bb1d9 --turn 5 --as bob
    """


# -- helpers ---------------------------------------------------------------------


def json_text(data: Any) -> str:
    """The text every ``--json`` report prints (the station serves the same)."""
    return json.dumps(data, indent=2, ensure_ascii=False)


def _echo_json(data: Any) -> None:
    click.echo(json_text(data))


def shell_arg(path: str) -> str:
    """A path as a command hint names it: one printable line (:func:`cli.safe.one_line`), quoted for the shell
    (``'Round [3]/table 1.jsonl'``), so a hint is one line and can be pasted."""
    import shlex

    from .options import without_password

    return shlex.quote(one_line(without_password(path)))


def _builtins(obj: Any) -> Any:
    import msgspec

    return msgspec.to_builtins(obj)


def _looks_like_path(ref: str) -> bool:
    return os.sep in ref or "/" in ref or ref.startswith("~") or ref.lower().endswith((".jsonl", ".json", ".log"))


def _in_database(db: str) -> bool:
    """Whether ``db`` names a database server's ledger (a ``postgresql://`` URL, or the default ledger under
    ``MATCHLEDGER_PERSISTENCE=postgres``) rather than a file: what ``Ledger(db)`` opens."""
    from ledger.backends import persistence_for

    return persistence_for(db) == "postgres"


def _exists(db: str) -> bool:
    """Whether there can be a ledger at ``db`` (a file must exist; a database is asked when opened)."""
    from ledger.backends import other_scheme

    # mysql://... is no file: opening it says which URLs are ledgers; a mistyped MATCHLEDGER_PERSISTENCE is not a
    # missing file either: opening says "unknown persistence", as a write does (round 38)
    return db == ":memory:" or _in_database(db) or os.path.exists(db) or other_scheme(db) is not None \
        or _unknown_persistence(db)


def _unknown_persistence(db: str) -> bool:
    """Whether ``$MATCHLEDGER_PERSISTENCE`` names no persistence matchledger knows (for a ``db`` that is no URL)."""
    from ledger.backends import _PERSISTENCE, env_persistence

    said = env_persistence()
    return bool(said) and said not in _PERSISTENCE and "://" not in db


def _ledger(db: str, create: bool = False):
    """Open the ledger at ``db``; without ``create`` a missing file is an error, not a new ledger."""
    from ledger.errors import StoreError

    if not create and not _exists(db):
        raise StoreError(no_ledger(db))
    from ledger.store import Ledger

    led = Ledger(db, create=create)
    if not create and led.backend.absent:  # a database without a ledger in it: nothing was created there
        led.close()
        raise StoreError(no_ledger(led.name))
    return led


@contextlib.contextmanager
def _ledger_if_any(db: str) -> Iterator[Any]:
    """The ledger at ``db`` to look something up in (a log file's rulings), or None where there is none (no
    file there, a database without a ledger): a log file needs no ledger, on SQLite as on PostgreSQL."""
    if not _exists(db):
        yield None
        return
    from ledger.store import Ledger

    with Ledger(db, create=False) as led:
        yield None if led.backend.absent else led


def _guarded(led: Any) -> Any:
    """Refuse ``led`` if it lost its guards (:meth:`ledger.store.Ledger.check_guards`); else a context doing nothing."""
    import contextlib

    led.check_guards()
    return contextlib.nullcontext()


def no_ledger(db: str) -> Any:
    """The reason for a missing ledger file, with the command that makes one (its path quoted for the shell)."""
    return said(N_("no ledger at {db}: import a log first (matchledger import LOG --db {db_arg})"), db=one_line(db),
                db_arg=shell_arg(db))


def _is_file(ref: str) -> bool:
    """Whether MATCH names a log file (else a stored match)."""
    return os.path.isfile(ref) or _looks_like_path(ref)


def _load(ref: str, db: str) -> tuple[Any, str]:
    """The match log MATCH names, and its match id: a file if one exists there, else a stored match."""
    from ledger.limits import time_bound
    from ledger.log import read_log

    if _is_file(ref):
        from .packet import Packet, check_as_written, is_packet

        with time_bound(ref, "reading it"):
            # an appeals packet: the log embedded at its end, once the packet is found as matchledger wrote it
            if is_packet(ref):
                check_as_written(ref)
            log = Packet(ref).log() if is_packet(ref) else read_log(os.path.expanduser(ref))
            match_id = log.match_id()
        _say_shadowed(ref, db, match_id)
        with time_bound(ref, "reading and setting it up"):
            _check_names(log)
        return log, match_id
    if os.path.isdir(os.path.expanduser(ref)):
        raise UnusableInput(said(N_("{ref!r} is a folder: name one match log file in it, or a stored match"), ref=ref))
    if not _exists(db):
        raise UnusableInput(said(N_("{ref!r} is neither a log file nor a match in {db} (there is no ledger file there)"),
                                 ref=ref, db=db))
    with _ledger(db) as led:
        match_id = led.resolve(ref)
        return led.load(match_id), match_id


def _say_shadowed(ref: str, db: str, file_match: str) -> None:
    """MATCH named a file (used) and, as typed, also a stored match of ``db``: say so on stderr, one line,
    with how to name each (``./NAME`` the file, the full id the match). Quiet when they are the same match."""
    import re

    if _looks_like_path(ref) or not re.fullmatch(r"[0-9A-Fa-f-]{4,36}", ref.strip()) or not _exists(db):
        return
    from ledger.errors import MatchledgerError

    try:
        with _ledger(db) as led:
            stored = led.resolve(ref)
            name = led.name
    except (MatchledgerError, OSError):
        return
    if stored == file_match:
        return
    click.echo(tr("Note: {ref} names both a file here and the stored match {match} in {db}: the file was used "
                  "(name the file {file}, the stored match {match})", ref=one_line(ref), match=stored,
                  db=one_line(name), file=shell_arg(os.path.join(".", ref))), err=True)


def _stored_ref(ref: str, db: str, *, what: str) -> str:
    """MATCH for a command that works on stored matches only (``note``, ``amend``): a stored match as given,
    or the stored match a log FILE is (its match id), once imported into ``db``. ``what``: the command's
    words for why (``N_``-marked), said with the advice to import the file first."""
    from ledger.errors import StoreError
    from ledger.limits import time_bound
    from ledger.log import read_log

    if not _is_file(ref):
        return ref
    if os.path.isfile(os.path.expanduser(ref)) and _exists(db):
        with time_bound(ref, "reading it"):
            match_id = read_log(os.path.expanduser(ref)).match_id()
        with _ledger(db) as led:
            try:
                return led.resolve(match_id)
            except StoreError:
                pass
    raise UnusableInput(said(N_("{what}; {match!r} is a file not stored in {db} (import it first: matchledger "
                                "import {match_arg} --db {db_arg})"), what=said(what), match=ref, db=db,
                             match_arg=shell_arg(ref), db_arg=shell_arg(db)))


def _engine(log: Any):
    from projections import core

    return core.engine(log.game)


def _check_player(log: Any, player: str | None) -> None:
    if player is None:
        return
    ids = [p.id for p in log.header.players]
    if player not in ids and player != SPECTATOR:
        key = player.strip().casefold()
        meant = next((p.id for p in log.header.players
                      if key and key in (p.id.casefold(), (getattr(p, "name", "") or "").strip().casefold())), None)
        if meant is not None:  # the player's display name ("Alice"), or the id in other letter case
            raise UnusableInput(said(N_("--as {player!r}: a player is named by id, and this is {id!r}: write --as "
                                        "{id}"), player=player, id=meant))
        raise UnusableInput(said(N_("--as {player!r}: not a player of this match (players: {players}; "
                                    "or {spectator}: what is public)"), player=player, players=", ".join(ids),
                                 spectator=SPECTATOR))


def _title(log: Any, match_id: str) -> str:
    label = one_line(getattr(log.header, "match", "") or "")
    src = "" if "#" in log.path else tr(" from {path}", path=one_line(log.path))
    named = f" \"{label}\"" if label else ""
    amends = getattr(log.header, "amends", None)
    branch = (tr(", a correction of {parent} from seq {seq}", parent=amends.parent[:8], seq=amends.at)
              if amends is not None else "")
    n = len(log.events)
    return ntr("Match {match}{label}{source} ({game}, {n} event{branch})",
                    "Match {match}{label}{source} ({game}, {n} events{branch})",
                    n, match=match_id, label=named, source=src, game=log.game, n=n, branch=branch)


def _verify(log: Any, match_id: str):
    from projections import core

    from ledger.limits import time_bound

    with naming(log), time_bound(log.path, "verifying it"):
        result = core.verify(log, match=match_id)
    said = getattr(log, "notes", None)
    if said:  # what the reader assumed (a header without `first`): said first, as the header is read first
        from projections.messages import fill, fresh

        result.notes[:0] = [fill(m["template"], m["args"]) for m in said]
        result.note_msgs[:0] = [fresh(m) for m in said]
    if log.closing is None and "#" not in log.path:
        from projections.messages import N_, note

        note(result, N_("The log has no closing line, so it may be incomplete: events lost whole at its end "
                        "would not show (`matchledger export` closes a log)."))
    if getattr(log, "rulings", 0):
        from projections.messages import N_, note

        note(result, N_("The file's rulings section (export --rulings) was read for its form and left out: rulings "
                        "are recorded with `matchledger note MATCH --at SEQ --judge NAME TEXT`."))
    return result


def _unknown_game(game: str, known: Any) -> UnusableInput:
    """The refusal of a GAME argument no game is named by: with the game it means when it is one written
    another way ("fow", "FFTCG", "Force of Will")."""
    from ledger.log import meant_game

    meant = meant_game(game)
    if meant is not None and meant in known:
        return UnusableInput(said(N_("unknown game {game!r}: write {meant} (known: {known})"), game=game, meant=meant,
                                  known=", ".join(sorted(known))))
    return UnusableInput(said(N_("unknown game {game!r} (known: {known})"), game=game, known=", ".join(sorted(known))))


def _rules(game: str) -> dict:
    from projections import core

    if game not in core.ENGINES:
        raise _unknown_game(game, core.ENGINES)
    return core.engine(game).RULES


# -- import ----------------------------------------------------------------------


@cli.command(name="import")
@click.argument("logs", metavar="LOG...", nargs=-1, required=True, type=click.Path())
@click.option("--verify", "also_verify", is_flag=True, help="Also verify each match; exit 1 if a rule was broken or, for several logs, two logs of one "
                   "table differ (as verify of a round).")
@db_option
@json_option
@lang_option
@reports_errors
def import_(logs: tuple[str, ...], also_verify: bool, db: str, as_json: bool) -> None:
    """Store match logs in the ledger, one line per log.

    A LOG may be a folder: its *.jsonl files are imported (.JSONL too), in
    name order; its other entries are named on stderr as not read (a macOS
    ._NAME file is metadata, never a log).
    Each log is read and set up in turn, every card it names looked up (what
    verify would call unusable is not stored), and all of them are stored in
    one transaction, so one bad file stores nothing. A log already in the
    ledger is reported, not an error. With --verify each match is also
    judged (exit 1 on a violation), and several logs end with verify's round
    report (exit 1 too for two logs of one table that differ). A round (many files) is read by other
    processes, one a core, while this one writes: the ledger, the report
    and the errors are the same.

    Example:

    \b
        matchledger import round-1.jsonl round-2.jsonl
        matchledger import --verify --db finals.db final.jsonl
        matchledger import --db season.db logs/
    """
    skipped: dict[str, list] = {}
    paths = _log_files(logs, skipped)
    from .packet import is_packet

    for path in paths:  # an appeals packet holds a log but is none: say how to import its match
        if is_packet(path):
            from ledger.errors import LogError

            raise LogError(said(N_("an appeals packet, not a match log: write its log first (matchledger export "
                                   "{file} --format jsonl -o LOG.jsonl), then import that"), file=shell_arg(path)),
                           path=path, line=1)
    verdicts: list[tuple[bool, Any, list]] = []  # with --verify: (clean, rendered text or JSON, flags), one a log
    rulings: dict[str, list] = {}  # with --verify: the rulings of the matches already stored
    from ledger import ingest
    from ledger.errors import MatchledgerError

    now = ingest.import_time()
    unread: dict[str, int] = {}  # path -> the rulings of its rulings section (export --rulings): never imported
    try:
        stored = _store_round(paths, db, now, also_verify, as_json, verdicts, unread)
    except MatchledgerError as exc:  # nothing stored: name every unusable file, not only the first
        raise _every_unusable(exc, paths, db) from None
    if also_verify:  # a match already there may have rulings: shown with its verdict, as verify shows them
        from ledger.rulings import rulings_of

        with _ledger(db) as led:
            rulings = {r.match_id: rulings_of(led, r.match_id) for r in stored if r.duplicate}
    from .batch import skipped_line

    for folder, left in skipped.items():  # once the round is stored: what of its folders was not
        click.echo(skipped_line(folder, left), err=True)
    from .options import repeated

    for r in stored:  # a file exported with its rulings: they stay behind, said so (not a silent loss)
        if unread.get(r.path) and not also_verify:  # with --verify, the verdict's own note says it
            click.echo(ntr("{path}: the file's {n} ruling was not imported: rulings are never imported from a "
                           "file; record it in this ledger with `matchledger note {match} --at SEQ --judge NAME "
                           "TEXT`", "{path}: the file's {n} rulings were not imported: rulings are never imported "
                           "from a file; record them in this ledger with `matchledger note {match} --at SEQ "
                           "--judge NAME TEXT`", unread[r.path], path=one_line(r.path), n=unread[r.path],
                           match=r.match_id[:8] + repeated()), err=True)  # --db, --lang: as this import ran
    for r in stored:  # a header alone (export writes one for a match of no events): stored, read back as it was
        if not r.events:  # written, but said, so a wrong file handed over is not taken in silence (round 39)
            click.echo(tr("{path}: the log has no events after its header: the match is stored with no events",
                          path=one_line(r.path)), err=True)
    from .disputes import warn_parent_elsewhere

    warn_parent_elsewhere(stored, db)  # a correction imported without its parent: the chain is partial, said so
    with report_of_stored():  # stored: a stdout that fails loses only the report, and says so
        _import_report(stored, verdicts, rulings, also_verify, as_json, db)


def _store_round(paths: list[str], db: str, now: Any, also_verify: bool, as_json: bool, verdicts: list,
                 unread: dict[str, int] | None = None) -> list:
    """Read, set up (and with --verify judge) every log of ``paths`` and store them all in one transaction;
    ``unread`` (given) gets, by path, how many rulings a file's rulings section held (they are not stored)."""
    from ledger import ingest
    from ledger.store import first_chunk

    with ExitStack() as stack:
        if ingest.worth_it(paths):
            # A round: reading processes read, set up (and judge) the next logs and build their stored rows
            # while this process writes (ledger/ingest.py); the results come back in file order.
            job = functools.partial(_encode_one, now=now, also_verify=also_verify, as_json=as_json, db=db)
            pipe = stack.enter_context(ingest.Pipeline(paths, job))
            stream: Iterator[Any] = _kept_verdicts(pipe, verdicts)
            chunk: int | None = ingest.CHUNK_EVENTS
        else:
            stream = (_keep_verdict(log, _judge(log, as_json) if also_verify else None, verdicts)
                      for log in map(functools.partial(_read_one, db=db), paths))
            chunk = None
        # The first chunk is read before the ledger is opened: a bad log among the first few hundred (pipelined:
        # the first few thousand events, so the writing starts early) leaves no new ledger file behind (beyond
        # them the batch streams into the open transaction).
        if unread is not None:
            stream = _counting_rulings(stream, unread)
        head = iter(first_chunk(stream, chunk))  # the list goes once its iterator is spent
        with _ledger(db, create=True) as led:
            return led.import_logs(itertools.chain(head, stream), now=now, chunk_events=chunk)


class _Unusable(UnusableInput):
    """An import that stored nothing: each unusable file's error line, then how many there were."""

    def __init__(self, errors: list[Any]):
        super().__init__(errors[0])
        self.errors = errors

    def show(self, file: Any = None) -> None:
        import sys

        for e in self.errors:
            UnusableInput(e).show(file)
        click.echo(ntr("Nothing was stored: {n} file is unusable.", "Nothing was stored: {n} files are unusable.",
                       len(self.errors), n=len(self.errors)), file=file or sys.stderr)


def _every_unusable(first: Any, paths: list[str], db: str) -> UnusableInput:
    """The error of an import that stored nothing because of ``first``: with every other file of the round
    that is unusable too (read again, after the failed one; a judge mends them all in one go)."""
    from ledger.errors import MatchledgerError

    path = getattr(first, "path", None)
    if path not in paths or len(paths) == 1:
        return UnusableInput(first)
    errors = [first]
    for p in paths[paths.index(path) + 1:]:
        try:
            _read_one(p, db)
        except MatchledgerError as exc:
            errors.append(exc)
    return _Unusable(errors)  # a round: "Nothing was stored" even for one bad file among good ones


def _import_report(stored: list, verdicts: list, rulings: dict, also_verify: bool, as_json: bool,
                   db: str = "") -> None:
    """What ``import`` prints of the stored logs (and their verdicts with --verify). With --verify, several logs
    are a round: the round's report of ``verify`` ends it (its table and lines; ``--json``: an object, the rows
    under ``imported`` and the round's keys as ``verify --json`` of a round gives them), and its exit code: 1 for
    a violation, two logs of one table that differ or logs of two games at one table."""
    from .disputes import parent_checked, parent_integrity_data
    from .verify import round_report

    round_rows = [row for _clean, _text, _flagged, row in verdicts] if len(verdicts) > 1 else []
    totals = None
    if as_json:
        from .verify import stored_lineages

        out = []
        # Each verification is what `verify --json` of that match gives, its corrections too (one index listing).
        lineages = stored_lineages(db, [r.match_id for r in stored]) if verdicts and db else {}
        for i, r in enumerate(stored):
            row = {"path": r.path, "match": r.match_id, "game": r.game, "events": r.events,
                   "already_imported": r.duplicate}
            if verdicts:
                lineage = lineages.get(r.match_id, (None, []))
                row["verification"] = {**verdicts[i][1], "rulings": _builtins(rulings.get(r.match_id, [])),
                                       **lineage_data(lineage),
                                       "parent_integrity": parent_integrity_data(parent_checked(lineage[0], db))}
            out.append(row)
        if round_rows:
            totals = round_report(iter(round_rows), 0, db, as_json=True, lead={"imported": out})
        else:
            _echo_json(out)
    else:
        for r in stored:
            if r.duplicate:
                click.echo(tr("{path}  already imported as {match}", match=r.match_id, path=one_line(r.path)))
            else:
                n = r.events
                click.echo(ntr("{match}  {path}  ({game}, {n} event)", "{match}  {path}  ({game}, {n} events)", n, match=r.match_id, path=one_line(r.path), game=r.game, n=n))
        from types import SimpleNamespace

        from .disputes import rulings_text

        for r, (_clean, text, flagged, _row) in zip(stored, verdicts):
            click.echo("")
            click.echo(text)
            if rulings.get(r.match_id):
                click.echo("")
                click.echo(rulings_text(rulings[r.match_id], [SimpleNamespace(seq=q, rule=rule) for q, rule in flagged]))
        if round_rows:  # a round: it ends with the same table as `verify` of a round, one row a match
            click.echo("")
            totals = round_report(iter(round_rows), 0, db)
    # A header alone has nothing judged: exit 2 as `verify` of the same files gives (an unusable input comes first,
    # as in a round of `verify`), though the match is stored (qa39e F4: import --verify said 0, verify 2).
    if any(row is not None and row.verdict == "unusable" for _clean, _text, _flagged, row in verdicts):
        from .options import EXIT_UNUSABLE

        raise click.exceptions.Exit(EXIT_UNUSABLE)
    if any(not clean for clean, _text, _flagged, _row in verdicts) or (totals is not None and totals.disputes):
        raise click.exceptions.Exit(EXIT_FOUND)


def _check_names(log: Any) -> None:
    """Set ``log`` up and look up every card and player its events name: the refusal (exit 2, the file, line
    and field) ``verify`` gives a log naming nothing of its match (a card's name where its id belongs, a
    player's id in the wrong case), given the same by every command that reads a log file: ``replay --json``,
    ``show``, ``diff``, ``export`` and ``view`` must not show a board or a summary of a log ``verify`` refuses."""
    from projections import core
    from projections.names import check_names

    with naming(log):
        check_names(log, core.new_board(log))


def _read_one(path: str, db: str | None = None) -> Any:
    """A log read and set up, every card its events name looked up: what ``verify`` would refuse as
    unusable (an unknown card, in a deck list or an event) stops the import; a deck order off its list is a
    finding, left to verify. A correction whose parent is in the ledger at ``db`` must be a branch of it."""
    from ledger.limits import time_bound
    from ledger.log import read_log

    with time_bound(path, "reading and setting it up"):
        log = read_log(path)
        _check_names(log)
        if db is not None and getattr(log.header, "amends", None) is not None:
            _check_lineage(log, db)
    return log


def _check_lineage(log: Any, db: str) -> None:
    """Refuse a correction whose parent, stored in the ledger, is not the match it branches from: its header
    or its events before the branch point differ, or its ``parent_head`` is not the parent's (a log that
    only says it corrects a match, in a judge's name)."""
    from ledger.errors import LogError, StoreError
    from ledger.lineage import lineage_problem

    if not _exists(db):
        return  # no ledger yet: no parent to hold it against (`audit` does, once both are stored)
    parent_id = log.header.amends.parent
    with _ledger(db) as led:
        try:
            parent = led.load(led.resolve(parent_id))
        except StoreError:
            return  # the parent is not stored (yet): `audit` holds them together once it is
        problem = lineage_problem(log, parent)
    if problem is not None:
        raise LogError(problem, path=log.path, line=log.header_line, field="$.amends")


def _judge(log: Any, as_json: bool) -> tuple[bool, Any, list[tuple[int, str]], Any]:
    """With --verify: the log judged, kept only as (clean, its verdict's rendering, the seq and rule of each
    violation: a ruling at a flagged event names them, its row of a round's table: :class:`cli.batch.Outcome`)."""
    from .batch import outcome_of

    mid = log.match_id()
    v = _verify(log, mid)
    if not log.events:  # a header alone: nothing judged, said as `verify` says it, never "clean" (round 39)
        from ledger.errors import LogError

        from .batch import nothing_to_judge, verify_said

        try:
            nothing_to_judge(log, v)
        except LogError as exc:
            out, line = verify_said(log.path, exc)
            out.stored_id = mid  # stored all the same: its row names the match (qa39e F4: the round showed '-')
            from .options import error_object

            return (True, error_object(str(exc), line, log.path) if as_json else line, [], out)
    return (v.clean, _builtins(v) if as_json else _render_verdict(v, log, mid), [(x.seq, x.rule) for x in v.violations],
            outcome_of(log.path, log, mid, v))


def _counting_rulings(items: Iterator[Any], unread: dict[str, int]) -> Iterator[Any]:
    """The logs (or encoded matches) of ``items``, noting in ``unread`` those with a rulings section."""
    for item in items:
        if getattr(item, "rulings", 0):
            unread[item.path] = item.rulings
        yield item


def _keep_verdict(item: Any, verdict: tuple[bool, Any, list] | None, verdicts: list) -> Any:
    if verdict is not None:
        verdicts.append(verdict)
    return item


def _encode_one(path: str, *, now: Any, also_verify: bool, as_json: bool,
                db: str | None = None) -> tuple[Any, tuple[bool, Any, list] | None]:
    """What a reading process of a pipelined import does with one file: read and set it up, judge it with
    --verify (in the report's language, chosen before the fork), and encode it for the ledger."""
    from ledger.ingest import encode

    log = _read_one(path, db)
    return encode(log, now), _judge(log, as_json) if also_verify else None


def _kept_verdicts(results: Any, verdicts: list) -> Iterator[Any]:
    for encoded, verdict in results:
        yield _keep_verdict(encoded, verdict, verdicts)


def _log_files(args: tuple[str, ...], skipped: dict[str, list] | None = None) -> list[str]:
    """The files to import: each LOG argument, a folder standing for its *.jsonl files (any case, name order;
    :func:`cli.batch.folder_logs`). ``skipped`` (given) gets, by folder, the entries that were not read."""
    from .batch import folder_logs

    out: list[str] = []
    for arg in args:
        if os.path.isdir(arg):
            found, left = folder_logs(arg)
            if not found:
                from .batch import folders_named, log_folders

                subs = log_folders(arg)  # (the subfolders holding match logs, at any depth; round 38)
                if subs:  # (sample_logs/: its logs are in one folder a game; round 38) said, with what to name
                    raise UnusableInput(said(
                        N_("{path}: a folder with no .jsonl match logs in it; its subfolders are not read: name them "
                           "({folders}); nothing was stored"), path=one_line(arg), folders=folders_named(subs)))
                raise UnusableInput(said(N_("{path}: a folder with no .jsonl match logs in it"), path=one_line(arg)))
            if left and skipped is not None:
                skipped[arg] = left
            out.extend(found)
        else:
            out.append(arg)
    return out


def _render_verdict(v: Any, log: Any, match_id: str, rules: dict | None = None) -> str:
    from .render import verification_text

    from .options import repeated

    stored = log.path.endswith(f"#{match_id}")
    ref = (match_id[:8] if stored else shell_arg(log.path)) + repeated(stored)  # a hint runs as this command did
    return verification_text(v, rules or _rules(log.game), _title(log, match_id), ref=ref)


# -- list ------------------------------------------------------------------------


def list_parts(led: Any) -> tuple[list, dict]:
    """The stored matches (oldest import first) and, by match id, the amendment of each correction."""
    from .disputes import amendments

    matches = led.list_matches()
    return matches, amendments(led, [m.id for m in matches])


def list_data(matches: list, amends: dict) -> list[dict]:
    """What ``list --json`` prints: one object a match, with the match it corrects (parent) and from where."""
    return [{**_builtins(m), "parent": amends[m.id].parent if m.id in amends else None,
             "branch_at": amends[m.id].at if m.id in amends else None} for m in matches]


@cli.command(name="list")
@db_option
@json_option
@lang_option
@reports_errors
def list_(db: str, as_json: bool) -> None:
    """List the matches stored in the ledger, oldest import first.

    Example:

    \b
        matchledger list
        matchledger list --db finals.db --json
    """
    from .disputes import family_order
    from .i18n import moment
    from .render import table

    name = db
    amends: dict = {}
    if not _exists(db):  # a mistyped path is not an empty ledger: "no ledger", as audit and verify --all say
        raise UnusableInput(no_ledger(db))
    from .record import open_recordings_note

    with _ledger(db) as led:
        matches, amends = list_parts(led)
        name = led.name
        live = [] if as_json else open_recordings_note(led, "list")  # (--json: the matches' list, as before)
    if as_json:
        _echo_json(list_data(matches, amends))
        return
    if not matches:
        click.echo(tr("No matches in {db}.", db=name))
        if live:
            click.echo("\n".join(live))
        return
    rows = [["  " * (depth - 1) + "└ " * bool(depth) + m.id[:8], m.game, ", ".join(m.players), m.events,
             m.label + (tr(" (correction from seq {seq})", seq=amends[m.id].at) if m.id in amends else ""),
             moment(m.imported_at)]
            for m, depth in family_order(matches, amends)]
    click.echo(table([_("id"), _("game"), _("players"), _("events"), _("label"), _("imported")], rows))
    if live:
        click.echo("\n".join(["", *live]))


# -- copy ------------------------------------------------------------------------


@cli.command()
@click.argument("source", metavar="SOURCE")
@click.argument("target", metavar="TARGET")
@click.option("--skip-conflicts", is_flag=True,
              help="Copy every other match when both ledgers ruled on one: name those matches (their rulings are "
                   "not copied; each ledger keeps its own) and exit 1.")
@json_option
@lang_option
@reports_errors
def copy(source: str, target: str, skip_conflicts: bool, as_json: bool) -> None:
    """Copy every match of one ledger into another, e.g. a station's file into the league's PostgreSQL.

    SOURCE and TARGET are each a ledger file or a postgresql:// URL. The
    stored events are copied byte for byte in one transaction (all or
    nothing); each match's hash chain is audited before, and its digest and
    chain checked in TARGET after. A match TARGET already has is skipped;
    the rulings SOURCE recorded on it since are added. The rulings copied are
    counted (--json: by match, their numbers). A match both ledgers ruled
    on (other rulings in each) stops the copy; with --skip-conflicts every
    other match is copied, and those are named (exit 1).

    Example:

    
        matchledger copy station-3.db postgresql://judge@league-db/season
        matchledger copy station-3.db postgresql://judge@league-db/season --skip-conflicts
        matchledger copy postgresql://judge@league-db/season backup.db
    """
    from ledger.errors import StoreError

    from .options import named_ledger

    # SOURCE and TARGET are named on the command line: a path is that SQLite file even when it is the default
    # ledger's name and MATCHLEDGER_PERSISTENCE=postgres is set (round 39: `copy matchledger.db X` read PostgreSQL)
    source, target = named_ledger(source), named_ledger(target)
    if not _exists(source):
        raise StoreError(said(N_("no ledger at {db}: nothing to copy"), db=source))
    from ledger.live import open_recordings
    from ledger.rulings import rulings_of

    # SOURCE's guards are checked before TARGET is made: nothing is copied from a ledger changed outside matchledger.
    with _ledger(source) as src, _guarded(src), _ledger(target, create=True) as dst:
        ids = [m.id for m in src.list_matches()]
        had = {mid: len(rulings_of(dst, mid)) for mid in ids}  # a ruling recorded in SOURCE since is copied too
        conflicts: list[str] | None = [] if skip_conflicts else None
        results = src.copy_into(dst, conflicts)
        names = src.name, dst.name
        left = open_recordings(src)  # a recording is copied as the match it becomes, once it ends
        rulings = [(r.match_id, [x.number for x in rulings_of(dst, r.match_id)[had.get(r.match_id, 0):]])
                   for r in results]
    rulings = [(mid, numbers) for mid, numbers in rulings if numbers]
    n_rulings = sum(len(numbers) for _mid, numbers in rulings)
    copied = [r for r in results if not r.duplicate]
    if as_json:
        _echo_json({"source": names[0], "target": names[1], "copied": [r.match_id for r in copied],
                    "already_there": [r.match_id for r in results if r.duplicate],
                    "rulings": [{"match": mid, "numbers": numbers} for mid, numbers in rulings],
                    "open_recordings_left": left, "ruling_conflicts": conflicts or []})
        if conflicts:
            raise click.exceptions.Exit(EXIT_FOUND)
        return
    there = len(results) - len(copied)
    click.echo(ntr("Copied {n} match from {source} to {target}", "Copied {n} matches from {source} to {target}",
                        len(copied), n=len(copied), source=names[0], target=names[1])
               + (ntr(" ({n} already there)", " ({n} already there)", there, n=there) if there else "")
               + (ntr("; {n} ruling copied", "; {n} rulings copied", n_rulings, n=n_rulings) if n_rulings else "")
               + (_("; every digest and hash chain checked.") if copied else "."))
    if left:
        import shlex

        from .options import without_password

        # the command to run names SOURCE as given, its password left out (never the masked ***; round 38)
        where = "" if source == "matchledger.db" else f" --db {shlex.quote(without_password(source))}"
        click.echo(ntr("{n} open recording was not copied (a recording is copied as the match it becomes: end it, "
                       "then copy again): {commands}",
                       "{n} open recordings were not copied (a recording is copied as the match it becomes: end "
                       "them, then copy again): {commands}",
                       len(left), n=len(left), commands="; ".join(f"matchledger record --resume {r[:8]}{where}"
                                                                  for r in left)))
    if conflicts:
        # both ledgers ruled on these matches: nothing of their rulings was copied, each ledger keeps its own; the
        # head judge decides which stands and notes it where it is missing (round 38: one such match blocked every
        # later copy of the station)
        # with the commands to compare them, runnable as printed (round 38: "show MATCH --db ... on each")
        compare = "; ".join(f"`matchledger show {m[:8]} --db {shell_arg(source)}`, "
                            f"`matchledger show {m[:8]} --db {shell_arg(target)}`" for m in conflicts)
        click.echo(ntr("{n} match was ruled on in both ledgers; its rulings were not copied (each ledger keeps its "
                       "own): {ids}. Compare them with {commands}, then record the ruling that stands with "
                       "`matchledger note`.",
                       "{n} matches were ruled on in both ledgers; their rulings were not copied (each ledger keeps "
                       "its own): {ids}. Compare them with {commands}, then record the ruling that stands with "
                       "`matchledger note`.",
                       len(conflicts), n=len(conflicts), ids=", ".join(m[:8] for m in conflicts), commands=compare))
        raise click.exceptions.Exit(EXIT_FOUND)


# -- show ------------------------------------------------------------------------


def show_data(ref: str, match_id: str, log: Any, db: str) -> dict:
    """What ``show --json`` prints for MATCH ``ref``: the header summary, the digest, the events by
    type, and for a stored match its lineage (amends, branches) and rulings."""
    return _show_parts(ref, match_id, log, db)[0]


def _show_parts(ref: str, match_id: str, log: Any, db: str) -> tuple[dict, Any, list, dict | None]:
    """``show_data``, and the lineage, rulings and parent check (cli.disputes.parent_integrity) it was made from
    (the text needs them whole)."""
    from .disputes import load_rulings, parent_integrity, parent_integrity_data

    h = log.header
    parent_checked = parent_integrity(ref, log, db)
    lineage = _lineage(ref, match_id, log, db)
    rulings = load_rulings(ref, match_id, db)
    counts = Counter(getattr(type(e).__struct_config__, "tag", type(e).__name__) for e in log.events)
    players = [{"id": p.id, "name": p.name or p.id, "seat": p.seat or i + 1,
                "deck": sum(p.deck.values()), "extra_deck": sum(getattr(p, "extra_deck", {}).values()),
                **_other_decks(p)}
               for i, p in enumerate(h.players)]
    return {
        "match": match_id, "source": log.path, "game": log.game, "ruleset": getattr(h, "ruleset", None),
        "label": getattr(h, "match", "") or "", "players": players, "first": h.first,
        "shuffle_seed": getattr(h, "shuffle_seed", None), "events": len(log.events), "digest": log.digest(),
        "event_types": dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))),
        "meta": dict(getattr(h, "meta", {}) or {}),
        "amends": _builtins(lineage[0]) if lineage[0] is not None else None,
        "branches": [{"match": mid, **_builtins(a)} for mid, a in lineage[1]],
        "later_branches": _later_branches(ref, lineage[1], db),  # corrections of its corrections (qa39)
        "rulings": _builtins(rulings),
        "same_table": _same_table(ref, match_id, log, db),
        "parent_integrity": parent_integrity_data(parent_checked),
    }, lineage, rulings, parent_checked


def _later_branches(ref: str, branches: list, db: str) -> list[dict]:
    """The corrections of a stored match's corrections (and of theirs), each with the correction it corrects
    (``parent``), as ``show`` names them under its branches; [] for a file, a packet or none."""
    if not branches or _is_file(ref) or not _exists(db):
        return []
    from .disputes import amendments

    with _ledger(db) as led:
        found = amendments(led, [m.id for m in led.list_matches()])
    out, todo, seen = [], [mid for mid, _a in branches], {mid for mid, _a in branches}
    while todo:
        up = todo.pop(0)
        for mid, a in found.items():
            if a.parent == up and mid not in seen:
                seen.add(mid)
                out.append({"match": mid, **_builtins(a)})
                todo.append(mid)
    return out


def _same_table(ref: str, match_id: str, log: Any, db: str) -> list[dict]:
    """A stored match's other logs of its table, as the packet names them (:func:`cli.packet.table_others`)."""
    from .packet import is_packet, other_logs

    if is_packet(ref) or _is_file(ref):
        return []
    return other_logs(match_id, log, db)


def _other_decks(p: Any) -> dict:
    """What a seat brings besides its main and extra decks, where its game has it: a Force of Will player's
    magic stone deck (``stones``, its card count) and ruler (``ruler``, the card's name)."""
    out: dict[str, Any] = {}
    if getattr(p, "stones", None) is not None:
        out["stones"] = sum(p.stones.values())
    if getattr(p, "ruler", None) is not None:
        out["ruler"] = p.ruler
    return out


@cli.command()
@match_argument()
@db_option
@json_option
@lang_option
@reports_errors
def show(match: str, db: str, as_json: bool) -> None:
    """Summarize a match: game, players and decks (a Force of Will seat's magic stone deck and ruler too),
    events by type, digest.

    Example:

    \b
        matchledger show 688bb1d9
        matchledger show round-1.jsonl --json
    """
    log, match_id = _load(match, db)
    h = log.header
    data, lineage, rulings, parent_checked = _show_parts(match, match_id, log, db)
    from .disputes import warn_failing_parent

    warn_failing_parent(match, log, db, parent_checked)
    players, counts = data["players"], data["event_types"]
    if as_json:
        _echo_json(data)
        return
    from .render import cards

    head = show_heads()
    lines = [head["match"] + match_id + (f" \"{one_line(data['label'])}\"" if data["label"] else ""),
             head["source"] + one_line(log.path),
             head["game"] + log.game + (tr(" (ruleset {ruleset})", ruleset=one_line(data["ruleset"]))
                                        if data["ruleset"] else ""),
             _("Players:")]
    for p in players:
        extra = tr(" + {n} extra deck", n=p["extra_deck"]) if p["extra_deck"] else ""
        if "stones" in p:
            extra += tr(", magic stone deck {cards}", cards=cards(p["stones"]))
        if p.get("ruler"):
            extra += tr(", ruler {card}", card=one_line(p["ruler"]))
        lines.append(tr("  seat {seat}: {id} ({name}), deck {cards}{extra}",
            seat=p["seat"], id=one_line(p["id"]), name=one_line(p["name"]), cards=cards(p["deck"]), extra=extra))
    lines.append(head["first"] + one_line(h.first))
    if data["shuffle_seed"] is not None:
        lines.append(head["shuffle"] + tr("seed {seed}", seed=data["shuffle_seed"]))
    lines.append(head["events"] + str(len(log.events)))
    lines.append(head["digest"] + f"sha256 {data['digest']}")
    from .disputes import lineage_lines, ruling_head

    lines += lineage_lines(match_id, *lineage, head)
    from types import SimpleNamespace

    from .disputes import correction_words

    lines += [head["branch"] + tr("{match} (a correction of {parent}): {what}; judge {judge}: {reason}",
                                  match=b["match"], parent=b["parent"][:8], what=correction_words(SimpleNamespace(**b)),
                                  judge=one_line(b["judge"]), reason=one_line(b["reason"]))
              for b in data["later_branches"]]
    if data["same_table"]:  # a disputed table: its other logs, as the packet names them, each with its diff
        import re

        from .packet import other_log_items

        lines += [re.sub(r"^( *)- ", r"\1", line.replace("`", "")) for line in
                  other_log_items(data["same_table"], match_id)]
    lines += [head["ruling"] + tr("{ruling}: {text}", ruling=ruling_head(r), text=r.text) for r in rulings]
    for k, v in data["meta"].items():
        lines.append(head["meta"] + f"{one_line(k)} = {one_line(v)}")
    if counts:
        lines.append(_("By type:"))
        width = max(len(k) for k in counts)
        lines += [f"  {k.ljust(width)}  {n}" for k, n in data["event_types"].items()]
    click.echo("\n".join(lines))


def _beyond(option: str, value: int, n: int) -> UnusableInput:
    """The error for ``--at``/``--before`` past the last of a match's ``n`` events."""
    if n == 0:
        return UnusableInput(said(N_("{option} {value}: the match has no events yet (its set-up is --at 0)"),
                                  option=option, value=value))
    return UnusableInput(said(N_("{option} {value}: the log has {events} (seq 1..{n})"), option=option, value=value,
                              n=n, events=_events(n)))


def _events(n: int) -> dict:
    """``1 event``, ``6 events``: a count of events for a reason (:func:`said`), in each language's form."""
    return NP_("{n} event", "{n} events", n)


def show_heads() -> dict[str, str]:
    """``show``'s labels in the active language, each padded to the width of the longest (``Digest:   ``), so
    every value starts in one column."""
    heads = {"match": _("Match:"), "source": _("Source:"), "game": _("Game:"), "first": _("First:"),
             "shuffle": _("Shuffle:"), "events": _("Events:"), "digest": _("Digest:"), "meta": _("Meta:"),
             "ruling": _("Ruling:"), "parent": _("Parent:"), "branch": _("Branch:")}
    pad = max(10, *(len(x) + 2 for x in heads.values()))
    return {k: x.ljust(pad) for k, x in heads.items()}


def _lineage(ref: str, match_id: str, log: Any, db: str) -> tuple[Any, list[tuple[str, Any]]]:
    """The amendment of a match (None: not a correction) and its stored branches ``(id, amendment)``."""
    from .disputes import amendments
    from .packet import is_packet

    own = getattr(log.header, "amends", None)
    if is_packet(ref):  # an appeals packet: the corrections its sources name, read as view reads them
        import msgspec

        from ledger.lineage import Amendment

        from .disputes import lineage_facts

        fields = set(Amendment.__struct_fields__)
        branches = lineage_facts(ref, match_id, log, db).get("branches") or []  # refused if matchledger never wrote it
        try:
            return own, [(str(b["match"]), msgspec.convert({k: v for k, v in b.items() if k in fields}, Amendment))
                         for b in branches]
        except (msgspec.ValidationError, KeyError, TypeError):
            from ledger.errors import LogError

            from .packet import Packet

            raise LogError(said(N_("an appeals packet whose sources (its last section) are missing or cut short")),
                           path=ref, line=Packet(ref).sources_line) from None
    if _is_file(ref) or not _exists(db):
        return own, []
    with _ledger(db) as led:
        found = amendments(led, [m.id for m in led.list_matches()])
    return own, [(mid, a) for mid, a in found.items() if a.parent == match_id]


# -- verify (cli/verify.py: one match, or a whole round) ------------------------

from .verify import verify  # noqa: E402
from .explain import explain  # noqa: E402

cli.add_command(verify)
cli.add_command(explain)


def verify_data(result: Any, rulings: list, checked: list[str] | None = None,
                lineage: tuple[Any, list[tuple[str, Any]]] | None = None, parent_checked: dict | None = None) -> dict:
    """What ``verify --json`` prints: the verdict, the integrity problems if checked, the rulings; with
    ``lineage`` (the match's amendment or None, its corrections ``(id, amendment)``), what its text says of
    them: ``parent`` and ``branch_at`` (None: not a correction) and ``corrections`` (each ``match``,
    ``branch_at``, ``action``), and ``parent_integrity``: a stored correction's parent checked
    (``parent_checked``, cli.disputes.parent_integrity; None: nothing checked)."""
    from .disputes import parent_integrity_data

    data = _builtins(result)
    if checked is not None:
        data["integrity"] = checked
    data["rulings"] = _builtins(rulings)
    if lineage is not None:
        data.update(lineage_data(lineage))
        data["parent_integrity"] = parent_integrity_data(parent_checked)
    return data


def lineage_data(lineage: tuple[Any, list[tuple[str, Any]]]) -> dict:
    """``parent`` and ``branch_at`` (None: not a correction) and ``corrections`` (each ``match``, ``branch_at``,
    ``action``) of a match's (amendment or None, corrections ``(id, amendment)``), as ``verify --json`` gives them."""
    own, branches = lineage
    return {"parent": own.parent if own is not None else None, "branch_at": own.at if own is not None else None,
            "corrections": [{"match": mid, "branch_at": a.at, "action": a.action} for mid, a in branches]}


def verify_report(result: Any, log: Any, match_id: str, rulings: list, rules: dict | None = None) -> str:
    """What ``verify`` prints: the judge's report, then the rulings."""
    from .disputes import rulings_text

    text = _render_verdict(result, log, match_id, rules)
    return f"{text}\n\n{rulings_text(rulings, result.violations)}" if rulings else text


# -- replay ----------------------------------------------------------------------


def replay_cursor(log: Any, match_id: str, at: int | None, turn: int | None, led: Any = None):
    """The replay cursor after event ``at`` or as turn ``turn`` starts (neither: the last event).

    With ``led`` (the ledger holding the match) the board comes from its
    nearest board snapshot instead of a fold from set-up. Raises
    ``UnusableInput`` for a seq or turn the log does not have.
    """
    from .walk import seq_of_turn

    n = len(log.events)
    if turn is not None:
        with naming(log):
            at = seq_of_turn(log, turn)
    elif at is None:
        at = n
    if at > n:
        raise _beyond("--at", at, n)
    from ledger.limits import time_bound

    seek = None
    if led is not None:
        from projections.seek import Seeker

        seeker = Seeker(led)

        def seek(seq: int) -> Any:
            return seeker.board_at(match_id, seq)
    cursor = _rulings_cursor()(log, seek)
    with naming(log), time_bound(log.path, "replaying it"):
        if at and seek is not None:
            cursor.start_at(at)
        else:
            cursor.go(at)
    return cursor


def set_rulings(cursor: Any, rulings: list) -> None:
    """Give a replay cursor (or glance) the match's rulings: the lines its text shows under the board after
    the event each is about, and the same rulings as data for its --json board."""
    from .disputes import rulings_by_seq

    cursor.rulings = rulings_by_seq(rulings)
    data: dict[int, list] = {}
    for r in rulings:
        data.setdefault(r.seq, []).append(_builtins(r))
    cursor.ruling_data = data


def board_json(text: str, cursor: Any, before: int | None) -> str:
    """A --json board (one line) with the rulings about the event shown, as its text shows them under the
    board (``rulings``, only when there are: without, the line is the engine's view, as the viewer's boards).
    Just before an event (--before) the text shows none."""
    found = [] if before is not None else getattr(cursor, "ruling_data", {}).get(cursor.seq, [])
    if not found:
        return text
    return json.dumps({**json.loads(text), "rulings": found}, ensure_ascii=False)


@functools.cache
def _rulings_cursor() -> type:
    """:class:`cli.walk.Cursor` whose --json boards carry their rulings (:func:`board_json`), --step too."""
    from .walk import Cursor

    class RulingsCursor(Cursor):
        def show(self, as_player: str | None, as_json: bool, turn: int | None = None,
                 before: int | None = None) -> str:
            shown = super().show(as_player, as_json, turn, before=before)
            return board_json(shown, self, before) if as_json else shown

    return RulingsCursor


@cli.command()
@match_argument()
@click.option("--at", "at", type=Bounded(min=0), metavar="SEQ", help="The board after event SEQ (0: after set-up).")
@click.option("--turn", "turn", type=Bounded(min=1), metavar="N", help="The board at the start of turn N.")
@click.option("--before", "before", type=Bounded(min=1), metavar="SEQ",
              help="The board just before event SEQ, with that event and what it broke.")
@click.option("--as", "as_player", metavar="PLAYER", callback=as_viewer,
              help="Show only what PLAYER sees (default: the judge's full view).")
@click.option("--step", is_flag=True, help="Walk the match from the terminal: Enter/n next, p back, g N go to seq N, q quit.")
@db_option
@json_option
@lang_option
@reports_errors
def replay(match: str, at: int | None, turn: int | None, before: int | None, as_player: str | None, step: bool,
           db: str, as_json: bool) -> None:
    """Show the board after an event (--at SEQ), just before one (--before SEQ) or at the start of a turn (--turn N).

    When the event shown was flagged, its violations follow it, each with the
    rule's words (and, for a consequence, the seq it follows from).

    Without --at or --turn: the board after the last event. --as PLAYER shows
    what that seat sees (the others' hands and guardians stay hidden);
    --as spectator shows only what is public.
    --step walks the log interactively (also from a pipe): n next, p back,
    v / V next / previous violation, t / T next / previous turn, g N go to
    seq N, q quit; the board lines that changed since the last screen are
    marked with *. --json prints the board as JSON (one line a board with
    --step; `verify --json` has the violations), with the rulings about the
    event shown (`rulings`, when it has any). A stored match starts from
    the ledger's nearest board snapshot instead of folding from set-up.

    Example:

    \b
        matchledger replay 688bb1d9 --at 14
        matchledger replay 688bb1d9 --before 14
        matchledger replay 688bb1d9 --turn 5 --as bob
        printf 'n\\nn\\np\\nq\\n' | matchledger replay round-1.jsonl --step --at 1
    """
    from .walk import walk

    if sum(x is not None for x in (at, turn, before)) > 1:
        raise Usage(said(N_("give one of --at SEQ, --before SEQ or --turn N")))
    fingerprint = None
    if not step and not _is_file(match) and _exists(db):
        shown, fingerprint = _replay_stored(match, db, at, turn, before, as_player, as_json)
        if shown:
            return
    log, _match_id = _load(match, db)
    _check_player(log, as_player)
    if before is not None:
        if before > len(log.events):
            raise _beyond("--before", before, len(log.events))
        at = before - 1
    if at is None and turn is None and step:
        at = 0
    from .disputes import load_rulings

    def run(cursor: Any) -> None:
        set_rulings(cursor, load_rulings(match, _match_id, db))
        if not step:
            click.echo(cursor.show(as_player, as_json, turn, before=before))
            return
        walk(cursor, as_player, as_json)

    if _is_file(match):
        run(replay_cursor(log, _match_id, at, turn))
    else:
        with _ledger(db) as led:  # open while stepping: a step back seeks on its snapshots
            cursor = replay_cursor(log, _match_id, at, turn, led)
            run(cursor)
            if fingerprint:
                _seal(led, _match_id, cursor, fingerprint)


def _replay_stored(match: str, db: str, at: int | None, turn: int | None, before: int | None,
                   as_player: str | None, as_json: bool) -> tuple[bool, str | None]:
    """``replay`` of a stored match from the ledger's snapshots, reading only what the board needs (--turn: a few
    boards more, to find where the turn starts).

    Only for a match whose stored rows are still those a full replay audited
    on this machine (the seal, :meth:`projections.seek.Seeker.audited`): the
    same audit, checks and text as the full path, without loading the whole
    match. Returns (shown, fingerprint): not shown when the full path must
    answer (no seal yet, or the event shown was flagged), with the rows'
    fingerprint to seal once that full path has audited them (None: sealed already).
    """
    from ledger.fingerprint import file_state, memo_may_know, quick_path

    path = quick_path(db)
    state = file_state(path) if path is not None else None
    # The fingerprint is read meanwhile, on the other core, by a process forked at once (before this one
    # imports what it reads with, or opens the file); not forked where the memo looks as if it has it (a fork
    # and its reader cost a warm replay a tenth of its time; should the memo not be believed, a thread reads it).
    forked = (_Forked.start(path, match) if path is not None and not memo_may_know(path, state, match)
              else None)
    try:
        from projections.seek import recalled

        known = recalled(path, state) if path is not None else None
        return _glance_stored(match, db, path, state, known or {}, forked, at, turn, before, as_player, as_json)
    finally:
        if forked is not None:
            forked.close()


def _glance_stored(match: str, db: str, path: str | None, state: Any, known: dict[str, str], forked: Any,
                   at: int | None, turn: int | None, before: int | None, as_player: str | None,
                   as_json: bool) -> tuple[bool, str | None]:
    """The body of :func:`_replay_stored`: ``path`` the SQLite file to read quickly (None: open a Ledger) in
    ``state``, ``known`` the fingerprints taken when it was last in that state, ``forked`` the forked reader
    of the fingerprint (None: taken here unless known)."""
    from ledger.errors import MatchledgerError
    from ledger.limits import time_bound
    from ledger.quick import NotQuick, QuickLedger
    from projections.seek import remember

    try:  # an SQLite file is read without the eventsourcing library; anything unusual: the full path
        opened = QuickLedger(path) if path is not None else _ledger(db)
    except NotQuick:
        return False, None
    with opened as led:
        try:
            match_id = led.resolve(match)
            led.check_guards()
        except NotQuick:
            return False, None
        fingerprint: Any = forked
        if match_id in known:
            fingerprint = _Known(known[match_id])
            if forked is not None:
                forked.close()
        elif fingerprint is None:
            fingerprint = _Fingerprint(led, match_id)
        from projections.seek import Seeker

        seeker = Seeker(led)
        try:  # nothing is shown, and no error about the match told, before the seal vouches for it
            with time_bound(f"{led.name}#{match_id}", "replaying it"):
                text = _glance_text(led, seeker, match_id, at, turn, before, as_player, as_json)
            failed = None
        except NotQuick:
            text, failed = None, None
        except Exception as exc:  # noqa: BLE001 - raised below once the seal vouches for the match
            text, failed = None, exc
        try:
            sealed, taken = seeker.audited(match_id, fingerprint.result(match_id))
        except (MatchledgerError, NotQuick):  # the full path says what is wrong, in the audit's words
            return False, None
        if not sealed:
            return False, taken
        if path is not None and match_id not in known:
            remember(path, state, match_id, taken)
        if failed is not None:
            raise failed
        if text is None:
            return False, None
        click.echo(text)
    return True, None


def _glance_text(led: Any, seeker: Any, match_id: str, at: int | None, turn: int | None, before: int | None,
                 as_player: str | None, as_json: bool) -> str | None:
    """What ``replay`` prints for a stored match, read from the snapshots (None: the full path must say it)."""
    from .walk import glance

    _game, header, n = seeker.header(match_id)
    _check_player(_Header(header), as_player)
    if turn is not None:
        at, last = seeker.turn_start(match_id, turn, last=False)
        if at is None:
            raise UnusableInput(said(N_("{path}: the log ends in turn {last}; there is no turn {turn}"),
                                     path=f"{led.name}#{match_id}", last=last, turn=turn))
    if before is not None:
        if before > n:
            raise _beyond("--before", before, n)
        at = before - 1
    if at is None:
        at = n
    if at > n:
        raise _beyond("--at", at, n)
    shown = glance(seeker, match_id, at, before)
    if shown is None:
        return None
    if hasattr(led, "rulings"):  # a QuickLedger
        rulings = led.rulings(match_id)
    else:
        from ledger.rulings import rulings_of

        rulings = rulings_of(led, match_id)
    set_rulings(shown, rulings)
    text = shown.show(as_player, as_json, turn, before=before)
    return board_json(text, shown, before) if as_json else text


class _Fingerprint:
    """``Ledger.fingerprint`` of a match, taken by a thread while this one reads (SQLite; else at once)."""

    def __init__(self, led: Any, match_id: str):
        self._value: str | BaseException | None = None
        self._thread = None
        if led.persistence != "sqlite":
            self._take(led, match_id)
            return
        import threading

        self._thread = threading.Thread(target=self._take, args=(led, match_id), daemon=True)
        self._thread.start()

    def _take(self, led: Any, match_id: str) -> None:
        try:
            self._value = led.fingerprint(match_id)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller by result()
            self._value = exc

    def result(self, match_id: str) -> str:
        if self._thread is not None:
            self._thread.join()
        if isinstance(self._value, BaseException):
            raise self._value
        assert self._value is not None
        return self._value


class _Known:
    """A fingerprint remembered for the file as it is (:func:`projections.seek.recalled`)."""

    def __init__(self, value: str):
        self._value = value

    def result(self, match_id: str) -> str:
        return self._value


class _Forked:
    """The fingerprint of the match ``ref`` names in SQLite file ``path``, taken by a forked process.

    A thread of this process would wait for the interpreter between each
    stretch of rows it reads while this one renders the board (tens of
    milliseconds on a long match); a process reads on the other core freely.
    Forked as soon as the command knows it reads a stored match from an
    SQLite file: before this process imports the quick reader (the child
    needs only :mod:`ledger.fingerprint`, standard library) or opens the
    file (SQLite connections must not cross a fork), and only while this
    process runs no other thread. It finds the one match ``ref`` names
    itself and writes back the match id and the fingerprint, or why it
    could not. Else :meth:`start` gives None (then a thread takes it).
    :meth:`close` stops it early (the memo had the fingerprint, or the
    command ended).
    """

    def __init__(self, pid: int, fd: int, thaw: bool = False):
        self._pid, self._fd, self._thaw = pid, fd, thaw
        self._done = False

    def _reaped(self) -> None:
        os.waitpid(self._pid, 0)
        if self._thaw:
            import gc

            self._thaw = False
            gc.unfreeze()

    @classmethod
    def start(cls, path: str, ref: str) -> _Forked | None:
        import threading

        if not hasattr(os, "fork") or threading.active_count() > 1:
            return None
        import gc

        # What is alive now is frozen until the child is reaped: the collector then does not walk it in this
        # process, so the objects' pages shared with the child are not written (and copied) for it while the
        # child reads (16 ms less CPU in all on a 100,000-event match, docs/performance.md). Only when nothing
        # was frozen before (then the reap gives them back to the collector).
        thaw = gc.get_freeze_count() == 0
        try:
            r, w = os.pipe()
            if thaw:
                gc.freeze()
            pid = os.fork()
        except OSError:
            if thaw:
                gc.unfreeze()
            return None
        if pid == 0:  # the child: read, write back, and go without running anything of the parent's
            try:
                os.close(r)
                from ledger.fingerprint import fingerprint, match_named

                match_id = match_named(path, ref)
                if match_id is None:
                    raise LookupError(f"no one match {ref!r} (the ledger's resolve says why)")
                # No hashing thread: this process is the other core's, its CPU is what counts (a tenth less).
                data = f"={match_id}\n{fingerprint(path, match_id, thread=False, mmap=True)}".encode()
            except BaseException as exc:  # noqa: BLE001 - told to the parent
                data = f"!{type(exc).__name__}: {exc}".encode(errors="replace")
            try:
                while data:
                    data = data[os.write(w, data):]
            finally:
                os._exit(0)
        os.close(w)
        return cls(pid, r, thaw)

    def result(self, match_id: str) -> str:
        """The fingerprint of ``match_id``; :class:`~ledger.quick.NotQuick` when the child could not take it."""
        from ledger.quick import NotQuick

        chunks = []
        try:
            while chunk := os.read(self._fd, 4096):
                chunks.append(chunk)
        except BaseException:  # interrupted (Ctrl-C) while the child works: stop it rather than wait for it
            self.close()
            raise
        self._done = True
        os.close(self._fd)
        self._reaped()
        data = b"".join(chunks).decode(errors="replace")
        found, _, value = data[1:].partition("\n")
        if not data.startswith("=") or found != match_id or not value:
            raise NotQuick(data[1:] or "the fingerprint process ended without a word")
        return value

    def close(self) -> None:
        """Stop and reap the child if its fingerprint was not read (the command ended early)."""
        if self._done:
            return
        self._done = True
        import signal

        os.close(self._fd)
        try:
            os.kill(self._pid, signal.SIGKILL)
        except OSError:
            pass
        self._reaped()


class _Header:
    """What ``_check_player`` reads of a log, for a stored match read without its events."""

    def __init__(self, header: Any):
        self.header = header


def _seal(led: Any, match_id: str, cursor: Any, fingerprint: str) -> None:
    """After a full replay of a stored match: seal it, so the next ``replay`` reads only what it shows.

    The full path has audited the rows (``Ledger.load``); the seal also stands
    for the names in its events being known, which the verdict checks: a match
    whose verify stops on a log error is not sealed.
    """
    from ledger.errors import MatchledgerError
    from projections.seek import Seeker

    try:
        cursor.flags
    except MatchledgerError:
        return
    Seeker(led).seal(match_id, fingerprint, {*cursor.flags, *cursor.notes})  # (the seqs the verdict flags or notes)


# -- diff ------------------------------------------------------------------------


def _board_after(log: Any, seq: int) -> tuple[Any, str | None]:
    """The board after event ``seq`` of ``log`` (0: after set-up), and the player the verdict reads that event
    as when the log names another (:func:`cli.render.read_as`), else None."""
    from projections import core

    from .render import read_as

    board, found = None, []
    for _ev, board, found in core.replay(log, upto=seq):
        pass
    if board is None:
        return core.new_board(log), None
    return board, read_as(found).get(seq)


@cli.command()
@match_argument("a")
@match_argument("b")
@db_option
@json_option
@lang_option
@reports_errors
def diff(a: str, b: str, db: str, as_json: bool) -> None:
    """Find where two logs of a match part: the first differing event and the board difference.

    Events are compared by their canonical encoding; a differing header is
    reported at seq 0. Exit 0 if the logs are identical, or differ only
    where one leaves out a field the other gives and the verdict reads both
    the same (each said by seq and field); 1 if they differ.
    Two different matches are never identical: logs whose events are the same
    differ in their headers' corrections (amends, seq 0). A correction and
    the match it descends from (its parent, or a correction of a correction
    stored in the ledger) are said to be, and differ first at the branch
    point. Logs of two different games differ in one line: the games.

    Example:

    \b
        matchledger diff 688bb1d9 table-2-copy.jsonl
        matchledger diff original.jsonl corrected.jsonl --json
    """
    from ledger.log import encode_line
    from projections.headers import header_by_card

    from .render import describe, differences, value

    log_a, id_a = _load(a, db)
    log_b, id_b = _load(b, db)
    from ledger.lineage import without_amendment

    from .disputes import lineage_between

    if log_a.game != log_b.game:  # two games: nothing event by event or board by board to compare
        _diff_games(log_a, id_a, log_b, id_b, as_json)
        raise click.exceptions.Exit(EXIT_FOUND)
    from . import i18n

    lang = i18n.current()
    if as_json:  # data: the lineage sentence in English, as every --json says its sentences
        i18n.activate("en")
    try:
        related, branch_at = lineage_between(log_a, id_a, log_b, id_b, db)
    finally:
        i18n.activate(lang)
    first: int | None = None
    ev_a = ev_b = None
    # the fields one log leaves out and the other gives, read the same by the verdict, before the first difference
    left_out: list[dict] = []
    # the same events, event for event (two matches whose headers differ only: a correction that agrees with a log)
    same_events = False
    head_a, head_b = without_amendment(log_a.header), without_amendment(log_b.header)
    # (the same decks, a card named in French on one side and in English on the other: the same header)
    by_card = encode_line(head_a) != encode_line(head_b) and \
        header_by_card(log_a.game, head_a) == header_by_card(log_b.game, head_b)
    if not by_card and encode_line(head_a) != encode_line(head_b):
        first = 0
        same_events = len(log_a.events) == len(log_b.events) and all(
            encode_line(x) == encode_line(y) for x, y in zip(log_a.events, log_b.events))
    else:
        for i in range(max(len(log_a.events), len(log_b.events))):
            ea = log_a.events[i] if i < len(log_a.events) else None
            eb = log_b.events[i] if i < len(log_b.events) else None
            if ea is None or eb is None or encode_line(ea) != encode_line(eb):
                gap = _left_out_fields(ea, eb)
                if gap:  # one log leaves out a field the other gives: the same event if the verdict reads it so
                    left_out += [{"seq": i + 1, **g} for g in gap]
                    continue
                first = i + 1
                break
        if left_out:
            first = _read_apart(log_a, log_b, left_out, first, id_a, id_b)
            left_out = [g for g in left_out if first is None or g["seq"] < first]
        if first != 0:  # a header field one log leaves out and the reader fills in (first), the other gives
            left_out = _left_out_header(log_a, log_b) + left_out
        same_events = first is None and not left_out
        if first is None and not by_card and (id_a != id_b if not left_out else
                                              encode_line(log_a.header) != encode_line(log_b.header)):
            first = 0  # the same events, two matches: their headers' corrections (amends) differ
            # (what else the correction did: an event that leaves out a field its parent gives, read the same)
            left_out = [g for g in left_out if g["seq"] > 0]
        elif first is not None and branch_at is not None and branch_at < first:
            # a correction and the match it descends from part at the branch point (docs/disputes.md), even where
            # the events there are alike (an event inserted that repeats the one after it)
            first = branch_at
            left_out = [g for g in left_out if g["seq"] < first]
    if first == 0:
        ev_a, ev_b = log_a.header, log_b.header
    elif first is not None:
        ev_a = log_a.events[first - 1] if first <= len(log_a.events) else None
        ev_b = log_b.events[first - 1] if first <= len(log_b.events) else None
    board_diffs: list[tuple[str, Any, Any]] = []
    words = {}
    if first is not None:
        with naming(log_a):
            board_a, read_a = _board_after(log_a, first)
        with naming(log_b):
            board_b, read_b = _board_after(log_b, first)
        mod_a, mod_b = _engine(log_a), _engine(log_b)
        view_a, view_b = mod_a.view(board_a), mod_b.view(board_b)
        board_diffs = differences(view_a, view_b)
        if board_diffs:  # the cards by name, for a difference whose values are card ids ("alice.1" -> "alice.2")
            from .explain import card_names

            names = (card_names(board_a), card_names(board_b))
        if first:  # each event said as its verdict reads it (an event under the wrong player's name: read_as)
            words = {"a": describe(ev_a, board_a, read=read_a) if ev_a is not None else None,
                     "b": describe(ev_b, board_b, read=read_b) if ev_b is not None else None}
    verdicts = _diff_verdicts(log_a, id_a, log_b, id_b) if first is not None else {}
    if as_json:
        _echo_json({
            "identical": first is None and not left_out, "first_difference": first,
            # fields one log leaves out and the other gives, read the same (exit 0 when nothing else differs)
            **({"left_out": left_out} if left_out else {}),
            **({"events_identical": same_events} if first is not None else {}),  # only the headers differ
            **({"same_decks_other_names": True} if by_card else {}),  # the headers name cards in two languages
            "a": _builtins(ev_a) if ev_a is not None else None,
            "b": _builtins(ev_b) if ev_b is not None else None,
            "board_differences": [{"path": p, "a": x, "b": y} for p, x, y in board_diffs],
            # the card each board holds at a difference's path (the text's "(alice.3 Squire)"), by path
            **({"board_cards": found} if (found := {p: cards for p, x, y in board_diffs
                                                     if (cards := _cards_at(view_a, view_b, p)
                                                         or _id_cards(p, x, y, names))}) else {}),
            **({"lineage": related} if related else {}),
            **({"verdicts": verdicts} if verdicts else {}),
            "logs": _diff_logs(log_a, id_a, log_b, id_b),
        })
    else:
        for side, log, mid in (("A", log_a, id_a), ("B", log_b, id_b)):
            n = len(log.events)
            click.echo(ntr("{side}: {path} ({n} event, match {match})", "{side}: {path} ({n} events, match {match})",
                                n, side=side, path=one_line(log.path), n=n, match=mid))
        if related:
            click.echo(related)
        if first is None and by_card:
            click.echo(_("The headers write the same decks in other words (a card's French name on one side and "
                         "its English name on the other, a name in another letter case, or a deck's cards listed "
                         "in another order): the same decks, so the same match, though the match ids differ."))
        if first is None and not left_out:
            click.echo(_("The events are identical, event for event.") if by_card else
                       _("Identical: both logs record the same match, event for event."))
            return
        if left_out and first != 0:
            click.echo(_("The same match as read: the logs differ only where one leaves out a field that the other "
                         "gives, and the verdict reads both the same:") if first is None else
                       _("Up to the first difference, the logs differ only where one leaves out a field that the "
                         "other gives, and the verdict reads both the same:"))
            _echo_left_out(left_out)
            if first is None:
                return
        if first == 0:
            click.echo(_("The headers differ (seq 0), A -> B:"))
            for p, x, y in differences(_builtins(ev_a), _builtins(ev_b)):
                click.echo(f"  header.{one_line(p)}: {value(x)} -> {value(y)}")
            if same_events:  # the headers only: every event is the same (a correction agreeing with a log)
                n = len(log_a.events)
                click.echo(ntr("The {n} event is identical in both logs: only the headers differ (above).",
                               "All {n} events are identical in both logs: only the headers differ (above).", n,
                               n=n))
            elif left_out:  # a correction that only leaves out a field its parent gives: where, and what
                click.echo(_("Past the headers, the logs differ only where one leaves out a field that the other "
                             "gives, and the verdict reads both the same:"))
                _echo_left_out(left_out)
            board = _("Board after set-up")
        else:
            click.echo(tr("First difference at seq {seq}:", seq=first))
            for side, ev, log in (("A", ev_a, log_a), ("B", ev_b, log_b)):
                if ev is None:
                    click.echo(tr("  {side}  ends at seq {seq}", side=side, seq=len(log.events)))
                else:
                    click.echo(f"  {side}  {words[side.lower()]}")
                    click.echo(f"     {encode_line(ev).decode()}")
            board = tr("Board after seq {seq}", seq=first)
        if board_diffs:
            from .render import ended

            click.echo(tr("{board} (A -> B):", board=board))
            shifted, said_lists = _shifted_lists(view_a, view_b, board_diffs), set()
            for p, x, y in board_diffs:
                if p.startswith("result_msg"):
                    continue  # said once, in the report's language, as the result's own line
                moved = next((lp for lp in shifted if p.startswith(lp + "[")), None)
                if moved is not None:  # a card drawn or added: its list said once, not every place that moved
                    if moved not in said_lists:
                        click.echo(shifted[moved])
                        said_lists.add(moved)
                    continue
                cards = _cards_at(view_a, view_b, p) or _id_cards(p, x, y, names)
                if p == "result":
                    x, y = ended(view_a), ended(view_b)
                click.echo(f"  {one_line(p)}: {value(x)} -> {value(y)}{_cards_words(cards)}")
        else:
            click.echo(tr("{board}: the same on both sides.", board=board))
        if first and verdicts and verdicts["a"]["clean"] and verdicts["b"]["clean"]:  # events differ, both legal
            click.echo(_("Both logs are clean: the rules accept both."))
        elif verdicts and verdicts["a"] != verdicts["b"]:  # which version the rules accept
            for side in ("a", "b"):
                v = verdicts[side]
                if v["clean"]:
                    click.echo(tr("{side} is clean: the rules accept it.", side=side.upper()))
                elif v["first_rule"]:
                    click.echo(ntr("{side} breaks {rule} at seq {seq} ({n} violation in all).",
                                   "{side} breaks {rule} at seq {seq} ({n} violations in all).", v["violations"],
                                   side=side.upper(), rule=v["first_rule"], seq=v["first_seq"], n=v["violations"]))
    if first is not None:
        raise click.exceptions.Exit(EXIT_FOUND)


def _echo_left_out(left_out: list[dict]) -> None:
    """One line a field one log leaves out and the other gives (``left_out``, :func:`_left_out_fields`)."""
    from .render import value

    for g in left_out:
        side, other = (("A", "B") if g["left_out_by"] == "a" else ("B", "A"))
        field = f"{g['event']}.{g['field']}" if g.get("event") else g["field"]
        click.echo(tr("  seq {seq}: {side} leaves out {field}, which {other} gives as {value}", seq=g["seq"],
                      side=side, field=one_line(field), other=other, value=one_line(value(g["given"]))))


def _left_out_header(log_a: Any, log_b: Any) -> list[dict]:
    """The header fields one log leaves out and the reader fills in (``MatchLog.left_out``: ``first``, read from the
    log's first turn) where the other log gives them, as :func:`_left_out_fields` says an event's, at seq 0
    (``header.first``). Only where the two headers then agree: a header that differs is said field by field."""
    out = []
    for side, log, other in (("a", log_a, log_b), ("b", log_b, log_a)):
        for fld in getattr(log, "left_out", ()) or ():
            if fld not in (getattr(other, "left_out", ()) or ()):
                out.append({"seq": 0, "event": "header", "field": fld, "left_out_by": side,
                            "given": _builtins(other.header).get(fld)})
    return out


def _left_out_fields(ea: Any, eb: Any) -> list[dict]:
    """Where two events of one type differ only by fields one of them leaves out and the other gives
    (``AttackDeclared`` without ``defender``, ``ChaseResolved`` without ``card``, ``CardsDrawn`` without
    ``cards``): ``[{"field", "left_out_by": "a" or "b", "given"}]``; [] when they differ otherwise."""
    if ea is None or eb is None or type(ea) is not type(eb):
        return []
    da, db = _builtins(ea), _builtins(eb)
    out = []
    for k in [*da, *(k for k in db if k not in da)]:
        x, y = da.get(k), db.get(k)
        if x == y:
            continue
        if x is None and y is not None:
            out.append({"event": da.get("type"), "field": k, "left_out_by": "a", "given": y})
        elif y is None and x is not None:
            out.append({"event": da.get("type"), "field": k, "left_out_by": "b", "given": x})
        else:
            return []
    return out


def _read_apart(log_a: Any, log_b: Any, left_out: list[dict], first: int | None, id_a: str, id_b: str) -> int | None:
    """The first seq where the logs part, given the events where one leaves out a field the other gives
    (``left_out``, before ``first``, the first other difference, or None): the first such event after which
    the boards differ, as the verdict reads the two; when none and nothing else differs (``first`` None), the
    first of them unless both verdicts are the same (violations, result); else ``first``."""
    from projections import core

    seqs = sorted({g["seq"] for g in left_out})
    views = []
    for log in (log_a, log_b):
        mod, got = core.engine(log.game), {}
        kept = getattr(mod, "kept", None)  # the board of the reading the log keeps (the verdict's), as replay shows
        with naming(log):
            for ev, board, _found in core.replay(log, upto=seqs[-1]):
                if ev.seq in seqs:
                    got[ev.seq] = mod.view(kept(board, log.events[ev.seq:]) if kept is not None else board)
        views.append(got)
    apart = next((s for s in seqs if views[0].get(s) != views[1].get(s)), None)
    if apart is not None:
        return apart
    if first is not None:
        return first
    from ledger.errors import MatchledgerError

    verdicts = []
    for log, mid in ((log_a, id_a), (log_b, id_b)):
        try:
            with naming(log):
                v = _verify(log, mid)
        except MatchledgerError:  # one cannot be judged: not known to be read the same
            return seqs[0]
        verdicts.append(([(x.seq, x.rule, x.player) for x in v.violations], v.winner, v.result, v.stopped_at))
    return None if verdicts[0] == verdicts[1] else seqs[0]


def _cards_at(view_a: Any, view_b: Any, path: str) -> dict | None:
    """The card each board holds at a difference's ``path`` (``players[0].field[0].dull``): the innermost
    object on the path below a player that has an ``id``, as ``{"a": {"id", "name"}, "b": ...}``; None when
    the path names no card (a count, a phase)."""
    import re

    steps = re.findall(r"[^.\[\]]+|\[\d+\]", path)
    if steps and steps[-1] in ("id", "name"):
        return None  # the difference is the card itself: its values say it
    found, ends = {}, {}
    for side, view in (("a", view_a), ("b", view_b)):
        node, card, end = view, None, None
        for i, step in enumerate(steps):
            try:
                node = node[int(step[1:-1])] if step.startswith("[") else node[step]
            except (KeyError, IndexError, TypeError, ValueError):
                break
            if isinstance(node, dict) and isinstance(node.get("id"), str) and i > 1:  # below players[i]
                card = {"id": node["id"], "name": node.get("name")}
                end = card if i == len(steps) - 1 else None
        found[side], ends[side] = card, end
    if ends["a"] or ends["b"]:  # the path is a card's own place: a side with null (or nothing) there holds none
        found = ends
    return found if found["a"] or found["b"] else None


def _list_at(view: Any, path: str) -> Any:
    """The value at ``path`` (``players[0].deck.cards``) of a board view, or None."""
    import re

    node = view
    for step in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        try:
            node = node[int(step[1:-1])] if step.startswith("[") else node[step]
        except (KeyError, IndexError, TypeError, ValueError):
            return None
    return node


#: How many differences under one list make it worth one line: fewer are said one by one.
SHIFT_LINES = 4


def _shifted_lists(view_a: Any, view_b: Any, diffs: list) -> dict[str, str]:
    """The lists of the board (a deck) that differ only by one card taken out or put in, so that every card
    after it moved one place (66 lines of ``deck.cards[N].id: alice.K -> alice.K+1`` for one card drawn): the
    list's path -> its one line, saying which card and that the rest are the same, one place up or down."""
    import re

    under: dict[str, int] = {}
    for p, _x, _y in diffs:
        m = re.match(r"^(.*?\.cards)\[\d+\]", p)
        if m:
            under[m.group(1)] = under.get(m.group(1), 0) + 1
    out = {}
    for path, n in under.items():
        a, b = _list_at(view_a, path), _list_at(view_b, path)
        if n < SHIFT_LINES or not isinstance(a, list) or not isinstance(b, list) or abs(len(a) - len(b)) != 1:
            continue
        short, long_ = (b, a) if len(a) > len(b) else (a, b)
        at = next((i for i, (x, y) in enumerate(zip(short, long_)) if x != y), len(short))
        if short[at:] != long_[at + 1:]:
            continue
        card = long_[at]
        words = " ".join(one_line(str(card.get(k))) for k in ("id", "name") if card.get(k)) \
            if isinstance(card, dict) else one_line(str(card))
        after = len(short) - at
        out[path] = (tr("  {path}: B is A without its card [{at}], {card}: the {n} cards after it are the same, "
                        "each one place up", path=one_line(path), at=at, card=words, n=after) if len(a) > len(b) else
                     tr("  {path}: B is A with {card} put in at [{at}]: the {n} cards after it are the same, each "
                        "one place down", path=one_line(path), at=at, card=words, n=after))
    return out


def _id_cards(path: str, x: Any, y: Any, names: tuple[dict, dict]) -> dict | None:
    """The cards a difference's values name by their ids (``combat.attackers[0]: "alice.1" -> "alice.2"``), as
    :func:`_cards_at` gives them (``{"a": {"id", "name"}, "b": ...}``); None when neither value is a card id, or
    for a card's own ``id`` (its ``name`` line follows)."""
    if path.endswith(".id"):
        return None
    found = {side: {"id": v, "name": known[v]} if isinstance(v, str) and v in known else None
             for side, v, known in (("a", x, names[0]), ("b", y, names[1]))}
    return found if found["a"] or found["b"] else None


def _cards_words(cards: dict | None) -> str:
    """`` (alice.3 Squire)``, or `` (A: alice.3 Squire, B: alice.7 Squire)`` when the two boards hold two cards
    there; "" for no card."""
    if not cards:
        return ""
    words = {side: " ".join(one_line(str(x)) for x in (c["id"], c.get("name")) if x) if c else "-"
            for side, c in cards.items()}
    return f" ({words['a']})" if words["a"] == words["b"] else f" (A: {words['a']}, B: {words['b']})"


def _diff_verdicts(log_a: Any, id_a: str, log_b: Any, id_b: str) -> dict:
    """Each log's verdict, for ``diff`` to say which version the rules accept: ``{"a": {"clean", "violations",
    "first_seq", "first_rule", "first_player"}, "b": ...}``; {} when one cannot be judged (the logs still differ)."""
    from ledger.errors import MatchledgerError

    out = {}
    for side, log, mid in (("a", log_a, id_a), ("b", log_b, id_b)):
        try:
            with naming(log):
                v = _verify(log, mid)
        except MatchledgerError:
            return {}
        roots = [x for x in v.violations if getattr(x, "caused_by", None) is None]
        out[side] = {"clean": v.clean, "violations": len(v.violations),
                     "first_seq": roots[0].seq if roots else None, "first_rule": roots[0].rule if roots else None,
                     "first_player": roots[0].player if roots else None}
    return out


def _diff_logs(log_a: Any, id_a: str, log_b: Any, id_b: str) -> dict:
    """Which logs ``diff --json`` compared, as its text's ``A:`` and ``B:`` lines say them."""
    return {side: {"source": log.path, "match": mid, "game": log.game, "events": len(log.events)}
            for side, log, mid in (("a", log_a, id_a), ("b", log_b, id_b))}


def _diff_games(log_a: Any, id_a: str, log_b: Any, id_b: str, as_json: bool) -> None:
    """``diff`` of logs of two different games: they differ at seq 0, in the game, and that is all it says."""
    if as_json:
        _echo_json({"identical": False, "first_difference": 0, "a": None, "b": None, "board_differences": [],
                    "games": {"a": log_a.game, "b": log_b.game}, "logs": _diff_logs(log_a, id_a, log_b, id_b)})
        return
    for side, log, mid in (("A", log_a, id_a), ("B", log_b, id_b)):
        n = len(log.events)
        click.echo(ntr("{side}: {path} ({n} event, match {match})", "{side}: {path} ({n} events, match {match})",
                       n, side=side, path=one_line(log.path), n=n, match=mid))
    click.echo(tr("The logs are of different games (A: {a}, B: {b}): they differ from the header on.",
                  a=log_a.game, b=log_b.game))


# -- export ----------------------------------------------------------------------


@cli.command()
@match_argument()
@click.option("--format", "fmt", type=click.Choice(["jsonl", "csv", "md", "packet"]), default="jsonl",
              show_default=True,
              help="jsonl: the canonical log; csv: one row per event; md: a readable per-turn transcript; "
                   "packet: the appeals packet (Markdown).")
@click.option("--rulings", "with_rulings", is_flag=True,
              help="csv, jsonl: add the match's rulings after the events, as a section of their own (md and packet always have them).")
@output_option
@db_option
@lang_option
@reports_errors
def export(match: str, fmt: str, with_rulings: bool, output: str | None, db: str) -> None:
    """Write a match out: the canonical log, a CSV of events, or a Markdown transcript.

    jsonl is the canonical form of the imported log (the same bytes for the
    same match) and a closing line with its event count and digest, so a
    log cut short later is detected. csv
    has the columns seq, turn, player, type, details (JSON of the other
    fields) and cards (the cards the event names: name and id). md reads as a transcript, one section a turn, with violations
    inline and the judges' rulings in a section at the end. packet is one
    Markdown file for an appeals committee: the event's metadata (the
    header's meta event, round, table, date), players and deck lists, the
    digest and how to check it, every root violation with the rule's words,
    its consequences and the board just before it, the rulings, and the
    transcript. --rulings adds
    the rulings after the events of a csv or jsonl export, as a section of
    their own (`import` of such a jsonl export stores the match, never its
    rulings, and says so: record them again with `note`).

    Example:

    \b
        matchledger export 688bb1d9 --format jsonl -o round-1.jsonl
        matchledger export 688bb1d9 --format md -o round-1.md
        matchledger export 688bb1d9 --format packet -o appeal-table-7.md
        matchledger export round-1.jsonl --format csv > round-1.csv
        matchledger export 688bb1d9 --format csv --rulings -o round-1.csv
    """
    from .disputes import load_rulings, rulings_markdown, rulings_section

    refuse_overwriting(output, match, db)  # neither the log read nor the ledger: -o would replace it
    log, match_id = _load(match, db)
    rulings = load_rulings(match, match_id, db)
    if fmt == "jsonl":
        from .safe import visible

        # A bidi override or C1 control in a name is written as its JSON escape: the same JSON, nothing raw.
        data = visible(log.closed().decode()).encode()
    else:
        from .formats import to_csv, to_markdown

        with naming(log):
            if fmt == "packet":
                from .packet import to_packet

                ref = shell_arg(log.path) if _is_file(match) else match_id[:8]
                from .disputes import lineage_facts

                facts = lineage_facts(match, match_id, log, db)
                others = facts.pop("same_table", [])  # named in the packet's match section, not its corrections
                data = to_packet(log, match_id, _verify(log, match_id), _rules(log.game), rulings, ref, facts, others)
            else:
                data = to_csv(log) if fmt == "csv" else to_markdown(log, match_id, _verify(log, match_id))
    if fmt == "md":
        from .disputes import lineage_items, lineage_facts
        from .safe import markdown_text

        items = lineage_items(lineage_facts(match, match_id, log, db))
        if items:  # a correction, or a match corrected: who, when, why, the events it changed
            data += ("\n" + markdown_text("\n".join([_("## Corrections"), "", *items])) + "\n").encode()
        data += ("\n".join(rulings_markdown(rulings)) + "\n").encode() if rulings else b""
    elif with_rulings and fmt != "packet":
        data += rulings_section(rulings, fmt)
    if with_rulings and fmt == "packet":  # a section after the packet's end would fail its check: never written
        click.echo(tr("Note: --rulings was left out: a packet always has the match's rulings"), err=True)
    write_output(data, output)
    if fmt != "packet":  # written: a note if its parent fails its check (a packet of it is refused, naming it)
        from .disputes import warn_failing_parent

        warn_failing_parent(match, log, db)


# -- rules and schema ------------------------------------------------------------


@cli.command()
@click.argument("game", default=DEFAULT_GAME, metavar="[GAME]")
@click.option("--section", "section", metavar="NAME",
              help="Print this section of the rules document in full (the passage a rule cites).")
@json_option
@lang_option
@reports_errors
def rules(game: str, section: str | None, as_json: bool) -> None:
    """List every rule a game's engine enforces: id, where it is written and the rule's words.

    GAME defaults to chrono-clash. With --section, print that section of the
    rules document in full, from the texts matchledger carries (offline): the
    Chrono Clash manual in English, French or Italian; the Force of Will and
    FFTCG rules in French (the only language they are written in). An FFTCG
    section can be named by its number or by a [ref] it quotes.

    Example:

    \b
        matchledger rules chrono-clash
        matchledger rules chrono-clash --section "Your Turn"
        matchledger rules chrono-clash --section "Votre tour" --lang fr
        matchledger rules fftcg --section 5.2.2.1.
        matchledger rules --json
    """
    from projections import ruletexts

    from .i18n import current, language_name, rule_words

    lang = current()
    found = _rules(game)
    if section is not None:
        try:
            sec = ruletexts.find_section(game, section, lang)
        except ruletexts.UnknownSection as exc:
            if _docs_section(game, section, lang, as_json):  # a log-format rule's section: matchledger's own docs
                return
            names = exc.close or ruletexts.sections(game, lang)
            template = (N_("no section {section!r} in the {game} rules ({lang}); close: {names}") if exc.close else
                        N_("no section {section!r} in the {game} rules ({lang}); sections: {names}"))
            raise UnusableInput(said(template, section=section, game=game, lang=exc.lang, names="; ".join(names))) from None
        doc = ruletexts.document(game, lang)
        if as_json:
            _echo_json({"game": game, "lang": doc.lang, "document": doc.titles[lang], "file": doc.seed,
                        "section": sec.name, "text": sec.text})
            return
        note = "" if doc.lang == lang else tr(" (these rules are not written in {lang}: the {doc_lang} text)",
            lang=language_name(lang), doc_lang=language_name(doc.lang))
        click.echo(f"{ruletexts.plain(ruletexts.heading(game, sec.name, lang))}{note}\n")
        click.echo(ruletexts.plain(sec.text))
        from .render import rule_note

        for rule_id in ruletexts.noted_in(game, sec.name, lang):  # a slip of the document, as every report says it
            click.echo(f"\n{rule_id}\n    {rule_note(game, rule_id)}")
        return
    if as_json:
        _echo_json([dict(_builtins(r), citation=ruletexts.citation(game, r.id, lang),
                         quote=rule_words(game, r.id)) for r in found.values()])
        return
    from .render import rule_note

    blocks = []
    for r in found.values():
        note = rule_note(game, r.id)  # a slip of the document, as every report says it
        blocks.append(f"{r.id}\n    {ruletexts.citation(game, r.id, lang)}\n    "
                      + tr("\"{words}\"", words=ruletexts.plain(rule_words(game, r.id)))
                      + (f"\n    {note}" if note else ""))
    click.echo("\n".join(blocks))


def _docs_section(game: str, section: str, lang: str, as_json: bool) -> bool:
    """``rules --section`` of a section of matchledger's own docs that a rule of ``game`` cites (the log format's
    "Events", "Instance ids", "Header"): its passage printed (English: the docs are written in English), or, where
    the docs are not installed, where to read it. False when no rule of ``game`` cites a section so named."""
    from projections import ruletexts

    from .i18n import language_name

    found = ruletexts.docs_sections(game, section)
    if as_json and found:
        items = [{"game": game, "lang": "en", "document": f"matchledger {d.file}", "file": d.file,
                  "section": d.section, "text": d.text, "rules": list(d.rules)} for d in found]
        _echo_json(items[0] if len(items) == 1 else items)  # one section, as --section of the rules prints it
        return True
    blocks = []
    for d in found:
        note = "" if lang == "en" else tr(" (these rules are not written in {lang}: the {doc_lang} text)",
                                          lang=language_name(lang), doc_lang=language_name("en"))
        lines = [ruletexts.docs_citation(d.file, d.section, lang) + note,
                 tr("Cited by {rules}: matchledger's own documentation of its logs, not the game's rules.",
                    rules=", ".join(d.rules)), ""]
        lines.append(d.text if d.text is not None else
                     tr("Its text is not installed with matchledger: read {file} in matchledger's source.", file=d.file))
        blocks.append("\n".join(lines))
    if blocks:
        click.echo("\n\n".join(blocks))
    return bool(found)


@cli.command()
@click.argument("game", default=DEFAULT_GAME, metavar="[GAME]")
@output_option
@reports_errors
def schema(game: str, output: str | None) -> None:
    """Print the JSON Schema of a game's match log (header and events).

    GAME defaults to chrono-clash.

    Example:

    \b
        matchledger schema
        matchledger schema chrono-clash -o docs/schema/chrono-clash.json
    """
    from ledger.log import GAMES, json_schema

    if game not in GAMES:
        raise _unknown_game(game, GAMES)
    text = json.dumps(json_schema(game), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    write_output(text.encode(), output)


@cli.command()
@click.argument("game", metavar="GAME")
@click.option("--seed", type=int, required=True, help="Seed of the first match; match k uses seed+k.")
@click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True, help="Seats at the table.")
@click.option("--count", type=click.IntRange(1), default=1, show_default=True, help="How many matches.")
@click.option("-o", "--output", "outdir", required=True, type=click.Path(file_okay=False),
              help="Folder for the logs (created if missing).")
@json_option
@lang_option
@reports_errors
def simulate(game: str, seed: int, players: int, count: int, outdir: str, as_json: bool) -> None:
    """Play complete matches with random legal choices and write them as match logs.

    The same seed gives the same bytes. Files are named
    `<game>-<players>p-<seed>.jsonl`.

    Example:

    \b
        matchledger simulate chrono-clash --seed 7 --count 100 -o corpus/
        matchledger simulate chrono-clash --seed 1 --players 4 -o corpus/
    """
    import importlib
    from pathlib import Path

    from ledger.log import write_log
    from projections.core import ENGINES

    if game not in ENGINES:
        raise _unknown_game(game, ENGINES)
    try:
        selfplay = importlib.import_module(f"{ENGINES[game]}.selfplay")
    except ImportError:
        raise UnusableInput(said(N_("self-play is not written for {game} yet"), game=game)) from None
    seats = getattr(selfplay, "PLAYERS", range(2, 5))
    if players not in seats:
        many = f"{seats.start}" if len(seats) == 1 else said(N_("{low} to {high}"), low=seats.start, high=seats.stop - 1)
        raise UnusableInput(said(N_("--players {players}: {game} is a game for {many} players"), players=players,
                                 game=game, many=many))
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for k in range(count):
        header, events = selfplay.simulate(seed + k, players)
        path = out / f"{game}-{players}p-{seed + k}.jsonl"
        write_log(path, header, events)
        written.append({"path": str(path), "events": len(events)})
        if not as_json:
            click.echo(ntr("{path}  ({n} event)", "{path}  ({n} events)", len(events), path=one_line(str(path)),
                           n=len(events)))
    if as_json:
        _echo_json(written)


from .disputes import amend, decklist, note  # noqa: E402  (commands of their own modules)
from .record import record  # noqa: E402

cli.add_command(decklist)
cli.add_command(amend)
cli.add_command(note)
cli.add_command(record)

# -- view and serve --------------------------------------------------------------


@cli.command()
@match_argument()
@click.option("-o", "--output", metavar="FILE.html", type=click.Path(dir_okay=False, writable=True),
              help="Write the page there (default: match-<id>.html in this folder; - for stdout).")
@click.option("--as", "as_player", metavar="PLAYER", callback=as_viewer,
              help="Write only what PLAYER (or spectator) sees: a file to hand that player.")
@click.option("--open", "open_it", is_flag=True, help="Then open the page in the web browser.")
@db_option
@lang_option
@reports_errors
def view(match: str, output: str | None, as_player: str | None, open_it: bool, db: str) -> None:
    """Write the replay as one HTML page: the board at every event, violations marked.

    The page holds everything it needs (no network, no other file): it opens
    offline, from a USB stick or an e-mail attachment. Step with the arrow
    keys or the buttons, go to a turn or to the previous / next violation,
    and switch perspective (the judge, each seat, a spectator): a seat sees
    exactly what `replay --as` shows it. `#seq=37` at the end of the page's
    address opens it at event 37, `#turn=5` at the start of turn 5 (the board
    `replay --turn 5` shows). With --as the file holds only that seat's view
    (the judge's messages, which may name hidden cards, are left out).

    Example:

    \b
        matchledger view 688bb1d9 -o round-1.html
        matchledger view round-1.jsonl --as bob -o for-bob.html --open
    """
    import re

    from .viewer import build_page

    refuse_overwriting(output, match, db)  # neither the log read nor the ledger: -o would replace it
    log, match_id = _load(match, db)
    _check_player(log, as_player)
    with naming(log):
        from .disputes import load_rulings

        from .disputes import lineage_facts, lineage_items

        rulings = load_rulings(match, match_id, db)
        # the corrections around the match; a seat's file leaves out the changed events (they may name hidden cards)
        lineage = lineage_items(lineage_facts(match, match_id, log, db), events=as_player is None)
        page = build_page(log, match_id, _verify(log, match_id), _rules(log.game), as_player, rulings, lineage)
    path = output or f"match-{match_id[:8]}" + (f"-{re.sub(r'[^A-Za-z0-9_.-]', '_', as_player)}" if as_player else "") + ".html"
    from .safe import ESCAPE_ERRORS

    # A file name that is not UTF-8 (the page shows the log's source) is written as its \\uXXXX escape, which
    # the page's JSON reads as the same string.
    write_output(page.encode("utf-8", ESCAPE_ERRORS), path)
    if path == "-":
        return
    n = len(log.events)
    who = (tr("as {player}", player=as_player) if as_player else _("judge, each seat and spectator"))
    click.echo(ntr("{path}  ({game}, {n} event, {who})", "{path}  ({game}, {n} events, {who})", n,
        path=one_line(path), game=log.game, n=n, who=who))
    if open_it:
        from .viewer import open_page

        open_page(path)


@cli.command()
@db_option
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (the default, loopback, serves this machine only).")
@click.option("--port", type=click.IntRange(0, 65535), default=8737, show_default=True, help="Port to listen on.")
@lang_option
@reports_errors
def serve(db: str, host: str, port: int) -> None:
    """Serve the ledger to the judges of a tournament: a read-only local web station.

    Pages: the match list (filter by game, player, verdict), each match's
    verify report, the replay viewer. JSON: /api/matches (as `list --json`;
    ?game=, player=, verdict= filter it as they filter the list page),
    /api/matches/ID (`show --json`), /api/matches/ID/verify (`verify --json`),
    /api/matches/ID/replay?at=SEQ (or before=SEQ, or turn=N) &as=PLAYER
    (`replay --json`). A query parameter a page does not take, a repeated
    one or an unknown game is refused (400). Nothing is ever written to the
    ledger.

    Example:

    \b
        matchledger serve --db finals.db
        matchledger serve --db finals.db --host 0.0.0.0 --port 8080
    """
    try:
        import uvicorn

        from .station import make_app
    except ImportError as exc:
        raise UnusableInput(said(N_("serve needs Starlette and uvicorn ({name} is missing): "
                                    "pip install 'matchledger[station]'"), name=exc.name)) from None
    if not _exists(db):
        raise UnusableInput(no_ledger(db))
    with _ledger(db) as led:  # a database without a ledger is "no ledger", as a missing file is
        name = led.name  # without the password (user:***@)
    app = make_app(db)
    click.echo(tr("Judge station over {db} at http://{host}:{port}/ (read-only; Ctrl+C stops it)",
        db=name, host=host, port=port))
    uvicorn.run(app, host=host, port=port, log_level="warning")


from .audit import audit, sign  # noqa: E402  (commands in their own module)

cli.add_command(audit)
cli.add_command(sign)


if __name__ == "__main__":  # pragma: no cover
    cli()
