"""Hidden information stays with its owner (docs/play-by-post.md §7), checked by component id over
whole games played through the service: public posts, log lines, choices, private posts and
autocomplete."""

from __future__ import annotations

import random

import aiosqlite

from bot.services.outputs import Outputs
from bot.services.posts import names_any
from rules.core.playout import view_strings
from tests.bot.helpers import CHANNEL, make_service, open_table, play_one, user_of


def _public_strings(outputs: Outputs) -> list[str]:
    strings = [post.text for post in outputs.public]
    for post in outputs.public:
        strings.extend(f"{choice.label} {choice.notation}" for choice in post.choices)
    return strings


async def _whole_game(db: aiosqlite.Connection, key: str, players: int, seed: int) -> None:
    """Play to the end, checking every output of every action against every seat's secrets.

    A secret is a component id in a seat's ``secret_ids`` before or after the action, unless the
    action revealed it (it is in the public view afterwards).

    The public post of an action carries its public log line, so the log is checked too.
    """
    service = make_service(db)
    await open_table(service, key, players)
    rng = random.Random(seed)
    while (played := await play_one(service, rng)) is not None:
        before, outputs = played
        after = await service.tables.by_id(before.row.id)
        states = (before.state, after.state)
        revealed = view_strings(before.game.view(after.state, None))
        secrets = {
            seat: {s for state in states for s in before.game.secret_ids(state, seat)} - revealed
            for seat in range(players)
        }
        every = set().union(*secrets.values())
        leaks = [text for text in _public_strings(outputs) if names_any(text, every)]
        assert not leaks, f"public post names a secret of {secrets}: {leaks}"
        for post in outputs.private:
            seat = before.seat_users.index(post.user_id)
            others = every - secrets[seat]
            assert not names_any(post.text, others), f"seat {seat} read another seat's secret"
        if after.row.status == "active":
            for seat in range(players):
                offered = await service.autocomplete(CHANNEL, after.seat_users[seat], "")
                others = every - secrets[seat]
                assert not any(names_any(value, others) for _, value in offered)


async def test_no_secret_reaches_a_public_post_or_another_seat_in_two_player_games(
    db: aiosqlite.Connection, game_key: str
) -> None:
    await _whole_game(db, game_key, 2, seed=11)


async def test_no_secret_reaches_a_public_post_or_another_seat_in_four_player_games(
    db: aiosqlite.Connection, game_key: str
) -> None:
    await _whole_game(db, game_key, 4, seed=12)


async def test_hand_is_a_reply_to_the_caller_alone(db: aiosqlite.Connection, game_key: str) -> None:
    service = make_service(db)
    table = await open_table(service, game_key, 2)
    outputs = await service.hand(CHANNEL, user_of(table, 0))
    assert outputs.reply and not outputs.public and not outputs.private
