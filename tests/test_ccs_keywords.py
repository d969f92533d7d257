"""Chrono Clash: the keyword abilities of the icon legend, one test (or a few) per keyword
(manual v3.4, "The Ability Icons - Abilities"; the French legend spells out Toughness,
Quick and the tap-gain-time icon).
"""

from __future__ import annotations

from collections import Counter

from ccs import attack, board_after, deck_id, draw, guardian_id, hand_id, pass_, play, quest, resolved, reveal, rules_at, seat, summon, tap, verify
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


RED_GREEN, RED_YELLOW, RED_PURPLE = ("red", "green"), ("red", "yellow"), ("red", "purple")


def h(pid, k):
    return hand_id(pid, k)


def test_seat_in_builds_legal_decks():
    seats = [seat_in(RED_GREEN, "a", hand=["Stone Idol"]), seat_in(RED_PURPLE, "b", hand=["Void Shifter"])]
    assert verify(seats, []).clean


# -- Guardian Attack +N -------------------------------------------------------------

def test_guardian_attack_plus_n_fights_n_plus_one_guardians():
    a = seat("a", hand=["Flame Lancer"])                     # Guardian Attack +1
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b"), reveal("b")]
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert len(board.seat("b").guardians) == 3 and board.attack is None


# -- Can't attack -----------------------------------------------------------------

CA = seat_in(RED_GREEN, "a", hand=["Stone Idol", "War Cry"])   # Stone Idol: cost 1, strength 5, can't attack
IDOL = h("a", 1)
CA_READY = [draw("a"), summon("a", IDOL), draw("b"), pass_("b"), draw("a")]


def test_cant_attack_battler_attacking_is_flagged():
    events = CA_READY + [attack("a", IDOL, defender="b")]
    assert rules_at(verify([CA, seat("b")], events)) == [(6, "ccs.attack.cant-attack")]


def test_cant_attack_battler_can_still_go_on_a_quest():
    events = CA_READY + [quest("a", IDOL, h("a", 2))]
    assert verify([CA, seat("b")], events).clean
    assert board_after([CA, seat("b")], events).cards[IDOL].quest == (h("a", 2),)


# -- Can't attack battlers ------------------------------------------------------------

# Magma Brute (4, strength 6) can't attack battlers. b's Cinder Hound (Quick) attacks at once and stays tapped.
CB_A = seat("a", hand=["Magma Brute"])
BRUTE = h("a", 1)
CB_B = seat("b", hand=["Cinder Hound", "Ember Squire", "War Cry"])
HOUND, B_SQUIRE = h("b", 1), h("b", 2)
CB_READY = [draw("a"), summon("a", BRUTE),                                     # b gets 4
            draw("b"), summon("b", HOUND), attack("b", HOUND), reveal("a"),    # Hound 3 vs Ember Squire 2
            summon("b", B_SQUIRE), pass_("b"),                                 # 4 -> 2 -> 1
            draw("a")]


def test_cant_attack_battlers_battler_attacking_a_tapped_battler_is_flagged():
    events = CB_READY + [attack("a", BRUTE, battler=HOUND)]
    assert rules_at(verify([CB_A, CB_B], events)) == [(10, "ccs.attack.cant-attack-battlers")]


def test_cant_attack_battlers_battler_may_attack_the_guardian_stack():
    events = CB_READY + [attack("a", BRUTE, defender="b"), reveal("b")]
    assert verify([CB_A, CB_B], events).clean


def test_cant_attack_battlers_battler_may_attack_a_questing_battlers_guardian():
    events = CB_READY + [pass_("a"), draw("b"), quest("b", B_SQUIRE, h("b", 3)), pass_("b"), draw("a"),
                         attack("a", BRUTE, battler=B_SQUIRE), reveal("b", h("b", 3))]
    assert verify([CB_A, CB_B], events).clean
    board = board_after([CB_A, CB_B], events)
    assert h("b", 3) in board.seat("b").discard and board.cards[B_SQUIRE].zone == "battlefield"


# -- Protector --------------------------------------------------------------------

PR = seat_in(RED_GREEN, "a", hand=["Grove Keeper", "Ember Squire", "War Cry"])   # Keeper: protector, 3
KEEPER, P_SQUIRE, P_WAR_CRY = h("a", 1), h("a", 2), h("a", 3)
PB = seat("b", hand=["Fireball"])
PR_READY = [draw("a"), summon("a", KEEPER), draw("b"), pass_("b"),
            draw("a"), summon("a", P_SQUIRE), pass_("a"), draw("b")]


