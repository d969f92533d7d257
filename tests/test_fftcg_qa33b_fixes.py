"""Round 33 (b) of FFTCG fixes: the "second reading" mechanism (docs/fftcg.md, Readings). Logs in
tests/logs/fftcg_qa33b/: the round's author tester's (s13_*, s2_*, /tmp/qa33-fftcg) and ours (v1-v4, built the
same way: full-order logs with hand tracking), each with its clean twin (the same log without the common fault).

1. A second fault at the deciding event made the engine keep the wrong reading: the decision asked only whether
   each reading flagged anything at that event. A fault common to both readings there (a forgotten End phase
   discard, ``fftcg.end.hand-size`` at the next turn's draw) made the engine's reading stand, and the log's later
   events were flagged against it (1 to 3 violations more). Now what each reading flags that the other does not
   decides; a fault flagged alike in both decides nothing:
   a. a second attack by a forward (no Brave) whose damage the table did not deal (s13);
   b. a broken forward's attack whose damage the table dealt (s2);
   c. the same for the other readings of that kind: a block by a backup (v1), a turn's draw line naming one card
      of the two drawn (v2), an extra draw in one's own turn (v3) or in the other player's (v4) the table did not
      make (v4_out_of_turn_draw_kept: the same draw made, its card played later, the extra draw's reading kept).
2. Where the reading of an out-of-turn extra draw as drawing no card stands, its flag named the cards the line
   named as drawn ("bob drew a hidden card (bob.8), a hidden card (bob.9) in alice's turn"); now it says what the
   engine took it as: "... taken as drawing no card: the log's later events use bob.8, bob.9 as cards still in the
   deck".
"""

from __future__ import annotations

import pytest

from ledger.log import parse_log
from projections import core
from tests.fftcg import LOGS, logged

FOLDER = "fftcg_qa33b"
HAND = "fftcg.end.hand-size"


def _rules(name: str, folder: str = FOLDER) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged(folder, name).violations]


def _board(name: str, upto: int):
    raw = (LOGS / FOLDER / f"{name}.jsonl").read_bytes()
    return core.board_at(parse_log(raw, "t.jsonl"), upto)


# -- 1. a fault common to both readings at the deciding event ---------------------------------------------------------

CASES = [
    # (the log with the forgotten discard, its twin with the discard, the one fault, the deciding event)
    ("s13_second_attack_notdealt_nodiscard", "s13_second_attack_notdealt_discard",
     (32, "fftcg.attack.already-attacked"), 42),
    ("s13_second_attack_dealt_nodiscard", "s13_second_attack_dealt_discard", (32, "fftcg.attack.already-attacked"), 42),
    ("s2_damage_accumulates_fault_attack_broken_and_nodiscard", "s2_damage_accumulates_fault_attack_broken",
     (55, "fftcg.attack.not-a-forward"), 65),
    ("v1_block_by_backup_notdealt_nodiscard", "v1_block_by_backup_notdealt_discard", (29, "fftcg.block.not-a-forward"), 36),
    ("v1_block_by_backup_dealt_nodiscard", "v1_block_by_backup_dealt_discard", (29, "fftcg.block.not-a-forward"), 36),
    ("v2_short_draw_line_nodiscard", "v2_short_draw_line_discard", (11, "fftcg.draw.count"), 30),
    ("v3_extra_draw_own_turn_nodiscard", "v3_extra_draw_own_turn_discard", (12, "fftcg.draw.count"), 32),
    ("v4_out_of_turn_draw_nodiscard", "v4_out_of_turn_draw_discard", (22, "fftcg.turn.not-your-turn"), 31),
]


@pytest.mark.parametrize("name, twin, fault, deciding", CASES, ids=[c[0] for c in CASES])
def test_a_fault_common_to_both_readings_does_not_decide(name, twin, fault, deciding):
    # The twin (the End phase discard recorded): the one fault.
    assert _rules(twin) == [fault]
    # The discard left out: that fault and the hand limit at the next turn's draw, nothing more (no not-top draw,
    # no discard of a card not in hand later).
    assert _rules(name) == [fault, (deciding, HAND)]
    v = logged(FOLDER, name).violations[1]
    assert v.player == "alice" and "6 cards" in v.message


