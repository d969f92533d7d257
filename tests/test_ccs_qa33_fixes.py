"""Chrono Clash, round 33: the findings left over from round 32 (the testers' logs lost, rebuilt from their clean twins
and neighbours in tests/logs/ccs_qa32c/ and ccs_qa32d/).

1. A guardian taken as fought (its GuardianRevealed left out) fights as a revealed one would: the top guardian that
   destroys the attacker destroys it, so the dead attacker's later quest is flagged (before: excused).
2. Three players without seats, listed alice, carol, bob; the table sits alice, bob, carol and bob's first turn is
   skipped, so the log's first round agrees with the listing and differs only from round 2: one
   ccs.turn.not-your-turn, the order read from the log (it was 30 violations and a wrong quest count).
6. An attack on a player out of the game (three players), then her reveal for it: one ccs.attack.target-not-enemy,
   the reveal part of it (it was also ccs.game.eliminated); her later play is still flagged.
5. An attack naming the quest card as its `battler`: one ccs.attack.target-not-enemy, the attack taken as on the
   battler that card is on (it was three: the reveal unexpected, the next attacker taken as tapped).
4. A paper log's second reveal for an attack naming the guardian just revealed: one ccs.log.unknown-card; the log
   moving on shows it was the next guardian's reveal (it was also ccs.attack.unfinished).
3. A TriggerResolved of the guardian just revealed without `resolve: true` (left out, or false): the ability taken
   as resolved, a note (it was ccs.ability.no-pending and, the guardian's draw not made, ccs.draw.not-top). No schema
   change: left out and false read alike.
7. Slips (bench/slips.py): where two legal histories of a flagged event tie, projections.causes keeps the one that
   explains more of the later violations (CAUSES_TIE_EXPLAINS, Chrono Clash only), not leaving the event out: a
   reveal recorded two events early is one root, not also ccs.attack.unfinished (4,210/389 -> 4,335/264).
"""

from __future__ import annotations

import pytest

from tests.ccs import Logged

L = Logged("ccs_qa33")


# -- 1: b5_full_no_guardian_reveal (seq 30, bob.5 Radiant Seer, strength 2, left out after the attack of alice.7
# -- Gatekeeper, strength 2) with alice.7 then sent on a quest: after the reveal that shows bob.5 was fought (seq 37),
# -- and before it (seq 36): the quest is by a battler no longer in play, as in the clean twin -----------------------

def test_1_a_guardian_taken_as_fought_destroys_the_attacker():
    assert L.found("b5_noreveal_dead_gatekeeper_quests") == [(30, "ccs.attack.unfinished"),
                                                             (38, "ccs.quest.not-your-battler")]
    assert L.found("b5_noreveal_dead_gatekeeper_quests_early") == [(30, "ccs.attack.unfinished"),
                                                                   (36, "ccs.quest.not-your-battler")]
    # the twin with the reveal: the same quest, the same fault
    assert L.found("b5_dead_gatekeeper_quests") == [(39, "ccs.quest.not-your-battler")]
    for name in ("b5_noreveal_dead_gatekeeper_quests", "b5_noreveal_dead_gatekeeper_quests_early"):
        v = L.verdict(name)
        assert "alice wins" in str(v.result), name
        assert v.result == L.verdict("b5_dead_gatekeeper_quests").result


def test_1_the_board_after_the_guardian_taken_as_fought():
    from ledger.log import read_log
    from projections import core

    for name, quest_at in (("b5_noreveal_dead_gatekeeper_quests", 38),
                           ("b5_noreveal_dead_gatekeeper_quests_early", 36)):
        log = read_log(L.path(name))
        board = core.board_at(log, 38)  # before alice.8 discards alice.16 (seq 39)
        assert board.cards["alice.7"].zone == "discard", name
        # the quest card stays in the hand: the quest of a battler not in play places none
        assert board.cards["alice.16"].zone == "hand", name
        assert board.cards["bob.5"].zone == "discard", name


# -- 2: three-players-quests.jsonl without seats, listed alice, carol, bob, bob's first turn left out (his deck ids
# -- one on): the draw in his place (alice's, seq 6) is the one fault; his first draw right after alice's shows he sits
# -- after her ---------------------------------------------------------------------------------------------------------

def test_2_a_first_turn_skipped_without_seats_is_one_violation():
    v = L.verdict("h6_noseat_skip_bob_r1")
    assert [(x.seq, x.rule) for x in v.violations] == [(6, "ccs.turn.order-multiplayer")]
    assert v.result == L.verdict("h6_noseat_clean").result
    assert "5 quest points" in str(v.result)
    assert any("the turn order is read from the log (alice, bob, carol), bob's first turn skipped" in str(n)
               for n in v.notes)
    # the twins: with the seats, the fault is carol's draw in bob's turn; without the fault, nothing
    assert L.found("h6_seats_skip_bob_r1") == [(3, "ccs.turn.order-multiplayer")]
    assert L.found("h6_noseat_clean") == []


# -- 6: g13_3p_attack_eliminated (ccs_qa32c) with carol's reveal just after alice's attack on her (carol.1, already in
# -- her discard pile, or no card named) ----------------------------------------------------------------------------

