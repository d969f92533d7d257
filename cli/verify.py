"""``matchledger verify``: one match (the judge's report), or a whole round (a summary table).

One MATCH gives the full report of :func:`cli.render.verification_text`.
Several (files, folders, globs, stored ids, ``--all``) are checked on every
core by :mod:`cli.batch` and summed up in one table, one row a match.
"""

from __future__ import annotations

import csv
import glob
import json
import os
import sys
import tempfile
import time
from typing import Any, Iterable

import click

from .i18n import N_, _, ntr, number, reason, said, tr
from .options import (
    Command, EXIT_FOUND, EXIT_UNUSABLE, UnusableInput, Usage, db_option, json_option, lang_option, reports_errors,
)

#: the summary table's columns (``--csv`` has these and a few more); the text table's headings are translated
COLUMNS = [N_("match"), N_("game"), N_("players"), N_("verdict"), N_("violations"), N_("first violation"),
           N_("source")]
#: (new columns go at the end: a reader of the older columns keeps them where they were)
CSV_FIELDS = ["ref", "match", "game", "players", "events", "verdict", "violations", "first_seq", "first_rule",
              "first_player", "table", "label", "error", "parent", "branch_at", "round"]


@click.command(cls=Command)
@click.argument("matches", metavar="MATCH...", nargs=-1)
@click.option("--all", "every", is_flag=True, help="Every match stored in the ledger.")
@click.option("--integrity", is_flag=True,
              help="First check the stored match's hash chain; exit 1 if it was tampered with (one MATCH only).")
@click.option("--decklist", "decklists", metavar="LIST", multiple=True, type=click.Path(dir_okay=False),
              help="Also hold these registered deck lists against the match (repeatable, one MATCH only; "
                   "see `decklist check`).")
@click.option("--digests", "digests", metavar="FILE", type=click.Path(dir_okay=False),
              help="An appeals packet: compare its match, digest and rulings with the organiser's signed or "
                   "published list (as `audit --digests` reads it; one PACKET only).")
@click.option("--key", "pubkey", metavar="KEY",
              help="With --digests: check the organiser's signature (a public key file or 64 hex digits).")
@click.option("--failed-only", is_flag=True, help="In a round, list only the matches with violations or unusable.")
@click.option("--csv", "as_csv", is_flag=True, help="Print a round's summary as CSV, one row a match.")
@click.option("--workers", type=click.IntRange(min=1), default=None, metavar="N",
              help="Processes checking a round (default: one per core).")
@db_option
@json_option
@lang_option
@reports_errors
def verify(matches: tuple[str, ...], every: bool, integrity: bool, decklists: tuple[str, ...], digests: str | None,
           pubkey: str | None, failed_only: bool, as_csv: bool, workers: int | None, db: str, as_json: bool) -> None:
    """Judge matches against the game's rules: exit 0 clean, 1 if a rule was broken or two logs of one table
    differ, 2 if an input is unusable.

    One MATCH: each violation names the event seq, turn and player, the rule
    id, the judge-readable reason and the rule's words with their source.

    Several MATCHes (log files, folders of *.jsonl, globs such as
    'round-3/*.jsonl', stored match ids, or --all for every stored match):
    all are checked, on every core, and a summary table lists each match's
    players, verdict, violation count and first violation (seq and rule id),
    then the totals. --json and --csv give the same as data. An unusable
    input is named in the table and the others are still checked. A progress
    bar shows on a terminal only.

    --all stores each match's verdict in the ledger (the engine version and
    the violations) and re-checks only matches whose verdict is missing or
    whose engine changed since. On a PostgreSQL ledger, several processes
    (--workers) or machines running it share the round: each match is
    claimed, verified once and its verdict stored.

    Example:

    \b
        matchledger verify 688bb1d9
        matchledger verify round-1.jsonl --json
        matchledger verify 688bb1d9 --integrity
        matchledger verify 688bb1d9 --decklist lists/round-1.txt
        matchledger verify round-3/ --failed-only
        matchledger verify --all --csv > round.csv
        matchledger verify --all --workers 4 --db postgresql://judge@league-db/season
    """
    from .batch import expand

    if not matches and not every:
        raise Usage(said(N_("give a MATCH (a log file or a stored match id), several, or --all")))
    if as_json and as_csv:
        raise Usage(said(N_("give --json or --csv, not both")))
    single = (len(matches) == 1 and not every and not failed_only and not as_csv
              and not os.path.isdir(os.path.expanduser(matches[0]))
              and not (glob.has_magic(matches[0]) and not os.path.exists(matches[0])))
    if digests is not None or pubkey is not None:
        from .packet import is_packet

        if digests is None or not single or integrity or not is_packet(matches[0]):
            raise Usage(said(N_("--digests FILE (with --key KEY for a signed list) checks one appeals packet "
                                "against the organiser's list: give a single PACKET and --digests")))
    if single:
        _verify_one(matches[0], integrity, decklists, db, as_json, digests, pubkey)
        return
    if integrity or decklists:
        raise Usage(said(N_("{option} checks one match; give a single MATCH"),
                         option="--integrity" if integrity else "--decklist"))
    skipped: dict[str, list] = {}
    refs = _once(expand(matches, skipped))
    if len(matches) == 1 and not every and refs == [matches[0]] and os.path.isdir(os.path.expanduser(matches[0])):
        # the one MATCH given is a folder holding no log: said on stderr too, as an unusable file is, beside the
        # report's row
        from .batch import no_logs_reason
        from .i18n import message
        from .safe import one_line

        why = no_logs_reason(os.path.expanduser(matches[0]))  # (its subfolders holding logs named, as import does)
        click.echo(tr("Error: {message}", message=f"{one_line(matches[0])}: {message(why.template, why.args)}"),
                   err=True)
    stored = 0
    if every:
        from .main import _ledger

        with _ledger(db) as led:
            stored = len(led.list_matches())
    _verify_round(refs, db, as_json, as_csv, failed_only, workers, stored=stored if every else None,
                  skipped=skipped)


def _once(refs: Iterable[str]) -> list[str]:
    """The refs with each input once: a file given twice (the same file by any path) or an id given twice is
    one input, checked and counted once."""
    from .batch import is_file_ref

    seen: set[str] = set()
    out = []
    for r in refs:
        key = os.path.realpath(os.path.expanduser(r)) if is_file_ref(r) and os.path.exists(os.path.expanduser(r)) else r
        if key not in seen:
            seen.add(key)
            out.append(r)
    return out


