"""Force of Will: the leftovers of round 38 (qa38-setup item 5 and the fixer's list), one test or more each.

1. An empty magic stone deck (``"stones": {}``) whose player calls stones anyway and pays with them (``bob.s1``,
   ``bob.s2``): the log was refused (exit 2, "card id 'bob.s1' is no card of this match ... did you mean 'bob.1'").
   Now it is read: the empty deck once at the set-up, each call from it ``fow.stone.empty-deck`` (Phase Principale 1
   « Mettez la carte du dessus de votre Deck Pierre Magique dans votre Zone Pierre Magique »), and the stone the table
   put into the magic stone area at each such call is on the board under the id the log's numbering gives it (the
   next past the end of the list), its will unknown: the payment with it is no fault again. A payment naming such an
   id that no call gave is ``fow.will.source`` once for the payment (a genuine fault, not hidden).
2. The empty magic stone deck had the rule id ``fow.setup.ruler`` (the right words, Mise en Place ①, but an id a
   judge reads as the ruler's); now its own, ``fow.setup.stone-deck-empty``, the same sentence.
3. A card played that its owner's deck list lacks, named as a card the card data knows (Pachacuti, cost {F}; Humpty
   Dumpty, {Wa}{Wa}{1}): its cost was never checked (the one ``fow.log.unknown-card``); now its payment is judged
   against the printed cost as a listed card's (Coût « vous devez payer à la fois son coût d'attribut [...] et son
   coût libre »), a shortfall ``fow.will.exact`` beside the name, its own root, in an ordered log and in a paper
   log's play taken as that card. Paid in full, the one flag stays alone.
4. While a play by an id one off is held (Board.slip_held), each board replay or explain shows read up to 400
   events ahead again (engine.kept): quadratic in the held window (a 388-event log held from seq 21 to its end:
   203,318 engine steps to show every board, 2 s CPU; 788 events: 682,534, 7 s). Now what kept read of a hold is
   kept (engine.kept_reader, a memo of the fold's own): the window is stepped once (1,835 steps; 3,835 for 788 events), the boards shown the same.

The logs are the tester's (/tmp/qa38-setup: ``fow_no_stone_deck*``, ``fow_clean_4turns``, the clean twin), kept
whole in tests/logs/fow_qa39/, and built from them here (``*_calls_named``, ``*_pays_uncalled``,
``*_one_call_pays_two``, ``fow_one_stone_deck_second_call_pays``); the ``U*`` logs are tests/logs/fow_qa37's
``FU_unlisted_real_resonator`` (ordered) and ``FU2_paper_unlisted_real_resonator_name_only`` (paper) with the
unlisted play's payment or name changed, their twins unchanged; ``N3b_long_slip_held_to_the_end`` is fow_qa38d's
N3b played on (draws and passes, decks five times as long).
"""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from fow import Logged
from projections import core

_LOGGED = Logged("fow_qa39")
_ROOT = Path(__file__).resolve().parent.parent


def test_fow_qa39_clean_twin_is_clean() -> None:
    assert _LOGGED.rules("fow_clean_4turns.jsonl") == []


# -- 1. an empty magic stone deck, its calls and the payment with them --------------------------------------------

@pytest.mark.parametrize("name", ["fow_no_stone_deck.jsonl", "fow_no_stone_deck_calls_named.jsonl"])
def test_fow_qa39_calls_from_an_empty_stone_deck_then_a_payment_is_read(name: str) -> None:
    # (was refused: "card id 'bob.s1' is no card of this match (bob has 41 cards); did you mean 'bob.1' ...")
    assert _LOGGED.rules(name) == [(0, "fow.setup.stone-deck-empty"), (6, "fow.stone.empty-deck"),
                                   (14, "fow.stone.empty-deck")]
    b = _LOGGED.board_after(name, 16)
    bob = b.seat("bob")
    # The table's board: the two stones the calls put there, rested by the payment; Herald on the field.
    assert bob.stone_area == ["bob.s1", "bob.s2"] and all(b.cards[s].rested for s in bob.stone_area)
    assert bob.field == ["bob.1"]
    assert b.label("bob.s1") == "a magic stone (bob.s1)"
    notes = _LOGGED.verdict(name).notes
    assert any("seq 6: bob called a magic stone with their magic stone deck empty" in n for n in notes)


def test_fow_qa39_empty_stone_deck_log_exits_1_not_2() -> None:
    log = _ROOT / "tests" / "logs" / "fow_qa39" / "fow_no_stone_deck.jsonl"
    res = CliRunner().invoke(cli, ["verify", str(log), "--json"])
    assert res.exit_code == 1, res.output
    assert [v["rule"] for v in json.loads(res.output)["violations"]] == [
        "fow.setup.stone-deck-empty", "fow.stone.empty-deck", "fow.stone.empty-deck"]


def test_fow_qa39_payment_with_stones_no_call_gave_is_flagged_once() -> None:
    # bob never calls: the payment names two stones past the end of his (empty) list. One fault, at the payment;
    # the cost is judged as paid (no fow.will.exact on top).
    name = "fow_no_stone_deck_pays_uncalled.jsonl"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(0, "fow.setup.stone-deck-empty"), (13, "fow.will.source")]
    assert "'bob.s1', 'bob.s2': no such magic stone was in their magic stone area" in str(v.violations[1].message)


