"""Final Fantasy TCG: round 37's leftovers (/tmp/qa37c-fftcg, /tmp/qa37b-fftcg, /tmp/qa36b-fftcg). The logs are kept
whole in tests/logs/fftcg_qa38/.

F1. Damage a paper log's unnamed character took was lost: Ifrit 1-004 dealt 4000 to bob.1, played unnamed (its power
   unknown, so not broken then); bob.1 attacked in turn 4, named there Gordon 1-160 (4000 power), and nothing was
   flagged, Gordon staying on the field. The seed: a forward whose damage reaches its power is broken [ref
   (10.1.4.4.)]. The damage is now kept on the hidden card (``Inst.hidden_hits``) and judged as it is named
   (Judge.hidden_damage): Gordon was broken at the Ifrit (seq 25), put in the Break Zone as named (a note says so),
   and his attack is the one fault, ``fftcg.attack.not-a-forward`` at 39, carried on as recorded (alice takes its
   damage). Named as Knight 1-165 (5000), the same log is clean.
F1b. The same log's twin with bob.1 later named Evoker 1-159, a backup (qa37c F3, case 1, targets given): Ifrit
   "Choose 1 forward" chose a backup, a fault nothing flagged. A choice taking an unnamed card is kept on it
   (``Inst.hidden_targeted``) and judged as it is named (Judge.hidden_targets): one ``fftcg.target.invalid`` at the
   event naming it (35), by alice, its words giving the seq of the choice; the effect on it was ignored then, as on
   any target it cannot take. Named a forward, nothing (the Knight twin above).
F2. An EX Burst's choice could not be optional: a card's ``burst`` has no ``optional`` as an ability has, so a burst
   printed "choose up to 1 forward" with its ``targets`` left out and one forward on the field was read as forced
   (that forward taken, a note). Cards now say ``burst_optional`` (ledger.fftcg.Card; no pool card has it, every
   modelled burst says "Choose 1"): left out, the burst chose none, a note, nothing carried out; the same card
   without it is still forced; a target it cannot take is still flagged once. (The old code refuses the header word:
   exit 2.)
F3. One wrong serial (``fm_twin_noslip_own_play_names_serial_not_in_list``, qa37b: alice.3 named 1-003 at 24, a card
   her list lacks) brought 192 ``fftcg.attack.not-a-forward`` and 209 ``fftcg.field.same-name``: alice.3 stayed
   unnamed, so its battle with bob's Cecil (bob.15) at 159 was not judged and Cecil was taken as still there with
   no damage; blocking Samurai 1-014 (First Strike) at 163, he survived it and broke Samurai, so Samurai's attack at
   192 and bob's second Cecil at 209 were flagged. The damage a forward of a battle not judged carries to the end of
   the turn is unknown (``Inst.hurt_unknown``): in a later battle that turn what breaks it anyway does, the rest
   (whether it survives; hit first by First Strike, whether it dealt its damage) is taken from the log, a note.
   One flag at 24 (with the slip at 2 in the slip version, a fault of its own); the named twin is clean; a Samurai
   made 9000 without First Strike still breaks Cecil, and Cecil's attack after it is flagged.
F4. An unmodelled summon's draw line naming a card of the hand (qa36b ``f1_line_names_card_in_hand``: Moogle X cast
   by alice in bob's turn, both pass, her CardsDrawn names alice.1, in her hand, before the Resolved) gave 7 flags
   (37 phase-skipped, draw.not-top, draw.count; 38 stack.lifo; 39 priority; 47 not-your-turn, draw.not-top): the line
   was read as her turn begun over the stack. No draw can take a card out of the hand: the line is the summon's draw
   written early naming the wrong card, one ``fftcg.draw.not-top`` at 37, the summon drawing the top (alice.9, a
   note) as the same line naming a deck card not on top is read; her next draw (alice.10, alice.11) is clean, and a
   next draw not on top is still its own fault.
"""

from __future__ import annotations

from fftcg import logged, logged_board, rules_at

F = "fftcg_qa38"


# -- F1. damage dealt to an unnamed card counts once it is named --------------------------------------------------

def test_gordon_named_after_ifrits_4000_was_broken_then_and_his_attack_is_the_one_fault():
    name = "ifrit-hits-unnamed-card-later-attacks-as-gordon4000"
    v = logged(F, name)
    assert rules_at(v) == [(39, "fftcg.attack.not-a-forward")]
    assert "the 4000 damage it took at seq 25" in v.violations[0].message
    assert any("took 4000 damage at seq 25 while the log had not named it" in n for n in v.notes)
    assert logged_board(F, name, 38).cards["bob.1"].zone == "field"  # unnamed: not broken before it is named
    gordon = logged_board(F, name, 39).cards["bob.1"]
    assert (gordon.zone, gordon.serial) == ("break", "1-160")
    # A forward broken earlier attacks: carried on as dealing no damage, the table's reading beside it (docs/fftcg.md,
    # Readings); nothing after shows the table's, so alice took none (qa38g F1: the same for a battle's damage).
    assert len(logged_board(F, name, 48).seat("alice").damage) == 0


def test_the_same_card_named_knight_5000_survives_the_ifrit_and_the_log_is_clean():
    name = "ifrit-hits-unnamed-card-later-attacks-as-knight5000-clean"
    v = logged(F, name)
    assert rules_at(v) == []
    assert not any("while the log had not named it" in n for n in v.notes)
    assert logged_board(F, name, 39).cards["bob.1"].zone == "field"
    assert len(logged_board(F, name, 48).seat("alice").damage) == 1


