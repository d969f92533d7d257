"""FFTCG qa34: the findings left from rounds 33c, 33e and 33f, and the fixer's own logs from the seed.

1. A dull forward that also cannot block, chosen to block (qa33c F3's d3: Gordon 1-160, "cannot block", dull at
   seq 102), was two flags for one choice: ``fftcg.block.dull`` and ``fftcg.block.cannot-block``. One choice, one
   fault: it is flagged once, as ``fftcg.block.dull`` (the seed's first condition, « L'Avant réalisant le bloquage
   doit être actif » [ref (10.1.3.1.1.)]), its words saying the restriction too. The damage is dealt as in the twin
   (the same log with a null block) and alice still wins.
2. ``causes.group`` replaced a ``caused_by`` the engine had set itself. In win-seven-damage.jsonl with seq 137 left
   out (alice's Warrior of Light never played, then named as her blocker at 178, a forbidden block the table took
   as made and played on), the engine gives the ``game.over`` at 181 ``caused_by`` 178 (the block the table went on
   from); the grouping made it 157 (a forgotten discard that has nothing to do with the game's end). FFTCG now sets
   ``CAUSES_KEEP_ENGINES`` (projections/causes.py, opt-in): the engine's own ``caused_by`` stands.
3. ``fftcg.ability.not-on-field`` quoted « Cette compétence peut être utilisée en payant le coût », a sentence that
   only allows. No sentence of the seed says in so many words that an ability is used from a character its player
   controls on the field; it now quotes the one of § 4.1 that takes it as given (« même si le Personnage utilisant la
   compétence d’action sort du terrain, l’effet de la compétence est résolu »), its English words naming the
   controller [ref (6.2.5.)]; docs/fftcg.md "Rule words" says why.
4. (qa33f §3) An unmodelled summon's ``EffectRecorded`` written right after its ``SummonCast``, before the passes and
   the ``Resolved``: the effect (bob's 7th damage) was applied at once, and bob's legitimate pass over the summon
   flagged ``fftcg.game.over``, the only fault named. Decided by docs/log-format.md ("the log records what it did
   with EffectRecorded events right after the event that triggered it": for a summon, its cast): that is the
   format's own order, no fault. The effect is held on the summon and applied when it resolves (§ 8), with a note;
   a response in between resolves first (Monk saves Gordon), a card it draws is not in hand before then (a genuine
   fault still flagged), and a log ending before the Resolved still applies it (the winner kept).
5. The fixer's own short logs from the seed's worked examples (tests/logs/fftcg_qa34/g*): the party example of
   § 7.2.4.4 (4000 + 5000 blocked by 6000: the blocker's split breaks one, either one; a split short of the
   blocker's power is one ``fftcg.block.split``), damage kept until the end of the turn (« sa défense baisse à 5000
   jusqu'à la fin du tour », 5.2.6.1: Cecil with Ifrit's 4000 is broken by a First Strike Samurai's 6000, unhurt
   Cecil breaks it), Geler (a frozen Knight stays dull at its owner's next Active phase: ``fftcg.attack.dull``),
   Bravoure (Tifa attacks, stays active and blocks in the next turn; a second attack is one
   ``fftcg.attack.already-attacked``), Initiative on both sides (both broken), [ref (10.1.3.3.)] both clauses (the
   blocker broken in the block step: no damage to the attacker nor the player; the attacker broken: the blocker
   unhurt; the attacker broken before the block: no damage to the player), and Monk's +2000 in the block step
   saving a Knight from a First Strike Samurai, and § 4.2 (Cait Sith's +1000 ends when it is broken: Dragoon, 6000
   damage, is broken then). All agreed with the seed: nothing to fix.
"""

from __future__ import annotations

import pytest

from tests.fftcg import (attack, block, board_after, card, cast, disc, discard, draw, logged, passes, play, recorded,
                         resolved, rules_at, seat, to_end_of_turn, use, verify)

FOLDER = "fftcg_qa34"


def _found(result):
    return [(v.seq, v.rule) for v in result.violations]


# -- 1. a dull forward that cannot block blocks: one fault ------------------------------------------------------

