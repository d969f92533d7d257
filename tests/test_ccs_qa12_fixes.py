"""Chrono Clash: the findings of the twelfth outside reading (the tester's logs in /tmp/qa12-ccs/, rebuilt here).

One planted fault gives one violation, and the match goes on as recorded. Each test failed on the engine before
its fix (what it gave then is said beside it); every illegal case has a clean twin beside it.
"""

from __future__ import annotations

from ccs import (attack, board_after, deck_id, draw, guardian_id, hand_id, pass_, quest, reveal, rules_at, seat,
                 summon, verify)


h, d, g = hand_id, deck_id, guardian_id  # a card in hand, in the deck, in the guardian stack: (player, place)


# -- 1. An extra draw by the player who just passed (or ended their turn on the gauge), then the next player's draw -

def test_an_extra_draw_after_the_pass_then_the_next_players_draw_is_one_violation():
    # Was 2: the extra draw (a took the turn), then b's draw (a's turn "never passed"); in the tester's log a third,
    # an attack on a's battler that the turn a took had untapped.
    seats = [seat("a", hand=["Ember Squire"] * 3), seat("b", hand=["Ember Squire"] * 3)]
    events = [draw("a", card=d("a", 1)), pass_("a"),
              draw("b", card=d("b", 1)), summon("b", h("b", 1)), pass_("b"),
              draw("a", card=d("a", 2)), summon("a", h("a", 1)), pass_("a"),
              draw("a", card=d("a", 3)),
              draw("b", card=d("b", 2)), pass_("b"),
              draw("a", card=d("a", 4)), pass_("a")]
    result = verify(seats, events)
    assert rules_at(result) == [(9, "ccs.turn.not-your-turn")]
    board = board_after(seats, events[:10])
    assert (board.active, board.step, board.turn) == ("b", "main", 4)
    assert d("a", 3) in board.seat("a").hand  # the stray card stays drawn
    twin = events[:8] + events[9:11] + [draw("a", card=d("a", 3)), pass_("a")]
    assert verify(seats, twin).clean


def test_an_extra_draw_after_the_gauge_ended_the_turn_then_the_next_players_draw_is_one_violation():
    # Was 3: the extra draw, b's draw (never passed), then a's next draw in b's turn (never passed).
    seats = [seat("a", hand=["Cinder Hound", "Ember Squire"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), draw("a", card=d("a", 2)), draw("b"), pass_("b"),
              draw("a", card=d("a", 3)), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.turn.not-your-turn")]
    twin = events[:2] + events[3:5] + [draw("a", card=d("a", 2))] + events[6:]
    assert verify(seats, twin).clean


def test_the_passer_taking_a_second_turn_and_acting_on_is_still_one_violation():
    # Unchanged (round 8): the passer draws again and plays on: the turn taken by the wrong player.
    seats = [seat("a", hand=["Ember Squire"] * 3), seat("b")]
    events = [draw("a"), pass_("a"), draw("a"), summon("a", h("a", 1)), pass_("a"), draw("b"), pass_("b"),
              draw("a"), pass_("a")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.turn.not-your-turn")]
    assert board_after(seats, events[:4]).active == "a"


# -- 2. With three or four players, a draw by a player not next right after a pass --------------------------------

def test_a_draw_by_a_player_not_next_after_a_pass_then_the_next_players_draw_is_one_violation():
    # Was 2: c's draw took the turn, then b's draw was "a never passed" c's turn.
    seats = [seat("a"), seat("b", hand=["Ember Squire"]), seat("c")]
    events = [draw("a"), pass_("a"), draw("c", card=d("c", 1)), draw("b"), summon("b", h("b", 1)), pass_("b"),
              draw("c", card=d("c", 2)), pass_("c"), draw("a"), pass_("a")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.turn.order-multiplayer")]
    board = board_after(seats, events[:4])
    assert (board.active, board.turn) == ("b", 2) and d("c", 1) in board.seat("c").hand
    twin = events[:2] + events[3:6] + [draw("c", card=d("c", 1))] + events[7:]
    assert verify(seats, twin).clean


def test_the_passer_drawing_again_in_three_players_then_the_next_players_draw_is_one_violation():
    # Was 2.
    seats = [seat("a"), seat("b"), seat("c")]
    events = [draw("a", card=d("a", 1)), pass_("a"), draw("a", card=d("a", 2)), draw("b"), pass_("b"), draw("c"),
              pass_("c"), draw("a", card=d("a", 3)), pass_("a")]
    assert rules_at(verify(seats, events)) == [(3, "ccs.turn.order-multiplayer")]
    twin = events[:2] + events[3:7] + [draw("a", card=d("a", 2)), pass_("a")]
    assert verify(seats, twin).clean


# -- 3. A Sneak Attack recorded late in its own turn, or after its pass: the missed attack only ------------------

def _sneaky():
    return [seat("a", hand=["Ember Squire", "Pyre Striker"]), seat("b", guardians=["Fireball"] * 3)]


def test_a_sneak_attack_recorded_late_in_the_same_turn_is_one_violation():
    # Was 2: attack.must-attack at the other attack, then attack.summoned-this-turn at the Sneak Attack's.
    seats = _sneaky()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2), mode="sneak-attack"), attack("a", h("a", 1)), reveal("b", g("b", 1)),
              attack("a", h("a", 2)), reveal("b", g("b", 2)), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(7, "ccs.attack.must-attack")]
    assert board_after(seats, events[:10]).seat("b").guardians[0] == g("b", 3)
    twin = events[:6] + [attack("a", h("a", 2)), reveal("b", g("b", 1)), attack("a", h("a", 1)),
                         reveal("b", g("b", 2))] + events[10:]
    assert verify(seats, twin).clean


def test_a_sneak_attack_recorded_after_its_players_pass_is_one_violation():
    # Was 2: attack.must-attack at the pass, then turn.not-your-turn at the attack recorded late.
    seats = _sneaky()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2), mode="sneak-attack"), pass_("a"),
              attack("a", h("a", 2)), reveal("b", g("b", 1)), draw("b"), pass_("b"), draw("a"), pass_("a")]
    assert rules_at(verify(seats, events)) == [(7, "ccs.attack.must-attack")]
    twin = events[:6] + events[7:9] + [events[6]] + events[9:]
    assert verify(seats, twin).clean


