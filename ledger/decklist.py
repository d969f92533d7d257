"""Registered deck lists: the list a player hands in before the event, as a file.

Two spellings of the same thing (``docs/decklists.md`` and the samples in
``sample_logs/decklists/`` show both):

- **plain text**, one ``COUNT NAME`` a line (``COUNT SERIAL`` for Final
  Fantasy, optionally followed by the card's name), under section lines
  ``Main deck:``, ``Extra deck:`` (Chrono Clash), ``Magic stone deck:`` and
  ``Ruler: NAME`` (Force of Will). ``Player: ID`` starts one player's list, so
  one file may hold several; a file without a player line is the list of
  the player its file name names (``alice.txt`` is alice's). ``#`` starts a
  comment, blank lines are ignored.
- **JSON**: one object ``{"player": ..., "main": {NAME: COUNT}, "extra": ...,
  "stones": ..., "ruler": NAME}`` or an array of them, decoded with msgspec.

:func:`read_decklists` parses a file and raises :class:`~ledger.errors.LogError`
naming the file, line and field of the first unusable input. Whether the
names are real cards, whether the list is legal and whether it matches a
match are judged by :mod:`projections.decklist`.
"""

from __future__ import annotations

import re
from pathlib import Path

import msgspec
from msgspec import Struct, field

from .errors import LogError
from .log import GAMES
from .messages import N_, Reason, msgspec_reason

#: the reasons a file is refused before it is read (``read_bounded``), said of a deck list instead of a match log
_AS_LIST = {
    N_("is a folder, not a match log"): N_("is a folder, not a deck list"),
    N_("is {kind}, not a match log file: save the log to a file first"):
        N_("is {kind}, not a deck list file: save the log to a file first"),
    N_("is {size:,} bytes; a match log may be at most {most:,}"): N_("is {size:,} bytes; a deck list may be at most {most:,}"),
    N_("is more than {most:,} bytes, the most a match log may be"):
        N_("is more than {most:,} bytes, the most a deck list may be"),
}

#: section key -> what a list file may call it (lower case, without the colon).
SECTIONS: dict[str, tuple[str, ...]] = {
    "main": ("main", "main deck", "deck"),
    "extra": ("extra", "extra deck"),
    "stones": ("stones", "magic stones", "magic stone deck", "stone deck"),
    "ruler": ("ruler",),
}
_SECTION_OF = {alias: key for key, aliases in SECTIONS.items() for alias in aliases}
_KEYS = ("player", "game", "name")

_CARD = re.compile(r"^(?P<count>\d+)\s*[xX]?\s+(?P<name>\S.*?)\s*$")
_KEYED = re.compile(r"^(?P<key>[A-Za-z][A-Za-z ]*?)\s*:\s*(?P<value>.*?)\s*$")


class DeckList(Struct, kw_only=True):
    """One player's registered list, as written (names not yet checked against any pool).

    ``main``, ``extra`` and ``stones`` map a card name (a serial for Final
    Fantasy) to its copies; ``ruler`` is the Force of Will ruler. ``lines``
    gives the file line of each entry (``"main/Cinder Hound"``, ``"ruler"``)
    and of the player line (``"player"``), for messages.
    """

    player: str
    path: str
    game: str = ""
    name: str = ""
    main: dict[str, int] = field(default_factory=dict)
    extra: dict[str, int] = field(default_factory=dict)
    stones: dict[str, int] = field(default_factory=dict)
    ruler: str | None = None
    lines: dict[str, int] = field(default_factory=dict)

    def section(self, key: str) -> dict[str, int]:
        """The cards of a section (``main``, ``extra``, ``stones``; ``ruler`` as one card)."""
        if key == "ruler":
            return {self.ruler: 1} if self.ruler else {}
        return getattr(self, key)

    def line_of(self, key: str) -> int:
        """The file line of an entry (``"main/NAME"``), or 0 if unknown."""
        return self.lines.get(key, 0)


class _JsonList(Struct, forbid_unknown_fields=True, kw_only=True):
    """A deck list as JSON: the same sections as the text form."""

    player: str | None = None
    game: str = ""
    name: str = ""
    main: dict[str, int] = field(default_factory=dict)
    extra: dict[str, int] = field(default_factory=dict)
    stones: dict[str, int] = field(default_factory=dict)
    ruler: str | None = None


_json_decoder = msgspec.json.Decoder(_JsonList | list[_JsonList])


def read_decklists(path: str | Path) -> list[DeckList]:
    """The deck lists in the file at ``path`` (text or JSON); :class:`LogError` if unusable."""
    from .limits import read_bounded_as  # a regular file of bounded size: never /dev/zero, never a FIFO

    return parse_decklists(read_bounded_as(str(path), _AS_LIST), str(path))


