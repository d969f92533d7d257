"""Chrono Clash: the findings of the thirteenth outside reading from the manuals' own words (the tester's logs in
/tmp/qa13-ccsa/, rebuilt here).

One planted fault gives one violation, and the match goes on as recorded. Each test failed on the engine before
its fix (what it gave then is said beside it); every illegal case has a clean twin beside it.
"""

from __future__ import annotations

from ccs import (attack, board_after, draw, guardian_id, hand_id, pass_, play, quest, reveal, rules_at, seat,
                 summon, verify)

from projections.chrono_clash import abilities as ab
from projections.chrono_clash import starter_pool

h, g = hand_id, guardian_id


def S(pid: str, head: list[str]) -> dict:
    """A red and blue seat whose initial order starts with ``head`` (the bottom guardian first, as a log's order)."""
    return seat(pid, guardians=head[4::-1], hand=head[5:10], deck=head[10:])


def GY(pid: str, head: list[str]) -> dict:
    """A green and yellow seat whose initial order starts with ``head``; the rest of the 50 cards are green and
    yellow cards, three of each at most."""
    used: dict[str, int] = {}
    for name in head:
        used[name] = used.get(name, 0) + 1
    order = list(head)
    for c in starter_pool():
        if c.extra or c.colors[0] not in ("green", "yellow"):
            continue
        while used.get(c.name, 0) < 3 and len(order) < 50:
            used[c.name] = used.get(c.name, 0) + 1
            order.append(c.name)
    deck: dict[str, int] = {}
    for name in order:
        deck[name] = deck.get(name, 0) + 1
    return {"id": pid, "deck": deck, "order": order}


def planted(events: list[dict], seq: int, **change) -> list[dict]:
    """``events`` with the one at ``seq`` (1-based) changed."""
    out = [dict(e) for e in events]
    out[seq - 1].update(change)
    return out


# -- 1. Two quest cards on one battler: the last placed is on top ------------------------------------------------
# "To send a battler on a quest, tap it and place any card from your hand face down on top of it" (fr « au-dessus
# de lui »): after an untap (Blessing) a second quest card goes on top of the first.

ALICE_RB = ["Ember Squire", "Tide Scholar", "Tide Scholar", "Frost Warden", "Ember Squire", "Flame Lancer",
            "Cinder Hound", "Ember Squire", "Fireball", "Chrono Shift", "Mist Phantom", "Gatekeeper", "Harbor Sentry",
            "Deep Oracle"]
BOB_GY = ["Grove Keeper", "Grove Keeper", "Stone Idol", "Stone Idol", "Hollow Guard", "Radiant Seer", "Blessing",
          "Grove Keeper", "Radiant Seer", "Wild Growth", "Verdant Healer", "Dawn Herald", "Solar Banner",
          "Lightbringer", "Stone Idol"]


def _two_quest_cards():
    """bob's Radiant Seer (bob.6) goes on a quest with Grove Keeper (bob.8), is untapped by Blessing and goes on a
    second quest with Radiant Seer (bob.9), which lies on top; alice attacks it with a Quick Cinder Hound (3)."""
    seats = [S("alice", ALICE_RB), GY("bob", BOB_GY)]
    head = [draw("alice"), summon("alice", h("alice", 1)), draw("bob"), summon("bob", h("bob", 1)), pass_("bob"),
            draw("alice"), pass_("alice"), draw("bob"), quest("bob", "bob.6", "bob.8"),
            play("bob", "bob.7", targets=["bob.6"]), quest("bob", "bob.6", "bob.9"), pass_("bob"), draw("alice")]
    return seats, head


