"""FFTCG qa36 (fix36_fftcg): leftovers of round 35. The logs are in tests/logs/fftcg_qa36/, with their twins.

1. f1: alice casts Moogle X (an unmodelled summon, "Draw 1 card.") in bob's turn with nothing recorded for it; both
   players pass and her ``CardsDrawn`` names alice.12 (not on top: alice.9 is) before the summon's ``Resolved``; her
   next turn's draw names alice.10 and alice.11, the cards after the top. That was 2 flags: the line as an extra draw
   (``fftcg.turn.not-your-turn``) and her next draw (``fftcg.draw.not-top``, alice.9 still on top in that reading).
   The later ids show the summon drew the top and the line misnamed it: beside the extra draw, that reading is
   followed, and her next draw decides for it: one ``fftcg.draw.not-top`` at the line, the top (alice.9) in her hand,
   alice.12 in her deck. Twin: her next draw naming alice.9 and alice.10 (the line drew alice.12 as it says): the one
   ``fftcg.turn.not-your-turn`` as before.
"""

from __future__ import annotations

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa36"


# -- 1. an unmodelled summon's draw line after the passes naming a card not on top, the later ids showing the top ----

def test_unknown_summon_line_not_top_next_draw_after_top_is_one_draw_not_top():
    name = "f1_line_not_top_next_draw_after_top"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(37, "fftcg.draw.not-top")]
    assert result.violations[0].message == (
        "alice drew Warrior of Light 1-005 (alice.12); the top of the deck was Ifrit 1-004 (alice.9)")
    assert any(n.startswith("seq 37: alice's CardsDrawn is taken as the draw of Moogle X X-004 (alice.5)'s effect "
                            "(Ifrit 1-004 (alice.9))") for n in result.notes)
    board = logged_board(FOLDER, name, 47)
    assert board.active == "alice" and not board.stack
    assert {board.cards[c].zone for c in ("alice.9", "alice.10", "alice.11")} == {"hand"}
    assert board.cards["alice.12"].zone == "deck"


def test_unknown_summon_line_not_top_twin_next_draw_after_named_keeps_the_extra_draw():
    name = "f1_twin_next_draw_after_named"
    result = logged(FOLDER, name)
    assert rules_at(result) == [(37, "fftcg.turn.not-your-turn")]
    assert not any("is taken as the draw of" in n for n in result.notes)
    board = logged_board(FOLDER, name, 47)
    assert {board.cards[c].zone for c in ("alice.9", "alice.10", "alice.12")} == {"hand"}
    assert board.cards["alice.11"].zone == "deck"
