"""Texts past Discord's 2,000 characters in whole games of every title at an English, a
Simplified and a Traditional Chinese table, through discord.py's dispatch on the fake Discord
(issue #33 item 2); prints, per title and language, the texts the bot composed, how many were
longer than one message (they go on in further messages) and how many lines reached Discord in
no message (cut: 0 expected). With ``--images`` the boards are drawn too, and it prints how many
alt texts were sent, the longest, and how many passed 1,024 characters (moved: they end by naming
the text board, which has the rest).

    python -m bench.limits [--game KEY] [--images]
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


def alt_texts(fake: FakeDiscord) -> list[str]:
    """The description of every attachment sent through ``fake``."""
    found: list[str] = []
    for _, _, body in fake.requests:
        data = body.get("data") if isinstance(body, dict) else None
        message = data if isinstance(data, dict) else body
        if isinstance(message, dict):
            found += [
                a["description"] for a in message.get("attachments") or [] if "description" in a
            ]
    return found


async def measure(key: str, lang: str, images: bool) -> list[int]:
    """Texts composed, texts past the limit, longest text, lines cut, then alt texts, the
    longest and those that passed 1,024 characters (moved: they name :data:`TEXT_BOARD`) of one
    whole game."""
    fake = FakeDiscord()
    channel = fake.add_text_channel()
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        texts = await whole_game(fake, channel, database, key, lang, images=images)
    long = [text for text in texts if len(text) > CONTENT_MAX]
    alts = alt_texts(fake)
    return [
        len(texts),
        len(long),
        max((len(text) for text in texts), default=0),
        len(cut_lines(texts, fake)),
        len(alts),
        max((len(alt) for alt in alts), default=0),
        sum(TEXT_BOARD in alt for alt in alts),
    ]


COLUMNS = ("texts", "> 2000", "longest", "cut", "alts", "longest", "moved")
TEXT_BOARD = "/game board text:yes"
"""What an alt text past 1,024 characters ends by naming, in every language
(``render.common.words.MORE``)."""


async def main(keys: list[str], images: bool) -> None:
    print(f"{'game':<15}{'table':<7}" + "".join(f"{c:>9}" for c in COLUMNS))
    for key in keys:
        for lang in LOCALES:
            figures = await measure(key, lang, images)
            print(f"{key:<15}{lang:<7}" + "".join(f"{n:>9}" for n in figures), flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), help="one title only")
    parser.add_argument("--images", action="store_true", help="draw the boards (slow)")
    args = parser.parse_args()
    asyncio.run(main([args.game] if args.game else sorted(GAMES), args.images))
