"""What a seventh outside reading of the FFTCG engine found (the tester's logs were in /tmp/qa7-fftcg; the
same faults are built here, each beside its clean twin): one planted fault gives one violation.

1. A forward without Brave attacking a second time in a turn is dull only because of its first attack: the one
   fault is ``fftcg.attack.already-attacked``, not also ``fftcg.attack.dull`` (alone or in a party).
2. An attack declared in Main phase 1, Main phase 2 or the End phase (``fftcg.attack.timing``) stands: the
   defender's block (none or a forward) answers it, damage is dealt, and the phase it was declared in goes on.
3. CP [seed § 3.2]: « il n'est pas possible de générer plus de CP que nécessaire … La seule exception est quand
   on défausse une carte pour payer un CP supplémentaire », and each element of the card needs « au moins 1 CP
   du même élément »: Leon 12-113 (fire/ice, cost 2) paid by a fire card and an ice card discarded is legal.
4. The wrong player taking turn 1 is ``fftcg.turn.not-your-turn`` alone: the first turn's draw is 1, and the
   turn is hers as recorded.
5. After a resolution the seed does not say who gets priority: the two passes may come in either order.
6. The player who has just cast a summon may add another at once (« Chaque joueur peut interrompre l'effet en
   ajoutant un autre effet sur la pile », § 8).
7. A decimal X (Titan X = 4.5) is ``fftcg.number.integer``; Cloud broken by the rounded X and attacking later
   is that fault's consequence (``caused_by``), not a second root.
8. The sample ``character-timing-in-opponents-turn`` breaks one rule.
"""

from __future__ import annotations

from pathlib import Path

from fftcg import (
    attack, block, board_after, cast, disc, discard, draw, dull, pass_, passes, play, recorded, resolved, rules_at,
    seat, to_end_of_turn, verify,
)
from ledger.log import read_log
from projections import core

CLOUD, WOL, TIFA, KNIGHT, TIDUS, IFRIT, TITAN, LEON, SNOW, SQUALL, BLACK_MAGE, SAMURAI, MONK_F, EVOKER = (
    "1-009", "1-005", "1-016", "1-165", "1-163", "1-004", "1-110", "12-113", "1-043", "1-041", "1-010", "1-014",
    "1-119", "1-159")


def roots(result) -> list[int]:
    return sorted({v.seq for v in result.violations if v.caused_by is None})


# -- 1. a second attack -------------------------------------------------------------------------------------------

A1 = seat("a", hand=[CLOUD, WOL, TIFA, TIFA, SAMURAI])
B1 = seat("b", hand=[KNIGHT, KNIGHT, TIDUS, EVOKER, "1-172"])


def _cloud_attacks_once():
    """Turn 1: a plays Cloud (Haste), attacks, b does not block; back in the declaration step."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.3")), *passes("a", "b"), *passes("a", "b"),
            attack("a", "a.1"), *passes("a", "b"), block("b"), *passes("a", "b")]


def test_a_forward_attacking_once_is_clean():
    # b.6, the top of b's deck, went to the damage zone: b draws the next two.
    ev = _cloud_attacks_once() + [*passes("a", "b"), *passes("a", "b"), draw("b", "b.7", "b.8")]
    assert verify([A1, B1], ev).violations == []
    assert len(board_after([A1, B1], ev).seat("b").damage) == 1


def test_a_forward_attacking_twice_is_already_attacked_only():
    ev = _cloud_attacks_once() + [attack("a", "a.1")]
    assert rules_at(verify([A1, B1], ev)) == [(len(ev), "fftcg.attack.already-attacked")]
    # The match goes on from it without another violation.
    more = ev + [*passes("a", "b"), block("b"), *passes("a", "b"), *passes("a", "b"), *passes("a", "b"),
                 draw("b", "b.8", "b.9")]
    assert rules_at(verify([A1, B1], more)) == [(len(ev), "fftcg.attack.already-attacked")]


def _turn_3_with_cloud_and_wol():
    """a's turn 3: Cloud and Warrior of Light on the field since turn 1; the declaration step."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.3")), play("a", "a.2", disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b")]


