"""Chrono Clash: the findings of the sixth QA pass (logs in the QA's /tmp/qa6-ccs/).

One planted fault gives one violation, and the match goes on as recorded. Each test marked "was ..." failed on
the engine before its fix; every illegal case has a legal control beside it.
"""

from __future__ import annotations

from ccs import (attack, board_after, conceded, deck_id, draw, hand_id, pass_, play, quest, reveal, rules_at, seat,
                 summon, verify)
from test_ccs_keywords import RED_GREEN, RED_PURPLE, seat_in


def h(pid, k):
    return hand_id(pid, k)


def paper(s: dict) -> dict:
    """The seat of a paper log: no deck order, each card named as it is revealed."""
    return {k: v for k, v in s.items() if k != "order"}


def zones_of(board) -> dict[str, list[str]]:
    """Where each card of the match is: every list of every seat, and the piles on the battlers in play."""
    out: dict[str, list[str]] = {c: [] for c in board.cards}
    for s in board.seats:
        for zone in ("deck", "hand", "guardians", "battlefield", "discard", "extra"):
            for c in getattr(s, zone):
                out[c].append(zone)
        for x in s.battlefield:
            inst = board.cards[x]
            for c in inst.quest:
                out[c].append("quest")
            for c in inst.under:
                out[c].append("under")
            if inst.pilot:
                out[inst.pilot].append("pilot")
    return out


# -- 1. A card played after the turn is over gives the next player no extra time (QA m1-v02, m3-v03, m5-v04,
#       m8-v03) ------------------------------------------------------------------------------------------------
# "once the counter reaches "1" on your opponent's side ... you can't play cards any more"; the next player's
# counter is "on the number where your turn finished".

def test_a_late_card_is_flagged_once_carried_out_and_the_next_player_begins_where_the_turn_finished():
    # Was ccs.turn.not-your-turn at 8 too: a began on 3 (b's late Cinder Hound had moved the counter on to a's 3),
    # so a's turn was not over after its own Cinder Hound, and b's draw was out of turn.
    a = seat("a", hand=["Cinder Hound"])
    b = seat("b", hand=["Magma Brute", "Cinder Hound"])
    events = [draw("a"), pass_("a"), draw("b"),
              summon("b", h("b", 1)),            # 3 - 4: a's 1, the turn is over
              summon("b", h("b", 2)),            # late: flagged, carried out
              draw("a"),                         # a begins on 1, where b's turn finished
              summon("a", h("a", 1)),            # 1 - 2: b's 1, a's turn is over
              draw("b")]
    assert rules_at(verify([a, b], events)) == [(5, "ccs.gauge.turn-over")]
    board = board_after([a, b], events[:6])
    assert h("b", 2) in board.seat("b").battlefield
    assert board.active == "a" and board.gauge == 1
    assert board_after([a, b], events).gauge == 1


def test_a_turn_ended_on_the_gauge_with_no_late_card_still_gives_the_next_player_the_overshoot():
    a = seat("a", hand=["Cinder Hound"])
    b = seat("b", hand=["Magma Brute"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), draw("a"), summon("a", h("a", 1)), draw("b")]
    assert rules_at(verify([a, b], events)) == []
    assert board_after([a, b], events[:5]).gauge == 1


def test_with_three_players_the_next_player_begins_where_the_turn_finished_not_after_the_late_card():
    # Was c beginning on 3 (QA m3-v03: carol on 7 instead of 3).
    hands = {"a": [], "b": ["Magma Brute", "Cinder Hound"], "c": []}
    three = [seat(p, hand=hands[p]) for p in ("a", "b", "c")]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), summon("b", h("b", 2)), draw("c")]
    assert rules_at(verify(three, events)) == [(5, "ccs.gauge.turn-over")]
    board = board_after(three, events)
    assert board.active == "c" and board.gauge == 1


