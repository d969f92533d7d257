"""Deck checks and the board as a seat (or the judge) sees it."""

from __future__ import annotations

from typing import Any

from ..core import Violation, violation
from ..messages import N_, term
from . import cards as C
from .board import Board, Seat
from .rules import RULES


def _v(rule: str, pid: str, template: str, /, **args: Any) -> Violation:
    return violation(RULES[rule], None, 0, template, pid, args)


def check_decks(board: Board) -> list[Violation]:
    """Set-up ①: a ruler that is a ruler, a magic stone deck of magic stones, a main deck without them.

    The basic rules give no deck sizes or copy limits, so none are checked.
    """
    out: list[Violation] = []
    for seat in board.seats:
        pid = seat.id
        ruler = board.card_def(seat.ruler)
        if not (board.cards[seat.ruler].name or "").strip():
            # (The header leaves the ruler out, or empty: no card to name.)
            out.append(_v("fow.setup.ruler", pid, N_("the header names no ruler for {player}"), player=pid))
        elif ruler is None or ruler.type != "ruler":
            out.append(_v("fow.setup.ruler", pid, N_("{player}'s ruler {ruler} is not a ruler card"), player=pid, ruler=board.label(seat.ruler)))
        if not seat.stonelist:
            # (Set-up ①: « Chaque joueur prépare son Deck Principal, son Deck Pierre Magique et sa carte Ruler »: a
            # magic stone deck left empty is not prepared, as a ruler left out. Its calls are each judged as they
            # come: fow.stone.empty-deck. A rule id of its own: fow.setup.ruler reads as the ruler's.)
            out.append(_v("fow.setup.stone-deck-empty", pid, N_("the header gives {player} no magic stone deck (its "
                                                                "`stones` list is empty)"), player=pid))
        for name in seat.stonelist:
            if board.defs[name].type != "magic-stone":
                out.append(_v("fow.setup.stone-deck", pid, N_("{name} is not a magic stone, in {player}'s magic stone deck"), name=name, player=pid))
        for name in seat.decklist:
            t = board.defs[name].type
            if t in ("magic-stone", "ruler"):
                # A magic stone belongs in the magic stone deck (§ Zone de Jeu 2); a ruler card is prepared apart
                # from both decks (§ Mise en Place ①).
                rule = "fow.setup.main-deck" if t == "magic-stone" else "fow.setup.ruler"
                out.append(_v(rule, pid, N_("{name} is a {kind}, in {player}'s main deck"), name=name, kind=term(t.replace('-', ' '), "card type"), player=pid))
    return out


def _card(board: Board, iid: str, visible: bool) -> dict[str, Any]:
    return {"id": iid, "name": board.cards[iid].name if visible else None}


def _zone(board: Board, ids: list[str], visible: bool) -> dict[str, Any]:
    return {"count": len(ids), "cards": [_card(board, i, visible) for i in ids] if visible else None}


def _on_field(board: Board, iid: str) -> dict[str, Any]:
    inst = board.cards[iid]
    d = board.card_def(iid)
    fighter = C.is_fighter(board, iid)
    printed_atk, printed_def = C.base(board, iid) if fighter else (None, None)
    return {
        "id": iid, "name": inst.name, "label": board.label(iid),
        "type": "j-ruler" if inst.j_side else (d.type if d else None),
        "rested": inst.rested, "entered_this_turn": inst.entered_turn == board.turn,
        # None when not a fighter, or when the card data lacks it (a J-ruler side not in the data): not known.
        "atk": C.atk(board, iid) if printed_atk is not None else None,
        "def": C.defence(board, iid) if printed_def is not None else None,
        "damage": inst.damage,
        "additions": [_card(board, a, True) for s in board.seats for a in s.added if board.cards[a].host == iid],
    }


def _seat(board: Board, seat: Seat, viewer: str | None) -> dict[str, Any]:
    judge = viewer is None
    own = viewer == seat.id
    r = board.cards[seat.ruler]
    placed = r.zone != "set-aside"
    return {
        "id": seat.id, "name": seat.name, "seat": seat.seat, "life": seat.life,
        "ruler": ({"id": seat.ruler, "name": r.name, "label": board.label(seat.ruler), "side": "J" if r.j_side else "ruler",
                   "rested": r.rested, "on_field": r.zone == "field", "destroyed_j_ruler": r.j_dead}
                  if placed else None),
        "hand": _zone(board, seat.hand, judge or own),
        "deck": _zone(board, seat.deck, judge),
        "stone_deck": _zone(board, seat.stones, judge),
        "field": [_on_field(board, i) for i in seat.field],
        "stone_area": [dict(_card(board, i, True), rested=board.cards[i].rested) for i in seat.stone_area],
        "standby": _zone(board, seat.standby, judge or own),
        "graveyard": [_card(board, i, True) for i in seat.grave],
        "called_stone_this_turn": seat.called_turn == board.turn,
        "judged_this_turn": seat.judged_turn == board.turn,
    }


def _battle(board: Board) -> dict[str, Any] | None:
    """The battle under way: before the block, attacker, target and defender; once the block is declared, its battle
    damage still to come, also ``blocked`` (whether a blocker was declared) and ``blocker`` (its id, or None)."""
    bt = board.battle
    if bt is None:
        return None
    out: dict[str, Any] = {"attacker": bt.attacker, "target": bt.target, "defender": bt.defender}
    if bt.blocked:
        out["blocked"] = bt.blocker is not None
        out["blocker"] = bt.blocker
    return out


def _held(board: Board) -> list[dict[str, Any]]:
    """The attacks held under the battle under way, oldest first: each declared before its block, a new attack
    declared over it (Board.queued), their battles fought in order with the newest's damage. Each as attacker,
    target and defender; the blocks recorded so far after the newest attack answer the last attacks in order (the
    newest the last's), so one a block answers, as read now, also has ``blocked`` and ``blocker`` as ``battle``
    (absent: no block answers it yet; a held attack none answers is taken as not blocked)."""
    bt = board.battle
    c = board.queued_b if bt is not None and bt.blocked else 0
    first = len(board.queued) + 1 - c
    out = []
    for i, q in enumerate(board.queued):
        one: dict[str, Any] = {"attacker": q.attacker, "target": q.target, "defender": q.defender}
        if i >= first:
            blocker = board.queued_run[i - first]
            one["blocked"] = blocker is not None
            one["blocker"] = blocker
        out.append(one)
    return out


def view(board: Board, as_player: str | None = None) -> dict[str, Any]:
    """The board as ``as_player`` sees it (None: the judge's full view), as plain data.

    A seat sees its own hand and standby zone; decks are hidden from both
    seats; graveyards, fields and magic stone areas are public.
    """
    return {
        "game": "force-of-will", "seq": board.seq, "turn": board.turn, "active": board.active,
        "phase": board.phase, "first": board.first, "chooser": board.chooser,
        "over": board.over, "winner": board.winner, "result": board.result, "result_msg": board.result_msg,
        "viewer": as_player or "judge",
        "chase": [{"kind": e.kind, "source": e.source, "label": board.label(e.source), "controller": e.controller,
                   "targets": list(e.targets)} for e in board.chase],
        "battle": _battle(board),
        "held_battles": _held(board),
        "players": [_seat(board, s, as_player) for s in board.seats],
    }
