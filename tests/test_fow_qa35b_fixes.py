"""Force of Will: the author round's findings (qa35, the first-time author's logs; fix35_fow2), each with its clean twin.

1. A card played by its name only while the hand held two copies of it (one from the opening hand, one drawn), then
   the log's own id for it (the other copy) in ``ChaseResolved`` and a later ``AttackDeclared``: the engine took
   the first copy and flagged ``fow.chase.not-top`` at the resolution and ``fow.attack.attacker`` at the attack,
   the attack's damage lost (bob at 4000, not 3600); in a whole paper match six violations and the wrong life. No
   note said which id the engine took, though docs/log-format.md promises one. The copies are the same card: the
   later id says which copy was played. Now the play notes "the engine takes alice.1" and the later id changes
   places with it (a note), clean, the board the table played.
2. In a paper log, the record of a set-up (mulligan) draw naming its hidden card was not read: a name the deck list
   has no copy of (Gwiber in a list without it) was clean, and a right name was forgotten (``name: null``, the note
   "alice drew a hidden card (alice.6)"). Now it is read as a turn's draw's record is: the name binds, and a name
   the list lacks is ``fow.log.unknown-card`` once, the card left hidden.
3. A ``ChaseResolved`` with its optional ``card`` left out, written right after a cancel (Flash of Demon Sword
   cancelling Pride of Knights) as the record of the cancelled spell: ``fow.chase.empty``, where the same line
   naming the card is the record of the cancel. Now, the chase empty right after a cancel, it is that record (a
   note); a second such line is still ``fow.chase.empty``.
4. Resolutions left out of the log (``ChaseResolved`` missing): ``fow.chase.unresolved`` at every turn's end and
   attack that came with the chase pending (five in a log with none recorded). docs/log-format.md's "What an
   author must not leave out" did not name ``ChaseResolved``. Decided: the engine reads the order of the
   resolutions as the match (and a stone call or attack made in answer to the chase is a real fault, which a
   left-out resolution cannot be told from), so ``ChaseResolved`` is now in that list, and leaving it out is flagged
   once a log as a ``TurnEnded`` or ``BlockDeclared`` left out is: the first, then notes; the chase resolves
   there all the same (the twin's board). A log leaving out one resolution keeps its one flag.
5. Attributes written another way than their codes (``["l"]``, ``["light"]``) were ``fow.will.source`` ("produces L
   will, not l"): a spelling of the log, the will paid the right one. Now an attribute's code in another case, or
   its word (English, or the seed's French « Lumière », « Feu », « Eau », « Vent », « Ténèbres »), is read as that
   attribute, with a note; a word naming another attribute than the source makes is still ``fow.will.source``.
   A ``BlockDeclared`` written with the attacking player as ``player`` (the defender's no block, then a block
   with the defender's resonator) was ``fow.block.not-defender`` at every block; now once a log (the first), the
   later ones a note, each read as the defending player's block (the twin's board).
6. A ``Conceded`` right after bob's "no block" of a lethal attack (the handshake): the result became "alice wins:
   bob conceded" (the damage, dealt at the next event, never dealt). docs/force-of-will.md says a concession after
   the end is a note and the result stands. Now, nothing left on the chase after the block and the damage ending
   the game, the damage is dealt, and the concession is that note ("bob has -800 life", the twin's result). A
   concession before the block still wins by it. (tests/test_fow_qa9_fixes.py's concession test changed so.)
7. (Wording) A card's French name where an id belongs (« Orgueil des Chevaliers », the deck list's own spelling)
   was called "a card serial" (the English name "a card name"); and in a paper log, the card played by its name
   only, the hint gave a generic "(such as bob.1)". Now it is "a card name" (a serial is FFTCG's only:
   projections/names.py), and where the card's play gave only its name, the message says so and asks for that
   play's ``card``.
11. (Hints) ``"blocker": "none"`` was refused as "'none' is no card or player of this match" with no hint: now
   "to say there is none, leave `blocker` out (or give it null)". ``"stone": "alice.s1"`` on a ``StoneCalled`` got
   no "did you mean": now "did you mean `card`?" (ledger/force_of_will.py's FIELD_ELSEWHERE).
8. The opponent's chant-instant between the turn's end and the next player's draw: ``fow.turn.draw-phase``, with
   the rule's words "Nothing is played, by either player, before that draw", which are not the seed's. Decided:
   the flag is kept (as qa4 and qa33 decided: the end phase hands the turn straight over, « Alors l'adversaire
   devient le joueur actif et commence son tour. », and the turn begins with « Piochez une carte »: there is no
   moment between them); the rule's words are now only the seed's two sentences.
9. (Small) A paper log's unnamed stone, no ``attributes`` declared, was noted "taken as declared" though nothing was
   declared: now "no attribute is declared for it, so it is taken as paying the will the cost needs". An
   unmodelled real spell (Charm of the Princess) resolved with no note and ``unmodelled_events`` 0: now its
   resolution is counted and noted ("its text is not in the card data, so what it did is not checked"); the
   ``EffectRecorded`` of it right after is that same event's record, not counted twice.

The logs are in tests/logs/fow_qa35b/ (the round-35 author tester's, renamed; each ``*_twin_*`` is the same log
without the slip or fault).
"""

