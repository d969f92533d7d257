"""FFTCG findings of a third outside QA pass against the seed (003_..., rules V2): each a log that was
judged wrong, with its legal variant beside it.

- H1: a recorded amount of 0 or less draws nothing and deals nothing (a negative value counts as 0
  [ref (4.3.)]); an amount left out is one.
- H2: a party's damage split is judged when damage is dealt, against the blocker's power then
  [ref (10.1.4.2.)] [ref (10.1.4.2.1.)]; a member removed from combat takes none of it [ref (10.1.3.3.)].
- H3: ``cannot-attack`` / ``cannot-block`` recorded effects (until the end of the turn, the seed's Lulu
  [ref (10.1.2.1.2.)]); a note for an effect that looks like a slip of a vocabulary word; a recorded target
  that is no card or player; a recorded effect whose source the engine models (``fftcg.log.effect-source``).
- H4: a player taking two turns in a row breaks [ref (9.5.1.5)], flagged once.
- H5: a block declared by the attacking player: the block is the defending player's to declare.
- H6: a negative share of a party's split: a value a player chooses is positive [ref (4.1.)].
- H7: the block cost's exact-payment sentences [ref (10.1.3.1.3.)] are the block cost rule's words.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from fftcg import (attack, block, board_after, card, cast, disc, discard, draw, make_log, pass_, passes, play,
                   recorded, resolved, seat, to_end_of_turn, verify)

from ledger.fftcg import EffectRecorded
from projections import core
from projections.fftcg.engine import step


def _found(result):
    return [(v.seq, v.player, v.rule) for v in result.violations]


# -- H1: a recorded amount of 0 or less does nothing [ref (4.3.)] ----------------------------------------------

A = seat("a")
B = seat("b")


def test_player_damage_0_deals_no_point_and_wins_no_game():
    """n5: six points, then player-damage(0): b has six points, the game goes on (it was 'a wins', clean)."""
    ev = [draw("a", "a.6"), recorded("a", "player-damage(6)", "b"), recorded("a", "player-damage(0)", "b")]
    result = verify([A, B], ev)
    assert result.violations == []
    board = board_after([A, B], ev)
    assert len(board.seat("b").damage) == 6
    assert not board.over and board.winner is None


def test_player_damage_1_after_six_wins_the_game():
    ev = [draw("a", "a.6"), recorded("a", "player-damage(6)", "b"), recorded("a", "player-damage(1)", "b")]
    assert verify([A, B], ev).violations == []
    board = board_after([A, B], ev)
    assert len(board.seat("b").damage) == 7 and board.over and board.winner == "a"


def test_player_damage_negative_is_flagged_and_deals_no_point():
    ev = [draw("a", "a.6"), recorded("a", "player-damage(6)", "b"), recorded("a", "player-damage(-1)", "b")]
    assert _found(verify([A, B], ev)) == [(3, "a", "fftcg.number.negative")]
    board = board_after([A, B], ev)
    assert len(board.seat("b").damage) == 6 and not board.over


def test_draw_0_draws_nothing():
    ev = [draw("a", "a.6"), recorded("a", "draw(0)", "a")]
    assert verify([A, B], ev).violations == []
    assert len(board_after([A, B], ev).seat("a").hand) == 6


def test_draw_negative_is_flagged_and_draws_nothing():
    ev = [draw("a", "a.6"), recorded("a", "draw(-1)")]
    assert _found(verify([A, B], ev)) == [(2, "a", "fftcg.number.negative")]
    assert len(board_after([A, B], ev).seat("a").hand) == 6


def test_draw_1_and_draw_without_an_amount_draw_one_card_each():
    ev = [draw("a", "a.6"), recorded("a", "draw(1)", "a"), recorded("a", "draw")]
    assert verify([A, B], ev).violations == []
    assert board_after([A, B], ev).seat("a").hand[-2:] == ["a.7", "a.8"]


# -- H2: the split is judged at damage [ref (10.1.4.2.)] [ref (10.1.4.2.1.)] [ref (10.1.3.3.)] -----------------

# a: Cloud (fire 2, 5000) and Tifa (fire 2, 4000), each paid with a Samurai (fire). b: Knight (water 2, 5000)
# paid with an Evoker (water); a pump (+4000 to a forward) and a bounce (a forward to its owner's hand), water
# summons of 1, paid with a Tidus (water).
PUMP = card("9-915", "summon", 1, ["water"], name="QA BigPump", summon=[{"do": "power", "target": "forward", "amount": 4000}])
BOUNCE = card("9-916", "summon", 1, ["water"], name="QA Bounce", summon=[{"do": "return", "target": "forward"}])
PARTY = seat("a", hand=["1-009", "1-014", "1-014", "1-016", "1-016"])
KNIGHT = seat("b", hand=["1-165", "1-159", "9-915", "1-163", "9-916"])
CARDS = [PUMP, BOUNCE]


def _party_blocked(split):
    """T1 a: Cloud, Tifa. T2 b: Knight. T3 a: Cloud and Tifa attack as a party; the Knight blocks with ``split``;
    a passes, b has priority."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), play("a", "a.4", disc("a.3")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1", "a.4"),
            *passes("a", "b"), block("b", "b.1", split=split), pass_("a")]


