"""Force of Will: the round-36 release check's findings (qa36c-fow) on this round's readings. Logs in
tests/logs/fow_qa36d/, the tester's, with their twins.

1. (F1.) A short ``order`` or ``stone_order`` naming a card with spaces around it (``" Mordred, the Traitor "``) was
   ``fow.log.deck-order`` ("1 ' Mordred, the Traitor ' in the order, 0 in the list"), while the docs read a short
   order's names as events' are: the name found by its cleaned key (spaces, composition) was kept as written, and
   compared with the list word for word. It is now read as the card it names, with the note (the full-order twin,
   compared through the same lookup, was already clean).
2. (F2.) A paper log using the paper mulligan numbering (the mulligan's draws called by the put-under ids, turn
   draws from alice.6) whose first turn's draw gives no id: the reading was tied to the first turn's draw, so the
   second draw naming alice.7 was ``fow.log.unknown-card`` and the play of the put-under alice.1 a
   ``fow.play.not-in-hand``. A draw without an id tells no numbering: the reading is taken at the first turn draw
   that gives one, the earlier id-less draws taking the first ids after the opening hand (all hidden). The fault
   the round-36b fix kept stays: a later draw naming the id an earlier draw took is flagged (here alice.6 at 16).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa36d")


@pytest.mark.parametrize("name", ["a1_short_order_name_spaced.jsonl", "p5_short_stone_orders_lower_and_spaced.jsonl",
                                  "p8_twin_full_order_spaced.jsonl"])
def test_fow_qa36d_names_with_spaces_in_a_short_order_are_read_as_the_card(name: str) -> None:
    assert _LOGGED.rules(name) == []
    assert "alice wins" in str(_LOGGED.verdict(name).result)


def test_fow_qa36d_the_spaced_name_is_said_in_a_note() -> None:
    notes = [str(n) for n in _LOGGED.verdict("a1_short_order_name_spaced.jsonl").notes]
    assert any("is read as 'Mordred, the Traitor'" in n for n in notes), notes


@pytest.mark.parametrize("name", ["s4_paper_numbering_first_draw_unnamed.jsonl", "s3_twin_first_draw_named.jsonl"])
def test_fow_qa36d_paper_numbering_read_at_the_first_draw_giving_an_id(name: str) -> None:
    assert _LOGGED.rules(name) == []
    notes = [str(n) for n in _LOGGED.verdict(name).notes]
    assert any("a card their mulligan drew" in n for n in notes), notes


def test_fow_qa36d_a_second_draw_naming_the_id_the_first_took_is_still_flagged() -> None:
    assert _LOGGED.rules("s4_fault_second_draw_names_the_first_draws_id.jsonl") == [(16, "fow.log.unknown-card")]
