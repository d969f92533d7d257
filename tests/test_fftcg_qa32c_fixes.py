"""Round 32 (third part) of FFTCG fixes: the author tester's findings 1 and 2, logs in tests/logs/fftcg_qa32c/.

1. An unblocked attack (BlockDeclared null) followed straight by the next turn's draw, the passes after the block
   left out: the attack's damage is dealt (seed 003 §7.2.4.4 « L'attaque … n'est pas bloquée : … il inflige 1 point
   de dégâts directement à l'adversaire »), one fftcg.turn.phase-skipped, the winner kept. A block recorded before
   the attack's passes answers the attack waiting (never "no attack waiting"); a turn whose passes were all left
   out is flagged once.
2. A CardsDrawn naming no card (a paper log's hidden draw): read as the cards due, the next of the deck, with a
   note; never "drew 0" and a cascade. A draw whose cards are given keeps its checks."""

from __future__ import annotations

import json

from ledger.log import parse_log
from projections import core
from tests.fftcg import LOGS, logged

FOLDER = "fftcg_qa32c"
WIN = "alice wins: bob took 7 points of damage"


def _verdict(name: str):
    return logged(FOLDER, name)


def _rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in _verdict(name).violations]


def _board(name: str, upto: int):
    lines = (LOGS / FOLDER / f"{name}.jsonl").read_text().splitlines()
    head, events = lines[0], [json.loads(line) for line in lines[1:] if line.strip()]
    events = [e for e in events if e["seq"] <= upto]
    return core.board_at(parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), "t.jsonl"), upto)


def _english(v) -> str:
    return str(v.message)


# -- 1. the passes after an unblocked attack left out ---------------------------------------------------------------


def test_clean_twin_is_clean():
    v = _verdict("ff_clean")
    assert v.violations == [] and v.result == WIN


def test_unblocked_attack_then_next_draw_deals_its_damage_one_violation():
    v = _verdict("ff_end_turn_no_passes")
    assert [(x.seq, x.rule) for x in v.violations] == [(72, "fftcg.turn.phase-skipped")]
    assert v.winner == "alice" and v.result == WIN
    # The unblocked attack's point of damage dealt before bob's turn: bob on 2, as in the clean twin.
    assert len(_board("ff_end_turn_no_passes", 72).seat("bob").damage) == \
        len(_board("ff_clean", 78).seat("bob").damage) == 2


def test_turn_with_every_pass_left_out_is_one_violation_and_keeps_the_damage():
    v = _verdict("ff_oneturn_nopasses")
    assert [(x.seq, x.rule) for x in v.violations] == [(64, "fftcg.attack.timing")]
    assert v.winner == "alice" and v.result == WIN
    assert not any("no attack waiting" in _english(x) for x in v.violations)


def test_passes_left_out_after_the_attack_block_answers_the_attack():
    for name, seq in (("ff_oneturn_nopasses_after_attack", 69), ("ff_block_no_passes_before", 69)):
        v = _verdict(name)
        assert [(x.seq, x.rule) for x in v.violations] == [(seq, "fftcg.block.timing")], name
        assert "no attack waiting" not in _english(v.violations[0]), name
        assert v.winner == "alice" and v.result == WIN, name


def test_passes_left_out_after_the_block_still_one_violation():
    assert _rules("ff_damage_no_passes_after_block") == [(76, "fftcg.turn.phase-skipped")]
    assert _verdict("ff_damage_no_passes_after_block").result == WIN


def test_genuine_attack_fault_still_one_violation():
    # A backup named among the attackers: one attack.not-a-forward, the party's damage dealt, the winner kept.
    v = _verdict("ff_attacker_backup")
    assert [(x.seq, x.rule) for x in v.violations] == [(68, "fftcg.attack.not-a-forward")]
    assert v.result == WIN
    # The same next to the passes left out: that fault and the one phase-skipped, nothing more.
    v = _verdict("ff_end_turn_no_passes_attacker_backup")
    assert [(x.seq, x.rule) for x in v.violations] == [(68, "fftcg.attack.not-a-forward"),
                                                       (72, "fftcg.turn.phase-skipped")]
    assert v.result == WIN


# -- 2. a draw naming no card -----------------------------------------------------------------------------------------


def test_paper_draw_without_cards_is_the_cards_due():
    for name in ("ff_paper_one_draw_nocards", "ff_paper_draws_nocards"):
        v = _verdict(name)
        assert v.violations == [], name
        assert v.result == WIN, name
    notes = [str(n) for n in _verdict("ff_paper_one_draw_nocards").notes]
    assert any("seq 12: bob's draw names no card: taken as bob.6, bob.7" in n for n in notes), notes
    b = _board("ff_paper_one_draw_nocards", 12)
    assert {"bob.6", "bob.7"} <= set(b.seat("bob").hand)


def test_full_order_draw_without_cards_is_the_top():
    v = _verdict("ff_full_draw_nocards")
    assert v.violations == [] and v.result == WIN
    assert {"bob.13", "bob.14"} <= set(_board("ff_full_draw_nocards", 78).seat("bob").hand)


def test_draw_with_cards_keeps_its_checks():
    for name in ("ff_paper_one_draw_ids", "ff_paper_draw_order"):
        assert _rules(name) == [], name
    # Too few cards named: still the one fftcg.draw.count.
    assert _rules("ff_paper_one_draw_short") == [(12, "fftcg.draw.count")]
