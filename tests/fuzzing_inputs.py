"""The fuzz harness for the judges' own inputs: ``amend`` and ``note``, and the station's routes.

``tests/fuzzing.py`` breaks match logs; this module breaks what a judge
types and what a browser sends:

- ``dispute_case(rng, ...)`` draws one ``matchledger amend`` or
  ``matchledger note`` command line against a ledger of real matches: a
  match id, a prefix or something else; a seq in range, out of it or not a
  number; ``--drop``, ``--replace FILE``, ``--insert FILE`` (one, two or
  none); a correction FILE of real event lines, damaged ones, another game's,
  invalid UTF-8, NUL bytes, a 2 MB line, deep nesting, a FIFO, ``/dev/zero``,
  a folder, no file; a reason, a judge name and a ruling's words with escape
  codes, HTML, NUL, line breaks, 300,000 characters, or bytes that are not
  UTF-8 (as a shell passes them: ``\\udce9``); ``--supersedes`` as ``R1``,
  ``r 1``, ``R²``, ``R99999999999999999999``...
- ``run_dispute(...)`` runs it on a fresh copy of the ledger and classifies
  the outcome: ``accepted`` (exit 0, the ledger gained exactly the branch
  or the ruling, its audit still clean), ``refused`` (exit 2, one error
  line, the file named when the file was at fault, the ledger unchanged:
  same rows, same audit head), or a finding: ``crash`` (a traceback, an
  "internal error", another exit code, an error that is not one line or
  does not name the file), ``hang`` (past :data:`CASE_SECONDS`),
  ``unsafe`` (a raw control character out), ``partial`` (a refused command
  changed the ledger), ``broken`` (an accepted one left it other than said).
- ``station_request(rng, ...)`` draws one HTTP request for the station
  (``cli/station.py``): any method, a real route or junk, a match id, a
  prefix or a hostile one, ``at``/``turn``/``as``/``game``/``player``/
  ``verdict``/``lang`` with hostile values, a body; ``run_request`` sends it
  through Starlette's ``TestClient`` and classifies: ``ok`` (2xx),
  ``refused`` (4xx, one plain line), or ``crash`` (5xx, an exception, a
  4xx that is not one line), ``hang``, ``unsafe`` (a hostile name raw in
  HTML, a raw control character in a plain answer).

Used by ``tests/test_fuzz_disputes.py`` and ``tests/test_fuzz_station.py``
(seeded subsets) and ``bench/fuzz_inputs.py`` (1,000 cases a game, the
counts in docs/reliability.md).
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import signal
import sqlite3
import threading
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import quote, urlencode

from click.testing import CliRunner

import fuzzing
from cli.main import cli

ROOT = fuzzing.ROOT
#: One real match a game, the ones the disputes docs use.
SAMPLES = {
    "chrono-clash": ROOT / "sample_logs/chrono_clash/win-quests.jsonl",
    "force-of-will": ROOT / "sample_logs/force_of_will/win-by-life.jsonl",
    "fftcg": ROOT / "sample_logs/fftcg/win-seven-damage.jsonl",
}
GAMES = sorted(SAMPLES)
#: Seconds one case may take before it counts as a hang.
CASE_SECONDS = 20.0
RAW_CONTROL = fuzzing._RAW_CONTROL
#: The word that starts an error line, in each language of the CLI.
ERROR_WORD = re.compile(r"^(Error|Erreur|Errore) ?: ")
#: click's usage lines above a usage error's one error line, in the judge's language too (``--lang``).
USAGE_WORD = re.compile(r"^(Usage|Uso) ?: ")
TRY_WORD = re.compile(r"^(Try|Essayez|Usa) ")
#: What a judge might type (or a shell might pass) as a reason, a judge's name or a ruling's words.
HOSTILE_WORDS = [*fuzzing.HOSTILE_TEXT, "", "   ", "\t", "R. Lee", "Ana María Ñúñez", "x" * 100_000, "é" * 300_000,
                 "\udce9\udcff", "caf\udce9", "a\x00b", "\n", "line\r\nbreak", "\U0001f0a1" * 50, "\u2028sep",
                 "%s%n{0}{judge}", "--", "R1", "\ufeffbom", "\u0085nel"]
#: Hostile names stored in the station's ledger; none of these may reach an HTML page raw.
MARKERS = ["<script>alert('label')", "<img src=x onerror=alert(1)>", "</script><script>alert('ruling')",
           "<b>judge</b>", "<script>alert('reason')"]


# -- the ledger ------------------------------------------------------------------------


def _invoke(args: list[str]) -> Any:
    res = CliRunner().invoke(cli, [str(a) for a in args])
    assert res.exit_code == 0, (args, res.output)
    return res


def hostile_log(folder: Path) -> Path:
    """The Chrono Clash sample with hostile names: a label and a player's name that are HTML and escapes."""
    lines = SAMPLES["chrono-clash"].read_bytes().split(b"\n")
    header = json.loads(lines[0])
    header["match"] = f"\x1b[2J{MARKERS[0]}</script>"
    header["players"][0]["name"] = f"{MARKERS[1]}\u202eevil"
    lines[0] = json.dumps(header, ensure_ascii=False).encode()
    path = folder / "hostile-names.jsonl"
    path.write_bytes(b"\n".join(lines))
    return path


