"""Force of Will: the outside tester's seventeenth round (fix17), one test or more per finding.

1. A paper log's spell draws recorded as ``CardDrawn`` lines with neither card nor name before its
   ``ChaseResolved`` (Order of Sacred Queen): that resolution's draws, recorded early (notes), clean. One draw more
   than it makes: ``fow.turn.draw-phase`` alone (the hand left over seven is that same fault).
2. A paper log's ``CardPlayed`` with neither ``card`` nor ``name``: one ``fow.log.unknown-card``; a hidden card of
   the hand is played and goes on the chase, so its ``ChaseResolved`` (with or without a card id) resolves it.
3. The game's first stone call (naming no stone) under the second player's name: one ``fow.turn.not-your-turn``,
   read as the first player's call. So with a call right after the turn player's draw, by a player whose ruler is
   recovered but who made their last turn's judgment. The header's first wrong (the other player acting on in
   turn 1) is still one fault, the turns then in the log's order.
4. "No block" under the attacking player's name: one ``fow.block.not-defender``, read as the defending player's.

The paper logs are the tester's (round 17), kept here whole (tests/logs/fow_qa17/); the wrong-name logs are the
sample logs with one event's player changed (built here).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

LOGS = Path(__file__).parent / "logs" / "fow_qa17"
SAMPLES = Path(__file__).parent.parent / "sample_logs" / "force_of_will"


def _verify(text: str, name: str) -> core.Verification:
    return core.verify(parse_log(text.encode(), name))


def run(name: str) -> core.Verification:
    return _verify((LOGS / name).read_text(), name)


def rules(result: core.Verification) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in result.violations]


def read_as(result: core.Verification) -> list[tuple[int, str, str | None]]:
    return [(v.seq, v.rule, v.read_as) for v in result.violations]


def edited(lines: list[str], edit) -> str:
    """The log with ``edit(event)`` applied to each event (it returns a list of events to put in its place), the
    events renumbered."""
    out = [lines[0]]
    k = 0
    for line in lines[1:]:
        if not line.strip():
            continue
        for e in edit(json.loads(line)):
            k += 1
            out.append(json.dumps({**e, "seq": k}))
    return "\n".join(out) + "\n"


def renamed(sample: str, seq: int, player: str) -> core.Verification:
    """The sample log with event ``seq`` under ``player``'s name."""
    lines = (SAMPLES / sample).read_text().splitlines()
    return _verify(edited(lines, lambda e: [{**e, "player": player} if e["seq"] == seq else e]), sample)


def board_of(text: str, name: str, seq: int):
    return core.board_at(parse_log(text.encode(), name), seq)


# 1 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, seqs", [("p2_clean_draws_before_resolve.jsonl", [24, 25]),
                                        ("p2_clean_one_draw_before_resolve.jsonl", [24])])
def test_f1_nameless_draws_before_the_resolution_are_its_draws(name, seqs):
    result = run(name)
    assert rules(result) == []
    early = [n for n in result.notes if "taken as its resolution's draw" in n]
    assert [int(n.split(":")[0].split()[1]) for n in early] == seqs


def test_f1_the_named_twin_is_clean():
    assert rules(run("p2_clean_draws_before_resolve_named.jsonl")) == []


def test_f1_the_hand_after_the_early_draws_holds_two_cards_drawn_not_four():
    text = (LOGS / "p2_clean_draws_before_resolve.jsonl").read_text()
    before = board_of(text, "x", 23)
    after = board_of(text, "x", 26)
    # Order of Sacred Queen left the hand, two cards came in: one fewer card in the hand, not three more.
    assert len(after.seat("bob").hand) == len(before.seat("bob").hand) + 2
    assert len(after.seat("bob").deck) == len(before.seat("bob").deck) - 2


def test_f1_one_draw_more_than_the_resolution_makes_is_one_fault():
    lines = (LOGS / "p2_clean_draws_before_resolve.jsonl").read_text().splitlines()
    three = edited(lines, lambda e: [e, e] if e["seq"] == 25 else [e])
    assert rules(_verify(three, "three.jsonl")) == [(26, "fow.turn.draw-phase")]


# 2 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["p1_f_unnamed_play.jsonl", "p1_f_unnamed_play_noid_chase_id.jsonl"])
def test_f2_a_play_naming_no_card_is_one_unknown_card(name):
    result = run(name)
    assert rules(result) == [(9, "fow.log.unknown-card")]
    assert "does not say which card bob used" in result.violations[0].message


def test_f2_the_clean_twin_is_clean():
    assert rules(run("p1_clean.jsonl")) == []


def test_f2_the_hidden_card_goes_on_the_chase_and_its_resolution_resolves_it():
    text = (LOGS / "p1_f_unnamed_play.jsonl").read_text()
    b = board_of(text, "x", 9)
    assert [e.source for e in b.chase] == ["bob.1"] and b.cards["bob.1"].zone == "chase"
    assert board_of(text, "x", 10).cards["bob.1"].zone == "field"


