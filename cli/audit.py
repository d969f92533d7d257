"""``matchledger audit`` and ``matchledger sign``: is the whole ledger what was imported?

``audit`` checks every match's hash chain, the match index against the
events, each header's stored game, import time and what it says its log left
out, every board snapshot against a refold, SQLite's own integrity check and
the guards on stored events, and prints the ledger head; with ``--digests
FILE`` (a published list) or ``--key PUB`` (a list signed by the organiser)
it also finds matches deleted, added or replaced whole. Exit 0 clean, 1 if
anything was found, 2 if there is no ledger to audit.

``sign`` signs the digests of every match and the ledger head with the
organiser's Ed25519 key.
"""

from __future__ import annotations

import json
import os
from typing import Any

import click

from .i18n import NP_, N_, _, ntr, number, reason, said, tr
from .options import (
    Command, EXIT_FOUND, UnusableInput, db_option, json_option, lang_option, refuse_overwriting, reports_errors,
    without_password, write_output,
)


def _next_to(db: str, option: str) -> None:
    """Refuse a ledger in a database where the signed list's default file, DB.signed.json, is named after a
    ledger file: the list is then named with ``option``."""
    from ledger.backends import masked

    from .main import _in_database

    if _in_database(db):
        raise UnusableInput(said(N_("the ledger {db} is in a database, not a file: name the signed list's file "
                                    "with {option}"), db=masked(db), option=option))


def _open(db: str, *, to_sign: bool = False):
    from ledger.store import Ledger

    from .main import _exists, _unknown_persistence

    none = N_("no ledger at {db} to sign") if to_sign else N_("no ledger at {db} to audit")
    if _unknown_persistence(db):  # unusable input, as every command says it; not a finding about a file (round 38)
        from ledger.store import _PERSISTENCE

        raise UnusableInput(said(N_("unknown persistence {persistence!r} (use one of: {known})"),
                                 persistence=os.environ["MATCHLEDGER_PERSISTENCE"].strip().lower(),
                                 known=", ".join(_PERSISTENCE)))
    if not _exists(db):  # a file must exist; a postgresql:// ledger is asked when opened
        raise UnusableInput(said(none, db=db))
    led = Ledger(db, create=False)
    if led.backend.absent:  # a database without a ledger in it: nothing was created there
        led.close()
        raise UnusableInput(said(none, db=led.name))
    return led


@click.command(cls=Command)
@db_option
@click.option("--digests", "digests", metavar="FILE", type=click.Path(dir_okay=False),
              help="Compare with a published list of match digests (or a file `sign` wrote).")
@click.option("--key", "pubkey", metavar="PUB",
              help="Check the organiser's signature (a public key file or 64 hex digits) on the --digests file "
                   "(default: DB.signed.json).")
@click.option("--no-snapshots", is_flag=True,
              help="Skip refolding the board snapshots and re-verifying the stored verdicts (faster on a large ledger).")
@click.option("--restore-guards", is_flag=True,
              help="After reporting them, re-create the guards (triggers) found dropped, so the ledger is usable.")
