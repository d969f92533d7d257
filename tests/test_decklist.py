"""Registered deck lists (issue 11 §3): the LIST format, its legality, and the list held against a match.

Every game: the sample lists are clean against their sample match; each
kind of mismatch is flagged with its rule id; bad input is one line naming
file, line and field (exit 2).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.decklist import parse_decklists, read_decklists
from ledger.errors import LogError, UnknownCardError
from ledger.log import read_log
from projections.decklist import check_decklists, seen_in_play

ROOT = Path(__file__).resolve().parent.parent
LISTS = ROOT / "sample_logs" / "decklists"

CCS_LOG = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"
CCS_LIST = LISTS / "chrono-clash-win-quests.txt"
FOW_LOG = ROOT / "sample_logs/force_of_will/win-by-life.jsonl"
FOW_LISTS = [LISTS / "force-of-will-win-by-life/alice.txt", LISTS / "force-of-will-win-by-life/bob.txt"]
FFT_LOG = ROOT / "sample_logs/fftcg/win-seven-damage.jsonl"
FFT_LIST = LISTS / "fftcg-win-seven-damage.json"
FFT_TEXT = LISTS / "fftcg-paper-table.txt"
FFT_PAPER = ROOT / "sample_logs/fftcg/paper-table-stack-and-party-attack.jsonl"

GAMES = {
    "chrono-clash": (CCS_LOG, [CCS_LIST]),
    "force-of-will": (FOW_LOG, FOW_LISTS),
    "fftcg": (FFT_LOG, [FFT_LIST]),
    "fftcg-paper": (FFT_PAPER, [FFT_TEXT]),
}


def lists_of(paths: list[Path]) -> list:
    return [lst for p in paths for lst in read_decklists(p)]


def rules_of(report) -> list[str]:
    return [v.rule for v in report.violations]


def main_key(lst, name: str) -> str | None:
    """The main-deck entry of ``lst`` for a card name or serial (FFTCG entries may add the name)."""
    return next((k for k in lst.main if k.split(" ")[0] == name), None)


def first_seen(log, lst) -> tuple[int, str]:
    """The seq and name of the first main-deck card of ``lst``'s player seen (0: at set-up)."""
    for seq, _turn, owner, name, _iid, _zone in seen_in_play(log):
        if owner == lst.player and main_key(lst, name):
            return seq, name
    raise AssertionError("no card seen")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_sample_lists_are_clean_against_their_match(game):
    log_path, list_paths = GAMES[game]
    report = check_decklists(read_log(log_path), lists_of(list_paths))
    assert report.clean, [v.message for v in report.violations]
    assert sorted(r.player for r in report.lists) == sorted(p.id for p in read_log(log_path).header.players)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_card_removed_from_the_list_is_flagged_in_the_header_and_where_it_was_seen(game):
    log_path, list_paths = GAMES[game]
    log = read_log(log_path)
    lists = lists_of(list_paths)
    alice = next(lst for lst in lists if lst.player == "alice")
    seq, name = first_seen(log, alice)
    del alice.main[main_key(alice, name)]
    report = check_decklists(log, lists)
    assert not report.clean
    differs = [v for v in report.violations if v.rule == "decklist.header-differs"]
    assert len(differs) == 1 and differs[0].player == "alice" and "which their registered list does not have" in differs[0].message
    seen = [v for v in report.violations if v.rule == "decklist.seen-not-registered"]
    assert seen and seen[0].seq == seq and seen[0].player == "alice"
    assert "a card their registered list does not have" in seen[0].message


