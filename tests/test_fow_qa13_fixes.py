"""Force of Will: the outside tester's thirteenth round (fix13), one test or more per finding.

1. A resolution left out, the turn player going on with the main phase: ``fow.chase.unresolved`` once, at the first
   action; the chase is taken as resolved there (top first), and the block and end after it are not flagged again.
   Two deep, the bottom resolution recorded and the top's left out: ``fow.chase.not-top`` alone.
2. A ``StoneCalled`` recorded after the play it paid for (or between the play and its resolution): the play's
   ``fow.will.source`` alone; the late call is that same call, calling no other stone.
3. The turn's end left out, the next player's draw, then their chant-instant paid with a stone only their turn's
   recovery recovers: the draw's ``fow.turn.not-your-turn`` alone (the turn had ended there), not also will.rested.
4. The last turn: the turn's end, or the next player's draw, recorded after the lethal attack's damage is the log's
   bookkeeping (a note); a stone call after that draw is ``fow.game.over`` once.
5. Draws an effect made (Order of Sacred Queen) also recorded as ``CardDrawn`` naming the drawn cards: notes, nothing
   drawn.
6. The same judgment recorded twice: one ``fow.chase.unresolved``. A second judgment with the J-ruler already on the
   field: one ``fow.judgment.j-side-up``, its resolution a note.
7. A judgment left out, its ``ChaseResolved`` naming the ruler: one ``fow.chase.empty``, the judgment taken as made
   (the J-ruler attacks later as recorded).
8. A ``ChaseResolved`` naming a chant-instant still in hand while another card is on top (a wrong name), the
   main phase going on: ``fow.chase.not-top`` alone; the top resolves at the next main-phase action.
9. An attack with a rested attacker after the turn's end: not-your-turn and attack.rested; the defending player's
   block of it is not also ``fow.turn.draw-phase``.
10. A cancelled spell's resolution recorded in its LIFO place, not right after the cancel: a note.
"""

from __future__ import annotations

from fow import (FIRE, attack, block, board_after, call, draw, end, end_ok, ev, play, resolve, rules_at, seat,
                 stone_id, verify)

MELGIS = "Melgis, the Flame King"
ALICE = seat("alice", hand=["Dragoon of Certo", "Whelp Drake", "Demonflame", "Rukh Egg", "Flash of Demon Sword"],
             ruler=MELGIS, stone_filler=FIRE)
BOB = seat("bob", hand=["Young Knight of Gloria", "Pride of Knights"])
SEATS = [ALICE, BOB]


def s(p, k):
    return stone_id(p, k)


def _ends(events: list[dict], p: str) -> list[dict]:
    return events + [end_ok(SEATS, events, p)]


def _bob_idle(events: list[dict]) -> list[dict]:
    return _ends(events + [draw("bob"), call("bob")], "bob")


def _to_t3() -> list[dict]:
    """alice T1: a stone, Rukh Egg (alice.4); bob T2: a stone, Young Knight of Gloria (bob.1); alice's T3 begins."""
    t1 = [call("alice"), play("alice", "alice.4", payment=[s("alice", 1)]), resolve("alice", card="alice.4")]
    t1 = _ends(t1, "alice")
    t2 = t1 + [draw("bob"), call("bob"), play("bob", "bob.1", payment=[s("bob", 1)]), resolve("bob", card="bob.1")]
    return _ends(t2, "bob") + [draw("alice"), call("alice")]


# -- 1. a resolution left out -------------------------------------------------------------------------------------


def _f1(omit: bool) -> list[dict]:
    ev3 = _to_t3() + [play("alice", "alice.2", payment=[s("alice", 1), s("alice", 2)])]
    ev3 += [] if omit else [resolve("alice", card="alice.2")]
    ev3 += [attack("alice", "alice.4", "bob"), block("bob")]
    return _bob_idle(_ends(ev3, "alice"))


def test_f1_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f1(False))) == []


