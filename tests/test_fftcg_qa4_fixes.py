"""What a fourth outside reading of the FFTCG rules found, each held to the seed's words (logs written by the
tester, in tests/logs/fftcg_qa4/; each illegal one beside a legal one).

- A forward's dull-cost action ability waits for its owner's next turn: « Un Avant disposant d'une compétence
  incluant l'icône (dull) dans son coût doit attendre le prochain tour actif de son propriétaire » (§ 4.1),
  [ref (9.3.1.5.)] — not only the turn it entered: also the other player's turn that follows.
- A forced attacker that can no longer attack does not hold the attack phase: « où que ces contraintes
  deviennent irréalisable » [ref (10.1.2.1.3)], a recorded cannot-attack (the seed's Lulu) among them.
- An EX Burst used after another event is said to be late, not "not the card just put into the damage zone".
- A multi-element backup whose CP element the log leaves out is taken as the element the cost asks for, with a
  note (« vous devez alors choisir un des éléments possibles » [ref (5.2.1.3)]), not charged with one the
  engine picked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ledger.log import read_log
from projections import core

LOGS = Path(__file__).resolve().parent / "logs" / "fftcg_qa4"


def found(name: str) -> core.Verification:
    return core.verify(read_log(LOGS / f"{name}.jsonl"))


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in found(name).violations]


@pytest.mark.parametrize("name, seq", [
    ("dc3_emperor_dull_ability_in_opponents_next_turn", 14),   # The Emperor, played in alice's turn 1
    ("dc1_forward_dull_ability_in_opp_next_turn_illegal", 16),
    ("ba2_backattack_dull_ability_same_opp_turn_illegal", 27),  # Back Attack in bob's turn, used at once
])
def test_a_forwards_dull_ability_waits_for_its_owners_next_turn(name, seq):
    assert rules(name) == [(seq, "fftcg.ability.dull-cost")]


def test_a_dull_ability_in_the_owners_next_turn_is_legal():
    assert found("ba3_backattack_dull_ability_next_own_turn_legal").clean


def test_a_forced_attacker_that_cannot_attack_does_not_hold_the_phase():
    assert found("fa1_reddas_cannot_attack_phase_ends_legal").clean
    assert rules("fa2_reddas_skips_illegal") == [(27, "fftcg.attack.forced")]  # one that could, and did not


def test_an_ex_burst_after_another_event_is_said_to_be_late():
    assert found("ex1_burst_then_trigger_legal").clean
    (v,) = found("ex2_trigger_then_burst").violations
    assert (v.seq, v.rule) == (35, "fftcg.exburst.not-damage-card")
    assert "its EX Burst is used at once, before any other event" in v.message


def test_a_multi_element_backups_missing_element_is_taken_as_the_one_the_cost_asks_for():
    result = found("cp3c_twin_backup_no_element")
    assert result.clean, result.violations
    assert any("the log does not say which element" in n and "taken as ice" in n for n in result.notes)
    assert found("cp3_twin_backup_ice_for_snow_legal").clean
    assert [r for _s, r in rules("cp3b_twin_backup_water_claim_illegal")][0] == "fftcg.cp.wrong-element"
