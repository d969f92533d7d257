"""What an eighth outside reading of the FFTCG engine found, reading only the seeds and the docs (the tester's logs
were in /tmp/qa7-docs; the same faults are built here, each beside its clean twin): one planted fault gives one
violation.

1. A paper log whose event leaves a card it reveals unnamed (the character played, the summon cast, the EX Burst
   card) is that one fault, ``fftcg.log.unknown-card``: the card still does what the log says it did (enters the
   field, attacks, blocks, is dulled for CP; goes on the stack and resolves), so later events are not flagged
   again. A paper log never gets ``fftcg.draw.not-top``: which card was drawn cannot be checked (docs/fftcg.md,
   Paper-table logs). The tester's ``fftcg.draw.not-top`` came from the unnamed forward's attacks, refused, so the
   damage they dealt (the deck's top card to the damage zone) was never dealt and bob's draws were out of step.
2. A serial in its printed form, with its rarity letter (``1-016R``, as the seed writes « [1-001H] Auron »), is
   the card without the letter, in the header's deck lists, orders and cards and in events' ``serials``, as deck
   lists read it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fftcg import (
    attack, block, card, cast, disc, discard, draw, dull, make_log, passes, play, resolved, rules_at, seat, to_end_of_turn,
    verify,
)
from ledger.errors import LogError
from ledger.log import parse_log
from projections import core

SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg"
PAPER_SAMPLE = SAMPLES / "paper-table-stack-and-party-attack.jsonl"

CLOUD, BLACK_MAGE, TIFA, SAMURAI, IFRIT, ZACK, FANG, MOOGLE, KNIGHT = (
    "1-009", "1-010", "1-016", "1-014", "1-004", "1-012", "1-020", "1-172", "1-165")


def paper(s: dict) -> dict:
    """The seat without its deck order (a paper table)."""
    return {k: v for k, v in s.items() if k != "order"}


def named(event: dict, **serials: str) -> dict:
    return {**event, "serials": {k.replace("_", "."): v for k, v in serials.items()}}


def verify_paper(seats, events, **kw):
    return core.verify(make_log([paper(s) for s in seats], events, **kw))


def board_paper(seats, events):
    return core.board_at(make_log([paper(s) for s in seats], events), len(events))


def _log_from_lines(lines: list[dict]):
    return parse_log(("\n".join(json.dumps(x) for x in lines) + "\n").encode(), "test.jsonl")


# -- 1. a card a paper log leaves unnamed: one violation --------------------------------------------------------

def _sample_lines() -> list[dict]:
    return [json.loads(line) for line in PAPER_SAMPLE.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_paper_sample_without_one_played_cards_serial_breaks_one_rule():
    lines = _sample_lines()
    clean = core.verify(_log_from_lines(lines))
    assert clean.violations == []
    ev = next(x for x in lines if x.get("seq") == 2)
    assert ev["card"] == "alice.1" and "alice.1" in ev["serials"]
    del ev["serials"]["alice.1"]  # the tester's fftcg-paper-unnamed-played.jsonl
    result = core.verify(_log_from_lines(lines))
    # Was unknown-card, then fftcg.attack.not-a-forward x4 and fftcg.draw.not-top x3.
    assert rules_at(result) == []  # qa36b 3: an unnamed character played is a note
    assert result.winner == clean.winner


A = seat("a", hand=[CLOUD, BLACK_MAGE, TIFA, SAMURAI, MOOGLE], deck=[ZACK, FANG, KNIGHT, IFRIT, ZACK, ZACK])
B = seat("b", hand=[KNIGHT, KNIGHT, TIFA, ZACK, ZACK])


def _cloud_attacks(cloud: dict) -> list[dict]:
    """Turn 1: a plays Cloud (a.1, Haste) paying Zack (a.6) discarded; the attack phase: Cloud attacks, b does not
    block, b takes a point of damage (b.6, the top of b's deck); turn 2: b draws the next two."""
    play_cloud = named(play("a", "a.1", disc("a.6")), **cloud, a_6=ZACK)
    return [draw("a", "a.6"), play_cloud, *passes("a", "b"), *passes("a", "b"), attack("a", "a.1"),
            *passes("a", "b"), block("b"), *passes("a", "b"), *passes("a", "b"), *passes("a", "b"),
            draw("b", "b.7", "b.8")]


def test_an_unnamed_forward_attacks_as_recorded():
    ok = _cloud_attacks({"a_1": CLOUD})
    assert verify_paper([A, B], ok).violations == []
    bad = _cloud_attacks({})
    assert rules_at(verify_paper([A, B], bad)) == []  # qa36b 3: an unnamed character played is a note
    board = board_paper([A, B], bad)
    # It entered the field and its attack dealt b's point of damage, as the table played it.
    assert board.cards["a.1"].zone == "field" and board.seat("b").damage == ["b.6"]
    assert board.cards["a.6"].zone == "break"


def _knight_blocks(knight: dict) -> list[dict]:
    """b plays Knight (b.1) unnamed or named in turn 2; a's Cloud attacks in turn 3 and b blocks with it."""
    return [draw("a", "a.6"), named(play("a", "a.1", disc("a.6")), a_1=CLOUD, a_6=ZACK), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), named(play("b", "b.1", disc("b.6")), **knight, b_6=KNIGHT),
            *to_end_of_turn("b", "a"), draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"),
            attack("a", "a.1"), *passes("a", "b"), block("b", "b.1"), *passes("a", "b"), *passes("a", "b"),
            *passes("a", "b"), discard("a", "a.8"), draw("b", "b.8", "b.9")]


