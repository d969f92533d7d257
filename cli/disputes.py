"""Commands for settling disputes: registered deck lists held against a match.

``matchledger decklist check MATCH LIST...`` (and ``verify --decklist LIST``
in :mod:`cli.main`). Registered in :mod:`cli.main` with ``cli.add_command``.
"""

from __future__ import annotations

from typing import Any

import click

from .i18n import N_, _, moment, ntr, said, tr
from .options import (Bounded, Command, EXIT_FOUND, SubGroup, db_option, json_option, lang_option, match_argument, naming,
                      report_of_stored, reports_errors)
from .safe import csv_cell, markdown_text, one_line


def read_lists(paths: tuple[str, ...]) -> list[Any]:
    """Every deck list in the LIST files, in order (a file may hold several players' lists). Two lists for one
    player, in one file or two, are refused: which of them counts would depend on the order of the files."""
    from ledger.decklist import read_decklists
    from ledger.errors import LogError

    out: list[Any] = []
    seen: dict[str, Any] = {}
    for path in paths:
        for lst in read_decklists(path):
            first = seen.get(lst.player)
            if first is not None:
                raise LogError(said(N_("a second list for player {player!r} (the first is in {other}, line {line}): "
                                       "one list a player"), player=lst.player, other=first.path,
                                    line=first.line_of("player")), path=path, line=lst.line_of("player"), field="player")
            seen[lst.player] = lst
            out.append(lst)
    return out


def check_lists(log: Any, match_id: str, paths: tuple[str, ...]) -> Any:
    """The :class:`~projections.decklist.DecklistReport` of the LIST files against ``log``."""
    from projections.decklist import check_decklists

    lists = read_lists(paths)
    with naming(log):
        return check_decklists(log, lists, match=match_id)


def all_rules(game: str) -> dict:
    """The engine's rules and the deck-list rules, for rendering violations with their words."""
    from projections import core
    from projections.decklist import RULES

    return {**core.engine(game).RULES, **RULES}


def report_text(report: Any, title: str, ref: str) -> str:
    """A judge's report of a deck-list check, in the layout of ``verify``."""
    from .render import board_then, notes_text, violation_lines

    rules = all_rules(report.game)
    lines = [title, tr("Lists: {lists}", lists=", ".join(f"{r.player} ({r.path})" for r in report.lists))
             if report.lists else _("Lists: none for this match's players")]
    if report.clean:
        lines.append(_("Clean: every list is legal and is the deck the match was played with."))
    else:
        n = len(report.violations)
        lines.append(ntr("{n} finding:", "{n} findings:", n, n=n))
        for v in report.violations:
            lines += [""] + violation_lines(v, rules, report.game)
            if v.seq:
                lines.append(board_then(ref, v.seq))
    lines += [tr("Note: {note}", note=n) for n in notes_text(report)]
    return "\n".join(lines)


@click.group(cls=SubGroup)
def decklist() -> None:
    """Hold players' registered deck lists against a match.

    A LIST is a text file (one `COUNT NAME` a line, `COUNT SERIAL` for
    FFTCG, under `Main deck:` / `Extra deck:` / `Magic stone deck:` /
    `Ruler: NAME` lines, `Player: ID` to start a player's list) or JSON.
    docs/decklists.md describes the format; sample_logs/decklists/ has one
    per game.
    """


@decklist.command(name="check")
@match_argument()
@click.argument("lists", metavar="LIST...", nargs=-1, required=True, type=click.Path(dir_okay=False))
@db_option
@json_option
@lang_option
@reports_errors
def check(match: str, lists: tuple[str, ...], db: str, as_json: bool) -> None:
    """Check registered deck lists against a match: exit 0 clean, 1 if anything differs.

    Each list must name real cards (an unknown name is refused, with the
    closest known names) and be legal for the game. Flagged: a log header
    deck that differs from the list, a card seen in play that the list lacks
    or has fewer copies of (at the event it was seen), a player with no list.

    Example:

    \b
        matchledger decklist check 52b27192 lists/round-1.txt
        matchledger decklist check round-1.jsonl alice.txt bob.txt --json
    """
    from .main import _echo_json, _load, _title

    log, match_id = _load(match, db)
    report = check_lists(log, match_id, lists)
    if as_json:
        import msgspec

        _echo_json(msgspec.to_builtins(report))
    else:
        from .main import shell_arg
        from .options import repeated

        stored = log.path.endswith(f"#{match_id}")
        ref = (match_id[:8] if stored else shell_arg(log.path)) + repeated(stored)
        title = _title(log, match_id)
        click.echo(report_text(report, tr("Deck lists against {title}", title=title[:1].lower() + title[1:]), ref))
    if not report.clean:
        raise click.exceptions.Exit(EXIT_FOUND)


# -- corrections as branches -------------------------------------------------------


def amendments(led: Any, ids: list[str]) -> dict[str, Any]:
    """match id -> its :class:`~ledger.lineage.Amendment`, for the matches that are corrections.

    Reads only each match's header event; a match whose header fails its check is left out (it is refused with
    the audit's line wherever it is itself read).
    """
    import msgspec

    from ledger.errors import IntegrityError
    from ledger.lineage import Amendment

    probe = msgspec.defstruct("Probe", [("amends", Amendment | None, None)])
    decoder = msgspec.json.Decoder(probe)
    out = {}
    for mid in ids:
        try:
            found = decoder.decode(led.read_header(mid).header).amends
        except IntegrityError:  # a damaged match is refused, alone, where it is read: not every other one with it
            if not _whole_match_id(mid):  # the index's own row changed (no match id): the list refused, as before
                raise
            continue
        if found is not None:
            out[mid] = found
    return out


