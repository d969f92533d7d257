"""Property-based tests over the log reader and the commands that read logs.

Every case must end as a clean verdict, violations or one refusal line naming
the file (exit 0, 1 or 2): never a traceback, an "internal error", a hang, a
raw control character in the output or a row written for a refused log.
A seeded subset runs here; ``bench/fuzz.py`` runs at least 1,000 cases a game
and reports the counts in docs/reliability.md (``MATCHLEDGER_FUZZ=N`` runs N
a game here too).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
from ledger.errors import LogError
from ledger.log import parse_log
from projections import core

GAMES = sorted(fuzzing.FOLDERS)
ALL_SAMPLES = [p for g in GAMES for p in fuzzing.samples(g)]
OK = ("clean", "violations", "refused")
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def _judge(data: bytes) -> None:
    """What every reading command does first: parse, set up, fold. Only LogError may come out."""
    try:
        log = parse_log(data, "fuzz.jsonl")
        core.verify(log, match="fuzz")
    except LogError as exc:
        assert exc.path == "fuzz.jsonl" or exc.path.startswith("<"), exc
        assert "\n" not in str(exc)


@SETTINGS
@given(sample=st.sampled_from(ALL_SAMPLES), at=st.floats(0, 1), junk=st.binary(min_size=1, max_size=8),
       how=st.sampled_from(["insert", "overwrite", "truncate"]))
def test_byte_damage_to_a_real_log_is_read_or_refused(sample, at, junk, how):
    data = sample.read_bytes()
    i = int(at * len(data))
    if how == "insert":
        data = data[:i] + junk + data[i:]
    elif how == "overwrite":
        data = data[:i] + junk + data[i + len(junk):]
    else:
        data = data[:i]
    _judge(data)


@SETTINGS
@given(sample=st.sampled_from(ALL_SAMPLES), ops=st.lists(st.tuples(st.sampled_from(["drop", "repeat", "swap"]),
                                                                   st.floats(0, 1), st.floats(0, 1)), max_size=4))
def test_deleted_repeated_and_swapped_lines_are_read_or_refused(sample, ops):
    lines = sample.read_bytes().split(b"\n")
    for op, a, b in ops:
        i, j = int(a * (len(lines) - 1)), int(b * (len(lines) - 1))
        if op == "drop":
            lines.pop(i)
        elif op == "repeat":
            lines.insert(i, lines[i])
        else:
            lines[i], lines[j] = lines[j], lines[i]
        if not lines:
            break
    _judge(b"\n".join(lines))


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), sample=st.sampled_from(ALL_SAMPLES))
def test_semantic_mutations_of_a_real_log_are_read_or_refused(seed, sample):
    _kind, data = fuzzing.mutate(random.Random(seed), sample.read_bytes())
    if len(data) < 2_000_000:
        _judge(data)


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), game=st.sampled_from(GAMES), events=st.integers(1, 40))
def test_logs_generated_from_the_schema_are_judged_or_refused(seed, game, events):
    rng = random.Random(seed)
    base = rng.choice(fuzzing.samples(game)).read_bytes()
    _judge(fuzzing.generated(rng, game, base, events))


@pytest.mark.parametrize("game", GAMES)
def test_a_seeded_run_through_the_cli_finds_nothing(tmp_path, game):
    """A few dozen hostile logs a game through verify and one more command each (import, replay, export...)."""
    cases = int(os.environ.get("MATCHLEDGER_FUZZ", "0") or 0) or 25
    tally = fuzzing.fuzz(game, cases, seed=20261125, workdir=tmp_path)
    assert tally.findings == [], fuzzing.as_json(tally)
    assert sum(tally.counts.values()) == cases
    assert tally.counts["refused"] > 0 and tally.counts["violations"] + tally.counts["clean"] > 0


def test_hostile_names_never_reach_the_output_raw(tmp_path):
    """Escape codes, HTML and formula starts in names, through every text command: all escaped."""
    rng = random.Random(7)
    sample = fuzzing.samples("chrono-clash")[0]
    for k in range(12):
        _kind, data = fuzzing._mutate_json(rng, sample.read_bytes(), "hostile-names")
        path = tmp_path / f"names-{k}.jsonl"
        path.write_bytes(data)
        for cmd in ("replay", "show", "export-md", "export-csv", "diff", "export-jsonl", "replay-as"):
            out = fuzzing.run_case(path, sample, _Fixed(cmd), Path(tmp_path))
            assert out.kind in OK, (cmd, out)


class _Fixed(random.Random):
    """A Random whose choice of command is fixed (the rest stays random)."""

    def __init__(self, cmd: str):
        super().__init__(1)
        self.cmd = cmd

    def choice(self, seq):
        return self.cmd if self.cmd in seq else super().choice(seq)


# -- registered deck lists ----------------------------------------------------------------

DECKLISTS = sorted((fuzzing.ROOT / "sample_logs" / "decklists").glob("*.*"))
DECKLISTS = [p for p in DECKLISTS if p.suffix in (".txt", ".json")]


@SETTINGS
@given(sample=st.sampled_from(DECKLISTS), at=st.floats(0, 1), junk=st.sampled_from(
    [b"\xe9", b"\0", b"\n", b"99999999999999999999 ", b"1000000000 ", b"-3 ", b"[" * 2000, b"{", b"\x1b[2J", b"\r\n"]),
    cut=st.booleans())
def test_damaged_deck_lists_are_read_or_refused_in_one_line(sample, at, junk, cut):
    from ledger.decklist import parse_decklists

    data = sample.read_bytes()
    i = int(at * len(data))
    data = data[:i] + junk + (b"" if cut else data[i:])
    try:
        parse_decklists(data, "lists.txt")
    except LogError as exc:
        assert exc.path == "lists.txt" and "\n" not in str(exc)


def test_a_deck_list_that_is_a_fifo_or_a_device_is_refused(tmp_path):
    from click.testing import CliRunner

    from cli.main import cli

    fifo = tmp_path / "lists.txt"
    os.mkfifo(fifo)
    log = fuzzing.samples("chrono-clash")[0]
    for target in (str(fifo), "/dev/zero"):
        res = CliRunner().invoke(cli, ["decklist", "check", str(log), target])
        assert res.exit_code == 2, res.output
        assert "not a deck list file" in res.stderr and "\n" not in res.stderr.strip()


@pytest.mark.parametrize("copies", ["1000000000", "99999999999999999999"])
def test_a_deck_list_of_absurd_size_is_refused_not_expanded(tmp_path, copies):
    """Found by the fuzzer's deck-list cases: 10^9 copies of a card hung `decklist check`."""
    from click.testing import CliRunner

    from cli.main import cli

    lists = fuzzing.ROOT / "sample_logs" / "decklists" / "chrono-clash-win-quests.txt"
    text = lists.read_text()
    assert "3 Grove Keeper" in text
    big = tmp_path / "lists.txt"
    big.write_text(text.replace("3 Grove Keeper", f"{copies} Grove Keeper", 1))
    log = fuzzing.ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"
    res = CliRunner().invoke(cli, ["decklist", "check", str(log), str(big)])
    assert res.exit_code == 2, res.output
    err = res.stderr.strip()
    assert err.startswith(f"Error: {big}:") and "a list may hold at most 1,000" in err and "\n" not in err