def test_an_unnamed_forward_blocks_as_recorded():
    ok = _knight_blocks({"b_1": KNIGHT})
    assert verify_paper([A, B], ok).violations == []
    bad = _knight_blocks({})
    k = 1 + 1 + len(to_end_of_turn("a", "b")) + 2
    assert rules_at(verify_paper([A, B], bad)) == []  # qa36b 3: an unnamed character played is a note
    board = board_paper([A, B], bad)
    # The attack was blocked: no damage to b; the unnamed blocker's power is unknown, so nothing broke.
    assert board.seat("b").damage == [] and board.cards["b.1"].zone == "field"


def _black_mage_pays(black_mage: dict) -> list[dict]:
    """Turn 1: a plays Black Mage (a.2, a backup) paying Zack (a.6); turn 3: Samurai (a.4, cost 3) paid by
    Black Mage dulled and Fang (a.7) discarded."""
    return [draw("a", "a.6"), named(play("a", "a.2", disc("a.6")), **black_mage, a_6=ZACK), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"), draw("a", "a.7", "a.8"),
            named(play("a", "a.4", dull("a.2"), disc("a.7")), a_4=SAMURAI, a_7=FANG), *to_end_of_turn("a", "b"),
            draw("b", "b.8", "b.9")]


def test_an_unnamed_backup_dulled_for_cp_is_not_flagged_again():
    ok = _black_mage_pays({"a_2": BLACK_MAGE})
    assert verify_paper([A, B], ok).violations == []
    bad = _black_mage_pays({})
    # Was unknown-card twice: as it was played, and again as a CP source.
    assert rules_at(verify_paper([A, B], bad)) == []  # qa36b 3: an unnamed character played is a note
    board = board_paper([A, B], bad)
    assert board.cards["a.2"].zone == "field" and board.cards["a.2"].dull
    assert board.cards["a.4"].zone == "field"


