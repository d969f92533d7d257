"""Legal actions and seeded self-play for Chrono Clash.

:func:`legal_actions` proposes the decisions the player to act may take now
(every target list of every ability, every payment and option) and keeps those
the engine does not flag, so everything it lists is accepted by
:func:`~projections.chrono_clash.engine.step` by construction, and everything it
leaves out is flagged (``tests/test_ccs_legal_actions.py`` checks both against a
family built apart, targets, payments and options included).
:func:`play` plays a whole match with a seeded ``random.Random`` and a simple
style (weights per kind of action) and returns its header and events.
Deterministic: the same seed and decks give the same match.
"""

from __future__ import annotations

import itertools
import random
from typing import Any, Iterable

import msgspec

from ledger.chrono_clash import (
    ActionPlayed, AttackDeclared, BattlerSummoned, CardDrawn, GuardianRevealed, Header, Passed, Player,
    QuestStarted, TapAbilityActivated, Transformed, TriggerResolved,
)

from . import abilities as ab
from .board import Board
from .engine import Judge, held_flags, step
from .icons import parse_ability
from .setup import new_board

Event = Any


def _clean(board: Board, ev: Event) -> bool:
    # (A summon whose ability's choice is left out holds its flag for the next event (Board.unchosen_flags): not
    # clean either.)
    trial = board.copy()
    return not step(trial, ev) and not held_flags(trial)


def _choices(board: Board, pid: str, source: str, lines: Iterable[tuple], rng: random.Random) -> list[str]:
    """Random but plausible choices for the icons of ``lines`` (validated later by the engine)."""
    out: list[str] = []
    in_play = [b for s in board.seats for b in s.battlefield]
    for line in lines:
        subject = pid  # whose hand a discard comes from: a chosen opponent's, once one is chosen
        for ic in line:
            if ic.name == "chosen-battler" and in_play:
                out.append(rng.choice(in_play))
            elif ic.name == "other-battler":
                mine = [b for b in board.seat(pid).battlefield if b != source]
                if mine:
                    out.append(rng.choice(mine))
            elif ic.name == "chosen-opponent":
                opp = board.opponents(pid)
                if opp:
                    subject = rng.choice(opp).id
                    out.append(subject)
            elif ic.name in ("battler-card", "action-card"):
                zone = "discard" if any(x.name == "discard" for x in line) else "hand"
                cands = list(getattr(board.seat(pid), zone))
                if cands:
                    out.append(rng.choice(cands))
            elif ic.name == "draw" and (ic.n or 0) < 0:
                hand = [h for h in board.seat(subject).hand if h != source]
                rng.shuffle(hand)
                out.extend(hand[: -(ic.n or 0)])
    return out


def _onward_guarded(board: Board) -> bool:
    """The attack on a questing battler, its quest card fought (Attack.onward), can go on only to the guardian stack,
    and a tapped Sentinel of the defender's, not questing, guards it (engine.on_guardian flags going on): the attack
    stops at the quest card, and play goes on as with no attack under way."""
    att = board.attack
    if att is None or not att.onward:
        return False
    quester = board.cards[att.questing]
    if quester.zone == "battlefield" and quester.quest:
        return False
    dseat = board.seat(att.defender)
    return any(x != att.questing and board.cards[x].tapped and not board.cards[x].quest and ab.has(board, x, "sentinel")
               for x in dseat.battlefield)


