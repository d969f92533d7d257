"""Chrono Clash System: the author round's findings (round 35, /tmp/qa35-ccs/REPORT.md; fix35_ccs2), one test or more
each, with the clean twins.

1. Legion, the first icon answered (a battler, drawn), the second left unanswered, then the next player's turn draw
   after a turn that paying ended (L_legion_first_taken_second_unanswered_then_draw(_play), X_effect_legion_after_ok):
   was ``ccs.draw.not-top`` ("the top card was Solar Banner", a card already in the hand), the card the Legion drew
   put back in the deck and the turn not begun (then ``ccs.turn.draw-step`` at the next summon). By docs/log-format.md
   an optional trigger left unanswered counts as declined when the log moves on: now the draw is the turn's draw,
   judged against the deck's top as it is now (clean; one naming a card under the top is one ``ccs.draw.not-top``
   naming the real top). When the next event resolves the waiting Legion after all, the draw was the Legion's,
   recorded under a wrong id: the board goes back, one ``ccs.draw.not-top`` as before (tests/test_ccs_qa33e B1 still
   pins that). The twins decline the second Legion explicitly.
2. Rift Caller's attack-trigger discard given in a ``TriggerResolved`` right after the attack
   (OR_rift_caller_attack_choice_in_trigger): flagged ``ccs.ability.choice`` in the tester's build; this branch's
   base (fix35_ccs #4, test_ccs_qa35 4) already holds that flag for the next event, so the log is clean with the
   note naming the card. Pinned here with its fault twin (the choice never given: the one ``ccs.ability.choice``).
3. Reinforcements recorded as a ``TriggerResolved`` of the destroyed battler, then the ``BattlerSummoned`` with
   ``mode: "reinforcements"`` (RF_reinforcements_trigger_then_summon, RF_trigger_with_target_then_summon): was
   ``ccs.summon.reinforcements`` at the trigger and a false second one at the summon ("no Reinforcements battler of
   theirs was just destroyed": the trigger had used it up). Now the trigger still waits after its TriggerResolved;
   the summon next is its summon (a note, clean). A TriggerResolved with no summon after it
   (RF_trigger_with_target_only) is still the one ``ccs.summon.reinforcements`` at its seq.
4. An unmodelled header card (``"modelled": false``, Old Promo Knight, the format doc's own example) summoned with
   its summon ability's choice in ``BattlerSummoned.targets`` (X_effect_*): was ``ccs.ability.target`` "no ability of
   Old Promo Knight asks for" (the unmodelled ability was skipped and its targets left over). Now they are what the
   table chose, taken as given (a note), what it did recorded by the EffectRecorded after it. Targets given for an
   unmodelled card with no summon ability at all are still ``ccs.ability.target``
   (X_unmodelled_no_summon_ability_targets, ours). The twin leaves the summon's targets out.
5. A quest win (bob's fifth point from Radiant Seer, "quest-complete: draw 1"), then bob's ``CardDrawn`` of the card
   that ability drew as the points were scored (M3_quest_win_then_draw_recorded): was ``ccs.game.over``. It records
   the draw the winning ability made, before the end: a note, as any ability's draw recorded. A draw of another card
   there (M3_quest_win_then_draw_next_card, ours) is still the turn's draw after the end, ``ccs.game.over``. The
   twin records no draw.
6. A Pilot summon with ``mode: "pilot"`` and ``attach_to`` left out, alice having exactly one Eva without a pilot
   (PI_pilot_mode_no_attach_to_one_eva): was ``ccs.summon.pilot`` "? is not one", the pilot put in play alone, and
   then ``ccs.guardian.unexpected`` (the Eva's +1 Guardian Attack lost), a note inventing an attack by Harbor Sentry
   and ``ccs.ability.target`` at bob's Fireball. Now the seed's "you must attach it to one of your Eva battlers"
   with one such Eva is that Eva (a note), clean. With none (pilot_no_attach_to_no_free_eva) or two
   (pilot_no_attach_to_two_free_evas; ours, from tests/logs/ccs_qa35's logs) it is ``ccs.summon.pilot`` once, the
   message saying what is missing. The twin (B_full) names the Eva.
7. Four players, an attack on carol's questing Radiant Seer (``battler: carol.6``) with ``defender: "bob"``
   (M4_F_defender_mismatch_battler_owner): was ``ccs.attack.target-not-enemy`` and ``ccs.guardian.unexpected`` for
   carol's reveal of its quest card, a note inventing an attack by Mirror Adept, the quest card left on the Seer. The
   battler says whose it is: now the attack is on carol (a note), clean, the board the twin's.
8. A tap ability's target (Harbor Sentry's) given in a ``TriggerResolved`` right after the ``TapAbilityActivated``
   with empty ``targets`` (OR_tap_choice_in_trigger): was ``ccs.ability.target`` at the tap, ``ccs.ability.no-pending``
   at the TriggerResolved, and the tap lost, so Cinder Hound's later attack on the battler the Sentry tapped was
   ``ccs.attack.target-untapped``. Now as for a summon ability's choice: the flag held for the next event, the choice
   given there read as the tap ability's (a note), the battler tapped; clean. Left out with nothing after it
   (B_no_TapAbilityActivated_targets) it is the one ``ccs.ability.target`` as before. The twin (E4_tap_example_ok)
   names the target on the tap.
9. ``resolve`` left out on a guardian whose ability takes cards from the top of the deck (Deep Oracle's "put the
   top card of your deck on your guardian stack", Stormwatch Giant's and Hollow Guard's "draw 1"):
   B_no_GuardianRevealed_resolve had ``ccs.draw.not-top`` at seq 13, 19, 21, 23 (every later draw of both players a
   card off), M1_F_hollow_guard_resolve_left_out at 54 and 65. The next draw of that player naming the card just
   under what the ability takes shows the table resolved it: now resolved then (a note), clean, the board the twin's
   (B_full, M1_2p_rb_vs_gy_15turns). A draw naming another card (B_no_resolve_then_draw_two_under, ours) is the one
   ``ccs.draw.not-top``.
10. A Transform attack made after the counter ended bob's turn ("even if it's no longer your turn"), its second
   reveal left out, then alice's draw (TF_F_transform_attacks_stack_reveal_left_out): was four violations
   (``ccs.turn.not-your-turn`` at her draw and attack, ``ccs.attack.unfinished``, ``ccs.turn.draw-step`` at her pass:
   bob's turn kept open by the attack). Now the next player's draw there cuts the attack short, the one
   ``ccs.attack.unfinished``, and begins her turn. The twin reveals.
11. Transform with its ``AttackDeclared`` left out (TF_transform_attack_left_out): ``ccs.attack.must-attack`` (the
   one fault), then alice's attack on the Void Shifter was ``ccs.attack.target-untapped``, though the seed puts it
   "into play attacking" (tapped by that attack). Now that attack is taken on a tapped battler (a note): the one
   must-attack. The Transform battler still stays untapped for its own late attack (tests/test_ccs_qa_fixes.py,
   test_ccs_qa13_fixes.py unchanged). The twin (C_full) records the attack.
12. Two players, ``defender`` the attacker's own id (W_defender_is_attacker_2p): was ``ccs.attack.target-not-enemy``
   and ``ccs.guardian.unexpected`` at bob's reveal. Now the one flag at the attack; bob, the one opponent, revealing
   next shows the attack was on his stack (a note), carried on against him: the board at the end is the twin's
   (A_full). A reveal of the attacker's own guardian next keeps the own-stack reading (tests/test_ccs_qa7_fixes.py).
13. A paper log whose summons give ``name`` only, later events using the hand-place ids (PA_paper_summon_name_only):
   at bob's quest ``battler: bob.9, card: bob.7`` the engine rebound the first summon it had guessed (Stone Idol,
   bob.6) to bob.9, though the same event names bob.7 (the card it had taken for Radiant Seer) as the quest card from
   the hand: five violations followed (``ccs.log.unknown-card`` x3, ``ccs.quest.card-not-in-hand``,
   ``ccs.guardian.unexpected``). Now the rebinding takes the guessed summon the same event names as a hand card:
   clean, bob's board the twin's (PA_full_paper). Which of alice's two name-only summons (Tide Scholar, Cinder
   Hound) her later ids alice.7 and alice.9 mean, no event says (no name given with them): the engine keeps its
   documented reading (the ids its notes name), so her board differs from the twin's (not changed: see the report).
14. Shadow Stalker's destroyed trigger resolved with no ``targets`` (C_no_TriggerResolved_targets), one opponent:
   was ``ccs.ability.target`` "must choose a target for chosen-opponent", though the one opponent may be left out.
   What is missing is the discarded card: now it reads as the form naming the opponent alone
   (C_stalker_player_only), ``ccs.ability.choice`` "the log does not say which card alice discarded", a card of her
   hand discarded and later events showing which. test_ccs_qa5_fixes (the control of the destroyed trigger) changed
   from ccs.ability.target to ccs.ability.choice with it. The twins name the card (C_full, C_stalker_card_only).
15. A known-top ``extra_order`` of one card (H_known_top_order): "alice's `extra_order` lists 1 cards of the deck
   list's 7: they are taken as the top of the deck". Now counted ("1 card", "22 cards") and the extra deck named:
   "lists 1 card of the extra deck list's 7, taken as the top of the extra deck"; the "known for its top N cards
   only" notes are counted too.
16. ``"resolve": "true"`` and ``"tap": "yes"`` were refused with msgspec's "Expected `bool`, got `str`" and no
   hint. Now (ledger/log.py, the reader's hint for a value of the wrong JSON type) "expected true or false, got the
   string "true": write true without quotes" ("no", "false": write false; another word: write true or false).
18. A second guardian revealed after Wave Sentinel's time gain ended the attacker's turn (and the attack)
   (G_F_second_guardian_after_turn_ended): ``ccs.guardian.unexpected`` "no attack on their guardians was under way"
   did not say why. Now "the attack of Flame Lancer (alice.6) stopped at seq 8: the time gained there ended alice's
   turn, and the attack with it". The twin (G_time_gain_stops_attack_ok) reveals no more.
19. A ``CardDrawn`` of an extra deck card no ability drew (RC_F_rift_caller_empty_hand_ex_draw_recorded: Rift Caller
   with an empty hand draws nothing) was filed under ``ccs.draw.not-top`` (the turn's draw from the top), its message
   about the extra deck. Now its own rule id, ``ccs.draw.extra-deck``, quoting the manual's "The only way to draw
   cards from your extra deck is to play an ability with the Draw 1 EX icon in it." (the three languages; the rules
   audit regenerated, README's table with it). test_ccs_qa33e_fixes (B5, B6) changed to it; B4 (the ability's draw
   named as another extra card) stays not-top. The twin records no draw.

Not changed: 17 (events under the wrong player's name keep the game rule of what they do, ``read_as`` naming
the player the event is carried on as, as every wrong-name slip of this engine; their messages already say "the
log names alice, but ... is taken as bob's").

The logs are the tester's (/tmp/qa35-ccs/logs/, copied to tests/logs/ccs_qa35b/), and ours where marked.
"""

