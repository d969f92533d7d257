"""Chrono Clash: the findings of the third QA pass (logs in the QA's /tmp/qa3-ccs/ and /tmp/qa2-ccs/M5-...).

Each test failed on the engine before its fix; what the QA logs gave then is said beside it. Every illegal case
has a legal control beside it.
"""

from __future__ import annotations

import pytest

from ccs import attack, board_after, draw, hand_id, make_log, pass_, play, reveal, rules_at, seat, summon, verify
from cli import i18n
from cli.render import describe
from ledger.errors import LogError
from projections import core
from projections.chrono_clash import engine
from projections.chrono_clash.rules import RULES
from projections.chrono_clash.setup import starter_pool
from test_ccs_keywords import seat_in

EXTRA = ["Meteor Storm", "Tsunami", "Colossus of Embers", "Storm Giant", "Phoenix Lord", "Leviathan"]
METEOR = "a.x1"                                            # extra deck action, cost 6


def h(pid, k):
    return hand_id(pid, k)


def effect(p, eff, targets=(), source=None):
    return {"type": "EffectRecorded", "player": p, "effect": eff, "targets": list(targets),
            **({"source": source} if source else {})}


@pytest.fixture
def english_after():
    yield
    i18n.activate("en")  # the language is process-wide: leave the next test in English


# -- 1. The same battler twice in an extra deck card's payment (QA w19) -----------------------------------------
# "To play an extra deck card, you must destroy your battlers in play that have a combined cost that is at least
# as high as the extra deck card's cost." A battler is destroyed once: its cost counts once.

def _meteor_storm(payment: list[int]):
    """a: Gatekeeper (cost 3, draws Meteor Storm), Magma Brute (cost 4); turn 5: Meteor Storm (cost 6) paid with
    the hand cards at ``payment`` (1 Gatekeeper, 2 Magma Brute), at seq 10."""
    a = seat("a", hand=["Gatekeeper", "Magma Brute"], extra=EXTRA)
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2)), draw("b"), pass_("b"),
              draw("a"), play("a", METEOR, payment=[h("a", k) for k in payment])]
    return [a, seat("b")], events


def test_a_battler_listed_twice_in_a_payment_counts_once():
    # QA w19 (was clean): Meteor Storm (6) paid with ["alice.7", "alice.7"], one Magma Brute (4).
    seats, events = _meteor_storm([2, 2])
    result = verify(seats, events)
    assert rules_at(result) == [(10, "ccs.extra-deck.cost"), (10, "ccs.extra-deck.cost")]
    assert result.violations[0].message == ("Magma Brute (a.7) is listed more than once in the payment for Meteor "
                                            "Storm (a.x1): a battler is destroyed once, and its cost counts once")
    assert result.violations[1].message == ("Meteor Storm (a.x1) costs 6, but the battlers destroyed to pay for it "
                                            "cost 4 in all")
    board = board_after(seats, events)
    assert board.paid_with == (h("a", 2),)                     # destroyed once
    assert board.seat("a").discard.count(h("a", 2)) == 1


def test_two_battlers_paying_enough_stay_legal():
    seats, events = _meteor_storm([1, 2])                    # 3 + 4 = 7
    assert verify(seats, events).clean
    assert board_after(seats, events).paid_with == (h("a", 1), h("a", 2))


def test_the_replay_text_names_a_battler_destroyed_to_pay_once(english_after):
    seats, events = _meteor_storm([2, 2])
    log = make_log(seats, events)
    assert describe(log.events[-1], core.board_at(log, len(events))) == \
        "a plays Meteor Storm (a.x1), destroying Magma Brute (a.7) to pay its cost"


# -- 2. EffectRecorded for a card the engine models (QA e01) -----------------------------------------------------
# docs/log-format.md, Events: an EffectRecorded records what an unmodelled ability did; with no source, a judge's
# ruling. As Force of Will's fow.log.effect-source: flagged, and applied all the same.

