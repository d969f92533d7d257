"""Final Fantasy TCG: tester qa38g's second regression findings on this round's loosened readings
(/tmp/qa38g-fftcg). The logs are kept whole in tests/logs/fftcg_qa38d/ (the tester's names).

1. A battle with an unnamed forward was never judged, even once the log named it: alice.3 (unnamed) blocked by
   Cecil 1-162 (8000) at 159, named Tifa 1-016 (4000) by her attack at 192: she stayed on the field, her point at
   197 counted, and alice won on it. The battle is now kept on the unnamed card (``Inst.hidden_battles``) and judged
   both ways as it is named, its power then: Tifa broke at 159, 192 is ``fftcg.attack.not-a-forward``, carried on
   as dealing no damage (no winner). Named Auron 1-002 (9000), Cecil broke at 159, and his block at 163 is the one
   fault, ``fftcg.block.not-a-forward``. The qa38 noslip twin stays one flag (24).
   Changed: tests/test_fftcg_qa38_fixes.py's Gordon pin (alice's damage after the broken Gordon's attack, 1 -> 0):
   a forward broken earlier that attacks is carried on as dealing no damage, the table's reading beside it
   (docs/fftcg.md, Readings); the hidden-hit break now takes that same path.
2. "Known to draw" (``_summon_draws``) was a bare match of the word "draw": a summon whose text says "Your opponent
   draws 1 card." or "Your opponent cannot draw cards ..." was read as drawing for its caster, so alice's line naming
   her hand card over it took the top (alice.9) into her hand: her lawful turn draw naming alice.9 at 47 was flagged
   and the one skipping it passed. The text must now say the caster draws (a sentence "Draw N card(s)." /
   « Piochez N carte(s). », or "you draw"): those summons are not known to draw, 37 is the one fault, and 47 is
   judged from alice.9 (flagged only where it skips it).
3. The correct draw line over Moogle X ("Draw 1 card."), naming the top of alice's deck after both passed and
   before its ``Resolved``, was an extra draw (``fftcg.turn.not-your-turn``), while a line naming a hand card there
   was read kindly as its draw. Now its text is read, the line naming the top where its draw is due is that draw:
   clean (a note), alone or stacked over or under Bomb Shard X. Changed, as they pinned the flag on that lawful
   line: test_fftcg_qa35f_fixes.py (f1_unknown_line_after_passes_top), test_fftcg_qa38c_fixes.py
   (f4-line-names-top-card-clean, f4-clean-summon-then-turn-draw-clean and its names-hand-card twin, now its 47
   only, f4-own-turn-moogle-x-line-names-top).
3c. (LOW) Moogle X resolved with no draw line, alice's next turn draw naming alice.10 and alice.11 (the cards after
   the top): 46 ``fftcg.draw.not-top``. Its text says it draws: it drew the top as it resolved (``Board.summon_top``,
   a note), her draw judged from the cards after it: clean; the twin naming alice.9 again stays clean, and the
   stacked log with the one fault at 39 loses its 52.
3b. (LOW) bob's line naming his top after both passed over alice's X-004 "Your opponent draws 1 card.", before its
   ``Resolved``, was ``fftcg.draw.count`` ("already drew this turn"): it is that summon's draw for him, lawful (a
   note). The log's 47 ``fftcg.end.hand-size`` (bob never discarded his 6th card) is genuine and stays.
"""
from __future__ import annotations

import pytest

from tests.fftcg import logged, logged_board, rules_at

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


# -- F1. a battle with an unnamed forward is judged both ways once it is named --------------------------------------

TIFA = "f1-unnamed-alice3-blocked-by-cecil8000-t9-named-tifa-attacks-t11-should-be-broken"
AURON = "f1-unnamed-alice3-blocked-by-cecil8000-t9-named-auron9000-attacks-t11-cecil-should-have-broken"


def test_tifa_blocked_by_cecil_unnamed_was_broken_in_that_battle():
    v = logged(FOLDER, TIFA)
    assert rules_at(v) == [(192, "fftcg.attack.not-a-forward")]
    assert "the 8000 damage it took at seq 159" in v.violations[0].message
    assert logged_board(FOLDER, TIFA, 191).cards["alice.3"].zone == "field"  # unnamed: not judged before
    tifa = logged_board(FOLDER, TIFA, 192).cards["alice.3"]
    assert (tifa.zone, tifa.serial) == ("break", "1-016")
    # Her attack deals nothing: bob's damage does not grow at 197, and the point that gave alice the win is gone.
    assert len(logged_board(FOLDER, TIFA, 197).seat("bob").damage) == len(logged_board(FOLDER, TIFA, 196).seat("bob").damage)
    assert v.winner is None


