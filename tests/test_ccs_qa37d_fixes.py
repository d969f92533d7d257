"""Chrono Clash System: tester qa37d's findings on the seed's worked examples (the tester's logs /tmp/qa37d-ccs,
kept in tests/logs/ccs_qa37d/), one test or more each.

1. CASCADE ``cascade-draw-id-skipped-long``: alice's second turn draw names alice.13 instead of alice.12, and her
   later draws go on from it (14, 15, 16, 17). Before: ``ccs.draw.not-top`` at every one of them (5, 9, 13, 17, 21),
   each "the top card of the deck was alice.12" (the swap left alice.12 on top, and each draw from under it was read
   as a new one). Now the log going on through the deck from the card drawn early (the card right under the one left
   on top) is the same one fault: one flag, at 5; a genuine second skip is still its own flag, and alice.12 named
   later is the top card, drawn with no flag (docs/chrono-clash-icons.md, Readings: "A card drawn from under the
   top").
2. ``effect-empty-hand-fault-targets-recorded``: Rift Caller ("discard a card, then draw 1 from your extra deck")
   attacks with an empty hand and the log names a card for the discard. Before: ``ccs.ability.target`` ("targets ...
   that no ability of Rift Caller asks for"). Now ``ccs.ability.all-or-nothing``, the id the docs give a log that
   records choices for an ability that could not resolve every icon.
3. Quotes: ``ccs.ability.target`` quoted "If an effect has multiple target icons, you must choose that many
   targets." for every fault. A target failing the cost or strength icon after its target icon
   (``summon-example-fault-strength6-cost5``: Inferno Drake on a strength 6, cost 5 battler) is now
   ``ccs.ability.target-condition``, quoting those icons' legend; choices for a second resolution past a Time
   Threshold the gauge had not reached (``time-threshold-not-met-fault-two-targets``: Lightbringer, two targets,
   counter on bob's 2 for a threshold of 3) are ``ccs.ability.time-threshold``, quoting Time Threshold ("play the
   summon ability a second time"). Choices no ability asks for stay ``ccs.ability.target``. A second guardian revealed
   after a guardian destroyed the +1 Guardian Attack attacker (``ex-attacking-fault-second-guardian-after-destroyed``)
   was ``ccs.guardian.unexpected`` ("they must reveal the top card..."); now ``ccs.guardian.attacker-destroyed``,
   quoting "If a guardian effect destroys the attacker, ignore any remaining guardian attacks it had."
4. ``quest-win-five-with-draw``: the winner's ``CardDrawn`` of the turn the game ended at the start of (5 quest
   points scored then, before the draw) was ``ccs.game.over``. Now a note, as the winner's pass closing that turn is:
   no card is drawn, the result stands; a second draw or another act after it is still ``ccs.game.over``.
5. docs/log-format.md on a ``GuardianRevealed`` without ``resolve`` (docs only; the engine's reading is pinned here).
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa37d")


# -- 1. One skipped draw id, the later draws going on from it ---------------------------------------------------

def test_a_run_of_draw_ids_one_further_down_is_one_fault():
    result = _LOGGED.verdict("cascade-draw-id-skipped-long")
    assert [(v.seq, v.rule) for v in result.violations] == [(5, "ccs.draw.not-top")]
    assert result.violations[0].message == ("alice drew Ember Squire (alice.13), but the top card of the deck was "
                                            "Pyre Striker (alice.12)")
    board = _LOGGED.board_kept("cascade-draw-id-skipped-long", 24)
    alice = board.seat("alice")
    assert {f"alice.{k}" for k in (13, 14, 15, 16, 17)} <= set(alice.hand)
    assert alice.deck[0] == "alice.12"  # the card left on top stays there, next
    assert "alice.12" not in alice.hand


def test_the_twin_with_the_ids_in_order_is_clean():
    assert _LOGGED.found("cascade-draw-id-skipped-long-twin-clean") == []


def test_a_second_skip_after_the_run_is_its_own_fault():
    # seq 21 names alice.18 where the run has alice.17 next: a card skipped again, flagged at itself.
    assert _LOGGED.found("cascade-draw-id-skipped-long-second-skip") == [(5, "ccs.draw.not-top"),
                                                                          (21, "ccs.draw.not-top")]


def test_the_card_left_on_top_named_after_the_run_is_drawn_clean():
    assert _LOGGED.found("cascade-draw-id-skipped-long-then-top") == [(5, "ccs.draw.not-top")]
    alice = _LOGGED.board_kept("cascade-draw-id-skipped-long-then-top", 24).seat("alice")
    assert "alice.12" in alice.hand
    assert alice.deck[0] == "alice.17"


# -- 2. A discard named for an ability the empty hand cannot resolve --------------------------------------------

def test_a_discard_named_with_an_empty_hand_is_all_or_nothing():
    result = _LOGGED.verdict("effect-empty-hand-fault-targets-recorded")
    assert [(v.seq, v.rule) for v in result.violations] == [(15, "ccs.ability.all-or-nothing")]
    assert result.violations[0].message == (
        "Rift Caller (alice.6)'s ability could not resolve every icon (alice has 0 cards in hand and must discard 1), "
        "so none of it resolved, yet the log records choices for it")
    alice = _LOGGED.board_kept("effect-empty-hand-fault-targets-recorded", 16).seat("alice")
    assert "alice.12" not in alice.discard  # nothing was discarded
    assert alice.hand == []  # nor drawn from the extra deck


def test_the_empty_hand_twin_without_the_discard_is_clean():
    assert _LOGGED.found("effect-empty-hand-no-ex-draw-clean") == []


# -- 3. The quote a target fault gives ---------------------------------------------------------------------------

def test_a_target_failing_its_strength_or_cost_icon_is_target_condition():
    result = _LOGGED.verdict("summon-example-fault-strength6-cost5")
    assert [(v.seq, v.rule) for v in result.violations] == [(4, "ccs.ability.target-condition")]
    assert "does not meet the ability's condition (strength or cost 4 or less)" in result.violations[0].message
    from projections.chrono_clash.quotes import QUOTES
    assert "in this case, it targets a battler with strength 8 or less." in QUOTES["ccs.ability.target-condition"]["en"]
    # the manuals differ on the condition (EN strength, FR cost): a target meeting one is legal, as before
    assert _LOGGED.found("summon-example-EN-strength-FR-cost") == []


def test_choices_for_a_second_resolution_below_the_threshold_are_time_threshold():
    result = _LOGGED.verdict("time-threshold-not-met-fault-two-targets")
    assert [(v.seq, v.rule) for v in result.violations] == [(4, "ccs.ability.time-threshold")]
    assert result.violations[0].message == (
        "the log names targets ['bob.6'] for a second resolution of Lightbringer (alice.6)'s summon ability, but the "
        "Chrono Clash gauge was not on 3 or greater on the opponent's side")
    assert _LOGGED.found("time-threshold-met-clean") == []


def test_a_second_target_no_ability_asks_for_is_still_the_targets_rule():
    assert _LOGGED.found("ex-summon-fault-two-targets") == [(6, "ccs.ability.target")]


def test_a_reveal_after_a_guardian_destroyed_the_attacker_says_so():
    result = _LOGGED.verdict("ex-attacking-fault-second-guardian-after-destroyed")
    assert [(v.seq, v.rule) for v in result.violations] == [(8, "ccs.guardian.attacker-destroyed")]
    assert result.violations[0].message == ("bob revealed a guardian, but the guardian revealed at seq 7 destroyed "
                                            "Flame Lancer (alice.6): its remaining guardian attacks are ignored")
    assert _LOGGED.found("ex-attacking-clean") == []


# -- 4. The winner's draw of the turn the game ended at the start of ------------------------------------------

def test_the_winners_draw_of_the_turn_won_at_its_start_is_a_note():
    result = _LOGGED.verdict("quest-win-five-with-draw")
    assert result.violations == []
    assert result.winner == "alice"
    assert any(n.startswith("seq 25: alice drew a card after the game was over") for n in _LOGGED.notes(
        "quest-win-five-with-draw"))
    assert "alice.15" not in _LOGGED.board_kept("quest-win-five-with-draw", 25).seat("alice").hand  # nothing drawn


def test_the_quest_win_twin_without_the_draw_is_clean():
    result = _LOGGED.verdict("quest-win-five-clean")
    assert result.violations == [] and result.winner == "alice"


def test_the_winners_pass_after_that_draw_is_a_note_too():
    result = _LOGGED.verdict("quest-win-five-with-draw-then-pass")
    assert result.violations == [] and result.winner == "alice"


def test_an_act_after_that_draw_is_still_after_the_end():
    result = _LOGGED.verdict("quest-win-five-with-draw-then-summon")
    assert [(v.seq, v.rule) for v in result.violations] == [(26, "ccs.game.over")]
    assert result.winner == "alice"


def test_a_second_draw_after_the_end_is_still_after_the_end():
    result = _LOGGED.verdict("quest-win-five-with-two-draws")
    assert [(v.seq, v.rule) for v in result.violations] == [(26, "ccs.game.over")]
    assert result.winner == "alice"


# -- 5. A GuardianRevealed without resolve (the docs corrected to the engine's reading) ------------------------

def test_a_reveal_without_resolve_a_later_draw_shows_resolved_is_resolved_with_a_note():
    assert _LOGGED.found("ex-attacking-slip-resolve-omitted") == []
    assert any("it is taken as resolved then" in n for n in _LOGGED.notes("ex-attacking-slip-resolve-omitted"))
    assert _LOGGED.found("ex-attacking-slip-resolve-omitted-ignored") == []
    assert not any("taken as resolved" in n for n in _LOGGED.notes("ex-attacking-slip-resolve-omitted-ignored"))
