"""``matchledger record``: keep a match's log at the table, every event stored as it is entered.

The session (:class:`Session`) shows the board as ``replay`` does, lists the
legal actions (each engine's ``legal_actions``) numbered, and takes a
number, an event in the log format's words (``AttackDeclared
attacker=alice.7 defender=bob``, or a JSON line), or a command. An event the
rules forbid is shown with its rule and recorded, flagged, only after a
confirmation. Storage is :mod:`ledger.live`; corrections are branches
(:mod:`ledger.lineage`). Works from a pipe (one line a step) as from a
terminal (with completion of event types, fields, card names and ids).
"""

from __future__ import annotations

import importlib
import shlex
import sys
from typing import Any

import click

from .i18n import N_, _, ntr, reason, said, tr, violation_message
from .options import Command, UnusableInput, Usage, db_option, lang_option, naming, repeated, reports_errors
from .safe import one_line

HELP = N_("Enter a number from the list, or an event in the log's words (Type field=value ...; lists with commas; "
          "a JSON line works too; player= defaults to the player to act). Commands: board (show it again), "
          "undo [REASON] (correct the last event: a branch), end (the match ends here), quit (stop; resume later).")
# The answers that confirm a forbidden action, "|" between them (English ones are always understood too).
YES = N_("y|yes")


