"""FFTCG findings of an outside QA pass against the seed (003_..., rules V2): each a log that was judged
wrong, with its legal variant.

- F1: a summon, ability or Back Attack character of the player whose turn it is not, in the End phase, is
  flagged there [ref (9.5.1.1.)]; it does not begin that player's turn (only their draw does [ref (9.5.1.5)]).
- F2: after a character is played (Back Attack in the other player's turn too) the player whose turn it is
  has priority, as docs/fftcg.md says (the seed does not say).
- F3: a forward that must attack and did not is charged to the player whose turn it is
  [ref (10.1.2.1.3)], not to whoever closed the attack phase with a pass.
"""

from __future__ import annotations

from fftcg import (attack, block, board_after, card, cast, disc, discard, draw, pass_, passes, play, resolved,
                   rules_at, seat, to_end_of_turn, use, verify)

# A backup of the test's own with a free action ability (no dull, no CP), so that using it in the End phase
# breaks nothing but the End phase's timing.
CARDS = [card("T-101", "backup", 1, ["water"], name="Scholar Tester", text="Draw 1 card.",
              abilities=[{"kind": "action", "effects": [{"do": "draw", "target": "none", "amount": 1}]}])]

A = seat("a")
# b: Moogle (water summon, 1: draw 1 card), a water Knight to pay for it, Yuffie (wind 3, Back Attack) and two
# wind forwards to pay for her, or for the Thief (b.4, wind 2) with the Zidane (b.5).
B = seat("b", hand=["1-172", "1-165", "1-085", "1-069", "1-071"])
# b: Scholar Tester (played in turn 2, paid with a water Evoker).
B_ACTION = seat("b", hand=["T-101", "1-159"])


def _to_a_end_phase(b_turn=(), b_discard=("b.6", "b.7"), a_discards=True):
    """T1 a: nothing. T2 b: ``b_turn``. T3 a: nothing; its End phase, the hand discarded down to 5 (or not)."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), *b_turn, *to_end_of_turn("b", "a"),
            *([discard("b", *b_discard)] if b_discard else []),
            draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b"), *([discard("a", "a.7", "a.8")] if a_discards else [])]


def _found(result):
    return [(v.seq, v.player, v.rule) for v in result.violations]


# -- F1: the other player's summon, ability or Back Attack in the End phase [ref (9.5.1.1.)] -------------------

def test_a_summon_of_the_other_player_in_the_end_phase_is_flagged_and_the_turn_stays():
    ev = _to_a_end_phase() + [cast("b", "b.1", disc("b.2"))]
    assert _found(verify([A, B], ev)) == [(len(ev), "b", "fftcg.timing.end-phase")]
    board = board_after([A, B], ev)
    assert (board.turn, board.active, board.phase) == (3, "a", "end")
    assert [item.source for item in board.stack] == ["b.1"]  # it stood at the table: on the stack


def test_after_the_end_phase_summon_the_log_goes_on_as_recorded():
    """The summon resolves in a's End phase (b draws b.8); b's turn then begins with b's own draw."""
    ev = _to_a_end_phase() + [cast("b", "b.1", disc("b.2")), *passes("a", "b"), resolved("b", "b.1"),
                              draw("b", "b.9", "b.10")]
    assert _found(verify([A, B], ev)) == [(len(ev) - 4, "b", "fftcg.timing.end-phase")]
    board = board_after([A, B], ev)
    assert (board.turn, board.active, board.phase, board.priority) == (4, "b", "main1", "b")
    assert {"b.8", "b.9", "b.10"} <= set(board.seat("b").hand)


def test_a_summon_of_the_other_player_before_the_discard_leaves_the_hand_limit_to_the_active_player():
    # QA round 2: b's event does not judge a's hand limit; a's next event of her own does (here a pass).
    ev = _to_a_end_phase(a_discards=False) + [cast("b", "b.1", disc("b.2"))]
    assert _found(verify([A, B], ev)) == [(len(ev), "b", "fftcg.timing.end-phase")]
    assert board_after([A, B], ev).turn == 3
    ev += [pass_("a")]
    assert _found(verify([A, B], ev)) == [(len(ev) - 1, "b", "fftcg.timing.end-phase"),
                                          (len(ev), "a", "fftcg.end.hand-size")]


def test_a_back_attack_character_of_the_other_player_in_the_end_phase_is_flagged_and_the_turn_stays():
    ev = _to_a_end_phase() + [play("b", "b.3", disc("b.4"), disc("b.5"))]
    assert _found(verify([A, B], ev)) == [(len(ev), "b", "fftcg.timing.end-phase")]
    board = board_after([A, B], ev)
    assert (board.turn, board.active, board.phase) == (3, "a", "end")
    assert board.cards["b.3"].zone == "field"
    ev += [draw("b", "b.8", "b.9")]
    assert _found(verify([A, B], ev)) == [(len(ev) - 1, "b", "fftcg.timing.end-phase")]
    board = board_after([A, B], ev)
    assert (board.turn, board.active, board.phase) == (4, "b", "main1")


