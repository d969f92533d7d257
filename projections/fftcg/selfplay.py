"""Legal actions and seeded self-play for FFTCG.

:func:`legal_actions` lists every decision a player may take now, each a
ready event (targets, payments, X chosen), derived from the rules as the
engine reads them (docs/fftcg.md). It shares the engine's card facts (power,
traits, a card's cost after reductions, which cards a target kind fits) but
never its judgement: no event is tried on a board, so comparing the list with
:func:`~projections.fftcg.engine.step` (tests/test_fftcg_legal_actions.py)
checks two readings of the rules against each other. Where the choices
explode it lists canonical representatives:

- payments: one per distinct multiset of (source kind, element), the
  sources taken in field and hand order (:func:`payments`);
- X: 0 to :data:`X_MAX` (every larger X is judged like X_MAX);
- a mulligan puts the hand to the bottom in hand order;
- a discard down to the hand limit: every set of cards of the due count,
  and one set (the first cards of the hand) for each smaller count (with
  nothing due, the empty one);
- a party block's split: all the damage to one attacker, for each attacker;
- a Search's find: one card per serial (or none), the deck kept in order;
- an unmodelled card's ability or summon: no targets, no payment (its text is
  not interpreted, so the engine accepts any).

``Conceded`` is listed for both players. ``EffectRecorded`` is a record of
what a card did, not a decision: never listed. Logs with hidden cards (paper
tables) are not supported.

:func:`simulate` plays a whole match with a seeded ``random.Random``: at every
step the acting player (:class:`_Player`) chooses among :func:`legal_actions`
with a simple style (develop backups and forwards, cast summons at good
targets, sometimes respond on the stack, attack, block when the blocker
survives, discard down to 5). Every event is judged by the engine as it is
made and must be clean. Deterministic: the same seed gives the same header
and events. Raises ``ValueError`` for other than 2 players.
"""

from __future__ import annotations

import itertools
import random
from typing import Any, Iterable

import msgspec

from ledger.fftcg import (
    CP, AbilityUsed, AttackDeclared, AutoTriggered, BlockDeclared, CardsDrawn, CharacterPlayed, Conceded,
    Card, Discarded, ExBurstUsed, Header, Mulliganed, Player, PriorityPassed, Resolved, SummonCast,
)

from .board import Board, Item
from .engine import (
    HAND_LIMIT, LIGHT_DARK, MAIN, MAX_BACKUPS, TARGETED, Judge, _excess, _matches, cost_of, dull_ability_waits,
    end_point_pass, power, resolution_draw, step, traits,
)
from .setup import new_board

Event = Any

#: The largest X listed; every larger X is judged like it (docs above).
X_MAX = 9

#: Four real 50-card lists: three mono-element ones and a three-element one with a light/dark splash.
DECKS = {
    "fire": {"1-009": 3, "1-016": 3, "1-014": 3, "1-012": 3, "1-020": 3, "1-021": 3, "1-027": 3, "1-029": 3,
             "1-005": 3, "1-007": 3, "1-010": 3, "1-004": 3, "1-001": 3, "1-002": 1, "1-022": 3, "1-025": 3,
             "1-026": 3, "1-015": 1},
    "water": {"1-163": 3, "1-165": 3, "1-166": 3, "1-160": 3, "1-164": 3, "1-175": 3, "1-179": 3, "1-155": 3,
              "1-151": 3, "1-159": 3, "1-172": 3, "1-168": 3, "2-129": 3, "1-154": 3, "1-214": 3, "1-216": 2,
              "1-213": 3},
    "earth": {"1-119": 3, "1-105": 3, "1-093": 3, "1-097": 3, "1-110": 3, "2-078": 3, "1-120": 3, "1-098": 3,
              "1-099": 3, "1-100": 3, "1-101": 3, "1-102": 3, "1-103": 3, "1-104": 3, "1-106": 3, "1-107": 3,
              "1-108": 2},
    "storm": {"1-143": 3, "1-138": 3, "1-147": 3, "1-131": 3, "1-134": 3, "1-074": 3, "1-068": 3, "1-078": 3,
              "1-085": 3, "2-072": 3, "1-039": 3, "1-043": 3, "1-036": 3, "1-046": 3, "1-181": 2, "1-182": 1,
              "1-183": 1, "1-184": 1, "1-185": 2, "15-139": 1},
}
#: A fifth list, lightning and ice, for what the other four never do: summons made cheaper (Red Mage,
#: Sage) or dearer (Seymour, for the opponent), control taken (Mateus), and an auto ability at the end
#: of the turn (Night Watch, a card of the simulation's own: see :data:`SIM_CARDS`).
DECKS["thunder"] = {"1-143": 3, "1-138": 3, "1-147": 3, "1-131": 3, "1-134": 3, "1-121": 3, "1-133": 3, "1-137": 1,
                    "1-039": 3, "1-043": 3, "1-036": 3, "1-046": 3, "2-044": 3, "1-149": 2, "SIM-001": 3,
                    "1-050": 3, "1-211": 3, "1-192": 2}