def test_a_turn_a_guardians_time_ended_gives_the_next_player_no_time_from_a_late_card():
    # QA m5-v04: Wave Sentinel's guardian ability gives b 2 time, ending a's turn; a summons after that.
    # Was ccs.turn.not-your-turn at 12 too: b began on 2, so b's Cinder Hound left b's turn open.
    a = seat("a", hand=["Ember Squire", "Cinder Hound", "Ember Squire"])
    b = seat("b", guardians=["Wave Sentinel"], hand=["Cinder Hound"])
    events = [draw("a"), summon("a", h("a", 1)),                 # 0 - 1: b's 1
              draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2)),                 # 3 - 2: a's 1
              attack("a", h("a", 1), defender="b"),
              reveal("b", "b.5", resolve=True),                  # b gains 2: b's 1, a's turn is over
              summon("a", h("a", 3)),                            # late: flagged
              draw("b"),                                         # b begins on 1
              summon("b", h("b", 1)),                            # 1 - 2: a's 1
              draw("a")]
    assert rules_at(verify([a, b], events)) == [(9, "ccs.gauge.turn-over")]
    assert board_after([a, b], events[:10]).gauge == 1


# -- 2. An attack on a guardian stack that names no defender (QA m3-v01, m4-v01) ------------------------------

def test_an_attack_with_no_defender_is_carried_out_against_the_opponent_who_reveals_a_guardian():
    # Was ccs.guardian.unexpected at 9 too: the attack had been thrown away.
    three = [seat(p, hand=["Ember Squire"]) for p in ("a", "b", "c")]
    events = [draw("a"), summon("a", h("a", 1)),             # a's turn ends on b's 1
              draw("b"), pass_("b"), draw("c"), pass_("c"), draw("a"),
              attack("a", h("a", 1)),                        # no defender
              reveal("b", "b.5"),                            # b's guardian: the attack was on b
              pass_("a"), draw("b")]
    # Round 32 (author 13): the very next reveal names the defender: a note, not ccs.attack.target-not-enemy.
    assert rules_at(verify(three, events)) == []
    board = board_after(three, events[:9])
    assert "b.5" in board.seat("b").discard and len(board.seat("b").guardians) == 4
    assert board.attack is None


def test_an_attack_with_no_defender_and_no_reveal_was_on_the_one_opponent_with_no_guardian_left():
    # QA m4-v01 (Siege Breaker took dave's last guardian). Was c never eliminated: a's draw at 13 out of turn.
    purge = {"name": "Guardian Purge", "type": "action", "cost": 1, "colors": ["red"], "text": "x",
             "abilities": [["chosen-opponent", "guardians(-5)"]]}
    three = [seat("a", hand=["Ember Squire", "Guardian Purge"]), seat("b"), seat("c")]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("c"), pass_("c"), draw("a"),
              play("a", h("a", 2), targets=["c"]),           # c has no guardian left
              attack("a", h("a", 1)),                        # no defender
              pass_("a"),                                    # no reveal: the attack was on c, eliminated
              draw("b"), pass_("b"), draw("a")]              # c is skipped
    result = verify(three, events, cards=[purge])
    # Round 34 (qa33f E4P5): the log shows the defender (an attack on b would have revealed a guardian): a note, not
    # ccs.attack.target-not-enemy.
    assert rules_at(result) == []
    assert any(n.startswith("seq 9: the log does not name the opponent") and "c, the one opponent with no guardians"
               in n for n in result.notes)
    assert board_after(three, events, cards=[purge]).seat("c").eliminated


def test_an_attack_naming_its_defender_is_clean():
    three = [seat(p, hand=["Ember Squire"]) for p in ("a", "b", "c")]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("c"), pass_("c"), draw("a"),
              attack("a", h("a", 1), defender="b"), reveal("b", "b.5"), pass_("a"), draw("b")]
    assert rules_at(verify(three, events)) == []


# -- 3. A discard named wrongly, or not named (QA m3-v10, m5-v01, m6-v02, m6-v03) -------------------------------

NIGHT_RAID_B = dict(hand=["Ember Squire", "Cinder Hound", "War Cry", "Mist Phantom", "Ember Squire"])


def _night_raid(targets):
    """a's Night Raid (0 - 1: the turn ends on b's 1) with ``targets``; b draws and summons two Ember Squires,
    its first and last hand cards (1 - 1 - 1: a's 1)."""
    a = seat_in(RED_PURPLE, "a", hand=["Night Raid"])
    b = seat("b", **NIGHT_RAID_B)
    events = [draw("a"), play("a", h("a", 1), targets=targets), draw("b"),
              summon("b", h("b", 1)), summon("b", h("b", 5)), draw("a")]
    return [a, b], events


