"""Chrono Clash: attacking and battles between battlers (manual v3.4, "Attacking",
"Attacking a Tapped Enemy Battler"). Guardian attacks are in test_ccs_guardians.py.
"""

from __future__ import annotations

from ccs import attack, board_after, draw, guardian_id, hand_id, pass_, reveal, rules_at, seat, summon, verify


# a's guardians are action cards, so b's attackers survive their guardian attacks.
A = seat("a", guardians=["War Cry", "War Cry", "War Cry", "Chrono Shift", "Chrono Shift"],
         hand=["Flame Lancer", "Ember Squire", "Blaze Captain", "Siege Breaker", "Ember Squire"])
B = seat("b", hand=["Cinder Hound", "Ember Squire", "Ember Squire", "Magma Brute"])
LANCER, SQUIRE, CAPTAIN, BREAKER = (hand_id("a", k) for k in range(1, 5))
HOUND, B_SQUIRE, B_SQUIRE2, BRUTE = (hand_id("b", k) for k in range(1, 5))

PRELUDE = [
    draw("a"), summon("a", LANCER),                            # turn 1: a 0 -> b's 3
    draw("b"), summon("b", HOUND), summon("b", B_SQUIRE), pass_("b"),   # b 3 -> 1 -> 0, passes
    draw("a"), summon("a", SQUIRE), pass_("a"),                # a 3 -> 2, passes
    draw("b"), attack("b", HOUND), reveal("a"),                # Hound (3) vs War Cry: survives, tapped
    attack("b", B_SQUIRE), reveal("a"),                        # Squire (2) vs War Cry: survives, tapped
    summon("b", B_SQUIRE2), pass_("b"),                        # an untapped Squire
    draw("a"),                                                 # a's turn 5 with 3 time
]
N = len(PRELUDE)


def test_prelude_is_legal_and_leaves_bs_attackers_tapped():
    assert verify([A, B], PRELUDE).clean
    board = board_after([A, B], PRELUDE)
    assert board.active == "a" and board.gauge == 3
    assert board.cards[HOUND].tapped and board.cards[B_SQUIRE].tapped
    assert not board.cards[B_SQUIRE2].tapped
    assert not board.cards[LANCER].tapped


def test_attacking_taps_the_attacker():
    board = board_after([A, B], PRELUDE + [attack("a", LANCER, battler=HOUND)])
    assert board.cards[LANCER].tapped


def test_stronger_attacker_destroys_the_tapped_enemy_battler():
    events = PRELUDE + [attack("a", LANCER, battler=HOUND)]        # 5 vs 3
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert HOUND in board.seat("b").discard
    assert LANCER in board.seat("a").battlefield


def test_weaker_attacker_is_destroyed():
    events = PRELUDE + [attack("a", SQUIRE, battler=HOUND)]        # 2 vs 3
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert SQUIRE in board.seat("a").discard
    assert HOUND in board.seat("b").battlefield


def test_tie_destroys_both_battlers():
    events = PRELUDE + [attack("a", SQUIRE, battler=B_SQUIRE)]     # 2 vs 2
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert SQUIRE in board.seat("a").discard
    assert B_SQUIRE in board.seat("b").discard


def test_attacking_an_untapped_enemy_battler_is_flagged():
    events = PRELUDE + [attack("a", LANCER, battler=B_SQUIRE2)]
    assert rules_at(verify([A, B], events)) == [(N + 1, "ccs.attack.target-untapped")]


def test_attacking_your_own_battler_is_flagged():
    events = PRELUDE + [attack("a", LANCER, battler=SQUIRE)]
    assert rules_at(verify([A, B], events)) == [(N + 1, "ccs.attack.target-not-enemy")]
    assert board_after([A, B], events).cards[SQUIRE].zone == "battlefield"


def test_attacking_your_own_guardian_stack_is_flagged():
    events = PRELUDE + [attack("a", LANCER, defender="a")]
    assert rules_at(verify([A, B], events)) == [(N + 1, "ccs.attack.target-not-enemy")]


def test_attacking_with_an_opponents_battler_is_flagged():
    events = PRELUDE + [attack("a", B_SQUIRE2, battler=HOUND)]
    assert rules_at(verify([A, B], events)) == [(N + 1, "ccs.attack.not-your-battler")]


def test_attacking_with_a_card_in_hand_is_flagged():
    events = PRELUDE + [attack("a", BREAKER)]
    assert rules_at(verify([A, B], events)) == [(N + 1, "ccs.attack.not-your-battler")]


def test_attacking_with_a_battler_summoned_this_turn_is_flagged():
    events = PRELUDE + [summon("a", CAPTAIN), attack("a", CAPTAIN, battler=HOUND)]
    assert rules_at(verify([A, B], events)) == [(N + 2, "ccs.attack.summoned-this-turn")]


def test_battler_summoned_last_turn_can_attack():
    events = PRELUDE + [attack("a", SQUIRE, battler=B_SQUIRE)]     # Squire was summoned on turn 3
    assert verify([A, B], events).clean


def test_attacking_with_a_tapped_battler_is_flagged():
    events = PRELUDE + [attack("a", LANCER, battler=HOUND), attack("a", LANCER, battler=B_SQUIRE)]
    assert rules_at(verify([A, B], events)) == [(N + 2, "ccs.attack.tapped")]


def test_attack_trigger_resolves_before_the_attack():
    # Siege Breaker: attack, a chosen opponent discards the top card of their guardian stack.
    events = [draw("a"), summon("a", BREAKER), draw("b"), pass_("b"), draw("a"),
              attack("a", BREAKER, targets=["b"]),
              reveal("b", guardian_id("b", 2))]        # the top guardian is now the second one
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.seat("b").discard == [guardian_id("b", 1), guardian_id("b", 2)]
    assert len(board.seat("b").guardians) == 3
    assert BREAKER in board.seat("a").battlefield      # 4 vs the second guardian, an Ember Squire (2)
