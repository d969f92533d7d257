"""Mutation testing report: how often verify catches a log broken at one event.

    .venv/bin/python bench/mutations.py [--matches 200]
"""

from __future__ import annotations

import argparse

from ledger.log import dump_log, parse_log
from projections import mutation
from projections.chrono_clash import mutations as ccs_mutations
from projections.chrono_clash import selfplay


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=200)
    args = ap.parse_args()
    logs = []
    for seed in range(1, args.matches + 1):
        header, events = selfplay.simulate(seed, 2 + seed % 3)
        logs.append(parse_log(dump_log(header, events), f"sim-{seed}"))
    reports = mutation.run(logs)
    print(mutation.report_text(reports, {"chrono-clash": ccs_mutations.NOT_YET}))
    for kinds in reports.values():
        for kind, r in kinds.items():
            for miss in r.misses[:3]:
                print(f"  miss {kind}: {miss}")


if __name__ == "__main__":
    main()