def test_the_reading_kept_is_the_tables_board():
    # s13: the table dealt no damage for the second attack: bob took one damage, drew bob.9, bob.10 (the top),
    # and his End phase discard of the two is of cards in his hand; his hand is the clean twin's.
    name, twin = "s13_second_attack_notdealt_nodiscard", "s13_second_attack_notdealt_discard"
    for n, upto in ((name, 42), (twin, 43)):
        bob = _board(n, upto).seat("bob")
        assert len(bob.damage) == 1, n
        assert {"bob.9", "bob.10"} <= set(bob.hand), n
        assert bob.deck[:2] == ["bob.11", "bob.12"], n
    assert sorted(_board(name, 52).seat("bob").hand) == sorted(_board(twin, 53).seat("bob").hand)
    # s2: the broken Auron's attack dealt its damage, as the table had it: bob's draw at 65 is his deck's top.
    s2 = _board("s2_damage_accumulates_fault_attack_broken_and_nodiscard", 65).seat("bob")
    s2_twin = _board("s2_damage_accumulates_fault_attack_broken", 66).seat("bob")
    assert len(s2.damage) == len(s2_twin.damage) == 1  # (the first attack was blocked; the broken Auron's dealt 1)
    assert sorted(s2.hand) == sorted(s2_twin.hand)
    # v1: a block by a backup; the table took it as blocked, no damage (the next draw, bob.8, bob.9, the top).
    assert len(_board("v1_block_by_backup_notdealt_nodiscard", 36).seat("bob").damage) == 0
    assert len(_board("v1_block_by_backup_dealt_nodiscard", 36).seat("bob").damage) == 1


# -- 2. the out-of-turn draw taken as drawing no card: its flag says so ------------------------------------------------


@pytest.mark.parametrize("folder, name, seq, ids", [
    ("fftcg_qa33", "c_out_of_turn_draw_paper", 25, "bob.8, bob.9"),
    ("fftcg_qa33", "c_out_of_turn_draw", 25, "bob.8, bob.9"),
    (FOLDER, "v4_out_of_turn_draw_discard", 22, "bob.8, bob.9"),
    (FOLDER, "v4_out_of_turn_draw_nodiscard", 22, "bob.8, bob.9"),
])
def test_out_of_turn_draw_taken_as_no_card_says_so(folder, name, seq, ids):
    v = logged(folder, name).violations[0]
    assert (v.seq, v.rule, v.player) == (seq, "fftcg.turn.not-your-turn", "bob")
    assert v.message == (f"bob recorded a draw in alice's turn, which is not bob's Draw phase; taken as drawing no "
                         f"card: the log's later events use {ids} as cards still in the deck")
    assert v.args["value"] == ids and "hidden card" not in v.message


def test_out_of_turn_draw_kept_drawn_still_names_its_cards():
    # Where a card drawn is used later (bob plays bob.8 in his turn: the extra draw's reading stands), the one flag
    # still names the cards drawn.
    v = logged(FOLDER, "v4_out_of_turn_draw_kept").violations
    assert [(x.seq, x.rule) for x in v] == [(22, "fftcg.turn.not-your-turn")]
    assert v[0].message == ("bob drew Summoner 1-138 (bob.8), Bard 1-036 (bob.9) in alice's turn, which is not bob's "
                            "Draw phase")


# -- the drew-no-card reading at the extra-drawing player's own hand limit (fixed in round 33c: the hand limit flagged
# by one reading alone is held back, engine.step, Board.hand_held) ---------------------------------------------------


def test_extra_draw_not_made_hand_at_the_limit_is_one_fault():
    # bob records an extra draw (seq 12) the table did not make: at the table his hand is 5 at his End phase, so the
    # log has no discard; his next draw (seq 32) names bob.8, bob.9, the ids the extra line named. One fault.
    assert _rules("v3b_extra_draw_own_turn_hand_at_limit") == [(12, "fftcg.draw.count")]
