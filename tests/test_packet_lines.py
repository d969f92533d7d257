"""An error inside an appeals packet's embedded log names the packet's own line, where the committee opens the
file, not the line within the embedded log (a header error, a bad event line, an unknown card of an event)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
FFTCG_LIFO = ROOT / "sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"


@pytest.fixture
def packet(tmp_path):
    out = tmp_path / "appeal.md"
    res = CliRunner().invoke(cli, ["export", str(FFTCG_LIFO), "--format", "packet", "-o", str(out)])
    assert res.exit_code == 0, res.output
    lines = out.read_text().split("\n")
    header = next(i for i, ln in enumerate(lines) if ln.startswith('{"version":1,"game":"fftcg"')) + 1
    return out, lines, header


def edited(out: Path, lines: list[str], number: int, old: str, new: str) -> Path:
    assert old in lines[number - 1], lines[number - 1]
    lines = list(lines)
    lines[number - 1] = lines[number - 1].replace(old, new, 1)
    out.write_text("\n".join(lines))
    return out


def error_of(*args: object) -> str:
    res = CliRunner().invoke(cli, [str(a) for a in args])
    assert res.exit_code == 2, (res.exit_code, res.output)
    return [ln for ln in res.output.splitlines() if ln.startswith("Error:")][0]


def test_a_bad_event_line_is_named_at_its_packet_line(packet):
    out, lines, header = packet
    bad = header + 4
    edited(out, lines, bad, "{", "{{")
    for command in ("verify", "show"):
        assert error_of(command, out).startswith(f"Error: {out}:{bad}: not valid JSON"), command


def test_a_header_error_is_named_at_the_packets_header_line(packet):
    out, lines, header = packet
    edited(out, lines, header, '"1-009"', '"9-999"')
    assert error_of("verify", out).startswith(f"Error: {out}:{header}: $.players[0].deck: card '9-999'")


def test_the_unedited_packet_reads(packet):
    out, _, _ = packet
    res = CliRunner().invoke(cli, ["verify", str(out)])
    assert res.exit_code == 1, res.output  # the match's own violation, the packet read whole
    assert "The packet is as matchledger wrote it" in res.output
