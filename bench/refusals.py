"""The refusal fuzz of every game (issue #25 item 1; :func:`rules.core.refusals.refusal_share`):
prints, per game, how many typed moves from other states' legal lists were refused with a
specific reason and how many with the frame's generic sentence.

    python -m bench.refusals [--seeds 3] [--states 20]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from rules.core.refusals import refusal_share


def main(argv: list[str] | None = None) -> None:
    """Print the specific share of refusals for every game."""
    parser = argparse.ArgumentParser(prog="python -m bench.refusals")
    parser.add_argument("--seeds", type=int, default=3, help="seeded games per title")
    parser.add_argument("--states", type=int, default=20, help="states sampled per game")
    args = parser.parse_args(argv)
    print(f"{'game':<16}{'refused':>9}{'specific':>10}{'share':>8}  first generic")
    for key in sorted(GAMES):
        specific = generic = 0
        examples: list[tuple[str, str]] = []
        for seed in range(args.seeds):
            found = refusal_share(GAMES[key], seed=seed, states=args.states)
            specific, generic = specific + found[0], generic + found[1]
            examples += found[2]
        total = specific + generic
        first = examples[0][1][:60] if examples else ""
        print(f"{key:<16}{total:>9}{specific:>10}{specific / max(total, 1):>8.1%}  {first}")


if __name__ == "__main__":
    main()
