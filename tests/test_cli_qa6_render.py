"""The sixth outside reading of the command line's reports: what a seat's replay shows of a violation, a Force of
Will standby card, the words of the replay page in French and Italian, explain's changes, a round's unusable
inputs, and the small wordings.

1. ``replay --as SEAT`` (and ``--as spectator``, ``--step``, ``--before``) leaves the judge's message out, as a
   seat's ``view`` file does: one rule, :func:`cli.render.seat_message`.
2. A Force of Will standby card is named to the judge and its owner, face down to the others.
3. ``verify --decklist``'s note is a catalog message.
4. A paper Force of Will log's unseen card is "a hidden card" in the report's language.
5. The replay page says what the text commands say: the catalog's words for the games' values, its colons and
   quotes, the perspective.
6. ``explain`` says which cards left or entered a zone in words, and where a card is without a JSON path.
7. A round counts an input naming no match among the unusable.
8. The chase's separator, FFTCG's result line, ``view --open`` without a browser.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import read_log

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs"
DRAW_NOT_TOP = SAMPLES / "chrono_clash/illegal/draw-not-top.jsonl"  # seq 6: alice.13 drawn, alice.12 on top
GUARDIAN_NOT_TOP = SAMPLES / "chrono_clash/illegal/guardian-not-top.jsonl"  # seq 11: alice.5 was the top guardian
CHASE = SAMPLES / "force_of_will/chase-several-deep.jsonl"  # turn 5: Flash of Demon Sword (alice.2) on standby
LIFO = SAMPLES / "fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"  # seq 48, the log ends before the game
CLEAN = SAMPLES / "chrono_clash/win-quests.jsonl"
HIDDEN = ("Frost Warden (alice.13)", "Tide Scholar (alice.12)")


def run(*args: str, **kw):
    return CliRunner().invoke(cli, [str(a) for a in args], **kw)


def embedded(html: str) -> dict:
    m = re.search(r'id="ml-data">(.*?)</script>', html, re.S)
    assert m, "the page has no data block"
    return json.loads(m.group(1))


# -- 1. a seat's replay leaves the judge's message out ------------------------------------------------------------


@pytest.mark.parametrize("args", [["--at", "6", "--as", "bob"], ["--at", "6", "--as", "alice"],
                                  ["--at", "6", "--as", "spectator", "--lang", "fr"],
                                  ["--before", "6", "--as", "bob"], ["--at", "6", "--as", "bob", "--lang", "it"]])
def test_a_seat_replay_does_not_name_the_cards_of_a_flagged_draw(args):
    res = run("replay", DRAW_NOT_TOP, *args)
    assert res.exit_code == 0, res.output
    flagged = [line for line in res.output.splitlines() if "ccs.draw.not-top" in line]
    assert len(flagged) == 1  # which rule was broken there is still said, with its words
    assert not any(name in flagged[0] for name in HIDDEN), flagged
    assert "Tide Scholar" not in res.output  # the top of alice's deck, which no seat sees
    if "--lang" not in args:
        assert ("left out of a seat's view" in res.output) and '"2 Draw 1 card from your deck"' in res.output


def test_the_judge_still_reads_the_message():
    res = run("replay", DRAW_NOT_TOP, "--at", "6")
    assert "FLAGGED: ccs.draw.not-top — alice drew Frost Warden (alice.13), but the top card of the deck was " \
           "Tide Scholar (alice.12)" in res.output


def test_a_seat_stepping_through_does_not_see_the_message():
    res = run("replay", DRAW_NOT_TOP, "--step", "--as", "spectator", input="v\nq\n")
    assert res.exit_code == 0, res.output
    assert "ccs.draw.not-top" in res.output and not any(name in res.output for name in HIDDEN)


def test_a_seat_just_before_a_flagged_guardian_does_not_learn_the_top_guardian():
    res = run("replay", GUARDIAN_NOT_TOP, "--before", "11", "--as", "bob")
    assert res.exit_code == 0, res.output
    assert "The next event is flagged: ccs.guardian.not-top" in res.output
    assert "Inferno Drake" not in res.output
    judge = run("replay", GUARDIAN_NOT_TOP, "--before", "11").output
    assert "but the top guardian was Inferno Drake (alice.5)" in judge


def test_replay_and_a_seat_file_ask_one_function(monkeypatch, tmp_path):
    """``replay --as`` and ``view --as`` show a violation's message as :func:`cli.render.seat_message` says."""
    import cli.render

    monkeypatch.setattr(cli.render, "seat_message", lambda v, viewer, seen=None: f"<{viewer} may read {v.rule}>")
    assert "FLAGGED: ccs.draw.not-top — <bob may read ccs.draw.not-top>" in \
        run("replay", DRAW_NOT_TOP, "--at", "6", "--as", "bob").output
    out = tmp_path / "bob.html"
    assert run("view", DRAW_NOT_TOP, "--as", "bob", "-o", out).exit_code == 0
    assert [v["message"] for v in embedded(out.read_text(encoding="utf-8"))["violations"]] == [
        "<bob may read ccs.draw.not-top>"]