def test_an_action_ability_of_the_other_player_in_the_end_phase_is_flagged_and_the_turn_stays():
    ev = _to_a_end_phase(b_turn=[play("b", "b.1", disc("b.2"))], b_discard=()) + [use("b", "b.1")]
    assert _found(verify([A, B_ACTION], ev, cards=CARDS)) == [(len(ev), "b", "fftcg.timing.end-phase")]
    board = board_after([A, B_ACTION], ev, cards=CARDS)
    assert (board.turn, board.active, board.phase) == (3, "a", "end")


def test_a_block_of_the_other_player_in_the_end_phase_is_no_turn_of_theirs():
    ev = _to_a_end_phase() + [block("b")]
    assert _found(verify([A, B], ev)) == [(len(ev), "b", "fftcg.block.timing")]
    assert board_after([A, B], ev).turn == 3


def test_the_end_phase_still_passes_with_the_next_draw():
    ev = _to_a_end_phase() + passes("b", "a") + [draw("b", "b.8", "b.9")]
    assert verify([A, B], ev).violations == []
    board = board_after([A, B], ev)
    assert (board.turn, board.active, board.phase) == (4, "b", "main1")


def test_a_character_of_the_next_player_without_their_draw_still_begins_their_turn():
    """Only the player whose turn it is plays a character without Back Attack: the draw was left out."""
    ev = _to_a_end_phase() + [play("b", "b.4", disc("b.5"))]
    assert _found(verify([A, B], ev)) == [(len(ev), "b", "fftcg.turn.draw-first")]
    board = board_after([A, B], ev)
    assert (board.turn, board.active, board.phase) == (4, "b", "main1")


# -- F2: priority after a character is played goes to the player whose turn it is ---------------------------

# a: Warrior of Light (fire 2, 5000), paid with a fire discard; b as above (Yuffie: 6000).
def _a_attacks_b_plays_yuffie():
    """T1 a: Warrior of Light. T2 b: nothing. T3 a attacks with it; a passes; b plays Yuffie (Back Attack)."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.6", "b.7"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1"), pass_("a"),
            play("b", "b.3", disc("b.4"), disc("b.5"))]


def test_after_a_back_attack_character_the_player_whose_turn_it_is_has_priority():
    ev = _a_attacks_b_plays_yuffie()
    assert verify([A, B], ev).violations == []
    assert board_after([A, B], ev).priority == "a"
    ev += [pass_("a"), pass_("b"), block("b", "b.3"), *passes("a", "b")]
    assert verify([A, B], ev).violations == []
    board = board_after([A, B], ev)
    assert board.cards["a.1"].zone == "break" and board.cards["b.3"].zone == "field"


def test_after_a_back_attack_character_its_player_may_pass_first():
    # Round 13 (A2): the seed does not say who has priority after a Back Attack character, so the passes that
    # follow it may come in either order, as after a resolution: its player passing first is no fault.
    ev = _a_attacks_b_plays_yuffie() + [pass_("b")]
    assert _found(verify([A, B], ev)) == []


def test_a_back_attack_in_the_main_phase_gives_priority_back_to_the_player_whose_turn_it_is():
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
          draw("b", "b.6", "b.7"), pass_("b"), play("a", "a.1", disc("a.2"), disc("a.3"))]
    back = seat("a", hand=["1-085", "1-069", "1-071"])  # Yuffie, paid with two wind forwards
    assert verify([back, seat("b")], ev).violations == []
    assert board_after([back, seat("b")], ev).priority == "b"


# -- F3: the forced attack is the attacker's [ref (10.1.2.1.3)] -------------------------------------------------

# a: Reddas (wind 5, 9000, must attack) paid with three wind discards.
REDDAS = seat("a", hand=["2-072", "1-069", "1-071", "1-081", "1-082"])


def _reddas_to_declaration():
    """T1 a: Reddas. T2 b: nothing. T3 a goes to the attack declaration step."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.6", "b.7"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b")]


def test_a_forced_attacker_left_out_is_charged_to_the_player_whose_turn_it_is():
    ev = _reddas_to_declaration() + passes("a", "b")  # b's pass closes the attack phase
    assert _found(verify([REDDAS, seat("b")], ev)) == [(len(ev), "a", "fftcg.attack.forced")]


def test_a_forced_attacker_that_attacks_is_clean():
    ev = _reddas_to_declaration() + [attack("a", "a.1"), *passes("a", "b"), block("b"), *passes("a", "b"),
                                     *passes("a", "b")]
    assert verify([REDDAS, seat("b")], ev).violations == []
    board = board_after([REDDAS, seat("b")], ev)
    assert board.phase == "main2" and len(board.seat("b").damage) == 1
