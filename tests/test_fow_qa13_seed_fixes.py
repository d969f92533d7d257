"""Force of Will: the outside tester's thirteenth round, logs written from the seed's own words (fix13b).

1. A draw skipped at the table (the player acts before it, the turn ends with no ``CardDrawn``): the one
   ``fow.turn.draw-phase``. A later draw naming the card the engine took for it (still in the hand) puts it back on
   top and takes it (a note): the later draws are not ``fow.log.unknown-card`` and the deck-out comes when it does at
   the table. A hand one card over at a later end, right without that card, is not ``fow.end.hand-size``.
2. The header's ``first`` is not who took the first turn: one ``fow.turn.not-your-turn``, then the log's turn order.
3. A resonator destroyed by damage that the log keeps using: one violation at its first use, then it is taken as
   still on the field (its later attacks and blocks judged as any fighter's).
4. A judgment or a standby set in answer to the chase: ``fow.play.main-phase`` once, as a resonator there is.
"""

from __future__ import annotations

from fow import make_log
from projections import core

A_ORDER = ["Demonflame", "Dragoon of Certo", "Hector de Maris, the Acolyte of Mad Demon", "Rukh Egg",
           "Flame King's Shout", "Whelp Drake", "Lancelot, the Knight of Mad Demon", "Flash of Demon Sword",
           "Laevateinn, the Demon Sword", "Certo, the Blazing Volcano", "Mordred, the Traitor", "Bullet of Envy",
           "Spirit of Certo", "Demonflame", "Dragoon of Certo", "Whelp Drake", "Flamewing Wyvern",
           "Draig, the Red Dragon", "Guinevere, the Jealous Queen", "Whelp Drake", "Dragoon of Certo",
           "Flamewing Wyvern", "Lancelot, the Knight of Mad Demon", "Mordred, the Traitor", "Flame King's Shout"]
B_ORDER = ["Galahad, the Son of the God", "Pride of Knights", "Gawain, the Knight of the Sun",
           "Justice of God's Sword", "Temple Monk", "Herald of Sacred Queen", "Gwiber, the White Dragon",
           "Sweet Rose", "Excalibur, the God's Sword", "Order of Sacred Queen", "Tristan, the Knight of Sorrow",
           "Blessed Holy Wolf", "Young Knight of Gloria", "Perceval, the Seeker of Holy Grail",
           "Gloria's Castle Town", "Galahad, the Son of the God", "Tristan, the Knight of Sorrow",
           "Blessed Holy Wolf", "Young Knight of Gloria", "Gawain, the Knight of the Sun", "Pride of Knights",
           "Temple Monk", "Galahad, the Son of the God", "Young Knight of Gloria",
           "Perceval, the Seeker of Holy Grail"]


def _count(order):
    out: dict[str, int] = {}
    for n in order:
        out[n] = out.get(n, 0) + 1
    return out


def seats(a_order=A_ORDER, b_order=B_ORDER, paper=False):
    a = {"id": "alice", "ruler": "Melgis, the Flame King", "deck": _count(a_order),
         "stones": {"Magic Stone of Flame": 10}}
    b = {"id": "bob", "ruler": "Faria, the Sacred Queen", "deck": _count(b_order),
         "stones": {"Magic Stone of Light": 10}}
    if not paper:
        a["order"], a["stone_order"] = list(a_order), ["Magic Stone of Flame"] * 10
        b["order"], b["stone_order"] = list(b_order), ["Magic Stone of Light"] * 10
    return [a, b]


def E(t, p, **k):
    return {"type": t, "player": p, **k}


def draw(p, **k):
    return E("CardDrawn", p, **k)


def call(p, **k):
    return E("StoneCalled", p, **k)


def play(p, card, pay, **k):
    return E("CardPlayed", p, card=card, payment=pay, **k)


def res(p, card=None):
    return E("ChaseResolved", p, **({"card": card} if card else {}))


def end(p, **k):
    return E("TurnEnded", p, **k)


def atk(p, a, t):
    return E("AttackDeclared", p, attacker=a, target=t)


def blk(p, b=None):
    return E("BlockDeclared", p, **({"blocker": b} if b else {}))


def judge(p, pay):
    return E("JudgmentMade", p, payment=pay)


