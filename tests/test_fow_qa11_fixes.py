"""Force of Will: the outside tester's eleventh round (fix11), one test or more per finding.

1. The next player's draw recorded during a battle (before the block, or after it with damage waiting) is one
   ``fow.turn.not-your-turn``: the battle goes on, its damage dealt, the turn not taken as ended.
2. A draw recorded twice (the same card id, or no id right after the draw) is one ``fow.turn.draw-phase``: the
   repeat draws nothing, so later draws naming their ids are not ``fow.log.unknown-card``.
3. A block by the player who is not the defending player is ``fow.block.not-defender`` alone: not the battle's block
   (its blocker not judged), the defending player's block that follows answers the attack.
4. The opponent's draw in the active player's main phase, the active player then going on with the turn: one
   ``fow.turn.not-your-turn``; the turn was not ended, the draw is taken as the drawer's next turn's, and their
   own draw at that turn's start is not flagged (the card drawn early stays in the hand).
5. A second attack of the attacker under way, at another target, before the block: ``fow.attack.rested`` alone.
6. A stray ``ChaseResolved`` of a hand card and the card's real play turns later: ``fow.chase.empty`` once, the
   later play judged as a play.
7. A turn's end recorded early, the play after it paid with a will resonator: one ``fow.turn.not-your-turn``.

The tester's logs are rebuilt here from their clean match (data below), each with its one planted change.
"""

from __future__ import annotations

import json

from ledger.log import parse_log
from projections import core
from fow import call, draw, end, make_log, play, resolve, rules_at, seat, verify

HEAD = {'version': 1,
 'game': 'force-of-will',
 'first': 'alice',
 'chooser': 'bob',
 'players': [{'id': 'alice',
              'ruler': 'Melgis, the Flame King',
              'deck': {'Dragoon of Certo': 3,
                       'Whelp Drake': 3,
                       'Demonflame': 3,
                       "Flame King's Shout": 1,
                       'Flash of Demon Sword': 1,
                       'Lancelot, the Knight of Mad Demon': 2,
                       'Flamewing Wyvern': 2,
                       'Hector de Maris, the Acolyte of Mad Demon': 1,
                       'Mordred, the Traitor': 1,
                       'Spirit of Certo': 1,
                       'Guinevere, the Jealous Queen': 1,
                       'Rukh Egg': 1},
              'stones': {'Magic Stone of Flame': 10},
              'order': ['Dragoon of Certo', 'Whelp Drake', 'Demonflame', "Flame King's Shout",
                        'Flash of Demon Sword', 'Lancelot, the Knight of Mad Demon', 'Demonflame',
                        'Dragoon of Certo', 'Flamewing Wyvern', 'Hector de Maris, the Acolyte of Mad Demon',
                        'Mordred, the Traitor', 'Spirit of Certo', 'Whelp Drake', 'Guinevere, the Jealous Queen',
                        'Rukh Egg', 'Demonflame', 'Flamewing Wyvern', 'Whelp Drake', 'Dragoon of Certo',
                        'Lancelot, the Knight of Mad Demon'],
              'stone_order': ['Magic Stone of Flame', 'Magic Stone of Flame', 'Magic Stone of Flame',
                              'Magic Stone of Flame', 'Magic Stone of Flame', 'Magic Stone of Flame',
                              'Magic Stone of Flame', 'Magic Stone of Flame', 'Magic Stone of Flame',
                              'Magic Stone of Flame']},
             {'id': 'bob',
              'ruler': 'Faria, the Sacred Queen',
              'deck': {'Galahad, the Son of the God': 3,
                       'Blessed Holy Wolf': 2,
                       'Pride of Knights': 3,
                       "Justice of God's Sword": 1,
                       'Young Knight of Gloria': 3,
                       'Tristan, the Knight of Sorrow': 2,
                       'Temple Monk': 2,
                       'Gawain, the Knight of the Sun': 2,
                       'Order of Sacred Queen': 1,
                       'Perceval, the Seeker of Holy Grail': 1},
              'stones': {'Magic Stone of Light': 10},
              'order': ['Galahad, the Son of the God', 'Blessed Holy Wolf', 'Pride of Knights',
                        "Justice of God's Sword", 'Young Knight of Gloria', 'Tristan, the Knight of Sorrow',
                        'Pride of Knights', 'Temple Monk', 'Gawain, the Knight of the Sun', 'Order of Sacred Queen',
                        'Galahad, the Son of the God', 'Perceval, the Seeker of Holy Grail',
                        'Young Knight of Gloria', 'Blessed Holy Wolf', 'Temple Monk',
                        'Gawain, the Knight of the Sun', 'Tristan, the Knight of Sorrow', 'Pride of Knights',
                        'Young Knight of Gloria', 'Galahad, the Son of the God'],
              'stone_order': ['Magic Stone of Light', 'Magic Stone of Light', 'Magic Stone of Light',
                              'Magic Stone of Light', 'Magic Stone of Light', 'Magic Stone of Light',
                              'Magic Stone of Light', 'Magic Stone of Light', 'Magic Stone of Light',
                              'Magic Stone of Light']}]}

