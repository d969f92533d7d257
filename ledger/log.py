"""The match-log file format, version 1: JSON Lines, a header then one event a line.

``read_log(path)`` parses and validates a log and raises :class:`LogError`
naming the file, line and field of the first unusable input; ``dump_log``
writes the canonical form (the same bytes for the same match, so import then
export is identical). Rules compliance is *not* judged here: an illegal
action is a legal line of a log; the projections judge it.
"""

from __future__ import annotations

import hashlib
import importlib
import re
import unicodedata
import uuid
from pathlib import Path
from types import ModuleType
from typing import Any, Iterable

import msgspec

from .errors import LogError
from .limits import MAX_DECK_CARDS, MAX_LINE_BYTES, read_bounded
from .messages import N_, NP_, Reason, did_you_mean, msgspec_reason

FORMAT_VERSION = 1

#: game key -> module holding its Header, Event union and Card schema.
GAMES: dict[str, str] = {
    "chrono-clash": "ledger.chrono_clash",
    "force-of-will": "ledger.force_of_will",
    "fftcg": "ledger.fftcg",
}

MATCH_NAMESPACE = uuid.UUID("9b1f0d3e-3c0a-4d52-9a63-1f1e7b6f2a10")

_AT = re.compile(r"^(?P<msg>.*?)(?: - at `(?P<path>[^`]*)`)?$", re.S)
_MISSING = re.compile(r"Object missing required field `(?P<f>[^`]+)`")
_UNKNOWN = re.compile(r"Object contains unknown field `(?P<f>[^`]+)`")


class _Probe(msgspec.Struct):
    game: str = ""
    version: int = 0


