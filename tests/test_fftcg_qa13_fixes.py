"""The thirteenth outside test of FFTCG (two testers). Each planted fault gives exactly one violation; its clean
twin verifies clean (docs/fftcg.md, Readings)."""

from __future__ import annotations

import json

import slipping
from ledger.log import parse_log
from projections import core
from fftcg import (attack, auto, block, card, cast, disc, discard, draw, pass_, passes, play, recorded, resolved,
                   seat, to_end_of_turn, use)

_verify = slipping.verified


def _rules(result):
    return [(v.seq, v.rule) for v in result.violations]


def _roots(result):
    return [(v.seq, v.rule) for v in result.violations if v.caused_by is None]


def _head(seats, cards=None, **more):
    head = {"version": 1, "game": "fftcg", "format": "constructed", "ruleset": "fftcg-v2", "first": "alice",
            "chosen_by": "alice", "players": seats, "meta": {}, **more}
    if cards:
        head["cards"] = cards
    return json.dumps(head)


def _seats(a_top, b_top):
    """Alice's and Bob's orders, their top cards named (the opening hand first), vanilla filler under them."""
    return [seat("alice", hand=a_top[:5], deck=a_top[5:]), seat("bob", hand=b_top[:5], deck=b_top[5:])]


def _auto(p, source, ability=0, targets=()):
    return {"type": "AutoTriggered", "player": p, "source": source, "ability": ability, "targets": list(targets)}


def _sample(name="stack-three-deep-and-party-attack"):
    return slipping.sample("fftcg", name)


def _pass(player):
    return {"seq": 0, "type": "PriorityPassed", "player": player}


# -- A1: after both players pass, the stack resolves entry after entry (§ 8, the seed's own example) -----------

# Alice: Monk (1-016, +2000 to a forward) and a fire forward (1-010, 4000, the one Ifrit aims at). Bob: Ifrit.
A1_A = ["1-105", "1-016", "1-010", "1-120", "1-014", "1-009", "1-119", "1-014"]
A1_B = ["1-004", "1-010", "1-165", "1-159", "1-165", "1-163", "1-172", "1-160", "1-160"]


def _seed_example(answer):
    t1 = [draw("alice", "alice.6"), play("alice", "alice.4", disc("alice.1")), play("alice", "alice.2", disc("alice.3")),
          *to_end_of_turn("alice", "bob")]
    t2 = [draw("bob", "bob.6", "bob.7"), play("bob", "bob.3", disc("bob.4")), *to_end_of_turn("bob", "alice")]
    t3 = [draw("alice", "alice.7", "alice.8"), pass_("alice"),
          cast("bob", "bob.1", disc("bob.2"), targets=["alice.2"]), use("alice", "alice.4", targets=["alice.2"]),
          *answer, *passes("alice", "bob", "alice", "bob"), attack("alice", "alice.2"), *passes("alice", "bob"),
          block("bob", "bob.3"), *passes("alice", "bob"), *passes("alice", "bob", "alice", "bob")]
    return _head(_seats(A1_A, A1_B)), t1 + t2 + t3


def test_the_seeds_stack_example_resolves_all_after_the_two_passes():
    head, ev = _seed_example([pass_("bob"), pass_("alice"), resolved("alice", "alice.4"), resolved("alice", "bob.1")])
    assert _verify(head, ev).violations == []


def test_passes_between_the_resolutions_stay_clean():
    head, ev = _seed_example([pass_("bob"), pass_("alice"), resolved("alice", "alice.4"), pass_("alice"),
                              pass_("bob"), resolved("alice", "bob.1")])
    assert _verify(head, ev).violations == []


def test_resolving_before_both_passed_is_one_violation():
    head, ev = _seed_example([pass_("bob"), resolved("alice", "alice.4"), resolved("alice", "bob.1")])
    at = next(k for k, e in enumerate(ev, 1) if e["type"] == "Resolved")
    assert _rules(_verify(head, ev)) == [(at, "fftcg.stack.resolve-early")]


# -- A2: after a Back Attack character, the two passes may come in either order ------------------------------

A2_A = ["1-016", "1-010", "1-004", "1-110", "1-010", "1-105", "1-014", "1-016", "1-009", "1-009"]
A2_B = ["1-165", "1-159", "1-085", "1-068", "1-074", "1-163", "1-172", "1-160", "1-160", "1-165", "1-172", "1-172"]


