"""Force of Will: the round-33e regression tester's findings on this round's readings (qa33e, F1-F4).

1. (F1) An attack the log left without its block, taken as not blocked at the turn's end, its battle damage
   ending the game (bob at -100), and the log then playing on: nothing later was judged (a second stone call, a
   short payment, a card played from the deck, a draw not the top, an attack by a resonator put this turn), only a
   note "what follows comes from that missing block and is not flagged again", and alice won. The reading's own
   reason is that the table may well have blocked: the log playing on shows the game did not end at the table.
   Now the board of that reading is taken (the attack blocked, the block not recorded, its damage not dealt: no
   winner from it), a note says so once, and what follows is judged as play, each fault with its own rule at its
   own seq (C1, C3, C4, C5, C6). A late block recorded right after the turn's end (C8) is taken: the battle is
   fought with it (Galahad dies, bob keeps 400). A log that ends after that end (C0) keeps alice's win; a block
   recorded before the end (C0b) is still the game's end, play after it fow.game.over.
2. (F3) alice's resonator or regalia put during her attack (fow.play.main-phase), then bob's illegal block (a
   rested Temple Monk, a card in his hand, alice's Hector): the block was ``caused_by`` the play, because a legal
   history of the play (no block first) made that block fow.block.no-battle. A later event of the other player
   still flagged in that history, under another rule, is that player's own breach: now a root cause (A1, A2, A3,
   A6). The same goes for an event after the game ended in such a history (the C logs' later faults).
3. (F2) alice's TurnEnded left out; bob drew (28) and called (29); alice put Whelp Drake (30); bob then played his
   turn. Was: bob's lawful call flagged (alice's act read as proof her turn went on), alice's resonator never
   flagged (D2: bob's own TurnEnded instead). Now the next act as a turn's player decides: bob's shows his turn had
   begun (28, and alice's resonator at 30 in bob's turn); alice's own keeps her turn going on (D3).
4. (F4) The early draw's flag said "the turn is taken as ended" and the note after it "the turn was not ended
   there after all". The flag now says what the log shows ("with no end of that turn recorded before it"), and a
   note that took the turn as ended at a draw (a log with no TurnEnded, E3b) is taken back when the turn goes on.

The logs are the tester's (/tmp/qa33e-fow), kept whole in tests/logs/fow_qa33e/.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa33e")


def _notes(name: str, drop: tuple[int, ...] = ()) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name, drop).notes]


def _life(name: str, seq: int) -> dict[str, int]:
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


# -- 1. (F1) play on after an end read from a missing block ----------------------------------------------------------

_PLAY_ON = [
    ("C1_left_out_block_lethal_then_bob_calls_twice.jsonl", [(30, "fow.battle.unfinished"),
                                                            (33, "fow.stone.once-per-turn")]),
    ("C3_resonator_in_battle_block_left_out_lethal_then_bob_underpays.jsonl", [(30, "fow.battle.unfinished"),
                                                                               (34, "fow.will.exact")]),
    ("C4_left_out_block_lethal_then_bob_plays_card_not_in_hand.jsonl", [(30, "fow.battle.unfinished"),
                                                                        (33, "fow.play.not-in-hand"),
                                                                        (33, "fow.will.exact")]),
    ("C5_left_out_block_lethal_then_alice_draws_not_top.jsonl", [(30, "fow.battle.unfinished"),
                                                                 (34, "fow.draw.not-top"),
                                                                 (35, "fow.end.hand-size")]),
    ("C6_left_out_block_lethal_then_bob_attacks_with_new_resonator.jsonl", [(30, "fow.battle.unfinished"),
                                                                           (35, "fow.attack.entered-this-turn")]),
    ("C8_lethal_attack_turn_ended_then_late_block_then_bob_calls_twice.jsonl", [(30, "fow.battle.unfinished"),
                                                                                (34, "fow.stone.once-per-turn")]),
]


@pytest.mark.parametrize("name,expected", _PLAY_ON)
def test_fow_qa33e_play_on_after_missing_block_end_is_judged(name: str, expected: list[tuple[int, str]]) -> None:
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == expected
    # each later fault is its own breach, not a consequence of the missing block
    assert all(x.caused_by is None for x in v.violations)
    assert v.winner is None
    said = [n for n in _notes(name) if "the game did not end at the table" in n]
    assert len(said) == 1
    assert not any("is not flagged again" in n for n in _notes(name))


def test_fow_qa33e_play_on_board_is_the_tables() -> None:
    # C1: bob keeps his 400 (the damage not dealt); C6: Gawain reaches the field and its attack is carried out.
    end = _LOGGED.board_after("C1_left_out_block_lethal_then_bob_calls_twice.jsonl", 33)
    assert {s.id: s.life for s in end.seats} == {"alice": 4000, "bob": 400}
    c6 = _LOGGED.board_after("C6_left_out_block_lethal_then_bob_attacks_with_new_resonator.jsonl", 37)
    assert c6.cards["bob.6"].zone == "field"
    assert {s.id: s.life for s in c6.seats} == {"alice": 3700, "bob": 400}


def test_fow_qa33e_late_block_after_turn_end_is_fought() -> None:
    name = "C8_lethal_attack_turn_ended_then_late_block_then_bob_calls_twice.jsonl"
    board = _LOGGED.board_after(name, 34)
    assert board.cards["bob.1"].zone == "grave"  # Galahad 400/400 blocked Dragoon 500/500
    assert board.cards["alice.1"].zone == "field"
    assert {s.id: s.life for s in board.seats} == {"alice": 4000, "bob": 400}
    assert any("the block is taken, and the battle is fought with it" in n for n in _notes(name))


def test_fow_qa33e_clean_twins() -> None:
    # C3t: bob pays Gawain right: only alice's resonator in the battle. C5t (its last TurnEnded, where alice keeps 8
    # cards, left out): only the missing block.
    assert _LOGGED.rules("C3t_twin_bob_pays_gawain_right.jsonl") == [(30, "fow.battle.unfinished")]  # (qa38-long 4)
    assert _LOGGED.verdict("C3t_twin_bob_pays_gawain_right.jsonl").winner is None
    assert _LOGGED.rules("C5t_twin_alice_draws_top.jsonl", drop=(35,)) == [(30, "fow.battle.unfinished")]


def test_fow_qa33e_end_stands_when_nothing_is_played_after_it() -> None:
    v = _LOGGED.verdict("C0_clean_twin_lethal_no_block_log_ends.jsonl")
    assert v.violations == [] and v.winner == "alice"
    # C1 up to bob's draw (the turn's end and the next draw are the last turn's bookkeeping): alice wins
    v = _LOGGED.verdict("C1_left_out_block_lethal_then_bob_calls_twice.jsonl", drop=(32, 33))
    assert [(x.seq, x.rule) for x in v.violations] == [(30, "fow.battle.unfinished")] and v.winner == "alice"


def test_fow_qa33e_recorded_block_then_play_on_is_game_over() -> None:
    v = _LOGGED.verdict("C0b_twin_block_recorded_then_play_goes_on.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(33, "fow.game.over")] and v.winner == "alice"


# -- 2. (F3) the defender's own illegal block after a play in the battle is a root cause -----------------------------

@pytest.mark.parametrize("name,expected", [
    ("A1_hector_in_battle_then_block_by_rested_monk.jsonl", [(31, "fow.play.main-phase", None),
                                                             (33, "fow.block.blocker", None)]),
    ("A6_regalia_in_battle_then_block_by_rested_monk.jsonl", [(31, "fow.play.main-phase", None),
                                                              (33, "fow.block.blocker", None)]),
    ("A3_hector_in_battle_then_block_by_hand_card.jsonl", [(29, "fow.play.main-phase", None),
                                                           (31, "fow.block.blocker", None)]),
    ("A2_hector_in_battle_then_bob_blocks_with_alices_hector.jsonl", [(29, "fow.play.main-phase", None),
                                                                      (31, "fow.block.blocker", None)]),
    ("A8_defender_puts_gawain_in_battle_then_blocks_with_rested_monk.jsonl", [
        (31, "fow.play.main-phase", None), (31, "fow.will.rested", None), (33, "fow.block.blocker", None)]),
])
def test_fow_qa33e_block_after_play_in_battle_is_its_own_breach(name: str, expected: list) -> None:
    assert _LOGGED.causes(name) == expected


def test_fow_qa33e_block_twins() -> None:
    assert _LOGGED.causes("A1b_no_play_block_by_rested_monk.jsonl") == [(31, "fow.block.blocker", None)]
    assert _LOGGED.rules("A1t_clean_twin_block_by_galahad.jsonl") == []
    # A1: a rested Monk cannot be rested to block (qa38-long 2): the attack is not blocked, its 500 reach bob, as a
    # rested card's attack deals nothing (nothing later in the log shows the table took the block as made)
    assert _life("A1_hector_in_battle_then_block_by_rested_monk.jsonl", 34)["bob"] == 3800


# -- 3. (F2) early draw, the drawer's call, then the former turn player's act, then the drawer goes on ---------------

@pytest.mark.parametrize("name", ["D2b_early_draw_bob_calls_alice_puts_resonator_bob_goes_on.jsonl",
                                  "D2_early_draw_bob_calls_then_alice_puts_resonator.jsonl"])
def test_fow_qa33e_former_turn_players_act_in_the_drawers_turn_is_flagged(name: str) -> None:
    # alice's end left out; bob draws (28) and calls (29), alice puts Whelp Drake (30), bob then acts as the turn's
    # player: bob's turn had begun, his call was lawful, alice's resonator came during his turn (as D2c, with the end
    # recorded, has it). Was: 28 and bob's call at 29 (D2: bob's own TurnEnded at 32), alice's play never flagged.
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(28, "fow.turn.not-your-turn", "bob"),
                                                                 (30, "fow.turn.not-your-turn", "alice")]
    assert "alice played Whelp Drake (alice.6) during bob's turn" in v.violations[1].message
    assert not any("alice goes on with the turn" in n for n in _notes(name))
    if name.startswith("D2b"):
        assert _LOGGED.board_after(name, 32).active == "bob"  # (bob's resonator at 32: his turn)


def test_fow_qa33e_early_draw_twins() -> None:
    assert _LOGGED.rules("D2bt_twin_alice_ends_then_bob_turn_no_alice_play.jsonl") == []
    assert _LOGGED.rules("D2c_twin_alice_ends_then_alice_puts_resonator_in_bobs_turn.jsonl") == [
        (31, "fow.turn.not-your-turn")]
    # D3: alice's own stone call after bob's: her turn went on (bob's call in it flagged), as before
    assert _LOGGED.rules("D3_early_draw_bob_calls_then_alice_calls.jsonl") == [
        (28, "fow.turn.not-your-turn"), (29, "fow.turn.not-your-turn"), (30, "fow.stone.once-per-turn")]


# -- 4. (F4) the early-draw flag does not say what the engine then takes back ----------------------------------------

@pytest.mark.parametrize("name,seq", [("D1_early_draw_then_alice_calls_second_stone.jsonl", 28),
                                      ("D3_early_draw_bob_calls_then_alice_calls.jsonl", 28),
                                      ("D4_early_draw_then_alice_attacks_twice_rested.jsonl", 28),
                                      ("D5_early_draw_then_alice_pays_with_bobs_stone.jsonl", 28),
                                      ("E3b_noend_bob_draw_past_end_id_mid_alice_turn.jsonl", 16)])
def test_fow_qa33e_early_draw_flag_agrees_with_the_reading(name: str, seq: int) -> None:
    v = _LOGGED.verdict(name)
    drew = [x for x in v.violations if x.seq == seq]
    assert [x.rule for x in drew] == ["fow.turn.not-your-turn"]
    assert "taken as ended" not in drew[0].message
    notes = _notes(name)
    assert any("the turn was not ended there after all" in n for n in notes)
    assert not any(n.startswith(f"seq {seq}: ") and "taken as ended" in n for n in notes)


def test_fow_qa33e_early_draw_flag_wording() -> None:
    v = _LOGGED.verdict("D1_early_draw_then_alice_calls_second_stone.jsonl")
    assert v.violations[0].message == ("bob drew a card during alice's turn, with no end of that turn recorded "
                                       "before it")
    assert [(x.seq, x.rule) for x in v.violations] == [(28, "fow.turn.not-your-turn"), (29, "fow.stone.once-per-turn")]
