"""Force of Will: what a third outside reading of the rules found (its logs were in the QA's /tmp/qa3-fow).

- A chant-standby spell known only from its statistics: its [Trigger] is in its text, so its play is noted as
  unchecked (and counted among the events resting on unmodelled text), not passed in silence.
- An ability of a card known only from its statistics: its cost, rest symbol and timing are not in the data
  (« Si cette carte est un Résonateur, vous ne pouvez pas jouer une de ses capacités activées avec le symbole
  [rest] durant le tour où il a été mis sur le terrain. »): every activation is noted, paid or not, once.
- Flash of Demon Sword answers and cancels "a spell or ability on the chase": in the seed's terms a resonator
  being put and a judgment are neither (« Sort : Carte à l'utilisation unique... », « Texte : Capacités d'une
  carte. », « Mettre un Résonateur ou une Regalia... », « 7 : Faire un jugement. »).
- Only an addition is added to another card (« Ajouter une Addition à une autre carte sur le terrain »).
- Set-up ④: a mulligan chooses cards « de sa main », each once.
- « Si vous la jouez depuis votre Zone Chant-Réserve, vous n'avez pas besoin de payer un coût. »: the words of
  the flag on a payment there.
- Messages that stayed English in a translated report: the result in ``fow.game.over``, "the ability of" in a
  payment, the trigger's id.
"""

from __future__ import annotations

import json

import msgspec

from fow import (FIRE, LIGHT, activate, attack, board_after, call, draw, end, ev, idle, play, resolve, rules_at,
                 seat, stone_id, verify)

FLASH = "Flash of Demon Sword"  # chant-standby {F}{1}: trigger opponent-chase; cancel a spell or ability
JUSTICE = "Justice of God's Sword"  # chant-standby {L}: trigger opponent-attacks; 800 damage to a fighter
MELGIS = "Melgis, the Flame King"


def _s(pid, k):
    return [stone_id(pid, i) for i in range(1, k + 1)]


# -- 1. a real chant-standby spell: its trigger cannot be checked ---------------------------------------------

SIGN = "Sign to the Future"  # a real chant-standby spell, {L}{1}: its text (and trigger) not in the data


def _standby(card, hand_b=()):
    """b sets ``card`` (b.1) into the standby zone on turn 4; a attacks with Whelp Drake (a.1) on turn 7."""
    a = seat("a", hand=["Whelp Drake"], stones=[FIRE] * 8, ruler=MELGIS)
    b = seat("b", hand=[card, *hand_b], stones=[LIGHT] * 8)
    events = [call("a"), end("a"),
              draw("b"), call("b"), end("b"),
              draw("a"), call("a"), play("a", "a.1", payment=_s("a", 2)), resolve("b"), end("a"),
              draw("b"), call("b"), ev("StandbySet", "b", card="b.1", payment=_s("b", 2)), end("b")]
    events = idle([a, b], 2, events)  # turns 5 (a) and 6 (b)
    events += [draw("a"), call("a"), attack("a", "a.1", "b")]
    return [a, b], events


def test_a_real_chant_standby_spell_played_from_the_standby_zone_is_noted_as_unchecked():
    seats, events = _standby(SIGN)
    events += [play("b", "b.1", from_standby=True), resolve("b")]
    result = verify(seats, events)
    assert result.clean
    said = [n for n in result.notes if "Sign to the Future (b.1)" in n]
    assert len(said) == 1 and "trigger" in said[0] and "could not be checked" in said[0]
    assert result.unmodelled_events == 1


def test_a_modelled_chant_standby_spell_is_checked_and_not_noted():
    seats, events = _standby(JUSTICE)
    ok = events + [play("b", "b.1", from_standby=True, targets=["a.1"]), resolve("b")]
    result = verify(seats, ok)
    assert result.clean and result.unmodelled_events == 0
    assert not any("Justice" in n for n in result.notes)
    early = events[:-1] + [play("b", "b.1", from_standby=True, targets=["a.1"])]  # before the attack
    assert rules_at(verify(seats, early)) == [(len(early), "fow.standby.trigger")]


# -- 2. an ability of a real resonator: cost, rest symbol and timing not checked ------------------------------

SPEAKER = "Speaker of Creation"  # a real resonator, {L}{1}: its abilities are not in the data
A2 = seat("a", hand=[SPEAKER, "Temple Monk"], stones=[LIGHT] * 8, ruler="Pandora, the Weaver of Myth")
B2 = seat("b", stones=[LIGHT] * 8)
# a's turn 5: three stones; Speaker of Creation is put onto the field with two of them.
PRE2 = idle([A2, B2], 4) + [draw("a"), call("a"), play("a", "a.1", payment=_s("a", 2)), resolve("b")]


