"""The fifth outside audit of the command line: rounds that were not all read, output encodings, odd file names,
``-o`` through links and devices, the progress bar, a file shadowing a stored match, and the minor ones."""

from __future__ import annotations

import errno
import json
import os
import select
import shlex
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.errors import LogError
from ledger.log import parse_log

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs"
CLEAN = SAMPLES / "chrono_clash" / "win-quests.jsonl"  # match 52b27192
ILLEGAL = SAMPLES / "chrono_clash" / "illegal" / "attack-summoned-this-turn.jsonl"  # match bafabf8f, seq 5
FOW = SAMPLES / "force_of_will" / "illegal" / "will-not-exact-overpaid.jsonl"  # its notes hold a "③"
ILLEGAL_ID = "bafabf8f-07eb-53ff-8aee-9c352cd4362a"
APPLEDOUBLE = b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        \x00\x02"


def run(*args: str, **kw):
    return CliRunner().invoke(cli, list(args), **kw)


def one_line_error(res) -> str:
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    assert "Traceback" not in res.output and "internal error" not in res.output
    return lines[0]


def piped(*args: str, env: dict | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cli.main", *args], cwd=cwd, capture_output=True, timeout=120,
                          env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", **(env or {})})


# -- 1. a round's folder: .jsonl in any case, and what was not read is said ------------------------------


@pytest.fixture
def mixround(tmp_path: Path) -> Path:
    d = tmp_path / "mixround"
    d.mkdir()
    shutil.copy(CLEAN, d / "t1.jsonl")
    shutil.copy(ILLEGAL, d / "T2.JSONL")
    shutil.copy(CLEAN, d / "t3.json")
    shutil.copy(ILLEGAL, d / "t4.jsonl.txt")
    (d / "notes.txt").write_text("not a log")
    (d / "late").mkdir()
    shutil.copy(CLEAN, d / "late" / "t5.jsonl")
    return d


def test_a_round_takes_jsonl_in_any_case_and_says_which_files_it_did_not_read(mixround: Path) -> None:
    res = run("verify", str(mixround))
    assert res.exit_code == 1, res.output  # T2.JSONL was read: its violation counts
    assert res.stdout.startswith("Verified 2 matches: 1 clean, 1 with violations")
    assert "T2.JSONL" in res.stdout
    said = one_line_error(res)
    assert said.startswith(f"Not read in {mixround}: ")
    assert "t3.json, t4.jsonl.txt (not named .jsonl)" in said
    assert "late (sub-folders, not searched)" in said
    assert "1 other file that does not look like a match log" in said
    data = json.loads(run("verify", str(mixround), "--json").stdout)
    assert data["totals"]["matches"] == 2
    assert {Path(k["path"]).name: k["why"] for k in data["skipped"]} == {
        "t3.json": "not-jsonl", "t4.jsonl.txt": "not-jsonl", "notes.txt": "not-a-log", "late": "folder"}


def test_import_of_a_round_stores_every_jsonl_and_names_the_rest(mixround: Path, tmp_path: Path) -> None:
    db = str(tmp_path / "l.db")
    res = run("import", str(mixround), "--db", db, "--json")
    assert res.exit_code == 0, res.output
    assert [Path(r["path"]).name for r in json.loads(res.stdout)] == ["T2.JSONL", "t1.jsonl"]
    assert "t3.json, t4.jsonl.txt (not named .jsonl)" in one_line_error(res)
    listed = json.loads(run("list", "--db", db, "--json").stdout)
    assert len(listed) == 2


# -- 2. an output encoding that cannot write every character ------------------------------------------


@pytest.mark.parametrize("encoding, shown", [("cp1252", b"Set-up \\u2462"), ("latin-1", b"Set-up \\u2462"),
                                             ("ascii", "Set-up ③".encode())])  # ASCII: UTF-8, as click writes it
def test_a_report_degrades_on_an_output_that_is_not_utf8(encoding: str, shown: bytes) -> None:
    res = piped("verify", str(FOW), env={"PYTHONIOENCODING": encoding})
    assert res.returncode == 1, res.stderr  # the violation, as on UTF-8
    assert b"internal error" not in res.stderr and res.stderr == b""
    assert shown in res.stdout and b"Result:" in res.stdout
    as_json = piped("verify", str(FOW), "--json", env={"PYTHONIOENCODING": encoding})
    assert as_json.returncode == 1
    data = json.loads(as_json.stdout.decode("utf-8" if encoding == "ascii" else encoding))  # the escapes are JSON's
    assert any("③" in n for n in data["notes"])


@pytest.mark.parametrize("encoding", ["ascii", "cp1252", "utf-8"])
def test_every_stream_keeps_its_filter_whatever_its_encoding(encoding: str) -> None:
    """click writes past an ASCII stream (through its binary buffer): that must not pass an escape code raw."""
    code = ("import click, sys; from cli.safe import guard_streams; guard_streams(); "
            "click.echo('a\\x1bb\\udce9 \\u2462'); click.echo('c\\x9bd', err=True); print('e\\x07f')")
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, timeout=60,
                         env={**os.environ, "PYTHONIOENCODING": encoding})
    assert res.returncode == 0, res.stderr
    raw = res.stdout + res.stderr
    assert b"\x1b" not in raw and b"\x07" not in raw and b"\x9b" not in raw and b"\xc2\x9b" not in raw
    assert b"a\\u001bb\\udce9 " in res.stdout and b"c\\u009bd" in res.stderr and b"e\\u0007f" in res.stdout


