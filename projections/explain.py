"""Why one event was legal or not: the rules it was judged against, the board facts it met, what it broke.

``explain(log, seq)`` folds the match to just before event ``seq``, judges
the event there (the engine's own ``step``, on a copy), and returns plain
data:

- ``checked``: the rules the engine judges this kind of event against,
  read from the engine's code: the rule ids its handler for the event type
  (and the turn-keeping ``step`` around it) can flag, following the
  functions of the engine package they call (:func:`rules_judged`);
- ``facts``: the board facts the judgement met: the game state (turn, who
  is to play, step or phase...) and, for every card the event names, where
  it was and its state, from the judge's ``view()`` of the board before;
- ``violations``: what the event broke, each with its rule's words (and the
  earlier flagged event it follows from, ``caused_by``, from :func:`core.verify`);
- ``changed``: what the event changed on the board (before -> after);
- ``note_msgs``: the verdict's notes about the event (what the reading took it as), as :func:`core.verify`
  makes them.

Pure: no I/O; the rule ids are read once per event type (``ast`` of the
engine's source, cached).
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import re
import sys
from collections import deque
import textwrap
from types import FunctionType, ModuleType
from typing import Any

import msgspec

from . import core
from .messages import N_, NC_, msg, term

#: the zones of a seat in the three games' ``view()`` (their keys, ``_`` as a space), for the catalogs
ZONES = (NC_("board zone", "battlefield"), NC_("board zone", "deck"), NC_("board zone", "discard"),
         NC_("board zone", "guardians"), NC_("board zone", "hand"), NC_("board zone", "extra deck"),
         NC_("board zone", "field"), NC_("board zone", "damage"), NC_("board zone", "break zone"),
         NC_("board zone", "removed"), NC_("board zone", "ruler"), NC_("board zone", "stone deck"),
         NC_("board zone", "stone area"), NC_("board zone", "standby"), NC_("board zone", "graveyard"),
         NC_("board zone", "stack"), NC_("board zone", "chase"))


@functools.cache
def rules_judged(game: str, event_type: type) -> tuple[str, ...]:
    """The rule ids the engine's judgement of an ``event_type`` event can flag, in the order the code names them:
    those its handler names, followed through every function of the engine package it calls, however deep
    (:func:`reached_rules`: a check moved one call deeper stays on the list), then those the turn-keeping around
    every handler names itself (:func:`_step_rules`: the game over, a player eliminated...). The turn-keeping is not
    followed into its calls: it reaches every handler, and would list every rule for every event."""
    mod = importlib.import_module(f"{core.ENGINES[game]}.engine")
    handlers = getattr(mod, "HANDLERS", None) or getattr(mod, "_HANDLERS", {})
    known = core.engine(game).RULES
    package = core.ENGINES[game]
    handler = handlers.get(event_type)
    found = reached_rules([handler], package, known) if handler is not None else ()
    return tuple(dict.fromkeys([*found, *_step_rules(mod, known)]))


def _step_rules(mod: Any, known: Any) -> list[str]:
    """The rule ids the turn-keeping around every handler names itself: ``step`` and the module's ``_step*``
    functions it hands the event to (the game over, a player eliminated...), not the handlers they dispatch to."""
    out: list[str] = []
    for name, fn in vars(mod).items():
        if (name == "step" or name.startswith("_step")) and isinstance(fn, FunctionType):
            try:
                tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
            except (OSError, TypeError, SyntaxError):
                continue
            out += [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                    and n.value in known]
    return out


def reached_rules(starts: list[Any], package: str, known: Any) -> tuple[str, ...]:
    """The rule ids (strings of ``known``) that the functions ``starts`` name, and every function of ``package`` (a
    module name prefix) they call, transitively, each read once (a visited set, no depth limit): a call by name
    (``_on_attack(j, ev)``), of a module's function (``ab.has(...)``), or of a method (``j.end_turn()``: the method of
    that name of the classes of the package's modules the calling function's module uses: :func:`_classes`),
    breadth first (the handler's own first). A superset, never short of a check: a branch the judged event does not
    take is read too (which event a branch is for is not read from the code: a test of ``kind`` may be of another
    event's kind)."""
    found: dict[str, None] = {}
    seen: set[Any] = set()
    todo = deque(starts)
    while todo:
        fn = todo.popleft()
        fn = getattr(fn, "__func__", fn)  # a staticmethod's or classmethod's function
        if not isinstance(fn, FunctionType) or fn in seen or not (fn.__module__ or "").startswith(package):
            continue
        seen.add(fn)
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
        except (OSError, TypeError, SyntaxError):
            continue
        scope = fn.__globals__
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in known:
                found.setdefault(node.value, None)
            elif isinstance(node, ast.Call):
                target = node.func
                if isinstance(target, ast.Name):
                    todo.append(scope.get(target.id))
                elif isinstance(target, ast.Attribute):
                    owner = scope.get(target.value.id) if isinstance(target.value, ast.Name) else None
                    if isinstance(owner, ModuleType):
                        todo.append(getattr(owner, target.attr, None))
                    else:
                        todo.extend(vars(c)[target.attr] for c in _classes(fn.__module__, package)
                                    if target.attr in vars(c))
    return tuple(found)


@functools.cache
def _classes(module: str, package: str) -> tuple[type, ...]:
    """The classes a method call in ``module`` may be of: those defined in it and in the modules of ``package`` it
    uses (imports a module, a class or a function of), in a fixed order (by module, then as defined)."""
    scope = vars(sys.modules[module])
    used = {module} | {getattr(v, "__name__", "") if isinstance(v, ModuleType) else getattr(v, "__module__", "") or ""
                       for v in list(scope.values()) if isinstance(v, (ModuleType, type, FunctionType))}
    return tuple(c for name in sorted(m for m in used if m.startswith(package) and m in sys.modules)
                 for c in vars(sys.modules[name]).values() if isinstance(c, type) and c.__module__ == name)


def _cards_named(event: Any, cards: dict) -> list[str]:
    """The instance ids an event names (any field, lists and dicts included), in field order."""
    out: dict[str, None] = {}

    def walk(v: Any) -> None:
        if isinstance(v, str):
            if v in cards:
                out.setdefault(v, None)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x)
        elif isinstance(v, dict):
            for k, x in v.items():
                walk(k)
                walk(x)
        elif hasattr(v, "__struct_fields__"):
            for f in v.__struct_fields__:
                walk(getattr(v, f))

    for f in event.__struct_fields__:
        if f not in ("player", "seq"):
            walk(getattr(event, f))
    return list(out)


def _find(view: Any, iid: str, path: str = "") -> tuple[str, dict] | None:
    """Where card ``iid`` is in a ``view()`` dict: the path of the list holding it and its entry.

    A card on Force of Will's chase is its entry's ``source`` (an id, not a card's entry): found as
    ``chase[k].source``, with an entry of its id only."""
    if isinstance(view, dict):
        if view.get("id") == iid:
            return path, view
        if view.get("source") == iid and re.fullmatch(r"chase\[\d+\]", path):
            return f"{path}.source", {"id": iid}
        for k, v in view.items():
            hit = _find(v, iid, f"{path}.{k}" if path else str(k))
            if hit:
                return hit
    elif isinstance(view, list):
        for i, v in enumerate(view):
            hit = _find(v, iid, f"{path}[{i}]")
            if hit:
                return (path, hit[1]) if hit[0] == f"{path}[{i}]" else hit
    return None


def _place(view: dict, path: str) -> tuple[str, dict[str, Any]]:
    """``players[1].battlefield`` -> ``bob's battlefield``, and the same as a message (template and arguments)."""
    head, _, rest = path.partition(".")
    if head.startswith("players[") and rest:
        try:
            who = view["players"][int(head[8:-1])]["id"]
        except (KeyError, IndexError, ValueError):
            return path, msg("{path}", path=path)
        zone = rest.split(".")[0].replace("_", " ")
        words = re.sub(r"\[\d+\]$", "", zone)
        said = msg(N_("{player}'s {zone}{detail}"), player=who, detail=zone[len(words):],
                   zone=term(words, "board zone"))
        if "." in rest:
            said = msg(N_("{place} ({path})"), place=said, path=rest)
        return f"{who}'s {zone}" + (f" ({rest})" if "." in rest else ""), said
    top = re.sub(r"\[\d+\]$", "", head)
    if top in ("stack", "chase"):  # a card on the stack or the chase (its place in it is data)
        return path, msg(N_("{place} ({path})"), place=term(top, "board zone"), path=path)
    return path, msg("{path}", path=path)


def explain(log: Any, seq: int) -> dict[str, Any]:
    """What the judgement of event ``seq`` checked, the board facts it met and why it was legal or not.

    Raises ``ValueError`` for a seq outside the log.
    """
    from .names import check_names

    if not 1 <= seq <= len(log.events):
        from ledger.messages import Reason

        if not log.events:  # a header-only log: "events 1..0" says nothing a judge can use
            raise ValueError(Reason(N_("the log has no events, only its header: there is no seq {seq} (0 is the "
                                       "set-up)"), seq=seq))
        raise ValueError(Reason(N_("the log has events 1..{n}; there is no seq {seq}"), n=len(log.events), seq=seq))
    mod = core.engine(log.game)
    result = core.verify(log)
    board = core.new_board(log)
    check_names(log, board)
    for ev in log.events[:seq - 1]:
        mod.step(board, ev)
    event = log.events[seq - 1]
    after_board = board.copy()
    unjudged = getattr(mod, "unjudged", None)  # opt-in (Chrono Clash): rules broken but not flagged on their own
    moot = unjudged(board, event) if unjudged is not None else {}
    mod.step(after_board, event)
    kept = getattr(mod, "kept", None)
    if kept is not None:  # the boards of the reading the log keeps, the verdict's (engine.kept)
        board, after_board = kept(board, log.events[seq - 1:]), kept(after_board, log.events[seq:])
    before = mod.view(board)
    after = mod.view(after_board)
    rules = mod.RULES
    broken = [v for v in result.violations if v.seq == seq]
    broken_ids = {v.rule for v in broken}
    checked = list(rules_judged(log.game, type(event)))
    checked += [r for r in broken_ids if r not in checked]
    state = {k: v for k, v in before.items()
             if k not in ("players", "viewer", "game", "seq") and (not isinstance(v, (dict, list)) or v)}
    facts = []
    for iid in _cards_named(event, board.cards):
        hit = _find(before, iid)
        if hit is None:
            facts.append({"card": iid, "where": "not on the board", "where_msg": msg(N_("not on the board")),
                          "state": {}})
            continue
        path, entry = hit
        where, where_msg = _place(before, path)
        name = entry.get("name")
        if "name" not in entry:  # a card the view names by id only (on the chase): its name from the board
            name = getattr(board.cards.get(iid), "name", None)
        facts.append({"card": iid, "name": name, "where": where, "where_msg": where_msg,
                      "state": {k: v for k, v in entry.items() if k not in ("id", "name") and v not in (None, [], {}, "")}})
    from .core import to_builtins

    return {
        "match": result.match, "game": log.game, "seq": seq, "player": getattr(event, "player", None),
        "event": to_builtins(event),
        "legal": not broken,
        "violations": [to_builtins(v) for v in broken],
        "checked": [{"rule": r, "source": rules[r].source if r in rules else "", "text": rules[r].text if r in rules else "",
                     "broken": r in broken_ids, **({"moot": moot[r]} if r in moot and r not in broken_ids else {})}
                    for r in checked],
        "state": state,
        "facts": facts,
        "changed": [{"path": p, "before": a, "after": b} for p, a, b in _differences(before, after)
                    if p != "seq"],
        # the verdict's notes about this event (messages: what the reading took it as), as verify lists them
        "note_msgs": [m for m in getattr(result, "note_msgs", None) or ()
                      if isinstance(m, dict) and (m.get("args") or {}).get("seq") == seq],
    }


def _differences(a: Any, b: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in list(a) + [k for k in b if k not in a]:
            out += _differences(a.get(k), b.get(k), f"{path}.{k}" if path else str(k))
        return out
    if isinstance(a, list) and isinstance(b, list) and all(isinstance(x, dict) and "id" in x for x in a + b):
        # zones: compare as sets of cards, so one card leaving does not shift every later one
        ids_a, ids_b = [x["id"] for x in a], [x["id"] for x in b]
        if ids_a == ids_b:
            out = []
            for i, (x, y) in enumerate(zip(a, b)):
                out += _differences(x, y, f"{path}[{i}]")
            return out
        gone = [x["id"] for x in a if x["id"] not in ids_b]
        came = [x["id"] for x in b if x["id"] not in ids_a]
        return [(path, {"left": gone} if gone else None, {"entered": came} if came else None)] if gone or came else \
            [(path, "order", "reordered")]
    return [] if a == b else [(path, msgspec.to_builtins(a), msgspec.to_builtins(b))]