def _verify_one(match: str, integrity: bool, decklists: tuple[str, ...], db: str, as_json: bool,
                digests: str | None = None, pubkey: str | None = None) -> None:
    """The single-match report (unchanged from before rounds existed)."""
    from .main import _echo_json, _exists, _ledger, _load, _looks_like_path, _stored_ref, _verify

    checked: list[str] | None = None
    if integrity:
        if os.path.isfile(match) or _looks_like_path(match):  # a log file: the stored match it is, once imported
            match = _stored_ref(match, db, what=N_("--integrity checks a stored match"))
        if not _exists(db):
            raise UnusableInput(said(N_("{match!r} is not a match in {db} (there is no ledger file there)"), match=match,
                                     db=db))
        with _ledger(db) as led:
            match_id = led.resolve(match)
            checked = led.check_integrity(match_id)
            if not checked:  # the chain holds: now the snapshots derived from it, refolded and compared
                from projections.seek import Seeker

                checked = Seeker(led).check_snapshots(match_id)[1]
        if checked:
            if as_json:
                _echo_json({"match": match_id, "integrity": checked})
            else:
                n = len(checked)
                click.echo(ntr("Match {match} fails its integrity check ({n} problem):",
                                    "Match {match} fails its integrity check ({n} problems):", n, match=match_id, n=n))
                from .safe import one_line

                for p in checked:
                    click.echo(f"  {one_line(reason(p))}")
            raise click.exceptions.Exit(EXIT_FOUND)
    packet = None
    if not integrity:
        from .packet import check_packet, is_packet

        if is_packet(match):  # an appeals packet: first whether it is as matchledger wrote it
            published = None
            if digests is not None:  # the organiser's list: the packet's match, digest and rulings held against it
                from ledger.signing import load_public_key, read_published

                published = read_published(digests, load_public_key(pubkey) if pubkey is not None else None)
            packet = check_packet(match, published)
            if not as_json:
                click.echo("\n".join(packet[1]) + "\n")
            if not packet[0]:  # not as matchledger wrote it (a line, a ruling, the list): no verdict follows
                if as_json:
                    from .main import _echo_json

                    _echo_json({"packet": packet[2]})
                raise click.exceptions.Exit(EXIT_UNUSABLE)
    log, match_id = _load(match, db)
    from .disputes import warn_failing_parent

    parent_checked = warn_failing_parent(match, log, db)
    result = _verify(log, match_id)
    rules = None
    if decklists:
        from .disputes import all_rules, check_lists

        lists = check_lists(log, match_id, decklists)
        result.violations = sorted(result.violations + lists.violations, key=lambda v: v.seq)
        result.clean = result.clean and lists.clean
        result.notes += lists.notes
        result.note_msgs += lists.note_msgs
        from projections.messages import note, term

        # A note of the verdict: its template and arguments kept, so every report says it in its language.
        note(result, N_("Registered deck lists held against the match: {lists}."),
             lists=", ".join(f"{r.player} ({r.path})" for r in lists.lists) or term(N_("none of its players")))
        rules = all_rules(log.game)
        result.root_causes = sum(1 for v in result.violations if v.caused_by is None)
    from .batch import nothing_to_judge  # a log file or a stored match with no event: nothing to judge, said so

    # (exit 2), not "clean" (a stored one too: qa39e F2)
    nothing_to_judge(log, result, stored="" if log.path == os.path.expanduser(match) or packet is not None
                     else match_id)
    from .disputes import load_rulings
    from .main import verify_data, verify_report

    rulings = load_rulings(match, match_id, db)
    if as_json:
        data = verify_data(result, rulings, checked, (getattr(log.header, "amends", None),
                                                      _corrections_of(match, match_id, log, db)),
                           parent_checked)  # as the station
        if packet is not None:
            data["packet"] = packet[2]
        _echo_json(data)
    else:
        if checked is not None:
            click.echo(tr("Integrity: the stored hash chain of {match} is intact.", match=match_id))
        text = verify_report(result, log, match_id, [], rules)  # the verdict; then its corrections, its rulings
        branches = _corrections_of(match, match_id, log, db)  # (a correction's title names its parent and seq)
        if branches:  # one line: the matches that correct this one, each with its branch point
            text += "\n\n" + _corrections_line(branches)
        if rulings:
            from .disputes import rulings_text

            text += "\n\n" + rulings_text(rulings, result.violations)
        click.echo(text)
    if packet is not None and not packet[0]:
        raise click.exceptions.Exit(EXIT_UNUSABLE)
    if not result.clean:
        raise click.exceptions.Exit(EXIT_FOUND)


def _corrections_of(ref: str, match_id: str, log: Any, db: str) -> list[tuple[str, Any]]:
    """The judges' corrections of the match (``(id, amendment)``, as ``show`` reads them): an appeals packet's, or
    those the ledger at ``db`` stores of a stored match (or of a log file's match, when stored); [] when none.

    A stored correction's header is its parent's but for ``amends`` (``amend`` writes it so, ``import`` refuses
    one that differs from its stored parent): only the stored matches of the same game, players and label have
    their header read, not every match of the ledger (2,000 stored matches: 0.5 s)."""
    from .packet import is_packet

    if is_packet(ref):
        from .main import _lineage

        return _lineage(ref, match_id, log, db)[1]
    return stored_lineages(db, [match_id]).get(match_id, (None, []))[1]


def stored_lineages(db: str, ids: list[str]) -> dict[str, tuple[Any, list[tuple[str, Any]]]]:
    """Stored match id -> (its amendment or None, its corrections ``(id, amendment)``), for the ``ids`` the ledger
    at ``db`` stores: one listing of the index, then only the headers of the matches alike to one of them (the
    same game, players and label) read; {} when there is no ledger or its index cannot be listed."""
    from ledger.errors import MatchledgerError
    from ledger.index import alike

    from .disputes import amendments
    from .main import _ledger_if_any

    with _ledger_if_any(db) as led:
        if led is None:
            return {}
        try:
            matches = led.list_matches()
        except MatchledgerError:  # another match's index row changed: this match's verdict stands (audit says it)
            return {}
        wanted = set(ids)
        probes = [(m.game, m.players, m.label) for m in matches if m.id in wanted]
        found = amendments(led, sorted({m.id for m in alike(matches, probes)}))
    stored = {m.id for m in matches}
    return {mid: (found.get(mid), [(c, a) for c, a in found.items() if a.parent == mid]) for mid in ids
            if mid in stored}


def _corrections_line(branches: list[tuple[str, Any]]) -> str:
    """``Corrections of this match: bfba5996 (a replacement from seq 12)``: each correction's id and branch point,
    in the words ``show`` and the packet use."""
    from .disputes import correction_words

    return ntr("Correction of this match: {refs}", "Corrections of this match: {refs}", len(branches),
               refs="; ".join(f"{mid[:8]} ({correction_words(a)})" for mid, a in branches))


