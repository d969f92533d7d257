"""matchledger's ledger: event schemas, the match-log format and the event store."""

from .errors import DuplicateMatchError, IntegrityError, LogError, MatchledgerError, StoreError, UnknownCardError
from .log import FORMAT_VERSION, GAMES, MatchLog, dump_log, parse_log, read_log, write_log

__all__ = [
    "FORMAT_VERSION", "GAMES", "MatchLog", "dump_log", "parse_log", "read_log", "write_log",
    "MatchledgerError", "LogError", "UnknownCardError", "StoreError", "DuplicateMatchError", "IntegrityError",
]
