"""Chrono Clash: the fixes of round 20b (notes/fix20b_ccs.md).

The logs are under tests/logs/ccs_qa20b/: the tester's paper log of the win-quests sample with its seq 7 summon named
"Hollow Guard" (a card alice's deck list does not hold at all), the same fault on an action in a four-player paper
log, the full-order twin, and their clean twins. Each planted fault gives exactly one violation.

1. A summon or an action of a paper log naming a hidden card with a name its deck list lacks: one
   ``ccs.log.unknown-card`` that says the list does not have it (not "no copy of it left"); the card is played as a
   card the log never named, its cost and what it does taken from the log, so the next player's draw ending the turn
   is no ``ccs.turn.not-your-turn``.
2. A pass in the turn a card the log never named was played: the counter stays unknown into the next turn, whose
   end is taken from the log.
3. Where the deck order is known, the card is the one the order says: one ``ccs.log.unknown-card``.
"""

from __future__ import annotations

from pathlib import Path

from ledger.log import read_log
from projections import core

LOGS = Path(__file__).resolve().parent / "logs" / "ccs_qa20b"
SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs" / "chrono_clash"


def verdict(path: Path):
    return core.verify(read_log(path))


def found(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in verdict(LOGS / f"{name}.jsonl").violations]


# -- 1. A card played under a name its deck list lacks: one fault ------------------------------------------------

def test_a_summon_named_as_a_card_the_list_lacks_is_one_violation():
    # Was 2: seq 7 "no copy of it left" and seq 8 ccs.turn.not-your-turn (the named card's cost 2 kept the turn on).
    v = verdict(LOGS / "summon_unlisted_name.jsonl")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(7, "ccs.log.unknown-card", "alice")]
    assert v.violations[0].message == "alice revealed 'Hollow Guard', a card their deck list does not have"
    assert any("alice.10 cannot be the card the log names" in n for n in v.notes)
    assert found("summon_clean") == []  # the clean twin (the sample paper-table-win-quests)


def test_an_action_named_as_a_card_the_list_lacks_is_one_violation():
    # Was 3: unknown-card, ccs.ability.target (Judgment Ray's target condition) and bob's draw not-your-turn.
    v = verdict(LOGS / "action_unlisted_name.jsonl")
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(11, "ccs.log.unknown-card", "dave")]
    assert v.violations[0].message == "dave revealed 'Judgment Ray', a card their deck list does not have"
    assert found("action_clean") == []  # the clean twin: War Cry


def test_an_action_named_as_a_battler_the_list_lacks_is_one_violation():
    # Was 3: unknown-card, ccs.action.not-an-action and bob's draw not-your-turn.
    v = verdict(LOGS / "action_unlisted_battler_name.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(11, "ccs.log.unknown-card")]
    assert v.violations[0].message == "dave revealed 'Solar Banner', a card their deck list does not have"


# -- 2. A pass after a card the log never named -------------------------------------------------------------------

def test_a_pass_in_the_turn_of_an_unnamed_action_leaves_the_next_turns_end_to_the_log():
    # Was 2: the unnamed action, and bob's draw ending alice's next turn (not-your-turn): the pass had put the counter
    # on 3, though the unknown cost may have ended dave's turn before it.
    assert found("action_unnamed_then_pass") == [(11, "ccs.log.unknown-card")]


# -- 3. The full-order twin: the deck order names the real card ---------------------------------------------------

def test_a_full_order_summon_under_an_unlisted_name_is_the_card_the_order_says():
    v = verdict(LOGS / "full_order_summon_unlisted_name.jsonl")
    assert [(x.seq, x.rule) for x in v.violations] == [(7, "ccs.log.unknown-card")]
    assert v.violations[0].message == "the log calls alice.10 'Hollow Guard', but it is 'Magma Brute'"
    assert verdict(SAMPLES / "win-quests.jsonl").clean  # the clean twin



def test_a_card_whose_cost_is_unknown_is_described_with_no_figure_paid():
    from click.testing import CliRunner

    from cli.main import cli

    # Was "alice summons a hidden card (alice.10) paying 0 time": what it cost is unknown.
    res = CliRunner().invoke(cli, ["replay", str(LOGS / "summon_unlisted_name.jsonl"), "--at", "7", "--lang", "en"])
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[1] == "Event 7: alice summons a hidden card (alice.10)"
