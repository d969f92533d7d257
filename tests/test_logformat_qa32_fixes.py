"""The match-log format after the 32nd outside round (a log author's angle): the exit-2 messages that suggest a
card id suggest the card of that name or serial (11), those that say what to write instead (14), and the docs of
optional fields and of the events an author must not leave out (15, the docs of 2, 6, 12 and 13)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.errors import LogError
from ledger.log import parse_log

ROOT = Path(__file__).resolve().parents[1]
LOGS = ROOT / "tests" / "logs" / "logfmt_qa32"
DOC = (ROOT / "docs" / "log-format.md").read_text(encoding="utf-8")


def text(name: str) -> str:
    return (LOGS / f"{name}.jsonl").read_text(encoding="utf-8")


def refused(data: str) -> LogError:
    """The one-line error verify gives (exit 2): the parse's, or the names check's before the match is judged."""
    from projections import core

    with pytest.raises(LogError) as exc:
        core.verify(parse_log(data.encode(), "m.jsonl"))
    assert "\n" not in str(exc.value) and exc.value.line and exc.value.field
    return exc.value


def rules(data: str) -> list[tuple[int, str]]:
    from projections import core

    return [(v.seq, v.rule) for v in core.verify(parse_log(data.encode(), "m.jsonl")).violations]


def twin(name: str, *subs: tuple[str, str]) -> str:
    data = text(name)
    for old, new in subs:
        assert old in data
        data = data.replace(old, new)
    return data


# -- 11. a card id suggested is the card of that serial or name -------------------------------------------------------

def test_a_serial_in_a_split_suggests_the_card_the_log_gave_that_serial_and_calls_it_a_serial():
    # Was "'1-016' is a card name where an id belongs: give the card's id, e.g. bob.1" (bob.1 is bob's Monk).
    err = refused(text("ff_party_split_serials"))
    assert (err.line, err.field) == (31, "$.split.1-016")
    assert str(err.reason) == "'1-016' is a card serial where an id belongs: give the card's id, e.g. alice.1"
    assert rules(twin("ff_party_split_serials", ('"1-016": 6000', '"alice.1": 6000'),
                      ('"1-009": 0', '"alice.2": 0'))) == []


def test_a_serial_as_a_resolved_item_suggests_the_card_of_that_serial_the_log_cast():
    # Was "... e.g. bob.1": Moogle 1-172 is bob.4, cast at seq 45.
    err = refused(text("ff_resolved_item_serial"))
    assert (err.line, err.field) == (49, "$.item")
    assert str(err.reason) == "'1-172' is a card serial where an id belongs: give the card's id, e.g. bob.4"
    assert rules(twin("ff_resolved_item_serial", ('"item": "1-172"', '"item": "bob.4"'))) == []


def test_a_name_as_a_target_suggests_the_card_an_earlier_event_gave_that_name_whoever_owns_it():
    # Was "... e.g. alice.6" (alice's Harbor Sentry): bob.6 was summoned as Blaze Captain at seq 4.
    err = refused(text("ccs_summon_target_name"))
    assert (err.line, err.field) == (7, "$.targets[0]")
    assert str(err.reason) == "'Blaze Captain' is a card name where an id belongs: give the card's id, e.g. bob.6"
    assert rules(twin("ccs_summon_target_name", ('"targets": ["Blaze Captain"]', '"targets": ["bob.6"]'))) == []


def test_a_name_no_card_of_the_match_was_given_suggests_the_form_of_an_id_not_another_card():
    err = refused(twin("ccs_summon_target_name", ('"targets": ["Blaze Captain"]', '"targets": ["Gatekeeper"]')))
    assert (err.line, err.field) == (7, "$.targets[0]")
    assert str(err.reason) == ("'Gatekeeper' is a card name where an id belongs: give the card's id, its owner's id, "
                               "a dot and its number (such as alice.1)")
    assert "e.g." not in str(err.reason)


# -- 14. what to write instead ------------------------------------------------------------------------------------

def test_an_fftcg_payment_given_a_plain_id_shows_the_object_forms():
    # Was "$.payment[0]: Expected `object`, got `str`".
    err = refused(text("ff_payment_plain_id"))
    assert (err.line, err.field) == (3, "$.payment[0]")
    assert str(err.reason) == ('a CP source is an object, not the string "alice.6": {"dull": "alice.6"} (a backup '
                               'dulled, 1 CP) or {"discard": "alice.6"} (a hand card discarded, 2 CP)')
    assert rules(twin("ff_payment_plain_id", ('"payment": ["alice.6"]', '"payment": [{"discard": "alice.6"}]'))) == []


def test_a_fow_attack_given_another_games_defender_suggests_target():
    err = refused(text("fow_attack_defender_field"))
    assert (err.line, err.field) == (36, "$.defender")
    assert str(err.reason) == "Object contains unknown field `defender`; did you mean `target`?"
    assert rules(twin("fow_attack_defender_field", ('"defender"', '"target"'))) == []


def test_a_header_date_at_the_top_level_suggests_meta_date():
    err = refused(text("ccs_hdr_date_top"))
    assert (err.line, err.field) == (1, "$.date")
    assert str(err.reason) == "Object contains unknown field `date`; did you mean `meta.date`?"
    head, *events = text("ccs_hdr_date_top").splitlines()
    fields = json.loads(head)
    fields.setdefault("meta", {})["date"] = fields.pop("date")
    assert rules("\n".join([json.dumps(fields), *events]) + "\n") == []


def test_first_given_a_players_name_says_to_use_the_id():
    # Was "first player 'Alice' is not seated".
    err = refused(text("ccs_hdr_first_name"))
    assert (err.line, err.field) == (1, "$.first")
    assert str(err.reason) == ("first player 'Alice' is not seated: `first` names a player by id, and this is "
                               "'alice' (the players are alice, bob)")
    assert rules(twin("ccs_hdr_first_name", ('"first": "Alice"', '"first": "alice"'))) == []


def test_first_naming_no_player_keeps_its_short_message():
    err = refused(twin("ccs_hdr_first_name", ('"first": "Alice"', '"first": "carol"')))
    assert str(err.reason) == "first player 'carol' is not seated"


# -- 15, and the docs of 2, 6, 12, 13: optional fields, and what an author must not leave out ------------------------

def _section(doc: str, title: str) -> str:
    start = doc.index(f"## {title}")
    return doc[start:doc.index("\n## ", start + 3)]


def test_log_format_lists_what_an_author_must_not_leave_out_before_the_header():
    must = _section(DOC, "What an author must not leave out")
    assert DOC.index("## What an author must not leave out") < DOC.index("## The header (line 1)")
    for words in ("`seat`", "`defender`", "`ccs.attack.target-not-enemy`", "`resolve: true`", "`TurnEnded`",
                  "`fow.turn.not-your-turn`", "`BlockDeclared`", "`fow.battle.unfinished`", "`CardsDrawn.cards`",
                  "the cards due"):  # (round 32: FFTCG reads a draw naming no card as the cards due, fix32c)
        assert words in must, words


def test_optional_fields_say_what_their_absence_means():
    table = _section(DOC, "Fields that may be left out, and what their absence means")
    assert "| Chrono Clash | `GuardianRevealed.resolve` | `false`: the guardian ability is ignored |" in table
    assert "| FFTCG | `CardsDrawn.cards` | the cards due, the deck's next ids, with a note" in table
    row = next(line for line in DOC.splitlines() if line.startswith("| `GuardianRevealed` |"))
    assert "(`false`, also what `resolve` left out means)" in row


def test_fow_event_rows_list_attributes_where_the_schema_accepts_them():
    from ledger import force_of_will as fow

    doc = (ROOT / "docs" / "force-of-will.md").read_text(encoding="utf-8")
    for kind in fow.EVENT_TYPES:
        tag = kind.__struct_config__.tag
        if "attributes" in kind.__struct_fields__:
            row = next(line for line in doc.splitlines() if line.startswith(f"| `{tag}` |"))
            assert "`attributes`" in row.split("|")[2], tag