def test_protector_keeps_your_other_battlers_from_enemy_effects():
    events = PR_READY + [play("b", h("b", 1), targets=[P_SQUIRE])]
    assert rules_at(verify([PR, PB], events)) == [(9, "ccs.ability.protector")]


def test_protector_itself_can_be_targeted():
    events = PR_READY + [play("b", h("b", 1), targets=[KEEPER])]
    assert verify([PR, PB], events).clean
    assert KEEPER in board_after([PR, PB], events).seat("a").discard


def test_protector_does_not_stop_your_own_effects():
    events = PR_READY[:5] + [summon("a", P_SQUIRE), play("a", P_WAR_CRY, targets=[P_SQUIRE])]
    assert verify([PR, PB], events).clean
    assert ab.strength(board_after([PR, PB], events), P_SQUIRE) == 4


# -- Recovery ---------------------------------------------------------------------

RC = seat_in(RED_GREEN, "a", hand=["Verdant Healer"])          # 3, strength 3, recovery
HEALER = h("a", 1)
RB = seat("b", guardians=["Magma Brute"], hand=["Cinder Hound"])


def test_recovery_battler_losing_while_attacking_is_not_destroyed():
    events = [draw("a"), summon("a", HEALER), draw("b"), pass_("b"), draw("a"),
              attack("a", HEALER), reveal("b", guardian_id("b", 1))]       # 3 vs Magma Brute 6
    assert verify([RC, RB], events).clean
    board = board_after([RC, RB], events)
    assert HEALER in board.seat("a").battlefield
    assert guardian_id("b", 1) in board.seat("b").discard


def test_recovery_does_not_save_the_battler_when_it_is_attacked():
    events = [draw("a"), summon("a", HEALER), draw("b"), pass_("b"), draw("a"),
              attack("a", HEALER), reveal("b", guardian_id("b", 1)), pass_("a"),
              draw("b"), summon("b", h("b", 1)), attack("b", h("b", 1), battler=HEALER)]   # Quick Hound, 3 vs 3
    assert verify([RC, RB], events).clean
    board = board_after([RC, RB], events)
    assert HEALER in board.seat("a").discard and h("b", 1) in board.seat("b").discard


# -- Leader -----------------------------------------------------------------------

LD = seat("a", hand=["Blaze Captain", "Flame Lancer", "Ember Squire"])   # Captain: leader 1
CAPTAIN, L_LANCER, L_SQUIRE = h("a", 1), h("a", 2), h("a", 3)
LD_READY = [draw("a"), summon("a", CAPTAIN), draw("b"), pass_("b"), draw("a")]


def test_leader_attack_reduces_the_cost_of_the_next_battler_summoned_this_turn():
    events = LD_READY + [attack("a", CAPTAIN), reveal("b"), summon("a", L_LANCER)]   # 3 - (3 - 1)
    assert verify([LD, seat("b")], events).clean
    board = board_after([LD, seat("b")], events)
    assert board.gauge == 1 and board.active == "a"
    board = board_after([LD, seat("b")], events + [summon("a", L_SQUIRE)])           # the next one pays in full
    assert board.gauge == 0


def test_leader_effects_stack_until_the_end_of_the_turn():
    a = seat("a", hand=["Blaze Captain", "Blaze Captain", "Flame Lancer"])
    c1, c2, lancer = h("a", 1), h("a", 2), h("a", 3)
    events = [draw("a"), summon("a", c1), draw("b"), pass_("b"),
              draw("a"), summon("a", c2), pass_("a"), draw("b"), pass_("b"),
              draw("a"), attack("a", c1), reveal("b"), attack("a", c2), reveal("b"),
              summon("a", lancer)]                                                # 3 - (3 - 2)
    assert verify([a, seat("b")], events).clean
    assert board_after([a, seat("b")], events).gauge == 2


def test_leader_bonus_lapses_at_the_end_of_the_turn():
    events = LD_READY + [attack("a", CAPTAIN), reveal("b"), pass_("a"), draw("b"), pass_("b"),
                         draw("a"), summon("a", L_LANCER)]
    assert board_after([LD, seat("b")], events).gauge == 0


