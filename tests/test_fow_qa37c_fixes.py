"""Force of Will: the round-37 regression tester's findings (qa37c) on this round's looser readings, fix37_fow3.

F1. A paper log's card named only as one its deck list lacks (Pachacuti), taken as the hidden card alice.3, then
    used on the field by that id (alice.3 attacks), then "played" from the hand as Demonflame: the play was taken
    back silently (_unlisted_back: the unlisted card "was no card of the hand"); the log itself says alice.3 is on
    the field, so that play is ``fow.play.not-in-hand`` again (as at 4022f7f). Any event naming the id as a card in
    play (attacker, target, blocker, payment, ability, effect source) refuses the take-back.
F2. An ordered log's play of a card named only that the deck list lacks, which the card data knows (Pachacuti, a
    resonator): its timing is judged by that type, as a listed card's: in answer on the chase or in a battle,
    ``fow.play.main-phase``; in the opponent's turn, ``fow.turn.not-your-turn``; each its own root beside
    ``fow.log.unknown-card``. (A paper log's giving a hidden card's id keeps qa10's reading: a hidden card's name
    is more likely the slip, its timing judged once a later event shows its type: test_fow_qa10_fixes; one giving
    the name only is judged as the ordered log's since qa38 2.)
C1. Faults after such a play (the void entry) are their own roots, not caused by it: a will source it rested used
    again (``fow.will.rested``), a resolution naming a card below it (``fow.chase.not-top``).
C2. A paper log's unlisted play outside the main phase (in answer on the chase, in a battle): the later lawful play of
    the hidden card taken for it, by its id, is taken back too (was ``fow.play.not-in-hand``).
Ha. (Docs only) a hand over seven kept at a second turn's end stays linked to the first: the house reading, as a
    discard the table made but the log left out shows the same later hand over seven, which must not be a second
    root of that one slip.

The logs are the tester's (/tmp/qa37c-fow/logs), kept whole in tests/logs/fow_qa37c/.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa37c")

FU2 = "FU2_paper_unlisted_real_resonator_name_only.jsonl"
FU2A = "FU2a_paper_pachacuti_attacks_as_alice3_then_alice3_played_from_hand.jsonl"


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["FUi_twin_ability_without_unlisted.jsonl"])
def test_fow_qa37c_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []
    assert _LOGGED.verdict(name).winner == "alice"


# -- F1 ----------------------------------------------------------------------------------------------------------

def test_fow_qa37c_f1_twin_take_back_still_applies_when_the_id_was_never_used() -> None:
    assert _LOGGED.causes(FU2) == [(62, "fow.log.unknown-card", None)]
    assert any("was no card of their hand the log numbers" in n for n in _notes(FU2))


def test_fow_qa37c_f1_a_hidden_card_that_attacked_is_not_played_back_from_the_hand() -> None:
    assert _LOGGED.causes(FU2A) == [(62, "fow.log.unknown-card", None), (84, "fow.log.unknown-card", 62),
                                    (84, "fow.play.not-in-hand", 62)]
    assert not any("was no card of their hand the log numbers" in n for n in _notes(FU2A))
    board = _LOGGED.board_after(FU2A, 84)
    assert board.cards["alice.3"].zone == "field" and board.cards["alice.3"].name == "Pachacuti"
    assert _LOGGED.verdict(FU2A).winner == "alice"


# -- F2 ----------------------------------------------------------------------------------------------------------

def test_fow_qa37c_f2_twin_listed_resonator_on_the_chase() -> None:
    assert _LOGGED.causes("FUf_twin_listed_resonator_on_nonempty_chase.jsonl") == [(61, "fow.play.main-phase", None)]
    assert _LOGGED.causes("FU_unlisted_real_resonator.jsonl") == [(62, "fow.log.unknown-card", None)]  # main phase


@pytest.mark.parametrize("name, seq, rule", [
    ("FUf_unlisted_resonator_played_on_nonempty_chase.jsonl", 61, "fow.play.main-phase"),
    ("FUg_unlisted_resonator_played_in_battle.jsonl", 63, "fow.play.main-phase"),
    ("FUh_unlisted_played_by_bob_in_alices_turn.jsonl", 62, "fow.turn.not-your-turn"),
])
def test_fow_qa37c_f2_unlisted_known_resonator_timing_judged(name: str, seq: int, rule: str) -> None:
    causes = _LOGGED.causes(name)
    assert causes[:2] == [(seq, "fow.log.unknown-card", None), (seq, rule, None)]
    assert _LOGGED.verdict(name).winner == "alice"


# -- C1 ----------------------------------------------------------------------------------------------------------

def test_fow_qa37c_c1_stone_reused_after_unlisted_play_is_its_own_root() -> None:
    assert _LOGGED.causes("FUi_unlisted_then_stone_reused.jsonl") == [(62, "fow.log.unknown-card", None),
                                                                       (64, "fow.will.rested", None)]


def test_fow_qa37c_c1_resolution_out_of_order_over_void_entry_is_its_own_root() -> None:
    # (Since qa39 3 the unlisted Pachacuti's printed cost {F} is judged: paid nothing, fow.will.exact, its own root.)
    assert _LOGGED.causes("FUk_void_resolved_before_instant_on_top.jsonl") == [
        (62, "fow.log.unknown-card", None), (62, "fow.will.exact", None), (65, "fow.chase.not-top", None),
        (84, "fow.play.not-in-hand", None)]
    # the twin, resolved in order: no chase flag
    assert _LOGGED.causes("FUj_void_then_instant_resolved_in_order_clean_apart_from_unlisted.jsonl") == [
        (62, "fow.log.unknown-card", None), (62, "fow.will.exact", None), (84, "fow.play.not-in-hand", None)]


# -- C2 ----------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("FU2f_paper_unlisted_resonator_on_nonempty_chase.jsonl", 61),
                                       ("FU2g_paper_unlisted_resonator_in_battle.jsonl", 63)])
def test_fow_qa37c_c2_paper_unlisted_out_of_main_phase_then_lawful_play_back(name: str, seq: int) -> None:
    # (since qa38 2 the play's timing is judged by Pachacuti's type, as in an ordered log: its own root)
    assert _LOGGED.causes(name) == [(seq, "fow.log.unknown-card", None), (seq, "fow.play.main-phase", None)]
    assert any("was no card of their hand the log numbers" in n for n in _notes(name))
    board = _LOGGED.board_after(name, 82)
    assert board.cards["alice.3"].zone == "chase"  # Demonflame played from the hand, on the chase
    assert _LOGGED.verdict(name).winner == "alice"


# -- Ha ----------------------------------------------------------------------------------------------------------

def test_fow_qa37c_ha_hand_size_kept_again_next_turn_is_flagged_and_linked() -> None:
    assert _LOGGED.causes("Ha_handsize_then_handsize_again_next_turn.jsonl") == [(24, "fow.end.hand-size", None),
                                                                                 (31, "fow.end.hand-size", 24)]