def test_f2_a_resolution_naming_another_hidden_hand_card_shows_which_was_played():
    lines = (LOGS / "p1_f_unnamed_play_noid_chase_id.jsonl").read_text().splitlines()

    def other(e):
        if e["seq"] == 10:
            return [{**e, "card": "bob.3"}]
        if e["seq"] == 14:
            return [{**e, "targets": ["bob.3"]}]
        return [e]

    text = edited(lines, other)
    assert rules(_verify(text, "other.jsonl")) == [(9, "fow.log.unknown-card")]
    b = board_of(text, "other.jsonl", 10)
    assert b.cards["bob.3"].zone == "field" and b.cards["bob.1"].zone == "hand"


# 3 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("sample, seq", [("win-by-life.jsonl", 3), ("chase-several-deep.jsonl", 1),
                                         ("judgment-destroyed-j-ruler.jsonl", 1)])
def test_f3_the_first_call_under_the_second_players_name_is_one_flag_read_as_the_first(sample, seq):
    result = renamed(sample, seq, "bob")
    assert read_as(result) == [(seq, "fow.turn.not-your-turn", "alice")]


@pytest.mark.parametrize("sample", ["win-by-life.jsonl", "chase-several-deep.jsonl",
                                    "judgment-destroyed-j-ruler.jsonl"])
def test_f3_the_samples_are_clean(sample):
    path = SAMPLES / sample
    assert rules(core.verify(parse_log(path.read_bytes(), path.name))) == []


def test_f3_a_call_after_the_draw_by_a_player_who_judged_last_turn_is_read_as_the_turn_players():
    # seq 40: alice's call right after her draw, under bob's name; bob's J-ruler is recovered, but bob made his
    # judgment in his last turn (no call then), so it is no late call of his.
    result = renamed("judgment-destroyed-j-ruler.jsonl", 40, "bob")
    assert read_as(result) == [(40, "fow.turn.not-your-turn", "alice")]


def test_f3_the_header_first_wrong_with_a_nameless_first_call_is_still_one_fault():
    # The header has bob first, but alice calls and ends turn 1 (and the log goes on in that order): alice took the
    # first turn. The call, read first as bob's under the wrong name, is hers after all.
    lines = (SAMPLES / "chase-several-deep.jsonl").read_text().splitlines()
    head = json.loads(lines[0])
    head["first"] = "bob"
    text = "\n".join([json.dumps(head)] + lines[1:]) + "\n"
    result = _verify(text, "first-wrong.jsonl")
    assert rules(result) == [(1, "fow.turn.not-your-turn")]
    assert "took the first turn" in result.violations[0].message
    assert any("took the first turn, and the first magic stone call" in n for n in result.notes)
    b = board_of(text, "first-wrong.jsonl", 2)
    assert b.first == "alice" and b.active == "bob"
    assert b.seat("alice").stone_area == ["alice.s1"] and not b.seat("bob").stone_area
    assert b.seat("bob").stones[0] == "bob.s1"


def test_f3_the_mulligans_in_the_other_order_keep_the_first_call_the_named_players():
    # The header has bob first, but alice decided on her mulligan first and calls first: she took the first turn
    # (the mulligan order flagged as before); her call is hers, not read as bob's.
    lines = (SAMPLES / "win-by-life.jsonl").read_text().splitlines()
    head = json.loads(lines[0])
    head["first"] = "bob"
    result = _verify("\n".join([json.dumps(head)] + lines[1:]) + "\n", "first-wrong-mull.jsonl")
    assert read_as(result) == [(1, "fow.setup.mulligan-order", None), (3, "fow.turn.not-your-turn", None)]
    assert "took the first turn" in result.violations[1].message


def test_f3_a_call_recorded_after_the_next_players_draw_stays_the_named_players():
    # chase-several-deep: alice's first call moved after bob's draw (her turn had no other call): a late call of
    # hers, flagged once as before, not read as bob's.
    lines = (SAMPLES / "chase-several-deep.jsonl").read_text().splitlines()
    evs = [json.loads(x) for x in lines[1:] if x.strip()]
    evs.insert(2, evs.pop(0))
    text = "\n".join([lines[0]] + [json.dumps({**e, "seq": k}) for k, e in enumerate(evs, 1)]) + "\n"
    result = _verify(text, "late-call.jsonl")
    assert read_as(result) == [(3, "fow.turn.not-your-turn", None)]


# 4 -------------------------------------------------------------------------------------------------------------


def test_f4_no_block_under_the_attackers_name_is_read_as_the_defenders():
    result = renamed("win-by-life.jsonl", 23, "alice")
    assert read_as(result) == [(23, "fow.block.not-defender", "bob")]
