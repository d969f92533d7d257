"""Log errors are not rule breaches: a card name or instance id that names nothing in the match.

A misspelt name at a paper table ("Blaze Captian") is a slip of the pen, not
an illegal play: before the match is judged, :func:`check_names` looks at
every card name and instance id the events give and raises one
:class:`~ledger.errors.UnknownCardError` (file, line, field) for the first
that names no card of this match, with the closest known names ("did you
mean 'Blaze Captain'?"; a name that differs only in case from exactly one
known name is that name). A name the match knows but the player's deck list
has no copy of left stays a rule breach, judged by the engine.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from typing import Any, Iterable

from ledger.errors import UnknownCardError
from ledger.messages import N_, NP_, Reason
from ledger.messages import did_you_mean as _did_you_mean

#: free-text fields, and fields that hold no card (Force of Will's declared ``attributes``, where ``""`` is
#: "none declared"; an FFTCG CP's ``element``): a word in them that looks like an id is not naming a card
_TEXT_FIELDS = frozenset({"seq", "type", "player", "note", "effect", "text", "reason", "mode", "choice",
                          "attributes", "element"})


def numbers_as_one(text: str) -> tuple | None:
    """``text`` split at its numbers, each number read as one (``1-16`` and ``1-016`` alike: an FFTCG serial
    missing its leading zero); None for a text with no number. A number is compared as its digits without the
    leading zeros, never converted (a value of thousands of digits, as input may give, is no int Python reads)."""
    parts = _NUMBERS.split(text.strip().lower())
    if len(parts) < 2:
        return None
    return tuple((p.lstrip("0") or "0") if i % 2 else p for i, p in enumerate(parts))


_NUMBERS = re.compile(r"(\d+)")


def _folded(text: str) -> str:
    """``text`` as a slip of the pen leaves it comparable: letter case, accents and spaces around or doubled not
    counted (``Flammedemon`` and ``Flammedémon``, ``blaze  captain`` and ``Blaze Captain`` fold alike)."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


def _edits(a: str, b: str, most: int) -> int:
    """The letters added, left out, changed or swapped with their neighbour that make ``a`` into ``b`` (optimal
    string alignment distance); ``most + 1`` as soon as it is more than ``most``."""
    if abs(len(a) - len(b)) > most:
        return most + 1
    before: list[int] | None = None
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            cur[j] = min(row[j] + 1, cur[j - 1] + 1, row[j - 1] + cost)
            if before is not None and i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], before[j - 2] + 1)
        if min(cur) > most:
            return most + 1
        before, row = row, cur
    return row[-1]


def _slips(word: str) -> int:
    """How many letters off a name may be and still be the name meant: two in a name of 8 letters or more
    (``Blase Captin``: 'Blaze Captain'), one in a shorter one (``Banana`` is not ``Bangaa``) or in one with numbers
    (an FFTCG serial, an id: ``9-999`` is not ``1-099``)."""
    return 2 if len(word) >= 8 and not any(c.isdigit() for c in word) else 1


#: No name longer than this is compared letter by letter (a value of thousands of characters, as hostile input may
#: give, is no card name misspelt; comparing it would take the square of its length).
_LONGEST = 200


