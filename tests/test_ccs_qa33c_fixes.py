"""Chrono Clash System: the round-33 regression tester's findings on this round's readings (qa33c-ccs), one test or
more each.

F2. A ``TriggerResolved`` of the defender's guardian written by the attacker (``"player": "alice"``) right after a
    reveal that left ``resolve`` out: the new reading took it as the defender resolving it (exit 0, bob's guardian draw
    carried out on alice's record). The seed: "your opponent has the option to resolve it now, or ignore it". Now the
    reading is the guardian owner's only: another player's record is ``ccs.ability.no-pending``, as after a
    ``resolve: true`` reveal (and as before the round).
F4. A full-order log (the stack order known): bob.5 revealed twice for Flame Lancer, then the log moves on. The
    second reveal was read as bob.4's (Magma Brute, though it says "Ember Squire"): the Lancer destroyed, its later
    legal attack ``ccs.attack.not-your-battler`` and the reveal of bob.4 ``ccs.log.unknown-card`` (4 violations).
    Now the reading is a paper log's only, and only when the name the reveal gives fits the next guardian: the
    duplicate and the attack left unfinished (one group), the Lancer alive.
F5. A paper log: bob.5 revealed twice for Flame Lancer (+1 Guardian Attack), the log moving on; the next attack
    reveals bob.4, then bob.3. The second-reveal reading had taken bob.4 as fought: ``ccs.log.unknown-card`` at 9,
    15 and 16 and a false note at 16 ("bob.3 named again", with the wrong card's name). Now the defender revealing
    the very guardian that reading took shows the table never fought it: it goes back on top of the stack, hidden,
    and the reading's note is taken back; the duplicate (9) is the one fault. The twin without the duplicate had a
    like slip, already there: the left-out reveal's reading discarded another hidden card than the bob.4 the log
    reveals next (``ccs.log.unknown-card`` at 15 for bob.3); now a paper log's reveal of the very guardian an attack
    cut short still owed shows it is still there (as in a full-order log): only ``ccs.attack.unfinished`` (9).
F6. Three players, no seats, listed alice, carol, bob (the table's order): alice took bob's first turn, then the table
    followed the listing. The turn order was read from bob's one draw (alice, bob, carol) and never checked: 7
    ``ccs.turn.not-your-turn`` (1 before the round); the older reading likewise (2e: 6). Now an order read from the log
    holds once the next round confirms it: a turn there that follows the listing and not the order read takes the
    reading and its note back, the one fault left (5; 3 in 2e).
F8. A clean seatless log in the listed order, each turn ended by a pass, noted that a player "drew out of the listed
    order" (the drawer, already the active player in the draw step, was compared with the one after them). No note.
6.  (Left open by the round's first fixer.) sample_logs/chrono_clash/three-players-quests.jsonl with bob's second
    turn skipped (his draw and pass deleted, his later draws the cards he would have drawn): carol took the turn on
    the counter where alice's turn had finished (bob's 1), so her plays were ``ccs.gauge.turn-over`` at 13 and 15 and
    alice's turn after never over (``ccs.turn.not-your-turn`` at 22): 4 violations, with or without seats. The table
    counted bob's turn as passed (carol on 3). Now a third player taking a turn after one ended on the gauge plays on
    a counter somewhere from where the turn began to 3 (the turn's end, where it only may be, taken from the log): the
    one fault, 11. Carol playing past the 3 is still ``ccs.gauge.turn-over``; the player whose turn ended drawing
    again keeps the counter where they left it (test_ccs_qa9_fixes).
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa33c")


def _final(name: str):
    """The board at the end of log ``name``, as replay shows it."""
    from ledger.log import read_log
    from projections import core

    log = read_log(_LOGGED.path(name))
    return core.board_at(log, len(log.events))


_notes = _LOGGED.notes


def _groups(name: str) -> list[tuple[int, str, int | None]]:
    return [(v.seq, v.rule, v.caused_by) for v in _LOGGED.verdict(name).violations]


@pytest.mark.parametrize("name", ["6_noresolve_no_trigres_clean", "5d_full_lancer_clean"])
def test_ccs_qa33c_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- F2. a TriggerResolved of the defender's guardian by the attacker ------------------------------------------------

@pytest.mark.parametrize("name", ["6a_trigres_by_attacker", "6a_trigres_by_attacker_then_bob_draws_12",
                                  "6f_resolve_true_trigres_by_attacker"])
def test_ccs_qa33c_f2_attackers_trigger_record_is_no_pending(name: str) -> None:
    found = _LOGGED.found(name)
    assert found[0] == (8, "ccs.ability.no-pending")
    assert "waiting for alice" in _LOGGED.verdict(name).violations[0].message
    assert not any("taken as resolved" in n for n in _notes(name))


def test_ccs_qa33c_f2_attackers_record_does_not_draw_for_the_defender() -> None:
    # The guardian's draw is not carried out on alice's record: bob's hand holds his turn's draws only.
    b = _final("6a_trigres_by_attacker_then_bob_draws_12")
    assert "bob.13" not in b.seat("bob").hand
    assert _LOGGED.found("6a_trigres_by_attacker_then_bob_draws_12") == [(8, "ccs.ability.no-pending")]


# -- F4. a full-order log's guardian revealed twice, then the log moving on -----------------------------------------

@pytest.mark.parametrize("name", ["5d_full_lancer_bob5_twice_then_lancer_attacks_bob4",
                                  "5d_full_lancer_bob5_twice_noname_then_lancer_attacks_bob4"])
def test_ccs_qa33c_f4_full_order_duplicate_reveal_is_not_the_next_guardian(name: str) -> None:
    assert _groups(name) == [(8, "ccs.log.unknown-card", None), (9, "ccs.attack.unfinished", 8)]
    assert not any("it was the reveal of the next guardian" in n for n in _notes(name))
    b = _final(name)
    # The Lancer the table kept: it attacked again at 13 and Magma Brute (bob.4, 6) destroyed it there.
    assert b.cards["bob.4"].zone == "discard"
    assert b.cards["alice.6"].zone == "discard"
    # Against the twin without the duplicate: the same board.
    twin = _final("5d_full_lancer_unfinished_then_lancer_attacks_bob4")
    assert {k: v.zone for k, v in b.cards.items()} == {k: v.zone for k, v in twin.cards.items()}


def test_ccs_qa33c_f4_lancer_alive_after_the_duplicate() -> None:
    from ledger.log import read_log
    from projections import core

    log = read_log(_LOGGED.path("5d_full_lancer_bob5_twice_then_lancer_attacks_bob4"))
    b = core.board_at(log, 12)
    assert b.cards["alice.6"].zone == "battlefield"
    assert b.cards["bob.4"].zone == "guardians"


# -- F6. a turn order read from the log, then the next round following the listing ----------------------------------

@pytest.mark.parametrize("name, first", [("2a_noseat_alice_takes_bobs_turn_then_listed_order", 5),
                                         ("2e_noseat_carol_jumps_bob_r1_then_listed", 3)])
def test_ccs_qa33c_f6_order_read_then_listing_kept_is_one_fault(name: str, first: int) -> None:
    assert _LOGGED.found(name) == [(first, "ccs.turn.order-multiplayer")]
    assert not any("the turn order is read from the log" in n for n in _notes(name))


def test_ccs_qa33c_f6_seats_twins_unchanged() -> None:
    # The seated twin: read as the seatless one (qa36 C-2: the order the log shows in the first round is read against
    # the seats too, and taken back as here when the next round keeps to them): one fault, the seats' order kept.
    # (Was 5 and 7: the reading was a seatless log's only.)
    assert _LOGGED.found("2a_seats_alice_takes_bobs_turn_then_listed_order") == [(5, "ccs.turn.order-multiplayer")]
    assert [s.id for s in _final("2a_seats_alice_takes_bobs_turn_then_listed_order").seats] == ["alice", "carol", "bob"]
    assert [s.id for s in _final("2a_noseat_alice_takes_bobs_turn_then_listed_order").seats] == ["alice", "carol", "bob"]
    assert [s.id for s in _final("2e_noseat_carol_jumps_bob_r1_then_listed").seats] == ["alice", "bob", "carol"]


def test_ccs_qa33c_f6_order_read_and_confirmed_stays() -> None:
    # The round's own case: bob's first turn skipped, the next round in the order read (alice, bob, carol).
    name = "2b_noseat_bob_skipped_read_from_log"
    assert _LOGGED.found(name) == [(5, "ccs.turn.order-multiplayer")]
    assert any("the turn order is read from the log (alice, bob, carol)" in n for n in _notes(name))
    assert [s.id for s in _final(name).seats] == ["alice", "bob", "carol"]


# -- F8. no note of an order read from the log when the log follows the listing -------------------------------------

@pytest.mark.parametrize("name", ["2f_noseat_listed_abc_clean", "2a_noseat_listed_order_clean"])
def test_ccs_qa33c_f8_listed_order_clean_has_no_order_note(name: str) -> None:
    assert _LOGGED.found(name) == []
    assert not any("out of the listed order" in n or "turn order is read" in n for n in _notes(name))


# -- 6. a third player takes the turn of one skipped after a turn ended on the gauge --------------------------------

@pytest.mark.parametrize("name", ["q6_3p_quests_clean", "q6_3p_quests_noseat_clean"])
def test_ccs_qa33c_6_sample_twins_clean(name: str) -> None:
    assert _LOGGED.found(name) == []
    assert "alice wins" in str(_LOGGED.verdict(name).result)


@pytest.mark.parametrize("name", ["q6_3p_quests_bob_second_turn_skipped", "q6_3p_quests_bob_second_turn_skipped_noseat"])
def test_ccs_qa33c_6_skipped_second_turn_is_one_fault(name: str) -> None:
    assert _LOGGED.found(name) == [(11, "ccs.turn.order-multiplayer")]
    assert "alice wins: 5 quest points" in str(_LOGGED.verdict(name).result)
    # carol's plays in the turn she took stood: her battlers in play as in the twin.
    b, twin = _final(name), _final("q6_3p_quests_clean")
    assert sorted(b.seat("carol").battlefield) == sorted(twin.seat("carol").battlefield)


def test_ccs_qa33c_6_playing_past_three_in_the_turn_taken_is_still_flagged() -> None:
    found = _LOGGED.found("q6_3p_quests_bob_skipped_carol_plays_past_the_end")
    assert found[:2] == [(11, "ccs.turn.order-multiplayer"), (16, "ccs.gauge.turn-over")]


# -- F5. a paper log's guardian revealed twice, the guardian taken as the next one revealed later -------------------

def test_ccs_qa33c_f5_guardian_taken_then_revealed_is_one_fault() -> None:
    name = "5e_lancer_twice_then_bob4_revealed_later"
    assert _LOGGED.found(name) == [(9, "ccs.log.unknown-card")]
    assert not any("again, already revealed for this attack" in n for n in _notes(name))
    b = _final(name)
    # bob.4 and bob.3 fought in the second attack, bob.2 and bob.1 still on the stack; the Lancer alive.
    assert [x for x in b.seat("bob").guardians] == ["bob.2", "bob.1"]
    assert {x: b.cards[x].zone for x in ("bob.5", "bob.4", "bob.3")} == dict.fromkeys(("bob.5", "bob.4", "bob.3"), "discard")
    assert b.cards["alice.6"].zone == "battlefield"


def test_ccs_qa33c_f5_twin_unfinished_then_owed_guardian_revealed() -> None:
    name = "5e_lancer_unfinished_then_bob4_revealed_later"
    assert _LOGGED.found(name) == [(9, "ccs.attack.unfinished")]
    assert not any("was fought then and discarded" in n for n in _notes(name))
    b = _final(name)
    assert [x for x in b.seat("bob").guardians] == ["bob.2", "bob.1"]
    assert b.cards["alice.6"].zone == "battlefield"
