"""Ways to break a legal Force of Will log at exactly one event, for mutation testing the verifier.

Each mutation kind looks at the board before an event, the board after it,
the event itself and the next one, and returns the broken event list (the
legal log up to there, then the broken event, sometimes after the legal
event it follows) with the seq the verifier must flag and the rule it
should name, or None where it does not apply. :func:`projections.mutation.run`
applies them; :func:`mutants` yields the first place each kind applies.

The broken event keeps everything else legal where it can (a payment from
recovered sources, a target on the field), so the rule named is the one the
mutation broke; a second rule flagged at the same event is tolerated by the
harness, an earlier one is not.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

import msgspec

from ledger.force_of_will import (
    AbilityActivated, AttackDeclared, BlockDeclared, CardDrawn, CardPlayed, ChaseResolved, JudgmentMade,
    Mulliganed, StandbySet, StoneCalled, TurnEnded,
)

from ..mutation import explicit_orders, first_places, with_player
from . import cards as C
from .board import MAX_HAND, Board
from .engine import Judge, answers_block, battle_damage, step
from .selfplay import payments, target_lists
from .setup import base_defs, new_board

#: (events, seq, rule) or, where a card of the header is swapped too, (events, seq, rule, header).
Mutation = tuple[Any, ...]
MAIN_ONLY = ("resonator", "regalia", "addition")


# ---------------------------------------------------------------------------
# Reading the board


def _quiet(b: Board, pid: str) -> bool:
    """``pid`` is in their main phase with nothing under way: any main-phase action could come next."""
    return not b.over and b.phase == "main" and b.active == pid and not b.chase and b.battle is None


def _judged_on(b: Board, ev: Any) -> Board:
    """The board ``ev`` is judged on: after a block, an event that does not answer it comes after its battle
    damage (engine.answers_block), so the damage is dealt on a copy first."""
    bt = b.battle
    if bt is None or not bt.blocked or b.over or answers_block(Judge(b, ev), ev):
        return b
    b = b.copy()
    battle_damage(Judge(b, None))
    return b


def _sources(b: Board, pid: str) -> list[str]:
    """``pid``'s will sources as they stand (any orientation)."""
    seat = b.seat(pid)
    return [i for i in seat.stone_area + seat.field if C.will_of(b, i)]


def _free_source(b: Board, pid: str, used: list[str], ok: Callable[[str], bool]) -> str | None:
    """A recovered source of ``pid`` not in ``used`` that may rest now and passes ``ok``."""
    for iid in _sources(b, pid):
        inst = b.cards[iid]
        wa = C.will_ability(b, iid)
        sick = wa is not None and wa.rest and C.is_resonator(b, iid) and inst.entered_turn == b.turn
        if iid not in used and not inst.rested and not sick and ok(iid):
            return iid
    return None


def _cost_of(b: Board, ev: Any) -> str | None:
    """The cost ``ev`` pays (None: it pays nothing the engine reads)."""
    if isinstance(ev, CardPlayed) and not ev.from_standby:
        d = b.card_def(ev.card)
        return d.cost if d is not None else None
    if isinstance(ev, AbilityActivated):
        abil = C.abilities(b, ev.card)
        return abil[ev.ability].cost if 0 <= ev.ability < len(abil) else None
    if isinstance(ev, JudgmentMade):
        d = b.card_def(b.seat(ev.player).ruler)
        return d.j_ruler.cost if d is not None and d.j_ruler is not None else None
    return None


def _main_card_in_hand(b: Board, pid: str) -> tuple[str, list[str]] | None:
    """A resonator, regalia or addition-to-the-field in ``pid``'s hand and a payment for it."""
    for iid in b.seat(pid).hand:
        d = b.card_def(iid)
        if d is None or d.type not in MAIN_ONLY or (d.type == "addition" and d.kind != "field") or d.enter:
            continue
        options = payments(b, pid, d.cost)
        if options:
            return iid, options[0][0]
    return None


def _discards(b: Board, pid: str) -> list[str]:
    """The end phase's legal discards: the cards beyond the seventh (the last ones in hand)."""
    return list(b.seat(pid).hand[MAX_HAND:])


# ---------------------------------------------------------------------------
# The kinds


