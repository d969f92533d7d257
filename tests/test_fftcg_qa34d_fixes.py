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
Checked and left (two faults the seed names apart, not one choice twice): a character played out of its timing
and short of CP (``character.timing`` [ref (9.3.1.5.)] and ``cp.not-enough`` [ref (5.2.1.2.)]: when and what was
paid); a dull-cost ability of a dull character that entered this turn is already one ``ability.dulled``; an attack
declared out of its step by a dull forward (``attack.timing`` and ``attack.dull``); a party of two dull forwards
(one flag per forward chosen).
"""

from __future__ import annotations

from ledger.log import parse_log
from projections import core
from tests.fftcg import LOGS, attack, disc, logged, passes, recorded
from tests.test_fftcg_coverage import turn_1, to_turn_3, v

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
                                            "Haste; besides, it is under a restriction against attacking")


def test_dull_entered_this_turn_and_cannot_attack_is_one_violation():
    result = v(_turn_1_attack(recorded("b", "dull", "a.2")))
    assert _found(result) == [(10, "fftcg.attack.dull")]
    assert result.violations[0].message == (
        "Never attacks T-NOATK (a.2) is dull and cannot attack; besides, it entered the field this turn and has no "
        "Haste, it is under a restriction against attacking")
    result = v(_turn_3_attack(recorded("b", "dull", "a.2")))
    assert _found(result) == [(30, "fftcg.attack.dull")]
