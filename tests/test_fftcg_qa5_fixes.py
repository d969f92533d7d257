"""What a fifth outside reading of the FFTCG rules found, each held to the seed's words (logs built here, as the
tester's in /tmp/qa5-fftcg were; each illegal one beside a legal one).

- First Strike in a blocked party works pair by pair (seed § 5, Initiative): a First Strike blocker deals its
  split first to the members without it, and those it breaks deal nothing; with the members that have it, it
  deals at the same time.
- A special ability of a card whose text is not modelled still discards a card of its name from the hand
  (§ 4.4: « vous devez vous défausser d'une carte de même nom en tant que coût »).
- A Search finds one card (§ 5, Chercher).
- After a summon is cast, its caster may pass first: the seed asks only that both players pass in succession
  (§ 8).
- A reprint (6-043C/1-068) is the same card as 1-068 for the 3-copy limit [ref (8.1.1.2.)].
- A header card with a word outside the vocabulary is refused as unusable input, with the closest word.
- An empty discard with nothing due breaks no rule.
"""

from __future__ import annotations

import pytest

from fftcg import (
    auto, block, board_after, card, cast, disc, discard, draw, make_log, pass_, passes, play, resolved, rules_at,
    seat, to_end_of_turn, use, verify,
)
from ledger.errors import LogError
from projections import core
from projections.fftcg import new_board, selfplay, step

# -- 1. First Strike in a blocked party ------------------------------------------------------------------

FS_CARDS = [card("QA-001", "forward", 1, ["fire"], power=3000, traits=["first-strike"], name="Quick Fencer"),
            card("QA-002", "forward", 1, ["fire"], power=5000, name="Plain Soldier"),
            card("QA-003", "forward", 1, ["water"], power=7000, traits=["first-strike"], name="Swift Guard"),
            card("QA-004", "forward", 1, ["water"], power=3000, name="Slow Guard")]
FENCER, SOLDIER = "a.1", "a.2"
A_FS = seat("a", hand=["QA-001", "QA-002", "1-010", "1-010", "1-009"])


