"""Property-based tests over ``amend`` and ``note``: what a judge types, and the correction files they read.

Every case ends with exit 0 (the ledger gained exactly the branch or the
ruling, its audit clean) or exit 2 (one error line, naming the file when
the file is at fault, the ledger unchanged: same rows, same audit head):
never a traceback, an "internal error", a hang or a raw control character.
A seeded subset runs here; ``bench/fuzz_inputs.py`` runs 1,000 cases a game
and reports the counts in docs/reliability.md.
"""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing_inputs as fi
from cli.main import cli

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


@pytest.fixture(scope="module")
def ledger(tmp_path_factory):
    """One sample match a game, each with a ruling R1; checkpointed, so a copy is the whole ledger."""
    led = fi.build_ledger(tmp_path_factory.mktemp("disputes"))
    led["before"] = fi.ledger_state(led["db"])
    assert led["before"]["clean"] and led["before"]["matches"] == 3 and led["before"]["rulings"] == 3
    return led


@pytest.fixture
def db(ledger, tmp_path):
    """A fresh copy of the ledger for one test."""
    path = tmp_path / "copy.db"
    shutil.copyfile(ledger["db"], path)
    return str(path)


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def refused_in_one_line(res, *words):
    """The command was refused with exit 2 and one ``Error:`` line holding every one of ``words``."""
    assert res.exit_code == 2, res.output
    err = res.stderr.strip()
    assert err.startswith("Error: ") and "\n" not in err and "internal error" not in err, err
    for w in words:
        assert w in err, (w, err)
    return err


# -- the seeded run ------------------------------------------------------------------------


@pytest.mark.parametrize("game", fi.GAMES)
def test_a_seeded_run_of_amend_and_note_finds_nothing(ledger, tmp_path, game):
    cases = int(os.environ.get("MATCHLEDGER_FUZZ", "0") or 0) or 40
    tally = fi.fuzz_disputes(game, cases, seed=20261126, workdir=tmp_path, ledger=ledger)
    assert tally.findings == [], [f"{o.kind} {o.what}: {o.detail}" for o in tally.findings]
    assert sum(tally.counts.values()) == cases
    assert tally.counts["accepted"] > 0 and tally.counts["refused"] > 0


# -- hypothesis: the words, the seq, the file ------------------------------------------------

#: Text as a shell may pass it: any code point, or bytes that are not UTF-8 (argv decodes them as \udcXX).
WORDS = st.one_of(st.text(max_size=40), st.sampled_from(fi.HOSTILE_WORDS),
                  st.binary(max_size=20).map(lambda b: b.decode("utf-8", "surrogateescape")))


@SETTINGS
@given(game=st.sampled_from(fi.GAMES), reason=WORDS, judge=WORDS, at=st.integers(-3, 80), as_json=st.booleans())
def test_amend_drop_takes_any_words_or_refuses_them_in_one_line(ledger, tmp_path_factory, game, reason, judge, at,
                                                                 as_json):
    case = {"args": ["amend", ledger["games"][game]["id"], "--at", str(at), "--drop", "--reason", reason,
                     "--judge", judge, *(["--json"] if as_json else [])],
            "what": "amend --drop", "file": None, "file_kind": None, "blame_file": False}
    out = fi.run_dispute(case, ledger["db"], ledger["before"], tmp_path_factory.mktemp("case"))
    assert out.kind in ("accepted", "refused"), out.detail


@SETTINGS
@given(game=st.sampled_from(fi.GAMES), text=st.lists(WORDS, min_size=1, max_size=3), judge=WORDS,
       at=st.integers(-2, 80), supersedes=st.one_of(st.none(), WORDS, st.sampled_from(["R1", "1", "R²", "R١", "R2"])))
def test_note_takes_any_words_or_refuses_them_in_one_line(ledger, tmp_path_factory, game, text, judge, at, supersedes):
    args = ["note", ledger["games"][game]["id"], "--at", str(at), "--judge", judge]
    if supersedes is not None:
        args += ["--supersedes", supersedes]
    case = {"args": args, "tail": ["--", *text], "what": "note", "file": None, "file_kind": None,
            "blame_file": False}
    out = fi.run_dispute(case, ledger["db"], ledger["before"], tmp_path_factory.mktemp("case"))
    assert out.kind in ("accepted", "refused"), out.detail


