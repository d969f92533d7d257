"""What a ninth outside reading of the FFTCG engine found (the tester's logs were in /tmp/qa8-fftcg; the same
faults are built here, each beside its clean twin): one planted fault gives one violation.

1. A multi-element card paying CP without ``element`` takes the element that lets the payment meet the card's
   elements, if any choice does, whatever the order of the sources (« vous devez alors choisir un des éléments
   possibles », § 3.1): Leon 12-113 (fire/ice, cost 2) paid by a Leon discarded, then a fire card, is legal.
2. A source flagged for an element it cannot make pays in the element the rest of the payment leaves unpaid:
   ``fftcg.cp.wrong-element`` alone, not also ``fftcg.cp.element``.
3. A summon or an attack of the player whose turn it is in her End phase, before she discards, is the timing
   fault alone: her hand is judged when she ends the phase, as it then is.
4. Paper log: a character played unnamed may have Brave: its attack does not dull it, so it blocks in the next
   turn without ``fftcg.block.dull``; named later without Brave, it is dull from that attack.
5. An attack declared with the stack not empty stands as recorded: the log's order of passes, block, damage
   and resolution is carried on (one ``fftcg.attack.timing``).
6. An attack by the player whose turn it is not is one ``fftcg.attack.timing``; the defender (the player whose
   turn it is) answers it without a ``fftcg.block.timing``, and takes its damage.
7. A concession after the game is over (the handshake) is no fault: a note; the result stands.
"""

from __future__ import annotations

import json
from pathlib import Path

from fftcg import (
    attack, block, card, cast, disc, discard, draw, dull, make_log, pass_, passes, play, resolved, rules_at, seat,
    to_end_of_turn, verify,
)
from ledger.log import parse_log
from projections import core

SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg"

LEON, BLACK_MAGE, TIFA, CLOUD, KNIGHT, BELIAS, ZACK, AURON, SNOW = (
    "12-113", "1-010", "1-016", "1-009", "1-165", "9-017", "1-012", "1-002", "1-043")


# -- 1 and 2. A multi-element card's CP: the element that meets the cost, in any order ---------------------------

# a: Leon (a.1) and a second Leon (a.2) to discard, Tifa (a.3, fire) to discard, Black Mage (a.4, a fire backup).
LEONS = seat("a", hand=[LEON, LEON, TIFA, BLACK_MAGE, ZACK])


def _leon(*payment) -> list[dict]:
    """Turn 1: a plays Leon (a.1, fire/ice, cost 2) with the payment, then the turn ends."""
    return [draw("a", "a.6"), play("a", "a.1", *payment), *to_end_of_turn("a", "b")]


def test_a_leon_discarded_without_element_then_a_fire_card_pays_the_ice():
    # The tester's s2_leon_leondisc_noelem_first_then_fire.jsonl: was fftcg.cp.element (the Leon taken as fire).
    result = verify([LEONS, seat("b")], _leon(disc("a.2"), disc("a.3")))
    assert result.violations == []
    assert any("(a.2)" in n and "taken as ice" in n for n in result.notes)
    # The other order was already accepted.
    assert verify([LEONS, seat("b")], _leon(disc("a.3"), disc("a.2"))).violations == []
    # Two fire cards are still short of the ice: one fault.
    assert rules_at(verify([LEONS, seat("b")], _leon(disc("a.3"), disc("a.5")))) == [(2, "fftcg.cp.element")]


