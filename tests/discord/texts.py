"""What the bot meant to say against what reached Discord (issue #33 item 2: nothing cut at
Discord's limits).

Every content the adapter sends (a board, a DM, a notice, an answer) is first broken to Discord's
2,000 characters by :func:`bot.discord.messages.parts`; :func:`composed` records each text handed
to it, and :func:`cut_lines` lists the lines of those texts that no request to Discord carried,
so a text cut anywhere on its way (an ellipsis, a dropped follow-up) is found.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bot.discord import context, messages, routing
from bot.discord.cogs import game
from rules import GAMES
from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord
from tests.discord.flows import play_to_the_end

SPLITTERS = (routing, context, game)
"""The modules that send through :func:`bot.discord.messages.parts`."""


@contextmanager
def composed(into: list[str]) -> Iterator[None]:
    """Append to ``into`` every text the adapter sends while inside, before any split."""
    split = messages.parts

    def recording(text: str, limit: int = messages.CONTENT_MAX) -> list[str]:
        into.append(text)
        return split(text, limit)

    for module in SPLITTERS:
        module.parts = recording  # type: ignore[attr-defined]
    try:
        yield
    finally:
        for module in SPLITTERS:
            module.parts = split  # type: ignore[attr-defined]


def sent_contents(fake: FakeDiscord) -> list[str]:
    """The content of every message created or edited through ``fake`` (channel posts and
    edits, DMs, interaction responses, follow-ups and their edits), in order."""
    found: list[str] = []
    for _, _, body in fake.requests:
        if not isinstance(body, dict):
            continue
        data: Any = body.get("data") if isinstance(body.get("data"), dict) else body
        content = data.get("content")
        if isinstance(content, str):
            found.append(content)
    return found


def cut_lines(texts: list[str], fake: FakeDiscord) -> list[str]:
    """The lines of ``texts`` that reached Discord in no request (a line past the limit alone is
    looked for by its start and its end, which :func:`messages.parts` keeps whole)."""
    arrived = "\n".join(sent_contents(fake))
    missing: list[str] = []
    for text in texts:
        for line in text.split("\n"):
            ends = [line] if len(line) <= messages.CONTENT_MAX else [line[:200], line[-200:]]
            if any(end.strip() not in arrived for end in ends):
                missing.append(line)
    return missing


async def whole_game(
    fake: FakeDiscord,
    channel: dict[str, Any],
    database: Path,
    key: str,
    lang: str,
    *,
    images: bool = False,
) -> list[str]:
    """Play game ``key`` to its end at a table speaking ``lang`` (two humans whose clients speak
    it and a bot seat; seeded, so the same game each time; pictures drawn when ``images``), then
    ``/game board text:True`` and ``/game status``; returns every text the bot composed meanwhile
    (:func:`composed`)."""
    users = [fake.add_user(name) for name in ("ana", "ben")]
    texts: list[str] = []
    async with running_bot(fake, channel, database, {key: GAMES[key]}, images=images) as driver:
        for user in users:
            driver.locales[int(user["id"])] = "en-US" if lang == "en" else lang
        with composed(texts):
            await driver.slash(users[0], "game new", game=key, lang=lang, bots=1)
            await driver.slash(users[1], "game join")
            await driver.slash(users[0], "game start")
            await play_to_the_end(driver, users, rng=random.Random(5))
            await driver.slash(users[0], "game board", text=True)
            await driver.slash(users[1], "game status")
    return texts
