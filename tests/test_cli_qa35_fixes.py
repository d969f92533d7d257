"""The log reader's hints, the desk's line for a table, and explain's list of the rules checked: the round-35 CLI
findings (a35_cli), one test or more each; the logs are in tests/logs/cli_qa35/. A hint is read as a judge reads
it: followed, it leads to a log that reads.

1. Hints missing in some paths. ``verify`` said msgspec's bare "Expected `int`, got `str`" for a deck count written
   in quotes (``"Cinder Hound": "3"``) or as ``3.0``, under a field ``$.players[0].deck[...]`` that the hint's
   look-up could not follow (a card name is a key in ``["..."]``), and for ``"seq": "3.0"``; an event's
   ``"player": "2"`` (a seat number in quotes) said only that player '2' is not seated. ``record`` said the bare
   "Expected `str`, got `int`" for ``{"type": "CardDrawn", ..., "player": 1}`` typed at the table, and "player '1'
   is not seated in this match" for ``CardDrawn ... player=1``. Each now gets the sibling's hint: "write 3
   without quotes", "write 3", "write "player": "bob" (seat 2)" (the header given to ``record`` is read by the
   same reader, so its hints are verify's). The clean twin reads.
2. The desk line of a table whose only other log is unusable (desk_t: alice's log reads, bob's is cut short at
   line 34) said "Same table 56 in 2 logs that differ: ... (1 unusable)", though no two logs that read were
   compared. It now says "in 2 logs, 1 usable and 1 unusable", then as before that the unusable log must be
   replaced and where its error is ("Unusable input" below; --csv: the error column of its row). Two logs that
   read and differ still say "logs that differ" (the twin: bob's log whole).
3. explain's "Checked (N rules)" read the engine's code to a fixed depth (four calls below the handler) and, of
   ``step``, only the rule ids ``step`` itself names. The three engines' ``step`` now hands every event to a
   ``_step`` one call deeper, so the game-over checks (``ccs.game.over``, ``ccs.game.eliminated``,
   ``fow.game.over``, ``fftcg.game.over``) were on no event's list: the README's explain of an attack said
   "Checked (20 rules)" without them. The list now follows every call within the engine's package, however deep,
   each function read once (a visited set): the README's example says 34 rules, the game-over checks among them,
   and no rule an event's list had before is dropped. An attack after the game is over (e3) is judged against
   ``ccs.game.over`` and says it broke it.
"""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from projections import core
from projections.explain import reached_rules, rules_judged

LOGS = Path(__file__).resolve().parent / "logs" / "cli_qa35"


def _error(name: str, *args: str) -> str:
    res = CliRunner().invoke(cli, ["verify", str(LOGS / name), *args])
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    (line,) = [x for x in res.output.splitlines() if x.startswith("Error:")]
    return line.split(f"{name}:", 1)[1]


@pytest.mark.parametrize("name, said", [
    ("h1_deck_str.jsonl", '1: $.players[0].deck["Cinder Hound"]: expected a number, got the string "3": '
                          'write 3 without quotes'),
    ("h1_deck_float.jsonl", '1: $.players[0].deck["Cinder Hound"]: expected a whole number, got 3.0: write 3'),
    ("h1_extra_deck_str.jsonl", '1: $.players[0].extra_deck.Kraken: expected a number, got the string "1": '
                                'write 1 without quotes'),
    ("h1_fow_deck_str.jsonl", '1: $.players[0].deck["Dragoon of Certo"]: expected a number, got the string "4": '
                              'write 4 without quotes'),
    ("h1_seq_str_float.jsonl", '4: $.seq: expected a number, got the string "3.0": write 3 without quotes'),
    ("h1_player_seat_in_quotes.jsonl", '4: $.player: `player` names a player by id, not by seat: write "player": '
                                       '"bob" (seat 2)'),
])
def test_cli_qa35_verify_hints_a_deck_count_a_seq_and_a_seat_in_quotes(name: str, said: str) -> None:
    assert _error(name) == said


