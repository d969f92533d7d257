"""Force of Will: the outside tester's twenty-eighth round (fix28), one test or more per finding.

1. A plain out-of-turn call (no ``by``, no ``card``) by a player whose ruler is rested, taken as the turn player's
   call under the wrong name: the turn player's own call later that turn (not only right after) shows it was the
   named player's own, so it is one ``fow.turn.not-your-turn``, as the same log naming the ruler gives (not also the
   turn player's ``fow.stone.once-per-turn``).
2. Such a call re-read as the named player's own calls their top stone (it left it in the stone deck): their
   payment with it in their next turn is not ``fow.will.source``.
6. Bob's out-of-turn call in alice's turn 1 rests his ruler whatever the order of the two calls (the seed: calling
   rests the ruler; the first turn skips the Restauration phase): his turn-2 call is ``fow.stone.ruler-rested``,
   caused by it, both ways.
3. A mulligan's replacement draw naming a deeper card: one ``fow.draw.not-top`` (not a draw more, nor an unknown
   card when the top card is drawn later).

The logs are the tester's (round 28), kept here whole (tests/logs/fow_qa28/); f_mull_draw_top_twin.jsonl is
f_mull_draw_deep.jsonl with the two draws' ids the right way round (the clean twin).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa28")
load, verdict, rules = _LOGGED.load, _LOGGED.verdict, _LOGGED.rules
board_after = _LOGGED.board_after


def causes(name: str, folder: Logged = _LOGGED) -> list[tuple[int, str, int | None]]:
    return folder.causes(name)


@pytest.mark.parametrize("name", ["m_clean.jsonl", "p_clean.jsonl", "s_mull_draws.jsonl",
                                  "f_mull_draw_top_twin.jsonl"])
def test_fow_qa28_clean_twins_are_clean(name: str) -> None:
    assert rules(name) == []


# -- 1. a plain out-of-turn call, then the turn player's own call later in the turn -----------------------------------

@pytest.mark.parametrize("name,seq", [
    ("oot_noby_then_bob_plays_then_calls.jsonl", 59),
    ("oot_after_draw_t6_then_battle.jsonl", 33),
    ("bt_def_call_in_battle.jsonl", 34),
])
def test_fow_qa28_plain_out_of_turn_call_then_later_own_call_is_one_fault(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.turn.not-your-turn", None)]
    assert rules(name, drop=(seq,)) == []


def test_fow_qa28_plain_call_gives_what_the_call_naming_the_ruler_gives() -> None:
    assert (rules("oot_noby_then_bob_plays_then_calls.jsonl")
            == rules("oot_jr_rested_then_bob_plays_then_calls.jsonl")
            == [(59, "fow.turn.not-your-turn")])


# -- 2. the call re-read as the named player's own calls their stone --------------------------------------------------

@pytest.mark.parametrize("name,seq", [("oot_before_bobcall_ins_s3.jsonl", 8), ("m_ooturn_t2.jsonl", 8)])
def test_fow_qa28_out_of_turn_call_reread_as_own_calls_the_stone(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.turn.not-your-turn", None)]


def test_fow_qa28_out_of_turn_call_reread_as_own_moves_the_stone_on_the_board() -> None:
    board = board_after("oot_before_bobcall_ins_s3.jsonl", 9)
    assert board.cards["alice.s2"].zone == "stone-area"
    assert len(board.seat("alice").stones) == 8
    assert board.cards["alice.r"].rested
    # The order of the two calls does not matter (finding 6 too).
    assert rules("oot_after_bobcall_ins_s3.jsonl") == [(9, "fow.turn.not-your-turn")]


# -- 6. bob's out-of-turn call in alice's turn 1 rests his ruler, whatever the order ----------------------------------

@pytest.mark.parametrize("name,seq,later", [
    ("b_oot_t1_first_event.jsonl", 3, 9),
    ("b_oot_t1_then_t2call.jsonl", 4, 9),
])
def test_fow_qa28_out_of_turn_call_in_turn_one_rests_the_ruler_either_order(name: str, seq: int, later: int) -> None:
    assert causes(name) == [(seq, "fow.turn.not-your-turn", None), (later, "fow.stone.ruler-rested", seq)]
    assert rules(name, drop=(seq,)) == []


def test_fow_qa28_out_of_turn_call_first_event_rests_the_ruler_on_the_board() -> None:
    board = board_after("b_oot_t1_first_event.jsonl", 4)
    assert board.cards["bob.r"].rested
    assert board.cards["bob.s1"].zone == "stone-area"
    assert board.cards["alice.s1"].zone == "stone-area"


def test_fow_qa28_round19_first_turn_call_then_turn_players_call() -> None:
    # (Round 19's log: before, bob's ruler was left recovered when alice's call came right after his.)
    assert causes("w01_bob_calls_in_alice_t1_then_alice_calls.jsonl", Logged("fow_qa19")) == [
        (3, "fow.turn.not-your-turn", None), (7, "fow.stone.ruler-rested", 3)]


# -- 3. a mulligan's replacement draw naming a deeper card -------------------------------------------------------------

@pytest.mark.parametrize("name,seq", [
    ("f_mull_draw_deep.jsonl", 12),
    ("f_mull_draw_deep_bob.jsonl", 13),
    ("f_mull_draw_deep_name.jsonl", 12),
    ("f_mull_draw_deep_nosetup.jsonl", 2),
    ("f_mull_draw_deep_before_other.jsonl", 13),
    ("f_mull_draw_deep2.jsonl", 13),
])
def test_fow_qa28_deep_mulligan_draw_is_one_not_top(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.draw.not-top", None)]


def test_fow_qa28_deep_mulligan_draw_leaves_the_top_card_on_top() -> None:
    board = board_after("f_mull_draw_deep.jsonl", 12)
    assert board.cards["alice.7"].zone == "hand"
    assert board.seat("alice").deck[0] == "alice.6"


def test_fow_qa28_extra_mulligan_draw_is_still_a_draw_more() -> None:
    assert rules("f_mull_draw_extra.jsonl") == [(13, "fow.setup.mulligan-twice")]


# -- 4. a second draw in one's own draw phase, later ids shifted: later turn ends keeping it are that same fault -------

def test_fow_qa28_second_draw_phase_draw_later_turn_ends_are_noted() -> None:
    assert causes("dd_renum.jsonl") == [(33, "fow.turn.draw-phase", None)]
    # (Its clean twin is m_clean.jsonl, the later ids not shifted: above.)
    # (The Wall of Ideas version already gave one.)
    assert rules("w_extra_renum.jsonl") == [(27, "fow.turn.draw-phase")]


# -- 5. an extra draw inserted, the later draws not renumbered --------------------------------------------------------

@pytest.mark.parametrize("name,seq", [
    ("w_extra_noid.jsonl", 27),
    ("w_extra_ins.jsonl", 27),
    ("p_extra_noid.jsonl", 27),
    ("m_extra_wall_draw.jsonl", 22),
    ("dd_ins.jsonl", 33),
    ("w_resolution_between_extra.jsonl", 29),
])
def test_fow_qa28_extra_draw_not_renumbered_is_one_fault(name: str, seq: int) -> None:
    assert causes(name) == [(seq, "fow.turn.draw-phase", None)]
    assert rules(name, drop=(seq,)) == []


def test_fow_qa28_extra_draw_later_draw_naming_its_card_takes_it() -> None:
    # bob's draw more (seq 27) took bob.9; his turn's draw (seq 33) names bob.9: the log counts without that draw.
    board = board_after("w_extra_noid.jsonl", 33)
    bob = board.seat("bob")
    assert "bob.9" in bob.hand and bob.deck[0] == "bob.10"
