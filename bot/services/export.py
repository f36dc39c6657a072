"""``/game export`` and ``python -m bot --local --replay FILE`` (docs/play-by-post.md §10).

An export is the game's seed, options, pack, seat count and action list as JSON: everything
needed to rebuild it bit for bit (:func:`rebuild`), with each move's time (the recap's longest
turn, offline), the bot seats, and the final state's version and SHA-256 digest, so that an
offline replay proves it reached the same state (:func:`rebuild_steps` checks it) without the
file holding the state itself. The game's own ``options`` (the only ones its
``setup`` sees) and the ``table_options`` (reminders, deadlines) are kept apart, as in the
store. The seed and the action payloads determine every hand and deck order, so an unfinished
game is exported only to a server manager who holds no seat in it (a seated manager could read
the other hands mid-game); a finished game to anyone.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import aiosqlite
from pydantic import BaseModel, ConfigDict, Field

from bot.services.errors import NoGameHere, ServiceError
from bot.store.actions import list_actions
from bot.store.games import get_game, list_seats
from bot.store.replay import reseeded
from bot.store.rewinds import rewinds_of
from rules.core.events import Event
from rules.core.game import Game, OptionValue

FORMAT = "orrery-export/1"


class ExportRefused(ServiceError):
    """An unfinished game's export was asked by someone who does not manage the server."""

    key = "table.export_refused"


class ExportRefusedSeated(ExportRefused):
    """A server manager asked the export of an unfinished game in which they hold a seat."""

    key = "table.export_refused_seated"


class ExportedAction(BaseModel):
    """One log entry: the seat, the version it was applied to, the action as JSON, and when it
    was committed (ISO 8601; ``None`` in files written before, and in a rewind's branch)."""

    model_config = ConfigDict(extra="forbid")

    version: int
    seat: int
    notation: str
    action: dict[str, Any]
    at: str | None = None


class ExportedRewind(BaseModel):
    """A rewind of the game (:mod:`bot.services.rewind`): the version it returned to, the one
    it left, the seed chance draws from after it, and the undone actions (a branch)."""

    model_config = ConfigDict(extra="forbid")

    to_version: int
    from_version: int
    seed: str
    discarded: list[ExportedAction]


class GameExport(BaseModel):
    """The file ``/game export`` gives (``format`` names the schema version).

    Attributes:
        options: the game's own options. table_options: the table services' options (absent
            from files written before they were exported: empty).
        reseeds: state version -> the seed chance draws from from there on (rewinds; empty for
            a game never rewound). rewinds: every rewind, with the moves it undid.
        bot_seats: the seats bot players held at the export.
        final_version, final_digest: the state's version and the SHA-256 (hex) of its JSON
            (:func:`json_digest`) when exported; ``None`` in files written before.
    """

    model_config = ConfigDict(extra="forbid")

    format: str = FORMAT
    game_key: str
    pack: str
    seed: str
    options: dict[str, OptionValue]
    table_options: dict[str, OptionValue] = Field(default_factory=dict)
    num_players: int
    status: str
    names: list[str]
    actions: list[ExportedAction]
    reseeds: dict[int, str] = Field(default_factory=dict)
    rewinds: list[ExportedRewind] = Field(default_factory=list)
    bot_seats: list[int] = Field(default_factory=list)
    final_version: int | None = None
    final_digest: str | None = None


async def export_game(
    db: aiosqlite.Connection, game_id: int, *, user_id: int, is_manager: bool
) -> GameExport:
    """Return the export of game ``game_id`` asked by ``user_id``.

    Raises:
        NoGameHere: no started game with that id.
        ExportRefused: the game is unfinished and the caller is no server manager.
        ExportRefusedSeated: the game is unfinished and the caller, a manager, holds a seat.
    """
    row = await get_game(db, game_id)
    if row is None or row.state_json is None:
        raise NoGameHere()
    seats = await list_seats(db, game_id)
    if row.status != "finished":
        if not is_manager:
            raise ExportRefused()
        if any(seat.user_id == user_id for seat in seats):
            raise ExportRefusedSeated()
    actions = [
        ExportedAction(
            version=a.version,
            seat=a.seat,
            notation=a.notation,
            action=json.loads(a.payload_json),
            at=a.created_at,
        )
        for a in await list_actions(db, game_id)
    ]
    return GameExport(
        game_key=row.game_key,
        pack=row.pack,
        seed=row.seed,
        options=row.options,
        table_options=row.table_options,
        num_players=len(seats),
        status=row.status,
        names=[seat.display_name for seat in seats],
        bot_seats=[seat.seat for seat in seats if seat.is_bot],
        actions=actions,
        final_version=row.version,
        final_digest=json_digest(row.state_json),
        reseeds=row.reseeds,
        rewinds=[
            ExportedRewind(
                to_version=r.to_version,
                from_version=r.from_version,
                seed=r.seed,
                discarded=[ExportedAction(**entry) for entry in r.discarded],
            )
            for r in await rewinds_of(db, game_id)
        ],
    )


def load_export(text: str) -> GameExport:
    """Parse an export file.

    Raises:
        ValueError: not an export of this format (pydantic's ``ValidationError`` included).
    """
    export = GameExport.model_validate_json(text)
    if export.format != FORMAT:
        raise ValueError(f"unknown export format {export.format!r}; expected {FORMAT!r}")
    return export


@dataclass(frozen=True)
class RebuiltStep:
    """One step of a rebuilt game.

    Attributes:
        state: the state after ``entry`` (after setup for the first step).
        entry: the action applied, or ``None`` for the setup.
        events: the events that action produced (empty for the setup).
    """

    state: Any
    entry: ExportedAction | None
    events: tuple[Event, ...]


def rebuild_steps(export: GameExport, games: Mapping[str, Game]) -> list[RebuiltStep]:
    """Set the game up from the export's seed and game options and apply its actions in order.

    Returns:
        One step per state: the setup, then one per action (``len(export.actions) + 1``).

    Raises:
        KeyError: the game key is not registered. RulesError: an action does not apply.
        ValueError: the log has a gap, or the rebuilt state's version or digest differs from
            the export's ``final_version`` / ``final_digest`` (a changed engine or pack, or an
            edited file).
    """
    game = games[export.game_key]
    state = game.setup(export.num_players, seed=export.seed, options=export.options)
    state = reseeded(state, export.reseeds)
    steps = [RebuiltStep(state, None, ())]
    for entry in export.actions:
        if entry.version != state.version:
            raise ValueError(f"the log jumps from version {state.version} to {entry.version}")
        action = game.action_from_json(json.dumps(entry.action))
        transition = game.apply(state, entry.seat, action)
        state = reseeded(transition.state, export.reseeds)
        steps.append(RebuiltStep(state, entry, transition.events))
    if export.final_version is not None and state.version != export.final_version:
        raise ValueError(f"the log rebuilds version {state.version}, not {export.final_version}")
    if (
        export.final_digest is not None
        and json_digest(state.model_dump_json()) != export.final_digest
    ):
        raise ValueError("the log rebuilds another state than the one exported")
    return steps


def rebuild(export: GameExport, games: Mapping[str, Game]) -> Any:
    """The final state of :func:`rebuild_steps` (equal to the exported game's snapshot).

    Raises:
        KeyError, RulesError, ValueError: as :func:`rebuild_steps`.
    """
    return rebuild_steps(export, games)[-1].state


def json_digest(state_json: str) -> str:
    """The SHA-256 (hex) of a state's JSON as the store keeps it (``model_dump_json``)."""
    return hashlib.sha256(state_json.encode()).hexdigest()
