"""Force of Will: the round-34 release tester's paper-log findings (qa34d), names given in draw records.

1. A paper log's record of an effect's draw giving both ``card`` and ``name`` (Cheshire Cat's draw recorded as
   ``CardDrawn card=alice.9 name=...``) left the card hidden: its later play by id (no name) was
   ``fow.log.unknown-card`` ("the log does not say what alice.9 is") and resolved as an unknown card, and the
   note said "alice drew a hidden card". Now the record's name binds the card, as a turn's draw with both does:
   clean, as its twin giving the name only.
2. A paper log's draw naming a card its owner's deck list has no copy of (a card of another list, a magic stone)
   bound that name all the same: ``fow.log.unknown-card`` at the draw, then three follow-ons caused by it (the
   play by the card's real name "but it is 'Draig'", its will "paid 0 for Draig", its ability "no such"), and
   a Draig on the field. Now the draw is flagged once and leaves the card hidden; its play by its real name
   binds it, and the match goes on as its clean twin's (the same board, the same winner).

The logs are the tester's (/tmp/qa34d-fow), kept whole in tests/logs/fow_qa34d/.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa34d")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


def _final(name: str):
    board = _LOGGED.board_after(name, 10**6)
    return ({s.id: s.life for s in board.seats},
            sorted((i, c.name, c.zone) for i, c in board.cards.items() if c.zone in ("field", "graveyard")))


@pytest.mark.parametrize("name", ["PE3_paper_effectdraw_name_only.jsonl", "PA_long_paper_clean.jsonl"])
def test_fow_qa34d_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. an effect's draw recorded with card and name binds the name ----------------------------------------------

def test_fow_qa34d_effect_draw_record_with_id_and_name_binds_the_card() -> None:
    name = "PE2_paper_play_effectdrawn_by_id.jsonl"
    assert _LOGGED.rules(name) == []
    assert _LOGGED.board_after(name, 26).cards["alice.9"].name == "Hector de Maris, the Acolyte of Mad Demon"
    hector = _LOGGED.board_after(name, 61).cards["alice.9"]
    assert (hector.name, hector.zone) == ("Hector de Maris, the Acolyte of Mad Demon", "field")
    notes = _notes(name)
    assert any(n.startswith("seq 26: alice drew Hector de Maris, the Acolyte of Mad Demon (alice.9), which an "
                            "effect drew this turn") for n in notes)
    assert not any("hidden card (alice.9)" in n for n in notes)
    # the same verdict as the twin giving the name only
    assert [n for n in notes if n.startswith("seq ")] == [n for n in _notes("PE3_paper_effectdraw_name_only.jsonl")
                                                         if n.startswith("seq ")]


def test_fow_qa34d_effect_draw_record_naming_a_card_not_in_the_list_is_flagged_once() -> None:
    # The genuine slip in such a record still shows, once: alice.9's record names a card alice's list lacks; the
    # card stays hidden and its play naming Hector binds it (resolved onto the field as Hector, no follow-on).
    name = "PE2y_effectdraw_name_not_in_list_play_named.jsonl"
    assert _LOGGED.causes(name) == [(26, "fow.log.unknown-card", None)]
    assert _LOGGED.board_after(name, 26).cards["alice.9"].name is None
    hector = _LOGGED.board_after(name, 61).cards["alice.9"]
    assert (hector.name, hector.zone) == ("Hector de Maris, the Acolyte of Mad Demon", "field")


# -- 2. a draw naming a card the deck list lacks: flagged once, the card left hidden ------------------------------

@pytest.mark.parametrize("name, named", [("F11_paper_draw_name_not_in_list.jsonl", "Draig, the Red Dragon"),
                                         ("F12_paper_draw_names_a_stone.jsonl", "Magic Stone of Flame")])
def test_fow_qa34d_draw_naming_a_card_not_in_the_list_is_one_flag(name: str, named: str) -> None:
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(14, "fow.log.unknown-card", None)]
    assert repr(named) in str(v.violations[0].message)
    # the card as it was: hidden, in the hand; the play by its real name binds it
    drawn = _LOGGED.board_after(name, 14).cards["alice.6"]
    assert (drawn.name, drawn.zone) == (None, "hand")
    assert _LOGGED.board_after(name, 18).cards["alice.6"].name == "Laevateinn, the Demon Sword"
    assert not any(c.name == named for c in _LOGGED.board_after(name, 10**6).cards.values()
                   if c.zone in ("field", "chase"))
    # the match as the table played it: the clean twin's board and winner
    twin = "PA_long_paper_clean.jsonl"
    assert _final(name) == _final(twin)
    assert v.result == _LOGGED.verdict(twin).result
    assert "alice wins" in str(v.result)
