"""No raw ``{pN}`` seat placeholder reaches a player: rules sentences go through one function."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

from bot.services.game_service import GameService, Player
from bot.services.outputs import Outputs, PrivatePost, PublicPost
from tests.bot.helpers import make_service, open_table, play_one

PLACEHOLDER = re.compile(r"\{p\d+\}")
BOT = Path(__file__).resolve().parents[2] / "bot"
DIRECT_READS = re.compile(
    r"\.prompt\(|\blabel_action\(|\bnotation_hints\(|\bprivate_summary\(|\bfill_names\("
)


def test_only_narration_reads_a_games_sentences() -> None:
    offenders = [
        f"{path.relative_to(BOT.parent)}:{number}"
        for path in sorted(BOT.rglob("*.py"))
        if path.name != "narration.py"
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if DIRECT_READS.search(line)
    ]
    assert offenders == [], "read rules sentences through bot.services.narration"


def _texts(outputs: Outputs) -> list[str]:
    texts: list[str] = [outputs.reply]
    posts: list[PublicPost | PrivatePost] = [*outputs.public, *outputs.private]
    for post in posts:
        texts.append(post.text)
        texts.extend(choice.label for choice in post.choices)
    return texts


async def _whole_game(service: GameService, key: str, players: int) -> list[str]:
    table = await open_table(service, key, players)
    seen: list[str] = []
    rng = random.Random(f"narration-{key}")
    for step in range(3000):
        played = await play_one(service, rng)
        if played is None:
            return seen
        seen.extend(_texts(played[1]))
        if step % 10 == 0:
            seen.append((await service.status(table.row.channel_id)).reply)
            for seat in table.seats:
                user = Player(seat.user_id, seat.display_name)
                seen.append((await service.hand(table.row.channel_id, user)).reply)
    raise AssertionError(f"{key} did not end within 3000 actions")


async def test_no_placeholder_in_any_text_of_whole_games(db: Any, game_key: str) -> None:
    service = make_service(db)
    texts = await _whole_game(service, game_key, 3)
    raw = sorted({text for text in texts if PLACEHOLDER.search(text)})
    assert raw == [], f"{len(raw)} texts hold a raw seat placeholder, e.g. {raw[:1]}"
