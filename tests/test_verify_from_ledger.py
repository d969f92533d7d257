"""Verifying a stored match says what verifying its log file says, for every sample log of every game.

``Ledger.load`` reads a match through its one-pass audit and the trusting
parse of its stored lines (``ledger/audit.py: intact_match``,
``ledger/log.py: _parse_canonical``); these tests hold what comes out of it
to what ``read_log`` gives for the file: the same events and lines, the same
verdict (every violation, its rule, seq and message; the winner, the
notes), and the same row of a round's table.
"""

from __future__ import annotations

import uuid
from pathlib import Path

import msgspec
import pytest

from cli.batch import verify_ref
from ledger.log import read_log
from ledger.store import Ledger
from projections import core

SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs"
LOGS = sorted(SAMPLES.rglob("*.jsonl"))


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    """Every sample log imported into one ledger: (ledger file, {path: match id})."""
    db = tmp_path_factory.mktemp("samples") / "samples.db"
    with Ledger(db) as led:
        results = led.import_logs([read_log(p) for p in LOGS])
    return str(db), {p: r.match_id for p, r in zip(LOGS, results)}


def test_every_game_and_both_kinds_of_sample_are_covered():
    assert {p.relative_to(SAMPLES).parts[0] for p in LOGS} == {"chrono_clash", "force_of_will", "fftcg"}
    assert sum("illegal" in p.parts for p in LOGS) >= 20 and sum("illegal" not in p.parts for p in LOGS) >= 13


@pytest.mark.parametrize("path", LOGS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_stored_sample_verifies_as_its_file_does(stored, path):
    db, ids = stored
    match_id = ids[path]
    from_file = read_log(path)
    with Ledger(db) as led:
        from_ledger = led.load(match_id)
    assert from_ledger.canonical() == from_file.canonical()
    assert from_ledger.game == from_file.game and len(from_ledger.lines) == len(from_file.events)
    assert from_ledger.events == from_file.events and from_ledger.header == from_file.header
    want = core.verify(from_file)
    got = core.verify(from_ledger, match=match_id)
    assert want.match == match_id
    assert msgspec.to_builtins(got) == msgspec.to_builtins(want)
    assert got.clean == ("illegal" not in path.parts)


def test_a_round_row_is_the_same_from_the_ledger_and_from_the_file(stored):
    db, ids = stored
    for path in LOGS:
        from_file = verify_ref(str(path), db)
        from_ledger = verify_ref(ids[path], db)
        assert from_file.verdict in ("clean", "violations"), from_file.error
        assert {**from_ledger.row(), "ref": ""} == {**from_file.row(), "ref": ""}


def test_a_whole_id_reads_in_one_query_and_gives_what_a_prefix_gives(ledger_db):
    """``load`` of a whole id asks the index and the rows at once (``Backend.indexed_event_rows``)."""
    from ledger.errors import StoreError

    path = LOGS[0]
    with Ledger(ledger_db.target) as led:
        match_id = led.import_log(read_log(path))
        assert led.backend.indexed_event_rows(led.app.recorder, match_id) == led.backend.event_rows(
            led.app.recorder, uuid.UUID(match_id))
        whole = led.load(match_id)
        assert whole.canonical() == led.load(match_id[:8]).canonical() == read_log(path).canonical()
        assert whole.path == f"{led.name}#{match_id}"
        other = "0" * 8 + match_id[8:]
        assert led.backend.indexed_event_rows(led.app.recorder, other) == []
        with pytest.raises(StoreError, match="no match"):
            led.load(other)