def _then(summon, target):
    return [cast("b", summon, disc("b.4"), targets=[target]), *passes("a", "b"), resolved("b", summon),
            *passes("a", "b")]


def test_a_split_of_the_pumped_power_is_clean():
    """s3: the Knight, pumped to 9000 after the block, shares 9000 (it was flagged at the block)."""
    ev = _party_blocked({"a.1": 5000, "a.4": 4000}) + _then("b.3", "b.1")
    assert verify([PARTY, KNIGHT], ev, cards=CARDS).violations == []
    board = board_after([PARTY, KNIGHT], ev, cards=CARDS)
    assert [board.cards[c].zone for c in ("a.1", "a.4", "b.1")] == ["break", "break", "break"]


def test_a_split_of_the_power_at_the_block_is_flagged_when_damage_is_dealt():
    """s1: the split gives 5000, the Knight deals 9000 at damage: flagged at the pass that deals it, on b."""
    ev = _party_blocked({"a.1": 5000}) + _then("b.3", "b.1")
    found = verify([PARTY, KNIGHT], ev, cards=CARDS).violations
    assert [(v.seq, v.player, v.rule) for v in found] == [(len(ev), "b", "fftcg.block.split")]
    assert "9000" in found[0].message


def test_a_split_of_the_power_with_no_pump_is_clean():
    ev = _party_blocked({"a.1": 5000}) + passes("b", "a")
    assert verify([PARTY, KNIGHT], ev, cards=CARDS).violations == []
    board = board_after([PARTY, KNIGHT], ev, cards=CARDS)
    assert board.cards["a.1"].zone == "break" and board.cards["a.4"].zone == "field"


def test_the_one_member_left_takes_all_the_blockers_damage():
    """s2: the split gave Cloud all 5000; Cloud is returned to the hand: Tifa (4000), alone, takes 5000."""
    ev = _party_blocked({"a.1": 5000}) + _then("b.5", "a.1")
    assert verify([PARTY, KNIGHT], ev, cards=CARDS).violations == []
    board = board_after([PARTY, KNIGHT], ev, cards=CARDS)
    assert board.cards["a.1"].zone == "hand"
    assert board.cards["a.4"].zone == "break"  # it was left standing with no damage
    assert board.cards["b.1"].zone == "field" and board.cards["b.1"].damage == 4000


# A party of three (fire forwards of cost 0: 2000, 3000, 4000) against the Knight; b returns the first.
TRIO = [card("9-901", "forward", 0, ["fire"], power=2000), card("9-902", "forward", 0, ["fire"], power=3000),
        card("9-903", "forward", 0, ["fire"], power=4000)]
THREE = seat("a", hand=["9-901", "9-902", "9-903"])


def _trio_blocked_first_returned(split):
    return [draw("a", "a.6"), play("a", "a.1"), play("a", "a.2"), play("a", "a.3"), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1", "a.2", "a.3"),
            *passes("a", "b"), block("b", "b.1", split=split), pass_("a"), *_then("b.5", "a.1")]


def test_two_members_left_whose_shares_do_not_total_the_power_are_flagged_and_dealt_as_recorded():
    """The removed member's 2000 is dealt to nobody: the shares left (3000 + 0) do not share the Knight's 5000."""
    ev = _trio_blocked_first_returned({"a.1": 2000, "a.2": 3000, "a.3": 0})
    assert _found(verify([THREE, KNIGHT], ev, cards=CARDS + TRIO)) == [(len(ev), "b", "fftcg.block.split")]
    board = board_after([THREE, KNIGHT], ev, cards=CARDS + TRIO)
    assert board.cards["a.2"].zone == "break" and board.cards["a.3"].zone == "field"
    assert board.cards["a.3"].damage == 0


def test_two_members_left_whose_shares_total_the_power_are_clean():
    ev = _trio_blocked_first_returned({"a.1": 0, "a.2": 3000, "a.3": 2000})
    assert verify([THREE, KNIGHT], ev, cards=CARDS + TRIO).violations == []
    board = board_after([THREE, KNIGHT], ev, cards=CARDS + TRIO)
    assert board.cards["a.2"].zone == "break" and board.cards["a.3"].damage == 2000


# -- H3: recorded effects ---------------------------------------------------------------------------------------

