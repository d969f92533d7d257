"""Chrono Clash: attacking the guardian stack (manual v3.4, "Attacking the Guardian Stack",
"+1 Guardian Attack", "The Path to Victory").

An attack on guardians is resolved by one GuardianRevealed event (by the defender)
per guardian fought. Attacking a questing battler's guardian is in test_ccs_quests.py.
"""

from __future__ import annotations

from ccs import attack, board_after, deck_id, draw, guardian_id, hand_id, pass_, reveal, rules_at, seat, summon, verify


A = seat("a", hand=["Flame Lancer", "Cinder Hound", "Inferno Drake", "Ember Squire", "Magma Brute"])
LANCER, HOUND, DRAKE, SQUIRE, BRUTE = (hand_id("a", k) for k in range(1, 6))
PLAIN = ["Ember Squire", "Ember Squire", "Ember Squire", "Cinder Hound", "Cinder Hound"]  # strength 2, 2, 2, 3, 3


def b_seat(*guardians):
    names = list(guardians) + PLAIN[len(guardians):]
    return seat("b", guardians=names, hand=["Tidal Recall"] * 3, deck=["Chrono Shift"] * 3)


def g(k):
    return guardian_id("b", k)


def opening(battler):
    """a summons ``battler`` on turn 1, b passes, a starts turn 3 with 3 time."""
    return [draw("a"), summon("a", battler), draw("b"), pass_("b"), draw("a")]


# -- one guardian ---------------------------------------------------------------

def test_guardian_stronger_than_the_attacker_destroys_it_and_is_discarded():
    B = b_seat("Magma Brute")                                      # 6
    events = opening(HOUND) + [attack("a", HOUND), reveal("b", g(1))]   # Hound 3
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert HOUND in board.seat("a").discard
    assert board.seat("b").discard == [g(1)]
    assert len(board.seat("b").guardians) == 4
    assert board.attack is None


def test_guardian_of_equal_strength_destroys_the_attacker():
    B = b_seat("Cinder Hound")
    events = opening(HOUND) + [attack("a", HOUND), reveal("b", g(1))]   # 3 vs 3
    board = board_after([A, B], events)
    assert HOUND in board.seat("a").discard
    assert g(1) in board.seat("b").discard


def test_weaker_guardian_leaves_the_attacker_in_play_and_is_discarded():
    B = b_seat("Ember Squire")
    events = opening(HOUND) + [attack("a", HOUND), reveal("b", g(1))]   # 3 vs 2
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert HOUND in board.seat("a").battlefield
    assert board.seat("b").discard == [g(1)] and len(board.seat("b").guardians) == 4


def test_action_card_guardian_has_no_effect_and_is_discarded():
    B = b_seat("War Cry")
    events = opening(SQUIRE) + [attack("a", SQUIRE), reveal("b", g(1))]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert SQUIRE in board.seat("a").battlefield
    assert board.seat("b").discard == [g(1)]


def test_guardian_battlers_own_ability_icons_are_ignored():
    # Ashen Berserker has strength 2 and Last Stand +3; as a guardian its icons do nothing:
    # it fights with 2, so the Hound (3) survives.
    B = b_seat("Ashen Berserker")
    events = opening(HOUND) + [attack("a", HOUND), reveal("b", g(1))]
    assert verify([A, B], events).clean
    assert HOUND in board_after([A, B], events).seat("a").battlefield


def test_guardian_ability_resolves_when_the_defender_chooses_to():
    B = b_seat("Tide Scholar")                                     # guardian: draw 1
    events = opening(HOUND) + [attack("a", HOUND), reveal("b", g(1), resolve=True)]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert deck_id("b", 2) in board.seat("b").hand                 # b drew on turn 2, then drew again


def test_guardian_ability_may_be_ignored():
    B = b_seat("Tide Scholar")
    events = opening(HOUND) + [attack("a", HOUND), reveal("b", g(1), resolve=False)]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert deck_id("b", 2) not in board.seat("b").hand


