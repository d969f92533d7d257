"""Force of Will: the round-38 regression tester's findings (qa38b F1 to F8), one test or more each.

F1. The "id one off" reading (a play by id breaking two rules as written, one hand card next to it fitting) was
    taken at the play, whatever the later events said: alice.2 (Dragoon, in the deck) played overpaid, then resolved,
    blocking and attacking as alice.2, became one ``fow.play.not-in-hand`` read as the Wyvern (alice.3), then
    ``fow.chase.not-top`` and every block and attack of alice.2 a flag, ``fow.will.exact`` lost; so Demonflame
    overpaid with no target (A2), Whelp Drake underpaid with a target (D3: Gawain damaged by a Demonflame never
    played), a standby play (T2). Now both readings are kept until the next event naming either id: naming the one
    next to it (or naming the one written, breaking a rule as written and none read with the slip: the written card
    played again from where the slip leaves it), the slip, one flag; otherwise the play as written, each of its
    faults its own root, nothing after.
F2. Both keeps recorded, then the first player's opening hand recorded with no ids: was ``fow.draw.first-turn`` at
    each draw and ``fow.end.hand-size`` twice (S10b), two flags for two records (S10f); now records (the first
    judged at the next event: "a record if another draw of theirs follows it"), clean, as the same by id.
F3. The first player mulligans two cards (the mulligan draws alice.6, alice.7), the other keeps, the log records one
    of the mulligan's draws, then she draws alice.8 (the top card): was ``fow.draw.not-top`` naming alice.7 (in her
    hand by the mulligan), a hand of five; now ``fow.draw.first-turn`` (« Si vous êtes le joueur débutant la partie,
    vous ne piochez pas de carte durant la première phase de pioche »), six cards (S2, S11).
F4. Order of Sacred Queen's draw(2) restated as two draw(1): was ``fow.log.effect-source`` twice; a bare ``draw``
    (the amount left out) flagged once. Now records of it (notes), the hand as the card left it. A part whose rest
    the records never give (one draw(1) alone, damage(400) of Demonflame's 500) stays flagged once.
F5. An effect recorded for a modelled card Flash cancelled (Pride of Knights' def(+200)): flagged, but carried out
    (Galahad 400/600). Now flagged once and not carried out: the card did nothing.
F6. A restatement one event late, a source-less ruling between (E1), was flagged and carried out a second time
    (Gawain destroyed, his attack at 29 flagged); two Demonflames' records written in one block after the chase (E8,
    E8b) were flagged. Now records while only resolutions and records (rulings among them) come between.
F7. The same restatement written twice: the second's message said it "is not what the card did" (naming that very
    effect); now it says it was recorded already.
F8. A card played by a name its deck list lacks, attacking the turn it entered: ``fow.attack.entered-this-turn`` was
    ``caused_by`` the name's flag; now its own root (docs: faults after that play "are their own too").

The logs are the tester's (/tmp/qa38b-fow/logs), kept whole in tests/logs/fow_qa38c/, and one slips-bench variant
(``ID_chase_several_deep_play29_id_plus1_then_standby_play_of_written``).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa38c")


def _zone(name: str, seq: int, iid: str) -> str:
    return _LOGGED.board_after(name, seq).cards[iid].zone


def _hand(name: str, seq: int, pid: str = "alice") -> list[str]:
    return sorted(_LOGGED.board_after(name, seq).seat(pid).hand, key=lambda c: int(c.split(".")[1]))


# -- F1. the id one off: taken only when the later events agree ---------------------------------------------------

def test_fow_qa38c_deck_card_played_overpaid_then_named_is_judged_as_written() -> None:
    name = "A1_deck_card_played_overpaid_later_events_name_it.jsonl"
    assert _LOGGED.causes(name) == [(20, "fow.play.not-in-hand", None), (20, "fow.will.exact", None)]
    assert _zone(name, 21, "alice.2") == "field" and _zone(name, 21, "alice.3") == "hand"


def test_fow_qa38c_overpaid_untargeted_demonflame_resolved_as_itself_is_judged_as_written() -> None:
    name = "A2_demonflame_overpaid_no_target_resolved_as_itself.jsonl"
    assert _LOGGED.causes(name) == [(34, "fow.will.exact", None), (34, "fow.play.target", None)]
    assert _zone(name, 35, "alice.10") == "grave" and _zone(name, 35, "alice.9") == "hand"


def test_fow_qa38c_underpaid_whelp_resolved_as_whelp_is_judged_as_written() -> None:
    name = "D3_play_whelp_underpaid_with_target_resolved_as_whelp.jsonl"
    assert _LOGGED.causes(name) == [(22, "fow.will.exact", None), (22, "fow.play.target", None)]
    board = _LOGGED.board_after(name, 23)
    assert board.cards["alice.2"].zone == "field" and board.cards["alice.1"].zone == "hand"
    assert board.cards["bob.4"].damage == 0  # (no Demonflame was played)


def test_fow_qa38c_standby_play_resolved_as_written_keeps_its_three_faults() -> None:
    name = "T2_standby_play_id_one_off_resolved_as_written.jsonl"
    assert _LOGGED.causes(name) == [(21, "fow.standby.not-in-hand", None), (21, "fow.play.main-phase", None),
                                    (21, "fow.play.target", None)]
    assert _zone(name, 22, "alice.1") == "standby"


@pytest.mark.parametrize("name,found", [
    ("D2_play_whelp_id_with_demonflame_payment_and_target.jsonl", [(22, "fow.log.unknown-card", None)]),
    ("T1_standby_play_id_one_off_hand_card.jsonl", [(21, "fow.standby.not-in-hand", None)]),
    # (The written card, Flash of Demon Sword, played from the standby zone two events later: a fault as written,
    # none with the slip; the later event agrees with the slip.)
    ("ID_chase_several_deep_play29_id_plus1_then_standby_play_of_written.jsonl", [(29, "fow.play.not-in-hand", None)]),
])
def test_fow_qa38c_id_one_off_the_later_events_agree_with_is_one_flag(name: str, found: list) -> None:
    assert _LOGGED.causes(name) == found


def test_fow_qa38c_id_one_off_read_as_the_neighbour_when_its_resolution_names_it() -> None:
    name = "D2_play_whelp_id_with_demonflame_payment_and_target.jsonl"
    board = _LOGGED.board_after(name, 23)
    assert board.cards["alice.1"].zone == "grave" and board.cards["alice.2"].zone == "hand"
    assert board.cards["bob.4"].damage == 500


@pytest.mark.parametrize("name,found", [
    ("A1twin_deck_card_played_paid_right.jsonl", [(20, "fow.play.not-in-hand")]),
    ("A2twin_demonflame_paid_and_targeted.jsonl", []),
])
def test_fow_qa38c_id_one_off_twins(name: str, found: list) -> None:
    assert _LOGGED.rules(name) == found


# -- F2. no-id opening-hand records after both keeps -------------------------------------------------------------

@pytest.mark.parametrize("name", ["S10b_keeps_then_opening_hand_recorded_noid.jsonl",
                                  "S10f_keeps_then_two_noid.jsonl",
                                  "S10_keeps_then_opening_hand_recorded_by_id.jsonl",
                                  "S6b_two_noid_after_keeps_clean.jsonl"])
def test_fow_qa38c_noid_opening_hand_records_after_keeps_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


def test_fow_qa38c_noid_opening_hand_records_leave_five_cards() -> None:
    assert _hand("S10b_keeps_then_opening_hand_recorded_noid.jsonl", 8) == [f"alice.{k}" for k in range(1, 6)]


def test_fow_qa38c_one_noid_draw_too_many_after_the_mulligans_is_one_first_turn_draw() -> None:
    # (Two no-id records of the mulligan's two draws, then a third: the first turn's draw, once.)
    assert _LOGGED.rules("S6_three_noid_after_keeps.jsonl") == [(5, "fow.draw.first-turn")]


# -- F3. some of the mulligan's draws recorded, then the first turn's draw ---------------------------------------

@pytest.mark.parametrize("name", ["S2_one_record_then_turn1_draw.jsonl",
                                  "S11_mull_then_bob_keep_record_second_then_first.jsonl"])
def test_fow_qa38c_first_turn_draw_after_some_mulligan_records(name: str) -> None:
    assert _LOGGED.rules(name) == [(4, "fow.draw.first-turn")]
    assert _hand(name, 4) == [f"alice.{k}" for k in range(3, 9)]
    assert _LOGGED.rules(name, drop=(4,)) == []  # (the twin: the record alone)


# -- F4 to F7. effect restatements -------------------------------------------------------------------------------

@pytest.mark.parametrize("name,seq", [("E7_order_draw_recorded_as_two_draw1.jsonl", 30),
                                      ("E7c_order_draw_recorded_plain_draw.jsonl", 29),
                                      ("E7b_order_draw_recorded_as_draw2_targets_bob.jsonl", 29)])
def test_fow_qa38c_order_draw_restated_in_parts_or_without_amount_is_a_record(name: str, seq: int) -> None:
    assert _LOGGED.rules(name) == []
    # (The hand as Order of Sacred Queen left it: no card more drawn by the records.)
    assert len(_LOGGED.board_after(name, seq).seat("bob").hand) == len(_LOGGED.board_after(name, 28).seat("bob").hand)


def test_fow_qa38c_a_part_whose_rest_is_never_recorded_is_flagged_once() -> None:
    # (Order of Sacred Queen drew two; the log records one draw(1) and goes on: not what the card did, flagged once
    # at the record when the records end, not carried out.)
    name = "E7_order_draw_recorded_as_two_draw1.jsonl"
    assert _LOGGED.rules(name, drop=(30,)) == [(29, "fow.log.effect-source")]
    assert len(_LOGGED.board_after(name, 28).seat("bob").hand) == 7


def test_fow_qa38c_effect_of_a_cancelled_card_is_flagged_and_not_carried_out() -> None:
    name = "E4_cancelled_pride_effect_recorded_right_after.jsonl"
    assert _LOGGED.causes(name) == [(24, "fow.log.effect-source", None)]
    assert _LOGGED.board_after(name, 24).cards["bob.1"].def_mod == 0  # (Galahad stays 400/400)
    assert _LOGGED.rules(name, drop=(24,)) == []


@pytest.mark.parametrize("name", ["E1_restated_after_a_ruling_in_between.jsonl",
                                  "E8_two_demonflames_records_batched_after_chase.jsonl",
                                  "E8b_two_demonflames_records_batched_reverse.jsonl",
                                  "E8twin_two_demonflames_each_record_after_its_resolution.jsonl",
                                  "E8c_two_demonflames_no_records_clean.jsonl",
                                  "E0_restated_right_after_clean.jsonl"])
def test_fow_qa38c_restatements_among_a_chases_records_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


def test_fow_qa38c_restatement_after_a_ruling_is_not_carried_out_again() -> None:
    board = _LOGGED.board_after("E1_restated_after_a_ruling_in_between.jsonl", 25)
    assert board.cards["bob.4"].zone == "field" and board.cards["bob.4"].damage == 500


def test_fow_qa38c_restatement_written_twice_says_recorded_twice() -> None:
    name = "E6_restated_twice.jsonl"
    v = _LOGGED.verdict(name).violations
    assert [(x.seq, x.rule, x.caused_by) for x in v] == [(25, "fow.log.effect-source", None)]
    assert "recorded already" in str(v[0].message) and "not what the card did" not in str(v[0].message)
    assert _LOGGED.board_after(name, 25).cards["bob.4"].damage == 500
    assert _LOGGED.rules(name, drop=(25,)) == []


# -- F8. an unlisted name's card attacking the turn it entered -----------------------------------------------------

@pytest.mark.parametrize("name,found", [
    ("U5_paper_unlisted_played_then_attacks_same_turn.jsonl",
     [(62, "fow.log.unknown-card", None), (64, "fow.attack.entered-this-turn", None)]),
    ("U7_paper_unlisted_on_chase_then_attacks_same_turn.jsonl",
     [(61, "fow.log.unknown-card", None), (61, "fow.play.main-phase", None),
      (64, "fow.attack.entered-this-turn", None)]),
    ("U5twin_paper_unlisted_played_no_attack.jsonl", [(62, "fow.log.unknown-card", None)]),
])
def test_fow_qa38c_unlisted_card_attacking_the_turn_it_entered_is_its_own_root(name: str, found: list) -> None:
    assert _LOGGED.causes(name) == found
