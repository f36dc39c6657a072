"""Pure rules engines (no I/O) and the registry of games (docs/design.md §2).

``GAMES`` maps a stable key to its :class:`rules.core.Game`. Each game package exposes ``GAME``.
"""

from __future__ import annotations

from importlib import import_module
from types import MappingProxyType

from rules.core.game import Game

GAME_PACKAGES: tuple[str, ...] = (
    "afternova",
    "eclipse",
    "high_frontier",
    "new_frontiers",
    "space_base",
)


def _load() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for package in GAME_PACKAGES:
        game: Game = import_module(f"rules.{package}").GAME
        games[game.key] = game
    return games


GAMES = MappingProxyType(_load())


def get_game(key: str) -> Game:
    """Return the registered game ``key``.

    Raises:
        KeyError: no such game; the message lists the keys there are.
    """
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; games: {', '.join(sorted(GAMES))}") from None