def test_ifrits_target_named_later_as_a_backup_is_one_target_fault_flagged_as_it_is_named():
    name = "ifrit-targets-unnamed-card-later-named-evoker-backup"
    v = logged(F, name)
    assert rules_at(v) == [(35, "fftcg.target.invalid")]
    assert v.violations[0].player == "alice"
    assert "chose Evoker 1-159 (bob.1) as its target at seq 22" in v.violations[0].message
    assert logged_board(F, name, 35).cards["bob.1"].zone == "field"  # (a backup: Ifrit's damage did nothing)


# -- F2. an optional EX Burst's targets left out: none chosen ----------------------------------------------------

def test_an_optional_burst_left_out_with_one_candidate_chooses_none_with_a_note():
    name = "exburst-optional-wisp-targets-left-out-cloud-only-forward-clean"
    v = logged(F, name)
    assert rules_at(v) == []
    assert any("its choice is optional, so it is taken as choosing none" in n for n in v.notes)
    assert not any("is the only choice it can make" in n for n in v.notes)
    cloud = logged_board(F, name, 38).cards["alice.5"]
    assert (cloud.zone, cloud.frozen) == ("field", False)


def test_the_same_burst_not_optional_is_still_forced_onto_cloud():
    name = "exburst-wisp-not-optional-targets-left-out-cloud-only-forward-clean"
    v = logged(F, name)
    assert rules_at(v) == []
    assert any("Cloud 1-009 (alice.5) is the only choice it can make" in n for n in v.notes)
    assert logged_board(F, name, 38).cards["alice.5"].frozen


def test_an_optional_burst_naming_a_backup_is_still_flagged_once():
    name = "exburst-optional-wisp-targets-alices-backup-then-backup-pays"
    assert rules_at(logged(F, name)) == [(35, "fftcg.target.invalid")]
    assert not logged_board(F, name, 38).cards["alice.1"].frozen


# -- F3. a battle after a battle not judged: its outcome from the log ---------------------------------------------

def test_one_wrong_serial_is_one_flag_not_a_samurai_and_a_cecil_later():
    for name in ("unnamed-battle-then-cecil-blocks-first-strike-samurai-noslip",
                 "unnamed-battle-then-cecil-blocks-first-strike-samurai-after-slip"):
        v = logged(F, name)
        want = [(24, "fftcg.log.unknown-card")]
        if "after-slip" in name:
            want = [(2, "fftcg.log.unknown-card")] + want  # (the slip at 2 is a fault of its own)
        assert rules_at(v) == want, name
        assert v.winner == "alice", name
        assert any(n.startswith("seq 165: Cecil 1-162 (bob.15) fought in a battle that was not judged earlier this "
                                "turn") for n in v.notes), name
        assert logged_board(F, name, 165).cards["alice.7"].zone == "field"  # Samurai, as the table kept him
        assert logged_board(F, name, 208).cards["bob.15"].zone == "field"
        assert logged_board(F, name, 209).cards["bob.15"].zone == "break"  # gone once his namesake entered


def test_the_named_twin_is_clean():
    name = "unnamed-battle-twin-named-tifa-clean"
    v = logged(F, name)
    assert rules_at(v) == [] and v.winner == "alice"
    assert logged_board(F, name, 165).cards["bob.15"].zone == "break"  # judged: Samurai's First Strike broke him


def test_a_break_the_unknown_damage_cannot_undo_is_still_judged_and_a_later_use_flagged():
    # Samurai made 9000 without First Strike (a header override): Cecil breaks at 165 whatever damage he carried.
    name = "unnamed-battle-then-cecil-blocks-samurai-9000-breaks-him"
    v = logged(F, name)
    assert rules_at(v) == [(24, "fftcg.log.unknown-card")]
    cecil = logged_board(F, name, 165).cards["bob.15"]
    assert (cecil.zone, cecil.fate_unknown) == ("break", False)
    assert rules_at(logged(F, "unnamed-battle-then-cecil-blocks-samurai-9000-then-cecil-attacks")) == \
        [(24, "fftcg.log.unknown-card"), (214, "fftcg.attack.not-a-forward")]


# -- F4. an unmodelled summon's draw line naming a card in the hand ----------------------------------------------

def test_moogle_x_line_naming_a_hand_card_is_one_not_top_and_the_turn_goes_on():
    name = "moogle-x-line-names-card-in-hand"
    v = logged(F, name)
    assert rules_at(v) == [(37, "fftcg.draw.not-top")]
    assert v.violations[0].turn == 4  # bob's turn, not alice's begun over the stack
    assert any(n.startswith("seq 37: alice's CardsDrawn is taken as the draw of Moogle X X-004 (alice.5)'s effect")
               for n in v.notes)
    b = logged_board(F, name, 38)
    assert (b.active, b.cards["alice.9"].zone, b.cards["alice.5"].zone, b.stack) == ("bob", "hand", "break", [])


def test_the_same_line_then_a_next_draw_not_on_top_is_a_second_fault():
    assert rules_at(logged(F, "moogle-x-line-names-card-in-hand-then-next-draw-not-top")) == \
        [(37, "fftcg.draw.not-top"), (47, "fftcg.draw.not-top")]
