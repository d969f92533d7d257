"""Force of Will: the round-36 tester's leftovers (qa36c C1, C2), one test or more each.

1. (C1) An ordered log plays a real card its deck list lacks, named only (``{"name": "Pachacuti"}``): the play is
   ``fow.log.unknown-card``, and its ``ChaseResolved`` (no ``card``) was ``fow.chase.empty`` too. Now the play
   stands on the chase with no effect, its sources rested as recorded, and its resolution resolves it: one fault.
   The same log with the resolution naming a card of the hand (FU4) had two root causes; the resolution is now
   linked to the play (``caused_by``).
2. (C2) The same play in a paper log takes the hand's one hidden card (alice.3) as the Pachacuti, onto the field;
   alice's later lawful play of alice.3 as Demonflame was ``fow.log.unknown-card`` and ``fow.play.not-in-hand``.
   Now that play shows the Pachacuti was no card of the hand the log numbers: alice.3 is back in the hand and
   played as the log says (a note), the Pachacuti play the one fault.
3. (slips bench, win-by-life ``mv4-TurnEnded-2``) The first player's turn's end recorded before the other player's
   mulligan, then the first player's stone call: ``fow.setup.mulligan-late`` and ``fow.turn.not-your-turn`` for the
   one misplaced end. Now the late mulligan is the one flag, and the call reopens the turn with a note. The same
   log with nothing done after the end keeps its ``fow.setup.mulligan-late``.

The logs are the tester's (/tmp/qa36c-fow), kept whole in tests/logs/fow_qa37/; M1 and M3 are their clean twins
(the same matches without the Pachacuti play). win-by-life.jsonl is the sample log (the twin of 3), and
win-by-life_end1_before_bob_mulligan.jsonl its slip.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa37")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["M1_match_13_turns.jsonl", "M3_paper_names_case_spaces.jsonl"])
def test_fow_qa37_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []
    assert "alice wins: bob has -100 life" in str(_LOGGED.verdict(name).result)


# -- 1. an ordered log's name-only play of a card its list lacks ----------------------------------------------------

def test_fow_qa37_unlisted_name_only_play_is_one_fault_and_resolves() -> None:
    assert _LOGGED.causes("FU_unlisted_real_resonator.jsonl") == [(62, "fow.log.unknown-card", None)]
    assert (_LOGGED.verdict("FU_unlisted_real_resonator.jsonl").result
            == _LOGGED.verdict("M1_match_13_turns.jsonl").result)


def test_fow_qa37_unlisted_name_only_play_stands_on_the_chase_paid() -> None:
    played = _LOGGED.board_after("FU_unlisted_real_resonator.jsonl", 62)
    assert [(e.kind, e.source, e.controller) for e in played.chase] == [("void", "Pachacuti", "alice")]
    assert played.cards["alice.s5"].rested  # (the source the table paid with)
    resolved = _LOGGED.board_after("FU_unlisted_real_resonator.jsonl", 63)
    assert resolved.chase == []
    twin = _LOGGED.board_after("M1_match_13_turns.jsonl", 61)
    assert sorted(resolved.seat("alice").hand) == sorted(twin.seat("alice").hand)


def test_fow_qa37_unlisted_name_only_play_left_unresolved_is_linked() -> None:
    # (its resolution left out too: the chase left pending at the attack, linked to the play, said by its name)
    v = _LOGGED.verdict("FU_unlisted_real_resonator.jsonl", drop=(63,))
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(62, "fow.log.unknown-card", None),
                                                                   (63, "fow.chase.unresolved", 62)]
    assert "'Pachacuti' was still on the chase" in str(v.violations[1].message)


def test_fow_qa37_unlisted_name_only_play_resolved_as_a_hand_card_is_linked() -> None:
    assert _LOGGED.causes("FU4_ordered_name_only_then_resolved_named.jsonl") == [
        (62, "fow.log.unknown-card", None), (63, "fow.chase.not-top", 62)]
    assert _LOGGED.verdict("FU4_ordered_name_only_then_resolved_named.jsonl").root_causes == 1


# -- 2. the same play in a paper log, the hand's one hidden card played later ----------------------------------------

def test_fow_qa37_paper_unlisted_play_then_the_hidden_card_played_is_one_fault() -> None:
    assert _LOGGED.causes("FU2_paper_unlisted_real_resonator_name_only.jsonl") == [
        (62, "fow.log.unknown-card", None)]
    assert (_LOGGED.verdict("FU2_paper_unlisted_real_resonator_name_only.jsonl").result
            == _LOGGED.verdict("M3_paper_names_case_spaces.jsonl").result)
    assert any("seq 82: alice plays alice.3 from their hand: the earlier play of Pachacuti" in n
               for n in _notes("FU2_paper_unlisted_real_resonator_name_only.jsonl"))


def test_fow_qa37_paper_unlisted_play_board() -> None:
    before = _LOGGED.board_after("FU2_paper_unlisted_real_resonator_name_only.jsonl", 81)
    assert (before.cards["alice.3"].name, before.cards["alice.3"].zone) == ("Pachacuti", "field")
    played = _LOGGED.board_after("FU2_paper_unlisted_real_resonator_name_only.jsonl", 82)
    assert (played.cards["alice.3"].name, played.cards["alice.3"].zone) == ("Demonflame", "chase")
    assert "alice.3" not in played.seat("alice").field
    twin = _LOGGED.board_after("M3_paper_names_case_spaces.jsonl", 80)
    assert sorted(played.seat("alice").field) == sorted(twin.seat("alice").field)


# -- 3. the first turn's end recorded before the other player's mulligan ----------------------------------------------

_MV4 = "win-by-life_end1_before_bob_mulligan.jsonl"


def test_fow_qa37_first_end_before_the_other_mulligan_is_one_fault() -> None:
    assert _LOGGED.rules("win-by-life.jsonl") == []
    assert _LOGGED.causes(_MV4) == [(3, "fow.setup.mulligan-late", None)]
    assert _LOGGED.verdict(_MV4).result == _LOGGED.verdict("win-by-life.jsonl").result
    assert any("seq 4: alice called a magic stone after ending the turn" in n for n in _notes(_MV4))
    # (the call in alice's first turn, bob's draw then ending it: the board of the clean log)
    board = _LOGGED.board_after(_MV4, 5)
    twin = _LOGGED.board_after("win-by-life.jsonl", 5)
    assert (board.turn, board.active) == (twin.turn, twin.active) == (2, "bob")
    assert board.seat("alice").stone_area == twin.seat("alice").stone_area != []


def test_fow_qa37_late_mulligan_after_the_first_end_stays_flagged() -> None:
    # (nothing of alice's after it: bob's mulligan after the game began, as recorded; the stone her turn-3 payment
    # uses is then uncalled, a fault of its own)
    assert _LOGGED.rules(_MV4, drop=(4,)) == [(3, "fow.setup.mulligan-late"), (9, "fow.will.source")]
