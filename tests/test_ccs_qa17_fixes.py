"""Chrono Clash: the fixes of the seventeenth outside test round (notes/qa17_docs.md, notes/fix17_ccs.md).

The logs are the tester's own, whole, under tests/logs/ccs_qa17/ (paper logs written from the docs alone); the
variants change one event of them. Each planted fault gives exactly one violation, and its clean twin stays clean."""

from __future__ import annotations

import json
import re
from pathlib import Path

import ccs
from ledger.log import parse_log, read_log
from projections import core

LOGS = Path(__file__).resolve().parent / "logs" / "ccs_qa17"
DOCS = Path(__file__).resolve().parent.parent / "docs"


def lines(name: str) -> list[dict]:
    return [json.loads(x) for x in (LOGS / f"{name}.jsonl").read_text().splitlines() if x.strip()]


def build(rows: list[dict]):
    """A log of these rows (header first), the events renumbered 1, 2, 3..."""
    head, events = rows[0], rows[1:]
    text = [json.dumps(head)] + [json.dumps({**ev, "seq": i}) for i, ev in enumerate(events, 1)]
    return parse_log(("\n".join(text) + "\n").encode(), "qa17.jsonl")


def variant(name: str, changes: dict[int, dict | None] | None = None, insert: dict[int, list[dict]] | None = None):
    """The tester's log ``name`` with event ``seq`` changed (its fields updated; a None value drops the field; None
    for the whole event drops it) and events inserted before ``seq``."""
    rows = lines(name)
    out = [rows[0]]
    for ev in rows[1:]:
        for new in (insert or {}).get(ev["seq"], []):
            out.append(dict(new))
        change = (changes or {}).get(ev["seq"], {})
        if change is None:
            continue
        ev = {**ev, **change}
        out.append({k: v for k, v in ev.items() if v is not None})
    return build(out)


def found_in(match) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in core.verify(match).violations]


def found(name: str) -> list[tuple[int, str]]:
    return found_in(read_log(LOGS / f"{name}.jsonl"))


def notes_of(match) -> list[str]:
    return core.verify(match).notes


# -- 1. A Legion card named as one the deck list has no copy of ------------------------------------------------------

def test_legion_naming_a_card_the_list_lacks_is_one_flag_and_the_card_stays_hidden():
    # Was unknown-card at 8, then unknown-card + summon.not-in-hand + summon.not-a-battler at 12 (bob.12 judged as
    # the Fireball the log named).
    assert found("l_f_legion_not_in_list") == [(8, "ccs.log.unknown-card")]
    board = core.board_at(read_log(LOGS / "l_f_legion_not_in_list.jsonl"), 9)
    assert board.cards["bob.12"].name is None  # not taken as Fireball
    assert board.cards["bob.12"].zone == "discard"
    board = core.board_at(read_log(LOGS / "l_f_legion_not_in_list.jsonl"), 12)
    assert board.cards["bob.12"].name == "Grove Keeper"
    assert board.cards["bob.12"].zone == "battlefield"


def test_legion_naming_a_card_of_the_list_is_clean():
    # The clean twin: the Legion card named as the Grove Keeper it was; the summon by its id and name.
    assert found_in(variant("l_f_legion_not_in_list", {8: {"name": "Grove Keeper"}})) == []


def test_legion_card_left_unnamed_then_summoned_by_its_id_is_clean():
    # The Legion card left unnamed (a note), then summoned from the hand by its id: it was a battler, drawn.
    match = variant("l_f_legion_not_in_list", {8: {"name": None}})
    assert found_in(match) == []
    assert any("bob.12" in n and "Legion" in n and "taken from the hand" in n for n in notes_of(match))


def test_legion_card_the_list_lacks_then_summoned_by_name_only_is_one_flag():
    assert found_in(variant("l_f_legion_not_in_list", {12: {"card": None}})) == [(8, "ccs.log.unknown-card")]


