"""Mutation testing of the verifier: break a legal log at one event, check verify catches it there.

``run(logs)`` applies every mutation kind a game defines
(``projections.<game>.mutations``) to each legal log and reports, per kind,
how many broken logs the verifier flagged at the broken event with nothing
flagged earlier, and how many of those named the expected rule.

A game may also break the header (``HEADER_KINDS``: deck-building breaches):
such a kind takes the legal header and events and returns the broken header
and the rule, or None; the verifier must flag that rule at seq 0 (the header), with
the legal events kept after it. An event kind may give a fourth element, a
header to use instead of the log's (a card swapped for one the event then
misuses); its events before the broken one must stay legal under it. :func:`explicit_orders` helps such a kind
keep the events meaningful: the decks' shuffled orders written out, so a
deck list can change without reshuffling.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator

import msgspec

from ledger.errors import LogError
from ledger.log import dump_log, parse_log

from . import core, decks


@dataclass
class KindReport:
    tried: int = 0
    caught: int = 0
    right_rule: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.caught / self.tried if self.tried else 0.0


def first_places(board: Any, events: list[Any], step: Callable[[Any, Any], Any], kinds: dict[str, Any],
                 call: Callable[..., Any]) -> Iterator[tuple[str, Any]]:
    """Each kind's mutation at the first event of a legal log where it applies: ``call(kind, fn, board, ev,
    head, nxt, after)`` asks kind ``fn`` about event ``ev`` (``head``: the events before it, ``nxt``: the one
    after, ``after()``: the board after ``ev``, computed once an event), then ``board`` folds ``ev``."""
    done: set[str] = set()
    for k, ev in enumerate(events):
        nxt = events[k + 1] if k + 1 < len(events) else None
        folded: list[Any] = []

        def after() -> Any:
            if not folded:
                b = board.copy()
                step(b, ev)
                folded.append(b)
            return folded[0]

        for kind, fn in kinds.items():
            if kind in done:
                continue
            m = call(kind, fn, board, ev, events[:k], nxt, after)
            if m is not None:
                done.add(kind)
                yield kind, m
        step(board, ev)


def named(events: list[Any]) -> str:
    """The events as one JSON text, to ask whether any names a card id (``f'"{iid}"' in named(events)``)."""
    return msgspec.json.encode(events).decode()


def with_player(header: Any, k: int, **changes: Any) -> Any:
    """``header`` with player ``k``'s fields changed."""
    players = list(header.players)
    players[k] = msgspec.structs.replace(players[k], **changes)
    return msgspec.structs.replace(header, players=players)


def explicit_orders(header: Any, fields: dict[str, tuple[str, str]]) -> Any:
    """``header`` with each player's deck orders written out (``fields``: order field -> (deck list field,
    shuffle key suffix), e.g. ``{"order": ("deck", "")}``) and no ``shuffle_seed``: the same match, whose
    deck lists a header mutation may then change card by card. A header with orders already is returned as
    it is; a paper header (no orders, no seed) too."""
    if header.shuffle_seed is None:
        return header
    players = []
    for p in header.players:
        orders = {f: decks.documented_shuffle(decks.expand(getattr(p, lst)), header.shuffle_seed, p.id + suffix)
                  for f, (lst, suffix) in fields.items()}
        players.append(msgspec.structs.replace(p, **orders))
    return msgspec.structs.replace(header, players=players, shuffle_seed=None)


def header_mutants(mod: Any, header: Any, events: list[Any]) -> Iterator[tuple[str, tuple[Any, str]]]:
    """Every (kind, (broken header, rule)) of ``mod.HEADER_KINDS`` that applies to ``header``."""
    for kind, fn in getattr(mod, "HEADER_KINDS", {}).items():
        m = fn(header, events)
        if m is not None:
            yield kind, m


def _all_mutants(mod: Any, log: Any, new_board: Callable[[Any], Any]) -> Iterator[tuple[str, Any, list[Any], int, str]]:
    """(kind, header, events, seq, rule) for the event kinds and then the header kinds."""
    for kind, m in mod.mutants(log.header, list(log.events), new_board):
        events, seq, rule = m[:3]
        yield kind, (m[3] if len(m) > 3 else log.header), events, seq, rule
    for kind, (header, rule) in header_mutants(mod, log.header, list(log.events)):
        yield kind, header, list(log.events), 0, rule


def run(logs: Iterable[Any]) -> dict[str, dict[str, KindReport]]:
    """``{game: {kind: KindReport}}`` over ``logs`` (each must verify clean)."""
    out: dict[str, dict[str, KindReport]] = {}
    for log in logs:
        mod = importlib.import_module(f"{core.ENGINES[log.game]}.mutations")
        eng = core.engine(log.game)
        per = out.setdefault(log.game, {k: KindReport() for k in [*mod.KINDS, *getattr(mod, "HEADER_KINDS", {})]})
        for kind, header, events, seq, rule in _all_mutants(mod, log, eng.new_board):
            events = [msgspec.structs.replace(e, seq=i) for i, e in enumerate(events, 1)]
            broken = parse_log(dump_log(header, events), f"{log.path}~{kind}")
            rep = per[kind]
            rep.tried += 1
            try:
                result = core.verify(broken)
            except LogError as exc:  # a card the match does not have is a log error, not a rule breach
                if exc.line == broken.line_of(seq):
                    rep.caught += 1
                    rep.right_rule += rule.endswith(".log.unknown-card")
                else:
                    rep.misses.append(f"{log.path} seq {seq}: want {rule}, got the log error {exc}")
                continue
            earlier = [v for v in result.violations if v.seq < seq]
            at = [v for v in result.violations if v.seq == seq]
            if at and not earlier:
                rep.caught += 1
                if any(v.rule == rule for v in at):
                    rep.right_rule += 1
            else:
                rep.misses.append(f"{log.path} seq {seq}: want {rule}, got "
                                  f"{[(v.seq, v.rule) for v in result.violations][:3]}")
    return out


def report_text(reports: dict[str, dict[str, KindReport]], not_yet: dict[str, list[str]] | None = None) -> str:
    lines = []
    for game, kinds in reports.items():
        tried = sum(r.tried for r in kinds.values())
        caught = sum(r.caught for r in kinds.values())
        lines.append(f"{game}: {caught}/{tried} mutants caught at the broken event "
                     f"({100 * caught / tried if tried else 0:.1f}%)")
        for kind, r in sorted(kinds.items()):
            lines.append(f"  {kind:28} {r.caught:4}/{r.tried:<4} caught, {r.right_rule:4} with the expected rule")
        for what in (not_yet or {}).get(game, []):
            lines.append(f"  not produced yet: {what}")
    return "\n".join(lines)