#: The tester's clean match (clean_match.jsonl), its events without seq.
BASE = [
    {'type': 'Mulliganed', 'player': 'alice', 'cards': []},
    {'type': 'Mulliganed', 'player': 'bob', 'cards': []},
    {'type': 'StoneCalled', 'player': 'alice'},
    {'type': 'TurnEnded', 'player': 'alice'},
    {'type': 'CardDrawn', 'player': 'bob'},
    {'type': 'StoneCalled', 'player': 'bob'},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.5', 'payment': ['bob.s1']},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.5'},
    {'type': 'TurnEnded', 'player': 'bob'},
    {'type': 'CardDrawn', 'player': 'alice'},
    {'type': 'StoneCalled', 'player': 'alice'},
    {'type': 'CardPlayed', 'player': 'alice', 'card': 'alice.1', 'payment': ['alice.s1', 'alice.s2']},
    {'type': 'ChaseResolved', 'player': 'alice', 'card': 'alice.1'},
    {'type': 'TurnEnded', 'player': 'alice'},
    {'type': 'CardDrawn', 'player': 'bob'},
    {'type': 'StoneCalled', 'player': 'bob'},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.1', 'payment': ['bob.s1', 'bob.s2']},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.1'},
    {'type': 'AttackDeclared', 'player': 'bob', 'attacker': 'bob.5', 'target': 'alice'},
    {'type': 'BlockDeclared', 'player': 'alice'},
    {'type': 'TurnEnded', 'player': 'bob'},
    {'type': 'CardDrawn', 'player': 'alice'},
    {'type': 'StoneCalled', 'player': 'alice'},
    {'type': 'AttackDeclared', 'player': 'alice', 'attacker': 'alice.1', 'target': 'bob'},
    {'type': 'BlockDeclared', 'player': 'bob'},
    {'type': 'CardPlayed', 'player': 'alice', 'card': 'alice.2', 'payment': ['alice.s2', 'alice.s3']},
    {'type': 'ChaseResolved', 'player': 'alice', 'card': 'alice.2'},
    {'type': 'TurnEnded', 'player': 'alice'},
    {'type': 'CardDrawn', 'player': 'bob'},
    {'type': 'StoneCalled', 'player': 'bob'},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.2', 'payment': ['bob.s1', 'bob.s2']},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.2'},
    {'type': 'AttackDeclared', 'player': 'bob', 'attacker': 'bob.1', 'target': 'alice'},
    {'type': 'BlockDeclared', 'player': 'alice'},
    {'type': 'TurnEnded', 'player': 'bob'},
    {'type': 'CardDrawn', 'player': 'alice'},
    {'type': 'StoneCalled', 'player': 'alice'},
    {'type': 'StandbySet', 'player': 'alice', 'card': 'alice.5', 'payment': ['alice.s1', 'alice.s2']},
    {'type': 'CardPlayed', 'player': 'alice', 'card': 'alice.3', 'targets': ['bob.1'], 'payment': ['alice.s3']},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.3', 'targets': ['bob.1'], 'payment': ['bob.s3']},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.3'},
    {'type': 'ChaseResolved', 'player': 'alice', 'card': 'alice.3'},
    {'type': 'AttackDeclared', 'player': 'alice', 'attacker': 'alice.2', 'target': 'bob'},
    {'type': 'BlockDeclared', 'player': 'bob', 'blocker': 'bob.2'},
    {'type': 'TurnEnded', 'player': 'alice'},
    {'type': 'CardDrawn', 'player': 'bob'},
    {'type': 'StoneCalled', 'player': 'bob'},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.6', 'payment': ['bob.s1', 'bob.s2', 'bob.s3']},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.6'},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.7', 'targets': ['bob.1'], 'payment': ['bob.s4']},
    {'type': 'CardPlayed', 'player': 'alice', 'card': 'alice.5', 'from_standby': True, 'targets': ['bob.7'], 'payment': []},
    {'type': 'ChaseResolved', 'player': 'alice', 'card': 'alice.5'},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.7'},
    {'type': 'AttackDeclared', 'player': 'bob', 'attacker': 'bob.1', 'target': 'alice'},
    {'type': 'BlockDeclared', 'player': 'alice', 'blocker': 'alice.1'},
    {'type': 'TurnEnded', 'player': 'bob'},
    {'type': 'CardDrawn', 'player': 'alice'},
    {'type': 'JudgmentMade', 'player': 'alice', 'payment': ['alice.s1', 'alice.s2', 'alice.s3']},
    {'type': 'ChaseResolved', 'player': 'alice', 'card': 'alice.r'},
    {'type': 'AttackDeclared', 'player': 'alice', 'attacker': 'alice.1', 'target': 'bob'},
    {'type': 'BlockDeclared', 'player': 'bob'},
    {'type': 'TurnEnded', 'player': 'alice'},
    {'type': 'CardDrawn', 'player': 'bob'},
    {'type': 'StoneCalled', 'player': 'bob'},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.9', 'payment': ['bob.s1', 'bob.s2']},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.9'},
    {'type': 'AttackDeclared', 'player': 'bob', 'attacker': 'bob.2', 'target': 'alice'},
    {'type': 'BlockDeclared', 'player': 'alice'},
    {'type': 'AttackDeclared', 'player': 'bob', 'attacker': 'bob.6', 'target': 'alice'},
    {'type': 'BlockDeclared', 'player': 'alice', 'blocker': 'alice.r'},
    {'type': 'TurnEnded', 'player': 'bob'},
    {'type': 'CardDrawn', 'player': 'alice'},
    {'type': 'AttackDeclared', 'player': 'alice', 'attacker': 'alice.r', 'target': 'bob'},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.4', 'targets': ['alice.r'], 'payment': ['bob.s3']},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.4'},
    {'type': 'BlockDeclared', 'player': 'bob'},
    {'type': 'CardPlayed', 'player': 'alice', 'card': 'alice.9', 'payment': ['alice.s1', 'alice.s2', 'alice.s3']},
    {'type': 'ChaseResolved', 'player': 'alice', 'card': 'alice.9'},
    {'type': 'TurnEnded', 'player': 'alice'},
    {'type': 'CardDrawn', 'player': 'bob'},
    {'type': 'StoneCalled', 'player': 'bob'},
    {'type': 'CardPlayed', 'player': 'bob', 'card': 'bob.8', 'payment': ['bob.s1']},
    {'type': 'ChaseResolved', 'player': 'bob', 'card': 'bob.8'},
    {'type': 'TurnEnded', 'player': 'bob'},
    {'type': 'CardDrawn', 'player': 'alice'},
    {'type': 'StoneCalled', 'player': 'alice'},
    {'type': 'AttackDeclared', 'player': 'alice', 'attacker': 'alice.9', 'target': 'bob'},
    {'type': 'BlockDeclared', 'player': 'bob', 'blocker': 'bob.9'},
    {'type': 'TurnEnded', 'player': 'alice'},
    {'type': 'CardDrawn', 'player': 'bob'},
    {'type': 'StoneCalled', 'player': 'bob'},
    {'type': 'TurnEnded', 'player': 'bob'},
]


