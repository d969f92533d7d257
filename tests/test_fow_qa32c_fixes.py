"""Force of Will: the round-32 author tester's findings (format friction), fix32c, one test or more each.

13. Omitted bookkeeping events counted once, not at each: a log that records no ``TurnEnded`` at all is one
    ``fow.turn.not-your-turn`` (its first turn's end), the later turns read as ended with a note (was one at each
    turn: 6); a log that never records the empty ``BlockDeclared`` is one ``fow.battle.unfinished`` (the first
    attack), the later attacks read as not blocked with a note (was 4). One turn's end or one block left out of a
    log that records the others stays one violation.
7.  Both players' mulligan keeps (no card) recorded second player first: clean with a note (was
    ``fow.setup.mulligan-order``). The second player's mulligan of cards, or their keep before the first player's
    mulligan of cards, recorded first stays one ``fow.setup.mulligan-order``.
4.  A paper log's draw naming a hidden id under the next hidden one (the author's numbering): clean with a note,
    which card was drawn cannot be checked (was ``fow.draw.not-top``). A draw naming a card not in the main deck
    stays one violation.
10. A paper log's play giving a card's name only is bound to the first hidden card of the hand; a later
    ``ChaseResolved`` or ``BlockDeclared`` naming the author's own id (another hidden card of that hand) swaps them,
    with a note (was ``fow.chase.not-top`` and ``fow.block.blocker``). Once that id is known, a block by yet another
    hidden card stays one ``fow.block.blocker``.

The logs are the tester's (round 32 author, /tmp/qa32-author), kept whole in tests/logs/fow_qa32c/; own_* are made
from them with one event changed (own_paper_one_nameonly_block_other: seq 63 blocks with bob.6;
own_mull_bob_cards_first: bob's mulligan lists bob.5; own_paper_draw_hand_id: seq 3 draws bob.2, a hand card).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa32c")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["fow_clean.jsonl", "fow_long_clean.jsonl", "fow_paper.jsonl",
                                  "fow_mull_only_bob_keep.jsonl"])
def test_fow_qa32c_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 13. omitted TurnEnded / empty BlockDeclared ----------------------------------------------------------------

def test_fow_qa32c_a_log_without_any_turn_end_is_one_violation_the_rest_notes() -> None:
    assert _LOGGED.rules("fow_no_turnended.jsonl") == [(2, "fow.turn.not-your-turn")]
    notes = _notes("fow_no_turnended.jsonl")
    assert sum("with no TurnEnded recorded, as at seq 2" in n for n in notes) == 5


def test_fow_qa32c_one_turn_end_left_out_of_a_log_that_records_them_is_one_violation() -> None:
    assert _LOGGED.rules("fow_clean.jsonl", drop=(8,)) == [(8, "fow.turn.not-your-turn")]


def test_fow_qa32c_a_log_without_any_empty_block_is_one_violation_the_rest_notes() -> None:
    assert _LOGGED.rules("fow_noblock_omitted.jsonl") == [(45, "fow.battle.unfinished")]
    notes = _notes("fow_noblock_omitted.jsonl")
    assert sum("the log goes on without the block of the attack of" in n and "as at seq 45" in n
               for n in notes) == 3
    # (the damage of the unblocked attacks dealt as in the clean twin: the same result)
    assert _LOGGED.verdict("fow_noblock_omitted.jsonl").result == _LOGGED.verdict("fow_long_clean.jsonl").result


def test_fow_qa32c_one_empty_block_left_out_of_a_log_that_records_them_is_one_violation() -> None:
    assert _LOGGED.rules("fow_long_clean.jsonl", drop=(52,)) == [(52, "fow.battle.unfinished")]


# -- 7. mulligan keeps recorded in the other order --------------------------------------------------------------

def test_fow_qa32c_two_keeps_recorded_second_player_first_are_clean_with_a_note() -> None:
    assert _LOGGED.rules("fow_mull_order.jsonl") == []
    assert any("both kept their hands" in n for n in _notes("fow_mull_order.jsonl"))


@pytest.mark.parametrize("name", ["own_mull_bob_cards_first.jsonl", "fow_mull_bobkeep_first_alice_mull.jsonl"])
def test_fow_qa32c_a_real_mulligan_order_fault_stays_one_violation(name: str) -> None:
    assert _LOGGED.rules(name) == [(1, "fow.setup.mulligan-order")]  # (the second player's, out of turn: qa34)


# -- 4. a paper draw id not the next hidden id ------------------------------------------------------------------

def test_fow_qa32c_a_paper_draw_of_a_deeper_hidden_id_is_clean_with_a_note() -> None:
    assert _LOGGED.rules("fow_paper_drawskip.jsonl") == []
    assert any("which card was drawn cannot be checked" in n and n.startswith("seq 3:")
               for n in _notes("fow_paper_drawskip.jsonl"))


def test_fow_qa32c_a_paper_draw_of_a_card_not_in_the_deck_stays_one_violation() -> None:
    assert _LOGGED.rules("own_paper_draw_hand_id.jsonl") == [(3, "fow.log.unknown-card")]


# -- 10. a paper play by name only, the author's own id later ---------------------------------------------------

@pytest.mark.parametrize("name, seqs", [("fow_paper_one_nameonly.jsonl", [50]),
                                        ("fow_paper_one_nameonly_nocardresolve.jsonl", [63]),
                                        ("fow_paper_nameonly.jsonl", [50, 61])])
def test_fow_qa32c_a_play_by_name_only_takes_the_authors_id_with_a_note(name: str, seqs: list[int]) -> None:
    assert _LOGGED.rules(name) == []
    notes = [n for n in _notes(name) if "by its name only was taken as" in n]
    assert [int(n.split(":")[0].split()[1]) for n in notes] == seqs
    assert _LOGGED.verdict(name).result == _LOGGED.verdict("fow_paper.jsonl").result


def test_fow_qa32c_a_block_by_another_hidden_card_once_the_id_is_known_stays_one_violation() -> None:
    assert _LOGGED.rules("own_paper_one_nameonly_block_other.jsonl") == [(63, "fow.block.blocker")]
