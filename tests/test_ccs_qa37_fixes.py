"""Chrono Clash System: round 36's leftovers (the tester's logs /tmp/qa36b-ccs, kept in tests/logs/ccs_qa37/, with
variants of ours), one test or more each.

1. Three or four players, after the first round: a player takes the turn of the one whose turn it was (flagged, the
   one fault), and the player skipped then draws right after that turn, playing it late. Was: that late draw flagged
   too (``ccs.turn.not-your-turn``, "bob drew a card during dave's turn"), and the next player's after it, and, where
   the table kept that order, the next round's the same way (``4p-seats-1234-r1-ok-then-acbd``: 6 flags, 2 roots;
   ``...-alice-extra-turn-r2``: 2 flags). Now the late draw is the skipped player's turn, with a note: where the taker
   had not played yet in that round, the two changed places and the order is read from the log from there (a later
   round in the order before is the table going back to it, no fault, a note); where the taker had played (an extra
   turn), the order stays. A genuine second fault (a player skipped in a later round) is still its own root.
2. ``drake-declined-then-alice-attacks-after-turn-end``: alice's attack after her Inferno Drake's summon ended the
   turn (``ccs.gauge.turn-over``) was ``caused_by`` the Drake's missing choice
   (``ccs.summon.ability-after-turn-end``): the kept legal history left the summon out, so the turn had not ended.
   The summon's cost was paid all the same: the attack is its own root (so too with the ``TriggerResolved``
   skipped), and the reveals that attack left out (``ccs.attack.unfinished``) follow from the attack, not the Drake.
3. (W-3) A turn-order fault with three or four players quoted the two-player sentence "During your turn, you'll follow
   the steps below." (``ccs.turn.not-your-turn``). A turn begun by the wrong player in a match of 3-4 players is now
   ``ccs.turn.order-multiplayer``, quoting the Multiplayer section: "Whenever your turn ends, the counter is placed on
   the Chrono Clash gauge of the player to your left, on the number where your turn finished." (fr "du joueur sur
   votre gauche", it "del giocatore alla tua sinistra"). With two players, and for the other faults of a player
   acting in another's turn (a turn never passed, a summon out of turn), ``ccs.turn.not-your-turn`` as before.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa37")
_board = _LOGGED.board_kept


def _roots(name: str) -> list[tuple[int, str, int | None]]:
    return [(v.seq, v.rule, v.caused_by) for v in _LOGGED.verdict(name).violations]


@pytest.mark.parametrize("name", ["4p-seats-1234-abcd-3rounds-clean", "3p-abc-3rounds-clean"])
def test_ccs_qa37_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- 1. the skipped player playing late ------------------------------------------------------------------------------

def test_ccs_qa37_a_turn_taken_then_played_late_is_one_flag_and_the_order_read() -> None:
    name = "4p-seats-1234-r1-ok-then-acbd"  # a b c d | a c b d | a c b d
    assert _roots(name) == [(11, "ccs.turn.order-multiplayer", None)]
    assert any(n.startswith("seq 13: bob, whose turn carol took (flagged there), draws right after carol's turn: bob "
                            "plays that turn late, and the turn order is read from the log from there (alice, carol, "
                            "bob, dave)") for n in _LOGGED.notes(name))
    board = _board(name, 13)
    assert board.active == "bob" and [s.id for s in board.seats] == ["alice", "carol", "bob", "dave"]
    assert _board(name, 15).active == "dave" and _board(name, 19).active == "carol"


def test_ccs_qa37_an_extra_turn_then_the_skipped_player_keeps_the_order() -> None:
    name = "4p-seats-1234-r1-ok-then-alice-extra-turn-r2"  # a b c d | a b a c d | a b c d
    assert _roots(name) == [(13, "ccs.turn.order-multiplayer", None)]
    assert any(n.startswith("seq 15: carol, whose turn alice took (flagged there), draws right after alice's turn: "
                            "carol plays that turn late, and the turn order goes on from them (alice, bob, carol, "
                            "dave)") for n in _LOGGED.notes(name))
    board = _board(name, 15)
    assert board.active == "carol" and [s.id for s in board.seats] == ["alice", "bob", "carol", "dave"]
    assert _board(name, 17).active == "dave"


@pytest.mark.parametrize("name, seq, order", [
    ("4p-r2-adbc-3rounds", 11, ["alice", "dave", "bob", "carol"]),
    ("3p-r2-acb-3rounds", 9, ["alice", "carol", "bob"]),
])
def test_ccs_qa37_the_order_played_late_holds_for_the_rounds_after(name: str, seq: int, order: list) -> None:
    assert _roots(name) == [(seq, "ccs.turn.order-multiplayer", None)]
    assert [s.id for s in _board(name, seq + 2).seats] == order


@pytest.mark.parametrize("name, seq", [("4p-r2-bob-extra-turn-then-carol-late", 13),
                                       ("3p-r2-alice-extra-turn-then-bob-late", 9)])
def test_ccs_qa37_a_second_turn_in_a_row_is_one_flag(name: str, seq: int) -> None:
    assert _roots(name) == [(seq, "ccs.turn.order-multiplayer", None)]


def test_ccs_qa37_going_back_to_the_seats_order_is_no_fault() -> None:
    name = "4p-r2-acbd-then-r3-abcd"  # a b c d | a c b d | a b c d
    assert _roots(name) == [(11, "ccs.turn.order-multiplayer", None)]
    assert any(n.startswith("seq 19: bob draws after alice as in the turn order before the one read from the log at "
                            "seq 13 (alice, bob, carol, dave): the table went back to it") for n in _LOGGED.notes(name))
    assert [s.id for s in _board(name, 19).seats] == ["alice", "bob", "carol", "dave"]
    assert _board(name, 21).active == "carol"


@pytest.mark.parametrize("name, found", [
    # a b c d | a c b d | a c b a: dave skipped in round 3, a second fault
    ("4p-r2-acbd-then-dave-skipped-r3", [(11, "ccs.turn.order-multiplayer", None), (23, "ccs.turn.order-multiplayer", None)]),
    # seats a b c d, played a b d c (read from the log), then round 3 a b c a: dave skipped
    ("4p-seats-1234-played-abdc-then-dave-skipped-r3",
     [(5, "ccs.turn.order-multiplayer", None), (21, "ccs.turn.order-multiplayer", None)]),
    ("seats-contradicted-then-bob-skipped-r4", [(3, "ccs.turn.order-multiplayer", None), (21, "ccs.turn.order-multiplayer", None)]),
])
def test_ccs_qa37_a_genuine_second_fault_stays_its_own_root(name: str, found: list) -> None:
    assert _roots(name) == found


# -- 2. an attack after the Drake's summon ended the turn -------------------------------------------------------------

@pytest.mark.parametrize("name, drake, attack", [
    ("drake-declined-then-alice-attacks-after-turn-end", 9, 11),
    ("drake-skipped-then-alice-attacks-after-turn-end", 9, 10),
])
def test_ccs_qa37_an_attack_after_the_drake_ended_the_turn_is_its_own_root(name: str, drake: int, attack: int) -> None:
    res = _LOGGED.verdict(name)
    assert _roots(name) == [(drake, "ccs.summon.ability-after-turn-end", None), (attack, "ccs.gauge.turn-over", None),
                            (attack + 1, "ccs.attack.unfinished", attack)]
    assert res.root_causes == 2


def test_ccs_qa37_the_drake_twin_with_its_choice_is_the_attack_alone() -> None:
    name = "drake-targets-keeper-then-alice-attacks-after-turn-end"
    assert _roots(name) == [(10, "ccs.gauge.turn-over", None), (11, "ccs.attack.unfinished", 10)]


# -- 3. (W-3) the multiplayer turn order quotes the multiplayer section ------------------------------------------------

def test_ccs_qa37_a_turn_taken_with_three_or_four_players_quotes_the_player_to_your_left() -> None:
    from projections.chrono_clash.quotes import QUOTES
    from projections.chrono_clash.rules import RULES

    v = _LOGGED.verdict("4p-seats-1234-r1-ok-then-acbd").violations[0]
    assert (v.seq, v.rule, v.caused_by) == (11, "ccs.turn.order-multiplayer", None)
    rule = RULES["ccs.turn.order-multiplayer"]
    assert rule.ref.endswith("§ Multiplayer")
    assert rule.text.startswith("Whenever your turn ends, the counter is placed on the Chrono Clash gauge of the player "
                                "to your left")
    assert "du joueur sur votre gauche" in QUOTES["ccs.turn.order-multiplayer"]["fr"]
    assert "del giocatore alla tua sinistra" in QUOTES["ccs.turn.order-multiplayer"]["it"]


def test_ccs_qa37_two_players_keep_the_your_turn_rule() -> None:
    from ccs import draw, pass_, seat, rules_at, verify

    seats = [seat("alice"), seat("bob")]
    events = [draw("alice"), pass_("alice"), draw("alice"), pass_("alice"), draw("bob"), pass_("bob")]
    assert [r for _, r in rules_at(verify(seats, events))] == ["ccs.turn.not-your-turn"]
