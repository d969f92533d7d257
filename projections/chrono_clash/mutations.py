"""Ways to break a legal Chrono Clash log at exactly one event, for mutation testing the verifier.

Each mutation kind looks at the board before an event and the event, and
returns the broken event list (the legal log up to there, then the broken
event) with the seq the verifier must flag and the rule it should name, or
None where it does not apply. :func:`projections.mutation.run` applies them.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

import msgspec

from ledger.chrono_clash import (
    ActionPlayed, AttackDeclared, BattlerSummoned, CardDrawn, GuardianRevealed, Passed, QuestStarted,
    TapAbilityActivated, TriggerResolved,
)

from . import abilities as ab
from ..mutation import first_places, named, with_player
from .board import Board
from .engine import step
from .icons import parse_ability
from .setup import new_board
from .view import MAX_COPIES, MIN_DECK, MIN_EXTRA

Mutation = tuple[list[Any], int, str]


def _after(board: Board, ev: Any) -> Board:
    b = board.copy()
    step(b, ev)
    return b


def _quiet(b: Board) -> bool:
    return not b.over and not b.pending and b.attack is None and b.must_attack is None


def attack_summoned_this_turn(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not (isinstance(ev, BattlerSummoned) and ev.mode in (msgspec.UNSET, "normal")) or ab.has(before, ev.card, "quick"):
        return None
    after = _after(before, ev)
    if not _quiet(after) or after.ended or after.gauge <= -1 or after.cards[ev.card].zone != "battlefield":
        return None
    opp = after.opponents(ev.player)[0]
    return head + [ev, AttackDeclared(seq=0, player=ev.player, attacker=ev.card, defender=opp.id)], len(head) + 2, \
        "ccs.attack.summoned-this-turn"


def draw_not_top(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not isinstance(ev, CardDrawn):
        return None
    seat = before.seat(ev.player)
    if ev.player != before.active and before.step != "draw":
        seat = before.next_seat(before.active)
    if len(seat.deck) < 2 or ev.card != seat.deck[0]:
        return None
    return head + [msgspec.structs.replace(ev, card=seat.deck[1])], len(head) + 1, "ccs.draw.not-top"


def skip_draw(before: Board, ev: Any, head: list[Any], nxt: Any) -> Mutation | None:
    if not isinstance(ev, CardDrawn) or nxt is None or isinstance(nxt, CardDrawn) or nxt.player != ev.player:
        return None
    return head + [nxt], len(head) + 1, "ccs.turn.draw-step"


def play_after_turn_over(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not isinstance(ev, BattlerSummoned) or ev.mode not in (msgspec.UNSET, "normal"):
        return None
    after = _after(before, ev)
    if not (_quiet(after) and after.ended):
        return None
    hand = [h for h in after.seat(ev.player).hand
            if after.card_def(h) is not None and after.card_def(h).type == "battler" and not after.card_def(h).extra]
    if not hand:
        return None
    return head + [ev, BattlerSummoned(seq=0, player=ev.player, card=hand[0])], len(head) + 2, "ccs.gauge.turn-over"


def attack_with_tapped(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not isinstance(ev, AttackDeclared) or before.must_attack is not None:
        return None
    tapped = [b for b in before.seat(ev.player).battlefield if before.cards[b].tapped and b != ev.attacker]
    if not tapped:
        return None
    return head + [msgspec.structs.replace(ev, attacker=tapped[0])], len(head) + 1, "ccs.attack.tapped"


def attack_untapped_battler(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not isinstance(ev, AttackDeclared) or ev.battler is not None or ev.defender is None:
        return None
    if ab.has(before, ev.attacker, "cant-attack-battlers"):
        return None
    opp = before.seat(ev.defender)
    untapped = [b for b in opp.battlefield if not before.cards[b].tapped and not before.cards[b].quest
                and not ab.has(before, b, "elusive")]
    if not untapped or any(before.cards[b].tapped and ab.has(before, b, "taunt") for b in opp.battlefield):
        return None
    return head + [msgspec.structs.replace(ev, battler=untapped[0])], len(head) + 1, "ccs.attack.target-untapped"


def guardian_not_top(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not isinstance(ev, GuardianRevealed) or before.attack is None or before.attack.questing:
        return None
    stack = before.seat(ev.player).guardians
    if len(stack) < 2:
        return None
    return head + [msgspec.structs.replace(ev, card=stack[1])], len(head) + 1, "ccs.guardian.not-top"


def quest_summoned_this_turn(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not (isinstance(ev, BattlerSummoned) and ev.mode in (msgspec.UNSET, "normal")):
        return None
    after = _after(before, ev)
    rest = after.seat(ev.player).hand
    if not _quiet(after) or after.ended or not rest or after.cards[ev.card].zone != "battlefield":
        return None
    return head + [ev, QuestStarted(seq=0, player=ev.player, battler=ev.card, card=rest[0])], len(head) + 2, \
        "ccs.quest.summoned-this-turn"


def pass_out_of_turn(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not isinstance(ev, Passed) or before.step == "draw":
        return None
    other = next(s.id for s in before.opponents(ev.player))
    return head + [msgspec.structs.replace(ev, player=other)], len(head) + 1, "ccs.turn.not-your-turn"


def summon_from_deck(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not (isinstance(ev, BattlerSummoned) and ev.mode in (msgspec.UNSET, "normal")):
        return None
    deck = before.seat(ev.player).deck
    for iid in deck:
        d = before.card_def(iid)
        if d is not None and d.type == "battler" and not d.extra:
            return head + [msgspec.structs.replace(ev, card=iid, targets=[], tap=False, under=None)], len(head) + 1, \
                "ccs.summon.not-in-hand"
    return None


def extra_cost_short(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    if not (isinstance(ev, BattlerSummoned) and len(ev.payment) >= 1):
        return None
    need = ab.cost(before, ev.card)
    for k in range(len(ev.payment)):
        rest = ev.payment[:k] + ev.payment[k + 1:]
        if sum(ab.cost(before, p) for p in rest) < need:
            return head + [msgspec.structs.replace(ev, payment=rest)], len(head) + 1, "ccs.extra-deck.cost"
    return None


def act_after_game_over(before: Board, ev: Any, head: list[Any], nxt: Any) -> Mutation | None:
    if nxt is not None:
        return None
    after = _after(before, ev)
    if not after.over:
        return None
    # A draw, an action: the winner's pass after the end does nothing, a note (engine._after_the_end).
    return head + [ev, CardDrawn(seq=0, player=ev.player)], len(head) + 2, "ccs.game.over"


# -- attacks past Elusive, Sentinel and Taunt ---------------------------------------------------------

def _defender(before: Board, ev: AttackDeclared) -> str | None:
    if ev.defender is not None:
        return ev.defender
    if ev.battler is not None and ev.battler in before.cards:
        return before.cards[ev.battler].owner
    opp = before.opponents(ev.player)
    return opp[0].id if len(opp) == 1 else None


def _tapped_on_watch(before: Board, seat: Any, keyword: str) -> str | None:
    """A battler of ``seat`` with ``keyword``, tapped and not questing (Sentinel and Taunt are active)."""
    return next((x for x in seat.battlefield if before.cards[x].tapped and not before.cards[x].quest
                 and ab.has(before, x, keyword)), None)


def _attackable(before: Board, x: str, attacker: str) -> bool:
    """An enemy battler a legal attack could name but for Taunt: tapped, not questing, not Elusive to a
    battler without Elusive."""
    inst = before.cards[x]
    return inst.tapped and not inst.quest and (not ab.has(before, x, "elusive") or ab.has(before, attacker, "elusive"))


def attack_elusive(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    """A battler without Elusive attacks a tapped Elusive battler."""
    if not isinstance(ev, AttackDeclared) or ab.has(before, ev.attacker, "elusive") \
            or ab.has(before, ev.attacker, "cant-attack-battlers"):
        return None
    d = _defender(before, ev)
    if d is None:
        return None
    seat = before.seat(d)
    taunt = _tapped_on_watch(before, seat, "taunt")
    for x in seat.battlefield:
        inst = before.cards[x]
        if inst.tapped and not inst.quest and ab.has(before, x, "elusive") and (taunt is None or ab.has(before, x, "taunt")):
            return head + [msgspec.structs.replace(ev, defender=d, battler=x)], len(head) + 1, "ccs.attack.elusive"
    return None


def attack_past_sentinel(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    """An attack on a battler turned on the guardian stack while a Sentinel of that seat is tapped."""
    if not isinstance(ev, AttackDeclared) or ev.battler is None:
        return None
    d = _defender(before, ev)
    if d is None or _tapped_on_watch(before, before.seat(d), "sentinel") is None:
        return None
    if any(before.cards[x].quest for s in before.seats for x in s.battlefield):
        return None  # (a battler on a quest: the manuals part on whether the Sentinel guards; the engine notes it)
    return head + [msgspec.structs.replace(ev, defender=d, battler=None)], len(head) + 1, "ccs.attack.sentinel"


def attack_past_taunt(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    """A non-Taunt battler attacked while a Taunt battler of that seat is tapped."""
    if not isinstance(ev, AttackDeclared) or ab.has(before, ev.attacker, "cant-attack-battlers"):
        return None
    d = _defender(before, ev)
    if d is None:
        return None
    seat = before.seat(d)
    if _tapped_on_watch(before, seat, "taunt") is None:
        return None
    for x in seat.battlefield:
        if x != ev.battler and not ab.has(before, x, "taunt") and _attackable(before, x, ev.attacker):
            return head + [msgspec.structs.replace(ev, defender=d, battler=x)], len(head) + 1, "ccs.attack.taunt"
    return None


# -- targets: a filter broken, a Protector ignored; a mandatory trigger declined ----------------------

def _one_target(before: Board, ev: Any) -> tuple[str, list[Any], bool] | None:
    """(controller, filters, tap ability) when ``ev`` resolves exactly one ability with exactly one
    chosen-battler target (its one recorded target), else None."""
    if not getattr(ev, "targets", None) or len(ev.targets) != 1:
        return None
    controller, tap = ev.player, False
    if isinstance(ev, BattlerSummoned) and ev.mode in (msgspec.UNSET, "normal") and not ab.has(before, ev.card, "time-threshold"):
        lines = ab.triggered(before, ev.card, "summon")
    elif isinstance(ev, ActionPlayed):
        lines = [l for l in ab.abilities_of(before, ev.card) if l[0].family != "trigger"]
    elif isinstance(ev, TapAbilityActivated):
        lines, tap = ab.triggered(before, ev.battler, "tap"), True
    elif isinstance(ev, AttackDeclared):
        lines = ab.triggered(before, ev.attacker, "attack")
    elif isinstance(ev, TriggerResolved) and not ev.declined and before.pending \
            and before.pending[0].source == ev.source and before.pending[0].kind not in ("legion", "reinforcements"):
        lines = [parse_ability(before.pending[0].ability)]
    else:
        return None
    chosen = [(line, k) for line in lines for k, ic in enumerate(line) if ic.family == "target"]
    if len(chosen) != 1 or chosen[0][0][chosen[0][1]].name != "chosen-battler":
        return None
    line, k = chosen[0]
    if any(ic.name in ("draw", "play-summon-ability") for ic in line):
        return None
    filters, j = [], k + 1  # the target's filters, read as the engine's walk reads them
    while j < len(line) and line[j].family in ("zone", "filter"):
        filters.extend(line[j:j + 2] if line[j].name == "with" else line[j:j + 1])
        j += 2 if line[j].name == "with" else 1
    return controller, filters, tap


def _in_play(before: Board) -> list[str]:
    return [b for s in before.seats for b in s.battlefield]


def _protected(before: Board, x: str, controller: str) -> bool:
    """``x`` cannot be the target of ``controller``'s effects: another battler of its seat is a Protector."""
    owner = before.cards[x].owner
    return owner != controller and not ab.has(before, x, "protector") and any(
        y != x and ab.has(before, y, "protector") for y in before.seat(owner).battlefield)