def _not_utf8(data: bytes, at: int, path: str) -> LogError:
    """Why a deck-list file whose byte ``at`` is not UTF-8 (a list saved as Latin-1 or Windows-1252) is refused:
    the byte, its line and column, the field of the line it is in (a card's name, a player line), and to save the
    file as UTF-8."""
    start = data.rfind(b"\n", 0, at) + 1
    line = data.count(b"\n", 0, at) + 1
    col = at - start + 1
    head = data[start:at]
    fld = ""
    if re.match(rb"\s*(player|joueur)\s*:", head, re.I):
        fld = "player"
    elif re.match(rb"\s*[0-9]+\s*[x\xd7]?\s+\S", head, re.I):
        fld = "name"
    return LogError(Reason(N_("byte 0x{byte:02x} at column {col} is not UTF-8 text: save the deck list as UTF-8 (it may "
                              "be Latin-1 or Windows-1252)"), byte=data[at], col=col),
                    path=path, line=line, field=fld)


def parse_decklists(data: bytes, path: str = "<list>") -> list[DeckList]:
    """Parse the bytes of a deck-list file: JSON if it starts with ``{`` or ``[``, else text."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _not_utf8(data, exc.start, path) from None
    if text.lstrip().startswith(("{", "[")):
        lists = _parse_json(data, text, path)
    else:
        lists = _parse_text(text, path)
    if not lists:
        raise LogError(Reason(N_("no deck list in the file: no card line (COUNT NAME) was found")), path=path, line=1)
    seen: dict[str, DeckList] = {}
    for lst in lists:
        if lst.game and lst.game not in GAMES:
            raise LogError(Reason(N_("game {game!r} is not one matchledger reads (it reads: {known})"), game=lst.game,
                                  known=", ".join(sorted(GAMES))), path=path, line=lst.line_of("game"), field="game")
        if lst.player in seen:
            raise LogError(Reason(N_("a second list for player {player!r}: one list a player"), player=lst.player),
                           path=path, line=lst.line_of("player"), field="player")
        seen[lst.player] = lst
        _check_size(lst, path)
    return lists


def _check_size(lst: DeckList, path: str) -> None:
    """Refuse a list no table could hold (10^9 copies would hang the check), as a match log's header is."""
    from .limits import MAX_DECK_CARDS

    bound = MAX_DECK_CARDS.get(lst.game, 1000)
    for key in ("main", "extra", "stones"):
        cards = lst.section(key)
        for name, n in cards.items():
            if n < 0:
                raise LogError(Reason(N_("{n} copies of {name!r}: a count cannot be negative"), n=n, name=name), path=path,
                               line=lst.line_of(f"{key}/{name}"), field=key)
        total = sum(cards.values())
        if total > bound:
            worst = max(cards, key=cards.get)
            raise LogError(Reason(N_("{total:,} cards in the {key} section of {player!r}; a list may hold at most "
                                     "{most:,}"), total=total, key=key, player=lst.player, most=bound), path=path, line=lst.line_of(f"{key}/{worst}"), field=key)


def _stem_player(path: str) -> str:
    return Path(path).name.split(".")[0]


def _parse_text(text: str, path: str) -> list[DeckList]:
    lists: list[DeckList] = []
    game = ""
    game_line = 0
    current: DeckList | None = None
    section = "main"

    def start(player: str, lineno: int) -> DeckList:
        lst = DeckList(player=player, path=path, game=game, lines={"player": lineno})
        if game_line:
            lst.lines["game"] = game_line
        lists.append(lst)
        return lst

    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        card = _CARD.match(line)
        if card:
            if current is None:
                if lists:  # cannot happen: a list is only ever started by a player line or here
                    raise LogError(Reason(N_("a card line before any player line")), path=path, line=lineno, field="player")
                current = start(_stem_player(path), 0)
            count, name = int(card.group("count")), card.group("name")
            if count < 1:
                raise LogError(Reason(N_("count {count} for {name!r}: a card listed needs 1 copy or more"), count=count,
                                      name=name), path=path, line=lineno, field="count")
            if section == "ruler":
                if current.ruler is not None or count != 1:  # one ruler a player: judged with the game (resolve)
                    current.lines.setdefault("ruler+", lineno)
                if current.ruler is None:
                    current.ruler = name
                    current.lines["ruler"] = lineno
                continue
            cards = getattr(current, section)
            cards[name] = cards.get(name, 0) + count
            current.lines.setdefault(f"{section}/{name}", lineno)
            continue
        keyed = _KEYED.match(line)
        if not keyed:
            if line[:1].isdigit():
                raise LogError(Reason(N_("{line!r} is not COUNT NAME: the count needs a card name after it"), line=line),
                               path=path, line=lineno, field="name")
            raise LogError(Reason(N_("{line!r} is neither a card line (COUNT NAME) nor a section line "
                                     "(such as \"Main deck:\")"), line=line),
                           path=path, line=lineno, field="count")
        key, value = keyed.group("key").strip().lower(), keyed.group("value")
        if key == "player":
            if not value:
                raise LogError(Reason(N_("the player line names no player (Player: ID)")), path=path, line=lineno, field="player")
            if current is not None and current.lines.get("player") == 0:
                raise LogError(Reason(N_("a player line after the cards of {player!r}: start the file with it"),
                                      player=current.player),
                               path=path, line=lineno, field="player")
            pid, _, display = value.partition("(")
            current = start(pid.strip(), lineno)
            current.name = display.rstrip(")").strip()
            section = "main"
        elif key == "game":
            if current is not None:
                current.game = value
                current.lines["game"] = lineno
            else:
                game, game_line = value, lineno
        elif key == "name":
            if current is None:
                current = start(_stem_player(path), 0)
            current.name = value
        elif key in _SECTION_OF:
            section = _SECTION_OF[key]
            if section == "ruler" and value:
                if current is None:
                    current = start(_stem_player(path), 0)
                if current.ruler is not None:
                    current.lines.setdefault("ruler+", lineno)
                else:
                    current.ruler = value
                    current.lines["ruler"] = lineno
            elif value:
                raise LogError(Reason(N_("{line!r}: a section line ends with its colon; cards go on the lines below"),
                                      line=raw.strip()),
                               path=path, line=lineno, field="section")
        else:
            known = ", ".join(f"{k.capitalize()}:" for k in (*_KEYS, "Main deck", "Extra deck", "Magic stone deck", "Ruler"))
            raise LogError(Reason(N_("{key!r} is not a deck-list line (known: {known})"), key=keyed.group("key"),
                                  known=known),
                           path=path, line=lineno, field="section")
    return [lst for lst in lists if lst.main or lst.extra or lst.stones or lst.ruler
            or lst.line_of("player")]