@pytest.mark.parametrize("game", sorted(GAMES))
def test_fewer_copies_on_the_list_flags_the_copy_seen_beyond_them(game):
    log_path, list_paths = GAMES[game]
    log = read_log(log_path)
    lists = lists_of(list_paths)
    alice = next(lst for lst in lists if lst.player == "alice")
    seen = [s for s in seen_in_play(log) if s[2] == "alice" and main_key(alice, s[3])]
    name = seen[0][3]
    copies = [s for s in seen if s[3] == name]
    key = main_key(alice, name)
    alice.main[key] = len(copies) - 1
    if not alice.main[key]:
        del alice.main[key]
    report = check_decklists(log, lists)
    assert "decklist.header-differs" in rules_of(report)
    beyond = [v for v in report.violations if v.rule == "decklist.seen-not-registered"]
    assert len(beyond) == 1 and beyond[0].seq == copies[-1][0]
    assert copies[-1][4] in beyond[0].message


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_card_added_to_the_list_is_flagged_against_the_header_only(game):
    log_path, list_paths = GAMES[game]
    log = read_log(log_path)
    lists = lists_of(list_paths)
    bob = next(lst for lst in lists if lst.player == "bob")
    alice_cards = next(lst for lst in lists if lst.player == "alice").main
    extra = next(k for k in alice_cards if k not in bob.main)
    bob.main[extra] = 1
    report = check_decklists(log, lists)
    differs = [v for v in report.violations if v.rule == "decklist.header-differs"]
    assert len(differs) == 1 and differs[0].player == "bob"
    assert "which the log header's main deck does not have" in differs[0].message
    # The extra card may also break a deck-building rule of the list itself (size, colours): never a card seen.
    others = {v.rule for v in report.violations} - {"decklist.header-differs"}
    assert all(r.split(".")[1] == "deck" for r in others), others


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_player_without_a_list_is_flagged(game):
    log_path, list_paths = GAMES[game]
    lists = [lst for lst in lists_of(list_paths) if lst.player != "bob"]
    report = check_decklists(read_log(log_path), lists)
    assert rules_of(report) == ["decklist.missing"]
    assert report.violations[0].player == "bob"


@pytest.mark.parametrize("game,rule", [("chrono-clash", "ccs.deck.copies"), ("fftcg", "fftcg.deck.copies")])
def test_an_illegal_list_breaks_the_engines_deck_rule(game, rule):
    log_path, list_paths = GAMES[game]
    lists = lists_of(list_paths)
    alice = next(lst for lst in lists if lst.player == "alice")
    key = next(iter(alice.main))
    alice.main[key] = 4
    report = check_decklists(read_log(log_path), lists)
    assert rule in rules_of(report)
    legal = next(v for v in report.violations if v.rule == rule)
    assert legal.message.startswith("Registered list (") and legal.player == "alice"


def test_force_of_will_list_with_a_ruler_that_is_no_ruler_breaks_the_setup_rule():
    lists = lists_of(FOW_LISTS)
    alice = next(lst for lst in lists if lst.player == "alice")
    alice.ruler = next(iter(alice.main))
    report = check_decklists(read_log(FOW_LOG), lists)
    assert "fow.setup.ruler" in rules_of(report)
    assert any("ruler in the log header" in v.message for v in report.violations)


def test_unknown_card_names_the_line_and_suggests_close_names_without_picking(tmp_path):
    text = CCS_LIST.read_text().replace("3 Cinder Hound", "3 Cinder Hund", 1)
    bad = tmp_path / "lists.txt"
    bad.write_text(text)
    with pytest.raises(UnknownCardError) as exc:
        check_decklists(read_log(CCS_LOG), read_decklists(bad))
    line = text.splitlines().index("3 Cinder Hund") + 1
    assert exc.value.path == str(bad) and exc.value.line == line and exc.value.field == "main"
    assert "'Cinder Hound'" in str(exc.value)


def test_fftcg_name_in_place_of_a_serial_suggests_its_serial(tmp_path):
    bad = tmp_path / "alice.txt"
    bad.write_text("Game: fftcg\n3 Ifrit\n")
    with pytest.raises(UnknownCardError) as exc:
        check_decklists(read_log(FFT_LOG), read_decklists(bad))
    assert "Ifrit 1-004" in str(exc.value) and exc.value.line == 2


def test_fftcg_rarity_letter_and_name_after_the_serial(tmp_path):
    ok = tmp_path / "alice.txt"
    ok.write_text("3 1-004H Ifrit\n")
    report = check_decklists(read_log(FFT_LOG), read_decklists(ok))
    assert [r.player for r in report.lists] == ["alice"]
    assert not any("Ifrit" in v.message for v in report.violations if v.rule == "decklist.header-differs")
    assert any("Wol" in v.message or "1-0" in v.message for v in report.violations)
    wrong = tmp_path / "bob.txt"
    wrong.write_text("3 1-004 Shiva\n")
    with pytest.raises(LogError, match="1-004 is 'Ifrit', not 'Shiva'"):
        check_decklists(read_log(FFT_LOG), read_decklists(wrong))


