"""Set-up in FFTCG and Chrono Clash: the round-38 set-up tester's findings (qa38-setup 3, 4, 6, 7's first item).

3. FFTCG: a log recording the set-up's draws (§ 7.1 ④ « chaque joueur pioche d'abord 5 cartes … repioche 5 nouvelles
   cartes ») had them judged as turn draws: ``fftcg.draw.not-top`` and ``fftcg.draw.count`` at each, bob's record
   taken as his turn, alice's right first draw then ``fftcg.turn.not-your-turn`` or "2 were due" (6 and 5 flags).
   Now a ``CardsDrawn`` before the first turn naming the opening hand's cards (before the player's mulligan) or the
   cards the mulligan drew (after it) is the record of those draws: a note, nothing drawn. A record naming cards the
   set-up did not draw (bob.6 among the hand, a sixth card, the hand the mulligan put under) stays a fault: one
   ``fftcg.draw.not-top``, the hand as the set-up dealt it. The first player's lone one-card line naming a hand card
   is still their first draw's slip, as before.
4. Chrono Clash: the starting hand recorded as ``CardDrawn`` lines before turn 1 gave 22 flags (6 with alice's
   alone), every later draw off by one. Now each is the record of that set-up draw (a note); the turns' draws agree.
   A record naming a card not in the hand, or one recorded already, while a hand card has none yet, is one
   ``ccs.draw.not-top``, nothing drawn.
6. A concession before the first turn with ``first`` left out (all three games) was refused at ``$.first``. Now it is
   read: the first mulligan's player, else the first listed, is taken as first, with a note; the one who did not
   concede wins.
7. FFTCG: a 45-card deck in a match read as constructed now says the match is read as constructed (the header's
   ``format``, or its default when left out) and that ``"format": "limited"`` allows 40 or more.

The logs are the tester's (/tmp/qa38-setup) and their faulty variants, in tests/logs/setup_qa38/.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("setup_qa38")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["fftcg_clean_4turns.jsonl", "fftcg_mulligan_bob_clean.jsonl",
                                  "ccs_clean_passes.jsonl", "fftcg_limited_45_clean.jsonl"])
def test_setup_qa38_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 3. FFTCG: the set-up's draws recorded --------------------------------------------------------------------------

def test_setup_qa38_fftcg_opening_hands_recorded_are_notes() -> None:
    assert _LOGGED.rules("fftcg_opening_hands_recorded.jsonl") == []
    notes = _notes("fftcg_opening_hands_recorded.jsonl")
    assert any(n.startswith("seq 1: alice's CardsDrawn before the first turn names") for n in notes)
    assert any(n.startswith("seq 2: bob's CardsDrawn before the first turn names") for n in notes)
    # The first turn is alice's, her draw of alice.6 its draw; the board is the clean twin's.
    board = _LOGGED.board_after("fftcg_opening_hands_recorded.jsonl", 3)
    twin = _LOGGED.board_after("fftcg_clean_4turns.jsonl", 1)
    assert (board.turn, board.active) == (twin.turn, twin.active) == (1, "alice")
    assert board.seat("alice").hand == twin.seat("alice").hand and "alice.6" in board.seat("alice").hand
    assert board.seat("bob").hand == twin.seat("bob").hand == [f"bob.{n}" for n in range(1, 6)]


def test_setup_qa38_fftcg_mulligan_redraw_recorded_is_a_note() -> None:
    assert _LOGGED.rules("fftcg_mulligan_redraw_recorded.jsonl") == []
    assert any(n.startswith("seq 2: bob's CardsDrawn before the first turn names") for n in
               _notes("fftcg_mulligan_redraw_recorded.jsonl"))
    board = _LOGGED.board_after("fftcg_mulligan_redraw_recorded.jsonl", 3)
    assert board.seat("bob").hand == [f"bob.{n}" for n in range(6, 11)]
    assert board.seat("alice").hand == [f"alice.{n}" for n in range(1, 7)] and board.active == "alice"


_NOT_DRAWN = "which the set-up did not draw into their hand"


@pytest.mark.parametrize("name, seq, player, why", [
    ("fftcg_hand_recorded_names_bob6.jsonl", 2, "bob", _NOT_DRAWN),         # bob.6 in place of bob.5
    # (a sixth card, alice.6, the top after the hand, last on the line: the first turn's draw written there too, a
    # note since round 39: tests/test_setup_qa38b_fixes.py, tests/test_fftcg_qa39_fixes.py F3)
    ("fftcg_mulligan_redraw_names_old_hand.jsonl", 2, "bob", _NOT_DRAWN),   # the cards the mulligan put under
])
def test_setup_qa38_fftcg_a_record_naming_cards_the_set_up_did_not_draw_is_one_fault(name: str, seq: int,
                                                                                       player: str, why: str) -> None:
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(seq, "fftcg.draw.not-top")]
    assert why in verdict.violations[0].message
    # The hand is the one the set-up dealt; alice's first draw after it is her first turn's, clean.
    board = _LOGGED.board_after(name, 3)
    assert board.active == "alice" and "alice.6" in board.seat("alice").hand and len(board.seat(player).hand) >= 5
    assert all(c not in board.seat(player).hand for c in ("bob.11", "alice.7"))


def test_setup_qa38_fftcg_first_draw_naming_a_hand_card_is_still_its_draw_slip() -> None:
    # One card, the first player's, nothing of theirs recorded: her first turn's draw naming alice.3 (in the hand).
    assert _LOGGED.rules("fftcg_first_draw_names_hand_card.jsonl")[0] == (1, "fftcg.draw.not-top")


# -- 4. Chrono Clash: the starting hand recorded ---------------------------------------------------------------------

@pytest.mark.parametrize("name, recorded", [("ccs_opening_hands_recorded.jsonl", 10),
                                            ("ccs_opening_hand_alice_recorded.jsonl", 5)])
def test_setup_qa38_ccs_starting_hand_recorded_is_notes(name: str, recorded: int) -> None:
    assert _LOGGED.rules(name) == []
    notes = [n for n in _notes(name) if "before the first turn: taken as the record of a draw of the set-up" in n]
    assert len(notes) == recorded
    # Every later draw agrees: alice's first turn draws alice.11, as in the clean twin.
    board = _LOGGED.board_after(name, recorded + 1)
    assert board.turn == 1 and "alice.11" in board.seat("alice").hand and len(board.seat("alice").hand) == 6


@pytest.mark.parametrize("name, why", [("ccs_hand_recorded_names_bob11.jsonl", "which the set-up did not draw"),
                                       ("ccs_hand_recorded_twice.jsonl", "again, whose draw is recorded already")])
def test_setup_qa38_ccs_a_hand_record_naming_another_card_is_one_fault(name: str, why: str) -> None:
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(10, "ccs.draw.not-top")]
    assert why in verdict.violations[0].message
    board = _LOGGED.board_after(name, 10)
    assert board.seat("bob").hand == [f"bob.{n}" for n in range(6, 11)] and board.seat("bob").deck[0] == "bob.11"


def test_setup_qa38_ccs_a_turn_draw_naming_a_hand_card_stays_one_flag() -> None:
    assert _LOGGED.rules("ccs_draw_names_hand_card_typo.jsonl") == [(5, "ccs.draw.not-top")]
    # Turn 1's draw naming a card of the hand, then the pass: that line was the turn's draw naming the wrong card,
    # one fault at the draw (qa38d ML1; this pinned the pass's ccs.turn.draw-step, a draw that was made called missing).
    assert _LOGGED.rules("ccs_first_draw_names_hand_card.jsonl") == [(1, "ccs.draw.not-top")]


# -- 6. a concession before the first turn, `first` left out ---------------------------------------------------------

@pytest.mark.parametrize("name, twin, first, winner", [
    ("ccs_concede_before_first_turn_no_first.jsonl", "ccs_concede_before_first_turn.jsonl", "alice", "alice"),
    ("fftcg_concede_setup_no_first.jsonl", "fftcg_concede_setup.jsonl", "alice", "bob"),
    ("fow_concede_at_mulligan_no_first.jsonl", "fow_concede_at_mulligan.jsonl", "alice", "alice"),
])
def test_setup_qa38_a_concession_before_the_first_turn_needs_no_first(name: str, twin: str, first: str,
                                                                       winner: str) -> None:
    log = _LOGGED.load(name)
    assert log.header.first == first and log.left_out == ["first"]
    assert log.notes[0]["args"] == {"player": first}
    assert "ended by a concession before its first turn" in log.notes[0]["template"]
    verdict = _LOGGED.verdict(name)
    assert verdict.violations == [] and str(verdict.result).startswith(f"{winner} wins")
    assert str(_LOGGED.verdict(twin).result) == str(verdict.result)


# -- 7. the deck size with `format` left out -------------------------------------------------------------------------

def test_setup_qa38_fftcg_deck_size_says_it_is_read_as_constructed() -> None:
    verdict = _LOGGED.verdict("fftcg_limited_45_format_omitted.jsonl")
    assert [(v.seq, v.rule) for v in verdict.violations] == [(0, "fftcg.deck.size")]
    message = verdict.violations[0].message
    assert "has 45 cards; it must have exactly 50" in message
    assert "left out, which means constructed" in message and '"format": "limited" allows 40 or more' in message