def _back_attack(after):
    t1 = [draw("alice", "alice.6"), play("alice", "alice.1", disc("alice.2")), *to_end_of_turn("alice", "bob")]
    t2 = [draw("bob", "bob.6", "bob.7"), play("bob", "bob.1", disc("bob.2")), *to_end_of_turn("bob", "alice")]
    t3 = [draw("alice", "alice.7", "alice.8"), cast("alice", "alice.3", disc("alice.5"), targets=["bob.1"]),
          play("bob", "bob.3", disc("bob.4"), disc("bob.5")), *after, resolved("alice", "alice.3"),
          *to_end_of_turn("alice", "bob")]
    return _head(_seats(A2_A, A2_B)), t1 + t2 + t3


def test_after_a_back_attack_character_either_player_passes_first():
    for after in ([pass_("alice"), pass_("bob")], [pass_("bob"), pass_("alice")]):
        head, ev = _back_attack(after)
        assert _verify(head, ev).violations == []


def test_a_character_played_over_the_stack_is_its_timing_alone():
    # Alice's Knight played while her summon is on the stack, then Bob passes first: character.timing only.
    a = ["QA-001", "1-010", "1-004", "1-110", "1-010", "1-105", "1-014", "1-016", "1-009", "1-009"]
    b = ["1-165", "1-159", "1-004", "1-010", "1-163", "1-163", "1-172", "1-160", "1-160", "1-165", "1-172", "1-172"]
    gunner = card("QA-001", "forward", 2, ["fire"], power=3000, name="Gunner",
                  abilities=[{"kind": "action", "dull": True,
                              "effects": [{"do": "damage", "target": "forward", "amount": 5000}]}])
    t1 = [draw("alice", "alice.6"), play("alice", "alice.1", disc("alice.2")), *to_end_of_turn("alice", "bob")]
    t2 = [draw("bob", "bob.6", "bob.7"), play("bob", "bob.1", disc("bob.2")), *to_end_of_turn("bob", "alice")]

    def t3(after):
        return [draw("alice", "alice.7", "alice.8"), cast("alice", "alice.3", disc("alice.5"), targets=["bob.1"]),
                play("alice", "alice.8", disc("alice.7")), *after, resolved("alice", "alice.3"),
                *to_end_of_turn("alice", "bob")]
    head = _head(_seats(a, b), cards=[gunner])
    for after in ([pass_("bob"), pass_("alice")], [pass_("alice"), pass_("bob")]):
        ev = t1 + t2 + t3(after)
        at = next(k for k, e in enumerate(ev, 1) if e.get("card") == "alice.8")
        assert _rules(_verify(head, ev)) == [(at, "fftcg.character.timing")]


# -- m1 (the second tester's match): Night Watch draws 1 at the end of its controller's turn -------------------

NIGHT_WATCH = card("SIM-001", "backup", 2, ["lightning"], name="Night Watch",
                   abilities=[{"kind": "auto", "when": "end-of-turn",
                               "effects": [{"do": "draw", "target": "none", "amount": 1}]}])
M1_A = ["1-172", "1-165", "1-009", "1-014", "SIM-001", "1-138", "1-043", "1-043", "1-165", "1-165", "1-119", "1-119",
        "1-119", "1-043", "1-068", "1-068", "1-068", "1-105", "1-105", "1-105"]
M1_B = ["1-165", "1-163", "1-159", "1-159", "1-105", "1-143", "1-043", "1-036", "1-036", "1-105", "1-068", "1-068",
        "1-043", "1-043"]


