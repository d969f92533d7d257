"""Round 39 (qa39e F1, high): a stored replay left out a flag decided at a later event.

F1. Some violations are decided at a later event than their own: CCS holds a no-defender attack in a match of
    three or more and takes the reading back when the players play on (tests/logs/quick_qa39/
    ccs-3p-held-attack-taken-back-FAULT-at-35.jsonl, ``ccs.attack.target-not-enemy`` at 35, decided at 39; the
    same log as ccs_qa36a/lang-drake-3p-own-lancer-str5-forced-target.jsonl); FFTCG judges a block by a forward
    once a later event names the card that broke it (fftcg-block-by-cecil-broken-earlier-FAULT-at-163.jsonl,
    ``fftcg.block.not-a-forward`` at 163, decided at 192) and a party's split once the members' fates show
    (C_party_split_exceeds_blocker_power.jsonl, ``fftcg.block.split`` at 30). Once a stored match was sealed,
    ``replay ID --at N`` (and ``--before N``, ``--as``, ``--json``) printed the board at N without its
    ``FLAGGED:`` line and the rule's words: the quick path judged whether event N was flagged by stepping it on the
    board before it, the fold up to N alone. ``replay LOG --at N``, the first stored replay and ``explain`` were
    right. Now the full replay that seals the match keeps every seq its verdict flags, with the seqs it notes, in
    the seal's row (bound by the seal's HMAC, as the noted seqs were); the quick path sends those seqs to the full
    path, which prints the verdict's flags. A seal of this round's first form (the noted seqs alone) is not
    believed and is made again by one full replay. The clean twins (the same logs without the fault) are still
    read quickly, with no load of the whole match.
"""

from __future__ import annotations

import hashlib
import hmac
from pathlib import Path

import pytest

import projections.seek as seek_module
from ledger.store import Ledger
from projections.seek import Seeker
from test_replay_fast import Loads, imported, run
from test_speed_qa39 import _put_seal, _seal_row

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests/logs/quick_qa39"

#: (log, the flagged seq decided at a later event, its rule, a seat to view it as)
FAULTS = [
    ("ccs-3p-held-attack-taken-back-FAULT-at-35.jsonl", 35, "ccs.attack.target-not-enemy", "bob"),
    ("lang-drake-3p-own-lancer-str5-forced-target.jsonl", 35, "ccs.attack.target-not-enemy", "alice"),
    ("fftcg-block-by-cecil-broken-earlier-FAULT-at-163.jsonl", 163, "fftcg.block.not-a-forward", "bob"),
    ("C_party_split_exceeds_blocker_power.jsonl", 30, "fftcg.block.split", "alice"),
]

#: the same logs without the fault (the attack left out; no block at 163; a split within the blocker's power)
TWINS = [
    ("ccs-3p-attack-left-out-CLEAN-twin.jsonl", 35),
    ("fftcg-no-block-at-163-CLEAN-twin.jsonl", 163),
    ("C_party_4000_5000_vs_6000_clean.jsonl", 30),
]

#: the ways of asking for the board at (or just before) seq N
WAYS = [
    ("--at",), ("--at", "--json"), ("--at", "--as"), ("--at", "--as", "--json"), ("--before",), ("--before", "--as"),
]


def _args(way: tuple[str, ...], seq: int, seat: str) -> list[str]:
    args = [way[0], str(seq)]
    if "--as" in way:
        args += ["--as", seat]
    if "--json" in way:
        args.append("--json")
    return args


def _sealed(db: str, mid: str) -> tuple[bool, frozenset[int] | None]:
    with Ledger(db) as led:
        seek = Seeker(led)
        kept = seek.noted(mid)
        return seek.audited(mid)[0], kept


@pytest.mark.parametrize(("name", "seq", "rule", "seat"), FAULTS, ids=lambda x: str(x)[:30])
def test_a_flag_decided_at_a_later_event_is_printed_by_the_sealed_stored_replay(tmp_path, monkeypatch, name, seq,
                                                                                  rule, seat):
    log = LOGS / name
    db, (mid,) = imported(tmp_path, log)
    assert run(mid, "--db", db, "--at", "1").exit_code == 0  # the full path: verifies the whole match, seals it
    sealed, kept = _sealed(db, mid)
    assert sealed and seq in kept  # the flagged seq is kept with the seal
    for way in WAYS:
        args = _args(way, seq, seat)
        from_file = run(str(log), *args)
        assert from_file.exit_code == 0, from_file.output
        loads = Loads(monkeypatch)
        stored = run(mid, "--db", db, *args)  # warm: the seal is there
        assert (stored.exit_code, stored.output) == (0, from_file.output), way
        assert loads.n == 1, way  # the full path answered (the quick one cannot see a flag decided later)
        if "--json" not in way:
            assert rule in stored.output and "flagged" in stored.output.lower(), way
    assert _sealed(db, mid)[0]  # still sealed: nothing changed


