"""FFTCG zones and control: a card moving to the other player goes to the same zone there [ref (7.3)];
a card that changes zones is a new card [ref (7.4)]; the controller of a card on the field [ref (6.2.5.)]
may change (it then goes to its owner's zones when it leaves the field); monsters and crystals."""

from __future__ import annotations

from fftcg import (attack, board_after, cast, disc, draw, passes, play, recorded, resolved, rules_at, seat,
                   to_end_of_turn, verify)


B = seat("b")

# -- control -----------------------------------------------------------------------------------------------------

# a: Gadot (fire 2, 4000, no Haste). b: Mateus, the Corrupt (ice summon 5: gain control of an opponent's forward).
CLOUD = seat("a", hand=["1-007", "1-005", "1-005", "1-012", "1-012"], deck=["1-020", "1-020", "1-020"])
MATEUS = seat("b", hand=["2-044", "1-033", "1-033", "1-033", "1-041"], deck=["1-041", "1-041", "1-050"])


def _mateus():
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), cast("b", "b.1", disc("b.2"), disc("b.3"), disc("b.4"), targets=["a.1"]),
            *passes("a", "b"), resolved("b", "b.1")]


def test_mateus_takes_control_of_a_forward():
    ev = _mateus()
    assert verify([CLOUD, MATEUS], ev).violations == []
    board = board_after([CLOUD, MATEUS], ev)
    assert "a.1" in board.seat("b").field and board.cards["a.1"].controller == "b"
    assert board.cards["a.1"].owner == "a"


def test_a_forward_whose_control_changed_this_turn_cannot_attack():
    ev = _mateus() + [*passes("b", "a"), *passes("b", "a"), attack("b", "a.1")]
    assert rules_at(verify([CLOUD, MATEUS], ev)) == [(len(ev), "fftcg.attack.entered-this-turn")]


def test_the_old_controller_can_no_longer_attack_with_it():
    ev = _mateus() + [*to_end_of_turn("b", "a")[:8], draw("a", "a.7", "a.8"), *passes("a", "b"),
                      *passes("a", "b"), attack("a", "a.1")]
    assert rules_at(verify([CLOUD, MATEUS], ev)) == [(len(ev), "fftcg.attack.not-a-forward")]


def test_a_controlled_card_leaving_the_field_goes_to_its_owners_break_zone():
    ev = _mateus() + [recorded("b", "break", "a.1")]
    board = board_after([CLOUD, MATEUS], ev)
    assert "a.1" in board.seat("a").broken and board.cards["a.1"].controller == "a"


def test_a_recorded_control_change():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), recorded("b", "control", "a.1")]
    assert verify([CLOUD, MATEUS], ev).violations == []
    assert board_after([CLOUD, MATEUS], ev).cards["a.1"].controller == "b"


# A character whose control changes enters its new controller's field (docs/fftcg.md, Control): the field
# rules of seed § 2.6 hold for the new controller as for a character played: "seule 1 carte du même nom [...]
# peut entrer sur le terrain (sans compter les cartes de votre adversaire)", "Vous ne pouvez pas avoir plus de 5
# Soutiens sur le terrain."

GADOTS = seat("b", hand=["1-007", "1-005", "1-033", "1-033", "1-041"], deck=["1-041", "1-050", "1-050"])


