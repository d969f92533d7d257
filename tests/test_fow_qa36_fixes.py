"""Force of Will: the engine leftovers of round 35 (fix36_fow), one test or more each, each with its clean twin.

1. Two attacks declared one after the other with no block between, then the defending player's block naming a
   blocker and one naming none (bob: the Wolf, then Gawain; alice: Flamewing Wyvern, then no block). The second,
   empty block is read as before as the no block of the first attack, taken as not blocked, recorded late: the
   Wyvern answers Gawain, the Wolf's 400 goes through (the reading is kept: the empty block is the one a log
   leaves out and records late, and read in order the blocker would fight the first attack, which later events of
   such logs contradict: two bench variants, mv112 and mv115 of chase-several-deep, each gave a second root and
   lost the winner). But when that 400 ends the game (alice at 350) and the log plays on (alice plays her turn and
   wins), the engine kept "bob wins" with a note, the winner of the game the table played lost. Now the log
   playing on after that end (more than the turn's end and the next draw) shows the game did not end at the
   table: the blocks are read in order, as when the empty block comes first (the Wyvern blocks the Wolf, which is
   destroyed; Gawain's 300 goes through: alice at 50), and what follows is judged as play: alice wins, one
   ``fow.battle.unfinished`` at the second attack. A log ending after that turn's bookkeeping keeps the end.
2. A card whose record names a card its owner's deck list has no copy of (alice.9 drawn as 'Draig, the Red
   Dragon'), played by its id in bob's turn, or in answer to the chase: ``fow.log.unknown-card`` at the draw and
   no timing check, the card being of unknown type. The name does not tell the type (the name and the deck list
   disagree, so the name may be the wrong one: docs/force-of-will.md), but the later events may: the card
   attacking or blocking later is a fighter put onto the field from the hand, a resonator, which is played only
   in its player's main phase with nothing under way (« Ce que vous pouvez faire pendant votre Phase Principale :
   [...] 2 : Mettre un Résonateur [...] »). Now that play is flagged at its seq as its own fault, with the rule a
   named resonator's play there gets (``fow.turn.not-your-turn`` in the opponent's turn, ``fow.play.main-phase``
   in answer to the chase), once the attack or block shows it; a card whose type nothing shows stays unjudged (as
   before), and the same card played in alice's own main phase (the twin) adds nothing.
3. (Slips bench, mv19/mv26/mv34 TurnEnded+2.) A turn's end recorded two places late, after the next player's draw
   and one more event (their stone call; the judgment the other player made on the chase): the draw is
   ``fow.turn.not-your-turn`` ("with no end of that turn recorded before it", the turn taken as ended there), and
   then the late ``TurnEnded`` was read as the new turn's end under the wrong name: a second root (one more
   ``fow.turn.not-your-turn``, or ``fow.turn.draw-phase`` at the next act) and every event after it a turn out
   (up to 14 violations). Now that ``TurnEnded``, of the player whose turn the draw was taken as ending, in the
   turn that began there, discarding nothing, is that end recorded late: a note, the match as played.
4. (Slips bench, win-by-life mv3 StoneCalled-2.) The first player's turn-1 stone call recorded before both
   mulligans: ``fow.setup.mulligan-late`` at alice's mulligan and again at bob's right after it. The two
   decisions are the set-up's, recorded together after the misplaced call: one slip. Now the other player's
   decision right after a mulligan flagged so is a note; the mulligans are carried out as before.
5. (Slips bench, judgment-destroyed-j-ruler mv37 ChaseResolved-2.) The resolution of bob's judgment recorded two
   events before it (in alice's turn, before bob's draw): ``fow.chase.empty``, then the judgment left on the
   chase at bob's turn's end, ``fow.chase.unresolved`` too. As for a card's play (on_played), the judgment made
   within two events of a resolution naming that ruler, ruler side up, with nothing else on the chase, now
   resolves as it is made (a note); a resolution of it recorded after it as well is the stray one's twin, a note.
6. (Slips bench, chase-several-deep mv7 StoneCalled+2.) A turn's stone call recorded after the standby set it paid
   for and after the turn's end: ``fow.will.source`` at the payment (the stone taken as called there), then the
   call after the turn's end ``fow.turn.not-your-turn`` ("after ending the turn ... recorded early"). The call is
   the one the payment was flagged for, recorded late (as it is before the turn's end: on_stone): now a note; the
   turn still goes on until the next player's draw (Board.reopen_late_call keeps that stone past the end).

The logs are in tests/logs/fow_qa36/ (f1 is tests/logs/fow_qa35/f1c with alice's life set to 350 before bob's
attacks by a judge's record; its ``*_twin_*`` closes each battle; f2 are tests/logs/fow_qa35/f2 with alice.9
played elsewhere (paid with nothing: the cost of a card of unknown type is not judged), ``f2_named_*`` the draw
naming the card a resonator of the list, for the rule a known card's play gets; f3 are the slips bench's variants
of sample_logs/force_of_will/seed-chase-example and judgment-destroyed-j-ruler, f4 of win-by-life, f5 of
judgment-destroyed-j-ruler (f5b with the judgment's own resolution recorded after it too), f6 of
chase-several-deep, each twin the sample itself).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa36")

_F1 = "f1_lethal_two_attacks_then_block_and_empty_block.jsonl"  # A bob.4, A bob.3, block alice.4, no block
_TWIN1 = "f1_twin_lethal_battles_closed.jsonl"  # A bob.4, block alice.4, A bob.3, no block


def _notes(name: str, drop: tuple[int, ...] = ()) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name, drop).notes]


def _life(name: str, seq: int = 10**6) -> dict[str, int]:
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


def test_fow_qa36_clean_twin_is_clean() -> None:
    v = _LOGGED.verdict(_TWIN1)
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert v.result.startswith("alice wins")
    assert _life(_TWIN1, 57) == {"alice": 50, "bob": 300}


def test_fow_qa36_f1_lethal_late_no_block_then_play_on_reads_the_blocks_in_order() -> None:
    v = _LOGGED.verdict(_F1)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(54, "fow.battle.unfinished", None)]
    assert v.result == _LOGGED.verdict(_TWIN1).result  # alice wins, as the table played it (was: bob wins)
    notes = _notes(_F1)
    assert any(n.startswith("seq 59: alice plays on after the battle damage of the attack of Blessed Holy Wolf "
                            "(bob.4) ended the game") for n in notes)
    assert any(n.startswith("seq 56: alice declares a second block right after the first") for n in notes)
    assert not any("plays on after the game ended (bob wins" in n for n in notes)
    # the board the table played: the Wolf blocked by the Wyvern and destroyed, Gawain's 300 through (alice at 50)
    board = _LOGGED.board_after(_F1, 59)
    twin = _LOGGED.board_after(_TWIN1, 59)
    assert {s.id: s.life for s in board.seats} == {s.id: s.life for s in twin.seats} == {"alice": 50, "bob": 300}
    assert board.cards["bob.4"].zone == twin.cards["bob.4"].zone == "grave"
    assert board.cards["bob.3"].zone == "field" and not board.over


def test_fow_qa36_f1_log_ending_after_the_turns_bookkeeping_keeps_the_end() -> None:
    # (the log cut after bob's turn end and alice's draw: nothing played after that end, the end stands)
    cut = tuple(range(59, 69))
    v = _LOGGED.verdict(_F1, drop=cut)
    assert [(x.seq, x.rule) for x in v.violations] == [(54, "fow.battle.unfinished")]
    assert v.result.startswith("bob wins: alice has -50 life")
    assert any(n.startswith("seq 56: the game ended with the battle damage dealt before this event") for n in
               _notes(_F1, cut))


def test_fow_qa36_f1_not_lethal_keeps_the_late_record_reading() -> None:
    # (the same log without the judge's record: the Wolf's 400 through, not lethal: the reading of round 35 stands)
    v = _LOGGED.verdict(_F1, drop=(52,))
    assert [(x.seq, x.rule) for x in v.violations] == [(53, "fow.battle.unfinished")]
    assert any(n.startswith("turn 10: alice declared the block of the attack of Blessed Holy Wolf (bob.4) after "
                            "the log had gone on without it") for n in _notes(_F1, (52,)))


# -- 2. a card of unknown type played where only a chant-instant may be, its type shown later ----------------------

@pytest.mark.parametrize("name, seq, rule, shown", [
    ("f2_misnamed_card_played_in_opponents_turn_then_attacks.jsonl", 52, "fow.turn.not-your-turn", "attacked at seq 62"),
    ("f2_misnamed_card_played_in_opponents_turn_then_blocks.jsonl", 52, "fow.turn.not-your-turn", "blocked at seq 60"),
    ("f2_misnamed_card_played_in_answer_to_chase_then_attacks.jsonl", 51, "fow.play.main-phase", "attacked at seq 62")])
def test_fow_qa36_f2_unknown_card_shown_a_resonator_flags_its_plays_timing(name: str, seq: int, rule: str,
                                                                         shown: str) -> None:
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(26, "fow.log.unknown-card", None),
                                                                    (seq, rule, None)]
    message = str(v.violations[1].message)
    assert "alice.9" in message and f"it {shown}, so it is a resonator" in message
    board = _LOGGED.board_after(name, seq + 1)
    assert (board.cards["alice.9"].name, board.cards["alice.9"].zone) == (None, "field")


def test_fow_qa36_f2_the_rule_is_the_one_a_named_resonators_play_gets() -> None:
    named = _LOGGED.rules("f2_named_card_played_in_opponents_turn_then_attacks.jsonl")
    assert (52, "fow.turn.not-your-turn") in named


def test_fow_qa36_f2_type_not_shown_or_play_lawful_stays_one_flag() -> None:
    # (nothing shows what it is: its timing is not judged, as before)
    assert _LOGGED.rules("f2_misnamed_card_played_in_opponents_turn_type_not_shown.jsonl") == [
        (26, "fow.log.unknown-card")]
    # (the twin: played in alice's own main phase, then attacking: only the draw's record)
    assert _LOGGED.rules("f2_twin_misnamed_card_played_in_own_turn_then_attacks.jsonl") == [
        (26, "fow.log.unknown-card")]
    board = _LOGGED.board_after("f2_twin_misnamed_card_played_in_own_turn_then_attacks.jsonl", 63)
    assert board.cards["alice.9"].rested  # (its attack stood)


# -- 3. a turn's end recorded after the next player's draw ---------------------------------------------------------

def _state(name: str, seq: int = 10**6) -> tuple:
    board = _LOGGED.board_after(name, seq)
    return ({s.id: s.life for s in board.seats}, {s.id: sorted(s.hand) for s in board.seats},
            {s.id: sorted(s.grave) for s in board.seats}, {s.id: sorted(s.field) for s in board.seats}, board.turn)


@pytest.mark.parametrize("name, twin, draw, late, by, drawer", [
    ("f3_turn_end_recorded_after_next_draw_and_call.jsonl", "f3_twin_seed_chase_example.jsonl", 19, 21, "bob",
     "alice"),
    ("f3b_turn_end_recorded_after_next_draw_and_judgment.jsonl", "f3b_twin_judgment_destroyed_j_ruler.jsonl", 34, 36,
     "alice", "bob")])
def test_fow_qa36_f3_turn_end_recorded_after_the_next_draw_is_one_violation(name: str, twin: str, draw: int, late: int,
                                                                           by: str, drawer: str) -> None:
    assert _LOGGED.rules(twin) == []
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(draw, "fow.turn.not-your-turn", None)]
    assert any(n.startswith(f"seq {late}: {by}'s end of the turn, recorded after {drawer}'s draw (flagged at seq "
                            f"{draw}") for n in _notes(name))
    assert v.result == _LOGGED.verdict(twin).result
    assert _state(name) == _state(twin)  # the match as played, not a turn out


# -- 4. the set-up's mulligans recorded after the game's first event -----------------------------------------------

def test_fow_qa36_f4_both_mulligans_after_a_misplaced_call_are_one_violation() -> None:
    name, twin = "f4_stone_call_recorded_before_the_mulligans.jsonl", "f4_twin_win_by_life.jsonl"
    assert _LOGGED.rules(twin) == []
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(2, "fow.setup.mulligan-late", None)]
    assert any(n.startswith("seq 3: bob's mulligan, right after alice's (flagged at seq 2)") for n in _notes(name))
    assert v.result == _LOGGED.verdict(twin).result
    assert _state(name) == _state(twin)
    # (a single late mulligan, the other player's decision elsewhere, is still flagged: no note reads it away)
    assert _LOGGED.rules(name, drop=(3,))[:1] == [(2, "fow.setup.mulligan-late")]


# -- 5. a judgment's resolution recorded before the judgment ---------------------------------------------------------

@pytest.mark.parametrize("name", ["f5_judgment_resolution_recorded_before_the_judgment.jsonl",
                                  "f5b_judgment_resolution_recorded_before_and_after.jsonl"])
def test_fow_qa36_f5_judgment_resolution_recorded_early_is_one_violation(name: str) -> None:
    twin = "f3b_twin_judgment_destroyed_j_ruler.jsonl"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(35, "fow.chase.empty", None)]
    assert any(n.startswith("turn 8: the judgment of Faria, the Sacred Queen (bob.r) was made after the log had "
                            "recorded its resolution") for n in _notes(name))
    board = _LOGGED.board_after(name, 37)
    assert not board.chase and board.cards["bob.r"].zone == "field"  # the J-ruler entered as the judgment was made
    assert v.result == _LOGGED.verdict(twin).result
    assert _state(name) == _state(twin)


# -- 6. a stone call recorded after the turn's end, its stone paid with before -------------------------------------

def test_fow_qa36_f6_call_recorded_after_the_turns_end_is_one_violation() -> None:
    name, twin = "f6_stone_call_recorded_after_the_turns_end.jsonl", "f6_twin_chase_several_deep.jsonl"
    assert _LOGGED.rules(twin) == []
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(7, "fow.will.source", None)]
    assert any(n.startswith("seq 9: alice called Magic Stone of Flame (alice.s2), which paid for an action before "
                            "this call: taken as that call, recorded late") for n in _notes(name))
    board = _LOGGED.board_after(name, 9)
    assert board.cards["alice.s2"].zone == "stone-area" and board.seat("alice").stones[:1] != ["alice.s2"]
    assert v.result == _LOGGED.verdict(twin).result
    assert _state(name) == _state(twin)
