"""Force of Will: the outside tester's eighteenth round (fix19), one test or more per finding.

1. A paper log recording the opening hand as five ``CardDrawn`` lines per player (by name, or with no card), before
   the mulligans or each just before that player's mulligan: the set-up's own draws (notes), clean.
2. A mulligan's draws recorded with no card after the second player's mulligan: those draws' records, clean.
3. Draws recorded for Order of Sacred Queen before its resolution, then the spell cancelled: one
   ``fow.turn.draw-phase`` at the cancel, the cards kept in the hand.
4. A real extra draw in the set-up (a sixth card, one more than a mulligan drew): one flag at that draw, the set-up
   going on (the mulligans after it are not late, the log's later ids not flagged).
5. A second turn in a row whose draw gives no card id (or only a name): one ``fow.turn.not-your-turn``.
6. A stray ``TurnEnded`` of the turn player's just before their own draw: one ``fow.turn.draw-phase``.
7. An out-of-turn draw or call read as the turn player's under the wrong name, and the turn player's own draw or
   call right after it: one ``fow.turn.not-your-turn`` (not also ``fow.turn.draw-phase`` /
   ``fow.stone.once-per-turn``).
8. A paper log's unnamed ``CardPlayed``, a later play or ability naming by id the card it was taken as (or another
   hidden card): they change places, one ``fow.log.unknown-card``. A resonator the unnamed card targeted, destroyed
   after it, that the log uses later: taken as saved by it.
9. The other player's resonator under the turn player's name: one ``fow.play.not-in-hand``, as written.
10. One extra draw after an attack: ``fow.turn.draw-phase`` alone (the hand left over seven is that same fault).

The logs are the tester's (round 18), kept here whole (tests/logs/fow_qa19/).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

LOGS = Path(__file__).parent / "logs" / "fow_qa19"


def run(name: str) -> core.Verification:
    return core.verify(parse_log((LOGS / name).read_bytes(), name))


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in run(name).violations]


@pytest.mark.parametrize("name", [
    "a04_paper_open_names_clean.jsonl",
    "a09_paper_open_names_interleaved_clean.jsonl",
    "a03_paper_open_nameless_clean.jsonl",
    "a05_paper_open_ids_clean.jsonl",
    "c01_base_full.jsonl",
])
def test_fow_qa19_opening_hand_records_are_clean(name: str) -> None:
    assert rules(name) == []


def test_fow_qa19_mulligan_redraws_after_second_mulligan_are_clean() -> None:
    assert rules("a07_mull_redraws_after_bob.jsonl") == []
    assert rules("a07b_mull_redraws_after_bob_ids.jsonl") == []
    assert rules("a06_mull_redraws_clean.jsonl") == []


@pytest.mark.parametrize("name", ["e14_draws_before_cancelled_order.jsonl", "e14p_paper.jsonl"])
def test_fow_qa19_draws_before_a_cancelled_order_are_one_fault(name: str) -> None:
    result = run(name)
    assert [(v.seq, v.rule, v.player) for v in result.violations] == [(48, "fow.turn.draw-phase", "bob")]
    assert rules("e15_cancelled_order_clean.jsonl") == []


@pytest.mark.parametrize("name,expected", [
    ("a02_open_draws_sixth_id.jsonl", [(6, "fow.setup.mulligan-twice")]),
    ("a02c_open_draws_bob_sixth_noid.jsonl", [(11, "fow.setup.mulligan-twice")]),
    ("a06c_mull_redraws_extra_noid.jsonl", [(4, "fow.setup.mulligan-twice")]),
    ("a08_paper_mull_redraws_extra_noid.jsonl", [(4, "fow.setup.mulligan-twice")]),
    ("x02_full_setup_extra_draw_before_mulligan.jsonl", [(1, "fow.draw.first-turn")]),
])
def test_fow_qa19_an_extra_setup_draw_is_one_fault(name: str, expected: list) -> None:
    assert rules(name) == expected


@pytest.mark.parametrize("name", [
    "t01_two_turns_noid.jsonl", "t03_two_turns_paper_noname.jsonl", "t04_two_turns_paper_name.jsonl",
])
def test_fow_qa19_second_turn_in_a_row_without_id_is_one_fault(name: str) -> None:
    assert rules(name) == [(23, "fow.turn.not-your-turn")]


def test_fow_qa19_stray_turn_end_before_own_draw_is_one_fault() -> None:
    assert rules("x03_full_stray_turnend_before_own_draw.jsonl") == [(32, "fow.turn.draw-phase")]


@pytest.mark.parametrize("name,seq", [
    ("x01f_full_alice_draws_after_own_end.jsonl", 13),
    ("x05_paper_alice_calls_in_bob_turn_then_bob_calls.jsonl", 6),
    # (w01_bob_calls_in_alice_t1_then_alice_calls.jsonl: round 28 rests bob's ruler by his call, whatever the
    # order of the calls; his own call in turn 2 is flagged, caused by it: tests/test_fow_qa28_fixes.py.)
])
def test_fow_qa19_turn_players_own_action_undoes_the_wrong_name_reading(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.turn.not-your-turn")]


@pytest.mark.parametrize("name,seq", [
    ("pu05_unnamed_monk_then_ability_by_id.jsonl", 25),
    ("pu02_paper_unnamed_play_bob_in_alice_main.jsonl", 36),
    ("pu01_paper_pride_unnamed.jsonl", 31),
])
def test_fow_qa19_unnamed_play_then_the_card_by_id_is_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.log.unknown-card")]


def test_fow_qa19_other_players_resonator_under_turn_players_name_is_one_fault() -> None:
    result = run("n02_bob_resonator_under_alice_name.jsonl")
    assert [(v.seq, v.rule, v.player, v.read_as) for v in result.violations] == \
        [(36, "fow.play.not-in-hand", "alice", None)]


def test_fow_qa19_extra_draw_after_an_attack_is_one_fault() -> None:
    assert rules("e08b_extra_draw_after_attack.jsonl") == [(47, "fow.turn.draw-phase")]
