"""Benchmark: what one Eclipse ``/play`` costs in process, in a 6-seat round-8 position.

A seeded 6-seat game is played by the bots to round 8; then, for ``--moves`` more actions, each
sample times one ``/play``'s game work: ``apply`` of the acting seat's bot action, then for every
seat to act its prompt, its legal actions and the label of each (the buttons, selects and
autocomplete, with the battle odds of rules/eclipse/foresight.py). It also times a move
activation's listing in each sampled position where the seat to act could start one, with the
odds cache cleared first (the worst case: every battle in reach computed cold). Prints p50, p95
and max in milliseconds (target p95 ≤ 250 ms) and how many labels carried odds.

    python -m bench.eclipse_play [--moves 300] [--seed bench]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.eclipse import GAME, foresight
from rules.eclipse.actions import Start
from rules.eclipse.state import EclipseState


def listing(state: EclipseState) -> int:
    """Every seat to act's prompt, legal actions and labels; how many labels carry odds."""
    shown = 0
    for seat in GAME.to_act(state):
        GAME.prompt(state, seat)
        for action in GAME.legal_actions(state, seat):
            shown += " %)" in GAME.label_action(state, seat, action)
    return shown


def main() -> None:
    """Play to round 8, then time ``--moves`` samples."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args()
    state = GAME.setup(6, seed=args.seed)
    rngs = [random.Random(f"{args.seed}-{seat}") for seat in range(6)]
    while state.round < 8 and not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, rngs[seat])).state
    plays: list[float] = []
    cold: list[float] = []
    labelled = 0
    for _ in range(args.moves):
        if GAME.is_over(state):
            break
        seat = min(GAME.to_act(state))
        action = GAME.bot_action(state, seat, rngs[seat])
        start = time.perf_counter()
        state = GAME.apply(state, seat, action).state
        labelled += listing(state)
        plays.append((time.perf_counter() - start) * 1000)
        turn = state.current
        idle = state.turn is None and state.window is None and state.pending is None
        if idle and Start(kind="move") in GAME.legal_actions(state, turn):
            moving = GAME.apply(state, turn, Start(kind="move")).state
            foresight.chance.cache_clear()
            start = time.perf_counter()
            labelled += listing(moving)
            cold.append((time.perf_counter() - start) * 1000)
    for name, times in (("play", plays), ("move listing, cold odds", cold)):
        if times:
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(
                f"{name:24} n={len(times):4} p50 {statistics.median(times):7.1f} ms  "
                f"p95 {p95:7.1f} ms  max {times[-1]:7.1f} ms"
            )
    print(f"labels with odds: {labelled}; round {state.round}")


if __name__ == "__main__":
    main()
