"""The public-leak check of every text the bot posts (``bot.services.posts.is_public_safe``).

Collects the texts a whole game posts (board posts, choices, private posts) for each registered
game with the secrets of each step, then times the check over all of them and prints the
microseconds per text. Run: ``python -m bench.leak_check [--rounds 5]``.
"""

from __future__ import annotations

import argparse
import random
import time

from bot.services.posts import is_public_safe, secrets_of
from rules import GAMES
from rules.core.game import Game

STEPS = 400


def samples(game: Game, seed: str) -> list[tuple[str, frozenset[str]]]:
    """(text, secrets) pairs of one bot-played game: notations, prompts and event texts."""
    rng = random.Random(seed)
    state = game.setup(max(game.min_players, min(3, game.max_players)), seed=seed)
    found: list[tuple[str, frozenset[str]]] = []
    for _ in range(STEPS):
        seats = game.to_act(state)
        if not seats:
            break
        seat = min(seats)
        secrets = secrets_of(game, [state])
        action = game.bot_action(state, seat, rng)
        transition = game.apply(state, seat, action)
        texts = [game.describe_action(state, seat, action), game.prompt(state, seat)]
        texts += [event.text for event in transition.events]
        found += [(text, secrets) for text in texts]
        state = transition.state
    return found


def main() -> None:
    """Print the check's cost per text for every registered game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    for key, game in GAMES.items():
        pairs = samples(game, f"leak-{key}")
        start = time.perf_counter()
        for _ in range(args.rounds):
            for text, secrets in pairs:
                is_public_safe(text, secrets)
        elapsed = time.perf_counter() - start
        per_text = elapsed / (args.rounds * len(pairs)) * 1e6
        per_seat = sum(len(s) for _, s in pairs) / len(pairs)
        print(f"{key}: {len(pairs)} texts, {per_seat:.0f} secret ids each: {per_text:.1f} µs/text")


if __name__ == "__main__":
    main()
