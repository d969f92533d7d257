"""Chrono Clash: the worked examples of the manual v3.4, played as logs.

1. "Example Attacking": a 5-strength +1 Guardian Attack battler into a 6-strength
   guardian with a "draw 1 card" guardian ability.
2. "Example Questing": a questing battler's "gain 2 time" guardian (strength 4) attacked
   by a strength 5 battler.
3. "The Extra Deck": a cost 6 extra deck card paid by two 3-cost battlers, one 6-cost,
   a 4 and a 3 (legal); 3 + 2 is short; an extra deck battler cannot pay.
4. "Example Activating Tap Abilities": a tapped battler can't attack unless untapped.
"""

from __future__ import annotations

from collections import Counter

from ccs import attack, board_after, deck_id, draw, guardian_id, hand_id, pass_, play, quest, reveal, rules_at, seat, summon, tap, verify
from projections.chrono_clash import starter_pool


def h(pid, k):
    return hand_id(pid, k)


# -- 1. Example Attacking ------------------------------------------------------------

def test_example_attacking_plus_one_attacker_destroyed_by_a_drawing_guardian():
    a = seat("a", hand=["Flame Lancer"])                      # strength 5, Guardian Attack +1
    b = seat("b", guardians=["Stormwatch Giant"])             # strength 6, guardian: draw 1
    lancer, giant = h("a", 1), guardian_id("b", 1)
    events = [draw("a"), summon("a", lancer), draw("b"), pass_("b"), draw("a"),
              attack("a", lancer, defender="b"),
              reveal("b", giant, resolve=True)]               # "It has a draw 1 card icon, so they draw it now"
    assert verify([a, b], events).clean
    board = board_after([a, b], events)
    assert deck_id("b", 2) in board.seat("b").hand            # the defender drew
    assert lancer in board.seat("a").discard                  # "My attacker is destroyed"
    assert board.seat("b").discard == [giant]                 # "the guardian is discarded"
    assert len(board.seat("b").guardians) == 4                # "one fewer guardian"
    assert board.attack is None                               # no second guardian attack
    # A second reveal for the +1 is not part of the attack any more.
    assert rules_at(verify([a, b], events + [reveal("b", guardian_id("b", 2))])) == [(8, "ccs.guardian.attacker-destroyed")]


# -- 2. Example Questing -------------------------------------------------------------

def test_example_questing_guardian_gains_time_and_does_not_destroy_a_stronger_attacker():
    a = seat("a", hand=["Ember Squire", "Wave Sentinel"])     # Wave Sentinel: strength 4, guardian: gain 2 time
    b = seat("b", hand=["Flame Lancer"])                      # strength 5
    squire, sentinel, lancer = h("a", 1), h("a", 2), h("b", 1)
    events = [draw("a"), summon("a", squire),                 # b on 1
              draw("b"), summon("b", lancer),                 # 1 - 3: a on 2
              draw("a"), quest("a", squire, sentinel), pass_("a"),   # "I choose one that has Gain 2 time"
              draw("b"), attack("b", lancer, battler=squire)]
    before = board_after([a, b], events)
    assert before.active == "b" and before.gauge == 3
    events.append(reveal("a", sentinel, resolve=True))
    assert verify([a, b], events).clean
    board = board_after([a, b], events)
    assert board.gauge == 1                                   # a gained 2: the counter moved 2 toward a
    assert lancer in board.seat("b").battlefield              # "the attacking battler isn't destroyed"
    assert sentinel in board.seat("a").discard                # "I discard the guardian"
    assert board.cards[squire].quest == () and squire in board.seat("a").battlefield
    assert len(board.seat("a").guardians) == 5                # a's own guardian stack is not touched


# -- 3. The Extra Deck: a cost 6 card ------------------------------------------------------

# Colossus of Embers: extra deck battler, cost 6. Gatekeeper (3): summon, draw 1 from the extra deck.
# Tidal Behemoth is a standard 6-cost battler; Storm Giant an extra deck battler of cost 4.
EXTRA = ["Colossus of Embers", "Storm Giant", "Phoenix Lord", "Kraken", "Coral Golem", "Leviathan"]


def cost6_log(first: str, payment_of, *, extra=EXTRA, hand=()):
    """a summons ``first`` on turn 1, then on turn 3 a Gatekeeper (3 -> 0) that draws a.x1, then a.x1."""
    a = seat("a", hand=[first, "Gatekeeper", *hand], extra=extra)
    first_id, gatekeeper = h("a", 1), h("a", 2)
    events = [draw("a"), summon("a", first_id), draw("b"), pass_("b"), draw("a"),
              summon("a", gatekeeper),
              summon("a", "a.x1", payment=payment_of(first_id, gatekeeper))]
    return [a, seat("b")], events


def test_extra_deck_cost_6_paid_by_two_3_cost_battlers():
    players, events = cost6_log("Flame Lancer", lambda first, gk: [first, gk])
    assert verify(players, events).clean
    board = board_after(players, events)
    assert "a.x1" in board.seat("a").battlefield and board.cards["a.x1"].name == "Colossus of Embers"
    assert {h("a", 1), h("a", 2)} <= set(board.seat("a").discard)
    assert board.gauge == 0                                   # no time was paid


