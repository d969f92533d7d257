"""Paper logs with real cards (FoW and FFTCG): the round-39 outside tester's findings (qa39-paper), one test or more
each.

1. FP1 (FFTCG): a paper log leaving out the drawn cards' ids after an unblocked attack: the hidden damage card took
   the next id (``bob.10``), so the author's later play of ``bob.10`` from the hand was ``fftcg.play.not-in-hand``
   (and two ``fftcg.cp.source``), bob ended on 6 damage and the winner was lost. Now the hidden damage card changes
   places with a hand card a draw line naming no card was taken as drawing (a note); clean, alice wins. A log that
   names its draws' ids (skipping the damage card's) and then plays it is still flagged.
2. FP2 (FoW): after a mulligan, the cards it drew called by the hand's places (the put-under cards' ids), the first
   player's turn-1 play of ``alice.1`` was ``fow.play.not-in-hand`` and the turn-3 draw ``fow.log.unknown-card``.
   Now the play reads that numbering (a note); the first turn draw giving an id that numbers the docs' way shows the
   play was of a card put under: that one fault, flagged there.
3. FP3 (FFTCG): the same numbering gave 4 violations (a hand-size fault among them); now the first turn's draw
   naming a card the mulligan drew reads it (a note), clean.
4. C1 (FoW): a payment with a stone not yet called is ``fow.will.source``; the later legal call of that stone was
   ``fow.log.unknown-card``, and so each call after it. Now that call is that stone's call (a note): one flag.
5. C2 (FFTCG): a forward dulled for CP is ``fftcg.cp.source``; its attack that turn was also ``fftcg.attack.dull``.
   Now the attack shows the table never dulled it (a note): one flag.
6. R1/W3 (FFTCG): ``serials`` values written another way (``1-012r``, `` 1-012``, ``1-12``, ``01-012``, ``1–012``,
   ``1-012 Zack``) were refused (exit 2), the message calling them a card name; now read as the one card they fit,
   a note each; ``1-012C`` (any rarity letter) gets a note that the letter is not checked; a name after the serial
   that is not its card's is refused as a "serial", offering the serial with its card.
7. Wording: a serial the deck list never held said "no copy of it left" (W4, now "not in the deck list");
   "did you mean 'Flammedémon' or 'Flammedémon'?" (W2, offered once); no
   suggestion for a name with a word more (W6, now offered); FoW list files refused names differing only in case
   (R2, now read with a note, as logs read them).

The logs are the tester's (/tmp/qa39-paper), kept whole in tests/logs/paper_qa39/, with variants of ours where a
fault must still be flagged.
"""

from __future__ import annotations

import pytest

from fftcg import logged, logged_board
from fow import Logged

_FOLDER = "paper_qa39"
_FOW = Logged(_FOLDER)


def _ff(name: str):
    return logged(_FOLDER, name)


def _ff_rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in _ff(name).violations]


def _notes(verdict) -> list[str]:
    return [str(n) for n in verdict.notes]


@pytest.mark.parametrize("name", ["ff_win7_clean", "ff_FP_draws_without_ids_min_twin", "ff_mulligan_clean"])
def test_paper_qa39_ff_clean_twins_are_clean(name: str) -> None:
    assert _ff_rules(name) == []


@pytest.mark.parametrize("name", ["fw_win_life_clean.jsonl", "fw_mulligan_doc_ids.jsonl",
                                  "fw_mulligan_hand_places_b.jsonl"])
def test_paper_qa39_fow_clean_twins_are_clean(name: str) -> None:
    assert _FOW.rules(name) == []


# -- 1. FP1: draws without ids after unblocked damage --------------------------------------------------------------

def test_paper_qa39_fp1_whole_match_draws_without_ids_is_clean_and_alice_wins() -> None:
    v = _ff("ff_FP_draws_without_ids_after_damage")
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert v.result == _ff("ff_win7_clean").result
    assert "alice wins" in str(v.result) and "7" in str(v.result)


def test_paper_qa39_fp1_minimal_hidden_damage_card_changes_places() -> None:
    v = _ff("ff_FP_draws_without_ids_min")
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert any(n.startswith("seq 91: bob.10 is named from bob's hand: the damage bob took did not take it")
               for n in _notes(v))
    board = logged_board(_FOLDER, "ff_FP_draws_without_ids_min", 91)
    bob = board.seat("bob")
    assert board.cards["bob.10"].zone == "field"
    assert len(bob.damage) == 2 and "bob.10" not in bob.damage


