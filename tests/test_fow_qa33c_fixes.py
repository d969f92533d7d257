"""Force of Will: the round-33 regression tester's findings on this round's readings of turn ends and draws
(qa33b; its logs kept whole in tests/logs/fow_qa33c/, built from tests/logs/fow_qa32d/nt_base.jsonl and, the ``C*``
ones, from the small decks of tests/logs/fow_qa33/pd0_clean_deck_out.jsonl).

1. A log that records its ``TurnEnded`` but one (a "mixed" log), a real draw too many then a cheat (a second stone
   call, a payment with rested stones, an attack by a resonator put onto the field that turn): it was read as "a
   second turn in a row" (``fow.turn.not-your-turn``, filed as following from the one missing end 22 events
   before) and the cheat went unflagged, her stones recovered. That reading is for a log that records no
   ``TurnEnded``: now ``fow.turn.draw-phase`` at the draw and the cheat's own rule, as before this round.
2. In a log with no ``TurnEnded`` at all, a draw too many then a payment with rested stones, or an attack by a
   resonator put onto the field that turn: it was one ``fow.turn.not-your-turn`` ("a second turn in a row"), the
   cheat hidden and her stones recovered. Nothing in the log tells that from the other player's turn left out; a
   judge reads two draws in one stretch as one turn unless the act after the draw is how a turn opens (a stone
   call after this turn's): now ``fow.turn.draw-phase`` and the cheat's own rule.
3. A draw naming the other player's id one past the end of their main deck (``bob.8`` in alice's draw) was taken
   as a draw past alice's own deck's end, the top card drawn, clean; now ``fow.log.unknown-card``, as a real card of
   bob's named there is.
4. In a log that records its ``TurnEnded``, the next player's draw with an empty main deck during the other's turn
   ended the game there (the other's legal stone call after it ``fow.game.over``); now it is that one early draw
   (``fow.turn.not-your-turn``), and the loss comes at that player's own draw phase (« doive piocher une carte
   durant sa Phase de Pioche mais n'y parvienne pas car son Deck Principal est vide »).
5. The next player's draw during the turn, then their stone call, then the turn player going on with the turn
   (their play, attack, end): the call was read as the turn's end and all that followed flagged not-your-turn (8
   flags, bob's call not among them; with no ``TurnEnded`` in the log, alice's play and attack blamed). Now two,
   the early draw (at its seq) and the call in alice's turn, and the board the twin's.
6. Messages that said one thing while the engine did another: a second turn in a row after the turn's own draw
   "drew a card during bob's turn" (the board: alice's turn); a draw flagged as the turn's player's under the wrong
   name then read as a second turn "(flagged at the draw)"; a turn "taken as ended" at a draw, then going on. Each
   now says what was done (the notes saying the first reading was not kept).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa33c")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


# -- 1. a draw too many and a cheat in a log that records its turns' ends but one ----------------------------------

@pytest.mark.parametrize("name, cheat", [
    ("A2_mixed_one_end_missing_extra_draw_then_2nd_stone.jsonl", [(28, "fow.stone.once-per-turn")]),
    ("A3_mixed_extra_draw_then_rested_payment.jsonl", [(28, "fow.will.rested"), (28, "fow.will.rested")]),
    ("A4_mixed_extra_draw_then_attack_by_new_resonator.jsonl", [(28, "fow.attack.entered-this-turn")]),
])
def test_fow_qa33c_mixed_log_extra_draw_and_cheat_are_flagged(name: str, cheat: list) -> None:
    # (was 5 and 27 fow.turn.not-your-turn, 27 "a second turn in a row" caused by 5, the cheat unflagged)
    assert _LOGGED.causes(name) == [(5, "fow.turn.not-your-turn", None), (27, "fow.turn.draw-phase", None)] + [
        (s, r, None) for s, r in cheat]
    # (her turn goes on: not recovered; s1-s3 stay rested as the table had them)
    b = _LOGGED.board_after(name, 27)
    assert b.active == "alice" and [b.cards[c].rested for c in b.seat("alice").stone_area][:3] == [True] * 3


def test_fow_qa33c_mixed_log_twins() -> None:
    assert _LOGGED.rules("A2t_mixed_one_end_missing_clean_twin.jsonl") == [(5, "fow.turn.not-your-turn")]
    assert _LOGGED.rules("A0_ends_turn7_clean_twin.jsonl") == []
    assert _LOGGED.rules("A1_ends_extra_draw_then_2nd_stone.jsonl") == [(28, "fow.turn.draw-phase"),
                                                                         (29, "fow.stone.once-per-turn")]


# -- 3. the other player's past-end id ------------------------------------------------------------------------------

def test_fow_qa33c_draw_naming_the_others_past_end_id_is_unknown_card() -> None:
    # (was clean: taken as alice's draw past her own deck's end, the top card drawn)
    name = "C2_draw_names_opponents_past_end_id.jsonl"
    assert _LOGGED.rules(name) == [(6, "fow.log.unknown-card")]
    assert "'bob.8' is not in alice's main deck" in _LOGGED.verdict(name).violations[0].message
    assert "alice.6" in _LOGGED.board_after(name, 6).seat("alice").hand  # (the draw takes her top card)
    assert _LOGGED.rules("C2b_draw_names_opponents_real_card.jsonl") == [(6, "fow.log.unknown-card")]
    assert _LOGGED.rules("C2t_clean_twin.jsonl") == []


# -- 4. an empty-deck draw recorded early in a log that records its turns' ends -----------------------------------

@pytest.mark.parametrize("name", ["C4_ends_bob_empty_draw_mid_alice_turn.jsonl",
                                  "C4b_ends_bob_empty_draw_mid_alice_turn_no_id.jsonl"])
def test_fow_qa33c_empty_deck_draw_in_the_others_turn_is_one_early_draw(name: str) -> None:
    # (was 13 not-your-turn, bob losing there, and alice's legal stone call at 14 fow.game.over)
    assert _LOGGED.rules(name) == [(13, "fow.turn.not-your-turn")]
    b = _LOGGED.board_after(name, 14)
    assert not b.over and len(b.seat("alice").stone_area) == 3
    v = _LOGGED.verdict(name)
    assert v.winner == "alice" and "main deck is empty" in v.result
    assert _LOGGED.rules("C4t_clean_twin.jsonl") == [] and _LOGGED.verdict("C4t_clean_twin.jsonl").winner == "alice"


# -- 2. a draw too many and a cheat in a log with no TurnEnded -----------------------------------------------------

@pytest.mark.parametrize("name, cheat", [
    ("B1_noend_extra_draw_then_rested_payment.jsonl", [(23, "fow.will.rested"), (23, "fow.will.rested")]),
    ("B4_noend_extra_draw_then_attack_new_resonator.jsonl", [(23, "fow.attack.entered-this-turn")]),
])
def test_fow_qa33c_no_end_log_extra_draw_and_cheat_are_flagged(name: str, cheat: list) -> None:
    # (was 22 fow.turn.not-your-turn "a second turn in a row", the cheat unflagged and her stones recovered)
    assert _LOGGED.causes(name) == [(2, "fow.turn.not-your-turn", None), (22, "fow.turn.draw-phase", None)] + [
        (s, r, None) for s, r in cheat]
    b = _LOGGED.board_after(name, 22)
    assert b.active == "alice" and [b.cards[c].rested for c in b.seat("alice").stone_area][:3] == [True] * 3


def test_fow_qa33c_no_end_log_second_turn_opened_with_a_call_stays_one_fault() -> None:
    # (the draw then a second stone call, the turn's opening: bob's turn left out, one flag, the turn recovered)
    name = "B7_noend_real_second_turn_then_bob.jsonl"
    assert _LOGGED.causes(name) == [(2, "fow.turn.not-your-turn", None), (22, "fow.turn.not-your-turn", None)]
    # (after seq 24, the payment with alice.s1/s2 rested before the draw that shows the new turn: until then, since
    # round 34, the verdict waits and the board is the one-turn reading's)
    b = _LOGGED.board_after(name, 24)
    assert b.active == "alice" and [b.cards[c].rested for c in b.seat("alice").stone_area] == [
        True, True, False, False, False]
    assert _LOGGED.rules("B0_noend_turn7_clean_twin.jsonl") == [(2, "fow.turn.not-your-turn")]


# -- 5. an early draw, then the drawer's act, then the turn player going on ----------------------------------------

def _final(name: str) -> dict[str, tuple]:
    """Each seat's life, hand, field, main deck size and stones (rested or not) at the log's end."""
    from projections import core

    log = _LOGGED.load(name)
    board = core.board_at(log, len(log.events))
    core.engine("force-of-will").finish(board)
    return {s.id: (s.life, sorted(s.hand), sorted(s.field), len(s.deck),
                   [(c, board.cards[c].rested) for c in s.stone_area]) for s in board.seats}


@pytest.mark.parametrize("name, first, twin", [
    ("D4_ends_early_draw_then_stone_call_mid_alice_turn.jsonl", [], "D0_ends_full_clean_twin.jsonl"),
    ("D3_mixed_early_draw_then_stone_call_mid_alice_turn.jsonl", [(5, "fow.turn.not-your-turn", None)],
     "D3t_mixed_clean_twin.jsonl"),
    ("D5_noend_early_draw_stone_call_then_alice_goes_on.jsonl", [(2, "fow.turn.not-your-turn", None)], None),
])
def test_fow_qa33c_early_draw_and_call_in_the_others_turn_are_two_faults(name: str, first: list, twin: str) -> None:
    # (D4 was 8 not-your-turn: bob's call unflagged, alice's play, attack, end and bob's whole next turn flagged;
    # D5 flagged alice's play and attack instead of bob's call)
    draw = {"D4": 42, "D3": 41, "D5": 34}[name[:2]]
    assert _LOGGED.causes(name) == first + [(draw, "fow.turn.not-your-turn", None),
                                            (draw + 1, "fow.turn.not-your-turn", None)]
    v = _LOGGED.verdict(name)
    assert "bob called a magic stone during alice's turn" in v.violations[-1].message
    assert any(f"seq {draw + 2}: alice goes on with the turn: bob's act at seq {draw + 1} came during alice's turn" in n
               for n in _notes(name))
    b = _LOGGED.board_after(name, draw + 2)
    assert b.active == "alice" and len(b.seat("bob").stone_area) == 5
    if twin is not None:
        assert _final(name) == _final(twin)
        assert _LOGGED.causes(twin) == first


def test_fow_qa33c_early_draw_not_followed_by_an_act_stays_one_fault() -> None:
    for name in ("D1_ends_early_draw_not_redrawn.jsonl", "D2_ends_early_draw_then_redrawn.jsonl"):
        assert _LOGGED.rules(name) == [(42, "fow.turn.not-your-turn")]


# -- 6. messages saying what the engine did -------------------------------------------------------------------------

def test_fow_qa33c_messages_say_what_was_done() -> None:
    # (E1: the flag took alice's draw as bob's under the wrong name; the note now says it was alice's own)
    assert any("that draw was alice's own, not bob's under the wrong name as flagged, and alice took a second turn "
               "in a row" in n for n in _notes("E1_ends_real_second_turn_in_a_row.jsonl"))
    assert _LOGGED.rules("E1_ends_real_second_turn_in_a_row.jsonl") == [(29, "fow.turn.not-your-turn")]
    # (D1: the flag took the turn as ended; the note now says it was not after all)
    assert any("seq 43: alice's turn goes on after bob's draw: the turn was not ended there after all" in n
               for n in _notes("D1_ends_early_draw_not_redrawn.jsonl"))
    # (C4: bob's draw from an empty main deck gave no card; his draw phase comes in his turn)
    assert any("that draw, from an empty main deck, gave no card" in n
               for n in _notes("C4_ends_bob_empty_draw_mid_alice_turn.jsonl"))
    # (B7: the second turn's draw came in alice's own turn, as the board shows, not 'during bob's turn')
    msg = _LOGGED.verdict("B7_noend_real_second_turn_then_bob.jsonl").violations[1].message
    assert msg.startswith("alice drew a card after this turn's draw, then acted as a new turn's player: alice takes "
                          "a second turn in a row")