from __future__ import annotations

import pytest

from ccs import Logged

_LOGGED = Logged("ccs_qa35b")
_board = _LOGGED.board_kept


# -- 1. a second Legion left unanswered, then the next player's turn draw ------------------------------------------

@pytest.mark.parametrize("name", ["L_legion_first_taken_second_unanswered_then_draw",
                                  "L_legion_first_taken_second_declined_then_draw"])
def test_ccs_qa35b_second_legion_unanswered_then_turn_draw_is_clean(name: str) -> None:
    assert _LOGGED.found(name) == []
    seq = 8 if "unanswered" in name else 9
    board = _board(name, seq)
    bob = board.seat("bob")
    assert {"bob.12", "bob.13"} <= set(bob.hand) and "bob.12" not in bob.deck  # the Legion's battler kept
    assert len(bob.hand) == 7 and bob.deck[0] == "bob.14"
    assert (board.active, board.turn, board.pending) == ("bob", 4, [])


@pytest.mark.parametrize("name", ["L_legion_first_taken_second_unanswered_then_draw_play",
                                  "L_legion_first_taken_second_declined_then_draw_play",
                                  "X_effect_legion_after_ok"])
def test_ccs_qa35b_second_legion_unanswered_then_turn_goes_on_is_clean(name: str) -> None:
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert not any("left out its TriggerResolved" in str(n) for n in res.notes)


