"""Judging registered deck lists: real cards, legal for the game, and the deck the match was played with.

:func:`check_decklists` takes a parsed match log and the lists its players
registered (:mod:`ledger.decklist`) and returns a :class:`DecklistReport`:

- each list must name real cards (:func:`resolve` raises
  :class:`~ledger.errors.UnknownCardError` naming the file, line and the
  closest known names; it never picks one) and be legal by the same
  deck-building rules the engine applies to a log header (the engine's own
  rule ids);
- ``decklist.header-differs``: the log header's deck is not the registered one;
- ``decklist.seen-not-registered``: a card seen in play (drawn, revealed,
  played, paid) that the list lacks, or more copies of it than listed, at
  the event where it was seen;
- ``decklist.missing``: a player of the match has no list.

Pure: no I/O; the lists and the log are read by the caller.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from typing import Any

import msgspec
from msgspec import Struct, field

from ledger.decklist import DeckList
from ledger.errors import LogError, UnknownCardError
from ledger.messages import Reason

from . import core
from .core import Rule, Violation
from .messages import N_, msg, note, term

_SOURCE = "docs/decklists.md"

RULES: dict[str, Rule] = {r.id: r for r in (
    Rule(id="decklist.header-differs", source=f"{_SOURCE} § The log header against the list",
         text=N_("The deck a match log records for a player is the deck that player registered: the same cards, "
              "in the same numbers, in the same sections.")),
    Rule(id="decklist.seen-not-registered", source=f"{_SOURCE} § Cards seen in play",
         text=N_("Every card a player draws, reveals, plays or pays with is on their registered deck list, "
              "and never in more copies than listed.")),
    Rule(id="decklist.missing", source=f"{_SOURCE} § Every player has a list",
         text=N_("Every player of a match has a registered deck list.")),
)}

#: The sections each game's lists have.
SECTIONS: dict[str, tuple[str, ...]] = {
    "chrono-clash": ("main", "extra"),
    "force-of-will": ("main", "stones", "ruler"),
    "fftcg": ("main",),
}
#: list section -> the log header's field for it.
HEADER_FIELD = {"main": "deck", "extra": "extra_deck", "stones": "stones", "ruler": "ruler"}
#: list section -> the header fields that record its order (cleared to judge the list alone).
ORDER_FIELD = {"main": "order", "extra": "extra_order", "stones": "stone_order"}
WORDS = {"main": N_("main deck"), "extra": N_("extra deck"), "stones": N_("magic stone deck"), "ruler": N_("ruler")}
#: Zones whose cards nobody has seen yet: a card elsewhere was drawn, revealed, played or paid.
HIDDEN_ZONES = frozenset({"deck", "guardians", "extra", "stones"})

#: How a judge says where a seen card was.
ZONE_WORDS = {"hand": N_("in the hand"), "field": N_("on the field"), "battlefield": N_("on the battlefield"),
              "break": N_("in the break zone"), "discard": N_("in the discard pile"), "grave": N_("in the graveyard"),
              "graveyard": N_("in the graveyard"), "damage": N_("in the damage zone"), "stack": N_("on the stack"),
              "chase": N_("on the chase"), "stone-area": N_("in the magic stone area"), "set-aside": N_("set aside"),
              "ruler-area": N_("in the ruler area"), "removed": N_("removed from the game"), "quest": N_("on a quest"),
              "attached": N_("attached to a battler"), "under": N_("under a battler"), "resolving": N_("being played")}

_RARITY = re.compile(r"^(?P<serial>\d+-\d+)[CRHLSP]$")


class ListRef(Struct, kw_only=True):
    """Which list was held against which player."""

    player: str
    path: str


class DecklistReport(Struct, kw_only=True):
    """The verdict of holding registered lists against a match: ``clean`` when nothing differs."""

    match: str
    game: str
    clean: bool
    lists: list[ListRef] = field(default_factory=list)
    violations: list[Violation] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    note_msgs: list[dict] = field(default_factory=list)  # the notes as messages (projections.messages)


# -- names -------------------------------------------------------------------------


def _known(game: str, defs: dict[str, Any]) -> dict[str, str]:
    """Every name a list may use -> how a judge reads it (FFTCG: serial -> ``Ifrit 1-004``)."""
    if game == "fftcg":
        return {s: f"{d.name} {s}" for s, d in defs.items() if s}
    return {n: n for n in defs}


def suggestions(word: str, known: dict[str, str], n: int = 3) -> list[str]:
    """The known names close to ``word``, as a log's "did you mean" finds them (projections.names.closest: the same
    name but for case, accents, spaces or a serial's padding zeros, ``1-16``: ``1-016``; else one or two letters
    off; never an unrelated name), then for serials by the card's name (``Tifa``: ``Tifa 1-016``)."""
    from .names import serial_order, closest

    found = closest(word, known, n)
    if not found and any(k != v for k, v in known.items()):  # serials: match the card's name too
        by_name: dict[str, list[str]] = {}
        for k, v in known.items():
            by_name.setdefault(v[:-len(k) - 1] if v.endswith(" " + k) else v, []).append(k)
        found = [k for name in closest(word, by_name, n) for k in sorted(by_name[name], key=serial_order)]
    return [known[k] for k in found[:n]]


