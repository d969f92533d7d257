"""Force of Will: the round-33 findings left over (the tester's logs lost, rebuilt in tests/logs/fow_qa33/ from
tests/logs/fow_qa32d/nt_base.jsonl, a log with no ``TurnEnded`` at all, and from small decks for the deck-out).

1. A skipped turn in a log with no ``TurnEnded`` (nt2: a player takes two turns in a row, the other's turn left out
   entirely): it gave two faults or more (``fow.turn.draw-phase`` at the draw, ``fow.stone.once-per-turn`` at the
   call, ``fow.will.rested`` at each payment); now one, ``fow.turn.not-your-turn`` at the draw ("takes a second
   turn in a row"), the turn theirs (recovered) as the log shows; the draw's next event tells it from one draw too
   many (a second stone call; since round 33c, tests/test_fow_qa33c_fixes.py, no longer a payment with a rested
   source or an attack by a card rested or entered this turn: those are one draw too many and the act's own fault).
2. An early draw in such a log (nt3: the next player draws before the current player's turn is over, then the
   player whose turn it is draws too): it was ``fow.turn.draw-phase`` ("drew a second card this turn") and a
   cascade; now one ``fow.turn.not-your-turn`` at the early draw, and the turns go on as the table played them.
3. A draw past the main deck's end (pd3: a player draws when her main deck is empty, the log numbering that draw
   ``bob.8`` for a deck of seven) was refused (exit 2, "card id 'bob.8' is no card of this match"); with no
   ``TurnEnded`` and no id it was ``fow.turn.draw-phase`` ("no card left to draw") and no winner. Now it is the loss
   the seed names (« attendre que l'adversaire doive piocher une carte durant sa Phase de Pioche mais n'y parvienne
   pas car son Deck Principal est vide »): the other player wins, the draw's record a note, what the table played
   after it ``fow.game.over`` once.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa33")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


# -- 3. a draw past the main deck's end ----------------------------------------------------------------------------

def test_fow_qa33_clean_deck_out_is_clean() -> None:
    v = _LOGGED.verdict("pd0_clean_deck_out.jsonl")
    assert v.violations == [] and v.winner == "alice" and "main deck is empty" in v.result


def test_fow_qa33_failed_draw_numbered_past_the_end_is_the_loss() -> None:
    # (the log ending on that draw: clean, the loss the draw itself; was exit 2)
    v = _LOGGED.verdict("pd3_empty_deck_draw_last.jsonl")
    assert v.violations == [] and v.winner == "alice"
    assert any("bob's draw names bob.8, one past the end of the main deck" in n for n in _notes(
        "pd3_empty_deck_draw_last.jsonl"))
    # (the table going on after it: fow.game.over once, the winner kept)
    assert _LOGGED.rules("pd3_empty_deck_draw.jsonl") == [(16, "fow.game.over")]
    assert _LOGGED.verdict("pd3_empty_deck_draw.jsonl").winner == "alice"


@pytest.mark.parametrize("name", ["pd3_empty_deck_draw_noend.jsonl", "pd3_empty_deck_draw_noend_noid.jsonl"])
def test_fow_qa33_failed_draw_with_no_turn_end_is_the_loss(name: str) -> None:
    # (no TurnEnded in the log: its first turn's end flagged once, as ever; the empty deck's draw ends the game)
    assert _LOGGED.rules(name) == [(2, "fow.turn.not-your-turn"), (11, "fow.game.over")]
    assert _LOGGED.verdict(name).winner == "alice"
    last = "pd3_empty_deck_draw_noend_last.jsonl"
    assert _LOGGED.rules(last) == [(2, "fow.turn.not-your-turn")]
    assert _LOGGED.verdict(last).winner == "alice"


def test_fow_qa33_past_end_id_with_cards_left_draws_the_top_card() -> None:
    # (a log whose draw count is off, the deck not empty: the top card drawn, a note, not exit 2)
    name = "pd4_past_end_id_cards_left.jsonl"
    assert _LOGGED.rules(name) == [] and _LOGGED.verdict(name).winner == "alice"
    assert any("alice's draw names an id past the end of the main deck" in n for n in _notes(name))
    assert "alice.6" in _LOGGED.board_after(name, 6).seat("alice").hand


def _final(name: str) -> dict[str, tuple]:
    """Each seat's life, hand, field and main deck size at the log's end (a battle the log ends on dealt: finish)."""
    from projections import core

    log = _LOGGED.load(name)
    board = core.board_at(log, len(log.events))
    core.engine("force-of-will").finish(board)
    return {s.id: (s.life, sorted(s.hand), sorted(s.field), len(s.deck)) for s in board.seats}


# -- 1. a skipped turn in a log with no TurnEnded --------------------------------------------------------------------

@pytest.mark.parametrize("name", ["nt2_second_turn_bob_left_out.jsonl"])
def test_fow_qa33_second_turn_in_a_row_with_no_turn_end_is_one_fault(name: str) -> None:
    # (nt2_second_turn_short, the draw and a second call then bob's turn, shows no new turn: since round 34 it is one
    # draw too many and a second call in one turn, two faults: tests/test_fow_qa34_fixes.py)
    # (was 22 fow.turn.draw-phase, 23 fow.stone.once-per-turn, and for the whole turn 24/26 fow.will.rested,
    # 28 fow.attack.entered-this-turn)
    assert _LOGGED.rules(name) == [(2, "fow.turn.not-your-turn"), (22, "fow.turn.not-your-turn")]
    v = _LOGGED.verdict(name)
    assert "alice takes a second turn in a row, and bob's turn is skipped" in v.violations[1].message
    assert any("seq 23: alice acts as a new turn's player after the draw at seq 22" in n for n in _notes(name))
    # (a fault of its own, not one following from seq 2's missing end: the verdict waits for seq 23, and so does
    # the reading of what seq 2 caused, projections/causes.py)
    assert _LOGGED.causes(name) == [(2, "fow.turn.not-your-turn", None), (22, "fow.turn.not-your-turn", None)]


def test_fow_qa33_draw_then_attack_by_this_turns_resonator_is_two_faults() -> None:
    # (round 33c, tests/test_fow_qa33c_fixes.py: the same log as the tester's B4, a draw too many then an attack by
    # the resonator played that turn; nothing in the log tells it from a second turn in a row: both flagged, as a
    # judge reads two draws with no turn's end between them as one turn. Was one flag, a second turn in a row.)
    assert _LOGGED.rules("nt2_second_turn_attack_first.jsonl") == [
        (2, "fow.turn.not-your-turn"), (22, "fow.turn.draw-phase"), (23, "fow.attack.entered-this-turn")]


def test_fow_qa33_second_turn_is_recovered_and_its_attack_deals_damage() -> None:
    name = "nt2_second_turn_bob_left_out.jsonl"
    # (after seq 24, the payment with alice.s1/s2 that shows the new turn: until then, since round 34, the verdict on
    # the draw and the call waits and the board is the one-turn reading's; alice.s3, rested before the draw, is
    # recovered)
    b = _LOGGED.board_after(name, 24)
    assert b.active == "alice"
    assert [b.cards[c].rested for c in b.seat("alice").stone_area] == [True, True, False, False, False]
    # (Dragoon of Certo's unblocked attack at 28, not refused as entered this turn: bob at 4000 less its ATK 500)
    assert _final(name)["bob"][0] == 3500
    # (the draw's next act an attack by the resonator played before it: the attack stood at the table, and
    # deals its damage, flagged or not)
    assert _final("nt2_second_turn_attack_first.jsonl")["bob"][0] == 3500
    # (the turn after the second one is bob's, his draw its first event: not flagged)
    b = _LOGGED.board_after("nt2_second_turn_short.jsonl", 25)
    assert b.active == "bob" and len(b.seat("bob").hand) == 7


@pytest.mark.parametrize("name, seq", [("nt2x_extra_draw_mid_turn.jsonl", 34), ("nt2y_extra_draw_at_end.jsonl", 58)])
def test_fow_qa33_one_draw_too_many_with_no_turn_end_stays_draw_phase(name: str, seq: int) -> None:
    # (the draw followed by a play paid with ready stones, or the log's end: one draw too many in the turn)
    assert _LOGGED.causes(name) == [(2, "fow.turn.not-your-turn", None), (seq, "fow.turn.draw-phase", None)]


def test_fow_qa33_no_turn_end_twin_is_one_fault() -> None:
    assert _LOGGED.rules("nt_base.jsonl") == [(2, "fow.turn.not-your-turn")]


# -- 2. an early draw in a log with no TurnEnded ---------------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("nt3_early_draw_after_next_turn_draw.jsonl", 31),
                                       ("nt3_early_draw_mid_turn.jsonl", 24)])
def test_fow_qa33_early_draw_with_no_turn_end_is_one_not_your_turn(name: str, seq: int) -> None:
    # (was 31 fow.turn.draw-phase, "bob drew a second card this turn", then bob's whole next turn flagged
    # not-your-turn and alice's after it draw-phase, once-per-turn, rested...; the mid-turn one: alice's whole turn.
    # The mid-turn one's flag is at the draw, seq 24, since round 33c: it was at 25, bob's play after it that showed
    # his turn going on)
    assert _LOGGED.rules(name) == [(2, "fow.turn.not-your-turn"), (seq, "fow.turn.not-your-turn")]
    # (the board the table played: the twin's, the same events in their place)
    assert _final(name) == _final("nt_base.jsonl")
    assert any("turn is taken as ended, with no TurnEnded recorded, as at seq 2" in n
               and "began with the draw recorded early" in n for n in _notes(name))
