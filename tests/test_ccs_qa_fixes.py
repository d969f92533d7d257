"""Chrono Clash: the findings of the QA pass against the rules manual (logs in the QA's /tmp/qa-ccs/).

Each test failed on the engine before its fix; what the QA logs gave then is said beside it.
"""

from __future__ import annotations

from ccs import attack, board_after, deck_id, draw, hand_id, pass_, play, reveal, rules_at, seat, summon, verify
from projections import ruletexts as R
from projections.chrono_clash.rules import RULES
from test_ccs_keywords import seat_in

RED_PURPLE, RED_YELLOW = ("red", "purple"), ("red", "yellow")
EXTRA = ["Colossus of Embers", "Storm Giant", "Phoenix Lord", "Meteor Storm", "Leviathan", "Kraken"]
COLOSSUS = "a.x1"                                           # extra deck battler, cost 6
B = seat("b", guardians=["War Cry", "War Cry", "Magma Brute"])  # guardians that stop nothing, then strength 6


def h(pid, k):
    return hand_id(pid, k)


# -- F1: Leader's discount goes to the next battler summoned, whatever the kind of summon --------------------
# "Whenever this battler attacks, the next battler you summon this turn will have its cost reduced by the number
# inside this icon." (docs/chrono-clash-icons.md, Readings.) Blaze Captain: cost 3, strength 4, Leader 1.

def _leader_then_colossus(payment: list[int]):
    """a: Gatekeeper (draws Colossus of Embers), Blaze Captain; turn 5 on 3: Cinder Hound (3 -> 1), Blaze attacks
    (Leader 1), Colossus paid with the battlers at ``payment`` (1 Gatekeeper 3, 2 Blaze Captain 3, 3 Cinder Hound 2)."""
    a = seat("a", hand=["Gatekeeper", "Blaze Captain", "Cinder Hound", "Ember Squire", "Ember Squire"],
             deck=["Frost Warden"], extra=EXTRA)
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),          # Gatekeeper draws a.x1
              draw("a"), summon("a", h("a", 2)), pass_("a"), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 3)), attack("a", h("a", 2)), reveal("b"),
              summon("a", COLOSSUS, payment=[h("a", k) for k in payment])]    # seq 14
    return [a, B], events


def test_an_extra_deck_battler_summoned_after_a_leader_attack_costs_that_much_less():
    # QA ld01: "costs 6, but the battlers destroyed to pay for it cost 5 in all".
    seats, events = _leader_then_colossus([1, 3])                            # 3 + 2 = 5 = 6 - 1
    assert verify(seats, events).clean
    assert board_after(seats, events).seat("a").leader_bonus == 0
    short = verify(*_leader_then_colossus([3]))                              # 2 < 5
    assert rules_at(short) == [(14, "ccs.extra-deck.cost")]
    assert short.violations[0].message == ("Colossus of Embers (a.x1) costs 5 after the Leader discount of 1, "
                                           "but the battlers destroyed to pay for it cost 2 in all")


def test_the_extra_deck_summon_spends_the_discount_so_the_next_summon_pays_in_full():
    # QA ld02 (was clean): the discount, left in place by the extra deck summon, made the first Ember Squire
    # free, and the counter never reached b's 1 before Frost Warden.
    seats, events = _leader_then_colossus([1, 2])                            # on a's 1 after Cinder Hound
    events += [summon("a", h("a", 4)), summon("a", h("a", 5)),               # 1 -> 0 -> b's 1: the turn is over
               summon("a", deck_id("a", 1))]                                # Frost Warden
    result = verify(seats, events)
    assert rules_at(result) == [(17, "ccs.gauge.turn-over")]
    assert result.violations[0].player == "a"