def test_resolving_a_guardian_ability_the_card_does_not_have_is_a_note():
    # QA15 #7: was ccs.guardian.no-ability. "If it has a guardian ability, your opponent has the option to resolve
    # it": this one has none, nothing is resolved, a note says so.
    B = b_seat("Ember Squire")
    events = opening(HOUND) + [attack("a", HOUND), reveal("b", g(1), resolve=True)]
    result = verify([A, B], events)
    assert rules_at(result) == []
    assert any("has no guardian ability to resolve: nothing happens" in n for n in result.notes)


def test_destroyed_trigger_of_a_guardian_resolves_when_the_guardian_loses():
    B = b_seat("Hollow Guard")                                     # 3; guardian, destroyed: draw 1
    events = opening(LANCER) + [attack("a", LANCER), reveal("b", g(1), resolve=True)]
    board = board_after([A, B], events)
    assert deck_id("b", 2) in board.seat("b").hand


def test_destroyed_trigger_of_a_guardian_does_not_resolve_when_the_guardian_wins():
    B = b_seat("Hollow Guard")
    events = opening(SQUIRE) + [attack("a", SQUIRE), reveal("b", g(1), resolve=True)]   # 2 vs 3
    board = board_after([A, B], events)
    assert SQUIRE in board.seat("a").discard
    assert deck_id("b", 2) not in board.seat("b").hand


# -- +N Guardian Attack -----------------------------------------------------------

def test_guardian_attack_plus_one_fights_two_guardians():
    # Reading: each guardian is discarded once its own fight is over ("Now that the battle is
    # over, the guardian is discarded"), before the next guardian is revealed.
    B = b_seat()
    events = opening(LANCER) + [attack("a", LANCER), reveal("b", g(1))]
    mid = board_after([A, B], events)
    assert mid.attack is not None and mid.attack.remaining == 1
    events.append(reveal("b", g(2)))
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.attack is None
    assert board.seat("b").discard == [g(1), g(2)]
    assert LANCER in board.seat("a").battlefield


def test_guardian_attack_plus_two_fights_three_guardians():
    B = b_seat()
    events = [draw("a"), summon("a", DRAKE), draw("b"), pass_("b"), draw("a"),
              attack("a", DRAKE), reveal("b", g(1)), reveal("b", g(2)), reveal("b", g(3))]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.attack is None and len(board.seat("b").guardians) == 2


def test_revealing_a_third_guardian_for_a_plus_one_attacker_is_flagged():
    B = b_seat()
    events = opening(LANCER) + [attack("a", LANCER), reveal("b", g(1)), reveal("b", g(2)), reveal("b", g(3))]
    assert rules_at(verify([A, B], events)) == [(9, "ccs.guardian.unexpected")]
    assert len(board_after([A, B], events).seat("b").guardians) == 3


def test_guardian_attack_stops_when_the_attacker_is_destroyed():
    B = b_seat("Magma Brute")                                      # 6 vs Lancer's 5
    events = opening(LANCER) + [attack("a", LANCER), reveal("b", g(1))]
    board = board_after([A, B], events)
    assert board.attack is None
    assert LANCER in board.seat("a").discard
    assert len(board.seat("b").guardians) == 4
    events.append(reveal("b", g(2)))
    assert rules_at(verify([A, B], events)) == [(8, "ccs.guardian.attacker-destroyed")]


def test_guardian_attack_stops_when_a_guardian_time_gain_ends_the_attackers_turn():
    # a has 3, summons a Cinder Hound (2) -> 1 left, then the Lancer (+1) attacks.
    # Wave Sentinel (4): guardian, gain 2 time -> the counter goes to b's 1: a's turn is over,
    # the attack stops after this guardian (the Lancer survives it: 5 > 4).
    B = b_seat("Wave Sentinel")
    events = opening(LANCER) + [summon("a", HOUND), attack("a", LANCER), reveal("b", g(1), resolve=True)]
    board = board_after([A, B], events)
    assert board.attack is None
    assert LANCER in board.seat("a").battlefield
    assert len(board.seat("b").guardians) == 4
    events.append(draw("b"))
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.active == "b" and board.gauge == 1


