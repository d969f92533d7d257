"""Chrono Clash: quests and tap abilities (manual v3.4, "Questing", "Activating Tap
Abilities", "Your Turn"). The manual's questing example is in test_ccs_examples.py.
"""

from __future__ import annotations

from ccs import attack, board_after, deck_id, draw, hand_id, pass_, play, quest, reveal, rules_at, seat, summon, tap, verify


# -- quests -------------------------------------------------------------------------

A = seat("a", hand=["Ember Squire", "Ember Squire", "Ember Squire", "War Cry", "Chrono Shift"],
         deck=["Fireball", "Fireball", "Fireball", "Stormwatch Giant"])
S1, S2, S3, WAR_CRY, SHIFT = (hand_id("a", k) for k in range(1, 6))
D1, D2, D3, D4 = (deck_id("a", k) for k in range(1, 5))
B = seat("b", hand=["Cinder Hound", "Ember Squire", "Fireball", "Tidal Recall", "Flame Lancer"])
HOUND, B_SQUIRE, B_FIREBALL, B_RECALL, B_LANCER = (hand_id("b", k) for k in range(1, 6))

# Turn 1 a summons a Squire; turn 3 a sends it on a quest with War Cry, then passes.
QUESTING = [draw("a"), summon("a", S1), draw("b"), pass_("b"),
            draw("a"), quest("a", S1, WAR_CRY), pass_("a")]


def test_quest_taps_the_battler_and_puts_a_hand_card_face_down_on_it():
    assert verify([A, B], QUESTING).clean
    board = board_after([A, B], QUESTING[:6])
    assert board.cards[S1].tapped
    assert board.cards[S1].quest == (WAR_CRY,)
    assert WAR_CRY not in board.seat("a").hand


def test_quest_scores_at_the_start_of_the_owners_turn_not_the_opponents():
    board = board_after([A, B], QUESTING + [draw("b")])
    assert board.cards[S1].quest == (WAR_CRY,) and board.seat("a").quest_points == 0
    board = board_after([A, B], QUESTING + [draw("b"), pass_("b"), draw("a")])
    assert board.seat("a").quest_points == 1
    assert board.cards[S1].quest == () and WAR_CRY in board.seat("a").discard
    assert not board.cards[S1].tapped                      # untapped at the start of the turn


def test_five_quest_points_win_the_game():
    events = [
        draw("a"), summon("a", S1), draw("b"), pass_("b"),                          # 1-4
        draw("a"), summon("a", S2), summon("a", S3), quest("a", S1, WAR_CRY),      # 5-8: 3 -> 1
        pass_("a"), draw("b"), pass_("b"),                                          # 9-11: a scores 1
        draw("a"), quest("a", S1, SHIFT), quest("a", S2, D1), quest("a", S3, D2),  # 12-15
        pass_("a"), draw("b"), pass_("b"),                                          # 16-18: a scores 3 -> 4
    ]
    board = board_after([A, B], events)
    assert board.seat("a").quest_points == 4 and not board.over
    events += [draw("a"), quest("a", S1, D3), pass_("a"), draw("b"), pass_("b")]  # 19-23: 5
    result = verify([A, B], events)
    assert result.clean
    assert result.winner == "a"
    board = board_after([A, B], events)
    assert board.over and board.seat("a").quest_points == 5
    # The winner's draw of the turn won at its start changes nothing (a note, qa37d); an act after it is after the end.
    result = verify([A, B], events + [draw("a")])
    assert result.clean and result.winner == "a"
    result = verify([A, B], events + [draw("a"), quest("a", S2, D3)])
    assert rules_at(result) == [(25, "ccs.game.over")]