@SETTINGS
@given(game=st.sampled_from(fi.GAMES), seed=st.integers(0, 2**32 - 1), action=st.sampled_from(["--replace", "--insert"]))
def test_a_correction_file_of_any_kind_is_used_or_refused_naming_it(ledger, tmp_path_factory, game, seed, action):
    work = tmp_path_factory.mktemp("case")
    rng = random.Random(seed)
    info = ledger["games"][game]
    kind, path = fi.correction_file(rng, game, info, work / "fix.jsonl")
    at = rng.randint(1, info["events"])
    case = {"args": ["amend", info["id"], "--at", str(at), action, path, "--reason", "r", "--judge", "j"],
            "what": f"amend {kind}", "file": path, "file_kind": kind, "blame_file": kind in fi.UNUSABLE_FILES}
    out = fi.run_dispute(case, ledger["db"], ledger["before"], work)
    assert out.kind in ("accepted", "refused"), out.detail


# -- what the fuzzing found, one test each -------------------------------------------------------


@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
def test_a_correction_file_that_is_not_a_regular_file_is_refused_unread(ledger, db, tmp_path, kind):
    """`amend --replace /dev/zero` read the device whole (out of memory); a FIFO blocked it forever."""
    path = {"fifo": tmp_path / "fix.jsonl", "dev-zero": Path("/dev/zero")}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    res = run("amend", ledger["games"]["fftcg"]["id"], "--at", 3, "--replace", path, "--reason", "r", "--judge", "j",
              "--db", db)
    what = {"fifo": "is a FIFO (named pipe), not a correction file", "dev-zero": "is a device, not a correction file"}[kind]
    refused_in_one_line(res, f"{path}: {what}")
    assert fi.ledger_state(db) == ledger["before"]


@pytest.mark.parametrize("data, words", [
    (b'{"type": "Passed", "player": "bob", "note": "caf\xe9"}\n', ":1: byte 0xe9 at column 49 is not UTF-8 text"),
    (b'{"type": "Passed", "player": "bob", "deep": ' + b"[" * 5000 + b"]" * 5000 + b"}\n",
     ":1: the line is nested too deep"),
    (b'\n{"type": "Passed", "player": "bob", "pad": "' + b"x" * (2 << 20) + b'"}\n',
     ":2: the line is 2,097,198 bytes; a log line may be at most 1,048,576"),
    (b'{"type": "Passed", "player": "b\0b"}\n', ":1: the line holds a NUL byte"),
    (b"\n  \n", ": the correction file holds no event line"),
])
def test_a_correction_file_gets_the_log_readers_checks(ledger, db, tmp_path, data, words):
    """Invalid UTF-8 and deep nesting in a correction file were internal errors (UnicodeDecodeError,
    RecursionError); a 2 MB line was read whole; an empty file was refused without naming it."""
    path = tmp_path / "fix.jsonl"
    path.write_bytes(data)
    res = run("amend", ledger["games"]["chrono-clash"]["id"], "--at", 4, "--replace", path, "--reason", "r",
              "--judge", "j", "--db", db)
    refused_in_one_line(res, f"{path}{words}")
    assert fi.ledger_state(db) == ledger["before"]


@pytest.mark.parametrize("supersedes", ["R²", "R١", "Ⅻ", "R" + "9" * 5000])
def test_supersedes_takes_ascii_digits_only(ledger, db, supersedes):
    """`note --supersedes R²` was an internal error: '²'.isdigit() is true, int('²') fails."""
    res = run("note", ledger["games"]["force-of-will"]["id"], "--at", 2, "--judge", "R. Lee", "--supersedes",
              supersedes, "--db", db, "On appeal.")
    refused_in_one_line(res, "--supersedes", "name a ruling as R1, R2")
    assert fi.ledger_state(db) == ledger["before"]


@pytest.mark.parametrize("command, field", [("amend", "--reason"), ("amend", "--judge"), ("note", "--judge"),
                                            ("note", "TEXT")])
def test_words_that_are_not_utf8_are_refused_naming_the_option(ledger, db, command, field):
    """Bytes that are not UTF-8 on the command line (a shell passes b'caf\\xe9' as 'caf\\udce9') were an
    internal error (UnicodeEncodeError) when the branch or the ruling was encoded."""
    words = {"--reason": "wrong card drawn", "--judge": "R. Lee", "TEXT": "Deck check."}
    words[field] = b"caf\xe9".decode("utf-8", "surrogateescape")
    mid = ledger["games"]["chrono-clash"]["id"]
    if command == "amend":
        args = ["amend", mid, "--at", 3, "--drop", "--reason", words["--reason"], "--judge", words["--judge"]]
    else:
        args = ["note", mid, "--at", 3, "--judge", words["--judge"], words["TEXT"]]
    res = run(*args, "--db", db)
    refused_in_one_line(res, f"{field} 'caf\\udce9': byte 0xe9 at column 4 is not UTF-8 text")
    assert fi.ledger_state(db) == ledger["before"]
