"""Chrono Clash: round 18's findings (a judge's wrong-name logs: sample logs with ONE event's player changed).

1. A Legion ``TriggerResolved`` under another player's name: one violation, read as the source's controller, and
   the trigger resolved as theirs (their deck milled as at the table), no cascade.
2. A pass under the next player's name followed by that player's draw: the verdict reads the pass as the active
   player's (``read_as``), as the engine's note says.
3. With 3-4 players, a pass under a player who is not next, followed by the next player's draw: one violation, the
   pass read as the active player's.
4. A guardian revealed under the attacker's name: its message says the log names the wrong player.
"""

from __future__ import annotations

import json
from pathlib import Path

from ledger.log import parse_log
from projections import core

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs" / "chrono_clash"


def rows(name: str) -> list[dict]:
    return [json.loads(line) for line in (SAMPLES / name).read_text().splitlines() if line.strip()]


def as_log(data: list[dict]):
    return parse_log(("\n".join(json.dumps(d) for d in data) + "\n").encode(), "t.jsonl")


def renamed(name: str, seq: int, player: str) -> list[dict]:
    """Sample log ``name`` with event ``seq`` under ``player``'s name."""
    out = rows(name)
    for d in out[1:]:
        if d["seq"] == seq:
            assert d["player"] != player
            d["player"] = player
    return out


def verdict(data: list[dict]):
    return core.verify(as_log(data))


def found(data: list[dict]) -> list[tuple[int, str, str | None, str | None]]:
    return [(v.seq, v.rule, v.player, v.read_as) for v in verdict(data).violations]


def board(data: list[dict], seq: int):
    return core.board_at(as_log(data), seq)


def test_the_clean_sample_logs_stay_clean():
    for name in ("balanced-duel.jsonl", "four-players.jsonl", "three-players-quests.jsonl", "win-quests.jsonl"):
        assert verdict(rows(name)).violations == [], name


# -- 1. a Legion TriggerResolved under another player's name ---------------------------------------------------------

def test_a_legion_trigger_under_the_other_players_name_is_one_flag_read_as_its_controller():
    for seq in (12, 13, 55, 56):
        data = renamed("balanced-duel.jsonl", seq, "alice")
        v = verdict(data).violations
        assert [(x.seq, x.rule, x.player, x.read_as) for x in v] == [(seq, "ccs.ability.no-pending", "alice", "bob")]
        assert v[0].template.startswith("the log names {player}")
        # resolved as bob's at the table: his deck milled, the board as in the clean log
        clean, slipped = board(rows("balanced-duel.jsonl"), seq), board(data, seq)
        bob, bob2 = clean.seat("bob"), slipped.seat("bob")
        assert (bob2.deck, bob2.hand, bob2.discard) == (bob.deck, bob.hand, bob.discard)


def test_a_legion_trigger_under_any_other_name_with_four_players_is_one_flag():
    for seq in (29, 30):
        for player in ("alice", "bob", "carol"):
            data = renamed("four-players.jsonl", seq, player)
            assert found(data) == [(seq, "ccs.ability.no-pending", player, "dave")], (seq, player)


# -- 2. a pass under the next player's name --------------------------------------------------------------------------

def test_a_pass_under_the_next_players_name_then_their_draw_is_read_as_the_active_players():
    data = renamed("win-quests.jsonl", 4, "alice")
    assert found(data) == [(4, "ccs.turn.not-your-turn", "alice", "bob")]
    data = renamed("three-players-quests.jsonl", 4, "carol")
    assert found(data) == [(4, "ccs.turn.not-your-turn", "carol", "bob")]


def test_a_pass_under_another_name_then_the_active_player_acting_is_read_as_written():
    # bob passes out of turn during alice's first turn, and alice plays on: the pass was bob's, and changed nothing
    data = rows("balanced-duel.jsonl")
    data.insert(2, {"type": "Passed", "seq": 2, "player": "bob"})
    for i, d in enumerate(data[1:], 1):
        d["seq"] = i
    assert found(data) == [(2, "ccs.turn.not-your-turn", "bob", None)]


# -- 3. with 3-4 players, a pass under a player who is not next -------------------------------------------------------

def test_a_pass_under_a_player_who_is_not_next_then_the_next_players_draw_is_one_flag():
    assert found(renamed("four-players.jsonl", 72, "dave")) == [(72, "ccs.turn.not-your-turn", "dave", "bob")]
    assert found(renamed("four-players.jsonl", 72, "alice")) == [(72, "ccs.turn.not-your-turn", "alice", "bob")]


def test_every_pass_of_three_players_quests_under_the_player_who_is_not_next_is_one_flag():
    data = rows("three-players-quests.jsonl")
    order = ["alice", "bob", "carol"]
    checked = 0
    for i, d in enumerate(data[1:], 1):
        nxt = i + 1 < len(data) and data[i + 1]["type"] == "CardDrawn"
        if d["type"] != "Passed" or not nxt:
            continue
        other = order[(order.index(d["player"]) + 2) % 3]  # neither the passer nor the next player
        assert found(renamed("three-players-quests.jsonl", d["seq"], other)) == [
            (d["seq"], "ccs.turn.not-your-turn", other, d["player"])], d["seq"]
        checked += 1
    assert checked >= 10


# -- 4. a guardian revealed under the attacker's name -----------------------------------------------------------------

def test_a_guardian_revealed_under_the_attackers_name_says_the_log_names_the_wrong_player():
    v = verdict(renamed("balanced-duel.jsonl", 11, "bob")).violations
    assert [(x.seq, x.rule, x.player, x.read_as) for x in v] == [(11, "ccs.guardian.unexpected", "bob", "alice")]
    assert v[0].message.startswith("the log names bob, but ")
    assert "alice's guardians" in v[0].message
    assert "no attack on their guardians" not in v[0].message
