"""Chrono Clash System rules engine (manual v3.4): a pure projection of match events.

``new_board(header)`` sets up the match; ``step(board, event)`` judges one event
and applies it; ``check_decks``, ``view``, ``finish`` and ``RULES`` complete the
engine contract of :mod:`projections.core`.
"""

from .board import Board
from .engine import finish, held_flags, kept, pending, step, undecided, unjudged
from .rules import RULES
from ..decks import documented_shuffle
from .setup import PARTIAL_ORDER, check_list_names, new_board, shared_setup, starter_pool
from .view import check_decks, check_listed_decks, view

GAME = "chrono-clash"
#: projections.causes: two legal histories of a flagged event with as many violations, the one that explains more
#: of the violations found after it is kept (a reveal recorded two events early: taken back to its place, not
#: left out, so the attack it answered is not also unfinished).
CAUSES_TIE_EXPLAINS = True

__all__ = ["GAME", "RULES", "Board", "check_list_names", "new_board", "shared_setup", "step", "check_decks",
           "check_listed_decks", "view", "finish",
           "kept", "pending", "undecided", "unjudged", "held_flags", "documented_shuffle", "starter_pool"]
