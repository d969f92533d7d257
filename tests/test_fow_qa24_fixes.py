"""Force of Will: the outside tester's twenty-third round (fix24), one test or more per finding.

1. A stone call recorded under the other player's name giving only the name of a stone that only the turn
   player's magic stone deck holds: one ``fow.turn.not-your-turn``, taken as the turn player's call (not also
   ``fow.log.unknown-card`` for the name, nor ``fow.will.source`` for the stone it paid with); the turn player's own
   call (or J-ruler attack) right after it shows it was the named player's own, the name a slip too.
2. A player's FIRST set-up draw naming (by name) a card under the opening hand's five: one ``fow.draw.not-top``, as
   their 2nd..5th draws get, once their next draw shows the log records the set-up's draws.
3. The same by card id (the first player's, before: ``fow.draw.first-turn``).
4. ``replay --turn 1`` (and ``--json``, ``--step``'s t/T, a stored match's) starts turn 1 after the set-up's last
   event the log records (the mulligans), the game begun, the hand verify uses.
5. A card drawn one too many during the other's turn, over seven at a later turn's end again: the same fault (a
   note), not ``fow.end.hand-size``.
6. Two such draws in a row: two ``fow.turn.draw-phase``, their cards over seven a consequence (a note).
7. A set-up draw naming a magic stone: ``fow.log.unknown-card`` (as a turn's draw), not
   ``fow.setup.mulligan-twice``.

The logs are the tester's (round 23), kept here whole (tests/logs/fow_qa24/); each clean twin is the same log with
the planted fault taken out.
"""

from __future__ import annotations

import json

import pytest

from fow import Logged
from ledger.log import parse_log
from projections import core

_LOGGED = Logged("fow_qa24")
load, verdict, rules = _LOGGED.load, _LOGGED.verdict, _LOGGED.rules


def edited(log: str, seq: int, **change) -> list[tuple[int, str]]:
    """The (seq, rule) pairs of log ``log`` with event ``seq``'s fields changed (None drops a field)."""
    lines = (_LOGGED.logs / log).read_text().splitlines()
    out = [lines[0]]
    for line in lines[1:]:
        ev = json.loads(line)
        if ev.get("seq") == seq:
            for k, v in change.items():
                if v is None:
                    ev.pop(k, None)
                else:
                    ev[k] = v
        out.append(json.dumps(ev))
    v = core.verify(parse_log(("\n".join(out) + "\n").encode(), log))
    return [(x.seq, x.rule) for x in v.violations]


# -- 1. a call naming the turn player's stone, under the other player's name -------------------------------------

@pytest.mark.parametrize("name, seq", [("P1_alice_call_logged_as_bob_paper.jsonl", 27),
                                       ("P4_alice_call_logged_as_bob_named.jsonl", 27)])
def test_fow_qa24_call_naming_the_turn_players_stone_under_the_other_name_is_one_fault(name: str, seq: int) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(seq, "fow.turn.not-your-turn")]
    assert "taken as alice's call" in v.violations[0].message
    assert edited(name, seq, player="alice") == []  # the clean twin: alice's own call


@pytest.mark.parametrize("name, seq", [("Y2w_bob_call_names_alice_water_paper.jsonl", 57),
                                       ("B2w_bobcall_names_water_then_jrcall_paper.jsonl", 68)])
def test_fow_qa24_call_naming_the_turn_players_stone_then_their_own_call_is_one_fault(name: str, seq: int) -> None:
    v = verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(seq, "fow.turn.not-your-turn")]
    assert any(n.startswith(f"seq {seq + 1}: alice") and "bob's call was their own" in n for n in v.notes)
    assert rules(name, drop=(seq,)) == []  # the clean twin


# -- 2, 3. the first set-up draw naming a card under the top five ------------------------------------------------

@pytest.mark.parametrize("name, seq, field", [("S2_first_setup_named_not_top.jsonl", 1, "name"),
                                              ("S10_bob_first_named_not_top.jsonl", 6, "name"),
                                              ("S11_bob_first_id_not_top.jsonl", 6, "card"),
                                              ("S3_first_setup_id_not_top.jsonl", 1, "card")])
def test_fow_qa24_first_setup_draw_not_top_is_one_fault(name: str, seq: int, field: str) -> None:
    assert rules(name) == [(seq, "fow.draw.not-top")]
    assert edited(name, seq, **{field: None}) == []  # the clean twin: the draw gives no card


def test_fow_qa24_first_setup_draw_not_top_hand_keeps_five() -> None:
    board = core.board_at(load("S3_first_setup_id_not_top.jsonl"), 12)
    hand = board.seat("alice").hand
    assert len(hand) == 5 and "alice.7" in hand and "alice.1" in hand  # (the later draws took the cards on top)


def test_fow_qa24_first_turn_draw_by_id_still_first_turn() -> None:
    # The same first draw by id, the log recording no other set-up draw (the mulligans first, then the draw, then
    # the game): the first player's draw of the first turn, as before.
    lines = (_LOGGED.logs / "S0_setup_unnamed_clean.jsonl").read_text().splitlines()
    evs = [json.loads(x) for x in lines[1:]]
    evs = [e for e in evs if not (e["type"] == "CardDrawn" and e["seq"] <= 10)]
    evs.insert(0, {"type": "CardDrawn", "player": "alice", "card": "alice.7"})
    for i, e in enumerate(evs, 1):
        e["seq"] = i
    log = parse_log(("\n".join([lines[0]] + [json.dumps(e) for e in evs]) + "\n").encode(), "x.jsonl")
    assert [(x.seq, x.rule) for x in core.verify(log).violations][:1] == [(1, "fow.draw.first-turn")]


