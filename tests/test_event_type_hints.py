"""An event type of another game in a log: this game's type for the same action is named.

A log author who knows one game's event names writes them in another's log (``CardsDrawn`` in a Chrono Clash
log, ``Passed`` in a Force of Will one). The refusal stays one line naming file, line and field, and now says
which of this game's types was meant, where it had only asked whether the log was for the wrong game.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.errors import LogError
from ledger.log import parse_log

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = {"chrono-clash": "chrono_clash/balanced-duel.jsonl", "force-of-will": "force_of_will/win-by-life.jsonl",
           "fftcg": "fftcg/stack-three-deep-and-party-attack.jsonl"}


def refusal(game: str, kind: str) -> LogError:
    """The sample log of ``game`` with its first event's type changed to ``kind``."""
    lines = (ROOT / "sample_logs" / SAMPLES[game]).read_text().splitlines()
    first = json.loads(lines[1])
    first["type"] = kind
    data = "\n".join([lines[0], json.dumps(first), *lines[2:]]) + "\n"
    with pytest.raises(LogError) as caught:
        parse_log(data.encode(), "t.jsonl")
    return caught.value


@pytest.mark.parametrize(("game", "kind", "meant"), [
    ("chrono-clash", "CardsDrawn", "'CardDrawn'"),
    ("chrono-clash", "PriorityPassed", "'Passed'"),
    ("chrono-clash", "CharacterPlayed", "'BattlerSummoned'"),
    ("fftcg", "CardDrawn", "'CardsDrawn'"),
    ("fftcg", "Passed", "'PriorityPassed'"),
    ("fftcg", "ChaseResolved", "'Resolved'"),
    ("force-of-will", "Passed", "'TurnEnded'"),
    ("force-of-will", "CardsDrawn", "'CardDrawn'"),
    ("force-of-will", "AbilityUsed", "'AbilityActivated'"),
])
def test_another_games_event_type_names_this_games_own(game, kind, meant):
    err = refusal(game, kind)
    assert (err.line, err.field) == (2, "$.type")
    other = next(g for g in SAMPLES if g != game and kind in _types(g))
    said = str(err)
    assert f"event type '{kind}' is not a {game} event; it is a '{other}' event; did you mean {meant}" in said, said
    assert "wrong game" not in said


def test_another_games_event_with_no_counterpart_still_asks_about_the_wrong_game():
    err = refusal("chrono-clash", "GuardianRevealed".replace("Guardian", "Judgment").replace("Revealed", "Made"))
    assert "it is a 'force-of-will' event: is this log for the wrong game?" in str(err)


def test_a_misspelt_type_of_this_game_is_still_the_closest_spellings():
    assert str(refusal("chrono-clash", "Pased")).endswith("event type 'Pased' is not a chrono-clash event; did you "
                                                          "mean 'Passed'?")


def _types(game: str) -> set[str]:
    from ledger.log import game_module

    return {t.__struct_config__.tag for t in game_module(game).EVENT_TYPES}