class Totals:
    """What a round adds up to."""

    def __init__(self) -> None:
        self.matches = self.clean = self.failed = self.unusable = self.violations = self.events = 0
        #: inputs that name no match (a folder with no log, a pattern matching no file): unusable (counted in
        #: ``unusable`` too), not matches
        self.inputs = 0
        #: the matches verified that are a judge's correction of another (an `amend` branch): counted in ``matches``
        self.corrections = 0
        #: the tables whose logs differ or are of two games (set once the round is read): a judge must look
        self.disputes = 0
        #: the matches with violations of a settled table (set once the round is read): a judge's correction of
        #: each agrees with the table's clean log, so their violations were ruled on and fail no round
        self.ruled_on = 0

    def add(self, o: Any) -> None:
        if o.no_match:  # unusable, as the report lists it, though no match
            self.inputs += 1
            self.unusable += 1
            return
        if o.verdict == "unusable":  # a log never verified: apart from the matches verified
            self.unusable += 1
            return
        self.matches += 1
        if o.parent:
            self.corrections += 1
        self.events += o.events
        self.violations += o.violations
        if o.verdict == "clean":
            self.clean += 1
        else:
            self.failed += 1

    def data(self) -> dict[str, int]:
        """The totals as ``--json`` gives them: ``matches`` counts the matches verified; ``unusable`` the logs
        that could not be, and the inputs that name no match (an empty folder, a pattern matching no file), as
        the report lists them."""
        return {"matches": self.matches, "clean": self.clean, "with_violations": self.failed,
                "unusable": self.unusable, "violations": self.violations, "events": self.events}

    def sentence(self) -> str:
        """``3 matches: 2 clean, 1 with violations, 0 unusable; 1 violation in 1,234 events.`` (translated; the
        unusable count holds the inputs that name no match, which are no match)"""
        matches = ntr("{n} match", "{n} matches", self.matches, n=self.matches)
        if self.corrections:  # a judge's correction is a match of its own, said as one
            matches += ntr(" ({n} a correction)", " ({n} corrections)", self.corrections, n=self.corrections)
        clean = ntr("{n} clean", "{n} clean", self.clean, n=self.clean)
        failed = ntr("{n} with violations", "{n} with violations", self.failed, n=self.failed)
        unusable = (ntr("{n} unusable input apart", "{n} unusable inputs apart", self.unusable, n=self.unusable)
                    if self.unusable else ntr("{n} unusable", "{n} unusable", self.unusable, n=self.unusable))
        violations = ntr("{n} violation", "{n} violations", self.violations, n=self.violations)
        events = ntr("{n} event", "{n} events", self.events, n=number(self.events))
        return tr("{matches}: {clean}, {failed}, {unusable}; {violations} in {events}.",
            matches=matches, clean=clean, failed=failed, unusable=unusable, violations=violations, events=events)


def _cells(o: Any, rounds: bool = False) -> list[str]:
    from .safe import one_line

    if o.first_rule:
        first = f"seq {o.first_seq} {o.first_rule}" + (f" ({one_line(o.first_player)})" if o.first_player else "")
    else:
        first = "" if o.verdict != "unusable" else "-"
    verdict = {"clean": _("clean"), "violations": _("VIOLATIONS"), "unusable": _("UNUSABLE")}[o.verdict]
    from .batch import nothing_judged

    # (a stored match of no events, or one import --verify just stored: named by its id; a refused one stays '-')
    match = o.match or (o.stored_id if nothing_judged(o) else "")
    return [match[:8] or "-", o.game or "-", one_line(", ".join(o.players)) or "-", verdict,
            str(o.violations) if o.verdict != "unusable" else "-", first, one_line(_source(o, rounds))]


def _source(o: Any, rounds: bool = False) -> str:
    """Where a judge finds the match: its file, or for a stored match its table (``meta.table``) or label.
    ``rounds`` (the report holds more than one round): the table with its round ("table 4, round 5")."""
    from .batch import is_file_ref

    fix = (" " + tr("(correction of {parent} from seq {seq})", parent=o.parent[:8], seq=o.branch_at)
           if o.parent else "")
    table = tr("table {table}", table=o.table) if o.table else ""
    if table and rounds and _round_of(o):
        table += ", " + tr("round {round}", round=_round_of(o))
    if is_file_ref(o.ref) or o.ref != o.match:  # a file: its table too, when its header names one
        return (f"{o.ref} ({table})" if table else o.ref) + fix
    if table:
        return table + fix
    return (o.label or o.ref) + fix


#: the progress bar shows no time left before this many matches are done and this many seconds have passed: the
#: first matches (a process pool starting, the first chunks) make any earlier estimate wildly off, and a round
#: done in a few seconds needs none (round 32: "00:04:48" left of a 3-second run)
ETA_AFTER_MATCHES = 10
ETA_AFTER_SECONDS = 5.0


def _progress(outcomes: Iterable[Any], total: int) -> Iterable[Any]:
    """Pass the outcomes through, drawing a progress bar (matches, events/s, and, once settled, time left:
    :data:`ETA_AFTER_MATCHES`, :data:`ETA_AFTER_SECONDS`) on a terminal."""
    if not sys.stderr.isatty() or total < 2:
        yield from outcomes
        return
    start = time.monotonic()
    events = 0

    def rate(_item: Any) -> str:
        dt = time.monotonic() - start
        return tr("{rate} events/s", rate=number(round(events / dt))) if dt > 0 else ""

    from .safe import unfiltered

    # The bar's own codes (carriage return, hiding the cursor) go to the terminal as codes: its label and counts
    # are the CLI's words, no value read from a file.
    with click.progressbar(length=total, label=_("Verifying"), file=unfiltered(sys.stderr), show_eta=True,
                           show_pos=True, item_show_func=rate) as bar:
        bar.show_eta = False  # until settled
        done = 0
        for o in outcomes:
            events += o.events
            done += 1
            if not bar.show_eta and done >= ETA_AFTER_MATCHES and time.monotonic() - start >= ETA_AFTER_SECONDS:
                bar.show_eta = True
            bar.update(1, o)
            yield o


def _same_match(seen: dict[str, list[str]]) -> list[tuple[str, list[str]]]:
    """The matches given more than once in a round (two files holding the same match), with their refs."""
    return [(m, refs) for m, refs in seen.items() if len(refs) > 1]


