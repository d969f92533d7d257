"""Chrono Clash: the findings of the eleventh outside reading (the tester's logs in /tmp/qa11-ccs/, rebuilt here).

One planted fault gives one violation, and the match goes on as recorded. Each test failed on the engine before
its fix (what it gave then is said beside it); every illegal case has a clean twin beside it.
"""

from __future__ import annotations

from ccs import (attack, board_after, deck_id, draw, guardian_id, hand_id, pass_, reveal, rules_at, seat, summon,
                 verify)


h, d, g = hand_id, deck_id, guardian_id  # a card in hand, in the deck, in the guardian stack: (player, place)


# -- 1. A draw in another player's turn, in its middle, and the active player plays on: one not-your-turn --------

def _two():
    return [seat("a", hand=["Ember Squire"] * 3), seat("b", hand=["Ember Squire"] * 3)]


def test_a_draw_out_of_turn_in_the_middle_of_a_turn_that_goes_on_is_one_violation():
    # Was 4: the draw (taken as passed), a's summon and a's pass (not-your-turn), b's real draw (draw-step).
    seats = _two()
    events = [draw("a", card=d("a", 1)), pass_("a"), draw("b", card=d("b", 1)), pass_("b"),
              draw("a", card=d("a", 2)), draw("b", card=d("b", 2)), summon("a", h("a", 1)), pass_("a"),
              draw("b", card=d("b", 3)), summon("b", h("b", 1)), pass_("b"), draw("a", card=d("a", 3)), pass_("a")]
    result = verify(seats, events)
    assert rules_at(result) == [(6, "ccs.turn.not-your-turn")]
    # The stray card stays drawn: b's own draw takes the card under it.
    board = board_after(seats, events[:9])
    assert board.active == "b" and d("b", 2) in board.seat("b").hand and d("b", 3) in board.seat("b").hand
    assert board.seat("a").battlefield == [h("a", 1)]
    # The clean twin: no stray draw.
    twin = events[:5] + events[6:8] + [draw("b", card=d("b", 2))] + events[9:]
    assert verify(seats, twin).clean


def test_a_draw_out_of_turn_just_before_the_pass_is_one_violation():
    # Was 3 (the draw, a's pass not-your-turn, b's draw draw-step).
    seats = _two()
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 1)), draw("b"),
              pass_("a"), draw("b"), pass_("b"), draw("a"), pass_("a")]
    assert rules_at(verify(seats, events)) == [(7, "ccs.turn.not-your-turn")]
    assert verify(seats, events[:6] + events[7:]).clean


def test_a_turns_draw_recorded_early_before_the_previous_pass_is_one_violation():
    # Was 2: the draw (taken as passed), then "a passed during b's turn". b's turn begins with an action: the draw
    # put early was that turn's draw.
    seats = _two()
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 1)), draw("b"),
              pass_("a"), summon("b", h("b", 1)), pass_("b"), draw("a"), pass_("a")]
    assert rules_at(verify(seats, events)) == [(7, "ccs.turn.not-your-turn")]
    twin = events[:6] + [pass_("a"), draw("b")] + events[8:]
    assert verify(seats, twin).clean


def test_a_draw_out_of_turn_by_a_player_not_next_is_one_violation():
    # Was 4 in three players: c's draw, a's summon and pass, then b's draw (not-your-turn, c's turn taken as passed).
    seats = [seat("a", hand=["Ember Squire"] * 3), seat("b"), seat("c")]
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("c", card=d("c", 1)), pass_("c"),
              draw("a"), draw("c", card=d("c", 2)), summon("a", h("a", 1)), pass_("a"),
              draw("b"), pass_("b"), draw("c", card=d("c", 3)), pass_("c"), draw("a"), pass_("a")]
    assert rules_at(verify(seats, events)) == [(8, "ccs.turn.not-your-turn")]
    twin = events[:7] + events[8:12] + [draw("c", card=d("c", 2))] + events[13:]
    assert verify(seats, twin).clean


def test_a_turn_never_passed_is_still_taken_as_passed():
    # Unchanged (qa9): the drawer plays on, not the active player: the turn was never passed.
    seats = _two()
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), draw("a"), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(5, "ccs.turn.not-your-turn")]


# -- 3. A guardian revealed with no attack, then a real attack with the next guardian revealed: one violation -----

def _guarded():
    return [seat("a", hand=["Ember Squire"] * 3), seat("b", guardians=["Fireball"] * 3)]


