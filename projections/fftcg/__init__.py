"""Final Fantasy TCG rules engine (the seed's rules V2): a pure projection of match events.

``new_board(header)`` sets up the match; ``step(board, event)`` judges one event
and applies it; ``check_decks``, ``view``, ``finish`` and ``RULES`` complete the
engine contract of :mod:`projections.core`.
"""

from .board import Board
from .engine import begin, finish, kept, pending, step, undecided
from .rules import RULES
from ..decks import documented_shuffle
from .setup import PARTIAL_ORDER, RULESETS, card_key, card_stats, check_list_names, new_board, shared_setup, starter_pool
from .view import check_decks, check_listed_decks, view

GAME = "fftcg"
#: A flagged mulligan was made at the table, only with the wrong cards: its legal histories put a lawful mulligan in
#: its place, never none at all (projections.causes), so a later fault of the player's own is not put on it.
CAUSES_NOT_LEFT_OUT = ("Mulliganed",)

__all__ = ["GAME", "PARTIAL_ORDER", "RULES", "RULESETS", "Board", "card_key", "check_list_names", "new_board", "shared_setup", "step", "check_decks", "check_listed_decks", "view", "finish", "begin", "kept", "pending", "undecided",
           "documented_shuffle", "starter_pool", "card_stats"]