@pytest.mark.parametrize("text,line,field,words", [
    ("Player: alice\n3 Cinder Hound\nthree Flame Lancer\n", 3, "count", "neither a card line"),
    ("Player: alice\n0 Cinder Hound\n", 2, "count", "needs 1 copy or more"),
    ("Player: alice\nSideboard:\n1 Kraken\n", 2, "section", "is not a deck-list line"),
    ("Player:\n1 Kraken\n", 1, "player", "names no player"),
    ("Player: alice\n1 Kraken\nPlayer: alice\n1 Kraken\n", 3, "player", "a second list"),
    ("Game: chess\nPlayer: alice\n1 Kraken\n", 1, "game", "is not one matchledger reads"),
    ("# nothing\n", 1, "", "no deck list"),
])
def test_bad_text_is_one_error_naming_line_and_field(text, line, field, words):
    with pytest.raises(LogError) as exc:
        parse_decklists(text.encode(), "lists.txt")
    assert (exc.value.line, exc.value.field) == (line, field)
    assert words in exc.value.reason


def test_json_lists_decode_with_msgspec_and_bad_json_names_the_field():
    got = parse_decklists(b'[{"player": "alice", "main": {"Kraken": 1}}, {"player": "bob", "main": {}}]', "l.json")
    assert [(lst.player, lst.main) for lst in got] == [("alice", {"Kraken": 1}), ("bob", {})]
    with pytest.raises(LogError) as exc:
        parse_decklists(b'{"player": "alice", "main": {"Kraken": "one"}}', "l.json")
    assert exc.value.field.startswith("$.main")
    with pytest.raises(LogError) as exc:
        parse_decklists(b'{"player": "alice", "sideboard": {}}', "l.json")
    assert exc.value.field == "$.sideboard"


def test_one_file_per_player_is_named_by_its_file_and_sections_are_read():
    (alice,) = read_decklists(FOW_LISTS[0])
    assert alice.player == "alice" and alice.ruler and alice.stones and alice.main
    both = read_decklists(CCS_LIST)
    assert [lst.player for lst in both] == ["alice", "bob"] and both[0].extra and both[0].name == "Alice"


def test_a_section_the_game_lacks_is_refused(tmp_path):
    bad = tmp_path / "alice.txt"
    bad.write_text("Main deck:\n3 1-004\nExtra deck:\n1 1-001\n")
    with pytest.raises(LogError) as exc:
        check_decklists(read_log(FFT_LOG), read_decklists(bad))
    assert exc.value.field == "extra" and exc.value.line == 4


# -- the commands ------------------------------------------------------------------------


def test_decklist_check_command_clean_flagged_and_unusable(tmp_path):
    runner = CliRunner()
    ok = runner.invoke(cli, ["decklist", "check", str(CCS_LOG), str(CCS_LIST)])
    assert ok.exit_code == 0, ok.output
    assert "Clean: every list is legal" in ok.output
    short = tmp_path / "lists.txt"
    short.write_text(CCS_LIST.read_text().split("Player: bob")[0])
    found = runner.invoke(cli, ["decklist", "check", str(CCS_LOG), str(short), "--json"])
    assert found.exit_code == 1, found.output
    data = json.loads(found.output)
    assert [v["rule"] for v in data["violations"]] == ["decklist.missing"]
    bad = tmp_path / "bad.txt"
    bad.write_text("Player: alice\n3 Cinder Hund\n")
    err = runner.invoke(cli, ["decklist", "check", str(CCS_LOG), str(bad)])
    assert err.exit_code == 2
    assert err.output.strip().splitlines() == [
        f"Error: {bad}:2: main: 'Cinder Hund' is no chrono-clash card; the closest known: 'Cinder Hound'"]


def test_verify_with_decklist_adds_the_findings_to_the_verdict(tmp_path):
    runner = CliRunner()
    clean = runner.invoke(cli, ["verify", str(FOW_LOG), "--decklist", str(FOW_LISTS[0]),
                                "--decklist", str(FOW_LISTS[1])])
    assert clean.exit_code == 0, clean.output
    assert "Registered deck lists held against the match: alice" in clean.output
    only_alice = runner.invoke(cli, ["verify", str(FOW_LOG), "--decklist", str(FOW_LISTS[0]), "--json"])
    assert only_alice.exit_code == 1
    data = json.loads(only_alice.output)
    assert not data["clean"] and [v["rule"] for v in data["violations"]] == ["decklist.missing"]


