"""A deterministic 20,000-event FFTCG match for the seek benchmark (and a 100,000-event one).

    .venv/bin/python bench/longmatch.py -o long.jsonl      # write it (and verify it clean)
    .venv/bin/python bench/longmatch.py -o long100k.jsonl --events 100000 --busy

Two players with huge limited-format decks (40 cards or more, at most 3
copies a serial) of vanilla cost-1 backups defined inline in the header's
``cards``, played by the FFTCG self-play module's turn loop
(:class:`projections.fftcg.selfplay._Game`): without forwards nobody attacks,
so each turn is a draw, maybe a backup, the phase passes and the End-phase
discard (about 10 events), and the match runs until ``events`` events (it
is cut there: the log is a legal, unfinished match). The same arguments give
the same bytes.

A deck list may hold at most 5,000 FFTCG cards (``ledger.limits``), and a
vanilla turn draws a card a player every 10 events, so the vanilla match
stops short of 45,000 events. ``busy``: each backup also has a free action
ability (dull it: nothing happens) that its owner uses every turn, about 13
events a card drawn instead of 5, so 100,000 events need two 3,822-card decks
(and 20,000 events two 822-card ones).
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

from ledger.fftcg import Ability, Card, Header, Player  # noqa: E402
from ledger.log import MatchLog, dump_log, parse_log  # noqa: E402

EVENTS = 20_000
ELEMENTS = ("fire", "ice", "wind", "earth", "lightning", "water")


def vanilla_cards(serials: int, busy: bool = False) -> list[Card]:
    """``serials`` vanilla backups (no text), cost 1, element by serial; ``busy``: with a free ability."""
    idle = [Ability(kind="action", dull=True, effects=[], text="Dull: nothing happens.")] if busy else []
    return [Card(serial=f"V-{k:04d}", name=f"Vanilla Backup {k}", type="backup", cost=1,
                 elements=[ELEMENTS[k % len(ELEMENTS)]], abilities=list(idle))
            for k in range(1, serials + 1)]


def long_match(events: int = EVENTS, seed: int = 20_000, busy: bool = False) -> tuple[Header, list[Any]]:
    """The header and the first ``events`` events of a long self-played FFTCG match."""
    from projections.fftcg.selfplay import _Game

    # About 10 events a turn, 2 cards drawn a turn: 1 card a player every 10 events, plus slack;
    # busy, 1 card a player every 26 events or so.
    per_player = events // 25 + 60 if busy else events // 9 + 60
    serials = -(-per_player // 3)
    cards = vanilla_cards(serials, busy)
    deck = {c.serial: 3 for c in cards}
    header = Header(version=1, game="fftcg", format="limited", first="alice", chosen_by="alice",
                    shuffle_seed=seed, cards=cards,
                    players=[Player(id="alice", name="Alice", deck=dict(deck)),
                             Player(id="bob", name="Bob", deck=dict(deck))],
                    match=f"bench long match ({events} events{', busy' if busy else ''})",
                    meta={"generator": "bench/longmatch.py", "seed": str(seed)})
    game = _Game(header, random.Random(seed))
    while not game.board.over and len(game.events) < events:
        game.turn()
    if len(game.events) < events:
        raise RuntimeError(f"the match ended after {len(game.events)} events; make the decks bigger")
    return header, game.events[:events]


def long_log(events: int = EVENTS, seed: int = 20_000, busy: bool = False) -> MatchLog:
    header, evs = long_match(events, seed, busy)
    return parse_log(dump_log(header, evs), f"long-fftcg-{events}.jsonl")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--events", type=int, default=EVENTS)
    ap.add_argument("--busy", action="store_true", help="backups with a free ability: more events a card drawn")
    args = ap.parse_args()
    from projections import core

    log = long_log(args.events, busy=args.busy)
    v = core.verify(log)
    Path(args.output).write_bytes(log.canonical())
    print(f"{args.output}: {len(log.events)} events, {'clean' if v.clean else f'{len(v.violations)} violations'}")


if __name__ == "__main__":
    main()