# -- 3. a file name that is not UTF-8 ------------------------------------------------------------------


@pytest.fixture
def latin_name(tmp_path: Path) -> Path:
    d = tmp_path / "odd"
    d.mkdir()
    raw = os.fsencode(d) + b"/tabl\xe9.jsonl"
    with open(raw, "wb") as fh:
        fh.write(ILLEGAL.read_bytes())
    return Path(os.fsdecode(raw))


def test_a_file_name_that_is_not_utf8_is_printed_escaped_everywhere(latin_name: Path, tmp_path: Path) -> None:
    folder = latin_name.parent
    res = run("verify", str(folder))
    assert res.exit_code == 1, res.output
    assert "tabl\\udce9.jsonl" in res.stdout
    single = run("verify", str(latin_name))
    assert single.exit_code == 1, single.output
    assert f"Board then: matchledger replay '{folder}/tabl\\udce9.jsonl' --at 5" in single.stdout
    imported = run("import", str(folder), "--db", str(tmp_path / "l.db"))
    assert imported.exit_code == 0, imported.output
    assert "tabl\\udce9.jsonl  (chrono-clash, 6 events)" in imported.stdout
    packet = tmp_path / "x.md"
    exported = run("export", str(latin_name), "--format", "packet", "-o", str(packet))
    assert exported.exit_code == 0, exported.output
    # the packet names no local path (its commands name the packet itself), so nothing of the name to escape
    assert str(folder) not in packet.read_text(encoding="utf-8")
    page = tmp_path / "v.html"
    viewed = run("view", str(latin_name), "-o", str(page))
    assert viewed.exit_code == 0, viewed.output
    assert '"source":"' + str(folder) + '/tabl\\udce9.jsonl"' in page.read_text(encoding="utf-8")


# -- 4. macOS AppleDouble files, and a binary file is no truncated text --------------------------------


def test_appledouble_files_are_skipped_and_said(tmp_path: Path) -> None:
    d = tmp_path / "macround"
    d.mkdir()
    shutil.copy(CLEAN, d / "t1.jsonl")
    shutil.copy(ILLEGAL, d / "t2.jsonl")
    (d / "._t1.jsonl").write_bytes(APPLEDOUBLE)
    (d / "._t2.jsonl").write_bytes(APPLEDOUBLE)
    res = run("verify", str(d))
    assert res.exit_code == 1, res.output
    assert res.stdout.startswith("Verified 2 matches: 1 clean, 1 with violations, 0 unusable")
    assert "UNUSABLE" not in res.stdout and "truncated" not in res.output
    assert "._t1.jsonl, ._t2.jsonl (macOS metadata files, not match logs)" in one_line_error(res)
    db = str(tmp_path / "l.db")
    imported = run("import", str(d), "--db", db, "--json")
    assert imported.exit_code == 0, imported.output
    assert len(json.loads(imported.stdout)) == 2


