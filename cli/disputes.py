"""Commands for settling disputes: registered deck lists held against a match.

``matchledger decklist check MATCH LIST...`` (and ``verify --decklist LIST``
in :mod:`cli.main`). Registered in :mod:`cli.main` with ``cli.add_command``.
"""

from __future__ import annotations

from typing import Any

import click

from .options import EXIT_FOUND, db_option, json_option, match_argument, naming, reports_errors


def read_lists(paths: tuple[str, ...]) -> list[Any]:
    """Every deck list in the LIST files, in order (a file may hold several players' lists)."""
    from ledger.decklist import read_decklists

    return [lst for path in paths for lst in read_decklists(path)]


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
    from .render import where

    rules = all_rules(report.game)
    lines = [title, "Lists: " + ", ".join(f"{r.player} ({r.path})" for r in report.lists) if report.lists
             else "Lists: none for this match's players"]
    if report.clean:
        lines.append("Clean: every list is legal and is the deck the match was played with.")
    else:
        n = len(report.violations)
        lines.append(f"{n} finding{'s' if n != 1 else ''}:")
        for v in report.violations:
            rule = rules.get(v.rule)
            lines += ["", f"{where(v)} — {v.rule}", f"  {v.message}"]
            lines.append(f"  Rule ({v.source}): \"{rule.text}\"" if rule else f"  Rule ({v.source})")
            if v.seq:
                lines.append(f"  Board then: matchledger replay {ref} --at {v.seq}")
    lines += [f"Note: {n}" for n in report.notes]
    return "\n".join(lines)


@click.group()
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
        ref = log.path if not log.path.endswith(f"#{match_id}") else match_id[:8]
        click.echo(report_text(report, "Deck lists against match " + _title(log, match_id)[len("Match "):], ref))
    if not report.clean:
        raise click.exceptions.Exit(EXIT_FOUND)