def _whole_match_id(mid: Any) -> bool:
    """Whether ``mid`` is a match id as the index stores one (a UUID's canonical text)."""
    import uuid

    try:
        return str(uuid.UUID(mid)) == mid
    except (ValueError, TypeError, AttributeError):
        return False


def family_order(matches: list[Any], amends: dict[str, Any]) -> list[tuple[Any, int]]:
    """The matches with each branch right under its parent: ``(summary, depth)``, import order otherwise."""
    by_id = {m.id: m for m in matches}
    children: dict[str | None, list[Any]] = {}
    for m in matches:
        parent = amends[m.id].parent if m.id in amends and amends[m.id].parent in by_id else None
        children.setdefault(parent, []).append(m)
    out: list[tuple[Any, int]] = []

    def walk(parent: str | None, depth: int) -> None:
        for m in children.get(parent, []):
            out.append((m, depth))
            walk(m.id, depth + 1)

    walk(None, 0)
    return out


def lineage_lines(match_id: str, own: Any, branches: list[tuple[str, Any]], heads: dict[str, str]) -> list[str]:
    """``show``'s lines naming the parent of a branch and every branch of a match, under ``show``'s labels
    (``heads``: "parent" and "branch", padded to the width of the others)."""
    lines = []
    if own is not None:
        lines.append(heads["parent"] + tr("{parent} (this match corrects it: {what})",
            parent=own.parent, what=correction_words(own)))  # the words name the seq: said once
        lines.append(" " * len(heads["parent"]) + tr("judge {judge}: {reason}",
            judge=one_line(own.judge), reason=one_line(own.reason)))
    lines += [heads["branch"] + branch_words(mid, a) for mid, a in branches]
    return lines


def branch_words(match: str, a: Any) -> str:
    """A correction ``match`` of this match, its branch point said once (the words name the seq, as ``view`` and
    the packet say it): ``bfba5996…: a replacement from seq 12; judge J: reason``; show, explain, the station."""
    return tr("{match}: {what}; judge {judge}: {reason}", match=match, what=correction_words(a),
              judge=one_line(a.judge), reason=one_line(a.reason))


def relation(log_a: Any, id_a: str, log_b: Any, id_b: str, db: str | None = None) -> str | None:
    """How two matches are related by corrections, in a sentence (None: they are not)."""
    return lineage_between(log_a, id_a, log_b, id_b, db)[0]


#: how many corrections of corrections a lineage is followed through (a cycle cannot be stored; this bounds a forgery)
MAX_LINEAGE = 1000


def ancestry(log: Any, match_id: str, db: str | None) -> list[tuple[str, Any]]:
    """The corrections that lead to a match, its own first: ``(match id, its amendment)`` for the match, then
    for its parent, and so on while the parent is a correction stored in the ledger at ``db`` (None: the
    match's own header only). [] for a match that corrects nothing."""
    own = getattr(log.header, "amends", None)
    if own is None:
        return []
    chain = [(match_id, own)]
    from .main import _exists, _ledger

    if db is None or not _exists(db):
        return chain
    from ledger.errors import StoreError

    with _ledger(db) as led:
        seen = {match_id}
        while len(chain) < MAX_LINEAGE:
            parent = chain[-1][1].parent
            if parent in seen:
                break
            seen.add(parent)
            try:
                found = amendments(led, [led.resolve(parent)])
            except StoreError:
                break  # the parent is not stored here: the lineage is known as far as its header says
            if parent not in found:
                break
            chain.append((parent, found[parent]))
    return chain


def _step_words(match_id: str, a: Any) -> str:
    return tr("{match} corrects {parent} ({what}; judge {judge}: {reason})", match=match_id[:8],
              parent=a.parent[:8], what=correction_words(a), judge=one_line(a.judge),
              reason=one_line(a.reason))  # the words name the branch point: said once


def lineage_between(log_a: Any, id_a: str, log_b: Any, id_b: str,
                    db: str | None = None) -> tuple[str | None, int | None]:
    """How two matches are related by corrections, in a sentence (None: they are not), and the branch point
    where the one descending from the other parts from it (None: neither descends from the other).

    A correction of a correction is followed through the parents stored in the ledger at ``db``: the
    branch point of a descendant is the first of its corrections' branch points (the events before it are
    the ancestor's)."""
    a, b = getattr(log_a.header, "amends", None), getattr(log_b.header, "amends", None)
    if b is not None and b.parent == id_a:
        return tr("B is a correction of A: {what}; judge {judge}: {reason}",  # the words name the branch point
            what=correction_words(b), judge=one_line(b.judge), reason=one_line(b.reason)), b.at
    if a is not None and a.parent == id_b:
        return tr("A is a correction of B: {what}; judge {judge}: {reason}",
            what=correction_words(a), judge=one_line(a.judge), reason=one_line(a.reason)), a.at
    if a is not None and b is not None and a.parent == b.parent:
        return tr("A and B are both corrections of {parent} (from seq {a} and seq {b})",
            parent=a.parent, a=a.at, b=b.at), None
    for younger, older, log, template in (
            (id_b, id_a, log_b, N_("B descends from A through corrections: {steps}")),
            (id_a, id_b, log_a, N_("A descends from B through corrections: {steps}"))):
        chain = ancestry(log, younger, db)
        parents = [amended.parent for _mid, amended in chain]
        if older in parents:
            steps = chain[:parents.index(older) + 1][::-1]  # from the older match down
            return (tr(template, steps="; ".join(_step_words(mid, amended) for mid, amended in steps)),
                    min(amended.at for _mid, amended in steps))
    return None, None


