"""The twenty-fifth outside test of FFTCG: the tester's logs (tests/logs/fftcg_qa25/; ``P_`` are paper logs). base is
round 23's clean 8-turn match, Knight and Tidus (bob's) each drawing 1 at the end of bob's turn."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from tests.fftcg import logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa25", name).violations]


@pytest.mark.parametrize("name", ["base", "P_base"])
def test_clean_twins_are_clean(name):
    assert rules(name) == []


# 5. A full-order turn draw naming exactly the top cards in another order: nothing orders the cards inside one draw.
@pytest.mark.parametrize("name", ["E1_full_t8_turndraw_reversed_clean", "F3_full_t2_turndraw_reversed_clean",
                                  "P_E1_full_t8_turndraw_reversed_clean"])
def test_turn_draw_of_the_top_cards_in_another_order_is_clean(name):
    assert rules(name) == []


def test_turn_draw_of_a_card_not_on_top_is_still_flagged():
    assert rules("A2_full_t4_turndraw_wrongcard_consistent") == [(43, "fftcg.draw.not-top")]


# 1. An End-phase trigger's line left out, its passes, draw line and Resolved recorded: the passes were over it.
@pytest.mark.parametrize("name,seq", [("C3_full_t2_trigger_line_left_out_PP_D_R", 22),
                                      ("P_C3_full_t2_trigger_line_left_out_PP_D_R", 22),
                                      ("G3_full_t2_end_trigger_line_left_out_PP_D_R", 27),
                                      ("P_G3_full_t2_end_trigger_line_left_out_PP_D_R", 27),
                                      ("qa23_F8c_t6_trigger_omitted_PP_D_R", 100)])
def test_end_trigger_line_left_out_with_its_passes_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.auto.pending")]


# 2. Two End-phase autos triggered, one trigger line left out (the upper or the lower), both draws and both Resolved
# recorded: the table carried out both effects, the one fault is the line left out.
@pytest.mark.parametrize("name,seq", [("C4_full_t4_upper_trigger_left_out_both_draws", 65),
                                      ("P_C4_full_t4_upper_trigger_left_out_both_draws", 65),
                                      ("C5_full_t4_lower_trigger_left_out_both_draws", 65),
                                      ("P_C5_full_t4_lower_trigger_left_out_both_draws", 65),
                                      ("C1_full_t6_one_trigger_left_out_both_draws", 106),
                                      ("P_C1_full_t6_one_trigger_left_out_both_draws", 106),
                                      ("C2_full_t6_lower_trigger_left_out_both_draws", 106),
                                      ("P_C2_full_t6_lower_trigger_left_out_both_draws", 106)])
def test_one_of_two_end_triggers_left_out_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.auto.pending")]


# 3. A full-order effect draw really taking a deck card not on top, the rest following what the table drew: one
# draw.not-top, followed both ways as a turn's draw is; a mistyped draw line the rest ignores stays one too.
@pytest.mark.parametrize("name,seq", [("A4_full_t4_summondraw_wrongcard_consistent", 60),
                                      ("G2_full_t2_enters_draw_wrongcard_consistent", 17),
                                      ("A3_full_t2_autodraw_wrongcard_consistent", 25),
                                      ("A4b_full_t4_summondraw_typo_deck_card", 60),
                                      ("A3b_full_t2_autodraw_typo_deck_card", 25)])
def test_effect_draw_of_a_card_not_on_top_is_one_fault(name, seq):
    assert rules(name) == [(seq, "fftcg.draw.not-top")]


@pytest.mark.parametrize("name", ["P_A4_full_t4_summondraw_wrongcard_consistent",
                                  "P_G2_full_t2_enters_draw_wrongcard_consistent"])
def test_paper_twins_of_the_effect_draws_are_clean(name):
    assert rules(name) == []


# 4. Two stacked End-phase autos, a draw under a damage: the draw line and Resolved of the lower first is the one
# fault (stack.lifo), the damage's passes and Resolved after it follow.
@pytest.mark.parametrize("name", ["B3_full_t4_draw_and_damage_autos_lower_first",
                                  "P_B3_full_t4_draw_and_damage_autos_lower_first"])
def test_lower_draw_auto_resolved_first_under_a_damage_is_one_fault(name):
    assert rules(name) == [(68, "fftcg.stack.lifo")]


@pytest.mark.parametrize("name", ["B2_full_t4_draw_and_damage_autos_clean", "P_B2_full_t4_draw_and_damage_autos_clean"])
def test_draw_and_damage_autos_in_order_stay_clean(name):
    assert rules(name) == []


def test_two_draw_autos_lower_first_stays_one_fault():
    assert rules("B1_full_t4_two_autos_lower_first") == [(69, "fftcg.stack.lifo")]


# 6. replay --turn N: turn N starts after the previous End phase is over, the new turn's player to play, in text,
# --json and --step alike, from the file and stored alike.
SAMPLE = str(Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg" / "win-seven-damage.jsonl")
STARTS = {1: (0, "alice"), 2: (10, "bob"), 3: (20, "alice"), 4: (36, "bob")}


def _replay(*args: str, stdin: str | None = None):
    res = CliRunner().invoke(cli, ["replay", *args], input=stdin)
    assert res.exit_code == 0, res.output
    return res.output


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    db = str(tmp_path_factory.mktemp("fftcg_qa25") / "ledger.db")
    res = CliRunner().invoke(cli, ["import", SAMPLE, "--db", db, "--json"])
    assert res.exit_code == 0, res.output
    return db, json.loads(res.stdout)[0]["match"]


@pytest.mark.parametrize("where", ["file", "stored", "stored-again"])
@pytest.mark.parametrize("turn", sorted(STARTS))
def test_replay_turn_starts_with_the_new_turns_player(stored, where, turn):
    db, match = stored
    args = [SAMPLE] if where == "file" else [match, "--db", db]
    seq, player = STARTS[turn]
    data = json.loads(_replay(*args, "--turn", str(turn), "--json"))
    assert (data["seq"], data["turn"], data["active"], data["phase"]) == (seq, turn, player, "draw")
    assert data["result"] == ""
    first = _replay(*args, "--turn", str(turn), "--lang", "en").splitlines()[0]
    assert f"{player}'s turn (Draw Phase)" in first


@pytest.mark.parametrize("where", ["file", "stored"])
def test_replay_step_turn_key_shows_the_new_turn(stored, where):
    db, match = stored
    args = [SAMPLE] if where == "file" else [match, "--db", db]
    out = _replay(*args, "--step", "--lang", "en", stdin="t\nt\nt\nq\n")
    for turn in (2, 3, 4):
        seq, player = STARTS[turn]
        assert f"Start of turn {turn} (after seq {seq}): {player}'s turn (Draw Phase)" in out
