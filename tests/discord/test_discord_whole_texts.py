"""Nothing is cut at Discord's limits in whole games (issue #33 item 2): every title is played to
the end at an English, a Simplified and a Traditional Chinese table (two humans, clients in the
table's language, and a bot seat), with ``/game board text:True`` and ``/game status`` at the
end; every line of every text the bot composed reaches Discord in some message, and no message
passes Discord's limits (the fake records any as a violation)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.discord.messages import parts
from bot.i18n import LOCALES
from rules import GAMES
from tests.discord.fake import FakeDiscord
from tests.discord.texts import cut_lines, whole_game


@pytest.mark.parametrize("lang", LOCALES)
@pytest.mark.parametrize("key", sorted(GAMES))
async def test_a_whole_game_reaches_discord_uncut(
    fake: FakeDiscord,
    channel: dict[str, Any],
    tmp_path: Path,
    key: str,
    lang: str,
) -> None:
    texts = await whole_game(fake, channel, tmp_path / "orrery.sqlite3", key, lang)
    assert fake.violations == []
    assert len(texts) > 20
    assert cut_lines(texts, fake) == []


def test_the_check_finds_a_cut_text() -> None:
    """:func:`cut_lines` reports the end of a text that was sent cut (as ``fit()`` did)."""
    fake = FakeDiscord()
    text = "\n".join(f"line {n}: " + "word " * 30 for n in range(20))
    fake.requests.append(("POST", "/channels/{channel_id}/messages", {"content": text[:1999]}))
    missing = cut_lines([text], fake)
    assert missing and missing[-1] == text.split("\n")[-1]
    fake.requests.clear()
    for part in parts(text):
        fake.requests.append(("POST", "/channels/{channel_id}/messages", {"content": part}))
    assert cut_lines([text], fake) == []
