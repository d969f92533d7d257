"""``matchledger record`` (live entry at the table) on Force of Will: the round-33 findings left over, one test or more
each. Each types a log of tests/logs/record_qa34/ into the recorder (its CLI from a pipe, or its ``Session``) and
compares what it shows with ``replay`` at the same point.

1. A log that records no ``TurnEnded`` (f1: nt_base's first 40 events): the recorder's board lagged behind the turns
   verify reads from draws and stone calls. After the next player's draw (seq 30) it still said "turn 8: bob to
   play", the battle's "damage waits", listed bob's actions, and an event typed without ``player=`` (a bare
   ``StoneCalled``) was taken as bob's and flagged twice (``fow.turn.not-your-turn``, ``fow.stone.once-per-turn``),
   though alice's stone call there is clean. Now the recorder shows the board ``replay`` shows of the match as
   recorded so far (``finish``: a declared block's damage dealt), and the next player's draw in such a log begins
   their turn (``projections.force_of_will.live``): the board ``replay --turn 9`` shows (which said "bob to play"
   too, with the damage waiting: fixed with it). An attack whose block is still to be declared is shown waiting
   for the block (replay of a log ending on the attack takes it as not blocked). The twin f1t records its turns'
   ends: the same, clean.
2. A draw past the main deck's end in a log that records its turns' ends (f2: pd3_empty_deck_draw_last): the game
   is over at alice's ``TurnEnded`` (bob's draw phase cannot draw), and the recorder stored the match at once: bob's
   draw record (``bob.8``, one past his deck's end) could not be entered, though verify reads it clean, a note.
   Now, right after the event that ended the match, the draw the empty deck could not give may still be entered
   (or Enter stores the match, as before: f2t, the twin without that draw); anything else entered there is judged
   as verify judges it (``fow.game.over``).
3. A draw naming another player's id (f3: ``bob.8``, one past bob's deck's end; f3b: ``bob.7``, a card of bob's
   deck) was shown, in the recorder and in ``replay``, as "alice draws bob.8" / "alice draws Young Knight of Gloria
   (bob.7)", while verify flags it ``fow.log.unknown-card`` and the draw takes alice's own top card. Now it reads
   "alice draws the top card of the main deck (the log names bob.8)", under the flag; the clean twin f3t still
   names the card drawn.

Then Chrono Clash and FFTCG: the sample logs and tests/logs/ccs_qa32*, ccs_qa33*, fftcg_qa33* typed into the
recorder, the stored match's verdict compared with the whole log's:

4. FFTCG (c1, c1b: a Gordon that cannot block blocks; the game over as the log stands, the table took the block and
   played on to its own end): the recorder stored the match at the first board over (seq 148), so nothing after it
   could be entered (c1b's real ``fftcg.end.hand-size`` at 165 lost). While the board is over but the engine
   follows another reading beside it (``pending``), the recording goes on; a game over and decided (c1t, a legal
   null block) is stored at its end as before.
5. Chrono Clash (c2: a deck order that is not its list): record refused to start (exit 2) a header verify reads,
   flagging ``ccs.log.deck-order`` at seq 0. It now sets the match up as verify does and says the header's flags.
   (The twin c2t, a partial order, was and is clean.)

Changed since (qa34b #3, tests/test_record_qa34b_fixes.py): after a game over and decided, what the table played
after it may be entered, recorded flagged as verify flags it (``ccs.game.over`` / ``fftcg.game.over``); Enter, ``end``
or the end of the input stores the match.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.live import start_recording
from ledger.log import read_log
from ledger.store import Ledger
from projections import core

LOGS = Path(__file__).resolve().parent / "logs" / "record_qa34"


def _typed(ev: Any) -> str:
    data = msgspec.to_builtins(ev)
    data.pop("seq")
    return json.dumps(data)


def _record(tmp_path: Path, name: str, lines: list[str]) -> tuple[str, str]:
    """``record force-of-will`` with log ``name``'s header, fed ``lines``: its output and the db."""
    header = tmp_path / "header.jsonl"
    header.write_text((LOGS / name).read_text().splitlines()[0] + "\n")
    db = str(tmp_path / "l.db")
    res = CliRunner().invoke(cli, ["record", "force-of-will", "--header", str(header), "--db", db],
                             input="\n".join(lines) + "\n")
    assert res.exit_code == 0, res.output
    return res.output, db


def _events(name: str, upto: int | None = None, confirm: tuple[int, ...] = ()) -> list[str]:
    """Log ``name``'s events up to seq ``upto`` as typed at the table (``y`` after the seqs ``confirm``)."""
    out = []
    for ev in read_log(LOGS / name).events[:upto]:
        out.append(_typed(ev))
        if ev.seq in confirm:
            out.append("y")
    return out


