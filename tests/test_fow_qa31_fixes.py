"""Force of Will: the outside tester's thirty-first round (fix31), one test or more per finding.

1. (Regression of round 30.) A draw naming the card two below the top one, then a draw naming the card under the
   top one (read as the log's ids reading on), then a draw naming the card that stayed on top: that card named for
   what it is disproves the read-on, so the second draw took a card not on top too: ``fow.draw.not-top`` at both
   (the read-on excused the second). The same in paper and with a Wall of Ideas record reading on.
5. A second mulligan with its draw: ``fow.setup.mulligan-twice`` once, at the mulligan (its draw was flagged again
   as a draw more of the set-up).
2. A set-up record naming the card under the top one, the mulligan's draw record naming it again: one
   ``fow.draw.not-top`` (was also fow.log.unknown-card at the mulligan's record).
3. A mulligan's draw record naming the card the mulligan put under the deck, then the play of the card it really drew:
   one ``fow.draw.not-top`` and the clean log's board (was also fow.play.not-in-hand and hand-size at turn ends).
4. A set-up draw record repeated, the mulligan's record naming the card the repeat was taken to draw: one
   ``fow.setup.mulligan-twice`` (was also fow.log.unknown-card at every later draw).
6. A play by id of a main-deck card, the later draws naming it and on as in the clean log: one
   ``fow.play.not-in-hand`` (was also fow.log.unknown-card at every later draw).

The logs are the tester's (round 31), kept here whole (tests/logs/fow_qa31/); c0_clean, pc0_clean, m0_clean,
pm0_clean and po_m0_clean are the clean twins (full order, paper, with mulligans).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa31")


@pytest.mark.parametrize("name", ["c0_clean.jsonl", "pc0_clean.jsonl", "po_c0_clean.jsonl", "m0_clean.jsonl",
                                  "pm0_clean.jsonl", "po_m0_clean.jsonl", "x1_clean_play_drawn_wall.jsonl"])
def test_fow_qa31_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


@pytest.mark.parametrize("name, expected", [
    ("f8_real_deep25_top_stays_then_real_deep42.jsonl", [(25, "fow.draw.not-top"), (42, "fow.draw.not-top")]),
    ("pf8_real_deep25_top_stays_then_real_deep42.jsonl", [(25, "fow.draw.not-top"), (42, "fow.draw.not-top")]),
    ("w7_deep29_wall_readon_then_back.jsonl", [(29, "fow.draw.not-top"), (33, "fow.draw.not-top")]),
    ("pw7_deep29_wall_readon_then_back.jsonl", [(29, "fow.draw.not-top"), (33, "fow.draw.not-top")]),
])
def test_fow_qa31_read_on_disproved_by_the_top_card_named_flags_the_second_deep_draw(name: str, expected) -> None:
    assert _LOGGED.rules(name) == expected


def test_fow_qa31_read_on_disproved_withdraws_its_note_and_keeps_the_turn() -> None:
    v = _LOGGED.verdict("f8_real_deep25_top_stays_then_real_deep42.jsonl")
    assert not any("read on" in n for n in v.notes)
    first, second = v.violations
    assert second.turn > first.turn and second.player == "alice"
    assert "Demonflame (alice.9)" in second.message and "(alice.7)" in second.message


@pytest.mark.parametrize("name, seq", [("n3_second_mulligan.jsonl", 13), ("n3b_second_mulligan_shifted.jsonl", 13),
                                       ("n3d_second_mulligan_bob.jsonl", 15), ("po_n3_second_mulligan.jsonl", 13),
                                       ("n3c_second_mulligan_keep.jsonl", 13)])
def test_fow_qa31_second_mulligan_with_its_draw_is_one_fault(name: str, seq: int) -> None:
    assert _LOGGED.rules(name) == [(seq, "fow.setup.mulligan-twice")]


# -- 2. a set-up record naming the card the mulligan will draw ---------------------------------------------------

@pytest.mark.parametrize("name, seq", [
    ("n9_alice_setup5_names_6.jsonl", 5), ("n10_alice_setup2_names_6.jsonl", 2),
    ("n5_bob_setup5_names_6.jsonl", 10), ("n6_bob_setup3_names_6.jsonl", 8),
    ("pn5_bob_setup5_names_6.jsonl", 10), ("pn6_bob_setup3_names_6.jsonl", 8),
])
def test_fow_qa31_setup_record_naming_the_mulligans_card_is_one_fault(name: str, seq: int) -> None:
    assert _LOGGED.rules(name) == [(seq, "fow.draw.not-top")]


@pytest.mark.parametrize("name, pid", [("n9_alice_setup5_names_6.jsonl", "alice"),
                                       ("n10_alice_setup2_names_6.jsonl", "alice"),
                                       ("n5_bob_setup5_names_6.jsonl", "bob")])
def test_fow_qa31_setup_record_naming_the_mulligans_card_keeps_the_clean_board(name: str, pid: str) -> None:
    got, clean = _LOGGED.board_after(name, 20), _LOGGED.board_after("m0_clean.jsonl", 20)
    assert sorted(got.seat(pid).hand) == sorted(clean.seat(pid).hand)
    assert got.seat(pid).deck == clean.seat(pid).deck
    v = _LOGGED.verdict(name)
    assert any("draws" in n and "again" in n for n in v.notes)


# -- 3. a mulligan's draw record naming the card the mulligan just put under the deck ----------------------------

@pytest.mark.parametrize("name, pid, seq, clean", [
    ("n1_bob_mull_draw_names_mulliganed_card.jsonl", "bob", 14, "m0_clean.jsonl"),
    ("pn1_bob_mull_draw_names_mulliganed_card.jsonl", "bob", 14, "pm0_clean.jsonl"),
])
def test_fow_qa31_mulligan_draw_record_naming_the_card_put_under_then_the_top_card_played_is_one_fault(
        name, pid, seq, clean) -> None:
    # (The play of the card the mulligan really drew shows the record named the wrong card.)
    assert _LOGGED.rules(name) == [(seq, "fow.draw.not-top")]
    for at in (21, 86):
        got, want = _LOGGED.board_after(name, at), _LOGGED.board_after(clean, at)
        assert sorted(got.seat(pid).hand) == sorted(want.seat(pid).hand)
        assert got.seat(pid).deck == want.seat(pid).deck
        assert sorted(got.seat(pid).field) == sorted(want.seat(pid).field)


@pytest.mark.parametrize("name, seq", [("n2_alice_mull_draw_names_mulliganed_card.jsonl", 12),
                                       ("pn2_alice_mull_draw_names_mulliganed_card.jsonl", 12)])
def test_fow_qa31_mulligan_draw_record_naming_the_card_put_under_is_one_fault(name, seq) -> None:
    assert _LOGGED.rules(name) == [(seq, "fow.draw.not-top")]


# -- 4. a set-up draw record repeated, the mulligan's record naming the card the repeat was taken to draw ---------

@pytest.mark.parametrize("name, seq", [
    ("m2b_setup_last_record_repeated.jsonl", 6), ("pm2b_setup_last_record_repeated.jsonl", 6),
    ("m2_sixth_names_hand_card.jsonl", 6), ("pm2_sixth_names_hand_card.jsonl", 6),
    ("m2c_bob_setup_record_repeated.jsonl", 11), ("pm2c_bob_setup_record_repeated.jsonl", 11),
    ("m2d_setup_dup_no_mulligan_draw_after.jsonl", 6), ("m1_six_setup_draws.jsonl", 6),
])
def test_fow_qa31_setup_record_repeated_is_one_fault(name: str, seq: int) -> None:
    assert _LOGGED.rules(name) == [(seq, "fow.setup.mulligan-twice")]


def test_fow_qa31_setup_record_repeated_then_a_record_naming_a_hand_card_links_to_the_first() -> None:
    assert _LOGGED.causes("m5_setup_dup_then_sixth.jsonl") == [(2, "fow.log.unknown-card", None),
                                                               (6, "fow.setup.mulligan-twice", 2)]


def test_fow_qa31_setup_record_repeated_keeps_the_later_draws_as_in_the_clean_log() -> None:
    got, want = _LOGGED.board_after("m2b_setup_last_record_repeated.jsonl", 26), _LOGGED.board_after(
        "m0_clean.jsonl", 25)
    alice, clean = got.seat("alice"), want.seat("alice")
    assert set(clean.hand) <= set(alice.hand) and len(alice.hand) == len(clean.hand) + 1
    assert alice.deck[0] == clean.deck[0]


# -- 6. a play, by id, of a main-deck card that a later draw names ------------------------------------------------

def test_fow_qa31_play_of_a_deck_card_then_draws_naming_it_is_one_fault() -> None:
    assert _LOGGED.rules("f3_play_under_top_27.jsonl") == [(27, "fow.play.not-in-hand")]
    v = _LOGGED.verdict("f3_play_under_top_27.jsonl")
    assert any("count without that play" in n for n in v.notes)


def test_fow_qa31_paper_play_of_a_deck_card_then_draws_naming_it_is_one_root() -> None:
    # (Round 32: the next draw's name is the played card's, not the top card's: the later name of a copy is not
    # flagged; see test_fow_qa32_fixes.)
    assert _LOGGED.causes("pf3_play_under_top_27.jsonl") == [(27, "fow.play.not-in-hand", None)]