# -- 2. An unnamed battler doing what an unknown card could do -------------------------------------------------------

def test_unnamed_battler_attacking_the_turn_it_is_summoned_is_only_the_unknown_card():
    # Was unknown-card at 6 and ccs.attack.summoned-this-turn at 7: it may have Quick.
    assert found("p1_f_unnamed_summon") == [(6, "ccs.log.unknown-card")]


def test_named_quick_battler_attacking_at_once_is_clean_and_one_without_quick_is_flagged():
    assert found_in(variant("p1_f_unnamed_summon", {6: {"name": "Cinder Hound"}})) == []
    assert found_in(variant("p1_f_unnamed_summon", {6: {"name": "Ember Squire"}})) == [
        (7, "ccs.attack.summoned-this-turn")]


def test_unnamed_battler_summoned_for_a_sneak_attack_cost_is_only_the_unknown_card():
    # Was unknown-card and ccs.summon.sneak-attack ("has no Sneak Attack cost"): it may have Sneak Attack.
    match = variant("p1_f_unnamed_summon", {6: {"mode": "sneak-attack"}})
    assert found_in(match) == [(6, "ccs.log.unknown-card")]
    twin = variant("p1_f_unnamed_summon", {6: {"mode": "sneak-attack", "name": "Pyre Striker"}})
    assert found_in(twin) == []


def test_unnamed_battler_tapped_on_summon_or_with_a_card_under_it_is_only_the_unknown_card():
    # It may have Sentinel or Taunt, or Toughness.
    assert found_in(variant("p1_f_unnamed_summon", {6: {"tap": True}, 7: None, 8: None})) == [
        (6, "ccs.log.unknown-card")]
    assert found_in(variant("p1_f_unnamed_summon", {6: {"under": "alice.7"}, 7: None, 8: None})) == [
        (6, "ccs.log.unknown-card")]
    assert found_in(variant("p1_f_unnamed_summon", {6: {"tap": True, "name": "Frost Warden"}, 7: None, 8: None})) == []
    assert found_in(variant("p1_f_unnamed_summon", {6: {"tap": True, "name": "Ember Squire"}, 7: None, 8: None})) == [
        (6, "ccs.summon.tap-on-summon")]


def test_unnamed_battler_using_a_tap_ability_is_only_the_unknown_card():
    # Alice's next turn: the unnamed battler (no attack the turn it came) uses a tap ability: it may have one.
    rows = lines("p1_f_unnamed_summon")
    tap = {"type": "TapAbilityActivated", "player": "alice", "battler": "alice.6"}
    events = [ev for ev in rows[1:] if ev["seq"] not in (7, 8)] + [tap]
    assert found_in(build([rows[0], *events])) == [(6, "ccs.log.unknown-card")]
    named = [({**ev, "name": "Ember Squire"} if ev.get("seq") == 6 else ev) for ev in events]
    assert found_in(build([rows[0], *named])) == [(11, "ccs.tap.no-tap-ability")]


def test_unnamed_card_put_into_play_by_transform_is_only_the_unknown_card():
    # Was ccs.transform ("has no Transform ability") alone: the card is never named, so it may have Transform.
    rows = lines("p1_f_unnamed_summon")
    events = [({**ev, "name": "Ember Squire"} if ev["seq"] == 6 else ev) for ev in rows[1:] if ev["seq"] not in (7, 8)]
    transform = {"type": "Transformed", "player": "alice", "returned": "alice.6", "card": "alice.7"}
    attack = {"type": "AttackDeclared", "player": "alice", "attacker": "alice.7"}
    reveal = {"type": "GuardianRevealed", "player": "bob", "name": "Stone Idol"}
    assert found_in(build([rows[0], *events, transform, attack, reveal])) == [(11, "ccs.log.unknown-card")]
    named = {**transform, "name": "Ember Squire"}
    assert found_in(build([rows[0], *events, named, attack, reveal])) == [(11, "ccs.transform")]


