"""Chrono Clash: the findings of the seventh QA pass (logs in the QA's /tmp/qa7-ccs/ and /tmp/qa7-judge/ccs/).

One planted fault gives one violation, and the match goes on as recorded. Each test failed on the engine before
its fix (what it gave then is said beside it); every illegal case has a legal twin beside it.
"""

from __future__ import annotations

from ccs import (attack, board_after, deck_id, draw, guardian_id, hand_id, pass_, play, quest, resolved, reveal,
                 rules_at, seat, summon, tap, verify)
from test_ccs_keywords import RED_PURPLE, seat_in

from projections.chrono_clash.quotes import QUOTES
from projections.chrono_clash.rules import RULES


def h(pid, k):
    return hand_id(pid, k)


def g(pid, k):
    return guardian_id(pid, k)


def d(pid, k):
    return deck_id(pid, k)


SAGE = {"name": "Hourglass Sage", "type": "battler", "cost": 2, "strength": 2, "colors": ["blue"],
        "abilities": [["summon", "time(+3)"]], "text": "Summon: gain 3 time."}


# -- 1. Time gained after the card that ended the turn (QA chrono_shift_*, summon_gain_time_ends_turn) -----------

def test_time_gained_after_the_turn_ended_leaves_the_next_player_their_turn():
    # Was ccs.gauge.turn-over on b's pass: a's Chrono Shift (cost 1, gain 2) from 0 ends her turn on b's 1, the +2
    # moved the counter back to a's 1, and b began on a's side, with no legal action.
    seats = [seat("a", hand=["Chrono Shift"]), seat("b")]
    events = [draw("a"), play("a", h("a", 1)), draw("b"), pass_("b"), draw("a")]
    assert verify(seats, events).clean
    board = board_after(seats, events[:3])
    assert (board.active, board.gauge) == ("b", 1)  # on the number where a's turn finished: b's own 1


def test_a_summon_ability_gaining_time_after_the_turn_ended_leaves_the_next_player_their_turn():
    # Was ccs.gauge.turn-over on b's summon and pass: a on 0 summons a cost-2 battler (to b's 2) that gains 3.
    seats = [seat("a", hand=["Hourglass Sage"]), seat("b", hand=["Cinder Hound"])]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a")]
    assert verify(seats, events, cards=[SAGE]).clean
    board = board_after(seats, events[:3], cards=[SAGE])
    assert (board.active, board.gauge) == ("b", 2)


def test_time_gained_after_the_turn_ended_three_players():
    seats = [seat("a", hand=["Chrono Shift"]), seat("b"), seat("c")]
    events = [draw("a"), play("a", h("a", 1)), draw("b"), pass_("b"), draw("c"), pass_("c"), draw("a")]
    assert verify(seats, events).clean


def test_a_card_played_after_chrono_shift_ended_the_turn_is_still_flagged_once():
    # The illegal twin: the time gained does not reopen the turn; a's late play is the one fault, and b still
    # begins on b's 1 (the number where the turn finished), not where the late card moved the counter.
    seats = [seat("a", hand=["Chrono Shift", "Ember Squire"]), seat("b")]
    events = [draw("a"), play("a", h("a", 1)), summon("a", h("a", 2)), draw("b"), pass_("b"), draw("a")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.gauge.turn-over")]
    assert board_after(seats, events[:4]).gauge == 1


# -- 2. An attack with a battler not in play stood at the table (QA ls_after_win_attack_again, casc_attack_*) ---

def test_an_attack_with_a_battler_in_hand_is_carried_on_its_guardian_fought():
    # Was ccs.attack.not-your-battler and ccs.guardian.unexpected for the guardian revealed.
    seats = [seat("a", hand=["Cinder Hound"]), seat("b")]
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), attack("a", h("a", 1)),
              reveal("b", g("b", 1)), pass_("a"), draw("b")]
    assert rules_at(verify(seats, events)) == [(6, "ccs.attack.not-your-battler")]
    board = board_after(seats, events[:7])
    assert g("b", 1) in board.seat("b").discard and board.attack is None
    assert board.cards[h("a", 1)].zone == "hand"  # not tapped, not put into play
    # The twin: the battler summoned first, in play.
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b", g("b", 1)), pass_("a"), draw("b")]
    assert verify(seats, events).clean