def _leon_with_a_backup(*payment) -> list[dict]:
    """Turn 1: a plays Black Mage (a.4, a fire backup); turn 3: Leon (a.1) with the payment."""
    return [draw("a", "a.6"), play("a", "a.4", disc("a.5")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
            draw("a", "a.7", "a.8"), play("a", "a.1", *payment), *to_end_of_turn("a", "b")]


def test_a_leon_discarded_without_element_then_a_fire_backup_pays_the_ice():
    # The tester's s2_leon_leondisc_noelem_then_firebackup.jsonl: was fftcg.cp.element.
    ev = _leon_with_a_backup(disc("a.2"), dull("a.4"))
    assert verify([LEONS, seat("b")], ev).violations == []
    assert verify([LEONS, seat("b")], _leon_with_a_backup(dull("a.4"), disc("a.2"))).violations == []
    # Named fire, the Leon leaves the ice unpaid: one fault.
    bad = _leon_with_a_backup(disc("a.2", "fire"), dull("a.4"))
    k = len(_leon_with_a_backup()) - len(to_end_of_turn("a", "b"))
    assert rules_at(verify([LEONS, seat("b")], bad)) == [(k, "fftcg.cp.element")]


def test_a_multi_element_backup_without_element_before_a_fire_discard_pays_the_ice():
    # The tester's s2b_leon_twin_noelem_bm.jsonl: a fire/ice backup of the header's (QA-001) dulled first.
    cards = [card("QA-001", "backup", 2, ["fire", "ice"], name="Twin Mage")]
    a = seat("a", hand=["QA-001", LEON, TIFA, TIFA, SNOW])

    def log(*payment):
        """Turn 1: a plays Twin Mage (a.1) paying a fire and an ice card; turn 3: Leon (a.2) with the payment."""
        return [draw("a", "a.6"), play("a", "a.1", disc("a.3"), disc("a.5")), *to_end_of_turn("a", "b"),
                draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
                draw("a", "a.7", "a.8"), play("a", "a.2", *payment), *to_end_of_turn("a", "b")]

    assert verify([a, seat("b")], log(dull("a.1"), disc("a.4")), cards=cards).violations == []
    assert verify([a, seat("b")], log(disc("a.4"), dull("a.1")), cards=cards).violations == []
    k = len(log()) - len(to_end_of_turn("a", "b"))
    assert rules_at(verify([a, seat("b")], log(dull("a.1", "fire"), disc("a.4")), cards=cards)) == \
        [(k, "fftcg.cp.element")]


def test_a_wrong_element_is_that_fault_alone():
    # The tester's s2_leon_leondisc_wind_then_fire.jsonl: was fftcg.cp.wrong-element and fftcg.cp.element.
    bad = _leon(disc("a.2", "wind"), disc("a.3"))
    assert rules_at(verify([LEONS, seat("b")], bad)) == [(2, "fftcg.cp.wrong-element")]
    assert verify([LEONS, seat("b")], _leon(disc("a.2", "ice"), disc("a.3"))).violations == []
    # The flagged source pays the element the rest leaves unpaid, after it too.
    assert rules_at(verify([LEONS, seat("b")], _leon(disc("a.3"), disc("a.2", "wind")))) == \
        [(2, "fftcg.cp.wrong-element")]


def test_the_element_search_case_by_case():
    from projections.fftcg.engine import _assign, _excess

    fire, ice = "fire", "ice"
    assert _assign([(2, fire, (fire, ice)), (2, fire, ())], [fire, ice]) == [ice, fire]
    assert _assign([(2, fire, ()), (2, fire, (fire, ice))], [fire, ice]) == [fire, ice]
    assert _assign([(2, fire, ()), (2, fire, ())], [fire, ice]) == [fire, fire]  # nothing to choose
    # A Leon left free, a fire and an ice card: the fire card (or the ice) could be left out.
    assert _excess([(True, (fire, ice), 2), (True, fire, 2), (True, ice, 2)], 2, [fire, ice])
    assert not _excess([(True, (fire, ice), 2), (True, fire, 2)], 2, [fire, ice])


# -- 3. Out of phase in her End phase, before she discards: the timing fault alone -----------------------------

def _end_phase_summon(after: list[dict]) -> list[dict]:
    """Turn 1: a ends the turn with 6 cards, casts Belias (a.1, fire 1, not modelled) paying Zack (a.2) in the
    End phase (4 cards left), it resolves; then ``after``."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), cast("a", "a.1", disc("a.2")), *passes("b", "a"),
            resolved("a", "a.1"), *after]


SUMMONER = seat("a", hand=[BELIAS, ZACK, ZACK, AURON, AURON])


def test_a_summon_in_her_end_phase_before_she_discards_is_the_timing_fault_alone():
    # The tester's s11_end_summon_hand6_to4.jsonl: was also fftcg.end.hand-size at the summon.
    ev = _end_phase_summon([draw("b", "b.6", "b.7")])
    k = 2 + len(to_end_of_turn("a", "b"))
    assert rules_at(verify([SUMMONER, seat("b")], ev)) == [(k, "fftcg.timing.end-phase")]
    clean = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.2"), draw("b", "b.6", "b.7")]
    assert verify([SUMMONER, seat("b")], clean).violations == []


def test_her_hand_is_still_judged_when_she_ends_the_phase():
    # 7 cards: the summon and its discard leave 5... with one card fewer discarded (a backup paid), 6 are left.
    a = seat("a", hand=[BELIAS, ZACK, ZACK, AURON, AURON], deck=[ZACK, AURON])
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
          draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
          draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b"), cast("a", "a.1", disc("a.2")), *passes("b", "a"),
          resolved("a", "a.1")]
    k = len(ev) - 3
    # 7 - 2 = 5 cards: nothing to discard.
    assert rules_at(verify([a, seat("b")], ev + [draw("b", "b.8", "b.9")])) == [(k, "fftcg.timing.end-phase")]
    # Her pass after the resolution ends the phase with 5 cards: nothing more.
    assert rules_at(verify([a, seat("b")], ev + [pass_("a"), draw("b", "b.8", "b.9")])) == \
        [(k, "fftcg.timing.end-phase")]


def test_with_six_cards_left_after_it_her_hand_is_judged_when_she_ends_the_phase():
    # A summon of cost 0 (the header's QA-S) cast in the End phase with 7 cards in hand leaves 6.
    cards = [card("QA-S", "summon", 0, ["fire"], name="Free Summon")]
    a = seat("a", hand=["QA-S", ZACK, ZACK, AURON, AURON])
    ev = [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
          draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
          draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b"), cast("a", "a.1"), *passes("b", "a"),
          resolved("a", "a.1")]
    k = len(ev) - 3
    assert len(core.board_at(make_log([a, seat("b")], ev, cards=cards), len(ev)).seat("a").hand) == 6
    # The turn passes with 6 cards: her own second fault, as the turn passes.
    bad = ev + [draw("b", "b.8", "b.9")]
    assert rules_at(verify([a, seat("b")], bad, cards=cards)) == [(k, "fftcg.timing.end-phase"),
                                                                  (len(bad), "fftcg.end.hand-size")]
    # Her pass after the resolution (nothing left to resolve) does not judge it: still as the turn passes (round 12).
    bad = ev + [pass_("a"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([a, seat("b")], bad, cards=cards)) == [(k, "fftcg.timing.end-phase"),
                                                                  (len(bad), "fftcg.end.hand-size")]
    # She discards after the resolution: the timing fault alone.
    ok = ev + [discard("a", "a.2"), draw("b", "b.8", "b.9")]
    assert rules_at(verify([a, seat("b")], ok, cards=cards)) == [(k, "fftcg.timing.end-phase")]


def _end_phase_attack(after: list[dict]) -> list[dict]:
    """Turn 1: a plays Cloud (a.1, Haste) paying Zack (a.2); turn 2: b; turn 3: 6 cards in a's hand, and Cloud
    attacks in the End phase (b does not block, b takes a point); then ``after``."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), *to_end_of_turn("b", "a"), discard("b", "b.1", "b.2"),
            draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b"), attack("a", "a.1"), *passes("a", "b"), block("b"),
            *passes("a", "b"), *after]