def _m1(extra=None):
    """T1 alice: Moogle, an attack not blocked (Bob's EX Burst), Night Watch's trigger; T2-T6 to and through her
    T5 End phase (trigger, discard down to 5, passes, resolution). ``extra``: Bob draws two cards (the top of his
    deck) in Alice's T3, after that many of her events (B3), and discards them in his T4 End phase."""
    a, b = "alice", "bob"
    ab4 = passes(a, b, a, b, a, b, a, b)
    ba4 = passes(b, a, b, a, b, a, b, a)
    k = 0 if extra is None else 2
    t3 = [draw(a, "alice.9", "alice.10"), *ab4, _auto(a, "alice.5"), *passes(a, b), resolved(a, "alice.5")]
    if extra is not None:
        t3.insert(1 + extra, draw(b, "bob.9", "bob.10"))
    ev = [draw(a, "alice.6"), play(a, "alice.3", disc("alice.4")), play(a, "alice.5", disc("alice.6")),
          cast(a, "alice.1", disc("alice.2")), *passes(b, a), resolved(a, "alice.1"), *passes(b, a), *passes(a, b),
          attack(a, "alice.3"), *passes(a, b), block(b), *passes(a, b),
          {"type": "ExBurstUsed", "player": b, "card": "bob.6", "targets": ["alice.3"]}, *passes(a, b),
          resolved(b, "bob.6"), *passes(a, b), *passes(a, b), _auto(a, "alice.5"), *passes(a, b),
          resolved(a, "alice.5"),
          draw(b, "bob.7", "bob.8"), play(b, "bob.1", disc("bob.2")), *ba4,
          *t3,
          draw(b, f"bob.{9 + k}", f"bob.{10 + k}"), *ba4, discard(b, *[f"bob.{n}" for n in range(9, 11 + k)]),
          draw(a, "alice.12", "alice.13"), *ab4, _auto(a, "alice.5"), discard(a, "alice.12", "alice.13"),
          *passes(a, b), resolved(a, "alice.5"),
          draw(b, f"bob.{11 + k}", f"bob.{12 + k}"), *ba4, discard(b, f"bob.{11 + k}", f"bob.{12 + k}")]
    return _head(_seats(M1_A, M1_B), cards=[NIGHT_WATCH]), ev


def _at(ev, **match):
    """The index (0-based) of the events matching ``match``."""
    return [k for k, e in enumerate(ev) if all(e.get(f) == v for f, v in match.items())]


def test_m1_is_clean():
    head, ev = _m1()
    assert _verify(head, ev).violations == []


# -- B1: End phase in the seed's order: trigger, her pass, her discard, the other's pass, the resolution -------

def _t5_end():
    head, ev = _m1()
    i = _at(ev, type="AutoTriggered")[2]  # T5's trigger, then her discard, her pass, his pass, the resolution
    assert ev[i + 1]["type"] == "Discarded" and ev[i + 4]["type"] == "Resolved"
    return head, ev, i


def test_her_pass_over_the_end_trigger_then_her_discard_is_clean():
    head, ev, i = _t5_end()
    assert _verify(head, ev[:i + 1] + [pass_("alice"), ev[i + 1], pass_("bob")] + ev[i + 4:]).violations == []
    assert _verify(head, ev[:i + 1] + [pass_("alice"), ev[i + 1], pass_("alice"), pass_("bob")]
                   + ev[i + 4:]).violations == []


def test_no_discard_over_the_end_trigger_is_one_violation():
    head, ev, i = _t5_end()
    bad = ev[:i + 1] + ev[i + 2:]
    assert [r for _, r in _rules(_verify(head, bad))] == ["fftcg.end.hand-size"]


# -- A3: an auto ability of a card whose text is not modelled goes on the stack as recorded ------------------

XANDE_A = ["2-007", "1-010", "1-004", "2-024", "1-014", "1-016", "1-014", "1-016", "1-009", "1-009"]
XANDE_B = ["1-165", "1-159", "1-085", "1-068", "1-074", "1-004", "1-010", "1-160", "1-160", "1-165", "1-172", "1-172"]
XANDE_HEADER = card("2-007", "forward", 5, ["fire"], power=9000, name="Emperor Xande", modelled=False,
                    text="When Xande attacks, ...")


def _xande(trigger, cards=None):
    t1 = [draw("alice", "alice.6"), play("alice", "alice.1", disc("alice.2"), disc("alice.3"), disc("alice.4")),
          *to_end_of_turn("alice", "bob")]
    t2 = [draw("bob", "bob.6", "bob.7"), play("bob", "bob.1", disc("bob.2")), *to_end_of_turn("bob", "alice")]
    t3 = [draw("alice", "alice.7", "alice.8"), *passes("alice", "bob", "alice", "bob"), attack("alice", "alice.1"),
          *trigger, *passes("alice", "bob"), block("bob", "bob.1"), *passes("alice", "bob"),
          *passes("alice", "bob", "alice", "bob")]
    return _head(_seats(XANDE_A, XANDE_B), cards=cards), t1 + t2 + t3


