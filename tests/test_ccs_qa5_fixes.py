"""Chrono Clash: the findings of the fifth QA pass (logs in the QA's /tmp/qa5-ccs/).

Each test marked "was ..." failed on the engine before its fix; what the QA logs gave then is said beside it.
Every illegal case has a legal control beside it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ccs import (attack, board_after, conceded, deck_id, draw, hand_id, pass_, play, quest, resolved, reveal,
                 rules_at, seat, summon, tap, verify)
from ledger.chrono_clash import AttackDeclared, CardDrawn, Passed, TriggerResolved
from projections.chrono_clash import selfplay
from test_ccs_keywords import RED_GREEN, RED_PURPLE, RED_YELLOW, seat_in

GREEN_YELLOW = ("green", "yellow")


def h(pid, k):
    return hand_id(pid, k)


def card(name, abilities, *, type="battler", cost=1, strength=2, colors=("red",)):
    out = {"name": name, "type": type, "cost": cost, "colors": list(colors), "abilities": abilities, "text": "x"}
    if type == "battler":
        out["strength"] = strength
    return out


def transformed(p, returned, card_, **kw):
    return {"type": "Transformed", "player": p, "returned": returned, "card": card_, **kw}


def listed(board) -> list:
    return selfplay.legal_actions(board)


# -- 1. An optional trigger left unanswered does not hold a paid-out turn open (QA t13a, t13b, t13g, t15) ----------
# docs/log-format.md: "An optional trigger left unanswered (Legion, Reinforcements) counts as declined when the log
# moves on". a's Fireball (cost 2) takes the counter from a's 1 to b's 1: the turn is over, and it still resolves.

def _fireball_ends_turn(victim: str):
    """b summons ``victim`` (Seedling Swarm, 2: then b passes; Dawn Herald, 4: 3 -> -1 ends b's turn); a, on 3
    or on 1, Fireballs it and the counter reaches b's 1 (a's Cinder Hound first, from 3)."""
    a = seat("a", hand=["Fireball", "Cinder Hound"])
    b = seat_in(GREEN_YELLOW, "b", hand=[victim])
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1))]
    if victim == "Dawn Herald":
        events += [draw("a")]
    else:
        events += [pass_("b"), draw("a"), summon("a", h("a", 2))]
    return [a, b], events + [play("a", h("a", 1), targets=[h("b", 1)])]


@pytest.mark.parametrize("victim", ["Seedling Swarm", "Dawn Herald"])
def test_the_next_players_draw_declines_what_the_destroyed_battler_offered(victim):
    # Was ccs.turn.not-your-turn on b's draw, and a cascade after it (QA t13a: Legion; t13b: Reinforcements).
    seats, events = _fireball_ends_turn(victim)
    events += [draw("b"), pass_("b"), draw("a")]
    assert verify(seats, events).clean
    board = board_after(seats, events[:-2])
    assert (board.active, board.step, board.pending) == ("b", "main", [])
    assert board.seat("b").discard == [h("b", 1)]                  # declined: no card milled, none summoned


def test_an_own_legion_destroyed_by_the_turn_ending_summon_is_declined_by_the_next_draw():
    # Was ccs.turn.not-your-turn (QA t15): Inferno Drake (3 -> -2) destroys a's own Seedling Swarm (Legion x2).
    a = seat_in(RED_GREEN, "a", hand=["Seedling Swarm", "Inferno Drake"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), summon("a", h("a", 2), targets=[h("a", 1)]), draw("b")]
    assert verify([a, seat("b")], events).clean
    assert board_after([a, seat("b")], events).active == "b"


def test_the_legion_declined_by_moving_on_cannot_be_resolved_afterwards():
    seats, events = _fireball_ends_turn("Seedling Swarm")
    assert rules_at(verify(seats, events + [draw("b"), resolved("b", h("b", 1))])) == [(10, "ccs.ability.no-pending")]
    # Answered before the draw, as before: accepted (QA t13d).
    assert verify(seats, events + [resolved("b", h("b", 1), declined=True), resolved("b", h("b", 1)),
                                   draw("b")]).clean


def test_legal_actions_list_the_next_players_draw_while_an_optional_trigger_waits():
    seats, events = _fireball_ends_turn("Seedling Swarm")
    board = board_after(seats, events)
    assert len(board.pending) == 2 and all(p.optional for p in board.pending)
    assert any(isinstance(ev, CardDrawn) and ev.player == "b" for ev in listed(board))


# -- 2. A Transform battler attacks once (QA t01b, control t01a) ----------------------------------------------------
# "Battlers you summoned this turn cannot attack." Transform: "put it into play attacking": that attack is its one.

WOLF = card("Shift Wolf", [["transform"]], cost=2, strength=4, colors=["purple"])
RALLY = card("Quick Rally", [["chosen-battler", "untap-target"]], type="action", cost=0, colors=["purple"])


def _transform_then_untap():
    a = seat_in(RED_PURPLE, "a", hand=["Ember Squire", "Shift Wolf", "Quick Rally"])
    b = seat("b", guardians=["War Cry", "War Cry", "War Cry"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), transformed("a", h("a", 1), h("a", 2)), attack("a", h("a", 2)), reveal("b"),
              play("a", h("a", 3), targets=[h("a", 2)])]
    return [a, b], events


def test_a_transform_battler_untapped_after_its_attack_cannot_attack_again():
    # Was clean (QA t01b).
    seats, events = _transform_then_untap()
    events += [attack("a", h("a", 2)), reveal("b")]
    assert rules_at(verify(seats, events, cards=[WOLF, RALLY])) == [(10, "ccs.attack.summoned-this-turn")]


def test_a_transform_battler_makes_its_one_attack_and_legal_actions_offer_no_second():
    seats, events = _transform_then_untap()
    assert verify(seats, events, cards=[WOLF, RALLY]).clean       # QA t01a
    board = board_after(seats, events, cards=[WOLF, RALLY])
    assert not board.cards[h("a", 2)].tapped
    assert not any(isinstance(ev, AttackDeclared) and ev.attacker == h("a", 2) for ev in listed(board))


# -- 3. A Destroyed trigger no choice lets resolve resolves nothing, and asks for nothing (QA t07a, t07d, t07p) ------
# Effects: "If you can't resolve each icon in an ability featuring an effect icon, you don't resolve any of them."
# Shadow Stalker: "Destroyed: a chosen opponent discards a card." Purge (cost 0): discard 4 cards.

PURGE = card("Purge", [["draw(-4)"]], type="action", cost=0, colors=["red"])


def _stalker_destroyed(b_discards: bool = True, third: bool = False):
    """a's Shadow Stalker (turn 1); b draws, Purges four cards (or not) and Fireballs it, its hand left empty."""
    a = seat_in(RED_PURPLE, "a", hand=["Shadow Stalker"])
    b = seat("b", hand=["Fireball", "Purge"])
    purge = [play("b", h("b", 2), targets=[h("b", 3), h("b", 4), h("b", 5), deck_id("b", 1)])] if b_discards else []
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), *purge, play("b", h("b", 1), targets=[h("a", 1)])]
    return [a, b] + ([seat("c")] if third else []), events


