"""The round-38 long-match tester's findings (qa38-long: whole matches written by hand, FoW, CCS, FFTCG).

1. (FoW, report 2) A block by a rested resonator (fowH-F11 seq 102: Galahad rested by his attack the turn before;
   fow-F7b seq 79: Tristan blocking a second time) was flagged (``fow.block.blocker``) and carried out: the blocker
   fought, the attack's damage never reached bob, and no one won (F11 added ``fow.attack.attacker`` at 118 for
   Hector, destroyed in that fight). A rested card cannot be rested to block, as a rested one cannot attack
   (fow-F2b): now the attack is taken as not blocked, its damage dealt; alice wins as at the table (bob at -200).
   If that damage ends the game and the log plays on, the table took the block as made: that board is taken, a
   note says so, the block still the one flag.
2. (FoW, report 3) A flagged attack (fowH-F7 seq 97: a J-ruler in its judgment turn; fow-F2 seq 78: a resonator
   destroyed before) dealt its damage and ended the game early, the next play ``fow.game.over``. The log playing on
   shows the game did not end at the table: the attack is taken as dealing no damage (a note), one flag, and the
   game goes on to the winner the log shows (bob at -200). A log ending right after such an end keeps it.
3. (CCS, report 1) Hollow Guard (guardian: when destroyed, draw 1) revealed with ``resolve`` left out (ignored);
   at bob's turn start Radiant Seer's "Completes a quest: draw 1" takes bob.15; his turn draw bob.16 is right. The
   inference that reads a left-out ``resolve`` as resolved from a later draw naming the card under the ability's
   draw did not count the quest-complete draw the start of the turn makes first: 32 ``ccs.draw.not-top`` and a
   note "taken as resolved". Now the quest draws the start of the turn makes are counted first: clean (also with
   ``"resolve": false`` written); a turn draw of bob.17 (under the guardian's draw and the quest's) still reads the
   guardian's ability as resolved, with the note.
4. (FFTCG, report 5) 201 a second Zack (``fftcg.field.same-name``), then 209 bob blocks the party alice.7 +
   alice.13 with no ``split``: the block was listed as following from 201. The split's flag is held until damage
   (Combat.held), after the last flagged seq, so the legal histories of 201, stepped only to 209, never saw it.
   The engine now says its verdict waits (``undecided``): the histories step on to the damage, and both faults are
   roots; the twin with the missing split alone is one root.
5. (FoW, report 4 and 6) fowH-F9: the ``BlockDeclared`` after Hector's attack (101) left out, alice then plays
   Dragoon of Certo (102): flagged ``fow.play.main-phase`` at 102, blaming alice's legal play. The play's flag now
   waits (Battle.first_held): the defending player's block after it shows the card was played in the battle (still
   ``fow.play.main-phase``: F9b); the log going on without the block shows the table took the attack as not
   blocked there, so the one fault is the block left out, ``fow.battle.unfinished`` at 102. The log ending after
   an attack with no block (fow-slipmust-no-last-block) was silent: now a note (not a flag, as nothing goes on to
   show the block was left out rather than the log cut); docs say so.
6. (all, report 6) ``verify --json``'s ``result`` was ``""`` for a CCS or FoW log that ends before the game does,
   where FFTCG (and every game's text report) says "the log ends before the game does". core.verify now gives that
   result (and its ``result_msg``) for any game's log that ends with no winner, the game not over, not stopped.

The logs are the tester's (/tmp/qa38-long), kept whole in tests/logs/long_qa38/; the ``*-plays-on`` ones are
copies of them with play after the end added.
"""

from __future__ import annotations

import pytest

from ccs import Logged as CcsLogged
from fow import Logged as FowLogged

_FOW = FowLogged("long_qa38")
_CCS = CcsLogged("long_qa38")
_FFTCG = FowLogged("long_qa38")  # (tests/fow.Logged verifies a log of any game: core.verify)


# -- 1. FoW: a rested blocker -------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, seq", [("fowH-F11-rested-blocker.jsonl", 102),
                                       ("fow-F7b-rested-blocker-blocks-again.jsonl", 79)])
def test_fow_rested_blocker_is_one_flag_and_the_attack_not_blocked(name: str, seq: int) -> None:
    v = _FOW.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(seq, "fow.block.blocker", None)]
    assert v.winner == "alice"
    assert v.result == "alice wins: bob has -200 life"


def test_fow_rested_blocker_is_not_rested_and_does_not_fight() -> None:
    # F11: Galahad (bob.2), rested, named to block Hector (alice.9): Hector's 500 reach bob, both still on the field
    board = _FOW.board_after("fowH-F11-rested-blocker.jsonl", 103)
    clean = _FOW.board_after("fow-clean-win-by-life.jsonl", 103)
    assert board.seat("bob").life == clean.seat("bob").life
    assert board.cards["alice.9"].zone == "field" and board.cards["bob.2"].zone == "field"


def test_fow_rested_blocker_clean_twins() -> None:
    assert _FOW.rules("fow-clean-win-by-life.jsonl") == []
    assert _FOW.verdict("fow-clean-win-by-life.jsonl").result == "alice wins: bob has -200 life"
    assert _FOW.rules("fow-base-win-by-life.jsonl") == []


