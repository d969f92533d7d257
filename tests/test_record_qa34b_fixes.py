"""``matchledger record``: the round-34 CLI tester's findings (qa34c-rec) on the recorder, one test or more each. The
logs are the tester's, kept whole in tests/logs/record_qa34b/ (copies of fow_qa34, fow_qa34b, ccs_qa34a, fftcg_qa34c
and record_qa34 logs, and the tester's f3v variants of record_qa34's f3t), each typed into the recorder from a pipe.

1. An entry that shows an earlier entry's fault (Force of Will with no ``TurnEnded``: bob's lawful draw at seq 24 of
   N1 shows that alice's draw at 22 and stone call at 23 were a second draw and a second call in one turn; E1, B7,
   D2, D3; a mulligan order told by the next one (first_bob_mulligans_wrong_order); Chrono Clash R3q/R3t; FFTCG c1b's
   hand size): the recorder asked "This breaks 2 rules: ... Record it anyway, flagged, as it stood at the table?"
   about the lawful entry, naming no seq; N dropped the lawful entry, and y kept the earlier faults' rule ids on it.
   Now the question is about the entry's own faults only (violations at its seq); those it shows at earlier seqs
   are said with their seqs ("This entry shows that earlier entries broke 2 rules ... seq 22: fow.turn.draw-phase")
   and the entry is recorded as it is. The rule ids said at the table, own and earlier, are the verdict's; the
   clean twins say none.
2. A Force of Will draw naming a card of the drawer's own that is not in their main deck (their ruler ``alice.r``,
   a stone ``alice.s1``, a card already in hand ``alice.1``): the recorder and replay said "alice draws Melgis, the
   Flame King (alice.r)" while verify flags ``fow.log.unknown-card`` and the draw takes the top card. Now "alice
   draws the top card of the main deck (the log names alice.r)", as for another player's id (record_qa34 #3);
   the clean twin f3t still names the card drawn.
3. A game over and decided (FFTCG s3, s4; Chrono Clash likewise): the recorder stored the match at its end, so what
   the table played after it could not be entered, and the stored match was clean while verify of the log flags
   ``fftcg.game.over``. Now after the end the recorder offers to go on ("The match is over (...): enter what the
   table played after it (recorded flagged), or press Enter to store the match now."), and the stored match is the
   whole log's (the same match id). The twins end at the end: Enter stores them as before.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import read_log
from ledger.store import Ledger
from projections import core

LOGS = Path(__file__).resolve().parent / "logs" / "record_qa34b"


def _typed(ev: Any) -> str:
    data = msgspec.to_builtins(ev)
    data.pop("seq")
    return json.dumps(data)


def _lines(name: str, upto: int | None = None) -> list[str]:
    """Log ``name``'s events up to seq ``upto`` as typed at the table, each followed by ``y`` (the confirmation
    when one is asked, else a word the recorder asks again for)."""
    out = []
    for ev in read_log(LOGS / name).events[:upto]:
        out += [_typed(ev), "y"]
    return out


def _record(tmp_path: Path, name: str, lines: list[str]) -> tuple[str, str]:
    """``record`` with log ``name``'s header, fed ``lines``: its output and the db."""
    header = tmp_path / "header.jsonl"
    header.write_text((LOGS / name).read_text().splitlines()[0] + "\n")
    db = str(tmp_path / "l.db")
    game = read_log(LOGS / name).game
    res = CliRunner().invoke(cli, ["record", game, "--header", str(header), "--db", db],
                             input="\n".join(lines) + "\n")
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output
    return res.output, db


def _stored(db: str) -> Any:
    with Ledger(db) as led:
        (match,) = led.list_matches()
        return core.verify(led.load(match.id))


def _file(name: str) -> Any:
    return core.verify(read_log(LOGS / name))


def _said(out: str) -> tuple[set, set]:
    """The rule ids the recorder said: (flagged on the entry recorded, said at an earlier seq)."""
    own = {(int(m.group(1)), r.strip()) for m in re.finditer(r"Recorded seq (\d+)\.\s+\[flagged: ([^\]]+)\]", out)
           for r in m.group(2).split(",")}
    earlier = {(int(m.group(1)), m.group(2)) for m in re.finditer(r"^  seq (\d+): (\S+): ", out, re.M)}
    return own, earlier


# -- 1. an entry that shows an earlier entry's fault ----------------------------------------------------------------

N1 = "N1_noend_extra_draw_then_2nd_stone.jsonl"


def test_record_qa34b_lawful_draw_is_not_asked_about_earlier_faults(tmp_path: Path) -> None:
    # (as the tester typed it: up to 23, then bob's lawful draw, then N (now no question: a word asked again))
    out, db = _record(tmp_path, N1, _lines(N1, 23) + ["CardDrawn player=bob", "n", "end"])
    at24 = out[out.index("> CardDrawn player=bob"):]
    assert at24.index("This entry shows that earlier entries broke 2 rules (verify flags them at their seqs; this "
                      "entry itself is recorded as it is):") < at24.index("Recorded seq 24.")
    assert "  seq 22: fow.turn.draw-phase: alice drew a second card this turn; the draw phase has one draw" in at24
    assert "  seq 23: fow.stone.once-per-turn: alice already called a magic stone this turn" in at24
    assert "This breaks" not in at24 and "Record it anyway" not in at24 and "(not recorded)" not in at24
    assert "Recorded seq 24.\n" in at24  # (no [flagged: ...] on bob's draw)
    v = _stored(db)
    assert v.events == 24 and [(x.seq, x.rule) for x in v.violations] == [
        (2, "fow.turn.not-your-turn"), (22, "fow.turn.draw-phase"), (23, "fow.stone.once-per-turn")]


