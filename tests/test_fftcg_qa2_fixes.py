"""FFTCG findings of a second outside QA pass against the seed (003_..., rules V2): each a log that was
judged wrong, with its legal variant.

- G1: the hand limit of the End phase [ref (9.5.1.2.)] is judged on the events of the player whose turn it
  is (her discard, her pass, her next action) or when the turn passes (the next player's draw or turn
  action), not on an illegal event of the other player in that End phase.
- G2: a triggered auto ability left off the stack is charged to its controller, who alone puts it there.
- G3: a blocker no longer controlled by the player whose turn it is not stops being the blocking forward
  [ref (10.1.3.2.)] [ref (10.1.3.3.)]: it deals and takes no combat damage; the attack stays blocked.
- G4: a frozen character does not activate in its owner's next Active phase (seed § 5, Geler), whoever
  controls it [ref (6.2.1.)].
- G5: a pass in place of a block declaration is flagged once (the block's timing), not also as a pass
  without priority.
"""

from __future__ import annotations

from fftcg import (attack, auto, block, board_after, cast, disc, discard, draw, pass_, passes, play, resolved,
                   seat, to_end_of_turn, verify)


def _found(result):
    return [(v.seq, v.player, v.rule) for v in result.violations]


# -- G1: the hand limit is the active player's, judged on her events [ref (9.5.1.2.)] --------------------------

A = seat("a")
# b: Moogle (water summon, 1: draw 1 card), a water Knight to pay for it, Yuffie (wind 3, Back Attack) and two
# wind forwards to pay for her, or for the Thief (b.4, wind 2) with the Zidane (b.5).
B = seat("b", hand=["1-172", "1-165", "1-085", "1-069", "1-071"])


def _a_end_phase_with_seven_cards():
    """T1 a: nothing. T2 b: nothing. T3 a: nothing; its End phase begins with 7 cards in a's hand."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.6", "b.7"),
            draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b")]


def test_a_summon_of_the_other_player_before_the_discard_is_not_charged_to_the_active_player():
    ev = _a_end_phase_with_seven_cards() + [cast("b", "b.1", disc("b.2"))]
    assert len(board_after([A, B], ev[:-1]).seat("a").hand) == 7
    assert _found(verify([A, B], ev)) == [(len(ev), "b", "fftcg.timing.end-phase")]
    ev += [discard("a", "a.7", "a.8"), *passes("a", "b"), resolved("b", "b.1"), draw("b", "b.9", "b.10")]
    assert _found(verify([A, B], ev)) == [(len(ev) - 5, "b", "fftcg.timing.end-phase")]
    board = board_after([A, B], ev)
    assert (board.turn, board.active) == (4, "b") and len(board.seat("a").hand) == 5


def test_a_back_attack_of_the_other_player_before_the_discard_is_not_charged_to_the_active_player():
    ev = _a_end_phase_with_seven_cards() + [play("b", "b.3", disc("b.4"), disc("b.5")), discard("a", "a.7", "a.8"),
                                            draw("b", "b.8", "b.9")]
    assert _found(verify([A, B], ev)) == [(len(ev) - 2, "b", "fftcg.timing.end-phase")]


def test_the_active_players_pass_without_the_discard_is_charged_to_her():
    ev = _a_end_phase_with_seven_cards() + [cast("b", "b.1", disc("b.2")), pass_("a")]
    assert _found(verify([A, B], ev)) == [(len(ev) - 1, "b", "fftcg.timing.end-phase"),
                                          (len(ev), "a", "fftcg.end.hand-size")]


def test_the_next_draw_without_the_discard_is_charged_to_the_active_player():
    ev = _a_end_phase_with_seven_cards() + [play("b", "b.3", disc("b.4"), disc("b.5")), draw("b", "b.8", "b.9")]
    assert _found(verify([A, B], ev)) == [(len(ev) - 1, "b", "fftcg.timing.end-phase"),
                                          (len(ev), "a", "fftcg.end.hand-size")]


def test_a_turn_of_the_next_player_begun_without_the_discard_is_charged_to_the_active_player():
    """A character played without Back Attack begins b's turn (its draw left out): a's hand is judged then."""
    ev = _a_end_phase_with_seven_cards() + [play("b", "b.4", disc("b.5"))]
    assert _found(verify([A, B], ev)) == [(len(ev), "a", "fftcg.end.hand-size"),
                                          (len(ev), "b", "fftcg.turn.draw-first")]


# -- G2: a pending auto ability is its controller's [ref (9.3.1.3.)] -------------------------------------------

# a: Cloud (fire 2, 5000, Haste) attacks on turn 3; b: Serafie (earth 2, 6000) and Mime (water 2, 4000, draws a
# card when dealt damage).
ATK = seat("a", hand=["1-009", "1-005", "1-005", "1-007", "1-007"], deck=["1-012", "1-012", "1-012"])
DEF = seat("b", hand=["1-109", "1-173", "1-093", "1-165", "1-005"], deck=["1-007", "1-007", "1-012", "1-020"])


def _attack_on_turn_3():
    """T1 a: nothing. T2 b: Serafie and Mime. T3 a: Cloud attacks; both pass to the block step."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3")), play("b", "b.2", disc("b.4")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), play("a", "a.1", disc("a.2")), *passes("a", "b"), *passes("a", "b"),
            attack("a", "a.1"), *passes("a", "b")]


