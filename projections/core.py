"""What every game's rules engine shares: rules, violations, the verdict and the replay loop.

A game engine is a module (``projections.<game>``) exposing:

- ``RULES: dict[str, Rule]``: every rule it enforces, by stable id;
- ``new_board(header, *, reconciled=False) -> Board``: the board after set-up
  (raises :class:`~ledger.errors.UnknownCardError` for a card neither the pool
  nor the header defines, :class:`~ledger.errors.LogError` for a recorded deck
  order that is not its deck list, unless ``reconciled``: the header came from
  :func:`projections.deckorder.reconcile`, which made them agree);
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

import functools
import hashlib
import importlib
import importlib.util
import struct
import typing
import zlib
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterator

import msgspec
import msgspec.inspect
from msgspec import Struct, field

from .messages import fill

ENGINES: dict[str, str] = {
    "chrono-clash": "projections.chrono_clash",
    "force-of-will": "projections.force_of_will",
    "fftcg": "projections.fftcg",
}


class Rule(Struct, frozen=True, kw_only=True):
    """A rule the engine enforces: stable id, where it is written, and its words.

    ``source`` is the citation a judge reads ("Chrono Clash System rules manual v3.4 (English), section
    Your Turn"); ``ref`` the same as the project finds it ("004_ac72cf2316e6f3f0.txt § Your Turn": the
    seed file and section, or ``[ref (x.y)]``); ``text`` the words in English. The words in other
    languages: :mod:`projections.ruletexts`.
    """

    id: str
    source: str
    text: str
    ref: str = ""


class Violation(Struct, kw_only=True):
    """One illegal thing in a match: where (seq, turn, player), which rule, and why.

    ``message`` is the English sentence; ``template`` and ``args`` are what it
    was made of (:mod:`projections.messages`), for a report in another language.
    """

    seq: int
    turn: int
    player: str | None
    rule: str
    source: str
    message: str
    ref: str = ""
    template: str = ""
    args: dict[str, Any] = field(default_factory=dict)
    #: the seq of the earlier flagged event this violation follows from (None: a root cause);
    #: see :mod:`projections.causes`
    caused_by: int | None = None
    #: the player whose action the verdict takes the event as, when the log names another and the name is the one
    #: slip (the event carried on as theirs); None: the event is read as written
    read_as: str | None = None


def violation(rule: Rule, event: Any, turn: int, template: str, player: str | None = None,
              args: dict[str, Any] | None = None, read_as: str | None = None) -> Violation:
    """The violation ``event`` commits against ``rule`` (``event`` None: the header, seq 0).

    ``template`` is an English message template (:func:`projections.messages.N_`) filled with ``args``;
    ``read_as``: the player the event is carried on as, when the log's name on it is the slip (see Violation).
    """
    args = args or {}
    return Violation(seq=event.seq if event is not None else 0, turn=turn,
                     player=player or (event.player if event is not None else None),
                     rule=rule.id, source=rule.source, message=fill(template, args), ref=rule.ref,
                     template=template, args=args, read_as=read_as)


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
    #: how many violations are root causes (the rest follow from one of them: ``caused_by``)
    root_causes: int = 0
    result_msg: dict[str, Any] = field(default_factory=dict)  # ``result`` as a message (projections.messages)
    note_msgs: list[dict[str, Any]] = field(default_factory=list)  # the notes as messages

    @property
    def roots(self) -> list[Violation]:
        """The root causes: the violations that do not follow from an earlier one."""
        return [v for v in self.violations if v.caused_by is None]


class StrictViolation(Exception):
    """Raised by ``replay(strict=True)`` at the first violation."""

    def __init__(self, violation: Violation):
        self.violation = violation
        super().__init__(f"seq {violation.seq}: [{violation.rule}] {violation.message}")


def engine(game: str) -> ModuleType:
    """The rules engine module of ``game``."""
    return importlib.import_module(ENGINES[game])


def new_board(log: Any, header: Any = None) -> Any:
    """The set-up board of ``log`` (from ``header``, its header with the deck lists reconciled, when the caller
    has it already); set-up errors name the log's file."""
    from ledger.errors import LogError

    from .deckorder import point_at_order, reconcile

    mod = engine(log.game)
    try:
        if header is None:
            header = reconcile(log.game, log.header)[0]
        board = mod.new_board(header, reconciled=True)
        if header is not log.header:  # set up from a recorded order: the list's own names are still checked
            mod.check_list_names(log.header, board.defs)
        return board
    except LogError as exc:
        if header is not None and header is not log.header:
            point_at_order(exc, log.header)
        if exc.path == "<log>":  # an error of the header's, raised without knowing the file
            exc.path = log.path
            if exc.line == 1:
                exc.line = log.header_line
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


