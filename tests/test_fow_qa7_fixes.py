"""Force of Will: the outside tester's seventh round (qa7), one test or more per finding.

The logs are the tester's (their generator's opening, the seed's chase example board at the start of turn 7:
alice has Guinevere alice.4 and Dragoon of Certo alice.2 on the field, bob has Young Knight of Gloria bob.5 and
Galahad bob.1), rebuilt here as data.
"""

from __future__ import annotations

import json
from collections import Counter

from ledger.decklist import parse_decklists
from ledger.log import parse_log
from projections import core
from projections.decklist import check_decklists
from fow import E, a, b

AO = ["Demonflame", "Dragoon of Certo", "Whelp Drake", "Guinevere, the Jealous Queen", "Rukh Egg",
      "Demonflame", "Flame King's Shout", "Hector de Maris, the Acolyte of Mad Demon", "Flamewing Wyvern",
      "Lancelot, the Knight of Mad Demon", "Flash of Demon Sword", "Bullet of Envy", "Spirit of Certo",
      "Mordred, the Traitor", "Certo, the Blazing Volcano", "Laevateinn, the Demon Sword", "Draig, the Red Dragon",
      "Dragoon of Certo", "Whelp Drake", "Demonflame"]
BO = ["Galahad, the Son of the God", "Pride of Knights", "Gawain, the Knight of the Sun", "Blessed Holy Wolf",
      "Young Knight of Gloria", "Temple Monk", "Justice of God's Sword", "Tristan, the Knight of Sorrow",
      "Herald of Sacred Queen", "Sweet Rose", "Excalibur, the God's Sword", "Order of Sacred Queen",
      "Gwiber, the White Dragon", "Perceval, the Seeker of Holy Grail", "Pride of Knights",
      "Galahad, the Son of the God", "Gloria's Castle Town", "Blessed Holy Wolf", "Young Knight of Gloria",
      "Tristan, the Knight of Sorrow"]
HECTOR = "Hector de Maris, the Acolyte of Mad Demon"


def header(a_order=AO, b_order=BO, a_deck=None, b_deck=None, **more):
    def player(pid, ruler, order, deck, stone):
        return {"id": pid, "ruler": ruler, "deck": deck or dict(Counter(order)), "stones": {stone: 8},
                "order": list(order), "stone_order": [stone] * 8}
    return {"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob",
            "players": [player("alice", "Melgis, the Flame King", a_order, a_deck, "Magic Stone of Flame"),
                        player("bob", "Faria, the Sacred Queen", b_order, b_deck, "Magic Stone of Light")], **more}




def res(p, card):
    return E(p, "ChaseResolved", card=card)


def play(p, card, pay, targets=None, **kw):
    d = {"card": card, "payment": pay, **({"targets": targets} if targets is not None else {}), **kw}
    return E(p, "CardPlayed", **d)


#: To the start of turn 7 (alice's fourth turn): Guinevere (alice.4, turn 1), Dragoon of Certo (alice.2, turn 3),
#: Young Knight of Gloria (bob.5, turn 2), Galahad (bob.1, turn 4); three stones each.
OPEN = [a("StoneCalled"), play("alice", "alice.4", ["alice.s1"]), res("alice", "alice.4"), a("TurnEnded"),
        b("CardDrawn"), b("StoneCalled"), play("bob", "bob.5", ["bob.s1"]), res("bob", "bob.5"), b("TurnEnded"),
        a("CardDrawn"), a("StoneCalled"), play("alice", "alice.2", ["alice.s1", "alice.s2"]), res("alice", "alice.2"),
        a("TurnEnded"),
        b("CardDrawn"), b("StoneCalled"), play("bob", "bob.1", ["bob.s1", "bob.s2"]), res("bob", "bob.1"),
        b("TurnEnded"),
        a("CardDrawn"), a("StoneCalled"), a("TurnEnded"),
        b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
        a("CardDrawn")]


def log(events, head=None):
    lines = [json.dumps(head or header(), ensure_ascii=False)]
    lines += [json.dumps({**e, "seq": i}, ensure_ascii=False) for i, e in enumerate(events, 1)]
    return parse_log(("\n".join(lines) + "\n").encode(), "qa7.jsonl")


def verdict(events, head=None):
    return core.verify(log(events, head))


def rules(result):
    return [(v.seq, v.rule) for v in result.violations]


def board(events, head=None, at=None):
    lg = log(events, head)
    return core.board_at(lg, at if at is not None else len(events))


# -- 1. battle damage waits while the block is answered ------------------------------------------------------------

