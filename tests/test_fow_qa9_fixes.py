"""Force of Will: the outside tester's ninth round (fix9), one test or more per finding.

1. An attack the log goes on from without its ``BlockDeclared`` is taken as not blocked: the active player's next
   event that does not answer it (a main-phase action, the turn's end) ends it, its battle damage dealt first, and
   the missing block is flagged once there (``fow.battle.unfinished``; a resonator put then: ``fow.play.main-phase``);
   a log that ends before the block deals the damage with no flag.
2. The active player acting before their draw is one ``fow.turn.draw-phase``: the ``CardDrawn`` that follows is the
   turn's one draw (no second-draw flag, no hand-size consequence).
3. Flash of Demon Sword played with no trigger is ``fow.standby.trigger`` alone (its target is not flagged again).
4. A concession before a battle's block ends the game there: clean, won by the concession, the damage not dealt.
   (Changed in qa35b #6: after the block, nothing left on the chase, a lethal damage waiting is dealt and the
   concession is the handshake after the end, a note, the result standing.)
5. A paper log's card named as one its deck list lacks is ``fow.log.unknown-card`` alone (no cost to hold its
   payment to).
6. The board tells "block not yet declared" from "declared, damage waiting": ``battle.blocked``/``battle.blocker``
   in the view, "not blocked: damage waits" / "blocked by X: damage waits" on the text board.

The tester's logs (their generator's opening: alice has Dragoon of Certo alice.1 on the field and Flash of Demon
Sword alice.5 in the standby zone, bob has Galahad bob.1; alice's turn 7 after her stone call) are rebuilt here as
data.
"""

from __future__ import annotations

import json
from collections import Counter

from cli.render_force_of_will import board_text
from ledger.log import parse_log
from projections import core
from projections.force_of_will.view import view
from fow import E, a, b

A_ORDER = ["Dragoon of Certo", "Whelp Drake", "Demonflame", "Flame King's Shout", "Flash of Demon Sword",
           "Mordred, the Traitor", "Lancelot, the Knight of Mad Demon", "Demonflame", "Guinevere, the Jealous Queen",
           "Dragoon of Certo", "Whelp Drake", "Flamewing Wyvern", "Flamewing Wyvern",
           "Lancelot, the Knight of Mad Demon", "Spirit of Certo", "Rukh Egg",
           "Hector de Maris, the Acolyte of Mad Demon", "Mordred, the Traitor", "Guinevere, the Jealous Queen",
           "Whelp Drake"]
B_ORDER = ["Galahad, the Son of the God", "Pride of Knights", "Gawain, the Knight of the Sun", "Blessed Holy Wolf",
           "Temple Monk", "Tristan, the Knight of Sorrow", "Pride of Knights", "Young Knight of Gloria",
           "Perceval, the Seeker of Holy Grail", "Galahad, the Son of the God", "Gawain, the Knight of the Sun",
           "Blessed Holy Wolf", "Tristan, the Knight of Sorrow", "Young Knight of Gloria", "Temple Monk",
           "Herald of Sacred Queen", "Gwiber, the White Dragon", "Perceval, the Seeker of Holy Grail",
           "Young Knight of Gloria", "Galahad, the Son of the God"]
GIANT = {"name": "QA Giant", "type": "resonator", "cost": "{F}", "atk": 4000, "def": 4000, "text": "test"}


def header(a_order=A_ORDER, paper: bool = False, a_deck=None, **more) -> dict:
    def player(pid, ruler, order, deck, stone):
        p = {"id": pid, "ruler": ruler, "deck": deck or dict(Counter(order)), "stones": {stone: 10}}
        if not paper:
            p.update(order=list(order), stone_order=[stone] * 10)
        return p
    return {"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob",
            "players": [player("alice", "Melgis, the Flame King", a_order, a_deck, "Magic Stone of Flame"),
                        player("bob", "Faria, the Sacred Queen", B_ORDER, None, "Magic Stone of Light")], **more}




