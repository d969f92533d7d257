"""Chrono Clash: the round-36 release check's finding (qa36c-ccs D-1). Logs in tests/logs/ccs_qa36d/, the tester's.

D-1. A tapped Sentinel while another battler is questing (carol's own Harbor Sentry, or the attacker's): the
     attack on carol's guardian stack was ``ccs.attack.sentinel``, the engine taking the Italian "se il Battler è in
     missione" (the Sentinel itself) over the English "when a battler is questing" and the French « quand un battler
     participe à une quête ». The seed's README makes the rule what the versions agree on, and they agree only that a
     tapped Sentinel guards while no battler is on a quest: with one on a quest a judge cannot fault the attack (as
     with the summon example's strength or cost, and the guardian that wins its battle). Not flagged, a note names
     the reading. A tapped Sentinel with nobody questing is still flagged; the Sentinel itself questing stays clean.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa36d")


@pytest.mark.parametrize("name", ["sentinel_tapped_owners_other_battler_questing",
                                  "sentinel_tapped_attackers_battler_questing"])
def test_ccs_qa36d_another_battler_questing_the_attack_is_a_note(name: str) -> None:
    assert _LOGGED.found(name) == []
    assert any("they do not agree that the attack on carol's guardian stack is forbidden" in n
               for n in _LOGGED.notes(name)), _LOGGED.notes(name)


def test_ccs_qa36d_nobody_questing_the_sentinel_still_guards() -> None:
    assert _LOGGED.found("fault_sentinel_tapped_nobody_questing") == [(32, "ccs.attack.sentinel")]


def test_ccs_qa36d_the_sentinel_itself_questing_stays_clean() -> None:
    assert _LOGGED.found("twin_sentinel_itself_questing") == []
    assert not any("do not agree" in n for n in _LOGGED.notes("twin_sentinel_itself_questing"))