def test_decklist_check_on_a_stored_match(tmp_path):
    runner = CliRunner()
    db = str(tmp_path / "l.db")
    assert runner.invoke(cli, ["import", "--db", db, str(FFT_LOG)]).exit_code == 0
    mid = read_log(FFT_LOG).match_id()[:8]
    res = runner.invoke(cli, ["decklist", "check", mid, str(FFT_LIST), "--db", db])
    assert res.exit_code == 0, res.output


def test_every_finding_is_its_template_filled_in():
    from projections.messages import fill

    lists = lists_of([FFT_TEXT])
    lists[0].main.pop(next(iter(lists[0].main)))
    lists[0].main[next(iter(lists[0].main))] = 4
    report = check_decklists(read_log(FFT_PAPER), lists[:1])
    assert {v.rule for v in report.violations} >= {"decklist.header-differs", "decklist.missing", "fftcg.deck.copies"}
    for v in report.violations:
        assert v.template and fill(v.template, v.args) == v.message, v


def test_two_lists_for_one_player_in_two_files_are_refused_whatever_their_order(tmp_path):
    """One list a player, as within one file: with a second list for alice in another file, which counted
    depended on the order the files were given (clean one way, three findings the other)."""
    alt = tmp_path / "alt.txt"
    alt.write_text(CCS_LIST.read_text().split("Player: bob")[0].replace("3 Cinder Hound", "2 Cinder Hound"))
    for files in ((CCS_LIST, alt), (alt, CCS_LIST)):
        for args in (["decklist", "check", str(CCS_LOG), *map(str, files)],
                     ["verify", str(CCS_LOG), "--decklist", str(files[0]), "--decklist", str(files[1])]):
            res = CliRunner().invoke(cli, args)
            assert res.exit_code == 2, res.output
            assert f"{files[1]}:" in res.output and "a second list for player 'alice' (the first is in " \
                f"{files[0]}, line " in res.output


def test_an_empty_player_in_a_json_list_is_refused_as_the_text_form_refuses_it(tmp_path):
    """"player": "" is a list for nobody: refused (exit 2, its field), as "Player:" with no id is in text; it
    used to fall back on the file's name and report the list as no player's of the match."""
    bad = tmp_path / "alice.json"
    bad.write_text(json.dumps({"player": "", "main": {"Cinder Hound": 3}}))
    res = CliRunner().invoke(cli, ["decklist", "check", str(CCS_LOG), str(bad)])
    assert res.exit_code == 2, res.output
    assert f"{bad}:1: $.player: the list's \"player\" is empty" in res.output
    text = tmp_path / "alice.txt"
    text.write_text("Player: \n3 Cinder Hound\n")
    assert CliRunner().invoke(cli, ["decklist", "check", str(CCS_LOG), str(text)]).exit_code == 2


def test_one_ruler_a_player_and_none_in_a_game_without_rulers(tmp_path):
    """A second ruler (or one ruler in several copies) is "a player has one ruler" in a Force of Will list; in a
    Chrono Clash list a "Ruler:" line is a section that game lacks, whatever follows it (it was "a player has
    one ruler" when cards followed it)."""
    alice = FOW_LISTS[0].read_text()
    ruler_line = next(line for line in alice.splitlines() if line.lower().startswith("ruler:"))
    for extra in (ruler_line, "Ruler:\n2 " + ruler_line.split(":", 1)[1].strip()):
        two = tmp_path / "alice.txt"
        two.write_text(alice.replace(ruler_line, ruler_line + "\n" + extra, 1))
        res = CliRunner().invoke(cli, ["decklist", "check", str(FOW_LOG), str(two), str(FOW_LISTS[1])])
        assert res.exit_code == 2 and "ruler: a player has one ruler" in res.output, res.output
    ccs = tmp_path / "ccs.txt"
    ccs.write_text("Player: alice\nRuler: Cinder Hound\n3 Cinder Hound\n")
    res = CliRunner().invoke(cli, ["decklist", "check", str(CCS_LOG), str(ccs)])
    assert res.exit_code == 2 and f"{ccs}:2: ruler: a chrono-clash deck list has no ruler section" in res.output