def _candidates(board: Board, rng: random.Random) -> list[tuple[str, Event]]:
    """(kind, event) pairs worth trying now; seq is filled in by the caller."""
    seq = board.seq + 1
    if board.pending:
        p = board.pending[0]
        out: list[tuple[str, Event]] = []
        if p.optional:
            out.append(("decline", TriggerResolved(seq=seq, player=p.controller, source=p.source, declined=True)))
            if p.kind == "reinforcements":
                for h in board.seat(p.controller).hand:
                    out.append(("summon", BattlerSummoned(seq=seq, player=p.controller, card=h, mode="reinforcements")))
            else:
                out.append(("trigger", TriggerResolved(seq=seq, player=p.controller, source=p.source)))
        else:
            line = parse_ability(p.ability)
            for _ in range(4):
                t = _choices(board, p.controller, p.source, [line], rng)
                out.append(("trigger", TriggerResolved(seq=seq, player=p.controller, source=p.source, targets=t)))
        return out
    if board.attack is not None and not _onward_guarded(board):
        att = board.attack
        dseat = board.seat(att.defender)
        stack = board.cards[att.questing].quest if att.questing else dseat.guardians
        if att.onward and not stack:
            stack = dseat.guardians  # after its quest card, the attack goes on to the guardian stack (Attack.onward)
        top = stack[0] if stack else None
        out = [("guardian", GuardianRevealed(seq=seq, player=att.defender, card=top))]
        lines = [l for l in ab.abilities_of(board, top)] if top else []
        glines = [l for l in lines if l[0].name == "guardian"]
        if glines:
            for _ in range(3):
                t = _choices(board, att.defender, top, glines, rng)
                out.append(("guardian", GuardianRevealed(seq=seq, player=att.defender, card=top, resolve=True, targets=t)))
        return out
    pid = board.active
    seat = board.seat(pid)
    if board.step == "draw":
        return [("draw", CardDrawn(seq=seq, player=pid, card=seat.deck[0] if seat.deck else None))]
    if board.must_attack is not None:
        return list(_attacks(board, pid, [board.must_attack], rng, seq))
    if board.ended or board.gauge <= -1:
        # The turn is over: the next player's draw comes next (after quest scoring, which may draw).
        ahead = board.copy()
        Judge(ahead, None).settle_turn()
        if ahead.over:
            return []
        nxt = ahead.seat(ahead.active)
        return [("draw", CardDrawn(seq=seq, player=nxt.id, card=nxt.deck[0] if nxt.deck else None))]
    out = [("pass", Passed(seq=seq, player=pid))]
    for h in seat.hand:
        d = board.card_def(h)
        if d is None:
            continue
        lines = ab.triggered(board, h, "summon") if d.type == "battler" else [
            l for l in ab.abilities_of(board, h) if l[0].family != "trigger"]
        if d.type == "battler" and ab.has(board, h, "time-threshold"):
            lines = list(lines) * 2  # the summon ability may resolve a second time
        pay: list[list[str]] = [[]]
        if d.extra:
            mine = [b for b in seat.battlefield if not (board.card_def(b) and board.card_def(b).extra)]
            pay = [list(c) for k in (1, 2, 3) for c in itertools.combinations(mine, k)
                   if sum(ab.cost(board, x) for x in c) >= ab.cost(board, h)][:3]
            if not pay:
                continue
        for payment in pay:
            t = _choices(board, pid, h, lines, rng)
            if d.type == "battler":
                tap = (ab.has(board, h, "sentinel") or ab.has(board, h, "taunt")) and rng.random() < 0.5
                under = None
                if ab.has(board, h, "toughness"):
                    rest = [x for x in seat.hand if x != h]
                    under = rng.choice(rest) if rest and rng.random() < 0.5 else None
                out.append(("summon", BattlerSummoned(seq=seq, player=pid, card=h, targets=t, payment=payment,
                                                      tap=tap, under=under)))
                if ab.has(board, h, "sneak-attack"):
                    out.append(("summon", BattlerSummoned(seq=seq, player=pid, card=h, mode="sneak-attack", targets=t)))
                if ab.has(board, h, "pilot"):
                    for eva in seat.battlefield:
                        ed = board.card_def(eva)
                        if ed is not None and ed.eva and board.cards[eva].pilot is None:
                            out.append(("summon", BattlerSummoned(seq=seq, player=pid, card=h, mode="pilot",
                                                                  attach_to=eva, targets=t)))
            else:
                out.append(("action", ActionPlayed(seq=seq, player=pid, card=h, targets=t, payment=payment)))
    ready = [b for b in seat.battlefield if not board.cards[b].tapped]
    out.extend(_attacks(board, pid, ready, rng, seq))
    for b in ready:
        if seat.hand:
            out.append(("quest", QuestStarted(seq=seq, player=pid, battler=b, card=rng.choice(seat.hand))))
        tl = ab.triggered(board, b, "tap")
        if tl:
            out.append(("tap", TapAbilityActivated(seq=seq, player=pid, battler=b,
                                                   targets=_choices(board, pid, b, tl, rng))))
    return out


