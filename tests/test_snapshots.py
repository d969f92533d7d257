"""Board snapshots (projections.seek.Seeker over a Ledger): derived data that changes nothing but speed.

A board restored from a snapshot and folded on equals the board folded from
set-up, at every position of several matches of each game; a snapshot of
another engine version, an unreadable one or a misplaced one is ignored and
replaced; dropping them all changes nothing; the events table is never touched.

Each test that takes ``db`` runs on SQLite and on PostgreSQL (``ledger_db``
in tests/pg_fixtures.py).
"""

from __future__ import annotations

import importlib
import json
import uuid
from pathlib import Path
from typing import Any

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.errors import IntegrityError, StoreError
from ledger.log import dump_log, parse_log, read_log
from ledger.store import Ledger, chain_hash
from projections import core
from projections.seek import SNAPSHOT_EVERY, Seeker

ROOT = Path(__file__).resolve().parent.parent
GAMES = {"chrono-clash": "chrono_clash", "force-of-will": "force_of_will", "fftcg": "fftcg"}
EVERY = 4  # small, so that every match has many snapshots


def simulated(game: str, seed: int):
    selfplay = importlib.import_module(f"projections.{GAMES[game]}.selfplay")
    header, events = selfplay.simulate(seed, 2)
    return parse_log(dump_log(header, events), f"{game}-sim-{seed}.jsonl")


def matches(game: str) -> list:
    """The legal sample logs of a game and two simulated matches."""
    samples = sorted((ROOT / "sample_logs" / GAMES[game]).glob("*.jsonl"))
    return [read_log(p) for p in samples] + [simulated(game, 1), simulated(game, 2)]


def state(board):
    """A board's whole state: what ``copy()`` keeps (not memos) and does not share (not card definitions
    or shared memos); boards compare field by field (sets as sets, dicts by content)."""
    twin = board.copy()
    shared = {f: type(getattr(board, f))() for f in type(board).__struct_fields__
              if isinstance(getattr(board, f), (dict, list, set)) and getattr(twin, f) is getattr(board, f)}
    return msgspec.structs.replace(twin, **shared)


def full_fold(log) -> list:
    """The state after set-up and after every event, folded from set-up."""
    out = [state(core.new_board(log))]
    out += [state(board) for _ev, board, _found in core.replay(log)]
    return out


def snapshot_rows(db) -> list[tuple]:
    rows = db.execute("SELECT match_id, seq, engine, head, board FROM board_snapshots ORDER BY match_id, seq")
    return [(m, s, e, h, bytes(b)) for m, s, e, h, b in rows]


def count(db, table: str) -> int:
    return db.count(db.events if table == "stored_events" else table)


@pytest.fixture
def db(ledger_db):
    """The ledger's database, SQLite then PostgreSQL, with raw access behind matchledger's back."""
    return ledger_db


def open_ledger(db) -> Ledger:
    return Ledger(db.target)


class StepCounter:
    """Counts the events an engine folds (wraps ``step`` on the engine module)."""

    def __init__(self, monkeypatch, game: str):
        self.n = 0
        mod = core.engine(game)
        real = mod.step

        def counting(board, ev):
            self.n += 1
            return real(board, ev)

        monkeypatch.setattr(mod, "step", counting)


# --- snapshot + fold == full fold ---------------------------------------------------