def test_ccs_qa35b_second_legion_unanswered_then_draw_under_the_top_is_one_not_top() -> None:
    name = "L_legion_second_unanswered_then_draw_under_top"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(8, "ccs.draw.not-top")]
    assert "top card of the deck was Blessing (bob.13)" in res.violations[0].message
    board = _board(name, 8)
    assert "bob.12" in board.seat("bob").hand and (board.active, board.turn) == ("bob", 4)


# -- 2. an attack trigger's discard in its own TriggerResolved -----------------------------------------------------

def test_ccs_qa35b_attack_trigger_choice_in_trigger_is_a_note() -> None:
    res = _LOGGED.verdict("OR_rift_caller_attack_choice_in_trigger")
    assert res.violations == []
    assert ("seq 53: the card alice discarded for the attack ability of Rift Caller (alice.13) is given here, not in "
            "the attack's targets: Frost Warden (alice.14)") in res.notes
    assert _board("OR_rift_caller_attack_choice_in_trigger", 53).cards["alice.14"].zone == "discard"


def test_ccs_qa35b_attack_trigger_choice_left_out_is_one_choice() -> None:
    assert _LOGGED.found("OR_rift_caller_attack_choice_left_out") == [(52, "ccs.ability.choice")]
    assert _LOGGED.found("M2_4p_18turns") == []


