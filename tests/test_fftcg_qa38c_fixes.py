"""Final Fantasy TCG: tester qa38c's regression findings on this round's loosened readings (/tmp/qa38c-fftcg). The
logs are kept whole in tests/logs/fftcg_qa38c/ (the tester's names; one twin added:
f1b-mateus-takes-unnamed-card-later-named-knight-clean-twin).

1. Damage an unnamed card took was dropped once it was named and survived: Ifrit's 4000 on bob.1, named Knight 1-165
   (5000) by its attack at 42, then a second Ifrit at 44-47 the same turn: the Knight kept 0 damage and stayed. The
   damage of the turn now stays on the named card (Judge.hidden_damage, [ref (10.1.4.2.)]): 8000 breaks it at 47,
   its attack deals alice nothing. The one-Ifrit twin is clean, the Knight alive.
2. The break test used the power as the card was named: Cait Sith (+1000 to other lightning forwards) arriving in
   turn 4 saved a Dragoon 1-147 (6000) that turn 3's 6000 had broken. Each hidden hit now records the power field
   abilities on its controller's field then (``Inst.hidden_hits``): 44 ``fftcg.attack.not-a-forward``, as the twin
   without Cait Sith (43).
4. The same cause, a false positive: Cait Sith on the field at the hits (the Dragoon 7000 then, surviving; the damage
   removed in the End phase, [ref (9.5.1.3.1)]) and broken before the naming: the Dragoon was flagged broken after
   the fact. Now clean, as the twin with Cait Sith left alone.
5. A choice found invalid as the card is named kept its effect: Mateus 2-044 (gain control) and Shiva 1-039 (dull,
   freeze) chose the unnamed bob.1, named Evoker 1-159 (a backup) as bob paid CP with it at 35: besides alice's
   ``fftcg.target.invalid``, bob was flagged ``fftcg.cp.source``. The effect on a target it cannot take is ignored
   [ref (2.3.)]: what it did is undone as the card is named (``Inst.hidden_done``, Judge.hidden_undo; a note): one
   flag, the Evoker bob's and not frozen. Named a forward (Knight), Mateus's control stands, clean.
3. ``fate_unknown`` outlived the log's answer: Cecil (unknown damage after a battle with an unnamed card) blocked
   Samurai (First Strike) at 163, attacked at 176 (so he lived through the First Strike, and dealt his damage then:
   « Si vous détruisez l'Avant de l'adversaire de cette manière, votre Avant ne reçoit aucun dégât »), and Samurai
   attacked at 192, unflagged. What the doubted forward owed (``Inst.owed``) is dealt as the log shows it alive:
   Samurai broke at that battle, 192 is ``fftcg.attack.not-a-forward``; 24 and 209 stand, alice still wins. The
   qa38 noslip log (only Samurai used later) is unchanged.
6. The qa38 F4 reading (a line naming a hand card over an unmodelled summon is its draw, the top drawn) held for
   summons that draw nothing: over Bomb Shard X ("Deal 1 point of damage"), alice.9 went to her hand, so her turn
   draw skipping it passed and the one naming it was flagged. The reading now needs the card data's text to say it
   draws (``_summon_draws``, the count from the text); not known to draw, the line draws nothing (one
   ``fftcg.draw.not-top``) and her next draw is judged from alice.9.
7. A line naming a hand card with the top (5 flags) or written right after the summon's ``Resolved`` (6 flags) fell
   back to her turn begun over the stack: now one ``fftcg.draw.not-top`` each, Moogle X drawing alice.9.
8. bob's line naming bob.4, in his hand, after both passed over alice's Moogle X (known to draw), before its
   ``Resolved``: 37 ``fftcg.draw.count`` ("bob already drew this turn") and alice's turn draw at 47 (alice.10,
   alice.11) ``fftcg.draw.not-top``, Moogle X's draw not assumed. The line stands where that summon's draw line is
   due and takes nothing out of a deck: it is that draw under the wrong player and cards, one
   ``fftcg.draw.not-top`` (bob's), Moogle X drawing alice.9; 47 is clean.
"""

