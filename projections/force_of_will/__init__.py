"""Force of Will rules engine (the French basic rules, 001_2cd8f662b2b3164d.txt): a pure projection of match events.

``new_board(header)`` sets up the match; ``step(board, event)`` judges one event
and applies it; ``check_decks``, ``view``, ``finish`` and ``RULES`` complete the
engine contract of :mod:`projections.core`.
"""

from .board import Board
from .engine import finish, step
from .rules import RULES
from ..decks import documented_shuffle
from .setup import card_key, card_stats, check_list_names, new_board, shared_setup, starter_pool
from .view import check_decks, view

GAME = "force-of-will"

__all__ = ["GAME", "RULES", "Board", "card_key", "check_list_names", "new_board", "shared_setup", "step", "check_decks", "view", "finish",
           "documented_shuffle", "starter_pool", "card_stats"]