# -- 3. Reinforcements as TriggerResolved, then its summon ---------------------------------------------------------

@pytest.mark.parametrize("name", ["RF_reinforcements_trigger_then_summon", "RF_trigger_with_target_then_summon"])
def test_ccs_qa35b_reinforcements_trigger_then_its_summon_is_a_note(name: str) -> None:
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert ("seq 7: the TriggerResolved of Dawn Herald (bob.6) records its Reinforcements trigger; the summon it made "
            "follows at seq 8") in res.notes
    board = _board(name, 8)
    assert board.cards["bob.7"].zone == "battlefield" and board.cards["bob.6"].zone == "discard"
    assert board.pending == [] and board.active == "alice"


def test_ccs_qa35b_reinforcements_trigger_without_summon_is_one_violation() -> None:
    assert _LOGGED.found("RF_trigger_with_target_only") == [(7, "ccs.summon.reinforcements")]
    assert _board("RF_trigger_with_target_only", 8).pending == []


@pytest.mark.parametrize("name", ["RF_reinforcements_opp_turn_full", "RF_trigger_declined_ok"])
def test_ccs_qa35b_twin_reinforcements_summon_alone_is_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- 4. an unmodelled card's summon choice in BattlerSummoned.targets ----------------------------------------------

@pytest.mark.parametrize("name", ["X_effect_full", "X_effect_no_note", "X_effect_no_source_judge",
                                  "X_effect_no_targets", "X_effect_slip_Destroy", "X_effect_missing_entirely"])
def test_ccs_qa35b_unmodelled_summon_targets_are_the_tables_choice(name: str) -> None:
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert ("seq 6: the targets Seedling Swarm (bob.6) the log names for the unmodelled ability of Old Promo Knight "
            "(alice.6) are taken as the table chose them") in res.notes


def test_ccs_qa35b_unmodelled_summon_targets_applied_by_the_effect() -> None:
    assert _board("X_effect_full", 7).cards["bob.6"].zone == "discard"
    assert _LOGGED.found("X_effect_full_notargets_on_summon") == []