PROMO = {"name": "Old Promo Knight", "type": "battler", "cost": 2, "strength": 3, "colors": ["red"],
         "abilities": [["summon", "chosen-battler", "destroy"]], "modelled": False,
         "text": "Summon: destroy a chosen battler whose owner has more quest points than you (not modelled)."}


def _effect_after(source):
    """b summons Ember Squire (b.6); on turn 3 a records a destroy of it, from ``source`` (seq 7)."""
    seats = [seat("a", hand=["Flame Lancer", "Old Promo Knight"]), seat("b", hand=["Ember Squire"])]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a")]
    if source == h("a", 2):
        events.append(summon("a", source))                   # the unmodelled card's summon ability is recorded
    events.append(effect("a", "destroy", [h("b", 1)], source=source))
    return seats, events


def test_an_effect_recorded_for_a_modelled_card_is_flagged_and_still_applied():
    # QA e01 (was clean): "destroy" recorded with source alice.6, a Flame Lancer in hand.
    seats, events = _effect_after(h("a", 1))
    result = verify(seats, events, cards=[PROMO])
    assert rules_at(result) == [(7, "ccs.log.effect-source")]
    assert result.violations[0].message == ("an effect is recorded for Flame Lancer (a.6), whose abilities the "
                                            "engine carries out itself: only what unmodelled card text did is "
                                            "recorded")
    assert board_after(seats, events, cards=[PROMO]).cards[h("b", 1)].zone == "discard"
    assert RULES["ccs.log.effect-source"].ref == "docs/log-format.md § Events"


def test_an_effect_of_an_unmodelled_card_or_of_no_card_stays_legal():
    for source in (h("a", 2), None):                          # Old Promo Knight ("modelled": false); a ruling
        seats, events = _effect_after(source)
        assert verify(seats, events, cards=[PROMO]).clean, source
        assert board_after(seats, events, cards=[PROMO]).cards[h("b", 1)].zone == "discard"


# -- 3. A header card that redefines a pool card (QA c01) --------------------------------------------------------
# docs/log-format.md: `cards` is "card definitions for cards the pool lacks".

def _pool(name: str) -> dict:
    import msgspec

    return msgspec.to_builtins(next(c for c in starter_pool() if c.name == name))


def test_a_header_card_that_redefines_a_pool_card_is_unusable_input():
    # QA c01 (was clean): Fireball redefined at cost 0 with a stronger ability.
    cheap = {"name": "Fireball", "type": "action", "cost": 0, "colors": ["red"],
             "abilities": [["chosen-battler", "destroy"]], "text": "cheap"}
    with pytest.raises(LogError) as exc:
        verify([seat("a", hand=["Fireball"]), seat("b")], [], cards=[PROMO, cheap])
    assert (exc.value.line, exc.value.field) == (1, "$.cards[1]")
    assert str(exc.value.reason) == ("card 'Fireball' is in the card pool: the header's cards may only define cards "
                                     "the pool lacks (cost: 0 here, 2 in the pool)")


def test_a_header_card_identical_to_the_pool_card_stays_accepted():
    seats = [seat("a", hand=["Fireball"]), seat("b", hand=["Ember Squire"])]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              play("a", h("a", 1), targets=[h("b", 1)])]
    assert verify(seats, events, cards=[_pool("Fireball"), PROMO]).clean
    assert board_after(seats, events, cards=[_pool("Fireball"), PROMO]).gauge == 1     # 3 - 2: the pool's cost


# -- 4. Time Threshold measures from the summoner's side (QA tt01, tt01b) ---------------------------------------
# "When you summon a battler with this icon, if the Chrono Clash gauge is on the indicated number or greater on
# your opponent's side, play the summon ability a second time" (docs/chrono-clash-icons.md, Readings).
# Lightbringer: cost 5, summon: a chosen battler gets -3 strength; Time Threshold 3.

HERALD = {"name": "Herald Prime", "type": "battler", "cost": 6, "strength": 3, "colors": ["yellow"],
          "abilities": [["reinforcements"]], "text": "Reinforcements."}


