"""`matchledger record` in a real terminal (tmux): type a short match of each game, kill it midway, resume.

The stored log must be exactly the one typed, and verify. tmux is a real
program: `conftest.require` skips without it on a dev machine and fails
under CI (scripts/install-test-deps.sh installs it).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from conftest import require
from ledger.live import open_recording, recordings
from ledger.log import dump_log, read_log
from ledger.store import Ledger
from test_record import SAMPLES, SHORT, header_file, typed

ROOT = Path(__file__).resolve().parent.parent


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def wait(cond, what: str, timeout: float = 120.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = cond()
        if got:
            return got
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def entered(db: str) -> tuple[str, int, str] | None:
    """The last recording's id, how many events it holds, and the match it closed on."""
    try:
        with Ledger(db) as led:
            found = recordings(led)
            if not found:
                return None
            rec = open_recording(led, found[-1][0])
            return rec.id, len(rec.stream.lines), rec.closed
    except Exception:  # the ledger is being created by the recorder
        return None


def start(session: str, args: list[str]) -> None:
    cmd = " ".join([sys.executable, "-m", "cli.main", "record", *args])
    tmux("new-session", "-d", "-s", session, "-x", "220", "-y", "60", "-c", str(ROOT), cmd)


def type_line(session: str, text: str, enter: bool = True) -> None:
    tmux("send-keys", "-t", session, "-l", text)
    if enter:
        tmux("send-keys", "-t", session, "Enter")


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_type_kill_resume_and_verify_in_a_terminal(tmp_path, game):
    require(shutil.which("tmux") is not None, "tmux is not installed")
    db = str(tmp_path / "l.db")
    log = read_log(SAMPLES[game])
    events = log.events[:SHORT]
    half = SHORT // 2
    session = f"ml-{uuid.uuid4().hex[:8]}"
    try:
        start(session, [game, "--header", str(header_file(tmp_path, game)), "--db", db])
        wait(lambda: "[seq 1]" in tmux("capture-pane", "-p", "-t", session), "the first prompt")
        if game == "chrono-clash":  # Tab completes an event type on a terminal
            type_line(session, "CardDr", enter=False)
            tmux("send-keys", "-t", session, "Tab")
            wait(lambda: "CardDrawn" in tmux("capture-pane", "-p", "-t", session), "completion")
            tmux("send-keys", "-t", session, "C-u")
        for k, ev in enumerate(events[:half], start=1):
            type_line(session, typed(ev))
            wait(lambda: (entered(db) or ("", 0, ""))[1] == k, f"event {k} stored")
        type_line(session, typed(events[half]), enter=False)  # being typed when the laptop dies
        pid = int(tmux("display-message", "-p", "-t", session, "#{pane_pid}").strip())
        os.kill(pid, signal.SIGKILL)
        rid, count, closed = entered(db)
        assert (count, closed) == (half, "")
        tmux("kill-session", "-t", session)

        start(session, ["--resume", rid[:8], "--db", db])
        wait(lambda: f"[seq {half + 1}]" in tmux("capture-pane", "-p", "-t", session), "the resumed prompt")
        for k, ev in enumerate(events[half:], start=half + 1):
            type_line(session, typed(ev))
            wait(lambda: (entered(db) or ("", 0, ""))[1] == k, f"event {k} stored")
        type_line(session, "end")
        rid2, count, closed = wait(lambda: (e := entered(db)) and e[2] and e, "the end of the recording")
        assert rid2 == rid and count == SHORT
    finally:
        tmux("kill-session", "-t", session)
    with Ledger(db) as led:
        stored = led.load(closed)
        assert led.check_integrity() == []
    assert stored.canonical() == dump_log(log.header, events)
    verdict = subprocess.run([sys.executable, "-m", "cli.main", "verify", closed, "--db", db], cwd=ROOT,
                             capture_output=True, text=True)
    assert verdict.returncode == 0, verdict.stdout + verdict.stderr
