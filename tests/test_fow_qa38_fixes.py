"""Force of Will: the round-37 leftovers (qa37d item 1, qa37c F2 paper half, the slips bench's card id one off).

1. A modelled card's effect restated with ``EffectRecorded`` right after its resolution was read as that
   resolution's record only for damage and life (qa37d F1): a ``draw(N)`` (Wall of Ideas, Order of Sacred Queen,
   Cheshire Cat's enter ability), a ``to-deck-top`` (Cheshire Cat) or a ``cancel`` (Flash of Demon Sword) so
   recorded was carried out again (a card drawn twice: a hand over seven at the turn's end, a later draw naming a
   card no longer on top) and flagged ``fow.log.effect-source``. Now every effect the engine carried out for a
   modelled card, whatever its verb, restated right after its resolution (same source, effect, amount or none, and
   target(s)) is a note, not carried out again. A restatement that differs from what the card did (``damage(400)``
   after Demonflame's 500, ``draw(3)`` after Order of Sacred Queen's 2) is ``fow.log.effect-source`` once, saying
   what the card did, and is not carried out: the board is the card's effect (Gawain keeps 500 damage, not 900).

2. A paper log's play giving only the name of a card its deck list lacks, which the card data knows (Pachacuti, a
   resonator), in answer to the chase or in a battle, was ``fow.log.unknown-card`` alone (its timing judged only if
   a later event showed its type), where the same play in a log with the deck order known is also
   ``fow.play.main-phase`` (qa37c F2). With no card id, the name is all the log says was played: its timing is now
   judged by that card's type in a paper log too (its own root), and it resolves onto the field as that card. qa10's
   reading stands where the play gives a hidden card's id with a name the list lacks (the name, not the card, is
   then the likely slip: test_fow_qa10_fixes, unchanged).

3. A play by a card id one off (the slips bench's commonest two-root case): ``alice.2`` for ``alice.3`` (Dragoon of
   Certo, in the deck, for Flamewing Wyvern in the hand) was ``fow.play.not-in-hand`` and ``fow.will.exact``, then
   the Wyvern's resolution ``fow.chase.not-top`` and each of its blocks and attacks a flag, the winner lost;
   ``alice.10`` for ``alice.9`` (Demonflame for Mordred, both in the hand) the same cascade from
   ``fow.will.exact`` and ``fow.play.target``. Now a play breaking two rules or more as written, where exactly one
   id next to it is a card in the hand whose play as recorded breaks none, is read as that card with one flag
   (``fow.play.not-in-hand`` when the id written is not in the hand, else ``fow.log.unknown-card``); a play of a
   card truly not in the hand with no neighbour fitting (``alice.15``, in the deck) is judged as written.

The logs are ours, built from the tester's (/tmp/qa37d-fow, /tmp/qa37c-fow/logs) and tests/logs/fow_qa15/B_clean.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa38")
_QA37D = Logged("fow_qa37d")

WOC = "wall_order_cheshire_clean.jsonl"  # bob: Cheshire Cat resolves at 13/14, Order at 28, Wall of Ideas at 44


def _notes(logged: Logged, name: str) -> list[str]:
    return [str(n) for n in logged.verdict(name).notes]


def _hands(logged: Logged, name: str, seq: int) -> dict[str, list[str]]:
    return {s.id: list(s.hand) for s in logged.board_after(name, seq).seats}


# -- 1. any modelled effect restated right after its resolution -----------------------------------------------------

@pytest.mark.parametrize("name, at, effect, source", [
    ("wall_draw_also_recorded.jsonl", 45, "draw(1)", "Wall of Ideas (bob.7)"),
    ("order_draw_also_recorded.jsonl", 29, "draw(2)", "Order of Sacred Queen (bob.1)"),
    ("cheshire_draw_and_put_back_also_recorded.jsonl", 15, "draw(2)", "Cheshire Cat, the Grinning Remnant (bob.3)"),
    ("cheshire_draw_and_put_back_also_recorded.jsonl", 16, "to-deck-top", "Cheshire Cat, the Grinning Remnant (bob.3)"),
])
def test_fow_qa38_restated_draw_is_the_resolutions_record(name: str, at: int, effect: str, source: str) -> None:
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == []
    assert verdict.winner == _LOGGED.verdict(WOC).winner == "alice"
    assert verdict.unmodelled_events == 0
    assert f"seq {at}: the effect {effect!r} recorded for {source} is what its resolution just did, which the engine " \
           "carried out already: taken as the log's record of it, not carried out again" in _notes(_LOGGED, name)


@pytest.mark.parametrize("name, at, twin_at", [("wall_draw_also_recorded.jsonl", 45, 44),
                                               ("order_draw_also_recorded.jsonl", 29, 28),
                                               ("cheshire_draw_and_put_back_also_recorded.jsonl", 16, 14)])
def test_fow_qa38_restated_draw_draws_no_card_more(name: str, at: int, twin_at: int) -> None:
    # the same hands as the clean twin's right after the resolution (no card drawn a second time)
    assert _hands(_LOGGED, name, at) == _hands(_LOGGED, WOC, twin_at)
    board = _LOGGED.board_after(name, at)
    twin = _LOGGED.board_after(WOC, twin_at)
    assert [list(s.deck) for s in board.seats] == [list(s.deck) for s in twin.seats]


def test_fow_qa38_restated_cancel_is_the_resolutions_record() -> None:
    name = "flash_cancel_also_recorded.jsonl"
    assert _LOGGED.rules("flash_cancels_pride_clean.jsonl") == []
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == []
    assert verdict.unmodelled_events == 0
    assert any(n.startswith("seq 23: the effect 'cancel' recorded for Flash of Demon Sword (alice.1)")
               for n in _notes(_LOGGED, name))
    # Pride of Knights stays cancelled, in the graveyard; Galahad 400/400 as in the twin
    board, twin = _LOGGED.board_after(name, 24), _LOGGED.board_after("flash_cancels_pride_clean.jsonl", 23)
    assert board.cards["bob.2"].zone == twin.cards["bob.2"].zone == "grave"
    assert board.cards["bob.1"].def_mod == twin.cards["bob.1"].def_mod == 0


def test_fow_qa38_other_damage_restated_is_flagged_once_and_the_board_is_the_cards() -> None:
    name = "demonflame_effect_recorded_other_amount.jsonl"  # damage(400) after Demonflame's 500 on Gawain (DEF 700)
    verdict = _QA37D.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(24, "fow.log.effect-source")]
    assert verdict.violations[0].message == (
        "the effect 'damage(400)' recorded for Demonflame (alice.1) right after its resolution is not what the card "
        "did (damage(500) on Gawain, the Knight of the Sun (bob.4)): the board keeps the card's effect, and the record "
        "is not carried out")
    gawain = _QA37D.board_after(name, 24).cards["bob.4"]
    assert (gawain.zone, gawain.damage) == ("field", 500)
    assert _QA37D.rules("demonflame_effect_not_recorded_clean.jsonl") == []


def test_fow_qa38_other_draw_restated_is_flagged_once_and_draws_nothing() -> None:
    name = "order_draw_recorded_as_three.jsonl"
    assert _LOGGED.rules(name) == [(29, "fow.log.effect-source")]  # (was also fow.end.hand-size, unknown-card, over)
    assert _hands(_LOGGED, name, 29) == _hands(_LOGGED, WOC, 28)
    assert _LOGGED.verdict(name).winner == "alice"


# -- 2. a paper log's name-only play of an unlisted known resonator out of its timing -------------------------------

@pytest.mark.parametrize("name, seq", [("FU2f_paper_unlisted_resonator_on_nonempty_chase.jsonl", 61),
                                       ("FU2g_paper_unlisted_resonator_in_battle.jsonl", 63),
                                       ("FUf_unlisted_resonator_played_on_nonempty_chase.jsonl", 61)])
def test_fow_qa38_name_only_unlisted_resonator_timing_judged_in_paper_and_ordered_logs(name: str, seq: int) -> None:
    assert _LOGGED.causes(name) == [(seq, "fow.log.unknown-card", None), (seq, "fow.play.main-phase", None)]
    assert _LOGGED.verdict(name).winner == "alice"


def test_fow_qa38_paper_name_only_unlisted_resonator_resolves_as_that_card() -> None:
    board = _LOGGED.board_after("FU2f_paper_unlisted_resonator_on_nonempty_chase.jsonl", 63)
    assert (board.cards["alice.3"].name, board.cards["alice.3"].zone) == ("Pachacuti", "field")


def test_fow_qa38_paper_name_only_unlisted_in_main_phase_stays_unknown_card_alone() -> None:
    # the twin: the same play in alice's main phase with nothing under way
    assert _LOGGED.causes("FU2_paper_unlisted_real_resonator_name_only.jsonl") == [(62, "fow.log.unknown-card", None)]


# -- 3. a play by a card id one off ----------------------------------------------------------------------------------

def test_fow_qa38_play_id_one_off_not_in_hand_is_one_flag_read_as_the_hand_card() -> None:
    name = "play_id_one_below_not_in_hand.jsonl"  # alice.2 (Dragoon of Certo, in the deck) for alice.3
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(20, "fow.play.not-in-hand")]
    assert verdict.violations[0].message == (
        "alice played Dragoon of Certo (alice.2), which is not in their hand; Flamewing Wyvern (alice.3), the card "
        "next to it, is, and the play fits it (its cost, timing and targets): read as the log's id one off, that card "
        "played")
    assert verdict.winner == _LOGGED.verdict("win_by_life_clean.jsonl").winner == "alice"
    assert _LOGGED.rules("win_by_life_clean.jsonl") == []
    board = _LOGGED.board_after(name, 21)
    assert (board.cards["alice.3"].zone, board.cards["alice.2"].zone) == ("field", "deck")


def test_fow_qa38_play_id_one_off_another_hand_card_is_one_flag_read_as_the_card_that_fits() -> None:
    name = "play_id_one_above_another_hand_card.jsonl"  # alice.10 (Demonflame, in the hand) for alice.9 (Mordred)
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == [(34, "fow.log.unknown-card")]
    assert verdict.winner == "alice"
    board = _LOGGED.board_after(name, 35)
    assert (board.cards["alice.9"].zone, board.cards["alice.10"].zone) == ("field", "hand")
    twin = _LOGGED.board_after("win_by_life_clean.jsonl", 35)
    assert {s.id: s.life for s in board.seats} == {s.id: s.life for s in twin.seats}


def test_fow_qa38_play_of_a_card_truly_not_in_hand_stays_judged_as_written() -> None:
    # alice.15 is in the deck and no card next to it is in the hand: not read as another card
    rules = _LOGGED.rules("play_id_far_not_in_hand.jsonl")
    assert rules[:3] == [(20, "fow.play.not-in-hand"), (20, "fow.will.exact"), (20, "fow.play.target")]
