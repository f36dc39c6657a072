"""Benchmark: how many rounds a New Frontiers game lasts with bot players, per seat count.

The published game lasts 12–15 rounds (docs/rules/new-frontiers.md §3). For each seat count 2–5
it plays ``--games`` seeded games with the bot policy (default options: recommended empire sides,
suggested developments, two selections each with two seats) and prints the median number of
rounds with the quartiles and the extremes, and how often each end condition (§4) was met in the
last round. Single core; about 8 s for the default 40 games per seat count.
Run: ``python -m bench.nf_length [--games N]``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from rules import GAMES
from rules.core.playout import bot_policy, play
from rules.new_frontiers import GAME
from rules.new_frontiers.develop import filled
from rules.new_frontiers.flow import END_COLONIES, END_COLONISTS, END_SPACES
from rules.new_frontiers.state import NewFrontiersState


def end_conditions(state: NewFrontiersState) -> list[str]:
    """The end conditions (§4) a finished game's state meets."""
    found = []
    if any(filled(GAME.pack, seat) >= END_SPACES for seat in state.seats):
        found.append("spaces")
    if any(len(seat.worlds) >= END_COLONIES for seat in state.seats):
        found.append("colonies")
    if state.colonist_supply <= END_COLONISTS:
        found.append("colonists")
    if state.vp_supply == 0:
        found.append("VP chips")
    return found


def measure(players: int, games: int) -> str:
    """One printed line: rounds (median, quartiles, extremes) and the end conditions met."""
    rounds: list[int] = []
    ends: Counter[str] = Counter()
    for index in range(games):
        result = play(
            GAMES[GAME.key],
            players,
            seed=f"nf-length-{players}-{index}",
            policy=bot_policy,
            check=False,
        )
        rounds.append(result.state.round)
        ends.update(end_conditions(result.state))
    low, median, high = statistics.quantiles(rounds, n=4)
    said = ", ".join(f"{name} {count}" for name, count in ends.most_common())
    return (
        f"{players}p: median {median:g} rounds (quartiles {low:g}–{high:g}, "
        f"{min(rounds)}–{max(rounds)}) over {games} games; ended by {said}"
    )


def main() -> None:
    """Parse the command line and print one line per seat count."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="seeded games per seat count")
    args = parser.parse_args()
    start = time.process_time()
    for players in range(GAME.min_players, GAME.max_players + 1):
        print(measure(players, args.games), flush=True)
    print(f"{time.process_time() - start:.1f} CPU-s")


if __name__ == "__main__":
    main()
