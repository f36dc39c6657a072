"""The one error hierarchy of every rules engine (docs/design.md §2).

Each error carries one friendly sentence, shown to the player as it is: it names the problem and,
where possible, the legal alternatives.
"""

from __future__ import annotations


class RulesError(Exception):
    """Base of every error a rules engine raises for a player's input."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotYourTurn(RulesError):
    """The seat owes no decision now."""


class IllegalAction(RulesError):
    """The action is well formed but not allowed in this state."""


class InvalidNotation(RulesError):
    """The text is not an action of this game at all."""


class AmbiguousAction(RulesError):
    """The text matches several legal actions; the message lists them."""


class GameOver(RulesError):
    """The game has ended; no more actions are taken."""