def _ability_notes(result, card="Speaker of Creation (a.1)"):
    return [n for n in result.notes if f"the abilities of {card}" in n]


def test_an_unmodelled_ability_used_the_turn_its_resonator_entered_is_noted_even_unpaid():
    result = verify([A2, B2], PRE2 + [activate("a", "a.1", ability=0, payment=[])])
    assert result.clean
    (said,) = _ability_notes(result)
    assert "rest symbol" in said and "not checked" in said


def test_a_paid_unmodelled_ability_is_noted_once():
    result = verify([A2, B2], PRE2 + [activate("a", "a.1", ability=0, payment=[stone_id("a", 3)])])
    assert result.clean
    (said,) = _ability_notes(result)  # one note, not one for the will and one for the rest
    assert "rest symbol" in said and "not checked against its cost" in said


def test_a_modelled_rest_ability_the_turn_its_resonator_entered_is_flagged():
    # The control: Temple Monk's ability has the rest symbol in the data, so the engine judges it.
    events = idle([A2, B2], 4) + [draw("a"), call("a"), play("a", "a.2", payment=[stone_id("a", 1)]), resolve("b"),
                                  activate("a", "a.2", ability=0, payment=[stone_id("a", 2)])]
    result = verify([A2, B2], events)
    assert rules_at(result) == [(len(events), "fow.ability.entered-this-turn")]
    assert not _ability_notes(result, "Temple Monk (a.2)")


# -- 3. Flash of Demon Sword: a spell or ability on the chase ------------------------------------------------

A3 = seat("a", hand=[FLASH], stones=[FIRE] * 8, ruler=MELGIS)
B3 = seat("b", hand=["Galahad, the Son of the God", "Pride of Knights", "Temple Monk"], stones=[LIGHT] * 8)


def _turn6(*b_events):
    """b's turn 6 (three stones; Temple Monk b.3 put on turn 4), then a's Flash of Demon Sword on ``target``."""
    events = [call("a"), end("a"), draw("b"), call("b"), end("b"), draw("a"), call("a"), end("a"),
              draw("b"), call("b"), play("b", "b.3", payment=[stone_id("b", 1)]), resolve("a"), end("b"),
              draw("a"), call("a"), end("a"), draw("b"), call("b")]
    return events + list(b_events)


def _flash(target):
    return play("a", "a.1", targets=[target], payment=_s("a", 2))


def test_flash_of_demon_sword_cannot_answer_or_cancel_a_resonator_being_put():
    events = _turn6(play("b", "b.1", payment=_s("b", 2)), _flash("b.1"))
    # The trigger is the one fault: what it answers is not a spell or ability, so its target is not flagged again
    # (qa7).
    assert rules_at(verify([A3, B3], events)) == [(len(events), "fow.standby.trigger")]
    board = board_after([A3, B3], events + [resolve("b"), resolve("a")])
    assert board.cards["b.1"].zone == "field"  # not cancelled: it was put onto the field
    assert board.cards["a.1"].zone == "grave"


def test_flash_of_demon_sword_cannot_answer_or_cancel_a_judgment():
    # b's turn 8: three stones called on turns 2, 4 and 6, the ruler recovered (no stone called this turn).
    events = idle([A3, B3], 7) + [draw("b"), ev("JudgmentMade", "b", payment=_s("b", 3)), _flash("b.r")]
    found = verify([A3, B3], events).violations
    assert [(v.seq, v.rule) for v in found] == [(len(events), "fow.standby.trigger")]  # one fault (qa7)
    board = board_after([A3, B3], events + [resolve("b"), resolve("a")])
    assert board.cards["b.r"].zone == "field" and board.cards["b.r"].j_side


def test_flash_of_demon_sword_answers_and_cancels_a_spell():
    events = _turn6(play("b", "b.1", payment=_s("b", 2)), resolve("a"),
                    play("b", "b.2", targets=["b.1"], payment=[stone_id("b", 3)]), _flash("b.2"), resolve("b"))
    assert verify([A3, B3], events).clean
    board = board_after([A3, B3], events)
    assert board.chase == [] and board.cards["b.2"].zone == "grave" and board.cards["b.1"].def_mod == 0


def test_flash_of_demon_sword_answers_and_cancels_an_ability():
    events = _turn6(activate("b", "b.3", ability=0, payment=[stone_id("b", 1)]), _flash("b.3"), resolve("b"))
    assert verify([A3, B3], events).clean
    board = board_after([A3, B3], events)
    assert board.chase == [] and board.seat("b").life == 4000  # Temple Monk's 300 life never came
    assert board.cards["b.3"].zone == "field"  # the ability was cancelled, not the card


