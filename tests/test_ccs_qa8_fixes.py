"""Chrono Clash: the findings of the eighth outside reading (the tester's logs in /tmp/qa7-docs/, rebuilt here).

One planted fault gives one violation, and the match goes on as recorded. Each test failed on the engine before
its fix (what it gave then is said beside it); every illegal case has a legal twin beside it.
"""

from __future__ import annotations

import json
from pathlib import Path

from ccs import attack, board_after, draw, guardian_id, hand_id, pass_, resolved, rules_at, seat, summon, verify

from ledger.log import parse_log
from projections import core

SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs" / "chrono_clash"


def h(pid, k):
    return hand_id(pid, k)


def g(pid, k):
    return guardian_id(pid, k)


def sample_log(name: str, events: list[dict], header: dict | None = None):
    """A log with the header of the sample ``name`` (changed by ``header``) and ``events`` (seq added)."""
    head = json.loads((SAMPLES / name).read_text(encoding="utf-8").splitlines()[0])
    head.update(header or {})
    lines = [json.dumps(head)] + [json.dumps({"seq": i, **ev}) for i, ev in enumerate(events, 1)]
    return parse_log(("\n".join(lines) + "\n").encode(), "test.jsonl")


def verdict(log) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in core.verify(log).violations]


# -- 7. (regression of the seventh round) An attack carried on as recorded goes only as far as the log takes it --

def test_a_ghost_attack_the_log_does_not_go_on_with_ends_there():
    # Was 4: the attack stayed pending and bob's draw and pass were ccs.turn.not-your-turn.
    events = [draw("alice"), {"type": "ActionPlayed", "player": "alice", "card": "alice.6"},
              attack("alice", "alice.7", defender="bob"), draw("bob"), pass_("bob")]
    assert verdict(sample_log("win-quests.jsonl", events)) == [(3, "ccs.gauge.turn-over"),
                                                                (3, "ccs.attack.not-your-battler")]
    board = core.board_at(sample_log("win-quests.jsonl", events), 4)
    assert board.attack is None and board.active == "bob"
    # The clean twin: without the attack.
    assert verdict(sample_log("win-quests.jsonl", events[:2] + events[3:])) == []


def test_a_ghost_attack_followed_by_a_pass_or_fewer_guardians_is_one_violation():
    # Was a second violation, ccs.attack.unfinished, on the pass.
    seats = [seat("a", hand=["Flame Lancer"]), seat("b")]
    head = [draw("a"), pass_("a"), draw("b"), pass_("b"), draw("a")]
    assert rules_at(verify(seats, head + [attack("a", h("a", 1)), pass_("a"), draw("b"), pass_("b")])) == [
        (6, "ccs.attack.not-your-battler")]
    # Flame Lancer (Guardian Attack +1) would reach two guardians: the log reveals one.
    assert rules_at(verify(seats, head + [attack("a", h("a", 1)), {"type": "GuardianRevealed", "player": "b",
                                                                   "card": g("b", 1)},
                                          pass_("a"), draw("b"), pass_("b")])) == [(6, "ccs.attack.not-your-battler")]