# -- Last Stand -------------------------------------------------------------------

LS = seat("a", hand=["Ashen Berserker"])                    # 2, strength 2, last stand +3
BERSERKER = h("a", 1)
LSB = seat("b", hand=["Cinder Hound"])


def test_last_stand_adds_strength_in_battle_then_destroys_the_battler():
    events = [draw("a"), summon("a", BERSERKER),                                 # b gets 2
              draw("b"), summon("b", h("b", 1)), attack("b", h("b", 1)), reveal("a"), pass_("b"),
              draw("a"), attack("a", BERSERKER, battler=h("b", 1))]             # 2 + 3 = 5 vs 3
    assert verify([LS, LSB], events).clean
    board = board_after([LS, LSB], events)
    assert h("b", 1) in board.seat("b").discard      # the Berserker won the battle...
    assert BERSERKER in board.seat("a").discard      # ...and is destroyed after it


# -- Reinforcements ---------------------------------------------------------------

RF = seat_in(RED_YELLOW, "a", hand=["Dawn Herald", "Sun Paladin", "Lightbringer"])  # Herald: 4, reinforcements
HERALD, PALADIN, LIGHTBRINGER = h("a", 1), h("a", 2), h("a", 3)
RFB = seat("b", hand=["Fireball"])
RF_DESTROYED = [draw("a"), summon("a", HERALD), draw("b"), play("b", h("b", 1), targets=[HERALD])]


def test_reinforcements_summons_a_cheaper_battler_for_free_when_destroyed():
    # Reading (the manual does not say how it is paid; the log format calls it "the free summon"):
    # no time is paid. It usually happens on the opponent's turn, where paying time would move
    # the counter toward the active player.
    events = RF_DESTROYED + [summon("a", PALADIN, mode="reinforcements")]      # Sun Paladin costs 3 < 4
    assert verify([RF, RFB], events).clean
    board = board_after([RF, RFB], events)
    assert HERALD in board.seat("a").discard and PALADIN in board.seat("a").battlefield
    assert board.active == "b" and board.gauge == 2                           # b paid 2 of 4; a paid nothing


def test_reinforcements_summoning_a_battler_that_does_not_cost_less_is_flagged():
    events = RF_DESTROYED + [summon("a", LIGHTBRINGER, mode="reinforcements")]  # cost 5
    assert rules_at(verify([RF, RFB], events)) == [(5, "ccs.summon.reinforcements")]


def test_reinforcements_summon_without_a_destroyed_reinforcements_battler_is_flagged():
    events = [draw("a"), summon("a", PALADIN, mode="reinforcements")]
    assert rules_at(verify([RF, RFB], events)) == [(2, "ccs.summon.reinforcements")]


def test_reinforcements_may_be_declined():
    events = RF_DESTROYED + [pass_("b"), draw("a")]
    assert verify([RF, RFB], events).clean


# -- Legion -----------------------------------------------------------------------

LG = seat_in(RED_GREEN, "a", hand=["Seedling Swarm"], deck=["War Cry", "Ember Squire", "Fireball"])  # legion x2
SWARM = h("a", 1)
LG_DESTROYED = [draw("a"), summon("a", SWARM), draw("b"), play("b", h("b", 1), targets=[SWARM])]


def test_legion_discards_the_top_card_of_the_deck_and_draws_it_if_a_battler_once_per_icon():
    events = LG_DESTROYED + [resolved("a", SWARM), resolved("a", SWARM)]
    assert verify([LG, RFB], events).clean
    board = board_after([LG, RFB], events)
    assert deck_id("a", 2) in board.seat("a").hand           # Ember Squire: a battler, drawn
    assert deck_id("a", 3) in board.seat("a").discard        # Fireball: an action, stays discarded
    assert board.seat("a").deck[0] == deck_id("a", 4)


def test_legion_resolved_more_times_than_it_has_icons_is_flagged():
    events = LG_DESTROYED + [resolved("a", SWARM), resolved("a", SWARM), resolved("a", SWARM)]
    assert rules_at(verify([LG, RFB], events)) == [(7, "ccs.ability.no-pending")]


# -- Tap: gain 1 time -------------------------------------------------------------

TG = seat("a", hand=["Harbor Sentry", "Deep Oracle"])
SENTRY, ORACLE = h("a", 1), h("a", 2)
TGB = seat("b", hand=["Ember Squire"])


