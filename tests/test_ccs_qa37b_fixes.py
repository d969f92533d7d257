"""Chrono Clash: the round-37 tester's findings (qa37-ccs, "where two rules meet"). Logs in tests/logs/ccs_qa37b/,
the tester's (one variant of ours named below).

C-1. A Pilot summon (Ace Pilot) whose ``attach_to`` names the player's own Harbor Sentry, not an Eva, while alice had
     one Eva without a pilot (Eva Unit Beta): ``ccs.summon.pilot`` (right), then the pilot's +1 Guardian Attack was
     Harbor Sentry's, so Beta's second reveal was ``ccs.guardian.unexpected``, read as an attack of Harbor Sentry the
     log left out (``ccs.attack.unfinished`` and ``ccs.tap.tapped`` naming an attack that never happened), and Beta's
     next attack's second reveal again. Now the summon is attached as the log says, and the board before it is kept:
     a later event flagged so that the pilot on that one free Eva would not be (its events since saying no more)
     shows the table attached it there, the id in the log a slip: a note, and the one fault stays the summon's. Our
     variant (Harbor Sentry attacks with the pilot's +1, as the log attaches it) keeps the log's reading.
W-1. A turn's draw naming the card a Legion ability had just discarded (Wild Growth) was ``ccs.log.unknown-card``
     ("not in bob's deck", quoting the log format): it is a draw of the wrong card, ``ccs.draw.not-top`` ("Draw 1
     card from your deck"), saying where that card is (bob's discard pile, put there by Seedling Swarm at seq 9) and
     what the top card was. The same slip against a card in the hand now says what drew it (Radiant Seer's quest
     completed at the start of the turn).
W-2. Shadow Stalker revealed as a guardian and destroyed, then its Destroyed trigger resolved: flagged right
     (``ccs.ability.no-pending``) but quoting "When the trigger happens, resolve all the ability icons after this
     one". Now a rule of its own, ``ccs.guardian.abilities-ignored`` (Attacking the Guardian Stack: "If the guardian
     battler had any ability icons, ignore them – those only take effect if that battler was in the battlefield",
     in the three manuals), its message saying the card was a guardian at seq 12.
W-3. The manual's questing example: Wave Sentinel as a quest card gives bob 2 time, which ends alice's turn; alice
     then summons. ``ccs.gauge.turn-over`` was right but did not say what ended the turn; it now names the time the
     guardian gave at seq 16, as ``ccs.guardian.attack-stopped`` does.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa37b")


def test_ccs_qa37b_pilot_on_a_non_eva_is_one_fault_and_the_eva_attacks_with_it() -> None:
    name = "M2-fault-G6-T7-pilot-on-non-eva"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(23, "ccs.summon.pilot")]
    assert v.winner == "bob"
    assert any(n.startswith("seq 23: Ace Pilot (alice.7) is taken as attached to alice's only Eva battler without a "
                            "pilot, Eva Unit Beta (alice.6), not to Harbor Sentry (alice.11)")
               for n in _LOGGED.notes(name)), _LOGGED.notes(name)
    board = _LOGGED.board_kept(name, 27)
    assert board.cards["alice.6"].pilot == "alice.7"
    assert board.cards["alice.11"].pilot is None
    assert board.attack is None
    # replay and explain show the reading the verdict keeps from the summon on: Beta's attack reaches two guardians
    board = _LOGGED.board_kept(name, 24)
    assert board.cards["alice.6"].pilot == "alice.7" and board.cards["alice.11"].pilot is None
    assert board.attack is not None and board.attack.attacker == "alice.6" and board.attack.remaining == 2


def test_ccs_qa37b_pilot_the_whole_match_twin_is_clean() -> None:
    v = _LOGGED.verdict("M2-whole-match-16-turns-clean")
    assert v.violations == []
    assert v.winner == "bob"


def test_ccs_qa37b_pilot_played_on_the_battler_the_log_names_keeps_that_reading() -> None:
    # Harbor Sentry, with the pilot as the log attaches it, attacks two guardians (its +1): no fault there; Beta's
    # later attack reaching two guardians is then one (no pilot on it).
    name = "M2-G6-variant-pilot-really-on-sentry-then-beta-reveals-two"
    assert _LOGGED.found(name) == [(23, "ccs.summon.pilot"), (35, "ccs.guardian.unexpected")]
    assert not any("is taken as attached to" in n for n in _LOGGED.notes(name))
    board = _LOGGED.board_kept(name, 24)
    assert board.cards["alice.11"].pilot == "alice.7" and board.cards["alice.6"].pilot is None


def test_ccs_qa37b_drawing_the_card_legion_discarded_is_a_draw_of_the_wrong_card() -> None:
    name = "F-legion-then-next-draw-FAULT-draws-discarded"
    v = _LOGGED.verdict(name)
    assert [(x.seq, x.rule) for x in v.violations] == [(11, "ccs.draw.not-top")]
    assert v.violations[0].message == ("bob drew Wild Growth (bob.13), but it was in bob's discard pile, put there by "
                                       "Seedling Swarm (bob.6) at seq 9; the top card of the deck was Verdant Healer "
                                       "(bob.14)")
    board = _LOGGED.board_kept(name, 11)
    assert "bob.14" in board.seat("bob").hand and "bob.13" in board.seat("bob").discard


def test_ccs_qa37b_legion_then_draw_twin_is_clean() -> None:
    assert _LOGGED.found("F-legion-then-next-draw-clean") == []


def test_ccs_qa37b_drawing_a_card_already_in_hand_says_what_drew_it() -> None:
    v = _LOGGED.verdict("M1-fault-F4-T8-draw-ignores-seer-quest-draw")
    assert [(x.seq, x.rule) for x in v.violations] == [(26, "ccs.draw.not-top")]
    assert v.violations[0].message == ("bob drew Dawn Herald (bob.14), but it was already in bob's hand, drawn by "
                                       "Radiant Seer (bob.8) at the start of this turn; the top card of the deck was "
                                       "Call of the Wild (bob.15)")
    assert v.winner == "alice"
    twin = _LOGGED.verdict("M1-whole-match-15-turns-clean")
    assert twin.violations == [] and twin.winner == "alice"


def test_ccs_qa37b_a_guardians_destroyed_trigger_resolved_quotes_the_guardian_rule() -> None:
    from projections.chrono_clash.rules import RULES

    v = _LOGGED.verdict("V-stalker-guardian-destroyed-trigger-resolved-FAULT")
    assert [(x.seq, x.rule) for x in v.violations] == [(13, "ccs.guardian.abilities-ignored")]
    assert v.violations[0].message.startswith("Shadow Stalker (bob.5) was revealed as a guardian at seq 12")
    rule = RULES["ccs.guardian.abilities-ignored"]
    assert rule.text.startswith("If the guardian battler had any ability icons, ignore them")
    assert rule.ref.endswith("§ Attacking the Guardian Stack")
    assert _LOGGED.found("V-stalker-guardian-destroyed-no-trigger-clean") == []


def test_ccs_qa37b_turn_over_names_the_guardians_time_gain_that_ended_it() -> None:
    v = _LOGGED.verdict("Q-quest-example-guardian-time-ends-turn-FAULT-summon-after")
    assert [(x.seq, x.rule) for x in v.violations] == [(17, "ccs.gauge.turn-over")]
    assert v.violations[0].message == ("alice summoned a battler after the counter reached the opponent's 1: the turn "
                                       "was over, ended at seq 16 by the time Wave Sentinel (bob.7) gave bob")
    assert _LOGGED.found("Q-quest-example-guardian-time-ends-turn-clean") == []