@json_option
@lang_option
@reports_errors
def audit(db: str, digests: str | None, pubkey: str | None, no_snapshots: bool, restore_guards: bool,
          as_json: bool) -> None:
    """Audit the whole ledger: exit 0 if nothing was changed outside matchledger, 1 if something was.

    Checks every match's hash chain and its rulings' chain, the match index
    against the stored events, each header's game and import time, every
    board snapshot against a refold of its match (a snapshot that disagrees
    is dropped), SQLite's own integrity check and the guards that refuse
    changes to stored events. Prints the ledger head (one hash over every
    match's digest and rulings): published or signed, it shows a match
    deleted, added or replaced whole, or a ruling rewritten or deleted,
    which no chain inside the file can.

    Example:

    \b
        matchledger audit --db season.db
        matchledger audit --db season.db --digests published.txt
        matchledger audit --db season.db --key organiser.key.pub
        matchledger audit --db season.db --restore-guards
    """
    from ledger.checkup import audit_ledger
    from ledger.errors import LedgerUnavailable, StoreError

    if pubkey is not None and digests is None:
        _next_to(db, "--digests FILE")  # DB.signed.json: a file next to a ledger file, not a database's
    try:
        led = _open(db)
    except LedgerUnavailable:
        raise  # locked by another program, or cannot be opened at all: unusable now (exit 2), not a finding
    except StoreError as exc:
        from .main import _in_database

        if _in_database(db):  # a server that cannot be reached or logged into: nothing was audited (exit 2)
            raise
        if not _was_sqlite(db) and not _emptied(db):  # a text file, never a ledger: unusable input (exit 2)
            raise
        _finish_broken(db, exc.args[0] if len(exc.args) == 1 else str(exc), as_json)
        return
    with led:
        report = audit_ledger(led)
        _recordings(led, report)
        if not no_snapshots:
            _snapshots(led, report)
            _verdicts(led, report)
        if restore_guards and led.backend.missing_guards:
            GUARD_FUNCTION = "matchledger_immutable"  # ledger.backends.postgres's (no psycopg import here)
            restored = led.backend.restore_guards()
            triggers = [name for name in restored if name != GUARD_FUNCTION]
            if triggers:
                report.checks.append(said(N_("re-created the dropped guards {names} (--restore-guards)")
                                          if len(triggers) > 1 else
                                          N_("re-created the dropped guard {names} (--restore-guards)"),
                                          names=", ".join(triggers)))
            if GUARD_FUNCTION in restored:  # re-defined outside matchledger: its own definition is back
                report.checks.append(said(N_("re-created the guards' function {name} (--restore-guards)"),
                                          name=GUARD_FUNCTION))
    if pubkey is not None or digests is not None:
        from ledger.signing import compare_published, load_public_key, read_published

        key = load_public_key(pubkey) if pubkey is not None else None
        path = digests or f"{db}.signed.json"
        if digests is None and not os.path.exists(os.path.expanduser(path)):  # `sign -o FILE` wrote it elsewhere
            raise UnusableInput(said(N_("{path}: no such file: `audit --key` reads the signed list `sign` writes "
                                        "by default; a list written elsewhere (`sign -o FILE`) is read with "
                                        "--digests FILE --key KEY"), path=path))
        published = read_published(path, key)
        report.problems += _beyond_chain(compare_published(published, report.facts, report.head), report.problems)
        report.checks.append(said(N_("the matches against the signed list {path}") if key else
                                  N_("the matches against the published list {path}"), path=path))
        from ledger.signing import unchecked_signer

        note = unchecked_signer(published)
        if note is not None:  # a signed file read without --key: its integrity only, not who signed it
            report.checks.append(note)
    report.problems.sort(key=lambda p: (p.match or "", p.seq if p.seq is not None else -1))
    if as_json:
        import msgspec

        data = msgspec.to_builtins(report, enc_hook=str)  # a Reason is its English line
        data["clean"] = report.clean
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        click.echo(_text(report))
    if not report.clean:
        raise click.exceptions.Exit(EXIT_FOUND)


def _recordings(led, report) -> None:
    """Recompute the chain of every live recording, open or ended (what `record --resume` checks of one)."""
    from ledger.checkup import Problem
    from ledger.errors import MatchledgerError
    from ledger.live import audit_recordings, recording_ids

    try:
        n = len(recording_ids(led))  # a recording whose start was deleted too
        found = audit_recordings(led) if n else []
    except MatchledgerError as exc:
        report.problems.append(Problem(match=None, seq=None, kind="recording",
                                       message=exc.args[0] if len(exc.args) == 1 else str(exc)))
        return
    report.problems += [Problem(match=None, seq=seq, kind="recording", message=text) for _rid, seq, text in found]
    if n:
        report.checks.append(said(N_("every live recording's hash chain ({n})"), n=n))


