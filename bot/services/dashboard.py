"""The server dashboard (issue #30 item 6; docs/play-by-post.md §12 "One inbox across games").

``/games`` posts one message in the channel where it is typed, listing every active game of the
server: its title, a link to its channel, whose move it waits on and since when (Discord's
relative timestamps, in each reader's language and zone), the longest wait first. The bot keeps
that message edited after every change of a game of the server (:mod:`bot.discord.dashboard`);
a new ``/games`` moves the dashboard to the new message. It names only public facts: seats that
owe a decision, never what they hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

import aiosqlite

from bot.i18n import t, tn
from bot.services.clock import moment
from bot.store.dashboards import ActiveGame, active_games
from rules.core import Game

LIMIT = 15
"""Lines listed (about 100 characters each); a server with more active games is told how many
more, so the dashboard stays one message."""


async def dashboard_text(
    db: aiosqlite.Connection,
    guild_id: int,
    games: Mapping[str, Game],
    now: datetime,
    locale: str,
) -> str:
    """The dashboard of server ``guild_id`` in ``locale``: a heading with the time it was
    updated, then a line per active game (at most :data:`LIMIT`)."""
    active = await active_games(db, guild_id)
    lines = [tn("dashboard.heading", len(active), locale, updated=moment(now, "R"))]
    if not active:
        lines.append(t("dashboard.empty", locale))
    lines += [_line(game, games, locale) for game in active[:LIMIT]]
    if len(active) > LIMIT:
        lines.append(t("dashboard.more", locale, count=len(active) - LIMIT))
    return "\n".join(lines)


def _line(game: ActiveGame, games: Mapping[str, Game], locale: str) -> str:
    title = games[game.game_key].title if game.game_key in games else game.game_key
    if not game.waiting:
        return t("dashboard.line_moving", locale, title=title, channel=game.channel_id)
    names = ", ".join(name for name, _ in game.waiting)
    since = moment(game.waiting[0][1], "R")
    return t(
        "dashboard.line", locale, title=title, channel=game.channel_id, names=names, since=since
    )
