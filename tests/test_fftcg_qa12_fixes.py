"""The twelfth outside test of FFTCG. Each planted fault gives exactly one violation; its clean twin verifies
clean (docs/fftcg.md)."""

from __future__ import annotations

import slipping


def _sample(name):
    return slipping.sample("fftcg", name)


_verify = slipping.verified


def _rules(result):
    return [(v.seq, v.rule) for v in result.violations]


def _pass(player):
    return {"seq": 0, "type": "PriorityPassed", "player": player}


# -- 1. her End phase pass with nothing to resolve comes before her discard [ref (9.5.1.1.)] [ref (9.5.1.2.)] --

def _end_discard():
    head, ev = _sample("win-deck-out")
    i = 49  # seq 50: alice's End phase discard of one card (6 in hand), then bob's draw
    assert ev[i]["type"] == "Discarded" and ev[i]["player"] == "alice" and ev[i + 1]["type"] == "CardsDrawn"
    return head, ev, i


def test_the_sample_with_its_end_phase_discard_is_clean():
    head, ev, _ = _end_discard()
    assert _verify(head, ev).violations == []


def test_her_end_phase_pass_then_her_discard_is_legal():
    head, ev, i = _end_discard()
    assert _verify(head, ev[:i] + [_pass("alice")] + ev[i:]).violations == []


def test_both_end_phase_passes_then_her_discard_is_legal():
    head, ev, i = _end_discard()
    assert _verify(head, ev[:i] + [_pass("alice"), _pass("bob")] + ev[i:]).violations == []
    assert _verify(head, ev[:i] + [_pass("bob"), _pass("alice")] + ev[i:]).violations == []


def test_her_pass_without_a_discard_is_judged_as_the_turn_passes():
    head, ev, i = _end_discard()
    assert _verify(head, ev[:i + 2]).violations == []  # the clean twin, cut after bob's draw
    bad = ev[:i] + [_pass("alice")] + ev[i + 1:i + 2]  # her hand stays over the limit: cut after bob's draw
    result = _verify(head, bad)
    assert _rules(result) == [(i + 2, "fftcg.end.hand-size")]  # at bob's draw, not at her pass
    assert result.violations[0].player == "alice"


# -- 2. a pass recorded in place of the no block, then the block step's two passes: the no block alone --------

def _no_block():
    head, ev = _sample("win-seven-damage")
    i = 45  # seq 46: alice declares no block, then the block step's two passes (bob, alice)
    assert ev[i]["type"] == "BlockDeclared" and ev[i]["blocker"] is None and ev[i]["player"] == "alice"
    assert [(e["type"], e["player"]) for e in ev[i + 1:i + 3]] == [("PriorityPassed", "bob"),
                                                                  ("PriorityPassed", "alice")]
    return head, ev, i


def test_the_sample_with_its_no_block_is_clean():
    head, ev, _ = _no_block()
    assert _verify(head, ev).violations == []


def test_a_pass_in_place_of_the_no_block_then_two_passes_is_the_no_block_alone():
    head, ev, i = _no_block()
    bad = ev[:i] + [_pass("alice")] + ev[i + 1:]
    assert _rules(_verify(head, bad)) == [(i + 1, "fftcg.block.timing")]


def test_a_pass_in_place_of_the_no_block_then_the_attackers_pass_alone_is_the_no_block_and_her_pass():
    head, ev, i = _no_block()
    bad = ev[:i] + [_pass("alice")] + ev[i + 1:i + 2] + ev[i + 3:]
    assert _rules(_verify(head, bad)) == [(i + 1, "fftcg.block.timing")]


# -- 7. the defender's pass recorded twice before her no block, in the game's last attack ----------------------

def test_the_defenders_pass_twice_before_her_no_block_in_the_last_attack_is_one_fault():
    head, ev = _sample("win-seven-damage")
    i = 205  # seq 206: bob's pass in the last attack's step, then his no block and the two passes (the 7th damage)
    assert (ev[i]["type"], ev[i]["player"], ev[i + 1]["type"]) == ("PriorityPassed", "bob", "BlockDeclared")
    assert len(ev) == i + 4
    bad = ev[:i + 1] + [ev[i]] + ev[i + 1:]
    assert _rules(_verify(head, bad)) == [(i + 2, "fftcg.block.timing")]


# -- 3. the attacking player's pass twice after the no block (the other's missing), then a summon in Main 2 -----

