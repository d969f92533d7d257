"""Chrono Clash: targets, triggers, modifiers, effects and the all-or-nothing rule (manual
v3.4, "Resolving Abilities", "The Ability Icons": Targets, Triggers, Actions, Modifiers, Effects).

Icons covered elsewhere: tap-target and the tap trigger (test_ccs_quests.py), the guardian
trigger (test_ccs_guardians.py), all-battlers + max-strength on Meteor Storm and draw-extra
on Gatekeeper (test_ccs_summon.py), the attack trigger with chosen-opponent + guardians(-1)
on Siege Breaker (test_ccs_attack.py).
"""

from __future__ import annotations

from collections import Counter

from ccs import attack, board_after, deck_id, draw, guardian_id, hand_id, pass_, play, quest, resolved, reveal, rules_at, seat, summon, verify
from projections.chrono_clash import abilities as ab
from projections.chrono_clash import starter_pool


def seat_in(colors, pid, guardians=(), hand=(), deck=(), **kw):
    """A legal 50-card seat of two colours: the named cards, then plain cards (fewest abilities first)."""
    named = Counter([*guardians, *hand, *deck])
    cards = sorted((c for c in starter_pool() if not c.extra and c.colors[0] in colors),
                   key=lambda c: len(c.abilities))
    spare = iter([c.name for c in cards for _ in range(3 - named[c.name])])
    g = list(guardians) + [next(spare) for _ in range(5 - len(guardians))]
    h = list(hand) + [next(spare) for _ in range(5 - len(hand))]
    d = list(deck) + [next(spare) for _ in range(40 - len(deck))]
    return seat(pid, guardians=g, hand=h, deck=d, **kw)


def h(pid, k):
    return hand_id(pid, k)


RED_GREEN, RED_YELLOW, RED_PURPLE = ("red", "green"), ("red", "yellow"), ("red", "purple")
TO_A3 = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a")]      # a's turn 3 with 3 time


# -- targets and target modifiers ------------------------------------------------------

def test_chosen_battler_with_max_strength_destroys_it():
    a = seat("a", hand=["Fireball"])
    b = seat("b", hand=["Cinder Hound"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)])]
    assert verify([a, b], events).clean
    assert h("b", 1) in board_after([a, b], events).seat("b").discard


def test_chosen_battler_stronger_than_max_strength_is_flagged_and_nothing_happens():
    a = seat("a", hand=["Fireball"])
    b = seat("b", hand=["Flame Lancer"])                                   # strength 5 > 4
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)])]
    assert rules_at(verify([a, b], events)) == [(7, "ccs.ability.target-condition")]
    board = board_after([a, b], events)
    assert h("b", 1) in board.seat("b").battlefield and h("a", 1) in board.seat("a").discard


def test_chosen_battler_must_be_in_play():
    a = seat("a", hand=["War Cry"])
    events = TO_A3 + [play("a", h("a", 1), targets=[h("b", 1)])]           # a card in b's hand
    assert rules_at(verify([a, seat("b")], events)) == [(6, "ccs.ability.target")]


def test_more_targets_than_the_icons_ask_for_are_flagged():
    a = seat("a", hand=["War Cry", "Ember Squire", "Cinder Hound"])
    events = [draw("a"), summon("a", h("a", 2)), draw("b"), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("a", 2), h("a", 2)])]
    assert rules_at(verify([a, seat("b")], events)) == [(6, "ccs.ability.target")]


def test_max_cost_filter_returns_a_cheap_battler_to_its_owners_hand():
    # Tidal Recall: return a chosen battler with cost 4 or less to its owner's hand.
    a = seat("a", hand=["Tidal Recall"])
    b = seat("b", hand=["Magma Brute", "Inferno Drake"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), draw("a"),   # Brute costs 4
              play("a", h("a", 1), targets=[h("b", 1)])]
    assert verify([a, b], events).clean
    assert h("b", 1) in board_after([a, b], events).seat("b").hand