def build_ledger(folder: Path, hostile: bool = False) -> dict:
    """A ledger of one sample match a game, each with one ruling (R1); ``hostile`` adds hostile names.

    Returns ``{"db": path, "games": {game: {"id", "events", "players", "path"}}, "hostile": id or None}``.
    The file is checkpointed (no ``-wal`` beside it), so a plain copy is the whole ledger.
    """
    db = folder / "ledger.db"
    games = {}
    for game, path in SAMPLES.items():
        out = json.loads(_invoke(["import", path, "--db", db, "--json"]).output)[0]
        header = json.loads(path.read_bytes().split(b"\n")[0])
        games[game] = {"id": out["match"], "events": out["events"], "path": str(path),
                       "players": [p["id"] for p in header["players"]]}
        _invoke(["note", out["match"], "--db", db, "--at", 2, "--judge", "R. Lee", "Deck check: no penalty."])
    hostile_id = None
    if hostile:
        out = json.loads(_invoke(["import", hostile_log(folder), "--db", db, "--json"]).output)[0]
        hostile_id = out["match"]
        _invoke(["note", hostile_id, "--db", db, "--at", 5, "--judge", f"{MARKERS[3]}\x1b[31m",
                 f"{MARKERS[2]}</script>"])
        res = _invoke(["amend", hostile_id, "--db", db, "--at", 3, "--drop", "--judge", "\x1b]0;pwned\x07",
                       "--reason", f"{MARKERS[4]}</script>", "--json"])
        games["chrono-clash"]["branch"] = json.loads(res.output)["match"]
    with sqlite3.connect(db) as con:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return {"db": str(db), "games": games, "hostile": hostile_id}