def _same_match_line(match: str, refs: list[str]) -> str:
    from .batch import is_file_ref
    from .safe import one_line

    if not all(is_file_ref(r) for r in refs):  # a file and its stored copy (verify --all FILE): not two files
        return ntr("Same match {match} given {n} time: {refs}", "Same match {match} given {n} times: {refs}",
                   len(refs), match=match[:8], n=len(refs), refs=", ".join(one_line(r) for r in refs))
    return ntr("Same match {match} in {n} file: {refs}", "Same match {match} in {n} files: {refs}", len(refs),
               match=match[:8], n=len(refs), refs=", ".join(one_line(r) for r in refs))


def _same_table(outcomes: list[Any]) -> list[tuple[str, list[Any]]]:
    """The logs of one match that differ (each player's own log of a disputed match): outcomes sharing a
    :func:`cli.batch.match_key` (the same game, and event, round and table in ``meta``) but not the same match
    id, as (table, outcomes) in round order. Logs alike to the byte are :func:`_same_match`'s."""
    groups: dict[str, list[Any]] = {}
    for o in outcomes:
        if o.key:  # an unusable log of the table too (its header read): named with the others
            groups.setdefault(o.key, []).append(o)
    # A judge's correction (an `amend` branch, a `record ... undo`) and the match it corrects are one log's
    # lineage, not two players' logs: a table is disputed only when logs of two lineages differ. A log of the
    # table that could not be read whole (cut short, its header read) is a log of its own: with one other
    # log, the table is disputed too (its two logs cannot be shown to agree).
    # A stored match refused (its header read) is the family of its own corrections: one lineage with them.
    return [(g[0].table, g) for g in groups.values()
            if len({_family(g, o) for o in g if o.match} | {o.stored_id for o in g if not o.match and o.stored_id})
            + sum(1 for o in g if not o.match and not o.stored_id) > 1]


def _family(group: list[Any], o: Any) -> str:
    """The match at the root of ``o``'s corrections among the logs of ``group`` (``o``'s own when it corrects none
    of them)."""
    parents = {x.match: getattr(x, "parent", "") for x in group if x.match}
    found, seen = o.match, set()
    while parents.get(found) and parents[found] in parents and found not in seen:
        seen.add(found)
        found = parents[found]
    # A correction whose parent is not among them (not given, or unusable): still a judge's correction (its
    # parent's lineage, named apart from the logs), never a player's log of the table.
    return parents.get(found) if parents.get(found) and found not in seen else found


def _diff_command(group: list[Any], db: str, lang: bool = True) -> str:
    """``matchledger diff A B`` for the first two logs of ``group`` that differ (with --db for stored ids; with
    ``lang``, --lang as every command a report quotes, not in ``--json``, which is the same in every language)."""
    from .batch import is_file_ref
    from .i18n import current
    from .main import shell_arg

    a = next((o for o in group if o.match), group[0])
    b = next((o for o in group if o.match and a.match and _family(group, o) != _family(group, a)), None)
    if b is None:  # one readable lineage and a log cut short: diff names the line where that one stops
        b = next(o for o in group if not o.match and o is not a)
    ref = lambda o: o.ref if o.ref != o.match else o.match[:8]  # noqa: E731
    cmd = f"matchledger diff {shell_arg(ref(a))} {shell_arg(ref(b))}"
    if not (is_file_ref(a.ref) and is_file_ref(b.ref)):
        cmd += f" --db {shell_arg(db)}"
    if lang and current() != "en":  # as every command a report quotes: in the report's language
        cmd += f" --lang {current()}"
    return cmd


def _unreadable_other(group: list[Any]) -> Any:
    """The unusable log of a disputed table that :func:`_diff_command` would compare (the table holds one readable
    lineage only): ``diff`` would refuse it, so the report says to replace it instead; None when two readable
    logs differ."""
    a = next((o for o in group if o.match), None)
    if a is not None and any(o.match and _family(group, o) != _family(group, a) for o in group):
        return None
    return next((o for o in group if not o.match and o is not a), None)


def _diff_or_none(group: list[Any], db: str) -> str | None:
    """``--json``'s ``diff`` of a disputed table: the command, or None when the other log must be replaced."""
    return None if _unreadable_other(group) is not None else _diff_command(group, db, lang=False)


def _game_tables(keyed: list[Any]) -> list[tuple[str, str, list[str], list[Any]]]:
    """The tables (the same event, round and table in ``meta``) that logs of different games claim, as (table,
    round, games, outcomes): one of them is probably filed under the wrong table."""
    groups: dict[str, list[Any]] = {}
    for o in keyed:
        try:
            key = json.loads(o.key)
        except ValueError:
            continue
        if o.game and isinstance(key, list) and len(key) > 3:
            groups.setdefault(json.dumps(key[1:]), []).append(o)
    out = []
    for g in groups.values():
        games = sorted({o.game for o in g})
        if len(games) > 1:
            out.append((g[0].table, _round_of(g[0]), games, g))
    return out


def _game_table_line(table: str, games: list[str]) -> str:
    from .safe import one_line

    return ntr("Table {table}: logs of {n} game ({games}): one is probably filed under the wrong table",
               "Table {table}: logs of {n} games ({games}): one is probably filed under the wrong table", len(games),
               table=one_line(table), n=len(games), games=one_line(", ".join(games)))


def _round_of(o: Any) -> str:
    """The round a keyed outcome's header names (its :func:`cli.batch.match_key`), "" when none."""
    from .batch import round_of

    return round_of(o.key)


def _same_tables(keyed: list[Any]) -> list[tuple[str, str, list[Any]]]:
    """:func:`_same_table` as (table, round, outcomes): the round named ("" when not) only when the report holds
    that table in more than one round (table 1 of every round: which one is disputed)."""
    rounds: dict[str, set[str]] = {}
    for o in keyed:
        rounds.setdefault(o.table, set()).add(_round_of(o))
    return [(t, _round_of(g[0]) if len(rounds.get(t, ())) > 1 else "", g) for t, g in _same_table(keyed)]


def _disputing(group: list[Any]) -> tuple[list[Any], list[Any]]:
    """The logs of a disputed table (each lineage's first, and any unusable one) and the judges' corrections of
    them (an `amend` branch of one, a correction of a correction): named apart, not counted as disputing logs.
    A match given more than once (two files alike to the byte, a file and its stored copy) is one log: its
    first row only."""
    logs, corrections, seen = [], [], set()
    for o in group:
        if o.match and o.match in seen:  # the same match given again (a copy, a file and its stored match): one
            continue  # log, said once (the "Same match" line names its copies)
        seen.add(o.match) if o.match else None
        (logs if not o.match or _family(group, o) == o.match else corrections).append(o)
    return logs, corrections