def _stored(db: str) -> core.Verification:
    with Ledger(db) as led:
        (match,) = led.list_matches()
        return core.verify(led.load(match.id))


def _replay_json(log_path: Path, *args: str) -> dict:
    res = CliRunner().invoke(cli, ["replay", str(log_path), *args, "--json"])
    assert res.exit_code == 0, res.output
    # the board only: replay --json also carries the verdict's notes about the event since round 38 (desk qa38b),
    # which are not part of the board the recorder shows
    return {k: v for k, v in json.loads(res.output).items() if k != "notes"}


def _session(tmp_path: Path, name: str, upto: int):
    """A recorder's session (its API) with log ``name``'s first ``upto`` events entered, and the ledger."""
    from cli.record import Session

    log = read_log(LOGS / name)
    led = Ledger(str(tmp_path / "s.db"), create=True)
    rec = start_recording(led, log.header, log.game, log.events[:upto])
    return Session(led, rec, "judge", out=lambda *a, **k: None), led


def _view(s: Any) -> dict:
    return json.loads(json.dumps(s.mod.view(s.shown(), None), ensure_ascii=False))


# -- 1. a log with no TurnEnded: the board after the next player's draw ------------------------------------------------

F1 = "f1_noend_block_then_next_draw.jsonl"
F1T = "f1t_ends_recorded_twin.jsonl"


def test_record_qa34_noend_draw_begins_the_drawers_turn_at_the_table(tmp_path: Path) -> None:
    # (seq 2: the log's first turn's end left out, flagged once and confirmed; seq 29 alice's block, 30 her draw)
    out, db = _record(tmp_path, F1, _events(F1, 30, confirm=(2,)) + ["StoneCalled", "end"])
    after30 = out.split("Recorded seq 30.", 1)[1].split("Recorded seq 31.", 1)[0]
    assert after30.startswith("\nBoard after seq 30, turn 9: alice to play (main phase)")
    assert "damage waits" not in after30 and "bob ends the turn" not in after30
    assert "alice ends the turn" in after30 and "alice attacks bob with Dragoon of Certo (alice.2)" in after30
    # (the bare StoneCalled is alice's, clean: was bob's, flagged fow.turn.not-your-turn and fow.stone.once-per-turn)
    assert "Recorded seq 31.\n" in out and "This breaks" not in after30 + out.split("Recorded seq 31.", 1)[1]
    v = _stored(db)
    assert [(x.seq, x.rule) for x in v.violations] == [(2, "fow.turn.not-your-turn")]
    with Ledger(db) as led:
        (match,) = led.list_matches()
        assert led.load(match.id).events[30].player == "alice"


def test_record_qa34_noend_board_is_replays_board_at_the_same_point(tmp_path: Path) -> None:
    s, led = _session(tmp_path, F1, 30)
    with led:
        # the recorder after alice's draw at 30: the board replay shows as her turn 9 starts, the block's damage dealt
        turn9 = _replay_json(LOGS / F1, "--turn", "9")
        assert turn9["turn"] == 9 and turn9["active"] == "alice" and turn9["battle"] is None
        assert _view(s) == turn9
        assert s.to_act() == "alice"
        assert {a.player for a in s.actions() if type(a).__name__ == "StoneCalled"} == {"alice"}
        # the board stepped (the verdict's) is untouched: the turn stands until the next event tells
        assert (s.board.turn, s.board.active) == (8, "bob") and s.board.battle is not None
    (tmp_path / "b").mkdir()
    s, led = _session(tmp_path / "b", F1, 31)
    with led:  # and after alice's stone call at 31: replay --at 31, turn 9 as verify reads it
        assert _view(s) == _replay_json(LOGS / F1, "--at", "31")


@pytest.mark.parametrize("name", [F1, F1T])
def test_record_qa34_board_at_each_seq_is_replays_of_the_recording_so_far(tmp_path: Path, name: str) -> None:
    """At every seq the recorder shows the board ``replay`` shows of the match recorded so far (its last event),
    except an attack whose block is still to come (shown waiting for it) and, with no TurnEnded, the next player's
    draw (shown as their turn begun: replay --turn)."""
    lines = (LOGS / name).read_text().splitlines()
    log = read_log(LOGS / name)
    for k, ev in enumerate(log.events, start=1):
        if type(ev).__name__ == "AttackDeclared":
            continue
        part = tmp_path / f"{k}.jsonl"
        part.write_text("\n".join(lines[:k + 1]) + "\n")
        (tmp_path / f"d{k}").mkdir()
        s, led = _session(tmp_path / f"d{k}", name, k)
        with led:
            shown = _view(s)
        want = _replay_json(part)
        if shown["turn"] != want["turn"]:  # (f1's draws of the next player: their turn begun)
            assert name == F1 and type(ev).__name__ == "CardDrawn", k
            part.write_text("\n".join(lines[:k + 2]) + "\n")  # (with the drawer's next event: their turn's start)
            want = _replay_json(part, "--turn", str(shown["turn"]))
            assert want["active"] == ev.player
        assert shown == want, k
    assert [(v.seq, v.rule) for v in core.verify(log).violations] == (
        [(2, "fow.turn.not-your-turn")] if name == F1 else [])


