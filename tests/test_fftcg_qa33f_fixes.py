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
