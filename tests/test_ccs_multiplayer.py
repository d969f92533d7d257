"""Chrono Clash: 3 and 4 players (manual v3.4, "Multiplayer", "The Path to Victory").

The counter goes to the player on your left (the next seat) on the number where your
turn finished, or on 3 if you passed; eliminated players are skipped; the last player
standing wins.
"""

from __future__ import annotations

from ccs import attack, board_after, conceded, draw, hand_id, pass_, reveal, rules_at, seat, summon, verify


HAND = ["Flame Lancer", "Inferno Drake", "Ember Squire", "Cinder Hound"]


def seats(*pids, **kw):
    return [seat(p, hand=HAND, **kw.get(p, {})) for p in pids]


def h(pid, k):
    return hand_id(pid, k)


# -- turn order and the counter ------------------------------------------------------

def test_three_players_the_counter_goes_left_on_the_number_where_the_turn_finished():
    three = seats("a", "b", "c")
    events = [draw("a"), summon("a", h("a", 1)),       # a: 0 - 3 -> b starts on 3
              draw("b"), summon("b", h("b", 2), targets=[h("a", 1)])]  # b: 3 - 5 -> c starts on 2
    board = board_after(three, events + [draw("c")])
    assert board.active == "c" and board.gauge == 2
    events += [draw("c"), pass_("c"), draw("a")]       # c passes: a starts on 3
    assert verify(three, events).clean
    board = board_after(three, events)
    assert board.active == "a" and board.gauge == 3


def test_three_players_the_next_player_after_the_first_is_the_second_seat():
    three = seats("a", "b", "c")
    board = board_after(three, [draw("a"), pass_("a"), draw("b")])
    assert board.active == "b" and board.gauge == 3
    result = verify(three, [draw("a"), pass_("a"), draw("c")])
    assert rules_at(result) == [(3, "ccs.turn.order-multiplayer")]


def test_seat_numbers_give_the_turn_order():
    players = [seat("a", seat=1), seat("b", seat=3), seat("c", seat=2)]
    board = board_after(players, [draw("a"), pass_("a"), draw("c")])
    assert board.active == "c"
    assert verify(players, [draw("a"), pass_("a"), draw("c"), pass_("c"), draw("b")]).clean


def test_four_players_take_turns_in_seat_order_and_come_back_to_the_first():
    four = seats("a", "b", "c", "d")
    events = [draw("a"), summon("a", h("a", 3)),       # a: 0 - 1 -> b on 1
              draw("b"), summon("b", h("b", 4)),       # b: 1 - 2 -> c on 1
              draw("c"), pass_("c"),                   # d on 3
              draw("d"), summon("d", h("d", 1)),       # d: 3 - 3 = 0, still d's turn
              summon("d", h("d", 3)),                  # d: 0 - 1 -> a on 1
              draw("a")]
    assert verify(four, events).clean
    board = board_after(four, events)
    assert board.active == "a" and board.gauge == 1
    assert [len(board.seat(p).battlefield) for p in "abcd"] == [1, 1, 0, 2]


# -- elimination and the last player standing --------------------------------------------

def test_player_who_cannot_draw_is_eliminated_and_skipped():
    # Reading (the manual does not say): the counter the eliminated player would have started
    # with goes on to the next player still in the game (here c passed, so b starts on 3).
    three = seats("a", "b", "c", a={"size": 12})        # a has two cards to draw
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("c"), pass_("c"),
              draw("a"), pass_("a"), draw("b"), pass_("b"), draw("c"), pass_("c")]   # a's deck is empty
    board = board_after(three, events)
    assert board.seat("a").eliminated and not board.over
    assert board.active == "b" and board.gauge == 3
    events += [draw("b"), pass_("b"), draw("c"), pass_("c"), draw("b")]              # c -> b: a is skipped
    result = verify(three, events)
    assert rules_at(result) == [(0, "ccs.deck.min-size")]
    assert board_after(three, events).active == "b"