def typed_words(option: str, value: str) -> str:
    """A judge's words as given on the command line; refused if they hold bytes that are not UTF-8.

    A shell passes such bytes (a Latin-1 terminal, a pasted file name) as lone
    surrogates (``\\udce9``), which no ledger can store: refused here, in one
    line naming the option, before anything is written.
    """
    from .options import UnusableInput

    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        code = ord(value[exc.start])
        shown = value if len(value) <= 60 else value[:60] + "..."
        if 0xdc80 <= code <= 0xdcff:
            what = said(N_("byte 0x{byte:02x}"), byte=code - 0xdc00)
        else:
            what = said(N_("character U+{code:04X}"), code=code)
        raise UnusableInput(said(N_("{option} {shown!r}: {what} at column {col} is not UTF-8 text: "
                                    "set the terminal to UTF-8 and type it again"),
                                 option=option, shown=shown, what=what, col=exc.start + 1)) from None
    return value


def correction_words(a: Any) -> str:
    """What amendment ``a`` did, in words (``event 5 left out``): ``show``, ``list``, ``diff`` and the packet say it.

    The amendment does not keep how many events were replaced or inserted: words that fit one or many."""
    return {"replace": _("a replacement from seq {seq}"), "insert": _("an insertion before seq {seq}"),
            "drop": _("event {seq} left out")}[a.action].format(seq=a.at)


def _stated_seqs(data: bytes, path: str, lines: list[int], at: int) -> None:
    """Refuse a correction FILE line whose stated ``seq`` is not its place in the branch (event ``at + i`` for
    the file's i-th event): the branch numbers the events, so a seq that says another place is a line meant for
    another branch point, never silently renumbered. A line with no seq, or the right one, is accepted."""
    import msgspec

    from ledger.errors import LogError

    raw = data.removeprefix(b"\xef\xbb\xbf").split(b"\n")
    for i, lineno in enumerate(lines):
        obj = msgspec.json.decode(raw[lineno - 1])  # parse_events read it: a JSON object
        if "seq" in obj and (type(obj["seq"]) is not int or obj["seq"] != at + i):
            raise LogError(said(N_("the line says seq {stated}, but it is event {seq} of the correction from --at "
                                   "{at}: give seq {seq} or leave seq out"),
                                stated=one_line(msgspec.json.encode(obj["seq"]).decode()), seq=at + i, at=at),
                           path=path, line=lineno, field="$.seq")


@click.command(cls=Command)
@match_argument()
@click.option("--at", "at", type=Bounded(min=1), required=True, metavar="SEQ",
              help="The branch point: the first event the correction changes.")
@click.option("--replace", "replace", type=click.Path(dir_okay=False), metavar="FILE",
              help="Event lines that take the place of the events from SEQ on, one for one.")
@click.option("--insert", "insert", type=click.Path(dir_okay=False), metavar="FILE",
              help="Event lines to put before event SEQ.")
@click.option("--drop", is_flag=True, help="Leave event SEQ out.")
@click.option("--reason", required=True, metavar="TEXT", help="Why the log is corrected (the judge's words).")
@click.option("--judge", required=True, metavar="NAME", help="The judge who decided the correction.")
@db_option
@json_option
@lang_option
@reports_errors
def amend(match: str, at: int, replace: str | None, insert: str | None, drop: bool, reason: str, judge: str,
          db: str, as_json: bool) -> None:
    """Correct a stored match as a new match (a branch); the original stays exactly as it was.

    The branch holds the original's events 1..SEQ-1, then the correction,
    and the rest of the original numbered on. Its header names the parent
    match, the branch point, the reason and the judge. FILE holds one or
    more event lines in the log format (their seq is set by the branch), or
    the rest of a corrected log (a header line first is skipped). An amend
    that changes nothing is refused. A branch can be amended in turn.

    Example:

    \b
        matchledger amend 52b27192 --at 5 --drop --reason "draw taken twice" --judge "R. Lee"
        matchledger amend 52b27192 --at 5 --replace fix.jsonl --reason "wrong card drawn" --judge "R. Lee"
    """
    from ledger.errors import UnknownCardError
    from ledger.lineage import chain_heads, make_branch
    from projections import core
    from projections.names import check_names

    from .main import _echo_json, _ledger, _stored_ref

    reason, judge = typed_words("--reason", reason), typed_words("--judge", judge)
    chosen = [name for name, on in (("--replace", replace), ("--insert", insert), ("--drop", drop)) if on]
    if len(chosen) != 1:
        from .options import Usage

        raise Usage(said(N_("give one of --replace FILE, --insert FILE or --drop")))
    match = _stored_ref(match, db, what=N_("amend corrects a stored match"))
    with _ledger(db) as led:
        parent_id = led.resolve(match)
        parent = led.load(parent_id)
        events: list[Any] = []
        lines: list[int] = []  # each event's line in the correction file
        path = replace or insert
        if path:
            from ledger.limits import read_bounded_as
            from ledger.lineage import _AS_CORRECTION, parse_events

            data = read_bounded_as(path, _AS_CORRECTION)  # as read_events reads it, kept for the stated seqs
            events = parse_events(data, path, parent.game, {p.id for p in parent.header.players}, lines)
        heads = chain_heads(parent)
        action = chosen[0].lstrip("-")
        branch = make_branch(parent, parent_id, heads[min(at, len(heads)) - 1], at=at, action=action,
                             events=events, reason=reason, judge=judge)
        try:
            with naming(branch):  # what verify would refuse as unusable (an unknown card) is not stored
                check_names(branch, core.new_board(branch))
        except UnknownCardError as exc:
            seq = exc.line - 1  # the branch's line n + 1 is its event n
            if path and at <= seq < at + len(events):  # an event of the correction file: name the file's line
                raise UnknownCardError(exc.reason, path=path, line=lines[seq - at], field=exc.field) from None
            raise
        if path:  # a line whose stated seq is another place than its own: refused, never renumbered
            _stated_seqs(data, path, lines, at)
        (stored,) = led.import_logs([branch], what=said(N_("the correction of match {match}"), match=parent_id))
    with report_of_stored():  # stored: a stdout that fails loses only the report, and says so
        if as_json:
            _echo_json({"match": stored.match_id, "parent": parent_id, "at": at, "action": action,
                        "events": len(branch.events), "reason": branch.header.amends.reason,
                        "judge": branch.header.amends.judge, "already_stored": stored.duplicate})
            return
        if stored.duplicate:  # the same correction again (a command run twice): reported, as import reports a log
            click.echo(tr("{match}  this correction is already stored as {match}; nothing new was stored",
                match=stored.match_id))
            return
        click.echo(ntr("{match}  correction of {parent} ({what}; {n} event)",  # the words name the branch point
                            "{match}  correction of {parent} ({what}; {n} events)", len(branch.events),
            match=stored.match_id, parent=parent_id, what=correction_words(branch.header.amends), n=len(branch.events)))
        click.echo(tr("Judge {judge}: {reason}", judge=one_line(judge), reason=one_line(reason)))
        from .options import repeated

        click.echo(tr("The original is unchanged. Check the branch: matchledger verify {match}",
            match=stored.match_id[:8] + repeated()))


