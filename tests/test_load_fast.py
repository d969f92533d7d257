"""Loading a stored match in one pass (``intact_match``) is never more lenient than the full audit.

``Ledger.load`` first tries :func:`ledger.audit.intact_match`, which decodes
each row once and only says whether every check holds; at the first doubt
it falls back to :func:`ledger.audit.audit_match`, which names the
problems. These tests break stored rows in every way the audit knows (and
a few hundred random byte flips) and check that the one-pass reader turns
down every set of rows the audit finds a problem in, and gives back the very
lines the audit reads from every set it finds none in.
"""

from __future__ import annotations

import hashlib
import random
import uuid

import msgspec
import pytest
from eventsourcing.persistence import StoredEvent

from ledger.audit import audit_match, in_order, intact_match
from ledger.checkup import header_facts
from ledger.domain import RECORDED_TOPIC, chain_hash
from ledger.errors import IntegrityError, LogError
from ledger.log import MATCH_NAMESPACE, parse_log
from ledger.store import Ledger

from test_store import jsonl


@pytest.fixture
def stored(tmp_path):
    """A ledger holding one 6-event match: (ledger, match id, its rows as stored)."""
    led = Ledger(tmp_path / "l.db")
    match_id = led.import_log(parse_log(jsonl(6, label="table 1"), "table-1.jsonl"))
    rows = led.backend.event_rows(led.app.recorder, uuid.UUID(match_id))
    yield led, match_id, rows
    led.close()


def full_audit(led, match_id, rows) -> tuple[list[str], bytes | None]:
    """What ``load`` found before the one-pass reader: the problems, else the canonical bytes it parsed."""
    found, header, recorded = audit_match(
        led.app.mapper, match_id, [StoredEvent(uuid.UUID(match_id), v, t or RECORDED_TOPIC, s) for v, t, s in rows])
    if header is not None:
        found += [p.message for p in header_facts(match_id, header)]
    if found or header is None:
        return found or ["no header"], None
    data = "\n".join([header.header, *(ev.line for ev in recorded)]) + "\n"
    try:
        return [], parse_log(data.encode(), "x").canonical()
    except LogError as exc:
        return [f"no longer reads as a match log: {exc}"], None


def agrees(led, match_id, rows) -> bool:
    """Check the one-pass reader against the full audit on ``rows``; True when the audit found problems."""
    problems, canonical = full_audit(led, match_id, rows)
    states = in_order(rows)
    fast = led._intact_log(match_id, states) if states is not None else None
    if problems:
        assert fast is None, problems
        return True
    assert fast is not None and fast.canonical() == canonical
    return False


def edit(state: bytes, **fields) -> bytes:
    obj = msgspec.json.decode(state)
    for k, v in fields.items():
        if v is None:
            obj.pop(k, None)
        else:
            obj[k] = v
    return msgspec.json.encode(obj)


def with_row(rows, i, state=None, topic=None, version=None):
    v, t, s = rows[i]
    return [*rows[:i], (version or v, topic or t, state if state is not None else s), *rows[i + 1:]]


def test_an_intact_match_reads_in_one_pass_with_the_audits_lines(stored):
    led, match_id, rows = stored
    assert agrees(led, match_id, rows) is False
    log = led.load(match_id)
    assert log.canonical() == jsonl_canonical()
    assert log.path.endswith(f"#{match_id}") and log.lines == list(range(2, 8))


def jsonl_canonical() -> bytes:
    return parse_log(jsonl(6, label="table 1"), "x").canonical()


