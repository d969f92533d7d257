"""Force of Will: what a second outside reading of the rules found (its logs were in the QA's /tmp/qa2-fow).

- A choice checked as an ability resolves is its controller's: a breach of it is theirs, whoever's pass let
  the chase resolve.
- "Sauf indication spécifique, les cartes entre dans leur zone restaurées." (§ Restauré / Épuisé): the
  J-ruler a judgment puts onto the field enters recovered, whatever rested the ruler meanwhile.
- Paying with a magic stone still in the magic stone deck says so in a paper log too, where the stone is
  hidden.
"""

from __future__ import annotations

from fow import FIRE, LIGHT, board_after, call, ev, idle, play, resolve, seat, stone_id, verify

WATER = "Magic Stone of Water"
CAT = "Cheshire Cat, the Grinning Remnant"  # {Wa}, 0/200; on entering: draw two, put a hand card on top


def test_a_choice_made_on_resolution_is_charged_to_the_abilitys_controller():
    a = seat("a", hand=[CAT], deck=["Galahad, the Son of the God", "Demonflame"], stones=[WATER] * 4)
    events = [call("a"), play("a", "a.1", targets=["a.1"], payment=[stone_id("a", 1)]), resolve("b"), resolve("b")]
    (v,) = verify([a, seat("b")], events).violations
    assert (v.seq, v.rule, v.player) == (4, "fow.play.target", "a")  # was "b", who passed last


def test_the_j_ruler_enters_the_field_recovered():
    a = seat("a", stones=[FIRE] * 8, ruler="Melgis, the Flame King")
    b = seat("b", stones=[LIGHT] * 8)
    events = idle([a, b], 6) + [ev("CardDrawn", "a"),
                                ev("JudgmentMade", "a", payment=[stone_id("a", k) for k in (1, 2, 3)]),
                                ev("EffectRecorded", "b", effect="rest", targets=["a.r"], note="a judge's ruling"),
                                resolve("b")]
    assert board_after([a, b], events[:-1]).cards["a.r"].rested  # rested while the judgment waited
    r = board_after([a, b], events).cards["a.r"]
    assert r.zone == "field" and r.j_side and not r.rested


def test_an_uncalled_stone_is_named_as_such_in_a_paper_log():
    a = seat("a", hand=["Temple Monk"], stones=[LIGHT] * 4)
    del a["order"], a["stone_order"]  # a paper table: no deck order, names bound as revealed
    events = [call("a", card="a.s1", name=LIGHT), play("a", "a.1", name="Temple Monk", payment=["a.s2"])]
    found = verify([a, seat("b")], events).violations
    assert found[0].rule == "fow.will.source"
    assert "which is not in their magic stone area" in found[0].message