def closest(word: str, known: Iterable[str], n: int = 3) -> list[str]:
    """The known names close to ``word``, closest first; none rather than a wrong one. Close is: the same name but
    for letter case, accents or spaces (``blaze captain``, ``Flammedemon``, ``Gate keeper``) first, then the same
    but for the zeros its numbers are padded with (``1-16``: ``1-016``); only when none is, those one or two letters
    off (one in a name under 8 letters or with numbers: :func:`_slips`). A name that shares only a word
    with a known one (``Fire Captain``, ``Storm Captain``) is not close to it."""
    keys = list(dict.fromkeys(k for k in known if isinstance(k, str)))
    w = _folded(word)
    w_bare = w.replace(" ", "")
    found: list[str] = [k for k in keys if _folded(k) == w]
    found += [k for k in keys if k not in found and _folded(k).replace(" ", "") == w_bare]
    numbers = numbers_as_one(word)
    if numbers is not None:
        found += [k for k in keys if k not in found and numbers_as_one(k) == numbers]
    if not found and w_bare and len(w) <= _LONGEST:  # (the name meant, once known so, is said alone)
        most = _slips(w_bare)
        near: list[tuple[int, float, int, str]] = []
        for i, k in enumerate(keys):
            if k in found:
                continue
            f = _folded(k)
            d = _edits(w, f, most)
            if d <= most and d <= _slips(f.replace(" ", "")):
                near.append((d, -difflib.SequenceMatcher(None, w, f).ratio(), i, k))
        found += [k for *_, k in sorted(near)]
    if not found and len(w) <= _LONGEST:
        # A word more or less in a long name ("Abel, the Avenger of the Gods": 'Abel, the Avenger of Gods'), the
        # shorter of the two having three words at least (never "Captain" for "Fire Captain").
        found += [k for k in keys if _one_word_off(w.split(), _folded(k).split())]
    # (One name written two ways, its accents composed or not, is offered once: "did you mean 'Flammedémon'?".)
    once: dict[str, str] = {}
    for k in found:
        once.setdefault(unicodedata.normalize("NFC", k).strip(), k)
    return list(once.values())[:n]


def _one_word_off(a: list[str], b: list[str]) -> bool:
    """Whether word lists ``a`` and ``b`` differ by one word added or left out, the shorter of three words or more."""
    if len(a) < len(b):
        a, b = b, a
    if len(a) != len(b) + 1 or len(b) < 3:
        return False
    return any(a[:i] + a[i + 1:] == b for i in range(len(a)))


def did_you_mean(word: str, known: Iterable[str], n: int = 3) -> str:
    """``; did you mean 'Magma Brute'?`` (or ``''`` when nothing known is close). A name the data writes with a
    stray space ("Magic Stone of Flame ", read as Magic Stone of Flame) is said without it, once."""
    return _did_you_mean([repr(f) for f in dict.fromkeys(f.strip() for f in closest(word, known, n))])


#: An FFTCG serial written as the seed prints a card, « [1-001H] Auron »: the serial (its rarity letter and the
#: brackets may be left out) and the card's name after it.
_PRINTED = re.compile(r"^\s*\[?\s*(?P<serial>\d+-\d+)[CRHLSP]?\s*\]?\s+\S")


def unknown_card(name: str, defs: dict[str, Any], what: str, line: int, field: str, readable: dict[str, str] | None = None) -> UnknownCardError:
    """The error for a header card ``name`` that ``defs`` does not hold, with the closest names."""
    hint = did_you_mean(name, defs)
    printed = _PRINTED.match(name) if readable and not hint else None
    if printed is not None and printed.group("serial") in defs:
        # FFTCG's serial as the seed prints it, with its name ("[1-009C] Cloud", "1-009 Cloud"): the serial alone
        key = printed.group("serial")
        hint = _did_you_mean([f"{key!r} ({readable[key]})" if key in readable else repr(key)])
    if not hint and readable:  # FFTCG serials: match by the card's name too ("Ifrit" or "Ifirt": 'Ifrit 1-004')
        by_name: dict[str, list[str]] = {}
        for key, text in readable.items():
            own = text[:-len(key) - 1] if text.endswith(" " + key) else text
            by_name.setdefault(own, []).append(key)
        near = [k for t in closest(name, by_name) for k in sorted(by_name[t], key=serial_order)]
        hint = _did_you_mean([f"{k!r} ({readable[k]})" for k in near[:3]])
    return UnknownCardError(Reason(N_("card {name!r} is in neither {what}{hint}"), name=name, what=Reason(what),
                                   hint=hint), line=line, field=field)


def serial_order(key: str) -> tuple:
    """An FFTCG serial's place in print order (``1-010`` before ``8-007`` and ``11-071``): the first printing of
    a name the first a hint offers."""
    return tuple((0, int(p), "") if p.isdigit() and len(p) < 9 else (1, 0, p) for p in _NUMBERS.split(key) if p)