def test_every_kind_of_edit_the_audit_finds_is_turned_down(stored):
    led, match_id, rows = stored
    dec = msgspec.json.decode
    cases = []
    for i in range(1, len(rows)):
        st = rows[i][2]
        obj = dec(st)
        cases += [
            with_row(rows, i, edit(st, seq=obj["seq"] + 1)),
            with_row(rows, i, edit(st, prev="0" * 64)),
            with_row(rows, i, edit(st, hash="0" * 64)),
            with_row(rows, i, edit(st, line=obj["line"][:-1] + ',"x":1}')),
            # edited and re-hashed: the next link (or, for the last, the digest) breaks
            with_row(rows, i, edit(st, line=obj["line"] + " ", hash=chain_hash(obj["prev"], obj["line"] + " "))),
            with_row(rows, i, edit(st, timestamp=None)),
            with_row(rows, i, st[:-1]),
            with_row(rows, i, topic="ledger.domain:Match.Imported"),
            [*rows[:i], *rows[i + 1:]],  # deleted
            [*rows[:i], *[(v - 1, t, s) for v, t, s in rows[i + 1:]]],  # deleted, the rest moved down
            with_row(rows, i, version=len(rows) + 5),  # moved away
        ]
        if i + 1 < len(rows):
            cases.append(with_row(with_row(rows, i, rows[i + 1][2]), i + 1, st))  # two events swapped
    head = rows[0][2]
    hobj = dec(head)
    cases += [
        with_row(rows, 0, edit(head, header=hobj["header"].replace("alice", "mallory"))),
        with_row(rows, 0, edit(head, hash="0" * 64)),
        with_row(rows, 0, edit(head, events=hobj["events"] + 1)),
        with_row(rows, 0, edit(head, events=hobj["events"] - 1)),
        with_row(rows, 0, edit(head, digest="0" * 64)),
        with_row(rows, 0, edit(head, game="fftcg")),
        with_row(rows, 0, edit(head, imported_at="1999-01-01T00:00:00+00:00")),
        with_row(rows, 0, head[:-2]),
        with_row(rows, 0, topic=RECORDED_TOPIC),
        [(1, None, rows[0][2]), *rows[1:]],  # the header stored under the events' topic, as a backend reads it
        rows[1:],  # the header deleted
        rows[:-1],  # the last event deleted
        [*rows, (len(rows) + 1, RECORDED_TOPIC, rows[-1][2])],  # an event added
        [],
    ]
    # A whole chain rewritten consistently, header and digest too: it no longer hashes to its id.
    forged, prev = [], None
    for v, t, s in rows:
        obj = dec(s)
        if v == 1:
            obj["header"] = obj["header"].replace("table 1", "table 2")
            obj["hash"] = prev = chain_hash("", obj["header"])
            lines = [obj["header"]]
        else:
            obj["prev"], obj["hash"] = prev, chain_hash(prev, obj["line"])
            prev = obj["hash"]
            lines.append(obj["line"])
        forged.append((v, t, msgspec.json.encode(obj)))
    hobj = dec(forged[0][2])
    hobj["digest"] = hashlib.sha256(("\n".join(lines) + "\n").encode()).hexdigest()
    forged[0] = (1, forged[0][1], msgspec.json.encode(hobj))
    assert str(uuid.uuid5(MATCH_NAMESPACE, hobj["digest"])) != match_id
    cases.append(forged)
    found = [agrees(led, match_id, c) for c in cases]
    assert sum(found) == len(cases), "every case is a problem the audit reports"


def test_random_byte_flips_are_never_let_through(stored):
    led, match_id, rows = stored
    rng = random.Random(14)
    found = 0
    for _ in range(400):
        i = rng.randrange(len(rows))
        state = bytearray(rows[i][2])
        for _k in range(rng.choice([1, 1, 2, 3])):
            state[rng.randrange(len(state))] ^= 1 << rng.randrange(8)
        found += agrees(led, match_id, with_row(rows, i, bytes(state)))
    assert found >= 350  # a few flips land where the audit cannot see them (JSON whitespace, say): agreed too


def test_load_of_a_tampered_match_says_what_the_audit_says(ledger_db):
    with Ledger(ledger_db.target) as led:
        match_id = led.import_log(parse_log(jsonl(5), "round-1.jsonl"))
        state = ledger_db.state(match_id, 4)
        state["seq"] = 7
        ledger_db.set_state(match_id, 4, msgspec.json.encode(state))
        with pytest.raises(IntegrityError) as info:
            led.load(match_id)
        assert str(info.value) == (f"match {match_id} in {led.name} fails its integrity check: "
                                   "event seq 3: its seq was changed to 7")
        assert led.load(match_id, check=False).canonical() == parse_log(jsonl(5), "x").canonical()


