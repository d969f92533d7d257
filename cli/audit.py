"""``matchledger audit`` and ``matchledger sign``: is the whole ledger what was imported?

``audit`` checks every match's hash chain, the match index against the
events, each header's stored game and import time, every board snapshot
against a refold, SQLite's own integrity check and the guards on stored
events, and prints the ledger head; with ``--digests FILE`` (a published
list) or ``--key PUB`` (a list signed by the organiser) it also finds
matches deleted, added or replaced whole. Exit 0 clean, 1 if anything was
found, 2 if there is no ledger to audit.

``sign`` signs the digests of every match and the ledger head with the
organiser's Ed25519 key.
"""

from __future__ import annotations

import json
import os

import click

from .options import EXIT_FOUND, UnusableInput, db_option, json_option, output_option, reports_errors, write_output


def _open(db: str):
    from ledger.store import Ledger

    from .main import _exists

    if not _exists(db):  # a file must exist; a postgresql:// ledger is asked when opened
        raise UnusableInput(f"no ledger at {db} to audit")
    return Ledger(db)


@click.command()
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
@reports_errors
def audit(db: str, digests: str | None, pubkey: str | None, no_snapshots: bool, restore_guards: bool,
          as_json: bool) -> None:
    """Audit the whole ledger: exit 0 if nothing was changed outside matchledger, 1 if something was.

    Checks every match's hash chain, the match index against the stored
    events, each header's game and import time, every board snapshot
    against a refold of its match (a snapshot that disagrees is dropped),
    SQLite's own integrity check and the guards that refuse changes to
    stored events. Prints the ledger head (one hash over every match's
    digest): published or signed, it shows a match deleted, added or
    replaced whole, which no chain inside the file can.

    Example:

    \b
        matchledger audit --db season.db
        matchledger audit --db season.db --digests published.txt
        matchledger audit --db season.db --key organiser.key.pub
        matchledger audit --db season.db --restore-guards
    """
    from ledger.checkup import audit_ledger
    from ledger.errors import StoreError

    try:
        led = _open(db)
    except StoreError as exc:
        _finish_broken(db, str(exc), as_json)
        return
    with led:
        report = audit_ledger(led)
        if not no_snapshots:
            _snapshots(led, report)
            _verdicts(led, report)
        if restore_guards and led.backend.missing_guards:
            restored = led.backend.restore_guards()
            report.checks.append(f"re-created the dropped guard{'s' if len(restored) > 1 else ''} "
                                 f"{', '.join(restored)} (--restore-guards)")
    if pubkey is not None or digests is not None:
        from ledger.signing import compare_published, load_public_key, read_published

        key = load_public_key(pubkey) if pubkey is not None else None
        path = digests or f"{db}.signed.json"
        published = read_published(path, key)
        report.problems += compare_published(published, report.facts, report.head)
        report.checks.append(f"the matches against {'the signed list' if key else 'the published list'} {path}")
    report.problems.sort(key=lambda p: (p.match or "", p.seq if p.seq is not None else -1))
    if as_json:
        import msgspec

        data = msgspec.to_builtins(report)
        data["clean"] = report.clean
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        click.echo(_text(report))
    if not report.clean:
        raise click.exceptions.Exit(EXIT_FOUND)


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
                                           message=f"match {facts.id}: its board snapshots cannot be checked: {exc}"))
            continue
        report.snapshots_checked += checked
        report.snapshots_dropped += len(dropped)
        report.problems += [Problem(match=facts.id, seq=_seq(p), kind="snapshot", message=p) for p in dropped]
    report.checks.append("every board snapshot against a refold of its match")


