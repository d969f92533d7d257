"""Chrono Clash: a turn cut short, as a second outside reading of the manual found it (its logs are in
tests/logs/ccs_multiplayer/, each written from the manual's words and failing on the engine before).

- "once the counter reaches "1" on your opponent's side of the Chrono Clash gauge, you can't play cards any
  more": a card played then is ccs.gauge.turn-over even while a Sneak Attack battler still owes its attack.
- "A player is eliminated when they attempt to draw a card from their deck and fail to do so": one who fails
  during their own turn (an ability's draw) ends it there, and the next player plays on.
- A defender out of the game (conceded) has no guardian left to reveal: the attack on them is over.
- "Whenever your turn ends, the counter is placed on the Chrono Clash gauge of the player to your left, on the
  number where your turn finished. If you passed, the counter is placed on "3" instead.": a player who
  concedes after paying ended their turn did not pass.
"""

from __future__ import annotations

from pathlib import Path

from ledger.log import read_log
from projections import core

LOGS = Path(__file__).resolve().parent / "logs" / "ccs_multiplayer"


def found(name: str) -> list[tuple[int, str, str]]:
    return [(v.seq, v.rule, v.player) for v in core.verify(read_log(LOGS / f"{name}.jsonl")).violations]


def board(name: str, seq: int):
    return core.board_at(read_log(LOGS / f"{name}.jsonl"), seq)


def test_a_summon_after_the_turn_ended_is_flagged_even_while_a_sneak_attack_is_owed():
    # Before: only ccs.attack.must-attack, and the summon's cost moved the counter on as if the turn went on.
    assert found("sneak-attack-owed-then-summon-after-turn-over") == [
        (9, "ccs.attack.must-attack", "alice"), (9, "ccs.gauge.turn-over", "alice")]


def test_a_player_eliminated_during_their_own_turn_hands_it_on():
    # Before: bob's draw, pass and carol's draw were each ccs.turn.not-your-turn, alice "to play" for ever.
    assert found("3p-active-player-eliminated-by-own-draw") == [(0, "ccs.deck.min-size", "alice")]  # a short deck
    after = board("3p-active-player-eliminated-by-own-draw", 9)
    assert after.seat("alice").eliminated and after.active == "bob"


def test_a_defender_who_concedes_mid_attack_ends_the_attack():
    # Before: ccs.attack.unfinished on alice's next summon (guardians "still to reveal" by a player who left).
    assert found("3p-defender-concedes-mid-attack") == []
    assert board("3p-defender-concedes-mid-attack", 10).attack is None


def test_conceding_after_paying_ended_the_turn_hands_on_the_number_it_ended_on():
    # Before: bob started on 3, as after a pass.
    ended = board("3p-turn-ended-by-paying", 10)
    conceded = board("3p-turn-ended-by-paying-then-concede", 11)
    assert (ended.active, ended.gauge) == ("bob", 2)
    assert (conceded.active, conceded.gauge) == ("bob", ended.gauge)
    assert found("3p-turn-ended-by-paying-then-concede") == found("3p-turn-ended-by-paying")