def _beyond_chain(listed: list, found: list) -> list:
    """The list's findings the chains did not already make: a match whose own chain fails is not also "deleted"
    (it is stored; its header cannot be read), nor are its rulings, when their chain fails, said again ("R1 is
    missing" after "R1 is missing", or after "the stream's opening and R1 were swapped"), nor those of a match a
    ruling was moved from (the line of the match it was moved to says it no longer has it)."""
    from ledger.rulings import MOVED_SAYS

    failed = {p.match for p in found if p.kind in ("chain", "index") and p.match}
    rulings = {p.match for p in found if p.kind == "rulings" and p.match}
    rulings |= {p.message.args.get("origin") for p in found
                if p.kind == "rulings" and getattr(p.message, "template", None) == MOVED_SAYS}
    return [p for p in listed if p.match is None or p.match not in failed and not (
        p.match in rulings and str(p.message).startswith(f"match {p.match}: rulings"))]


def _snapshots(led, report) -> None:
    """Refold and compare the board snapshots of every match whose chain is intact."""
    from ledger.checkup import Problem
    from ledger.errors import MatchledgerError
    from projections.seek import Seeker

    broken = {p.match for p in report.problems}
    seeker = Seeker(led)
    for facts in report.facts:
        if facts.id in broken:
            continue
        try:
            checked, dropped = seeker.check_snapshots(facts.id)
        except MatchledgerError as exc:
            report.problems.append(Problem(match=facts.id, seq=None, kind="snapshot",
                                           message=said(N_("match {match}: its board snapshots cannot be checked: "
                                                           "{error}"), match=facts.id,
                                                        error=exc.args[0] if len(exc.args) == 1 else str(exc))))
            continue
        report.snapshots_checked += checked
        report.snapshots_dropped += len(dropped)
        report.problems += [Problem(match=facts.id, seq=_seq(p), kind="snapshot", message=p) for p in dropped]
    report.checks.append(said(N_("every board snapshot against a refold of its match")))


def _verdicts(led, report) -> None:
    """Re-verify every match whose stored verdict is current; one that is not what the events give is replaced.

    Verdicts are derived data, like snapshots, but ``verify --all`` trusts a
    current one instead of verifying again: a verdict changed in the file
    would report a match with violations as clean.
    """
    from ledger.checkup import Problem
    from ledger.errors import MatchledgerError
    from ledger.store import stored_violations
    from projections import core

    from .batch import _engines, _verdict_key, _violations

    engines = _engines()
    games = {f.id: f.game for f in report.facts}
    imported = {f.id: f.imported_at for f in report.facts}
    broken = {p.match for p in report.problems}
    checked = 0
    for match_id, engine, clean, text, checked_at in led.backend.verdict_rows():
        where = said(N_("match {match}: its stored verdict"), match=match_id)
        if match_id not in games:
            if match_id not in broken:
                report.problems.append(Problem(match=None, seq=None, kind="verdict",
                                               message=said(N_("a stored verdict names {match}, which is no match "
                                                               "in the ledger"), match=repr(match_id))))
            continue
        if match_id in broken or engine != engines.get(games[match_id]):
            continue  # a match that fails its chain is reported already; a stale verdict is verified again anyway
        checked += 1
        stored = stored_violations(text)  # either format (a sealed verdict's, or a bare list)
        try:
            result = core.verify(led.load(match_id, check=False), match=match_id)  # its chain: checked above
        except MatchledgerError as exc:
            report.problems.append(Problem(match=match_id, seq=None, kind="verdict",
                                           message=said(N_("{where} cannot be checked: {error}"), where=where,
                                                        error=exc.args[0] if len(exc.args) == 1 else str(exc))))
            continue
        want = _violations(result)
        if not _made_between(checked_at, imported[match_id]):
            report.problems.append(Problem(match=match_id, seq=None, kind="verdict", message=said(
                N_("{where}: its time {time} is not a time it could have been made (after the match was imported, "
                   "{imported}, and by now, as the store writes a time): replaced"),
                where=where, time=repr(checked_at), imported=imported[match_id])))
            led.store_verdict(match_id, engine, want, clean=result.clean, key=_verdict_key())
        elif stored != want or bool(clean) != result.clean:
            report.problems.append(Problem(match=match_id, seq=None, kind="verdict", message=said(
                N_("{where} ({stored}) is not the verdict its events give ({want}): replaced"), where=where,
                stored=_verdict(None if stored is None else 0 if clean else len(stored)),
                want=_verdict(0 if result.clean else len(want)))))
            led.store_verdict(match_id, engine, want, clean=result.clean, key=_verdict_key())
    if checked:
        report.checks.append(said(N_("every current stored verdict against a new verification ({n})"), n=checked))


