"""FFTCG attacks, blocks, damage and the end of the game ([ref (10.1.x)], [ref (3.1.x)])."""

from __future__ import annotations

from fftcg import attack, block, board_after, disc, discard, draw, passes, play, rules_at, seat, to_end_of_turn, verify

# a: Cloud (haste, fire 5000), Black Mage, Tifa (brave, 4000), Samurai (first strike, 6000), Ifrit.
A = seat("a", hand=["1-009", "1-010", "1-016", "1-014", "1-004"], deck=["1-012", "1-010", "1-020", "1-012", "1-014"])
# b: Monk forward (earth 6000), Gordon (water 4000, cannot block), Evoker, Kimahri... and Cecil (must block).
B = seat("b", hand=["1-119", "1-160", "1-105", "1-105", "1-165"], deck=["1-159", "1-119", "2-129", "1-159"])


def to_attack(a, b):
    return passes(a, b) + passes(a, b)


def attack_round(a, b, *attackers, blocker=None, **kw):
    return [attack(a, *attackers), *passes(a, b), block(b, blocker, **kw), *passes(a, b)]


def test_haste_attacks_the_turn_it_enters_and_deals_one_damage():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.6")), *to_attack("a", "b"), *attack_round("a", "b", "a.1")]
    assert verify([A, B], ev).violations == []
    board = board_after([A, B], ev)
    assert len(board.seat("b").damage) == 1 and board.cards["a.1"].dull


def test_a_forward_that_entered_this_turn_cannot_attack():
    ev = [draw("a", "a.6"), play("a", "a.3", disc("a.6")), *to_attack("a", "b"), attack("a", "a.3")]
    assert rules_at(verify([A, B], ev)) == [(len(ev), "fftcg.attack.entered-this-turn")]


def _two_turns():
    """T1 a: Tifa and Samurai; T2 b: Monk forward and Gordon; T3 a draws."""
    return [draw("a", "a.6"), play("a", "a.3", disc("a.6")), play("a", "a.4", disc("a.1"), disc("a.5")),
            *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3")), play("b", "b.2", disc("b.5")),
            *to_end_of_turn("b", "a"), draw("a", "a.7", "a.8")]


def test_brave_does_not_dull_but_attacks_once():
    ev = _two_turns() + [*to_attack("a", "b"), *attack_round("a", "b", "a.3")]
    assert verify([A, B], ev).violations == []
    assert not board_after([A, B], ev).cards["a.3"].dull
    ev += [attack("a", "a.3")]
    assert rules_at(verify([A, B], ev)) == [(len(ev), "fftcg.attack.already-attacked")]


def test_blocked_damage_is_simultaneous_and_breaks_at_power():
    # Tifa (4000) blocked by Monk (6000): Tifa broken, Monk keeps 4000 damage.
    ev = _two_turns() + [*to_attack("a", "b"), *attack_round("a", "b", "a.3", blocker="b.1")]
    assert verify([A, B], ev).violations == []
    board = board_after([A, B], ev)
    assert board.cards["a.3"].zone == "break"
    assert board.cards["b.1"].damage == 4000 and board.cards["b.1"].zone == "field"


def test_first_strike_breaks_first_and_takes_no_damage():
    # Samurai (6000, first strike) blocked by Monk (6000): Monk broken before dealing damage.
    ev = _two_turns() + [*to_attack("a", "b"), *attack_round("a", "b", "a.4", blocker="b.1")]
    board = board_after([A, B], ev)
    assert board.cards["b.1"].zone == "break"
    assert board.cards["a.4"].zone == "field" and board.cards["a.4"].damage == 0


def test_a_party_of_one_element_and_the_blockers_split():
    ev = _two_turns() + [*to_attack("a", "b"),
                         *attack_round("a", "b", "a.3", "a.4", blocker="b.1", split={"a.3": 4000, "a.4": 2000})]
    assert verify([A, B], ev).violations == []
    board = board_after([A, B], ev)
    # Samurai's First Strike breaks Monk before Monk deals the damage split between the party.
    assert board.cards["b.1"].zone == "break"
    assert board.cards["a.3"].damage == 0 and board.cards["a.4"].damage == 0


