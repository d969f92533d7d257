"""Round 33 (c) of FFTCG fixes: the regression tester's findings on this round's "second readings"
(/tmp/qa33c-fftcg, REPORT.md). Logs in tests/logs/fftcg_qa33c/ (the tester's, and d3d/d3e ours, cut from d3c); the
clean twins of the d3 logs are tests/logs/fftcg_qa32d/base.jsonl, the log they were made from.

1. (F2) After a long turn draw (bob's line names 3 cards, 2 are due), bob keeps 6 at his End phase: the "cards due"
   reading beside the engine's took its place at the turn's end, where the engine's reading alone flagged the hand
   limit; the real fault was lost and two clean events were flagged (431 ``draw.not-top``, 440 ``end.hand-size``
   "3 of 7"). Now a hand over the limit that only the engine's reading flags, beside a reading in which the draw
   drew fewer cards (an extra draw that drew none, a long draw's cards due: ``Board.drew_fewer``), decides nothing:
   it is held back (``Board.hand_held``) until the next events decide, returned where the engine's reading stands.
2. (qa33b's strict xfail, the same mechanism) An extra draw the table never made, the hand at the limit, the next
   draw naming the same ids: the hand-limit flag at the turn's end is now held back, and dropped where the
   drew-no-card reading stands: the extra draw is the one fault (tests/test_fftcg_qa33b_fixes.py, now a plain test).
3. (F1) A block by a non-forward in the winning turn lost the winner as soon as any event followed the end: that
   event, flagged ``game.over`` in the seed's reading only because the game was over, decided for the "blocked, no
   damage" reading. Now where the seed's reading of a forbidden block has ended the game, the log going on does not
   undo it: that event's ``game.over`` is held back, the table's reading followed on. Where the table's reading
   flags an event of its own, or the log ends first, the seed's reading stands: its winner, and the ``game.over``
   flag, ``caused_by`` the block (one root). That holds for d1c too (the next draw shows the table dealt no damage):
   by the seed the 7th damage was dealt and bob had lost [ref (3.1.1.)]. Only where the log plays on to the table's
   own game end (the same winner, d7d, ours) does the table's reading stand, the block then the one violation.
4. (F3) A block by a dull forward, or by a forward that cannot block, was followed as blocked only (4 to 11
   violations, the winner lost). Neither may be chosen to block [ref (10.1.3.1.1.)] [ref (10.1.3.1.2.)]: the
   attack is not blocked, its damage dealt, and beside it the table's "blocked by that forward" reading, as for a
   non-forward's block; the next draw decides.
5. (F4) bob's deck-out draw recorded under alice's name, naming no card, alice's deck empty: taken as alice's second
   turn, she lost. Now the due player's draw is followed beside it (bob draws his last card and loses
   [ref (3.1.2)]); where the log ends (or both readings end the game) before the next events decide, the turn
   order's reading stands: one ``turn.not-your-turn`` read as bob's, alice wins.
"""

from __future__ import annotations

import json

import pytest

from ledger.log import parse_log
from projections import core
from projections.fftcg import engine
from tests.fftcg import LOGS, logged

FOLDER = "fftcg_qa33c"


def _rules(name: str, folder: str = FOLDER) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged(folder, name).violations]


def _final(name: str, folder: str = FOLDER):
    """The board at the log's end, the reading the verdict keeps (engine.finish applied)."""
    lines = (LOGS / folder / f"{name}.jsonl").read_text().splitlines()
    head, events = lines[0], [json.loads(line) for line in lines[1:] if line.strip()]
    log = parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), "t.jsonl")
    board = core.board_at(log, log.events[-1].seq)
    engine.finish(board)
    return board


# -- 1. F2: a long draw kept, no discard -------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["l4_long_draw_kept_no_discard", "l4p_paper_long_draw_kept_no_discard"])
def test_long_draw_kept_without_the_discard_is_the_draw_and_the_hand_limit(name):
    v = logged(FOLDER, name)
    assert [(x.seq, x.rule) for x in v.violations] == [(411, "fftcg.draw.count"), (421, "fftcg.end.hand-size")]
    assert v.violations[1].message == "bob has 6 cards in hand in the End phase and did not discard down to 5"
    assert v.winner == "alice"


@pytest.mark.parametrize("name", ["l4b_long_draw_kept_discarded", "l4bp_paper_long_draw_kept_discarded"])
def test_long_draw_kept_and_discarded_is_the_draw_alone(name):
    v = logged(FOLDER, name)
    assert [(x.seq, x.rule) for x in v.violations] == [(411, "fftcg.draw.count")]
    assert v.winner == "alice"


# -- 2. the drew-no-card reading at the hand limit (qa33b) -------------------------------------------------------

def test_extra_draw_not_made_hand_at_the_limit_is_the_draw_alone():
    assert _rules("v3b_extra_draw_own_turn_hand_at_limit", "fftcg_qa33b") == [(12, "fftcg.draw.count")]
    assert _rules("v3b_twin_no_extra_draw") == []


# -- 3. F1: a non-forward's block in the winning turn, events after the end ------------------------------------

@pytest.mark.parametrize("name, block", [
    ("d1d_backup_block_final_then_one_pass", 152),
    ("d1dp_paper_backup_block_final_then_one_pass", 152),
    ("d7b_backup_block_6th_damage_then_one_pass", 146),
    ("d1b_backup_block_final_attack_played_on", 152),
    ("d1c_backup_block_final_attack_table_took_blocked", 152),
])
def test_non_forward_block_in_the_winning_turn_keeps_the_winner(name, block):
    v = logged(FOLDER, name)
    assert [(x.seq, x.rule) for x in v.violations] == [(block, "fftcg.block.not-a-forward"), (155, "fftcg.game.over")]
    assert v.winner == "alice"
    assert len(_final(name).seat("bob").damage) == 7


