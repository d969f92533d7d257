"""Force of Will: round 39's wording leftover F8 (qa39d-fow's report, the event line).

F8. An event line named a face-up stone a call from the empty stone deck put into the magic stone area "a hidden card
    (bob.s1)" ("resting a hidden card (bob.s1) for will") where the board line says "a magic stone (bob.s1)": the
    event line now says "a magic stone (bob.s1)" too (Board.face_up_unnamed, read by cli.render._label).

F8 reads tests/logs/fow_qa39b/E08 (qa39d-fow's) and its twin with bob's stones listed (fow_qa39c/E08twin). (The
paper tester's W1, a card played in the opponent's turn quoting the end phase's sentence, is not changed here: its
fix gave the play a new rule id, and rule ids are stable; a quote of its own for that play is the way.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from fow import Logged

_LOGGED = Logged("fow_qa39c")
_B = Path(__file__).parent / "logs" / "fow_qa39b"


def _verify_json(path: Path) -> dict:
    res = CliRunner().invoke(cli, ["verify", "--json", str(path)])
    return json.loads(res.output)


# -- F8 ----------------------------------------------------------------------------------------------------------------

def _event_line(path: Path, seq: int, *seat: str) -> str:
    res = CliRunner().invoke(cli, ["replay", str(path), "--at", str(seq), *seat])
    return next(line for line in res.output.splitlines() if line.startswith(f"Event {seq}:"))


@pytest.mark.parametrize("seat", [(), ("--as", "alice"), ("--as", "bob")])
def test_fow_qa39c_event_line_names_the_past_end_stone_a_magic_stone(seat: tuple[str, ...]) -> None:
    line = _event_line(_B / "E08_bob_reuses_rested_past_end_stones.jsonl", 17, *seat)
    assert line == ("Event 17: bob plays Herald of Sacred Queen (bob.4), resting a magic stone (bob.s1) and a magic "
                    "stone (bob.s2) for will")


def test_fow_qa39c_listed_stones_unnamed_read_the_same() -> None:
    # E08 with bob's magic stone deck listed (two kinds, the calls naming none): the same stones, face up, kind not
    # recorded, read "a magic stone" in the event line as on the board; the fault (reusing rested stones) the same
    path = _LOGGED.logs / "E08twin_bob_reuses_rested_listed_stones.jsonl"
    assert _event_line(path, 17, "--as", "alice") == (
        "Event 17: bob plays Herald of Sacred Queen (bob.4), resting a magic stone (bob.s1) and a magic stone (bob.s2) "
        "for will")
    assert [(v["seq"], v["rule"]) for v in _verify_json(path)["violations"]] == [(17, "fow.will.rested")] * 2


def test_fow_qa39c_a_card_still_hidden_stays_hidden() -> None:
    # (a stone still in the magic stone deck, or a hand card no event named, is no face-up card)
    board = _LOGGED.board_after("E08twin_bob_reuses_rested_listed_stones.jsonl", 17)
    assert board.face_up_unnamed("bob.s3") is None and board.cards["bob.s3"].zone == "stones"
    assert board.face_up_unnamed("bob.s1") == "a magic stone"
    from cli.render import _label
    assert _label(board, "bob.s3") == "a hidden card (bob.s3)"
    assert _label(board, "bob.s1") == "a magic stone (bob.s1)"