def target_filter_broken(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    """The one target of an ability with a strength or cost limit swapped for a battler over the limit."""
    one = _one_target(before, ev)
    if one is None or not any(f.name in ("max-strength", "max-cost", "max-strength-or-cost", "with") for f in one[1]):
        return None
    controller, filters, tap = one
    for x in _in_play(before):
        if x != ev.targets[0] and not ab._matches(before, x, filters) and not _protected(before, x, controller) \
                and not (tap and before.cards[x].tapped) and x != getattr(ev, "card", None):
            return head + [msgspec.structs.replace(ev, targets=[x])], len(head) + 1, "ccs.ability.target-condition"
    return None


def target_past_protector(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    """The one target of an ability swapped for an enemy battler a Protector of its seat protects."""
    one = _one_target(before, ev)
    if one is None:
        return None
    controller, filters, tap = one
    for x in _in_play(before):
        if x != ev.targets[0] and _protected(before, x, controller) and ab._matches(before, x, filters) \
                and not (tap and before.cards[x].tapped):
            return head + [msgspec.structs.replace(ev, targets=[x])], len(head) + 1, "ccs.ability.protector"
    return None


def decline_mandatory(before: Board, ev: Any, head: list[Any]) -> Mutation | None:
    """A triggered ability that must resolve is declined instead."""
    if not isinstance(ev, TriggerResolved) or ev.declined:
        return None
    p = next((x for x in before.pending if x.controller == ev.player and x.source == ev.source), None)
    if p is None or p.optional:
        return None
    return head + [msgspec.structs.replace(ev, declined=True, targets=[])], len(head) + 1, "ccs.ability.pending"


KINDS: dict[str, Callable[..., Mutation | None]] = {
    "attack-summoned-this-turn": attack_summoned_this_turn,
    "draw-not-top": draw_not_top,
    "skip-draw": skip_draw,
    "play-after-turn-over": play_after_turn_over,
    "attack-with-tapped-battler": attack_with_tapped,
    "attack-untapped-battler": attack_untapped_battler,
    "guardian-not-top": guardian_not_top,
    "quest-summoned-this-turn": quest_summoned_this_turn,
    "pass-out-of-turn": pass_out_of_turn,
    "summon-from-deck": summon_from_deck,
    "extra-deck-cost-short": extra_cost_short,
    "act-after-game-over": act_after_game_over,
    "attack-elusive-battler": attack_elusive,
    "attack-past-sentinel": attack_past_sentinel,
    "attack-past-taunt": attack_past_taunt,
    "target-filter-broken": target_filter_broken,
    "target-past-protector": target_past_protector,
    "decline-mandatory-trigger": decline_mandatory,
}

# -- deck-building breaches: the header broken, the events kept ---------------------------------------
# Cards are added at the bottom of a deck's order (the match never reached them), or taken from the
# bottom only when no event names them, so the events stay the match they were.

HeaderMutation = tuple[Any, str]


def _colors(defs: dict, names: Any) -> set[str]:
    return {c for n in names for c in defs[n].colors}


def _each_seat(header: Any, fn: Callable[[int, Any, dict], HeaderMutation | None]) -> HeaderMutation | None:
    """The first player's breach that applies (``fn(k, player, defs)``)."""
    defs = new_board(header).defs
    for k, p in enumerate(header.players):
        if p.order is not None:
            m = fn(k, p, defs)
            if m is not None:
                return m
    return None


def _add(deck: dict[str, int], name: str, n: int = 1) -> dict[str, int]:
    return {**deck, name: deck.get(name, 0) + n}


def deck_below_minimum(header: Any, events: list[Any]) -> HeaderMutation | None:
    text = named(events)

    def fn(k, p, defs):
        drop = sum(p.deck.values()) - (MIN_DECK - 1)
        ids = [f"{p.id}.{i}" for i in range(len(p.order) - drop + 1, len(p.order) + 1)]
        if drop <= 0 or drop > len(p.order) or any(f'"{i}"' in text for i in ids):
            return None
        deck = dict(p.deck)
        for name in p.order[-drop:]:
            deck[name] -= 1
        return with_player(header, k, deck={n: c for n, c in deck.items() if c}, order=p.order[:-drop]), \
            "ccs.deck.min-size"
    return _each_seat(header, fn)


def deck_third_colour(header: Any, events: list[Any]) -> HeaderMutation | None:
    def fn(k, p, defs):
        mine = _colors(defs, p.deck)
        other = next((n for n, d in sorted(defs.items()) if not d.extra and set(d.colors) - mine), None)
        if other is None or len(mine | set(defs[other].colors)) <= 2:
            return None
        return with_player(header, k, deck=_add(p.deck, other), order=p.order + [other]), "ccs.deck.colors"
    return _each_seat(header, fn)


def deck_fourth_copy(header: Any, events: list[Any]) -> HeaderMutation | None:
    def fn(k, p, defs):
        name = next((n for n, c in p.deck.items() if c == MAX_COPIES), None)
        if name is None:
            return None
        return with_player(header, k, deck=_add(p.deck, name), order=p.order + [name]), "ccs.deck.copies"
    return _each_seat(header, fn)


def extra_card_in_main_deck(header: Any, events: list[Any]) -> HeaderMutation | None:
    def fn(k, p, defs):
        name = next(iter(p.extra_deck), None)
        if name is None or p.deck.get(name, 0) >= MAX_COPIES:
            return None
        return with_player(header, k, deck=_add(p.deck, name), order=p.order + [name]), "ccs.deck.extra-card-in-main"
    return _each_seat(header, fn)


def extra_deck_below_minimum(header: Any, events: list[Any]) -> HeaderMutation | None:
    text = named(events)

    def fn(k, p, defs):
        order = p.extra_order or []
        drop = len(order) - (MIN_EXTRA - 1)
        ids = [f"{p.id}.x{i}" for i in range(len(order) - drop + 1, len(order) + 1)]
        if not order or drop <= 0 or any(f'"{i}"' in text for i in ids):
            return None
        kept = order[:-drop]
        return with_player(header, k, extra_deck={n: 1 for n in kept}, extra_order=kept), "ccs.extra-deck.min-size"
    return _each_seat(header, fn)


def extra_deck_second_copy(header: Any, events: list[Any]) -> HeaderMutation | None:
    def fn(k, p, defs):
        if not p.extra_order:
            return None
        name = p.extra_order[-1]
        return with_player(header, k, extra_deck=_add(p.extra_deck, name), extra_order=p.extra_order + [name]), \
            "ccs.extra-deck.singleton"
    return _each_seat(header, fn)


def extra_deck_main_card(header: Any, events: list[Any]) -> HeaderMutation | None:
    def fn(k, p, defs):
        name = next((n for n in p.deck if defs[n].type == "battler" and n not in p.extra_deck), None)
        if name is None or not p.extra_order:  # an empty extra deck (no extra deck) would also be too small
            return None
        return with_player(header, k, extra_deck=_add(p.extra_deck, name),
                           extra_order=(p.extra_order or []) + [name]), "ccs.extra-deck.only-extra-cards"
    return _each_seat(header, fn)


def extra_deck_off_colour(header: Any, events: list[Any]) -> HeaderMutation | None:
    def fn(k, p, defs):
        mine = _colors(defs, p.deck)
        name = next((n for n, d in sorted(defs.items()) if d.extra and set(d.colors) - mine), None)
        if name is None or not p.extra_order:
            return None
        return with_player(header, k, extra_deck=_add(p.extra_deck, name),
                           extra_order=(p.extra_order or []) + [name]), "ccs.extra-deck.colors"
    return _each_seat(header, fn)


HEADER_KINDS: dict[str, Callable[[Any, list[Any]], HeaderMutation | None]] = {
    "deck-below-minimum": deck_below_minimum,
    "deck-third-colour": deck_third_colour,
    "deck-fourth-copy": deck_fourth_copy,
    "extra-card-in-main-deck": extra_card_in_main_deck,
    "extra-deck-below-minimum": extra_deck_below_minimum,
    "extra-deck-second-copy": extra_deck_second_copy,
    "extra-deck-main-card": extra_deck_main_card,
    "extra-deck-off-colour": extra_deck_off_colour,
}

#: Mutations this harness cannot produce yet (said, not hidden).
NOT_YET: list[str] = []


def mutants(header: Any, events: list[Any], new_board: Callable[[Any], Board]) -> Iterator[tuple[str, Mutation]]:
    """Every (kind, mutation) that applies somewhere in a legal log: the first place for each kind."""
    def call(kind, fn, board, ev, head, nxt, after):
        return fn(board, ev, head, nxt) if kind in ("skip-draw", "act-after-game-over") else fn(board, ev, head)

    return first_places(new_board(header), events, step, KINDS, call)