def test_extra_deck_cost_6_paid_by_one_6_cost_battler():
    players, events = cost6_log("Tidal Behemoth", lambda first, gk: [first])
    assert verify(players, events).clean
    board = board_after(players, events)
    assert "a.x1" in board.seat("a").battlefield
    assert h("a", 1) in board.seat("a").discard and h("a", 2) in board.seat("a").battlefield


def test_extra_deck_cost_6_paid_by_a_4_and_a_3_cost_battler():
    players, events = cost6_log("Magma Brute", lambda first, gk: [first, gk])   # 4 + 3 = 7 >= 6
    assert verify(players, events).clean
    assert "a.x1" in board_after(players, events).seat("a").battlefield


def test_extra_deck_cost_6_paid_by_a_3_and_a_2_cost_battler_is_flagged():
    a = seat("a", hand=["Cinder Hound", "Gatekeeper"], extra=EXTRA)
    hound, gatekeeper = h("a", 1), h("a", 2)
    events = [draw("a"), summon("a", hound), draw("b"), pass_("b"), draw("a"),
              summon("a", gatekeeper), summon("a", "a.x1", payment=[hound, gatekeeper])]   # 2 + 3 = 5 < 6
    assert rules_at(verify([a, seat("b")], events)) == [(7, "ccs.extra-deck.cost")]


def test_extra_deck_cost_6_paid_with_an_extra_deck_battler_is_flagged():
    # a.x1 Storm Giant (4) is paid by a Flame Lancer and a Gatekeeper, a second Gatekeeper draws
    # a.x2 Colossus of Embers (6), which is then paid with Storm Giant + that Gatekeeper.
    a = seat("a", hand=["Flame Lancer", "Gatekeeper", "Gatekeeper"],
             extra=["Storm Giant", "Colossus of Embers", "Phoenix Lord", "Kraken", "Coral Golem", "Leviathan"])
    lancer, gk1, gk2 = h("a", 1), h("a", 2), h("a", 3)
    events = [draw("a"), summon("a", lancer), draw("b"), pass_("b"), draw("a"),
              summon("a", gk1),                                    # 3 -> 0, draws Storm Giant
              summon("a", "a.x1", payment=[lancer, gk1]),          # legal: 6 >= 4
              summon("a", gk2),                                    # 0 -> b's 3; still draws Colossus
              draw("b"), pass_("b"), draw("a"),
              summon("a", "a.x2", payment=["a.x1", gk2])]          # 4 + 3 = 7 >= 6, but a.x1 is an EX battler
    # The extra deck battler is flagged as a payment it may not make; with it the total reaches
    # the cost, so ccs.extra-deck.cost is not flagged on top.
    result = verify([a, seat("b")], events)
    assert rules_at(result) == [(12, "ccs.extra-deck.standard-only")]


# -- 4. Example Activating Tap Abilities ------------------------------------------------

def seat_in(colors, pid, guardians=(), hand=(), deck=(), **kw):
    """A legal 50-card seat of two colours: the named cards, then plain cards (fewest abilities first)."""
    named = Counter([*guardians, *hand, *deck])
    cards = sorted((c for c in starter_pool() if not c.extra and c.colors[0] in colors),
                   key=lambda c: len(c.abilities))
    spare = iter([c.name for c in cards for _ in range(3 - named[c.name])])
    g = list(guardians) + [next(spare) for _ in range(5 - len(guardians))]
    hh = list(hand) + [next(spare) for _ in range(5 - len(hand))]
    d = list(deck) + [next(spare) for _ in range(40 - len(deck))]
    return seat(pid, guardians=g, hand=hh, deck=d, **kw)


def test_example_tap_ability_tapped_battler_cannot_attack_unless_untapped():
    # Harbor Sentry: tap, tap a chosen battler. Blessing (yellow, 2): untap a chosen battler.
    a = seat_in(("blue", "yellow"), "a", hand=["Harbor Sentry", "Wave Sentinel", "Blessing"])
    b = seat("b", guardians=["War Cry", "War Cry"])
    sentry, sentinel, blessing = h("a", 1), h("a", 2), h("a", 3)
    ready = [draw("a"), summon("a", sentry), draw("b"), pass_("b"),          # b: 2 -> a on 3
             draw("a"), summon("a", sentinel), pass_("a"), draw("b"), pass_("b"), draw("a"),
             tap("a", sentry, targets=[sentinel])]                          # 3 + 1 (tap-gain-time)
    assert verify([a, b], ready).clean
    assert board_after([a, b], ready).cards[sentinel].tapped
    assert rules_at(verify([a, b], ready + [attack("a", sentinel, defender="b")])) == [
        (12, "ccs.attack.tapped")]
    untapped = ready + [play("a", blessing, targets=[sentinel]), attack("a", sentinel, defender="b"), reveal("b")]
    assert verify([a, b], untapped).clean
