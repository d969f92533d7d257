"""Force of Will: the round-36 tester's findings on paper-table logs with real cards (qa36-fow), one test or more each.

1. A paper log where alice puts alice.5 under her deck at set-up, calls the card her mulligan drew alice.5 still
   and numbers her turn draws alice.6, alice.7... (the docs' "alice.6 the first draw"): 6 violations
   (``fow.log.unknown-card`` x5 at each draw, ``fow.play.not-in-hand``). Which hidden card was drawn cannot be
   checked in a paper log (Mise en Place ④ « puis pioche autant de cartes »): that numbering is now read as the
   log's, with a note, and the docs' id section says how ids run after a mulligan. The twins (s17: the set-up
   draw recorded, s18: not recorded, turn draws from alice.7) stay clean.
2. A card played under a real card's name its owner's deck list lacks ("Humpty Dumpty", in the card data: a
   resonator, 800/800): one ``fow.log.unknown-card`` (right), but it was then of unknown type with no ATK or DEF,
   so its battles dealt no damage. Now, once it resolves, it is that card, its printed type, ATK and DEF counting
   (still one flag for the list at its play). In the tester's log the name replaced a Kai (1200/1200): the log
   then uses the card after the named card's DEF had it destroyed, which stays the one consequence it was
   (caused_by the play), and the table's winner is not reached (the log's Kai dealt 1200 a hit).
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
5. (From the CLI fixer.) A header ``order: []`` or an ``order`` / ``stone_order`` shorter than its list became a deck
   of 0 or n cards (flagged ``fow.log.deck-order``), and the log was refused at a later event naming a card past it.
   Now, as Chrono Clash reads one (``PARTIAL_ORDER``), it is the known top of that deck, the rest of the list
   hidden cards (a note); empty, a paper deck (a note). A card of the short order the list lacks is one
   ``fow.log.deck-order`` at seq 0; a wrong card on top is the one ``fow.log.unknown-card`` at its play.
   (o1..o6 are paper1_clean with the header's order changed.)

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


# -- 2. a real card the deck list lacks ---------------------------------------------------------------------------------

def test_fow_qa36b_a_real_card_the_list_lacks_fights_with_its_printed_statistics() -> None:
    name = "f18_play_card_not_in_list.jsonl"
    # the tester's log, its later uses of that card left out (they contradict the named card's DEF): one flag
    drop = (62, 63, 82, 83)
    assert _LOGGED.rules(name, drop=drop) == [(25, "fow.log.unknown-card")]
    board = _LOGGED.board_after(name, 26)
    assert board.cards["bob.3"].zone == "field" and board.cards["bob.3"].name == "Humpty Dumpty"
    # the battle at 45: Humpty Dumpty (800) and Little Dread (800/800) destroy each other (was: no damage at all)
    board = _LOGGED.board_after(name, 47)
    assert board.cards["alice.3"].zone == "grave" and board.cards["bob.3"].zone == "grave"
    assert any("Humpty Dumpty (bob.3) resolves as the card the log named" in n for n in _notes(name))


def test_fow_qa36b_the_tester_log_keeps_its_one_root() -> None:
    # the log goes on using bob.3 (the table's card survived: it was a Kai): the consequence of that one play
    assert _LOGGED.causes("f18_play_card_not_in_list.jsonl") == [(25, "fow.log.unknown-card", None),
                                                                 (62, "fow.attack.attacker", 25)]


# -- 5. an empty or short order / stone_order --------------------------------------------------------------------------

@pytest.mark.parametrize("name, said", [
    ("o1_order_empty.jsonl", "alice's `order` is empty: that deck's order is taken as unknown (a paper deck), its "
                             "cards named as they are revealed"),
    ("o2_order_short_top.jsonl", "alice's `order` lists 4 cards of the deck list's 40, taken as the top of the deck, "
                                 "and the rest of the list as hidden cards, named as they are revealed"),
    ("o3_stone_order_empty.jsonl", "alice's `stone_order` is empty: that deck's order is taken as unknown (a paper "
                                   "deck), its cards named as they are revealed"),
    ("o4_stone_order_short.jsonl", "alice's `stone_order` lists 2 cards of the magic stone deck list's 10, taken as "
                                   "the top of the magic stone deck, and the rest of that list as hidden cards, named "
                                   "as they are revealed")])
def test_fow_qa36b_a_short_or_empty_order_is_the_known_top(name: str, said: str) -> None:
    v = _LOGGED.verdict(name)
    assert v.violations == []
    assert v.result == _LOGGED.verdict("paper1_clean.jsonl").result and "bob wins" in str(v.result)
    assert said in _notes(name)


def test_fow_qa36b_a_short_order_names_the_top_cards() -> None:
    board = _LOGGED.board_after("o2_order_short_top.jsonl", 1)
    assert [board.cards[f"alice.{k}"].name for k in (1, 2, 3, 4, 5)] == [
        "Thunder", "Jabal, the Grandsire of Nomads", "Little Dread, the Fake Red Moon", "Thunder", None]
    assert len(board.seat("alice").deck) + len(board.seat("alice").hand) == 40


def test_fow_qa36b_a_short_order_with_a_wrong_top_card_is_flagged_at_its_play() -> None:
    v = _LOGGED.verdict("o5_order_short_wrong_top.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(9, "fow.log.unknown-card")]
    assert v.violations[0].message == ("the log calls alice.1 'Thunder', but alice's order has it as 'Sun Tzu': "
                                       "taken as 'Thunder'")


def test_fow_qa36b_a_short_order_with_a_card_the_list_lacks_is_one_deck_order_flag() -> None:
    v = _LOGGED.verdict("o6_order_short_card_not_in_list.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(0, "fow.log.deck-order")]
    assert "1 'Columbus' in the order, 0 in the list" in v.violations[0].message
    assert "bob wins" in str(v.result)


# -- 1. a paper log numbering the mulligan's draw with the put-under card's id -----------------------------------------

@pytest.mark.parametrize("name", ["s17_mulligan_setup_draw_recorded.jsonl", "s18_mulligan_setup_draw_not_recorded.jsonl"])
def test_fow_qa36b_mulligan_twins_stay_clean(name: str) -> None:
    v = _LOGGED.verdict(name)
    assert v.violations == [] and "bob wins" in str(v.result)
    assert not any("keeps the ids of the cards the mulligan put under" in n for n in _notes(name))


def test_fow_qa36b_a_mulligan_draw_called_by_the_put_under_id_is_read_with_a_note() -> None:
    name = "s19b_mulligan_slot_reused_draws_from_6.jsonl"
    v = _LOGGED.verdict(name)
    assert v.violations == []
    assert v.result == _LOGGED.verdict("s18_mulligan_setup_draw_not_recorded.jsonl").result
    assert ("seq 7: alice draws alice.6, a card their mulligan drew in the count of the ids: the log keeps the ids of "
            "the cards the mulligan put under (alice.5) for the cards it drew, and numbers the turn's draws from "
            "alice.6; read so (in a paper log which hidden card was drawn cannot be checked)") in _notes(name)
    board = _LOGGED.board_after(name, 7)
    hand = board.seat("alice").hand
    assert "alice.5" in hand and "alice.6" in hand and board.seat("alice").deck[0] == "alice.7"
    # the card put under is at the bottom, hidden (the deck's count unchanged)
    assert len(board.seat("alice").deck) == 40 - 6


def test_fow_qa36b_the_reading_hides_no_fault_a_second_draw_is_still_flagged() -> None:
    import json

    name = "s19b_mulligan_slot_reused_draws_from_6.jsonl"
    lines = (_LOGGED.logs / name).read_text().splitlines()
    events = [json.loads(x) for x in lines[1:]]
    # alice draws twice in her turn 2 (seq 7 and a new seq 8): the second draw is the one fault
    extra = {"type": "CardDrawn", "card": "alice.7", "seq": 8, "player": "alice"}
    out = events[:7] + [extra] + [dict(e, seq=e["seq"] + 1) for e in events[7:]]
    from ledger.log import parse_log
    from projections import core

    log = parse_log(("\n".join([lines[0]] + [json.dumps(e) for e in out]) + "\n").encode(), "twice.jsonl")
    v = core.verify(log)
    assert [(x.seq, x.rule) for x in v.violations][:1] == [(8, "fow.turn.draw-phase")]