# a: Cloud (fire 2, 5000, Haste) paid with a Samurai. b: Knight (water 2, 5000) paid with an Evoker; Lulu 1-149,
# Tidus 1-163 and Gadot 1-007 in hand; Serafie 1-109 on top of the deck.
CLOUD = seat("a", hand=["1-009", "1-014", "1-005", "1-005", "1-005"])
LULU = seat("b", hand=["1-165", "1-159", "1-149", "1-163", "1-007"], deck=["1-109"])


def _cloud_in_play():
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *passes("a", "b"), *passes("a", "b")]


def test_a_recorded_cannot_attack_forbids_the_attack_this_turn():
    """The seed's own example, Lulu 1-149 [ref (10.1.2.1.2.)]: it was accepted and not applied."""
    ev = _cloud_in_play() + [recorded("b", "cannot-attack", "a.1"), attack("a", "a.1")]
    assert _found(verify([CLOUD, LULU], ev)) == [(len(ev), "a", "fftcg.attack.cannot-attack")]


def test_a_recorded_cannot_attack_ends_with_the_turn():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), recorded("b", "cannot-attack", "a.1"),
          *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"),
          discard("b", "b.6", "b.7"), draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1")]
    assert verify([CLOUD, LULU], ev).violations == []


def _knight_and_cloud_turn_3(effect_turn_2=(), effect_turn_3=()):
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *effect_turn_2, *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *effect_turn_3, *passes("a", "b"), *passes("a", "b"), attack("a", "a.1"),
            *passes("a", "b"), block("b", "b.1")]


def test_a_recorded_cannot_block_forbids_the_block_this_turn():
    ev = _knight_and_cloud_turn_3(effect_turn_3=[recorded("a", "cannot-block", "b.1")])
    assert _found(verify([CLOUD, LULU], ev)) == [(len(ev), "b", "fftcg.block.cannot-block")]


def test_a_recorded_cannot_block_of_the_turn_before_has_ended():
    ev = _knight_and_cloud_turn_3(effect_turn_2=[recorded("a", "cannot-block", "b.1")])
    assert verify([CLOUD, LULU], ev).violations == []


def _note_of(ev):
    log = make_log([CLOUD, LULU], ev)
    return " | ".join(core.board_at(log, len(ev)).notes)


def test_an_effect_like_a_slip_of_the_vocabulary_is_noted_with_the_word_it_resembles():
    ev = _cloud_in_play() + [recorded("b", "damge(9000)", "a.1"), recorded("b", "player-damage(1e3)", "a")]
    assert verify([CLOUD, LULU], ev).violations == []  # free text for unmodelled card text: a note, not a violation
    notes = _note_of(ev)
    assert "'damge(9000)' is not one the engine applies; recorded only (did you mean 'damage(N)'?)" in notes
    assert "(did you mean 'player-damage(N)'?)" in notes
    board = board_after([CLOUD, LULU], ev)
    assert board.cards["a.1"].zone == "field" and board.cards["a.1"].damage == 0 and board.seat("a").damage == []


def test_free_text_unlike_any_vocabulary_word_gets_no_suggestion():
    ev = _cloud_in_play() + [recorded("b", "look at the top card of the deck")]
    assert verify([CLOUD, LULU], ev).violations == []
    assert "did you mean" not in _note_of(ev)


def _step_recorded(targets):
    """The engine's own judgement of an EffectRecorded, on the board after Cloud is played (a log naming an
    unknown id may be refused before the engine sees it: this is the engine's check behind that)."""
    ev = _cloud_in_play()
    board = board_after([CLOUD, LULU], ev)
    return step(board, EffectRecorded(seq=len(ev) + 1, player="b", effect="break", targets=targets)), board


def test_a_recorded_target_that_is_no_card_or_player_is_flagged():
    found, _ = _step_recorded(["zzz"])
    assert [(v.rule, v.message) for v in found] == [
        ("fftcg.log.unknown-card", "'zzz' is not a card or player of this match")]


def test_a_recorded_target_of_the_match_is_clean():
    found, board = _step_recorded(["a.1"])
    assert found == [] and board.cards["a.1"].zone == "break"


def _with_source(source):
    ev = _cloud_in_play()
    return ev + [{**recorded("b", "break", "a.1"), "source": source}]


def test_an_effect_recorded_for_a_modelled_card_is_flagged_and_applied():
    """Cloud 1-009 is a pool card: the engine carries out its abilities itself."""
    ev = _with_source("a.1")
    found = verify([CLOUD, LULU], ev).violations
    assert [(v.seq, v.player, v.rule) for v in found] == [(len(ev), "b", "fftcg.log.effect-source")]
    assert board_after([CLOUD, LULU], ev).cards["a.1"].zone == "break"