@pytest.mark.parametrize("answer", [[], [resolved("a", h("a", 1))], [resolved("a", h("a", 1), targets=["b"])],
                                    [resolved("a", h("a", 1), declined=True)]],
                         ids=["moving-on", "no-target", "target-b", "declined"])
def test_a_destroyed_trigger_that_cannot_resolve_is_no_breach_left_or_recorded(answer):
    # Was ccs.ability.pending on b's pass, charged to b (QA t07a, t07p); with a target-less TriggerResolved,
    # ccs.ability.target (QA t07d).
    seats, events = _stalker_destroyed()
    events += answer + [pass_("b"), draw("a")]
    assert verify(seats, events, cards=[PURGE]).clean
    board = board_after(seats, events, cards=[PURGE])
    assert board.seat("b").hand == [] and board.active == "a"


def test_a_destroyed_trigger_with_a_choice_left_still_waits_for_it():
    # The control: b keeps four cards, so a must choose (as before).
    seats, events = _stalker_destroyed(b_discards=False)
    assert rules_at(verify(seats, events + [pass_("b")], cards=[PURGE])) == [(5, "ccs.ability.pending")]
    # (No targets at all: the one opponent may be left out, the card b discards is what is missing, as with b named
    # alone: ccs.ability.choice since round 35, test_ccs_qa35b_fixes.py 14.)
    assert rules_at(verify(seats, events + [resolved("a", h("a", 1)), pass_("b")], cards=[PURGE])) == [
        (5, "ccs.ability.choice")]
    assert verify(seats, events + [resolved("a", h("a", 1), targets=["b", h("b", 3)]), pass_("b")],
                  cards=[PURGE]).clean


