"""Chrono Clash: the findings of the fourteenth outside reading (the tester's logs in /tmp/qa14-ccs/, rebuilt here:
their events are written out below, with the seats their headers give).

One planted fault gives one violation, and the match goes on as recorded. Each test failed on the engine before
its fix (what it gave then is said beside it); every illegal case has a clean twin beside it.
"""

from __future__ import annotations

import json

from ccs import board_after, draw, make_log, pass_, quest, reveal, rules_at, summon, verify

from projections import core
from test_ccs_qa13_seed_fixes import GY, S


def _log(head: str, text: str) -> tuple[list[dict], list[dict], str]:
    """The seats, events and first player of a log written out below."""
    h = json.loads(head)
    return h["players"], [json.loads(line) for line in text.splitlines() if line.strip()], h["first"]


def _check(seats: list[dict], events: list[dict], first: str) -> core.Verification:
    return verify(seats, events, first=first)


def _board(seats: list[dict], events: list[dict], first: str, n: int | None = None):
    return core.board_at(make_log(seats, events, first=first), len(events) if n is None else n)


def _without(events: list[dict], seq: int) -> list[dict]:
    """``events`` without the one at ``seq`` (1-based)."""
    return events[:seq - 1] + events[seq:]


def _moved(events: list[dict], seq: int, to: int) -> list[dict]:
    """``events`` with the one at ``seq`` (1-based) moved to stand at ``to`` (1-based, counted after removal)."""
    ev = events[seq - 1]
    out = _without(events, seq)
    return out[:to - 1] + [ev] + out[to - 1:]


def _notes(result: core.Verification) -> str:
    return "\n".join(result.notes)



# -- 1. A chosen opponent genuinely left out in three players: one fault, the discard on the attacked opponent -----
# "Chosen opponent: This ability targets any opponent of your choice." Siege Breaker (alice.6) attacks carol with
# targets []; carol's next reveal is carol.4, the card under her top guardian: the table discarded carol's top.

def test_siege_breaker_opponent_left_out_in_three_players_is_one_fault():
    # QA W01_siege_opponent_left_out_3p: was ccs.ability.target + ccs.guardian.not-top x3, no winner.
    seats, events, first = _log(W01_HEAD, W01_EVENTS)
    result = _check(seats, events, first)
    assert rules_at(result) == [(9, "ccs.ability.target")]
    assert result.winner == "alice"
    assert _board(seats, events, first, 10).cards["carol.5"].zone == "discard"
    # The clean twin: the opponent named.
    named = [dict(e) for e in events]
    named[8]["targets"] = ["carol"]
    assert _check(seats, named, first).clean
    # Carol's next reveal is her top guardian: the table discarded none of hers; it stays the one fault.
    top = [dict(e) for e in events]
    top[9]["card"] = "carol.5"
    assert rules_at(_check(seats, top[:10], first)) == [(9, "ccs.ability.target")]
    assert _board(seats, top[:10], first).cards["carol.4"].zone == "guardians"


# -- 2. A left-out Sneak Attack / Transform attack recorded after the next player's draw --------------------------

def test_sneak_attack_left_out_then_recorded_after_the_next_draw():
    # QA X02_sneak_attack_after_next_draw: was unexpected + ccs.turn.not-your-turn + ccs.attack.not-your-battler.
    seats, events, first = _log(X02_HEAD, X02_EVENTS)
    result = _check(seats, events, first)
    assert rules_at(result) == [(13, "ccs.guardian.unexpected")]
    assert "that attack, recorded late" in _notes(result)
    assert _check(seats, _moved(events, 15, 13), first).clean


def test_transform_attack_left_out_then_recorded_after_the_next_draw():
    # QA T2_transform_reveal_then_attack_after_bob_draw: was unexpected + not-your-turn + ccs.attack.tapped.
    seats, events, first = _log(T2_HEAD, T2_EVENTS)
    assert rules_at(_check(seats, events, first)) == [(7, "ccs.guardian.unexpected")]
    assert _check(seats, _moved(events, 9, 7), first).clean


# -- 3. Paper logs: the quest card revealed before its attack, or for a left-out attack, keeps its name -----------

def test_paper_quest_card_revealed_early_keeps_its_name():
    # QA X09p / X07p / V12q: was ccs.guardian.unexpected + ccs.log.unknown-card at the next event.
    seats, events, first = _log(X09P_HEAD, X09P_EVENTS)
    assert rules_at(_check(seats, events, first)) == [(28, "ccs.guardian.unexpected")]  # before its attack
    assert rules_at(_check(seats, _without(events, 29), first)) == [(28, "ccs.guardian.unexpected")]  # left out
    assert _board(seats, _without(events, 29), first, 29).cards["carol.9"].name == "Radiant Seer"
    assert _check(seats, _moved(events, 29, 28), first).clean


# -- 4. Paper log: a Legion ability left out -----------------------------------------------------------------------

def test_paper_legion_ability_left_out_binds_the_summoned_card():
    # QA X01p_legion_left_out: was ccs.summon.not-in-hand.
    seats, events, first = _log(X01P_HEAD, X01P_EVENTS)
    result = _check(seats, events, first)
    assert result.clean
    assert "the log left out its TriggerResolved" in _notes(result)
    assert _board(seats, events, first, 18).cards["bob.14"].zone == "battlefield"
    recorded = events[:17] + [{"player": "bob", "type": "TriggerResolved", "source": "bob.6", "name": "Frost Warden"}] \
        + events[17:]
    assert _check(seats, recorded, first).clean


# -- 5. A Sneak Attack recorded late in its owner's next turn, before that turn's draw -----------------------------

def test_sneak_attack_recorded_late_before_the_next_turns_draw():
    # QA S3_sneak_attack_after_carol_pass: was ccs.attack.must-attack + ccs.turn.draw-step.
    seats, events, first = _log(S3_HEAD, S3_EVENTS)
    assert rules_at(_check(seats, events, first)) == [(41, "ccs.attack.must-attack")]
    assert _check(seats, _moved(events, 43, 41), first).clean


# -- 6. +1 Guardian Attack on a questing battler, its attack left out with several attackers, two reveals ----------

def test_guardian_attack_on_quest_left_out_two_reveals_one_fault():
    # QA V10_GA_quest_attack_left_out_two_reveals: was ccs.guardian.unexpected x2.
    seats, events, first = _log(V10_HEAD, V10_EVENTS)
    result = _check(seats, events, first)
    assert rules_at(result) == [(19, "ccs.guardian.unexpected")]
    assert result.winner == "alice"
    declared = events[:18] + [{"player": "alice", "type": "AttackDeclared", "attacker": "alice.6", "battler": "bob.6"}] \
        + events[18:]
    assert _check(seats, declared, first).clean