@pytest.mark.parametrize("data", [b"\x00\x05\x16\x07", b"\x00\x05\x16\x07\n", APPLEDOUBLE, b'{"version":1}\x00'])
def test_a_binary_file_is_not_a_text_file_with_or_without_a_last_newline(data: bytes, tmp_path: Path) -> None:
    with pytest.raises(LogError) as exc:
        parse_log(data, "bin.jsonl")
    assert "not a text file" in str(exc.value) and "truncated" not in str(exc.value)
    path = tmp_path / "bin.jsonl"
    path.write_bytes(data)
    res = run("verify", str(path))
    assert res.exit_code == 2
    assert one_line_error(res) == f"Error: {path}:1: the line holds a NUL byte: this is not a text file"


def test_a_text_line_cut_short_is_still_truncated() -> None:
    with pytest.raises(LogError, match="cut short"):
        parse_log(CLEAN.read_bytes()[:-40], "cut.jsonl")


# -- 5. -o: through a symlink, into a FIFO or device, never over the file being read ----------------------


def test_o_writes_through_a_symlink_to_its_target(tmp_path: Path) -> None:
    target = tmp_path / "target.md"
    target.write_text("old")
    target.chmod(0o640)
    link = tmp_path / "link.md"
    link.symlink_to("target.md")
    res = run("export", str(CLEAN), "--format", "md", "-o", str(link))
    assert res.exit_code == 0, res.output
    assert link.is_symlink() and os.readlink(link) == "target.md"
    assert target.read_text().startswith("# win-quests")
    assert target.stat().st_mode & 0o777 == 0o640
    assert not (tmp_path / "target.md.tmp").exists() and not (tmp_path / "link.md.tmp").exists()
    dangling = tmp_path / "dangling.md"
    dangling.symlink_to("made.md")
    assert run("export", str(CLEAN), "--format", "md", "-o", str(dangling)).exit_code == 0
    assert dangling.is_symlink() and (tmp_path / "made.md").read_text().startswith("# win-quests")


def _drain(fifo: Path, into: list) -> threading.Thread:
    def read() -> None:
        with open(fifo, "rb") as fh:
            into.append(fh.read())

    t = threading.Thread(target=read, daemon=True)
    t.start()
    return t


def test_o_writes_into_a_fifo_and_leaves_it_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    got: list = []
    reader = _drain(fifo, got)
    res = run("export", str(CLEAN), "--format", "md", "-o", str(fifo))
    reader.join(30)
    assert res.exit_code == 0, res.output
    assert got and got[0].startswith(b"# win-quests")
    assert fifo.is_fifo() and not (tmp_path / "out.fifo.tmp").exists()


def test_o_a_full_device_is_one_line_and_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cli.options as options

    fifo = tmp_path / "full"  # stands for /dev/full: a node that is no regular file, whose writes fail
    os.mkfifo(fifo)

    class Full:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def write(self, data):
            raise OSError(errno.ENOSPC, "No space left on device")

    opened = []
    monkeypatch.setattr(options, "open", lambda path, *a, **k: opened.append(path) or Full(), raising=False)
    res = run("export", str(CLEAN), "--format", "md", "-o", str(fifo))
    assert res.exit_code == 2
    assert one_line_error(res) == f"Error: {fifo}: No space left on device"
    assert opened == [str(fifo)]  # written into, no FILE.tmp beside it
    assert fifo.is_fifo()


def test_o_the_file_being_read_is_refused(tmp_path: Path) -> None:
    log = tmp_path / "self.jsonl"
    shutil.copy(CLEAN, log)
    before = log.read_bytes()
    res = run("export", str(log), "--format", "md", "-o", str(log))
    assert res.exit_code == 2
    assert "the file being read" in one_line_error(res)
    assert log.read_bytes() == before
    alias = tmp_path / "alias.jsonl"
    alias.symlink_to(log)
    assert run("export", str(log), "-o", str(alias)).exit_code == 2
    assert run("view", str(log), "-o", str(log)).exit_code == 2
    assert log.read_bytes() == before and alias.is_symlink()


