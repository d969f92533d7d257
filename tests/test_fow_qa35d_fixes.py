"""Force of Will: the round-35 release-check tester's findings on the name-only play's chosen copy (qa35c, fix35_fow4).

1. A play giving a card's name only with two copies in the hand (the engine takes one, noted), a resolution naming no
   card, then a later event naming the engine's chosen id in the hand: a play of it by id from the hand, or a discard
   of it at the turn's end. The log never said the play was that copy: the copies are the same card, so the play was
   the other one and they change places (a note), as a later use of the other copy already did. Was
   ``fow.play.not-in-hand`` and ``fow.attack.attacker`` (the other copy, left in the hand, attacking), the damage lost;
   or ``fow.log.unknown-card`` for the discard, the discard lost and the hand left at 8. In a paper log the choice
   among hidden cards stays open after the swap: a later attack by yet another hidden card swaps again. Where the
   log did name the play's card (its resolution named the engine's id), a later play of that id from the hand is
   still ``fow.play.not-in-hand``.
2. The same unrevised guess after a fault: a resolution naming a card that is not on the chase (a deck card) no
   longer fixes the engine's choice as "the log's id", so the later play of the chosen id from the hand and the
   other copy's attack are not flagged again (one flag, ``fow.chase.not-top``); a resolution left out
   (``fow.chase.unresolved``) no longer gives a second ``fow.play.not-in-hand`` for the chosen id played later.
3. A play whose id names a card already on the field, resolved under another copy's id still in the hand: the
   flag says where the card is (on the field), and the resolution naming the copy in the hand shows which card
   was played: one flag, not a second ``fow.chase.not-top``.

The logs are the tester's (/tmp/qa35c-fow), kept whole in tests/logs/fow_qa35d/; the H4_f_* logs are H4 with the
play's card named at its resolution.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa35d")

H4 = "H4_name_only_cardless_then_engine_copy_by_id.jsonl"
H4P = "H4_name_only_cardless_then_engine_copy_by_id_paper.jsonl"
H5 = "H5_name_only_cardless_then_engine_copy_discarded.jsonl"


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


def _last(name: str):
    log = _LOGGED.load(name)
    return _LOGGED.board_after(name, log.events[-1].seq)


@pytest.mark.parametrize("name", [H4, H4P, H5, "H4b_name_only_cardless_then_other_copy_attacks.jsonl",
                                  "G1_paper_two_named_copies_name_only_then_other.jsonl",
                                  "A3_spell_name_only_two_copies_other_id.jsonl",
                                  "A_name_only_two_copies_then_same_copy_later.jsonl",
                                  "H4_f_resolution_named_then_other_copy.jsonl"])
def test_fow_qa35d_clean_logs_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. the engine's chosen copy named in the hand later ------------------------------------------------------------

@pytest.mark.parametrize("name", [H4, H4P])
def test_fow_qa35d_chosen_copy_played_by_id_changes_places(name: str) -> None:
    board = _last(name)
    assert board.seat("bob").life == 3400  # (both drakes' 200 and alice.5's 400)
    assert {"alice.1", "alice.3"} <= set(board.seat("alice").field)
    assert any("seq 20: the play names alice.1 in alice's hand" in n for n in _notes(name))


def test_fow_qa35d_paper_choice_stays_open_after_the_swap() -> None:
    # (the hidden card taken in alice.1's place, alice.2, is a guess too: alice.3 attacking shows the log's id)
    assert any("seq 22: alice's play of Whelp Drake by its name only was taken as alice.2; the log calls it alice.3"
               in n for n in _notes(H4P))
    assert "alice.2" in _last(H4P).seat("alice").hand


def test_fow_qa35d_chosen_copy_discarded_changes_places() -> None:
    board = _LOGGED.board_after(H5, 30)
    alice = board.seat("alice")
    assert "alice.1" in alice.grave and "alice.3" in alice.field
    assert len(alice.hand) == 7
    assert any("seq 30: the discard names alice.1 in alice's hand" in n for n in _notes(H5))
    assert _last(H5).seat("bob").life == 3600


def test_fow_qa35d_play_named_by_its_resolution_then_same_id_is_flagged() -> None:
    # (the log named the play alice.1 at seq 11: alice.1 played again from the hand is the genuine fault)
    assert _LOGGED.rules("H4_f_resolution_named_then_same_id_again.jsonl") == [(20, "fow.play.not-in-hand")]


# -- 2. no cascade after a fault at the play's resolution -----------------------------------------------------------

def test_fow_qa35d_resolution_naming_a_deck_card_is_one_flag() -> None:
    name = "G1_f1_resolution_names_undrawn.jsonl"
    assert _LOGGED.rules(name) == [(19, "fow.chase.not-top")]
    twin = _last("G1_paper_two_named_copies_name_only_then_other.jsonl")
    board = _last(name)
    assert board.seat("bob").life == twin.seat("bob").life
    assert sorted(board.seat("alice").field) == sorted(twin.seat("alice").field)


def test_fow_qa35d_resolution_left_out_is_one_flag() -> None:
    name = "A3_f2_resolution_left_out.jsonl"
    assert _LOGGED.rules(name) == [(13, "fow.chase.unresolved")]
    twin = _last("A3_spell_name_only_two_copies_other_id.jsonl")
    assert _last(name).seat("bob").life == twin.seat("bob").life


# -- 3. a play naming a card on the field, resolved under the copy in the hand ---------------------------------------

def test_fow_qa35d_field_card_played_then_copy_resolved_is_one_flag() -> None:
    name = "A_f1_replay_field_copy.jsonl"
    found = _LOGGED.verdict(name).violations
    assert [(v.seq, v.rule) for v in found] == [(20, "fow.play.not-in-hand")]
    assert "which is on their field, not in their hand" in found[0].message
    twin = _last("A_name_only_two_copies_then_same_copy_later.jsonl")
    board = _last(name)
    assert board.seat("bob").life == twin.seat("bob").life == 3400
    assert sorted(board.seat("alice").field) == sorted(twin.seat("alice").field) == ["alice.1", "alice.3", "alice.5"]
    assert all(board.cards[s].rested for s in ("alice.s1", "alice.s2"))


def test_fow_qa35d_field_card_played_and_resolved_is_one_flag() -> None:
    # (the play's own id at its resolution too: the play stands with no effect, as before)
    assert _LOGGED.rules("A_f1b_replay_field_copy_both.jsonl") == [(20, "fow.play.not-in-hand")]
    assert "alice.1" in _last("A_f1b_replay_field_copy_both.jsonl").seat("alice").hand
