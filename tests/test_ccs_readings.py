"""Readings of the manual the engine makes explicit: each with the words it rests on."""

from __future__ import annotations

from ccs import board_after, hand_id, rules_at, seat, verify


def _draw(p):
    return {"player": p, "type": "CardDrawn"}


def test_time_gained_after_paying_ended_the_turn_does_not_reopen_it():
    # "once the counter reaches 1 on your opponent's side ... you can't play cards any more";
    # "If playing the action ends your turn, you still get to resolve its ability."
    # alice starts at 0: Chrono Shift (cost 1, gain 2) moves the counter to bob's 1, then back to alice's 1.
    a = seat("alice", hand=["Chrono Shift", "Ember Squire"])
    events = [_draw("alice"), {"player": "alice", "type": "ActionPlayed", "card": hand_id("alice", 1)},
              {"player": "alice", "type": "BattlerSummoned", "card": hand_id("alice", 2)}]
    assert rules_at(verify([a, seat("bob")], events)) == [(3, "ccs.gauge.turn-over")]


def test_the_turn_that_ended_passes_to_the_next_player_after_the_ability():
    a = seat("alice", hand=["Chrono Shift"])
    events = [_draw("alice"), {"player": "alice", "type": "ActionPlayed", "card": hand_id("alice", 1)},
              _draw("bob")]
    result = verify([a, seat("bob")], events)
    assert result.clean
    board = board_after([a, seat("bob")], events)
    assert board.active == "bob"


def test_a_summon_ability_left_without_its_target_is_flagged_when_one_existed():
    # "If an effect has multiple target icons, you must choose that many targets."
    # bob's Ember Squire (strength 2) is in play when alice summons Inferno Drake (destroy strength <= 4).
    a = seat("alice", hand=["Inferno Drake"])
    b = seat("bob", hand=["Ember Squire"])
    events = [_draw("alice"), {"player": "alice", "type": "Passed"},
              _draw("bob"), {"player": "bob", "type": "BattlerSummoned", "card": hand_id("bob", 1)},
              {"player": "bob", "type": "Passed"},
              _draw("alice"), {"player": "alice", "type": "BattlerSummoned", "card": hand_id("alice", 1)}]
    # (the Drake's cost ends alice's turn: its own rule, "you must still resolve the battler's summon ability", qa36 W-1)
    assert rules_at(verify([a, b], events)) == [(7, "ccs.summon.ability-after-turn-end")]
    events[-1]["targets"] = [hand_id("bob", 1)]
    assert verify([a, b], events).clean
    assert board_after([a, b], events).cards[hand_id("bob", 1)].zone == "discard"


def test_a_summon_ability_with_nothing_to_target_resolves_none_and_is_legal():
    a = seat("alice", hand=["Inferno Drake"])
    events = [_draw("alice"), {"player": "alice", "type": "Passed"}, _draw("bob"), {"player": "bob", "type": "Passed"},
              _draw("alice"), {"player": "alice", "type": "BattlerSummoned", "card": hand_id("alice", 1)}]
    assert verify([a, seat("bob")], events).clean


# -- Paying for extra deck cards (the three manuals, § The Extra Deck) ---------------------------------------
# "To play an extra deck card, you must destroy your battlers in play that have a combined cost that is at least
# as high as the extra deck card's cost. You can only use standard battlers to pay the cost of EX battlers. Extra
# Deck battlers may not be destroyed to pay for other Extra Deck battlers." The restriction names EX *battlers*
# (fr: "le coût des EX battlers"; it: "il costo degli Extra Deck Battler"): an extra deck action is paid with any
# of your battlers in play, an extra deck battler among them.

def _extra_events(second: str, how: str):
    """alice summons Storm Giant (alice.x1, EX battler, cost 4) paid with two standard battlers, draws ``second``
    (alice.x2, cost 6), then plays it paying with Storm Giant and a Gatekeeper (4 + 3 >= 6)."""
    from ccs import summon
    a = seat("alice", hand=["Flame Lancer", "Gatekeeper", "Gatekeeper"],
             extra=["Storm Giant", second, "Phoenix Lord", "Coral Golem", "Leviathan", "Kraken"])
    lancer, gk1, gk2 = hand_id("alice", 1), hand_id("alice", 2), hand_id("alice", 3)
    events = [_draw("alice"), summon("alice", lancer), _draw("bob"), {"player": "bob", "type": "Passed"},
              _draw("alice"),
              summon("alice", gk1),                                     # draws Storm Giant (alice.x1)
              summon("alice", "alice.x1", payment=[lancer, gk1]),       # 3 + 3 >= 4, standard battlers
              summon("alice", gk2),                                     # draws alice.x2
              _draw("bob"), {"player": "bob", "type": "Passed"}, _draw("alice"),
              {"player": "alice", "type": how, "card": "alice.x2", "payment": ["alice.x1", gk2]}]
    return [a, seat("bob")], events


def test_an_extra_deck_action_may_be_paid_with_an_extra_deck_battler():
    players, events = _extra_events("Meteor Storm", "ActionPlayed")
    assert verify(players, events).clean
    assert board_after(players, events).cards["alice.x1"].zone == "discard"


def test_an_extra_deck_battler_paid_with_an_extra_deck_battler_is_flagged():
    players, events = _extra_events("Colossus of Embers", "BattlerSummoned")
    assert rules_at(verify(players, events)) == [(12, "ccs.extra-deck.standard-only")]