def test_f1_resolution_left_out_then_attack_is_one_violation():
    events = _f1(True)
    at = next(k for k, e in enumerate(events, 1) if e["type"] == "AttackDeclared")
    assert rules_at(verify(SEATS, events)) == [(at, "fow.chase.unresolved")]
    # The chase was taken as resolved there: Whelp Drake is on the field.
    assert board_after(SEATS, events).cards["alice.2"].zone == "field"


def _f1_deep(omit_top: bool) -> list[dict]:
    events = _bob_idle(_ends(_to_t3(), "alice")) + [draw("alice"), call("alice")]
    events += [play("alice", "alice.3", payment=[s("alice", 1)], targets=["bob.1"]),
               play("bob", "bob.2", payment=[s("bob", 1)], targets=["bob.1"])]
    events += [] if omit_top else [resolve("alice", card="bob.2")]
    events += [resolve("bob", card="alice.3"), attack("alice", "alice.4", "bob"), block("bob")]
    return _bob_idle(_ends(events, "alice"))


def test_f1_deep_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f1_deep(False))) == []


def test_f1_top_resolution_left_out_two_deep_is_not_top_alone():
    events = _f1_deep(True)
    at = next(k for k, e in enumerate(events, 1) if e["type"] == "ChaseResolved" and e.get("card") == "alice.3")
    assert rules_at(verify(SEATS, events)) == [(at, "fow.chase.not-top")]


# -- 2. a stone call recorded after the play it paid for ------------------------------------------------------


def _f2(order: str) -> list[dict]:
    p = play("alice", "alice.4", payment=[s("alice", 1)])
    r = resolve("alice", card="alice.4")
    c = call("alice", card=s("alice", 1)) if order.endswith("named") else call("alice")
    t1 = {"clean": [c, p, r], "after": [p, r, c], "after-named": [p, r, c], "between": [p, c, r]}[order]
    return _bob_idle(_ends(t1, "alice")) + [draw("alice"), call("alice"), end("alice")]


def test_f2_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f2("clean"))) == []


def test_f2_call_after_the_play_is_the_will_source_alone_and_calls_no_other_stone():
    for order in ("after", "after-named", "between"):
        events = _f2(order)
        assert rules_at(verify(SEATS, events)) == [(1, "fow.will.source")], order
        assert board_after(SEATS, events[:3]).seat("alice").stone_area == [s("alice", 1)], order


# -- 3. the turn's end left out, the next player's instant paid with a stone their recovery recovers --------------


def _f3(ended: bool) -> list[dict]:
    t3 = _to_t3()
    t3 = _ends(t3, "alice") if ended else t3
    t4 = t3 + [draw("bob"), play("bob", "bob.2", payment=[s("bob", 1)], targets=["bob.1"]),
               resolve("bob", card="bob.2"), call("bob")]
    return _ends(t4, "bob")


def test_f3_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f3(True))) == []


def test_f3_end_left_out_then_an_instant_paid_with_a_stone_to_recover_is_one_violation():
    events = _f3(False)
    at = next(k for k, e in enumerate(events, 1) if e["type"] == "CardDrawn" and e["player"] == "bob" and k > 10)
    assert rules_at(verify(SEATS, events)) == [(at, "fow.turn.not-your-turn")]


# -- 4. the last turn -------------------------------------------------------------------------------------------


def _lethal() -> list[dict]:
    t1 = _ends([call("alice")], "alice")
    t3 = _bob_idle(t1) + [draw("alice"), call("alice"),
                          play("alice", "alice.1", payment=[s("alice", 1), s("alice", 2)]),
                          resolve("alice", card="alice.1")]
    t5 = _bob_idle(_ends(t3, "alice")) + [draw("alice"), call("alice")]
    return t5 + [ev("EffectRecorded", "alice", effect="life(-3800)", targets=["bob"], note="a judge's ruling"),
                 attack("alice", "alice.1", "bob"), block("bob")]