@pytest.mark.parametrize("name", [
    N1, "E1_noend_second_turn_read_then_third_stone_call.jsonl", "B7_noend_real_second_turn_then_bob.jsonl",
    "D2_early_draw_bob_calls_then_alice_puts_resonator.jsonl", "D3_early_draw_bob_calls_then_alice_calls.jsonl",
    "first_bob_mulligans_wrong_order.jsonl", "R3q_oracle_quests_before_reveal.jsonl",
    "R3t_oracle_taps_before_reveal.jsonl", "c1b_fftcg_forbidden_block_plays_on_keeps_7.jsonl"])
def test_record_qa34b_rules_said_at_the_table_are_the_verdicts_at_their_seqs(tmp_path: Path, name: str) -> None:
    out, db = _record(tmp_path, name, _lines(name) + ["end"])
    own, earlier = _said(out)
    verdict = {(x.seq, x.rule) for x in _file(name).violations}
    assert earlier  # (each of these logs has an entry that shows an earlier fault)
    assert own | earlier == verdict
    v = _stored(db)
    assert v.match == _file(name).match and {(x.seq, x.rule) for x in v.violations} == verdict


@pytest.mark.parametrize("name", ["B0_noend_turn7_clean_twin.jsonl", "D2bt_twin_alice_ends_then_bob_turn_no_alice_play.jsonl",
                                  "first_bob_mulligans_in_order.jsonl", "R3q_oracle_quests_after_reveal_twin.jsonl",
                                  "R3t_oracle_taps_after_reveal_twin.jsonl"])
def test_record_qa34b_twins_say_no_earlier_fault_the_verdict_lacks(tmp_path: Path, name: str) -> None:
    out, db = _record(tmp_path, name, _lines(name) + ["end"])
    own, earlier = _said(out)
    verdict = {(x.seq, x.rule) for x in _file(name).violations}
    assert own | earlier == verdict and not earlier
    assert _stored(db).match == _file(name).match


# -- 2. a FoW draw naming a card of the drawer's own not in the main deck -------------------------------------------

@pytest.mark.parametrize("card", ["alice.r", "alice.s1", "alice.1"])
def test_record_qa34b_draw_naming_own_card_not_in_the_deck(tmp_path: Path, card: str) -> None:
    name = f"f3v_draw_names_own_{card.replace('.', '_')}.jsonl"
    assert [(x.seq, x.rule) for x in _file(name).violations] == [(6, "fow.log.unknown-card")]
    out, _db = _record(tmp_path, name, _lines(name) + ["end"])
    said = f"Event 6: alice draws the top card of the main deck (the log names {card})"
    assert said in out and "Recorded seq 6.  [flagged: fow.log.unknown-card]" in out
    res = CliRunner().invoke(cli, ["replay", str(LOGS / name), "--at", "6"])
    assert said in res.output
    assert "ruler area: Melgis, the Flame King (alice.r), ruler side up" in res.output


def test_record_qa34b_draw_naming_the_top_card_is_that_card_drawn(tmp_path: Path) -> None:
    name = "f3t_clean_twin.jsonl"
    out, _db = _record(tmp_path, name, _lines(name) + ["end"])
    assert "Event 6: alice draws Whelp Drake (alice.6)" in out and "the log names" not in out
    res = CliRunner().invoke(cli, ["replay", str(LOGS / name), "--at", "6"])
    assert "Event 6: alice draws Whelp Drake (alice.6)" in res.output


# -- 3. what the table played after a decided game over --------------------------------------------------------------

@pytest.mark.parametrize("name, end, total, rule", [
    ("s3_x_effect_recorded_by_bob_early.jsonl", 36, 39, (37, "fftcg.game.over")),
    ("s4_y_effect_named_x_as_source_after_y_resolved.jsonl", 41, 45, (42, "fftcg.game.over"))])
def test_record_qa34b_play_after_a_decided_end_is_recorded_flagged(tmp_path: Path, name: str, end: int, total: int,
                                                                    rule: tuple) -> None:
    out, db = _record(tmp_path, name, _lines(name) + ["end"])
    assert out.count("The match is over (") and "enter what the table played after it (recorded flagged), or press " \
                                                  "Enter to store the match now." in out
    assert f"Recorded seq {rule[0]}.  [flagged: {rule[1]}]" in out
    v, whole = _stored(db), _file(name)
    assert [(x.seq, x.rule) for x in whole.violations] == [rule]
    assert v.match == whole.match and v.events == total and [(x.seq, x.rule) for x in v.violations] == [rule]
    assert v.winner == whole.winner
    # (Enter right after the end stores the match there, as before: what was entered so far)
    (tmp_path / "x").mkdir()
    out, db = _record(tmp_path / "x", name, _lines(name, end) + [""])
    assert "Stored as match" in out and _stored(db).events == end and _stored(db).violations == []


@pytest.mark.parametrize("name", ["s3_twin_x_effect_recorded_by_bob_after.jsonl", "s4_twin_y_effect_right_source.jsonl"])
def test_record_qa34b_twins_ending_at_the_end_are_stored_as_the_log(tmp_path: Path, name: str) -> None:
    out, db = _record(tmp_path, name, _lines(name))  # (the end of the input after the end stores it)
    assert "Stopped at seq" not in out and "Stored as match" in out
    v, whole = _stored(db), _file(name)
    assert v.match == whole.match and v.violations == whole.violations == []