def attack_entered_this_turn(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A resonator attacks the turn it was put onto the field."""
    if not isinstance(ev, ChaseResolved) or not before.chase:
        return None
    top = before.chase[-1]
    if top.kind != "card" or not C.is_resonator(after, top.source) or not _quiet(after, top.controller):
        return None
    if after.cards[top.source].rested:
        return None
    opp = after.opponent(top.controller).id
    return head + [ev, AttackDeclared(seq=0, player=top.controller, attacker=top.source, target=opp)], \
        len(head) + 2, "fow.attack.entered-this-turn"


def pay_wrong_attribute(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A needed attribute is paid with a source of another attribute (the total stays right)."""
    cost = _paid(before, ev)
    parsed = C.parse_cost(cost) if cost is not None else None
    if parsed is None:
        return None
    need, _ = parsed
    for attr, n in need.items():
        makers = [k for k, src in enumerate(ev.payment) if C.will_of(before, src) == [attr]]
        others = [k for k, src in enumerate(ev.payment) if attr not in (C.will_of(before, src) or [attr])]
        if len(makers) + len(others) != len(ev.payment):
            continue
        swap = makers[: len(makers) - n + 1]  # enough of them that ``attr`` falls one short
        payment = list(ev.payment)
        for k in swap:
            other = _free_source(before, ev.player, payment + [ev.card if isinstance(ev, AbilityActivated) else ""],
                                 lambda i: attr not in (C.will_of(before, i) or [attr]))
            if other is None:
                break
            payment[k] = other
        else:
            return head + [msgspec.structs.replace(ev, payment=payment)], len(head) + 1, "fow.will.attribute"
    return None


def _covers(b: Board, cost: str | None, payment: list[str]) -> bool:
    """The single-attribute sources of ``payment`` still meet every attribute ``cost`` needs."""
    parsed = C.parse_cost(cost) if cost is not None else None
    if parsed is None:
        return False
    have: dict[str, int] = {}
    for src in payment:
        will = C.will_of(b, src) or []
        if len(will) == 1:
            have[will[0]] = have.get(will[0], 0) + 1
    return all(have.get(a, 0) >= n for a, n in parsed[0].items())


def _paid(b: Board, ev: Any) -> str | None:
    """The cost of a paying event without declared attributes (None: not one)."""
    if not isinstance(ev, (CardPlayed, AbilityActivated, JudgmentMade, StandbySet)) or not ev.payment or ev.attributes:
        return None
    return "{2}" if isinstance(ev, StandbySet) else _cost_of(b, ev)


def declare_wrong_attribute(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A source is declared to produce an attribute it does not produce (one that paid free cost)."""
    cost = _paid(before, ev)
    for k, src in enumerate(ev.payment if cost is not None else []):
        will = C.will_of(before, src) or []
        wrong = next((a for a in ("L", "F", "Wa", "Wi", "D") if a not in will), None)
        if len(will) == 1 and wrong is not None and _covers(before, cost, ev.payment[:k] + ev.payment[k + 1:]):
            attributes = [""] * k + [wrong]
            return head + [msgspec.structs.replace(ev, attributes=attributes)], len(head) + 1, "fow.will.source"
    return None


def underpay(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """One will short: a source that paid free cost is left out."""
    cost = _paid(before, ev)
    for k in range(len(ev.payment) if cost is not None else 0):
        rest = ev.payment[:k] + ev.payment[k + 1:]
        if _covers(before, cost, rest):
            return head + [msgspec.structs.replace(ev, payment=rest)], len(head) + 1, "fow.will.exact"
    return None


def pay_with_rested(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A source that is already rested pays (instead of a recovered one of the same will)."""
    if not isinstance(ev, (CardPlayed, AbilityActivated, JudgmentMade, StandbySet)) or not ev.payment or ev.attributes:
        return None
    for k, src in enumerate(ev.payment):
        will = C.will_of(before, src)
        tired = next((i for i in _sources(before, ev.player)
                      if before.cards[i].rested and i not in ev.payment and C.will_of(before, i) == will), None)
        if tired is not None:
            payment = list(ev.payment)
            payment[k] = tired
            return head + [msgspec.structs.replace(ev, payment=payment)], len(head) + 1, "fow.will.rested"
    return None


def second_stone_call(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A second magic stone is called in the same turn."""
    if not isinstance(ev, StoneCalled) or not _quiet(after, ev.player) or not after.seat(ev.player).stones:
        return None
    return head + [ev, StoneCalled(seq=0, player=ev.player)], len(head) + 2, "fow.stone.once-per-turn"


def stone_after_judgment(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A magic stone is called in the turn of a judgment."""
    if not isinstance(ev, ChaseResolved) or not before.chase or before.chase[-1].kind != "judgment":
        return None
    pid = before.chase[-1].controller
    if not _quiet(after, pid) or not after.seat(pid).stones:
        return None
    return head + [ev, StoneCalled(seq=0, player=pid)], len(head) + 2, "fow.stone.judgment-turn"


def judgment_ruler_rested(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A judgment with the ruler rested (it called a magic stone this turn)."""
    if not isinstance(ev, StoneCalled) or not _quiet(after, ev.player):
        return None
    seat = after.seat(ev.player)
    ruler = after.cards[seat.ruler]
    d = after.card_def(seat.ruler)
    if ruler.zone != "ruler-area" or ruler.j_side or d is None or d.j_ruler is None:
        return None
    options = payments(after, ev.player, d.j_ruler.cost)
    if not options:
        return None
    return head + [ev, JudgmentMade(seq=0, player=ev.player, payment=options[0][0])], len(head) + 2, \
        "fow.judgment.ruler-rested"


def draw_not_top(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The draw takes the second card of the main deck."""
    deck = before.seat(ev.player).deck if isinstance(ev, CardDrawn) else []
    if len(deck) < 2:
        return None
    return head + [msgspec.structs.replace(ev, card=deck[1])], len(head) + 1, "fow.draw.not-top"


def draw_first_turn(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The first player draws in the first turn's draw phase, which they skip."""
    if before.phase != "setup" or isinstance(ev, Mulliganed):
        return None
    if any(before.cards[c].owner == before.first and before.cards[c].zone == "hand" and c not in before.setup_recorded
           for c in before.mull_drawn):
        return None  # (a draw giving no card there records one of the mulligan's draws: engine._setup_draw_record)
    return head + [CardDrawn(seq=0, player=before.first)], len(head) + 1, "fow.draw.first-turn"


def skip_draw(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The draw phase's draw is left out: the active player's next action comes before it."""
    gated = (StoneCalled, CardPlayed, AbilityActivated, StandbySet, JudgmentMade, AttackDeclared, TurnEnded)
    if not isinstance(ev, CardDrawn) or not isinstance(nxt, gated) or nxt.player != ev.player:
        return None
    return head + [nxt], len(head) + 1, "fow.turn.draw-phase"


def play_after_turn_ended(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A resonator (or regalia, addition) is played by the player whose turn just ended."""
    if not isinstance(ev, TurnEnded) or after.over:
        return None
    found = _main_card_in_hand(after, ev.player)
    if found is None:
        return None
    card, payment = found
    return head + [ev, CardPlayed(seq=0, player=ev.player, card=card, payment=payment)], len(head) + 2, \
        "fow.turn.not-your-turn"


def attack_out_of_turn(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The non-active player declares an attack in the active player's main phase."""
    if not isinstance(ev, AttackDeclared):
        return None
    opp = before.opponent(ev.player)
    attacker = next((i for i in opp.field if C.is_fighter(before, i) and not before.cards[i].rested), None)
    if attacker is None:
        return None
    return head + [AttackDeclared(seq=0, player=opp.id, attacker=attacker, target=ev.player)], len(head) + 1, \
        "fow.turn.not-your-turn"


def play_not_in_hand(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A card still in the main deck is played (a copy of the one played from the hand)."""
    if not isinstance(ev, CardPlayed) or ev.from_standby:
        return None
    name = before.cards[ev.card].name
    copy = next((i for i in before.seat(ev.player).deck if before.cards[i].name == name), None)
    if copy is None:
        return None
    return head + [msgspec.structs.replace(ev, card=copy)], len(head) + 1, "fow.play.not-in-hand"


def attack_with_rested(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A rested resonator or J-ruler declares the attack."""
    if not isinstance(ev, AttackDeclared):
        return None
    tired = next((i for i in before.seat(ev.player).field if C.is_fighter(before, i) and before.cards[i].rested), None)
    if tired is None:
        return None
    return head + [msgspec.structs.replace(ev, attacker=tired)], len(head) + 1, "fow.attack.rested"


def attack_with_foreign(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The attacker is one of the opponent's resonators."""
    if not isinstance(ev, AttackDeclared):
        return None
    theirs = next((i for i in before.opponent(ev.player).field if C.is_fighter(before, i)), None)
    if theirs is None or ev.target == theirs:
        return None
    return head + [msgspec.structs.replace(ev, attacker=theirs)], len(head) + 1, "fow.attack.attacker"


def attack_recovered_target(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A recovered resonator is attacked (only rested ones can be)."""
    if not isinstance(ev, AttackDeclared):
        return None
    target = next((i for i in before.opponent(ev.player).field
                   if C.is_fighter(before, i) and not before.cards[i].rested), None)
    if target is None:
        return None
    return head + [msgspec.structs.replace(ev, target=target)], len(head) + 1, "fow.attack.target"


def attack_during_battle(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A second attack is declared before the first battle's block: the first is taken as not blocked (flagged once).
    The second attacks the player (the first one's damage, dealt first, may have destroyed a resonator it targets)."""
    if not isinstance(ev, AttackDeclared) or after.over:
        return None
    other = next((i for i in after.seat(ev.player).field if C.is_fighter(after, i) and not after.cards[i].rested
                  and after.cards[i].entered_turn != after.turn), None)
    if other is None:
        return None
    opp = after.opponent(ev.player).id
    return head + [ev, AttackDeclared(seq=0, player=ev.player, attacker=other, target=opp)], len(head) + 2, \
        "fow.battle.unfinished"


def block_by_attacker(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The attacking player declares the block."""
    if not isinstance(ev, BlockDeclared) or before.battle is None:
        return None
    return head + [msgspec.structs.replace(ev, player=before.battle.attacking_player)], len(head) + 1, \
        "fow.block.not-defender"


def block_with_rested(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A rested resonator or J-ruler blocks."""
    if not isinstance(ev, BlockDeclared) or before.battle is None:
        return None
    tired = next((i for i in before.seat(ev.player).field if C.is_fighter(before, i) and before.cards[i].rested), None)
    if tired is None:
        return None
    return head + [msgspec.structs.replace(ev, blocker=tired)], len(head) + 1, "fow.block.blocker"


def end_turn_with_chase(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The turn ends while a card the active player played waits on the chase."""
    if not isinstance(ev, CardPlayed) or not _quiet(before, ev.player) or not after.chase or after.over:
        return None
    end = TurnEnded(seq=0, player=ev.player, discarded=_discards(after, ev.player))
    return head + [ev, end], len(head) + 2, "fow.chase.unresolved"


def main_card_in_answer(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A resonator is played in answer to something on the chase (only instants and abilities chase)."""
    if not isinstance(ev, (CardPlayed, AbilityActivated)) or not after.chase or after.over or after.phase != "main":
        return None
    found = _main_card_in_hand(after, after.active)
    if found is None:
        return None
    card, payment = found
    return head + [ev, CardPlayed(seq=0, player=after.active, card=card, payment=payment)], len(head) + 2, \
        "fow.play.main-phase"


def resolve_not_top(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """An older chase entry resolves before the one played after it."""
    if not isinstance(ev, ChaseResolved) or len(before.chase) < 2:
        return None
    top = before.chase[-1].source
    under = next((e.source for e in reversed(before.chase[:-1]) if e.source != top), None)
    if under is None:
        return None
    return head + [msgspec.structs.replace(ev, card=under)], len(head) + 1, "fow.chase.not-top"


def resolve_empty_chase(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A resolution with nothing on the chase."""
    if not isinstance(ev, ChaseResolved) or after.chase or after.over:
        return None
    return head + [ev, ChaseResolved(seq=0, player=ev.player)], len(head) + 2, "fow.chase.empty"


def ability_entered_this_turn(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A resonator uses a rest-symbol ability the turn it was put onto the field."""
    if not isinstance(ev, ChaseResolved) or not before.chase or before.chase[-1].kind != "card":
        return None
    iid, pid = before.chase[-1].source, before.chase[-1].controller
    if not C.is_resonator(after, iid) or after.over:
        return None
    for k, ab in enumerate(C.abilities(after, iid)):
        if ab.kind != "activated" or not ab.rest:
            continue
        options = payments(after, pid, ab.cost, avoid=iid)
        targets = target_lists(after, pid, C.chosen(ab.effects), iid)
        if options and targets:
            act = AbilityActivated(seq=0, player=pid, card=iid, ability=k, targets=targets[0], payment=options[0][0])
            return head + [ev, act], len(head) + 2, "fow.ability.entered-this-turn"
    return None


def ability_rested(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A rest-symbol ability is activated again while its card is rested."""
    if not isinstance(ev, AbilityActivated) or after.over:
        return None
    abil = C.abilities(before, ev.card)
    if not (0 <= ev.ability < len(abil)) or not abil[ev.ability].rest:
        return None
    options = payments(after, ev.player, abil[ev.ability].cost, avoid=ev.card)
    if not options:
        return None
    again = msgspec.structs.replace(ev, payment=options[0][0], attributes=[])
    return head + [ev, again], len(head) + 2, "fow.ability.rested"


def standby_without_trigger(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A chant-standby spell is played from the standby zone before its trigger has happened."""
    if not _quiet(before, ev.player):
        return None
    for iid in before.seat(ev.player).standby:
        d = before.card_def(iid)
        if d is not None and d.kind == "chant-standby" and before.cards[iid].set_turn != before.turn:
            targets = target_lists(before, ev.player, C.chosen(C.spell_effects(d)), iid)
            if targets:
                play = CardPlayed(seq=0, player=ev.player, card=iid, from_standby=True, targets=targets[0])
                return head + [play], len(head) + 1, "fow.standby.trigger"
    return None


def standby_same_turn(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A chant-standby spell is played from the standby zone in the turn it was set there.

    Its trigger cannot hold either (the setter's own main phase, nothing on the chase, no attack
    against them): the engine flags ``fow.standby.trigger`` at the same event too.
    """
    if not isinstance(ev, StandbySet) or after.over:
        return None
    d = after.card_def(ev.card)
    if d is None or d.kind != "chant-standby":
        return None
    targets = target_lists(after, ev.player, C.chosen(C.spell_effects(d)), ev.card)
    if not targets:
        return None
    play = CardPlayed(seq=0, player=ev.player, card=ev.card, from_standby=True, targets=targets[0])
    return head + [ev, play], len(head) + 2, "fow.standby.same-turn"


def wrong_discard_count(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The end phase discards one card too many, or one too few."""
    if not isinstance(ev, TurnEnded):
        return None
    hand = before.seat(ev.player).hand
    if ev.discarded:
        wrong = ev.discarded[:-1]
    elif hand:
        wrong = [hand[0]]
    else:
        return None
    return head + [msgspec.structs.replace(ev, discarded=wrong)], len(head) + 1, "fow.end.hand-size"


def mulligan_twice(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A player takes a second mulligan."""
    if not isinstance(ev, Mulliganed):
        return None
    return head + [ev, Mulliganed(seq=0, player=ev.player)], len(head) + 2, "fow.setup.mulligan-twice"


def mulligan_order(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The second player's mulligan is logged before the first player's."""
    if not isinstance(ev, Mulliganed) or ev.player != before.first or before.opponent(ev.player).mulliganed:
        return None
    opp = before.opponent(ev.player)
    if not opp.hand:
        return None
    # (A card under the deck: a kept hand recorded first changes nothing of the play, only a note. The broken event
    # is that decision made out of turn, flagged at it once the first player's comes after it.)
    other = Mulliganed(seq=0, player=opp.id, cards=[opp.hand[-1]])
    return head + [other, ev], len(head) + 1, "fow.setup.mulligan-order"


def mulligan_late(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A mulligan after the game has begun."""
    if before.phase != "setup" or isinstance(ev, Mulliganed):
        return None
    return head + [ev, Mulliganed(seq=0, player=ev.player)], len(head) + 2, "fow.setup.mulligan-late"


def act_after_game_over(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """Someone acts after the game is over."""
    if nxt is not None:
        return None
    if not after.over:  # the last event a block: its battle damage, dealt at the next event, may end the game
        after = _judged_on(after, StoneCalled(seq=0, player=ev.player))
    if not after.over:
        return None
    who = after.winner or ev.player
    return head + [ev, StoneCalled(seq=0, player=who)], len(head) + 2, "fow.game.over"


def target_not_a_resonator(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A player is named where a spell or ability must target a resonator."""
    if not isinstance(ev, (CardPlayed, AbilityActivated)) or not ev.targets:
        return None
    if isinstance(ev, CardPlayed):
        d = before.card_def(ev.card)
        effects = C.spell_effects(d) if d is not None and d.type == "spell" else []
    else:
        abil = C.abilities(before, ev.card)
        effects = abil[ev.ability].effects if 0 <= ev.ability < len(abil) else []
    kinds = C.chosen(effects)
    if len(kinds) != len(ev.targets) or "resonator" not in kinds:
        return None
    targets = list(ev.targets)
    targets[kinds.index("resonator")] = before.opponent(ev.player).id
    return head + [msgspec.structs.replace(ev, targets=targets)], len(head) + 1, "fow.play.target"


def addition_wrong_host(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """An addition goes where it cannot: a field addition onto a card, a card addition onto a player."""
    if not isinstance(ev, CardPlayed) or ev.from_standby:
        return None
    d = before.card_def(ev.card)
    if d is None or d.type != "addition":
        return None
    if d.kind == "field":
        host = next((i for s in before.seats for i in s.field if C.is_fighter(before, i)), None)
        if host is None:
            return None
    else:
        host = before.opponent(ev.player).id
    return head + [msgspec.structs.replace(ev, attach_to=host, targets=[])], len(head) + 1, "fow.play.addition-target"


def stone_by_non_ruler(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A magic stone is called by resting a resonator instead of the ruler."""
    if not isinstance(ev, StoneCalled):
        return None
    other = next((i for i in before.seat(ev.player).field if C.is_resonator(before, i)), None)
    if other is None:
        return None
    return head + [msgspec.structs.replace(ev, by=other)], len(head) + 1, "fow.stone.not-ruler"


def stone_from_empty_deck(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A magic stone is called when the magic stone deck is empty."""
    if not _quiet(before, ev.player) or isinstance(ev, Mulliganed):
        return None
    seat = before.seat(ev.player)
    ruler = before.cards[seat.ruler]
    if seat.stones or seat.called_turn == before.turn or seat.judged_turn == before.turn or ruler.rested:
        return None
    return head + [StoneCalled(seq=0, player=ev.player)], len(head) + 1, "fow.stone.empty-deck"


def unknown_card(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A card is played that is not a card of this match."""
    if not isinstance(ev, CardPlayed) or ev.from_standby:
        return None
    return head + [msgspec.structs.replace(ev, card=f"{ev.player}.999")], len(head) + 1, "fow.log.unknown-card"


def _plain(b: Board, iid: str) -> bool:
    """A resonator or regalia that takes no targets: playing it asks for nothing else that could be wrong."""
    d = b.card_def(iid)
    return d is not None and d.type in ("resonator", "regalia") and not d.enter


def standby_not_standby_spell(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A card that is not a chant-standby spell is played from the standby zone (it was set there legally)."""
    if not _quiet(before, ev.player) or isinstance(ev, Mulliganed):
        return None
    options = payments(before, ev.player, "{2}")
    card = next((i for i in before.seat(ev.player).hand if _plain(before, i)), None)
    if not options or card is None:
        return None
    setting = StandbySet(seq=0, player=ev.player, card=card, payment=options[0][0])
    return head + [setting, CardPlayed(seq=0, player=ev.player, card=card, from_standby=True)], len(head) + 2, \
        "fow.standby.not-standby-spell"


def judgment_j_side_up(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A second judgment by a J-ruler that was destroyed and lies J side up in the ruler area."""
    if not _quiet(before, ev.player) or isinstance(ev, Mulliganed):
        return None
    seat = before.seat(ev.player)
    ruler = before.cards[seat.ruler]
    d = before.card_def(seat.ruler)
    if ruler.zone != "ruler-area" or not ruler.j_side or ruler.rested or d is None or d.j_ruler is None:
        return None
    options = payments(before, ev.player, d.j_ruler.cost)
    if not options:
        return None
    return head + [JudgmentMade(seq=0, player=ev.player, payment=options[0][0])], len(head) + 1, \
        "fow.judgment.j-side-up"


def _no_j_ruler() -> str | None:
    """A real ruler the card statistics give no J-ruler side (Yggdrasil, the World Tree)."""
    return next((n for n, d in sorted(base_defs().items())
                 if d.type == "ruler" and not d.has_j_ruler and d.j_ruler is None), None)


def judgment_without_j_side(header: Any, before: Board, ev: Any, head: list) -> Mutation | None:
    """The seat's ruler is a ruler without a J-ruler side (the header names it instead) and the log's first
    judgment is made with it: nothing before needs the ruler but to call stones, which any ruler does."""
    name = _no_j_ruler()
    if not isinstance(ev, JudgmentMade) or name is None:
        return None
    k = next(i for i, p in enumerate(header.players) if p.id == ev.player)
    if any(getattr(e, "card", None) == before.seat(ev.player).ruler for e in head):
        return None
    broken = with_player(header, k, ruler=name)
    return (head + [msgspec.structs.replace(ev, payment=[], attributes=[])], len(head) + 1,
            "fow.judgment.no-j-ruler", broken)


def block_before_chase_resolves(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The block is declared while an answer in the battle still waits on the chase."""
    if (not isinstance(ev, (CardPlayed, AbilityActivated)) or after.battle is None or after.battle.blocked
            or not after.chase or after.over):
        return None
    return head + [ev, BlockDeclared(seq=0, player=after.battle.defender)], len(head) + 2, "fow.chase.unresolved"


def stone_not_top(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """The stone called is the second of the magic stone deck."""
    stones = before.seat(ev.player).stones if isinstance(ev, StoneCalled) else []
    if len(stones) < 2:
        return None
    return head + [msgspec.structs.replace(ev, card=stones[1])], len(head) + 1, "fow.stone.not-top"


def standby_not_in_hand(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A card still in the main deck is put into the standby zone."""
    if not isinstance(ev, StandbySet) or not before.seat(ev.player).deck:
        return None
    return head + [msgspec.structs.replace(ev, card=before.seat(ev.player).deck[0])], len(head) + 1, \
        "fow.standby.not-in-hand"


def no_such_ability(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """An ability number the card does not have is activated."""
    if not isinstance(ev, AbilityActivated):
        return None
    missing = len(C.abilities(before, ev.card))
    return head + [msgspec.structs.replace(ev, ability=missing)], len(head) + 1, "fow.ability.no-such"


def block_without_attack(before: Board, after: Board, ev: Any, head: list, nxt: Any) -> Mutation | None:
    """A second block once the battle is over."""
    if not isinstance(ev, BlockDeclared) or after.over:
        return None
    return head + [ev, BlockDeclared(seq=0, player=ev.player)], len(head) + 2, "fow.block.no-battle"


Kind = Callable[[Board, Board, Any, list, Any], "Mutation | None"]

# -- a paper log naming a card its owner's deck list lacks -----------------------------------------

def paper_log(header: Any, events: list[Any]) -> tuple[Any, list[Any]]:
    """The paper-table form of a full-information log: no deck orders and no shuffle seed, and every event
    that draws, calls or plays a card names it (``name``). The same match, judged from what the table saw."""
    board = new_board(header)
    out = []
    for ev in events:
        card = getattr(ev, "card", None)
        if "name" in ev.__struct_fields__ and card in board.cards and ev.name is None:
            out.append(msgspec.structs.replace(ev, name=board.cards[card].name))
        else:
            out.append(ev)
        step(board, ev)
    players = [msgspec.structs.replace(p, order=None, stone_order=None) for p in header.players]
    return msgspec.structs.replace(header, players=players, shuffle_seed=None), out


def paper_card_not_in_list(header: Any, events: list[Any]) -> Mutation | None:
    """In the paper form of the log, the first card played is named as a card its owner's deck list has
    no copy of (one of the same type, kind and cost, so only the naming is wrong)."""
    paper, pevents = paper_log(header, events)
    defs = new_board(header).defs
    for k, ev in enumerate(pevents):
        if isinstance(ev, CardPlayed) and ev.name is not None and not ev.from_standby:
            d = defs[ev.name]
            deck = next(p.deck for p in header.players if p.id == ev.player)
            other = next((n for n, o in sorted(defs.items()) if n not in deck and o.type == d.type
                          and o.kind == d.kind and o.cost == d.cost and not o.modelled), None)
            if other is None:
                return None
            return pevents[:k] + [msgspec.structs.replace(ev, name=other)], k + 1, "fow.log.unknown-card", paper
    return None


KINDS: dict[str, Kind] = {
    "paper-card-not-in-deck-list": paper_card_not_in_list,  # whole-log: see mutants()
    "judgment-without-j-side": judgment_without_j_side,
    "attack-entered-this-turn": attack_entered_this_turn,
    "pay-wrong-attribute": pay_wrong_attribute,
    "declare-wrong-attribute": declare_wrong_attribute,
    "underpay": underpay,
    "pay-with-rested-source": pay_with_rested,
    "second-stone-call": second_stone_call,
    "stone-after-judgment": stone_after_judgment,
    "judgment-ruler-rested": judgment_ruler_rested,
    "draw-not-top": draw_not_top,
    "draw-in-first-turn": draw_first_turn,
    "skip-draw": skip_draw,
    "play-after-turn-ended": play_after_turn_ended,
    "attack-out-of-turn": attack_out_of_turn,
    "play-not-in-hand": play_not_in_hand,
    "attack-with-rested": attack_with_rested,
    "attack-with-foreign-card": attack_with_foreign,
    "attack-recovered-target": attack_recovered_target,
    "attack-during-battle": attack_during_battle,
    "block-by-attacker": block_by_attacker,
    "block-with-rested": block_with_rested,
    "end-turn-with-chase": end_turn_with_chase,
    "main-card-in-answer": main_card_in_answer,
    "resolve-not-top": resolve_not_top,
    "resolve-empty-chase": resolve_empty_chase,
    "ability-entered-this-turn": ability_entered_this_turn,
    "ability-while-rested": ability_rested,
    "standby-without-trigger": standby_without_trigger,
    "standby-same-turn": standby_same_turn,
    "wrong-discard-count": wrong_discard_count,
    "mulligan-twice": mulligan_twice,
    "mulligan-order": mulligan_order,
    "mulligan-late": mulligan_late,
    "act-after-game-over": act_after_game_over,
    "target-not-a-resonator": target_not_a_resonator,
    "addition-wrong-host": addition_wrong_host,
    "stone-by-non-ruler": stone_by_non_ruler,
    "stone-from-empty-deck": stone_from_empty_deck,
    "unknown-card": unknown_card,
    "standby-not-standby-spell": standby_not_standby_spell,
    "judgment-j-side-up": judgment_j_side_up,
    "block-before-chase-resolves": block_before_chase_resolves,
    "stone-not-top": stone_not_top,
    "standby-not-in-hand": standby_not_in_hand,
    "no-such-ability": no_such_ability,
    "block-without-attack": block_without_attack,
}

#: Mutations this harness cannot produce yet (said, not hidden).
# -- deck-building breaches: the header broken, the events kept ---------------------------------------
# The shuffles written out as orders; the wrong card added at the bottom of a deck (never reached), or
# the ruler named as another card.

HeaderMutation = tuple[Any, str]
_ORDERS = {"order": ("deck", ""), "stone_order": ("stones", "/stones")}


def _first_of(defs: dict, names: Any, ok: Callable[[Any], bool]) -> str | None:
    return next((n for n in names if ok(defs[n])), None)


def ruler_not_a_ruler(header: Any, events: list[Any]) -> HeaderMutation | None:
    """A seat's ruler named as a card of its main deck (not a ruler)."""
    defs = new_board(header).defs
    for k, p in enumerate(header.players):
        name = _first_of(defs, p.deck, lambda d: d.type != "ruler")
        if name is not None:
            return with_player(header, k, ruler=name), "fow.setup.ruler"
    return None


def stone_deck_other_card(header: Any, events: list[Any]) -> HeaderMutation | None:
    """A main-deck card at the bottom of the magic stone deck."""
    h = explicit_orders(header, _ORDERS)
    defs = new_board(h).defs
    for k, p in enumerate(h.players):
        name = _first_of(defs, p.deck, lambda d: d.type not in ("magic-stone", "ruler"))
        if name is not None and p.stone_order is not None:
            return with_player(h, k, stones={**p.stones, name: p.stones.get(name, 0) + 1},
                               stone_order=p.stone_order + [name]), "fow.setup.stone-deck"
    return None


def main_deck_stone(header: Any, events: list[Any]) -> HeaderMutation | None:
    """A magic stone at the bottom of the main deck."""
    h = explicit_orders(header, _ORDERS)
    defs = new_board(h).defs
    for k, p in enumerate(h.players):
        name = _first_of(defs, p.stones, lambda d: d.type == "magic-stone")
        if name is not None and p.order is not None:
            return with_player(h, k, deck={**p.deck, name: p.deck.get(name, 0) + 1},
                               order=p.order + [name]), "fow.setup.main-deck"
    return None


HEADER_KINDS: dict[str, Callable[[Any, list[Any]], HeaderMutation | None]] = {
    "ruler-not-a-ruler": ruler_not_a_ruler,
    "stone-deck-other-card": stone_deck_other_card,
    "main-deck-stone": main_deck_stone,
}

NOT_YET: list[str] = []


def mutants(header: Any, events: list[Any], new_board: Callable[[Any], Board]) -> Iterator[tuple[str, Mutation]]:
    """Every (kind, mutation) that applies somewhere in a legal log: the first place for each kind."""
    def call(kind, fn, board, ev, head, nxt, after):
        board = _judged_on(board, ev)
        if kind == "judgment-without-j-side":
            return fn(header, board, ev, head)
        return fn(board, after(), ev, head, nxt)

    yield from first_places(new_board(header), events, step,
                            {k: f for k, f in KINDS.items() if k != "paper-card-not-in-deck-list"}, call)
    m = paper_card_not_in_list(header, events)
    if m is not None:
        yield "paper-card-not-in-deck-list", m