def ledger_state(db: str) -> dict:
    """What a refused command must leave as it was: every table's rows (but derived ones) and the audit head."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        counts = {t: con.execute(f"SELECT count(*) FROM [{t}]").fetchone()[0]
                  for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                  if t in ("stored_events", "matches")}
        counts["rulings"] = con.execute("SELECT count(*) FROM stored_events WHERE topic LIKE '%RulingRecorded'").fetchone()[0]
    finally:
        con.close()
    res = CliRunner().invoke(cli, ["audit", "--db", db, "--json", "--no-snapshots"])
    report = json.loads(res.stdout) if res.exit_code in (0, 1) else {}
    return {**counts, "head": report.get("head"), "clean": report.get("clean"), "audit_exit": res.exit_code}


# -- outcomes --------------------------------------------------------------------------


@dataclass
class Outcome:
    kind: str
    what: str
    detail: str = ""


@dataclass
class Tally:
    """Outcomes by kind, by what was drawn, and the findings (every outcome that is not a fine one)."""

    fine: tuple[str, ...]
    counts: Counter = field(default_factory=Counter)
    by_what: dict[str, Counter] = field(default_factory=dict)
    findings: list[Outcome] = field(default_factory=list)

    def add(self, out: Outcome) -> None:
        self.counts[out.kind] += 1
        self.by_what.setdefault(out.what, Counter())[out.kind] += 1
        if out.kind not in self.fine:
            self.findings.append(out)


class _CaseOvertime(BaseException):
    """The case ran past CASE_SECONDS (a BaseException: no ``except Exception`` in the CLI may eat it)."""


@contextmanager
def bounded(seconds: float = CASE_SECONDS) -> Iterator[None]:
    """Raise :class:`_CaseOvertime` in the block after ``seconds`` (main thread; elsewhere unbounded)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def _alarm(_sig, _frame):
        raise _CaseOvertime()

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def error_line(stderr: str) -> str | None:
    """The one error line of a refusal, or None if the refusal is not one line.

    The words are in the judge's language (``--lang``). A usage error
    (an option of the wrong type) is click's: ``Usage: ...``,
    ``Try ... --help``, a blank line, then the one ``Error: ...`` line.
    """
    lines = stderr.strip().split("\n")
    if len(lines) == 1 and ERROR_WORD.match(lines[0]):
        return lines[0]
    if (len(lines) == 4 and USAGE_WORD.match(lines[0]) and TRY_WORD.match(lines[1]) and not lines[2]
            and ERROR_WORD.match(lines[3])):
        return lines[3]
    return None


# -- amend and note --------------------------------------------------------------------

FILE_KINDS = ["events", "events", "events", "rest-of-log", "damaged", "damaged", "other-game", "header-other-game",
              "invalid-utf8", "nul", "not-json", "not-object", "empty", "blank-lines", "long-line", "deep",
              "huge-number", "fifo", "dev-zero", "folder", "missing", "unknown-player", "many-events"]
#: Kinds after which a refusal must name the file.
UNUSABLE_FILES = {"invalid-utf8", "nul", "not-json", "not-object", "long-line", "deep", "fifo", "dev-zero", "folder",
                  "missing", "unknown-player", "other-game", "header-other-game", "empty", "blank-lines"}


def correction_file(rng: random.Random, game: str, info: dict, path: Path) -> tuple[str, str]:
    """Write one correction FILE for ``amend``; (its kind, the path to give)."""
    kind = rng.choice(FILE_KINDS)
    lines = [ln for ln in Path(info["path"]).read_bytes().split(b"\n") if ln.strip()]
    header, events = lines[0], lines[1:]
    a = rng.randrange(len(events))
    chunk = events[a:a + rng.choice([1, 1, 2, 3, 8])]
    other = [g for g in GAMES if g != game]
    if kind == "events":
        data = b"\n".join(chunk) + b"\n"
    elif kind == "rest-of-log":
        data = b"\n".join([header, *chunk]) + b"\n"
    elif kind == "damaged":
        _k, data = fuzzing.mutate(rng, b"\n".join([header, *chunk]) + b"\n")
        if len(data) > 3_000_000:
            data = data[:3_000_000]
    elif kind == "other-game":
        data = [ln for ln in SAMPLES[rng.choice(other)].read_bytes().split(b"\n") if ln.strip()][3] + b"\n"
    elif kind == "header-other-game":
        data = b"\n".join(SAMPLES[rng.choice(other)].read_bytes().split(b"\n")[:3]) + b"\n"
    elif kind == "invalid-utf8":
        data = b"\n".join(chunk)[:-2] + b"\xe9\xff\"}\n"
    elif kind == "nul":
        blob = b"\n".join(chunk)
        i = rng.randrange(len(blob))
        data = blob[:i] + b"\0" + blob[i:]
    elif kind == "not-json":
        data = rng.choice([b"seq 5: bob draws", b"{", b"{\"type\": ", b"\x1b[2J", b"null"]) + b"\n"
    elif kind == "not-object":
        data = rng.choice([b"[1, 2]", b"\"text\"", b"42", b"[]", b"true"]) + b"\n"
    elif kind == "empty":
        data = b""
    elif kind == "blank-lines":
        data = b"\n \n\t\n\r\n"
    elif kind == "long-line":
        data = chunk[0][:-1] + b', "pad": "' + b"x" * (2 * 1024 * 1024) + b'"}\n'
    elif kind == "deep":
        depth = rng.choice([200, 1000, 5000, 100_000])
        data = chunk[0][:-1] + b', "deep": ' + b"[" * depth + b"]" * depth + b"}\n"
    elif kind == "huge-number":
        data = chunk[0].replace(b'"seq":', b'"seq": 9' + b"9" * 4000 + b', "x":', 1) + b"\n"
    elif kind == "unknown-player":
        obj = json.loads(chunk[0])
        obj["player"] = rng.choice(["mallory", "", "\x1b[2J", "<script>x</script>"])
        data = json.dumps(obj).encode() + b"\n"
    elif kind == "many-events":
        data = b"\n".join(events) + b"\n"
    else:
        data = None
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        return kind, "/dev/zero"
    elif kind == "folder":
        path.mkdir()
    elif kind == "missing":
        pass
    else:
        path.write_bytes(data)
    return kind, str(path)


