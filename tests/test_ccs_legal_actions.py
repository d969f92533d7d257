"""Chrono Clash ``legal_actions`` against the engine, both ways, on states from simulated matches.

Listed -> accepted: every action ``legal_actions`` lists is accepted by the engine.
Not listed -> flagged: a family of decisions built here from the event types' fields, independently of
``selfplay`` (every event type, every seat as the player, every card id of the hands, the battlefields,
the guardian stacks and the top two cards of each deck in each card field, every seat as a defender;
no targets, no payment, default options), each decision the engine accepts is listed, and each it
does not list is flagged. Targets, payments and options (Sneak Attack, Pilot, Toughness, tapping on
summon) are sampled, so the converse is claimed for this family only.
"""

from __future__ import annotations

import random

import msgspec
import pytest

from ledger.chrono_clash import (
    ActionPlayed, AttackDeclared, BattlerSummoned, CardDrawn, GuardianRevealed, Passed, QuestStarted,
    TapAbilityActivated, TriggerResolved,
)
from ledger.log import dump_log, parse_log
from projections.chrono_clash import selfplay, step
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
    checked = accepted = 0
    for where, board in states(seeds):
        listed = selfplay.legal_actions(board, random.Random(3))
        for action in listed:
            assert step(board.copy(), action) == [], (where, action)
        keys = {enc(a) for a in listed}
        for ev in family(board):
            ok = step(board.copy(), ev) == []
            assert ok == (enc(ev) in keys), (where, ev, "accepted but not listed" if ok else "listed but flagged")
            checked += 1
            accepted += ok
    assert checked > 1000 and accepted > 5  # the family is large and not all flagged