def _verdict(violations: int | None) -> Any:
    """A verdict in a finding: unreadable (None), clean (0) or how many violations."""
    if violations is None:
        return said(N_("unreadable"))
    if violations == 0:
        return said(N_("clean"))
    return NP_("{n} violation", "{n} violations", violations)


def _made_between(checked_at: object, imported_at: str) -> bool:
    """Whether a verdict's ``checked_at`` is a time, as the store writes one, between the import and now."""
    from datetime import datetime, timedelta, timezone

    try:
        when = datetime.fromisoformat(checked_at)  # type: ignore[arg-type]
        start = datetime.fromisoformat(imported_at)
    except (TypeError, ValueError):
        return False
    if when.tzinfo is None or when.isoformat(timespec="seconds") != checked_at:
        return False
    return start - timedelta(seconds=1) <= when <= datetime.now(timezone.utc) + timedelta(minutes=5)


def _seq(text: str) -> int | None:
    import re

    m = re.search(r"seq (\d+)", text)
    return int(m.group(1)) if m else None


def _text(report) -> str:
    from .safe import one_line

    n, e, s = report.matches, report.events, report.snapshots_checked
    out = [_("Audit of {ledger}: {matches}, {events}, {snapshots}.").format(
        ledger=one_line(report.ledger), matches=ntr("{n} match", "{n} matches", n, n=number(n)),
        events=ntr("{n} event", "{n} events", e, n=number(e)),
        snapshots=ntr("{n} board snapshot refolded", "{n} board snapshots refolded", s, n=number(s)))]
    # The separator of a list of clauses: French sets a space before the semicolon.
    out.append(tr("Checked: {checks}.", checks=_("; ").join(reason(c) for c in report.checks)))
    out.append(ntr("Ledger head: sha256 {head} (over {n} match digest; publish or sign it: `matchledger sign`)",
                        "Ledger head: sha256 {head} (over {n} match digests; publish or sign it: `matchledger sign`)",
                        n, head=report.head, n=n))
    if report.clean:
        out.append(_("Clean: nothing in the ledger was changed outside matchledger."))
    else:
        k = len(report.problems)
        out.append(ntr("{n} problem found:", "{n} problems found:", k, n=k))
        out += [f"  {one_line(reason(p.message))}" for p in report.problems]
    return "\n".join(out)


def _was_sqlite(db: str) -> bool:
    """Whether the file ``db`` begins as every SQLite file does, "SQLite format 3" (a ledger changed or cut short
    still does, a byte or two of it changed too): one that does not (a text file) was never a ledger, so nothing
    in a ledger was changed."""
    magic = b"SQLite format 3\x00"
    try:
        with open(db, "rb") as f:
            head = f.read(len(magic))
    except OSError:
        return True  # cannot tell: as before, a finding
    return sum(a == b for a, b in zip(head, magic)) >= len(magic) - 2


def _emptied(db: str) -> bool:
    """Whether the file ``db`` is empty (0 bytes): a ledger cut short to nothing, a finding as any ledger cut
    short (matchledger never leaves a ledger file empty)."""
    try:
        return os.path.isfile(db) and os.path.getsize(db) == 0
    except OSError:
        return False


