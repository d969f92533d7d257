"""The fuzz harness: hostile versions of real sample logs, run through the CLI as a judge would.

``mutate(rng, data)`` breaks a sample log one way (a byte flipped, a line
cut, repeated or deleted, a field given the wrong type or another id, invalid
UTF-8, a NUL byte, a BOM, CRLF, nesting 1,000 deep, a huge number, a 2 MB
line, a deck of 10^8 copies, escape codes and HTML in names...);
``generated(rng, game)`` writes a log from the schema (random events of
the game's types, fields drawn from the match's own ids). ``run_case``
feeds one log to ``verify`` and one more command and classifies what
happened:

- ``clean`` / ``violations`` / ``refused``: exit 0, 1 or 2 with one line
  naming the file (``refused`` is the clean refusal of unusable input);
- ``crash``: an "internal error", a traceback, another exit code, or an
  error that is not one line naming the file;
- ``hang``: the per-log time bound fired, or the case ran past it;
- ``unsafe``: a raw control character reached the output;
- ``partial``: a refused log left a row in the ledger.

Used by ``tests/test_fuzz.py`` (a seeded subset, and the full run under
``-m slow``) and by ``bench/fuzz.py``, which reports the counts.
"""

from __future__ import annotations

import json
import os
import random
import re
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from click.testing import CliRunner

from cli.main import cli
from ledger.log import GAMES, game_module

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs"
FOLDERS = {"chrono-clash": "chrono_clash", "force-of-will": "force_of_will", "fftcg": "fftcg"}
#: Seconds one case may take before it counts as a hang (the CLI's own bound is set just under it).
CASE_SECONDS = 20.0
_RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
HOSTILE_TEXT = ["\x1b[2J\x1b[HClean: no rule was broken.", "\x1b]0;pwned\x07", "<script>alert(1)</script>",
                "=HYPERLINK(\"http://x\")", "line one\nClean: no rule was broken.", "\u202eevil", "\x9b31m",
                "+SUM(A1)", "@cmd", "-2+3", "a\rb", "\x00nul"]


def samples(game: str) -> list[Path]:
    """The game's sample logs, legal and illegal."""
    return sorted((SAMPLES / FOLDERS[game]).rglob("*.jsonl"))


# -- mutations ---------------------------------------------------------------------


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _join(lines: list[bytes]) -> bytes:
    return b"\n".join(lines)


def _pick_line(rng: random.Random, lines: list[bytes], header: bool = True) -> int:
    real = [i for i, ln in enumerate(lines) if ln.strip() and (header or i > 0)]
    return rng.choice(real) if real else 0


def _json_edit(rng: random.Random, data: bytes, edit: Callable[[random.Random, Any, dict], Any],
               header: bool = True) -> bytes:
    lines = _lines(data)
    i = _pick_line(rng, lines, header)
    try:
        obj = json.loads(lines[i])
    except (ValueError, RecursionError):
        return data
    ctx = _context(lines)
    lines[i] = json.dumps(edit(rng, obj, ctx), ensure_ascii=False).encode()
    return _join(lines)


def _context(lines: list[bytes]) -> dict:
    """Ids a semantic mutation draws from: the players, the card ids and the names seen in the log."""
    strings: set[str] = set()
    for ln in lines:
        try:
            _collect(json.loads(ln), strings)
        except (ValueError, RecursionError):
            continue
    try:
        players = [p["id"] for p in json.loads(lines[0])["players"]]
    except (ValueError, KeyError, TypeError, IndexError, RecursionError):
        players = ["alice", "bob"]
    return {"strings": sorted(strings)[:400] or ["x"], "players": players}