def log(events: list[dict]):
    lines = [json.dumps(HEAD)] + [json.dumps({**e, "seq": i}) for i, e in enumerate(events, 1)]
    return parse_log(("\n".join(lines) + "\n").encode(), "qa11.jsonl")


def found(events: list[dict]) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in core.verify(log(events)).violations]


def life(events: list[dict]) -> dict[str, int]:
    board = core.board_at(log(events), len(events))
    core.engine("force-of-will").finish(board)
    return {s.id: s.life for s in board.seats}


def with_ids(events: list[dict]) -> list[dict]:
    """Every draw naming its card: the k-th draw of a player is ``{player}.{5 + k}``."""
    out, k = [], {"alice": 0, "bob": 0}
    for e in events:
        if e["type"] == "CardDrawn":
            k[e["player"]] += 1
            e = {**e, "card": f"{e['player']}.{5 + k[e['player']]}"}
        out.append(e)
    return out


def test_the_clean_match_is_clean():
    assert found(BASE) == []
    assert found(with_ids(BASE)) == []


# 1 ---------------------------------------------------------------------------------------------------------------

def test_draw_recorded_early_before_the_block_is_one_violation_and_the_battle_goes_on():
    assert BASE[24] == {"type": "BlockDeclared", "player": "bob"} and BASE[28] == {"type": "CardDrawn", "player": "bob"}
    ev = BASE[:]
    del ev[28]
    ev.insert(24, {"type": "CardDrawn", "player": "bob"})  # between alice's attack (seq 24) and bob's block
    assert found(ev) == [(25, "fow.turn.not-your-turn")]
    assert life(ev) == life(BASE)  # the battle damage is not lost