def test_6_the_reveal_of_a_player_out_of_the_game_attacked_is_part_of_that_fault():
    for name in ("g13_3p_attack_eliminated_then_reveal", "g13_3p_attack_eliminated_then_reveal_no_card"):
        v = L.verdict(name)
        assert [(x.seq, x.rule) for x in v.violations] == [(22, "ccs.attack.target-not-enemy")], name
        assert any("out of the game, revealed a guardian for the attack on them" in str(n) for n in v.notes), name
    assert L.found("g13_3p_attack_eliminated") == [(22, "ccs.attack.target-not-enemy")]
    # her own play later is a fault of its own, flagged as ever
    assert L.found("g13_3p_attack_eliminated_then_reveal_then_draws") == [(22, "ccs.attack.target-not-enemy"),
                                                                          (27, "ccs.game.eliminated")]


# -- 5: a1_brute_attacks_quest_card_while_taunt_tapped_clean (ccs_qa32c) with the attack at seq 15 naming bob.8, the
# -- quest card on bob.7, as its battler ---------------------------------------------------------------------------

def test_5_an_attack_naming_the_quest_card_is_one_violation():
    v = L.verdict("a1_attack_names_quest_card")
    assert [(x.seq, x.rule) for x in v.violations] == [(15, "ccs.attack.target-not-enemy")]
    assert "taken as on Grove Keeper (bob.7)" in str(v.violations[0].message)
    assert v.result == L.verdict("a1_attack_quest_clean").result
    assert L.found("a1_attack_quest_clean") == []
    from ledger.log import read_log
    from projections import core

    board = core.board_at(read_log(L.path("a1_attack_names_quest_card")), 16)
    assert board.cards["bob.8"].zone == "discard"  # the quest card fought as a guardian
    assert board.cards["bob.7"].quest == ()


# -- 4: pg_clean (ccs_qa32d, a paper log) with the second reveal for Flame Lancer's first attack (seq 9) naming bob.5
# -- again; its twin, a reveal recorded twice (bob.5, bob.5, then bob.4) ---------------------------------------------

def test_4_a_second_reveal_naming_the_first_is_one_violation():
    from ledger.log import read_log
    from projections import core

    v = L.verdict("pg_second_reveal_same_id")
    assert [(x.seq, x.rule) for x in v.violations] == [(9, "ccs.log.unknown-card")]
    assert any("it was the reveal of the next guardian" in str(n) for n in v.notes)
    assert v.result == L.verdict("pg_clean").result
    assert "alice wins" in str(v.result)
    board = core.board_at(read_log(L.path("pg_second_reveal_same_id")), 10)
    assert len(board.seat("bob").guardians) == 3  # two guardians fought, as in the clean log
    assert len(core.board_at(read_log(L.path("pg_clean")), 10).seat("bob").guardians) == 3
    assert L.found("pg_reveal_recorded_twice") == [(9, "ccs.log.unknown-card")]
    assert L.found("pg_clean") == []


# -- 3: f8_attack_trigres_clean / f8_quest_trigres_clean (ccs_qa32c) with `resolve` left out (or false) at the reveal:
# -- Stormwatch Giant (Guardian: draw 1), Wave Sentinel (Guardian: gain 2 time) --------------------------------------

def test_3_a_trigger_resolved_after_a_reveal_without_resolve_takes_it_as_resolved():
    from ledger.log import read_log
    from projections import core

    for name, clean in (("f8_attack_resolve_left_out_trigres", "f8_attack_trigres_clean"),
                        ("f8_attack_resolve_false_trigres", "f8_attack_trigres_clean"),
                        ("f8_quest_resolve_left_out_trigres", "f8_quest_trigres_clean")):
        v = L.verdict(name)
        assert v.violations == [], name
        assert any("records that it was: it is taken as resolved" in str(n) for n in v.notes), name
        assert L.found(clean) == []
        # the board as in the clean log: the guardian's draw made (bob drew bob.12 by it)
        end = len(read_log(L.path(name)).events)
        assert core.board_at(read_log(L.path(name)), end).seat("bob").hand == \
            core.board_at(read_log(L.path(clean)), end).seat("bob").hand, name
    # genuine faults still flagged: a second record, targets the ability does not ask for
    assert L.found("f8_attack_resolve_left_out_trigres_twice") == [(9, "ccs.ability.no-pending")]
    assert L.found("f8_attack_resolve_left_out_trigres_targets") == [(8, "ccs.ability.target")]


# -- 7: one-slip variants of sample logs (bench/slips.py, kind mv): a reveal moved two events earlier (three and four
# -- players), a pass moved two earlier: one root, the later violation its consequence -----------------------------

@pytest.mark.parametrize("name, root, follows", [
    ("slip_3p_mv32_reveal_two_early", (30, "ccs.guardian.unexpected"), (33, "ccs.attack.unfinished")),
    ("slip_3p_mv45_reveal_two_early", (43, "ccs.guardian.unexpected"), (46, "ccs.attack.unfinished")),
    ("slip_4p_mv19_reveal_two_early", (17, "ccs.guardian.unexpected"), (20, "ccs.attack.unfinished")),
    ("slip_2p_mv4_pass_two_early", (2, "ccs.turn.not-your-turn"), (5, "ccs.turn.not-your-turn")),
])
def test_7_a_slip_is_one_root(name, root, follows):
    found = {(v.seq, v.rule): v.caused_by for v in L.verdict(name).violations}
    assert found == {root: None, follows: root[0]}
