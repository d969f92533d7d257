"""Causes before consequences: which later violations follow only from an earlier flagged event.

The engines apply an illegal event *as recorded* and carry on, so what the
event changed stands on the board, and the events after it, recorded at a
table where it was (wrongly) allowed, may then break rules only because it
stood: a card drawn out of order is "not in the deck" when it is drawn again,
a battler that should not have attacked is still tapped, an attack left on
the board makes the next play out of step.

The test is counterfactual, and uses the engine itself as the oracle of
what each later check depended on. For a flagged event ``f`` (a *root*):

1. its *legal histories* are the log with ``f`` left out; the log with
   ``f`` replaced by one of the closest legal actions the engine lists at
   that moment (``legal_actions`` of the game's self-play module: same
   event type, fewest differing fields, the player counting as one, then
   the values written most alike; up to three); the log with a legal
   action of another type put in just before ``f`` where that makes ``f``
   legal (a step left out, such as a draw; up to six); and the log with
   ``f`` and a later event swapped, two events recorded in each other's
   place where that puts a legal action in ``f``'s: the very next event (a
   step recorded one event late), or a later one that is one of ``f``'s
   stand-ins of its type (a stack resolved in the wrong order);
2. each is replayed from the board just before ``f`` to the last flagged
   event (to the log's end for an engine that sets ``CAUSES_WHOLE_LOG``),
   and the one with the fewest violations is kept: the most
   plausible match the table would have recorded had ``f`` been legal;
3. a later violation (event seq and rule) that this legal history does
   *not* commit depended on ``f``: it is a consequence of ``f``
   (``caused_by`` is ``f``'s seq). One it still commits did not depend on
   ``f`` and is tested against the next root, or is a root itself.

Violations of one event stay side by side (each is its own breach); deck
list violations (seq 0) are never grouped. Nothing is dropped: a
consequence keeps its place in the list and only gains its ``caused_by``.
Pure: no I/O, deterministic (the engines' ``legal_actions`` are).

House rules and games' exceptions
---------------------------------
The house rules, for every game: the list is put in seq order first; a
legal history that ends with another turn order than the whole log's is
no verdict; what an engine's board lists in ``own_roots`` (after the whole
log) stays a root; a ``caused_by`` an engine set itself stands; and the
steps tried as left out just before ``f`` are legal actions that make
``f`` legal. Each was once one or two games' opt-in flag
(``CAUSES_SEQ_ORDER``, ``CAUSES_SAME_SEATS``, ``CAUSES_ENGINE_ROOTS``,
``CAUSES_KEEP_ENGINES``, ``CAUSES_MISSING_FITS``) and was tried on the
others: none made a game's slips bench (``bench/slips.py``) worse or broke
a test, so each is unconditional now.

The flags left are a game's exception, each tried on the other games
(slips bench over the game's sample logs, variants with one root / two or
more roots; house bases: Chrono Clash 4,344 / 255, Force of Will 3,252 /
84, FFTCG 6,660 / 118):

- ``CAUSES_TIE_EXPLAINS`` (Chrono Clash only): FFTCG 6,663 / 115 and Force
  of Will 3,254 / 82 with it, but each then breaks a pinned verdict:
  FFTCG's short mulligan whose bottom card is then played (the play is the
  player's own fault: test_fftcg_qa34e_fixes) and Force of Will's early
  draw followed by two calls out of turn (each call its own root:
  test_fow_qa34_fixes).
- ``CAUSES_PLAYERS_OWN`` (Force of Will only): FFTCG 6,656 / 122 with it
  (worse); and Chrono Clash's late win, whose ``game.over`` follows from
  the fault that declared it, is explained by that fault's history.
- ``CAUSES_WHOLE_LOG`` (Force of Will only): FFTCG 6,636 / 142 with it
  (worse).
- ``CAUSES_NOT_LEFT_OUT`` (FFTCG only, ``Mulliganed``): Force of Will's
  bench is unchanged with it, but there a mulligan flagged out of order has
  leaving it out as its legal history (the second player's redo after it
  then follows from it: test_fow_qa34c_fixes F7); Chrono Clash has no
  mulligan event.
- ``CAUSES_NOT_LEFT_OUT_RULES`` (Force of Will only, ``fow.end.hand-size``):
  an event whose every fault is one of the named rules is not left out (the
  turn's end that kept too many cards did end: left out, the next turn's
  card played before the draw read as this turn's, qa37 F1). Named by rule,
  so it means nothing to another game. Force of Will's bench unchanged.
- ``CAUSES_WHO_SAME_ACT`` (Force of Will only): a legal action of another
  player stands in for the event only when the player is all that differs
  (bob's standby set in alice's turn is not alice's standby set of her own
  card, which would empty her hand of the card she kept too many: qa37 F1).
  Force of Will's bench unchanged; Chrono Clash 4,343 / 256 with it
  (worse), FFTCG unchanged (6,660 / 118): kept Force of Will's.
"""

