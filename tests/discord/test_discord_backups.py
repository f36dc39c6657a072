"""The running bot holds its database's lock: a restore on the same file is refused until the
bot stops, then goes through."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.store.backup import RestoreRefused, restore, take_backup
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import current, open_game

NOW = datetime(2026, 3, 1, tzinfo=UTC)


async def test_a_restore_waits_for_the_bot_to_stop(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games) as bot:
        await open_game(bot, users, "toy")
        backup = take_backup(database, tmp_path / "backups", NOW)  # while it plays
        with pytest.raises(RestoreRefused, match="Stop the bot, then restore"):
            restore(backup, database, NOW)
    assert "Restored" in restore(backup, database, NOW)
    async with running_bot(fake, channel, database, games) as again:
        assert (await current(again)).state.version == 0