def test_draw_recorded_early_in_a_later_battle_before_or_after_the_block():
    assert BASE[43]["type"] == "BlockDeclared" and BASE[44]["type"] == "TurnEnded" and BASE[45]["type"] == "CardDrawn"
    pre = BASE[:]
    del pre[45]
    pre.insert(43, {"type": "CardDrawn", "player": "bob"})
    assert found(pre) == [(44, "fow.turn.not-your-turn")]
    post = BASE[:]
    post[44], post[45] = post[45], post[44]  # the block, bob's draw (damage waiting), alice's turn's end
    assert found(post) == [(45, "fow.turn.not-your-turn")]
    assert life(pre) == life(post) == life(BASE)


def test_draw_recorded_early_then_the_defender_answers_the_attack_before_blocking():
    assert BASE[73]["type"] == "CardPlayed" and BASE[75]["type"] == "BlockDeclared" and BASE[79]["type"] == "CardDrawn"
    ev = BASE[:]
    del ev[79]
    ev.insert(73, {"type": "CardDrawn", "player": "bob"})  # bob's draw, then his chant-instant, its resolution, his block
    assert found(ev) == [(74, "fow.turn.not-your-turn")]
    assert life(ev) == life(BASE)


def test_a_turn_never_ended_after_a_block_is_still_one_violation():
    ev = BASE[:]
    del ev[44]  # alice's TurnEnded after the block: bob draws and goes on
    assert found(ev) == [(45, "fow.turn.not-your-turn")]
    assert life(ev) == life(BASE)


# 2 ---------------------------------------------------------------------------------------------------------------

def test_draw_recorded_twice_with_its_card_id_draws_nothing():
    clean = BASE[:]
    clean[9] = {"type": "CardDrawn", "player": "alice", "card": "alice.6"}
    assert found(clean) == []
    ev = clean[:]
    ev.insert(10, clean[9])
    assert found(ev) == [(11, "fow.turn.draw-phase")]


def test_draw_recorded_twice_with_all_ids_later_draws_are_not_unknown():
    clean = with_ids(BASE)
    ev = clean[:]
    ev.insert(10, clean[9])
    assert found(ev) == [(11, "fow.turn.draw-phase")]


def test_draw_recorded_twice_without_id_right_after_draws_nothing():
    ev = BASE[:]
    ev.insert(10, {"type": "CardDrawn", "player": "alice"})
    assert found(ev) == [(11, "fow.turn.draw-phase")]
    hand = lambda evs, n: core.board_at(log(evs), n).seat("alice").hand
    assert hand(ev, 11) == hand(BASE, 10)


# 3 ---------------------------------------------------------------------------------------------------------------

def test_attacker_blocking_instead_of_the_defender_is_not_defender_alone():
    assert BASE[87] == {"type": "BlockDeclared", "player": "bob", "blocker": "bob.9"}
    ev = BASE[:]
    ev[87] = {"type": "BlockDeclared", "player": "alice", "blocker": "alice.1"}
    assert found(ev) == [(88, "fow.block.not-defender")]