def test_paper_qa39_fp1_log_naming_its_draws_then_playing_the_damage_card_is_flagged() -> None:
    # (the draws name bob.11, bob.12 and bob.14, bob.15 by id: no hand card the engine chose for the log, so the
    # play of bob.10, the hidden damage card, from the hand is still the fault it was)
    assert _ff_rules("ff_draws_ids_skip_damage_card_then_play_it") == [(91, "fftcg.play.not-in-hand")]


# -- 2. FP2: FoW mulligan numbered by the hand's places, played before the first draw --------------------------------

def test_paper_qa39_fp2_fow_turn1_play_by_hand_place_is_clean() -> None:
    v = _FOW.verdict("fw_mulligan_hand_places.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert any(n.startswith("seq 4: alice plays alice.1, a card their mulligan put under the deck in the count")
               for n in _notes(v))
    board = _FOW.board_after("fw_mulligan_hand_places.jsonl", 10)
    assert board.cards["alice.6"].zone == "hand" and board.cards["alice.2"].zone == "hand"
    assert len(board.seat("alice").hand) == 5


def test_paper_qa39_fp2_fow_then_a_draw_numbering_the_docs_way_flags_the_play_once() -> None:
    # (the turn-3 draw names alice.8: the mulligan's draws were alice.6 and alice.7, so alice.1 was put under)
    assert _FOW.rules("fw_mulligan_hand_places_then_doc_draw.jsonl") == [(10, "fow.play.not-in-hand")]
    board = _FOW.board_after("fw_mulligan_hand_places_then_doc_draw.jsonl", 10)
    hand = board.seat("alice").hand
    assert sorted(hand) == sorted(["alice.3", "alice.4", "alice.5", "alice.6", "alice.7", "alice.8"])
    assert board.cards["alice.2"].zone == "deck"


# -- 3. FP3: FFTCG mulligan numbered by the hand's places -----------------------------------------------------------

def test_paper_qa39_fp3_fftcg_mulligan_hand_places_is_clean() -> None:
    v = _ff("ff_mulligan_hand_places")
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert any(n.startswith("seq 2: alice draws alice.6, a card their mulligan drew in the count of the ids")
               for n in _notes(v))
    board = logged_board(_FOLDER, "ff_mulligan_hand_places", 12)
    assert len(board.seat("alice").hand) <= 5


# -- 4. C1: FoW stone paid with before its call ---------------------------------------------------------------------