CLOUDS = seat("a", hand=[CLOUD, ZACK, ZACK, AURON, AURON])


def test_an_attack_in_her_end_phase_before_she_discards_is_the_timing_fault_alone():
    # The tester's s11_end_attack_hand6_then_discard.jsonl: was also fftcg.end.hand-size at the attack.
    ev = _end_phase_attack([discard("a", "a.3"), draw("b", "b.9", "b.10")])
    k = len(_end_phase_attack([])) - 5
    assert len(core.board_at(make_log([CLOUDS, seat("b")], ev), k - 1).seat("a").hand) == 6
    result = verify([CLOUDS, seat("b")], ev)
    assert rules_at(result) == [(k, "fftcg.attack.timing")]
    board = core.board_at(make_log([CLOUDS, seat("b")], ev), len(ev))
    assert board.seat("b").damage == ["b.8"] and (board.turn, board.active) == (4, "b")
    # Without the discard, her hand is judged as the turn passes: a second fault, her own.
    ev = _end_phase_attack([draw("b", "b.9", "b.10")])
    assert rules_at(verify([CLOUDS, seat("b")], ev)) == [(k, "fftcg.attack.timing"), (len(ev), "fftcg.end.hand-size")]


# -- 4. Paper log: an unnamed character may have Brave -------------------------------------------------------