def _party_blocked(blocker_serial: str, split: dict[str, int]):
    """a: Quick Fencer (First Strike, 3000) and Plain Soldier (5000) attack as a party in turn 3; b blocks
    with ``blocker_serial`` (b.1) and shares its damage as ``split``. Returns (seats, events)."""
    b = seat("b", hand=[blocker_serial, "1-165", "1-165", "1-165", "1-163"])
    ev = [draw("a", "a.6"), play("a", FENCER, disc("a.3")), play("a", SOLDIER, disc("a.4")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
          draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"),
          {"type": "AttackDeclared", "player": "a", "attackers": [FENCER, SOLDIER]}, *passes("a", "b"),
          block("b", "b.1", split=split), *passes("a", "b")]
    return [A_FS, b], ev


def test_first_strike_in_a_blocked_party_is_dealt_pair_by_pair():
    seats, ev = _party_blocked("QA-003", {SOLDIER: 5000, FENCER: 2000})
    assert verify(seats, ev, cards=FS_CARDS).violations == []
    board = board_after(seats, ev, cards=FS_CARDS)
    # Swift Guard and Quick Fencer deal at once (both First Strike); Plain Soldier, broken first, deals nothing.
    assert board.cards[SOLDIER].zone == "break"
    assert board.cards[FENCER].zone == "field" and board.cards[FENCER].damage == 2000
    assert board.cards["b.1"].zone == "field" and board.cards["b.1"].damage == 3000
    # The blocker survived: it attacks in b's next turn.
    assert verify(seats, ev + _b_attacks_next_turn(), cards=FS_CARDS).violations == []
    # All on Quick Fencer: Plain Soldier (no First Strike) survives the first step and then deals its 5000;
    # with Quick Fencer's 3000 the Swift Guard (7000) breaks, Quick Fencer too, Plain Soldier unhurt.
    seats, ev = _party_blocked("QA-003", {FENCER: 7000, SOLDIER: 0})
    assert verify(seats, ev, cards=FS_CARDS).violations == []
    board = board_after(seats, ev, cards=FS_CARDS)
    assert board.cards[FENCER].zone == "break" and board.cards["b.1"].zone == "break"
    assert board.cards[SOLDIER].zone == "field" and board.cards[SOLDIER].damage == 0
    late = ev + _b_attacks_next_turn()  # the broken Swift Guard cannot attack
    assert rules_at(verify(seats, late, cards=FS_CARDS)) == [(len(late), "fftcg.attack.not-a-forward")]
    # A blocker without First Strike broken by a First Strike member deals nothing to anyone.
    seats, ev = _party_blocked("QA-004", {FENCER: 3000, SOLDIER: 0})
    board = board_after(seats, ev, cards=FS_CARDS)
    assert board.cards["b.1"].zone == "break"
    assert board.cards[FENCER].damage == 0 and board.cards[FENCER].zone == "field"


def _b_attacks_next_turn():
    """From a's declaration step after the combat: a's turn ends, b attacks with b.1."""
    return [*passes("a", "b"), *passes("a", "b"), draw("b", "b.8", "b.9"), *passes("b", "a"), *passes("b", "a"),
            {"type": "AttackDeclared", "player": "b", "attackers": ["b.1"]}]


def test_the_real_cards_dragoon_blocks_samurai_and_tifa_and_survives():
    """The tester's log: Samurai (First Strike, 6000) and Tifa (4000) attack; Dragoon (First Strike, 6000, +1000
    from Cait Sith) blocks, 4000 to Tifa, 3000 to Samurai: Tifa breaks first, Dragoon takes Samurai's 6000 only."""
    a = seat("a", hand=["1-014", "1-016", "1-010", "1-010", "1-010"])
    b = seat("b", hand=["1-131", "1-147", "1-138", "1-138", "1-138"], deck=["1-130", "1-130"])
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.3"), disc("a.4")), play("a", "a.2", disc("a.5")),
          *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.3"), disc("b.4")), play("b", "b.2", disc("b.5"), disc("b.6")),
          *to_end_of_turn("b", "a"),
          draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"),
          {"type": "AttackDeclared", "player": "a", "attackers": ["a.1", "a.2"]}, *passes("a", "b"),
          block("b", "b.2", split={"a.2": 4000, "a.1": 3000}), *passes("a", "b")]
    assert verify([a, b], ev).violations == []
    board = board_after([a, b], ev)
    assert board.cards["a.2"].zone == "break" and board.cards["a.1"].damage == 3000
    assert board.cards["b.2"].zone == "field" and board.cards["b.2"].damage == 6000


# -- 2. The special ability of an unmodelled card -----------------------------------------------------------

ZACK = seat("a", hand=["1-012", "1-012", "1-010", "1-010", "1-009"], deck=["1-010", "1-009"])


