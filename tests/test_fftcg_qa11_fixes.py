"""The eleventh outside test of FFTCG: a log author's slip is one violation, the match read as the slip implies
(docs/fftcg.md, Readings: A log author's slips). Each planted slip gives exactly one violation; its clean twin
verifies clean."""

from __future__ import annotations

from fftcg import (attack, auto, block, disc, discard, draw, pass_, passes, play, resolved, rules_at, seat,
                   to_end_of_turn, verify)
import slipping


def _sample(name):
    return slipping.sample("fftcg", name)


_verify = slipping.verified


def _at(seq):
    return seq - 1  # the index of the event at ``seq`` in a sample log


def _dup(events, seq):
    i = _at(seq)
    return events[:i + 1] + [events[i]] + events[i + 1:]


def _drop(events, seq):
    i = _at(seq)
    return events[:i] + events[i + 1:]


def _one(head, events, expected):
    result = _verify(head, events)
    assert rules_at(result) == [expected]
    return result


def test_the_samples_are_clean():
    for name in ("stack-three-deep-and-party-attack", "win-deck-out", "win-seven-damage"):
        assert _verify(*_sample(name)).violations == []


# -- 1. a pass recorded twice in Main phase 1, then the attack phase as the log shows -----------------------

def test_a_main1_pass_recorded_twice_then_an_attack_is_one_violation():
    head, events = _sample("stack-three-deep-and-party-attack")
    assert events[_at(25)]["type"] == "PriorityPassed" and events[_at(29)]["type"] == "AttackDeclared"
    _one(head, _dup(events, 25), (26, "fftcg.priority.no-priority"))


def test_a_main1_pass_recorded_twice_then_three_attacks_is_one_violation():
    head, events = _sample("stack-three-deep-and-party-attack")
    _one(head, _dup(events, 133), (134, "fftcg.priority.no-priority"))


# -- 2. a pass recorded twice, then the legal End phase discard ----------------------------------------------

def test_a_pass_recorded_twice_then_the_legal_discard_is_one_violation():
    head, events = _sample("win-deck-out")
    _one(head, _dup(events, 42), (43, "fftcg.priority.no-priority"))


# -- 3. the defender's pass recorded twice before the block -------------------------------------------------

def test_the_defenders_pass_recorded_twice_before_the_block_is_one_violation():
    head, events = _sample("stack-three-deep-and-party-attack")
    assert events[_at(32)]["type"] == "BlockDeclared"
    _one(head, _dup(events, 31), (32, "fftcg.block.timing"))


# -- 4. a pass left out or recorded twice in a turn whose character is played in Main phase 2 -----------------

REDDAS = seat("a", hand=["2-072", "1-069", "1-071", "1-081", "1-082"], deck=["1-069", "1-071", "1-082"])
B0 = seat("b")


def _main2_play(main1, attack_phase):
    """a's first turn: Reddas played in Main phase 2, after the passes given."""
    return [draw("a", "a.6"), *main1, *attack_phase, play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4")),
            *passes("a", "b"), draw("b", "b.6", "b.7")]


def test_a_character_played_in_main2_verifies_clean():
    ev = _main2_play(passes("a", "b"), passes("a", "b", "a", "b"))
    assert verify([REDDAS, B0], ev).violations == []


def test_a_preparation_step_pass_left_out_then_a_main2_play_is_one_violation():
    ev = _main2_play(passes("a", "b"), passes("a", "a", "b"))
    assert rules_at(verify([REDDAS, B0], ev)) == [(5, "fftcg.priority.no-priority")]


def test_a_main1_pass_recorded_twice_then_a_main2_play_is_one_violation():
    ev = _main2_play(passes("a", "a", "b"), passes("a", "b", "a", "b"))
    assert rules_at(verify([REDDAS, B0], ev)) == [(3, "fftcg.priority.no-priority")]


# -- 5. a pass recorded twice or left out while a summon or ability waits on the stack --------------------------

def test_a_pass_recorded_twice_then_the_other_players_summon_is_one_violation():
    head, events = _sample("stack-three-deep-and-party-attack")
    assert events[_at(42)]["type"] == "SummonCast"
    _one(head, _dup(events, 41), (42, "fftcg.priority.no-priority"))


def test_a_pass_recorded_twice_before_the_resolution_is_one_violation():
    head, events = _sample("stack-three-deep-and-party-attack")
    assert events[_at(48)]["type"] == "Resolved"
    _one(head, _dup(events, 47), (48, "fftcg.priority.no-priority"))


MINERVA = seat("a", hand=["3-146", "1-005", "1-005", "1-007", "1-007"], deck=["1-012", "1-012", "1-012"])


def _minerva_turn_3():
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4"), disc("a.5")),
            *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"),
            discard("b", "b.1", "b.2"), draw("a", "a.7", "a.8")]


def test_the_holders_pass_left_out_before_a_resolution_is_one_violation():
    head = _minerva_turn_3()
    clean = head + [auto("a", "a.1", "a.1"), *passes("a", "b"), resolved("a", "a.1")]
    assert verify([MINERVA, B0], clean).violations == []
    slipped = head + [auto("a", "a.1", "a.1"), pass_("b"), resolved("a", "a.1")]
    assert rules_at(verify([MINERVA, B0], slipped)) == [(len(head) + 2, "fftcg.priority.no-priority")]


