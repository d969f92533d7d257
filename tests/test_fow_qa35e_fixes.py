"""Force of Will: round 35's release check (qa35c §3) on the two-attack reading, with its twin.

1. (H3) Guinevere attacks and is destroyed by Justice of God's Sword from standby, in the chase before any block;
   alice then attacks with Rukh Egg, and bob declares an empty block and then a block by Young Knight of Gloria
   (bob.1). The one flag was right (``fow.battle.unfinished`` at the second attack), but the two-attack reading held
   the first battle only while its attacker was on the field: the second attack closed Guinevere's battle as not
   blocked, the empty block answered Rukh Egg and the Young Knight's block "changed nothing", so Rukh Egg survived
   (the board not the clean twin's). The seed's « Combat » ends a battle only with its « 5 : Dégâts de combat »;
   an attacker that left the field deals and takes none there, and the battle still has its block (the clean twin
   records its empty block after Justice). So the blocks after the second attack answer the two attacks in order,
   as with the first attacker alive: the empty block is Guinevere's, the Young Knight blocks Rukh Egg and destroys
   it, as in the twin; one violation, at seq 26.

The logs are in tests/logs/fow_qa35e/ (the round-35c tester's H3, ``*_twin_*`` the same log without the fault).
"""

from __future__ import annotations

from fow import Logged
from projections import core
from projections.force_of_will import engine

_LOGGED = Logged("fow_qa35e")

_FAULT = "h3_destroyed_attacker_second_attack_two_blocks.jsonl"
_TWIN = "h3_twin_destroyed_attacker_closed_then_second_attack.jsonl"


def _end(name: str, drop: tuple[int, ...] = ()) -> tuple[dict[str, int], str | None, dict[str, list[str]]]:
    """(lives, winner, each card's zone but the hand and deck) after the log."""
    log = _LOGGED.load(name, drop)
    board = core.new_board(log)
    for ev in log.events:
        engine.step(board, ev)
    engine.finish(board)
    zones: dict[str, list[str]] = {}
    for i, c in board.cards.items():
        if c.zone in ("grave", "field"):
            zones.setdefault(c.zone, []).append(i)
    return ({s.id: s.life for s in board.seats}, board.winner, {z: sorted(v) for z, v in zones.items()})


def test_fow_qa35e_h3_twin_is_clean() -> None:
    assert _LOGGED.rules(_TWIN) == []
    lives, winner, zones = _end(_TWIN)
    # Rukh Egg (alice.4) blocked by the Young Knight and destroyed; Guinevere (alice.5) destroyed by Justice
    assert "alice.4" in zones["grave"] and "alice.5" in zones["grave"] and "bob.1" in zones["field"]
    assert winner is None


def test_fow_qa35e_h3_destroyed_first_attacker_then_two_blocks_answer_in_order() -> None:
    v = _LOGGED.verdict(_FAULT)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(26, "fow.battle.unfinished", None)]
    assert ("alice attacked with Rukh Egg (alice.4) while the attack of Guinevere, the Jealous Queen (alice.5) was "
            "under way, before bob declared a block") in str(v.violations[0].message)
    assert _end(_FAULT) == _end(_TWIN)
    assert "alice.4" in _end(_FAULT)[2]["grave"]
    assert any(n.startswith("seq 28: bob declares a second block right after the first") for n in
               (str(n) for n in v.notes))
    assert v.result == _LOGGED.verdict(_TWIN).result


def test_fow_qa35e_h3_destroyed_first_attacker_one_block_answers_the_second() -> None:
    # (the empty block left out: Guinevere's attack not blocked, gone, no damage; the Young Knight blocks Rukh Egg)
    v = _LOGGED.verdict(_FAULT, drop=(27,))
    assert [(x.seq, x.rule) for x in v.violations] == [(26, "fow.battle.unfinished")]
    assert _end(_FAULT, drop=(27,))[:2] == _end(_TWIN)[:2]
    assert "alice.4" in _end(_FAULT, drop=(27,))[2]["grave"]


def test_fow_qa35e_h3b_destroyed_first_attacker_block_then_empty_reads_as_before() -> None:
    # (a block naming a blocker, then one naming none: the Young Knight's answers Rukh Egg, the empty one is the
    # late no block of Guinevere's attack, taken as not blocked, and changes nothing)
    name = "h3b_destroyed_attacker_second_attack_block_then_empty.jsonl"
    assert _LOGGED.causes(name) == [(26, "fow.battle.unfinished", None)]
    assert _end(name) == _end(_TWIN)