# -- 3. QuestStarted with no card --------------------------------------------------------------------------------------

def test_paper_quest_with_no_card_is_clean_with_a_note():
    # Was unknown-card at 15, then ccs.guardian.unexpected at 19 when the quest card was revealed.
    match = read_log(LOGS / "p2_f_quest_no_card.jsonl")
    assert found_in(match) == []
    assert any("seq 15" in n and "quest card" in n and "alice.7" in n for n in notes_of(match))
    board = core.board_at(match, 15)
    assert board.cards["alice.6"].quest == ("alice.7",)


def test_paper_quest_card_taken_from_the_hand_later_was_another_hidden_card():
    summon = {"type": "BattlerSummoned", "player": "alice", "card": "alice.7", "name": "Ember Squire"}
    match = variant("p2_f_quest_no_card", insert={16: [summon]})
    assert found_in(match) == []
    board = core.board_at(match, 16)
    assert board.cards["alice.7"].zone == "battlefield"
    assert board.cards["alice.6"].quest == ("alice.8",)


def _known_order_quest(card: str | None) -> list[dict]:
    quest = {"type": "QuestStarted", "player": "alice", "battler": "alice.6"}
    if card is not None:
        quest["card"] = card
    return [ccs.draw("alice"), ccs.summon("alice", "alice.6"), ccs.pass_("alice"),
            ccs.draw("bob"), ccs.summon("bob", "bob.6"), ccs.pass_("bob"),
            ccs.draw("alice"), quest, ccs.pass_("alice"),
            ccs.draw("bob"), ccs.attack("bob", "bob.6", battler="alice.6"),
            ccs.reveal("alice", name="Fireball"), ccs.pass_("bob"), ccs.draw("alice")]


def test_quest_with_no_card_in_a_known_order_log_is_one_flag():
    seats = [ccs.seat("alice", hand=["Ember Squire", "Fireball"]), ccs.seat("bob", hand=["Flame Lancer"])]
    # The clean twin names the quest card; left out where the deck order is known, it is flagged once, and the quest
    # card revealed later follows (was also ccs.guardian.unexpected at 12).
    assert ccs.rules_at(ccs.verify(seats, _known_order_quest("alice.7"))) == []
    assert ccs.rules_at(ccs.verify(seats, _known_order_quest(None))) == [(8, "ccs.log.unknown-card")]


# -- 4. An ability's draw recorded as CardDrawn ------------------------------------------------------------------------

def test_an_abilitys_draw_recorded_is_clean_with_a_note_in_each_form():
    for match in (read_log(LOGS / "t_q_effect_draw_as_carddrawn.jsonl"),
                  read_log(LOGS / "t_q_effect_draw_as_carddrawn_named.jsonl"),
                  variant("t_q_effect_draw_as_carddrawn_named", {7: {"card": None}})):
        assert found_in(match) == []
        assert any("seq 7" in n and "Tide Scholar (alice.6)" in n for n in notes_of(match))


# -- 5. log-format.md's Chrono Clash table against the schema ----------------------------------------------------------

def test_the_chrono_clash_event_table_lists_every_schema_field_and_marks_the_optional_ones():
    schema = json.loads((DOCS / "schema" / "chrono-clash.json").read_text())["$defs"]
    text = (DOCS / "log-format.md").read_text()
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| `(\w+)` \| ([^|]*) \|", text, re.M)}
    events = [k for k, v in schema.items() if "seq" in v.get("properties", {})]
    assert events
    for ev in events:
        props = schema[ev]["properties"]
        assert ev in rows, ev
        cell = rows[ev]
        listed = dict(re.findall(r"`(\w+)`(\??)", cell))
        for field, spec in props.items():
            if field in ("type", "seq", "player"):
                continue
            assert field in listed, (ev, field)
            nullable = field not in schema[ev].get("required", []) and spec.get("default", 0) is None
            assert (listed[field] == "?") == nullable, (ev, field, listed[field])
