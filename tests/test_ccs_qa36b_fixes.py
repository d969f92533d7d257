"""Chrono Clash System: the multiplayer findings of tester qa36 (turn order, seats, eliminations, game over), with
their clean twins. Logs in tests/logs/ccs_qa36b/ (the tester's, from /tmp/qa36-ccs/logs/, and variants made here).

FP-2. Two players deck out one after the other (3p ``3p-deckout-all-pass-recorded``, 4p
      ``4p-deckout-two-in-a-row-recorded-game-goes-on``): the engine ran both failed draws itself after the last pass,
      and the log's own records of them ("With no card, by a player whose deck was empty at the start of their turn:
      the draw that failed and eliminated them, accepted as that loss", docs/log-format.md) were ``ccs.game.over``.
      Now each recorded failed draw that matches one the engine ran, in order, is that loss recorded: clean. A
      record repeated, or a draw by the winner after them, is still ``ccs.game.over`` once.
FP-4. The winner's ``Passed`` after the winning attack (``w1-3p-win-then-pass-recorded``) was ``ccs.game.over``, while
      a concession after the end is a note. A pass does nothing: the winner closing the turn the game ended in
      changes nothing, a note. An action after it, a pass by anyone else, or the pass after a win the log only shows
      late (the table playing on, not knowing: tests/test_ccs_qa30_fixes.py) stays ``ccs.game.over`` once.
C-1.  An attack a tapped Sentinel forbade on a player with no guardians left (``3p-no-guardians-sentinel-attack-*``):
      ``ccs.attack.sentinel`` (right), but it eliminated carol, so her playing on was ``ccs.game.eliminated``, and in
      the variant alice was declared the winner while two played on. Now it is read as the other attacks the rules
      did not allow on a bare player are (docs/chrono-clash-icons.md, Readings: "An illegal attack on a player with
      no guardians left"): the defender playing on shows it eliminated no one (a note); the log going on without
      her shows it stood.
C-2.  ``3p-seats-1-3-2-played-in-list-order-4rounds``: seats alice 1, bob 3, carol 2, every round played in list order:
      11 ``ccs.turn.not-your-turn``, a new root each round; the seatless twin played the other way gets one and a note.
      Now the first round is read against the seats as a seatless log's is against the listing (engine._seat_from_log,
      Board.seats_given): one violation where the seats and the play first disagree, a note that the order is read
      from the log, and that order thereafter (taken back, as for a seatless log, when the next round keeps to the
      seats). A fault after it is judged in the order read.
R-1.  ``3p-partial-seats-collision`` (alice in seat 3, bob and carol with none) is refused (exit 2, rightly), but the
      message named ``$.players[2].seat``, a field carol does not have. Now it names her (``$.players[2]``): her seat
      is left out, so it is taken as her place in the list (3), which is alice's: give every player a seat.
W-4.  ``ccs.game.eliminated`` quoted "Players can be eliminated from the game in one of two ways:", the lead-in to the
      two ways, not what went wrong. Now: "Players can be eliminated from the game … The last player standing wins
      the game!" (the same section, in the three manuals): out of the game, which is won without them.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa36b")


# -- FP-2 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa36b_fp2_two_failed_draws_in_a_row_recorded_are_those_losses() -> None:
    res = _LOGGED.verdict("3p-deckout-all-pass-recorded")
    assert res.violations == [] and res.winner == "carol"
    res = _LOGGED.verdict("4p-deckout-two-in-a-row-recorded-game-goes-on")
    assert res.violations == [] and res.winner == "dave"


def test_ccs_qa36b_fp2_twins_stay_clean() -> None:
    for name, winner in (("3p-deckout-all-pass-unrecorded", "carol"), ("3p-deckout-only-alice-recorded", "carol"),
                         ("2p-deckout-failed-draw-recorded", "bob")):
        res = _LOGGED.verdict(name)
        assert res.violations == [] and res.winner == winner, name


def test_ccs_qa36b_fp2_a_failed_draw_recorded_twice_or_a_draw_after_them_is_after_the_end() -> None:
    # alice's record twice (247, 248), then bob's (249): the second of alice's is no loss the engine ran.
    assert _LOGGED.found("3p-deckout-alice-recorded-twice") == [(248, "ccs.game.over")]
    # both records, then carol (the winner) draws at 249.
    res = _LOGGED.verdict("3p-deckout-both-recorded-then-carol-draws")
    assert [(v.seq, v.rule) for v in res.violations] == [(249, "ccs.game.over")] and res.winner == "carol"


# -- FP-4 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa36b_fp4_the_winners_pass_after_the_winning_attack_is_a_note() -> None:
    res = _LOGGED.verdict("w1-3p-win-then-pass-recorded")
    assert res.violations == [] and res.winner == "alice"
    assert any(n.startswith("seq 64: alice passed after the game was over") for n in map(str, res.notes))
    twin = _LOGGED.verdict("w1-3p-13turns-bob-then-carol-clean")
    assert twin.violations == [] and twin.result == res.result


def test_ccs_qa36b_fp4_an_event_after_that_pass_is_still_after_the_end() -> None:
    # the same, then alice draws at 65: the table played on.
    res = _LOGGED.verdict("w1-3p-win-then-pass-then-draw")
    assert [(v.seq, v.rule) for v in res.violations] == [(65, "ccs.game.over")] and res.winner == "alice"


# -- C-1 --------------------------------------------------------------------------------------------------------------

_SENTINEL = (42, "ccs.attack.sentinel")


def test_ccs_qa36b_c1_an_attack_the_sentinel_forbade_on_a_bare_player_who_plays_on_eliminates_no_one() -> None:
    res = _LOGGED.verdict("3p-no-guardians-sentinel-attack-only-carol-plays-on")
    assert [(v.seq, v.rule) for v in res.violations] == [_SENTINEL]
    assert res.winner is None and res.root_causes == 1
    assert any(n.startswith("seq 42: Flame Lancer (alice.6) attacked carol") and "eliminated no one" in n
               for n in map(str, res.notes))
    # the same turn, alice also eliminates bob legally: alice and carol remain, no winner.
    res = _LOGGED.verdict("3p-no-guardians-but-sentinel-attack-then-carol-plays-on")
    assert [(v.seq, v.rule) for v in res.violations] == [_SENTINEL] and res.winner is None
    board = _LOGGED.board_kept("3p-no-guardians-but-sentinel-attack-then-carol-plays-on", res.events)
    assert [s.id for s in board.seats if not s.eliminated] == ["alice", "carol"]


def test_ccs_qa36b_c1_twins() -> None:
    # carol never plays on: the attack stood at the table, she is out, alice wins (as before).
    res = _LOGGED.verdict("3p-no-guardians-but-sentinel-attack-carol-gone")
    assert [(v.seq, v.rule) for v in res.violations] == [_SENTINEL] and res.winner == "alice"
    res = _LOGGED.verdict("3p-no-guardians-sentinel-clean")
    assert res.violations == [] and res.winner is None
    # the control: an attacker summoned this turn, the same reading.
    res = _LOGGED.verdict("3p-no-guardians-summoned-this-turn-attacker-then-carol-plays-on")
    assert [(v.seq, v.rule) for v in res.violations] == [(43, "ccs.attack.summoned-this-turn")]
    assert res.winner is None


# -- R-1 --------------------------------------------------------------------------------------------------------------

def test_ccs_qa36b_r1_a_seat_left_out_that_collides_names_the_player_without_one() -> None:
    import pytest

    from ledger.errors import LogError
    from ledger.log import read_log

    with pytest.raises(LogError) as exc:
        read_log(_LOGGED.logs / "3p-partial-seats-collision.jsonl")
    err = exc.value
    assert (err.line, err.field) == (1, "$.players[2]")
    assert str(err).endswith("carol's seat is left out, so it is taken as their place in the list (3), which is "
                             "alice's seat: give every player a seat")
    # alice alone seated, in seat 1 (her place in the list): no collision, read.
    assert _LOGGED.verdict("3p-partial-seats-only-first").violations == []


# -- W-4 --------------------------------------------------------------------------------------------------------------

def test_ccs_qa36b_w4_an_eliminated_player_acting_quotes_eliminated_from_the_game() -> None:
    from projections import ruletexts

    assert ruletexts.quote("chrono-clash", "ccs.game.eliminated") == (
        "Players can be eliminated from the game … The last player standing wins the game!")
    assert ruletexts.quote("chrono-clash", "ccs.game.eliminated", "it") == (
        "Un giocatore può essere eliminato dal gioco … L'ultimo giocatore rimasto in gioco è il vincitore!")
    assert "one of two ways" not in ruletexts.quote("chrono-clash", "ccs.game.eliminated")
    assert ruletexts.citation("chrono-clash", "ccs.game.eliminated").endswith("section The Path to Victory")


# -- C-2 --------------------------------------------------------------------------------------------------------------

_TURN = "ccs.turn.order-multiplayer"  # (qa37: a turn begun by the wrong player, 3-4 players; was ccs.turn.not-your-turn)


def test_ccs_qa36b_c2_seats_the_log_contradicts_from_the_first_round_are_one_violation() -> None:
    # seats alice 1, bob 3, carol 2; every round played alice, bob, carol.
    res = _LOGGED.verdict("3p-seats-1-3-2-played-in-list-order-4rounds")
    assert [(v.seq, v.rule) for v in res.violations] == [(3, _TURN)] and res.root_causes == 1
    assert any(n.startswith("seq 5: carol draws for their first turn after bob") and "(alice, bob, carol)" in n
               and "seats disagree" in n for n in map(str, res.notes))
    board = _LOGGED.board_kept("3p-seats-1-3-2-played-in-list-order-4rounds", 24)
    assert [s.id for s in board.seats] == ["alice", "bob", "carol"]
    # the seatless twin played the other way: one violation and its note, as before
    assert _LOGGED.found("3p-noseats-played-other-way-4rounds") == [(3, _TURN)]


def test_ccs_qa36b_c2_clean_twin_and_the_tester_seat_logs() -> None:
    assert _LOGGED.found("3p-seats-1-2-3-played-in-list-order-4rounds") == []
    assert _LOGGED.found("3p-seats-out-of-list-order-clean") == []
    # (were 3 violations each, one root)
    assert _LOGGED.found("3p-seats-out-of-list-order-listorder-played") == [(3, _TURN)]
    assert _LOGGED.found("3p-first-carol-then-bob-wrong-direction") == [(3, _TURN)]


def test_ccs_qa36b_c2_a_fault_after_the_order_read_is_judged_in_that_order() -> None:
    # the same, carol taking bob's turn in round 3: judged as the log seated as played judges it.
    found = _LOGGED.found("3p-seats-1-3-2-list-order-carol-jumps-r3")
    assert found[0] == (3, _TURN) and (15, _TURN) in found
    assert found[1:] == _LOGGED.found("3p-seats-1-2-3-list-order-carol-jumps-r3")
