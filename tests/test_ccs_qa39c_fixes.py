"""Chrono Clash System: the second regression round on round 39's defender reading (qa39f-ccs,
/tmp/qa39f-ccs/REPORT.md), an attack on a guardian stack whose ``defender`` the log leaves out, no reveal after it,
two or more opponents with no guardian left, read from who plays on. Logs in tests/logs/ccs_qa39c/ (the tester's,
byte for byte).

1. (false negative) A defender read from a skipped turn skipped the attack's own checks: the attack was judged on the
   board of the skipped player's turn, which had readied their battlers, so a tapped Sentinel ("While this battler is
   tapped, your quardian stack cannot be attacked") was untapped by then and went unflagged
   (``4p-2bare-sentinel-no-defender-carol-skipped-FAULT``, ``4p-3bare-sentinel-one-attack-no-defender-carol-skipped-
   FAULT``). Now the attack read later is judged on the battlers as they stood at it: ``ccs.attack.sentinel`` at the
   attack, as in the named twins, carol out (the table's board).
5. (wrong rule, wrong seq) A defender read from a skipped turn was never taken back when that player played on inside
   the window (``4p-2bare-no-defender-carol-skipped-then-plays-on-FAULT``: ``ccs.game.eliminated`` at carol's draw).
   Taken back, the events since were carried again with the skipped turn's draw flagged, which the take-back counted
   as "the events since say more": it stood. The seed ("Whenever your turn ends, the counter is placed on the Chrono
   Clash gauge of the player to your left") makes the skipped turn of a player still in the game a fault of its own:
   now the take-back allows exactly that one ``ccs.turn.order-multiplayer`` at the draw that skipped it, with
   ``ccs.attack.target-not-enemy`` at the attack; carol stays in, her late turn read from the log with a note, no
   more flags. With a tapped Sentinel of carol's (``4p-2bare-sentinel-no-defender-carol-skipped-then-plays-on-
   FAULT``, made here from the tester's Sentinel log) the reading had flagged the attack ``ccs.attack.sentinel``
   already, which a later event cannot withdraw: that stays the attack's one flag (not a second at the same seq).
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa39c")


# -- 1. A defender read from a skipped turn judged on the battlers as they stood at the attack -----------------------

def test_skipped_turn_reading_behind_a_tapped_sentinel_is_flagged_at_the_attack():
    name = "4p-2bare-sentinel-no-defender-carol-skipped-FAULT"
    result = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in result.violations] == [(109, "ccs.attack.sentinel")]
    assert result.violations[0].message == ("carol's guardian stack cannot be attacked while Frost Warden (carol.15) "
                                            "is tapped")
    assert _LOGGED.found("4p-2bare-sentinel-carol-named-skipped-FAULT") == [(109, "ccs.attack.sentinel")]
    assert _LOGGED.board_kept(name, 115).seat("carol").eliminated
    assert not _LOGGED.board_kept(name, 115).seat("dave").eliminated


def test_skipped_turn_reading_three_bare_tapped_sentinel_is_flagged():
    name = "4p-3bare-sentinel-one-attack-no-defender-carol-skipped-FAULT"
    assert _LOGGED.found(name) == [(111, "ccs.attack.sentinel")]
    assert _LOGGED.found("4p-3bare-sentinel-one-attack-carol-named-FAULT") == [(111, "ccs.attack.sentinel")]
    assert _LOGGED.found("4p-3bare-sentinel-one-attack-no-defender-dave-concedes-FAULT") == [
        (111, "ccs.attack.sentinel")]


def test_skipped_turn_reading_clean_twins_stay_clean():
    # The Warden untapped; and tapped but questing ("This ability is not active when a battler is questing").
    for name in ("4p-3bare-warden-untapped-one-attack-no-defender-carol-skipped-clean",
                 "4p-3bare-warden-untapped-one-attack-carol-named-clean",
                 "4p-questing-sentinel-no-defender-carol-skipped-clean",
                 "4p-questing-sentinel-carol-named-skipped-clean",
                 "4p-questing-sentinel-no-defender-dave-concedes-clean"):
        assert _LOGGED.found(name) == [], name


# -- 5. A defender read from a skipped turn taken back when they play on ---------------------------------------------

def test_skipped_turn_reading_taken_back_when_the_skipped_player_plays_on():
    name = "4p-2bare-no-defender-carol-skipped-then-plays-on-FAULT"
    result = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in result.violations] == [(109, "ccs.attack.target-not-enemy"),
                                                             (113, "ccs.turn.order-multiplayer")]
    assert result.violations[1].message == "dave drew a card during carol's turn"
    assert any(n.startswith("seq 115: carol plays on after the attack at seq 109") for n in result.notes)
    board = _LOGGED.board_kept(name, 117)
    assert not board.seat("carol").eliminated and not board.seat("dave").eliminated
    # The named twin: the attack on carol is a given, her draw is the fault.
    assert _LOGGED.found("4p-2bare-carol-named-skipped-then-plays-on-FAULT") == [(115, "ccs.game.eliminated")]


def test_skipped_turn_reading_behind_a_sentinel_taken_back_keeps_one_flag_at_the_attack():
    name = "4p-2bare-sentinel-no-defender-carol-skipped-then-plays-on-FAULT"
    assert _LOGGED.found(name) == [(109, "ccs.attack.sentinel"), (113, "ccs.turn.order-multiplayer")]
    assert not _LOGGED.board_kept(name, 117).seat("carol").eliminated
