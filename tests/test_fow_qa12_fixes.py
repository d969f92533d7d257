"""Force of Will: the outside tester's twelfth round (fix12), one test or more per finding.

1. The turn's end recorded one line before the turn's last resolution: ``fow.chase.unresolved`` alone; the
   ``ChaseResolved`` right after the end, naming the card the end resolved, records that resolution.
2. The turn's end between the last attack and its block: ``fow.battle.unfinished`` alone; the late block, before
   the next player's draw, changes nothing (not ``fow.turn.draw-phase``).
3. The active player's draw recorded again in their own battle, before the block: ``fow.turn.draw-phase`` alone; the
   draw does not close the battle, and the block stands.
4. A stray resolution of a hand card just before its play and its own resolution: ``fow.chase.empty`` once.
5. A named draw recorded early (during the other's battle) and again, the same card, as the turn's first event:
   ``fow.turn.not-your-turn`` once; the repeat draws nothing.
6. A named draw recorded again after the drawn card was played: ``fow.turn.draw-phase`` once, drawing nothing.
7. ``TurnEnded`` under the next player's name: one ``fow.turn.not-your-turn`` (the wrong-name reading).
8. The attacking player's block after the defender's, the damage waiting: ``fow.block.not-defender``.
9. The defender's block under the attacker's name, the blocker the defender's own: one ``fow.block.not-defender``,
   the block the defender's.
10. The turn's end recorded early, before a play, with eight cards in hand: ``fow.end.hand-size`` alone; an unnamed
    draw recorded again right after the stone call that follows the draw: ``fow.turn.draw-phase`` alone, drawing
    nothing.
"""

from __future__ import annotations

from fow import attack, block, board_after, call, draw, end, play, resolve, rules_at, seat, stone_id, verify

SEATS = [seat("alice"), seat("bob")]


def _f1(swapped: bool) -> list[dict]:
    turn1 = [call("alice"), play("alice", "alice.1", payment=[stone_id("alice", 1)])]
    turn1 += [end("alice"), resolve("alice", card="alice.1")] if swapped else [resolve("alice", card="alice.1"), end("alice")]
    return turn1 + [draw("bob"), call("bob"), end("bob"), draw("alice"), call("alice"), end("alice")]


def test_f1_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f1(False))) == []


def test_f1_end_before_last_resolution_is_one_violation():
    res = verify(SEATS, _f1(True))
    assert rules_at(res) == [(3, "fow.chase.unresolved")]


def _turns_to_attack() -> list[dict]:
    return [call("alice"), play("alice", "alice.1", payment=[stone_id("alice", 1)]), resolve("alice", card="alice.1"),
            end("alice"), draw("bob"), call("bob"), end("bob"), draw("alice"), call("alice")]


def _f2(late: bool) -> list[dict]:
    fight = [attack("alice", "alice.1", "bob")]
    fight += [end("alice"), block("bob")] if late else [block("bob"), end("alice")]
    return _turns_to_attack() + fight + [draw("bob"), call("bob"), end("bob")]


def test_f2_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f2(False))) == []


def test_f2_end_before_the_block_is_one_violation_and_the_late_block_changes_nothing():
    res = verify(SEATS, _f2(True))
    assert rules_at(res) == [(11, "fow.battle.unfinished")]


def _f3(twice: bool) -> list[dict]:
    fight = [attack("alice", "alice.1", "bob")] + ([draw("alice")] if twice else []) + [block("bob"), end("alice")]
    return _turns_to_attack() + fight + [draw("bob"), call("bob"), end("bob")]


def test_f3_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f3(False))) == []


def test_f3_draw_again_in_own_battle_is_draw_phase_alone_and_the_block_stands():
    res = verify(SEATS, _f3(True))
    assert rules_at(res) == [(11, "fow.turn.draw-phase")]


def _f4(stray: bool) -> list[dict]:
    turn = [draw("bob"), call("bob")] + ([resolve("bob", card="bob.1")] if stray else [])
    turn += [play("bob", "bob.1", payment=[stone_id("bob", 1)]), resolve("alice", card="bob.1"), end("bob")]
    return [call("alice"), end("alice")] + turn + [draw("alice"), call("alice"), end("alice")]


def test_f4_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f4(False))) == []


def test_f4_stray_resolution_before_the_play_and_its_resolution_is_one_violation():
    res = verify(SEATS, _f4(True))
    assert rules_at(res) == [(5, "fow.chase.empty")]
    assert board_after(SEATS, _f4(True)[:8]).cards["bob.1"].zone == "field"


def _f5(early: bool) -> list[dict]:
    ev = [call("alice"), play("alice", "alice.1", payment=[stone_id("alice", 1)]), resolve("alice", card="alice.1"),
          end("alice"),
          draw("bob", card="bob.6"), call("bob"), play("bob", "bob.1", payment=[stone_id("bob", 1)]),
          resolve("bob", card="bob.1"), end("bob"),
          draw("alice", card="alice.6"), call("alice"), end("alice"),
          draw("bob", card="bob.7"), call("bob"), attack("bob", "bob.1", "alice")]
    ev += [draw("alice", card="alice.7")] if early else []
    ev += [block("alice"), end("bob"), draw("alice", card="alice.7"), call("alice"), end("alice"),
           draw("bob", card="bob.8"), call("bob"), end("bob"), draw("alice", card="alice.8"), call("alice"),
           end("alice")]
    return ev


