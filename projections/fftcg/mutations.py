"""Ways to break a legal FFTCG log at exactly one event, for mutation testing the verifier.

Each mutation kind looks at the board before an event, the event and the
next one, and returns the broken event list (the legal log up to there, then
the broken events) with the seq the verifier must flag and the rule it
should name, or None where it does not apply. A kind either replaces the
event, inserts a broken event before it, or drops it (the event after it is
then the first one the rules forbid). The broken events are built from the
rules (:mod:`projections.fftcg.selfplay`'s payments and targets), never by
asking the engine. :func:`projections.mutation.run` applies them.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

import msgspec

from ledger.fftcg import (
    CP, AbilityUsed, AttackDeclared, AutoTriggered, BlockDeclared, CardsDrawn, CharacterPlayed, Discarded,
    ExBurstUsed, Mulliganed, PriorityPassed, Resolved, SummonCast,
)

from ..mutation import explicit_orders, first_places, named, with_player
from .board import Board
from .engine import (
    HAND_LIMIT, LIGHT_DARK, MAIN, MAX_BACKUPS, _back_attack, _could_block, attacking, cost_changes, cost_of,
    end_point_pass, power, step, traits,
)
from .rules import RULES
from .setup import new_board
from .view import CONSTRUCTED, MAX_COPIES
from .selfplay import (
    can_attack, can_block, forced_attackers, hand_over, payments, required_elements, target_lists, x_values,
)

#: (events, seq, rule), or (events, seq, rule, header) where the header changes too (a paper log).
Mutation = tuple[Any, ...]
rep = msgspec.structs.replace


# -- the board before the event ------------------------------------------------------

def _after(board: Board, ev: Any) -> Board:
    b = board.copy()
    step(b, ev)
    return b


def _free(b: Board, pid: str) -> bool:
    """``pid`` holds priority in a main or attack phase with nothing pending: it could act."""
    return (not b.over and b.priority == pid and b.phase in ("main1", "main2", "attack") and not b.triggers
            and not (b.stack and b.passes >= 2) and b.step not in ("block",))


def _quiet_main(b: Board) -> bool:
    """The player whose turn it is may play a character: main phase, empty stack, priority."""
    return _free(b, b.active) and b.phase in MAIN and not b.stack


def _paid(b: Board, pid: str, card: str) -> list[CP] | None:
    """A legal payment for a card in ``pid``'s hand, or None."""
    d = b.card_def(card)
    pays = payments(b, pid, cost_of(b, pid, card), required_elements(d), exclude=(card,))
    return pays[0] if pays else None


def _field_ok(b: Board, pid: str, card: str) -> bool:
    """Playing ``card`` breaks none of the field rules (backups, names, light/dark)."""
    d = b.card_def(card)
    field = b.seat(pid).field
    if d.type == "backup" and sum(1 for f in field if b.card_def(f).type == "backup") >= MAX_BACKUPS:
        return False
    if not d.many and any(b.card_def(f).name == d.name for f in field):
        return False
    ld = any(e in LIGHT_DARK for e in d.elements)
    return not (ld and any(set(b.card_def(f).elements) & set(LIGHT_DARK) for f in field))


def _playable_characters(b: Board, pid: str, back_attack: bool = False) -> Iterator[tuple[str, list[CP]]]:
    for c in b.seat(pid).hand:
        d = b.card_def(c)
        if d.type in ("forward", "backup") and ("back-attack" in d.traits) == back_attack and _field_ok(b, pid, c):
            pay = _paid(b, pid, c)
            if pay is not None:
                yield c, pay


def _castable(b: Board, pid: str) -> SummonCast | None:
    """A summon ``pid`` could pay for and aim (ignoring timing), seq 0."""
    for c in b.seat(pid).hand:
        d = b.card_def(c)
        if d.type != "summon":
            continue
        pay = _paid(b, pid, c)
        targets = target_lists(b, pid, d.summon) if d.modelled else [[]]
        if pay is not None and targets:
            return SummonCast(seq=0, player=pid, card=c, payment=pay, targets=targets[0], x=x_values(d.summon)[-1])
    return None


def _total(b: Board, payment: list[CP]) -> int:
    return sum(1 if cp.dull else 2 for cp in payment)


def _cost_of_event(b: Board, ev: Any) -> tuple[int, list[str], tuple[str, ...]] | None:
    """(cost, required elements, excluded cards) of a paid event's main cost, or None."""
    if isinstance(ev, (CharacterPlayed, SummonCast)):
        d = b.card_def(ev.card)
        return cost_of(b, ev.player, ev.card), required_elements(d), (ev.card,)
    if isinstance(ev, AbilityUsed) and b.card_def(ev.source).modelled:
        ab = b.card_def(ev.source).abilities[ev.ability]
        req = [e for e, n in ab.cost.items() if e != "any" for _ in range(n)]
        return sum(ab.cost.values()), req, (ev.discard,) if ev.discard else ()
    return None


