"""FFTCG qa34d: one attack (one block) = one violation, whatever the number of restrictions the forward breaks.

Found by the qa34b regression tester (REPORT.md § 6, logs kept in tests/logs/fftcg_qa34d/): this round made a dull
forward that also cannot block give one ``fftcg.block.dull``; the attack side still gave one flag per restriction.

1. An attack by a forward breaking two or three of the seed's conditions was two or three violations at one
   seq: a2 (Warrior of Light entered this turn and dull: ``attack.dull`` + ``attack.entered-this-turn``), a3 (Samurai
   dull and under ``cannot-attack``: two flags, and two more at its second attack: ``already-attacked`` +
   ``cannot-attack``), a4 (entered this turn and ``cannot-attack``: two), a5 (all three: three). Now one violation
   per attacking forward, under the first condition the seed names (« Les Avants choisis doivent être actifs avoir
   été présent sur le terrain dès le début du tour du joueur » [ref (10.1.2.1.1.)], then « Ils doivent également
   être capable d'attaquer (c'est à dire qu'ils n'ont pas déja attaqués ce tour et ne subissent pas d'effet leur
   interdisant d'attaquer » [ref (10.1.2.1.2.)]): dull, entered this turn, already attacked, cannot attack. Its
   words name the other restrictions ("; besides, ..."). The attack stands as the table played it (its damage
   dealt, the forward dull), and alice still wins. a1 and a6 (one restriction each) and the clean twin a0 are as
   before.
2. The same pattern on the block: bob blocked with a forward the seed forbids (dull, or under ``cannot-block``, or
   not a forward) while a forward that must block (Cecil 2-129) could: ``block.cannot-block`` (or ``block.dull``)
   and ``block.forced`` for the one choice. The seed's forced-block clause itself defers to the others (« le
   joueur doit choisir un de ces Avant pour bloquer tant que cela ne contredit pas les règles en place »
   [ref (10.1.3.1.3.)]): one violation, the forbidden blocker's, its words naming the forward that had to block.
   A legal blocker other than Cecil, or no block, is still ``block.forced`` alone.

Checked and left (two faults the seed names apart, not one choice twice): a character played out of its timing
and short of CP (``character.timing`` [ref (9.3.1.5.)] and ``cp.not-enough`` [ref (5.2.1.2.)]: when and what was
paid); a dull-cost ability of a dull character that entered this turn is already one ``ability.dulled``; an attack
declared out of its step by a dull forward (``attack.timing`` and ``attack.dull``); a party of two dull forwards
(one flag per forward chosen).
"""

from __future__ import annotations

from ledger.log import parse_log
from projections import core
from tests.fftcg import (LOGS, attack, block, board_after, disc, discard, draw, logged, passes, play, recorded,
                         to_end_of_turn, use, verify)
from tests.test_fftcg_coverage import turn_1, to_turn_3, v
from tests.test_fftcg_rules import CECIL, REDDAS, to_attack

FOLDER = "fftcg_qa34d"


def _found(result):
    return [(x.seq, x.rule) for x in result.violations]


def _board(name, seq):
    log = parse_log((LOGS / FOLDER / f"{name}.jsonl").read_bytes(), f"{name}.jsonl")
    return core.board_at(log, seq)


# -- 1. the tester's logs -----------------------------------------------------------------------------------------

# name: (the attack's seq, its forward, the violations, the words of the other restrictions in the message)
_ATTACKS = {
    "a1_wol_entered_this_turn_attacks": (99, "alice.13", [(99, "fftcg.attack.entered-this-turn"),
                                                          (124, "fftcg.block.dull")], []),
    "a2_wol_entered_and_dull_attacks": (100, "alice.13", [(100, "fftcg.attack.dull"), (125, "fftcg.block.dull")],
                                        ["entered the field this turn"]),
    "a3_samurai_dull_and_cannot_attack_attacks": (101, "alice.2", [(101, "fftcg.attack.dull"),
                                                                   (107, "fftcg.attack.already-attacked")],
                                                  ["restriction against attacking"]),
    "a4_wol_entered_and_cannot_attack_attacks": (100, "alice.13", [(100, "fftcg.attack.entered-this-turn"),
                                                                   (125, "fftcg.block.dull")],
                                                 ["restriction against attacking"]),
    "a5_wol_entered_dull_cannot_attack_attacks": (101, "alice.13", [(101, "fftcg.attack.dull"),
                                                                    (126, "fftcg.block.dull")],
                                                  ["entered the field this turn", "restriction against attacking"]),
    "a6_samurai_dull_attacks": (100, "alice.2", [(100, "fftcg.attack.dull"), (106, "fftcg.attack.already-attacked")],
                                []),
}


