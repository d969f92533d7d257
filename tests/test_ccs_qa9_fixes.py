"""Chrono Clash: the findings of the ninth outside reading (the tester's logs in /tmp/qa8-ccs/, rebuilt here).

One planted fault gives one violation, and the match goes on as recorded. Each test failed on the engine before
its fix (what it gave then is said beside it); every illegal case has a legal twin beside it.
"""

from __future__ import annotations

from ccs import (attack, board_after, draw, guardian_id, hand_id, pass_, play, resolved, reveal, rules_at, seat,
                 summon, verify)


def h(pid, k):
    return hand_id(pid, k)


def g(pid, k):
    return guardian_id(pid, k)


# -- 1. A turn recorded without its Passed: the next player's draw is the one fault, the turn taken as passed ------

def test_a_turn_never_passed_is_one_violation_and_taken_as_passed():
    # Was 3: a's draw, a's pass (not-your-turn) and b's next draw (draw-step).
    seats = [seat("a"), seat("b", hand=["Ember Squire"])]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), draw("a"), pass_("a"), draw("b"), pass_("b"),
              draw("a"), pass_("a")]
    result = verify(seats, events)
    assert rules_at(result) == [(5, "ccs.turn.not-your-turn")]
    assert "never passed" in result.violations[0].message
    board = board_after(seats, events[:5])
    assert (board.active, board.gauge, board.step, board.turn) == ("a", 3, "main", 3)
    # The clean twin: b passes.
    assert verify(seats, events[:4] + [pass_("b")] + events[4:]).clean


def test_a_turn_never_passed_in_three_players_is_one_violation():
    # Was 5: every event of c's turn and of a's was not-your-turn, then b's draw was draw-step.
    seats = [seat("a"), seat("b", hand=["Ember Squire"]), seat("c")]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), draw("c"), pass_("c"), draw("a"),
              pass_("a"), draw("b"), pass_("b"), draw("c"), pass_("c")]
    assert rules_at(verify(seats, events)) == [(5, "ccs.turn.not-your-turn")]
    board = board_after(seats, events[:5])
    assert (board.active, board.gauge) == ("c", 3)
    assert verify(seats, events[:4] + [pass_("b")] + events[4:]).clean


def test_a_second_draw_in_a_turn_that_goes_on_is_still_the_draw_step():
    # Unchanged: the active player drawing again while the turn is not over is a second draw, not a new turn.
    seats = [seat("a"), seat("b")]
    events = [draw("a"), draw("a"), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(2, "ccs.turn.draw-step")]


# -- 2. The same player taking another turn right after paying ended theirs: one not-your-turn, as after a pass ----

def test_the_same_player_again_after_paying_ended_the_turn_is_one_violation():
    # Was 3: draw-step at the draw, then gauge.turn-over at each summon and the pass.
    seats = [seat("a", hand=["Cinder Hound", "Ember Squire"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), draw("a"), summon("a", h("a", 2)), pass_("a"), draw("b"),
              pass_("b"), draw("a"), pass_("a")]
    result = verify(seats, events)
    assert rules_at(result) == [(3, "ccs.turn.not-your-turn")]
    board = board_after(seats, events[:3])
    assert (board.active, board.step, board.turn, board.gauge) == ("a", "main", 2, 2)
    # The order as played: b's turn is next.
    assert board_after(seats, events[:6]).active == "b"
    # The clean twin: b's turn between.
    assert verify(seats, events[:2] + [draw("b"), pass_("b")] + events[2:5]).clean


def test_the_same_player_again_after_paying_ended_the_turn_in_three_players():
    # Was 2: draw-step and gauge.turn-over.
    seats = [seat("a", hand=["Cinder Hound"]), seat("b"), seat("c")]
    events = [draw("a"), summon("a", h("a", 1)), draw("a"), pass_("a"), draw("b"), pass_("b"), draw("c"),
              pass_("c"), draw("a"), pass_("a")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.turn.order-multiplayer")]


# -- Paper logs (no deck order): a card the log never names ------------------------------------------------------

def paper(s: dict) -> dict:
    """The seat of a paper log: no deck order, each card named as it is revealed."""
    return {k: v for k, v in s.items() if k not in ("order", "extra_order")}


EXTRA = ["Storm Giant", "Kraken", "Coral Golem", "Phoenix Lord", "Colossus of Embers", "Meteor Storm"]


def named(ev: dict, name: str | None) -> dict:
    return dict(ev, name=name) if name else ev


# -- 3. A battler summoned without its name: its battles and the payments it makes are not judged -----------------

def _unnamed_battler(name):
    seats = [paper(seat("a", hand=["Magma Brute"])), paper(seat("b", guardians=["Flame Lancer"], hand=["Cinder Hound"]))]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1), name="Cinder Hound"), pass_("b"), draw("a"),
              named(summon("a", h("a", 1)), name), draw("b"), pass_("b"), draw("a"), attack("a", h("a", 1), defender="b"),
              reveal("b", g("b", 1), name="Flame Lancer", resolve=False), pass_("a"), draw("b"),
              attack("b", h("b", 1), battler=h("a", 1)), pass_("b"), draw("a"), pass_("a")]
    return seats, events