# -- rulings ------------------------------------------------------------------------


def load_rulings(ref: str, match_id: str, db: str) -> list[Any]:
    """The rulings of MATCH: a stored match's, or, for a log file, those of its match (``match_id``, the file's
    digest) when the ledger at ``db`` stores it, as its id would show them ([] when it does not: rulings live
    in the ledger)."""
    from .main import _is_file, _ledger_if_any
    from .packet import Packet, is_packet

    if is_packet(ref):  # an appeals packet: the rulings it holds, with their hashes
        return Packet(ref).rulings(match_id)  # their hashes checked: refused when one was edited or dropped
    from ledger.errors import StoreError
    from ledger.rulings import rulings_of

    with _ledger_if_any(db) as led:  # no ledger (no file, an empty database): no rulings
        if led is None:
            return []
        if _is_file(ref):
            try:
                led.resolve(match_id)  # a whole id: stored or not
            except StoreError:
                return []
        return rulings_of(led, match_id)


def parent_rulings(ref: str, log: Any, db: str) -> list[Any]:
    """A correction's parent's rulings behind it: those at or before its branch point (a ruling on the match
    as a whole too), from an appeals packet's sources (checked with the packet's own rulings) or, for a stored
    correction, from the ledger where the parent is stored; [] for a match that corrects nothing."""
    own = getattr(log.header, "amends", None)
    if own is None:
        return []
    from .main import _exists, _is_file, _ledger
    from .packet import Packet, is_packet

    if is_packet(ref):
        pk = Packet(ref)
        parent = pk.lineage().get("parent")
        found = pk._rulings(parent.get("rulings")) if isinstance(parent, dict) else []
    elif _is_file(ref) or not _exists(db):
        return []
    else:
        from ledger.errors import StoreError
        from ledger.rulings import rulings_of

        with _ledger(db) as led:
            try:
                found = rulings_of(led, led.resolve(own.parent))
            except StoreError:
                return []  # the parent is not stored here
    return sorted((r for r in found if r.seq <= own.at), key=lambda r: (r.seq, r.number))


def ancestor_rulings(ref: str, match_id: str, log: Any, db: str) -> list[tuple[str, list[Any]]]:
    """A correction of a correction: the rulings behind it on each match above its parent, up to the original
    log, as ``(that match's id, its rulings at or before the chain's branch point)``, nearest first; from an
    appeals packet's sources or from the ledger at ``db``. [] for a match that is no correction of a correction."""
    own = getattr(log.header, "amends", None)
    if own is None:
        return []
    from .main import _exists, _is_file, _ledger
    from .packet import Packet, is_packet

    out: list[tuple[str, list[Any]]] = []
    at = own.at
    if is_packet(ref):
        pk = Packet(ref)
        steps = pk.lineage().get("ancestors")
        for c in steps if isinstance(steps, list) else []:
            if not isinstance(c, dict):
                continue
            at = min(at, int(c.get("at") or at))
            found = pk._rulings(c.get("rulings"))
            out.append((str(c.get("parent") or ""), sorted((r for r in found if r.seq <= at),
                                                            key=lambda r: (r.seq, r.number))))
        return [(m, rs) for m, rs in out if rs]
    if _is_file(ref) or not _exists(db):
        return []
    from ledger.errors import StoreError
    from ledger.rulings import rulings_of

    chain = ancestry(log, match_id, db)
    with _ledger(db) as led:
        for _mid, a in chain[1:]:
            at = min(at, a.at)
            try:
                found = rulings_of(led, led.resolve(a.parent))
            except StoreError:
                break  # not stored here
            out.append((a.parent, sorted((r for r in found if r.seq <= at), key=lambda r: (r.seq, r.number))))
    return [(m, rs) for m, rs in out if rs]


def to_the_second(stamp: Any) -> str:
    """A stored date and time as :func:`cli.i18n.moment` writes it, to the second (French and Italian
    "27/11/2026 23:29:33 UTC"; English as stored): two rulings a minute apart, or seconds apart, stay apart."""
    from datetime import datetime, timezone

    from . import i18n

    pattern = i18n._MOMENTS.get(i18n.current())
    if not pattern or not isinstance(stamp, str):
        return moment(stamp)
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if when.tzinfo is None:
        return stamp
    return when.astimezone(timezone.utc).strftime(pattern.replace("%H:%M", "%H:%M:%S"))


