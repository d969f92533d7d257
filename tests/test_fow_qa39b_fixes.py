"""Force of Will: the regression findings on round 39's changes (qa39d-fow's report), one test or more each.

F1. A stone a call from an empty magic stone deck put into the magic stone area (``bob.s1``) was read in a call and a
    payment only: named as a spell's target, an attack's target or a blocker, the log was refused (exit 2, "card id
    'bob.s1' is no card of this match ... did you mean 'bob.1'"), the whole verdict lost. It is a card on the board: now
    read wherever a card id may be (Board.read_name_case) and judged as a magic stone of unknown will, the twin's flag
    (``fow.play.target``, ``fow.attack.target``, ``fow.block.blocker``). A past-end id no call gave, named as a target,
    is one flag there (``fow.play.target``: "'bob.s7' is not a card of this match"), not a refusal.
F2. An unlisted card played from the standby zone, paying nothing, was charged its printed cost (``fow.will.exact``):
    from the standby zone it is paid nothing (« jouer une carte depuis cette zone [...] sans payer son coût »); its
    cost is not checked (engine._unlisted_pay reads ``from_standby``).
F3. A ruler's or a magic stone's name played as an unlisted card, paid one stone, got ``fow.will.exact`` "costs 0
    ({0})": the card data prints no cost for them (``''``), which is no {0}; not checked (one flag).
F4. An unlisted {X} card with no ``x``: now judged as the listed card's is (on_played, "X left out"): with less will
    than its cost without X, with X = 0 (one fire for {Wa}{Wa}{X}: ``fow.will.exact``, as the listed twin). Three fire
    for it stays unchecked, as the listed twin's cost does (that twin's ``fow.will.x`` is the record's omission the
    unlisted play's ``fow.log.unknown-card`` already stands for): documented.
F5. After a call from an empty magic stone deck, the caller's second call that turn (``fow.stone.once-per-turn``) and
    a judgment with the ruler that call rested (``fow.judgment.ruler-rested``) were marked caused by that call: the
    call took place at the table (Board.empty_called), so they are the player's own breaches, roots (as their normal
    deck twins are).
F6. A payment naming a past-end id of the other player's that no call gave (``bob.s5``) was ``fow.log.unknown-card``;
    now ``fow.will.source`` ("which is not theirs"), as the neighbouring cases.
F7. A call from an empty magic stone deck the turn did not allow at all (a second call) was also
    ``fow.stone.empty-deck``: now that one fault alone, as docs/force-of-will.md says (the stone still put down).
F8. A seat's view showed the past-end stone (face up) as "a hidden card (bob.s1)": now "a magic stone (bob.s1)", as any
    unnamed stone in the magic stone area.
G1. A hidden card of one's own, by its id, written with the name of a card only the other player's list holds
    ("columbus" on alice.1, paid fire): ``fow.log.unknown-card`` and ``fow.will.attribute`` for one naming slip; now
    the one flag (the name the likely slip: its cost unjudged).

The logs are the tester's (/tmp/qa39d-fow/logs), copied whole into tests/logs/fow_qa39b/; ``U06c*`` are U06 and
U06twin paid with one stone, ``G1clean_*`` is fow_qa36c's G1 with alice's own Pachacuti named.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from fow import Logged

_LOGGED = Logged("fow_qa39b")
_DIR = Path(__file__).resolve().parent / "logs" / "fow_qa39b"
_EMPTY = [(0, "fow.setup.stone-deck-empty"), (6, "fow.stone.empty-deck"), (14, "fow.stone.empty-deck")]


def _cli(name: str, *args: str) -> tuple[int, str]:
    res = CliRunner().invoke(cli, [*args, str(_DIR / name)])
    return res.exit_code, res.output


def _verify(name: str) -> tuple[int, list[tuple[int, str]]]:
    code, out = _cli(name, "verify", "--json")
    data = json.loads(out)
    assert "violations" in data, out
    return code, [(v["seq"], v["rule"]) for v in data["violations"]]


# -- F1 --------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, flag", [
    ("E12_demonflame_targets_bob_past_end_stone.jsonl", (10, "fow.play.target")),
    ("E13_demonflame_targets_uncalled_past_end_bob_s7.jsonl", (10, "fow.play.target")),
    ("E25_bob_blocks_with_past_end_stone.jsonl", (21, "fow.block.blocker")),
])
def test_fow_qa39b_past_end_stone_named_as_a_card_is_judged_not_refused(name: str, flag: tuple[int, str]) -> None:
    # (was exit 2: "$.targets[0]: card id 'bob.s1' is no card of this match ... did you mean 'bob.1'")
    code, rules = _verify(name)
    assert code == 1
    assert rules == sorted(_EMPTY + [flag])


def test_fow_qa39b_past_end_stone_as_attack_target_as_the_real_stone_twin() -> None:
    code, rules = _verify("E16_alice_ruler_attacks_bob_past_end_stone.jsonl")
    assert code == 1
    twin = _LOGGED.rules("E16twin_alice_ruler_attacks_bob_real_stone.jsonl")
    assert twin == [(20, "fow.attack.attacker"), (20, "fow.attack.target")]
    assert rules == _EMPTY + twin
    v = _LOGGED.verdict("E12_demonflame_targets_bob_past_end_stone.jsonl").violations
    assert [x.message for x in v if x.seq == 10] == [
        "Demonflame (alice.8) cannot target that: a magic stone (bob.s1) is not a resonator on the field"]
    assert _LOGGED.rules("E12twin_demonflame_targets_bob_real_stone.jsonl") == [(10, "fow.play.target")]


# -- F2, F3, F4 --------------------------------------------------------------------------------------------------------

def test_fow_qa39b_unlisted_card_from_standby_pays_nothing() -> None:
    # (was also 15 fow.will.exact "alice paid 0 will for 'Total Eclipse', which costs 2")
    assert _LOGGED.rules("S1_unlisted_total_eclipse_from_standby_free.jsonl") == [(15, "fow.log.unknown-card")]
    assert _LOGGED.rules("S1twin_listed_flash_from_standby_free.jsonl") == [(15, "fow.standby.trigger")]


@pytest.mark.parametrize("name", ["U10_unlisted_ruler_name_played.jsonl",
                                  "U10b_own_ruler_name_played_from_hand_paid_one.jsonl",
                                  "U13b_unlisted_magic_stone_name_paid_one.jsonl"])
def test_fow_qa39b_ruler_or_stone_name_played_has_no_invented_cost(name: str) -> None:
    # (was also 20 fow.will.exact "alice paid 1 will for 'Melgis, the Flame King', which costs 0 ({0})")
    assert _LOGGED.rules(name) == [(20, "fow.log.unknown-card")]


def test_fow_qa39b_unlisted_x_card_left_without_x_is_judged_as_the_listed_one() -> None:
    name = "U06c_unlisted_charm_no_x_paid_one_fire.jsonl"
    v = _LOGGED.verdict(name).violations
    assert [(x.seq, x.rule) for x in v] == [(20, "fow.log.unknown-card"), (20, "fow.will.exact")]
    assert "which costs 2 ({Wa}{Wa}{0}): its 2 water will is unpaid" in v[1].message
    assert _LOGGED.rules("U06ctwin_listed_charm_no_x_paid_one_fire.jsonl") == [(20, "fow.will.x"),
                                                                                (20, "fow.will.exact")]
    # Three fire stones: X may be 1, the cost is not checked, as the listed twin's (fow.will.x its record's omission).
    assert _LOGGED.rules("U06_unlisted_charm_no_x_paid_fire.jsonl") == [(20, "fow.log.unknown-card")]
    assert _LOGGED.rules("U06twin_listed_charm_no_x_paid_fire.jsonl") == [(20, "fow.will.x")]
    assert _LOGGED.rules("U01_unlisted_pachacuti_exact.jsonl") == [(20, "fow.log.unknown-card")]


# -- F5, F7 ------------------------------------------------------------------------------------------------------------

def test_fow_qa39b_second_call_after_an_empty_deck_call_is_its_own_root_and_alone() -> None:
    # (was 7 fow.stone.once-per-turn caused_by=6 and 7 fow.stone.empty-deck)
    assert _LOGGED.causes("E10_bob_calls_twice_turn2_empty_deck.jsonl") == [
        (0, "fow.setup.stone-deck-empty", None), (6, "fow.stone.empty-deck", None),
        (7, "fow.stone.once-per-turn", None), (15, "fow.stone.empty-deck", None)]
    assert _LOGGED.causes("E10twin_bob_calls_twice_turn2_normal_deck.jsonl") == [(7, "fow.stone.once-per-turn", None)]
    # The stone the second call put down is on the board still, and pays (the payment at 16 is clean).
    assert _LOGGED.board_after("E10_bob_calls_twice_turn2_empty_deck.jsonl", 16).seat("bob").stone_area == [
        "bob.s1", "bob.s2", "bob.s3"]


def test_fow_qa39b_judgment_with_the_ruler_an_empty_deck_call_rested_is_its_own_root() -> None:
    # (was 15 fow.judgment.ruler-rested caused_by=14)
    assert _LOGGED.causes("E20_bob_judgment_paid_two_unknown_for_LLL.jsonl") == [
        (0, "fow.setup.stone-deck-empty", None), (6, "fow.stone.empty-deck", None), (14, "fow.stone.empty-deck", None),
        (15, "fow.judgment.ruler-rested", None), (15, "fow.will.exact", None)]
    twin = _LOGGED.causes("E20twin_normal_deck_call_then_judgment.jsonl")
    assert (15, "fow.judgment.ruler-rested", None) in twin


def test_fow_qa39b_call_out_of_turn_from_an_empty_deck_is_that_one_fault() -> None:
    causes = _LOGGED.causes("E11_bob_calls_in_alice_turn_empty_deck.jsonl")
    assert [c for c in causes if c[0] == 4] == [(4, "fow.turn.not-your-turn", None)]
    assert (7, "fow.stone.ruler-rested", 4) in causes  # (bob skips his first recovery: seed l.130; as the twin)


# -- F6 ----------------------------------------------------------------------------------------------------------------

def test_fow_qa39b_payment_with_the_opponents_uncalled_past_end_id_is_will_source() -> None:
    v = _LOGGED.verdict("E02_alice_pays_with_bobs_uncalled_past_end.jsonl").violations
    assert [(x.seq, x.rule) for x in v] == sorted(_EMPTY + [(10, "fow.will.source")])
    assert "with 'bob.s5', which is not theirs" in next(x.message for x in v if x.seq == 10)


# -- F8 ----------------------------------------------------------------------------------------------------------------

def test_fow_qa39b_seat_view_shows_the_past_end_stone_as_a_magic_stone() -> None:
    _, out = _cli("E08_bob_reuses_rested_past_end_stones.jsonl", "replay", "--at", "17", "--as", "alice")
    assert "magic stone area: a magic stone (bob.s1) rested, a magic stone (bob.s2) rested" in out
    assert not any("stone area" in line and "hidden" in line for line in out.splitlines())


def test_fow_qa39b_clean_twin_is_clean() -> None:
    assert _LOGGED.rules("E09_bob_reuses_past_end_stone_next_turn_clean.jsonl") == [
        (0, "fow.setup.stone-deck-empty"), (6, "fow.stone.empty-deck"), (14, "fow.stone.empty-deck"),
        (22, "fow.stone.empty-deck")]
    assert _LOGGED.rules("G1clean_own_card_name_paid_fire.jsonl") == []


# -- G1 ----------------------------------------------------------------------------------------------------------------

def test_fow_qa39b_own_hidden_card_under_the_opponents_card_name_is_one_flag() -> None:
    # (was also 9 fow.will.attribute "alice paid Columbus (alice.1) (cost {Wa}) without 1 water will")
    assert _LOGGED.rules("G1_lowercase_name_of_other_players_card.jsonl") == [(9, "fow.log.unknown-card")]