def _paper(s: dict) -> dict:
    return {k: v for k, v in s.items() if k != "order"}


def _named(event: dict, **serials: str) -> dict:
    return {**event, "serials": {k.replace("_", "."): v for k, v in serials.items()}}


PA = seat("a", hand=[TIFA, ZACK, ZACK, AURON, AURON])
PB = seat("b", hand=[KNIGHT, KNIGHT, ZACK, ZACK, AURON])


def _brave(tifa: dict, block_serials: dict | None = None) -> list[dict]:
    """Turn 1: a plays Tifa (a.1, Brave; named or not) paying Zack (a.2). Turn 2: b plays Knight (b.1) paying
    Knight (b.2). Turn 3: Tifa attacks, b does not block. Turn 4: Knight attacks, a blocks with Tifa."""
    blk = block("a", "a.1")
    if block_serials:
        blk = _named(blk, **block_serials)
    return [draw("a", "a.6"), _named(play("a", "a.1", disc("a.2")), **tifa, a_2=ZACK), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), _named(play("b", "b.1", disc("b.2")), b_1=KNIGHT, b_2=KNIGHT),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1"), *passes("a", "b"),
            block("b"), *passes("a", "b"), *passes("a", "b"), *passes("a", "b"), discard("a", "a.7"),
            draw("b", "b.9", "b.10"), *passes("b", "a"), *passes("b", "a"), attack("b", "b.1"), *passes("b", "a"),
            blk, *passes("b", "a")]


def _verify_paper(events):
    return core.verify(make_log([_paper(PA), _paper(PB)], events))


def test_an_unnamed_forward_that_attacked_blocks_in_the_next_turn():
    # The tester's s13_paper_unnamed_brave_attacks_then_blocks.jsonl: was also fftcg.block.dull.
    assert _verify_paper(_brave({"a_1": TIFA})).violations == []
    assert rules_at(_verify_paper(_brave({}))) == []  # qa36b 3: an unnamed character played is a note


def test_named_later_without_brave_it_is_dull_from_its_attack():
    # Named Cloud (no Brave) by the block's serials: judged as that card, dull from its attack of turn 3.
    a = seat("a", hand=[CLOUD, ZACK, ZACK, AURON, AURON])
    ev = _brave({}, {"a_1": CLOUD})
    result = core.verify(make_log([_paper(a), _paper(PB)], ev))
    k = len(ev) - 2
    assert rules_at(result) == [(k, "fftcg.block.dull")]  # qa36b 3: an unnamed character played is a note
    # Named Tifa there, it may block.
    assert rules_at(_verify_paper(_brave({}, {"a_1": TIFA}))) == []  # qa36b 3: an unnamed character played is a note


# -- 5. An attack declared with the stack not empty ----------------------------------------------------------

CLOUD_BELIAS = seat("a", hand=[CLOUD, ZACK, BELIAS, ZACK, AURON])


