"""Single-bit flips of a whole ledger file, and what ``audit`` makes of each.

``build_ledger(folder)`` stores real sample matches in a fresh SQLite
ledger with everything a ledger holds: events, the matches index, board
snapshots, verdicts, a judge's rulings and a correction (a branch).
``flip(data, rng)`` flips one bit anywhere in the file. ``judge(path,
original)`` runs ``matchledger audit`` on the damaged copy (and ``verify``
and ``replay`` on one match) and classifies the flip:

- ``detected``: the audit exits non-zero and says what (``kind``: the
  first problem's kind, e.g. ``database`` for SQLite's integrity check,
  ``chain``, ``index``, ``snapshot``, ``rulings``, ``verdict``);
- ``unchanged``: the audit is clean and no data changed: a dump of every
  table (every row of every table, ``sqlite_master`` included, and the
  header's user version and application id) equals the original's. The
  flip landed in free space, unused bytes of a page or a header counter;
- ``undetected``: the audit is clean but the dump differs: a finding,
  with the table and column that changed.

Used by ``tests/test_bitflip.py`` (a seeded subset) and ``bench/bitflip.py``
(800 flips, the counts in docs/reliability.md).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = [ROOT / "sample_logs/chrono_clash/win-quests.jsonl",
           ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl",
           ROOT / "sample_logs/force_of_will/win-by-life.jsonl",
           ROOT / "sample_logs/fftcg/win-seven-damage.jsonl"]


def _run(*args: Any) -> Any:
    return CliRunner().invoke(cli, [str(a) for a in args])


def build_ledger(folder: Path, snapshot_every: int = 10) -> dict:
    """A ledger of the sample matches with snapshots, verdicts, two rulings and a branch; checkpointed."""
    from ledger.store import Ledger
    from projections.seek import Seeker

    db = folder / "ledger.db"
    res = _run("import", *SAMPLES, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    ids = [m["match"] for m in json.loads(res.output)]
    for args in (["note", ids[1], "--at", 5, "--judge", "R. Lee", "Attacked with a battler summoned this turn."],
                 ["note", ids[1], "--at", 5, "--judge", "A. Chief", "--supersedes", "R1", "On appeal: a warning."],
                 ["amend", ids[0], "--at", 4, "--drop", "--reason", "pass recorded twice", "--judge", "R. Lee"],
                 ["verify", "--all", "--db", db]):
        res = _run(*args, *(["--db", db] if args[0] != "verify" else []))
        assert res.exit_code in (0, 1), (args, res.output)
    with Ledger(str(db)) as led:
        Seeker(led, every=snapshot_every).build_snapshots()
    with sqlite3.connect(db) as con:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        counts = {t: con.execute(f"SELECT count(*) FROM [{t}]").fetchone()[0]
                  for t in ("stored_events", "matches", "board_snapshots", "verdicts")}
    assert all(counts.values()), counts
    return {"db": str(db), "ids": ids, "counts": counts}


def dump(path: str) -> dict | str:
    """Every row of every table (``sqlite_master`` too) and the header's user fields; a string if unreadable."""
    try:
        con = sqlite3.connect(f"file:{path}?immutable=1", uri=True)
        try:
            out: dict[str, Any] = {"sqlite_master": con.execute("SELECT * FROM sqlite_master ORDER BY rowid").fetchall()}
            for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
                cols = [r[1] for r in con.execute(f"PRAGMA table_info([{name}])")]
                out[name] = (cols, con.execute(f"SELECT * FROM [{name}] ORDER BY rowid").fetchall())
            out["pragmas"] = [con.execute(f"PRAGMA {p}").fetchone()[0] for p in ("user_version", "application_id")]
            return out
        finally:
            con.close()
    except sqlite3.Error as exc:
        return f"unreadable: {exc}"


def what_changed(a: dict | str, b: dict | str) -> str:
    """The first table, row and column that differ between two dumps."""
    if isinstance(a, str) or isinstance(b, str):
        return f"the file became unreadable ({b if isinstance(b, str) else a})"
    for name in sorted(set(a) | set(b)):
        if a.get(name) == b.get(name):
            continue
        if name in ("sqlite_master", "pragmas") or name not in a or name not in b:
            return f"{name}"
        cols, rows_a = a[name]
        _cols, rows_b = b[name]
        if len(rows_a) != len(rows_b):
            return f"{name}: {len(rows_a)} rows became {len(rows_b)}"
        for ra, rb in zip(rows_a, rows_b):
            if ra != rb:
                diff = [c for c, x, y in zip(cols, ra, rb) if x != y]
                where = f"{name}.{','.join(diff)}"
                if diff == ["state"] and name == "stored_events":
                    where += _state_change(ra[cols.index("topic")], ra[cols.index("state")], rb[cols.index("state")])
                return where
    return "nothing"


