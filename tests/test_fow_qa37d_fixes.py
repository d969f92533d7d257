"""Force of Will: the round-37 worked-examples tester's findings (qa37d), one test or more each.

1. A modelled card's effect (Demonflame's 500 damage, Temple Monk's gain of 300) also written as ``EffectRecorded``
   right after its resolution was carried out a second time: Gawain (DEF 700) destroyed by 1000 damage,
   ``fow.log.effect-source`` at the record and ``fow.attack.attacker`` at Gawain's next attack; bob's life 4600
   instead of 4300. Now that record (same source, effect, amount and target, right after the resolution) is read as
   the resolution's record, as an unmodelled spell's is: a note, not carried out again, no flag. A record of
   anything else for such a card is still ``fow.log.effect-source``.

2. A deck-list key or a whole ``order`` written in another letter case ("Galahad, the son of the God", "Orgueil des
   chevaliers") refused the log (exit 2), where an event's name or a short order took it with a note. Now it is read
   as the one card of that name, with a note naming the field; a misspelling ("Flammedemon", "Sonn") stays the log's
   unusable-input error, whose "did you mean" now lists only close names (not Leviathan and Gawain after Galahad).

3. Wording. ``fow.chase.unresolved``'s rendering said "Main-phase actions, battles and the end of the turn wait...",
   which its quote (« Les actions en poursuite sont résolues avant les actions auxquelles elles répondent. », the
   only sentence of § Poursuite on it) does not say: the rendering is now the quote's words only, as qa35b #8 did for
   the draw phase. ``fow.turn.draw-phase``'s message said "before anyone acts"; it now says the turn begins with the
   draw phase, read as coming before any play. A judge's ``destroy`` right after a block naming the fighters its
   damage destroys (``combat_destroy_also_recorded``) now gets the note the docs promise (the damage dealt first).

The logs are the tester's (/tmp/qa37d-fow), kept whole in tests/logs/fow_qa37d/ (``*_other_amount`` is ours).
"""

from __future__ import annotations

import pytest

from fow import Logged

_LOGGED = Logged("fow_qa37d")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


# -- 1. a modelled card's effect restated right after its resolution ------------------------------------------------

@pytest.mark.parametrize("name", ["demonflame_effect_also_recorded.jsonl", "demonflame_effect_not_recorded_clean.jsonl",
                                  "temple_monk_effect_also_recorded.jsonl",
                                  "temple_monk_gain_opponent_turn_clean.jsonl"])
def test_fow_qa37d_restated_effect_and_twin_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []
    assert _LOGGED.verdict(name).unmodelled_events == 0


def test_fow_qa37d_restated_damage_is_not_dealt_again() -> None:
    name = "demonflame_effect_also_recorded.jsonl"
    gawain = _LOGGED.board_after(name, 24).cards["bob.4"]
    assert (gawain.zone, gawain.damage) == ("field", 500)
    assert any("seq 24: the effect 'damage(500)' recorded for Demonflame" in n and "not carried out again" in n
               for n in _notes(name))
    assert _LOGGED.board_after("demonflame_effect_not_recorded_clean.jsonl", 23).cards["bob.4"].damage == 500


def test_fow_qa37d_restated_life_gain_is_not_gained_again() -> None:
    for name in ("temple_monk_effect_also_recorded.jsonl", "temple_monk_gain_opponent_turn_clean.jsonl"):
        life = {s.id: s.life for s in _LOGGED.board_after(name, 25).seats}
        assert life["bob"] == 4300, name


def test_fow_qa37d_other_effect_recorded_for_a_modelled_card_is_still_flagged() -> None:
    # (damage(400) is not what Demonflame did: flagged once; since qa38 1 it is not carried out on top of the
    # card's 500 either, the board keeps the card's effect: test_fow_qa38_fixes)
    assert _LOGGED.rules("demonflame_effect_recorded_other_amount.jsonl") == [(24, "fow.log.effect-source")]
    assert _LOGGED.verdict("demonflame_effect_recorded_other_amount.jsonl").unmodelled_events == 0


# -- 2. a header list's name in another letter case ----------------------------------------------------------------