def _control_with():
    """a plays Gadot (a.1); in b's turn b plays its first card (b.1), then a recorded effect gives b control of a.1."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), recorded("b", "control", "a.1")]


def test_control_of_a_character_whose_name_the_new_controller_has_not():
    b = seat("b", hand=["1-005", "1-012", "1-033", "1-033", "1-041"], deck=["1-041", "1-050", "1-050"])
    ev = _control_with()                                            # b has Warrior of Light, takes Gadot
    assert verify([CLOUD, b], ev).violations == []
    assert board_after([CLOUD, b], ev).cards["a.1"].controller == "b"


def test_control_of_a_second_character_of_a_name_is_flagged_for_the_new_controller():
    ev = _control_with()                                            # b has its own Gadot, takes a's
    result = verify([CLOUD, GADOTS], ev)
    assert rules_at(result) == [(len(ev), "fftcg.field.same-name")]
    assert "b gains control of" in result.violations[0].message
    assert board_after([CLOUD, GADOTS], ev).cards["a.1"].controller == "b"    # as it stood at the table


# a: three fire backups (Evoker, Red Mage, Ranger) in turn 1; b: three others (Black Mage, Dajh, Chocobo Chick).
BACKUPS_A = seat("a", hand=["1-011", "1-003", "1-008", "1-020", "1-020"], deck=["1-020", "1-005", "1-005"])
BACKUPS_B = seat("b", hand=["1-010", "1-017", "1-019", "1-020", "1-020"], deck=["1-020", "1-005", "1-005"])


def _backups_then_control(*taken):
    return [draw("a", "a.6"), play("a", "a.1", disc("a.4")), play("a", "a.2", disc("a.5")),
            play("a", "a.3", disc("a.6")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.4")), play("b", "b.2", disc("b.5")),
            play("b", "b.3", disc("b.6")), *[recorded("b", "control", t) for t in taken]]


def test_control_of_backups_up_to_five():
    ev = _backups_then_control("a.1", "a.2")
    assert verify([BACKUPS_A, BACKUPS_B], ev).violations == []
    assert len(board_after([BACKUPS_A, BACKUPS_B], ev).seat("b").field) == 5


def test_control_of_a_sixth_backup_is_flagged():
    ev = _backups_then_control("a.1", "a.2", "a.3")
    assert rules_at(verify([BACKUPS_A, BACKUPS_B], ev)) == [(len(ev), "fftcg.field.backup-limit")]


# -- a card moving to the other player [ref (7.3)] ------------------------------------------------------------------

def test_a_hand_card_given_to_the_other_player_goes_to_their_hand_and_is_theirs_to_use():
    # a's Cloud moves from a's hand to b: it is in b's hand, and b may play it (b pays with a fire discard).
    b = seat("b", hand=["1-005", "1-007", "1-012", "1-020", "1-021"])
    ev = [draw("a", "a.6"), recorded("a", "give", "a.1"), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", "a.1", disc("b.1"))]
    assert verify([CLOUD, b], ev).violations == []
    board = board_after([CLOUD, b], ev)
    assert "a.1" in board.seat("b").field and board.cards["a.1"].owner == "a"


def test_a_card_the_other_player_holds_is_no_longer_yours_to_play():
    ev = [draw("a", "a.6"), recorded("a", "give", "a.1"), play("a", "a.1", disc("a.2"))]
    assert rules_at(verify([CLOUD, B], ev)) == [(3, "fftcg.play.not-in-hand")]


def test_a_deck_card_moving_to_the_other_player_goes_to_their_deck():
    ev = [draw("a", "a.6"), recorded("a", "give(top)", "a.7")]
    assert verify([CLOUD, B], ev).violations == []
    board = board_after([CLOUD, B], ev)
    assert board.seat("b").deck[0] == "a.7" and "a.7" not in board.seat("a").deck


def test_a_deck_card_recorded_as_going_to_the_other_players_hand_is_flagged():
    ev = [draw("a", "a.6"), recorded("a", "give(hand)", "a.7")]
    assert rules_at(verify([CLOUD, B], ev)) == [(2, "fftcg.zone.other-player")]
    board = board_after([CLOUD, B], ev)
    assert "a.7" in board.seat("b").deck and "a.7" not in board.seat("b").hand


def test_a_card_on_the_field_is_not_given():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), recorded("a", "give", "a.1")]
    assert rules_at(verify([CLOUD, B], ev)) == [(3, "fftcg.zone.other-player")]


# -- monsters and crystals (outside the seed: the official rules' types) ---------------------------------------------

def test_a_monster_is_played_like_a_character_and_enters_active_but_is_not_a_forward():
    # Garganzola (earth monster 1, [MANY]).
    a = seat("a", hand=["10-066", "1-093", "1-093", "1-097", "1-097"], deck=["1-097", "1-099", "1-099"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2"))]
    assert verify([a, B], ev).violations == []
    assert not board_after([a, B], ev).cards["a.1"].dull
    ev += [*to_end_of_turn("a", "b"), {"type": "Discarded", "player": "a", "cards": []}][:-1]
    ev += [draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), {"type": "Discarded", "player": "b",
                                                                 "cards": ["b.1", "b.2"]},
           draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1")]
    assert rules_at(verify([a, B], ev)) == [(len(ev), "fftcg.attack.not-a-forward")]


def test_a_crystal_is_not_played():
    a = seat("a", hand=["C-001", "1-005", "1-005", "1-007", "1-007"])
    ev = [draw("a", "a.6"), play("a", "a.1")]
    assert rules_at(verify([a, B], ev)) == [(2, "fftcg.play.wrong-type")]


def test_a_summon_played_as_a_character_is_the_wrong_type():
    a = seat("a", hand=["1-004", "1-005", "1-005", "1-007", "1-007"])
    ok = [draw("a", "a.6"), cast("a", "a.1", disc("a.2"), targets=[])]
    assert rules_at(verify([a, B], ok)) == [(2, "fftcg.target.invalid")]  # Ifrit needs a forward to target
    bad = [draw("a", "a.6"), play("a", "a.1", disc("a.2"))]
    assert rules_at(verify([a, B], bad)) == [(2, "fftcg.play.wrong-type")]