def test_a_pending_trigger_is_charged_to_its_controller_not_to_the_player_who_passes():
    """Mime (b's) is dealt damage when it blocks; a passes with its auto ability still off the stack."""
    ev = _attack_on_turn_3() + [block("b", "b.2"), *passes("a", "b"), pass_("a")]
    assert _found(verify([ATK, DEF], ev)) == [(len(ev), "b", "fftcg.auto.pending")]


def test_a_pending_trigger_put_on_the_stack_by_its_controller_is_clean():
    ev = _attack_on_turn_3() + [block("b", "b.2"), *passes("a", "b"), auto("b", "b.2"), *passes("a", "b"),
                                resolved("a", "b.2")]
    assert verify([ATK, DEF], ev).violations == []


# -- G5: a pass in place of a block is one violation (the block's timing) ---------------------------------------

def test_a_pass_in_place_of_a_block_is_flagged_once():
    ev = _attack_on_turn_3() + [pass_("b")]
    assert _found(verify([ATK, DEF], ev)) == [(len(ev), "b", "fftcg.block.timing")]
    ev += [pass_("a")]  # taken as no block: the two passes that end the block step follow (round 12)
    assert _found(verify([ATK, DEF], ev)) == [(len(ev) - 1, "b", "fftcg.block.timing")]
    ev += [pass_("b")]  # a point of damage to b
    assert _found(verify([ATK, DEF], ev)) == [(len(ev) - 2, "b", "fftcg.block.timing")]
    assert len(board_after([ATK, DEF], ev).seat("b").damage) == 1


# -- G3: a blocker taken under control is no longer the blocking forward [ref (10.1.3.2.)] -------------------

# a: Cloud (fire 2, 5000), paid with a Warrior of Light drawn on turn 1; Mateus, the Corrupt (ice summon 5: gain
# control of an opponent's forward) paid with three Argath (ice). b: Knight (water 2, 5000) paid with a Knight.
STEAL = seat("a", hand=["1-009", "2-044", "1-033", "1-033", "1-033"], deck=["1-005", "1-012", "1-012"])
KNIGHT = seat("b", hand=["1-165", "1-166"])


