"""Chrono Clash System: the release check's findings (qa35d), one test or more each, with the clean twins. The logs
are the tester's, in tests/logs/ccs_qa35d/.

F1. A Quick battler without Sneak Attack (Cinder Hound) summoned in ``sneak-attack`` mode, then attacking at once:
    the summon was flagged, then read as a Sneak Attack all the same, and the Hound destroyed after that attack, so
    each later attack with it was ``ccs.attack.not-your-battler`` (and in the whole match alice's winning attack
    eliminated no one). A battler without Sneak Attack cannot be a Sneak Attack summon, and Quick lets it attack the
    turn it is summoned: now the one ``ccs.summon.sneak-attack`` at the summon, read as a plain summon (a note); the
    Hound stays in play and alice wins.
F2. Lightbringer (Time Threshold) summoned with ``targets: []``, its two choices given by the TriggerResolved right
    after it: the first was read (a note) and the second flagged ``ccs.ability.target`` (no ability asks for it),
    its resolution lost. The TriggerResolved's choices now go through the same second resolution as
    BattlerSummoned.targets' (engine._threshold_again): clean, with the note, the board as the twin's.
F3. A TriggerResolved of an attack or tap ability right after it, naming nothing, the choices its event gave, or the
    one opponent it acted on (Siege Breaker in two players, its chosen opponent left out), was
    ``ccs.ability.no-pending``, though the same record after a summon is accepted once (docs/log-format.md,
    TriggerResolved). Now ``Board.act_echo`` accepts it once, a note; a second, or one naming another choice, is still
    ``ccs.ability.no-pending``. In four players (Siege Breaker's chosen opponent left out, ``ccs.ability.target``,
    carried out on the opponent attacked), the TriggerResolved naming that opponent is a note: the one fault stays
    ``ccs.ability.target``, as chrono-clash-icons.md says ("A chosen opponent the log leaves out").
F4. An unmodelled battler's summon choice given in a TriggerResolved right after it was ``ccs.ability.no-pending``:
    its choices are the table's, so the record is accepted once (a note); a second is still flagged.
F6. alice's turn's draw naming a card of her extra deck (s1_F5_extra_turn_draw): ``ccs.draw.extra-deck`` at 26,
    said of turn 6 (bob's: it was judged before her turn began), then ``ccs.turn.draw-step`` at 27 (her attack
    before the turn's draw), and the deck top drawn too. Now the turn begins first and the draw is judged as its
    draw: the one ``ccs.draw.extra-deck``, turn 7, the card in her hand, the turn's draw taken as made (the table
    drew) and nothing drawn from the deck. A draw from her deck right after it is the turn's draw after all (the
    extra-deck card the one fault, nothing more flagged).
F5. After a quest win, a TriggerResolved recording Radiant Seer's quest-complete ability (it drew as the quest
    points were scored) was ``ccs.game.over``, though the CardDrawn recording its draw is a note. Now it is a note too,
    once for each such ability (engine._won_trigger_recorded); a second of the same one is still ``ccs.game.over``,
    as is the turn's draw after the win.
F7. Decided for the code, the docs changed: an attack on a battler whose ``defender`` is the attacker's own id
    (s5_F_defender_wrong_on_battler, two players) is a note, as when ``defender`` names another opponent: the
    battler attacked says whose it is, and nothing the table did was illegal. chrono-clash-icons.md ("An attack on the
    wrong opponent") now says so, and keeps ``ccs.attack.target-not-enemy`` (once) for the guardian-stack attack
    (s1_F2_defender_self), where nothing else in the event says whose stack it was.
"""

from __future__ import annotations

from ccs import Logged

_LOGGED = Logged("ccs_qa35d")
_board = _LOGGED.board_kept


# -- F1 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35d_f1_quick_sneak_mode_then_attack_is_one_plain_summon() -> None:
    name = "s11_F_quick_sneak_mode_attack"
    assert _LOGGED.found(name) == [(4, "ccs.summon.sneak-attack")]
    assert any("has Quick: read as a plain summon" in n for n in _LOGGED.notes(name))
    hound = _board(name, 7).cards["alice.6"]
    assert hound.zone == "battlefield" and not hound.sneak
    assert _board(name, 13).cards["alice.6"].zone == "battlefield"


def test_ccs_qa35d_f1_quick_sneak_mode_not_attacking_at_once() -> None:
    assert _LOGGED.found("s11_F_quick_sneak_mode_between") == [(4, "ccs.summon.sneak-attack")]


def test_ccs_qa35d_f1_whole_match_alice_wins() -> None:
    res = _LOGGED.verdict("s4_F_quick_hound_sneak_mode")
    assert [(v.seq, v.rule) for v in res.violations] == [(19, "ccs.summon.sneak-attack")]
    assert res.winner == "alice"


def test_ccs_qa35d_f1_twins() -> None:
    assert _LOGGED.found("s11_quick_clean") == []
    res = _LOGGED.verdict("s4_clean")
    assert res.violations == [] and res.winner == "alice"


# -- F2 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35d_f2_time_threshold_choices_in_trigger_resolved() -> None:
    name = "s4_N_lightbringer_choice_in_tr"
    res = _LOGGED.verdict(name)
    assert res.violations == [] and res.winner == "alice"
    assert any("given by the TriggerResolved at seq 27" in n for n in _LOGGED.notes(name))
    board, twin = _board(name, 27), _board("s4_clean", 26)
    for card in ("alice.x1", "alice.8"):
        assert board.cards[card].strength_mod == twin.cards[card].strength_mod == -3


# -- F3 -------------------------------------------------------------------------------------------------------------

_ACCEPTED = "records its {kind} ability, carried out already at seq {at}: nothing more happens"