def ruling_head(r: Any) -> str:
    """``R2 at seq 5 (supersedes R1), judge R. Lee, 2026-11-25T10:47:00+00:00``."""
    where = tr("seq {seq}", seq=r.seq) if r.seq else _("the match as a whole")
    links = []
    if r.supersedes:
        links.append(tr("supersedes R{n}", n=r.supersedes))
    if r.superseded_by:
        links.append(tr("superseded by R{n}", n=r.superseded_by))
    more = f" ({'; '.join(links)})" if links else ""
    return tr("R{n} at {where}{more}, judge {judge}, {when}", n=r.number, where=where, more=more,
              judge=one_line(r.judge), when=to_the_second(r.recorded_at))


def rulings_text(rulings: list[Any], violations: list[Any] = ()) -> str:
    """The judge's rulings as a block of ``verify``: each at its event, with that event's violations named."""
    if not rulings:
        return ""
    at: dict[int, list[str]] = {}
    for v in violations:
        at.setdefault(v.seq, []).append(v.rule)
    lines = [tr("Rulings ({n}):", n=len(rulings))]
    for r in sorted(rulings, key=lambda r: (r.seq, r.number)):
        flagged = tr("  [the event's violation: {rules}]", rules=", ".join(at[r.seq])) if r.seq in at else ""
        lines.append(f"  {ruling_head(r)}{flagged}")
        lines.append(f"    {one_line(r.text)}")
    return "\n".join(lines)


def rulings_by_seq(rulings: list[Any]) -> dict[int, list[str]]:
    """seq -> the lines ``replay`` shows under the board after that event."""
    out: dict[int, list[str]] = {}
    for r in rulings:
        out.setdefault(r.seq, []).append(tr("Ruling {head}: {text}", head=ruling_head(r), text=one_line(r.text)))
    return out


def rulings_markdown(rulings: list[Any]) -> list[str]:
    """The ``## Rulings`` section of the Markdown transcript."""
    if not rulings:
        return []
    return ["", _("## Rulings"), "", *(markdown_text(line) for line in ruling_items(rulings))]


def ruling_items(rulings: list[Any]) -> list[str]:
    """The rulings as Markdown list items, in event order, their HTML not escaped yet (the caller escapes the
    document they go into, once); the caller gives them a heading."""
    return [f"- **{ruling_head(r)}** — {one_line(r.text)}" for r in sorted(rulings, key=lambda r: (r.seq, r.number))]


def rulings_section(rulings: list[Any], fmt: str) -> bytes:
    """The rulings as a section after the events: CSV rows under their own header, or JSON lines."""
    import csv
    import io

    import msgspec

    if not rulings:
        return b""
    if fmt == "jsonl":
        return b"\n" + b"".join(msgspec.json.encode({"ruling": r.number, "seq": r.seq, "judge": r.judge,
                                                     "recorded_at": r.recorded_at, "supersedes": r.supersedes,
                                                     "superseded_by": r.superseded_by, "text": r.text,
                                                     "hash": r.hash}) + b"\n" for r in rulings)
    buf = io.StringIO(newline="")
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow([])
    writer.writerow(["ruling", "seq", "judge", "recorded_at", "supersedes", "superseded_by", "text"])
    for r in rulings:
        writer.writerow([f"R{r.number}", r.seq, csv_cell(r.judge), r.recorded_at, f"R{r.supersedes}" if r.supersedes else "",
                         f"R{r.superseded_by}" if r.superseded_by else "", csv_cell(r.text)])
    return buf.getvalue().encode()


@click.command(cls=Command)
@match_argument()
@click.argument("text", nargs=-1, required=True, metavar="TEXT")
@click.option("--at", "at", type=Bounded(min=0), required=True, metavar="SEQ",
              help="The event the ruling is about (0: the set-up or the whole match).")
@click.option("--judge", required=True, metavar="NAME", help="The judge who rules.")
@click.option("--supersedes", metavar="R", help="An earlier ruling this one replaces (R1, or 1); it stays, marked.")
@db_option
@json_option
@lang_option
@reports_errors
def note(match: str, text: tuple[str, ...], at: int, judge: str, supersedes: str | None, db: str,
         as_json: bool) -> None:
    """Record a judge's ruling or remark about an event of a stored match.

    Rulings go to the match's own rulings stream, never among its game
    events: the match's digest and hash chain do not change. A ruling is
    never edited; a later one can supersede it (--supersedes R1). They show
    in verify, replay, show and export (md; csv and jsonl with --rulings).

    Example:

    \b
        matchledger note 52b27192 --at 5 --judge "R. Lee" "Pass recorded twice at the table; no penalty."
        matchledger note 52b27192 --at 5 --judge "A. Chief" --supersedes R1 "On appeal: a warning for bob."
    """
    from ledger.rulings import add_ruling

    from .main import _echo_json, _exists, _ledger, _stored_ref
    from .options import UnusableInput

    judge = typed_words("--judge", judge)
    text = tuple(typed_words("TEXT", t) for t in text)
    match = _stored_ref(match, db, what=N_("a ruling belongs to a stored match"))
    if not _exists(db):
        raise UnusableInput(said(N_("a ruling belongs to a stored match; {match!r} is not one in {db} (import it first)"),
                                 match=match, db=db))
    before = None
    if supersedes is not None:
        digits = supersedes.strip().upper().lstrip("R")
        # isdigit() alone takes '²' and '١', which int() refuses; more than 9 digits names no ruling.
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 9:
            raise UnusableInput(said(N_("--supersedes {ruling!r}: name a ruling as R1, R2... (see `show`)"),
                                     ruling=supersedes))
        before = int(digits)
    with _ledger(db) as led:
        match_id = led.resolve(match)
        events = led.read_header(match_id).events
        problems = led.check_integrity(match_id)  # no ruling on evidence that fails its check: refused as readers do
        if problems:
            from ledger.errors import IntegrityError
            from ledger.store import refusal

            raise IntegrityError(refusal(match_id, led.name, problems))
        ruling = add_ruling(led, match_id, events=events, seq=at, judge=judge, text=" ".join(text),
                            supersedes=before)
    with report_of_stored():  # stored: a stdout that fails loses only the report, and says so
        if as_json:
            import msgspec

            _echo_json({"match": match_id, **msgspec.to_builtins(ruling)})
            return
        click.echo(f"{ruling_head(ruling)}")
        click.echo(f"  {one_line(ruling.text)}")
        click.echo(tr("Recorded in the rulings of {match}; the match itself is unchanged.", match=match_id))