_XANDE_DID = dict(recorded("alice", "damage(3000)", "bob.1"), source="alice.1")


def test_an_unmodelled_cards_auto_ability_goes_on_the_stack():
    trigger = [_auto("alice", "alice.1", targets=["bob.1"]), *passes("alice", "bob"), resolved("alice", "alice.1"),
               _XANDE_DID]
    for cards in (None, [XANDE_HEADER]):  # known from the statistics only; a header card "modelled": false
        head, ev = _xande(trigger, cards)
        assert _verify(head, ev).violations == []


def test_its_resolution_left_out_is_one_violation():
    trigger = [_auto("alice", "alice.1", targets=["bob.1"]), _XANDE_DID, *passes("alice", "bob")]
    head, ev = _xande(trigger)
    at = next(k for k, e in enumerate(ev, 1) if e["type"] == "EffectRecorded") + 3  # the pass after both passed
    assert _rules(_verify(head, ev)) == [(at, "fftcg.stack.pending")]


def test_a_stats_only_enters_trigger_goes_on_the_stack():
    a = ["1-016", "1-010", "1-009", "1-010", "1-004", "1-014", "1-078", "1-010", "1-016", "1-009", "1-009"]
    b = ["1-151", "1-159", "1-172", "1-165", "1-163", "1-163", "1-172", "1-178", "1-160", "1-165", "1-043", "1-043"]
    t1 = [draw("alice", "alice.6"), play("alice", "alice.1", disc("alice.2")), play("alice", "alice.3", disc("alice.4")),
          *to_end_of_turn("alice", "bob")]
    t2 = [draw("bob", "bob.6", "bob.7"), play("bob", "bob.1", disc("bob.2"), disc("bob.3"), disc("bob.4")),
          _auto("bob", "bob.1"), *passes("bob", "alice"), resolved("bob", "bob.1"),
          dict(recorded("bob", "draw(1)"), source="bob.1"), *to_end_of_turn("bob", "alice")]
    assert _verify(_head(_seats(a, b)), t1 + t2).violations == []


# -- B2: a Resolved line left out: one stack.pending, the top taken as resolved ------------------------------

def test_a_resolved_line_left_out_is_one_violation():
    head, ev = _m1()
    i = _at(ev, type="Resolved", item="alice.1")[0]
    assert _roots(_verify(head, ev)) == []
    assert _rules(_verify(head, ev[:i] + ev[i + 1:])) == [(i + 1, "fftcg.stack.pending")]
    head, ev = _sample()
    i = 53  # seq 54: Resolved alice.4 (Ifrit), the last of the three
    assert ev[i]["type"] == "Resolved" and ev[i]["item"] == "alice.4"
    assert _rules(_verify(head, ev[:i] + ev[i + 1:])) == [(i + 1, "fftcg.stack.pending")]


# -- A5: a late mulligan is carried out as recorded -----------------------------------------------------------

MULL_A = ["1-016", "1-010", "1-004", "1-110", "1-010", "1-105", "1-014", "1-016", "1-009", "1-009", "1-010", "1-120",
          "1-119"]
MULL_B = ["1-165", "1-159", "1-085", "1-068", "1-074", "1-163", "1-172", "1-160", "1-160", "1-165", "1-172", "1-172",
          "1-159"]


def _mulligan(late):
    mull = {"type": "Mulliganed", "player": "bob", "bottom": ["bob.1", "bob.2", "bob.3", "bob.4", "bob.5"]}
    t1 = [draw("alice", "alice.6"), play("alice", "alice.1", disc("alice.2")), *to_end_of_turn("alice", "bob")]
    t2 = [draw("bob", "bob.11", "bob.12"), play("bob", "bob.8", disc("bob.7")), *to_end_of_turn("bob", "alice")]
    ev = t1[:1] + [mull] + t1[1:] + t2 if late else [mull] + t1 + t2
    return _head(_seats(MULL_A, MULL_B)), ev