#: Cards of the simulation's own (serials outside the real card list), defined in the header of a match
#: that deals them: what no card of the pool does (an auto ability at the end of its controller's turn).
SIM_CARDS = [msgspec.convert({
    "serial": "SIM-001", "name": "Night Watch", "type": "backup", "cost": 2, "elements": ["lightning"],
    "abilities": [{"kind": "auto", "when": "end-of-turn", "effects": [{"do": "draw", "target": "none", "amount": 1}]}],
    "text": "At the end of your turn, draw 1 card. (A card of the simulation's own, not a real card.)"}, Card)]
PLAYER_IDS = ("alice", "bob")
MAX_TURNS = 120
MAX_EVENTS = 6000


# -- facts the rules ask about ------------------------------------------------

def _def(b: Board, iid: str):
    return b.defs[b.cards[iid].serial]


def _light_dark(d: Any) -> bool:
    return any(e in LIGHT_DARK for e in d.elements)


def required_elements(d: Any) -> list[str]:
    """The elements a card's cost needs one CP of each; none for light and dark cards [ref (5.2.1.2.)]."""
    return [] if _light_dark(d) else list(d.elements)


def hand_over(b: Board) -> bool:
    """The End phase's hand limit is still to be met: only the discard (or an auto ability) may come now."""
    return b.phase == "end" and b.turn > 0 and not b.hand_checked and len(b.seat(b.active).hand) > HAND_LIMIT


def _pre_ok(b: Board, pid: str) -> bool:
    """What most events must respect first: no pending trigger or resolution, the draw done, this turn's."""
    if b.phase in ("setup", "draw") or b.triggers or (b.stack and b.passes >= 2):
        return False
    return not (b.phase == "end" and pid != b.active and not b.stack)


def _stack_timing(b: Board, pid: str) -> bool:
    """Summons, action/special abilities and Back Attack: main or attack phase, with priority (or at once after
    putting a summon or ability on the stack: who keeps priority may add another; after a resolution, either)."""
    return b.phase in ("main1", "main2", "attack") and (pid in (b.priority, b.added_by) or b.after_resolution)


def _fits(b: Board, pid: str, kind: str, iid: str) -> bool:
    return Judge(b, None).fits(pid, kind, iid)


def can_attack(b: Board, iid: str) -> bool:
    """A forward of the active player able to attack now [ref (10.1.2.1.1.)] [ref (10.1.2.1.2.)]."""
    inst = b.cards[iid]
    t = traits(b, iid)
    return (inst.zone == "field" and inst.controller == b.active and _def(b, iid).type == "forward"
            and not inst.dull and (inst.entered_turn != b.turn or "haste" in t)
            and inst.attacked_turn != b.turn and "cannot-attack" not in t)


def forced_attackers(b: Board) -> list[str]:
    """Forwards that must attack and still can: the attack phase may not end while there are some."""
    return [f for f in b.seat(b.active).field if "must-attack" in traits(b, f) and can_attack(b, f)]


def can_block(b: Board, pid: str, iid: str) -> bool:
    inst = b.cards[iid]
    return (inst.zone == "field" and inst.controller == pid and _def(b, iid).type == "forward"
            and not inst.dull and "cannot-block" not in traits(b, iid))


# -- choices: payments, targets, X ------------------------------------------

