"""Chrono Clash System: the round-33 regression tester's findings on guardian fights, and recorded ability draws
(qa33c-ccs, fixer 3b), one test or more each.

F7. A reveal that leaves ``resolve`` out (the guardian ability ignored), then a ``TriggerResolved`` of that guardian
    with ``"declined": true`` by the defender, recording that same choice: was ``ccs.ability.no-pending``; now a note,
    clean, the board as the twin without it. A second ``TriggerResolved`` after it stays ``ccs.ability.no-pending``.

The logs are the tester's (/tmp/qa33c-ccs/logs), kept whole in tests/logs/ccs_qa33d/, each with its clean twin.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa33d")


def _board(name: str, seq: int):
    """The board after event ``seq`` as replay shows it (the reading the verdict keeps)."""
    from ledger.log import read_log
    from projections import core
    from projections.chrono_clash.engine import kept

    log = read_log(_LOGGED.path(name))
    return kept(core.board_at(log, seq), log.events[seq:])


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


def _zones(name: str, seq: int) -> list[tuple[str, str]]:
    b = _board(name, seq)
    return sorted((i, c.zone) for i, c in b.cards.items() if c.zone not in ("deck", "extra"))


# -- F7. a declined TriggerResolved recording the reveal's own choice ----------------------------------------------

def test_ccs_qa33d_declined_trigger_after_unresolved_reveal_is_a_note() -> None:
    name = "6b_trigres_declined"
    assert _LOGGED.found(name) == []
    assert any(n.startswith("seq 8: the TriggerResolved of Stormwatch Giant (bob.5) records that its guardian "
                            "ability was ignored") for n in _notes(name))
    assert _zones(name, 11) == _zones("6_noresolve_no_trigres_clean", 10)
    assert _board(name, 11).by_id["bob"].hand == _board("6_noresolve_no_trigres_clean", 10).by_id["bob"].hand


def test_ccs_qa33d_second_trigger_after_the_declined_one_is_still_flagged() -> None:
    assert _LOGGED.found("6b_trigres_declined_then_second_trigres")[0] == (9, "ccs.ability.no-pending")


def test_ccs_qa33d_declined_trigger_by_the_attacker_is_still_flagged(tmp_path) -> None:
    """The choice is the defender's ("your opponent has the option"): the attacker's record of it is no-pending."""
    from pathlib import Path

    from ledger.log import read_log
    from projections import core

    text = Path(_LOGGED.path("6b_trigres_declined")).read_text()
    bad = tmp_path / "bad.jsonl"
    bad.write_text(text.replace('"player": "bob", "source": "bob.5", "declined": true',
                                '"player": "alice", "source": "bob.5", "declined": true'))
    assert [(v.seq, v.rule) for v in core.verify(read_log(bad)).violations] == [(8, "ccs.ability.no-pending")]


# -- F9. the out player's reveals for a +Guardian Attack attacker --------------------------------------------------

def test_ccs_qa33d_out_player_reveals_as_many_as_the_attack_reaches() -> None:
    """Flame Lancer (+1 Guardian Attack) attacks carol, out of the game: her two reveals are both that one fault."""
    name = "3a_attack_out_player_two_reveals"
    assert _LOGGED.found(name) == [(22, "ccs.attack.target-not-enemy")]
    assert sum(n.startswith(f"seq {s}: carol, out of the game, revealed a guardian") for s in (23, 24)
               for n in _notes(name)) == 2


def test_ccs_qa33d_out_player_reveal_past_the_attack_is_flagged() -> None:
    """A third reveal is past what Flame Lancer's attack reaches: ccs.game.eliminated, as before."""
    assert _LOGGED.found("3a_attack_out_player_three_reveals") == [(22, "ccs.attack.target-not-enemy"),
                                                                  (25, "ccs.game.eliminated")]