def _reinforced_lightbringer(targets: list[str], squire_first: bool = False):
    """b: Herald Prime (Reinforcements); a's Flame Lancer (a.6) destroys it on turn 5 and b summons Lightbringer
    by Reinforcements during a's turn, choosing ``targets`` (the last event). The counter is on a's 3 then, or
    on a's 2 when a summons Ember Squire (cost 1) before attacking (``squire_first``)."""
    a = seat("a", guardians=["War Cry", "War Cry", "War Cry"], hand=["Flame Lancer", "Ember Squire"])
    b = seat_in(("yellow", "green"), "b", hand=["Herald Prime", "Lightbringer"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1)),
              draw("a"), pass_("a"), draw("b"), attack("b", h("b", 1)), reveal("a", resolve=False), pass_("b"),
              draw("a")]
    if squire_first:
        events.append(summon("a", h("a", 2)))
    events += [attack("a", h("a", 1), battler=h("b", 1)),
               summon("b", h("b", 2), mode="reinforcements", targets=targets)]
    return [a, b], events


def test_a_time_threshold_summon_on_the_opponents_turn_counts_the_counter_on_the_active_players_side():
    # QA tt01 (was flagged: "names targets ['alice.6'] that no ability asks for"): the counter on alice's 3 is on
    # bob's opponent's side, so Lightbringer's summon ability is played twice.
    seats, events = _reinforced_lightbringer([h("a", 1), h("a", 1)])
    assert verify(seats, events, cards=[HERALD]).clean
    assert board_after(seats, events, cards=[HERALD]).cards[h("a", 1)].strength_mod == -6
    # QA tt01b: one choice only: the second resolution acts on the chosen battler again (qa16: « le battler choisi
    # perd -3 de force ... relancez l'effet », docs/chrono-clash-icons.md, Readings: "Time Threshold: the second
    # resolution's choices").
    once = verify(*_reinforced_lightbringer([h("a", 1)]), cards=[HERALD])
    assert rules_at(once) == []
    assert board_after(*_reinforced_lightbringer([h("a", 1)]), cards=[HERALD]).cards[h("a", 1)].strength_mod == -6


def test_below_the_threshold_the_summon_ability_is_played_once():
    seats, events = _reinforced_lightbringer([h("a", 1)], squire_first=True)     # on a's 2
    assert verify(seats, events, cards=[HERALD]).clean
    assert board_after(seats, events, cards=[HERALD]).cards[h("a", 1)].strength_mod == -3


def test_with_three_or_four_players_the_far_side_is_the_next_players_own():
    board = board_after([seat("a"), seat("b"), seat("c"), seat("d")], [])
    board.active = "a"
    board.gauge = 3                                   # on a's 3: an opponent's side for everyone but a
    assert [engine._on_opponents_side(board, p) for p in "abcd"] == [-3, 3, 3, 3]
    board.gauge = -2                                  # on the far side, b's (the next player's) 2
    assert [engine._on_opponents_side(board, p) for p in "abcd"] == [2, 0, 2, 2]
    board.seat("b").eliminated = True                 # c is next now: the far side is c's own
    assert [engine._on_opponents_side(board, p) for p in "acd"] == [2, 0, 2]


# -- 5. A payment on a standard card (QA w20) --------------------------------------------------------------------
# Destroying battlers pays for extra deck cards; a standard card is paid in time.