def test_a_party_member_that_already_attacked_is_already_attacked_only():
    once = _turn_3_with_cloud_and_wol() + [attack("a", "a.1"), *passes("a", "b"), block("b"), *passes("a", "b")]
    assert verify([A1, B1], once + [*passes("a", "b"), *passes("a", "b")]).violations == []
    ev = once + [attack("a", "a.1", "a.2")]
    assert rules_at(verify([A1, B1], ev)) == [(len(ev), "fftcg.attack.already-attacked")]


def test_a_forward_dull_for_another_reason_is_still_attack_dull():
    ev = _turn_3_with_cloud_and_wol() + [recorded("b", "dull", "a.1"), attack("a", "a.1")]
    assert rules_at(verify([A1, B1], ev)) == [(len(ev), "fftcg.attack.dull")]


# -- 2. an attack declared out of the attack phase -----------------------------------------------------------------

A2 = seat("a", hand=[CLOUD, WOL, TIFA, TIFA, SAMURAI])
B2 = seat("b", hand=[KNIGHT, KNIGHT, TIDUS, EVOKER, "1-172"])


def _turn_3():
    """a: Cloud and Warrior of Light since turn 1; b: Knight (5000) since turn 2. a's turn 3, Main phase 1."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.3")), play("a", "a.2", disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8")]


def test_an_attack_in_main_phase_1_is_blocked_without_a_second_violation():
    head = _turn_3()
    ev = head + [attack("a", "a.1"), *passes("a", "b"), block("b", "b.1"), *passes("a", "b"),
                 *to_end_of_turn("a", "b"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([A2, B2], ev)) == [(len(head) + 1, "fftcg.attack.timing")]
    board = board_after([A2, B2], ev)
    assert board.cards["a.1"].zone == "break" and board.cards["b.1"].zone == "break"  # 5000 against 5000


def test_the_first_attack_of_the_game_in_main_phase_1_unblocked():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.3")), attack("a", "a.1"), *passes("a", "b"), block("b"),
          *passes("a", "b"), *to_end_of_turn("a", "b"), draw("b", "b.7", "b.8")]
    assert rules_at(verify([A2, B2], ev)) == [(3, "fftcg.attack.timing")]
    assert len(board_after([A2, B2], ev).seat("b").damage) == 1


def test_an_attack_in_main_phase_2_is_answered_by_the_block():
    head = _turn_3() + [*passes("a", "b"), *passes("a", "b"), *passes("a", "b")]
    ev = head + [attack("a", "a.1"), *passes("a", "b"), block("b"), *passes("a", "b"), *passes("a", "b"),
                 draw("b", "b.9", "b.10")]
    assert rules_at(verify([A2, B2], ev)) == [(len(head) + 1, "fftcg.attack.timing")]
    assert len(board_after([A2, B2], ev).seat("b").damage) == 1


def test_a_party_attack_in_main_phase_2_blocked_with_a_split():
    head = _turn_3() + [*passes("a", "b"), *passes("a", "b"), *passes("a", "b")]
    ev = head + [attack("a", "a.1", "a.2"), *passes("a", "b"), block("b", "b.1", split={"a.1": 5000}),
                 *passes("a", "b"), *passes("a", "b"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([A2, B2], ev)) == [(len(head) + 1, "fftcg.attack.timing")]
    board = board_after([A2, B2], ev)
    assert board.cards["a.1"].zone == "break" and board.cards["a.2"].zone == "field"
    assert board.cards["b.1"].zone == "break"


def test_an_attack_in_the_end_phase_is_answered_by_the_block():
    head = _turn_3() + to_end_of_turn("a", "b")
    ev = head + [attack("a", "a.1"), *passes("a", "b"), block("b"), *passes("a", "b"), draw("b", "b.9", "b.10")]
    assert rules_at(verify([A2, B2], ev)) == [(len(head) + 1, "fftcg.attack.timing")]
    assert len(board_after([A2, B2], ev).seat("b").damage) == 1


# -- 3. CP: a discard kept for an element --------------------------------------------------------------------------

B3 = seat("b")


def _pay_turn_3(card: str, pay_with: str):
    """a: two Black Mages (fire backups, [MANY]) played in turn 1; in turn 3 ``a.5`` is ``card`` and ``a.6`` is
    ``pay_with``, both in hand, the Black Mages active again."""
    a = seat("a", hand=[BLACK_MAGE, BLACK_MAGE, TIFA, TIFA, card], deck=[pay_with])
    head = [draw("a", "a.6"), play("a", "a.1", disc("a.3")), play("a", "a.2", disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"), draw("a", "a.7", "a.8")]
    return a, head


def test_leon_paid_by_a_fire_card_and_an_ice_card_discarded_is_clean():
    a = seat("a", hand=[LEON, TIFA, SNOW])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3")), *to_end_of_turn("a", "b")]
    assert verify([a, B3], ev).violations == []
    assert board_after([a, B3], ev).cards["a.1"].zone == "field"


def test_leon_paid_by_a_fire_backup_and_an_ice_card_discarded_is_clean():
    a, head = _pay_turn_3(LEON, SNOW)
    ev = head + [play("a", "a.5", dull("a.1"), disc("a.6"))]
    assert verify([a, B3], ev).violations == []


def test_two_fire_cards_discarded_for_cost_2_are_still_excess():
    a = seat("a", hand=[CLOUD, TIFA, TIFA])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"))]
    assert rules_at(verify([a, B3], ev)) == [(2, "fftcg.cp.excess")]


def test_dull_dull_discard_for_cost_2_is_excess_and_for_cost_3_clean():
    a, head = _pay_turn_3(CLOUD, TIFA)
    ev = head + [play("a", "a.5", dull("a.1"), dull("a.2"), disc("a.6"))]
    assert rules_at(verify([a, B3], ev)) == [(len(ev), "fftcg.cp.excess")]
    a, head = _pay_turn_3(SAMURAI, TIFA)
    ev = head + [play("a", "a.5", dull("a.1"), dull("a.2"), disc("a.6"))]
    assert verify([a, B3], ev).violations == []


def test_a_backup_that_pays_nothing_beside_a_discard_is_excess():
    # Snow (ice, cost 1): an ice card discarded pays it; the fire backup dulled as well makes CP for nothing.
    a, head = _pay_turn_3(SNOW, SQUALL)
    ev = head + [play("a", "a.5", dull("a.1"), disc("a.6"))]
    assert rules_at(verify([a, B3], ev)) == [(len(ev), "fftcg.cp.excess")]
    ok = head + [play("a", "a.5", disc("a.6"))]
    assert verify([a, B3], ok).violations == []


def test_the_excess_rule_case_by_case():
    from projections.fftcg.engine import _excess

    fire, ice = "fire", "ice"
    assert not _excess([(True, fire, 2), (True, ice, 2)], 2, [fire, ice])  # Leon
    assert _excess([(True, fire, 2), (True, fire, 2)], 2, [fire])  # a discard could be left out
    assert _excess([(False, fire, 1), (True, fire, 2)], 1, [fire])
    assert not _excess([(False, fire, 1), (False, fire, 1), (True, fire, 2)], 3, [fire])
    assert _excess([(False, fire, 1), (False, fire, 1), (True, fire, 2)], 2, [fire])
    assert _excess([(False, fire, 1), (False, ice, 1)], 1, [ice])  # the backups alone exceed the cost
    assert _excess([(True, fire, 2)], 0, [fire])  # a cost of 0 needs nothing


# -- 4. the wrong player takes turn 1 ------------------------------------------------------------------------------

A4, B4 = seat("a", hand=[CLOUD, TIFA]), seat("b", hand=[KNIGHT, KNIGHT])


def test_the_wrong_first_player_drawing_one_is_not_your_turn_only():
    ev = [draw("a", "a.6")]
    assert rules_at(verify([A4, B4], ev, first="b")) == [(1, "fftcg.turn.not-your-turn")]


def test_the_wrong_first_players_turn_is_taken_as_recorded():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"),
          play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"), draw("a", "a.7", "a.8")]
    assert rules_at(verify([A4, B4], ev, first="b")) == [(1, "fftcg.turn.not-your-turn")]
    # The right first player drawing 2 is still a wrong count.
    assert rules_at(verify([A4, B4], [draw("b", "b.6", "b.7")], first="b")) == [(1, "fftcg.draw.count")]


# -- 5. and 6. priority after a resolution, and the caster adding to her own stack -------------------------------

A5 = seat("a", hand=[IFRIT, TIFA, IFRIT, TIFA, SAMURAI])
B5 = seat("b", hand=[KNIGHT, KNIGHT, TIDUS, EVOKER, "1-172"])


def _turn_3_knight():
    """b's Knight (5000) since turn 2; a's turn 3, Main phase 1."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.5"), draw("b", "b.6", "b.7"),
            play("b", "b.1", disc("b.3")),
            *to_end_of_turn("b", "a"), draw("a", "a.7", "a.8")]