def test_three_players_an_opponent_with_a_card_in_hand_is_still_a_choice():
    # b's hand is empty, c's is not: the ability can resolve (choosing c), so it waits for a's choice.
    seats, events = _stalker_destroyed(third=True)
    assert rules_at(verify(seats, events + [pass_("b")], cards=[PURGE])) == [(6, "ccs.ability.pending")]
    assert rules_at(verify(seats, events + [resolved("a", h("a", 1)), pass_("b")], cards=[PURGE])) == [
        (6, "ccs.ability.target")]
    assert verify(seats, events + [resolved("a", h("a", 1), targets=["c", h("c", 1)]), pass_("b")],
                  cards=[PURGE]).clean


def test_legal_actions_let_b_pass_while_the_trigger_that_cannot_resolve_waits():
    seats, events = _stalker_destroyed()
    board = board_after(seats, events, cards=[PURGE])
    actions = listed(board)
    assert Passed(seq=6, player="b") in actions
    assert TriggerResolved(seq=6, player="a", source=h("a", 1)) in actions


# -- 4. A failed start-of-turn draw hands the turn on as a concession does (QA t04b, control t04c) -----------------
# docs/chrono-clash-icons.md, "A turn cut short": the next player begins on 3 unless paying had ended the turn.
# Scholar's Binge (cost 0): draw 39, b's whole deck after the turn's draw.

BINGE = card("Scholar's Binge", [["draw(39)"]], type="action", cost=0, colors=["blue"])


def _bob_out(leaves: list[dict], before: list[dict] = ()):
    """3 players; a's Inferno Drake (3 -> -2) ends a's turn on b's 2; then b ``leaves``; then c plays."""
    seats = [seat("a", hand=["Inferno Drake"]), seat("b", hand=["Scholar's Binge"]),
             seat("c", hand=["Flame Lancer", "Ember Squire"])]
    events = [draw("a"), pass_("a"), draw("b"), *before, pass_("b"), draw("c"), pass_("c"),
              draw("a"), summon("a", h("a", 1)), *leaves, draw("c")]
    return seats, events


def test_after_a_failed_draw_the_next_player_begins_on_3():
    # Was carol on 2, and her second summon ccs.gauge.turn-over (QA t04b).
    seats, events = _bob_out([], before=[play("b", h("b", 1))])
    board = board_after(seats, events, cards=[BINGE])
    assert board.seat("b").eliminated and (board.active, board.gauge) == ("c", 3)
    events += [summon("c", h("c", 1)), summon("c", h("c", 2))]     # 3 - 3 = 0, then 0 - 1: the turn ends
    assert verify(seats, events, cards=[BINGE]).clean
    assert rules_at(verify(seats, events + [summon("c", h("c", 3))], cards=[BINGE])) == [
        (13, "ccs.gauge.turn-over")]


def test_a_failed_draw_and_a_concession_on_ones_own_side_hand_on_the_same_counter():
    failed = board_after(*_bob_out([], before=[play("b", h("b", 1))]), cards=[BINGE])
    seats, events = _bob_out([draw("b"), conceded("b")])
    assert verify(seats, events, cards=[BINGE]).clean               # QA t04c
    assert (failed.active, failed.gauge) == (board_after(seats, events, cards=[BINGE]).active, 3)


# -- 5. An effect with several target icons chooses that many different targets (QA t05b, controls t05a, t05c) -----
# The Ability Icons: "If an effect has multiple target icons, you must choose that many targets."

TWIN_BOLT = card("Twin Bolt", [["chosen-battler", "chosen-battler", "max-strength(3)", "destroy"]], type="action")
TWIN_CALLER = card("Twin Caller", [["summon", "chosen-battler", "chosen-battler", "tap-target"]], strength=1)
TWIN_SENTRY = card("Twin Sentry", [["tap", "chosen-battler", "chosen-battler", "tap-target"]], strength=1)
TWIN_GHOST = card("Twin Ghost", [["destroyed", "chosen-battler", "chosen-battler", "tap-target"]], strength=1)
TWINS = [TWIN_BOLT, TWIN_CALLER, TWIN_SENTRY, TWIN_GHOST]
X, Y = h("b", 1), h("b", 2)


