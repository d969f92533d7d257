"""Force of Will: the round-33 author tester's findings on battle and wording (qa33, F1, F2, F4, F5, F6).

1. (F1) The attacking player's resonator or chant put between the attack and its block (``fow.play.main-phase``)
   ended the battle there as not blocked: the block recorded after it was thrown away (a note), its damage went to
   the player, and in 12a that gave a wrong winner (bob at 500 life "lost"), bob's next turn unflagged. Now the
   play is that one fault and the battle goes on: the block answers the attack (« S'il bloque, votre attaquant et
   le bloqueur se combattent. »), Galahad dies blocking, bob keeps his life, nobody wins; bob's attack with the
   dead Galahad next turn is flagged. The log going on without the block still ends the battle as not blocked (a
   note). An end read from such a missing block is not ``fow.game.over`` afterwards (16g's recorded end is), but a
   note now says so at the first event played after it.
2. (F4) A header that leaves out a ruler: the message says the header names no ruler, not "a hidden card".
3. (F5) ``fow.play.main-phase`` quotes the seed's sentences that say what went wrong (what can be done at any
   time, even in a battle; what only in one's main phase), not the permissive « plusieurs actions ».
4. (F6) A chant-standby's trigger (an opponent's attack) after that attack is over: the message says the attack
   is over, not that it "has not happened".
5. (F2) An opponent's chant-instant between the turn's end and the next player's draw stays
   ``fow.turn.draw-phase``; its message says the draw phase has no moment to act before the draw.

The logs are the tester's (/tmp/qa33-fow), kept whole in tests/logs/fow_qa33b/.
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa33b")


def _notes(name: str, drop: tuple[int, ...] = ()) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name, drop).notes]


def _life(name: str, seq: int) -> dict[str, int]:
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


@pytest.mark.parametrize("name", ["10a_instant_before_block_clean.jsonl",
                                  "12b_twin_instant_in_battle_bob_at_500_clean.jsonl"])
def test_fow_qa33b_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []
    assert _LOGGED.verdict(name).result == "the log ends before the game does"  # (no end: qa38-long 6 says so)


# -- 1. a main-phase play in a battle, then the block --------------------------------------------------------------

@pytest.mark.parametrize("name, seq, blocked", [("10b_chant_before_block_then_block.jsonl", 29, 31),
                                                ("11a_resonator_put_in_battle_then_block.jsonl", 29, 31),
                                                ("12a_chant_in_battle_then_block_bob_at_500.jsonl", 30, 32)])
def test_fow_qa33b_main_phase_play_in_battle_keeps_the_block(name: str, seq: int, blocked: int) -> None:
    rules = _LOGGED.rules(name)
    assert rules[0] == (seq, "fow.play.main-phase")
    assert (seq + 1, "fow.play.main-phase") not in rules
    assert not any("the block changes nothing" in n for n in _notes(name))
    assert any(f"seq {blocked}: bob's block, recorded after the action flagged in this battle" in n
               for n in _notes(name))
    board = _LOGGED.board_after(name, blocked + 1)
    assert board.cards["bob.1"].zone == "grave"  # Galahad (400/400) blocked Dragoon (500/500) and died
    assert board.cards["alice.1"].zone == "field"
    assert _life(name, blocked + 1)["bob"] == _life(name, seq - 1)["bob"]  # no damage reached bob


def test_fow_qa33b_block_after_chant_no_wrong_winner() -> None:
    name = "12a_chant_in_battle_then_block_bob_at_500.jsonl"
    v = _LOGGED.verdict(name)
    assert v.result == "the log ends before the game does" and v.winner is None  # (qa38-long 6)
    assert _life(name, 38)["bob"] == 500
    # bob's next turn goes on; his attack with the Galahad that died blocking is its own fault
    assert _LOGGED.rules(name) == [(30, "fow.play.main-phase"), (36, "fow.attack.attacker")]


def test_fow_qa33b_chant_resolved_after_block_keeps_the_block() -> None:
    # (the block while the chant is still on the chase was bob's own, fow.chase.unresolved, until round 34: the chant
    # could not be played there at all, so the block before its resolution is that same fault, a note:
    # tests/test_fow_qa34_fixes.py)
    name = "10c_chant_in_battle_resolved_after_block.jsonl"
    assert _LOGGED.rules(name) == [(29, "fow.play.main-phase")]
    assert _LOGGED.board_after(name, 32).cards["bob.1"].zone == "grave"
    assert _life(name, 32)["bob"] == 4000


def test_fow_qa33b_defender_chant_in_battle_keeps_the_block() -> None:
    name = "11b_defender_chant_in_battle_then_block.jsonl"
    assert (29, "fow.play.main-phase") in _LOGGED.rules(name)
    assert _LOGGED.board_after(name, 32).cards["bob.1"].zone == "grave"


def test_fow_qa33b_chant_in_battle_then_no_block_is_taken_as_not_blocked() -> None:
    # The same log without bob's block (seq 31): the log going on without the block ends the battle as not blocked
    # at the chant, the block left out the one fault (qa38-long 4: fow.battle.unfinished at the chant, which came
    # after the battle; was fow.play.main-phase and a note), and Dragoon's 500 reaches bob.
    name = "10b_chant_before_block_then_block.jsonl"
    v = _LOGGED.verdict(name, drop=(31,))
    assert [(x.seq, x.rule) for x in v.violations] == [(29, "fow.battle.unfinished")]
    assert "the attack of Dragoon of Certo (alice.1) was under way" in str(v.violations[0].message)
    assert "the log goes on without the block" in str(v.violations[0].message)


def test_fow_qa33b_end_from_missing_block_then_play_on_is_said() -> None:
    # 12a without the block: the chant's flag, and bob's turn after the end that Dragoon's 500 on bob at 500 would
    # make is not fow.game.over: the table blocked (qa33e 1: the log playing on shows the game did not end there),
    # so no winner from that damage; a note says so, once.
    name = "12a_chant_in_battle_then_block_bob_at_500.jsonl"
    v = _LOGGED.verdict(name, drop=(32,))
    assert [(x.seq, x.rule) for x in v.violations] == [(30, "fow.battle.unfinished")]  # (qa38-long 4)
    assert v.winner is None
    said = [n for n in _notes(name, drop=(32,)) if "the game did not end at the table" in n]
    assert len(said) == 1 and said[0].startswith("seq 34: bob plays on") and "at seq 32" in said[0]


def test_fow_qa33b_recorded_end_then_play_on_is_game_over() -> None:
    name = "16g_events_after_lethal.jsonl"
    assert _LOGGED.rules(name) == [(31, "fow.game.over")]
    assert not any("plays on after the game ended" in n for n in _notes(name))


# -- 2. (F4) a header with no ruler ----------------------------------------------------------------------------------

def test_fow_qa33b_no_ruler_message_says_the_header_names_none() -> None:
    v = _LOGGED.verdict("16a_no_ruler.jsonl")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(0, "fow.setup.ruler", "alice")]
    msg = str(v.violations[0].message)
    assert msg == "the header names no ruler for alice"
    assert "hidden card" not in msg


# -- 3. (F5) the words quoted for fow.play.main-phase -----------------------------------------------------------------

def test_fow_qa33b_main_phase_quote_says_what_a_battle_allows() -> None:
    from projections import core, ruletexts as R

    rule = core.engine("force-of-will").RULES["fow.play.main-phase"]
    assert R.parse_ref(rule.ref)["section"] == "Ce que vous pouvez faire à n'importe quel moment"
    _, words = R.quote_parts("force-of-will", "fow.play.main-phase", "fr")
    text = " ".join([words] if isinstance(words, str) else words)
    assert "même durant le tour de votre adversaire ou durant un combat" in text
    assert "Chant-Instantané" in text and "capacité activée" in text
    assert "plusieurs actions dans n'importe quel ordre" not in text
    assert "main phase" in rule.text and "battle" in rule.text


# -- 4. (F6) a chant-standby after the opponent's attack is over ---------------------------------------------------

def test_fow_qa33b_standby_after_the_attack_says_no_attack_is_under_way() -> None:
    v = _LOGGED.verdict("19d_justice_after_battle_over.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(22, "fow.standby.trigger")]
    msg = str(v.violations[0].message)
    assert "no attack by alice is under way" in msg
    assert "has not happened" not in msg


# -- 5. (F2) the opponent's instant between the turn's end and the next draw: judged, kept -----------------------------

def test_fow_qa33b_opponent_instant_before_the_draw_stays_flagged_and_says_why() -> None:
    # « ① Phase de Pioche [...] Piochez une carte » opens the turn, and the end phase hands it over straight into it
    # (« Alors l'adversaire devient le joueur actif et commence son tour. »): no moment to act before the draw.
    from projections import core

    v = _LOGGED.verdict("24a_opponent_instant_before_active_draw.jsonl")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(22, "fow.turn.draw-phase", "bob")]
    assert "the turn begins with the draw phase, where alice draws a card, read as coming before any play" in str(v.violations[0].message)
    text = core.engine("force-of-will").RULES["fow.turn.draw-phase"].text
    # (qa35b #8: the rule's words are the seed's only; "Nothing is played, by either player, before that draw" was
    # the house's reading presented as a quotation, and is gone: the end phase's hand-over is quoted instead.)
    assert text.startswith("The turn begins with") and "begins their turn" in text and "before that draw" not in text