def _attacks(board: Board, pid: str, attackers: list[str], rng: random.Random, seq: int) -> Iterable[tuple[str, Event]]:
    for a in attackers:
        t = _choices(board, pid, a, ab.triggered(board, a, "attack"), rng)
        for opp in board.opponents(pid):
            yield ("attack", AttackDeclared(seq=seq, player=pid, attacker=a, defender=opp.id, targets=t))
            for x in opp.battlefield:
                if board.cards[x].tapped:
                    yield ("attack", AttackDeclared(seq=seq, player=pid, attacker=a, defender=opp.id, battler=x, targets=t))


def _plain_decisions(board: Board) -> Iterable[Event]:
    """Every decision with no targets, no payment and no options, by every seat: each card drawn from the
    top two of each deck (or none), each hand card summoned or played, each battler questing with each
    hand card, attacking each seat (its guardians, or each battler), tapping; each guardian revealed; each
    pending ability resolved or declined, and each trigger the engine resolved by itself recorded; passing.
    The engine flags whatever of it is not legal now."""
    seq = board.seq + 1
    field_ = [b for s in board.seats for b in s.battlefield]
    # A TriggerResolved by another player than the active one first ends a turn that is over (the start of
    # theirs may resolve a trigger by itself: quest scoring).
    ahead = board.copy()
    Judge(ahead, None).settle_turn()
    for s in board.seats:
        pid = s.id
        for _, source in (board if pid == board.active else ahead).resolved_alone:
            yield TriggerResolved(seq=seq, player=pid, source=source)
        echo = (board if pid == board.active else ahead).summon_echo
        if echo is not None:  # a summon ability resolved with BattlerSummoned.targets' choices, recorded again
            yield TriggerResolved(seq=seq, player=pid, source=echo[1])
            yield TriggerResolved(seq=seq, player=pid, source=echo[1], targets=list(echo[2]))
        yield Passed(seq=seq, player=pid)
        for c in [None, *{c for t in board.seats for c in t.deck[:2]}]:
            yield CardDrawn(seq=seq, player=pid, card=c)
        for h in [h for t in board.seats for h in t.hand]:
            yield BattlerSummoned(seq=seq, player=pid, card=h)
            yield ActionPlayed(seq=seq, player=pid, card=h)
        for b in field_:
            for h in s.hand:
                yield QuestStarted(seq=seq, player=pid, battler=b, card=h)
            for d in board.seats:
                yield AttackDeclared(seq=seq, player=pid, attacker=b, defender=d.id)
                for x in field_:
                    yield AttackDeclared(seq=seq, player=pid, attacker=b, defender=d.id, battler=x)
            yield TapAbilityActivated(seq=seq, player=pid, battler=b)
        for c in [None, *{g for t in board.seats for g in t.guardians[:1]}]:
            yield GuardianRevealed(seq=seq, player=pid, card=c)
        for p in board.pending:
            yield TriggerResolved(seq=seq, player=pid, source=p.source)
            yield TriggerResolved(seq=seq, player=pid, source=p.source, declined=True)


_SKIP = object()