# -- 7. A real extra guardian reveal after a +1 Guardian Attack's quest cards, a Siege Breaker discard after it -----

def test_extra_reveal_then_siege_breaker_discard_one_fault():
    # QA V06_GA_extra_reveal_after_quest_pile: was unexpected + ccs.log.unknown-card + ccs.game.over.
    seats, events, first = _log(V06_HEAD, V06_EVENTS)
    result = _check(seats, events, first)
    assert rules_at(result) == [(22, "ccs.guardian.unexpected")]
    assert result.winner == "alice"
    assert _check(seats, _without(events, 22), first).clean


# -- 8. Night Raid in two players: the opponent left out, the card discarded named ---------------------------------

def test_night_raid_two_players_names_only_the_card():
    # QA N1_nightraid_2p_card_only / N1p: was ccs.ability.target "'bob.9' is not an opponent".
    seats, events, first = _log(N1P_HEAD, N1P_EVENTS)
    assert _check(seats, events, first).clean
    assert _board(seats, events, first, 2).cards["bob.9"].zone == "discard"
    named = [dict(e) for e in events]
    named[1]["targets"] = ["bob", "bob.9"]
    assert _check(seats, named, first).clean
    # A card of the player's own named instead: still the fault it was.
    own = [dict(e) for e in events]
    own[1]["targets"] = ["alice.7"]
    assert [r for _, r in rules_at(_check(seats, own, first))] == ["ccs.ability.target"]


# -- 10. A battler that can't attack battlers attacks the guardian on a questing battler ---------------------------
# "Can't attack battlers: This battler can't attack tapped enemy battlers, only opponent's guardian stacks and
# guardians on questing battlers."

MAGMA = ["Ember Squire", "Tide Scholar", "Tide Scholar", "Frost Warden", "Ember Squire", "Magma Brute",
         "Cinder Hound", "Ember Squire", "Fireball", "Chrono Shift", "Mist Phantom", "Gatekeeper", "Harbor Sentry",
         "Deep Oracle"]
QUESTER = ["Grove Keeper", "Grove Keeper", "Stone Idol", "Stone Idol", "Hollow Guard", "Radiant Seer", "Blessing",
           "Grove Keeper", "Radiant Seer", "Wild Growth", "Verdant Healer", "Dawn Herald", "Solar Banner",
           "Lightbringer", "Stone Idol"]


def test_quest_attack_left_out_counts_a_battler_that_cant_attack_battlers():
    # Was: Magma Brute not counted, no battler could have attacked, the quest card left on Radiant Seer.
    seats = [S("alice", MAGMA), GY("bob", QUESTER)]
    events = [draw("alice"), summon("alice", "alice.6"), draw("bob"), summon("bob", "bob.6"), pass_("bob"),
              draw("alice"), pass_("alice"), draw("bob"), quest("bob", "bob.6", "bob.8"), pass_("bob"), draw("alice"),
              reveal("bob", "bob.8", resolve=False), pass_("alice")]
    assert rules_at(verify(seats, events)) == [(12, "ccs.guardian.unexpected")]
    board = board_after(seats, events)
    assert board.cards["alice.6"].tapped and board.cards["bob.8"].zone == "discard"
    declared = events[:11] + [{"type": "AttackDeclared", "player": "alice", "attacker": "alice.6",
                               "battler": "bob.6"}] + events[11:]
    assert verify(seats, declared).clean

# -- The tester's logs, written out ---------------------------------------------------------------------------------