@pytest.mark.parametrize(("name", "seq"), TWINS, ids=lambda x: str(x)[:30])
def test_the_clean_twin_is_read_quickly(tmp_path, monkeypatch, name, seq):
    log = LOGS / name
    db, (mid,) = imported(tmp_path, log)
    assert run(mid, "--db", db, "--at", "1").exit_code == 0
    sealed, kept = _sealed(db, mid)
    assert sealed and seq not in kept
    for way in (("--at",), ("--at", "--json"), ("--before",)):
        args = _args(way, seq, "alice")
        from_file = run(str(log), *args)
        loads = Loads(monkeypatch)
        stored = run(mid, "--db", db, *args)
        assert (stored.exit_code, stored.output) == (0, from_file.output), way
        assert loads.n == 0, way  # read quickly: no load of the whole match
        assert "FLAGGED" not in stored.output


def test_the_seal_keeps_each_flagged_seq_and_each_noted_one(tmp_path):
    log = LOGS / "ccs-3p-held-attack-taken-back-FAULT-at-35.jsonl"
    db, (mid,) = imported(tmp_path, log)
    assert run(mid, "--db", db, "--at", "1").exit_code == 0
    _engine, _head, blob = _seal_row(db, mid)
    assert blob[32:] == b"35,39"  # the flag at 35 (decided at 39) and the note about 39


def test_a_seal_of_this_rounds_first_form_keeping_the_noted_seqs_alone_is_made_again(tmp_path, monkeypatch):
    """The first seal of round 39 kept only the noted seqs (its HMAC over "audited"): it says nothing of the flags
    decided later, so it is not believed; the full path answers, with the flag, and seals it anew."""
    log = LOGS / "ccs-3p-held-attack-taken-back-FAULT-at-35.jsonl"
    db, (mid,) = imported(tmp_path, log)
    assert run(mid, "--db", db, "--at", "1").exit_code == 0
    engine, head, _blob = _seal_row(db, mid)
    raw = b"39"  # the noted seq alone, as that seal kept it
    old = hmac.new(seek_module.snapshot_key(), f"audited\n{mid}\n{engine}\n{head}\n".encode() + raw,
                   hashlib.sha256).digest()
    _put_seal(db, mid, old + raw)
    assert _sealed(db, mid)[0] is False
    loads = Loads(monkeypatch)
    res = run(mid, "--db", db, "--at", "35")
    assert res.exit_code == 0 and loads.n == 1 and "FLAGGED: ccs.attack.target-not-enemy" in res.output
    assert _sealed(db, mid) == (True, frozenset({35, 39}))
    loads.n = 0
    assert run(mid, "--db", db, "--at", "34").exit_code == 0 and loads.n == 0  # quick again


def test_a_seal_whose_flagged_seq_was_taken_out_is_not_believed(tmp_path, monkeypatch):
    log = LOGS / "fftcg-block-by-cecil-broken-earlier-FAULT-at-163.jsonl"
    db, (mid,) = imported(tmp_path, log)
    first = run(mid, "--db", db, "--at", "163")
    assert first.exit_code == 0 and "FLAGGED: fftcg.block.not-a-forward" in first.output
    _engine, _head, blob = _seal_row(db, mid)
    seqs = blob[32:].decode().split(",")
    assert "163" in seqs
    seqs.remove("163")
    _put_seal(db, mid, blob[:32] + ",".join(seqs).encode())
    assert _sealed(db, mid)[0] is False
    loads = Loads(monkeypatch)
    res = run(mid, "--db", db, "--at", "163")
    assert (res.exit_code, res.output, loads.n) == (0, first.output, 1)
    assert _sealed(db, mid)[0] is True and 163 in _sealed(db, mid)[1]


def test_the_seal_row_stays_small(tmp_path):
    """Every flagged and noted seq: a few bytes each (the most flagged of these logs keeps a handful)."""
    db, mids = imported(tmp_path, *(LOGS / name for name, *_rest in FAULTS[2:]))
    for mid in mids:
        assert run(mid, "--db", db, "--at", "1").exit_code == 0
        _engine, _head, blob = _seal_row(db, mid)
        assert len(blob) < 32 + 200 and _sealed(db, mid)[0]
