"""Chrono Clash: setting up a game and building decks (manual v3.4, "Setting up a Game",
"Build Your Own Deck", "The Extra Deck").

Deck-building violations are reported before the first event, at seq 0.
"""

from __future__ import annotations

from ccs import board_after, deck_id, guardian_id, hand_id, rules_at, seat, verify

RED_BLUE_EXTRA = ["Colossus of Embers", "Phoenix Lord", "Storm Giant", "Meteor Storm",
                  "Leviathan", "Kraken", "Coral Golem", "Tsunami"]


def deck_rules(result) -> list[str]:
    return [rule for seq, rule in rules_at(result) if seq == 0]


# -- set-up -------------------------------------------------------------

def test_setup_deals_five_guardians_then_draws_five_cards_and_puts_the_counter_on_zero():
    a = seat("a", guardians=["Flame Lancer", "Wave Sentinel"], hand=["Fireball"], deck=["War Cry"])
    board = board_after([a, seat("b")], [])
    me = board.seat("a")
    # The first five cards of the deck are dealt face down as guardians (the last dealt on top).
    assert me.guardians == [guardian_id("a", k) for k in range(1, 6)]
    assert board.cards[me.guardians[0]].name == "Flame Lancer"
    assert board.cards[me.guardians[1]].name == "Wave Sentinel"
    # The next five are the starting hand; the rest is the deck.
    assert me.hand == [hand_id("a", k) for k in range(1, 6)]
    assert board.cards[me.hand[0]].name == "Fireball"
    assert me.deck[0] == deck_id("a", 1) and board.cards[me.deck[0]].name == "War Cry"
    assert len(me.deck) == 40
    assert board.gauge == 0
    assert board.active == "a" and board.turn == 1


def test_header_first_player_takes_the_first_turn():
    board = board_after([seat("a"), seat("b")], [{"type": "CardDrawn", "player": "b"}], first="b")
    assert board.active == "b"
    assert len(board.seat("b").hand) == 6 and len(board.seat("a").hand) == 5


def test_extra_deck_is_set_aside_face_down():
    a = seat("a", extra=RED_BLUE_EXTRA[:6])
    board = board_after([a, seat("b")], [])
    assert board.seat("a").extra == [f"a.x{k}" for k in range(1, 7)]
    assert all(board.cards[x].zone == "extra" for x in board.seat("a").extra)


# -- deck building ------------------------------------------------------

def test_legal_decks_are_clean():
    assert verify([seat("a"), seat("b")], []).clean


def test_deck_of_fifty_cards_is_legal():
    assert deck_rules(verify([seat("a", size=50), seat("b")], [])) == []


def test_deck_under_fifty_cards_is_flagged():
    result = verify([seat("a", size=49), seat("b")], [])
    assert rules_at(result) == [(0, "ccs.deck.min-size")]
    assert result.violations[0].player == "a"


def test_deck_of_two_colors_is_legal():
    # The builder's filler is red and blue: two colours.
    a = seat("a")
    board = board_after([a, seat("b")], [])
    assert {c for n in board.seat("a").decklist for c in board.defs[n].colors} == {"red", "blue"}
    assert deck_rules(verify([a, seat("b")], [])) == []


def test_deck_of_three_colors_is_flagged():
    a = seat("a", deck=["Grove Keeper"])  # green, on top of red and blue
    assert rules_at(verify([a, seat("b")], [])) == [(0, "ccs.deck.colors")]


def test_three_copies_of_a_card_are_legal():
    a = seat("a", hand=["War Cry", "War Cry", "War Cry"])
    assert deck_rules(verify([a, seat("b")], [])) == []


def test_four_copies_of_a_card_are_flagged():
    a = seat("a", hand=["War Cry", "War Cry", "War Cry"], deck=["War Cry"])
    assert rules_at(verify([a, seat("b")], [])) == [(0, "ccs.deck.copies")]


def test_extra_deck_card_in_the_main_deck_is_flagged():
    a = seat("a", deck=["Storm Giant"])
    assert rules_at(verify([a, seat("b")], [])) == [(0, "ccs.deck.extra-card-in-main")]


def test_no_extra_deck_is_legal():
    assert verify([seat("a"), seat("b")], []).clean


def test_extra_deck_of_six_singleton_extra_cards_of_the_deck_colors_is_legal():
    a = seat("a", extra=RED_BLUE_EXTRA[:6])
    assert verify([a, seat("b")], []).clean


def test_extra_deck_of_five_cards_is_flagged():
    a = seat("a", extra=RED_BLUE_EXTRA[:5])
    assert rules_at(verify([a, seat("b")], [])) == [(0, "ccs.extra-deck.min-size")]


def test_two_copies_in_the_extra_deck_are_flagged():
    names = RED_BLUE_EXTRA[:6]
    a = seat("a", extra_deck={**{n: 1 for n in names}, "Kraken": 2},
             extra_order=[*names, "Kraken"])
    assert names.count("Kraken") == 1
    assert rules_at(verify([a, seat("b")], [])) == [(0, "ccs.extra-deck.singleton")]


def test_standard_card_in_the_extra_deck_is_flagged():
    a = seat("a", extra=[*RED_BLUE_EXTRA[:6], "Ember Squire"])
    assert rules_at(verify([a, seat("b")], [])) == [(0, "ccs.extra-deck.only-extra-cards")]


def test_extra_deck_card_of_another_color_is_flagged():
    a = seat("a", extra=[*RED_BLUE_EXTRA[:6], "Ancient Treant"])  # green; the deck is red and blue
    assert rules_at(verify([a, seat("b")], [])) == [(0, "ccs.extra-deck.colors")]