def _events_digest(o: Any, db: str) -> bytes | None:
    """A digest of the events of a readable row's log (a file, or a stored match of ``db``), to tell whether two
    logs of a disputed table now agree; None when it cannot be read again. Read for disputed tables only."""
    import hashlib

    from ledger.errors import MatchledgerError
    from ledger.log import encode_line, read_log

    from .batch import is_file_ref

    if not o.match:
        return None
    try:
        if is_file_ref(o.ref):
            log = read_log(os.path.expanduser(o.ref))
        else:
            from .main import _ledger

            with _ledger(db) as led:
                log = led.load(o.match)
    except (MatchledgerError, OSError):
        return None
    h = hashlib.sha256()
    for e in log.events:
        h.update(encode_line(e))
    return h.digest()


def _agreements(group: list[Any], db: str) -> tuple[list[tuple[Any, Any]], bool]:
    """A disputed table's judges' corrections whose events are those of a log of another lineage, as (correction,
    log) pairs, and whether the table is settled: every log of it is readable and the latest log(s) of every
    lineage (its own, or the corrections no later correction replaced) have the same events, and those logs are
    clean (docs/disputes.md: "A dispute
    settled"); the violations of a log a correction replaced then need no judge."""
    logs, corrections = _disputing(group)
    if not corrections:
        return [], False
    digest = {id(o): _events_digest(o, db) for o in group if o.match}
    pairs = [(c, o) for c in corrections for o in group
             if o.match and o is not c and _family(group, o) != _family(group, c)
             and digest[id(c)] is not None and digest[id(c)] == digest[id(o)]]
    if not pairs:
        return [], False
    # each lineage as it stands: its latest log(s), those no correction in the table replaced (round 38: a later
    # correction contradicting the agreed log left the table "settled", as the log it replaced still agreed)
    corrected = {getattr(x, "parent", "") for x in group if x.match} - {"", None}
    families: dict[str, set] = {}
    for o in group:
        if o.match:
            latest = families.setdefault(_family(group, o), set())
            if o.match not in corrected:
                latest.add(digest[id(o)])
    common = set.intersection(*families.values()) - {None}
    agreed = [o for o in group if o.match and digest[id(o)] in common]
    return pairs, bool(agreed) and all(o.match for o in group) and all(o.verdict == "clean" for o in agreed)


def _agrees_words(pairs: list[tuple[Any, Any]]) -> str:
    """``correction aa3fdaf8 agrees with 1118be46`` for each pair of :func:`_agreements`, joined."""
    from .safe import one_line

    def name(o: Any) -> str:
        return one_line(o.ref if o.ref != o.match else o.match[:8])

    return _("; ").join(tr("correction {fix} agrees with {other}", fix=name(c), other=name(o)) for c, o in pairs)


def _settled_line(table: str, pairs: list[tuple[Any, Any]], round_: str = "") -> str:
    """The line of a disputed table a correction settled: its logs now agree, event for event."""
    from .safe import one_line

    where = one_line(table) + (f" ({tr('round {round}', round=one_line(round_))})" if round_ else "")
    return tr("Same table {table}: {agreements} (the same events): the logs agree, the dispute is settled",
              table=where, agreements=_agrees_words(pairs))


def _unusable_named(o: Any) -> str:
    """An unusable log of a disputed table, named with its one-line error, as the report's "Unusable input" lists
    it: ``table-56-bob.jsonl:34: the line is cut short: the file looks truncated`` (the error names the file and
    line), or ``REF: ERROR`` when the error does not name the log."""
    from .batch import error_line
    from .safe import one_line

    text = error_line(o)
    return one_line(text if o.ref and o.ref in text else f"{o.ref}: {text}")


def _same_table_line(table: str, group: list[Any], db: str, round_: str = "", as_csv: bool = False) -> str:
    from .safe import one_line

    logs, corrections = _disputing(group)

    def name(o: Any) -> str:  # a stored match refused is named by its id, as the readable ones
        return one_line(o.stored_id[:8] if o.stored_id else o.ref if o.ref != o.match else o.match[:8])

    refs = ", ".join(name(o) for o in logs)
    bad = [o for o in logs if not o.match]
    broken = _unreadable_other(group)
    if bad and broken is not None and len(bad) == 1:
        pass  # the one unusable log is the one to replace, named below with its line, counted in the line's head
    elif bad:  # a log of the table that could not be read whole (cut short, refused): which one, and why
        refs += " (" + ntr("{n} unusable: {logs}", "{n} unusable: {logs}", len(bad), n=len(bad),
                           logs=_("; ").join(_unusable_named(o) for o in bad)) + ")"
    if corrections:  # a judge's correction of one of them: its own lineage, named apart
        refs += ntr(" (and {n} correction of them: {refs})", " (and {n} corrections of them: {refs})",
                    len(corrections), n=len(corrections), refs=", ".join(name(o) for o in corrections))
    if broken is not None:  # no diff to run: the one other log of the table cannot be read, it must be replaced
        # named with the line it cannot be read from; its whole error is the report's (once, with the others), and
        # the line says where: a judge at the desk reads why without matching the log against the list by hand
        # (--csv prints no "Unusable input" section: the error is the log's row's error column)
        if as_csv:
            error = one_line(broken.file or broken.ref) + (
                tr(" (unreadable from line {line}: its error is in the error column of its row)", line=broken.line)
                if broken.line else _(" (its error is in the error column of its row)"))
        else:
            error = one_line(broken.file or broken.ref) + (
                tr(" (unreadable from line {line}: its error is under \"Unusable input\", below)", line=broken.line)
                if broken.line else _(" (its error is under \"Unusable input\", below)"))
        # (not "logs that differ": one lineage only can be read, so no two logs are known to differ; the line
        # counts the usable and the unusable ones)
        usable = len(logs) - len(bad)
        if round_:
            return ntr("Same table {table} of round {round} in {n} log, {usable} usable and {unusable} unusable: "
                       "{refs}; the unusable log must be replaced before they can be compared: {error}",
                       "Same table {table} of round {round} in {n} logs, {usable} usable and {unusable} unusable: "
                       "{refs}; the unusable log must be replaced before they can be compared: {error}",
                       len(logs), table=one_line(table), round=one_line(round_), n=len(logs), usable=usable,
                       unusable=len(bad), refs=refs, error=error)
        return ntr("Same table {table} in {n} log, {usable} usable and {unusable} unusable: {refs}; the unusable log "
                   "must be replaced before they can be compared: {error}",
                   "Same table {table} in {n} logs, {usable} usable and {unusable} unusable: {refs}; the unusable log "
                   "must be replaced before they can be compared: {error}",
                   len(logs), table=one_line(table), n=len(logs), usable=usable, unusable=len(bad), refs=refs,
                   error=error)
    if round_:
        return ntr("Same table {table} of round {round} in {n} log that differ: {refs}; compare them: {command}",
                   "Same table {table} of round {round} in {n} logs that differ: {refs}; compare them: {command}",
                   len(logs), table=one_line(table), round=one_line(round_), n=len(logs), refs=refs,
                   command=one_line(_diff_command(group, db)))
    return ntr("Same table {table} in {n} log that differ: {refs}; compare them: {command}",
               "Same table {table} in {n} logs that differ: {refs}; compare them: {command}", len(logs),
               table=one_line(table), n=len(logs), refs=refs, command=one_line(_diff_command(group, db)))