#: an FFTCG serial in its printed form, with its rarity letter (``1-016R``): the card ``1-016`` (as deck lists
#: and the engine read it, projections.fftcg.setup.card_key)
_PRINTED_SERIAL = re.compile(r"(\d+-\d+)[CRHLSP]")


def _known_serial(text: str, defs: Any) -> bool:
    """Whether a paper log's ``serials`` value names a card of the match (with or without its rarity letter)."""
    if text in defs:
        return True
    m = _PRINTED_SERIAL.fullmatch(text)
    return m is not None and m.group(1) in defs


def _serial_hint(text: str, defs: Any) -> str:
    """The "did you mean" of a ``serials`` value no card has: the serials close to it, or, for a serial written with
    a name after it (``1-012 Cloud``, the name not the card's), that serial with its card's name."""
    hint = did_you_mean(text, defs)
    printed = _PRINTED.match(text)
    if not hint and printed is not None and printed.group("serial") in defs:
        key = printed.group("serial")
        own = getattr(defs[key], "name", None)
        hint = _did_you_mean([f"{key!r} ({own})" if own else repr(key)])
    return hint


def check_names(log: Any, board: Any) -> None:
    """Raise :class:`UnknownCardError` at the first event naming a card or instance id the match does not have.

    ``board`` is the match's set-up board (its ``cards`` by instance id, its ``defs`` by name or serial).
    """
    not_player = _not_player(tuple(p.id for p in log.header.players))
    cards = board.cards
    defs = getattr(board, "defs", None)
    if defs is None:
        defs = {}
    events = log.events
    if getattr(board, "past_end", None) or hasattr(board, "read_name_case"):
        events = [as_checked(ev, board) for ev in events]
    if _all_known(events, not_player, cards, defs):
        return
    players = [p.id for p in log.header.players]
    # the cards the deck lists hold (FFTCG: serials), for the example a message gives
    listed = [k for s in getattr(board, "seats", None) or () for k in (getattr(s, "decklist", None) or {})]
    named: dict[str, str] = {}  # the ids the events so far named (a name or serial each), latest last
    for ev in events:  # one is not: find the first, and say where, in the words below
        found = unknown_in(ev, players, cards, defs, listed, named)
        if found is not None:
            raise UnknownCardError(found[1], path=log.path, line=log.line_of(ev.seq), field=found[0])
        _remember(ev, cards, defs, named)


def as_checked(ev: Any, board: Any) -> Any:
    """``ev`` as its names are checked against ``board`` (a set-up board, or the board at the table): a draw
    naming one of the engine's ids one past a main deck's end (Force of Will: ``Board.past_end``) records the draw
    an empty deck could not give, a loss the engine judges, or a log's count of draws that is off, which the engine
    notes; not a card the match lacks. Its card is left out of the check; its other fields are checked as any.
    The one reading for a whole log (:func:`check_names`) and for an event entered at the table (``record``)."""
    read = getattr(board, "read_name_case", None)
    if read is not None:
        # (A game's opt-in, Force of Will's: a card name in another letter case, or with spaces around it, is the
        # one card of that name, read so by its engine with a note.)
        ev = read(ev)
    past = getattr(board, "past_end", None)
    if past and type(ev).__name__ == "CardDrawn" and getattr(ev, "card", None) in past:
        import msgspec

        return msgspec.structs.replace(ev, card=None)
    return ev