def test_the_quest_card_placed_last_is_the_top_one():
    # QA GQ5_nonGA_last_placed_revealed: was ccs.guardian.not-top ("the top guardian was Grove Keeper (bob.8)").
    seats, head = _two_quest_cards()
    assert board_after(seats, head).cards["bob.6"].quest == ("bob.9", "bob.8")
    events = head + [summon("alice", h("alice", 2)), attack("alice", h("alice", 2), battler="bob.6"),
                     reveal("bob", "bob.9", resolve=False), pass_("alice"), draw("bob")]
    assert verify(seats, events).clean
    board = board_after(seats, events)
    assert board.cards["bob.9"].zone == "discard" and board.cards["bob.8"].zone != "quest"
    # The planted fault: the first-placed card revealed while the other lies on it.
    wrong = planted(events, 16, card="bob.8")
    assert rules_at(verify(seats, wrong)) == [(16, "ccs.guardian.not-top")]


def test_a_paper_log_reveals_the_last_placed_quest_card_first():
    # QA F1p_paper_two_quest_cards_last_on_top: was ccs.guardian.not-top ("the top guardian was a hidden card").
    a = {"id": "alice", "deck": {n: 3 for n in ("Ember Squire", "Tide Scholar", "Frost Warden", "Flame Lancer",
                                                "Cinder Hound", "Fireball", "Mist Phantom", "Blaze Captain",
                                                "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake",
                                                "Rift Caller", "Siege Breaker", "War Cry", "Harbor Sentry",
                                                "Deep Oracle")}}
    b = {"id": "bob", "deck": {n: 3 for n in ("Grove Keeper", "Stone Idol", "Hollow Guard", "Radiant Seer", "Blessing",
                                              "Wild Growth", "Verdant Healer", "Thornback Boar", "Oakshield Elder",
                                              "Seedling Swarm", "Call of the Wild", "Sun Paladin", "Dawn Herald",
                                              "Lightbringer", "Solar Banner", "Judgment Ray", "Swift Tactics")}}
    events = [draw("alice"), pass_("alice"), draw("bob"), summon("bob", "bob.6", name="Radiant Seer"), pass_("bob"),
              draw("alice"), pass_("alice"), draw("bob"), quest("bob", "bob.6", "bob.8"),
              play("bob", "bob.7", name="Blessing", targets=["bob.6"]), quest("bob", "bob.6", "bob.9"), pass_("bob"),
              draw("alice"), summon("alice", "alice.7", name="Cinder Hound"),
              attack("alice", "alice.7", battler="bob.6"),
              reveal("bob", "bob.9", name="Radiant Seer", resolve=False), pass_("alice"), draw("bob")]
    assert verify([a, b], events).clean
    wrong = planted(events, 16, card="bob.8")
    assert rules_at(verify([a, b], wrong)) == [(16, "ccs.guardian.not-top")]


# -- 2. Your other battlers: another battler with the same icon gets it too ---------------------------------------
# fr « Chacun de vos battlers hormis celui avec cette icône », it "tranne quello con questa icona"; the icon's name
# in all three: "Your other battlers". Solar Banner (2): "Your other battlers get +1 strength."

ALICE_GY = ["Grove Keeper", "Grove Keeper", "Stone Idol", "Stone Idol", "Hollow Guard", "Solar Banner",
            "Solar Banner", "Grove Keeper", "Blessing", "Wild Growth", "Verdant Healer", "Dawn Herald", "Sun Paladin",
            "Lightbringer", "Stone Idol"]


def _two_banners(top_guardian: str):
    """alice's two Solar Banners; the first attacks bob's guardian stack (its top ``top_guardian``) and, next turn,
    again (bob's second guardian an Ember Squire, 2)."""
    seats = [GY("alice", ALICE_GY),
             S("bob", ["Tide Scholar", "Ember Squire", "Tide Scholar", "Ember Squire", top_guardian, "Harbor Sentry",
                       "Cinder Hound", "Mist Phantom", "Fireball", "Frost Warden", "Chrono Shift", "Deep Oracle",
                       "Tide Scholar", "Mirror Adept", "Wave Sentinel"])]
    events = [draw("alice"), summon("alice", "alice.6"), draw("bob"), pass_("bob"), draw("alice"),
              summon("alice", "alice.7"), pass_("alice"), draw("bob"), pass_("bob"), draw("alice"),
              attack("alice", "alice.6"), reveal("bob", "bob.5", resolve=False), pass_("alice"), draw("bob"),
              pass_("bob"), draw("alice"), attack("alice", "alice.6"), reveal("bob", "bob.4", resolve=False),
              pass_("alice"), draw("bob")]
    return seats, events