class Session:
    """One recording at the table: the engine's board kept in step with the stored events."""

    def __init__(self, led: Any, rec: Any, judge: str, out: Any = click.echo):
        from projections import core

        self.led, self.rec, self.judge, self.echo = led, rec, judge, out
        log = rec.log
        self.game = log.game
        self.mod = core.engine(self.game)
        try:
            self.selfplay = importlib.import_module(f"{core.ENGINES[self.game]}.selfplay")
        except ImportError:  # pragma: no cover - every game has one
            self.selfplay = None
        self._rebuild(log)

    def _rebuild(self, log: Any) -> None:
        with naming(log):
            from projections import core

            # (set up as verify sets a log up: a deck order that is not its list is the match's, flagged, not refused)
            self.board = core.new_board(log)
            #: the seq of the event that ended the match (None: not over), for the record of how it ended (after_end)
            self.ended_at = None
            for ev in log.events:
                self.mod.step(self.board, ev)
                if self.ended_at is None and getattr(self.board, "over", False):
                    self.ended_at = ev.seq
        self.log = log
        self.last = log.events[-1] if log.events else None

    def shown(self) -> Any:
        """The board as ``replay`` shows the recording so far at its last event (the engine's ``kept`` reading and,
        where the engine says so, what the log's end settles: Force of Will's ``finish``, a block's battle damage),
        read as the table goes on (``live``: Force of Will's turn begun by the next player's draw in a log that
        leaves its turns' ends out). The board stepped stays the verdict's; this one is only read."""
        live = getattr(self.mod, "live", None)
        if live is not None:
            return live(self.board)
        kept = getattr(self.mod, "kept", None)
        board = kept(self.board, []) if kept is not None else self.board
        finish = getattr(self.mod, "finish", None)
        if self.log.events and finish is not None and getattr(self.mod, "FINISH_AT_END", False):
            board = board.copy()
            finish(board)
        return board

    def end_undecided(self) -> bool:
        """Whether the match is over on the board stepped while the engine follows another reading beside it that
        the next events may keep (its ``pending``: FFTCG, Chrono Clash), the game going on in that one: as verify
        reads a log that goes on there (a block the rules forbid that the table took, a turn taken as ended), the
        recording goes on until that is told (or ``end``)."""
        pending = getattr(self.mod, "pending", None)
        return bool(getattr(self.board, "over", False) and pending is not None and pending(self.board))

    def after_end(self) -> list[Any]:
        """What the table may still record right after the event that ended the match, the verdict taking it clean:
        the draw that an empty main deck could not give, which lost the game (Force of Will: a deck-out at the turn's
        start is judged as the turn ends; the losing player's draw record may follow it). [] otherwise, and once
        anything was recorded after that event."""
        import msgspec

        from ledger.log import game_module

        if not getattr(self.board, "over", False) or self.ended_at is None or self.ended_at != len(self.log.events):
            return []
        mod = game_module(self.game)
        if "CardDrawn" not in {t.__struct_config__.tag for t in mod.EVENT_TYPES}:
            return []
        out = []
        for p in self.log.header.players:
            try:
                ev = msgspec.convert({"type": "CardDrawn", "seq": self.seq, "player": p.id}, type=mod.Event)
            except msgspec.ValidationError:
                return []
            if not self.judge_event(ev):
                out.append(ev)
        return out

    def deck_out(self, draws: list[Any]) -> bool:
        """Whether a draw :meth:`after_end` offers is one an empty main deck could not give (a deck-out), not the
        draw of a turn whose start ended the match with cards left (a Chrono Clash quest win)."""
        players = {p["id"]: p for p in self.mod.view(self.board, None).get("players", ())}
        return any((players.get(ev.player) or {}).get("deck", {}).get("count", 1) == 0 for ev in draws)

    # -- what the session shows ----------------------------------------------------

    def board_text(self) -> str:
        from .render import board_text, describe

        board = self.shown()
        data = self.mod.view(board, None)
        line = describe(self.last, board) if self.last is not None else None
        if data.get("over") and not getattr(self.board, "over", False) and not self.end_undecided():
            # The board shown settles what the log's end would (Force of Will: a declared block's battle damage),
            # but the table has not reached it: the players may still act before the damage (seed: "5 : Dégâts de
            # combat : ... Si un joueur a 0 ou moins points de vie, il perd la partie"), and verify judges what they
            # play there as the game going on. Not "Game over" yet (round 38): the end it will bring, said as such.
            from .render import ended

            text = board_text({**data, "over": False}, line).split("\n")
            text.insert(1 + (line is not None), tr("Battle damage still to be dealt: when it is, {result} (the "
                                                   "players may still act before it).", result=ended(data)))
            return "\n".join(text)
        return board_text(data, line)

    def actions(self) -> list[Any]:
        """The legal actions now, in the engine's order ([] when they cannot be listed)."""
        if self.selfplay is None or getattr(self.board, "over", False):
            return []
        board, shown = self.board, self.shown()
        if (shown.turn, shown.active) != (board.turn, board.active) and not getattr(shown, "over", False):
            board = shown  # (the turn the table is in, as the recorder shows it: shown)
        try:
            return list(self.selfplay.legal_actions(board.copy()))
        except Exception:  # a position the self-play helpers do not know (a paper log's hidden cards)
            return []

    def action_lines(self, actions: list[Any]) -> list[str]:
        from .render import describe

        return [f"  {k:>3}. {describe(ev, self.board)}" for k, ev in enumerate(actions, start=1)]

    @property
    def seq(self) -> int:
        return len(self.log.events) + 1

    def to_act(self) -> str:
        """The player the board shown (:meth:`shown`) says is to act: the one with priority where the game has it
        (FFTCG), else the active player (the seat the board marks "to play", even once a Chrono Clash turn is over on
        the gauge; a Force of Will player whose draw began their turn in a log that leaves turns' ends out)."""
        b = self.shown()
        return getattr(b, "priority", None) or b.active

    def default_player(self, kind: Any = None, actions: list[Any] = ()) -> str:
        """Who acts when a typed event of type ``kind`` does not say: the player the board says is to act
        (:meth:`to_act`), unless they have no legal action of that type and exactly one other player has
        (a guardian revealed by the defender, the next player's draw once a turn is over)."""
        actor = self.to_act()
        named = {a.player for a in actions if kind is not None and type(a) is kind}
        if actor in named or len(named) != 1:
            return actor
        return named.pop()

    # -- reading what is typed ---------------------------------------------------------

    def parse(self, text: str, actions: list[Any]) -> Any:
        """The event a line stands for: a number of the list, a JSON object or ``Type field=value ...``."""
        import msgspec
        import msgspec.inspect as mi

        from ledger.log import (PLAYER_FIELDS, _game_of_tag, duplicate_key, event_type_reason, game_module,
                                seat_number_reason, validation_reason)
        from ledger.messages import msgspec_reason

        if text.isdigit():
            k = int(text)
            if not 1 <= k <= len(actions):
                raise UnusableInput(said(N_("{k} is not in the list (1..{n})"), k=k, n=len(actions)))
            return actions[k - 1]
        mod = game_module(self.game)
        tags = {t.__struct_config__.tag: t for t in mod.EVENT_TYPES}
        if text.startswith("{"):
            try:
                obj = msgspec.json.decode(text.encode())
            except msgspec.DecodeError as exc:
                raise UnusableInput(said(N_("not valid JSON ({error})"), error=msgspec_reason(str(exc)))) from None
            if not isinstance(obj, dict):
                raise UnusableInput(said(N_("an event is a JSON object")))
            twice = duplicate_key(text.encode())
            if twice is not None:  # a JSON decoder keeps the last value of a key given twice, and says nothing
                raise UnusableInput(said(N_("{field}: {why}"), field=twice[0], why=said(
                    N_("the key {key} is given twice"), key=msgspec.json.encode(twice[1]).decode())))
        else:
            try:
                words = shlex.split(text)
            except ValueError as exc:
                raise UnusableInput(said(N_("{error}: close the quotes"), error=str(exc))) from None
            kind = next((t for t in tags if t.lower() == words[0].lower()), None)
            if kind is None and _game_of_tag(words[0], self.game):  # another game's event, as the log reader says
                raise UnusableInput(said(N_("{field}: {why}"), field="$.type",
                                         why=event_type_reason(words[0], self.game)))
            if kind is None:
                raise UnusableInput(said(N_("{word} is neither a number, a command nor a {game} event (events: "
                                            "{events})"), word=repr(words[0]), game=self.game,
                                         events=", ".join(sorted(tags))))
            fields = {f.name: f.type for f in mi.type_info(tags[kind]).fields}
            obj = {"type": kind}
            for w in words[1:]:
                key, eq, value = w.partition("=")
                if not eq:
                    raise UnusableInput(said(N_("{word}: write field=value (fields of {kind}: {fields})"),
                                             word=repr(w), kind=kind, fields=", ".join(fields)))
                if key not in fields:
                    raise UnusableInput(said(N_("{kind} has no field {field} (its fields: {fields})"), kind=kind,
                                             field=repr(key), fields=", ".join(fields)))
                obj[key] = _value(value, fields[key])
        obj["seq"] = self.seq
        if "player" not in obj:
            obj["player"] = self.default_player(tags.get(obj.get("type")) if isinstance(obj.get("type"), str) else None,
                                                actions)
        try:
            ev = msgspec.convert(obj, type=mod.Event)
        except msgspec.ValidationError as exc:
            why, where = validation_reason(exc, mod.Event, obj)
            if where == "$.type" and isinstance(obj.get("type"), str) and obj["type"] not in tags:
                # (another game's event, a misspelt one: said as the log reader says it)
                why = event_type_reason(obj["type"], self.game)
            name = where.removeprefix("$.")
            if name in PLAYER_FIELDS:  # a seat number for a player (``"player": 1``): the id to write, as verify says
                why = seat_number_reason(name, obj.get(name), self.log.header.players) or why
            raise UnusableInput(said(N_("{field}: {why}"), field=where, why=why)) from None
        players = [p.id for p in self.log.header.players]
        if ev.player not in players:
            by_seat = seat_number_reason("player", ev.player, self.log.header.players)  # ``player=1`` typed
            if by_seat is not None:
                raise UnusableInput(said(N_("{field}: {why}"), field="$.player", why=by_seat))
            raise UnusableInput(said(N_("player {player} is not seated in this match"), player=repr(ev.player)))
        from projections.names import as_checked, unknown_in

        # (a draw naming the id one past the end of a main deck is read as a whole log reads it: as_checked)
        unknown = unknown_in(as_checked(ev, self.board), players, self.board.cards,
                             getattr(self.board, "defs", None) or {})
        if unknown is not None:  # a slip of the pen, not an action that stood: what verify would refuse
            raise UnusableInput(said(N_("{field}: {why}"), field=unknown[0], why=unknown[1]))
        return ev

    # -- what a step does ---------------------------------------------------------------

    def judge_event(self, ev: Any) -> list[Any]:
        """The violations ``ev`` would commit now (the board is untouched)."""
        return self.mod.step(self.board.copy(), ev)

    def record(self, ev: Any, flagged: list[Any]) -> None:
        """Store ``ev`` now, then apply it as recorded."""
        self.rec.append(ev, [v.rule for v in flagged])
        over = getattr(self.board, "over", False)
        self.mod.step(self.board, ev)
        if not over and getattr(self.board, "over", False):
            self.ended_at = ev.seq
        self.log.events.append(ev)
        self.last = ev

    def undo(self, reason: str) -> tuple[str, str]:
        """Correct the last event: the log as first entered becomes a stored match, and the recording
        goes on as a branch of it without that event. Returns (the stored match, the new recording)."""
        from ledger.lineage import chain_heads, make_branch
        from ledger.live import start_recording

        from ledger.messages import Reason

        n = len(self.log.events)
        parent_id = self.rec.close(f"undo at seq {n}", Reason(N_("the undo of seq {seq}"), seq=n))
        parent = self.led.load(parent_id)
        branch = make_branch(parent, parent_id, chain_heads(parent)[n - 1], at=n, action="drop", events=[],
                             reason=reason, judge=self.judge)
        self.rec = start_recording(self.led, branch.header, self.game, branch.events)
        self._rebuild(self.rec.log)
        return parent_id, self.rec.id


