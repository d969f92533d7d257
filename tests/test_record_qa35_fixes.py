"""``matchledger record``: the round-35 findings (a35_cli) on the recorder's terminal test.

4. test_record_tmux timed out twice under heavy load in a helper's runs (and passed alone). Each of its steps had
   two minutes of its own (``wait(..., timeout=120)``), and some steps did not wait at all: it read the ledger at
   once after killing the recorder, re-created the tmux session under the same name at once after killing the old
   one, pressed Tab before the word typed was on the screen, and typed each next event as soon as the last was
   stored, before the recorder prompted again. Now every step waits on what the terminal or the ledger shows (the
   prompt for the next seq, the word typed, the killed recorder gone, the old session closed), all of them sharing
   one generous deadline for the whole test (``DEADLINE``, 900 s): a slow step borrows from the others. Pinned
   here: the shared deadline, and a condition waited on, not a time.
"""

from __future__ import annotations

import time

import pytest

import test_record_tmux as rt


def test_record_qa35_wait_returns_when_the_condition_holds() -> None:
    polls = iter([None, None, "ready"])
    t0 = time.monotonic()
    assert rt.Clock(60).wait(lambda: next(polls), "a condition") == "ready"
    assert time.monotonic() - t0 < 5  # not the deadline: the condition


def test_record_qa35_one_deadline_for_the_whole_test() -> None:
    clock = rt.Clock(1.0)
    t0 = time.monotonic()
    with pytest.raises(AssertionError, match="timed out waiting for step 1"):
        clock.wait(lambda: False, "step 1")
    with pytest.raises(AssertionError, match="timed out waiting for step 2"):
        clock.wait(lambda: False, "step 2")  # no time of its own: the deadline has passed
    assert time.monotonic() - t0 < 1.9
    assert rt.DEADLINE >= 600  # generous: a loaded machine slows the test, it does not fail it


def test_record_qa35_gone_and_no_session() -> None:
    import os
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert not rt.gone(proc.pid)
        proc.kill()
        proc.wait()
        assert rt.gone(proc.pid)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert rt.gone(os.getpid()) is False
    import shutil

    if shutil.which("tmux") is not None:
        assert rt.no_session(f"ml-qa35-never-{os.getpid()}")