def test_record_qa34_attack_waits_for_its_block(tmp_path: Path) -> None:
    # (seq 28: bob's attack, alice's block not entered yet: no damage, the battle under way, the block listed)
    s, led = _session(tmp_path, F1, 28)
    with led:
        assert _view(s)["battle"] == {"attacker": "bob.1", "target": "alice", "defender": "alice"}
        assert any(type(a).__name__ == "BlockDeclared" and a.player == "alice" for a in s.actions())


# -- 2. a draw past the deck's end after the turn's end that lost the game --------------------------------------------

F2 = "f2_ends_failed_draw_past_end_id.jsonl"
F2T = "f2t_ends_deck_out_clean_twin.jsonl"


def test_record_qa34_failed_draw_after_the_turn_end_can_be_recorded(tmp_path: Path) -> None:
    out, db = _record(tmp_path, F2, _events(F2))
    assert "Recorded seq 14." in out and "Recorded seq 15." in out
    assert "Event 15: bob cannot draw: the main deck is empty (the log names bob.8)" in out
    assert out.count("The match is over: alice wins: bob must draw in the draw phase, but the main deck is "
                     "empty.") == 1  # (at 14, the draw offered)
    # (at 15, what the table played after may still be entered (qa34b #3); the end of the input stores it)
    assert out.count("The match is over (alice wins: bob must draw in the draw phase, but the main deck is empty): "
                     "enter what the table played after it (recorded flagged), or press Enter to store the match "
                     "now.") == 1
    assert "1. bob draws a card" in out
    v = _stored(db)
    assert v.events == 15 and v.violations == [] and v.winner == "alice"
    assert any("bob's draw names bob.8, one past the end of the main deck" in n for n in v.notes)
    assert v.match == core.verify(read_log(LOGS / F2)).match  # (the same match as the whole log)


def test_record_qa34_failed_draw_by_its_number(tmp_path: Path) -> None:
    out, db = _record(tmp_path, F2, _events(F2, 14) + ["1"])
    v = _stored(db)
    assert v.events == 15 and v.violations == [] and v.winner == "alice"


def test_record_qa34_enter_after_the_end_stores_the_match_as_before(tmp_path: Path) -> None:
    # (the twin, no draw recorded after the end: Enter stores it, 14 events, clean)
    out, db = _record(tmp_path, F2T, _events(F2T) + [""])
    assert "Recorded seq 15." not in out and "Stored as match" in out
    v = _stored(db)
    assert v.events == 14 and v.violations == [] and v.winner == "alice"
    assert v.match == core.verify(read_log(LOGS / F2T)).match
    # (the end of the input there stores it too: the match is over, nothing to resume)
    (tmp_path / "x").mkdir()
    out, db = _record(tmp_path / "x", F2T, _events(F2T))
    assert "Stopped at seq" not in out and "Stored as match" in out and _stored(db).events == 14


def test_record_qa34_play_after_the_end_is_game_over(tmp_path: Path) -> None:
    # (alice's stone call after the game ended: flagged as verify flags it, recorded when confirmed, then stored)
    out, db = _record(tmp_path, F2, _events(F2, 14) + ["StoneCalled player=alice", "y"])
    assert "fow.game.over" in out and "Recorded seq 15.  [flagged: fow.game.over]" in out
    v = _stored(db)
    assert [(x.seq, x.rule) for x in v.violations] == [(15, "fow.game.over")] and v.winner == "alice"


# -- 3. a draw naming another player's id ----------------------------------------------------------------------------

@pytest.mark.parametrize("name, card", [("f3_draw_names_opponents_past_end_id.jsonl", "bob.8"),
                                        ("f3b_draw_names_opponents_real_card.jsonl", "bob.7")])
