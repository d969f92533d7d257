"""Chrono Clash ``legal_actions`` against the engine, both ways, on states from simulated matches.

Listed -> accepted: every action ``legal_actions`` lists is accepted by the engine.
Not listed -> flagged: a family of decisions built here from the event types' fields, independently of
``selfplay`` (every event type, every seat as the player, every card id of the hands, the battlefields,
the guardian stacks and the top two cards of each deck in each card field, every seat as a defender),
and, for every decision that names a card with an ability that asks for choices, every target list of
up to as many names as the ability has choice icons, each name any battler in play, card in the
player's hand or discard pile, or seat; every payment (any set of the player's battlers) for an
extra-deck card; every option (tap on summon, a card under it, Sneak Attack, Pilot onto each battler,
Reinforcements, Transform returning each battler): each decision the engine accepts is listed, and each
it does not list is flagged. Discards an ability chooses are named in hand order (``legal_actions``
lists one order of the same cards).
"""

from __future__ import annotations

import random

import msgspec
import pytest

import itertools

from ledger.chrono_clash import (
    ActionPlayed, AttackDeclared, BattlerSummoned, CardDrawn, GuardianRevealed, Passed, QuestStarted,
    TapAbilityActivated, Transformed, TriggerResolved,
)
from projections.chrono_clash.icons import parse_ability
from ledger.log import dump_log, parse_log
from projections.chrono_clash import selfplay, step
from projections.chrono_clash.engine import held_flags
from projections.chrono_clash.setup import new_board

enc = msgspec.json.Encoder().encode


def _ids(board):
    """The card ids a decision could name: hands, battlefields, guardian tops, the top two of each deck."""
    out = []
    for s in board.seats:
        out += s.hand + s.battlefield + s.guardians[:1] + s.deck[:2]
    return sorted(set(out))


def family(board):
    seq = board.seq + 1
    ids = _ids(board)
    players = [s.id for s in board.seats]
    for pid in players:
        yield Passed(seq=seq, player=pid)
        yield CardDrawn(seq=seq, player=pid)
        yield GuardianRevealed(seq=seq, player=pid)
        for c in ids:
            yield CardDrawn(seq=seq, player=pid, card=c)
            yield BattlerSummoned(seq=seq, player=pid, card=c)
            yield ActionPlayed(seq=seq, player=pid, card=c)
            yield GuardianRevealed(seq=seq, player=pid, card=c)
            yield TapAbilityActivated(seq=seq, player=pid, battler=c)
            yield TriggerResolved(seq=seq, player=pid, source=c)
            yield TriggerResolved(seq=seq, player=pid, source=c, declined=True)
            for d in players:
                yield AttackDeclared(seq=seq, player=pid, attacker=c, defender=d)
        for b in [c for s in board.seats for c in s.battlefield]:
            for c in board.seat(pid).hand:
                yield QuestStarted(seq=seq, player=pid, battler=b, card=c)
            for d in players:
                for x in [c for s in board.seats for c in s.battlefield]:
                    yield AttackDeclared(seq=seq, player=pid, attacker=b, defender=d, battler=x)


_CHOICE = {"chosen-battler", "chosen-opponent", "other-battler", "battler-card", "action-card"}


def _choices(board, iid):
    """How many names the abilities of card ``iid`` may ask for (its choice icons and discards), from the
    card's icons; a Time Threshold summon ability may resolve twice."""
    if iid is None or iid not in board.cards or board.cards[iid].name is None:
        return 0
    lines = board.parsed.get(board.cards[iid].name, [])
    n = sum(1 for line in lines for ic in line if ic.name in _CHOICE or (ic.name == "draw" and (ic.n or 0) < 0))
    twice = any(ic.name == "time-threshold" for line in lines for ic in line)
    return n * 2 if twice else n


def _names(board, pid):
    """What a target may name: any battler in play, a card of the player's hand or discard pile, a seat."""
    s = board.seat(pid)
    return sorted({b for t in board.seats for b in t.battlefield} | set(s.hand) | set(s.discard)
                  | {t.id for t in board.seats})


def _target_lists(board, pid, iid, extra=0):
    n = _choices(board, iid) + extra
    names = _names(board, pid)
    hand = board.seat(pid).hand
    out = [[]]
    for k in range(1, n + 1):
        for t in itertools.product(names, repeat=k):
            # a discard of several hand cards is named in hand order
            picked = [x for x in t if x in hand]
            if picked == sorted(picked, key=hand.index):
                out.append(list(t))
    return out