def _attack_over_the_stack(combat: list[dict]) -> list[dict]:
    """Turn 1: a plays Cloud (a.1, Haste) paying Zack (a.2), casts Belias (a.3, not modelled) paying Zack (a.4)
    and, with Belias on the stack, Cloud attacks in Main phase 1; ``combat`` plays it out; then the turn ends and
    b's turn begins (b took a point: b.6)."""
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), cast("a", "a.3", disc("a.4")), attack("a", "a.1"),
            *combat, *to_end_of_turn("a", "b"), draw("b", "b.7", "b.8")]


def test_an_attack_over_the_stack_goes_on_in_the_logs_order():
    # The tester's s6_attack_stack_nonempty_a.jsonl: passes, the block, the damage, then Belias resolves. Was 7.
    ev = _attack_over_the_stack([*passes("a", "b"), block("b"), *passes("a", "b"), *passes("a", "b"),
                                 resolved("a", "a.3")])
    assert rules_at(verify([CLOUD_BELIAS, seat("b")], ev)) == [(4, "fftcg.attack.timing")]
    board = core.board_at(make_log([CLOUD_BELIAS, seat("b")], ev), len(ev))
    assert board.seat("b").damage == ["b.6"] and board.cards["a.3"].zone == "break" and board.active == "b"
    # The damage dealt before the resolution, as recorded.
    at = core.board_at(make_log([CLOUD_BELIAS, seat("b")], ev), 4 + 6)
    assert at.seat("b").damage == ["b.6"] and [i.source for i in at.stack] == ["a.3"]


def test_an_attack_over_the_stack_with_the_resolution_first():
    # The tester's s6_attack_stack_nonempty_b.jsonl (already one violation): Belias resolves, then the block.
    ev = _attack_over_the_stack([*passes("a", "b"), resolved("a", "a.3"), *passes("a", "b"), block("b"),
                                 *passes("a", "b")])
    assert rules_at(verify([CLOUD_BELIAS, seat("b")], ev)) == [(4, "fftcg.attack.timing")]
    # The resolution between the block and the damage.
    ev = _attack_over_the_stack([*passes("a", "b"), block("b"), *passes("a", "b"), resolved("a", "a.3"),
                                 *passes("a", "b")])
    assert rules_at(verify([CLOUD_BELIAS, seat("b")], ev)) == [(4, "fftcg.attack.timing")]
    # The clean twin: Belias resolves, then Cloud attacks in its step.
    clean = [draw("a", "a.6"), play("a", "a.1", disc("a.2")), cast("a", "a.3", disc("a.4")), *passes("b", "a"),
             resolved("a", "a.3"), *passes("a", "b"), *passes("a", "b"), attack("a", "a.1"), *passes("a", "b"),
             block("b"), *passes("a", "b"), *passes("a", "b"), *passes("a", "b"), draw("b", "b.7", "b.8")]
    assert verify([CLOUD_BELIAS, seat("b")], clean).violations == []


def test_a_summon_added_during_that_attack_still_resolves_first():
    # b casts Belias (b.1) after the block: it is not under the attack, so two passes resolve it before anything.
    b = seat("b", hand=[BELIAS, ZACK, AURON, AURON, AURON])
    head = [*passes("a", "b"), block("b"), pass_("a"), cast("b", "b.1", disc("b.2")), *passes("a", "b")]
    tail = [*passes("a", "b"), resolved("a", "a.3"), *passes("a", "b")]
    ok = _attack_over_the_stack(head + [resolved("b", "b.1")] + tail)
    assert rules_at(verify([CLOUD_BELIAS, b], ok)) == [(4, "fftcg.attack.timing")]
    bad = _attack_over_the_stack(head + [pass_("a"), resolved("b", "b.1")] + tail)
    assert rules_at(verify([CLOUD_BELIAS, b], bad)) == [(4, "fftcg.attack.timing"), (12, "fftcg.stack.pending")]


# -- 6. An attack by the player whose turn it is not ------------------------------------------------------------

