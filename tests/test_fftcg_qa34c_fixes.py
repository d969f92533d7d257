"""FFTCG qa34c: the regression test (/tmp/qa34b-fftcg) of the reading "FFTCG qa34 #4" (an unmodelled summon's
``EffectRecorded`` written before its passes and ``Resolved`` is held on the stack item and applied when it
resolves). The tester's logs are kept whole in tests/logs/fftcg_qa34c/, each with its clean twin.

1. A countered summon's held effect still won the game (s2e: exit 0, alice wins; s2, s2b: ``fftcg.stack.pending``
   and ``fftcg.game.over``, alice wins). Bob at 6 damage; alice casts Bomb Shard X, its ``player-damage(1)``
   recorded right after the cast; bob answers with Counter Y aimed at the summon, which resolves first (§ 8, « ceux-ci
   sont résolus dans l'ordre inverse ») and whose recorded effect names the summon's card ("cancel", or "break
   alice.5"). X never resolves: what was held for it is dropped (a note), nobody wins, as in the twins.
2. An early ``draw(1)`` and its ``CardsDrawn`` line both right after the cast: in the other player's turn 4 flags
   (the line read as her turn's draw), in her own turn a false ``fftcg.draw.count`` and a card drawn twice. The line
   is the record of the held draw: clean, the same hand as the twins (d1, d2, d5_twin).
3. A held ``break`` landed at resolution on Gordon, who had gone back to bob's hand in between (Recall Y resolved
   first), then a false ``fftcg.play.not-in-hand`` at his replay. A card gone from where the effect found it is
   untouched by it: clean, Gordon on bob's field, as the twin.
4. With the optional ``source`` left out, the reading was not used: ``fftcg.game.over`` on bob's legal pass. The line
   right after the cast is that summon's: clean, alice wins at the ``Resolved``, as the twin with its source.
5. Bob's effect written right after his own Y's ``Resolved`` naming alice's X as ``source`` was held on X: the game
   ended 3 events late (``fftcg.game.over`` at 45). An item of the other player's does not hold a player's effect:
   applied where written, the game over at 41, ``fftcg.game.over`` at 42. (s3, bob recording alice's summon's
   effect right after her cast, is so again what it was before the reading: one ``fftcg.game.over`` at his pass.)
6. (older, d3b) A draw line written before the passes with no ``EffectRecorded``: was the 4-flag cascade (pinned
   as it was then); since fix34_fftcg7 (tests/test_fftcg_qa34g_fixes.py) the line is that summon's draw recorded
   early, one ``fftcg.stack.resolve-early``.
"""

from __future__ import annotations

from tests.fftcg import logged, logged_board, rules_at

FOLDER = "fftcg_qa34c"



def _board(name: str, seq: int):
    return logged_board(FOLDER, name, seq)


# -- 1. a cancelled summon's held effect never happens ------------------------------------------------------------

def test_countered_summon_log_ends_nobody_wins():
    result = logged(FOLDER, "s2e_x_early_7th_countered_log_ends")
    twin = logged(FOLDER, "s2e_twin_countered_log_ends_nothing_recorded")
    assert rules_at(result) == rules_at(twin) == []
    assert result.winner is None and twin.winner is None
    assert any("was cancelled before it resolved" in n for n in result.notes)
    assert len(_board("s2e_x_early_7th_countered_log_ends", 41).seat("bob").damage) == 6


def test_countered_summon_cancel_text_then_played_on():
    result = logged(FOLDER, "s2_x_early_7th_then_countered_no_resolved")
    twin = logged(FOLDER, "s2_twin_x_countered_nothing_recorded")
    # (qa34e F6: the cancelled summon left the stack: no stack.pending, in the twin either)
    assert rules_at(result) == rules_at(twin) == []
    assert result.winner is None and twin.winner is None


def test_countered_summon_broken_then_played_on():
    result = logged(FOLDER, "s2b_x_early_7th_then_countered_break_the_summon")
    twin = logged(FOLDER, "s2b_twin_countered_break_the_summon_nothing_recorded")
    # (qa34e F6: the cancelled summon left the stack: no stack.pending, in the twin either)
    assert rules_at(result) == rules_at(twin) == []
    assert result.winner is None and twin.winner is None