# -- the lineage as the appeals committee reads it (packet, md, view) -----------------

#: how many changed events of one correction are shown (a correction is a few events; this bounds a forgery)
MAX_SHOWN_EVENTS = 20


def _changed(a: Any, parent: Any, branch: Any) -> tuple[list[int], list[int]]:
    """The seqs of the parent's events a correction took out or replaced, and of the branch's events it put in."""
    from ledger.log import encode_line

    at = a.at
    if a.action == "drop":
        return [at], []
    if a.action == "insert":
        k = max(len(branch.events) - len(parent.events), 0)
        return [], list(range(at, at + k))
    last = at - 1  # replace: one for one, the parent's later events follow
    for i in range(at - 1, min(len(parent.events), len(branch.events))):
        pe, be = parent.events[i], branch.events[i]
        if encode_line(pe) != encode_line(be):
            last = i + 1
    seqs = list(range(at, last + 1)) or [at]
    return seqs, seqs


def _event_words(log: Any, seqs: list[int]) -> list[dict]:
    """Each event ``seq`` of ``log`` as ``{"seq", "words", "line"}``: as ``diff`` says it, and its JSON line."""
    from ledger.log import encode_line

    from .main import _board_after
    from .options import naming
    from .render import describe

    out = []
    for seq in seqs[:MAX_SHOWN_EVENTS]:
        if not 1 <= seq <= len(log.events):
            continue
        ev = log.events[seq - 1]
        with naming(log):
            board, read = _board_after(log, seq)
            words = describe(ev, board, read=read)
        out.append({"seq": seq, "words": words, "line": encode_line(ev).decode().rstrip("\n")})
    return out


def _correction(a: Any, parent: Any, branch: Any, when: str) -> dict:
    import msgspec

    facts = {**msgspec.to_builtins(a), "when": when, "was": [], "now": []}
    if parent is not None and branch is not None:
        was, now = _changed(a, parent, branch)
        facts["was"], facts["now"] = _event_words(parent, was), _event_words(branch, now)
    return facts


def _root_violations(log: Any, match_id: str) -> list[dict]:
    """The root violations of a stored match, as the packet names them: ``[{"seq", "rule"}]``."""
    from .main import _verify

    return [{"seq": v.seq, "rule": v.rule} for v in _verify(log, match_id).violations if v.caused_by is None]


def _ancestors(led: Any, summaries: dict, mid: str, log: Any, seen: set) -> list[dict]:
    """Above a correction's parent ``mid`` (its log ``log``), when that parent is a correction too: each step up
    to the original log, as the parent's facts are (the step's match ``match``, what it corrected, when, the
    events it changed, the rulings and root violations of the match it corrected)."""
    import msgspec

    from ledger.errors import MatchledgerError
    from ledger.rulings import rulings_of

    out: list[dict] = []
    while len(out) < MAX_LINEAGE:
        a = getattr(log.header, "amends", None)
        if a is None:
            break
        problem = ""
        try:
            up = led.load(a.parent) if a.parent in summaries and a.parent not in seen else None
            rulings = [msgspec.to_builtins(r) for r in rulings_of(led, a.parent)] if up is not None else []
        except MatchledgerError as exc:  # it fails its own check: named so, the chain known as far as it reads
            up, rulings, problem = None, [], str(exc)
        seen.add(a.parent)
        step = {"match": mid, **_correction(a, up, log, summaries[mid].imported_at if mid in summaries else ""),
                "rulings": rulings}
        if up is not None:
            step["violations"] = _root_violations(up, a.parent)
        if problem:
            step["unreadable"] = problem
        out.append(step)
        if up is None:
            break  # the match it corrects is not stored here: the chain is known as far as its header says
        mid, log = a.parent, up
    return out


def _descendants(led: Any, summaries: dict, known: dict, under: list[str], seen: set) -> list[dict]:
    """The corrections of the corrections ``under`` (and of theirs), each with what it corrects (``parent``)."""
    from ledger.errors import MatchledgerError

    out: list[dict] = []
    todo = [m for m in under]
    seen = seen | set(todo)
    while todo and len(out) < MAX_LINEAGE:
        up = todo.pop(0)
        for mid, a in known.items():
            if a.parent == up and mid not in seen:
                seen.add(mid)
                try:
                    parent, branch = led.load(up), led.load(mid)
                except MatchledgerError:  # one of them fails its own check (its readers say so): named, no events
                    parent = branch = None
                out.append({"match": mid, **_correction(a, parent, branch, summaries[mid].imported_at)})
                todo.append(mid)
    return out