def test_each_solar_banner_gives_the_other_one_strength():
    # QA SB_two_banners_attack_again: was ccs.attack.not-your-battler at 17 (the Banner, taken as 2, destroyed by
    # the Ember Squire guardian at 12).
    seats, events = _two_banners("Ember Squire")
    board = board_after(seats, events[:7])
    assert ab.strength(board, "alice.6") == 3 and ab.strength(board, "alice.7") == 3
    assert verify(seats, events).clean
    # The control: a guardian of 3 destroys a Banner of 3, and its attack next turn is the one fault.
    seats, events = _two_banners("Frost Warden")
    assert rules_at(verify(seats, events)) == [(17, "ccs.attack.not-your-battler")]


# -- 3. Siege Breaker with one opponent: the one choice --------------------------------------------------------------
# "Chosen opponent: This ability targets any opponent of your choice." Siege Breaker: attack, a chosen opponent
# discards the top card of their guardian stack.

ALICE_SIEGE = ["Ember Squire", "Tide Scholar", "Tide Scholar", "Frost Warden", "Ember Squire", "Flame Lancer",
               "Siege Breaker", "Ember Squire", "Fireball", "Chrono Shift", "Mist Phantom", "Gatekeeper"]
BOB_SIEGE = ["Ember Squire", "Ember Squire", "Tide Scholar", "Frost Warden", "Deep Oracle", "Harbor Sentry",
             "Cinder Hound", "Mist Phantom", "Fireball", "Frost Warden", "Chrono Shift", "Ember Squire"]


def test_siege_breaker_in_a_two_player_match_takes_the_one_opponent():
    # QA SB1_siege_breaker_no_target_given: was ccs.ability.target at 6 and ccs.guardian.not-top at 7.
    seats = [S("alice", ALICE_SIEGE), S("bob", BOB_SIEGE)]
    events = [draw("alice"), summon("alice", "alice.7"), draw("bob"), pass_("bob"), draw("alice"),
              attack("alice", "alice.7"), reveal("bob", "bob.4", resolve=False), pass_("alice"), draw("bob")]
    assert verify(seats, events).clean
    board = board_after(seats, events)
    assert board.seat("bob").discard == ["bob.5", "bob.4"] and len(board.seat("bob").guardians) == 3
    # Named, the same; the planted fault: the top guardian (bob.5, discarded by the ability) revealed.
    assert verify(seats, planted(events, 6, targets=["bob"])).clean
    assert rules_at(verify(seats, planted(events, 7, card="bob.5"))) == [(7, "ccs.log.unknown-card")]
    # The twin, three players: the choice is the player's, and the log must name it (as before): the one fault, and
    # nothing carried out (bob's top guardian is still on top for the attack).
    seats = [S("alice", ALICE_SIEGE), S("bob", BOB_SIEGE), S("carol", BOB_SIEGE)]
    events = [draw("alice"), summon("alice", "alice.7"), draw("bob"), pass_("bob"), draw("carol"), pass_("carol"),
              draw("alice"), attack("alice", "alice.7", defender="bob"), reveal("bob", "bob.5", resolve=False),
              pass_("alice")]
    assert rules_at(verify(seats, events)) == [(8, "ccs.ability.target")]
    named = planted(events, 8, targets=["carol"])
    assert verify(seats, named).clean
    assert board_after(seats, named).seat("carol").discard == ["carol.5"]