def test_a_sneak_attack_summon_spends_the_discount_without_lowering_its_sneak_attack_cost():
    # QA ld03 (was clean). Its Sneak Attack cost is paid "instead" of its cost, the cost Leader lowers.
    a = seat("a", hand=["Blaze Captain", "Pyre Striker", "Ember Squire", "Ember Squire", "Cinder Hound"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b"),                 # Leader 1; a on 3
              summon("a", h("a", 2), mode="sneak-attack"), attack("a", h("a", 2)), reveal("b")]   # 3 - 2
    board = board_after([a, B], events)
    assert board.gauge == 1 and board.seat("a").leader_bonus == 0
    events += [summon("a", h("a", 3)), summon("a", h("a", 4)),               # 1 -> 0 -> b's 1
               summon("a", h("a", 5))]
    assert rules_at(verify([a, B], events)) == [(13, "ccs.gauge.turn-over")]


def test_a_transform_summon_takes_the_discount():
    # "summon this card in its place" (the Transform example): Void Shifter costs 5 - 1 = 4 after Leader 1.
    a = seat_in(RED_PURPLE, "a", hand=["Blaze Captain", "Ember Squire", "Void Shifter"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2)), pass_("a"), draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), reveal("b"),                 # Leader 1; a on 3
              {"type": "Transformed", "player": "a", "returned": h("a", 2), "card": h("a", 3)},   # 3 - 4: b's 1
              attack("a", h("a", 3)), reveal("b"), draw("b")]
    assert verify([a, B], events).clean
    board = board_after([a, B], events)
    assert board.active == "b" and board.gauge == 1                          # was 2: the full 5 paid


def test_a_reinforcements_summon_after_a_leader_attack_may_cost_as_much_as_the_destroyed_battler():
    # Reinforcements: "summon a battler ... that costs less than this battler". Magma Brute costs 4, as Dawn
    # Herald does; after Leader 1 it costs 3 (the engine flagged ccs.summon.reinforcements at seq 14).
    a = seat_in(RED_YELLOW, "a", hand=["Blaze Captain", "Dawn Herald", "Magma Brute", "Ember Squire"])
    b = seat("b", guardians=["War Cry", "Magma Brute"])                      # Herald (4) meets the Brute (6)
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2)), draw("b"), pass_("b"),     # Herald: 3 - 4, b's 1
              draw("a"), attack("a", h("a", 1)), reveal("b"),                 # Leader 1, War Cry; a on 3
              attack("a", h("a", 2)), reveal("b"),                            # Herald destroyed
              summon("a", h("a", 3), mode="reinforcements")]                  # seq 14
    assert verify([a, b], events).clean
    board = board_after([a, b], events)
    assert h("a", 3) in board.seat("a").battlefield and board.seat("a").leader_bonus == 0
    events.append(summon("a", h("a", 4)))                                     # Ember Squire pays its 1
    assert board_after([a, b], events).gauge == 2


# -- F2: a battler that had to attack at once and did not ----------------------------------------------------
# "If you do, attack with it immediately (even if it's no longer your turn). Destroy it after that attack."
# "put it into play attacking, even if it's no longer your turn." The owner is charged; the match goes on.

