"""Rewrite the README's command tour with real output.

    .venv/bin/python scripts/readme_tour.py

Runs each command below in a temporary ledger and pastes command and output
between the README's ``<!-- tour:start -->`` and ``<!-- tour:end -->`` marks.
Every file a command reads ships in the repository (``sample_logs/``,
``examples/``); what the commands write goes to a temporary folder.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ML = str(ROOT / ".venv" / "bin" / "matchledger")

STEPS = [
    ("Import a log and verify it (the judge's one command):",
     "matchledger import --verify sample_logs/chrono_clash/win-quests.jsonl"),
    ("Verify a log where a rule was broken (exit 1):",
     "matchledger verify sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"),
    ("Why one event was illegal: the rules it was judged against, the board facts it met, what it changed:",
     "matchledger explain sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl 5"),
    ("The same as JSON (a violation's `caused_by` is the seq of the earlier fault it follows from, null for a "
     "root cause; `read_as`, the player an event under the wrong player's name is carried on as, null when it is read "
     "as written):",
     "matchledger verify --json sample_logs/chrono_clash/illegal/draw-not-top.jsonl"),
    ("Bad input is one line naming file, line and field (exit 2):",
     "matchledger verify examples/event-without-type.jsonl"),
    ("A judge corrects the log from an event on: a new match (a branch); the original stays as it was "
     "([disputes](docs/disputes.md)):",
     "matchledger amend {id} --at 35 --drop --reason \"bob's last pass was entered before he passed\" --judge \"R. Lee\""),
    ("A ruling, kept in the match's own rulings stream (its digest and hash chain do not change):",
     "matchledger note {id} --at 34 --judge \"R. Lee\" \"The summon at seq 34 was confirmed with both players.\""),
    ("What the ledger holds (a branch under its parent):", "matchledger list"),
    ("One match:", "matchledger show {id}"),
    ("Check the hash chain and the rules:", "matchledger verify --integrity {id}"),
    ("The board at the disputed moment, as the judge sees it (the verdict's notes about that event, if it has any, "
     "under it):",
     "matchledger replay sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl --at 5"),
    ("The same moment from bob's seat (alice's hand, decks and guardians hidden):",
     "matchledger replay sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl --at 5 --as bob"),
    ("Step through a match (Enter or n: next, p: back, v / V: next / previous violation, t / T: next / previous "
     "turn, g N: go to, q: quit); `*` marks what changed since the last screen:",
     "printf 'v\\np\\nq\\n' | matchledger replay sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl "
     "--step --at 3"),
    ("The replay as one HTML page that opens offline in any browser (arrow keys step; `#seq=5` at the end of its "
     "address opens it at event 5; `--as bob` writes only what bob saw):",
     "matchledger view sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl -o replay.html"),
    ("A judge station for the tournament: every stored match, its report and its replay in the browser at "
     "http://127.0.0.1:8737/, read only; its JSON is what `--json` prints, a bad request a 4xx:",
     "matchledger serve & sleep 3; curl -s http://127.0.0.1:8737/api/matches/{id}/verify | head -n 5; "
     "curl -s http://127.0.0.1:8737/api/matches/0000dead; kill $!"),
    ("Where two logs of the same match part (the scorekeeper's copy and the player's, of round 3, table 7):",
     "matchledger diff examples/table-7/scorekeeper.jsonl examples/table-7/player.jsonl"),
    ("Export: the canonical log, a CSV of events, a transcript to hand the appeals committee:",
     "matchledger export {id} --format md -o appeal.md && head -n 12 appeal.md"),
    ("", "matchledger export {id} --format csv | head -n 4"),
    ("The appeals packet: event, round, table and date, deck lists, the digest and how to check it, each root "
     "violation with the rule's words and the board just before it (as the judge and as each seat saw it), the "
     "rulings and corrections (when, by whom, why, the events a correction changed), the transcript, and at its "
     "end its sources (the canonical log, the rulings with their hashes, its language) from which `matchledger "
     'verify appeal-packet.md` writes it again and compares: "the packet is as matchledger wrote it", or exit 2 '
     "naming the first line that differs ([docs/disputes.md](docs/disputes.md#the-appeals-packet)):",
     "matchledger export examples/table-7/player.jsonl --format packet -o appeal-packet.md && head -n 14 appeal-packet.md"),
    ("Every rule, where it is written and its words:", "matchledger rules chrono-clash | head -n 6"),
    ("The passage a rule cites, in full (in English, French or Italian for Chrono Clash):",
     "matchledger rules chrono-clash --section 'Your Turn' --lang fr"),
    ("The log format's JSON Schema:", "matchledger schema chrono-clash | head -n 5"),
    ("Force of Will and Final Fantasy TCG logs go through the same commands:",
     "matchledger verify sample_logs/force_of_will/illegal/second-stone-call.jsonl"),
    ("", "matchledger verify sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"),
    ("Every report in the players' languages: `--lang fr` or `--lang it` (default: the locale's), the rule "
     "quoted from the manual in that language ([details](docs/translations.md)):",
     "matchledger verify --lang fr sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"),
    ("", "matchledger verify --lang it sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"),
    ("Hold the players' registered deck lists against a match ([the LIST format](docs/decklists.md); "
     "here bob's list has 1 Grove Keeper, his log header 3, and he played 2):",
     "matchledger decklist check sample_logs/chrono_clash/win-quests.jsonl examples/decklists-bob-registered-1-grove-keeper.txt"),
    ("A whole round at once: files, folders, globs or `--all` (every stored match), checked on every core:",
     "matchledger verify sample_logs/chrono_clash/illegal/ sample_logs/fftcg/win-deck-out.jsonl"),
    ("Simulated matches, random but legal (the same seed gives the same bytes):",
     "matchledger simulate chrono-clash --seed 7 --count 3 --players 3 -o corpus/"),
    ("Import a whole folder in one transaction (all or nothing; a match already stored is reported):",
     "matchledger import corpus/"),
    ("Audit the whole ledger: every hash chain, the index, each board snapshot against a refold, the file "
     "itself; its head, to publish or sign with `matchledger sign` (exit 1 if anything was changed outside "
     "matchledger; [details](docs/reliability.md)):",
     "matchledger audit"),
]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, MATCHLEDGER_DB=str(Path(tmp) / "matchledger.db"), COLUMNS="100")
        env.update(LC_ALL="C.UTF-8", LC_MESSAGES="", LANG="C.UTF-8")  # the tour is in English whatever the locale
        env["PATH"] = str(ROOT / ".venv" / "bin") + os.pathsep + env["PATH"]
        blocks = []
        match_id = ""
        for title, cmd in STEPS:
            cmd = cmd.replace("{id}", match_id[:8])
            shown = cmd
            run = (cmd.replace("appeal-packet.md", str(Path(tmp) / "appeal-packet.md")).replace("appeal.md", str(Path(tmp) / "appeal.md"))
                   .replace("replay.html", str(Path(tmp) / "replay.html"))
                   .replace("corpus/", str(Path(tmp) / "corpus") + "/"))
            proc = subprocess.run(run, shell=True, cwd=ROOT, env=env, capture_output=True, text=True)
            out = (proc.stdout + proc.stderr).replace(tmp + "/", "").rstrip()
            if not match_id:
                m = re.search(r"[0-9a-f]{8}-[0-9a-f-]{27}", out)
                match_id = m.group(0) if m else ""
            code = f" (exit {proc.returncode})" if proc.returncode else ""
            blocks.append((f"{title}\n\n" if title else "") + f"```console\n$ {shown}{'' if not code else ''}\n{out}\n```\n"
                          + (f"Exit code {proc.returncode}.\n" if proc.returncode else ""))
    readme = ROOT / "README.md"
    text = readme.read_text()
    new = "<!-- tour:start -->\n" + "\n".join(blocks) + "<!-- tour:end -->"
    text = re.sub(r"<!-- tour:start -->.*?<!-- tour:end -->", lambda _: new, text, flags=re.S)
    readme.write_text(text)
    print(f"wrote {len(blocks)} tour blocks")


if __name__ == "__main__":
    del shlex
    main()