def test_max_cost_filter_rejects_a_costlier_battler():
    a = seat("a", hand=["Tidal Recall"])
    b = seat("b", hand=["Inferno Drake"])                                   # costs 5: b's turn ends
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)])]
    assert rules_at(verify([a, b], events)) == [(6, "ccs.ability.target-condition")]
    assert h("b", 1) in board_after([a, b], events).seat("b").battlefield


def test_with_filter_destroys_a_battler_that_has_the_icon():
    # Judgment Ray: destroy a chosen battler with Elusive.
    a = seat_in(RED_YELLOW, "a", hand=["Judgment Ray"])
    b = seat("b", hand=["Mist Phantom", "Flame Lancer"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)])]
    assert verify([a, b], events).clean
    assert h("b", 1) in board_after([a, b], events).seat("b").discard


def test_with_filter_rejects_a_battler_without_the_icon():
    a = seat_in(RED_YELLOW, "a", hand=["Judgment Ray"])
    b = seat("b", hand=["Flame Lancer"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)])]
    assert rules_at(verify([a, b], events)) == [(7, "ccs.ability.target-condition")]


def test_chosen_opponent_discards_the_card_the_log_names():
    # Night Raid: a chosen opponent discards a card.
    a = seat_in(RED_PURPLE, "a", hand=["Night Raid"])
    events = TO_A3 + [play("a", h("a", 1), targets=["b", h("b", 3)])]
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert board.seat("b").discard == [h("b", 3)] and len(board.seat("b").hand) == 5


def test_chosen_opponent_must_be_an_opponent():
    a = seat_in(RED_PURPLE, "a", hand=["Night Raid"])
    events = TO_A3 + [play("a", h("a", 1), targets=["a", h("a", 2)])]
    assert (6, "ccs.ability.target") in rules_at(verify([a, seat("b")], events))
    assert board_after([a, seat("b")], events).seat("a").discard == [h("a", 1)]


def test_discard_without_naming_the_card_is_flagged():
    a = seat_in(RED_PURPLE, "a", hand=["Night Raid"])
    events = TO_A3 + [play("a", h("a", 1), targets=["b"])]
    assert rules_at(verify([a, seat("b")], events)) == [(6, "ccs.ability.choice")]
    assert len(board_after([a, seat("b")], events).seat("b").discard) == 1


def test_one_of_your_other_battlers_plays_its_summon_ability_again():
    # Mirror Adept: summon, play the summon ability of one of your other battlers (Tide Scholar: draw 1).
    a = seat("a", hand=["Tide Scholar", "Mirror Adept"])
    events = [draw("a"), summon("a", h("a", 1)),                         # Scholar draws deck card 2
              draw("b"), pass_("b"), draw("a"),                          # deck card 3
              summon("a", h("a", 2), targets=[h("a", 1)])]               # Adept: Scholar draws again
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert deck_id("a", 4) in board.seat("a").hand


def test_one_of_your_other_battlers_cannot_be_the_battler_itself():
    a = seat("a", hand=["Mirror Adept"])
    events = TO_A3 + [summon("a", h("a", 1), targets=[h("a", 1)])]
    assert rules_at(verify([a, seat("b")], events)) == [(6, "ccs.ability.other-battler")]


