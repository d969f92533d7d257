"""Final Fantasy TCG: the qa37c tester's findings (/tmp/qa37c-fftcg), this round's forced targets and the EX Burst's
illegal target. The logs are kept whole in tests/logs/fftcg_qa37d/.

F1. Rosso 2-024's optional trigger ("you may choose 1 forward") with ``targets`` left out, Rosso the only forward
   (``rosso-optional-left-out-then-ramuh-3000-then-rosso-attacks``): the forced-target reading took Rosso as
   chosen (a note), dealt him 2000, so bob's Ramuh (3000) broke him and his attack at 34 was flagged
   ``fftcg.attack.not-a-forward``. A "you may choose" choice is never forced: none is a choice the card allows,
   so ``targets`` left out is none, as docs/log-format.md says, and an optional ability that chose none is not a
   fault: no note, no flag, nothing carried out (Judge.forced_targets / check_targets, ``optional``). Clean, like
   the declined twins.
F2. An EX Burst naming a target its effect cannot take (Shiva 1-039 or Mateus 2-044 naming alice's backup) was
   flagged at 35 (``fftcg.target.invalid``) and still carried out on it: the backup frozen (Shiva) or taken by bob
   (Mateus), so alice dulling it for CP at 55 was flagged again (``fftcg.cp.source``). _burst now marks the bad
   targets as the summon, ability and auto paths do: the effect on them is impossible and ignored [ref (2.3.)].
   One flag, as for the same Shiva cast as a summon.
F3. A paper log's unnamed character counted as the only candidate of a forced choice (Ifrit's "choose 1 forward"
   with ``targets`` left out, bob's only character played unnamed): taken as chosen with a note, even when bob.1 was
   later revealed a backup. An unnamed card that could be a candidate makes no choice forced: ``targets`` left out
   is none, as the docs say (``fftcg.target.invalid`` "chooses 1 target; the log gives 0", the same as with a named
   backup its only candidate).
"""

from __future__ import annotations

from fftcg import logged, logged_board, rules_at

F = "fftcg_qa37d"


def _no_forced_note(v) -> bool:
    return not any("is the only choice it can make" in n for n in v.notes)


# -- F1. an optional choice left out is none chosen -------------------------------------------------------------

def test_rossos_optional_trigger_left_out_chooses_nobody_and_his_attack_stands():
    name = "rosso-optional-left-out-then-ramuh-3000-then-rosso-attacks"
    v = logged(F, name)
    assert rules_at(v) == []
    assert _no_forced_note(v)
    # No self-inflicted damage: Rosso resolves with no target, Ramuh's 3000 does not break a 5000 Rosso.
    assert logged_board(F, name, 6).cards["alice.1"].damage == 0
    after_ramuh = logged_board(F, name, 11).cards["alice.1"]
    assert (after_ramuh.zone, after_ramuh.damage) == ("field", 3000)
    assert logged_board(F, name, 34).cards["alice.1"].zone == "field"


def test_rossos_optional_trigger_left_out_short_log_is_clean():
    v = logged(F, "rosso-optional-trigger-targets-left-out-only-rosso")
    assert rules_at(v) == []
    assert _no_forced_note(v)
    assert logged_board(F, "rosso-optional-trigger-targets-left-out-only-rosso", 6).cards["alice.1"].damage == 0


def test_rossos_declined_twins_stay_clean():
    for name in ("rosso-declined-then-ramuh-3000-then-rosso-attacks-clean", "rosso-optional-trigger-declined-clean"):
        assert rules_at(logged(F, name)) == [], name


# -- F2. an EX Burst's illegal target: flagged once, its effect ignored -------------------------------------------

def test_shiva_burst_on_alices_backup_is_one_flag_and_the_backup_is_not_frozen():
    name = "exburst-shiva-targets-alices-backup-then-backup-pays"
    assert rules_at(logged(F, name)) == [(35, "fftcg.target.invalid")]
    assert not logged_board(F, name, 38).cards["alice.1"].frozen  # (dull since alice paid CP with it at 24)
    assert not logged_board(F, name, 54).cards["alice.1"].dull  # so it activates in alice's turn 5
    assert logged_board(F, name, 55).cards["alice.1"].dull  # and is dulled for CP, as the table did


def test_mateus_burst_on_alices_backup_is_one_flag_and_no_control_is_taken():
    name = "exburst-mateus-targets-alices-backup-then-backup-pays"
    assert rules_at(logged(F, name)) == [(35, "fftcg.target.invalid")]
    assert logged_board(F, name, 40).cards["alice.1"].controller == "alice"


def test_burst_twins_on_cloud_and_the_summon_control_stand():
    for name in ("exburst-shiva-targets-cloud-then-backup-pays-clean", "exburst-mateus-targets-cloud-then-backup-pays-clean",
                 "summon-shiva-targets-cloud-then-backup-pays-clean"):
        assert rules_at(logged(F, name)) == [], name
    assert logged_board(F, "exburst-mateus-targets-cloud-then-backup-pays-clean", 40).cards["alice.5"].controller == "bob"
    assert rules_at(logged(F, "summon-shiva-targets-alices-backup-then-backup-pays-twin")) == [(46, "fftcg.target.invalid")]


# -- F3. an unnamed card is no forced candidate -------------------------------------------------------------------

def test_ifrit_left_out_with_an_unnamed_candidate_is_none_chosen():
    for name in ("paper-ifrit-targets-left-out-only-candidate-unnamed-card",
                 "paper-ifrit-forced-onto-unnamed-card-later-revealed-backup",
                 "paper-ifrit-forced-onto-unnamed-card-later-attacks-as-gordon4000"):
        v = logged(F, name)
        assert rules_at(v) == [(22, "fftcg.target.invalid")], name
        assert any(x.message.endswith("chooses 1 target; the log gives 0") for x in v.violations), name
        assert _no_forced_note(v), name
    # As with a named backup its only candidate.
    assert rules_at(logged(F, "paper-ifrit-targets-left-out-only-candidate-named-backup")) == [(22, "fftcg.target.invalid")]


def test_ifrit_left_out_with_a_named_forward_its_only_candidate_stays_forced_and_clean():
    v = logged(F, "paper-ifrit-targets-left-out-only-candidate-named-forward-clean")
    assert rules_at(v) == []
    assert any(n.startswith("seq 22: the log gives no target for Ifrit 1-004 (alice.3); Gordon 1-160 (bob.1) is the "
                            "only choice") for n in v.notes)
    # (Ifrit's target bob.1, named at 35 Evoker 1-159, a backup: that choice is the one fault, flagged as it is named,
    # since qa38 F1b, tests/test_fftcg_qa38_fixes.py.)
    assert rules_at(logged(F, "paper-ifrit-named-target-forward-then-bob1-revealed-backup-twin")) == \
        [(35, "fftcg.target.invalid")]
    # (Ifrit's 4000 on bob.1, later named Gordon 1-160, 4000 power: it broke him, so his attack at 39 is the one
    # fault since qa38 F1, tests/test_fftcg_qa38_fixes.py.)
    assert rules_at(logged(F, "paper-ifrit-named-target-unnamed-card-later-attacks-as-gordon4000-twin")) == \
        [(39, "fftcg.attack.not-a-forward")]
