"""``matchledger view``: the page's data are the engines' views, its patches rebuild them, its HTML escapes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from cli import viewer
from cli.main import cli
from ledger.log import dump_log, read_log
from projections import core

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted((ROOT / "sample_logs").glob("*/*.jsonl"))  # the complete matches of the three games


def embedded(html: str) -> dict:
    """The data block of a page."""
    m = re.search(r'<script type="application/json" id="ml-data">(.*?)</script>', html, re.S)
    assert m, "the page has no data block"
    return json.loads(m.group(1))


def boards(data: dict, perspective: str) -> list[dict]:
    """Every board of one perspective, rebuilt from the page's data with the patch format."""
    doc = json.loads(json.dumps(data["start"][perspective]))
    out = [json.loads(json.dumps(doc))]
    for ids in data["patches"][perspective]:
        doc = viewer.patch(doc, [data["ops"][i] for i in ids])
        out.append(json.loads(json.dumps(doc)))
    return out


def engine_views(log, perspective: str | None) -> list[dict]:
    mod = core.engine(log.game)
    views = [mod.view(core.new_board(log), perspective)]
    board = None
    for _ev, board, _found in core.replay(log):
        views.append(mod.view(board, perspective))
    if board is not None and getattr(mod, "FINISH_AT_END", False):
        # The last event's board is the one the verdict ends on (Force of Will: the battle damage of a block the
        # log ends on, qa7), as replay and the page show it.
        end = board.copy()
        mod.finish(end)
        views[-1] = mod.view(end, perspective)
    return json.loads(json.dumps(views))


# -- the patch format ------------------------------------------------------------------