def _unknown(lst: DeckList, game: str, section: str, word: str, known: dict[str, str], what: str,
             entry: str | None = None) -> UnknownCardError:
    """``word`` (the card of the list's line ``entry``, as written there: FFTCG's ``SERIAL NAME``) is no card of
    the match: the error, with the file line of that entry."""
    close = suggestions(word, known)
    hint = (Reason(N_("; the closest known: {names}"), names=", ".join(repr(c) for c in close)) if close
            else Reason(N_("; no known card has a close name")))
    key = "ruler" if section == "ruler" else f"{section}/{word if entry is None else entry}"
    return UnknownCardError(Reason(N_("{word!r} is no {game} {what}{hint}"), word=word, game=game, what=Reason(what),
                                   hint=hint), path=lst.path, line=lst.line_of(key),
                            field=section)


def _case_read(game: str, word: str, known: dict[str, str]) -> str | None:
    """The one known card ``word`` names when it is no known name as written but, letter case and the spaces around
    it not counted, names exactly one card (``FLAMMEDÉMON``: ``Flammedémon``), as a log's name is read (Force of
    Will: projections.force_of_will.board.name_as_known); None otherwise (a misspelling stays refused)."""
    if game == "fftcg" or not word or word in known:
        return None
    folded = word.strip().casefold()
    found = [k for k in known if k.casefold() == folded]
    key = _name_key(game)
    return found[0] if found and len({key(k) for k in found}) == 1 else None