def test_after_a_resolution_the_player_whose_turn_it_is_not_may_pass_first():
    head = _turn_3_knight() + [cast("a", "a.1", disc("a.2"), targets=["b.1"]), *passes("b", "a"),
                               resolved("a", "a.1")]
    other_first = head + [*passes("b", "a"), *passes("a", "b"), *passes("a", "b"), *passes("a", "b"),
                          draw("b", "b.8", "b.9")]
    assert verify([A5, B5], other_first).violations == []
    turn_first = head + [*passes("a", "b"), *passes("a", "b"), *passes("a", "b"), *passes("a", "b"),
                         draw("b", "b.8", "b.9")]
    assert verify([A5, B5], turn_first).violations == []
    # The same player passing twice in a row is still a pass without priority.
    twice = head + [pass_("b"), pass_("b")]
    assert rules_at(verify([A5, B5], twice)) == [(len(twice), "fftcg.priority.no-priority")]


def test_the_caster_may_add_a_second_summon_at_once():
    head = _turn_3_knight()
    ev = head + [cast("a", "a.1", disc("a.2"), targets=["b.1"]), cast("a", "a.3", disc("a.4"), targets=["b.1"]),
                 *passes("b", "a"), resolved("a", "a.3"), *passes("a", "b"), resolved("a", "a.1")]
    assert verify([A5, B5], ev).violations == []
    assert board_after([A5, B5], ev).cards["b.1"].zone == "break"  # 4000 and 4000 on a 5000 Knight


