"""Final Fantasy TCG: the qa36 tester's findings on paper-table logs with real cards (/tmp/qa36-fftcg), and one of
the CLI fixer's, one test or more each. The logs are kept whole in tests/logs/fftcg_qa36b/.

4. An EX Burst used of a damage card with no [EX] icon was ``fftcg.exburst.not-damage-card``, whose words are about
   the damage-zone card; now ``fftcg.exburst.no-ex-icon``, the seed's 5.2.2.1 (« une icône [EX] indique que la carte
   possède un [EXBURST] »).
5. (CLI fixer) A header ``"order": []`` or a short ``order`` became a deck of 0 or n cards, and the log was refused
   at a later event ("card id 'bob.6' is no card of this match"); now, as in Chrono Clash, a short order is the
   known top of the deck (the rest of the list hidden, named as revealed) and ``[]`` a paper deck.
"""

from __future__ import annotations

import pytest

from fftcg import logged, logged_board, rules_at
from projections.fftcg import RULES

F = "fftcg_qa36b"


def _notes(name: str) -> list[str]:
    return [str(n) for n in logged(F, name).notes]


# -- 4. EX Burst of a card without the [EX] icon ---------------------------------------------------------------

def test_exburst_of_a_card_without_ex_icon_has_its_own_rule():
    v = logged(F, "f_m1_ex_burst_card_without_ex")
    assert rules_at(v) == [(82, "fftcg.exburst.no-ex-icon")]
    assert "has no EX Burst" in v.violations[0].message
    assert RULES["fftcg.exburst.no-ex-icon"].text == "A card has an EX Burst only if it shows the [EX] icon."
    assert v.result is not None and "alice wins" in str(v.result)


# -- 5. A short or empty order -----------------------------------------------------------------------------

def test_short_and_empty_order_read_as_known_top_and_paper_deck():
    v = logged(F, "order_short_and_empty")
    assert rules_at(v) == []
    assert "alice wins" in str(v.result)
    notes = _notes("order_short_and_empty")
    assert any("alice's deck order is known for its top 19 cards only" in n for n in notes)
    assert any("bob's deck order is unknown (paper log)" in n for n in notes)


def test_a_short_order_is_checked_against_the_cards_the_log_names():
    # alice's known top says alice.1 is Ranger 1-008; the log plays it as 1-003: that one fault, where it shows.
    v = logged(F, "order_short_wrong_top")
    assert rules_at(v) == [(2, "fftcg.log.unknown-card")]
    assert "alice wins" in str(v.result)
