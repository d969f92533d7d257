"""matchledger's ledger: event schemas, the match-log format and the event store.

The names below are imported when first used (PEP 562), so that importing
one light module of the package (:mod:`ledger.fingerprint`, say) does not
import the match-log format and msgspec with it.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "FORMAT_VERSION": "log", "GAMES": "log", "MatchLog": "log", "dump_log": "log", "parse_log": "log",
    "read_log": "log", "write_log": "log",
    "MatchledgerError": "errors", "LogError": "errors", "UnknownCardError": "errors", "StoreError": "errors",
    "DuplicateMatchError": "errors", "IntegrityError": "errors",
}

__all__ = list(_WHERE)


def __getattr__(name: str) -> Any:
    try:
        module = _WHERE[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])