# -- 2. an early draw effect and its early draw line are one draw -------------------------------------------------

def test_draw_effect_and_line_both_early_other_players_turn_clean():
    result = logged(FOLDER, "d3_draw_effect_and_line_both_early")
    assert rules_at(result) == []
    assert any("records the draw of the effect recorded for" in n for n in result.notes)
    for name in ("d1_twin_draw_summon_effect_and_line_after_resolved", "d2_draw_effect_early_line_after_resolved"):
        assert rules_at(logged(FOLDER, name)) == []
    end = _board("d3_draw_effect_and_line_both_early", 39)
    twin = _board("d1_twin_draw_summon_effect_and_line_after_resolved", 39)
    assert end.active == twin.active == "bob"
    assert end.seat("alice").hand == twin.seat("alice").hand
    assert "alice.9" in end.seat("alice").hand and "alice.10" in end.seat("alice").deck
    # not in her hand before the summon resolves (the line records a draw made then)
    assert "alice.9" in _board("d3_draw_effect_and_line_both_early", 38).seat("alice").deck


def test_draw_effect_and_line_both_early_own_turn_clean_one_card():
    result = logged(FOLDER, "d5_own_turn_draw_effect_and_line_both_early")
    twin = logged(FOLDER, "d5_twin_own_turn_effect_and_line_after_resolved")
    assert rules_at(result) == rules_at(twin) == []
    hand = _board("d5_own_turn_draw_effect_and_line_both_early", 47).seat("alice").hand
    assert hand == _board("d5_twin_own_turn_effect_and_line_after_resolved", 47).seat("alice").hand
    assert len(hand) == 7 and hand[-1] == "alice.11" and "alice.12" not in hand


# -- 3. a held effect misses a card gone meanwhile ----------------------------------------------------------------

def test_held_break_misses_forward_returned_first():
    name = "s8_break_x_early_gordon_returned_first_then_replayed"
    result = logged(FOLDER, name)
    twin = logged(FOLDER, "s8_twin_gordon_returned_x_does_nothing_replayed")
    assert rules_at(result) == rules_at(twin) == []
    assert _board(name, 43).cards["bob.2"].zone == "hand"
    assert _board(name, 44).cards["bob.2"].zone == "field"
    assert any("the effect does nothing to it" in n for n in result.notes)


# -- 4. no source: the line right after the cast is that summon's -------------------------------------------------

def test_early_seventh_damage_without_source_ends_at_resolved():
    result = logged(FOLDER, "s6_x_early_7th_no_source")
    twin = logged(FOLDER, "s6_twin_x_early_7th_with_source")
    assert rules_at(result) == rules_at(twin) == []
    assert result.winner == twin.winner == "alice"
    assert len(_board("s6_x_early_7th_no_source", 38).seat("bob").damage) == 6
    assert _board("s6_x_early_7th_no_source", 39).over


# -- 5. only the recorder's own item holds his effect -------------------------------------------------------------

def test_effect_naming_other_players_item_is_applied_where_written():
    result = logged(FOLDER, "s4_y_effect_named_x_as_source_after_y_resolved")
    assert rules_at(result) == [(42, "fftcg.game.over")]
    assert result.winner == "bob"
    assert _board("s4_y_effect_named_x_as_source_after_y_resolved", 41).over
    for name in ("s4_twin_y_effect_right_source", "s4n_y_effect_no_source_after_y_resolved"):
        twin = logged(FOLDER, name)
        assert rules_at(twin) == [] and twin.winner == "bob"


def test_other_players_summon_effect_recorded_early_as_before_the_reading():
    result = logged(FOLDER, "s3_x_effect_recorded_by_bob_early")
    assert rules_at(result) == [(37, "fftcg.game.over")]
    assert result.winner == "alice"
    twin = logged(FOLDER, "s3_twin_x_effect_recorded_by_bob_after")
    assert rules_at(twin) == [] and twin.winner == "alice"


# -- 6. (older) a draw line before the passes, no effect recorded: one resolve-early (fix34_fftcg7) ----------------

def test_draw_line_before_passes_without_effect_one_resolve_early():
    result = logged(FOLDER, "d3b_draw_line_early_no_effect_recorded")
    assert rules_at(result) == [(35, "fftcg.stack.resolve-early")]