def test_an_attack_on_its_own_guardian_stack_the_log_does_not_go_on_with_is_one_violation():
    # Was a second violation, ccs.attack.unfinished, on the pass.
    seats = [seat("a", hand=["Flame Lancer"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              attack("a", h("a", 1), defender="a"), pass_("a"), draw("b"), pass_("b")]
    assert rules_at(verify(seats, events)) == [(6, "ccs.attack.target-not-enemy")]


def test_a_legal_attack_left_unfinished_is_still_flagged_as_before():
    # A legal attacker's attack is owed its guardians: left unfinished, it is ccs.attack.unfinished (unchanged).
    seats = [seat("a", hand=["Flame Lancer"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"), attack("a", h("a", 1)),
              {"type": "GuardianRevealed", "player": "b", "card": g("b", 1)}, pass_("a"), draw("b")]
    assert rules_at(verify(seats, events)) == [(8, "ccs.attack.unfinished")]
    assert board_after(seats, events).attack is None


# -- 2. A TriggerResolved recording a summon ability that asks for no choice; a summon choice given in one ---------

OLD_PROMO = {"name": "Old Promo Knight", "type": "battler", "cost": 3, "strength": 4, "colors": ["red"],
             "abilities": [["summon", "chosen-battler", "max-strength(2)", "destroy"]],
             "text": "Summon: destroy a chosen battler with strength 2 or less."}


def test_a_triggerresolved_recording_a_summon_ability_with_no_choice_is_accepted_once():
    # Was ccs.ability.no-pending: Tide Scholar's "Summon: draw 1" asks for no choice.
    seats = [seat("a", hand=["Tide Scholar"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), resolved("a", h("a", 1)), draw("b"), pass_("b"), draw("a")]
    assert rules_at(verify(seats, events)) == []
    assert rules_at(verify(seats, events[:2] + [resolved("a", h("a", 1), targets=[])] + events[3:])) == []
    # Twice: the second records nothing.
    twice = events[:3] + [resolved("a", h("a", 1))] + events[3:]
    assert rules_at(verify(seats, twice)) == [(4, "ccs.ability.no-pending")]
    # The clean twin: no TriggerResolved at all.
    assert verify(seats, events[:2] + events[3:]).clean


def test_a_summon_abilitys_choice_given_in_a_triggerresolved_is_one_violation():
    # Was ccs.ability.target at the summon and ccs.ability.no-pending at the TriggerResolved; then (qa8) the one
    # ccs.ability.target at the summon. Since qa34d (3) the choice given right after the summon is the summon's,
    # written as its own event ("If it has a summon trigger, resolve it now"): a note, nothing flagged.
    seats = [seat("a", hand=["Old Promo Knight"]), seat("b", hand=["Ember Squire"])]
    head = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a")]
    events = head + [summon("a", h("a", 1)), resolved("a", h("a", 1), targets=[h("b", 1)]), pass_("a"), draw("b")]
    result = verify(seats, events, cards=[OLD_PROMO])
    assert rules_at(result) == []
    assert any(str(n).startswith("seq 7: the choice of ") for n in result.notes)
    # Not given next: still the one ccs.ability.target at the summon, saying where the choice goes.
    left_out = verify(seats, events[:7] + events[8:], cards=[OLD_PROMO])
    assert rules_at(left_out) == [(7, "ccs.ability.target")]
    assert "BattlerSummoned.targets" in left_out.violations[0].message
    # Carried on as recorded: the Squire was destroyed.
    assert board_after(seats, events[:8], cards=[OLD_PROMO]).cards[h("b", 1)].zone == "discard"
    # The clean twin: the choice in BattlerSummoned.targets.
    good = head + [summon("a", h("a", 1), targets=[h("b", 1)]), pass_("a"), draw("b")]
    assert verify(seats, good, cards=[OLD_PROMO]).clean


# -- 5. An EffectRecorded with a miswritten effect word: a note with "did you mean", as FFTCG does ---------------

def _effect(word):
    seats = [seat("a", hand=["Old Promo Knight"]), seat("b", hand=["Ember Squire"])]
    events = [draw("a"), pass_("a"), draw("b"), summon("b", h("b", 1)), pass_("b"), draw("a"),
              summon("a", h("a", 1)),
              {"type": "EffectRecorded", "player": "a", "effect": word, "source": h("a", 1), "targets": [h("b", 1)]},
              pass_("a"), draw("b")]
    return seats, events, [dict(OLD_PROMO, modelled=False)]


def test_a_miswritten_effect_word_is_a_note_with_did_you_mean_and_not_applied():
    # Was ccs.ability.target "'Destroy' is not an icon token" with no suggestion.
    for word in ("Destroy", "destroy(1)", "destory"):
        seats, events, cards = _effect(word)
        result = verify(seats, events, cards=cards)
        assert rules_at(result) == [], word
        assert any("did you mean 'destroy'" in n for n in result.notes), (word, result.notes)
        assert board_after(seats, events[:8], cards=cards).cards[h("b", 1)].zone == "battlefield"
    # The clean twin: the word as written in the vocabulary, applied.
    seats, events, cards = _effect("destroy")
    result = verify(seats, events, cards=cards)
    assert result.clean and not any("did you mean" in n for n in result.notes)
    assert board_after(seats, events[:8], cards=cards).cards[h("b", 1)].zone == "discard"


# -- 6. A header card repeating a pool card: its text is no part of the definition; a field that differs is named --

def _pool_card(name: str) -> dict:
    import msgspec

    from projections.chrono_clash import starter_pool
    return msgspec.to_builtins(next(c for c in starter_pool() if c.name == name))


def test_a_header_card_repeating_a_pool_card_with_other_text_or_none_is_accepted():
    # Was refused (exit 2): "its definition here differs from the pool's".
    seats = [seat("a", hand=["Tide Scholar"]), seat("b")]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a")]
    scholar = _pool_card("Tide Scholar")
    other = dict(scholar, text="Summon: draw a card. Guardian: draw a card.")
    bare = {k: v for k, v in scholar.items() if k != "text"}
    for card in (scholar, other, bare):
        assert verify(seats, events, cards=[card]).clean
        board = board_after(seats, events, cards=[card])
        assert board.card_def(h("a", 1)).text == scholar["text"]  # the pool's definition stands


def test_a_header_card_repeating_a_pool_card_with_another_strength_names_the_field():
    import pytest

    from ledger.errors import LogError
    seats = [seat("a", hand=["Gatekeeper"]), seat("b")]
    changed = dict(_pool_card("Gatekeeper"), strength=5, text="whatever")
    with pytest.raises(LogError) as exc:
        verify(seats, [draw("a")], cards=[changed])
    assert (exc.value.line, exc.value.field) == (1, "$.cards[0]")
    assert str(exc.value.reason) == ("card 'Gatekeeper' is in the card pool: the header's cards may only define cards "
                                     "the pool lacks (strength: 5 here, 2 in the pool)")
    colors = dict(_pool_card("Gatekeeper"), colors=["red"])
    with pytest.raises(LogError) as exc:
        verify(seats, [draw("a")], cards=[colors])
    assert str(exc.value.reason).endswith('(colors: ["red"] here, ["blue"] in the pool)')


# -- 1, 3, 4. Paper logs (no deck order): the ids of the cards, and cards the log never names ---------------------

def paper(s: dict) -> dict:
    """The seat of a paper log: no deck order, each card named as it is revealed."""
    return {k: v for k, v in s.items() if k != "order"}


def test_a_paper_summon_named_only_by_name_takes_the_first_hidden_hand_card_and_says_which():
    # Was bound silently: the log could not know which id to use later.
    seats = [paper(seat("a", hand=["Cinder Hound"])), paper(seat("b"))]
    events = [draw("a"), {"type": "BattlerSummoned", "player": "a", "name": "Cinder Hound"}, draw("b"), pass_("b"),
              draw("a"), attack("a", h("a", 1)), {"type": "GuardianRevealed", "player": "b", "card": g("b", 1),
                                                  "name": "Ember Squire"}, pass_("a"), draw("b")]
    result = verify(seats, events)
    assert result.clean, rules_at(result)
    assert any("seq 2: the log gives 'Cinder Hound' without its card id: the engine takes a.6" in n
               for n in result.notes), result.notes
    board = board_after(seats, events[:2])
    assert board.cards[h("a", 1)].name == "Cinder Hound" and board.cards[h("a", 1)].zone == "battlefield"
    # The twin with the id: no note.
    named = events[:1] + [summon("a", h("a", 1), name="Cinder Hound")] + events[2:]
    result = verify(seats, named)
    assert result.clean and not any("without its card id" in n for n in result.notes)


def test_a_card_name_where_an_id_belongs_says_an_id_is_needed():
    # Was "'Cinder Hound' is no card or player of this match".
    import pytest

    from ledger.errors import UnknownCardError
    seats = [paper(seat("a", hand=["Cinder Hound"])), paper(seat("b"))]
    events = [draw("a"), summon("a", h("a", 1), name="Cinder Hound"), draw("b"), pass_("b"), draw("a"),
              attack("a", "Cinder Hound")]
    with pytest.raises(UnknownCardError) as exc:
        verify(seats, events)
    assert exc.value.field == "$.attacker"
    assert str(exc.value.reason) == ("'Cinder Hound' is a card name where an id belongs: give the card's id, "
                                     "e.g. a.6")


def test_a_paper_guardian_revealed_without_its_name_is_one_unknown_card_and_its_battle_not_judged():
    # Was clean, with no note: the battle was settled with a guardian of no known strength.
    seats = [paper(seat("a", hand=["Cinder Hound"])), paper(seat("b"))]
    head = [draw("a"), summon("a", h("a", 1), name="Cinder Hound"), draw("b"), pass_("b"), draw("a"),
            attack("a", h("a", 1))]
    tail = [pass_("a"), draw("b"), pass_("b")]
    result = verify(seats, head + [{"type": "GuardianRevealed", "player": "b", "card": g("b", 1)}] + tail)
    assert rules_at(result) == [(7, "ccs.log.unknown-card")]
    assert any("does not name the guardian b.5: its battle with" in n for n in result.notes), result.notes
    board = board_after(seats, head + [{"type": "GuardianRevealed", "player": "b", "card": g("b", 1)}])
    assert g("b", 1) in board.seat("b").discard and board.cards[h("a", 1)].zone == "battlefield"
    # The clean twin: the guardian named.
    good = head + [{"type": "GuardianRevealed", "player": "b", "card": g("b", 1), "name": "Ember Squire"}] + tail
    assert verify(seats, good).clean


def test_a_paper_summon_of_a_hidden_card_never_named_is_one_unknown_card_and_the_log_ends_the_turn():
    # Was ccs.turn.not-your-turn on b's draw and pass (the summon cost nothing) and a's next draw a second one.
    seats = [paper(seat("a", hand=["Cinder Hound", "Tide Scholar"])), paper(seat("b"))]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"), summon("a", h("a", 2),
                                                                                               name="Tide Scholar"),
              pass_("a"), draw("b")]
    result = verify(seats, events)
    assert rules_at(result) == [(2, "ccs.log.unknown-card")]
    assert result.violations[0].message == "the log does not say what a.6 is"
    board = board_after(seats, events[:3])
    assert board.active == "b"
    # The clean twin: the summon named.
    named = events[:1] + [summon("a", h("a", 1), name="Cinder Hound")] + events[2:]
    assert verify(seats, named).clean
    # Unknown, the counter is not judged until a player passes: b's own turn, begun where a's finished, ends
    # where the log has a draw next, without flags.
    b_summons = [draw("a"), summon("a", h("a", 1)), draw("b"), summon("b", h("b", 1), name="Ember Squire"),
                 summon("b", h("b", 2), name="Ember Squire"), draw("a"), pass_("a"), draw("b")]
    assert rules_at(verify([paper(seat("a", hand=["Cinder Hound"])),
                            paper(seat("b", hand=["Ember Squire", "Ember Squire"]))], b_summons)) == [
        (2, "ccs.log.unknown-card")]


def test_an_extra_deck_card_a_never_named_card_may_have_drawn_is_not_flagged_again():
    # The unnamed card was Gatekeeper ("Summon: draw 1 from your extra deck"): the extra deck battler summoned
    # later was ccs.summon.not-in-hand, a consequence of the one unknown card.
    extra = ["Storm Giant", "Kraken", "Coral Golem", "Phoenix Lord", "Colossus of Embers", "Meteor Storm"]
    a = {k: v for k, v in seat("a", hand=["Gatekeeper", "Magma Brute"], extra=extra).items()
         if k not in ("order", "extra_order")}
    seats = [a, paper(seat("b"))]
    events = [draw("a"), summon("a", h("a", 1)), draw("b"), pass_("b"), draw("a"),
              summon("a", h("a", 2), name="Magma Brute"), draw("b"), pass_("b"), draw("a"),
              summon("a", "a.x1", name="Storm Giant", payment=[h("a", 2)]), pass_("a"), draw("b")]
    assert rules_at(verify(seats, events)) == [(2, "ccs.log.unknown-card")]
    assert board_after(seats, events[:10]).cards["a.x1"].zone == "battlefield"