def test_flash_of_demon_sword_answers_and_cancels_an_enter_the_field_ability():
    cat = "Cheshire Cat, the Grinning Remnant"  # {Wa}: on entering, draw two, put a hand card on top
    b = seat("b", hand=[cat], stones=["Magic Stone of Water"] * 8)
    # b's turn 4: a has two stones (turns 1 and 3) for Flash of Demon Sword.
    events = [call("a"), end("a"), draw("b"), call("b"), end("b"), draw("a"), call("a"), end("a"),
              draw("b"), call("b"), play("b", "b.1", targets=["b.2"], payment=[stone_id("b", 1)]), resolve("a"),
              _flash("b.1"), resolve("b")]
    assert verify([A3, b], events).clean
    board = board_after([A3, b], events)
    assert board.chase == [] and board.cards["b.1"].zone == "field" and len(board.seat("b").hand) == 6  # no draw: cancelled


# -- 4. attach_to: only an addition goes onto another card ---------------------------------------------------

A4 = seat("a", hand=["Whelp Drake", "Dragoon of Certo", "Demonflame", "Bullet of Envy"], stones=[FIRE] * 8,
          ruler=MELGIS)
B4 = seat("b", stones=[LIGHT] * 8)
# a's turn 5: Whelp Drake (a.1) on the field since turn 3, three stones.
PRE4 = [call("a"), end("a"), draw("b"), call("b"), end("b"), draw("a"), call("a"),
        play("a", "a.1", payment=_s("a", 2)), resolve("b"), end("a"), draw("b"), call("b"), end("b"),
        draw("a"), call("a")]


def test_a_resonator_played_onto_another_card_is_flagged_and_not_added():
    events = PRE4 + [play("a", "a.2", attach_to="a.1", payment=_s("a", 2))]
    found = verify([A4, B4], events).violations
    assert [(v.seq, v.rule) for v in found] == [(len(events), "fow.play.addition-target")]
    assert "not an addition" in found[0].message
    board = board_after([A4, B4], events + [resolve("b")])
    assert board.cards["a.2"].zone == "field" and board.cards["a.2"].host is None


def test_the_replay_says_only_an_addition_is_added_to_a_card():
    from cli.render_force_of_will import describe

    from ledger.force_of_will import Event

    before = board_after([A4, B4], PRE4)
    for card, payment, added in (("a.2", _s("a", 2), False), ("a.4", [stone_id("a", 1)], True)):
        event = msgspec.convert({**play("a", card, attach_to="a.1", payment=payment), "seq": len(PRE4) + 1}, Event)
        assert ("adding it to" in describe(event, before)) is added


def test_a_spell_played_onto_another_card_is_flagged():
    events = PRE4 + [play("a", "a.3", attach_to="a.1", targets=["a.1"], payment=[stone_id("a", 1)])]
    assert rules_at(verify([A4, B4], events)) == [(len(events), "fow.play.addition-target")]


def test_an_addition_is_added_to_a_card_and_a_resonator_without_attach_to_is_clean():
    events = PRE4 + [play("a", "a.4", attach_to="a.1", payment=[stone_id("a", 1)]), resolve("b"),
                     play("a", "a.2", payment=[stone_id("a", 2), stone_id("a", 3)]), resolve("b")]
    assert verify([A4, B4], events).clean
    board = board_after([A4, B4], events)
    assert board.cards["a.4"].host == "a.1" and board.cards["a.2"].zone == "field"


# -- 5. a mulligan chooses cards of the player's own hand, each once -----------------------------------------

A5 = seat("a", hand=["Rukh Egg", "Whelp Drake"], deck=["Demonflame", "Dragoon of Certo"], ruler=MELGIS)
B5 = seat("b")


def test_a_card_listed_twice_in_a_mulligan_is_flagged_under_set_up_four():
    events = [ev("Mulliganed", "a", cards=["a.1", "a.1"])]
    (v,) = verify([A5, B5], events).violations
    assert (v.seq, v.rule) == (1, "fow.setup.mulligan-twice")
    assert "lists Rukh Egg (a.1) twice" in v.message
    seat_a = board_after([A5, B5], events).seat("a")
    assert seat_a.deck[-1] == "a.1" and seat_a.deck.count("a.1") == 1 and len(seat_a.hand) == 5


def test_a_mulligan_naming_the_opponents_card_says_whose_card_it_is():
    events = [ev("Mulliganed", "a", cards=["b.1"])]
    (v,) = verify([A5, B5], events).violations
    assert v.seq == 1 and "is b's card, not a's" in v.message
    assert board_after([A5, B5], events).cards["b.1"].zone == "hand"


