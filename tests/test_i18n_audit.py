"""A French or Italian organiser audits and signs a ledger: every word in that language.

``audit --lang fr|it`` of a clean ledger and of one tampered several ways
(an edited event, a deleted event, a match hidden from the index, a re-dated
header found against the signed list, a snapshot with a flipped bit, a guard
dropped) prints no English word once the data is taken out (paths, match
ids, hashes, guard names, values quoted from the ledger), measured as
``tests/test_i18n_every_word.py`` measures it: a word of the catalog's
English templates that no translation into that language uses. ``--json``
is data: the same in every language.
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import i18n
from cli.main import cli
from test_i18n_every_word import english, english_left  # noqa: F401 (a fixture)
from test_tamper import TRIGGERS, forge, pristine, set_state, state  # noqa: F401 (a fixture)

HEX = re.compile(r"\b[0-9a-f]{16,64}\b")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.activate("en")  # the language is process-wide: leave the next test in English


def run(*args: str):
    return CliRunner().invoke(cli, list(args), env={"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""})


def _copy(pristine, folder: Path) -> tuple[Path, list[str], Path]:
    db, ids = pristine
    folder.mkdir()
    copy = folder / "ledger.db"
    shutil.copy(db, copy)
    shutil.copy(f"{db}.signed.json", f"{copy}.signed.json")
    shutil.copy(db.parent / "org.key.pub", folder / "org.key.pub")
    return copy, ids, folder / "org.key.pub"


def tampered(pristine, folder: Path) -> tuple[Path, list[str], Path]:
    """A copy of the signed ledger changed six ways (each kind as tests/test_tamper.py makes it)."""
    db, ids, pub = _copy(pristine, folder)
    edited = state(db, ids[0], 5)
    edited["line"] = edited["line"][:-1] + ',"name":"Forged"}'
    redated = state(db, ids[1], 1)
    redated["imported_at"] = "2026-01-01T09:00:00+00:00"
    forge(db, set_state(ids[0], 5, edited),
          ("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 8", [uuid.UUID(ids[0]).hex]),
          set_state(ids[1], 1, redated),
          ("UPDATE matches SET imported_at = ? WHERE id = ?", ["2026-01-01T09:00:00+00:00", ids[1]]))
    con = sqlite3.connect(db)
    seq, blob = con.execute("SELECT seq, board FROM board_snapshots WHERE match_id = ? ORDER BY seq LIMIT 1",
                            [ids[2]]).fetchone()
    con.close()
    forge(db, ("UPDATE board_snapshots SET board = ? WHERE match_id = ? AND seq = ?",
               [blob[:-1] + bytes([blob[-1] ^ 1]), ids[2], seq]), keep_guards_dropped=True)
    forge(db, ("DELETE FROM matches WHERE id = ?", [ids[0]]), keep_guards_dropped=True)
    return db, ids, pub


def left(text: str, db: Path, pub: Path, words: set[str]) -> list[str]:
    """The lines of an audit's ``text`` still holding an English word once its paths, hashes and guards are out."""
    for data in sorted({f"{db}.signed.json", str(db), str(pub), str(db.parent)}, key=len, reverse=True):
        text = text.replace(data, " ")
    return english_left(HEX.sub(" ", text), set(TRIGGERS), words)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_clean_ledger_audits_and_signs_in_that_language(pristine, english, tmp_path, lang):
    db, _ids, pub = _copy(pristine, tmp_path / "clean")
    res = run("audit", "--lang", lang, "--db", str(db), "--key", str(pub))
    assert res.exit_code == 0, res.output
    assert not left(res.output, db, pub, english[lang]), "\n".join(left(res.output, db, pub, english[lang]))
    key = tmp_path / "new.key"
    signed = run("sign", "--lang", lang, "--db", str(db), "--key", str(key), "--new-key", "-o", str(pub) + ".json")
    assert signed.exit_code == 0, signed.output
    said = signed.output.replace(str(key), " ").replace(str(pub), " ")
    assert not left(said, db, pub, english[lang]), said
    # the check would see English: the same run in English has these words
    en = run("audit", "--lang", "en", "--db", str(db), "--key", str(pub)).output
    assert len(left(en, db, pub, english[lang])) >= 4, en


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_tampered_ledger_audits_in_that_language(pristine, english, tmp_path, lang):
    db, ids, pub = tampered(pristine, tmp_path / "tampered")
    res = run("audit", "--lang", lang, "--db", str(db), "--key", str(pub))
    assert res.exit_code == 1, res.output
    lines = res.output.splitlines()
    findings = [line for line in lines if line.startswith("  ")]
    assert len(findings) >= 6, res.output
    for mid in ids:
        assert any(mid in line for line in findings), (mid, res.output)
    assert any(name in line for line in findings for name in TRIGGERS), res.output
    assert not left(res.output, db, pub, english[lang]), "\n".join(left(res.output, db, pub, english[lang]))
    en_db, _ids, en_pub = tampered(pristine, tmp_path / "en")
    en = run("audit", "--lang", "en", "--db", str(en_db), "--key", str(en_pub)).output
    assert len(left(en, en_db, en_pub, english[lang])) >= len(findings), en


def test_the_json_report_is_the_same_in_every_language(pristine, tmp_path):
    reports = {}
    for lang in ("en", "fr", "it"):
        db, _ids, pub = tampered(pristine, tmp_path / lang)
        res = run("audit", "--json", "--lang", lang, "--db", str(db), "--key", str(pub))
        assert res.exit_code == 1, res.output
        text = res.output.replace(str(db.parent), "FOLDER")
        reports[lang] = json.loads(text)
    assert reports["fr"] == reports["en"] == reports["it"]
    messages = [p["message"] for p in reports["en"]["problems"]]
    assert any("event seq 4: its content was edited" in m for m in messages), messages
    assert any("its imported_at '2026-01-01T09:00:00+00:00' is not" in m for m in messages), messages


def test_an_unknown_ledger_is_refused_in_that_language(tmp_path):
    res = run("audit", "--lang", "fr", "--db", str(tmp_path / "none.db"))
    assert res.exit_code == 2 and "aucun registre" in res.stderr, res.output
    res = run("sign", "--lang", "it", "--db", str(tmp_path / "none.db"), "--key", str(tmp_path / "k"))
    assert res.exit_code == 2 and "nessun archivio" in res.stderr, res.output
