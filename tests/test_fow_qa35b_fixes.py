"""Force of Will: the author round's findings (qa35, the first-time author's logs; fix35_fow2), each with its clean twin.

1. A card played by its name only while the hand held two copies of it (one from the opening hand, one drawn), then
   the log's own id for it (the other copy) in ``ChaseResolved`` and a later ``AttackDeclared``: the engine took
   the first copy and flagged ``fow.chase.not-top`` at the resolution and ``fow.attack.attacker`` at the attack,
   the attack's damage lost (bob at 4000, not 3600); in a whole paper match six violations and the wrong life. No
   note said which id the engine took, though docs/log-format.md promises one. The copies are the same card: the
   later id says which copy was played. Now the play notes "the engine takes alice.1" and the later id changes
   places with it (a note), clean, the board the table played.

The logs are in tests/logs/fow_qa35b/ (the round-35 author tester's, renamed; each ``*_twin_*`` is the same log
without the slip or fault).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa35b")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


def _life(name: str, seq: int = 10**6) -> dict[str, int]:
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


@pytest.mark.parametrize("name", ["f1_twin_full_play_with_id.jsonl", "f1_twin_paper_play_with_id.jsonl",
                                  "f1_twin_match3_paper_names.jsonl"])
def test_fow_qa35b_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. a play by name only with two copies in hand, then the log's id for the other copy -------------------------

@pytest.mark.parametrize("name, took, called", [("f1_full_name_only_then_other_id.jsonl", "alice.1", "alice.6"),
                                                ("f1_paper_name_only_then_id.jsonl", "alice.6", "alice.1")])
def test_fow_qa35b_f1_name_only_play_then_the_other_copys_id_is_that_copy(name: str, took: str, called: str) -> None:
    assert _LOGGED.rules(name) == []
    notes = _notes(name)
    assert f"seq 8: alice plays Whelp Drake by its name only: the engine takes {took}" in notes
    assert any(n.startswith(f"seq 9: alice's play of Whelp Drake by its name only was taken as {took}; the log calls "
                            f"it {called}") for n in notes)
    board = _LOGGED.board_after(name, 10**6)
    assert (board.cards[called].zone, board.cards[called].name) == ("field", "Whelp Drake")
    assert (board.cards[took].zone, board.cards[took].name) == ("hand", "Whelp Drake")
    twin = name.replace("name_only_then_other_id", "play_with_id").replace("name_only_then_id", "play_with_id")
    twin = twin.replace("f1_", "f1_twin_")
    assert _life(name) == _life(twin) == {"alice": 4000, "bob": 3600}


def test_fow_qa35b_f1_whole_paper_match_with_name_only_plays_is_clean_with_the_twins_result() -> None:
    name = "f1_match3_paper_plays_name_only.jsonl"
    v = _LOGGED.verdict(name)
    assert v.violations == []
    twin = _LOGGED.verdict("f1_twin_match3_paper_names.jsonl")
    assert (v.winner, str(v.result)) == (twin.winner, str(twin.result)) == ("alice", "alice wins: bob has -800 life")


def test_fow_qa35b_f1_name_only_play_then_another_card_of_the_hand_is_still_flagged() -> None:
    # the log resolves Demonflame (alice.2), not a Whelp Drake: not a copy of the card played, still the fault
    assert _LOGGED.rules("f1_full_name_only_then_other_card_FAULT.jsonl") == [(9, "fow.chase.not-top")]
