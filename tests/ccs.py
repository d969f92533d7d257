"""Build small Chrono Clash logs for tests: name the guardians, hand and deck top, get a MatchLog.

Instance ids follow the log format: ``alice.1`` is the first card of alice's
initial order. With ``seat(guardians=[g1..g5], hand=[h1..h5], deck=[d1, ...])``
the ids are: guardians (top first) ``.5 .4 .3 .2 .1``, hand ``.6``-``.10``,
then the deck ``.11`` (top), ``.12``...
"""

from __future__ import annotations

import json
from typing import Any

from ledger.log import MatchLog, parse_log
from projections import core

FILLER = None  # deck-legal red and blue cards, three of each, in pool order


def _fillers() -> list[str]:
    from projections.chrono_clash import starter_pool

    return [c.name for c in starter_pool() if not c.extra and c.colors[0] in ("red", "blue")]


def seat(pid: str, guardians=(), hand=(), deck=(), size: int = 50, filler: str | None = FILLER,
         extra: list[str] | None = None, **more: Any) -> dict[str, Any]:
    """A seat whose guardians (top first), hand and deck top are as given; the rest is legal filler."""
    used: dict[str, int] = {}
    for name in [*guardians, *hand, *deck]:
        used[name] = used.get(name, 0) + 1
    pool = iter([filler] * 999 if filler else [n for n in _fillers() for _ in range(3)])

    def fill() -> str:
        for name in pool:
            if filler or used.get(name, 0) < 3:
                used[name] = used.get(name, 0) + 1
                return name
        raise ValueError("not enough filler cards")

    g = list(guardians) + [fill() for _ in range(5 - len(guardians))]
    h = list(hand) + [fill() for _ in range(5 - len(hand))]
    order = list(reversed(g)) + h + list(deck)
    order += [fill() for _ in range(max(0, size - len(order)))]
    deck_list: dict[str, int] = {}
    for name in order:
        deck_list[name] = deck_list.get(name, 0) + 1
    out: dict[str, Any] = {"id": pid, "deck": deck_list, "order": order}
    if extra:
        out["extra_deck"] = {n: 1 for n in extra}
        out["extra_order"] = list(extra)
    out.update(more)
    return out


def hand_id(pid: str, k: int) -> str:
    """The id of the k-th (1-based) starting hand card."""
    return f"{pid}.{5 + k}"


def deck_id(pid: str, k: int) -> str:
    """The id of the k-th (1-based) card under the starting hand: the k-th draw."""
    return f"{pid}.{10 + k}"


def guardian_id(pid: str, k: int) -> str:
    """The id of the k-th guardian from the top (1-based)."""
    return f"{pid}.{6 - k}"


def make_log(seats: list[dict], events: list[dict], first: str | None = None, **header: Any) -> MatchLog:
    head = {"version": 1, "game": "chrono-clash", "players": seats, "first": first or seats[0]["id"], **header}
    lines = [json.dumps(head)]
    for i, ev in enumerate(events, 1):
        lines.append(json.dumps({"seq": i, **ev}))
    return parse_log(("\n".join(lines) + "\n").encode(), "test.jsonl")


def verify(seats, events, **kw) -> core.Verification:
    return core.verify(make_log(seats, events, **kw))


def rules_at(result: core.Verification) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result.violations]


def board_after(seats, events, **kw):
    log = make_log(seats, events, **kw)
    return core.board_at(log, len(events))


class Logged:
    """The verdicts on the testers' logs in ``tests/logs/<folder>/``: ``verdict(name)``, ``found(name)`` (seq, rule)
    and ``slips(name)`` (seq, rule, player, read_as)."""

    def __init__(self, folder: str):
        from pathlib import Path

        self.logs = Path(__file__).resolve().parent / "logs" / folder

    def verdict(self, name: str) -> core.Verification:
        from ledger.log import read_log

        return core.verify(read_log(self.logs / f"{name}.jsonl"))

    def found(self, name: str) -> list[tuple[int, str]]:
        return [(v.seq, v.rule) for v in self.verdict(name).violations]

    def slips(self, name: str) -> list[tuple[int, str, str | None, str | None]]:
        return [(v.seq, v.rule, v.player, v.read_as) for v in self.verdict(name).violations]

    def notes(self, name: str) -> list[str]:
        """The verdict's notes on log ``name``, as text."""
        return [str(n) for n in self.verdict(name).notes]

    def board_kept(self, name: str, seq: int):
        """The board after event ``seq`` of log ``name`` as replay shows it (the reading the verdict keeps)."""
        from ledger.log import read_log
        from projections.chrono_clash.engine import kept

        log = read_log(self.logs / f"{name}.jsonl")
        return kept(core.board_at(log, seq), log.events[seq:])

    def path(self, name: str) -> str:
        """The path of log ``name`` (no ``.jsonl``), as the CLI takes it."""
        return str(self.logs / f"{name}.jsonl")

    @staticmethod
    def cli(*args: str) -> str:
        """What ``matchledger ARGS`` prints, its exit code 0 or 1 (a verdict, not a refusal)."""
        from click.testing import CliRunner

        from cli.main import cli

        res = CliRunner().invoke(cli, [*args])
        assert res.exit_code in (0, 1), res.output
        return res.output


# -- event builders (seq is added by make_log) ---------------------------------

def draw(p, **kw):
    return {"type": "CardDrawn", "player": p, **kw}


def summon(p, card, **kw):
    return {"type": "BattlerSummoned", "player": p, "card": card, **kw}


def play(p, card, **kw):
    return {"type": "ActionPlayed", "player": p, "card": card, **kw}


def attack(p, attacker, **kw):
    return {"type": "AttackDeclared", "player": p, "attacker": attacker, **kw}


def reveal(p, card=None, **kw):
    return {"type": "GuardianRevealed", "player": p, **({"card": card} if card else {}), **kw}


def quest(p, battler, card):
    return {"type": "QuestStarted", "player": p, "battler": battler, "card": card}


def tap(p, battler, **kw):
    return {"type": "TapAbilityActivated", "player": p, "battler": battler, **kw}


def resolved(p, source, **kw):
    return {"type": "TriggerResolved", "player": p, "source": source, **kw}


def pass_(p):
    return {"type": "Passed", "player": p}


def conceded(p):
    return {"type": "Conceded", "player": p}
