"""Final Fantasy TCG: tester qa39c's findings A2, A3, A5, A6 (/tmp/qa39c-fftcg/REPORT.md): what a card did while a
paper log had not named it, judged as it is named, as the round's other hidden readings are (Judge.reveal). The logs
are the tester's, kept whole in tests/logs/fftcg_qa39c/; three are the tester's with a payment made whole (its
unnamed play short of its cost, a fault now flagged: the Cloud at 23 in the block logs, the Tidus at 32), and two
clean twins are added (``...-named-zack-...``: the same card named a 3-cost forward).

A6. A character played unnamed and named later: its cost and type were never judged. Named Auron 1-001 (6 CP) after
    a 3-CP payment: one ``fftcg.cp.not-enough`` at the naming event (105), by alice, its words giving the play's seq
    (24), as the twin named at its play gets it at 24. Named Ifrit 1-004 (a summon) while on the field: one
    ``fftcg.play.wrong-type`` at the naming (95). Named Zack 1-012 (3 CP, a forward): clean (Judge.hidden_plays).
A2. An unnamed forward that attacked the turn it was played, named later Gordon 1-160 (no Haste): one
    ``fftcg.attack.entered-this-turn`` at the naming (45) for the attack at 37, as the twin named at its play gets
    it at 37; named Tidus 1-163 (Haste): clean (Inst.hidden_fresh, Judge.hidden_uses).
A3. An unnamed blocker named later Gordon ("Gordon cannot block"): one ``fftcg.block.cannot-block`` at the naming
    (56) for the block at 55; named Evoker 1-159 (a backup): one ``fftcg.block.not-a-forward``; named Knight: clean
    (Inst.hidden_blocks).
A5. A card broken at 26 by recorded damage while unnamed, blocking at 35, named Knight 1-166 (3000) by its attack at
    49: the block at 35, by a card not on the field, is one ``fftcg.block.not-a-forward`` at 49, beside that attack's
    own ``fftcg.attack.not-a-forward`` (two actions, two faults). The attack it blocked stays as the table played it.
"""

from __future__ import annotations

from fftcg import logged, logged_board, rules_at

F = "fftcg_qa39c"


def flags(name: str) -> list[tuple[int, str, str]]:
    return [(v.seq, v.rule, v.player) for v in logged(F, name).violations]


# -- A6: the play's cost and type --------------------------------------------------------------------------------

def test_unnamed_play_named_auron_later_is_short_of_its_cost():
    v = logged(F, "unnamed-character-paid-3cp-named-auron-cost6-later-fault")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(105, "fftcg.cp.not-enough", "alice")]
    assert "played at seq 24" in v.violations[0].message and "costs 6 CP; alice made 3" in v.violations[0].message
    assert v.winner == "alice"
    assert flags("named-auron-cost6-paid-3cp-at-play-twin") == [(24, "fftcg.cp.not-enough", "alice")]


def test_unnamed_play_named_a_three_cost_forward_later_is_clean():
    assert flags("unnamed-character-paid-3cp-named-zack-cost3-later-clean") == []
    assert flags("unnamed-character-no-attack-named-zack-later-clean") == []


def test_unnamed_play_named_a_summon_later_is_the_wrong_type_once():
    v = logged(F, "unnamed-character-no-attack-named-a-summon-later-fault")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(95, "fftcg.play.wrong-type", "alice")]
    assert "played as a character at seq 24" in v.violations[0].message
    assert logged_board(F, "unnamed-character-no-attack-named-a-summon-later-fault", 95).cards["alice.2"].zone == "field"


def test_unnamed_summon_that_attacked_flags_the_play_and_each_attack():
    assert flags("party-unnamed-attacker-named-a-summon-ifrit-fault") == [
        (106, "fftcg.play.wrong-type", "alice"), (106, "fftcg.attack.not-a-forward", "alice"),
        (106, "fftcg.attack.not-a-forward", "alice"), (143, "fftcg.attack.not-a-forward", "alice")]


# -- A2: an attack the turn it entered ---------------------------------------------------------------------------

def test_unnamed_attack_the_turn_it_entered_named_gordon_later():
    v = logged(F, "haste-unnamed-played-and-attacked-same-turn-named-gordon-no-haste-fault")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(45, "fftcg.attack.entered-this-turn", "bob")]
    assert "attacked at seq 37" in v.violations[0].message
    assert flags("haste-named-gordon-played-and-attacked-same-turn-fault") == [(37, "fftcg.attack.entered-this-turn", "bob")]


def test_unnamed_attack_the_turn_it_entered_named_tidus_with_haste_is_clean():
    assert flags("haste-unnamed-played-and-attacked-same-turn-named-tidus-haste-clean") == []


# -- A3: a block by a card that could not block ------------------------------------------------------------------

def test_unnamed_blocker_named_gordon_later_cannot_block():
    v = logged(F, "block-unnamed-blocker-named-gordon-cannot-block-later-fault")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(56, "fftcg.block.cannot-block", "bob")]
    assert "blocked at seq 55" in v.violations[0].message
    assert flags("block-blocker-named-gordon-at-the-block-fault") == [(55, "fftcg.block.cannot-block", "bob")]


def test_unnamed_blocker_named_a_backup_later():
    v = logged(F, "block-unnamed-blocker-named-evoker-backup-later-fault")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(56, "fftcg.block.not-a-forward", "bob")]
    assert "blocked at seq 55" in v.violations[0].message


def test_unnamed_blocker_named_a_knight_later_is_clean():
    assert flags("block-unnamed-blocker-named-knight-later-clean") == []


# -- A5: a block by a card recorded damage had broken --------------------------------------------------------------

def test_block_after_a_hidden_break_is_flagged_as_named():
    name = "dmg-hit-breaks-knight3000-then-it-blocks-then-attacks-fault"
    v = logged(F, name)
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [
        (49, "fftcg.block.not-a-forward", "bob"), (49, "fftcg.attack.not-a-forward", "bob")]
    assert "blocked at seq 35" in v.violations[0].message and "broken it at seq 26" in v.violations[0].message
    assert logged_board(F, name, 49).cards["bob.1"].zone == "break"