BK2 = OPEN + [a("StoneCalled"), a("AttackDeclared", attacker="alice.2", target="bob"),
              b("BlockDeclared", blocker="bob.1"),
              play("bob", "bob.2", ["bob.s1"], ["bob.1"]), res("alice", "bob.2"), a("TurnEnded")]


def test_pride_of_knights_played_after_the_block_saves_the_blocker():
    # Galahad (DEF 400) blocks Dragoon of Certo (ATK 500); bob answers the block with Pride of Knights (DEF +200).
    result = verdict(BK2)
    assert result.clean, rules(result)
    end = board(BK2[:-1])  # before the turn's end clears the damage
    core.engine("force-of-will").finish(end)
    assert end.cards["bob.1"].zone == "field" and end.cards["bob.1"].damage == 500
    assert end.seat("bob").life == 4000


def test_the_board_after_the_block_shows_the_battle_waiting_for_its_damage():
    at_block = board(BK2, at=len(OPEN) + 3)
    assert at_block.battle is not None and at_block.battle.blocked and at_block.battle.blocker == "bob.1"
    assert at_block.cards["bob.1"].zone == "field" and at_block.cards["bob.1"].damage == 0
    view = core.engine("force-of-will").view(at_block)
    assert view["battle"]["blocker"] == "bob.1"
    # Not answered: the damage comes with the next event (the turn's end here), before it is judged.
    unanswered = BK2[:len(OPEN) + 3] + [a("TurnEnded")]
    assert verdict(unanswered).clean
    after = board(unanswered)
    assert after.battle is None and after.cards["bob.1"].zone == "grave"


def test_the_pride_played_on_a_blocker_already_dead_is_still_flagged():
    # The twin: the damage dealt at the turn's end, Pride of Knights on Galahad next turn is on a card in the grave.
    events = BK2[:len(OPEN) + 3] + [a("TurnEnded"), b("CardDrawn"), play("bob", "bob.2", ["bob.s1"], ["bob.1"])]
    assert rules(verdict(events)) == [(len(events), "fow.play.target")]


BK1 = OPEN + [a("StoneCalled"), a("AttackDeclared", attacker="alice.4", target="bob"),
              b("BlockDeclared", blocker="bob.1"),
              play("alice", "alice.1", ["alice.s1"], ["bob.1"]), res("bob", "alice.1"), a("TurnEnded"),
              b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
              a("CardDrawn"), a("AttackDeclared", attacker="alice.4", target="bob"), b("BlockDeclared"),
              a("TurnEnded")]


def test_a_blocker_destroyed_before_damage_deals_none_and_the_player_takes_none():
    # Galahad blocks Guinevere; alice Demonflames Galahad before damage: Guinevere survives and attacks again.
    result = verdict(BK1)
    assert result.clean, rules(result)
    after_first = board(BK1, at=len(OPEN) + 6)  # the turn's end: the battle damage of the first block was due
    assert after_first.cards["bob.1"].zone == "grave" and after_first.cards["alice.4"].zone == "field"
    assert after_first.seat("bob").life == 4000  # the attack was blocked: nothing reaches the player
    end = board(BK1)
    assert end.seat("bob").life == 4000 - 200  # the second attack, unblocked: Guinevere's ATK 200


# -- 2. a rejected activation that stood at the table resolves with no effect --------------------------------------

def test_a_destroyed_j_rulers_ability_is_one_violation():
    events = OPEN + [a("JudgmentMade", payment=["alice.s1", "alice.s2", "alice.s3"]), res("bob", "alice.r"),
                     a("TurnEnded"), b("CardDrawn"),
                     b("EffectRecorded", effect="destroy", targets=["alice.r"], note="ruling"), b("TurnEnded"),
                     a("CardDrawn"), a("StoneCalled", by="alice.r"),
                     a("AbilityActivated", card="alice.r", ability=0, payment=["alice.s1"]), res("bob", "alice.r"),
                     a("TurnEnded")]
    assert rules(verdict(events)) == [(len(events) - 2, "fow.ability.no-such")]


def test_the_ruler_sides_ability_is_one_violation():
    events = OPEN + [a("AbilityActivated", card="alice.r", ability=0, payment=["alice.s1"]), res("bob", "alice.r"),
                     a("TurnEnded")]
    assert rules(verdict(events)) == [(len(OPEN) + 1, "fow.ability.no-such")]


AO_HECTOR = AO[:4] + [HECTOR] + AO[5:7] + [HECTOR] + AO[8:]
H_HECTOR = dict(a_order=AO_HECTOR)