def test_replay_json_of_a_seat_holds_no_violation():
    res = run("replay", DRAW_NOT_TOP, "--at", "6", "--as", "bob", "--json")
    assert res.exit_code == 0 and not any(name in res.output for name in HIDDEN)


# -- 2. a Force of Will standby card ------------------------------------------------------------------------------


def _standby(*args: str) -> list[str]:
    res = run("replay", CHASE, "--turn", "5", *args)
    assert res.exit_code == 0, res.output
    return [line.strip() for line in res.output.splitlines() if "standby zone" in line or "Chant-Réserve" in line]


def test_the_judge_and_its_owner_see_the_standby_card_named():
    assert _standby()[0] == "standby zone (1): Flash of Demon Sword (alice.2)"
    assert _standby("--as", "alice")[0] == "standby zone (1): Flash of Demon Sword (alice.2)"
    assert _standby("--as", "bob")[0] == "standby zone: 1 face-down card"
    assert _standby("--as", "spectator")[0] == "standby zone: 1 face-down card"
    assert _standby("--as", "bob", "--lang", "fr")[0] == "Zone Chant-Réserve : 1 carte face cachée"


# -- 3. the deck lists' note is a catalog message ----------------------------------------------------------------


def test_the_deck_list_note_is_marked_for_the_catalogs():
    from babel.messages.extract import extract_from_file

    keywords = {"N_": None, "_": None, "tr": None, "ngettext": (1, 2), "ntr": (1, 2), "NP_": (1, 2),
                "NC_": ((1, "c"), 2)}
    found = {m[1] for m in extract_from_file("python", str(ROOT / "cli/verify.py"), keywords=keywords)}
    assert "Registered deck lists held against the match: {lists}." in found
    assert "none of its players" in found
    res = run("verify", CLEAN, "--decklist", SAMPLES / "decklists/chrono-clash-win-quests.txt")
    assert "Note: Registered deck lists held against the match: alice (" in res.output


# -- 4. a paper Force of Will log's hidden card ---------------------------------------------------------------------


@pytest.fixture
def fow_paper(tmp_path) -> Path:
    """A Force of Will log with no deck order (a paper table): alice puts back an unseen card, then calls one."""
    from fow import ev, seat

    seats = [{k: v for k, v in s.items() if k not in ("order", "stone_order")}
             for s in (seat("alice", ruler="Melgis, the Flame King"), seat("bob"))]
    events = [ev("Mulliganed", "alice", cards=["alice.1"]), ev("Mulliganed", "bob", cards=[]),
              ev("StoneCalled", "alice", card="alice.s1")]
    head = {"version": 1, "game": "force-of-will", "players": seats, "first": "alice"}
    path = tmp_path / "paper-fow.jsonl"
    path.write_text("\n".join([json.dumps(head)] + [json.dumps({"seq": k, **e}) for k, e in enumerate(events, 1)])
                    + "\n", encoding="utf-8")
    return path


