"""Force of Will ``legal_actions`` against the engine, over boards drawn from simulated matches.

(a) Every listed action is accepted: ``step`` flags nothing.

(b) The converse, over candidate actions built here from the board alone
(never from ``legal_actions``): each candidate whose normal form is not
listed is flagged by the engine. The families, for each of the two players:

- draw: ``CardDrawn`` with the card omitted, and naming the deck's second card;
- stone: ``StoneCalled`` by the ruler (``by`` omitted), by each of the player's
  resonators, and naming the magic stone deck's second stone;
- play: ``CardPlayed`` of every card in the player's hand and standby zone, the
  top card of their main deck and the first card of the opponent's hand, paid
  by this file's own payer (:func:`_pay`), with targets ``[]``, each single
  target of the universe (both players, every card on either field, every
  source on the chase) and one too many; an addition onto every card on
  either field, onto each player and onto nothing; from the standby zone for
  the standby cards;
- pay: for every hand card (first target of the universe): the payer's
  payment, one source short, one extra source (every will source of either
  player, any orientation), the first source swapped for each of those, the
  first source twice, and the first source declared as each other attribute;
- ability: ``AbilityActivated`` of every card on either field and both rulers,
  each ability number and one past the last, with targets as for play;
- standby: ``StandbySet`` of every hand card and the deck's top card, paid {2}
  by the payer and one short;
- judgment: ``JudgmentMade`` paid by the payer for the player's J-activation
  cost, and one short;
- attack: ``AttackDeclared`` by every card on either field, at each player and
  every card on either field;
- block: ``BlockDeclared`` with no blocker and with every card on either field;
- resolve: ``ChaseResolved`` with the card omitted and naming each chase source;
- end: ``TurnEnded`` discarding the excess over seven (the last cards), one
  more and one fewer;
- mulligan: ``Mulliganed`` keeping, returning the first card, returning the
  whole hand;
- concede: ``Conceded``.

The normal form (:func:`normal`) fills what the engine defaults (the top card
of a deck or of the chase, the ruler calling a stone), takes mulligans and
discards as sets, and a payment as the multiset of its sources' classes (owner,
zone, name, orientation, whether it entered this turn with a rest-will
ability, the will it can produce, the attribute declared, whether it is the
card using the ability): exactly what the engine's payment check reads, so two
payments with one normal form are accepted or flagged together.

Not covered by the converse: the order of mulligans and discards, which of
interchangeable sources pays, targets lists of two or more (no simulated card
takes two), ``EffectRecorded`` and the ``name`` fields of paper logs.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterator

import msgspec
import pytest

from ledger.force_of_will import (
    ATTRIBUTES, AbilityActivated, AttackDeclared, BlockDeclared, CardDrawn, CardPlayed, ChaseResolved, Conceded,
    JudgmentMade, Mulliganed, StandbySet, StoneCalled, TurnEnded,
)
from projections import core
from projections.force_of_will import cards as C
from projections.force_of_will import new_board, selfplay, step
from projections.force_of_will.board import Board
import projections.force_of_will as fow

SEEDS = range(1, 7)
STRIDE = 11


@pytest.fixture(scope="module")
def boards() -> list[Board]:
    """Boards from simulated matches: the set-up, every STRIDE-th event, more of the rarer moments (a deep
    chase, a battle, a hand over seven), the end."""
    out = []
    for seed in SEEDS:
        header, events = selfplay.simulate(seed)
        b = new_board(header)
        for k, ev in enumerate(events):
            rare = len(b.chase) >= 2 or b.battle is not None or len(b.seat(b.active).hand) > 7
            if k < 3 or k % STRIDE == seed % STRIDE or (rare and k % 5 == 0):
                out.append(b.copy())
            step(b, ev)
        fow.finish(b)  # the end of the log: the battle damage of a block it ends on
        out.append(b.copy())
    return out


def test_the_sample_reaches_every_kind_of_moment(boards):
    assert any(b.phase == "setup" for b in boards)
    assert any(b.phase == "draw" for b in boards)
    assert any(b.battle is not None for b in boards)
    assert any(len(b.chase) >= 2 for b in boards)
    assert any(b.over for b in boards)
    assert any(len(b.seat(b.active).hand) > 7 and b.phase == "main" for b in boards)
    assert any(b.cards[s.ruler].j_side for b in boards for s in b.seats)


# ---------------------------------------------------------------------------
# (a) what is listed is accepted


def test_every_listed_action_is_accepted(boards):
    listed = 0
    for b in boards:
        actions = selfplay.legal_actions(b)
        for ev in actions:
            assert core.check(fow, b, ev) == [], (b.seq, ev)
        normals = [normal(b, ev) for ev in actions]
        assert len(set(normals)) == len(normals), "a decision is listed twice"
        listed += len(actions)
    assert listed > 5 * len(boards)


def test_only_a_concession_is_listed_once_the_game_is_over(boards):
    for b in (b for b in boards if b.over):  # the handshake after the game is won: a note, no fault
        assert [(type(e).__name__, e.player) for e in selfplay.legal_actions(b)] == \
            [("Conceded", s.id) for s in b.seats]


# ---------------------------------------------------------------------------
# (b) what is not listed is flagged


def _judged(b: Board, ev: Any) -> list:
    """``core.check``; where the engine judges ``ev`` only once the next event is known (``fow.undecided``: a first
    set-up draw naming a card under the opening hand's five), as the log's last event (``fow.finish``)."""
    after = b.copy()
    found = fow.step(after, ev)
    if fow.undecided(after):
        found += fow.finish(after)
    return found


def test_every_unlisted_candidate_is_flagged(boards):
    hits: Counter = Counter()
    misses: Counter = Counter()
    for b in boards:
        listed = {normal(b, ev) for ev in selfplay.legal_actions(b)}
        for family, ev in candidates(b):
            if normal(b, ev) in listed:
                hits[family] += 1
                continue
            misses[family] += 1
            assert _judged(b, ev) != [], (family, b.seq, ev)
    families = {"draw", "stone", "play", "pay", "ability", "standby", "judgment", "attack", "block", "resolve",
                "end", "mulligan", "concede"}
    # Each family meets both sides of the line somewhere: it is not vacuous either way. A concession is legal at any
    # time, after the game's end too (the handshake: a note), so it has no illegal side.
    assert set(hits) == families, families - set(hits)
    assert set(misses) == families - {"concede"}, families - set(misses)


# ---------------------------------------------------------------------------
# The normal form


def normal(b: Board, ev: Any) -> tuple:
    """``ev`` without its seq, with the engine's defaults filled in and interchangeable choices merged."""
    d = msgspec.structs.asdict(ev)
    d.pop("seq")
    seat = b.seat(ev.player)
    if isinstance(ev, CardDrawn) and d["card"] is None and seat.deck:
        d["card"] = seat.deck[0]
    if isinstance(ev, StoneCalled):
        d["by"] = d["by"] or seat.ruler
        if d["card"] is None and seat.stones:
            d["card"] = seat.stones[0]
    if isinstance(ev, ChaseResolved) and d["card"] is None and b.chase:
        d["card"] = b.chase[-1].source
    for key in ("cards", "discarded"):
        if key in d:
            d[key] = _as_set(d[key])
    if "payment" in d:
        d["payment"] = _payment_classes(b, ev)
        d.pop("attributes")
    return (type(ev).__name__,) + tuple(sorted((k, _freeze(v)) for k, v in d.items()))


def _as_set(ids: list[str]) -> Any:
    return frozenset(ids) if len(set(ids)) == len(ids) else ("repeated", tuple(ids))


def _freeze(v: Any) -> Any:
    return tuple(v) if isinstance(v, list) else v


def _payment_classes(b: Board, ev: Any) -> tuple:
    """The payment as the multiset of what the engine reads of each source."""
    out = []
    for k, src in enumerate(ev.payment):
        inst = b.cards.get(src)
        if inst is None or ev.payment.count(src) > 1:
            out.append(("odd", src, k))
            continue
        will = C.will_of(b, src)
        wa = C.will_ability(b, src)
        sick = wa is not None and wa.rest and C.is_resonator(b, src) and inst.entered_turn == b.turn
        declared = ev.attributes[k] if k < len(ev.attributes) and ev.attributes[k] else None
        produces = declared or (will[0] if will else None)
        out.append(("src", inst.owner, inst.zone, inst.name or "", inst.rested, sick, tuple(will or ()),
                    will is None, produces or "", src == getattr(ev, "card", None)))
    return tuple(sorted(out, key=repr))


# ---------------------------------------------------------------------------
# The candidate families (built from the board, not from legal_actions)


def _sources(b: Board, pid: str) -> list[str]:
    seat = b.seat(pid)
    return [i for i in seat.stone_area + seat.field if C.will_of(b, i) is not None]


def _pay(b: Board, pid: str, cost: str, avoid: str | None = None) -> list[str]:
    """A payment read off the rules: recovered sources of ``pid`` that may rest now, attribute will first."""
    parsed = C.parse_cost(cost)
    if parsed is None:
        return []
    need, free = parsed
    pool = []
    for iid in _sources(b, pid):
        inst = b.cards[iid]
        wa = C.will_ability(b, iid)
        if inst.rested or iid == avoid or (wa is not None and wa.rest and C.is_resonator(b, iid)
                                           and inst.entered_turn == b.turn):
            continue
        pool.append(iid)
    paid = []
    for attr, n in need.items():
        for _ in range(n):
            src = next((s for s in pool if attr in (C.will_of(b, s) or [attr])), None)
            if src is None:  # short of that attribute: what there is (the engine must flag it)
                return paid + pool[:free]
            pool.remove(src)
            paid.append(src)
    return paid + pool[:free]


def _universe(b: Board) -> list[str]:
    """Everything a target could name: both players, every card on either field, every chase source."""
    chased = list(dict.fromkeys(e.source for e in b.chase))
    return [s.id for s in b.seats] + [i for s in b.seats for i in s.field] + chased


def _target_options(b: Board, n_wanted: int) -> list[list[str]]:
    u = _universe(b)
    return [[]] + [[x] for x in u] + [[u[0]] * (n_wanted + 1)]


def _wanted(b: Board, iid: str) -> int:
    d = b.card_def(iid)
    if d is None:
        return 0
    return len(C.chosen(C.spell_effects(d) if d.type == "spell" else d.enter))


def candidates(b: Board) -> Iterator[tuple[str, Any]]:
    seq = b.seq + 1
    fielded = [i for s in b.seats for i in s.field]
    everyone = [s.id for s in b.seats]
    all_sources = [i for s in b.seats for i in _sources(b, s.id)]
    for seat in b.seats:
        p = seat.id
        opp = b.opponent(p)
        yield "concede", Conceded(seq=seq, player=p)
        yield "draw", CardDrawn(seq=seq, player=p)
        if len(seat.deck) > 1:
            yield "draw", CardDrawn(seq=seq, player=p, card=seat.deck[1])
        yield "stone", StoneCalled(seq=seq, player=p)
        for iid in seat.field:
            yield "stone", StoneCalled(seq=seq, player=p, by=iid)
        if len(seat.stones) > 1:
            yield "stone", StoneCalled(seq=seq, player=p, card=seat.stones[1])
        # play
        for iid in seat.hand + seat.deck[:1] + opp.hand[:1]:
            d = b.card_def(iid)
            cost = d.cost if d is not None else ""
            pay = _pay(b, p, cost)
            if d is not None and d.type == "addition":
                for host in fielded + everyone + [None]:
                    yield "play", CardPlayed(seq=seq, player=p, card=iid, attach_to=host, payment=pay)
            else:
                for targets in _target_options(b, _wanted(b, iid)):
                    yield "play", CardPlayed(seq=seq, player=p, card=iid, targets=targets, payment=pay)
        for iid in seat.standby:
            for targets in _target_options(b, _wanted(b, iid)):
                yield "play", CardPlayed(seq=seq, player=p, card=iid, targets=targets, from_standby=True)
        # pay
        for iid in seat.hand:
            d = b.card_def(iid)
            if d is None:
                continue
            host = fielded[0] if d.type == "addition" and d.kind != "field" and fielded else None
            targets = _target_options(b, _wanted(b, iid))[1 if _wanted(b, iid) else 0]
            for pay, attrs in _payment_variants(b, p, d.cost, all_sources):
                yield "pay", CardPlayed(seq=seq, player=p, card=iid, targets=targets, attach_to=host,
                                        payment=pay, attributes=attrs)
        # ability
        for iid in fielded + [s.ruler for s in b.seats]:
            abil = C.abilities(b, iid)
            for k in range(len(abil) + 1):
                a = abil[k] if k < len(abil) else None
                pay = _pay(b, p, a.cost if a else "", avoid=iid if a and a.rest else None)
                wanted = len(C.chosen(a.effects)) if a else 0
                for targets in _target_options(b, wanted):
                    yield "ability", AbilityActivated(seq=seq, player=p, card=iid, ability=k, targets=targets,
                                                      payment=pay)
        # standby
        for iid in seat.hand + seat.deck[:1]:
            pay = _pay(b, p, "{2}")
            yield "standby", StandbySet(seq=seq, player=p, card=iid, payment=pay)
            yield "standby", StandbySet(seq=seq, player=p, card=iid, payment=pay[:-1])
        # judgment
        d = b.card_def(seat.ruler)
        jcost = d.j_ruler.cost if d is not None and d.j_ruler is not None else ""
        pay = _pay(b, p, jcost)
        yield "judgment", JudgmentMade(seq=seq, player=p, payment=pay)
        yield "judgment", JudgmentMade(seq=seq, player=p, payment=pay[:-1])
        # attack, block
        for a in fielded:
            for t in everyone + fielded:
                yield "attack", AttackDeclared(seq=seq, player=p, attacker=a, target=t)
        yield "block", BlockDeclared(seq=seq, player=p)
        for x in fielded:
            yield "block", BlockDeclared(seq=seq, player=p, blocker=x)
        # resolve
        yield "resolve", ChaseResolved(seq=seq, player=p)
        for e in b.chase:
            yield "resolve", ChaseResolved(seq=seq, player=p, card=e.source)
        # end
        excess = max(0, len(seat.hand) - 7)
        for n in {excess, excess + 1, max(0, excess - 1)}:
            yield "end", TurnEnded(seq=seq, player=p, discarded=seat.hand[len(seat.hand) - n:] if n else [])
        # mulligan
        for cards in ([], seat.hand[:1], list(seat.hand)):
            yield "mulligan", Mulliganed(seq=seq, player=p, cards=cards)


def _payment_variants(b: Board, pid: str, cost: str, all_sources: list[str]) -> Iterator[tuple[list[str], list[str]]]:
    base = _pay(b, pid, cost)
    yield base, []
    if not base:
        return
    yield base[:-1], []
    yield base + [base[0]], []
    for x in all_sources:
        if x not in base:
            yield base + [x], []
            yield [x] + base[1:], []
    for attr in ATTRIBUTES:
        yield base, [attr]
