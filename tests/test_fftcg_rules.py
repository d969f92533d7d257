"""FFTCG rules the engine enforces, one test per rule: a legal case verifies clean, an illegal one is
flagged with the right rule id at the right seq."""

from __future__ import annotations

from fftcg import (attack, block, board_after, cast, disc, discard, draw, dull, pass_, passes, play, recorded,
                   resolved, rules_at, seat, to_end_of_turn, use, verify)


def to_attack(a, b):
    return passes(a, b) + passes(a, b)


def quiet_turn(p, o, drawn, discards=()):
    """A turn where ``p`` draws ``drawn``, does nothing and discards ``discards`` in the End phase."""
    return [draw(p, *drawn), *to_end_of_turn(p, o), *([discard(p, *discards)] if discards else [])]


# -- forced attackers and blockers [ref (10.1.2.1.3)] [ref (10.1.3.1.3.)] -------------------------------

# a: Reddas (wind 5, 9000, must attack) paid with three wind discards.
REDDAS = seat("a", hand=["2-072", "1-069", "1-071", "1-081", "1-082"], deck=["1-069", "1-071", "1-082"])
# b: Cecil (water 5, 9000, must block) paid with three water discards, and Gordon (cannot block).
CECIL = seat("b", hand=["2-129", "1-165", "1-165", "1-165", "1-160"], deck=["1-166", "1-163", "1-159", "1-159"])


