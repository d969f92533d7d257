"""Force of Will: what a sixth outside reading found (its logs were in the QA's /tmp/qa6-fow).

1. A turn ended with the chase pending: flagged, and what was on it resolves there, top first (the table went on).
2. One payment fault, one rule id: a flagged source still pays what was declared; too little will is
   ``fow.will.exact`` alone; ``fow.will.attribute`` is an icon unpaid by enough will.
3. A discard named that is not in the hand is ``fow.log.unknown-card``; hand-size only if the hand stays over seven.
4. A resonator put in answer to the chase, in the opponent's turn, is ``fow.play.main-phase`` alone.
5. A deck-out's failed draw that names a card is ``fow.log.unknown-card``; the loss stands.
6. A paper stone call naming a stone the list has no copy of left: flagged once, the stone stays unnamed.
7. Words: an addition with no host says "nothing"; a J-ruler whose J side the data lacks has ATK/DEF "unknown".
"""

from __future__ import annotations

from fow import (FILLER, FIRE, LIGHT, attack, block, board_after, call, draw, end, ev, idle, play, resolve, rules_at,
                 seat, stone_id, verify)
from test_fow_chase import PRE as CHASE_PRE

GALAHAD = "Galahad, the Son of the God"  # {L}{1}, 400/400
MONK = "Temple Monk"  # {L}, 200/400
MELGIS = "Melgis, the Flame King"
WATER = "Magic Stone of Water"
WIND = "Magic Stone of Wind"


def _paper(*seats_):
    """The seats without their recorded orders: a paper log."""
    return [{k: v for k, v in s.items() if k not in ("order", "stone_order")} for s in seats_]


# The rules' example (tests/test_fow_chase.py): a (Melgis, fire) and b (Faria, light); b puts Galahad on turn 6.
A = seat("a", hand=["Demonflame"], stones=[FIRE] * 6, ruler=MELGIS)
B = seat("b", hand=[GALAHAD, "Pride of Knights"], stones=[LIGHT] * 6)  # b.5 is Perceval ({L}), the filler


# The example's first turns, as tests/test_fow_chase.py plays them: b puts Galahad on turn 6, a calls a stone.
PRE = CHASE_PRE
DEMONFLAME = play("a", "a.1", targets=["b.1"], payment=[stone_id("a", 1)])
PRIDE = play("b", "b.2", targets=["b.1"], payment=[stone_id("b", 3)])


# -- 1. a turn ended with the chase pending --------------------------------------------------------------------

def test_a_resonator_left_on_the_chase_at_the_end_of_the_turn_is_put_and_attacks_later():
    a = seat("a", hand=[MONK], stones=[LIGHT] * 6)
    events = [call("a"), play("a", "a.1", payment=["a.s1"]), end("a"),  # the Monk still on the chase
              draw("b"), call("b"), end("b"), draw("a"), attack("a", "a.1", "b"), block("b")]
    result = verify([a, seat("b")], events)
    assert rules_at(result) == [(3, "fow.chase.unresolved")]
    assert any("ended the turn with Temple Monk (a.1) still on the chase: it resolves there" in n
               for n in result.notes), result.notes
    board = board_after([a, seat("b")], events)
    assert board.cards["a.1"].zone == "field" and board.seat("b").life == 4000 - 200
    # Resolved before the end of the turn, the same match is clean.
    clean = events[:2] + [resolve("b")] + events[2:]
    assert verify([a, seat("b")], clean).clean


def test_the_rules_example_left_on_the_chase_resolves_top_first():
    events = PRE + [DEMONFLAME, PRIDE, end("a")]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.chase.unresolved")]
    board = board_after([A, B], events)
    # Pride of Knights first (DEF 600), then Demonflame (500): Galahad survives; both spells are in the graveyards.
    assert "b.1" in board.seat("b").field
    assert "a.1" in board.seat("a").grave and "b.2" in board.seat("b").grave
    assert not board.chase and board.active == "b"


def test_what_resolving_at_the_end_of_the_turn_puts_on_the_chase_resolves_too():
    cat = "Cheshire Cat, the Grinning Remnant"  # {Wa}; enters: draw two, then a hand card on top of the deck
    a = seat("a", hand=[cat], stones=[WATER] * 6)
    events = [call("a"), play("a", "a.1", targets=["a.2"], payment=["a.s1"]), end("a")]
    assert rules_at(verify([a, seat("b")], events)) == [(3, "fow.chase.unresolved")]
    board = board_after([a, seat("b")], events)
    assert board.cards["a.1"].zone == "field" and board.seat("a").deck[0] == "a.2"
    assert len(board.seat("a").hand) == 5 and not board.chase


