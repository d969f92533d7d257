"""Force of Will: the round-34 author tester's findings (qa34, /tmp/qa34-fow) on acts put between an attack and its
block, and on set-up wording, one test or more each.

1. A judgment the attacking player made between an attack and its block (« Ce que vous pouvez faire pendant votre
   Phase Principale : [...] 7 : Faire un jugement », not among what may be done « durant un combat »): it was read
   as the log going on without the block, the attack taken as not blocked and its damage dealt, the block recorded
   after it "changing nothing" (a lethal attack: the wrong winner). Now it is one ``fow.battle.unfinished`` at the
   judgment, as a stone call or a standby set there is (one set of such acts: engine._MID_BATTLE_ACTS; a card put
   there is ``fow.play.main-phase``, the same mechanism), and the block after it answers the attack.
2. A mulligan out of order (``first: bob``, alice's recorded first): flagged at bob's lawful mulligan; now at
   alice's, the decision made out of turn.
3. ``fow.play.target`` on a J-ruler quoted a sentence that is not the seed's; now the seed's own « Votre J-Ruler
   n'est pas un Résonateur [...] ».
4. A stone called by resting a resonator was ``fow.stone.ruler-rested``; now ``fow.stone.not-ruler``, quoting
   « Appeler une Pierre Magique en épuisant votre Ruler ou J-Ruler. » (the rested ruler keeps its id).

The logs are the tester's, kept whole in tests/logs/fow_qa34b/.
"""

from __future__ import annotations

import pytest

from fow import Logged
from projections import core

_LOGGED = Logged("fow_qa34b")


def _life(name: str, seq: int) -> dict[str, int]:
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


def _zone(name: str, seq: int, card: str) -> str:
    return _LOGGED.board_after(name, seq).cards[card].zone


@pytest.mark.parametrize("name", ["judgment_during_own_battle_after_block.jsonl",
                                  "judgment_after_lethal_attack_block_twin.jsonl",
                                  "first_bob_mulligans_in_order.jsonl"])
def test_fow_qa34b_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. a judgment between an attack and its block --------------------------------------------------------------------

def test_fow_qa34b_judgment_before_the_block_keeps_the_battle_open() -> None:
    name = "judgment_during_own_battle_then_block.jsonl"
    assert _LOGGED.rules(name) == [(41, "fow.battle.unfinished")]
    assert _LOGGED.verdict(name).winner is None
    # (the block answers the attack: Perceval, 200 against Whelp Drake's 400, dies; no damage reaches alice)
    assert _life(name, 44)["alice"] == 4000
    assert _zone(name, 44, "bob.1") == "grave"
    assert _zone(name, 44, "alice.1") == "field"
    assert _LOGGED.board_after(name, 42).cards["bob.r"].j_side  # (the judgment carried out as recorded)
    twin = "judgment_during_own_battle_after_block.jsonl"
    assert _life(twin, 44) == _life(name, 44)
    assert _zone(twin, 44, "bob.1") == "grave"
    assert not any("changes nothing" in str(n) for n in _LOGGED.verdict(name).notes)


def test_fow_qa34b_judgment_before_the_block_of_a_lethal_attack_gives_no_winner() -> None:
    name = "judgment_during_lethal_attack_then_block.jsonl"
    assert _LOGGED.rules(name) == [(41, "fow.battle.unfinished")]
    v = _LOGGED.verdict(name)
    assert v.winner is None and v.result == "the log ends before the game does"  # (qa38-long 6)
    assert _life(name, 47)["alice"] == 4000
    assert _zone(name, 47, "alice.1") == "grave"
    assert _zone(name, 47, "bob.1") == "field"
    twin = _LOGGED.verdict("judgment_after_lethal_attack_block_twin.jsonl")
    assert twin.winner is None and _life("judgment_after_lethal_attack_block_twin.jsonl", 47) == _life(name, 47)


@pytest.mark.parametrize("name", ["stone_call_during_own_battle_then_block.jsonl",
                                  "standby_set_during_own_battle_then_block.jsonl"])
