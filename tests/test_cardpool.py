"""A CardPool is the dict of every card, built a card at a time: each way of reading it gives what that dict gives."""

from __future__ import annotations

import pickle

from projections.cardpool import CardPool

ROWS = {"a": 1, "b": 2, "c": 3, "d": 4}


def built(log: list):
    def build(key, row):
        log.append(key)
        return (key, row * 10)
    return build


def whole(defined=()) -> dict:
    """The plain dict a pool stands for: every row built, the definitions over them in place, the rest after."""
    out = {k: (k, r * 10) for k, r in ROWS.items()}
    out.update(defined)
    return out


def test_a_lookup_builds_only_that_card():
    log: list = []
    pool = CardPool(ROWS, built(log), {"b": "defined", "z": "extra"})
    assert pool["c"] == ("c", 30) and pool["c"] is pool["c"] and log == ["c"]
    assert "d" in pool and "z" in pool and "q" not in pool and log == ["c"]
    assert pool.get("a") == ("a", 10) and pool.get("q", 0) == 0 and pool["b"] == "defined"
    assert log == ["c", "a"]
    try:
        pool["q"]
    except KeyError:
        pass
    else:
        raise AssertionError("an unknown key must raise KeyError")


def test_every_whole_reading_is_the_plain_dicts_in_its_order():
    defined = {"b": "defined", "z": "extra"}
    for read in (list, len, lambda p: list(p.items()), lambda p: list(p.values()), dict, sorted,
                 lambda p: list(reversed(p))):
        log: list = []
        pool = CardPool(ROWS, built(log), defined)
        pool["c"]
        assert read(pool) == read(whole(defined)), read
    assert CardPool(ROWS, built([]), defined) == whole(defined)
    assert CardPool(ROWS, built([]), defined) != whole()
    assert CardPool(ROWS, built([])) == CardPool(ROWS, built([]))


def test_a_copy_shares_what_was_built_and_builds_on_its_own():
    log: list = []
    base = CardPool(ROWS, built(log), {"z": "extra"})
    base["a"]
    copy = base.copy()
    copy["b"] = "match's own"
    assert copy["a"] is base["a"] and log == ["a"]
    assert "b" not in dict(dict.items(base)) and base["b"] == ("b", 20)
    assert dict(copy) == whole({"z": "extra", "b": "match's own"})


def test_it_crosses_to_another_process_as_the_plain_dict():
    pool = CardPool(ROWS, built([]), {"z": "extra"})
    assert pickle.loads(pickle.dumps(pool)) == whole({"z": "extra"})
    assert type(pickle.loads(pickle.dumps(pool))) is dict


def test_an_empty_pool_is_an_empty_dict():
    """What a board snapshot stores in place of the shared definitions (``type(defs)()``)."""
    assert CardPool() == {} and len(CardPool()) == 0 and "a" not in CardPool()


def test_its_truth_is_the_plain_dicts_and_builds_nothing():
    """``defs or {}`` asks whether the pool holds a card: a pool of rows does, and answering builds none of them
    (verify asked it of FFTCG's 3,800 cards before every match, and built them all: a tenth of the speed)."""
    log: list = []
    assert CardPool(ROWS, built(log)) and CardPool(defined={"z": 1}) and log == []
    assert not CardPool() and not CardPool({}, built(log), {}) and log == []


def test_checking_a_matchs_names_builds_only_its_cards():
    """The names check of a real FFTCG match looks each card up: it builds the cards the match uses, not the
    thousands of the game's statistics."""
    from ledger.log import read_log
    from pathlib import Path

    from projections import core
    from projections.names import check_names

    log = read_log(Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg" / "win-seven-damage.jsonl")
    board = core.new_board(log)
    check_names(log, board)
    core.verify(log)
    assert 0 < dict.__len__(board.defs) < 200 < len(board.defs._rows)