def _remember(ev: Any, cards: Any, defs: Any, named: dict[str, str]) -> None:
    """Note in ``named`` the card ids ``ev`` gives with what they are: a paper log's ``serials``, a ``card``
    with its ``name``, the ``discarded`` with their ``names``, or a ``card`` whose name or serial the set-up
    knows (a full order): where the log itself says a card of that name or serial is."""
    pairs: list[tuple[Any, Any]] = list((getattr(ev, "serials", None) or {}).items())
    card = getattr(ev, "card", None)
    if isinstance(card, str) and card in cards and not any(iid == card for iid, _ in pairs):
        name = getattr(ev, "name", None)
        if not isinstance(name, str) or not name:  # the set-up's own (a full order); a hidden card's is none
            inst = cards[card]
            name = getattr(inst, "serial", None) or getattr(inst, "name", None)
        pairs.append((card, name))
    gone, names = getattr(ev, "discarded", None), getattr(ev, "names", None)
    if isinstance(gone, list) and isinstance(names, list):
        pairs += list(zip(gone, names))
    for iid, what in pairs:
        if isinstance(iid, str) and isinstance(what, str) and what:
            named.pop(iid, None)
            named[iid] = what
    name = getattr(ev, "name", None)
    if card is None and isinstance(name, str) and name and type(ev).__name__ == "CardPlayed":
        # (A play giving only its card's name, no id: a later id's example says so; keyed apart from the ids.)
        named[_NAME_ONLY + name] = str(getattr(ev, "seq", ""))


def _serials_named(text: str, defs: Any) -> list[str]:
    """The keys of ``defs`` (FFTCG: serials) whose card is named ``text``: a card's name where its serial belongs."""
    return [k for k, d in defs.items() if getattr(d, "name", None) == text] if text else []


#: Words an author writes for "nothing" in a field that may be left out (``"blocker": "none"``).
_NONE_WORDS = frozenset({"none", "null", "nil", "nobody", "no one", "noone", "no", "-", "n/a", "no block", "noblock",
                         "nothing", "aucun", "personne", "rien"})


def _may_be_left_out(ev: Any, fld: str) -> bool:
    """Whether field ``fld`` of event ``ev`` may be left out (its default is None)."""
    import msgspec

    return any(f.name == fld and f.default is None for f in msgspec.structs.fields(type(ev)))


#: The key prefix, in the ids named so far, of a name a play gave without an id (_remember).
_NAME_ONLY = "\0name-only:"


def _name_of(inst: Any, defs: Any) -> str | None:
    """A card instance's name: its own (Chrono Clash), or its definition's (FFTCG: by its serial, once known)."""
    name = getattr(inst, "name", None)
    if name is None:
        d = defs.get(getattr(inst, "serial", None) or "")
        name = getattr(d, "name", None)
    return name


def unknown_in(ev: Any, players: list[str], cards: Any, defs: Any, listed: Iterable[str] = (),
               named: dict[str, str] | None = None) -> tuple[str, Reason] | None:
    """The first field of ``ev`` (its JSON path) naming no card or player of the match, with why; or None.

    ``cards``: the match's instance ids; ``defs``: its card definitions by name or serial; ``listed``: the cards
    the deck lists hold, ``named``: the ids a paper log's earlier events named (for the examples a message
    gives). The recorder asks this of each event entered at the table; :func:`check_names` of a whole log."""
    not_player = _not_player(tuple(players))
    for fld in ev.__struct_fields__:
        if fld in _TEXT_FIELDS:
            continue
        for path, text, kind in _strings(fld, getattr(ev, fld)):
            if kind == "name":
                if text and text not in defs and not (path.startswith("serials.") and _known_serial(text, defs)):
                    serials = _serials_named(text, defs) if path.startswith("serials.") else []
                    if serials:  # FFTCG: a card's name where its serial belongs
                        listed = list(listed)
                        example = next((k for k in serials if k in listed), serials[0])
                        return f"$.{path}", Reason(N_("{name!r} is a card name where a serial belongs: serials map a "
                                                      "card's id to its serial, e.g. {example!r} ({name})"),
                                                   name=text, example=example)
                    if path.startswith("serials."):  # (FFTCG: a serial, not a card name)
                        return f"$.{path}", Reason(N_("serial {name!r} is no card of this match{hint}"), name=text,
                                                   hint=_serial_hint(text, defs))
                    return f"$.{path}", Reason(N_("card name {name!r} is no card of this match{hint}"), name=text,
                                               hint=did_you_mean(text, defs))
            elif text not in cards and not_player(text):
                if text in defs or _serials_named(text, defs):
                    return f"$.{path}", _name_for_id(text, ev, players, cards, defs, named)
                if path == fld and text.strip().casefold() in _NONE_WORDS and _may_be_left_out(ev, fld):
                    # ("blocker": "none": a word for nothing where the field may be left out)
                    return f"$.{path}", Reason(N_("{id!r} is no card or player of this match: to say there is none, "
                                                  "leave `{field}` out (or give it null)"), id=text, field=fld)
                return f"$.{path}", _unknown_id(text, cards, players)
    return None