def _words(rng: random.Random) -> str:
    return rng.choice(HOSTILE_WORDS) if rng.random() < 0.6 else rng.choice(["R. Lee", "A. Chief", "wrong card drawn"])


def _ref(rng: random.Random, info: dict) -> tuple[str, bool]:
    """A MATCH argument; (it, whether it names the match)."""
    mid = info["id"]
    r = rng.random()
    if r < 0.6:
        return mid, True
    if r < 0.72:
        return mid[:rng.choice([4, 8, 13])], True
    if r < 0.76:
        return mid.upper(), True
    return rng.choice(["0000dead", "ffffffff-ffff-ffff-ffff-ffffffffffff", info["path"], "", "\x1b[2J", "../x.db",
                       "zz", mid + "0", "%s", "\udce9", mid[:3]]), False


def _seq(rng: random.Random, n: int, low: int) -> tuple[str, bool]:
    r = rng.random()
    if r < 0.7:
        s = rng.randint(low, n)
        return str(s), True
    return rng.choice(["0", "-1", str(n + 1), str(n + 2), "99999999999999999999", "x", "1e3", "", "²", "٣", " 3",
                       "3.0", "0x10"]), False


def dispute_case(rng: random.Random, game: str, ledger: dict, workdir: Path) -> dict:
    """One ``amend`` or ``note`` command line against the game's match; what it is made of, to judge it by."""
    info = ledger["games"][game]
    n = info["events"]
    ref, ref_ok = _ref(rng, info)
    case: dict[str, Any] = {"game": game, "file": None, "file_kind": None}
    if rng.random() < 0.55:
        at, at_ok = _seq(rng, n, 1)
        args = ["amend", ref, "--at", at]
        actions = rng.choice([["--drop"], ["--replace"], ["--insert"], ["--replace"], ["--insert"], [],
                              ["--drop", "--replace"], ["--replace", "--insert"]])
        for action in actions:
            if action == "--drop":
                args.append("--drop")
            else:
                kind, path = correction_file(rng, game, info, workdir / f"fix-{rng.randrange(10**9)}.jsonl")
                args += [action, path]
                case.update(file=path, file_kind=kind)
        reason, judge = _words(rng), _words(rng)
        args += ["--reason", reason, "--judge", judge]
        valid_words = all(w.strip() and "\0" not in w and not _surrogates(w) for w in (reason, judge))
        case["what"] = "amend " + (case["file_kind"] or (actions[0] if actions else "no action"))
    else:
        at, at_ok = _seq(rng, n, 0)
        judge = _words(rng)
        text = [_words(rng) for _ in range(rng.choice([1, 1, 2, 3]))]
        args = ["note", ref, "--at", at, "--judge", judge]
        sup = rng.random()
        if sup < 0.4:
            args += ["--supersedes", rng.choice(["R1", "1", "r1", " R1 ", "R2", "R0", "R-1", "R²", "R١", "Ⅻ",
                                                 "R" + "9" * 30, "", "\x1b[2J", "RR1", "R 1"])]
        case["tail"] = ["--", *text] if rng.random() < 0.3 else text
        valid_words = all("\0" not in w and not _surrogates(w) for w in (judge, *text))
        actions = []
        case["what"] = "note" + (" --supersedes" if sup < 0.4 else "")
    if rng.random() < 0.3:
        args.append("--json")
    if rng.random() < 0.2:
        args += ["--lang", rng.choice(["en", "fr", "it", "xx", ""])]
    case["args"] = args
    # The file alone is at fault: the refusal must name it.
    case["blame_file"] = (case["file_kind"] in UNUSABLE_FILES and ref_ok and at_ok and valid_words
                          and len(actions) == 1 and "--lang" not in args)
    return case