def board_at(log: Any, seq: int, *, start: tuple[Any, int] | None = None) -> Any:
    """The board after event ``seq`` (0: after set-up).

    ``start=(board, at)`` folds on from ``board``, the board after event ``at``
    (a snapshot; it is folded in place), instead of from set-up.
    """
    mod = engine(log.game)
    board, at = start if start is not None else (new_board(log), 0)
    for ev in log.events[at:]:
        if ev.seq > seq:
            break
        mod.step(board, ev)
    return board


# --- board snapshots ---------------------------------------------------------------

#: Bumped when the snapshot encoding below changes (2: the seek binds each to its chain and bytes; 3: the
#: board's turn stands before its deflated bytes, so a search by turn reads 8 bytes of each board it tries; 4: the
#: binding covers the engine version too, so a snapshot's engine name changed in the file is found; 5: the head
#: also says whether the board follows two readings, the engine's ``pending``, as ``-1 - turn``).
SNAPSHOT_FORMAT = 5
#: The head of a snapshot: the board's turn, a signed 64-bit big-endian integer; ``-1 - turn`` where the engine
#: follows two readings there (``pending``: the turn replay shows is then the kept reading's, :mod:`projections.seek`).
_TURN_HEAD = struct.Struct(">q")


#: Modules of the engine packages that never touch a board during a fold (tools around the rules).
_NOT_RULES = {"selfplay.py", "mutations.py", "mutation.py"}


@functools.cache
def engine_version(game: str) -> str:
    """``<game>/<format>/<fingerprint>``: what a board snapshot was folded and encoded by.

    The fingerprint hashes the sources and data of the game's engine package,
    the shared ``projections`` modules and the game's log schema (and an
    ``ENGINE_VERSION`` the engine may declare): any change to the rules code
    gives another version, and snapshots of the old one are ignored.
    """
    from ledger.log import GAMES

    mod = engine(game)
    pkg = Path(mod.__file__).parent
    files = [f for f in sorted(pkg.rglob("*.py")) + sorted(pkg.rglob("*.json")) + sorted(pkg.parent.glob("*.py"))
             if f.name not in _NOT_RULES]
    schema = importlib.util.find_spec(GAMES[game])
    if schema is not None and schema.origin:
        files.append(Path(schema.origin))
    h = hashlib.sha256(str(getattr(mod, "ENGINE_VERSION", "")).encode())
    for f in files:
        h.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return f"{game}/{SNAPSHOT_FORMAT}/{h.hexdigest()[:16]}"