def _flame_lancer(payment: list[str] | None):
    """a: Gatekeeper (a.6) on turn 1; Flame Lancer (a.7, cost 3) on turn 3, on 3 (seq 6)."""
    a = seat("a", hand=["Gatekeeper", "Flame Lancer", "War Cry"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              summon("a", h("a", 2), **({"payment": payment} if payment is not None else {}))]
    return [a, seat("b")], events


def test_a_payment_on_a_standard_battler_is_flagged_and_destroys_nothing():
    # QA w20 (was clean, and Gatekeeper stayed in play while the replay text said it was destroyed).
    seats, events = _flame_lancer([h("a", 1)])
    result = verify(seats, events)
    assert rules_at(result) == [(6, "ccs.extra-deck.cost")]
    assert result.violations[0].message == ("Flame Lancer (a.7) is not an extra deck card: it is paid in time, not "
                                            "by destroying battlers; the payment the log lists for it (Gatekeeper "
                                            "(a.6)) destroys nothing")
    board = board_after(seats, events)
    assert board.cards[h("a", 1)].zone == "battlefield"
    assert (board.paid, board.paid_with, board.gauge) == (3, (), 0)


def test_a_standard_battler_paid_in_time_stays_legal():
    seats, events = _flame_lancer(None)
    assert verify(seats, events).clean
    assert board_after(seats, events).paid == 3


def test_a_payment_on_a_standard_action_is_flagged_too():
    seats, events = _flame_lancer(None)
    events.append(play("a", h("a", 3), targets=[h("a", 2)], payment=[h("a", 1)]))
    assert rules_at(verify(seats, events)) == [(7, "ccs.extra-deck.cost")]
    assert board_after(seats, events).cards[h("a", 1)].zone == "battlefield"
    events[-1].pop("payment")
    assert verify(seats, events).clean


def test_the_replay_text_of_a_standard_summon_says_the_time_paid(english_after):
    seats, events = _flame_lancer([h("a", 1)])
    log = make_log(seats, events)
    assert describe(log.events[-1], core.board_at(log, len(events))) == "a summons Flame Lancer (a.7) paying 3 time"


# -- 6. An attack with no defender among several opponents (QA m03) ---------------------------------------------

def _three_player_attack(**kw):
    """a summons Flame Lancer; b and c pass; a attacks with it (seq 8)."""
    seats = [seat("a", hand=["Flame Lancer"]), seat("b", guardians=["War Cry"]), seat("c")]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("c"), pass_("c"),
              draw("a"), attack("a", h("a", 1), **kw)]
    return seats, events


def test_an_attack_that_names_no_defender_among_several_opponents_says_the_log_leaves_it_out():
    # QA m03 (was "must attack an opponent still in the game, not None").
    result = verify(*_three_player_attack())
    assert rules_at(result) == [(8, "ccs.attack.target-not-enemy")]
    assert result.violations[0].message == ("the log does not name the opponent Flame Lancer (a.6) attacks: in a "
                                            "match of three or more players an attack on a guardian stack names its "
                                            "defender (2 opponents are in the game)")


def test_an_attack_that_names_its_defender_stays_legal():
    seats, events = _three_player_attack(defender="b")
    assert verify(seats, events + [reveal("b")]).clean
    two = [seat("a", hand=["Flame Lancer"]), seat("b", guardians=["War Cry"])]      # one opponent: no need
    assert verify(two, [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
                        attack("a", h("a", 1)), reveal("b")]).clean


# -- 7. Five or more players (QA M5) -----------------------------------------------------------------------------
# The manual covers two players and its Multiplayer section "When playing with 3-4 players".

def test_a_match_of_five_players_is_unusable_input():
    # QA M5 (was clean).
    with pytest.raises(LogError) as exc:
        verify([seat(p) for p in ("a", "b", "c", "d", "e")], [draw("a")])
    assert (exc.value.line, exc.value.field) == (1, "$.players")
    assert str(exc.value.reason) == ("Chrono Clash is played by two players, or three or four (the manual's "
                                     "Multiplayer: \"When playing with 3-4 players\"); this match has 5")


def test_a_match_of_four_players_stays_accepted():
    assert verify([seat(p) for p in ("a", "b", "c", "d")], [draw("a"), pass_("a")]).clean


# -- Time Threshold on a Transform summon ------------------------------------------------------------------------
# "A card that was summoned using transform" (the Transform example) is summoned: "When you summon a battler
# with this icon, if the Chrono Clash gauge is on the indicated number or greater on your opponent's side, play
# the summon ability a second time."