def _cloud_attacks_knight_blocks():
    """T1 a: Cloud. T2 b: Knight. T3 a: Cloud attacks, the Knight blocks."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.6")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1"), *passes("a", "b"),
            block("b", "b.1")]


def test_a_blocker_taken_under_control_neither_deals_nor_takes_combat_damage():
    ev = _cloud_attacks_knight_blocks() + [cast("a", "a.2", disc("a.3"), disc("a.4"), disc("a.5"), targets=["b.1"]),
                                           *passes("b", "a"), resolved("a", "a.2"), *passes("a", "b")]
    assert verify([STEAL, KNIGHT], ev).violations == []
    board = board_after([STEAL, KNIGHT], ev)
    assert board.cards["a.1"].zone == "field" and board.cards["b.1"].zone == "field"
    assert board.cards["b.1"].controller == "a"
    assert board.seat("b").damage == []  # the attack was blocked: no point of damage to b
    assert (board.phase, board.step, board.combat) == ("attack", "declare", None)


def test_a_blocker_kept_breaks_the_attacker_and_breaks():
    ev = _cloud_attacks_knight_blocks() + passes("a", "b")
    assert verify([STEAL, KNIGHT], ev).violations == []
    board = board_after([STEAL, KNIGHT], ev)
    assert board.cards["a.1"].zone == "break" and board.cards["b.1"].zone == "break"


# -- G4: a freeze skips its owner's next Active phase (seed § 5, Geler; owner [ref (6.2.1.)]) ----------------

# a: Mateus (paid with three Argath), Shiva (ice summon 1: dull and freeze a forward) paid with a Squall.
FREEZE = seat("a", hand=["2-044", "1-039", "1-033", "1-033", "1-033"], deck=["1-041", "1-041", "1-050"])


def _stolen_knight_frozen():
    """T1 a: nothing. T2 b: Knight. T3 a: Mateus takes the Knight, Shiva dulls and freezes it. T4 b (the
    Knight's owner): nothing. T5 a draws."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"),
            cast("a", "a.1", disc("a.3"), disc("a.4"), disc("a.5"), targets=["b.1"]), *passes("b", "a"),
            resolved("a", "a.1"),
            cast("a", "a.2", disc("a.7"), targets=["b.1"]), *passes("b", "a"), resolved("a", "a.2"),
            *to_end_of_turn("a", "b"),
            draw("b", "b.8", "b.9"), *to_end_of_turn("b", "a"), discard("b", "b.8", "b.9"),
            draw("a", "a.9", "a.10")]


def test_a_freeze_is_used_up_by_the_owners_active_phase():
    ev = _stolen_knight_frozen()
    turn4 = ev.index(draw("b", "b.8", "b.9")) + 1
    knight = board_after([FREEZE, KNIGHT], ev[:turn4]).cards["b.1"]
    assert knight.controller == "a" and knight.dull and not knight.frozen
    ev += [*passes("a", "b"), *passes("a", "b"), attack("a", "b.1")]
    assert verify([FREEZE, KNIGHT], ev).violations == []
    board = board_after([FREEZE, KNIGHT], ev)
    assert board.cards["b.1"].attacked_turn == 5


def test_a_frozen_forward_stays_frozen_through_its_controllers_active_phase_until_its_owners():
    """Frozen in b's turn while a controls it, the Knight (b's) activates in a's Active phase; the freeze
    waits for b's."""
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
          draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
          draw("a", "a.7", "a.8"),
          cast("a", "a.1", disc("a.3"), disc("a.4"), disc("a.5"), targets=["b.1"]), *passes("b", "a"),
          resolved("a", "a.1"), *to_end_of_turn("a", "b"),
          draw("b", "b.8", "b.9"), *passes("b"), cast("a", "a.2", disc("a.7"), targets=["b.1"]),
          *passes("b", "a"), resolved("b", "a.2"), pass_("b"), pass_("a"), *to_end_of_turn("b", "a")[2:],
          discard("b", "b.8", "b.9"), draw("a", "a.9", "a.10")]
    assert verify([FREEZE, KNIGHT], ev).violations == []
    knight = board_after([FREEZE, KNIGHT], ev).cards["b.1"]
    assert knight.controller == "a" and not knight.dull and knight.frozen
