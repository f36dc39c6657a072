"""Texts past Discord's 2,000 characters in whole games of every title at an English, a
Simplified and a Traditional Chinese table, through discord.py's dispatch on the fake Discord
(issue #33 item 2); prints, per title and language, the texts the bot composed, how many were
longer than one message (``fit()`` cut each of those before the fix; now they go on in further
messages) and how many lines reached Discord in no message (cut now: 0 expected).

    python -m bench.limits [--game KEY]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.discord.messages import CONTENT_MAX
from bot.i18n import LOCALES
from rules import GAMES
from tests.discord.fake import FakeDiscord
from tests.discord.texts import cut_lines, whole_game


async def measure(key: str, lang: str) -> tuple[int, int, int, int]:
    """(texts composed, texts past the limit, longest text, lines cut) of one whole game."""
    fake = FakeDiscord()
    channel = fake.add_text_channel()
    with tempfile.TemporaryDirectory() as folder:
        texts = await whole_game(fake, channel, Path(folder) / "bench.sqlite3", key, lang)
    long = [text for text in texts if len(text) > CONTENT_MAX]
    longest = max((len(text) for text in texts), default=0)
    return len(texts), len(long), longest, len(cut_lines(texts, fake))


async def main(keys: list[str]) -> None:
    print(f"{'game':<15}{'table':<7}{'texts':>7}{'> 2000':>8}{'longest':>9}{'cut':>5}")
    totals = [0, 0, 0]
    for key in keys:
        for lang in LOCALES:
            texts, long, longest, cut = await measure(key, lang)
            totals = [totals[0] + texts, totals[1] + long, totals[2] + cut]
            print(f"{key:<15}{lang:<7}{texts:>7}{long:>8}{longest:>9}{cut:>5}")
    print(f"{'all':<22}{totals[0]:>7}{totals[1]:>8}{'':>9}{totals[2]:>5}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), help="one title only")
    args = parser.parse_args()
    asyncio.run(main([args.game] if args.game else sorted(GAMES)))
