"""Round 16 (the judge's path in English, French and Italian): the CLI's own findings.

1. ``diff`` says an event under the wrong player's name as the verdict reads it, as every other command does.
2. ``diff --json`` keeps the lineage sentence in English (data), whatever ``--lang`` says.
3. ``--lang`` before the command name (``matchledger --lang fr verify x``) is the command's ``--lang``.
4. A spectator's board says "[as a spectator]" (French and Italian need the article).
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
DUEL = ROOT / "sample_logs" / "chrono_clash" / "balanced-duel.jsonl"  # bob attacks alice's guardians at seq 10
QUESTS = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"
LANG_C = {"LC_ALL": "C", "LC_MESSAGES": "", "LANG": ""}


def run(*args: object, env: dict | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], env=env or LANG_C)


def renamed(tmp_path: Path, seq: int, player: str) -> Path:
    out = []
    for line in DUEL.read_text().splitlines():
        data = json.loads(line)
        if data.get("seq") == seq:
            data["player"] = player
        out.append(json.dumps(data))
    path = tmp_path / "wrong-name.jsonl"
    path.write_text("\n".join(out) + "\n")
    return path


def test_diff_says_a_wrong_name_event_as_the_verdict_reads_it(tmp_path):
    wrong = renamed(tmp_path, 10, "alice")
    res = run("diff", "--lang", "fr", wrong, DUEL)
    assert res.exit_code == 1, res.output
    said = [line.strip() for line in res.output.splitlines() if line.strip().startswith(("A  ", "B  "))]
    assert said == ["A  bob attaque la pile de gardien d'alice avec Seedling Swarm (bob.9) (le journal nomme alice)",
                    "B  bob attaque la pile de gardien d'alice avec Seedling Swarm (bob.9)"], res.output


def test_diff_json_keeps_the_lineage_in_english(tmp_path):
    db = str(tmp_path / "l.db")
    res = run("import", QUESTS, "--db", db, "--json")
    parent = json.loads(res.output)[0]["match"]
    res = run("amend", parent, "--at", 5, "--drop", "--reason", "deux fois", "--judge", "R. Lee", "--db", db, "--json")
    child = json.loads(res.output)["match"]
    data = json.loads(run("diff", parent, child, "--db", db, "--json", "--lang", "fr").output)
    assert data["lineage"].startswith("B is a correction of A: "), data["lineage"]
    text = run("diff", parent, child, "--db", db, "--lang", "fr").output
    assert "B est une correction de A" in text


def test_lang_before_the_command_name_is_the_commands(tmp_path):
    wrong = renamed(tmp_path, 10, "alice")
    before = run("--lang", "fr", "verify", wrong)
    after = run("verify", wrong, "--lang", "fr")
    assert before.exit_code == after.exit_code == 1
    assert before.output == after.output and "le journal" in before.output
    assert run("--lang=it", "verify", wrong).output == run("verify", "--lang", "it", wrong).output
    shown = run("--lang", "it", "--help")
    assert shown.exit_code == 0 and shown.output.startswith("Uso:")  # no command: the language alone
    schema = run("--lang", "fr", "schema", "chrono-clash")  # a command without --lang: the option is dropped
    assert schema.exit_code == 0 and json.loads(schema.output)


def test_a_spectators_board_says_as_a_spectator():
    for lang, shown in (("en", "[as a spectator]"), ("fr", "[vu par un spectateur]"), ("it", "[visto da uno spettatore]")):
        res = run("replay", QUESTS, "--at", 6, "--as", "spectator", "--lang", lang)
        assert res.exit_code == 0 and res.output.splitlines()[0].endswith(shown), res.output
    judge = run("replay", QUESTS, "--at", 6).output.splitlines()[0]
    assert "[" not in judge  # the judge's board names no viewer
