"""Force of Will: the outside testers' fifteenth round (fix15).

1. Cheshire Cat's two draws recorded as ``CardDrawn`` lines after its resolution, one of them since put back on top
   of the deck: the record of that draw (a note), nothing drawn. Clean, in a paper log too.
2. Cheshire Cat's "put a hand card on top" choice left out or wrong (no card, the opponent's card, a card not drawn
   yet): ``fow.play.target`` once, as the effect resolves. The last card drawn is taken as the one that went back;
   a later draw naming another card of the hand shows that one went back; in a paper log a hidden card went back.
3. A second mulligan: ``fow.setup.mulligan-twice``, not carried out (the later draws follow the first).
4. An attack by a resonator already rested by its own attack this turn: ``fow.attack.rested``, no battle damage. An
   attack that could physically stand (a resonator put onto the field this turn) keeps its damage.
5. A rest-symbol ability activated while its card is rested: ``fow.ability.rested``, no effect.
6. A paper log's face-down standby card with neither card nor name, later played from the standby zone by name:
   a hidden card of the hand went there; the play binds it. Clean.
7. A resonator played, a stone called or the turn's draw made under the wrong player's name (the stone and draw with
   no id): one ``fow.turn.not-your-turn`` each, judged as the turn player's.

The logs are the testers' (round 15), kept here whole (tests/logs/fow_qa15/); two are variants of them made for
this round: BC3_cat_no_target_draw_shows_bob9 (the later draw names bob.9) and
P3_standby_facedown_then_played_by_id (the hidden card taken as set face down is played from the hand by id).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

LOGS = Path(__file__).parent / "logs" / "fow_qa15"


def run(name: str) -> core.Verification:
    path = LOGS / name
    return core.verify(parse_log(path.read_bytes(), path.name))


def rules(result: core.Verification) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result.violations]


def life(result: core.Verification) -> int | None:
    return result.result_msg.get("args", {}).get("life")


# 1 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["BC4_effect_draws_recorded.jsonl", "PB_BC4_cat_draws_recorded_paper.jsonl",
                                  "BC6_cat_draws_before_resolution.jsonl"])
def test_cat_draws_recorded_after_its_resolution_are_its_record(name):
    result = run(name)
    assert result.clean, rules(result)
    assert result.winner == "alice"


# 2 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["BC3_cat_no_target_given.jsonl", "PB_BC3_cat_no_target_paper.jsonl",
                                  "BF8_cat_opp_card.jsonl", "BF9_cat_card_not_yet_drawn.jsonl",
                                  "BC3_cat_no_target_draw_shows_bob9.jsonl"])
def test_cat_put_back_choice_left_out_or_wrong_is_one_fault(name):
    result = run(name)
    assert rules(result) == [(14, "fow.play.target")]
    assert result.winner == "alice"


def test_cat_put_back_later_draw_shows_which_card_went_back():
    result = run("BC3_cat_no_target_draw_shows_bob9.jsonl")
    assert any("bob.9" in n and "put back" in n for n in result.notes), result.notes


# 3 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, seq", [("AF16_mulligan_twice_consecutive.jsonl", 2),
                                       ("AF31_bob_mulligan_twice.jsonl", 3),
                                       ("AF14_mulligan_twice.jsonl", 3),
                                       ("P_AF16_mulligan_twice_paper.jsonl", 2)])
def test_a_second_mulligan_is_flagged_and_not_carried_out(name, seq):
    result = run(name)
    assert rules(result) == [(seq, "fow.setup.mulligan-twice")]
    assert result.winner == "alice" and life(result) == -600


def test_the_clean_twin_is_clean():
    result = run("A_clean.jsonl")
    assert result.clean, rules(result)
    assert life(result) == -600


# 4 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["AF24_attack_twice_T9.jsonl", "AF18_attack_pair_duplicated.jsonl"])
def test_an_attack_by_a_rested_attacker_deals_no_damage(name):
    result = run(name)
    assert rules(result) == [(64, "fow.attack.rested")]  # not the last legal attack as fow.game.over
    assert result.winner == "alice" and life(result) == -600


def test_an_attack_the_turn_it_entered_keeps_its_damage():
    result = run("F3_attack_entered.jsonl")
    assert rules(result) == [(108, "fow.attack.entered-this-turn")]
    assert result.winner == "alice" and life(result) == -600


# 5 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["AF25_hector_twice.jsonl", "AF23_ability_pair_duplicated.jsonl"])
def test_a_rest_ability_of_a_rested_card_has_no_effect(name):
    result = run(name)
    assert rules(result) == [(47, "fow.ability.rested")]  # its target may still block: no block.blocker
    assert result.winner == "alice"


# 6 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["P3_standby_facedown_unnamed.jsonl", "P3b_standby_unnamed_nodrawids.jsonl",
                                  "P3_standby_facedown_then_played_by_id.jsonl"])
def test_a_paper_face_down_standby_card_is_a_hidden_hand_card(name):
    result = run(name)
    assert result.clean, rules(result)
    assert result.winner == "alice"


# 7 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, seq", [("fow-play-wrongname.jsonl", 10), ("fow-stone-wrongname.jsonl", 9),
                                       ("fow-draw-wrongname.jsonl", 18)])
def test_a_play_call_or_draw_under_the_wrong_name_is_one_fault(name, seq):
    result = run(name)
    clean = run("fow-clean.jsonl")
    assert rules(result) == [(seq, "fow.turn.not-your-turn")]
    assert "wrong player" in result.violations[0].message
    assert (result.winner, result.result) == (clean.winner, clean.result)


def test_the_judge_clean_log_is_clean():
    result = run("fow-clean.jsonl")
    assert result.clean, rules(result)
    assert result.winner == "alice"