def _twice(kind: str, targets: list[str], squires: int = 2):
    """b has ``squires`` Ember Squires in play (b.6, b.7); a's card of ``kind`` then names ``targets``."""
    name = {"action": "Twin Bolt", "summon": "Twin Caller", "tap": "Twin Sentry", "destroyed": "Twin Ghost"}[kind]
    a = seat("a", hand=[name, "Fireball"])
    b = seat("b", hand=["Ember Squire", "Ember Squire"])
    b_turn = [draw("b"), *[summon("b", h("b", k)) for k in range(1, squires + 1)]]
    if kind in ("action", "summon"):                                # b on 3: 3 - 2, pass; a on 3
        events = [draw("a"), pass_("a"), *b_turn, pass_("b"), draw("a")]
        events.append(play("a", h("a", 1), targets=targets) if kind == "action"
                      else summon("a", h("a", 1), targets=targets))
    else:                                                           # a summons it on turn 1: b on 1
        events = [draw("a"), summon("a", h("a", 1)), *b_turn, *([pass_("b")] if squires < 2 else []), draw("a")]
        events += ([tap("a", h("a", 1), targets=targets)] if kind == "tap"
                   else [play("a", h("a", 2), targets=[h("a", 1)]), resolved("a", h("a", 1), targets=targets)])
    return [a, b], events


@pytest.mark.parametrize("kind", ["action", "summon", "tap", "destroyed"])
def test_the_same_battler_named_for_two_target_icons_is_flagged(kind):
    # Was clean (QA t05b, an action): summon abilities, tap abilities and triggers alike.
    seats, events = _twice(kind, [X, X])
    assert rules_at(verify(seats, events, cards=TWINS)) == [(len(events), "ccs.ability.target")]
    assert verify(seats, _twice(kind, [X, Y])[1], cards=TWINS).clean   # QA t05a


def test_the_battler_named_twice_is_acted_on_once():
    board = board_after(*_twice("action", [X, X]), cards=TWINS)
    assert board.seat("b").discard == [X] and board.seat("b").battlefield == [Y]


def test_with_one_battler_to_choose_the_second_target_icon_has_no_choice():
    # Was ccs.ability.target ("one was there to choose": the battler already chosen).
    assert verify(*_twice("action", [X], squires=1), cards=TWINS).clean
    assert rules_at(verify(*_twice("action", [X]), cards=TWINS)) == [(8, "ccs.ability.target")]   # QA t05c


def test_legal_actions_never_name_one_battler_twice():
    seats, events = _twice("action", [X, Y])
    board = board_after(seats, events[:-1], cards=TWINS)
    bolts = [ev.targets for ev in listed(board) if getattr(ev, "card", None) == h("a", 1)]
    assert [X, Y] in bolts and [Y, X] in bolts and [X, X] not in bolts


# -- 6. Not a bug: a questing battler's guardian is attacked, tapped or not (QA t02b, control t02a) -----------------
# Questing: "While a battler has a card on it, that card acts like a guardian ... If an enemy battler attacks it,
# reveal the card" (it "Se un Battler nemico la attacca": the card); Can't attack battlers lists "guardians on
# questing battlers" apart from "tapped enemy battlers". Once it has no card on it, it "can be attacked as normal".

def _paladin(b_turn: list[dict]):
    a = seat("a", hand=["Flame Lancer"])
    b = seat_in(GREEN_YELLOW, "b", hand=["Sun Paladin", "Blessing", "Grove Keeper"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1)), pass_("b"),
              draw("a"), pass_("a"), draw("b"), *b_turn, pass_("b"),
              draw("a"), attack("a", h("a", 1), battler=h("b", 1))]
    return [a, b], events


def test_the_guardian_of_a_questing_battler_untapped_by_blessing_can_be_attacked():
    seats, events = _paladin([quest("b", h("b", 1), h("b", 3)), play("b", h("b", 2), targets=[h("b", 1)])])
    assert verify(seats, events + [reveal("b", h("b", 3))]).clean


def test_an_untapped_battler_with_no_quest_card_cannot_be_attacked():
    seats, events = _paladin([play("b", h("b", 2), targets=[h("b", 1)])])
    assert rules_at(verify(seats, events)) == [(12, "ccs.attack.target-untapped")]


# -- 7. A TriggerResolved may record a trigger the engine resolved by itself (QA t10b, control t10a) ----------------
# Radiant Seer: "Completes a quest: draw 1." It asks for no choice: the engine resolves it at the start of a's turn.