def test_ccs_qa35b_unmodelled_card_without_summon_ability_targets_still_flagged() -> None:
    assert _LOGGED.found("X_unmodelled_no_summon_ability_targets") == [(6, "ccs.ability.target")]


# -- 5. a quest win, then the draw its Completes a Quest ability made ----------------------------------------------

def test_ccs_qa35b_quest_win_then_the_abilitys_draw_recorded_is_a_note() -> None:
    res = _LOGGED.verdict("M3_quest_win_then_draw_recorded")
    assert res.violations == [] and res.winner == "bob"
    assert ("seq 51: bob drew Radiant Seer (bob.18) by the ability of Radiant Seer (bob.7): the log records that "
            "draw, nothing more is drawn") in res.notes
    assert _LOGGED.verdict("M3_2p_quest_win_15turns").winner == "bob"
    assert _LOGGED.found("M3_2p_quest_win_15turns") == []


def test_ccs_qa35b_quest_win_then_the_turns_draw_is_a_note() -> None:
    # The next card drawn after the win at the start of bob's turn is that turn's draw, recorded all the same: a note
    # since qa37d (it was ccs.game.over), as the winner's pass closing the turn is; nothing is drawn.
    res = _LOGGED.verdict("M3_quest_win_then_draw_next_card")
    assert res.violations == [] and res.winner == "bob"
    assert any(n.startswith("seq 51: bob drew a card after the game was over") for n in res.notes)


# -- 6. a Pilot summon with attach_to left out --------------------------------------------------------------------

def test_ccs_qa35b_pilot_without_attach_to_one_eva_is_attached_there() -> None:
    name = "PI_pilot_mode_no_attach_to_one_eva"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert ("seq 14: the log does not say which Eva battler Ace Pilot (alice.8) was attached to (attach_to): taken as "
            "alice's only Eva battler without a pilot, Eva Unit Beta (alice.7)") in res.notes
    board = _board(name, 14)
    assert board.cards["alice.7"].pilot == "alice.8" and board.cards["alice.8"].zone == "attached"
    assert _LOGGED.found("B_full") == []


def test_ccs_qa35b_pilot_without_attach_to_no_eva_or_two_is_one_violation() -> None:
    res = _LOGGED.verdict("pilot_no_attach_to_no_free_eva")
    assert [(v.seq, v.rule) for v in res.violations] == [(7, "ccs.summon.pilot")]
    assert res.violations[0].message.endswith("and alice has none")
    res = _LOGGED.verdict("pilot_no_attach_to_two_free_evas")
    assert [(v.seq, v.rule) for v in res.violations] == [(12, "ccs.summon.pilot")]
    assert "the log does not say which one (attach_to)" in res.violations[0].message


# -- 7. a wrong defender on an attack on a battler (4 players) -----------------------------------------------------

def test_ccs_qa35b_wrong_defender_on_a_battler_attack_is_the_battlers_owner() -> None:
    name = "M4_F_defender_mismatch_battler_owner"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert ("seq 59: the log names bob as the defender, but Radiant Seer (carol.6) is carol's battler: the attack is "
            "taken as on carol") in res.notes
    twin = "M4_4p_first_carol_concede_20turns"
    assert _LOGGED.found(twin) == []
    mine, theirs = _board(name, 60), _board(twin, 60)
    assert mine.cards["carol.6"].quest == theirs.cards["carol.6"].quest
    assert [(s.id, s.discard, s.battlefield) for s in mine.seats] == [(s.id, s.discard, s.battlefield)
                                                                       for s in theirs.seats]
    assert res.winner == _LOGGED.verdict(twin).winner


# -- 12. two players, defender the attacker's own id ---------------------------------------------------------------

def test_ccs_qa35b_defender_is_the_attacker_in_two_players_is_one_violation() -> None:
    name = "W_defender_is_attacker_2p"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(7, "ccs.attack.target-not-enemy")]
    assert ("seq 8: bob reveals a guardian for the attack of Ember Squire (alice.6), which the log put on alice's own "
            "guardian stack: it is taken as on bob's, alice's one opponent") in res.notes
    mine, theirs = _board(name, 25), _board("A_full", 25)
    assert [(s.id, s.guardians, s.discard, s.battlefield) for s in mine.seats] == [
        (s.id, s.guardians, s.discard, s.battlefield) for s in theirs.seats]
    assert _LOGGED.found("A_full") == []


