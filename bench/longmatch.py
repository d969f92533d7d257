"""A deterministic 20,000-event FFTCG match for the seek benchmark.

    .venv/bin/python bench/longmatch.py -o long.jsonl      # write it (and verify it clean)

Two players with huge limited-format decks (40 cards or more, at most 3
copies a serial) of vanilla cost-1 backups defined inline in the header's
``cards``, played by the FFTCG self-play module's turn loop
(:class:`projections.fftcg.selfplay._Game`): without forwards nobody attacks,
so each turn is a draw, maybe a backup, the phase passes and the End-phase
discard (about 10 events), and the match runs until ``events`` events (it
is cut there: the log is a legal, unfinished match). The same arguments give
the same bytes.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ledger.fftcg import Card, Header, Player  # noqa: E402
from ledger.log import MatchLog, dump_log, parse_log  # noqa: E402

EVENTS = 20_000
ELEMENTS = ("fire", "ice", "wind", "earth", "lightning", "water")


def vanilla_cards(serials: int) -> list[Card]:
    """``serials`` vanilla backups (no text), cost 1, element by serial."""
    return [Card(serial=f"V-{k:04d}", name=f"Vanilla Backup {k}", type="backup", cost=1,
                 elements=[ELEMENTS[k % len(ELEMENTS)]])
            for k in range(1, serials + 1)]


def long_match(events: int = EVENTS, seed: int = 20_000) -> tuple[Header, list[Any]]:
    """The header and the first ``events`` events of a long self-played FFTCG match."""
    from projections.fftcg.selfplay import _Game

    # About 10 events a turn, 2 cards drawn a turn: 1 card a player every 10 events, plus slack.
    per_player = events // 9 + 60
    serials = -(-per_player // 3)
    cards = vanilla_cards(serials)
    deck = {c.serial: 3 for c in cards}
    header = Header(version=1, game="fftcg", format="limited", first="alice", chosen_by="alice",
                    shuffle_seed=seed, cards=cards,
                    players=[Player(id="alice", name="Alice", deck=dict(deck)),
                             Player(id="bob", name="Bob", deck=dict(deck))],
                    match=f"bench long match ({events} events)",
                    meta={"generator": "bench/longmatch.py", "seed": str(seed)})
    game = _Game(header, random.Random(seed))
    while not game.board.over and len(game.events) < events:
        game.turn()
    if len(game.events) < events:
        raise RuntimeError(f"the match ended after {len(game.events)} events; make the decks bigger")
    return header, game.events[:events]


def long_log(events: int = EVENTS, seed: int = 20_000) -> MatchLog:
    header, evs = long_match(events, seed)
    return parse_log(dump_log(header, evs), f"long-fftcg-{events}.jsonl")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--events", type=int, default=EVENTS)
    args = ap.parse_args()
    from projections import core

    log = long_log(args.events)
    v = core.verify(log)
    Path(args.output).write_bytes(log.canonical())
    print(f"{args.output}: {len(log.events)} events, {'clean' if v.clean else f'{len(v.violations)} violations'}")


if __name__ == "__main__":
    main()
