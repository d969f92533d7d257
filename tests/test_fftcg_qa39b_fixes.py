"""Final Fantasy TCG: the round-39 regression tester's findings on this round's FFTCG changes (/tmp/qa39c-fftcg).
The logs are the tester's, kept whole in tests/logs/fftcg_qa39b/.

A1. The first player's set-up hand line naming, last, her first turn's draw too (alice.1 ... alice.6: a note, the
   draw made as her turn begins), then her own draw line naming another card only (alice.7): the table drew 2 cards
   in the first turn. The owed draw was dropped without a word, so a paper log came out clean (full order:
   ``fftcg.draw.not-top`` at that line and again at her next turn's draw). Now the owed draw is carried out first
   and that line is the first turn's second draw, its one ``fftcg.draw.count``: in paper and full-order logs, the
   hand split over lines, after a mulligan, and with the line before the other player's hand line (then flagged
   there, the card taken as drawn, the owed draw still made as the turn begins). No later flag.
B1. Recorded damage on a card a paper log had not named, with an aura whose source was also unnamed at the hit
   (Cait Sith 1-131, "your other lightning forwards gain +1000 power", played unnamed): the aura was not counted
   when the hit was judged, so Roche 14-095 (4000) was broken by 4000 damage and his attack flagged. The cards on
   the field at the hit are kept with it, each counted as the log has named it by the time the hit is judged (the
   same event's serials too); Roche survives. Without Cait Sith, or with the card named Gordon (no aura), or with
   Cait Sith arriving after the hit, he is still broken: one ``fftcg.attack.not-a-forward``.
E1. Header deck entries as the seed prints them were refused (exit 2): ``"[2-129L] Cécil"``, ``"[3-146H] Minerve"``
   (Minerva), ``"[2-007L] Xande, premier empereur"`` (Emperor Xande), and names from the data's quirks:
   ``"[17-085C] Ovjang & Mnejing"`` (the data holds ``&amp;``), ``Braska's`` with a straight apostrophe, a lowercase
   rarity letter (``[1-009c] Cloud``). The serial decides: its card's name written another way, its French name
   or any name close to no other card's is that card; only a name clearly another card's is refused
   (``"[1-009C] Tifa"``, still). (E2, a seed-style serial in an event, ``"[1-016C] Tifa"``, was read already: pinned.)
A4/C2. A card that attacked unnamed more than once (at 68 in a party, at 105), then named Black Mage 1-010 (a backup):
   only its first attack was flagged (named by a pass at 106), or only the attack naming it (named by its attack at
   105: the one at 68 lost). Each attack is its own fault, in its own turn: each is flagged now, once, at the event
   naming the card, as the twin named at its play flags 68, 105 and 143. The same fault got
   ``fftcg.attack.party-element`` when the card (Evoker 1-159, water, beside fire Tifa) was named by its next attack
   and ``fftcg.attack.not-a-forward`` when named by a pass: now ``fftcg.attack.not-a-forward`` both ways (a backup in
   a party is not a forward; its party's element is not judged again).
B2. A modelled Ifrit 1-004's 4000 damage, restated by an ``EffectRecorded`` ``damage(4000)`` right after its
   ``Resolved``: flagged ``fftcg.log.effect-source`` and applied a second time (8000: Knight 1-165, 5000, broken,
   his later attack flagged). A record right after the resolution restating what it did (the same effect and
   amount on its targets) is now its record, as in Force of Will: a note, not carried out again; Knight survives.
   (Restated before the ``Resolved``: still flagged and applied, as before.)
"""

from __future__ import annotations

import pytest

from fftcg import logged, logged_board, rules_at
from ledger.errors import LogError

_F = "fftcg_qa39b"


def _rules(name: str) -> list[tuple[int, str]]:
    return rules_at(logged(_F, name))


# -- A1. a second turn-1 draw after the hand line that carries the turn draw ----------------------------------------

@pytest.mark.parametrize("name, seq", [
    ("setup-P-hand-plus-top-then-extra-turn1-draw-fault", 3),
    ("setup-A-hand-plus-top-then-extra-turn1-draw-alice7-fault", 3),
    ("setup-A-hand-plus-top-then-immediate-extra-draw-alice7-fault", 2),
    ("setup-M-mulligan-redraw-plus-top-then-extra-draw-fault", 5),
    ("setup-P-hand-split-last-line-plus-top-then-extra-draw-alice7-fault", 4),
    ("setup-P-hand-plus-top-then-extra-draw-then-discards-alice6-fault", 3),
])
def test_fftcg_qa39b_a1_extra_turn1_draw_after_the_owed_draw_is_one_draw_count(name: str, seq: int) -> None:
    assert _rules(name) == [(seq, "fftcg.draw.count")]


