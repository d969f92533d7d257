"""Force of Will: findings left over from the outside tester's rounds 30 and 31 (fix32), one test or more each.

A. A mulligan's draw record naming by id the card that mulligan just put under the deck (first player): one
   ``fow.draw.not-top`` and the clean log's board (the draw took the top card, the id the log's slip; the card put
   under stays under). Was: the card put under in the hand, the top card moved to the bottom.
B. The same in a paper log naming its draws only (the record gives the name of the card put under): the play of the
   card the mulligan drew, under its own name, is the one fault (``fow.log.unknown-card``); the card is what the
   play says. Was five roots (play.target, two attack.attacker, a second unknown-card).
C. A set-up draw record repeated in a paper log naming its draws only: one ``fow.setup.mulligan-twice`` (the draw
   more gave a card the later names do not count; its name is the repeated record's). Was twelve.
D. A draw naming the card under the top one, the log's ids then reading on draw after draw, the top card named
   last: one ``fow.draw.not-top`` (the top card named last is the one the counting skipped). A paper play by id of a
   main-deck card, the next draw naming it with its name: one ``fow.play.not-in-hand`` (the name is the played
   card's, not the top card's). Were four and two.
E. A draw naming the card three below the top one, played, the later draws reading on past the top card once it is
   back on top: one ``fow.draw.not-top``. Was two (linked).
F. A call giving no stone under the other player's name in the turn player's turn (taken as the turn player's), the
   turn player's J-ruler then blocking in the next turn as recovered: the call was the named player's own, so the
   stone goes back on top of the turn player's magic stone deck and the named player's top stone is in their magic
   stone zone (Phase Principale 1: « Appeler une Pierre Magique en épuisant votre Ruler ou J-Ruler. Mettez la carte
   du dessus de votre Deck Pierre Magique dans votre Zone Pierre Magique »). Was: the stone stayed with the turn
   player.

The logs are the tester's (rounds 30 and 31), kept whole in tests/logs/fow_qa32/; c0_clean, pc0_clean, m0_clean,
pm0_clean and po_m0_clean are the clean twins.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa32")


def _last(name: str) -> int:
    return _LOGGED.load(name).events[-1].seq


def _same_board(name: str, clean: str, pids=("alice", "bob")) -> None:
    got, want = _LOGGED.board_after(name, _last(name)), _LOGGED.board_after(clean, _last(clean))
    for pid in pids:
        g, w = got.seat(pid), want.seat(pid)
        assert sorted(g.hand) == sorted(w.hand), pid
        assert g.deck == w.deck, pid
        assert sorted(g.field) == sorted(w.field), pid
        assert sorted(g.stone_area) == sorted(w.stone_area), pid


@pytest.mark.parametrize("name", ["c0_clean.jsonl", "pc0_clean.jsonl", "m0_clean.jsonl", "pm0_clean.jsonl",
                                  "po_m0_clean.jsonl"])
def test_fow_qa32_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- A. a mulligan's draw record naming the card put under, first player -----------------------------------------

@pytest.mark.parametrize("name, clean", [("n2_alice_mull_draw_names_mulliganed_card.jsonl", "m0_clean.jsonl"),
                                         ("pn2_alice_mull_draw_names_mulliganed_card.jsonl", "pm0_clean.jsonl")])
def test_fow_qa32_mulligan_record_naming_the_card_put_under_keeps_the_clean_board(name: str, clean: str) -> None:
    assert _LOGGED.rules(name) == [(12, "fow.draw.not-top")]
    _same_board(name, clean)
    alice = _LOGGED.board_after(name, 12).seat("alice")
    assert "alice.6" in alice.hand and alice.deck[-1] == "alice.3"


# -- B. the same, paper, names only ----------------------------------------------------------------------------

def test_fow_qa32_paper_names_only_mulligan_record_naming_the_card_put_under_is_one_root() -> None:
    name = "po_n1_bob_mull_draw_names_mulliganed_card.jsonl"
    assert _LOGGED.causes(name) == [(21, "fow.log.unknown-card", None)]
    _same_board(name, "po_m0_clean.jsonl")


# -- C. a set-up record repeated, paper, names only --------------------------------------------------------------

def test_fow_qa32_paper_names_only_setup_record_repeated_is_one_fault() -> None:
    assert _LOGGED.causes("po_m2c_bob_setup_record_repeated.jsonl") == [(11, "fow.setup.mulligan-twice", None)]


# -- D. the ids reading on, then the top card named; a paper play by id of a deck card ----------------------------

def test_fow_qa32_ids_reading_on_then_the_top_card_named_is_one_fault() -> None:
    v = _LOGGED.verdict("r3_readon_then_draw_top_card_id.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(25, "fow.draw.not-top")]
    alice = _LOGGED.board_after("r3_readon_then_draw_top_card_id.jsonl", 74).seat("alice")
    assert {"alice.7", "alice.9", "alice.10", "alice.11"} <= set(alice.hand)


def test_fow_qa32_paper_play_of_a_deck_card_then_its_draw_named_is_one_fault() -> None:
    assert _LOGGED.causes("pf3_play_under_top_27.jsonl") == [(27, "fow.play.not-in-hand", None)]


# -- E. three below the top, played, the ids reading on -----------------------------------------------------------

@pytest.mark.parametrize("name", ["D7_deep3_played_readon.jsonl", "PD7_deep3_played_readon.jsonl"])
def test_fow_qa32_deep_draw_played_then_ids_reading_on_is_one_fault(name: str) -> None:
    assert _LOGGED.causes(name) == [(25, "fow.draw.not-top", None)]


# -- F. a call under the other player's name, the turn player's J-ruler blocking in the next turn -----------------

def test_fow_qa32_call_shown_the_named_players_own_gives_them_the_stone() -> None:
    name = "F9_bob_oot_call_alice_turn.jsonl"
    assert _LOGGED.rules(name) == [(67, "fow.turn.not-your-turn")]
    before = _LOGGED.board_after(name, 64)
    after = _LOGGED.board_after(name, 73)
    alice, bob = after.seat("alice"), after.seat("bob")
    assert sorted(alice.stone_area) == sorted(before.seat("alice").stone_area)
    assert alice.stones[0] == "alice.s5"
    # (bob's own call at 67, then his turn's call at 71: two stones more than before.)
    assert len(bob.stone_area) == len(before.seat("bob").stone_area) + 2
