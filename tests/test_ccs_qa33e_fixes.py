"""Chrono Clash System: the regression tester's findings on round 33's readings of author slips (qa33d-ccs), one
test or more each.

2. An explicit ``"mode": "normal"`` was taken as a mode left out (the schema's default): Pyre Striker summoned
   ``normal`` and attacking at once was read as a Sneak Attack summon (a false "gives no `mode`" note, 2 time
   charged, the battler destroyed, nothing flagged); ``normal`` with ``attach_to`` was read as Pilot. Now a mode left
   out stays unset in the schema, only it is read from the other fields; a mode given is taken as given
   (the attack flagged: ``ccs.gauge.turn-over``, its full cost having ended the turn, since qa34a; ``ccs.summon.pilot`` for ``normal`` with ``attach_to``, attached
   as the log says).
1. A summon with ``attach_to`` and no ``mode`` of a battler with no Pilot cost (Shadow Stalker): the ``attach_to``
   was dropped silently, nothing flagged at it. Now read as the Pilot summon it names (a note), and flagged
   ``ccs.summon.pilot`` "has no Pilot cost" as with the mode given.
3. A Legion draw recorded as a ``CardDrawn`` naming the card under the one drawn (B1), by the player whose turn it
   is not, while their second Legion waits: was legal, taken as their turn's draw (the second Legion dropped
   unflagged), then ``ccs.ability.no-pending`` and ``ccs.draw.not-top``. Now, as for the active player's ability draw
   (``_ability_drew_other``): no turn's draw while an ability waits; ``ccs.draw.not-top`` at it, the one fault.
8. The Legion draw recorded twice (B3: ``ccs.draw.not-top`` then ``ccs.ability.no-pending``,
   ``ccs.turn.draw-step``), and the action the second Legion discarded recorded as drawn (B2:
   ``ccs.log.unknown-card`` then ``ccs.turn.draw-step``): now the one fault at the draw, nothing drawn, the turn and
   the board the twin's.
6. A Gatekeeper draw recorded naming another extra deck card than its top (B4), the extra draw recorded again (B5),
   an extra deck draw with no ability that draws from it (B6): were ``ccs.turn.not-your-turn`` plus
   ``ccs.log.unknown-card`` "'alice.x2' is not in alice's deck", a card of the main deck drawn instead and
   ``ccs.draw.not-top`` at alice's next draw. Now ``ccs.draw.not-top`` at it, the one fault (B4: the card named
   drawn, the top back where it lay; B5, B6: the extra card taken into the hand), nothing drawn from the deck.
7. An ``EffectRecorded`` repeating Wave Sentinel's ``time(+2)`` twice (F2): two notes, nothing flagged. Now the first
   is the note, the second ``ccs.log.effect-source`` (its ability has one such icon), not applied again.
5. Flame Lancer declared again (tapped) after its attack revealed bob's last guardian (C5): ``ccs.attack.tapped``
   at 24, then the illegal attack carried out: bob eliminated, alice winning at 24, ``ccs.game.over`` at 25 and
   nothing after judged. Now the log's later events decide: bob plays on (26), so it eliminated no one (a note), and
   alice wins at 29 as in the twin; a log ending at the illegal attack (C5b, ours) still ends with bob eliminated.
9. Rift Caller's discard, left out of the attack, given in the ``TriggerResolved`` after it naming no card of the hand
   (an opponent's card, one in play, two cards, one in the deck, a quest card: E1-E4, E6): was
   ``ccs.ability.no-pending`` ("no ability ... is waiting"); now ``ccs.ability.target`` at it.

The logs are the tester's (/tmp/qa33d-ccs), kept whole in tests/logs/ccs_qa33e/.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa33e")


_board = _LOGGED.board_kept  # the board after event seq as replay shows it


_notes = _LOGGED.notes


@pytest.mark.parametrize("name", ["D0_pilot_mode_left_out_twin", "D8_clean_sneak_mode_left_out_twin"])
def test_ccs_qa33e_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- 2. a mode given as normal is taken as given ------------------------------------------------------------------

def test_ccs_qa33e_mode_normal_given_is_not_read_as_sneak_attack() -> None:
    name = "D8_pyre_striker_mode_normal_given_then_attacks"
    # (the summon for its full cost ended the turn: the attack after it is the one fault, the turn over; qa34a D8)
    assert _LOGGED.found(name) == [(7, "ccs.gauge.turn-over")]
    assert not any("gives no `mode`" in n for n in _notes(name))
    b = _board(name, 7)
    assert b.cards["alice.6"].zone == "battlefield" and not b.cards["alice.6"].sneak
    assert _board(name, 6).gauge == -1  # its full cost of 4 paid; the twin's Sneak Attack cost leaves 1
    assert _board("D8_clean_sneak_mode_left_out_twin", 6).gauge == 1


def test_ccs_qa33e_mode_normal_given_with_attach_to_is_the_one_fault() -> None:
    name = "D3_mode_normal_given_with_attach_to"
    assert _LOGGED.found(name) == [(7, "ccs.summon.pilot")]
    assert not any("gives no `mode`" in n for n in _notes(name))
    assert _board(name, 7).cards["alice.7"].attached_to == "alice.6"  # attached, as the table did


def test_ccs_qa33e_mode_left_out_reads_the_same() -> None:
    from ledger.chrono_clash import BattlerSummoned
    import msgspec

    given = msgspec.json.decode(b'{"type": "BattlerSummoned", "seq": 1, "player": "a", "mode": "normal"}',
                                type=BattlerSummoned)
    left = msgspec.json.decode(b'{"type": "BattlerSummoned", "seq": 1, "player": "a"}', type=BattlerSummoned)
    assert given.mode == "normal" and left.mode is msgspec.UNSET
    assert b'"mode"' not in msgspec.json.encode(left)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type": "BattlerSummoned", "seq": 1, "player": "a", "mode": null}', type=BattlerSummoned)


# -- 1. attach_to with no mode of a battler with no Pilot cost ----------------------------------------------------

def test_ccs_qa33e_attach_to_without_pilot_cost_is_flagged() -> None:
    assert _LOGGED.found("D1_attach_to_on_shadow_stalker_no_pilot_cost")[:1] == [(7, "ccs.summon.pilot")]
    # as with the mode given
    assert _LOGGED.found("D1_attach_to_on_shadow_stalker_no_pilot_cost") == \
        _LOGGED.found("D1b_pilot_mode_given_on_shadow_stalker")
    assert _board("D1_attach_to_on_shadow_stalker_no_pilot_cost", 7).cards["alice.10"].attached_to == "alice.6"


# -- 4. a card of a partial order the list does not hold ------------------------------------------------------------

@pytest.mark.parametrize("name, card, hidden", [
    ("A1_partial_order_card_not_in_list", "Night Raid", "alice.12"),
    ("A1b_partial_order_card_not_in_list_draws_without_ids", "Night Raid", "alice.12"),
    ("A2_partial_order_four_copies_of_a_three_list", "Ember Squire", "alice.4"),
    ("A2b_partial_order_four_copies_draws_without_ids", "Ember Squire", "alice.4"),
    ("A7_partial_extra_order_card_not_in_list", "Tsunami", "alice.x5"),
])
def test_ccs_qa33e_partial_order_slip_is_one_deck_order(name: str, card: str, hidden: str) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule, v.player) for v in res.violations] == [(0, "ccs.log.deck-order", "alice")]
    assert repr(card) in res.violations[0].message and "checked with the deck list" in res.violations[0].message
    assert res.winner is None  # the deck is the list's 51 (7): alice does not deck out
    b = _board(name, 0)
    assert b.cards[hidden].name is None  # that place of the top is a hidden card of the list
    seat = b.by_id["alice"]
    assert len(seat.deck) + len(seat.hand) + len(seat.guardians) == 51 and len(seat.extra) == 7


def test_ccs_qa33e_partial_order_slip_keeps_the_rest_of_the_top() -> None:
    b = _board("A2_partial_order_four_copies_of_a_three_list", 0)
    assert [b.cards[f"alice.{k}"].name for k in (1, 2, 3, 5, 12)] == ["Ember Squire"] * 3 + ["Cinder Hound",
                                                                                            "Blaze Captain"]


@pytest.mark.parametrize("name", ["A0_partial_order_clean_twin", "A1b_clean_partial_order_draws_without_ids",
                                  "A7_clean_partial_extra_order"])
def test_ccs_qa33e_partial_order_twins_are_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- 3, 8. Legion draws recorded wrong ------------------------------------------------------------------------------

def test_ccs_qa33e_legion_draw_naming_the_next_card_is_one_not_top() -> None:
    name = "B1_legion_recorded_draw_names_wrong_card"
    assert _LOGGED.found(name) == [(8, "ccs.draw.not-top")]
    b = _board(name, 9)  # the second Legion resolved in alice's turn, as the table did
    assert (b.turn, b.active) == (3, "alice")
    assert b.cards["bob.12"].zone == "hand"


@pytest.mark.parametrize("name, fault", [("B3_legion_draw_recorded_twice", (9, "ccs.draw.not-top")),
                                         ("B2_legion_action_discarded_recorded_as_drawn", (10, "ccs.log.unknown-card"))])
def test_ccs_qa33e_legion_draw_recorded_wrong_is_one_fault(name: str, fault: tuple[int, str]) -> None:
    assert _LOGGED.found(name) == [fault]
    twin, mine = _board("B0_legion_draw_recorded_twin", 11), _board(name, 12)
    assert sorted(mine.by_id["bob"].hand) == sorted(twin.by_id["bob"].hand)
    assert mine.by_id["bob"].discard == twin.by_id["bob"].discard == ["bob.6", "bob.13"]
    assert (mine.turn, mine.active) == (twin.turn, twin.active)


def test_ccs_qa33e_legion_twin_is_clean() -> None:
    assert _LOGGED.found("B0_legion_draw_recorded_twin") == []


# -- 6. an extra deck draw recorded wrong ---------------------------------------------------------------------------

# (An extra deck draw no ability made is ccs.draw.extra-deck since round 35, test_ccs_qa35b_fixes.py 19; one naming
# another card than the one the ability drew stays ccs.draw.not-top.)
@pytest.mark.parametrize("name, seq, rule", [
    ("B4_gatekeeper_recorded_draw_wrong_extra_card", 3, "ccs.draw.not-top"),
    ("B5_gatekeeper_recorded_draw_twice", 4, "ccs.draw.extra-deck"),
    ("B6_extra_draw_recorded_after_cinder_hound_no_gatekeeper", 3, "ccs.draw.extra-deck")])
def test_ccs_qa33e_extra_draw_recorded_wrong_is_one_fault(name: str, seq: int, rule: str) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(seq, rule)]
    assert "extra deck" in res.violations[0].message
    b = _board(name, seq)
    assert b.cards["alice.12"].zone == "deck"  # nothing drawn from the main deck
    assert b.by_id["alice"].deck[0] == "alice.12"


def test_ccs_qa33e_gatekeeper_draw_named_wrong_keeps_the_extra_order() -> None:
    b = _board("B4_gatekeeper_recorded_draw_wrong_extra_card", 3)
    assert b.cards["alice.x2"].zone == "hand"
    assert b.by_id["alice"].extra == ["alice.x1"] + [f"alice.x{k}" for k in range(3, 8)]  # the top back where x2 lay


def test_ccs_qa33e_gatekeeper_twin_is_clean() -> None:
    assert _LOGGED.found("B4_clean_gatekeeper_ex_draw_recorded") == []


# -- 7. an effect recorded twice --------------------------------------------------------------------------------------

def test_ccs_qa33e_effect_recorded_twice_is_one_effect_source() -> None:
    assert _LOGGED.found("F2_effect_recorded_twice") == [(12, "ccs.log.effect-source")]
    assert _LOGGED.found("F0_effect_recorded_repeat_twin") == []
    assert _board("F2_effect_recorded_twice", 12).gauge == _board("F0_effect_recorded_repeat_twin", 11).gauge


# -- 5. an illegal attack on a player with no guardians left ---------------------------------------------------------

def test_ccs_qa33e_illegal_attack_on_last_guardian_does_not_end_a_log_that_plays_on() -> None:
    res = _LOGGED.verdict("C5_second_attack_declared_after_last_guardian")
    assert [(v.seq, v.rule) for v in res.violations] == [(24, "ccs.attack.tapped")]
    assert res.winner == "alice" == _LOGGED.verdict("C5_clean_lancer_last_guardian_then_eliminates_next_turn").winner
    b = _board("C5_second_attack_declared_after_last_guardian", 28)
    assert not b.over and b.turn == _board("C5_clean_lancer_last_guardian_then_eliminates_next_turn", 27).turn
    assert _board("C5_second_attack_declared_after_last_guardian", 29).over


def test_ccs_qa33e_illegal_attack_on_last_guardian_ending_the_log_stands() -> None:
    res = _LOGGED.verdict("C5b_second_attack_after_last_guardian_log_ends")
    assert [(v.seq, v.rule) for v in res.violations] == [(24, "ccs.attack.tapped")]
    assert res.winner == "alice"


def test_ccs_qa33e_lancer_twin_is_clean() -> None:
    assert _LOGGED.found("C5_clean_lancer_last_guardian_then_eliminates_next_turn") == []


# -- 9. the late discard choice naming no card of the hand -----------------------------------------------------------

@pytest.mark.parametrize("name", ["E1_trigger_resolved_names_opponents_card", "E2_trigger_resolved_names_card_in_play",
                                  "E3_trigger_resolved_names_two_cards", "E4_trigger_resolved_names_card_in_deck",
                                  "E6_trigger_resolved_names_quest_card"])
def test_ccs_qa33e_late_discard_naming_no_hand_card_is_a_target_fault(name: str) -> None:
    # qa35: the choice given in its own TriggerResolved is no slip of itself: the one fault is that it names no card
    # of the hand (ccs.ability.target), no more ccs.ability.choice at the attack beside it
    assert _LOGGED.found(name) == [(17, "ccs.ability.target")]