def lineage_facts(ref: str, match_id: str, log: Any, db: str) -> dict:
    """The corrections around a match as plain data, for the packet (which embeds them), the Markdown export
    and the page: ``{"parent": {...} or None, "branches": [{...}]}``; each correction with its amendment
    (``parent``, ``at``, ``action``, ``judge``, ``reason``, ``parent_head``), when it was stored (``when``,
    "" when unknown), the parent's events it took out or replaced (``was``) and the events it put in
    (``now``); the parent's also with the parent's rulings (``rulings``)."""
    import msgspec

    from .main import _exists, _is_file, _ledger

    from .packet import Packet, is_packet

    own = getattr(log.header, "amends", None)
    out: dict = {"match": match_id, "parent": None, "branches": []}
    if is_packet(ref):  # an appeals packet: the corrections it holds (the parent's rulings checked)
        pk = Packet(ref)
        pk.rulings(match_id)
        facts = {**out, **pk.lineage(), "match": match_id}
        try:
            lineage_items(facts)
        except (KeyError, TypeError, ValueError, AttributeError):  # corrections matchledger never wrote
            from ledger.errors import LogError

            raise LogError(said(N_("an appeals packet whose sources (its last section) are missing or cut short")),
                           path=ref, line=pk.sources_line) from None
        return facts
    if _is_file(ref) or not _exists(db):
        if own is not None:
            out["parent"] = {**_correction(own, None, None, ""), "rulings": []}
        return out
    from ledger.rulings import rulings_of

    with _ledger(db) as led:
        summaries = {m.id: m for m in led.list_matches()}
        if own is not None:
            parent = led.load(own.parent) if own.parent in summaries else None
            # imported alone from another ledger: its date here is the copy's, not the correction's
            when = summaries[match_id].imported_at if match_id in summaries and parent is not None else ""
            out["parent"] = {**_correction(own, parent, log, when),
                             "rulings": [msgspec.to_builtins(r) for r in rulings_of(led, own.parent)]
                             if parent is not None else []}
            if parent is None and match_id in summaries:
                out["parent"]["elsewhere"] = summaries[match_id].imported_at
            if parent is not None:
                out["parent"]["violations"] = _root_violations(parent, own.parent)
                ancestors = _ancestors(led, summaries, own.parent, parent, {match_id, own.parent})
                if ancestors:  # a correction of a correction: the whole chain up to the original log
                    out["ancestors"] = ancestors
        known = amendments(led, list(summaries))
        for mid, a in known.items():
            if a.parent == match_id:
                out["branches"].append({"match": mid, **_correction(a, log, led.load(mid), summaries[mid].imported_at)})
        later = _descendants(led, summaries, known, [b["match"] for b in out["branches"]], {match_id})
        if later:  # the corrections of its corrections, each under the correction it corrects
            out["later"] = later
        from .packet import table_others

        others = table_others(led, match_id, log)
        if others:  # a disputed table: its other logs, as the packet names them (the packet takes them apart)
            out["same_table"] = others
    return out


def lineage_items(facts: dict, *, events: bool = True, again: str | None = None) -> list[str]:
    """The corrections around a match as Markdown list items (HTML not escaped yet): the parent it corrects
    and its branches, each with when, by whom and why, the chain hash that ties it to its parent and, with
    ``events``, the events it took out or replaced and those it put in; then the parent's rulings. ``again``:
    the options the other logs' ``diff`` command carries, for a caller with no command line (the station)."""
    from types import SimpleNamespace

    import msgspec

    from ledger.ruling import Ruling

    out: list[str] = []
    if facts.get("same_table"):  # show, view, the station: the other logs of its table, each with its diff
        from .packet import other_log_items

        out += other_log_items(facts["same_table"], str(facts.get("match") or ""), again)

    def details(c: dict, parent: str, branch: str) -> None:
        if c.get("when"):
            out.append("  " + tr("- Stored {when}", when=to_the_second(c["when"])))
        if c.get("parent_head"):
            out.append("  " + tr("- The parent's chain hash before the branch point (parent_head): `{head}`",
                                 head=one_line(c["parent_head"])))
        if not events:
            return
        for e in c.get("was") or []:
            out.append("  " + tr("- Event {seq} of match {match} (taken out or replaced): {event} — `{line}`",
                                 seq=e["seq"], match=parent[:8], event=one_line(e["words"]),
                                 line=one_line(e["line"]).replace("`", "'")))
        for e in c.get("now") or []:
            out.append("  " + tr("- Event {seq} of match {match} (put in): {event} — `{line}`",
                                 seq=e["seq"], match=branch[:8], event=one_line(e["words"]),
                                 line=one_line(e["line"]).replace("`", "'")))

    p = facts.get("parent")
    if p is not None:
        out.append(tr("- This log is a correction of match {parent}: {what}; judge {judge}: {reason}",
            parent=one_line(p["parent"]), what=correction_words(SimpleNamespace(**p)), judge=one_line(p["judge"]),
            reason=one_line(p["reason"])))
        details(p, p["parent"], facts.get("match", ""))
        if p.get("elsewhere"):  # the correction imported without its parent: the chain is partial, said so
            out.append("  " + tr("- Match {parent} is not in the ledger this packet was written from (this "
                                 "correction was imported there alone, {when}): the events it changed, the date it "
                                 "was made and the rulings on {parent} are in the packet written where both are "
                                 "stored", parent=one_line(p["parent"])[:8], when=to_the_second(p["elsewhere"])))
    for b in facts.get("branches") or []:
        out.append(tr("- Corrected by match {match}: {what}; judge {judge}: {reason}",
            match=b["match"], what=correction_words(SimpleNamespace(**b)), judge=one_line(b["judge"]),
            reason=one_line(b["reason"])))
        details(b, facts.get("match", ""), b["match"])
    for c in facts.get("later") or []:
        out.append(tr("- Corrected in turn by match {match}, a correction of match {parent}: {what}; judge {judge}: "
                      "{reason}", match=one_line(c["match"]), parent=one_line(c["parent"]),
                      what=correction_words(SimpleNamespace(**c)), judge=one_line(c["judge"]),
                      reason=one_line(c["reason"])))
        details(c, c["parent"], c["match"])

    def verdict(c: dict) -> None:
        found = c.get("violations")
        if found:  # the inner tr on its own line: Babel's extractor does not see a tr nested in another's arguments
            rules = "; ".join(tr("{rule} at seq {seq}", rule=one_line(v["rule"]), seq=int(v["seq"])) for v in found)
            out.append(tr("- The violations on match {match}: {rules}", match=one_line(c["parent"]), rules=rules))

    if p is not None:
        verdict(p)
    if p is not None and p.get("rulings"):
        out.append(tr("- The rulings on match {parent}, which this log corrects:", parent=one_line(p["parent"])))
        rulings = [msgspec.convert(r, Ruling) for r in p["rulings"]]
        out += ["  " + item for item in ruling_items(rulings)]
    for c in facts.get("ancestors") or []:  # a correction of a correction: every step up to the original log
        out.append(tr("- Match {match}, which this log descends from, is a correction of match {parent}: {what}; "
                      "judge {judge}: {reason}", match=one_line(c["match"]), parent=one_line(c["parent"]),
                      what=correction_words(SimpleNamespace(**c)), judge=one_line(c["judge"]),
                      reason=one_line(c["reason"])))
        details(c, c["parent"], c["match"])
        if c.get("unreadable"):
            out.append("  " + tr("- Match {parent} cannot be read from this ledger: {problem}",
                                 parent=one_line(c["parent"])[:8], problem=one_line(c["unreadable"])))
        verdict(c)
        if c.get("rulings"):
            out.append(tr("- The rulings on match {parent}, which this log descends from:",
                          parent=one_line(c["parent"])))
            out += ["  " + item for item in ruling_items([msgspec.convert(r, Ruling) for r in c["rulings"]])]
    return out