def _zack_uses(discarded: str):
    """a plays Zack 1-012 (known from its statistics only) and uses an ability of it discarding ``discarded``."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.3"), disc("a.4")),
            use("a", "a.1", discard=discarded)]


def test_an_unmodelled_special_discards_a_card_of_its_name_from_the_hand():
    ev = _zack_uses("a.2")  # the second Zack, in a's hand
    assert verify([ZACK, seat("b")], ev).violations == []
    assert board_after([ZACK, seat("b")], ev).cards["a.2"].zone == "break"
    for other, zone in (("a.7", "deck"), ("a.5", "hand"), ("b.1", "hand")):  # a deck card; Cloud; b's card
        ev = _zack_uses(other)
        assert rules_at(verify([ZACK, seat("b")], ev)) == [(len(ev), "fftcg.special.same-name")], other
        if zone == "deck":
            assert board_after([ZACK, seat("b")], ev).cards[other].zone == "deck"


def test_an_unmodelled_special_cannot_discard_a_card_on_the_field():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.3"), disc("a.4")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
          draw("a", "a.7", "a.8"), use("a", "a.1", discard="b.1")]
    b = seat("b", hand=["1-165", "1-165"])
    assert rules_at(verify([ZACK, b], ev)) == [(len(ev), "fftcg.special.same-name")]
    assert board_after([ZACK, b], ev).cards["b.1"].zone == "field"


# -- 3. A Search finds one card -----------------------------------------------------------------------------

DUKE = seat("a", hand=["1-134", "1-138", "1-138", "1-138", "1-130"], deck=["1-130", "1-147", "1-131"])


def _search(*found: str):
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2"), disc("a.3")), auto("a", "a.1"), *passes("a", "b"),
            resolved("a", "a.1", choices=list(found))]


def test_a_search_finds_one_card():
    ev = _search("a.7")
    assert verify([DUKE, seat("b")], ev).violations == []
    two = _search("a.7", "a.8")
    assert rules_at(verify([DUKE, seat("b")], two)) == [(len(two), "fftcg.search.no-match")]
    # Flagged once, and taken as recorded: playing the second find is not flagged again.
    two += [play("a", "a.8", disc("a.4"), disc("a.5"))]
    assert rules_at(verify([DUKE, seat("b")], two)) == [(len(two) - 1, "fftcg.search.no-match")]


# -- 4. Priority after a summon -----------------------------------------------------------------------------

IFRIT_A = seat("a", hand=["1-004", "1-009", "1-010", "1-010", "1-009"])
KNIGHT_B = seat("b", hand=["1-165", "1-165", "1-159", "1-159", "1-163"])


def _ifrit_cast():
    """a casts Ifrit at b's Knight in turn 3."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.5"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), cast("a", "a.1", disc("a.2"), targets=["b.1"])]


def test_after_a_cast_the_passes_may_come_in_either_order():
    for order in (("a", "b"), ("b", "a")):  # the caster first (the comprehensive rules), or the opponent
        ev = _ifrit_cast() + [*passes(*order), resolved("a", "a.1")]
        assert verify([IFRIT_A, KNIGHT_B], ev).violations == [], order
        assert board_after([IFRIT_A, KNIGHT_B], ev).cards["b.1"].damage == 4000


def test_after_a_cast_the_caster_passing_twice_or_resolving_at_once_is_flagged():
    ev = _ifrit_cast() + [pass_("a"), pass_("a")]
    assert rules_at(verify([IFRIT_A, KNIGHT_B], ev)) == [(len(ev), "fftcg.priority.no-priority")]
    ev = _ifrit_cast() + [pass_("a"), resolved("a", "a.1")]
    assert rules_at(verify([IFRIT_A, KNIGHT_B], ev)) == [(len(ev), "fftcg.stack.resolve-early")]
    ok = _ifrit_cast() + [pass_("a"), pass_("b"), resolved("a", "a.1")]
    assert verify([IFRIT_A, KNIGHT_B], ok).violations == []


def test_self_play_lists_the_casters_pass_too():
    board = new_board(make_log([IFRIT_A, KNIGHT_B], []).header)
    for ev in make_log([IFRIT_A, KNIGHT_B], _ifrit_cast()).events:
        step(board, ev)
    listed = {e.player for e in selfplay.legal_actions(board) if type(e).__name__ == "PriorityPassed"}
    assert listed == {"a", "b"}


# -- 5. Reprints and the 3-copy limit -----------------------------------------------------------------------