DAWN = {"name": "Shifting Dawn", "type": "battler", "cost": 5, "strength": 5, "colors": ["purple"],
        "abilities": [["transform"], ["summon", "chosen-battler", "strength(-3)"], ["time-threshold(2)"]],
        "text": "Transform. Summon: a chosen battler gets -3 strength. Time Threshold 2."}


def _dawn(targets: list[str]):
    """a: Ember Squire (a.7) on turn 1; b: Oakshield Elder (b.6, cost 4) on turn 2; a transforms Squire into
    Shifting Dawn (a.6) on turn 3 with 3 time: 3 - 5 puts the counter on b's 2 (the threshold); Dawn's summon
    ability chooses ``targets``."""
    a = seat_in(("red", "purple"), "a", hand=["Shifting Dawn", "Ember Squire"])
    b = seat_in(("red", "green"), "b", hand=["Oakshield Elder"])
    events = [draw("a"), summon("a", h("a", 2)), draw("b"), summon("b", h("b", 1)), draw("a"),
              {"type": "Transformed", "player": "a", "returned": h("a", 2), "card": h("a", 1), "targets": targets}]
    return [a, b], events


def test_a_transform_summon_past_the_time_threshold_plays_its_summon_ability_twice():
    seats, events = _dawn(["b.6", "b.6"])
    found = verify(seats, events, cards=[DAWN])
    assert found.clean, found.violations
    assert board_after(seats, events, cards=[DAWN]).gauge == -2
    once = verify(*_dawn(["b.6"]), cards=[DAWN])
    assert rules_at(once) == []  # the second resolution acts on the chosen battler again (qa16)


# -- A paper log names the card Legion discards (QA2 R1q, R1p) ------------------------------------------------
# "Legion: when destroyed, you may discard your deck's top card; a battler discarded so is drawn (one per icon)."
# A paper log names each card the game reveals; TriggerResolved's ``name`` is the card Legion discarded.

def _paper(s: dict) -> dict:
    return {k: v for k, v in s.items() if k != "order"}


def _legion(names: list[str | None]):
    """a (paper log): Seedling Swarm (two Legion icons) summoned on turn 1 and destroyed by b's Fireball on
    turn 2; a resolves one Legion ability per name in ``names`` (None: left unnamed)."""
    a = _paper(seat_in(("green", "red"), "a", hand=["Seedling Swarm"], deck=["Grove Keeper", "Wild Growth"]))
    b = _paper(seat_in(("red", "green"), "b", hand=["Fireball"], deck=["War Cry"]))
    events = [draw("a", name="Grove Keeper"), summon("a", h("a", 1), name="Seedling Swarm"), draw("b", name="War Cry"),
              play("b", h("b", 1), name="Fireball", targets=[h("a", 1)])]
    events += [{"type": "TriggerResolved", "player": "a", "source": h("a", 1), **({"name": n} if n else {})}
               for n in names]
    return [a, b], events


def test_a_paper_log_names_the_card_legion_discards_and_a_battler_goes_to_the_hand():
    seats, events = _legion(["Grove Keeper", "Wild Growth"])
    result = verify(seats, events)
    assert result.clean, result.violations
    assert not any("Legion" in n for n in result.notes)
    a = board_after(seats, events).seat("a")
    names = {i: board_after(seats, events).cards[i].name for i in a.hand + a.discard}
    assert "Grove Keeper" in [names[i] for i in a.hand]            # a battler: drawn
    assert "Wild Growth" in [names[i] for i in a.discard]          # an action: stays discarded


def test_a_legion_card_the_deck_list_has_no_copy_of_is_flagged_and_an_unnamed_one_is_noted():
    seats, events = _legion(["Dawn Herald"])                      # not in a's list
    assert rules_at(verify(seats, events)) == [(len(events), "ccs.log.unknown-card")]
    seats, events = _legion([None])
    result = verify(seats, events)
    assert result.clean and any(f"seq {len(events)}: the log does not name the card the Legion ability" in n
                                for n in result.notes)