def _moogle(moogle: dict) -> list[dict]:
    """Turn 1: a casts Moogle (a.5, water, cost 1) paying Knight (a.6, water) discarded; b passes, a passes, it
    resolves; then the turn goes on."""
    return [draw("a", "a.6"), named(cast("a", "a.5", disc("a.6")), **moogle, a_6=KNIGHT), *passes("b", "a"),
            resolved("a", "a.5"), *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7")]


def test_an_unnamed_summon_goes_on_the_stack_and_resolves():
    ok = _moogle({"a_5": MOOGLE})
    assert verify_paper([A, B], ok).violations == []
    bad = _moogle({})
    # Was unknown-card, then fftcg.stack.lifo (the stack was empty at its resolution).
    assert rules_at(verify_paper([A, B], bad)) == [(2, "fftcg.log.unknown-card")]
    assert board_paper([A, B], bad).cards["a.5"].zone == "break"


def _ex_burst(**serials: str) -> list[dict]:
    """The Cloud attack of test 1; b.6, put into b's damage zone, is Ifrit: b uses its EX Burst on Cloud."""
    ev = _cloud_attacks({"a_1": CLOUD})[:-5]  # up to the second pass after the block: the damage is dealt
    burst = {"type": "ExBurstUsed", "player": "b", "card": "b.6", "targets": ["a.1"]}
    return ev + [named(burst, **serials) if serials else burst, *passes("a", "b"), resolved("b", "b.6"),
                 *passes("a", "b"), *passes("a", "b"), *passes("a", "b")]


def test_an_unnamed_ex_burst_card_goes_on_the_stack_and_resolves():
    b_burst = seat("b", hand=[KNIGHT, KNIGHT, TIFA, ZACK, ZACK], deck=[IFRIT])
    ok = _ex_burst(b_6=IFRIT)
    assert verify_paper([A, b_burst], ok).violations == []
    bad = _ex_burst()
    k = len(_cloud_attacks({"a_1": CLOUD})) - 5 + 1
    # Was unknown-card, then fftcg.stack.lifo (nothing on the stack to resolve).
    assert rules_at(verify_paper([A, b_burst], bad)) == [(k, "fftcg.log.unknown-card")]


def test_a_paper_log_draw_is_not_judged_for_the_top_card():
    # a.7 drawn where a.6 would be the top: which card was drawn cannot be checked in a paper log.
    ev = [draw("a", "a.7"), *to_end_of_turn("a", "b"), discard("a", "a.2"), draw("b", "b.7", "b.6")]
    assert verify_paper([A, B], ev).violations == []
    board = board_paper([A, B], ev)
    assert "a.7" in board.seat("a").hand and board.seat("a").deck[0] == "a.6"
    # A known order still is: the twin with the deck orders breaks the rule once (b's draw of its top two cards,
    # b.7 named before b.6, is clean: nothing orders the cards inside one draw, round 25).
    assert rules_at(verify([A, B], ev)) == [(1, "fftcg.draw.not-top")]


def test_a_paper_log_drawing_a_card_not_in_the_deck_is_one_log_fault():
    # a.1 is in a's hand: the log's slip. The table drew a card all the same: the top one is taken in its place.
    ev = [draw("a", "a.1"), *to_end_of_turn("a", "b"), discard("a", "a.2"), draw("b", "b.6", "b.7")]
    result = verify_paper([A, B], ev)
    assert rules_at(result) == [(1, "fftcg.log.unknown-card")]
    assert "not in a's deck" in result.violations[0].message
    board = board_paper([A, B], ev[:1])
    assert len(board.seat("a").hand) == 6 and "a.6" in board.seat("a").hand


# -- 2. serials with their rarity letter ----------------------------------------------------------------------------

def _lettered(s: dict, serial: str, letter: str, copies: int | None = None) -> dict:
    """The seat with ``copies`` (all by default) of ``serial`` in its deck list written with a rarity letter."""
    deck = dict(s["deck"])
    n = deck.pop(serial)
    k = n if copies is None else copies
    if n - k:
        deck[serial] = n - k
    deck[serial + letter] = k
    return {**s, "deck": deck}


def test_a_header_deck_list_serial_with_its_rarity_letter_is_the_card():
    ev = _cloud_attacks({"a_1": CLOUD})
    a = _lettered(A, TIFA, "R")  # the tester's "1-016R": 3
    result = verify_paper([a, B], ev)  # was refused: exit 2, "did you mean '1-016'"
    assert result.violations == []
    assert board_paper([a, B], ev).seat("a").unbound.get(TIFA) == A["deck"][TIFA]


def test_copies_named_with_and_without_the_letter_add_up():
    a = _lettered(A, "1-005", "H", copies=2)  # 1 × 1-005 and 2 × 1-005H: 3 copies of 1-005
    assert verify_paper([a, B], _cloud_attacks({"a_1": CLOUD})).violations == []
    board = core.new_board(make_log([paper(a), paper(B)], []))
    assert board.seat("a").decklist["1-005"] == 3 and "1-005H" not in board.seat("a").decklist
    # A fourth copy, named with the letter, is the deck-building fault alone.
    four = dict(a["deck"])
    four["1-005H"] += 1
    four[ZACK] -= 1
    result = verify_paper([{**a, "deck": four}, B], [])
    assert rules_at(result) == [(0, "fftcg.deck.copies")]


def test_a_recorded_order_with_rarity_letters_is_the_deck_list():
    a = dict(A)
    a["order"] = [s + "C" if s == "1-005" else s for s in A["order"]]  # the order lettered, the list not
    ev = _cloud_attacks({})  # a full log: no serials needed
    result = verify([_lettered(a, TIFA, "R"), B], ev)
    assert result.violations == []
    assert core.board_at(make_log([a, B], ev), 0).cards["a.1"].serial == CLOUD


def test_a_header_card_with_a_rarity_letter_is_the_card():
    custom = card("99-001R", "forward", 2, ["fire"], power=5000, name="Test Knight")
    deck = dict(A["deck"])
    deck.pop(ZACK)  # 3 copies of Zack
    deck["99-001"] = 3
    a = paper({**A, "deck": deck})
    ev = [draw("a", "a.6"), named(play("a", "a.1", disc("a.2")), a_1="99-001H", a_2=BLACK_MAGE)]
    result = core.verify(make_log([a, paper(B)], ev, cards=[custom]))
    assert result.violations == []
    board = core.board_at(make_log([a, paper(B)], ev, cards=[custom]), len(ev))
    assert board.cards["a.1"].serial == "99-001" and board.defs["99-001"].name == "Test Knight"


def test_an_event_serial_with_its_rarity_letter_is_the_card():
    ev = _cloud_attacks({"a_1": CLOUD + "H"})
    assert verify_paper([A, B], ev).violations == []
    assert board_paper([A, B], ev).cards["a.1"].serial == CLOUD
    # Still judged against the deck list: Red Mage 1-003, lettered or not, is a card a's list has no copy of.
    bad = [draw("a", "a.6"), named(play("a", "a.1", disc("a.6")), a_1="1-003R", a_6=ZACK)]
    result = verify_paper([A, B], bad)
    assert rules_at(result) == [(2, "fftcg.log.unknown-card")] and "'1-003'" in result.violations[0].message


def test_a_lettered_serial_of_no_card_is_still_refused():
    a = _lettered(A, TIFA, "R")
    deck = dict(a["deck"])
    deck["1-999R"] = deck.pop(TIFA + "R")
    with pytest.raises(LogError, match="1-999R"):
        core.verify(make_log([paper({**a, "deck": deck}), paper(B)], []))


TERRA, SQUALL, AURON, AURON_2 = "1-046", "1-041", "1-001", "1-002"


def _terra_enters(terra: dict) -> list[dict]:
    """Turn 1: a plays Terra (a.1, ice, cost 3) paying two Squalls (ice) discarded; her auto ability (enters: draw 1)
    goes on the stack and resolves."""
    return [draw("a", "a.6"), named(play("a", "a.1", disc("a.2"), disc("a.3")), **terra, a_2=SQUALL, a_3=SQUALL),
            {"type": "AutoTriggered", "player": "a", "source": "a.1", "ability": 0, "targets": [], "declined": False},
            *passes("a", "b"), resolved("a", "a.1"), *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7")]


def test_an_unnamed_characters_auto_ability_goes_on_the_stack_as_recorded():
    a = seat("a", hand=[TERRA, SQUALL, SQUALL])
    ok = _terra_enters({"a_1": TERRA})
    assert verify_paper([a, B], ok).violations == []
    bad = _terra_enters({})
    # Was unknown-card, then fftcg.auto.not-triggered.
    assert rules_at(verify_paper([a, B], bad)) == []  # qa36b 3: an unnamed character played is a note


def _auron_special(auron: dict) -> list[dict]:
    """Turn 1: a plays Auron (a.1, cost 6) paying three Fangs discarded; his special ability (discard a card named
    Auron: Auron 1-002, a.5; 1 fire CP: Zack, a.6, discarded) damages a forward (himself, the only one)."""
    ability = {"type": "AbilityUsed", "player": "a", "source": "a.1", "ability": 0, "payment": [disc("a.6")],
               "discard": "a.5", "targets": ["a.1"]}
    return [draw("a", "a.6"),
            named(play("a", "a.1", disc("a.2"), disc("a.3"), disc("a.4")), **auron, a_2=FANG, a_3=FANG, a_4=FANG),
            named(ability, a_5=AURON_2, a_6=ZACK), *passes("b", "a"), resolved("a", "a.1"),
            *to_end_of_turn("a", "b"), draw("b", "b.6", "b.7")]


def test_an_unnamed_characters_special_ability_is_not_judged_again():
    a = seat("a", hand=[AURON, FANG, FANG, FANG, AURON_2], deck=[ZACK])
    ok = _auron_special({"a_1": AURON})
    assert verify_paper([a, B], ok).violations == []
    bad = _auron_special({})
    # Was unknown-card, then fftcg.ability.not-on-field and fftcg.stack.lifo (with the card entering as recorded but
    # its name unknown: fftcg.special.same-name).
    assert rules_at(verify_paper([a, B], bad)) == []  # qa36b 3: an unnamed character played is a note
    assert board_paper([a, B], bad).cards["a.5"].zone == "break"
