"""Seeded self-play for FFTCG: complete legal matches for ``matchledger simulate``.

:func:`simulate` deals two real 50-card lists (the decks are shuffled by the
header's documented ``shuffle_seed``) and plays a simple style with a seeded
``random.Random``: draw; maybe play one backup, then forwards it can pay by
discarding cards of their element or dulling backups; attack with forwards
able to, one at a time; block when the blocker survives (or must block); in
the End phase discard down to 5. Every event is judged by the engine as it is
made, so the match is legal by construction. Deterministic: the same seed
gives the same header and events. Raises ``ValueError`` for other than 2 players.
"""

from __future__ import annotations

import random
from typing import Any

from ledger.fftcg import (
    CP, AttackDeclared, BlockDeclared, CardsDrawn, CharacterPlayed, Discarded, Header, Player, PriorityPassed,
)

from .board import Board
from .engine import power, step, traits
from .setup import new_board

#: Two real mono-element lists (Opus I serials, 50 cards each): forwards, backups, summons kept as CP.
DECKS = {
    "fire": {"1-009": 3, "1-016": 3, "1-014": 3, "1-012": 3, "1-020": 3, "1-021": 3, "1-027": 3, "1-029": 3,
             "1-005": 3, "1-007": 3, "1-010": 3, "1-004": 3, "1-001": 1, "1-002": 3, "1-022": 3, "1-025": 3,
             "1-026": 3, "1-015": 1},
    "water": {"1-163": 3, "1-165": 3, "1-166": 3, "1-160": 3, "1-164": 3, "1-175": 3, "1-179": 3, "1-155": 3,
              "1-151": 3, "1-159": 3, "1-172": 3, "1-168": 3, "1-162": 3, "1-154": 3, "1-214": 3, "1-216": 2,
              "1-213": 3},
    "earth": {"1-119": 3, "1-105": 3, "1-093": 3, "1-097": 3, "1-110": 3, "2-078": 3, "1-120": 3, "1-098": 3,
              "1-099": 3, "1-100": 3, "1-101": 3, "1-102": 3, "1-103": 3, "1-104": 3, "1-106": 3, "1-107": 3,
              "1-108": 2},
}
PLAYER_IDS = ("alice", "bob")
MAX_TURNS = 120


class _Game:
    def __init__(self, header: Header, rng: random.Random):
        self.board: Board = new_board(header)
        self.rng = rng
        self.events: list[Any] = []

    def ev(self, cls: type, **fields: Any) -> None:
        e = cls(seq=len(self.events) + 1, **fields)
        found = step(self.board, e)
        if found:  # pragma: no cover - a bug in this module, not in the match
            raise AssertionError(f"self-play made an illegal event {e!r}: {found[0].message}")
        self.events.append(e)

    def passes(self, *ps: str) -> None:
        for p in ps:
            self.ev(PriorityPassed, player=p)

    def payment(self, pid: str, card: str) -> list[CP] | None:
        """Active backups of the card's element first, then discards; exact, or one over from a discard."""
        b = self.board
        d = b.card_def(card)
        els = set(d.elements)
        need, pay = d.cost, []
        for f in b.seat(pid).field:
            fd = b.card_def(f)
            if need > 0 and fd.type == "backup" and not b.cards[f].dull and set(fd.elements) & els:
                pay.append(CP(dull=f))
                need -= 1
        for c in b.seat(pid).hand:
            cd = b.card_def(c)
            if need <= 0:
                break
            if c != card and set(cd.elements) & els and not set(cd.elements) & {"light", "dark"}:
                pay.append(CP(discard=c))
                need -= 2
        return pay if need <= 0 else None

    def main_phase(self, me: str) -> None:
        b = self.board
        for want in ("backup", "forward", "forward"):
            if self.rng.random() < 0.15:
                continue
            field = b.seat(me).field
            backups = sum(1 for f in field if b.card_def(f).type == "backup")
            for c in sorted(b.seat(me).hand, key=lambda c: (b.card_def(c).cost, c)):
                d = b.card_def(c)
                if d.type != want or (want == "backup" and backups >= 3):
                    continue
                if not d.many and any(b.card_def(f).name == d.name for f in field):
                    continue
                if d.abilities or d.attack_cost or set(d.traits) & {"must-attack", "back-attack"}:
                    continue  # this style plays only characters whose text it needs not choose for
                pay = self.payment(me, c)
                if pay is not None:
                    self.ev(CharacterPlayed, player=me, card=c, payment=pay)
                    break

    def attacks(self, me: str, you: str) -> None:
        b = self.board
        for f in list(b.seat(me).field):
            inst = b.cards[f]
            if b.over or b.card_def(f).type != "forward" or inst.dull or inst.attacked_turn == b.turn:
                continue
            if inst.entered_turn == b.turn and "haste" not in traits(b, f):
                continue
            if self.rng.random() < 0.2:
                continue
            self.ev(AttackDeclared, player=me, attackers=[f])
            self.passes(me, you)
            able = [g for g in b.seat(you).field if b.card_def(g).type == "forward" and not b.cards[g].dull
                    and "cannot-block" not in traits(b, g)]
            forced = [g for g in able if "must-block" in traits(b, g)]
            safe = [g for g in able if power(b, g) - b.cards[g].damage > power(b, f)]
            blocker = forced[0] if forced else (safe[0] if safe and self.rng.random() < 0.8 else None)
            self.ev(BlockDeclared, player=you, blocker=blocker)
            self.passes(me, you)

    def turn(self) -> None:
        b = self.board
        me = b.first if b.phase == "setup" else b.other(b.active)
        you = b.other(me)
        n = 1 if b.phase == "setup" else 2
        self.ev(CardsDrawn, player=me, cards=b.seat(me).deck[:n])
        if b.over:
            return
        self.main_phase(me)
        self.passes(me, you, me, you)  # main 1 -> attack (preparation) -> declaration
        self.attacks(me, you)
        if b.over:
            return
        self.passes(me, you, me, you)  # declaration -> main 2 -> End
        hand = b.seat(me).hand
        if len(hand) > 5:
            self.ev(Discarded, player=me, cards=self.rng.sample(hand, len(hand) - 5))


def simulate(seed: int, players: int = 2) -> tuple[Header, list[Any]]:
    """One complete match from ``seed``: decks, shuffle, first player and choices all drawn from it."""
    if players != 2:
        raise ValueError("the Final Fantasy TCG is played by two players")
    rng = random.Random(f"simulate/fftcg/{seed}")
    names = sorted(DECKS)
    first = rng.choice(PLAYER_IDS)
    header = Header(version=1, game="fftcg", first=first, chosen_by=first, shuffle_seed=rng.randrange(2**31),
                    players=[Player(id=pid, name=pid.title(), deck=dict(DECKS[rng.choice(names)]))
                             for pid in PLAYER_IDS],
                    match=f"simulated 2p #{seed}",
                    meta={"generator": "matchledger simulate", "seed": str(seed), "players": "2"})
    game = _Game(header, rng)
    while not game.board.over and game.board.turn < MAX_TURNS:
        game.turn()
    return header, game.events
