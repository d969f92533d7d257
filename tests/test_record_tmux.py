"""`matchledger record` in a real terminal (tmux): type a short match of each game, kill it midway, resume.

The stored log must be exactly the one typed, and verify. tmux is a real
program: `conftest.require` skips without it on a dev machine and fails
under CI (scripts/install-test-deps.sh installs it).

Every step waits on what the terminal or the ledger shows (the prompt for
the next seq, the event stored, the killed recorder gone, the old session
closed), never on a time of its own: one generous deadline for the whole
test (``DEADLINE``), so a loaded machine slows the test down without failing
it (round 35: two minutes a step timed out twice under load).
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


#: seconds the whole test may take, every wait of it sharing them (a loaded machine: each step may be slow)
DEADLINE = 900.0


class Clock:
    """The test's one deadline: :meth:`wait` polls a condition until it holds or the deadline passes."""

    def __init__(self, seconds: float = DEADLINE):
        self.end = time.monotonic() + seconds

    def wait(self, cond, what: str):
        while True:
            got = cond()
            if got:
                return got
            if time.monotonic() >= self.end:
                raise AssertionError(f"timed out waiting for {what} ({DEADLINE:.0f} s for the whole test)")
            time.sleep(0.1)


def wait(cond, what: str, timeout: float = DEADLINE):
    return Clock(timeout).wait(cond, what)


def screen(session: str) -> str:
    return tmux("capture-pane", "-p", "-J", "-t", session)


def prompt(session: str, seq: int) -> bool:
    """Whether the recorder's last line on the screen is its prompt for ``seq`` (it reads the next line now)."""
    lines = [x for x in screen(session).splitlines() if x.strip()]
    return bool(lines) and lines[-1].startswith(f"[seq {seq}]")


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    try:  # a zombie (its parent, tmux, not yet told) is gone too
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def no_session(session: str) -> bool:
    return subprocess.run(["tmux", "has-session", "-t", session], capture_output=True).returncode != 0


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
    clock = Clock()
    try:
        start(session, [game, "--header", str(header_file(tmp_path, game)), "--db", db])
        clock.wait(lambda: prompt(session, 1), "the first prompt")
        if game == "chrono-clash":  # Tab completes an event type on a terminal
            type_line(session, "CardDr", enter=False)
            clock.wait(lambda: screen(session).rstrip().endswith("CardDr"), "the word typed")
            tmux("send-keys", "-t", session, "Tab")
            clock.wait(lambda: screen(session).rstrip().endswith("CardDrawn"), "completion")
            tmux("send-keys", "-t", session, "C-u")
            clock.wait(lambda: prompt(session, 1) and "CardDr" not in screen(session).rstrip().splitlines()[-1],
                       "the line cleared")
        for k, ev in enumerate(events[:half], start=1):
            type_line(session, typed(ev))
            clock.wait(lambda: (entered(db) or ("", 0, ""))[1] == k, f"event {k} stored")
            clock.wait(lambda: prompt(session, k + 1), f"the prompt for seq {k + 1}")
        line = typed(events[half])
        type_line(session, line, enter=False)  # being typed when the laptop dies
        clock.wait(lambda: line[-20:] in screen(session).replace("\n", ""), "the line being typed")
        pid = int(tmux("display-message", "-p", "-t", session, "#{pane_pid}").strip())
        os.kill(pid, signal.SIGKILL)
        clock.wait(lambda: gone(pid), "the killed recorder gone")
        rid, count, closed = clock.wait(lambda: entered(db), "the ledger readable")
        assert (count, closed) == (half, "")
        tmux("kill-session", "-t", session)
        clock.wait(lambda: no_session(session), "the old session closed")

        start(session, ["--resume", rid[:8], "--db", db])
        clock.wait(lambda: prompt(session, half + 1), "the resumed prompt")
        for k, ev in enumerate(events[half:], start=half + 1):
            type_line(session, typed(ev))
            clock.wait(lambda: (entered(db) or ("", 0, ""))[1] == k, f"event {k} stored")
            clock.wait(lambda: prompt(session, k + 1), f"the prompt for seq {k + 1}")
        type_line(session, "end")
        rid2, count, closed = clock.wait(lambda: (e := entered(db)) and e[2] and e, "the end of the recording")
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