# No booleans beside integers here: list runs compare with Python's == (see viewer.diff), where True == 1.
json_trees = st.recursive(
    st.none() | st.integers(-5, 5) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from("abcde"), inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(json_trees, json_trees)
def test_a_patch_turns_one_tree_into_the_other(a, b):
    before = json.loads(json.dumps(a))
    ops = viewer.diff(a, b)
    assert a == before, "diff must not change its input"
    assert viewer.patch(json.loads(json.dumps(a)), ops) == b
    assert (ops == []) == (a == b)


@pytest.mark.parametrize("a, b", [(False, 0), ({"x": False}, {"x": 0}), ({"x": 1}, {"x": True})])
def test_a_flag_and_a_number_are_different_values_on_the_page(a, b):
    ops = viewer.diff(a, b)
    assert ops, "false and 0 print differently: the patch must carry the change"
    assert json.dumps(viewer.patch(json.loads(json.dumps(a)), ops)) == json.dumps(b)


def test_a_card_moved_from_the_top_of_a_long_list_is_one_small_operation():
    deck = [{"id": f"alice.{k}", "name": f"Card {k}"} for k in range(2000)]
    ops = viewer.diff({"deck": deck, "hand": []}, {"deck": deck[1:], "hand": [deck[0]]})
    assert ops == [[viewer.SPLICE, ["deck"], 0, 1, []], [viewer.SPLICE, ["hand"], 0, 0, [deck[0]]]]


# -- the page's boards are the engines' views --------------------------------------------------


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_board_of_every_perspective_is_the_engines_view(path):
    log = read_log(str(path))
    mid = log.match_id()
    data = viewer.page_data(log, mid, core.verify(log, match=mid), core.engine(log.game).RULES)
    players = [p.id for p in log.header.players]
    assert data["perspectives"] == ["judge", *players, "spectator"]
    assert [e[0] for e in data["events"]] == list(range(1, len(log.events) + 1))
    for name in data["perspectives"]:
        assert boards(data, name) == engine_views(log, None if name == "judge" else name), name


def test_the_spectator_sees_no_hand_and_each_seat_only_its_own(tmp_path):
    log = read_log(str(ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"))
    data = viewer.page_data(log, log.match_id(), core.verify(log), core.engine(log.game).RULES)
    last = {name: boards(data, name)[5] for name in data["perspectives"]}
    hands = {name: [p["hand"]["cards"] is not None for p in v["players"]] for name, v in last.items()}
    assert hands == {"judge": [True, True], "alice": [True, False], "bob": [False, True], "spectator": [False, False]}
    assert last["spectator"]["viewer"] == "spectator"
    # bob's draw is worded without its card for everyone but bob and the judge.
    assert data["events"][2][5] == "bob draws Radiant Seer (bob.11)"
    assert data["texts"]["alice"]["3"] == data["texts"]["spectator"]["3"] == "bob draws a card"


def test_violations_are_shown_with_the_rule_words_and_source_verify_prints():
    path = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"
    log = read_log(str(path))
    data = viewer.page_data(log, log.match_id(), core.verify(log), core.engine(log.game).RULES)
    out = CliRunner().invoke(cli, ["verify", "--json", str(path)])
    reported = json.loads(out.output)["violations"]
    assert [{k: v for k, v in x.items() if k != "text"} for x in data["violations"]] == reported
    assert data["violations"][0]["text"] == "Battlers you summoned this turn cannot attack."
    assert data["verdict"]["clean"] is False and data["verdict"]["violations"] == 1


# -- the command -----------------------------------------------------------------------


def test_view_writes_one_self_contained_page(tmp_path):
    out = tmp_path / "round.html"
    log = ROOT / "sample_logs/fftcg/stack-three-deep-and-party-attack.jsonl"
    r = CliRunner().invoke(cli, ["view", str(log), "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert str(out) in r.output
    html = out.read_text(encoding="utf-8")
    # Nothing is fetched: no external script, style, font or image; the policy forbids it anyway.
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html)
    assert "@import" not in html and "url(" not in html
    assert "default-src 'none'" in html
    data = embedded(html)
    assert data["match"]["game"] == "fftcg" and len(data["events"]) == len(read_log(str(log)).events)


def test_view_as_a_seat_holds_nothing_else(tmp_path):
    out = tmp_path / "bob.html"
    path = ROOT / "sample_logs/chrono_clash/illegal/draw-not-top.jsonl"
    r = CliRunner().invoke(cli, ["view", str(path), "--as", "bob", "-o", str(out)])
    assert r.exit_code == 0, r.output
    data = embedded(out.read_text(encoding="utf-8"))
    assert data["perspectives"] == ["bob"] and set(data["start"]) == set(data["patches"]) == {"bob"}
    log = read_log(str(path))
    assert boards(data, "bob") == engine_views(log, "bob")
    # The judge's message names alice's hidden deck cards: a seat's file leaves it out, keeps the rule.
    assert [v["message"] for v in data["violations"]] == [None]
    assert data["violations"][0]["rule"] == "ccs.draw.not-top"
    assert "Frost Warden (alice.13)" not in out.read_text(encoding="utf-8")
    assert [p.get("decklist") is not None for p in data["match"]["players"]] == [False, True]


def test_view_refuses_an_unknown_seat_and_a_missing_log(tmp_path):
    log = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"
    r = CliRunner().invoke(cli, ["view", str(log), "--as", "zed", "-o", str(tmp_path / "x.html")])
    assert r.exit_code == 2 and "'zed': not a player" in r.output
    assert not (tmp_path / "x.html").exists()
    r = CliRunner().invoke(cli, ["view", str(tmp_path / "missing.jsonl"), "-o", str(tmp_path / "y.html")])
    assert r.exit_code == 2 and r.output.startswith("Error:")
    assert not (tmp_path / "y.html").exists()


def test_replay_as_spectator_hides_every_hand():
    log = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"
    r = CliRunner().invoke(cli, ["replay", str(log), "--at", "5", "--as", "spectator", "--json"])
    assert r.exit_code == 0, r.output
    view = json.loads(r.output)
    assert view["viewer"] == "spectator"
    assert [p["hand"] for p in view["players"]] == [{"count": 6, "cards": None}, {"count": 5, "cards": None}]


# -- escaping -------------------------------------------------------------------------------

HOSTILE = '<img src=x onerror="alert(1)">\x07</script><script>alert(2)</script>{{JS}}'


def hostile_log(tmp_path: Path) -> Path:
    """A sample whose label and player name are markup, a closing script tag and control characters."""
    log = read_log(str(ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"))
    log.header.match = HOSTILE
    log.header.players[0].name = HOSTILE
    out = tmp_path / "hostile.jsonl"
    out.write_bytes(dump_log(log.header, log.events))
    return out


def test_names_and_labels_cannot_open_markup(tmp_path):
    page = tmp_path / "hostile.html"
    r = CliRunner().invoke(cli, ["view", str(hostile_log(tmp_path)), "-o", str(page)])
    assert r.exit_code == 0, r.output
    html = page.read_text(encoding="utf-8")
    assert "<img" not in html and "<script>alert" not in html and "\x07" not in html
    assert html.count("</script>") == 2  # the data block's and the script's own
    assert embedded(html)["match"]["label"] == HOSTILE
    assert viewer.text(HOSTILE).startswith("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;\ufffd&lt;/script&gt;")