def test_an_ability_of_a_hand_card_is_one_violation():
    events = OPEN + [a("AbilityActivated", card="alice.5", ability=0, payment=[], targets=["bob.5"]),
                     res("bob", "alice.5"), a("TurnEnded")]
    assert rules(verdict(events, header(**H_HECTOR))) == [(len(OPEN) + 1, "fow.ability.no-such")]


def test_a_wrong_ability_number_is_one_violation_and_the_right_one_is_clean():
    # Hector (alice.5) put on turn 5, its ability used on turn 7.
    head = header(**H_HECTOR)
    before = OPEN[:20] + [play("alice", "alice.5", ["alice.s1", "alice.s2"]), res("bob", "alice.5"),
                          a("StoneCalled"), a("TurnEnded"), b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
                          a("CardDrawn")]
    wrong = before + [a("AbilityActivated", card="alice.5", ability=1, payment=[], targets=["bob.5"]),
                      res("bob", "alice.5"), a("TurnEnded")]
    assert rules(verdict(wrong, head)) == [(len(before) + 1, "fow.ability.no-such")]
    right = before + [a("AbilityActivated", card="alice.5", ability=0, payment=[], targets=["bob.5"]),
                      res("bob", "alice.5"), a("TurnEnded")]
    assert verdict(right, head).clean, rules(verdict(right, head))
    bobs = before + [b("AbilityActivated", card="alice.5", ability=0, payment=[], targets=["bob.5"]),
                     res("alice", "alice.5"), a("TurnEnded")]
    assert rules(verdict(bobs, head)) == [(len(before) + 1, "fow.ability.no-such")]


# -- 3. the game over, flagged once ----------------------------------------------------------------------------------

def test_play_after_the_game_is_over_is_flagged_once():
    titan = {"name": "Test Titan", "type": "resonator", "cost": "{F}", "atk": 4000, "def": 100, "text": "test"}
    head = header(a_order=AO[:3] + ["Test Titan"] + AO[4:], cards=[titan])
    events = [a("StoneCalled"), play("alice", "alice.4", ["alice.s1"]), res("bob", "alice.4"), a("TurnEnded"),
              b("CardDrawn"), b("TurnEnded"), a("CardDrawn"), a("AttackDeclared", attacker="alice.4", target="bob"),
              b("BlockDeclared")]
    won = verdict(events, head)
    assert won.clean and won.winner == "alice"
    after = events + [a("StoneCalled"), a("TurnEnded"), b("CardDrawn"), b("StoneCalled"), b("TurnEnded")]
    result = verdict(after, head)
    assert rules(result) == [(len(events) + 1, "fow.game.over")] and result.root_causes == 1


def test_play_after_a_deck_out_is_flagged_once():
    head = header(b_order=BO[:5])  # bob's main deck is his opening hand: his first draw fails
    out = [a("StoneCalled"), a("TurnEnded")]
    lost = verdict(out, head)
    assert lost.clean and lost.winner == "alice"
    after = out + [b("StoneCalled"), b("TurnEnded"), a("CardDrawn"), a("StoneCalled")]
    result = verdict(after, head)
    assert rules(result) == [(3, "fow.game.over")] and result.root_causes == 1


# -- 4. an attack by no fighter stands: its block answers it ---------------------------------------------------------

def _attack_by(attacker):
    return OPEN + [a("StoneCalled"), a("AttackDeclared", attacker=attacker, target="bob"), b("BlockDeclared"),
                   a("TurnEnded")]


def test_an_attack_by_the_unjudged_ruler_a_hand_card_or_a_stone_is_one_violation():
    for attacker in ("alice.r", "alice.3", "alice.s1"):
        events = _attack_by(attacker)
        result = verdict(events)
        assert rules(result) == [(len(OPEN) + 2, "fow.attack.attacker")], attacker
        assert board(events).seat("bob").life == 4000  # no fighter: no battle damage
    assert verdict(_attack_by("alice.2")).clean


# -- 5. a card on the field played again ----------------------------------------------------------------------------

def test_a_card_on_the_field_played_again_is_one_violation():
    events = OPEN + [a("StoneCalled"), play("alice", "alice.2", ["alice.s1", "alice.s2"]), res("bob", "alice.2"),
                     a("AttackDeclared", attacker="alice.2", target="bob"), b("BlockDeclared"), a("TurnEnded")]
    assert rules(verdict(events)) == [(len(OPEN) + 2, "fow.play.not-in-hand")]
    assert board(events).seat("bob").life == 4000 - 500  # Dragoon stayed on the field and attacked


# -- 6. French names in the deck list, English in the order ----------------------------------------------------------