def test_game_over_after_the_seeds_end_follows_from_the_block():
    # The event after the end is flagged because the table took the attack as blocked: one root, the block.
    v = logged(FOLDER, "d1d_backup_block_final_then_one_pass")
    assert [x.caused_by for x in v.violations] == [None, 152] and v.root_causes == 1


def test_table_playing_on_to_its_own_end_is_the_block_alone():
    # After the backup's block (146) the seed's reading ends the game at the next attack (bob's 7th damage); the log
    # plays on a whole turn to the table's own end (alice's attack at 177 deals bob's 7th damage in the table's
    # reading), nothing after it: the table's reading stands, the block the one fault, the same winner.
    v = logged(FOLDER, "d7d_backup_block_table_plays_on_to_its_own_end")
    assert [(x.seq, x.rule) for x in v.violations] == [(146, "fftcg.block.not-a-forward")]
    assert v.winner == "alice" and len(_final("d7d_backup_block_table_plays_on_to_its_own_end").seat("bob").damage) == 7
    # One pass after the table's end: flagged there, as in any log going on after its end.
    v = logged(FOLDER, "d7e_backup_block_table_plays_on_to_its_own_end_then_one_pass")
    assert [(x.seq, x.rule) for x in v.violations] == [(146, "fftcg.block.not-a-forward"), (182, "fftcg.game.over")]
    assert v.winner == "alice"


def test_table_playing_on_short_of_its_end_keeps_the_seeds_end():
    # The same, the log ending before the table's reading ends the game: by the seed bob lost at seq 154.
    v = logged(FOLDER, "d7f_backup_block_table_plays_on_short_of_its_end")
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(146, "fftcg.block.not-a-forward", None),
                                                                      (155, "fftcg.game.over", 146)]
    assert v.winner == "alice"


@pytest.mark.parametrize("name", ["d1d_twin_null_block_then_one_pass", "d1dp_twin_paper_null_block_then_one_pass",
                                  "d1b_twin_null_block_played_on"])
def test_null_block_twins_end_the_game(name):
    v = logged(FOLDER, name)
    assert [(x.seq, x.rule) for x in v.violations] == [(155, "fftcg.game.over")]
    assert v.winner == "alice"


@pytest.mark.parametrize("name, block", [("d1a_backup_block_final_attack", 152), ("d7_backup_block_6th_damage", 146)])
def test_non_forward_block_in_the_winning_turn_log_ending_there(name, block):
    v = logged(FOLDER, name)
    assert [(x.seq, x.rule) for x in v.violations] == [(block, "fftcg.block.not-a-forward")]
    assert v.winner == "alice"


# -- 4. F3: a block by a dull forward or one that cannot block --------------------------------------------------

@pytest.mark.parametrize("name, flags", [
    ("d3c_block_by_active_gordon_cannot_block", [(32, "fftcg.block.cannot-block")]),
    ("d3_block_by_dull_gordon", [(102, "fftcg.block.dull")]),  # (one choice, one fault: qa34)
    ("d3b_block_by_dull_samurai", [(86, "fftcg.block.dull")]),
])
def test_forbidden_block_by_a_forward_is_one_fault_the_damage_dealt(name, flags):
    v = logged(FOLDER, name)
    assert [(x.seq, x.rule) for x in v.violations] == flags
    assert v.winner == "alice"
    assert v.winner == logged("fftcg_qa32d", "base").winner
    assert logged("fftcg_qa32d", "base").violations == []


def test_cannot_block_forward_the_attack_deals_its_damage():
    # Gordon (cannot block) chosen at seq 32: not blocked, 1 damage to bob, as in the twin's null block.
    seed = _final("d3e_cannot_block_damage_dealt_short")
    assert _rules("d3e_cannot_block_damage_dealt_short") == [(32, "fftcg.block.cannot-block")]
    assert len(seed.seat("bob").damage) == 1
    assert seed.cards["bob.2"].zone == "field" and "bob.9" in seed.seat("bob").hand


def test_cannot_block_forward_the_table_took_it_as_blocked():
    # The same block, bob's next draw the top with no damage card taken (bob.8, bob.9): the table took the attack as
    # blocked by Gordon; the block is the one fault, and the board is the table's (no damage to bob).
    assert _rules("d3d_cannot_block_table_took_blocked") == [(32, "fftcg.block.cannot-block")]
    table = _final("d3d_cannot_block_table_took_blocked")
    assert table.seat("bob").damage == [] and "bob.8" in table.seat("bob").hand


# -- 5. F4: the final draw under the wrong name, naming no card --------------------------------------------------

def test_deck_out_draw_under_the_wrong_name_is_the_due_players():
    v = logged(FOLDER, "do5_wrong_player_final_draw_nocard")
    assert [(x.seq, x.rule, x.read_as) for x in v.violations] == [(451, "fftcg.turn.not-your-turn", "bob")]
    assert v.violations[0].message == "it is bob's Draw phase, not alice's"
    assert v.winner == "alice" and v.result == "alice wins: bob had no card left to draw"


@pytest.mark.parametrize("name, seq", [("do5b_wrong_player_final_draw_bobs_card", 451),
                                       ("do5c_wrong_player_nocard_midturn_bob_plays_on", 431)])
def test_wrong_name_draws_read_as_the_due_players(name, seq):
    v = logged(FOLDER, name)
    assert [(x.seq, x.rule, x.read_as) for x in v.violations] == [(seq, "fftcg.turn.not-your-turn", "bob")]
    assert v.winner == "alice"