def _value(text: str, typ: Any) -> Any:
    """A typed word's value: JSON for ``[``/``{``, commas for a list, true/false, numbers, else text."""
    import msgspec
    import msgspec.inspect as mi

    if text[:1] in "[{":
        try:
            return msgspec.json.decode(text.encode())
        except msgspec.DecodeError:
            raise UnusableInput(said(N_("{text} is not valid JSON"), text=repr(text))) from None
    kinds = typ.types if isinstance(typ, mi.UnionType) else (typ,)
    if any(isinstance(k, mi.ListType) for k in kinds):
        return [w for w in text.split(",") if w] if text else []
    if text in ("null", "none", "None") and any(isinstance(k, mi.NoneType) for k in kinds):
        return None
    if any(isinstance(k, mi.BoolType) for k in kinds) and text.lower() in ("true", "false", "yes", "no"):
        return text.lower() in ("true", "yes")
    if any(isinstance(k, mi.IntType) for k in kinds) and text.lstrip("-").isdigit():
        return int(text)
    if any(isinstance(k, mi.FloatType) for k in kinds):
        try:
            return float(text)
        except ValueError:
            pass
    return text


def _completer(session: Session):
    """Tab completion for a terminal: event types, ``field=`` names, then card ids and names."""
    from ledger.log import game_module

    mod = game_module(session.game)
    tags = sorted(t.__struct_config__.tag for t in mod.EVENT_TYPES)
    fields = sorted({f"{name}=" for t in mod.EVENT_TYPES for name in t.__struct_fields__ if name != "seq"})
    commands = ["board", "undo", "end", "quit", "help"]

    def values() -> list[str]:
        board = session.board
        names = {getattr(i, "name", None) or getattr(i, "serial", None) for i in board.cards.values()}
        quoted = [f'"{n}"' if " " in n else n for n in sorted(n for n in names if n)]
        return sorted(board.cards) + quoted + [p.id for p in session.log.header.players]

    def complete(text: str, state: int) -> str | None:
        import readline

        line = readline.get_line_buffer()
        if " " not in line.lstrip():
            options = [w + " " for w in tags + commands if w.lower().startswith(text.lower())]
        elif "=" in text:
            key, _, part = text.partition("=")
            options = [f"{key}={v}" for v in values() if v.startswith(part) or v.lstrip('"').startswith(part)]
        else:
            options = [f for f in fields if f.startswith(text)]
        return options[state] if state < len(options) else None

    return complete


