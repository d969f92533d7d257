"""What every game's rules engine shares: rules, violations, the verdict and the replay loop.

A game engine is a module (``projections.<game>``) exposing:

- ``RULES: dict[str, Rule]``: every rule it enforces, by stable id;
- ``new_board(header) -> Board``: the board after set-up (raises
  :class:`~ledger.errors.UnknownCardError` for a card neither the pool nor the
  header defines);
- ``check_decks(board) -> list[Violation]``: deck-building violations (seq 0);
- ``step(board, event) -> list[Violation]``: judge the event against the board
  and then apply it *as recorded* where that is possible (in place, the fast
  path of the replay loop);
- ``view(board, as_player=None) -> dict``: the board as a seat sees it
  (``None``: the judge's full view), plain JSON-ready data.

``Board`` objects have ``turn``, ``active``, ``over``, ``winner``,
``unmodelled`` (events resting on unmodelled card text) and ``copy()``.
``apply`` and ``check`` below are the pure forms: they never touch their input.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Iterator

import msgspec
from msgspec import Struct, field

ENGINES: dict[str, str] = {
    "chrono-clash": "projections.chrono_clash",
    "force-of-will": "projections.force_of_will",
    "fftcg": "projections.fftcg",
}


class Rule(Struct, frozen=True, kw_only=True):
    """A rule the engine enforces: stable id, where it is written, and its words."""

    id: str
    source: str
    text: str


class Violation(Struct, kw_only=True):
    """One illegal thing in a match: where (seq, turn, player), which rule, and why."""

    seq: int
    turn: int
    player: str | None
    rule: str
    source: str
    message: str


def violation(rule: Rule, event: Any, turn: int, message: str, player: str | None = None) -> Violation:
    """The violation ``event`` commits against ``rule`` (``event`` None: the header, seq 0)."""
    return Violation(seq=event.seq if event is not None else 0, turn=turn,
                     player=player or (event.player if event is not None else None),
                     rule=rule.id, source=rule.source, message=message)


class Verification(Struct, kw_only=True):
    """The verdict on a whole match: ``clean`` when no rule was broken."""

    match: str
    game: str
    clean: bool
    events: int
    violations: list[Violation] = field(default_factory=list)
    unmodelled_events: int = 0
    winner: str | None = None
    result: str = ""
    stopped_at: int | None = None
    notes: list[str] = field(default_factory=list)


class StrictViolation(Exception):
    """Raised by ``replay(strict=True)`` at the first violation."""

    def __init__(self, violation: Violation):
        self.violation = violation
        super().__init__(f"seq {violation.seq}: [{violation.rule}] {violation.message}")


def engine(game: str) -> ModuleType:
    """The rules engine module of ``game``."""
    return importlib.import_module(ENGINES[game])


def new_board(log: Any) -> Any:
    """The set-up board of ``log``; set-up errors name the log's file."""
    from ledger.errors import LogError

    mod = engine(log.game)
    try:
        return mod.new_board(log.header)
    except LogError as exc:
        if exc.path == "<log>":
            exc.path = log.path
            exc.args = (exc.render(),)
        raise


def apply(mod: ModuleType, board: Any, event: Any) -> Any:
    """Pure form: the next board after ``event`` (the input board is untouched)."""
    nxt = board.copy()
    mod.step(nxt, event)
    return nxt


def check(mod: ModuleType, board: Any, event: Any) -> list[Violation]:
    """Pure form: the violations ``event`` commits on ``board`` (the board is untouched)."""
    return mod.step(board.copy(), event)


def replay(log: Any, *, strict: bool = False, upto: int | None = None) -> Iterator[tuple[Any, Any, list[Violation]]]:
    """Fold a log's events; yield ``(event, board_after, violations)`` for each.

    The board is the same object mutated in place: copy it to keep it.
    With ``strict`` the first violation raises :class:`StrictViolation`.
    """
    mod = engine(log.game)
    board = new_board(log)
    for ev in log.events:
        if upto is not None and ev.seq > upto:
            break
        found = mod.step(board, ev)
        if strict and found:
            raise StrictViolation(found[0])
        yield ev, board, found


def board_at(log: Any, seq: int) -> Any:
    """The board after event ``seq`` (0: after set-up)."""
    mod = engine(log.game)
    board = new_board(log)
    for ev in log.events:
        if ev.seq > seq:
            break
        mod.step(board, ev)
    return board


def verify(log: Any, match: str | None = None) -> Verification:
    """Check the deck lists and every event of ``log``; carry on after each violation."""
    mod = engine(log.game)
    board = new_board(log)
    violations: list[Violation] = list(mod.check_decks(board))
    stopped: int | None = None
    for ev in log.events:
        violations.extend(mod.step(board, ev))
        if getattr(board, "stuck", False):
            stopped = ev.seq
            break
    finish = getattr(mod, "finish", None)
    if finish is not None and stopped is None:
        finish(board)
    notes = list(getattr(board, "notes", []))
    return Verification(
        match=match or log.match_id(),
        game=log.game,
        clean=not violations,
        events=len(log.events),
        violations=violations,
        unmodelled_events=board.unmodelled,
        winner=board.winner,
        result=board.result,
        stopped_at=stopped,
        notes=notes,
    )


def to_builtins(obj: Any) -> Any:
    """Plain JSON-ready data from msgspec structs (for ``--json`` output)."""
    return msgspec.to_builtins(obj)
