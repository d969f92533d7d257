"""FFTCG: the second author round (qa33f), its one crash.

An item the engine does not model (a header card with no effects, a stats-only real card, Serafie's EX Burst,
Tama's ability) whose ``targets`` name a player (`fftcg.md`: "`targets` name cards or players of the match") made
``verify`` stop with "internal error (KeyError: 'bob'); this is a matchledger bug", exit 2, the whole match and its
winner lost: the resolution asked whether each target was a forward, a player too. Now a player target is simply
not a card aided, and the log is read as recorded: clean, and the seventh damage the summon's recorded effect deals
still wins. Each log's twin (the same item aimed at nothing, or at a card) reads the same.

The logs are the tester's (/tmp/qa33f-fftcg), kept whole in tests/logs/fftcg_qa33f/.
"""

from __future__ import annotations

import pytest

from tests.fftcg import logged

_AT_A_PLAYER = ["s12_crash_unmodelled_summon_targets_player", "s12_crash_unmodelled_summon_targets_player_no_effect",
                "s12_crash_stats_only_summon_targets_player", "s12b_serafie_exburst_targets_alice_player",
                "s12c_tama_unmodelled_ability_targets_player_bob"]


@pytest.mark.parametrize("name", _AT_A_PLAYER + ["s12_unmodelled_summon_no_targets_clean"])
def test_an_unmodelled_item_aimed_at_a_player_is_read_as_recorded(name: str) -> None:
    result = logged("fftcg_qa33f", name)
    assert [(v.seq, v.rule) for v in result.violations] == []
    assert result.winner is None


@pytest.mark.parametrize("name", ["s11_crash_constructed_seventh_damage_summon_targets_bob",
                                  "s11_constructed_seventh_damage_from_unmodelled_summon_clean"])
def test_the_seventh_damage_of_an_unmodelled_summon_aimed_at_the_player_wins(name: str) -> None:
    result = logged("fftcg_qa33f", name)
    assert result.violations == []
    assert result.winner == "alice"


# -- a hidden turn draw after an effect's draw made as it resolved -------------------------------------------------
# Bob's Moogle (an EX Burst, or a summon in alice's Main phase 2) draws him a card as it resolves, with no draw line;
# bob's turn then opens with a CardsDrawn with ``cards`` left out ("read as the cards due"). That line was taken as
# the record of Moogle's draw ("nothing more is drawn"), and bob's first act flagged fftcg.turn.draw-first. Where the
# player's own turn draw is due, a line naming no card is that draw: clean, as the twins that give the cards.

_MOOGLE = ["s13_fp_moogle_exburst_then_bob_draw_cards_left_out", "s13_fp_moogle_cast_in_alice_turn_then_bob_draw_left_out",
           "s13_fp_moogle_exburst_then_bob_draw_left_out_then_pass", "s13_moogle_exburst_then_bob_draw_given_clean",
           "s13_moogle_cast_in_alice_turn_then_bob_draw_given_clean"]


@pytest.mark.parametrize("name", _MOOGLE)
def test_a_turn_draw_naming_no_card_after_an_effects_draw_is_the_turn_draw(name: str) -> None:
    result = logged("fftcg_qa33f", name)
    assert [(v.seq, v.rule) for v in result.violations] == []
    assert not any("records the draw of" in str(n) for n in result.notes)


@pytest.mark.parametrize("name", ["s3_limited_exbursts_six_damage_clean_omit",
                                  "s3_limited_exbursts_six_damage_clean_paper_omit"])
def test_a_whole_limited_match_with_its_draws_left_out_is_clean(name: str) -> None:
    result = logged("fftcg_qa33f", name)
    assert result.violations == []
    assert result.winner == "alice"