def sset(p, card, pay):
    return E("StandbySet", p, card=card, payment=pay)


def run(events, first="alice", **kw):
    return core.verify(make_log(kw.pop("players", None) or seats(**kw), events, first=first, chooser="bob"))


def rules(v):
    return [(x.seq, x.rule) for x in v.violations]


def notes(v):
    return " | ".join(v.notes)


# The tester's opening rounds (base.py R1, R3): four turns, then two with attacks.
def r1():
    return [call("alice"), end("alice"),
            draw("bob", card="bob.6"), call("bob"), play("bob", "bob.5", ["bob.s1"]), res("bob", "bob.5"), end("bob"),
            draw("alice", card="alice.6"), call("alice"), play("alice", "alice.2", ["alice.s1", "alice.s2"]),
            res("alice", "alice.2"), end("alice"),
            draw("bob", card="bob.7"), call("bob"), play("bob", "bob.1", ["bob.s1", "bob.s2"]), res("bob", "bob.1"),
            end("bob")]


def r3():
    return [draw("alice", card="alice.7"), call("alice"), play("alice", "alice.4", ["alice.s1"]),
            res("alice", "alice.4"), play("alice", "alice.6", ["alice.s2", "alice.s3"]), res("alice", "alice.6"),
            atk("alice", "alice.2", "bob"), blk("bob"), end("alice"),
            draw("bob", card="bob.8"), call("bob"), play("bob", "bob.6", ["bob.s1", "bob.s2"]), res("bob", "bob.6"),
            atk("bob", "bob.5", "alice"), blk("alice"), end("bob")]


# -- 1. a draw skipped at the table ----------------------------------------------------------------------------


def test_skipped_draw_then_draws_naming_the_real_top_cards_is_one_violation():
    ev = [call("alice"), end("alice"), call("bob"), play("bob", "bob.5", ["bob.s1"]), res("bob"), end("bob"),
          draw("alice", card="alice.6"), call("alice"), end("alice"),
          draw("bob", card="bob.6"), call("bob"), play("bob", "bob.6", ["bob.s1", "bob.s2"]), res("bob"), end("bob"),
          draw("alice", card="alice.7"), call("alice"), end("alice"), draw("bob", card="bob.7"), call("bob"),
          end("bob")]
    v = run(ev)
    assert rules(v) == [(3, "fow.turn.draw-phase")]
    assert "skipped at the table" in notes(v)
    # The clean twin: the draw recorded, then the next ones.
    twin = ev[:2] + [draw("bob", card="bob.6")] + ev[2:9] + [draw("bob", card="bob.7"), call("bob"), end("bob"),
                                                             draw("alice", card="alice.7"), call("alice"),
                                                             end("alice")]
    assert rules(run(twin)) == []


def test_skipped_draw_when_only_the_turn_end_is_recorded():
    ev = [call("alice"), end("alice"), end("bob"), draw("alice", card="alice.6"), call("alice"), end("alice"),
          draw("bob", card="bob.6"), call("bob"), end("bob"), draw("alice", card="alice.7"), call("alice"),
          end("alice"), draw("bob", card="bob.7"), call("bob"), end("bob")]
    v = run(ev)
    assert rules(v) == [(3, "fow.turn.draw-phase")]


def test_skipped_draw_by_the_first_player_in_turn_three():
    ev = [call("alice"), end("alice"), draw("bob", card="bob.6"), call("bob"), end("bob"),
          call("alice"), play("alice", "alice.2", ["alice.s1", "alice.s2"]), res("alice"), end("alice"),
          draw("bob", card="bob.7"), call("bob"), end("bob"), draw("alice", card="alice.6"), call("alice"),
          end("alice"), draw("bob", card="bob.8"), call("bob"), end("bob", discarded=["bob.8"])]
    assert rules(run(ev)) == [(6, "fow.turn.draw-phase")]