def _reddas_and_cecil():
    """T1 a: Reddas. T2 b: Cecil. T3 a draws and goes to the attack declaration step."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2"), disc("b.3"), disc("b.4")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *to_attack("a", "b")]


def test_a_forward_that_must_attack_attacks():
    ev = _reddas_and_cecil() + [attack("a", "a.1"), *passes("a", "b"), block("b", "b.1"), *passes("a", "b"),
                                *passes("a", "b")]
    assert verify([REDDAS, CECIL], ev).violations == []
    board = board_after([REDDAS, CECIL], ev)
    assert board.phase == "main2"
    assert board.cards["a.1"].zone == "break" and board.cards["b.1"].zone == "break"  # 9000 against 9000


def test_ending_the_attack_phase_without_the_forced_attacker_is_flagged():
    ev = _reddas_and_cecil() + passes("a", "b")
    assert rules_at(verify([REDDAS, CECIL], ev)) == [(len(ev), "fftcg.attack.forced")]


def test_a_forced_attacker_that_became_dull_need_not_attack():
    ev = _reddas_and_cecil()
    ev = ev[:-4] + [recorded("b", "dull", "a.1"), *ev[-4:], *passes("a", "b")]
    assert verify([REDDAS, CECIL], ev).violations == []


def test_not_blocking_with_a_forward_that_must_block_is_flagged():
    ev = _reddas_and_cecil() + [attack("a", "a.1"), *passes("a", "b"), block("b", None)]
    assert rules_at(verify([REDDAS, CECIL], ev)) == [(len(ev), "fftcg.block.forced")]


def test_a_dull_forward_that_must_block_need_not_block():
    ev = _reddas_and_cecil()
    ev = ev[:-4] + [recorded("a", "dull", "b.1"), *ev[-4:], attack("a", "a.1"), *passes("a", "b"), block("b", None)]
    assert verify([REDDAS, CECIL], ev).violations == []


# -- Freeze across an Active phase (seed § 5, Geler) ---------------------------------------------------

SHIVA = seat("a", hand=["1-039", "1-033", "1-035", "1-041", "1-050"], deck=["1-051", "1-056", "1-060"])
KNIGHTS = seat("b", hand=["1-165", "1-166", "1-165", "1-166", "1-163"], deck=["1-159", "1-159", "1-159", "1-160"])


def _frozen():
    """T1 a: nothing. T2 b: Knight. T3 a: Shiva dulls and freezes the Knight. T4 b draws."""
    return [*quiet_turn("a", "b", ["a.6"], ["a.6"]),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), cast("a", "a.1", disc("a.2"), targets=["b.1"]), *passes("b", "a"),
            resolved("a", "a.1"), *to_end_of_turn("a", "b"),
            draw("b", "b.8", "b.9")]


def test_a_frozen_dull_character_stays_dull_through_its_active_phase():
    ev = _frozen()
    assert verify([SHIVA, KNIGHTS], ev).violations == []
    knight = board_after([SHIVA, KNIGHTS], ev).cards["b.1"]
    assert knight.dull and not knight.frozen  # the freeze is used up by this Active phase


def test_a_frozen_character_cannot_attack_in_the_next_turn():
    ev = _frozen() + [*to_attack("b", "a"), attack("b", "b.1")]
    assert rules_at(verify([SHIVA, KNIGHTS], ev)) == [(len(ev), "fftcg.attack.dull")]


def test_the_frozen_character_activates_at_the_following_active_phase():
    ev = _frozen() + [*to_end_of_turn("b", "a"), discard("b", "b.2", "b.4"),
                      *quiet_turn("a", "b", ["a.9", "a.10"], ["a.4", "a.5"]), draw("b", "b.10", "b.11")]
    assert verify([SHIVA, KNIGHTS], ev).violations == []
    assert not board_after([SHIVA, KNIGHTS], ev).cards["b.1"].dull


# -- EX Burst (the damage card) [ref (5.2.2.1.)] --------------------------------------------------------

CLOUD = seat("a", hand=["1-009", "1-005", "1-007", "1-012", "1-020"], deck=["1-021"])
# b's deck top is Ifrit (EX Burst: 4000 damage to a forward).
BURST = seat("b", hand=["1-165", "1-166", "1-165", "1-166", "1-163"], deck=["1-004", "1-159"])
NO_BURST = seat("b", hand=["1-165", "1-166", "1-165", "1-166", "1-163"], deck=["1-159", "1-004"])


def _unblocked(b_seat=BURST):
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_attack("a", "b"), attack("a", "a.1"),
            *passes("a", "b"), block("b", None), *passes("a", "b")]


def test_the_damage_card_with_ex_burst_is_used_and_resolves():
    burst = {"type": "ExBurstUsed", "player": "b", "card": "b.6", "targets": ["a.1"]}
    ev = _unblocked() + [burst, *passes("a", "b"), resolved("b", "b.6")]
    assert verify([CLOUD, BURST], ev).violations == []
    board = board_after([CLOUD, BURST], ev)
    assert board.seat("b").damage == ["b.6"]  # the burst card stays in the damage zone
    assert board.cards["a.1"].damage == 4000 and board.cards["a.1"].zone == "field"


def test_an_ex_burst_of_another_card_is_flagged():
    burst = {"type": "ExBurstUsed", "player": "b", "card": "b.7", "targets": ["a.1"]}
    ev = _unblocked() + [burst]
    assert rules_at(verify([CLOUD, BURST], ev)) == [(len(ev), "fftcg.exburst.not-damage-card")]


def test_an_ex_burst_from_a_damage_card_without_it_is_flagged():
    burst = {"type": "ExBurstUsed", "player": "b", "card": "b.6"}
    ev = _unblocked(NO_BURST) + [burst]
    assert rules_at(verify([CLOUD, NO_BURST], ev)) == [(len(ev), "fftcg.exburst.no-ex-icon")]


def test_an_ex_burst_is_used_at_once_or_not_at_all():
    burst = {"type": "ExBurstUsed", "player": "b", "card": "b.6", "targets": ["a.1"]}
    ev = _unblocked() + [pass_("a"), burst]
    assert rules_at(verify([CLOUD, BURST], ev))[0] == (len(ev), "fftcg.exburst.not-damage-card")


# -- Special abilities: a card of the same name (seed § 4.4) --------------------------------------------

AURON = seat("a", hand=["1-001", "1-002", "1-005", "1-007", "1-029"], deck=["1-012", "1-020"])


def _auron():
    return [draw("a", "a.6"), play("a", "a.1", disc("a.3"), disc("a.4"), disc("a.5"))]


def test_a_special_ability_discards_a_card_of_the_same_name_another_serial():
    ev = _auron() + [use("a", "a.1", disc("a.6"), discard="a.2", targets=["a.1"]), *passes("b", "a"),
                     resolved("a", "a.1")]
    assert verify([AURON, seat("b")], ev).violations == []
    board = board_after([AURON, seat("b")], ev)
    assert board.cards["a.2"].zone == "break" and board.cards["a.1"].damage == 7000


def test_a_special_ability_discarding_another_name_is_flagged():
    ev = _auron() + [use("a", "a.1", disc("a.2"), discard="a.6", targets=["a.1"])]
    assert rules_at(verify([AURON, seat("b")], ev)) == [(len(ev), "fftcg.special.same-name")]


def test_a_special_ability_without_a_discard_is_flagged():
    ev = _auron() + [use("a", "a.1", disc("a.6"), targets=["a.1"])]
    assert rules_at(verify([AURON, seat("b")], ev)) == [(len(ev), "fftcg.special.same-name")]


# -- X chosen by the controller [ref (4.1.)] -------------------------------------------------------------

TITAN = seat("a", hand=["1-009", "1-110", "1-005", "1-093", "1-097"], deck=["1-012"])


def _titan(**x):
    return [draw("a", "a.6"), play("a", "a.1", disc("a.3")), cast("a", "a.2", disc("a.4"), targets=["a.1"], **x)]


def test_x_chosen_by_the_controller_sets_the_damage():
    ev = _titan(x=3) + [*passes("b", "a"), resolved("a", "a.2")]
    assert verify([TITAN, seat("b")], ev).violations == []
    assert board_after([TITAN, seat("b")], ev).cards["a.1"].damage == 3000
    ev = _titan(x=5) + [*passes("b", "a"), resolved("a", "a.2")]
    assert board_after([TITAN, seat("b")], ev).cards["a.1"].zone == "break"


def test_x_left_unchosen_or_negative_is_flagged():
    assert rules_at(verify([TITAN, seat("b")], _titan())) == [(3, "fftcg.number.x")]
    assert rules_at(verify([TITAN, seat("b")], _titan(x=-1))) == [(3, "fftcg.number.x")]


# -- A card that changes zones is a new card [ref (7.4)] ----------------------------------------------

IFRIT = seat("a", hand=["1-004", "1-005", "1-007", "1-012", "1-020"], deck=["1-021", "1-027", "1-029"])
# b: Yuffie (wind 3, Back Attack) and wind cards to pay for her twice.
YUFFIE = seat("b", hand=["1-085", "1-069", "1-071", "1-081", "1-082"], deck=["1-069", "1-071", "1-082", "1-081"])


def _yuffie_in_play():
    return [*quiet_turn("a", "b", ["a.6"], ["a.6"]),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2"), disc("b.3")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), cast("a", "a.1", disc("a.2"), targets=["b.1"])]


def test_an_effect_loses_its_target_when_the_target_leaves_and_comes_back():
    # In response to Ifrit, Yuffie returns to the hand and is played again (Back Attack): a new card.
    ev = _yuffie_in_play() + [recorded("b", "return", "b.1"), play("b", "b.1", disc("b.4"), disc("b.5")),
                              *passes("a", "b"), resolved("a", "a.1")]
    assert verify([IFRIT, YUFFIE], ev).violations == []
    yuffie = board_after([IFRIT, YUFFIE], ev).cards["b.1"]
    assert yuffie.zone == "field" and yuffie.damage == 0


def test_damage_does_not_follow_a_card_that_left_the_field():
    ev = _yuffie_in_play() + [*passes("b", "a"), resolved("a", "a.1")]
    assert board_after([IFRIT, YUFFIE], ev).cards["b.1"].damage == 4000
    ev += [recorded("b", "return", "b.1")]
    board = board_after([IFRIT, YUFFIE], ev)
    assert board.cards["b.1"].zone == "hand" and board.cards["b.1"].damage == 0


# -- Back Attack timing (seed § 5, Attaque arrière) -------------------------------------------------------

BACK = seat("a", hand=["1-085", "1-069", "1-071", "1-081", "1-082"], deck=["1-069"])


def test_back_attack_is_played_in_the_opponents_turn_with_priority():
    ev = [*quiet_turn("a", "b", ["a.6"], ["a.4"]), draw("b", "b.6", "b.7"), pass_("b"),
          play("a", "a.1", disc("a.2"), disc("a.3")), *passes("b", "a"), *passes("b", "a")]
    assert verify([BACK, seat("b")], ev).violations == []
    board = board_after([BACK, seat("b")], ev)
    assert board.cards["a.1"].zone == "field" and board.phase == "attack"


def test_back_attack_without_priority_is_flagged():
    ev = [*quiet_turn("a", "b", ["a.6"], ["a.4"]), draw("b", "b.6", "b.7"), play("a", "a.1", disc("a.2"), disc("a.3"))]
    assert rules_at(verify([BACK, seat("b")], ev)) == [(len(ev), "fftcg.priority.no-priority")]


def test_back_attack_in_the_end_phase_is_flagged():
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3"))]
    assert rules_at(verify([BACK, seat("b")], ev)) == [(len(ev), "fftcg.timing.end-phase")]


# -- Search that finds nothing (seed § 5, Chercher) ------------------------------------------------------

DUKE = seat("a", hand=["1-134", "1-147", "1-147", "1-005", "1-007"], deck=["1-012", "1-147", "1-020"])


def _duke():
    trig = {"type": "AutoTriggered", "player": "a", "source": "a.1", "ability": 0}
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3")), trig, *passes("a", "b")]


def test_a_search_may_find_nothing():
    ev = _duke() + [resolved("a", "a.1")]
    result = verify([DUKE, seat("b")], ev)
    assert result.violations == []
    board = board_after([DUKE, seat("b")], ev)
    assert len(board.seat("a").hand) == 3  # a.4, a.5, a.6: nothing added


def test_a_search_finds_a_matching_card():
    ev = _duke() + [resolved("a", "a.1", choices=["a.7"])]
    assert verify([DUKE, seat("b")], ev).violations == []
    assert board_after([DUKE, seat("b")], ev).cards["a.7"].zone == "hand"


def test_a_search_finding_a_card_that_does_not_match_is_flagged():
    ev = _duke() + [resolved("a", "a.1", choices=["a.8"])]
    assert rules_at(verify([DUKE, seat("b")], ev)) == [(len(ev), "fftcg.search.no-match")]


# -- A loss outranks a win in the same moment [ref (3.2.)] [ref (3.3)] -----------------------------------

def test_a_player_who_wins_and_loses_at_once_does_not_win():
    # b takes the 7th damage while a, whose deck is empty, takes one: a's loss outranks a's win.
    ev = [draw("a", "a.6"), recorded("a", "player-damage(6)", "b"), recorded("a", "draw(44)", "a"),
          recorded("a", "player-damage(1)", "a", "b")]
    board = board_after([seat("a"), seat("b")], ev[:3])
    assert board.seat("a").deck == [] and not board.over
    result = verify([seat("a"), seat("b")], ev)
    assert result.violations == []
    assert result.winner is None and result.result.startswith("draw")


def test_the_game_is_over_at_once():
    ev = [recorded("a", "player-damage(7)", "b"), draw("a", "a.6")]
    result = verify([seat("a"), seat("b")], ev)
    assert result.winner == "a"
    assert rules_at(result) == [(2, "fftcg.game.over")]


# -- At most five backups, played through events ---------------------------------------------------------

# a: three Black Mages (fire 2) and three Evokers (wind 1); fire and wind cards to pay.
BACKUPS = seat("a", hand=["1-010", "1-010", "1-005", "1-007", "1-068"],
               deck=["1-010", "1-069", "1-068", "1-071", "1-068"])


def test_a_sixth_backup_is_flagged():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.3")), play("a", "a.2", disc("a.4")),
          *to_end_of_turn("a", "b"),
          *quiet_turn("b", "a", ["b.6", "b.7"], ["b.1", "b.2"]),
          draw("a", "a.7", "a.8"), play("a", "a.6", dull("a.1"), dull("a.2")), play("a", "a.5", disc("a.7")),
          *to_end_of_turn("a", "b"),
          *quiet_turn("b", "a", ["b.8", "b.9"], ["b.3", "b.4"]),
          draw("a", "a.9", "a.10"), play("a", "a.8", disc("a.9"))]
    assert verify([BACKUPS, seat("b")], ev).violations == []
    assert sum(1 for c in board_after([BACKUPS, seat("b")], ev).seat("a").field) == 5
    ev += [play("a", "a.10", dull("a.5"))]
    assert rules_at(verify([BACKUPS, seat("b")], ev)) == [(len(ev), "fftcg.field.backup-limit")]
