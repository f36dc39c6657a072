"""Lobby operations: open, join, leave, start, rematch, abandon (called by GameService under the
lock).

Each function returns the outputs and the :class:`GameChanged` to announce (``None`` when nothing
was committed).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.i18n import N_, Lazy, current_locale, t
from bot.services.changes import ChangeKind, GameChanged
from bot.services.compose import board_post, private_post
from bot.services.context import Table, TableLoader
from bot.services.errors import (
    AlreadyRunning,
    AlreadySeated,
    AlreadyStarted,
    LobbyFull,
    NotAllowed,
    NotInLobby,
    TooFewPlayers,
)
from bot.services.outputs import Outputs, PublicPost
from bot.services.parsing import option_text
from bot.services.players import Player
from bot.services.seating import seat_order
from bot.services.table_options import TABLE_OPTIONS, split_options
from bot.store.games import (
    ChannelBusy,
    GameRow,
    NewGame,
    NewSeat,
    SeatRow,
    add_seat,
    create_game,
    list_seats,
    live_game,
    remove_seat,
    set_status,
    start_game,
)
from rules.core import Game

Result = tuple[Outputs, GameChanged | None]


def _listed(names: Sequence[str], locale: str) -> str:
    """Players' names joined with ``locale``'s list separator ("Ana, Bo"; "Ana、Bo")."""
    return t("core.list_separator", locale).join(names)


def _announcement(game: Game, pack: str, user: Player, options: dict[str, Any], locale: str) -> str:
    lines = [
        t(
            "service.new_game",
            locale,
            user=user.display_name,
            title=game.title,
            min_players=game.min_players,
            max_players=game.max_players,
        ),
        t("service.pack", locale, pack=pack, provenance=game.pack_provenance),
    ]
    help_lines = {
        **game.options_help(),
        **{name: t(key, locale) for name, key in TABLE_OPTIONS.items()},
    }
    lines.append(t("service.options_header", locale))
    lines.extend(
        t("service.option_line", locale, name=name, help=text) for name, text in help_lines.items()
    )
    if options:
        chosen = ", ".join(f"`{name}={option_text(value)}`" for name, value in options.items())
        lines.append(t("service.options_chosen", locale, chosen=chosen))
    return "\n".join(lines)


async def new_game(
    tables: TableLoader,
    channel_id: int,
    guild_id: int | None,
    user: Player,
    game_key: str,
    options: dict[str, Any],
    *,
    join: bool,
    bots: int = 0,
) -> Result:
    """Open a lobby, seat its creator if ``join`` and ``bots`` bot players (see
    :meth:`GameService.new_game`)."""
    game = tables.game(game_key)
    seed = tables.seeds()
    own, table_options, pack = check_new(game, options, join=join, bots=bots, seed=seed)
    table_options.setdefault("language", current_locale())
    new = NewGame(channel_id, guild_id, game_key, pack, seed, own, user.user_id, table_options)
    seats = first_seats(user if join else None, bots, str(table_options["language"]))
    row = await _create_lobby(tables, new, seats)
    table = await tables.load(row)
    text = _announcement(game, pack, user, options, table.locale)
    robots = [seat for seat in table.seats if seat.is_bot]
    if robots:
        names = _listed([seat.display_name for seat in robots], table.locale)
        text += "\n" + t(
            "service.bots_seated",
            table.locale,
            names=names,
            names_all=_listed(table.names, table.locale),
        )
    outputs = Outputs(public=(PublicPost(text=text, game_id=row.id),))
    return outputs, table.changed(ChangeKind.CREATED, outputs)


def check_new(
    game: Game, options: Mapping[str, Any], *, join: bool, bots: int, seed: str
) -> tuple[dict[str, Any], dict[str, Any], str]:
    """Check a new lobby of ``game`` before anything is stored or posted: ``options`` split into
    the game's and the table's, the seats the creator (if ``join``) and ``bots`` take, and a
    trial ``setup`` with ``seed`` that checks the game's option values now, not at the start.

    Returns:
        ``(game options, table options, the component pack the trial set up)``.

    Raises:
        UnknownOption, InvalidTableOption: see :func:`split_options`.
        LobbyFull: the creator and the bots need more seats than the game has.
        RulesError: a game option value the game refuses.
    """
    own, table_options = split_options(game, options)
    if int(join) + bots > game.max_players:
        raise LobbyFull(max_players=game.max_players)
    pack = game.setup(game.min_players, seed=seed, options=own).pack
    return own, table_options, pack


def first_seats(creator: Player | None, bots: int, locale: str) -> list[NewSeat]:
    """The seats a lobby opens with: its ``creator``'s (if any), then ``bots`` bot players
    named "Bot <seat>" in the table's ``locale`` (everyone reads the names)."""
    seats = [] if creator is None else [NewSeat(creator.user_id, creator.display_name)]
    for _ in range(bots):
        name = t("table.bot_name", locale, n=len(seats) + 1)
        seats.append(NewSeat(next_bot_user_id(seats), name, is_bot=True))
    return seats