# -- 8. a tap ability's choice in the TriggerResolved after it -----------------------------------------------------

def test_ccs_qa35b_tap_choice_in_trigger_is_a_note() -> None:
    name = "OR_tap_choice_in_trigger"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert ("seq 7: the choice of Harbor Sentry (alice.6)'s tap ability is given by the TriggerResolved at seq 8, not "
            "in TapAbilityActivated.targets: it is read as the tap ability's choice") in res.notes
    assert _board(name, 8).cards["bob.6"].tapped
    assert _LOGGED.found("E4_tap_example_ok") == []


def test_ccs_qa35b_tap_choice_left_out_is_one_target() -> None:
    assert _LOGGED.found("B_no_TapAbilityActivated_targets") == [(7, "ccs.ability.target")]


# -- 9. resolve left out on a guardian that takes cards from the deck ---------------------------------------------

def _F(b):
    return [(s.id, s.guardians, sorted(s.hand), s.discard, s.battlefield, s.deck[:3]) for s in b.seats]


@pytest.mark.parametrize("name, twin, at, seqs", [
    ("B_no_GuardianRevealed_resolve", "B_full", 24, [(12, "Deep Oracle (alice.5)", "alice", 13),
                                                     (17, "Stormwatch Giant (bob.4)", "bob", 19)]),
    ("M1_F_hollow_guard_resolve_left_out", "M1_2p_rb_vs_gy_15turns", 66, [(51, "Hollow Guard (bob.2)", "bob", 54)])])
def test_ccs_qa35b_guardian_resolve_left_out_shown_by_the_next_draw(name, twin, at, seqs) -> None:
    res = _LOGGED.verdict(name)
    assert res.violations == []
    for seq, card, player, nxt in seqs:
        assert (f"seq {seq}: the reveal of {card} does not say its guardian ability was resolved, and {player}'s draw "
                f"at seq {nxt} names the card under what that ability takes from the top of the deck: it is taken as "
                f"resolved then") in res.notes
    assert _F(_board(name, at)) == _F(_board(twin, at))
    assert _LOGGED.found(twin) == [] and res.winner == _LOGGED.verdict(twin).winner


def test_ccs_qa35b_guardian_resolve_left_out_then_a_draw_further_down_is_one_not_top() -> None:
    assert _LOGGED.found("B_no_resolve_then_draw_two_under") == [(13, "ccs.draw.not-top")]


# -- 10. a reveal left out of an attack made after the turn ended --------------------------------------------------

def test_ccs_qa35b_reveal_left_out_after_the_turn_ended_is_one_unfinished() -> None:
    name = "TF_F_transform_attacks_stack_reveal_left_out"
    assert _LOGGED.found(name) == [(21, "ccs.attack.unfinished")]
    board = _board(name, 21)
    assert board.active == "alice" and board.attack is None and board.step == "main"
    assert _LOGGED.found("TF_transform_attacks_stack_ok") == []


# -- 11. Transform's attack left out, then an attack on it ---------------------------------------------------------

def test_ccs_qa35b_transform_attack_left_out_then_attacked_is_one_must_attack() -> None:
    name = "TF_transform_attack_left_out"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(20, "ccs.attack.must-attack")]
    assert ("seq 21: Void Shifter (bob.8) was put into play attacking by Transform, its attack left out of the log: it "
            "is taken as tapped by that attack") in res.notes
    assert _LOGGED.found("C_full") == []


# -- 13. a paper log's name-only summons, rebound by the event that shows the id ---------------------------------