def test_an_effect_recorded_for_an_unmodelled_card_or_no_card_is_clean():
    # Lulu 1-149: in the pool, "modelled": false; Gadot 1-007: statistics only; Serafie 1-109: a pool card
    # whose EX Burst is not modelled (an EffectRecorded says what it did).
    for ev in (_with_source("b.3"), _with_source("b.5"), _with_source("b.6"), _cloud_in_play() + [recorded("b", "break", "a.1")]):
        assert verify([CLOUD, LULU], ev).violations == []
        assert board_after([CLOUD, LULU], ev).cards["a.1"].zone == "break"


# -- H4: two turns in a row [ref (9.5.1.5)] ----------------------------------------------------------------------

def test_the_first_player_taking_two_turns_in_a_row_is_flagged_once():
    """t1: a's turn 1 ends; a draws again. It was flagged twice under the draw count ("the first player draws
    1 in the first turn")."""
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"), draw("a", "a.7", "a.8")]
    assert _found(verify([A, B], ev)) == [(len(ev), "a", "fftcg.turn.not-your-turn")]
    ev += [*to_end_of_turn("a", "b"), discard("a", "a.7", "a.8"), draw("b", "b.6", "b.7")]
    assert _found(verify([A, B], ev)) == [(len(ev) - 10, "a", "fftcg.turn.not-your-turn")]
    board = board_after([A, B], ev)
    assert (board.turn, board.active) == (3, "b")


def test_the_next_player_drawing_after_the_end_phase_is_clean():
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"), draw("b", "b.6", "b.7")]
    assert verify([A, B], ev).violations == []


def test_the_second_player_taking_two_turns_has_its_active_phase_and_no_follow_on_flags():
    """tt1: b's Knight, dulled in b's turn, activates in b's second turn and attacks; a's turn follows."""
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
          draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), recorded("a", "dull", "b.1"),
          *to_end_of_turn("b", "a"),
          draw("b", "b.8", "b.9"), *passes("b", "a"), *passes("b", "a"), attack("b", "b.1"), *passes("b", "a"),
          block("a", None), *passes("b", "a"), *passes("b", "a"), *passes("b", "a"), discard("b", "b.8", "b.9"),
          draw("a", "a.8", "a.9")]  # a.7 went to a's damage zone
    turn3 = ev.index(draw("b", "b.8", "b.9")) + 1
    assert _found(verify([CLOUD, LULU], ev)) == [(turn3, "b", "fftcg.turn.not-your-turn")]
    board = board_after([CLOUD, LULU], ev)
    assert len(board.seat("a").damage) == 1 and (board.turn, board.active) == (4, "a")


# -- H5: the block is the defending player's [ref (10.1.3.1.)] ----------------------------------------------------

def test_a_block_declared_by_the_attacking_player_says_the_block_is_the_defenders():
    ev = _knight_and_cloud_turn_3()[:-1] + [block("a", "b.1")]
    found = verify([CLOUD, LULU], ev).violations
    assert (found[0].seq, found[0].player, found[0].rule) == (len(ev), "a", "fftcg.block.timing")
    assert found[0].message == ("a declared a block, but blocking a's own attack is b's decision: the player whose "
                                "turn it is not blocks")


def test_a_block_declared_by_the_defending_player_is_clean():
    assert verify([CLOUD, LULU], _knight_and_cloud_turn_3()).violations == []


# -- H6: a negative share [ref (4.1.)] ----------------------------------------------------------------------------

def test_a_negative_share_of_the_split_is_said_to_be_negative():
    """p2: {6000, -1000} against a 5000 Knight: flagged once, at the block, for the negative share."""
    ev = _party_blocked({"a.1": 6000, "a.4": -1000}) + [pass_("b")]
    found = verify([PARTY, KNIGHT], ev, cards=CARDS).violations
    assert [(v.seq, v.player, v.rule) for v in found] == [(len(ev) - 2, "b", "fftcg.block.split")]
    assert "Tifa 1-016 (a.4) a negative share" in found[0].message


def test_a_share_of_0_is_clean():
    ev = _party_blocked({"a.1": 5000, "a.4": 0}) + [pass_("b")]
    assert verify([PARTY, KNIGHT], ev, cards=CARDS).violations == []


# -- H7: the block cost's own words [ref (10.1.3.1.3.)] -----------------------------------------------------------

def _audit():
    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root / "scripts"))
    spec = importlib.util.spec_from_file_location("rules_audit", root / "scripts" / "rules_audit.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["rules_audit"] = mod
    spec.loader.exec_module(mod)
    return mod


def test_the_block_sections_exact_payment_sentences_are_the_block_cost_rules():
    block_section = [s for s in _audit().audit("fftcg", "fr") if s.section.startswith("7.2.4.3.")]
    exact = [s for s in block_section if s.text.startswith(("Lors du paiement du coût en CP",
                                                            "Cependant un excé d'un CP est autorisé"))]
    assert len(exact) == 2
    for s in exact:
        assert "fftcg.block.cost" in s.rules, (s.text, s.rules)
