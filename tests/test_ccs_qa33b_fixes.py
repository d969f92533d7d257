"""Chrono Clash System: the round-33 author tester's findings on abilities and set-up (qa33-ccs), one test or more each.

1. A deck ``order`` listing only the top cards the author saw (12 of a legal 51-card list): deck building was
   judged from the order (``ccs.deck.min-size`` "has 12 cards", ``ccs.extra-deck.colors``), the deck ran out on
   turn 5 and bob won; with draw ids the log was refused at line 10 ("alice.13 is no card of this match"). Now an
   order shorter than the list and than a legal deck, every card of it the list's, is the known top of the deck
   and the rest of the list hidden cards (a note); a card named against the known top is still flagged.

The logs are the tester's (/tmp/qa33-ccs), kept whole in tests/logs/ccs_qa33b/.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa33b")


def _board(name: str, seq: int):
    from ledger.log import read_log
    from projections import core

    return core.board_at(read_log(_LOGGED.path(name)), seq)


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


@pytest.mark.parametrize("name", ["HD2_full_order_clean"])
def test_ccs_qa33b_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- 1. a partial deck order is the known top of the deck -----------------------------------------------------------

@pytest.mark.parametrize("name", ["HD2_partial_order_draws_without_ids", "HD1_partial_order_refused"])
def test_ccs_qa33b_partial_order_is_the_known_top_of_the_list(name: str) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == []
    assert "wins" not in str(res.result)
    assert any("lists 12 cards of the deck list's 51" in n for n in _notes(name))
    alice = _board(name, 12).by_id["alice"]
    assert len(alice.deck) == 51 - 10 - 3 and alice.unbound["Gatekeeper"] == 3


def test_ccs_qa33b_partial_order_still_checks_its_known_cards(tmp_path) -> None:
    """A card of the known top named as another card is still the fault it was."""
    from pathlib import Path

    from ledger.log import read_log
    from projections import core

    src = Path(_LOGGED.path("HD1_partial_order_refused")).read_text().split("\n")[0]
    bad = tmp_path / "bad.jsonl"
    bad.write_text(src + "\n" + "\n".join([
        '{"type": "CardDrawn", "player": "alice", "card": "alice.11", "seq": 1}',
        '{"type": "BattlerSummoned", "player": "alice", "card": "alice.6", "name": "Tide Scholar", "seq": 2}',
        '{"type": "Passed", "player": "alice", "seq": 3}']) + "\n")
    res = core.verify(read_log(bad))
    assert [(v.seq, v.rule) for v in res.violations] == [(2, "ccs.log.unknown-card")]
    assert "'Cinder Hound'" in res.violations[0].message