def test_ccs_qa35d_f3_attack_and_tap_ability_recorded_once_are_notes() -> None:
    for name, seq, kind, at in (("s14_N_siege_2p_choice_in_tr", 7, "attack", 6),
                                ("s14_siege_2p_tr_empty", 7, "attack", 6),
                                ("s14_siege_2p_tr_repeats", 7, "attack", 6),
                                ("s1_rift_tr_repeats", 16, "attack", 15),
                                ("s1_rift_tr_empty", 16, "attack", 15),
                                ("s7_tap_tr_repeats", 8, "tap", 7)):
        assert _LOGGED.found(name) == [], name
        said = f"seq {seq}: the TriggerResolved of "
        assert any(n.startswith(said) and _ACCEPTED.format(kind=kind, at=at) in n for n in _LOGGED.notes(name)), name


def test_ccs_qa35d_f3_siege_four_players_one_fault() -> None:
    res = _LOGGED.verdict("s3_N_siege_choice_in_tr")
    assert [(v.seq, v.rule) for v in res.violations] == [(23, "ccs.ability.target")]
    assert res.winner == "alice"


def test_ccs_qa35d_f3_a_second_or_another_record_is_still_flagged() -> None:
    assert _LOGGED.found("s7_tap_tr_twice") == [(9, "ccs.ability.no-pending")]
    assert _LOGGED.found("s14_siege_2p_tr_names_self") == [(7, "ccs.ability.no-pending")]


def test_ccs_qa35d_f3_twins() -> None:
    for name in ("s14_siege_2p_clean", "s14_siege_2p_targets_left_out", "s1_N4_rift_choice_in_tr", "s1_clean",
                 "s7_tap_choice_in_tr", "s7_clean"):
        assert _LOGGED.found(name) == [], name
    res = _LOGGED.verdict("s3_clean")
    assert res.violations == [] and res.winner == "alice"


# -- F4 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35d_f4_unmodelled_summon_choice_in_trigger_resolved() -> None:
    name = "s10_N_unmodelled_choice_in_tr"
    assert _LOGGED.found(name) == []
    assert any(n.startswith("seq 7: the TriggerResolved of Old Promo Knight (alice.7) records its summon ability, "
                            "which is not modelled") for n in _LOGGED.notes(name))
    assert _board(name, 8).cards["bob.6"].zone == "discard"
    assert _LOGGED.found("s10_unmodelled_tr_twice") == [(8, "ccs.ability.no-pending")]


def test_ccs_qa35d_f4_twins() -> None:
    assert _LOGGED.found("s10_clean") == [] and _LOGGED.found("s10_notargets") == []


# -- F6 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35d_f6_turn_draw_of_an_extra_deck_card_is_one_fault() -> None:
    name = "s1_F5_extra_turn_draw"
    res = _LOGGED.verdict(name)
    assert [(v.seq, v.rule, v.turn) for v in res.violations] == [(26, "ccs.draw.extra-deck", 7)]
    board = _board(name, 26)
    assert board.cards["alice.x2"].zone == "hand" and board.cards["alice.15"].zone == "deck"
    assert board.turn == 7 and board.active == "alice"


def test_ccs_qa35d_f6_then_the_deck_draw_is_the_turns() -> None:
    name = "s1_F5_extra_then_turn_draw"
    assert _LOGGED.found(name) == [(26, "ccs.draw.extra-deck")]
    board = _board(name, 27)
    assert board.cards["alice.x2"].zone == "hand" and board.cards["alice.15"].zone == "hand"
    assert board.cards["alice.16"].zone == "deck"


# -- F5 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35d_f5_quest_complete_trigger_recorded_after_the_win() -> None:
    for name, seqs in (("s6_N_quest_win_tr_recorded", (36,)), ("s6_N_quest_win_two_tr_recorded", (36, 37))):
        res = _LOGGED.verdict(name)
        assert res.violations == [] and res.winner == "bob", name
        for seq in seqs:
            assert any(n.startswith(f"seq {seq}: the TriggerResolved of Radiant Seer") for n in _LOGGED.notes(name))


def test_ccs_qa35d_f5_the_same_recorded_twice_or_a_turn_draw_is_after_the_end() -> None:
    res = _LOGGED.verdict("s6_quest_win_tr_twice")
    assert [(v.seq, v.rule) for v in res.violations] == [(37, "ccs.game.over")] and res.winner == "bob"
    # The winner's turn draw after a win at the start of that turn: a note since qa37d (it was ccs.game.over).
    assert _LOGGED.found("s6_F_quest_win_turn_draw") == []
    assert any(n.startswith("seq 36: bob drew a card after the game was over") for n in
               _LOGGED.notes("s6_F_quest_win_turn_draw"))


def test_ccs_qa35d_f5_twins() -> None:
    for name in ("s6_quest_win_draw_recorded", "s6_quest_win_ends"):
        res = _LOGGED.verdict(name)
        assert res.violations == [] and res.winner == "bob", name


# -- F7 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35d_f7_defender_own_id_on_a_battler_is_a_note() -> None:
    name = "s5_F_defender_wrong_on_battler"
    res = _LOGGED.verdict(name)
    assert res.violations == [] and res.winner == "carol"
    assert ("seq 12: the log names bob as the defender, but Harbor Sentry (carol.6) is carol's battler: the attack is "
            "taken as on carol") in _LOGGED.notes(name)
    twin = _LOGGED.verdict("s5_clean")
    assert twin.violations == [] and twin.winner == "carol"


def test_ccs_qa35d_f7_defender_own_id_on_a_guardian_stack_is_one_violation() -> None:
    assert _LOGGED.found("s1_F2_defender_self") == [(11, "ccs.attack.target-not-enemy")]
