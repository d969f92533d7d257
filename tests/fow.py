"""Build small Force of Will logs for tests: name the hand, the deck top and the stones, get a MatchLog.

Instance ids follow the log format: with ``seat("a", hand=[h1..h5], deck=[d1, ...], stones=[s1, ...])``
the hand is ``a.1``-``a.5``, the k-th draw is ``a.{5+k}``, the k-th stone called is ``a.s{k}``
and the ruler is ``a.r``. Events are short dicts; ``ev(type, player, **fields)`` builds one.
"""

from __future__ import annotations

import json
from typing import Any

from ledger.log import MatchLog, parse_log
from projections import core

LIGHT = "Magic Stone of Light"
FIRE = "Magic Stone of Flame"
FILLER = "Perceval, the Seeker of Holy Grail"


def seat(pid: str, hand=(), deck=(), stones=(), ruler: str = "Faria, the Sacred Queen", size: int = 20,
         filler: str = FILLER, stone_filler: str = LIGHT, stone_size: int = 10, **more: Any) -> dict[str, Any]:
    """A seat whose opening hand, deck top and magic stone deck top are as given; the rest is filler."""
    h = list(hand) + [filler] * (5 - len(hand))
    order = h + list(deck)
    order += [filler] * max(0, size - len(order))
    st = list(stones) + [stone_filler] * max(0, stone_size - len(stones))
    out: dict[str, Any] = {"id": pid, "deck": _count(order), "stones": _count(st), "ruler": ruler,
                           "order": order, "stone_order": st}
    out.update(more)
    return out


def _count(names) -> dict[str, int]:
    out: dict[str, int] = {}
    for n in names:
        out[n] = out.get(n, 0) + 1
    return out


def hand_id(pid: str, k: int) -> str:
    """The k-th (1-based) opening hand card."""
    return f"{pid}.{k}"


def deck_id(pid: str, k: int) -> str:
    """The k-th (1-based) card under the opening hand: the k-th draw."""
    return f"{pid}.{5 + k}"


def stone_id(pid: str, k: int) -> str:
    return f"{pid}.s{k}"


def ev(kind: str, player: str, **fields: Any) -> dict[str, Any]:
    return {"type": kind, "player": player, **fields}


def E(player: str, kind: str, **fields: Any) -> dict[str, Any]:
    """An event of ``player`` (the later fix rounds' spelling of :func:`ev`)."""
    return ev(kind, player, **fields)


def a(kind: str, **fields: Any) -> dict[str, Any]:
    """An event of alice."""
    return ev(kind, "alice", **fields)


def b(kind: str, **fields: Any) -> dict[str, Any]:
    """An event of bob."""
    return ev(kind, "bob", **fields)


def draw(p, **kw):
    return ev("CardDrawn", p, **kw)


def call(p, **kw):
    return ev("StoneCalled", p, **kw)


def play(p, card, **kw):
    return ev("CardPlayed", p, card=card, **kw)


def activate(p, card, **kw):
    return ev("AbilityActivated", p, card=card, **kw)


def resolve(p, **kw):
    return ev("ChaseResolved", p, **kw)


def attack(p, attacker, target):
    return ev("AttackDeclared", p, attacker=attacker, target=target)


def block(p, blocker=None):
    return ev("BlockDeclared", p, **({"blocker": blocker} if blocker else {}))


def end(p, discarded=()):
    return ev("TurnEnded", p, **({"discarded": list(discarded)} if discarded else {}))


def make_log(seats: list[dict], events: list[dict], first: str | None = None, **header: Any) -> MatchLog:
    head = {"version": 1, "game": "force-of-will", "players": seats, "first": first or seats[0]["id"], **header}
    lines = [json.dumps(head)]
    for i, e in enumerate(events, 1):
        lines.append(json.dumps({"seq": i, **e}))
    return parse_log(("\n".join(lines) + "\n").encode(), "test.jsonl")


def verify(seats, events, **kw) -> core.Verification:
    return core.verify(make_log(seats, events, **kw))


def rules_at(result: core.Verification) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result.violations]


def board_after(seats, events, **kw):
    """The board at the end of these events, as a verdict sees it (``finish``: the battle damage of a block the
    events end on is dealt)."""
    board = core.board_at(make_log(seats, events, **kw), len(events))
    core.engine("force-of-will").finish(board)
    return board


def end_ok(seats, events, p):
    """``TurnEnded`` for ``p`` discarding the newest hand cards down to the maximum hand size."""
    hand = board_after(seats, events).seat(p).hand if events else []
    k = max(0, len(hand) - 7)
    return end(p, hand[-k:] if k else ())


def idle(seats, turns: int, events=None) -> list[dict]:
    """``turns`` more turns where the active player only draws (when due) and calls a stone."""
    out = list(events or [])
    for _ in range(turns):
        board = board_after(seats, out) if out else None
        p = board.active if board else seats[0]["id"]
        if board is not None and board.phase == "draw":
            out.append(draw(p))
        out.append(call(p))
        out.append(end_ok(seats, out, p))
    return out


class Logged:
    """The testers' logs in ``tests/logs/<folder>/``: ``load(name, drop)`` the log with its events of seqs ``drop``
    left out (the rest numbered again, in order), ``verdict`` its verification, ``rules`` its (seq, rule) pairs."""

    def __init__(self, folder: str):
        from pathlib import Path

        self.logs = Path(__file__).parent / "logs" / folder

    def load(self, name: str, drop: tuple[int, ...] = ()) -> MatchLog:
        lines = (self.logs / name).read_text().splitlines()
        out = [lines[0]]
        n = 0
        for line in lines[1:]:
            ev = json.loads(line)
            if ev["seq"] in drop:
                continue
            n += 1
            ev["seq"] = n
            out.append(json.dumps(ev))
        return parse_log(("\n".join(out) + "\n").encode(), name)

    def verdict(self, name: str, drop: tuple[int, ...] = ()) -> core.Verification:
        return core.verify(self.load(name, drop))

    def rules(self, name: str, drop: tuple[int, ...] = ()) -> list[tuple[int, str]]:
        return [(v.seq, v.rule) for v in self.verdict(name, drop).violations]

    def causes(self, name: str) -> list[tuple[int, str, int | None]]:
        """The (seq, rule, caused_by) triples of log ``name``'s verdict."""
        return [(v.seq, v.rule, v.caused_by) for v in self.verdict(name).violations]

    def board_after(self, name: str, seq: int) -> Any:
        """The board of log ``name`` just after event ``seq``, stepped by the engine."""
        log = self.load(name)
        board = core.new_board(log)
        mod = core.engine(log.game)
        for ev in log.events:
            mod.step(board, ev)
            if ev.seq == seq:
                break
        return board