def test_f4_lethal_attack_log_ending_there_is_clean():
    result = verify(SEATS, _lethal())
    assert rules_at(result) == [] and result.winner == "alice"


def test_f4_turn_end_after_the_lethal_damage_is_a_note():
    result = verify(SEATS, _lethal() + [end("alice")])
    assert rules_at(result) == [] and result.winner == "alice"


def test_f4_next_players_draw_after_the_lethal_damage_then_a_call_is_one_game_over():
    events = _lethal() + [draw("bob"), call("bob")]
    result = verify(SEATS, events)
    assert rules_at(result) == [(len(events), "fow.game.over")] and result.winner == "alice"


# -- 5. an effect's draws also recorded as CardDrawn ------------------------------------------------------------

ORDER_SEATS = [seat("alice", hand=["Order of Sacred Queen"]), seat("bob")]


def _f5(recorded: bool) -> list[dict]:
    events = [call("alice"), end("alice"), draw("bob"), call("bob"), end("bob"), draw("alice"), call("alice"),
              end("alice"), draw("bob"), call("bob"), end("bob"), draw("alice"), call("alice"),
              play("alice", "alice.1", payment=[s("alice", 1), s("alice", 2), s("alice", 3)]),
              resolve("alice", card="alice.1")]
    if recorded:
        events += [draw("alice", card="alice.8"), draw("alice", card="alice.9")]
    events.append(end_ok(ORDER_SEATS, events, "alice"))
    events += [draw("bob"), call("bob")]
    return events + [end_ok(ORDER_SEATS, events, "bob")]


def test_f5_clean_twin_is_clean():
    assert rules_at(verify(ORDER_SEATS, _f5(False))) == []


def test_f5_effect_draws_recorded_as_card_drawn_are_notes_drawing_nothing():
    events = _f5(True)
    assert rules_at(verify(ORDER_SEATS, events)) == []
    assert len(board_after(ORDER_SEATS, events[:17]).seat("alice").hand) == 8


# -- 6. and 7. judgments --------------------------------------------------------------------------------------------


def _to_t7() -> list[dict]:
    """Three stones called (turns 1, 3, 5), alice's ruler recovered at the start of her turn 7."""
    t1 = _ends([call("alice")], "alice")
    t3 = _bob_idle(_ends(_bob_idle(t1) + [draw("alice"), call("alice")], "alice"))
    t5 = _bob_idle(_ends(t3 + [draw("alice"), call("alice")], "alice"))
    return t5 + [draw("alice")]


JUDGE_PAY = [s("alice", 1), s("alice", 2), s("alice", 3)]


def _judge() -> dict:
    return ev("JudgmentMade", "alice", payment=list(JUDGE_PAY))


def test_f6_judgment_recorded_twice_is_one_violation():
    clean = _bob_idle(_ends(_to_t7() + [_judge(), resolve("alice")], "alice"))
    assert rules_at(verify(SEATS, clean)) == []
    twice = _to_t7() + [_judge(), _judge(), resolve("alice")]
    events = _bob_idle(_ends(twice, "alice"))
    assert rules_at(verify(SEATS, events)) == [(len(twice) - 1, "fow.chase.unresolved")]


def test_f6_second_judgment_with_the_j_ruler_on_the_field_is_one_violation():
    first = _bob_idle(_ends(_to_t7() + [_judge(), resolve("alice")], "alice")) + [draw("alice")]
    second = first + [_judge(), resolve("alice")]
    events = _bob_idle(_ends(second, "alice"))
    assert rules_at(verify(SEATS, events)) == [(len(second) - 1, "fow.judgment.j-side-up")]


def _f7(recorded: bool) -> list[dict]:
    t5 = _to_t7() + ([_judge()] if recorded else []) + [resolve("alice", card="alice.r")]
    t7 = _bob_idle(_ends(t5, "alice")) + [draw("alice"), attack("alice", "alice.r", "bob"), block("bob")]
    return _bob_idle(_ends(t7, "alice"))