# -- 2. one payment fault, one rule id -------------------------------------------------------------------------

TWO = [call("a"), end("a"), draw("b"), end("b"), draw("a"), call("a")]  # a has two stones on turn 3


def test_too_little_will_is_exact_alone_naming_the_attribute_it_lacks():
    a = seat("a", hand=[GALAHAD], stones=[FIRE, FIRE])
    for paid in ([], ["a.s1"]):
        found = verify([a, seat("b")], TWO + [play("a", "a.1", payment=paid)]).violations
        assert [(v.seq, v.rule) for v in found] == [(7, "fow.will.exact")], paid
        assert "light" in found[0].message and "costs 2 ({L}{1})" in found[0].message


def test_an_attribute_left_unpaid_by_enough_will_is_attribute_alone():
    a = seat("a", hand=[GALAHAD], stones=[FIRE, FIRE])
    assert rules_at(verify([a, seat("b")], TWO + [play("a", "a.1", payment=["a.s1", "a.s2"])])) == [
        (7, "fow.will.attribute")]
    # Too much, and the attribute unpaid: two faults, each its own rule.
    monk = seat("a", hand=[MONK], stones=[FIRE, FIRE])
    assert rules_at(verify([monk, seat("b")], TWO + [play("a", "a.1", payment=["a.s1", "a.s2"])])) == [
        (7, "fow.will.attribute"), (7, "fow.will.exact")]


def test_paying_with_the_opponents_stone_is_the_source_alone():
    events = PRE + [DEMONFLAME, play("b", "b.2", targets=["b.1"], payment=[stone_id("a", 2)])]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.will.source")]
    # Declared as fire, it still pays fire: the light of Pride of Knights is unpaid by enough will.
    fire = events[:-1] + [play("b", "b.2", targets=["b.1"], payment=[stone_id("a", 2)], attributes=["F"])]
    assert rules_at(verify([A, B], fire)) == [(len(fire), "fow.will.source"), (len(fire), "fow.will.attribute")]
    assert verify([A, B], PRE + [DEMONFLAME, PRIDE]).clean


def test_an_ability_paid_with_nothing_is_exact_alone():
    a = seat("a", hand=[MONK], stones=[LIGHT] * 6)
    events = idle([a, seat("b")], 2, [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("b"), end("a")])[:-1]
    events += [ev("AbilityActivated", "a", card="a.1", ability=0, payment=[])]
    assert rules_at(verify([a, seat("b")], events)) == [(len(events), "fow.will.exact")]


# -- 3. a discard that is not in the hand ----------------------------------------------------------------------

def test_discarding_a_field_card_with_few_cards_in_hand_is_unknown_card_alone():
    a = seat("a", hand=[FILLER], stones=[LIGHT] * 6)
    events = [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("b"), end("a", discarded=["a.1"])]
    assert rules_at(verify([a, seat("b")], events)) == [(4, "fow.log.unknown-card")]
    assert verify([a, seat("b")], events[:-1] + [end("a")]).clean


def test_a_wrong_discard_that_leaves_eight_cards_is_flagged_for_the_hand_size_too():
    seats = [seat("a"), seat("b")]
    events = idle(seats, 6) + [draw("a")]  # a's turn 7: 8 cards in hand
    assert len(board_after(seats, events).seat("a").hand) == 8
    wrong = events + [end("a", discarded=["b.1"])]
    found = verify(seats, wrong).violations
    # (fix16 finding 8: the discard that stood at the table was a card of the hand, the log naming the wrong one:
    # that one fault, not also fow.end.hand-size; tests/test_fow_qa16_fixes.py)
    assert [(v.seq, v.rule) for v in found] == [(len(wrong), "fow.log.unknown-card")]
    assert verify(seats, events + [end("a", discarded=["a.1"])]).clean


# -- 4. a resonator in answer to the chase, in the opponent's turn --------------------------------------------

def test_a_resonator_put_in_answer_in_the_opponents_turn_is_main_phase_alone():
    events = PRE + [DEMONFLAME, play("b", "b.5", payment=[stone_id("b", 3)])]
    assert rules_at(verify([A, B], events)) == [(len(events), "fow.play.main-phase")]
    # With nothing on the chase, it is the opponent's turn that it breaks.
    quiet = PRE + [play("b", "b.5", payment=[stone_id("b", 3)])]
    assert rules_at(verify([A, B], quiet)) == [(len(quiet), "fow.turn.not-your-turn")]