def resolve(lst: DeckList, game: str, defs: dict[str, Any], said: Any = None) -> DeckList:
    """``lst`` with every entry checked against ``defs`` (the match's card definitions).

    FFTCG entries are ``SERIAL [NAME]``; a rarity letter after the serial
    (``1-004H``) is the printed form and is dropped; a name after the serial
    must be that serial's card. Raises :class:`LogError` for a list of another
    game or with a section the game lacks, :class:`UnknownCardError` (with the
    closest known names) for a card no pool or header defines.
    """
    if lst.game and lst.game != game:
        raise LogError(Reason(N_("this is a {game!r} list, the match is {match!r}"), game=lst.game, match=game),
                       path=lst.path,
                       line=lst.line_of("game"), field="game")
    allowed = SECTIONS[game]
    for section in ("extra", "stones", "ruler"):
        if section not in allowed and lst.section(section):
            first = next(iter(lst.section(section)))
            key = "ruler" if section == "ruler" else f"{section}/{first}"
            raise LogError(Reason(N_("a {game} deck list has no {section} section"), game=game,
                                  section=Reason(WORDS[section])), path=lst.path,
                           line=lst.line_of(key), field=section)
    if "ruler" in allowed and lst.line_of("ruler+"):  # a second ruler, or one listed in several copies
        raise LogError(Reason(N_("a player has one ruler")), path=lst.path, line=lst.line_of("ruler+"), field="ruler")
    if "ruler" in allowed and not lst.ruler:
        raise LogError(Reason(N_("{player}'s list names no ruler: a {game} list has a \"Ruler: NAME\" line"),
                              player=lst.player, game=game),
                       path=lst.path, line=lst.line_of("player"), field="ruler")
    known = _known(game, defs)
    what = N_("card serial") if game == "fftcg" else N_("card")
    out = msgspec.structs.replace(lst, main={}, extra={}, stones={}, lines=dict(lst.lines))
    for section in ("main", "extra", "stones"):
        cards: dict[str, int] = getattr(out, section)
        for entry, n in lst.section(section).items():
            word = entry
            if game == "fftcg":
                word, _, said = entry.partition(" ")
                m = _RARITY.match(word)
                if word not in known and m and m.group("serial") in known:
                    word = m.group("serial")
                if word in known and said.strip() and said.strip().lower() != defs[word].name.lower():
                    raise LogError(Reason(N_("{serial} is {name!r}, not {said!r}"), serial=word, name=defs[word].name,
                                          said=said.strip()), path=lst.path,
                                   line=lst.line_of(f"{section}/{entry}"), field=section)
            read = _case_read(game, word, known)
            if read is not None:
                _read_note(said, lst, lst.line_of(f"{section}/{entry}"), word, read)
                word = read
            if word not in known:
                raise _unknown(lst, game, section, word, known, what, entry)
            word = _name_key(game)(word)  # two names of one card are that card (Force of Will: Flammedémon)
            cards[word] = cards.get(word, 0) + n
            out.lines.setdefault(f"{section}/{word}", lst.line_of(f"{section}/{entry}"))
    read = _case_read(game, lst.ruler or "", known)
    if read is not None:
        _read_note(said, lst, lst.line_of("ruler"), lst.ruler or "", read)
        out = msgspec.structs.replace(out, ruler=read)
    if out.ruler and out.ruler not in known:
        raise _unknown(lst, game, "ruler", out.ruler, known, what)
    return out


def _read_note(said: Any, lst: DeckList, line: int, written: str, name: str) -> None:
    """The note of a list's card name read as the one card of that name in another letter case (:func:`resolve`)."""
    if said is not None:
        note(said, N_("{path}:{line}: the card name {written!r} is read as {name!r}, the one card of that name (names "
                      "are written as printed)"), path=lst.path, line=line, written=written, name=name)


# -- legality ------------------------------------------------------------------------


def header_with(header: Any, lst: DeckList) -> Any:
    """``header`` with ``lst`` as its player's decks and every deck order forgotten."""
    players = []
    for p in header.players:
        if p.id == lst.player:
            changes: dict[str, Any] = {}
            for section in SECTIONS[header.game]:
                fld = HEADER_FIELD[section]
                changes[fld] = lst.ruler if section == "ruler" else dict(lst.section(section))
                if section in ORDER_FIELD:
                    changes[ORDER_FIELD[section]] = None
            p = msgspec.structs.replace(p, **changes)
        players.append(p)
    return msgspec.structs.replace(header, players=players, shuffle_seed=None)


def list_violations(header: Any, lst: DeckList) -> list[Violation]:
    """The deck-building rules the list breaks: the engine's own check of a header holding the list."""
    mod = core.engine(header.game)
    board = mod.new_board(header_with(header, lst))
    template = N_("Registered list ({path}): {finding}")
    out = []
    for v in mod.check_decks(board):
        if v.player != lst.player:
            continue
        args = {"path": lst.path, "finding": msg(v.template or v.message, **v.args)}
        out.append(msgspec.structs.replace(v, message=f"Registered list ({lst.path}): {v.message}",
                                           template=template, args=args))
    return out


