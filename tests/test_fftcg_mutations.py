"""Mutation testing of the FFTCG verifier: every mutant of a simulated match is caught where it was made.

Each kind of :mod:`projections.fftcg.mutations` breaks one event of a legal
log (replacing, inserting or dropping it); the verifier must flag that event,
with the kind's rule, and nothing before it. Every kind must apply at least
once over the corpus, so a kind that stopped applying is noticed.
"""

from __future__ import annotations

import pytest

from ledger.log import dump_log, parse_log
from projections import mutation
from projections.fftcg import RULES, new_board, selfplay
from projections.fftcg import mutations as fm

SEEDS = range(60)


@pytest.fixture(scope="module")
def corpus():
    return [parse_log(dump_log(*selfplay.simulate(s)), f"fftcg-sim-{s}") for s in SEEDS]


@pytest.fixture(scope="module")
def reports(corpus):
    return mutation.run(corpus)["fftcg"]


def test_every_kind_applies_somewhere(reports):
    never = sorted(k for k, r in reports.items() if r.tried == 0)
    assert never == []
    assert set(reports) == set(fm.KINDS) | set(fm.HEADER_KINDS)


def test_every_mutant_is_caught_at_the_broken_event_with_its_rule(reports):
    for kind, rep in reports.items():
        assert rep.caught == rep.tried, (kind, rep.misses[:3])
        assert rep.right_rule == rep.tried, (kind, rep.misses[:3])


def test_mutants_name_real_rules_and_break_the_log_where_they_say(corpus):
    """The events before the broken one are the legal log's own (only dropped or inserted events differ)."""
    for log in corpus[:10]:
        for kind, (events, seq, rule, *_) in fm.mutants(log.header, list(log.events), new_board):
            assert rule in RULES, (kind, rule)
            assert 1 <= seq <= len(events), kind
            same = [a == b for a, b in zip(events, log.events)] + [False]
            assert same.index(False) <= seq - 1, kind  # the legal log's own events up to the change


def test_a_kind_applies_at_most_once_per_log(corpus):
    kinds = [k for k, _ in fm.mutants(corpus[0].header, list(corpus[0].events), new_board)]
    assert len(kinds) == len(set(kinds)) and len(kinds) >= 20


def test_nothing_the_issue_lists_is_left_unproduced(reports):
    """The harness produces every kind once said to be missing: End-phase triggers, cost changes, control
    changes, paper-table naming, deck building (tests/test_header_mutations.py)."""
    assert fm.NOT_YET == []
    for kind in ("new-turn-during-end-trigger", "discard-during-end-trigger", "cost-reduction-counted-twice",
                 "cost-reduction-on-other-card", "attack-with-forward-taken", "block-with-forward-taken",
                 "paper-card-not-in-deck-list", "deck-fourth-copy", "deck-fifty-one-cards"):
        assert reports[kind].tried > 0 and reports[kind].right_rule == reports[kind].tried, kind
    text = mutation.report_text({"fftcg": reports}, {"fftcg": fm.NOT_YET})
    assert "not produced yet" not in text and "100.0%" in text


def test_the_paper_form_of_a_simulated_log_is_the_same_match(corpus):
    """The paper-table kind works on the paper form of a log (no orders, cards named as first named):
    that form verifies clean with the same result, so the naming it breaks is the only fault."""
    from projections import core

    for log in corpus[:8]:
        header, events = fm.paper_log(log.header, list(log.events))
        assert header.shuffle_seed is None and all(p.order is None for p in header.players)
        paper = parse_log(dump_log(header, events), f"{log.path}~paper")
        result, full = core.verify(paper), core.verify(log)
        assert result.violations == [] and result.winner == full.winner, (log.path, result.violations[:2])
        assert any(e.serials for e in events)


def test_a_paper_card_missing_from_the_deck_list_is_flagged_where_named(corpus):
    made = [fm.paper_card_not_in_list(log.header, list(log.events)) for log in corpus[:8]]
    made = [m for m in made if m is not None]
    assert made
    for events, seq, rule, header in made:
        assert rule == "fftcg.log.unknown-card"
        ev = events[seq - 1]
        owner = next(p for p in header.players if p.id == ev.player)
        assert ev.serials[ev.card] not in owner.deck


NEW_KINDS = ("new-turn-during-end-trigger", "discard-during-end-trigger", "cost-reduction-counted-twice",
             "cost-reduction-on-other-card", "attack-with-forward-taken", "block-with-forward-taken",
             "paper-card-not-in-deck-list")


def test_the_end_phase_cost_and_control_kinds_break_their_rule_and_no_other(corpus):
    """Stricter than the harness for the kinds the thunder deck (Red Mage, Mateus, Night Watch) and the
    paper form make possible: at the broken event the engine names the kind's rule alone."""
    import msgspec

    from projections import core

    seen = set()
    for log in corpus:
        for kind, m in fm.mutants(log.header, list(log.events), new_board):
            if kind not in NEW_KINDS:
                continue
            (events, seq, rule), header = m[:3], (m[3] if len(m) > 3 else log.header)
            events = [msgspec.structs.replace(e, seq=i) for i, e in enumerate(events, 1)]
            result = core.verify(parse_log(dump_log(header, events), f"{log.path}~{kind}"))
            assert {v.rule for v in result.violations if v.seq == seq} == {rule}, (kind, log.path, result.violations[:3])
            seen.add(kind)
    assert seen == set(NEW_KINDS)
