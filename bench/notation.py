"""Benchmark: every registered game's notation parser on hostile input, single core.

For each game of ``rules.GAMES``, in positions of a seeded bot game, times ``parse_action`` on
near misses of its legal notations (a word dropped, doubled, cut, Unicode digits, a notation
repeated after a ``|``), on a legal notation with one word repeated 40 times, and on a legal
notation followed by 1 MB of digits; prints the slowest answer in milliseconds per kind of input
(Afternova's old deal regular expression took 23.6 s on a near miss). The tests only assert the
answers (``tests/core/test_notation_fuzz.py``); the time is measured here.

    python -m bench.notation [--repeat 20] [--game KEY]
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from rules.core.errors import RulesError
from rules.core.game import Game
from tests.core.notation_inputs import near_misses, positions

MEGABYTE = 1_000_000


def inputs(game: Game) -> dict[str, list[tuple[Any, int, str]]]:
    """Hostile ``(state, seat, text)`` inputs of ``game`` by kind."""
    rng = random.Random(f"bench-{game.key}")
    found: dict[str, list[tuple[Any, int, str]]] = {"near miss": [], "40 words": [], "1 MB": []}
    for state, seat in positions(game):
        found["near miss"] += [(state, seat, t) for t in near_misses(game, state, seat, rng)]
        for action in list(game.legal_actions(state, seat))[:5]:
            words = game.describe_action(state, seat, action).split()
            found["40 words"].append((state, seat, " ".join([*words, *[words[-1]] * 40])))
            found["1 MB"].append((state, seat, " ".join(words) + " " + "9" * MEGABYTE))
    return found


def slowest(game: Game, cases: list[tuple[Any, int, str]], repeat: int) -> float:
    """The slowest answer over ``cases`` (each parsed ``repeat`` times), in seconds."""
    worst = 0.0
    for state, seat, text in cases:
        for _ in range(repeat):
            start = time.perf_counter()
            with contextlib.suppress(RulesError):
                game.parse_action(state, seat, text)
            worst = max(worst, time.perf_counter() - start)
    return worst


def main() -> None:
    """Print the slowest answer per game and kind of input."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    args = parser.parse_args()
    for key, game in sorted(GAMES.items()):
        if args.game not in (None, key):
            continue
        for kind, cases in inputs(game).items():
            worst = slowest(game, cases, args.repeat)
            print(f"{key:14} {kind:10} {len(cases):4} inputs, slowest {worst * 1000:8.3f} ms")


if __name__ == "__main__":
    main()