def test_an_unnamed_battler_fights_nothing_it_is_not_judged_and_stays():
    # Was 2: it fought the guardian as strength 0 and was destroyed; b's attack on it was target-not-enemy.
    seats, events = _unnamed_battler(None)
    result = verify(seats, events)
    assert rules_at(result) == [(7, "ccs.log.unknown-card")]
    assert any("seq 12: the log does not say what a.6 is: its battle with" in n for n in result.notes), result.notes
    board = board_after(seats, events[:15])
    assert board.cards[h("a", 1)].zone == "battlefield" and board.cards[h("b", 1)].zone == "battlefield"
    # The clean twin: named, Magma Brute beats the Flame Lancer guardian and b's Cinder Hound.
    seats, events = _unnamed_battler("Magma Brute")
    assert verify(seats, events).clean


def _paid_by(first, first_name, second=None):
    extra = EXTRA
    seats = [paper(seat("a", hand=["Gatekeeper", "Ember Squire"], extra=extra)),
             paper(seat("b", guardians=["Ember Squire"]))]
    events = [draw("a"), named(summon("a", h("a", 1)), first_name), draw("b"), pass_("b"), draw("a"),
              summon("a", h("a", 2), name="Ember Squire"), pass_("a"), draw("b"), pass_("b"), draw("a"),
              summon("a", "a.x1", name="Coral Golem", payment=[first] + ([second] if second else [])),
              pass_("a"), draw("b"), pass_("b"), draw("a"), attack("a", "a.x1", defender="b"),
              reveal("b", g("b", 1), name="Ember Squire", resolve=False), pass_("a"), draw("b")]
    return seats, events


def test_an_unnamed_battler_destroyed_to_pay_for_an_extra_deck_card_pays_what_it_is():
    # Was 2: it paid as cost 0, ccs.extra-deck.cost.
    seats, events = _paid_by(h("a", 1), None)
    result = verify(seats, events)
    assert rules_at(result) == [(2, "ccs.log.unknown-card")]
    assert any("seq 11: the log does not say what a.6 is: what it pays for" in n for n in result.notes), result.notes
    assert board_after(seats, events[:11]).cards["a.x1"].zone == "battlefield"
    # The clean twin: named Gatekeeper (it draws the extra deck card), Gatekeeper and Squire pay 4.
    seats, events = _paid_by(h("a", 1), "Gatekeeper", h("a", 2))
    assert verify(seats, events).clean


# -- 4. An unnamed action or summon that gives targets: the targets of an unknown card are not judged ---------------

def _targets(kind, name):
    seats = [paper(seat("a", hand=["Fireball", "Cinder Hound"])), paper(seat("b", hand=["Cinder Hound"]))]
    ev = play("a", h("a", 1), targets=[h("b", 1)]) if kind == "action" else summon("a", h("a", 2), targets=[h("b", 1)])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1), name="Cinder Hound"), pass_("b"), draw("a"),
              named(ev, name), pass_("a"), draw("b"), pass_("b")]
    return seats, events


def test_an_unnamed_action_or_summon_with_targets_is_one_unknown_card():
    # Was 2: ccs.ability.target too ("names targets ... that no ability of a hidden card asks for").
    for kind in ("action", "summon"):
        seats, events = _targets(kind, None)
        assert rules_at(verify(seats, events)) == [(7, "ccs.log.unknown-card")], kind
    # The clean twin: the Fireball named, its target destroyed.
    seats, events = _targets("action", "Fireball")
    assert verify(seats, events).clean
    assert board_after(seats, events[:7]).cards[h("b", 1)].zone == "discard"


# -- 5. After an unnamed summon, an extra deck card given by name only is bound in the extra deck -----------------