def test_one_of_your_other_battlers_cannot_be_a_copy_of_the_battler():
    a = seat("a", hand=["Mirror Adept", "Mirror Adept"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              summon("a", h("a", 2), targets=[h("a", 1)])]
    assert rules_at(verify([a, seat("b")], events)) == [(6, "ccs.ability.other-battler")]


def test_one_of_your_other_battlers_cannot_be_an_opponents_battler():
    a = seat("a", hand=["Mirror Adept"])
    b = seat("b", hand=["Tide Scholar"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              summon("a", h("a", 1), targets=[h("b", 1)])]
    assert rules_at(verify([a, b], events)) == [(7, "ccs.ability.target")]


def test_your_other_battlers_get_the_ability_but_not_the_battler_itself():
    # Solar Banner (strength 2): your other battlers get +1 strength.
    a = seat_in(RED_YELLOW, "a", hand=["Solar Banner", "Ember Squire"])
    b = seat("b", hand=["Ember Squire"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1)), pass_("b"),
              draw("a"), summon("a", h("a", 2))]
    board = board_after([a, b], events)
    assert ab.strength(board, h("a", 2)) == 3                # 2 + 1
    assert ab.strength(board, h("a", 1)) == 2                # not itself
    assert ab.strength(board, h("b", 1)) == 2                # not the opponent's


def test_all_battlers_taps_every_battler_in_play():
    # Tsunami (extra deck action, 5): tap every battler.
    a = seat("a", hand=["Flame Lancer", "Gatekeeper", "Ember Squire"],
             extra=["Tsunami", "Kraken", "Coral Golem", "Leviathan", "Storm Giant", "Phoenix Lord"])
    b = seat("b", hand=["Ember Squire"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1)), pass_("b"),
              draw("a"), summon("a", h("a", 2)),                   # 3 -> 0, draws Tsunami
              play("a", "a.x1", payment=[h("a", 1), h("a", 2)])]          # 3 + 3 >= 5
    assert verify([a, b], events).clean
    assert board_after([a, b], events).cards[h("b", 1)].tapped


def test_battler_card_in_hand_gets_a_cost_modifier():
    # Swift Tactics (1): a battler card in your hand costs 2 less this turn. Lightbringer costs 5.
    a = seat_in(RED_YELLOW, "a", hand=["Swift Tactics", "Lightbringer", "War Cry"])
    events = TO_A3 + [play("a", h("a", 1), targets=[h("a", 2)]), summon("a", h("a", 2))]   # 3 - 1 - 3
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert board.gauge == -1


def test_cost_modifier_on_a_hand_card_lasts_this_turn_only():
    a = seat_in(RED_YELLOW, "a", hand=["Swift Tactics", "Lightbringer", "War Cry"])
    events = TO_A3 + [play("a", h("a", 1), targets=[h("a", 2)]), pass_("a"), draw("b"), pass_("b"),
                      draw("a"), summon("a", h("a", 2))]                                # 3 - 5
    assert verify([a, seat("b")], events).clean
    assert board_after([a, seat("b")], events).gauge == -2


def test_battler_card_in_hand_target_must_be_a_battler():
    a = seat_in(RED_YELLOW, "a", hand=["Swift Tactics", "Lightbringer", "War Cry"])
    events = TO_A3 + [play("a", h("a", 1), targets=[h("a", 3)])]
    assert rules_at(verify([a, seat("b")], events)) == [(6, "ccs.ability.target")]


def test_action_card_in_discard_returns_to_hand():
    # Recollection (2): return an action card from your discard pile to your hand.
    a = seat("a", hand=["Chrono Shift", "Recollection"])
    events = TO_A3 + [play("a", h("a", 1)), play("a", h("a", 2), targets=[h("a", 1)])]
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert h("a", 1) in board.seat("a").hand and h("a", 2) in board.seat("a").discard


def test_action_card_in_discard_target_must_be_in_the_discard_pile():
    a = seat("a", hand=["Chrono Shift", "Recollection"])
    events = TO_A3 + [play("a", h("a", 2), targets=[h("a", 1)])]           # Chrono Shift is in hand
    assert rules_at(verify([a, seat("b")], events)) == [(6, "ccs.ability.target")]


def test_battler_card_in_discard_returns_to_hand():
    # Grave Call (2): return a battler card from your discard pile to your hand.
    a = seat_in(RED_PURPLE, "a", hand=["Ember Squire", "Grave Call"])
    b = seat("b", guardians=["Magma Brute"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b", guardian_id("b", 1)),        # the Squire is destroyed
              play("a", h("a", 2), targets=[h("a", 1)])]
    assert verify([a, b], events).clean
    assert h("a", 1) in board_after([a, b], events).seat("a").hand


# -- triggers ---------------------------------------------------------------------

def test_summon_trigger_resolves_when_the_battler_is_summoned():
    a = seat("a", hand=["Tide Scholar"])                                  # summon: draw 1
    events = [draw("a"), summon("a", h("a", 1))]
    assert verify([a, seat("b")], events).clean
    assert deck_id("a", 2) in board_after([a, seat("b")], events).seat("a").hand


def test_destroyed_trigger_waits_for_its_controllers_choice():
    # Shadow Stalker: destroyed, a chosen opponent discards a card.
    a = seat("a", hand=["Fireball", "War Cry"])
    b = seat_in(RED_PURPLE, "b", hand=["Shadow Stalker"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)]),
              resolved("b", h("b", 1), targets=["a", h("a", 2)])]
    assert verify([a, b], events).clean
    board = board_after([a, b], events)
    assert h("b", 1) in board.seat("b").discard
    assert h("a", 2) in board.seat("a").discard


