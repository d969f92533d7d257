"""Reading a battler's abilities and resolving icon sequences.

Static reading (:func:`keywords`, :func:`strength`) looks at the card, what
it gained, its pilot and the auras of its owner's other battlers (memoised per
owner in ``board.kw`` until one of those changes). Resolution (:func:`resolve`)
walks an ability's icons left to right on the board itself; when an icon can
fail after an earlier one acted, the walk keeps an undo journal (the state of
each board object before its first change) and puts everything back if an
icon fails: the result stands only when every effect icon could be resolved
(the manual's all-or-nothing rule).

This module needs a few things from whoever judges the event (moving cards,
flagging, the undo journal): :class:`Judging` names them. The engine's
``Judge`` provides them; this module never imports the engine (the engine
imports this one).
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable, Iterable, Iterator, NamedTuple, Protocol, Sequence

import msgspec

from ..messages import N_, NP_, fill, listing, msg, note, term
from .board import Board, restore_state
from .icons import Icon, parse_ability


class Judging(Protocol):
    """What resolving an ability needs from the judge of the event (``engine.Judge`` provides it)."""

    board: Board
    found: list[Any]
    #: The all-or-nothing undo journal: object id -> (object, saved state); None outside one.
    undo: dict[int, tuple[Any, Any]] | None
    #: The battlers whose summon ability a play-summon-ability icon is playing now (innermost last).
    playing: tuple[str, ...]
    #: The card whose ability is resolving (set by :func:`resolve`), None outside one.
    acting: str | None

    def touch(self, obj: Any) -> None: ...
    def flag(self, rule: str, template: str, /, **args: Any) -> None: ...
    def move(self, iid: str, pid: str, zone: str, top: bool = False) -> None: ...
    def discard_unnamed(self, pid: str) -> None: ...
    def reclaim(self, iid: str) -> None: ...
    def return_to_hand(self, iid: str) -> None: ...
    def destroy(self, iid: str, by: str | None) -> None: ...
    def gain_time(self, pid: str, n: int) -> None: ...
    def eliminate(self, pid: str, why: Any) -> None: ...


def abilities_of(board: Board, iid: str) -> list[tuple[Icon, ...]]:
    inst = board.cards[iid]
    if inst.name is None:
        return []
    return board.parsed.get(inst.name, [])


def _static_lines(board: Board, iid: str) -> list[tuple[Icon, ...]]:
    """Untriggered ability lines that hold while the battler is in play (own, gained, pilot's)."""
    inst = board.cards[iid]
    own = _untriggered(board, inst.name)
    if not inst.gained and not inst.gained_eot and not inst.pilot:
        return own
    lines = list(own)
    lines += [parse_ability(g) for g in inst.gained]
    lines += [parse_ability(g) for g in inst.gained_eot]
    if inst.pilot:
        pilot = board.cards[inst.pilot]
        lines += _untriggered(board, pilot.name)
        lines += [parse_ability(g) for g in pilot.gained + pilot.gained_eot]
    return lines


def _untriggered(board: Board, name: str | None) -> list[tuple[Icon, ...]]:
    """A card's abilities that start with no trigger (memoised on the board's shared definitions)."""
    if name is None:
        return []
    cached = board.statics.get(name)
    if cached is None:
        cached = board.statics[name] = [a for a in board.parsed.get(name, []) if a[0].family != "trigger"]
    return cached


def _auras(board: Board, iid: str) -> list[tuple[Icon, ...]]:
    """``your-other-battlers ...`` lines of the owner's other battlers that reach ``iid``."""
    return _auras_from(board, iid, _aura_sources(board, board.cards[iid].owner))


def _aura_sources(board: Board, owner: str) -> list[tuple[str, tuple[Icon, ...]]]:
    """Every ``your-other-battlers ...`` line on ``owner``'s battlefield, with the battler it is on."""
    return [(other, line) for other in board.seat(owner).battlefield for line in aura_lines(board, other)]


def aura_lines(board: Board, iid: str) -> list[tuple[Icon, ...]]:
    """The ``your-other-battlers ...`` lines among ``iid``'s static lines: a card with nothing gained and no
    pilot has its printed ones, memoised per name with the shared definitions (the key triggered() would
    give them: none of them is a triggered line)."""
    inst = board.cards[iid]
    if inst.gained or inst.gained_eot or inst.pilot:
        return [a for a in _static_lines(board, iid) if a and a[0].name == "your-other-battlers"]
    if inst.name is None:
        return []
    lines = board.readings.get((inst.name, "your-other-battlers"))
    if lines is None:
        lines = board.readings[(inst.name, "your-other-battlers")] = [
            a for a in board.parsed.get(inst.name, []) if a and a[0].name == "your-other-battlers"]
    return lines


def _auras_from(board: Board, iid: str, sources: list[tuple[str, tuple[Icon, ...]]]) -> list[tuple[Icon, ...]]:
    if not sources:
        return []
    # Every battler with the icon gives it to each of its owner's other battlers, another with the same icon
    # included; not to itself (docs/chrono-clash-icons.md, Readings: "Your other battlers").
    return [line[1:] for other, line in sources if other != iid]


Reading = tuple[list[Icon], dict[str, tuple[int, int]], int]
_NOTHING: Reading = ([], {}, 0)


def _read(lines: list[tuple[Icon, ...]], auras: list[tuple[Icon, ...]]) -> Reading:
    """Keywords, per keyword name (how many, their numbers' sum) and strength bonus of static lines and auras."""
    out: list[Icon] = []
    bonus = 0
    for line in lines:
        first = line[0]
        if all(ic.family == "keyword" for ic in line):
            out.extend(line)
        elif first.name == "gains":
            out.extend(ic for ic in line[1:] if ic.family == "keyword")
        if first.name == "strength" and first.family == "modifier" and len(line) == 1:
            bonus += first.n or 0
    for line in auras:
        if line and line[0].name == "gains":
            out.extend(ic for ic in line[1:] if ic.family == "keyword")
        if line and line[0].name == "strength":
            bonus += line[0].n or 0
    names: dict[str, tuple[int, int]] = {}
    for k in out:
        c, n = names.get(k.name, (0, 0))
        names[k.name] = (c + 1, n + (k.n or 0))
    return out, names, bonus


def _reading(board: Board, iid: str) -> Reading:
    """What the static abilities give ``iid`` now: its keywords, per keyword name (how many,
    their numbers' sum), and the strength from its static lines and auras.

    Memoised in ``board.kw`` per owner (with the aura lines on their battlefield): the engine
    drops an owner's entry whenever one of their cards' gained abilities changes, or a card
    with aura lines enters or leaves their battlefield (every entry when a name or a pilot
    changes). A reading depends on nothing else: not on the card's own zone, nor on which
    battlers without auras are in play. A card with nothing
    gained, no pilot and no aura around reads as its printed lines say: that reading is
    shared by every copy of the card (``board.readings``).
    """
    inst = board.cards[iid]
    per = board.kw.get(inst.owner)
    if per is None:
        per = board.kw[inst.owner] = (_aura_sources(board, inst.owner), {})
    got = per[1].get(iid)
    if got is not None:
        return got
    if not per[0] and not inst.gained and not inst.gained_eot and not inst.pilot:
        name = inst.name
        if name is None:
            got = _NOTHING
        else:
            got = board.readings.get(name)
            if got is None:
                got = board.readings[name] = _read(_untriggered(board, name), [])
    else:
        got = _read(_static_lines(board, iid), _auras_from(board, iid, per[0]))
    per[1][iid] = got
    return got


def keywords(board: Board, iid: str) -> list[Icon]:
    """Every keyword ability ``iid`` has now."""
    return list(_reading(board, iid)[0])


def has(board: Board, iid: str, name: str) -> bool:
    per = board.kw.get(board.cards[iid].owner)
    got = per[1].get(iid) if per is not None else None
    return name in (got if got is not None else _reading(board, iid))[1]


def number(board: Board, iid: str, name: str) -> int:
    per = board.kw.get(board.cards[iid].owner)
    got = per[1].get(iid) if per is not None else None
    got = (got if got is not None else _reading(board, iid))[1].get(name)
    return got[1] if got else 0


def count(board: Board, iid: str, name: str) -> int:
    got = _reading(board, iid)[1].get(name)
    return got[0] if got else 0


def strength(board: Board, iid: str, battling: bool = False) -> int:
    """Printed strength plus pilot, modifiers and auras (and Last Stand while battling)."""
    inst = board.cards[iid]
    d = board.card_def(iid)
    s = (d.strength if d else 0) + inst.strength_mod
    if inst.pilot:
        pd = board.card_def(inst.pilot)
        s += (pd.strength if pd else 0) + board.cards[inst.pilot].strength_mod
    s += _reading(board, iid)[2]
    if battling:
        s += number(board, iid, "last-stand")
    return s


def cost(board: Board, iid: str) -> int:
    d = board.card_def(iid)
    return (d.cost if d else 0) + board.cards[iid].cost_mod


def _printed(board: Board, name: str | None, trigger: str) -> list[tuple[Icon, ...]]:
    """A card's printed abilities that start with ``trigger``, memoised per card name and trigger with the
    shared definitions."""
    if name is None:
        return []
    printed = board.readings.get((name, trigger))
    if printed is None:
        printed = board.readings[(name, trigger)] = [
            line for line in board.parsed.get(name, []) if line and line[0].name == trigger]
    return printed


def triggered(board: Board, iid: str, trigger: str) -> list[tuple[Icon, ...]]:
    """Abilities of ``iid`` that start with ``trigger``: its own, what it gained, and those of its attached
    pilot ("While attached, the pilot adds its strength and abilities to the Eva battler": its tap ability,
    attack, destroyed and quest-complete triggers are the Eva's while it is attached)."""
    inst = board.cards[iid]
    out = list(_printed(board, inst.name, trigger))
    if inst.pilot:
        out += pilot_triggered(board, iid, trigger)
    if not inst.gained_eot and not inst.gained:
        return out
    for g in inst.gained_eot + inst.gained:
        line = parse_ability(g)
        if line and line[0].name == trigger:
            out.append(line)
    return out


def pilot_triggered(board: Board, iid: str, trigger: str) -> list[tuple[Icon, ...]]:
    """The abilities starting with ``trigger`` that ``iid``'s attached pilot adds to it (none without one)."""
    pilot = board.cards[iid].pilot
    if not pilot:
        return []
    inst = board.cards[pilot]
    out = list(_printed(board, inst.name, trigger))
    for g in inst.gained_eot + inst.gained:
        line = parse_ability(g)
        if line and line[0].name == trigger:
            out.append(line)
    return out


_CHOICE_ICONS = frozenset(("chosen-battler", "chosen-opponent", "other-battler", "battler-card", "action-card"))


def needs_choice(line: tuple[Icon, ...]) -> bool:
    """Whether resolving ``line`` asks its controller to choose something."""
    for ic in line:
        if ic.name in _CHOICE_ICONS:
            return True
        if ic.name == "draw" and (ic.n or 0) < 0:
            return True
    return False


class Failed(Exception):
    """An icon could not be resolved: the whole ability resolves none of its icons.

    ``applied`` counts the effect icons that had resolved before this one;
    ``rest``: when a target icon's recorded choice (flagged) is what failed, the icons after it, whose choices
    the log records for this ability all the same;
    ``why`` is the reason as a message (:func:`projections.messages.msg`), ``str()`` its English.
    """

    applied = 0
    rest: tuple[Icon, ...] = ()
    #: The discard that failed (too few cards in hand): how many cards it asked for, whose choices the log may name.
    discards = 0

    def __init__(self, template: str, **args: Any):
        self.why = msg(template, **args)
        super().__init__(fill(template, args))


def resolve(judge: Judging, controller: str, source: str | None, line: tuple[Icon, ...],
            targets: deque, *, temporary: bool, tap_ability: bool = False,
            on_self: str | None = None) -> bool:
    """Resolve one ability; return False when it resolved nothing (all-or-nothing).

    ``targets`` is consumed left to right by every icon that asks for a choice.
    ``temporary``: modifiers and gains last until end of turn (triggered or
    guardian abilities); otherwise while the battler stays in play.
    ``on_self``: what an ability with no target icon applies to (the card itself).
    """
    acting = judge.acting
    judge.acting = source or acting  # (what a card it moves was moved by: Inst.came_by)
    try:
        return _resolve(judge, controller, source, line, targets, temporary=temporary, tap_ability=tap_ability,
                        on_self=on_self)
    finally:
        judge.acting = acting


def _resolve(judge: Judging, controller: str, source: str | None, line: tuple[Icon, ...],
             targets: deque, *, temporary: bool, tap_ability: bool = False,
             on_self: str | None = None) -> bool:
    board = judge.board
    n_targets = len(targets)
    saved_violations = len(judge.found)
    if _fails_before_it_acts(line):
        # Every choice is made before the first effect and no effect can fail:
        # a failure leaves the board untouched, so no journal is needed.
        try:
            _walk(judge, controller, source, line, targets, temporary, tap_ability, on_self or source)
        except Failed as why:
            _drop_choices(board, why.rest, targets)
            return False
        return True
    # Resolve on the board itself, journalling the state of every object before its first
    # change; if an icon fails, put them all back: none of the ability resolved.
    outer = judge.undo
    journal: dict[int, tuple] = {}
    judge.undo = journal
    try:
        _walk(judge, controller, source, line, targets, temporary, tap_ability, on_self or source)
    except Failed as why:
        judge.undo = outer
        for obj, state in journal.values():
            restore_state(obj, state)
        board.kw.clear()
        _drop_choices(board, why.rest, targets)
        named = 0
        for _ in range(why.discards):
            if targets and targets[0] in board.cards:
                targets.popleft()  # the card the log names for the discard that could not happen
                named += 1
        # None of it resolved, so no card was discarded: drop the
        # "which card was discarded?" notes (the other findings stand).
        judge.found[saved_violations:] = [v for v in judge.found[saved_violations:]
                                          if v.rule != "ccs.ability.choice"]
        chose = n_targets - len(targets)
        if len(judge.found) == saved_violations and ((chose > 0 and why.applied > 0) or named > 0):
            # The log records choices as if the ability resolved part way (an
            # effect before the failing one, or the discard the hand could not
            # make), but by the manual none of it does.
            judge.flag("ccs.ability.all-or-nothing",
                       N_("{source}'s ability could not resolve every icon ({why}), so none of it "
                          "resolved, yet the log records choices for it"), source=board.label(source), why=why.why)
        return False
    except BaseException:
        judge.undo = outer
        raise
    judge.undo = outer
    if outer is not None:
        # Resolved inside another ability that may still fail: it must be able to undo this too.
        for key, saved in journal.items():
            if key not in outer:
                outer[key] = saved
    return True


def _drop_choices(board: Board, rest: tuple[Icon, ...], targets: deque) -> None:
    """Take off ``targets`` the choices the log records for the icons ``rest`` of an ability that a flagged choice
    stopped: they are part of that one fault, not targets no ability asks for (a discard named after a chosen
    player who is no opponent)."""
    for ic in rest:
        if ic.name in _CHOICE_ICONS and targets:
            targets.popleft()
        elif ic.name == "draw" and (ic.n or 0) < 0:
            for _ in range(-ic.n):
                if targets and targets[0] in board.cards:
                    targets.popleft()


_CAN_FAIL = {"guardians", "draw-extra", "play-summon-ability", "return-to-hand"}


def _fails_before_it_acts(line: tuple[Icon, ...]) -> bool:
    """Whether ``line`` can only fail while choosing its targets, before it changes anything."""
    acted = effects = 0
    for ic in line:
        if ic.family == "trigger":
            continue
        if ic.family == "target" and acted:
            return False
        if ic.family in ("effect", "modifier"):
            acted = 1
            effects += ic.family == "effect"
            if ic.name in _CAN_FAIL or (ic.name == "draw" and (ic.n or 0) < 0) or ic.name == "gains":
                return False
    return effects <= 1


def _walk(judge: Judging, controller: str, source: str | None, line: tuple[Icon, ...],
          targets: deque, temporary: bool, tap_ability: bool, self_id: str | None) -> None:
    board = judge.board
    icons = list(line)
    i = 0
    while i < len(icons) and icons[i].family == "trigger":
        i += 1
    selected: list[str] = []
    fresh = True  # the next target icon starts a new selection
    applied = 0
    while i < len(icons):
        ic = icons[i]
        if ic.family == "target":
            filters, j = _filters(icons, i + 1)
            if fresh:
                selected = []
                fresh = False
            try:
                selected.extend(_select(judge, controller, source, ic, filters, targets, tap_ability, line,
                                        selected, _discard_after(icons, j)))
            except Failed as exc:
                exc.rest = tuple(icons[j:])
                raise
            i = j
            continue
        fresh = True
        subjects = selected if selected else ([self_id] if self_id else [])
        if ic.name == "gains":
            granted = tuple(str(x) for x in icons[i + 1:])
            for t in subjects:
                inst = board.cards.get(t)
                if inst is not None:
                    judge.touch(inst)
                    if temporary:
                        inst.gained_eot += (granted,)
                    else:
                        inst.gained += (granted,)
                    if inst.zone == "attached":
                        board.kw.clear()  # a pilot's abilities are its Eva's, whoever's Eva it is
                    else:
                        board.kw.pop(inst.owner, None)
                    board.eot.add(t)
            return
        try:
            _effect(judge, controller, source, ic, subjects, targets, temporary)
        except Failed as exc:
            exc.applied = applied
            raise
        applied += 1
        i += 1


def _filters(icons: list[Icon], j: int) -> tuple[list[Icon], int]:
    """The zone and filter icons from ``icons[j]`` on (what a target icon's choice must be), and where they end."""
    filters: list[Icon] = []
    while j < len(icons) and icons[j].family in ("zone", "filter"):
        if icons[j].name == "with":
            filters += icons[j:j + 2]
            j += 2
            continue
        filters.append(icons[j])
        j += 1
    return filters, j


def _discard_after(icons: list[Icon], j: int) -> tuple[int, int]:
    """How many cards a discard among the effects from ``icons[j]`` to the next target icon makes its subject
    discard from their hand, and from their guardian stack (0: none): a chosen player with fewer is no choice
    that lets the ability resolve (Siege Breaker's "a chosen opponent discards the top card of their guardian
    stack", against opponents with no guardian left)."""
    hand = guardians = 0
    for ic in icons[j:]:
        if ic.family == "target":
            break
        if ic.name == "draw" and (ic.n or 0) < 0 and not hand:
            hand = -ic.n
        if ic.name == "guardians" and (ic.n or 0) < 0 and not guardians:
            guardians = -ic.n
    return hand, guardians


def can_choose(board: Board, controller: str, source: str | None, line: tuple[Icon, ...]) -> bool:
    """Whether the choices ``line`` asks for can be made so that it resolves: each target icon that takes a
    choice has one (:func:`_any_candidate`, a chosen player's discard included), and a discard from the
    controller's own hand finds the cards it needs. A triggered ability with no such choice resolves none of
    its icons ("If you can't resolve each icon in an ability featuring an effect icon, you don't resolve any
    of them."), and asks its controller for nothing."""
    icons = list(line)
    chosen_player = False  # the effects after a chosen player act on that player
    i = 0
    while i < len(icons):
        ic = icons[i]
        if ic.family == "target":
            filters, i = _filters(icons, i + 1)
            chosen_player = ic.name == "chosen-opponent"
            zone = next((f.name for f in filters if f.family == "zone"), None)
            if ic.name in _CHOICE_ICONS and not _any_candidate(board, controller, source, ic, filters, zone, False,
                                                               discard=_discard_after(icons, i)):
                return False
            continue
        if ic.name == "draw" and (ic.n or 0) < 0 and not chosen_player:
            if len(board.seat(controller).hand) < -ic.n:
                return False
        i += 1
    return True


def _matches(board: Board, iid: str, filters: list[Icon]) -> bool:
    k = 0
    while k < len(filters):
        f = filters[k]
        if f.name == "max-cost" and cost(board, iid) > (f.n or 0):
            return False
        if f.name == "max-strength" and strength(board, iid) > (f.n or 0):
            return False
        if f.name == "max-strength-or-cost" and strength(board, iid) > (f.n or 0) and cost(board, iid) > (f.n or 0):
            return False  # the manuals differ (strength / cost N or less): either reading allows it
        if f.name == "with":
            want = filters[k + 1]
            k += 1
            if want.name == "max-cost" and cost(board, iid) > (want.n or 0):
                return False
            if want.name == "max-strength" and strength(board, iid) > (want.n or 0):
                return False
            if want.family == "keyword" and not has(board, iid, want.name):
                return False
        k += 1
    return True


#: Keyword icons whose name in the manual (its Abilities list) is not their token's words capitalised.
_KEYWORD_WORDS = {"cant-attack": "Can't attack", "cant-attack-battlers": "Can't attack battlers",
                  "tap-gain-time": "gain 1 time when tapped"}


def keyword_word(name: str) -> str:
    """A keyword icon's name as the manual prints it ("elusive" -> "Elusive", "sneak-attack" -> "Sneak Attack")."""
    return _KEYWORD_WORDS.get(name) or " ".join(w.capitalize() for w in name.split("-"))


def condition_words(filters: Sequence[Icon]) -> Any:
    """A target condition in the manual's words, not its icon tokens: ``with, elusive`` -> "Elusive",
    ``max-strength(4)`` -> "strength 4 or less" (a message whose parts are translated each)."""
    parts: list[Any] = []
    k = 0
    while k < len(filters):
        f = filters[k]
        if f.name == "with" and k + 1 < len(filters):
            k += 1
            f = filters[k]
        if f.name == "max-strength":
            parts.append(msg(N_("strength {n} or less"), n=f.n or 0))
        elif f.name == "max-cost":
            parts.append(msg(N_("cost {n} or less"), n=f.n or 0))
        elif f.name == "max-strength-or-cost":
            parts.append(msg(N_("strength or cost {n} or less"), n=f.n or 0))
        elif f.family == "keyword":
            parts.append(term(keyword_word(f.name), "keyword"))
        elif f.family != "zone":
            parts.append(str(f))
        k += 1
    return listing(parts)


#: A summon ability's choice BattlerSummoned.targets leaves out: held by the engine until the next event, which may give
#: it (a TriggerResolved of that battler right after the summon: engine.on_trigger).
SUMMON_CHOICE_LEFT_OUT = N_("{source}'s summon ability must choose {what} and one was there to choose, but the log "
                            "names none: a summon ability's choices go in BattlerSummoned.targets")
#: The same, outside a summon (engine._CHOICE_LEFT_OUT holds it as well).
CHOICE_LEFT_OUT = N_("{source}'s ability must choose {what} and one was there to choose, but the log names none")

#: What a target icon asks its controller to choose, in words (not the icon's token).
_WHAT = {"chosen-battler": N_("a battler"), "chosen-opponent": N_("an opponent"),
         "other-battler": N_("another of its controller's battlers"), "battler-card": N_("a battler card"),
         "action-card": N_("an action card")}

#: The rules a choice left out is flagged under: the icon's own (ccs.ability.target), or, when the summon or the action
#: whose ability it is ended the turn by its cost, the sentence saying that ability still resolves.
CHOICE_RULES = ("ccs.ability.target", "ccs.ability.target-condition", "ccs.summon.ability-after-turn-end", "ccs.action.ability-after-turn-end")


def what_words(name: str) -> Any:
    """What target icon ``name`` asks to choose, in words ("chosen-battler" -> "a battler")."""
    words = _WHAT.get(name)
    return msg(words) if words else name


def left_out_rule(judge: Any) -> str:
    """The rule a summon's or an action's ability choice left out breaks: where the card's cost ended the turn, "If
    summoning the battler ends your turn, you must still resolve the battler's summon ability." (an action: "If
    playing the action ends your turn, you still get to resolve its ability." with "Whenever you play an action card,
    pay its cost and resolve its ability."); else the Targets rule."""
    kind = type(getattr(judge, "event", None)).__name__
    ended = getattr(judge, "turn_over", None)
    if ended is None or getattr(judge, "ended_before", True) or not ended():
        return "ccs.ability.target"
    if kind == "BattlerSummoned":
        return "ccs.summon.ability-after-turn-end"
    if kind == "ActionPlayed":
        return "ccs.action.ability-after-turn-end"
    return "ccs.ability.target"


def _in_play(board: Board, iid: str) -> bool:
    inst = board.cards.get(iid)
    return inst is not None and inst.zone == "battlefield"


def _select(judge: Judging, controller: str, source: str | None, ic: Icon, filters: list[Icon],
            targets: deque, tap_ability: bool, line: tuple[Icon, ...] = (), chosen: Sequence[str] = (),
            discard: int | tuple[int, int] = 0) -> list[str]:
    """What the target icon ``ic`` selects: a group icon, every battler it reaches; a choice icon, the log's
    next target, judged (``chosen``: the targets its effect's earlier target icons chose; ``discard``: the
    cards a discard after it makes a chosen player discard)."""
    board = judge.board
    zone = next((f.name for f in filters if f.family == "zone"), None)
    if ic.name in ("your-other-battlers", "all-battlers"):
        pool = [b for s in board.seats for b in s.battlefield
                if ic.name == "all-battlers" or s.id == controller]
        if ic.name == "your-other-battlers":
            pool = [b for b in pool if b != source]  # a copy of it too (Readings: "Your other battlers")
        else:
            # "targets all battlers": an enemy Protector keeps its owner's non-protector battlers
            # out of it (docs/chrono-clash-icons.md, Readings). Your other battlers are your own.
            pool = [b for b in pool if _guard(board, controller, b) is None]
        return [b for b in pool if _matches(board, b, filters)]
    if not targets:
        optional = any(x.name == "play-summon-ability" for x in line)  # "you may play the ability"
        if not optional and _any_candidate(board, controller, source, ic, filters, zone, tap_ability, chosen,
                                           discard):
            opponents = board.opponents(controller)
            hand_discard = discard[0] if isinstance(discard, tuple) else discard
            if (ic.name == "chosen-opponent" and len(opponents) == 1 and opponents[0].id not in chosen
                    and not hand_discard):
                # "any opponent of your choice", with one opponent in the game: one choice, so the log need not
                # name it; a discard from their hand after it has its cards named, with the opponent before them
                # (docs/chrono-clash-icons.md, Readings: "A chosen opponent the log leaves out").
                return [opponents[0].id]
            if (ic.name == "chosen-opponent" and len(opponents) == 1 and opponents[0].id not in chosen
                    and hand_discard and not getattr(judge, "summoning", False)):
                # The one opponent, left out as it may be, and no card named for the discard from their hand either:
                # what is missing is that card, as when the log names the opponent alone (the discard's
                # ccs.ability.choice; docs/chrono-clash-icons.md, Readings: "A chosen opponent the log leaves out").
                return [opponents[0].id]
            if getattr(judge, "summoning", False):
                judge.flag(left_out_rule(judge), SUMMON_CHOICE_LEFT_OUT, source=board.label(source),
                           what=what_words(ic.name))
            else:
                judge.flag(left_out_rule(judge), CHOICE_LEFT_OUT, source=board.label(source), what=what_words(ic.name))
            attacked = getattr(judge, "attacked", None)
            if (ic.name == "chosen-opponent" and attacked is not None and attacked not in chosen
                    and any(o.id == attacked for o in opponents)
                    and next(_faults(board, controller, source, ic, filters, zone, tap_ability, attacked, chosen),
                             None) is None):
                # An attack ability's chosen opponent left out among several, flagged: the table carried it out
                # on the opponent the attack names (docs/chrono-clash-icons.md, Readings: "A chosen opponent the
                # log leaves out"); the defender's next reveal shows whether the table did (a guardian discarded).
                seat = board.by_id.get(attacked) or board.seat(attacked)
                if any(x.name == "guardians" for x in line) and seat.guardians:
                    board.guessed_discard = (attacked, seat.guardians[0])
                return [attacked]
        raise Failed(N_("no target was recorded for {icon}"), icon=ic.name)
    if ic.name == "chosen-opponent" and targets[0] not in board.by_id:
        opponents = board.opponents(controller)
        held = board.cards.get(targets[0])
        hand_discard = discard[0] if isinstance(discard, tuple) else discard
        if (len(opponents) == 1 and opponents[0].id not in chosen and held is not None
                and held.owner == opponents[0].id):
            # One opponent, and the log names the card they discard but not them: one choice, taken
            # (docs/chrono-clash-icons.md, Readings: "A chosen opponent the log leaves out").
            return [opponents[0].id]
        if (held is not None and hand_discard and held.owner not in chosen
                and any(o.id == held.owner for o in opponents)):
            # Several opponents, and the log names only the card the chosen one discards from their hand: the card
            # names its owner, the opponent chosen (docs/chrono-clash-icons.md, Readings: "A chosen opponent the
            # log leaves out"). The card is then their discard, judged as ever.
            return [held.owner]
    t = targets.popleft()
    if ic.name in ("battler-card", "action-card") and (zone or "hand") == "hand":
        judge.reclaim(t)  # the log takes it from the hand: an unnamed discard before was another card
    faulty = False
    for fault in _faults(board, controller, source, ic, filters, zone, tap_ability, t, chosen):
        faulty = True
        judge.flag(fault.rule, fault.template, **fault.args)
        if fault.fails is not None:
            raise Failed(fault.fails, **fault.fail_args)
    if not faulty:
        _one_reading(judge, source, filters, t)
    return [] if t in chosen else [t]


def _one_reading(judge: Judging, source: str | None, filters: list[Icon], t: str) -> None:
    """A target a ``max-strength-or-cost(N)`` limit lets through by one manual's wording only (English "strength N or
    less", French « un coût de N ou moins »): legal, with a note naming the difference (docs/chrono-clash-icons.md,
    Readings: "Strength or cost: the summon example")."""
    board = judge.board
    for f in filters:
        if f.name != "max-strength-or-cost" or t not in board.cards:
            continue
        n = f.n or 0
        if (strength(board, t) <= n) == (cost(board, t) <= n):
            continue
        event = getattr(judge, "event", None)
        note(board, N_("seq {seq}: {target} meets the condition of {source}'s ability in one manual's wording only "
                       "(English: strength {n} or less; French: cost {n} or less): the manuals differ, so it is taken "
                       "as legal"), seq=getattr(event, "seq", board.seq), target=board.label(t),
             source=board.label(source) if source else "?", n=n)  # a target named twice is flagged, and acted on once


class _Fault(NamedTuple):
    """What is wrong with one choice for a target icon: the rule and message it is flagged with, and, when the
    icon cannot act on that choice at all, why (``fails``: the ability then resolves none of its icons); a fault
    with ``fails`` None is flagged and the ability resolves on it as recorded."""

    rule: str
    template: str
    args: dict[str, Any]
    fails: str | None = None
    fail_args: dict[str, Any] = {}


def _faults(board: Board, controller: str, source: str | None, ic: Icon, filters: list[Icon], zone: str | None,
            tap_ability: bool, t: str, chosen: Sequence[str] = ()) -> Iterator[_Fault]:
    """Every targeting restriction the choice ``t`` for the target icon ``ic`` breaks, in the order they are
    checked (a fault with ``fails`` ends the list). ``chosen``: the targets the earlier target icons of the same
    effect chose ("If an effect has multiple target icons, you must choose that many targets": ``t`` must be
    another one).

    The one predicate of a legal target: :func:`_select` flags what it yields for the choice the log records,
    and :func:`_any_candidate` counts a card or player as a choice the log could have made only when it yields
    nothing, so the two can never disagree on what may be chosen (an enemy Protector's protected battlers, a
    tapped battler for a tap ability, "other" battlers, the icon's conditions)."""
    if t in chosen:
        yield _Fault("ccs.ability.target", N_("{target} is named twice for one effect: an effect with several target "
                                              "icons chooses that many different targets"),
                     {"target": board.label(t) if t in board.cards else repr(t)})
        return
    if ic.name == "chosen-opponent":
        if t == controller or not any(s.id == t and not s.eliminated for s in board.seats):
            yield _Fault("ccs.ability.target", N_("{target!r} is not an opponent still in the game"), {"target": t},
                         N_("{target!r} is not an opponent"), {"target": t})
        return
    if t not in board.cards:
        yield _Fault("ccs.ability.target", N_("target {target!r} is not a card of this match"), {"target": t},
                     N_("unknown target {target!r}"), {"target": t})
        return
    inst = board.cards[t]
    if ic.name in ("battler-card", "action-card"):
        want_zone = zone or "hand"
        if inst.owner != controller or inst.zone != want_zone:
            yield _Fault("ccs.ability.target", N_("{target} is not in {controller}'s {zone}"),
                         {"target": board.label(t), "controller": controller, "zone": term(want_zone, "zone")},
                         N_("the target is not in that zone"))
            return
        d = board.card_def(t)
        kind = "battler" if ic.name == "battler-card" else "action"
        if d is not None and d.type != kind:
            yield _Fault("ccs.ability.target",
                         N_("{target} is not a battler card") if kind == "battler" else
                         N_("{target} is not an action card"), {"target": board.label(t)},
                         N_("the target is the wrong type of card"))
            return
        if not _matches(board, t, [f for f in filters if f.family != "zone"]):
            yield _Fault("ccs.ability.target-condition", N_("{target} does not meet the ability's condition"),
                         {"target": board.label(t)}, N_("the target does not meet the ability's condition"))
        return
    # Battlers in play.
    if not _in_play(board, t):
        yield _Fault("ccs.ability.target", N_("{target} is not a battler in play"), {"target": board.label(t)},
                     N_("the target is not in play"))
        return
    if ic.name == "other-battler":
        if inst.owner != controller:
            yield _Fault("ccs.ability.target", N_("{target} is not one of {controller}'s battlers"),
                         {"target": board.label(t), "controller": controller},
                         N_("the target is not the controller's"))
            return
        src_name = board.cards[source].name if source and source in board.cards else None
        if t == source or (src_name is not None and inst.name == src_name):
            yield _Fault("ccs.ability.other-battler", N_("{source} cannot target itself or a copy of itself"),
                         {"source": board.label(source)}, N_("the ability targets its own battler"))
            return
    if not _matches(board, t, filters):
        yield _Fault("ccs.ability.target-condition", N_("{target} does not meet the ability's condition ({value})"),
                     {"target": board.label(t), "value": condition_words(filters)},
                     N_("the target does not meet the ability's condition"))
        return
    if tap_ability and inst.tapped:
        yield _Fault("ccs.tap.target-tapped", N_("the tap ability of {source} targets {target}, which is tapped"),
                     {"source": board.label(source), "target": board.label(t)})
    guard = _guard(board, controller, t)
    if guard:
        yield _Fault("ccs.ability.protector",
                     N_("{target} cannot be the target of {controller}'s effects while {guard} protects it"),
                     {"target": board.label(t), "controller": controller, "guard": board.label(guard)})


def _guard(board: Board, controller: str, t: str) -> str | None:
    """The Protector that keeps ``controller``'s effects off ``t``: another's non-protector battler."""
    owner = board.cards[t].owner
    if owner == controller or has(board, t, "protector") or _maybe(board, t, "protector"):
        return None
    # (A Protector that may have left play unseen does not: the target shows it had, engine._may_have_left.)
    return next((b for b in board.seat(owner).battlefield if b != t and has(board, b, "protector")
                 and b not in board.may_have_left), None)


def _maybe(board: Board, t: str, icon: str) -> bool:
    """Whether battler ``t``, one the log never named (no name, no definition), could have ``icon``: a battler of its
    owner's deck list with a copy unrevealed has it (docs/chrono-clash-icons.md, Readings: "A card played under a name
    its deck list lacks")."""
    inst = board.cards[t]
    if inst.name is not None or board.card_def(t) is not None:
        return False
    seat = board.seat(inst.owner)
    pool = seat.unbound_extra if t.split(".")[-1].startswith("x") else seat.unbound
    return any(k > 0 and (d := board.defs.get(name)) is not None and d.type == "battler"
               and any(ic.name == icon for line in board.parsed.get(name, []) for ic in line)
               for name, k in pool.items())


def _agreed(filters: list[Icon]) -> list[Icon]:
    """``filters`` with each limit the manuals word differently (``max-strength-or-cost(N)``) read as what every
    version agrees on: strength N or less and cost N or less."""
    if not any(f.name == "max-strength-or-cost" for f in filters):
        return filters
    out: list[Icon] = []
    for f in filters:
        if f.name == "max-strength-or-cost":
            out += [Icon("max-strength", f.family, f.n), Icon("max-cost", f.family, f.n)]
        else:
            out.append(f)
    return out


def _any_candidate(board: Board, controller: str, source: str | None, ic: Icon, filters: list[Icon],
                   zone: str | None, tap_ability: bool, chosen: Sequence[str] = (),
                   discard: int | tuple[int, int] = 0) -> bool:
    """Whether a legal choice existed for a target icon the log left without one: a choice :func:`_faults`
    finds nothing wrong with (every restriction :func:`_select` applies, Protector among them, and another
    target than those ``chosen`` for the same effect) and with which the ability can resolve: a chosen player
    holds the ``discard`` cards the effect after it makes them discard.

    A limit the manuals word differently (``max-strength-or-cost(N)``, English strength, French cost) counts here as
    what they agree on, both strength and cost N or less: a battler only one wording allows may be chosen (legal, with
    a note: :func:`_one_reading`), but its being in play obliges no one to choose it (docs/chrono-clash-icons.md,
    Readings: "Strength or cost: the summon example")."""
    filters = _agreed(filters)
    if ic.name == "chosen-opponent":
        hand, guardians = discard if isinstance(discard, tuple) else (discard, 0)
        candidates: Iterable[str] = [s.id for s in board.seats if len(s.hand) >= hand and len(s.guardians) >= guardians]
    elif ic.name in ("battler-card", "action-card"):
        # A card whose name the log has not revealed yet (a paper log) is not known to be one.
        candidates = [c for c in getattr(board.seat(controller), zone or "hand")
                      if c != source and board.card_def(c) is not None]
    else:
        # A card naming itself is never required: a missing choice then is no breach.
        candidates = [b for s in board.seats for b in s.battlefield if b != source]
    return any(next(_faults(board, controller, source, ic, filters, zone, tap_ability, c, chosen), None) is None
               for c in candidates)


def _effect(judge: Judging, controller: str, source: str | None, ic: Icon, subjects: list[str],
            targets: deque, temporary: bool) -> None:
    board = judge.board
    n = ic.n or 0
    name = ic.name
    if name == "time":
        judge.gain_time(controller, n)
        return
    if name == "strength":
        for t in subjects:
            if t in board.cards:
                judge.touch(board.cards[t])
                board.cards[t].strength_mod += n
                board.eot.add(t)
        return
    if name == "cost":
        for t in subjects:
            if t in board.cards:
                judge.touch(board.cards[t])
                board.cards[t].cost_mod += n
                board.eot.add(t)
        return
    players = [s for s in subjects if s not in board.cards]
    cards = [s for s in subjects if s in board.cards]
    if name in ("draw", "guardians", "draw-extra"):
        for pid in (players or [controller]):
            _player_effect(judge, pid, name, n, targets, source)
        return
    if name == "destroy":
        for t in cards:
            if not _in_play(board, t):
                raise Failed(N_("{card} is not in play"), card=board.label(t))
            judge.destroy(t, by=controller)
        return
    if name in ("tap-target", "untap-target"):
        for t in cards:
            if not _in_play(board, t):
                raise Failed(N_("{card} is not in play"), card=board.label(t))
            judge.touch(board.cards[t])
            board.cards[t].tapped = name == "tap-target"
        return
    if name == "return-to-hand":
        for t in cards:
            judge.return_to_hand(t)
        return
    if name == "play-summon-ability":
        for t in cards:
            if t in judge.playing:
                # Its summon ability is being played already (it plays itself, or two play each other): playing
                # it again from within itself would never end, so this icon cannot be resolved.
                raise Failed(N_("the summon ability of {card} is already being played: playing it again from "
                                "within itself would never end"), card=board.label(t))
            outer = judge.playing
            judge.playing = outer + (t,)
            try:
                for line in triggered(board, t, "summon"):
                    _walk(judge, controller, t, line, targets, True, False, t)
            finally:
                judge.playing = outer
        return
    raise Failed(N_("{icon} has nothing to act on"), icon=ic.name)


def _player_effect(judge: Judging, pid: str, name: str, n: int, targets: deque, source: str | None = None) -> None:
    board = judge.board
    seat = board.seat(pid)
    if name == "draw" and n > 0:
        for _ in range(n):
            if not seat.deck:
                judge.eliminate(pid, msg(N_("{player} had to draw a card and their deck was empty"), player=pid))
                return
            board.ability_drew.append((pid, seat.deck[0], source))  # a CardDrawn may record it (engine.on_drawn)
            judge.move(seat.deck[0], pid, "hand")
    elif name == "draw" and n < 0:
        k = -n
        if len(seat.hand) < k:
            failed = Failed(N_("{player} has {cards} in hand and must discard {n}"), player=pid,
                            cards=NP_("{n} card", "{n} cards", len(seat.hand)), n=k)
            failed.discards = k
            raise failed
        for _ in range(k):
            t = targets[0] if targets else None
            if t is not None and t in board.cards:
                targets.popleft()
                judge.reclaim(t)  # the log takes it from the hand: an unnamed discard before was another card
                if t in seat.hand:
                    judge.move(t, pid, "discard")
                else:
                    # The player chose a card the log misnames: no other card is discarded in its place.
                    judge.flag("ccs.ability.target", N_("the log names {card} as the card {player} discarded, but it "
                                                        "is not in their hand: no card is discarded for it"),
                               card=board.label(t), player=pid)
            elif not seat.known_order and any(board.cards[h].name is None for h in seat.hand):
                # A paper log: the hand's cards are hidden, their ids only places, so the log has no id to say which
                # was discarded; a hidden card is taken, as for a quest card the log does not give (docs/chrono-clash-
                # icons.md, Readings: "A discard the log names wrongly, or not at all").
                judge.discard_unnamed(pid)
                note(board, N_("seq {seq}: the log does not say which card {player} discarded; in a paper log their "
                               "hand's cards are hidden: the engine takes {card}, one of them, and a later event that "
                               "takes it from the hand shows it was another"),
                     seq=board.seq, player=pid, card=seat.discard[-1])
            else:
                judge.flag("ccs.ability.choice", N_("the log does not say which card {player} discarded: one of their "
                                                    "hand cards is discarded, and later events show which"), player=pid)
                judge.discard_unnamed(pid)
    elif name == "guardians" and n > 0:
        if len(seat.deck) < n:
            raise Failed(N_("{player}'s deck has fewer than {n} cards"), player=pid, n=n)
        for _ in range(n):
            judge.move(seat.deck[0], pid, "guardians", top=True)
    elif name == "guardians" and n < 0:
        if len(seat.guardians) < -n:
            raise Failed(N_("{player} has fewer than {n} guardians"), player=pid, n=-n)
        for _ in range(-n):
            judge.move(seat.guardians[0], pid, "discard")
    elif name == "draw-extra":
        if not seat.extralist and not seat.extra:
            raise Failed(N_("{player} plays with no extra deck"), player=pid)
        if not seat.extra:
            raise Failed(N_("{player}'s extra deck is empty"), player=pid)
        if len(seat.extra) < n:
            raise Failed(N_("{player}'s extra deck has fewer than {n} cards"), player=pid, n=n)
        for _ in range(n):
            board.ability_drew.append((pid, seat.extra[0], source))  # a CardDrawn may record it, as a draw's
            judge.move(seat.extra[0], pid, "hand")


Resolver = Callable[..., bool]


def summon_mode(board: Board, ev: Any) -> str | None:
    """The mode a summon whose ``mode`` is left out (``msgspec.UNSET``; a ``normal`` given is taken as given) was made in, where the event's other
    fields tell it (docs/chrono-clash-icons.md, Readings: "A summon's mode left out"), else None: ``pilot`` when
    it names the Eva battler it attaches to (``attach_to``; only a Pilot summon attaches, so with no Pilot cost the
    summon is flagged as a ``pilot`` one given); ``reinforcements``
    when it is made in another player's turn while a Reinforcements ability of the summoner's waits."""
    if ev.mode is not msgspec.UNSET or ev.card is None or ev.card not in board.cards:
        return None
    if ev.attach_to is not None and board.cards[ev.card].name is not None:
        return "pilot"  # (a battler with no Pilot cost is flagged for it as with the mode given: ccs.summon.pilot)
    if ev.player != board.active and any(p.kind == "reinforcements" and p.controller == ev.player
                                         for p in board.pending):
        return "reinforcements"
    return None


#: The note for a summon whose mode the engine read from its other fields (``summon_mode``).
MODE_READ = {
    "pilot": N_("seq {seq}: the summon of {card} gives no `mode`, but names the Eva battler it attaches to "
                "(`attach_to`): it is read as summoned for its Pilot cost"),
    "reinforcements": N_("seq {seq}: the summon of {card} gives no `mode`, but is made in {active}'s turn while the "
                         "Reinforcements ability of {player}'s destroyed battler waits: it is read as that "
                         "Reinforcements summon"),
}