def test_a_header_field_renamed_by_a_flipped_bit_is_reported_not_raised(ledger_db):
    with Ledger(ledger_db.target) as led:
        match_id = led.import_log(parse_log(jsonl(3), "round-1.jsonl"))
        ledger_db.set_state(match_id, 1, ledger_db.state_bytes(match_id, 1).replace(b'"imported_at"', b'"imported_as"'))
        assert led.check_integrity(match_id) == [
            f"match {match_id}: header: its stored bytes were changed and can no longer be read"]
        with pytest.raises(IntegrityError, match="header: its stored bytes were changed"):
            led.load(match_id)


def test_a_header_whose_time_is_gone_is_a_finding_for_both_readers(stored):
    """A flipped bit that renames the header's ``timestamp`` key left the audit comparing None with None."""
    led, match_id, rows = stored
    renamed = rows[0][2].replace(b'"timestamp"', b'"timgstamp"', 1)
    problems, _canonical = full_audit(led, match_id, with_row(rows, 0, renamed))
    assert any("header: its stored bytes were changed" in p for p in problems)
    assert agrees(led, match_id, with_row(rows, 0, renamed)) is True


# --- the parse of the stored lines: the trusting path gives what the line-by-line parse gives ---------------


def parsed_both_ways(lines: list[bytes]):
    """(parse_lines, parse_log of the lines joined) of ``lines``: each a log's canonical bytes and lines, or its
    error."""
    from ledger.log import parse_lines

    def outcome(fn):
        try:
            log = fn()
        except LogError as exc:
            return str(exc)
        return log.game, log.canonical(), log.lines, log.closing, log.path

    return (outcome(lambda: parse_lines(lines, "db#m")),
            outcome(lambda: parse_log(b"\n".join(lines) + b"\n", "db#m")))


def sample_lines() -> list[list[bytes]]:
    from pathlib import Path

    samples = sorted((Path(__file__).resolve().parent.parent / "sample_logs").rglob("*.jsonl"))
    return [parse_log(p.read_bytes(), str(p)).canonical().split(b"\n")[:-1] for p in samples]


def test_the_stored_lines_of_every_sample_parse_in_one_pass_as_line_by_line():
    from ledger.log import _parse_canonical

    for lines in sample_lines():
        assert _parse_canonical(lines, "db#m") is not None  # the trusting path took them
        fast, slow = parsed_both_ways(lines)
        assert fast == slow


def test_lines_a_ledger_never_holds_give_the_line_by_line_parse_and_its_errors():
    from ledger.log import _parse_canonical

    lines = parse_log(jsonl(6, label="table 1"), "x").canonical().split(b"\n")[:-1]
    obj = msgspec.json.decode(lines[3])
    variants = {
        "blank line": [*lines[:3], b"", *lines[3:]],
        "spaces only": [*lines[:3], b"   ", *lines[3:]],
        "a BOM": [b"\xef\xbb\xbf" + lines[0], *lines[1:]],
        "a closing line": [*lines, closing_of(lines)],
        "seq repeated": [*lines[:3], lines[2], *lines[4:]],
        "seq left out": [*lines[:3], *lines[4:]],
        "unseated player": [*lines[:3], msgspec.json.encode({**obj, "player": "mallory"}), *lines[4:]],
        "unknown type": [*lines[:3], msgspec.json.encode({**obj, "type": "Nope"}), *lines[4:]],
        "two objects on a line": [*lines[:3], lines[3] + b" " + lines[4], *lines[5:]],
        "not JSON": [*lines[:3], lines[3][:-1], *lines[4:]],
        "header only": lines[:1],
        "wrong version": [lines[0].replace(b'"version":1', b'"version":2'), *lines[1:]],
        "unknown game": [lines[0].replace(b'"chrono-clash"', b'"chess"'), *lines[1:]],
        "no lines": [],
    }
    for name, variant in variants.items():
        fast, slow = parsed_both_ways(variant)
        assert fast == slow, name
        if name not in ("header only", "spaces only", "blank line", "a BOM", "a closing line"):
            assert isinstance(slow, str), name  # each of these is an error, named the same by both
    assert _parse_canonical(lines[:1], "x") is not None  # a match of no events still takes the trusting path


