"""Chrono Clash System: the round-33 regression tester's findings on this round's readings (qa33c-ccs), one test or
more each.

F2. A ``TriggerResolved`` of the defender's guardian written by the attacker (``"player": "alice"``) right after a
    reveal that left ``resolve`` out: the new reading took it as the defender resolving it (exit 0, bob's guardian draw
    carried out on alice's record). The seed: "your opponent has the option to resolve it now, or ignore it". Now the
    reading is the guardian owner's only: another player's record is ``ccs.ability.no-pending``, as after a
    ``resolve: true`` reveal (and as before the round).
F4. A full-order log (the stack order known): bob.5 revealed twice for Flame Lancer, then the log moves on. The
    second reveal was read as bob.4's (Magma Brute, though it says "Ember Squire"): the Lancer destroyed, its later
    legal attack ``ccs.attack.not-your-battler`` and the reveal of bob.4 ``ccs.log.unknown-card`` (4 violations).
    Now the reading is a paper log's only, and only when the name the reveal gives fits the next guardian: the
    duplicate and the attack left unfinished (one group), the Lancer alive.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa33c")


def _final(name: str):
    """The board at the end of log ``name``, as replay shows it."""
    from ledger.log import read_log
    from projections import core

    log = read_log(_LOGGED.path(name))
    return core.board_at(log, len(log.events))


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


def _groups(name: str) -> list[tuple[int, str, int | None]]:
    return [(v.seq, v.rule, v.caused_by) for v in _LOGGED.verdict(name).violations]


@pytest.mark.parametrize("name", ["6_noresolve_no_trigres_clean", "5d_full_lancer_clean"])
def test_ccs_qa33c_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- F2. a TriggerResolved of the defender's guardian by the attacker ------------------------------------------------

@pytest.mark.parametrize("name", ["6a_trigres_by_attacker", "6a_trigres_by_attacker_then_bob_draws_12",
                                  "6f_resolve_true_trigres_by_attacker"])
def test_ccs_qa33c_f2_attackers_trigger_record_is_no_pending(name: str) -> None:
    found = _LOGGED.found(name)
    assert found[0] == (8, "ccs.ability.no-pending")
    assert "waiting for alice" in _LOGGED.verdict(name).violations[0].message
    assert not any("taken as resolved" in n for n in _notes(name))


def test_ccs_qa33c_f2_attackers_record_does_not_draw_for_the_defender() -> None:
    # The guardian's draw is not carried out on alice's record: bob's hand holds his turn's draws only.
    b = _final("6a_trigres_by_attacker_then_bob_draws_12")
    assert "bob.13" not in b.seat("bob").hand
    assert _LOGGED.found("6a_trigres_by_attacker_then_bob_draws_12") == [(8, "ccs.ability.no-pending")]


# -- F4. a full-order log's guardian revealed twice, then the log moving on -----------------------------------------

@pytest.mark.parametrize("name", ["5d_full_lancer_bob5_twice_then_lancer_attacks_bob4",
                                  "5d_full_lancer_bob5_twice_noname_then_lancer_attacks_bob4"])
def test_ccs_qa33c_f4_full_order_duplicate_reveal_is_not_the_next_guardian(name: str) -> None:
    assert _groups(name) == [(8, "ccs.log.unknown-card", None), (9, "ccs.attack.unfinished", 8)]
    assert not any("it was the reveal of the next guardian" in n for n in _notes(name))
    b = _final(name)
    # The Lancer the table kept: it attacked again at 13 and Magma Brute (bob.4, 6) destroyed it there.
    assert b.cards["bob.4"].zone == "discard"
    assert b.cards["alice.6"].zone == "discard"
    # Against the twin without the duplicate: the same board.
    twin = _final("5d_full_lancer_unfinished_then_lancer_attacks_bob4")
    assert {k: v.zone for k, v in b.cards.items()} == {k: v.zone for k, v in twin.cards.items()}


def test_ccs_qa33c_f4_lancer_alive_after_the_duplicate() -> None:
    from ledger.log import read_log
    from projections import core

    log = read_log(_LOGGED.path("5d_full_lancer_bob5_twice_then_lancer_attacks_bob4"))
    b = core.board_at(log, 12)
    assert b.cards["alice.6"].zone == "battlefield"
    assert b.cards["bob.4"].zone == "guardians"
