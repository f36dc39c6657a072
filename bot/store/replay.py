"""Rebuilding a game's state from its seed, options and action log (docs/design.md §6).

The log is the source of truth and ``state_json`` only a snapshot: replaying the log through the
rules engine gives the snapshot back exactly (a test checks it), and undo rebuilds state this way.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import aiosqlite

from bot.store.actions import ActionRow, list_actions
from bot.store.games import GameRow, get_game, list_seats
from rules import GAMES
from rules.core import Game


def replay_actions(game: Game, row: GameRow, num_players: int, actions: Iterable[ActionRow]) -> Any:
    """Return the state after setting ``row``'s game up and applying ``actions`` in order (the
    last of :func:`replay_states`).

    Raises:
        RulesError: an action no longer applies (a corrupted log or a changed engine).
    """
    *_, state = replay_states(game, row, num_players, actions)
    return state


def replay_states(
    game: Game, row: GameRow, num_players: int, actions: Iterable[ActionRow]
) -> Iterator[Any]:
    """Yield the state after setting ``row``'s game up, then the state after each of
    ``actions`` in order (one more state than actions).

    Args:
        game: the rules engine of ``row.game_key``.
        row: gives the seed and the table options.
        num_players: the seat count the game started with.
        actions: a prefix of the log, in version order.

    A state reaching a version ``row.reseeds`` names draws its chance from that seed on (a
    rewind's re-seeding, :mod:`bot.services.rewind`).

    Raises:
        RulesError: an action no longer applies (a corrupted log or a changed engine).
    """
    state = reseeded(game.setup(num_players, seed=row.seed, options=row.options), row.reseeds)
    yield state
    for action in actions:
        state = game.apply(state, action.seat, game.action_from_json(action.payload_json)).state
        state = reseeded(state, row.reseeds)
        yield state


def reseeded(state: Any, reseeds: Mapping[int, str]) -> Any:
    """``state`` with the seed ``reseeds`` gives its version, if any (else unchanged)."""
    seed = reseeds.get(state.version)
    return state if seed is None else state.model_copy(update={"seed": seed})


async def replay(
    db: aiosqlite.Connection,
    game_id: int,
    *,
    upto: int | None = None,
    games: Mapping[str, Game] = GAMES,
) -> Any:
    """Rebuild game ``game_id``'s state from its log (the actions below version ``upto``, or all).

    Args:
        games: the rules registry to find the game's engine in.

    Raises:
        LookupError: no such game, or it has not started.
    """
    row = await get_game(db, game_id)
    if row is None or row.state_json is None:
        raise LookupError(f"game {game_id} has no state to rebuild")
    seats = await list_seats(db, game_id)
    limit = -1 if upto is None else upto
    actions = await list_actions(db, game_id, limit=limit)
    return replay_actions(games[row.game_key], row, len(seats), actions)