# -- the list against the match ----------------------------------------------------------


def _name_key(game: str) -> Any:
    """The game's own reading of a card name (its engine's ``card_key``: one name for the names of one card), or
    the name as written."""
    return getattr(core.engine(game), "card_key", None) or str


def _header_decks(game: str, player: Any) -> dict[str, dict[str, int]]:
    out = {}
    key = _name_key(game)
    for section in SECTIONS[game]:
        value = getattr(player, HEADER_FIELD[section])
        if section == "ruler":
            out[section] = {value: 1} if value else {}
        else:
            deck: dict[str, int] = {}
            for name, n in value.items():
                deck[key(name)] = deck.get(key(name), 0) + n
            out[section] = deck
    return out


def _label(game: str, defs: dict[str, Any], name: str) -> str:
    if game == "fftcg" and name in defs:
        return f"{defs[name].name} {name}"
    return name


def header_differences(game: str, defs: dict[str, Any], player: Any, lst: DeckList) -> list[Violation]:
    """One ``decklist.header-differs`` a card (and section) whose count differs between header and list."""
    rule = RULES["decklist.header-differs"]
    out = []
    pid = player.id
    for section, logged in _header_decks(game, player).items():
        listed = lst.section(section)
        where = term(WORDS[section])
        if section == "ruler":
            if logged != listed:
                said = next(iter(logged), None)
                out.append(core.violation(
                    rule, None, 0, N_("{player}'s ruler in the log header is {logged!r}; their registered list "
                                      "names {listed!r}"),
                    player=pid, args={"player": pid, "logged": said, "listed": lst.ruler}))
            continue
        for name in [*logged, *(n for n in listed if n not in logged)]:
            a, b = logged.get(name, 0), listed.get(name, 0)
            if a == b:
                continue
            args = {"player": pid, "section": where, "card": _label(game, defs, name), "logged": a, "listed": b}
            if not b:
                template = N_("{player}'s {section} in the log header has {logged} {card}, which their registered "
                              "list does not have")
            elif not a:
                template = N_("{player}'s registered {section} has {listed} {card}, which the log header's "
                              "{section} does not have")
            else:
                template = N_("{player}'s {section} in the log header has {logged} {card}; their registered list "
                              "has {listed}")
            out.append(core.violation(rule, None, 0, template, player=pid, args=args))
    return out


def _ordinal(n: int) -> dict:
    """``2nd`` as a message (a translation says its own ordinals)."""
    if 10 <= n % 100 <= 20:
        return msg(N_("{n}th"), n=n)
    return msg({1: N_("{n}st"), 2: N_("{n}nd"), 3: N_("{n}rd")}.get(n % 10, N_("{n}th")), n=n)


def seen_in_play(log: Any) -> list[tuple[int, int, str, str, str, str]]:
    """Every card instance of the players' decks as it is first seen: ``(seq, turn, owner, name, id, zone)``.

    A card is seen once its name is known and it is out of the hidden zones
    (deck, guardian stack, extra deck, magic stone deck): drawn, revealed,
    played or paid. Seq 0 is the set-up (a starting hand of a known order).
    """
    mod = core.engine(log.game)
    board = core.new_board(log)
    unseen = set(board.cards)
    out: list[tuple[int, int, str, str, str, str]] = []

    def look(seq: int) -> None:
        for iid in sorted(unseen, key=_order_key):
            inst = board.cards[iid]
            name = getattr(inst, "name", None) or getattr(inst, "serial", "")
            if name and inst.zone not in HIDDEN_ZONES:
                out.append((seq, board.turn, inst.owner, name, iid, inst.zone))
                unseen.discard(iid)

    look(0)
    for ev in log.events:
        mod.step(board, ev)
        look(ev.seq)
        if getattr(board, "stuck", False):
            break
    return out