def _seer(*tail):
    a = seat_in(RED_YELLOW, "a", hand=["Radiant Seer", "War Cry", "Ember Squire"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), quest("a", h("a", 1), h("a", 2)), pass_("a"), draw("b"), pass_("b"), *tail]
    return [a, seat("b")], events


@pytest.mark.parametrize("tail", [[resolved("a", h("a", 1)), draw("a")], [draw("a"), resolved("a", h("a", 1))]],
                         ids=["before-the-draw", "after-the-draw"])
def test_a_trigger_the_engine_resolved_may_be_recorded_once(tail):
    # Was ccs.ability.no-pending (QA t10b); the Seer still draws once.
    seats, events = _seer(*tail)
    assert verify(seats, events).clean
    board = board_after(seats, events)
    assert board.seat("a").quest_points == 1
    assert deck_id("a", 3) in board.seat("a").hand and deck_id("a", 4) in board.seat("a").hand
    assert deck_id("a", 5) in board.seat("a").deck[:1]


@pytest.mark.parametrize("tail,seq", [
    ([resolved("a", h("a", 1)), resolved("a", h("a", 1))], 11),        # a second one
    ([resolved("a", h("a", 3))], 10),                                   # another card
    ([resolved("b", h("a", 1))], 10),                                   # another player
    ([resolved("a", h("a", 1), targets=["b"])], 10),                    # a choice it never asked for
    # a mandatory ability declined: ccs.ability.pending since round 9 (test_ccs_qa9_fixes.py)
    ([draw("a"), summon("a", h("a", 3)), resolved("a", h("a", 1))], 12),  # after the next decision
])
def test_any_other_trigger_record_is_still_flagged(tail, seq):
    assert rules_at(verify(*_seer(*tail))) == [(seq, "ccs.ability.no-pending")]


def test_a_trigger_recorded_before_the_draw_of_a_turn_that_paying_ended():
    # b's Magma Brute (3 -> -1) ends b's turn: a's turn, and the Seer's draw, begin with a's next event.
    a = seat_in(RED_YELLOW, "a", hand=["Radiant Seer", "War Cry"])
    b = seat("b", hand=["Magma Brute"])
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"),
              draw("a"), quest("a", h("a", 1), h("a", 2)), pass_("a"), draw("b"), summon("b", h("b", 1))]
    assert verify([a, b], events + [resolved("a", h("a", 1)), draw("a")]).clean
    assert verify([a, b], events + [draw("a"), resolved("a", h("a", 1))]).clean
    board = board_after([a, b], events)
    assert TriggerResolved(seq=10, player="a", source=h("a", 1)) in listed(board)


def test_legal_actions_list_the_record_of_a_trigger_the_engine_resolved():
    seats, events = _seer()
    board = board_after(seats, events)
    actions = listed(board)
    assert TriggerResolved(seq=10, player="a", source=h("a", 1)) in actions
    assert TriggerResolved(seq=10, player="b", source=h("a", 1)) not in actions


# -- A quest that stood at the table is carried out as recorded (fifth reading of the judge's path) ----------------

def _win_quests_with(**quest) -> "Verification":
    import json as _json

    from ledger.log import parse_log
    from projections import core as _core

    path = Path(__file__).resolve().parent.parent / "sample_logs" / "chrono_clash" / "win-quests.jsonl"
    lines = path.read_text().splitlines()
    i = next(k for k, line in enumerate(lines) if '"QuestStarted"' in line and '"seq":12' in line)
    ev = dict(_json.loads(lines[i]), **quest)
    lines[i] = _json.dumps(ev, separators=(",", ":"))
    return _core.verify(parse_log(("\n".join(lines) + "\n").encode(), "q.jsonl"))


def test_a_quest_card_taken_from_the_guardian_stack_is_flagged_and_the_quest_still_completes():
    # alice.5 is one of alice's guardians: flagged, and placed as recorded, so the quest scores as at the table.
    result = _win_quests_with(card="alice.5")
    assert [(v.seq, v.rule) for v in result.violations] == [(12, "ccs.quest.card-not-in-hand")]
    assert result.winner == "alice" and "5 quest points" in result.result
    assert _win_quests_with().clean  # the sample itself


def test_a_quest_by_a_battler_not_in_play_flags_its_quest_card_too():
    result = _win_quests_with(battler="alice.9", card="alice.5")
    assert [(v.seq, v.rule) for v in result.violations][:2] == [(12, "ccs.quest.not-your-battler"),
                                                               (12, "ccs.quest.card-not-in-hand")]