def test_eliminated_player_acting_is_flagged():
    three = seats("a", "b", "c", a={"size": 11})
    # a's draw at 7 records the draw that failed and eliminated a (the loss itself: accepted); a acts after it.
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("c"), pass_("c"),
              draw("a"), pass_("a")]
    assert rules_at(verify(three, events)) == [(0, "ccs.deck.min-size"), (8, "ccs.game.eliminated")]


def test_last_player_standing_wins_a_multiplayer_game():
    three = seats("a", "b", "c", a={"size": 11})
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("c"), pass_("c"),   # a is eliminated
              draw("b"), pass_("b"), draw("c"), conceded("c")]
    result = verify(three, events)
    assert result.winner == "b"
    assert rules_at(result) == [(0, "ccs.deck.min-size")]


def test_player_attacked_with_no_guardians_is_eliminated_and_the_game_goes_on():
    # Inferno Drake (+2) strips 3 of c's guardians, Flame Lancer (+1) the last 2; the next attack eliminates c.
    three = seats("a", "b", "c")
    drake, lancer = h("a", 2), h("a", 1)
    events = [draw("a"), summon("a", drake),                                # b gets 5
              draw("b"), pass_("b"), draw("c"), pass_("c"),
              draw("a"), summon("a", lancer),                               # 3 - 3 = 0
              attack("a", drake, defender="c"), reveal("c"), reveal("c"), reveal("c"), pass_("a"),
              draw("b"), pass_("b"), draw("c"), pass_("c"),
              draw("a"), attack("a", lancer, defender="c"), reveal("c"), reveal("c"),
              attack("a", drake, defender="c")]
    assert verify(three, events).clean
    board = board_after(three, events)
    assert board.seat("c").eliminated and not board.over
    assert board.seat("c").battlefield == []
    events += [pass_("a"), draw("b"), pass_("b"), draw("a")]                # b -> a: c is skipped
    assert verify(three, events).clean
    assert board_after(three, events).active == "a"


def test_attacking_an_eliminated_player_is_flagged():
    three = seats("a", "b", "c", c={"size": 11})
    events = [draw("a"), summon("a", h("a", 3)),                            # b on 1
              draw("b"), pass_("b"), draw("c"), pass_("c"),                 # c's deck is now empty
              draw("a"), pass_("a"), draw("b"), pass_("b"),                 # c is eliminated; a is next
              draw("a"), attack("a", h("a", 3), defender="c")]
    assert rules_at(verify(three, events)) == [(0, "ccs.deck.min-size"), (12, "ccs.attack.target-not-enemy")]


def test_attack_on_a_guardian_stack_must_name_the_defender_with_several_opponents():
    three = seats("a", "b", "c")
    events = [draw("a"), summon("a", h("a", 3)), draw("b"), pass_("b"), draw("c"), pass_("c"),
              draw("a"), attack("a", h("a", 3))]
    assert rules_at(verify(three, events)) == [(8, "ccs.attack.target-not-enemy")]


def test_four_players_the_last_one_standing_wins():
    four = seats("a", "b", "c", "d")
    events = [draw("a"), conceded("a"), draw("b"), conceded("b"), draw("c")]
    board = board_after(four, events)
    assert not board.over and board.active == "c"
    events += [conceded("c")]
    result = verify(four, events)
    assert result.clean and result.winner == "d"


def test_conceding_on_your_turn_gives_the_next_player_three():
    # The manual has no concession; this is the log format's Conceded event. Reading chosen
    # by the engine: the player leaves like a pass, so the next player starts on 3.
    three = seats("a", "b", "c")
    events = [draw("a"), summon("a", h("a", 3)), draw("b"), conceded("b"), draw("c")]
    assert verify(three, events).clean
    board = board_after(three, events)
    assert board.active == "c" and board.gauge == 3 and board.seat("b").eliminated
