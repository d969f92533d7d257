"""FFTCG paper-table logs: no deck order, hidden cards named as the log reveals them (``serials``)."""

from __future__ import annotations

import json
from pathlib import Path

from fftcg import cast, disc, draw, make_log, passes, play, rules_at, seat, to_end_of_turn
from ledger.log import read_log
from projections import core

SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg"


def paper(s: dict) -> dict:
    """The seat without its deck order (a paper table)."""
    return {k: v for k, v in s.items() if k != "order"}


def verify_paper(seats, events, **kw):
    return core.verify(make_log([paper(s) for s in seats], events, **kw))


def named(event: dict, **serials: str) -> dict:
    return {**event, "serials": {k.replace("_", "."): v for k, v in serials.items()}}


A = seat("a", hand=["1-009", "1-010", "1-016", "1-014", "1-004"], deck=["1-012", "1-010", "1-020"])
B = seat("b")


def test_the_paper_sample_is_the_full_sample_without_orders():
    full = read_log(SAMPLES / "stack-three-deep-and-party-attack.jsonl")
    log = read_log(SAMPLES / "paper-table-stack-and-party-attack.jsonl")
    assert all(p.order is None for p in log.header.players) and log.header.shuffle_seed is None
    result = core.verify(log)
    assert result.clean and result.winner == core.verify(full).winner
    assert any("paper log" in n for n in result.notes)


def test_a_header_without_order_or_seed_sets_up_hidden_cards():
    board = core.new_board(make_log([paper(A), paper(B)], []))
    assert board.seat("a").hand == ["a.1", "a.2", "a.3", "a.4", "a.5"]
    assert board.cards["a.1"].serial == "" and board.label("a.1") == "a hidden card (a.1)"
    assert board.seat("a").unbound == A["deck"]


def test_named_cards_are_judged_as_in_a_full_log():
    ev = [draw("a", "a.6"), named(play("a", "a.1", disc("a.6")), a_1="1-009", a_6="1-012")]
    result = verify_paper([A, B], ev)
    assert result.violations == []
    board = core.board_at(make_log([paper(A), paper(B)], ev), 2)
    assert board.cards["a.1"].zone == "field" and board.cards["a.1"].serial == "1-009"
    # The rules still apply to the named cards: Cloud paid with an ice card breaks the element rule.
    ev = [draw("a", "a.6"), named(play("a", "a.1", disc("a.6")), a_1="1-009", a_6="1-041")]
    found = rules_at(verify_paper([A, seat("b")], ev))
    assert (2, "fftcg.cp.element") in found


def test_a_card_the_deck_list_has_no_copy_left_of_is_flagged():
    # A has one Cloud 1-009; naming a second one is impossible.
    ev = [draw("a", "a.6"), named(play("a", "a.1", disc("a.6")), a_1="1-009", a_6="1-009")]
    result = verify_paper([A, B], ev)
    assert rules_at(result)[0] == (2, "fftcg.log.unknown-card")
    assert "no copy of it left" in result.violations[0].message


def test_a_hidden_card_used_without_its_serial_is_flagged():
    # A character played and a card discarded for CP without their serials are notes (qa36b 3: no rule broken; the
    # verdict says what is not checked); a summon cast unnamed is still flagged (its effect cannot be carried out).
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.6"))]
    v = verify_paper([A, B], ev)
    assert rules_at(v) == []
    assert sum("the log does not say which card" in str(n) for n in v.notes) == 2
    ev = [draw("a", "a.6"), cast("a", "a.1", disc("a.6"))]
    assert rules_at(verify_paper([A, B], ev)) == [(2, "fftcg.log.unknown-card")]


def test_a_serial_that_contradicts_an_earlier_one_is_flagged():
    ev = [draw("a", "a.6"), named(play("a", "a.1", disc("a.6")), a_1="1-009", a_6="1-012"),
          *to_end_of_turn("a", "b"),
          named(draw("b", "b.6", "b.7"), a_1="1-016")]
    assert rules_at(verify_paper([A, B], ev)) == [(len(ev), "fftcg.log.unknown-card")]


def test_a_paper_log_round_trips_through_json():
    ev = [draw("a", "a.6"), named(play("a", "a.1", disc("a.6")), a_1="1-009", a_6="1-012"), *passes("a", "b")]
    log = make_log([paper(A), paper(B)], ev)
    line = json.loads(log.canonical().splitlines()[2])
    assert line["serials"] == {"a.1": "1-009", "a.6": "1-012"}