def _order_key(iid: str) -> tuple[str, int, str]:
    owner, _, rest = iid.rpartition(".")
    digits = rest.lstrip("x")
    return (owner, int(digits) if digits.isdigit() else 0, rest)


def seen_violations(game: str, defs: dict[str, Any], seen: list[tuple[int, int, str, str, str, str]],
                    lists: dict[str, DeckList]) -> list[Violation]:
    """``decklist.seen-not-registered`` for each card seen beyond its registered copies."""
    rule = RULES["decklist.seen-not-registered"]
    totals = {pid: Counter({**lst.main}) + Counter(lst.extra) + Counter(lst.stones) + Counter(lst.section("ruler"))
              for pid, lst in lists.items()}
    count: Counter[tuple[str, str]] = Counter()
    out = []
    for seq, turn, owner, name, iid, zone in seen:
        if owner not in totals:
            continue
        count[owner, name] += 1
        k, m = count[owner, name], totals[owner][name]
        if k <= m:
            continue
        when = msg(N_("at set-up")) if seq == 0 else msg(N_("at seq {seq}"), seq=seq)
        there = term(ZONE_WORDS.get(zone, f"in the {zone}"))
        args = {"player": owner, "card": _label(game, defs, name), "id": iid, "where": there, "when": when,
                "listed": m}
        if m == 0:
            template = N_("{player} had {card} ({id}) {where} {when}, a card their registered list does not have")
        else:
            args["nth"] = msg(N_("a {ordinal} copy"), ordinal=_ordinal(k))
            template = N_("{player} had {nth} of {card} ({id}) {where} {when}; their registered list has {listed}")
        out.append(core.violation(rule, None, turn, template, player=owner, args=args))
        out[-1].seq = seq
    return out


def check_decklists(log: Any, lists: list[DeckList], match: str | None = None) -> DecklistReport:
    """Hold ``lists`` against ``log``: each list's legality, the header's decks, the cards seen, who has none.

    Raises :class:`LogError` (and :class:`UnknownCardError`) for a list that
    cannot be used (wrong game, unknown card, a section the game lacks).
    """
    game = log.game
    board = core.new_board(log)
    defs = board.defs
    seated = {p.id: p for p in log.header.players}
    resolved: dict[str, DeckList] = {}
    said = DecklistReport(match="", game=game, clean=True)  # collects the notes, text and message
    for lst in lists:
        if lst.player not in seated:
            close = difflib.get_close_matches(lst.player, list(seated), n=1)
            if close:
                note(said, N_("The list for {player!r} ({path}) is for no player of this match (did you mean "
                              "{close!r}?); it was not checked."), player=lst.player, path=lst.path, close=close[0])
            else:
                note(said, N_("The list for {player!r} ({path}) is for no player of this match; it was not checked."),
                     player=lst.player, path=lst.path)
            continue
        resolved[lst.player] = resolve(lst, game, defs, said)
    violations: list[Violation] = []
    for pid, lst in resolved.items():
        violations += list_violations(log.header, lst)
        violations += header_differences(game, defs, seated[pid], lst)
    missing = RULES["decklist.missing"]
    given = ", ".join(sorted({lst.path for lst in lists})) or term(N_("none"))
    for pid in seated:
        if pid not in resolved:
            violations.append(core.violation(
                missing, None, 0, N_("{player} has no registered deck list among the lists given ({given})"),
                player=pid, args={"player": pid, "given": given}))
    violations += seen_violations(game, defs, seen_in_play(log), resolved)
    if not all(getattr(s, "known_order", True) for s in board.seats):
        note(said, N_("Some deck orders are unknown (paper log): only the cards the log reveals are compared "
                      "with the lists."))
    return DecklistReport(match=match or log.match_id(), game=game, clean=not violations,
                          lists=[ListRef(player=pid, path=lst.path) for pid, lst in resolved.items()],
                          violations=violations, notes=said.notes, note_msgs=said.note_msgs)