def test_tap_gain_time_battler_gains_one_time_when_tapped_for_its_ability():
    events = [draw("a"), summon("a", SENTRY), draw("b"), summon("b", h("b", 1)), pass_("b"),
              draw("a"), tap("a", SENTRY, targets=[h("b", 1)])]
    assert verify([TG, TGB], events).clean
    assert board_after([TG, TGB], events).gauge == 4


def test_tap_ability_without_tap_gain_time_gains_nothing():
    events = [draw("a"), summon("a", ORACLE), draw("b"), pass_("b"), draw("a"), tap("a", ORACLE)]
    assert verify([TG, TGB], events).clean
    assert board_after([TG, TGB], events).gauge == 3


# -- Quick ------------------------------------------------------------------------

def test_quick_battler_can_attack_the_turn_it_is_summoned():
    a = seat("a", hand=["Cinder Hound"])
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"),
              summon("a", h("a", 1)), attack("a", h("a", 1)), reveal("b")]
    assert verify([a, seat("b")], events).clean
    board = board_after([a, seat("b")], events)
    assert h("a", 1) in board.seat("a").battlefield and len(board.seat("b").guardians) == 4


# -- Sentinel ---------------------------------------------------------------------

SN_A = seat("a", hand=["Flame Lancer"])
SN_B = seat("b", hand=["Frost Warden", "Ember Squire", "War Cry"])   # Warden: 3, sentinel
WARDEN = h("b", 1)


def sentinel_ready(tapped: bool):
    return [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", WARDEN, tap=tapped), pass_("b"), draw("a")]


def test_tapped_sentinel_protects_the_guardian_stack():
    events = sentinel_ready(True) + [attack("a", h("a", 1), defender="b")]
    assert rules_at(verify([SN_A, SN_B], events)) == [(7, "ccs.attack.sentinel")]


def test_untapped_sentinel_does_not_protect_the_guardian_stack():
    events = sentinel_ready(False) + [attack("a", h("a", 1), defender="b"), reveal("b"), reveal("b")]
    assert verify([SN_A, SN_B], events).clean


def test_sentinel_is_not_active_while_questing():
    events = sentinel_ready(False)[:-1] + [draw("a"), pass_("a"),
                                           draw("b"), quest("b", WARDEN, h("b", 3)), pass_("b"),
                                           draw("a"), attack("a", h("a", 1), defender="b"), reveal("b"), reveal("b")]
    assert verify([SN_A, SN_B], events).clean
    assert board_after([SN_A, SN_B], events).cards[WARDEN].tapped


def test_sentinel_may_be_tapped_when_summoned():
    assert verify([SN_A, SN_B], sentinel_ready(True)).clean
    assert board_after([SN_A, SN_B], sentinel_ready(True)).cards[WARDEN].tapped


def test_tapping_a_battler_without_sentinel_or_taunt_on_summon_is_flagged():
    events = [draw("a"), summon("a", h("a", 1), tap=True)]
    assert rules_at(verify([SN_A, SN_B], events)) == [(2, "ccs.summon.tap-on-summon")]


# -- Withdraw ---------------------------------------------------------------------

def test_withdraw_battler_that_loses_a_battle_returns_to_its_owners_hand():
    a = seat_in(RED_YELLOW, "a", hand=["Sun Paladin"])       # 3, strength 4, withdraw
    b = seat("b", guardians=["Magma Brute"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1)), reveal("b", guardian_id("b", 1))]   # 4 vs 6
    assert verify([a, b], events).clean
    board = board_after([a, b], events)
    assert h("a", 1) in board.seat("a").hand and h("a", 1) not in board.seat("a").discard


# -- Toughness --------------------------------------------------------------------

TF = seat_in(RED_GREEN, "a", hand=["Thornback Boar", "War Cry", "Ember Squire"])   # Boar: 3, strength 4, toughness
BOAR, T_WAR_CRY, T_SQUIRE = h("a", 1), h("a", 2), h("a", 3)
TFB = seat("b", hand=["Fireball", "Fireball"])