def _spare_backups(b: Board, pid: str, payment: list[CP]) -> list[str]:
    used = {cp.dull for cp in payment}
    return [f for f in b.seat(pid).field if b.card_def(f).type == "backup" and not b.cards[f].dull and f not in used]


# -- the kinds -------------------------------------------------------------------------

def sixth_backup(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not _quiet_main(b):
        return None
    pid = b.active
    seat = b.seat(pid)
    if sum(1 for f in seat.field if b.card_def(f).type == "backup") != MAX_BACKUPS:
        return None
    for c in seat.hand:
        d = b.card_def(c)
        if d.type == "backup" and (d.many or all(b.card_def(f).name != d.name for f in seat.field)):
            pay = _paid(b, pid, c)
            if pay is not None:
                return head + [CharacterPlayed(seq=0, player=pid, card=c, payment=pay)], len(head) + 1, \
                    "fftcg.field.backup-limit"
    return None


def _declare_step(b: Board) -> bool:
    return _free(b, b.active) and b.phase == "attack" and b.step == "declare" and not b.stack


def attack_entered_this_turn(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not _declare_step(b):
        return None
    for f in b.seat(b.active).field:
        inst, d = b.cards[f], b.card_def(f)
        if d.type == "forward" and inst.entered_turn == b.turn and "haste" not in traits(b, f) and not inst.dull \
                and not d.attack_cost and "cannot-attack" not in traits(b, f):
            return head + [AttackDeclared(seq=0, player=b.active, attackers=[f])], len(head) + 1, \
                "fftcg.attack.entered-this-turn"
    return None


def pay_wrong_element(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The right amount of CP, none of the element the card needs."""
    c = _cost_of_event(b, ev)
    if c is None or c[0] <= 0 or not c[1]:
        return None
    cost, req, excl = c
    for pay in payments(b, ev.player, cost, [], exclude=excl):
        made: dict[str, int] = {}
        for cp in pay:
            src = cp.dull or cp.discard
            el = cp.element or b.card_def(src).elements[0]
            made[el] = made.get(el, 0) + (1 if cp.dull else 2)
        if any(made.get(el, 0) < req.count(el) for el in req):
            return head + [rep(ev, payment=pay)], len(head) + 1, "fftcg.cp.element"
    return None


def cp_element_not_on_source(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A CP source named as making an element it does not have."""
    if _cost_of_event(b, ev) is None or not ev.payment:
        return None
    cp = ev.payment[0]
    els = b.card_def(cp.dull or cp.discard).elements
    other = next(e for e in ("fire", "ice", "wind", "earth", "lightning", "water") if e not in els)
    return head + [rep(ev, payment=[rep(cp, element=other)] + ev.payment[1:])], len(head) + 1, \
        "fftcg.cp.wrong-element"


def pay_not_enough(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    c = _cost_of_event(b, ev)
    if c is None or not ev.payment:
        return None
    for k in range(len(ev.payment)):
        rest = ev.payment[:k] + ev.payment[k + 1:]
        if _total(b, rest) < c[0]:
            return head + [rep(ev, payment=rest)], len(head) + 1, "fftcg.cp.not-enough"
    return None


def pay_excess(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """One more backup dulled than the cost needs (the one CP over allowed only from a discard)."""
    c = _cost_of_event(b, ev)
    if c is None or not b.exact_payment or c[0] <= 0:
        return None
    spare = [f for f in _spare_backups(b, ev.player, ev.payment) if f not in c[2]]
    if not spare:
        return None
    pay = ev.payment + [CP(dull=spare[0])]
    total, discarded = _total(b, pay), any(cp.discard for cp in pay)
    if total > c[0] + 1 or (total == c[0] + 1 and not discarded):
        return head + [rep(ev, payment=pay)], len(head) + 1, "fftcg.cp.excess"
    return None


def discard_light_dark(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A light or dark card discarded for CP, in place of a discarded card."""
    c = _cost_of_event(b, ev)
    if c is None:
        return None
    used = {cp.discard for cp in ev.payment}
    ld = [h for h in b.seat(ev.player).hand if set(b.card_def(h).elements) & set(LIGHT_DARK)
          and h not in used and h not in c[2]]
    at = next((k for k, cp in enumerate(ev.payment) if cp.discard), None)
    if not ld or at is None:
        return None
    pay = list(ev.payment)
    pay[at] = CP(discard=ld[0])
    return head + [rep(ev, payment=pay)], len(head) + 1, "fftcg.cp.discard-light-dark"


def _draw_due(b: Board, ev: CardsDrawn) -> tuple[list[str], int]:
    n = 1 if b.phase == "setup" or (b.turn == 1 and ev.player == b.first and b.phase == "draw") else 2
    return b.seat(ev.player).deck, n


def draw_not_top(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, CardsDrawn):
        return None
    deck, n = _draw_due(b, ev)
    if len(deck) < n + 1 or list(ev.cards) != deck[:n]:
        return None
    return head + [rep(ev, cards=deck[1:n + 1])], len(head) + 1, "fftcg.draw.not-top"


def draw_wrong_count(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, CardsDrawn):
        return None
    deck, n = _draw_due(b, ev)
    if len(deck) < n + 1 or list(ev.cards) != deck[:n]:
        return None
    return head + [rep(ev, cards=deck[:n + 1])], len(head) + 1, "fftcg.draw.count"


def character_with_stack(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not (_free(b, b.active) and b.phase in MAIN and b.stack):
        return None
    for c, pay in _playable_characters(b, b.active):
        return head + [CharacterPlayed(seq=0, player=b.active, card=c, payment=pay)], len(head) + 1, \
            "fftcg.character.timing"
    return None


def character_without_priority(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    other = b.other(b.active)
    if not (_free(b, other) and b.phase in MAIN and not b.stack):
        return None
    for c, pay in _playable_characters(b, b.active):
        return head + [CharacterPlayed(seq=0, player=b.active, card=c, payment=pay)], len(head) + 1, \
            "fftcg.character.timing"
    return None


def summon_in_end_phase(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if b.over or b.phase != "end" or b.stack or b.triggers or \
            (not b.hand_checked and len(b.seat(b.active).hand) > HAND_LIMIT):
        return None
    cast = _castable(b, b.active)
    return (head + [cast], len(head) + 1, "fftcg.timing.end-phase") if cast else None


def back_attack_in_end_phase(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A Back Attack character played in the End phase, when no summon could be cast."""
    if b.over or b.phase != "end" or b.stack or b.triggers or \
            (not b.hand_checked and len(b.seat(b.active).hand) > HAND_LIMIT):
        return None
    for c, pay in _playable_characters(b, b.active, back_attack=True):
        return head + [CharacterPlayed(seq=0, player=b.active, card=c, payment=pay)], len(head) + 1, \
            "fftcg.timing.end-phase"
    return None


def summon_without_priority(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if b.over or b.phase not in ("main1", "main2", "attack") or b.triggers or b.priority is None \
            or (b.stack and b.passes >= 2) or b.step == "block":
        return None
    pid = b.other(b.priority)
    if b.added_by == pid or b.after_resolution:
        return None  # who has just put a summon or ability on the stack may add another; after a resolution, either
    cast = _castable(b, pid)
    return (head + [cast], len(head) + 1, "fftcg.priority.no-priority") if cast else None


def resolve_out_of_order(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, Resolved) or len(b.stack) < 2 or b.stack[-2].source == b.stack[-1].source:
        return None
    return head + [rep(ev, item=b.stack[-2].source, choices=[], shuffled=None)], len(head) + 1, "fftcg.stack.lifo"


def resolve_early(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, PriorityPassed) or not b.stack or b.passes >= 2 or b.triggers:
        return None
    top = b.stack[-1]
    return head + [Resolved(seq=0, player=ev.player, item=top.source)], len(head) + 1, "fftcg.stack.resolve-early"


def skip_resolution(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """After two passes, a third pass instead of the resolution (not where the seed's literal End phase, nothing to
    discard, makes it the first pass of the resolution's)."""
    if not isinstance(ev, Resolved) or b.passes < 2 or end_point_pass(b, b.priority or b.active):
        return None
    return head + [PriorityPassed(seq=0, player=b.priority or b.active)], len(head) + 1, "fftcg.stack.pending"


def _turn_action(b: Board, ev: Any) -> bool:
    """Only the player whose turn it is takes ``ev``: an attack, a character played without Back Attack.
    A summon, an ability or Back Attack may come in the other player's turn, End phase included, so
    it does not show that a turn began."""
    if isinstance(ev, AttackDeclared):
        return True
    return isinstance(ev, CharacterPlayed) and not _back_attack(b, ev.card)


def skip_draw(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The turn's draw left out: the next action of the player whose turn begins comes first."""
    if not isinstance(ev, CardsDrawn) or nxt is None or nxt.player != ev.player or not _turn_action(b, nxt):
        return None
    return head + [nxt], len(head) + 1, "fftcg.turn.draw-first"


def attack_with_dull(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, AttackDeclared):
        return None
    for f in b.seat(ev.player).field:
        # Not one dull from its own attack this turn: attacking again is already-attacked (attack_twice).
        if b.card_def(f).type == "forward" and b.cards[f].dull and not b.card_def(f).attack_cost \
                and b.cards[f].attacked_turn != b.turn:
            return head + [rep(ev, attackers=[f], payment=[])], len(head) + 1, "fftcg.attack.dull"
    return None


def attack_twice(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, AttackDeclared):
        return None
    for f in b.seat(ev.player).field:
        if b.cards[f].attacked_turn == b.turn and not b.card_def(f).attack_cost:
            return head + [rep(ev, attackers=[f], payment=[])], len(head) + 1, "fftcg.attack.already-attacked"
    return None


def attack_naming_nothing(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, AttackDeclared):
        return None
    return head + [rep(ev, attackers=[], payment=[])], len(head) + 1, "fftcg.attack.not-a-forward"


def attack_forward_named_twice(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, AttackDeclared) or len(ev.attackers) != 1:
        return None
    return head + [rep(ev, attackers=[ev.attackers[0]] * 2)], len(head) + 1, "fftcg.attack.already-attacked"


def attack_cost_unpaid(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, AttackDeclared) or not ev.payment:
        return None
    return head + [rep(ev, payment=[])], len(head) + 1, "fftcg.attack.cost"


def party_mixed_elements(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, AttackDeclared):
        return None
    able = [f for f in b.seat(ev.player).field if can_attack(b, f) and not b.card_def(f).attack_cost]
    for i, f in enumerate(able):
        for g in able[i + 1:]:
            if not set(b.card_def(f).elements) & set(b.card_def(g).elements):
                return head + [rep(ev, attackers=[f, g], payment=[])], len(head) + 1, "fftcg.attack.party-element"
    return None


def forced_attack_skipped(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A forward that must attack does not: both pass, and the attack phase ends at the second pass."""
    if not isinstance(ev, AttackDeclared) or not set(ev.attackers) & set(forced_attackers(b)) or b.passes:
        return None
    passes = [PriorityPassed(seq=0, player=b.active), PriorityPassed(seq=0, player=b.other(b.active))]
    return head + passes, len(head) + 2, "fftcg.attack.forced"


def _split(b: Board, blocker: str) -> dict[str, int]:
    c = b.combat
    return {c.attackers[0]: max(power(b, blocker), 0)} if c is not None and len(c.attackers) > 1 else {}


def block_with_dull(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, BlockDeclared):
        return None
    for f in b.seat(ev.player).field:
        if b.card_def(f).type == "forward" and b.cards[f].dull and not b.card_def(f).block_cost:
            return head + [rep(ev, blocker=f, payment=[], split=_split(b, f))], len(head) + 1, "fftcg.block.dull"
    return None


def block_with_cannot_block(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, BlockDeclared):
        return None
    for f in b.seat(ev.player).field:
        if b.card_def(f).type == "forward" and "cannot-block" in traits(b, f) and not b.card_def(f).block_cost:
            # (A dull one is flagged once, as dull: the seed's first condition.)
            return head + [rep(ev, blocker=f, payment=[], split=_split(b, f))], len(head) + 1, \
                "fftcg.block.dull" if b.cards[f].dull else "fftcg.block.cannot-block"
    return None


def must_block_ignored(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, BlockDeclared):
        return None
    if not any("must-block" in traits(b, f) and can_block(b, ev.player, f) for f in b.seat(ev.player).field):
        return None
    return head + [rep(ev, blocker=None, payment=[], split={})], len(head) + 1, "fftcg.block.forced"


def party_block_without_split(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, BlockDeclared) or ev.blocker is None or not ev.split:
        return None
    return head + [rep(ev, split={})], len(head) + 1, "fftcg.block.split"


def pass_instead_of_block(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, BlockDeclared):
        return None
    if b.combat is not None and not _could_block(b, b.other(attacking(b))):
        # (No forward of the defender's could block: the block left out is read as no block, a note, no fault.)
        return None
    return head + [PriorityPassed(seq=0, player=ev.player)], len(head) + 1, "fftcg.block.timing"


def same_name_without_many(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not _quiet_main(b):
        return None
    pid = b.active
    seat = b.seat(pid)
    names = {b.card_def(f).name for f in seat.field}
    backups = sum(1 for f in seat.field if b.card_def(f).type == "backup")
    for c in seat.hand:
        d = b.card_def(c)
        if d.type in ("forward", "backup") and not d.many and d.name in names and "back-attack" not in d.traits \
                and not (d.type == "backup" and backups >= MAX_BACKUPS):
            pay = _paid(b, pid, c)
            if pay is not None:
                return head + [CharacterPlayed(seq=0, player=pid, card=c, payment=pay)], len(head) + 1, \
                    "fftcg.field.same-name"
    return None


def pass_without_priority(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    # Who has just added to the stack may pass first, and after a resolution either player may.
    if not isinstance(ev, PriorityPassed) or b.phase not in ("main1", "main2", "attack") or b.priority != ev.player \
            or b.triggers or b.added_by == b.other(ev.player) or b.after_resolution:
        return None
    return head + [rep(ev, player=b.other(ev.player))], len(head) + 1, "fftcg.priority.no-priority"


#: Events whose judgement begins by flagging a trigger not put on the stack.
_NEEDS_TRIGGERS_DONE = (PriorityPassed, CharacterPlayed, SummonCast, AbilityUsed, AttackDeclared, BlockDeclared)


def trigger_left_off(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A triggered auto ability never put on the stack: the next event is the first one that may not come."""
    if not isinstance(ev, AutoTriggered) or len(b.triggers) != 1 or not isinstance(nxt, _NEEDS_TRIGGERS_DONE):
        return None
    return head + [nxt], len(head) + 1, "fftcg.auto.pending"


def decline_mandatory(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if "fftcg.auto.mandatory" not in RULES or not isinstance(ev, AutoTriggered) or ev.declined:
        return None
    t = next((t for t in b.triggers if t.source == ev.source and t.ability == ev.ability), None)
    if t is None or t.optional:
        return None
    return head + [rep(ev, declined=True, targets=[])], len(head) + 1, "fftcg.auto.mandatory"


def trigger_by_other_player(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """An auto ability put on the stack by the player who does not control it."""
    if not isinstance(ev, AutoTriggered):
        return None
    return head + [rep(ev, player=b.other(ev.player))], len(head) + 1, "fftcg.auto.not-triggered"


def skip_discard(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The End phase's discard down to 5 left out: the next event finds the hand over the limit."""
    if not isinstance(ev, Discarded) or len(b.seat(ev.player).hand) - len(ev.cards) != HAND_LIMIT or nxt is None \
            or isinstance(nxt, (Discarded, AutoTriggered)):
        return None
    if isinstance(nxt, PriorityPassed) and b.stack:
        return None  # a pass over the End phase's auto abilities: the discard may still follow it [ref (9.5.1.1.)]
    return head + [nxt], len(head) + 1, "fftcg.end.hand-size"


def discard_too_many(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, Discarded):
        return None
    rest = [h for h in b.seat(ev.player).hand if h not in ev.cards]
    if not rest:
        return None
    return head + [rep(ev, cards=list(ev.cards) + rest[:1])], len(head) + 1, "fftcg.end.hand-size"


def discard_outside_end(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not _quiet_main(b) or not b.seat(b.active).hand:
        return None
    return head + [Discarded(seq=0, player=b.active, cards=b.seat(b.active).hand[:1])], len(head) + 1, \
        "fftcg.end.discard-timing"


def dull_ability_while_dull(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A dull-cost ability of a character already dull."""
    for pid in (b.active, b.other(b.active)):
        if not _free(b, pid):
            continue
        for src in b.seat(pid).field:
            d = b.card_def(src)
            if not b.cards[src].dull or not d.modelled:
                continue
            for k, ab in enumerate(d.abilities):
                if ab.kind != "action" or not ab.dull:
                    continue
                pays = payments(b, pid, sum(ab.cost.values()), [e for e, n in ab.cost.items() if e != "any"
                                                               for _ in range(n)])
                targets = target_lists(b, pid, ab.effects)
                if pays and targets:
                    return head + [AbilityUsed(seq=0, player=pid, source=src, ability=k, payment=pays[0],
                                               targets=targets[0], x=x_values(ab.effects)[-1])], \
                        len(head) + 1, "fftcg.ability.dulled"
    return None


def special_wrong_discard(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, AbilityUsed) or ev.discard is None:
        return None
    name = b.card_def(ev.source).name
    used = {cp.discard for cp in ev.payment}
    other = next((h for h in b.seat(ev.player).hand if b.card_def(h).name != name and h not in used), None)
    if other is None:
        return None
    return head + [rep(ev, discard=other)], len(head) + 1, "fftcg.special.same-name"


def x_missing(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, (SummonCast, AbilityUsed)) or ev.x is None:
        return None
    return head + [rep(ev, x=None)], len(head) + 1, "fftcg.number.x"


def target_not_on_field(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A target that is no card on the field (one from the hand)."""
    if not isinstance(ev, (SummonCast, AbilityUsed, AutoTriggered, ExBurstUsed)) or not ev.targets:
        return None
    hand = [h for s in b.seats for h in s.hand if h != getattr(ev, "card", None)
            and h not in {cp.discard for cp in getattr(ev, "payment", [])}]
    if not hand:
        return None
    return head + [rep(ev, targets=[hand[0]] + list(ev.targets[1:]))], len(head) + 1, "fftcg.target.invalid"


def mulligan_late(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if b.over or b.phase == "setup" or b.turn != 1:
        return None
    other = b.other(b.active)
    # The hand it puts at the bottom: a Mulliganed naming none is a keep (docs/fftcg.md, Events).
    return head + [Mulliganed(seq=0, player=other, bottom=list(b.seat(other).hand))], len(head) + 1, \
        "fftcg.setup.mulligan-late"


def mulligan_twice(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, Mulliganed):
        return None
    # The second one puts the new hand (the deck's top 5 as the first one drew them) at the bottom.
    again = Mulliganed(seq=0, player=ev.player, bottom=list(b.seat(ev.player).deck[:5]))
    return head + [ev, again], len(head) + 2, "fftcg.setup.mulligan-once"


def burst_not_damage_card(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, ExBurstUsed):
        return None
    other = next((c for c in b.seat(ev.player).damage if c != ev.card), None)
    if other is None:
        return None
    return head + [rep(ev, card=other, targets=[])], len(head) + 1, "fftcg.exburst.not-damage-card"


def search_wrong_card(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A Search that finds a card not matching its description."""
    if not isinstance(ev, Resolved) or not b.stack or not b.stack[-1].modelled:
        return None
    search = next((e for e in b.stack[-1].effects if e.do == "search"), None)
    if search is None:
        return None
    deck = b.seat(b.stack[-1].controller).deck
    f = search.filter
    for c in deck:
        d = b.card_def(c)
        if ("type" in f and d.type != f["type"]) or ("element" in f and f["element"] not in d.elements):
            return head + [rep(ev, choices=[c], shuffled=None)], len(head) + 1, "fftcg.search.no-match"
    return None


def play_from_deck(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if not isinstance(ev, CharacterPlayed):
        return None
    d = b.card_def(ev.card)
    other = next((c for c in b.seat(ev.player).deck if b.card_def(c).serial == d.serial), None)
    if other is None:
        return None
    return head + [rep(ev, card=other)], len(head) + 1, "fftcg.play.not-in-hand"


def act_after_game_over(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    if nxt is not None or not _after(b, ev).over:
        return None
    return head + [ev, PriorityPassed(seq=0, player=ev.player)], len(head) + 2, "fftcg.game.over"


# -- the End phase with a trigger or the stack; cost changes; control changes -------------------------

def new_turn_during_end_trigger(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The next turn's draw while an End-phase auto ability waits to go on the stack or to resolve."""
    if b.over or b.phase != "end" or not (b.triggers or b.stack) or hand_over(b):
        return None
    nxt_seat = next(s for s in b.seats if s.id != b.active)
    if len(nxt_seat.deck) < 2:
        return None
    return head + [CardsDrawn(seq=0, player=nxt_seat.id, cards=nxt_seat.deck[:2])], len(head) + 1, \
        "fftcg.end.new-turn-early"


def discard_during_end_trigger(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The discard down to the hand limit made before the End phase's auto ability is put on the stack."""
    if b.over or b.phase != "end" or not b.triggers or not hand_over(b):
        return None
    hand = b.seat(b.active).hand
    return head + [Discarded(seq=0, player=b.active, cards=hand[:len(hand) - HAND_LIMIT])], len(head) + 1, \
        "fftcg.auto.pending"


def _paid_exactly(b: Board, ev: Any, total: int) -> list[CP] | None:
    """A payment of exactly ``total`` CP for ``ev``'s card (no discard over), or None; None too when
    ``total`` is too small to hold the card's elements (that would break the element rule as well)."""
    d = b.card_def(ev.card)
    if total < len(required_elements(d)):
        return None
    for pay in payments(b, ev.player, total, required_elements(d), exclude=(ev.card,)):
        if _total(b, pay) == total:
            return pay
    return None


def cost_reduction_twice(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A summon made cheaper by a field ability paid as if the reduction counted once more."""
    if not isinstance(ev, SummonCast):
        return None
    d = b.card_def(ev.card)
    cost = cost_of(b, ev.player, ev.card)
    if cost >= d.cost or cost <= 0:
        return None
    pay = _paid_exactly(b, ev, cost - 1)
    return None if pay is None else (head + [rep(ev, payment=pay)], len(head) + 1, "fftcg.cp.not-enough")


def cost_reduction_on_other_card(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A character paid for as if a reduction for summons (Red Mage, Sage) applied to it."""
    if not isinstance(ev, CharacterPlayed):
        return None
    d = b.card_def(ev.card)
    cut = [a for a, f in cost_changes(b, ev.player) if a < 0 and f.get("type") not in (None, d.type)]
    cost = cost_of(b, ev.player, ev.card)
    if not cut or cost + cut[0] < 0:
        return None
    pay = _paid_exactly(b, ev, cost + cut[0])
    return None if pay is None else (head + [rep(ev, payment=pay)], len(head) + 1, "fftcg.cp.not-enough")


def _given_away(b: Board, pid: str) -> list[str]:
    """Forwards ``pid`` owns that another player controls now (control taken)."""
    return [c for s in b.seats if s.id != pid for c in s.field
            if b.cards[c].owner == pid and b.card_def(c).type == "forward"]


def attack_with_forward_taken(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """An attack by a forward whose control the opponent took: it is no longer its owner's to attack with."""
    if not isinstance(ev, AttackDeclared):
        return None
    taken = _given_away(b, ev.player)
    if not taken:
        return None
    return head + [rep(ev, attackers=[taken[0]], payment=[])], len(head) + 1, "fftcg.attack.not-a-forward"


def block_with_forward_taken(b: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A block by a forward whose control the attacking player took."""
    if not isinstance(ev, BlockDeclared):
        return None
    taken = [f for f in _given_away(b, ev.player) if not b.cards[f].dull]
    if not taken or any("must-block" in traits(b, f) and can_block(b, ev.player, f) for f in b.seat(ev.player).field):
        return None  # a forward that must block would be flagged too
    return head + [rep(ev, blocker=taken[0], payment=[], split=_split(b, taken[0]))], len(head) + 1, \
        "fftcg.block.not-a-forward"


# -- a paper-table log naming a card its owner's deck list lacks --------------------------------------

def _ids_in(ev: Any, cards: dict) -> list[str]:
    """Every card id ``ev`` names (its fields, CP sources, choices), in field order."""
    out: list[str] = []

    def walk(v: Any) -> None:
        if isinstance(v, str):
            if v in cards and v not in out:
                out.append(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, msgspec.Struct):
            for f in v.__struct_fields__:
                if f not in ("seq", "player", "serials"):
                    walk(getattr(v, f))
    walk(ev)
    return out


def paper_log(header: Any, events: list[Any]) -> tuple[Any, list[Any]]:
    """The paper-table form of a full-information log: no deck orders and no shuffle seed, and each event
    names (``serials``) every card it is the first to name. The same match, judged from what the table saw."""
    board = new_board(header)
    named_ids: set[str] = set()
    out = []
    for ev in events:
        new = {c: board.cards[c].serial for c in _ids_in(ev, board.cards) if c not in named_ids}
        named_ids.update(new)
        step(board, ev)
        out.append(rep(ev, serials=new) if new else ev)
    players = [rep(p, order=None) for p in header.players]
    return rep(header, players=players, shuffle_seed=None), out


def paper_card_not_in_list(header: Any, events: list[Any]) -> Mutation | None:
    """In the paper form of the log, the first character played is named as a card its owner's deck list
    has no copy of (a card of the same type, cost and elements, so only the naming is wrong)."""
    if header.format != "constructed":
        return None
    paper, pevents = paper_log(header, events)
    board = new_board(header)
    for k, ev in enumerate(pevents):
        if isinstance(ev, CharacterPlayed) and ev.card in ev.serials:
            d = board.defs[ev.serials[ev.card]]
            deck = next(p.deck for p in header.players if p.id == board.cards[ev.card].owner)
            other = next((s for s, o in sorted(board.defs.items()) if s not in deck and o.type == d.type
                          and o.cost == d.cost and list(o.elements) == list(d.elements) and o.name != d.name
                          and o.traits == d.traits), None)
            if other is None:
                return None
            broken = rep(ev, serials={**ev.serials, ev.card: other})
            return pevents[:k] + [broken], k + 1, "fftcg.log.unknown-card", paper
        step(board, events[k])
    return None


KINDS: dict[str, Callable[[Board, Any, list, Any], Mutation | None]] = {
    "sixth-backup": sixth_backup,
    "attack-entered-this-turn": attack_entered_this_turn,
    "pay-wrong-element": pay_wrong_element,
    "cp-element-not-on-source": cp_element_not_on_source,
    "pay-not-enough": pay_not_enough,
    "pay-excess": pay_excess,
    "discard-light-dark-for-cp": discard_light_dark,
    "draw-not-top": draw_not_top,
    "draw-wrong-count": draw_wrong_count,
    "skip-draw": skip_draw,
    "character-with-stack": character_with_stack,
    "character-without-priority": character_without_priority,
    "summon-in-end-phase": summon_in_end_phase,
    "back-attack-in-end-phase": back_attack_in_end_phase,
    "summon-without-priority": summon_without_priority,
    "pass-without-priority": pass_without_priority,
    "resolve-out-of-order": resolve_out_of_order,
    "resolve-before-two-passes": resolve_early,
    "pass-instead-of-resolving": skip_resolution,
    "attack-with-dull-forward": attack_with_dull,
    "attack-twice": attack_twice,
    "attack-cost-unpaid": attack_cost_unpaid,
    "attack-naming-no-forward": attack_naming_nothing,
    "attack-forward-named-twice": attack_forward_named_twice,
    "trigger-by-other-player": trigger_by_other_player,
    "party-mixed-elements": party_mixed_elements,
    "forced-attack-skipped": forced_attack_skipped,
    "block-with-dull-forward": block_with_dull,
    "block-with-cannot-block": block_with_cannot_block,
    "must-block-ignored": must_block_ignored,
    "party-block-without-split": party_block_without_split,
    "pass-instead-of-block": pass_instead_of_block,
    "same-name-without-many": same_name_without_many,
    "trigger-left-off-the-stack": trigger_left_off,
    "decline-mandatory-trigger": decline_mandatory,
    "skip-end-discard": skip_discard,
    "discard-below-hand-limit": discard_too_many,
    "discard-outside-end-phase": discard_outside_end,
    "dull-ability-while-dull": dull_ability_while_dull,
    "special-wrong-discard": special_wrong_discard,
    "x-missing": x_missing,
    "target-not-on-field": target_not_on_field,
    "mulligan-late": mulligan_late,
    "mulligan-twice": mulligan_twice,
    "ex-burst-wrong-card": burst_not_damage_card,
    "search-wrong-card": search_wrong_card,
    "play-from-deck": play_from_deck,
    "act-after-game-over": act_after_game_over,
    "new-turn-during-end-trigger": new_turn_during_end_trigger,
    "discard-during-end-trigger": discard_during_end_trigger,
    "cost-reduction-counted-twice": cost_reduction_twice,
    "cost-reduction-on-other-card": cost_reduction_on_other_card,
    "attack-with-forward-taken": attack_with_forward_taken,
    "block-with-forward-taken": block_with_forward_taken,
    "paper-card-not-in-deck-list": paper_card_not_in_list,  # whole-log: see mutants()
}
_WHOLE_LOG = {"paper-card-not-in-deck-list"}

#: Mutations this harness cannot produce yet (said, not hidden).
# -- deck-building breaches: the header broken, the events kept ---------------------------------------
# The shuffle written out as orders; a card added or swapped at the bottom of a deck (a card the match
# never reached, checked against the events).

HeaderMutation = tuple[Any, str]


def _bottom_free(header: Any, events: list[Any], k: int, n: int = 1) -> bool:
    """No event names player ``k``'s bottom ``n`` cards (their ids are the last positions of the order)."""
    p, text = header.players[k], named(events)
    size = len(p.order)
    return all(f'"{p.id}.{i}"' not in text for i in range(size - n + 1, size + 1))


def _ordered(header: Any) -> Any | None:
    h = explicit_orders(header, {"order": ("deck", "")})
    return h if all(p.order is not None for p in h.players) and h.format == "constructed" else None


def deck_fourth_copy(header: Any, events: list[Any]) -> HeaderMutation | None:
    """The bottom card swapped for a fourth copy of a card the deck has three of (50 cards still)."""
    h = _ordered(header)
    if h is None:
        return None
    for k, p in enumerate(h.players):
        three = next((s for s, n in p.deck.items() if n == MAX_COPIES and s != p.order[-1]), None)
        if three is None or not _bottom_free(h, events, k):
            continue
        deck = {**p.deck, three: MAX_COPIES + 1, p.order[-1]: p.deck[p.order[-1]] - 1}
        return with_player(h, k, deck={s: n for s, n in deck.items() if n}, order=p.order[:-1] + [three]), \
            "fftcg.deck.copies"
    return None


def deck_fifty_one(header: Any, events: list[Any]) -> HeaderMutation | None:
    """A 51st card at the bottom of a constructed deck (a copy of a card it has fewer than three of)."""
    h = _ordered(header)
    if h is None:
        return None
    for k, p in enumerate(h.players):
        few = next((s for s, n in p.deck.items() if n < MAX_COPIES), None)
        if few is None or sum(p.deck.values()) != CONSTRUCTED:
            continue
        return with_player(h, k, deck={**p.deck, few: p.deck[few] + 1}, order=p.order + [few]), "fftcg.deck.size"
    return None


def deck_forty_nine(header: Any, events: list[Any]) -> HeaderMutation | None:
    """The bottom card taken out of a constructed deck, where the match never reached it."""
    h = _ordered(header)
    if h is None:
        return None
    for k, p in enumerate(h.players):
        if sum(p.deck.values()) != CONSTRUCTED or not _bottom_free(h, events, k):
            continue
        deck = {**p.deck, p.order[-1]: p.deck[p.order[-1]] - 1}
        return with_player(h, k, deck={s: n for s, n in deck.items() if n}, order=p.order[:-1]), "fftcg.deck.size"
    return None


HEADER_KINDS: dict[str, Callable[[Any, list[Any]], HeaderMutation | None]] = {
    "deck-fourth-copy": deck_fourth_copy,
    "deck-fifty-one-cards": deck_fifty_one,
    "deck-forty-nine-cards": deck_forty_nine,
}

NOT_YET: list[str] = []


def mutants(header: Any, events: list[Any], new_board: Callable[[Any], Board]) -> Iterator[tuple[str, Mutation]]:
    """Every (kind, mutation) that applies somewhere in a legal log: the first place for each kind."""
    def call(kind, fn, board, ev, head, nxt, after):
        return fn(board, ev, head, nxt)

    yield from first_places(new_board(header), events, step,
                            {k: f for k, f in KINDS.items() if k not in _WHOLE_LOG}, call)
    m = paper_card_not_in_list(header, events)
    if m is not None:
        yield "paper-card-not-in-deck-list", m
