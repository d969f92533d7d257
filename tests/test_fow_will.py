"""Force of Will will and costs: attribute costs by will of that attribute, free cost by any will,
magic stones rested for will, exact payment from one's own sources; stone calls
(001_2cd8f662b2b3164d.txt § Coût, § Zone de Jeu, § Ce que vous pouvez faire pendant votre Phase Principale)."""

from __future__ import annotations

from fow import FIRE, LIGHT, board_after, call, draw, end, play, resolve, rules_at, seat, stone_id, verify

GALAHAD = "Galahad, the Son of the God"  # {L}{1}
A = seat("a", hand=[GALAHAD, "Rukh Egg", "Dragoon of Certo"], stones=[LIGHT, FIRE, LIGHT, LIGHT])
B = seat("b")
# a calls a stone on turns 1 and 3: s1 (light) and s2 (fire).
TWO = [call("a"), end("a"), draw("b"), end("b"), draw("a"), call("a")]


def test_attribute_plus_free_cost_paid_exactly():
    events = TWO + [play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 2)]), resolve("b")]
    assert verify([A, B], events).clean
    assert "a.1" in board_after([A, B], events).seat("a").field


def test_missing_attribute_is_flagged():
    a = seat("a", hand=[GALAHAD], stones=[FIRE, FIRE])
    result = verify([a, B], TWO + [play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 2)])])
    assert rules_at(result) == [(7, "fow.will.attribute")]


def test_paying_too_little_or_too_much_is_flagged():
    short = verify([A, B], TWO + [play("a", "a.1", payment=[stone_id("a", 1)])])
    assert rules_at(short) == [(7, "fow.will.exact")]
    a = seat("a", hand=["Temple Monk"], stones=[LIGHT, FIRE])  # {L}
    over = verify([a, B], TWO + [play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 2)])])
    assert rules_at(over) == [(7, "fow.will.exact")]


def test_sources_must_be_ones_own_recovered_will_sources():
    rested = verify([A, B], TWO + [play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 1)])])
    assert rules_at(rested) == [(7, "fow.will.rested"), (7, "fow.will.exact")] or ("fow.will.rested" in [r for _, r in rules_at(rested)])
    theirs = verify([A, B], TWO + [play("a", "a.1", payment=[stone_id("a", 1), stone_id("b", 1)])])
    assert (7, "fow.will.source") in rules_at(theirs)
    uncalled = verify([A, B], TWO + [play("a", "a.1", payment=[stone_id("a", 1), stone_id("a", 3)])])
    assert (7, "fow.will.source") in rules_at(uncalled)


def test_a_resonator_that_rests_for_will_cannot_do_so_the_turn_it_entered():
    a = seat("a", hand=["Rukh Egg", "Dragoon of Certo"], stones=[FIRE, FIRE, FIRE])
    base = TWO + [play("a", "a.1", payment=[stone_id("a", 1)]), resolve("b")]
    result = verify([a, B], base + [play("a", "a.2", payment=[stone_id("a", 2), "a.1"])])
    assert rules_at(result) == [(9, "fow.ability.entered-this-turn")]
    later = base + [end("a"), draw("b"), end("b"), draw("a"), play("a", "a.2", payment=[stone_id("a", 1), "a.1"]), resolve("b")]
    assert verify([a, B], later).clean


def test_one_stone_call_per_turn_by_resting_the_ruler():
    assert rules_at(verify([A, B], [call("a"), call("a")])) == [(2, "fow.stone.once-per-turn")]
    board = board_after([A, B], [call("a")])
    assert board.cards["a.r"].rested and board.seat("a").stone_area == [stone_id("a", 1)]


def test_stone_call_takes_the_top_stone_in_ones_own_main_phase():
    assert rules_at(verify([A, B], [call("a", card=stone_id("a", 2))])) == [(1, "fow.stone.not-top")]
    assert rules_at(verify([A, B], [call("b")])) == [(1, "fow.turn.not-your-turn")]
    empty = seat("a", stone_size=0)
    # (The empty magic stone deck is a set-up fault of its own since qa38b 3, Mise en Place ① (its own rule id since
    # qa39 2); the call, one too.)
    assert rules_at(verify([empty, B], [call("a")])) == [(0, "fow.setup.stone-deck-empty"), (1, "fow.stone.empty-deck")]


def test_resonators_are_put_only_in_ones_own_main_phase():
    b = seat("b", hand=[GALAHAD], stones=[LIGHT, LIGHT])
    events = [end("a"), draw("b"), call("b"), end("b"), draw("a"), call("a")]
    # b puts Galahad during a's turn
    result = verify([A, b], events + [play("b", "b.1", payment=[stone_id("b", 1)])])
    assert rules_at(result)[0] == (7, "fow.turn.not-your-turn")


def test_a_card_not_in_hand_cannot_be_played():
    result = verify([A, B], TWO + [play("a", "a.9", payment=[stone_id("a", 1), stone_id("a", 2)])])
    assert rules_at(result)[0] == (7, "fow.play.not-in-hand")


# -- {X} costs (fow.will.x): X is chosen as the card is played and the free cost is X ----------------------

CHARM = "Charm of the Princess"  # {Wa}{Wa}{X}, a real chant with an {X} cost
WATER = "Magic Stone of Water"
# a calls a stone on turns 1, 3 and 5: three water stones.
THREE = TWO + [end("a"), draw("b"), end("b"), draw("a"), call("a")]


def _charm_seat():
    return seat("a", hand=[CHARM, GALAHAD], stones=[WATER, WATER, WATER, LIGHT])


def test_an_x_cost_paid_with_the_chosen_x_is_legal():
    for x, stones in ((1, [1, 2, 3]), (0, [1, 2])):
        events = THREE + [play("a", "a.1", x=x, payment=[stone_id("a", k) for k in stones])]
        result = verify([_charm_seat(), B], events)
        assert result.violations == [], (x, result.violations)
        assert not any("does not read" in n for n in result.notes)


def test_an_x_cost_without_x_chosen_is_flagged():
    events = THREE + [play("a", "a.1", payment=[stone_id("a", k) for k in (1, 2, 3)])]
    assert rules_at(verify([_charm_seat(), B], events)) == [(len(events), "fow.will.x")]
    negative = THREE + [play("a", "a.1", x=-1, payment=[stone_id("a", k) for k in (1, 2)])]
    assert rules_at(verify([_charm_seat(), B], negative)) == [(len(negative), "fow.will.x")]


def test_paying_other_than_the_chosen_x_is_flagged():
    events = THREE + [play("a", "a.1", x=2, payment=[stone_id("a", k) for k in (1, 2, 3)])]
    assert rules_at(verify([_charm_seat(), B], events)) == [(len(events), "fow.will.exact")]


def test_x_chosen_for_a_cost_without_x_is_flagged():
    events = TWO + [play("a", "a.1", x=0, payment=[stone_id("a", 1), stone_id("a", 2)])]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.will.x")]


def test_legal_actions_list_every_x_the_sources_can_pay():
    from projections.force_of_will import selfplay
    board = board_after([_charm_seat(), B], THREE)
    plays = [a for a in selfplay.legal_actions(board) if type(a).__name__ == "CardPlayed" and a.card == "a.1"]
    assert sorted({a.x for a in plays}) == [0, 1]  # three water stones: {Wa}{Wa} plus X of 0 or 1
    assert all(len(a.payment) == 2 + a.x for a in plays)