def payments(b: Board, pid: str, cost: int, required: list[str], exclude: Iterable[str] = (),
             over: bool = False) -> list[list[CP]]:
    """Every way to pay ``cost`` that the CP rules accept, one per distinct multiset of (kind, element).

    Sources: ``pid``'s active backups (1 CP) and hand cards that are not light or dark (2 CP), in field
    and hand order; the first sources of each kind and element are the ones used. The total is the
    cost, or one over when a card was discarded (the fftcg-v2 ruleset; with loose payment nothing
    more is listed: larger overpayments are legal there but add no choice worth making). ``over``: also
    the payments of two or more over that the fftcg-v2 ruleset accepts (no discarded card could be left out,
    the backups alone do not exceed the cost: Leon 12-113 paid by a fire and an ice card discarded), as
    :func:`legal_actions` lists them.
    """
    if cost <= 0:
        return [[]]
    exclude = set(exclude)
    seat = b.seat(pid)
    groups: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    for f in seat.field:
        d = _def(b, f)
        if d.type == "backup" and not b.cards[f].dull and f not in exclude:
            groups.setdefault(("dull", tuple(d.elements)), []).append(f)
    for h in seat.hand:
        d = _def(b, h)
        if h not in exclude and d.elements and not _light_dark(d):
            groups.setdefault(("discard", tuple(d.elements)), []).append(h)
    keys = list(groups)
    # What the groups from k on can still make at most: a walk that cannot reach the cost stops early.
    reach = [0] * (len(keys) + 1)
    for k in range(len(keys) - 1, -1, -1):
        reach[k] = reach[k + 1] + len(groups[keys[k]]) * (1 if keys[k][0] == "dull" else 2)
    if reach[0] < cost:
        return []
    need: dict[str, int] = {}
    for el in required:
        need[el] = need.get(el, 0) + 1
    out: list[list[CP]] = []
    # A discard kept for an element may bring the total past one over: at most 2 CP more per element asked.
    top = cost + 1 + (2 * len(required) if over else 0)

    def walk(k: int, total: int, made: dict[str, int], chosen: list[tuple[str, str, str]]) -> None:
        if total > top or total + reach[k] < cost:
            return
        if k == len(keys):
            discarded = any(kind == "discard" for kind, _, _ in chosen)
            if total == cost or (total == cost + 1 and discarded) or (over and total > cost + 1 and not _excess(
                    [(kind == "discard", e or made_el(i), 1 if kind == "dull" else 2) for kind, i, e in chosen],
                    cost, required)):
                if all(made.get(el, 0) >= n for el, n in need.items()):
                    out.append([CP(dull=i, element=e) if kind == "dull" else CP(discard=i, element=e)
                                for kind, i, e in chosen])
            return
        kind, els = keys[k]
        ids = groups[keys[k]]
        unit = 1 if kind == "dull" else 2
        for n in range(0, len(ids) + 1):
            if total + unit * n > top:
                break
            for split in _splits(n, els):
                more = dict(made)
                picked = []
                used = 0
                for el, m in zip(els, split):
                    more[el] = more.get(el, 0) + unit * m
                    picked += [(kind, ids[used + j], el if len(els) > 1 else None) for j in range(m)]
                    used += m
                walk(k + 1, total + unit * n, more, chosen + picked)

    def made_el(iid: str) -> str:
        return _def(b, iid).elements[0]

    walk(0, 0, {}, [])
    return out


def _splits(n: int, els: tuple[str, ...]) -> Iterable[tuple[int, ...]]:
    """Ways to share ``n`` sources among the elements a multi-element card may make."""
    if len(els) == 1:
        yield (n,)
        return
    for first in range(n, -1, -1):
        for rest in _splits(n - first, els[1:]):
            yield (first,) + rest


def target_lists(b: Board, pid: str, effects: list[Any]) -> list[list[str]]:
    """Every choice of targets for ``effects`` (one card per targeting step, field order)."""
    slots = [e.target for e in effects if e.target in TARGETED]
    if not slots:
        return [[]]
    field = [iid for s in b.seats for iid in s.field]
    per = [[iid for iid in field if _fits(b, pid, kind, iid)] for kind in slots]
    return [list(t) for t in itertools.product(*per)]


def x_values(effects: list[Any]) -> list[int | None]:
    return list(range(0, X_MAX + 1)) if any(e.per_x for e in effects) else [None]


def _has_target(b: Board, pid: str, effects: list[Any]) -> bool:
    return all(any(_fits(b, pid, e.target, iid) for s in b.seats for iid in s.field)
               for e in effects if e.target in TARGETED)


# -- legal actions ------------------------------------------------------------

def legal_actions(board: Board) -> list[Event]:
    """Every decision a player may take now that the rules allow (canonical representatives, above)."""
    b = board
    seq = b.seq + 1
    if b.over:
        # Only a concession: the handshake after the game is won is no fault (a note); anything else is play after
        # the end (``fftcg.game.over``).
        return _concessions(b, seq)
    out: list[Event] = []
    if b.phase == "setup":
        out += [Mulliganed(seq=seq, player=s.id, bottom=list(s.hand)) for s in b.seats if s.mulligans < 1]
        out.append(CardsDrawn(seq=seq, player=b.first, cards=b.seat(b.first).deck[:1]))
        return out + _concessions(b, seq)
    out += _autos(b, seq)
    out += _bursts(b, seq)
    out += _draws(b, seq)
    out += _discards(b, seq)
    # A keep recorded after the game began (a note): listed where it is told from a mulligan, an empty hand's.
    out += [Mulliganed(seq=seq, player=s.id, bottom=[]) for s in b.seats
            if not s.hand and not (hand_over(b) and s.id == b.active)]
    if not hand_over(b):
        out += _passes(b, seq)
        out += _resolutions(b, seq)
        out += _characters(b, seq)
        out += _summons(b, seq)
        out += _abilities(b, seq)
        out += _attacks(b, seq)
        out += _blocks(b, seq)
        out += _concessions(b, seq)
    else:  # the hand limit is the active player's: the other player's pass or concession does not judge it, nor
        # her own pass with nothing to resolve, or over the End phase's auto abilities (priority comes before the
        # discard [ref (9.5.1.1.)])
        end_pass = not b.triggers and b.combat is None and all(i.kind == "auto" for i in b.stack)
        out += [e for e in _passes(b, seq) if e.player != b.active or end_pass]
        out += [e for e in _concessions(b, seq) if e.player != b.active]
    return out


def _concessions(b: Board, seq: int) -> list[Event]:
    return [Conceded(seq=seq, player=s.id) for s in b.seats]


