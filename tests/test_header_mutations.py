"""Deck-building breaches made by the mutation harnesses (``HEADER_KINDS``): a legal simulated match whose
header is broken is flagged at seq 0 (the header) with the breached rule and no other, and its events are
the legal match's own."""

from __future__ import annotations

import importlib

import pytest

from ledger.log import dump_log, parse_log
from projections import core, mutation

GAMES = {"chrono-clash": "chrono_clash", "fftcg": "fftcg", "force-of-will": "force_of_will"}


def _logs(game: str, seeds: range) -> list:
    sp = importlib.import_module(f"projections.{GAMES[game]}.selfplay")
    out = []
    for seed in seeds:
        header, events = sp.simulate(seed, 2 + seed % 3) if game == "chrono-clash" else sp.simulate(seed)
        out.append(parse_log(dump_log(header, events), f"sim-{game}-{seed}"))
    return out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_header_kind_is_flagged_at_the_header_with_its_rule_and_no_other(game):
    mod = importlib.import_module(f"projections.{GAMES[game]}.mutations")
    rules = core.engine(game).RULES
    seen = set()
    for log in _logs(game, range(1, 7)):
        assert core.verify(log).clean
        for kind, (header, rule) in mutation.header_mutants(mod, log.header, list(log.events)):
            assert rule in rules and rule.split(".")[1] in ("deck", "extra-deck", "setup"), (kind, rule)
            broken = parse_log(dump_log(header, list(log.events)), f"{log.path}~{kind}")
            assert broken.events == log.events
            at_header = {v.rule for v in core.verify(broken).violations if v.seq == 0}
            assert at_header == {rule}, (kind, log.path, at_header)
            seen.add(kind)
    assert seen == set(mod.HEADER_KINDS)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_harness_reports_header_kinds_as_caught(game):
    mod = importlib.import_module(f"projections.{GAMES[game]}.mutations")
    reports = mutation.run(_logs(game, range(1, 3)))[game]
    for kind in mod.HEADER_KINDS:
        assert reports[kind].tried > 0 and reports[kind].right_rule == reports[kind].tried, (kind, reports[kind].misses)


def test_explicit_orders_are_the_same_match():
    for log in _logs("fftcg", range(1, 3)):
        same = mutation.explicit_orders(log.header, {"order": ("deck", "")})
        assert same.shuffle_seed is None and all(p.order for p in same.players)
        again = parse_log(dump_log(same, list(log.events)), "explicit")
        assert core.verify(again).clean
        assert core.board_at(again, len(log.events)).cards == core.board_at(log, len(log.events)).cards
