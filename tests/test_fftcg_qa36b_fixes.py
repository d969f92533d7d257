"""Final Fantasy TCG: the qa36 tester's findings on paper-table logs with real cards (/tmp/qa36-fftcg), and one of
the CLI fixer's, one test or more each. The logs are kept whole in tests/logs/fftcg_qa36b/.

1. A block by a dull forward (m3/m1 ``*_fault_dull_block``): one ``fftcg.block.dull``, but the block was read as no
   block (the seed's reading kept where nothing in a paper log decides), so the winner (m3: bob, with a
   ``fftcg.game.over`` after) or the final board (m1) was not the table's. Now the table's reading (the block
   fought as recorded) is followed, the seed's beside it, taking its place only where an event shows the table
   dealt the damage (a full-order draw naming the card the damage took).
2. A backup declared as an attacker (``f_m1_attack_with_backup``): one ``fftcg.attack.not-a-forward``, but its
   damage was not dealt, and the winner lost. Now the attack is carried on as the table took it (its damage dealt),
   beside it the seed's reading (no forward attacks, no damage), which takes its place where the log shows it.
3. A character played without its ``serials``, and a card discarded for CP without it, were
   ``fftcg.log.unknown-card``; now a note each, saying what is not checked (no rule is broken; the CP discard still
   makes 2 CP, checked against the cost). A party block with ``split`` left out where a split could break a member
   (the seed's own 7.2.4.4 example) was dealt "the way that breaks none of them"; now the members' fates are taken
   from the log (the blocking player's choice, which the seed's example makes). A play whose ``serials`` name a
   card it does not use (its id one off) is still that slip, flagged (the slips bench's id variants).

4. An EX Burst used of a damage card with no [EX] icon was ``fftcg.exburst.not-damage-card``, whose words are about
   the damage-zone card; now ``fftcg.exburst.no-ex-icon``, the seed's 5.2.2.1 (« une icône [EX] indique que la carte
   possède un [EXBURST] »).
5. (CLI fixer) A header ``"order": []`` or a short ``order`` became a deck of 0 or n cards, and the log was refused
   at a later event ("card id 'bob.6' is no card of this match"); now, as in Chrono Clash, a short order is the
   known top of the deck (the rest of the list hidden, named as revealed) and ``[]`` a paper deck.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fftcg import (attack, block, board_after, disc, discard, draw, logged, logged_board, passes, play, rules_at,
                   seat, to_end_of_turn, verify)
from fftcg import tester_log as _tester_log
from ledger.log import parse_log
from projections import core
from projections.fftcg import RULES, engine

F = "fftcg_qa36b"


def _final(name: str):
    """The board at the log's end, the reading the verdict keeps (engine.finish applied), as replay shows it."""
    log = _tester_log(F, name)
    board = core.board_at(log, log.events[-1].seq)
    engine.finish(board)
    return board


def _notes(name: str) -> list[str]:
    return [str(n) for n in logged(F, name).notes]


# -- 4. EX Burst of a card without the [EX] icon ---------------------------------------------------------------

def test_exburst_of_a_card_without_ex_icon_has_its_own_rule():
    v = logged(F, "f_m1_ex_burst_card_without_ex")
    assert rules_at(v) == [(82, "fftcg.exburst.no-ex-icon")]
    assert "has no EX Burst" in v.violations[0].message
    assert RULES["fftcg.exburst.no-ex-icon"].text == "A card has an EX Burst only if it shows the [EX] icon."
    assert v.result is not None and "alice wins" in str(v.result)


# -- 5. A short or empty order -----------------------------------------------------------------------------

def test_short_and_empty_order_read_as_known_top_and_paper_deck():
    v = logged(F, "order_short_and_empty")
    assert rules_at(v) == []
    assert "alice wins" in str(v.result)
    notes = _notes("order_short_and_empty")
    assert any("alice's deck order is known for its top 19 cards only" in n for n in notes)
    assert any("bob's deck order is unknown (paper log)" in n for n in notes)


def test_a_short_order_is_checked_against_the_cards_the_log_names():
    # alice's known top says alice.1 is Ranger 1-008; the log plays it as 1-003: that one fault, where it shows.
    v = logged(F, "order_short_wrong_top")
    assert rules_at(v) == [(2, "fftcg.log.unknown-card")]
    assert "alice wins" in str(v.result)


# -- 1. A block by a dull forward ----------------------------------------------------------------------------

def test_a_dull_forwards_block_is_one_fault_and_the_tables_winner():
    v = logged(F, "m3_fault_dull_block")
    assert rules_at(v) == [(86, "fftcg.block.dull")]
    assert "alice wins" in str(v.result)
    end = _final("m3_fault_dull_block")
    assert (len(end.seat("alice").damage), len(end.seat("bob").damage)) == (5, 6)


def test_a_dull_forwards_block_keeps_the_tables_board():
    # m1 seq 97: bob's dull Warrior of Light blocks alice's Firion, 8000 each: both broke at the table, bob took no
    # damage from that attack (4 at the end, not 5).
    v = logged(F, "m1_fault_dull_block")
    assert rules_at(v) == [(97, "fftcg.block.dull")]
    assert "bob wins" in str(v.result)
    end = _final("m1_fault_dull_block")
    assert end.cards["alice.6"].zone == "break" and end.cards["bob.6"].zone == "break"
    assert len(end.seat("bob").damage) == 4
    assert "alice.6" not in end.seat("alice").field and "bob.6" not in end.seat("bob").field


@pytest.mark.parametrize("name,winner", [("m3_clean", "bob wins"), ("m3_clean_hold_hands", "alice wins"),
                                         ("m1_clean", "alice wins"), ("m1_clean_hold_hands", "bob wins")])
