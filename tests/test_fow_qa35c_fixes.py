"""Force of Will: the regression round on round 35's two-attack reading (fix35_fow3), each finding with its twin.

1. (f1v13, f1v13b) A first attack at a rested resonator, a second attack declared over it before its block, then
   the defending player's two blocks in a row: the two-attack reading held only an attack at a player, so the
   second attack closed the first battle as not blocked, the empty block answered the Wolf and the Wyvern's block
   "changed nothing" (alice 3600, the Wolf alive); with alice at 400 the Wolf's damage was lethal and the lawful
   block after it was ``fow.game.over``. Now the first battle is held the same way: ``fow.battle.unfinished`` at the
   second attack only, the blocks answer the attacks in order (the Wolf destroyed, alice 4000 / 400, no winner).
2. (f1v7) A first attack whose damage would be lethal, then the same two blocks: it was dealt at once as not
   blocked (bob won). Now it is held too; the game ends only if the blocks do not answer it (f1v7b: an empty block,
   then a block: the first attack not blocked, bob wins, with no flag on the lawful block).
3. (f1v14) Three attacks over open battles, then three blocks: only two attacks were paired, Gawain's damage dealt
   at the third attack, the Wyvern's lawful block flagged ``fow.block.no-battle``. Now n attacks and the blocks in
   a row after them pair in order (the blocks answer the last attacks, the newest the last block's): Gawain and the
   Wolf not blocked, the Wyvern blocks Gwiber (alice 3300, as the twin), and the third attack, declared over the
   Wolf's open battle, is its own ``fow.battle.unfinished``.
4. (f4v1, f4v2, f5v1) The house readings that keep a card on the field after a flagged event (the J-ruler of a
   judgment made with a rested ruler; a destroyed Galahad the log attacks with) filed that card's own later fault
   (``fow.attack.entered-this-turn``, ``fow.attack.rested``) as caused by the earlier one. Each is its own root
   now (Board.kept_fighters, own_roots), as in its twin.
5. The held attack is on the board: the view's ``held_battles`` (``replay --json --at``), with the block the run
   gives it so far; ``engine.undecided`` says so while it is held.

The logs are in tests/logs/fow_qa35c/ (the round-35b tester's, each ``*_twin_*`` the same log without the fault).
"""

from __future__ import annotations

import pytest

from fow import Logged
from projections import core
from projections.force_of_will import engine
from projections.force_of_will.view import view

_LOGGED = Logged("fow_qa35c")


def _end(name: str) -> tuple[dict[str, int], str | None, list[str]]:
    """(lives, winner, bob's graveyard) after the log."""
    log = _LOGGED.load(name)
    board = core.new_board(log)
    for ev in log.events:
        engine.step(board, ev)
    engine.finish(board)
    return ({s.id: s.life for s in board.seats}, board.winner,
            sorted(i for i, c in board.cards.items() if c.zone == "grave" and c.owner == "bob"))


@pytest.mark.parametrize("name", ["f1v13_twin_closed_first_on_resonator.jsonl",
                                  "f1v13b_twin_closed_first_on_resonator_save.jsonl",
                                  "f1v7_twin_closed_lethal_blocks_save.jsonl"])
def test_fow_qa35c_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. a first attack at a rested resonator, held as one at a player ----------------------------------------------

@pytest.mark.parametrize("name, twin, life", [
    ("f1v13_first_attack_on_rested_resonator_two_blocks.jsonl", "f1v13_twin_closed_first_on_resonator.jsonl", 4000),
    ("f1v13b_first_on_resonator_blocks_save_alice.jsonl", "f1v13b_twin_closed_first_on_resonator_save.jsonl", 400)])
def test_fow_qa35c_f1v13_first_attack_on_a_rested_resonator_then_two_blocks_answer_in_order(name: str, twin: str,
                                                                                           life: int) -> None:
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(53, "fow.battle.unfinished", None)]
    assert "attacked with Blessed Holy Wolf (bob.4) while the attack of Gawain" in str(v.violations[0].message)
    # Gawain fights the rested Dragoon (the empty block is its), the Wyvern blocks the Wolf and destroys it
    assert _end(name) == _end(twin) == ({"alice": life, "bob": 300}, None, ["bob.1", "bob.2", "bob.4"])
    assert v.result == _LOGGED.verdict(twin).result


# -- 2. a lethal first attack, held: the blocks save the player ----------------------------------------------------

def test_fow_qa35c_f1v7_lethal_first_attack_then_two_blocks_the_game_goes_on() -> None:
    name, twin = "f1v7_lethal_first_attack_two_blocks_save.jsonl", "f1v7_twin_closed_lethal_blocks_save.jsonl"
    assert _LOGGED.causes(name) == [(53, "fow.battle.unfinished", None)]
    assert _end(name) == _end(twin)
    assert _end(name)[:2] == ({"alice": 200, "bob": 300}, None)


def test_fow_qa35c_f1v7b_lethal_first_attack_empty_block_then_block_ends_the_game() -> None:
    # (the empty block answers Gawain: not blocked, its 300 ends the game; the Wyvern's block is no fault)
    name = "f1v7b_lethal_first_attack_empty_then_block.jsonl"
    assert _LOGGED.causes(name) == [(53, "fow.battle.unfinished", None)]
    lives, winner, _ = _end(name)
    assert (winner, lives["alice"]) == ("bob", -100)