def _needs_judge(flagged: list[Any], tables: list[tuple[str, str, list[Any]]],
                 games: list[tuple[str, str, list[str], list[Any]]] = (), rounds: bool = False) -> list[str]:
    """The tables a judge must walk to: those (``meta.table``) of the rows with violations or unusable, the
    disputed ones (:func:`_same_tables`) and those that logs of two games claim (:func:`_game_tables`), each once,
    by table number. The rows naming no table are :func:`_untabled`'s. ``rounds`` (the report holds more than one
    round, :func:`_rounds`): each as ``ROUND/TABLE`` (``5/4``: table 4 of round 5), by round then table."""
    from .batch import natural_key

    if not rounds:
        return sorted({o.table for o in flagged if o.table} | {t for t, _r, _g in tables} | {t for t, *_x in games},
                      key=natural_key)
    found = ({(_round_of(o), o.table) for o in flagged if o.table} | {(_round_of(g[0]), t) for t, _r, g in tables}
             | {(r, t) for t, r, _gs, _g in games})
    return [f"{r}/{t}" for r, t in sorted(found, key=lambda x: (natural_key(x[0]), natural_key(x[1])))]


def _rounds(keyed: list[Any]) -> bool:
    """Whether the rows of a report name more than one round (their headers' ``meta.round``): the tables are then
    said with their round."""
    return len({_round_of(o) for o in keyed if o.table}) > 1


def _untabled(flagged: list[Any]) -> list[Any]:
    """The rows a judge must look at (violations, unusable) whose header names no table: named by file or id."""
    return [o for o in flagged if not o.table]


def _legend_line(game: str, rule: str) -> str:
    """A rule of the round table, in words: ``  RULE: Rule (<where it is written>): "<its words>"``, as the report
    of one match quotes it (:func:`cli.render.rule_line`), in the active language."""
    from types import SimpleNamespace

    from projections import core

    from .render import rule_line
    from .safe import one_line

    rules = core.engine(game).RULES if game in core.ENGINES else {}
    line, *note = rule_line(game, SimpleNamespace(rule=rule, source=""), rules).split("\n")
    return "\n".join([f"  {one_line(rule)}: {one_line(line.strip())}", *(f"  {one_line(n)}" for n in note)])


def _needs_judge_line(need: list[str], loose: list[Any], rounds: bool = False) -> str:
    """The line after a round's table: the tables that need a judge, and the logs naming no table that do; ""
    when none does. ``rounds``: ``need`` is ``ROUND/TABLE`` (:func:`_needs_judge`), said by round ("round 5: 3, 4;
    round 6: 121")."""
    from .safe import one_line

    if rounds and need:
        by: dict[str, list[str]] = {}
        for entry in need:
            r, _s, t = entry.partition("/")
            by.setdefault(r, []).append(t)
        need = [_("; ").join(tr("{round}: {tables}", round=tr("round {round}", round=r), tables=", ".join(ts))
                             if r else ", ".join(ts) for r, ts in by.items())]
    names = one_line(", ".join(o.ref if o.ref != o.match else o.match[:8] for o in loose))
    if need and loose:
        return tr("Tables that need a judge: {tables}", tables=one_line(", ".join(need))) + ntr(
            "; and {n} log without a table: {refs}", "; and {n} logs without a table: {refs}", len(loose),
            n=len(loose), refs=names)
    if loose:
        return ntr("{n} log without a table needs a judge: {refs}", "{n} logs without a table need a judge: {refs}",
                   len(loose), n=len(loose), refs=names)
    return tr("Tables that need a judge: {tables}", tables=one_line(", ".join(need))) if need else ""


def _superseded(ruled: list[Any], db: str) -> dict[str, dict[int, int]]:
    """Which rulings of the round's ruled matches a later one supersedes: ``{match: {1: 2}}`` (R1 superseded by
    R2); read once the round is read, for those matches only ({} for one whose rulings cannot be read again)."""
    if not ruled:
        return {}
    from ledger.errors import MatchledgerError
    from ledger.rulings import rulings_of

    from .main import _ledger

    out: dict[str, dict[int, int]] = {}
    try:
        with _ledger(db) as led:
            for o in ruled:
                try:
                    out[o.match] = {r.number: r.superseded_by for r in rulings_of(led, o.match) if r.superseded_by}
                except MatchledgerError:
                    continue
    except MatchledgerError:
        return {}
    return out


def _rulings_line(ruled: list[Any], superseded: dict[str, dict[int, int]] | None = None) -> str:
    """The line naming the matches of the round that have rulings (a stored match's), "" when none has; a ruling
    a later one supersedes says so, as ``show`` does (``R1 (superseded by R2)``)."""
    if not ruled:
        return ""
    later = superseded or {}

    def one(o: Any, n: int) -> str:
        by = later.get(o.match, {}).get(n)
        return f"R{n}" + (f" ({tr('superseded by R{n}', n=by)})" if by else "")

    return tr("Rulings on these matches: {rulings}", rulings=_("; ").join(
        f"{o.match[:8]} " + ", ".join(one(o, n) for n in range(1, o.rulings + 1)) for o in ruled))


def _error_object(o: Any) -> dict[str, Any]:
    """An unusable input's error as the README's error object (as ``import --json`` gives it): ``error`` the
    English line, ``message`` the line in the report's language, and ``file``, ``line``, ``field`` when known."""
    from .batch import error_line
    from .options import error_object

    return error_object(o.error, error_line(o), o.file or None, o.line, o.field)