def test_a_last_stand_battler_destroyed_after_its_battle_attacks_again_once_flagged():
    # QA ls_after_win_attack_again: Ashen Berserker (Last Stand) is destroyed after its first attack.
    seats = [seat("a", hand=["Ashen Berserker"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b", g("b", 1)), pass_("a"), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b", g("b", 2)), pass_("a"), draw("b")]
    assert rules_at(verify(seats, events[:11])) == []
    assert rules_at(verify(seats, events)) == [(12, "ccs.attack.not-your-battler")]


def test_an_attack_with_an_opponents_battler_is_carried_on():
    seats = [seat("a"), seat("b", hand=["Cinder Hound"])]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              attack("a", h("b", 1)), reveal("b", g("b", 1)), pass_("a"), draw("b")]
    assert rules_at(verify(seats, events)) == [(7, "ccs.attack.not-your-battler")]


def test_an_attack_on_its_own_players_guardian_stack_is_carried_on():
    # Was ccs.attack.target-not-enemy and two ccs.guardian.unexpected (Flame Lancer: Guardian Attack +1).
    seats = [seat("a", hand=["Flame Lancer"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1), defender="a"), reveal("a", g("a", 1)), reveal("a", g("a", 2)), pass_("a"),
              draw("b")]
    assert rules_at(verify(seats, events)) == [(6, "ccs.attack.target-not-enemy")]
    good = events[:5] + [attack("a", h("a", 1), defender="b"), reveal("b", g("b", 1)), reveal("b", g("b", 2)),
                         pass_("a"), draw("b")]
    assert verify(seats, good).clean


# -- 3. A turn taken by the wrong player (QA mp4_dave_skipped_once, mp3_order_acb, skip_turn_2p, ...) ------------

def test_a_skipped_turn_is_one_violation_then_the_order_as_played():
    # Was ccs.turn.not-your-turn on each of a's three events (QA skip_turn_2p).
    seats = [seat("a", hand=["Cinder Hound"]), seat("b")]
    events = [draw("a"), pass_("a"), draw("a"), summon("a", h("a", 1)), pass_("a"), draw("b"), pass_("b"),
              draw("a")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.turn.not-your-turn")]
    board = board_after(seats, events)
    assert board.active == "a" and board.cards[h("a", 1)].zone == "battlefield"
    assert verify(seats, [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 1))]).clean


def test_four_players_a_skipped_player_is_one_violation():
    # Was six ccs.turn.not-your-turn: every event until dave's next turn (QA mp4_dave_skipped_once).
    seats = [seat(p) for p in ("a", "b", "c", "d")]
    order = ["a", "b", "c", "a", "b", "c", "d", "a", "b"]
    events = [e for p in order for e in (draw(p), pass_(p))]
    assert rules_at(verify(seats, events)) == [(7, "ccs.turn.order-multiplayer")]
    clean = ["a", "b", "c", "d", "a", "b"]
    assert verify(seats, [e for p in clean for e in (draw(p), pass_(p))]).clean


def test_three_players_the_next_turn_is_judged_from_the_player_who_took_the_turn():
    # c takes b's turn; the next is a's (to c's left), then b, c: one violation.
    seats = [seat(p) for p in ("a", "b", "c")]
    order = ["a", "c", "a", "b", "c", "a"]
    events = [e for p in order for e in (draw(p), pass_(p))]
    assert rules_at(verify(seats, events)) == [(3, "ccs.turn.order-multiplayer")]