def opening(first_pay=("alice.s1", "alice.s2"), standby: bool = True, t5: list[dict] | None = None) -> list[dict]:
    """Turns 1-6, then alice's turn 7 after her draw and stone call (seq 24): alice.1 and bob.1 on the field.
    ``t5``: what alice does in turn 5 instead of setting Flash of Demon Sword."""
    return [a("StoneCalled"), a("TurnEnded"),
            b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
            a("CardDrawn"), a("StoneCalled"), a("CardPlayed", card="alice.1", payment=list(first_pay)),
            a("ChaseResolved", card="alice.1"), a("TurnEnded"),
            b("CardDrawn"), b("StoneCalled"), b("CardPlayed", card="bob.1", payment=["bob.s1", "bob.s2"]),
            b("ChaseResolved", card="bob.1"), b("TurnEnded"),
            a("CardDrawn"), a("StoneCalled"),
            *(t5 if t5 is not None else
              [a("StandbySet", card="alice.5", payment=["alice.s1", "alice.s2"])] if standby else []),
            a("TurnEnded"),
            b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
            a("CardDrawn"), a("StoneCalled")]


def log(events: list[dict], head: dict | None = None):
    lines = [json.dumps(head or header())] + [json.dumps({**e, "seq": i}) for i, e in enumerate(events, 1)]
    return parse_log(("\n".join(lines) + "\n").encode(), "qa9.jsonl")


def verdict(events: list[dict], head: dict | None = None) -> core.Verification:
    return core.verify(log(events, head))


def rules_of(events: list[dict], head: dict | None = None) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in verdict(events, head).violations]


def board_after(events: list[dict], head: dict | None = None, n: int | None = None):
    return core.board_at(log(events, head), len(events) if n is None else n)


def life(events: list[dict], pid: str, head: dict | None = None) -> int:
    board = board_after(events, head)
    core.engine("force-of-will").finish(board)
    return board.seat(pid).life


ATTACK = a("AttackDeclared", attacker="alice.1", target="bob")
NO_BLOCK = b("BlockDeclared")


# -- 1. an attack the log goes on from without its block ---------------------------------------------------------

def test_a_turn_end_after_an_attack_without_its_block_ends_it_as_not_blocked_flagged_once():
    events = opening() + [ATTACK, a("TurnEnded")]
    assert rules_of(events) == [(26, "fow.battle.unfinished")]
    assert life(events, "bob") == 3500  # Dragoon of Certo's 500, dealt as not blocked
    twin = opening() + [ATTACK, NO_BLOCK, a("TurnEnded")]
    assert rules_of(twin) == [] and life(twin, "bob") == 3500


def test_two_attacks_without_blocks_are_two_faults_each_flagged_once_and_both_deal_damage():
    whelp = [a("CardPlayed", card="alice.2", payment=["alice.s1", "alice.s2"]), a("ChaseResolved", card="alice.2")]
    events = opening(t5=whelp) + [ATTACK, a("AttackDeclared", attacker="alice.2", target="bob"), a("TurnEnded")]
    n = len(events)
    assert rules_of(events) == [(n - 1, "fow.battle.unfinished")]  # (the second: a note, round 32c)
    assert life(events, "bob") == 4000 - 500 - 400
    twin = events[:-2] + [NO_BLOCK, events[-2], NO_BLOCK, a("TurnEnded")]
    assert rules_of(twin) == [] and life(twin, "bob") == 3100