def test_moving_on_before_a_triggered_ability_is_resolved_is_flagged():
    a = seat("a", hand=["Fireball", "War Cry", "Ember Squire"])
    b = seat_in(RED_PURPLE, "b", hand=["Shadow Stalker"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)]), summon("a", h("a", 3))]
    assert rules_at(verify([a, b], events)) == [(8, "ccs.ability.pending")]


def test_declining_a_mandatory_triggered_ability_is_flagged():
    a = seat("a", hand=["Fireball", "War Cry"])
    b = seat_in(RED_PURPLE, "b", hand=["Shadow Stalker"])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)]), resolved("b", h("b", 1), declined=True)]
    assert rules_at(verify([a, b], events)) == [(8, "ccs.ability.pending")]


def test_resolving_a_trigger_nothing_is_waiting_for_is_flagged():
    events = [draw("a"), resolved("a", h("a", 1))]
    assert rules_at(verify([seat("a"), seat("b")], events)) == [(2, "ccs.ability.no-pending")]


def test_quest_complete_trigger_resolves_when_the_battler_scores():
    # Radiant Seer: completes a quest, draw 1. It scores at the start of a's turn, before the turn's draw.
    a = seat_in(RED_YELLOW, "a", hand=["Radiant Seer", "War Cry"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), quest("a", h("a", 1), h("a", 2)), pass_("a"), draw("b"), pass_("b")]
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert board.seat("a").quest_points == 1
    assert deck_id("a", 3) in board.seat("a").hand


# -- modifiers --------------------------------------------------------------------

def test_strength_modifier_lasts_until_the_end_of_the_turn():
    a = seat("a", hand=["Flame Lancer", "War Cry"])                       # War Cry: +2 strength
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              play("a", h("a", 2), targets=[h("a", 1)])]
    assert ab.strength(board_after([a, seat("b")], events), h("a", 1)) == 7
    later = events + [pass_("a"), draw("b")]
    assert ab.strength(board_after([a, seat("b")], later), h("a", 1)) == 5


def test_time_modifier_moves_the_counter_toward_you():
    a = seat("a", hand=["Chrono Shift"])                                  # cost 1, gain 2 time
    events = TO_A3 + [play("a", h("a", 1))]
    assert board_after([a, seat("b")], events).gauge == 4


# -- effects ----------------------------------------------------------------------

