"""Seeking a stored match's board: snapshots plus folding, on the projection side.

The ledger keeps events and derived rows; this module decides what a board
is. :class:`Seeker` reads a match's events from a
:class:`~ledger.store.Ledger` through its public API (``read_header``,
``read_events`` with the chain checked, and the snapshot rows) and folds
them with the game's engine.

Board snapshots live in the ledger's ``board_snapshots`` rows
``(match_id, seq, engine, head, board)``: derived data, never events. Every
``every`` (default :data:`SNAPSHOT_EVERY`) events a seek folds past, it
stores the board (zlib-compressed msgpack of the board struct, see
:class:`projections.core.BoardCodec`) with the engine version that folded it
and the chain hash of the event it follows. A seek loads the nearest
snapshot of the current engine at or before the seq, has the ledger check
the chain from that event on, and folds the rest. Snapshots of another
engine version, unreadable ones, or ones whose chain hash is not the stored
one (misplaced) are ignored and replaced; dropping them all
(``Ledger.drop_snapshots``) changes nothing but speed.

A snapshot is never believed blindly: its stored bytes start with an
HMAC-SHA-256, keyed by a secret kept on this machine (:func:`snapshot_key`),
binding the match, the seq, the chain hash it follows and the board's own
bytes (:func:`bind`), so a flipped bit, a board moved to another match or
seq, or a board forged by someone holding only the ledger file is ignored
and replaced; and :meth:`Seeker.check_snapshots` (run by
``matchledger audit`` and ``verify --integrity``) refolds the match and
compares every snapshot with the board the events give, dropping and
reporting one that disagrees (a forged board, rebound consistently).

A match can also be sealed (:meth:`Seeker.seal`, after a caller audited
it in full): one more row of ``board_snapshots``, at :data:`SEAL_SEQ`, an
HMAC with the same key over the match, the engine version, the
:meth:`~ledger.store.Ledger.fingerprint` of its stored rows and the seqs its
verdict flags or notes something about (stored after the HMAC: :meth:`Seeker.noted`;
a flag or a note about an event may be decided at a later one, which a fold up to
that event cannot see).
:meth:`Seeker.audited` takes the fingerprint again and says whether the
seal still vouches for every row, so ``replay --at`` can read only the
board it shows (:meth:`Seeker.around`, :meth:`Seeker.turn_start`) and
still refuse a match changed anywhere.

Usage::

    with Ledger(db) as led:
        seek = Seeker(led)
        board = seek.board_at(match_id, 14)
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import os
from collections import OrderedDict
from pathlib import Path
from typing import Any, Iterator

import msgspec

from ledger.errors import HeadMismatch, IntegrityError, LogError, StoreError
from ledger.fingerprint import FileState, file_state, key_file, memo_file
from ledger.log import game_module
from ledger.messages import N_, Reason

from . import core

__all__ = ["Seeker", "SNAPSHOT_EVERY", "SEAL_SEQ", "bind", "unbind", "file_state", "recalled", "remember"]

#: A seek stores a board snapshot every this many events it folds past.
SNAPSHOT_EVERY = 100
#: The ``board_snapshots`` position of a match's audit seal (no event has it; seeks never read it).
SEAL_SEQ = -1


_key_file = key_file  # where this machine's key is kept (ledger.fingerprint: the memos' place is needed before this)


@functools.cache
def snapshot_key() -> bytes:
    """This machine's secret for binding snapshots: 32 random bytes, made on first use.

    The file is ``$MATCHLEDGER_SNAPSHOT_KEY``, else
    ``~/.cache/matchledger/snapshot.key`` (mode 0600). Someone holding only
    the ledger file cannot bind a forged board so that a seek here believes
    it; a ledger brought from another machine has its snapshots ignored and
    rebuilt (only speed is lost). Where no key can be kept, snapshots are
    bound by a plain SHA-256 (``b""``), and only the audit's refold finds a
    forged one.
    """
    path = _key_file()
    for _ in range(3):
        try:
            data = path.read_bytes()
            if len(data) == 32:
                return data
        except FileNotFoundError:
            pass
        except OSError:
            return b""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            import secrets  # only the first command on a machine makes a key

            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "wb") as fh:
                fh.write(secrets.token_bytes(32))
            try:
                os.link(tmp, path)  # atomic, and never over a key another process made meanwhile
            except FileExistsError:
                pass
            finally:
                os.unlink(tmp)
        except OSError:
            return b""
    return b""


def _binding(match_id: str, seq: int, head: str, engine: str, raw: bytes) -> bytes:
    return hmac.new(snapshot_key(), f"{match_id}\n{seq}\n{head}\n{engine}\n".encode() + raw, hashlib.sha256).digest()


def bind(match_id: str, seq: int, head: str, raw: bytes, engine: str) -> bytes:
    """The stored bytes of a snapshot: an HMAC-SHA-256 (this machine's key) over where it belongs, the engine
    version that folded it and its board, then the board."""
    return _binding(match_id, seq, head, engine, raw) + raw


def unbind(blob: bytes, match_id: str, seq: int, head: str, engine: str) -> bytes:
    """The board bytes of a stored snapshot; ValueError if it does not belong there (or to that engine version)
    or its bytes changed."""
    if not isinstance(blob, bytes):  # a value of another type in the file: as changed as a flipped bit
        raise ValueError(f"the snapshot at seq {seq} is not stored as bytes")
    raw = blob[32:]
    if len(blob) < 32 or _binding(match_id, seq, head, engine, raw) != blob[:32]:
        raise ValueError(f"the snapshot at seq {seq} is not bound to that place in the chain, or was changed")
    return raw


# -- fingerprints remembered while their file stays as it was ---------------------------------------------

#: A file whose last change is more recent than this when its state is taken is not remembered: a change
#: within the same tick of the file system's clock would leave the same times (git's "racily clean" files).
RACY_NS = 2_000_000_000


class _Memo(msgspec.Struct):
    path: str
    state: FileState
    prints: dict[str, str]
    mac: str = ""


_memo_file = memo_file


def _memo_mac(memo: _Memo) -> str:
    body = msgspec.json.encode(msgspec.structs.replace(memo, mac=""))
    return hmac.new(snapshot_key(), b"fingerprints\n" + body, hashlib.sha256).hexdigest()


def recalled(path: str, now: FileState | None) -> dict[str, str] | None:
    """Fingerprints of matches of ledger file ``path`` (match id -> fingerprint) taken when the file was in
    state ``now`` (:func:`file_state`), so still those of its rows; None when there are none.

    Kept by :func:`remember` beside this machine's key, bound by it (a
    memo forged without the key, or copied from another file, is ignored).
    A ``replay`` then need not read every row again to know none changed;
    what this cannot see is a change made beneath the file system (a raw
    disk edit, the clock set back): ``matchledger audit`` and ``verify``
    read every row.
    """
    if now is None or not snapshot_key():
        return None
    try:
        memo = msgspec.json.decode(_memo_file(path).read_bytes(), type=_Memo)
    except (OSError, msgspec.MsgspecError):
        return None
    if not hmac.compare_digest(memo.mac, _memo_mac(memo)) or memo.path != os.path.realpath(path):
        return None
    return memo.prints if now.same_file(memo.state) else None


def remember(path: str, before: FileState | None, match_id: str, fingerprint: str) -> bool:
    """Keep ``fingerprint`` of match ``match_id``, read from ledger file ``path`` after it was in state
    ``before``, if the file is still in that state and had last changed more than :data:`RACY_NS` before
    it (best effort: False when not kept)."""
    if before is None or not snapshot_key():
        return False
    last = max(before.mtime_ns, before.ctime_ns, before.wal[2], before.wal[3])
    if before.taken_ns - last < RACY_NS or not before.same_file(file_state(path)):
        return False
    prints = dict(recalled(path, before) or {})
    prints[match_id] = fingerprint
    memo = _Memo(path=os.path.realpath(path), state=before._replace(taken_ns=0), prints=prints)
    memo.mac = _memo_mac(memo)
    target = _memo_file(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
        tmp.write_bytes(msgspec.json.encode(memo))
        os.replace(tmp, target)
    except OSError:
        return False
    _prune(target.parent)
    return True


#: Memos kept (one a ledger file): past this, the least recently written go.
MEMOS_KEPT = 1_000


def _prune(folder: Path) -> None:
    """Drop the oldest memos beyond :data:`MEMOS_KEPT` (ledgers long gone, test runs' temporary files)."""
    try:
        memos = [(e.stat().st_mtime_ns, e.path) for e in os.scandir(folder) if e.is_file()]
        if len(memos) <= MEMOS_KEPT:
            return
        for _, old in sorted(memos)[:len(memos) - MEMOS_KEPT]:
            os.unlink(old)
    except OSError:  # another replay pruned meanwhile: no matter
        pass


#: what the seqs a seal keeps are, in its HMAC: the seqs the verdict flags or notes something about. Round 39's
#: first seal kept the noted seqs alone (its HMAC was over "audited"): not believed, so made again.
_SEAL_KIND = "audited+flagged"


def _seal(match_id: str, engine: str, fingerprint: str, noted: bytes = b"") -> bytes:
    """The seal's HMAC over the match, the engine version, the rows' fingerprint and the seqs the verdict flags or
    notes something about (``noted``: ascii, comma-separated, ascending; the bytes stored after the HMAC)."""
    return hmac.new(snapshot_key(), f"{_SEAL_KIND}\n{match_id}\n{engine}\n{fingerprint}\n".encode() + noted,
                    hashlib.sha256).digest()


def _noted_bytes(noted: Any) -> bytes:
    """The seqs ``noted`` as a seal stores them (ascii, comma-separated, ascending, each once)."""
    return ",".join(str(s) for s in sorted({int(s) for s in noted})).encode()


def _noted_seqs(raw: Any) -> frozenset[int] | None:
    """The seqs a seal's stored bytes after its HMAC name (None: not as :func:`_noted_bytes` writes them)."""
    try:
        text = bytes(raw).decode("ascii")
        seqs = [int(s) for s in text.split(",")] if text else []
    except (TypeError, ValueError):
        return None
    if _noted_bytes(seqs) != bytes(raw):
        return None
    return frozenset(seqs)


class _Setup:
    """What seeking in one match needs again and again: its engine, set-up board and snapshot codec."""

    __slots__ = ("match_id", "game", "mod", "header", "_board", "codec", "decoder", "events", "hash", "bad",
                 "saved")

    def __init__(self, match_id: str, game: str, mod: Any, header: Any, board: Any, codec: Any, decoder: Any,
                 events: int, hash: str):
        self.match_id, self.game, self.mod, self.header, self._board = match_id, game, mod, header, board
        self.codec, self.decoder, self.events, self.hash = codec, decoder, events, hash
        self.bad: set[int] = set()  # positions of unreadable or misplaced snapshots, to replace
        self.saved = 0

    @property
    def board(self) -> Any:
        """The board after set-up, built the first time a seek folds from it."""
        if self._board is None:
            try:
                from .deckorder import reconcile

                self._board = self.mod.new_board(reconcile(self.game, self.header)[0], reconciled=True)
            except LogError as exc:
                raise IntegrityError(f"match {self.match_id} cannot be set up again: {exc}") from None
        return self._board


class Seeker:
    """Boards of the stored matches of one ledger (keeps a few matches' set-ups between seeks)."""

    def __init__(self, ledger: Any, *, every: int = SNAPSHOT_EVERY):
        self.ledger = ledger
        self.every = every
        self._setups: OrderedDict[str, _Setup] = OrderedDict()
        self._seals: dict[str, bytes] = {}  # match id -> the seal's stored bytes :meth:`noted` read (for audited)

    def board_at(self, ref: str, seq: int, *, snapshots: bool = True) -> Any:
        """The board of stored match ``ref`` after event ``seq`` (0: after set-up), the engine's ``Board``.

        Starts from the nearest snapshot of the current engine version at or
        before ``seq`` (``snapshots=False``: from set-up), reads only the
        events after it, checks their hash chain back to the event the
        snapshot was folded to, and folds them. Folding past a multiple of
        ``every`` stores a snapshot there (best effort: a ledger that cannot
        be written just gets none). The board is the caller's.
        ``Ledger.check_integrity`` audits the whole match; this checks only
        the links it reads. Raises :class:`StoreError` for an unknown match or
        a seq beyond its end, :class:`IntegrityError` for a broken link.
        """
        setup = self._setup_at(ref, seq)
        return self._seek(setup, seq, snapshots)[0]

    def _setup_at(self, ref: str, seq: int) -> _Setup:
        """The set-up of stored match ``ref``, refusing a ``seq`` it does not have (:class:`StoreError`)."""
        led = self.ledger
        setup = self._setup(led.resolve(ref))
        if not 0 <= seq <= setup.events:
            raise StoreError(f"match {setup.match_id} in {led.name} has {setup.events} events "
                             f"(seq 1..{setup.events}): there is no seq {seq}")
        return setup

    def _seek(self, setup: _Setup, seq: int, snapshots: bool = True) -> tuple[Any, str]:
        """The board after event ``seq`` and that event's chain hash (the header's for 0)."""
        below = seq
        while True:
            found = self._load_snapshot(setup, below) if snapshots else None
            board, at, head = found if found is not None else (setup.board.copy(), 0, setup.hash)
            try:
                events, hashes = self._read_events(setup, at, seq, head)
            except HeadMismatch:  # not folded from the stored events: ignore it, replace it
                setup.bad.add(at)
                below = at - 1
                continue
            return self._fold(setup, board, at, events, hashes, save=snapshots), (hashes[-1] if hashes else head)

    def ahead(self, ref: str, seq: int, count: int) -> list[Any]:
        """Events ``seq+1..seq+count`` of stored match ``ref`` (fewer at its end), decoded, their links checked
        from the nearest snapshot at or before ``seq`` (else from the header): what an engine that shows the board
        of the reading the next events keep (``kept``) needs after the board it was given."""
        setup = self._setup_at(ref, seq)
        upto = min(setup.events, seq + count)
        if upto <= seq:
            return []
        at, head = 0, setup.hash
        if self.ledger.keeps_snapshots:
            for s, h in self.ledger.snapshot_heads(setup.match_id, setup.codec.version, seq, 1):
                if 1 <= s <= seq:  # (a snapshot's place, not the audit seal's)
                    at, head = s, h
        try:
            events = self._read_events(setup, at, upto, head)[0]
        except HeadMismatch:
            at, events = 0, self._read_events(setup, 0, upto, setup.hash)[0]
        return events[seq - at:]

    def header(self, ref: str) -> tuple[str, Any, int]:
        """``(game, header, events)`` of stored match ``ref``: its game, its decoded header, how many events it has.

        Reads only the header event (its own hash checked). Raises
        :class:`StoreError` for an unknown match, :class:`IntegrityError` for a
        header that no longer reads.
        """
        setup = self._setup(self.ledger.resolve(ref))
        return setup.game, setup.header, setup.events

    def around(self, ref: str, seq: int) -> tuple[Any, Any | None]:
        """The board of stored match ``ref`` just before event ``seq`` (after ``seq - 1``), and that event.

        For ``seq`` 0: the set-up board and None. Reads, checks and folds as
        :meth:`board_at` does (the event's link included), so the caller can
        step the event itself and have the engine's verdict on it. Raises as
        :meth:`board_at` does.
        """
        setup = self._setup_at(ref, seq)
        match_id = setup.match_id
        if seq == 0:
            return self.board_at(match_id, 0), None
        below = seq - 1
        while True:
            found = self._load_snapshot(setup, below)
            board, at, head = found if found is not None else (setup.board.copy(), 0, setup.hash)
            try:
                events, hashes = self._read_events(setup, at, seq, head)
            except HeadMismatch:
                setup.bad.add(at)
                below = at - 1
                continue
            board = self._fold(setup, board, at, events[:-1], hashes[:-1], save=True)
            return board, events[-1]

    def turn_start(self, ref: str, turn: int, *, last: bool = True) -> tuple[int | None, int | None]:
        """Where turn ``turn`` of stored match ``ref`` starts: ``(seq, last turn)``, seq None past the end.

        The seq is the one after which the turn starts (for turn 1: 0, or
        after the set-up events the log records), as a fold of the whole match
        counts turns: an event belongs to the turn it is taken in (a pass, to
        the turn it ends; a set-up event, to none before turn 1). A binary search on the turn
        of the boards at every ``every``-th position (snapshots, mostly: only
        their turn is decoded) finds the last one before the turn; at most
        ``2 * every`` events after it are read, checked and folded. Raises as
        :meth:`board_at` does.

        ``last=False``: the last turn is given only where the turn is not found before the log's end (None
        otherwise), as ``replay --turn`` needs it only to say there is no such turn: finding it seeks to
        the match's end (a snapshot decoded and up to ``every`` events folded, a tenth of the command).
        """
        led = self.ledger
        match_id = led.resolve(ref)
        setup = self._setup(match_id)
        n = setup.events
        if turn < 1:
            return 0, 1
        last_turn = None
        if last:
            last_turn = self._shown(setup, *self._seek(setup, n), n).turn
            if last_turn < turn and turn > 1:
                return None, last_turn
        every = max(1, self.every)
        lo, hi = 0, n // every  # the board at lo * every is before the turn (set-up is turn 1)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self._turn_at(setup, mid * every) < turn:
                lo = mid
            else:
                hi = mid - 1
        at = lo * every
        board, head = self._seek(setup, at)
        if at:
            start = self._shown(setup, board, head, at)
            prev_turn = start.turn
        else:
            prev_turn = 1
        step = setup.mod.step
        kept, pending = getattr(setup.mod, "kept", None), getattr(setup.mod, "pending", None)
        while at < n:
            upto = min(n, at + 2 * every)
            events, hashes = self._read_events(setup, at, upto, head)
            for i, ev in enumerate(events):
                step(board, ev)
                shown = board
                if kept is not None and pending is not None and pending(board):
                    # (Two readings followed: the turn of the one the next events keep, as replay shows it; the
                    # events after it read to the log's end as far as the readings need, as a fold of the file.)
                    shown = kept(board, self._after(setup, events[i + 1:], upto, hashes[-1]))
                # (An event after which the board is still in turn 0, a set-up the log records such as Force of
                # Will's mulligans, is taken before turn 1: cli.walk.fold.)
                taken = (0 if shown.turn == 0 else prev_turn
                         if shown.turn != prev_turn and ev.player != shown.active and prev_turn >= 1 else shown.turn)
                if taken >= turn:
                    return ev.seq - 1, (last_turn if turn > 1 else 1) if last else None
                prev_turn = shown.turn
            at, head = upto, hashes[-1]
        if last_turn is None:
            last_turn = self._shown(setup, *self._seek(setup, n), n).turn
            if last_turn < turn and turn > 1:
                return None, last_turn
        return n, (last_turn if turn > 1 else 1)

    # -- the audit seal ---------------------------------------------------------

    def audited(self, ref: str, fingerprint: str | None = None) -> tuple[bool, str]:
        """Whether match ``ref``'s stored rows are exactly those a clean audit passed on this machine.

        Returns ``(sealed, fingerprint)``: the rows' :meth:`Ledger.fingerprint
        <ledger.store.Ledger.fingerprint>` now, and whether the match's seal
        (stored by :meth:`seal` beside its snapshots, an HMAC with this
        machine's key over the match, the engine version and that
        fingerprint) vouches for it. Any row added, removed or changed since
        (even with its hashes recomputed), a seal moved from another match or
        forged without the key, or no key at all: False, and the caller audits
        in full. Reads every row but decodes none (``fingerprint``: the rows'
        fingerprint, already taken, say by another thread meanwhile).
        """
        led = self.ledger
        match_id = led.resolve(ref)
        if fingerprint is None:
            fingerprint = led.fingerprint(match_id)
        if not snapshot_key() or not led.keeps_snapshots:
            return False, fingerprint
        setup = self._setup(match_id)
        blob = self._seals.pop(match_id, None)  # (the bytes whose noted seqs a glance used: those are checked)
        if blob is None:
            blob = led.snapshot_board(match_id, SEAL_SEQ)
        sealed = (blob is not None and not isinstance(blob, str) and len(blob) >= 32
                  and _noted_seqs(blob[32:]) is not None
                  and hmac.compare_digest(bytes(blob[:32]),
                                          _seal(match_id, setup.codec.version, fingerprint, bytes(blob[32:]))))
        return sealed, fingerprint

    def noted(self, ref: str) -> frozenset[int] | None:
        """The seqs of match ``ref`` the verdict flags or notes something about (:meth:`seal` keeps them in the
        seal's row), as the seal stores them; None where there is no seal that could hold them. A flag or a note
        about an event may be decided at a later event (a reading held, then taken back; a hidden card named
        later): a fold up to that event does not show it, so a replay of these seqs takes the full path.

        Not believed by itself: read before the rows' fingerprint is known, they are bound to it by the seal's
        HMAC, which :meth:`audited` then checks on these very bytes (a caller shows nothing before it has). One
        small row, where finding them otherwise takes the board at the log's end (its notes build up along the
        match: a note about an event may be made at a later one).
        """
        match_id = self.ledger.resolve(ref)
        if not self.ledger.keeps_snapshots:
            return None
        blob = self.ledger.snapshot_board(match_id, SEAL_SEQ)
        if blob is None or isinstance(blob, str) or len(blob) < 32:
            return None
        self._seals[match_id] = bytes(blob)
        return _noted_seqs(blob[32:])

    def seal(self, ref: str, fingerprint: str, noted: Any = ()) -> bool:
        """Record that match ``ref``, whose rows had ``fingerprint`` before it was audited, passed the audit;
        ``noted``: the seqs its verdict flags or notes something about (a violation; what the reading assumed or
        took an event as), kept in the seal's row and bound by its HMAC (:meth:`noted`).

        Stored only if the rows still have that fingerprint (nothing changed
        while it was audited) and this machine has a key; best effort like a
        snapshot (derived data: dropped with the snapshots, replaced when the
        engine changes, not believed once any row of the match changes, as the
        verdict it comes from). Returns whether it was stored.
        """
        led = self.ledger
        match_id = led.resolve(ref)
        if not snapshot_key() or not led.keeps_snapshots or led.fingerprint(match_id) != fingerprint:
            return False
        version = self._setup(match_id).codec.version
        raw = _noted_bytes(noted)
        return led.save_snapshots(match_id, version,
                                  [(SEAL_SEQ, fingerprint, _seal(match_id, version, fingerprint, raw) + raw)])

    def build_snapshots(self, ref: str | None = None) -> int:
        """Fold match ``ref`` (or every match) and store each missing snapshot; returns how many were stored."""
        led = self.ledger
        ids = [led.resolve(ref)] if ref is not None else [m.id for m in led.list_matches()]
        made = 0
        for match_id in ids:
            setup = self._setup(match_id)
            have = led.snapshot_seqs(match_id, setup.codec.version)
            events, hashes = self._read_events(setup, 0, setup.events, setup.hash)
            before = setup.saved
            self._fold(setup, setup.board.copy(), 0, events, hashes, save=True, have=have)
            made += setup.saved - before
        return made

    def check_snapshots(self, ref: str) -> tuple[int, list[str]]:
        """Refold match ``ref`` and compare each stored snapshot of the current engine with it.

        A snapshot not bound to its place (seq, chain hash) and bytes, or whose
        board is not the board the events give there, is dropped. Returns
        (how many were checked, one sentence per snapshot dropped, naming the
        match and seq). Snapshots of other engine versions are never used, so
        they are not checked.
        """
        led = self.ledger
        match_id = led.resolve(ref)
        setup = self._setup(match_id)
        every = led.backend.snapshot_list(match_id)
        listed = [(seq, head) for seq, engine, head in every if engine == setup.codec.version]
        # A seq that is no whole number (a value changed in the file) places the snapshot nowhere: dropped; so is a
        # snapshot of another engine version whose bytes are not those that version bound (its engine's name
        # changed in the file: it would never be used, as an old version's is not; an older format's cannot be
        # checked, and is left to be replaced).
        odd = [seq for seq, _head in listed if type(seq) is not int]
        odd += [seq for seq, engine, head in every if engine != setup.codec.version
                and not _bound_elsewhere(led, match_id, seq, head, engine, setup.codec.version)]
        rows = [(seq, head) for seq, head in listed if type(seq) is int and seq > 0]
        problems: list[str] = [Reason(N_("match {match}: board snapshot at seq {seq}: {why}; dropped"), match=match_id,
                                      seq=repr(seq), why=Reason(N_("its bytes were changed, or it belongs elsewhere")))
                               for seq in odd]
        if odd:
            led.save_snapshots(match_id, setup.codec.version, [], odd)
        if not rows:
            return len(odd), problems
        events, hashes = self._read_events(setup, 0, setup.events, setup.hash)
        wanted = dict(rows)
        board = setup.board.copy()
        view = setup.mod.view
        bad: list[int] = []
        step = setup.mod.step
        for ev, h in zip(events, hashes):
            step(board, ev)
            if ev.seq not in wanted:
                continue
            head = wanted[ev.seq]
            why = None
            blob = led.snapshot_board(match_id, ev.seq)
            if blob is None:
                continue
            if head != h:
                why = Reason(N_("it is bound to another chain hash than the stored event's"))
            else:
                try:
                    stored = setup.codec.decode(unbind(blob, match_id, ev.seq, head, setup.codec.version))
                    if view(stored) != view(board):
                        why = Reason(N_("its board is not the board the events give there (forged)"))
                except ValueError:
                    why = Reason(N_("its bytes were changed, or it belongs elsewhere"))
            if why:
                bad.append(ev.seq)
                problems.append(Reason(N_("match {match}: board snapshot at seq {seq}: {why}; dropped"),
                                       match=match_id, seq=ev.seq, why=why))
        if bad:
            led.save_snapshots(match_id, setup.codec.version, [], bad)
        return len(rows) + len(odd), problems

    # -- internals ------------------------------------------------------------

    def _setup(self, match_id: str) -> _Setup:
        """The match's header, engine, set-up board and snapshot codec (a few kept per seeker)."""
        setup = self._setups.get(match_id)
        if setup is not None:
            self._setups.move_to_end(match_id)
            return setup
        led = self.ledger
        ev = led.read_header(match_id)
        try:
            schema = game_module(ev.game)
            header = msgspec.json.decode(ev.header, type=schema.Header)
            mod = core.engine(ev.game)
            board = None
            if hasattr(mod, "shared_setup") and hasattr(mod.Board, "SNAPSHOT_SHARED"):
                # Snapshots need only what boards share, not the dealt decks: the set-up board is built
                # when a seek has to fold from it.
                codec = core.BoardCodec.from_parts(ev.game, mod.Board, mod.shared_setup(header))
            else:
                from .deckorder import reconcile

                board = mod.new_board(reconcile(ev.game, header)[0], reconciled=True)
                codec = core.BoardCodec(ev.game, board)
        except (LogError, msgspec.MsgspecError, KeyError) as exc:
            raise IntegrityError(f"match {match_id} in {led.name} cannot be set up again: {exc}") from None
        setup = _Setup(match_id, ev.game, mod, header, board, codec, msgspec.json.Decoder(schema.Event),
                       ev.events, ev.hash)
        self._setups[match_id] = setup
        while len(self._setups) > 8:
            self._setups.popitem(last=False)
        return setup

    def _after(self, setup: _Setup, events: list[Any], at: int, head: str) -> Iterator[Any]:
        """``events``, then the stored events after event ``at`` (chain hash ``head``) to the log's end, read a
        chunk at a time as far as they are taken: the next events an engine's ``kept`` reads."""
        yield from events
        n = setup.events
        while at < n:
            upto = min(n, at + max(64, self.every))
            more, hashes = self._read_events(setup, at, upto, head)
            yield from more
            at, head = upto, hashes[-1]

    def _shown(self, setup: _Setup, board: Any, head: str, seq: int) -> Any:
        """The board after event ``seq`` (chain hash ``head``) replay shows: where the engine follows two readings
        there, that of the reading the next events keep (``kept``), as a fold of the file does."""
        kept, pending = getattr(setup.mod, "kept", None), getattr(setup.mod, "pending", None)
        if kept is None or pending is None or not pending(board):
            return board
        return kept(board, self._after(setup, [], seq, head))

    def _turn_at(self, setup: _Setup, seq: int) -> int:
        """The turn of the board after event ``seq``: read from the snapshot at ``seq`` where there is a usable
        one (its binding checked, and its place: the stored event ``seq`` has its chain hash; only its turn
        decoded); else that of the board a seek gives. Where the engine follows two readings on that board
        (``pending``: the snapshot's head says so), it is decoded and the turn is that of the reading the next
        events keep (:meth:`_shown`)."""
        led = self.ledger
        if led.keeps_snapshots and seq >= 1 and seq not in setup.bad:
            for at, head in led.snapshot_heads(setup.match_id, setup.codec.version, seq, 1):
                blob = led.snapshot_board(setup.match_id, at) if at == seq else None
                if blob is not None:
                    try:
                        led.read_events(setup.match_id, at, at, head)
                        turn = setup.codec.turn(unbind(blob, setup.match_id, at, head, setup.codec.version))
                    except (ValueError, HeadMismatch):
                        setup.bad.add(at)  # replaced when a seek folds past it
                        continue
                    if turn is not None:
                        return turn
        return self._shown(setup, *self._seek(setup, seq), seq).turn

    def _load_snapshot(self, setup: _Setup, seq: int) -> tuple[Any, int, str] | None:
        """``(board, seq, chain hash)`` of the nearest usable snapshot at or before ``seq``, if any."""
        led = self.ledger
        if not led.keeps_snapshots or seq < 1:
            return None
        for at, head in led.snapshot_heads(setup.match_id, setup.codec.version, seq, 3):
            if at in setup.bad or at < 1:  # at < 1: the audit seal, no board
                continue
            blob = led.snapshot_board(setup.match_id, at)
            if blob is None:  # gone meanwhile
                continue
            try:
                return setup.codec.decode(unbind(blob, setup.match_id, at, head, setup.codec.version)), at, head
            except ValueError:
                setup.bad.add(at)  # replaced when a seek folds past it
        return None

    def _read_events(self, setup: _Setup, at: int, seq: int, head: str) -> tuple[list[Any], list[str]]:
        """Events ``at+1..seq`` (decoded) and their chain hashes, checked from event ``at``."""
        lines, hashes = self.ledger.read_events(setup.match_id, at, seq, head)
        decode = setup.decoder.decode
        events: list[Any] = []
        for n, line in enumerate(lines, at + 1):
            try:
                events.append(decode(line))
            except msgspec.MsgspecError:
                raise IntegrityError(f"match {setup.match_id} in {self.ledger.name} fails its integrity check: "
                                     f"event seq {n} no longer reads as a match event") from None
        return events, hashes

    def _fold(self, setup: _Setup, board: Any, at: int, events: list[Any], hashes: list[str], *, save: bool,
              have: set[int] | None = None) -> Any:
        """Fold ``events`` onto ``board`` (after event ``at``), storing a snapshot every ``every`` events.

        ``have``: positions that already hold a current snapshot (kept). Returns the board.
        """
        step = setup.mod.step
        every = max(1, self.every)
        save = save and self.ledger.keeps_snapshots
        due = (at // every + 1) * every
        made: list[tuple[int, str, bytes]] = []
        for ev, h in zip(events, hashes):
            step(board, ev)
            if save and ev.seq >= due:
                if have is not None and ev.seq in have:
                    due = (ev.seq // every + 1) * every
                    continue
                blob = setup.codec.encode(board)
                if blob is None:  # this board does not round-trip: try a little later
                    due = ev.seq + max(1, every // 20)
                    continue
                made.append((ev.seq, h, bind(setup.match_id, ev.seq, h, blob, setup.codec.version)))
                due = (ev.seq // every + 1) * every
                if len(made) >= 50:
                    self._save(setup, made)
                    made = []
        if made or (save and setup.bad):
            self._save(setup, made)
        return board

    def _save(self, setup: _Setup, rows: list[tuple[int, str, bytes]]) -> None:
        """Store snapshots and drop the match's stale ones; best effort (a busy or read-only ledger gets none)."""
        if self.ledger.save_snapshots(setup.match_id, setup.codec.version, rows, setup.bad):
            setup.bad.clear()
            setup.saved += len(rows)


def _bound_elsewhere(led: Any, match_id: str, seq: Any, head: Any, engine: Any, current: str) -> bool:
    """Whether a stored snapshot of another engine version than ``current`` is as that version stored it: its
    binding holds for its own engine's name, or it is of an older snapshot format (bound without it, not
    checkable) of the same game. A name of no version of this game and format (a changed byte) fails."""
    game, fmt = current.split("/")[:2]
    parts = engine.split("/") if isinstance(engine, str) else []
    if len(parts) == 3 and parts[0] == game and parts[1].isdigit() and int(parts[1]) < int(fmt):
        return True
    if type(seq) is not int or not isinstance(head, str):
        return False
    blob = led.snapshot_board(match_id, seq)
    try:
        unbind(blob, match_id, seq, head, engine if isinstance(engine, str) else "")
    except ValueError:
        return False
    return True
