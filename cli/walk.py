"""Moving along a match: the replay fold with each event's turn, and the --step walk.

``fold`` says which turn each event was taken in (a pass belongs to the turn
it ends); ``Cursor`` holds the board after one event and moves to any other,
keeping compressed board snapshots every hundred events (or using the
ledger's) so that going back does not refold it all.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Iterator

import click

from .i18n import N_, _, tr

from .options import UnusableInput, naming


def kept_of(mod: Any) -> Any:
    """The engine's ``kept`` (the board of the reading the log keeps, the verdict's) for a caller showing each board
    of a match in turn: its ``kept_reader()`` where it has one (reading each event once, in a memo of the caller's),
    else ``kept``; None for an engine with no readings held."""
    reader = getattr(mod, "kept_reader", None)
    return reader() if reader is not None else getattr(mod, "kept", None)


def fold(log: Any) -> Iterator[tuple[Any, int, str, Any, list]]:
    """Replay ``log``: ``(event, turn, active, board_after, violations)`` for each event.

    ``turn``/``active`` are those of the turn the event was taken in: an event
    that ends a turn (a pass) belongs to the turn it ends, though the board
    after it already shows the next one. An event after which the board is
    still in turn 0 (a set-up the log records, Force of Will's set-up draws
    and mulligans) is taken in turn 0, before turn 1.
    """
    from projections import core

    prev_turn, prev_active = 1, log.header.first
    kept = kept_of(core.engine(log.game))  # (the board of the reading the log keeps, as replay shows)
    for ev, board, found in core.replay(log):
        shown = kept(board, log.events[ev.seq:]) if kept is not None else board
        if shown.turn == 0:
            turn, active = 0, shown.active
        elif shown.turn != prev_turn and ev.player != shown.active and prev_turn >= 1:
            turn, active = prev_turn, prev_active
        else:
            turn, active = shown.turn, shown.active
        yield ev, turn, active, shown, found
        prev_turn, prev_active = shown.turn, shown.active


def seq_of_turn(log: Any, turn: int) -> int:
    """The seq after which turn ``turn`` starts (turn 1: right after set-up, after the set-up's events the log
    records, such as Force of Will's mulligans)."""
    if turn < 1:
        return 0
    last_turn = 1
    for ev, t, _active, board, _found in fold(log):
        if t >= turn:
            return ev.seq - 1
        last_turn = max(1, board.turn)
    if last_turn >= turn:
        return len(log.events)
    from .i18n import N_, said
    from .safe import one_line

    raise UnusableInput(said(N_("{path}: the log ends in turn {last}; there is no turn {turn}"), path=one_line(log.path),
                             last=last_turn, turn=turn))


def at_seq(view: dict, seq: int) -> dict:
    """A board ``view()`` as the board after event ``seq``: its ``seq`` the event's own. An event the engine takes
    as a record of the set-up (Chrono Clash's starting hand's draws recorded before the first turn) leaves the board
    the set-up's, its ``seq`` 0; replay and the page still show it as the board after that event (``Event 3: ...``,
    ``"seq": 3``), the board itself unchanged. ``view`` is changed in place and returned."""
    if seq and isinstance(view.get("seq"), int) and view["seq"] < seq:
        view["seq"] = seq
    return view


def notes_by_seq(log: Any, note_msgs: Any) -> dict[int, list[dict]]:
    """seq -> the notes about that event (messages): what the reader assumed (a header without ``first``), then the
    verdict's ``note_msgs``, each once."""
    out: dict[int, list[dict]] = {}
    for m in [*(getattr(log, "notes", None) or ()), *(note_msgs or ())]:
        at = (m.get("args") or {}).get("seq") if isinstance(m, dict) else None
        if isinstance(at, int) and at > 0 and m not in out.get(at, []):
            out.setdefault(at, []).append(m)
    return out


def notes_told(msgs: list[dict], viewer: str | None = None, seen: set[str] | None = None,
               english: bool = True) -> list[str]:
    """The notes ``msgs`` (about one event) as ``viewer`` may read them after it: in English (``--json``'s
    ``notes``) or, ``english=False``, in the report's language, each on one line. For a seat or ``spectator`` a note
    naming a card its boards do not show (``seen``, the ids they show) is left out, in words that say so, as a
    violation's message is (:func:`cli.render._discloses_nothing`): one rule for ``replay --as`` and the page."""
    from .i18n import message
    from .render import _discloses_nothing, english as in_english
    from .safe import one_line

    out = []
    for m in msgs:
        args = {k: x for k, x in (m.get("args") or {}).items() if k != "seq"}
        if viewer is not None and (seen is None or not _discloses_nothing(args, seen,
                                                                          own=args.get("player") == viewer)):
            out.append(_LEFT_OUT if english else _(_LEFT_OUT))
        else:
            out.append(in_english(m) if english else one_line(message(m["template"], m["args"], in_english(m))))
    return out


#: what a seat's replay says in place of a note of the verdict's that names a card hidden from that seat
_LEFT_OUT = N_("(a note of the judge's is left out of a seat's view: it may name hidden cards)")


class Cursor:
    """A board that moves along the log: forward by folding, back from a board snapshot.

    Every :attr:`EVERY` events the board is kept as a compressed snapshot (the ledger's own encoding,
    :class:`projections.core.BoardCodec`: tens of kB where a board copy of a large match is megabytes),
    so memory stays small at any position and a step back decodes one snapshot and folds fewer than
    :attr:`EVERY` events. ``seek`` (a stored match: the ledger's seeker) gives the board after any seq
    from the ledger's snapshots, used to go back further than the cursor has kept.
    """

    EVERY = 100

    def __init__(self, log: Any, seek: Any = None):
        self.log = log
        from projections import core

        self.game = log.game
        self.mod = core.engine(log.game)
        self._kept = kept_of(self.mod)
        with naming(log):
            start = core.new_board(log)  # a deck order that is not the list: set up from the order
        self.codec = core.BoardCodec(log.game, start.copy())
        self.saved: dict[int, Any] = {0: start.copy()}
        self.board, self.seq = start, 0
        self.seek = seek
        #: seq -> lines shown under the board after that event (the judges' rulings).
        self.rulings: dict[int, list[str]] = {}
        self._flags: dict[int, list[Any]] | None = None
        self._notes: dict[int, list[dict]] | None = None
        self._starts: list[int] | None = None

    # -- what the verdict and the turns say about each seq -----------------------------

    @property
    def flags(self) -> dict[int, list[Any]]:
        """seq -> the violations that event committed (with ``caused_by``), from one verify of the log."""
        if self._flags is None:
            from projections import core

            with naming(self.log):
                result = core.verify(self.log)
            self._flags = {}
            for v in result.violations:
                if v.seq > 0:
                    self._flags.setdefault(v.seq, []).append(v)
            self._notes = notes_by_seq(self.log, getattr(result, "note_msgs", None))
        return self._flags

    @property
    def notes(self) -> dict[int, list[dict]]:
        """seq -> the verdict's notes about that event (messages: what the reading assumed or took it as), from
        the same verify as :attr:`flags`."""
        if getattr(self, "_notes", None) is None:
            if self._flags is None:
                self.flags  # noqa: B018 - one verify gives both
            if getattr(self, "_notes", None) is None:  # (a glance: shown only when its event has no flag and no note)
                self._notes = {}
        return self._notes

    def note_lines(self, seq: int, viewer: str | None = None, seen: set[str] | None = None) -> list[str]:
        """The verdict's notes about event ``seq``, one line each ("Note: ..."), as ``verify`` says them. For
        ``viewer`` (a seat or ``spectator``) a note naming a card its boards do not show (``seen``) is left out,
        as the viewer leaves it out of that seat's file (:func:`cli.render._discloses_nothing`)."""
        return [tr("Note: {note}", note=said)
                for said in notes_told(self.notes.get(seq, []), viewer, seen, english=False)]

    def note_texts(self, seq: int, viewer: str | None = None, seen: set[str] | None = None) -> list[str]:
        """:meth:`note_lines` as data, in English (the --json board's ``notes``)."""
        return notes_told(self.notes.get(seq, []), viewer, seen)

    @property
    def turn_starts(self) -> list[int]:
        """The seqs after which a turn starts, ascending: item ``i`` is turn ``i + 1``'s start, as
        :func:`seq_of_turn` (``replay --turn``) finds it, the first event taken in that turn or a later one (so
        turn 1 starts after a set-up the log records as turn 0, Force of Will's set-up draws and mulligans, and a
        turn skipped shares the next one's start)."""
        if self._starts is None:
            starts, top = [], 0
            with naming(self.log):
                for ev, turn, _active, _board, _found in fold(self.log):
                    while turn > top:
                        top += 1
                        starts.append(ev.seq - 1)
            self._starts = starts or [len(self.log.events)]  # (a log ending in its set-up: turn 1 starts after it)
        return self._starts

    def flagged_lines(self, seq: int, *, coming: bool = False, viewer: str | None = None,
                      seen: set[str] | None = None) -> list[str]:
        """What the verdict says of event ``seq``: each violation with its rule's words.

        For ``viewer`` (a seat or ``spectator``) the judge's message, when it may name cards hidden from it (not
        all in ``seen``, the ids its boards show), is left out as that seat's ``view`` file leaves it out
        (:func:`cli.render.seat_message`): the line says which rule was broken there."""
        from .safe import one_line

        found = self.flags.get(seq, [])
        if not found:
            return []
        rules = self.mod.RULES
        lines = []
        from .render import rule_line, seat_message

        for v in found:
            why = tr(" (follows from seq {seq} standing as recorded)", seq=v.caused_by) if v.caused_by else ""
            said = seat_message(v, viewer, seen)
            if said is None:
                said = _("(the judge's message is left out of a seat's view: it may name hidden cards)")
            lines.append(tr("FLAGGED{why}: {rule} — {message}", why=why, rule=v.rule, message=one_line(said)))
            lines.append(rule_line(self.game, v, rules))
        from projections.ruletexts import fallback_note

        from .i18n import current

        note = fallback_note(self.game, current()) if self.game else ""
        if note:  # an Italian replay of a game whose rules exist only in French says why it quotes French
            lines.append(note)
        if coming:
            flagged = _("FLAGGED{why}: {rule} — {message}").split("{", 1)[0]
            lines = [_("The next event is flagged") + line[len(flagged):] if line.startswith(flagged) else line
                     for line in lines]
        return lines

    def event(self, seq: int) -> Any:
        """Event ``seq`` (1-based) of the match."""
        return self.log.events[seq - 1]

    def last(self) -> int:
        """The seq of the match's last event."""
        return len(self.log.events)

    def _keep(self, seq: int, board: Any) -> None:
        blob = self.codec.encode(board)
        self.saved[seq] = blob if blob is not None else board.copy()

    def _restore(self, seq: int) -> Any:
        kept = self.saved[seq]
        return self.codec.decode(kept) if isinstance(kept, bytes) else kept.copy()

    def go(self, seq: int) -> None:
        seq = max(0, min(seq, len(self.log.events)))
        if seq < self.seq:
            base = max(k for k in self.saved if k <= seq)
            if self.seek is not None and seq - base >= self.EVERY:
                board, at = self.seek(seq), seq
            else:
                board, at = self._restore(base), base
        else:
            board, at = self.board, self.seq
        for ev in self.log.events[at:seq]:
            self.mod.step(board, ev)
            if ev.seq % self.EVERY == 0 and ev.seq not in self.saved:
                self._keep(ev.seq, board)
        self.board, self.seq = board, seq

    def start_at(self, seq: int) -> None:
        """Start at ``seq`` from ``seek`` (the ledger's snapshots) rather than a fold from set-up."""
        self.board, self.seq = self.seek(seq), seq

    def show(self, as_player: str | None, as_json: bool, turn: int | None = None, before: int | None = None) -> str:
        """The current board as text (or one line of JSON).

        With ``turn``: the board as turn ``turn`` starts. A turn that ended on
        the gauge is handed over only by the next event, so the engine's
        ``finish`` settles a copy (the next player's untap, quest scoring).
        """
        from .render import board_text, describe, read_as, seen_ids

        board, title = self.board, None
        kept = self._kept
        if kept is not None:  # the board of the reading the log keeps (the verdict's)
            board = kept(board, self.log.events[self.seq:] if self.log is not None else self.ahead)
        finish = getattr(self.mod, "finish", None)
        if turn is not None and finish is not None and board.turn < turn:
            settled = board.copy()
            finish(settled)
            live = getattr(self.mod, "live", None)
            if live is not None and settled.turn < turn:
                # (Force of Will: the next player's draw in a log that leaves its turns' ends out, the turn standing
                # until the next event tells: that draw began their turn, as the turn's next events show)
                settled = live(board)
            begin = getattr(self.mod, "begin", None)
            if begin is not None and settled.turn < turn:
                begin(settled)  # (turn 1 after a set-up the log records: the game begun, rulers placed)
            if settled.turn == turn:
                board = settled
        elif (turn is None and before is None and finish is not None and self.seq == self.last()
              and getattr(self.mod, "FINISH_AT_END", False)):
            board = board.copy()  # the last event: the board the verdict ends on (Force of Will: a block's damage)
            finish(board)
        if turn is not None:
            title = (tr("Start of turn {turn} (after seq {seq})", turn=turn, seq=self.seq) if self.seq
                     else tr("Start of turn {turn} (after set-up)", turn=turn))
        if before is not None:
            title = tr("Board just before seq {seq}", seq=before)
        data = self.mod.view(board, as_player)
        at_seq(data, self.seq)  # (after a record of the set-up: the set-up's board, the seq its own)
        if as_json:  # the board as the engine's view, as every board of the viewer and the station
            told = (self.note_texts(self.seq, as_player, seen_ids(data) if as_player is not None else None)
                    if before is None and self.seq else [])
            if told:  # the verdict's notes about the event shown (`notes`, only when there are), as its text
                return json.dumps({**data, "notes": told}, ensure_ascii=False)
            return json.dumps(data, ensure_ascii=False)
        if before is not None:
            nxt = self.event(before)
            after = board.copy()
            self.mod.step(after, nxt)
            lines = board_text(data, "\x00", title).split("\n")
            at = next(i for i, line in enumerate(lines) if "\x00" in line)
            seen = seen_ids(data, self.mod.view(after, as_player)) if as_player is not None else None
            read = read_as(self.flags.get(before, [])).get(before)
            lines[at:at + 1] = [tr("Next event {seq}: {event}", seq=before,
                                   event=describe(nxt, after, as_player, read=read)),
                          *self.flagged_lines(before, coming=True, viewer=as_player, seen=seen)]
            told = self.note_lines(before, as_player, seen)  # what the verdict noted of that next event
            return "\n".join([*lines, *([""] if told and lines[-1] else []), *told])
        ev = self.event(self.seq) if self.seq else None
        read = read_as(self.flags.get(self.seq, [])).get(self.seq) if ev is not None else None
        words = describe(ev, board, as_player, read=read) if ev is not None else None
        lines = board_text(data, words, title).split("\n")
        if ev is not None:
            at = next((i for i, line in enumerate(lines) if words in line), 0)
            seen = seen_ids(data) if as_player is not None else None
            lines[at + 1:at + 1] = self.flagged_lines(self.seq, viewer=as_player, seen=seen)
            told = self.note_lines(self.seq, as_player, seen)  # what the verdict noted of the event shown
            if told:
                lines += [*([""] if lines[-1] else []), *told]
        return "\n".join([*lines, *self.rulings.get(self.seq, [])])


class Glance(Cursor):
    """One position of a stored match, read from the ledger's snapshots without the rest of the match.

    It shows exactly what a :class:`Cursor` at that position shows; it does not move (``--step`` keeps a
    cursor over the whole log). Made by :func:`glance`.
    """

    def __init__(self, game: str, mod: Any, board: Any, seq: int, events: dict[int, Any],
                 flags: dict[int, list[Any]], count: int = -1):
        self.log = None
        self._count = count
        self.game, self.mod = game, mod
        self._kept = kept_of(mod)
        self.board, self.seq = board, seq
        self.seek = None
        self.rulings = {}
        self._events = events
        self._flags = flags
        self._starts = None
        self.ahead: list[Any] = []  # the events after the board shown, where the engine needs them (engine.kept)

    def event(self, seq: int) -> Any:
        return self._events[seq]

    def last(self) -> int:
        return self._count

    def go(self, seq: int) -> None:  # pragma: no cover - a glance is shown, never walked
        raise TypeError("a Glance does not move: use a Cursor over the whole log")


def glance(seeker: Any, match_id: str, at: int, before: int | None = None) -> Glance | None:
    """The board of stored match ``match_id`` after event ``at`` (or just before event ``before``,
    ``at`` then being ``before - 1``), read through ``seeker`` (a :class:`projections.seek.Seeker`):
    the nearest snapshot, the events after it up to the one shown, their links checked.

    The event shown is judged by stepping it on that board, the engine's verdict on it. None when
    that event was flagged: what ``replay`` prints under a flagged event includes which earlier
    flagged event it follows from, which only a verify of the whole match can say (the caller
    then replays the whole log). None too when the verdict flags or notes something about that event
    (the seqs kept with the match's seal, :meth:`projections.seek.Seeker.noted`: a flag or a note may
    be decided at a later event, a reading held then taken back, a hidden card named later, which
    stepping the event on the board before it cannot show), or no seal keeps them: the full path
    prints the flags and notes under the board. An event
    after the one that left the match stuck is not judged (as ``verify`` stops there) and shows no flags.
    """
    shown = before if before is not None else at
    game, _header, count = seeker.header(match_id)
    from projections import core

    mod = core.engine(game)
    board, ev = seeker.around(match_id, shown)
    events: dict[int, Any] = {}
    if ev is not None:
        events[shown] = ev
        stuck = getattr(board, "stuck", False)
        after = board.copy() if before is not None else board
        noted = len(getattr(after, "note_msgs", None) or ())
        found = mod.step(after, ev)
        if found and not stuck:
            return None
        if not stuck and _noted(shown, (getattr(after, "note_msgs", None) or [])[noted:]):
            return None  # the verdict noted what it took the event as: said under the board by the full path
        if not stuck:
            told = seeker.noted(match_id)  # (kept with the seal: a flag or note decided at a later event, too)
            if told is None or shown in told:
                return None  # the full path says it (no seal that keeps them: it is not read quickly anyway)
        undecided = getattr(mod, "undecided", None)
        if undecided is not None and undecided(after):  # the engine judges this event once the next is known
            return None
    shown_board = Glance(game, mod, board, at, events, {}, count)
    pending = getattr(mod, "pending", None)
    if pending is not None and pending(board):  # the board of the reading the next events keep (engine.kept)
        shown_board.ahead = seeker.ahead(match_id, at, 100)
    return shown_board


def _noted(seq: int, notes: list) -> bool:
    """Whether one of the verdict's ``notes`` (messages) is about event ``seq``."""
    return any(isinstance(m, dict) and (m.get("args") or {}).get("seq") == seq for m in notes)


def keys() -> str:
    """The step keys, in the active language."""
    return _("Enter or n next, p or b back, v next violation, V previous violation, t next turn, "
             "T previous turn, g N go to seq N, q quit")


def mark_changes(old: str, new: str) -> str:
    """``new`` with a ``*`` in the margin of each board line that differs from ``old`` (the last screen).

    Screens are compared block by block (a blank line ends a block: the heading, then one block a seat),
    so a line is marked when the same seat's block on the last screen did not have it. The heading
    (the board's title, the event, what was flagged) always differs and is left unmarked.
    """
    old_blocks = [set(b.split("\n")) for b in old.split("\n\n")]
    new_blocks = new.split("\n\n")
    out = [new_blocks[0]]
    for k, block in enumerate(new_blocks[1:], 1):
        before = old_blocks[k] if k < len(old_blocks) else set()
        lines = []
        for line in block.split("\n"):
            if line and line not in before:
                line = "* " + line[2:] if line.startswith("  ") else "* " + line
            lines.append(line)
        out.append("\n".join(lines))
    return "\n\n".join(out)


def _target(cursor: "Cursor", cmd: str, n: int) -> tuple[int | None, str]:
    """Where a move key goes (None: nowhere), and what to say when it cannot (a turn key: the turn, as text)."""
    here = cursor.seq
    if cmd in ("", "n", "next"):
        return (here + 1, "") if here < n else (None, tr("(the log ends at seq {n})", n=n))
    if cmd in ("p", "b", "back", "prev"):
        return (here - 1, "") if here > 0 else (None, _("(already at the start: the board after set-up)"))
    if cmd in ("v", "pv", "V"):
        seqs = sorted(cursor.flags)
        if cmd == "v":
            later = [s for s in seqs if s > here]
            return (later[0], "") if later else (None, _("(no violation after this seq)") if seqs else _("(no violation in this match)"))
        earlier = [s for s in seqs if s < here]
        return (earlier[-1], "") if earlier else (None, _("(no violation before this seq)") if seqs else _("(no violation in this match)"))
    if cmd in ("t", "pt", "T"):
        starts = cursor.turn_starts
        if cmd == "t":
            later = [s for s in starts if s > here]
            return (later[0], str(starts.index(later[0]) + 1)) if later else (None, _("(this is the last turn)"))
        earlier = [s for s in starts if s < here]
        return (earlier[-1], str(starts.index(earlier[-1]) + 1)) if earlier else \
            (None, _("(already at the start of the first turn)"))
    if cmd.startswith("g"):
        arg = cmd[1:].strip()
        if not (arg.isascii() and arg.isdigit()) or int(arg) > n:
            return None, tr("(go to which seq? give 0..{n}, e.g. g 12)", n=n)
        return int(arg), ""
    return None, tr("(keys: {keys})", keys=keys())


def walk(cursor: Cursor, as_player: str | None, as_json: bool) -> None:
    """The --step loop: read one command a line from stdin until q or the end of input.

    Each screen after the first marks with ``*`` the board lines that changed since the last one.
    """
    stdin = sys.stdin
    n = len(cursor.log.events)
    last = cursor.show(as_player, as_json)
    click.echo(last)
    while True:
        if not as_json:
            click.echo(tr("[seq {seq}/{n}] n next, p back, v/V violation, t/T turn, g N go to, q quit > ",
                seq=cursor.seq, n=n), nl=False)
        line = stdin.readline()
        if not line:
            if not as_json:
                click.echo("")
            return
        raw = line.strip()
        cmd = raw if raw in ("V", "T") else raw.lower()
        if not as_json and not stdin.isatty():
            click.echo(raw)
        if cmd in ("q", "quit", "exit"):
            return
        seq, why = _target(cursor, cmd, n)
        if seq is None:
            click.echo(why, err=as_json)
            continue
        cursor.go(seq)
        click.echo("" if as_json else "\n" + "-" * 60, nl=not as_json)
        shown = cursor.show(as_player, as_json, turn=int(why) if why.isdigit() else None)
        click.echo(shown if as_json else mark_changes(last, shown))
        last = shown
