"""Final Fantasy TCG: tester qa38g's second regression findings on this round's loosened readings
(/tmp/qa38g-fftcg). The logs are kept whole in tests/logs/fftcg_qa38d/ (the tester's names).

2. "Known to draw" (``_summon_draws``) was a bare match of the word "draw": a summon whose text says "Your opponent
   draws 1 card." or "Your opponent cannot draw cards ..." was read as drawing for its caster, so alice's line naming
   her hand card over it took the top (alice.9) into her hand: her lawful turn draw naming alice.9 at 47 was flagged
   and the one skipping it passed. The text must now say the caster draws (a sentence "Draw N card(s)." /
   « Piochez N carte(s). », or "you draw"): those summons are not known to draw, 37 is the one fault, and 47 is
   judged from alice.9 (flagged only where it skips it).
"""
from __future__ import annotations

import pytest

from tests.fftcg import logged, rules_at

FOLDER = "fftcg_qa38d"
NOT_TOP = "fftcg.draw.not-top"


@pytest.mark.parametrize("text", ["opponent-draws-1", "opponent-cannot-draw"])
def test_summon_text_not_the_casters_draw(text):
    base = f"f4-summon-text-{text}-alice-line-names-hand-card-then-turn-draw"
    assert rules_at(logged(FOLDER, f"{base}-top")) == [(37, NOT_TOP)]
    assert rules_at(logged(FOLDER, f"{base}-skips-top")) == [(37, NOT_TOP), (47, NOT_TOP)]


def test_summon_draw_text_reading():
    from projections.fftcg.engine import _DRAW_TEXT

    def n(t):
        m = _DRAW_TEXT.search(t)
        return m and (m.group(1) or m.group(2) or "?")
    assert n("Draw 1 card.") == "1"
    assert n("Choose 1 Forward. Deal it 5000 damage. Draw 2 cards.") == "2"
    assert n("Piochez 1 carte.") == "1"
    assert n("Vous piochez 2 cartes.") == "2"
    assert n("Your opponent draws 1 card.") is None
    assert n("Your opponent cannot draw cards during his next Draw Phase.") is None
    assert n("You cannot draw cards.") is None