async def _create_lobby(tables: TableLoader, new: NewGame, seats: Sequence[NewSeat]) -> GameRow:
    """Insert the lobby ``new`` with its first ``seats`` unless its channel already has a live
    game.

    Raises:
        AlreadyRunning: the channel has a lobby or an active game.
    """
    existing = await live_game(tables.db, new.channel_id)
    if existing is not None:
        raise busy(tables.game(existing.game_key), existing.status)
    try:
        return await create_game(tables.db, new, now=tables.now(), seats=seats)
    except ChannelBusy:
        raise busy(tables.game(new.game_key), "lobby") from None


STATUS_WORDS: Mapping[str, str] = {
    "lobby": N_("service.state.lobby"),
    "active": N_("service.state.active"),
}
"""How a refusal names a live game's status (``games.status``): message ids."""


def busy(game: Game, status: str) -> AlreadyRunning:
    """The refusal of a second game in a channel whose game of ``game`` is ``status``."""
    key = STATUS_WORDS.get(status)
    return AlreadyRunning(title=game.title, status=Lazy(key) if key is not None else status)


def next_bot_user_id(seats: Sequence[SeatRow | NewSeat]) -> int:
    """A fresh placeholder user id for a bot seat: negative (never a Discord snowflake) and
    distinct from every other seat's, so seat lookups by user stay unambiguous."""
    return min([0, *(seat.user_id for seat in seats)]) - 1


async def seat_bots(tables: TableLoader, game_id: int, count: int) -> list[SeatRow]:
    """Seat ``count`` bot players (named "Bot <seat>" in the table's language) in lobby
    ``game_id``.

    Raises:
        NotInLobby: the game has started. LobbyFull: fewer than ``count`` seats are free.
    """
    table = await _lobby(tables, game_id)
    if len(table.seats) + count > table.game.max_players:
        raise LobbyFull(max_players=table.game.max_players)
    added = []
    for _ in range(count):
        seats = await list_seats(tables.db, game_id)
        name = t("table.bot_name", table.locale, n=len(seats) + 1)
        bot_id = next_bot_user_id(seats)
        added.append(await add_seat(tables.db, game_id, bot_id, name, tables.now(), is_bot=True))
    return added


async def _lobby(tables: TableLoader, game_id: int, *, starting: bool = False) -> Table:
    table = await tables.by_id(game_id)
    if table.row.status != "lobby":
        raise AlreadyStarted() if starting else NotInLobby()
    return table


async def join(tables: TableLoader, game_id: int, user: Player) -> Result:
    """Seat ``user`` (see :meth:`GameService.join`)."""
    table = await _lobby(tables, game_id)
    if table.find_seat(user.user_id) is not None:
        raise AlreadySeated()
    if len(table.seats) >= table.game.max_players:
        raise LobbyFull(max_players=table.game.max_players)
    await add_seat(tables.db, game_id, user.user_id, user.display_name, tables.now())
    table = await tables.by_id(game_id)
    text = t(
        "service.joined",
        table.locale,
        name=user.display_name,
        seated=len(table.seats),
        max_players=table.game.max_players,
        names=_listed(table.names, table.locale),
    )
    outputs = Outputs(public=(PublicPost(text=text, game_id=game_id),))
    return outputs, table.changed(ChangeKind.JOINED, outputs)


