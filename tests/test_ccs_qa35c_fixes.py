"""Chrono Clash System: the regression round on round 35's skipped-defender reading (qa35b, fix35_ccs3), one test or
more each, with the clean twins. The logs are the tester's, in tests/logs/ccs_qa35c/ (four players, dave conceded
at 40 unless said; bob attacks carol, who has no guardians left, with Gatekeeper summoned that turn,
``ccs.attack.summoned-this-turn``; the twins attack with Flame Lancer, which may).

F1-F5 share one cause. When the log skipped the defender of such an attack, the board went back to when the turn
was handed to them (fix35_ccs #1), which undid what the others recorded in between. Now the events since that
hand-over are kept (Board.illegal_turn) and carried again on the board with the defender eliminated at the attack
(engine._illegal_skipped): the reading is taken when an event of another player's, out of turn with the defender
still in, is not out of turn once the attack stood, and the events since give the same rules at the same seqs (their
messages then said as in the turn the table played). The log ending with no event of the defender's does the same
(finish): the elimination at the attack, noted in its turn.

F1. bob concedes at 46, then alice draws (47): the concession was undone, no winner. Now carol is out at 44, bob at
    46, alice wins; her draw at 47 is ``ccs.game.over``, as in the legal twin (the same table, that draw after the
    game was won).
F2. alice concedes at 45, dave draws at 46: the concession was undone, and bob's lawful draw at 48 flagged. Now only
    the attack, as the twin (clean) plus it.
F3. bob summons Cinder Hound out of turn (46, its own fault), alice draws: the summon was undone, and bob's attack
    with it at 50 was ``ccs.attack.not-your-battler``. Now only 44 and 46, and 46 says "during alice's turn", as the
    twin.
F4. bob draws out of turn (46), then alice draws (47): her lawful draw was ``ccs.turn.not-your-turn`` (a cascade,
    in 162a83b too), carol's elimination noted at turn 18. Now 44 and 46 ("during alice's turn"), a note at 47, as
    the twin; carol out at turn 14.
F5. Where the skip shows only at the log's end (bob draws out of turn and passes; the conceded dave draws; alice
    concedes): the messages named carol as the turn's owner and her elimination was noted late, the result naming
    her elimination rather than alice's concession. Now as the twins, plus the attack.
F8. The held ``ccs.ability.choice`` (an attack's discard left out, held until the log shows the choice does not
    follow) came after the next event's flag (16 ``ccs.ability.no-pending`` before 15): Chrono Clash now sets
    CAUSES_SEQ_ORDER (projections.causes' opt-in, as Force of Will): the list in seq order.
F9. A ``TriggerResolved`` of that battler by its player naming no card (``targets: []``) right after such an attack
    gave ``ccs.ability.choice`` and ``ccs.ability.no-pending``: it is that choice, still not given, one slip: now the
    choice at 15 and a note at 16. The twin names the discard in the attack.
F10. Genuine second faults were tied by ``caused_by`` to the first (root_causes 1): a's summon of her own card b
    had taken (on b's battlefield); an attack later that turn with a battler whose Sneak Attack summon (flagged) was
    read as a plain one; a summon in the middle of an attack whose discard the log left out (``ccs.attack.unfinished``).
    Chrono Clash now sets CAUSES_ENGINE_ROOTS (projections.causes' opt-in, as Force of Will) and lists these in
    Board.own_roots: each its own root, as in the twins. (The skipped carol acting later, ``ccs.game.eliminated``,
    and F1's ``ccs.game.over`` are their own roots too since tests/test_ccs_qa35e_fixes.py.)
Checks kept: skipping a player who was not attacked stays flagged; the eliminated carol acting later is
``ccs.game.eliminated``.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa35c")
_board = _LOGGED.board_kept
_ATTACK = "ccs.attack.summoned-this-turn"
_OUT = "turn 14: Gatekeeper (bob.10) attacked carol, who had no guardians left: carol is eliminated"


def _said(name: str) -> list[tuple[int, str, str]]:
    return [(v.seq, v.rule, v.message) for v in _LOGGED.verdict(name).violations]


# -- F1 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35c_f1_skip_keeps_the_attackers_concession_and_alice_wins() -> None:
    name = "skip1d_illegal_bare_bob_concedes_then_alice_draws"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(44, _ATTACK), (47, "ccs.game.over")]
    assert res.winner == "alice"
    assert res.result == "alice wins, last player standing (bob conceded)"
    notes = _LOGGED.notes(name)
    assert notes.index(_OUT) < notes.index("turn 15: bob conceded: bob is eliminated")
    board = _board(name, 46)
    assert board.seat("carol").eliminated and board.seat("bob").eliminated and board.over


def test_ccs_qa35c_f1_twin() -> None:
    res = _LOGGED.verdict("skip1d_legal_bare_bob_concedes_then_alice_draws")
    assert [(v.seq, v.rule) for v in res.violations] == [(47, "ccs.game.over")]
    assert res.winner == "alice"


# -- F2 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35c_f2_skip_keeps_alices_concession_bobs_draw_lawful() -> None:
    name = "skip1c_illegal_bare_alice_concedes_then_dave_draws"
    assert _LOGGED.found(name) == [(43, _ATTACK)]
    for seq in (46, 48):
        board = _board(name, seq)
        assert board.seat("alice").eliminated and board.seat("carol").eliminated
    assert _board(name, 46).active == "dave"
    assert _board(name, 48).active == "bob"


def test_ccs_qa35c_f2_twin_clean() -> None:
    assert _LOGGED.found("skip1c_legal_bare_alice_concedes_then_dave_draws") == []


# -- F3 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35c_f3_summon_out_of_turn_stands_and_its_attack_too() -> None:
    name = "skip1e_illegal_bare_bob_summons_out_of_turn_then_skip"
    assert _said(name) == [
        (44, _ATTACK, "Gatekeeper (bob.10) was summoned this turn and cannot attack"),
        (46, "ccs.turn.not-your-turn", "bob summoned a battler during alice's turn")]
    board = _board(name, 50)
    assert "bob.11" in board.seat("bob").battlefield and board.seat("carol").eliminated


def test_ccs_qa35c_f3_twin() -> None:
    assert _said("skip1e_legal_bare_bob_summons_out_of_turn_then_skip") == [
        (46, "ccs.turn.not-your-turn", "bob summoned a battler during alice's turn")]


# -- F4 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35c_f4_skip_shown_after_an_out_of_turn_draw_alices_draw_lawful() -> None:
    name = "skip1b_illegal_bare_bob_draws_then_alice"
    assert _said(name) == [
        (44, _ATTACK, "Gatekeeper (bob.10) was summoned this turn and cannot attack"),
        (46, "ccs.turn.order-multiplayer", "bob drew a card during alice's turn")]
    notes = _LOGGED.notes(name)
    assert _OUT in notes
    assert ("seq 47: alice drew to begin their turn after bob's draw at seq 46: that draw was out of turn, and the "
            "turn was alice's") in notes
    board = _board(name, 47)
    assert board.active == "alice" and board.turn == 15 and board.seat("carol").eliminated


def test_ccs_qa35c_f4_twin() -> None:
    assert _LOGGED.found("skip1b_legal_bare_bob_draws_then_alice") == [(46, "ccs.turn.order-multiplayer")]


# -- F5 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35c_f5_skip_shown_at_the_end_bob_draws_out_of_turn() -> None:
    name = "skip1_illegal_bare_then_skip_two"
    assert _said(name)[1:] == [(46, "ccs.turn.order-multiplayer", "bob drew a card during alice's turn")]
    assert _said(name)[0][:2] == (44, _ATTACK)
    assert _OUT in _LOGGED.notes(name)
    assert _said("skip1_legal_bare_then_skip_two") == _said(name)[1:]


def test_ccs_qa35c_f5_skip_shown_at_the_end_conceded_dave_draws() -> None:
    name = "skip1_illegal_bare_then_conceded_dave_draws"
    assert _LOGGED.found(name) == [(44, _ATTACK), (46, "ccs.game.eliminated")]
    assert _OUT in _LOGGED.notes(name)
    assert _LOGGED.found("skip1_legal_bare_then_conceded_dave_draws") == [(46, "ccs.game.eliminated")]


def test_ccs_qa35c_f5_skip_shown_at_the_end_alice_concedes() -> None:
    name = "skip1b_illegal_bare_then_alice_concedes"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(44, _ATTACK)]
    assert (res.winner, res.result) == ("bob", "bob wins, last player standing (alice conceded)")
    notes = _LOGGED.notes(name)
    assert notes.index(_OUT) < notes.index("turn 15: alice conceded: alice is eliminated")
    twin = _LOGGED.verdict("skip1b_legal_bare_then_alice_concedes")
    assert (twin.violations, twin.result) == ([], res.result)


# -- checks kept ----------------------------------------------------------------------------------------------------

def test_ccs_qa35c_skip_without_the_attack_stays_flagged() -> None:
    assert _LOGGED.found("skip1_no_attack_then_skip") == [(45, "ccs.turn.order-multiplayer")]
    assert _LOGGED.found("skip1_no_attack_then_skip_clean") == []


def test_ccs_qa35c_skipped_defender_acting_later_is_eliminated() -> None:
    assert _LOGGED.found("skip1_illegal_bare_skip_then_carol_acts") == [(44, _ATTACK), (50, "ccs.game.eliminated")]
    assert _LOGGED.found("skip1_legal_bare_skip_then_carol_acts") == [(50, "ccs.game.eliminated")]


# -- F8: the held choice's flag in seq order ------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["disc4_tr_by_bob", "disc4_tr_wrong_source"])
def test_ccs_qa35c_f8_held_choice_flag_comes_before_the_next_events(name: str) -> None:
    found = _LOGGED.found(name)
    assert found == [(15, "ccs.ability.choice"), (16, "ccs.ability.no-pending")]
    assert found == sorted(found, key=lambda f: f[0])


# -- F9: a TriggerResolved naming no card for the discard left out --------------------------------------------------

def test_ccs_qa35c_f9_empty_trigger_resolved_is_the_choice_left_out_one_flag() -> None:
    name = "disc4_tr_empty_targets"
    assert _LOGGED.found(name) == [(15, "ccs.ability.choice")]
    said = ("seq 16: the TriggerResolved of Rift Caller (alice.6) names no card for the discard its attack ability "
            "asks of alice: it records that choice, left out at the attack, not a second ability")
    assert said in _LOGGED.notes(name)


def test_ccs_qa35c_f9_twin_targets_in_the_attack_clean() -> None:
    assert _LOGGED.found("disc4_clean_targets_in_attack") == []


# -- F10: genuine second faults are their own roots -----------------------------------------------------------------

def _roots(name: str) -> list[tuple[int, str, int | None]]:
    return [(v.seq, v.rule, v.caused_by) for v in _LOGGED.verdict(name).violations]


def test_ccs_qa35c_f10_owner_summoning_the_card_taken_is_its_own_root() -> None:
    assert _roots("opp3_owner_summons_it_again") == [(4, "ccs.summon.not-in-hand", None),
                                                     (7, "ccs.summon.not-in-hand", None)]
    assert _roots("opp3_owner_summons_own_other_clean") == [(4, "ccs.summon.not-in-hand", None)]


def test_ccs_qa35c_f10_plain_read_sneak_summon_attacking_later_is_its_own_root() -> None:
    assert _roots("sneak2_later_attack_with_it") == [(9, "ccs.summon.sneak-attack", None),
                                                     (12, "ccs.attack.summoned-this-turn", None)]
    assert _roots("sneak2_later_attack_with_it_plain") == [(12, "ccs.attack.summoned-this-turn", None)]


def test_ccs_qa35c_f10_unfinished_attack_after_its_discard_left_out_is_its_own_root() -> None:
    assert _roots("disc4_left_out_then_legal_summon_midattack") == [(15, "ccs.ability.choice", None),
                                                                    (16, "ccs.attack.unfinished", None)]
    assert _roots("disc4_targets_given_then_legal_summon_midattack") == [(16, "ccs.attack.unfinished", None)]
