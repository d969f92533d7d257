"""The fourteenth outside test of FFTCG. Each planted fault gives exactly one violation; its clean twin verifies
clean (docs/fftcg.md, Readings).

The logs are the tester's own (qa14), as written, in tests/logs/fftcg_qa14/: ``_log(name)`` gives one back as
its header and events.
"""

from __future__ import annotations

import json
from pathlib import Path

from ledger.log import parse_log
from projections import core

#: The tester's logs (tests/logs/fftcg_qa14/, as written), by the short names the tests use.
LOGS = Path(__file__).resolve().parent / "logs" / "fftcg_qa14"
_FILES = {
    "d00": "d00_clean.jsonl",
    "t02": "t02_resolved_left_out_then_ifrit_chain.jsonl",
    "p04": "p04_party_blocked_by_hand_card.jsonl",
    "p01": "p01_party_seed_example_samurai_dies.jsonl",
    "e08": "e08_end_trigger_resolved_left_out_continued.jsonl",
    "e08c": "e08_control_clean_continued.jsonl",
    "t06": "t06_single_resolved_left_out_turnplayer_passes.jsonl",
    "t06c": "t06_clean_control.jsonl",
    "s01b": "s01b_add_after_both_passed_with_passes.jsonl",
    "z05": "z05_backattack_after_both_passed_then_passes_resolve.jsonl",
    "z06": "z06_monk_after_both_passed_then_passes_resolve.jsonl",
    "z04": "z04_backattack_after_both_passed_then_resolve.jsonl",
    "s04": "s04_pass_again_after_both.jsonl",
    "k04": "k04_search_stray_pass_then_late_resolved.jsonl",
    "k03": "k03_search_clean_then_play_find.jsonl",
    "d01": "d01_active_extra_draw.jsonl",
    "d06": "d06_extra_draw_in_attack_phase_active.jsonl",
    "d07": "d07_extra_draw_main2_then_turn_goes_on.jsonl",
    "k01": "k01_search_then_exburst_other_moogle.jsonl",
    "s02": "s02_add_midchain_then_resolve_under.jsonl",
    "u07": "u07_unmodelled_trigger_of_alice_card_by_bob.jsonl",
    "u01": "u01_unmodelled_trigger_clean.jsonl",
    "k05": "k05_search_resolved_left_out_then_play_find.jsonl",
}


def _text(name: str) -> bytes:
    return (LOGS / _FILES[name]).read_bytes()


def _log(name: str) -> tuple[str, list[dict]]:
    lines = _text(name).decode().splitlines()
    return lines[0], [json.loads(line) for line in lines[1:] if line.strip()]


def _verdict(head: str, events: list[dict]) -> core.Verification:
    return core.verify(parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), "t.jsonl"))


def _rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in _verdict(*_log(name)).violations]


def _board(name: str, upto: int):
    head, events = _log(name)
    return core.board_at(parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), "t.jsonl"), upto)


def test_clean_twins_are_clean():
    for name in ("d00", "p01", "e08c", "t06c", "k03", "u01"):
        assert _rules(name) == [], name


# -- 1: a party blocked by a hand card, no split: one block.not-a-forward (was an internal error) ----------------

def test_party_blocked_by_hand_card_without_split():
    assert _rules("p04") == [(70, "fftcg.block.not-a-forward")]


# -- 2: an End-phase trigger's Resolved left out, the next turn's draw next: one violation, the trigger taken as
# resolved (what it draws drawn), so the later draws are right. Its rule stays fftcg.end.new-turn-early, as
# tests/test_fftcg_end.py::test_the_next_turn_cannot_begin_with_the_stack_unresolved asks.

def test_end_trigger_resolved_left_out_then_next_turn():
    assert _rules("e08") == [(59, "fftcg.end.new-turn-early")]
    assert "bob.11" in _board("e08", 59).seat("bob").hand  # the Evoker's draw


# -- 3: a Resolved left out, the turn player's pass next: one violation. It stays the pass without priority there
# (tests/test_fftcg_qa11_fixes.py::test_a_pass_recorded_twice_before_the_resolution_is_one_violation asks that for
# the same pass followed by the Resolved); the other player's pass next shows the Resolved was left out.

def test_resolved_left_out_turn_player_passes():
    assert _rules("t06") == [(45, "fftcg.priority.no-priority")]


def test_resolved_left_out_turn_player_passes_then_the_item_under_resolves():
    assert _rules("t02") == [(46, "fftcg.priority.no-priority")]


# -- 4: a response added after both players passed: one violation at the addition, the stack as recorded ----------

def test_summon_added_after_both_passed_then_passes_and_resolutions():
    assert _rules("s01b") == [(46, "fftcg.stack.pending")]


def test_ability_added_after_both_passed_then_passes_and_resolutions():
    assert _rules("z06") == [(45, "fftcg.stack.pending")]


def test_back_attack_after_both_passed_then_passes_and_resolution():
    assert _rules("z05") == [(45, "fftcg.stack.pending")]
    assert _rules("z04") == [(45, "fftcg.stack.pending")]


# -- 5: a stray pass after both passed, the Resolved late: one, its choices and shuffle applied ---------------------

def test_stray_pass_after_both_then_late_resolutions():
    assert _rules("s04") == [(46, "fftcg.stack.pending")]


def test_stray_pass_then_late_search_resolved_finds_its_card():
    assert _rules("k04") == [(74, "fftcg.stack.pending")]
    b = _board("k04", 75)
    assert b.cards["bob.17"].zone == "hand"


# -- 6: a real extra draw by the turn player: one draw.count, the phase unchanged -----------------------------------

def test_turn_player_extra_draw_main1():
    assert _rules("d01") == [(41, "fftcg.draw.count")]


def test_turn_player_extra_draw_attack_phase_keeps_the_phase():
    assert _rules("d06") == [(43, "fftcg.draw.count")]
    assert _board("d06", 43).phase == "attack"


# -- 7: an extra draw by the other player in Main phase 2, the turn going on: one ----------------------------------

def test_other_player_extra_draw_main2_turn_goes_on():
    assert _rules("d07") == [(47, "fftcg.turn.not-your-turn")]


# -- 8: a Search's unrecorded shuffle, then the EX Burst of a card the engine had in the deck: clean --------------

def test_exburst_after_unrecorded_search_shuffle_binds_the_named_card():
    assert _rules("k01") == []


# -- 9: the wrong item resolved over a just-added one: one stack.lifo ----------------------------------------------

def test_resolve_under_just_added_item():
    assert _rules("s02") == [(48, "fftcg.stack.lifo")]


# -- 10: a made-up trigger of a card with no auto ability, passed over and resolved: one -------------------------

def test_made_up_trigger_passed_over_and_resolved():
    assert _rules("u07") == [(71, "fftcg.auto.not-triggered")]


# -- 11: a Search's Resolved left out: the matching card the log plays next is its find --------------------------

def test_search_resolved_left_out_then_find_played():
    assert _rules("k05") == [(74, "fftcg.stack.pending")]
