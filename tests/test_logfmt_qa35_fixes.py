"""The match-log format after the 35th outside round: a header that leaves `first` out is read from the log in every
game, not only in Chrono Clash (the FFTCG author of qa35 had `hdr_omit_first` refused, exit 2, though the first
turn's draw shows who began). Each game names the event types that come before the first turn
(``FIRST_SHOWN_AFTER``: set-up mulligans and concessions); the first event of another type gives `first`, and the
match is the one the header naming them gives (the same match id, the same verdict). A log whose events do not show
who began is still refused at ``$.first``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.errors import LogError
from ledger.log import parse_log
from projections import core

ROOT = Path(__file__).resolve().parents[1]
DUEL = ROOT / "sample_logs" / "chrono_clash" / "balanced-duel.jsonl"
SAMPLES = ("force_of_will/win-by-life.jsonl", "fftcg/win-seven-damage.jsonl", "fftcg/limited-win-six-damage.jsonl",
           "chrono_clash/balanced-duel.jsonl", "chrono_clash/four-players.jsonl")


def without_first(text: str, first: str | None = None) -> str:
    """The log ``text`` with its header's ``first`` left out (or set to ``first``)."""
    head, _, rest = text.partition("\n")
    fields = json.loads(head)
    fields.pop("first", None)
    if first is not None:
        fields["first"] = first
    return json.dumps(fields) + "\n" + rest


@pytest.mark.parametrize("name", SAMPLES)
def test_logfmt_qa35_header_without_first_is_the_match_the_header_naming_them_gives(name: str) -> None:
    text = (ROOT / "sample_logs" / name).read_text(encoding="utf-8")
    named = parse_log(text.encode(), name)
    left_out = parse_log(without_first(text).encode(), name)
    assert left_out.header.first == named.header.first
    a, b = core.verify(named), core.verify(left_out)
    assert a.match == b.match and [(v.seq, v.rule) for v in a.violations] == [(v.seq, v.rule) for v in b.violations]


def test_logfmt_qa35_the_mulligans_do_not_say_who_began() -> None:
    """FoW: bob's mulligan written before alice's; alice's stone call is the first turn's act: alice began."""
    text = (ROOT / "sample_logs" / "force_of_will" / "win-by-life.jsonl").read_text(encoding="utf-8")
    lines = without_first(text).splitlines()
    assert '"Mulliganed"' in lines[1] and '"player":"bob"' in lines[2]
    lines[1], lines[2] = lines[2].replace('"seq":2', '"seq":1'), lines[1].replace('"seq":1', '"seq":2')
    assert parse_log(("\n".join(lines) + "\n").encode(), "m.jsonl").header.first == "alice"


def test_logfmt_qa35_bob_s_first_turn_makes_bob_first() -> None:
    """FFTCG: the log begins with bob's draw: bob took the first turn (the twin names him, and is the same match)."""
    text = (ROOT / "sample_logs" / "fftcg" / "win-seven-damage.jsonl").read_text(encoding="utf-8")
    head, _, rest = text.partition("\n")
    swapped = rest.replace('"alice"', '"@"').replace('"bob"', '"alice"').replace('"@"', '"bob"')
    swapped = swapped.replace('"alice.', '"@.').replace('"bob.', '"alice.').replace('"@.', '"bob.')
    left_out = parse_log((without_first(head + "\n" + swapped)).encode(), "m.jsonl")
    assert left_out.header.first == "bob"
    named = parse_log((without_first(head + "\n" + swapped, "bob")).encode(), "m.jsonl")
    assert core.verify(left_out).match == core.verify(named).match


@pytest.mark.parametrize("game", ["force-of-will", "fftcg"])
def test_logfmt_qa35_header_without_first_and_only_mulligans_is_refused(game: str) -> None:
    name = {"force-of-will": "force_of_will/win-by-life.jsonl", "fftcg": "fftcg/win-seven-damage.jsonl"}[game]
    head = (ROOT / "sample_logs" / name).read_text(encoding="utf-8").partition("\n")[0]
    text = without_first(head + "\n").rstrip("\n") + '\n{"seq": 1, "type": "Mulliganed", "player": "bob"}\n'
    with pytest.raises(LogError) as err:
        parse_log(text.encode(), "m.jsonl")
    assert err.value.field == "$.first" and err.value.line == 1


@pytest.mark.parametrize("first_event, line_error", [
    ('{"seq": 1, "type": "CardDrawn", "player": "Alice"}', "player 'Alice' is not seated"),
    ('{"seq": 1, "type": "CardDrawn", "player": 2}', "not by seat"),
    ('{"seq": 1, "player": "alice"}', 'has no "type"'),
    ('{"seq": 1, "type": "CardDrawn", "player": "ali', "not valid JSON"),
])
def test_logfmt_qa35_an_unreadable_first_event_gives_its_own_error_not_the_header_s(first_event: str,
                                                                                   line_error: str) -> None:
    """qa35b-ccs F6: with `first` left out, the first event's own fault (a player by name or seat, no type, a line
    cut short) is the error, at line 2, not `$.first` at the header's line, a field the author never wrote."""
    head = DUEL.read_text(encoding="utf-8").partition("\n")[0]
    with pytest.raises(LogError) as err:
        parse_log((without_first(head + "\n").rstrip("\n") + "\n" + first_event + "\n").encode(), "m.jsonl")
    assert err.value.line == 2 and line_error in str(err.value), str(err.value)


def test_logfmt_qa35_a_log_of_concessions_only_is_read_with_a_note() -> None:
    # (Refused at `$.first` before qa38-setup 6: a concession before the first turn needs no first player.)
    head = DUEL.read_text(encoding="utf-8").partition("\n")[0]
    text = without_first(head + "\n").rstrip("\n") + '\n{"seq": 1, "type": "Conceded", "player": "bob"}\n'
    log = parse_log(text.encode(), "m.jsonl")
    assert log.header.first == "alice" and log.left_out == ["first"]
    assert "ended by a concession before its first turn" in log.notes[0]["template"]
