"""Chrono Clash System: the regression findings of tester qa36b on round 36's loosened readings, with their clean
twins. Logs in tests/logs/ccs_qa36c/ (the tester's, from /tmp/qa36b-ccs/, and variants made here).

F0.  Inferno Drake summoned (its summon ends the turn) with only battlers one manual's wording allows in play (Stone
     Idol, strength 5 cost 1): no choice is owed (docs/chrono-clash-icons.md, Readings: "Strength or cost: the summon
     example"). A ``TriggerResolved`` right after it naming Stone Idol, declining, or naming nothing was
     ``ccs.ability.no-pending`` (and the Idol stayed in play): the new reading left no ability for it to resolve. Now
     it is that ability's resolution: the choice made there (the Idol destroyed, the one-manual note), or none made
     (a note), clean, as the same choice in BattlerSummoned.targets is. A second such TriggerResolved is still
     ``ccs.ability.no-pending``, and a choice owed and left out is still flagged.
F2.  Hollow Guard wins its battle (resolved) and the log has bob draw bob.13 right after it while bob.12 is on top:
     ``ccs.turn.not-your-turn``, and bob got both bob.12 (the ability's draw, hidden) and bob.13. The docs: "A draw
     that neither reading explains is ``ccs.draw.not-top``". Now that draw is the ability's, from under the top:
     ``ccs.draw.not-top``, one card drawn (bob.13), bob.12 staying on top.
F1.  Genuine later faults after an illegal attack on a player with no guardians left that the log plays on from (a
     tapped Sentinel's, ``sentinel-forbidden-then-*``; an attacker summoned this turn,
     ``summoned-attacker-no-guardians-then-*``): carol's draw of a card not on top, her second draw, a tapped Drake's
     attack, each got ``caused_by`` the attack (one root where a judge counts two). The kept legal history replaced
     the attack by a lawful one that eliminated the defender, so the later fault carried another rule id there
     (``ccs.game.eliminated``) and was read as "not committed". Now the engine marks a fault by, or on,
     the defender such an attack did not eliminate (Board.spared; while the log has not yet shown it) as its player's
     own (Board.own_roots), which causes.py keeps a root.
F3.  ``win-then-pass-twice``: both of the winner's passes after the winning attack were notes. Only the pass closing
     the turn the game ended in is excused; the second closes nothing: ``ccs.game.over``.
F5.  ``destroyed-sentry-tap-twice``: the second tap of a destroyed Harbor Sentry naming a battler not in play got
     ``ccs.ability.target`` besides ``ccs.tap.not-your-battler``. A destroyed battler's tap targets are not judged
     again (ab73bdd) at every such use, whatever the target's fault: one violation per tap.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa36c")


# -- F0 ---------------------------------------------------------------------------------------------------------------

def _zone(name: str, seq: int, card: str) -> str:
    return _LOGGED.board_kept(name, seq).cards[card].zone


def test_ccs_qa36c_f0_drake_choice_not_owed_given_by_trigger_resolved_is_clean_and_destroys() -> None:
    name = "drake-one-wording-only-resolved-targets-idol-clean"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert any("Stone Idol (bob.6) meets the condition" in n for n in _LOGGED.notes(name))
    assert _zone(name, 10, "bob.6") == "discard"
    assert _zone(name, 9, "bob.6") == "battlefield"
    # the same choice in BattlerSummoned.targets: clean, destroyed at the summon
    twin = "drake-one-wording-only-summon-targets-idol-clean"
    assert _LOGGED.found(twin) == []
    assert _zone(twin, 9, "bob.6") == "discard"


def test_ccs_qa36c_f0_drake_choice_not_owed_declined_or_nothing_named_is_clean() -> None:
    for name in ("drake-one-wording-only-declined-clean", "drake-one-wording-only-resolved-no-targets"):
        assert _LOGGED.found(name) == [], name
        assert any("chooses nothing for its summon ability" in n for n in _LOGGED.notes(name)), name
        assert _zone(name, 10, "bob.6") == "battlefield", name


def test_ccs_qa36c_f0_a_second_decline_and_an_owed_choice_left_out_stay_flagged() -> None:
    assert _LOGGED.found("drake-one-wording-only-declined-twice") == [(11, "ccs.ability.no-pending")]
    assert _LOGGED.found("drake-lancer-plus-bob-grovekeeper-no-target") == [(9, "ccs.summon.ability-after-turn-end")]
    assert _LOGGED.found("drake-ends-turn-resolved-targets-keeper-clean") == []


# -- F2 ---------------------------------------------------------------------------------------------------------------

def test_ccs_qa36c_f2_hollow_guard_draw_recorded_from_under_the_top_is_not_top_one_card() -> None:
    name = "hollow-guard-wins-draw-recorded-skips-top"
    found = _LOGGED.found(name)
    assert found[0] == (10, "ccs.draw.not-top")
    assert (10, "ccs.turn.not-your-turn") not in found
    board = _LOGGED.board_kept(name, 10)
    assert board.cards["bob.13"].zone == "hand"
    assert board.cards["bob.12"].zone == "deck"
    assert board.seat("bob").deck[0] == "bob.12"


def test_ccs_qa36c_f2_twins() -> None:
    assert _LOGGED.found("hollow-guard-wins-draw-recorded-then-turn-draw-clean") == []
    assert _LOGGED.found("hollow-guard-wins-draw-recorded-then-turn-draw-skips") == [(12, "ccs.draw.not-top")]


# -- F1 ---------------------------------------------------------------------------------------------------------------

def _roots(name: str) -> list[tuple[int, str, int | None]]:
    return [(v.seq, v.rule, v.caused_by) for v in _LOGGED.verdict(name).violations]


def test_ccs_qa36c_f1_later_faults_after_a_forbidden_attack_played_on_are_their_own_roots() -> None:
    sentinel = "ccs.attack.sentinel"
    assert _roots("sentinel-forbidden-then-carol-draws-wrong-card") == [
        (42, sentinel, None), (45, "ccs.draw.not-top", None)]
    assert _roots("sentinel-forbidden-then-carol-draws-twice") == [
        (42, sentinel, None), (46, "ccs.turn.draw-step", None)]
    assert _roots("sentinel-forbidden-then-tapped-drake-attacks-warden") == [
        (42, sentinel, None), (44, "ccs.attack.tapped", None)]
    summoned = "ccs.attack.summoned-this-turn"
    assert _roots("summoned-attacker-no-guardians-then-bob-draws-wrong-card") == [
        (43, summoned, None), (46, "ccs.draw.not-top", None)]
    assert _roots("summoned-attacker-no-guardians-then-bob-draws-twice") == [
        (43, summoned, None), (47, "ccs.turn.draw-step", None)]
    for name in ("sentinel-forbidden-then-carol-draws-wrong-card", "summoned-attacker-no-guardians-then-bob-draws-twice"):
        assert _LOGGED.verdict(name).root_causes == 2, name


def test_ccs_qa36c_f1_twins() -> None:
    assert _roots("no-sentinel-fault-carol-draws-twice-twin") == [(45, "ccs.turn.draw-step", None)]
    assert _roots("no-sentinel-fault-tapped-drake-attacks-warden-twin") == [(43, "ccs.attack.tapped", None)]
    assert _roots("no-fault-bob-draws-twice-twin") == [(45, "ccs.turn.draw-step", None)]
    res = _LOGGED.verdict("sentinel-forbidden-then-lawful-elimination-next-turn")
    assert [(v.seq, v.rule) for v in res.violations] == [(42, "ccs.attack.sentinel")] and res.winner == "alice"


# -- F3 ---------------------------------------------------------------------------------------------------------------

def test_ccs_qa36c_f3_the_winners_second_pass_after_the_end_is_game_over() -> None:
    res = _LOGGED.verdict("win-then-pass-twice")
    assert [(v.seq, v.rule) for v in res.violations] == [(65, "ccs.game.over")] and res.winner == "alice"
    assert any(n.startswith("seq 64: alice passed after the game was over") for n in _LOGGED.notes("win-then-pass-twice"))


def test_ccs_qa36c_f3_twins() -> None:
    res = _LOGGED.verdict("win-then-pass-once-clean")
    assert res.violations == [] and res.winner == "alice"
    res = _LOGGED.verdict("win-then-carol-passes")
    assert [(v.seq, v.rule) for v in res.violations] == [(64, "ccs.game.over")] and res.winner == "alice"


# -- F5 ---------------------------------------------------------------------------------------------------------------

def test_ccs_qa36c_f5_each_tap_of_a_destroyed_sentry_is_one_violation() -> None:
    res = _LOGGED.verdict("destroyed-sentry-tap-twice")
    assert [(v.seq, v.rule) for v in res.violations] == [
        (21, "ccs.tap.not-your-battler"), (22, "ccs.tap.not-your-battler")]
    assert _LOGGED.found("destroyed-sentry-tap-then-alice-draws-wrong-card") == [
        (21, "ccs.tap.not-your-battler"), (23, "ccs.draw.not-top")]


def test_ccs_qa36c_f1_a_second_forbidden_attack_is_its_own() -> None:
    # the tapped Drake attacks carol under her tapped Sentinel again: two breaches of its own, not the first attack's
    assert _roots("sentinel-forbidden-then-second-forbidden-attack") == [
        (42, "ccs.attack.sentinel", None), (44, "ccs.attack.tapped", None), (44, "ccs.attack.sentinel", None)]