def test_f7_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f7(True))) == []


def test_f7_judgment_left_out_its_resolution_naming_the_ruler_is_one_violation():
    events = _f7(False)
    at = next(k for k, e in enumerate(events, 1) if e["type"] == "ChaseResolved" and e.get("card") == "alice.r")
    assert rules_at(verify(SEATS, events)) == [(at, "fow.chase.empty")]


# -- 8. a resolution naming the wrong card (a chant-instant still in hand) -------------------------------------------


def _f8(kind: str) -> list[dict]:
    t5 = _bob_idle(_ends(_to_t3(), "alice")) + [draw("alice"), call("alice"),
                                                play("alice", "alice.2", payment=[s("alice", 1), s("alice", 2)])]
    t5 += [resolve("alice", card="alice.2" if kind == "clean" else "alice.3")]
    if kind == "then-played":
        t5 += [play("alice", "alice.3", payment=[s("alice", 3)], targets=["bob.1"]), resolve("alice", card="alice.3")]
    t5 += [attack("alice", "alice.4", "bob"), block("bob")]
    return _bob_idle(_ends(t5, "alice"))


def test_f8_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f8("clean"))) == []


def test_f8_resolution_naming_a_hand_card_then_the_main_phase_goes_on_is_not_top_alone():
    for kind in ("never-played", "then-played"):
        events = _f8(kind)
        at = next(k for k, e in enumerate(events, 1) if e["type"] == "ChaseResolved" and e.get("card") == "alice.3")
        assert rules_at(verify(SEATS, events)) == [(at, "fow.chase.not-top")], kind
        assert board_after(SEATS, events).cards["alice.2"].zone == "field", kind


# -- 9. an attack after the turn's end ----------------------------------------------------------------------------


def _f9(again: bool) -> list[dict]:
    t1 = _ends([call("alice")], "alice")
    t3 = _bob_idle(t1) + [draw("alice"), call("alice"),
                          play("alice", "alice.1", payment=[s("alice", 1), s("alice", 2)]),
                          resolve("alice", card="alice.1")]
    t5 = _bob_idle(_ends(t3, "alice")) + [draw("alice"), call("alice"), attack("alice", "alice.1", "bob"),
                                          block("bob")]
    t5 = _ends(t5, "alice")
    if again:
        t5 += [attack("alice", "alice.1", "bob"), block("bob")]
    return _bob_idle(t5)


def test_f9_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f9(False))) == []


def test_f9_rested_attack_after_the_end_does_not_flag_the_defenders_block():
    events = _f9(True)
    at = len(events) - 4
    assert rules_at(verify(SEATS, events)) == [(at, "fow.turn.not-your-turn"), (at, "fow.attack.rested")]


# -- 10. a cancelled spell's resolution in its LIFO place ----------------------------------------------------------


def _f10(record: bool) -> list[dict]:
    t5 = _bob_idle(_ends(_to_t3(), "alice")) + [draw("alice"), call("alice")]
    t5 += [play("bob", "bob.2", payment=[s("bob", 1)], targets=["bob.1"]),
           play("alice", "alice.3", payment=[s("alice", 1)], targets=["bob.1"]),
           play("alice", "alice.5", payment=[s("alice", 2), s("alice", 3)], targets=["bob.2"]),
           resolve("alice", card="alice.5"), resolve("alice", card="alice.3")]
    t5 += [resolve("bob", card="bob.2")] if record else []
    return _bob_idle(_ends(t5, "alice"))


def test_f10_cancel_recorded_nowhere_is_clean():
    assert rules_at(verify(SEATS, _f10(False))) == []


def test_f10_cancelled_spells_resolution_in_its_lifo_place_is_a_note():
    assert rules_at(verify(SEATS, _f10(True))) == []