def test_auron_named_broke_cecil_in_that_battle_and_cecils_block_is_the_one_fault():
    v = logged(FOLDER, AURON)
    # (And Auron, 5 CP, played unnamed at 24 for 2: judged as it is named since qa39c A6.)
    assert rules_at(v) == [(163, "fftcg.block.not-a-forward"), (192, "fftcg.cp.not-enough")]
    assert v.violations[0].player == "bob" and "broken at seq 159" in v.violations[0].message
    assert logged_board(FOLDER, AURON, 191).cards["bob.15"].zone == "field"  # the board the table played
    board = logged_board(FOLDER, AURON, 192)
    assert board.cards["bob.15"].zone == "break" and board.cards["alice.3"].zone == "field"
    assert any("dealt 9000 damage to Cecil 1-162 (bob.15) in their battle at seq 159" in n for n in v.notes)


def test_the_noslip_twin_stays_one_flag():
    v = logged("fftcg_qa38", "unnamed-battle-then-cecil-blocks-first-strike-samurai-noslip")
    assert rules_at(v) == [(24, "fftcg.log.unknown-card")]
    assert v.winner == "alice"


# -- F3. the correct draw line over Moogle X ("Draw 1 card.") is its draw ------------------------------------------

@pytest.mark.parametrize("name", ["f4-stack-moogle-over-bomb-line-names-top-clean",
                                  "f4-stack-bomb-over-moogle-moogle-line-names-top-clean"])
def test_line_naming_the_top_over_moogle_x_is_its_draw_clean(name):
    v = logged(FOLDER, name)
    assert rules_at(v) == []
    assert any("taken as the draw of Moogle X X-004 (alice.6)'s effect (Ifrit 1-004 (alice.9)), which its text "
               "says it makes" in n for n in v.notes)


def test_the_same_stacks_with_a_genuine_fault_stay_one_flag():
    assert rules_at(logged(FOLDER, "f4-stack-moogle-over-bomb-line-names-hand-card-one-fault")) == [(39, NOT_TOP)]
    assert rules_at(logged(
        FOLDER, "f4-stack-bomb-over-moogle-line-over-bomb-names-hand-card-then-moogle-draws-top-one-fault")) == \
        [(39, NOT_TOP)]


# -- F3b. bob's draw from alice's "Your opponent draws 1 card." ------------------------------------------------------

def test_bobs_line_naming_his_top_over_your_opponent_draws_is_that_draw():
    name = "f4-summon-text-opponent-draws-1-bob-line-names-bob-top-then-alice-draws-top-clean"
    v = logged(FOLDER, name)
    assert rules_at(v) == [(47, "fftcg.end.hand-size")]  # (bob's 6th card, never discarded: genuine)
    b = logged_board(FOLDER, name, 37)
    assert b.cards["bob.10"].zone == "hand" and b.cards["alice.9"].zone == "deck" and not b.stack


# -- F3c. Moogle X resolved with no draw line: it drew the top ------------------------------------------------------

def test_moogle_x_unrecorded_draw_took_the_top_her_turn_draw_after_it_is_clean():
    name = "f4-moogle-x-draw-unrecorded-turn-draw-after-top-clean"
    v = logged(FOLDER, name)
    assert rules_at(v) == []
    assert any("Moogle X X-004 (alice.5)'s effect, which its text says draws, drew Ifrit 1-004 (alice.9)" in n
               for n in v.notes)
    b = logged_board(FOLDER, name, 46)
    assert {b.cards[c].zone for c in ("alice.9", "alice.10", "alice.11")} == {"hand"}
    assert rules_at(logged(FOLDER, "f4-moogle-x-draw-unrecorded-turn-draw-names-top-again")) == []
    assert rules_at(logged(
        FOLDER, "f4-stack-bomb-over-moogle-line-over-bomb-names-hand-card-moogle-draw-unrecorded-one-fault")) == \
        [(39, NOT_TOP)]