def test_dull_forward_that_cannot_block_blocks_once_flagged():
    result = logged(FOLDER, "f1_dull_gordon_cannot_block_blocks")
    assert _found(result) == [(102, "fftcg.block.dull")]
    assert "restriction against blocking" in result.violations[0].message
    twin = logged(FOLDER, "f1_twin_null_block")
    assert twin.violations == [] and result.winner == twin.winner == "alice"


# a: Cloud (fire 2, 5000, Haste). b: Knight (water 2, 5000); Lulu 1-149 in hand.
CLOUD = seat("a", hand=["1-009", "1-014", "1-005", "1-005", "1-005"])
LULU = seat("b", hand=["1-165", "1-159", "1-149", "1-163", "1-007"], deck=["1-109"])


def _knight_blocks(*effects):
    return [draw("a", "a.6"), play("a", "a.1", disc("a.2")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", "b.1", disc("b.2")), *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *effects, *passes("a", "b"), *passes("a", "b"), attack("a", "a.1"),
            *passes("a", "b"), block("b", "b.1")]


def test_recorded_dull_and_cannot_block_knight_blocks_once_flagged():
    ev = _knight_blocks(recorded("a", "dull", "b.1"), recorded("a", "cannot-block", "b.1"))
    assert _found(verify([CLOUD, LULU], ev)) == [(len(ev), "fftcg.block.dull")]


def test_each_alone_is_its_own_rule():
    ev = _knight_blocks(recorded("a", "cannot-block", "b.1"))
    assert _found(verify([CLOUD, LULU], ev)) == [(len(ev), "fftcg.block.cannot-block")]
    ev = _knight_blocks(recorded("a", "dull", "b.1"))
    assert _found(verify([CLOUD, LULU], ev)) == [(len(ev), "fftcg.block.dull")]
    assert verify([CLOUD, LULU], _knight_blocks()).violations == []


# -- 2. the engine's own caused_by stands over the grouping's ---------------------------------------------------

def test_engine_caused_by_kept_by_the_grouping():
    result = logged(FOLDER, "f2_win_seven_damage_137_left_out")
    assert [(v.seq, v.rule, v.caused_by) for v in result.violations] == [
        (157, "fftcg.end.hand-size", None), (178, "fftcg.block.not-a-forward", None), (181, "fftcg.game.over", 178)]
    assert result.winner == "bob" and result.root_causes == 2


def test_win_seven_damage_whole_is_clean():
    from pathlib import Path

    from ledger.log import parse_log
    from projections import core

    path = Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg" / "win-seven-damage.jsonl"
    result = core.verify(parse_log(path.read_bytes(), path.name))
    assert result.violations == [] and result.winner == "alice"


# -- 3. the words fftcg.ability.not-on-field quotes -------------------------------------------------------------

def test_ability_not_on_field_quotes_the_character_on_the_field():
    from projections import ruletexts as R
    from tests.test_fftcg_coverage import B, v

    a = seat("a", hand=["T-MONK", "1-009", "1-005", "1-007", "1-012"])
    result = v([draw("a", "a.6"), use("a", "a.1", targets=[])], (a, B))
    assert _found(result) == [(2, "fftcg.ability.not-on-field")]
    _, words = R.quote_parts("fftcg", "fftcg.ability.not-on-field", "fr")
    assert any("utilisant la compétence d’action sort du terrain" in w for w in words)
    assert not any("en payant le coût" in w for w in words)
    assert "controls" in result.violations[0].message


# -- 4. an unmodelled summon's effect recorded before its passes and Resolved ------------------------------------
# docs/log-format.md: "the log records what it did with EffectRecorded events right after the event that triggered
# it": for an unmodelled summon that is its SummonCast, so the order is the format's own, no fault. The effect is
# held on the summon and applied when it resolves (§ 8), a note saying so: the passes and Resolved after it are that
# resolution's (no game.over on them), and a response in between resolves first.

def test_seventh_damage_recorded_right_after_the_cast_wins_at_the_resolution():
    result = logged(FOLDER, "f4_seventh_damage_effect_recorded_before_resolved")
    assert result.violations == [] and result.winner == "alice"
    assert any("before it resolved is taken as what it did when it resolved" in n for n in result.notes)
    twin = logged(FOLDER, "f4_twin_seventh_damage_effect_after_resolved")
    assert twin.violations == [] and twin.winner == "alice"


def test_the_early_effect_is_applied_when_the_summon_resolves():
    from tests.fftcg import LOGS

    from ledger.log import parse_log
    from projections import core

    raw = (LOGS / FOLDER / "f4_seventh_damage_effect_recorded_before_resolved.jsonl").read_bytes()
    log = parse_log(raw, "f4.jsonl")
    assert len(core.board_at(log, 145).seat("bob").damage) == 6  # the passes over the summon: not yet
    assert len(core.board_at(log, 146).seat("bob").damage) == 7  # its Resolved


def test_the_early_effect_is_applied_when_the_log_ends_before_the_resolution():
    import json

    from ledger.log import parse_log
    from projections import core
    from tests.fftcg import LOGS

    lines = (LOGS / FOLDER / "f4_seventh_damage_effect_recorded_before_resolved.jsonl").read_text().splitlines()
    cut = [lines[0]] + [x for x in lines[1:] if x.strip() and json.loads(x)["seq"] <= 144]
    result = core.verify(parse_log(("\n".join(cut) + "\n").encode(), "cut.jsonl"))
    assert result.violations == [] and result.winner == "alice"


# a: Black Mage (backup) and an unmodelled summon X-001 (fire, 1) in hand. b: Monk (backup, +2000) and Gordon (4000).

_X = card("X-001", "summon", 1, ["fire"], name="Unmodelled Bolt", modelled=False, text="Deal 5000 damage to a forward.")
_A = seat("a", hand=["1-009", "1-010", "1-016", "1-014", "X-001"], deck=["1-012", "1-010", "1-020", "1-004"])
_B = seat("b", hand=["1-120", "1-160", "1-105", "1-119", "1-165"], deck=["1-105", "1-105"])
_BOLT, _BLACK_MAGE, _MONK, _GORDON = "a.5", "a.2", "b.1", "b.2"


def _opening():
    return [draw("a", "a.6"), play("a", _BLACK_MAGE, disc("a.3")), *to_end_of_turn("a", "b"),
            draw("b", "b.6", "b.7"), play("b", _MONK, disc("b.3")), play("b", _GORDON, disc("b.5")),
            *to_end_of_turn("b", "a"),
            draw("a", "a.7", "a.8"), *to_end_of_turn("a", "b"), discard("a", "a.4"),
            draw("b", "b.8", "b.9"), *passes("b")]


def _bolt(early):
    did = dict(recorded("a", "damage(5000)", _GORDON), source=_BOLT)
    return _opening() + [cast("a", _BOLT, {"dull": _BLACK_MAGE}, targets=[_GORDON]), *([did] if early else []),
                         use("b", _MONK, targets=[_GORDON]), *passes("a", "b"), resolved("b", _MONK),
                         *passes("b", "a"), resolved("a", _BOLT), *([] if early else [did])]


def test_a_response_to_the_summon_resolves_before_its_early_effect():
    # Monk's +2000 answers the Bolt: Gordon (6000) survives its 5000 damage, whichever place the effect is written.
    for early in (True, False):
        ev = _bolt(early)
        assert verify([_A, _B], ev, cards=[_X]).violations == []
        g = board_after([_A, _B], ev, cards=[_X]).cards[_GORDON]
        assert g.zone == "field" and g.damage == 5000


def test_a_card_the_early_effect_draws_is_not_in_hand_before_the_resolution():
    # The loosened reading lets no fault through: an unmodelled draw recorded early, then the card it would draw
    # played before the summon resolved is still in the deck (« ceux-ci sont résolus » only after both pass, § 8).
    drew = dict(recorded("a", "draw(1)"), source=_BOLT)
    ev = _opening() + [cast("a", _BOLT, {"dull": _BLACK_MAGE}, targets=[_GORDON]), drew,
                       cast("a", "a.9", {"discard": "a.7"}, targets=[_GORDON])]  # a.9: Ifrit, the deck's top
    assert rules_at(verify([_A, _B], ev, cards=[_X])) == [(len(ev), "fftcg.play.not-in-hand")]
    # After the Bolt resolves, its draw made, the same Ifrit is cast cleanly.
    ok = _opening() + [cast("a", _BOLT, {"dull": _BLACK_MAGE}, targets=[_GORDON]), drew, *passes("a", "b"),
                       resolved("a", _BOLT), cast("a", "a.9", {"discard": "a.7"}, targets=[_GORDON])]
    assert verify([_A, _B], ok, cards=[_X]).violations == []


# -- 5. the seed's worked examples --------------------------------------------------------------------------------

def _board_at(name, back=0):
    from ledger.log import parse_log
    from projections import core
    from tests.fftcg import LOGS

    log = parse_log((LOGS / FOLDER / f"{name}.jsonl").read_bytes(), f"{name}.jsonl")
    return core.board_at(log, len(log.events) - back)


# name: (violations, {card: zone at the end}, {card: damage before the last two passes}, bob's damage)
_EXAMPLES = {
    "g1_party_4000_5000_vs_6000_tifa_broken_clean": ([], {"a.1": "break", "a.2": "field", "b.1": "break"},
                                                      {"a.2": 2000}, 0),
    "g2_party_4000_5000_vs_6000_cloud_broken_clean": ([], {"a.1": "field", "a.2": "break", "b.1": "break"},
                                                       {"a.1": 0}, 0),
    "g2b_party_split_5000_of_6000": ([(30, "fftcg.block.split")], {"b.1": "break"}, {}, 0),
    "g3_cecil_4000_damaged_then_first_strike_breaks_clean": ([], {"a.4": "field", "b.1": "break"}, {"a.4": 0}, 0),
    "g3_twin_cecil_undamaged_breaks_samurai_clean": ([], {"a.4": "break", "b.1": "field"}, {"b.1": 6000}, 0),
    "g4_frozen_knight_attacks_next_turn": ([(45, "fftcg.attack.dull")], {"b.1": "field"}, {}, 1),
    "g4_twin_knight_attacks_the_turn_after_clean": ([], {"b.1": "field"}, {}, 1),
    "g5_brave_tifa_attacks_then_blocks_clean": ([], {"a.1": "break", "b.1": "field"}, {}, 1),
    "g5b_brave_tifa_attacks_twice": ([(32, "fftcg.attack.already-attacked")], {"a.1": "break"}, {}, 2),
    "g6_both_first_strike_both_broken_clean": ([], {"a.4": "break", "b.1": "break"}, {}, 0),
    "g7_blocker_broken_in_block_step_no_damage_clean": ([], {"a.2": "field", "b.1": "break"}, {"a.2": 0}, 0),
    "g8_monk_pump_saves_knight_from_first_strike_clean": ([], {"a.4": "break", "b.1": "field"}, {}, 0),
    "g9_attacker_broken_in_block_step_blocker_undamaged_clean": ([], {"a.1": "break", "b.1": "field"}, {"b.1": 0}, 0),
    "g10_attacker_broken_before_the_block_no_player_damage_clean": ([], {"a.1": "break", "b.1": "field"}, {}, 0),
    "g11_cait_sith_broken_its_bonus_ends_dragoon_broken_clean": ([], {"a.1": "field", "b.1": "break", "b.2": "break"},
                                                                  {"a.1": 0}, 0),
    "g11_twin_no_block_dragoon_survives_clean": ([], {"b.1": "field", "b.2": "field"}, {"b.2": 6000}, 1),
}


@pytest.mark.parametrize("name", sorted(_EXAMPLES))
def test_the_seeds_worked_examples(name):
    flags, zones, damage, bob = _EXAMPLES[name]
    assert _found(logged(FOLDER, name)) == flags
    end = _board_at(name)
    assert {c: end.cards[c].zone for c in zones} == zones
    before = _board_at(name, back=2)
    assert {c: before.cards[c].damage for c in damage} == damage
    assert len(end.seat("b").damage) == bob


def test_a_frozen_knight_is_still_dull_after_its_owners_active_phase():
    assert _board_at("g4_frozen_knight_attacks_next_turn", back=1).cards["b.1"].dull  # bob's turn, before attacking
    assert not _board_at("g4_twin_knight_attacks_the_turn_after_clean", back=10).cards["b.1"].dull
