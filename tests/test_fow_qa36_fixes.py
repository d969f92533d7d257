"""Force of Will: the engine leftovers of round 35 (fix36_fow), one test or more each, each with its clean twin.

1. Two attacks declared one after the other with no block between, then the defending player's block naming a
   blocker and one naming none (bob: the Wolf, then Gawain; alice: Flamewing Wyvern, then no block). The second,
   empty block is read as before as the no block of the first attack, taken as not blocked, recorded late: the
   Wyvern answers Gawain, the Wolf's 400 goes through (the reading is kept: the empty block is the one a log
   leaves out and records late, and read in order the blocker would fight the first attack, which later events of
   such logs contradict: two bench variants, mv112 and mv115 of chase-several-deep, each gave a second root and
   lost the winner). But when that 400 ends the game (alice at 350) and the log plays on (alice plays her turn and
   wins), the engine kept "bob wins" with a note, the winner of the game the table played lost. Now the log
   playing on after that end (more than the turn's end and the next draw) shows the game did not end at the
   table: the blocks are read in order, as when the empty block comes first (the Wyvern blocks the Wolf, which is
   destroyed; Gawain's 300 goes through: alice at 50), and what follows is judged as play: alice wins, one
   ``fow.battle.unfinished`` at the second attack. A log ending after that turn's bookkeeping keeps the end.

The logs are in tests/logs/fow_qa36/ (f1 is tests/logs/fow_qa35/f1c with alice's life set to 350 before bob's
attacks by a judge's record; its ``*_twin_*`` closes each battle).
"""

from __future__ import annotations

from fow import Logged

_LOGGED = Logged("fow_qa36")

_F1 = "f1_lethal_two_attacks_then_block_and_empty_block.jsonl"  # A bob.4, A bob.3, block alice.4, no block
_TWIN1 = "f1_twin_lethal_battles_closed.jsonl"  # A bob.4, block alice.4, A bob.3, no block


def _notes(name: str, drop: tuple[int, ...] = ()) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name, drop).notes]


def _life(name: str, seq: int = 10**6) -> dict[str, int]:
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


def test_fow_qa36_clean_twin_is_clean() -> None:
    v = _LOGGED.verdict(_TWIN1)
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert v.result.startswith("alice wins")
    assert _life(_TWIN1, 57) == {"alice": 50, "bob": 300}


def test_fow_qa36_f1_lethal_late_no_block_then_play_on_reads_the_blocks_in_order() -> None:
    v = _LOGGED.verdict(_F1)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(54, "fow.battle.unfinished", None)]
    assert v.result == _LOGGED.verdict(_TWIN1).result  # alice wins, as the table played it (was: bob wins)
    notes = _notes(_F1)
    assert any(n.startswith("seq 59: alice plays on after the battle damage of the attack of Blessed Holy Wolf "
                            "(bob.4) ended the game") for n in notes)
    assert any(n.startswith("seq 56: alice declares a second block right after the first") for n in notes)
    assert not any("plays on after the game ended (bob wins" in n for n in notes)
    # the board the table played: the Wolf blocked by the Wyvern and destroyed, Gawain's 300 through (alice at 50)
    board = _LOGGED.board_after(_F1, 59)
    twin = _LOGGED.board_after(_TWIN1, 59)
    assert {s.id: s.life for s in board.seats} == {s.id: s.life for s in twin.seats} == {"alice": 50, "bob": 300}
    assert board.cards["bob.4"].zone == twin.cards["bob.4"].zone == "grave"
    assert board.cards["bob.3"].zone == "field" and not board.over


def test_fow_qa36_f1_log_ending_after_the_turns_bookkeeping_keeps_the_end() -> None:
    # (the log cut after bob's turn end and alice's draw: nothing played after that end, the end stands)
    cut = tuple(range(59, 69))
    v = _LOGGED.verdict(_F1, drop=cut)
    assert [(x.seq, x.rule) for x in v.violations] == [(54, "fow.battle.unfinished")]
    assert v.result.startswith("bob wins: alice has -50 life")
    assert any(n.startswith("seq 56: the game ended with the battle damage dealt before this event") for n in
               _notes(_F1, cut))


def test_fow_qa36_f1_not_lethal_keeps_the_late_record_reading() -> None:
    # (the same log without the judge's record: the Wolf's 400 through, not lethal: the reading of round 35 stands)
    v = _LOGGED.verdict(_F1, drop=(52,))
    assert [(x.seq, x.rule) for x in v.violations] == [(53, "fow.battle.unfinished")]
    assert any(n.startswith("turn 10: alice declared the block of the attack of Blessed Holy Wolf (bob.4) after "
                            "the log had gone on without it") for n in _notes(_F1, (52,)))