def test_a_blocked_party_without_a_split_is_flagged():
    ev = _two_turns() + [*to_attack("a", "b"), attack("a", "a.3", "a.4"), *passes("a", "b"), block("b", "b.1")]
    assert rules_at(verify([A, B], ev)) == [(len(ev), "fftcg.block.split")]


def test_a_party_of_two_elements_is_flagged():
    a = seat("a", hand=["1-016", "1-043", "1-010", "1-036", "1-004"], deck=["1-012", "1-041", "1-020", "1-050"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.6")), play("a", "a.2", disc("a.4")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"), draw("a", "a.7", "a.8"), *to_attack("a", "b"),
          attack("a", "a.1", "a.2")]
    assert rules_at(verify([a, B], ev)) == [(len(ev), "fftcg.attack.party-element")]


def test_a_forward_that_cannot_block_is_flagged():
    ev = _two_turns() + [*to_attack("a", "b"), attack("a", "a.3"), *passes("a", "b"), block("b", "b.2")]
    assert rules_at(verify([A, B], ev)) == [(len(ev), "fftcg.block.cannot-block")]


def test_a_dull_forward_cannot_attack():
    # Dull only because it attacked this turn: the one fault is attacking twice (tests/test_fftcg_qa7_fixes.py
    # has a forward dulled otherwise).
    ev = _two_turns() + [*to_attack("a", "b"), *attack_round("a", "b", "a.4"), attack("a", "a.4")]
    found = rules_at(verify([A, B], ev))
    assert found == [(len(ev), "fftcg.attack.already-attacked")]


def test_damage_lowers_power_but_not_the_damage_dealt():
    from projections.fftcg.engine import power
    ev = _two_turns() + [*to_attack("a", "b"), *attack_round("a", "b", "a.3", blocker="b.1")]
    board = board_after([A, B], ev)
    assert power(board, "b.1") == 6000 and board.cards["b.1"].damage == 4000


def test_damage_is_removed_at_the_end_of_the_turn():
    ev = _two_turns() + [*to_attack("a", "b"), *attack_round("a", "b", "a.3", blocker="b.1"),
                         *passes("a", "b"), *passes("a", "b"), draw("b", "b.8", "b.9")]
    assert board_after([A, B], ev).cards["b.1"].damage == 0


def test_the_first_player_draws_one_card_in_the_first_turn():
    assert rules_at(verify([A, B], [draw("a", "a.6", "a.7")])) == [(1, "fftcg.draw.count")]
    assert rules_at(verify([A, B], [draw("a", "a.7")])) == [(1, "fftcg.draw.not-top")]


def test_seven_damage_loses_and_six_in_limited():
    from projections.fftcg.engine import Judge
    for fmt, limit in (("constructed", 7), ("limited", 6)):
        board = board_after([A, B], [], format=fmt)
        j = Judge(board, None)
        j.damage_player("b", limit - 1)
        j.settle()
        assert not board.over
        j.damage_player("b", 1)
        j.settle()
        assert board.over and board.winner == "a"


def test_simultaneous_losses_are_a_draw():
    from projections.fftcg.engine import Judge
    board = board_after([A, B], [])
    j = Judge(board, None)
    j.lose("a", "x")
    j.lose("b", "y")
    j.settle()
    assert board.over and board.winner is None and board.result.startswith("draw")


def test_a_damage_with_an_empty_deck_loses():
    from projections.fftcg.engine import Judge
    board = board_after([A, B], [])
    board.seat("b").deck.clear()
    j = Judge(board, None)
    j.damage_player("b", 1)
    j.settle()
    assert board.winner == "a"
