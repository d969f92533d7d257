"""Seeded self-play for Force of Will: complete legal matches between the two starter decks.

:func:`simulate` draws everything from its seed (who chooses, who plays
first, the shuffles, every decision) and returns ``(header, events)``; the
same seed gives the same events. Candidate decisions are built from the board
(payments from recovered will sources, targets from the field) and kept only
when the engine flags nothing, so every match verifies clean by construction.
Matches end at 0 life or on a deck-out at the draw.
"""

from __future__ import annotations

import random
from typing import Any

from ledger.force_of_will import (
    AbilityActivated, AttackDeclared, BlockDeclared, CardDrawn, CardPlayed, ChaseResolved, Header, JudgmentMade,
    Player, StoneCalled, TurnEnded,
)

from . import cards as C
from .board import MAX_HAND, Board
from .engine import step
from .setup import new_board

LIGHT_DECK = {
    "Galahad, the Son of the God": 4, "Blessed Holy Wolf": 4, "Gawain, the Knight of the Sun": 4,
    "Perceval, the Seeker of Holy Grail": 4, "Young Knight of Gloria": 4, "Tristan, the Knight of Sorrow": 4,
    "Temple Monk": 4, "Herald of Sacred Queen": 4, "Pride of Knights": 4, "Sweet Rose": 2,
    "Order of Sacred Queen": 2,
}
FIRE_DECK = {
    "Dragoon of Certo": 4, "Whelp Drake": 4, "Flamewing Wyvern": 4, "Lancelot, the Knight of Mad Demon": 4,
    "Guinevere, the Jealous Queen": 4, "Hector de Maris, the Acolyte of Mad Demon": 4, "Rukh Egg": 4,
    "Demonflame": 4, "Flame King's Shout": 2, "Certo, the Blazing Volcano": 2, "Laevateinn, the Demon Sword": 2,
    "Bullet of Envy": 2,
}
DECKS = {
    "faria": ("Faria, the Sacred Queen", LIGHT_DECK, {"Magic Stone of Light": 10}),
    "melgis": ("Melgis, the Flame King", FIRE_DECK, {"Magic Stone of Flame": 10}),
}
#: How much a kind of decision is liked (TurnEnded is the fallback that always exists).
WEIGHTS = {"stone": 50.0, "play": 8.0, "ability": 2.0, "judgment": 6.0, "attack": 6.0, "block": 1.0,
           "no-block": 1.0, "resolve": 1.0, "draw": 1.0, "end": 0.5}


def _sources(board: Board, pid: str) -> list[tuple[str, list[str]]]:
    seat = board.seat(pid)
    out = []
    for iid in seat.stone_area + seat.field:
        inst = board.cards[iid]
        will = C.will_of(board, iid)
        if not will or inst.rested:
            continue
        wa = C.will_ability(board, iid)
        if wa is not None and wa.rest and C.is_resonator(board, iid) and inst.entered_turn == board.turn:
            continue
        out.append((iid, will))
    return out


def _payment(board: Board, pid: str, cost: str, avoid: str | None = None) -> list[str] | None:
    """Recovered sources paying ``cost`` exactly (attribute will first), or None."""
    parsed = C.parse_cost(cost)
    if parsed is None:
        return None
    need, free = parsed
    pool = [s for s in _sources(board, pid) if s[0] != avoid]
    paid: list[str] = []
    for attr, n in need.items():
        for _ in range(n):
            src = next((s for s in pool if attr in s[1]), None)
            if src is None:
                return None
            pool.remove(src)
            paid.append(src[0])
    if len(pool) < free:
        return None
    return paid + [s[0] for s in pool[:free]]


def _targets(board: Board, pid: str, kinds: list[str], rng: random.Random) -> list[str] | None:
    opp = board.opponent(pid).id
    fielded = [i for s in board.seats for i in s.field]
    out = []
    for kind in kinds:
        if kind == "resonator":
            cands = [i for i in fielded if C.is_resonator(board, i)]
        elif kind == "your-resonator":
            cands = [i for i in board.seat(pid).field if C.is_resonator(board, i)]
        elif kind == "fighter":
            cands = [i for i in fielded if C.is_fighter(board, i)]
        elif kind == "player":
            cands = [opp]
        elif kind == "chase":
            cands = [e.source for e in board.chase if e.controller != pid]
        elif kind == "your-hand-card":
            cands = list(board.seat(pid).hand)
        else:
            cands = []
        if not cands:
            return None
        # Harmful effects aim at the opponent's cards where possible; helpful ones at one's own.
        theirs = [c for c in cands if c in board.cards and board.cards[c].owner == opp]
        out.append(rng.choice(theirs or cands))
    return out