from __future__ import annotations

import pytest

from fow import Logged
from ledger.errors import LogError

_LOGGED = Logged("fow_qa35b")


def _notes(name: str) -> list[str]:
    return [str(n) for n in _LOGGED.verdict(name).notes]


def _life(name: str, seq: int = 10**6) -> dict[str, int]:
    return {s.id: s.life for s in _LOGGED.board_after(name, seq).seats}


@pytest.mark.parametrize("name", ["f1_twin_full_play_with_id.jsonl", "f1_twin_paper_play_with_id.jsonl",
                                  "f1_twin_match3_paper_names.jsonl", "f2_twin_paper_setup_draws_named.jsonl",
                                  "f3_twin_cancel_record_named.jsonl", "f4_twin_evtypes_minimal.jsonl",
                                  "f5_twin_evtypes_minimal.jsonl", "f8_twin_instant_after_draw.jsonl",
                                  "f9_twin_paper_minimal_named.jsonl", "f9_twin_charm_x1_effect_recorded.jsonl"])
def test_fow_qa35b_clean_twins_are_clean(name: str) -> None:
    assert _LOGGED.rules(name) == []


# -- 1. a play by name only with two copies in hand, then the log's id for the other copy -------------------------

@pytest.mark.parametrize("name, took, called", [("f1_full_name_only_then_other_id.jsonl", "alice.1", "alice.6"),
                                                ("f1_paper_name_only_then_id.jsonl", "alice.6", "alice.1")])
def test_fow_qa35b_f1_name_only_play_then_the_other_copys_id_is_that_copy(name: str, took: str, called: str) -> None:
    assert _LOGGED.rules(name) == []
    notes = _notes(name)
    assert f"seq 8: alice plays Whelp Drake by its name only: the engine takes {took}" in notes
    assert any(n.startswith(f"seq 9: alice's play of Whelp Drake by its name only was taken as {took}; the log calls "
                            f"it {called}") for n in notes)
    board = _LOGGED.board_after(name, 10**6)
    assert (board.cards[called].zone, board.cards[called].name) == ("field", "Whelp Drake")
    assert (board.cards[took].zone, board.cards[took].name) == ("hand", "Whelp Drake")
    twin = name.replace("name_only_then_other_id", "play_with_id").replace("name_only_then_id", "play_with_id")
    twin = twin.replace("f1_", "f1_twin_")
    assert _life(name) == _life(twin) == {"alice": 4000, "bob": 3600}


def test_fow_qa35b_f1_whole_paper_match_with_name_only_plays_is_clean_with_the_twins_result() -> None:
    name = "f1_match3_paper_plays_name_only.jsonl"
    v = _LOGGED.verdict(name)
    assert v.violations == []
    twin = _LOGGED.verdict("f1_twin_match3_paper_names.jsonl")
    assert (v.winner, str(v.result)) == (twin.winner, str(twin.result)) == ("alice", "alice wins: bob has -800 life")


def test_fow_qa35b_f1_name_only_play_then_another_card_of_the_hand_is_still_flagged() -> None:
    # the log resolves Demonflame (alice.2), not a Whelp Drake: not a copy of the card played, still the fault
    assert _LOGGED.rules("f1_full_name_only_then_other_card_FAULT.jsonl") == [(9, "fow.chase.not-top")]


# -- 2. a paper log's set-up draw record naming its card ----------------------------------------------------------

