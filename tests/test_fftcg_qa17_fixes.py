"""The seventeenth outside test of FFTCG (the docs read as a log author reads them). Each planted fault gives
exactly one violation; its clean twin verifies clean (docs/fftcg.md).

The logs are the tester's own (qa17), as written, in tests/logs/fftcg_qa17/: ``p1_clean``, ``q_clean`` and
``s_clean`` are the clean twins of the paper logs (``p1_``, ``q_``, ``s_``); ``full_mull_keep_*`` are the sample
win-seven-damage with keeps recorded as ``Mulliganed``; ``idx1_ability`` is the sample stack-three-deep with
Monk's ability numbered 1. ``_log(name)`` gives one back as its text.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fftcg import board_after, seat, use, verify
from ledger.errors import UnknownCardError
from ledger.log import parse_log
from projections import core

LOGS = Path(__file__).resolve().parent / "logs" / "fftcg_qa17"


def _log(name: str) -> str:
    lines = (LOGS / f"{name}.jsonl").read_text().splitlines()
    head, events = lines[0], [json.loads(line) for line in lines[1:] if line.strip()]
    return "\n".join([head, *map(json.dumps, events)]) + "\n"


def _verdict(name: str, text: str | None = None) -> core.Verification:
    return core.verify(parse_log((text or _log(name)).encode(), "t.jsonl"))


def _rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in _verdict(name).violations]


def test_the_clean_twins_verify_clean():
    for name in ("p1_clean", "q_clean", "s_clean"):
        assert _rules(name) == [], name


# -- 1. a keep recorded as a Mulliganed with an empty or no bottom -----------------------------------------

def test_an_empty_bottom_is_a_keep_in_a_paper_log():
    result = _verdict("q_f_bob_keep_as_empty_mulligan")
    assert [(v.seq, v.rule) for v in result.violations] == []
    assert any("bob's Mulliganed names no card to put at the bottom: read as keeping the hand" in n
               for n in result.notes)


def test_a_mulligan_without_bottom_is_a_keep_in_a_full_order_log():
    assert _rules("full_mull_keep_bob") == []
    result = _verdict("full_mull_keep_both")
    assert [(v.seq, v.rule) for v in result.violations] == []
    assert sum("read as keeping the hand" in n for n in result.notes) == 2


def test_a_keep_leaves_the_hand_and_a_real_mulligan_still_follows_it():
    keep = {"type": "Mulliganed", "player": "a", "bottom": []}
    board = board_after([seat("a"), seat("b")], [keep])
    assert board.seat("a").hand == ["a.1", "a.2", "a.3", "a.4", "a.5"]
    assert board.seat("a").mulligans == 0
    mull = {"type": "Mulliganed", "player": "a", "bottom": ["a.1", "a.2", "a.3", "a.4", "a.5"]}
    assert [v.rule for v in verify([seat("a"), seat("b")], [keep, mull]).violations] == []
    twice = {"type": "Mulliganed", "player": "a", "bottom": ["a.6", "a.7", "a.8", "a.9", "a.10"]}
    assert [(v.seq, v.rule) for v in verify([seat("a"), seat("b")], [mull, twice]).violations] == \
        [(2, "fftcg.setup.mulligan-once")]


# -- 2. a serial the deck list has no copy of: that card stays unnamed -------------------------------------

def test_a_character_named_by_a_serial_its_list_lacks_is_one_unknown_card():
    assert _rules("s_f_char_serial_not_in_list") == [(24, "fftcg.log.unknown-card")]


def test_a_summon_named_by_a_serial_its_list_lacks_is_one_unknown_card():
    assert _rules("p1_f_serial_not_in_list") == [(12, "fftcg.log.unknown-card")]


# -- 3. an unnamed summon or EX Burst: its draw unknown, the End phase discard taken as recorded -------------

def test_a_summon_cast_unnamed_is_one_unknown_card_and_the_discard_stands():
    assert _rules("p1_f_summon_only_unnamed") == [(12, "fftcg.log.unknown-card")]


def test_a_summon_named_on_its_resolved_is_carried_out_then():
    assert _rules("p1_f_summon_named_at_resolve") == [(12, "fftcg.log.unknown-card")]
    log = parse_log(_log("p1_f_summon_named_at_resolve").encode(), "t.jsonl")
    board = core.board_at(log, 15)  # Moogle 1-172 named on its Resolved: its draw made
    assert board.cards["bob.1"].serial == "1-172"
    assert len(board.seat("bob").hand) == 6
    assert not board.seat("bob").hand_unsure


def test_an_unnamed_ex_burst_is_one_unknown_card_and_the_discard_stands():
    assert _rules("q_f_exburst_unnamed") == [(34, "fftcg.log.unknown-card")]


# -- 4. an ability numbered from 1 ---------------------------------------------------------------------------

def test_an_ability_numbered_from_1_is_one_flag_and_read_as_the_ability_before():
    result = _verdict("idx1_ability")
    assert [(v.seq, v.rule) for v in result.violations] == [(43, "fftcg.ability.unknown")]
    assert "counted from 0 (0 = the first of its abilities)" in result.violations[0].message
    assert _rules_text(_log("idx1_ability").replace('"ability": 1,', '"ability": 0,')) == []


def test_an_ability_number_with_no_ability_goes_on_the_stack_unmodelled():
    c = {"serial": "QA-001", "name": "Twin", "type": "backup", "cost": 1, "elements": ["fire"],
         "abilities": [{"kind": "field", "effects": [{"do": "power", "amount": 0}]},
                       {"kind": "action", "effects": [{"do": "draw", "amount": 1}]}]}
    a = seat("a", hand=["QA-001", "1-004"])
    events = [{"type": "CardsDrawn", "player": "a", "cards": ["a.6"]},
              {"type": "CharacterPlayed", "player": "a", "card": "a.1", "payment": [{"discard": "a.2"}]},
              use("a", "a.1", ability=5),
              {"type": "PriorityPassed", "player": "b"}, {"type": "PriorityPassed", "player": "a"},
              {"type": "Resolved", "player": "a", "item": "a.1"}]
    result = verify([a, seat("b")], events, cards=[c])
    assert [(v.seq, v.rule) for v in result.violations] == [(3, "fftcg.ability.unknown")]
    assert "abilities are number 1, counted from 0" in result.violations[0].message


def _rules_text(text: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in _verdict("", text).violations]


# -- 5. an effect's draw recorded as a CardsDrawn line ---------------------------------------------------------

def test_an_effects_draw_recorded_as_a_draw_line_is_that_draw():
    for name in ("p1_q_effect_draw_recorded", "p1_q_effect_draw_recorded_named"):
        result = _verdict(name)
        assert [(v.seq, v.rule) for v in result.violations] == [], name
        assert any("CardsDrawn records the draw of Moogle 1-172 (bob.1)'s effect" in n for n in result.notes), name


def test_a_second_draw_naming_no_card_an_effect_drew_is_still_flagged():
    text = _log("p1_q_effect_draw_recorded").replace('"cards": ["bob.8"]', '"cards": ["bob.8", "bob.9"]')
    # Two cards where the effect drew one: a real extra draw, drawn as recorded (the hand of 7 then discards 1).
    assert _rules_text(text)[0] == (16, "fftcg.draw.count")


# -- 6. the log's parse errors: names where ids or serials belong ----------------------------------------------

def test_a_split_by_names_says_a_card_name_is_where_an_id_belongs():
    with pytest.raises(UnknownCardError) as err:
        _verdict("s_f_split_names")
    text = str(err.value)
    assert "$.split.Cloud" in text and "'Cloud' is a card name where an id belongs: give the card's id, e.g. alice.8" \
        in text


def test_a_name_as_a_serial_says_serials_map_an_id_to_a_serial():
    with pytest.raises(UnknownCardError) as err:
        _verdict("w_name_as_serial")
    text = str(err.value)
    assert "$.serials.alice.1" in text
    assert "'Tifa' is a card name where a serial belongs: serials map a card's id to its serial, e.g. '1-016' " \
           "(Tifa)" in text