def target_lists(board: Board, pid: str, source: str | None, lines: Iterable[tuple],
                 entering: bool = False) -> list[list[str]]:
    """Every target list the icons of ``lines`` could take, in icon order: each choice icon names one of
    what it may name (a battler in play; one of ``pid``'s other battlers; an opponent; a battler or action
    card of ``pid``'s hand or discard pile; for a discard, the cards of the hand, taken in hand order, of
    ``pid`` or of the opponent chosen before it) or is left out (no candidate, an optional ability, an
    ability that cannot resolve). ``entering``: ``source`` is a battler being summoned, in play when its
    summon ability resolves (it may choose itself). The engine decides which of them stand."""
    in_play = [b for s in board.seats for b in s.battlefield] + ([source] if entering and source else [])
    slots: list[Any] = []  # per choice icon: a list of options, or ("discard", n) resolved per subject
    for line in lines:
        for ic in line:
            if ic.name == "chosen-battler":
                slots.append(list(in_play))
            elif ic.name == "other-battler":
                slots.append([b for b in board.seat(pid).battlefield if b != source])
            elif ic.name == "chosen-opponent":
                slots.append(("opponent", [o.id for o in board.opponents(pid)]))
            elif ic.name in ("battler-card", "action-card"):
                zone = "discard" if any(x.name == "discard" for x in line) else "hand"
                slots.append(list(getattr(board.seat(pid), zone)))
            elif ic.name == "draw" and (ic.n or 0) < 0:
                slots.append(("discard", -(ic.n or 0)))
    out: list[list[str]] = []

    def walk(k: int, subject: str, chosen: list[str]) -> None:
        if k == len(slots):
            out.append(chosen)
            return
        slot = slots[k]
        walk(k + 1, subject, chosen)  # the icon left out
        if isinstance(slot, tuple) and slot[0] == "opponent":
            for o in slot[1]:
                walk(k + 1, o, chosen + [o])
        elif isinstance(slot, tuple):
            hand = [h for h in board.seat(subject).hand if h != source]
            for n in range(1, slot[1] + 1):
                for c in itertools.combinations(hand, n):
                    walk(k + 1, subject, chosen + list(c))
        else:
            for t in slot:
                walk(k + 1, subject, chosen + [t])

    walk(0, pid, [])
    return out


def _extra_payments(board: Board, pid: str) -> list[list[str]]:
    """Every set of ``pid``'s battlers in play that are not extra-deck cards (battlefield order)."""
    mine = [b for b in board.seat(pid).battlefield if not (board.card_def(b) and board.card_def(b).extra)]
    return [list(c) for k in range(1, len(mine) + 1) for c in itertools.combinations(mine, k)]


