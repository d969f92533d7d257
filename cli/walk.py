"""Moving along a match: the replay fold with each event's turn, and the --step walk.

``fold`` says which turn each event was taken in (a pass belongs to the turn
it ends); ``Cursor`` holds the board after one event and moves to any other,
keeping copies every few events so that going back does not refold it all.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Iterator

import click

from .i18n import _

from .options import UnusableInput, naming


def fold(log: Any) -> Iterator[tuple[Any, int, str, Any, list]]:
    """Replay ``log``: ``(event, turn, active, board_after, violations)`` for each event.

    ``turn``/``active`` are those of the turn the event was taken in: an event
    that ends a turn (a pass) belongs to the turn it ends, though the board
    after it already shows the next one.
    """
    from projections import core

    prev_turn, prev_active = 1, log.header.first
    for ev, board, found in core.replay(log):
        if board.turn != prev_turn and ev.player != board.active:
            turn, active = prev_turn, prev_active
        else:
            turn, active = board.turn, board.active
        yield ev, turn, active, board, found
        prev_turn, prev_active = board.turn, board.active


def seq_of_turn(log: Any, turn: int) -> int:
    """The seq after which turn ``turn`` starts (0 for turn 1: right after set-up)."""
    if turn <= 1:
        return 0
    last_turn = 1
    for ev, t, _active, board, _found in fold(log):
        if t >= turn:
            return ev.seq - 1
        last_turn = board.turn
    if last_turn >= turn:
        return len(log.events)
    raise UnusableInput(f"{log.path}: the log ends in turn {last_turn}; there is no turn {turn}")


class Cursor:
    """A board that moves along the log: forward by folding, back from a saved copy."""

    EVERY = 25

    def __init__(self, log: Any):
        self.log = log
        from projections import core

        self.mod = core.engine(log.game)
        with naming(log):
            start = self.mod.new_board(log.header)
        self.saved = {0: start.copy()}
        self.board, self.seq = start, 0
        #: seq -> lines shown under the board after that event (the judges' rulings).
        self.rulings: dict[int, list[str]] = {}

    def go(self, seq: int) -> None:
        seq = max(0, min(seq, len(self.log.events)))
        if seq < self.seq:
            base = max(k for k in self.saved if k <= seq)
            board, at = self.saved[base].copy(), base
        else:
            board, at = self.board, self.seq
        for ev in self.log.events[at:seq]:
            self.mod.step(board, ev)
            if ev.seq % self.EVERY == 0 and ev.seq not in self.saved:
                self.saved[ev.seq] = board.copy()
        self.board, self.seq = board, seq

    def show(self, as_player: str | None, as_json: bool, turn: int | None = None) -> str:
        """The current board as text (or one line of JSON).

        With ``turn``: the board as turn ``turn`` starts. A turn that ended on
        the gauge is handed over only by the next event, so the engine's
        ``finish`` settles a copy (the next player's untap, quest scoring).
        """
        from .render import board_text, describe

        board, title = self.board, None
        finish = getattr(self.mod, "finish", None)
        if turn is not None and finish is not None and board.turn < turn:
            settled = board.copy()
            finish(settled)
            if settled.turn == turn:
                board = settled
        if turn is not None:
            title = (_("Start of turn {turn} (after seq {seq})").format(turn=turn, seq=self.seq) if self.seq
                     else _("Start of turn {turn} (after set-up)").format(turn=turn))
        data = self.mod.view(board, as_player)
        if as_json:
            return json.dumps(data, ensure_ascii=False)
        ev = self.log.events[self.seq - 1] if self.seq else None
        text = board_text(data, describe(ev, board, as_player) if ev is not None else None, title)
        return "\n".join([text, *self.rulings.get(self.seq, [])])


def walk(cursor: Cursor, as_player: str | None, as_json: bool) -> None:
    """The --step loop: read one command a line from stdin until q or the end of input."""
    stdin = sys.stdin
    n = len(cursor.log.events)
    click.echo(cursor.show(as_player, as_json))
    while True:
        if not as_json:
            click.echo(_("[seq {seq}/{n}] Enter/n next, p back, g N go to seq N, q quit > ").format(seq=cursor.seq, n=n),
                       nl=False)
        line = stdin.readline()
        if not line:
            if not as_json:
                click.echo("")
            return
        cmd = line.strip().lower()
        if not as_json and not stdin.isatty():
            click.echo(cmd)
        if cmd in ("q", "quit", "exit"):
            return
        if cmd in ("", "n", "next"):
            if cursor.seq >= n:
                click.echo(_("(the log ends at seq {n})").format(n=n), err=as_json)
                continue
            cursor.go(cursor.seq + 1)
        elif cmd in ("p", "b", "back", "prev"):
            if cursor.seq == 0:
                click.echo(_("(already at the start: the board after set-up)"), err=as_json)
                continue
            cursor.go(cursor.seq - 1)
        elif cmd.startswith("g"):
            arg = cmd[1:].strip()
            if not (arg.isascii() and arg.isdigit()) or int(arg) > n:
                click.echo(_("(go to which seq? give 0..{n}, e.g. g 12)").format(n=n), err=as_json)
                continue
            cursor.go(int(arg))
        else:
            click.echo(_("(keys: Enter or n next, p or b back, g N go to seq N, q quit)"), err=as_json)
            continue
        click.echo("" if as_json else "\n" + "-" * 60, nl=not as_json)
        click.echo(cursor.show(as_player, as_json))