# -- 6. a Main phase 2 pass left out just before the End phase discard ------------------------------------------

def test_a_main2_pass_left_out_before_the_discard_is_one_violation():
    head, events = _sample("win-deck-out")
    assert events[_at(50)]["type"] == "Discarded"
    result = _one(head, _drop(events, 49), (49, "fftcg.end.discard-timing"))
    assert result.winner == _verify(head, events).winner


# -- 7. a Main phase 2 pass left out before the next player's draw ----------------------------------------------

def test_a_main2_pass_left_out_before_the_next_draw_is_one_violation():
    head, events = _sample("win-deck-out")
    assert events[_at(41)]["type"] == "CardsDrawn"
    _one(head, _drop(events, 40), (40, "fftcg.turn.phase-skipped"))


# -- 8. a pass left out after a block, then the next attack: the first attack's damage is dealt ------------------

def test_a_pass_left_out_after_a_block_then_the_next_attack_is_one_violation():
    head, events = _sample("win-seven-damage")
    assert events[_at(82)]["type"] == "AttackDeclared"
    result = _one(head, _drop(events, 81), (81, "fftcg.attack.timing"))
    assert result.winner == _verify(head, events).winner


# -- 9. a block whose attack was left out: the battle's outcome taken from the log --------------------------------

def test_a_block_whose_attack_was_left_out_then_the_same_name_is_one_violation():
    head, events = _sample("win-seven-damage")
    assert events[_at(82)]["type"] == "AttackDeclared" and events[_at(85)]["type"] == "BlockDeclared"
    _one(head, _drop(events, 82), (84, "fftcg.block.timing"))


NINJA = seat("a", hand=["1-002", "1-005", "1-007", "1-012", "1-020"],
             deck=["1-069", "1-071", "1-082", "1-078", "1-069"])
CECIL = seat("b", hand=["2-129", "1-165", "1-165", "1-165", "1-160"], deck=["1-166", "1-163", "1-159", "1-159"])


def _cecil_blocks(left_out):
    """T1 a: Auron. T2 b: Cecil. T3 Auron attacks, Cecil blocks: both broken (9000 each). T5 a's Ninja (Haste)
    attacks, b does not block (Cecil is gone)."""
    fight = [] if left_out else [attack("a", "a.1")]
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2"), disc("b.3"), disc("b.4")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *passes("a", "b", "a", "b"), *fight, *passes("a", "b"), block("b", "b.1"),
            *passes("a", "b"), *passes("a", "b"), *passes("a", "b"),
            draw("b", "b.8", "b.9"), *to_end_of_turn("b", "a"),
            draw("a", "a.9", "a.10"), play("a", "a.9", disc("a.10"), disc("a.6")), *passes("a", "b", "a", "b"),
            attack("a", "a.9"), *passes("a", "b"), block("b", None), *passes("a", "b")]


def test_a_block_whose_attack_was_left_out_then_no_block_is_one_violation():
    assert verify([NINJA, CECIL], _cecil_blocks(False)).violations == []
    ev = _cecil_blocks(True)
    k = next(i for i, e in enumerate(ev, 1) if e["type"] == "BlockDeclared")
    assert rules_at(verify([NINJA, CECIL], ev)) == [(k, "fftcg.block.timing")]


# -- 10. a "no block" under the attacking player's name -----------------------------------------------------------

OWN_CECIL = seat("a", hand=["2-129", "1-165", "1-165", "1-165", "1-160"], deck=["1-163", "1-166", "1-166"])


def _own_cecil(blocker_name):
    """T1 a: Cecil. T3 a: Tidus (Haste) attacks; b does not block."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
            draw("a", "a.7", "a.8"), play("a", "a.6", disc("a.7"), disc("a.8")), *passes("a", "b", "a", "b"),
            attack("a", "a.6"), *passes("a", "b"), block(blocker_name, None), *passes("a", "b")]


def test_a_no_block_under_the_attacking_players_name_is_one_violation():
    assert verify([OWN_CECIL, B0], _own_cecil("b")).violations == []
    ev = _own_cecil("a")
    k = next(i for i, e in enumerate(ev, 1) if e["type"] == "BlockDeclared")
    assert rules_at(verify([OWN_CECIL, B0], ev)) == [(k, "fftcg.block.timing")]


# -- 11. a draw recorded after the player's own first pass ---------------------------------------------------------

def test_a_draw_recorded_after_the_players_own_pass_is_one_violation_charged_to_her():
    head, events = _sample("stack-three-deep-and-party-attack")
    assert events[_at(63)]["type"] == "CardsDrawn" and events[_at(64)]["player"] == events[_at(63)]["player"]
    i = _at(63)
    slipped = events[:i] + [events[i + 1], events[i]] + events[i + 2:]
    result = _one(head, slipped, (65, "fftcg.turn.draw-first"))
    assert result.violations[0].player == events[i]["player"]
