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
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Iterable

import msgspec

from .errors import LogError

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


class _EventProbe(msgspec.Struct):
    type: str = ""


def game_module(game: str) -> ModuleType:
    """The schema module of ``game``; raises :class:`LogError` for an unknown game."""
    try:
        return importlib.import_module(GAMES[game])
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise LogError(f"game {game!r} is not one matchledger reads (it reads: {known})", field="$.game") from None


@dataclass
class MatchLog:
    """A parsed match log: its header, its events, and where they came from."""

    game: str
    header: Any
    events: list[Any]
    path: str = "<log>"
    lines: list[int] = field(default_factory=list)

    def canonical(self) -> bytes:
        """The canonical JSON Lines bytes of this match (what ``export --format jsonl`` writes)."""
        return dump_log(self.header, self.events)

    def digest(self) -> str:
        """SHA-256 of the canonical bytes: the same match always has the same digest."""
        return hashlib.sha256(self.canonical()).hexdigest()

    def match_id(self) -> str:
        """A stable id derived from the content, so importing the same log twice is detected."""
        return str(uuid.uuid5(MATCH_NAMESPACE, self.digest()))

    def line_of(self, seq: int) -> int:
        """The file line of event ``seq`` (1-based), or 0 if unknown."""
        if 1 <= seq <= len(self.lines):
            return self.lines[seq - 1]
        return 0


def _field_error(exc: msgspec.ValidationError, prefix: str = "$") -> tuple[str, str]:
    """Split a msgspec validation message into (reason, JSON path)."""
    text = str(exc)
    m = _AT.match(text)
    msg, path = (m.group("msg"), m.group("path") or prefix) if m else (text, prefix)
    for rx in (_MISSING, _UNKNOWN):
        mm = rx.search(msg)
        if mm:
            sep = "" if path.endswith("$") else ""
            path = f"{path}{sep}.{mm.group('f')}"
    return msg, path


def _decode_line(decoder: msgspec.json.Decoder, data: bytes, path: str, lineno: int, truncated: bool) -> Any:
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as exc:
        msg, fld = _field_error(exc)
        raise LogError(msg, path=path, line=lineno, field=fld) from None
    except msgspec.DecodeError as exc:
        if truncated:
            raise LogError("the line is cut short: the file looks truncated", path=path, line=lineno) from None
        raise LogError(f"not valid JSON ({exc})", path=path, line=lineno) from None


def parse_log(data: bytes, path: str = "<log>", expect_game: str | None = None) -> MatchLog:
    """Parse the bytes of a match log; raise :class:`LogError` at the first unusable line."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    raw_lines = data.split(b"\n")
    ends_cut = not data.endswith(b"\n")
    numbered = [(i + 1, ln) for i, ln in enumerate(raw_lines) if ln.strip()]
    if not numbered:
        raise LogError("the file is empty: a match log starts with a header line", path=path, line=1)
    last_no = numbered[-1][0]

    head_no, head_bytes = numbered[0]
    probe = _decode_line(msgspec.json.Decoder(_Probe), head_bytes, path, head_no, ends_cut and head_no == last_no)
    if not probe.game:
        raise LogError("the first line must be the header, with a \"game\" field", path=path, line=head_no, field="$.game")
    if expect_game and probe.game != expect_game:
        raise LogError(f"this is a {probe.game!r} log, not a {expect_game!r} one", path=path, line=head_no, field="$.game")
    if probe.version != FORMAT_VERSION:
        raise LogError(
            f"format version {probe.version!r} is not one this matchledger reads (it reads {FORMAT_VERSION})",
            path=path, line=head_no, field="$.version",
        )
    try:
        mod = game_module(probe.game)
    except LogError as exc:
        raise LogError(exc.reason, path=path, line=head_no, field="$.game") from None
    header = _decode_line(msgspec.json.Decoder(mod.Header), head_bytes, path, head_no, ends_cut and head_no == last_no)
    _check_header(header, path, head_no)
    players = {p.id for p in header.players}

    ev_decoder = msgspec.json.Decoder(mod.Event)
    events: list[Any] = []
    lines: list[int] = []
    for lineno, raw in numbered[1:]:
        truncated = ends_cut and lineno == last_no
        try:
            ev = ev_decoder.decode(raw)
        except msgspec.ValidationError as exc:
            msg, fld = _field_error(exc)
            if fld == "$.type":
                kind = _safe_type(raw)
                if not kind:
                    known = ", ".join(sorted(t.__struct_config__.tag for t in mod.EVENT_TYPES))
                    msg = f"the event has no \"type\" (one of: {known})"
                else:
                    other = _game_of_tag(kind, probe.game)
                    hint = f"; it is a {other!r} event: is this log for the wrong game?" if other else ""
                    msg = f"event type {kind!r} is not a {probe.game} event{hint}"
            raise LogError(msg, path=path, line=lineno, field=fld) from None
        except msgspec.DecodeError as exc:
            if truncated:
                raise LogError("the line is cut short: the file looks truncated", path=path, line=lineno) from None
            raise LogError(f"not valid JSON ({exc})", path=path, line=lineno) from None
        want = len(events) + 1
        if ev.seq != want:
            what = "is repeated" if ev.seq < want else f"leaves out seq {want}..{ev.seq - 1}"
            raise LogError(f"seq {ev.seq} {what}: events must be numbered 1, 2, 3...", path=path, line=lineno, field="$.seq")
        if ev.player not in players:
            raise LogError(f"player {ev.player!r} is not seated in the header", path=path, line=lineno, field="$.player")
        events.append(ev)
        lines.append(lineno)
    return MatchLog(game=probe.game, header=header, events=events, path=path, lines=lines)


def _safe_type(raw: bytes) -> str:
    try:
        return msgspec.json.decode(raw, type=_EventProbe).type
    except msgspec.MsgspecError:
        return "?"


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
        raise LogError("a match needs at least 2 players", path=path, line=line, field="$.players")
    if len(set(ids)) != len(ids):
        raise LogError("two players share one id", path=path, line=line, field="$.players")
    if header.first not in ids:
        raise LogError(f"first player {header.first!r} is not seated", path=path, line=line, field="$.first")


def read_log(path: str | Path, expect_game: str | None = None) -> MatchLog:
    """Read and parse the match log at ``path``."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        raise LogError("no such file", path=str(path)) from None
    except IsADirectoryError:
        raise LogError("is a folder, not a match log", path=str(path)) from None
    except OSError as exc:
        raise LogError(f"cannot read it ({exc.strerror})", path=str(path)) from None
    return parse_log(data, str(path), expect_game)


_encoder = msgspec.json.Encoder()


def encode_line(obj: Any) -> bytes:
    """One canonical log line (no newline)."""
    return _encoder.encode(obj)


def dump_log(header: Any, events: Iterable[Any]) -> bytes:
    """The canonical JSON Lines bytes of a match log."""
    out = [encode_line(header)]
    out.extend(encode_line(e) for e in events)
    return b"\n".join(out) + b"\n"


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