def test_a_discard_naming_a_card_not_in_the_hand_is_one_violation_and_no_other_card_is_discarded():
    # Was ccs.ability.choice and ccs.ability.target at 2 (b's first hand card discarded instead), and
    # ccs.summon.not-in-hand at 4.
    seats, events = _night_raid(["b", deck_id("b", 1)])     # b's deck top: drawn at 3
    result = verify(seats, events)
    assert rules_at(result) == [(2, "ccs.ability.target")]
    assert result.violations[0].message == (f"the log names Flame Lancer ({deck_id('b', 1)}) as the card b "
                                            "discarded, but it is not in their hand: no card is discarded for it")
    board = board_after(seats, events[:2])
    assert board.seat("b").discard == [] and len(board.seat("b").hand) == 5
    assert deck_id("b", 1) == board.seat("b").deck[0]


def test_a_discard_the_log_does_not_name_leaves_open_which_card_it_was():
    # Was ccs.summon.not-in-hand at 4: the engine assumed b discarded its first hand card.
    seats, events = _night_raid(["b"])
    result = verify(seats, events)
    assert rules_at(result) == [(2, "ccs.ability.choice")]
    assert result.violations[0].message == ("the log does not say which card b discarded: one of their hand cards "
                                            "is discarded, and later events show which")
    assert len(board_after(seats, events[:2]).seat("b").discard) == 1
    # b summons its last hand card, the one the engine had set aside: the discard was another card of that hand.
    board = board_after(seats, events)
    assert board.seat("b").battlefield == [h("b", 1), h("b", 5)]
    assert len(board.seat("b").discard) == 1 and board.seat("b").discard[0] in (h("b", 2), h("b", 3), h("b", 4))
    assert all(len(z) == 1 for z in zones_of(board).values())


def test_a_discard_named_in_the_hand_is_clean():
    seats, events = _night_raid(["b", h("b", 3)])
    assert rules_at(verify(seats, events)) == []
    assert board_after(seats, events).seat("b").discard == [h("b", 3)]


def test_in_a_paper_log_an_unnamed_discard_takes_a_hidden_card_not_one_the_log_named():
    a = paper(seat_in(RED_PURPLE, "a", hand=["Night Raid"]))
    b = paper(seat("b", deck=["War Cry"]))
    events = [draw("a", name="Ember Squire"), pass_("a"),
              draw("b", name="War Cry"), pass_("b"),                  # b's last hand card is named
              draw("a", name="Ember Squire"), play("a", h("a", 1), name="Night Raid", targets=["b"])]
    board = board_after([a, b], events)
    (gone,) = board.seat("b").discard
    assert board.cards[gone].name is None and deck_id("b", 1) in board.seat("b").hand


# -- 4. A chosen opponent who is no opponent: the discard named after it is part of that one fault (QA m3-v05) ----

def test_night_raid_aimed_at_its_own_player_is_one_violation():
    # Was a second ccs.ability.target: "the log names targets ['a.7'] that no ability of ... asks for".
    a = seat_in(RED_PURPLE, "a", hand=["Night Raid", "Ember Squire"])
    events = [draw("a"), play("a", h("a", 1), targets=["a", h("a", 2)]), draw("b")]
    result = verify([a, seat("b")], events)
    assert rules_at(result) == [(2, "ccs.ability.target")]
    assert result.violations[0].message == "'a' is not an opponent still in the game"
    assert h("a", 2) in board_after([a, seat("b")], events).seat("a").hand


# -- 5. A player leaving the game takes the cards on and under their battlers with them (QA m1, m5, x-m2) ------

def test_a_conceding_players_quest_and_toughness_cards_go_to_the_discard_pile():
    # Was the quest card and the Toughness card in no zone at all (QA m1 bob.8, x-m2 bob.16).
    b = seat_in(RED_GREEN, "b", hand=["Thornback Boar", "Ember Squire", "Stone Idol"])
    boar, under, idol = h("b", 1), h("b", 2), h("b", 3)
    events = [draw("a"), pass_("a"),
              draw("b"), summon("b", boar, under=under), pass_("b"),        # 3 - 3: 0, then a pass
              draw("a"), pass_("a"),
              draw("b"), quest("b", boar, idol), conceded("b")]
    seats = [seat("a"), b]
    assert rules_at(verify(seats, events)) == []
    board = board_after(seats, events)
    assert board.seat("b").eliminated and board.over
    assert {boar, under, idol} <= set(board.seat("b").discard)
    assert all(len(z) == 1 for z in zones_of(board).values())