@pytest.mark.parametrize("game", sorted(GAMES))
def test_snapshot_plus_fold_equals_the_full_fold_at_every_position(game, db):
    logs = matches(game)
    assert len(logs) >= 4
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        ids = [r.match_id for r in led.import_logs(logs)]
        assert seek.build_snapshots() > 0
        for log, match_id in zip(logs, ids):
            expected = full_fold(log)
            n = len(log.events)
            stored = {seq for mid, seq, *_ in snapshot_rows(db) if mid == match_id}
            assert n < EVERY or stored, f"{log.path}: no snapshot stored"
            # Every position, in an order that seeks back and forth across snapshots.
            for seq in sorted(range(n + 1), key=lambda k: (k * 7919) % (n + 1)):
                assert state(seek.board_at(match_id, seq)) == expected[seq], f"{log.path} seq {seq}"
            assert state(seek.board_at(match_id, n, snapshots=False)) == expected[n]
            # The board handed out is the caller's: changing it changes no later seek.
            board = seek.board_at(match_id, n)
            board.seats.clear()
            assert state(seek.board_at(match_id, n)) == expected[n]
        assert led.check_integrity() == []


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_board_declares_what_copy_shares_and_the_engine_gives_it_without_dealing(game):
    """Board.SNAPSHOT_SHARED / SNAPSHOT_INDEXES are what BoardCodec finds on a real set-up board, and
    shared_setup(header) gives the same values as the set-up board holds."""
    mod = core.engine(game)
    for log in matches(game)[:3]:
        setup = core.new_board(log)
        found = core.BoardCodec(game, setup)
        assert list(found.shared) == list(mod.Board.SNAPSHOT_SHARED)
        assert found.derived == list(mod.Board.SNAPSHOT_INDEXES)
        parts = mod.shared_setup(log.header)
        assert {f: parts[f] for f in mod.Board.SNAPSHOT_SHARED} == found.shared


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_fresh_ledger_seeks_a_snapshot_without_dealing_the_match(game, db, monkeypatch):
    log = simulated(game, 5)
    n = len(log.events)
    expected = full_fold(log)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        (match_id,) = [r.match_id for r in led.import_logs([log])]
        assert seek.build_snapshots() > 0
    mod = core.engine(game)
    real = mod.new_board
    dealt = []
    monkeypatch.setattr(mod, "new_board", lambda header, **kw: dealt.append(1) or real(header, **kw))
    at = max(seq for mid, seq, *_ in snapshot_rows(db) if mid == match_id)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        assert state(seek.board_at(match_id, at)) == expected[at]
        assert dealt == []  # a snapshot and the shared parts were enough
        assert state(seek.board_at(match_id, min(2, n))) == expected[min(2, n)]
        assert dealt == [1]  # before the first snapshot: folded from the set-up board, built once