def test_guardian_time_gain_that_leaves_the_turn_running_does_not_stop_the_attack():
    B = b_seat("Wave Sentinel")                                    # a has 3: 3 - 2 = 1, still a's turn
    events = opening(LANCER) + [attack("a", LANCER), reveal("b", g(1), resolve=True), reveal("b", g(2))]
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.attack is None and len(board.seat("b").guardians) == 3
    assert board.active == "a" and board.gauge == 1


def test_guardian_attack_ends_when_the_stack_runs_out_without_eliminating():
    B = b_seat()
    events = [draw("a"), summon("a", DRAKE), draw("b"), pass_("b"),          # a: Drake (+2); b: 5 -> a 3
              draw("a"), summon("a", LANCER),                                  # 3 -> 0
              attack("a", DRAKE), reveal("b", g(1)), reveal("b", g(2)), reveal("b", g(3)),
              pass_("a"), draw("b"), pass_("b"), draw("a"),
              attack("a", DRAKE), reveal("b", g(4)), reveal("b", g(5))]      # 2 left, 3 attacks
    assert verify([A, B], events).clean
    board = board_after([A, B], events)
    assert board.seat("b").guardians == [] and board.attack is None
    assert not board.seat("b").eliminated and not board.over


def test_attacking_a_player_with_no_guardians_left_eliminates_them():
    B = b_seat()
    events = [draw("a"), summon("a", DRAKE), draw("b"), pass_("b"),
              draw("a"), summon("a", LANCER),
              attack("a", DRAKE), reveal("b", g(1)), reveal("b", g(2)), reveal("b", g(3)),
              pass_("a"), draw("b"), pass_("b"), draw("a"),
              attack("a", DRAKE), reveal("b", g(4)), reveal("b", g(5)),
              attack("a", LANCER, defender="b")]
    result = verify([A, B], events)
    assert result.clean
    assert result.winner == "a"
    board = board_after([A, B], events)
    assert board.seat("b").eliminated and board.over


# -- order of events -----------------------------------------------------------------

def test_revealing_a_guardian_other_than_the_top_one_is_flagged():
    B = b_seat()
    events = opening(HOUND) + [attack("a", HOUND), reveal("b", g(2))]
    assert rules_at(verify([A, B], events)) == [(7, "ccs.guardian.not-top")]


def test_revealing_a_guardian_with_no_attack_under_way_is_flagged():
    B = b_seat()
    events = opening(HOUND) + [reveal("b", g(1))]
    assert rules_at(verify([A, B], events)) == [(6, "ccs.guardian.unexpected")]
    # The attack the log left out, taken as the Hound's (a's one battler that could attack): the guardian revealed is
    # discarded, as after that attack (docs/chrono-clash-icons.md, Readings: "An attack the log left out").
    assert len(board_after([A, B], events).seat("b").guardians) == 4


def test_revealing_a_guardian_for_the_wrong_player_is_flagged():
    B = b_seat()
    events = opening(HOUND) + [attack("a", HOUND), reveal("a", guardian_id("a", 1))]
    assert (7, "ccs.guardian.unexpected") in rules_at(verify([A, B], events))


def test_acting_while_guardians_are_still_to_be_revealed_is_flagged():
    B = b_seat()
    events = opening(LANCER) + [attack("a", LANCER), reveal("b", g(1)), summon("a", SQUIRE)]
    assert rules_at(verify([A, B], events)) == [(8, "ccs.attack.unfinished")]


def test_passing_while_guardians_are_still_to_be_revealed_is_flagged():
    B = b_seat()
    events = opening(HOUND) + [attack("a", HOUND), pass_("a")]
    assert rules_at(verify([A, B], events)) == [(7, "ccs.attack.unfinished")]