def test_fow_qa35c_f1v7c_lethal_first_attack_one_block_then_play_on_is_not_flagged_again() -> None:
    # (one block, the Wyvern's, answers the Wolf: Gawain not blocked, its 300 ends the game at the turn's end; alice
    # then plays on: that follows from the one missing block, a note, not fow.game.over)
    name = "f1v7c_lethal_first_attack_one_block_plays_on.jsonl"
    assert _LOGGED.causes(name) == [(53, "fow.battle.unfinished", None)]
    assert _end(name)[:2] == ({"alice": -100, "bob": 300}, "bob")
    assert any(n.startswith("seq 57: alice plays on after the game ended") for n in
               (str(n) for n in _LOGGED.verdict(name).notes))


# -- 3. three attacks, three blocks ------------------------------------------------------------------------------

def test_fow_qa35c_f1v14_three_attacks_then_three_blocks_pair_in_order() -> None:
    name, twin = "f1v14_three_attacks_three_blocks.jsonl", "f1v14_twin_closed_three.jsonl"
    assert _LOGGED.causes(name) == [(53, "fow.battle.unfinished", None), (54, "fow.attack.entered-this-turn", None),
                                    (54, "fow.battle.unfinished", None)]
    assert _LOGGED.rules(twin) == [(56, "fow.attack.entered-this-turn")]
    # Gawain 300 and the Wolf 400 through, the Wyvern (alice.4) blocks Gwiber and is destroyed
    assert _end(name) == _end(twin)
    assert _end(name)[0] == {"alice": 3300, "bob": 300}
    assert _LOGGED.board_after(name, 10**6).cards["alice.4"].zone == "grave"
    assert any(n.startswith("seq 57: alice declares 3 blocks in a row after 3 attacks declared before any block")
               for n in (str(n) for n in _LOGGED.verdict(name).notes))


def test_fow_qa35c_f1v14_three_attacks_one_block_answers_the_last() -> None:
    # the two empty blocks left out: Gawain and the Wolf not blocked (one flag, one note), the Wyvern blocks Gwiber
    name = "f1v14_three_attacks_three_blocks.jsonl"
    v = _LOGGED.verdict(name, drop=(55, 56))
    assert [(x.seq, x.rule) for x in v.violations] == [(53, "fow.battle.unfinished"),
                                                       (54, "fow.attack.entered-this-turn")]
    log = _LOGGED.load(name, drop=(55, 56))
    board = core.new_board(log)
    for ev in log.events:
        engine.step(board, ev)
    engine.finish(board)
    assert board.seat("alice").life == 3300 and board.cards["alice.4"].zone == "grave"


# -- 4. the kept card's own later fault is its own root ------------------------------------------------------------

@pytest.mark.parametrize("name, twin, fault, twin_fault", [
    ("f4v1_illegal_judgment_jruler_attacks_same_turn.jsonl", "f4v1_twin_lawful_judgment_jruler_attacks_same_turn.jsonl",
     (37, "fow.attack.entered-this-turn"), (36, "fow.attack.entered-this-turn")),
    ("f4v2_illegal_judgment_jruler_attacks_twice_next_turn.jsonl", "f4v2_twin_lawful_judgment_attacks_twice.jsonl",
     (43, "fow.attack.rested"), (42, "fow.attack.rested")),
    ("f5v1_destroyed_galahad_attacks_twice.jsonl", "f5v1_twin_saved_galahad_attacks_twice.jsonl",
     (42, "fow.attack.rested"), (42, "fow.attack.rested"))])
def test_fow_qa35c_f4_f5_a_kept_cards_own_fault_is_its_own_root(name: str, twin: str, fault: tuple[int, str],
                                                                 twin_fault: tuple[int, str]) -> None:
    causes = _LOGGED.causes(name)
    assert len(causes) == 2 and causes[1] == (*fault, None)
    assert causes[0][2] is None and causes[0][1] in ("fow.judgment.ruler-rested", "fow.attack.attacker")
    assert _LOGGED.causes(twin) == [(*twin_fault, None)]
    assert _end(name)[:2] == _end(twin)[:2]


# -- 5. the held attack on the board ---------------------------------------------------------------------------

def test_fow_qa35c_held_attack_is_shown_on_the_board() -> None:
    name = "f1_base_fault_upto56.jsonl"  # A Gawain (52), A Wolf (53), no block (54), block by the Wyvern (55)
    gawain = {"attacker": "bob.3", "target": "alice", "defender": "alice"}
    held = {s: view(_LOGGED.board_after(name, s))["held_battles"] for s in (52, 53, 54, 55)}
    assert held[52] == [] and held[53] == [gawain] and held[54] == [gawain]
    assert held[55] == [{**gawain, "blocked": False, "blocker": None}]
    assert view(_LOGGED.board_after(name, 55))["battle"]["blocker"] == "alice.4"
    assert engine.undecided(_LOGGED.board_after(name, 54))
    assert not engine.undecided(_LOGGED.board_after(name, 56))
    assert view(_LOGGED.board_after(name, 56))["held_battles"] == []