def _bob_attacks(answer: dict) -> list[dict]:
    """Turn 2: b plays Knight (b.1). Turn 3, a's Main phase 1: b's Knight attacks; a answers; the damage; then
    a's turn goes on to its end."""
    return [draw("a", "a.6"), *to_end_of_turn("a", "b"), discard("a", "a.6"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), attack("b", "b.1"), *passes("a", "b"), answer, *passes("a", "b"),
            *to_end_of_turn("a", "b"), discard("a", "a.1", "a.2"), draw("b", "b.8", "b.9")]


KNIGHTS = seat("b", hand=[KNIGHT, KNIGHT, ZACK, AURON, AURON])


def test_an_attack_in_the_other_players_turn_is_one_fault_and_she_answers_it():
    # The tester's s6_bob_attacks_in_alice_turn.jsonl: was also fftcg.block.timing on a's no block.
    ev = _bob_attacks(block("a"))
    k = 1 + len(to_end_of_turn("a", "b")) + 1 + 2 + len(to_end_of_turn("b", "a")) + 2
    result = verify([seat("a"), KNIGHTS], ev)
    assert rules_at(result) == [(k, "fftcg.attack.timing")]
    assert "in the other player's turn" in result.violations[0].message
    board = core.board_at(make_log([seat("a"), KNIGHTS], ev), k + 5)
    assert len(board.seat("a").damage) == 1 and board.seat("b").damage == []  # the defender takes the point


def test_the_player_whose_turn_it_is_blocks_that_attack():
    a = seat("a", hand=[ZACK, ZACK, AURON, AURON, AURON], deck=[CLOUD])
    # Turn 1: a plays Cloud (a.6) and blocks b's Knight with it in turn 3 (5000 each: both break).
    ev = [draw("a", "a.6"), play("a", "a.6", disc("a.1")), *to_end_of_turn("a", "b"),
          draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
          draw("a", "a.7", "a.8"), attack("b", "b.1"), *passes("a", "b"), block("a", "a.6"), *passes("a", "b"),
          *to_end_of_turn("a", "b"), discard("a", "a.2"), draw("b", "b.8", "b.9")]
    k = next(n for n, e in enumerate(ev, 1) if e["type"] == "AttackDeclared")
    assert rules_at(verify([a, KNIGHTS], ev)) == [(k, "fftcg.attack.timing")]
    board = core.board_at(make_log([a, KNIGHTS], ev), len(ev))
    assert board.cards["a.6"].zone == "break" and board.cards["b.1"].zone == "break"
    assert board.seat("a").damage == [] and board.seat("b").damage == []
    # b blocking her own attack is still the block's fault.
    bad = ev[:k + 2] + [block("b")] + ev[k + 3:]
    assert (k + 3, "fftcg.block.timing") in rules_at(verify([a, KNIGHTS], bad))


# -- 7. A concession after the game is over ------------------------------------------------------------------

def _won_sample_with(extra: list[dict]):
    text = (SAMPLES / "win-seven-damage.jsonl").read_text(encoding="utf-8")
    clean = parse_log(text.encode(), "win.jsonl")
    n = len(clean.events)
    lines = text.rstrip("\n").split("\n") + [json.dumps({**e, "seq": n + k}) for k, e in enumerate(extra, 1)]
    return core.verify(clean), core.verify(parse_log("\n".join(lines).encode() + b"\n", "win.jsonl")), n


def test_a_concession_after_the_game_is_won_is_a_note():
    # The tester's s8_7dmg_concede_after.jsonl: was fftcg.game.over.
    clean, result, n = _won_sample_with([{"type": "Conceded", "player": "bob"}])
    assert clean.violations == [] and result.violations == []
    assert result.result == clean.result and result.winner == clean.winner
    assert any(f"seq {n + 1}: bob conceded after the game was over" in note for note in result.notes)
    # The winner's concession too; play after the end is still flagged, once.
    clean, result, n = _won_sample_with([{"type": "Conceded", "player": "alice"},
                                         {"type": "PriorityPassed", "player": "alice"},
                                         {"type": "Conceded", "player": "bob"}])
    assert rules_at(result) == [(n + 2, "fftcg.game.over")] and result.result == clean.result
