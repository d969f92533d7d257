"""Force of Will: what a fifth outside reading found (its logs were in the QA's /tmp/qa5-fow).

1. A header's ``cards`` may not change a card of the pool (refused, exit 2, naming the field); what it states of
   a real card otherwise than the statistics print is used, and noted; it may add what they lack.
2. A player id holding ``.s`` (``j.smith``): a card is a magic stone deck's by its own part of the id.
3. A name written with the statistics' stray space and without it is one card everywhere (paper draws and calls,
   a full order, an event's ``name``).
4. A recorded ``destroy`` of an addition added to a card (or of a magic stone) puts it into the graveyard.
5. An unnamed called magic stone whose candidates all make the same will produces that will.
6. ``fow.log.deck-order`` is in the rules table.
7. Names whose accents are decomposed (NFD) are the same cards.
8. The seed's example names its cards in French: the pool knows those names.
9. The failed draw of a deck-out, recorded, is the loss itself.
10. A recorded effect before the mulligans does not begin the game.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from fow import (FIRE, LIGHT, board_after, call, draw, end, ev, idle, make_log, play, resolve, rules_at, seat,
                 verify)
from ledger.errors import LogError
from ledger.log import read_log
from projections import core
from projections.force_of_will import RULES

ROOT = Path(__file__).resolve().parent.parent
MELGIS = "Melgis, the Flame King"
GALAHAD = "Galahad, the Son of the God"
BLAZER = "Blazer, the Eater of Dimensions"  # real, {F}{F}{F}{2}, ATK 1100, DEF 1100: not in the pool


def _paper(*seats_):
    """The seats without their recorded orders: a paper log."""
    return [{k: v for k, v in s.items() if k not in ("order", "stone_order")} for s in seats_]


def _refusal(tmp_path, header_cards, seats_, events=()):
    """``matchledger verify`` on the log: its exit code and output."""
    from click.testing import CliRunner

    from cli.main import cli

    head = {"version": 1, "game": "force-of-will", "players": seats_, "first": seats_[0]["id"], "cards": header_cards}
    lines = [json.dumps(head)] + [json.dumps({"seq": k, **e}) for k, e in enumerate(events, 1)]
    path = tmp_path / "header-cards.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    res = CliRunner().invoke(cli, ["verify", str(path)])
    return res.exit_code, res.output


# -- 1. header cards: no pool card defined differently, no printed fact contradicted -------------------------

GALAHAD_DEF = {"name": GALAHAD, "type": "resonator", "cost": "{L}{1}", "atk": 400, "def": 400}


def test_a_pool_card_defined_differently_in_the_header_is_refused(tmp_path):
    a, b = seat("a"), seat("b", hand=[GALAHAD])
    bigger = dict(GALAHAD_DEF, atk=4000, text="redefined")
    with pytest.raises(LogError) as exc:
        core.verify(make_log([a, b], [], cards=[bigger]))
    assert exc.value.field == "$.cards[0].atk" and "4000 here, 400 in the pool" in str(exc.value)
    code, out = _refusal(tmp_path, [bigger], [a, b])
    assert code == 2 and "$.cards[0].atk" in out and "header-cards.jsonl:1" in out
    # Given again as the pool defines it, its text in other words: accepted.
    assert verify([a, b], [], cards=[dict(GALAHAD_DEF, text="Galahad, en mes mots.")]).clean


def test_a_card_of_the_statistics_whose_printed_facts_the_header_states_otherwise_is_judged_as_the_header_says():
    # A log is judged by the cards it says were played: Blazer at {F}, 4000/4000 is paid for with one fire
    # will; the verdict notes each fact the header gives otherwise than the statistics print.
    card = {"name": BLAZER, "type": "resonator", "cost": "{F}", "atk": 4000, "def": 4000}
    a = seat("a", hand=[BLAZER], stones=[FIRE] * 10, stone_filler=FIRE, ruler=MELGIS)
    events = [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("a")]
    result = verify([a, seat("b")], events, cards=[card])
    assert result.clean, rules_at(result)
    board = board_after([a, seat("b")], events, cards=[card])
    d = board.card_def("a.1")
    assert (d.cost, d.atk, d.def_) == ("{F}", 4000, 4000)
    said = [n for n in result.notes if "where the card statistics print" in n]
    assert len(said) == 3 and any('gives cost "{F}" where the card statistics print "{F}{F}{F}{2}"' in n
                                  for n in said), result.notes
    # Unpaid, the header's cost is the one checked (too little will: fow.will.exact alone, naming the fire).
    unpaid = verify([a, seat("b")], [call("a"), play("a", "a.1", payment=[]), resolve("a")], cards=[card])
    assert rules_at(unpaid) == [(2, "fow.will.exact")] and "costs 1 ({F})" in unpaid.violations[0].message


def test_a_header_card_may_add_what_the_statistics_lack_and_keeps_what_they_print():
    # Abilities added to a real card: printed facts left out are the statistics' own.
    card = {"name": BLAZER, "type": "resonator",
            "abilities": [{"kind": "activated", "rest": True, "effects": [{"op": "damage", "amount": 200,
                                                                              "target": "player"}]}]}
    a = seat("a", hand=[BLAZER], stones=[FIRE] * 10, stone_filler=FIRE, ruler=MELGIS)
    b = seat("b")
    events = idle([a, b], 8)  # four stones each
    events += [draw("a"), call("a"), play("a", "a.1", payment=["a.s1", "a.s2", "a.s3", "a.s4", "a.s5"]),
               resolve("a")]
    result = verify([a, b], events, cards=[card])
    assert result.clean, rules_at(result)
    board = board_after([a, b], events, cards=[card])
    d = board.card_def("a.1")
    assert (d.cost, d.atk, d.def_, d.modelled) == ("{F}{F}{F}{2}", 1100, 1100, True) and d.abilities
    # The same facts repeated are accepted too; underpaid, the printed cost is still the one checked.
    again = dict(card, cost="{F}{F}{F}{2}", atk=1100, **{"def": 1100})
    short = events[:-2] + [play("a", "a.1", payment=["a.s1"]), resolve("a")]
    assert (len(events) - 1, "fow.will.exact") in rules_at(verify([a, b], short, cards=[again]))
    # A card neither the pool nor the statistics know is the header's own, as before.
    promo = {"name": "Promo Knight", "type": "resonator", "cost": "{L}", "atk": 900, "def": 900}
    knight = seat("a", hand=["Promo Knight"])
    assert verify([knight, b], [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("a")], cards=[promo]).clean


def test_a_real_ruler_may_get_its_j_side_from_the_header_and_one_it_does_not_have_is_noted():
    j_side = {"name": "J", "cost": "{L}", "atk": 500, "def": 500}
    arla = {"name": "Arla, the Winged Lady", "type": "ruler", "j_ruler": j_side}
    a = seat("a", ruler="Arla, the Winged Lady")
    assert verify([a, seat("b")], [], cards=[arla]).clean
    ygg = {"name": "Yggdrasil, the World Tree", "type": "ruler", "j_ruler": j_side}
    result = verify([seat("a", ruler="Yggdrasil, the World Tree"), seat("b")], [], cards=[ygg])
    assert result.clean and any("gives has_j_ruler true where the card statistics print false" in n
                                for n in result.notes), result.notes


# -- 2. a player id holding ".s" ---------------------------------------------------------------------------------

@pytest.mark.parametrize("pid", ["j.smith", "bob.s1"])
def test_a_paper_log_whose_player_id_holds_dot_s_binds_draws_and_stones_to_the_right_list(pid):
    a, b = _paper(seat("a", stones=[FIRE] * 10, stone_filler=FIRE, ruler=MELGIS), seat(pid))
    events = [call("a", name=FIRE), end("a"), draw(pid, name="Perceval, the Seeker of Holy Grail"),
              call(pid, name=LIGHT), end(pid)]
    assert verify([a, b], events).clean
    # A card the list does not hold is still flagged.
    bad = events[:2] + [draw(pid, name="Whelp Drake")]
    assert rules_at(verify([a, b], bad)) == [(3, "fow.log.unknown-card")]


def test_a_stone_id_is_read_from_the_cards_own_part_of_the_id():
    from projections.force_of_will.engine import is_stone_id

    assert is_stone_id("bob.s1") and is_stone_id("j.smith.s3") and is_stone_id("bob.s1.s2")
    assert not is_stone_id("j.smith.7") and not is_stone_id("bob.s1.7") and not is_stone_id("bob.r")


# -- 3. the statistics' stray space, with and without ---------------------------------------------------------

SPELT_STONE, SPELT_CARD = "Magic Stone of Flame ", "Elvish Priest "  # CMF-102, CMF-067 as the statistics spell them
WIND = "Magic Stone of Wind"


@pytest.mark.parametrize("listed,named", [(SPELT_STONE, FIRE), (FIRE, SPELT_STONE)])
def test_a_paper_stone_call_names_the_listed_stone_with_or_without_the_space(listed, named):
    a, b = _paper(seat("a", stones=[listed] * 10, stone_filler=listed, ruler=MELGIS), seat("b"))
    assert verify([a, b], [call("a", name=named), end("a")]).clean
    # Another stone is still not in the list.
    assert rules_at(verify([a, b], [call("a", name=LIGHT)])) == [(1, "fow.log.unknown-card")]


@pytest.mark.parametrize("listed,named", [(SPELT_CARD, "Elvish Priest"), ("Elvish Priest", SPELT_CARD)])
def test_a_paper_play_names_the_listed_card_with_or_without_the_space(listed, named):
    a, b = _paper(seat("a", hand=[listed] * 5, stones=[WIND] * 10, stone_filler=WIND), seat("b"))
    events = [call("a", name=WIND), ev("CardPlayed", "a", name=named, payment=["a.s1"]), resolve("a")]
    assert verify([a, b], events).clean


def test_a_full_orders_card_named_with_the_space_in_an_event_is_that_card():
    a = seat("a", hand=["Elvish Priest"], stones=[WIND] * 10, stone_filler=WIND)
    events = [call("a"), play("a", "a.1", name=SPELT_CARD, payment=["a.s1"]), resolve("a")]
    assert verify([a, seat("b")], events).clean
    # Another name for that card is still flagged.
    other = [call("a"), play("a", "a.1", name="Whelp Drake", payment=["a.s1"])]
    assert rules_at(verify([a, seat("b")], other)) == [(2, "fow.log.unknown-card")]


def test_a_full_order_with_the_space_is_set_up_with_the_cards_own_names():
    a = seat("a", hand=[SPELT_CARD], stones=[WIND] * 10, stone_filler=WIND)
    a["deck"] = {("Elvish Priest" if k == SPELT_CARD else k): v for k, v in a["deck"].items()}
    board = core.new_board(make_log([a, seat("b")], []))
    assert board.cards["a.1"].name == "Elvish Priest" and board.seat("a").decklist["Elvish Priest"] == 1


# -- 4. destroy: an addition added to a card, a magic stone ------------------------------------------------------

def _sweet_rose_on_galahad(extra):
    a = seat("a", hand=["Demonflame"], stones=[FIRE] * 10, stone_filler=FIRE, ruler=MELGIS)
    b = seat("b", hand=[GALAHAD, "Sweet Rose"])
    events = idle([a, b], 4)
    events += [draw("a"), call("a"), end("a"),
               draw("b"), call("b"), play("b", "b.1", payment=["b.s1", "b.s2"]), resolve("b"),
               play("b", "b.2", attach_to="b.1", payment=["b.s3"]), resolve("b"), end("b"),
               draw("a"), call("a"), play("a", "a.1", payment=["a.s1"], targets=["b.1"]), resolve("b")]
    return [a, b], events + extra


def test_a_recorded_destroy_of_an_addition_puts_it_into_the_graveyard_and_its_host_loses_the_bonus():
    effect = ev("EffectRecorded", "a", effect="destroy", targets=["b.2"], note="a judge's ruling")
    seats_, events = _sweet_rose_on_galahad([effect])
    before = board_after(seats_, events[:-1])
    assert before.cards["b.1"].zone == "field" and before.cards["b.1"].damage == 500  # DEF 600 with Sweet Rose
    result = verify(seats_, events)
    assert result.clean
    board = board_after(seats_, events)
    # Sweet Rose goes to the graveyard; Galahad, DEF 400 again with 500 damage, is destroyed.
    assert board.cards["b.2"].zone == "grave" and board.cards["b.1"].zone == "grave"


def test_a_recorded_destroy_of_a_magic_stone_puts_it_into_the_graveyard():
    a = seat("a", ruler=MELGIS, stones=[FIRE] * 10, stone_filler=FIRE)
    effect = ev("EffectRecorded", "a", effect="destroy", targets=["a.s1"], note="a judge's ruling")
    board = board_after([a, seat("b")], [call("a"), effect])
    assert board.cards["a.s1"].zone == "grave" and "a.s1" not in board.seat("a").stone_area


def test_a_recorded_destroy_of_a_hand_card_does_nothing_and_says_so():
    effect = ev("EffectRecorded", "a", effect="destroy", targets=["a.1"], note="a judge's ruling")
    result = verify([seat("a"), seat("b")], [call("a"), effect])
    assert result.clean and any("neither on the field nor in the magic stone area" in n for n in result.notes)
    assert board_after([seat("a"), seat("b")], [call("a"), effect]).cards["a.1"].zone == "hand"


# -- 5. the will of an unnamed called magic stone ----------------------------------------------------------------

KNIGHT = "Young Knight of Gloria"  # {L}
GUINEVERE = "Guinevere, the Jealous Queen"  # {F}


def _unnamed(card, stones, **pay):
    a, b = _paper(seat("a", hand=[card] * 5, stones=stones, stone_filler=stones[-1], ruler=MELGIS), seat("b"))
    return verify([a, b], [call("a"), ev("CardPlayed", "a", name=card, payment=["a.s1"], **pay), resolve("a")])


def test_an_unnamed_stone_whose_candidates_all_make_fire_pays_fire():
    result = _unnamed(GUINEVERE, [FIRE] * 6 + ["Fire Magic Stone"] * 4)
    assert result.clean and not any("taken as declared" in n for n in result.notes)


def test_an_unnamed_stone_whose_candidates_all_make_fire_does_not_pay_light():
    assert rules_at(_unnamed(KNIGHT, [FIRE] * 10)) == [(2, "fow.will.attribute")]
    # Declared light: the same one fault, named the same (round 33f), not the stone's misstated will.
    assert rules_at(_unnamed(KNIGHT, [FIRE] * 10, attributes=["L"])) == [(2, "fow.will.attribute")]


def test_an_unnamed_stone_whose_candidates_differ_is_taken_as_declared_and_said_to_be_unnamed():
    result = _unnamed(KNIGHT, [FIRE] * 5 + [LIGHT] * 5)
    assert result.clean
    # (qa35b #9: no attribute declared for it, the note says so rather than "taken as declared")
    (said,) = [n for n in result.notes if "taken as paying the will the cost needs" in n]
    assert "is not named in the log" in said and "not in the card data" not in said


def test_a_full_order_without_a_stone_order_knows_the_will_of_its_stones_the_same_way():
    a = seat("a", hand=[KNIGHT], stones=[FIRE] * 10, stone_filler=FIRE, ruler=MELGIS)
    del a["stone_order"]
    events = [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("a")]
    assert rules_at(verify([a, seat("b")], events)) == [(2, "fow.will.attribute")]


def test_a_full_order_spelling_a_card_otherwise_than_its_deck_list_is_the_list():
    # The order writes Elvish Priest as the statistics spell it (stray space), the list without it, or the
    # order decomposes an accent the list composes: the order holds the list's cards, no fow.log.deck-order.
    a = seat("a", hand=["Elvish Priest"], stones=[WIND] * 10, stone_filler=WIND)
    a["order"] = [SPELT_CARD if n == "Elvish Priest" else n for n in a["order"]]
    events = [call("a"), play("a", "a.1", payment=["a.s1"]), resolve("a")]
    assert verify([a, seat("b")], events).clean
    # A card the list does not hold still is one.
    a["order"][-1] = "Whelp Drake"
    assert "fow.log.deck-order" in {v.rule for v in verify([a, seat("b")], events).violations}


# -- 6. fow.log.deck-order in the rules table -------------------------------------------------------------------

def test_the_deck_order_rule_is_in_the_rules_table():
    rule = RULES["fow.log.deck-order"]
    assert rule.ref == "docs/log-format.md § Header" and rule.source.startswith("matchledger docs/log-format.md")
    assert "deck order" in rule.text
    from click.testing import CliRunner

    from cli.main import cli

    out = CliRunner().invoke(cli, ["rules", "force-of-will"]).output
    assert "fow.log.deck-order" in out
    # The rule an order that is not the list breaks.
    a = seat("a")
    a["deck"] = dict(a["deck"], **{"Whelp Drake": 1})
    assert "fow.log.deck-order" in {v.rule for v in verify([a, seat("b")], []).violations}


# -- 7. decomposed accents (NFD) ---------------------------------------------------------------------------------

FLAMME = "Flammedémon"
NFD = unicodedata.normalize("NFD", FLAMME)


def test_a_deck_list_name_with_decomposed_accents_is_the_header_cards_composed_name():
    spell = {"name": "Épée de Feu", "type": "spell", "cost": "{F}", "kind": "chant-instant",
             "abilities": [{"kind": "spell", "effects": [{"op": "damage", "amount": 500, "target": "player"}]}]}
    a = seat("a", hand=[unicodedata.normalize("NFD", "Épée de Feu")], stones=[FIRE] * 10, stone_filler=FIRE,
             ruler=MELGIS)
    events = [call("a"), play("a", "a.1", payment=["a.s1"], targets=["b"]), resolve("a")]
    assert verify([a, seat("b")], events, cards=[spell]).clean
    assert board_after([a, seat("b")], events, cards=[spell]).seat("b").life == 3500
    # Written decomposed in the header's card and composed in the list: the same.
    nfd_spell = dict(spell, name=unicodedata.normalize("NFD", "Épée de Feu"))
    a2 = seat("a", hand=["Épée de Feu"], stones=[FIRE] * 10, stone_filler=FIRE, ruler=MELGIS)
    assert verify([a2, seat("b")], events, cards=[nfd_spell]).clean


def test_an_event_name_with_decomposed_accents_is_the_card():
    a, b = _paper(seat("a", hand=[FLAMME], stones=[FIRE] * 10, stone_filler=FIRE, ruler=MELGIS), seat("b"))
    assert not (set(FLAMME) >= set(NFD))  # really decomposed
    events = [call("a", name=FIRE), end("a"), draw("b", name="Perceval, the Seeker of Holy Grail"),
              call("b", name=LIGHT), ev("CardPlayed", "b", name="Perceval, the Seeker of Holy Grail",
                                        payment=["b.s1"]), resolve("b"),
              ev("CardPlayed", "a", name=NFD, payment=["a.s1"], targets=["b.6"]), resolve("b")]
    result = verify([a, b], events)
    assert result.clean, rules_at(result)
    board = board_after([a, b], events)
    assert board.cards["a.1"].name == "Demonflame" and board.cards["b.6"].zone == "grave"


# -- 8. the seed's example in French -------------------------------------------------------------------------------

FRENCH = {"Demonflame": FLAMME, GALAHAD: "Galahad, le Fils du Dieu", "Pride of Knights": "Orgueil des Chevaliers"}


def _in_french(text: str) -> str:
    for en, fr in FRENCH.items():
        text = text.replace(json.dumps(en)[1:-1], fr)
    return text


def test_the_seeds_example_written_with_its_french_names_verifies_as_the_english_one(tmp_path):
    sample = ROOT / "sample_logs/force_of_will/seed-chase-example.jsonl"
    french = tmp_path / "exemple.jsonl"
    french.write_text(_in_french(sample.read_text(encoding="utf-8")), encoding="utf-8")
    assert FLAMME in french.read_text(encoding="utf-8")
    en, fr = core.verify(read_log(sample)), core.verify(read_log(french))
    assert (fr.clean, fr.winner, fr.result, rules_at(fr)) == (en.clean, en.winner, en.result, rules_at(en))
    # The same board at the end: Galahad survives Flammedémon thanks to Orgueil des Chevaliers, as in the seed.
    ends = [core.board_at(log, len(log.events)) for log in (read_log(sample), read_log(french))]
    assert [{i: (c.name, c.zone, c.damage) for i, c in b.cards.items()} for b in ends][0] == \
        {i: (c.name, c.zone, c.damage) for i, c in ends[1].cards.items()}
    log = read_log(french)  # alice's Flammedémon (seq 22) and bob's Orgueil des Chevaliers (23) on bob.1
    after = core.board_at(log, 25)
    assert after.cards["alice.1"].name == "Demonflame" and after.cards["bob.2"].name == "Pride of Knights"
    assert (after.cards["bob.1"].name, after.cards["bob.1"].zone, after.cards["bob.1"].damage) == (GALAHAD, "field", 500)


def test_a_french_name_is_refused_only_when_misspelt_with_the_french_name_suggested():
    a = seat("a", hand=["Flammedemon"])
    with pytest.raises(Exception) as exc:
        verify([a, seat("b")], [])
    assert FLAMME in str(exc.value)


def test_a_header_may_define_a_french_name_as_the_pool_card_is_but_not_otherwise():
    same = {"name": FLAMME, "type": "spell", "cost": "{F}", "kind": "chant-instant", "text": "Inflige 500.",
            "abilities": [{"kind": "spell", "effects": [{"op": "damage", "amount": 500, "target": "resonator"}]}]}
    assert verify([seat("a", hand=[FLAMME], ruler=MELGIS), seat("b")], [], cards=[same]).clean
    with pytest.raises(LogError) as exc:
        verify([seat("a", hand=[FLAMME], ruler=MELGIS), seat("b")], [], cards=[dict(same, cost="{0}")])
    assert exc.value.field == "$.cards[0].cost"


# -- 9. the failed draw of a deck-out ----------------------------------------------------------------------------

def test_the_failed_draw_of_a_deck_out_is_the_loss_not_an_event_after_the_game():
    tiny = seat("b", size=5)
    result = verify([seat("a"), tiny], [end("a"), draw("b")])
    assert result.clean and result.winner == "a" and "main deck is empty" in result.result
    # Anything after it is after the game, another draw included.
    assert rules_at(verify([seat("a"), tiny], [end("a"), draw("b"), draw("b")])) == [(3, "fow.game.over")]
    assert rules_at(verify([seat("a"), tiny], [end("a"), draw("b"), call("b")])) == [(3, "fow.game.over")]
    # Only the loser's draw, and only at once.
    assert rules_at(verify([seat("a"), tiny], [end("a"), draw("a")])) == [(2, "fow.game.over")]
    # (the game over is flagged once, at the first event after the end: qa7)
    assert rules_at(verify([seat("a"), tiny], [end("a"), call("b"), draw("b")])) == [(2, "fow.game.over")]


# -- 10. a recorded effect before the mulligans ------------------------------------------------------------------

def test_a_recorded_effect_before_the_mulligans_does_not_begin_the_game():
    effect = ev("EffectRecorded", "a", effect="draw(0)", note="a judge's note at set-up")
    events = [effect, ev("Mulliganed", "a", cards=["a.1"]), ev("Mulliganed", "b", cards=[]), call("a"), end("a")]
    assert verify([seat("a"), seat("b")], events).clean
    assert board_after([seat("a"), seat("b")], [effect]).turn == 0
    # A player's action before them still begins it.
    late = [call("a"), ev("Mulliganed", "a", cards=["a.1"])]
    assert rules_at(verify([seat("a"), seat("b")], late)) == [(2, "fow.setup.mulligan-late")]