from __future__ import annotations

import importlib
from difflib import SequenceMatcher
from types import ModuleType
from typing import Any

import msgspec

#: how many closest legal actions stand in for a flagged event
REPLACEMENTS = 3
#: how many legal actions are tried as the step left out just before a flagged event
MISSING = 6


def group(log: Any, violations: list[Any]) -> None:
    """Set ``caused_by`` on each violation that follows only from an earlier root (in place).

    The list is put in seq order first (stable: an event's own violations keep their order): a fault an engine flags
    at an earlier event's seq once a later one shows it coming after them is listed at its place."""
    from . import core

    mod = core.engine(log.game)
    violations.sort(key=lambda v: v.seq)
    seqs = sorted({v.seq for v in violations if v.seq > 0})
    if len(seqs) < 2:
        return
    same = getattr(mod, "CAUSES_PLAYERS_OWN", False)
    at: dict[int, list[Any]] = {}
    for v in violations:
        if v.seq > 0:
            at.setdefault(v.seq, []).append(v)
    last = seqs[-1]
    #: each flagged seq's player (the first violation's there)
    who: dict[int, Any] = {}
    for v in violations:
        who.setdefault(v.seq, v.player)
    roots: list[tuple[int, set[tuple[int, str]] | None]] = []
    # (A ``caused_by`` the engine set itself, knowing which fault the table went on from, stands; the grouping only
    # fills in the ones it left unset.)
    # The board after the whole log: (1) an engine whose board has ``own_roots`` (seq, rule) lists there the
    # violations it knows to be their player's own breach whatever an earlier fault's legal history makes of them:
    # they stay roots; (2) the turn order the log shows (read from it when the header gives no seats), as the whole
    # log has it: a legal history that reads another order is no like-for-like history of the event, so what it does
    # not commit does not depend on it (_legal_history).
    whole = _whole_log(mod, log)
    own_roots: set[tuple[int, str]] = set(getattr(whole, "own_roots", ()))
    seats_end = [s.id for s in whole.seats]
    board = core.new_board(log)
    events = log.events
    for i, ev in enumerate(events):
        if ev.seq > last:
            break
        here = at.get(ev.seq)
        if here:
            for v in here:
                if v.caused_by is not None:
                    continue
                if (v.seq, v.rule) in own_roots:
                    continue
                for root, committed in roots:
                    if committed is not None and (v.seq, v.rule) not in committed and (v.seq, "") not in committed \
                            and not (v.player != who.get(root) and (v.seq, f"@{v.player}") in committed) \
                            and not (same and (v.seq, f"@={v.player}") in committed):
                        v.caused_by = root
                        break
            if ev.seq < last and any(v.caused_by is None for v in here):
                later = {(x.seq, x.rule) for x in violations if x.seq > ev.seq}
                roots.append((ev.seq, _legal_history(mod, log.game, board, events, i, last, later, seats_end,
                                                     {v.rule for v in here})))
        mod.step(board, ev)
        if getattr(board, "stuck", False):
            break