def test_a_paper_logs_hidden_card_is_said_in_the_reports_language(fow_paper):
    first = run("replay", fow_paper, "--at", "1", "--lang", "fr").output
    assert "alice place une carte cachée (alice.1) sous le deck" in first
    third = run("replay", fow_paper, "--at", "3", "--lang", "it").output
    assert "una carta nascosta (alice.2)" in third, third
    # (the stone called, face up in the magic stone area, is a magic stone in the event line as on the board: qa39c F8;
    # was "a hidden card (alice.s1)")
    assert "per chiamare una Pietra Magica (alice.s1)" in third, third
    md = run("export", fow_paper, "--format", "md", "--lang", "fr").output
    assert "pour appeler une Pierre Magique (alice.s1)" in md
    for text in (first, third, md):
        assert "a hidden card" not in text and "a magic stone" not in text
    assert "alice rests Melgis, the Flame King (alice.r) to call a magic stone (alice.s1)" in \
        run("replay", fow_paper, "--at", "3").output


# -- 5. the replay page's words --------------------------------------------------------------------------------------


def _page(log: Path, lang: str, tmp_path: Path, *extra: str) -> tuple[Path, dict]:
    out = tmp_path / f"page-{lang}.html"
    res = run("view", log, "--lang", lang, "-o", out, *extra)
    assert res.exit_code == 0, res.output
    return out, embedded(out.read_text(encoding="utf-8"))


def test_the_page_is_given_the_catalogs_words_for_the_games_values(tmp_path):
    _, fr = _page(LIFO, "fr", tmp_path)
    words = fr["words"]
    assert words["type"]["forward"] == "Avant" and words["type"]["backup"] == "Soutien"
    assert words["traits"]["brave"] == "Bravoure" and words["format"]["constructed"] == "construit"
    assert words["elements"]["fire"] == "Feu" and words["kind"]["summon"] == "Invocation"
    assert set(fr["bracketed"]) == {"traits", "keywords"}
    labels = fr["sentences"]
    assert labels["rule_line"] == "Règle ({source}) : « {words} »"
    assert labels["result_line"] == "Résultat : {result}" and labels["note_line"] == "Remarque : {note}"
    assert labels["event_line"] == "Événement {seq} : {event}"
    # English says FFTCG's phases as its text does ("Main Phase 1"), not the engine's ids.
    _, en = _page(LIFO, "en", tmp_path)
    assert en["words"]["phase"]["main1"] == "Main Phase 1" and en["sentences"]["pair"] == "{label}: {value}"
    _, fow = _page(CHASE, "it", tmp_path)
    assert fow["words"]["side"]["ruler"] == "Ruler" and fow["fields"]["label"] == "nome"


def test_the_french_page_shows_what_the_text_commands_say(page, tmp_path):
    html, _data = _page(LIFO, "fr", tmp_path)
    page.goto(html.as_uri() + "#seq=48")
    page.wait_for_selector('html[data-ready] #board[data-seq="48"]', state="attached")
    state, here = page.inner_text("#state"), page.inner_text("#here")
    assert "[juge (tout)]" in state and "[judge]" not in state
    assert "result msg" not in state and "result_msg" not in state
    assert "Règle (Règles FFTCG V2 (français), section 8. Règles de la pile d’effets) : « Lorsque" in here and "“" not in here
    assert "seq 48, tour 4, alice — fftcg.stack.lifo" in here
    assert "Événement 48 (Tour 4) : Ifrit 1-004 (alice.4) se résout" in page.inner_text("#eventline")
    assert "Résultat : le journal s'arrête avant la fin de la partie." in page.inner_text("#verdict")
    board = page.inner_text("#board")
    tifa = page.inner_text('#board .card[data-card="alice.1"]')
    assert "Avant" in tifa and "[Bravoure]" in tifa and "Feu" in tifa
    assert "Soutien" in page.inner_text('#board .card[data-card="alice.3"]')
    for raw in ("forward", "backup", "brave", "first-strike", ": fire", "traits"):
        assert raw not in board, raw
    assert "construit" in state and "constructed" not in state and "Main Phase 1" in state