def _line_mentioning(text: str, needle: str) -> int:
    """The first line of ``text`` holding ``needle`` (a JSON key as written), or 0."""
    at = text.find(msgspec.json.encode(needle).decode())
    return text.count("\n", 0, at) + 1 if at >= 0 else 0


def _line_of_nth(text: str, key: str, nth: int) -> int:
    """The line of the ``nth`` (from 0) ``"key":`` of ``text`` (a JSON key as written, then its colon), or 0."""
    found = list(re.finditer(re.escape(msgspec.json.encode(key).decode()) + r"\s*:", text))
    return text.count("\n", 0, found[nth].start()) + 1 if nth < len(found) else 0


def _parse_json(data: bytes, text: str, path: str) -> list[DeckList]:
    from .log import _field_error, duplicate_key

    try:
        got = _json_decoder.decode(data)
    except msgspec.ValidationError as exc:
        msg, fld = _field_error(exc, type_=_json_decoder.type, raw=data)
        raise LogError(msg, path=path, field=fld) from None
    except msgspec.DecodeError as exc:
        raise LogError(Reason(N_("not valid JSON ({error})"), error=msgspec_reason(str(exc))), path=path) from None
    twice = duplicate_key(data)  # the decoder kept the last value of a key given twice (a card listed twice)
    if twice is not None:
        quoted = msgspec.json.encode(twice[1]).decode()
        at = text.find(quoted, text.find(quoted) + 1)
        raise LogError(Reason(N_("the key {key} is given twice"), key=quoted), path=path,
                       line=text.count("\n", 0, at) + 1 if at >= 0 else 0, field=twice[0])
    items = got if isinstance(got, list) else [got]
    out: list[DeckList] = []
    games = 0  # the "game" keys met so far: the list's own is the next one written
    for k, item in enumerate(items):
        where = f"$[{k}]" if isinstance(got, list) else "$"
        if item.player is not None and not item.player.strip():  # as the text form's "Player:" with no id
            raise LogError(Reason(N_("the list's \"player\" is empty: give the player's id")), path=path,
                           line=_line_mentioning(text, "player"), field=f"{where}.player")
        player = item.player or (_stem_player(path) if len(items) == 1 else "")
        if not player:
            raise LogError(Reason(N_("a list in an array of lists needs its \"player\"")), path=path, field=f"{where}.player")
        lst = DeckList(player=player, path=path, game=item.game, name=item.name, main=dict(item.main),
                       extra=dict(item.extra), stones=dict(item.stones), ruler=item.ruler,
                       lines={"player": _line_mentioning(text, item.player) if item.player else 0})
        for section in ("main", "extra", "stones"):
            for name, n in getattr(item, section).items():
                line = _line_mentioning(text, name)
                lst.lines[f"{section}/{name}"] = line
                if n < 1:
                    raise LogError(Reason(N_("count {count} for {name!r}: a card listed needs 1 copy or more"), count=n,
                                          name=name), path=path, line=line, field=f"{where}.{section}[{name!r}]")
        if item.ruler:
            lst.lines["ruler"] = _line_mentioning(text, item.ruler)
        if item.game:  # the line a list of another game is refused at (projections.decklist.resolve)
            lst.lines["game"] = _line_of_nth(text, "game", games)
            games += 1
        out.append(lst)
    return out