def test_a_late_mulligan_is_one_violation():
    head, ev = _mulligan(late=False)
    assert _verify(head, ev).violations == []
    head, ev = _mulligan(late=True)
    assert _rules(_verify(head, ev)) == [(2, "fftcg.setup.mulligan-late")]


# -- A4: a trigger recorded after its step's two passes: one auto.pending -----------------------------------

MINERVA_A = ["3-146", "1-010", "1-004", "1-014", "1-009", "1-016", "1-016", "1-010", "1-009", "1-009"]


def _minerva(t3):
    t1 = [draw("alice", "alice.6"), play("alice", "alice.1", disc("alice.2"), disc("alice.3"), disc("alice.4"),
                                        disc("alice.5")), *to_end_of_turn("alice", "bob")]
    t2 = [draw("bob", "bob.6", "bob.7"), play("bob", "bob.1", disc("bob.2")), *to_end_of_turn("bob", "alice")]
    return _head(_seats(MINERVA_A, A2_B)), t1 + t2 + t3


def test_a_main1_trigger_after_the_phases_passes_is_one_violation():
    mtr = [_auto("alice", "alice.1", targets=["alice.1"]), *passes("alice", "bob"), resolved("alice", "alice.1")]
    head, ev = _minerva([draw("alice", "alice.7", "alice.8"), *mtr, *to_end_of_turn("alice", "bob")])
    assert _verify(head, ev).violations == []
    head, ev = _minerva([draw("alice", "alice.7", "alice.8"), *passes("alice", "bob"), *mtr,
                         *passes("alice", "bob", "alice", "bob", "alice", "bob")])
    first = len(ev) - 12  # her first pass, where the trigger should have gone on the stack
    assert ev[first - 1]["type"] == "CardsDrawn"
    assert _rules(_verify(head, ev)) == [(first + 1, "fftcg.auto.pending")]


# -- B3: a draw by the other player in the turn player's turn: one turn.not-your-turn ---------------------------

def test_an_extra_draw_in_the_other_players_turn_is_one_violation():
    for extra in (0, 1, 4, 5):  # right after her draw, after her first pass, in the attack phase, in it later
        head, ev = _m1(extra)
        i = _at(ev, type="CardsDrawn", player="bob", cards=["bob.9", "bob.10"])[0]
        assert _rules(_verify(head, ev)) == [(i + 1, "fftcg.turn.not-your-turn")], extra


# -- B4/B5/B7/B8: a pass too many, by the player without priority: one no-priority ---------------------------

def test_a_stray_pass_at_a_phase_or_step_start_is_one_violation():
    head, ev = _sample()
    assert _verify(head, ev).violations == []
    # (index where the stray pass goes, its player): Main 1 after a character (Fa2), Main 1's start before a party
    # attack (Fa3), Bob's Main 1 (Fa6), right after an attack (Fb2), before the 7th damage (Fn).
    for i, p in ((24, "bob"), (63, "bob"), (78, "alice"), (29, "bob"), (152, "bob")):
        bad = ev[:i] + [_pass(p)] + ev[i:]
        assert _rules(_verify(head, bad)) == [(i + 1, "fftcg.priority.no-priority")], (i, p)


def test_the_attackers_pass_where_the_block_is_awaited_is_one_violation():
    head, ev = _sample()
    i = 31  # seq 32: bob's block (Fc2)
    assert ev[i]["type"] == "BlockDeclared"
    assert _rules(_verify(head, ev[:i] + [_pass("alice")] + ev[i:])) == [(i + 1, "fftcg.block.timing")]


def test_a_stray_pass_over_an_ex_burst_or_a_trigger_is_one_violation():
    head, ev = _m1()
    burst = _at(ev, type="ExBurstUsed")[0]
    trig = _at(ev, type="AutoTriggered")[0]
    for i in (burst + 1, trig + 1):  # Fd, Fe: Bob's pass first, where Alice holds priority
        bad = ev[:i] + [_pass("bob")] + ev[i:]
        assert _rules(_verify(head, bad)) == [(i + 1, "fftcg.priority.no-priority")], i


# -- B6: the End phase trigger's slips ------------------------------------------------------------------------