def _extra_by_name(gatekeeper):
    extra = EXTRA
    seats = [paper(seat("a", hand=["Gatekeeper", "Ember Squire"], extra=extra)),
             paper(seat("b", guardians=["Ember Squire"]))]
    events = [draw("a"), named(summon("a", h("a", 1)), gatekeeper), draw("b"), pass_("b"), draw("a"),
              summon("a", h("a", 2), name="Ember Squire"), pass_("a"), draw("b"), pass_("b"), draw("a"),
              {"type": "BattlerSummoned", "player": "a", "name": "Coral Golem", "payment": [h("a", 1), h("a", 2)]},
              pass_("a"), draw("b"), pass_("b"), draw("a"), attack("a", "a.x1", defender="b"),
              reveal("b", g("b", 1), name="Ember Squire", resolve=False), pass_("a"), draw("b")]
    return seats, events


def test_an_extra_deck_name_after_an_unnamed_summon_is_bound_in_the_extra_deck():
    # Was 4: bound to a hand card ("no copy of it left"), its cost unpaid, the attack with a.x1 not-your-battler.
    seats, events = _extra_by_name(None)
    result = verify(seats, events)
    assert rules_at(result) == [(2, "ccs.log.unknown-card")]
    board = board_after(seats, events[:11])
    assert board.cards["a.x1"].name == "Coral Golem" and board.cards["a.x1"].zone == "battlefield"
    # The clean twin: Gatekeeper named; its summon drew the extra deck card, bound by the name the same way.
    seats, events = _extra_by_name("Gatekeeper")
    assert verify(seats, events).clean


# -- 6. An unnamed guardian against a Guardian Attack +1 battler: the attack may have ended there ---------------------

def _plus_one(first_name, second=False):
    seats = [paper(seat("a", hand=["Flame Lancer"])), paper(seat("b", guardians=["Ember Squire", "Ember Squire"]))]
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 1), name="Flame Lancer"),
              pass_("a"), draw("b"), pass_("b"), draw("a"), attack("a", h("a", 1), defender="b"),
              named(reveal("b", g("b", 1), resolve=False), first_name)]
    if second:
        events.append(reveal("b", g("b", 2), name="Ember Squire", resolve=False))
    return seats, events + [pass_("a"), draw("b"), pass_("b")]


def test_an_unnamed_guardian_against_guardian_attack_plus_one_is_one_violation():
    # Was 2: ccs.attack.unfinished on the pass too.
    seats, events = _plus_one(None)
    assert rules_at(verify(seats, events)) == [(12, "ccs.log.unknown-card")]
    # A second guardian revealed after it is still part of the attack.
    seats, events = _plus_one(None, second=True)
    assert rules_at(verify(seats, events)) == [(12, "ccs.log.unknown-card")]
    # The clean twin: both named.
    seats, events = _plus_one("Ember Squire", second=True)
    assert verify(seats, events).clean
    # A named guardian alone still leaves the attack unfinished (unchanged).
    seats, events = _plus_one("Ember Squire")
    assert rules_at(verify(seats, events)) == [(13, "ccs.attack.unfinished")]


# -- 7. An eliminated player who keeps playing: flagged once, at their first event --------------------------------

def test_an_eliminated_player_playing_on_is_flagged_once():
    # Was one ccs.game.eliminated at every event of theirs.
    seats = [seat("a"), seat("b", hand=["Ember Squire"]), seat("c")]
    events = [draw("a"), pass_("a"), draw("b"), {"type": "Conceded", "player": "b"}, draw("c"), pass_("c"),
              draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("c"), pass_("c")]
    assert rules_at(verify(seats, events)) == [(9, "ccs.game.eliminated")]
    # The clean twin: b plays no more.
    assert verify(seats, events[:8] + events[11:]).clean


# -- 8. Time the defender gains after the attacker's turn ended: the next player begins where the counter then is ---

def _sneak(*bob_plays, passes=True):
    seats = [seat("a", hand=["Pyre Striker"]),
             seat("b", guardians=["Wave Sentinel"], hand=["Flame Lancer", "Cinder Hound", "Ember Squire"])]
    events = [draw("a"), summon("a", h("a", 1), mode="sneak-attack"), attack("a", h("a", 1), defender="b"),
              reveal("b", g("b", 1), resolve=True), draw("b")]
    events += [summon("b", h("b", k)) for k in bob_plays]
    return seats, events + ([pass_("b")] if passes else []) + [draw("a"), pass_("a")]