def test_attacker_blocking_before_the_defenders_block_is_not_defender_alone():
    ev = BASE[:]
    ev.insert(87, {"type": "BlockDeclared", "player": "alice", "blocker": "alice.1"})
    assert found(ev) == [(88, "fow.block.not-defender")]
    assert life(ev) == life(BASE)  # bob's block answers the attack
    ev = BASE[:]
    assert BASE[67]["type"] == "BlockDeclared" and BASE[67]["player"] == "alice"
    ev.insert(67, {"type": "BlockDeclared", "player": "bob", "blocker": "bob.9"})
    assert found(ev) == [(68, "fow.block.not-defender")]
    assert life(ev) == life(BASE)


# 4 ---------------------------------------------------------------------------------------------------------------

def test_opponent_extra_draw_in_main_then_the_turn_goes_on_is_one_violation():
    assert BASE[23] == {"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob"}
    ev = BASE[:]
    ev.insert(23, {"type": "CardDrawn", "player": "bob"})
    assert found(ev) == [(24, "fow.turn.not-your-turn")]
    assert life(ev) == life(BASE)
    # The card drawn then stays in bob's hand: one more than in the clean match.
    n = len(ev)
    assert len(core.board_at(log(ev), n).seat("bob").hand) == len(core.board_at(log(BASE), n - 1).seat("bob").hand) + 1


# 5 ---------------------------------------------------------------------------------------------------------------

def test_second_attack_of_the_attacker_under_way_at_another_target_is_attack_rested_alone():
    assert BASE[66]["type"] == "AttackDeclared" and BASE[66]["attacker"] == "bob.2"
    ev = BASE[:]
    ev.insert(67, {"type": "AttackDeclared", "player": "bob", "attacker": "bob.2", "target": "alice.1"})
    assert found(ev) == [(68, "fow.attack.rested")]
    assert life(ev) == life(BASE)


# 6 ---------------------------------------------------------------------------------------------------------------

def test_stray_resolution_of_a_hand_card_then_its_real_play_turns_later():
    lancelot = BASE[:]
    lancelot[86:86] = [{"type": "CardPlayed", "player": "alice", "card": "alice.6", "payment": ["alice.s1", "alice.s2"]},
                       {"type": "ChaseResolved", "player": "alice", "card": "alice.6"}]
    assert found(lancelot) == []
    ev = lancelot[:]
    ev.insert(13, {"type": "ChaseResolved", "player": "alice", "card": "alice.6"})
    assert found(ev) == [(14, "fow.chase.empty")]
    board = core.board_at(log(ev), len(ev))
    twin = core.board_at(log(lancelot), len(lancelot))
    assert "alice.6" in board.seat("alice").field and board.cards["alice.6"].entered_turn == twin.cards["alice.6"].entered_turn
    assert life(ev) == life(lancelot)


# 7 ---------------------------------------------------------------------------------------------------------------

def test_turn_end_recorded_early_then_a_play_paid_with_a_will_resonator():
    seats = [seat("alice", hand=["Rukh Egg", "Whelp Drake"], stones=["Magic Stone of Flame"] * 3,
                  ruler="Melgis, the Flame King"),
             seat("bob")]
    opening = [call("alice"), play("alice", "alice.1", payment=["alice.s1"]), resolve("alice", card="alice.1"),
               end("alice"), draw("bob"), call("bob"), end("bob"), draw("alice"), call("alice")]
    whelp = [play("alice", "alice.2", payment=["alice.s2", "alice.1"]), resolve("alice", card="alice.2")]
    clean = opening + whelp + [end("alice"), draw("bob")]
    assert rules_at(verify(seats, clean)) == []
    slipped = opening + [end("alice")] + whelp + [draw("bob")]
    result = verify(seats, slipped)
    assert rules_at(result) == [(11, "fow.turn.not-your-turn")]
    # The turn's end taken as recorded early: the play is alice's, in her turn 3 (not an out-of-turn play in bob's
    # turn 4, as when only magic stones could pay for it), and Whelp Drake entered the field in that turn.
    assert result.violations[0].turn == 3
    board = core.board_at(make_log(seats, slipped), len(slipped) - 1)
    assert board.active == "alice" and board.cards["alice.2"].entered_turn == 3
