"""Final Fantasy TCG: round 37's leftovers (/tmp/qa37c-fftcg, /tmp/qa37b-fftcg, /tmp/qa36b-fftcg). The logs are kept
whole in tests/logs/fftcg_qa38/.

F1. Damage a paper log's unnamed character took was lost: Ifrit 1-004 dealt 4000 to bob.1, played unnamed (its power
   unknown, so not broken then); bob.1 attacked in turn 4, named there Gordon 1-160 (4000 power), and nothing was
   flagged, Gordon staying on the field. The seed: a forward whose damage reaches its power is broken [ref
   (10.1.4.4.)]. The damage is now kept on the hidden card (``Inst.hidden_hits``) and judged as it is named
   (Judge.hidden_damage): Gordon was broken at the Ifrit (seq 25), put in the Break Zone as named (a note says so),
   and his attack is the one fault, ``fftcg.attack.not-a-forward`` at 39, carried on as recorded (alice takes its
   damage). Named as Knight 1-165 (5000), the same log is clean.
F2. An EX Burst's choice could not be optional: a card's ``burst`` has no ``optional`` as an ability has, so a burst
   printed "choose up to 1 forward" with its ``targets`` left out and one forward on the field was read as forced
   (that forward taken, a note). Cards now say ``burst_optional`` (ledger.fftcg.Card; no pool card has it, every
   modelled burst says "Choose 1"): left out, the burst chose none, a note, nothing carried out; the same card
   without it is still forced; a target it cannot take is still flagged once. (The old code refuses the header word:
   exit 2.)
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
    assert len(logged_board(F, name, 48).seat("alice").damage) == 1  # the attack stood as the table played it


def test_the_same_card_named_knight_5000_survives_the_ifrit_and_the_log_is_clean():
    name = "ifrit-hits-unnamed-card-later-attacks-as-knight5000-clean"
    v = logged(F, name)
    assert rules_at(v) == []
    assert not any("while the log had not named it" in n for n in v.notes)
    assert logged_board(F, name, 39).cards["bob.1"].zone == "field"
    assert len(logged_board(F, name, 48).seat("alice").damage) == 1


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
