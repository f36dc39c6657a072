"""Benchmark: public board render, its alt text and PNG encode (what ``render.board_png`` does)
for every board of ``render.RENDERERS``, at the game's most seats.

States are realistic positions: a seeded bot game is played to the end, then replayed to its
halfway point (``--at 0.9`` for late positions: round 8 of an Eclipse game); the bench then renders
``--runs`` consecutive positions from there (so the
text-mask cache sees new labels as a running bot would). It prints the cold first render and the
median / p95 of draw, describe (the alt text), encode and total, the PNG size and the alt text's
length. Target: ≤ 150 ms total, ≤ 1 MiB. ``--locale zh-TW`` draws and describes in that language
(the bot's picture translator).
Run: ``python -m bench.render [--runs N] [--game KEY] [--locale zh-CN]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render
from bot.services.images import picture_script, picture_translator
from rules import GAMES, get_game
from tests.render.render_states import bot_states, seat_names


def positions(
    key: str, players: int, count: int, seed: str = "bench", at: float = 0.5
) -> list[Any]:
    """``count`` consecutive public views of a seeded bot game, from the fraction ``at`` of its
    length (0.5: the middle)."""
    game = get_game(key)
    states = list(bot_states(game, players, seed=seed))
    first = min(int(len(states) * at), max(0, len(states) - count))
    return [game.view(state, None) for state in states[first : first + count]]


def _ms(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered) * 1000:6.1f} ms  p95 {p95 * 1000:6.1f} ms"


def measure(key: str, players: int, runs: int, at: float = 0.5, locale: str = "en") -> None:
    """Print the figures for one game, drawn in ``locale``."""
    views = positions(key, players, runs, at=at)
    names = seat_names(players)
    says = picture_translator(key, locale)
    draws, describes, encodes, sizes, alts = [], [], [], [], []
    for view in views:
        started = time.perf_counter()
        image = render.draw_board(
            key, view, names=names, translate=says, script=picture_script(locale)
        )
        drawn = time.perf_counter()
        alt = render.describe_board(key, view, names=names, translate=says)
        described = time.perf_counter()
        png = render.encode_png(image, alt_text=alt)
        draws.append(drawn - started)
        describes.append(described - drawn)
        encodes.append(time.perf_counter() - described)
        sizes.append(len(png))
        alts.append(len(alt))
    totals = [sum(parts) for parts in zip(draws, describes, encodes, strict=True)]
    size = f"{image.width}×{image.height} px"
    print(f"{key} ({players} seats, {len(views)} positions, {size}, {locale})")
    print(f"  first render (cold caches): {totals[0] * 1000:.1f} ms")
    print(f"  draw     {_ms(draws)}")
    print(f"  describe {_ms(describes)}")
    print(f"  encode   {_ms(encodes)}")
    print(f"  total    {_ms(totals)}")
    median_kib, max_kib = statistics.median(sizes) / 1024, max(sizes) / 1024
    print(f"  PNG      median {median_kib:.0f} KiB, max {max_kib:.0f} KiB")
    print(f"  alt text median {statistics.median(alts):.0f}, max {max(alts)} characters")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40, help="positions rendered per game")
    parser.add_argument("--at", type=float, default=0.5, help="start at this fraction of a game")
    parser.add_argument("--game", help="one game key (default: every board)")
    parser.add_argument("--locale", default="en", help="draw in this language (zh-CN, zh-TW)")
    args = parser.parse_args()
    for key in [args.game] if args.game else sorted(render.RENDERERS):
        measure(key, GAMES[key].max_players, args.runs, args.at, args.locale)


if __name__ == "__main__":
    main()
