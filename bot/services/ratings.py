"""Skill ratings and leaderboards (issue #30 item 9; docs/play-by-post.md §11 "Statistics").

Ratings are computed from the stored results (table ``results``) with OpenSkill's
Plackett–Luce model (``openskill.models.PlackettLuce``), which rates multiplayer finishing
orders: per server and per game, over that server's finished games of that game, in the order
they finished. Nothing is stored, so a rating is always the replay of the results and survives
anything the results survive.

What is rated (decided here):

* Only **human** seats. Bot seats are left out and the humans are ranked by their own finishing
  order, so a game against bots still tells who of the humans did better; a game with fewer
  than two humans (solo, or one human against bots) is not rated.
* Finishing order: winners first (shared first place), then by score; equal scores share a
  rank.
* **Abandoned** games have no result and are not rated; a seat handed to the bot player keeps
  the result with whoever held it at the end (``results`` stores the final holder).

A rating is shown as its ordinal μ − 3σ (OpenSkill's conservative estimate: a new player is
about 0 and it rises as games confirm their skill).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

import aiosqlite
from openskill.models import PlackettLuce, PlackettLuceRating

from bot.i18n import t
from bot.store.db import fetch_all
from bot.store.games import display_names

MIN_HUMANS = 2
"""Fewest human seats a rated game has."""
HISTORY = 8
"""The latest ratings of a player's history shown by ``/stats``."""


@dataclass(frozen=True)
class Standing:
    """A player's rating on one server for one game.

    Attributes:
        rating: the ordinal μ − 3σ after their last rated game. games: rated games played.
        history: the ordinal after each of their rated games, oldest first.
    """

    user_id: int
    rating: float
    games: int
    history: tuple[float, ...]


@dataclass(frozen=True)
class _Seat:
    user_id: int
    score: int
    won: bool


def ranks(seats: Sequence[_Seat]) -> list[float]:
    """The finishing rank of each seat, 1 best: winners first, then by score; equal share."""
    order = sorted({(not s.won, -s.score) for s in seats})
    return [float(order.index((not s.won, -s.score)) + 1) for s in seats]


async def standings(db: aiosqlite.Connection, guild_id: int, game_key: str) -> list[Standing]:
    """Every rated player of ``game_key`` on server ``guild_id``, the best first."""
    rows = await fetch_all(
        db,
        "SELECT r.game_id, r.user_id, r.score, r.won FROM results r JOIN games g ON g.id ="
        " r.game_id WHERE g.guild_id = ? AND r.game_key = ? AND r.is_bot = 0"
        " ORDER BY r.finished_at, r.game_id, r.seat",
        (guild_id, game_key),
    )
    model = PlackettLuce()
    ratings: dict[int, PlackettLuceRating] = {}
    history: dict[int, list[float]] = {}
    for _, game in groupby(rows, key=lambda row: row[0]):
        seats = [_Seat(int(user), int(score), bool(won)) for _, user, score, won in game]
        if len(seats) < MIN_HUMANS:
            continue
        teams = [[ratings.get(s.user_id) or model.rating(name=str(s.user_id))] for s in seats]
        for seat, (after,) in zip(seats, model.rate(teams, ranks=ranks(seats)), strict=True):
            ratings[seat.user_id] = after
            history.setdefault(seat.user_id, []).append(round(after.ordinal(), 1))
    found = [
        Standing(user, round(rating.ordinal(), 1), len(history[user]), tuple(history[user]))
        for user, rating in ratings.items()
    ]
    return sorted(found, key=lambda standing: (-standing.rating, standing.user_id))


async def leaderboard_lines(
    db: aiosqlite.Connection, guild_id: int, game_key: str, user_id: int, *, top: int = 10
) -> list[str]:
    """``/stats``' leaderboard of ``game_key`` on the server (the ``top`` best, by display
    name), then ``user_id``'s rating and its history, in the language spoken now."""
    found = await standings(db, guild_id, game_key)
    if not found:
        return [t("ratings.none")]
    names = await display_names(db, [s.user_id for s in found])
    lines = [t("ratings.heading")]
    lines += [
        t("ratings.line", place=place, name=names[s.user_id], rating=s.rating, games=s.games)
        for place, s in enumerate(found[:top], start=1)
    ]
    mine = next((s for s in found if s.user_id == user_id), None)
    if mine is not None:
        steps = " → ".join(f"{value:g}" for value in mine.history[-HISTORY:])
        lines.append(t("ratings.history", name=names[user_id], history=steps))
    return lines