def test_cli_qa35_hint_followed_reads(tmp_path: Path) -> None:
    clean = (LOGS / "h1_clean.jsonl").read_text()
    res = CliRunner().invoke(cli, ["verify", str(LOGS / "h1_clean.jsonl")])
    assert res.exit_code == 0, res.output
    for name, wrong, right in [("h1_deck_str.jsonl", '"Cinder Hound": "3"', '"Cinder Hound": 3'),
                               ("h1_deck_float.jsonl", '"Cinder Hound": 3.0', '"Cinder Hound": 3'),
                               ("h1_seq_str_float.jsonl", '"seq": "3.0"', '"seq": 3'),
                               ("h1_player_seat_in_quotes.jsonl", '"player": "2"', '"player": "bob"')]:
        text = (LOGS / name).read_text()
        assert text.count(wrong) == 1
        assert text.replace(wrong, right) == clean


def test_cli_qa35_record_loading_a_header_gives_the_hint(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["record", "chrono-clash", "--header", str(LOGS / "h1_deck_str.jsonl"),
                                   "--db", str(tmp_path / "l.db")], input="end\n")
    assert res.exit_code == 2
    assert ('h1_deck_str.jsonl:1: $.players[0].deck["Cinder Hound"]: expected a number, got the string "3": '
            'write 3 without quotes') in res.output


def test_cli_qa35_record_typed_seat_number_says_the_id(tmp_path: Path) -> None:
    header = tmp_path / "h.jsonl"
    header.write_text((LOGS / "h1_clean.jsonl").read_text().splitlines()[0] + "\n")
    typed = ['{"type": "CardDrawn", "card": "alice.11", "player": 1}', "CardDrawn card=alice.11 player=1",
             '{"type": "CardDrawn", "card": "alice.11", "player": "1"}', "CardDrawn card=alice.11 player=3",
             "CardDrawn card=alice.11 player=alice", "end"]
    res = CliRunner().invoke(cli, ["record", "chrono-clash", "--header", str(header), "--db", str(tmp_path / "l.db")],
                             input="\n".join(typed) + "\n")
    assert res.exit_code == 0, res.output
    said = [x for x in res.output.splitlines() if x.startswith("(")]
    hint = '($.player: `player` names a player by id, not by seat: write "player": "alice" (seat 1))'
    assert said == [hint, hint, hint, "(player '3' is not seated in this match)"]
    assert "Recorded seq 1." in res.output


def _desk_line(out: str) -> str:
    (line,) = [x for x in out.splitlines() if x.startswith("Same table 56")]
    return line


def test_cli_qa35_desk_line_of_one_usable_log_says_so(tmp_path: Path) -> None:
    folder = LOGS / "desk_t"
    a, b = folder / "table-56-alice.jsonl", folder / "table-56-bob.jsonl"
    res = CliRunner().invoke(cli, ["verify", str(folder), "--db", str(tmp_path / "t.db")])
    assert res.exit_code == 2, res.output
    assert _desk_line(res.output) == (
        f"Same table 56 in 2 logs, 1 usable and 1 unusable: {a}, {b}; the unusable log must be replaced before they "
        f'can be compared: {b} (unreadable from line 34: its error is under "Unusable input", below)')
    assert "that differ" not in res.output
    assert f"{b}:34: the line is cut short" in res.output.split("Unusable input", 1)[1]
    res = CliRunner().invoke(cli, ["verify", str(folder), "--csv", "--db", str(tmp_path / "c.db")])
    assert res.exit_code == 2
    assert _desk_line(res.stderr) == (
        f"Same table 56 in 2 logs, 1 usable and 1 unusable: {a}, {b}; the unusable log must be replaced before they "
        f"can be compared: {b} (unreadable from line 34: its error is in the error column of its row)")
    (bad,) = [r for r in csv.DictReader(io.StringIO(res.stdout)) if r["verdict"] == "unusable"]
    assert "table-56-bob.jsonl:34: the line is cut short" in bad["error"]