def _whole_log(mod: ModuleType, log: Any) -> Any:
    """The board after the log's last event (or the one its engine is stuck at)."""
    from . import core

    board = core.new_board(log)
    for ev in log.events:
        mod.step(board, ev)
        if getattr(board, "stuck", False):
            break
    return board


def _legal_history(mod: ModuleType, game: str, before: Any, events: list[Any], i: int,
                   last: int, later_found: set[tuple[int, str]] | None = None,
                   seats_end: list[Any] | None = None,
                   rules: set[str] | None = None) -> set[tuple[int, str]] | None:
    """The violations (seq, rule) of the most plausible legal history of event ``i`` up to seq ``last``.

    ``None`` when no legal history reaches ``last`` (the match could not go on): nothing is then
    known to depend on the event.

    An engine that sets ``CAUSES_TIE_EXPLAINS`` breaks a tie (two histories with as many violations)
    for the one that commits fewer of the violations the log was found to have after the event
    (``later_found``): the one that explains more of them, not the first tried (leaving the event out).

    The steps left out just before the event that are tried are the first ``MISSING`` legal actions after which the
    event is legal (not the first ``MISSING`` listed): Force of Will lists the turn's end after every main-phase
    action, and an early draw's legal history is that end, left out.

    An engine that sets ``CAUSES_WHOLE_LOG`` steps each history on to the log's end and ranks the histories by all
    the violations they commit there: a history that makes faults the log does not
    have after ``last`` is the less plausible (an early draw whose legal history is the turn's end left out, not
    the draw left out, which flags the drawer's whole turn after ``last``; and not that end where the turn player
    then goes on with the turn, every act of it flagged).

    An engine that sets ``CAUSES_PLAYERS_OWN``: (1) a later event of the event's own player that a history making
    the event as recorded (only a step left out before it: its board change stands) still flags, under any rule,
    is that player's own breach too (group): the event's fault did not make it one. A history that leaves the event
    out or puts another in its place does not count for this (a draw left out flags the drawer's next play "before
    the turn's draw": that follows from the history, not from the player). (2) A later event of another player than
    the event's that this history still flags, under another rule (a block with a rested card there, a block with no
    battle here), is that player's own breach, not explained by this history (group); so is an event after the game
    ended there (what follows an end is no verdict on the event). Chrono Clash's late win, whose ``game.over``
    follows from the fault that declared it, is such an event explained by its history: hence not for every engine.
    (1) only acts with (2) (its marks are made with them), so the two are one flag.
    """
    tie = later_found is not None and getattr(mod, "CAUSES_TIE_EXPLAINS", False)
    own = getattr(mod, "CAUSES_PLAYERS_OWN", False)
    best_kept = 0
    best: set[tuple[int, str]] | None = None
    # (An engine whose verdict on an event waits for the next one (its ``undecided``: Force of Will's draw that the
    # next event shows to be a second turn or one draw too many) flags it there, at the earlier seq: a history
    # steps on past ``last`` while the engine is undecided, keeping only what it flags up to ``last``.)
    undecided = getattr(mod, "undecided", None)
    replaced, missing = _closest_legal(game, before, events[i])
    # (Of the legal actions of other types, the ones after which the event is legal, up to MISSING: a step left out
    # that the engine lists late (a turn's end after every main-phase action) is still tried.)
    missing = [alt for alt in missing if _fits(mod, before, [alt, events[i]])][:MISSING]
    swapped = _swaps(events, i, last, replaced)
    # (An engine that sets ``CAUSES_WHOLE_LOG`` steps its histories on to the log's end and ranks them by all they
    # commit there: a history that makes faults the log does not have after ``last`` is the less plausible. What
    # is explained is still read up to ``last`` (group).)
    horizon = events[-1].seq if getattr(mod, "CAUSES_WHOLE_LOG", False) else last
    # (An engine that names event types in ``CAUSES_NOT_LEFT_OUT``: such an event, flagged, was made at the table all
    # the same, only its content wrong (a mulligan of too few cards): leaving it out is no history of that table.)
    kept_out = type(events[i]).__name__ in getattr(mod, "CAUSES_NOT_LEFT_OUT", ())
    # (An engine that names rules in ``CAUSES_NOT_LEFT_OUT_RULES``: an event whose every fault is one of them was made
    # at the table all the same, only its content wrong (Force of Will's turn end that keeps too many cards: the turn
    # did end): leaving it out is no history of that table either.)
    not_out = set(getattr(mod, "CAUSES_NOT_LEFT_OUT_RULES", ()))
    kept_out = kept_out or bool(rules and not_out and rules <= not_out)
    histories = ([] if kept_out else [([], {})]) + [([alt], {}) for alt in replaced] + swapped + [([alt, events[i]], {}) for alt in missing]
    for stand_in, later in histories:
        as_recorded = len(stand_in) == 2 and stand_in[-1] is events[i]  # (a step left out before ``f``, ``f`` kept)
        board = before.copy()
        if any(mod.step(board, e) for e in stand_in) or _held(mod, board):
            continue  # not legal after all (or ``f`` is still illegal after the missing step)
        committed: set[tuple[int, str]] | None = set()
        for k, ev in enumerate(events[i + 1:], i + 1):
            if ev.seq > horizon and (undecided is None or not undecided(board)):
                break
            over = getattr(board, "over", False)
            found = [v for v in mod.step(board, later.get(k, ev)) if v.seq <= horizon]
            committed.update((v.seq, v.rule) for v in found)
            # (The event still a fault there under another rule (a block that is no block of this battle rather than
            # one with a rested card) is still that event's own breach; so is any event after the game ended in
            # this history (there everything after the end is one fault of playing on, no verdict on the event):
            # neither is explained by this history. ``(seq, "")`` marks such an event.)
            if over and own:
                committed.add((ev.seq, ""))
            if own:
                committed.update((v.seq, "@" + str(v.player)) for v in found if v.seq == ev.seq)
            if own and as_recorded:
                # (``f`` made as recorded, only a step left out before it: an event still a fault here is one
                # whoever made it, ``f``'s board change standing: group.)
                committed.update((v.seq, "@=" + str(v.player)) for v in found if v.seq == ev.seq)
            if best is not None and (_n(committed) > _n(best) or (_n(committed) == _n(best) and not tie)):
                break  # already no better than the best so far
            if getattr(board, "stuck", False) and ev.seq < last:
                committed = None  # this history cannot go on: no verdict from it
                break
        else:
            if undecided is not None and undecided(board) and getattr(mod, "finish", None) is not None:
                # (the log ending with the engine undecided: its verdict is the end's, as verify's)
                committed.update((v.seq, v.rule) for v in mod.finish(board) or () if v.seq <= horizon)
        if committed is not None and seats_end is not None and [s.id for s in board.seats] != seats_end:
            committed = None  # (it reads another turn order than the log's: no verdict)
        if committed is not None and tie:
            kept = len(committed & later_found)
            if best is None or (_n(committed), kept) < (_n(best), best_kept):
                best, best_kept = committed, kept
        elif committed is not None and (best is None or _n(committed) < _n(best)):
            best = committed
        if best is not None and not _n(best):
            break
    return best


