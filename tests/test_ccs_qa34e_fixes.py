"""Chrono Clash System: round 34's finding on an illegal quest that stood at the table (/tmp/qa34d-ccs, f6).

1. bob sends his Radiant Seer (bob.6), already tapped, on a second quest (seq 10). Was ``ccs.quest.tapped`` at 10 AND
   ``ccs.draw.not-top`` at 15 (bob's turn's draw bob.15, "but the top card of the deck was Sun Paladin (bob.14)").
   The engine did carry the quest out (both cards on the Seer, 2 quest points at bob's next turn); the second flag
   came from the Seer's Completes a Quest ability resolving once for its two cards, where the table drew once a card.
   The manuals leave that open (English "whenever it gains you quest points", French « à chaque fois que ce battler
   vous fait gagner des points de quête »; Italian "quando il Battler porta a termine con successo una missione", and
   a quest is a point: "If a player completes 5 or more quests"). Now both readings are accepted: the engine resolves
   it once, and when it only draws, the further draws may have been made, as the player's next draws show
   (``Board.quest_draws``; docs/chrono-clash-icons.md, Readings: "Two quest cards on one battler"). So f6 is the one
   ``ccs.quest.tapped``; its clean twin (two Seers questing) stays clean; the lawful twin, the Seer untapped by
   Blessing before its second quest, was ``ccs.draw.not-top`` too and is now clean. Every way of recording the draws
   of either reading is clean; a draw past them (the turn's draw two under the top, a fourth draw) is still flagged.
   The other illegal quests (a battler summoned this turn, a quest in the opponent's turn) were already carried out,
   their one flag kept: checked, not changed.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa34e")
verdict, found = _LOGGED.verdict, _LOGGED.found


def _bob(name: str, seq: int):
    return _LOGGED.board_kept(name, seq).seat("bob")


def test_second_quest_on_a_tapped_seer_is_one_violation_and_both_cards_score():
    assert found("f6_second_quest_on_tapped_seer") == [(10, "ccs.quest.tapped")]
    bob = _bob("f6_second_quest_on_tapped_seer", 10)
    assert bob.battlefield == ["bob.6", "bob.7"]
    assert _LOGGED.board_kept("f6_second_quest_on_tapped_seer", 10).cards["bob.6"].quest == ("bob.9", "bob.8")
    # bob's next turn: both quest cards discarded and scored, the Seer drew twice (bob.13, bob.14), the turn bob.15.
    bob = _bob("f6_second_quest_on_tapped_seer", 15)
    assert bob.quest_points == 2
    assert {"bob.8", "bob.9"} <= set(bob.discard)
    assert {"bob.13", "bob.14", "bob.15"} <= set(bob.hand)
    assert bob.deck[0] == "bob.16"


def test_the_clean_twins_stay_clean():
    # Two Seers, a quest each (the tester's base), and one Seer untapped by Blessing between its two quests.
    assert found("s2_two_seers_quest_draws_clean") == []
    assert found("g1_blessing_second_quest_clean") == []  # was ccs.draw.not-top at 16
    bob = _bob("g1_blessing_second_quest_clean", 16)
    assert bob.quest_points == 2
    assert {"bob.13", "bob.14", "bob.15"} <= set(bob.hand) and bob.deck[0] == "bob.16"


def test_the_seers_draws_recorded_either_way_are_clean():
    # The first Seer draw recorded, the second not, then the turn's draw (was draw.not-top at 15 + draw-step at 16).
    assert found("f6b_seer_draw_recorded_then_turn_draw") == [(10, "ccs.quest.tapped")]
    # All three draws recorded (was ccs.turn.draw-step at 17).
    assert found("f6c_all_three_draws_recorded") == [(10, "ccs.quest.tapped")]
    bob = _bob("f6c_all_three_draws_recorded", 17)
    assert {"bob.13", "bob.14", "bob.15"} <= set(bob.hand) and bob.deck[0] == "bob.16"


def test_the_once_only_reading_stays_clean():
    # The Seer drew once (bob.13), the turn's draw took the top card (bob.14): nothing more drawn.
    assert found("f6d_one_seer_draw_turn_draws_next") == [(10, "ccs.quest.tapped")]
    bob = _bob("f6d_one_seer_draw_turn_draws_next", 15)
    assert {"bob.13", "bob.14"} <= set(bob.hand) and bob.deck[0] == "bob.15"


def test_a_draw_past_the_seers_is_still_flagged():
    assert found("f6e_turn_draw_two_under_fault") == [(10, "ccs.quest.tapped"), (15, "ccs.draw.not-top")]
    assert found("g2_blessing_second_quest_draw_two_under_fault") == [(16, "ccs.draw.not-top")]
    assert found("f6f_four_draws_fault") == [(10, "ccs.quest.tapped"), (18, "ccs.turn.draw-step")]
