"""Force of Will: the round-37 worked-examples tester's findings (qa37d), one test or more each.

1. A modelled card's effect (Demonflame's 500 damage, Temple Monk's gain of 300) also written as ``EffectRecorded``
   right after its resolution was carried out a second time: Gawain (DEF 700) destroyed by 1000 damage,
   ``fow.log.effect-source`` at the record and ``fow.attack.attacker`` at Gawain's next attack; bob's life 4600
   instead of 4300. Now that record (same source, effect, amount and target, right after the resolution) is read as
   the resolution's record, as an unmodelled spell's is: a note, not carried out again, no flag. A record of
   anything else for such a card is still ``fow.log.effect-source``.

The logs are the tester's (/tmp/qa37d-fow), kept whole in tests/logs/fow_qa37d/ (``*_other_amount`` is ours).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa37d")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


# -- 1. a modelled card's effect restated right after its resolution ------------------------------------------------

@pytest.mark.parametrize("name", ["demonflame_effect_also_recorded.jsonl", "demonflame_effect_not_recorded_clean.jsonl",
                                  "temple_monk_effect_also_recorded.jsonl",
                                  "temple_monk_gain_opponent_turn_clean.jsonl"])
def test_fow_qa37d_restated_effect_and_twin_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []
    assert _LOGGED.verdict(name).unmodelled_events == 0


def test_fow_qa37d_restated_damage_is_not_dealt_again() -> None:
    name = "demonflame_effect_also_recorded.jsonl"
    gawain = _LOGGED.board_after(name, 24).cards["bob.4"]
    assert (gawain.zone, gawain.damage) == ("field", 500)
    assert any("seq 24: the effect 'damage(500)' recorded for Demonflame" in n and "not carried out again" in n
               for n in _notes(name))
    assert _LOGGED.board_after("demonflame_effect_not_recorded_clean.jsonl", 23).cards["bob.4"].damage == 500


def test_fow_qa37d_restated_life_gain_is_not_gained_again() -> None:
    for name in ("temple_monk_effect_also_recorded.jsonl", "temple_monk_gain_opponent_turn_clean.jsonl"):
        life = {s.id: s.life for s in _LOGGED.board_after(name, 25).seats}
        assert life["bob"] == 4300, name


def test_fow_qa37d_other_effect_recorded_for_a_modelled_card_is_still_flagged() -> None:
    # (damage(400) is not what Demonflame did: a record on top of the engine's, as before)
    assert _LOGGED.rules("demonflame_effect_recorded_other_amount.jsonl")[0] == (24, "fow.log.effect-source")
    assert _LOGGED.verdict("demonflame_effect_recorded_other_amount.jsonl").unmodelled_events == 1