def _read(prompt: str, echo: Any) -> str | None:
    """One line from the terminal (with readline) or the pipe (echoed, so a transcript reads well)."""
    if sys.stdin.isatty():
        try:
            return input(prompt)
        except EOFError:
            return None
    echo(prompt, nl=False)
    line = sys.stdin.readline()
    if not line:
        echo("")
        return None
    line = line.rstrip("\n")
    echo(line)
    return line


@click.command(cls=Command)
@click.argument("game", required=False, metavar="GAME")
@click.option("--header", "header_path", type=click.Path(dir_okay=False), metavar="FILE",
              help="The match's header: line 1 of a match log (players, decks; the deck order may be unknown).")
@click.option("--resume", metavar="RECORDING", help="Carry on a recording where it stopped (its id, or 4+ characters of it).")
@click.option("--judge", default="scorekeeper", show_default=True, metavar="NAME",
              help="Who keeps the log: named in the corrections `undo` makes.")
@db_option
@lang_option
@reports_errors
def record(game: str | None, header_path: str | None, resume: str | None, judge: str, db: str) -> None:
    """Record a match as it is played: every event is stored in the ledger the moment it is entered.

    Shows the board, lists the legal actions of the player to act numbered,
    and takes a number or an event in the log format's words (Tab completes
    event types, fields, card names and ids on a terminal). An action the
    rules forbid is shown with its rule and recorded, flagged, after you
    confirm it stood at the table. `undo` keeps what was entered (as a
    stored match) and carries on as a correction of it; `quit` (or the end
    of the input) stops, to resume later with --resume; the match is stored
    as an ordinary match when it is over or you type `end`.

    Example:

    \b
        matchledger record chrono-clash --header table-4.jsonl
        matchledger record --resume 1a2b3c4d
        printf '1\\n1\\nend\\n' | matchledger record fftcg --header h.jsonl --db t.db
    """
    from ledger.errors import StoreError
    from ledger.live import open_recording, start_recording
    from ledger.log import read_log

    from .main import _ledger

    if (header_path is None) == (resume is None):
        raise Usage(said(N_("give GAME --header FILE to start a recording, or --resume RECORDING")))
    log = None
    if header_path is not None:
        # The header is read before the ledger is opened: a refused header creates no ledger (round 38: it left an
        # empty ledger file that `list` then read as "No matches").
        if game is None:
            raise Usage(said(N_("give the GAME of the match (chrono-clash, force-of-will, fftcg)")))
        log = read_log(header_path, expect_game=game)
        with naming(log):
            from projections import core

            core.new_board(log)  # an unknown card: refused now (a deck order not its list: verify flags it)
    with _ledger(db, create=header_path is not None) as led:
        if log is not None:
            rec = start_recording(led, log.header, game, log.events)
            click.echo(tr("Recording {id} started ({game}); every event is stored as you enter it.",
                id=rec.id, game=game))
        else:
            rec = open_recording(led, resume)
            if rec.closed:
                raise UnusableInput(said(N_("recording {id} is finished: it is match {match}"), id=rec.id,
                                         match=rec.closed))
            if game is not None and game != rec.log.game:
                raise UnusableInput(said(N_("recording {id} is a {game} match, not {other}"), id=rec.id,
                                         game=rec.log.game, other=game))
            click.echo(tr("Recording {id} resumed at seq {seq}.", id=rec.id, seq=len(rec.log.events) + 1))
        session = Session(led, rec, judge)
        try:
            _run(session)
        except (KeyboardInterrupt, click.Abort):
            # Ctrl-C: what was entered is stored already; say how to carry on (round 38), then stop as any command
            if not rec.closed:
                click.echo(tr("Recording {id} stopped at seq {seq}; what was entered before is kept. Carry on: "
                              "matchledger record --resume {short}", id=rec.id, seq=session.seq - 1,
                              short=rec.id[:8] + repeated()), err=True)
            raise
        except StoreError as exc:
            if rec.closed:
                raise
            # (the server closed the connection, the ledger locked, another station first...: the command to carry on)
            raise StoreError(said(N_("{error}. Carry on: matchledger record --resume {short}"),
                                  error=exc.args[0] if exc.args else str(exc), short=rec.id[:8] + repeated())) from None


