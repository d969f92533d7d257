"""Final Fantasy TCG: the qa36b tester's regression findings on this round's loosened readings
(/tmp/qa36b-fftcg), one test or more each. The logs are kept whole in tests/logs/fftcg_qa36c/.

1. A short header ``order`` (the known top of the deck): draws were not checked against the known top. A first
   draw naming the second card (``o_short_draws_swapped``) was clean; the same with the top drawn later
   (``o_short_first_draw_not_top``) was a ``fftcg.log.unknown-card`` at the later draw; a turn-3 draw skipping
   the top (``o_short_turn3_draw_skips_top``) flagged nothing there and 7 follow-on flags after. Now a draw the
   known top covers is judged as in a full-order log: one ``fftcg.draw.not-top`` at the draw, the same verdict
   as the full-order twins (``o_full_*``); below the known top the deck is a paper deck.
2. An unnamed play or CP discard whose event's ``serials`` name another card (a damage card revealed there, a
   card named before restated) was ``fftcg.log.unknown-card``: the id-slip guard caught any card named and not
   used. Now it catches only a card that could be the one meant: in the player's hand, not named before the
   event, its id one off the unnamed card's (the slips bench's id variants stay flagged).
3. A held return read as moving the card named (the summon's target left on the field), then a play of the
   target too (``f2_held_named_played_then_target_played_too``): the second fault was ``caused_by`` the return
   (1 root); whichever reading is taken one of the two plays is a fault, so it is its own root (2, as the
   mirror log).
4. An unnamed character paid by discarding itself (``u_unnamed_play_paid_by_discarding_itself``) was
   ``fftcg.log.unknown-card``; now ``fftcg.cp.source``, as the named form.
5. A party blocked, its split left out, where every split breaks a member (seed 7.2.4.4), both members attacking
   next turn (``p9k_split_left_out_both_attack_later``): only ``fftcg.block.split``. Now the member the log uses
   after the other one lived on is the one that broke: its attack is ``fftcg.attack.not-a-forward``, its own root.
"""

from __future__ import annotations

from fftcg import logged, logged_board, rules_at

F = "fftcg_qa36c"


def _roots(v) -> list[tuple[int, str]]:
    return [(x.seq, x.rule) for x in v.violations if x.caused_by is None]


# -- 1. a short order: the known top is checked as a full order ----------------------------------------------

def test_short_order_first_draw_over_the_top_is_draw_not_top():
    v = logged(F, "o_short_draws_swapped")
    assert rules_at(v) == [(1, "fftcg.draw.not-top")]
    assert v.winner == "alice"


def test_short_order_first_draw_not_top_is_flagged_at_the_draw_not_later():
    v = logged(F, "o_short_first_draw_not_top")
    assert rules_at(v) == [(1, "fftcg.draw.not-top"), (27, "fftcg.draw.not-top")]
    assert _roots(v) == [(1, "fftcg.draw.not-top")]
    assert not any(x.rule == "fftcg.log.unknown-card" for x in v.violations)


def test_short_order_turn3_draw_skipping_the_top_is_one_fault():
    v = logged(F, "o_short_turn3_draw_skips_top")
    assert rules_at(v) == [(27, "fftcg.draw.not-top")]
    assert v.winner == "alice"


def test_short_order_matches_its_full_order_twin_on_the_known_top():
    short = [(s, r) for s, r in rules_at(logged(F, "o_short_draws_swapped"))]
    full = [(s, r) for s, r in rules_at(logged(F, "o_full_draws_swapped")) if s < 182]
    assert short == full == [(1, "fftcg.draw.not-top")]


def test_short_order_clean_twin_stays_clean():
    v = logged(F, "o_twin_short_order_clean")
    assert v.violations == [] and v.winner == "alice"


def test_short_order_board_after_the_wrong_draw_is_the_tables():
    b = logged_board(F, "o_short_draws_swapped", 1)
    alice = b.seat("alice")
    assert "alice.7" in alice.hand and alice.deck[0] == "alice.6"


# -- 2. serials naming a card that cannot be the one meant ----------------------------------------------------

def test_unnamed_play_carrying_a_damage_reveal_is_clean():
    v = logged(F, "c_unnamed_play_carries_damage_reveal")
    assert v.violations == [] and v.winner == "alice"
    assert any("does not say which card" in str(n) for n in v.notes)


def test_unnamed_play_restating_a_known_damage_card_is_clean():
    v = logged(F, "c_unnamed_play_serials_restate_known_damage_card")
    assert v.violations == [] and v.winner == "alice"


def test_unnamed_cp_discard_restating_a_named_card_is_clean():
    v = logged(F, "c_unnamed_cp_discard_serials_restate_damage_card")
    assert v.violations == [] and v.winner == "alice"


def test_unnamed_controls_stay_clean():
    for name in ("c_twin_unnamed_cp_discard", "c_control_damage_reveal_on_later_pass"):
        v = logged(F, name)
        assert v.violations == [] and v.winner == "alice", name


# -- 3. a second genuine fault after the held-return reading is its own root ---------------------------------

def test_held_return_named_then_target_played_too_is_two_roots():
    v = logged(F, "f2_held_named_played_then_target_played_too")
    assert rules_at(v) == [(39, "fftcg.target.invalid"), (45, "fftcg.play.not-in-hand")]
    assert _roots(v) == rules_at(v) and v.root_causes == 2


def test_held_return_mirror_is_two_roots_too():
    v = logged(F, "f2_held_target_played_then_named_played_too")
    assert rules_at(v) == [(39, "fftcg.target.invalid"), (45, "fftcg.play.not-in-hand")]
    assert v.root_causes == 2


# -- 4. an unnamed character paid by discarding itself ---------------------------------------------------------

def test_unnamed_play_paid_by_discarding_itself_is_cp_source():
    v = logged(F, "u_unnamed_play_paid_by_discarding_itself")
    assert rules_at(v) == [(151, "fftcg.cp.source")]
    assert rules_at(logged(F, "u_cp_discard_unnamed_is_the_played_card")) == [(108, "fftcg.cp.source")]


def test_unnamed_play_paid_by_discarding_itself_still_enters():
    b = logged_board(F, "u_unnamed_play_paid_by_discarding_itself", 151)
    assert b.cards["bob.17"].zone == "field"


# -- 5. a party split left out where a member must break: the later attack of the one that broke ---------------

def test_split_left_out_both_members_attack_later_flags_the_second():
    v = logged(F, "p9k_split_left_out_both_attack_later")
    assert rules_at(v) == [(30, "fftcg.block.split"), (46, "fftcg.end.hand-size"),
                           (57, "fftcg.attack.not-a-forward")]
    assert (57, "fftcg.attack.not-a-forward") in _roots(v)


def test_split_left_out_one_member_attacks_later_is_only_the_split():
    v = logged(F, "p9k_split_left_out_one_attacks_later")
    assert rules_at(v) == [(30, "fftcg.block.split"), (46, "fftcg.end.hand-size")]


def test_split_given_breaking_both_then_both_attack_flags_both():
    v = logged(F, "p9k_split_given_breaks_redxiii_then_it_attacks")
    assert rules_at(v) == [(46, "fftcg.end.hand-size"), (51, "fftcg.attack.not-a-forward"),
                           (57, "fftcg.attack.not-a-forward")]