def test_a_turn_taken_after_a_turn_ended_on_the_gauge_is_one_violation():
    # QA mp4_first_carol_wrong_next: was ccs.turn.not-your-turn and a ccs.gauge.turn-over on the pass.
    seats = [seat("a", hand=["Flame Lancer"]), seat("b"), seat("c")]
    events = [draw("a"), summon("a", h("a", 1)), draw("c"), pass_("c"), draw("a")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.turn.order-multiplayer")]
    assert verify(seats, [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("c")]).clean


# -- 4. An extra deck battler paid with a battler not in play (QA ex_pay_with_enemy, ex_pay_from_hand) ----------

EXTRA = ["Storm Giant", "Meteor Storm", "Coral Golem", "Kraken", "Phoenix Lord", "Colossus of Embers"]


def test_paying_an_extra_deck_battler_with_a_battler_not_in_play_is_one_violation():
    # Was ccs.extra-deck.cost twice: "... is not one of a's battlers in play" and "... cost 0 in all".
    seats = [seat("a", hand=["Magma Brute", "Gatekeeper"], extra=EXTRA), seat("b", hand=["Cinder Hound"])]
    # Gatekeeper (3): "Summon: draw 1 from your extra deck" (a.x1, Storm Giant, cost 4).
    head = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"), summon("a", h("a", 2))]
    for payer in (h("b", 1), h("a", 1)):  # the opponent's battler; one in a's hand
        result = verify(seats, head + [summon("a", "a.x1", payment=[payer]), pass_("a"), draw("b")])
        assert rules_at(result) == [(8, "ccs.extra-deck.cost")], payer
    good = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 2)),
            summon("a", "a.x1", payment=[h("a", 1)]), pass_("a"), draw("b")]
    assert verify(seats, good).clean


# -- 5. Siege Breaker against an opponent with no guardian left (QA siege_zero_guardians_unnamed) ----------------

B_GUARDIANS = ["Ember Squire", "Ember Squire", "Ember Squire", "Tide Scholar", "Tide Scholar"]


def _siege(named: bool, guardian_left: bool = False):
    """a takes b's five guardians (Flame Lancer, Guardian Attack +1; a Quick Cinder Hound), then attacks with Siege
    Breaker ("Attack: a chosen opponent discards the top card of their guardian stack.")."""
    seats = [seat("a", hand=["Flame Lancer", "Cinder Hound", "Siege Breaker"]), seat("b", guardians=B_GUARDIANS)]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b", g("b", 1)), reveal("b", g("b", 2)),
              summon("a", h("a", 2)), attack("a", h("a", 2)), reveal("b", g("b", 3)), pass_("a"),
              draw("b"), pass_("b"), draw("a")]
    if guardian_left:
        events += [attack("a", h("a", 2)), reveal("b", g("b", 4))]
    else:
        events += [attack("a", h("a", 1)), reveal("b", g("b", 4)), reveal("b", g("b", 5))]
    events += [summon("a", h("a", 3)), draw("b"), pass_("b"), draw("a"),
               attack("a", h("a", 3), **({"targets": ["b"]} if named else {}))]
    return seats, events


def test_siege_breaker_needs_no_chosen_opponent_when_no_opponent_has_a_guardian():
    # Was ccs.ability.target "one was there to choose" with no target named.
    for named in (False, True):
        seats, events = _siege(named)
        board = board_after(seats, events[:-1])
        assert board.seat("b").guardians == [], named
        result = verify(seats, events)
        assert result.clean and result.winner == "a", (named, rules_at(result))
    # The twin: with a guardian left, the one opponent is the one choice: taken, the log need not name it
    # (round 13b, docs/chrono-clash-icons.md, Readings: "A chosen opponent the log leaves out").
    seats, events = _siege(False, guardian_left=True)
    assert verify(seats, events).clean
    seats, events = _siege(True, guardian_left=True)
    assert verify(seats, events).clean


# -- 6. A quest or a tap ability with a battler not one's own in play: their own rule ids --------------------------

def test_a_quest_with_a_battler_not_in_play_cites_the_quest_rule():
    # Was ccs.attack.not-your-battler ("Attack with one of your battlers.").
    seats = [seat("a", hand=["Harbor Sentry", "Cinder Hound"]), seat("b", hand=["Harbor Sentry"])]
    head = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a")]
    for battler in (h("a", 1), h("b", 1)):
        result = verify(seats, head + [quest("a", battler, h("a", 2)), pass_("a"), draw("b")])
        assert rules_at(result) == [(7, "ccs.quest.not-your-battler")], battler
    good = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
            quest("a", h("a", 1), h("a", 2)), pass_("a"), draw("b")]
    assert verify(seats, good).clean


