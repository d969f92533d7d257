"""Chrono Clash System: a summon or an action card played after the turn is over (round 34, fix34_ccs6), one test or
more each, with the twins (the same play in a turn still going, which gives its own rule).

Round 34 made an attack, a tap ability or a quest after the turn is over ``ccs.gauge.turn-over`` only (Judge.moot);
summons and actions were not checked for the same rule. Seed: once the counter reaches the opponent's 1, "you can't
play cards any more": the turn being over is what forbade every play, the one fault a judge names.

1. A card not in the hand: an action card played again from the discard pile after the turn was over was
   ``gauge.turn-over`` and ``action.not-in-hand``; now ``ccs.gauge.turn-over`` only, carried out as recorded. A card
   in no zone its player could have played it from (the opponent's card, one of the deck or the extra deck) keeps
   its ``summon.not-in-hand`` beside it: that card could not have been played at all, turn over or not.
2. A wrong payment: a standard battler summoned with a ``payment`` list (destroying battlers pays for extra deck
   cards only) after the turn was over was ``gauge.turn-over`` and ``extra-deck.cost``; now ``ccs.gauge.turn-over``
   only, nothing destroyed.
3. A Pilot whose ``attach_to`` names no free Eva of its player's (a hand card, a non-Eva battler) after the turn was
   over was ``gauge.turn-over`` and ``summon.pilot``; now ``ccs.gauge.turn-over`` only, the pilot placed as the table
   did (as in the twin).
4. An action card whose target is not one it may choose (Tidal Recall on a hand card) after the turn was over was
   ``gauge.turn-over`` and ``ability.target``; now ``ccs.gauge.turn-over`` only. So too for a summon ability's
   choice left out (Inferno Drake with no target), whose flag is held for the next event: dropped with the rest.

In every case the next player begins where the turn finished, as for any late play. The logs are ours, in
tests/logs/ccs_qa34f/ (made on the header of tests/logs/ccs_qa34a/D0_pilot_mode_left_out_twin.jsonl).
"""

from __future__ import annotations

import pytest

from ccs import Logged, draw, pass_, rules_at, seat, summon, verify
from test_ccs_keywords import h

_LOGGED = Logged("ccs_qa34f")
_board = _LOGGED.board_kept


# -- the late plays: one violation each --------------------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [
    ("1_action_from_discard_after_turn_over_9", 9),
    ("2_payment_for_standard_after_turn_over_7", 7),
    ("3_pilot_on_hand_card_after_turn_over_7", 7),
    ("3_pilot_on_non_eva_after_turn_over_7", 7),
    ("4_recall_on_hand_card_after_turn_over_7", 7),
    ("4_recall_after_turn_over_clean_target_7", 7),
])
def test_ccs_qa34f_play_after_the_turn_is_over_is_turn_over_only(name: str, seq: int) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(seq, "ccs.gauge.turn-over")]
    assert res.winner is None
    after = _board(name, seq + 1)  # bob's draw: his turn, begun where alice's finished
    assert after.active == "bob"


# -- the twins: the same play in a turn still going gives its own rule -------------------------------------------

@pytest.mark.parametrize("name, found", [
    ("1_twin_action_from_discard_turn_going_7", [(7, "ccs.action.not-in-hand")]),
    ("2_twin_payment_for_standard_turn_going_6", [(6, "ccs.extra-deck.cost")]),
    ("3_twin_pilot_on_hand_card_turn_going_6", [(6, "ccs.summon.pilot")]),
    ("4_twin_recall_on_hand_card_turn_going_6", [(6, "ccs.ability.target")]),
])
def test_ccs_qa34f_twin_in_a_turn_going_on_gives_its_own_rule(name: str, found: list) -> None:
    assert _LOGGED.found(name) == found


# -- the board as the table played it --------------------------------------------------------------------------

def test_ccs_qa34f_action_from_discard_after_turn_over_is_carried_out() -> None:
    name = "1_action_from_discard_after_turn_over_9"
    board = _board(name, 9)
    assert board.cards["alice.8"].zone == "discard"  # Chrono Shift played (again) and back in the discard pile
    assert board.cards["alice.10"].zone == "battlefield"  # the summon that ended the turn stands
    assert _board(name, 10).gauge == 3  # bob begins on his 3: where the turn finished (Shadow Stalker, -3)


def test_ccs_qa34f_payment_after_turn_over_destroys_nothing() -> None:
    board = _board("2_payment_for_standard_after_turn_over_7", 7)
    assert board.cards["alice.10"].zone == "battlefield"
    assert board.cards["alice.6"].zone == "battlefield"  # the Eva the payment lists is not destroyed
    twin = _board("2_twin_payment_for_standard_turn_going_6", 6)
    assert twin.cards["alice.6"].zone == "battlefield"


def test_ccs_qa34f_pilot_after_turn_over_placed_as_in_the_twin() -> None:
    late = _board("3_pilot_on_hand_card_after_turn_over_7", 7)
    twin = _board("3_twin_pilot_on_hand_card_turn_going_6", 6)
    assert late.cards["alice.7"].zone == twin.cards["alice.7"].zone == "battlefield"
    assert late.cards["alice.10"].zone == "hand"
    non_eva = _board("3_pilot_on_non_eva_after_turn_over_7", 7)
    assert non_eva.cards["alice.7"].zone == "attached" and non_eva.cards["alice.7"].attached_to == "alice.12"


def test_ccs_qa34f_recall_after_turn_over_resolves_as_recorded() -> None:
    bad = _board("4_recall_on_hand_card_after_turn_over_7", 7)
    assert bad.cards["alice.10"].zone == "hand" and bad.cards["alice.9"].zone == "discard"
    good = _board("4_recall_after_turn_over_clean_target_7", 7)
    assert good.cards["alice.12"].zone == "hand"  # Deep Oracle returned, as the table did


_A = seat("a", hand=["Ember Squire", "Inferno Drake"])
_B = seat("b")


def test_ccs_qa34f_summon_choice_left_out_after_turn_over_is_turn_over_only() -> None:
    # a's first turn: Ember Squire ends it; Inferno Drake after it, its summon ability's target left out.
    late = [draw("a"), summon("a", h("a", 1)), summon("a", h("a", 2)), draw("b"), pass_("b")]
    assert rules_at(verify([_A, _B], late)) == [(3, "ccs.gauge.turn-over")]
    # The twin: the Drake in a turn still going (its own cost ends the turn, legally): its choice left out, flagged.
    twin = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 1)), summon("a", h("a", 2)),
            pass_("a")]
    assert rules_at(verify([_A, _B], twin)) == [(7, "ccs.summon.ability-after-turn-end")]  # (qa36 W-1)


# -- a card in no zone its player could play it from: still flagged beside the turn being over -------------------

@pytest.mark.parametrize("name, card", [
    ("1_kept_opponents_card_after_turn_over_7", "bob.6"),
    ("1_kept_deck_card_after_turn_over_7", "alice.14"),
    ("1_kept_extra_deck_card_after_turn_over_7", "alice.x5"),
])
def test_ccs_qa34f_card_not_in_hand_at_all_stays_flagged(name: str, card: str) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(7, "ccs.gauge.turn-over"), (7, "ccs.summon.not-in-hand")]
    assert card in res.violations[1].message