def test_fow_qa34b_stone_call_and_standby_set_before_the_block_as_before(name: str) -> None:
    assert _LOGGED.rules(name) == [(41, "fow.battle.unfinished")]
    last = max(e.seq for e in _LOGGED.load(name).events)
    assert _life(name, last)["alice"] == 4000
    assert _zone(name, last, "bob.1") == "grave"


def test_fow_qa34b_judgment_before_the_block_left_out_is_the_one_fault() -> None:
    # (the same log without its block: the turn's end shows the log went on without it; the judgment is the one
    # flag, the attack taken as not blocked, its 200 damage dealt)
    name = "judgment_during_own_battle_then_block.jsonl"
    assert _LOGGED.rules(name, drop=(43,)) == [(41, "fow.battle.unfinished")]
    log = _LOGGED.load(name, drop=(43,))
    board = core.new_board(log)
    mod = core.engine(log.game)
    for ev in log.events:
        mod.step(board, ev)
    assert {s.id: s.life for s in board.seats}["alice"] == 3800


# -- 2. a mulligan out of order: flagged at the decision made out of turn -------------------------------------------

def test_fow_qa34b_mulligan_out_of_order_is_flagged_at_the_second_players_decision() -> None:
    v = _LOGGED.verdict("first_bob_mulligans_wrong_order.jsonl")
    assert [(x.seq, x.player, x.rule) for x in v.violations] == [(1, "alice", "fow.setup.mulligan-order")]
    assert "alice decided on a mulligan before bob" in v.violations[0].message


def test_fow_qa34b_second_players_mulligan_alone_is_clean() -> None:
    # (the first player's keep left out of the log: nothing shows the order was broken)
    assert _LOGGED.rules("first_bob_mulligans_wrong_order.jsonl", drop=(2,)) == []


# -- 3. fow.play.target on a J-ruler quotes the seed's own sentence -------------------------------------------------

_JRULER = "Votre J-Ruler n'est pas un Résonateur, donc les effets s'appliquant aux Résonateurs ne s'appliquent pas à lui."


@pytest.mark.parametrize("name", ["demonflame_targets_jruler.jsonl", "excalibur_on_jruler.jsonl",
                                  "hector_on_jruler.jsonl"])
def test_fow_qa34b_a_jruler_target_quotes_the_seeds_sentence(name: str) -> None:
    from projections.force_of_will.quotes import QUOTES
    from projections.force_of_will.rules import RULES
    from projections.ruletexts import passage

    v = _LOGGED.verdict(name)
    assert [x.rule for x in v.violations] == ["fow.play.target"]
    assert "J-ruler side) (bob.r) is" in v.violations[0].message and "resonator" in v.violations[0].message
    assert "Jugement" in v.violations[0].source
    assert QUOTES["fow.play.target"]["fr"] == _JRULER
    assert _JRULER in " ".join(passage("force-of-will", "Jugement", "fr").split())
    # (the English words render that sentence, nothing the seed does not say)
    assert RULES["fow.play.target"].text == ("Your J-ruler is not a resonator, so effects that apply to resonators "
                                             "do not apply to it.")


# -- 4. a stone called by resting a resonator: fow.stone.not-ruler ---------------------------------------------------

def test_fow_qa34b_stone_called_by_a_resonator_is_not_ruler() -> None:
    from projections.force_of_will.quotes import QUOTES

    v = _LOGGED.verdict("stone_called_by_resonator.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(25, "fow.stone.not-ruler")]
    assert "which is not their ruler or J-ruler" in v.violations[0].message
    assert QUOTES["fow.stone.not-ruler"]["fr"] == "Appeler une Pierre Magique en épuisant votre Ruler ou J-Ruler."


def test_fow_qa34b_a_rested_ruler_calling_keeps_ruler_rested() -> None:
    # (destroyed while rested, its call the same turn: the ruler is rested, the old id)
    assert [r for _, r in _LOGGED.rules("jruler_destroyed_rested_then_call.jsonl")] == ["fow.stone.ruler-rested"]