# -- 6. the progress bar's own codes reach the terminal -------------------------------------------------


def test_the_progress_bar_draws_with_real_codes_on_a_terminal(tmp_path: Path) -> None:
    d = tmp_path / "simr"
    d.mkdir()
    for i in range(3):
        shutil.copy(CLEAN, d / f"m{i}.jsonl")
    master, slave = os.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "cli.main", "verify", str(d), "--workers", "1"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=slave, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    os.close(slave)
    seen = b""
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the terminal's other end closed
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    proc.communicate(timeout=60)
    assert proc.returncode == 0
    assert b"Verifying" in seen
    assert b"\\u001b" not in seen and b"\\u000d" not in seen
    assert b"\r" in seen and b"\x1b[?25l" in seen


# -- 7. a file here and a stored match with the same name ------------------------------------------------


def test_a_file_shadowing_a_stored_match_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert run("import", str(ILLEGAL), "--db", "l.db").exit_code == 0
    shutil.copy(CLEAN, tmp_path / "bafabf8f")
    res = run("verify", "bafabf8f", "--db", "l.db")
    assert res.exit_code == 0, res.output  # the file (clean) was used, as before
    assert res.stdout.startswith('Match 52b27192')
    said = one_line_error(res)
    assert "the file was used" in said and "./bafabf8f" in said and ILLEGAL_ID in said
    assert run("verify", "./bafabf8f", "--db", "l.db").stderr == ""
    assert run("verify", ILLEGAL_ID, "--db", "l.db").exit_code == 1  # the match, by its full id
    assert run("verify", "bafabf8f").stderr == ""  # no ledger here: nothing to say


# -- 8. a path in a command hint is one line, quoted for the shell -----------------------------------------