def _name_for_id(text: str, ev: Any, players: list[str], cards: Any, defs: Any,
                 named: dict[str, str] | None) -> Reason:
    """Why a card's name (or, in FFTCG, its serial) where an id belongs is refused, with the id of a card of
    that name or serial as the example: the latest the log's events named so, else one the set-up knows (on
    the field first, then in a hand); with none, the form of an id (the event player's), never another card."""
    d = defs.get(text)
    # FFTCG: defs are keyed by serial (a card with a serial of its own); another game's card known by another name
    # (Force of Will: a French name of the pool's) is a name, not a serial
    serial = d is not None and getattr(d, "serial", None) is not None and getattr(d, "name", None) not in (None, text)

    def is_it(what: Any) -> bool:
        return isinstance(what, str) and (what == text or getattr(defs.get(what), "name", None) == text)

    same = [c for c, k in reversed(list((named or {}).items())) if c in cards and is_it(k)]
    known = [c for c, inst in cards.items() if is_it(getattr(inst, "serial", None)) or _name_of(inst, defs) == text]
    for zone in ("field", "battlefield", "hand"):
        same += [c for c in known if getattr(cards[c], "zone", None) == zone]
    same += known
    if same:
        if serial:
            return Reason(N_("{id!r} is a card serial where an id belongs: give the card's id, e.g. {example}"),
                          id=text, example=same[0])
        return Reason(N_("{id!r} is a card name where an id belongs: give the card's id, e.g. {example}"),
                      id=text, example=same[0])
    who = getattr(ev, "player", None)
    example = f"{who if who in players else players[0] if players else 'alice'}.1"
    played = (named or {}).get(_NAME_ONLY + text) or next(
        (seq for k, seq in (named or {}).items() if k.startswith(_NAME_ONLY) and is_it(k[len(_NAME_ONLY):])), None)
    if played and not serial:
        # A paper log's play of that card by its name only: no id for it yet. The engine takes one and says which in
        # a note; the author's way out is to give that play its id.
        return Reason(N_("{id!r} is a card name where an id belongs: its play at seq {seq} gave only its name, no "
                         "id; give that play a `card` too (the id of the card's place in the hand) and use that id "
                         "here"), id=text, seq=played)
    if serial:
        return Reason(N_("{id!r} is a card serial where an id belongs: give the card's id, its owner's id, a dot "
                         "and its number (such as {example})"), id=text, example=example)
    return Reason(N_("{id!r} is a card name where an id belongs: give the card's id, its owner's id, a dot and "
                     "its number (such as {example})"), id=text, example=example)


def _unknown_id(text: str, cards: Any, players: list[str]) -> Reason:
    """Why ``text``, where a card or player belongs, names neither: its owner has no such card, or no player of
    the match is its owner (``carol.1`` in alice's and bob's match, ``ALICE.11``), or it is no id at all
    (``bob7``, `` bob.7 ``, empty)."""
    if not text:
        return Reason(N_("an empty id names no card or player of this match"))
    if _ID_SHAPE.fullmatch(text) is None:
        return Reason(N_("{id!r} is no card or player of this match{hint}"), id=text,
                      hint=did_you_mean(text.strip(), [*players, *cards]))
    owner, _, number = text.partition(".")
    if owner in players:
        theirs = [c for c in cards if c.startswith(owner + ".")]
        return Reason(N_("card id {id!r} is no card of this match ({owner} has {cards}){hint}"),
                      id=text, owner=owner, cards=NP_("{n} card", "{n} cards", len(theirs)),
                      hint=did_you_mean(text, theirs))
    same = [p for p in players if p.lower() == owner.lower()]
    near = [f"{same[0]}.{number}"] if len(same) == 1 and f"{same[0]}.{number}" in cards else []
    return Reason(N_("card id {id!r} is no card of this match: no player of the match is {owner!r} "
                     "(the players are {players}){hint}"),
                  id=text, owner=owner, players=", ".join(players), hint=_did_you_mean([repr(n) for n in near]))