W01_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Ember Squire": 3, "Cinder Hound": 3, "Tide Scholar": 3, "Frost Warden": 3, "Siege Breaker": 3, "Pyre Striker": 3, "Flame Lancer": 3, "Chrono Shift": 2, "Fireball": 3, "Mist Phantom": 3, "Blaze Captain": 2, "Magma Brute": 2, "Ashen Berserker": 2, "Inferno Drake": 2, "Rift Caller": 2, "War Cry": 2, "Harbor Sentry": 2, "Deep Oracle": 1, "Mirror Adept": 1, "Wave Sentinel": 1, "Stormwatch Giant": 1, "Gatekeeper": 1, "Tidal Recall": 1, "Recollection": 1, "Tidal Behemoth": 1}, "order": ["Ember Squire", "Cinder Hound", "Tide Scholar", "Ember Squire", "Frost Warden", "Siege Breaker", "Pyre Striker", "Flame Lancer", "Chrono Shift", "Ember Squire", "Pyre Striker", "Cinder Hound", "Tide Scholar", "Fireball", "Mist Phantom", "Cinder Hound", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Frost Warden", "Mist Phantom", "Harbor Sentry"]}, {"id": "bob", "seat": 2, "deck": {"Grove Keeper": 3, "Stone Idol": 3, "Verdant Healer": 3, "Thornback Boar": 3, "Seedling Swarm": 3, "Oakshield Elder": 3, "Sun Paladin": 3, "Radiant Seer": 3, "Dawn Herald": 3, "Wild Growth": 3, "Blessing": 3, "Hollow Guard": 3, "Solar Banner": 3, "Lightbringer": 3, "Call of the Wild": 3, "Judgment Ray": 3, "Swift Tactics": 3}, "order": ["Grove Keeper", "Stone Idol", "Verdant Healer", "Thornback Boar", "Seedling Swarm", "Oakshield Elder", "Sun Paladin", "Radiant Seer", "Dawn Herald", "Wild Growth", "Blessing", "Hollow Guard", "Solar Banner", "Lightbringer", "Grove Keeper", "Thornback Boar", "Oakshield Elder", "Verdant Healer", "Seedling Swarm", "Stone Idol", "Hollow Guard", "Wild Growth", "Call of the Wild", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Grove Keeper", "Thornback Boar", "Oakshield Elder", "Verdant Healer", "Seedling Swarm", "Stone Idol", "Hollow Guard", "Wild Growth", "Call of the Wild", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Call of the Wild", "Judgment Ray", "Swift Tactics"]}, {"id": "carol", "seat": 3, "deck": {"Mist Phantom": 3, "Harbor Sentry": 3, "Shadow Stalker": 3, "Tide Scholar": 3, "Wave Sentinel": 3, "Eva Unit Beta": 3, "Night Raid": 2, "Deep Oracle": 3, "Chrono Shift": 3, "Grave Call": 2, "Gatekeeper": 3, "Mirror Adept": 3, "Void Shifter": 3, "Frost Warden": 2, "Stormwatch Giant": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Eva Unit Alpha": 2, "Ace Pilot": 2}, "order": ["Mist Phantom", "Harbor Sentry", "Shadow Stalker", "Tide Scholar", "Wave Sentinel", "Eva Unit Beta", "Night Raid", "Shadow Stalker", "Deep Oracle", "Chrono Shift", "Tide Scholar", "Grave Call", "Gatekeeper", "Mirror Adept", "Void Shifter", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Eva Unit Alpha", "Eva Unit Beta", "Ace Pilot", "Shadow Stalker", "Void Shifter", "Night Raid", "Grave Call", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Eva Unit Alpha", "Eva Unit Beta", "Ace Pilot", "Void Shifter"]}]}'
W01_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11"}
{"player":"alice","type":"BattlerSummoned","card":"alice.6"}
{"player":"bob","type":"CardDrawn","card":"bob.11"}
{"player":"bob","type":"BattlerSummoned","card":"bob.8"}
{"player":"bob","type":"BattlerSummoned","card":"bob.7"}
{"player":"carol","type":"CardDrawn","card":"carol.11"}
{"player":"carol","type":"BattlerSummoned","card":"carol.8"}
{"player":"alice","type":"CardDrawn","card":"alice.12"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"carol","targets":[]}
{"player":"carol","type":"GuardianRevealed","card":"carol.4","resolve":true}
{"player":"alice","type":"BattlerSummoned","card":"alice.7","mode":"sneak-attack"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.7","defender":"bob"}
{"player":"bob","type":"GuardianRevealed","card":"bob.5","resolve":false}
{"player":"alice","type":"ActionPlayed","card":"alice.9"}
{"player":"bob","type":"CardDrawn","card":"bob.12"}
{"player":"bob","type":"QuestStarted","battler":"bob.8","card":"bob.12"}
{"player":"bob","type":"BattlerSummoned","card":"bob.6"}
{"player":"carol","type":"CardDrawn","card":"carol.13"}
{"player":"carol","type":"AttackDeclared","attacker":"carol.8","battler":"bob.8"}
{"player":"bob","type":"GuardianRevealed","card":"bob.12","resolve":true}
{"player":"carol","type":"TriggerResolved","source":"carol.8","targets":["alice","alice.10"]}
{"player":"carol","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.13"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"bob","targets":["bob"]}
{"player":"bob","type":"GuardianRevealed","card":"bob.3","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.11","mode":"sneak-attack"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.11","defender":"bob"}
{"player":"bob","type":"GuardianRevealed","card":"bob.2","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.8"}
{"player":"bob","type":"CardDrawn","card":"bob.13"}
{"player":"bob","type":"BattlerSummoned","card":"bob.13"}
{"player":"carol","type":"CardDrawn","card":"carol.14"}
{"player":"carol","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.14"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"bob","targets":["bob"]}
{"player":"alice","type":"AttackDeclared","attacker":"alice.8","defender":"carol"}
{"player":"carol","type":"GuardianRevealed","card":"carol.3","resolve":false}
{"player":"carol","type":"GuardianRevealed","card":"carol.2","resolve":false}
{"player":"alice","type":"Passed"}
{"player":"carol","type":"CardDrawn","card":"carol.15"}
{"player":"carol","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.15"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6"}
"""

X02_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Rift Caller": 3, "Magma Brute": 3, "Cinder Hound": 3, "Blaze Captain": 3, "Ashen Berserker": 3, "Pyre Striker": 3, "Void Shifter": 3, "Ember Squire": 3, "Night Raid": 3, "Flame Lancer": 3, "Shadow Stalker": 3, "Eva Unit Beta": 3, "Inferno Drake": 3, "Siege Breaker": 2, "Fireball": 2, "War Cry": 2, "Eva Unit Alpha": 2, "Ace Pilot": 2, "Grave Call": 2}, "order": ["Rift Caller", "Magma Brute", "Cinder Hound", "Blaze Captain", "Ashen Berserker", "Pyre Striker", "Void Shifter", "Cinder Hound", "Ember Squire", "Night Raid", "Flame Lancer", "Shadow Stalker", "Ember Squire", "Eva Unit Beta", "Ember Squire", "Cinder Hound", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Eva Unit Alpha", "Eva Unit Beta", "Ace Pilot", "Shadow Stalker", "Void Shifter", "Night Raid", "Grave Call", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Eva Unit Alpha", "Eva Unit Beta", "Ace Pilot", "Shadow Stalker", "Void Shifter", "Night Raid", "Grave Call", "Inferno Drake"]}, {"id": "bob", "seat": 2, "deck": {"Tide Scholar": 3, "Grove Keeper": 3, "Frost Warden": 3, "Stone Idol": 2, "Hollow Guard": 2, "Seedling Swarm": 2, "Thornback Boar": 3, "Harbor Sentry": 3, "Wild Growth": 3, "Chrono Shift": 3, "Deep Oracle": 3, "Mist Phantom": 3, "Verdant Healer": 2, "Mirror Adept": 2, "Wave Sentinel": 2, "Stormwatch Giant": 2, "Gatekeeper": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Oakshield Elder": 1, "Call of the Wild": 1}, "order": ["Tide Scholar", "Grove Keeper", "Frost Warden", "Stone Idol", "Hollow Guard", "Seedling Swarm", "Thornback Boar", "Harbor Sentry", "Wild Growth", "Chrono Shift", "Deep Oracle", "Mist Phantom", "Verdant Healer", "Frost Warden", "Wild Growth", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Grove Keeper", "Thornback Boar", "Oakshield Elder", "Verdant Healer", "Seedling Swarm", "Stone Idol", "Hollow Guard", "Wild Growth", "Call of the Wild", "Tide Scholar", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Grove Keeper", "Thornback Boar"]}, {"id": "carol", "seat": 3, "deck": {"Sun Paladin": 3, "Dawn Herald": 3, "Ember Squire": 3, "Radiant Seer": 3, "Lightbringer": 3, "Solar Banner": 3, "Blaze Captain": 3, "Blessing": 3, "Cinder Hound": 3, "Flame Lancer": 3, "Judgment Ray": 3, "Swift Tactics": 2, "Magma Brute": 2, "Ashen Berserker": 2, "Pyre Striker": 2, "Inferno Drake": 2, "Rift Caller": 2, "Siege Breaker": 2, "Fireball": 2, "War Cry": 2}, "order": ["Sun Paladin", "Dawn Herald", "Ember Squire", "Radiant Seer", "Lightbringer", "Solar Banner", "Blaze Captain", "Blessing", "Radiant Seer", "Solar Banner", "Cinder Hound", "Flame Lancer", "Sun Paladin", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Ember Squire", "Cinder Hound", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Dawn Herald", "Lightbringer", "Blessing", "Judgment Ray", "Swift Tactics", "Ember Squire", "Cinder Hound", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Judgment Ray"]}, {"id": "dave", "seat": 4, "deck": {"Tide Scholar": 3, "Frost Warden": 3, "Wave Sentinel": 3, "Deep Oracle": 3, "Stormwatch Giant": 3, "Mist Phantom": 3, "Harbor Sentry": 3, "Solar Banner": 3, "Chrono Shift": 3, "Sun Paladin": 3, "Radiant Seer": 3, "Blessing": 2, "Mirror Adept": 2, "Gatekeeper": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Dawn Herald": 2, "Lightbringer": 2, "Judgment Ray": 1, "Swift Tactics": 1}, "order": ["Tide Scholar", "Frost Warden", "Wave Sentinel", "Deep Oracle", "Stormwatch Giant", "Mist Phantom", "Harbor Sentry", "Solar Banner", "Tide Scholar", "Chrono Shift", "Sun Paladin", "Radiant Seer", "Deep Oracle", "Blessing", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner"]}]}'
X02_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11"}
{"player":"alice","type":"BattlerSummoned","card":"alice.9"}
{"player":"bob","type":"CardDrawn","card":"bob.11"}
{"player":"bob","type":"BattlerSummoned","card":"bob.6"}
{"player":"carol","type":"CardDrawn","card":"carol.11"}
{"player":"carol","type":"BattlerSummoned","card":"carol.6"}
{"player":"dave","type":"CardDrawn","card":"dave.11"}
{"player":"dave","type":"BattlerSummoned","card":"dave.8"}
{"player":"alice","type":"CardDrawn","card":"alice.12"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.9","defender":"carol"}
{"player":"carol","type":"GuardianRevealed","card":"carol.5","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.6","mode":"sneak-attack"}
{"player":"bob","type":"GuardianRevealed","card":"bob.5","resolve":true}
{"player":"bob","type":"CardDrawn","card":"bob.13"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"bob"}
{"player":"bob","type":"AttackDeclared","attacker":"bob.6","defender":"dave"}
{"player":"dave","type":"GuardianRevealed","card":"dave.5","resolve":true}
{"player":"bob","type":"TriggerResolved","source":"bob.6","name":"Frost Warden"}
{"player":"bob","type":"TriggerResolved","source":"bob.6","declined":true}
{"player":"bob","type":"BattlerSummoned","card":"bob.14"}
{"player":"carol","type":"CardDrawn","card":"carol.12"}
{"player":"carol","type":"QuestStarted","battler":"carol.6","card":"carol.9"}
{"player":"carol","type":"BattlerSummoned","card":"carol.7"}
{"player":"dave","type":"CardDrawn","card":"dave.13"}
{"player":"dave","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.13"}
{"player":"alice","type":"BattlerSummoned","card":"alice.8"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.8","battler":"carol.6"}
{"player":"carol","type":"GuardianRevealed","card":"carol.9","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.13"}
{"player":"alice","type":"ActionPlayed","card":"alice.10","targets":["dave","dave.10"]}
{"player":"bob","type":"CardDrawn","card":"bob.15"}
{"player":"bob","type":"Passed"}
{"player":"carol","type":"CardDrawn","card":"carol.13"}
{"player":"carol","type":"Passed"}
{"player":"dave","type":"CardDrawn","card":"dave.14"}
{"player":"dave","type":"Passed"}
"""

T2_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Tide Scholar": 3, "Frost Warden": 3, "Mist Phantom": 3, "Harbor Sentry": 3, "Deep Oracle": 3, "Void Shifter": 3, "Night Raid": 3, "Shadow Stalker": 3, "Eva Unit Beta": 3, "Chrono Shift": 3, "Grave Call": 3, "Ace Pilot": 3, "Eva Unit Alpha": 2, "Mirror Adept": 2, "Wave Sentinel": 2, "Stormwatch Giant": 2, "Gatekeeper": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 1}, "order": ["Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Tide Scholar", "Void Shifter", "Night Raid", "Shadow Stalker", "Eva Unit Beta", "Mist Phantom", "Chrono Shift", "Grave Call", "Ace Pilot", "Eva Unit Alpha", "Eva Unit Beta", "Ace Pilot", "Shadow Stalker", "Void Shifter", "Night Raid", "Grave Call", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Eva Unit Alpha", "Eva Unit Beta", "Ace Pilot", "Shadow Stalker", "Void Shifter", "Night Raid", "Grave Call", "Frost Warden", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection"]}, {"id": "bob", "seat": 2, "deck": {"Ember Squire": 3, "Cinder Hound": 3, "Blaze Captain": 3, "Ashen Berserker": 3, "Solar Banner": 3, "Sun Paladin": 3, "Fireball": 3, "Radiant Seer": 3, "Dawn Herald": 3, "Lightbringer": 3, "Flame Lancer": 3, "Magma Brute": 2, "Pyre Striker": 2, "Inferno Drake": 2, "Rift Caller": 2, "Siege Breaker": 2, "War Cry": 2, "Blessing": 2, "Judgment Ray": 2, "Swift Tactics": 2}, "order": ["Ember Squire", "Cinder Hound", "Ember Squire", "Blaze Captain", "Ashen Berserker", "Solar Banner", "Blaze Captain", "Sun Paladin", "Ember Squire", "Fireball", "Radiant Seer", "Dawn Herald", "Lightbringer", "Flame Lancer", "Cinder Hound", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Cinder Hound", "Flame Lancer", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics"]}]}'
T2_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11"}
{"player":"alice","type":"BattlerSummoned","card":"alice.6"}
{"player":"bob","type":"CardDrawn","card":"bob.11"}
{"player":"bob","type":"BattlerSummoned","card":"bob.7"}
{"player":"alice","type":"CardDrawn","card":"alice.13"}
{"player":"alice","type":"Transformed","returned":"alice.6","card":"alice.7"}
{"player":"bob","type":"GuardianRevealed","card":"bob.5","resolve":false}
{"player":"bob","type":"CardDrawn","card":"bob.12"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.7","targets":["alice.7"]}
{"player":"bob","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.14"}
"""

X09P_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Rift Caller": 3, "Magma Brute": 3, "Cinder Hound": 3, "Blaze Captain": 3, "Ashen Berserker": 3, "Pyre Striker": 3, "Void Shifter": 3, "Ember Squire": 3, "Night Raid": 3, "Flame Lancer": 3, "Shadow Stalker": 3, "Eva Unit Beta": 3, "Inferno Drake": 3, "Siege Breaker": 2, "Fireball": 2, "War Cry": 2, "Eva Unit Alpha": 2, "Ace Pilot": 2, "Grave Call": 2}}, {"id": "bob", "seat": 2, "deck": {"Tide Scholar": 3, "Grove Keeper": 3, "Frost Warden": 3, "Stone Idol": 2, "Hollow Guard": 2, "Seedling Swarm": 2, "Thornback Boar": 3, "Harbor Sentry": 3, "Wild Growth": 3, "Chrono Shift": 3, "Deep Oracle": 3, "Mist Phantom": 3, "Verdant Healer": 2, "Mirror Adept": 2, "Wave Sentinel": 2, "Stormwatch Giant": 2, "Gatekeeper": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Oakshield Elder": 1, "Call of the Wild": 1}}, {"id": "carol", "seat": 3, "deck": {"Sun Paladin": 3, "Dawn Herald": 3, "Ember Squire": 3, "Radiant Seer": 3, "Lightbringer": 3, "Solar Banner": 3, "Blaze Captain": 3, "Blessing": 3, "Cinder Hound": 3, "Flame Lancer": 3, "Judgment Ray": 3, "Swift Tactics": 2, "Magma Brute": 2, "Ashen Berserker": 2, "Pyre Striker": 2, "Inferno Drake": 2, "Rift Caller": 2, "Siege Breaker": 2, "Fireball": 2, "War Cry": 2}}, {"id": "dave", "seat": 4, "deck": {"Tide Scholar": 3, "Frost Warden": 3, "Wave Sentinel": 3, "Deep Oracle": 3, "Stormwatch Giant": 3, "Mist Phantom": 3, "Harbor Sentry": 3, "Solar Banner": 3, "Chrono Shift": 3, "Sun Paladin": 3, "Radiant Seer": 3, "Blessing": 2, "Mirror Adept": 2, "Gatekeeper": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Dawn Herald": 2, "Lightbringer": 2, "Judgment Ray": 1, "Swift Tactics": 1}}]}'
X09P_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11","name":"Flame Lancer"}
{"player":"alice","type":"BattlerSummoned","card":"alice.9","name":"Ember Squire"}
{"player":"bob","type":"CardDrawn","card":"bob.11","name":"Deep Oracle"}
{"player":"bob","type":"BattlerSummoned","card":"bob.6","name":"Seedling Swarm"}
{"player":"carol","type":"CardDrawn","card":"carol.11","name":"Cinder Hound"}
{"player":"carol","type":"BattlerSummoned","card":"carol.6","name":"Solar Banner"}
{"player":"dave","type":"CardDrawn","card":"dave.11","name":"Sun Paladin"}
{"player":"dave","type":"BattlerSummoned","card":"dave.8","name":"Solar Banner"}
{"player":"alice","type":"CardDrawn","card":"alice.12","name":"Shadow Stalker"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.9","defender":"carol"}
{"player":"carol","type":"GuardianRevealed","card":"carol.5","resolve":false,"name":"Lightbringer"}
{"player":"alice","type":"BattlerSummoned","card":"alice.6","mode":"sneak-attack","name":"Pyre Striker"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"bob"}
{"player":"bob","type":"GuardianRevealed","card":"bob.5","resolve":true,"name":"Hollow Guard"}
{"player":"bob","type":"CardDrawn","card":"bob.13","name":"Verdant Healer"}
{"player":"bob","type":"AttackDeclared","attacker":"bob.6","defender":"dave"}
{"player":"dave","type":"GuardianRevealed","card":"dave.5","resolve":true,"name":"Stormwatch Giant"}
{"player":"bob","type":"TriggerResolved","source":"bob.6","name":"Frost Warden"}
{"player":"bob","type":"TriggerResolved","source":"bob.6","declined":true}
{"player":"bob","type":"BattlerSummoned","card":"bob.14","name":"Frost Warden"}
{"player":"carol","type":"CardDrawn","card":"carol.12","name":"Flame Lancer"}
{"player":"carol","type":"QuestStarted","battler":"carol.6","card":"carol.9"}
{"player":"carol","type":"BattlerSummoned","card":"carol.7","name":"Blaze Captain"}
{"player":"dave","type":"CardDrawn","card":"dave.13","name":"Deep Oracle"}
{"player":"dave","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.13","name":"Ember Squire"}
{"player":"alice","type":"BattlerSummoned","card":"alice.8","name":"Cinder Hound"}
{"player":"carol","type":"GuardianRevealed","card":"carol.9","resolve":false,"name":"Radiant Seer"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.8","battler":"carol.6"}
{"player":"alice","type":"BattlerSummoned","card":"alice.13","name":"Ember Squire"}
{"player":"alice","type":"ActionPlayed","card":"alice.10","targets":["dave","dave.10"],"name":"Night Raid"}
{"player":"bob","type":"CardDrawn","card":"bob.15","name":"Wild Growth"}
{"player":"bob","type":"Passed"}
{"player":"carol","type":"CardDrawn","card":"carol.13","name":"Sun Paladin"}
{"player":"carol","type":"Passed"}
{"player":"dave","type":"CardDrawn","card":"dave.14","name":"Blessing"}
{"player":"dave","type":"Passed"}
"""

X01P_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Rift Caller": 3, "Magma Brute": 3, "Cinder Hound": 3, "Blaze Captain": 3, "Ashen Berserker": 3, "Pyre Striker": 3, "Void Shifter": 3, "Ember Squire": 3, "Night Raid": 3, "Flame Lancer": 3, "Shadow Stalker": 3, "Eva Unit Beta": 3, "Inferno Drake": 3, "Siege Breaker": 2, "Fireball": 2, "War Cry": 2, "Eva Unit Alpha": 2, "Ace Pilot": 2, "Grave Call": 2}}, {"id": "bob", "seat": 2, "deck": {"Tide Scholar": 3, "Grove Keeper": 3, "Frost Warden": 3, "Stone Idol": 2, "Hollow Guard": 2, "Seedling Swarm": 2, "Thornback Boar": 3, "Harbor Sentry": 3, "Wild Growth": 3, "Chrono Shift": 3, "Deep Oracle": 3, "Mist Phantom": 3, "Verdant Healer": 2, "Mirror Adept": 2, "Wave Sentinel": 2, "Stormwatch Giant": 2, "Gatekeeper": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Oakshield Elder": 1, "Call of the Wild": 1}}, {"id": "carol", "seat": 3, "deck": {"Sun Paladin": 3, "Dawn Herald": 3, "Ember Squire": 3, "Radiant Seer": 3, "Lightbringer": 3, "Solar Banner": 3, "Blaze Captain": 3, "Blessing": 3, "Cinder Hound": 3, "Flame Lancer": 3, "Judgment Ray": 3, "Swift Tactics": 2, "Magma Brute": 2, "Ashen Berserker": 2, "Pyre Striker": 2, "Inferno Drake": 2, "Rift Caller": 2, "Siege Breaker": 2, "Fireball": 2, "War Cry": 2}}, {"id": "dave", "seat": 4, "deck": {"Tide Scholar": 3, "Frost Warden": 3, "Wave Sentinel": 3, "Deep Oracle": 3, "Stormwatch Giant": 3, "Mist Phantom": 3, "Harbor Sentry": 3, "Solar Banner": 3, "Chrono Shift": 3, "Sun Paladin": 3, "Radiant Seer": 3, "Blessing": 2, "Mirror Adept": 2, "Gatekeeper": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Dawn Herald": 2, "Lightbringer": 2, "Judgment Ray": 1, "Swift Tactics": 1}}]}'
X01P_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11","name":"Flame Lancer"}
{"player":"alice","type":"BattlerSummoned","card":"alice.9","name":"Ember Squire"}
{"player":"bob","type":"CardDrawn","card":"bob.11","name":"Deep Oracle"}
{"player":"bob","type":"BattlerSummoned","card":"bob.6","name":"Seedling Swarm"}
{"player":"carol","type":"CardDrawn","card":"carol.11","name":"Cinder Hound"}
{"player":"carol","type":"BattlerSummoned","card":"carol.6","name":"Solar Banner"}
{"player":"dave","type":"CardDrawn","card":"dave.11","name":"Sun Paladin"}
{"player":"dave","type":"BattlerSummoned","card":"dave.8","name":"Solar Banner"}
{"player":"alice","type":"CardDrawn","card":"alice.12","name":"Shadow Stalker"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.9","defender":"carol"}
{"player":"carol","type":"GuardianRevealed","card":"carol.5","resolve":false,"name":"Lightbringer"}
{"player":"alice","type":"BattlerSummoned","card":"alice.6","mode":"sneak-attack","name":"Pyre Striker"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"bob"}
{"player":"bob","type":"GuardianRevealed","card":"bob.5","resolve":true,"name":"Hollow Guard"}
{"player":"bob","type":"CardDrawn","card":"bob.13","name":"Verdant Healer"}
{"player":"bob","type":"AttackDeclared","attacker":"bob.6","defender":"dave"}
{"player":"dave","type":"GuardianRevealed","card":"dave.5","resolve":true,"name":"Stormwatch Giant"}
{"player":"bob","type":"BattlerSummoned","card":"bob.14","name":"Frost Warden"}
{"player":"carol","type":"CardDrawn","card":"carol.12","name":"Flame Lancer"}
{"player":"carol","type":"QuestStarted","battler":"carol.6","card":"carol.9"}
{"player":"carol","type":"BattlerSummoned","card":"carol.7","name":"Blaze Captain"}
{"player":"dave","type":"CardDrawn","card":"dave.13","name":"Deep Oracle"}
{"player":"dave","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.13","name":"Ember Squire"}
{"player":"alice","type":"BattlerSummoned","card":"alice.8","name":"Cinder Hound"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.8","battler":"carol.6"}
{"player":"carol","type":"GuardianRevealed","card":"carol.9","resolve":false,"name":"Radiant Seer"}
{"player":"alice","type":"BattlerSummoned","card":"alice.13","name":"Ember Squire"}
{"player":"alice","type":"ActionPlayed","card":"alice.10","targets":["dave","dave.10"],"name":"Night Raid"}
{"player":"bob","type":"CardDrawn","card":"bob.15","name":"Wild Growth"}
{"player":"bob","type":"Passed"}
{"player":"carol","type":"CardDrawn","card":"carol.13","name":"Sun Paladin"}
{"player":"carol","type":"Passed"}
{"player":"dave","type":"CardDrawn","card":"dave.14","name":"Blessing"}
{"player":"dave","type":"Passed"}
"""

S3_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Ember Squire": 3, "Cinder Hound": 3, "Tide Scholar": 3, "Frost Warden": 3, "Siege Breaker": 3, "Pyre Striker": 3, "Flame Lancer": 3, "Chrono Shift": 2, "Mist Phantom": 3, "Blaze Captain": 2, "Magma Brute": 2, "Ashen Berserker": 2, "Tidal Recall": 2, "Inferno Drake": 2, "Rift Caller": 2, "Fireball": 2, "War Cry": 2, "Harbor Sentry": 2, "Deep Oracle": 1, "Mirror Adept": 1, "Wave Sentinel": 1, "Stormwatch Giant": 1, "Gatekeeper": 1, "Recollection": 1, "Tidal Behemoth": 1}, "order": ["Ember Squire", "Cinder Hound", "Tide Scholar", "Ember Squire", "Frost Warden", "Siege Breaker", "Pyre Striker", "Flame Lancer", "Chrono Shift", "Ember Squire", "Pyre Striker", "Cinder Hound", "Tide Scholar", "Pyre Striker", "Mist Phantom", "Cinder Hound", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Tidal Recall", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Frost Warden", "Mist Phantom", "Harbor Sentry"]}, {"id": "bob", "seat": 2, "deck": {"Grove Keeper": 3, "Stone Idol": 3, "Verdant Healer": 3, "Thornback Boar": 3, "Seedling Swarm": 3, "Oakshield Elder": 3, "Sun Paladin": 3, "Radiant Seer": 3, "Dawn Herald": 3, "Wild Growth": 3, "Blessing": 3, "Hollow Guard": 3, "Solar Banner": 3, "Lightbringer": 3, "Call of the Wild": 3, "Judgment Ray": 3, "Swift Tactics": 3}, "order": ["Grove Keeper", "Stone Idol", "Verdant Healer", "Thornback Boar", "Seedling Swarm", "Oakshield Elder", "Sun Paladin", "Radiant Seer", "Dawn Herald", "Wild Growth", "Blessing", "Hollow Guard", "Solar Banner", "Lightbringer", "Grove Keeper", "Thornback Boar", "Oakshield Elder", "Verdant Healer", "Seedling Swarm", "Stone Idol", "Hollow Guard", "Wild Growth", "Call of the Wild", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Grove Keeper", "Thornback Boar", "Oakshield Elder", "Verdant Healer", "Seedling Swarm", "Stone Idol", "Hollow Guard", "Wild Growth", "Call of the Wild", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Call of the Wild", "Judgment Ray", "Swift Tactics"]}, {"id": "carol", "seat": 3, "deck": {"Mist Phantom": 3, "Harbor Sentry": 3, "Shadow Stalker": 3, "Tide Scholar": 3, "Wave Sentinel": 3, "Eva Unit Beta": 3, "Night Raid": 2, "Deep Oracle": 3, "Chrono Shift": 3, "Grave Call": 2, "Gatekeeper": 3, "Mirror Adept": 3, "Void Shifter": 3, "Frost Warden": 2, "Stormwatch Giant": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Eva Unit Alpha": 2, "Ace Pilot": 2}, "order": ["Mist Phantom", "Harbor Sentry", "Shadow Stalker", "Tide Scholar", "Wave Sentinel", "Eva Unit Beta", "Night Raid", "Shadow Stalker", "Deep Oracle", "Chrono Shift", "Tide Scholar", "Grave Call", "Gatekeeper", "Mirror Adept", "Void Shifter", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Eva Unit Alpha", "Eva Unit Beta", "Ace Pilot", "Shadow Stalker", "Void Shifter", "Night Raid", "Grave Call", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Eva Unit Alpha", "Eva Unit Beta", "Ace Pilot", "Void Shifter"]}]}'
S3_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11"}
{"player":"alice","type":"BattlerSummoned","card":"alice.6"}
{"player":"bob","type":"CardDrawn","card":"bob.11"}
{"player":"bob","type":"BattlerSummoned","card":"bob.8"}
{"player":"bob","type":"BattlerSummoned","card":"bob.7"}
{"player":"carol","type":"CardDrawn","card":"carol.11"}
{"player":"carol","type":"BattlerSummoned","card":"carol.8"}
{"player":"alice","type":"CardDrawn","card":"alice.12"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"carol","targets":["carol"]}
{"player":"carol","type":"GuardianRevealed","card":"carol.4","resolve":true}
{"player":"alice","type":"BattlerSummoned","card":"alice.7","mode":"sneak-attack"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.7","defender":"bob"}
{"player":"bob","type":"GuardianRevealed","card":"bob.5","resolve":false}
{"player":"alice","type":"ActionPlayed","card":"alice.9"}
{"player":"bob","type":"CardDrawn","card":"bob.12"}
{"player":"bob","type":"QuestStarted","battler":"bob.8","card":"bob.12"}
{"player":"bob","type":"BattlerSummoned","card":"bob.6"}
{"player":"carol","type":"CardDrawn","card":"carol.13"}
{"player":"carol","type":"AttackDeclared","attacker":"carol.8","battler":"bob.8"}
{"player":"bob","type":"GuardianRevealed","card":"bob.12","resolve":true}
{"player":"carol","type":"TriggerResolved","source":"carol.8","targets":["alice","alice.10"]}
{"player":"carol","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.13"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"bob","targets":["bob"]}
{"player":"bob","type":"GuardianRevealed","card":"bob.3","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.11","mode":"sneak-attack"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.11","defender":"bob"}
{"player":"bob","type":"GuardianRevealed","card":"bob.2","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.8"}
{"player":"bob","type":"CardDrawn","card":"bob.13"}
{"player":"bob","type":"BattlerSummoned","card":"bob.13"}
{"player":"carol","type":"CardDrawn","card":"carol.14"}
{"player":"carol","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.14"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","defender":"carol","targets":["carol"]}
{"player":"carol","type":"GuardianRevealed","card":"carol.2","resolve":false}
{"player":"alice","type":"AttackDeclared","attacker":"alice.8","defender":"bob"}
{"player":"bob","type":"GuardianRevealed","card":"bob.1","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.12"}
{"player":"alice","type":"BattlerSummoned","card":"alice.14","mode":"sneak-attack"}
{"player":"carol","type":"CardDrawn","card":"carol.15"}
{"player":"carol","type":"Passed"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.14","defender":"bob"}
{"player":"alice","type":"CardDrawn","card":"alice.15"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6"}
"""

V10_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Ember Squire": 3, "Cinder Hound": 3, "Blaze Captain": 3, "Ashen Berserker": 3, "Flame Lancer": 3, "Blessing": 3, "Siege Breaker": 3, "Pyre Striker": 3, "Solar Banner": 3, "Radiant Seer": 3, "Fireball": 3, "War Cry": 3, "Magma Brute": 2, "Inferno Drake": 2, "Rift Caller": 2, "Sun Paladin": 2, "Dawn Herald": 2, "Lightbringer": 2, "Judgment Ray": 2, "Swift Tactics": 1}, "order": ["Ember Squire", "Cinder Hound", "Ember Squire", "Blaze Captain", "Ashen Berserker", "Flame Lancer", "Blessing", "Siege Breaker", "Pyre Striker", "Ember Squire", "Solar Banner", "Cinder Hound", "Radiant Seer", "Fireball", "War Cry", "Cinder Hound", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray"]}, {"id": "bob", "seat": 2, "deck": {"Tide Scholar": 3, "Frost Warden": 3, "Mist Phantom": 3, "Harbor Sentry": 3, "Deep Oracle": 3, "Solar Banner": 3, "Chrono Shift": 3, "Blessing": 2, "Wave Sentinel": 3, "Radiant Seer": 3, "Stormwatch Giant": 3, "Gatekeeper": 3, "Mirror Adept": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Sun Paladin": 2, "Dawn Herald": 2, "Lightbringer": 2, "Judgment Ray": 1, "Swift Tactics": 1}, "order": ["Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Solar Banner", "Solar Banner", "Tide Scholar", "Chrono Shift", "Blessing", "Wave Sentinel", "Radiant Seer", "Stormwatch Giant", "Gatekeeper", "Deep Oracle", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer"]}]}'
V10_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11"}
{"player":"alice","type":"BattlerSummoned","card":"alice.6"}
{"player":"bob","type":"CardDrawn","card":"bob.11"}
{"player":"bob","type":"BattlerSummoned","card":"bob.6"}
{"player":"bob","type":"BattlerSummoned","card":"bob.7"}
{"player":"alice","type":"CardDrawn","card":"alice.12"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6"}
{"player":"bob","type":"GuardianRevealed","card":"bob.5","resolve":false}
{"player":"bob","type":"GuardianRevealed","card":"bob.4","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.11"}
{"player":"alice","type":"BattlerSummoned","card":"alice.12"}
{"player":"bob","type":"CardDrawn","card":"bob.12"}
{"player":"bob","type":"QuestStarted","battler":"bob.6","card":"bob.8"}
{"player":"bob","type":"ActionPlayed","card":"bob.9"}
{"player":"bob","type":"ActionPlayed","card":"bob.10","targets":["bob.6"]}
{"player":"bob","type":"QuestStarted","battler":"bob.6","card":"bob.12"}
{"player":"bob","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.13"}
{"player":"bob","type":"GuardianRevealed","card":"bob.12","resolve":false}
{"player":"bob","type":"GuardianRevealed","card":"bob.8","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.8"}
{"player":"bob","type":"CardDrawn","card":"bob.13"}
{"player":"bob","type":"BattlerSummoned","card":"bob.11"}
{"player":"alice","type":"CardDrawn","card":"alice.14"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.8"}
{"player":"bob","type":"GuardianRevealed","card":"bob.2","resolve":false}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6"}
{"player":"bob","type":"GuardianRevealed","card":"bob.1","resolve":true}
{"player":"alice","type":"AttackDeclared","attacker":"alice.12"}
"""

V06_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Ember Squire": 3, "Cinder Hound": 3, "Blaze Captain": 3, "Ashen Berserker": 3, "Flame Lancer": 3, "Blessing": 3, "Siege Breaker": 3, "Pyre Striker": 3, "Solar Banner": 3, "Radiant Seer": 3, "Fireball": 3, "War Cry": 3, "Magma Brute": 2, "Inferno Drake": 2, "Rift Caller": 2, "Sun Paladin": 2, "Dawn Herald": 2, "Lightbringer": 2, "Judgment Ray": 2, "Swift Tactics": 1}, "order": ["Ember Squire", "Cinder Hound", "Ember Squire", "Blaze Captain", "Ashen Berserker", "Flame Lancer", "Blessing", "Siege Breaker", "Pyre Striker", "Ember Squire", "Solar Banner", "Cinder Hound", "Radiant Seer", "Fireball", "War Cry", "Cinder Hound", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Flame Lancer", "Blaze Captain", "Magma Brute", "Ashen Berserker", "Pyre Striker", "Inferno Drake", "Rift Caller", "Siege Breaker", "Fireball", "War Cry", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray"]}, {"id": "bob", "seat": 2, "deck": {"Tide Scholar": 3, "Frost Warden": 3, "Mist Phantom": 3, "Harbor Sentry": 3, "Deep Oracle": 3, "Solar Banner": 3, "Chrono Shift": 3, "Blessing": 2, "Wave Sentinel": 3, "Radiant Seer": 3, "Stormwatch Giant": 3, "Gatekeeper": 3, "Mirror Adept": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Sun Paladin": 2, "Dawn Herald": 2, "Lightbringer": 2, "Judgment Ray": 1, "Swift Tactics": 1}, "order": ["Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Solar Banner", "Solar Banner", "Tide Scholar", "Chrono Shift", "Blessing", "Wave Sentinel", "Radiant Seer", "Stormwatch Giant", "Gatekeeper", "Deep Oracle", "Tide Scholar", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Deep Oracle", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer", "Solar Banner", "Blessing", "Judgment Ray", "Swift Tactics", "Frost Warden", "Mist Phantom", "Harbor Sentry", "Mirror Adept", "Wave Sentinel", "Stormwatch Giant", "Gatekeeper", "Tidal Recall", "Chrono Shift", "Recollection", "Tidal Behemoth", "Sun Paladin", "Dawn Herald", "Radiant Seer", "Lightbringer"]}]}'
V06_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11"}
{"player":"alice","type":"BattlerSummoned","card":"alice.6"}
{"player":"bob","type":"CardDrawn","card":"bob.11"}
{"player":"bob","type":"BattlerSummoned","card":"bob.6"}
{"player":"bob","type":"BattlerSummoned","card":"bob.7"}
{"player":"alice","type":"CardDrawn","card":"alice.12"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6"}
{"player":"bob","type":"GuardianRevealed","card":"bob.5","resolve":false}
{"player":"bob","type":"GuardianRevealed","card":"bob.4","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.11"}
{"player":"alice","type":"BattlerSummoned","card":"alice.12"}
{"player":"bob","type":"CardDrawn","card":"bob.12"}
{"player":"bob","type":"QuestStarted","battler":"bob.6","card":"bob.8"}
{"player":"bob","type":"ActionPlayed","card":"bob.9"}
{"player":"bob","type":"ActionPlayed","card":"bob.10","targets":["bob.6"]}
{"player":"bob","type":"QuestStarted","battler":"bob.6","card":"bob.12"}
{"player":"bob","type":"Passed"}
{"player":"alice","type":"CardDrawn","card":"alice.13"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6","battler":"bob.6"}
{"player":"bob","type":"GuardianRevealed","card":"bob.12","resolve":false}
{"player":"bob","type":"GuardianRevealed","card":"bob.8","resolve":false}
{"player":"bob","type":"GuardianRevealed","card":"bob.3","resolve":false}
{"player":"alice","type":"BattlerSummoned","card":"alice.8"}
{"player":"bob","type":"CardDrawn","card":"bob.13"}
{"player":"bob","type":"BattlerSummoned","card":"bob.11"}
{"player":"alice","type":"CardDrawn","card":"alice.14"}
{"player":"alice","type":"AttackDeclared","attacker":"alice.8"}
{"player":"bob","type":"GuardianRevealed","card":"bob.2","resolve":false}
{"player":"alice","type":"AttackDeclared","attacker":"alice.6"}
{"player":"bob","type":"GuardianRevealed","card":"bob.1","resolve":true}
{"player":"alice","type":"AttackDeclared","attacker":"alice.12"}
"""

N1P_HEAD = '{"first": "alice", "players": [{"id": "alice", "seat": 1, "deck": {"Ember Squire": 3, "Cinder Hound": 3, "Blaze Captain": 3, "Ashen Berserker": 3, "Night Raid": 3, "Shadow Stalker": 3, "Flame Lancer": 3, "Fireball": 3, "Grave Call": 3, "Eva Unit Alpha": 3, "Eva Unit Beta": 3, "Ace Pilot": 3, "Void Shifter": 3, "Magma Brute": 2, "Pyre Striker": 2, "Inferno Drake": 2, "Rift Caller": 2, "Siege Breaker": 2, "War Cry": 2}}, {"id": "bob", "seat": 2, "deck": {"Tide Scholar": 3, "Frost Warden": 3, "Mist Phantom": 3, "Harbor Sentry": 3, "Deep Oracle": 3, "Solar Banner": 3, "Chrono Shift": 3, "Blessing": 3, "Wave Sentinel": 3, "Radiant Seer": 3, "Stormwatch Giant": 3, "Mirror Adept": 2, "Gatekeeper": 2, "Tidal Recall": 2, "Recollection": 2, "Tidal Behemoth": 2, "Sun Paladin": 2, "Dawn Herald": 2, "Lightbringer": 2, "Judgment Ray": 1, "Swift Tactics": 1}}]}'
N1P_EVENTS = """\
{"player":"alice","type":"CardDrawn","card":"alice.11","name":"Night Raid"}
{"player":"alice","type":"ActionPlayed","card":"alice.6","targets":["bob.9"],"name":"Night Raid"}
{"player":"bob","type":"CardDrawn","card":"bob.11","name":"Wave Sentinel"}
{"player":"bob","type":"BattlerSummoned","card":"bob.6","name":"Solar Banner"}
{"player":"alice","type":"CardDrawn","card":"alice.12","name":"Fireball"}
"""