def test_paper_qa39_c1_stone_paid_before_its_call_is_one_flag() -> None:
    v = _FOW.verdict("fw_stone_not_called.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(26, "fow.will.source")]
    assert any(n.startswith("seq 39: alice called") and "taken as that stone's call" in n for n in _notes(v))
    assert v.result == _FOW.verdict("fw_win_life_clean.jsonl").result


def test_paper_qa39_c1_that_stone_called_again_the_same_turn_is_still_a_second_call() -> None:
    assert _FOW.rules("fw_stone_not_called_then_called_same_turn.jsonl") == [(26, "fow.will.source"),
                                                                              (28, "fow.stone.once-per-turn")]


# -- 5. C2: FFTCG forward dulled for CP, then attacking ------------------------------------------------------------

def test_paper_qa39_c2_forward_dulled_for_cp_then_attacking_is_one_flag() -> None:
    v = _ff("ff_dull_forward_zack_for_cp")
    assert [(x.seq, x.rule) for x in v.violations] == [(42, "fftcg.cp.source")]
    assert any(n.startswith("seq 47: Zack 1-012 (alice.2) attacks, dulled for CP") for n in _notes(v))
    assert v.result == _ff("ff_win7_clean").result


# -- 6. Serials written another way (R1), and their words (W3) -------------------------------------------------------

@pytest.mark.parametrize("name, written", [("ff_serial_lower_rarity", "1-012r"), ("ff_serial_space", " 1-012"),
                                           ("ff_serial_no_padding", "1-12"), ("ff_serial_leading_zero_set", "01-012"),
                                           ("ff_serial_en_dash", "1\u2013012"), ("ff_serial_with_name", "1-012 Zack")])
def test_paper_qa39_serial_written_another_way_is_read_with_a_note(name: str, written: str) -> None:
    v = _ff(name)
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert v.result == _ff("ff_win7_clean").result
    assert f"seq 22: the serial {written!r} is read as 1-012 (Zack), the one card it fits" in " ".join(_notes(v))


def test_paper_qa39_serial_with_a_rarity_letter_is_read_with_a_note() -> None:
    v = _ff("ff_serial_wrong_rarity")
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert any(n.startswith("seq 22: the serial '1-012C' is read as 1-012 (Zack); its rarity letter is not checked")
               for n in _notes(v))


def test_paper_qa39_serial_with_a_name_not_its_card_is_refused_with_the_card_meant() -> None:
    from ledger.errors import UnknownCardError

    with pytest.raises(UnknownCardError) as e:
        _ff("ff_serial_with_wrong_name")
    said = str(e.value)
    assert "$.serials.alice.2: serial '1-012 Cloud' is no card of this match; did you mean '1-012' (Zack)?" in said


# -- 7. Wording: a serial never in the list (W4), names offered (W2, W6), lists (R2) -----------------------------------

@pytest.mark.parametrize("name, seq, text", [
    ("ff_opponents_card_named", 2, "the log names alice.1 '1-156', which is not in alice's deck list"),
    ("ff_card_not_in_list", 32, "the log names bob.2 '1-153', which is not in bob's deck list")])
def test_paper_qa39_serial_never_in_the_list_says_so(name: str, seq: int, text: str) -> None:
    v = _ff(name)
    assert [(x.seq, x.rule, x.message) for x in v.violations] == [(seq, "fftcg.log.unknown-card", text)]


def test_paper_qa39_serial_whose_copies_are_used_up_still_says_no_copy_left() -> None:
    v = _ff("ff_fourth_copy_seen")
    assert [(x.seq, x.rule) for x in v.violations] == [(101, "fftcg.log.unknown-card")]
    assert "no copy of it left" in v.violations[0].message


def test_paper_qa39_excess_cp_from_legal_sources_still_flagged() -> None:
    assert _ff_rules("ff_cp_excess") == [(145, "fftcg.cp.excess")]


def test_paper_qa39_name_written_without_its_accent_offered_once() -> None:
    from ledger.errors import UnknownCardError

    with pytest.raises(UnknownCardError) as e:
        _FOW.verdict("fw_seed_chase_fr_no_accent.jsonl")
    assert str(e.value).endswith("card name 'Flammedemon' is no card of this match; did you mean 'Flammedémon'?")


def test_paper_qa39_name_with_a_word_more_offers_the_card() -> None:
    from ledger.errors import UnknownCardError

    with pytest.raises(UnknownCardError) as e:
        _FOW.verdict("fw_name_misspelt.jsonl")
    assert str(e.value).endswith("did you mean 'Abel, the Avenger of Gods'?")


def test_paper_qa39_one_word_off_needs_three_words() -> None:
    from projections.names import closest

    assert closest("Fire Captain", ["Captain"]) == []
    assert closest("Abel, the Avenger of the Gods", ["Abel, the Avenger of Gods"]) == ["Abel, the Avenger of Gods"]


def _lists(name: str):
    from pathlib import Path

    from ledger.decklist import parse_decklists

    path = Path(__file__).resolve().parent / "logs" / _FOLDER / name
    return parse_decklists(path.read_bytes(), str(path))


def test_paper_qa39_fow_list_names_in_another_case_are_read_with_a_note() -> None:
    from projections.decklist import check_decklists

    report = check_decklists(_FOW.load("fw_seed_chase_fr_clean.jsonl"), _lists("list_fw_case.txt"))
    assert report.violations == []
    notes = " ".join(report.notes)
    assert "the card name 'FLAMMEDÉMON' is read as 'Flammedémon', the one card of that name" in notes
    assert "the card name 'galahad, le fils du dieu' is read as 'Galahad, le Fils du Dieu'" in notes
    clean = check_decklists(_FOW.load("fw_seed_chase_fr_clean.jsonl"), _lists("list_fw_clean.txt"))
    assert clean.violations == [] and not any("is read as" in n for n in clean.notes)


def test_paper_qa39_fow_list_name_without_its_accent_still_refused_offered_once() -> None:
    from ledger.errors import UnknownCardError
    from projections.decklist import check_decklists

    with pytest.raises(UnknownCardError) as e:
        check_decklists(_FOW.load("fw_seed_chase_fr_clean.jsonl"), _lists("list_fw_no_accent.txt"))
    assert str(e.value).endswith("'Flammedemon' is no force-of-will card; the closest known: 'Flammedémon'")