def test_a_guardian_for_no_attack_then_a_real_attack_is_one_violation():
    # Was 3: guardian.unexpected at both reveals (the attack after the first taken as it recorded late, swallowing
    # the real one), then guardian.not-top at the next attack's reveal.
    seats = _guarded()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), reveal("b", g("b", 1)), attack("a", h("a", 1)), reveal("b", g("b", 2)), pass_("a"),
              draw("b"), pass_("b"), draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 3)), pass_("a")]
    assert rules_at(verify(seats, events)) == [(6, "ccs.guardian.unexpected")]
    board = board_after(seats, events[:8])
    assert board.seat("b").guardians == [g("b", 3), g("b", 4), g("b", 5)]
    twin = events[:5] + [attack("a", h("a", 1)), reveal("b", g("b", 1)), pass_("a"), draw("b"), pass_("b"),
                         draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 2)), pass_("a")]
    assert verify(seats, twin).clean


def test_the_attack_left_out_recorded_late_is_still_one_violation():
    # Unchanged: the attack declared after the reveal, with no guardian revealed for it, is that attack recorded late.
    seats = _guarded()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), reveal("b", g("b", 1)), attack("a", h("a", 1)), pass_("a"),
              draw("b"), pass_("b"), draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 2)), pass_("a")]
    assert rules_at(verify(seats, events)) == [(6, "ccs.guardian.unexpected")]


# -- 4. A guardian revealed for no attack: the next reveal's card shows where the table left it ------------------

def test_a_guardian_left_on_the_stack_then_the_one_under_it_revealed_is_one_violation():
    # Was 3: guardian.unexpected, then guardian.not-top at each later reveal (the engine kept it on the stack).
    seats = _guarded()
    events = [draw("a"), summon("a", h("a", 1)), reveal("b", g("b", 1)), draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 2)), pass_("a"), draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 3)), pass_("a")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.guardian.unexpected")]
    assert board_after(seats, events[:8]).seat("b").guardians == [g("b", 3), g("b", 4), g("b", 5)]
    # The other way the table may have gone: the guardian stayed on the stack, revealed again (one violation too).
    again = events[:7] + [reveal("b", g("b", 1))] + events[8:13] + [reveal("b", g("b", 2)), pass_("a")]
    assert rules_at(verify(seats, again)) == [(3, "ccs.guardian.unexpected")]
    twin = events[:2] + events[3:7] + [reveal("b", g("b", 1))] + events[8:13] + [reveal("b", g("b", 2)), pass_("a")]
    assert verify(seats, twin).clean


def test_a_guardian_the_reading_discarded_revealed_again_is_one_violation():
    # Was 3: guardian.unexpected (the attack left out taken, the guardian discarded), then ccs.log.unknown-card at
    # each later reveal naming it and the one under it.
    seats = _guarded()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), reveal("b", g("b", 1)), pass_("a"), draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 1)), pass_("a"), draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 2)), pass_("a")]
    assert rules_at(verify(seats, events)) == [(6, "ccs.guardian.unexpected")]
    assert board_after(seats, events[:12]).seat("b").guardians == [g("b", 2), g("b", 3), g("b", 4), g("b", 5)]
    # Discarded at the table (the next reveal is the guardian under it): one violation as before.
    other = events[:11] + [reveal("b", g("b", 2))] + events[12:17] + [reveal("b", g("b", 3)), pass_("a")]
    assert rules_at(verify(seats, other)) == [(6, "ccs.guardian.unexpected")]
    assert verify(seats, events[:5] + events[6:]).clean


# -- 5. An attack recorded early (in the turn before): the active player's pass does not leave it unfinished ------

def test_an_attack_recorded_early_does_not_charge_the_active_player():
    # Was 2: not-your-turn at the attack, then attack.unfinished charged to a at a's pass.
    seats = [seat("a", hand=["Ember Squire"] * 3, guardians=["Fireball"] * 3),
             seat("b", hand=["Ember Squire"] * 3, guardians=["Fireball"] * 3)]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1)), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 1)), attack("b", h("b", 1)), pass_("a"),
              draw("b"), reveal("a", g("a", 1)), pass_("b"), draw("a"), pass_("a")]
    result = verify(seats, events)
    assert rules_at(result) == [(9, "ccs.turn.not-your-turn")]
    assert [v.player for v in result.violations] == ["b"]
    twin = events[:8] + [pass_("a"), draw("b"), attack("b", h("b", 1))] + events[11:]
    assert verify(seats, twin).clean