def with_choices(board):
    """The decisions above that name a card whose ability asks for choices, with every target list,
    payment and option."""
    seq = board.seq + 1
    for s in board.seats:
        pid = s.id
        mine = list(s.battlefield)
        payments = [[]] + [list(c) for k in range(1, len(mine) + 1) for c in itertools.combinations(mine, k)]
        for h in s.hand:
            d = board.card_def(h)
            icons = {ic.name for line in board.parsed.get(board.cards[h].name or "", []) for ic in line}
            tls = _target_lists(board, pid, h)
            pays = payments if d is not None and d.extra else [[]]
            action = d is not None and d.type == "action"
            for t, pay in itertools.product(tls if action else [[]], pays):
                yield ActionPlayed(seq=seq, player=pid, card=h, targets=t, payment=pay)
            for t, pay in itertools.product([[]] if action else tls, pays):
                yield BattlerSummoned(seq=seq, player=pid, card=h, targets=t, payment=pay)
            # Options: each with no targets on every card; with every target list where the card has it.
            for tap, under in itertools.product((False, True), [None, *[x for x in s.hand if x != h]]):
                for t in tls if (tap and icons & {"sentinel", "taunt"}) or (under and "toughness" in icons) else [[]]:
                    yield BattlerSummoned(seq=seq, player=pid, card=h, targets=t, tap=tap, under=under)
            for t in tls if "sneak-attack" in icons else [[]]:
                yield BattlerSummoned(seq=seq, player=pid, card=h, mode="sneak-attack", targets=t)
            for t in tls if "reinforcements" in icons or board.pending else [[]]:
                yield BattlerSummoned(seq=seq, player=pid, card=h, mode="reinforcements", targets=t)
            for t in tls if "pilot" in icons else [[]]:
                for b in [c for t_ in board.seats for c in t_.battlefield]:
                    yield BattlerSummoned(seq=seq, player=pid, card=h, mode="pilot", attach_to=b, targets=t)
            for t in tls if "transform" in icons else [[]]:
                for b in mine:
                    yield Transformed(seq=seq, player=pid, returned=b, card=h, targets=t)
        for b in mine:
            for t in _target_lists(board, pid, b)[1:]:
                yield TapAbilityActivated(seq=seq, player=pid, battler=b, targets=t)
                for d in board.seats:
                    yield AttackDeclared(seq=seq, player=pid, attacker=b, defender=d.id, targets=t)
                    for x in [c for t_ in board.seats for c in t_.battlefield]:
                        yield AttackDeclared(seq=seq, player=pid, attacker=b, defender=d.id, battler=x, targets=t)
        for g in [t_.guardians[0] for t_ in board.seats if t_.guardians]:
            for t in _target_lists(board, pid, g):
                yield GuardianRevealed(seq=seq, player=pid, card=g, resolve=True, targets=t)
        for p in board.pending:
            extra = sum(1 for ic in parse_ability(p.ability) if ic.name in _CHOICE
                        or (ic.name == "draw" and (ic.n or 0) < 0)) if p.ability else 0
            for t in _target_lists(board, pid, None, extra)[1:]:
                yield TriggerResolved(seq=seq, player=pid, source=p.source, targets=t)


def states(seeds, every=23):
    for seed in seeds:
        header, events = selfplay.simulate(seed, 2 + seed % 3)
        log = parse_log(dump_log(header, events), f"sim-{seed}")
        board = new_board(log.header)
        for k, ev in enumerate(log.events):
            if k % every == 0:
                yield f"sim-{seed} before seq {ev.seq}", board
            step(board, ev)


@pytest.mark.parametrize("seeds", [range(1, 3), range(3, 5)])
def test_legal_actions_are_accepted_and_everything_else_in_the_family_is_flagged(seeds):
    checked = accepted = with_targets = 0
    for where, board in states(seeds):
        listed = selfplay.legal_actions(board, random.Random(3))
        for action in listed:
            assert step(board.copy(), action) == [], (where, action)
        keys = {enc(a) for a in listed}
        for ev in itertools.chain(family(board), with_choices(board)):
            if (type(ev) is CardDrawn and board.turn == 1 and board.step == "draw"
                    and ev.card in board.seat(ev.player).hand):
                # (The record of a set-up draw of the starting hand, before turn 1's draw: a note, no decision of
                # the game, so not one self-play lists: qa38-setup 4.)
                continue
            trial = board.copy()
            # (A choice left out whose flag is held for the next event, which may give it, is not legal either.)
            ok = step(trial, ev) == [] and not held_flags(trial)
            assert ok == (enc(ev) in keys), (where, ev, "accepted but not listed" if ok else "listed but flagged")
            checked += 1
            accepted += ok
            with_targets += ok and bool(getattr(ev, "targets", None))
    assert checked > 1000 and accepted > 5  # the family is large and not all flagged
    assert with_targets > 0  # some accepted decision names targets
