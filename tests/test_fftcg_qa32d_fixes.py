"""Round 32 (fourth part) of FFTCG fixes: the regression tester's findings on round 32's changes, logs in
tests/logs/fftcg_qa32d/.

1. A draw naming no card after an unblocked attack, the passes to the turn's end left out: the cards filled in
   (the cards due) are no evidence that the table dealt no damage; the damage is dealt (seed 003 §7.2.4.4), the
   cards due taken from the deck after it, one fftcg.turn.phase-skipped, the winner kept.
2. A real wrong draw there (deeper than the top, too few cards): its own fault kept beside the passes left out,
   as with the passes recorded, not relabelled fftcg.turn.not-your-turn."""

from __future__ import annotations

import json

from ledger.log import parse_log
from projections import core
from tests.fftcg import LOGS, logged

FOLDER = "fftcg_qa32d"
WIN = "alice wins: bob took 7 points of damage"


def _rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged(FOLDER, name).violations]


def _board(name: str, upto: int):
    lines = (LOGS / FOLDER / f"{name}.jsonl").read_text().splitlines()
    head, events = lines[0], [json.loads(line) for line in lines[1:] if line.strip()]
    events = [e for e in events if e["seq"] <= upto]
    return core.board_at(parse_log(("\n".join([head, *map(json.dumps, events)]) + "\n").encode(), "t.jsonl"), upto)


def test_clean_twins_are_clean():
    for name in ("base", "paper", "b0_full_nocards"):
        v = logged(FOLDER, name)
        assert v.violations == [] and v.result == WIN, name


# -- 1. a draw naming no card after the unblocked attack, passes left out ---------------------------------------------


def test_nocard_draw_after_unblocked_attack_deals_the_damage():
    for name, seq, rule in (("a7_nopasses_draw_nocards", 72, "fftcg.turn.phase-skipped"),
                            ("x5_nopasses_t3_draw_nocards", 33, "fftcg.turn.phase-skipped"),
                            ("o6_onet_draw_nocards", 64, "fftcg.attack.timing")):
        v = logged(FOLDER, name)
        assert [(x.seq, x.rule) for x in v.violations] == [(seq, rule)], name
        assert v.winner == "alice" and v.result == WIN, name


def test_nocard_draw_takes_the_cards_after_the_damage_as_the_ids_given():
    v = logged(FOLDER, "a0_nopasses")
    assert [(x.seq, x.rule) for x in v.violations] == [(72, "fftcg.turn.phase-skipped")] and v.result == WIN
    named, given = _board("a7_nopasses_draw_nocards", 72), _board("a0_nopasses", 72)
    assert len(named.seat("bob").damage) == len(given.seat("bob").damage) == 2
    assert sorted(named.seat("bob").hand) == sorted(given.seat("bob").hand)
    assert "bob.13" in named.seat("bob").hand and "bob.14" in named.seat("bob").hand
    notes = [n for n in logged(FOLDER, "a7_nopasses_draw_nocards").notes if "names no card" in str(n)]
    assert notes and "bob.13, bob.14" in str(notes[0])


# -- 2. a wrong draw after the passes left out keeps its own fault ----------------------------------------------------


def test_wrong_draw_after_left_out_passes_keeps_its_fault():
    assert _rules("a10_nopasses_draw_deeper") == [(72, "fftcg.turn.phase-skipped"), (72, "fftcg.draw.not-top")]
    # (Its later draw of bob.17, bob.18 is not the top either, as in b4 with the passes kept.)
    assert _rules("a6_nopasses_draw_short") == [(72, "fftcg.turn.phase-skipped"), (72, "fftcg.draw.count"),
                                                (109, "fftcg.draw.not-top")]
    assert _rules("x4_paper_nopasses_draw_short") == [(72, "fftcg.turn.phase-skipped"), (72, "fftcg.draw.count")]
    for name in ("a10_nopasses_draw_deeper", "a6_nopasses_draw_short", "x4_paper_nopasses_draw_short"):
        assert logged(FOLDER, name).result == WIN, name


def test_same_draw_faults_with_the_passes_kept():
    assert _rules("a1b_passes_draw_predamage_top") == [(78, "fftcg.draw.not-top")]
    # (Round 33: the short draw is one fault; the later draws naming the cards due as the table drew them are no
    # longer flagged not-top, the short line read beside as the table's draw of the cards due.)
    assert _rules("b4_full_short") == [(78, "fftcg.draw.count")]


# -- 3. the words of a draw naming no card: the cards it was taken as -------------------------------------------------


def test_nocard_draw_is_described_with_the_cards_taken():
    from cli.render import describe

    for name, seq, said in (("b0_full_nocards", 78, "bob draws Monk 1-120 (bob.13), Cecil 1-162 (bob.14)"),
                            ("paper", 12, "bob draws a hidden card (bob.6), a hidden card (bob.7)")):
        log = parse_log((LOGS / FOLDER / f"{name}.jsonl").read_bytes(), "t.jsonl")
        ev = log.events[seq - 1]
        assert ev.seq == seq and not ev.cards, name
        words = describe(ev, core.board_at(log, seq))
        assert words == said and "nothing" not in words, name


# -- 5. a block by the attacking player herself, her attack waiting ---------------------------------------------------


def test_block_by_the_attacker_with_the_attack_waiting_says_so():
    for name, seq in (("k4_block_before_passes_by_attacker", 69), ("k5_onet_block_by_alice", 65)):
        v = logged(FOLDER, name)
        flags = [x for x in v.violations if x.rule == "fftcg.block.timing"]
        assert [x.seq for x in flags] == [seq], name
        assert "no attack waiting" not in str(flags[0].message), name
        assert "own attack is bob's decision" in str(flags[0].message), name
        assert v.result == WIN, name
    assert _rules("k4_block_before_passes_by_attacker") == [(69, "fftcg.block.timing")]