def test_end_of_turn_trigger_slips_are_one_violation_each():
    head, ev = _m1()
    i = _at(ev, type="AutoTriggered")[1]  # T3's trigger, after Main phase 2's passes
    forgotten = ev[:i] + ev[i + 1:]  # Fg: the trigger line left out, its passes and resolution kept
    assert _rules(_verify(head, forgotten)) == [(i + 1, "fftcg.auto.pending")]
    twice = ev[:i + 1] + [ev[i]] + ev[i + 1:]  # Fi: recorded twice
    assert _rules(_verify(head, twice)) == [(i + 2, "fftcg.auto.not-triggered")]
    early = ev[:i] + [_pass("alice")] + ev[i:]  # Ff: her pass before it
    assert _rules(_verify(head, early)) == [(i + 1, "fftcg.auto.pending")]
    short = ev[:i - 1] + ev[i:]  # m1_v17: Bob's last Main phase 2 pass left out before it
    assert _rules(_verify(head, short)) == [(i, "fftcg.auto.not-triggered")]


# -- B9: a block by a card not on the field; an ability or a resolution recorded twice ------------------------

def test_a_block_by_a_hand_card_is_one_violation():
    head, ev = _sample()
    i = next(k for k, e in enumerate(ev) if e["type"] == "BlockDeclared" and e["blocker"] is not None)
    board = core.board_at(parse_log(("\n".join([head, *map(json.dumps, ev)]) + "\n").encode(), "t.jsonl"), i)
    card_in_hand = board.seat("bob").hand[0]
    bad = [dict(e) for e in ev]
    bad[i]["blocker"] = card_in_hand  # m2_f8: treated as blocked, as recorded (no damage dealt, decks in step)
    assert _rules(_verify(head, bad)) == [(i + 1, "fftcg.block.not-a-forward")]


def test_an_ability_or_a_resolution_recorded_twice_is_one_violation():
    head, ev = _sample()
    i = 42  # seq 43: Bob's dull-cost ability (Fo)
    assert ev[i]["type"] == "AbilityUsed"
    assert _rules(_verify(head, ev[:i + 1] + [ev[i]] + ev[i + 1:])) == [(i + 2, "fftcg.ability.dulled")]
    i = 47  # seq 48: Resolved bob.4 (Fp)
    assert ev[i]["type"] == "Resolved"
    assert _rules(_verify(head, ev[:i + 1] + [ev[i]] + ev[i + 1:])) == [(i + 2, "fftcg.stack.lifo")]


# -- A6: a Search's shuffle without the new order: the deck order is unknown -----------------------------------

def test_draws_after_a_search_shuffled_without_its_order_are_not_held_to_the_old_order():
    dragoon = ["1-147", "1-147", "1-131", "1-131", "1-131", "1-138", "1-138", "1-138", "1-143", "1-143", "1-143"]
    a = ["1-134", "1-138", "1-143", "1-010", "1-010", "1-016", "1-016", "1-014", "1-014", "1-009", "1-009", "1-147"]
    a_seat = seat("alice", hand=a[:5], deck=a[5:] + dragoon[1:2] + dragoon[2:5])
    find = "alice.%d" % (a.index("1-147") + 1)
    t1 = [draw("alice", "alice.6"), play("alice", "alice.1", disc("alice.2"), disc("alice.3")),
          _auto("alice", "alice.1"), *passes("alice", "bob")]
    t2 = [draw("bob", "bob.6", "bob.7"), play("bob", "bob.1", disc("bob.2")), *to_end_of_turn("bob", "alice")]
    deck = [f"alice.{n}" for n in range(7, 51) if f"alice.{n}" != find]
    shuffled = list(reversed(deck))
    head = _head([a_seat, seat("bob", hand=A2_B[:5], deck=A2_B[5:])])
    ok = t1 + [resolved("alice", "alice.1", choices=[find], shuffled=shuffled), *to_end_of_turn("alice", "bob")] \
        + t2 + [draw("alice", *shuffled[:2])]
    assert _verify(head, ok).violations == []
    unknown = t1 + [resolved("alice", "alice.1", choices=[find]), *to_end_of_turn("alice", "bob")] + t2 \
        + [draw("alice", *shuffled[:2])]
    assert _verify(head, unknown).violations == []
    # The order is unknown, not the number drawn: three cards are still one too many.
    three = unknown[:-1] + [draw("alice", *shuffled[:3])]
    assert _rules(_verify(head, three)) == [(len(three), "fftcg.draw.count")]