def test_skipped_draw_deck_out_comes_when_it_does_at_the_table():
    ev = [call("alice"), end("alice"), draw("bob", card="bob.6"), call("bob"), end("bob"),
          call("alice"), end("alice"), draw("bob", card="bob.7"), call("bob"), play("bob", "bob.5", ["bob.s1"]),
          res("bob"), end("bob"),
          draw("alice", card="alice.6"), call("alice"), play("alice", "alice.2", ["alice.s1", "alice.s2"]),
          res("alice"), end("alice"),
          draw("bob", card="bob.8"), call("bob"), play("bob", "bob.1", ["bob.s1", "bob.s2"]), res("bob"), end("bob"),
          draw("alice", card="alice.7"), call("alice"), play("alice", "alice.4", ["alice.s1"]), res("alice"),
          atk("alice", "alice.2", "bob"), blk("bob"), end("alice"),
          draw("bob", card="bob.9"), call("bob"), play("bob", "bob.6", ["bob.s1", "bob.s2"]), res("bob"), end("bob")]
    v = run(ev, a_order=A_ORDER[:7])
    assert rules(v) == [(6, "fow.turn.draw-phase")]
    # alice's seven cards all drawn by turn 9: her deck-out comes as the last TurnEnded starts her turn 11.
    assert v.winner == "bob" and "main deck is empty" in v.result


def test_skipped_draw_named_at_the_deck_out_undoes_the_loss():
    ev = [call("alice"), end("alice"), draw("bob", card="bob.6"), call("bob"), end("bob"),
          call("alice"), end("alice"), draw("bob", card="bob.7"), call("bob"), end("bob"),
          draw("alice", card="alice.6"), call("alice"), end("alice"),
          draw("bob", card="bob.8"), call("bob"), end("bob", discarded=["bob.8"])]
    v = run(ev, a_order=A_ORDER[:6])
    assert rules(v) == [(6, "fow.turn.draw-phase")]
    assert "skipped at the table" in notes(v)
    assert v.winner == "bob"  # the next turn of alice's, her deck really empty


def test_paper_skipped_draw_no_false_hand_size_two_turns_later():
    ev = [call("alice", name="Magic Stone of Flame"), end("alice"), call("bob", name="Magic Stone of Light"),
          end("bob"), draw("alice"), call("alice", name="Magic Stone of Flame"), end("alice"), draw("bob"),
          call("bob", name="Magic Stone of Light"), end("bob"), draw("alice"),
          call("alice", name="Magic Stone of Flame"), end("alice", discarded=[]), draw("bob"),
          call("bob", name="Magic Stone of Light"), end("bob")]
    v = run(ev, paper=True)
    assert rules(v) == [(3, "fow.turn.draw-phase")]
    # A hand really one over (the draw recorded, no discard) is still flagged.
    twin = ev[:2] + [draw("bob")] + ev[2:]
    assert rules(run(twin, paper=True)) == [(17, "fow.end.hand-size")]


# -- 2. the header's first player against the log's turns ------------------------------------------------------


def test_header_first_wrong_alice_played_first():
    v = run(r1() + r3(), first="bob")
    assert rules(v) == [(1, "fow.turn.not-your-turn")]
    assert "took the first turn" in v.violations[0].message
    assert rules(run(r1() + r3(), first="alice")) == []


def test_header_first_wrong_bob_played_first():
    ev = [call("bob"), play("bob", "bob.5", ["bob.s1"]), res("bob"), end("bob"),
          draw("alice", card="alice.6"), call("alice"), end("alice"),
          draw("bob", card="bob.6"), call("bob"), atk("bob", "bob.5", "alice"), blk("alice"), end("bob"),
          draw("alice", card="alice.7"), call("alice"), play("alice", "alice.2", ["alice.s1", "alice.s2"]),
          res("alice"), end("alice")]
    assert rules(run(ev, first="alice")) == [(1, "fow.turn.not-your-turn")]
    assert rules(run(ev, first="bob")) == []


def test_header_first_right_after_all_when_its_player_acts_in_turn_one():
    # bob's call first (a call under the wrong name), then alice acts as the turn's player in turn 1: the first
    # turn is hers after all, as the header says; the turns go on in the header's order.
    ev = [call("bob"), play("alice", "alice.2", ["alice.s1", "alice.s2"]), res("alice"), end("alice"),
          draw("bob", card="bob.6")]
    v = run(ev)
    assert [(s, r) for s, r in rules(v) if r == "fow.turn.not-your-turn"] == [(1, "fow.turn.not-your-turn")]
    assert "the first turn is theirs after all" in notes(v)
    board = core.board_at(make_log(seats(), ev, first="alice", chooser="bob"), len(ev))
    assert board.first == "alice" and board.active == "bob"


