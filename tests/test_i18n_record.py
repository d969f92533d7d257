"""Recording at a French or Italian table: ``record --lang fr|it`` prompts, lists, refusals, the rules an
entry breaks and its confirmation in that language, measured as ``tests/test_i18n_every_word.py`` does (a
word of the English templates that no translation into that language uses); what is typed, card and player
names and the commands (board, undo, end, quit) stay as they are."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from cli import i18n
from cli.main import cli
from ledger.log import read_log
from ledger.store import Ledger
from test_i18n_every_word import english, english_left  # noqa: F401 (a fixture)
from test_record import SAMPLES, header_file, typed

YES = {"fr": "o", "it": "s", "en": "y"}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.activate("en")  # the language is process-wide: leave the next test in English


def names() -> set[str]:
    from projections import core

    log = read_log(SAMPLES["chrono-clash"])
    board = core.new_board(log)
    out = {p.id for p in log.header.players} | {p.name for p in log.header.players if p.name}
    for iid in board.cards:
        out |= {iid, board.label(iid), getattr(board.cards[iid], "name", None) or ""}
    return {n for n in out if n}


def _data(text: str) -> str:
    """``text`` without what was typed after each prompt and the event fields a refusal lists (the log's words)."""
    text = "\n".join(line.split(" > ", 1)[0] + " > " if " > " in line else line for line in text.splitlines())
    text = re.sub(r"(?<![^\W\d_])'[^'\n]*'", " ", text)  # a value quoted from the input (not an apostrophe)
    return re.sub(r"\((?:its fields|ses champs|i suoi campi|fields of \w+|champs de \w+|campi di \w+) ?:[^)]*\)",
                  " ", text)


def session(tmp_path, lang: str):
    """A short recording: two events, a wrong number, a misspelt field, a forbidden draw refused then
    confirmed, an undo, the end; and a resume of a stopped one."""
    db = str(tmp_path / f"{lang}.db")
    log = read_log(SAMPLES["chrono-clash"])
    e = [typed(x) for x in log.events[:2]]
    bad = '{"type": "CardDrawn", "player": "alice"}'  # a second draw in the turn
    typed_in = f"{e[0]}\n99\nCardDrawn colour=red\n{bad}\nn\n{bad}\n{YES[lang]}\nundo\n{e[1]}\nhelp\nend\n"
    res = CliRunner().invoke(cli, ["record", "chrono-clash", "--header", str(header_file(tmp_path, "chrono-clash")),
                                   "--db", db, "--lang", lang], input=typed_in,
                             env={"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""})
    assert res.exit_code == 0, res.output
    stopped = CliRunner().invoke(cli, ["record", "chrono-clash", "--header",
                                       str(header_file(tmp_path, "chrono-clash")), "--db", db, "--lang", lang],
                                 input=f"{e[0]}\n")
    assert stopped.exit_code == 0, stopped.output
    return db, res.output + stopped.output


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_recording_reads_in_that_language(tmp_path, english, lang):
    db, out = session(tmp_path, lang)
    # the forbidden draw was confirmed with that language's yes: stored flagged, then undone
    with Ledger(db) as led:
        stored = {m.id: led.load(m.id) for m in led.list_matches()}
    assert len(stored) == 2 and sorted(len(lg.events) for lg in stored.values()) == [2, 2], out
    left = english_left(_data(out), names(), english[lang])
    assert not left, "\n".join(left)
    assert "ccs.turn.draw-step" in out  # rule ids are never translated
    (tmp_path / "en").mkdir()
    _en_db, en = session(tmp_path / "en", "en")
    assert len(english_left(_data(en), names(), english[lang])) >= 10, en  # the check would see English
