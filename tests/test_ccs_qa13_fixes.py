"""Chrono Clash: the findings of the thirteenth outside reading (the tester's logs in /tmp/qa13-ccsb/, rebuilt here).

One planted fault gives one violation, and the match goes on as recorded. Each test failed on the engine before
its fix (what it gave then is said beside it); every illegal case has a clean twin beside it.
"""

from __future__ import annotations

from ccs import board_after, rules_at, seat, verify


def S(pid: str, head: list[str], **more) -> dict:
    """A seat whose initial order starts with ``head`` (the bottom guardian first, as a log's order): the rest filler."""
    return seat(pid, guardians=head[4::-1], hand=head[5:10], deck=head[10:], **more)


def D(pid: str, order: list[str], extra: list[str] | None = None) -> dict:
    """A seat with the tester's whole initial ``order`` (and extra deck)."""
    deck: dict[str, int] = {}
    for name in order:
        deck[name] = deck.get(name, 0) + 1
    out: dict = {"id": pid, "deck": deck, "order": list(order)}
    if extra:
        out["extra_deck"] = {n: 1 for n in extra}
        out["extra_order"] = list(extra)
    return out


def planted(events: list[dict], seq: int, **change) -> list[dict]:
    """``events`` with the one at ``seq`` (1-based) changed (a field given None is taken out)."""
    out = [dict(e) for e in events]
    out[seq - 1].update(change)
    out[seq - 1] = {k: v for k, v in out[seq - 1].items() if v is not None}
    return out


def dropped(events: list[dict], *seqs: int) -> list[dict]:
    """``events`` without the ones at ``seqs`` (1-based): the log left them out."""
    return [e for k, e in enumerate(events, 1) if k not in seqs]


def swapped(events: list[dict], seq: int) -> list[dict]:
    """``events`` with the ones at ``seq`` and ``seq + 1`` in each other's place."""
    out = list(events)
    out[seq - 1], out[seq] = out[seq], out[seq - 1]
    return out


# -- 1. A guardian revealed under the attacker's name -------------------------------------------------------------

def _c13():
    seats = [S("alice", ["Ember Squire", "Ember Squire", "Mist Phantom", "Frost Warden", "Harbor Sentry", "Cinder Hound",
                         "Flame Lancer", "Inferno Drake", "Pyre Striker", "Ember Squire", "Tide Scholar",
                         "Flame Lancer", "Cinder Hound", "Magma Brute", "Blaze Captain", "Rift Caller"]),
             S("carol", ["Chrono Shift", "Chrono Shift", "Chrono Shift", "Recollection", "Recollection", "Tide Scholar",
                         "Mist Phantom", "Frost Warden", "Harbor Sentry", "Deep Oracle", "Ember Squire", "Cinder Hound",
                         "Flame Lancer", "Blaze Captain", "Magma Brute", "Rift Caller"])]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.7"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.11"},
        {"type": "BattlerSummoned", "player": "carol", "card": "carol.11"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.5"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.4"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.6"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.9", "mode": "sneak-attack"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.9"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.3"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.12"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.2"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.1"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.6"}]
    return seats, events


def test_a_guardian_revealed_under_the_attackers_name_is_one_violation_and_the_winner_stands():
    # Was 6 (guardian.unexpected, then not-top at every later reveal, attack.unfinished), and no winner.
    seats, events = _c13()
    clean = verify(seats, events)
    assert clean.clean and clean.winner == "alice"
    result = verify(seats, planted(events, 8, player="alice"))
    assert rules_at(result) == [(8, "ccs.guardian.unexpected")]
    assert result.winner == "alice"


def test_a_sneak_attacks_guardian_revealed_under_the_attackers_name_is_one_violation():
    # Was 10.
    seats, events = _c13()
    result = verify(seats, planted(events, 13, player="alice"))
    assert rules_at(result) == [(13, "ccs.guardian.unexpected")]
    assert result.winner == "alice"


# -- the tester's clean matches (their decks' orders, as written) ------------------------------------------------