# -- 3. a resonator destroyed by damage, used again ------------------------------------------------------------


A4 = [draw("alice", card="alice.8"), call("alice")]
B4 = [draw("bob", card="bob.9"), call("bob")]
A5 = [draw("alice", card="alice.9"), call("alice")]
B5 = [draw("bob", card="bob.10"), call("bob")]
A6 = [draw("alice", card="alice.10"), call("alice")]


def test_resonator_destroyed_by_damage_attacks_once_flagged_then_stands():
    head = r1() + r3() + A4 + [play("alice", "alice.1", ["alice.s1"], targets=["bob.1"]), res("bob", "alice.1"),
                               end("alice")]
    ev = head + B4 + [atk("bob", "bob.1", "alice"), blk("alice"), end("bob")] + A5 + [end("alice")] + B5 + \
        [end("bob")] + A6 + [atk("alice", "alice.2", "bob"), blk("bob", "bob.1"), end("alice")]
    v = run(ev)
    assert rules(v) == [(len(head) + 3, "fow.attack.attacker")]
    assert "destroyed by damage" in notes(v)
    # Its attack, not blocked, dealt Galahad's 400 to alice.
    log = make_log(seats(), ev, first="alice", chooser="bob")
    assert core.board_at(log, len(head)).seat("alice").life - core.board_at(log, len(head) + 5).seat("alice").life == 400


def test_resonator_destroyed_by_damage_first_used_as_a_blocker():
    head = r1() + r3() + A4 + [atk("alice", "alice.2", "bob.5"), blk("bob", "bob.1")]
    ev = head + [atk("alice", "alice.6", "bob"), blk("bob", "bob.1"), end("alice")]
    v = run(ev)
    assert rules(v) == [(len(head) + 2, "fow.block.blocker")]
    # It blocked: alice's Whelp Drake dealt nothing to bob.
    log = make_log(seats(), ev, first="alice", chooser="bob")
    assert core.board_at(log, len(ev)).seat("bob").life == core.board_at(log, len(head)).seat("bob").life
    assert rules(run(head + [atk("alice", "alice.6", "bob"), blk("bob"), end("alice")])) == []


# -- 4. a judgment or a standby set in answer to the chase -----------------------------------------------------


def test_judgment_in_answer_to_the_chase_is_main_phase_once():
    head = r1() + r3() + [draw("alice", card="alice.8")]
    ev = head + [play("alice", "alice.1", ["alice.s1"], targets=["bob.1"]),
                 judge("alice", ["alice.s2", "alice.s3", "alice.4"]), res("alice"), res("alice"), end("alice")]
    assert rules(run(ev)) == [(len(head) + 2, "fow.play.main-phase")]
    twin = head + [play("alice", "alice.1", ["alice.s1"], targets=["bob.1"]), res("alice"),
                   judge("alice", ["alice.s2", "alice.s3", "alice.4"]), res("alice"), end("alice")]
    assert rules(run(twin)) == []
    # Its resolutions left out: the turn's end resolves what was left, not flagged again.
    left = head + [play("alice", "alice.1", ["alice.s1"], targets=["bob.1"]),
                   judge("alice", ["alice.s2", "alice.s3", "alice.4"]), res("alice"), end("alice")]
    assert rules(run(left)) == [(len(head) + 2, "fow.play.main-phase")]


def test_standby_set_in_answer_to_the_chase_is_main_phase_once():
    head = r1() + r3() + A4
    ev = head + [play("alice", "alice.1", ["alice.s1"], targets=["bob.1"]),
                 sset("alice", "alice.8", ["alice.s2", "alice.s3"]), res("alice"), end("alice")]
    assert rules(run(ev)) == [(len(head) + 2, "fow.play.main-phase")]
    twin = head + [play("alice", "alice.1", ["alice.s1"], targets=["bob.1"]), res("alice"),
                   sset("alice", "alice.8", ["alice.s2", "alice.s3"]), end("alice")]
    assert rules(run(twin)) == []