def _run(s: Session) -> None:
    echo = click.echo
    if sys.stdin.isatty():
        try:
            import readline

            readline.set_completer(_completer(s))
            readline.set_completer_delims(" \t")
            readline.parse_and_bind("tab: complete")
        except ImportError:  # pragma: no cover - no readline on this platform
            pass
    echo(s.board_text())
    _deck_flags(s)
    from .render import result_text

    told = False  # (the undecided end said once, until it is decided)
    while True:
        # (Right after the event that ended the match, the draw that lost it may still be recorded: after_end.)
        # (After an end that is decided, what the table played on may still be entered, judged as verify judges a
        # log that goes on there (its game.over flag): Enter, end or the end of the input stores the match.)
        tail = s.after_end()
        undecided = s.end_undecided()
        post = getattr(s.board, "over", False) and not undecided
        actions = tail or s.actions()
        if not undecided:
            told = False
        elif not tail and not told:
            told = True
            echo(tr("The match is over as entered so far ({result}), but the engine follows another reading beside it "
                    "that the next entries may keep: enter them as the table played on, or end to store the match.",
                    result=result_text(s.board)))
        if tail and s.deck_out(tail):
            echo(tr("The match is over: {result}.", result=result_text(s.board)))
            echo(_("The draw that the empty main deck could not give may still be recorded as the table made it: "
                   "enter it, or press Enter to store the match now."))
        elif tail:  # (a win at the start of a turn, the deck not empty: its draw changes nothing, said as a note)
            echo(tr("The match is over ({result}): enter what the table played after it (the draw listed below "
                    "changes nothing; anything else is recorded flagged), or press Enter to store the match now.",
                    result=result_text(s.board)))
        elif post:
            echo(tr("The match is over ({result}): enter what the table played after it (recorded flagged), or press "
                    "Enter to store the match now.", result=result_text(s.board)))
        if actions:
            echo(tr("Legal actions (seq {seq}):", seq=s.seq))
            echo("\n".join(s.action_lines(actions)))
        line = _read(tr("[seq {seq}] number, event, board, undo, end, quit > ", seq=s.seq), echo)
        if post and (line is None or line.strip().lower() in ("", "end", "q", "quit", "exit")):
            _stored(s, s.rec.close("over"))  # (the match is over: stored, nothing to resume)
            return
        if line is None or line.strip().lower() in ("q", "quit", "exit"):
            echo(tr("Stopped at seq {seq}; nothing is lost. Carry on: matchledger record --resume {short}",
                seq=s.seq - 1, short=s.rec.id[:8] + repeated()))
            return
        text = line.strip()
        word = text.split(" ", 1)[0].lower()
        if not text:
            continue
        if word in ("help", "?"):
            echo(_(HELP))
            continue
        if word == "board":
            echo(s.board_text())
            continue
        if word == "end" and not s.log.events:  # a match of no events would be stored for good (round 38)
            echo(_("(nothing entered yet: end stores the match as entered, and a match with no events is not stored; "
                   "enter the first event, or quit to stop and resume later)"))
            continue
        if word == "end":
            match = s.rec.close("ended at the table")
            if s.rec.duplicate:  # the same match, recorded at another station, was stored first (as import says)
                echo(tr("Ended at seq {seq}. Already stored as match {match} (the same match was recorded before): "
                        "matchledger verify {short}", seq=s.seq - 1, match=match, short=match[:8] + repeated()))
            else:
                echo(tr("Ended at seq {seq}. Stored as match {match}: matchledger verify {short}",
                    seq=s.seq - 1, match=match, short=match[:8] + repeated()))
            return
        if word == "undo":
            if not s.log.events:
                echo(_("(nothing to undo yet)"))
                continue
            why = text[4:].strip() or f"seq {s.seq - 1} was entered by mistake (undo at the table)"  # stored: English
            parent, new = s.undo(why)
            echo(tr("Undone: seq {seq} is left out. The log as first entered is kept as match {parent}; the recording "
                   "carries on as {new} (a correction of it).", seq=len(s.log.events) + 1, parent=parent,
                                                                      new=new))
            echo(s.board_text())
            continue
        try:
            ev = s.parse(text, actions)
        except UnusableInput as exc:
            echo(f"({reason(exc.source)})")
            continue
        found = s.judge_event(ev)
        # (An entry can show that earlier entries broke a rule, read once it is known (a turn taken as ended by this
        # draw): those faults are said at their own seqs and are not asked about; the question is this entry's.)
        earlier = [v for v in found if v.seq < ev.seq]
        found = [v for v in found if v.seq >= ev.seq]
        if earlier:
            _earlier(s, earlier)
        if found:
            from .i18n import current
            from .main import _rules
            from .render import rule_line

            rules = _rules(s.game)
            echo(ntr("This breaks {n} rule:", "This breaks {n} rules:", len(found), n=len(found)))
            for v in found:
                rule = rules.get(v.rule)
                echo(f"  {v.rule}: {one_line(violation_message(v))}")
                if current() != "en":  # the rules documents in that language, as `verify` quotes them
                    echo("  " + rule_line(s.game, v, rules))
                elif rule is not None:
                    echo(f"    Rule ({v.source}): \"{rule.text}\"")
            answer = _read(_("Record it anyway, flagged, as it stood at the table? [y/N] "), echo)
            yes = {"y", "yes", *(w.strip().lower() for w in _(YES).split("|"))}
            if answer is None or answer.strip().lower() not in yes:
                echo(_("(not recorded)"))
                continue
        s.record(ev, found)
        if found:
            echo(tr("Recorded seq {seq}.  [flagged: {rules}]", seq=ev.seq, rules=", ".join(v.rule for v in found)))
        else:
            echo(tr("Recorded seq {seq}.", seq=ev.seq))
        echo(s.board_text())