def test_quest_with_a_battler_summoned_this_turn_is_flagged():
    events = [draw("a"), summon("a", S1), quest("a", S1, WAR_CRY)]
    # (the summon also ended a's turn on the gauge: the quest after it is that one fault, the turn over, and no
    # more; qa34c 2: one act, one violation)
    assert rules_at(verify([A, B], events)) == [(3, "ccs.gauge.turn-over")]
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"),
              summon("a", S1), quest("a", S1, WAR_CRY)]
    assert rules_at(verify([A, B], events)) == [(7, "ccs.quest.summoned-this-turn")]


def test_quest_with_a_tapped_battler_is_flagged():
    events = QUESTING[:6] + [quest("a", S1, SHIFT)]
    assert rules_at(verify([A, B], events)) == [(7, "ccs.quest.tapped")]


def test_quest_with_a_card_not_in_hand_is_flagged():
    events = QUESTING[:5] + [quest("a", S1, D3)]
    assert rules_at(verify([A, B], events)) == [(6, "ccs.quest.card-not-in-hand")]
    # The quest stood at the table: the card is placed as recorded (so the quest can complete), and flagged.
    assert board_after([A, B], events).cards[S1].quest == (D3,)


def test_quest_with_an_opponents_battler_is_flagged():
    events = [draw("a"), pass_("a"), draw("b"), summon("b", HOUND), pass_("b"), draw("a"),
              quest("a", HOUND, WAR_CRY)]
    assert rules_at(verify([A, B], events)) == [(7, "ccs.quest.not-your-battler")]


# b: turn 2 summons a Hound and a Squire; a: turn 3 summons S1; turn 5 S1 quests with War Cry.
B_READY = [draw("a"), pass_("a"),
           draw("b"), summon("b", HOUND), summon("b", B_SQUIRE), pass_("b"),          # 3 -> 1 -> 0
           draw("a"), summon("a", S1), pass_("a"),
           draw("b"), pass_("b"),
           draw("a"), quest("a", S1, WAR_CRY), pass_("a"),
           draw("b")]
N = len(B_READY)


def test_attacking_a_questing_battler_fights_its_quest_card_as_a_guardian():
    events = B_READY + [attack("b", HOUND, battler=S1), reveal("a", WAR_CRY)]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.cards[S1].zone == "battlefield" and board.cards[S1].quest == ()
    assert WAR_CRY in board.seat("a").discard
    assert HOUND in board.seat("b").battlefield                 # an action guardian: no effect
    assert len(board.seat("a").guardians) == 5                  # the guardian stack is untouched
    board = board_after([A, B], events + [pass_("b"), draw("a")])
    assert board.seat("a").quest_points == 0                    # the quest failed


def test_questing_battlers_guardian_can_destroy_the_attacker():
    # Stormwatch Giant (6) drawn as D4 on turn 9 is sent as the quest card.
    events = [draw("a"), pass_("a"), draw("b"), summon("b", HOUND), summon("b", B_SQUIRE), pass_("b"),
              draw("a"), summon("a", S1), pass_("a"), draw("b"), pass_("b"),
              draw("a"), pass_("a"), draw("b"), pass_("b"),
              draw("a"), quest("a", S1, D4), pass_("a"), draw("b"),
              attack("b", HOUND, battler=S1), reveal("a", D4)]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert HOUND in board.seat("b").discard
    assert D4 in board.seat("a").discard and board.cards[S1].quest == ()


def test_questing_battler_can_be_attacked_as_normal_once_its_quest_card_is_gone():
    events = B_READY + [attack("b", HOUND, battler=S1), reveal("a", WAR_CRY),
                        attack("b", B_SQUIRE, battler=S1)]               # 2 vs 2, S1 is tapped
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert S1 in board.seat("a").discard and B_SQUIRE in board.seat("b").discard


def test_destroying_a_questing_battler_discards_its_quest_card():
    events = B_READY + [play("b", B_FIREBALL, targets=[S1])]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert {S1, WAR_CRY} <= set(board.seat("a").discard)


