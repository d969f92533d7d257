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