def test_one_attack_is_one_violation_under_the_seeds_first_condition():
    for name, (seq, _, flags, words) in _ATTACKS.items():
        result = logged(FOLDER, name)
        assert _found(result) == flags, name
        first = result.violations[0].message
        assert all(w in first for w in words), (name, first)
        assert ("besides" in first) == bool(words), (name, first)
        assert result.winner == "alice", name


def test_the_second_attack_of_a_forward_under_cannot_attack_is_one_violation():
    result = logged(FOLDER, "a3_samurai_dull_and_cannot_attack_attacks")
    second = result.violations[1]
    assert (second.seq, second.rule, second.caused_by) == (107, "fftcg.attack.already-attacked", 101)
    assert "restriction against attacking" in second.message
    twin = logged(FOLDER, "a3_twin_samurai_dull_and_cannot_attack_tifa_attacks")  # its one attack, the second
    assert _found(twin) == [(107, "fftcg.attack.dull")] and twin.winner == "alice"


def test_the_attack_stands_as_the_table_played_it():
    for name, (seq, attacker, _, _) in _ATTACKS.items():
        before, after = _board(name, seq - 1), _board(name, seq + 5)  # attack, passes, no block, passes: damage
        assert after.cards[attacker].dull and after.cards[attacker].attacked_turn == after.turn, name
        assert len(after.seat("bob").damage) == len(before.seat("bob").damage) + 1, name


def test_the_clean_twin_is_clean():
    twin = logged(FOLDER, "a0_twin_tifa_attacks_clean")
    assert twin.violations == [] and twin.winner == "alice"
    assert len(_board("a0_twin_tifa_attacks_clean", 104).seat("bob").damage) == 3


# The coverage scenario: a plays T-ATK (a.1, pays 1 to attack) and T-NOATK (a.2, "cannot attack") in turn 1.

def _turn_1_attack(*before):
    ev = turn_1() + [*passes("a", "b"), *passes("a", "b")]
    return ev[:-4] + list(before) + ev[-4:] + [attack("a", "a.2")]


def _turn_3_attack(*before, attacker="a.2", payment=()):
    ev = to_turn_3()
    return ev[:-4] + list(before) + ev[-4:] + [attack("a", attacker, payment=payment)]


def test_each_restriction_alone_is_its_own_rule():
    assert _found(v(_turn_3_attack())) == [(29, "fftcg.attack.cannot-attack")]
    assert v(_turn_3_attack()).violations[0].message == "Never attacks T-NOATK (a.2) cannot attack"
    ev = _turn_3_attack(recorded("b", "dull", "a.1"), attacker="a.1", payment=[disc("a.7")])
    assert _found(v(ev)) == [(30, "fftcg.attack.dull")]
    assert "besides" not in v(ev).violations[0].message
    assert v(_turn_3_attack(attacker="a.1", payment=[disc("a.7")])).violations == []  # the clean twin


def test_entered_this_turn_and_cannot_attack_is_one_violation():
    result = v(_turn_1_attack())
    assert _found(result) == [(9, "fftcg.attack.entered-this-turn")]
    assert result.violations[0].message == ("Never attacks T-NOATK (a.2) entered the field this turn and has no "
                                            "Haste (Booster): Initiative in 10.1.2.1.1 is read as Booster, as "
                                            "section 5 says; besides, it is under a restriction against attacking")


def test_dull_entered_this_turn_and_cannot_attack_is_one_violation():
    result = v(_turn_1_attack(recorded("b", "dull", "a.2")))
    assert _found(result) == [(10, "fftcg.attack.dull")]
    assert result.violations[0].message == (
        "Never attacks T-NOATK (a.2) is dull and cannot attack; besides, it entered the field this turn and has no "
        "Haste, it is under a restriction against attacking")
    result = v(_turn_3_attack(recorded("b", "dull", "a.2")))
    assert _found(result) == [(30, "fftcg.attack.dull")]


# -- 2. a forbidden blocker chosen while a forward that must block could ------------------------------------------

# a: Reddas (must attack). b: Cecil 2-129 (must block) and a second forward played in turn 2: Gordon 1-160 (b.5,
# "cannot block", paid with the Knight b.6) or the Knight 1-166 (b.6, paid with Tidus b.7).

