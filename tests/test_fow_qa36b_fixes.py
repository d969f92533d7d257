"""Force of Will: the round-36 tester's findings on paper-table logs with real cards (qa36-fow), one test or more each.

3. A card name written in another letter case (``"pachacuti"``) refused the whole log (exit 2), while attributes in
   another case were read with a note: now a name that, its surrounding spaces aside and case not counted, is
   exactly one known card's is read as that card, with a note. A misspelt name (``"Pachacutti"``) stays the log's
   one-line error with its "did you mean" (docs: an unknown card is unusable input).
4. Wording. A called magic stone the log never named was "a hidden card (alice.s3)": it is face up (Mise en Place,
   « mettez-la face recto dans votre Zone Pierre Magique »), so it is named by its stone list's one kind (or "a
   magic stone" when the list holds more). A draw during the other player's turn after a battle with the turn's
   end left out said only "drew a card during carla's turn": now "with no end of that turn recorded before it", as
   after a play. An {X} cost with ``x`` left out said "got None": now the log leaves x out, and the X the will paid
   implies.

The logs are the tester's (/tmp/qa36-fow), kept whole in tests/logs/fow_qa36b/.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa36b")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["paper1_clean.jsonl", "paper2_clean.jsonl", "x1_charm_x3_clean.jsonl"])
def test_fow_qa36b_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 4. wording -------------------------------------------------------------------------------------------------------

def test_fow_qa36b_a_called_stone_is_named_by_its_one_kind() -> None:
    v = _LOGGED.verdict("f27_stone_used_twice_in_turn.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(71, "fow.will.rested")]
    assert v.violations[0].message == ("alice paid for Jabal, the Grandsire of Nomads (alice.7) with Magic Stone of "
                                       "Flame (alice.s3), which was already rested")
    assert "bob wins" in str(v.result)


def test_fow_qa36b_a_called_stone_of_a_two_kind_list_is_a_magic_stone() -> None:
    v = _LOGGED.verdict("f26_paid_with_opponents_stone.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(71, "fow.will.source")]
    assert v.violations[0].message == ("alice paid for Jabal, the Grandsire of Nomads (alice.7) with a magic stone "
                                       "(bob.s1), which is not theirs")
    assert "hidden" not in v.violations[0].message


def test_fow_qa36b_a_draw_after_a_battle_with_the_turn_end_left_out_says_so() -> None:
    v = _LOGGED.verdict("f22_turn_end_missing.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(33, "fow.turn.not-your-turn")]
    assert v.violations[0].message == ("dan drew a card during carla's turn, with no end of that turn recorded "
                                       "before it")
    assert v.result == _LOGGED.verdict("paper2_clean.jsonl").result
    # the same slip after a play: worded the same
    w = _LOGGED.verdict("f22b_turn_end_missing_after_play.jsonl")
    assert [x.message for x in w.violations][0].endswith("with no end of that turn recorded before it")


def test_fow_qa36b_x_left_out_is_said_with_the_x_the_payment_implies() -> None:
    v = _LOGGED.verdict("x2_charm_x_left_out.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(51, "fow.will.x")]
    assert v.violations[0].message == ("Charm of the Princess (bob.5) costs {Wa}{Wa}{X}: X must be chosen as it is "
                                       "played, and the log leaves the event's x out (the 5 will paid would make "
                                       "X = 3)")
    assert "None" not in v.violations[0].message


# -- 3. a card name in another letter case ----------------------------------------------------------------------------

def test_fow_qa36b_a_name_in_another_case_is_read_as_that_card_with_a_note() -> None:
    v = _LOGGED.verdict("n2_lowercase_name_in_play.jsonl")
    assert v.violations == []
    assert "alice wins" in str(v.result)
    assert ("seq 4: the card name 'pachacuti' is read as 'Pachacuti', the one card of that name (names are written "
            "as printed)") in _notes("n2_lowercase_name_in_play.jsonl")


def test_fow_qa36b_a_name_with_spaces_around_it_and_in_capitals_is_read_too() -> None:
    lines = (_LOGGED.logs / "n2_lowercase_name_in_play.jsonl").read_text().splitlines()
    lines = [line.replace('"pachacuti"', '"  PACHACUTI "') for line in lines]
    from ledger.log import parse_log
    from projections import core

    v = core.verify(parse_log(("\n".join(lines) + "\n").encode(), "spaces.jsonl"))
    assert v.violations == [] and "alice wins" in str(v.result)
    assert any("'  PACHACUTI ' is read as 'Pachacuti'" in str(n) for n in v.notes)


def test_fow_qa36b_a_misspelt_name_stays_the_one_line_error() -> None:
    from ledger.errors import UnknownCardError

    with pytest.raises(UnknownCardError) as err:
        _LOGGED.verdict("n1_misspelt_name_in_play.jsonl")
    assert "card name 'Pachacutti' is no card of this match; did you mean 'Pachacuti'?" in str(err.value)