def parent_integrity(ref: str, log: Any, db: str) -> dict | None:
    """A stored correction's parent, stored in the ledger at ``db``, checked: ``{"match": its id, "ledger": the
    ledger's name, "problems": what its integrity check finds ([]: intact)}``; None for a file, a match that corrects
    nothing or a parent not stored here (nothing checked). What ``verify --json`` and ``show --json`` give as
    ``parent_integrity``, and :func:`warn_failing_parent` says."""
    from .main import _is_file

    if _is_file(ref):
        return None
    return parent_checked(getattr(log.header, "amends", None), db)


def parent_checked(own: Any, db: str) -> dict | None:
    """:func:`parent_integrity` of a stored match whose amendment is ``own`` (None: it corrects nothing)."""
    if own is None:
        return None
    from ledger.errors import StoreError

    from .main import _exists, _ledger

    if not _exists(db):
        return None
    with _ledger(db) as led:
        try:
            parent = led.resolve(own.parent)
        except StoreError:
            return None  # not stored here
        problems = led.check_integrity(parent)
        name = led.name
    return {"match": parent, "ledger": name, "problems": list(problems)}


def parent_integrity_data(checked: dict | None) -> dict | None:
    """``parent_integrity`` of ``verify --json`` and ``show --json``: a stored correction's parent, checked, as
    ``{"match": its id, "intact": bool, "problems": [sentence, ...]}``; None (null) when nothing was checked (a log
    file, a match that corrects nothing, a parent this ledger does not store)."""
    if checked is None:
        return None
    problems = [str(p) for p in checked["problems"]]
    return {"match": checked["match"], "intact": not problems, "problems": problems}


def warn_parent_elsewhere(stored: list, db: str) -> None:
    """``import``: a correction stored without the match it corrects (exported from another ledger) says so in one
    line on stderr: its packet, show and explain cannot name the events it changed nor that match's rulings."""
    from .main import _ledger

    with _ledger(db) as led:
        held = {m.id for m in led.list_matches()}
        found = amendments(led, [r.match_id for r in stored if r.match_id in held])
    for r in stored:
        a = found.get(r.match_id)
        if a is not None and a.parent not in held:
            click.echo(tr("{path}: match {match} is a correction of match {parent}, which is not in this ledger: the "
                          "events it changed and the rulings on {parent} are not shown with it (import that match "
                          "too, or read the packet written where both are stored)", path=one_line(r.path),
                          match=r.match_id[:8], parent=a.parent[:8]), err=True)


def warn_failing_parent(ref: str, log: Any, db: str, checked: Any = ...) -> dict | None:
    """A stored correction whose parent, stored in the ledger at ``db``, fails its integrity check: one line on
    stderr (the correction itself is read: its own chain holds), as ``diff`` and a packet export refuse the
    parent. Nothing for a file, a match that corrects nothing or a parent not stored here. ``checked``: the
    :func:`parent_integrity` already found, None included (else found here); returned, for the ``--json``."""
    if checked is ...:
        checked = parent_integrity(ref, log, db)
    if checked is not None and checked["problems"]:
        from .i18n import reason

        parent = checked["match"]
        first = str(reason(checked["problems"][0]))
        first = first.removeprefix(f"match {parent}: ")
        click.echo(tr("Note: its parent, match {parent} in {db}, fails its integrity check: {problem} "
                      "(`matchledger audit` says what changed); this correction's own events are intact",
                      parent=parent, db=one_line(checked["ledger"]), problem=one_line(first)), err=True)
    return checked