# -- 4. +1 Guardian Attack on a questing battler: it stops, or goes on --------------------------------------------
# "after it attacks the first guardian, it will attack a second guardian in that opponent's guardian stack"; a quest
# card "acts like a guardian, except that it only guards the battler you put it on". Whether the attack goes on
# after the quest card is left open: both are clean.

BOB_RB = ["Ember Squire", "Ember Squire", "Tide Scholar", "Frost Warden", "Deep Oracle", "Ember Squire",
          "Cinder Hound", "Mist Phantom", "Fireball", "Stormwatch Giant", "Chrono Shift", "Harbor Sentry",
          "Tide Scholar"]


def _lancer_on_quester():
    """alice's Flame Lancer (5, +1 Guardian Attack) attacks bob's questing Ember Squire (its quest card a Mist
    Phantom, 3)."""
    seats = [S("alice", ALICE_RB), S("bob", BOB_RB)]
    head = [draw("alice"), summon("alice", "alice.6"), draw("bob"), summon("bob", "bob.6"), pass_("bob"),
            draw("alice"), pass_("alice"), draw("bob"), quest("bob", "bob.6", "bob.8"), pass_("bob"), draw("alice"),
            attack("alice", "alice.6", battler="bob.6"), reveal("bob", "bob.8", resolve=False)]
    return seats, head


def test_guardian_attack_on_a_questing_battler_may_stop_or_go_on_to_the_guardian_stack():
    # QA GQ0_GA_on_questing_stop (clean before, and still).
    seats, head = _lancer_on_quester()
    events = head + [pass_("alice"), draw("bob")]
    assert verify(seats, events).clean
    assert len(board_after(seats, events).seat("bob").guardians) == 5
    # QA GQ1_GA_on_questing_then_stack: was ccs.guardian.unexpected at 14.
    events = head + [reveal("bob", "bob.5", resolve=False), pass_("alice"), draw("bob")]
    assert verify(seats, events).clean
    board = board_after(seats, events)
    assert board.seat("bob").discard == ["bob.8", "bob.5"] and len(board.seat("bob").guardians) == 4
    # Planted: the second guardian of the stack revealed, not its top; or a third guardian for a +1 attack.
    assert rules_at(verify(seats, planted(events, 14, card="bob.4"))) == [(14, "ccs.guardian.not-top")]
    more = head + [reveal("bob", "bob.5", resolve=False), reveal("bob", "bob.4", resolve=False), pass_("alice"),
                   draw("bob")]
    assert rules_at(verify(seats, more)) == [(15, "ccs.guardian.unexpected")]


def test_guardian_attack_on_a_battler_with_two_quest_cards_may_fight_both():
    # QA GQ2_GA_two_quest_cards_both: was ccs.guardian.not-top at 15 and ccs.guardian.unexpected at 16.
    seats = [S("alice", ALICE_RB), GY("bob", BOB_GY)]
    head = [draw("alice"), summon("alice", "alice.6"), draw("bob"), summon("bob", "bob.6"), pass_("bob"),
            draw("alice"), pass_("alice"), draw("bob"), quest("bob", "bob.6", "bob.8"),
            play("bob", "bob.7", targets=["bob.6"]), quest("bob", "bob.6", "bob.9"), pass_("bob"), draw("alice"),
            attack("alice", "alice.6", battler="bob.6"), reveal("bob", "bob.9", resolve=False)]
    both = head + [reveal("bob", "bob.8", resolve=False), pass_("alice"), draw("bob")]
    assert verify(seats, both).clean
    assert board_after(seats, both).cards["bob.6"].quest == ()
    # Or only the top one: the other scores at bob's turn (Radiant Seer: completes a quest, draw 1, bob.13), and
    # bob's turn draw is the card after it.
    one = head + [pass_("alice"), draw("bob", card="bob.14")]
    assert verify(seats, one).clean
    board = board_after(seats, one)
    assert board.seat("bob").quest_points == 1 and "bob.13" in board.seat("bob").hand
