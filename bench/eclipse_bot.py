"""Benchmark: how well the Eclipse bot plays over seeded bot-only games (docs/rules/eclipse.md §16).

Every seat is the bot (``GAME.bot_action``, the seat chosen as :func:`rules.core.playout.play`
chooses it). For each seat count it plays ``--games`` seeded games to the end and prints per game:
the mean VP per seat (and the winners' mean), battles (sectors fought, from the ``BattleBegan``
events), seat-battles (a seat with ships in a fought sector) and how many of them the seat won
(it still has ships there and nothing hostile is left), the attacks among them (the seat was not
the first side to enter, §12.1) and their wins, and bankruptcies (upkeeps where a seat abandoned a
sector or was eliminated, ``Abandoned``/``Eliminated`` events, §14.2). Wall and CPU seconds per
game too.

    python -m bench.eclipse_bot [--games 20] [--seats 2 4 6] [--seed bot]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from typing import cast

from rules.core.chance import rng_for
from rules.core.game import Game
from rules.core.playout import choose_seat
from rules.eclipse import GAME, board, scoring
from rules.eclipse.battles import battle_sectors, entry_order, seats_in
from rules.eclipse.state import EclipseState


@dataclass
class Tally:
    """What one seat count's games added up to."""

    vp: list[float] = field(default_factory=list)
    winner_vp: list[float] = field(default_factory=list)
    battles: int = 0
    fought: int = 0
    won: int = 0
    attacks: int = 0
    attacks_won: int = 0
    bankrupt: int = 0
    wall: float = 0.0
    cpu: float = 0.0


def _won(state: EclipseState, sector_id: str, seat: int) -> bool:
    sector = state.sector(sector_id)
    if not any(owner == seat for owner, _ in sector.ships):
        return False
    others = any(owner != seat for owner, _ in sector.ships)
    return not others and not board.hostile_npcs(state, sector, seat)


def play(players: int, seed: str, tally: Tally) -> None:
    """One bot-only game; its figures go into ``tally``."""
    start, cpu = time.perf_counter(), time.process_time()
    state = GAME.setup(players, seed=seed)
    chooser = rng_for(seed, 0, "playout-policy")
    while (seat := choose_seat(cast(Game, GAME), state, chooser, 0.0)) is not None:
        action = GAME.bot_action(state, seat, chooser)
        step = GAME.apply(state, seat, action)
        after = step.state
        kinds = [event.kind for event in step.events]
        tally.bankrupt += kinds.count("Abandoned") + kinds.count("Eliminated")
        if "BattleBegan" in kinds:
            waiting = state.combat.sectors if state.combat is not None else battle_sectors(state)
            gone = [s for s in waiting if after.combat is None or s not in after.combat.sectors]
            for sector_id in gone:
                tally.battles += 1
                order = entry_order(state, state.sector(sector_id))
                for one in seats_in(state.sector(sector_id)):
                    won = _won(after, sector_id, one)
                    tally.fought += 1
                    tally.won += won
                    if order.index(one) > 0:
                        tally.attacks += 1
                        tally.attacks_won += won
        state = after
    scores = [scoring.score(state, s) for s in range(players)]
    tally.vp.append(statistics.mean(scores))
    tally.winner_vp.append(max(scores))
    tally.wall += time.perf_counter() - start
    tally.cpu += time.process_time() - cpu


def main() -> None:
    """Play the games and print one line per seat count."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 4, 6])
    parser.add_argument("--seed", default="bot")
    args = parser.parse_args()
    for players in args.seats:
        tally = Tally()
        for index in range(args.games):
            play(players, f"{args.seed}-{players}-{index}", tally)
        games = args.games
        print(
            f"{players} seats: VP/seat {statistics.mean(tally.vp):5.2f} "
            f"(winner {statistics.mean(tally.winner_vp):5.2f}); per game: "
            f"battles {tally.battles / games:4.2f}, seat-battles {tally.fought / games:4.2f} "
            f"won {tally.won / games:4.2f}, attacks {tally.attacks / games:4.2f} "
            f"won {tally.attacks_won / games:4.2f}, bankruptcies {tally.bankrupt / games:4.2f}; "
            f"{tally.wall / games:5.2f} s ({tally.cpu / games:5.2f} CPU-s) a game",
            flush=True,
        )


if __name__ == "__main__":
    main()
