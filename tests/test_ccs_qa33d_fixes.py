"""Chrono Clash System: the round-33 regression tester's findings on guardian fights, and recorded ability draws
(qa33c-ccs, fixer 3b), one test or more each.

F7. A reveal that leaves ``resolve`` out (the guardian ability ignored), then a ``TriggerResolved`` of that guardian
    with ``"declined": true`` by the defender, recording that same choice: was ``ccs.ability.no-pending``; now a note,
    clean, the board as the twin without it. A second ``TriggerResolved`` after it stays ``ccs.ability.no-pending``.

F1. A guardian taken as fought (its reveal left out, the attack cut short) destroys the attacker when a later reveal
    shows it was fought; the attacker's uses recorded before that reveal were judged as of a battler still in play:
    Blaze Captain attacking the stack again (1e) or a tapped battler (1g) was not flagged, only a quest was. Now each
    use before the reveal (an attack, a tap ability: 1h, a quest) is flagged at its seq, as in the twin with the
    reveal, and is its own fault (the engine's ``undecided`` lets projections.causes see the flag at the later
    reveal); the board as the twin's.
F3. Sun Paladin (Withdraw), its guardian Magma Brute's reveal left out, summoned again from the hand before any later
    reveal: was ``ccs.summon.not-in-hand`` and, at the later reveal, the re-summoned Paladin sent to the hand. Now
    the summon shows the fight: the guardian discarded then, Withdraw returns the Paladin to the hand, the summon is
    legal (a note); only ``ccs.attack.unfinished``, the board as the twin's. A Paladin the guardian would not beat
    (1b4) is still ``ccs.summon.not-in-hand``.F10. A two-player paper log whose reveal for Flame Lancer's attack (+1 Guardian Attack) is recorded two events early,
    before the attack: was ``guardian.unexpected``, then ``attack.unfinished``, ``log.unknown-card`` and
    ``game.over`` (another hidden guardian taken as fought, bob out on turn 7 instead of 9, the real winning attack
    "after the end"). Now the reveal for no attack, then the reveal of the guardian under it for an attack that
    reaches both, was that attack's first reveal, recorded early: one violation, bob out on turn 9, the board as
    the twin with the reveal in its place.

The logs are the tester's (/tmp/qa33c-ccs/logs), kept whole in tests/logs/ccs_qa33d/, each with its clean twin.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa33d")


_board = _LOGGED.board_kept  # the board after event seq as replay shows it


_notes = _LOGGED.notes


def _zones(name: str, seq: int) -> list[tuple[str, str]]:
    b = _board(name, seq)
    return sorted((i, c.zone) for i, c in b.cards.items() if c.zone not in ("deck", "extra"))


# -- F7. a declined TriggerResolved recording the reveal's own choice ----------------------------------------------

def test_ccs_qa33d_declined_trigger_after_unresolved_reveal_is_a_note() -> None:
    name = "6b_trigres_declined"
    assert _LOGGED.found(name) == []
    assert any(n.startswith("seq 8: the TriggerResolved of Stormwatch Giant (bob.5) records that its guardian "
                            "ability was ignored") for n in _notes(name))
    assert _zones(name, 11) == _zones("6_noresolve_no_trigres_clean", 10)
    assert _board(name, 11).by_id["bob"].hand == _board("6_noresolve_no_trigres_clean", 10).by_id["bob"].hand


def test_ccs_qa33d_second_trigger_after_the_declined_one_is_still_flagged() -> None:
    assert _LOGGED.found("6b_trigres_declined_then_second_trigres")[0] == (9, "ccs.ability.no-pending")


def test_ccs_qa33d_declined_trigger_by_the_attacker_is_still_flagged(tmp_path) -> None:
    """The choice is the defender's ("your opponent has the option"): the attacker's record of it is no-pending."""
    from pathlib import Path

    from ledger.log import read_log
    from projections import core

    text = Path(_LOGGED.path("6b_trigres_declined")).read_text()
    bad = tmp_path / "bad.jsonl"
    bad.write_text(text.replace('"player": "bob", "source": "bob.5", "declined": true',
                                '"player": "alice", "source": "bob.5", "declined": true'))
    assert [(v.seq, v.rule) for v in core.verify(read_log(bad)).violations] == [(8, "ccs.ability.no-pending")]


# -- F9. the out player's reveals for a +Guardian Attack attacker --------------------------------------------------

def test_ccs_qa33d_out_player_reveals_as_many_as_the_attack_reaches() -> None:
    """Flame Lancer (+1 Guardian Attack) attacks carol, out of the game: her two reveals are both that one fault."""
    name = "3a_attack_out_player_two_reveals"
    assert _LOGGED.found(name) == [(22, "ccs.attack.target-not-enemy")]
    assert sum(n.startswith(f"seq {s}: carol, out of the game, revealed a guardian") for s in (23, 24)
               for n in _notes(name)) == 2


def test_ccs_qa33d_out_player_reveal_past_the_attack_is_flagged() -> None:
    """A third reveal is past what Flame Lancer's attack reaches: ccs.game.eliminated, as before."""
    assert _LOGGED.found("3a_attack_out_player_three_reveals") == [(22, "ccs.attack.target-not-enemy"),
                                                                  (25, "ccs.game.eliminated")]


# -- F1. every use of the attacker a guardian taken as fought destroyed, before the reveal that shows it ------------