def test_the_main_phase_goes_on_after_the_flag_without_more_flags():
    # a stone call, then the turn's end: the call ends the battle (flagged once); the turn end is clean
    events = opening()[:-1] + [ATTACK, a("StoneCalled"), a("TurnEnded")]
    assert rules_of(events) == [(25, "fow.battle.unfinished")]
    assert life(events, "bob") == 3500
    # a resonator put, the log going on without the block: the block left out, fow.battle.unfinished at the play
    # (qa38-long 4: the play came after the battle), that one fault; the turn end is clean
    resonator = opening() + [ATTACK, a("CardPlayed", card="alice.2", payment=["alice.s3", "alice.s4"]),
                             a("ChaseResolved", card="alice.2"), a("TurnEnded")]
    assert rules_of(resonator) == [(26, "fow.battle.unfinished")]
    assert life(resonator, "bob") == 3500
    # a judgment, resolved, then the turn's end
    judged = opening()[:-1] + [ATTACK, a("JudgmentMade", payment=["alice.s1", "alice.s2", "alice.s3"]),
                               a("ChaseResolved", card="alice.r"), a("TurnEnded")]
    assert rules_of(judged) == [(25, "fow.battle.unfinished")]
    twin = opening()[:-1] + [ATTACK, NO_BLOCK] + judged[-3:]
    assert rules_of(twin) == []


def test_a_block_recorded_late_for_that_attack_is_not_flagged_again():
    events = opening()[:-1] + [ATTACK, a("JudgmentMade", payment=["alice.s1", "alice.s2", "alice.s3"]),
                               a("ChaseResolved", card="alice.r"), NO_BLOCK, a("TurnEnded")]
    assert rules_of(events) == [(25, "fow.battle.unfinished")]
    resonator = opening() + [ATTACK, a("CardPlayed", card="alice.2", payment=["alice.s3", "alice.s4"]),
                             a("ChaseResolved", card="alice.2"), NO_BLOCK, a("TurnEnded")]
    assert rules_of(resonator) == [(26, "fow.play.main-phase")]


def test_answers_before_the_block_keep_the_battle_going():
    # bob answers the attack with Pride of Knights before his block: clean, the damage follows the block
    events = opening() + [ATTACK, b("CardPlayed", card="bob.2", targets=["bob.1"], payment=["bob.s1"]),
                          b("ChaseResolved", card="bob.2"), b("BlockDeclared", blocker="bob.1"), a("TurnEnded")]
    assert rules_of(events) == []


def test_a_lethal_attack_the_log_ends_on_before_its_block_wins_with_no_flag():
    head = header(a_order=["QA Giant"] + A_ORDER[1:], cards=[GIANT])
    events = opening(first_pay=("alice.s1",)) + [ATTACK]
    result = verdict(events, head)
    assert result.violations == [] and result.winner == "alice"
    assert life(events, "bob", head) == 0


def test_a_lethal_attack_without_its_block_then_more_events_is_one_flag():
    head = header(a_order=["QA Giant"] + A_ORDER[1:], cards=[GIANT])
    events = opening(first_pay=("alice.s1",)) + [ATTACK, a("TurnEnded"), b("CardDrawn"), b("StoneCalled")]
    result = verdict(events, head)
    assert [(v.seq, v.rule) for v in result.violations] == [(26, "fow.battle.unfinished")]
    # (qa33e 1: bob's stone call plays on after that end, so the table blocked, the block not recorded: the game did
    # not end there, no winner from that damage. With nothing after the turn's end and the draw, alice wins.)
    assert result.winner is None
    assert verdict(events[:-1], head).winner == "alice"


# -- 2. acting before one's own draw ------------------------------------------------------------------------------

def test_a_stone_call_before_the_draw_is_one_flag_and_the_draw_that_follows_is_the_turns_one_draw():
    events = opening()[:-2] + [a("StoneCalled"), a("CardDrawn"), a("TurnEnded")]
    assert rules_of(events) == [(23, "fow.turn.draw-phase")]
    twin = opening() + [a("TurnEnded")]
    assert rules_of(twin) == []
    assert sorted(board_after(events).seat("alice").hand) == sorted(board_after(twin).seat("alice").hand)