def test_a_tap_ability_of_a_battler_not_in_play_cites_the_tap_rule():
    seats = [seat("a", hand=["Harbor Sentry", "Harbor Sentry"]), seat("b", hand=["Harbor Sentry"])]
    head = [draw("a"), summon("a", h("a", 2)), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a")]
    for battler in (h("a", 1), h("b", 1)):
        result = verify(seats, head + [tap("a", battler, targets=[h("b", 1)]), pass_("a"), draw("b")])
        assert rules_at(result) == [(7, "ccs.tap.not-your-battler")], battler
    assert verify(seats, head + [tap("a", h("a", 2), targets=[h("b", 1)]), pass_("a"), draw("b")]).clean


def test_the_new_rule_ids_quote_the_three_manuals():
    assert QUOTES["ccs.quest.not-your-battler"] == {
        "en": "Send one of your battlers on a quest.",
        "fr": "Faire participer l'un de vos battlers à une quête.",
        "it": "Manda in missione uno dei tuoi Battler."}
    assert RULES["ccs.quest.not-your-battler"].text == "Send one of your battlers on a quest."
    assert "this battler" in RULES["ccs.tap.not-your-battler"].text
    assert RULES["ccs.ability.pending"].ref.endswith("§ Triggers")


# -- 7. A Destroyed trigger left unresolved is its controller's (QA stalker_in_opp_turn_missing) ------------------

def _stalker():
    seats = [seat_in(RED_PURPLE, "a", hand=["Shadow Stalker"]), seat("b", guardians=B_GUARDIANS, hand=["Flame Lancer"])]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b", g("b", 1)), pass_("a"), draw("b"),
              attack("b", h("b", 1), battler=h("a", 1))]
    return seats, events


def test_an_unresolved_destroyed_trigger_is_charged_to_its_controller():
    # Was charged to b (whose pass moved on), citing Summoning Battlers.
    seats, events = _stalker()
    result = verify(seats, events + [pass_("b"), draw("a")])
    assert rules_at(result) == [(12, "ccs.ability.pending")]
    assert result.violations[0].player == "a"
    assert "Triggers" in result.violations[0].source
    assert verify(seats, events + [resolved("a", h("a", 1), targets=["b", h("b", 2)]), pass_("b"), draw("a")]).clean


# -- 8. A card drawn from under the top, then the natural draw of it (QA draw-not-top-then-natural) ---------------

def test_a_card_drawn_out_of_order_then_drawn_again_where_the_log_has_it_is_one_violation():
    # Was ccs.draw.not-top and then, at the later draw, ccs.log.unknown-card.
    seats = [seat("a"), seat("b")]
    events = [draw("a", card=d("a", 1)), pass_("a"), draw("b", card=d("b", 1)), pass_("b"),
              draw("a", card=d("a", 3)), pass_("a"), draw("b", card=d("b", 2)), pass_("b"),
              draw("a", card=d("a", 3)), pass_("a"), draw("b", card=d("b", 3)), pass_("b"),
              draw("a", card=d("a", 4))]
    assert rules_at(verify(seats, events)) == [(5, "ccs.draw.not-top")]
    board = board_after(seats, events)
    assert {d("a", k) for k in (1, 2, 3, 4)} <= set(board.seat("a").hand)
    natural = [dict(e, card=d("a", 2)) if i == 4 else e for i, e in enumerate(events)]
    assert verify(seats, natural).clean


def test_the_draws_after_a_card_drawn_from_deeper_follow_the_deck_order_the_log_has():
    # a draws her 4th card where the 2nd was on top; the log's later draws are the 3rd, then the 4th again. Was
    # ccs.draw.not-top at 5, then at 9 (the 3rd was no longer second) and ccs.log.unknown-card at 13.
    seats = [seat("a"), seat("b")]
    order = [d("a", 1), d("a", 4), d("a", 3), d("a", 4)]
    events = []
    for k, card in enumerate(order, 1):
        events += [draw("a", card=card), pass_("a"), draw("b", card=d("b", k)), pass_("b")]
    assert rules_at(verify(seats, events)) == [(5, "ccs.draw.not-top")]
    board = board_after(seats, events)
    assert {d("a", k) for k in (1, 2, 3, 4)} <= set(board.seat("a").hand)