async def leave(tables: TableLoader, game_id: int, user: Player) -> Result:
    """Unseat ``user``; the lobby closes when it empties (see :meth:`GameService.leave`)."""
    table = await _lobby(tables, game_id)
    table.seat_of(user.user_id)
    await remove_seat(tables.db, game_id, user.user_id)
    if len(table.seats) == 1:
        await set_status(tables.db, game_id, "abandoned", tables.now())
        text = t("service.left_empty", table.locale, name=user.display_name)
    else:
        text = t(
            "service.left",
            table.locale,
            name=user.display_name,
            seated=len(table.seats) - 1,
            max_players=table.game.max_players,
        )
    table = await tables.by_id(game_id)
    outputs = Outputs(public=(PublicPost(text=text, game_id=game_id),))
    return outputs, table.changed(ChangeKind.LEFT, outputs)


async def start(
    tables: TableLoader, game_id: int, user: Player, order: Sequence[int] | None = None
) -> Result:
    """Deal and post the first board and every hand (see :meth:`GameService.start`).

    Args:
        order: the seated users in play order (a rematch's); by default shuffled by the seed.
    """
    table = await _lobby(tables, game_id, starting=True)
    table.seat_of(user.user_id)
    game, row = table.game, table.row
    if len(table.seats) < game.min_players:
        raise TooFewPlayers(min_players=game.min_players, seated=len(table.seats))
    order = list(order) if order is not None else seat_order(row.seed, table.seat_users)
    state = game.setup(len(order), seed=row.seed, options=row.options)
    await start_game(
        tables.db,
        game_id,
        seat_order=order,
        pack=state.pack,
        state_json=state.model_dump_json(),
        version=state.version,
        now=tables.now(),
    )
    tables.remember(game_id, state)
    table = await tables.by_id(game_id)
    head = t(
        "service.started", table.locale, title=game.title, order=_listed(table.names, table.locale)
    )
    public, pending = await board_post(tables, table, [head])
    private = await asyncio.gather(
        *(
            private_post(
                tables, table, s.seat, [], pending.private_choices.get(s.seat, ()), with_view=True
            )
            for s in table.seats
            if not s.is_bot
        )
    )
    outputs = Outputs(public=(public,), private=tuple(private))
    return outputs, table.changed(ChangeKind.STARTED, outputs)


async def rematch(tables: TableLoader, game_id: int, user: Player) -> tuple[Result, Result]:
    """Open and start the rematch of the finished game ``game_id`` in its channel: the same
    game, game options and table options, the same seats (bot seats too), a new seed, and the
    play order turned by one (the old second seat plays first), started by ``user``.

    Returns:
        The lobby's and the start's results.

    Raises:
        AlreadyRunning: the channel has a live game.
    """
    old = await tables.by_id(game_id)
    row = old.row
    seats = [*old.seats[1:], *old.seats[:1]]
    new = NewGame(
        row.channel_id,
        row.guild_id,
        row.game_key,
        row.pack,
        tables.seeds(),
        row.options,
        user.user_id,
        row.table_options,
    )
    lobby = await _create_lobby(
        tables, new, [NewSeat(s.user_id, s.display_name, is_bot=s.is_bot) for s in seats]
    )
    opened = (Outputs(), (await tables.load(lobby)).changed(ChangeKind.CREATED, Outputs()))
    return opened, await start(tables, lobby.id, user, order=[s.user_id for s in seats])


async def abandon(tables: TableLoader, game_id: int, user: Player) -> Result:
    """End the game without a result (see :meth:`GameService.abandon`)."""
    table = await tables.by_id(game_id)
    if table.find_seat(user.user_id) is None and user.user_id != table.row.created_by:
        raise NotAllowed(reason=t("service.not_a_player_abandon"))
    await set_status(tables.db, game_id, "abandoned", tables.now())
    table = replace(table, row=replace(table.row, status="abandoned"))
    text = t("service.abandoned", table.locale, title=table.game.title, name=user.display_name)
    outputs = Outputs(public=(PublicPost(text=text, game_id=game_id, version=table.row.version),))
    return outputs, table.changed(ChangeKind.ABANDONED, outputs)


async def archive(tables: TableLoader, game_id: int) -> Result:
    """End game ``game_id`` without a result and without a post: its channel is gone (see
    :meth:`GameService.channel_gone`)."""
    table = await tables.by_id(game_id)
    await set_status(tables.db, game_id, "abandoned", tables.now())
    table = replace(table, row=replace(table.row, status="abandoned"))
    return Outputs(), table.changed(ChangeKind.ABANDONED, Outputs())