from __future__ import annotations

from fftcg import logged, logged_board, rules_at

F = "fftcg_qa38c"
NOT_A_FORWARD = "fftcg.attack.not-a-forward"


# -- 1, 2, 4. damage an unnamed card took: its power at each hit, this turn's damage kept ------------------------

def test_knight_named_with_this_turns_4000_breaks_at_a_second_ifrit_and_deals_alice_nothing():
    name = "f1-knight-named-with-4000-then-second-ifrit-same-turn-should-break"
    assert rules_at(logged(F, name)) == []
    knight = logged_board(F, name, 43).cards["bob.1"]
    assert (knight.zone, knight.serial, knight.damage) == ("field", "1-165", 4000)
    assert logged_board(F, name, 46).cards["bob.1"].zone == "field"
    assert logged_board(F, name, 47).cards["bob.1"].zone == "break"
    assert len(logged_board(F, name, 57).seat("alice").damage) == 0


def test_knight_named_after_one_ifrit_survives_clean_twin():
    name = "f1-knight-named-only-one-ifrit-survives-clean-twin"
    assert rules_at(logged(F, name)) == []
    knight = logged_board(F, name, 43).cards["bob.1"]
    assert (knight.zone, knight.damage) == ("field", 4000)


def test_an_aura_arriving_after_the_damage_does_not_save_the_dragoon():
    v = logged(F, "f1-dragoon-6000-dmg-t3-cait-sith-enters-t4-then-named-should-be-broken")
    # (The Dragoon, 3 CP, was played unnamed at 12 for 2: judged as it is named since qa39c A6.)
    assert rules_at(v) == [(44, "fftcg.cp.not-enough"), (44, NOT_A_FORWARD)]
    assert "reached its power (6000)" in v.violations[1].message
    assert any("its power was 6000 then" in n for n in v.notes)
    twin = logged(F, "f1-dragoon-6000-dmg-t3-no-cait-sith-named-broken-twin")
    assert rules_at(twin) == [(43, "fftcg.cp.not-enough"), (43, NOT_A_FORWARD)]


def test_an_aura_present_at_the_damage_and_lost_since_does_not_break_the_dragoon_after_the_fact():
    name = "f1-dragoon-6000-dmg-t3-with-cait-sith-aura-cait-broken-t4-named-survives-clean"
    # (No damage fault; the Dragoon, 3 CP, played unnamed at 12 for 2, is judged as it is named since qa39c A6.)
    assert rules_at(logged(F, name)) == [(49, "fftcg.cp.not-enough")]
    dragoon = logged_board(F, name, 49).cards["bob.1"]
    assert (dragoon.zone, dragoon.serial) == ("field", "1-147")
    assert rules_at(logged(F, "f1-dragoon-6000-dmg-t3-with-cait-sith-aura-named-t4-clean")) == [(44, "fftcg.cp.not-enough")]


def test_earlier_f1_outcomes_hold():
    assert rules_at(logged(F, "f1-two-ifrits-same-turn-knight-broke-attack-fault")) == [(43, NOT_A_FORWARD)]
    assert rules_at(logged(F, "f1-t4-monk-boost-after-ifrit-gordon-broke-attack-fault")) == [(46, NOT_A_FORWARD)]
    for name in ("f1-ifrit-t3-and-ifrit-t4-knight-survives-clean",
                 "f1-t4-monk-boost-before-ifrit-gordon-survives-clean", "f1-t4-monk-boost-before-ifrit-knight-clean"):
        assert rules_at(logged(F, name)) == [], name
    # (No damage fault; Tidus, 4 CP, played unnamed at 12 for 2, is judged as it is named since qa39c A6.)
    assert rules_at(logged(F, "f1-ifrit-t3-and-ifrit-t4-tidus-survives-clean")) == [(44, "fftcg.cp.not-enough")]


# -- 5. a choice found invalid as the card is named: its effect undone ------------------------------------------