@pytest.mark.parametrize("name, fields", [
    ("deck_list_case_slip.jsonl", [("deck", "Galahad, the son of the God", "Galahad, the Son of the God")]),
    ("full_order_case_slip.jsonl", [("order", "Galahad, the son of the God", "Galahad, the Son of the God")]),
    ("chase_example_french_lowercase_fils.jsonl", [("deck", "Galahad, le fils du Dieu", "Galahad, the Son of the God"),
                                                   ("order", "Galahad, le fils du Dieu", "Galahad, the Son of the God")]),
    ("chase_example_french_lowercase_chevaliers.jsonl", [("deck", "Orgueil des chevaliers", "Pride of Knights"),
                                                         ("order", "Orgueil des chevaliers", "Pride of Knights")]),
])
def test_fow_qa37d_header_name_case_slip_is_read_with_a_note(name: str, fields: list) -> None:
    verdict = _LOGGED.verdict(name)
    assert [(v.seq, v.rule) for v in verdict.violations] == []
    read = [n for n in _notes(name) if "the one card of that name (names are written as printed)" in n]
    assert read == [f"bob's `{fld}`: the card name {w!r} is read as {k!r}, the one card of that name (names are "
                    "written as printed)" for fld, w, k in fields]


def test_fow_qa37d_header_case_slip_plays_as_its_clean_twin() -> None:
    # (the worked example with the French names as printed: the same board at Galahad's survival)
    for name in ("chase_example_french_lowercase_fils.jsonl", "chase_example_french_lowercase_chevaliers.jsonl"):
        twin = _LOGGED.board_after("chase_example_french_clean.jsonl", 25)
        got = _LOGGED.board_after(name, 25)
        assert {i: (c.name, c.zone, c.damage) for i, c in got.cards.items()} == \
            {i: (c.name, c.zone, c.damage) for i, c in twin.cards.items()}, name
    assert _LOGGED.rules("chase_example_french_clean.jsonl") == []


@pytest.mark.parametrize("name, error", [
    ("chase_example_french_no_accent.jsonl", "card 'Flammedemon' is in neither the card statistics, the pool nor the "
                                             "header's cards; did you mean 'Flammedémon'?"),
    ("deck_list_misspelt.jsonl", "card 'Galahad, the Sonn of the God' is in neither the card statistics, the pool nor "
                                 "the header's cards; did you mean 'Galahad, the Son of the God'?"),
])
def test_fow_qa37d_misspelt_header_name_stays_unusable_input(name: str, error: str) -> None:
    from ledger.errors import UnknownCardError

    with pytest.raises(UnknownCardError) as got:
        _LOGGED.verdict(name)
    assert str(got.value).endswith(error)


# -- 3. wording ---------------------------------------------------------------------------------------------------

def test_fow_qa37d_chase_unresolved_rendering_is_the_quote_only() -> None:
    from projections import core

    rule = core.engine("force-of-will").RULES["fow.chase.unresolved"]
    assert rule.text == "Actions on the chase are resolved before the actions they respond to."
    assert _LOGGED.rules("resonator_plays_no_chase_resolved.jsonl") == [(9, "fow.chase.unresolved")]
    assert _LOGGED.rules("judgment_no_chase_resolved.jsonl") == [(23, "fow.chase.unresolved")]


def test_fow_qa37d_draw_phase_message_says_what_the_quote_supports() -> None:
    v = _LOGGED.verdict("instant_opponent_turn_before_draw.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(23, "fow.turn.draw-phase")]
    assert "before anyone acts" not in v.violations[0].message
    assert v.violations[0].message.endswith("the turn begins with the draw phase, where bob draws a card, read as "
                                            "coming before any play")
    assert _LOGGED.rules("instant_opponent_turn_after_draw_clean.jsonl") == []


def test_fow_qa37d_destroy_recorded_after_battle_is_noted() -> None:
    name = "combat_destroy_also_recorded.jsonl"
    assert _LOGGED.rules(name) == []
    board = _LOGGED.board_after(name, 34)
    assert (board.cards["bob.1"].zone, board.cards["alice.2"].zone) == ("grave", "grave")
    for card in ("Galahad, the Son of the God (bob.1)", "Whelp Drake (alice.2)"):
        assert any(n.endswith(f"{card} is neither on the field nor in the magic stone area, where cards are "
                              "destroyed: the destroy does nothing") for n in _notes(name)), card