def test_fow_qa39_payment_with_one_stone_a_call_gave_and_one_it_did_not() -> None:
    name = "fow_no_stone_deck_one_call_pays_two.jsonl"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(0, "fow.setup.stone-deck-empty"), (13, "fow.stone.empty-deck"),
                                                       (14, "fow.will.source")]
    assert "with 'bob.s2':" in str(v.violations[2].message)


def test_fow_qa39_call_past_the_end_of_a_stone_deck_of_one() -> None:
    # bob's list holds one stone: his second call finds the deck empty (its one fault); the stone it put there,
    # bob.s2, pays with bob.s1.
    name = "fow_one_stone_deck_second_call_pays.jsonl"
    assert _LOGGED.rules(name) == [(14, "fow.stone.empty-deck")]
    b = _LOGGED.board_after(name, 16)
    assert b.seat("bob").stone_area == ["bob.s1", "bob.s2"] and b.seat("bob").field == ["bob.1"]
    assert b.label("bob.s2") == "a magic stone (bob.s2)"


def test_fow_qa39_a_stone_past_the_end_used_again_is_rested() -> None:
    # The stone a call from the empty deck gave is a card of the board: paying with it again while rested is flagged.
    log = _LOGGED.load("fow_no_stone_deck.jsonl")
    again = msgspec.structs.replace(log.events[14], seq=17)  # bob plays bob.1 again, paying with bob.s1, bob.s2
    again = msgspec.structs.replace(again, card="bob.4")
    log2 = msgspec.structs.replace(log, events=[*log.events, again])
    rules = [(v.seq, v.rule) for v in core.verify(log2).violations]
    assert (17, "fow.will.rested") in rules and (17, "fow.will.source") not in rules


# -- 2. the empty magic stone deck's own rule id ------------------------------------------------------------------

def test_fow_qa39_empty_stone_deck_has_its_own_rule_id() -> None:
    v = _LOGGED.verdict("fow_no_stone_deck_no_calls.jsonl")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(0, "fow.setup.stone-deck-empty", "bob")]
    assert v.violations[0].ref.endswith("§ Mise en Place")
    assert _LOGGED.rules("fow_no_stone_deck_one_call.jsonl") == [(0, "fow.setup.stone-deck-empty"),
                                                                   (6, "fow.stone.empty-deck")]


# -- 3. the cost of a played card its deck list lacks, the card data knowing it ----------------------------------

@pytest.mark.parametrize("name, message", [
    ("U1_ordered_unlisted_known_cost_unpaid.jsonl", "alice paid 0 will for 'Pachacuti', which costs 1 ({F})"),
    ("U2_paper_unlisted_known_cost_unpaid.jsonl", "alice paid 0 will for Pachacuti (alice.3), which costs 1 ({F})"),
    ("U3_ordered_unlisted_humpty_water_cost_fire_paid.jsonl",
     "alice paid 1 will for 'Humpty Dumpty', which costs 3 ({Wa}{Wa}{1}): its 2 water will is unpaid"),
])
def test_fow_qa39_unlisted_card_known_to_the_data_has_its_cost_judged(name: str, message: str) -> None:
    # (was fow.log.unknown-card alone: the cost of a card its deck list lacks was never checked)
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(62, "fow.log.unknown-card", None),
                                                                      (62, "fow.will.exact", None)]
    assert message in str(v.violations[1].message)
    assert v.winner == "alice"


@pytest.mark.parametrize("name", ["U1twin_ordered_unlisted_known_cost_paid.jsonl",
                                  "U2twin_paper_unlisted_known_cost_paid.jsonl"])
def test_fow_qa39_unlisted_card_paid_in_full_is_the_one_flag(name: str) -> None:
    assert _LOGGED.rules(name) == [(62, "fow.log.unknown-card")]


# -- 4. the boards replay shows while a play by an id one off is held ---------------------------------------------

def test_fow_qa39_a_long_held_window_is_read_on_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # tests/logs/fow_qa38d's N3b (alice's Demonflame played as alice.2, one off: held, never named again), played on
    # for 360 more events of draws and passes (decks five times as long). Each board replay shows there used to read
    # up to 400 events ahead again (203,318 steps for the 388 events); now the window is stepped once.
    from cli.walk import fold
    from ledger.log import read_log
    from projections.force_of_will import engine

    log = read_log(str(_ROOT / "tests" / "logs" / "fow_qa39" / "N3b_long_slip_held_to_the_end.jsonl"))
    steps = [0]
    real = engine.step

    def counting(board, event):
        steps[0] += 1
        return real(board, event)

    monkeypatch.setattr(engine, "step", counting)
    shown = [(ev.seq, board) for ev, _turn, _active, board, _found in fold(log)]
    assert len(shown) == len(log.events) == 388
    assert steps[0] < 6 * len(log.events)
    # The verdict as written (the log ends with neither id named again): the play's own two faults.
    assert [(v.seq, v.rule) for v in core.verify(log).violations] == [(21, "fow.will.exact"),
                                                                        (21, "fow.play.target")]
    # What replay shows in the window is the board as written (alice.2 played, alice.1 still in the hand).
    seq, board = shown[25]
    assert seq == 26 and "alice.1" in board.seat("alice").hand and "alice.2" not in board.seat("alice").hand
