"""Force of Will: the round-37 tester's root-cause findings (qa37-fow F1, N2), one test or more each. The logs are the
tester's (/tmp/qa37-fow/logs), kept whole in tests/logs/fow_qa37b/, with twins made from them.

1. (F1, cb2.) alice ends turn 7 with 8 cards and discards nothing (24, ``fow.end.hand-size``), then plays Demonflame
   after her own ``TurnEnded`` and before bob's draw (25, ``fow.turn.draw-phase``). 25 was ``caused_by`` 24 ("a
   consequence, not a new breach"), one root: the legal history of 24 that projections.causes kept was the end left
   out, which reads 25 as alice's main-phase play of her own turn. A turn's end whose one fault is the hand kept over
   seven was made at the table (the turn did end): its legal history is that end with the surplus discarded, not no
   end (Force of Will's opt-in ``CAUSES_NOT_LEFT_OUT_RULES``). Now two roots, as the twins with one fault each.
2. (F1, cb1.) bob sets a card into the standby zone in alice's turn (24, ``fow.turn.not-your-turn`` and
   ``fow.will.exact``), then alice ends her turn with 8 cards (25, ``fow.end.hand-size``). 25 was ``caused_by`` 24:
   the stand-in kept for bob's set was alice setting a card of her own (another player, card and payment), which
   takes a card out of her hand. Another player's act stands in for a flagged one only as the same act under the
   wrong name, the player all that differs (Force of Will's opt-in ``CAUSES_WHO_SAME_ACT``). Now 25 is its own root.
   The tester's controls (cb3, g14, g15) keep their verdicts; the FoW slips bench is unchanged (3,505 / 3,258 / 78).
3. (N2, g15, kept.) An instant played between a ``TurnEnded`` and the next player's draw is ``fow.turn.draw-phase``:
   the seed's end phase hands the turn straight over (« Alors l'adversaire devient le joueur actif et commence son
   tour. ») and the turn begins with the draw (« ① Phase de Pioche [...] Piochez une carte dans votre Deck Principal
   et mettez-la dans votre main. »): it gives no moment before the draw. Its twin with the play after the draw is
   clean.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa37b")

CB1 = "cb1_standby_opp_turn_plus_handsize.jsonl"
CB2 = "cb2_instant_before_draw_plus_handsize.jsonl"


@pytest.mark.parametrize("name", ["cb1_twin_no_standby_discards_clean.jsonl",
                                  "cb2_twin_discards_then_instant_after_draw_clean.jsonl",
                                  "g15b_instant_after_turn_draw_clean.jsonl"])
def test_fow_qa37b_clean_twins_are_clean(name: str) -> None:
    verdict = _LOGGED.verdict(name)
    assert verdict.violations == []
    assert verdict.clean


def test_fow_qa37b_f1_hand_size_then_instant_before_draw_two_roots() -> None:
    assert _LOGGED.causes(CB2) == [(24, "fow.end.hand-size", None), (25, "fow.turn.draw-phase", None)]
    assert _LOGGED.verdict(CB2).root_causes == 2
    # The board the table played: alice keeps her 8 cards through her end; Demonflame destroys bob.1.
    assert len(_LOGGED.board_after(CB2, 24).seat("alice").hand) == 8
    assert _LOGGED.board_after(CB2, 26).seat("bob").grave == ["bob.1"]


def test_fow_qa37b_f1_cb2_one_fault_twins() -> None:
    # Each fault alone is that one root: the discard made (the instant before the draw only), or the draw first.
    assert _LOGGED.causes("cb2_twin_discards_instant_before_draw.jsonl") == [(25, "fow.turn.draw-phase", None)]
    assert _LOGGED.causes("cb3_handsize_only.jsonl") == [(24, "fow.end.hand-size", None)]


def test_fow_qa37b_f1_standby_out_of_turn_then_hand_size_own_root() -> None:
    assert _LOGGED.causes(CB1) == [(24, "fow.turn.not-your-turn", None), (24, "fow.will.exact", None),
                                   (25, "fow.end.hand-size", None)]
    assert _LOGGED.verdict(CB1).root_causes == 3
    board = _LOGGED.board_after(CB1, 25)
    assert len(board.seat("alice").hand) == 8  # (kept, as the table did)
    assert board.seat("bob").standby == ["bob.5"]
    # The standby set alone (no hand-size fault): its two flags, as before.
    assert _LOGGED.causes("g14_standby_set_in_opponents_turn.jsonl") == [
        (26, "fow.turn.not-your-turn", None), (26, "fow.will.exact", None)]


def test_fow_qa37b_n2_instant_before_next_draw_kept() -> None:
    verdict = _LOGGED.verdict("g15_instant_before_turn_draw.jsonl")
    assert [(v.seq, v.rule, v.player) for v in verdict.violations] == [(27, "fow.turn.draw-phase", "alice")]
    assert "before bob drew the turn's card" in verdict.violations[0].message