@pytest.mark.parametrize("name, seq, hand", [
    ("setup-P-hand-plus-top-then-extra-turn1-draw-fault", 3, 7),
    ("setup-A-hand-plus-top-then-extra-turn1-draw-alice7-fault", 3, 7),
    ("setup-A-hand-plus-top-then-immediate-extra-draw-alice7-fault", 3, 6),
])
def test_fftcg_qa39b_a1_both_cards_drawn(name: str, seq: int, hand: int) -> None:
    alice = logged_board(_F, name, seq).seat("alice")
    assert "alice.7" in alice.hand and len(alice.hand) == hand
    # the owed draw: in the hand (the turn begun), or still on top, made as the first turn begins
    assert "alice.6" in alice.hand if hand == 7 else alice.deck[0] == "alice.6"


def test_fftcg_qa39b_a1_before_the_other_hand_line_the_owed_draw_made_as_the_turn_begins() -> None:
    b = logged_board(_F, "setup-A-hand-plus-top-then-immediate-extra-draw-alice7-fault", 5)
    assert b.turn == 1 and "alice.6" in b.seat("alice").hand and len(b.seat("bob").hand) == 5


@pytest.mark.parametrize("name", [
    "setup-A-hand-plus-top-then-turn1-line-alice6-restated",
    "setup-P-hand-plus-top-then-turn1-line-alice6-restated",
    "setup-A-hand-split-last-line-hand-card-plus-top-clean",
    "setup-P-hand-split-last-line-hand-card-plus-top-clean",
    "setup-M-mulligan-redraw-plus-top-one-line-clean",
])
def test_fftcg_qa39b_a1_clean_twins_are_clean(name: str) -> None:
    assert _rules(name) == []


@pytest.mark.parametrize("name", ["setup-A-hand-plus-top-then-turn1-line-alice6-alice7-fault",
                                  "setup-P-hand-plus-top-then-turn1-line-alice6-alice7-fault"])
def test_fftcg_qa39b_a1_turn_line_with_the_owed_card_and_another_still_one_flag(name: str) -> None:
    assert _rules(name) == [(3, "fftcg.draw.count")]


# -- B1. an aura whose source was unnamed at the hit -------------------------------------------------------------

@pytest.mark.parametrize("name", ["dmg-aura-caitsith-unnamed-at-hit-named-later-roche-survives-clean",
                                  "dmg-aura-caitsith-and-roche-named-on-the-attack-clean",
                                  "dmg-aura-caitsith-roche4000-survives-clean"])
def test_fftcg_qa39b_b1_aura_of_a_source_unnamed_at_the_hit_counts(name: str) -> None:
    assert _rules(name) == []
    roche = logged_board(_F, name, 41).cards["bob.1"]
    assert roche.zone == "field" and roche.serial == "14-095"


@pytest.mark.parametrize("name, seq", [("dmg-aura-no-caitsith-roche4000-broken-fault", 40),
                                       ("dmg-aura-caitsith-but-named-gordon-water-broken-fault", 41),
                                       ("dmg-aura-caitsith-arrives-after-hit-roche-broken-fault", None)])
def test_fftcg_qa39b_b1_no_aura_at_the_hit_still_breaks(name: str, seq: int | None) -> None:
    found = _rules(name)
    assert [r for _, r in found] == ["fftcg.attack.not-a-forward"]
    if seq is not None:
        assert found[0][0] == seq


# -- E1. seed-printed deck entries ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name, serial", [
    ("deck-entry-seed-quote-cecil-accent", "2-129"),
    ("deck-entry-seed-quote-minerve-french", "3-146"),
    ("deck-entry-seed-quote-xande-french", "2-007"),
    ("deck-entry-ampersand-name", "17-085"),
    ("deck-entry-straight-apostrophe", "11-015"),
    ("deck-entry-lowercase-rarity", "1-009"),
    ("deck-entry-english-cecil", "2-129"),
])
def test_fftcg_qa39b_e1_seed_printed_deck_entries_are_read(name: str, serial: str) -> None:
    result = logged(_F, name)
    assert rules_at(result) == [] and result.winner == "alice"
    assert logged_board(_F, name, 1).seat("alice").decklist.get(serial, 0) >= 1


