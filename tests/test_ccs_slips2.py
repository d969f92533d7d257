"""The log author's slips, one per log (more of them): a turn's draw put two places late or early (past the turn's
end, into the turn before) is one fault, not a cascade; an attack the log forgot is one fault. Each is made at every
such event of two or three samples (docs/chrono-clash-icons.md, Readings)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log
from projections import core

import slipping

ROOT = Path(__file__).resolve().parent.parent


def _sample(sample):
    return slipping.sample("chrono_clash", sample)


_roots = slipping.found


def _moved(events, i, by):
    rest = events[:i] + events[i + 1:]
    rest.insert(i + by, events[i])
    return rest


@pytest.mark.parametrize("sample", ["balanced-duel", "three-players-quests", "paper-table-win-quests"])
def test_every_draw_put_two_places_late_is_one_violation(sample):
    """The turn's draw recorded after the player's next two events (an action, a pass, or past the end of the turn
    into the next player's): ccs.turn.draw-step at the action before it (the engine draws the top card there), and
    the late CardDrawn is that draw: no not-your-turn, no draw.not-top, no optional trigger declined by it."""
    head, events = _sample(sample)
    draws = [i for i, e in enumerate(events) if e["type"] == "CardDrawn" and i + 2 < len(events)]
    assert len(draws) > 10
    for i in draws:
        assert _roots(head, _moved(events, i, 2), f"{sample}+mv{i + 1}by2") == [(i + 1, "ccs.turn.draw-step")], i + 1


@pytest.mark.parametrize("sample", ["balanced-duel", "three-players-quests", "paper-table-win-quests"])
def test_every_draw_put_two_places_early_is_one_violation(sample):
    """The turn's draw recorded two events early, in the turn before (another player's): ccs.turn.not-your-turn there,
    once; the player's turn then begins with an action, and that draw is taken as the turn's (no draw-step, no
    draw.not-top at every later draw of theirs)."""
    head, events = _sample(sample)
    draws = [i for i, e in enumerate(events) if e["type"] == "CardDrawn" and i >= 2]
    assert len(draws) > 10
    for i in draws:
        # (qa37: a turn begun by the wrong player with 3-4 players quotes the Multiplayer section; a draw in the
        # middle of another's turn is still ccs.turn.not-your-turn)
        turns = (("ccs.turn.not-your-turn", "ccs.turn.order-multiplayer") if len(json.loads(head)["players"]) > 2
                 else ("ccs.turn.not-your-turn",))
        roots = _roots(head, _moved(events, i, -2), f"{sample}+mv{i + 1}by-2")
        assert len(roots) == 1 and roots[0][0] == i - 1 and roots[0][1] in turns, (i + 1, roots)


@pytest.mark.parametrize("sample", ["balanced-duel", "three-players-quests"])
def test_every_attack_the_log_left_out_is_one_violation(sample):
    """An attack on a guardian stack (with no choices of its own) that the log leaves out: the guardian revealed with no
    attack under way is ccs.guardian.unexpected, once. The attack is taken as made (by the one battler that could, or,
    of several, by the one the log shows later: a trigger of its battle, a summon of it back from the hand, an attack
    on it as a tapped battler), the guardian discarded: no guardian.not-top at the later reveals, no
    ability.no-pending for its battle's triggers, no draw.not-top after them."""
    head, events = _sample(sample)
    attacks = [i for i, e in enumerate(events) if e["type"] == "AttackDeclared" and not e.get("battler")
               and not e.get("targets") and i + 1 < len(events) and events[i + 1]["type"] == "GuardianRevealed"]
    assert len(attacks) >= 6
    for i in attacks:
        rest = events[:i] + events[i + 1:]
        assert _roots(head, rest, f"{sample}+del{i + 1}") == [(i + 1, "ccs.guardian.unexpected")], i + 1


@pytest.mark.parametrize("sample", ["balanced-duel", "four-players", "win-attack-no-guardians"])
def test_a_summon_of_the_wrong_card_drifts_the_gauge_once(sample):
    """A summon naming the card next to the one summoned (card id one off: another cost, in the hand too) moves the
    counter elsewhere than at the table: the first action the log plays past the gauge's end of a turn is the
    ccs.gauge.turn-over root; each one after it, until a pass puts the counter back on 3, is flagged still and linked
    to it (caused_by), not a new root at every later turn."""
    head, events = _sample(sample)
    drifted = 0
    for i, e in enumerate(events):
        if e["type"] != "BattlerSummoned" or not (e.get("card") or "").rsplit(".", 1)[-1].isdigit():
            continue
        pre, num = e["card"].rsplit(".", 1)
        for d in (1, -1):
            variant = [dict(x) for x in events]
            variant[i]["card"] = f"{pre}.{int(num) + d}"
            for k, x in enumerate(variant, 1):
                x["seq"] = k
            log = parse_log(("\n".join([head, *map(json.dumps, variant)]) + "\n").encode(), f"{sample}+id{i + 1}{d:+d}")
            over = [v for v in core.verify(log).violations if v.rule == "ccs.gauge.turn-over"]
            if not over:
                continue
            roots = [v.seq for v in over if v.caused_by is None]
            assert len(roots) <= 1, (i + 1, d, [(v.seq, v.caused_by) for v in over])
            drifted += len(over) > 1
    assert drifted >= 2


@pytest.mark.parametrize("sample", ["three-players-quests", "four-players"])
def test_every_attack_put_two_places_late_is_one_violation(sample):
    """An attack on a guardian stack (with no choices of its own) recorded after its guardian and the player's next
    action: the guardian revealed with no attack under way is ccs.guardian.unexpected, once; the late AttackDeclared is
    that attack (no attack.unfinished, no gauge.turn-over, no second battle)."""
    head, events = _sample(sample)
    attacks = [i for i, e in enumerate(events) if e["type"] == "AttackDeclared" and not e.get("battler")
               and not e.get("targets") and i + 3 < len(events) and events[i + 1]["type"] == "GuardianRevealed"
               and events[i + 2]["player"] == e["player"]
               and events[i + 2]["type"] in ("BattlerSummoned", "ActionPlayed", "QuestStarted")]
    assert len(attacks) >= 3
    for i in attacks:
        assert _roots(head, _moved(events, i, 2), f"{sample}+mv{i + 1}by2") == [(i + 1, "ccs.guardian.unexpected")], i + 1