def test_toughness_discards_the_card_under_it_instead_of_being_destroyed():
    events = [draw("a"), summon("a", BOAR, under=T_WAR_CRY), draw("b"),
              play("b", h("b", 1), targets=[BOAR])]
    assert verify([TF, TFB], events).clean
    board = board_after([TF, TFB], events)
    assert BOAR in board.seat("a").battlefield and board.cards[BOAR].under == ()
    assert T_WAR_CRY in board.seat("a").discard
    events.append(play("b", h("b", 2), targets=[BOAR]))                          # nothing left under it
    assert verify([TF, TFB], events).clean
    assert BOAR in board_after([TF, TFB], events).seat("a").discard


def test_toughness_card_is_put_under_from_the_hand():
    board = board_after([TF, TFB], [draw("a"), summon("a", BOAR, under=T_WAR_CRY)])
    assert board.cards[BOAR].under == (T_WAR_CRY,) and T_WAR_CRY not in board.seat("a").hand


def test_card_under_a_battler_without_toughness_is_flagged():
    events = [draw("a"), summon("a", T_SQUIRE, under=T_WAR_CRY)]
    assert rules_at(verify([TF, TFB], events)) == [(2, "ccs.summon.toughness")]


def test_toughness_card_not_from_the_hand_is_flagged():
    events = [draw("a"), summon("a", BOAR, under=deck_id("a", 2))]
    assert rules_at(verify([TF, TFB], events)) == [(2, "ccs.summon.toughness")]


# -- Sneak Attack -----------------------------------------------------------------

SA = seat("a", hand=["Pyre Striker", "Ember Squire"])        # Pyre Striker: 4, strength 4, sneak attack 2
PYRE, S_SQUIRE = h("a", 1), h("a", 2)


def test_sneak_attack_pays_its_cost_attacks_at_once_and_is_destroyed_after():
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"),
              summon("a", PYRE, mode="sneak-attack"), attack("a", PYRE), reveal("b")]
    assert verify([SA, seat("b")], events).clean
    board = board_after([SA, seat("b")], events)
    assert board.gauge == 1                                   # 3 - 2, not 3 - 4
    assert PYRE in board.seat("a").discard
    assert len(board.seat("b").guardians) == 4


def test_sneak_attack_attacks_even_when_paying_ended_the_turn():
    events = [draw("a"), summon("a", PYRE, mode="sneak-attack"),    # 0 - 2: the counter on b's 2
              attack("a", PYRE), reveal("b"), draw("b")]
    assert verify([SA, seat("b")], events).clean
    board = board_after([SA, seat("b")], events)
    assert board.active == "b" and board.gauge == 2 and PYRE in board.seat("a").discard


def test_sneak_attack_summon_of_a_battler_without_sneak_attack_is_flagged():
    events = [draw("a"), summon("a", S_SQUIRE, mode="sneak-attack"), attack("a", S_SQUIRE), reveal("b")]
    assert rules_at(verify([SA, seat("b")], events)) == [(2, "ccs.summon.sneak-attack")]


def test_sneak_attack_battler_that_does_not_attack_at_once_is_flagged():
    events = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a"),
              summon("a", PYRE, mode="sneak-attack"), summon("a", S_SQUIRE)]
    assert rules_at(verify([SA, seat("b")], events)) == [(7, "ccs.attack.must-attack")]


# -- Elusive ----------------------------------------------------------------------

EL_A = seat("a", hand=["Flame Lancer", "Mist Phantom"])     # Mist Phantom: 3, strength 3, elusive
EL_B = seat("b", hand=["Mist Phantom"])
EL_READY = [draw("a"), summon("a", h("a", 1)),                             # Lancer; b gets 3
            draw("b"), summon("b", h("b", 1)), pass_("b"),                  # b's Phantom
            draw("a"), summon("a", h("a", 2)), pass_("a"),                  # a's Phantom
            draw("b"), attack("b", h("b", 1)), reveal("a"), pass_("b"),     # b's Phantom attacks: tapped
            draw("a")]


def test_attacking_an_elusive_battler_without_elusive_is_flagged():
    events = EL_READY + [attack("a", h("a", 1), battler=h("b", 1))]
    assert rules_at(verify([EL_A, EL_B], events)) == [(14, "ccs.attack.elusive")]


def test_elusive_battler_can_be_attacked_by_an_elusive_battler():
    events = EL_READY + [attack("a", h("a", 2), battler=h("b", 1))]           # 3 vs 3: both destroyed
    assert verify([EL_A, EL_B], events).clean
    board = board_after([EL_A, EL_B], events)
    assert h("a", 2) in board.seat("a").discard and h("b", 1) in board.seat("b").discard