def closing_of(lines: list[bytes]) -> bytes:
    from ledger.log import closing_line

    data = b"\n".join(lines) + b"\n"
    return closing_line(len(lines) - 1, hashlib.sha256(data).hexdigest())


# --- the backend's own read of a whole match's states (``Backend.intact_states``) ---------------------------


def test_the_states_read_alone_are_the_rows_states_and_any_odd_row_makes_them_none(ledger_db):
    """SQLite reads the states alone and leaves the versions and topics to SQL: every way a row can be out of
    place (another topic, a version moved, one missing, one before the header) gives None, and
    ``load`` then says what the audit says."""
    from ledger.domain import IMPORTED_TOPIC

    db = ledger_db
    with Ledger(db.target) as led:
        ids = [led.import_log(parse_log(jsonl(6, label=f"table {k}"), f"t{k}.jsonl")) for k in range(8)]
        rec = led.app.recorder

        def states(match_id):
            return led.backend.intact_states(rec, match_id)

        assert led.load(ids[7]).canonical() == parse_log(jsonl(6, label="table 7"), "x").canonical()
        for match_id in ids:
            assert states(match_id) == in_order(led.backend.event_rows(rec, uuid.UUID(match_id)))
            assert len(states(match_id)) == 7
        assert states("0" * 8 + ids[0][8:]) is None  # not in the index
        header = db.state_bytes(ids[6], 1)
        last = db.state_bytes(ids[7], 7)
        where = "WHERE originator_id = ? AND originator_version = ?"
        db.tamper(f"UPDATE {{events}} SET topic = ? {where}", IMPORTED_TOPIC, db.id_param(ids[0]), 4)
        db.tamper(f"UPDATE {{events}} SET topic = ? {where}", RECORDED_TOPIC, db.id_param(ids[1]), 1)
        db.tamper(f"UPDATE {{events}} SET originator_version = 20 {where}", db.id_param(ids[2]), 4)
        db.tamper(f"DELETE FROM {{events}} {where}", db.id_param(ids[3]), 4)
        db.tamper(f"UPDATE {{events}} SET originator_version = -1 {where}", db.id_param(ids[4]), 2)
        db.tamper("INSERT INTO {events} (originator_id, originator_version, topic, state) VALUES (?, 0, ?, ?)",
                  db.id_param(ids[5]), RECORDED_TOPIC, header)
        db.tamper(f"UPDATE {{events}} SET topic = ? {where}", "ledger.domain:Match.Renamed", db.id_param(ids[6]), 3)
        for match_id in ids[:7]:
            assert states(match_id) is None, ids.index(match_id)
            with pytest.raises(IntegrityError, match=f"match {match_id} in .* fails its integrity check"):
                led.load(match_id)
        assert led.check_integrity(ids[5]) == [
            f"match {ids[5]}: a row stored at version 0, before the header, is not part of the match as imported"]
        # The last event deleted leaves rows in order: the states come back, and the header's count turns them
        # down. One added after it again leaves a hole.
        db.tamper(f"DELETE FROM {{events}} {where}", db.id_param(ids[7]), 7)
        assert len(states(ids[7])) == 6
        with pytest.raises(IntegrityError, match="event seq 6 is missing"):
            led.load(ids[7])
        db.tamper("INSERT INTO {events} (originator_id, originator_version, topic, state) VALUES (?, 8, ?, ?)",
                  db.id_param(ids[7]), RECORDED_TOPIC, last)
        assert states(ids[7]) is None
        with pytest.raises(IntegrityError, match="event seq 6 is missing"):
            led.load(ids[7])