def test_a_sneak_attack_battler_that_never_attacks_is_charged_to_its_owner_and_the_next_turn_is_legal():
    # QA l06: the engine charged b's draw and summon (ccs.turn.not-your-turn), b's pass (ccs.turn.draw-step) and
    # the missing attack to b.
    a = seat("a", hand=["Pyre Striker"])
    b = seat("b", hand=["Ember Squire"])
    events = [draw("a"), summon("a", h("a", 1), mode="sneak-attack"),        # 0 - 2: b's 2, the turn is over
              draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a")]
    result = verify([a, b], events)
    assert rules_at(result) == [(3, "ccs.attack.must-attack")]
    (v,) = result.violations
    assert (v.player, v.turn) == ("a", 1)
    assert v.message == "Pyre Striker (a.6) had to attack at once, but a never attacked with it"
    board = board_after([a, b], events[:3])
    assert board.active == "b" and board.gauge == 2                          # as after the attack
    assert h("a", 1) in board.seat("a").discard                              # "Destroy it after that attack."


def test_a_transform_battler_that_never_attacks_is_charged_to_its_owner_and_stays_in_play():
    # QA tf03: the engine flagged only b's draw (ccs.turn.not-your-turn), never the missing attack.
    a = seat_in(RED_PURPLE, "a", hand=["Void Shifter", "Ember Squire"])
    shifter, squire = h("a", 1), h("a", 2)
    events = [draw("a"), summon("a", squire), draw("b"), pass_("b"), draw("a"),
              {"type": "Transformed", "player": "a", "returned": squire, "card": shifter},   # 3 - 5: b's 2
              draw("b"), pass_("b"), draw("a")]
    result = verify([a, seat("b")], events)
    assert rules_at(result) == [(7, "ccs.attack.must-attack")]
    assert result.violations[0].player == "a"
    board = board_after([a, seat("b")], events[:7])
    assert board.active == "b" and board.gauge == 2
    assert shifter in board.seat("a").battlefield and not board.cards[shifter].tapped


def test_passing_instead_of_the_sneak_attack_ends_the_turn_on_the_gauge_and_destroys_the_battler():
    # The engine gave b 3 (a pass) though paying had ended the turn on b's 2, and kept Pyre Striker in play.
    a = seat("a", hand=["Pyre Striker"])
    events = [draw("a"), summon("a", h("a", 1), mode="sneak-attack"), pass_("a"), draw("b")]
    assert rules_at(verify([a, seat("b")], events)) == [(3, "ccs.attack.must-attack")]
    board = board_after([a, seat("b")], events)
    assert board.active == "b" and board.gauge == 2
    assert h("a", 1) in board.seat("a").discard


# -- F3 (a): where the counter was, in gauge terms --------------------------------------------------------

def test_playing_after_time_gained_back_says_where_the_counter_is():
    # QA c02: "after the counter reached the opponent's -1". Chrono Shift at 0: pay 1 (b's 1), gain 2 (a's 1).
    a = seat("a", hand=["Chrono Shift", "Ember Squire"])
    result = verify([a, seat("b")], [draw("a"), play("a", h("a", 1)), summon("a", h("a", 2))])
    assert rules_at(result) == [(3, "ccs.gauge.turn-over")]
    assert result.violations[0].message == (
        "a summoned a battler after the counter had reached the opponent's 1 or beyond, which ended the turn "
        "(time gained since only moved it back to a's 1)")


def test_playing_with_the_counter_back_on_0_says_so():
    # Ember Squire at 0: b's 1; Chrono Shift (flagged): b's 2, then back to 0; Cinder Hound.
    a = seat("a", hand=["Ember Squire", "Chrono Shift", "Cinder Hound"])
    result = verify([a, seat("b")], [draw("a"), summon("a", h("a", 1)), play("a", h("a", 2)), summon("a", h("a", 3))])
    assert rules_at(result) == [(3, "ccs.gauge.turn-over"), (4, "ccs.gauge.turn-over")]
    assert [v.message for v in result.violations] == [
        "a played an action after the counter reached the opponent's 1: the turn was over",
        "a summoned a battler after the counter had reached the opponent's 1 or beyond, which ended the turn "
        "(time gained since only moved it back to 0)"]


# -- F4: the words ccs.deck.extra-card-in-main rests on ---------------------------------------------------

def test_an_extra_deck_card_in_the_main_deck_cites_the_sentences_that_say_so():
    # It quoted "The only way to draw cards from your extra deck is ...", which says nothing of the main deck.
    rid = "ccs.deck.extra-card-in-main"
    assert R.quote_parts("chrono-clash", rid, "fr") == (
        "fr", ["Battler de l'extra deck (Battler/Action)",
               "Ces cartes sont si puissantes qu'elles sont jouées depuis un extra deck à part."])
    assert R.citation("chrono-clash", rid, "fr").endswith("section Les cartes")
    assert R.quote_parts("chrono-clash", rid, "it")[1][1] == \
        "Queste carte sono tanto potenti da essere giocate da un Extra Deck a parte."
    assert R.citation("chrono-clash", rid, "it").endswith("sezione Le Carte")
    # the English manual has no card types section: its sentence that keeps the extra deck apart
    assert RULES[rid].text == "If you have one, at the beginning of the game you'll shuffle it and place it off to the side."
    result = verify([seat("a", deck=["Storm Giant"]), seat("b")], [])
    assert [(v.seq, v.rule, v.player) for v in result.violations] == [(0, rid, "a")]