def test_a_sneak_attack_recorded_after_the_next_players_draw_is_one_violation():
    # Was 2: attack.must-attack at the pass, then turn.not-your-turn at the attack recorded late.
    seats = _sneaky()
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2), mode="sneak-attack"), pass_("a"), draw("b"),
              attack("a", h("a", 2)), reveal("b", g("b", 1)), pass_("b"), draw("a"), pass_("a")]
    assert rules_at(verify(seats, events)) == [(7, "ccs.attack.must-attack")]


# -- 4. A guardian reveal recorded twice during a +1 Guardian Attack -----------------------------------------------

def test_a_guardian_reveal_recorded_twice_in_a_guardian_attack_plus_one_is_one_violation():
    # Was 2: log.unknown-card at the second record, then guardian.unexpected at the real second guardian.
    seats = [seat("a", hand=["Flame Lancer"]), seat("b", guardians=["Ember Squire", "Ember Squire"])]
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 1)), pass_("a"),
              draw("b"), pass_("b"), draw("a"), attack("a", h("a", 1), defender="b"),
              reveal("b", g("b", 1), resolve=False), reveal("b", g("b", 1), resolve=False),
              reveal("b", g("b", 2), resolve=False), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(13, "ccs.log.unknown-card")]
    board = board_after(seats, events[:14])
    assert board.attack is None and g("b", 2) in board.seat("b").discard
    assert verify(seats, events[:12] + events[13:]).clean


# -- 5. A quest card revealed before the attack on its questing battler is declared ---------------------------------

def _questing(swapped):
    seats = [seat("a", hand=["Ember Squire", "Mist Phantom"]), seat("b", hand=["Ember Squire"])]
    fight = [attack("b", h("b", 1), defender="a", battler=h("a", 1)), reveal("a", h("a", 2), resolve=False)]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1)), pass_("b"),
              draw("a"), quest("a", h("a", 1), h("a", 2)), pass_("a"),
              draw("b")] + (fight[::-1] if swapped else fight) + [pass_("b"), draw("a"), pass_("a")]
    return seats, events


def test_a_quest_card_revealed_before_the_attack_on_its_battler_is_one_violation():
    # Was 2: guardian.unexpected at the reveal, then attack.unfinished at b's pass.
    seats, events = _questing(True)
    assert rules_at(verify(seats, events)) == [(10, "ccs.guardian.unexpected")]
    board = board_after(seats, events[:11])
    assert board.attack is None and h("a", 2) in board.seat("a").discard
    assert verify(seats, _questing(False)[1]).clean
