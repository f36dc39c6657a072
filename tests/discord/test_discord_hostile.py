"""A seeded sample of hostile text sent through the fake Discord to every command that takes
text: each gets an answer, never the generic apology, and nothing is logged as an error (the
``table`` fixture checks the log). The service fuzz (tests/bot/test_command_fuzz.py) covers the
rest of the corpus."""

from __future__ import annotations

import random
from typing import Any

from tests.bot.hostile import hostile_texts
from tests.discord.flows import open_game
from tests.discord.harness import Driver

SAMPLE = 8
COMMANDS: dict[tuple[str, str], tuple[int, int, list[str]]] = {
    ("play", "action"): (1, 200, ["move", "draw", "pass"]),
    ("away", "until"): (2, 10, ["2026-12-01", "off"]),
    ("settings", "quiet_start"): (1, 5, ["22:30"]),
    ("settings", "time_zone"): (1, 64, ["Europe/Paris"]),
    ("stats", "game"): (1, 40, ["toy"]),
    ("game new", "options"): (0, 400, ["length=8", "stall_after=2"]),
}


async def test_hostile_text_in_every_command_gets_a_sentence(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    rng = random.Random("discord-hostile")
    for (path, option), (low, high, valid) in COMMANDS.items():
        texts = [text[:high] for text in hostile_texts(rng, SAMPLE * 2, valid)]
        for text in [text for text in texts if len(text) >= low][:SAMPLE]:
            extra = {"game": "toy"} if path == "game new" else {}
            record = await table.slash(users[0], path, **{option: text}, **extra)
            said = table.fake.messages[record.original or 0].content
            assert said and "Reference:" not in said, (path, text, said)