def _n(committed: set[tuple[int, str]]) -> int:
    """How many violations a history commits (its marks of events it leaves unexplained, ``(seq, "")``, aside)."""
    return sum(1 for _, rule in committed if rule and rule[0] != "@")


def _swaps(events: list[Any], i: int, last: int, replaced: list[Any]) -> list[tuple[list[Any], dict[int, Any]]]:
    """Histories where event ``i`` and a later event (up to seq ``last``) were recorded in each other's
    place: the later one comes in ``i``'s place (with its ``seq``) and ``i``'s event where the later one
    stood. The later one is the very next event (tried: :func:`_legal_history` keeps it only if legal
    there), or any later event that is one of ``i``'s stand-ins of its type (``replaced``: all fields
    but ``seq`` the same)."""
    out: list[tuple[list[Any], dict[int, Any]]] = []
    rep = msgspec.structs.replace
    if i + 1 < len(events) and events[i + 1].seq <= last:
        out.append(([rep(events[i + 1], seq=events[i].seq)], {i + 1: rep(events[i], seq=events[i + 1].seq)}))
    wanted = [(alt, _fields(alt)) for alt in replaced]
    for k in range(i + 1, len(events)):
        ev = events[k]
        if ev.seq > last or not wanted:
            break
        hit = next((w for w in wanted if type(ev) is type(w[0]) and _fields(ev) == w[1]), None)
        if hit is not None:
            if k > i + 1:
                out.append(([hit[0]], {k: rep(events[i], seq=ev.seq)}))
            wanted.remove(hit)
    return out