def _cecil_and(second, *before):
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2"), disc("b.3"), disc("b.4")), second,
          *to_end_of_turn("b", "a"), draw("a", "a.7", "a.8"), *to_attack("a", "b")]
    return ev[:-4] + list(before) + ev[-4:] + [attack("a", "a.1"), *passes("a", "b")]


_GORDON = play("b", "b.5", disc("b.6"))
_KNIGHT = play("b", "b.6", disc("b.7"))


def test_a_blocker_that_cannot_block_in_place_of_cecil_is_one_violation():
    ev = _cecil_and(_GORDON) + [block("b", "b.5")]
    result = verify([REDDAS, CECIL], ev)
    assert _found(result) == [(len(ev), "fftcg.block.cannot-block")]
    assert result.violations[0].message == ("Gordon 1-160 (b.5) cannot block; besides, Cecil 2-129 (b.1) must block "
                                            "if able")


def test_a_dull_blocker_in_place_of_cecil_is_one_violation():
    ev = _cecil_and(_KNIGHT, recorded("a", "dull", "b.6")) + [block("b", "b.6")]
    result = verify([REDDAS, CECIL], ev)
    assert _found(result) == [(len(ev), "fftcg.block.dull")]
    assert result.violations[0].message.endswith("; besides, Cecil 2-129 (b.1) must block if able")
    ev = _cecil_and(_GORDON, recorded("a", "dull", "b.5")) + [block("b", "b.5")]  # dull, cannot block, not Cecil
    assert _found(verify([REDDAS, CECIL], ev)) == [(len(ev), "fftcg.block.dull")]


def test_a_card_that_is_no_forward_in_place_of_cecil_is_one_violation():
    ev = _cecil_and(_KNIGHT) + [block("b", "a.1")]  # alice's Reddas, the attacker
    assert _found(verify([REDDAS, CECIL], ev)) == [(len(ev), "fftcg.block.not-a-forward")]


def test_the_forbidden_block_deals_the_damage_as_before():
    for second, blocker in ((_GORDON, "b.5"), (_KNIGHT, "b.6")):
        before = [recorded("a", "dull", blocker)] if blocker == "b.6" else []
        ev = _cecil_and(second, *before) + [block("b", blocker), *passes("a", "b")]
        board = board_after([REDDAS, CECIL], ev)
        assert len(board.seat("b").damage) == 1 and board.cards[blocker].zone == "field"


def test_each_alone_is_its_own_rule_and_the_twin_is_clean():
    ev = _cecil_and(_KNIGHT) + [block("b", "b.6")]  # a legal blocker, not Cecil: the forced block alone
    assert _found(verify([REDDAS, CECIL], ev)) == [(len(ev), "fftcg.block.forced")]
    ev = _cecil_and(_KNIGHT, recorded("a", "dull", "b.1"), recorded("a", "dull", "b.6")) + [block("b", "b.6")]
    assert _found(verify([REDDAS, CECIL], ev)) == [(len(ev), "fftcg.block.dull")]  # Cecil dull: no forced block
    assert "besides" not in verify([REDDAS, CECIL], ev).violations[0].message
    ev = _cecil_and(_GORDON) + [block("b", "b.1"), *passes("a", "b")]  # the twin: Cecil blocks
    assert verify([REDDAS, CECIL], ev).violations == []


def test_the_logs_gordon_in_place_of_cecil_and_its_twin():
    result = logged(FOLDER, "b1_gordon_cannot_block_blocks_in_place_of_cecil")
    assert _found(result) == [(30, "fftcg.block.cannot-block")]
    assert "Cecil 2-129 (b.1) must block if able" in result.violations[0].message
    assert len(_board("b1_gordon_cannot_block_blocks_in_place_of_cecil", 32).seat("b").damage) == 1
    twin = logged(FOLDER, "b1_twin_cecil_blocks")
    assert twin.violations == [] and len(_board("b1_twin_cecil_blocks", 32).seat("b").damage) == 0


# -- checked and left ---------------------------------------------------------------------------------------------

def test_a_dull_cost_ability_of_a_dull_character_that_entered_this_turn_is_one_violation():
    # T-MONK (a.5), a backup, enters dull in turn 1: its dull-cost ability is both dull and waiting for the next turn.
    result = v(turn_1() + [use("a", "a.5", targets=["a.1"])])
    assert _found(result) == [(5, "fftcg.ability.dulled")]
    ev = turn_1() + [*to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"),
                     discard("b", "b.6", "b.7"), draw("a", "a.7", "a.8"), use("a", "a.5", targets=["a.1"])]
    assert v(ev).violations == []  # the twin: its next turn, active again