# -- Transform --------------------------------------------------------------------

TR = seat_in(RED_PURPLE, "a", hand=["Void Shifter", "Ember Squire", "Flame Lancer"])  # Shifter: 5, strength 7
SHIFTER, TR_SQUIRE, TR_LANCER = h("a", 1), h("a", 2), h("a", 3)
TR_READY = [draw("a"), summon("a", TR_SQUIRE), draw("b"), pass_("b"), draw("a")]


def transform(p, returned, card, **kw):
    return {"type": "Transformed", "player": p, "returned": returned, "card": card, **kw}


def test_transform_returns_a_battler_and_puts_the_transform_battler_into_play_attacking():
    events = TR_READY + [transform("a", TR_SQUIRE, SHIFTER),      # 3 - 5: the turn is over...
                         attack("a", SHIFTER), reveal("b"),       # ...but it still attacks
                         draw("b")]
    assert verify([TR, seat("b")], events).clean
    board = board_after([TR, seat("b")], events)
    assert TR_SQUIRE in board.seat("a").hand
    assert SHIFTER in board.seat("a").battlefield and board.cards[SHIFTER].tapped
    assert len(board.seat("b").guardians) == 4
    assert board.active == "b" and board.gauge == 2


def test_transform_with_a_battler_that_could_not_attack_is_flagged():
    events = TR_READY[:4] + [draw("a"), summon("a", TR_LANCER), transform("a", TR_LANCER, SHIFTER),
                             attack("a", SHIFTER), reveal("b")]
    assert rules_at(verify([TR, seat("b")], events)) == [(7, "ccs.transform")]


def test_transform_of_a_card_without_transform_is_flagged():
    events = TR_READY + [transform("a", TR_SQUIRE, TR_LANCER), attack("a", TR_LANCER), reveal("b"), reveal("b")]
    assert rules_at(verify([TR, seat("b")], events)) == [(6, "ccs.transform")]


def test_transform_battler_that_does_not_attack_is_flagged():
    events = TR_READY + [transform("a", TR_SQUIRE, SHIFTER), pass_("a")]
    assert rules_at(verify([TR, seat("b")], events)) == [(7, "ccs.attack.must-attack")]


# -- Time Threshold ---------------------------------------------------------------

TT = seat_in(RED_YELLOW, "a", hand=["Lightbringer"])   # 5, strength 5; summon: chosen battler -3; time threshold 3
LIGHT = h("a", 1)
TTB = seat("b", hand=["Magma Brute", "Flame Lancer"])
BR, LA = h("b", 1), h("b", 2)


def test_time_threshold_resolves_the_summon_ability_twice_past_the_threshold():
    # Reading: the gauge is read after the summon's cost is paid (paying is part of summoning,
    # and before paying the counter is on your own side, never "on your opponent's side").
    # b summons Magma Brute (4) with 3: a starts with 1; 1 - 5 puts the counter on b's 4 >= 3.
    events = [draw("a"), pass_("a"), draw("b"), summon("b", BR), draw("a"),
              summon("a", LIGHT, targets=[BR, BR])]
    assert verify([TT, TTB], events).clean
    assert ab.strength(board_after([TT, TTB], events), BR) == 0        # 6 - 3 - 3


def test_time_threshold_short_of_the_number_resolves_once():
    # a has 3: 3 - 5 puts the counter on b's 2 < 3.
    events = [draw("a"), pass_("a"), draw("b"), summon("b", LA), pass_("b"), draw("a"),
              summon("a", LIGHT, targets=[LA])]
    assert verify([TT, TTB], events).clean
    assert ab.strength(board_after([TT, TTB], events), LA) == 2
    events[-1] = summon("a", LIGHT, targets=[LA, LA])
    assert rules_at(verify([TT, TTB], events)) == [(7, "ccs.ability.time-threshold")]


# -- Taunt ------------------------------------------------------------------------