def _candidates(board: Board, rng: random.Random) -> list[tuple[str, Any]]:
    seq = board.seq + 1
    a = board.active
    opp = board.opponent(a).id
    if board.phase == "draw":
        return [("draw", CardDrawn(seq=seq, player=a))]
    out: list[tuple[str, Any]] = []
    if board.battle is not None:
        bt = board.battle
        for iid in board.seat(bt.defender).field:
            if C.is_fighter(board, iid) and not board.cards[iid].rested:
                out.append(("block", BlockDeclared(seq=seq, player=bt.defender, blocker=iid)))
        out.append(("no-block", BlockDeclared(seq=seq, player=bt.defender)))
        return out
    if board.chase:
        top = board.chase[-1]
        return [("resolve", ChaseResolved(seq=seq, player=board.opponent(top.controller).id, card=top.source))]
    seat = board.seat(a)
    out.append(("stone", StoneCalled(seq=seq, player=a)))
    for iid in seat.hand:
        d = board.card_def(iid)
        if d is None or (d.type == "spell" and d.kind == "chant-standby"):
            continue
        pay = _payment(board, a, d.cost)
        if pay is None:
            continue
        attach = None
        targets: list[str] | None = []
        if d.type == "addition" and d.kind != "field":
            hosts = [i for i in seat.field if (C.is_resonator(board, i) if d.kind == "resonator" else C.is_fighter(board, i))]
            if not hosts:
                continue
            attach = rng.choice(hosts)
        elif d.type == "spell":
            targets = _targets(board, a, C.chosen(C.spell_effects(d)), rng)
        elif d.enter:
            targets = _targets(board, a, C.chosen(d.enter), rng)
        if targets is None:
            continue
        out.append(("play", CardPlayed(seq=seq, player=a, card=iid, payment=pay, targets=targets, attach_to=attach)))
    for iid in seat.field:
        for k, ab in enumerate(C.abilities(board, iid)):
            if ab.kind != "activated":
                continue
            if ab.rest and (board.cards[iid].rested or (C.is_resonator(board, iid) and board.cards[iid].entered_turn == board.turn)):
                continue
            pay = _payment(board, a, ab.cost, avoid=iid if ab.rest else None)
            targets = _targets(board, a, C.chosen(ab.effects), rng)
            if pay is not None and targets is not None:
                out.append(("ability", AbilityActivated(seq=seq, player=a, card=iid, ability=k, targets=targets, payment=pay)))
    ruler = board.card_def(seat.ruler)
    if ruler is not None and ruler.j_ruler is not None and board.cards[seat.ruler].zone == "ruler-area":
        pay = _payment(board, a, ruler.j_ruler.cost)
        if pay is not None:
            out.append(("judgment", JudgmentMade(seq=seq, player=a, payment=pay)))
    targets = [opp] + [i for i in board.seat(opp).field if C.is_fighter(board, i) and board.cards[i].rested]
    for iid in seat.field:
        inst = board.cards[iid]
        if C.is_fighter(board, iid) and not inst.rested and inst.entered_turn != board.turn:
            out.append(("attack", AttackDeclared(seq=seq, player=a, attacker=iid, target=rng.choice(targets))))
    extra = max(0, len(seat.hand) - MAX_HAND)
    out.append(("end", TurnEnded(seq=seq, player=a, discarded=list(seat.hand[-extra:]) if extra else [])))
    return out


def play(header: Header, seed: int, max_events: int = 4000) -> list[Any]:
    """Play a whole match from ``header`` with seeded random legal decisions."""
    rng = random.Random(seed)
    board = new_board(header)
    events: list[Any] = []
    while not board.over and len(events) < max_events:
        cands = _candidates(board, rng)
        cands.sort(key=lambda kv: -WEIGHTS[kv[0]] * rng.random())
        chosen = next((ev for _, ev in cands if not step(board.copy(), ev)), None)
        if chosen is None:
            break
        step(board, chosen)
        events.append(chosen)
    return events


def simulate(seed: int, players: int = 2) -> tuple[Header, list[Any]]:
    """One complete two-player match from ``seed`` (Force of Will is played by two)."""
    if players != 2:
        raise ValueError("Force of Will is played by 2 players")
    rng = random.Random(f"simulate/force-of-will/{seed}")
    styles = sorted(DECKS)
    rng.shuffle(styles)
    seats = []
    for k, (pid, style) in enumerate(zip(("alice", "bob"), styles)):
        ruler, deck, stones = DECKS[style]
        seats.append(Player(id=pid, name=pid.capitalize(), seat=k + 1, deck=dict(deck), stones=dict(stones), ruler=ruler))
    chooser = rng.choice(["alice", "bob"])
    first = rng.choice(["alice", "bob"])
    header = Header(version=1, game="force-of-will", players=seats, first=first, chooser=chooser,
                    shuffle_seed=rng.randrange(2**31), match=f"simulated #{seed}",
                    meta={"generator": "matchledger simulate", "seed": str(seed), "players": "2"})
    return header, play(header, rng.randrange(2**31))