def _state_change(topic: str, a: bytes, b: bytes) -> str:
    """`` (Rulings.RulingRecorded: timestamp)``: the event's kind and the field of its JSON that changed."""
    kind = topic.rsplit(":", 1)[-1] if isinstance(topic, str) else "?"
    try:
        ja, jb = json.loads(a), json.loads(b)
    except ValueError:
        return f" ({kind}: no longer JSON)"
    if not isinstance(ja, dict) or not isinstance(jb, dict):
        return f" ({kind})"
    keys = sorted(k for k in set(ja) | set(jb) if ja.get(k) != jb.get(k))
    return f" ({kind}: {', '.join(keys)})"


def flip(data: bytes, rng: random.Random) -> tuple[bytes, int, int]:
    """``data`` with one bit flipped: (the new bytes, the byte offset, the bit)."""
    at, bit = rng.randrange(len(data)), rng.randrange(8)
    return data[:at] + bytes([data[at] ^ (1 << bit)]) + data[at + 1:], at, bit


def landed(data: bytes, at: int) -> str:
    """Where byte ``at`` of an SQLite file lies: the file header, a page's unallocated space, its cells..."""
    if at < 100:
        return "the file header"
    size = int.from_bytes(data[16:18], "big")
    size = 65536 if size == 1 else size
    page, off = divmod(at, size)
    base = page * size
    head = 100 if page == 0 else 0
    kind = data[base + head]
    if kind not in (2, 5, 10, 13):
        return "a page that is no b-tree page (free, or overflow)"
    hsize = 12 if kind in (2, 5) else 8
    cells = int.from_bytes(data[base + head + 3:base + head + 5], "big")
    content = int.from_bytes(data[base + head + 5:base + head + 7], "big") or 65536
    if off < head + hsize:
        return "a page's header"
    if off < head + hsize + 2 * cells:
        return "a page's cell pointers"
    if off < content:
        return "a page's unallocated space"
    return "a page's cell area (a freed cell, or bytes no cell uses)"


@dataclass
class Flip:
    at: int
    bit: int
    outcome: str  # detected, unchanged, undetected
    how: str  # what the audit named (detected), or what changed (undetected)
    verify: str = ""  # what verify and replay on one match did


def judge(path: str, original: dict, match: str, verify_before: tuple[int, str] | None = None) -> Flip:
    """Audit the damaged ledger at ``path`` and classify the flip against the original's dump."""
    seen = dump(path)  # before the audit opens the file (it may drop a bad snapshot)
    res = CliRunner().invoke(cli, ["audit", "--db", path, "--json"])
    verify = _run("verify", match, "--db", path)
    replay = _run("replay", match, "--at", 3, "--db", path)
    checks = f"verify {verify.exit_code}, replay {replay.exit_code}"
    for r in (res, verify, replay):
        text = (r.stdout or "") + (r.stderr or "")
        if "internal error" in text or "Traceback" in text or (r.exception and not isinstance(r.exception, SystemExit)):
            return Flip(0, 0, "crash", text.strip()[-300:] or repr(r.exception), checks)
    if res.exit_code != 0:
        try:
            problems = json.loads(res.stdout)["problems"]
            how = problems[0]["kind"] if problems else "?"
        except (ValueError, KeyError, TypeError):
            how = f"audit exit {res.exit_code}: {(res.stderr or '').strip()[:80]}"
        return Flip(0, 0, "detected", how, checks)
    if seen == original:
        if verify_before is not None and (verify.exit_code, verify.stdout) != verify_before:
            return Flip(0, 0, "undetected", "verify's report changed though no data did", checks)
        return Flip(0, 0, "unchanged", "", checks)
    return Flip(0, 0, "undetected", what_changed(original, seen), checks)


def run(ledger: dict, trials: int, seed: int, workdir: Path, keep: Path | None = None) -> list[Flip]:
    """``trials`` seeded single-bit flips of the ledger file, each judged on its own copy."""
    data = Path(ledger["db"]).read_bytes()
    original = dump(ledger["db"])
    match = ledger["ids"][1]
    before = _run("verify", match, "--db", ledger["db"])
    rng = random.Random(seed)
    out = []
    copy = workdir / "flipped.db"
    for _ in range(trials):
        damaged, at, bit = flip(data, rng)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{copy}{suffix}").unlink(missing_ok=True)
        copy.write_bytes(damaged)
        # the report's printed commands repeat the ledger's --db (round 15): the copy's path in place of the original's
        f = judge(str(copy), original, match, (before.exit_code, before.stdout.replace(ledger["db"], str(copy))))
        f.at, f.bit = at, bit
        if f.outcome == "unchanged":
            f.how = landed(data, at)
        out.append(f)
        if keep is not None and f.outcome in ("undetected", "crash"):
            keep.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(copy, keep / f"flip-{at}-{bit}.db")
    return out


__all__ = ["build_ledger", "dump", "flip", "judge", "run", "Flip", "what_changed"]