def _verdicts(led, report) -> None:
    """Re-verify every match whose stored verdict is current; one that is not what the events give is replaced.

    Verdicts are derived data, like snapshots, but ``verify --all`` trusts a
    current one instead of verifying again: a verdict changed in the file
    would report a match with violations as clean.
    """
    import msgspec

    from ledger.checkup import Problem
    from ledger.errors import MatchledgerError
    from projections import core

    from .batch import _engines, _violations

    engines = _engines()
    games = {f.id: f.game for f in report.facts}
    imported = {f.id: f.imported_at for f in report.facts}
    broken = {p.match for p in report.problems}
    checked = 0
    for match_id, engine, clean, text, checked_at in led.backend.verdict_rows():
        where = f"match {match_id}: its stored verdict"
        if match_id not in games:
            if match_id not in broken:
                report.problems.append(Problem(match=None, seq=None, kind="verdict",
                                               message=f"a stored verdict names {match_id!r}, which is no match "
                                                       "in the ledger"))
            continue
        if match_id in broken or engine != engines.get(games[match_id]):
            continue  # a match that fails its chain is reported already; a stale verdict is verified again anyway
        checked += 1
        try:
            stored = msgspec.json.decode(text)
        except (msgspec.MsgspecError, TypeError):
            stored = None
        try:
            result = core.verify(led.load(match_id), match=match_id)
        except MatchledgerError as exc:
            report.problems.append(Problem(match=match_id, seq=None, kind="verdict",
                                           message=f"{where} cannot be checked: {exc}"))
            continue
        want = _violations(result)
        if not _made_between(checked_at, imported[match_id]):
            report.problems.append(Problem(match=match_id, seq=None, kind="verdict", message=(
                f"{where}: its time {checked_at!r} is not a time it could have been made (after the match was "
                f"imported, {imported[match_id]}, and by now, as the store writes a time): replaced")))
            led.store_verdict(match_id, engine, want, clean=result.clean)
        elif stored != want or bool(clean) != result.clean:
            said = "unreadable" if stored is None else ("clean" if clean else f"{len(stored)} violation(s)")
            report.problems.append(Problem(match=match_id, seq=None, kind="verdict", message=(
                f"{where} ({said}) is not the verdict its events give "
                f"({'clean' if result.clean else f'{len(want)} violation(s)'}): replaced")))
            led.store_verdict(match_id, engine, want, clean=result.clean)
    if checked:
        report.checks.append(f"every current stored verdict against a new verification ({checked})")


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

    out = [f"Audit of {one_line(report.ledger)}: {report.matches} match{'es' if report.matches != 1 else ''}, "
           f"{report.events} events, {report.snapshots_checked} board snapshot"
           f"{'s' if report.snapshots_checked != 1 else ''} refolded."]
    out.append(f"Checked: {'; '.join(report.checks)}.")
    out.append(f"Ledger head: sha256 {report.head} (over {report.matches} match digest"
               f"{'s' if report.matches != 1 else ''}; publish or sign it: `matchledger sign`)")
    if report.clean:
        out.append("Clean: nothing in the ledger was changed outside matchledger.")
    else:
        n = len(report.problems)
        out.append(f"{n} problem{'s' if n != 1 else ''} found:")
        out += [f"  {one_line(p.message)}" for p in report.problems]
    return "\n".join(out)


def _finish_broken(db: str, reason: str, as_json: bool) -> None:
    """A ledger file that cannot even be opened is a finding of the audit (exit 1), not unusable input."""
    if as_json:
        click.echo(json.dumps({"ledger": db, "clean": False, "problems": [
            {"match": None, "seq": None, "kind": "database", "message": reason}]}, indent=2, ensure_ascii=False))
    else:
        from .safe import one_line

        click.echo(f"Audit of {one_line(db)}: the file cannot be opened as a ledger.\n1 problem found:\n  "
                   f"{one_line(reason)}")
    raise click.exceptions.Exit(EXIT_FOUND)


@click.command()
@db_option
@click.option("--key", "key", metavar="KEY", required=True, type=click.Path(dir_okay=False),
              help="The organiser's Ed25519 private key (PEM).")
@click.option("--new-key", is_flag=True, help="First make the key pair: KEY and KEY.pub (never overwritten).")
@output_option
@reports_errors
def sign(db: str, key: str, new_key: bool, output: str | None) -> None:
    """Sign the digest of every match and the ledger head with the organiser's Ed25519 key.

    Writes DB.signed.json (or -o FILE): the list of matches (id, digest,
    game, events, import time), the ledger head and the signature. Publish
    it with the public key; `audit --key KEY.pub` then finds any match
    deleted, added, replaced or re-dated since, even by someone who rewrote
    the whole file. `audit --digests FILE` checks the list without the key.

    Example:

    \b
        matchledger sign --db season.db --key organiser.key --new-key
        matchledger audit --db season.db --key organiser.key.pub
    """
    from ledger.checkup import audit_ledger
    from ledger.signing import load_private_key, new_key as make_key, sign_facts

    with _open(db) as led:
        report = audit_ledger(led)
    if not report.clean:
        raise UnusableInput(f"{db} fails its audit ({len(report.problems)} problems; run `matchledger audit`): "
                            "a ledger is signed only when it is intact")
    if new_key:
        _priv, pub = make_key(key)
        click.echo(f"New key pair: {key} (private: keep it safe) and {pub} (public: publish it).", err=True)
    data = sign_facts(load_private_key(key), report.facts, os.path.basename(db))
    out = output or f"{db}.signed.json"
    write_output(data, out)
    click.echo(f"Signed {report.matches} match digest{'s' if report.matches != 1 else ''} and the ledger head "
               f"{report.head[:16]}... into {out}")