def test_a_seat_file_in_italian_names_its_perspective(page, tmp_path):
    html, _data = _page(CHASE, "it", tmp_path, "--as", "bob")
    page.goto(html.as_uri() + "#seq=30")
    page.wait_for_selector('html[data-ready] #board[data-seq="30"]', state="attached")
    state = page.inner_text("#state")
    assert "[bob]" not in state and "bob]" in state and "Ruler" in page.inner_text("#board")
    assert "ruler:" not in page.inner_text("#board")


# -- 6. explain's changes and places in words ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_explain_says_which_cards_left_and_entered(lang):
    res = run("explain", LIFO, "48", "--lang", lang)
    assert res.exit_code == 1, res.output
    out = res.output
    assert "{\"left\"" not in out and "{\"entered\"" not in out and "-> null" not in out
    assert "stack[0].source" not in out and ".cards)" not in out
    if lang == "en":
        assert "  bob's field: Gordon (bob.2) left" in out.splitlines()  # desk qa26: the card by name
        assert "  bob's break zone: Gordon (bob.2) entered" in out.splitlines()
        assert "  Ifrit (alice.4): stack, item 1 from the bottom; serial 1-004" in out.splitlines()
    clean = run("explain", CLEAN, "5", "--lang", lang).output
    assert "(deck.cards)" not in clean and "(hand.cards)" not in clean and "-> null" not in clean
    if lang == "fr":
        assert "  Tide Scholar (alice.12) : deck d'alice" in clean.splitlines()
    if lang == "it":
        assert "  Tide Scholar (alice.12): deck di alice" in clean.splitlines()


def test_explain_json_keeps_its_paths():
    data = json.loads(run("explain", LIFO, "48", "--json").output)
    assert {"path": "players[1].field", "before": {"left": ["bob.2"]}, "after": None} in data["changed"]


# -- 7. a round's unusable inputs ----------------------------------------------------------------------------------


def test_an_input_naming_no_match_is_counted_unusable(tmp_path):
    empty = tmp_path / "emp"
    empty.mkdir()
    res = run("verify", empty, CLEAN)
    assert res.exit_code == 2
    assert res.stdout.startswith("Verified 1 match: 1 clean, 0 with violations, 1 unusable input apart;")  # qa26: apart
    data = json.loads(run("verify", empty, str(tmp_path / "nothing*.jsonl"), CLEAN, "--json").stdout)
    assert data["totals"]["unusable"] == 2 and data["totals"]["matches"] == 1
    assert len(data["unusable_inputs"]) == 2


# -- 8. small wordings ------------------------------------------------------------------------------------------------


def test_the_chase_is_joined_with_the_catalogs_separator():
    fr = run("replay", CHASE, "--at", "30", "--lang", "fr").output
    assert "Poursuite (dessus en dernier) : Demonflame (alice.1) par alice ; Pride of Knights (bob.2) par bob" in fr


def test_every_games_unfinished_result_is_one_sentence():
    for log in (LIFO, DRAW_NOT_TOP, SAMPLES / "force_of_will/illegal/second-stone-call.jsonl"):
        assert "Result: the log ends before the game does.\n" in run("verify", log).output, log
    assert "Résultat : le journal s'arrête avant la fin de la partie.\n" in run("verify", LIFO, "--lang", "fr").output


def test_opening_the_page_without_a_browser_says_where_it_is(tmp_path, monkeypatch, capsys):
    import webbrowser

    from cli.viewer import open_page

    page = tmp_path / "round.html"
    page.write_text("<!doctype html>", encoding="utf-8")
    monkeypatch.setattr(webbrowser, "open", lambda url: False)
    assert open_page(str(page)) is False
    err = capsys.readouterr().err
    assert err == f"No web browser could be opened: the page is {page.resolve()}\n"