def _autos(b: Board, seq: int) -> list[Event]:
    """Triggered auto abilities, any of them first; declined only when optional or without a target. One
    already flagged as left off (``late``) may still go on the stack, and waits for nothing else."""
    out: list[Event] = []
    seen = set()
    for t in [*b.triggers, *b.late]:
        if (t.source, t.ability) in seen:
            continue
        seen.add((t.source, t.ability))
        effects = _def(b, t.source).abilities[t.ability].effects
        for targets in target_lists(b, t.controller, effects):
            out.append(AutoTriggered(seq=seq, player=t.controller, source=t.source, ability=t.ability,
                                     targets=targets))
        if t.optional or not _has_target(b, t.controller, effects):
            out.append(AutoTriggered(seq=seq, player=t.controller, source=t.source, ability=t.ability, declined=True))
    return out


def _bursts(b: Board, seq: int) -> list[Event]:
    """The EX Burst of the card just put into the damage zone, by the event right after the damage."""
    if b.burst is None or hand_over(b) or b.burst not in b.cards:
        return []
    card = b.burst
    d = _def(b, card)
    if not d.ex_burst:
        return []
    pid = b.cards[card].controller
    effects = list(d.burst or (d.summon if d.type == "summon" else []))
    if not (d.modelled and effects):
        return [ExBurstUsed(seq=seq, player=pid, card=card)]
    return [ExBurstUsed(seq=seq, player=pid, card=card, targets=t) for t in target_lists(b, pid, effects)]


def _draws(b: Board, seq: int) -> list[Event]:
    """The Draw phase: the top 2 cards (the next player's, once the End phase has nothing left)."""
    if b.phase == "draw":
        n = 1 if b.turn == 1 and b.active == b.first else 2
        return [CardsDrawn(seq=seq, player=b.active, cards=b.seat(b.active).deck[:n])]
    if b.phase == "end" and not b.triggers and not b.stack and not hand_over(b):
        nxt = b.other(b.active)
        return [CardsDrawn(seq=seq, player=nxt, cards=b.seat(nxt).deck[:2])]
    # The draw line of the top of the stack, both having passed over it (or the stack resolving item after item, a
    # resolution just made), written just before its Resolved (a note).
    chained = b.resolve_all and b.passes == 0
    return [CardsDrawn(seq=seq, player=s.id, cards=s.deck[:n]) for s in b.seats
            if s.known_order and not hand_over(b) and (n := resolution_draw(b, s.id, passes=0 if chained else 2))]


def _discards(b: Board, seq: int) -> list[Event]:
    """End phase: every set of cards that brings the hand down to the limit, one set per smaller count."""
    if b.phase != "end" or b.triggers or (b.stack and b.passes >= 2):
        return []  # an auto ability to put on the stack, or the top of the stack to resolve, comes first
    hand = b.seat(b.active).hand
    due = len(hand) - HAND_LIMIT
    if due < 0:
        return [Discarded(seq=seq, player=b.active, cards=[])]  # nothing due: discarding nothing breaks no rule
    out = [Discarded(seq=seq, player=b.active, cards=list(hand[:k])) for k in range(0, due)]
    out += [Discarded(seq=seq, player=b.active, cards=list(c)) for c in itertools.combinations(hand, due)]
    return out


def _passes(b: Board, seq: int) -> list[Event]:
    if b.phase == "end" and not b.stack and not b.triggers:
        return [PriorityPassed(seq=seq, player=s.id) for s in b.seats]  # nothing to resolve: allowed, no effect
    if b.phase not in ("main1", "main2", "attack", "end") or b.triggers or b.priority is None:
        return []
    if b.stack and b.passes >= 2:
        # The seed's literal End phase, nothing to discard: her pass after both passed over its auto abilities.
        return [PriorityPassed(seq=seq, player=b.active)] if end_point_pass(b, b.active) and not hand_over(b) else []
    if (b.phase == "attack" and b.step == "declare" and not b.stack and b.passes == 1 and forced_attackers(b)):
        return []  # the attack phase would end with a forward that must attack still able to
    out = [PriorityPassed(seq=seq, player=b.priority)]
    if b.added_by is not None and b.added_by != b.priority:
        out.append(PriorityPassed(seq=seq, player=b.added_by))  # who just added to the stack may pass first
    elif b.after_resolution and b.priority is not None:
        out.append(PriorityPassed(seq=seq, player=b.other(b.priority)))  # after a resolution: either order
    elif b.discard_pass and b.discard_pass != b.priority:
        out.append(PriorityPassed(seq=seq, player=b.discard_pass))  # her pass again after her End phase discard
    return out


def _resolutions(b: Board, seq: int) -> list[Event]:
    """After two passes in a row, the top of the stack resolves; a Search names its find (or none)."""
    if not b.stack or (b.passes < 2 and not (b.resolve_all and b.passes == 0)):
        return []  # (right after a resolution that followed both passes, the next item may resolve at once)
    top = b.stack[-1]
    out = []
    for choices, shuffled in _search_choices(b, top):
        out.append(Resolved(seq=seq, player=top.controller, item=top.source, choices=choices, shuffled=shuffled))
    return out