class Closing(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """The optional last line of a log: how many events it holds and the digest of the match.

    ``{"closing": true, "events": 35, "sha256": "92c2..."}``: with it, a log
    cut at a line boundary (events lost whole) is detected; without it a
    reader can only say the log may be incomplete. ``sha256`` is
    :meth:`MatchLog.digest`, over the canonical header and events.
    """

    closing: bool
    events: int
    sha256: str


_closing_decoder = msgspec.json.Decoder(Closing)


class RulingLine(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A line of the rulings section ``export --format jsonl --rulings`` writes after a log's closing line (after
    a blank line): one ruling of the match as stored. A reader checks its form and leaves it out of the match
    (rulings are stored with ``matchledger note``, never read from a log)."""

    ruling: int
    seq: int
    judge: str
    recorded_at: str
    text: str
    supersedes: int | None = None
    superseded_by: int | None = None
    hash: str = ""


_ruling_decoder = msgspec.json.Decoder(RulingLine)


_NAMESPACE_BYTES = MATCH_NAMESPACE.bytes


def match_id_of(digest: str) -> str:
    """The match id of a log whose canonical bytes have the SHA-256 ``digest`` (hex): ``str(uuid.uuid5(
    MATCH_NAMESPACE, digest))``, computed as RFC 4122 says without building UUID objects (a fifth of the
    cost; ``tests/test_match_id.py`` holds the two equal)."""
    h = bytearray(hashlib.sha1(_NAMESPACE_BYTES + digest.encode()).digest()[:16])
    h[6] = (h[6] & 0x0F) | 0x50  # version 5
    h[8] = (h[8] & 0x3F) | 0x80  # the RFC 4122 variant
    x = h.hex()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:]}"


#: the games by the other names a log author gives them, letters and digits only ("Force of Will", "FOW",
#: "Final Fantasy TCG", "Chrono Clash System"): :func:`meant_game`
_GAME_NAMES = {"forceofwill": "force-of-will", "fow": "force-of-will", "chronoclash": "chrono-clash",
               "chronoclashsystem": "chrono-clash", "ccs": "chrono-clash", "fftcg": "fftcg",
               "finalfantasytcg": "fftcg", "finalfantasytradingcardgame": "fftcg", "finalfantasy": "fftcg",
               "ff": "fftcg"}


def meant_game(name: Any) -> str | None:
    """The game ``name`` means when it is not written as the log format names it (``GAMES``): the name in other
    letter case, with spaces or underscores for hyphens, or a short name ("fow", "FFTCG", "Force of Will",
    "ccs"); None for a name that is none of those (or is already the format's)."""
    if not isinstance(name, str) or name in GAMES:
        return None
    return _GAME_NAMES.get("".join(c for c in name.casefold() if c.isalnum()))


def game_module(game: str) -> ModuleType:
    """The schema module of ``game``; raises :class:`LogError` for an unknown game."""
    try:
        return importlib.import_module(GAMES[game])
    except KeyError:
        known = ", ".join(sorted(GAMES))
        meant = meant_game(game)
        if meant is not None:  # "Force of Will", "FFTCG": the game is plain, only its spelling is not the format's
            raise LogError(Reason(N_("game {game!r} is not one matchledger reads: write \"game\": \"{meant}\", as "
                                     "the format names it (it reads: {known})"),
                                  game=game, meant=meant, known=known), field="$.game") from None
        raise LogError(Reason(N_("game {game!r} is not one matchledger reads (it reads: {known})"), game=game, known=known),
                       field="$.game") from None


class MatchLog(msgspec.Struct, weakref=True):
    """A parsed match log: its header, its events, and where they came from."""

    game: str
    header: Any
    events: list[Any]
    path: str = "<log>"
    lines: list[int] = msgspec.field(default_factory=list)
    #: the closing line's claims, when the log had one (they were checked on reading).
    closing: Closing | None = None
    #: how many lines of a rulings section (``export --rulings``) followed the log: read for form, left out.
    rulings: int = 0
    #: the file line of the header: 1, unless the log sits inside another file (an appeals packet's sources).
    header_line: int = 1
    #: what the reader assumed to read the log (a header without ``first``): notes for the verdict, each a message
    #: (``{"template": ..., "args": ...}``, :meth:`ledger.messages.Reason.data`), which the CLI adds to its notes.
    notes: list[dict[str, Any]] = msgspec.field(default_factory=list)
    #: the header fields the log left out and the reader filled in (``["first"]``: read from the log's first
    #: turn). The canonical header names them, so the match is the one the header naming them gives (the same
    #: match id); the ledger stores this beside it (``Match.Imported``'s ``left_out``) so that the stored match
    #: is read with the same notes as the file (:func:`restore_left_out`).
    left_out: list[str] = msgspec.field(default_factory=list)

    def canonical(self) -> bytes:
        """The canonical JSON Lines bytes of this match (the header and events; no closing line)."""
        return dump_log(self.header, self.events)

    def closed(self) -> bytes:
        """The canonical bytes followed by the closing line (what ``export --format jsonl`` writes)."""
        data = self.canonical()
        return data + closing_line(len(self.events), hashlib.sha256(data).hexdigest()) + b"\n"

    def digest(self) -> str:
        """SHA-256 of the canonical bytes: the same match always has the same digest."""
        return hashlib.sha256(self.canonical()).hexdigest()

    def match_id(self) -> str:
        """A stable id derived from the content, so importing the same log twice is detected."""
        return match_id_of(self.digest())

    def line_of(self, seq: int) -> int:
        """The file line of event ``seq`` (1-based), or 0 if unknown."""
        if 1 <= seq <= len(self.lines):
            return self.lines[seq - 1]
        return 0


def _field_error(exc: msgspec.ValidationError, prefix: str = "$", type_: Any = None,
                 raw: Any = None) -> tuple[str, str]:
    """Split a msgspec validation message into (reason, JSON path).

    With ``type_`` (what was decoded) and ``raw`` (the line's bytes, or the object decoded), a value a field of
    fixed values does not take says the values it takes (:func:`_enum_reason`)."""
    text = str(exc)
    m = _AT.match(text)
    msg, path = (m.group("msg"), m.group("path") or prefix) if m else (text, prefix)
    key = msg.endswith(" - at `key` in")  # a mapping's key: msgspec says "- at `key` in `$.deck`"
    if key:
        msg = msg.removesuffix(" - at `key` in")
    for rx in (_MISSING, _UNKNOWN):
        mm = rx.search(msg)
        if mm:
            sep = "" if path.endswith("$") else ""
            path = f"{path}{sep}.{mm.group('f')}"
    if type_ is not None and not key and msg.startswith("Invalid enum value "):
        why = _enum_reason(type_, raw, path)
        if why is not None:
            return why, path
    if type_ is not None and not key and raw is not None:
        m = _NOT_A_LIST.match(msg)
        if m and "array" in (t.strip() for t in m.group("expected").split("|")):
            why = _list_reason(type_, raw, path)
            if why is not None:
                return why, path
        if m:
            # (a map's value, a deck's count: msgspec says ``$.players[0].deck[...]``; the hint looks at the key
            # whose value is of the wrong type, as the error's field names it)
            keyed = _key_of(raw, path, msg) if "[...]" in path else path
            why = _scalar_reason(m.group("expected"), m.group("got"), raw, keyed)
            if why is not None:
                return why, keyed
    return _with_hint(msgspec_reason(msg), msg, path, raw), path


#: What a field of the wrong JSON type (or a number too large to read) holds, in a judge's words, by the field's
#: name: msgspec's "Expected `int`, got `bool`" says only the types.
_FIELD_WANTS: dict[str, str] = {
    "seq": N_("seq is the event's number: a whole number like 5 (1 for the first event), without quotes"),
    "shuffle_seed": N_("shuffle_seed is a whole number like 12345, without quotes (or leave it out and record "
                       "the deck's `order`)"),
    "version": N_("version is the format's version, a whole number like 1, without quotes"),
}

#: What to write for a field of the wrong JSON type, by the one type msgspec expected, where the field is none of
#: :data:`_FIELD_WANTS`.
_TYPE_WANTS: dict[str, str] = {
    "int": N_("write a whole number like 5, without quotes"),
    "str": N_("write it as text, in quotes"),
    "bool": N_("write true or false, without quotes"),
    "object": N_("write it as an object, in {{ }}"),
}


def clipped(shown: str, most: int = 60) -> str:
    """``shown`` (a value as a message echoes it) cut to its first ``most`` characters and "…"."""
    return shown if len(shown) <= most else shown[:most] + "\u2026"


def _with_hint(reason: Any, msg: str, path: str, raw: Any) -> Any:
    """``reason`` (msgspec's ``msg`` as a :class:`Reason`) with what to write instead: a line that is no object
    (``null``, a number, a string) is said as one; a field of the wrong type (or a number too large) gets what the
    field holds (:data:`_FIELD_WANTS`, or the id of a player for a field naming one) or what its type is
    written as (:data:`_TYPE_WANTS`)."""
    m = _NOT_A_LIST.match(msg)
    if m is None and msg != "Number out of range":
        return reason
    if path == "$" and m is not None and m.group("expected") == "object":
        if not isinstance(raw, (bytes, bytearray, memoryview)):
            return reason
        return Reason(N_("the line is {value}, not an object: each line of a match log is one JSON object in {{ }} (the "
                         "header, then one event a line); remove the line or write the object there"),
                      value=clipped(bytes(raw).strip().decode("utf-8", "replace")))
    name = path.rsplit(".", 1)[-1]
    if "[" in name:
        name = ""
    if name in PLAYER_FIELDS and (m is None or "str" in m.group("expected")):
        hint: Any = Reason(N_("`{field}` names one player by id, in quotes, like \"alice\""), field=name)
    elif name in _FIELD_WANTS:
        hint = Reason(_FIELD_WANTS[name])
    elif m is not None and m.group("expected") in _TYPE_WANTS:
        hint = Reason(_TYPE_WANTS[m.group("expected")])
    else:
        return reason
    return Reason(N_("{error}: {hint}"), error=reason, hint=hint)


#: the fields that name a player by id (the header's ``first`` and ``chooser``, an event's ``player``, Chrono Clash's
#: ``defender``): a number there is most often the player's seat.
PLAYER_FIELDS = frozenset({"first", "chooser", "player", "defender"})


def _seats_of(players: Any) -> list[tuple[str, int]]:
    """``(id, seat)`` of each player of a header (decoded or as raw JSON): a seat left out (or not a number) is the
    player's place in the list, 1 first."""
    seated = []
    for i, p in enumerate(players if isinstance(players, list) else ()):
        pid = p.get("id") if isinstance(p, dict) else getattr(p, "id", None)
        seat = p.get("seat") if isinstance(p, dict) else getattr(p, "seat", None)
        if isinstance(pid, str):
            seated.append((pid, seat if type(seat) is int else i + 1))
    return seated


def seat_reason(field: str, value: Any, seated: list[tuple[str, int]]) -> Reason:
    """Why a number where a field naming a player belongs (``"first": 1``) is refused, and what to write: the id
    of the player in that seat, when one sits there; else the players' ids."""
    # (named only when one player sits there: a seat left out is the player's place in the list, and a header
    # that puts two players in that seat names neither)
    there = [pid for pid, seat in seated if seat == value] if type(value) is int else []
    meant = there[0] if len(there) == 1 else None
    if meant is not None:
        return Reason(N_("`{field}` names a player by id, not by seat: write \"{field}\": \"{player}\" (seat {seat})"),
                      field=field, player=meant, seat=value)
    return Reason(N_("`{field}` names a player by id, got {value} (the players are {players})"), field=field,
                  value=msgspec.json.encode(value).decode(), players=", ".join(pid for pid, _ in seated))


def _scalar_reason(expected: str, got: str, raw: Any, path: str) -> Reason | None:
    """What to write for a value of the wrong JSON type, where msgspec's "Expected `int | null`, got `str`" says
    only what is wrong: a number written in quotes (``"seat": "2"``: write 2 without quotes), a seat number where
    a player's id belongs (``"first": 1``: the id of the player in seat 1). None otherwise."""
    wanted = {t.strip() for t in expected.split("|")}
    found = _found_at(raw, path, copied=False)
    if found is None:
        return None
    obj, node, where = found
    value = node[where]
    if got == "str" and isinstance(value, str) and wanted & {"int", "float"}:
        # (a digit of another script, a full-width "３", is said as the ASCII digit a JSON number is written with)
        number = "".join(str(unicodedata.decimal(c)) if c.isdecimal() else c for c in value.strip())
        if "float" not in wanted and re.fullmatch(r"[+-]?[0-9]{1,18}\.0{1,18}", number):  # "3.0": a whole number
            number = number.split(".")[0]
        if re.fullmatch(r"[+-]?[0-9]{1,18}", number) or ("float" in wanted and re.fullmatch(r"[+-]?[0-9]{1,18}\.[0-9]{1,18}", number)):
            return Reason(N_("expected a number, got the string {value}: write {number} without quotes"),
                          value=msgspec.json.encode(value).decode(), number=number)
        return None
    if got == "str" and isinstance(value, str) and wanted & {"bool"}:
        # ("resolve": "true", "tap": "yes": a yes or no written as a word in quotes; JSON's true and false are bare)
        word = value.strip().lower()
        shown = msgspec.json.encode(value).decode()
        if word in ("true", "yes", "y", "1", "on"):
            return Reason(N_("expected true or false, got the string {value}: write true without quotes"), value=shown)
        if word in ("false", "no", "n", "0", "off"):
            return Reason(N_("expected true or false, got the string {value}: write false without quotes"), value=shown)
        return Reason(N_("expected true or false, got the string {value}: write true or false, without quotes"),
                      value=shown)
    if got == "float" and wanted in ({"int"}, {"int", "null"}):
        if isinstance(value, float) and value.is_integer() and abs(value) < 1e18:
            return Reason(N_("expected a whole number, got {value}: write {number}"),
                          value=msgspec.json.encode(value).decode(), number=int(value))
        return None
    if got in ("int", "float") and wanted == {"str"} and _FREE_TEXT.fullmatch(path) and isinstance(value, (int, float)):
        # (a header's free text, a match label or a player's name, written as a number: "match": 5 for table 5)
        shown = msgspec.json.encode(value).decode()
        return Reason(N_("expected text, got the number {value}: write \"{value}\" in quotes"), value=shown)
    if got == "int" and "str" in wanted and isinstance(where, str) and where in PLAYER_FIELDS \
            and node is obj and isinstance(obj, dict) and isinstance(obj.get("players"), list):
        return seat_reason(where, value, _seats_of(obj["players"]))
    return None


#: the header's free-text fields (any text reads): a number given there is a label written without quotes
_FREE_TEXT = re.compile(r"\$\.match|\$\.players\[[0-9]+\]\.name")

_NOT_A_LIST = re.compile(r"^Expected `(?P<expected>[^`]+)`, got `(?P<got>[^`]+)`$")


def _found_at(raw: Any, path: str, copied: bool) -> tuple[Any, Any, Any] | None:
    """The line ``raw`` decoded (or, already decoded, itself: a deep copy of it when ``copied``, for a caller that
    changes it), the container holding the value at ``path`` and its key or index (:func:`_at`); None when the
    line does not decode or the path leads nowhere in it."""
    try:
        if isinstance(raw, (bytes, bytearray, memoryview, str)):
            obj = msgspec.json.decode(raw)
        else:
            import copy

            obj = copy.deepcopy(raw) if copied else raw
        found = _at(obj, path)
    except (msgspec.MsgspecError, RecursionError, MemoryError, TypeError, ValueError):
        return None
    return None if found is None else (obj, *found)


def _at(obj: Any, path: str) -> tuple[Any, Any] | None:
    """The container holding the value at ``path`` (``$.targets``, ``$.players[0].deck``) of ``obj`` and the
    key or index of the value in it; None when the path leads nowhere in ``obj``."""
    steps = _KEYED_STEP.findall(path.removeprefix("$"))
    if not steps or "".join(f".{f}" if f else f"[{i}{k}]" for f, i, k in steps) != path.removeprefix("$"):
        return None
    node, where = None, None
    here = obj
    for name, index, keyed in steps:
        if keyed:  # a key no identifier: ``deck["Cinder Hound"]``
            try:
                name = msgspec.json.decode(keyed, type=str)
            except msgspec.MsgspecError:
                return None
            index = ""
        if name and isinstance(here, dict) and name in here:
            node, where = here, name
        elif not name and isinstance(here, list) and int(index) < len(here):
            node, where = here, int(index)
        else:
            return None
        here = node[where]
    return node, where


def _list_reason(type_: Any, raw: Any, path: str) -> Reason | None:
    """Why the value at ``path``, one value where the format wants a list (``"targets": "bob.6"``), is refused,
    and what to write: the value in ``[ ]`` when the line reads with it so (msgspec's "Expected `array`, got
    `str`" says neither). None when the value is not found."""
    found = _found_at(raw, path, copied=True)
    if found is None:
        return None
    obj, node, where = found
    value = node[where]
    if isinstance(value, list):
        return None
    shown = msgspec.json.encode(value).decode()
    node[where] = [value]
    try:
        msgspec.json.decode(msgspec.json.encode(obj), type=type_)
        fits = True
    except msgspec.ValidationError as exc:  # the line reads with the value in [ ] unless that is what is wrong
        m = _AT.match(str(exc))
        there = (m.group("path") or "$") if m else "$"
        fits = not (there == path or there.startswith((path + ".", path + "[")))
    except (msgspec.MsgspecError, RecursionError, MemoryError, TypeError, ValueError):
        fits = False
    if not fits:
        return Reason(N_("expected a list (written in [ ]), got {value}"), value=clipped(shown))
    if isinstance(value, str):
        return Reason(N_("expected a list, got the string {value}: write [{value}]"), value=clipped(shown))
    if isinstance(value, dict):
        return Reason(N_("expected a list, got one object: write it inside [ ]"))
    return Reason(N_("expected a list, got {value}: write [{value}]"), value=clipped(shown))


def validation_reason(exc: msgspec.ValidationError, type_: Any = None, raw: Any = None) -> tuple[str, str]:
    """A msgspec validation error as ``(reason, JSON path)``, the reason translatable as a log line's is
    (``type_``, ``raw``: as :func:`_field_error` takes them)."""
    return _field_error(exc, type_=type_, raw=raw)


#: The French words the rules documents (/work/shared/seeds) print for a value of the format's fixed-value fields
#: (FFTCG's format « construit » / « limité », its card types, its abilities' kinds; Force of Will's card types
#: and abilities; Chrono Clash's pilot): a value given in French gets "did you mean" the format's English word.
ENUM_FRENCH: dict[str, tuple[str, ...]] = {
    "constructed": ("construit", "construite"),
    "limited": ("limite", "limitee"),
    "forward": ("avant", "avants"),
    "backup": ("soutien", "soutiens"),
    "summon": ("invocation", "invocations"),
    "monster": ("monstre", "monstres"),
    "crystal": ("cristal",),
    "special": ("speciale", "speciales"),
    "auto": ("automatique", "automatiques"),
    "field": ("terrain", "de-terrain"),
    "resonator": ("resonateur", "resonateurs"),
    "spell": ("sort", "sorts"),
    "magic-stone": ("pierre-magique",),
    "activated": ("activee", "activees"),
    "will": ("volonte",),
    "pilot": ("pilote",),
}


def _fold(text: str) -> str:
    """``text`` as values are compared for a hint: its accents dropped, case folded, spaces and ``_`` as ``-``."""
    import unicodedata

    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"[\s_]+", "-", bare.strip().casefold())


def _enum_reason(type_: Any, raw: Any, path: str) -> Reason | None:
    """Why the value at ``path`` (a field of fixed values of ``type_``, msgspec's "Invalid enum value") is refused:
    the values the field takes, and the one meant when the value is it in another case or spelling, or the
    rules documents' French word for it (« construit »: 'constructed'). None when the field is not found."""
    try:
        obj = msgspec.json.decode(raw) if isinstance(raw, (bytes, bytearray, memoryview, str)) else raw
        found = _type_at(type_, obj, path)
    except (msgspec.MsgspecError, RecursionError, MemoryError, TypeError, ValueError):
        return None
    if found is None:
        return None
    values, value = found
    known = [str(v) for v in values]
    near: list[str] = []
    if isinstance(value, str):
        folded = _fold(value)
        near = [k for k in known if _fold(k) == folded or folded in ENUM_FRENCH.get(k, ())]
        if not near:
            import difflib  # only here: for a misspelt value

            by_fold = {_fold(k): k for k in known if k}
            near = [by_fold[f] for f in difflib.get_close_matches(folded, list(by_fold), n=2, cutoff=0.75)]
    shown = repr(value) if isinstance(value, str) else msgspec.json.encode(value).decode()
    return Reason(N_("{value} is not a value this field takes: expected one of: {known}{hint}"), value=shown,
                  known=", ".join(repr(k) if k == "" else k for k in known),
                  hint=did_you_mean([repr(k) for k in near]))


_STEP = re.compile(r"\.([^.\[]+)|\[(\d+)\]")
#: :data:`_STEP`, and a map's key that is no identifier, written as a JSON string in ``[ ]`` (:func:`_key_of`)
_KEYED_STEP = re.compile(r'\.([^.\[]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]')


def _type_at(type_: Any, obj: Any, path: str) -> tuple[tuple, Any] | None:
    """The values a field of fixed values takes (a ``Literal`` or an ``Enum``) at ``path`` (``$.players[0].x``)
    of ``type_``, and the value ``obj`` (the line, decoded) holds there; None when the path leads elsewhere. A
    tagged union (an event line) is followed by the tag the object gives."""
    import enum

    from msgspec import inspect as mi

    t = mi.type_info(type_)
    steps = _STEP.findall(path.removeprefix("$"))
    if "".join(f".{f}" if f else f"[{i}]" for f, i in steps) != path.removeprefix("$"):
        return None
    for name, index in steps:
        t = _one_of(t, obj, bool(name))
        if name and isinstance(t, mi.StructType) and isinstance(obj, dict):
            t = next((f.type for f in t.fields if f.encode_name == name), None)
            obj = obj.get(name)
        elif not name and isinstance(t, (mi.ListType, mi.SetType, mi.FrozenSetType, mi.VarTupleType)) \
                and isinstance(obj, list) and int(index) < len(obj):
            t, obj = t.item_type, obj[int(index)]
        else:
            return None
        if t is None:
            return None
    values: list[Any] = []
    for x in (t.types if isinstance(t, mi.UnionType) else (t,)):
        if isinstance(x, mi.LiteralType):
            values += x.values
        elif isinstance(x, mi.EnumType) and issubclass(x.cls, enum.Enum):
            values += [m.value for m in x.cls]
    return (tuple(values), obj) if values else None


def _one_of(t: Any, obj: Any, field: bool) -> Any:
    """``t``, or the member of a union ``t`` that ``obj`` is: the struct its tag names (or the one struct, for a
    field), the list (for an index)."""
    from msgspec import inspect as mi

    if not isinstance(t, mi.UnionType):
        return t
    structs = [x for x in t.types if isinstance(x, mi.StructType)]
    if field:
        tagged = [x for x in structs if x.tag_field is not None and isinstance(obj, dict)
                  and obj.get(x.tag_field) == x.tag]
        if tagged:
            return tagged[0]
        return structs[0] if len(structs) == 1 else None
    lists = [x for x in t.types if isinstance(x, (mi.ListType, mi.SetType, mi.FrozenSetType, mi.VarTupleType))]
    return lists[0] if len(lists) == 1 else None


def _decode_line(decoder: msgspec.json.Decoder, data: bytes, path: str, lineno: int, truncated: bool) -> Any:
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as exc:
        msg, fld = _field_error(exc, type_=decoder.type, raw=data)
        fld = _key_of(data, fld, str(exc))
        msg = _array_line(exc, data) or _huge_number(exc, data, fld.startswith("$.meta")) or msg
        raise LogError(msg, path=path, line=lineno, field=fld) from None
    except msgspec.DecodeError as exc:
        raise _not_json(exc, data, path, lineno, truncated) from None
    except (RecursionError, MemoryError) as exc:
        raise _too_deep(exc, path, lineno) from None


def _array_line(exc: msgspec.ValidationError, raw: bytes) -> Reason | None:
    """Why a log line that is a JSON array (a whole log written as one array, or the events as one) is refused,
    where msgspec says "$: Expected `object`, got `array`"; None for any other error."""
    if not re.fullmatch(r"Expected `object`, got `array`", str(exc)) or not raw.lstrip().startswith(b"["):
        return None
    return Reason(N_("the line is a JSON array, not one object: a match log is JSON Lines, the header then one event "
                     "a line, each object on a line of its own (no [ ] around them, no commas between them)"))


#: Python reads a whole number of at most this many digits (``sys.int_info.str_digits_check_threshold``'s default)
MAX_INT_DIGITS = 4300


def _huge_number(exc: msgspec.ValidationError, raw: bytes, text: bool = False) -> Reason | None:
    """Why a line holding a whole number too long to read (msgspec's "Integer value out of range") is refused:
    how many digits it has and the most a log's number may have (``text``: in a field of free text, ``meta``, where
    it may be written as a string); None for any other error."""
    if not str(exc).startswith("Integer value out of range"):
        return None
    # (the digits of a number, not of a string: a string's contents are left out, escapes and all)
    bare = re.sub(rb'"(?:[^"\\\\]|\\\\.)*"', b'""', bytes(raw))
    runs = [len(m) for m in re.findall(rb"[0-9]{%d,}" % (MAX_INT_DIGITS + 1), bare)]
    if not runs:
        return None
    if text:
        return Reason(N_("a number of {digits:,} digits: a number in a log may have at most {most:,} digits (write it "
                         "as a string, in quotes, to keep it)"), digits=max(runs), most=MAX_INT_DIGITS)
    return Reason(N_("a number of {digits:,} digits: a number in a log may have at most {most:,} digits"),
                  digits=max(runs), most=MAX_INT_DIGITS)


def shown_number(n: int) -> Any:
    """``n`` as a message shows it: whole up to 20 digits, else its first digits and how many it has."""
    text = str(n)
    if len(text) <= 20:
        return n
    return Reason(N_("{head}... ({digits:,} digits)"), head=text[:12], digits=len(text.lstrip("-")))


_JSON_TYPES: dict[str, tuple[type, ...]] = {"str": (str,), "int": (int,), "float": (int, float), "bool": (bool,),
                                            "array": (list,), "object": (dict,)}


def _key_of(data: bytes, field: str, error: str) -> str:
    """``field`` with msgspec's ``[...]`` (a map's value) replaced by the key whose value is not of the type the
    error expects: ``$.meta.round`` for ``"meta": {"round": 3}``, not ``$.meta[...]``."""
    want = re.search(r"Expected `([^`]+)`", error)
    head, mark, tail = field.partition("[...]")
    if mark and error.startswith("Integer value out of range"):  # a number too long to read: the key it is under
        huge = re.search(rb'"((?:[^"\\]|\\.)*)"\s*:\s*-?\d{%d,}' % (MAX_INT_DIGITS + 1), data)
        if huge is not None:
            try:
                key = msgspec.json.decode(b'"' + huge.group(1) + b'"')
            except msgspec.MsgspecError:
                return field
            return f"{head}.{key}{tail}" if key.isidentifier() else f"{head}[{msgspec.json.encode(key).decode()}]{tail}"
    wanted = [t.strip() for t in want.group(1).split("|")] if want is not None else []
    if not mark or not wanted or any(t not in _JSON_TYPES for t in wanted):
        return field
    try:
        node: Any = msgspec.json.decode(data) if isinstance(data, (bytes, bytearray, memoryview, str)) else data
        for name, index in re.findall(r"\.(\w+)|\[(\d+)\]", head[1:]):
            node = node[name] if name else node[int(index)]
    except (msgspec.MsgspecError, KeyError, IndexError, TypeError, RecursionError):
        # (RecursionError: msgspec's untyped decode of arrays nested deeper than it reads; the typed decode that
        # raised the error being explained read no further than the field it names.)
        return field
    kinds = tuple(k for t in wanted for k in _JSON_TYPES[t])  # a union: ``str | int | float | bool``
    for key, value in node.items() if isinstance(node, dict) else ():
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            return f"{head}.{key}{tail}" if key.isidentifier() else f"{head}[{msgspec.json.encode(key).decode()}]{tail}"
    return field


def seat_number_reason(field: str, value: Any, players: Any) -> Reason | None:
    """:func:`seat_reason` for a seat number given where a player's id belongs (``"player": 1``, or ``"1"`` in
    quotes, or ``player=1`` typed at the recorder) when one player of ``players`` (a header's) sits in that seat and
    none has it as id; None otherwise."""
    seated = _seats_of(players)
    if isinstance(value, str):
        if any(pid == value for pid, _ in seated) or not re.fullmatch(r"[0-9]{1,3}", value.strip()):
            return None
        value = int(value.strip())
    if type(value) is not int or sum(seat == value for _, seat in seated) != 1:
        return None
    return seat_reason(field, value, seated)


def _not_seated(player: str, header: Any) -> Reason:
    """Why an event's ``player`` is none of the header's: the ids there, and the player whose display name (or
    id, in other letter case) it is, the common slip of a log written by hand (``"Bob"`` for ``bob``); a seat
    number in quotes (``"2"``) says the id of the player in that seat."""
    by_seat = seat_number_reason("player", player, header.players)
    if by_seat is not None:
        return by_seat
    ids = [p.id for p in header.players]
    key = player.strip().casefold()
    meant = next((p.id for p in header.players if key and key in (p.id.casefold(), (p.name or "").strip().casefold())),
                 None)
    if meant is not None:
        return Reason(N_("player {player!r} is not seated in the header: events name a player by id, and this "
                         "is {id!r} (the players are {players})"), player=player, id=meant, players=", ".join(ids))
    return Reason(N_("player {player!r} is not seated in the header (the players are {players})"), player=player,
                  players=", ".join(ids))


def _not_json(exc: Exception, data: bytes, path: str, lineno: int, truncated: bool) -> LogError:
    # A NUL byte first: a binary file (a macOS ``._NAME`` file, an image) seldom ends with a newline, and is
    # not a text file cut short.
    if b"\0" in data:
        return LogError(Reason(N_("the line holds a NUL byte: this is not a text file")), path=path, line=lineno)
    text = str(exc)
    if data.lstrip(b" \t\r").startswith((b"//", b"#", b"/*")):
        # a remark written as a comment line, as in a script or a config file
        return LogError(Reason(N_("the line is a comment: JSON Lines has no comments; remove the line (a remark goes in "
                                  "an EffectRecorded's \"note\", the header's \"meta\", or a ruling recorded with "
                                  "`matchledger note`)")), path=path, line=lineno)
    m = re.fullmatch(r"JSON is malformed: trailing characters \(byte (\d+)\)", text)
    if m and data[max(int(m.group(1)) - 1, 0):].lstrip(b" \t\r,").startswith((b"{", b"[")):  # msgspec counts from 1
        # objects written one after another on one line (a log whose line breaks were lost): no file cut short
        return LogError(Reason(N_("the line holds more than one JSON object: a match log holds one a line (the header, "
                                  "then one event a line)")), path=path, line=lineno)
    if truncated:
        return LogError(Reason(N_("the line is cut short: the file looks truncated")), path=path, line=lineno)
    if text == "Input data was truncated" and data.rstrip().endswith((b"{", b"[", b",", b":")):
        # not the file's end, and the line stops where pretty-printed JSON breaks its lines: the object goes on
        return LogError(Reason(N_("the line ends before its JSON object does: a match log holds each object whole on "
                                  "one line (JSON Lines, no line break inside an object)")), path=path, line=lineno)
    return LogError(Reason(N_("not valid JSON ({error})"), error=msgspec_reason(text)), path=path, line=lineno)


def _too_deep(exc: BaseException, path: str, lineno: int) -> LogError:
    what = N_("nested too deep") if isinstance(exc, RecursionError) else N_("too large to hold in memory")
    return LogError(Reason(N_("the line is {what} for a match log"), what=Reason(what)), path=path, line=lineno)


def _check_text(data: bytes, path: str) -> None:
    """Refuse bytes that are not UTF-8 (a log saved as Latin-1 or UTF-16), naming the line and column."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        lineno = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
            hint = N_("it looks like UTF-16")
        elif data[:2] == b"\x1f\x8b":
            hint = N_("it is a gzip-compressed file: decompress it first (gunzip)")
        elif data[:4] == b"PK\x03\x04":
            hint = N_("it is a zip archive: take the log out of it first")
        else:
            hint = N_("save the log as UTF-8 (it may be Latin-1 or Windows-1252)")
        raise LogError(Reason(N_("byte 0x{byte:02x} at column {col} is not UTF-8 text: {hint}"), byte=data[exc.start],
                              col=col, hint=Reason(hint)), path=path, line=lineno) from None


def closing_line(events: int, digest: str) -> bytes:
    """The closing line of a log of ``events`` events whose :meth:`MatchLog.digest` is ``digest``."""
    return _encoder.encode(Closing(closing=True, events=events, sha256=digest))


def _is_closing(raw: bytes) -> bool:
    return b'"closing"' in raw and b'"type"' not in raw


def _is_header(raw: bytes) -> bool:
    """Whether the line (an event without a ``type``) is a match log's header: an object with ``game`` and
    ``players`` (two logs run together, or a header pasted into a log)."""
    try:
        obj = msgspec.json.decode(raw)
    except (msgspec.MsgspecError, RecursionError, MemoryError):
        return False
    return isinstance(obj, dict) and "type" not in obj and "game" in obj and "players" in obj


class _SeqOnly(msgspec.Struct):
    seq: Any = None


_seq_decoder = msgspec.json.Decoder(_SeqOnly)


def _line_of_seq(numbered: list[tuple[int, bytes]], seq: int) -> int | None:
    """The line number of the first of ``numbered`` whose ``seq`` is ``seq``; None when none is."""
    for lineno, raw in numbered:
        try:
            found = _seq_decoder.decode(raw).seq
        except (msgspec.MsgspecError, RecursionError, MemoryError):
            continue
        if type(found) is int and found == seq:
            return lineno
    return None


def _is_ruling(raw: bytes) -> bool:
    return b'"ruling"' in raw and b'"type"' not in raw and b'"closing"' not in raw


def _child(path: str, key: str) -> str:
    return f"{path}.{key}" if key.isidentifier() else f"{path}[{msgspec.json.encode(key).decode()}]"


def _key_count(node: Any) -> int:
    """How many keys the objects of a decoded JSON value hold, nested ones too (a key given twice counts once)."""
    if type(node) is dict:
        return len(node) + sum(_key_count(v) for v in node.values() if type(v) in (dict, list))
    if type(node) is list:
        return sum(_key_count(v) for v in node if type(v) in (dict, list))
    return 0


def duplicate_key(raw: bytes) -> tuple[str, str] | None:
    """``(JSON path, key)`` of a key given twice in one object of the JSON line ``raw`` (the first such object,
    outer ones first), or None. A JSON decoder keeps the last value of such a key and says nothing."""
    try:  # cheap first: each key is followed by a colon, so as many colons as distinct keys leaves no room for one
        if raw.count(b":") <= _key_count(msgspec.json.decode(raw)):
            return None
    except (msgspec.MsgspecError, RecursionError, MemoryError):
        return None
    import json

    class Pairs(list):
        pass

    try:
        doc = json.loads(raw, object_pairs_hook=Pairs)
    except (ValueError, RecursionError, MemoryError):
        return None

    def walk(node: Any, where: str) -> tuple[str, str] | None:
        items = node if isinstance(node, Pairs) else enumerate(node) if isinstance(node, list) else ()
        if isinstance(node, Pairs):
            seen: set[str] = set()
            for key, _ in node:
                if key in seen:
                    return _child(where, key), key
                seen.add(key)
        for key, value in items:
            found = walk(value, _child(where, key) if isinstance(node, Pairs) else f"{where}[{key}]")
            if found is not None:
                return found
        return None

    return walk(doc, "$")


def _duplicate_key_error(raw: bytes, path: str, lineno: int) -> LogError | None:
    found = duplicate_key(raw)
    if found is None:
        return None
    return LogError(Reason(N_("the key {key} is given twice"), key=msgspec.json.encode(found[1]).decode()),
                    path=path, line=lineno, field=found[0])


def _first_duplicate_key(numbered: list[tuple[int, bytes]], path: str, upto: int) -> LogError | None:
    """The error for the first line up to line ``upto`` that gives a key twice, or None."""
    for lineno, raw in numbered:
        if lineno > upto:
            break
        err = _duplicate_key_error(raw, path, lineno)
        if err is not None:
            return err
    return None


def parse_log(data: bytes, path: str = "<log>", expect_game: str | None = None) -> MatchLog:
    """Parse the bytes of a match log; raise :class:`LogError` at the first unusable line."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    _check_text(data, path)
    if b"\r" in data and b"\n" not in data:
        raise LogError(Reason(N_("its lines end with a carriage return alone (an old Mac text file): save the log "
                                 "with LF (or CRLF) line ends")), path=path, line=1)
    return _parse_lines(data.split(b"\n"), not data.endswith(b"\n"), path, expect_game,
                        None if b"\\" in data and b"\\u" in data else data.count(b":"))


def parse_lines(lines: list[bytes], path: str = "<log>") -> MatchLog:
    """What :func:`parse_log` gives for ``b"\\n".join(lines) + b"\\n"``, without joining and splitting again.

    For lines known to be UTF-8 with no newline inside any (the lines a
    ledger stores, each encoded from a ``str``): the same checks, the same
    errors, each line decoded once.
    """
    log = _parse_canonical(lines, path)
    if log is not None:
        return log
    if lines and lines[0].startswith(b"\xef\xbb\xbf"):
        lines = [lines[0][3:], *lines[1:]]
    return _parse_lines([*lines, b""], False, path, None)


#: game module -> its event decoder (building a decoder of a game's whole union costs what a short match does)
_EVENT_DECODERS: dict[str, msgspec.json.Decoder] = {}


def _parse_canonical(lines: list[bytes], path: str) -> MatchLog | None:
    """What :func:`_parse_lines` gives for ``lines`` when it gives a log and they read as a stored log reads.

    The trusting path of :func:`parse_lines`: a header line and one event a
    line, none blank, none a closing line, each decoded in one call over
    all of them and the seqs and seats checked over the whole list. None at
    the first doubt (a line that does not decode, a seq out of place...):
    the caller then parses line by line, which names the line and field.
    """
    n = len(lines) - 1
    if (n < 0 or max(map(len, lines)) > MAX_LINE_BYTES or (n and _is_closing(lines[-1]))
            or lines[0].startswith(b"\xef\xbb\xbf")):
        return None
    head = lines[0]
    try:
        probe = msgspec.json.decode(head, type=_Probe)
        if not probe.game or probe.version != FORMAT_VERSION or probe.game not in GAMES:
            return None
        mod = game_module(probe.game)
        header = msgspec.json.decode(head, type=mod.Header)
        _check_header(header, path, 1)
        decode = _EVENT_DECODERS.get(mod.__name__)
        if decode is None:
            decode = _EVENT_DECODERS[mod.__name__] = msgspec.json.Decoder(mod.Event).decode
        events = list(map(decode, lines[1:]))
    except Exception:  # LogError, msgspec's errors, RecursionError, MemoryError: the line-by-line parse says which
        return None
    if [ev.seq for ev in events] != list(range(1, n + 1)) or not {ev.player for ev in events} <= {
            p.id for p in header.players}:
        return None
    return MatchLog(game=probe.game, header=header, events=events, path=path, lines=list(range(2, n + 2)),
                    notes=_name_notes(header))


def _parse_lines(raw_lines: list[bytes], ends_cut: bool, path: str, expect_game: str | None,
                 colons: int | None = None) -> MatchLog:
    """Parse a log's lines (the file split at its newlines; ``ends_cut``: no newline at its end; ``colons``: how
    many ``:`` bytes they hold, when known)."""
    numbered = []
    for i, ln in enumerate(raw_lines):
        if len(ln) > MAX_LINE_BYTES:
            raise LogError(Reason(N_("the line is {size:,} bytes; a log line may be at most {most:,}"), size=len(ln),
                                  most=MAX_LINE_BYTES), path=path, line=i + 1)
        if ln.strip():
            numbered.append((i + 1, ln))
    if not numbered:
        raise LogError(Reason(N_("the file is empty: a match log starts with a header line")), path=path, line=1)
    every = list(numbered)
    try:
        log, tail = _parse_numbered(numbered, ends_cut, path, expect_game)
    except LogError as exc:
        # A key given twice (the decoder kept its last value) is the first thing wrong with its line, and with the
        # log when it comes first: named before what it led to.
        dup = _first_duplicate_key(every, path, exc.line) if exc.line else None
        if dup is not None:
            raise dup from None
        raise
    _refuse_duplicate_keys(log, numbered, tail, path, colons)
    if log.closing is not None:
        _check_closing(log, log.closing, tail[0][0])
    return log


def _refuse_duplicate_keys(log: MatchLog, numbered: list[tuple[int, bytes]], tail: list[tuple[int, bytes]],
                           path: str, colons: int | None) -> None:
    """Refuse a log a line of which gives a key twice. Cheap when none does: each key is followed by a colon,
    and a line holds at least as many colons as its canonical form (each key once, defaults left out) unless it
    writes a ``\\u`` escape; so when the log's lines (``colons``: the file's colons, given when it holds no
    ``\\u``) hold as many as the canonical lines, none gives a key twice. Otherwise each line is weighed alone."""
    head_no, head = numbered[0]
    dup = None
    header = _encoder.encode(log.header).count(b":")
    if colons is None or colons - sum(raw.count(b":") for _, raw in tail) != header + (
            _encoder.encode_lines(log.events).count(b":") if log.events else 0):
        if b"\\u" in head or head.count(b":") != header:
            dup = _duplicate_key_error(head, path, head_no)
        if dup is None and log.events:
            dup = _duplicate_key_in_events(log.events, numbered[1:], path)
    for lineno, raw in tail if dup is None else ():
        dup = _duplicate_key_error(raw, path, lineno)
        if dup is not None:
            break
    if dup is not None:
        raise dup


def _duplicate_key_in_events(events: list[Any], numbered: list[tuple[int, bytes]], path: str) -> LogError | None:
    """The first event line that gives a key twice: its lines weighed 16 at a time against their canonical form,
    a block that holds more colons than it looked at line by line."""
    for i in range(0, len(events), 16):
        block, rows = events[i:i + 16], numbered[i:i + 16]
        blob = b"\n".join([raw for _, raw in rows])
        if (b"\\" not in blob or b"\\u" not in blob) and \
                blob.count(b":") == _encoder.encode_lines(block).count(b":"):
            continue
        for (lineno, raw), ev in zip(rows, block):
            if b"\\u" in raw or raw.count(b":") != _encoder.encode(ev).count(b":"):
                dup = _duplicate_key_error(raw, path, lineno)
                if dup is not None:
                    return dup
    return None


def _refuse_other_game(head: bytes, game: str, path: str, lineno: int) -> None:
    """A header that does not decode as its named ``game``'s but does as another game's (an FFTCG header with
    ``"game": "chrono-clash"``): raise the one line that says so, at ``$.game``, rather than the first field
    the named game lacks. Nothing when no other game's header reads it (its own fault is said then)."""
    try:
        fields = msgspec.json.decode(head)
    except (msgspec.MsgspecError, RecursionError, MemoryError):
        return
    if not isinstance(fields, dict):
        return
    for other in GAMES:
        if other == game:
            continue
        try:
            msgspec.convert({**fields, "game": other}, type=game_module(other).Header)
        except (msgspec.MsgspecError, LogError, TypeError, ValueError):
            continue
        raise LogError(Reason(N_("the header names game {game!r} but its fields are those of {other!r}: is `game` wrong?"),
                              game=game, other=other), path=path, line=lineno, field="$.game")


def _no_game(head: bytes) -> Reason:
    """Why a first line with no ``game`` (or an empty one) is no header: the key written in other letter case or
    with spaces (``"Game"``) and an empty ``game`` said as such, with the names of the games."""
    known = ", ".join(sorted(GAMES))
    try:
        fields = msgspec.json.decode(head)
    except (msgspec.MsgspecError, RecursionError, MemoryError):
        fields = None
    if isinstance(fields, dict):
        if "game" in fields:  # ("game": "": the field is there, its value is not)
            return Reason(N_("`game` is empty: write the game the log is of (one of: {known})"), known=known)
        key = next((k for k in fields if isinstance(k, str) and k.strip().casefold() == "game"), None)
        if key is not None:
            return Reason(N_("the header has no \"game\" field but a {key!r}: field names are written in lower case, "
                             "write \"game\""), key=key)
    return Reason(N_("the first line must be the header, with a \"game\" field"))


def _first_read(head_bytes: bytes, numbered: list[tuple[int, bytes]], before_turns: frozenset[str],
                setup_hand: tuple[int, int] | None = None) -> tuple[bytes, bool, dict[str, Any] | None]:
    """A header that leaves ``first`` out (or null, or empty): the player of the log's first event whose type is not one of
    ``before_turns`` (the game's ``FIRST_SHOWN_AFTER``: set-up and concessions, which any player may write before the
    first turn) took the first turn (its draw or stone call shows who), and the header is read with them as
    ``first`` (docs/log-format.md, "Fields that may be left out"). As given when it names ``first`` or is no JSON
    object, and when no event shows who began (then refused, as before, for the field missing).

    The second value says ``first`` is only a stand-in: that event cannot be read (no JSON object, no type, a player
    the header does not list), and its own error, at its own line, is the one to give, not the header's; the header
    is read with its first listed player so the events are read up to that error (``_parse_numbered`` refuses the
    field missing if none comes).

    The third value is the note the verdict gives of the reading (who was taken as first, from which seq), None
    when ``first`` was not read from the log.

    ``setup_hand`` (the game's ``SETUP_HAND``: the deck position of the starting hand's first card and its size, in
    a log whose card ids are ``<player>.<position>``): a ``CardDrawn`` or ``CardsDrawn`` naming only cards of its
    player's starting hand (after a ``Mulliganed`` of theirs, the hand that mulligan drew, the next as many) is a
    record of the set-up's draws (docs/log-format.md, "Set-up draws recorded"), which any player may write before the
    first turn: it shows nothing about who began, and is passed over as the concessions are."""
    try:
        head = msgspec.json.decode(head_bytes)
    except (msgspec.MsgspecError, RecursionError, MemoryError):
        return head_bytes, False, None
    if not isinstance(head, dict):
        return head_bytes, False, None
    given = head.get("first")
    if given is not None and not (isinstance(given, str) and not given.strip()):  # ("" or spaces: none given)
        return head_bytes, False, None
    listed = [p.get("id") for p in head.get("players") or () if isinstance(p, dict) and isinstance(p.get("id"), str)]
    mulled: dict[str, int] = {}
    for at, (_, raw) in enumerate(numbered[1:], 1):  # (``at``: the event's seq, once the events read in order)
        try:
            ev = msgspec.json.decode(raw)
        except (msgspec.MsgspecError, RecursionError, MemoryError):
            ev = None
        if isinstance(ev, dict) and ev.get("type") in before_turns:
            if ev.get("type") == "Mulliganed" and isinstance(ev.get("player"), str) and ev.get("bottom"):
                mulled[ev["player"]] = mulled.get(ev["player"], 0) + 1
            continue
        if setup_hand is not None and isinstance(ev, dict) and _setup_record_shape(ev, listed, setup_hand, mulled):
            continue
        if isinstance(ev, dict) and isinstance(ev.get("type"), str) and ev.get("player") in listed:
            said = Reason(N_("The header gives no `first`: {player} is taken as the first player, from their "
                             "{type} at seq {seq}."), player=ev["player"], type=ev["type"], seq=at)
            return msgspec.json.encode({**head, "first": ev["player"]}), False, said.data()
        if not listed:
            return head_bytes, False, None
        return msgspec.json.encode({**head, "first": listed[0]}), True, None
    # No turn begun, and a player conceded before it: the result needs no first player (the one who did not concede
    # wins). The player of the first set-up mulligan (Force of Will's mulligans begin with the player who begins),
    # else the first listed, is taken as first, with a note (docs/log-format.md, "Fields that may be left out").
    events = []
    for _, raw in numbered[1:]:
        try:
            ev = msgspec.json.decode(raw)
        except (msgspec.MsgspecError, RecursionError, MemoryError):
            return head_bytes, False, None
        if not isinstance(ev, dict):
            return head_bytes, False, None
        events.append(ev)
    if listed and any(ev.get("type") == "Conceded" and ev.get("player") in listed for ev in events):
        who = next((ev["player"] for ev in events if ev.get("type") == "Mulliganed" and ev.get("player") in listed),
                   listed[0])
        said = Reason(N_("The header gives no `first`, and the match ended by a concession before its first turn: no "
                         "first player is needed for the result; {player} is taken as the first player."), player=who)
        return msgspec.json.encode({**head, "first": who}), False, said.data()
    return head_bytes, False, None


def _setup_record_shape(ev: dict[str, Any], listed: list[str], setup_hand: tuple[int, int],
                        mulled: dict[str, int]) -> bool:
    """Whether the draw ``ev`` names only cards of its player's starting hand by their deck positions (the hand a
    mulligan of theirs drew, after one): a record of the set-up's draws, which shows nothing of who began
    (_first_read)."""
    pid = ev.get("player")
    if ev.get("type") == "CardDrawn":
        cards = [ev.get("card")]
    elif ev.get("type") == "CardsDrawn":
        cards = ev.get("cards")
    else:
        return False
    if pid not in listed or not isinstance(cards, list) or not cards:
        return False
    start, size = setup_hand
    start += size * mulled.get(pid, 0)
    for c in cards:
        if not isinstance(c, str) or not c.startswith(pid + "."):
            return False
        pos = c[len(pid) + 1:]
        if not (pos.isdigit() and pos.isascii() and start <= int(pos) < start + size):
            return False
    return True


def _parse_numbered(numbered: list[tuple[int, bytes]], ends_cut: bool, path: str,
                    expect_game: str | None) -> tuple[MatchLog, list[tuple[int, bytes]]]:
    """The log of the non-blank lines ``numbered`` (``(line number, bytes)``), and the lines after its events
    that are no part of the match (its closing line, then a rulings section), as ``numbered`` gave them: the
    closing line first. ``numbered`` loses those lines."""
    tail: list[tuple[int, bytes]] = []
    rulings = 0
    if len(numbered) > 1 and _is_ruling(numbered[-1][1]):
        k = len(numbered) - 1
        while k > 1 and _is_ruling(numbered[k - 1][1]):
            k -= 1
        for lineno, raw in numbered[k:]:
            _decode_line(_ruling_decoder, raw, path, lineno, ends_cut and lineno == numbered[-1][0])
        rulings = len(numbered) - k
        tail = numbered[k:]
        del numbered[k:]
    closing: Closing | None = None
    if len(numbered) > 1 and _is_closing(numbered[-1][1]):
        close_no, close_raw = numbered.pop()
        tail.insert(0, (close_no, close_raw))
        closing = _decode_line(_closing_decoder, close_raw, path, close_no, ends_cut and not rulings)
        if not closing.closing:
            raise LogError(Reason(N_("\"closing\": false makes no closing line: a closing line says \"closing\": "
                                     "true, and any other line is an event")),
                           path=path, line=close_no, field="$.closing")
    last_no = numbered[-1][0]

    head_no, head_bytes = numbered[0]
    probe = _decode_line(msgspec.json.Decoder(_Probe), head_bytes, path, head_no, ends_cut and head_no == last_no)
    if not probe.game:
        raise LogError(_no_game(head_bytes), path=path, line=head_no, field="$.game")
    if expect_game and probe.game != expect_game:
        raise LogError(Reason(N_("this is a {game!r} log, not a {expected!r} one"), game=probe.game, expected=expect_game),
                       path=path, line=head_no, field="$.game")
    if probe.version != FORMAT_VERSION:
        raise LogError(
            Reason(N_("format version {version!r} is not one this matchledger reads (it reads {reads})"),
                   version=probe.version, reads=FORMAT_VERSION),
            path=path, line=head_no, field="$.version",
        )
    try:
        mod = game_module(probe.game)
    except LogError as exc:
        raise LogError(exc.reason, path=path, line=head_no, field="$.game") from None
    given_bytes = head_bytes
    head_bytes, stand_in, first_note = _first_read(head_bytes, numbered, mod.FIRST_SHOWN_AFTER,
                                                getattr(mod, "SETUP_HAND", None))
    try:
        header = msgspec.json.decode(head_bytes, type=mod.Header)
    except msgspec.ValidationError as exc:
        if _UNKNOWN.search(str(exc)):  # a field the named game does not know: another game's header?
            _refuse_other_game(head_bytes, probe.game, path, head_no)
            hinted = _unknown_field_hint(exc, mod.Header, _HEADER_ELSEWHERE) or _header_remark(exc, head_bytes)
            if hinted is not None:
                raise LogError(hinted[0], path=path, line=head_no, field=hinted[1]) from None
        header = _decode_line(msgspec.json.Decoder(mod.Header), head_bytes, path, head_no, ends_cut and head_no == last_no)
    _check_header(header, path, head_no)
    players = {p.id for p in header.players}

    ev_decoder = msgspec.json.Decoder(mod.Event)
    events: list[Any] = []
    lines: list[int] = []
    for index, (lineno, raw) in enumerate(numbered[1:], 1):
        truncated = ends_cut and lineno == last_no
        try:
            ev = ev_decoder.decode(raw)
        except (RecursionError, MemoryError) as exc:
            raise _too_deep(exc, path, lineno) from None
        except msgspec.ValidationError as exc:
            msg, fld = _field_error(exc, type_=mod.Event, raw=raw)
            bare = _array_line(exc, raw) or _huge_number(exc, raw)
            if bare is not None:
                msg = bare
            elif fld == "$.type":
                kind = _safe_type(raw)
                if _is_closing(raw):
                    msg = Reason(N_("a closing line must be the log's last line: events follow it"))
                elif _is_header(raw):
                    msg = Reason(N_("a second header: this line is a match log's header (it has \"game\" and "
                                    "\"players\"), and a log has one, on its first line; two logs in one file? Split "
                                    "them, one log a file"))
                elif _is_ruling(raw):
                    msg = Reason(N_("a ruling is no event: the rulings section (export --rulings) comes after the "
                                    "log's last line, and no event follows it"))
                else:
                    msg = event_type_reason(kind, probe.game)
            else:
                msg = _event_hint(exc, raw, mod, msg, fld, header)
            raise LogError(msg, path=path, line=lineno, field=fld) from None
        except msgspec.DecodeError as exc:
            raise _not_json(exc, raw, path, lineno, truncated) from None
        want = len(events) + 1
        if ev.seq != want:
            if ev.seq < 1:
                what = Reason(N_("is no event's number"))
            elif ev.seq < want:
                what = Reason(N_("is repeated"))
            elif (later := _line_of_seq(numbered[index + 1:], want)) is not None:
                # (the event numbered ``want`` is further down: the lines are out of order, not one left out)
                raise LogError(Reason(N_("seq {seq} comes before seq {want} (line {line}): the events are out of order; "
                                         "put the lines in seq order"), seq=shown_number(ev.seq), want=want, line=later),
                               path=path, line=lineno, field="$.seq")
            elif ev.seq == want + 1:
                what = Reason(N_("leaves out seq {first}"), first=want)
            else:
                what = Reason(N_("leaves out seq {first}..{last}"), first=want, last=shown_number(ev.seq - 1))
            raise LogError(Reason(N_("seq {seq} {what}: events must be numbered 1, 2, 3..."), seq=shown_number(ev.seq),
                                  what=what),
                           path=path, line=lineno, field="$.seq")
        if ev.player not in players:
            raise LogError(_not_seated(ev.player, header), path=path, line=lineno, field="$.player")
        events.append(ev)
        lines.append(lineno)
    if stand_in:  # the event that was to show who began read after all: `first` is missing, as the header says
        _check_header(_decode_line(msgspec.json.Decoder(mod.Header), given_bytes, path, head_no, False), path,
                      head_no)  # (or empty: no player is seated as '')
    log = MatchLog(game=probe.game, header=header, events=events, path=path, lines=lines, closing=closing,
                   rulings=rulings, notes=([first_note] if first_note is not None else []) + _name_notes(header),
                   left_out=["first"] if first_note is not None else [])
    return log, tail


#: The header fields the reader fills in when a log leaves them out (``MatchLog.left_out``): what a stored
#: match's ``left_out`` may name.
FILLED_IN = ("first",)


def restore_left_out(log: MatchLog, left_out: Any, lines: list[bytes]) -> bool:
    """Give a stored match ``log`` (read from its canonical ``lines``: the header, then one event a line) what
    reading its file gave it for the header fields the file left out (``left_out``, as the ledger stored it):
    ``log.left_out`` and the note said of each, first among its notes, as :func:`_parse_numbered` gives them.

    False when ``left_out`` is none of what the reader fills in (not a list of ``FILLED_IN`` names), or when
    the header's ``first`` is not the player the log's first turn shows (``first`` was not read from this
    log): the stored fact does not hold, and ``log`` is left as it was."""
    if not left_out:
        return left_out in (None, [], msgspec.UNSET)
    if not isinstance(left_out, list) or not all(isinstance(f, str) and f in FILLED_IN for f in left_out) or (
            len(set(left_out)) != len(left_out)) or not lines:
        return False
    try:
        head = msgspec.json.decode(lines[0])
    except msgspec.MsgspecError:
        return False
    if not isinstance(head, dict):
        return False
    head.pop("first", None)
    numbered = list(enumerate(lines, 1))
    _, _, said = _first_read(msgspec.json.encode(head), numbered, game_module(log.game).FIRST_SHOWN_AFTER,
                             getattr(game_module(log.game), "SETUP_HAND", None))
    if said is None or said["args"].get("player") != getattr(log.header, "first", None):
        return False
    log.left_out = list(left_out)
    log.notes[:0] = [said]
    return True


def _check_closing(log: MatchLog, closing: Closing, lineno: int) -> None:
    """The closing line's count and digest must be those of the events before it."""
    n = len(log.events)
    if closing.events != n:
        lost = N_("events are missing") if closing.events > n else N_("events were added")
        raise LogError(Reason(N_("the closing line counts {counted} but the log holds {n}: {lost}"),
                              counted=NP_("{n} event", "{n} events", closing.events), n=n, lost=Reason(lost)),
                       path=log.path, line=lineno, field="$.events")
    if closing.sha256 != log.digest():
        raise LogError(Reason(N_("the closing line's digest is not that of the events before it: the log was changed "
                                 "after it was closed")), path=log.path, line=lineno, field="$.sha256")


def _safe_type(raw: bytes) -> str:
    """The event's ``type`` as written: "" when it has none (left out, null or empty), its JSON otherwise when
    it is no string."""
    try:
        obj = msgspec.json.decode(raw)
    except msgspec.MsgspecError:
        return "?"
    kind = obj.get("type") if isinstance(obj, dict) else None
    if kind is None or kind == "":
        return ""
    return kind if isinstance(kind, str) else msgspec.json.encode(kind).decode()


def event_type_reason(kind: str | None, game: str) -> Reason:
    """Why an event's ``type`` is refused: none given (the types of ``game``), another game's (the wrong
    game's log?), or a misspelling (the closest types)."""
    mod = game_module(game)
    if not kind:
        known = ", ".join(sorted(t.__struct_config__.tag for t in mod.EVENT_TYPES))
        return Reason(N_("the event has no \"type\" (one of: {known})"), known=known)
    lower = {t.__struct_config__.tag.lower(): t.__struct_config__.tag for t in mod.EVENT_TYPES}
    import difflib  # only here: for a misspelt event type, or another game's

    near = [lower[k] for k in difflib.get_close_matches(kind.lower(), list(lower), n=3, cutoff=0.6)]
    other = _game_of_tag(kind, game)
    if other:
        # Another game's event in a log whose header is this game's: most often that game's name for one of this
        # game's events (CardsDrawn for CardDrawn, PriorityPassed for Passed), so this game's are named.
        near = list(dict.fromkeys([*(t for t in _SAME_ACTION.get(kind, ()) if t.lower() in lower), *near]))[:3]
        if near:
            hint: Any = Reason(N_("; it is a {game!r} event{hint}"), game=other, hint=did_you_mean([repr(t) for t in near]))
        else:
            hint = Reason(N_("; it is a {game!r} event: is this log for the wrong game?"), game=other)
    else:
        hint = did_you_mean([repr(t) for t in near])
    return Reason(N_("event type {kind!r} is not a {game} event{hint}"), kind=kind, game=game, hint=hint)


#: Each game's event type -> the other games' types for the same action (a log author who knows one game's names
#: writes them in another's log): the suggestions of :func:`event_type_reason`, beside the closest spellings.
_SAME_ACTION: dict[str, tuple[str, ...]] = {
    "Passed": ("PriorityPassed", "TurnEnded"),
    "PriorityPassed": ("Passed", "TurnEnded"),
    "TurnEnded": ("Passed", "PriorityPassed"),
    "Resolved": ("ChaseResolved", "TriggerResolved"),
    "ChaseResolved": ("Resolved", "TriggerResolved"),
    "TriggerResolved": ("Resolved", "ChaseResolved"),
    "CardPlayed": ("BattlerSummoned", "ActionPlayed", "CharacterPlayed", "SummonCast"),
    "BattlerSummoned": ("CharacterPlayed", "CardPlayed"),
    "CharacterPlayed": ("BattlerSummoned", "CardPlayed"),
    "ActionPlayed": ("SummonCast", "CardPlayed"),
    "SummonCast": ("ActionPlayed", "CardPlayed"),
    "AbilityActivated": ("AbilityUsed", "TapAbilityActivated"),
    "AbilityUsed": ("AbilityActivated", "TapAbilityActivated"),
    "TapAbilityActivated": ("AbilityActivated", "AbilityUsed"),
    "CardsDrawn": ("CardDrawn",),
    "CardDrawn": ("CardsDrawn",),
}


#: a header field a log author may write at the top level that the format keeps in ``meta`` (log-format.md, `meta`)
_HEADER_ELSEWHERE: dict[str, tuple[str, ...]] = {k: (f"meta.{k}",) for k in
                                                  ("event", "round", "table", "judge", "date", "generator")}


def _unknown_field_hint(exc: msgspec.ValidationError, struct: Any,
                        elsewhere: dict[str, tuple[str, ...]]) -> tuple[Reason, str] | None:
    """``(reason, JSON path)`` for a field ``struct`` (a header, an event type) does not know, given at its top
    level, when the format has a field for it: the one ``elsewhere`` names for it (another game's name for the
    same thing, a header fact kept in ``meta``), or a close spelling of one of ``struct``'s; else None."""
    text = str(exc)
    m = _UNKNOWN.search(text)
    at = _AT.match(text)
    if m is None or at is None or (at.group("path") or "$") != "$":
        return None
    name = m.group("f")
    fields = [f for f in getattr(struct, "__struct_fields__", ()) if f not in ("seq", "type")]
    near = [f for f in elsewhere.get(name, ()) if f.split(".")[0] in fields]
    import difflib  # only here: for an unknown field

    near += [f for f in difflib.get_close_matches(name, fields, n=3, cutoff=0.75) if f not in near]
    # (a real field's name run together with another word, or with _ or -: `cardname`, `card_name`, `player-id`)
    joined = re.sub(r"[_\-\s]", "", name).casefold()
    near += [f for f in fields if len(f) >= 3 and f not in near and joined != f.casefold()
             and (joined.startswith(f.casefold()) or joined.endswith(f.casefold()))]
    if not near:
        return None
    return (Reason(N_("Object contains unknown field `{field}`{hint}"), field=name,
                   hint=did_you_mean([f"`{f}`" for f in near[:3]])), f"$.{name}")


#: field names a log author gives a remark under (``"reason": "had to leave"`` on a ``Conceded``)
_REMARK_FIELDS = frozenset({"reason", "reasons", "comment", "comments", "note", "notes", "remark", "remarks", "why",
                            "description", "desc", "explanation", "memo", "annotation", "info", "details", "message",
                            "msg", "text", "judge_note", "judge-note", "ruling"})


def is_remark(name: str, value: Any) -> bool:
    """Whether a field no format knows, ``name`` holding ``value``, reads as a remark: text under a remark's name
    (``reason``, ``comment``...), or words that are no card name (three or more, not in Title Case)."""
    if not isinstance(value, str) or not value.strip():
        return False
    if name.strip().casefold().strip("_-") in _REMARK_FIELDS:
        return True
    words = value.split()
    return len(words) >= 3 and not (words[0][:1].isupper() and words[-1][:1].isupper())


def _remark_reason(obj: dict, fld: str, struct: Any) -> Reason | None:
    """Where the remark an event line gives under a field of its own (``"reason": "had to leave"``) belongs: the
    event's ``note`` when its type has one (``EffectRecorded``), else a ruling recorded with ``matchledger note``
    once the log is imported (a log line holds the action, not what was said of it). None when the unknown field
    at ``fld`` holds no remark."""
    found = _at(obj, fld)
    if found is None:
        return None
    node, name = found
    if not isinstance(name, str) or not is_remark(name, node[name]):
        return None
    if node is obj and "note" in getattr(struct, "__struct_fields__", ()):
        return Reason(N_("Object contains unknown field `{field}`{hint}"), field=name, hint=did_you_mean(["`note`"]))
    seq = obj.get("seq")
    return Reason(N_("Object contains unknown field `{field}`: a log line holds no remarks; once the log is imported, "
                     "record this one as a ruling: matchledger note MATCH --at {seq} --judge NAME TEXT"),
                  field=name, seq=seq if type(seq) is int and seq >= 0 else "SEQ")


def _header_remark(exc: msgspec.ValidationError, head: bytes) -> tuple[Reason, str] | None:
    """``(reason, JSON path)`` for a remark the header gives under a field of its own (``"notes": "late
    start"``): it goes in ``meta`` (did you mean `meta.notes`?). None when the unknown field holds no remark."""
    text = str(exc)
    m, at = _UNKNOWN.search(text), _AT.match(text)
    if m is None or at is None or (at.group("path") or "$") != "$":
        return None
    try:
        obj = msgspec.json.decode(head)
    except (msgspec.MsgspecError, RecursionError, MemoryError):
        return None
    name = m.group("f")
    if not isinstance(obj, dict) or not is_remark(name, obj.get(name)):
        return None
    return (Reason(N_("Object contains unknown field `{field}`{hint}"), field=name,
                   hint=did_you_mean([f"`meta.{name}`"])), f"$.{name}")


def _event_hint(exc: msgspec.ValidationError, raw: bytes, mod: ModuleType, msg: Any, fld: str,
                header: Any = None) -> Any:
    """``msg``, msgspec's reason for an event line, or what to write instead where the game's schema module says
    (``FIELD_ELSEWHERE``: another game's name for one of its fields, FoW's ``target`` for ``defender``;
    ``STRING_FOR_OBJECT``: a list field whose items are objects given a plain string, FFTCG's payment), where a
    remark goes (a field of its own holding text: :func:`_remark_reason`), and which player a seat number given
    for one (``"player": 2``) is, from ``header``."""
    text = str(exc)
    try:
        obj = msgspec.json.decode(raw)
    except (msgspec.MsgspecError, RecursionError, MemoryError):
        return msg
    if not isinstance(obj, dict):
        return msg
    kind = obj.get("type")
    struct = next((t for t in mod.EVENT_TYPES if t.__struct_config__.tag == kind), None)
    if _UNKNOWN.search(text):
        hinted = _unknown_field_hint(exc, struct, getattr(mod, "FIELD_ELSEWHERE", {})) if struct else None
        if hinted is not None and hinted[1] == fld:
            return hinted[0]
        return _remark_reason(obj, fld, struct) or msg
    name = fld.removeprefix("$.")
    if header is not None and name in PLAYER_FIELDS and type(obj.get(name)) is int \
            and "Expected `str" in text and "got `int`" in text:
        return seat_reason(name, obj[name], _seats_of(header.players))
    forms = getattr(mod, "STRING_FOR_OBJECT", {})
    m = re.fullmatch(r"\$\.(\w+)\[(\d+)\]", fld)
    if m and m.group(1) in forms and "Expected `object`, got `str`" in text:
        value = obj.get(m.group(1))
        item = value[int(m.group(2))] if isinstance(value, list) and int(m.group(2)) < len(value) else None
        if isinstance(item, str):
            return Reason(forms[m.group(1)], json=msgspec.json.encode(item).decode())
    return msg


def _game_of_tag(tag: str, this_game: str) -> str | None:
    for game in GAMES:
        if game == this_game:
            continue
        mod = game_module(game)
        if any(t.__struct_config__.tag == tag for t in mod.EVENT_TYPES):
            return game
    return None


def _check_header(header: Any, path: str, line: int) -> None:
    ids = [p.id for p in header.players]
    if len(ids) < 2:
        raise LogError(Reason(N_("a match needs at least 2 players")), path=path, line=line, field="$.players")
    for i, pid in enumerate(ids):
        # (an id the events could not name as written: none at all, or spaces around it, which no event repeats)
        if not pid.strip():
            raise LogError(Reason(N_("a player's id cannot be empty: give each player the id the events name "
                                     "them by")), path=path, line=line, field=f"$.players[{i}].id")
        if pid != pid.strip():
            raise LogError(Reason(N_("player id {id!r} has spaces around it: write \"id\": \"{meant}\""), id=pid,
                                  meant=pid.strip()), path=path, line=line, field=f"$.players[{i}].id")
        if pid in ids[:i]:
            raise LogError(Reason(N_("two players share the id {id!r} (players {one} and {other}): each player has "
                                     "an id of their own"), id=pid, one=ids.index(pid) + 1, other=i + 1),
                           path=path, line=line, field=f"$.players[{i}].id")
    if header.first not in ids:
        key = header.first.strip().casefold()
        meant = next((p.id for p in header.players if key and key in (p.id.casefold(), (p.name or "").strip().casefold())),
                     None)
        if meant is not None:  # the player's display name (``"Alice"``) or id in other letter case
            raise LogError(Reason(N_("first player {player!r} is not seated: `first` names a player by id, and this is "
                                     "{id!r} (the players are {players})"), player=header.first, id=meant,
                                  players=", ".join(ids)), path=path, line=line, field="$.first")
        raise LogError(Reason(N_("first player {player!r} is not seated"), player=header.first), path=path, line=line,
                       field="$.first")
    _check_seats(header, path, line)
    _check_deck_sizes(header, path, line)


def _name_notes(header: Any) -> list[dict[str, Any]]:
    """Notes on the players' display names (``name``) that a report could confuse: two players given one name
    (reports that show names, the viewer's seats, would show them alike), and a player named with another
    player's id (alice named "bob"). Read as given, a name is never a player's identity (events name players by
    id): said, not refused. Names compared in any letter case, spaces around them ignored."""
    out: list[dict[str, Any]] = []
    ids = {p.id.strip().casefold(): p.id for p in header.players}
    named: dict[str, Any] = {}
    for p in header.players:
        key = (p.name or "").strip().casefold()
        if not key:
            continue
        if key in named:
            out.append(Reason(N_("{player} and {other} are both named {name!r}: the reports tell them apart by "
                                 "their ids."), player=named[key].id, other=p.id, name=named[key].name.strip()).data())
        else:
            named[key] = p
        other = ids.get(key)
        if other is not None and other != p.id:
            out.append(Reason(N_("{player} is named {name!r}, another player's id: the events name players by id, so "
                                 "an event of {other} is {other}'s, not {player}'s."),
                              player=p.id, name=p.name, other=other).data())
    return out


def _check_seats(header: Any, path: str, line: int) -> None:
    """Refuse a seat that is none of the match's, or two players in one seat: the seats give the turn order
    ("the player to your left"), which the log would then leave to the order the players happen to be listed
    in. The seats of n players are 1 to n; a seat left out is the player's place in the list, 1 first."""
    taken: dict[int, int] = {}
    n = len(header.players)
    players = header.players
    for i, p in enumerate(players):
        seat = i + 1 if p.seat is None else p.seat
        if not 1 <= seat <= n:
            raise LogError(Reason(N_("seat {seat} is no seat: the players of this match sit in seats 1 to {n}"),
                                  seat=seat, n=n), path=path, line=line, field=f"$.players[{i}].seat")
        if seat in taken:
            k = taken[seat]
            if p.seat is None or players[k].seat is None:
                # One of the two has no seat field: name that player (the log has no seat of theirs to point at).
                out, other = (i, k) if p.seat is None else (k, i)
                raise LogError(Reason(N_("{player}'s seat is left out, so it is taken as their place in the list "
                                         "({seat}), which is {other}'s seat: give every player a seat"),
                                      player=players[out].id, other=players[other].id, seat=seat),
                               path=path, line=line, field=f"$.players[{out}]")
            raise LogError(Reason(N_("{player} and {other} are both in seat {seat}: each player has a seat of "
                                     "their own"), player=p.id, other=players[k].id, seat=seat),
                           path=path, line=line, field=f"$.players[{i}].seat")
        taken[seat] = i


def _check_deck_sizes(header: Any, path: str, line: int) -> None:
    """Refuse deck lists no table could hold (10^8 copies would hang the set-up or exhaust memory).

    Every ``name -> copies`` list of a player counts; an oversized but
    plausible deck stays in, for the engine to flag against the game's rules.
    """
    bound = MAX_DECK_CARDS.get(header.game, 1000)
    for i, player in enumerate(header.players):
        for fname in player.__struct_fields__:
            lst = getattr(player, fname)
            if not isinstance(lst, dict) or not all(isinstance(n, int) for n in lst.values()):
                continue
            where = f"$.players[{i}].{fname}"
            for name, n in lst.items():
                if n < 0:
                    raise LogError(Reason(N_("{n} copies of {name!r}: a count cannot be negative"), n=n, name=name),
                                   path=path, line=line, field=where)
            total = sum(lst.values())
            if total > bound:
                raise LogError(Reason(N_("{total:,} cards in one list; a {game} log may hold at most {most:,}"),
                                      total=total, game=header.game, most=bound), path=path, line=line, field=where)


def read_log(path: str | Path, expect_game: str | None = None) -> MatchLog:
    """Read and parse the match log at ``path``."""
    data = read_bounded(str(path))
    return parse_log(data, str(path), expect_game)


_encoder = msgspec.json.Encoder()


def encode_line(obj: Any) -> bytes:
    """One canonical log line (no newline)."""
    return _encoder.encode(obj)


def dump_log(header: Any, events: Iterable[Any]) -> bytes:
    """The canonical JSON Lines bytes of a match log."""
    return _encoder.encode(header) + b"\n" + _encoder.encode_lines(events)


def write_log(path: str | Path, header: Any, events: Iterable[Any]) -> None:
    """Write a log atomically: a crash leaves the old file or the new one, never half of one."""
    p = Path(path)
    tmp = p.with_name(p.name + ".tmp")
    tmp.write_bytes(dump_log(header, events))
    tmp.replace(p)


def json_schema(game: str) -> dict:
    """The JSON Schema of a game's header and events, generated from the msgspec types."""
    mod = game_module(game)
    (header_schema, event_schema), components = msgspec.json.schema_components([mod.Header, mod.Event])
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"matchledger log v{FORMAT_VERSION}: {game}",
        "description": "JSON Lines: line 1 is the header, every other line one event.",
        "$defs": components,
        "properties": {"header": header_schema, "event": event_schema},
    }


