"""Timeouts without a vote through Discord (issue #30 item 4, :mod:`bot.services.timeouts`): the
table option ``on_timeout`` skips a stalled Afternova turn or hands the seat to the bot player
after ``stall_after`` reminders, announced in the channel; the owner's ``/game takeback`` gives
the seat back. The default (``wait``) keeps the stall notice
(tests/discord/test_discord_stall_skip.py).
"""

from __future__ import annotations

from pathlib import Path

from tests.discord.afternova_stage import staged_table
from tests.discord.flows import current
from tests.discord.harness import ErrorLog
from tests.discord.test_discord_stall_skip import as_dealt, stall


async def test_on_timeout_skip_skips_the_turn_without_a_vote(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    options = "on_timeout=skip"
    async with staged_table(tmp_path, as_dealt, error_log=error_log, options=options) as game:
        stalled = await stall(game)
        texts = [m.content for m in game.fake.public_messages()]
        user = (await game.user(stalled))["id"]
        assert any(f"<@{user}> has not moved after 3 reminders" in text for text in texts)
        assert not any("What does the table want to do?" in text for text in texts)  # no vote
        name = (await game.user(stalled))["global_name"]
        assert any(f"The table skipped {name}'s turn" in text for text in texts)
        assert (await game.state()).active != stalled


async def test_on_timeout_bot_hands_the_seat_over_and_takeback_returns_it(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    options = "on_timeout=bot"
    async with staged_table(tmp_path, as_dealt, error_log=error_log, options=options) as game:
        owner = await game.user((await game.state()).active)
        stalled = await stall(game)
        texts = [m.content for m in game.fake.public_messages()]
        assert any("the bot player takes seat" in text for text in texts)
        live = await current(game.driver)
        assert stalled in live.bot_seats
        await game.driver.slash(owner, "game takeback")
        live = await current(game.driver)
        assert stalled not in live.bot_seats and live.seat_users[stalled] == int(owner["id"])
        back = f"<@{owner['id']}> took seat {stalled + 1} back"
        assert any(back in m.content for m in game.fake.public_messages()[-3:])
        await game.driver.slash(owner, "game takeback")
        mine = game.fake.private_messages(int(owner["id"]))
        assert "No seat of yours" in mine[-1].content