def _all_decisions(board: Board) -> Iterable[Event]:
    """Every decision with its targets, payment and options, for the player to act (a superset of what
    is legal now: :func:`legal_actions` keeps what the engine accepts)."""
    seq = board.seq + 1
    if board.pending:
        p = board.pending[0]
        pid = p.controller
        yield TriggerResolved(seq=seq, player=pid, source=p.source, declined=True)
        lines = [parse_ability(p.ability)] if p.ability else []
        for t in target_lists(board, pid, p.source, lines):
            yield TriggerResolved(seq=seq, player=pid, source=p.source, targets=t)
        if p.kind == "reinforcements":
            for h in board.seat(pid).hand:
                for t in target_lists(board, pid, h, ab.triggered(board, h, "summon"), entering=True):
                    yield BattlerSummoned(seq=seq, player=pid, card=h, mode="reinforcements", targets=t)
        return
    if board.attack is not None and not _onward_guarded(board):
        att = board.attack
        stack = board.cards[att.questing].quest if att.questing else board.seat(att.defender).guardians
        if att.onward and not stack:
            stack = board.seat(att.defender).guardians  # after its quest card, on to the guardian stack
        top = stack[0] if stack else None
        yield GuardianRevealed(seq=seq, player=att.defender, card=top)
        glines = [l for l in ab.abilities_of(board, top) if l[0].name == "guardian"] if top else []
        if glines:
            for t in target_lists(board, att.defender, top, glines):
                yield GuardianRevealed(seq=seq, player=att.defender, card=top, resolve=True, targets=t)
        return
    pid = board.active
    seat = board.seat(pid)
    attackers = [board.must_attack] if board.must_attack is not None else \
        [b for b in seat.battlefield if not board.cards[b].tapped]
    for a in attackers:
        for t in target_lists(board, pid, a, ab.triggered(board, a, "attack")):
            for opp in board.opponents(pid):
                yield AttackDeclared(seq=seq, player=pid, attacker=a, defender=opp.id, targets=t)
                for x in opp.battlefield:
                    yield AttackDeclared(seq=seq, player=pid, attacker=a, defender=opp.id, battler=x, targets=t)
    if board.must_attack is not None or board.step == "draw" or board.ended or board.gauge <= -1:
        return
    for h in seat.hand:
        d = board.card_def(h)
        if d is None:
            continue
        if d.type != "battler":
            lines = [l for l in ab.abilities_of(board, h) if l[0].family != "trigger"]
            for payment in _extra_payments(board, pid) if d.extra else [[]]:
                for t in target_lists(board, pid, h, lines):
                    yield ActionPlayed(seq=seq, player=pid, card=h, targets=t, payment=payment)
            continue
        lines = ab.triggered(board, h, "summon")
        if ab.has(board, h, "time-threshold"):
            lines = list(lines) * 2  # the summon ability may resolve a second time
        tlists = target_lists(board, pid, h, lines, entering=True)
        taps = [False, True] if ab.has(board, h, "sentinel") or ab.has(board, h, "taunt") else [False]
        unders = [None] + [x for x in seat.hand if x != h] if ab.has(board, h, "toughness") else [None]
        for payment in _extra_payments(board, pid) if d.extra else [[]]:
            for t, tap, under in itertools.product(tlists, taps, unders):
                yield BattlerSummoned(seq=seq, player=pid, card=h, targets=t, payment=payment, tap=tap, under=under)
        if ab.has(board, h, "sneak-attack"):
            for t in tlists:
                yield BattlerSummoned(seq=seq, player=pid, card=h, mode="sneak-attack", targets=t)
        if ab.has(board, h, "pilot"):
            for eva in seat.battlefield:
                for t in tlists:
                    yield BattlerSummoned(seq=seq, player=pid, card=h, mode="pilot", attach_to=eva, targets=t)
        if ab.has(board, h, "transform"):
            for ret in seat.battlefield:
                for t in tlists:
                    yield Transformed(seq=seq, player=pid, returned=ret, card=h, targets=t)
    for b in attackers:
        for h in seat.hand:
            yield QuestStarted(seq=seq, player=pid, battler=b, card=h)
        tl = ab.triggered(board, b, "tap")
        if tl:
            for t in target_lists(board, pid, b, tl):
                yield TapAbilityActivated(seq=seq, player=pid, battler=b, targets=t)


def legal_actions(board: Board, rng: random.Random | None = None) -> list[Event]:
    """Every decision the player to act may take now that the engine accepts.

    The candidates are :func:`_plain_decisions` (every seat, no targets or options) and
    :func:`_all_decisions` (every target list of every ability, every payment and option), kept where
    the engine accepts them. Discards chosen by an ability are listed in hand order (another order is the
    same choice). ``rng`` is accepted for callers of the sampled version and not used."""
    seen: set[bytes] = set()
    out: list[Event] = []
    for ev in itertools.chain(_plain_decisions(board), _all_decisions(board)):
        key = _encode(ev)
        if key not in seen and _clean(board, ev):
            seen.add(key)
            out.append(ev)
    return out


_encode = msgspec.json.Encoder().encode