@pytest.mark.parametrize("name", ["new\nline.jsonl", "table 1.jsonl", "Round [3]'s.jsonl"])
def test_a_hint_quotes_its_path_for_the_shell(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    shutil.copy(ILLEGAL, path)
    res = run("verify", str(path))
    assert res.exit_code == 1, res.output
    [hint] = [line for line in res.stdout.splitlines() if "Board then:" in line]
    words = shlex.split(hint.split("Board then: ", 1)[1])
    assert words[:2] == ["matchledger", "replay"] and words[3:] == ["--at", "5"]
    assert words[2] == str(path).replace("\n", "\\u000a")
    imported = run("import", str(tmp_path), "--db", str(tmp_path / "l.db"))
    assert imported.exit_code == 0, imported.output
    assert len(imported.stdout.strip().splitlines()) == 1  # one line a log, whatever its name


def test_an_error_naming_a_file_with_a_line_break_stays_one_line_and_names_it(tmp_path: Path) -> None:
    bad = tmp_path / "bad\nname.jsonl"
    bad.write_text('{"version":1,"game":"chrono-clash"\n')
    res = run("verify", str(bad))
    assert res.exit_code == 2
    assert one_line_error(res).startswith(f"Error: {tmp_path}/bad\\u000aname.jsonl:1: ")
    good = tmp_path / "new\nline.jsonl"
    shutil.copy(ILLEGAL, good)
    res = run("replay", str(good), "--turn", "99")
    assert res.exit_code == 2
    assert one_line_error(res).startswith(f"Error: {tmp_path}/new\\u000aline.jsonl: the log ends in turn")


def test_the_hint_for_a_missing_ledger_quotes_it(tmp_path: Path) -> None:
    db = tmp_path / "my ledger.db"
    res = run("list", "--db", str(db))
    assert res.exit_code == 2  # no ledger: said as verify --all says it (round 37; was an empty list)
    res = run("verify", "--all", "--db", str(db))
    assert res.exit_code == 2
    assert f"matchledger import LOG --db '{db}'" in one_line_error(res)


# -- 9. the minor ones -----------------------------------------------------------------------------------


def test_two_files_of_the_same_match_in_a_round_are_said(tmp_path: Path) -> None:
    d = tmp_path / "round3"
    d.mkdir()
    shutil.copy(CLEAN, d / "t1.jsonl")
    shutil.copy(CLEAN, d / "t2.jsonl")
    shutil.copy(ILLEGAL, d / "t3.jsonl")
    res = run("verify", str(d))
    assert res.exit_code == 1
    assert f"Same match 52b27192 in 2 files: {d / 't1.jsonl'}, {d / 't2.jsonl'}" in res.stdout.splitlines()
    data = json.loads(run("verify", str(d), "--json").stdout)
    assert [(m["match"][:8], [Path(r).name for r in m["refs"]]) for m in data["same_match"]] == [
        ("52b27192", ["t1.jsonl", "t2.jsonl"])]


def test_an_empty_folder_is_no_match(tmp_path: Path) -> None:
    empty = tmp_path / "emptyr"
    empty.mkdir()
    res = run("verify", str(empty))
    assert res.exit_code == 2
    assert res.stdout.startswith("No match verified: 1 unusable input.\n")  # no empty table under it
    assert "----" not in res.stdout
    assert f"{empty}: a folder with no .jsonl match logs in it" in res.stdout
    data = json.loads(run("verify", str(empty), str(CLEAN), "--json").stdout)
    assert data["totals"]["matches"] == 1 and len(data["matches"]) == 1
    assert [u["ref"] for u in data["unusable_inputs"]] == [str(empty)]
    imported = run("import", str(empty), "--db", str(tmp_path / "l.db"))
    assert imported.exit_code == 2 and "no .jsonl match logs" in one_line_error(imported)


@pytest.mark.parametrize("args", [["list"], ["import", str(CLEAN)], ["verify", "--all"], ["show", "bafabf8f"],
                                  ["replay", "bafabf8f"]])
def test_an_empty_db_is_one_error_everywhere(args: list[str], tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    res = run(*args, "--db", "")
    assert res.exit_code == 2
    assert one_line_error(res).startswith("Error: --db is empty")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("value", ["abc", "-1", "inf", "nan", "1e400"])
def test_a_time_limit_that_is_no_number_is_refused(value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MATCHLEDGER_TIME_LIMIT", value)
    res = run("verify", str(CLEAN))
    assert res.exit_code == 2
    assert one_line_error(res).startswith(f"Error: MATCHLEDGER_TIME_LIMIT={value!r} is not a number of seconds")


@pytest.mark.parametrize("value", ["0", "2.5", "60"])
def test_a_time_limit_that_is_a_number_is_used(value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MATCHLEDGER_TIME_LIMIT", value)
    assert run("verify", str(CLEAN)).exit_code == 0


def test_diff_of_two_games_says_so_in_one_line() -> None:
    res = run("diff", str(CLEAN), str(FOW))
    assert res.exit_code == 1  # they differ (diff's exit 1)
    lines = res.stdout.strip().splitlines()
    assert len(lines) == 3, res.stdout  # A, B, and the one line
    assert lines[2] == ("The logs are of different games (A: chrono-clash, B: force-of-will): they differ from the "
                        "header on.")
    data = json.loads(run("diff", str(CLEAN), str(FOW), "--json").stdout)
    assert data["identical"] is False and data["first_difference"] == 0
    assert data["games"] == {"a": "chrono-clash", "b": "force-of-will"}


def test_sign_refuses_an_output_that_is_the_ledger_or_the_key(tmp_path):
    db, key = tmp_path / "l.db", tmp_path / "org.key"
    assert run("import", "--db", str(db), str(CLEAN)).exit_code == 0
    assert run("sign", "--db", str(db), "--key", str(key), "--new-key").exit_code == 0
    before = db.read_bytes()
    for target in (db, key):
        res = run("sign", "--db", str(db), "--key", str(key), "-o", str(target))
        assert res.exit_code == 2 and "the file being read" in one_line_error(res), res.output
    assert db.read_bytes() == before and run("audit", "--db", str(db)).exit_code == 0
