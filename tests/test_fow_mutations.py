"""Force of Will mutation testing: legal simulated logs broken at one event are caught there, with the
rule the mutation broke, by the generic harness (projections.mutation) and every kind applies."""

from __future__ import annotations

import msgspec
import pytest

from ledger.errors import UnknownCardError
from ledger.log import dump_log, parse_log
from projections import core, mutation
from projections.force_of_will import RULES, mutations, new_board, selfplay

MATCHES = range(1, 41)
#: Rules a kind's broken event also breaks, necessarily (see the kind's docstring).
ALSO = {"standby-same-turn": {"fow.standby.trigger"}}


@pytest.fixture(scope="module")
def corpus():
    logs = []
    for seed in MATCHES:
        header, events = selfplay.simulate(seed)
        logs.append(parse_log(dump_log(header, events), f"sim-{seed}"))
    return logs


def test_every_kind_is_caught_at_the_broken_event_with_its_rule(corpus):
    reports = mutation.run(corpus)["force-of-will"]
    assert set(reports) == set(mutations.KINDS) | set(mutations.HEADER_KINDS)
    for kind, rep in reports.items():
        assert rep.tried > 0, f"{kind} never applied in {len(corpus)} matches"
        assert rep.caught == rep.tried, (kind, rep.misses[:3])
        assert rep.right_rule == rep.tried, (kind, rep.misses[:3])


def test_the_broken_event_breaks_that_rule_and_no_other(corpus):
    """Stricter than the harness: at the broken event the engine names the expected rule and nothing else
    (save what :data:`ALSO` documents), so a kind cannot pass by tripping some other check."""
    seen = set()
    for log in corpus[:12]:
        for kind, m in mutations.mutants(log.header, list(log.events), new_board):
            (events, seq, rule), header = m[:3], (m[3] if len(m) > 3 else log.header)
            events = [msgspec.structs.replace(e, seq=i) for i, e in enumerate(events, 1)]
            broken = parse_log(dump_log(header, events), f"{log.path}~{kind}")
            assert rule in RULES
            if rule == "fow.log.unknown-card" and kind != "paper-card-not-in-deck-list":
                # a card the match does not have: a log error at its line (a real card the paper log names
                # but the deck list lacks is a breach, judged below)
                with pytest.raises(UnknownCardError) as err:
                    core.verify(broken)
                assert err.value.line == broken.line_of(seq), kind
                seen.add(kind)
                continue
            result = core.verify(broken)
            assert [v for v in result.violations if v.seq < seq] == [], (kind, log.path)
            at = {v.rule for v in result.violations if v.seq == seq}
            assert rule in at and at - {rule} <= ALSO.get(kind, set()), (kind, log.path, at)
            seen.add(kind)
    assert seen == set(mutations.KINDS)


def test_mutants_leave_the_legal_prefix_untouched(corpus):
    log = corpus[0]
    for kind, (events, seq, *changed) in mutations.mutants(log.header, list(log.events), new_board):
        if kind == "paper-card-not-in-deck-list":
            events = [msgspec.structs.replace(e, name=None) if "name" in e.__struct_fields__ else e for e in events]
        assert 1 <= seq <= len(events), kind
        prefix = [e for e in events[: seq - 1] if e.seq]  # events the mutation added carry seq 0
        assert prefix == list(log.events[: len(prefix)]), kind


def test_not_yet_is_said():
    """Every breach the harness once could not make is made now (deck building, a judgment without a
    J-side, a paper log's naming): nothing is left unproduced."""
    assert mutations.NOT_YET == []
    assert {"judgment-without-j-side", "paper-card-not-in-deck-list"} <= set(mutations.KINDS)


def test_a_judgment_by_a_ruler_without_a_j_side_is_made_from_the_card_statistics(corpus):
    """The kind swaps the judging seat's ruler for a real ruler the statistics give no J-ruler side; the
    header is otherwise the log's, and the same swap without the judgment is a clean match up to it."""
    for log in corpus:
        found = dict((k, m) for k, m in mutations.mutants(log.header, list(log.events), new_board))
        if "judgment-without-j-side" not in found:
            continue
        events, seq, rule, header = found["judgment-without-j-side"]
        pid = events[seq - 1].player
        ruler = next(p.ruler for p in header.players if p.id == pid)
        d = new_board(header).defs[ruler]
        assert d.type == "ruler" and not d.has_j_ruler and d.j_ruler is None
        prefix = parse_log(dump_log(header, events[: seq - 1]), "prefix")
        assert core.verify(prefix).violations == []
        return
    raise AssertionError("no simulated match has a judgment")


def test_the_paper_form_of_a_simulated_log_is_the_same_match(corpus):
    for log in corpus[:8]:
        header, events = mutations.paper_log(log.header, list(log.events))
        assert header.shuffle_seed is None and all(p.order is None and p.stone_order is None for p in header.players)
        paper = parse_log(dump_log(header, events), f"{log.path}~paper")
        result, full = core.verify(paper), core.verify(log)
        assert result.violations == [] and result.winner == full.winner, (log.path, result.violations[:2])
        events, seq, rule, header = mutations.paper_card_not_in_list(log.header, list(log.events))
        ev = events[seq - 1]
        assert rule == "fow.log.unknown-card" and ev.name not in next(p.deck for p in header.players if p.id == ev.player)