def test_a_chant_instant_before_the_draw_is_one_flag():
    events = opening()[:-2] + [a("CardPlayed", card="alice.3", targets=["bob.1"], payment=["alice.s3"]),
                               a("ChaseResolved", card="alice.3"), a("CardDrawn"), a("TurnEnded")]
    assert rules_of(events) == [(23, "fow.turn.draw-phase")]
    # the draw recorded while the chant is still on the chase is that same draw: not flagged again
    pending = opening()[:-2] + [a("CardPlayed", card="alice.3", targets=["bob.1"], payment=["alice.s3"]),
                                a("CardDrawn"), a("ChaseResolved", card="alice.3"), a("TurnEnded")]
    assert rules_of(pending) == [(23, "fow.turn.draw-phase")]
    twin = opening()[:-1] + [a("CardPlayed", card="alice.3", targets=["bob.1"], payment=["alice.s3"]),
                             a("ChaseResolved", card="alice.3"), a("TurnEnded")]
    assert rules_of(twin) == []


def test_an_ability_before_the_draw_has_no_hand_size_consequence():
    # Melgis judged in turn 7; bob's turn 8; in turn 9 alice activates her J-ruler's ability before her draw
    events = opening()[:-1] + [a("JudgmentMade", payment=["alice.s1", "alice.s2", "alice.s3"]),
                               a("ChaseResolved", card="alice.r"), a("TurnEnded"),
                               b("CardDrawn"), b("StoneCalled"),
                               b("CardPlayed", card="bob.3", payment=["bob.s1", "bob.s2"]),
                               b("ChaseResolved", card="bob.3"), b("TurnEnded"),
                               a("AbilityActivated", card="alice.r", ability=0, payment=["alice.s1"]),
                               a("ChaseResolved", card="alice.r"), a("CardDrawn"), a("TurnEnded")]
    n = len(events)
    assert rules_of(events) == [(n - 3, "fow.turn.draw-phase")]
    twin = events[:n - 4] + [a("CardDrawn")] + events[n - 4:n - 2] + [a("TurnEnded")]
    assert rules_of(twin) == []


# -- 3. Flash of Demon Sword with no trigger ----------------------------------------------------------------------

def test_flash_from_the_standby_zone_with_no_trigger_is_the_trigger_alone():
    for targets in (["bob.1"], []):
        events = opening() + [a("CardPlayed", card="alice.5", from_standby=True, targets=targets, payment=[]),
                              a("ChaseResolved", card="alice.5"), a("TurnEnded")]
        assert rules_of(events) == [(25, "fow.standby.trigger")], targets


def test_flash_from_the_hand_with_no_trigger_is_the_trigger_alone():
    for targets in (["alice.1"], []):
        events = opening(standby=False) + [ATTACK, b("BlockDeclared", blocker="bob.1"),
                                           a("CardPlayed", card="alice.5", targets=targets,
                                             payment=["alice.s1", "alice.s2"]),
                                           a("ChaseResolved", card="alice.5"), a("TurnEnded")]
        assert rules_of(events) == [(26, "fow.standby.trigger")], targets
    # its trigger holding (bob's Pride of Knights on the chase): clean, and Pride is cancelled
    twin = opening(standby=False) + [ATTACK, b("BlockDeclared", blocker="bob.1"),
                                     b("CardPlayed", card="bob.2", targets=["bob.1"], payment=["bob.s1"]),
                                     a("CardPlayed", card="alice.5", targets=["bob.2"],
                                       payment=["alice.s1", "alice.s2"]),
                                     a("ChaseResolved", card="alice.5"), a("TurnEnded")]
    assert rules_of(twin) == []


# -- 4. a concession while the damage waits ------------------------------------------------------------------------

