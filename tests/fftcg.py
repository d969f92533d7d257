"""Build small FFTCG logs for tests: name the opening hand and the deck top by serial, get a MatchLog.

Instance ids: ``a.1``-``a.5`` are the opening hand (the first five cards of
the order), ``a.6`` is the top of the deck after set-up (the first draw), and
so on. The rest of the 50 cards is legal filler (real vanilla cards, 3 each).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ledger.log import MatchLog, parse_log
from projections import core

# Real cards without modelled abilities, used as filler (3 copies each).
FILLER = ["1-005", "1-007", "1-012", "1-020", "1-021", "1-027", "1-029", "1-033", "1-035", "1-041",
          "1-050", "1-051", "1-056", "1-060", "1-069", "1-071", "1-081", "1-082", "1-093", "1-097"]


def seat(pid: str, hand=(), deck=(), size: int = 50, **more: Any) -> dict[str, Any]:
    used: dict[str, int] = {}
    for s in [*hand, *deck]:
        used[s] = used.get(s, 0) + 1
    pool = iter([s for s in FILLER for _ in range(3)])

    def fill() -> str:
        for s in pool:
            if used.get(s, 0) < 3:
                used[s] = used.get(s, 0) + 1
                return s
        raise ValueError("not enough filler")

    order = list(hand) + [fill() for _ in range(5 - len(hand))] + list(deck)
    order += [fill() for _ in range(max(0, size - len(order)))]
    deck_list: dict[str, int] = {}
    for s in order:
        deck_list[s] = deck_list.get(s, 0) + 1
    return {"id": pid, "deck": deck_list, "order": order, **more}


def hand_id(pid: str, k: int) -> str:
    return f"{pid}.{k}"


def deck_id(pid: str, k: int) -> str:
    """The k-th card under the opening hand (1 = the top after set-up)."""
    return f"{pid}.{5 + k}"


def make_log(seats: list[dict], events: list[dict], first: str | None = None, **header: Any) -> MatchLog:
    head = {"version": 1, "game": "fftcg", "players": seats, "first": first or seats[0]["id"], **header}
    lines = [json.dumps(head)] + [json.dumps({"seq": i, **ev}) for i, ev in enumerate(events, 1)]
    return parse_log(("\n".join(lines) + "\n").encode(), "test.jsonl")


def verify(seats, events, **kw) -> core.Verification:
    return core.verify(make_log(seats, events, **kw))


def rules_at(result: core.Verification) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result.violations]


#: Whole logs an outside tester wrote, kept as they were written (tests/logs/<folder>/<name>.jsonl).
LOGS = Path(__file__).resolve().parent / "logs"


def tester_log(folder: str, name: str) -> MatchLog:
    """The tester's log ``name`` in ``tests/logs/<folder>/``, read (blank lines left out)."""
    lines = (LOGS / folder / f"{name}.jsonl").read_text().splitlines()
    head, events = lines[0], [json.loads(line) for line in lines[1:] if line.strip()]
    return parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), "t.jsonl")


def logged(folder: str, name: str) -> core.Verification:
    """The verdict on the tester's log ``name`` in ``tests/logs/<folder>/`` (blank lines left out)."""
    return core.verify(tester_log(folder, name))


def logged_board(folder: str, name: str, seq: int):
    """The board of the tester's log ``name`` after event ``seq`` (``core.board_at``)."""
    return core.board_at(tester_log(folder, name), seq)


def board_after(seats, events, **kw):
    return core.board_at(make_log(seats, events, **kw), len(events))


# -- events ----------------------------------------------------------------

def draw(p, *cards):
    return {"type": "CardsDrawn", "player": p, "cards": list(cards)}


def pass_(p):
    return {"type": "PriorityPassed", "player": p}


def passes(*ps):
    return [pass_(p) for p in ps]


def dull(c, element=None):
    return {"dull": c, **({"element": element} if element else {})}


def disc(c, element=None):
    return {"discard": c, **({"element": element} if element else {})}


def play(p, card, *payment):
    return {"type": "CharacterPlayed", "player": p, "card": card, "payment": list(payment)}


def cast(p, card, *payment, targets=(), **kw):
    return {"type": "SummonCast", "player": p, "card": card, "payment": list(payment), "targets": list(targets), **kw}


def use(p, source, *payment, ability=0, targets=(), **kw):
    return {"type": "AbilityUsed", "player": p, "source": source, "ability": ability, "payment": list(payment),
            "targets": list(targets), **kw}


def resolved(p, item, **kw):
    return {"type": "Resolved", "player": p, "item": item, **kw}


def attack(p, *attackers, payment=()):
    return {"type": "AttackDeclared", "player": p, "attackers": list(attackers), "payment": list(payment)}


def block(p, blocker=None, **kw):
    return {"type": "BlockDeclared", "player": p, "blocker": blocker, **kw}


def discard(p, *cards):
    return {"type": "Discarded", "player": p, "cards": list(cards)}


def to_end_of_turn(a, b):
    """From main phase 1 with an empty stack: pass through the attack phase and main 2 to the End phase."""
    return passes(a, b) + passes(a, b) + passes(a, b) + passes(a, b)


def recorded(p, effect, *targets):
    """What an unmodelled ability did (``EffectRecorded``)."""
    return {"type": "EffectRecorded", "player": p, "effect": effect, "targets": list(targets), "note": "test"}


def auto(p, source, *targets, declined=False):
    """A triggered auto ability (its first) put on the stack, or declined."""
    return {"type": "AutoTriggered", "player": p, "source": source, "ability": 0, "targets": list(targets),
            "declined": declined}


def card(serial, type_, cost, elements, **more):
    """A card definition for a header's ``cards`` (the name defaults to the serial)."""
    return {"serial": serial, "name": more.pop("name", serial), "type": type_, "cost": cost,
            "elements": elements, **more}
