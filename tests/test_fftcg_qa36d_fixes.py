"""Final Fantasy TCG: the qa36c tester's finding 1 (/tmp/qa36c-fftcg), the attack readings. The logs are kept whole
in tests/logs/fftcg_qa36d/.

1. An attack by a dull forward (``g4_frozen_serafie_attacks``: Serafie, dulled and frozen by Shiva, attacks;
   ``fftcg.attack.dull`` at 86) or by a forward that entered the field this turn without Haste
   (``g8_new_forward_attacks``, 157; the smallest ``fr_new_forward_attacks_no_damage``, 27;
   ``fftcg.attack.entered-this-turn``), unblocked, where the log goes on as the seed has it (no damage: the
   defender's next draw names the cards still on top), was carried on one way only, its damage dealt: the next draw
   was ``fftcg.draw.not-top`` and a later play of the damage card ``fftcg.play.not-in-hand`` (or ``fftcg.cp.source``),
   3 violations for the one fault. Now these attacks get the readings an attack by a forward that already attacked
   gets: carried on as recorded (its damage dealt), the table's default, and beside it as dealing no damage; the
   first event one reading flags and the other does not (the next draw) decides. One violation in each log and in
   its twin where the table dealt the damage (``*_damage_dealt``: the defender's next draw one card on), with the
   board the table played and the same winner; the paper log (``g4p_paper_frozen_serafie_attacks``), where nothing
   decides, keeps the damage dealt. A party with a member that may attack deals its damage unblocked either way: no
   no-damage reading beside it (the table that dealt none is still flagged at the draw).
"""

from __future__ import annotations

import json

import pytest

from fftcg import LOGS, logged, logged_board, rules_at
from ledger.log import parse_log
from projections import core

F = "fftcg_qa36d"


# -- 1. a dull attacker, or one that entered this turn without Haste: two readings, the next draw decides ------

#: (log, its one violation, the defender's draw after the attack, the damage card, the defender's damage zone before
#: the attack, the winner)
CASES = [
    ("g4_frozen_serafie_attacks", (86, "fftcg.attack.dull"), 96, "bob.12", [], "alice"),
    ("g8_new_forward_attacks", (157, "fftcg.attack.entered-this-turn"), 167, "bob.17", ["bob.16"], "alice"),
    ("fr_new_forward_attacks_no_damage", (27, "fftcg.attack.entered-this-turn"), 37, "bob.8", [], None),
]


@pytest.mark.parametrize("name,fault,draw_seq,top,before,winner", CASES)
def test_an_illegal_attackers_attack_the_table_took_as_dealing_no_damage_is_one_fault(
        name, fault, draw_seq, top, before, winner):
    v = logged(F, name)
    assert rules_at(v) == [fault]
    assert v.winner == winner
    # The board the table played: no damage dealt, the top card drawn.
    bob = logged_board(F, name, draw_seq).seat("bob")
    assert bob.damage == before
    assert top in bob.hand


@pytest.mark.parametrize("name,fault,draw_seq,top,before,winner", CASES)
def test_its_twin_where_the_table_dealt_the_damage_is_one_fault_too(name, fault, draw_seq, top, before, winner):
    twin = name.replace("_no_damage", "") + "_damage_dealt"
    v = logged(F, twin)
    assert rules_at(v) == [fault]
    assert v.winner == winner
    bob = logged_board(F, twin, draw_seq).seat("bob")
    assert bob.damage == before + [top]
    assert top not in bob.hand


def test_the_paper_version_keeps_the_damage_dealt():
    # Nothing in a paper log decides: the table's reading (the attack as recorded, its damage dealt) stands.
    name = "g4p_paper_frozen_serafie_attacks"
    v = logged(F, name)
    assert rules_at(v) == [(86, "fftcg.attack.dull")]
    assert v.winner == "alice"
    assert len(logged_board(F, name, 96).seat("bob").damage) == 1


def _party(name: str):
    """The tester's ``name`` with Cloud alice.1 (a forward on the field since turn 1, able to attack) joining the
    attack at 27 as a party with the Warrior of Light that entered this turn."""
    lines = (LOGS / F / f"{name}.jsonl").read_text().splitlines()
    events = [json.loads(line) for line in lines[1:] if line.strip()]
    for e in events:
        if e["seq"] == 27:
            e["attackers"] = ["alice.1", "alice.6"]
    return parse_log(("\n".join([lines[0], *map(json.dumps, events)]) + "\n").encode(), "t.jsonl")


def test_a_party_with_a_member_that_may_attack_deals_its_damage_whichever_way():
    # Unblocked, the party deals bob his damage by its lawful member: there is no no-damage reading. The table that
    # dealt it: one fault, the damage card bob.8 in bob's damage zone.
    log = _party("fr_new_forward_attacks_damage_dealt")
    assert rules_at(core.verify(log)) == [(27, "fftcg.attack.entered-this-turn")]
    assert core.board_at(log, 37).seat("bob").damage == ["bob.8"]
    # The table that dealt none: that is a fault of its own, still flagged at bob's draw (not read away).
    found = rules_at(core.verify(_party("fr_new_forward_attacks_no_damage")))
    assert found[:2] == [(27, "fftcg.attack.entered-this-turn"), (37, "fftcg.draw.not-top")]