def _main2_summon():
    from fftcg import attack, block, card, cast, disc, discard, draw, passes, play, resolved, seat, to_end_of_turn
    cards = [card("QA-S", "summon", 0, ["fire"], name="Free Summon")]
    a = seat("a", hand=["1-009", "1-005", "1-005", "1-007", "QA-S"], deck=["1-012", "1-012", "1-012"])
    b = seat("b")
    head = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
            draw("a", "a.7", "a.8"), play("a", "a.1", disc("a.2")), *passes("a", "b"), *passes("a", "b"),
            attack("a", "a.1"), *passes("a", "b"), block("b")]
    tail = [cast("a", "a.5"), *passes("b", "a"), resolved("a", "a.5"), *passes("a", "b"), draw("b", "b.9", "b.10")]
    return [a, b], head, tail, cards


def test_a_pass_twice_after_the_no_block_then_a_main2_summon_is_the_other_players_pass_missing():
    from fftcg import passes, rules_at, verify
    seats, head, tail, cards = _main2_summon()
    ok = head + passes("a", "b", "a", "b") + tail
    assert verify(seats, ok, cards=cards).violations == []
    bad = head + passes("a", "a", "b") + tail  # b's pass in the block step missing
    assert rules_at(verify(seats, bad, cards=cards)) == [(len(head) + 2, "fftcg.priority.no-priority")]


# -- 4. her Main phase 2 pass missing just before her End phase auto ability: one no-priority ---------------------

def test_a_main2_pass_missing_before_an_end_of_turn_trigger_is_one_fault():
    from fftcg import disc, draw, passes, play, resolved, rules_at, seat, to_end_of_turn, verify
    cards = [{"serial": "T-003", "name": "Night Watch", "type": "backup", "cost": 2, "elements": ["fire"],
              "abilities": [{"kind": "auto", "when": "end-of-turn",
                             "effects": [{"do": "damage", "target": "forward", "amount": 3000}]}],
              "text": "At the end of your turn, choose 1 forward. Deal it 3000 damage."}]
    a = seat("a", hand=["T-003", "1-005", "1-007", "1-012", "1-020"], deck=["1-021", "1-027", "1-029", "1-005"])
    b = seat("b", hand=["1-166", "1-165", "1-159", "1-159", "1-172"], deck=["1-164", "1-160", "1-175"])
    head = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), play("a", "a.3", disc("a.4"))]
    trig = {"type": "AutoTriggered", "player": "a", "source": "a.1", "ability": 0, "targets": ["a.3"]}
    tail = [trig, *passes("a", "b"), resolved("a", "a.1"), draw("b", "b.6", "b.7")]
    ok = head + to_end_of_turn("a", "b") + tail
    assert verify([a, b], ok, cards=cards).violations == []
    bad = head + to_end_of_turn("a", "b")[:-2] + passes("b") + tail  # a's Main phase 2 pass missing
    assert rules_at(verify([a, b], bad, cards=cards)) == [(len(head) + 7, "fftcg.priority.no-priority")]


# -- 5. the other player's pass missing in the declaration step, then the player who passed plays a character ----

def test_a_character_after_her_pass_with_the_others_missing_is_one_fault_the_play_main2s():
    from fftcg import disc, draw, passes, play, rules_at, verify
    seats, head, _, cards = _main2_summon()
    tail = [play("a", "a.4", disc("a.7")), *passes("a", "b"), draw("b", "b.9", "b.10")]
    ok = head + passes("a", "b", "a", "b") + tail
    assert verify(seats, ok, cards=cards).violations == []
    bad = head + passes("a", "b", "a") + tail  # b's pass ending the declaration step missing
    assert rules_at(verify(seats, bad, cards=cards)) == [(len(head) + 4, "fftcg.character.timing")]


# -- 6. one pass short after an unblocked attack, then the damage card's EX Burst: one no-priority ---------------

def test_the_ex_burst_one_pass_short_shows_the_damage_was_dealt():
    from fftcg import passes, resolved, rules_at, seat, verify
    seats, head, _, cards = _main2_summon()
    seats = [seats[0], seat("b", deck=["1-012", "1-012", "1-004"])]  # b.8, the damage card: Ifrit (EX Burst)
    burst = {"type": "ExBurstUsed", "player": "b", "card": "b.8", "targets": ["a.1"]}
    tail = [burst, *passes("a", "b"), resolved("b", "b.8"), *passes("a", "b"), *passes("a", "b"),
            {"type": "CardsDrawn", "player": "b", "cards": ["b.9", "b.10"]}]
    ok = head + passes("a", "b") + tail
    assert verify(seats, ok, cards=cards).violations == []
    bad = head + passes("a") + tail  # b's pass ending the block step missing
    assert rules_at(verify(seats, bad, cards=cards)) == [(len(head) + 2, "fftcg.priority.no-priority")]