TN = seat_in(RED_GREEN, "a", hand=["Flame Lancer", "Oakshield Elder"])   # Elder: 4, strength 5, taunt
TN_LANCER, ELDER = h("a", 1), h("a", 2)
TNB = seat("b", hand=["Flame Lancer"])
TN_READY = [draw("a"), summon("a", TN_LANCER),                                  # b gets 3
            draw("b"), summon("b", h("b", 1)), pass_("b"),                      # 3 -> 0
            draw("a"), attack("a", TN_LANCER), reveal("b"), reveal("b"),       # a's Lancer is tapped
            summon("a", ELDER, tap=True),                                       # 3 - 4: b gets 1
            draw("b")]


def test_tapped_taunt_battler_keeps_your_other_battlers_from_being_attacked():
    events = TN_READY + [attack("b", h("b", 1), battler=TN_LANCER)]
    assert verify([TN, TNB], TN_READY).clean
    assert rules_at(verify([TN, TNB], events)) == [(12, "ccs.attack.taunt")]


def test_tapped_taunt_battler_itself_can_be_attacked():
    events = TN_READY + [attack("b", h("b", 1), battler=ELDER)]                # 5 vs 5
    assert verify([TN, TNB], events).clean
    board = board_after([TN, TNB], events)
    assert ELDER in board.seat("a").discard and h("b", 1) in board.seat("b").discard


def test_untapped_taunt_battler_does_not_protect():
    events = TN_READY[:-2] + [summon("a", ELDER), draw("b"), attack("b", h("b", 1), battler=TN_LANCER)]
    assert verify([TN, TNB], events).clean


def test_questing_taunt_battler_does_not_protect():
    events = [draw("a"), summon("a", TN_LANCER),                                 # b gets 3
              draw("b"), summon("b", h("b", 1)), pass_("b"),
              draw("a"), summon("a", ELDER),                                     # 3 - 4: b gets 1
              draw("b"), pass_("b"),
              draw("a"), quest("a", ELDER, h("a", 3)),                           # the Elder is tapped, questing
              attack("a", TN_LANCER), reveal("b"), reveal("b"), pass_("a"),
              draw("b"), attack("b", h("b", 1), battler=TN_LANCER)]              # 5 vs 5
    assert verify([TN, TNB], events).clean
    board = board_after([TN, TNB], events)
    assert TN_LANCER in board.seat("a").discard and h("b", 1) in board.seat("b").discard


# -- Pilot ------------------------------------------------------------------------

PL = seat_in(RED_PURPLE, "a", hand=["Eva Unit Alpha", "Ace Pilot", "Ember Squire"])  # Ace Pilot: pilot 1, +1 GA
EVA, PILOT, PL_SQUIRE = h("a", 1), h("a", 2), h("a", 3)
PL_READY = [draw("a"), summon("a", EVA), draw("b"), pass_("b"), draw("a")]


def test_pilot_summoned_for_its_pilot_cost_attaches_to_an_eva_and_adds_strength_and_abilities():
    events = PL_READY + [summon("a", PILOT, mode="pilot", attach_to=EVA)]
    assert verify([PL, seat("b")], events).clean
    board = board_after([PL, seat("b")], events)
    assert board.gauge == 2                                        # the pilot cost 1, not 3
    assert board.cards[EVA].pilot == PILOT and PILOT not in board.seat("a").battlefield
    assert ab.strength(board, EVA) == 8                            # 6 + 2
    events += [attack("a", EVA), reveal("b"), reveal("b")]         # the pilot's Guardian Attack +1
    assert verify([PL, seat("b")], events).clean
    assert len(board_after([PL, seat("b")], events).seat("b").guardians) == 3


def test_pilot_attached_to_a_battler_that_is_not_an_eva_is_flagged():
    events = [draw("a"), summon("a", PL_SQUIRE), draw("b"), pass_("b"), draw("a"),
              summon("a", PILOT, mode="pilot", attach_to=PL_SQUIRE)]
    assert rules_at(verify([PL, seat("b")], events)) == [(6, "ccs.summon.pilot")]


def test_pilot_summon_of_a_battler_without_a_pilot_cost_is_flagged():
    events = PL_READY + [summon("a", PL_SQUIRE, mode="pilot", attach_to=EVA)]
    assert rules_at(verify([PL, seat("b")], events)) == [(6, "ccs.summon.pilot")]


def test_pilot_summoned_normally_is_a_battler_of_its_own():
    events = PL_READY + [summon("a", PILOT)]
    assert verify([PL, seat("b")], events).clean
    board = board_after([PL, seat("b")], events)
    assert PILOT in board.seat("a").battlefield and board.gauge == 0