# -- 5. a failed draw that names a card ------------------------------------------------------------------------

def _deck_out(paper: bool = False):
    seats = [seat("a", size=6), seat("b")]  # a: five in hand, one to draw (turn 3); empty on turn 5
    events = [call("a"), end("a"), draw("b"), end("b"), draw("a"), end("a"), draw("b"), end("b")]
    return (_paper(*seats) if paper else seats), events


def test_the_failed_draw_recorded_without_a_card_stays_the_loss_itself():
    seats, events = _deck_out()
    result = verify(seats, events + [draw("a")])
    assert result.clean and board_after(seats, events + [draw("a")]).winner == "b"


def test_a_failed_draw_naming_a_card_in_hand_is_flagged_and_the_loss_stands():
    seats, events = _deck_out()
    named = events + [draw("a", card="a.6")]  # drawn on turn 3: in a's hand
    found = verify(seats, named).violations
    assert [(v.seq, v.rule) for v in found] == [(len(named), "fow.log.unknown-card")]
    assert "gives no card" in found[0].message
    assert board_after(seats, named).winner == "b"


def test_a_paper_failed_draw_naming_a_card_is_flagged_and_the_loss_stands():
    seats, events = _deck_out(paper=True)
    named = events + [draw("a", name=FILLER)]
    assert rules_at(verify(seats, named)) == [(len(named), "fow.log.unknown-card")]
    assert board_after(seats, named).winner == "b"


# -- 6. a paper stone call naming a stone the list lacks -------------------------------------------------------

def test_a_paper_stone_named_outside_the_list_stays_an_unnamed_stone_of_the_list():
    for stones in ([LIGHT] * 10, [LIGHT] * 6 + [WATER] * 4):
        a, b = _paper(seat("a", hand=[MONK] * 5, stones=stones), seat("b"))
        events = [call("a", name=WIND), play("a", "a.1", name=MONK, payment=["a.s1"]), resolve("b"), end("a"),
                  draw("b", name=FILLER), end("b"), draw("a", name=FILLER), call("a", name=LIGHT),
                  play("a", "a.2", name=MONK, payment=["a.s1"]), resolve("b")]
        assert rules_at(verify([a, b], events)) == [(1, "fow.log.unknown-card")], stones
        assert board_after([a, b], events).cards["a.s1"].name is None
    # Named as the list has it, it is clean.
    a, b = _paper(seat("a", hand=[MONK] * 5, stones=[LIGHT] * 10), seat("b"))
    assert verify([a, b], [call("a", name=LIGHT), play("a", "a.1", name=MONK, payment=["a.s1"]), resolve("b")]).clean


# -- 7. words ------------------------------------------------------------------------------------------------------

def test_an_addition_played_with_no_host_says_the_log_gave_none():
    a = seat("a", hand=["Sweet Rose"], stones=[LIGHT] * 6)
    found = verify([a, seat("b")], [call("a"), play("a", "a.1", payment=["a.s1"])]).violations
    assert [(v.seq, v.rule) for v in found] == [(2, "fow.play.addition-target")]
    assert "adds it to nothing" in found[0].message and "?" not in found[0].message


def test_a_j_ruler_whose_j_side_the_data_lacks_shows_its_atk_and_def_as_unknown():
    from cli.render_force_of_will import board_text
    from projections.force_of_will.view import view

    seats = [seat("a"), seat("b", ruler="Pricia, the Beast Lady")]
    events = [call("a"), end("a"), draw("b"), ev("JudgmentMade", "b", payment=[]), resolve("a")]
    shown = view(board_after(seats, events))
    pricia = next(c for p in shown["players"] for c in p["field"] if c["id"] == "b.r")
    assert (pricia["atk"], pricia["def"]) == (None, None)
    text = board_text(shown)
    assert "Pricia, the Beast Lady (b.r)  ATK and DEF unknown" in text and "None" not in text
    # A resonator's figures are shown as before.
    monk = seat("a", hand=[MONK], stones=[LIGHT] * 6)
    text = board_text(view(board_after([monk, seat("b")], [call("a"), play("a", "a.1", payment=["a.s1"]),
                                                            resolve("b")])))
    assert "Temple Monk (a.1)  200/400" in text
