"""Force of Will: the outside tester's sixteenth round (fix16), one test or more per finding.

1. A mulligan's redraws recorded as ``CardDrawn`` lines (by id, by name in a paper log, or with no card right after
   the mulligan): the record of the set-up's draws (a note), nothing drawn, the game not begun. Clean.
2. A spell or ability of the player whose turn it is not, logged under the turn player's name (the other player's
   card, paid with their will): one flag ("the log names the wrong player", read as the owner's), and it is carried
   out as the owner's (Temple Monk's life, Pride of Knights saving Galahad).
3. The seed's chase example with its two resolutions swapped: ``fow.chase.not-top`` alone; Galahad, destroyed by the
   out-of-order resolution and used later, shows the table resolved top first (a note).
4. One player taking two turns in a row: one ``fow.turn.not-your-turn``, the turn then taken as recorded.
5. Wrong-name judgment, standby set, mulligan, paper draw and play by name only: one flag each, read as the owner's.
6. A face-down standby card (no card recorded) later played from the standby zone by id: clean in a paper log; in a
   full-order log the one ``fow.log.unknown-card`` of the set.
7. Opening hands recorded as ``CardDrawn`` lines: notes, clean.
8. A discard naming a card not in the hand: ``fow.log.unknown-card`` alone. An effect's two draws recorded as three:
   ``fow.turn.draw-phase`` alone.

The logs are the tester's (round 16), kept here whole (tests/logs/fow_qa16/).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

LOGS = Path(__file__).parent / "logs" / "fow_qa16"
SAMPLES = Path(__file__).parent.parent / "sample_logs" / "force_of_will"


def run(name: str) -> core.Verification:
    path = LOGS / name
    return core.verify(parse_log(path.read_bytes(), path.name))


def rules(result: core.Verification) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result.violations]


def read_as(result: core.Verification) -> list[tuple[int, str, str | None]]:
    return [(v.seq, v.rule, v.read_as) for v in result.violations]


def board(name: str, seq: int | None = None):
    path = LOGS / name
    log = parse_log(path.read_bytes(), path.name)
    b = core.board_at(log, seq if seq is not None else len(log.events))
    return b


def without(name: str, drop: set[int], unnamed: frozenset[int] = frozenset()) -> core.Verification:
    """The log with the events of these seqs left out (and the card of those in ``unnamed``), the rest renumbered."""
    lines = (LOGS / name).read_text().splitlines()
    out = [lines[0]]
    k = 0
    for line in lines[1:]:
        if not line.strip():
            continue
        e = json.loads(line)
        if e["seq"] in drop:
            continue
        if e["seq"] in unnamed:
            e.pop("card", None)
        k += 1
        e["seq"] = k
        out.append(json.dumps(e))
    return core.verify(parse_log(("\n".join(out) + "\n").encode(), name))


# 1 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["m_mulligan_draws_recorded.jsonl", "m_paper_mull_draws_recorded.jsonl",
                                  "m_paper_mull_draws_noname.jsonl", "m_mulligan_clean.jsonl"])
def test_f1_mulligan_redraws_recorded_are_the_set_ups_draws(name):
    result = run(name)
    assert rules(result) == []
    if name != "m_mulligan_clean.jsonl":
        assert sum("before the game began" in n for n in result.notes) == 2


def test_f1_the_recorded_redraws_draw_nothing():
    # alice's hand after the set-up: the mulligan drew alice.6 and alice.7; the records draw nothing more.
    b = board("m_mulligan_draws_recorded.jsonl", 4)
    assert sorted(b.seat("alice").hand) == ["alice.3", "alice.4", "alice.5", "alice.6", "alice.7"]
    assert b.seat("alice").deck[0] == "alice.8"


# 2 -------------------------------------------------------------------------------------------------------------


def test_f2_temple_monk_under_the_turn_players_name_is_bobs_and_saves_him():
    result = run("mk_monk_wrongname.jsonl")
    assert read_as(result) == [(23, "fow.ability.no-such", "bob")]
    assert result.winner is None  # the +300 life is bob's: the game goes on, as in the clean twin


def test_f2_temple_monk_clean_twin_is_clean():
    result = run("mk_monk_saves_clean.jsonl")
    assert rules(result) == [] and result.winner is None


def test_f2_pride_of_knights_under_the_turn_players_name_is_bobs_and_galahad_survives():
    result = run("n_instant_oppturn_wrongname2.jsonl")
    assert read_as(result) == [(44, "fow.play.not-in-hand", "bob")]
    assert board("n_instant_oppturn_wrongname2.jsonl", 46).cards["bob.1"].zone == "field"


# 3 -------------------------------------------------------------------------------------------------------------


def test_f3_the_seed_example_with_its_resolutions_swapped_is_not_top_alone():
    result = run("seedex_reversed_resolution_fault.jsonl")
    assert rules(result) == [(24, "fow.chase.not-top")]
    assert any("resolved the chase out of order" in n for n in result.notes)


def test_f3_the_seed_example_itself_is_clean():
    path = SAMPLES / "seed-chase-example.jsonl"
    assert rules(core.verify(parse_log(path.read_bytes(), path.name))) == []


def test_f3_pride_resolved_first_at_the_table_stays_one_fault():
    # The other order: Pride of Knights played first, Demonflame in answer, Pride's resolution recorded first. The
    # record's order kept Galahad alive, and the log uses him: not-top alone.
    assert rules(run("seedex_pride_first_then_df.jsonl")) == [(24, "fow.chase.not-top")]


# 4 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["t_two_turns_row_long_fault.jsonl", "a_two_turns_row_fault.jsonl"])
def test_f4_two_turns_in_a_row_is_one_not_your_turn(name):
    assert rules(run(name)) == [(29, "fow.turn.not-your-turn")]


def test_f4_clean_twin_without_the_first_of_the_two_turns_is_clean():
    # (alice's one turn draws the top of her deck: the draw's card left out)
    assert rules(without("t_two_turns_row_long_fault.jsonl", {26, 27, 28}, frozenset({29}))) == []


# 5 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name,expected", [
    ("n_judgment_wrongname.jsonl", [(35, "fow.turn.not-your-turn", "alice")]),
    ("n_standby_wrongname_full.jsonl", [(14, "fow.turn.not-your-turn", "alice")]),
    ("n_mull_wrongname.jsonl", [(1, "fow.log.unknown-card", "alice")]),
    ("np_draw_wrongname_name.jsonl", [(12, "fow.turn.not-your-turn", "alice")]),
    ("np_played_wrongname_nameonly.jsonl", [(14, "fow.play.not-in-hand", "alice")]),
])
def test_f5_a_wrong_name_event_is_one_flag_read_as_the_owners(name, expected):
    assert read_as(run(name)) == expected


def test_f5_the_paper_play_by_name_lands_on_the_owners_field():
    b = board("np_played_wrongname_nameonly.jsonl", 15)
    assert any(b.cards[c].name == "Dragoon of Certo" for c in b.seat("alice").field)
    assert not b.seat("bob").field or all(b.cards[c].name is not None for c in b.seat("bob").field)


def test_f5_the_judgment_read_as_alices_puts_her_j_ruler_on_the_field():
    assert board("n_judgment_wrongname.jsonl", 36).cards["alice.r"].zone == "field"


# 6 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["s_paper_set_none_play_id_clean.jsonl", "s_paper_set_none_play_id6_clean.jsonl"])
def test_f6_a_face_down_card_played_by_id_is_clean(name):
    assert rules(run(name)) == []


def test_f6_a_full_order_standby_set_without_card_is_one_flag():
    assert rules(run("s_full_set_nocard_clean.jsonl")) == [(18, "fow.log.unknown-card")]


# 7 -------------------------------------------------------------------------------------------------------------


def test_f7_opening_hands_recorded_as_draws_are_notes():
    result = run("m_opening_draws_recorded.jsonl")
    assert rules(result) == []
    assert sum("before the game began" in n for n in result.notes) == 10


# 8 -------------------------------------------------------------------------------------------------------------


def test_f8_a_discard_of_a_card_not_in_hand_is_one_flag():
    assert rules(run("h_hand8_discard_opp_fault.jsonl")) == [(15, "fow.log.unknown-card")]


def test_f8_the_discard_clean_twin_is_clean():
    assert rules(run("h_hand8_discard1_clean.jsonl")) == []


def test_f8_an_effects_two_draws_recorded_as_three_is_one_flag():
    assert rules(run("r_effect_draws_three_fault.jsonl")) == [(35, "fow.turn.draw-phase")]


@pytest.mark.parametrize("name", ["r_effect_draws_noid_clean.jsonl", "r_effect_draws_after_clean.jsonl"])
def test_f8_the_effect_draws_clean_twins_are_clean(name):
    assert rules(run(name)) == []


def test_f4_the_skipped_players_draw_right_after_gives_the_turn_back():
    # alice's stray draw at the start of bob's turn, then bob's own draw and turn: the one flag, bob's turn as his.
    lines = (LOGS / "a_two_turns_row_fault.jsonl").read_text().splitlines()
    out, k = [lines[0]], 0
    for line in lines[1:]:
        e = json.loads(line)
        if e["seq"] in (30, 31):
            e["player"] = "bob"
        k += 1
        e["seq"] = k
        out.append(json.dumps(e))
        if k == 29:
            k += 1
            out.append(json.dumps({"type": "CardDrawn", "player": "bob", "seq": k}))
    result = core.verify(parse_log(("\n".join(out) + "\n").encode(), "stray.jsonl"))
    assert rules(result) == [(29, "fow.turn.not-your-turn")]
    assert any("was a stray one" in n for n in result.notes)
