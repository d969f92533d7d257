"""Force of Will: the round-38 set-up tester's findings (qa38-setup 1, 2, 5 and 7's last item), one test or more each.

1. The first player mulligans (the mulligan draws alice.6, alice.7), the other keeps, then she draws alice.8 in her
   first draw phase: was ``fow.draw.not-top`` naming alice.6 (already in her hand by the mulligan) and a hand of
   five; now ``fow.draw.first-turn`` (Séquence du Tour ① « Si vous êtes le joueur débutant la partie, vous ne
   piochez pas de carte durant la première phase de pioche »), the card kept (six cards, as at the table). The
   same draw giving no card was a set-up record (a note, no fault); now, the mulligans all decided and no set-up
   draw of hers recorded, the game beginning right after it alone: that same fault. A run of no-id records of the
   mulligan's draws after the mulligans stays clean, and a draw after all her set-up draws are recorded is the
   first turn's draw too (was ``fow.setup.mulligan-twice``, "a card more than the set-up gives").
2. The first player keeps (no event), the second mulligans, then the first player draws: was
   ``fow.setup.mulligan-twice`` ("draws a card more than the set-up gives": she made no mulligan); now
   ``fow.draw.first-turn``: the second player's decision comes after the first player's (Mise en Place ④ « En
   commençant par le joueur qui débutera la partie »), so the set-up is over.
3. (Finding 5.) A header with an empty magic stone deck (``"stones": {}``) was clean, with a false note "Some deck
   orders are unknown (paper log)"; now ``fow.setup.ruler`` (Mise en Place ① « Chaque joueur prépare son Deck
   Principal, son Deck Pierre Magique et sa carte Ruler »), as a ruler left out, and no such note. (Since qa39 2
   its own rule id, ``fow.setup.stone-deck-empty``, the same words.)
4. (Finding 7, last item.) A mulligan listing a card not in the hand was ``fow.log.unknown-card`` with the generic
   quote; now the mulligan's own rule, ``fow.setup.mulligan-twice`` (« choisir n'importe quel nombre de cartes de
   sa main »), as a card listed twice already was. One flag.

The logs are the tester's (/tmp/qa38-setup), kept whole in tests/logs/fow_qa38b/, and three built from them here
(``*_then_turn1_draw``, ``fow_mulligan_noid_draws_recorded_after_keeps_clean``).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa38b")


def _hand(name: str, seq: int, pid: str = "alice") -> list[str]:
    return sorted(_LOGGED.board_after(name, seq).seat(pid).hand, key=lambda c: int(c.split(".")[1]))


@pytest.mark.parametrize("name", ["fow_clean_4turns.jsonl", "fow_setup_draws_recorded_clean.jsonl",
                                  "fow_mulligan_draws_recorded_clean.jsonl", "fow_only_second_player_mulligans.jsonl",
                                  "fow_mulligan_noid_draws_recorded_after_keeps_clean.jsonl"])
def test_fow_qa38b_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. the first player's first-turn draw after her mulligan -----------------------------------------------------

def test_fow_qa38b_first_turn_draw_after_a_mulligan_is_first_turn_not_not_top() -> None:
    name = "fow_first_player_draws_turn1_after_mulligan.jsonl"
    assert _LOGGED.rules(name) == [(3, "fow.draw.first-turn")]
    # The table's hand: the mulligan's two cards and the card drawn, six in all; the next draw takes alice.9.
    assert _hand(name, 3) == ["alice.3", "alice.4", "alice.5", "alice.6", "alice.7", "alice.8"]
    assert _hand(name, 9) == ["alice.3", "alice.4", "alice.5", "alice.6", "alice.7", "alice.8", "alice.9"]
    assert not any("read on from" in str(n) for n in _LOGGED.verdict(name).notes)


def test_fow_qa38b_first_turn_draw_with_no_id_after_a_mulligan_is_flagged() -> None:
    name = "fow_first_player_draws_turn1_noid_after_mulligan.jsonl"
    assert _LOGGED.rules(name) == [(3, "fow.draw.first-turn")]
    assert not any("taken as the record of a draw of the set-up" in str(n) for n in _LOGGED.verdict(name).notes)
    assert _hand(name, 4) == ["alice.3", "alice.4", "alice.5", "alice.6", "alice.7", "alice.8"]


def test_fow_qa38b_no_id_records_of_the_mulligans_draws_after_the_keeps_stay_records() -> None:
    name = "fow_mulligan_noid_draws_recorded_after_keeps_clean.jsonl"
    notes = [str(n) for n in _LOGGED.verdict(name).notes]
    assert sum("taken as the record of a draw of the set-up" in n for n in notes) == 2
    assert _hand(name, 5) == ["alice.3", "alice.4", "alice.5", "alice.6", "alice.7"]


@pytest.mark.parametrize("name, seq", [("fow_mulligan_noid_draws_recorded_then_turn1_draw.jsonl", 5),
                                       ("fow_setup_draws_recorded_then_turn1_draw.jsonl", 15),
                                       ("fow_mulligan_draws_recorded_then_turn1_draw.jsonl", 5)])
def test_fow_qa38b_draw_after_all_set_up_records_is_first_turn(name: str, seq: int) -> None:
    assert _LOGGED.rules(name) == [(seq, "fow.draw.first-turn")]
    assert _hand(name, seq) == ["alice.3", "alice.4", "alice.5", "alice.6", "alice.7", "alice.8"]


def test_fow_qa38b_first_turn_draw_with_id_after_keeps_unchanged() -> None:
    name = "fow_first_player_draws_turn1_with_id_after_keeps.jsonl"
    assert _LOGGED.rules(name) == [(3, "fow.draw.first-turn")]
    assert _hand(name, 3) == ["alice.1", "alice.2", "alice.3", "alice.4", "alice.5", "alice.6"]


# -- 2. the first player (kept) draws after the second player's mulligan --------------------------------------------

def test_fow_qa38b_first_player_draw_after_the_others_mulligan_is_first_turn() -> None:
    name = "fow_first_player_draws_turn1_after_bob_mulligan.jsonl"
    assert _LOGGED.rules(name) == [(2, "fow.draw.first-turn")]
    assert _hand(name, 3) == ["alice.1", "alice.2", "alice.3", "alice.4", "alice.5", "alice.6"]
    assert _hand(name, 8) == ["alice.1", "alice.2", "alice.3", "alice.4", "alice.5", "alice.6", "alice.7"]
    assert _hand(name, 8, "bob") == _hand("fow_only_second_player_mulligans.jsonl", 7, "bob")


# -- 3. an empty magic stone deck ---------------------------------------------------------------------------------

def test_fow_qa38b_empty_stone_deck_is_a_set_up_fault_and_no_paper_note() -> None:
    name = "fow_no_stone_deck_no_calls.jsonl"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(0, "fow.setup.stone-deck-empty", "bob")]
    assert "magic stone deck" in str(v.violations[0].message)
    assert not any("Some deck orders are unknown" in str(n) for n in v.notes)


def test_fow_qa38b_empty_stone_deck_then_a_call() -> None:
    assert _LOGGED.rules("fow_no_stone_deck_one_call.jsonl") == [(0, "fow.setup.stone-deck-empty"), (6, "fow.stone.empty-deck")]


# -- 4. a mulligan listing a card not in the hand -----------------------------------------------------------------

def test_fow_qa38b_mulligan_of_a_card_not_in_hand_is_the_mulligans_rule() -> None:
    name = "fow_mulligan_card_not_in_hand.jsonl"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(1, "fow.setup.mulligan-twice")]
    assert "is not in alice's hand" in str(v.violations[0].message)