def test_record_qa34_draw_naming_anothers_id_is_unknown_card_not_drawn(tmp_path: Path, name: str, card: str) -> None:
    out, db = _record(tmp_path, name, _events(name, confirm=(6,)) + ["end"])
    said = f"Event 6: alice draws the top card of the main deck (the log names {card})"
    assert f"fow.log.unknown-card: '{card}' is not in alice's main deck" in out
    assert said in out and f"alice draws {card}" not in out and "alice draws Young Knight" not in out
    v = _stored(db)
    assert [(x.seq, x.rule) for x in v.violations] == [(6, "fow.log.unknown-card")]
    res = CliRunner().invoke(cli, ["replay", str(LOGS / name), "--at", "6"])
    assert said in res.output and "FLAGGED: fow.log.unknown-card" in res.output
    with Ledger(db) as led:
        (match,) = led.list_matches()
        hand = core.board_at(led.load(match.id), 6).seat("alice").hand
    assert "alice.6" in hand and card not in hand


def test_record_qa34_clean_twin_names_the_card_drawn(tmp_path: Path) -> None:
    name = "f3t_clean_twin.jsonl"
    out, db = _record(tmp_path, name, _events(name) + ["end"])
    assert "Event 6: alice draws Whelp Drake (alice.6)" in out and "This breaks" not in out
    assert _stored(db).violations == []


# -- 4. FFTCG: a game over on one reading, the table playing on ------------------------------------------------------

def _typed_all(name: str) -> list[str]:
    """Every event of log ``name`` as typed, each followed by ``y`` (the confirmation when one is asked, else a word
    the recorder asks again for)."""
    out = []
    for ev in read_log(LOGS / name).events:
        out += [_typed(ev), "y"]
    return out


def _record_game(tmp_path: Path, game: str, name: str, lines: list[str]) -> tuple[str, str]:
    header = tmp_path / "header.jsonl"
    header.write_text((LOGS / name).read_text().splitlines()[0] + "\n")
    db = str(tmp_path / "l.db")
    res = CliRunner().invoke(cli, ["record", game, "--header", str(header), "--db", db], input="\n".join(lines) + "\n")
    assert res.exit_code == 0, res.output
    return res.output, db


@pytest.mark.parametrize("name, rules", [
    ("c1_fftcg_forbidden_block_table_plays_on.jsonl", [(140, "fftcg.block.cannot-block")]),
    ("c1b_fftcg_forbidden_block_plays_on_keeps_7.jsonl", [(140, "fftcg.block.cannot-block"),
                                                          (165, "fftcg.end.hand-size")])])
def test_record_qa34_fftcg_table_playing_on_after_a_forbidden_block_is_recorded(tmp_path: Path, name: str,
                                                                                 rules: list) -> None:
    out, db = _record_game(tmp_path, "fftcg", name, _typed_all(name) + ["end"])
    assert out.count("but the engine follows another reading beside it that the next entries may keep") == 1
    v = _stored(db)
    assert v.events == 175 and [(x.seq, x.rule) for x in v.violations] == rules and v.winner == "alice"
    assert v.match == core.verify(read_log(LOGS / name)).match


def test_record_qa34_fftcg_game_over_and_decided_takes_what_the_table_played_after(tmp_path: Path) -> None:
    # (qa34b #3: the game over and decided at 154, the table's entry at 155 is offered, recorded flagged
    # fftcg.game.over as verify flags it; it was stored at 154 before, 155 lost)
    name = "c1t_fftcg_null_block_game_ends_twin.jsonl"
    out, db = _record_game(tmp_path, "fftcg", name, _typed_all(name))
    assert "another reading beside it" not in out
    assert "The match is over (alice wins: bob took 7 points of damage): enter what the table played after it" in out
    v = _stored(db)
    assert v.events == 155 and [(x.seq, x.rule) for x in v.violations] == [(155, "fftcg.game.over")]
    assert v.winner == "alice" and v.match == core.verify(read_log(LOGS / name)).match


# -- 5. Chrono Clash: a deck order that is not its list -------------------------------------------------------------

def test_record_qa34_ccs_deck_order_not_its_list_is_recorded_flagged(tmp_path: Path) -> None:
    name = "c2_ccs_deck_order_not_its_list.jsonl"
    out, db = _record_game(tmp_path, "chrono-clash", name, _typed_all(name) + ["end"])
    assert "The header breaks 1 rule (verify flags it; the match is recorded as set up):" in out
    assert "ccs.log.deck-order: alice's recorded deck order is not the deck list" in out
    v = _stored(db)
    want = core.verify(read_log(LOGS / name))
    assert v.events == 12 and [(x.seq, x.rule) for x in v.violations] == [(0, "ccs.log.deck-order")]
    assert v.match == want.match


def test_record_qa34_ccs_partial_order_twin_is_clean(tmp_path: Path) -> None:
    name = "c2t_ccs_partial_order_clean_twin.jsonl"
    out, db = _record_game(tmp_path, "chrono-clash", name, _typed_all(name) + ["end"])
    assert "The header breaks" not in out
    v = _stored(db)
    assert v.violations == [] and v.match == core.verify(read_log(LOGS / name)).match