def test_untap_effect_lets_a_battler_attack_again():
    # Blessing (2): untap a chosen battler.
    a = seat_in(RED_YELLOW, "a", hand=["Flame Lancer", "Blessing"])
    b = seat("b", guardians=["War Cry", "War Cry", "War Cry"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b"), reveal("b"),
              play("a", h("a", 2), targets=[h("a", 1)]),
              attack("a", h("a", 1)), reveal("b"), reveal("b")]
    assert verify([a, b], events).clean
    assert len(board_after([a, b], events).seat("b").guardians) == 1


def test_gain_guardians_puts_the_top_card_of_the_deck_on_the_guardian_stack():
    # Wild Growth (1): put the top card of your deck on your guardian stack.
    a = seat_in(RED_GREEN, "a", hand=["Wild Growth"])
    events = TO_A3 + [play("a", h("a", 1))]
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert board.seat("a").guardians[0] == deck_id("a", 3) and len(board.seat("a").guardians) == 6


def test_gains_gives_keywords_until_the_end_of_the_turn():
    # Call of the Wild (2): a chosen battler gains Quick and Guardian Attack +1.
    a = seat_in(RED_GREEN, "a", hand=["Call of the Wild", "Ember Squire"])
    b = seat("b", guardians=["War Cry", "War Cry", "War Cry"])
    events = TO_A3 + [summon("a", h("a", 2)), play("a", h("a", 1), targets=[h("a", 2)]),   # 3 - 1 - 2 = 0
                      attack("a", h("a", 2)), reveal("b"), reveal("b")]
    assert verify([a, b], events).clean
    board = board_after([a, b], events)
    assert len(board.seat("b").guardians) == 3
    board = board_after([a, b], events + [pass_("a"), draw("b")])
    assert not ab.has(board, h("a", 2), "quick") and not ab.has(board, h("a", 2), "guardian-attack")


def test_drawing_from_an_empty_deck_by_an_effect_eliminates_the_player():
    a = seat("a", hand=["Tide Scholar"], size=11)                         # one card to draw
    events = [draw("a"), summon("a", h("a", 1))]                          # summon: draw 1, the deck is empty
    result = verify([a, seat("b")], events)
    assert rules_at(result) == [(0, "ccs.deck.min-size")]
    assert result.winner == "b"


# -- all or nothing ---------------------------------------------------------------

# Rift Caller (2, strength 2): attack, discard a card, then draw 1 from your extra deck.
RIFT_EXTRA = ["Storm Giant", "Meteor Storm", "Colossus of Embers", "Phoenix Lord", "Kraken", "Coral Golem"]


def test_all_icons_resolve_when_each_can():
    a = seat("a", hand=["Rift Caller", "War Cry"], extra=RIFT_EXTRA)
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1), targets=[h("a", 2)]), reveal("b")]
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert h("a", 2) in board.seat("a").discard and "a.x1" in board.seat("a").hand


def test_with_an_empty_hand_nothing_is_discarded_so_no_extra_card_is_drawn():
    # The manual's example: discard a card then draw an extra deck card with no cards in hand:
    # the extra deck card is not drawn. a empties the hand by summoning and questing.
    a = seat("a", hand=["Rift Caller", "Ember Squire", "Ember Squire", "Ember Squire", "Cinder Hound"],
             deck=["Cinder Hound", "Cinder Hound", "War Cry"], extra=RIFT_EXTRA)
    rift, s1, s2, s3, h1 = (h("a", k) for k in range(1, 6))
    h2, h3, war_cry = deck_id("a", 1), deck_id("a", 2), deck_id("a", 3)
    events = [draw("a"), summon("a", rift), draw("b"), pass_("b"),                          # 1-4
              draw("a"), summon("a", s1), summon("a", s2), summon("a", s3), summon("a", h1),  # 5-9: 3 -> -2
              draw("b"), pass_("b"),                                                          # 10-11
              draw("a"), quest("a", s1, h2), quest("a", s2, h3), quest("a", s3, war_cry),     # 12-15
              attack("a", rift), reveal("b")]                                                  # 16-17
    board = board_after([a, seat("b")], events[:15])
    assert board.seat("a").hand == []
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert len(board.seat("a").extra) == 6 and board.seat("a").hand == []


def test_when_a_later_icon_cannot_resolve_the_earlier_ones_do_not_either():
    # No extra deck: draw-extra(1) cannot resolve, so the discard does not happen.
    a = seat("a", hand=["Rift Caller", "War Cry"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b")]
    assert verify([a, seat("b")], events).clean
    assert h("a", 2) in board_after([a, seat("b")], events).seat("a").hand


def test_recording_the_choices_of_an_ability_that_could_not_resolve_is_flagged():
    a = seat("a", hand=["Rift Caller", "War Cry"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1), targets=[h("a", 2)]), reveal("b")]
    assert rules_at(verify([a, seat("b")], events)) == [(6, "ccs.ability.all-or-nothing")]
    assert h("a", 2) in board_after([a, seat("b")], events).seat("a").hand