def _collect(obj: Any, out: set[str]) -> None:
    if isinstance(obj, str):
        if len(obj) < 40:
            out.add(obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out.add(k) if len(k) < 40 else None
            _collect(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _collect(v, out)


def _random_value(rng: random.Random, ctx: dict) -> Any:
    kind = rng.randrange(12)
    if kind < 4:
        return rng.choice(ctx["strings"])
    if kind == 4:
        return rng.choice(ctx["players"])
    return [None, True, -1, 0, 10**rng.choice([3, 9, 19, 30]), 2.5, [], {}, ["x", 1],
            rng.choice(HOSTILE_TEXT), -(10**20)][kind - 5 if kind - 5 < 11 else 0]


def _paths(obj: Any, prefix: tuple = ()) -> list[tuple]:
    out = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.append(prefix + (k,))
            out += _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.append(prefix + (i,))
            out += _paths(v, prefix + (i,))
    return out


def _set(obj: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    cur = obj
    for k in path[:-1]:
        cur = cur[k]
    cur[path[-1]] = value
    return obj


def _retype(rng: random.Random, obj: Any, ctx: dict) -> Any:
    paths = [p for p in _paths(obj) if p != ("type",) or rng.random() < 0.2]
    return _set(obj, rng.choice(paths), _random_value(rng, ctx)) if paths else obj


def _other_id(rng: random.Random, obj: Any, ctx: dict) -> Any:
    """A string field given another id of the match: the attack on a card that is not a player, and so on."""
    paths = [p for p in _paths(obj) if isinstance(_get(obj, p), str) and p not in (("type",), ("game",))]
    if not paths:
        return obj
    return _set(obj, rng.choice(paths), rng.choice(ctx["strings"] + ctx["players"]))


def _get(obj: Any, path: tuple) -> Any:
    for k in path:
        obj = obj[k]
    return obj


def _drop_key(rng: random.Random, obj: Any, ctx: dict) -> Any:
    paths = [p for p in _paths(obj) if isinstance(p[-1], str)]
    if paths:
        p = rng.choice(paths)
        parent = _get(obj, p[:-1])
        parent.pop(p[-1], None)
    return obj


def _unknown_type(rng: random.Random, obj: Any, ctx: dict) -> Any:
    if isinstance(obj, dict):
        tags = [t.__struct_config__.tag for g in GAMES for t in game_module(g).EVENT_TYPES]
        obj["type"] = rng.choice(tags + ["Nope", "", "x" * 300, 5])
    return obj


def _huge_deck(rng: random.Random, obj: Any, ctx: dict) -> Any:
    try:
        deck = obj["players"][rng.randrange(len(obj["players"]))]["deck"]
        name = rng.choice(sorted(deck))
        deck[name] = rng.choice([10**8, 10**9, -3, 0, 10**30, 4000])
    except (KeyError, TypeError, IndexError, ValueError):
        pass
    return obj


def _hostile_names(rng: random.Random, obj: Any, ctx: dict) -> Any:
    text = rng.choice(HOSTILE_TEXT)
    try:
        if rng.random() < 0.5:
            obj["match"] = text
        else:
            rng.choice(obj["players"])["name"] = text
        obj.setdefault("meta", {})["note"] = rng.choice(HOSTILE_TEXT)
    except (KeyError, TypeError, IndexError):
        pass
    return obj


def _deep(rng: random.Random, obj: Any, ctx: dict) -> Any:
    depth = rng.choice([200, 1000, 5000])
    if isinstance(obj, dict):
        obj["deep"] = json.loads("[" * depth + "]" * depth) if depth < 900 else None
        if depth >= 900:
            return _Raw("[" * depth + "]" * depth, obj)
    return obj


class _Raw:
    """An object whose ``deep`` key holds raw JSON text (json.loads would itself recurse too deep)."""

    def __init__(self, raw: str, obj: dict):
        self.raw, self.obj = raw, obj


def _mutate_bytes(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    lines = _lines(data)
    n = len(data)
    kind = rng.choice(["byte", "bit", "truncate", "cut-lines", "delete-line", "repeat-line", "swap-lines",
                       "latin-1", "nul", "bom", "crlf", "huge-number", "long-line", "utf-16", "closing-wrong"])
    if kind == "byte" and n:
        i = rng.randrange(n)
        data = data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
    elif kind == "bit" and n:
        i = rng.randrange(n)
        data = data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
    elif kind == "truncate":
        data = data[:rng.randrange(max(1, n))]
    elif kind == "cut-lines":
        real = [ln for ln in lines if ln.strip()]
        keep = rng.randrange(1, max(2, len(real)))
        data = _join(real[:keep]) + b"\n"
    elif kind == "delete-line":
        lines.pop(_pick_line(rng, lines))
        data = _join(lines)
    elif kind == "repeat-line":
        i = _pick_line(rng, lines)
        lines.insert(i, lines[i])
        data = _join(lines)
    elif kind == "swap-lines":
        i, j = _pick_line(rng, lines), _pick_line(rng, lines)
        lines[i], lines[j] = lines[j], lines[i]
        data = _join(lines)
    elif kind == "latin-1":
        text = data.decode("utf-8")
        at = rng.randrange(len(text)) if text else 0
        data = (text[:at] + "é" + text[at:]).encode("latin-1", "replace")
    elif kind == "nul":
        i = rng.randrange(n + 1)
        data = data[:i] + b"\0" + data[i:]
    elif kind == "bom":
        data = b"\xef\xbb\xbf" + data
    elif kind == "crlf":
        data = data.replace(b"\n", b"\r\n")
    elif kind == "huge-number":
        nums = [m.span() for m in re.finditer(rb"\d+", data)]
        if nums:
            a, b = rng.choice(nums)
            data = data[:a] + b"9" * rng.choice([20, 400, 5000]) + data[b:]
    elif kind == "long-line":
        i = _pick_line(rng, lines)
        lines[i] = lines[i][:-1] + b', "pad": "' + b"x" * (2 * 1024 * 1024) + b'"}'
        data = _join(lines)
    elif kind == "utf-16":
        data = b"\xff\xfe" + data.decode("utf-8").encode("utf-16-le")
    elif kind == "closing-wrong":
        real = [ln for ln in lines if ln.strip()]
        data = data + json.dumps({"closing": True, "events": len(real) - rng.randrange(0, 3),
                                  "sha256": "0" * 64}).encode() + b"\n"
    return kind, data


_JSON_KINDS: dict[str, tuple[Callable, bool]] = {
    "wrong-type": (_retype, True), "other-id": (_other_id, False), "drop-field": (_drop_key, True),
    "unknown-type": (_unknown_type, False), "huge-deck": (_huge_deck, True), "hostile-names": (_hostile_names, True),
    "deep-nesting": (_deep, True),
}


def mutate(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    """One hostile version of ``data`` and the kind of damage done."""
    if rng.random() < 0.45:
        return _mutate_bytes(rng, data)
    kind = rng.choice(sorted(_JSON_KINDS))
    try:
        return _mutate_json(rng, data, kind)
    except (ValueError, RecursionError, IndexError, KeyError, TypeError, AttributeError):
        return kind, data  # the line was no longer JSON (an earlier mutation): leave it as it is


def _mutate_json(rng: random.Random, data: bytes, kind: str) -> tuple[str, bytes]:
    edit, header_too = _JSON_KINDS[kind]
    if kind in ("huge-deck", "hostile-names"):
        lines = _lines(data)
        obj = json.loads(lines[0])
        lines[0] = json.dumps(edit(rng, obj, {}), ensure_ascii=False).encode()
        return kind, _join(lines)
    if kind == "deep-nesting":
        lines = _lines(data)
        i = _pick_line(rng, lines)
        out = _deep(rng, json.loads(lines[i]), {})
        if isinstance(out, _Raw):
            lines[i] = lines[i].rstrip()[:-1] + b', "deep": ' + out.raw.encode() + b"}"
        else:
            lines[i] = json.dumps(out).encode()
        return kind, _join(lines)
    return kind, _json_edit(rng, data, edit, header_too)


# -- logs generated from the schema -------------------------------------------------


def generated(rng: random.Random, game: str, base: bytes, events: int = 12) -> bytes:
    """A log with ``base``'s header and ``events`` random events of the game's types, fields from its ids."""
    import msgspec.inspect as mi

    mod = game_module(game)
    lines = [ln for ln in _lines(base) if ln.strip()]
    ctx = _context(lines)
    out = [lines[0]]
    for seq in range(1, events + 1):
        cls = rng.choice(mod.EVENT_TYPES)
        info = mi.type_info(cls)
        obj: dict[str, Any] = {"type": cls.__struct_config__.tag}
        for f in info.fields:
            if f.name == "seq":
                obj["seq"] = seq
            elif f.name == "player":
                obj["player"] = rng.choice(ctx["players"])
            elif f.required or rng.random() < 0.5:
                obj[f.name] = _value_of(rng, f.type, ctx, mi)
        out.append(json.dumps(obj, ensure_ascii=False).encode())
    return _join(out) + b"\n"


def _value_of(rng: random.Random, t: Any, ctx: dict, mi: Any, depth: int = 0) -> Any:
    if depth > 3:
        return None
    if isinstance(t, mi.UnionType):
        return _value_of(rng, rng.choice(t.types), ctx, mi, depth + 1)
    if isinstance(t, mi.StrType):
        return rng.choice(ctx["strings"] + ctx["players"])
    if isinstance(t, mi.LiteralType):
        return rng.choice(t.values)
    if isinstance(t, mi.IntType):
        return rng.choice([0, 1, 2, 3, 5, -1, 20])
    if isinstance(t, mi.FloatType):
        return rng.choice([0.0, 1.5, -2.0])
    if isinstance(t, mi.BoolType):
        return rng.random() < 0.5
    if isinstance(t, mi.NoneType):
        return None
    if isinstance(t, (mi.ListType, mi.VarTupleType, mi.SetType, mi.FrozenSetType)):
        return [_value_of(rng, t.item_type, ctx, mi, depth + 1) for _ in range(rng.randrange(3))]
    if isinstance(t, mi.DictType):
        return {str(_value_of(rng, t.key_type, ctx, mi, depth + 1)): _value_of(rng, t.value_type, ctx, mi, depth + 1)
                for _ in range(rng.randrange(3))}
    if isinstance(t, mi.StructType):
        return {f.name: _value_of(rng, f.type, ctx, mi, depth + 1) for f in t.fields
                if f.required or rng.random() < 0.5}
    return None


# -- running a case -------------------------------------------------------------------


@dataclass
class Outcome:
    kind: str  # clean, violations, refused, crash, hang, unsafe, partial
    command: str
    detail: str = ""


@dataclass
class Tally:
    """What a fuzz run found: outcomes by kind, and the findings (anything not clean, violations or refused)."""

    counts: Counter = field(default_factory=Counter)
    by_mutation: dict[str, Counter] = field(default_factory=dict)
    findings: list[tuple[str, str, Outcome]] = field(default_factory=list)

    def add(self, mutation: str, name: str, outcome: Outcome) -> None:
        self.counts[outcome.kind] += 1
        self.by_mutation.setdefault(mutation, Counter())[outcome.kind] += 1
        if outcome.kind not in ("clean", "violations", "refused"):
            self.findings.append((mutation, name, outcome))


_COMMANDS = ["replay", "replay-as", "show", "export-md", "export-csv", "diff", "import", "export-jsonl"]


def run_case(path: Path, original: Path, rng: random.Random, workdir: Path) -> Outcome:
    """Run ``verify`` and one more command on the log at ``path``; classify the worst thing that happened."""
    os.environ["MATCHLEDGER_TIME_LIMIT"] = str(CASE_SECONDS - 5)
    runner = CliRunner()
    worst = _run(runner, ["verify", str(path)], path, workdir)
    if worst.kind not in ("clean", "violations", "refused"):
        return worst
    extra = rng.choice(_COMMANDS)
    db = workdir / f"fuzz-{rng.randrange(10**9)}.db"
    args = {
        "replay": ["replay", str(path), "--at", str(rng.randrange(0, 60))],
        "replay-as": ["replay", str(path), "--as", rng.choice(["alice", "bob", "p1"])],
        "show": ["show", str(path)],
        "export-md": ["export", str(path), "--format", "md"],
        "export-csv": ["export", str(path), "--format", "csv"],
        "export-jsonl": ["export", str(path)],
        "diff": ["diff", str(original), str(path)],
        "import": ["import", str(path), "--db", str(db)],
    }[extra]
    out = _run(runner, args, path, workdir, allow_at_error=extra.startswith("replay"))
    if extra == "import" and out.kind == "refused" and db.exists():
        with sqlite3.connect(db) as con:
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            rows = sum(con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables
                       if not t.startswith("sqlite_"))
        if rows:
            out = Outcome("partial", "import", f"{rows} rows written for a refused log")
    if extra == "import" and db.exists():
        db.unlink()
    return out if out.kind not in ("clean", "violations", "refused") else worst


def _run(runner: CliRunner, args: list[str], path: Path, workdir: Path, allow_at_error: bool = False) -> Outcome:
    cmd = " ".join(args[:1] + args[2:])
    started = time.monotonic()
    res = runner.invoke(cli, args, catch_exceptions=True)
    took = time.monotonic() - started
    text = (res.stdout or "") + (res.stderr or "")
    if took > CASE_SECONDS or "took longer than" in text:
        return Outcome("hang", cmd, f"{took:.1f} s")
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        return Outcome("crash", cmd, f"{type(res.exception).__name__}: {res.exception}")
    if "internal error" in text or "Traceback" in text:
        return Outcome("crash", cmd, text.strip().splitlines()[-1][:300])
    if _RAW_CONTROL.search(text):
        bad = _RAW_CONTROL.search(text).group()
        return Outcome("unsafe", cmd, f"raw control character {bad!r} in the output")
    if res.exit_code == 0:
        return Outcome("clean", cmd)
    if res.exit_code == 1:
        return Outcome("violations", cmd)
    if res.exit_code == 2:
        err = (res.stderr or "").strip()
        if err.count("\n") or not err.startswith("Error: "):
            return Outcome("crash", cmd, f"not one error line: {err[:300]!r}")
        if path.name not in err and not allow_at_error:
            return Outcome("crash", cmd, f"the error does not name the file: {err[:300]!r}")
        return Outcome("refused", cmd)
    return Outcome("crash", cmd, f"exit code {res.exit_code}")


def fuzz(game: str, cases: int, seed: int, workdir: Path, generated_share: float = 0.2,
         progress: Callable[[int], None] | None = None, keep: Path | None = None) -> Tally:
    """``cases`` hostile logs of ``game`` (mutated samples, and a share generated from the schema).

    ``keep``: a folder where each log that led to a finding is saved, to replay it.
    """
    rng = random.Random(f"{seed}/{game}")
    tally = Tally()
    pool = samples(game)
    for k in range(cases):
        original = rng.choice(pool)
        data = original.read_bytes()
        if rng.random() < generated_share:
            kind, bad = "generated", generated(rng, game, data, rng.choice([3, 12, 40]))
        else:
            kind, bad = mutate(rng, data)
            if rng.random() < 0.15:  # two kinds of damage at once
                kind2, bad = mutate(rng, bad) if kind not in ("long-line", "utf-16", "latin-1") else (kind, bad)
                kind = f"{kind}+{kind2}" if kind2 != kind else kind
        path = workdir / f"{game}-{k}.jsonl"
        path.write_bytes(bad)
        outcome = run_case(path, original, rng, workdir)
        tally.add(kind.split("+")[0], f"{original.name} #{k}", outcome)
        if keep is not None and outcome.kind not in ("clean", "violations", "refused"):
            keep.mkdir(parents=True, exist_ok=True)
            path.replace(keep / path.name)
        else:
            path.unlink()
        if progress:
            progress(k)
    return tally


def as_json(tally: Tally) -> str:
    return json.dumps({"counts": dict(tally.counts),
                       "by_mutation": {k: dict(v) for k, v in sorted(tally.by_mutation.items())},
                       "findings": [[m, n, o.kind, o.command, o.detail] for m, n, o in tally.findings]}, indent=1)


__all__ = ["fuzz", "mutate", "generated", "run_case", "Tally", "Outcome", "samples", "HOSTILE_TEXT"]