def test_returning_a_questing_battler_to_hand_returns_its_quest_card_too():
    events = B_READY + [play("b", B_RECALL, targets=[S1])]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert {S1, WAR_CRY} <= set(board.seat("a").hand)
    board = board_after([A, B], events + [pass_("b"), draw("a")])
    assert board.seat("a").quest_points == 0


# -- tap abilities ----------------------------------------------------------------

# Harbor Sentry (2, strength 1): tap, tap a chosen battler; gains 1 time when tapped for it.
TA = seat("a", hand=["Flame Lancer", "Harbor Sentry", "Deep Oracle", "Ember Squire"])
LANCER, SENTRY, ORACLE, T_SQUIRE = (hand_id("a", k) for k in range(1, 5))
TB = seat("b", hand=["Cinder Hound"])
T_HOUND = hand_id("b", 1)
TAP_READY = [draw("a"), summon("a", LANCER),                    # 0 -> b's 3
             draw("b"), summon("b", T_HOUND), pass_("b"),        # 3 -> 1
             draw("a"), summon("a", SENTRY), pass_("a"),         # 3 -> 1
             draw("b"), pass_("b"), draw("a")]                   # a: 3
M = len(TAP_READY)


def test_tap_ability_taps_a_chosen_battler_and_gains_time():
    events = TAP_READY + [tap("a", SENTRY, targets=[T_HOUND])]
    assert verify([TA, TB], events).clean
    board = board_after([TA, TB], events)
    assert board.cards[SENTRY].tapped and board.cards[T_HOUND].tapped
    assert board.gauge == 4


def test_battler_tapped_by_a_tap_ability_can_be_attacked():
    events = TAP_READY + [tap("a", SENTRY, targets=[T_HOUND]), attack("a", LANCER, battler=T_HOUND)]
    assert verify([TA, TB], events).clean
    assert T_HOUND in board_after([TA, TB], events).seat("b").discard


def test_battler_that_used_its_tap_ability_cannot_attack():
    events = TAP_READY + [tap("a", SENTRY, targets=[T_HOUND]), attack("a", SENTRY, defender="b")]
    assert rules_at(verify([TA, TB], events)) == [(M + 2, "ccs.attack.tapped")]


def test_tap_ability_that_draws_a_card():
    events = [draw("a"), summon("a", ORACLE), draw("b"), pass_("b"), draw("a"), tap("a", ORACLE)]
    assert verify([TA, TB], events).clean
    board = board_after([TA, TB], events)
    assert deck_id("a", 2) in board.seat("a").hand and board.cards[ORACLE].tapped


def test_tap_ability_of_a_battler_summoned_this_turn_is_flagged():
    events = TAP_READY[:7] + [tap("a", SENTRY, targets=[T_HOUND])]
    assert rules_at(verify([TA, TB], events)) == [(8, "ccs.tap.summoned-this-turn")]


def test_tap_ability_of_a_battler_without_one_is_flagged():
    events = TAP_READY + [tap("a", LANCER)]
    assert rules_at(verify([TA, TB], events)) == [(M + 1, "ccs.tap.no-tap-ability")]


def test_tap_ability_of_a_tapped_battler_is_flagged():
    events = TAP_READY + [tap("a", SENTRY, targets=[T_HOUND]), tap("a", SENTRY, targets=[LANCER])]
    assert rules_at(verify([TA, TB], events)) == [(M + 2, "ccs.tap.tapped")]


def test_tap_ability_targeting_a_tapped_battler_is_flagged():
    events = TAP_READY + [attack("a", LANCER), reveal("b"), reveal("b"),   # the Lancer is now tapped
                          tap("a", SENTRY, targets=[LANCER])]
    assert rules_at(verify([TA, TB], events)) == [(M + 4, "ccs.tap.target-tapped")]


def test_tap_ability_of_an_opponents_battler_is_flagged():
    events = TAP_READY + [tap("a", T_HOUND)]
    assert rules_at(verify([TA, TB], events)) == [(M + 1, "ccs.tap.not-your-battler")]