EXTRA = ['Storm Giant', 'Coral Golem', 'Kraken', 'Phoenix Lord', 'Colossus of Embers', 'Leviathan']
D1 = ['Ember Squire', 'Ember Squire', 'Mist Phantom', 'Frost Warden', 'Stormwatch Giant', 'Cinder Hound', 'Flame Lancer', 'Inferno Drake', 'Pyre Striker', 'Wave Sentinel', 'Tide Scholar', 'Flame Lancer', 'Cinder Hound', 'Magma Brute', 'Blaze Captain', 'Rift Caller', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Chrono Shift', 'Recollection', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden']
D2 = ['Chrono Shift', 'Chrono Shift', 'Chrono Shift', 'Recollection', 'Recollection', 'Tide Scholar', 'Flame Lancer', 'Frost Warden', 'Harbor Sentry', 'Deep Oracle', 'Ember Squire', 'Cinder Hound', 'Magma Brute', 'Blaze Captain', 'Magma Brute', 'Rift Caller', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Recollection', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar']
D3 = ['Ember Squire', 'Ember Squire', 'Mist Phantom', 'Frost Warden', 'Harbor Sentry', 'Cinder Hound', 'Flame Lancer', 'Inferno Drake', 'Pyre Striker', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Chrono Shift', 'Recollection', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel']
D4 = ['Wild Growth', 'Blessing', 'Swift Tactics', 'Call of the Wild', 'Judgment Ray', 'Radiant Seer', 'Radiant Seer', 'Seedling Swarm', 'Stone Idol', 'Verdant Healer', 'Sun Paladin', 'Grove Keeper', 'Oakshield Elder', 'Solar Banner', 'Blessing', 'Dawn Herald', 'Lightbringer', 'Radiant Seer', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Lightbringer', 'Solar Banner', 'Judgment Ray', 'Swift Tactics', 'Thornback Boar', 'Hollow Guard']
D5 = ['Chrono Shift', 'Chrono Shift', 'Chrono Shift', 'Recollection', 'Recollection', 'Tide Scholar', 'Mist Phantom', 'Frost Warden', 'Harbor Sentry', 'Deep Oracle', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Recollection', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept']
D6 = ['Wild Growth', 'Blessing', 'Swift Tactics', 'Call of the Wild', 'Judgment Ray', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner']
D7 = ['Ember Squire', 'Ember Squire', 'Mist Phantom', 'Harbor Sentry', 'Frost Warden', 'Cinder Hound', 'Flame Lancer', 'Inferno Drake', 'Pyre Striker', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Chrono Shift', 'Recollection', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel']
D8 = ['Wild Growth', 'Blessing', 'Swift Tactics', 'Call of the Wild', 'Judgment Ray', 'Dawn Herald', 'Thornback Boar', 'Seedling Swarm', 'Verdant Healer', 'Sun Paladin', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Grove Keeper', 'Oakshield Elder', 'Stone Idol', 'Hollow Guard', 'Radiant Seer', 'Lightbringer', 'Solar Banner']
D9 = ['Chrono Shift', 'Chrono Shift', 'Chrono Shift', 'Recollection', 'Recollection', 'Tide Scholar', 'Mist Phantom', 'Void Shifter', 'Harbor Sentry', 'Deep Oracle', 'Eva Unit Alpha', 'Eva Unit Beta', 'Ace Pilot', 'Shadow Stalker', 'Void Shifter', 'Night Raid', 'Grave Call', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Tidal Recall', 'Recollection', 'Stormwatch Giant', 'Gatekeeper', 'Eva Unit Alpha', 'Eva Unit Beta', 'Ace Pilot', 'Shadow Stalker', 'Void Shifter', 'Night Raid', 'Grave Call', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Tidal Recall', 'Stormwatch Giant', 'Gatekeeper', 'Eva Unit Alpha', 'Eva Unit Beta', 'Ace Pilot', 'Shadow Stalker', 'Night Raid', 'Grave Call']
D10 = ['Ember Squire', 'Ember Squire', 'Mist Phantom', 'Frost Warden', 'Harbor Sentry', 'Cinder Hound', 'Flame Lancer', 'Inferno Drake', 'Pyre Striker', 'Ember Squire', 'Tide Scholar', 'Flame Lancer', 'Cinder Hound', 'Magma Brute', 'Blaze Captain', 'Rift Caller', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Chrono Shift', 'Recollection', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom']
D11 = ['Stone Idol', 'Stone Idol', 'Verdant Healer', 'Sun Paladin', 'Grove Keeper', 'Grove Keeper', 'Thornback Boar', 'Radiant Seer', 'Verdant Healer', 'Sun Paladin', 'Radiant Seer', 'Seedling Swarm', 'Oakshield Elder', 'Solar Banner', 'Blessing', 'Dawn Herald', 'Lightbringer', 'Radiant Seer', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Thornback Boar', 'Oakshield Elder', 'Seedling Swarm', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Dawn Herald', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Judgment Ray', 'Swift Tactics']
D12 = ['Chrono Shift', 'Chrono Shift', 'Chrono Shift', 'Recollection', 'Recollection', 'Tide Scholar', 'Mist Phantom', 'Frost Warden', 'Harbor Sentry', 'Deep Oracle', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Rift Caller', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Recollection', 'Ember Squire', 'Cinder Hound', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry']
D13 = ['Ember Squire', 'Ember Squire', 'Mist Phantom', 'Frost Warden', 'Harbor Sentry', 'Cinder Hound', 'Flame Lancer', 'Inferno Drake', 'Pyre Striker', 'Ember Squire', 'Frost Warden', 'Mist Phantom', 'Cinder Hound', 'Magma Brute', 'Blaze Captain', 'Rift Caller', 'Cinder Hound', 'Flame Lancer', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Chrono Shift', 'Recollection', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Harbor Sentry']
D14 = ['Wild Growth', 'Blessing', 'Swift Tactics', 'Call of the Wild', 'Judgment Ray', 'Grove Keeper', 'Thornback Boar', 'Radiant Seer', 'Verdant Healer', 'Sun Paladin', 'Radiant Seer', 'Seedling Swarm', 'Oakshield Elder', 'Solar Banner', 'Blessing', 'Dawn Herald', 'Lightbringer', 'Radiant Seer', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Lightbringer', 'Solar Banner', 'Judgment Ray', 'Swift Tactics', 'Stone Idol', 'Hollow Guard']
D15 = ['Ember Squire', 'Ember Squire', 'Mist Phantom', 'Frost Warden', 'Harbor Sentry', 'Gatekeeper', 'Blaze Captain', 'Cinder Hound', 'Rift Caller', 'Ember Squire', 'Frost Warden', 'Mist Phantom', 'Cinder Hound', 'Magma Brute', 'Flame Lancer', 'Rift Caller', 'Cinder Hound', 'Flame Lancer', 'Flame Lancer', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Rift Caller', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Frost Warden', 'Mist Phantom', 'Harbor Sentry', 'Deep Oracle', 'Mirror Adept', 'Wave Sentinel', 'Stormwatch Giant', 'Gatekeeper', 'Tidal Recall', 'Chrono Shift', 'Recollection', 'Blaze Captain', 'Magma Brute', 'Ashen Berserker', 'Pyre Striker', 'Inferno Drake', 'Siege Breaker', 'Fireball', 'War Cry', 'Tide Scholar', 'Harbor Sentry', 'Deep Oracle']
D16 = ['Wild Growth', 'Blessing', 'Swift Tactics', 'Call of the Wild', 'Judgment Ray', 'Grove Keeper', 'Thornback Boar', 'Radiant Seer', 'Verdant Healer', 'Sun Paladin', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Oakshield Elder', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Dawn Herald', 'Lightbringer', 'Solar Banner']
D17 = ['Wild Growth', 'Blessing', 'Swift Tactics', 'Call of the Wild', 'Judgment Ray', 'Dawn Herald', 'Thornback Boar', 'Seedling Swarm', 'Verdant Healer', 'Sun Paladin', 'Grove Keeper', 'Blessing', 'Radiant Seer', 'Wild Growth', 'Stone Idol', 'Oakshield Elder', 'Lightbringer', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Wild Growth', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner', 'Blessing', 'Judgment Ray', 'Swift Tactics', 'Grove Keeper', 'Thornback Boar', 'Oakshield Elder', 'Verdant Healer', 'Seedling Swarm', 'Stone Idol', 'Hollow Guard', 'Call of the Wild', 'Sun Paladin', 'Dawn Herald', 'Radiant Seer', 'Lightbringer', 'Solar Banner', 'Judgment Ray', 'Swift Tactics', 'Hollow Guard', 'Solar Banner']


def _c17():
    seats = [D('alice', D1), D('bob', D2)]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.6"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.11"},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.7"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "QuestStarted", "player": "alice", "battler": "alice.6", "card": "alice.10"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.12"},
        {"type": "AttackDeclared", "player": "bob", "attacker": "bob.7", "defender": "alice", "battler": "alice.6"},
        {"type": "GuardianRevealed", "player": "alice", "card": "alice.10", "resolve": True},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.8"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.13"},
        {"type": "Passed", "player": "bob"},]
    return seats, events


def _c6():
    seats = [D('alice', D3), D('bob', D4), D('carol', D5), D('dave', D6)]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.11"},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.6"},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.9"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.11"},
        {"type": "BattlerSummoned", "player": "carol", "card": "carol.7"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "dave", "card": "dave.11"},
        {"type": "Passed", "player": "dave"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.12"},
        {"type": "QuestStarted", "player": "bob", "battler": "bob.6", "card": "bob.10"},
        {"type": "QuestStarted", "player": "bob", "battler": "bob.9", "card": "bob.11"},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.7"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.12"},
        {"type": "AttackDeclared", "player": "carol", "attacker": "carol.7", "defender": "bob", "battler": "bob.9"},
        {"type": "GuardianRevealed", "player": "bob", "card": "bob.11"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "dave", "card": "dave.12"},
        {"type": "Passed", "player": "dave"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.14"},
        {"type": "QuestStarted", "player": "bob", "battler": "bob.6", "card": "bob.12"},
        {"type": "QuestStarted", "player": "bob", "battler": "bob.9", "card": "bob.13"},
        {"type": "QuestStarted", "player": "bob", "battler": "bob.7", "card": "bob.14"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.13"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "dave", "card": "dave.13"},
        {"type": "Passed", "player": "dave"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.14"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.17"},
        {"type": "Passed", "player": "bob"},]
    return seats, events


def _c11():
    seats = [D('alice', D7), D('bob', D8), D('carol', D9)]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.11"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.11"},
        {"type": "BattlerSummoned", "player": "carol", "card": "carol.7"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.12"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.12"},
        {"type": "BattlerSummoned", "player": "carol", "card": "carol.9"},
        {"type": "Transformed", "player": "carol", "returned": "carol.7", "card": "carol.8"},
        {"type": "AttackDeclared", "player": "carol", "attacker": "carol.8", "defender": "bob", "targets": []},
        {"type": "GuardianRevealed", "player": "bob", "card": "bob.5"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.13"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.13"},
        {"type": "Passed", "player": "carol"},]
    return seats, events