def _search_choices(b: Board, item: Item) -> list[tuple[list[str], list[str] | None]]:
    searches = [e for e in item.effects if e.do == "search"] if item.modelled else []
    if not searches:
        return [([], None)]
    deck = b.seat(item.controller).deck
    out: list[tuple[list[str], list[str] | None]] = [([], list(deck))]
    seen = set()
    for c in deck:
        d = _def(b, c)
        if d.serial not in seen and _matches(d, searches[0].filter):
            seen.add(d.serial)
            out.append(([c], [x for x in deck if x != c]))
    return out


def _characters(b: Board, seq: int) -> list[Event]:
    """Characters from the hand: main phase, own turn, empty stack, priority (Back Attack: like a summon)."""
    out: list[Event] = []
    for pid in _actors(b):
        seat = b.seat(pid)
        main = b.phase in MAIN and pid == b.active and not b.stack
        stack = _stack_timing(b, pid)
        cards = [c for c in seat.hand if _def(b, c).type in ("forward", "backup", "monster")
                 and (stack if "back-attack" in _def(b, c).traits else main)]
        if not cards:
            continue
        field_names = {_def(b, f).name for f in seat.field}
        backups = sum(1 for f in seat.field if _def(b, f).type == "backup")
        light_dark = any(_light_dark(_def(b, f)) for f in seat.field)
        for c in cards:
            d = _def(b, c)
            if (d.type == "backup" and backups >= MAX_BACKUPS) or (not d.many and d.name in field_names) \
                    or (_light_dark(d) and light_dark):
                continue
            for pay in payments(b, pid, cost_of(b, pid, c), required_elements(d), exclude=(c,), over=True):
                out.append(CharacterPlayed(seq=seq, player=pid, card=c, payment=pay))
    return out


def _actors(b: Board) -> list[str]:
    """Who may put something on the stack or play a character now: the holder of priority, and the player who
    has just put a summon or ability on the stack (who may add another at once); after a resolution, both."""
    if b.priority is None:
        return []
    if not _pre_ok(b, b.priority):
        return []
    if b.added_by is not None and b.added_by != b.priority:
        return [b.priority, b.added_by]
    if b.after_resolution:
        return [b.priority, b.other(b.priority)]  # after a resolution, either player may act first
    return [b.priority]


def _summons(b: Board, seq: int) -> list[Event]:
    out: list[Event] = []
    for pid in _actors(b):
        if not _stack_timing(b, pid):
            continue
        for c in b.seat(pid).hand:
            d = _def(b, c)
            if d.type != "summon":
                continue
            tlists = target_lists(b, pid, d.summon) if d.modelled else [[]]
            for pay in payments(b, pid, cost_of(b, pid, c), required_elements(d), exclude=(c,), over=True):
                for x in x_values(d.summon):
                    for t in tlists:
                        out.append(SummonCast(seq=seq, player=pid, card=c, payment=pay, targets=t, x=x))
    return out


def _abilities(b: Board, seq: int) -> list[Event]:
    """Action and special abilities of the characters of the player with priority."""
    out: list[Event] = []
    for pid in _actors(b):
        if not _stack_timing(b, pid):
            continue
        seat = b.seat(pid)
        for src in seat.field:
            inst = b.cards[src]
            d = _def(b, src)
            if not d.modelled:
                out.append(AbilityUsed(seq=seq, player=pid, source=src))
                continue
            for k, ab in enumerate(d.abilities):
                if ab.kind not in ("action", "special"):
                    continue
                if ab.dull and (inst.dull or dull_ability_waits(b, src, pid)):
                    continue
                discards: list[str | None] = [None]
                if ab.kind == "special":
                    discards = _first_per_serial(b, [h for h in seat.hand if _def(b, h).name == d.name])
                    if not discards:
                        continue
                cost = sum(ab.cost.values())
                required = [e for e, n in ab.cost.items() if e != "any" for _ in range(n)]
                for disc in discards:
                    for pay in payments(b, pid, cost, required, exclude=(disc,) if disc else (), over=True):
                        for x in x_values(ab.effects):
                            for t in target_lists(b, pid, ab.effects):
                                out.append(AbilityUsed(seq=seq, player=pid, source=src, ability=k, payment=pay,
                                                       discard=disc, targets=t, x=x))
    return out


