"""A log author's slips: how many root violations one slip in a clean log gives (the judge wants one).

    .venv/bin/python bench/slips.py                                  # every clean sample log
    .venv/bin/python bench/slips.py sample_logs/fftcg/win-deck-out.jsonl --kind del,dup --show 10

Each clean sample is made into every one-slip variant a hand-written log can
have: each event in turn left out (``del``), recorded twice (``dup``), swapped
with the next (``swap``), moved two places later or earlier (``mv``), put under
another player's name (``who``), or a card id in it one off (``id``). Each
variant is verified in process and its root violations counted (those with no
``caused_by``). Printed per sample and slip kind: how many variants gave 0
(the slip made a legal log, or went unseen), 1 (what a judge wants), 2 or
more roots, or were refused (an id that is no card of the match). ``--show N``
lists the first N variants with 2 or more roots. Not a test: a slip that
truly makes two faults keeps two.
"""

from __future__ import annotations

import argparse
import collections
import copy
import json
import sys
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ledger.errors import LogError  # noqa: E402
from ledger.log import parse_log  # noqa: E402
from projections import core  # noqa: E402

KINDS = ("del", "dup", "swap", "mv", "who", "id")
ID_FIELDS = ("card", "battler", "attacker", "blocker", "forward")


def variants(head: str, events: list[dict]) -> Iterator[tuple[str, str, list[dict]]]:
    """Every one-slip variant of a log: (kind, name, events renumbered)."""
    players = [p["id"] for p in json.loads(head)["players"]]

    def made(kind: str, name: str, evs: list[dict]) -> tuple[str, str, list[dict]]:
        evs = [dict(e) for e in evs]
        for k, e in enumerate(evs, 1):
            e["seq"] = k
        return kind, name, evs

    n = len(events)
    for i, e in enumerate(events):
        at = f"{i + 1}-{e['type']}"
        yield made("del", f"del{at}", events[:i] + events[i + 1:])
        yield made("dup", f"dup{at}", events[:i + 1] + [e] + events[i + 1:])
        if i + 1 < n:
            yield made("swap", f"swap{at}", events[:i] + [events[i + 1], e] + events[i + 2:])
        for d in (2, -2):
            if 0 <= i + d < n:
                moved = events[:i] + events[i + 1:]
                moved.insert(i + d, e)
                yield made("mv", f"mv{at}{d:+d}", moved)
        for p in players:
            if "player" in e and p != e["player"]:
                yield made("who", f"who{at}-{p}", events[:i] + [{**e, "player": p}] + events[i + 1:])
        for f in ID_FIELDS:
            v = e.get(f)
            if isinstance(v, str) and v.rpartition(".")[2].isdigit():
                pre, _, num = v.rpartition(".")
                for dd in (1, -1):
                    slipped = copy.deepcopy(e)
                    slipped[f] = f"{pre}.{int(num) + dd}"
                    yield made("id", f"id{at}-{f}{dd:+d}", events[:i] + [slipped] + events[i + 1:])


def roots(head: str, events: list[dict], name: str) -> list[tuple[int, str]] | None:
    """The root violations of the log, or None when it is refused as unusable."""
    text = "\n".join([head, *map(json.dumps, events)]) + "\n"
    try:
        found = core.verify(parse_log(text.encode(), name)).violations
    except LogError:
        return None
    return [(v.seq, v.rule) for v in found if v.caused_by is None]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("logs", nargs="*", type=Path, help="clean logs (default: every clean sample log)")
    ap.add_argument("--kind", default=",".join(KINDS), help=f"slip kinds, comma-separated (default: {','.join(KINDS)})")
    ap.add_argument("--show", type=int, default=0, metavar="N", help="list the first N variants with 2+ roots")
    args = ap.parse_args()
    kinds = set(args.kind.split(","))
    logs = args.logs or sorted(p for p in (ROOT / "sample_logs").glob("*/*.jsonl"))
    total: collections.Counter[str] = collections.Counter()
    for path in logs:
        lines = path.read_text(encoding="utf-8").rstrip("\n").split("\n")
        head, events = lines[0], [json.loads(line) for line in lines[1:] if '"closing"' not in line]
        by_kind: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
        shown = []
        for kind, name, evs in variants(head, events):
            if kind not in kinds:
                continue
            found = roots(head, evs, name)
            bucket = "refused" if found is None else ("0", "1", "2+")[min(len(found), 2)]
            by_kind[kind][bucket] += 1
            total[bucket] += 1
            if found is not None and len(found) >= 2 and len(shown) < args.show:
                shown.append((name, found[:4]))
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
        for kind in KINDS:
            c: Any = by_kind.get(kind)
            if c:
                print(f"  {kind:5} {sum(c.values()):5} variants   0: {c['0']:4}   1: {c['1']:5}   2+: {c['2+']:4}"
                      f"   refused: {c['refused']}")
        for name, found in shown:
            print(f"    {name}: {found}")
    n = sum(total.values())
    if n:
        print(f"all: {n:,} variants   0: {total['0']:,}   1: {total['1']:,} ({total['1'] / n:.0%})   "
              f"2+: {total['2+']:,} ({total['2+'] / n:.0%})   refused: {total['refused']:,}")


if __name__ == "__main__":
    main()