STYLES: dict[str, dict[str, float]] = {
    "aggressive": {"attack": 6, "summon": 4, "action": 2, "quest": 0.3, "tap": 1, "pass": 0.5},
    "questing": {"attack": 0.0, "summon": 4, "action": 0.5, "quest": 8, "tap": 0.5, "pass": 0.5},
    "passive": {"attack": 0.0, "summon": 0.5, "action": 0.2, "quest": 0.0, "tap": 0.2, "pass": 3},
    "balanced": {"attack": 3, "summon": 3, "action": 1, "quest": 1.5, "tap": 1, "pass": 0.7},
}


def play(header: Header, styles: dict[str, str], seed: int, max_events: int = 5000) -> list[Event]:
    """Play a whole match from ``header`` with seeded random legal choices."""
    rng = random.Random(seed)
    board = new_board(header)
    events: list[Event] = []
    while not board.over and len(events) < max_events:
        cands = _candidates(board, rng)
        actor_style = STYLES[styles.get(_actor(board, cands), "balanced")]
        rng.shuffle(cands)
        cands.sort(key=lambda kv: -actor_style.get(kv[0], 1.0) * rng.random())
        chosen = None
        for kind, ev in cands:
            if actor_style.get(kind, 1.0) <= 0 and kind not in ("draw", "guardian", "trigger", "decline"):
                continue
            if _clean(board, ev):
                chosen = ev
                break
        if chosen is None:
            # Nothing this style likes is legal (a forced Sneak Attack, say): take any legal choice.
            chosen = next((ev for kind, ev in cands if _clean(board, ev)), None)
        if chosen is None:
            break
        step(board, chosen)
        events.append(chosen)
    return events


def _actor(board: Board, cands: list[tuple[str, Event]]) -> str:
    return cands[0][1].player if cands else board.active


def deal(players: list[tuple[str, dict[str, int], dict[str, int]]], seed: int, first: str | None = None,
         label: str = "") -> Header:
    """A header whose deck orders are a seeded shuffle of each deck list."""
    rng = random.Random(seed)
    seats = []
    for i, (pid, deck, extra) in enumerate(players):
        order = [n for n, k in deck.items() for _ in range(k)]
        rng.shuffle(order)
        eorder = [n for n, k in extra.items() for _ in range(k)]
        rng.shuffle(eorder)
        seats.append(Player(id=pid, name=pid.capitalize(), seat=i + 1, deck=deck, order=order,
                            extra_deck=extra, extra_order=eorder or None))
    return Header(version=1, game="chrono-clash", players=seats, first=first or players[0][0], match=label)


PLAYER_IDS = ("alice", "bob", "carol", "dave")


def sample_decks() -> dict[str, tuple[dict[str, int], dict[str, int]]]:
    """The sample deck lists shipped in ``data/decks.json``: name -> (deck, extra deck)."""
    import json
    from importlib import resources

    data = json.loads(resources.files(__package__).joinpath("data/decks.json").read_text())
    return {name: (d["deck"], d["extra_deck"]) for name, d in data["decks"].items()}


#: How many seats a simulated match may have ("Chrono Clash is played by 2 to 4 players").
PLAYERS = range(2, 5)


def simulate(seed: int, players: int = 2) -> tuple[Header, list[Event]]:
    """One complete match from ``seed``: decks, shuffle, first player and styles all drawn from it."""
    if not 2 <= players <= 4:
        raise ValueError("Chrono Clash is played by 2 to 4 players")
    rng = random.Random(f"simulate/{seed}/{players}")
    decks = sample_decks()
    names = sorted(decks)
    seats = []
    for pid in PLAYER_IDS[:players]:
        deck, extra = decks[rng.choice(names)]
        seats.append((pid, deck, extra))
    first = rng.choice([pid for pid, _, _ in seats])
    header = deal(seats, rng.randrange(2**31), first=first, label=f"simulated {players}p #{seed}")
    header.meta = {"generator": "matchledger simulate", "seed": str(seed), "players": str(players)}
    styles = {pid: rng.choice(sorted(STYLES)) for pid, _, _ in seats}
    return header, play(header, styles, rng.randrange(2**31))