def test_an_eliminated_players_pilot_goes_to_the_discard_pile_with_its_eva():
    # Was the pilot in no zone at all (QA x-m2 alice.9). Three players: the game goes on without b.
    b = seat_in(RED_PURPLE, "b", hand=["Eva Unit Beta", "Ace Pilot"])
    eva, pilot = h("b", 1), h("b", 2)
    events = [draw("a"), pass_("a"),
              draw("b"), summon("b", eva),                                  # 3 - 4: c's 1
              draw("c"), pass_("c"), draw("a"), pass_("a"),
              draw("b"), summon("b", pilot, mode="pilot", attach_to=eva),   # 3 - 1: 2
              conceded("b"), draw("c")]
    seats = [seat("a"), b, seat("c")]
    assert rules_at(verify(seats, events)) == []
    board = board_after(seats, events)
    assert board.seat("b").eliminated and not board.over
    assert {eva, pilot} <= set(board.seat("b").discard) and board.cards[eva].pilot is None
    assert all(len(z) == 1 for z in zones_of(board).values())


# -- 6. A paper log's draw named with a card the deck list has no copy of left (QA m3-paper-v01) ---------------

def test_a_drawn_card_named_wrongly_stays_hidden_and_a_later_event_names_it():
    # Was ccs.log.unknown-card at 2 too: the card had been tied to the wrong name.
    a = paper(seat("a", deck=["Ember Squire"]))
    events = [draw("a", card=deck_id("a", 1), name="Dawn Herald"),        # not in a's list
              summon("a", deck_id("a", 1), name="Ember Squire"), draw("b")]
    result = verify([a, paper(seat("b"))], events)
    assert rules_at(result) == [(1, "ccs.log.unknown-card")]
    assert board_after([a, paper(seat("b"))], events[:1]).cards[deck_id("a", 1)].name is None


# -- 7. The failed draw of a player who decks out, recorded (QA m5-v03) -----------------------------------------

SHORT = seat("a", size=11)  # 5 guardians, 5 cards in hand, one card to draw


def test_the_recorded_draw_that_failed_is_the_loss_itself():
    # Was ccs.game.over at 5.
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a")]
    result = verify([SHORT, seat("b")], events)
    assert rules_at(result) == [(0, "ccs.deck.min-size")]
    assert result.winner == "b"


def test_with_three_players_the_recorded_failed_draw_is_accepted_and_the_game_goes_on():
    # Was ccs.game.eliminated at 7.
    three = [SHORT, seat("b"), seat("c")]
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("c"), pass_("c"),
              draw("a"),                                  # a's failed draw: a is out, b's turn begins on 3
              draw("b"), pass_("b"), draw("c")]
    assert rules_at(verify(three, events)) == [(0, "ccs.deck.min-size")]
    board = board_after(three, events)
    assert board.seat("a").eliminated and board.active == "c"


def test_a_failed_draw_naming_a_card_is_flagged_and_one_after_it_is_game_over():
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a", card="a.3")]
    result = verify([SHORT, seat("b")], events)
    assert rules_at(result) == [(0, "ccs.deck.min-size"), (5, "ccs.log.unknown-card")]
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"), pass_("a")]
    assert rules_at(verify([SHORT, seat("b")], events)) == [(0, "ccs.deck.min-size"), (6, "ccs.game.over")]


# -- 8. An eliminated player acting is ccs.game.eliminated, whoever's turn it is (QA m7-v06, m4-v05) -----------
# QA m7-v06 has bob act *before* conceding (not-your-turn is right there); this is the case it meant. It passed
# before too: no change was needed.

def test_an_eliminated_player_acting_during_another_players_turn_is_game_eliminated():
    three = [seat(p, hand=["Ember Squire"]) for p in ("a", "b", "c")]
    events = [draw("a"), pass_("a"), draw("b"), conceded("b"), draw("c"), pass_("c"), draw("a"),
              summon("b", h("b", 1)), pass_("a"), draw("c")]
    assert rules_at(verify(three, events)) == [(8, "ccs.game.eliminated")]