def test_a_mulligan_of_distinct_hand_cards_is_clean():
    events = [ev("Mulliganed", "a", cards=["a.2", "a.1"])]
    assert verify([A5, B5], events).clean


# -- 6. a chant-standby spell played from the standby zone is paid nothing -----------------------------------


def test_will_paid_for_a_chant_standby_played_from_the_standby_zone_says_no_cost_is_paid():
    seats, events = _standby(JUSTICE)
    paid = events + [play("b", "b.1", from_standby=True, targets=["a.1"], payment=[stone_id("b", 3)])]
    found = verify(seats, paid).violations
    assert [(v.seq, v.rule) for v in found] == [(len(paid), "fow.will.exact")]
    assert "played from the standby zone it is paid nothing: no cost is paid" in found[0].message
    assert "costs 0" not in found[0].message and "{L}" in found[0].message
    free = events + [play("b", "b.1", from_standby=True, targets=["a.1"])]
    assert verify(seats, free).clean


# -- 7. messages a translated report can say in its language -------------------------------------------------


def test_the_game_over_flag_carries_the_result_as_a_message():
    a, b = seat("a", ruler=MELGIS), seat("b")
    won = [call("a"), ev("EffectRecorded", "a", effect="life(-4000)", targets=["b"], note="a judge's ruling")]
    assert verify([a, b], won).clean and verify([a, b], won).winner == "a"
    (v,) = verify([a, b], won + [end("a")]).violations
    assert v.rule == "fow.game.over"
    assert v.args["result"]["template"] == "{winner} wins: {player} has {life} life"
    assert v.message == "the game was already over (a wins: b has 0 life)"


def test_a_french_report_says_the_result_of_a_game_already_over_in_french(tmp_path):
    from click.testing import CliRunner

    from cli import i18n
    from cli.main import cli

    a, b = seat("a", ruler=MELGIS), seat("b")
    events = [call("a"), ev("EffectRecorded", "a", effect="life(-4000)", targets=["b"], note="a judge's ruling"),
              end("a")]
    lines = [json.dumps({"version": 1, "game": "force-of-will", "players": [a, b], "first": "a"})]
    lines += [json.dumps({"seq": k, **e}) for k, e in enumerate(events, 1)]
    path = tmp_path / "over.jsonl"
    path.write_text("\n".join(lines) + "\n")
    try:
        out = CliRunner().invoke(cli, ["verify", str(path), "--lang", "fr"],
                                 env={"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}).output
    finally:
        i18n.activate("en")  # the language is process-wide
    assert "fow.game.over" in out
    assert "(a gagne : b a 0 points de vie)" in out and "a wins" not in out


def test_the_ability_paid_for_is_named_by_a_message():
    a = seat("a", hand=["Laevateinn, the Demon Sword"], deck=["Whelp Drake"], stones=[FIRE] * 8, ruler=MELGIS)
    b = seat("b", stones=[LIGHT] * 8)
    pre = [call("a"), play("a", "a.1"), resolve("b"), end("a"), draw("b"), call("b"), end("b"), draw("a"), call("a")]
    pre += [play("a", "a.6", payment=_s("a", 2)), resolve("b"), end("a"), draw("b"), call("b"), end("b"),
            draw("a"), call("a")]  # a's turn 5: Whelp Drake (a.6) on the field, a third stone
    paid = pre + [activate("a", "a.1", ability=0, targets=["a.6"], payment=[stone_id("a", 3)])]
    assert verify([a, b], paid).clean
    ok = paid[:-1] + [activate("a", "a.1", ability=0, targets=["a.6"], payment=[])]
    found = verify([a, b], ok).violations  # {F} unpaid
    assert [v.rule for v in found] == ["fow.will.exact"]  # too little will: one fault, its fire named
    v = found[0]
    assert "fire" in v.message
    assert v.args["what"] == {"template": "the ability of {card}", "args": {"card": "Laevateinn, the Demon Sword (a.1)"}}
    assert "for the ability of Laevateinn, the Demon Sword (a.1)" in v.message


def test_a_trigger_is_named_in_words_not_by_its_id():
    a = seat("a", stones=[FIRE] * 8, ruler=MELGIS)
    b = seat("b", hand=[JUSTICE], stones=[LIGHT] * 8)
    events = [call("a"), end("a"), draw("b"), call("b"), play("b", "b.1", targets=["b"], payment=[stone_id("b", 1)])]
    found = verify([a, b], events).violations
    trig = [v for v in found if v.rule == "fow.standby.trigger"]
    assert len(trig) == 1
    assert trig[0].args["trigger"]["template"] == "an opponent's attack"
    assert "(an opponent's attack)" in trig[0].message and "opponent-attacks" not in trig[0].message