def test_cli_qa35_desk_twin_two_readable_logs_still_differ(tmp_path: Path) -> None:
    folder = tmp_path / "desk"
    shutil.copytree(LOGS / "desk_t", folder)
    bob = folder / "table-56-bob.jsonl"
    lines = bob.read_text().splitlines()
    bob.write_text("\n".join(lines[:33]) + "\n")  # bob's log without its cut last line: it reads
    res = CliRunner().invoke(cli, ["verify", str(folder), "--db", str(tmp_path / "t.db")])
    assert "Unusable input" not in res.output, res.output
    line = _desk_line(res.output)
    assert line.startswith("Same table 56 in 2 logs that differ: ") and "compare them: matchledger diff" in line


ROOT = Path(__file__).resolve().parent.parent
ATTACK = "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"
GAME_OVER = {"chrono-clash": ("ccs.game.over", "ccs.game.eliminated"), "force-of-will": ("fow.game.over",),
             "fftcg": ("fftcg.game.over",)}


@pytest.mark.parametrize("game", sorted(GAME_OVER))
def test_cli_qa35_every_event_is_checked_against_the_game_over(game: str) -> None:
    import importlib

    mod = importlib.import_module(f"{core.ENGINES[game]}.engine")
    handlers = getattr(mod, "HANDLERS", None) or getattr(mod, "_HANDLERS", {})
    assert len(handlers) > 10
    for kind in handlers:
        judged = rules_judged(game, kind)
        assert all(rule in judged for rule in GAME_OVER[game]), (kind.__name__, judged)


def test_cli_qa35_readme_attack_lists_the_game_over_checks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    res = CliRunner().invoke(cli, ["explain", ATTACK, "5", "--lang", "en"])
    assert res.exit_code == 1, res.output
    lines = res.output.splitlines()
    assert "Checked (36 rules):" in lines
    checked = lines[lines.index("Checked (36 rules):") + 1:]
    checked = checked[:checked.index("")]
    assert len(checked) == 36
    said = {x.split(":", 1)[0].strip() for x in checked}
    assert {"[ok] ccs.game.over", "[ok] ccs.game.eliminated", "[BROKEN] ccs.attack.summoned-this-turn",
            "[ok] ccs.attack.tapped"} <= said
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.split(f"$ matchledger explain {ATTACK} 5\n", 1)[1].split("```", 1)[0] == res.output


def test_cli_qa35_attack_after_the_end_breaks_the_game_over(tmp_path: Path) -> None:
    import json

    log = str(LOGS / "e3_attack_after_concede.jsonl")
    data = json.loads(CliRunner().invoke(cli, ["verify", "--json", log]).stdout)
    assert [(v["rule"], v["seq"]) for v in data["violations"]] == [("ccs.game.over", 12)]
    data = json.loads(CliRunner().invoke(cli, ["explain", log, "12", "--json"]).stdout)
    assert [c["rule"] for c in data["checked"] if c["broken"]] == ["ccs.game.over"]
    assert "ccs.attack.summoned-this-turn" in [c["rule"] for c in data["checked"]]
    # the twin without the attack ends clean at bob's concession
    assert CliRunner().invoke(cli, ["verify", str(LOGS / "h1_clean.jsonl")]).exit_code == 0


# a chain of calls deeper than the old reading's four: its rule id is still found, each function read once
def _deep_0() -> None:
    _deep_1()


def _deep_1() -> None:
    _deep_2()
    _deep_0()  # a cycle: read once


def _deep_2() -> None:
    _deep_3()


def _deep_3() -> None:
    _deep_4()


def _deep_4() -> None:
    _deep_5()


def _deep_5() -> None:
    _deep_6()


def _deep_6() -> None:
    _deep_7.rule()


class _deep_7:  # noqa: N801  (a method, called by attribute)
    @staticmethod
    def rule() -> str:
        return "ccs.game.over"


def test_cli_qa35_rules_are_read_however_deep_the_call() -> None:
    known = {"ccs.game.over": None, "ccs.game.eliminated": None}
    assert reached_rules([_deep_0], __name__, known) == ("ccs.game.over",)
    assert reached_rules([_deep_5], __name__, known) == ("ccs.game.over",)
    assert reached_rules([_deep_0], "some.other.package", known) == ()