CHASE = OPEN + [a("StoneCalled"), play("alice", "alice.1", ["alice.s1"], ["bob.1"]),
                play("bob", "bob.2", ["bob.s1"], ["bob.1"]), res("bob", "bob.2"), res("alice", "alice.1"),
                a("TurnEnded")]


def _french(deck, english, french):
    return {(french if k == english else k): v for k, v in Counter(deck).items()}


def test_a_french_name_in_the_deck_list_and_the_english_one_in_the_order_are_one_card():
    fr_a = header(a_deck=_french(AO, "Demonflame", "Flammedémon"))
    fr_b = header(b_deck=_french(BO, "Galahad, the Son of the God", "Galahad, le Fils du Dieu"))
    for head in (fr_a, fr_b):
        result = verdict(CHASE, head)
        assert result.clean, rules(result)
    assert rules(verdict(CHASE, header(b_deck={**Counter(BO), "Galahad, the Son of the God": 3}))) == \
        [(0, "fow.log.deck-order")]  # the twin: one copy too many is still flagged


def test_a_registered_list_may_name_the_card_either_way():
    lg = log(CHASE, header(b_deck=_french(BO, "Galahad, the Son of the God", "Galahad, le Fils du Dieu")))
    for galahad in ("Galahad, the Son of the God", "Galahad, le Fils du Dieu"):
        text = ["Game: force-of-will"]
        for pid, ruler, order, stone in (("alice", "Melgis, the Flame King", AO, "Magic Stone of Flame"),
                                         ("bob", "Faria, the Sacred Queen", BO, "Magic Stone of Light")):
            text += [f"Player: {pid}", f"Ruler: {ruler}", "Main deck:"]
            for name, n in Counter(order).items():
                text.append(f"{n} {galahad if name == 'Galahad, the Son of the God' else name}")
            text += ["Stones:", f"8 {stone}"]
        report = check_decklists(lg, parse_decklists("\n".join(text).encode(), "lists.txt"))
        assert report.clean, [v.message for v in report.violations]


# -- 7. Flash of Demon Sword answering a resonator -------------------------------------------------------------------

def test_flash_of_demon_sword_answering_a_resonator_is_only_its_trigger():
    ao = list(AO)
    ao[2], ao[10] = "Flash of Demon Sword", "Whelp Drake"
    events = [a("StoneCalled"), a("TurnEnded"), b("CardDrawn"), b("StoneCalled"), b("TurnEnded"), a("CardDrawn"),
              a("StoneCalled"), a("StandbySet", card="alice.3", payment=["alice.s1", "alice.s2"]), a("TurnEnded"),
              b("CardDrawn"), b("StoneCalled"), play("bob", "bob.1", ["bob.s1", "bob.s2"]),
              play("alice", "alice.3", [], ["bob.1"], from_standby=True), res("bob", "alice.3"),
              res("alice", "bob.1"), b("TurnEnded")]
    assert rules(verdict(events, header(a_order=ao))) == [(13, "fow.standby.trigger")]


# -- 8. the attribute declared for a basic stone ---------------------------------------------------------------------

def _demonflame(attributes):
    return OPEN + [a("StoneCalled"), play("alice", "alice.1", ["alice.s1"], ["bob.1"], attributes=attributes),
                   res("bob", "alice.1"), a("TurnEnded")]


def test_a_flame_stone_declared_light_is_one_violation_and_r_is_fire():
    assert rules(verdict(_demonflame(["L"]))) == [(len(OPEN) + 2, "fow.will.source")]
    assert verdict(_demonflame(["R"])).clean
    assert verdict(_demonflame(["F"])).clean


# -- 9. a hand card played "from the standby zone" -------------------------------------------------------------------

def test_a_hand_card_played_from_standby_is_one_violation():
    events = OPEN + [a("StoneCalled"), play("alice", "alice.1", [], ["bob.1"], from_standby=True),
                     res("bob", "alice.1"), a("TurnEnded")]
    assert rules(verdict(events)) == [(len(OPEN) + 2, "fow.standby.not-in-hand")]


# -- 10. a resolution naming a card that is not on the chase ---------------------------------------------------------

def test_a_resolution_naming_a_card_not_on_the_chase_says_so():
    events = OPEN + [a("StoneCalled"), play("alice", "alice.1", ["alice.s1"], ["bob.1"]), res("bob", "alice.3"),
                     a("TurnEnded")]
    result = verdict(events)
    assert rules(result) == [(len(OPEN) + 3, "fow.chase.not-top")]
    message = result.violations[0].message
    assert "not on the chase" in message and "played after it" not in message
    assert board(events).cards["alice.1"].zone == "grave"  # Demonflame, the top, resolved