def test_mateus_on_a_card_named_a_backup_is_one_flag_and_bob_pays_with_his_own_evoker():
    name = "f1b-mateus-takes-unnamed-card-bob-pays-with-it-named-backup"
    v = logged(F, name)
    assert rules_at(v) == [(35, "fftcg.target.invalid")]
    assert v.violations[0].player == "alice"
    assert any("is ignored" in n and "seq 22" in n for n in v.notes)
    assert logged_board(F, name, 34).cards["bob.1"].controller == "alice"  # as recorded while unnamed
    b = logged_board(F, name, 35)
    assert b.cards["bob.1"].controller == "bob" and "bob.1" in b.seat("bob").field
    assert "bob.1" not in b.seat("alice").field and b.cards["bob.1"].dull  # (dulled for bob's CP)


def test_mateus_on_a_card_named_a_backup_gives_it_back_without_a_payment():
    name = "f1b-mateus-takes-unnamed-card-later-named-backup"
    assert rules_at(logged(F, name)) == [(35, "fftcg.target.invalid")]
    b = logged_board(F, name, 40)
    assert b.cards["bob.1"].controller == "bob" and "bob.1" in b.seat("bob").field


def test_mateus_on_a_card_named_a_forward_keeps_control_clean_twin():
    name = "f1b-mateus-takes-unnamed-card-later-named-knight-clean-twin"
    assert rules_at(logged(F, name)) == []
    b = logged_board(F, name, 36)
    assert b.cards["bob.1"].controller == "alice" and "bob.1" in b.seat("alice").field


def test_shiva_on_a_card_named_a_backup_is_one_flag_and_its_freeze_undone():
    name = "f1b-shiva-freezes-unnamed-card-bob-pays-with-it-named-backup"
    v = logged(F, name)
    assert rules_at(v) == [(35, "fftcg.target.invalid")]
    assert v.violations[0].player == "alice"
    assert logged_board(F, name, 25).cards["bob.1"].frozen  # as recorded while unnamed
    evoker = logged_board(F, name, 35).cards["bob.1"]
    assert not evoker.frozen and evoker.dull  # (active since bob's Active phase; dulled for his CP)


# -- 3. a doubted forward shown alive dealt its damage then ------------------------------------------------------

def test_cecil_used_after_samurais_first_strike_broke_samurai_whose_later_attack_is_the_fault():
    name = "f3-doubt-both-cecil-and-samurai-used-later-contradiction"
    v = logged(F, name)
    assert rules_at(v) == [(24, "fftcg.log.unknown-card"), (192, NOT_A_FORWARD), (209, "fftcg.field.same-name")]
    assert v.winner == "alice"
    assert logged_board(F, name, 175).cards["alice.7"].zone == "field"  # not known before Cecil is used
    assert logged_board(F, name, 176).cards["alice.7"].zone == "break"
    assert any("lived through the First Strike damage" in n for n in v.notes)


def test_samurai_used_first_still_stands_noslip():
    v = logged("fftcg_qa38", "unnamed-battle-then-cecil-blocks-first-strike-samurai-noslip")
    assert rules_at(v) == [(24, "fftcg.log.unknown-card")] and v.winner == "alice"


# -- 6, 7. a line naming a hand card over an unmodelled summon ---------------------------------------------------

def test_bomb_shard_draws_nothing_so_a_turn_draw_skipping_the_top_is_its_own_fault():
    name = "f4-bomb-shard-x-no-draw-line-names-hand-card-then-turn-draw-skips-top"
    v = logged(F, name)
    assert rules_at(v) == [(37, "fftcg.draw.not-top"), (47, "fftcg.draw.not-top")]
    assert "not known to draw" in v.violations[0].message
    b = logged_board(F, name, 40)
    assert b.seat("alice").deck[0] == "alice.9" and b.cards["alice.1"].zone == "hand"


def test_bomb_shard_draws_nothing_so_a_turn_draw_from_the_top_is_clean():
    assert rules_at(logged(F, "f4-bomb-shard-x-no-draw-line-names-hand-card-then-turn-draw-top")) == \
        [(37, "fftcg.draw.not-top")]