class BoardCodec:
    """Board snapshots of one match in our own encoding: deflated msgpack of the board's struct.

    A snapshot holds what ``Board.copy()`` keeps (a memo that ``copy()``
    empties is not state), minus the containers ``copy()`` shares with the
    set-up board (card definitions, parsed abilities, shared memos: they never
    change in a match) and minus the indexes it rebuilds (a field whose
    values are structs held by another field, such as seats by id):
    :meth:`decode` takes the shared ones back from ``setup``, the board after
    set-up of the same match, and lets ``copy()`` rebuild the indexes.
    Typed msgspec decoding gives back exactly what was encoded, except under
    a field typed ``Any`` (structs come back as dicts, tuples as lists) and
    except that one object held in two places comes back as two: :meth:`encode`
    gives ``None`` for a board where either would matter, and that position
    gets no snapshot.
    """

    @classmethod
    def from_parts(cls, game: str, board_type: type, shared: dict[str, Any]) -> "BoardCodec":
        """The codec of a match without its set-up board: ``board_type`` declares the fields ``copy()``
        shares (``SNAPSHOT_SHARED``) and the indexes it rebuilds (``SNAPSHOT_INDEXES``), ``shared`` holds
        this match's values of the shared ones (the engine's ``shared_setup(header)``). Dealing a
        4,566-card match costs more than decoding a snapshot of it; this needs neither."""
        self = cls.__new__(cls)
        self.version = engine_version(game)
        self._pending = _pending_of(game, board_type)
        self.setup = None
        self.shared = {f: shared[f] for f in board_type.SNAPSHOT_SHARED}
        self.derived = list(board_type.SNAPSHOT_INDEXES)
        types = {f.name: f.type for f in msgspec.structs.fields(board_type)}
        self._blank = {f: type(v)() for f, v in self.shared.items()}
        self._blank.update({f: (typing.get_origin(types[f]) or types[f])() for f in self.derived})
        self._finish(board_type)
        return self

    def __init__(self, game: str, setup: Any):
        self.version = engine_version(game)
        self._pending = _pending_of(game, type(setup))
        self.setup = setup
        fields = type(setup).__struct_fields__
        twin = setup.copy()
        self.shared = {f: getattr(setup, f) for f in fields
                       if isinstance(getattr(setup, f), (dict, list, set)) and getattr(twin, f) is getattr(setup, f)}
        # An index: a later field whose values are structs an earlier field holds (seats by id).
        self.derived: list[str] = []
        held: set[int] = set()
        for f in fields:
            items = _items(getattr(twin, f)) if f not in self.shared else []
            if not any(issubclass(k, msgspec.Struct) for k in set(map(type, items))):
                continue
            ids = set(map(id, items))
            if ids & held:
                self.derived.append(f)
            else:
                held |= ids
        self._blank = {f: type(getattr(setup, f))() for f in [*self.shared, *self.derived]}
        self._finish(type(setup))

    def _finish(self, board_type: type) -> None:
        self._state = [f for f in board_type.__struct_fields__ if f not in self._blank]
        self._encoder = msgspec.msgpack.Encoder()
        self._board_type = board_type
        self._decoder = _decoder(board_type)
        self._untyped_fields: dict[str, Any] | None = None  # made by the first encode: a seek that only reads needs none

    @property
    def _untyped(self) -> dict[str, Any]:
        """A decoder for each field with an untyped part (not shared, not an index): what :meth:`encode` checks
        round-trips. Looking for those parts walks every type the board holds (a tenth of a stored replay's time
        on FFTCG): only a codec that encodes does it."""
        if self._untyped_fields is None:
            self._untyped_fields = {f: dec for f, dec in _untyped(self._board_type).items() if f not in self._blank}
        return self._untyped_fields

    def encode(self, board: Any) -> bytes | None:
        """The snapshot of ``board``, or ``None`` if it would not decode to an equal board."""
        kept = board.copy()
        enc = self._encoder.encode
        for f, dec in self._untyped.items():
            v = getattr(kept, f)
            if v and dec.decode(enc(v)) != v:
                return None
        if _held_twice([getattr(kept, f) for f in self._state]):
            return None
        turn = getattr(kept, "turn", 0)
        head = -1 - turn if self._pending is not None and self._pending(board) else turn
        return _TURN_HEAD.pack(head) + _deflate(enc(msgspec.structs.replace(kept, **self._blank)))

    def decode(self, blob: bytes) -> Any:
        """The board a snapshot holds; ``ValueError`` if the bytes are not one of this match's boards."""
        try:
            board = self._decoder.decode(zlib.decompress(memoryview(blob)[_TURN_HEAD.size:], -zlib.MAX_WBITS))
        except (zlib.error, msgspec.MsgspecError) as exc:
            raise ValueError(f"unreadable board snapshot: {exc}") from None
        for f, v in self.shared.items():
            setattr(board, f, v)
        return board.copy() if self.derived else board

    def turn(self, blob: bytes) -> int | None:
        """The turn of the board a snapshot holds, read from its head, nothing decompressed (a binary search
        by turn on a 100,000-event match tries a dozen boards); None where the engine follows two readings on
        that board (the turn shown is the kept reading's: decode it); ``ValueError`` if there is no head.

        Only the bytes are read: the caller has checked them (a stored snapshot's HMAC binds its head too)."""
        if len(blob) < _TURN_HEAD.size:
            raise ValueError("unreadable board snapshot: shorter than its head")
        head = _TURN_HEAD.unpack_from(blob)[0]
        return head if head >= 0 else None


def _pending_of(game: str, board_type: type) -> Callable[[Any], bool] | None:
    """The engine's ``pending`` (whether a board follows two readings), for boards of its own package only."""
    mod = engine(game)
    pending = getattr(mod, "pending", None)
    return pending if pending is not None and board_type.__module__.startswith(mod.__name__ + ".") else None


def _deflate(data: bytes) -> bytes:
    """Raw deflate at level 1: no zlib header and no Adler-32 sum, which a seek would compute over every
    decompressed byte (a twentieth of its time): a stored snapshot's HMAC already checks its bytes."""
    c = zlib.compressobj(1, zlib.DEFLATED, -zlib.MAX_WBITS)
    return c.compress(data) + c.flush()


@functools.cache
def _decoder(cls: type) -> Any:
    """A board type's decoder (per type, not per match)."""
    return msgspec.msgpack.Decoder(cls)


@functools.cache
def _untyped(cls: type) -> dict[str, Any]:
    """A decoder for each field of a board type with an untyped part (per type, not per match)."""
    return {f.name: msgspec.msgpack.Decoder(f.type) for f in msgspec.structs.fields(cls)
            if _holds_any(msgspec.inspect.type_info(f.type), set())}


def _items(v: Any) -> list:
    """The elements of a container field (dict values), or nothing."""
    if isinstance(v, dict):
        return list(v.values())
    if isinstance(v, (list, set, tuple)):
        return list(v)
    return []


_SCALARS = (str, int, float, bool, type(None), bytes)
_SCALAR_SET = frozenset(_SCALARS)
_CONTAINER_FIELDS: dict[type, tuple[str, ...]] = {}