def _surrogates(text: str) -> bool:
    return any("\ud800" <= c <= "\udfff" for c in text)


def run_dispute(case: dict, template: str, before: dict, workdir: Path) -> Outcome:
    """Run the case on a fresh copy of the ledger ``template`` (whose state is ``before``) and classify it."""
    db = workdir / f"case-{os.getpid()}.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(template, db)
    args = [*case["args"], "--db", str(db), *case.get("tail", [])]
    what = case["what"]
    started = time.monotonic()
    try:
        with bounded():
            res = CliRunner().invoke(cli, args, catch_exceptions=True)
    except _CaseOvertime:
        return Outcome("hang", what, f"past {CASE_SECONDS:g} s: {_shown(args)}")
    finally:
        _cleanup(case)
    took = time.monotonic() - started
    out, err = res.stdout or "", res.stderr or ""
    if took > CASE_SECONDS:
        return Outcome("hang", what, f"{took:.1f} s: {_shown(args)}")
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        return Outcome("crash", what, f"{type(res.exception).__name__}: {res.exception} in {_shown(args)}")
    if "internal error" in out + err or "Traceback" in out + err:
        return Outcome("crash", what, f"{(out + err).strip().splitlines()[-1][:300]} in {_shown(args)}")
    if RAW_CONTROL.search(out + err):
        return Outcome("unsafe", what, f"raw {RAW_CONTROL.search(out + err).group()!r} out of {_shown(args)}")
    after = ledger_state(str(db))
    if res.exit_code == 2:
        line = error_line(err)
        if line is None:
            return Outcome("crash", what, f"not one error line: {err[:300]!r} from {_shown(args)}")
        if case["blame_file"] and case["file"] not in line:
            return Outcome("crash", what, f"the error does not name the file: {line[:300]!r} ({case['file_kind']})")
        if after != before:
            return Outcome("partial", what, f"refused, yet the ledger changed: {before} -> {after}: {_shown(args)}")
        return Outcome("refused", what, line[:300])
    if res.exit_code == 0:
        grew = ({"matches": 1, "rulings": 0} if args[0] == "amend" else {"matches": 0, "rulings": 1})
        if (not after["clean"] or after["matches"] - before["matches"] != grew["matches"]
                or after["rulings"] - before["rulings"] != grew["rulings"]):
            return Outcome("broken", what, f"accepted, but the ledger is {after} (was {before}): {_shown(args)}")
        if "--json" in args:
            try:
                json.loads(out)
            except ValueError:
                return Outcome("broken", what, f"--json printed no JSON: {out[:200]!r}")
        return Outcome("accepted", what)
    return Outcome("crash", what, f"exit code {res.exit_code}: {(out + err)[:300]!r} from {_shown(args)}")


def _cleanup(case: dict) -> None:
    path = case.get("file")
    if not path or path == "/dev/zero":
        return
    p = Path(path)
    if p.is_dir() and not p.is_symlink():
        shutil.rmtree(p, ignore_errors=True)
    else:
        p.unlink(missing_ok=True)


