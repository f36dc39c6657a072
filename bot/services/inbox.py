"""``/mygames``: one list of the games waiting on a player, on every server, oldest wait first.

Players of asynchronous games sit at several tables at once (docs/play-by-post.md §12); this is
their inbox. It names each game, what its seat is asked (the public prompt, names filled), how
long it has waited, and a link to the game's channel. It reads only the player's own seats.
The daily digest (:mod:`bot.services.digest`) DMs the same list (:func:`digest_text`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta

import aiosqlite

from bot.i18n import t, tn
from bot.services.narration import prompt_of
from bot.store.games import get_game, list_seats
from bot.store.inbox import OwedDecision, owed_by
from rules.core import Game

LIMIT = 20  # lines; a player owing more is told how many more


def waited(since: datetime, now: datetime) -> str:
    """``"3 d 4 h"``, ``"5 h"`` or ``"12 min"``: how long a decision has waited."""
    span = max(now - since, timedelta())
    days, hours = span.days, span.seconds // 3600
    if days:
        return t("inbox.waited_days", days=days, hours=hours)
    if hours:
        return t("inbox.waited_hours", hours=hours)
    return t("inbox.waited_minutes", minutes=span.seconds // 60)


def link(owed: OwedDecision) -> str:
    """The jump link to the game's channel (a channel mention outside a server)."""
    if owed.guild_id is None:
        return f"<#{owed.channel_id}>"
    return f"https://discord.com/channels/{owed.guild_id}/{owed.channel_id}"


async def inbox_text(
    db: aiosqlite.Connection, user_id: int, now: datetime, games: Mapping[str, Game]
) -> str:
    """The caller's inbox: one line per decision owed, oldest first (at most :data:`LIMIT`)."""
    owed = await owed_by(db, user_id)
    if not owed:
        return t("inbox.empty")
    return await _listing(db, owed, now, games)


async def digest_text(
    db: aiosqlite.Connection, user_id: int, now: datetime, games: Mapping[str, Game]
) -> str | None:
    """The daily digest (docs/play-by-post.md §12): a heading, then the inbox's lines; ``None``
    when no game waits on ``user_id`` (no DM is sent that day)."""
    owed = await owed_by(db, user_id)
    if not owed:
        return None
    return "\n".join([t("inbox.digest_heading"), await _listing(db, owed, now, games)])


async def _listing(
    db: aiosqlite.Connection,
    owed: Sequence[OwedDecision],
    now: datetime,
    games: Mapping[str, Game],
) -> str:
    lines = [tn("inbox.heading", len(owed))]
    for number, decision in enumerate(owed[:LIMIT], start=1):
        lines.append(await _line(db, number, decision, now, games))
    if len(owed) > LIMIT:
        lines.append(t("inbox.more", count=len(owed) - LIMIT))
    return "\n".join(lines)


async def _line(
    db: aiosqlite.Connection,
    number: int,
    decision: OwedDecision,
    now: datetime,
    games: Mapping[str, Game],
) -> str:
    game = games[decision.game_key]
    row = await get_game(db, decision.game_id)
    names = [seat.display_name for seat in await list_seats(db, decision.game_id)]
    asked = ""
    if row is not None and row.state_json:
        try:
            state = game.state_from_json(row.state_json)
        except ValueError:  # an unreadable snapshot: the line still names the game
            state = None
        if state is not None:
            asked = prompt_of(game, state, decision.seat, names)
    return t(
        "inbox.line",
        number=number,
        title=game.title,
        waited=waited(decision.since_at, now),
        link=link(decision),
        asked=asked,
    )