def _container_fields(cls: type) -> tuple[str, ...]:
    """The fields of a struct type that can hold something other than a scalar."""
    found = _CONTAINER_FIELDS.get(cls)
    if found is None:
        from msgspec import inspect as mi

        plain = (mi.StrType, mi.IntType, mi.FloatType, mi.BoolType, mi.NoneType, mi.LiteralType, mi.BytesType)

        def scalar(t: Any) -> bool:
            if isinstance(t, mi.UnionType):
                return all(scalar(x) for x in t.types)
            return isinstance(t, plain)

        found = _CONTAINER_FIELDS[cls] = tuple(
            f.name for f in mi.type_info(cls).fields if not scalar(f.type))
    return found


def _held_twice(roots: list[Any]) -> bool:
    """Whether one mutable object (struct, list, dict, set) is reachable twice from ``roots``."""
    seen: set[int] = set()
    stack = list(roots)
    while stack:
        v = stack.pop()
        t = type(v)
        if t in _SCALARS:
            continue
        if t is not tuple:
            i = id(v)
            if i in seen:
                return True
            seen.add(i)
        if t is dict:
            items: Any = v.values()
        elif t is list or t is tuple or t is set or t is frozenset:
            items = v
        elif isinstance(v, msgspec.Struct):
            stack.extend([getattr(v, f) for f in _container_fields(t)])
            continue
        else:
            continue
        kinds = set(map(type, items))
        if kinds <= _SCALAR_SET:
            continue
        if len(kinds) == 1:  # e.g. every card: structs without containers need only their identity checked
            (kind,) = kinds
            if issubclass(kind, msgspec.Struct) and not _container_fields(kind):
                before = len(seen)
                seen.update(map(id, items))
                if len(seen) != before + len(items):
                    return True
                continue
        stack.extend([x for x in items if type(x) not in _SCALAR_SET])
    return False


def _holds_any(t: Any, seen: set) -> bool:
    """Whether a msgspec type (``msgspec.inspect``) has an untyped part anywhere inside."""
    from msgspec import inspect as mi

    if isinstance(t, (mi.AnyType, mi.CustomType, mi.RawType, mi.ExtType)):
        return True
    if isinstance(t, mi.StructType):
        if t.cls in seen:
            return False
        seen.add(t.cls)
        return any(_holds_any(f.type, seen) for f in t.fields)
    if isinstance(t, mi.UnionType):
        return any(_holds_any(x, seen) for x in t.types)
    inner = [getattr(t, a) for a in ("item_type", "key_type", "value_type") if hasattr(t, a)]
    inner += list(getattr(t, "item_types", ()))
    return any(_holds_any(x, seen) for x in inner)


def verify(log: Any, match: str | None = None) -> Verification:
    """Check the deck lists and every event of ``log``; carry on after each violation."""
    from .names import check_names

    from .deckorder import reconcile

    mod = engine(log.game)
    header, violations = reconcile(log.game, log.header)
    board = new_board(log, header)
    check_names(log, board)
    violations += mod.check_decks(board)
    listed = getattr(mod, "check_listed_decks", None)
    if listed is not None and header is not log.header:
        # (Set up from recorded orders that differ from the lists: a game may judge the registered lists too, its
        # own opt-in, one violation per breach.)
        violations += listed(log.header, board)
    stopped: int | None = None
    step = mod.step
    for ev in log.events:
        found = step(board, ev)
        if found:
            violations.extend(found)
        if board.stuck:
            stopped = ev.seq
            break
    finish = getattr(mod, "finish", None)
    if finish is not None and stopped is None:
        violations += finish(board) or []  # (a fault only the log's end shows, flagged at its own seq)
    notes = list(getattr(board, "notes", []))
    if violations:
        from .causes import group

        group(log, violations)
    result, result_msg = board.result, dict(getattr(board, "result_msg", {}) or {})
    if not result and board.winner is None and stopped is None and not getattr(board, "over", False):
        # A log that ends before the game does, said alike for every game (FFTCG's engine says so itself; the text
        # report says it for all): not an empty result.
        from .messages import N_, fill, msg

        result = fill(N_("the log ends before the game does"), {})
        result_msg = msg(N_("the log ends before the game does"))
    return Verification(
        match=match or log.match_id(),
        game=log.game,
        clean=not violations,
        events=len(log.events),
        violations=violations,
        unmodelled_events=board.unmodelled,
        winner=board.winner,
        result=result,
        stopped_at=stopped,
        notes=notes,
        root_causes=sum(1 for v in violations if v.caused_by is None),
        result_msg=result_msg,
        note_msgs=list(getattr(board, "note_msgs", [])),
    )


def to_builtins(obj: Any) -> Any:
    """Plain JSON-ready data from msgspec structs (for ``--json`` output)."""
    return msgspec.to_builtins(obj)
