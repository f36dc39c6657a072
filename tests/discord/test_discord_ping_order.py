"""The ping of a decision comes after the board of the move that caused it, in the channel.

Staged Afternova tables (see :mod:`tests.discord.test_discord_afternova_deals`): a move made
with ``/play`` (delivered by its interaction) and a deal's default applied at its deadline
(relayed with no interaction) are both followed by their board first, then the ping; a decision
window's ping names when it closes and its stated default.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from tests.discord.afternova_stage import DealTable, staged_table
from tests.discord.fake import Sent
from tests.discord.flows import pinged_users
from tests.discord.harness import ErrorLog
from tests.discord.test_discord_afternova_deals import (
    ANDREW,
    JEFF,
    RULEBOOK_DEAL,
    five_done,
    nectar,
)


def board_and_pings(messages: list[Sent]) -> tuple[list[int], list[int]]:
    """The indexes of the posts that ping nobody (boards, log lines) and of the pings."""
    boards = [i for i, m in enumerate(messages) if not pinged_users(m)]
    pings = [i for i, m in enumerate(messages) if pinged_users(m)]
    return boards, pings


async def ping_of(game: DealTable, seat: int, messages: list[Sent]) -> str:
    """The text of the one ping of ``seat`` among ``messages``."""
    user = int((await game.user(seat))["id"])
    [ping] = [m.content for m in messages if user in pinged_users(m)]
    return ping


async def test_ping_of_a_played_move_comes_after_its_board(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, five_done, error_log=error_log) as game:
        before = len(game.fake.public_messages())
        sixth = (await game.state()).seats[JEFF].hand[0]
        await game.play(JEFF, f"complete {sixth}")
        boards, pings = board_and_pings(game.fake.public_messages()[before:])
    assert boards and pings and max(boards) < min(pings)


async def test_ping_of_a_default_applied_at_the_deadline_comes_after_its_board(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        await game.lapse(13)  # past Andrew's first reminder
        before, mark = len(game.fake.public_messages()), len(game.fake.timeline)
        await game.lapse(12)
        fresh = game.fake.public_messages()[before:]
        ping = await ping_of(game, JEFF, fresh)
        # the default extends the current board: that message is edited, then the ping is sent
        changes = [(kind, not pinged_users(m)) for kind, m in game.fake.since(mark)]
    board_at = max(i for i, (_, board) in enumerate(changes) if board)
    ping_at = min(i for i, (kind, board) in enumerate(changes) if kind == "send" and not board)
    assert board_at < ping_at
    assert "— your turn in **Afternova**: Extract" in ping and "Your turn" not in ping


async def test_last_chance_ping_names_its_deadline_and_default(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, five_done, error_log=error_log) as game:
        before = len(game.fake.public_messages())
        sixth = (await game.state()).seats[JEFF].hand[0]
        await game.play(JEFF, f"complete {sixth}")
        andrew = await game.user(ANDREW)
        ping = await ping_of(game, ANDREW, game.fake.public_messages()[before:])
        due = int((game.clock.now() + timedelta(hours=24)).timestamp())
    assert ping.startswith(f"<@{andrew['id']}> — your call in **Afternova**: Last chance")
    # Discord's relative timestamp: each reader sees "in 24 hours" in their own zone (#30 item 5)
    assert ping.splitlines()[0].endswith(f"(closes <t:{due}:R>; default: `pass`)")