def _verify_round(refs: list[str], db: str, as_json: bool, as_csv: bool, failed_only: bool,
                  workers: int | None = None, stored: int | None = None,
                  skipped: dict[str, list] | None = None) -> None:
    """Check every ref (then, with ``stored``, every match of the ledger through its stored verdicts) and report
    them (:func:`round_report`); exit 2 if an input was unusable, 1 if a rule was broken or two logs of one table
    differ (or logs of two games claim one table)."""
    import itertools

    from .batch import verify_refs, verify_stored

    found = verify_refs(refs, db, workers) if refs else iter(())
    if stored is not None:
        found = itertools.chain(found, verify_stored(db, workers))
    totals = round_report(found, len(refs) + (stored or 0), db, as_json, as_csv, failed_only, skipped)
    if stored is not None:  # a recording still open is no match yet: said on stderr, with how to end it (round 38)
        _open_recordings_left(db)
    if totals.unusable or totals.inputs:
        raise click.exceptions.Exit(EXIT_UNUSABLE)
    # logs of one table that differ are a dispute a judge settles; the violations of a settled table's log were
    # ruled on (a correction of it agrees with the table's clean log): they fail no round (docs/disputes.md)
    if totals.failed - totals.ruled_on or totals.disputes:
        raise click.exceptions.Exit(EXIT_FOUND)


def _open_recordings_left(db: str) -> None:
    from ledger.errors import MatchledgerError
    from ledger.store import Ledger

    from .record import open_recordings_note

    try:
        with Ledger(db, create=False) as led:
            live = open_recordings_note(led, "verify")
    except MatchledgerError:
        return
    if live:
        click.echo("\n".join(live), err=True)


