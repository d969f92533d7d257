"""Force of Will: the engine leftovers of round 34 (fix35_fow), one test or more each, each with its clean twin.

2. (PE2x) A paper log's effect draw naming a card its owner's deck list lacks (``CardDrawn alice.9 name=Draig``),
   then that card played by its id alone: two roots, ``fow.log.unknown-card`` at the draw and again at the play
   ("the log does not say what alice.9 is"). The play is of the card the table saw drawn: it follows from the one
   slip of the draw's record. Now the draw is the one violation; the play is a note and the card resolves as a
   card of unknown type, as before.
3. A paper log's ``TurnEnded.names`` naming a discarded hidden card as a card the deck list has no copy of left
   (another list's card, a magic stone, one copy too many) was flagged once but bound that name all the same (a
   Draig in bob's graveyard). Now it is flagged once and the card stays hidden, as for a draw's record (qa34d).

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
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


@pytest.mark.parametrize("name", ["f2_twin_effectdraw_named_play_by_id.jsonl", "f3_twin_turn_end_names_clean.jsonl"])
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