def _earlier(s: Session, found: list[Any]) -> None:
    """Say the faults an entry shows at earlier seqs (verify flags them there), with their rules."""
    from .i18n import current
    from .main import _rules
    from .render import rule_line

    rules = _rules(s.game)
    echo = click.echo
    echo(ntr("This entry shows that an earlier entry broke a rule (verify flags it at its seq; this entry itself is "
             "recorded as it is):", "This entry shows that earlier entries broke {n} rules (verify flags them at "
             "their seqs; this entry itself is recorded as it is):", len(found), n=len(found)))
    for v in found:
        rule = rules.get(v.rule)
        echo(f"  seq {v.seq}: {v.rule}: {one_line(violation_message(v))}")
        if current() != "en":
            echo("  " + rule_line(s.game, v, rules))
        elif rule is not None:
            echo(f"    Rule ({v.source}): \"{rule.text}\"")


def _stored(s: Session, match: str) -> None:
    """Say where the match just closed is stored."""
    if s.rec.duplicate:  # the same match, recorded at another station, was stored first (as import says)
        click.echo(tr("Already stored as match {match} (the same match was recorded before): matchledger verify "
                      "{short}", match=match, short=match[:8] + repeated()))
    else:
        click.echo(tr("Stored as match {match}: matchledger verify {short}", match=match, short=match[:8] + repeated()))


