"""Final Fantasy TCG: the qa37d tester's findings (/tmp/qa37d-fftcg, the seed's worked examples played as logs). The
logs are kept whole in tests/logs/fftcg_qa37e/.

1. ``D2_initiative_samurai_attacks_turn_it_enters_seed_10_1_2_1_1``: Samurai 1-014 (First Strike, no Haste) attacks
   the turn it enters: one ``fftcg.attack.entered-this-turn`` at 7 (right: seed § 5, « Booster : Les Avants
   possédant Booster peuvent attaquer ... dès le tour où ils entrent sur le terrain »). The words quoted for the rule,
   [ref (10.1.2.1.1.)], end « l'Avant doit posséder le trait spécial Initiative », so a judge reading them took the
   attack as legal; the message said only "has no Haste". The message now says the documented reading: "has no Haste
   (Booster): Initiative in 10.1.2.1.1 is read as Booster, as section 5 says". Clean twin: ``D_initiative_samurai_vs_monk6000_clean``.
2. ``SL5_brave_clean_no_passes_before_attack``: the clean Brave log with the four passes before the first attack left
   out (the two ending Main Phase 1, the two ending the preparation step): one ``fftcg.attack.timing`` at 23 (right),
   whose message said only "declared an attack in Main Phase 1". It now says what the log leaves out, if the table
   had moved on; with only the preparation step's two passes left out (``SL5b_brave_no_prep_step_passes_before_attack``,
   made from the clean twin), that step's two. Clean twin: ``E_brave_tifa_then_cloud_clean``.
3. ``C_party_split_exceeds_blocker_power``: the split ``{alice.1: 6000, alice.2: 6000}`` shares a 6000 blocker's
   damage: ``fftcg.block.split`` was reported at the damage pass (32), where a split left out
   (``C_party_split_left_out``) is reported at the ``BlockDeclared`` (30); and the message printed a Python dict.
   The total is still judged at damage (the blocker's power then, [ref (10.1.4.2.)]), but reported on the line that
   carries the split (30), one flag, the damage dealt as split (Tifa and Cloud broken, as the table played); the
   split is said in words ("6000 to Tifa 1-016 (alice.1), 6000 to Cloud 1-009 (alice.2)"). Clean twin:
   ``C_party_4000_5000_vs_6000_clean``.
"""

from __future__ import annotations

from fftcg import logged, logged_board, rules_at

F = "fftcg_qa37e"
READING = "(Booster): Initiative in 10.1.2.1.1 is read as Booster, as section 5 says"


def _messages(name: str) -> list[str]:
    return [v.message for v in logged(F, name).violations]


# -- 1. an attack the turn it enters: the message says the reading of 10.1.2.1.1's "Initiative" --------------


def test_first_strike_forward_attacking_the_turn_it_enters_says_the_reading() -> None:
    name = "D2_initiative_samurai_attacks_turn_it_enters_seed_10_1_2_1_1"
    result = logged(F, name)
    assert rules_at(result) == [(7, "fftcg.attack.entered-this-turn")]
    (m,) = _messages(name)
    assert m == f"Samurai 1-014 (alice.1) entered the field this turn and has no Haste {READING}"
    assert len(logged_board(F, name, 16).seat("bob").damage) == 1  # the attack stood, unblocked: its damage dealt


def test_first_strike_clean_twin() -> None:
    assert rules_at(logged(F, "D_initiative_samurai_vs_monk6000_clean")) == []


# -- 2. an attack after left-out passes: the message says which passes -----------------------------------------


def test_attack_after_left_out_passes_says_what_to_add() -> None:
    name = "SL5_brave_clean_no_passes_before_attack"
    result = logged(F, name)
    assert rules_at(result) == [(23, "fftcg.attack.timing")]
    (m,) = _messages(name)
    assert m == ("alice declared an attack in Main Phase 1: if the table had moved on to the attack phase, the log "
                 "leaves out the two passes that end Main Phase 1 and the two that end the attack preparation step")
    board = logged_board(F, name, 38)
    assert len(board.seat("bob").damage) == 2  # both attacks dealt their damage, as in the clean twin


def test_attack_after_left_out_preparation_passes_says_which() -> None:
    # (The clean Brave log with only the preparation step's two passes left out, made for this round.)
    name = "SL5b_brave_no_prep_step_passes_before_attack"
    assert rules_at(logged(F, name)) == [(25, "fftcg.attack.timing")]
    assert _messages(name) == ["alice declared an attack in the attack preparation step, before the attack "
                               "declaration step: if the table had moved on, the log leaves out the two passes that "
                               "end the preparation step"]
    assert len(logged_board(F, name, 40).seat("bob").damage) == 2


def test_brave_clean_twin() -> None:
    name = "E_brave_tifa_then_cloud_clean"
    assert rules_at(logged(F, name)) == []
    assert len(logged_board(F, name, 42).seat("bob").damage) == 2


# -- 3. a party split over the blocker's power: on the block's line, in words ---------------------------------


def test_split_over_the_total_is_reported_on_the_block_line_in_words() -> None:
    name = "C_party_split_exceeds_blocker_power"
    result = logged(F, name)
    assert rules_at(result) == [(30, "fftcg.block.split")]
    (m,) = _messages(name)
    assert "{'" not in m  # no Python dict
    assert m == ("Monk 1-119 (bob.1) deals 6000 damage when damage is dealt, but the block's split (6000 to Tifa "
                 "1-016 (alice.1), 6000 to Cloud 1-009 (alice.2)) shares 12000 among the attacking forwards still in "
                 "combat (Tifa 1-016 (alice.1), Cloud 1-009 (alice.2))")
    board = logged_board(F, name, 36)
    assert [board.cards[c].zone for c in ("alice.1", "alice.2", "bob.1")] == ["break", "break", "break"]


def test_split_left_out_on_the_same_line() -> None:
    assert rules_at(logged(F, "C_party_split_left_out")) == [(30, "fftcg.block.split")]


def test_party_split_clean_twin() -> None:
    name = "C_party_4000_5000_vs_6000_clean"
    assert rules_at(logged(F, name)) == []
    board = logged_board(F, name, 36)
    assert [board.cards[c].zone for c in ("alice.1", "alice.2", "bob.1")] == ["field", "break", "break"]
