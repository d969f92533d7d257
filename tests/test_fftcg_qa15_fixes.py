"""The fifteenth outside test of FFTCG (and the judge tester's FFTCG logs). Each planted fault gives exactly one
violation; its clean twin verifies clean (docs/fftcg.md, Readings).

The logs are the testers' own (qa15), as written, in tests/logs/fftcg_qa15/: ``_log(name)`` gives one back as
its header and events.
"""

from __future__ import annotations

from cli.i18n import translations
from fftcg import logged
from projections import core
from projections.messages import fill


def _verdict(name: str) -> core.Verification:
    return logged("fftcg_qa15", name)


def _rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in _verdict(name).violations]


# -- 1. the passes that close the damage step after what the damage put on the stack resolved -----------------

def test_two_passes_closing_the_damage_step_after_an_ex_burst_then_another_attack_are_clean():
    assert _rules("g4_exburst_then_attack_B_two_passes") == []


def test_an_ex_burst_resolved_then_the_next_attack_at_once_stays_clean():
    assert _rules("g4_exburst_then_attack_A_no_passes") == []


def test_the_damage_step_closed_then_the_attack_phase_ended_then_a_main2_character_is_clean():
    assert _rules("F1b_exburst_then_main2_play_seed_reading") == []


def test_the_engine_reading_two_passes_to_main2_after_an_ex_burst_stays_clean():
    assert _rules("F1b_control_engine_reading") == []


def test_two_passes_closing_the_damage_step_after_a_damaged_trigger_then_another_attack_are_clean():
    assert _rules("g4_F_damage_step_passes") == []


# -- 2. an EX Burst under the other player's name ----------------------------------------------------------

def test_an_ex_burst_under_the_other_players_name_is_one_fault_read_as_the_damage_card_owners():
    v = _verdict("g1_v_exburst_by_alice")
    assert [(x.seq, x.rule) for x in v.violations] == [(15, "fftcg.exburst.not-damage-card")]
    assert v.violations[0].player == "alice"
    assert _rules("g1_clean") == []


# -- 3. a summon or ability under the wrong player's name --------------------------------------------------

def test_a_summon_of_the_other_players_hand_under_the_wrong_name_is_one_fault():
    assert _rules("ff2-summon-wrongname") == [(42, "fftcg.play.not-in-hand")]
    assert _rules("ff2-clean") == []


def test_a_summon_under_the_wrong_name_then_its_draw_is_the_owners():
    v = _verdict("ff2-summon2-wrongname")
    assert [(x.seq, x.rule) for x in v.violations] == [(45, "fftcg.play.not-in-hand")]
    assert "taken as bob's" in v.violations[0].message


def test_an_ability_of_the_other_players_character_under_the_wrong_name_is_one_fault():
    assert _rules("ff2-ability-wrongname") == [(43, "fftcg.ability.not-on-field")]


# -- 4. a forgotten AutoTriggered line, its passes and Resolved kept ---------------------------------------

def test_an_enters_trigger_line_left_out_its_passes_and_resolution_kept_is_one_pending():
    assert _rules("g4_v_terra_autotriggered_line_only_omitted") == [(69, "fftcg.auto.pending")]
    assert _rules("g4_clean") == []


def test_a_damaged_trigger_line_left_out_its_passes_and_resolution_kept_is_one_pending():
    assert _rules("g4_v_mime_autotriggered_line_only_omitted") == [(48, "fftcg.auto.pending")]


# -- 5. a mandatory auto ability recorded as declined ------------------------------------------------------

def test_a_mandatory_draw_trigger_declined_then_the_log_drawing_on_is_one_fault():
    assert _rules("g4_v_mime_trigger_declined") == [(48, "fftcg.auto.mandatory")]


def test_a_mandatory_trigger_declined_and_left_undone_stays_one_fault():
    assert _rules("g8b_v_serafie_trigger_declined") == [(78, "fftcg.auto.mandatory")]
    assert _rules("g8b_serafie_clean") == []


# -- 6. an enters trigger left out entirely, then the card it draws played ---------------------------------

def test_an_enters_draw_trigger_left_out_then_the_drawn_card_played_is_one_pending():
    assert _rules("g4_v_terra_trigger_omitted") == [(69, "fftcg.auto.pending")]


# -- 7. a party block without a split ----------------------------------------------------------------------

def test_a_party_block_without_a_split_is_one_fault_its_battle_unjudged():
    v = _verdict("g3_v_party_split_missing")
    assert [(x.seq, x.rule) for x in v.violations] == [(38, "fftcg.block.split")]
    assert any("not judged" in n for n in v.notes)
    assert _rules("g3_clean") == []


# -- 8. a violation at a turn's first event is in that turn ------------------------------------------------

def test_a_fault_at_a_turns_first_event_carries_that_turns_number():
    for name, rule in (("ff-draw-late", "fftcg.turn.draw-first"), ("ff-draw-skipped-plain", "fftcg.turn.draw-first"),
                       ("ff-draw-wrongname", "fftcg.turn.not-your-turn")):
        v = _verdict(name)
        assert [(x.seq, x.rule, x.turn) for x in v.violations] == [(21, rule, 3)], name
    assert _rules("ff-clean") == []


# -- 9. no English left in a translated report -------------------------------------------------------------

def test_a_hidden_card_and_its_zone_are_words_the_catalogs_translate():
    # (Round 33: ff2-draw-three's draw of three is one fault, fftcg.draw.count, its later draw of the third card no
    # longer flagged; a draw naming a hidden card of the hand is.)
    assert [(x.seq, x.rule) for x in _verdict("ff2-draw-three").violations] == [(23, "fftcg.draw.count")]
    v = logged("fftcg_qa33", "q15_paper_draw_names_hand_card")
    unknown = [x for x in v.violations if x.rule == "fftcg.log.unknown-card"]
    assert unknown
    for x in unknown:
        assert x.args["card"]["template"] == "a hidden card ({id})"
        assert x.args["zone"]["context"] == "zone"
    # (Round 19: a hidden damage card the log names drawn is a card still in the deck, the damage having taken
    # another: no longer flagged; the card drawn twice, in the hand, is.)
    assert {x.args["zone"]["template"] for x in unknown} >= {"hand"}
    hand = next(x for x in unknown if x.args["zone"]["template"] == "hand")
    assert "(it is in the hand)" in hand.message
    fr = fill(unknown[0].template, unknown[0].args, translate=translations("fr").gettext)
    assert "une carte cachée (alice.9)" in fr and "hidden" not in fr