def test_fow_rested_blocker_whose_lethal_damage_the_log_plays_past_stood() -> None:
    # F7b with alice's turn end, bob's draw and his stone call after it: bob plays on, so the table took Tristan's
    # block as made (the game not over): the block is the one flag, no fow.game.over, no winner.
    v = _FOW.verdict("fow-F7b-rested-block-stood-plays-on.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(79, "fow.block.blocker")]
    assert v.winner is None
    assert any("the block is taken as made there" in str(n) for n in v.notes)


# -- 2. FoW: a flagged attack whose damage ended the game early -------------------------------------------------------

@pytest.mark.parametrize("name, seq, rule", [
    ("fowH-F7-jruler-attacks-judgment-turn.jsonl", 97, "fow.attack.entered-this-turn"),
    ("fow-F2-rested-attacks-again.jsonl", 78, "fow.attack.attacker"),
])
def test_fow_flagged_attack_played_past_deals_no_damage(name: str, seq: int, rule: str) -> None:
    v = _FOW.verdict(name)
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(seq, rule, None)]
    assert v.winner == "alice"
    assert v.result == "alice wins: bob has -200 life"
    assert any(f"the attack flagged at seq {seq} ended the game" in str(n) for n in v.notes)


def test_fow_flagged_attack_at_the_logs_end_keeps_the_end() -> None:
    # fowH-F7 cut right after the J-ruler's attack and its block: nothing plays on, so the end stands (bob at -600).
    v = _FOW.verdict("fowH-F7-jruler-attacks-judgment-turn.jsonl", drop=tuple(range(99, 200)))
    assert [(x.seq, x.rule) for x in v.violations] == [(97, "fow.attack.entered-this-turn")]
    assert v.winner == "alice" and v.result == "alice wins: bob has -600 life"


def test_fow_rested_attacker_deals_nothing_still() -> None:
    v = _FOW.verdict("fow-F2b-rested-attacks-again.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(62, "fow.attack.rested")]
    assert v.result == "alice wins: bob has -200 life"


# -- 3. CCS: a guardian's draw inferred from a later draw, with a quest's draw between -------------------------------

@pytest.mark.parametrize("name", ["ccs-FP-quest-win-guardian-ignored", "ccs-quest-win-resolve-false-explicit",
                                  "ccs-quest-win-twin-no-guardian-ability", "ccs-quest-win-resolve-true",
                                  "ccs-probe-hollow-guard-ignored-no-seer", "ccs-probe-hollow-guard-resolved-no-seer"])
def test_ccs_guardian_ignored_then_quest_draw_then_turn_draw_is_clean(name: str) -> None:
    v = _CCS.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == []
    assert not any("taken as resolved" in str(n) for n in v.notes)
    if "quest-win" in name:
        assert v.winner == "bob" and v.result == "bob wins: 5 quest points"


def test_ccs_guardian_resolve_left_out_shown_by_the_draw_under_the_quest_draw() -> None:
    # The same match, bob's turn draw naming bob.17: the guardian's draw (bob.15) and Radiant Seer's (bob.16) came
    # first, so the table resolved Hollow Guard's ability: clean, with the note.
    v = _CCS.verdict("ccs-quest-win-guardian-resolve-left-out-drawn-under")
    assert v.violations == [] and v.winner == "bob"
    assert any("the reveal of Hollow Guard (bob.14) does not say its guardian ability was resolved" in str(n)
               and "seq 32" in str(n) for n in v.notes)


# -- 4. FFTCG: a party block without its split after an unrelated fault ------------------------------------------------

def test_fftcg_missing_split_after_unrelated_fault_is_its_own_root() -> None:
    v = _FFTCG.verdict("fftcg-finding-split-attributed-to-other-fault.jsonl")
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(201, "fftcg.field.same-name", None),
                                                                      (209, "fftcg.block.split", None)]
    assert v.root_causes == 2


def test_fftcg_missing_split_twin_and_clean_match() -> None:
    v = _FFTCG.verdict("fftcg-finding-split-twin-missing-split-only.jsonl")
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(209, "fftcg.block.split", None)]
    assert _FFTCG.rules("fftcg-clean-win-seven-damage.jsonl") == []


# -- 5. FoW: a block left out mid-game, a card played after the attack -------------------------------------------------

def test_fow_block_left_out_then_play_is_battle_unfinished_not_the_play() -> None:
    v = _FOW.verdict("fowH-F9-mid-game-block-left-out.jsonl")
    assert [(x.seq, x.rule, x.caused_by) for x in v.violations] == [(102, "fow.battle.unfinished", None)]
    words = str(v.violations[0].message)
    assert "before bob declared a block: the log goes on without the block" in words
    assert "Dragoon of Certo (alice.11) as played after the battle" in words
    assert v.result == "alice wins: bob has -200 life"


def test_fow_play_in_battle_then_the_block_is_still_the_play() -> None:
    # F9 with bob's empty block recorded after the play's resolution: the card was played in the battle
    v = _FOW.verdict("fowH-F9b-play-in-battle-then-block.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(102, "fow.play.main-phase")]
    assert v.result == "alice wins: bob has -200 life"


def test_fow_log_ending_on_an_attack_without_block_says_so() -> None:
    v = _FOW.verdict("fow-slipmust-no-last-block.jsonl")
    assert v.violations == [] and v.result == "alice wins: bob has -200 life"
    assert ("the log ends after the attack of Flamewing Wyvern (alice.3) without bob's block: the attack is taken "
            "as not blocked and its battle damage is dealt") in [str(n) for n in v.notes]


# -- 6. the result of a log that ends before the game does -------------------------------------------------------------

@pytest.mark.parametrize("name", ["ccs-probe-hollow-guard-ignored-no-seer.jsonl", "fow-handlimit-clean.jsonl",
                                  "fftcg-handlimit-clean.jsonl"])
def test_unfinished_log_result_is_said_alike(name: str) -> None:
    v = _FOW.verdict(name)
    assert v.winner is None
    assert v.result == "the log ends before the game does"
    assert v.result_msg == {"template": "the log ends before the game does", "args": {}}