@pytest.mark.parametrize("game", sorted(GAMES))
def test_seeks_build_the_snapshots_they_fold_past(game, db):
    log = simulated(game, 3)
    n = len(log.events)
    expected = full_fold(log)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        assert snapshot_rows(db) == []
        assert state(seek.board_at(match_id, n // 2)) == expected[n // 2]
        built = [seq for _m, seq, *_ in snapshot_rows(db)]
        assert built and max(built) <= n // 2
        for seq in range(n, -1, -3):
            assert state(seek.board_at(match_id, seq)) == expected[seq]
        assert max(seq for _m, seq, *_ in snapshot_rows(db)) > n // 2


def test_a_seek_folds_only_the_events_after_the_nearest_snapshot(db, monkeypatch):
    log = simulated("fftcg", 1)
    n = len(log.events)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        seek.build_snapshots()
        steps = StepCounter(monkeypatch, "fftcg")
        seek.board_at(match_id, n)
        assert steps.n < 2 * EVERY
        steps.n = 0
        seek.board_at(match_id, n, snapshots=False)
        assert steps.n == n


def test_snapshots_are_bound_to_the_engine_version_and_the_chain(db):
    log = simulated("force-of-will", 1)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        seek.build_snapshots()
    rows = snapshot_rows(db)
    assert rows and {r[0] for r in rows} == {match_id}
    assert {r[2] for r in rows} == {core.engine_version("force-of-will")}
    assert core.engine_version("force-of-will").startswith(f"force-of-will/{core.SNAPSHOT_FORMAT}/")
    # Each snapshot names the chain hash of the event it was folded to.
    lines = log.canonical().decode().splitlines()
    hashes = [chain_hash("", lines[0])]
    for line in lines[1:]:
        hashes.append(chain_hash(hashes[-1], line))
    assert all(head == hashes[seq] for _m, seq, _e, head, _b in rows)
    assert all(seq % EVERY == 0 for _m, seq, *_ in rows)
    assert SNAPSHOT_EVERY == 100  # the default interval (docs/performance.md)


# --- stale, unreadable and misplaced snapshots ---------------------------------------------


def test_a_snapshot_of_another_engine_version_is_ignored_and_rebuilt(db, monkeypatch):
    log = simulated("chrono-clash", 2)
    n = len(log.events)
    expected = full_fold(log)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        seek.build_snapshots()
    before = snapshot_rows(db)
    # An older engine folded these snapshots, and folded them differently: each holds the first one's board.
    db.execute("UPDATE board_snapshots SET engine = 'chrono-clash/0/older-engine', board = ?", before[0][4])
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        steps = StepCounter(monkeypatch, "chrono-clash")
        assert state(seek.board_at(match_id, n)) == expected[n]
        assert steps.n == n  # nothing usable: folded from set-up
    after = snapshot_rows(db)
    assert {r[2] for r in after} == {core.engine_version("chrono-clash")}  # the old ones are gone
    assert [(r[1], r[3], r[4]) for r in after] == [(r[1], r[3], r[4]) for r in before]  # rebuilt the same
    # A new engine version (its code changed) ignores and replaces the current ones in turn.
    monkeypatch.setattr(core, "engine_version", lambda game: f"{game}/{core.SNAPSHOT_FORMAT}/a-newer-engine")
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        steps.n = 0
        assert state(seek.board_at(match_id, n)) == expected[n]
        assert steps.n == n
        assert {r[2] for r in snapshot_rows(db)} == {f"chrono-clash/{core.SNAPSHOT_FORMAT}/a-newer-engine"}
        steps.n = 0
        assert state(seek.board_at(match_id, n)) == expected[n]
        assert steps.n < EVERY


def test_an_unreadable_snapshot_is_ignored_and_replaced(db, monkeypatch):
    log = simulated("fftcg", 2)
    n = len(log.events)
    expected = full_fold(log)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        seek.build_snapshots()
    last = max(seq for _m, seq, *_ in snapshot_rows(db))
    db.execute("UPDATE board_snapshots SET board = ? WHERE seq = ?", bytes.fromhex("789c0300"), last)  # empty zlib
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        assert state(seek.board_at(match_id, last)) == expected[last]
        assert state(seek.board_at(match_id, n)) == expected[n]
    repaired = {seq: blob for _m, seq, _e, _h, blob in snapshot_rows(db)}
    assert last in repaired and repaired[last] != bytes.fromhex("789c0300")


def test_a_snapshot_moved_to_another_position_is_not_trusted(db):
    log = simulated("force-of-will", 2)
    expected = full_fold(log)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        seek.build_snapshots()
    seqs = sorted(seq for _m, seq, *_ in snapshot_rows(db))
    a, b = seqs[-2], seqs[-1]
    # the board of seq a now claims to be the board of seq b
    db.execute("DELETE FROM board_snapshots WHERE seq = ?", b)
    db.execute("UPDATE board_snapshots SET seq = ? WHERE seq = ?", b, a)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        assert state(seek.board_at(match_id, b)) == expected[b]


def test_a_turn_search_reads_only_snapshots_in_their_place(db):
    """The search by turn reads only the turn of a snapshot: one moved (its binding broken) or bound to
    another event's chain hash (a board of elsewhere, rebound with this machine's key) is not believed.
    Each holds the board of an early turn, which would send the search past the turn's start."""
    from cli.walk import seq_of_turn
    from projections.seek import bind, unbind

    log = simulated("fftcg", 2)
    with open_ledger(db) as led:
        match_id = led.import_log(log)
        Seeker(led, every=EVERY).build_snapshots()
    rows = {seq: (head, blob) for _m, seq, _e, head, blob in snapshot_rows(db) if seq > 0}
    engine = core.engine_version("fftcg")
    seqs = sorted(rows)
    first = seqs[0]  # its board is of an early turn: believed later on, it would send the search too far
    for k, seq in enumerate(seqs[1:-1]):  # the last one kept: the board at the end is sought from it
        if k % 2:  # moved: the first board's row now claims this place (its binding no longer holds)
            db.execute("UPDATE board_snapshots SET board = ? WHERE seq = ?", rows[first][1], seq)
        else:  # the first board bound here, but to the first event's chain hash
            raw = unbind(rows[first][1], match_id, first, rows[first][0], engine)
            db.execute("UPDATE board_snapshots SET head = ?, board = ? WHERE seq = ?", rows[first][0],
                       bind(match_id, seq, rows[first][0], raw, engine), seq)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        last = seek.board_at(match_id, len(log.events)).turn
        assert last > 3
        for turn in range(2, last + 1):
            assert seek.turn_start(match_id, turn) == (seq_of_turn(log, turn), last), turn


class _Tally(msgspec.Struct):
    """A board with a field typed Any, as an engine might have."""

    defs: dict
    moves: list[Any]

    def copy(self) -> "_Tally":
        return _Tally(defs=self.defs, moves=list(self.moves))


def test_a_board_that_would_not_come_back_equal_gets_no_snapshot():
    codec = core.BoardCodec("fftcg", _Tally(defs={"a": 1}, moves=[]))
    assert codec.encode(_Tally(defs={"a": 1}, moves=[(1, 2)])) is None  # a tuple would come back a list
    blob = codec.encode(_Tally(defs={"a": 1}, moves=[[1, 2], "x"]))
    assert codec.decode(blob) == _Tally(defs={"a": 1}, moves=[[1, 2], "x"])
    assert codec.decode(blob).defs is codec.setup.defs  # shared with set-up, not stored
    # FFTCG stack items keep their effects in a field typed Any (structs would come back as dicts):
    # those positions get no snapshot, every other one round-trips.
    log = simulated("fftcg", 1)
    codec = core.BoardCodec("fftcg", core.new_board(log))
    for _ev, board, _found in core.replay(log):
        blob = codec.encode(board)
        if blob is None:
            assert any(item.effects for item in board.stack)
        else:
            assert state(codec.decode(blob)) == state(board)


# --- dropping them changes nothing ---------------------------------------------------------


def test_deleting_the_snapshots_changes_nothing_but_speed(db, monkeypatch):
    logs = [simulated(game, 4) for game in sorted(GAMES)]
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        ids = [r.match_id for r in led.import_logs(logs)]
        events_before = count(db, "stored_events")
        assert seek.build_snapshots() > 0
        assert count(db, "stored_events") == events_before
        with_snapshots = [[state(seek.board_at(mid, seq)) for seq in range(len(log.events) + 1)]
                          for log, mid in zip(logs, ids)]
        assert led.drop_snapshots() > 0
        assert snapshot_rows(db) == []
        steps = StepCounter(monkeypatch, "fftcg")
        fftcg = next(i for i, log in enumerate(logs) if log.game == "fftcg")
        n = len(logs[fftcg].events)
        assert state(seek.board_at(ids[fftcg], n)) == with_snapshots[fftcg][n]
        assert steps.n == n  # slower: folded from set-up
        for log, mid, boards in zip(logs, ids, with_snapshots):
            assert [state(seek.board_at(mid, seq, snapshots=False)) for seq in range(len(log.events) + 1)] == boards
        assert led.check_integrity() == []
    # Even the table may go: the ledger makes it again.
    db.execute("DROP TABLE board_snapshots")
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        for log, mid, boards in zip(logs, ids, with_snapshots):
            assert state(seek.board_at(mid, len(log.events))) == boards[-1]
        assert led.check_integrity() == []
        assert [m.id for m in led.list_matches()] == ids
    assert count(db, "stored_events") == events_before


def test_snapshots_are_not_events(db):
    log = simulated("chrono-clash", 1)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        rows = count(db, "stored_events")
        seek.build_snapshots()
        assert count(db, "stored_events") == rows
        assert led.load(match_id).canonical() == log.canonical()
        assert len(list(led.app.events.get(uuid.UUID(match_id)))) == len(log.events) + 1
    # Snapshots may be replaced or dropped; the events may not.
    db.execute("DELETE FROM board_snapshots")
    with pytest.raises(db.error, match="immutable"):
        db.execute("DELETE FROM {events}")


# --- errors ---------------------------------------------------------------------------------


def test_a_seq_beyond_the_match_or_an_unknown_match_is_refused(db):
    log = simulated("fftcg", 1)
    n = len(log.events)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        with pytest.raises(StoreError, match=f"has {n} events"):
            seek.board_at(match_id, n + 1)
        with pytest.raises(StoreError, match="no match"):
            seek.board_at("0000" if not match_id.startswith("0000") else "ffff", 1)


def test_an_edited_event_after_the_snapshot_is_an_integrity_error(db):
    log = simulated("fftcg", 1)
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        match_id = led.import_log(log)
        seek.build_snapshots()
    snap = sorted(seq for _m, seq, *_ in snapshot_rows(db))[-2]
    target = snap + 1  # the seek to it folds on from the snapshot at snap
    version = target + 1
    stored = db.state(match_id, version)
    stored["line"] = stored["line"].replace('"seq":', '"seq": ')
    db.set_state(match_id, version, msgspec.json.encode(stored))
    with open_ledger(db) as led:
        seek = Seeker(led, every=EVERY)
        with pytest.raises(IntegrityError, match=f"event seq {target}"):
            seek.board_at(match_id, target)
        assert any(f"event seq {target}" in p for p in led.check_integrity())


# --- the CLI ---------------------------------------------------------------------------------


def test_replay_at_from_the_ledger_is_the_replay_of_the_file(tmp_path, db):
    log = simulated("fftcg", 5)
    path = tmp_path / "match.jsonl"
    path.write_bytes(log.canonical())
    runner = CliRunner()
    out = runner.invoke(cli, ["import", str(path), "--db", db.target, "--json"])
    assert out.exit_code == 0, out.output
    match_id = json.loads(out.stdout)[0]["match"]
    n = len(log.events)
    for seq in (1, n // 2, n - 1, n):
        for extra in ([], ["--json"], ["--as", "bob"]):
            stored = runner.invoke(cli, ["replay", match_id[:8], "--at", str(seq), "--db", db.target, *extra])
            assert stored.exit_code == 0, stored.output
            from_file = runner.invoke(cli, ["replay", str(path), "--at", str(seq), *extra])
            assert stored.stdout.replace(match_id, "ID") == from_file.stdout.replace(match_id, "ID")
    assert n < SNAPSHOT_EVERY or snapshot_rows(db)  # the seeks stored snapshots on the way
    beyond = runner.invoke(cli, ["replay", match_id, "--at", str(n + 1), "--db", db.target])
    assert beyond.exit_code == 2 and f"{n} events" in beyond.stderr


def test_one_object_held_twice_gets_no_snapshot_and_indexes_are_rebuilt(monkeypatch):
    # msgpack would give back two objects for one: a board whose copy() keeps one object in two
    # places (not an index over another field) gets no snapshot.
    log = simulated("force-of-will", 1)
    board = core.board_at(log, 40)
    codec = core.BoardCodec("force-of-will", core.new_board(log))
    assert codec.encode(board) is not None
    a, b = list(board.cards)[:2]
    board.cards[b] = board.cards[a]
    monkeypatch.setattr(type(board), "copy", lambda self: self)  # an engine whose copy keeps that
    assert codec.encode(board) is None
    monkeypatch.undo()
    # An index over another field's structs (Chrono Clash's seats by id, if the engine keeps one)
    # is left out of the snapshot and rebuilt by copy(): it points into the restored board.
    log = simulated("chrono-clash", 1)
    board = core.board_at(log, len(log.events))
    codec = core.BoardCodec("chrono-clash", core.new_board(log))
    restored = codec.decode(codec.encode(board))
    assert state(restored) == state(board)
    for field in codec.derived:
        index = getattr(restored, field)
        held = {id(x) for f in type(restored).__struct_fields__ if f != field and f not in codec.shared
                for x in core._items(getattr(restored, f))}
        assert all(id(x) in held for x in core._items(index))


def test_a_snapshot_head_says_where_the_engine_follows_two_readings():
    # FFTCG's draw read two ways (an extra draw, the next turn begun): the turn replay shows there is the kept
    # reading's, so a snapshot's head never gives the engine's turn there (None: a search by turn decodes the
    # board and asks ``kept``, projections.seek._turn_at); such a board mostly gets no snapshot at all (the other
    # reading's board it holds shares the set-up's containers).
    log = read_log(ROOT / "tests" / "logs" / "fftcg_qa31" / "X_m1_cut.jsonl")
    codec = core.BoardCodec("fftcg", core.new_board(log))
    mod = core.engine("fftcg")
    seen = []
    for ev, board, _found in core.replay(log):
        blob = codec.encode(board)
        seen.append(mod.pending(board))
        if blob is not None:
            assert codec.turn(blob) == (None if mod.pending(board) else board.turn), ev.seq
    assert seen[-1] and not any(seen[:-1])  # the last draw, and only it, is read two ways
