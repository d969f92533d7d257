"""Force of Will: the outside tester's twenty-second round (fix23), one test or more per finding.

1. A stone call with no stone named under the other player's name (taken as the turn player's), then the turn
   player's own call by their J-ruler on the field: that call was the named player's own, out of turn, and the
   J-ruler it had rested stands recovered again. One ``fow.turn.not-your-turn``, not also
   ``fow.stone.ruler-rested``.
2. The same call, then the turn player's judgment (or their J-ruler's attack): it shows their ruler was recovered,
   as their own call does. One ``fow.turn.not-your-turn``, not also ``fow.judgment.ruler-rested`` (nor
   ``fow.attack.rested``).
3. The non-turn player's draw spell resolving in the turn player's turn, then one draw more of theirs: one
   ``fow.turn.draw-phase``, as the own-turn twin gives, the turn going on; the hand over seven it leaves at their
   turn's end later is that same fault (a note). A stray draw's notes agree with the board (its card stays).
4. A full-order log's fifth set-up draw naming a card that was not the top one: ``fow.draw.not-top`` once, the hand
   five cards (not ``fow.setup.mulligan-twice``, a sixth card).
5. A flagged use that rested a card (a rest-symbol ability the turn the resonator entered, a J-ruler's call in its
   judgment turn), the card blocking in the opponent's next turn: that use did not rest it (a note), not
   ``fow.block.blocker``.
6. ``replay --step``'s turn keys label Force of Will's turns as ``replay --turn`` does when the log records the
   mulligans (set-up, turn 0, is no turn of its own).
7. The first player's draw right after both keep (``fow.draw.first-turn``): its card, kept over seven at a later
   turn's end with no discard for it, is that same fault (a note), not also ``fow.end.hand-size``.

The logs are the tester's (round 22), kept here whole (tests/logs/fow_qa23/); each clean twin is the tester's
control log or the same log with the planted fault taken out.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from fow import Logged
from projections import core

_LOGGED = Logged("fow_qa23")
load, verdict, rules = _LOGGED.load, _LOGGED.verdict, _LOGGED.rules
LOGS = Path(__file__).parent / "logs" / "fow_qa23"


# -- 1. the named player's own call, then the turn player's J-ruler calls ----------------------------------------

@pytest.mark.parametrize("name", ["Y9_bob_call_before_jr_call.jsonl", "Y9b_bob_call_before_alice_call_noby.jsonl"])
def test_fow_qa23_own_call_out_of_turn_then_the_j_rulers_call_is_one_fault(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(68, "fow.turn.not-your-turn")]
    assert any(n.startswith("seq 69: alice calls the turn's magic stone right after bob's call") for n in v.notes)
    assert rules(name, drop=(68,)) == []  # the clean twin


@pytest.mark.parametrize("name, seq", [("Y12_ruler_bob_call_before_alice_call.jsonl", 27),
                                       ("Y11_destroyed_jr_bob_call_before_alice_call.jsonl", 77)])
def test_fow_qa23_the_controls_stay_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.turn.not-your-turn")]


# -- 2. ... then the turn player's judgment or J-ruler attack ---------------------------------------------------

@pytest.mark.parametrize("name, seq", [
    ("Y3_bob_call_before_alice_judgment.jsonl", 46),
    ("Y3_bob_call_before_alice_judgment_paper.jsonl", 46),
    ("Y2_bob_stone_call_mid_alice_turn.jsonl", 57),
    ("Y2_bob_stone_call_mid_alice_turn_paper.jsonl", 57),
])
def test_fow_qa23_own_call_out_of_turn_then_judgment_or_j_ruler_attack_is_one_fault(name: str, seq: int) -> None:
    assert rules(name) == [(seq, "fow.turn.not-your-turn")]
    if "paper" not in name:
        assert rules(name, drop=(seq,)) == []  # the clean twin


def test_fow_qa23_the_judgment_after_the_out_of_turn_call_says_why() -> None:
    v = verdict("Y3_bob_call_before_alice_judgment.jsonl")
    assert any(n.startswith("seq 47: alice made a judgment with") and "out of turn" in n for n in v.notes)
    log = load("Y3_bob_call_before_alice_judgment.jsonl")
    assert core.board_at(log, 46).seat("alice").called_turn == 7  # (read as alice's call until her judgment)
    assert core.board_at(log, 47).seat("alice").called_turn != 7  # (bob's own, after all)


# -- 3. the non-turn player's draw one too many after their own draw spell ---------------------------------------

@pytest.mark.parametrize("name", ["W2b_wall_resolves_bob_two_draws.jsonl",
                                  "W2b_wall_resolves_bob_two_draws_paper.jsonl"])
def test_fow_qa23_a_draw_more_after_the_other_players_draw_spell_is_one_draw_phase(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(47, "fow.turn.draw-phase")]
    assert not any("recorded early" in n or "stays in their hand" in n and "seq 51" in n for n in v.notes)
    board = core.board_at(load(name), 48)
    assert board.active == "alice" and board.turn == 7  # alice's turn goes on
    assert rules(name, drop=(47,)) == []  # the clean twin


def test_fow_qa23_the_own_turn_twin_gives_the_same_rule() -> None:
    assert rules("X3_own_turn_resolves_two_draws.jsonl") == [(52, "fow.turn.draw-phase")]


@pytest.mark.parametrize("name", ["V7_wall_two_draws.jsonl", "V7_wall_two_draws_paper.jsonl"])
def test_fow_qa23_the_card_kept_over_seven_later_is_the_same_fault(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(43, "fow.turn.draw-phase")]
    assert any(n.startswith("seq 72: alice ends the turn with 8 cards in hand") for n in v.notes)
    assert rules(name, drop=(43,)) == []  # the clean twin


def test_fow_qa23_a_stray_draws_notes_agree_with_the_board() -> None:
    name = "Y1_bob_stray_draw_mid_alice_turn.jsonl"
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(59, "fow.turn.not-your-turn")]
    late = next(n for n in v.notes if n.startswith("seq 63: "))
    assert "stray" in late and "stays in their hand" in late
    log = load(name)
    assert len(core.board_at(log, 63).seat("bob").hand) == len(core.board_at(log, 58).seat("bob").hand) + 2
    assert rules(name, drop=(59,)) == []  # the clean twin


# -- 4. a set-up draw that was not the top card ---------------------------------------------------------------

@pytest.mark.parametrize("name", ["S10_draws_ids_wrong_card.jsonl", "S11_setup_fifth_named_not_top.jsonl"])
def test_fow_qa23_a_set_up_draw_not_the_top_card_is_one_not_top(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(5, "fow.draw.not-top")]
    board = core.board_at(load(name), 5)
    hand = board.seat("alice").hand
    assert len(hand) == 5 and "alice.5" not in hand and "alice.6" in hand
    assert board.seat("alice").deck[0] == "alice.5"
    assert not any("8 cards" in n for n in v.notes)
    assert rules(name, drop=(5,)) == []  # the clean twin: four records, the fifth card not recorded


def test_fow_qa23_set_up_draws_of_the_top_cards_stay_clean() -> None:
    assert rules("S9_draws_ids.jsonl") == []


# -- 5. a flagged use that rested the card, then the card blocks ------------------------------------------------

@pytest.mark.parametrize("name, seq, rule, blocked", [
    ("M1_monk_ability_entered_turn_then_blocks.jsonl", 66, "fow.ability.entered-this-turn", 72),
    ("M1_monk_ability_entered_turn_then_blocks_paper.jsonl", 66, "fow.ability.entered-this-turn", 72),
    ("V9_jr_call_judgment_turn.jsonl", 48, "fow.stone.judgment-turn", 55),
    ("V9_jr_call_judgment_turn_paper.jsonl", 48, "fow.stone.judgment-turn", 55),
])
def test_fow_qa23_a_flagged_use_did_not_rest_the_card_that_blocks_after(name: str, seq: int, rule: str,
                                                                        blocked: int) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(seq, rule)]
    assert any(n.startswith(f"seq {blocked}: ") and "not having rested it" in n for n in v.notes)


def test_fow_qa23_the_flagged_uses_clean_twins() -> None:
    assert rules("M1c_monk_blocks_clean.jsonl") == []
    assert rules("V9_jr_call_judgment_turn.jsonl", drop=(48,)) == []


# -- 6. replay --step's turn keys and replay --turn agree -------------------------------------------------------

def _replay(*args: str, stdin: str | None = None) -> str:
    res = CliRunner().invoke(cli, ["replay", str(LOGS / "M0_clean.jsonl"), *args], input=stdin)
    assert res.exit_code == 0, res.output
    return res.output


def _starts(out: str) -> list[str]:
    return [line.split(":")[0] for line in out.splitlines() if "Start of turn" in line]


def test_fow_qa23_step_turn_keys_label_turns_as_replay_turn_does() -> None:
    # (Seq 1 is a mulligan, in the set-up: turn 1 starts after the set-up's last event, seq 2; round 23's
    # tester, tests/test_fow_qa24_fixes.py.)
    stepped = _starts(_replay("--step", "--at", "1", stdin="t\nt\nt\nq\n"))
    assert [s.split("Start of", 1)[1] for s in stepped] == [" turn 1 (after seq 2)", " turn 2 (after seq 6)",
                                                           " turn 3 (after seq 11)"]
    for turn in (1, 2, 3):
        assert _starts(_replay("--turn", str(turn)))[0].endswith(stepped[turn - 1].split("Start of", 1)[1])
    back = _starts(_replay("--step", "--at", "10", stdin="T\nq\n"))
    assert back[0].endswith("turn 2 (after seq 6)")


# -- 7. the first player's draw after both keep: the card kept over seven later is the same fault ------------------

@pytest.mark.parametrize("name", ["V1f_extra_setup_draw_after_keeps.jsonl"])
def test_fow_qa23_the_first_turns_draw_kept_over_seven_is_one_fault(name: str) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(3, "fow.draw.first-turn")]
    assert any(n.startswith("seq 72: alice ends the turn with 8 cards in hand") for n in v.notes)
    assert rules(name, drop=(3,)) == []  # the clean twin


def test_fow_qa23_a_draw_more_of_the_recorded_set_up_stays_one_fault() -> None:
    # (Both players' set-up draws recorded, both keeps recorded, then the first player's draw: since qa38b 2 the
    # first turn's draw, which she skips, as item 7 below (was fow.setup.mulligan-twice, a sixth card of the set-up).)
    assert rules("S7_a5_b5_keep_then_alice_extra.jsonl") == [(13, "fow.draw.first-turn")]