def test_a_concession_after_a_lethal_attack_not_blocked_is_clean_and_won_by_it():
    head = header(a_order=["QA Giant"] + A_ORDER[1:], cards=[GIANT])
    # (Before the block, the block left out: the concession ends the game there, the damage not dealt.)
    events = opening(first_pay=("alice.s1",)) + [ATTACK, b("Conceded")]
    result = verdict(events, head)
    assert result.violations == [] and result.winner == "alice"
    assert "conceded" in result.result
    board = board_after(events, head)
    assert board.seat("bob").life == 4000 and board.battle is None
    # (After bob's "no block", nothing on the chase, the lethal damage waiting: it was dealt, the game ended on it,
    # and the concession is the handshake after it, a note; the result stands (qa35b #6, changed from "conceded").)
    events = opening(first_pay=("alice.s1",)) + [ATTACK, NO_BLOCK, b("Conceded")]
    result = verdict(events, head)
    assert result.violations == [] and result.winner == "alice"
    assert "conceded" not in result.result and "life" in result.result
    assert any("conceded after the game was over" in str(n) for n in result.notes)
    # with Pride of Knights answered first
    events = opening(first_pay=("alice.s1",)) + [ATTACK, NO_BLOCK,
                                                 b("CardPlayed", card="bob.2", targets=["bob.1"], payment=["bob.s1"]),
                                                 b("ChaseResolved", card="bob.2"), b("Conceded")]
    result = verdict(events, head)
    assert result.violations == [] and result.winner == "alice" and "conceded" not in result.result


# -- 5. a paper log's card the deck list lacks ---------------------------------------------------------------------

def test_a_paper_card_the_list_lacks_is_unknown_card_alone():
    a_deck = dict(Counter(A_ORDER))
    draig = [a("StoneCalled"), a("TurnEnded"), b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
             a("CardDrawn"), a("StoneCalled"),
             a("CardPlayed", card="alice.1", name="Draig, the Red Dragon", payment=["alice.s1", "alice.s2"]),
             a("ChaseResolved", card="alice.1"), a("TurnEnded")]
    # (Since qa39 3 its printed cost ({F}{4}), the card data knowing it, is judged as a listed card's: paid 2, also
    # fow.will.exact, a fault of its own beside the name.)
    assert rules_of(draig, header(paper=True, a_deck=a_deck)) == [(8, "fow.log.unknown-card"), (8, "fow.will.exact")]
    # by name alone, the same
    by_name = [dict(e) for e in draig]
    del by_name[7]["card"]
    assert rules_of(by_name, header(paper=True, a_deck=a_deck)) == [(8, "fow.log.unknown-card"),
                                                                    (8, "fow.will.exact")]
    # listed, its cost ({F}{4}) holds the payment: underpaid
    listed = {**a_deck, "Draig, the Red Dragon": 1}
    assert rules_of(draig, header(paper=True, a_deck=listed)) == [(8, "fow.will.exact")]
    # the clean twin: a listed card, paid
    dragoon = [dict(e) for e in draig]
    dragoon[7]["name"] = "Dragoon of Certo"
    assert rules_of(dragoon, header(paper=True, a_deck=a_deck)) == []


# -- 6. the board before and after the block -----------------------------------------------------------------------

def test_the_view_and_the_text_board_tell_the_block_declared_from_the_block_to_come():
    events = opening() + [ATTACK, NO_BLOCK, a("TurnEnded")]
    before = view(board_after(events, n=25))
    assert before["battle"] == {"attacker": "alice.1", "target": "bob", "defender": "bob"}
    text = board_text(before)
    assert "Battle under way: alice.1 attacks bob" in text and "damage waits" not in text
    after = view(board_after(events, n=26))
    assert after["battle"]["blocked"] is False and after["battle"]["blocker"] is None
    assert "Battle under way: alice.1 attacks bob, not blocked: damage waits" in board_text(after)
    blocked = opening() + [ATTACK, b("BlockDeclared", blocker="bob.1"), a("TurnEnded")]
    after = view(board_after(blocked, n=26))
    assert after["battle"]["blocked"] is True and after["battle"]["blocker"] == "bob.1"
    assert "Battle under way: alice.1 attacks bob, blocked by bob.1: damage waits" in board_text(after)
    assert view(board_after(blocked))["battle"] is None