def test_f5_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f5(False))) == []


def test_f5_early_draw_then_the_same_card_drawn_at_the_turn_start_is_one_violation():
    res = verify(SEATS, _f5(True))
    assert rules_at(res) == [(16, "fow.turn.not-your-turn")]


def _f6(twice: bool) -> list[dict]:
    ev = [call("alice"), end("alice"), draw("bob", card="bob.6"), call("bob"),
          play("bob", "bob.6", payment=[stone_id("bob", 1)]), resolve("bob", card="bob.6")]
    ev += [draw("bob", card="bob.6")] if twice else []
    return ev + [end("bob"), draw("alice", card="alice.6"), call("alice"), end("alice"), draw("bob", card="bob.7"),
                 call("bob"), end("bob"), draw("alice", card="alice.7"), call("alice"), end("alice"),
                 draw("bob", card="bob.8")]


def test_f6_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f6(False))) == []


def test_f6_draw_again_naming_the_card_played_since_is_draw_phase_alone():
    res = verify(SEATS, _f6(True))
    assert rules_at(res) == [(7, "fow.turn.draw-phase")]


def _f7(wrong: bool) -> list[dict]:
    return [call("alice"), end("alice"), draw("bob"), call("bob"), end("alice" if wrong else "bob"), draw("alice"),
            call("alice"), end("alice"), draw("bob"), call("bob"), end("bob")]


def test_f7_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f7(False))) == []


def test_f7_turn_end_under_the_next_players_name_is_one_violation():
    res = verify(SEATS, _f7(True))
    assert rules_at(res) == [(5, "fow.turn.not-your-turn")]
    assert "wrong player" in res.violations[0].message


def _f8(attacker_blocks: bool) -> list[dict]:
    fight = [attack("alice", "alice.1", "bob"), block("bob")] + ([block("alice")] if attacker_blocks else [])
    return _turns_to_attack() + fight + [end("alice"), draw("bob"), call("bob"), end("bob")]


def test_f8_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f8(False))) == []


def test_f8_attacker_blocking_after_the_defenders_block_is_not_defender():
    res = verify(SEATS, _f8(True))
    assert rules_at(res) == [(12, "fow.block.not-defender")]


def _f9(wrong: bool) -> list[dict]:
    ev = [call("alice"), play("alice", "alice.1", payment=[stone_id("alice", 1)]), resolve("alice", card="alice.1"),
          end("alice"), draw("bob"), call("bob"), play("bob", "bob.1", payment=[stone_id("bob", 1)]),
          resolve("bob", card="bob.1"), end("bob"), draw("alice"), call("alice"),
          attack("alice", "alice.1", "bob"), block("alice" if wrong else "bob", "bob.1"), end("alice"),
          draw("bob"), call("bob"), end("bob")]
    return ev


def test_f9_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f9(False))) == []


def test_f9_defenders_block_under_the_attackers_name_is_one_violation_and_blocks():
    res = verify(SEATS, _f9(True))
    assert rules_at(res) == [(13, "fow.block.not-defender")]
    board = board_after(SEATS, _f9(True)[:14])
    assert board.seat("bob").life == board_after(SEATS, _f9(False)[:14]).seat("bob").life
    assert board.cards["alice.1"].zone == "grave"


def _f10_end(early: bool) -> list[dict]:
    ev = [call("alice"), end("alice")]
    for _ in range(2):
        ev += [draw("bob"), call("bob"), end("bob"), draw("alice"), call("alice"), end("alice")]
    ev += [draw("bob"), call("bob")]
    turn = [play("bob", "bob.1", payment=[stone_id("bob", 1)]), resolve("bob", card="bob.1")]
    ev += [end("bob")] + turn if early else turn + [end("bob")]
    return ev + [draw("alice"), call("alice"), end("alice", ["alice.8"]), draw("bob"), call("bob"), end("bob", ["bob.2"])]


def test_f10_end_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f10_end(False))) == []


def test_f10_end_recorded_early_with_eight_cards_before_the_play_is_one_violation():
    res = verify(SEATS, _f10_end(True))
    assert rules_at(res) == [(17, "fow.end.hand-size")]


def _f10_draw(twice: bool) -> list[dict]:
    ev = [call("alice"), end("alice"), draw("bob"), call("bob")] + ([draw("bob")] if twice else [])
    return ev + [end("bob"), draw("alice"), call("alice"), end("alice"), draw("bob"), call("bob"), end("bob")]


def test_f10_draw_clean_twin_is_clean():
    assert rules_at(verify(SEATS, _f10_draw(False))) == []


def test_f10_draw_recorded_again_without_a_card_after_the_stone_call_draws_nothing():
    res = verify(SEATS, _f10_draw(True))
    assert rules_at(res) == [(5, "fow.turn.draw-phase")]
    assert len(board_after(SEATS, _f10_draw(True)[:6]).seat("bob").hand) == 6