def test_moogle_line_naming_a_hand_card_and_the_top_is_one_flag():
    name = "f4-line-names-hand-card-and-top"
    assert rules_at(logged(F, name)) == [(37, "fftcg.draw.not-top")]
    b = logged_board(F, name, 40)
    assert b.cards["alice.9"].zone == "hand" and b.seat("alice").deck[0] == "alice.10"
    assert not b.stack and b.active == "bob"


def test_moogle_line_naming_a_hand_card_after_its_resolved_is_one_flag():
    name = "f4-resolved-then-line-names-hand-card"
    assert rules_at(logged(F, name)) == [(38, "fftcg.draw.not-top")]
    b = logged_board(F, name, 40)
    assert b.cards["alice.9"].zone == "hand" and b.active == "bob"


def test_earlier_f4_outcomes_hold():
    assert rules_at(logged(F, "f4-line-names-hand-card-then-turn-draw-names-top-alice9")) == \
        [(37, "fftcg.draw.not-top"), (47, "fftcg.draw.not-top")]
    # (qa38g F3: Moogle X's text says "Draw 1 card.": the line naming the top before its Resolved is its draw.)
    assert rules_at(logged(F, "f4-line-names-top-card-clean")) == []
    assert rules_at(logged(F, "f4-own-turn-moogle-x-line-names-hand-card")) == [(26, "fftcg.draw.not-top")]
    assert rules_at(logged(F, "f4-line-names-break-zone-card")) == [(37, "fftcg.draw.not-top")]


# -- 8. the other player's line naming his own hand card over her summon known to draw ---------------------------

def test_bobs_line_naming_his_hand_card_over_alices_moogle_is_its_draw_misnamed_one_flag():
    name = "f4-alice-moogle-x-bob-line-names-bob-hand-card"
    v = logged(F, name)
    assert rules_at(v) == [(37, "fftcg.draw.not-top")]
    assert v.violations[0].player == "bob"
    b = logged_board(F, name, 38)
    assert b.cards["alice.9"].zone == "hand" and b.cards["bob.4"].zone == "hand" and not b.stack


# -- the tester's checks that held, kept as they are ---------------------------------------------------------------

def test_the_testers_checks_that_held_still_hold():
    held = {
        "f1-t4-ifrit-gordon-broke-attack-fault": [(42, NOT_A_FORWARD)],
        "f1-t4-ifrit-then-monk-targets-named-gordon-broke-fault": [(38, "fftcg.target.invalid"), (46, NOT_A_FORWARD)],
        "f2-optional-burst-targets-card-in-hand-fault": [(35, "fftcg.target.invalid")],
        "f2-optional-burst-two-targets-for-up-to-one-fault": [(35, "fftcg.target.invalid")],
        "f2-optional-burst-targets-cloud-clean": [],
        "f2-optional-burst-targets-empty-list-clean": [],
        "f3-next-turn-cecil-attacks-samurai-blocks-broke-then-attacks-fault":
            [(24, "fftcg.log.unknown-card"), (186, NOT_A_FORWARD), (203, "fftcg.field.same-name")],
        "f3-unsure-cecil-blocks-samurai4000-noFS-samurai-attacks-later-fault":
            [(24, "fftcg.log.unknown-card"), (192, NOT_A_FORWARD)],
        # (qa38g F3: the line at 37 naming the top over Moogle X, "Draw 1 card.", is its draw: lawful.)
        "f4-clean-summon-then-turn-draw-clean": [],
        "f4-clean-summon-then-turn-draw-names-hand-card-fault": [(47, "fftcg.draw.not-top")],
        "f4-line-names-deck-card-not-top-then-next-draw-after-top": [(37, "fftcg.draw.not-top")],
        "f4-own-turn-moogle-x-line-names-top": [],  # (qa38g F3: Moogle X's draw, as in bob's turn)
    }
    for name, flags in held.items():
        assert rules_at(logged(F, name)) == flags, name