def test_the_caster_who_passed_has_no_priority_to_add():
    head = _turn_3_knight()
    ev = head + [cast("a", "a.1", disc("a.2"), targets=["b.1"]), pass_("a"),
                 cast("a", "a.3", disc("a.4"), targets=["b.1"])]
    assert rules_at(verify([A5, B5], ev)) == [(len(ev), "fftcg.priority.no-priority")]


# -- 7. a decimal X ------------------------------------------------------------------------------------------------

A7 = seat("a", hand=[CLOUD, TIFA, TIFA, TIFA, SAMURAI])
B7 = seat("b", hand=[TITAN, MONK_F, MONK_F, MONK_F, "1-105"])


def test_a_decimal_x_is_one_root_and_the_broken_clouds_attack_its_consequence():
    head = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7")]
    titan = cast("b", "b.1", disc("b.2"), targets=["a.1"], x=4.5)
    ev = head + [titan, *passes("a", "b"), resolved("b", "b.1"), *to_end_of_turn("b", "a"),
                 draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1")]
    k = len(head) + 1
    result = verify([A7, B7], ev)
    assert rules_at(result) == [(k, "fftcg.number.integer"), (len(ev), "fftcg.attack.not-a-forward")]
    assert roots(result) == [k]
    assert result.violations[1].caused_by == k


# -- 8. the sample -------------------------------------------------------------------------------------------------

SAMPLE = Path(__file__).resolve().parent.parent / "sample_logs/fftcg/illegal/character-timing-in-opponents-turn.jsonl"


def test_the_character_timing_sample_breaks_one_rule():
    log = read_log(SAMPLE)
    result = core.verify(log)
    assert [(v.seq, v.rule) for v in result.violations] == [(int(log.header.meta["at_seq"]), "fftcg.character.timing")]