def test_a_reprint_counts_with_the_card_it_reprints():
    six = seat("a", deck=["1-068"] * 3 + ["6-043C/1-068"] * 3)
    result = verify([six, seat("b")], [])
    assert rules_at(result) == [(0, "fftcg.deck.copies")]
    assert "6 copies of card 1-068" in result.violations[0].message
    three = seat("a", deck=["1-068"] * 2 + ["6-043C/1-068"])
    assert verify([three, seat("b")], []).violations == []
    # Two reprints of one card (20-010C/15-007 and 23-007C/15-007) count together too; a fourth copy of one
    # reprint is flagged once, not once per number it carries.
    assert rules_at(verify([seat("a", deck=["20-010C/15-007"] * 2 + ["23-007C/15-007"] * 2), seat("b")], [])) \
        == [(0, "fftcg.deck.copies")]
    assert rules_at(verify([seat("a", deck=["6-043C/1-068"] * 4), seat("b")], [])) == [(0, "fftcg.deck.copies")]


# -- 6. Header cards: the vocabulary ------------------------------------------------------------------------

TYPO_A = seat("a", hand=["QA-010", "1-010"])


@pytest.mark.parametrize("typo, field, near", [
    ({"summon": [{"do": "destory", "target": "forward"}]}, "$.cards[0].summon[0].do", "break"),
    ({"summon": [{"do": "damage", "target": "forwrd", "amount": 1000}]}, "$.cards[0].summon[0].target", "forward"),
    ({"traits": ["frist-strike"]}, "$.cards[0].traits[0]", "first-strike"),
    ({"elements": ["fier"]}, "$.cards[0].elements[0]", "fire"),
    ({"abilities": [{"kind": "auto", "when": "enter", "effects": [{"do": "draw", "amount": 1}]}]},
     "$.cards[0].abilities[0].when", "enters"),
])
def test_a_header_card_word_outside_the_vocabulary_is_refused(typo, field, near):
    good = card("QA-010", "summon", 1, ["fire"], summon=[{"do": "break", "target": "forward"}])
    assert verify([TYPO_A, seat("b")], [], cards=[good]).violations == []
    bad = {**good, **typo}
    with pytest.raises(LogError) as err:
        core.new_board(make_log([TYPO_A, seat("b")], [], cards=[bad]))
    assert (err.value.line, err.value.field) == (1, field)
    assert f"did you mean {near!r}" in str(err.value)


def test_the_cli_refuses_a_header_card_typo_with_exit_2(tmp_path):
    from click.testing import CliRunner

    from cli.main import cli
    from ledger.log import dump_log

    bad = card("QA-011", "forward", 1, ["fire"], power=5000, traits=["frist-strike"])
    log = make_log([seat("a", hand=["QA-011"]), seat("b")], [], cards=[bad])
    path = tmp_path / "typo.jsonl"
    path.write_bytes(dump_log(log.header, log.events))
    res = CliRunner().invoke(cli, ["verify", str(path)])
    assert res.exit_code == 2
    assert "typo.jsonl:1: $.cards[0].traits[0]:" in res.output and "did you mean 'first-strike'" in res.output


def test_every_card_of_the_pool_and_of_self_play_speaks_the_vocabulary():
    from projections.fftcg.setup import check_card_words, starter_pool

    for c in [*starter_pool(), *selfplay.SIM_CARDS]:
        check_card_words(c, "$")


# -- 7. An empty discard -----------------------------------------------------------------------------------

def test_an_empty_discard_with_nothing_due_breaks_no_rule():
    ev = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"), discard("a")]
    a = seat("a", hand=["1-009", "1-010", "1-016", "1-016", "1-016"])
    assert len(board_after([a, seat("b")], ev).seat("a").hand) == 4
    assert verify([a, seat("b")], ev).violations == []
    ev[-1] = discard("a", "a.3")  # discarding with nothing due is still flagged
    assert rules_at(verify([a, seat("b")], ev)) == [(len(ev), "fftcg.end.hand-size")]


def test_an_empty_discard_reads_as_discarding_nothing():
    from cli.render_fftcg import describe

    a = seat("a", hand=["1-009", "1-010"])
    log = make_log([a, seat("b")], [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
                                    discard("a")])
    board = core.board_at(log, len(log.events))
    assert describe(log.events[-1], board) == "a discards nothing"