def _fields(event: Any) -> dict[str, Any]:
    """An event's fields but its ``seq``, as plain data."""
    data = msgspec.to_builtins(event)
    data.pop("seq", None)
    return data


def _fits(mod: ModuleType, before: Any, stand_in: list[Any]) -> bool:
    """Whether the events ``stand_in``, stepped from the board ``before``, are all legal."""
    board = before.copy()
    return not any(mod.step(board, e) for e in stand_in) and not _held(mod, board)


def _held(mod: ModuleType, board: Any) -> bool:
    """Whether ``board`` holds a flag its engine says at the next event (an engine's ``held_flags``, opt-in: Chrono
    Clash's summon ability whose choice is left out, said unless the next event gives it): the events stepped to it
    are not legal."""
    held = getattr(mod, "held_flags", None)
    return held is not None and held(board)


def _closest_legal(game: str, board: Any, event: Any) -> tuple[list[Any], list[Any]]:
    """Legal stand-ins for ``event``: up to ``REPLACEMENTS`` legal actions of its type, fewest differing
    fields (the player is one) first; and all the legal actions of other types, that may have been left out
    just before it (in the engine's order).

    An engine that sets ``CAUSES_WHO_SAME_ACT`` (opt-in): a legal action of another player stands in
    for the event only when the player is all that differs (the log naming the wrong player for the same act); one
    that also changes the card or the payment is another player's other act, which the table did not make in the
    event's place (Force of Will: bob's standby set in alice's turn is no stand-in for alice setting a card of her
    own, which would take a card out of her hand)."""
    from .core import ENGINES, engine

    who_same_act = getattr(engine(game), "CAUSES_WHO_SAME_ACT", False)
    try:
        selfplay = importlib.import_module(f"{ENGINES[game]}.selfplay")
        legal = selfplay.legal_actions(board.copy())
    except Exception:  # noqa: BLE001 - a board the self-play cannot read (a broken log) has no stand-ins
        return [], []
    want = msgspec.to_builtins(event)
    scored = []
    missing = [msgspec.structs.replace(alt, seq=event.seq) for alt in legal if type(alt) is not type(event)]
    for k, alt in enumerate(legal):
        if type(alt) is not type(event):
            continue
        have = msgspec.to_builtins(alt)
        fields = [f for f in sorted(set(want) | set(have)) if f != "seq" and want.get(f) != have.get(f)]
        if who_same_act and "player" in fields and len(fields) > 1:
            continue
        if fields:
            # Ties (as many fields differing) go to the values written most alike: a card id of the same
            # player's (``bob.12`` for ``bob.8``) before another's.
            alike = sum(SequenceMatcher(None, repr(want.get(f)), repr(have.get(f))).ratio() for f in fields)
            scored.append((len(fields), -alike, k, msgspec.structs.replace(alt, seq=event.seq)))
    scored.sort(key=lambda t: t[:3])
    return [t[3] for t in scored[:REPLACEMENTS]], missing
