"""Final Fantasy TCG: round 38's leftovers (/tmp/qa38d-ccs C3, /tmp/qa38g-fftcg, /tmp/qa38-input item 3). The logs are
kept whole in tests/logs/fftcg_qa39/.

F1. Damage a recorded effect dealt to a card a paper log had not named was lost: an unmodelled Ifrit 11-001 records
   ``damage(4000)`` on bob.1 (played unnamed); bob.1 attacks later named Gordon 1-160 (4000), and nothing was
   flagged (the recorded damage reached only named forwards). It is now kept on the card as an ability's is
   (Judge.hidden_hit) and judged as it is named: Gordon was broken at the hit, his attack the one fault
   (``fftcg.attack.not-a-forward``). Named Knight 1-165 (5000), the same log is clean.
F2. A paper draw naming a card not in the deck (alice.1, in the hand) took the first spare deck card (alice.6) in its
   place, so the next draw naming alice.6 was a second ``fftcg.log.unknown-card``. The card taken in its place is a
   label only (Board.effect_hidden): a later draw naming it drew another deck card, one flag. So for an id named
   twice in one draw (bob.6, bob.6, then bob.7 named).
F3. The first player's set-up hand line naming the hand and, last, her first turn's draw (alice.1 ... alice.6): one
   ``fftcg.draw.not-top`` (two before round 38b; in a paper log still two, the draw then missing). The table drew
   as it should: a note, the draw made as her turn begins. The hand, the turn draw and a second card on one line
   (alice.1 ... alice.7): one ``fftcg.draw.count`` (two before), alice.7 not drawn. The hand and a card not on top
   (alice.8): that draw's one ``fftcg.draw.not-top`` (three before). The same cards on their own lines are clean.
F4. A party with a member a paper log had not named: its shared element was never judged, so Tifa 1-016 (fire) with a
   card named Squall 1-041 (ice) later passed unflagged. The party is kept on the unnamed member
   (``Inst.hidden_party``) and judged as it is named: one ``fftcg.attack.party-element``, its words giving the seq
   of the attack; named Samurai 1-014 (fire), clean. A card that attacked unnamed and is named a backup later
   (Evoker 1-159) gave no flag for the attack and a wrong one instead (``fftcg.cp.source``, "already dull", the dull
   of a forward without Brave put on it): now one ``fftcg.attack.not-a-forward`` at the naming, for the attack, and
   no dull. (The undone effects of round 38, Mateus and Shiva on a card named a backup, were checked: one
   ``fftcg.target.invalid`` each, the card's later use by its owner clean; they stay pinned in
   tests/test_fftcg_qa38*_fixes.py.)
F5. A header deck entry as the seed prints it, ``"[1-009C] Cloud": 3``, was refused (exit 2). It is card 1-009 (the
   serial decides); a name that is not the serial's card's is refused naming the entry.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fftcg import logged, logged_board, rules_at

from ledger.errors import LogError
from ledger.log import parse_log
from projections import core
from projections.headers import header_by_card

F = "fftcg_qa39"
LOGS = Path(__file__).resolve().parent / "logs" / F


# -- F1. a recorded effect's damage to an unnamed card ----------------------------------------------------------

def test_recorded_damage_to_an_unnamed_card_named_gordon_later_broke_him_and_his_attack_is_the_one_fault():
    name = "recorded-damage-to-unnamed-later-attacks-as-gordon4000"
    v = logged(F, name)
    assert rules_at(v) == [(40, "fftcg.attack.not-a-forward")]
    assert v.violations[0].player == "bob"
    assert "the 4000 damage it took at seq 25" in v.violations[0].message
    assert logged_board(F, name, 39).cards["bob.1"].zone == "field"  # unnamed: not broken before it is named
    gordon = logged_board(F, name, 40).cards["bob.1"]
    assert (gordon.zone, gordon.serial) == ("break", "1-160")
    assert len(logged_board(F, name, 49).seat("alice").damage) == 0  # a broken forward's attack deals none


def test_recorded_damage_to_an_unnamed_card_named_knight_5000_is_clean_and_he_deals_his_damage():
    name = "recorded-damage-to-unnamed-later-attacks-as-knight5000-clean"
    v = logged(F, name)
    assert rules_at(v) == []
    assert logged_board(F, name, 40).cards["bob.1"].zone == "field"
    assert len(logged_board(F, name, 49).seat("alice").damage) == 1


# -- F2. a paper draw naming a card not in the deck is one flag ---------------------------------------------------

def test_a_paper_draw_naming_a_hand_card_is_one_flag_and_the_next_draw_naming_the_next_deck_cards_is_clean():
    name = "paper-draw-names-hand-card-then-next-draw-names-the-next-deck-cards"
    v = logged(F, name)
    assert rules_at(v) == [(1, "fftcg.log.unknown-card")]  # (21 was a second one)
    hand = logged_board(F, name, 21).seat("alice").hand
    assert {"alice.6", "alice.7"} <= set(hand) and len(hand) == len(set(hand))


def test_a_paper_draw_naming_one_card_twice_is_one_flag_and_the_card_taken_for_it_may_be_named_later():
    name = "paper-draw-names-one-card-twice-then-next-draw-names-the-next-deck-card"
    v = logged(F, name)
    assert rules_at(v) == [(11, "fftcg.log.unknown-card")]  # (34 was a second one)
    assert {"bob.6", "bob.7", "bob.8"} <= set(logged_board(F, name, 34).seat("bob").hand)


def test_a_paper_draw_naming_deck_cards_in_any_order_is_clean():
    assert rules_at(logged(F, "paper-draw-names-deck-cards-any-order-clean")) == []


# -- F3. the set-up hand line with the first turn's draw on it --------------------------------------------------

@pytest.mark.parametrize("name", ["setup-hand-plus-turn-draw-one-line", "setup-paper-hand-plus-turn-draw-one-line"])
def test_the_hand_line_naming_the_first_turns_draw_too_is_a_note_and_the_draw_is_made(name):
    v = logged(F, name)
    assert rules_at(v) == []
    assert any("alice.6" in n and "taken as alice's first turn's draw written on the same line" in n
               for n in v.notes)
    board = logged_board(F, name, 3)
    assert board.active == "alice" and board.turn == 1
    assert board.seat("alice").hand.count("alice.6") == 1 and "alice.3" in board.seat("alice").field


@pytest.mark.parametrize("name", ["setup-hand-plus-turn-draw-plus-extra-card-one-line-fault",
                                  "setup-paper-hand-plus-turn-draw-plus-extra-card-one-line-fault"])
def test_the_hand_line_naming_the_turn_draw_and_one_card_more_is_one_draw_count(name):
    v = logged(F, name)
    assert rules_at(v) == [(1, "fftcg.draw.count")]
    assert "alice.7" in v.violations[0].message and "the first player draws 1 card" in v.violations[0].message
    board = logged_board(F, name, 3)
    assert "alice.6" in board.seat("alice").hand and "alice.7" not in board.seat("alice").hand


def test_the_hand_line_naming_a_turn_draw_not_on_top_is_that_one_draw_fault_not_a_missing_draw_too():
    # (Before: 1 draw.not-top for the line, 3 turn.draw-first, and 22 draw.not-top, alice.8 never drawn.)
    name = "setup-hand-plus-turn-draw-not-on-top-one-line-fault"
    v = logged(F, name)
    assert rules_at(v) == [(1, "fftcg.draw.not-top")]
    assert "alice drew Summoner 1-040 (alice.8); the top of the deck was Magus 1-024 (alice.6)" in v.violations[0].message
    assert "alice.8" in logged_board(F, name, 3).seat("alice").hand


def test_the_hand_and_the_turn_draw_on_their_own_lines_are_clean():
    assert rules_at(logged(F, "setup-hand-then-turn-draw-own-line-clean")) == []


# -- F4. an unnamed party member, an unnamed attacker named a backup ---------------------------------------------

def test_a_party_with_an_unnamed_member_named_an_ice_squall_later_is_one_party_element_fault():
    name = "party-with-unnamed-member-later-named-squall-ice-fault"
    v = logged(F, name)
    assert rules_at(v) == [(105, "fftcg.attack.party-element")]
    assert v.violations[0].player == "alice"
    assert "attacked in a party at seq 68" in v.violations[0].message
    assert "Squall 1-041 (alice.2) is ice" in v.violations[0].message
    assert v.winner == "alice"  # the party's damage stood at the table


def test_the_same_party_with_the_member_named_a_fire_samurai_is_clean():
    v = logged(F, "party-with-unnamed-member-later-named-samurai-fire-clean")
    assert rules_at(v) == [] and v.winner == "alice"


def test_an_unnamed_card_that_attacked_named_a_backup_later_is_one_attack_fault_not_a_cp_fault():
    name = "unnamed-card-attacks-later-named-evoker-backup-fault"
    v = logged(F, name)
    assert rules_at(v) == [(44, "fftcg.attack.not-a-forward")]  # (was 44 fftcg.cp.source: "already dull")
    assert v.violations[0].player == "bob" and "attacked at seq 36" in v.violations[0].message
    board = logged_board(F, name, 44)
    assert board.cards["bob.1"].dull and "bob.6" in board.seat("bob").field  # dulled for CP here, the play made
    assert len(board.seat("alice").damage) == 1  # the attack's damage stood at the table


def test_the_same_card_not_attacking_named_a_backup_later_is_clean():
    assert rules_at(logged(F, "unnamed-card-no-attack-later-named-evoker-backup-clean")) == []


# -- F5. a deck entry as the seed prints it ----------------------------------------------------------------------

def _verify(name: str):
    return core.verify(parse_log((LOGS / f"{name}.jsonl").read_bytes(), f"{name}.jsonl"))


def test_a_deck_entry_as_the_seed_prints_it_is_the_serials_card():
    seed = _verify("deck-entry-seed-style-bracketed-serial-and-name")
    plain = _verify("deck-entry-plain-serial-twin")
    assert seed.violations == plain.violations == []
    assert seed.winner == plain.winner == "alice"
    # diff reads them as the same decks
    headers = [parse_log((LOGS / f"{n}.jsonl").read_bytes(), "m.jsonl").header
               for n in ("deck-entry-seed-style-bracketed-serial-and-name", "deck-entry-plain-serial-twin")]
    assert header_by_card("fftcg", headers[0]) == header_by_card("fftcg", headers[1])


def test_a_deck_entry_naming_another_card_than_its_serials_is_refused_naming_the_entry():
    with pytest.raises(LogError) as exc:
        _verify("deck-entry-seed-style-name-of-another-card")
    assert exc.value.field == "$.players[0].deck"
    assert str(exc.value).endswith("the entry '[1-009C] Tifa': 1-009 is 'Cloud', not 'Tifa'")
    first = json.loads((LOGS / "deck-entry-seed-style-name-of-another-card.jsonl").read_text().splitlines()[0])
    assert first["players"][0]["deck"]["[1-009C] Tifa"] == 3