def _c1():
    seats = [D('alice', D10, extra=EXTRA), D('bob', D11), D('carol', D12)]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.7"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.11"},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.6"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.11"},
        {"type": "BattlerSummoned", "player": "carol", "card": "carol.11"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.5"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.4"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.6"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.6", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.3"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.12"},
        {"type": "QuestStarted", "player": "bob", "battler": "bob.6", "card": "bob.7"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.12"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.2"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.1"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.6", "defender": "carol"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.13"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.14"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.14"},
        {"type": "Passed", "player": "bob"},]
    return seats, events


def _c7():
    seats = [D('alice', D10, extra=EXTRA), D('bob', D11), D('carol', D12)]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.7"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.11"},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.6"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.11"},
        {"type": "BattlerSummoned", "player": "carol", "card": "carol.11"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.5"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.4"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.9", "mode": "sneak-attack"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.9", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.3"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.12"},
        {"type": "QuestStarted", "player": "bob", "battler": "bob.6", "card": "bob.7"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.12"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.2"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.1"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.6"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.6", "defender": "carol"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.13"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.14"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.14"},
        {"type": "Passed", "player": "bob"},]
    return seats, events


def _c4():
    seats = [D('alice', D13), D('bob', D14), D('carol', D12)]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.7"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.11"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.11"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7", "defender": "bob"},
        {"type": "GuardianRevealed", "player": "bob", "card": "bob.5"},
        {"type": "GuardianRevealed", "player": "bob", "card": "bob.4"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.6"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.6", "defender": "bob"},
        {"type": "GuardianRevealed", "player": "bob", "card": "bob.3"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.12"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.12"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7", "defender": "bob"},
        {"type": "GuardianRevealed", "player": "bob", "card": "bob.2"},
        {"type": "GuardianRevealed", "player": "bob", "card": "bob.1"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.13"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.9", "mode": "sneak-attack"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.9", "defender": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.13"},
        {"type": "BattlerSummoned", "player": "carol", "card": "carol.11"},
        {"type": "BattlerSummoned", "player": "carol", "card": "carol.9"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.14"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.6", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.5"},
        {"type": "Passed", "player": "alice"},]
    return seats, events


def _c5():
    seats = [D('alice', D15, extra=EXTRA), D('bob', D16), D('carol', D5)]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.11"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.11"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.6"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.10"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.12"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.12"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.x1", "payment": ["alice.6", "alice.10"]},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.7"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.13"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.13"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.14"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.5"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.9"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.x1", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.4"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.8"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.14"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.14"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.15"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.9", "defender": "bob", "targets": ["alice.11"]},
        {"type": "GuardianRevealed", "player": "bob", "card": "bob.5"},
        {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7", "defender": "carol"},
        {"type": "GuardianRevealed", "player": "carol", "card": "carol.3"},
        {"type": "BattlerSummoned", "player": "alice", "card": "alice.x2", "payment": ["alice.8", "alice.9"]},
        {"type": "Passed", "player": "alice"},]
    return seats, events


