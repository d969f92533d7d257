"""Chrono Clash System: leftovers of round 38 (the testers' logs /tmp/qa38h-desk and /tmp/qa38d-ccs, kept in
tests/logs/ccs_qa38c/), one test or more each.

1. qa38h-desk, side observation: ``three-players-quests`` with every ``AttackDeclared.defender`` left out
   (``3p-quests-no-defenders``, twin ``3p-quests-full``). Not a false negative: docs/log-format.md (``AttackDeclared``:
   "left out, the opponent who reveals a guardian in the very next event is the defender, with a note; else
   ``ccs.attack.target-not-enemy``") and docs/chrono-clash-icons.md (Readings: "An attack on a guardian stack that
   names no defender") read each of its ten attacks from the reveal right after it, with a note each, and the
   boards from the reveal on are the full log's. What was wrong: replay of the board right after such an attack
   (``--at 15``) showed no attack at all, the attack waiting for the next event to say whom it was on. Now that
   board shows the attack under way against the opponent who reveals next, as the verdict reads it. The four-player
   log so stripped (``4p-no-defenders``, twin ``4p-full``) was flagged where no reveal shows the defender (107, 113,
   114); since round 39 those attacks are read from the later evidence (tests/test_ccs_qa39_fixes.py) and the
   stripped log is clean, alice winning as in the twin.
2. qa38d-ccs C4, ``no-turn1-draw-nosetup-FAULT`` and ``setup-hands-then-no-turn1-draw-FAULT``: alice passes her
   turn 1 without drawing (``ccs.turn.draw-step``, right). The engine draws her top card (alice.11) for her there;
   her next turn's draw names alice.11, the card the table left on top. Before: that lawful draw was flagged too
   (``ccs.draw.not-top``, "already in alice's hand"). Now it is read as the table drew it, from the top, with a
   note; one violation. Twins with the turn-1 draw made are clean; a later draw from under the top is still flagged.
3. qa38d-ccs O3, ``quest-after-turn-over-decides-win`` (tests/logs/ccs_qa38/ccs-quest-summoned-seq7) and
   ``quest-in-bobs-turn-decides-win``: a quest flagged at its seq (``ccs.gauge.turn-over``, ``ccs.turn.not-your-turn``)
   stood at the table and is carried out as recorded, so its point counts and alice reaches 5. Before: "alice wins: 5
   quest points", as if nothing were wrong. Now the result says the win rests on the flagged quest: "alice wins: 5
   quest points (the quest at seq 7 was flagged)". The twin (``win-quests-clean``, the quest in its place) keeps the
   plain result.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa38c")


# -- 1. Attacks whose defender the log leaves out, 3 and 4 players ---------------------------------------------------

def test_three_players_no_defenders_read_from_the_next_reveal_with_notes():
    result = _LOGGED.verdict("3p-quests-no-defenders")
    assert result.violations == [] and result.winner == "alice"
    notes = [str(n) for n in result.notes]
    unnamed = [n for n in notes if "does not name the opponent" in n]
    assert len(unnamed) == 10
    assert ("seq 15: the log does not name the opponent Wave Sentinel (carol.9) attacks: bob, who reveals a guardian "
            "next, is taken as the defender") in notes


def test_three_players_full_twin_is_clean_without_such_notes():
    result = _LOGGED.verdict("3p-quests-full")
    assert result.violations == [] and result.winner == "alice"
    assert not any("does not name the opponent" in str(n) for n in result.notes)


def test_the_board_right_after_an_attack_with_no_defender_shows_the_attack():
    stripped = _LOGGED.board_kept("3p-quests-no-defenders", 15)
    full = _LOGGED.board_kept("3p-quests-full", 15)
    assert stripped.attack is not None
    assert (stripped.attack.attacker, stripped.attack.defender) == ("carol.9", "bob")
    assert (stripped.attack.attacker, stripped.attack.defender, stripped.attack.remaining) == (
        full.attack.attacker, full.attack.defender, full.attack.remaining)
    for seq in (16, 29, 30, 88):
        a, b = _LOGGED.board_kept("3p-quests-no-defenders", seq), _LOGGED.board_kept("3p-quests-full", seq)
        assert a.attack == b.attack
        assert [(s.id, s.hand, s.guardians, s.battlefield, s.quest_points) for s in a.seats] == [
            (s.id, s.hand, s.guardians, s.battlefield, s.quest_points) for s in b.seats]


def test_four_players_no_defenders_read_from_the_later_evidence():
    # Round 39: at 107 dave attacks with alice and carol both with no guardian left and no reveal: alice plays on
    # at 109, so it was carol, eliminated; 113 and 114 are alice's two such attacks on bob and dave, the two left
    # with none: one each, both out, and alice wins as in the full twin (tests/test_ccs_qa39_fixes.py).
    result = _LOGGED.verdict("4p-no-defenders")
    assert result.violations == [] and result.winner == "alice"


def test_four_players_full_twin_is_clean_and_alice_wins():
    result = _LOGGED.verdict("4p-full")
    assert result.violations == [] and result.winner == "alice"


# -- 2. The turn-1 draw left out, the card then drawn next turn -------------------------------------------------------

def test_skipped_turn1_draw_then_that_card_drawn_is_one_fault():
    for name, seq, later in (("no-turn1-draw-nosetup-FAULT", 1, 4), ("setup-hands-then-no-turn1-draw-FAULT", 11, 14)):
        result = _LOGGED.verdict(name)
        assert [(v.seq, v.rule) for v in result.violations] == [(seq, "ccs.turn.draw-step")], name
        assert (f"seq {later}: alice draws Shadow Stalker (alice.11), the card left on top of their deck when their "
                "turn before went without its draw (flagged then): the table drew it now, not then") in [
                    str(n) for n in result.notes]
        alice = _LOGGED.board_kept(name, later).seat("alice")
        assert "alice.11" in alice.hand and alice.deck[0] == "alice.12"
        twin = _LOGGED.board_kept(name.replace("no-turn1-draw-FAULT", "turn1-draw-clean").replace(
            "nosetup-FAULT", "nosetup-clean"), later + 1).seat("alice")
        # the table's board: alice holds one card more than her hand, the deck one fewer (the twin drew twice)
        assert len(alice.hand) == len(twin.hand) - 1 and len(alice.deck) == len(twin.deck) + 1


def test_the_clean_twins_with_the_turn1_draw_are_clean():
    for name in ("no-turn1-draw-nosetup-clean", "setup-hands-then-turn1-draw-clean"):
        result = _LOGGED.verdict(name)
        assert result.violations == [], name
        assert not any("left on top" in str(n) for n in result.notes)


def test_a_later_draw_from_under_the_top_after_the_skipped_draw_is_still_flagged():
    assert _LOGGED.found("no-turn1-draw-then-under-top-FAULT") == [(1, "ccs.turn.draw-step"), (4, "ccs.draw.not-top")]


# -- 3. A win that rests on a flagged quest ----------------------------------------------------------------------------

def test_a_win_decided_by_a_flagged_quest_says_so():
    for name, seq, rule in (("quest-after-turn-over-decides-win", 7, "ccs.gauge.turn-over"),
                            ("quest-in-bobs-turn-decides-win", 8, "ccs.turn.not-your-turn")):
        result = _LOGGED.verdict(name)
        assert [(v.seq, v.rule) for v in result.violations] == [(seq, rule)], name
        assert result.winner == "alice"
        assert str(result.result) == f"alice wins: 5 quest points (the quest at seq {seq} was flagged)"


def test_the_clean_twin_wins_on_plain_quest_points():
    result = _LOGGED.verdict("win-quests-clean")
    assert result.violations == [] and result.winner == "alice"
    assert str(result.result) == "alice wins: 5 quest points"
