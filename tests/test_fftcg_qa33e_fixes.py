"""Round 33 (e) of FFTCG fixes: the regression tester's findings on this round's second readings (qa33e,
/tmp/qa33e-fftcg/REPORT.md). Logs in tests/logs/fftcg_qa33e/ (the tester's, each with its twin; C1b's twin is
qa33c's d3d_cannot_block_table_took_blocked).

1. A fault both readings flag at one event in words differing only by a count (bob's forgotten discard: 7 cards in
   the reading of the long draw line, 6 in the reading of the cards due) decided for the engine's reading: a false
   431 ``fftcg.draw.not-top`` and the hand limit's words saying 7. Now it is the same fault (engine._alike): it
   decides nothing, and the reading that stands gives its words (L2: 411 draw.count, 421 end.hand-size "6 cards").
2. After a forbidden block whose seed reading ended the game, a genuine fault of the table's later play (bob keeping
   7 cards at his End phase) counted as "the table's reading flags an event of its own", so the seed's reading stood
   with a 149 game.over and the fault was lost. Now a fault the seed's reading, played on past its end
   (Board.seed_on), flags alike decides nothing; it is held and flagged where the table's reading stands (G6: 140
   block.cannot-block, 165 end.hand-size). The table's reading takes the place at its own game end, so the board
   at the log's end is the table's.
3. A turn's draw under the wrong name naming no card (alice's empty deck, in bob's Draw phase), then bob's own draw
   of his last card: bob's draw was flagged game.over after the end both readings had. The due player's own draw of
   the cards that reading drew for him is that draw: nothing flagged there, he loses [ref (3.1.2)] (R5b: 451 alone).
4. The deciding draw after a forbidden block naming the card the seed's damage took (bob.8) and skipping one: both
   readings flag it not-top, and the seed's stood, bob.8 left in the Damage Zone and out of the hand. A draw naming a
   card one reading has out of the deck and the other in it shows the card was still there: that reading stands
   (C1b: 32 block.cannot-block, 39 draw.not-top naming the table's top; bob has no damage and bob.8 in hand).
"""

from __future__ import annotations

from ledger.log import parse_log
from projections import core
from tests.fftcg import LOGS, logged

FOLDER = "fftcg_qa33e"


def _rules(name: str, folder: str = FOLDER) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged(folder, name).violations]


def _board(name: str, upto: int | None = None, folder: str = FOLDER):
    log = parse_log((LOGS / folder / f"{name}.jsonl").read_bytes(), "t.jsonl")
    return core.board_at(log, upto if upto is not None else log.events[-1].seq)


# -- 1. the same fault in words differing by a count ------------------------------------------------------------------

def test_hand_limit_in_both_readings_with_different_counts_decides_nothing():
    r = logged(FOLDER, "L2_long_line_table_drew_2_kept_6")
    assert [(v.seq, v.rule) for v in r.violations] == [(411, "fftcg.draw.count"), (421, "fftcg.end.hand-size")]
    assert "has 6 cards" in r.violations[1].message and r.violations[1].args["n_hand"] == 6
    assert r.winner == "alice"
    twin = logged(FOLDER, "L2_twin_long_line_table_drew_2_discarded")
    assert [(v.seq, v.rule) for v in twin.violations] == [(411, "fftcg.draw.count")] and twin.winner == "alice"


def test_the_board_after_the_deciding_draw_is_the_tables():
    # The table drew bob.46, bob.47 at 411, discarded bob.41 at 420 (6 kept), drew bob.48, bob.49 at 431: one card
    # more than the twin, which discarded bob.42 too.
    bob = _board("L2_long_line_table_drew_2_kept_6", 432).seat("bob")
    twin = _board("L2_twin_long_line_table_drew_2_discarded", 432).seat("bob")
    assert sorted(bob.hand) == sorted(twin.hand + ["bob.42"]) and bob.deck == twin.deck == ["bob.50"]


# -- 2. a genuine fault after the seed's end of a forbidden block ------------------------------------------------------

def test_a_genuine_fault_after_a_forbidden_block_is_flagged_where_the_tables_reading_stands():
    r = logged(FOLDER, "G6_gordon_cannot_block_6th_table_plays_to_own_end_bob_keeps_7")
    assert [(v.seq, v.rule) for v in r.violations] == [(140, "fftcg.block.cannot-block"), (165, "fftcg.end.hand-size")]
    assert "7 cards" in r.violations[1].message and r.violations[1].player == "bob"
    assert r.winner == "alice"
    twin = logged(FOLDER, "G3_gordon_cannot_block_6th_table_plays_to_own_end")
    assert [(v.seq, v.rule) for v in twin.violations] == [(140, "fftcg.block.cannot-block")] and twin.winner == "alice"


def test_the_board_at_the_tables_own_end_is_the_tables():
    # G3: bob discarded bob.10, bob.11 at 164 and drew bob.21, bob.22 at 155: the table's reading's hand.
    g3 = _board("G3_gordon_cannot_block_6th_table_plays_to_own_end").seat("bob")
    assert sorted(g3.hand) == ["bob.13", "bob.14", "bob.18", "bob.21", "bob.22"] and len(g3.damage) == 7
    g6 = _board("G6_gordon_cannot_block_6th_table_plays_to_own_end_bob_keeps_7").seat("bob")
    assert len(g6.hand) == 7 and {"bob.10", "bob.11"} <= set(g6.hand)


# -- 3. the due player's own draw after a no-card draw under the wrong name -------------------------------------------

def test_the_due_players_own_draw_is_the_draw_not_an_event_after_the_end():
    r = logged(FOLDER, "R5b_alice_nocard_draw_in_bobs_turn_then_bob_decks_out")
    assert [(v.seq, v.rule, v.player) for v in r.violations] == [(451, "fftcg.turn.not-your-turn", "alice")]
    assert r.violations[0].read_as is None  # (bob's draw is 452's, not alice's line read as his)
    assert r.winner == "alice" and "no card left to draw" in r.result
    twin = logged(FOLDER, "R5b_twin_bob_decks_out_own_draw")
    assert twin.violations == [] and twin.winner == "alice"
    assert "bob.50" in _board("R5b_alice_nocard_draw_in_bobs_turn_then_bob_decks_out").seat("bob").hand


# -- 4. the deciding draw naming the card the seed's damage took -------------------------------------------------------

def test_a_draw_naming_the_damaged_card_keeps_the_reading_with_it_in_the_deck():
    r = logged(FOLDER, "C1b_cannot_block_deciding_draw_damaged_card_and_skip")
    assert [(v.seq, v.rule) for v in r.violations] == [(32, "fftcg.block.cannot-block"), (39, "fftcg.draw.not-top")]
    assert "the top of the deck was Warrior of Light 1-155 (bob.8), Knight 1-166 (bob.9)" in r.violations[1].message
    bob = _board("C1b_cannot_block_deciding_draw_damaged_card_and_skip").seat("bob")
    assert bob.damage == [] and sorted(bob.hand) == ["bob.10", "bob.4", "bob.8"]
    assert bob.deck[0] == "bob.9"
    twin = logged("fftcg_qa33c", "d3d_cannot_block_table_took_blocked")
    assert [(v.seq, v.rule) for v in twin.violations] == [(32, "fftcg.block.cannot-block")]
    assert _board("d3d_cannot_block_table_took_blocked", folder="fftcg_qa33c").seat("bob").damage == []