def _c8():
    seats = [D('alice', D7), D('bob', D17), D('carol', D5)]
    events = [
        {"type": "CardDrawn", "player": "alice", "card": "alice.11"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.11"},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.8"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.11"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.12"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.12"},
        {"type": "AttackDeclared", "player": "bob", "attacker": "bob.8", "defender": "alice"},
        {"type": "GuardianRevealed", "player": "alice", "card": "alice.5"},
        {"type": "TriggerResolved", "player": "bob", "source": "bob.8"},
        {"type": "TriggerResolved", "player": "bob", "source": "bob.8"},
        {"type": "BattlerSummoned", "player": "bob", "card": "bob.13"},
        {"type": "Passed", "player": "bob"},
        {"type": "CardDrawn", "player": "carol", "card": "carol.12"},
        {"type": "Passed", "player": "carol"},
        {"type": "CardDrawn", "player": "alice", "card": "alice.13"},
        {"type": "Passed", "player": "alice"},
        {"type": "CardDrawn", "player": "bob", "card": "bob.15"},
        {"type": "Passed", "player": "bob"},]
    return seats, events


# -- 1 (cont.). A quest card revealed under the attacker's name -----------------------------------------------------

def test_a_quest_card_revealed_under_the_attackers_name_is_one_violation():
    # Was 3 (guardian.unexpected, attack.unfinished, then game.over: the quest card stayed and bob won on quests).
    seats, events = _c6()
    clean = verify(seats, events)
    assert clean.clean
    result = verify(seats, planted(events, 21, player="carol"))
    assert rules_at(result) == [(21, "ccs.guardian.unexpected")]
    assert (result.winner, result.result) == (clean.winner, clean.result)


# -- 2. A quest card revealed with its attack left out -----------------------------------------------------------

def test_a_quest_card_revealed_with_its_attack_left_out_is_fought_and_discarded_2p():
    # Was 2 (guardian.unexpected, then not-your-turn: the quest card stayed on the battler).
    seats, events = _c17()
    assert verify(seats, events).clean
    result = verify(seats, dropped(events, 9))
    assert rules_at(result) == [(9, "ccs.guardian.unexpected")]
    board = board_after(seats, dropped(events, 9)[:10])  # carried out at the event after the reveal
    assert board.cards["alice.10"].zone == "discard" and not board.cards["alice.6"].quest
    assert board.cards["bob.7"].tapped  # the one battler that could attack made it


def test_a_quest_card_revealed_with_its_attack_left_out_is_not_scored_4p():
    # Was 2 (guardian.unexpected, then game.over: the quest card was scored and bob won).
    seats, events = _c6()
    clean = verify(seats, events)
    result = verify(seats, dropped(events, 20))
    assert rules_at(result) == [(20, "ccs.guardian.unexpected")]
    assert (result.winner, result.result) == (clean.winner, clean.result)


def test_an_attack_on_the_stack_answered_by_a_quest_card_was_on_its_battler():
    # Was 2 (log.unknown-card, then game.over: bob's top guardian discarded, the quest card scored).
    seats, events = _c6()
    clean = verify(seats, events)
    result = verify(seats, planted(events, 20, battler=None))
    assert rules_at(result) == [(20 + 1, "ccs.log.unknown-card")]
    assert (result.winner, result.result) == (clean.winner, clean.result)
    assert board_after(seats, planted(events, 20, battler=None)[:21]).seat("bob").guardians == \
        board_after(seats, events[:21]).seat("bob").guardians


# -- 3. A Sneak Attack or Transform attack that ended the turn, its reveal logged first ---------------------------

def test_a_turn_ending_sneak_attacks_reveal_before_its_attack_is_one_violation():
    # Was 7.
    seats, events = _c13()
    result = verify(seats, swapped(events, 12))
    assert rules_at(result) == [(12, "ccs.guardian.unexpected")]
    assert result.winner == "alice"


def test_a_transform_attacks_reveal_before_its_attack_is_one_violation():
    # Was 7.
    seats, events = _c11()
    assert verify(seats, events).clean
    assert rules_at(verify(seats, swapped(events, 15))) == [(15, "ccs.guardian.unexpected")]


def test_a_sneak_attacks_reveal_before_its_attack_in_the_main_step_is_one_violation():
    # Was 2 (guardian.unexpected, attack.unfinished).
    seats, events = _c7()
    assert verify(seats, events).clean
    assert rules_at(verify(seats, swapped(events, 14))) == [(14, "ccs.guardian.unexpected")]


# -- 4. A +1 Guardian Attack battler's attack left out, two battlers able -----------------------------------------

def test_a_guardian_attack_battlers_attack_left_out_with_two_able_is_one_violation():
    # Was 2 (guardian.unexpected at each of its two reveals).
    seats, events = _c1()
    assert verify(seats, events).clean
    result = verify(seats, dropped(events, 23))
    assert rules_at(result) == [(23, "ccs.guardian.unexpected")]
    assert board_after(seats, dropped(events, 23)).seat("carol").eliminated


# -- 5. A Sneak Attack or Transform whose AttackDeclared is left out ----------------------------------------------

def test_a_sneak_attack_left_out_is_the_battler_that_had_to_attack():
    # Was 2 (guardian.unexpected, attack.must-attack).
    seats, events = _c7()
    assert rules_at(verify(seats, dropped(events, 14))) == [(14, "ccs.guardian.unexpected")]


def test_a_transform_attack_left_out_is_the_battler_that_had_to_attack():
    # Was 2 (guardian.unexpected, attack.must-attack).
    seats, events = _c11()
    assert rules_at(verify(seats, dropped(events, 15))) == [(15, "ccs.guardian.unexpected")]


# -- 6. A Sneak Attack that eliminates the next player, logged after the following player's draw -------------------

def test_a_sneak_attack_eliminating_the_next_player_recorded_after_the_draw_is_the_missed_attack_only():
    # Was 2 (attack.must-attack, turn.not-your-turn for carol's draw).
    seats, events = _c4()
    assert verify(seats, events).clean
    result = verify(seats, swapped(events, 25))
    assert rules_at(result) == [(25, "ccs.attack.must-attack")]
    assert board_after(seats, swapped(events, 25)[:26]).seat("bob").eliminated


# -- 7. A card drawn two places under the top, then the real top drawn ---------------------------------------------

def test_a_card_drawn_two_under_the_top_then_the_top_is_one_violation():
    # Was 2 (draw.not-top at 7 and again at 14).
    seats, events = _c5()
    assert verify(seats, events).clean
    variant = planted(planted(planted(events, 7, card="alice.14"), 14, card="alice.12"), 22, card="alice.13")
    assert rules_at(verify(seats, variant)) == [(7, "ccs.draw.not-top")]


# -- 8. A Transform attack logged after the next player's draw ----------------------------------------------------

def test_a_transform_attack_recorded_after_the_next_players_draw_is_the_missed_attack_only():
    # Was 2 (attack.must-attack, turn.not-your-turn).
    seats, events = _c11()
    variant = events[:14] + [events[16], events[14], events[15]] + events[17:]
    assert rules_at(verify(seats, variant)) == [(15, "ccs.attack.must-attack")]


# -- 10. Legion's TriggerResolved left out, the drawn battler summoned ---------------------------------------------

def test_a_legion_draw_left_out_then_the_battler_summoned_is_at_most_one_violation():
    # Was 2 (summon.not-in-hand, draw.not-top).
    seats, events = _c8()
    assert verify(seats, events).clean
    found = rules_at(verify(seats, dropped(events, 13, 14)))
    assert len(found) <= 1 and (13, "ccs.summon.not-in-hand") not in found
