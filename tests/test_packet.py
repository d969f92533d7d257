"""The appeals packet (``export --format packet``) and the CSV export's card names."""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import read_log
from projections import core

sys.path.insert(0, str(Path(__file__).parent))
from test_causes import broken_matches  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FLAGGED = [
    "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl",
    "sample_logs/chrono_clash/illegal/deck-four-copies.jsonl",
    "sample_logs/force_of_will/illegal/standby-played-same-turn.jsonl",
    "sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl",
]


def packet(path: str) -> str:
    res = CliRunner().invoke(cli, ["export", path, "--format", "packet"])
    assert res.exit_code == 0, res.output
    return res.output


def check(path: str, text: str) -> None:
    log = read_log(path)
    result = core.verify(log)
    assert f"SHA-256 `{log.digest()}`" in text
    for p in log.header.players:
        assert f"### {p.id}" in text
    roots = [v for v in result.violations if v.caused_by is None]
    assert roots
    boards: set[int] = set()
    for k, v in enumerate(roots, 1):
        head = f"### Violation {k}: "
        start = text.index(head)
        section = text[start:text.index("\n### ", start + 1) if "\n### " in text[start + 1:] else len(text)]
        assert v.rule in section.splitlines()[0]
        assert "- Rule (" in section
        if v.seq and v.seq not in boards:  # one board an event, under its first violation
            boards.add(v.seq)
            assert f"Board just before seq {v.seq}:\n\n```text\nBoard just before seq {v.seq}" in section
    for v in result.violations:
        if v.caused_by is not None:
            assert f"Follows from it: seq {v.seq}, " in text
    # The transcript's own title sits under "## Transcript", its turns under that title.
    transcript = text.split("\n## Transcript\n")[1]
    assert "\n#### Turn 1 " in transcript
    assert [line for line in transcript.split("\n") if line.startswith("#")][0].startswith("### ")
    assert not any(line.startswith("## ") for line in transcript.split("\n"))


@pytest.mark.parametrize("path", FLAGGED)
def test_every_root_violation_appears_with_its_board(path):
    check(str(ROOT / path), packet(str(ROOT / path)))


def test_consequences_are_listed_under_their_root(tmp_path, monkeypatch):
    kind, broken, seq, _rule = next((k, b, s, r) for k, b, s, r in broken_matches("chrono-clash", monkeypatch)
                                    if len(core.verify(b).violations) > 2)
    path = tmp_path / "broken.jsonl"
    path.write_bytes(broken.canonical())
    text = packet(str(path))
    check(str(path), text)
    assert text.count("### Violation ") == 1


def test_event_metadata_from_the_header(tmp_path):
    src = (ROOT / FLAGGED[0]).read_text().split("\n", 1)
    header = src[0].replace('"meta":{', '"meta":{"event":"Regional <b>Cup</b>","round":"3","table":"7",'
                                      '"date":"2026-11-25",', 1)
    assert header != src[0]
    path = tmp_path / "meta.jsonl"
    path.write_text(header + "\n" + src[1])
    text = packet(str(path))
    assert "- Event: Regional &lt;b&gt;Cup&lt;/b&gt;" in text  # escaped, not markup
    assert "- Round: 3\n- Table: 7\n- Date: 2026-11-25" in text


def test_a_hostile_name_cannot_break_out_of_a_board(tmp_path):
    src = (ROOT / FLAGGED[0]).read_text()
    path = tmp_path / "hostile.jsonl"
    path.write_text(src.replace('"name":"Bob"', '"name":"Bob\\u001b[2J```<script>"', 1))
    text = packet(str(path))
    assert "\x1b" not in text
    fences = [line for line in text.splitlines() if line.startswith("```")]
    assert len(fences) % 2 == 0 and all(f in ("```text", "```") for f in fences)
    inside, outside = False, []  # markup is inert inside a fenced block, escaped everywhere else
    for line in text.splitlines():
        if line.startswith("```"):
            inside = not inside
        elif not inside:
            outside.append(line)
    assert not any("<script>" in line for line in outside)
    assert "&lt;script&gt;" in text


def test_csv_names_the_cards_beside_their_ids():
    res = CliRunner().invoke(cli, ["export", str(ROOT / "sample_logs/chrono_clash/win-quests.jsonl"), "--format", "csv"])
    rows = list(csv.DictReader(io.StringIO(res.output)))
    assert rows[0]["cards"] == "Blaze Captain (alice.11)"
    assert all(r["cards"] == "" for r in rows if r["type"] == "Passed")


def test_the_packet_names_every_correction_with_its_judge_and_reason(tmp_path):
    """A match with a stored correction: its packet names the branch (the appeals committee sees that the
    log was corrected, by whom and why); the branch's packet names its parent the same way."""
    db = str(tmp_path / "l.db")
    runner = CliRunner()
    res = runner.invoke(cli, ["import", str(ROOT / FLAGGED[0]), "--db", db, "--json"])
    parent = __import__("json").loads(res.output)[0]["match"]
    res = runner.invoke(cli, ["amend", parent, "--at", "5", "--drop", "--reason", "recorded by mistake",
                              "--judge", "R. Lee", "--db", db, "--json"])
    branch = __import__("json").loads(res.output)["match"]
    text = runner.invoke(cli, ["export", parent, "--format", "packet", "--db", db]).output
    section = text.split("## Rulings and corrections")[1].split("## Transcript")[0]
    assert f"- Corrected by match {branch}: event 5 left out; judge R. Lee: recorded by mistake" in section
    assert "None recorded." not in section
    text = runner.invoke(cli, ["export", branch, "--format", "packet", "--db", db]).output
    assert (f"- This log is a correction of match {parent}: event 5 left out; judge R. Lee: recorded by mistake"
            in text)
    fr = runner.invoke(cli, ["export", parent, "--format", "packet", "--db", db, "--lang", "fr"]).output
    assert f"- Corrigée par la partie {branch} : événement 5 retiré ; juge R. Lee : recorded by mistake" in fr
