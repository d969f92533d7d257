"""The fuzz run of the judges' inputs: ``amend`` and ``note``, and the station's routes.

    .venv/bin/python bench/fuzz_inputs.py [--cases 1000] [--seed 1] [--game fftcg] [--only disputes|station]

For each game, ``--cases`` command lines of ``amend`` and ``note`` against
the game's match (hostile words, seqs, match ids, correction files of every
kind: see tests/fuzzing_inputs.py), each on a fresh copy of a ledger; then
``--cases`` requests to the station (``cli/station.py``, in process through
Starlette's TestClient) against the game's matches, on one ledger holding
hostile names, checked unchanged at the end (rows and audit head). Prints
per game and per kind of case how many were accepted / answered, refused
cleanly, and the findings: crashes (a traceback, an internal error, a 5xx,
an error that is not one line or does not name the file), hangs, unsafe
output (a raw control character, a hostile name raw in HTML), partial
writes (a refused command changed the ledger), broken (an accepted one
left it other than said). The figures go in docs/reliability.md. Exit 1 if
anything was found.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import fuzzing_inputs as fi  # noqa: E402

DISPUTES = ("accepted", "refused", "crash", "hang", "unsafe", "partial", "broken")
STATION = ("ok", "refused", "crash", "hang", "unsafe", "changed")


def _table(title: str, kinds: tuple[str, ...], rows: list[tuple[str, int, Counter, float]]) -> Counter:
    print(f"\n{title}")
    print(f"{'game':<14} {'cases':>6} " + " ".join(f"{k:>9}" for k in kinds) + "  seconds")
    total: Counter = Counter()
    for game, cases, counts, took in rows:
        total.update(counts)
        print(f"{game:<14} {cases:>6} " + " ".join(f"{counts[k]:>9}" for k in kinds) + f"  {took:7.0f}")
    print(f"{'all':<14} {sum(total.values()):>6} " + " ".join(f"{total[k]:>9}" for k in kinds))
    return total


def _each_game(games, cases: int, findings: list, fuzz) -> tuple[list, dict[str, Counter]]:
    """Run ``fuzz(game)`` (a tally) for every game: the table's rows, and the counts by what was fuzzed.

    Each game's findings are appended to ``findings``.
    """
    rows = []
    by_what: dict[str, Counter] = {}
    for game in games:
        started = time.monotonic()
        tally = fuzz(game)
        rows.append((game, cases, tally.counts, time.monotonic() - started))
        findings += [(game, f) for f in tally.findings]
        for what, c in tally.by_what.items():
            by_what.setdefault(what, Counter()).update(c)
    return rows, by_what


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=1000, help="cases a game, for each of disputes and station")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game", choices=fi.GAMES, action="append")
    ap.add_argument("--only", choices=["disputes", "station"])
    args = ap.parse_args()
    games = args.game or fi.GAMES
    findings: list[tuple[str, fi.Outcome]] = []
    print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        if args.only != "station":
            ledger = fi.build_ledger(fi._fresh(work / "disputes"))
            rows, by_what = _each_game(games, args.cases, findings,
                                       lambda game: fi.fuzz_disputes(game, args.cases, args.seed, work, ledger))
            _table("amend and note", DISPUTES, rows)
            for what, c in sorted(by_what.items()):
                print(f"    {what:<28} " + ", ".join(f"{k} {c[k]}" for k in DISPUTES if c[k]))
        if args.only != "disputes":
            ledger = fi.build_ledger(fi._fresh(work / "station"), hostile=True)
            before = fi.ledger_state(ledger["db"])
            client = fi.station_client(ledger["db"])

            def station(game: str):
                tally = fi.fuzz_station(game, args.cases, args.seed, ledger, client)
                after = fi.ledger_state(ledger["db"])
                if after != before:
                    tally.add(fi.Outcome("changed", "the ledger", f"{before} -> {after}"))
                return tally

            rows, by_what = _each_game(games, args.cases, findings, station)
            _table("the station's routes", STATION, rows)
            for what, c in sorted(by_what.items()):
                print(f"    {what:<28} " + ", ".join(f"{k} {c[k]}" for k in STATION if c[k]))
            print(f"the ledger after every request: {'unchanged' if fi.ledger_state(ledger['db']) == before else 'CHANGED'}"
                  f" (rows and audit head {before['head'][:16]}...)")
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")
    seen = set()
    for game, f in findings:
        key = (f.kind, f.what, f.detail[:50])
        if key not in seen:
            seen.add(key)
            print(f"FINDING {game} {f.kind} {f.what}: {f.detail[:500]}")
    print(f"{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
