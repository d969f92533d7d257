"""The CLI and stored verdicts after the 37th round (a37_cli). The logs are in tests/logs/cli_qa37/.

1. A header without `first` is read from the log's first turn, with a note naming the player and seq (round 36):
   ``verify FILE`` and ``import --verify`` said it, but plain ``import`` then ``verify MATCH_ID`` did not: the
   stored header line names `first` (the canonical header, so that the match is the one the header naming them
   gives, the same match id), and what the log left out was lost with the file. The ledger now stores it beside
   the header line: ``Match.Imported``'s state gets a last field ``left_out`` (``["first"]``), written only when the
   log left a field out (every other match is stored byte for byte as before; a ledger written before it reads as
   one whose logs gave every field). Loading the match rebuilds the note from the stored events as reading the
   file did, so the stored verdict is the file's, notes included (less the file's own "no closing line" note),
   for each game, and ``explain MATCH_ID SEQ`` says it at that seq too. The field is outside the hash chain (as
   ``imported_at``): the audit holds it to the match (a name the reader never fills in, or a `first` that is not
   the player the first turn shows, is a finding) and ``load`` refuses it as it refuses any finding.
   The same loss hit the notes of the players' names (two players named alike, round 36): the stored match's
   fast read (``_parse_canonical``) gave the log no notes; it now gives those, which the header alone bears.
2. FFTCG's rules document, French as Force of Will's, was cited "FFTCG rules V2" (English) and "Règles FFTCG V2"
   (French), where Force of Will's says "(French)", "(français)": it now says so too (every FFTCG violation's
   ``source``). The title is hashed into no evidence, but ``verify PACKET.md`` writes a packet again and compares
   its lines, so an FFTCG packet written before read as edited at its Rule line: the check now also writes it
   with the titles earlier versions used (``ruletexts.FORMER_TITLES``) before it calls a line an edit.
3. The README's tour, written again from the tool (scripts/readme_tour.py), no test here: verify --json's last
   keys, verify --integrity's correction line, rules --section without the seed's ``**``, the Rule lines of Force
   of Will and FFTCG.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

LOGS = Path(__file__).resolve().parent / "logs" / "cli_qa37"

FIRST = [  # (game, the log's first turn: who, by which event, at which seq)
    ("ccs", "alice", "CardDrawn", 1),
    ("fftcg", "alice", "CardsDrawn", 2),
    ("fow", "alice", "StoneCalled", 3),
]
NO_CLOSING = "The log has no closing line, so it may be incomplete"


def _run(*args: str):
    res = CliRunner().invoke(cli, list(args))
    assert res.exception is None or isinstance(res.exception, SystemExit), res.output
    return res


def _import(path: Path, db: Path) -> str:
    res = _run("import", str(path), "--db", str(db), "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    row = data[0] if isinstance(data, list) else data
    return row["match"]


def _without_closing_note(data: dict) -> dict:
    keep = [i for i, n in enumerate(data["notes"]) if not n.startswith(NO_CLOSING)]
    return {**data, "notes": [data["notes"][i] for i in keep], "note_msgs": [data["note_msgs"][i] for i in keep]}


def _header_state(db: Path) -> dict:
    with sqlite3.connect(db) as conn:
        (state,) = conn.execute("SELECT state FROM stored_events WHERE originator_version = 1").fetchone()
    return json.loads(state)


@pytest.mark.parametrize(("game", "player", "kind", "seq"), FIRST)
def test_cli_qa37_1_the_stored_verdict_of_a_header_without_first_is_the_files(game: str, player: str, kind: str,
                                                                              seq: int, tmp_path: Path) -> None:
    path = LOGS / f"f1_{game}_header_without_first.jsonl"
    db = tmp_path / "l.db"
    match = _import(path, db)  # plain import: no verdict made from the file
    from_file = json.loads(_run("verify", str(path), "--json").output)
    stored = json.loads(_run("verify", match, "--db", str(db), "--json").output)
    said = (f"The header gives no `first`: {player} is taken as the first player, from their {kind} at seq "
            f"{seq}.")
    assert stored["notes"][0] == said and stored["note_msgs"][0]["args"] == {"player": player, "type": kind,
                                                                             "seq": seq}
    assert stored["match"] == from_file["match"] == match
    assert stored == _without_closing_note(from_file)
    assert _header_state(db)["left_out"] == ["first"]
    # explain of the stored match at that seq says it too, as of the file
    told = json.loads(_run("explain", match, str(seq), "--db", str(db), "--json").output)
    assert told["notes"] == [said]


@pytest.mark.parametrize(("game", "player", "kind", "seq"), FIRST)
def test_cli_qa37_1_the_twin_naming_first_is_stored_as_before_and_says_nothing(game: str, player: str, kind: str,
                                                                               seq: int, tmp_path: Path) -> None:
    twin = LOGS / f"f1_{game}_header_with_first_twin.jsonl"
    db = tmp_path / "l.db"
    match = _import(twin, db)
    stored = json.loads(_run("verify", match, "--db", str(db), "--json").output)
    assert not any("`first`" in n for n in stored["notes"])
    assert stored == _without_closing_note(json.loads(_run("verify", str(twin), "--json").output))
    assert "left_out" not in _header_state(db)  # the stored bytes of a log that gives every field: as before
    # the log without `first` is the same match: found already stored (the twin's, as imported)
    again = json.loads(_run("import", str(LOGS / f"f1_{game}_header_without_first.jsonl"), "--db", str(db),
                            "--json").output)
    again = again[0] if isinstance(again, list) else again
    assert again["already_imported"] is True and again["match"] == match


def test_cli_qa37_1_the_name_notes_are_the_stored_matchs_too(tmp_path: Path) -> None:
    path = LOGS / "f1_fftcg_two_players_one_name.jsonl"
    db = tmp_path / "l.db"
    match = _import(path, db)
    stored = json.loads(_run("verify", match, "--db", str(db), "--json").output)
    assert stored["notes"] == ["alice and bob are both named 'Sam': the reports tell them apart by their ids."]
    assert stored == _without_closing_note(json.loads(_run("verify", str(path), "--json").output))


def _tamper(db: Path, old: str, new: str) -> None:
    with sqlite3.connect(db) as conn:
        conn.execute("DROP TRIGGER stored_events_no_update")
        (state,) = conn.execute("SELECT state FROM stored_events WHERE originator_version = 1").fetchone()
        assert old.encode() in state
        conn.execute("UPDATE stored_events SET state = ? WHERE originator_version = 1",
                     [state.replace(old.encode(), new.encode())])
    _run("audit", "--db", str(db), "--restore-guards")


@pytest.mark.parametrize("edit", [('"left_out":["first"]', '"left_out":["chooser"]'),
                                  ('"left_out":["first"]', '"left_out":"first"'),
                                  ('"left_out":["first"]', '"left_out":["first","first"]')])
def test_cli_qa37_1_a_stored_left_out_the_match_does_not_bear_out_is_an_audit_finding(edit: tuple[str, str],
                                                                                       tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    match = _import(LOGS / "f1_fow_header_without_first.jsonl", db)
    assert _run("audit", "--db", str(db)).exit_code == 0
    _tamper(db, *edit)
    audit = _run("audit", "--db", str(db))
    assert audit.exit_code == 1
    assert f"match {match}: header: it says its log left out" in audit.output
    refused = _run("verify", match, "--db", str(db))
    assert refused.exit_code == 2 and "it says its log left out" in refused.output


# -- 2. FFTCG's rules document is named with its language, as Force of Will's ---------------------------------------

FFTCG_ILLEGAL = Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg" / "illegal" / \
    "attack-entered-this-turn-samurai.jsonl"


def test_cli_qa37_2_fftcg_rules_are_cited_as_french_as_force_of_wills() -> None:
    from projections import ruletexts as R
    from projections.core import engine

    assert R.citation("force-of-will", "fow.draw.first-turn") == "Force of Will rules (French), section Phase de Pioche"
    assert R.citation("fftcg", "fftcg.field.same-name") == "FFTCG rules V2 (French) [ref (5.2.2.1.)]"
    assert R.citation("fftcg", "fftcg.field.same-name", "fr") == "Règles FFTCG V2 (français) [ref (5.2.2.1.)]"
    assert R.citation("fftcg", "fftcg.field.same-name", "it") == "Regole FFTCG V2 (in francese) [ref (5.2.2.1.)]"
    assert engine("fftcg").RULES["fftcg.field.same-name"].source == "FFTCG rules V2 (French) [ref (5.2.2.1.)]"
    data = json.loads(_run("verify", str(FFTCG_ILLEGAL), "--json").output)
    assert [v["source"] for v in data["violations"]] == ["FFTCG rules V2 (French) [ref (10.1.2.1.1.)]"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cli_qa37_2_a_packet_written_before_the_title_changed_still_verifies_as_written(lang: str,
                                                                                       tmp_path: Path) -> None:
    from projections import ruletexts as R

    db, old, new = tmp_path / "l.db", tmp_path / "old.md", tmp_path / "new.md"
    match = _import(FFTCG_ILLEGAL, db)
    with R.former_titles(0):  # as matchledger wrote it before round 37
        assert _run("export", match, "--db", str(db), "--format", "packet", "--lang", lang, "-o", str(old)).exit_code == 0
    assert _run("export", match, "--db", str(db), "--format", "packet", "--lang", lang, "-o", str(new)).exit_code == 0
    before = {"en": "(FFTCG rules V2 [ref", "fr": "(Règles FFTCG V2 [ref"}[lang]
    now = {"en": "(FFTCG rules V2 (French) [ref", "fr": "(Règles FFTCG V2 (français) [ref"}[lang]
    assert before in old.read_text() and now not in old.read_text() and now in new.read_text()
    for packet in (old, new):
        res = _run("verify", str(packet), "--json")
        assert json.loads(res.output)["packet"]["as_written"] is True, res.output
    # a title edited into neither one is still an edit
    edited = tmp_path / "edited.md"
    edited.write_text(new.read_text().replace(now, now.replace("V2", "V3"), 1))
    res = json.loads(_run("verify", str(edited), "--json").output)
    assert res["packet"]["as_written"] is False and res["packet"]["first_difference"] is not None
    # (the former titles are in force only within the check: today's again after it)
    assert R.citation("fftcg", "fftcg.field.same-name") == "FFTCG rules V2 (French) [ref (5.2.2.1.)]"