#: what an instance id looks like: its owner's id, a dot, a number (``alice.12``, ``alice.x3``)
_ID_SHAPE = re.compile(r"[^\s.]+\.[A-Za-z0-9_-]+")


def _not_player(players: tuple[str, ...]) -> Any:
    """The test an id field's string must fail to name nothing: it is not a card (looked up apart) and not a
    player of the match. Any other string in a field that names cards or players (``carol.1``, ``ALICE.11``,
    ``bob7``, `` bob.7 ``, ``""``) names nothing of the match: a log error, not a rule breach."""
    known = frozenset(players)
    return lambda text: text not in known


#: event type -> the fields :func:`check_names` reads (the free-text ones left out)
_FIELDS: dict[type, tuple[str, ...]] = {}


def _all_known(events: Any, not_player: Any, cards: Any, defs: Any) -> bool:
    """Whether every card name and instance id ``events`` give is known: the checks of :func:`check_names`,
    without the paths it names: every field looked at in place (:func:`_ids_known`), an empty one skipped;
    a non-empty ``serials`` (or a ``name`` that is not a string) goes through :func:`_strings`. Every event
    of every verify goes through this, once."""
    match = not_player
    for ev in events:
        kind_of = type(ev)
        fields = _FIELDS.get(kind_of)
        if fields is None:
            fields = _FIELDS[kind_of] = tuple(f for f in ev.__struct_fields__ if f not in _TEXT_FIELDS)
        for fld in fields:
            value = getattr(ev, fld)
            t = type(value)
            if t is str:
                if fld == "name":
                    if value and value not in defs:
                        return False
                elif value not in cards and match(value):
                    return False
            elif value is None or t is int or t is bool or t is float or not value:
                continue  # nothing to look up (an empty list or map: most FFTCG events' serials)
            elif fld == "serials" or fld == "name" or fld == "names":  # names among the ids (a paper log's serials)
                for _path, text, kind in _strings(fld, value):
                    if kind == "name":
                        if text and text not in defs and not (fld == "serials" and _known_serial(text, defs)):
                            return False
                    elif text not in cards and match(text):
                        return False
            elif not _ids_known(value, match, cards):
                return False
    return True


def _ids_known(value: Any, match: Any, cards: Any) -> bool:
    """Whether every string inside ``value`` (a field's list, map or struct; map keys included) that looks
    like an instance id is a card of the match: what :func:`_strings` calls an id, looked at in place."""
    t = type(value)
    if t is str:
        return value in cards or not match(value)
    if t is list or t is tuple:
        for v in value:
            if type(v) is str:
                if v not in cards and match(v):
                    return False
            elif v is not None and not _ids_known(v, match, cards):
                return False
    elif t is dict:
        for k, v in value.items():
            if type(k) is str and k not in cards and match(k):
                return False
            if v is not None and not _ids_known(v, match, cards):
                return False
    else:
        for f in getattr(value, "__struct_fields__", ()):
            if f not in _TEXT_FIELDS and not _ids_known(getattr(value, f), match, cards):
                return False
    return True


def _strings(path: str, value: Any) -> Iterable[tuple[str, str, str]]:
    """``(json path, text, "name" | "id")`` for every string an event field holds."""
    if isinstance(value, str):
        yield path, value, ("name" if path == "name" or path.startswith("names[") else "id")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            yield from _strings(f"{path}[{i}]", v)
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                yield f"{path}.{k}", k, "id"
            if path == "serials" and isinstance(v, str):
                yield f"serials.{k}", v, "name"
            else:
                yield from _strings(f"{path}.{k}", v)
    elif hasattr(value, "__struct_fields__"):
        for f in value.__struct_fields__:
            if f not in _TEXT_FIELDS:
                yield from _strings(f"{path}.{f}", getattr(value, f))