@pytest.mark.parametrize("name, found, twin, twin_found, last", [
    ("1e_dead_captain_attacks_again", [(7, "ccs.attack.unfinished"), (12, "ccs.attack.not-your-battler")],
     "1e_dead_captain_attacks_again_clean", [(13, "ccs.attack.not-your-battler")], 18),
    ("1g_dead_captain_attacks_battler_before_reveal",
     [(8, "ccs.attack.unfinished"), (15, "ccs.attack.not-your-battler")],
     "1g_dead_captain_attacks_battler_before_reveal_clean", [(16, "ccs.attack.not-your-battler")], 20),
    ("1h_dead_sentry_taps_before_reveal", [(8, "ccs.attack.unfinished"), (13, "ccs.tap.not-your-battler")],
     "1h_dead_sentry_taps_before_reveal_clean", [(14, "ccs.tap.not-your-battler")], 18)])
def test_ccs_qa33d_dead_attacker_used_before_the_reveal_is_flagged_at_the_use(name, found, twin, twin_found,
                                                                              last) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == found
    assert all(v.caused_by is None for v in res.violations)  # the dead battler's use is its own fault
    assert "the guardian it fought in its attack cut short at the table destroyed it" in res.violations[1].message
    assert _LOGGED.found(twin) == twin_found
    assert _zones(name, last) == _zones(twin, last + 1)
    assert _board(name, last).cards["alice.6"].zone == "discard"


# -- F3. the Withdraw attacker summoned again from the hand before the reveal that shows its fight -----------------

def test_ccs_qa33d_withdraw_attacker_resummoned_shows_the_fight() -> None:
    name, twin = "1b2_withdraw_paladin_resummoned_before_reveal", "1b2_withdraw_paladin_resummoned_before_reveal_clean"
    assert _LOGGED.found(name) == [(7, "ccs.attack.unfinished")]
    assert _LOGGED.found(twin) == []
    assert any(n.startswith("seq 12: alice summoned Sun Paladin (alice.6) from the hand: Magma Brute (bob.5)")
               and "Withdraw returned" in n for n in _notes(name))
    for at in (12, 18, 21):
        assert _zones(name, at) == _zones(twin, at + 1)
    assert _board(name, 21).cards["alice.6"].zone == "battlefield"
    assert _board(name, 21).by_id["bob"].guardians == _board(twin, 22).by_id["bob"].guardians


def test_ccs_qa33d_withdraw_attacker_a_weaker_guardian_leaves_in_play_is_still_not_in_hand() -> None:
    """bob.5 an Ember Squire (weaker than Sun Paladin): the Paladin won that fight and stayed in play, so its summon
    from the hand is still the genuine fault."""
    assert _LOGGED.found("1b4_withdraw_paladin_lives_resummoned") == [(7, "ccs.attack.unfinished"),
                                                                     (12, "ccs.summon.not-in-hand")]


# -- F10. a reveal recorded two events early, before the attack of a +Guardian Attack battler -----------------------

def test_ccs_qa33d_reveal_two_early_for_a_guardian_attack_is_one_fault() -> None:
    name, twin = "7a_reveal_two_early_only", "7a_reveal_in_place_clean"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(6, "ccs.guardian.unexpected")]
    assert _LOGGED.found(twin) == []
    assert res.result == _LOGGED.verdict(twin).result and res.winner == "alice"
    assert any(n.startswith("seq 6: bob revealed Ember Squire (bob.5) for no attack, then the guardian under it")
               for n in _notes(name))
    assert any(n.startswith("turn 9: Flame Lancer (alice.6) attacked bob") for n in _notes(name))
    for at in (10, 17, 23):
        assert _zones(name, at) == _zones(twin, at)


def test_ccs_qa33d_reveal_two_early_then_a_genuine_unfinished_attack_is_still_flagged() -> None:
    res = _LOGGED.verdict("7a_reveal_two_early_and_later_genuine_unfinished")
    assert [(v.seq, v.rule, v.caused_by) for v in res.violations] == [(6, "ccs.guardian.unexpected", None),
                                                                      (16, "ccs.attack.unfinished", None)]


def test_ccs_qa33d_attacker_used_then_the_guardian_itself_revealed_stays_legal() -> None:
    """The Captain attacks again and bob reveals Magma Brute itself: it stayed on the stack (not fought then), so the
    second attack was of a battler in play; Magma Brute destroys the Captain there. Nothing waits any more."""
    from ledger.log import read_log
    from projections import core
    from projections.chrono_clash.engine import undecided

    name = "1e2_captain_attacks_again_guardian_stayed"
    assert _LOGGED.found(name) == [(7, "ccs.attack.unfinished")]
    log = read_log(_LOGGED.path(name))
    assert undecided(core.board_at(log, 12)) and not undecided(core.board_at(log, 13))
    assert _board(name, 18).cards["alice.6"].zone == "discard"


def test_ccs_qa33d_withdraw_attacker_used_before_the_reveal_is_said_sent_to_the_hand() -> None:
    res = _LOGGED.verdict("1b5_withdraw_paladin_attacks_again_before_reveal")
    assert [(v.seq, v.rule) for v in res.violations] == [(7, "ccs.attack.unfinished"),
                                                         (12, "ccs.attack.not-your-battler")]
    assert res.violations[1].message.endswith("sent it back to the hand (Withdraw)")
    assert _board("1b5_withdraw_paladin_attacks_again_before_reveal", 13).cards["alice.6"].zone == "hand"