def test_time_the_defender_gains_after_the_turn_ended_is_theirs():
    # Was ccs.gauge.turn-over at the Squire: b began on 2 (where a's turn finished), the 2 time b's Wave Sentinel
    # gained during a's Sneak Attack lost. b begins on 4: Flame Lancer (3) and Ember Squire (1) leave 0.
    seats, events = _sneak(1, 3)
    assert verify(seats, events).clean
    board = board_after(seats, events[:5])
    assert (board.active, board.gauge) == ("b", 4)
    # The twin that overspends: Flame Lancer (3) and Cinder Hound (2) end b's turn; the Squire after it is late.
    # (Was 2: the Hound was late too.)
    seats, events = _sneak(1, 2, 3, passes=False)
    assert rules_at(verify(seats, events)) == [(8, "ccs.gauge.turn-over")]


# -- 9. A TriggerResolved echoing a summon ability whose choice BattlerSummoned.targets gave: accepted once -------

def _drake(*echoes):
    seats = [seat("a", hand=["Inferno Drake"]), seat("b", hand=["Ember Squire"])]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              summon("a", h("a", 1), targets=[h("b", 1)])]
    events += [resolved("a", h("a", 1), **kw) for kw in echoes]
    return seats, events + [draw("b"), pass_("b"), draw("a"), pass_("a")]


def test_a_triggerresolved_echoing_a_summon_ability_with_its_choice_given_is_accepted_once():
    # Was ccs.ability.no-pending.
    for echo in ({}, {"targets": [h("b", 1)]}):
        seats, events = _drake(echo)
        assert verify(seats, events).clean, echo
        assert board_after(seats, events[:8]).cards[h("b", 1)].zone == "discard"
    # Twice: the second records nothing.
    seats, events = _drake({}, {})
    assert rules_at(verify(seats, events)) == [(9, "ccs.ability.no-pending")]
    # Other targets than the summon's are no echo.
    seats, events = _drake({"targets": [h("a", 1)]})
    assert rules_at(verify(seats, events)) == [(8, "ccs.ability.no-pending")]
    # The clean twin: no TriggerResolved.
    seats, events = _drake()
    assert verify(seats, events).clean


# -- 10. (docs) The quest winner's next draw is after the end of the game -----------------------------------------
# -- 11. The game.over message carries the result as a message; a mandatory trigger declined ----------------------

def test_the_game_over_message_carries_the_result_as_a_message():
    # Was the English result embedded in a French or Italian report.
    from projections.messages import is_msg

    seats = [seat("a"), seat("b")]
    events = [draw("a"), pass_("a"), draw("b"), {"type": "Conceded", "player": "b"}, draw("a"), pass_("a")]
    result = verify(seats, events)
    assert rules_at(result) == [(5, "ccs.game.over")]
    v = result.violations[0]
    assert is_msg(v.args["result"]) and v.args["result"]["template"] == "{player} wins, last player standing ({why})"
    assert v.message == "the game was already over (a wins, last player standing (b conceded)) before this event"


def test_a_mandatory_summon_ability_declined_is_said_to_be_not_optional():
    # Was ccs.ability.no-pending "no ability of Tide Scholar is waiting".
    seats = [seat("a", hand=["Tide Scholar"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), resolved("a", h("a", 1), declined=True), draw("b"), pass_("b")]
    result = verify(seats, events)
    assert rules_at(result) == [(3, "ccs.ability.pending")]
    assert result.violations[0].message == ("the summon ability of Tide Scholar (a.6) must be resolved; it cannot be "
                                            "declined")
    # It stays resolved: the card was drawn.
    assert len(board_after(seats, events[:3]).seat("a").hand) == 6
    # The clean twin: recorded, not declined.
    assert verify(seats, events[:2] + [resolved("a", h("a", 1))] + events[3:]).clean


def test_a_mandatory_quest_complete_ability_declined_is_said_to_be_not_optional():
    # Was ccs.ability.no-pending (round 5's list of trigger records still flagged). Radiant Seer: "Completes a
    # quest: draw 1", resolved by the engine at the start of a's turn.
    from ccs import quest
    from test_ccs_qa5_fixes import RED_YELLOW, seat_in  # Radiant Seer is yellow: a red-and-yellow deck

    head = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"), quest("a", h("a", 1), h("a", 2)),
            pass_("a"), draw("b"), pass_("b")]
    seats = [seat_in(RED_YELLOW, "a", hand=["Radiant Seer", "War Cry", "Ember Squire"]), seat("b")]
    result = verify(seats, head + [resolved("a", h("a", 1), declined=True), draw("a")])
    assert rules_at(result) == [(10, "ccs.ability.pending")]
    assert result.violations[0].message == ("the quest-complete ability of Radiant Seer (a.6) must be resolved; it "
                                            "cannot be declined")
    assert verify(seats, head + [resolved("a", h("a", 1)), draw("a")]).clean
