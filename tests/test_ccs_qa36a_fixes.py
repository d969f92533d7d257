"""Chrono Clash: the round-36 tester's findings on abilities and the three manuals (qa36, /tmp/qa36-ccs), one test or
more each.

FP-1. Inferno Drake ("destroy chosen battler with strength 4 or less", French « un coût de 4 ou moins ») summoned with
      no target while the only battler in play meets the French wording alone (Flame Lancer, strength 5, cost 3): was
      ``ccs.ability.target``; a choice is owed only where the versions agree a battler qualifies (strength and cost 4 or
      less), a battler only one wording allows may be chosen but need not be.
FP-3. A guardian that wins its battle with a "when destroyed" ability (Hollow Guard, draw 1): English "always
      discarded after the attack", French « toujours détruits », Italian "sempre distrutto". The engine followed English
      alone (``ccs.draw.not-top`` on the French/Italian table's draw); now either table stands: the draw is taken when
      the player's next draw shows it (a note naming the reading), not owed when it does not.

The logs are the tester's (/tmp/qa36-ccs/logs), kept whole in tests/logs/ccs_qa36a/, and twins made from them.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa36a")


# -- FP-1. a target only one manual's wording allows is not owed ----------------------------------------------------

def test_ccs_qa36a_drake_no_target_when_only_the_french_wording_offers_one_is_clean() -> None:
    assert _LOGGED.found("lang-drake-only-battler-str5-cost3-no-target-EN") == []


def test_ccs_qa36a_drake_3p_own_lancer_not_forced_only_the_planted_fault_stands() -> None:
    # (seq 35, an attack naming no defender among two opponents, is the log's own planted fault)
    assert _LOGGED.found("lang-drake-3p-own-lancer-str5-forced-target") == [(35, "ccs.attack.target-not-enemy")]


def test_ccs_qa36a_drake_french_reading_target_still_taken_with_a_note() -> None:
    assert _LOGGED.found("lang-drake-destroys-str5-cost3-FR") == []
    assert any("in one manual's wording only" in n and "Flame Lancer (alice.6)" in n
               for n in _LOGGED.notes("lang-drake-destroys-str5-cost3-FR"))
    assert _LOGGED.board_kept("lang-drake-destroys-str5-cost3-FR", 8).cards["alice.6"].zone == "discard"


def test_ccs_qa36a_drake_no_target_when_a_battler_meets_both_wordings_is_flagged() -> None:
    # The same log with alice's first battler a Cinder Hound (strength 3, cost 2): the choice is owed.
    assert _LOGGED.found("lang-drake-only-battler-str3-cost2-no-target") == [(8, "ccs.ability.target")]


# -- FP-3. a guardian that wins: discarded (EN) or destroyed (FR, IT) -----------------------------------------------

def test_ccs_qa36a_hollow_guard_wins_french_italian_draw_taken_with_a_note() -> None:
    name = "lang-hollow-guard-wins-drew-FRIT"
    assert _LOGGED.found(name) == []
    assert any("Hollow Guard (bob.5) won its battle" in n and "toujours détruits" in n and "seq 11" in n
               for n in _LOGGED.notes(name))
    board = _LOGGED.board_kept(name, 11)
    hand = board.seat("bob").hand
    assert "bob.12" in hand and "bob.13" in hand and board.seat("bob").deck[0] == "bob.14"


def test_ccs_qa36a_hollow_guard_wins_draw_recorded_right_after_the_battle() -> None:
    # (was ccs.turn.not-your-turn: the French/Italian reading's draw recorded as it is made)
    name = "lang-hollow-guard-wins-drew-FRIT-explicit-draw"
    assert _LOGGED.found(name) == []
    assert any("won its battle" in n for n in _LOGGED.notes(name))


@pytest.mark.parametrize("name", ["lang-hollow-guard-wins-no-draw-EN", "lang-hollow-guard-loses-drew"])
def test_ccs_qa36a_hollow_guard_twins_clean(name: str) -> None:
    assert _LOGGED.found(name) == []
    assert not any("won its battle" in n for n in _LOGGED.notes(name))


def test_ccs_qa36a_hollow_guard_wins_draw_neither_reading_explains_is_flagged() -> None:
    # bob's turn draw names bob.14: neither the English (bob.12) nor the French/Italian reading (bob.13) has it.
    assert _LOGGED.found("lang-hollow-guard-wins-drew-neither") == [(11, "ccs.draw.not-top")]
