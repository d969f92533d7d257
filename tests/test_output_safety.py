"""Nothing matchledger prints can attack the person reading it.

Names and labels come from logs anyone can write: escape codes must not
reach a terminal (or a pipe), HTML must not reach a Markdown page, a CSV
cell must not start a formula, a newline in a label must not forge a line.
Ctrl-C is one line and exit 130, not "Aborted!" and 1 (violations found).
"""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from cli.safe import csv_cell, one_line, visible

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_logs" / "chrono_clash" / "illegal" / "attack-summoned-this-turn.jsonl"
FORGED = "Clean: no rule was broken."


def hostile(tmp_path: Path, label: str, name: str, meta: str = "x") -> Path:
    rows = SAMPLE.read_bytes().splitlines()
    head = json.loads(rows[0])
    head["match"] = label
    head["players"][0]["name"] = name
    head["meta"]["judge"] = meta
    path = tmp_path / "hostile.jsonl"
    path.write_bytes(b"\n".join([json.dumps(head).encode()] + rows[1:]) + b"\n")
    return path


def test_visible_escapes_every_control_but_newline_and_tab():
    assert visible("a\x1b[2Jb\tc\nd\x07\x9b\u202e\x7f") == "a\\u001b[2Jb\tc\nd\\u0007\\u009b\\u202e\\u007f"
    assert one_line("x\nClean\r") == "x\\u000aClean\\u000d"
    assert json.loads(json.dumps("x") [:-1] + visible("\x9b") + '"') == "x\x9b"  # still valid JSON


@pytest.mark.parametrize("value, cell", [("=HYPERLINK(1)", "'=HYPERLINK(1)"), ("+1", "'+1"), ("-1+2", "'-1+2"),
                                         ("@SUM", "'@SUM"), ("alice", "alice"), (5, 5), (-3, -3)])
def test_csv_cells_never_start_a_formula(value, cell):
    assert csv_cell(value) == cell


def test_escape_codes_in_names_are_written_visibly_by_every_text_command(tmp_path):
    path = hostile(tmp_path, "\x1b[2J\x1b[H" + FORGED, "\x1b]0;owned\x07Alice", "\x9b31m")
    for args in (["verify"], ["replay", "--at", "5"], ["show"], ["replay", "--at", "5", "--json"], ["verify", "--json"]):
        res = CliRunner().invoke(cli, [args[0], str(path), *args[1:]])
        assert res.exit_code in (0, 1), res.output
        assert "\x1b" not in res.output and "\x07" not in res.output and "\x9b" not in res.output
        if "--json" not in args:
            assert "\\u001b[2J" in res.output or "\\u001b]0;owned" in res.output


def test_a_newline_in_a_label_cannot_forge_a_line(tmp_path):
    path = hostile(tmp_path, "final\n" + FORGED, "Alice\nResult: bob wins")
    res = CliRunner().invoke(cli, ["verify", str(path)])
    assert res.exit_code == 1
    assert FORGED not in res.output.splitlines()
    assert not any(line.startswith("Result: bob") for line in res.output.splitlines())
    shown = CliRunner().invoke(cli, ["show", str(path)]).output
    assert "Alice\\u000aResult: bob wins" in shown


def test_markdown_export_escapes_html_and_keeps_each_value_on_its_line(tmp_path):
    path = hostile(tmp_path, "<script>alert(1)</script>\n## Result\n" + FORGED, "<img src=x onerror=alert(1)>")
    md = CliRunner().invoke(cli, ["export", str(path), "--format", "md"]).output
    assert "<script>" not in md and "<img" not in md
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in md
    assert [ln for ln in md.splitlines() if ln.startswith("## Result")] == ["## Result"]
    assert FORGED not in md.splitlines()


def test_csv_export_cells_cannot_run_as_formulas(tmp_path):
    rows = SAMPLE.read_bytes().splitlines()
    head = json.loads(rows[0])
    old = head["players"][0]["id"]
    text = b"\n".join(rows).replace(f'"{old}'.encode(), b'"=cmd|calc')
    path = tmp_path / "formula.jsonl"
    path.write_bytes(text + b"\n")
    res = CliRunner().invoke(cli, ["export", str(path), "--format", "csv"])
    assert res.exit_code == 0, res.output
    cells = [c for row in csv.reader(io.StringIO(res.output)) for c in row]
    assert not [c for c in cells if c[:1] in ("=", "+", "-", "@")]
    assert any(c.startswith("'=cmd|calc") for c in cells)


def _piped(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cli.main", *args], capture_output=True, cwd=ROOT, timeout=120)


def test_replay_and_diff_pass_no_escape_sequence_even_through_a_pipe(tmp_path):
    path = hostile(tmp_path, "\x1b]0;title\x07", "\x1b[2JAlice", "\x1b[31m")
    for args in (["replay", str(path), "--at", "5"], ["diff", str(SAMPLE), str(path)], ["verify", str(path)]):
        res = _piped(*args)
        assert res.returncode in (0, 1), res.stderr
        assert b"\x1b" not in res.stdout + res.stderr and b"\x07" not in res.stdout
        assert b"\\u001b" in res.stdout


def test_ctrl_c_prints_one_line_and_exits_130(tmp_path):
    proc = subprocess.Popen([sys.executable, "-m", "cli.main", "replay", str(SAMPLE), "--step"], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # wait until it is reading commands
        line = proc.stdout.readline()
        if b"Board after" in line or not line:
            break
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert err.decode().strip() == "Interrupted: stopped before finishing; nothing half-written was kept."
    assert b"Traceback" not in out + err


def test_every_exit_code_is_documented():
    text = (ROOT / "docs" / "reliability.md").read_text()
    for code in ("0", "1", "2", "130"):
        assert f"| {code} |" in text
    assert "130" in CliRunner().invoke(cli, ["--help"]).output


@pytest.fixture(autouse=True)
def _no_debug(monkeypatch):
    monkeypatch.delenv("MATCHLEDGER_DEBUG", raising=False)
    os.environ.pop("MATCHLEDGER_DEBUG", None)


@pytest.mark.parametrize("name", ["Line\nbreak", "Esc\x1b[31m", "Sep\u2028arator", "Back\\slash", "Bidi\u202eX", "Tab\tbed"])
def test_a_board_view_is_kept_to_one_line_however_deep_the_name(name):
    from cli.render import _one_lined
    from cli.safe import one_line

    view = {"players": [{"id": "alice", "zones": {"hand": [{"name": name, "cost": 2}]}}], "turn": 1}
    lined = _one_lined(view)
    assert lined["players"][0]["zones"]["hand"][0]["name"] == one_line(name)
    assert lined["players"][0]["zones"]["hand"][0]["cost"] == 2 and lined["turn"] == 1
    plain = {"players": [{"id": "alice", "zones": {"hand": [{"name": "Cloud", "cost": 2}]}}]}
    assert _one_lined(plain) == plain