def test_the_dull_block_twins_are_clean(name, winner):
    v = logged(F, name)
    assert rules_at(v) == [] and winner in str(v.result)


# -- 2. A backup declared as an attacker ---------------------------------------------------------------------

def test_a_backup_declared_as_attacker_deals_the_damage_the_table_dealt():
    v = logged(F, "f_m1_attack_with_backup")
    assert rules_at(v) == [(94, "fftcg.attack.not-a-forward")]
    assert "alice wins: bob took 7" in str(v.result)


A = seat("a", hand=["1-009", "1-010", "1-016", "1-014", "1-004"], deck=["1-012", "1-010", "1-020", "1-012", "1-014"])
B = seat("b", hand=["1-119", "1-160", "1-105", "1-105", "1-165"], deck=["1-159", "1-119", "2-129", "1-159"])


def _backup_attacks():
    """a plays Black Mage (a backup, a.2) in turn 1 and attacks with it in turn 3; b does not block."""
    return [draw("a", "a.6"), play("a", "a.2", disc("a.1")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"), draw("a", "a.7", "a.8"),
            *passes("a", "b"), *passes("a", "b"), attack("a", "a.2"), *passes("a", "b"), block("b", None),
            *passes("a", "b"), *to_end_of_turn("a", "b"), discard("a", "a.3")]


@pytest.mark.parametrize("drawn,damage", [(("b.9", "b.10"), 1), (("b.8", "b.9"), 0)])
def test_a_backups_attack_in_a_full_order_log_follows_the_next_draw(drawn, damage):
    # b's next draw shows whether the table dealt the damage (b.8 taken into the damage zone) or not.
    ev = _backup_attacks() + [draw("b", *drawn)]
    assert rules_at(verify([A, B], ev)) == [(26, "fftcg.attack.not-a-forward")]
    assert len(board_after([A, B], ev).seat("b").damage) == damage


# -- 3. Paper slips: a card left unnamed, a party's split left out -------------------------------------------

@pytest.mark.parametrize("name,seq,what", [("s_m1_one_play_unnamed", 151, "the character played"),
                                           ("s_m1_cp_discard_unnamed", 108, "a CP source for Agrias")])
def test_an_unnamed_play_or_cp_discard_is_a_note(name, seq, what):
    v = logged(F, name)
    assert rules_at(v) == [] and "alice wins" in str(v.result)
    assert any(n.startswith(f"seq {seq}: the log does not say which card") and what in n for n in _notes(name))


def test_an_unnamed_cp_discard_still_counts_its_cp():
    a, b = seat("a"), seat("b")
    del a["order"], b["order"]

    def pl(card, *pay, serial):
        return {**play("a", card, *pay), "serials": {card: serial}}
    # Zack (cost 3) paid with one unnamed discard: 2 CP, too few; Gadot (cost 2) with two: too many.
    assert rules_at(verify([a, b], [draw("a", "a.6"), pl("a.1", disc("a.2"), serial="1-012")])) == \
        [(2, "fftcg.cp.not-enough")]
    assert rules_at(verify([a, b], [draw("a", "a.6"), pl("a.1", disc("a.2"), disc("a.3"), serial="1-007")])) == \
        [(2, "fftcg.cp.excess")]
    assert rules_at(verify([a, b], [draw("a", "a.6"), pl("a.1", disc("a.2"), serial="1-007")])) == []


def test_the_seeds_party_example_without_its_split_leaves_the_fates_to_the_log():
    # Gadot 4000 + Red XIII 5000 blocked by Leila 6000, split left out: the one flag; Leila broken; which member
    # (if any) broke is the blocking player's choice, not "none of them": both marked fate_unknown.
    name = "short_party_seed_example_split_left_out"
    v = logged(F, name)
    assert rules_at(v) == [(30, "fftcg.block.split")]
    assert not any("breaks none of them" in n for n in _notes(name))
    end = logged_board(F, name, 37)
    assert end.cards["bob.1"].zone == "break"
    assert end.cards["alice.1"].fate_unknown and end.cards["alice.2"].fate_unknown
    assert end.cards["alice.1"].damage == 0 and end.cards["alice.2"].damage == 0


@pytest.mark.parametrize("name,broken", [("short_party_seed_example_split_clean", None),
                                         ("short_party_seed_example_split_other_way_clean", None)])
def test_the_seeds_party_example_with_its_split_is_clean(name, broken):
    assert rules_at(logged(F, name)) == []
    end = logged_board(F, name, 37)
    assert end.cards["bob.1"].zone == "break"
    assert [c for c in ("alice.1", "alice.2") if end.cards[c].zone == "break"] != []


def test_a_play_whose_serials_name_another_card_is_still_flagged():
    # The paper sample's seq 116 with the played card's id one off: its serials name the card meant, under its own
    # id, so the card played unnamed is that slip (fftcg.log.unknown-card), not a card the author left unnamed.
    path = Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg" / "paper-table-stack-and-party-attack.jsonl"
    lines = [ln for ln in path.read_text().splitlines() if ln.strip() and '"closing"' not in ln]
    events = [json.loads(ln) for ln in lines[1:]]
    ev = next(e for e in events if e["seq"] == 116)
    assert ev["type"] == "CharacterPlayed" and ev["card"] in ev["serials"]
    pre, _, num = ev["card"].rpartition(".")
    ev["card"] = f"{pre}.{int(num) + 1}"
    log = parse_log(("\n".join([lines[0], *map(json.dumps, events)]) + "\n").encode(), "t.jsonl")
    assert rules_at(core.verify(log)) == [(116, "fftcg.log.unknown-card")]
