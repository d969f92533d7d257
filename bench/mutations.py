"""Mutation testing report: how often verify catches a log broken at one event, for every game.

    .venv/bin/python bench/mutations.py [--matches 200] [--game force-of-will]

Every game whose engine package has a ``mutations`` module (and a
``selfplay`` to make the legal logs) is run; a game without one is skipped
and said so, so a harness added later is picked up without touching this file.
"""

from __future__ import annotations

import argparse
import importlib
from types import ModuleType

from ledger.log import dump_log, parse_log
from projections import core, mutation

#: How many players a simulated match of each game seats, by seed (the others: 2).
PLAYERS = {"chrono-clash": lambda seed: 2 + seed % 3}


def _module(game: str, name: str) -> ModuleType | None:
    """``projections.<game>.<name>``, or None when that game has no such module yet."""
    qualified = f"{core.ENGINES[game]}.{name}"
    try:
        return importlib.import_module(qualified)
    except ModuleNotFoundError as exc:
        if exc.name == qualified:
            return None
        raise


def _logs(selfplay: ModuleType, game: str, matches: int) -> list:
    players = PLAYERS.get(game, lambda seed: 2)
    logs = []
    for seed in range(1, matches + 1):
        header, events = selfplay.simulate(seed, players(seed))
        logs.append(parse_log(dump_log(header, events), f"sim-{game}-{seed}"))
    return logs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--game", action="append", choices=sorted(core.ENGINES),
                    help="only this game (repeatable); default: every game with a mutations module")
    args = ap.parse_args()
    for game in args.game or list(core.ENGINES):
        harness, selfplay = _module(game, "mutations"), _module(game, "selfplay")
        if harness is None or selfplay is None:
            print(f"{game}: skipped (no {'mutations' if harness is None else 'selfplay'} module)")
            continue
        reports = mutation.run(_logs(selfplay, game, args.matches))
        print(mutation.report_text(reports, {game: harness.NOT_YET}))
        for kind, r in sorted(reports.get(game, {}).items()):
            if r.tried == 0:
                print(f"  never applied: {kind}")
            for miss in r.misses[:3]:
                print(f"  miss {kind}: {miss}")


if __name__ == "__main__":
    main()