def test_ccs_qa35b_paper_name_only_summons_rebound_by_the_event_naming_the_hand_card() -> None:
    name = "PA_paper_summon_name_only"
    res = _LOGGED.verdict(name)
    assert res.violations == []
    assert ("seq 12: bob.9 is taken from the hand: the summon the log gave without its card id took it; bob.7 goes "
            "back to bob's hand") in res.notes
    mine, theirs = _board(name, 25), _board("PA_full_paper", 25)
    f = lambda b: (sorted(b.seat("bob").hand), sorted(b.seat("bob").discard),  # noqa: E731
                   sorted((i, b.cards[i].name) for i in b.seat("bob").battlefield))
    assert f(mine) == f(theirs)
    assert _LOGGED.found("PA_full_paper") == []


# -- 14. Shadow Stalker's trigger with no targets: the discarded card is what is missing ------------------------

@pytest.mark.parametrize("name", ["C_no_TriggerResolved_targets", "C_stalker_player_only"])
def test_ccs_qa35b_stalker_trigger_without_the_card_is_one_choice(name: str) -> None:
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in res.violations] == [(16, "ccs.ability.choice")]
    assert "the log does not say which card alice discarded" in res.violations[0].message


@pytest.mark.parametrize("name", ["C_full", "C_stalker_card_only"])
def test_ccs_qa35b_twin_stalker_card_named_is_clean(name: str) -> None:
    assert _LOGGED.found(name) == []


# -- 15. the known-top notes, counted, and the extra deck named ----------------------------------------------------

def test_ccs_qa35b_known_top_extra_order_note_says_one_card_of_the_extra_deck() -> None:
    res = _LOGGED.verdict("H_known_top_order")
    assert res.violations == []
    assert ("alice's `extra_order` lists 1 card of the extra deck list's 7, taken as the top of the extra deck, and "
            "the rest of that list as hidden cards, named as they are revealed") in res.notes
    assert ("alice's `order` lists 22 cards of the deck list's 51, taken as the top of the deck, and the rest of the "
            "list as hidden cards, named as they are revealed") in res.notes
    assert any(n.startswith("alice's extra deck order is known for its top 1 card only") for n in res.notes)


# -- 16. a yes or no in quotes: what to write ----------------------------------------------------------------------

@pytest.mark.parametrize("name, line, field, word, write", [
    ("ERR_resolve_string", 13, "resolve", "true", "true"), ("ERR_tap_yes", 6, "tap", "yes", "true")])
def test_ccs_qa35b_bool_in_quotes_says_what_to_write(name, line, field, word, write) -> None:
    from ledger.errors import LogError
    from ledger.log import read_log

    with pytest.raises(LogError) as err:
        read_log(_LOGGED.path(name))
    assert str(err.value).endswith(f"{name}.jsonl:{line}: $.{field}: expected true or false, got the string "
                                   f"\"{word}\": write {write} without quotes")


# -- 18. a reveal after the time gained ended the attack -----------------------------------------------------------

def test_ccs_qa35b_reveal_after_time_gain_ended_the_attack_says_so() -> None:
    res = _LOGGED.verdict("G_F_second_guardian_after_turn_ended")
    # (its own rule since qa36 W-2: "If a guardian ability gives your opponent time, ... the attack is stopped.")
    assert [(v.seq, v.rule) for v in res.violations] == [(9, "ccs.guardian.attack-stopped")]
    assert res.violations[0].message == ("bob revealed a guardian, but the attack of Flame Lancer (alice.6) stopped at "
                                         "seq 8: the time gained there ended alice's turn, and the attack with it")
    assert _LOGGED.found("G_time_gain_stops_attack_ok") == []


# -- 19. an extra deck draw no ability made: its own rule id ----------------------------------------------------

def test_ccs_qa35b_extra_deck_draw_without_ability_is_its_own_rule() -> None:
    res = _LOGGED.verdict("RC_F_rift_caller_empty_hand_ex_draw_recorded")
    assert [(v.seq, v.rule) for v in res.violations] == [(21, "ccs.draw.extra-deck")]
    assert "only an ability with the Draw 1 EX icon draws from the extra deck" in res.violations[0].message
    assert _LOGGED.found("RC_rift_caller_empty_hand_no_ex_draw_ok") == []