def test_fftcg_qa39b_e1_another_cards_name_still_refused() -> None:
    with pytest.raises(LogError) as exc:
        logged(_F, "deck-order-seed-style-wrong-name-refused")
    assert str(exc.value).endswith("the entry '[1-009C] Tifa': 1-009 is 'Cloud', not 'Tifa'")


def test_fftcg_qa39b_e2_seed_style_serial_in_an_event_is_read() -> None:
    assert rules_at(logged(_F, "event-serial-seed-style-right-name-clean")) == []
    assert logged_board(_F, "event-serial-seed-style-right-name-clean", 3).cards["alice.1"].serial == "1-016"


# -- A4/C2. an unnamed card's attacks, named a backup --------------------------------------------------------------

_NAF = "fftcg.attack.not-a-forward"


@pytest.mark.parametrize("name, expected", [
    ("party-unnamed-attacks-twice-then-named-black-mage-fault", [(106, _NAF), (106, _NAF), (143, _NAF)]),
    ("party-unnamed-named-black-mage-backup-fault", [(105, _NAF), (105, _NAF), (143, _NAF)]),
    ("party-member-named-black-mage-at-play-each-attack-flagged", [(68, _NAF), (105, _NAF), (143, _NAF)]),
    ("party-unnamed-named-water-evoker-by-its-next-attack-fault", [(105, _NAF), (105, _NAF), (143, _NAF)]),
    ("party-unnamed-named-water-evoker-right-after-fault", [(69, _NAF), (105, _NAF), (143, _NAF)]),
])
def test_fftcg_qa39b_a4_each_attack_of_a_card_named_a_backup_flagged_once(name: str, expected: list) -> None:
    result = logged(_F, name)
    assert rules_at(result) == expected and result.winner == "alice"


def test_fftcg_qa39b_a4_the_flags_name_each_attack() -> None:
    words = [str(v.message) for v in logged(_F, "party-unnamed-attacks-twice-then-named-black-mage-fault").violations]
    assert "attacked at seq 68" in words[0] and "attacked at seq 105" in words[1]
    words = [str(v.message) for v in logged(_F, "party-unnamed-named-black-mage-backup-fault").violations]
    assert "attacked at seq 68" in words[0]


def test_fftcg_qa39b_a4_party_rule_unchanged() -> None:
    assert rules_at(logged(_F, "party-unnamed-named-samurai-on-priority-pass-right-after-clean")) == []
    assert rules_at(logged(_F, "party3-two-unnamed-first-named-squall-fault-once")) == [
        (138, "fftcg.attack.party-element"), (138, "fftcg.attack.party-element")]


# -- B2. a modelled summon's damage restated right after its resolution -------------------------------------------

@pytest.mark.parametrize("name", ["dmg-modelled-ifrit-restated-after-resolved-knight5000-clean",
                                  "dmg-modelled-ifrit-restated-after-resolved-on-named-knight5000",
                                  "dmg-modelled-ifrit-no-record-knight5000-clean"])
def test_fftcg_qa39b_b2_restated_damage_is_the_resolutions_record(name: str) -> None:
    result = logged(_F, name)
    assert rules_at(result) == []
    knight = logged_board(_F, name, 40).cards["bob.1"]
    assert knight.zone == "field" and knight.serial == "1-165"


def test_fftcg_qa39b_b2_the_note_says_so() -> None:
    notes = [str(n) for n in logged(_F, "dmg-modelled-ifrit-restated-after-resolved-knight5000-clean").notes]
    assert any("seq 26: the effect 'damage(4000)' recorded for Ifrit 1-004 (alice.3) is what its resolution just did"
               in n for n in notes)


def test_fftcg_qa39b_b2_a_misrecord_right_after_is_still_flagged() -> None:
    # (the tester's log, its record made damage(5000): not what Ifrit did)
    found = rules_at(logged(_F, "dmg-modelled-ifrit-misrecorded-5000-after-resolved-fault"))
    assert found[0] == (26, "fftcg.log.effect-source")
