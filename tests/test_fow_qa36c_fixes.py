"""Force of Will: the round-36b tester's regression findings on this round's loosened readings (qa36b-fow), one
test or more each. The logs are the tester's (/tmp/qa36b-fow/logs), kept whole in tests/logs/fow_qa36c/.

1. (HIGH, regression, I5.) The paper mulligan numbering note (a turn draw naming a card the mulligan drew, read as
   the log's ids) applied to any later draw: alice's turn-4 draw of alice.6, a card in her hand since the set-up,
   was a note and the fault blamed on a play at seq 71. The docs limit that reading to the first turn's draw: a
   later draw of a card in hand is ``fow.log.unknown-card`` at its seq (18), as with no mulligan (the control).
2. (HIGH, regression, A3/A4.) Two mulligans taken in mid-game: the second was a note ("of the same set-up"). That
   note is for the other player's decision right after a late mulligan that itself came right after the game's one
   misplaced first event (the bench's mv3); mid-game mulligans are each ``fow.setup.mulligan-late``.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa36c")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["I5_twin_s18_engine_numbering.jsonl", "A4_twin_bob_keep_left_out.jsonl"])
def test_fow_qa36c_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. the mulligan numbering at the first turn's draw only ------------------------------------------------------------

def test_fow_qa36c_a_later_draw_of_a_card_the_mulligan_drew_is_flagged() -> None:
    name = "I5_engine_numbering_then_second_turn_draws_mulligan_card_again.jsonl"
    assert _LOGGED.causes(name) == [(18, "fow.log.unknown-card", None)]
    assert not any("a card their mulligan drew" in n for n in _notes(name))
    assert "bob wins" in str(_LOGGED.verdict(name).result)
    # the control with no mulligan: the same flag at the same seq
    assert _LOGGED.rules("I5_control_no_mulligan_draws_card_in_hand.jsonl") == [(18, "fow.log.unknown-card")]


def test_fow_qa36c_the_first_turns_draw_still_reads_the_paper_numbering() -> None:
    # (qa36b 1: s17/s18 stay clean with the note at the first turn's draw)
    assert _LOGGED.rules("I6_two_card_mulligan_paper_numbering.jsonl") == []


# -- 2. mid-game mulligans are each their own fault ---------------------------------------------------------------------

def test_fow_qa36c_two_mid_game_mulligans_are_two_faults() -> None:
    name = "A4_both_mulligan_in_turn4_bob_first_time.jsonl"
    assert _LOGGED.causes(name) == [(28, "fow.setup.mulligan-late", None), (29, "fow.setup.mulligan-late", None)]
    assert not any("of the same set-up" in n for n in _notes(name))
    a3 = _LOGGED.rules("A3_no_setup_mulls_both_mulligan_mid_game_turn3.jsonl")
    assert (8, "fow.setup.mulligan-late") in a3 and (9, "fow.setup.mulligan-late") in a3