def round_report(found: Iterable[Any], total: int, db: str, as_json: bool = False, as_csv: bool = False,
                 failed_only: bool = False, skipped: dict[str, list] | None = None,
                 lead: dict[str, Any] | None = None) -> Totals:
    """Stream a round's outcomes out (JSON, CSV) or into a spool file (the text table), then the totals, and
    return them. ``skipped``: the entries of
    the round's folders that were not read (:func:`cli.batch.folder_logs`), by folder: in ``--json``, and one line
    a folder on stderr, last (where the eye lands once the report is out). A ref naming no
    match (an empty folder) is an unusable input, not a match; a match given twice (two files) is said, and so
    are two logs of one match that differ (:func:`_same_table`) and logs of two games at one table
    (:func:`_game_tables`): the returned totals count those tables (``disputes``). ``failed_only`` keeps the rows
    a judge must look at: violations, unusable, and the logs of those tables (held until the round is read).
    ``lead``: keys written first in the ``--json`` object (``import --verify``'s ``imported`` rows)."""
    from .batch import error_line
    from .safe import one_line

    totals = Totals()
    outcomes = _progress(found, total)
    seen: dict[str, list[str]] = {}
    keyed: list[Any] = []  # the outcomes with a match key (for _same_table)
    unusable: list[Any] = []  # every unusable input: a ref naming no match, or a match that cannot be checked
    ruled: list[Any] = []  # the stored matches with rulings (named under the table)
    fixes: list[Any] = []  # the matches verified that are corrections (``--json``'s ``corrections``)

    judge: list[Any] = []  # the rows a judge must look at (violations, unusable), for the "need a judge" line

    def counted(o: Any) -> bool:
        """Add ``o`` to the totals; whether it is a match (a row of the report). A match given again (a second
        file alike to the byte, a file and its stored copy) is a row, but counted once in the totals."""
        if not (o.match and o.match in seen):
            totals.add(o)
            if o.rulings:
                ruled.append(o)
            if o.parent and o.verdict != "unusable":
                fixes.append(o)
        if o.verdict != "clean" and not o.no_match:
            judge.append(o)
        if o.verdict == "unusable":
            unusable.append(o)
        if o.no_match:
            return False
        if o.match:
            seen.setdefault(o.match, []).append(o.ref)
        if o.key:
            keyed.append(o)
        return True

    found_tables: list[Any] = []  # (same tables, game tables), once the round is read
    settle: dict[int, tuple[list, bool]] = {}  # a disputed table's corrections agreeing with its other logs

    def disputes() -> tuple[list, list]:
        if not found_tables:
            same = _same_tables(keyed)
            for _t, _r, g in same:
                settle[id(g)] = _agreements(g, db)
            found_tables.extend([same, _game_tables(keyed)])
            totals.disputes = sum(1 for *_x, g in same if not settle[id(g)][1]) + len(found_tables[1])
            totals.ruled_on = len({o.match for *_x, g in same if settle[id(g)][1] for o in g
                                   if o.match and o.verdict not in ("clean", "unusable")})
        return found_tables[0], found_tables[1]

    def open_(same: list) -> list:
        """The disputed tables a correction has not settled (:func:`_agreements`): those a judge must walk to."""
        return [x for x in same if not settle[id(x[2])][1]]

    def unsettled(flagged: list) -> list:
        """The rows a judge must look at, but the logs of a settled table (a correction replaced the one that
        broke a rule)."""
        done = {id(o) for *_x, g in found_tables[0] if settle[id(g)][1] for o in g}
        return [o for o in flagged if id(o) not in done]

    def table_line(t: str, r: str, g: list) -> str:
        pairs, settled = settle[id(g)]
        if settled:
            return _settled_line(t, pairs, r)
        return _same_table_line(t, g, db, r, as_csv) + (_("; ") + _agrees_words(pairs) if pairs else "")

    def rows() -> Iterable[tuple[Any, bool]]:
        """Every outcome and whether it is a row shown; with ``failed_only`` a clean log of a table only shows
        once the round is read (whether its table is disputed), so the candidates are held (few: a round's
        failures and keyed logs, which ``keyed`` holds anyway) and given in their order at the end."""
        if not failed_only:
            for o in outcomes:
                yield o, counted(o)
            return
        held = [(o, counted(o)) for o in outcomes]
        held = [(o, match) for o, match in held if o.verdict != "clean" or o.key or o.parent]
        same, games = disputes()
        # a settled table is no dispute: its clean logs leave (its ruled-on log and the correction stay, below)
        disputed = ({id(x) for _t, _r, g in same if not settle[id(g)][1] for x in g}
                    | {id(x) for *_x, g in games for x in g})
        failing = {o.match for o, _m in held if o.verdict != "clean" and o.match}
        kept: set[str] = set()  # a failing match's corrections (and theirs): how a judge already settled it
        for o, _m in held:
            if o.parent and (o.parent in failing or o.parent in kept) and o.match:
                kept.add(o.match)
        for o, match in held:
            yield o, match and (o.verdict != "clean" or id(o) in disputed or o.match in kept)

    out = sys.stdout
    if as_json:
        out.write("{\n" + "".join(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},\n"
                                  for k, v in (lead or {}).items()) + '  "matches": [')
        sep = "\n    "
        for o, show in rows():
            if show:
                out.write(sep + json.dumps(o.row(), ensure_ascii=False))
                sep = ",\n    "
        same, games = disputes()
        later = _superseded(ruled, db)
        out.write("\n  ],\n  \"totals\": " + json.dumps(totals.data()))
        extra = {"needs_judge": _needs_judge(unsettled(judge), open_(same), games, _rounds(keyed)),
                 "needs_judge_untabled": [o.ref for o in _untabled(judge)],
                 "unusable_inputs": [{"ref": o.ref, "match": o.match or None, **_error_object(o)} for o in unusable],
                 "skipped": [{"path": k.path, "why": k.why} for left in (skipped or {}).values() for k in left],
                 "same_match": [{"match": m, "refs": r} for m, r in _same_match(seen)],
                 "same_table": [{"table": t, "round": _round_of(g[0]) or None,
                                 "refs": [o.ref for o in _disputing(g)[0]],
                                 "matches": [o.match or None for o in _disputing(g)[0]],
                                 "corrections": [o.ref for o in _disputing(g)[1]],
                                 "diff": _diff_or_none(g, db),
                                 "replace": [o.ref for o in g if not o.match],
                                 "unusable": [{"ref": o.ref, "match": o.stored_id or None, **_error_object(o)}
                                              for o in g if not o.match],
                                 "agrees": [{"correction": c.ref, "log": o.ref} for c, o in settle[id(g)][0]],
                                 "settled": settle[id(g)][1]} for t, _r, g in same],
                 "corrections": [{"ref": o.ref, "match": o.match, "parent": o.parent, "branch_at": o.branch_at or None}
                                 for o in fixes],
                 "table_games": [{"table": t, "round": r or None, "games": gs, "refs": [o.ref for o in g]}
                                 for t, r, gs, g in games],
                 "rulings": [{"match": o.match, "rulings": [f"R{n}" for n in range(1, o.rulings + 1)],
                              **({"superseded_by": {f"R{n}": f"R{by}" for n, by in later[o.match].items()}}
                                 if later.get(o.match) else {})}
                             for o in ruled]}
        for key, value in extra.items():
            out.write(f",\n  {json.dumps(key)}: " + json.dumps(value, ensure_ascii=False))
        out.write("\n}\n")
    elif as_csv:
        from .safe import csv_cell

        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_FIELDS)
        for o, show in rows():
            if show:
                row = o.row()
                row["players"] = " ".join(o.players)
                row["error"] = error_line(o) if o.error else ""  # a sheet a judge reads: in the report's language
                writer.writerow([csv_cell("" if row[k] is None else row[k]) for k in CSV_FIELDS])
        out.flush()
        same, games = disputes()
        multi = _rounds(keyed)
        line = _needs_judge_line(_needs_judge(unsettled(judge), open_(same), games, multi), _untabled(judge), multi)
        if line:  # with the round's other lines, on stderr: stdout stays the CSV
            click.echo(line, err=True)
        for m, r in _same_match(seen):
            click.echo(_same_match_line(m, r), err=True)
        for t, r, g in same:
            click.echo(table_line(t, r, g), err=True)
        for t, _r, gs, _g in games:
            click.echo(_game_table_line(t, gs), err=True)
        if ruled:
            click.echo(_rulings_line(ruled, _superseded(ruled, db)), err=True)
        for o in unusable:
            if o.no_match:
                click.echo(tr("Error: {message}", message=one_line(error_line(o))), err=True)
    else:
        headings = [_(c) for c in COLUMNS]
        widths = [len(c) for c in headings]
        errors: list[str] = []
        legend: dict[tuple[str, str], None] = {}  # the rules of the rows' first violations, in order met
        n_rows = 0
        alt_width = len(headings[-1])
        with tempfile.TemporaryFile("w+", encoding="utf-8") as spool:
            for o, show in rows():
                if o.error:
                    text = error_line(o)
                    errors.append(one_line(f"{o.ref}: {text}" if not o.error.startswith(o.ref) else text))
                if show:
                    if o.first_rule and o.game:
                        legend.setdefault((o.game, o.first_rule), None)
                    cells = _cells(o)
                    # the source as said when the report holds several rounds (known once the round is read)
                    alt = one_line(_source(o, True))
                    widths = [max(w, len(c)) for w, c in zip(widths, cells)]
                    alt_width = max(alt_width, len(alt))
                    spool.write(json.dumps([*cells, alt], ensure_ascii=False) + "\n")
                    n_rows += 1
            spool.seek(0)
            tables, games = disputes()
            multi = _rounds(keyed)
            if multi:
                widths[-1] = alt_width
            pick = (lambda cells: cells[:-2] + cells[-1:]) if multi else (lambda cells: cells[:-1])  # noqa: E731
            fmt = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()  # noqa: E731
            if totals.matches:
                out.write(ntr("Verified {totals}", "Verified {totals}", totals.matches,
                    totals=totals.sentence()) + "\n")
            else:  # only unusable inputs (an empty folder, a pattern matching no file, logs that cannot be read)
                out.write(ntr("No match verified: {n} unusable input.", "No match verified: {n} unusable inputs.",
                              totals.unusable, n=totals.unusable) + "\n")
            if n_rows:  # the unusable logs' rows too: each log given is one row
                out.write("\n" + fmt(headings) + "\n" + fmt(["-" * w for w in widths]) + "\n")
                for line in spool:
                    out.write(fmt(pick(json.loads(line))) + "\n")
        need = _needs_judge_line(_needs_judge(unsettled(judge), open_(tables), games, multi), _untabled(judge), multi)
        if need:  # which tables a judge walks to, plainly, in table order (the rows keep the order given)
            out.write("\n" + need + "\n")
        if legend:  # the rule ids of the table, in words: a judge reads what each forbids without opening it
            out.write("\n" + _("The rules of the first violations:") + "\n"
                      + "".join(_legend_line(g, r) + "\n" for g, r in legend))
        if ruled:
            out.write("\n" + _rulings_line(ruled, _superseded(ruled, db)) + "\n")
        same = _same_match(seen)
        if same:
            out.write("\n" + "".join(_same_match_line(m, r) + "\n" for m, r in same))
        if tables:
            out.write("\n" + "".join(table_line(t, r, g) + "\n" for t, r, g in tables))
        if games:
            out.write("\n" + "".join(_game_table_line(t, gs) + "\n" for t, _r, gs, _g in games))
        if errors:
            out.write("\n" + (_("Unusable input (the other matches were still checked):") if totals.matches
                               else _("Unusable input:")) + "\n")
            out.write("".join(f"  {e}\n" for e in errors))
    out.flush()
    from .batch import skipped_line

    for folder, left in (skipped or {}).items():  # a judge never reads "clean" for a round that was not all read
        click.echo(skipped_line(folder, left), err=True)
    return totals