def test_fow_qa35b_f2_setup_draw_naming_a_card_the_list_lacks_is_flagged_as_a_turn_draw_is() -> None:
    v = _LOGGED.verdict("f2_paper_setup_draw_name_not_in_list_FAULT.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(2, "fow.log.unknown-card")]
    assert "'Gwiber, the White Dragon'" in str(v.violations[0].message)
    assert _LOGGED.board_after("f2_paper_setup_draw_name_not_in_list_FAULT.jsonl", 3).cards["alice.6"].name is None
    # the same name on a turn's draw, as before
    assert _LOGGED.rules("f2_paper_turn_draw_name_not_in_list_FAULT.jsonl") == [(10, "fow.log.unknown-card")]


def test_fow_qa35b_f2_setup_draw_naming_its_card_binds_the_name() -> None:
    name = "f2_twin_paper_setup_draws_named.jsonl"
    assert _LOGGED.board_after(name, 3).cards["alice.6"].name == "Whelp Drake"
    assert any(n.startswith("seq 2: alice drew Whelp Drake (alice.6) before the game began") for n in _notes(name))


# -- 3. the record of a cancel with its card left out --------------------------------------------------------------

@pytest.mark.parametrize("name", ["f3_cancel_record_card_left_out.jsonl", "f3_cancel_record_both_cards_left_out.jsonl"])
def test_fow_qa35b_f3_cancel_record_with_card_left_out_is_the_record(name: str) -> None:
    assert _LOGGED.rules(name) == []
    assert ("turn 7: the log resolves a card with the chase empty, right after Pride of Knights (bob.2) was "
            "cancelled: taken as the record of the cancel, not as a resolution") in _notes(name)
    after, twin = _LOGGED.board_after(name, 39), _LOGGED.board_after("f3_twin_cancel_record_named.jsonl", 39)
    assert after.cards["bob.2"].zone == twin.cards["bob.2"].zone == "grave"
    assert _life(name) == _life("f3_twin_cancel_record_named.jsonl")


def test_fow_qa35b_f3_a_second_cardless_resolution_after_the_record_is_still_flagged() -> None:
    assert _LOGGED.rules("f3_cancel_record_then_another_FAULT.jsonl") == [(40, "fow.chase.empty")]


# -- 4. resolutions left out: once a log ------------------------------------------------------------------------

def test_fow_qa35b_f4_resolutions_left_out_are_flagged_once_a_log() -> None:
    name = "f4_no_chaseresolved_at_all.jsonl"
    assert _LOGGED.rules(name) == [(8, "fow.chase.unresolved")]
    notes = _notes(name)
    for seq in (12, 16, 22, 25):
        assert (f"seq {seq}: a resolution is left out of the log again (flagged once, at seq 8): not flagged "
                "again") in notes
    assert _life(name) == _life("f4_twin_evtypes_minimal.jsonl")
    board, twin = _LOGGED.board_after(name, 25), _LOGGED.board_after("f4_twin_evtypes_minimal.jsonl", 10**6)
    assert sorted(board.seat("alice").grave) == sorted(twin.seat("alice").grave)
    assert _LOGGED.rules("f4_no_chaseresolved_last_spell.jsonl") == [(29, "fow.chase.unresolved")]


# -- 5. attribute spellings; the attacker's name on the defender's blocks ----------------------------------------

@pytest.mark.parametrize("name, written", [("f5_attr_lowercase.jsonl", "l"), ("f5_attr_word.jsonl", "light"),
                                           ("f5_attr_french_word.jsonl", "Lumière")])
def test_fow_qa35b_f5_an_attribute_spelt_otherwise_is_read_as_that_attribute(name: str, written: str) -> None:
    assert _LOGGED.rules(name) == []
    assert (f"seq 7: the attribute {written!r} is read as L (light): attributes are written by their codes, L, F, "
            "Wa, Wi and D") in _notes(name)
    assert _life(name) == _life("f5_twin_evtypes_minimal.jsonl")


def test_fow_qa35b_f5_an_attribute_word_the_source_cannot_make_is_still_flagged() -> None:
    v = _LOGGED.verdict("f5_attr_word_wrong_FAULT.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(7, "fow.will.source")]
    assert "produces L will, not F" in str(v.violations[0].message)


def test_fow_qa35b_f5_the_attackers_name_on_the_defenders_blocks_is_flagged_once_a_log() -> None:
    name = "f5_block_player_is_attacker.jsonl"
    assert _LOGGED.rules(name) == [(20, "fow.block.not-defender")]
    assert ("seq 27: alice's name is on bob's block again (flagged once, at seq 20): taken as bob's block, not "
            "flagged again") in _notes(name)
    board, twin = _LOGGED.board_after(name, 10**6), _LOGGED.board_after("f5_twin_evtypes_minimal.jsonl", 10**6)
    assert _life(name) == _life("f5_twin_evtypes_minimal.jsonl")
    assert board.cards["bob.1"].rested == twin.cards["bob.1"].rested
    assert board.cards["alice.1"].zone == twin.cards["alice.1"].zone


# -- 6. a concession after the lethal blow ------------------------------------------------------------------------

def test_fow_qa35b_f6_concession_after_the_lethal_blow_is_the_handshake() -> None:
    name = "f6_conceded_after_lethal_block.jsonl"
    v, twin = _LOGGED.verdict(name), _LOGGED.verdict("f6_twin_match1_full_order.jsonl")
    assert v.violations == twin.violations == []
    assert (v.winner, str(v.result)) == (twin.winner, str(twin.result)) == ("alice", "alice wins: bob has -800 life")
    assert ("seq 124: bob conceded after the game was over (alice wins: bob has -800 life): the result stands"
            in _notes(name))
    # conceding before the block (the block line left out): the concession ends the game, as before
    before = _LOGGED.verdict(name, drop=(123,))
    assert (before.violations, before.winner, str(before.result)) == ([], "alice", "alice wins: bob conceded")


# -- 7 and 11. a name where an id belongs; words for nothing; the stone field ------------------------------------

@pytest.mark.parametrize("name, card", [("f7_resolution_by_french_name.jsonl", "Orgueil des Chevaliers"),
                                        ("f7_resolution_by_english_name.jsonl", "Pride of Knights")])
def test_fow_qa35b_f7_a_name_played_by_name_only_where_an_id_belongs(name: str, card: str) -> None:
    with pytest.raises(LogError) as got:
        _LOGGED.verdict(name)
    text = str(got.value)
    assert "serial" not in text
    assert (f"{card!r} is a card name where an id belongs: its play at seq 23 gave only its name, no id; give that "
            "play a `card` too (the id of the card's place in the hand) and use that id here") in text


def test_fow_qa35b_f7_a_name_whose_id_is_known_still_gets_that_id() -> None:
    with pytest.raises(LogError) as got:
        _LOGGED.verdict("f7_attacker_by_name.jsonl")
    assert "'Temple Monk' is a card name where an id belongs: give the card's id, e.g. bob.4" in str(got.value)


def test_fow_qa35b_f11_none_for_a_blocker_and_stone_for_card_get_hints() -> None:
    with pytest.raises(LogError) as got:
        _LOGGED.verdict("f11_block_none_string.jsonl")
    assert "'none' is no card or player of this match: to say there is none, leave `blocker` out (or give it null)" \
        in str(got.value)
    with pytest.raises(LogError) as got:
        _LOGGED.verdict("f11_stone_field.jsonl")
    assert "Object contains unknown field `stone`; did you mean `card`?" in str(got.value)


# -- 8. the opponent's instant before the draw: kept, quoted from the seed --------------------------------------

def test_fow_qa35b_f8_instant_before_the_opponents_draw_is_flagged_with_the_seeds_words_only() -> None:
    from projections import core

    assert _LOGGED.rules("f8_instant_before_opponent_draw.jsonl") == [(34, "fow.turn.draw-phase")]
    rule = core.engine("force-of-will").RULES["fow.turn.draw-phase"]
    assert "Nothing is played" not in rule.text and "begins their turn" in rule.text
    from projections.force_of_will.quotes import QUOTES
    # the quote is the draw phase's own sentence: a citation opens one section (test_ruletexts), and the end phase's
    # hand-over is fow.turn.not-your-turn's
    assert QUOTES["fow.turn.draw-phase"]["fr"] == \
        "Piochez une carte dans votre Deck Principal et mettez-la dans votre main."


# -- 9. an unnamed stone with nothing declared; an unmodelled spell's resolution ----------------------------------

def test_fow_qa35b_f9_an_unnamed_stone_with_nothing_declared_is_not_said_to_be_taken_as_declared() -> None:
    name = "f9_paper_calls_unnamed_no_attributes.jsonl"
    assert _LOGGED.rules(name) == []
    said = [n for n in _notes(name) if "is not named in the log" in n]
    assert len(said) == 3 and not any("taken as declared" in n for n in said)
    assert said[0] == ("turn 2: a magic stone (bob.s1) is not named in the log, and the magic stones it may be (those "
                       "of bob's magic stone deck list not yet named) do not all produce the same will; no attribute "
                       "is declared for it, so it is taken as paying the will the cost needs")


def test_fow_qa35b_f9_an_unmodelled_spells_resolution_is_counted_and_noted_once() -> None:
    for name in ("f9_charm_x1.jsonl", "f9_twin_charm_x1_effect_recorded.jsonl"):
        v = _LOGGED.verdict(name)
        assert (v.violations, v.unmodelled_events) == ([], 1), name
        assert ("turn 6: Charm of the Princess (bob.1) resolves; its text is not in the card data, so what it did is "
                "not checked (the log records that with EffectRecorded)") in _notes(name)