def _shown(args: list[str]) -> str:
    return " ".join(repr(a[:60]) if len(a) > 60 else repr(a) for a in args)


def fuzz_disputes(game: str, cases: int, seed: int, workdir: Path, ledger: dict | None = None) -> Tally:
    """``cases`` amend and note command lines against the game's match."""
    ledger = ledger or build_ledger(_fresh(workdir / "template"))
    before = ledger_state(ledger["db"])
    rng = random.Random(f"{seed}/{game}/disputes")
    tally = Tally(fine=("accepted", "refused"))
    for _ in range(cases):
        tally.add(run_dispute(dispute_case(rng, game, ledger, workdir), ledger["db"], before, workdir))
    return tally


def _fresh(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# -- the station -----------------------------------------------------------------------

ROUTES = ["/", "/match/{ref}", "/match/{ref}/view", "/api/matches", "/api/matches/{ref}",
          "/api/matches/{ref}/verify", "/api/matches/{ref}/replay"]
METHODS = ["GET"] * 12 + ["HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]
QUERY_KEYS = ["at", "turn", "as", "game", "player", "verdict", "lang", "seq", "x"]


def _value(rng: random.Random, key: str, info: dict) -> str:
    r = rng.random()
    if r < 0.45:
        if key in ("at", "seq"):
            return str(rng.randint(0, info["events"] + 2))
        if key == "turn":
            return str(rng.randint(0, 12))
        if key == "as":
            return rng.choice([*info["players"], "spectator", "judge"])
        if key == "game":
            return rng.choice([*GAMES, "chess"])
        if key == "verdict":
            return rng.choice(["clean", "violations", "maybe"])
        if key == "lang":
            return rng.choice(["en", "fr", "it", "de"])
        return rng.choice(info["players"])
    return rng.choice(["", "-1", "99999999999999999999", "9" * 5000, "²", "١٢", "1e3", "0x10", " 5", "5 ", "3.0",
                       "\x00", "\x1b[2J", "<script>alert(1)</script>", "\"'><svg onload=alert(1)>", "%", "%zz",
                       "\udce9", "é" * 2000, "../../etc/passwd", "\u202eevil", "a\nb", "[]", "{}", "null"])


def station_request(rng: random.Random, game: str, ledger: dict) -> dict:
    """One request for the station, against the game's matches (or none of them)."""
    info = ledger["games"][game]
    ids = [info["id"], *([info["branch"]] if "branch" in info else [])]
    if ledger.get("hostile") and game == "chrono-clash":
        ids.append(ledger["hostile"])
    mid = rng.choice(ids)
    r = rng.random()
    if r < 0.55:
        ref = mid
    elif r < 0.7:
        ref = mid[:rng.choice([4, 8, 13, 20])]
    else:
        ref = quote(rng.choice(["0000dead", "..", "../../etc/passwd", "%2e%2e", "\x1b[2J", "<script>", "ZZZZ", "",
                                mid.upper(), mid + "-", "-" * 8, "0" * 36, mid[:3], "\udce9", "é", " " + mid]),
                    safe="", errors="surrogateescape")
    if rng.random() < 0.9:
        path = rng.choice(ROUTES).replace("{ref}", ref)
    else:
        path = rng.choice(["/nothing", "/match", "/match/", f"/match/{ref}/", f"/api/matches/{ref}/x", "//",
                           "/static/../../etc/passwd", "/%00", "/api/matches/" + ref + "/replay/../verify",
                           "/" + "a" * 5000, "/match/%ZZ"])
    query = {}
    for key in rng.sample(QUERY_KEYS, rng.choice([0, 0, 1, 1, 2, 3])):
        query[key] = _value(rng, key, info)
    qs = urlencode(query, errors="surrogateescape") if rng.random() < 0.9 else rng.choice(
        ["at=1&at=2", "at", "=", "&&", "as=%ZZ", "at=%00", "player=%C3%28"])
    method = rng.choice(METHODS)
    body = b"" if method in ("GET", "HEAD") or rng.random() < 0.3 else rng.choice(
        [b"x=1", b"{}", b"\x00" * 10, os.urandom(64), b"a" * 100_000])
    headers = {}
    if rng.random() < 0.3:
        headers["accept-language"] = rng.choice(["fr", "it-IT,it;q=0.9", "de", "*", "\x7f", "fr;q=abc"])
    what = f"{method if method == 'GET' else 'other method'} {path.split('?')[0].replace(ref, '{ref}') if ref else path}"
    return {"method": method, "url": path + (f"?{qs}" if qs else ""), "body": body, "headers": headers,
            "what": what if len(what) < 60 else what[:57] + "...", "game": game}


def run_request(client: Any, req: dict) -> Outcome:
    """Send one request through the in-process client and classify the answer."""
    what = req["what"]
    started = time.monotonic()
    try:
        with bounded():
            resp = client.request(req["method"], req["url"], content=req["body"] or None, headers=req["headers"])
    except _CaseOvertime:
        return Outcome("hang", what, f"past {CASE_SECONDS:g} s: {req['method']} {req['url'][:200]!r}")
    except Exception as exc:  # the app raised (TestClient re-raises server errors)
        return Outcome("crash", what, f"{type(exc).__name__}: {str(exc)[:200]} on {req['method']} {req['url'][:200]!r}")
    took = time.monotonic() - started
    where = f"{req['method']} {req['url'][:200]!r}"
    if took > CASE_SECONDS:
        return Outcome("hang", what, f"{took:.1f} s: {where}")
    status, kind, body = resp.status_code, resp.headers.get("content-type", ""), resp.text
    if status >= 500 or status < 200:
        return Outcome("crash", what, f"HTTP {status}: {body[:200]!r} on {where}")
    if kind.startswith("text/html"):
        raw = [m for m in MARKERS if m in body]
        if raw:
            return Outcome("unsafe", what, f"{raw[0]!r} raw in the HTML of {where}")
    if 300 <= status < 400:
        location = resp.headers.get("location", "")
        if not location.startswith(("/", str(client.base_url))):
            return Outcome("unsafe", what, f"a redirect out of the station: {location!r} from {where}")
        return Outcome("ok", what)
    if status >= 400:
        if not kind.startswith("text/plain") and req["method"] != "HEAD":
            return Outcome("crash", what, f"HTTP {status} as {kind!r}, not one plain line: {body[:200]!r} on {where}")
        if req["method"] != "HEAD" and (not body.startswith(f"{status}: ") or body.count("\n") != 1):
            return Outcome("crash", what, f"HTTP {status} is not one line: {body[:200]!r} on {where}")
        if RAW_CONTROL.search(body):
            return Outcome("unsafe", what, f"raw {RAW_CONTROL.search(body).group()!r} in the refusal of {where}")
        return Outcome("refused", what)
    if kind.startswith("application/json") and req["method"] != "HEAD":
        try:
            json.loads(body)
        except ValueError:
            return Outcome("crash", what, f"HTTP {status} JSON that does not parse, on {where}")
    return Outcome("ok", what)


def station_client(db: str) -> Any:
    """The station's app over ``db`` behind Starlette's in-process test client (server errors raise)."""
    from starlette.testclient import TestClient

    from cli.station import make_app

    return TestClient(make_app(db), raise_server_exceptions=True)


def fuzz_station(game: str, cases: int, seed: int, ledger: dict, client: Any) -> Tally:
    """``cases`` requests against the game's matches in ``ledger``, through ``client``."""
    rng = random.Random(f"{seed}/{game}/station")
    tally = Tally(fine=("ok", "refused"))
    for _ in range(cases):
        tally.add(run_request(client, station_request(rng, game, ledger)))
    return tally


__all__ = ["build_ledger", "ledger_state", "dispute_case", "run_dispute", "fuzz_disputes", "station_request",
           "run_request", "station_client", "fuzz_station", "Tally", "Outcome", "MARKERS", "HOSTILE_WORDS"]
