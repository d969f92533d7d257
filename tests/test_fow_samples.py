"""Force of Will samples, schema, card data and rendering: the samples are enough and replay
deterministically; the schema file is current; pool cards keep the real statistics; every
event renders as a sentence; a paper log (no deck order) binds names to the deck list."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from cli.render import board_text, describe
from fow import call, end, ev, make_log, rules_at, seat, verify
from ledger.log import json_schema, read_log
from projections import core
from projections.force_of_will import card_stats, starter_pool, view

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs" / "force_of_will"
LEGAL = sorted(SAMPLES.glob("*.jsonl"))


def test_there_are_enough_samples():
    assert len(LEGAL) >= 4
    assert len(list((SAMPLES / "illegal").glob("*.jsonl"))) >= 8


def test_schema_file_is_current():
    on_disk = json.loads((ROOT / "docs" / "schema" / "force-of-will.json").read_text())
    assert on_disk == json_schema("force-of-will"), "run: matchledger schema force-of-will -o docs/schema/force-of-will.json"


def test_pool_cards_keep_the_real_statistics():
    stats = card_stats()
    for c in starter_pool():
        s = stats[c.name]
        assert (c.type, c.cost, c.atk, c.def_, c.kind) == (s.type, s.cost, s.atk, s.def_, s.kind), c.name
    assert len(stats) > 700


@pytest.mark.parametrize("path", LEGAL, ids=lambda p: p.stem)
def test_replay_from_any_point_equals_the_full_fold(path):
    log = read_log(path)
    mod = core.engine(log.game)
    final = msgspec.json.encode(view(core.board_at(log, len(log.events))))
    for k in range(0, len(log.events), 17):
        board = core.board_at(log, k).copy()
        for e in log.events[k:]:
            mod.step(board, e)
        assert msgspec.json.encode(view(board)) == final


@pytest.mark.parametrize("path", LEGAL, ids=lambda p: p.stem)
def test_every_event_renders(path):
    log = read_log(path)
    for e, board, _ in core.replay(log):
        line = describe(e, board)
        assert line and not line.endswith(": " + type(e).__name__)
        assert describe(e, board, viewer="alice")
    text = board_text(view(board), "x")
    assert "life" in text and board_text(view(board, "bob"), None)


def test_the_judgment_sample_destroys_a_j_ruler():
    log = read_log(SAMPLES / "judgment-destroyed-j-ruler.jsonl")
    seen = any(b.cards["bob.r"].j_dead for _, b, _ in core.replay(log))
    assert seen


def test_a_paper_log_binds_names_to_the_deck_list():
    a = seat("a")
    a.pop("order"), a.pop("stone_order")
    a["deck"] = {"Galahad, the Son of the God": 10, "Perceval, the Seeker of Holy Grail": 10}
    b = seat("b")
    ok = verify([a, b], [call("a", name="Magic Stone of Light"), end("a")])
    assert ok.clean and ok.notes
    bad = verify([a, b], [call("a", name="Magic Stone of Flame")])
    assert rules_at(bad) == [(1, "fow.log.unknown-card")]


def test_unmodelled_real_cards_are_played_and_their_effects_recorded():
    a = seat("a", hand=["Alice's Castling"], stones=["Magic Stone of Water"])
    events = [call("a"), ev("CardPlayed", "a", card="a.1", payment=["a.s1"]), ev("ChaseResolved", "b"),
              ev("EffectRecorded", "a", source="a.1", effect="draw(1)", targets=["a"])]
    result = verify([a, seat("b")], events)
    assert result.clean and result.unmodelled_events == 1
    assert len(core.board_at(make_log([a, seat("b")], events), 4).seat("a").hand) == 5