def _first_per_serial(b: Board, ids: list[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for i in ids:
        if b.cards[i].serial not in seen:
            seen.add(b.cards[i].serial)
            out.append(i)
    return out


def parties(b: Board) -> list[list[str]]:
    """Every forward or party able to attack now: forwards that can attack, sharing an element."""
    able = [f for f in b.seat(b.active).field if can_attack(b, f)]
    out = []
    for n in range(1, len(able) + 1):
        for combo in itertools.combinations(able, n):
            common = set(_def(b, combo[0]).elements)
            for a in combo[1:]:
                common &= set(_def(b, a).elements)
            if common:
                out.append(list(combo))
    return out


def _attacks(b: Board, seq: int) -> list[Event]:
    pid = b.active
    if not (b.phase == "attack" and b.step == "declare" and not b.stack and b.priority == pid and _pre_ok(b, pid)):
        return []
    out: list[Event] = []
    for party in parties(b):
        cost = sum(_def(b, a).attack_cost for a in party)
        for pay in payments(b, pid, cost, [], over=True):
            out.append(AttackDeclared(seq=seq, player=pid, attackers=party, payment=pay))
    return out


def _blocks(b: Board, seq: int) -> list[Event]:
    """The defender's block (or none): a must-block forward blocks if one is able."""
    c = b.combat
    pid = b.other(b.active)
    if not (b.phase == "attack" and b.step == "block" and c is not None and _pre_ok(b, pid)):
        return []
    able = [f for f in b.seat(pid).field if can_block(b, pid, f)]
    forced = [f for f in able if "must-block" in traits(b, f)]
    choices: list[str | None] = list(forced) if forced else [None] + able
    out: list[Event] = []
    for bl in choices:
        cost = _def(b, bl).block_cost if bl else 0
        splits: list[dict[str, int]] = [{}]
        if bl is not None and len(c.attackers) > 1:
            p = max(power(b, bl), 0)
            splits = [{a: p} for a in c.attackers]
        for pay in payments(b, pid, cost, [], over=True):
            for split in splits:
                out.append(BlockDeclared(seq=seq, player=pid, blocker=bl, payment=pay, split=split))
    return out


# -- self-play ------------------------------------------------------------------

#: Effects that hurt their target: aimed at the opponent's cards; the others at one's own.
HARMFUL = {"damage", "break", "dull", "freeze", "return", "remove", "control"}


_KINDS = {CharacterPlayed: "play", SummonCast: "summon", AbilityUsed: "ability", ExBurstUsed: "burst",
          PriorityPassed: "pass", Resolved: "resolve", AttackDeclared: "attack", BlockDeclared: "block",
          Discarded: "discard", CardsDrawn: "draw", Mulliganed: "mulligan", Conceded: "concede"}


def kind(ev: Event) -> str:
    """The style's name for a kind of decision."""
    if isinstance(ev, AutoTriggered):
        return "decline" if ev.declined else "auto"
    return _KINDS[type(ev)]


class _Player:
    """A simple seeded style choosing among :func:`legal_actions`.

    It develops (backups up to five, forwards), casts summons and uses
    abilities only at targets worth it (harm the opponent's forwards, help
    its own), sometimes answers on the stack, attacks with most able
    forwards (sometimes as a party), blocks when the blocker survives, and
    discards at random down to 5. It never concedes, never passes in an
    empty End phase and never uses an unmodelled card's ability. The one
    thing it adds to a listed action: a Search's shuffle (the list keeps the
    deck in order; any order is legal).
    """

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, b: Board, actions: list[Event]) -> Event | None:
        by: dict[str, list[Event]] = {}
        for a in actions:
            k = kind(a)
            if k in ("play", "summon", "ability") and a.player != b.priority:
                continue  # the style acts on priority only (the caster's own answer at once is legal, not its way)
            if _overpaid(b, a):
                continue  # nor does it pay two or more CP over (legal when a discard keeps an element)
            if k != "concede" and not _unmodelled_ability(b, a) and not _control_without_room(b, a):
                by.setdefault(k, []).append(a)
        if b.phase != "setup":
            by.pop("mulligan", None)  # (a keep recorded late is no decision of this style's)
        if b.phase == "end" and not b.stack and not b.triggers and len(by) > 1:
            by.pop("pass", None)
        if not by:
            return None
        rng = self.rng
        if "mulligan" in by:
            for m in by["mulligan"]:
                if rng.random() < 0.1:
                    return m
            return by["draw"][0]
        if "auto" in by or "decline" in by:
            autos = by.get("auto", [])
            opt = by.get("decline", [])
            if opt and (not autos or rng.random() < 0.2):
                return opt[0]
            return self.best_targeted(b, autos)
        if "burst" in by and rng.random() < 0.8:
            best = self.best_targeted(b, by["burst"], require_good=True)
            if best is not None:
                return best
        if "resolve" in by:
            found = [r for r in by["resolve"] if r.choices]
            r = rng.choice(found) if found and rng.random() < 0.9 else by["resolve"][0]
            if r.shuffled is not None:
                order = list(r.shuffled)
                rng.shuffle(order)
                r = Resolved(seq=r.seq, player=r.player, item=r.item, choices=r.choices, shuffled=order)
            return r
        if hand_over(b):
            hand = len(b.seat(b.active).hand)
            return rng.choice([d for d in by["discard"] if hand - len(d.cards) == HAND_LIMIT])
        if "draw" in by:
            return by["draw"][0]
        if "block" in by:
            return self.block(b, by["block"])
        if "attack" in by:
            return self.attack(b, by["attack"], by.get("pass", []))
        return self.priority(b, by)

    # -- the choices ------------------------------------------------------
    def priority(self, b: Board, by: dict[str, list[Event]]) -> Event | None:
        """With priority: develop in one's own main phases, else mostly pass, sometimes answer."""
        rng = self.rng
        me = b.priority
        passes = by.get("pass", [])
        quiet = b.phase in MAIN and me == b.active and not b.stack
        weights = {"play": 4.0, "summon": 1.2, "ability": 2.5, "pass": 1.5} if quiet else \
            {"play": 0.6, "summon": 0.35, "ability": 0.3, "pass": 1.7}
        options: list[tuple[str, float]] = []
        for k, w in weights.items():
            if by.get(k):
                options.append((k, w))
        while options:
            k = _weighted(rng, options)
            options = [(o, w) for o, w in options if o != k]
            if k == "pass":
                return passes[0]
            pick = self.develop(b, by[k]) if k == "play" else self.best_targeted(b, by[k], require_good=True)
            if pick is not None:
                return pick
        return passes[0] if passes else None

    def develop(self, b: Board, plays: list[Event]) -> Event | None:
        """A character to play: backups while fewer than 5, else forwards; the cheapest payment in cards."""
        rng = self.rng
        cards = sorted({p.card for p in plays}, key=lambda c: (b.card_def(c).type != "backup", c))
        rng.shuffle(cards)
        backups = [c for c in cards if b.card_def(c).type == "backup"]
        card = backups[0] if backups and rng.random() < 0.6 else cards[0]
        return min((p for p in plays if p.card == card), key=_payment_waste)

    def best_targeted(self, b: Board, acts: list[Event], require_good: bool = False) -> Event | None:
        """The action whose targets the style likes best (ties: least waste in payment, then at random)."""
        if not acts:
            return None
        scored = [(self.score(b, a), a) for a in acts]
        top = max(s for s, _ in scored)
        if require_good and top <= 0:
            return None
        best = [a for s, a in scored if s == top]
        least = min(_payment_waste(a) for a in best)
        return self.rng.choice([a for a in best if _payment_waste(a) == least])

    def score(self, b: Board, a: Event) -> float:
        """How much the style likes an action's targets and X: kill the opponent's forwards, help its own."""
        effects = _effects_of(b, a)
        if not effects:
            return 1.0
        me = a.player
        targets = iter(getattr(a, "targets", []))
        x = getattr(a, "x", None) or 0
        total, last = 0.0, None
        for e in effects:
            if e.target in TARGETED:
                last = next(targets, None)
                t = last
            elif e.target == "same":
                t = last
            else:
                t = None
            if e.do == "draw" or e.do == "search":
                total += 1
                continue
            if t is None or t not in b.cards:
                continue
            mine = b.cards[t].controller == me
            harmful = e.do in HARMFUL or (e.do == "power" and e.amount + e.per_x * x < 0)
            if harmful == mine:
                return -1.0
            if e.do == "damage":
                amount = e.amount + e.per_x * x
                left = power(b, t) - b.cards[t].damage
                total += 3 - 0.1 * x if amount >= left else -0.5
            elif e.do == "activate":
                total += 1 if b.cards[t].dull else -1
            elif e.do == "dull":
                total += 1 if not b.cards[t].dull else -1
            else:
                total += 1
        return total

    def attack(self, b: Board, attacks: list[Event], passes: list[Event]) -> Event:
        rng = self.rng
        forced = set(forced_attackers(b))
        must = [a for a in attacks if set(a.attackers) & forced]
        if must:
            return rng.choice(must)
        if passes and rng.random() < 0.25:
            return passes[0]
        singles = [a for a in attacks if len(a.attackers) == 1]
        party = [a for a in attacks if len(a.attackers) > 1]
        pool = party if party and rng.random() < 0.2 else singles or party
        return min(rng.sample(pool, min(3, len(pool))), key=_payment_waste)

    def block(self, b: Board, blocks: list[Event]) -> Event:
        """Block with a forward that survives (80%), chump-block when losing, else take the damage."""
        rng = self.rng
        c = b.combat
        me = b.other(b.active)
        if all(bl.blocker is not None for bl in blocks):
            return rng.choice(blocks)  # a forward must block
        hit = sum(max(power(b, a), 0) for a in c.attackers)
        safe = [bl for bl in blocks if bl.blocker is not None
                and power(b, bl.blocker) - b.cards[bl.blocker].damage > hit]
        if safe and rng.random() < 0.8:
            return rng.choice(safe)
        if len(b.seat(me).damage) >= 5 and rng.random() < 0.6:
            chump = [bl for bl in blocks if bl.blocker is not None]
            if chump:
                return rng.choice(chump)
        return next(bl for bl in blocks if bl.blocker is None)


def _weighted(rng: random.Random, options: list[tuple[str, float]]) -> str:
    r = rng.random() * sum(w for _, w in options)
    for k, w in options:
        r -= w
        if r <= 0:
            return k
    return options[-1][0]


def _payment_waste(ev: Event) -> tuple[int, int]:
    pay = getattr(ev, "payment", [])
    return (sum(1 for cp in pay if cp.discard), len(pay))


def _overpaid(b: Board, ev: Event) -> bool:
    """Whether ``ev`` pays two or more CP over its cost (:func:`payments` with ``over``)."""
    pay = getattr(ev, "payment", None)
    if not pay:
        return False
    total = sum(1 if cp.dull else 2 for cp in pay)
    if isinstance(ev, (CharacterPlayed, SummonCast)):
        cost = cost_of(b, ev.player, ev.card)
    elif isinstance(ev, AbilityUsed):
        d = _def(b, ev.source)
        cost = sum(d.abilities[ev.ability].cost.values()) if d.modelled and 0 <= ev.ability < len(d.abilities) else 0
    elif isinstance(ev, AttackDeclared):
        cost = sum(_def(b, a).attack_cost for a in ev.attackers)
    elif isinstance(ev, BlockDeclared):
        cost = _def(b, ev.blocker).block_cost if ev.blocker else 0
    else:
        return False
    return total > cost + 1


def _unmodelled_ability(b: Board, ev: Event) -> bool:
    return isinstance(ev, AbilityUsed) and not b.card_def(ev.source).modelled


def _control_without_room(b: Board, ev: Event) -> bool:
    """Whether ``ev`` takes control of a character its player's field has no room for (a second of its
    name, a sixth backup, a second light or dark character): legal to cast, flagged as it resolves."""
    if not any(e.do == "control" for e in _effects_of(b, ev)):
        return False
    field = b.seat(ev.player).field
    for t in getattr(ev, "targets", []):
        if t not in b.cards or t in field:
            continue
        d = _def(b, t)
        if d.type == "backup" and sum(1 for f in field if _def(b, f).type == "backup") >= MAX_BACKUPS:
            return True
        if not d.many and any(_def(b, f).name == d.name for f in field):
            return True
        if _light_dark(d) and any(_light_dark(_def(b, f)) for f in field):
            return True
    return False


def _effects_of(b: Board, ev: Event) -> list[Any]:
    if isinstance(ev, SummonCast):
        return b.card_def(ev.card).summon
    if isinstance(ev, (AbilityUsed, AutoTriggered)):
        return b.card_def(ev.source).abilities[ev.ability].effects
    if isinstance(ev, ExBurstUsed):
        d = b.card_def(ev.card)
        return list(d.burst or (d.summon if d.type == "summon" else []))
    return []


class _Game:
    """A match being self-played: the board, the events so far, and the style choosing the next one."""

    def __init__(self, header: Header, rng: random.Random):
        self.board: Board = new_board(header)
        self.player = _Player(rng)
        self.events: list[Event] = []

    def act(self) -> Event:
        """Choose a legal action, judge it and apply it; an illegal one is a bug here, not in the match."""
        ev = self.player.choose(self.board, legal_actions(self.board))
        if ev is None:  # pragma: no cover - nothing legal: a bug in legal_actions
            raise AssertionError(f"no legal action at seq {self.board.seq + 1}")
        found = step(self.board, ev)
        if found:  # pragma: no cover - a bug in this module, not in the match
            raise AssertionError(f"self-play made an illegal event {ev!r}: {found[0].message}")
        self.events.append(ev)
        return ev

    def turn(self) -> None:
        """Act until the next turn begins (its draw included) or the game ends."""
        start = self.board.turn
        while not self.board.over and self.board.turn == start:
            self.act()


def play(header: Header, rng: random.Random) -> list[Event]:
    """Play a whole match from ``header``: each decision a legal action chosen by the style."""
    game = _Game(header, rng)
    while not game.board.over and game.board.turn < MAX_TURNS and len(game.events) < MAX_EVENTS:
        game.act()
    return game.events


#: How many seats a simulated match may have ("the Final Fantasy TCG is played by two players").
PLAYERS = range(2, 3)


def simulate(seed: int, players: int = 2) -> tuple[Header, list[Event]]:
    """One complete match from ``seed``: decks, shuffle, first player and choices all drawn from it."""
    if players != 2:
        raise ValueError("the Final Fantasy TCG is played by two players")
    rng = random.Random(f"simulate/fftcg/{seed}")
    names = sorted(DECKS)
    first = rng.choice(PLAYER_IDS)
    players = [Player(id=pid, name=pid.title(), deck=dict(DECKS[rng.choice(names)])) for pid in PLAYER_IDS]
    header = Header(version=1, game="fftcg", first=first, chosen_by=first, shuffle_seed=rng.randrange(2**31),
                    players=players, cards=[c for c in SIM_CARDS if any(c.serial in p.deck for p in players)],
                    match=f"simulated 2p #{seed}",
                    meta={"generator": "matchledger simulate", "seed": str(seed), "players": "2"})
    return header, play(header, rng)