# -- 6. An illegal attack with no guardian revealed: only its own rule id, no attack.unfinished ---------------------

def test_an_illegal_attack_with_no_guardian_revealed_is_one_violation():
    # Was 2: attack.summoned-this-turn, then attack.unfinished at the pass.
    seats = _guarded()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2)), attack("a", h("a", 2)), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(7, "ccs.attack.summoned-this-turn")]
    assert verify(seats, events[:6] + events[7:]).clean


def test_a_second_attack_by_a_tapped_battler_with_no_guardian_is_one_violation():
    # Was 2: attack.tapped, then attack.unfinished at the next summon.
    seats = _guarded()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 1)), attack("a", h("a", 1)),
              summon("a", h("a", 2)), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(8, "ccs.attack.tapped")]
    assert verify(seats, events[:7] + events[8:]).clean


def test_an_illegal_attack_carried_out_by_the_log_is_still_judged():
    # Unchanged: the log reveals a guardian for it: the attack goes on, one violation.
    seats = _guarded()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2)), attack("a", h("a", 2)), reveal("b", g("b", 1)), pass_("a"),
              draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(7, "ccs.attack.summoned-this-turn")]
    assert board_after(seats, events[:8]).seat("b").guardians[0] == g("b", 2)


# -- 7. After a turn played on past the gauge, the next player spends what the table's counter gave them ---------

def test_the_next_player_within_the_tables_counter_after_a_late_card_is_not_flagged():
    # Was 2: gauge.turn-over at b's late card, then (caused_by) at a's pass: a began on 1, where b's turn finished,
    # though the late card's cost had moved the table's counter on to a's 3.
    a = seat("a", hand=["Cinder Hound"])
    b = seat("b", hand=["Magma Brute", "Cinder Hound"])
    events = [draw("a"), pass_("a"), draw("b"),
              summon("b", h("b", 1)),            # 3 - 4: a's 1, the turn is over
              summon("b", h("b", 2)),            # late: flagged, carried out (the counter on a's 3)
              draw("a"),
              summon("a", h("a", 1)),            # 3 - 2: a's 1 on the table's counter
              pass_("a"), draw("b"), pass_("b")]
    result = verify([a, b], events)
    assert rules_at(result) == [(5, "ccs.gauge.turn-over")]
    board = board_after([a, b], events[:8])
    assert (board.active, board.gauge, board.turn) == ("b", 3, 4)
    assert verify([a, b], events[:4] + [draw("a"), pass_("a"), draw("b"), pass_("b")]).clean


def test_the_next_player_past_the_tables_counter_is_still_flagged():
    # Unchanged: spending past what even the table's counter gave is the turn over.
    a = seat("a", hand=["Cinder Hound", "Cinder Hound"])
    b = seat("b", hand=["Magma Brute", "Cinder Hound"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), summon("b", h("b", 2)), draw("a"),
              summon("a", h("a", 1)), summon("a", h("a", 2)), pass_("a"), draw("b"), pass_("b")]
    # (qa34c 5: a's second summon is within the table's counter (a's 3: 2, then 2 more ends the turn), and a's pass
    # after it plays no card: a note, no longer ccs.gauge.turn-over at 9.)
    found = rules_at(verify([a, b], events))
    assert found == [(5, "ccs.gauge.turn-over")]
    late = events[:8] + [summon("a", h("a", 3))] + events[8:]  # a third card, past even the table's counter
    assert rules_at(verify([seat("a", hand=["Cinder Hound"] * 3), b], late)) == [(5, "ccs.gauge.turn-over"),
                                                                              (9, "ccs.gauge.turn-over")]


# -- 9. A Sneak Attack recorded in the next turn: the missed attack is the one fault ------------------------------

def test_a_sneak_attack_recorded_in_the_next_turn_is_one_violation():
    # Was 2: attack.must-attack, then attack.not-your-battler at the attack recorded late.
    seats = [seat("a", hand=["Pyre Striker", "Cinder Hound"]), seat("b", guardians=["Fireball"] * 3)]
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2)), summon("a", h("a", 1), mode="sneak-attack"), draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b", g("b", 1)), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(8, "ccs.attack.must-attack")]
    assert board_after(seats, events[:12]).seat("b").guardians[0] == g("b", 2)
    twin = events[:7] + [attack("a", h("a", 1)), reveal("b", g("b", 1))] + events[7:9] + [draw("a"), pass_("a"),
                                                                                          draw("b"), pass_("b")]
    assert verify(seats, twin).clean
