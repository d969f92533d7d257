"""Force of Will: the engine leftovers of round 34 (fix35_fow), one test or more each, each with its clean twin.

1. A new ``AttackDeclared`` by another attacker while an attack waited for its block, then the defending player's
   two blocks in a row (the table declared both attacks, then blocked each): the second attack closed the first as
   not blocked (its damage dealt), the first block answered the new attack and the second block "changed
   nothing": alice's Flamewing Wyvern block was lost and she took 400 more. Now it is one violation
   (``fow.battle.unfinished`` at the new attack: "a battle's block and damage come before another attack is
   declared") and the blocks answer the attacks in order, the board the table played (the log closing each
   battle as the format asks is the twin). One block after the new attack still answers it, the first attack
   not blocked (its empty block left out), with its damage, as before; in a log that left a block out earlier, the
   two-block case is its own root at the new attack's seq (it was only a note).
2. (PE2x) A paper log's effect draw naming a card its owner's deck list lacks (``CardDrawn alice.9 name=Draig``),
   then that card played by its id alone: two roots, ``fow.log.unknown-card`` at the draw and again at the play
   ("the log does not say what alice.9 is"). The play is of the card the table saw drawn: it follows from the one
   slip of the draw's record. Now the draw is the one violation; the play is a note and the card resolves as a
   card of unknown type, as before.
3. A paper log's ``TurnEnded.names`` naming a discarded hidden card as a card the deck list has no copy of left
   (another list's card, a magic stone, one copy too many) was flagged once but bound that name all the same (a
   Draig in bob's graveyard). Now it is flagged once and the card stays hidden, as for a draw's record (qa34d).

4. A judgment the seed does not allow (a rested ruler; a J-ruler J side up in the ruler area) is that one fault, and
   the J-ruler is on the field after it, as the table played it: its attack next turn is not flagged and deals its
   damage (decided, not changed: taking the judgment as void would cascade onto that lawful attack).
5. A Galahad destroyed by Demonflame (the seed's chase example resolved the other way) that the log then attacks
   with: ``fow.attack.attacker`` once, and its damage is dealt (decided, not changed: a card in the graveyard cannot
   be turned to attack at a table, so the table kept it on the field).

The logs are in tests/logs/fow_qa35/ (f2 is the round-34 tester's PE2x, f3 the round-30 PH11 log with one name
changed; each ``*_twin_*`` is the same log without the fault).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa35")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


def _life(name: str, seq: int = 10**6) -> dict[str, int]:
    return _field(name, seq)[0]


@pytest.mark.parametrize("name", ["f1_twin_battles_closed.jsonl", "f2_twin_effectdraw_named_play_by_id.jsonl",
                                  "f3_twin_turn_end_names_clean.jsonl", "f5_twin_galahad_saved_attacks.jsonl"])
def test_fow_qa35_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 2. an effect draw naming a card the list lacks, then its play by id: one root --------------------------------

def test_fow_qa35_f2_play_by_id_of_a_card_drawn_under_an_unknown_name_is_not_a_second_root() -> None:
    name = "f2_effectdraw_name_not_in_list_play_by_id.jsonl"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(26, "fow.log.unknown-card", None)]
    assert "'Draig, the Red Dragon'" in str(v.violations[0].message)
    assert _LOGGED.board_after(name, 26).cards["alice.9"].name is None
    # the card the table saw drawn is played and resolves (still of unknown type) onto the field
    played = _LOGGED.board_after(name, 61).cards["alice.9"]
    assert (played.name, played.zone) == (None, "field")
    assert any(n.startswith("seq 60: alice plays alice.9, the card recorded at seq 26 under a name their deck list "
                            "has no copy of (flagged then)") for n in _notes(name))
    # the twin names the card right at the draw: clean, the card on the field by its name
    twin = _LOGGED.board_after("f2_twin_effectdraw_named_play_by_id.jsonl", 61).cards["alice.9"]
    assert (twin.name, twin.zone) == ("Hector de Maris, the Acolyte of Mad Demon", "field")


# -- 3. a turn end's names naming a card the list lacks: flagged once, left hidden ---------------------------------

@pytest.mark.parametrize("name, named", [("f3_turn_end_names_card_not_in_list.jsonl", "Draig, the Red Dragon"),
                                         ("f3b_turn_end_names_a_stone.jsonl", "Magic Stone of Light"),
                                         ("f3c_turn_end_names_one_copy_too_many.jsonl", "Galahad, the Son of the God")])
def test_fow_qa35_f3_turn_end_name_not_in_the_list_is_one_flag_and_leaves_the_card_hidden(name: str,
                                                                                          named: str) -> None:
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(74, "fow.log.unknown-card", None)]
    assert repr(named) in str(v.violations[0].message)
    board = _LOGGED.board_after(name, 74)
    discarded = board.cards["bob.4"]
    assert (discarded.name, discarded.zone) == (None, "grave")
    assert sum(1 for c in board.cards.values() if c.name == "Galahad, the Son of the God") == 3
    # the other names of the same record bind as in the twin
    twin = _LOGGED.board_after("f3_twin_turn_end_names_clean.jsonl", 74)
    assert twin.cards["bob.4"].name == "Pride of Knights"
    assert [board.cards[c].name for c in ("bob.8", "bob.9")] == [twin.cards[c].name for c in ("bob.8", "bob.9")]
    assert _life(name) == _life("f3_twin_turn_end_names_clean.jsonl")


# -- 1. another attack declared before the open battle's block --------------------------------------------------

_TWIN1 = "f1_twin_battles_closed.jsonl"  # bob: Gawain (bob.3) not blocked, then Wolf (bob.4) blocked by alice.4


def _field(name: str, seq: int, drop: tuple[int, ...] = ()) -> tuple[dict[str, int], list[str]]:
    log = _LOGGED.load(name, drop)
    from projections import core
    board = core.new_board(log)
    mod = core.engine(log.game)
    for ev in log.events:
        mod.step(board, ev)
        if ev.seq == seq:
            break
    else:
        mod.finish(board)
    return ({s.id: s.life for s in board.seats},
            sorted(i for i, c in board.cards.items() if c.zone == "grave" and c.owner == "bob"))


def test_fow_qa35_f1_two_attacks_then_two_blocks_answer_them_in_order() -> None:
    name = "f1b_two_attacks_then_empty_block_and_block.jsonl"  # A bob.3, A bob.4, no block, block by alice.4
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(53, "fow.battle.unfinished", None)]
    assert "a battle's block and damage come before another attack is declared" in str(v.violations[0].message)
    assert any(n.startswith("seq 55: alice declares a second block right after the first") for n in _notes(name))
    # the board the table played: Gawain's 300 through, the Wolf blocked and destroyed; alice.4 rested by its block
    assert _field(name, 56) == _field(_TWIN1, 56) == ({"alice": 3700, "bob": 300}, ["bob.1", "bob.2", "bob.4"])
    assert _LOGGED.board_after(name, 55).cards["alice.4"].rested
    assert v.result == _LOGGED.verdict(_TWIN1).result


def test_fow_qa35_f1_one_block_after_the_second_attack_answers_it() -> None:
    # the twin with the first empty block left out: that attack not blocked, its damage dealt first (as before)
    v = _LOGGED.verdict(_TWIN1, drop=(53,))
    assert [(x.seq, x.rule) for x in v.violations] == [(53, "fow.battle.unfinished")]
    assert any(n.startswith("seq 53: the log goes on without the block of the attack of Gawain") for n in
               (str(n) for n in v.notes))
    assert _field(_TWIN1, 55, drop=(53,)) == _field(_TWIN1, 56)
    assert v.result == _LOGGED.verdict(_TWIN1).result
    # the log ending right after the second attack: both taken as not blocked, their damage dealt
    assert _field(_TWIN1, 10**6, drop=(53, *range(55, 67)))[0] == {"alice": 3300, "bob": 300}


def test_fow_qa35_f1_named_block_then_empty_block_keeps_the_late_record_reading() -> None:
    # (A bob.4, A bob.3, block by alice.4, no block: read as the empty block of bob.4's attack recorded late.)
    name = "f1c_two_attacks_then_block_and_empty_block.jsonl"
    assert _LOGGED.causes(name) == [(53, "fow.battle.unfinished", None)]
    assert _field(name, 56)[0] == {"alice": 3600, "bob": 300}


def test_fow_qa35_f1_second_such_attack_in_a_log_is_its_own_root_when_two_blocks_follow() -> None:
    name = "f1b_two_attacks_then_empty_block_and_block.jsonl"
    assert [(x.seq, x.rule, x.caused_by) for x in _LOGGED.verdict(name, drop=(46,)).violations] == [
        (46, "fow.battle.unfinished", None), (52, "fow.battle.unfinished", None)]
    # one block only after it: the earlier omission's note, no second flag
    assert _LOGGED.rules(_TWIN1, drop=(46, 53)) == [(46, "fow.battle.unfinished")]


# -- 4. a judgment the seed does not allow: one fault, the J-ruler on the field as played ---------------------------

@pytest.mark.parametrize("name, seq, rule, twin_drop", [
    ("f4a_judgment_with_rested_ruler_then_jruler_attacks.jsonl", 35, "fow.judgment.ruler-rested", (34,)),
    ("f4b_judgment_jside_up_then_jruler_attacks.jsonl", 43, "fow.judgment.j-side-up", (43, 44, 49, 50))])
def test_fow_qa35_f4_impossible_judgment_is_one_fault_and_the_jruler_stands(name: str, seq: int, rule: str,
                                                                            twin_drop: tuple[int, ...]) -> None:
    assert _LOGGED.causes(name) == [(seq, rule, None)]
    board = _LOGGED.board_after(name, 10**6)
    ruler = board.cards["bob.r"]
    assert (ruler.zone, ruler.j_side) == ("field", True)
    assert _life(name)["alice"] == 3000  # the J-ruler's attack next turn dealt its 1000 (the log ends on its block)
    assert _LOGGED.rules(name, drop=twin_drop) == []


def test_fow_qa35_f4_twins() -> None:
    # (the rested ruler's twin: no call before it, the judgment lawful, the same board)
    twin = _LOGGED.load("f4a_judgment_with_rested_ruler_then_jruler_attacks.jsonl", (34,))
    from projections import core
    board = core.new_board(twin)
    for ev in twin.events:
        core.engine(twin.game).step(board, ev)
    assert board.cards["bob.r"].zone == "field"
    assert {s.id: s.life for s in board.seats}["alice"] == 3000


# -- 5. a destroyed Galahad attacking: one fault, its damage dealt -------------------------------------------------

def test_fow_qa35_f5_destroyed_resonator_attacking_is_one_fault_with_its_damage() -> None:
    name = "f5_destroyed_galahad_attacks.jsonl"
    assert _LOGGED.causes(name) == [(40, "fow.attack.attacker", None)]
    assert _LOGGED.board_after(name, 37).cards["bob.2"].zone == "grave"
    assert any(n.startswith("seq 40: Galahad, the Son of the God (bob.2), destroyed by damage, is used as still on "
                            "the field") for n in _notes(name))
    galahad = _LOGGED.board_after(name, 42).cards["bob.2"]
    assert galahad.zone == "field"
    assert _life(name) == _life("f5_twin_galahad_saved_attacks.jsonl") == {"alice": 3600, "bob": 4000}
