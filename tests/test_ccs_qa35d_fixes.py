"""Chrono Clash System: the release check's findings (qa35d), one test or more each, with the clean twins. The logs
are the tester's, in tests/logs/ccs_qa35d/.

F1. A Quick battler without Sneak Attack (Cinder Hound) summoned in ``sneak-attack`` mode, then attacking at once:
    the summon was flagged, then read as a Sneak Attack all the same, and the Hound destroyed after that attack, so
    each later attack with it was ``ccs.attack.not-your-battler`` (and in the whole match alice's winning attack
    eliminated no one). A battler without Sneak Attack cannot be a Sneak Attack summon, and Quick lets it attack the
    turn it is summoned: now the one ``ccs.summon.sneak-attack`` at the summon, read as a plain summon (a note); the
    Hound stays in play and alice wins.
F2. Lightbringer (Time Threshold) summoned with ``targets: []``, its two choices given by the TriggerResolved right
    after it: the first was read (a note) and the second flagged ``ccs.ability.target`` (no ability asks for it),
    its resolution lost. The TriggerResolved's choices now go through the same second resolution as
    BattlerSummoned.targets' (engine._threshold_again): clean, with the note, the board as the twin's.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa35d")
_board = _LOGGED.board_kept


# -- F1 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35d_f1_quick_sneak_mode_then_attack_is_one_plain_summon() -> None:
    name = "s11_F_quick_sneak_mode_attack"
    assert _LOGGED.found(name) == [(4, "ccs.summon.sneak-attack")]
    assert any("has Quick: read as a plain summon" in n for n in _LOGGED.notes(name))
    hound = _board(name, 7).cards["alice.6"]
    assert hound.zone == "battlefield" and not hound.sneak
    assert _board(name, 13).cards["alice.6"].zone == "battlefield"


def test_ccs_qa35d_f1_quick_sneak_mode_not_attacking_at_once() -> None:
    assert _LOGGED.found("s11_F_quick_sneak_mode_between") == [(4, "ccs.summon.sneak-attack")]


def test_ccs_qa35d_f1_whole_match_alice_wins() -> None:
    res = _LOGGED.verdict("s4_F_quick_hound_sneak_mode")
    assert [(v.seq, v.rule) for v in res.violations] == [(19, "ccs.summon.sneak-attack")]
    assert res.winner == "alice"


def test_ccs_qa35d_f1_twins() -> None:
    assert _LOGGED.found("s11_quick_clean") == []
    res = _LOGGED.verdict("s4_clean")
    assert res.violations == [] and res.winner == "alice"


# -- F2 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35d_f2_time_threshold_choices_in_trigger_resolved() -> None:
    name = "s4_N_lightbringer_choice_in_tr"
    res = _LOGGED.verdict(name)
    assert res.violations == [] and res.winner == "alice"
    assert any("given by the TriggerResolved at seq 27" in n for n in _LOGGED.notes(name))
    board, twin = _board(name, 27), _board("s4_clean", 26)
    for card in ("alice.x1", "alice.8"):
        assert board.cards[card].strength_mod == twin.cards[card].strength_mod == -3
