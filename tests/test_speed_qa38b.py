"""Round 38, the first stored replay after a write: what the cuts of the fingerprint's forked reader must not
change (behaviour only, no timings).

The forked reader now hashes in its own thread (no hashing thread), maps the
file rather than reading it, reads 512 rows a stretch, and the parent freezes
what is alive (``gc.freeze``) while the child lives, giving it back when the
child is reaped. The fingerprint is the same bytes hashed the same way: the
same value every way it is taken, and any changed row still changes it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ledger import fingerprint as fp
from ledger.store import Ledger
from test_replay_fast import imported
from test_tamper import forge, set_state, state

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_logs" / "fftcg" / "win-seven-damage.jsonl"
WAYS = [dict(thread=t, mmap=m) for t in (True, False) for m in (False, True)]


@pytest.mark.parametrize("stretch", [1, 3, 512, 2_048])
def test_every_way_of_taking_the_fingerprint_gives_the_ledgers(tmp_path, monkeypatch, stretch):
    db, (mid,) = imported(tmp_path, SAMPLE)
    with Ledger(db) as led:
        want = led.fingerprint(mid)
    monkeypatch.setattr(fp, "FINGERPRINT_ROWS", stretch)
    assert {fp.fingerprint(db, mid, **way) for way in WAYS} == {want}


def test_a_changed_row_changes_the_fingerprint_every_way_it_is_taken(tmp_path, monkeypatch):
    db, (mid,) = imported(tmp_path, SAMPLE)
    monkeypatch.setattr(fp, "FINGERPRINT_ROWS", 3)
    before = {fp.fingerprint(db, mid, **way) for way in WAYS}
    data = state(Path(db), mid, 4)
    data["line"] = data["line"].replace('"seq"', '"seq" ', 1)
    forge(Path(db), set_state(mid, 4, data))
    after = {fp.fingerprint(db, mid, **way) for way in WAYS}
    assert len(before) == len(after) == 1 and before != after
    with Ledger(db) as led:
        assert after == {led.fingerprint(mid)}


def test_the_forked_reader_gives_the_collector_back_what_it_froze_and_only_that(tmp_path):
    """In a process of its own (a fork is taken only where no other thread runs, which pytest does not promise):
    nothing is left frozen once the child is reaped (read, or stopped early); what the caller froze before stays
    frozen; the child's fingerprint is the ledger's, taken the other ways, before and after a row changed."""
    db, (mid,) = imported(tmp_path, SAMPLE)
    with Ledger(db) as led:
        want = led.fingerprint(mid)
    probe = ("import gc\n"
             "from cli.main import _Forked\n"
             f"db, mid = {db!r}, {mid!r}\n"
             "forked = _Forked.start(db, mid[:8])\n"
             "during = gc.get_freeze_count() > 0\n"
             "got = forked.result(mid)\n"
             "after_read = gc.get_freeze_count()\n"
             "_Forked.start(db, mid[:8]).close()\n"
             "after_close = gc.get_freeze_count()\n"
             "gc.freeze()\n"
             "mine = gc.get_freeze_count()\n"
             "_Forked.start(db, mid[:8]).result(mid)\n"
             "kept = gc.get_freeze_count() >= mine > 0\n"
             "print(got, during, after_read, after_close, kept)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT)
    assert out.stdout.split() == [want, "True", "0", "0", "True"], out.stderr
    data = state(Path(db), mid, 2)
    data["line"] = data["line"].replace('"seq"', '"seq" ', 1)
    forge(Path(db), set_state(mid, 2, data))
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT)
    with Ledger(db) as led:
        changed = led.fingerprint(mid)
    assert changed != want and out.stdout.split()[0] == changed, out.stderr