def _deck_flags(s: Session) -> None:
    """What verify flags in the header (the deck lists, a deck order that is not its list), said when a recording
    starts or resumes: the match is recorded all the same, as verify checks it."""
    from projections import core
    from projections.deckorder import reconcile

    from .main import _rules

    with naming(s.log):
        header, found = reconcile(s.game, s.log.header)
        found = found + s.mod.check_decks(core.new_board(s.log, header))
    if not found:
        return
    rules = _rules(s.game)
    click.echo(ntr("The header breaks {n} rule (verify flags it; the match is recorded as set up):",
                   "The header breaks {n} rules (verify flags them; the match is recorded as set up):", len(found),
                   n=len(found)))
    from .render import rule_line

    for v in found:
        click.echo(f"  {v.rule}: {one_line(violation_message(v))}")
        click.echo("  " + rule_line(s.game, v, rules))


def open_recordings_note(led: Any, why: str) -> list[str]:
    """The lines naming the ledger's open recordings (being recorded, or stopped to be resumed: not matches yet),
    each with the command to carry on; [] when there is none. ``why``: "list", "verify" or "sign" (what the
    command leaves them out of). Round 38: open recordings showed nowhere an organiser closing a round looks."""
    from ledger.live import open_recordings, recordings

    from .i18n import moment

    try:
        left = set(open_recordings(led))
        rows = [r for r in recordings(led) if r[0] in left]
    except Exception:  # noqa: BLE001 - unreadable recordings are the audit's to report; this is a courtesy line
        return []
    if not rows:
        return []
    n = len(rows)
    if why == "sign":
        lead = ntr("Note: {n} open recording was not signed (a recording is signed as the match it becomes: end it, "
                   "then sign again):", "Note: {n} open recordings were not signed (a recording is signed as the "
                   "match it becomes: end them, then sign again):", n, n=n)
    elif why == "verify":
        lead = ntr("Note: {n} open recording was not verified (a recording is verified as the match it becomes: end "
                   "it, then verify again):", "Note: {n} open recordings were not verified (a recording is verified "
                   "as the match it becomes: end them, then verify again):", n, n=n)
    else:
        lead = ntr("{n} open recording (not a match yet: it becomes one when it ends):",
                   "{n} open recordings (not matches yet: each becomes one when it ends):", n, n=n)
    return [lead] + [tr("  {id} ({game}, started {started}), open: matchledger record --resume {short}", id=rid,
                        game=game, started=moment(started), short=rid[:8] + repeated())
                     for rid, game, started in rows]