def _finish_broken(db: str, why: str, as_json: bool) -> None:
    """A ledger file that cannot even be opened is a finding of the audit (exit 1), not unusable input."""
    if as_json:
        click.echo(json.dumps({"ledger": without_password(db), "clean": False, "problems": [
            {"match": None, "seq": None, "kind": "database", "message": why}]}, indent=2, ensure_ascii=False))
    else:
        from .i18n import reason as text_of
        from .safe import one_line

        click.echo(tr("Audit of {ledger}: the file cannot be opened as a ledger.", ledger=one_line(db)))
        click.echo(ntr("{n} problem found:", "{n} problems found:", 1, n=1))
        click.echo(f"  {one_line(text_of(why))}")
    raise click.exceptions.Exit(EXIT_FOUND)


@click.command(cls=Command)
@db_option
@click.option("--key", "key", metavar="KEY", required=True, type=click.Path(dir_okay=False),
              help="The organiser's Ed25519 private key (PEM).")
@click.option("--new-key", is_flag=True, help="First make the key pair: KEY and KEY.pub (never overwritten).")
@click.option("-o", "--output", metavar="FILE", type=click.Path(dir_okay=False, writable=True),
              help="Write the signed list to FILE instead of DB.signed.json (- for stdout; written to FILE.tmp, "
                   "then renamed; a symlink is written through, a FIFO or device written into).")
@lang_option
@reports_errors
def sign(db: str, key: str, new_key: bool, output: str | None) -> None:
    """Sign the digest of every match and the ledger head with the organiser's Ed25519 key.

    Writes DB.signed.json (or -o FILE; -o - for stdout): the list of matches (id, digest,
    game, events, import time, and their rulings' count and last hash), the
    ledger head and the signature. Publish it with the public key; `audit
    --key KEY.pub` then finds any match deleted, added, replaced or re-dated
    since, and any ruling rewritten or deleted, even by someone who rewrote
    the whole file. `audit --digests FILE` checks the list without the key.

    Example:

    \b
        matchledger sign --db season.db --key organiser.key --new-key
        matchledger audit --db season.db --key organiser.key.pub
    """
    from ledger.checkup import audit_ledger
    from ledger.signing import load_private_key, new_key as make_key, sign_facts

    if output is None:
        _next_to(db, "-o FILE")  # DB.signed.json: a file next to a ledger file, not a database's
    refuse_overwriting(output, db, key)  # -o the ledger or the key itself would replace it with the signature
    with _open(db, to_sign=True) as led:  # (a missing ledger said first)
        if not new_key and not os.path.lexists(key):
            from .main import shell_arg

            # the command that makes it, runnable as printed (round 38: "sign --new-key k.key", --new-key being a flag)
            raise UnusableInput(said(N_("{key}: no such key file (make one with `{command}`)"), key=key,
                                     command=f"matchledger sign --db {shell_arg(db)} --key {shell_arg(key)} --new-key"))
        report = audit_ledger(led)
        _recordings(led, report)  # as `audit` checks them: a recording's damage is the ledger's
        from .record import open_recordings_note

        live = open_recordings_note(led, "sign")  # signed all the same, with a warning naming them (round 38)
        # A database is named by its URL (password left out: host or socket, database, schema); a file by its name.
        name = without_password(str(led.name)) if "://" in str(led.name) else os.path.basename(without_password(db))
    if not report.clean:
        from ledger.backends import masked  # a message masks the password (user:***@); a command hint leaves it out

        raise UnusableInput(said(N_("{db} fails its audit ({problems}; run `matchledger audit`): a ledger is "
                                    "signed only when it is intact"), db=masked(db),
                                 problems=NP_("{n} problem", "{n} problems", len(report.problems))))
    if new_key:
        _priv, pub = make_key(key)
        click.echo(tr("New key pair: {key} (private: keep it safe) and {pub} (public: publish it).",
            key=key, pub=pub), err=True)
    data = sign_facts(load_private_key(key), report.facts, name)
    out = output or f"{db}.signed.json"
    write_output(data, out)
    click.echo(ntr("Signed {n} match digest and the ledger head {head}... into {path}",
                        "Signed {n} match digests and the ledger head {head}... into {path}",
                        report.matches, n=report.matches, head=report.head[:16], path=out),
               err=out == "-")  # -o - : stdout holds the signed list alone
    if live:
        click.echo("\n".join(live), err=True)