# -- 4. replay --turn 1 (and --step's turn keys) start after the set-up the log records -------------------------

def _replay(name: str, *args: str, stdin: str | None = None) -> str:
    from click.testing import CliRunner

    from cli.main import cli

    res = CliRunner().invoke(cli, ["replay", str(_LOGGED.logs / name), *args], input=stdin)
    assert res.exit_code == 0, res.output
    return res.output


def test_fow_qa24_replay_turn_one_starts_after_the_mulligans() -> None:
    out = _replay("G1_mulligan_one_clean.jsonl", "--turn", "1")
    first = out.splitlines()[0]
    assert first.startswith("Start of turn 1 (after seq 2)") and "main phase" in first, first
    assert "not placed yet" not in out
    alice = next(line for line in out.splitlines() if line.strip().startswith("hand (5)"))
    assert "alice.6" in alice and "alice.5" not in alice  # the mulligan's hand, as verify has it
    data = json.loads(_replay("G1_mulligan_one_clean.jsonl", "--turn", "1", "--json"))
    assert (data["seq"], data["turn"], data["phase"]) == (2, 1, "main")
    assert _replay("G1_mulligan_one_clean.jsonl", "--turn", "2").splitlines()[0].startswith(
        "Start of turn 2 (after seq 6)")


def test_fow_qa24_replay_turn_one_hand_is_verifys() -> None:
    out = _replay("S4_bob_fifth_named_not_top.jsonl", "--turn", "1")
    assert out.splitlines()[0].startswith("Start of turn 1 (after seq 12)")
    bob = [line for line in out.splitlines() if line.strip().startswith("hand (5)")][1]
    assert "bob.6" in bob and "bob.5" not in bob


def test_fow_qa24_step_turn_keys_agree_with_turn() -> None:
    out = _replay("S4_bob_fifth_named_not_top.jsonl", "--step", stdin="g 5\nt\nt\nT\nq\n")
    starts = [line for line in out.splitlines() if line.startswith("Start of turn")]
    assert [s.split(":")[0] for s in starts] == ["Start of turn 1 (after seq 12)", "Start of turn 2 (after seq 16)",
                                                 "Start of turn 1 (after seq 12)"], starts


# -- 5, 6. the cards drawn too many during the other's turn, over seven at each later turn's end ------------------

def test_fow_qa24_extra_draw_card_over_seven_again_is_the_same_fault() -> None:
    v = verdict("V7g_extra_draw_turn13_discard1.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(43, "fow.turn.draw-phase")]
    assert sum("the card over seven is the one drawn one time too many at seq 43" in n for n in v.notes) == 2
    assert rules("V7g_extra_draw_turn13_discard1.jsonl", drop=(43,)) == []  # the clean twin


def test_fow_qa24_two_extra_draws_are_two_faults_their_cards_a_consequence() -> None:
    v = verdict("V7x_two_extra_draws.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(43, "fow.turn.draw-phase"), (44, "fow.turn.draw-phase")]
    assert any("the cards over seven are those drawn too many from seq 43" in n for n in v.notes)
    assert rules("V7x_two_extra_draws.jsonl", drop=(43, 44)) == []  # the clean twin


# -- 7. a set-up draw naming a magic stone ------------------------------------------------------------------------

def test_fow_qa24_setup_draw_naming_a_stone_is_unknown_card() -> None:
    assert rules("S16_fourth_named_stone.jsonl") == [(4, "fow.log.unknown-card")]
    assert edited("S16_fourth_named_stone.jsonl", 4, name=None) == []  # the clean twin


def test_fow_qa24_stored_match_turn_one_is_the_files(tmp_path) -> None:
    # A stored match (the ledger's snapshots, projections/seek.py) starts turn 1 where the file's fold does.
    from click.testing import CliRunner

    from cli.main import cli

    path = _LOGGED.logs / "S4_bob_fifth_named_not_top.jsonl"
    db = str(tmp_path / "ledger.db")
    res = CliRunner().invoke(cli, ["import", str(path), "--db", db, "--json"])
    assert res.exit_code == 0, res.output
    mid = json.loads(res.stdout)[0]["match"]
    stored = CliRunner().invoke(cli, ["replay", mid, "--db", db, "--turn", "1"])
    assert stored.exit_code == 0, stored.output
    assert stored.output.splitlines()[0].startswith("Start of turn 1 (after seq 12)")
    assert stored.output == _replay("S4_bob_fifth_named_not_top.jsonl", "--turn", "1")


def test_fow_qa24_first_setup_draw_not_top_the_other_hand_recorded_between() -> None:
    # The first draw naming alice.7, then bob's five set-up draws, then alice's four: still her set-up's draw.
    lines = (_LOGGED.logs / "S3_first_setup_id_not_top.jsonl").read_text().splitlines()
    evs = [json.loads(x) for x in lines[1:]]
    head, alice, bob, rest = evs[:1], evs[1:5], evs[5:10], evs[10:]
    assert all(e["player"] == "alice" for e in alice) and all(e["player"] == "bob" for e in bob)
    out = head + bob + alice + rest
    for i, e in enumerate(out, 1):
        e["seq"] = i
    log = parse_log(("\n".join([lines[0]] + [json.dumps(e) for e in out]) + "\n").encode(), "x.jsonl")
    assert [(x.seq, x.rule) for x in core.verify(log).violations] == [(1, "fow.draw.not-top")]
